"""Random programs for the thirtieth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz30):
writes in place and gradients taken inside construct, on ``fuzz_programs6``'s module head
(``snap``, ``lin``, the inputs ``X``/``X2``/``X3``). ``Net.construct(self, x, y, n)`` (``x``/``y``
float32 (4, 6), ``n`` an int32 (4,)) keeps a float32 (4, 6) value ``h`` and a tuple ``outs``,
drawing from:

- in-place Tensor methods on construct's own inputs (``x.add_``, ``y.mul_``, ``x.copy_``,
  ``x.div_``, through a second name, returned), which a GRAPH_MODE call and gradient give back
  to the caller;
- in-place methods and writes through slices, masks and ``...`` on locals inside a tensor
  ``if``, a tensor ``while``, Python loops, and chained (``t.add_(1).mul_(0.5)``);
- ``ops.assign`` / ``ops.assign_add`` on a float and an int32 Parameter inside ``for`` and
  tensor ``while`` loops and a tensor ``if``, read back;
- gradients inside construct: ``ms.grad`` of a sub-Cell (``grad_position``, ``weights``),
  of a nested function with ``has_aux`` and a position tuple, ``value_and_grad``,
  ``ops.GradOperation`` with ``get_all`` and ``sens_param``;
- ``ops.stop_gradient`` in one branch of a tensor ``if`` and on a reduction;
- ``jit`` functions calling ``jit`` functions and a Cell, and one writing its argument in place;
- int32, bool and uint8 Tensor arithmetic promoted with Python numbers and bools in loops;
- ``Tensor.item()`` and ``asnumpy()`` inside construct, their values used.

``main()`` calls the network twice on fresh copies of the inputs, snaps the inputs after each
call (what was written back), takes the gradient of ``h``'s sum with respect to both float
inputs and the weights, and snaps everything, Parameters included.

Triage against MindSpore 2.10 (CPU; each statement alone, /tmp/fuzz30/each.py): see
test_graph_fuzz30's docstring.
"""
from fuzz_compare import statement_program, statement_source
from fuzz_programs6 import HEAD

# statements keeping h float32 (4, 6) and adding typed results to the tuple outs
_BODY = [
    # in-place methods on construct's inputs
    "x.add_(h * 0.1)\nh = h + x",
    "y.mul_({c})\nouts = outs + (y * 1.0,)\nh = h + y",
    "x.copy_(h)\nh = x * 0.5 + y",
    "a = y\na.add_(1.0)\nouts = outs + (y + 0.0,)\nh = h + a * 0.1",
    "x.div_(2.0)\nx.add_(y, alpha=0.5)\nh = h - x",
    # in-place on locals inside control flow
    "t = h * 1.0\nif t.sum() > {c}:\n    t.add_(1.0)\nelse:\n    t.mul_(0.5)\nh = h + t",
    "t = h * 1.0\nj = 0\nwhile j < 3:\n    t.mul_(0.9)\n    j += 1\nh = t",
    "t = h * 1.0\nk = Tensor(0)\nwhile k < 3:\n    t.add_(0.25)\n    k = k + 1\nh = h + t",
    "t = h * 1.0\nfor j in range(3):\n    t[j] = t[j] * 2.0\nh = t",
    "t = h * 1.0\nt[t > {c}] = 0.0\nt[..., 0] = 1.0\nt[1:3, ::2] += 0.5\nh = t",
    "t = (h * 1.0).add_(1.0).mul_(0.5)\nouts = outs + (t,)\nh = t",
    "t = h * 1.0\nif h.mean() > {c}:\n    t[0] = 2.0\nh = h + t",
    # Parameter updates in loops and branches
    "for j in range(2):\n    ops.assign_add(self.acc, h * 0.1)\nh = h + self.acc",
    "k = Tensor(0)\nwhile k < 2:\n    ops.assign(self.acc, self.acc * 0.5 + h)\n    k = k + 1\nh = h - self.acc * 0.1",
    "ops.assign_add(self.cnt, Tensor(1, ms.int32))\nouts = outs + (self.cnt * 1,)",
    "if h.mean() > {c}:\n    ops.assign(self.acc, h)\nh = h + self.acc * 0.5",
    # gradients inside construct
    "g = ms.grad(self.sub, grad_position=0)(h)\nh = h + g * 0.1",
    "def f(a, b):\n    return (a * b).sum(), a + b\ng, aux = ms.grad(f, grad_position=(0, 1), has_aux=True)(h, y)\n"
    "outs = outs + (aux,)\nh = h + g[0] * 0.1 + g[1] * 0.1",
    "gw = ms.grad(self.sub, grad_position=None, weights=self.sub_w)(h)\nh = h + gw[0] * 0.1",
    "v, g = ms.value_and_grad(self.sub, grad_position=0)(h)\nouts = outs + (v,)\nh = h + g",
    "g = ops.GradOperation(sens_param=True)(self.sub)(h, ops.ones_like(h) * {c})\nh = h + g",
    "gs = ops.GradOperation(get_all=True)(self.sub2)(h, y)\nh = h + gs[0] * 0.5 - gs[1] * 0.25",
    # stop_gradient
    "if h.sum() > {c}:\n    h = ops.stop_gradient(h) * 2.0\nelse:\n    h = h * 0.5",
    "s = ops.stop_gradient(h.sum())\nh = h / (ops.abs(s) + 1.0)",
    # jit functions
    "h = jtwice(h, y)",
    "h = jcell(h) * 0.5",
    "t = h * 1.0\nr = jadd(t)\nouts = outs + (r,)\nh = t",
    # integer and bool arithmetic in loops
    "c = Tensor(0, ms.int32)\nfor j in range(3):\n    c = c + n[j]\nouts = outs + (c, c * 0.5, c / 2)\n"
    "h = h + c.astype(ms.float32) * 0.1",
    "m = n > 0\nk = n + m\nouts = outs + (k, m * 2.5, m.sum(), m & (n < 3))",
    "c = n * 1\nk = Tensor(0)\nwhile k < 2:\n    c = c * 2 + 1\n    k = k + 1\nouts = outs + (c,)",
    "b = (h > 0).astype(ms.int32)\nfor j in range(2):\n    b = b + True\nouts = outs + (b,)",
    "u = n.astype(ms.uint8)\nouts = outs + (u + 1, u * n, u.astype(ms.float16) / 3)",
    # more writes to inputs (in a tensor if, a Python for); item() and asnumpy() in construct
    "if h.sum() > {c}:\n    x.add_(0.5)\nh = h + x",
    "for j in range(2):\n    y.mul_(0.5)\nh = h + y",
    "v = h.sum().item()\nouts = outs + (v,)\nh = h * 0.5",
    "v = h.mean().item()\nh = h * v",
    "a = h.asnumpy()\nouts = outs + (a.shape, float(a.sum()))\nh = h + 1.0",
]

TEMPLATE = '''

class Sub(nn.Cell):
    def __init__(self, s, b):
        super().__init__()
        self.s = Parameter(lin(6, lo=s, hi=b), name="s")

    def construct(self, x):
        return ops.tanh(x * self.s)


class Sub2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.v = Parameter(lin(6, lo=0.3, hi=-0.4), name="v")

    def construct(self, a, b):
        return ops.sin(a * self.v) * b


SUB = Sub(0.1, 0.8)


@ms.jit
def jinner(a):
    return a * 0.5 + 0.25


@ms.jit
def jtwice(a, b):
    return jinner(a) + jinner(b) * 0.5


@ms.jit
def jcell(a):
    return SUB(a) + jinner(a)


@ms.jit
def jadd(a):
    a.add_(1.0)
    return a * 2.0


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(lin(6, 6), name="w")
        self.acc = Parameter(Tensor(np.zeros((4, 6), np.float32)), name="acc", requires_grad=False)
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)
        self.sub = Sub(0.5, 1.0)
        self.sub2 = Sub2()
        self.sub_w = ms.ParameterTuple(self.sub.trainable_params())

    def construct(self, x, y, n):
        h = ops.tanh(x @ self.w)
        outs = ()
{body}
        return h, outs


N1 = Tensor(np.array([3, -2, 7, 0], np.int32))
N2 = Tensor(np.array([-5, 4, 1, 9], np.int32))


def fresh(t):
    return Tensor(t.asnumpy().copy())


def main():
    net = Net()
    a, b = fresh(X), fresh(X2)
    res = [snap(net(a, b, N1)), snap([a, b])]
    c, d = fresh(X3), fresh(X)
    res += [snap(net(c, d, N2)), snap([c, d])]

    def loss(p, q):
        return net(p, q, N1)[0].sum()

    e, f = fresh(X2), fresh(X3)
    res.append(snap(ms.grad(loss, grad_position=(0, 1), weights=net.trainable_params())(e, f)))
    res += [snap([e, f]), snap(list(net.get_parameters()))]
    return res
'''


def program(statements):
    """The source of a program whose construct runs ``statements`` (texts of ``_BODY``)."""
    return statement_source(HEAD, TEMPLATE, statements)


def generate(seed):
    """The source of program ``seed``."""
    return statement_program("fuzz30", seed, HEAD, TEMPLATE, _BODY)
