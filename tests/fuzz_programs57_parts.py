"""The module head, statement groups, returns and differentiations of ``fuzz_programs57``'s
programs (its docstring says what they cover). A statement reads the float32 (4, 6) value ``h``,
the inputs ``y`` (float32 (4, 6)), ``n`` (int32 (4, 6)), ``m`` (bool (4, 6)), the Parameters
``self.p`` (6,) and ``self.w`` (6, 6), the sub-Cells ``self.blocks`` (an ``nn.CellList`` of
three ``Blk``), ``self.seq`` (an ``nn.SequentialCell``), ``self.heads`` (an ``nn.CellDict``),
``self.frozen`` (a ``Blk`` whose Parameters do not require gradients) and the closure constant
``K`` (a numpy array); it leaves ``h`` float32 (4, 6) and may add a result to the tuple ``outs``;
``{c}`` is a Python float (-0.5, 0.25 or 0.5)."""
from fuzz_programs51_parts import DATA
from fuzz_text import LOSS_AND_STATE

HEAD = DATA + '''K = np.linspace(-1.0, 1.0, 6).astype(np.float32)
KI = np.array([[1, -2, 3, -4, 5, -6]], np.int32)

add_mul = ops.MultitypeFuncGraph("add_mul")


@add_mul.register("Tensor", "Tensor")
def _add_mul_tt(a, b):
    return a * 0.5 + b


@add_mul.register("Number", "Tensor")
def _add_mul_nt(a, b):
    return b * a


class Blk(nn.Cell):
    """A Dense-like block: ``h @ w + b`` then tanh; ``frozen`` Parameters need no gradient."""
    def __init__(self, s, frozen=False):
        super().__init__()
        self.w = Parameter(lin(6, 6, lo=-0.3 * s, hi=0.3), name="w", requires_grad=not frozen)
        self.b = Parameter(lin(6, lo=0.0, hi=0.1 * s), name="b")
        if frozen:
            self.b.requires_grad = False

    def construct(self, h):
        return ops.tanh(ops.matmul(h, self.w) + self.b)


class Scale(nn.Cell):
    def __init__(self, s):
        super().__init__()
        self.s = Parameter(Tensor(s, ms.float32), name="s")

    def construct(self, h):
        return h * self.s


class Inner(nn.Cell):
    """A Cell whose construct calls an ``ms.jit`` function."""
    def __init__(self):
        super().__init__()
        self.g = Parameter(lin(6, lo=0.8, hi=1.2), name="g")

    @ms.jit
    def mix(self, a, b):
        return a * self.g + ops.sin(b) * 0.1

    def construct(self, h, y):
        return self.mix(h, y)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(lin(6, lo=0.2, hi=0.9), name="p")
        self.w = Parameter(lin(6, 6, lo=-0.2, hi=0.25), name="w")
        self.blocks = nn.CellList([Blk(1.0), Blk(0.5), Blk(-0.7)])
        self.seq = nn.SequentialCell(Blk(0.3), Scale(0.8), Blk(-0.4))
        self.heads = nn.CellDict({{"a": Scale(1.5), "b": Blk(0.9)}})
        self.frozen = Blk(0.6, frozen=True)
        self.inner = Inner()
        self.rsum = ops.ReduceSum(keep_dims=True)
        self.cat = ops.Concat(1)
        self.hmap = ops.HyperMap()

    def construct(self, x, y, n, m):
        h = x * self.p + 0.1
        outs = ()
{body}
        loss = (h * h).mean() + (h * self.p).sum() * 0.1
{ret}

''' + LOSS_AND_STATE

RETURNS = [
    "return loss, outs",
    "return loss, (h, outs)",
    "return loss, (h.sum(), 'tag', None)",
    "return loss, (ops.stop_gradient(h), (h.shape, len(outs)))",
]

# nn.CellList / SequentialCell / CellDict: indexing, iteration, slicing, len, a frozen Blk
CELLS = [
    "for blk in self.blocks:\n    h = blk(h) + h * {c}",
    "h = self.blocks[1](h) + self.blocks[-1](h) * {c}",
    "for i, blk in enumerate(self.blocks):\n    h = h + blk(h) * (0.1 * i)",
    "h = self.seq(h) + h",
    "h = self.seq[0](h) + self.seq[2](h) * {c}",
    "for cell in self.seq:\n    h = cell(h)",
    "for blk in self.blocks[:2]:\n    h = blk(h)\nouts = outs + (len(self.blocks),)",
    "h = self.heads['a'](h) + self.heads['b'](h) * {c}",
    "for k in ['b', 'a']:\n    h = self.heads[k](h)",
    "h = self.frozen(h) + h * {c}",
    "h = h + self.frozen(self.blocks[0](h))",
    "if h.sum() > {c}:\n    h = self.blocks[0](h)\nelse:\n    h = self.seq(h)",
    "h = self.inner(h, y)",
    "h = self.inner(h * {c}, self.blocks[2](h))",
    "for blk in self.blocks:\n    if h.sum() < {c}:\n        break\n    h = blk(h)",
    "h = self.seq[1:](h) + h * self.frozen.b",
]

# Primitive classes built in __init__ and in construct
PRIMS = [
    "outs = outs + (self.rsum(h, 1),)\nh = h + self.rsum(h, 0) * 0.1",
    "h = self.cat((h[:, :3], h[:, 3:] * {c}))",
    "t = ops.Concat(0)((h[:2], y[2:]))\nh = h + t * 0.5",
    "h = h + ops.ReduceMean(keep_dims=True)(h * y, 1)",
    "h = ops.Transpose()(ops.matmul(h, self.w).T, (1, 0)) + h * {c}",
    "v = ops.ReduceMax(keep_dims=False)(h, 0)\nouts = outs + (v,)\nh = h + v * 0.1",
    "v = ops.Cast()(h, ms.float16)\nouts = outs + (v,)\nh = h + ops.Cast()(v, ms.float32) * {c}",
    "a, b = ops.Split(1, 2)(h)\nh = ops.Concat(1)((b, a)) + h * {c}",
    "h = h + ops.Tile()(h[:, :2], (1, 3)) * {c}",
    "h = ops.Mul()(h, y) + ops.Add()(h, {c})",
    "v = ops.ArgMaxWithValue(axis=1)(h)\nouts = outs + v\nh = h + v[1].reshape(4, 1) * 0.1",
]

# Tensors made inside construct: zeros/ones/full/_like, closure numpy constants, eye, arange
MAKE = [
    "h = h + ops.zeros((4, 6), ms.float32) + ops.ones_like(h) * {c}",
    "h = h * Tensor(K) + Tensor(K).reshape(1, 6) * 0.1",
    "h = h + ops.full((1, 6), {c}, dtype=ms.float32)",
    "z = ops.zeros_like(n)\nouts = outs + (z, z.dtype == ms.int32)\nh = h + z * 0.5",
    "h = h + ops.eye(4, 6, ms.float32) * {c}",
    "t = ops.arange(6).astype(ms.float32)\nouts = outs + (t,)\nh = h + t * 0.01",
    "t = Tensor(KI) + n\nouts = outs + (t,)\nh = h + t.astype(ms.float32) * 0.01",
    "h = h + ops.ones((4, 1), ms.float16).astype(ms.float32) * {c}",
    "t = Tensor([1.0, 2.0, 3.0, 4.0, 5.0, 6.0]) * {c}\nh = h + t",
]

# int8/uint8/int16 with float16/bfloat16/float32, promotion kept in outs
PROMOTE = [
    "a = n.astype(ms.int8) * h.astype(ms.float16)\nouts = outs + (a,)\n"
    "h = h + a.astype(ms.float32) * 0.1",
    "a = n.astype(ms.uint8) + h.astype(ms.bfloat16)\nouts = outs + (a,)\n"
    "h = h + a.astype(ms.float32) * 0.01",
    "a = n.astype(ms.int16) + n.astype(ms.int8)\nouts = outs + (a, a.dtype == ms.int16)\n"
    "h = h + a * 0.1",
    "a = (n.astype(ms.uint8) * 2).astype(ms.int16) - 3\nouts = outs + (a,)\nh = h + a * 0.01",
    "a = m.astype(ms.int8) + m\nouts = outs + (a,)\nh = h + a * {c}",
    "a = n.astype(ms.int16) * {c}\nouts = outs + (a,)\nh = h + a * 0.1",
    "a = h.astype(ms.float16) + h.astype(ms.bfloat16)\nouts = outs + (a,)\n"
    "h = h + a.astype(ms.float32) * 0.1",
]

# integer division and modulo of negatives (Tensor and Python operands), floor_div/floor_mod
DIVMOD = [
    "q, r = n // 3, n % 3\nouts = outs + (q, r)\nh = h + q * 0.1 + r * 0.01",
    "q = n // -4\nr = n % -4\nouts = outs + (q, r)\nh = h + (q + r) * 0.1",
    "q = ops.floor_div(n, n.abs() + 1)\nouts = outs + (q, ops.floor_mod(n, Tensor(-3)))\n"
    "h = h + q * {c}",
    "t = h * 4\nq, r = t // 1.5, t % -1.5\nouts = outs + (q, r)\nh = h + r * 0.1",
    "q = ops.div(h * 4, -1.5, rounding_mode='trunc')\n"
    "r = ops.div(h * 4, -1.5, rounding_mode='floor')\nouts = outs + (q, r)\nh = h + (q - r) * 0.1",
    "q = -7 // n.clip(1, 5)\nouts = outs + (q, -7 % n.clip(1, 5))\nh = h + q * 0.1",
    "r = ops.fmod(h * 3, -1.25)\nouts = outs + (r, ops.remainder(n, -3))\nh = h + r * {c}",
]

# where with broadcast, gather/scatter family
INDEX = [
    "h = ops.where(h > {c}, h, y[0]) + ops.where(m, 0.5, h[:, :1])",
    "h = ops.where(n[:1] > 0, h, {c})",
    "g = ops.gather(h, Tensor(np.array([2, 0, 5], np.int32)), 1)\nouts = outs + (g,)\n"
    "h = h + g.sum(1, keepdims=True) * 0.1",
    "g = ops.gather_elements(h, 1, (n.abs() % 6))\nh = h + g * {c}",
    "t = ops.tensor_scatter_elements(h, (n.abs() % 6)[:, :2], y[:, :2], 1)\nh = t + h * {c}",
    "t = ops.scatter_add(h * 1.0, Tensor(np.array([[0, 1], [2, 0]], np.int32)), y[:2, None] * 0)\n"
    "h = h + t * 0",
    "t = ops.tensor_scatter_add(h, Tensor(np.array([[1], [3]], np.int32)), y[:2])\nh = h + t * {c}",
    "g = h[Tensor(np.array([3, 1], np.int32))]\nouts = outs + (g,)\nh = h + g.mean() * 0.1",
    "t = ops.index_select(h, 0, Tensor(np.array([1, 1, 0, 2], np.int32)))\nh = h + t * {c}",
    "t = h * 1.0\nt[Tensor(np.array([0, 2], np.int32))] = y[:2]\nh = t",
    "h = ops.where(h > {c}, ops.zeros_like(h), h ** 2) + h",
]

# orderings and scans
ORDER = [
    "v = ops.cumsum(h, 1)\nh = h + v * 0.1",
    "v = ops.cumprod(h * 0.5 + 0.5, 0)\nouts = outs + (v,)\nh = h + v * {c}",
    "v, i = ops.sort(h, 1, descending=True)\nouts = outs + (i,)\nh = h + v * 0.1",
    "v, i = ops.topk(h, 3)\nouts = outs + (i,)\nh = h + v.sum(1, keepdims=True) * {c}",
    "i = ops.argmax(h, 1)\nj = h.argmin(0)\nouts = outs + (i, j)\nh = h + i.reshape(4, 1) * 0.01",
    "v, i = ops.sort(n, 0)\nouts = outs + (v, i)\nh = h + v * 0.01",
    "v = ops.cumsum(n, 0)\nouts = outs + (v, v.dtype)\nh = h + v * 0.01",
    "i = ops.argsort(h[:, 0])\nh = h[i] * 0.5 + h * 0.5",
    "v = ops.cumprod(h * (h > 0), 1)\nh = h + v * 0.1",
    "v, i = ops.topk(ops.round(h * 2), 3)\nouts = outs + (v, i)\nh = h + v.mean() * {c}",
    "i = ops.argmax(ops.round(h), 1)\nouts = outs + (i,)\nh = h + i.reshape(4, 1) * {c}",
    "v, i = ops.sort(ops.round(h * 2), 1)\nouts = outs + (v, i)\nh = h + v * 0.1",
]

# composite helpers: MultitypeFuncGraph and HyperMap over tuples
COMPOSITE = [
    "h = add_mul(h, y)",
    "h = add_mul({c}, h) + h",
    "a, b = self.hmap(add_mul, (h, y), (y, h))\nh = a + b * 0.1",
    "t = self.hmap(ops.tanh, (h, y))\nh = h + t[1] * {c}",
    "t = ops.Map()(ops.square, (h, y))\nh = h + t[0] * 0.1",
]

# strings, None and nested tuples carried through construct
VALUES = [
    "tag = 'odd' if h.shape[0] % 2 else 'even'\nouts = outs + (tag,)",
    "extra = None\nif extra is None:\n    h = h + {c}\nouts = outs + (extra,)",
    "pair = (h.sum(), (h.shape, 'x'))\nouts = outs + (pair,)\nh = h + pair[0] * 0.01",
    "d = {{'k': h.mean(), 'n': 3}}\nh = h + d['k'] * d['n'] * {c}",
    "names = ['a', 'b']\nfor nm in names:\n    h = self.heads[nm](h) * 0.5 + h * 0.5",
]

GROUPS = {"cells": (CELLS, 4), "prims": (PRIMS, 2), "make": (MAKE, 2),
          "promote": (PROMOTE, 2), "divmod": (DIVMOD, 2), "index": (INDEX, 2),
          "order": (ORDER, 2), "composite": (COMPOSITE, 1), "values": (VALUES, 1)}

# ``main()``'s Parameter writes between calls (indented 4)
CHANGES = [
    "net.blocks[1].b.set_data(lin(6, lo=-0.2, hi=0.3))", "net.p.set_data(lin(6, lo=-0.3, hi=0.4))",
    "net.heads['a'].s.set_data(Tensor(0.5, ms.float32))",
    "ops.assign(net.frozen.w, lin(6, 6, lo=0.1, hi=-0.1))",
]

# differentiations ``main()`` takes (``{inp}`` an input set's ``X, Y`` pair)
GRADS = [
    "res.append(guard(ms.grad(net, (0, 1), net.trainable_params(), has_aux=True), {inp}, N, M))",
    "res.append(guard(ms.grad(net, None, net.blocks.trainable_params(), has_aux=True), {inp}, N,"
    " M))",
    "res.append(guard(ms.value_and_grad(net, 0, [net.seq[0].w, net.heads['b'].b, net.p],"
    " has_aux=True), {inp}, N, M))",
    "res.append(guard(ms.value_and_grad(Loss(net), (1, 0)), {inp}, N, M))",
    "res.append(guard(ops.GradOperation(get_all=True, get_by_list=True)(Loss(net),"
    " ms.ParameterTuple(net.trainable_params())), {inp}, N, M))",
    "res.append(guard(ms.grad(Loss(net), None, net.heads.trainable_params()), {inp}, N, M))",
    "lossnet = Loss(net)\nps = net.inner.trainable_params() + [net.blocks[2].w]\n\n"
    "@ms.jit\ndef step(x, y):\n"
    "    l, g = ms.value_and_grad(lossnet, 0, ps)(x, y, N, M)\n"
    "    return l, g\n\n"
    "res.append(guard(step, {inp}))",
]
