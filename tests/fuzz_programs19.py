"""Random programs for the nineteenth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz19):
random draws and state under a fixed seed, on ``fuzz_programs6``'s module head (``snap``,
``lin``, ``total``, the inputs ``X``/``X2``/``X3``). ``Net.construct(self, x, y)`` draws from:

- random ops after ``ms.set_seed``: ``nn.Dropout``, ``ops.uniform``, ``ops.standard_normal``
  (with and without an op seed) in straight-line code, in both branches of a tensor ``if``, in
  tensor ``while`` loops (counted and value-bound) and in Python ``for`` loops;
- Parameter updates read back in the same call: ``ops.assign``, ``ops.assign_add`` on an int32
  counter, augmented assignment to a Parameter, ``ops.depend`` on an update, BatchNorm1d's
  moving statistics (train or eval mode);
- slice and mask writes on a Tensor made in construct (``t[i:i + 2] = ...`` in a loop,
  ``t[t > c] = c``), ``x[..., None]``;
- ``ms.numpy`` functions, implicit promotion of bool and int32 Tensors with float32 ones;
- ``nn.CellList`` iterated with ``enumerate`` and ``zip``, ``nn.CellDict`` items;
- returns of mixed structure (a Tensor, a tuple, a dict holding a list, a list holding a tuple).

``main()`` seeds, calls the network twice, seeds again and calls it once more (the same numbers
again), draws once eagerly (the stream must stand where eager mode left it), snaps every
Parameter and, for some programs, a gradient with respect to the input.
"""
import random

from fuzz_programs6 import HEAD

# statements keeping h float32 (4, 6); y is the second input, float32 (4, 6)
_BODY = [
    "h = self.drop(h) + h * 0.5",
    "h = h + ops.uniform((4, 6), Tensor(-0.5), Tensor(0.5)) * 0.1",
    "h = h + ops.uniform((4, 6), Tensor(0.0), Tensor(1.0), seed={s}) * 0.1",
    "h = h + ops.standard_normal((4, 6)) * 0.05",
    "if h.sum() > {c}:\n    h = h + ops.uniform((4, 6), Tensor(0.0), Tensor(1.0)) * 0.2\n"
    "else:\n    h = self.drop(h) * 0.5 + ops.standard_normal((4, 6), seed={s}) * 0.1",
    "i = Tensor(0, ms.int32)\nwhile i < {n}:\n"
    "    h = h * 0.7 + ops.standard_normal((4, 6), seed={s}) * 0.1\n    i = i + 1",
    "while h.abs().sum() > {t}:\n    h = self.drop(h * 0.5)",
    "for _ in range({n}):\n    h = h + ops.uniform((4, 6), Tensor(-0.1), Tensor(0.1))",
    "ops.assign(self.acc, self.acc * 0.5 + h)\nh = h + self.acc",
    "ops.assign_add(self.cnt, Tensor(1, ms.int32))\nh = h * (self.cnt.astype(ms.float32) * 0.1 + 1.0)",
    "self.acc += h * 0.1\nh = h - self.acc * 0.5",
    "h = ops.depend(h * 1.0, ops.assign_add(self.acc, h * 0.1)) + self.acc",
    "h = self.bn(h) * 0.5 + h",
    "t = h * 1.0\nfor i in range(3):\n    t[i:i + 2] = t[i:i + 2] * 0.5 + {c}\nh = t",
    "t = h * 1.0\nt[t > 0.2] = 0.2\nh = t + h * 0.5",
    "h = h + h[..., None].sum(-1) * 0.5",
    "for i, blk in enumerate(self.blocks):\n    h = blk(h) * (i + 1) * 0.5 + h",
    "for blk, s in zip(self.blocks, (0.5, 1.0, 1.5)):\n    h = h + blk(h) * s",
    "for k, c in self.cd.items():\n    h = c(h) + h",
    "h = mnp.clip(h, -0.8, 0.8) + mnp.where(h > 0, h, y) * 0.5",
    "h = mnp.cumsum(h, axis=1) * 0.2 + mnp.maximum(h, y)",
    "h = h + (h > 0) * 0.5 + ops.cast(y * 3, ms.int32) * 0.25",
    "m = h > y\nh = ops.select(m, h, y * 2.0) + m.astype(ms.float32)",
]

_RETURNS = [
    "h",
    "h, self.acc * 1.0",
    "{'h': h, 'n': self.cnt * 1, 'parts': [h.sum(), h.mean(axis=0)]}",
    "[h.sum(axis=1), (h.max(), h.min(axis=0))]",
]

TEMPLATE = '''
mnp = ms.numpy


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
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)
        self.blocks = nn.CellList([Block(0), Block(1), Block(2)])
        self.cd = nn.CellDict({{"a": Block(3), "b": Block(4)}})
        self.drop = nn.Dropout(p=0.3)
        self.bn = nn.BatchNorm1d(6, momentum=0.8)

    def construct(self, x, y):
        h = ops.tanh(x @ self.w)
{body}
        return {ret}


def main():
    res = []
    ms.set_seed({seed})
    net = Net()
    net.set_train({train})
    res.append(snap(net(X, X2)))
    res.append(snap(net(X3, X)))
    ms.set_seed({seed})
    res.append(snap(net(X, X2)))
    res.append(snap(ops.uniform((3,), Tensor(0.0), Tensor(1.0))))
    res.append(snap(ops.standard_normal((2,), seed={s})))
    res.append(snap(list(net.get_parameters())))
    {grad}
    return res
'''

# the lambda on its own line: MindSpore 2.10's GRAPH_MODE reads a lambda given to grad from its
# statement and refuses one written inside a call (compiler/lambda_source.py), as minicell does
_GRAD = ("loss = lambda a, b: total(net(a, b))\n"
         "    res.append(snap(ms.grad(loss, grad_position=0)(X2, X3)))")


def generate(seed):
    """The source of program ``seed``."""
    r = random.Random(f"fuzz19:{seed}")
    lines = []
    for _ in range(r.randint(3, 6)):
        text = r.choice(_BODY).format(c=r.choice([-2.0, 0.0, 1.5]), n=r.randint(1, 3),
                                      t=r.choice([6.0, 12.0]), s=r.choice([3, 7]))
        lines += ["        " + line for line in text.split("\n")]
    return HEAD.format() + TEMPLATE.format(
        body="\n".join(lines), ret=r.choice(_RETURNS), seed=r.randint(0, 99),
        train=r.choice([True, True, False]), s=r.choice([3, 7]),
        grad=_GRAD if r.random() < 0.5 else "")
