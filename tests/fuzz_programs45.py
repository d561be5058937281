"""Random programs for the forty-fifth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz45):
Cells calling one another's methods, gradients taken inside construct, gather/scatter/select
ops under gradients, comprehensions over Tensors and checks on the inputs, built from a seed
alone. ``Net.construct(self, x, y, n, k, tp, opt=None)`` (``x``/``y`` float32 (4, 6), ``n``
int32 (4,), ``k`` a Python int, ``tp`` a tuple of two float32 (4, 6) Tensors, ``opt`` None or a
float32 (6,) Tensor) keeps a float32 (4, 6) value ``h`` and a tuple ``outs`` of typed results,
drawing statements from:

- methods of sub-Cells other than ``construct`` (``encode`` with a positional default,
  ``decode`` with a keyword-only one and an early ``return`` under a tensor ``if``, ``both``
  returning a tuple, an ``@ms.jit`` method), a bound method kept in a local, methods of the
  Cells of a ``CellList`` in a ``for``, Net's own helper method calling them (2.10's graph
  cannot call ``self(...)`` in a sub-Cell's method: 'The object is not callable');
- ``ms.grad`` / ``ms.value_and_grad`` / ``ops.GradOperation`` inside construct, of a
  sub-Cell, of a sub-Cell's method and of a nested function: ``grad_position`` ints and tuples,
  ``weights`` of the sub-Cell, ``has_aux``;
- ``gather``/``gather_elements``/``index_select``/``tensor_scatter_*``/``scatter_nd``/
  ``masked_fill``/``select``/``where`` (with 0-d and Python-number branches) on ``h``, so the
  outer gradient goes through them;
- list/dict comprehensions over a Tensor's rows, ``zip``/``enumerate`` of Tensors, tuples and
  lists, a comprehension's ``if``, the builtin ``sum`` of a list of Tensors;
- ``isinstance``/``len``/``in``/``is None`` checks on the inputs;
- int8/uint8/int16/bool Tensors with Python numbers and float32 (promotion, ``//`` and ``%``
  of negatives), the dtypes of ``sum``/``mean``/``prod``/``any`` of int and bool Tensors,
  reductions with ``keep_dims`` and negative axes, broadcasting against 0-d and size-1 dims;
- sub-Cell methods writing a Parameter (``bump``, also inside an ``@ms.jit`` method and under
  an inner ``ms.grad``) and returning a dict with a Python int;
- Python builtins over Tensors (``map``/``filter``/``any``/``max``/``sum`` of a generator,
  star unpacking, nested comprehensions, ``enumerate(start=)``, ``dict.items``, ``zip(*...)``,
  ``item()``/``float()``/``int()`` of Tensors), ``where``/``masked_fill`` with Python and 0-d
  values, ``gather`` with a negative index, ``index_fill``, ``tensor_scatter_elements`` with
  ``reduction='add'``, more integer and bool reductions;
- a third of the statements wrapped in a tensor ``if``, a ``for`` over ``range`` or over the
  tuple input, or a tensor ``while``.

``main()`` calls the network twice (the second time with ``k=3``, other inputs and ``opt``
given), takes ``ms.grad`` of ``h``'s weighted sum with respect to ``x``, ``y`` and the trainable
Parameters, and snaps every Parameter; an error is snapped as its type's name and classes.
"""
import random

from fuzz_compare import SNAP_PRELUDE, wrapped_program, wrapped_statement

HEAD = SNAP_PRELUDE + '''
_G = np.arange(24).reshape(4, 6)
X = (np.sin(_G * 0.7) * 1.5).astype(np.float32)
Y = np.cos(_G * 1.3).astype(np.float32)
N = np.array([1, -2, 3, 0], np.int32)
SENS = Tensor(np.cos(_G * 0.4).astype(np.float32))
MASK = Tensor(np.sin(_G * 2.1) > 0.3)
IDX = Tensor(np.array([2, 0], np.int32))
COLS = Tensor(np.array([5, 1, 1, 3], np.int32))
GI = Tensor((_G * 7 % 6).astype(np.int32))
GI2 = Tensor((_G[:, :2] * 5 % 6).astype(np.int32))
I8 = Tensor((_G % 11 - 5).astype(np.int8))
U8 = Tensor((_G * 9 % 256).astype(np.uint8))
I16 = Tensor((_G * 37 - 300).astype(np.int16))


class Enc(nn.Cell):
    def __init__(self, lo, hi):
        super().__init__()
        self.w = Parameter(Tensor(np.linspace(lo, hi, 6).astype(np.float32)), name="w")
        self.b = Parameter(Tensor(np.full((6,), 0.1, np.float32)), name="b")

    def construct(self, x):
        return self.encode(x) + self.b

    def encode(self, x, scale=1.0):
        return ops.tanh(x * self.w) * scale

    def decode(self, x, *, shift=0.0):
        if x.sum() > 0:
            return x * self.w + shift
        return x - self.b

    def both(self, x):
        return self.encode(x), self.decode(x, shift=0.5)

    @ms.jit
    def fast(self, x, y):
        return self.encode(x) * y + self.w

    def bump(self, x):
        ops.assign_add(self.b, x.mean(0) * 0.1)
        return x + self.b

    @ms.jit
    def fastbump(self, x):
        return self.bump(x) * 2

    def parts(self, x, k=1):
        out = {{"e": self.encode(x)}}
        for j in range(k):
            out["e"] = out["e"] * 0.5 + x
        out["n"] = k
        return out

    def loss_aux(self, x, y):
        e = self.encode(x)
        return (e * y).sum(), e * 2


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.enc = Enc(-1.0, 1.0)
        self.encs = nn.CellList([Enc(0.5, 1.5), Enc(-0.5, 0.25)])
        self.enc_w = ms.ParameterTuple(self.enc.trainable_params())
        self.p = Parameter(Tensor(np.linspace(-0.5, 1.0, 6).astype(np.float32)), name="p")

    def mix(self, a, b, alpha=0.5):
        e1, d1 = self.enc.both(a)
        return e1 * alpha + d1 * b + self.encs[0].encode(b)

    @ms.jit
    def jm(self, a, b):
        return self.enc.decode(a, shift=-0.25) * self.p + self.encs[1](b)

    def construct(self, x, y, n, k, tp, opt=None):
        h = x * self.p + y
        outs = ()
{body}
        return h, outs
'''

METHODS = [
    "h = self.enc.encode(h)",
    "h = self.enc.encode(h, {c}) + self.enc.decode(y, shift={c})",
    "a, b = self.enc.both(h)\nh = a * b + h",
    "h = self.enc.fast(h, y)",
    "h = self.enc(h) * {c} + self.encs[1].encode(h)",
    "h = self.mix(h, y)",
    "h = self.mix(h, y, alpha={c})",
    "h = self.jm(h, y)",
    "f = self.enc.encode\nh = f(h) + f(y, {c})",
    "for cell in self.encs:\n    h = cell.encode(h) * 0.5 + h",
    "for j, cell in enumerate(self.encs):\n    h = cell.decode(h, shift=j * {c})",
    "if h.mean() > {c}:\n    h = self.enc.encode(h)\nelse:\n    h = self.encs[0].decode(h)",
    "h = self.encs[1].bump(h) * {c} + h",
    "d = self.enc.parts(h, k)\nh = d['e'] + d['n']\nouts = outs + (d['n'],)",
    "h = self.encs[0].parts(h)['e'] + self.enc.bump(y)",
    "h = self.enc.fastbump(h) * {c}",
    "d = self.encs[1].parts(h, 2)\nif 'e' in d:\n    h = d['e'] * {c}",
]
GRADS = [
    "g = ms.grad(self.enc.loss_aux, grad_position=(0, 1), has_aux=True)(h, y)\n"
    "h = h + g[0][0] * {c} + g[0][1]\nouts = outs + (g[1],)",
    "v, g = ms.value_and_grad(self.enc.loss_aux, grad_position=0, "
    "weights=self.enc_w, has_aux=True)(h, y)\n"
    "h = h + g[0] * {c} + g[1][0]\nouts = outs + (v[0], g[1][1])",
    "g = ms.grad(self.enc, grad_position=None, weights=self.enc_w)(h)\n"
    "h = h + g[0] * {c} - g[1]",
    "g = ms.grad(self.encs[1], grad_position=0)(h)\nh = h * g",
    "def fn(a, b):\n    return (self.enc(a) * b).sum()\n"
    "ga, gb = ms.grad(fn, (0, 1))(h, y)\nh = h + ga * {c} + gb",
    "gs = ops.GradOperation(get_all=True)(self.enc.encode)(h)\nh = h + gs[0]",
    "v, g = ms.value_and_grad(self.encs[0])(h)\nh = v + g * {c}",
    # (2.10's graph refuses has_aux on a nested function reading construct's locals: 'The
    # parameters number of the function is 3, but the number of provided arguments is 2')
    "g, aux = ms.grad(self.enc.loss_aux, 0, has_aux=True)(h * {c}, y)\nh = h + g + aux",
    "g = ms.grad(self.encs[1].bump)(h)\nh = h + g * {c}",
    "v, g = ms.value_and_grad(self.enc.fastbump)(h)\nh = v * {c} + g",
]
GATHER = [
    "h = h + ops.gather(y, IDX, 0).sum(0) * {c}",
    "h = ops.gather_elements(h, 1, GI) + h * {c}",
    "h = h + ops.gather(h, COLS, 1).sum(1, keepdims=True)",
    "h = h + ops.index_select(h, 1, IDX).mean(-1, keep_dims=True)",
    "h = ops.tensor_scatter_add(h, IDX.reshape(2, 1), y[:2] * {c})",
    "h = ops.tensor_scatter_update(h, IDX.reshape(2, 1), h[1:3] * 2)",
    "h = ops.tensor_scatter_elements(h, GI2, y[:, :2] * {c}, 1)",
    "h = h + ops.scatter_nd(IDX.reshape(2, 1), h[:2], (4, 6))",
    "h = ops.masked_fill(h, MASK, {c})",
    "h = h.masked_fill(h < {c}, ops.zeros((), ms.float32))",
    "h = ops.select(MASK, h, y)",
    "h = ops.where(h > {c}, h, 0.0)",
    "h = ops.where(MASK, h * 2, y.sum())",
    "h = ops.where(n.reshape(4, 1) > 0, h, -h)",
    "h = h.gather(IDX, 0).sum(0) + h",
]
COMPRE = [
    "rows = [r * {c} for r in h]\nh = ops.stack(rows) + h",
    "outs = outs + tuple([a * b for a, b in zip(h, y)])[:2]",
    "parts = [h[i] * w for i, w in enumerate((0.5, {c}, 1.0))]\nh = h + ops.stack(parts).sum(0)",
    "d = {{kk: v * 2 for kk, v in zip(('a', 'b'), (h, y))}}\nh = d['a'] - d['b'] * {c}",
    "s = sum([r for r in h])\nh = h + s",
    "ev = [r for i, r in enumerate(h) if i % 2 == 0]\nh = h + ops.stack(ev).mean(0)",
    "ws = [t.sum() for t in tp]\nh = h * ws[0] + ws[1] * {c}",
    "for a, b in zip(tp, (0.5, {c})):\n    h = h + a * b",
    "lst = [h, y, tp[0]]\nh = sum([t * (i + 1) for i, t in enumerate(lst)]) * 0.25",
    "m = [ops.relu(r) if i < k else r for i, r in enumerate(h)]\nh = ops.stack(m)",
]
CHECKS = [
    "if isinstance(k, int):\n    h = h * k",
    "if len(tp) == 2:\n    h = h + tp[1] * {c}",
    "if opt is not None:\n    h = h + opt\nelse:\n    h = h - {c}",
    "if k in (1, 2):\n    h = h * 0.5\nelse:\n    h = h + 1",
    "if len(n) == h.shape[0]:\n    h = h + n.reshape(4, 1)",
    "if isinstance(tp, tuple) and len(tp) > 1:\n    h = h + tp[0] * tp[1]",
    "if opt is None:\n    outs = outs + (k,)\nelse:\n    outs = outs + (opt * k,)",
    "if isinstance(opt, Tensor):\n    h = h * opt.reshape(1, 6)",
    "outs = outs + (len(h), len(tp), h.ndim, isinstance(h, Tensor))",
    "if h.shape[-1] in (6, 7) and len(h.shape) == 2:\n    h = h * {c}",
    "if not isinstance(k, bool) and isinstance(tp, (list, tuple)):\n    h = h + k * tp[0]",
]
DTYPES = [
    "q = I8 * 3 + 2\nouts = outs + (q, q // -3, q % -3, q / 2)",
    "q = U8 - 3\nouts = outs + (q, q // 7, q > 100)\nh = h + q * 0.01",
    "q = I16 * 2\nouts = outs + (q, q % -7, (-q) // 5)\nh = h + q.astype(ms.float32) * 1e-3",
    "h = h + (n.reshape(4, 1) // -2) * {c} + (n.reshape(4, 1) % -3)",
    "h = h * (I8 % -3)",
    "h = h + I8 * 0.5 + U8 / 255",
    "b = h > {c}\nouts = outs + (b.sum(), b.sum(0), b.sum(-1, keepdims=True), b.any(1))",
    "outs = outs + (n.sum(), n.prod(), I8.sum(), U8.sum(1), I16.prod(0))",
    "outs = outs + (n.mean(), I8.mean(), (h > 0).astype(ms.float32).mean(-1))",
    "outs = outs + (I8 + True, U8 * 2.5, I16 + n.reshape(4, 1), MASK * I8)",
    "q = n * k - 1\nouts = outs + (q // 2, q % 2, -q // 3, q / k)",
    "h = h + MASK * {c} + (MASK & (h > 0))",
]
REDUCE = [
    "h = h - h.mean(-1, keep_dims=True)",
    "h = h * ops.ReduceMax(keep_dims=True)(h, -2)",
    "h = h + ops.amax(y, (-1, 0))",
    "h = h + h.sum(axis=(-2,), keepdims=True) * {c}",
    "h = h / (ops.ReduceSum(True)(h * h, -1) + 1)",
    "h = h + Tensor({c}) * y[0:1]",
    "h = h + h.min(axis=-1, keepdims=True) + h.max()",
    "h = h * h.prod(-2, keepdim=True).tanh()",
    "s = h.sum(-1)\nh = h + s.reshape(4, 1) * ops.ones((1, 6), ms.float32)",
    "h = h + ops.mean(h, (0, -1), True) - y.mean(0)",
]
BUILTINS = [
    "outs = outs + tuple(t * 2 for t in tp)",
    "h = h + sum(t.mean() for t in tp)",
    "if any([t.sum() > 0 for t in tp]):\n    h = h * 0.5",
    "h = h + max(k, 2) * min(len(tp), 3)",
    "sq = list(map(lambda t: t * t, tp))\nh = h + sq[0] - sq[1]",
    "pos = list(filter(lambda t: t.ndim == 2, [h, y, n]))\nh = h + pos[-1]",
    "a, *rest = (h, y, tp[0])\nh = a + rest[1] * len(rest)",
    "nest = [[a * b for a in tp] for b in (1, 2)]\nh = h + nest[1][0] - nest[0][1]",
    "for i, r in enumerate(tp, start=1):\n    h = h + r * i",
    "d = {{'u': h, 'v': y}}\nfor key, val in d.items():\n    h = h + val * 0.5\n"
    "outs = outs + (list(d.keys()),)",
    "h = h + h[MASK].mean()",
    "cols = [c for c in h.T]\nh = h + ops.stack(cols, 1) * 0.5",
    "h = h * (h.max().item() > 0)",
    "if float(h.sum()) > 0:\n    h = h - 1",
    "h = h + int(n.sum()) * 0.5",
    "h = h + [t for t in tp][::-1][0]",
    "zs = list(zip(*[(h, 1), (y, 2)]))\nh = zs[0][0] + zs[0][1] * zs[1][1]",
    "h = ops.where(MASK, 1.0, h)",
    "h = ops.where(h > 0, 0.0, 1.0) + h",
    "h = h.masked_fill(MASK, Tensor(2.0))",
    "h = ops.masked_fill(h, n.reshape(4, 1) > 0, 0.5)",
    "h = h + ops.gather(h, Tensor(np.array([-1, 0], np.int32)), 0).sum(0)",
    "h = ops.gather_d(h, 0, GI % 4) * h",
    "h = ops.tensor_scatter_elements(h, GI2, h[:, 2:4], 1, reduction='add')",
    "h = h.index_fill(1, IDX, 0.5)",
    "outs = outs + (h.argmax(-1, keepdims=True), (h > 0).sum(-2, keepdims=True))",
    "outs = outs + (n.prod(0, keepdim=True), (n > 0).all(), (n > 0).sum(dtype=ms.int32))",
    "h = h + (n.reshape(4, 1) % -3) / (n.reshape(4, 1) // -2 + 5)",
    "outs = outs + (-7 // n.clamp(1, 3), -7 % n.clamp(1, 3), 7.5 // n.clamp(1, 3))",
    "outs = outs + (U8 + I8, U8 * True, I16 // U8.clamp(1, 255).astype(ms.int16))",
    "outs = outs + (I8.sum(dtype=ms.int8), U8.prod(1).dtype == ms.uint8)",
    "outs = outs + (ops.sum(MASK), ops.mean(MASK.astype(ms.float16)), MASK.prod())",
]
GROUPS = {"methods": (METHODS, 3), "grads": (GRADS, 2), "gather": (GATHER, 2.5),
          "compre": (COMPRE, 2), "checks": (CHECKS, 1.5), "dtypes": (DTYPES, 1.5),
          "reduce": (REDUCE, 1.5), "builtins": (BUILTINS, 2)}

TAIL = '''

def main():
    net = Net()
    res = [guard(net, Tensor(X), Tensor(Y), Tensor(N), 2, (Tensor(Y), Tensor(X)))]
    res.append(guard(net, Tensor(Y), Tensor(X), Tensor(N[::-1].copy()), 3,
                     (Tensor(X), Tensor(Y) * 0.5), opt=Tensor(Y[1])))

    def loss(x, y):
        h, outs = net(x, y, Tensor(N), 2, (Tensor(Y), x))
        return (h * SENS).sum()
    res.append(guard(ms.grad(loss, grad_position=(0, 1), weights=net.trainable_params()),
                     Tensor(X), Tensor(Y)))
    res.append(snap(list(net.get_parameters())))
    return res
'''


# control flow around a statement that keeps ``outs``' structure (drawn for a third of them)
WRAPS = [
    "if h.sum() > {c}:\n{s}",
    "if (n > 0).any():\n{s}\nelse:\n    h = h * 0.5",
    "for j in range(2):\n{s}",
    "i = Tensor(0, ms.int32)\nwhile i < 2:\n{s}\n    i += 1",
    "for r in tp:\n{s}\n    h = h + r * 0.25",
]


def statement(r):
    """One statement text of a program, drawn from ``r``."""
    return wrapped_statement(r, GROUPS, WRAPS, 0.35)


def generate(seed):
    """The source of program ``seed``."""
    return wrapped_program(random.Random(f"fuzz45:{seed}"), statement, HEAD, TAIL)
