"""The module head, statement groups, returns and differentiations of ``fuzz_programs59``'s
programs (its docstring says what they cover). A statement reads the float32 (4, 6) value ``h``,
the inputs ``y`` (float32 (4, 6)), ``n`` (int32 (4, 6)), ``m`` (bool (4, 6)), the Parameters
``self.p`` (6,) and ``self.q`` (4, 6), the non-trainable ``self.buf`` (float32 (4, 6)), the
index ``self.ix`` (int32 (3,)), the ``nn.CellList`` ``self.blocks`` and the
``nn.SequentialCell`` ``self.seq``; it leaves ``h`` float32 (4, 6) and may add a result to the
tuple ``outs``; ``{c}`` is a Python float (-0.5, 0.25 or 0.5)."""
from fuzz_programs51_parts import DATA
from fuzz_text import LOSS_AND_STATE

HEAD = DATA + '''class Blk(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.b = Parameter(lin(6, lo=-0.2 * k, hi=0.1 * k), name="b")

    def construct(self, h):
        return ops.tanh(h + self.b) * 0.9


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(lin(6, lo=0.2, hi=0.9), name="p")
        self.q = Parameter(lin(4, 6, lo=-0.4, hi=0.5), name="q")
        self.buf = Parameter(Tensor(np.zeros((4, 6), np.float32)), name="buf",
                             requires_grad=False)
        self.ix = IX
        self.blocks = nn.CellList([Blk(1), Blk(2), Blk(3)])
        self.seq = nn.SequentialCell([Blk(4), nn.ReLU(), Blk(5)])

    def construct(self, x, y, n, m):
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

# mixed dtypes with Python ints, floats and bools; the promoted dtypes kept in ``outs``
PROMO = [
    "a = n.astype(ms.int8) * 2 + True\nouts = outs + (a, a.dtype)\nh = h + a * 0.05",
    "a = (n + 4).astype(ms.uint8) + 3\nouts = outs + (a, a.dtype)\nh = h + a * 0.01",
    "a = n.astype(ms.int16) * 1.5\nouts = outs + (a, a.dtype)\nh = h + a * 0.1",
    "a = h.astype(ms.float16) * 2 + n.astype(ms.int8)\nouts = outs + (a, a.dtype)\n"
    "h = h + a.astype(ms.float32) * 0.1",
    "a = h.astype(ms.bfloat16) + 1\nouts = outs + (a.dtype,)\nh = h + a.astype(ms.float32) * {c}",
    "a = m + 2.5\nouts = outs + (a, a.dtype)\nh = h + a * 0.1",
    "a = n.astype(ms.int64) * True - m.astype(ms.int8)\nouts = outs + (a, a.dtype)",
    "a = (h > 0) * 1.5 + (n > 0) * 2\nouts = outs + (a, a.dtype)\nh = h + a * 0.1",
    "a = n.astype(ms.int8) + n.astype(ms.int16)\nb = a.astype(ms.float16) / 4\n"
    "outs = outs + (a.dtype, b)\nh = h + b.astype(ms.float32)",
    "a = (n.astype(ms.uint8) & 3) | m.astype(ms.uint8)\nouts = outs + (a, a.dtype)",
    "a = h.astype(ms.float16) + h.astype(ms.float32)\nouts = outs + (a.dtype,)\nh = a * {c}",
    "a = n * 0.5 + m * 1\nouts = outs + (a.dtype,)\nh = h + a * 0.1",
]

# reductions with keep_dims and negative axes, over Tensor methods, ops, Primitives and mint
REDUCE = [
    "s = h.sum(axis=-1, keepdims=True)\nh = h - s * {c}",
    "s = h.mean(axis=(-2, -1), keep_dims=True)\nh = h - s",
    "s = ops.ReduceMax(keep_dims=True)(h, -1)\nh = h / (s + 2)",
    "s = h.max(axis=-2, keepdims=True)\nh = h - s * 0.5",
    "s = ops.amax(h, -1, True) + ops.amin(h, -2, True)\nh = h + s * 0.1",
    "s = n.sum(-1, keepdims=True)\nouts = outs + (s, s.dtype)\nh = h + s * 0.01",
    "s = ops.prod(h * 0.5 + 1, -1, True)\nh = h * s",
    "outs = outs + (m.any(-1), m.all(0, keep_dims=True))",
    "s = mint.sum(h, -1, True)\nh = h - s * 0.1",
    "s = mint.mean(h, dim=-2, keepdim=True)\nh = h - s",
    "v, i = mint.max(h, dim=-1, keepdim=True)\nouts = outs + (i,)\nh = h - v * 0.5",
    "s = ops.ReduceSum(keep_dims=True)(h * y, (-1, 0))\nh = h * 0.5 + s * 0.01",
    "s = ops.mean(h, -1, keep_dims=True)\nh = h - s + ops.ReduceMin(keep_dims=True)(y, -2)",
]

# where / masked_fill / select with broadcasting
SELECT = [
    "h = h.masked_fill(m, {c})",
    "h = ops.masked_fill(h, n > 0, Tensor(0.25, ms.float32))",
    "h = ops.masked_fill(h, m[0], 1.0) * 0.5 + h",
    "h = ops.select(m, h, y)",
    "h = mint.where(n[:, :1] > 0, h, y * 2)",
    "h = ops.where(h > {c}, h, h * 0.1)",
    "h = ops.where(m[:1], y, h) + ops.where(n < 0, 0.5, h)",
    "h = mint.where(h > y, h - y, y - h) * 0.5 + h",
]

# slices with negative steps (of the int and bool inputs: 2.10 refuses the gradient of
# ``h[::-1]``, RuntimeError in both modes, and gives a zero one through ``h[1:, None][..., ::-1]``),
# None, Ellipsis and Tensor indices
INDEX = [
    "h = h + n[::-1] * {c}",
    "h = h + ops.tile(n[:, ::-2], (1, 2)) * {c}",
    "t = h[None, ..., 1:]\nouts = outs + (t.shape,)\nh = h + t.sum() * 0.01",
    "t = h[..., -1]\nh = h + t[:, None] * {c}",
    "t = h[Tensor([3, 1], ms.int32)]\nh = h + t.sum(0) * 0.1",
    "t = h[self.ix]\nh = h + t.mean(0, keep_dims=True)",
    "t = h[:, self.ix]\nh = h + t.mean(-1, keep_dims=True)",
    "t = n[-1:-4:-1, 1::2]\nouts = outs + (t,)\nh = h + t.sum() * 0.1",
    "t = m[1:, None][..., ::-1]\nouts = outs + (t.shape,)\nh = h + t.sum() * {c}",
    "t = h * 1\nt[..., 0] = {c}\nt[-1] = y[0]\nh = t",
    "t = h * 1\nt[self.ix] = y[:3] * 0.5\nh = t + h * 0.1",
    "t = h * 1\nt[1:3, ::2] = 0.0\nh = t",
]

# in-place writes of slices into Parameters
WRITES = [
    "self.buf[:, ::2] = 0.5\nh = h * self.buf + h",
    "self.buf[self.ix] = y[:3]\nh = h + self.buf * 0.1",
    "ops.assign(self.buf, ops.where(m, h, self.buf))\nh = h + self.buf * {c}",
    "self.buf[0] = h.sum(0)\nh = h - self.buf[0] * 0.1",
]

# ordering ops with ties (rounded values)
ORDER = [
    "v, i = ops.sort(ops.round(h * 2), -1)\nouts = outs + (i,)\nh = h + v * 0.1",
    "v, i = ops.topk(ops.round(h * 2), 3)\nouts = outs + (i,)\nh = h + v.sum(-1, keepdims=True) * 0.1",
    "i = ops.argsort(n, -1, descending=True)\nouts = outs + (i,)",
    "h = ops.cumsum(h, -2) * 0.5",
    "h = ops.cumprod(h * 0.5 + 1, -1) * 0.3",
    "v, i = mint.sort(h, dim=-2, descending=True)\nouts = outs + (i,)\nh = h + v * {c}",
    "k = ops.argmax(ops.round(h), -1)\nouts = outs + (k,)",
    "v, i = mint.topk(ops.round(y * 3), 2, dim=0)\nouts = outs + (i,)\nh = h + v.sum() * 0.01",
    "i = mint.argsort(ops.round(h), dim=-1)\nouts = outs + (i,)\nh = h + i * 0.01",
]

# mint functional ops
MINT = [
    "h = mint.clamp(h, min=-0.5) + mint.abs(y) * {c}",
    "h = mint.add(h, y, alpha={c})",
    "h = mint.nn.functional.relu(h) + mint.exp(h * 0.1)",
    "h = mint.stack([h, y], dim=-1).sum(-1)",
    "h = mint.cat((h[:, :3], y[:, 3:]), dim=-1)",
    "h = mint.flip(h, dims=(-1,)) * {c} + h",
    "h = mint.gather(h, -1, mint.argsort(y, dim=-1))",
    "h = mint.mul(h, mint.sigmoid(y))",
    "h = mint.permute(h.reshape(2, 2, 6), (1, 0, 2)).reshape(4, 6)",
    "h = mint.narrow(h, -1, 0, 3).tile((1, 2))",
]

# Cell containers iterated in construct
CELLS = [
    "for b in self.blocks:\n    h = b(h)",
    "h = self.seq(h) + h * {c}",
    "for i, b in enumerate(self.blocks):\n    if i != 1:\n        h = b(h) * 0.5 + h",
    "h = self.blocks[-1](self.blocks[0](h))",
    "for b in self.seq:\n    h = b(h)",
    "if h.sum() > {c}:\n    h = self.blocks[1](h)\nelse:\n    h = self.seq(h)",
]

GROUPS = {"promo": (PROMO, 3), "reduce": (REDUCE, 3), "select": (SELECT, 2),
          "index": (INDEX, 3), "writes": (WRITES, 2), "order": (ORDER, 3), "mint": (MINT, 3),
          "cells": (CELLS, 2)}

# ``main()``'s Parameter writes between calls (indented 4)
CHANGES = [
    "net.p.set_data(lin(6, lo=-0.3, hi=0.4))",
    "net.q[1:3] = 0.5",
    "net.blocks[0].b.set_data(net.blocks[0].b * 2)",
    "net.buf.set_data(net.buf * 0 + 1)",
]

# differentiations ``main()`` takes (``{inp}`` an input set's ``X, Y`` pair)
GRADS = [
    "res.append(guard(ms.grad(Loss(net), (0, 1)), {inp}, N, M))",
    "res.append(guard(ms.grad(Loss(net), (1,), net.trainable_params()), {inp}, N, M))",
    "res.append(guard(ms.value_and_grad(Loss(net), (0, 1), net.blocks.trainable_params()),"
    " {inp}, N, M))",
    "res.append(guard(ops.GradOperation(get_all=True)(Loss(net)), {inp}, N, M))",
    "res.append(guard(ops.GradOperation(get_by_list=True)(Loss(net), net.trainable_params()),"
    " {inp}, N, M))",
    "def f(x, y):\n    return Loss(net)(x, y, N, M)\n\n"
    "res.append(guard(ms.jit(ms.grad(f, grad_position=(1, 0))), {inp}))",
    "res.append(guard(ms.grad(Loss(net), None, net.seq.trainable_params()), {inp}, N, M))",
]
