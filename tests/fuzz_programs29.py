"""Random programs for the twenty-ninth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz29):
the Python a user writes around the ops inside construct, on ``fuzz_programs6``'s module head
(``snap``, ``lin``, the inputs ``X``/``X2``/``X3``). ``Net.construct(self, x, y, z64, d64,
k=Tensor(0.5))`` (``x``/``y`` float32 (4, 6), ``z64`` an int64 (4,), ``d64`` a float64 (4, 6),
``k`` a Tensor default argument) keeps a float32 (4, 6) value ``h`` and a tuple ``outs``,
drawing from:

- nested functions defined in construct (closures over ``h``, default arguments, keyword
  calls) and lambdas;
- a class attribute, a property and a helper method of the Cell (with a default argument);
- list and tuple comprehensions with conditions, over ``range``, a list of Tensors and a dict's
  items; generator expressions inside ``tuple(...)``;
- ``enumerate`` and ``zip`` over lists, tuples and a Tensor's rows;
- ``isinstance`` of attributes, arguments and numbers; ``len``/``max``/``min``/``sum`` of
  Python values; a Python conditional expression on a shape;
- an ``nn.CellList`` iterated, indexed (negative too) and measured, an ``nn.CellDict`` read by
  key and iterated by ``items()``;
- a Tensor default argument read in arithmetic;
- 0-d Tensors mixed with Python ints and floats (``+ - * / // % **``, reflected, comparisons);
- int64 and float64 inputs, their arithmetic, casts and dtypes;
- strings made in construct (f-strings, ``%``, ``str.format``) returned; ``print`` of Python
  values.

``main()`` calls the network on two inputs, takes the gradient of ``h``'s sum with respect to
both float inputs and the Parameters, and snaps everything, Parameters included.

Triage against MindSpore 2.10 (CPU, both modes; each statement alone, /tmp/fuzz29/each.py and
cmp.py): minicell's two modes agree with each other and with 2.10's, except where 2.10's two
modes disagree: ``isinstance(self.blocks, nn.CellList)`` is False in its GRAPH_MODE and True in
PYNATIVE_MODE (minicell: True in both, as Python), so the generator leaves it out; a
``print`` in construct makes 2.10's GRAPH_MODE gradient with respect to the inputs all zeros
(``ms.grad(loss, grad_position=(0, 1))``; PYNATIVE_MODE and minicell's two modes give the
gradient), 2.10's fault: the statement stays (so does ``any``/``all``/``sorted`` of Python
lists, after which 2.10's GRAPH_MODE input gradient is all zeros too). A name first bound in a
``for`` and read after it is 2.10's GRAPH_MODE UnboundLocalError (its parser scopes the loop;
minicell's graph raises it too since this family, test_graph_fuzz29_regressions), so the
generator binds the loop target before its loop.
"""
from fuzz_compare import statement_program
from fuzz_programs6 import HEAD

# statements keeping h float32 (4, 6) and adding typed results to the tuple outs
_BODY = [
    # nested functions and closures
    "def f(a):\n    return a * {c} + h\nh = f(y) * 0.5",
    "def g(a, s=2.0):\n    return ops.tanh(a) * s\nouts = outs + (g(h), g(y, 0.5))\nh = h + g(h, s=0.1)",
    "sq = lambda a: a * a\nh = h - sq(h) * 0.1",
    "def outer(a):\n    def inner(b):\n        return b + a\n    return inner(a * 0.5)\nh = outer(h)",
    # class attribute, property, helper method
    "h = h * self.SCALE + self.factor\nouts = outs + (self.factor, self.SCALE)",
    "h = self._mix(h, y)\nouts = outs + (self._mix(h, y, 0.25),)",
    # comprehensions
    "parts = [h[i] * i for i in range(4) if i % 2 == 1]\nouts = outs + tuple(parts)\nh = h + parts[-1]",
    "rows = tuple(h[:, j].sum() for j in range(6) if j != 2)\nouts = outs + rows\nh = h + rows[0] * 0.1",
    "ts = [t * 0.5 for t in (h, y, x) if t.shape[0] == 4]\nh = ts[0] + ts[1] - ts[2] * 0.1",
    "d = {{'a': h, 'b': y}}\nvals = [v * 0.5 for key, v in d.items() if key != 'b']\nh = h + vals[0]",
    "sizes = [n * 2 for n in h.shape if n > 4]\nouts = outs + (sizes, len(sizes))",
    # enumerate / zip
    "acc = h * 0.0\nfor i, t in enumerate([h, y, h * y]):\n    acc = acc + t * (i + 1) * 0.1\nh = acc",
    "for a, b in zip((h, y), (0.5, -0.25)):\n    h = h + a * b",
    "s = 0.0\nfor i, row in enumerate(h):\n    s = s + row.sum() * i\nouts = outs + (s,)\nh = h + s * 0.01",
    "for row, w in zip(h, [1.0, 2.0, 3.0, 4.0]):\n    outs = outs + (row * w,)",
    # isinstance, builtins of Python values
    "if isinstance(self.SCALE, float):\n    h = h * 2.0\nif isinstance(h, Tensor):\n    h = h + 1.0\n"
    "outs = outs + (isinstance(k, Tensor), isinstance(3, (int, float)), isinstance(self.kk, int))",
    "outs = outs + (max(1, 3), sum([h.shape[0], 2]), min(h.shape), abs(-2.5))",
    "w = 2 if h.shape[0] > 3 else 3\nh = h * w * 0.5",
    # Cell containers
    "for cell in self.blocks:\n    h = cell(h)",
    "h = self.blocks[0](h) + self.blocks[-1](y) * 0.1\nouts = outs + (len(self.blocks),)",
    "h = self.cdict['a'](h) - self.cdict['b'](h) * 0.5",
    "for key, cell in self.cdict.items():\n    h = cell(h) * 0.5 + h * 0.5",
    # a Tensor default argument
    "h = h + k\nouts = outs + (k * 2, k.dtype)",
    # 0-d Tensors and Python numbers
    "s = h.sum()\nouts = outs + (s * 2 + 1, 3 - s / 4, s ** 2, -s, 2 ** s * 0.0 + 1)\nh = h + s * 0.01",
    "s = h.mean()\nouts = outs + (s // 2, s % 3, 1 / (s + 10), s > 0, 0.5 < s)\nh = h - s",
    "n = Tensor(3)\nouts = outs + (n + 1, n * 2.5, n // 2, n % 2, n / 2, -n, n > 2.5)\nh = h * (n - 2)",
    # int64 / float64 inputs
    "m = z64 * 2 + 1\nouts = outs + (m, m.sum(), m // 3, m % 4, m.astype(ms.float32) / 2)\n"
    "h = h + m.astype(ms.float32)[:, None] * 0.1",
    "e = d64 * 2.0 + h.astype(ms.float64)\nouts = outs + (e, e.dtype, e.sum())\nh = h + e.astype(ms.float32) * 0.1",
    "m = z64[0] + 2\nouts = outs + (m, m * 1.5, z64.max(), z64 + m)\nh = h + m.astype(ms.float32)",
    "e = d64.mean(1)\nouts = outs + (e, e * z64, e > 0)\nh = h * 0.5",
    # strings, print
    "name = f\"w{{h.shape[0]}}x{{len(outs)}}\"\nouts = outs + (name, 'n=%d' % h.ndim, '{{}}-{{}}'.format(1, 'a'))",
    "print('step', len(outs), h.shape)\nh = h * 1.5",
    # more: helpers calling helpers, static methods, control flow inside nested functions
    "h = self._twice(h) * 0.5 + self.clip(y)\nouts = outs + (self.clip(h),)",
    "def pick(a):\n    if a.sum() > {c}:\n        return a * 0.5\n    return a - 1.0\nh = pick(h) + pick(y) * 0.1",
    "i = -1\nfor i in range(len(self.blocks)):\n    h = self.blocks[i](h) + h * 0.1\nouts = outs + (i,)",
    "for i, cell in enumerate(self.blocks, 1):\n    h = h + cell(y) * i * 0.1",
    "a, *rest = (h, y, x)\nh = a + rest[0] * 0.5 - rest[-1] * 0.25\nouts = outs + (len(rest),)",
    "dd = {{name: h[j] * 2 for j, name in enumerate(['p', 'q', 'r'])}}\nouts = outs + (dd,)\nh = h + dd['q']",
    "ys = []\nfor j in range(3):\n    ys.append(h[j] + j)\nh = h + ops.stack(ys).mean(0)\nouts = outs + (ops.stack(ys),)",
    "outs = outs + (any([h.shape[0] > 5, True]), all([n > 1 for n in h.shape]), sorted([3, 1, 2]), "
    "list(reversed(h.shape)))",
    "if h.dtype == ms.float32 and x.ndim == 2:\n    h = h * 0.5\nouts = outs + (h.dtype == ms.float16, y.dtype)",
    "n = Tensor(-7)\nouts = outs + (n // 2, n % 3, n // -2, n % -3, n / 2, n ** 2, 7 // n, 2 % n)",
    "s = h.sum()\nouts = outs + (s + True, s * False, int(h.shape[0]) + s, float(2) * s)",
    "e = d64 + h\nm = z64 + 0.5\nq = z64 * h[:, 0]\nouts = outs + (e, m, q, (z64 > 1) + z64)\nh = h + q[:, None] * 0.01",
    "outs = outs + (str(h.shape), 'a' + str(len(outs)), 'x' * 3, '{{:.2f}}'.format(1.5))",
    "t = (h, y)\nouts = outs + (t[::-1], t[-1:], len(t + (x,)))\nh = t[1] * 0.5 + t[0]",
]

TEMPLATE = '''

class Sub(nn.Cell):
    def __init__(self, s, b):
        super().__init__()
        self.s = Parameter(lin(6, lo=s, hi=b), name="s")

    def construct(self, x):
        return ops.tanh(x * self.s)


class Net(nn.Cell):
    SCALE = 0.75

    def __init__(self):
        super().__init__()
        self.w = Parameter(lin(6, 6), name="w")
        self.kk = 0.25
        self.blocks = nn.CellList([Sub(0.5, 1.0), Sub(-0.5, 0.5)])
        self.cdict = nn.CellDict({{"a": Sub(0.2, 0.9), "b": Sub(1.0, -0.3)}})

    @property
    def factor(self):
        return self.kk * 2

    def _mix(self, a, b, t=0.5):
        return a * t + b * (1 - t)

    def _twice(self, a):
        return self._mix(a, a * 2.0, t=0.25)

    @staticmethod
    def clip(a):
        return ops.clip_by_value(a, -0.75, 0.75)

    def construct(self, x, y, z64, d64, k=Tensor(0.5)):
        h = ops.tanh(x @ self.w)
        outs = ()
{body}
        return h, outs


Z1 = Tensor(np.array([3, -2, 7, 0], np.int64))
Z2 = Tensor(np.array([-5, 4, 1, 9], np.int64))
D1 = Tensor(np.linspace(-1, 1, 24).reshape(4, 6))
D2 = Tensor(np.cos(np.arange(24.0)).reshape(4, 6))


def main():
    net = Net()
    res = [snap(net(X, X2, Z1, D1)), snap(net(X3, X, Z2, D2, Tensor(-1.5)))]

    def loss(a, b):
        return net(a, b, Z1, D1)[0].sum()

    res.append(snap(ms.grad(loss, grad_position=(0, 1), weights=net.trainable_params())(X2, X3)))
    res.append(snap(list(net.get_parameters())))
    return res
'''


def generate(seed):
    """The source of program ``seed``."""
    return statement_program("fuzz29", seed, HEAD, TEMPLATE, _BODY)
