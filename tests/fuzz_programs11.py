"""Random programs for the eleventh GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz11):
``fuzz_programs8``'s network of nested Cells (same ``Prog``, plus plain Python attributes, an
int32 Parameter and an int32 index Tensor; ``construct(x, y)`` over float32 (4, 6) values, the
same drivers and snaps), whose construct draws from what users write inside a Cell that the
earlier families leave out or touch only in passing:

- plain attributes read in construct (``self.scale``, ``self.k`` as a ``range`` bound,
  ``self.flag`` as a condition, a tuple of sub-Cell names given to ``getattr``), ``hasattr``,
  ``isinstance`` on sub-Cells, ``CellList``/``SequentialCell`` indexed by computed positions;
- tuple and dict results unpacked (nested targets, starred targets, ``dict.items()``);
- int8/int32/int64/uint8 and bool tensors: comparison results combined with ``&``, ``|``,
  ``^``, ``~``, ``==``, ``ops.logical_*``, ``ops.bitwise_*``, chained comparisons of 0-d
  tensors, ``//`` and ``%`` by negative numbers, ``ops.div`` rounding modes, casts back to float;
- reductions with ``keep_dims``/``keepdims`` over axis tuples (Tensor methods, functional ops,
  Primitive instances);
- slicing with negative steps, ``None`` and ``Ellipsis``, list indices;
- Tensor methods (``view``, ``expand_as``, ``masked_fill``, ``narrow``, ``tile``, ``repeat``);
- augmented assignment to tensors (``h += y``, ``h **= 2``) and item writes (``h[i] = v``,
  ``h[mask] = 0``, ``q[q < 0] = 0`` on an int tensor, through a negative-step slice, by an index
  tensor, in a ``for`` over ``range(h.shape[0])``);
- ``isinstance``/``len``/``shape``/``ndim``/``size``/``dtype`` arithmetic feeding ops.

Every statement was run alone on MindSpore 2.10 (CPU) in both modes, called twice and
differentiated: its two modes agree with each other and with minicell's outputs, except where
2.10's CPU kernels fail or are wrong: gradients through negative-step slices ("The int value(-1)
is less than 0", or a wrong gradient), a write through a negative-step slice (TensorScatterUpdate
"indices out of range", as in ``fuzz_programs9``), ``x[::-1, ::-2]`` read in its PYNATIVE_MODE
(the row reversal is lost); and gradients through a float -> int cast, which 2.10 passes on
(an int path adds to the float gradient) and minicell cuts, in both modes. Statements 2.10
refuses outright were rewritten (``Tensor.prod(dim, keepdim)``, ``ops.full(..., dtype=)``,
``repeat_interleave`` rather than numpy's ``repeat(axis=)``)."""
import fuzz_programs8
from fuzz_programs8 import CELLS, RETURNS, _Nest

# Prog gains plain attributes, an int32 Parameter and an int32 index Tensor; ``state`` snaps the
# Parameter too
CELLS11 = CELLS.replace(
    "        self.m = Parameter(",
    "        self.scale, self.k, self.flag, self.names = 0.5, 2, True, (\"b1\", \"b2\")\n"
    "        self.ip = Parameter(Tensor(np.array([3, 1, 2, 5, 4, 6], np.int32)), name=\"ip\",\n"
    "                            requires_grad=False)\n"
    "        self.rows = Tensor(np.array([0, 2], np.int32))\n"
    "        self.m = Parameter(", 1).replace(
    "    return [net.acc, net.counter.calls, net.m, net.leaf.w, net.half.v]",
    "    return [net.acc, net.counter.calls, net.m, net.leaf.w, net.half.v, net.ip]", 1)

# float32 (4, 6) h -> float32 (4, 6) h; ``{c}`` a threshold, ``{p}`` a positive one
STMTS11 = [
    # plain attributes of the Cell, getattr/hasattr on sub-Cells, CellList by index
    "h = h * self.scale + self.k",
    "if self.flag:\n    h = h + self.m\nelse:\n    h = h - self.m",
    "for name in self.names:\n    h = getattr(self, name)(h)[0]",
    "h = getattr(self, 'leaf')(h) + getattr(self.b1, 's') * 0.1",
    "if hasattr(self, 'tied'):\n    h = self.tied(h)",
    "for i in range(len(self.layers)):\n    h = self.layers[i](h)\n    if isinstance(h, tuple):\n"
    "        h = h[0]",
    "n = len(self.seq)\nh = self.seq[n - 1](h) + self.seq[-n](y)",
    "for i in range(self.k):\n    h = h + self.ip.astype(ms.float32) * (i - 1)",
    "h = h * self.leaf.w.shape[0] / self.leaf.w.size + self.leaf.w[::-1, :].sum(0)",
    "for c in self.seq:\n    if isinstance(c, nn.Tanh):\n        continue\n    h = c(h) * 0.5",
    # tuple/dict returns and unpacking
    "(a, m), (b, n) = self.b1(h), self.b2(y)\nh = a * n + b * m",
    "d = {{'x': h, 'y': y}}\nfor k, v in d.items():\n    h = h + v * 0.1",
    "t = (h, y, h - y)\nh = t[-1] + t[1:][0] * len(t)",
    "a, b = self.named(h)['pos'], self.parts(y)[2]\nh = a + b",
    "*front, last = self.parts(h)\nh = last + front[1] - front[0]",
    "u, (s, rest) = self.deep(h)\nh = u + rest[0] * s",
    # integer and bool tensors
    "q = (h * 5.0).astype(ms.int32)\nr = (y * 5.0).astype(ms.int32)\n"
    "b = (q > r) & (q != 0) | ~(r < -2)\nh = h + b.astype(ms.float32)",
    "q = (h * 7.0).astype(ms.int32)\n"
    "h = h + (q // -3).astype(ms.float32) * 0.1 + (q % -3).astype(ms.float32) * 0.2",
    "q = (h * 7.0).astype(ms.int32)\n"
    "h = h + ops.floor_div(q, 4).astype(ms.float32) - ops.floor_mod(-q, 3).astype(ms.float32)",
    "q = (h * 4.0).astype(ms.int32)\nh = h + ((q & 3) | (q ^ 5)).astype(ms.float32) * 0.1",
    "q = (h * 4.0).astype(ms.int32)\n"
    "h = h + ops.bitwise_xor(q, ops.bitwise_and(q, self.ip)).astype(ms.float32) * 0.1",
    "q = (h * 7.0).astype(ms.int32)\nh = h + ops.truncate_div(q, self.ip).astype(ms.float32) * 0.1 "
    "+ ops.truncate_mod(q, -3).astype(ms.float32) * 0.1",
    "b = (h > -0.5) == (y < 0.5)\nh = ops.select(b, h, -h)",
    "if -1.0 < h.mean() < {p}:\n    h = h * 2.0",
    "n = ops.logical_and(h > 0, ops.logical_not(y > 0)).sum()\nh = h + n * 0.05",
    "cnt = (h > 0).astype(ms.int32).sum(axis=(0, 1))\nh = h - cnt.astype(ms.float32) / 24",
    "q = (h * 6.0).astype(ms.int64)\nq = q.clip(-3, 3) * 2 - 1\n"
    "h = h * q.astype(ms.float32) * 0.25",
    "b = h > 0\nh = ops.select(b, h * 2.0, h) - b.astype(ms.int32).sum() * 0.1",
    "b = (h > 0).any(1) | (y > 0.5).all(1)\nh = h + b.astype(ms.float32).reshape(4, 1)",
    "q = ops.cast(h * 8.0, ms.int32)\n"
    "h = h + ops.div(q, 3, rounding_mode='trunc').astype(ms.float32) * 0.1 + "
    "ops.div(q, -4, rounding_mode='trunc').astype(ms.float32) * 0.01",
    "q = (h * 8.0).astype(ms.int32)\nh = h - (q // self.ip.clip(1, 5)).astype(ms.float32) * 0.5",
    "b = ops.logical_or(h > {c}, ops.logical_xor(h > 0, y > 0))\nh = ops.where(b, h, y)",
    "q = (h * 3.0).astype(ms.int8)\nh = h + (q * q - q).astype(ms.float32) * 0.1",
    "u = (h > 0).astype(ms.uint8) + (y > 0).astype(ms.uint8)\nh = h * u.astype(ms.float32)",
    "e = ops.equal(ops.sign(h), ops.sign(y))\nh = h + e * 1.0 - ops.ne(h, y).astype(h.dtype) * 0.5",
    # reductions with keep_dims and axis tuples
    "h = h - h.sum(axis=(0, 1), keepdims=True) / 24 + h.mean(axis=(-1,), keep_dims=True)",
    "h = h + ops.amax(h, axis=(0,), keepdims=True) - ops.amin(y, axis=1, keepdims=True)",
    "h = h + ops.ReduceMean(keep_dims=True)(h, (0, 1)) + ops.ReduceSum(True)(y, -1)",
    "h = h + h.std(axis=0, keepdims=True) - y.var(axis=1, keepdims=True)",
    "h = h + h.prod(1, keepdim=True) * 0.1 + h.max(axis=(0, 1), keepdims=True)",
    "h = h + ops.sum(h, (0, 1)) * 0.01 + ops.mean(y, axis=(1,), keep_dims=True)",
    "h = h + (h > 0).all(axis=(0, 1), keep_dims=True) * 1.0 + "
    "(y > 0).any(axis=0, keep_dims=True) * 0.5",
    # slicing with negative steps, None and Ellipsis
    "h = h[::-1] + h[:, ::-2].sum(1, keepdims=True)",
    "h = h[..., None][:, :, 0] + y[None, ...][0, ::-1, :]",
    "h = h + h[-1::-1, 5::-1]",
    "h = h + h[None, :, None, :].sum(axis=(0, 2))",
    "h = ops.concat((h[:, 3:], h[:, :3][::-1, ::-1]), axis=1)",
    "h = h + h[[0, 2, 1, 3]] + y[:, [5, 4, 3, 2, 1, 0]]",
    "h = h[::2, 1::2].repeat_interleave(2, 0).repeat_interleave(2, dim=1) * 0.5 + h",
    "h = h + h[..., ::-3][:, :1] - h[-2:, ...].mean()",
    # Tensor methods
    "h = h + h.sum() * 0.01 + y.view(6, 4).T",
    "h = h + h[0:1].expand_as(h) * 0.5",
    "h = h.masked_fill(h > {c}, 0.5)",
    "h = h.masked_fill(ops.logical_xor(h > 0, y > 0), 0.0)",
    "h = h.view(2, 12).flip((1,)).view(4, 6) + h.abs().sqrt()",
    "h = h + h.cumsum(1) * 0.1 + h.argmax(axis=1, keepdims=True).astype(ms.float32)",
    "h = h.unsqueeze(0).squeeze(0) + h.narrow(1, 0, 3).tile((1, 2))",
    "h = h.clamp(-1.0, {p}) + h.square().mean(axis=1, keep_dims=True)",
    # in-place augmented assignment and item writes
    "h += y\nh *= 0.5\nh -= self.m",
    "h = h * 1.0\nh[0] = y[1]\nh[:, 2] += 1.0",
    "h = h * 1.0\nh[h > {c}] = 0.0",
    "h = h * 1.0\nh[1:3, ::2] = y[1:3, ::2] * 2.0",
    "h = h * 1.0\nh[..., -1] = h[..., 0]",
    "q = (h * 4.0).astype(ms.int32)\nq[q < 0] = 0\nq += 1\nh = h * q.astype(ms.float32)",
    "h = h * 1.0\nh[self.rows] = y[:2]",
    "g = h * 1.0\ng[::-1, 1] -= 1.5\nh = g + h",
    "h = h * 1.0\nfor i in range(h.shape[0]):\n    h[i] = h[i] * (i + 1)",
    "h /= 2\nh **= 2\nh += h.sum() * 0.01",
    # isinstance/len/shape arithmetic feeding ops
    "n, d = h.shape\nh = h.reshape(d, n).T * (n / d) + len(h) * 0.01",
    "if isinstance(h, Tensor) and h.ndim == 2:\n    h = h * h.shape[-1] / h.size",
    "h = ops.ones((h.shape[0], 1), ms.float32) * h.shape[1] + h",
    "k = len(self.layers) + len((h, y))\nh = h * k / 5",
    "h = h + ops.arange(h.shape[1]).astype(ms.float32) * 0.1",
    "h = h.reshape(h.shape[0] // 2, -1)[::-1].reshape(h.shape)",
    "h = h + ops.eye(h.shape[0], h.shape[1], ms.float32)",
    "if h.dtype == ms.float32 and len(h.shape) == 2:\n    h = h + 1.0",
    "s = h.shape[0] * h.shape[1] - h.size + h.ndim\nh = h * s + ops.zeros(h.shape, h.dtype)",
    "h = h + ops.full((1, h.shape[-1]), float(len(self.names)), dtype=ms.float32)",
]

RETURNS11 = RETURNS + [
    "h, (h > 0), (h * 4.0).astype(ms.int32)", "(h * 3.0).astype(ms.int64) % 4, h.sum(axis=(0, 1))",
    "{'h': h, 'n': (h > 0).sum(), 'b': (h > y).any()}",
]


class _Gen11(_Nest):
    """``fuzz_programs8``'s network with family 11's statements (a third from family 8's)."""
    stmts = STMTS11 * 2 + fuzz_programs8.STMTS
    cells, returns = CELLS11, RETURNS11

    def __init__(self, seed):
        super().__init__(seed * 7919 + 11)   # not fuzz_programs8's program for the seed


assert CELLS11.count("self.ip") == 1 and "net.ip" in CELLS11


def generate(seed):
    """The source of program ``seed``."""
    return _Gen11(seed).program()
