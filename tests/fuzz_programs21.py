"""Random programs for the twenty-first GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz21):
indexing, gathering, ordering and reducing the way users write them, on ``fuzz_programs6``'s
module head (``snap``, ``lin``, ``total``, the inputs ``X``/``X2``/``X3``).
``Net.construct(self, x, y)`` keeps a float32 (4, 6) value ``h`` and a tuple ``outs`` of typed
results, drawing from:

- augmented assignment and writes on slices of a Tensor made in construct (``t[1:] += ...``,
  ``t[:, ::2] *= ...``, ``t[..., -1] -= ...``, a block ``t[1:3, 2:4] = ...``), writes by an int32
  index Tensor, a Python list and a Tensor index mixed with an int (``t[idx, 1] = ...``);
- ``ops.gather``/``gather_elements``/``index_select``/``ops.scatter``/``tensor_scatter_add``
  (duplicate indices accumulate), ``masked_fill`` and ``where`` with broadcast masks and values;
- ordering with ties (values rounded to halves): ``ops.sort`` (ascending, descending),
  ``ops.topk``, ``argmax``/``argmin``, ``ops.max`` with indices, whose indices are kept;
- ``cumsum``/``cumprod`` of float, int32 and int8 Tensors (``dtype=``), reductions with
  ``keepdims`` over axis tuples, of bool and int Tensors (``any``/``all``/``sum``);
- integer semantics with negative numbers: ``//``/``%`` by negative divisors, ``ops.fmod``,
  ``ops.div`` rounding modes, ``bitwise_left_shift``/``bitwise_right_shift`` of negatives;
- a sub-Cell held by two attributes and twice in a ``SequentialCell`` (one set of weights,
  gradients summed), a Parameter updated by ``ops.assign`` under a tensor ``if``.

``main()`` calls the network on two inputs and snaps the outputs and every Parameter, takes the
gradient of ``h``'s sum with respect to the input and the trainable weights, then runs two
training steps of a step Cell whose construct applies an ``nn.Momentum`` optimizer only when the
loss passes a tensor test, and snaps the Parameters after each.

Every statement ran alone on MindSpore 2.10 (CPU) in both modes, and seeds 0-47 whole: minicell's
two modes agree, and its PYNATIVE_MODE gives 2.10's results (after fuzz21's fixes: ``cumprod``
of integers is Int64, TopK ranks -0.0 and 0.0 as equal) except where 2.10 is at fault or
unspecified: its CPU TopK orders ties by ``std::nth_element`` when ``k`` is at most half the
axis (so ``topk`` takes 4 of 6), its CPU ``tanh`` is off by ~5e-5 near saturation (which
``round`` can turn into a different tie), its ``cumprod`` gradient is NaN at a zero entry
(2.10 divides), its GRAPH_MODE runs the forward of a ``GradOperation`` in the step Cell without
its ``ops.assign`` (a Parameter written in construct then differs from its PYNATIVE_MODE), and it
does not compile ``ops.assign`` in both branches of a tensor ``if`` ("Parameters size:1out of
range"). Statements it refuses were rewritten: ``Tensor.prod(dim=)``, a Tensor divisor for
integer ``//``/``%``/``ops.div`` (its FloorDiv kernel takes no Int32/Int64 pair), a named
function to ``ms.grad`` (its GRAPH_MODE parses no lambda in a call).
"""
import random

from fuzz_programs6 import HEAD

# statements keeping h float32 (4, 6) and adding typed results to the tuple outs
_BODY = [
    # slice writes and augmented assignment on a Tensor made in construct
    "t = h * 1.0\nt[1:] += y[:-1] * {c}\nh = t",
    "t = h * 1.0\nt[:, ::2] *= {c}\nh = t + h",
    "t = h * 1.0\nt[..., -1] -= y.sum(axis=1)\nh = t",
    "t = h * 1.0\nt[1:3, 2:4] = ops.ones((2, 2), ms.float32) * {c}\nh = t",
    "t = h * 1.0\nt[self.idx] = y[:3] * 0.5\nh = t",
    "t = h * 1.0\nt[[0, 2]] = {c}\nh = t + y",
    "t = h * 1.0\nt[self.idx, 1] = Tensor([1.0, -2.0, 3.0], ms.float32)\nh = t",
    "t = h * 1.0\nt[1] += y[0]\nt[-1] = t[0] * 2\nh = t",
    # gather / scatter / masks
    "h = h + ops.gather(y, self.idx, 0).sum(axis=0) * 0.5",
    "h = h + ops.gather_elements(y, 1, self.cols6) * 0.5",
    "h = ops.index_select(h, 1, self.perm) + h * 0.5",
    "h = ops.scatter(h, 1, self.cols, y[:, :2] * 2.0)",
    "h = ops.tensor_scatter_add(h, self.nd, y[0, :4])",
    "h = ops.masked_fill(h, y[:1] > {c}, {c})",
    "h = ops.where(h > 0, h, y[:, :1])",
    "h = ops.where(y[0] > {c}, h * 2.0, 0.5)",
    # ordering with ties
    "q = ops.round(h * 2) / 2\nv, i = ops.sort(q, axis=1)\nouts = outs + (i,)\nh = h + v * 0.5",
    "q = ops.round(h * 2) / 2\nv, i = ops.sort(q, axis=0, descending=True)\nouts = outs + (i,)\n"
    "h = h + v * 0.5",
    "q = ops.round(h * 2) / 2\nv, i = ops.topk(q, 4)\nouts = outs + (i,)\nh = h + v.sum(axis=1, keepdims=True)",
    "q = ops.round(h * 2) / 2\nouts = outs + (ops.argmax(q, dim=1), q.argmin(axis=0))",
    "q = ops.round(h * 2) / 2\nv, i = ops.max(q, axis=0)\nouts = outs + (i,)\nh = h * v",
    # cumulative ops and reductions
    "outs = outs + (ops.cumsum(h, 1),)\nh = h + ops.cumprod(h * 0.5, 0)",
    "k = ops.cast(h * 4, ms.int32)\nouts = outs + (ops.cumsum(k, 0), k.cumsum(axis=1))",
    "k = ops.cast(h * 4, ms.int8)\nouts = outs + (ops.cumsum(k, 1), ops.cumsum(k, 0, dtype=ms.float32), "
    "ops.cumprod(k, 0), k.cumprod(1))",
    "outs = outs + (h.sum(axis=(0, 1), keepdims=True), ops.amax(h, axis=(0, 1), keepdims=True))\n"
    "h = h - h.mean(axis=(1,), keep_dims=True)",
    "m = h > {c}\nouts = outs + (m.sum(), m.any(axis=1), m.all(axis=0), m.sum(axis=1))",
    "k = ops.cast(h * 4, ms.int32)\nouts = outs + (k.sum(axis=1), k.max(axis=0), k.prod(dim=0))",
    # integer semantics with negative numbers
    "k = ops.cast(h * 8, ms.int32)\nd = Tensor(-3, ms.int32)\nouts = outs + (k // d, k % d, ops.fmod(k, d))",
    "k = ops.cast(h * 8, ms.int32)\nouts = outs + (ops.div(k, 3, rounding_mode='trunc'), "
    "ops.div(k, Tensor(-3, ms.int32), rounding_mode='floor'))",
    "k = ops.cast(h * 8, ms.int32)\nouts = outs + (ops.bitwise_left_shift(k, Tensor(2, ms.int32)), "
    "ops.bitwise_right_shift(k, Tensor(1, ms.int32)))",
    # shared sub-Cells and a Parameter under a tensor if
    "h = self.sa(h) + self.sb(h) * 0.5",
    "h = self.seq(h) + h",
    "if h.sum() > {c}:\n    ops.assign(self.acc, self.acc * 0.5 + h)\nelse:\n"
    "    ops.assign(self.acc, self.acc - h * 0.25)\nh = h + self.acc",
]

TEMPLATE = '''

class Block(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.fc = nn.Dense(6, 6, weight_init=lin(6, 6, lo=-0.4 + 0.1 * k, hi=0.5),
                           bias_init=lin(6, lo=-0.1, hi=0.1))

    def construct(self, x):
        return ops.tanh(self.fc(x))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(lin(6, 6), name="w")
        self.acc = Parameter(lin(4, 6, lo=0.0, hi=0.2), name="acc", requires_grad=False)
        self.idx = Tensor([2, 0, 3], ms.int32)
        self.perm = Tensor([3, 0, 5, 1, 4, 2], ms.int32)
        self.cols = Tensor([[0, 3], [1, 4], [2, 5], [5, 0]], ms.int32)
        self.cols6 = Tensor(np.arange(24).reshape(4, 6) * 5 % 6, ms.int32)
        self.nd = Tensor([[0, 1], [2, 3], [0, 1], [3, 5]], ms.int32)
        self.sa = Block(1)
        self.sb = self.sa
        self.seq = nn.SequentialCell([Block(2), self.sa, self.sa])

    def construct(self, x, y):
        h = ops.tanh(x @ self.w)
        outs = ()
{body}
        return h, outs


class Step(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.weights = net.trainable_params()
        self.opt = nn.Momentum(self.weights, 0.1, 0.9)
        self.grad = ops.GradOperation(get_by_list=True)

    def loss(self, x, y):
        return self.net(x, y)[0].sum()

    def construct(self, x, y):
        loss = self.loss(x, y)
        grads = self.grad(self.loss, self.weights)(x, y)
        if loss > {lim}:
            self.opt(grads)
        return loss


def main():
    net = Net()
    res = [snap(net(X, X2)), snap(net(X3, X)), snap(list(net.get_parameters()))]

    def loss(a, b):
        return net(a, b)[0].sum()

    res.append(snap(ms.grad(loss, grad_position=0, weights=net.trainable_params())(X2, X3)))
    step = Step(net)
    for a, b in ((X, X2), (X2, X3)):
        res.append(snap(step(a, b)))
        res.append(snap(list(net.get_parameters())))
    return res
'''


def generate(seed):
    """The source of program ``seed``."""
    r = random.Random(f"fuzz21:{seed}")
    lines = []
    for _ in range(r.randint(3, 6)):
        text = r.choice(_BODY).format(c=r.choice([-0.5, 0.0, 0.5, 1.5]))
        lines += ["        " + line for line in text.split("\n")]
    return HEAD.format() + TEMPLATE.format(body="\n".join(lines), lim=r.choice([-5.0, 0.0, 5.0]))
