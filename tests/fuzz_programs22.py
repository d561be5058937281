"""Random programs for the twenty-second GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz22):
the structure of networks, on ``fuzz_programs6``'s module head (``snap``, ``lin``, ``total``, the
inputs ``X``/``X2``/``X3``). ``Net.construct(self, x, y, idx, k=1, scale=0.5)`` keeps a float32
(4, 6) value ``h`` and draws from:

- a ``CellList`` of ``Block``s iterated, enumerated, indexed by an int (also negative), by a
  Python-counted ``while`` and by the int32 Tensor ``idx`` (switch_layer, in an ``@ms.jit``
  method: 2.10's PYNATIVE_MODE refuses a Tensor index, as minicell's); a
  ``SequentialCell`` called whole and by index; a ``CellDict`` indexed and iterated by
  ``items()``; one ``Block`` held twice (``self.shared`` is ``self.blocks[1]``: one set of
  weights, gradients summed);
- Parameters in a Python list and in a ``ParameterTuple``, read in loops;
- ``Block.construct(self, x, scale=1.0, act=True)`` called with keyword and default arguments;
- a module ``@ms.jit`` function and an ``@ms.jit`` method called from construct (and from
  ``main`` in both modes);
- ``BatchNorm1d`` (moving statistics written in training) and ``Dropout`` whose kept values are
  scaled back (``where(d == 0, h, d * (1 - p))`` is ``h`` whatever the mask), in train and eval;
- ``mindspore.numpy`` functions; a recursive module function over a Python depth calling a
  sub-Cell; a ``while`` under a tensor condition whose body calls a sub-Cell.

``main()`` calls the network in eval mode (int and Tensor ``idx``, keyword arguments), takes
``ms.grad`` / ``ms.value_and_grad`` with ``weights=net.trainable_params()`` and a nested
``ms.grad`` of a function that sums ``ms.grad`` of the loss (second order; 2.10's CPU kernels
refuse a third, "Kernel select failed", measured), checks that random ops under ``ms.set_seed`` repeat
(shapes, dtypes and the repeat only), then trains a few steps of ``nn.TrainOneStepCell`` over
``nn.WithLossCell`` with an optimizer drawn from SGD/Momentum/Adam (weight decay, parameter
groups) and snaps the loss and every Parameter after each step. The step's loss is the
elementwise MSE of ``h`` (a loss of its sum gives BatchNorm's input a gradient that is zero up
to rounding), and Adam's ``eps`` is 1e-4: a bias right before BatchNorm has a zero gradient in
exact arithmetic, which Adam's default eps would turn into full +-lr steps of rounding noise.
"""
import random

from fuzz_programs6 import HEAD

# statements keeping h float32 (4, 6); y float32 (4, 6); idx an int32 scalar Tensor; k an int
_BODY = [
    "for b in self.blocks:\n    h = b(h) + h * {c}",
    "h = self.blocks[{i}](h, scale={c})",
    "h = self.blocks[-1](h, act=False) + self.shared(y)",
    "for i, b in enumerate(self.blocks):\n    if i != k:\n        h = h + b(y, scale=scale) * 0.2",
    "h = self.pick(h, idx)",
    "h = self.pick(h, idx) * scale + self.blocks[k](y)",
    "h = self.seq(h)",
    "h = self.seq[0](h) + self.seq[-1](y, scale=scale)",
    "h = self.cd['a'](h, act=False) + self.cd['b'](y)",
    "for name, cell in self.cd.items():\n    h = cell(h) * 0.5 + h * 0.5",
    "for p in self.plist:\n    h = h * p + 0.1",
    "h = h + self.ptup[0] - self.ptup[1] * {c}",
    "h = jfun(h, y) + self.shared(h, {c})",
    "h = self.jmeth(h) * scale",
    "h = self.bn(h)",
    "d = self.drop(h)\nh = ops.where(d == 0, h, d * (1 - {p}))",
    "h = mnp.clip(mnp.tanh(h), -0.8, 0.8) + mnp.mean(y, axis=0) * {c}",
    "h = mnp.where(h > 0, h, mnp.exp(h) - 1) + mnp.cumsum(y, axis=1) * 0.1",
    "h = rec(self.blocks[0], h, {n})",
    "j = 0\nwhile j < {n}:\n    h = self.blocks[j](h) + y * 0.1\n    j += 1",
    "t = ops.zeros((), ms.int32)\nwhile (h.abs().sum() > {lim}) and (t < 4):\n"
    "    h = self.shared(h) * 0.5\n    t = t + 1",
    "if h.sum() > {c}:\n    h = self.blocks[0](h)\nelse:\n    h = self.seq(h) - y",
]

_RETURNS = ["h", "h, h.sum(axis=1)", "(h, self.shared(y))", "{'h': h, 'm': h.mean()}"]

_OPTS = [
    "nn.SGD(params, learning_rate=0.1)",
    "nn.SGD(params, learning_rate=0.05, momentum=0.9, weight_decay=0.01)",
    "nn.Momentum(params, learning_rate=0.05, momentum=0.8)",
    "nn.Momentum(params, learning_rate=0.05, momentum=0.9, weight_decay=0.02, use_nesterov=True)",
    "nn.Adam(params, learning_rate=0.01, eps=1e-4)",
    "nn.Adam(params, learning_rate=0.01, weight_decay=0.05, eps=1e-4)",
    "nn.SGD(groups, learning_rate=0.1, momentum=0.5)",
    "nn.Adam(groups, learning_rate=0.02, eps=1e-4)",
    "nn.Momentum(groups, learning_rate=0.03, momentum=0.9)",
]

_CALLS = [
    "res.append(snap(net(X, X2, IDX1)))",
    "res.append(snap(net(X3, X, IDX2, k=2, scale=1.5)))",
    "res.append(snap(net(X2, y=X3, idx=IDX0, scale=0.25)))",
    "res.append(snap(net.jmeth(X)))",
    "res.append(snap(jfun(X, X3)))",
    "res.append(snap(ms.grad(loss, grad_position=0, weights=net.trainable_params())(X, X2)))",
    "res.append(snap(ms.value_and_grad(loss, grad_position=None, "
    "weights=net.trainable_params())(X3, X)))",
    "res.append(snap(ms.grad(first, grad_position=0)(X2)))",
    "res.append(snap(ms.value_and_grad(loss, grad_position=(0, 1))(X, X3)))",
]

TEMPLATE = '''import minicell.numpy as mnp
from minicell import ParameterTuple

IDX0 = Tensor(0, ms.int32)
IDX1 = Tensor(1, ms.int32)
IDX2 = Tensor(2, ms.int32)
LABEL = Tensor(np.linspace(-0.5, 0.5, 24).reshape(4, 6).astype(np.float32))


class Block(nn.Cell):
    def __init__(self, i):
        super().__init__()
        self.fc = nn.Dense(6, 6, weight_init=lin(6, 6, lo=-0.4 + 0.05 * i, hi=0.5 - 0.07 * i),
                           bias_init=lin(6, lo=-0.1, hi=0.1 * i))

    def construct(self, x, scale=1.0, act=True):
        h = self.fc(x) * scale
        if act:
            h = ops.tanh(h)
        return h


@ms.jit
def jfun(a, b):
    return a * ops.sigmoid(b) + 0.1


def rec(cell, h, n):
    if n == 0:
        return h
    return rec(cell, cell(h) * 0.5 + h, n - 1)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.blocks = nn.CellList([Block(i) for i in range(3)])
        self.seq = nn.SequentialCell([Block(3), nn.ReLU(), Block(4)])
        self.cd = nn.CellDict({{"a": Block(5), "b": nn.Tanh()}})
        self.shared = self.blocks[1]
        self.plist = [Parameter(lin(6, lo=0.5, hi=1.2), name="pa"),
                      Parameter(lin(6, lo=-0.3, hi=0.4), name="pb")]
        self.ptup = ParameterTuple([Parameter(lin(4, 6, lo=-0.2, hi=0.3), name="t0"),
                                    Parameter(lin(6, lo=0.1, hi=0.2), name="t1")])
        self.bn = nn.BatchNorm1d(6, momentum={mom})
        self.drop = nn.Dropout(p={p})

    @ms.jit
    def jmeth(self, h):
        return h * self.plist[0] + self.plist[1]

    @ms.jit
    def pick(self, h, idx):
        return self.blocks[idx](h)

    def construct(self, x, y, idx, k=1, scale=0.5):
        h = x
{body}
        return {ret}


class Wrap(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x):
        out = self.net(x, x * 0.5, IDX1, k=0)
        if isinstance(out, dict):
            return out["h"]
        return out if isinstance(out, ms.Tensor) else out[0]


def main():
    net = Net()
    net.set_train(False)

    def loss(x, y):
        return total(net(x, y, IDX2))

    def first(x):
        return ms.grad(loss, grad_position=0)(x, X3).sum()

    res = []
    {calls}
    ms.set_seed(5)
    a = ops.uniform((3, 4), Tensor(0.0), Tensor(1.0), seed=2)
    b = ops.standard_normal((2, 5))
    ms.set_seed(5)
    a2 = ops.uniform((3, 4), Tensor(0.0), Tensor(1.0), seed=2)
    b2 = ops.standard_normal((2, 5))
    res.append([str(a.dtype), a.shape, str(b.dtype), b.shape,
                bool((a == a2).all()), bool((b == b2).all())])
    net.set_train(True)
    params = net.trainable_params()
    groups = [{{"params": [p for p in params if "blocks" in p.name], "weight_decay": 0.01}},
              {{"params": [p for p in params if "blocks" not in p.name], "lr": 0.05}}]
    step = nn.TrainOneStepCell(nn.WithLossCell(Wrap(net), nn.MSELoss()), {opt})
    for _ in range({steps}):
        res.append(snap(step(X2, LABEL)))
        res.append(snap(list(net.get_parameters())))
    net.set_train(False)
    res.append(snap(net(X, X2, IDX0)))
    return res
'''


def generate(seed):
    """The source of program ``seed``."""
    r = random.Random(f"fuzz22:{seed}")
    lines = []
    for _ in range(r.randint(3, 5)):
        text = r.choice(_BODY).format(c=r.choice([-0.5, 0.3, 1.5]), i=r.choice([0, 1, 2, -2]),
                                      n=r.choice([1, 2, 3]), p=0.5, lim=r.choice([1.0, 6.0]))
        lines += ["        " + line for line in text.split("\n")]
    calls = ["res.append(snap(net(X, X2, IDX1)))"] + r.sample(_CALLS[1:], r.randint(2, 3))
    return HEAD.format() + TEMPLATE.format(
        body="\n".join(lines), ret=r.choice(_RETURNS), mom=r.choice([0.9, 0.5]), p=0.5,
        calls="\n    ".join(calls), opt=r.choice(_OPTS), steps=2)
