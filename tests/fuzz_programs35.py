"""Random programs for the thirty-fifth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz35):
the Python around tensors in a construct with keyword-only arguments, on ``fuzz_programs6``'s
module head (``snap``, ``lin``, the inputs ``X``/``X2``/``X3``). ``Net.construct(self, x, y, n,
k=2, *, scale=0.5, flag=False)`` (``x``/``y`` float32 (4, 6), ``n`` an int32 (4,), ``k`` a Python
int, ``scale``/``flag`` keyword-only Python numbers; ``main`` calls it once with the defaults and
once with ``k=3, scale=0.25, flag=True``) keeps a float32 (4, 6) value ``h`` and a tuple ``outs``
of typed results, drawing from:

- a sub-Cell shared by a ``CellList``, a ``SequentialCell`` and an attribute, iterated
  (``for``, ``enumerate``, ``zip`` with a tuple of scales, slices with negative steps) and
  called with a default or keyword argument; ``len`` of the containers;
- ``while`` loops on Tensor conditions with ``break``/``continue`` calling the shared Cell, a
  Python counter breaking a loop on a Tensor condition, a Tensor-indexed write in a loop
  counting down;
- tuples, lists and dicts of Tensors: starred unpacking, ``zip(*pairs)``, ``dict(zip(...))``,
  tuple slices with negative steps, ``in``/``not in``, ``index``, ``list.insert``/``append``,
  repetition of tuples;
- Python scalar arithmetic on ``Tensor.shape``/``size``/``ndim``/``len`` values and the
  keyword-only arguments (floor division and modulo by negative numbers, ``divmod``, ``round``
  of halves, negative powers), and the same on int32/float32 Tensors (``//``, ``%``,
  ``ops.floor_div``/``floor_mod``/``truncate_div``/``truncate_mod``);
- ``ops.cast`` chains across int8/uint8/float16/bfloat16/bool (wrapping, truncation);
- reductions over an empty axis tuple (MindSpore reduces every axis), ``ops.where`` with Python
  scalar branches; bool-mask reads reduced whole (``h[m].sum()``, ``y[m].mean()``, a row mask),
  also in a tensor ``if`` condition;
- ``isinstance`` of Python and Tensor values, a helper method with keyword-only arguments, a
  nested function with ``*args``/``**kw``, ``raise`` with f-strings on paths not taken (a Python
  and a Tensor condition) and ``print`` of strings beside Tensors.

``main()`` calls the network on two inputs, takes the gradient of ``h``'s sum with respect to
both float inputs and the trainable Parameters, and snaps everything, Parameters included.

Triage against MindSpore 2.10 (CPU; each statement alone): see test_graph_fuzz35's docstring.
"""
from fuzz_compare import main_tail, statement_program, statement_source
from fuzz_programs6 import HEAD

# statements keeping h float32 (4, 6) and adding typed results to the tuple outs; literal braces
# are doubled ({c} is -0.5, 0.0 or 0.5)
_BODY = [
    # a shared sub-Cell in containers
    "for b in self.blocks:\n    h = b(h)",
    "for i, b in enumerate(self.blocks):\n    h = b(h, s=1.0 / (i + 1))",
    "for b, s in zip(self.blocks[::-1], (scale, 0.5, -1.0)):\n    h = b(h, s)",
    "h = self.seq(h) + self.blk(h, scale)",
    "for b in self.seq:\n    h = b(h) * 0.5\nouts = outs + (len(self.blocks), len(self.seq))",
    "for b in self.blocks[1:]:\n    h = b(h)\nh = self.blocks[-1](h, s=k)",
    # while loops on Tensor conditions
    "i = Tensor(0, ms.int32)\nwhile i < n.abs().max():\n    i = i + 1\n    if i % 2 == 0:\n"
    "        continue\n    h = self.blk(h) * 0.9\n    if h.sum() > {c} * 10:\n        break\n"
    "outs = outs + (i,)",
    "j = 0\nwhile h.abs().sum() > 3.0:\n    if j >= 5:\n        break\n    h = h * 0.7\n"
    "    j += 1\n"
    "outs = outs + (h.abs().sum(),)",
    "t = Tensor(3, ms.int32)\nacc = h * 0.0\nwhile t >= 0:\n"
    "    acc[t] = h[t] * t.astype(ms.float32)\n    t -= 1\nh = h + acc * 0.1",
    "s = Tensor(0.0, ms.float32)\nr = Tensor(0, ms.int32)\nwhile r < 4:\n    if h[r].sum() < {c}:\n"
    "        r += 1\n        continue\n    s = s + h[r].max()\n    r += 1\nouts = outs + (s, r)\n"
    "h = h + s * 0.1",
    # tuples, lists, dicts
    "a, *rest = (h, h * 2, n)\nouts = outs + (len(rest), rest[-1] + 1)\nh = a + rest[0] * 0.1",
    "tup = (1, 2, 3, 4)[::-1]\nouts = outs + (tup[1:3], 3 in tup, 7 not in tup, tup.index(2), "
    "sum(tup), max(tup), tup[-3::-1])",
    "d = dict(zip(self.names, (h, h * 0.5, -h)))\nh = d['a'] + d['c'] * 0.5\n"
    "outs = outs + (len(d), 'b' in d, 'z' in d)",
    "ps = [(h, 1), (h * 2, -1)]\nxs, ss = zip(*ps)\nh = xs[1] * ss[1] + xs[0]\n"
    "outs = outs + (ss,)",
    "lst = [h[i] for i in range(h.shape[0]) if i % 2 == 0]\nlst.append(h[-1])\n"
    "lst.insert(0, h[1])\nh = h + ops.stack(lst[::-1]).sum(0)\nouts = outs + (len(lst),)",
    "q = (h, y)\nq = q + (q[0] * 2,) * 2\nouts = outs + (len(q), q[-1])\nh = q[2] * 0.5",
    # Python scalar arithmetic with shapes and the keyword-only arguments
    "r0, r1 = h.shape\nh = h * (r1 // -4) + h.reshape(r1 // 2, -1).reshape(r0, r1) * (r0 % -3)",
    "outs = outs + (h.shape[0] * scale, h.size / 4, len(h) % 3, h.ndim ** 2, -h.shape[1] // 4, "
    "h.shape[-1] % -4)",
    "h = h * (h.shape[1] - 7) / h.shape[0] + ops.ones((h.shape[0], 1), ms.float32) * k",
    "outs = outs + (-7 // 2, -7 % 3, 7 // -2, 7 % -3, divmod(-k, 3), -7.5 // 2, -7.5 % 2, "
    "int(-7 / 2), abs(-k) ** 2, round(-2.5), round(3.5), k ** -1, -k // 2 * scale)",
    # Tensor integer division and modulo by negative numbers
    "outs = outs + (n // -3, n % -3, -7 // n.abs().clip(1, 9), -7 % n.abs().clip(1, 9), "
    "ops.floor_div(n, -2), ops.floor_mod(-n, 3), ops.truncate_div(n, -3), ops.truncate_mod(n, -3), "
    "n.astype(ms.float32) // -2.5, n.astype(ms.float32) % -2.5)",
    "h = h + (n // -2).reshape(4, 1) * 0.1 + (n % -3).astype(ms.float32).reshape(4, 1) * 0.1",
    # cast chains
    "a = ops.cast(h * 100, ms.int8)\nb = ops.cast(a, ms.uint8)\n"
    "outs = outs + (a, b, ops.cast(b, ms.float16), ops.cast(ops.cast(a, ms.bool_), ms.int8))",
    "bf = ops.cast(h, ms.bfloat16)\nouts = outs + (ops.cast(bf, ms.float32), "
    "ops.cast(ops.cast(bf, ms.float16), ms.float32), "
    "ops.cast(ops.cast(h > 0, ms.bfloat16), ms.float32))\n"
    "h = h + ops.cast(ops.cast(h, ms.float16), ms.float32) * 0.5",
    "u = ops.cast(n, ms.uint8)\nouts = outs + (u, u + 250, u // 3, ops.cast(u, ms.int8), "
    "ops.cast(ops.cast(n * 40, ms.int8), ms.float32), u.astype(ms.bool_))",
    "m = ops.cast(h > {c}, ms.float16)\nh = h * ops.cast(m, ms.float32) + "
    "ops.cast(ops.cast(h, ms.float16) * m, ms.float32) * 0.5\n"
    "outs = outs + (m.sum(), ops.cast(m, ms.bool_).any())",
    # reductions over an empty axis tuple, where with scalar branches
    "outs = outs + (h.sum(()), ops.ReduceSum()(h, ()), h.mean(axis=()), ops.amax(h, ()), "
    "n.sum(()), (h > 0).any(()), ops.prod(h, ()))",
    "h = h - h.mean(()) + ops.ReduceMax(keep_dims=True)(h, ()) * 0.1",
    "outs = outs + (ops.where(h > {c}, 1.0, 0.0), ops.where(h > {c}, h, 0), "
    "ops.where(n > 0, n, -1), ops.where(n > 0, 2, 0.5), ops.where(h > 0, 1, n.reshape(4, 1)))\n"
    "h = ops.where(h > {c}, h, -1.0)",
    # bool-mask reads reduced whole (compiled: compiler.mask_reduce), also as a tensor condition
    "m = h > {c}\nouts = outs + (h[m].sum(), (h * y)[m].mean(), n[n > 0].sum())\n"
    "h = h + h[m].sum() * 0.01 - h[n > 0].mean() * 0.1",
    "if h[h > {c}].sum() > 1.0:\n    h = h * 0.5\nelse:\n    h = h + y[h < {c}].mean()",
    # isinstance, keyword-only arguments, nested functions
    "if isinstance(k, int) and k > 2:\n    h = h * k\nelse:\n    h = h - k\n"
    "outs = outs + (isinstance(h, Tensor), isinstance(outs, tuple), isinstance(scale, float))",
    "if flag:\n    h = h * scale\nelse:\n    h = h + scale\nouts = outs + (flag, scale * k)",
    "h = self.helper(h, n, k, scale=scale)",
    "def f(a, *args, w=2.0, **kw):\n    return a * w + sum(args) + kw.get('b', 0.0)\n"
    "h = f(h, h * 0.1, y * 0.1, w=scale, b={c})",
    # raise and print with strings
    "if h.shape[0] != 4:\n    raise ValueError(f'bad shape {{h.shape}} with k={{k}}')\nh = h + 1.0",
    "if k > 10:\n    raise TypeError('k too big: ' + str(k))\nmsg = f'k={{k}} scale={{scale}}'\n"
    "outs = outs + (len(msg),)",
    "if (h > 100).any():\n    raise ValueError('h too big')\nh = h * 0.5",
    "print('h sum', h.sum(), f'k={{k}}')\nh = h + 0.25",
]

TEMPLATE = '''

class Blk(nn.Cell):
    def __init__(self, scale):
        super().__init__()
        self.w = Parameter(lin(6, 6, lo=-0.3, hi=0.4), name="w")
        self.scale = scale

    def construct(self, h, s=1.0):
        return ops.tanh(h @ self.w) * self.scale * s + h


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(lin(6, 6), name="w")
        blk = Blk(0.5)
        self.blk = blk
        self.blocks = nn.CellList([blk, Blk(0.25), blk])
        self.seq = nn.SequentialCell([Blk(0.1), blk])
        self.names = ("a", "b", "c")

    def helper(self, h, n, k=1, *, scale=1.0, shift=0.0):
        return h * scale + (n.reshape(4, 1) * k).astype(ms.float32) * 0.01 + shift

    def construct(self, x, y, n, k=2, *, scale=0.5, flag=False):
        h = ops.tanh(x @ self.w)
        outs = ()
{body}
        return h, outs


N1 = Tensor(np.array([3, -2, 7, 0], np.int32))
N2 = Tensor(np.array([-5, 4, 1, 9], np.int32))
''' + main_tail("N1", "N2, 3, scale=0.25, flag=True")


def program(statements):
    """The source of a program whose construct runs ``statements`` (texts of ``_BODY``)."""
    return statement_source(HEAD, TEMPLATE, statements)


def generate(seed):
    """The source of program ``seed``."""
    return statement_program("fuzz35", seed, HEAD, TEMPLATE, _BODY)
