"""Random programs for the thirty-fourth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz34):
Parameters as state under gradients, custom ``bprop`` Cells and scatter/gather ops, on
``fuzz_programs6``'s module head (``snap``, ``lin``, the inputs ``X``/``X2``/``X3``).
``Net.construct(self, x, y, n)`` (``x``/``y`` float32 (4, 6), ``n`` an int32 (4,)) keeps a
float32 (4, 6) value ``h`` and a tuple ``outs`` of typed results, drawing from:

- custom ``bprop`` Cells (their gradients deliberately not the true ones): one input, two inputs
  with an int32 second input (``zeros_like`` returned for it), one reading its ``out``, one
  holding a Parameter it reads in ``bprop``, one holding a Parameter it does not read (its
  weight gradient is zero), one with a tuple output (``dout`` a tuple), one calling another
  ``bprop`` Cell and ``stop_gradient``; called plainly, chained, under a tensor ``if`` whose
  condition reads a Parameter, in a Python ``for``, and differentiated inside construct by
  ``ops.GradOperation`` with ``sens_param`` (a tuple sensitivity for the tuple output) and by
  ``ms.grad`` with ``weights``;
- a Python int attribute rebound in construct (``self.k = self.k + 1``);
- Parameter writes read back in the same call: bool-mask writes (``self.acc[h > c] = v``,
  ``self.acc[self.acc >= 0] *= 0.5``), ``...``/``None`` with a step (``self.acc[..., ::2] +=
  ...``), negative steps, Tensor indices (``self.acc[k] = ...``, ``self.tab[k] += ...``,
  ``self.acc[n[0] % 6]`` beside a slice), augmented assignment of the Parameter itself
  (``self.acc += ...``), writes in a Python ``for`` and a tensor ``while``,
  ``ops.assign_add``/``assign_sub`` on an int32 counter, ``ops.scatter_add``/``scatter_max``/
  ``scatter_nd_update``/``scatter_nd_add``/``index_add`` on a Parameter;
- control flow whose condition reads a Parameter (``if self.acc.sum() > c``, ``while self.cnt <
  3``, which the second call skips);
- reads by bool masks (dynamic shapes: minicell's GRAPH_MODE runs such a Cell op by op) beside
  slices, ``None``, ``...``, negative steps and Tensor indices mixed with slices;
  ``ops.tensor_scatter_max``/``min``/``sub``/``mul``/``div``/``update``/``elements``,
  ``ops.gather``/``gather_elements``/``gather_d``/``gather_nd``, ``ops.index_fill``,
  ``ops.unsorted_segment_sum``;
- ``ops.stop_gradient`` of a Parameter read, of one operand of a product and of a sum;
- dtype promotion of bool, int32 and float32 Tensors with Python ints, floats and bools;
- reductions with ``keep_dims``/``keepdims`` and negative axes, of float, int32 and bool Tensors.

``main()`` calls the network on two inputs, takes the gradient of ``h``'s sum with respect to
both float inputs and the trainable Parameters, then ``ops.GradOperation(get_all=True,
get_by_list=True, sens_param=True)`` of ``h`` with a sensitivity, and snaps everything,
Parameters included.

Triage against MindSpore 2.10 (CPU; each statement alone): see test_graph_fuzz34's docstring.
"""
from fuzz_compare import main_tail, statement_program, statement_source
from fuzz_programs6 import HEAD

# statements keeping h float32 (4, 6) and adding typed results to the tuple outs
_BODY = [
    # custom bprop Cells
    "h = self.sc(h) + h * 0.5",
    "h = self.mix(h, n)",
    "h = self.sq(h) * 0.5",
    "h = self.wc(h) + h",
    "if self.acc.sum() > {c}:\n    h = self.sc(h)\nelse:\n    h = self.mix(h, n) - 0.5",
    "for j in range(2):\n    h = self.sc(h) * 0.5 + self.wc(h) * j",
    "g = self.gsens(self.sc)(h, y)\nouts = outs + (g,)\nh = h + g * 0.1",
    "g = self.gall(self.mix)(h, n, y)\nouts = outs + (g[0],)\nh = h + g[0] * 0.1",
    "g = self.gsens(self.wc)(h, y)\nouts = outs + (g,)",
    # Parameter writes read back
    "self.acc[h > {c}] = 0.5\nh = h + self.acc",
    "self.acc[..., ::2] += h[:, ::2] * 0.1\nouts = outs + (self.acc * 1.0,)\nh = h - self.acc",
    "k = n[1:3] % 4\nself.acc[k] = h[0]\nh = h * self.acc",
    "k = n[1:3] % 4\nself.tab[k] += Tensor(5, ms.int32)\nouts = outs + (self.tab + 0,)",
    "ops.assign_add(self.cnt, Tensor(2, ms.int32))\nops.assign_sub(self.cnt, Tensor(1, ms.int32))\n"
    "outs = outs + (self.cnt * 1,)\nh = h * (self.cnt.astype(ms.float32) * 0.1 + 1.0)",
    "k = (n % 4)[:2]\nops.scatter_add(self.acc, k, h[:2])\nh = h + self.acc * 0.5",
    "k = (n % 4)[2:]\nops.scatter_max(self.acc, k, h[1:3])\nouts = outs + (self.acc + 0.0,)",
    "k = Tensor(np.array([[0, 1], [3, 5]], np.int32))\n"
    "ops.scatter_nd_update(self.acc, k, h[0, :2])\n"
    "ops.scatter_nd_add(self.acc, k, h[1, 2:4])\nh = h + self.acc",
    "self.acc[-1] = h.sum(0)\nself.acc[1:3, ::-1] = h[:2] * 0.5\nh = h - self.acc * 0.5",
    # control flow reading Parameters
    "if self.acc.sum() > {c}:\n    ops.assign_add(self.cnt, Tensor(1, ms.int32))\n    h = h * 0.5\n"
    "outs = outs + (self.cnt + 0,)",
    "while self.cnt < 3:\n    ops.assign_add(self.cnt, Tensor(1, ms.int32))\n    h = h + 0.1\n"
    "outs = outs + (self.cnt + 0,)",
    "if self.w[0, 0] < {c}:\n    h = h @ self.w\nelse:\n    h = h - self.w[0]",
    # reads by masks, slices, None, Ellipsis, negative steps, Tensor indices
    "m = h > {c}\nouts = outs + (h[m].sum(), ops.masked_select(h, m).sum())",
    "outs = outs + (h[::-1, ::-2], h[None, ..., -1], h[n % 4, 1:5:2], h[1:, None, n[:2] % 6])\n"
    "h = h[::-1] * 0.5 + h",
    "outs = outs + (h[(n % 4)[:2], ::-1], h[..., Tensor(2, ms.int32)], h[-1, None, ::3])",
    # tensor_scatter / gather / index ops
    "k = (n % 4).reshape(4, 1)\nv = h[::-1]\n"
    "outs = outs + (ops.tensor_scatter_max(h, k, v), ops.tensor_scatter_min(h, k, v), "
    "ops.tensor_scatter_sub(h, k, v), ops.tensor_scatter_mul(h, k, v))\n"
    "h = ops.tensor_scatter_add(h, k, v * 0.25)",
    "k = Tensor(np.array([[2], [0]], np.int32))\n"
    "outs = outs + (ops.tensor_scatter_update(h, k, h[1:3] * 2.0), "
    "ops.tensor_scatter_div(h, k, h[:2] + 3.0))\nh = ops.tensor_scatter_update(h, k, h[:2] * 0.5)",
    "k = (n.reshape(4, 1) % 6).broadcast_to((4, 3))\n"
    "outs = outs + (ops.gather_elements(h, 1, k), ops.gather_d(h, -1, k))\n"
    "h = h + ops.gather_elements(h, 1, (n.reshape(4, 1) % 6).broadcast_to((4, 6))) * 0.1",
    "k = Tensor(np.array([[0, 1], [3, 5], [2, 4]], np.int32))\n"
    "outs = outs + (ops.gather_nd(h, k), ops.gather_nd(h, k[:, :1]))",
    "outs = outs + (ops.index_fill(h, 1, Tensor(np.array([0, 5], np.int32)), {c}),)\n"
    "h = ops.index_fill(h, 0, Tensor(np.array([1], np.int32)), 0.25)",
    "s = ops.unsorted_segment_sum(h, n % 3, 3)\nouts = outs + (s,)\nh = h + s.sum(0) * 0.1",
    # stop_gradient placement
    "h = h @ ops.stop_gradient(self.w) + h * self.w[0]",
    "h = ops.stop_gradient(h) * h + ops.stop_gradient(h.sum()) * 0.01",
    "s = ops.stop_gradient(h * y)\nh = h * s - s",
    # dtype promotion with Python scalars
    "b = h > {c}\nouts = outs + (b + 1, b * 2.5, b * True, n + True, n * 0.5, n / 2, n // 2.0, "
    "1 - b, b / 2, b ** 2, b * n.reshape(4, 1), b & (n > 0).reshape(4, 1))",
    "outs = outs + (n ** 2, 2 ** n.astype(ms.float32), n - 1.5, 3 - n, n * False, "
    "7 % n.abs().clip(1, 9))",
    "h = h + (h < {c}) * 0.5 - (h > 0.25).astype(ms.float32) * 0.25 + (n > 0).reshape(4, 1) * 1",
    # reductions with keep_dims and negative axes
    "outs = outs + (h.sum(-1, keepdims=True), ops.amax(h, (-1, -2), True), "
    "h.mean(axis=-2, keep_dims=True), ops.ReduceSum(keep_dims=True)(h, -1), "
    "ops.prod(h, -2, True), n.sum(-1, keepdims=True), (h > 0).all(-1), "
    "(h > 0).any(axis=(0, -1), keep_dims=True))",
    "h = h - h.mean(-1, keep_dims=True) + h.max(axis=-2, keepdims=True) * 0.1",
    "outs = outs + (ops.ReduceMin(True)(h, (-2,)), ops.ReduceAll(keep_dims=True)(h > -1.0, -1), "
    "n.max(0, keepdims=True), ops.argmax(h, -1, keepdim=True), h.std(-1, keepdims=True))",
    # round two: Python attributes, tuple-output and nested bprop Cells, loops writing Parameters
    "self.k = self.k + 1\nh = h * (self.k * 0.1)\nouts = outs + (self.k,)",
    "self.acc += h * 0.1\nh = h + self.acc",
    "p, q = self.two(h, y)\nh = p + q * 0.5",
    "h = self.outer(h) + h * 0.1",
    "h = self.wd(h) * 0.5 + h",
    "self.acc[0] = self.w[0] * 2.0\nh = h + self.acc",
    "while self.acc.sum() < 3.0:\n    ops.assign_add(self.acc, ops.ones_like(self.acc) * 0.25)\n"
    "    h = h + 0.1\nouts = outs + (self.acc + 0.0,)",
    "for j in range(3):\n    self.acc[j] += h[j] * 0.5\nh = h + self.acc",
    "m = h[:, 0] > {c}\nouts = outs + (h[m], h[m, ::2], h[h > 0.5])",
    "k = (n.reshape(4, 1) % 6).broadcast_to((4, 2))\n"
    "outs = outs + (ops.tensor_scatter_elements(h, k, h[:, :2], 1, 'add'), "
    "ops.tensor_scatter_elements(h, k[:, :1], h[:, 3:4], axis=-1))",
    "k = (n % 4)[2:]\nops.index_add(self.acc, k, h[:2], 0)\nouts = outs + (self.acc + 0.0,)",
    "g = ms.grad(self.wd, weights=self.wd_w)(h)\nouts = outs + (g,)",
    "g = self.gsens(self.two)(h, y, (y, h))\nouts = outs + (g,)\nh = h + g * 0.1",
    # round three: Parameter writes through masks and mixed indices, bprop Cells chained, gathers
    "self.acc[:, n[0] % 6] = h[:, 0]\nh = h + self.acc",
    "self.acc[self.acc >= 0.0] *= 0.5\nself.acc[h < {c}] += 1.0\nh = h - self.acc",
    "self.tab[n % 4 > 1] = n.max()\nouts = outs + (self.tab * 2,)",
    "self.acc[None, 1:, ..., ::3] = h[None, :3, ::3] * 2.0\nh = h + self.acc",
    "self.acc[n[1] % 4, -2:] -= h[0, :2]\nouts = outs + (self.acc.sum(-1, keepdims=True),)",
    "if self.cnt > 0:\n    h = self.sc(h)\nops.assign_add(self.cnt, Tensor(1, ms.int32))\n"
    "outs = outs + (self.cnt + 0,)",
    "t = self.sc(h)\nu = self.sq(t)\nh = u * 0.1 + ops.stop_gradient(t) * h",
    "g = self.gsens(self.sq)(h, ops.ones_like(h))\nh = h + ops.stop_gradient(g) * 0.1",
    "p, q = self.two(h, y)\n"
    "outs = outs + (p.sum(-1, keepdims=True), q.amax(-2, True))\n"
    "h = ops.stop_gradient(p) + q",
    "self.acc[1] = self.mix(h, n)[1]\nh = h * self.acc + self.wc(h)",
    "k = ops.argmax(h, -1)\nouts = outs + (h[ops.arange(4), k], h[..., None][k % 4, 0])",
    "outs = outs + (ops.gather(h, n % 6, -1), ops.gather(h, (n % 4)[None], 0))",
    # round four: bprop Cells in a tensor while, GradOperation in tensor branches, mixed writes
    "j = Tensor(0, ms.int32)\nwhile j < 2:\n    h = self.sc(h) * 0.5 + self.mix(h, n) * 0.1\n"
    "    j = j + 1",
    "if h.sum() > {c}:\n    g = self.gsens(self.sq)(h, y)\nelse:\n"
    "    g = self.gsens(self.sc)(h, y)\nh = h + g * 0.1",
    "p, q = self.two(h, y)\nif p.sum() > q.sum():\n    h = p\nelse:\n    h = q * 0.5",
    "self.acc[n % 4 > 1, 1:] = 0.5\nh = h + self.acc",
    "self.acc[(n % 4)[:2], ::2] += 1.0\nh = h * self.acc",
]

TEMPLATE = '''

class Sc(nn.Cell):
    def construct(self, a):
        return ops.tanh(a) * 2.0

    def bprop(self, a, out, dout):
        return (dout * 0.5 + a * 0.1,)


class Mix(nn.Cell):
    def construct(self, a, k):
        return a * k.astype(ms.float32).reshape(4, 1) * 0.2 + a

    def bprop(self, a, k, out, dout):
        return dout * 3.0, ops.zeros_like(k)


class Sq(nn.Cell):
    def construct(self, a):
        return a * a

    def bprop(self, a, out, dout):
        return (dout * out + 1.0,)


class Wc(nn.Cell):
    def __init__(self):
        super().__init__()
        self.v = Parameter(lin(6, lo=0.3, hi=-0.4), name="v")

    def construct(self, a):
        return a * self.v

    def bprop(self, a, out, dout):
        return (dout * self.v * 2.0,)


class Two(nn.Cell):
    def construct(self, a, b):
        return a * b, a - b

    def bprop(self, a, b, out, dout):
        return dout[0] * b + dout[1], dout[0] * 2.0 - dout[1] * 0.5


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sc = Sc()

    def construct(self, a):
        return self.sc(a) * ops.stop_gradient(a) + a

    def bprop(self, a, out, dout):
        return (dout * 1.5 - out * 0.1,)


class Wd(nn.Cell):
    def __init__(self):
        super().__init__()
        self.v2 = Parameter(lin(6, lo=-0.2, hi=0.5), name="v2")

    def construct(self, a):
        return ops.sin(a) * self.v2

    def bprop(self, a, out, dout):
        return (dout * 2.0,)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(lin(6, 6), name="w")
        self.acc = Parameter(Tensor(np.zeros((4, 6), np.float32)), name="acc", requires_grad=False)
        self.tab = Parameter(Tensor(np.zeros(4, np.int32)), name="tab", requires_grad=False)
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)
        self.sc = Sc()
        self.mix = Mix()
        self.sq = Sq()
        self.wc = Wc()
        self.two = Two()
        self.outer = Outer()
        self.wd = Wd()
        self.k = 2
        self.wd_w = ms.ParameterTuple(self.wd.trainable_params())
        self.gsens = ops.GradOperation(sens_param=True)
        self.gall = ops.GradOperation(get_all=True, sens_param=True)

    def construct(self, x, y, n):
        h = ops.tanh(x @ self.w)
        outs = ()
{body}
        return h, outs


class First(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y, n):
        return self.net(x, y, n)[0]


N1 = Tensor(np.array([3, -2, 7, 0], np.int32))
N2 = Tensor(np.array([-5, 4, 1, 9], np.int32))
''' + main_tail("N1", "N2", extra="""\
    go = ops.GradOperation(get_all=True, get_by_list=True, sens_param=True)
    res.append(snap(go(First(net), net.trainable_params())(X, X3, N2, X2)))
""")


def program(statements):
    """The source of a program whose construct runs ``statements`` (texts of ``_BODY``)."""
    return statement_source(HEAD, TEMPLATE, statements)


def generate(seed):
    """The source of program ``seed``."""
    return statement_program("fuzz34", seed, HEAD, TEMPLATE, _BODY)
