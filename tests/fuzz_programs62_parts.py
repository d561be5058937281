"""The module head, statement groups, returns and differentiations of ``fuzz_programs62``'s
programs (its docstring says what they cover). A statement reads the float32 (4, 6) value ``h``,
the inputs ``y`` (float32 (4, 6)), ``n`` (int32 (4, 6)), ``m`` (bool (4, 6)), construct's
arguments ``ts`` (None or a tuple of two float32 (4, 6) Tensors, ``ms.mutable`` in the second
call) and ``k`` (a Python int, ``ms.mutable(3)`` in the second call), the Parameters ``self.p``
(6,) and ``self.q`` (4, 6), the non-trainable ``self.buf`` (float32 (4, 6)) and ``self.cnt``
(int32 ()), the CellList ``self.blocks`` (three ``Blk``: a (6,) and a () Parameter each), the
Python tuple ``self.scales`` and dict ``self.cfg``; it leaves ``h`` float32 (4, 6) and may add
a result to the tuple ``outs``; ``{c}`` is a Python float (-0.5, 0.25 or 0.5)."""
from fuzz_programs51_parts import DATA
from fuzz_text import LOSS_AND_STATE

HEAD = DATA + '''class Blk(nn.Cell):
    def __init__(self, lo):
        super().__init__()
        self.w = Parameter(lin(6, lo=lo, hi=lo + 0.5), name="w")
        self.b = Parameter(Tensor(np.float32(0.1)), name="b")

    def construct(self, h):
        return ops.tanh(h * self.w + self.b)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(lin(6, lo=0.2, hi=0.9), name="p")
        self.q = Parameter(lin(4, 6, lo=-0.4, hi=0.5), name="q")
        self.buf = Parameter(Tensor(np.zeros((4, 6), np.float32)), name="buf",
                             requires_grad=False)
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)
        self.blocks = nn.CellList([Blk(0.3), Blk(-0.2), Blk(0.6)])
        self.scales = (0.5, 1.0, 0.25)
        self.cfg = {{'a': 0.5, 'b': 2}}

    def construct(self, x, y, n, m, ts=None, k=2):
        h = x * self.p + self.q * 0.5
        outs = (x.sum(),)
{body}
        loss = (h * h).mean() + (h * self.p).sum() * 0.1
{ret}

''' + LOSS_AND_STATE

RETURNS = [
    "return loss, outs",
    "return loss, (h, outs)",
    "return loss, {'h': h.sum(-1, keepdims=True), 'outs': outs}",
]

# ``while`` loops whose condition depends on a Tensor, with ``break``/``continue``
WHILES = [
    "i = Tensor(0, ms.int32)\nwhile i < 4:\n    i = i + 1\n    if h.mean() > {c}:\n        break\n"
    "    h = h + 0.1",
    "i = Tensor(0, ms.int32)\nwhile i < 4:\n    i = i + 1\n    if (h * i).sum() < {c}:\n"
    "        continue\n    h = h * 0.9",
    "v = h.abs().max()\nwhile v > {c} + 1.0:\n    h = h * 0.7\n    v = h.abs().max()",
    "for j in range(2):\n    i = Tensor(0, ms.int32)\n    while i < j + 2:\n"
    "        h = h + y * 0.05\n        i = i + 1",
    "i = Tensor(0, ms.int32)\nt = h * 0\nwhile i < 3:\n    t = t + h[i]\n    i = i + 1\n"
    "h = h + t * 0.1",
    "i = Tensor(0, ms.int32)\nwhile True:\n    h = h * 0.9\n    i = i + 1\n    if i >= 3:\n"
    "        break",
    "while h.min() < {c}:\n    h = h + 0.25",
]

# nested Cells called in loops
CELLS = [
    "for blk in self.blocks:\n    h = blk(h)",
    "for blk, s_ in zip(self.blocks, self.scales):\n    h = blk(h) * s_ + h * 0.5",
    "for i, blk in enumerate(self.blocks):\n    if i % 2 == 0:\n        h = blk(h)\n    else:\n"
    "        h = h + blk(y) * 0.1",
    "i = Tensor(0, ms.int32)\nwhile i < 2:\n    h = self.blocks[0](h)\n    i = i + 1",
    "vs = [blk(h) for blk in self.blocks]\nh = sum(vs) / len(vs)",
    "for j in range(2):\n    h = self.blocks[j](h) + self.blocks[j + 1](y) * 0.1",
]

# ``ops.depend`` ordering writes, ``ops.stop_gradient`` mixed into the differentiated value
DEPENDS = [
    "ops.assign_add(self.cnt, Tensor(1, ms.int32))\nh = ops.depend(h, self.cnt)\n"
    "outs = outs + (self.cnt * 1,)",
    "u = ops.assign(self.buf, h * 0.5)\nh = ops.depend(h, u) + self.buf * 0.1",
    "h = h * ops.stop_gradient(h) * 0.5 + h * 0.5",
    "a, b = ops.stop_gradient((h, y))\nh = h + a * b * 0.1",
    "h = ops.stop_gradient(h * {c}) + h",
    "v = ops.stop_gradient(h.max())\nh = h / (v.abs() + 1.0)",
    "h = ops.depend(h * 0.9, ops.assign(self.buf, y))\nouts = outs + (self.buf * 1,)",
]

# dict construction, ``.get``/``.items()``/``in`` in construct
DICTS = [
    "d = {{'a': h, 'b': y * {c}}}\nfor key, v in d.items():\n    h = h + v * 0.1",
    "d = {{'w': 0.5, 'k': 2}}\nif 'w' in d:\n    h = h * d['w'] + d['k'] * 0.1",
    "d = {{k_: v for k_, v in zip(('a', 'b'), (h, y))}}\nh = d['b'] * 0.1 + d['a']",
    "h = h * self.cfg['a'] + len(self.cfg) * 0.1 + self.cfg.get('z', 0.25)",
    "d = {{'a': h}}\nd.update({{'b': y}})\nh = d['a'] + d['b'] * 0.1",
    "d = {{'a': h, 'b': y}}\nfor v in d.values():\n    h = h + v * 0.05\n"
    "outs = outs + (len(d.keys()),)",
]

# ``enumerate``/``zip`` over tuples of Tensors and of Python numbers
ITERS = [
    "for i, (a, b) in enumerate(zip((h, y), (y, h))):\n    h = h + a * b * 0.05 * (i + 1)",
    "rows = (h[0], h[1], h[2])\nacc = rows[0]\nfor a in rows[1:]:\n    acc = acc + a\n"
    "h = h + acc * 0.1",
    "for a, b in zip(ops.split(h, 2, 1), ops.split(y, 2, 1)):\n    outs = outs + ((a * b).sum(),)",
    "if ts is not None:\n    for i, t in enumerate(ts):\n        h = h + t * 0.1 * (i + 1)",
    "ws = (0.5, 0.25, {c})\nfor w, r in zip(ws, h):\n    h = h + r * w * 0.1",
    "ks = (3, 1, 2)\nh = h * (ks.index(1) + ks.count(2)) * 0.5",
    "for i, (a, w) in enumerate(zip((h, y, h * y), self.scales)):\n    if i > 0:\n"
    "        h = h + a * w * 0.1",
]

# in-place Tensor methods on locals: a chain. 2.10 (CPU) leaves ``t`` as it was here in both modes
# (its ``Tensor.sub_`` returns a new Tensor; a 2.10 fault, not copied); its other in-place
# methods on locals were left out: GRAPH has no CPU kernel (``clamp_``, ``zero_``, ``fill_``,
# ``masked_fill_``) or its modes differ (``mul_``, ``add_``, chained or in a loop)
INPLACE = [
    "t = h * 1\nt.sub_(y).div_(2.0)\nh = t",
]

# ``ops.where``/``select`` with broadcasting
WHERES = [
    "h = ops.where(h > {c}, h, 0.0)",
    "h = ops.where(m[:, :1], h, y[0])",
    "h = ops.select(m, h, y * 0.5)",
    "h = ops.Select()(h > y, h, y)",
    "h = ops.where(h.sum(1, keepdims=True) > 0, h * 0.5, h)",
    "h = ops.where(n > 0, h, n.astype(ms.float32) * 0.1)",
    "h = ops.where(m, {c}, h)",
]

# int/float/bool dtype promotion chains
DTYPES = [
    "t = n + 1.5\nh = h + t * 0.1\nouts = outs + (t.dtype,)",
    "t = n * h\nh = h + t * 0.05",
    "t = (n > 0) + n\nouts = outs + (t, t.dtype)",
    "t = n / 2\nh = h + t * 0.1\nouts = outs + (t.dtype,)",
    "t = n // 2 * 0.5 + m\nh = h + t * 0.1",
    "t = n.astype(ms.int64) * 2 + 1\nouts = outs + (t, t.dtype)",
    "t = m * 2 + m\nouts = outs + (t, t.dtype)",
    "t = ops.cast(n, ms.float16) * 0.5 + h\nh = t.astype(ms.float32)\nouts = outs + (t.dtype,)",
    "t = n ** 2 % 5 - n\nouts = outs + (t,)",
    "t = m & (n > 0) | (h > {c})\nh = ops.where(t, h, h * 0.5)",
]

# reductions with ``keep_dims`` and negative axes
REDUCES = [
    "v = h.sum(axis=(-1, -2), keepdims=True)\nh = h - v * 0.01",
    "v = ops.mean(h, -1, keep_dims=True)\nh = h - v",
    "v = h.max(axis=-2, keepdims=True)\nh = h / (v.abs() + 1)",
    "v = ops.ReduceSum(keep_dims=True)(h, -1)\nh = h + v * 0.1",
    "v = ops.logsumexp(h, -1, True)\nh = h - v * 0.1",
    "v = ops.prod(h * 0.5 + 1, -2, keep_dims=True)\nh = h * v",
    "i = h.argmax(-1, keepdims=True)\nouts = outs + (i,)",
    "v = ops.amax(h, (-1,), True) - ops.amin(h, -1, True)\nh = h / (v + 1)",
    "v = h.std(-1, keepdims=True)\nh = h + v * 0.1",
    "v = n.sum(-1, keepdims=True)\nouts = outs + (v, v.dtype)",
]

# ``Tensor.shape`` arithmetic
SHAPES = [
    "t = h.reshape(h.shape[0] // 2, -1)\nh = t.reshape(h.shape) * 0.9",
    "t = h.view(h.shape[1], h.shape[0])\nh = h + t.T * 0.1",
    "z = ops.zeros(h.shape[:1] + (1,), ms.float32)\nh = h + z + 0.1",
    "v = ops.broadcast_to(self.p, h.shape)\nh = h + v * 0.1",
    "k_ = h.shape[-1] * h.shape[0] - h.size\nh = h + k_\nouts = outs + (k_, h.size)",
    "t = ops.ones((h.shape[0], 1), h.dtype)\nh = h * t * 0.5 + h * 0.5",
    "t = ops.tile(h[:, :h.shape[1] // 2], (1, 2))\nh = h * 0.5 + t * 0.5",
    "outs = outs + (len(h.shape), h.shape[-2:], h.ndim * 2)",
]

# scalar flows that never leave the graph (``item``, ``ms.mutable`` ints)
SCALARS = [
    "v = h.sum().item()\nh = h * 0.5 + v * 0.01",
    "h = h * (k * 0.1 + 0.5)",
    "s_ = x.shape[0] * k\nouts = outs + (s_,)",
    "v = ops.scalar_to_tensor(k, ms.float32)\nh = h + v * 0.1",
    "t = ops.tuple_to_array((1.0, 2.0, {c}, 0.5, 0.25, 1.5))\nh = h * t",
    "v = (h.mean() * 2).astype(ms.int32)\nouts = outs + (v + k,)",
    "v = h[0, 0]\nif v > {c}:\n    h = h + v",
]

GROUPS = {"whiles": (WHILES, 3), "cells": (CELLS, 3), "depends": (DEPENDS, 2),
          "dicts": (DICTS, 2), "iters": (ITERS, 2), "inplace": (INPLACE, 1),
          "wheres": (WHERES, 2), "dtypes": (DTYPES, 2), "reduces": (REDUCES, 2),
          "shapes": (SHAPES, 2), "scalars": (SCALARS, 2)}

# ``main()``'s Parameter writes between calls (indented 4)
CHANGES = [
    "net.p.set_data(lin(6, lo=-0.3, hi=0.4))",
    "net.blocks[1].w.set_data(net.blocks[1].w * -1)",
    "net.cnt.set_data(Tensor(4, ms.int32))",
    "net.buf.set_data(net.buf * 0 + 0.5)",
    "net.q[0] = 0.25",
]

# differentiations ``main()`` takes (``{inp}`` an input set's ``X, Y`` pair)
GRADS = [
    "res.append(guard(ms.grad(Loss(net), (0, 1)), {inp}, N, M))",
    "res.append(guard(ops.GradOperation(get_all=True, get_by_list=True)(Loss(net),"
    " ms.ParameterTuple(net.trainable_params())), {inp}, N, M))",
    "res.append(guard(ms.value_and_grad(Loss(net), 0, net.trainable_params()), {inp}, N, M))",
    "res.append(guard(ops.GradOperation(get_by_list=True)(Loss(net),"
    " ms.ParameterTuple(net.blocks.trainable_params())), {inp}, N, M))",
    "res.append(guard(ms.grad(Loss(net), None, ms.ParameterTuple(net.trainable_params())),"
    " {inp}, N, M))",
]
