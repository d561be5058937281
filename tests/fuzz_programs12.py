"""Random programs for the twelfth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz12):
``fuzz_programs8``'s network of nested Cells (same ``Prog`` plus two plain attributes, the same
drivers and snaps; module-level helper functions added), whose construct draws from the control
flow and function structure users write around tensors:

- ``if``/``elif``/``else`` chains on tensor conditions (``h.sum() > c``, counts of a mask,
  ``max``/``min``), ``while`` loops on tensor conditions with ``break`` and ``continue`` (int32
  tensor, float tensor and Python counters), ``for`` over ``range(n)`` carrying a tensor (with
  ``n`` a plain attribute), ``for`` over a tuple of Cells, nested loops (a tensor ``while`` in a
  ``for``, ``for`` in ``for`` with ``continue``);
- early ``return`` from inside a tensor-conditioned branch: at the top of construct, in an
  ``elif``, inside a ``for`` and a tensor ``while`` (the same structure as the final return);
- module-level functions called from construct with default, positional and keyword arguments
  (one with its own tensor ``if`` and early return), nested ``def``\\s and lambdas in construct
  closing over ``self`` attributes and sub-Cells;
- ``ops.grad``/``ops.value_and_grad`` inside construct: of a module-level function (positions,
  a tuple of positions, ``has_aux``), of a nested function or lambda over a Parameter, so the
  drivers' gradients differentiate through a gradient;
- ``ops.stop_gradient``, ``ops.depend``, in-place Parameter updates (``ops.assign``,
  ``ops.assign_add``, their results used, ``self.acc += h``, under a tensor ``if``, in tensor
  ``while`` and ``for`` loops, inside a helper taking the Parameter, on a trainable Parameter)
  read back later in the same call.

Every statement ran alone on MindSpore 2.10 (CPU) in both modes, called and differentiated: its
PYNATIVE_MODE agrees with minicell's outputs except where 2.10 is wrong: the drivers' gradient
through an ``ops.grad`` taken inside construct (2.10's PYNATIVE_MODE drops the second-order term
``jax.grad`` of the same function keeps; its GRAPH_MODE gives a third answer), and
``ops.assign`` in one branch of a tensor ``if`` with ``ops.assign_add`` in the other (2.10's
GRAPH_MODE disagrees with its PYNATIVE_MODE). ``ops.grad(f, has_aux=True)`` of an ``f``
returning two values gives 2.10's GRAPH_MODE a ``0`` for the aux output, and a default argument
of ``f`` is refused there, so the ``has_aux`` function here returns three values and has no
defaults. minicell's two modes must agree with each other."""
import fuzz_programs8
from fuzz_programs8 import CELLS, RETURNS, _Nest

FUNCS = '''

def mix(a, b, alpha=0.5, beta=1.0):
    return a * alpha + b * beta


def bounded(t, lo=-1.0, hi=1.0, *, scale=1.0):
    return ops.clamp(t, lo, hi) * scale


def pick(t, thresh=0.0):
    if t.sum() > thresh:
        return t * 2.0
    return t - 1.0


def energy(t, w):
    return ops.tanh(ops.matmul(t, w)).sum()


def energy_aux(t, w):
    u = ops.tanh(ops.matmul(t, w))
    return u.sum() * 0.5, u.mean(0), u.max()


class Prog(nn.Cell):'''

CELLS12 = CELLS.replace("\n\nclass Prog(nn.Cell):", FUNCS, 1).replace(
    "        self.m = Parameter(",
    "        self.scale, self.k = 0.5, 2\n        self.m = Parameter(", 1)

# stands for the final return's expression in an early return
EARLY = "__RET__"

# float32 (4, 6) h -> float32 (4, 6) h; ``{c}`` a threshold, ``{p}`` a positive one
STMTS12 = [
    # if/elif/else on tensor conditions
    "if h.sum() > {c}:\n    h = h * 0.5\nelif h.mean() < -0.1:\n    h = h + y\nelse:\n    h = h - 1.0",
    "if (h > 0).sum() > 12:\n    h = self.leaf(h)\nelif y.max() > {c}:\n    h = self.tied(h) + y\n"
    "elif h.min() < -1.0:\n    h = h * self.m\nelse:\n    h = ops.relu(h)",
    "if h.max() > {p}:\n    if y.sum() > 0:\n        h = h / {p}\n    else:\n        h = h * 0.25\n"
    "h = h + 0.5",
    # while on tensor conditions with break/continue
    "i = Tensor(0, ms.int32)\nwhile i < 5:\n    i = i + 1\n    if h.sum() > {c}:\n        break\n"
    "    if i % 2 == 0:\n        continue\n    h = h + 0.25 * i.astype(ms.float32)",
    "s = h.sum()\nn = Tensor(0.0, ms.float32)\nwhile s > 0:\n    s = s - 5.0\n    n = n + 1.0\n"
    "    if n > 3:\n        break\nh = h * (n + 1.0) * 0.5",
    "k = 0\nwhile h.mean() < {c}:\n    k += 1\n    if k > 3:\n        break\n    if k == 2:\n"
    "        continue\n    h = h + self.leaf(h) + 0.5",
    # for over range(n) carrying a tensor, over a tuple of Cells, nested loops
    "for i in range(3):\n    h = h * self.m + y * i\n    if h.sum() > {c}:\n        h = h * 0.5",
    "acc = ops.zeros_like(h)\nfor i in range(self.k):\n    for j in range(2):\n"
    "        if i == j:\n            continue\n        acc = acc + h * (i - j)\nh = h + acc * 0.1",
    "for cell in (self.leaf, self.tied, self.seq):\n    h = cell(h) + h * 0.5",
    "for i in range(2):\n    n = Tensor(0, ms.int32)\n    while n < 2 and h.max() > {c}:\n"
    "        h = h - 0.5\n        n = n + 1",
    "for t in (h, y):\n    for cell in (self.leaf, self.tied):\n        if t.mean() > {c}:\n"
    "            continue\n        h = h + cell(t) * 0.5",
    "for i in range(self.k):\n    a, m = self.b1(h)\n    h = a * 0.5 + m",
    # early return from inside a branch
    "if h.sum() > {c}:\n    h = h * 2.0\n    return " + EARLY,
    "if (h < 0).all():\n    return " + EARLY,
    "for i in range(3):\n    h = self.leaf(h) + y\n    if h.sum() > {c}:\n        return " + EARLY,
    "if h.mean() > y.mean():\n    h = h - y\nelse:\n    h = h + 1.0\n    if h.max() > {p}:\n"
    "        return " + EARLY,
    # module-level functions with defaults and keywords
    "h = mix(h, y)\nh = mix(h, y, beta=-0.5) + mix(y, h, 0.25, beta=2.0)",
    "h = bounded(h) + bounded(y, hi={p}, scale=2.0) + bounded(h, -0.5, scale=0.5)",
    "h = pick(h) + pick(y, thresh={c})",
    "h = mix(alpha=self.scale, a=h, b=self.leaf(y))",
    "h = pick(mix(h, y, beta=self.scale), {c}) * 0.5",
    # closures over self attributes
    "def f(t):\n    return t * self.m + self.scale\nh = f(h) + f(y)",
    "def g(t, n=2):\n    for _ in range(n):\n        t = self.leaf(t)\n    return t\nh = g(h) + g(y, 1)",
    "sq = lambda t: t * t * self.scale\nh = sq(h) - sq(y)",
    "def stepf(t):\n    if t.sum() > {c}:\n        return t * self.m\n    return t - self.m\n"
    "h = stepf(h) + stepf(y)",
    # grad / value_and_grad inside construct
    "g = ops.grad(energy)(h, self.leaf.w)\nh = h + g",
    "def inner(t):\n    return (self.leaf(t) * t).sum()\nh = h + ops.grad(inner)(h) * 0.5",
    "v, g = ops.value_and_grad(energy, grad_position=(0, 1))(h, self.leaf.w)\n"
    "h = h * v * 0.01 + g[0] + g[1].sum(0) * 0.1",
    "g, (mu, top) = ops.grad(energy_aux, grad_position=0, has_aux=True)(h, self.leaf.w)\n"
    "h = h + g + mu * top",
    "(v, mu, top), g = ops.value_and_grad(energy_aux, 1, has_aux=True)(h, self.m.reshape(6, 1) "
    "* self.leaf.w)\nh = h * 0.5 + mu + g.sum(0) * v",
    "g = ops.grad(lambda t: (t * self.m).sum() + ops.sin(t).sum())(h)\nh = h + g",
    "gx, gy = ops.grad(lambda a, b: (mix(a, b, beta=self.scale) ** 2).sum(), (0, 1))(h, y)\n"
    "h = h + gx * 0.1 - gy * 0.1",
    # stop_gradient, depend, in-place Parameter updates read back
    "ops.assign(self.acc, h)\nh = self.acc * 2.0 + h",
    "ops.assign_add(self.acc, y)\nops.assign_add(self.acc, h)\nh = h - self.acc * 0.5",
    "if h.sum() > {c}:\n    ops.assign(self.acc, h * 0.5)\nelse:\n    ops.assign_add(self.acc, y)\n"
    "h = h + self.acc",
    "for i in range(2):\n    ops.assign_add(self.acc, h * 0.25)\n    h = h + self.acc",
    "h = ops.depend(h, ops.assign(self.acc, y))\nh = h * self.acc + ops.stop_gradient(h) * 0.5",
    "h = h + ops.stop_gradient(self.leaf(h) * self.m)",
    "ops.assign(self.m, self.m * 1.1)\nh = h * self.m",
    "while self.acc.sum() < {c}:\n    ops.assign_add(self.acc, ops.ones_like(self.acc))\n"
    "h = h + self.acc",
    "ops.assign_add(self.acc, ops.stop_gradient(h))\nh = ops.depend(h, self.acc) * self.acc.mean()",
    "old = self.acc * 1.0\nh = ops.depend(h, ops.assign_add(self.acc, h))\nh = h + self.acc - old",
    "r = ops.assign_add(self.acc, h)\nh = r * 0.5 + h",
    "if h.sum() > {c}:\n    self.acc += h\nh = h + self.acc",
    "def bump(p, v):\n    ops.assign_add(p, v)\n    return p * 1.0\nh = h + bump(self.acc, h * 0.5)",
    "n = Tensor(0, ms.int32)\nwhile n < 3 and self.acc.sum() < {c}:\n"
    "    ops.assign_add(self.acc, h * 0.1 + 0.5)\n    n = n + 1\nh = h * self.acc",
    "for i in range(4):\n    ops.assign(self.acc, self.acc * 0.5 + h)\n    if self.acc.mean() > {c}:\n"
    "        break\n    h = h + self.acc",
    # more control flow: a return inside a tensor while, in an elif, a flag ending a for
    "n = Tensor(0, ms.int32)\nwhile n < 4:\n    h = self.leaf(h) + 0.1\n    n = n + 1\n"
    "    if h.sum() > {c}:\n        return " + EARLY,
    "if h.sum() > {c}:\n    h = h * 0.5\nelif h.sum() < -{p}:\n    return " + EARLY + "\nelse:\n"
    "    h = h + y",
    "done = False\nfor i in range(3):\n    if done:\n        break\n    while h.max() > {p}:\n"
    "        h = h * 0.5\n        done = True",
    "t = Tensor(0.0, ms.float32)\nwhile t < 2.0:\n    t = t + 0.5\n    if t == 1.0:\n        continue\n"
    "    h = h + t * self.m",
    "def f(t, s=self.scale):\n    return t * s\nh = f(h) + f(y, 2.0)",
    "g = ops.grad(mix, (0, 1))(h, y, 0.3, 2.0)\nh = h + g[0] - g[1]",
]


class _Gen12(_Nest):
    """``fuzz_programs8``'s network with family 12's statements (a quarter from family 8's); an
    early return repeats the final return's expression."""
    stmts = STMTS12 * 3 + fuzz_programs8.STMTS
    cells, returns = CELLS12, RETURNS

    def __init__(self, seed):
        super().__init__(seed * 7907 + 12)   # not another family's program for the seed

    def body(self):
        ret = self.lines[-1].strip()[len("return "):]
        return super().body().replace(EARLY, ret)


assert CELLS12.count("def energy_aux") == 1 and "self.scale, self.k" in CELLS12


def generate(seed):
    """The source of program ``seed``."""
    return _Gen12(seed).program()
