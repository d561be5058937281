"""The module head, statement texts and training set-ups of ``fuzz_programs50``'s programs (its
docstring says what they cover). A statement maps the float32 (4, 8) value ``h`` to a float32
(4, 8) value; ``{c}`` is a Python float (-0.5, 0.25 or 0.5)."""
from fuzz_compare import SNAP_PRELUDE

HEAD = SNAP_PRELUDE + '''from minicell import mint
from minicell.experimental import optim as xoptim

_A = np.arange(24).reshape(4, 6)
XS = [Tensor((np.sin(_A * 0.7 + k) * 0.8).astype(np.float32)) for k in range(4)]
YS = [Tensor((np.cos(np.arange(12).reshape(4, 3) * 0.9 + k) * 0.6).astype(np.float32))
      for k in range(4)]
LS = [Tensor(np.array([(k + j) % 3 for j in range(4)], np.int32)) for k in range(4)]
MASK = Tensor((np.arange(32).reshape(4, 8) % 3) == 0)
IDX = Tensor(np.array([3, 1, 0, 2], np.int32))


def lin(*shape, lo=-0.5, hi=0.6):
    n = int(np.prod(shape))
    return Tensor(np.linspace(lo, hi, n).reshape(shape).astype(np.float32))


def state(*cells):
    """(name, value) of every Parameter of ``cells``, each once."""
    seen, out = set(), []
    for c in cells:
        for p in c.get_parameters():
            if id(p) not in seen:
                seen.add(id(p))
                out.append((p.name, p))
    return snap(out)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(6, 8, weight_init=lin(8, 6), bias_init=lin(8, lo=-0.1, hi=0.1))
        self.p = Parameter(lin(8, lo=0.2, hi=0.9), name="p")
        self.w = Parameter(lin(8, 8, lo=-0.3, hi=0.3), name="w")
        self.bn = nn.BatchNorm1d(8, momentum=0.8)
        self.ln = nn.LayerNorm((8,), epsilon=1e-5)
        self.fc2 = nn.Dense(8, 3, weight_init=lin(3, 8, lo=0.4, hi=-0.3), bias_init="zeros")
        self.mask = MASK
        self.idx = IDX

    def construct(self, x):
        h = self.fc1(x)
{body}
        return self.fc2(h)


class RegLoss(nn.Cell):
    """The loss plus an L2 term on ``p`` (a Parameter read twice)."""

    def __init__(self, net, loss_fn):
        super().__init__()
        self.net = net
        self.loss_fn = loss_fn

    def construct(self, x, y):
        return self.loss_fn(self.net(x), y) + 0.01 * (self.net.p ** 2).sum()


class VGStep(nn.Cell):
    """``ms.value_and_grad`` of the loss Cell, the gradients clipped (``clip``: 0 none, 1 global
    norm, 2 by value, 3 each by norm), the optimizer; the loss, with ``get_lr()`` if asked."""

    def __init__(self, wl, opt, clip=0, with_lr=False):
        super().__init__()
        self.opt = opt
        self.fn = ms.value_and_grad(wl, None, opt.parameters)
        self.clip = clip
        self.with_lr = with_lr

    def construct(self, x, y):
        loss, grads = self.fn(x, y)
        if self.clip == 1:
            grads = ops.clip_by_global_norm(grads, 0.5)
        elif self.clip == 2:
            grads = tuple(ops.clip_by_value(g, -0.05, 0.05) for g in grads)
        elif self.clip == 3:
            grads = tuple(ops.clip_by_norm(g, 0.2) for g in grads)
        loss = ops.depend(loss, self.opt(grads))
        if self.with_lr:
            return loss, self.opt.get_lr()
        return loss


class FVGStep(nn.Cell):
    """``nn.ForwardValueAndGrad`` then the optimizer."""

    def __init__(self, wl, opt):
        super().__init__()
        self.fvg = nn.ForwardValueAndGrad(wl, weights=opt.parameters, get_by_list=True)
        self.opt = opt

    def construct(self, x, y):
        loss, grads = self.fvg(x, y)
        self.opt(grads)
        return loss


class AccStep(nn.Cell):
    """The gradients of two micro-batches (``x`` and ``x * 0.5``) accumulated in Parameters,
    one update by their mean, the accumulators zeroed."""

    def __init__(self, wl, opt):
        super().__init__()
        self.opt = opt
        self.acc = opt.parameters.clone(prefix="acc", init="zeros")
        self.fn = ms.value_and_grad(wl, None, opt.parameters)

    def construct(self, x, y):
        total = 0.0
        for k in range(2):
            loss, grads = self.fn(x * (1.0 - 0.5 * k), y)
            for a, g in zip(self.acc, grads):
                ops.assign_add(a, g)
            total = total + loss
        self.opt(tuple(a * 0.5 for a in self.acc))
        for a in self.acc:
            ops.assign(a, ops.zeros_like(a))
        return total / 2


def plain_step(wl, opt):
    fn = ms.value_and_grad(wl, None, opt.parameters)

    def step(x, y):
        loss, grads = fn(x, y)
        opt(grads)
        return loss
    return step


def jit_step(wl, opt):
    fn = ms.value_and_grad(wl, None, opt.parameters)

    @ms.jit
    def step(x, y):
        loss, grads = fn(x, y)
        return ops.depend(loss, opt(grads))
    return step
'''

# float32 (4, 8) h -> float32 (4, 8) h
STMTS = [
    # elementwise ops.* / mint.* with broadcasting against Parameters
    "h = ops.tanh(h) * self.p",
    "h = h * ops.sigmoid(self.p) + self.p[::-1] * {c}",
    "h = ops.maximum(h, self.p * {c})",
    "h = ops.minimum(h, ops.ones_like(h) * 0.8) + ops.relu(h) * 0.1",
    "h = ops.sqrt(ops.abs(h) + 0.01) * ops.sign(h)",
    "h = ops.rsqrt(h * h + 1.0) * h",
    "h = ops.atan2(h, self.p + 1.0)",
    "h = ops.cos(h) + ops.sin(h) * {c}",
    "h = ops.exp(-h * h) + h * 0.5",
    "h = ops.log1p(ops.abs(h)) * ops.sign(h)",
    "h = ops.erf(h) + h * 0.2",
    "h = ops.softsign(h) + ops.softplus(h) * 0.1",
    "h = ops.lerp(h, ops.tanh(h), 0.3)",
    "h = ops.addcmul(h, h, self.p, value=0.1)",
    "h = ops.addcdiv(h, h, self.p + 1.0, value={c})",
    "h = ops.square(h) * 0.2 + h",
    "h = ops.pow(ops.abs(h) + 0.5, 1.5) * 0.5",
    "h = mint.nn.functional.silu(h)",
    "h = mint.nn.functional.relu(h) - mint.nn.functional.relu(-h) * 0.3",
    "h = mint.sigmoid(h) * mint.tanh(h)",
    "h = mint.clamp(h, -1.0, 1.0) + h * 0.1",
    "h = mint.where(h > {c}, h, mint.exp(h) - 1.0)",
    "h = mint.mul(h, self.p) + mint.sub(h, 0.1, alpha=2)",
    "h = mint.add(h, self.p, alpha={c})",
    "h = ops.leaky_relu(h, 0.2)",
    "h = ops.elu(h) + ops.relu6(h) * 0.1",
    "h = ops.hardswish(h) + ops.mish(h) * 0.2",
    "h = ops.gelu(h, approximate='tanh')",
    "h = ops.gelu(h) * 0.5 + ops.selu(h) * 0.5",
    # reductions with axis / keepdims, broadcast back
    "h = h - h.mean(axis=-1, keep_dims=True)",
    "h = h - ops.mean(h, axis=0, keep_dims=True) * {c}",
    "h = h / (ops.norm(h, dim=1, keepdim=True) + 1.0)",
    "h = ops.logsumexp(h, dim=1, keepdim=True) - h",
    "h = h + h.max(axis=0, keepdims=True) * 0.1",
    "h = h + ops.amax(h, axis=1, keepdims=True) * {c} - ops.amin(h, axis=1, keepdims=True) * 0.1",
    "h = h + mint.sum(h * h, dim=-1, keepdim=True) * 0.05",
    "h = h + mint.mean(h, dim=0, keepdim=True)",
    "h = h * ops.prod(h * 0.1 + 1.0, axis=1, keep_dims=True)",
    "h = h + h.sum(axis=(0, 1), keepdims=True) * 0.01",
    "h = h + ops.std(h, axis=0, keepdims=True) * {c}",
    "h = h + h.var(axis=1, keepdims=True) * 0.5",
    "h = ops.softmax(h, axis=0) * 4.0 + h * 0.1",
    "h = ops.log_softmax(h, axis=-1) * 0.3 + h",
    "h = h + ops.cumsum(h, axis=1) * 0.1",
    # int and bool paths
    "h = h * (h > {c}).astype(ms.float32) + h * 0.1",
    "h = ops.masked_fill(h, self.mask, 0.25)",
    "h = ops.where(self.mask, h * 2.0, h)",
    "h = ops.where(h > {c}, h, 0.1 * h)",
    "k = (h * 3.0).astype(ms.int32)\nh = h + (k % 3).astype(ms.float32) * 0.1",
    "n = (h > 0).sum(axis=1, keepdims=True)\nh = h * (n.astype(ms.float32) + 1.0) * 0.2",
    "h = h + ops.argmax(h, dim=1, keepdim=True).astype(ms.float32) * 0.1",
    "h = ops.select(h > {c}, h, ops.tanh(h))",
    "h = h * (self.mask | (h < 0)).astype(h.dtype)",
    # shape ops, indexing, gather
    "h = h.reshape(4, 2, 4).transpose(0, 2, 1).reshape(4, 8)",
    "a, b = ops.split(h, 4, axis=1)\nh = ops.concat((b, a * 2.0), axis=1)",
    "h = mint.cat((h[:, :4], ops.sigmoid(h[:, 4:])), dim=1)",
    "h = ops.flip(h, dims=(1,)) * 0.5 + h",
    "h = ops.gather(h, self.idx, 0) * 0.5 + h",
    "h = h[self.idx] + h",
    "h = ops.tile(h[:, :2], (1, 4)) + h",
    "h = ops.expand_dims(h, 1).broadcast_to((4, 2, 8)).sum(axis=1)",
    "h = ops.stack((h, h * {c}), axis=0).mean(axis=0)",
    "h = h.unsqueeze(0).squeeze(0) + h[:, ::-1] * 0.1",
    "h = h + ops.matmul(h, self.w)",
    "h = h @ self.w + self.p",
    "v, i = ops.topk(h, 3)\nh = h + v.sum(axis=1, keepdims=True) * 0.1",
    "s, i = ops.sort(h, axis=1, descending=True)\nh = h + s * 0.2",
    "h = h + ops.stop_gradient(h.sum(axis=0)) * 0.05",
    # layers
    "h = self.bn(h) + h * 0.2",
    "h = self.ln(h) + h",
    "h = self.ln(ops.tanh(h))",
]
