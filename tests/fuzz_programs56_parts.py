"""The module head, statement groups, returns and differentiations of ``fuzz_programs56``'s
programs (its docstring says what they cover). A statement reads the float32 (4, 6) value ``h``,
the inputs ``y`` (float32 (4, 6)), ``n`` (int32 (4, 6)), ``m`` (bool (4, 6)), the Parameters
``r`` (6,) and ``w`` (6, 3), the sub-Cells ``self.acc`` (an ``Acc`` writing its own Parameters),
``self.pair`` (a ``Pair`` holding an ``Acc`` and a custom-bprop ``Bp``), ``self.bp`` and the
counter Parameter ``self.cnt``; it leaves ``h`` float32 (4, 6) and may add a result to the tuple
``outs``; ``{c}`` is a Python float (-0.5, 0.25 or 0.5)."""
from fuzz_programs51_parts import DATA
from fuzz_text import LOSS_AND_STATE

HEAD = DATA + '''class Acc(nn.Cell):
    """A Cell writing its own Parameters in construct (``+=`` and ``ops.assign``)."""
    def __init__(self, s):
        super().__init__()
        self.g = Parameter(lin(6, lo=0.5 * s, hi=1.0), name="g")
        self.v = Parameter(lin(6, lo=0.0, hi=0.1 * s), name="v", requires_grad=False)
        self.k = Parameter(Tensor(0, ms.int32), name="k", requires_grad=False)

    def construct(self, h, s=0.1):
        ops.assign(self.v, self.v * 0.5 + ops.stop_gradient(h).mean(0) * s)
        self.k += 1
        return h * self.g + self.v


class Bp(nn.Cell):
    """A Cell with a custom bprop (half the true gradient of ``a``, ``b``'s true one)."""
    def construct(self, a, b):
        return a * b + a

    def bprop(self, a, b, out, dout):
        return dout * (b + 1.0) * 0.5, dout * a


class Pair(nn.Cell):
    def __init__(self):
        super().__init__()
        self.acc = Acc(0.7)
        self.bp = Bp()
        self.u = Parameter(lin(6, lo=-0.2, hi=0.3), name="u")

    def construct(self, h, y):
        a = self.acc(h, 0.2)
        ops.assign_add(self.u, ops.stop_gradient(a).mean(0) * 0.01)
        return self.bp(a, y) * 0.5 + self.u


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(lin(6, lo=0.2, hi=0.9), name="p")
        self.w = Parameter(lin(6, 3, lo=-0.3, hi=0.4), name="w")
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)
        self.acc = Acc(0.3)
        self.pair = Pair()
        self.bp = Bp()

    def construct(self, x, y, n, m):
        r, w = self.p, self.w
        h = x * r + 0.1
        outs = ()
{body}
        loss = (h * h).mean() + (h * r).sum() * 0.1
{ret}

''' + LOSS_AND_STATE

RETURNS = [
    "return loss, outs",
    "return loss, (h, outs)",
    "return loss, h.sum()",
    "return loss, (ops.stop_gradient(h), h.shape[0] * 1.5)",
]

# loops: tensor ``while`` with ``break``/``continue``/``else``, ``for`` over ranges, tuples and a
# Tensor's rows left by tensor ``break``s, nested loops, Python counters under tensor conditions
LOOPS = [
    "i = 0\nwhile i < 3:\n    i += 1\n    if h.sum() > {c} * i:\n        continue\n"
    "    h = h * 0.9 + y * 0.1",
    "k = Tensor(0, ms.int32)\nwhile k < 4:\n    h = h * 0.8 + r * 0.1\n    k = k + 1\n"
    "    if h.max() > 1.0:\n        break\nouts = outs + (k,)",
    "for i in range(4):\n    if h[i].sum() > {c}:\n        continue\n    h = h + y * 0.1 * i",
    "for row in h:\n    if row.sum() < {c}:\n        break\n    h = h + row * 0.1",
    "j = 0\nfor i in range(3):\n    if (h * r).mean() > {c}:\n        j = j + 1\n    h = h * 0.9\n"
    "h = h + j * 0.1",
    "while h.sum() > {c} and h.max() < 2.0:\n    h = h - 0.3 * ops.abs(h) - 0.1",
    "n2 = n\nwhile n2.abs().max() > 1:\n    n2 = n2 // 2\nouts = outs + (n2,)\nh = h + n2 * {c}",
    "for i in range(2):\n    for j in range(3):\n        if j == i:\n            continue\n"
    "        h = h + h[:, j:j + 1] * 0.1\n    if h.mean() > {c}:\n        break",
    "for i, t in enumerate((y, x, h)):\n    if t.min() > {c}:\n        break\n"
    "    h = h + t * 0.1 * i",
    "i = Tensor(0, ms.int32)\nwhile i < 3:\n    i += 1\n    if h.sum() > 100:\n        break\n"
    "else:\n    h = h + 0.5",
    "for i in range(3):\n    h = h * 0.9\n    if h.sum() > {c}:\n        break\n"
    "else:\n    h = h + y",
    "s = h.sum() * 0\nfor t in (h, y, x):\n    if t.mean() < {c}:\n        continue\n"
    "    s = s + t.mean()\n"
    "h = h + s * 0.1",
    "i = Tensor(0, ms.int32)\nacc = h * 0\nwhile i < 4:\n    acc = acc + h[i] * 0.1\n"
    "    i = i + 1\n"
    "h = h + acc",
    "t = Tensor(1.0, ms.float32)\nwhile t < 3.0:\n    t = t * 1.5\n    h = h * 0.9 + t * 0.01\n"
    "outs = outs + (t,)",
    "i = Tensor(3, ms.int32)\nwhile i >= 0:\n    h[i] = h[i] * 0.5 + y[i] * {c}\n    i -= 1",
    "for i in range(h.shape[0] - 1, -1, -2):\n    h = h + h[i] * {c}",
]

# Parameters written in construct, through sub-Cells, ``depend``, reads after writes
PARAMS = [
    "h = self.acc(h)",
    "h = self.acc(h, {c}) + self.acc.v",
    "h = self.pair(h, y)",
    "h = self.pair(h, y) + self.pair.acc(h * {c})",
    "h = ops.depend(h, ops.assign_add(self.cnt, Tensor(1, ms.int32)))",
    "self.cnt += 2\nh = h + self.cnt * 0.01",
    "for i in range(3):\n    ops.assign_add(self.acc.v, h.mean(0) * 0.01)\n"
    "    if self.acc.v.sum() > {c}:\n        break\nh = h + self.acc.v",
    "u = ops.assign(self.pair.acc.v, h[0] * {c})\nh = h + u + self.pair.acc.v",
    "if h.mean() > {c}:\n    h = self.acc(h)\nelse:\n    h = self.pair(h, y)",
    "k = Tensor(0, ms.int32)\nwhile k < 2:\n    h = self.acc(h * 0.8)\n    k += 1",
    "h = ops.depend(h * 1.0, ops.assign(self.acc.v, self.acc.v + 0.5))\nh = h + self.acc.v",
    "self.cnt = self.cnt + ops.cast(h.sum() > 0, ms.int32)\nouts = outs + (self.cnt * 1,)",
    "h = self.bp(h, y) + self.bp(y, h) * {c}",
    "h = self.bp(self.acc(h), r)",
]

# unpacking, comprehensions, ``isinstance``/``len``/``range`` on shapes
UNPACK = [
    "a, b, c = ops.split(h, 2, axis=1)\nh = ops.concat((c, a * {c}, b), 1)",
    "first, *rest = ops.unstack(h)\nh = h + first * 0.1 + sum(rest) * 0.05",
    "rows = [t * (i + 1) for i, t in enumerate(h) if i % 2 == 0]\n"
    "h = h + ops.stack(rows).mean(0) * {c}",
    "d = {{'a': h, 'b': y}}\nh = sum(v * 0.5 for v in d.values())",
    "(a, b), c = (h * 0.5, y), r\nh = a + b * c",
    "sh = h.shape\nif isinstance(sh, tuple) and len(sh) == 2:\n"
    "    h = h.reshape(sh[1], sh[0]).T * {c} + h",
    "for i in range(h.shape[0] // 2):\n    h = h + h[i * 2] * 0.1",
    "h = h + ops.stack([h[:, i] * i for i in range(h.shape[1])], 1) * 0.1",
    "a, b = h[:2], h[2:]\nb, a = a, b\nh = ops.concat([a, b]) * {c} + h",
    "parts = [h[:, i:i + 2] for i in range(0, 6, 2)]\nh = ops.concat(parts[::-1], 1)",
    "lens = [len(t) for t in (h, y, r)]\nh = h * (sum(lens) / 10) + max(lens) * {c}",
    "x0, x1 = h.shape\nh = h + ops.ones((x0, x1), ms.float32) * (x0 - x1) * {c}",
    "vals = {{i: h[i].sum() for i in range(4)}}\nh = h + vals[1] * 0.1 - vals[3] * {c}",
    "if isinstance(h, Tensor) and not isinstance(h, tuple):\n    h = h * 0.5 + len(h.shape)",
    "t = tuple(h.shape) + (1,)\nh = (h.reshape(t) * {c}).squeeze(-1) + h",
]

# mixed Python int/float scalars with int/bool/float Tensors: the promoted dtypes kept in outs
SCALARS = [
    "s = h.shape[0] * 2 + h.shape[1] / 4\nh = h * s * 0.1",
    "v = n * 2.5\nouts = outs + (v,)\nh = h + v * 0.01",
    "v = n / 2\nouts = outs + (v,)\nh = h + v * 0.1",
    "v = n // 2.0\nouts = outs + (v,)\nh = h + v * 0.1",
    "v = n ** 2\nouts = outs + (v,)\nh = h + v * 0.01",
    "v = m * 1.5 + (m + 1)\nouts = outs + (v,)\nh = h + v * {c}",
    "v = n % -3 + (1 - n)\nouts = outs + (v,)\nh = h + v * 0.1",
    "v = h.astype(ms.float16) * 3 + 1\nouts = outs + (v,)\nh = h + v.astype(ms.float32) * 0.1",
    "v = h.astype(ms.float16) * n\nouts = outs + (v,)\nh = h + v * 0.01",
    "v = h.astype(ms.float64) * h\nouts = outs + (v,)\nh = h + v.astype(ms.float32)",
    "v = h.sum() // 3 + h.sum() % 2\nouts = outs + (v,)\nh = h + v * 0.1",
    "k = 3\nk = k * 2 - 1\nf = k / 2\nh = h * f + k // 2 * {c}",
    "v = (n * 0.5).astype(ms.int32) + True\nouts = outs + (v,)\nh = h + v * 0.1",
    "v = n.astype(ms.float16) / 4\nouts = outs + (v,)\nh = h + v * 0.5",
    "v = ops.cast(m, ms.float16) + ops.cast(n, ms.float64)\nouts = outs + (v,)\nh = h + v * 0.1",
    "v = 2 ** (n.abs() % 3)\nouts = outs + (v,)\nh = h + v * 0.1",
    "v = h.astype(ms.float16) * 300.0 * 300.0\nouts = outs + (v,)\nh = h + ops.isinf(v) * {c}",
    "h = h + 1e8 - 1e8 + y * {c}",
    "h = (h * 1e30 * 1e30 / 1e30).clip(-2.0, 2.0) + h * {c}",
    "h = h / 3.0 / 7.0 * 21.0 + (h - 0.1 - 0.2) * {c}",
]

# Tensor method chains
CHAINS = [
    "h = h.abs().add(0.1).sqrt().clip(0.0, 1.5) * y.sign()",
    "v = h.T.reshape(-1).view(6, 4).transpose(1, 0)\nh = h + v * {c}",
    "h = h + h.exp().log1p().neg().tanh().square() * {c}",
    "v = h.argmax(1).astype(ms.float32).unsqueeze(1).expand_as(h)\nh = h + v * 0.1",
    "h = h + h.max(axis=1, keepdims=True) * {c} - h.min(axis=0)",
    "h = h + h.mean(axis=0, keep_dims=True).broadcast_to((4, 6)) * {c}",
    "h = h.masked_fill(m, {c}).clamp(min=-1.0)",
    "v = (h > 0).astype(ms.int32).sum(1).float()\nouts = outs + (v,)\nh = h + v.unsqueeze(1) * 0.1",
    "h = h.cumsum(1).flip(1) * 0.2 + h.cumprod(0) * {c}",
    "h = h.reshape(2, 12).softmax(-1).reshape(4, 6) * 4 + h.sigmoid() * {c}",
    "h = h.pow(2).sum(axis=-1, keepdims=True).rsqrt() * h",
    "v = h.sort(axis=1)[0].diff(axis=1)\nh = h + ops.pad(v, (0, 1)) * {c}",
]

# negative-step and None slices, bool masks
SLICES = [
    "h = h + h[::-1, ::-2].tile((1, 2)) * {c}",
    "h = h + h[None, :, None][0, ::-1, 0] * {c}",
    "t = h * 1.0\nt[h > {c}] = 0.0\nh = t + y * 0.1",
    "t = h * 1.0\nt[~m] *= {c}\nh = t",
    "h = h + ops.masked_select(h, m).sum() * 0.1",
    "h = ops.select(m, h, y) + h[:, -2::-2].sum(1, keepdims=True) * {c}",
    "h = h + h[-1:-5:-1, 5:0:-2].mean()",
    "t = h * 1.0\nt[m] = y[m] * {c}\nh = t",
    "t = h * 1.0\nt[1::2, ::-3] = {c}\nh = t + h",
    "h = h + h[m].sum() * {c}",
    "t = h * 1.0\nt[:, None, 2] += 1.0\nh = t",
]

# tensor conditions, ``stop_gradient`` inside them
CONDS = [
    "if (h * r).sum() > {c}:\n    h = ops.stop_gradient(h) * y\nelif h.mean() < 0:\n    h = h * h\n"
    "else:\n    h = -h",
    "h = h if h.max() > {c} else h * y",
    "if h.sum() > 0 and m.any():\n    h = h + 1",
    "if not (h > {c}).all():\n    h = h * 0.5",
    "c = h.mean() > {c}\nh = ops.where(c, h, y) + c * 0.1",
    "if n.sum() > 0:\n    h = h * 2\nif h.min() < {c}:\n    h = ops.stop_gradient(h) + h",
    "if (h > 0).sum() > 12:\n    outs = outs + (h.sum(),)\nelse:\n    outs = outs + (h.mean(),)",
    "if h[0, 0] > {c} or h[1, 1] < 0:\n    h = h * r\nh = h + 0.1",
]

# casts between int, float16, bfloat16, float32, float64 and bool (gradients through them)
CASTS = [
    "v = h.astype(ms.bfloat16)\nouts = outs + (v * 2,)\nh = h + v.astype(ms.float32) * 0.1",
    "v = h.astype(ms.float16).astype(ms.int32).astype(ms.bool_)\nouts = outs + (v,)\n"
    "h = h + v * {c}",
    "v = h.astype(ms.float64) * y\nouts = outs + (v,)\nh = h + v.astype(ms.float32) * 0.5",
    "v = (h * 10).astype(ms.int8).astype(ms.float16) / 3\nouts = outs + (v,)\n"
    "h = h + v.astype(ms.float32) * 0.1",
    "h = (h.astype(ms.float64) * 2).astype(ms.float32) * {c} + h",
    "h = h + h.astype(ms.float16).exp().astype(ms.float32) * 0.1",
    "v = ops.cast(h, ms.bfloat16) * ops.cast(y, ms.bfloat16)\nouts = outs + (v,)\n"
    "h = h + ops.cast(v, ms.float32)",
    "v = (h > {c}).astype(ms.float64) + n.astype(ms.bool_)\nouts = outs + (v,)\n"
    "h = h + v.astype(ms.float32) * 0.1",
    "v = m.astype(ms.int8) - 2\nouts = outs + (v, v.astype(ms.uint8))\nh = h + v * 0.1",
]

GROUPS = {"loops": (LOOPS, 4), "params": (PARAMS, 3), "unpack": (UNPACK, 2),
          "scalars": (SCALARS, 2), "chains": (CHAINS, 2), "slices": (SLICES, 2),
          "conds": (CONDS, 2), "casts": (CASTS, 2)}

# ``main()``'s Parameter writes between calls (indented 4)
CHANGES = [
    "net.acc.g.set_data(lin(6, lo=-0.2, hi=0.3))", "net.pair.u.set_data(lin(6))",
    "net.p.set_data(lin(6, lo=-0.3, hi=0.4))", "ops.assign_add(net.cnt, Tensor(3, ms.int32))",
    "ops.assign(net.pair.acc.v, lin(6, lo=0.1, hi=-0.1))",
]

# differentiations ``main()`` takes (``{inp}`` an input set's ``X, Y`` pair): ``grad_position``
# and ``weights`` combinations, ``has_aux``, ``GradOperation``, higher-order gradients, a
# gradient inside a ``jit`` function
GRADS = [
    "res.append(guard(ms.grad(net, (0, 1), net.trainable_params(), has_aux=True), {inp}, N, M))",
    "res.append(guard(ms.grad(net, None, [net.acc.g, net.pair.u], has_aux=True), {inp}, N, M))",
    "res.append(guard(ms.value_and_grad(net, 1, net.pair.trainable_params(), has_aux=True),"
    " {inp}, N, M))",
    "res.append(guard(ms.value_and_grad(Loss(net), (1, 0)), {inp}, N, M))",
    "res.append(guard(ops.GradOperation(get_all=True, get_by_list=True)(Loss(net),"
    " ms.ParameterTuple(net.trainable_params())), {inp}, N, M))",
    "res.append(guard(ops.GradOperation(sens_param=True)(Loss(net)), {inp}, N, M,"
    " Tensor(0.5, ms.float32)))",
    "def f1(x, y):\n    return net(x, y, N, M)[0]\n\n"
    "def f2(x, y):\n    return ms.grad(f1, 0)(x, y).sum()\n\n"
    "res.append(guard(ms.grad(f2, (0, 1)), {inp}))",
    "def f1(x, y):\n    return net(x, y, N, M)[0]\n\n"
    "def f2(x):\n    return (ms.grad(f1, 1)(x, Y) * Y).sum()\n\n"
    "res.append(guard(ms.value_and_grad(f2, 0, net.trainable_params()[:2]), {inp1}))",
    "def f1(x, y):\n    loss, aux = net(x, y, N, M)\n    return loss * 2.0, (aux, x.shape[0])\n\n"
    "res.append(guard(ms.value_and_grad(f1, 0, has_aux=True), {inp}))",
    "@ms.jit\ndef step(x, y):\n"
    "    l, g = ms.value_and_grad(Loss(net), (0, 1), net.trainable_params())(x, y, N, M)\n"
    "    return l, g\n\n"
    "res.append(guard(step, {inp}))",
]
