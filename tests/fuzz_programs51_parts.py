"""The module head and the hand-written statements of ``fuzz_programs51``'s programs (its
docstring says what they cover); the op calls are ``fuzz_programs51_ops.CALLS``. A statement
reads the float32 (4, 6) value ``h``, the inputs ``y`` (float32 (4, 6)), ``n`` (int32 (4, 6)),
``m`` (bool (4, 6)), the Parameters ``r`` (6,) and ``w`` (6, 3) and the index ``ix`` (int32
(3,)), and leaves ``h`` float32 (4, 6); ``{c}`` is a Python float (-0.5, 0.25 or 0.5)."""
from fuzz_compare import SNAP_PRELUDE

# Net.construct (around the statements) and the Loss wrapper of both families' programs
NET_TAIL = '''    def construct(self, x, y, n, m):
        r, w, ix = self.p, self.w, self.ix
        h = x * r + 0.1
        outs = ()
{body}
        return (h * h).mean() + (h * r).sum() * 0.1, outs


class Loss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y, n, m):
        return self.net(x, y, n, m)[0]
'''

# the inputs and helpers every program of families 51 and 52 starts with
DATA = SNAP_PRELUDE + '''from minicell import mint

_A = np.arange(24).reshape(4, 6)
X = Tensor((np.sin(_A * 0.7) * 0.8).astype(np.float32))
Y = Tensor((np.cos(_A * 0.9) * 0.6 + 0.7).astype(np.float32))
N = Tensor(((_A * 7) % 9 - 4).astype(np.int32))
M = Tensor((_A % 3) == 0)
X2 = Tensor((np.cos(_A * 0.4 + 1.0) * 0.9).astype(np.float32))
Y2 = Tensor((np.sin(_A * 0.3) * 0.5 + 0.8).astype(np.float32))
N2 = Tensor(((_A * 5) % 7 - 3).astype(np.int32))
M2 = Tensor((_A % 4) == 1)
IX = Tensor(np.array([2, 0, 3], np.int32))


def lin(*shape, lo=-0.5, hi=0.6):
    n = int(np.prod(shape))
    return Tensor(np.linspace(lo, hi, n).reshape(shape).astype(np.float32))


def fold(h, v):
    """``h`` plus a bounded term of ``v`` (the first item of a tuple, cast to float32, its
    non-finite values zeroed), broadcast where its shape allows, else its mean."""
    if isinstance(v, (tuple, list)):
        v = v[0]
    if v.dtype != ms.float32:
        v = v.astype(ms.float32)
    v = ops.where(ops.isfinite(v), v, 0.0)
    if v.shape == h.shape or v.shape in ((), (6,), (1, 6), (4, 1), (1, 1)):
        return h + 0.1 * ops.tanh(v)
    if v.size == 24:
        return h + 0.1 * ops.tanh(v.reshape(4, 6))
    return h + 0.1 * ops.tanh(v.mean())


'''
HEAD = DATA + '''class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(lin(6, lo=0.2, hi=0.9), name="p")
        self.w = Parameter(lin(6, 3, lo=-0.3, hi=0.4), name="w")
        self.ix = IX

''' + NET_TAIL

# in-place Tensor methods and writes on a local copy, views read, int/bool operands promoted
STMTS = [
    "t = h * 1.0\nt.add_(y, alpha={c})\nh = t",
    "t = h + 0.0\nt.add_({c})\nh = h + t * 0.5",
    "t = h * 1.0\nt.sub_(r)\nh = t * 0.5 + h",
    "t = h * 1.0\nt.mul_(y)\nh = t",
    "t = h * 1.0\nt.div_(2.0)\nh = h + t",
    "t = h * 1.0\nt.copy_(y)\nh = h + t * {c}",
    "t = h * 1.0\nu = t\nt.add_(y)\nh = u * 0.5",
    "t = h * 1.0\nt[1:3] = y[0:2] * {c}\nh = t",
    "t = h * 1.0\nt[m] = {c}\nh = t",
    "t = h * 1.0\nt[ix] = r\nh = t + h",
    "t = h * 1.0\nt[:, 1] = y[:, 2]\nh = t",
    "t = h * 1.0\nt[0] += r\nh = t",
    "t = h * 1.0\nt[:, ::2] *= {c}\nh = t",
    "t = h * 1.0\nt[..., -1] -= 1.0\nh = t",
    "t = h * 1.0\nt.clamp_(-0.5, 0.5)\nh = t + h * 0.5",
    "t = h * 1.0\nt.masked_fill_(m, {c})\nh = t",
    "t = h * 1.0\nt.add_(y).mul_(0.5)\nh = t",
    "t = h.view(6, 4)\nh = h + t.sum(axis=0, keepdims=True).reshape(1, 4).mean() * {c}",
    "t = h.T\nh = h + t.mean(axis=1).reshape(1, 6) * 0.5",
    "t = h[1:3]\nh = h + t.sum(0) * {c}",
    "t = h.unsqueeze(0)\nh = h + t.squeeze(0) * {c}",
    "t = h.narrow(1, 2, 3)\nh = h + t.max(axis=1, keepdims=True) * {c}",
    "t = h.expand_dims(1)\nh = (h + t.squeeze(1)) * 0.5",
    "h = h + n * {c}",
    "h = h * (n > 0) + h * 0.5",
    "h = h + m * {c}",
    "h = ops.where(m, h, n * 0.1)",
    "h = h + (n // 2) * 0.1 + (n % 3) * 0.05",
    "h = h + ops.cast(n, ms.float16) * 0.1",
    "h = h * y.mean(axis=-1, keep_dims=True) + h.amax(1, True) * {c}",
    "h = h + h.sum(axis=(0, 1), keepdims=True) * 0.01",
    "h = h - h.mean(0, keep_dims=True)",
    "h = h + ops.sum(h, dim=1, keepdim=True) * {c}",
    "h = h + mint.mean(h, dim=0, keepdim=True) * {c}",
    "h = h * r.reshape(1, 6) + w.sum(1).reshape(1, 6)",
    "h = h + ops.matmul(h, w).sum(1, keepdims=True) * {c}",
]

# (kind, text over ``net``) of the differentiations ``main()`` takes; ``Loss(net)``'s first
# output is the scalar loss alone
GRADS = [
    "ms.grad(net, grad_position=(0, 1), has_aux=True)",
    "ms.grad(net, grad_position=1, weights=net.trainable_params(), has_aux=True)",
    "ms.grad(net, grad_position=0, has_aux=True)",
    "ms.grad(net, None, net.trainable_params(), has_aux=True)",
    "ms.value_and_grad(net, grad_position=(1, 0), weights=net.trainable_params(), has_aux=True)",
    "ms.value_and_grad(net, grad_position=0, has_aux=True)",
    "ms.value_and_grad(Loss(net), grad_position=(0, 1))",
    "ms.grad(Loss(net), grad_position=(0,), weights=net.trainable_params())",
    "ops.GradOperation(get_all=True)(Loss(net))",
    "ops.GradOperation(get_by_list=True)(Loss(net), net.trainable_params())",
]
