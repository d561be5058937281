"""The module head, statement groups, returns and differentiations of ``fuzz_programs61``'s
programs (its docstring says what they cover). A statement reads the float32 (4, 6) value ``h``,
the inputs ``y`` (float32 (4, 6)), ``n`` (int32 (4, 6)), ``m`` (bool (4, 6)), construct's
defaulted arguments ``s`` (a Python float) and ``mode`` (None or a string), the Parameters
``self.p`` (6,) and ``self.q`` (4, 6), the non-trainable ``self.buf`` (float32 (4, 6)),
``self.cnt`` (int32 ()) and ``self.iv`` (int32 (6,)), the Cells ``self.acc`` (a ``*args``
construct) and ``self.sc`` (defaulted and keyword arguments), the Python attributes
``self.k`` (3) and ``self.tag`` ('mul'); it leaves ``h`` float32 (4, 6) and may add a result
to the tuple ``outs``; ``{c}`` is a Python float (-0.5, 0.25 or 0.5)."""
from fuzz_programs51_parts import DATA
from fuzz_text import LOSS_AND_STATE

HEAD = DATA + '''class Acc(nn.Cell):
    def construct(self, *args):
        v = args[0]
        for a in args[1:]:
            v = v + a * 0.5
        return v, len(args)


class Sc(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(lin(6, lo=0.3, hi=0.8), name="w")

    def construct(self, h, k=0.5, mode=None):
        if mode is None:
            return h * self.w * k
        if mode == 'sq':
            return h * h * k
        return h + k


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(lin(6, lo=0.2, hi=0.9), name="p")
        self.q = Parameter(lin(4, 6, lo=-0.4, hi=0.5), name="q")
        self.buf = Parameter(Tensor(np.zeros((4, 6), np.float32)), name="buf",
                             requires_grad=False)
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)
        self.iv = Parameter(Tensor(np.array([1, -2, 3, 0, 2, -1], np.int32)), name="iv",
                            requires_grad=False)
        self.acc = Acc()
        self.sc = Sc()
        self.k = 3
        self.tag = 'mul'

    def construct(self, x, y, n, m, s=0.5, mode=None):
        h = x * self.p + self.q * 0.5
        outs = (x.sum(),)
{body}
        loss = (h * h).mean() + (h * self.p).sum() * 0.1
{ret}


class AuxLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y, n, m):
        loss = self.net(x, y, n, m)[0]
        return loss, loss * loss + x.mean()

''' + LOSS_AND_STATE

RETURNS = [
    "return loss, outs",
    "return loss, (h, outs)",
    "return loss, {'h': h.sum(-1, keepdims=True), 'outs': outs}",
]

# nested ``if`` in ``for`` over ranges of shape-derived ints
LOOPS = [
    "for k in range(h.shape[0] - 1):\n    if k % 2 == 0:\n        if h[k].sum() > {c}:\n"
    "            h = h * 0.9\n        else:\n            h = h + 0.1\n    else:\n"
    "        h = h - y * 0.05",
    "for k in range(len(outs) + 1):\n    if h.mean() > {c} * k:\n        h = h * 0.8 + 0.05",
    "for k in range(n.shape[1] // 2):\n    for j in range(k):\n        if j == 1:\n"
    "            h = h + 0.1\n        elif h.max() > {c}:\n            h = h * 0.9",
    "for k in range(h.ndim + 1):\n    if k > 1 and h.sum() > {c}:\n        h = h * 0.9",
    "for k in range(self.k):\n    if k == self.k - 1:\n        break\n    if y[k].sum() < {c}:\n"
    "        continue\n    h = h + y[k] * 0.1",
    "for k in range(len(h)):\n    if k > 1:\n        h = h + 0.1",
    "for k, r in enumerate(h, start=1):\n    h = h + r * 0.01 * k",
]

# tuple unpacking from ops returning tuples
TUPLES = [
    "v, i = ops.max(h, axis=1)\nh = h + v.reshape(4, 1) * 0.1\nouts = outs + (i,)",
    "v, i = ops.min(y, 0, keepdims=True)\nh = h - v * 0.2\nouts = outs + (i,)",
    "a, b, c = ops.split(h, 2, axis=1)\nh = ops.concat((c, a, b), axis=1) * 0.9",
    "a, b = h.split([2, 4], axis=1)\nh = ops.concat((b * 0.5, a), axis=1)",
    "u, idx = ops.unique(n)\nouts = outs + (u, idx)",
    "vals, idx = ops.topk(h, 2)\nh = h + vals.sum(1, keepdims=True) * 0.1\nouts = outs + (idx,)",
    "s_, i_ = ops.sort(h, axis=0, descending=True)\nh = s_ * 0.5 + h * 0.5\nouts = outs + (i_,)",
    "(a, b), c = (h, y), h * 0.5\nh = a + b * 0.1 + c * 0.1",
    "i, v = ops.ArgMaxWithValue(axis=0)(h)\nh = h + v * 0.1\nouts = outs + (i,)",
    "a, *rest = ops.split(h, 2, axis=1)\nh = h + ops.tile(rest[-1], (1, 3)) * 0.1\n"
    "outs = outs + (len(rest),)",
    "v = ops.max(h)\nouts = outs + (v,)",
    "t = (h, y, h * 2)\nh = t[::-1][0] * 0.5 + t[-2]",
]

# isinstance / len / type checks
CHECKS = [
    "if isinstance(outs, tuple) and len(outs) > 1:\n    h = h * 0.9\nelse:\n    h = h + 0.1",
    "if isinstance(s, float):\n    h = h * s\nouts = outs + (len(outs),)",
    "if type(h) == type(y):\n    h = h + y * 0.1",
    "vs = (h, 2, 'a', None)\nh = h + len([v for v in vs if isinstance(v, Tensor)]) * 0.1",
    "if isinstance(mode, str):\n    h = h * 0.5\nelif mode is None:\n    h = h + 0.1",
    "outs = outs + (min(len(outs), 2), max(3, h.ndim), abs(-2))",
    "outs = outs + (isinstance(h, (list, tuple)), isinstance(h.shape, tuple),"
    " type(3) is int)",
]

# string and None constants through branches, construct's defaults
CONSTS = [
    "tag = 'up' if {c} > 0 else 'down'\nif tag == 'up':\n    h = h + 0.1\nelse:\n"
    "    h = h - 0.1\nouts = outs + (tag,)",
    "v = None\nfor k in range(3):\n    if v is None:\n        v = h[k]\n    else:\n"
    "        v = v + h[k]\nh = h + v * 0.1",
    "if mode == 'sq':\n    h = h * h * 0.5\nelif mode is None:\n    h = h * s",
    "t = self.tag\nif t == 'mul':\n    h = h * 0.9\nouts = outs + (t == 'add',)",
    "w = None if h.ndim > 2 else y\nif w is not None:\n    h = h + w * 0.1",
    'outs = outs + (h.shape[-1] if h.ndim > 1 else 0, f"{{h.ndim}}")',
]

# *args constructs, defaulted and keyword arguments
ARGS = [
    "v, k = self.acc(h, y, h * 0.5)\nh = v * 0.5\nouts = outs + (k,)",
    "h = self.sc(h) + self.sc(y, k={c}) * 0.1",
    "h = self.sc(h, mode='sq') * 0.5 + self.sc(y, 0.1, 'add') * 0.1",
    "def f(*vs, w=0.5):\n    t = vs[0]\n    for v in vs[1:]:\n        t = t + v\n    return t * w\n"
    "h = f(h, y, w={c}) + f(h)",
    "args = (h, y)\nv, k = self.acc(*args)\nh = v * 0.5",
    "kw = {{'k': 0.5, 'mode': 'sq'}}\nh = self.sc(h, **kw) + h * 0.5",
    "vs = [h * 0.5, y]\nh = sum(vs)",
]

# list comprehensions with conditions
COMPS = [
    "vs = [h[k] * k for k in range(4) if k % 2 == 1]\nh = h + ops.stack(vs).sum(0) * 0.1",
    "vs = [v * 0.5 for v in (h, y, None) if v is not None]\nh = vs[0] + vs[-1] * 0.1",
    "vs = [b for b in (1, 2, 3, 4) if b > len(outs)]\nh = h * (1 + len(vs) * 0.1)",
    "vs = [h[:, k] for k in range(6) if k != 2]\n"
    "h = h + ops.stack(vs, 1).mean(1, keep_dims=True) * 0.1",
    "pairs = [(k, h[k]) for k in range(4) if k > 0]\nfor k, r in pairs:\n    h = h + r * 0.05 * k",
]

# slicing with negative steps, Ellipsis and None
SLICES = [
    "h = h[::-1] * 0.5 + h * 0.5",
    "h = h + ops.tile(h[:, ::-2], (1, 2)) * 0.1",
    "v = h[..., None]\nh = (v * v).squeeze(-1) * 0.5 + h * 0.5",
    "v = h[None, ..., 1:]\nouts = outs + (v,)\nh = h + v.sum() * 0.01",
    "h = h + h[-1:0:-1].mean(0) * 0.1",
    "h = ops.concat((h[..., ::-1][:, :3], h[:, 3:]), 1)",
    "h = h + y[1::-1, None, ::3].sum() * 0.1",
    "t = h * 1\nt[..., 1:3] = 0.5\nt[None, 0] = 0.25\nh = t",
]

# integer Parameters
INTPARAMS = [
    "h = h + self.iv * 0.1\nouts = outs + (self.iv * 2,)",
    "ops.assign_add(self.iv, n[0])\nouts = outs + (self.iv * 1,)",
    "self.cnt = self.cnt + 1\nouts = outs + (self.cnt * 1,)",
    "k = self.cnt + n.sum()\nouts = outs + (k, k.dtype)",
    "if self.cnt < 3:\n    h = h * 0.9\nouts = outs + (self.cnt > 0,)",
    "self.cnt += 1\nouts = outs + (self.cnt * 1,)",
]

# augmented assignment to attributes and subscripts inside loops
AUGS = [
    "for k in range(3):\n    self.buf[k] += h[k]\nh = h + ops.stop_gradient(self.buf) * 0.1",
    "lst = [h, y]\nfor k in range(2):\n    lst[k] += h * 0.1\nh = lst[0] + lst[1] * 0.1",
    "t = h * 1\nfor k in range(3):\n    t[k] += y[k] * 0.5\nh = t",
    "for k in range(2):\n    self.cnt += 1\nouts = outs + (self.cnt * 1,)",
    "d = {{'a': h}}\nfor k in range(2):\n    d['a'] *= 0.9\nh = d['a']",
    "t = n * 1\nfor k in range(2):\n    t[:, k] -= 3\nouts = outs + (t,)",
    "for k in range(2):\n    self.buf += h\nh = h + ops.stop_gradient(self.buf)",
    "lst = [0, 1]\nlst[-1] += h.shape[0]\nouts = outs + (lst[-1], tuple(lst))",
]

# chained comparisons
CHAINS = [
    "if {c} < h.mean() < 1.0:\n    h = h * 0.9",
    "if 0 < len(outs) <= 2:\n    h = h + 0.1",
    "a = ({c} < h) & (h < 0.8)\nh = ops.where(a, h * 0.5, h)",
    "b = -1 < {c} < 1 < 2\nouts = outs + (b,)",
    "if h.min() < {c} < h.max():\n    h = h * 0.8",
    "a = 1 < h.ndim < 3 <= h.shape[0]\nouts = outs + (a,)",
    "if h.sum() > 0 and not (h.max() < 0.5):\n    h = h * 0.5",
]

GROUPS = {"loops": (LOOPS, 3), "tuples": (TUPLES, 3), "checks": (CHECKS, 2),
          "consts": (CONSTS, 2), "args": (ARGS, 2), "comps": (COMPS, 2), "slices": (SLICES, 2),
          "intparams": (INTPARAMS, 2), "augs": (AUGS, 2), "chains": (CHAINS, 2)}

# ``main()``'s Parameter writes between calls (indented 4)
CHANGES = [
    "net.p.set_data(lin(6, lo=-0.3, hi=0.4))",
    "net.q[1:3] = 0.5",
    "net.sc.w.set_data(net.sc.w * 2)",
    "net.buf.set_data(net.buf * 0 + 1)",
    "net.cnt.set_data(Tensor(5, ms.int32))",
    "net.iv.set_data(net.iv * -1)",
]

# differentiations ``main()`` takes (``{inp}`` an input set's ``X, Y`` pair)
GRADS = [
    "res.append(guard(ms.grad(Loss(net), (0, 1)), {inp}, N, M))",
    "res.append(guard(ms.grad(AuxLoss(net), (0, 1), has_aux=True), {inp}, N, M))",
    "res.append(guard(ms.grad(AuxLoss(net), 0, net.trainable_params(), has_aux=True), {inp},"
    " N, M))",
    "res.append(guard(ops.GradOperation(sens_param=True)(Loss(net)), {inp}, N, M,"
    " Tensor(0.5, ms.float32)))",
    "res.append(guard(ops.GradOperation(get_all=True, sens_param=True)(Loss(net)), {inp}, N, M,"
    " Tensor(-2.0, ms.float32)))",
    "res.append(guard(ops.GradOperation(get_by_list=True, sens_param=True)(Loss(net),"
    " net.trainable_params()), {inp}, N, M, Tensor(1.5, ms.float32)))",
]
