"""Random programs for the thirty-seventh GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz37):
helpers with defaults and keyword arguments whose early ``return`` sits inside nested control
flow, Python-valued Cell attributes, Parameter state across branches, and containers mixing
Tensors with Python numbers, on ``fuzz_programs6``'s module head (``snap``, ``lin``, the inputs
``X``/``X2``/``X3``). ``Net.construct(self, x, y, n)`` (``x``/``y`` float32 (4, 6), ``n`` an
int32 (4,)) keeps a float32 (4, 6) value ``h`` and a tuple ``outs`` of typed results, drawing
from:

- module-level helpers and Net methods with positional defaults, keyword-only arguments and
  ``None`` defaults, called with and without them, whose ``return`` sits inside a ``for`` over a
  tuple (Python and Tensor conditions), inside a ``while`` with ``break``, and inside a ``for``
  nested in a ``while``, inside a Tensor ``while`` and a ``for`` over a Tensor's rows; a helper
  returning a tuple unpacked by the caller; recursion on a Python depth, ``*args``/``**kw``
  forwarding, an ``@ms.jit`` helper with a ``None`` default, a ``staticmethod``, a
  ``classmethod`` and a ``property`` of Net, a method writing Parameters under a Tensor ``if``
  and returning early, module-level dict and tuple constants;
- ``ms.grad`` / ``ms.value_and_grad`` of such helpers inside construct (an early return under a
  Tensor condition inside a ``for`` over a tuple, a ``while`` with ``break``);
- Cell attributes of Python types read in construct: a bool flag, an int, a tuple of floats, a
  tuple of strings, a dict (``[]``, ``get`` with a default, ``in``), a string compared with
  ``==``, ``None``; conditional expressions on them and on a Tensor;
- ``ops.assign`` / ``ops.assign_add`` / ``ops.assign_sub`` on a float and an int32 Parameter in
  both arms of a Tensor ``if``, in a ``for`` over a tuple with ``continue``, read back;
  augmented assignment of the int32 Parameter with float operands (``self.cnt += 1.5``, cast
  back to int32 as 2.10 does);
- writes ``t[idx] = v`` to a local copy with slices and steps, ``...``, ``None``, a negative
  index, a 0-d int32 Tensor index, a list index, and ``+=`` through them;
- tuples, lists and dicts of Tensors and Python numbers: starred unpacking, ``list.append`` /
  ``extend`` / ``pop``, ``dict`` updates by key, ``sum``/``max``/``min``/``abs`` of Python
  numbers and shapes, ``bool``/``int``/``float`` conversions, numbers mixed into Tensor
  arithmetic and comparisons (``(h > c) & m``, ``~``, ``|``) and ``int``/``bool`` Tensor results.

``main()`` calls the network on two inputs, takes the gradient of ``h``'s sum with respect to
both float inputs and the trainable Parameters, and snaps everything, Parameters included.

Triage and the bugs found: see test_graph_fuzz37's docstring.
"""
from fuzz_compare import main_tail, statement_program, statement_source
from fuzz_programs6 import HEAD

# statements keeping h float32 (4, 6) and adding typed results to the tuple outs; literal braces
# are doubled ({c} is -0.5, 0.0 or 0.5)
_BODY = [
    # helpers with defaults / keywords and early returns inside nested control flow
    "h = scan_pick(h)\nouts = outs + (scan_pick(h, (3, 1), lim={c}), scan_pick(h, lim=5.0))",
    "h = first_pos(h, (-1.0, 0.5, 2.0))\nouts = outs + (first_pos(y, (1.0,), default={c}),)",
    "a, i = grow(h)\nb, j = grow(h * 0.1, lim=0.5, step=2.0)\nouts = outs + (a, i, b, j)\n"
    "h = h + a * 0.01",
    "h = nested_ret(h, n)\nouts = outs + (nested_ret(h, n, rounds=1, bump={c}),)",
    "p, q = split_pair(h)\nr, s = split_pair(h, scale={c}, swap=True)\n"
    "h = p + q * 0.5 + r\nouts = outs + (s,)",
    "h = self.mix(h)\nh = self.mix(h, y, scale={c})\nouts = outs + (self.mix(h, b=None, "
    "scale=2.0),)",
    "h = self.walk(h)\nouts = outs + (self.walk(h, steps=(2, -1, 3), cap=1.0),)",
    "h = self.pick(h, 1) + self.pick(h, k=-1) * 0.5\nouts = outs + (self.pick(x, 0, neg=True),)",
    "h = h + count_up(h, n) * 0.1\nouts = outs + (count_up(h, n, start=2),)",
    # gradients of such helpers inside construct
    "g = ms.grad(first_pos)(h, (-1.0, 0.5, 2.0))\nouts = outs + (g,)\nh = h + g * {c}",
    "v, g = ms.value_and_grad(grow_loss)(h)\nouts = outs + (v, g)\nh = h * 0.5 + g * 0.1",
    "g1, g2 = ms.grad(scan_two, grad_position=(0, 1))(h, y)\nouts = outs + (g1, g2)\n"
    "h = h + g1 * 0.1",
    # Cell attributes of Python types
    "for s in self.scales:\n    h = h * s\nouts = outs + (len(self.scales), self.scales[-1])",
    "if self.flag:\n    h = h + 1.0\nelse:\n    h = h - 1.0\nouts = outs + (self.flag, "
    "not self.flag)",
    "h = h * self.cfg['gain'] + self.cfg.get('bias', 0.25)\nouts = outs + ('gain' in self.cfg, "
    "self.cfg.get('missing', -1))",
    "if self.act == 'tanh':\n    h = ops.tanh(h)\nelif self.act == 'relu':\n    h = ops.relu(h)"
    "\nouts = outs + (self.act, self.names[self.k % 2])",
    "h = h if self.none is None else h * 2.0\nouts = outs + (self.k * 2 + 1, self.k // 2, "
    "-self.k % 3)",
    "for i, nm in enumerate(self.names):\n    if nm == 'b':\n        h = h + i\n"
    "outs = outs + (len(self.names),)",
    "h = h * 0.5 if h.sum() > {c} else h * 2.0\nouts = outs + (h.sum(),)",
    "h = (h + 1.0) if (self.flag and h.shape[0] == 4) else (h - 1.0)\n"
    "outs = outs + (self.flag or self.k > 5,)",
    # Parameter state across branches
    "if h.sum() > {c}:\n    ops.assign(self.acc, h)\nelse:\n    ops.assign_add(self.acc, h * 0.5)"
    "\nh = h + self.acc * 0.5\nouts = outs + (self.acc * 1.0,)",
    "for s in (1, 2, 3):\n    if s == 2:\n        continue\n    ops.assign_add(self.cnt, s)\n"
    "outs = outs + (self.cnt + 0,)\nh = h + self.cnt.astype(ms.float32) * 0.1",
    "if (n > 0).any():\n    ops.assign_sub(self.acc, h * 0.25)\n    ops.assign_add(self.cnt, 1)\n"
    "else:\n    ops.assign(self.cnt, self.cnt * 2)\nouts = outs + (self.cnt * 1, self.acc + 0.0)\n"
    "h = h - self.acc",
    "for t in (h, y):\n    ops.assign_add(self.acc, t * {c})\nh = h + self.acc\n"
    "outs = outs + (self.acc.sum(),)",
    # writes through indices on a local copy
    "t = h * 1.0\nt[1:, ::2] = 0.5\nt[..., -1] = h[:, 0]\nh = h + t\nouts = outs + (t,)",
    "t = h * 1.0\nt[n[0] % 4] = {c}\nt[-1] += 1.0\nh = t\nouts = outs + (t[0],)",
    "t = h * 1.0\nt[None, 2] = y[1]\nt[[0, 3]] = 0.25\nh = h + t * 0.5\nouts = outs + (t.shape,)",
    "t = h * 1.0\nt[..., 1:3] *= 2.0\nt[:2, None, 4] = -1.0\nh = t\nouts = outs + (t[:, 4],)",
    "t = q * 1\nt[2:, 0] = 7\nt[n[1] % 4, -1] += 3\nouts = outs + (t,)\n"
    "h = h + t.astype(ms.float32) * 0.01",
    # containers mixing Tensors and Python numbers
    "pack = (h.sum(), 2, 3.5, True)\na, b, *rest = pack\nh = h * b + a * 0.01\n"
    "outs = outs + (len(rest), rest[0] * b, rest[-1] + 1, a)",
    "lst = [h[0], 1.0]\nlst.append(h.shape[0])\nlst.extend((y[1], 2))\nlast = lst.pop()\n"
    "outs = outs + tuple(lst) + (last, len(lst))\nh = h + lst[0] * lst[1]",
    "d = {{'h': h, 'k': 3}}\nd['k'] = d['k'] + 1\nd['z'] = h.mean()\nh = d['h'] * d['k'] * 0.25"
    "\nouts = outs + (d['k'], d['z'], len(d))",
    "s = sum(h.shape) + max(h.shape) - min(2, h.shape[0]) + abs(-3)\nh = h * (s / 10)\n"
    "outs = outs + (s, s / 4, s // 4, float(s) * 0.5, int(2.7), bool(s))",
    "k = -7 // 2 + 7 % -3\nh = h * k * 0.1 + (h.shape[0] > 3) + int(True) + float(2)\n"
    "outs = outs + (k, 2 ** -1, True + 1, 3 * False)",
    "m2 = (h > {c}) & (y < 0.5)\nm3 = ~m2 | (h < -0.5)\nouts = outs + (m2, m3, m2.sum(), "
    "(m3 == m2).all())\nh = h + m2.astype(ms.float32) * 0.1",
    "outs = outs + (h > 0.5, 0.5 < h, h == h.max(), n + True, q * 1.5, q // 2, q / 2, "
    "-n, n * n > 4)\nh = h * 0.75",
    "z = (q > 0) + 1\nw = (h > 0) * 2.5\nu = True * q\nouts = outs + (z, w, u, (h > 0) | (y > 0))"
    "\nh = h + w * 0.1",
    "for i, t in enumerate((h, x, y)):\n    if i == 1:\n        continue\n    h = h + t * 0.1\n"
    "outs = outs + (h.sum(),)",
    # more helper shapes: tensor while with an early return, recursion on a Python depth,
    # *args / **kw forwarding, a jit helper with keywords, static and class methods, a
    # property, module constants, a helper writing a Parameter under a Tensor if
    "h = until(h)\nouts = outs + (until(y, lim={c}),)",
    "h = rows_ret(h)\nouts = outs + (rows_ret(y * 3.0, thr=0.5),)",
    "h = deep(h, 2) + deep(h, depth=0) * 0.5\nouts = outs + (deep(y, 3, k={c}),)",
    "h = fwd(h, (2, 1), lim=1.5)\nouts = outs + (fwd(y, lim={c}), fwd(h, (1,)))",
    "h = jhelp(h, b=y)\nouts = outs + (jhelp(h), jhelp(h, y, s={c}))",
    "h = Net.stat(h, 2.0) + self.clsm(h)\nouts = outs + (self.prop, Net.stat(y))",
    "for key in ORDER:\n    h = h * TABLE[key]\nouts = outs + (len(TABLE), ORDER[-1], TABLE['b'])",
    "r, c2 = h.shape\nh = h * (r / c2)\nouts = outs + (r * c2, r - c2, (r, c2), h.shape[-1:])",
    "h = self.bump(h, {c})\nouts = outs + (self.acc + 0.0, self.cnt * 1)",
    "h = self.mix(h, b=y, scale={c}) + self.mix(b=x, a=h)\nouts = outs + (h.mean(),)",
    "for t in (h, x, y):\n    if t.shape[0] == 4:\n        h = h + t * 0.2\n        break\n"
    "outs = outs + (h.shape,)",
    # augmented assignment of Parameters with float operands
    "self.cnt += 1.5\nself.cnt *= Tensor(1.5)\nself.acc += h * {c}\n"
    "outs = outs + (self.cnt + 0, self.acc * 1.0)\nh = h + self.acc",
]

TEMPLATE = '''

def scan_pick(a, ks=(1, 2, 3), *, lim=2.0):
    for k in ks:
        if k > lim:
            return a * 0.5 + k
        a = a + k * 0.1
    return a - 1.0


def first_pos(a, ts, default=0.0):
    for t in ts:
        if (a * t).sum() > 0.5:
            return a * t
        a = a * 0.9
    return a + default


def grow(a, lim=3.0, step=1.5):
    i = 0
    while i < 4:
        a = a * step
        if a.abs().max() > lim:
            break
        i += 1
    return a, i


def grow_loss(a):
    b, _ = grow(a, lim=2.0)
    return (b * b).sum()


def nested_ret(a, n, rounds=2, bump=0.5):
    r = 0
    while r < rounds:
        for j in (0, 1, 2):
            if n[j] > 5:
                return a + bump * j
            a = a * 0.5 + 0.1
        r += 1
    return a - bump


def split_pair(a, scale=1.0, swap=False):
    lo = a[:2] * scale
    hi = a[2:]
    if swap:
        return ops.concat((hi, lo)), lo.sum()
    return ops.concat((lo, hi)), hi.sum()


def count_up(a, n, start=0):
    c = start
    for j in range(4):
        if n[j] > 0:
            c = c + 1
    return a * c


def scan_two(a, b):
    for k in (1.0, 2.0):
        if (a * k).sum() > b.sum():
            return (a * b * k).sum()
    return (a - b).sum()


def until(a, lim=4.0):
    while a.abs().sum() < 60.0:
        if a.max() > lim:
            return a * 0.5
        a = a * 1.5 + 0.1
    return a


def rows_ret(a, thr=1.0):
    for r in a:
        if r.sum() > thr:
            return a + r
    return a - 1.0


def deep(a, depth, k=0.5):
    if depth == 0:
        return a * k
    return deep(a * 0.9 + 0.1, depth - 1, k)


def fwd(*args, **kw):
    return scan_pick(*args, **kw)


@ms.jit
def jhelp(a, b=None, s=0.5):
    if b is None:
        return a * s
    return a * s + b


TABLE = {{'a': 0.5, 'b': 1.5, 'c': -1.0}}
ORDER = ('a', 'c', 'b')


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(lin(6, 6), name="w")
        self.acc = Parameter(Tensor(np.zeros((4, 6), np.float32)), name="acc", requires_grad=False)
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)
        self.flag = True
        self.k = 3
        self.scales = (0.5, 1.5, -1.0)
        self.names = ('a', 'b', 'c')
        self.cfg = {{'gain': 0.75, 'bias': -0.5}}
        self.act = 'tanh'
        self.none = None

    def mix(self, a, b=None, scale=1.0):
        if b is None:
            return a * scale
        return a * scale + b * 0.5

    def walk(self, a, steps=(1, 2), cap=3.0):
        for s in steps:
            if s < 0:
                return a - s
            while a.abs().max() < cap:
                a = a * 2.0 + s * 0.01
                if a.sum() > cap:
                    break
        return a

    def pick(self, a, k=0, *, neg=False):
        r = a[k] if not neg else -a[k]
        return a + r

    @staticmethod
    def stat(a, s=0.5):
        return a * s - 0.1

    @classmethod
    def clsm(cls, a):
        return cls.stat(a, 0.25)

    @property
    def prop(self):
        return self.k * 2

    def bump(self, a, c):
        if a.sum() > c:
            ops.assign_add(self.acc, a)
            ops.assign_add(self.cnt, 2)
            return a * 0.5
        ops.assign(self.acc, -a)
        return a + 1.0

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
    return statement_program("fuzz37", seed, HEAD, TEMPLATE, _BODY)
