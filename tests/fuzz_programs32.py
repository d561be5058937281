"""Random programs for the thirty-second GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz32):
mixed dtypes, writes, gradients of control flow and Cells calling one another, on
``fuzz_programs6``'s module head (``snap``, ``lin``, the inputs ``X``/``X2``/``X3``).
``Net.construct(self, x, y, n)`` (``x``/``y`` float32 (4, 6), ``n`` an int32 (4,)) keeps a
float32 (4, 6) value ``h`` and a tuple ``outs`` of typed results, drawing from:

- dtype promotion of int8/uint8/int16/float16/bfloat16/float64 operands with each other, with
  float32/int32 Tensors and with Python ints, floats and bools (bfloat16 results are cast to
  float32 before they are returned);
- augmented assignment on subscripts of a local Tensor inside ``for`` loops and tensor ``if``s
  (``t[j] += ...``, ``t[i] -= ...`` with a 0-d Tensor index), ``+=``/``*=`` on Tensors with a
  second name bound to the first value, on list and dict elements (``lst[j] *= 2``,
  ``d['a'] += d['b']``);
- Parameters written in loops and branches: ``ops.assign``, ``ops.scatter_update`` with an index
  made from the loop variable, a Tensor-indexed write ``self.acc[k] = ...`` in a tensor
  ``while``, read back in the same call;
- gradients inside construct of functions with control flow: ``ms.value_and_grad`` with
  ``has_aux`` and a position tuple over a tensor ``if``, ``ms.grad`` through a Python ``for``
  and a tensor ``while``, ``weights`` of a sub-Cell whose construct branches;
- ``ops.stop_gradient`` in a branch of a tensor ``if`` and in one iteration of a ``for``;
- a sub-Cell's own methods called from construct, a Cell method taking another Cell and
  calling its method and its construct, a method calling ``self(...)``;
- ``@ms.jit`` functions called from construct: a Python-int loop bound, a tensor ``if``;
- reductions of 0-d and 1-d Tensors with ``keep_dims``/``keepdims`` and negative axes
  (``sum``/``mean``/``amax``/``max``/``prod``, ``ReduceMax``/``ReduceMean`` primitives, empty
  axis tuples), ``argmax`` and ``cumsum`` over ``-1``.

``main()`` calls the network on two inputs, takes the gradient of ``h``'s sum with respect to
both float inputs and the trainable Parameters, and snaps everything, Parameters included.

Triage against MindSpore 2.10 (CPU; each statement alone, /tmp/fuzz32/ref_each.py): see
test_graph_fuzz32's docstring.
"""
from fuzz_compare import main_tail, statement_program, statement_source
from fuzz_programs6 import HEAD

# statements keeping h float32 (4, 6) and adding typed results to the tuple outs
_BODY = [
    # dtype promotion
    "a = n.astype(ms.int8)\nb = n.astype(ms.uint8)\n"
    "outs = outs + (a + b, a * 2, b - 1, a * 1.5, b / 2, a // 3, a + True)",
    "q = n.astype(ms.int16)\nf = h[0, :4].astype(ms.float16)\n"
    "outs = outs + (q * f, q + 2.5, f * 3, f + True, q % 3, q * n)",
    "z = h.astype(ms.bfloat16)\nouts = outs + ((z * 2 + 1).astype(ms.float32), z + h, "
    "(z + 1.5).astype(ms.float32))\nh = h + (z * 0.5).astype(ms.float32)",
    "d = h.astype(ms.float64)\nouts = outs + (d * 2.5, d + h, d + n[0], d > h)\n"
    "h = (d * 0.5).astype(ms.float32) + h",
    "outs = outs + (n * 2.5, n / 2, n // 2, n ** 2, -n % 3, True + n, n * False)",
    "u = n.astype(ms.uint8)\nk = n.astype(ms.int8)\nouts = outs + (u * k, u + 1.0, k - u, u > k)",
    # augmented assignment on subscripts, names, list and dict elements
    "t = h * 1.0\nfor j in range(3):\n    t[j] += y[j]\nh = t",
    "t = h * 1.0\ni = Tensor(1)\nif h.sum() > {c}:\n    t[i] = x[0]\nelse:\n"
    "    t[i] -= 1.0\nh = t",
    "t = h * 1.0\nt += y\nt *= 0.5\nh = t",
    "u = h * 1.0\nv = u\nu += 1.0\nouts = outs + (v, u)\nh = h + v",
    "lst = [h, y * 0.5]\nfor j in range(2):\n    lst[j] *= 2.0\nlst[0] += lst[1]\nh = lst[0]",
    "d = {{'a': h, 'b': y}}\nd['a'] += d['b']\nd['b'] -= 1.0\nh = d['a'] * d['b']",
    "p = (h, y)\na, b = p\na += b * {c}\nh = a",
    # Parameters written in loops and branches
    "for j in range(2):\n"
    "    ops.scatter_update(self.tab, Tensor([j], ms.int32), h[j:j + 1] * 0.5)\n"
    "h = h + self.tab",
    "k = Tensor(0)\nwhile k < 2:\n    self.tab[k] = h[k] * 2.0\n    k = k + 1\nh = h + self.tab",
    "if h.mean() > {c}:\n    ops.assign(self.acc, h)\nelse:\n    ops.assign(self.acc, h * 2.0)\n"
    "h = h + self.acc",
    "for j in range(3):\n    ops.assign_add(self.cnt, Tensor(j, ms.int32))\n"
    "outs = outs + (self.cnt * 1,)",
    # gradients of control flow inside construct
    "def f(a, b):\n    r = a * 1.0\n    if r.sum() > {c}:\n        r = r * b\n    else:\n"
    "        r = r - b\n    return r.sum(), r\n"
    "(v, aux), g = ms.value_and_grad(f, grad_position=(0, 1), has_aux=True)(h, y)\n"
    "outs = outs + (v, aux)\nh = h + g[0] * 0.1 + g[1] * 0.1",
    "def f(a):\n    for j in range(2):\n        a = ops.sin(a) * 1.5\n    return a.sum()\n"
    "g = ms.grad(f)(h)\nh = h + g * 0.1",
    "def f(a):\n    k = Tensor(0)\n    while k < 2:\n        a = a * 0.8 + 0.1\n"
    "        k = k + 1\n"
    "    return a.sum()\ng = ms.grad(f)(h)\nh = h + g",
    "g = ms.grad(self.blk, grad_position=None, weights=self.blk_w)(h)\nh = h + g[0] * 0.1",
    "g = ms.grad(self.blk, grad_position=0)(h)\nh = h * g",
    # stop_gradient in branches and loops
    "if h.sum() > {c}:\n    s = ops.stop_gradient(h * 2.0)\nelse:\n    s = h * 0.5\nh = h + s",
    "for j in range(2):\n    if j == 1:\n        h = ops.stop_gradient(h) + h * 0.5\n    else:\n"
    "        h = h * 1.1",
    # Cells calling one another
    "h = self.blk.scale(h) + self.other.use(self.blk, h)",
    "h = self.blk.twice(h)",
    "h = self.other.use(self.blk, self.blk.scale(h))",
    # jit functions
    "h = jloop(h, 2)",
    "h = jbranch(h, y)",
    # reductions of 0-d and 1-d Tensors
    "v = h[0]\nouts = outs + (v.sum(-1, keepdims=True), v.mean(axis=-1, keep_dims=True), "
    "ops.amax(v, -1, True), v.max(axis=0, keepdims=True), v.prod(-1), v.argmax(-1))",
    "s = h.sum()\nouts = outs + (s.sum(), s.mean(), s.sum(keepdims=True), "
    "ops.mean(s, keep_dims=True), "
    "s.max(), ops.ReduceSum(keep_dims=True)(s))\nh = h / (ops.abs(s) + 1.0)",
    "v = h[:, 0]\nouts = outs + (ops.ReduceMax(keep_dims=True)(v, -1), "
    "ops.ReduceMean(True)(v, ()), "
    "ops.cumsum(v, -1), v.std(), ops.amin(v, axis=-1, keepdims=True))",
    "c = n.sum()\nouts = outs + (c.sum(keepdims=True), c * 0.5, n.max(-1, keepdims=True), "
    "n.astype(ms.int8).sum(-1))",
]

TEMPLATE = '''

class Blk(nn.Cell):
    def __init__(self):
        super().__init__()
        self.s = Parameter(lin(6, lo=0.2, hi=0.9), name="s")

    def scale(self, a):
        return a * self.s

    def twice(self, a):
        return self.scale(a) + self(a) * 0.5

    def construct(self, a):
        if a.sum() > 0:
            return ops.tanh(a * self.s)
        return a - self.s


class Other(nn.Cell):
    def __init__(self):
        super().__init__()
        self.u = Parameter(lin(6, lo=-0.3, hi=0.4), name="u")

    def use(self, blk, a):
        return blk.scale(a) * self.u + blk(a) * 0.5

    def construct(self, a):
        return a + self.u


@ms.jit
def jloop(a, k):
    for _ in range(k):
        a = ops.sin(a) + a * 0.5
    return a


@ms.jit
def jbranch(a, b):
    if a.mean() > b.mean():
        return a * b
    return a - b * 0.5


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(lin(6, 6), name="w")
        self.acc = Parameter(Tensor(np.zeros((4, 6), np.float32)), name="acc", requires_grad=False)
        self.tab = Parameter(Tensor(np.zeros((4, 6), np.float32)), name="tab", requires_grad=False)
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)
        self.blk = Blk()
        self.other = Other()
        self.blk_w = ms.ParameterTuple(self.blk.trainable_params())

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
    return statement_program("fuzz32", seed, HEAD, TEMPLATE, _BODY)
