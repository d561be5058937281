"""Random programs for the thirty-third GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz33):
integer wrap-around, Python scalar semantics and MindSpore's composite function objects inside
construct, on ``fuzz_programs6``'s module head (``snap``, ``lin``, the inputs ``X``/``X2``/``X3``).
``Net.construct(self, x, y, n)`` (``x``/``y`` float32 (4, 6), ``n`` an int32 (4,)) keeps a
float32 (4, 6) value ``h`` and a tuple ``outs`` of typed results, drawing from:

- int8/int16/int32/uint8 arithmetic leaving the dtype's range (products, sums, powers,
  negation, ``+=``/``*=``/``-=``, ``sum``/``prod``/``cumsum``/``cumprod``, ``-128 // -1``) and
  casts that wrap (negative ints to uint8, int32 to int16/int8, float -> int32 -> int8);
- floor division and modulo with negative operands on Python ints and floats computed at
  compile time (``divmod``, ``int``, ``round`` of halves and with ``ndigits``, ``pow`` with a
  negative exponent) beside the same on int32/float32 Tensors (``ops.floor_div``/``floor_mod``/
  ``truncate_div``/``truncate_mod``/``fmod``/``remainder``, ``ops.div`` rounding modes,
  ``ms.numpy`` ``floor_divide``/``remainder``/``fmod``); integer and float division by zero;
  ``ops.round``/``mnp.rint``/``trunc``/``fix`` of halves;
- chained comparisons (``a < b < c``, ``a == b == c``) on shapes and numbers and on 0-d Tensors
  in ``if`` and ``while`` tests, one whose middle operand writes a Parameter (evaluated once);
- Python int bit operations (``<<``, ``>>``, ``&``, ``|``, ``^``, ``~`` of negatives), Tensor
  bitwise ops and shifts; a Python int past int32 (``2 ** 33``) with int64 Tensors;
- ``ops.HyperMap`` (with and without a bound function, over nested tuples, a starred target),
  ``ops.Map`` over tuples and lists, ``ops.Partial``/``ops.partial`` over a
  ``MultitypeFuncGraph`` registered for ``(Tensor, Tensor)`` and ``(Number, Tensor)`` and over
  ``ops.mul``; an optimizer-style ``HyperMap`` of ``ops.partial(update, lr)`` writing a
  ``ParameterTuple`` through ``ops.assign``;
- ``isinstance``/``type(...) ==``/``is`` tests on shapes, attributes, Cells and locals; dtypes
  as strings; ``%``/``str.format``/f-strings of numbers with format specs, returned;
- ``ops.depend`` ordering Parameter writes before reads, ``ParameterTuple`` updated in a loop;
- ``ms.numpy`` calls mixed with ops (``clip``, ``where``, ``cumsum``, ``diff``, ``tile``,
  ``arange``, ``linspace``, ``outer``);
- ``Tensor.item()``, ``int()``/``float()`` of 0-d results used as numbers; dict ``get``/
  ``keys``/``items``/``in``, tuples of shapes (``max``/``min``/``sum``/``index``/``count``/
  ``all``/``any``); a ``SequentialCell`` iterated, sliced, enumerated from 1 and zipped;
  closures returned by a nested function.

``main()`` calls the network on two inputs, takes the gradient of ``h``'s sum with respect to
both float inputs and the trainable Parameters, and snaps everything, Parameters included.

Triage against MindSpore 2.10 (CPU; each statement alone): see test_graph_fuzz33's docstring.
"""
from fuzz_compare import main_tail, statement_program, statement_source
from fuzz_programs6 import HEAD

# statements keeping h float32 (4, 6) and adding typed results to the tuple outs
_BODY = [
    # integer wrap-around
    "a = n.astype(ms.int8)\nb = a * 50\nc = (a - 120) - 20\n"
    "outs = outs + (b, c, b + c, a * a * a * a)",
    "q = n.astype(ms.int16) + 32000\nouts = outs + (q, q * 2, q + q, -q - 1000)",
    "u = (n - 5).astype(ms.uint8)\nouts = outs + (u, u + 250, u * 3, u // 7)",
    "v = n * 1000000\nouts = outs + (v * 3000, v.astype(ms.int16), v.astype(ms.int8))",
    "s = n.astype(ms.int8) - 120\nouts = outs + (ops.abs(s - 8), -(s - 8), s * 40 // 3)",
    # negative floor division and modulo: Python numbers and Tensors
    "k = x.shape[1] - 8\n"
    "outs = outs + (k // 4, k % 4, -7 // k, -7 % k, divmod(k, 3), n // k, n % k)",
    "outs = outs + (ops.floor_div(n, Tensor(-3, ms.int32)), ops.floor_mod(n, Tensor(-3, "
    "ms.int32)), ops.truncate_div(n, Tensor(-3, ms.int32)), ops.truncate_mod(n, Tensor(-3, "
    "ms.int32)), ops.div(n, -3, rounding_mode='trunc'), ops.div(n, Tensor(-3, ms.int32), "
    "rounding_mode='floor'))",
    "f = n.astype(ms.float32)\n"
    "outs = outs + (ops.fmod(f, -3.0), ops.remainder(f, -3.0), f % -2.5, f // -2.5, -7.5 // 2, "
    "-7.5 % 2)\n"
    "h = h + f[0] * 0.1",
    "k = -7\nm = 3\n"
    "outs = outs + (k // m, k % m, k // -m, k % -m, int(k / m), round(k / m), abs(k) // m, "
    "pow(k, 2), pow(2, -1), k ** 2)\n"
    "h = h * (k % m)",
    "outs = outs + (round(2.5), round(-0.5), round(3.5), round(1.25, 1), int(-2.7), int(2.7), "
    "float(-3), round(-7 / 2))",
    "outs = outs + (mnp.floor_divide(n, -3), mnp.remainder(n, -3), mnp.absolute(n - 5))",
    # chained comparisons
    "if -1.0 < h.sum() < {c} + 5.0:\n    h = h * 2.0\nelse:\n    h = h - 1.0",
    "c1 = 0 < x.shape[0] <= 4 < x.shape[1]\nc2 = 1 < 2 > 3\n"
    "c3 = x.shape[0] == 4 == y.shape[0]\nouts = outs + (c1, c2, c3)",
    "k = 0\nfor j in range(6):\n    if 1 <= j < 4:\n        k = k + j\n    elif 4 < j <= 5:\n"
    "        k = k - 1\nh = h * k * 0.1\nouts = outs + (k,)",
    "t = h * 1.0\nj = Tensor(0, ms.int32)\nwhile 0 <= j < 3:\n    t[j] = t[j] + 1.0\n"
    "    j = j + 1\nh = t\nouts = outs + (j,)",
    "m = (-0.5 < h) & (h < 0.5)\nouts = outs + (m, ops.logical_and(h > {c}, h < 0.9))\n"
    "h = ops.where(m, h, h * 0.5)",
    "if h.min() < {c} <= h.max():\n    h = h + 1.0\nouts = outs + (h.min() < 0.0 < h.max(),)",
    # bit operations, a Python int past int32
    "k = x.shape[1]\nouts = outs + (k << 2, k >> 1, -k >> 1, k & 3, k | 8, k ^ 5, ~k, -k & 7)",
    "outs = outs + (n & 6, n | -8, n ^ 3, ~n, ops.bitwise_and(n, n - 1), "
    "ops.bitwise_left_shift(n, Tensor(2, ms.int32)), ops.bitwise_right_shift(n - 5, Tensor(1, "
    "ms.int32)))",
    "big = 2 ** 33\nouts = outs + (big // 3, big % 7, n.astype(ms.int64) + big, -big // 5)",
    # composite function objects
    "t = ops.HyperMap()(scale_add, (h, y), (x, h))\nh = t[0] + t[1]",
    "t = self.hmap((0.5, 2.0), (h, y))\nh = t[0] - t[1] * 0.1",
    "t = ops.Map()(ops.partial(scale_add, 0.25), (h, y, x))\nh = t[0] + t[2]",
    "f = ops.Partial()(scale_add, {c})\ng = ops.partial(ops.mul, 0.5)\nh = f(h) + g(y)",
    "t = ops.HyperMap()(ops.mul, (h, n.astype(ms.float32)), (y, 2.0))\nouts = outs + (t[1],)\n"
    "h = t[0]",
    "t = ops.HyperMap()(scale_add, ((h, y), x), ((x, h), y))\nh = t[0][1] + t[1]",
    # isinstance / type
    "a = x.shape[0]\n"
    "if isinstance(a, int) and isinstance(h, Tensor) and not isinstance(a, bool):\n"
    "    h = h + a\n"
    "outs = outs + (isinstance(self.k, int), isinstance(self.f, (int, float)), "
    "isinstance(outs, tuple), isinstance(a, float))",
    "if type(self.f) == float and type(self.k) is int:\n    h = h * self.f\n"
    "outs = outs + (self.k * self.f, self.k // 2, self.k % 2, self.k / 2)",
    # depend and ParameterTuple updates
    "a = ops.assign_add(self.cnt, Tensor(2, ms.int32))\nb = ops.depend(self.cnt * 3, a)\n"
    "outs = outs + (b,)",
    "for p in self.ptup:\n    ops.assign(p, p * 0.5 + 1.0)\nh = h + self.ptup[0] - self.ptup[1]",
    "z = ops.depend(h * 2.0, ops.assign(self.ptup[1], h[0]))\nh = z + self.ptup[1]",
    # ms.numpy mixed with ops
    "outs = outs + (mnp.clip(h, -0.3, 0.3), mnp.cumsum(n), mnp.diff(h, axis=-1), mnp.tile(n, 2))\n"
    "h = mnp.where(h > {c}, h, mnp.zeros_like(h)) + ops.sin(y)",
    "a = mnp.arange(6, dtype=mnp.float32)\nb = mnp.linspace(-1.0, 1.0, 6)\n"
    "h = h * a * 0.1 + mnp.outer(mnp.ones(4), b)\n"
    "outs = outs + (mnp.mean(h, axis=0), mnp.amax(n))",
    # item() of 0-d results
    "s = n[2]\nouts = outs + (s.item(), n.sum().item() * 2, n.max().item() // 2)",
    # int8 reductions and cumulative ops that overflow
    "a = n.astype(ms.int8) * 40\n"
    "outs = outs + (a, a.sum(), a.prod(), a.cumsum(0), a.max(), a.mean(), ops.cumprod(a, 0))",
    # rounding of halves
    "v = Tensor([0.5, 1.5, 2.5, -0.5, -1.5, -2.5], ms.float32)\n"
    "outs = outs + (ops.round(v), mnp.rint(v), ops.trunc(v), mnp.fix(v), "
    "ops.round(v * 10 + 0.25) / 10)",
    # integer and float division by zero (a +0.0 divisor: 2.10's CPU kernels give -inf for nan / 0
    # and ignore a -0.0 divisor's sign, not measured here)
    "z = n * 0\nouts = outs + (n // z, n % z, ops.floor_div(n, z), ops.truncate_div(n, z))",
    "f = n.astype(ms.float32)\nz = ops.zeros_like(f)\n"
    "outs = outs + (f // z, f % z, ops.fmod(f, z), f / z)",
    # float -> int32 -> int8/uint8/int16 casts that wrap
    "a = (h * 1000.0).astype(ms.int32)\n"
    "outs = outs + (a, a.astype(ms.int8), a.astype(ms.uint8), a.astype(ms.int16) * 300)",
    # strings formatted from shapes and attributes, returned
    "s = '%d/%s' % (x.shape[0], 'ab')\nt = '{{:.2f}}|{{:+d}}'.format(self.f, self.k)\n"
    "u = f'{{self.k:03d}}-{{x.shape[1]}}'\nouts = outs + (s, t, u, len(s) + len(u))",
    # bool Tensor arithmetic (not b + b: 2.10's GRAPH_MODE refuses Add of two Bools)
    "b = n > 0\n"
    "outs = outs + (b * 3, b & (n < 5), b.sum(), b.astype(ms.int8) - 1, ops.logical_not(b), "
    "b == (n >= 1))",
    # integer powers that overflow
    "outs = outs + (n ** 3, n.astype(ms.int8) ** 3, (n + 10) ** 9, ops.pow(n, 2), "
    "2 ** n.astype(ms.float32))",
    # dict methods, tuples of shapes, int()/float() of 0-d Tensors
    "d = {{'a': h, 'b': y * 0.5}}\nv = d.get('z', 0.5)\nks = list(d.keys())\n"
    "outs = outs + (len(ks), 'a' in d, 'z' in d, v, ks[1])\nfor key, val in d.items():\n"
    "    h = h + val * 0.1",
    "sh = x.shape + y.shape\n"
    "outs = outs + (max(sh), min(sh + (10,)), sum(sh), sh.index(6), sh.count(4), "
    "all(s > 2 for s in sh), any(s > 5 for s in sh))",
    "a = int(n[2])\nb = float(h.sum())\nouts = outs + (a, a // -2, b > 0)",
    # a SequentialCell iterated, sliced, enumerated from 1, zipped
    "for c in self.seq:\n    h = c(h)\nh = self.seq[1:](h) + h\nouts = outs + (len(self.seq),)",
    "for j, c in enumerate(self.seq, 1):\n    h = c(h) * j * 0.5\n"
    "for c, s in zip(self.seq, (0.5, 1.5)):\n    h = h + c(h) * s",
    # closures returned by a nested function; ops.Map of a lambda
    "def mk(s):\n    def f(a):\n        return a * s + h.mean()\n    return f\ng1 = mk(0.5)\n"
    "g2 = mk({c})\nh = g1(h) + g2(y)",
    "t = ops.Map()(lambda a: a * 2.0 + 1.0, (h, y))\nouts = outs + (len(t),)\nh = t[0] - t[1]",
    # ms.numpy integer division and modulo
    "a = mnp.arange(-4, 4)\n"
    "outs = outs + (mnp.floor_divide(a, 3), mnp.remainder(a, -3), mnp.fmod(a, 3), a // 3, "
    "a % -3, mnp.true_divide(a, 2))",
    # isinstance of Cells, Tensors and shapes
    "outs = outs + (isinstance(self.seq, nn.SequentialCell), isinstance(self.seq[0], "
    "nn.Dense), isinstance(n, Tensor), isinstance(x.shape, tuple), type(x.shape[0]) is int)",
    # augmented assignment on int8/int16 Tensors; uint8 subtraction
    "a = n.astype(ms.int8)\na += 100\na *= 2\nb = n.astype(ms.int16)\nb -= 32767\n"
    "outs = outs + (a, b, a - b)",
    "u = n.astype(ms.uint8)\nouts = outs + (u - 5, 3 - u, u - u * 2, ops.sub(u, 10), -u)",
    # Python arithmetic on item() of a float
    "s = h.sum().item()\nouts = outs + (s // -1.0, s % -1.0, int(s), s * 2, -s, s > 1.0)",
    # depend on a tuple of writes; HyperMap over nested leaves
    "a = ops.assign(self.ptup[0], h[1])\nb = ops.assign(self.ptup[1], h[2])\n"
    "z = ops.depend(self.ptup[0] + self.ptup[1], (a, b))\nh = h + z",
    "t = self.hmap((0.5, (2.0, -1.0)), (h, (y, x)))\nh = t[0] + t[1][0] - t[1][1]",
    # optimizer-style HyperMap of ops.partial(update) over a ParameterTuple (depend on its result,
    # as TrainOneStepCell does)
    "ok = self.hm(ops.partial(upd, 0.1), self.ptup, (h[0], h[1]))\nh = ops.depend(h, ok)\n"
    "h = h + self.ptup[0] - self.ptup[1]",
    # a chained comparison whose middle operand writes a Parameter
    "if 0 < self.bump() < 100:\n    h = h + 1.0\n"
    "outs = outs + (-5 < self.bump() <= 50, self.cnt * 1)",
    # more int8 casts and -128 // -1
    "a = n.astype(ms.int8)\nb = a.astype(ms.float32) * 1.0\n"
    "outs = outs + ((b * 60).astype(ms.int32).astype(ms.int8), ops.cast(a * 30, ms.uint8))",
    "a = n.astype(ms.int8) - 120\n"
    "outs = outs + (a // -1, a % -1, a / -1, ops.neg(a - 8), (a - 8) * -1)",
    # ops.Map over lists, a starred target from HyperMap
    "m = ops.Map()(scale_add, [h, y], [x, h])\nouts = outs + (len(m),)\nh = m[0] + m[1]",
    "first, *rest = self.hm(scale_add, (h, y, x), (y, x, h))\nh = first + rest[1] * 0.5\n"
    "outs = outs + (len(rest),)",
    # a tensor while on a chained test; enumerate over an int32 Tensor
    "k = Tensor(0, ms.int32)\nwhile -1 < k < 5:\n    h = h * 0.9\n    if h.sum() < {c}:\n"
    "        break\n    k = k + 1\nouts = outs + (k,)",
    "acc = 0\nfor i, v in enumerate(n):\n    acc = acc + v * i\nouts = outs + (acc,)",
    # dtypes as strings and in tuples
    "outs = outs + (str(h.dtype), str(n.dtype) == 'Int32', h.dtype == ms.float32, "
    "n.dtype in (ms.int32, ms.int64))",
]

TEMPLATE = '''
from minicell import numpy as mnp

scale_add = ops.MultitypeFuncGraph("scale_add")


@scale_add.register("Tensor", "Tensor")
def _scale_add_tt(a, b):
    return a * 0.5 + b


@scale_add.register("Number", "Tensor")
def _scale_add_nt(a, b):
    return b * a


upd = ops.MultitypeFuncGraph("upd")


@upd.register("Number", "Tensor", "Tensor")
def _upd(lr, p, g):
    return ops.assign(p, p - lr * g)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(lin(6, 6), name="w")
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)
        self.ptup = ms.ParameterTuple((
            Parameter(lin(6, lo=0.1, hi=0.6), name="pa", requires_grad=False),
            Parameter(lin(6, lo=-0.4, hi=0.3), name="pb", requires_grad=False)))
        self.k = -3
        self.f = 0.75
        self.hmap = ops.HyperMap(scale_add)
        self.hm = ops.HyperMap()
        self.seq = nn.SequentialCell([
            nn.Dense(6, 6, weight_init=lin(6, 6, lo=-0.3, hi=0.4), bias_init="zeros"), nn.Tanh(),
            nn.Dense(6, 6, weight_init=lin(6, 6, lo=0.2, hi=-0.5), bias_init="zeros")])

    def bump(self):
        return ops.assign_add(self.cnt, Tensor(1, ms.int32))

    def construct(self, x, y, n):
        h = ops.tanh(x @ self.w)
        outs = ()
{body}
        return h, outs


N1 = Tensor(np.array([3, -2, 7, 0], np.int32))
N2 = Tensor(np.array([-5, 4, 1, 9], np.int32))
''' + main_tail("N1", "N2")


def program(statements):
    """The source of a program whose construct runs ``statements`` (texts of ``_BODY``)."""
    return statement_source(HEAD, TEMPLATE, statements)


def generate(seed):
    """The source of program ``seed``."""
    return statement_program("fuzz33", seed, HEAD, TEMPLATE, _BODY)
