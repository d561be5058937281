"""Random programs for the eighth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz8).

The first seven fuzzers cover control flow over one Cell's values, user-style Python, dtypes
and indexing, nn layers, functional ops, grad APIs, Primitive instances, transforms, attribute
writes, containers, training, integer semantics and Tensor-method breadth. This one covers how
Cells are put together and driven: one network of nested Cells, called and differentiated in
several ways. ``Prog.construct(x, y)`` (float32 (4, 6) both) draws statements from:

- nested Cells sharing sub-Cells (one ``Leaf`` held by two ``Block``s and by ``Prog``), a
  Parameter held by two Cells (``Tied`` reuses ``Leaf``'s weight), Cells returning tuples,
  lists, dicts and nests of them that the caller unpacks (starred, nested targets);
- ``CellList``/``SequentialCell``/``CellDict`` and Python lists of Cells iterated (with
  ``enumerate``, ``zip``, a tensor-conditioned ``break``), indexed and sliced;
- ``for`` over tuples and lists of tensors with ``break``/``continue`` on tensor conditions;
  ``while`` on tensor conditions (with ``and``, an int32 tensor counter, a Python counter and a
  ``break``, a Parameter write in the body, a Parameter in the condition);
- Parameter writes followed by reads in the same call (``ops.assign``, ``ops.assign_add``, also
  under a tensor ``if`` and in loops; a Cell counting its calls in an int32 Parameter),
  ``ops.depend``, ``ops.stop_gradient``, keyword calls of sub-Cells, swapped arguments;
- lists and dicts changed in place (``append``, item writes) in tensor-conditioned branches;
- tensors as conditions (``any``/``all``, ``not``, the truth of an int tensor, a conditional
  expression), int32 and bool tensors derived from the floats, float16 islands (``ops.cast``).

``main()`` (chosen by the seed, ``_DRIVERS``) calls the network directly, through ``@ms.jit``
functions that call it (one calling another), after ``set_data`` and a ``requires_grad`` change,
and differentiates it with ``ms.grad``/``ms.value_and_grad`` (tuple and int ``grad_position``,
``weights``, ``has_aux``), also inside an ``@ms.jit`` function, keeping outputs across calls;
every output, gradient and Parameter (after each call) is snapped. Every loop is bounded by
construction; the programs name ``minicell`` and, with ``mindspore``, run on 2.10 in both modes
(a sample measured). 2.10's own two modes disagree on some of them (gradients through a
Parameter written in a loop, float16 outputs after tensor ``while`` loops): minicell's modes
must still agree with each other.
"""
import fuzz_programs6
from fuzz_programs7 import HEAD

CELLS = '''

class Leaf(nn.Cell):
    def __init__(self, lo, hi):
        super().__init__()
        self.w = Parameter(Tensor(np.linspace(lo, hi, 36).reshape(6, 6).astype(np.float32)),
                           name="w")

    def construct(self, x):
        return ops.tanh(ops.matmul(x, self.w))


class Block(nn.Cell):
    def __init__(self, leaf, k):
        super().__init__()
        self.leaf = leaf
        self.s = Parameter(Tensor(np.full((6,), k, np.float32)), name="s")

    def construct(self, x):
        u = self.leaf(x) * self.s
        return u + x, u.mean()


class Tied(nn.Cell):
    def __init__(self, w):
        super().__init__()
        self.w = w

    def construct(self, x):
        return x @ self.w.T * 0.5


class Counter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.calls = Parameter(Tensor(0, ms.int32), name="calls", requires_grad=False)

    def construct(self, x):
        ops.assign_add(self.calls, Tensor(1, ms.int32))
        return x * 0.5 + self.calls.astype(ms.float32) * 0.1


class Parts(nn.Cell):
    def construct(self, x):
        return [ops.relu(x), x * x * 0.2, x.sum(1, keepdims=True)]


class Named(nn.Cell):
    def construct(self, x):
        return {{"pos": ops.maximum(x, 0.0), "neg": ops.minimum(x, 0.0), "n": (x > 0).sum()}}


class Deep(nn.Cell):
    def __init__(self, leaf):
        super().__init__()
        self.leaf = leaf

    def construct(self, x):
        u = self.leaf(x)
        return u, (u.sum(), [x - u, {{"k": x.mean()}}])


class Half(nn.Cell):
    def __init__(self):
        super().__init__()
        self.v = Parameter(Tensor(np.linspace(0.5, 1.5, 6).astype(np.float16)), name="v")

    def construct(self, x):
        return ops.cast(ops.cast(x, ms.float16) * self.v + 0.25, ms.float32)


class Prog(nn.Cell):
    def __init__(self):
        super().__init__()
        self.leaf = Leaf(-0.4, 0.5)
        self.b1 = Block(self.leaf, 0.8)
        self.b2 = Block(self.leaf, -0.6)
        self.tied = Tied(self.leaf.w)
        self.counter = Counter()
        self.parts = Parts()
        self.named = Named()
        self.half = Half()
        self.deep = Deep(self.leaf)
        self.cd = nn.CellDict({{"p": nn.Tanh(), "q": Leaf(0.1, -0.3)}})
        self.layers = nn.CellList([Leaf(0.3, -0.2), nn.ReLU(), self.b1])
        self.seq = nn.SequentialCell([Leaf(-0.1, 0.2), nn.Tanh(), Leaf(0.2, 0.6)])
        self.acc = Parameter(Tensor(np.zeros((4, 6), np.float32)), name="acc", requires_grad=False)
        self.m = Parameter(Tensor(np.linspace(0.9, 1.1, 6).astype(np.float32)), name="m")

    def construct(self, x, y):
{construct}


def state(net):
    return [net.acc, net.counter.calls, net.m, net.leaf.w, net.half.v]
'''

# float32 (4, 6) h -> float32 (4, 6) h; ``{c}`` is a threshold drawn per statement, ``{p}`` a
# positive one made from it (a loop that halves ``h`` until ``|h|`` is below it ends)
STMTS = [
    # shared sub-Cells, a Parameter held by two Cells, tuple/list/dict outputs unpacked
    "a, m = self.b1(h)\nb, n = self.b2(h)\nh = a - b + m * n",
    "h = self.leaf(h) + self.tied(h)",
    "h = self.b2(self.b1(h)[0])[0] * 0.5",
    "h = self.leaf(self.leaf(h)) - self.tied(self.leaf(h))",
    "p, q, r = self.parts(h)\nh = p - q + r",
    "first, *rest = self.parts(h)\nh = first + rest[0] * len(rest)",
    "d = self.named(h)\nh = d['pos'] * 2.0 + d['neg'] + d['n'].astype(ms.float32) * 0.05",
    "pos, neg = self.named(h)['pos'], self.named(y)['neg']\nh = pos + neg",
    "outs = self.parts(h)\nh = outs[-1] * outs[0]",
    "u, (s, [d, e]) = self.deep(h)\nh = u * s * 0.1 + d * e['k']",
    "out = self.deep(y)\nh = h + out[1][1][0] - out[0]",
    # containers
    "for cell in self.layers:\n    h = cell(h)\n    if isinstance(h, tuple):\n        h = h[0]",
    "for i, cell in enumerate(self.seq):\n    h = cell(h) + h * (i * 0.5)",
    "h = self.seq(h) + self.seq[0](y)",
    "h = self.seq[1:](h) * 2.0",
    "for cell in self.seq:\n    h = cell(h)\n    if h.sum() > {c}:\n        break",
    "hs = [c(h) for c in self.layers[:2]]\nh = hs[0] + hs[1]",
    "for c in [self.b1, self.b2]:\n    h = c(h)[0]",
    "for c, t in zip((self.b1, self.b2), (h, y)):\n    h = h + c(t)[0] * 0.5",
    "for key, c in self.cd.items():\n    h = c(h) + h",
    "h = self.cd['q'](h) * self.cd['p'](y)",
    # for over tuples/lists of tensors with break/continue on tensor conditions
    "for t in (h, y, h * y):\n    if t.sum() > {c}:\n        break\n    h = h + t * 0.5",
    "for t in (y, h, y * 2.0):\n    if t.mean() < {c}:\n        continue\n    h = h * 0.5 + t",
    "ts = [h, y]\nfor t in ts:\n    if t.max() > {c}:\n        h = h - t * 0.25\n        continue\n"
    "    h = h + t",
    "for i, t in enumerate((h, y)):\n    if (t > 0).sum() > 10:\n        h = h + t * (i + 1)\n"
    "        break\n    h = h * 0.9",
    "for a, b in zip((h, y), (y, h)):\n    h = h + ops.where(a > b, a, b) * 0.3",
    # while on tensor conditions
    "while h.abs().max() > {p}:\n    h = h * 0.5",
    "n = Tensor(0, ms.int32)\nwhile n < 3 and h.sum() < {c}:\n    h = h + 0.5\n    n = n + 1\n"
    "h = h + n.astype(ms.float32)",
    "k = Tensor(0, ms.int32)\nwhile k < 2:\n    ops.assign_add(self.acc, h * 0.1)\n    k = k + 1\n"
    "h = h + self.acc",
    "s = h.sum()\nwhile s > {c}:\n    s = s - 4.0\nh = h + s * 0.1",
    "t = Tensor(0.0, ms.float32)\nwhile t < 1.0:\n    t += 0.3\n    h = h * self.m + t",
    "k = (h > 0.5).sum()\nwhile k:\n    h = h * 0.5\n    k = k // 2",
    # Python containers changed in tensor-conditioned branches
    "outs = []\nfor t in (h, y):\n    if t.sum() > {c}:\n        outs.append(t * 2.0)\n    else:\n"
    "        outs.append(t - 1.0)\nh = outs[0] + outs[1]",
    "d = {{'a': h, 'b': y}}\nif h.mean() > y.mean():\n    d['a'] = h * 0.5\nelse:\n"
    "    d['b'] = h - y\nh = d['a'] + d['b']",
    # truthiness of tensors, tensor-conditioned expressions
    "if (h > {c}).any():\n    h = h + 1.0\nif not (h > 0).all():\n    h = h - y",
    "h = h * 2.0 if h.mean() > y.mean() else h - 3.0",
    # Parameter writes followed by reads, depend, stop_gradient
    "ops.assign_add(self.acc, h * 0.5)\nh = h * self.acc",
    "ops.assign(self.acc, y * 2.0)\nh = h + self.acc",
    "h = ops.depend(h * 1.5, ops.assign_add(self.acc, y))",
    "h = self.counter(h) + self.counter(y)",
    "h = ops.depend(h, ops.assign(self.m, self.m * 0.9))\nh = h * self.m",
    "h = h * self.m + ops.stop_gradient(self.leaf(h))",
    "h = ops.stop_gradient(h * 2.0) + h * self.m",
    "a, m = ops.stop_gradient(self.b1(h))\nh = h + a * m",
    "if h.sum() > {c}:\n    ops.assign_add(self.acc, h * 0.2)\nh = h - self.acc",
    "while self.counter.calls < 4:\n    h = self.counter(h)",
    "for t in (h, y):\n    ops.assign(self.acc, self.acc * 0.5 + t)\n    if self.acc.sum() > {c}:\n"
    "        break\nh = h + self.acc",
    "h = h * self.m * self.m + self.b1(x=h)[1]",
    "ys = []\nfor cell in self.seq:\n    h = cell(h)\n    ys.append(h.mean(0))\n"
    "h = h + ops.stack(ys).sum(0)",
    "h, y = y * 1.0, h\nh = h - y * 0.5",
    "i = 0\nwhile h.min() < {c}:\n    h = h + 0.75\n    i += 1\n    if i > 3:\n        break",
    # int32/bool tensors, float16 islands
    "k = (h > 0).astype(ms.int32).sum(1, keepdims=True)\nh = h + k.astype(ms.float32) * 0.1",
    "b = (h > 0) & (y < 0.5)\nh = ops.select(b, h, y * 2.0)",
    "k = ops.cast(h * 3.0, ms.int32) // 2 % 3\nh = h + ops.cast(k, ms.float32)",
    "mask = (h > {c}) | (y > 0)\nh = h * mask + (~mask).astype(ms.float32)",
    "h = self.half(h) * 2.0",
    "h16 = ops.cast(h, ms.float16)\nh = ops.cast(h16 * h16, ms.float32) * 0.5 + h",
    "h = h + self.half(y).astype(h.dtype)",
]

RETURNS = [
    "h", "h, h.sum()", "[h, (h > 0).sum()]", "{'h': h, 'y': y * 2.0}", "h, (h.mean(), y)",
    "h, self.acc * 1.0", "h.astype(ms.float16), h.argmax(1)",
]

# how ``main()`` drives the network; ``{s}`` appends a snap of the Parameters
_DRIVERS = [
    "res.append(snap(ms.grad(Loss(net), grad_position=(0, 1), weights=net.trainable_params())"
    "(X, X2)))",
    "res.append(snap(ms.value_and_grad(Loss(net), grad_position=None,"
    " weights=net.trainable_params())(X, X2)))",
    "res.append(snap(ms.grad(Loss(net), grad_position=1)(X, X2)))",
    "res.append(snap(ms.grad(Aux(net), grad_position=0, weights=net.trainable_params(),"
    " has_aux=True)(X, X2)))",
    "res.append(snap(ms.value_and_grad(Aux(net), grad_position=0, has_aux=True)(X3, X)))",
    "res.append(snap(run(X3, X2)))",
    "res.append(snap(ms.grad(run_loss, grad_position=(0, 1))(X, X3)))",
    "res.append(snap(step(X, X2)))",
    "net.m.set_data(net.m * 0.5)\n    res.append(snap(net(X2, X3)))",
    "net.leaf.w.requires_grad = False\n    res.append(snap(ms.grad(Loss(net), grad_position=None,"
    " weights=net.trainable_params())(X, X2)))",
    "res.append(snap(run_twice(X, X3)))",
    "a = run(X, X2)\n    b = net(X3, X)\n    res.append(snap([a, b]))",
]

MAIN = '''

class Aux(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y):
        out = self.net(x, y)
        return total(out), out


def main():
    net = Prog()
    loss = Loss(net)
    params = net.trainable_params()

    @ms.jit
    def run(a, b):
        return net(a, b)

    @ms.jit
    def run_loss(a, b):
        return total(net(a, b)) * 2.0

    @ms.jit
    def run_twice(a, b):
        return run(a, b), net(b, a)

    @ms.jit
    def step(a, b):
        return ms.value_and_grad(loss, grad_position=0, weights=params)(a, b)

    res = [snap(net(X, X2)), snap(state(net)), snap(net(X3, X)), snap(state(net))]
{drive}
    return res
'''


class _Nest(fuzz_programs6._Base):
    """One network of nested, shared Cells, driven by calls, jit functions and gradients. A
    later family subclasses it with its own tables (``stmts``, ``drivers``, ``main``, ``cells``,
    ``returns``)."""
    stmts, drivers, main, cells, returns = STMTS, _DRIVERS, MAIN, CELLS, RETURNS

    def program(self):
        r = self.r
        self.emit("h = x * 1.0")
        for s in r.sample(self.stmts, r.randint(3, 6)):
            c = r.choice([-2.0, 0.5, 3.0, 10.0])
            self.emit(s.format(c=c, p=abs(c) + 0.5))
        ret = r.choice(self.returns)
        self.emit("return " + ret)
        drivers = self.drivers
        if ret.startswith("{"):
            # 2.10's GRAPH_MODE fails to infer a has_aux Cell whose aux output is a dict
            drivers = [d for d in drivers if "Aux(" not in d]
        drive = "".join(f"    {d}\n    res.append(snap(state(net)))\n"
                        for d in r.sample(drivers, r.randint(1, 3)))
        return HEAD + self.cells.format(construct=self.body()) + self.main.format(
            drive=drive.rstrip("\n"))


def generate(seed):
    """The source of program ``seed``."""
    return _Nest(seed).program()
