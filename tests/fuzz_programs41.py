"""Random programs for the forty-first GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz41):
networks of nn layers with Parameters and sub-Cells, on ``fuzz_programs6``'s module head
(``snap``, ``lin``, the inputs ``X``/``X2``/``X3``). ``Net.construct(self, x, y)`` (float32
(4, 6) inputs) keeps a float32 (4, 6) value ``h`` and a tuple ``outs`` of typed results, drawing
from:

- ``nn.Dense``/``Conv2d``/``BatchNorm1d``/``BatchNorm2d``/``LayerNorm``/``Dropout``/
  ``SequentialCell``/``CellList`` called in train mode (BatchNorm moves its statistics) and in
  eval mode (``main`` calls the network in both);
- Parameter writes: ``ops.assign``/``assign_add``/``assign_sub``, ``self.p[...] = v`` and an
  int counter, read back in the same call;
- Tensor getitem/setitem mixing ints, slices, ``...``, ``None``, lists, index Tensors and bool
  masks;
- ``for`` over ``range``, tuples and a ``CellList`` (``enumerate``, ``zip``), ``while`` on
  Tensor conditions, ``break``/``continue``;
- tuples, lists and dicts built, mutated and unpacked (nested and starred);
- ``ms.jit`` functions called from construct, ``ms.grad``/``value_and_grad`` with
  ``grad_position`` and ``has_aux`` inside construct;
- error statements (a broadcast, a Dense on the wrong width, an index out of range), one in a
  fifth of the programs: both modes must raise the same error type.

``main()`` calls the network in train mode on two inputs, takes ``value_and_grad`` (with
``has_aux``) of ``h``'s sum with respect to both inputs and the trainable Parameters, calls it in
eval mode, and snaps everything, Parameters included; an error is snapped as its type's name and
the names of its classes (a graph's OpInputError stands for PYNATIVE_MODE's ValueError).

Triage and the bugs found: see test_graph_fuzz41's docstring.
"""
import random

from fuzz_compare import statement_source
from fuzz_programs6 import HEAD

# statements keeping h float32 (4, 6) and adding typed results to the tuple outs; literal braces
# are doubled ({c} is -0.5, 0.0 or 0.5)
_BODY = [
    # layers
    "h = self.dense(h) * {c} + h",
    "h = self.conv(h.reshape(1, 1, 4, 6)).mean(1).reshape(4, 6) + h",
    "h = self.bn2(self.conv(h.reshape(1, 1, 4, 6))).sum(1).reshape(4, 6) * 0.5 + {c}",
    "h = self.bn(h) + {c}\nouts = outs + (self.bn.moving_mean * 1.0,)",
    "h = self.ln(h * 2.0) + h * {c}",
    "h = self.drop(h) * 1.5 + self.drop2(y) * {c}",
    "h = h + self.seq(h) * {c}",
    "a, b = self.sub(h)\nh = a + b * {c} + self.sub(y)[1]",
    # Parameter writes
    "ops.assign_add(self.acc, h * {c})\nh = h + self.acc",
    "ops.assign(self.cnt, self.cnt + 1)\nouts = outs + (self.cnt * 1, self.cnt + 2)",
    "ops.assign_sub(self.scale, self.scale * 0.25)\nh = h * self.scale + {c}",
    "self.p[1:3] = h[0, 1:3] * {c}\nh = h * self.p\nouts = outs + (self.p * 1.0,)",
    "self.acc[0] = y[1]\nself.acc[:, -1] = {c}\nh = h + self.acc * 0.5",
    "if h.sum() > {c}:\n    ops.assign(self.scale, self.scale + 1.0)\nelse:\n"
    "    ops.assign_add(self.cnt, Tensor(2, ms.int32))\nh = h * self.scale",
    # getitem / setitem
    "t = h * 1.0\nt[0, 1:4] = {c}\nt[[1, 3]] = y[[0, 2]]\nt[t > 1.0] = 1.0\n"
    "t[..., -1] = t[:, 0]\nh = t",
    "idx = Tensor([2, 0], ms.int32)\nh = h + h[idx, 1:].sum() * {c}\n"
    "outs = outs + (h[idx][:, ::2], h[1, idx], h[None, 1:3, ..., ::-1])",
    "t = h * 1.0\nt[1:, None, 2] = y[1:, 2:3]\nt[-1, ::2] += {c}\nh = t\n"
    "outs = outs + (t[(0, 1), (2, 3)], t[True].shape)",
    "m = y > {c}\nouts = outs + (h[m].shape, h[m].sum())\nh = ops.where(m, h, -h)",
    # loops
    "for cell in self.blocks:\n    h = cell(h) + h * {c}",
    "i = -1\nfor i, cell in enumerate(self.blocks):\n    if i == 1:\n        continue\n"
    "    h = cell(h)\nouts = outs + (i,)",
    "for k, cell in zip((0.5, -1.0, 2.0), self.blocks):\n    if k < {c}:\n        break\n"
    "    h = cell(h) * k",
    "i = Tensor(0, ms.int32)\nwhile h.sum() < 5.0 and i < 3:\n    h = h + 0.5\n    i += 1\n"
    "outs = outs + (h.sum(), i)",
    "j = Tensor(0, ms.int32)\nwhile j < 3:\n    h = h * 0.9 + {c}\n    j = j + 1\n"
    "outs = outs + (j,)",
    "for r in range(4):\n    if h[r].sum() > {c}:\n        h = h + r * 0.1\n        continue\n"
    "    h = h - 0.1",
    "while True:\n    h = h * 0.75\n    if h.abs().max() < 1.0:\n        break",
    # containers
    "d = {{'a': h, 'b': y * {c}}}\nd['c'] = d['a'] + d['b']\nh = d['c']\n"
    "outs = outs + (len(d), d['b'].sum(), tuple(d.keys()))",
    "a, (b, c2) = h, [y, x]\nl = [a, b]\nl.append(c2)\nh = l[0] + l[-1] * {c}\n"
    "outs = outs + (len(l), l[1].shape)",
    "first, *rest = (h, y, x * {c})\nh = first + sum(rest)\nouts = outs + (len(rest),)",
    "pairs = [(h, 1.0), (y, {c})]\ns = 0.0\nfor t, w in pairs:\n    s = s + t * w\nh = s",
    "d = dict(h=h, k=2)\nh = d['h'] * d['k'] + d.get('z', {c})\nouts = outs + (d.get('k'),)",
    # ms.jit functions, gradients in construct
    "h = jit_mix(h, y) + {c}",
    "h = jit_loop(h, 3) * {c} + h",
    "g = ms.grad(inner_loss)(h, y)\nh = h + g * {c}",
    "v, g = ms.value_and_grad(aux_fn, grad_position=(0, 1), has_aux=True)(h, y)\n"
    "h = h + g[0] * {c} + g[1]\nouts = outs + (v[0], v[1])",
    "g0, g1 = ms.grad(inner_loss, grad_position=(0, 1))(h, y)\nh = h + g0 - g1 * {c}",
    # mixtures
    "idx = Tensor([1, 3], ms.int32)\nself.acc[idx] += h[idx] * {c}\nh = h + self.acc",
    "j = Tensor(0, ms.int32)\nwhile j < 2:\n    ops.assign_add(self.acc, h * {c})\n    j = j + 1\n"
    "h = h + self.acc",
    "if h.sum() > {c}:\n    self.p[0] = 5.0\nh = h * self.p",
    "h = jit_mix(self.bn(h), self.dense(y)) * {c} + h",
    "l = [h]\nfor cell in self.blocks:\n    l.append(cell(l[-1]))\nh = sum(l) * 0.25 + {c}\n"
    "outs = outs + tuple(l[1:])",
    "d = {{'x': h}}\nfor k in ('a', 'b'):\n    d[k] = d['x'] * {c}\nh = d['a'] + d['b'] + h\n"
    "outs = outs + (list(d.keys()),)",
    "t = h * 1.0\nt[1, [0, 2]] = Tensor([7.0, {c}], ms.float32)\n"
    "t[:, Tensor([True, False, True, False, True, False])] = 0.0\nh = t",
    "h, *_ = self.sub(h * {c})\nouts = outs + (len(_),)",
    "ops.assign(self.scale, (h * 0.01).sum() + {c})\nh = h * self.scale",
    "k = 0\nfor cell in self.blocks[1:]:\n    k += 1\n    h = cell(h) + {c}\n"
    "outs = outs + (k, len(self.blocks))",
]

# error statements: one of them, at a random place, in a fifth of the programs
_ERRORS = [
    "h = h + ops.ones((3, 5), ms.float32) * {c}",
    "h = self.dense(h.reshape(3, 8)).reshape(4, 6)",
    "h = h + h[4] * {c}",
    "h = h.reshape(5, 5)",
    "h = ops.matmul(h, y) + {c}",
]

TEMPLATE = '''

class Pair(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(lin(6, lo=-0.4, hi=0.7), name="w")

    def construct(self, a):
        return a * self.w, ops.tanh(a) + self.w


@ms.jit
def jit_mix(a, b):
    return ops.sin(a) * b + a * 0.5


@ms.jit
def jit_loop(a, n):
    for _ in range(n):
        a = a * 0.5 + 0.1
    if a.sum() > 0:
        a = a - 1.0
    return a


def inner_loss(a, b):
    return (a * a * b).sum()


def aux_fn(a, b):
    return (ops.tanh(a) * b).sum(), (a - b).mean()


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(6, 6, weight_init=lin(6, 6), bias_init=lin(6, lo=0.1, hi=0.2))
        self.conv = nn.Conv2d(1, 2, 3, pad_mode="same", weight_init=lin(2, 1, 3, 3),
                              has_bias=True, bias_init=lin(2))
        self.bn = nn.BatchNorm1d(6, momentum=0.8)
        self.bn2 = nn.BatchNorm2d(2)
        self.ln = nn.LayerNorm((6,))
        self.drop = nn.Dropout(p=0.0)
        self.drop2 = nn.Dropout(keep_prob=1.0)
        self.seq = nn.SequentialCell([nn.Dense(6, 6, weight_init=lin(6, 6, lo=0.3, hi=-0.4),
                                               bias_init=lin(6)),
                                      nn.ReLU(), nn.LayerNorm((6,))])
        self.blocks = nn.CellList([nn.Tanh(), nn.Dense(6, 6, weight_init=lin(6, 6, hi=0.2),
                                                      has_bias=False), nn.Sigmoid()])
        self.sub = Pair()
        self.p = Parameter(lin(6, lo=0.2, hi=0.9), name="p", requires_grad=False)
        self.acc = Parameter(Tensor(np.zeros((4, 6), np.float32)), name="acc", requires_grad=False)
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)
        self.scale = Parameter(Tensor(1.5, ms.float32), name="scale", requires_grad=False)

    def construct(self, x, y):
        h = ops.tanh(x)
        outs = ()
{body}
        return h, outs


def guard(f, *args):
    try:
        return snap(f(*args))
    except Exception as e:  # pylint: disable=broad-except
        return ("error", type(e).__name__, tuple(c.__name__ for c in type(e).__mro__))


def main():
    net = Net()
    net.set_train(True)
    res = [guard(net, X, X2), guard(net, X3, X)]

    def loss(p, q):
        h, outs = net(p, q)
        return h.sum(), outs

    vg = ms.value_and_grad(loss, grad_position=(0, 1), weights=net.trainable_params(),
                           has_aux=True)
    res.append(guard(vg, X2, X3))
    net.set_train(False)
    res.append(guard(net, X2, X))
    res.append(snap(list(net.get_parameters())))
    return res
'''


def program(statements):
    """The source of a program whose construct runs ``statements`` (texts of ``_BODY``)."""
    return statement_source(HEAD, TEMPLATE, statements)


def generate(seed):
    """The source of program ``seed``."""
    r = random.Random(f"fuzz41:{seed}")
    statements = [r.choice(_BODY).format(c=r.choice([-0.5, 0.0, 0.5]))
                  for _ in range(r.randint(3, 6))]
    if r.random() < 0.2:
        statements.insert(r.randint(0, len(statements)), r.choice(_ERRORS).format(c=0.5))
    return statement_source(HEAD, TEMPLATE, statements)
