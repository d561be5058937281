"""Random programs for the thirty-first GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz31):
Python values flowing through control flow inside construct, on ``fuzz_programs6``'s module
head (``snap``, ``lin``, the inputs ``X``/``X2``/``X3``). ``Net.construct(self, x, y, pair)``
(``x``/``y`` float32 (4, 6), ``pair`` a ``ms.mutable`` tuple of two float32 (6,) Tensors) keeps
a float32 (4, 6) value ``h`` and a tuple ``outs``, drawing from:

- nested tuples/lists/dicts built in loops and branches, returned; ``len``, ``enumerate``,
  ``zip``, ``reversed``, tuple slices with negative steps, ``in`` / ``not in`` on tuples, dict
  keys and strings, ``tuple.index``/``count``, ``sorted`` of numbers;
- ``for`` over a Tensor's rows, over ``range`` with bounds from ``h.shape``/``ops.rank``/
  ``x.ndim`` arithmetic, and over a ``ms.mutable`` tuple input;
- ``while`` with ``break`` and ``continue`` on Python and Tensor conditions, nested loops with
  an early ``return`` from a helper method;
- closures and lambdas defined in construct (capturing locals and ``self``), a nested ``def``
  with defaults;
- ``isinstance`` / ``type(...) is`` checks on Tensors, tuples and numbers; f-strings of shapes
  and dtypes compared at compile time; a ``raise ValueError(f"...")`` under a branch not taken;
- ``ops.shape``/``ops.rank``/``ops.size``/``x.ndim`` arithmetic feeding ``reshape``/``tile``;
- sub-Cells of an ``nn.CellList`` and a ``SequentialCell`` indexed by loop variables, their
  methods called, ``len`` of them.

``main()`` calls the network twice (the second with another ``ms.mutable`` pair), takes the
gradient of ``h``'s sum with respect to ``x`` and the weights, and snaps everything.
"""
from fuzz_compare import statement_program, statement_source
from fuzz_programs6 import HEAD

# statements keeping h float32 (4, 6) and adding typed results to the tuple outs
_BODY = [
    # containers through control flow
    "acc = []\nfor j, row in enumerate(h):\n    if j % 2 == 0:\n        acc.append(row * {c})\n"
    "    else:\n        acc.append(row.sum())\nouts = outs + (len(acc), acc[0], acc[-1])",
    "d = {{'a': h * 2.0, 'b': (h.sum(), [h.mean(), 3])}}\nif 'b' in d:\n    outs = outs + (d['b'][1][1],)\n"
    "h = h + d['a'] * 0.1\nouts = outs + (d['b'][1][0],)",
    "t = (h[0], h[1], h[2], h[3])\nr = t[::-1]\ns = t[-1:0:-2]\nouts = outs + (len(r), len(s), s[0])\n"
    "h = ops.stack(r) * 0.5 + h",
    "t = (1, 2.5, 'x', None)\nouts = outs + (2.5 in t, 'y' not in t, t.index('x'), t.count(2), "
    "None in t)",
    "vals = [3, -1, 2]\nfor a, b in zip(vals, reversed(vals)):\n    h = h + a * 0.1 - b * 0.05\n"
    "outs = outs + (sorted(vals), max(vals), min(vals), sum(vals))",
    "pairs = tuple((j, h[j].sum()) for j in range(2))\nouts = outs + (pairs, pairs[1][0])",
    "parts = ops.split(h, 2, axis=1)\nacc = ()\nfor p in parts[::-1]:\n    acc = acc + (p.mean(),)\n"
    "outs = outs + (acc, len(parts))",
    # loops over Tensors, shapes and mutable inputs
    "for row in h[:2]:\n    h = h + row * 0.1",
    # (a fresh h first: PYNATIVE_MODE's h[j, i] taken earlier is a view that a write to h
    # changes, in 2.10 as in minicell, where GRAPH_MODE's is a copy; seed 14)
    "h = h * 1.0\nfor j in range(h.shape[0] - 2):\n    h[j] = h[j] * 0.5 + {c}",
    "for j in range(ops.rank(h)):\n    h = h + j * 0.25\nouts = outs + (ops.rank(h), h.ndim)",
    "acc = pair[0] * 0.0\nfor p in pair:\n    acc = acc + p\nh = h + acc * 0.1\nouts = outs + (len(pair),)",
    "a, b = pair\nh = h * a + b\nouts = outs + (a * b,)",
    # while with break / continue, early return
    "j = 0\nwhile j < 10:\n    j += 1\n    if j % 2 == 0:\n        continue\n    if j > 5:\n        break\n"
    "    h = h * 0.9 + 0.1\nouts = outs + (j,)",
    "k = Tensor(0, ms.int32)\nwhile k < 5:\n    k = k + 1\n    if h.sum() > {c}:\n        h = h * 0.5\n"
    "    if k >= 2:\n        break\nouts = outs + (k,)",
    "r = self.first_big(h, {c})\nouts = outs + (r,)",
    "for j in range(3):\n    for i in range(3):\n        if i == j:\n            continue\n        if i + j > 3:\n"
    "            break\n        h = h + (i - j) * 0.05",
    # closures and lambdas
    "scale = {c} + 1.0\nf = lambda v: v * scale + 0.5\nh = f(h)",
    "def g(v, k=2):\n    return v * k + self.w.sum()\nh = g(h) * 0.1 + g(h, 3) * 0.05",
    "fs = [lambda v: v + 1.0, lambda v: v * 2.0, ops.tanh]\nfor f in fs:\n    h = f(h)",
    "def mk(a):\n    def inner(v):\n        return v * a\n    return inner\nh = mk(0.5)(h) + mk(0.25)(y)",
    # isinstance / type / strings
    "c = 3\nif isinstance(h, Tensor) and isinstance(c, int) and not isinstance(c, bool):\n    h = h + c\n"
    "outs = outs + (isinstance(pair, tuple), type(c) is int, isinstance(2.0, (int, float)))",
    "s = f'{{h.shape}}-{{h.dtype}}'\nif s == '(4, 6)-Float32':\n    h = h * 2.0\nouts = outs + (s, len(s))",
    "if h.shape[0] != 4:\n    raise ValueError(f'bad shape {{h.shape}} for {{h.dtype}}')\nh = h + 1.0",
    "msg = 'rank %d size %d' % (h.ndim, h.size)\nouts = outs + (msg, str(h.shape), repr(h.dtype))",
    # shape arithmetic feeding reshape / tile
    "n = ops.size(h) // ops.shape(h)[0]\nh = h.reshape(ops.shape(h)[0], n // 2, 2).sum(-1)\n"
    "h = ops.tile(h, (1, 2))",
    "shp = h.shape\nt = h.reshape(shp[::-1])\nouts = outs + (t.shape, t.sum())\nh = t.reshape(shp) * 0.5",
    "d0, d1 = h.shape\nt = h.reshape(-1)[: d0 * d1].reshape((d0, d1 // 2, 2)).mean(axis=-1)\n"
    "h = ops.concat((t, t * 0.5), axis=1)",
    # CellList / SequentialCell indexed by loop variables
    "for j in range(len(self.blocks)):\n    h = self.blocks[j](h)\nouts = outs + (len(self.blocks),)",
    "for j, blk in enumerate(self.blocks):\n    if j % 2 == 1:\n        h = blk.half(h)\n    else:\n        h = blk(h)",
    "h = self.seq[-1](self.seq[0](h))\nouts = outs + (len(self.seq),)",
    "for j in range(2):\n    h = self.blocks[-(j + 1)](h) + self.seq[j](h) * 0.5",
]

TEMPLATE = '''

class Block(nn.Cell):
    def __init__(self, s):
        super().__init__()
        self.s = Parameter(lin(6, lo=s, hi=-s), name="s")

    def construct(self, v):
        return ops.tanh(v * self.s) + v * 0.5

    def half(self, v):
        return self.construct(v) * 0.5


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(lin(6, 6), name="w")
        self.blocks = nn.CellList([Block(0.3), Block(0.6), Block(0.9)])
        self.seq = nn.SequentialCell(Block(0.2), Block(-0.4))

    def first_big(self, v, c):
        for j in range(4):
            for i in range(6):
                if v[j, i] > c:
                    return v[j, i]
        return v[0, 0] * 0.0

    def construct(self, x, y, pair):
        h = ops.tanh(x @ self.w)
        outs = ()
{body}
        return h, outs


def main():
    net = Net()
    p1 = ms.mutable((lin(6, lo=0.2, hi=0.9), lin(6, lo=-0.3, hi=0.4)))
    p2 = ms.mutable((lin(6, lo=-0.6, hi=0.1), lin(6, lo=0.5, hi=-0.5)))
    res = [snap(net(X, X2, p1)), snap(net(X3, X, p2))]

    def loss(a):
        return net(a, X2, p1)[0].sum()

    res.append(snap(ms.grad(loss, grad_position=0, weights=net.trainable_params())(X3)))
    return res
'''


def program(statements):
    """The source of a program whose construct runs ``statements`` (texts of ``_BODY``)."""
    return statement_source(HEAD, TEMPLATE, statements)


def generate(seed):
    """The source of program ``seed``."""
    return statement_program("fuzz31", seed, HEAD, TEMPLATE, _BODY)
