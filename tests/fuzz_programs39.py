"""Random programs for the thirty-ninth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz39):
the Python around tensors that earlier families left out, on ``fuzz_programs6``'s module head
(``snap``, ``lin``, the inputs ``X``/``X2``/``X3``). ``Net.construct(self, x, y, n)`` (``x``/``y``
float32 (4, 6), ``n`` an int32 (4,)) keeps a float32 (4, 6) value ``h`` and a tuple ``outs`` of
typed results, drawing from:

- nested functions defined in construct with defaults, keyword-only arguments, ``*args``/
  ``**kw`` and closures over construct's locals, a lambda with a default, module-level closure
  factories and ``**kw`` forwarding through two helpers;
- class attributes, a ``property``, a ``staticmethod`` and a ``classmethod`` of Net, a helper
  method with a keyword default, Python-valued attributes in conditions;
- ``isinstance``/``len``/``type`` of constants, tuples and attributes;
- Tensor reads and writes through bool masks (a Parameter's too), ``...``, ``None``, negative
  steps, index Tensors and 0-d int Tensors, ``+=``/``-=`` through them;
- shape arithmetic (``x.shape[0] * 2``, ``ndim``, ``size``, ``reshape`` with ``-1`` and
  computed sizes, starred shapes);
- starred unpacking of tuples, nested tuples and a Tensor's rows;
- early ``return`` from nested ``for`` loops (over ``range`` and a ``CellList``) and nested
  ``while`` loops in methods;
- Python numbers from Tensors (``float``/``int``/``item()``) in ``max``/``min``/``//``/``%``;
- ``mint.*`` and ``ms.numpy`` functions mixed with ops;
- ``ms.grad``/``ms.value_and_grad``/``ops.GradOperation(get_all, sens_param)`` of helpers with
  defaults, indexing and starred arguments, of the early-return method;
- ``ops.assign``/``assign_add``/``assign_sub`` of Parameters in the branches of Tensor ``if``s,
  ``elif`` chains and a Tensor ``while``;
- family 38's leftovers: float16 ``//`` and ``%`` by Python floats float16 cannot hold
  (``-0.3``, ``0.1``), mixed float16/float32/int32 operands, ``round(t)``.

``main()`` calls the network on two inputs, takes the gradient of ``h``'s sum with respect to
both float inputs and the trainable Parameters, and snaps everything, Parameters included.

Triage and the bugs found: see test_graph_fuzz39's docstring.
"""
from fuzz_compare import main_tail, statement_program, statement_source
from fuzz_programs6 import HEAD

# statements keeping h float32 (4, 6) and adding typed results to the tuple outs; literal braces
# are doubled ({c} is -0.5, 0.0 or 0.5)
_BODY = [
    # nested functions, closures, lambdas, *args/**kw
    "def scale(t, k=2.0, *, off={c}):\n    return t * k + off\n"
    "h = scale(h) + scale(y, 0.5, off=1.0)\nouts = outs + (scale(x, k=-1.0),)",
    "def acc(*ts, **kw):\n    s = kw.get('s', 1.0)\n    r = ts[0]\n    for t in ts[1:]:\n"
    "        r = r + t * s\n    return r, len(ts), len(kw)\n"
    "h, k1, k2 = acc(h, y, x, s={c})\nouts = outs + (k1, k2, acc(y)[1])",
    "h = ADD_HALF(h) + TIMES(3.0)(y) * {c}\nouts = outs + (ADD_HALF(x).sum(), TIMES(-1.0)(h))",
    "base = h * {c}\ndef shift(t):\n    return t + base\nh = shift(h) + shift(y) * 0.5\n"
    "outs = outs + (shift(x).mean(),)",
    "h = fwd(h, y, scale={c}, bias=0.25)\nouts = outs + (fwd(x, y), fwd(y, x, bias=1.0))",
    "f = lambda t, s=0.5: t * s + 1.0\nh = f(h) + f(y, {c})\nouts = outs + (f(x, 2.0).max(),)",
    "def pick(a, b, use_a=True):\n    if use_a:\n        return a\n    return b\n"
    "h = pick(h, y) + pick(h, y, use_a=False) * {c}\nouts = outs + (pick(1, 2, False),)",
    # class attributes, property, static/class methods, helpers
    "h = h * self.SCALE + self.doubled * 0.1\nouts = outs + (self.SCALE, self.doubled, "
    "Net.LIMIT, self.LIMIT + 1)",
    "h = self.helper(h, y) + self.helper(y, h, w={c})\nouts = outs + (self.helper(x, x).sum(),)",
    "h = self.static_mix(h, y) + Net.cls_scale(x) * {c}\nouts = outs + (self.cls_scale(y),)",
    "if self.flag:\n    h = h + {c}\nelse:\n    h = h - 1.0\n"
    "outs = outs + (self.mode_name == 'train', len(self.names), self.names[-1])",
    # isinstance / len / type on constants
    "t = (1, 2.0, 'a', h)\nouts = outs + (isinstance(t[0], int), isinstance(t[1], (int, float)), "
    "isinstance(t[3], Tensor), len(t), type(t[1]) == float, isinstance(h, (tuple, list)))\n"
    "h = h + len(t) * {c}",
    "if isinstance(self.SCALE, float) and len(self.names) == 2:\n    h = h * 2.0\n"
    "if type(self.k) is int and not isinstance(self.k, bool):\n    h = h + self.k * {c}\n"
    "outs = outs + (isinstance(self.names, tuple), len(self.blocks))",
    # indexing: masks, Ellipsis, None, negative steps, index tensors, setitem
    "t = h * 1.0\nt[t > {c}] = 0.0\nt[y < 0] += 1.0\nh = t\nouts = outs + (t.sum(),)",
    "t = h[None, ..., ::2]\nouts = outs + (t.shape, h[..., -1], h[:, None, 1].shape, "
    "h[1, ..., None])\nh = h + ops.tile(t[0], (1, 2)) * {c}",
    "h = h[::-1] + ops.concat((h[:, ::-2], h[:, -2::-2]), 1) * {c}\n"
    "outs = outs + (h[-1:-4:-2], y[3:0:-1, -1])",
    "idx = Tensor([3, 0, 2], ms.int32)\nt = h * 1.0\nt[idx] = y[idx] * {c}\n"
    "h = t + h[idx].sum(0)\nouts = outs + (h[n % 4], y[:, idx])",
    "t = h * 1.0\nt[..., 0] = {c}\nt[1::2, ::-1] = y[1::2]\nt[-1, ...] += 1.0\nh = t\n"
    "outs = outs + (t[..., :2],)",
    "k = n[0] % 4\nt = h * 1.0\nt[k] = t[k] * 2.0\nt[:, k] -= 1.0\nh = t\n"
    "outs = outs + (t[k], h[k, k])",
    "self.acc[h > {c}] = 1.0\nh = h + self.acc\nouts = outs + (self.acc * 1.0,)",
    "m = (y > {c}).any(axis=1)\nt = h * 1.0\nt[m] = 0.5\n"
    "outs = outs + (t, h[..., m.astype(ms.int32)])\nh = t",
    # shape arithmetic
    "r = h.reshape(-1, h.shape[1] // 2)\nouts = outs + (r.shape, h.ndim, h.size // 4, "
    "r.shape[0] * 2)\nh = r.reshape(h.shape[0], -1) + h.shape[0] * {c}",
    "t = ops.concat((h, y), axis=h.ndim - 1)\nw = t.shape[-1] // 2\nh = t[:, :w] + t[:, w:] * {c}\n"
    "outs = outs + (t.shape, w, len(t))",
    "b = x.shape[0] * 2\nt = ops.zeros((b, x.shape[1] // 2), ms.float32) + {c}\n"
    "h = h + t.reshape(4, -1) * 0.5\nouts = outs + (t.shape, t.sum())",
    "s = h.shape\nrows, cols = s\nt = h.view(cols, rows).T\nh = h + t.reshape(s) * {c}\n"
    "outs = outs + (rows * cols, s[::-1])",
    # starred unpacking
    "a, *rest = (h, y, x)\nh = a + sum(rest) * {c}\nouts = outs + (len(rest),)",
    "first, *mid, last = h\nh = h + first + last * {c} + len(mid)\n"
    "outs = outs + (mid[0], len(mid))",
    "*init, tail = h.shape\nouts = outs + (init, tail, (*init, tail, 1))\n"
    "h = h.reshape(*init, tail) + tail * {c}",
    "(p, q2), *more = ((h, y), (x, h), (y, y))\nh = p - q2 * {c} + more[-1][0] * 0.1\n"
    "outs = outs + (len(more),)",
    # early return inside nested loops
    "h = self.find(h, {c}) + self.find(y, 0.0) * 0.5\nouts = outs + (self.find(x, 10.0).sum(),)",
    "h = self.first_over(h, {c})\nouts = outs + (self.first_over(y, 5.0),)",
    "h = self.wloop(h) * {c}\nouts = outs + (self.wloop(y * 3.0).sum(),)",
    # Python scalars derived from tensors
    "s = float(h.sum())\nm = int(n.max())\nh = h * (s / 10.0) + m % 3\n"
    "outs = outs + (s > {c}, m // 2, max(m - 5, 5 - m), max(m, 2), min(s, 1.0))",
    "v = h.max().item()\nw = y.min().item()\nh = h + (v - w) * {c} + max(w, -w)\n"
    "outs = outs + (v * w, v > w, -v)",
    "k = int(n[0]) % 4\nh = h + h[k] * {c} + k\nouts = outs + (h[k], k * 2)",
    # mint and ms.numpy mixed with ops
    "h = mint.clamp(h, -1.0, 1.0) + mnp.tanh(y) * {c}\n"
    "outs = outs + (mint.sum(h, dim=1), mnp.cumsum(h, axis=0)[-1])",
    "t = mnp.where(h > {c}, h, mnp.zeros_like(h))\nh = mint.add(t, y, alpha=0.5)\n"
    "outs = outs + (mint.max(h), mnp.argmax(h, axis=1))",
    "h = ops.tanh(mint.matmul(h, mnp.ones((6, 6)) * 0.1)) + mint.where(y > {c}, y, x)\n"
    "outs = outs + (mnp.mean(h, axis=0), mint.mean(h))",
    "h = mnp.clip(h + mint.neg(y) * {c}, -2.0, 2.0)\n"
    "outs = outs + (mnp.diff(h, axis=1), mint.cumsum(h, dim=0).shape)",
    # gradients over these shapes
    "g = ms.grad(kw_fn, grad_position=(0, 1))(h, y)\nh = h + g[0] * {c}\nouts = outs + (g[1],)",
    "ga, gb = ops.GradOperation(get_all=True)(self.helper)(h, y)\nh = h + ga * {c}\n"
    "outs = outs + (gb,)",
    "sens = ops.ones_like(h) * {c}\n"
    "g = ops.GradOperation(get_all=True, sens_param=True)(mixer)(h, y, sens)\n"
    "h = h + g[0] * 0.1\nouts = outs + (g[1],)",
    "v, g = ms.value_and_grad(idx_fn, grad_position=0)(h, n)\nh = h + g * {c}\n"
    "outs = outs + (v,)",
    "g = ms.grad(self.find, grad_position=0)(h, {c})\nh = h + g * 0.1\nouts = outs + (g.sum(),)",
    "g = ms.grad(star_fn, grad_position=(0, 2))(h, y, x)\nh = h + g[0] * {c}\n"
    "outs = outs + (g[1],)",
    # Parameter updates via ops.assign inside branches
    "if h.sum() > {c}:\n    ops.assign(self.p, self.p * 2.0 + 1.0)\nelse:\n"
    "    ops.assign(self.p, self.p - 1.0)\nh = h + self.p\nouts = outs + (self.p * 1.0,)",
    "for i in range(3):\n    if n[i] > 0:\n        ops.assign(self.cnt, self.cnt + i)\n"
    "    elif n[i] < -1:\n        ops.assign_sub(self.cnt, 1)\nh = h + self.cnt * {c}\n"
    "outs = outs + (self.cnt * 1,)",
    "if self.flag and h.max() > {c}:\n    ops.assign(self.p, h[0])\nh = h * self.p\n"
    "outs = outs + (self.p.sum(),)",
    "k = Tensor(0, ms.int32)\nwhile k < 3:\n    if (h * k).sum() > {c}:\n"
    "        ops.assign_add(self.p, ops.ones_like(self.p) * 0.5)\n        h = h + self.p\n"
    "    k += 1\nouts = outs + (self.p.mean(),)",
    # family 38's leftovers: float16 // and % by numbers float16 cannot hold, mixed dtypes
    "f16 = (x * 1.5).astype(ms.float16)\nouts = outs + (f16 // -0.3, f16 % -0.3, f16 // 0.1, "
    "f16 % (n.reshape(4, 1) + 7), f16 // y, f16 % y)\n"
    "h = h + (f16 // 0.7).astype(ms.float32) * {c}",
    "q16 = (n % 5).astype(ms.float16)\nouts = outs + (q16 // 0.3, n // 0.3, n % -0.7, q16 % 0.3, "
    "(q * 1.0) // -0.3, x // 0.1)\nh = h + ((q * 1.0) // 0.6) * {c}",
    "r = round(h * 4.0) / 4.0\nouts = outs + (round(h.sum()), r.sum())\nh = h + r * {c}",
]

TEMPLATE = '''
from minicell import mint
import minicell.numpy as mnp


class Sub(nn.Cell):
    def __init__(self, s):
        super().__init__()
        self.s = s
        self.b = Parameter(lin(6, lo=-0.2 * s, hi=0.3), name="b")

    def construct(self, a):
        return ops.tanh(a * self.s + self.b)


def make_adder(v):
    def add(t):
        return t + v
    return add


def TIMES(k):
    return lambda t: t * k


ADD_HALF = make_adder(0.5)


def inner(a, b, scale=1.0, bias=0.0):
    if (a * scale).sum() > 0:
        return a * scale + b + bias
    return a - b * scale + bias


def fwd(a, b, **kw):
    return inner(a, b, **kw) * 0.5


def kw_fn(a, b, scale=0.5, *, power=2):
    r = a * scale + b
    if r.sum() > 0:
        r = r * a
    return (r ** power).sum()


def mixer(a, b):
    t = a * b + ops.sin(a)
    t[0] = t[0] * 2.0
    return t[::-1] + b[:, ::-1]


def idx_fn(a, n):
    return (a[::-1, ::2] * a[:, 1::2]).sum() + a[n % 4].max() + a[..., None, 0].sum()


def star_fn(*ts):
    a, *rest = ts
    return (a * sum(rest)).sum() + (rest[-1] ** 2).sum()


class Net(nn.Cell):
    SCALE = 1.5
    LIMIT = 3

    def __init__(self):
        super().__init__()
        self.w = Parameter(lin(6, 6), name="w")
        self.p = Parameter(lin(6, lo=0.2, hi=0.9), name="p", requires_grad=False)
        self.acc = Parameter(Tensor(np.zeros((4, 6), np.float32)), name="acc", requires_grad=False)
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)
        self.blocks = nn.CellList([Sub(1.0), Sub(-0.5), Sub(2.0)])
        self.flag = True
        self.k = 3
        self.names = ("alpha", "beta")
        self.mode_name = "train"

    @property
    def doubled(self):
        return self.k * 2

    @staticmethod
    def static_mix(a, b):
        return a * 0.5 + b * 0.25

    @classmethod
    def cls_scale(cls, a):
        return a * cls.SCALE

    def helper(self, a, b, w=0.5):
        if (a * w).sum() > b.sum():
            return a * w + b * (1.0 - w)
        return a * b * w

    def find(self, a, lim):
        for i in range(3):
            for cell in self.blocks:
                a = cell(a)
                if a.sum() > lim * i:
                    return a * 2.0
        return a

    def first_over(self, a, lim):
        for r in range(4):
            for c in range(6):
                if a[r, c] > lim:
                    return a + a[r, c]
        return a - 1.0

    def wloop(self, a):
        i = 0
        while i < 3:
            j = 0
            while j < 2:
                a = a * 1.1
                if a.max() > 2.0:
                    return a
                j += 1
            i += 1
        return a * 0.5

    def construct(self, x, y, n):
        h = ops.tanh(x @ self.w)
        outs = ()
        q = (x * 4).astype(ms.int32) + n.reshape(4, 1) % 3
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
    return statement_program("fuzz39", seed, HEAD, TEMPLATE, _BODY)
