"""Random programs for the twenty-sixth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz26):
control flow mixed with Python data structures inside construct, under MindSpore's gradient
APIs and in-place Parameter updates. ``Net.construct(self, x, y)`` (float32 (4, 6) both) keeps a
value ``h`` and draws statements from:

- dicts, lists and tuples of tensors built in ``for`` loops over ``zip``/``enumerate`` of constant
  tuples, by list and dict comprehensions and by a ``while`` over a Python counter, read back by
  key and position and returned nested (``(h, {'d': d, ...})``, ``[h, (...)]``, ``{'h': h, ...}``);
- ``CellList``/``SequentialCell`` indexed by a loop variable (forwards and backwards), a
  ``CellDict`` indexed by keys drawn from a class attribute tuple, ``getattr`` with constant
  strings (also ``'fc' + str(j)``), class attributes and ``@staticmethod``s called through the
  class and through ``self`` (in ``Net`` and in its ``Block``s);
- an ``isinstance`` branch on a helper's tuple-or-Tensor result, an early ``return`` from inside
  a ``for`` under a tensor condition and from inside a tensor ``while``, each returning its
  Python counter too (kept in the returned nest: ``total`` skips numbers), ``break``/``continue``
  on tensor conditions, recursion through sub-Cells (``Rec`` holds ``Rec(depth - 1)``) and
  through a method called with a Python int;
- ``ops.assign``/``ops.assign_add`` and slice writes of non-trainable Parameters
  (``self.table[1] = h[0]``, ``self.table[:, 0:2] = ...``) read back in the same call. (2.10's
  GRAPH_MODE leaves the Parameter unwritten after ``self.table[1:3] = x[1:3]``, though reads in
  the call see the write; its PYNATIVE_MODE and minicell write it: measured, not generated.)

The loss (``Loss``) is module-level ``total`` of the nested result: a recursion over tuples,
lists and dicts with ``isinstance``. ``main()`` snaps a forward call and every Parameter, then
three or four gradient drivers: ``ops.GradOperation`` with ``get_all``/``get_by_list``, a Cell
whose construct calls ``GradOperation(get_all=True, get_by_list=True, sens_param=True)``,
``ms.value_and_grad`` with ``has_aux=True`` and a nested auxiliary result, ``ms.grad`` with a
``grad_position`` and weights, a ``TrainOneStepCell`` step; then every Parameter again (each
driver's forward pass updated the non-trainable ones). Seeds 0, 3, 12, 18 and 26 run on 2.10 in
both modes: its modes agree, and with minicell within 1e-3 (measured).
"""
import random

HEAD = '''import numpy as np
import minicell as ms
from minicell import nn, ops, Tensor, Parameter, ParameterTuple


def snap(v):
    if isinstance(v, (tuple, list)):
        return [snap(u) for u in v]
    if isinstance(v, dict):
        return {str(k): snap(u) for k, u in v.items()}
    if isinstance(v, ms.Tensor):
        return (str(v.dtype), tuple(v.shape), v.asnumpy().copy())
    if isinstance(v, float):
        return ("float", v)
    return (type(v).__name__, v)


def fill(cell):
    """Every float Parameter of ``cell`` a linspace of its own shape, scaled by its fan-in."""
    for i, p in enumerate(cell.get_parameters()):
        if p.dtype != ms.float32:
            continue
        n = int(np.prod(p.shape))
        lo, hi = -0.5 + 0.07 * (i % 9), 0.6 - 0.03 * (i % 7)
        scale = 1.5 / np.sqrt(p.shape[-1]) if len(p.shape) > 1 else 1.0
        p.set_data(Tensor((np.linspace(lo, hi, n) * scale).reshape(p.shape).astype(np.float32)))
    return cell


def total(v):
    """The mean square of every float leaf of a nest of tuples, lists and dicts, summed."""
    if isinstance(v, (tuple, list)):
        s = 0.0
        for u in v:
            s = s + total(u)
        return s
    if isinstance(v, dict):
        return total(tuple(v.values()))
    if isinstance(v, (int, float)):
        return 0.0
    return (v * v).mean()


class Block(nn.Cell):
    SCALE = 0.75

    def __init__(self, k):
        super().__init__()
        self.fc = nn.Dense(6, 6)
        self.k = k

    @staticmethod
    def mix(a, b):
        return a * 0.6 + ops.tanh(b) * 0.4

    def construct(self, h):
        return self.mix(self.fc(h), h) * self.SCALE + self.k * 0.1


class Rec(nn.Cell):
    """Recursion through sub-Cells: ``Rec(depth)`` holds ``Rec(depth - 1)`` down to 0."""

    def __init__(self, depth):
        super().__init__()
        self.w = Parameter(Tensor(np.ones(6, np.float32)), name="w")
        self.inner = Rec(depth - 1) if depth > 0 else None

    def construct(self, h):
        h = ops.tanh(h * self.w)
        if self.inner is not None:
            h = h + self.inner(h) * 0.5
        return h


X = Tensor((np.sin(np.arange(24).reshape(4, 6) * 0.7) * 1.2).astype(np.float32))
Y = Tensor((np.cos(np.arange(24).reshape(4, 6) * 0.4)).astype(np.float32))
SENS = Tensor(np.float32(1.5))
'''

TEMPLATE = '''

class Net(nn.Cell):
    KEYS = ("a", "b", "c")
    ALPHA = 0.8

    def __init__(self):
        super().__init__()
        self.blocks = nn.CellList([Block(i) for i in range(3)])
        self.seq = nn.SequentialCell([nn.Dense(6, 6), nn.Tanh(), nn.Dense(6, 6)])
        self.cdict = nn.CellDict({{"a": nn.Dense(6, 6), "b": nn.Dense(6, 6, activation="relu"),
                                  "c": Block(3)}})
        self.rec = Rec({depth})
        self.fc1 = nn.Dense(6, 6, activation="tanh")
        self.fc2 = nn.Dense(6, 6)
        self.w = Parameter(Tensor(np.zeros(6, np.float32)), name="w")
        self.acc = Parameter(Tensor(np.zeros((4, 6), np.float32)), name="acc", requires_grad=False)
        self.table = Parameter(Tensor(np.zeros((3, 6), np.float32)), name="table",
                               requires_grad=False)
        self.count = Parameter(Tensor(0, ms.int32), name="count", requires_grad=False)
        fill(self)

    @staticmethod
    def blend(a, b):
        return a * 0.7 - b * 0.2

    def _pair(self, h):
        return h * 0.5, ops.sin(h)

    def _first(self, h, c):
        for i in range(4):
            h = self.blocks[i % 3](h)
            if h.sum() > c:
                return h, i
        return h, -1

    def _grow(self, h, c):
        i = 0
        while h.sum() < c:
            h = ops.abs(h) * 1.25 + 0.5
            i += 1
            if h.max() > 3:
                return h, i
        return h * 0.5, i

    def _unroll(self, h, n):
        if n == 0:
            return h
        return self._unroll(self.blocks[n % 3](h) - h * 0.25, n - 1)

    def construct(self, x, y):
        h = x
{body}
        return {ret}


class Loss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y):
        return total(self.net(x, y))


class GradNet(nn.Cell):
    def __init__(self, net, params):
        super().__init__()
        self.net = net
        self.params = params
        self.grad = ops.GradOperation(get_all=True, get_by_list=True, sens_param=True)

    def construct(self, x, y, sens):
        return self.grad(self.net, self.params)(x, y, sens)


def main():
    net = Net()
    loss = Loss(net)
    params = ParameterTuple(net.trainable_params())
    res = [snap(net(X, Y)), snap(list(net.get_parameters()))]
{drivers}
    res.append(snap(list(net.get_parameters())))
    return res
'''

_DRIVERS = {
    "all": "    res.append(snap(ops.GradOperation(get_all=True)(loss)(X, Y)))",
    "list": "    res.append(snap(ops.GradOperation(get_by_list=True)(loss, params)(X, Y)))",
    "sens": "    res.append(snap(GradNet(loss, params)(X, Y, SENS)))",
    "aux": '''
    def fwd(x, y):
        l = total(net(x, y))
        return l, (l * 2, [y * l])

    res.append(snap(ms.value_and_grad(fwd, grad_position=(0, 1), weights=params,
                                      has_aux=True)(X, Y)))''',
    "grad": "    res.append(snap(ms.grad(loss, grad_position={pos}, weights=params)(X, Y)))",
    "step": '''    step = nn.TrainOneStepCell(loss, nn.{opt})
    res.append(snap(step(X, Y)))
    res.append(snap(step(Y, X)))''',
}

_OPTS = ["SGD(params, 0.1, momentum=0.9)", "Adam(params, learning_rate=0.01)",
         "Momentum(params, 0.05, 0.9)"]


class _Gen:
    def __init__(self, seed):
        self.r = random.Random(f"fuzz26:{seed}")
        self.body, self.keep = [], []

    def emit(self, text):
        self.body.extend(text.split("\n"))

    def c(self):
        return self.r.choice([-1.0, -0.5, 0.0, 0.5, 1.0, 2.0])

    # ---- statements over h (4, 6)
    def dict_loop(self):
        if self.r.random() < 0.5:
            self.emit("d = {}\nfor key, c in zip(self.KEYS, (h, y, h * y)):\n"
                      "    d[key] = self.cdict[key](c)\nh = d['a'] + d['b'] * 0.5 - d['c'] * 0.25")
        else:
            self.emit("d = {}\nfor i, key in enumerate(self.KEYS):\n"
                      "    d[key] = self.cdict[key](h) * (i + 1)\n"
                      "h = (d['c'] - d['a']) * 0.5 + d['b'] * 0.1")
        self.keep.append("d")

    def enum_cells(self):
        self.emit("for i, blk in enumerate(self.blocks):\n    if i % 2 == 0:\n        h = blk(h)\n"
                  "    else:\n        h = h + blk(h) * 0.5")

    def index_loop(self):
        self.emit(self.r.choice([
            "for i in range(len(self.blocks)):\n    h = self.blocks[i](h) * (i + 1) / 3.0",
            "for i in range(len(self.blocks) - 1, -1, -1):\n    h = self.blocks[i](h) - h * 0.1",
            "for i in range(len(self.seq)):\n    h = self.seq[i](h)",
            "h = self.seq[-1](self.seq[0](h)) + self.seq(h) * 0.5",
            "for key in self.KEYS[::-1]:\n    h = self.cdict[key](h) * 0.8"]))

    def comprehension(self):
        pick = self.r.randrange(4)
        if pick == 0:
            self.emit("outs = [blk(h) for blk in self.blocks]\nh = ops.stack(outs).mean(0)")
            self.keep.append("outs")
        elif pick == 1:
            self.emit("outs = [self.blocks[i](h) * w for i, w in enumerate((0.5, 0.3, 0.2))]\n"
                      "h = outs[0] + outs[1] + outs[2]")
            self.keep.append("outs")
        elif pick == 2:
            self.emit("dd = {k: self.cdict[k](h) for k in self.KEYS}\nh = dd['a'] - dd['c'] * 0.5")
            self.keep.append("dd")
        else:
            self.emit("pairs = [(a, b) for a, b in zip(ops.split(h, 3, 1), ops.split(y, 3, 1))]\n"
                      "h = ops.concat([a * b + a for a, b in pairs], 1)")
            self.keep.append("pairs")

    def tuple_loop(self):
        if self.r.random() < 0.5:
            self.emit("tup = ()\nfor i in range(3):\n    tup = tup + (h * (i + 1),)\n"
                      "h = tup[-1] - tup[0] * 1.5")
        else:
            self.emit("tup = []\ni = 0\nwhile i < len(self.blocks):\n"
                      "    tup.append(self.blocks[i](h))\n    i += 1\n"
                      "h = ops.stack(tup, 0).mean(0)")
        self.keep.append("tup")

    def isinstance_branch(self):
        flag = self.r.random() < 0.5
        self.emit(f"v = self._pair(h) if {flag} else h * 1.5\nif isinstance(v, tuple):\n"
                  "    h = v[0] + v[1]\nelse:\n    h = v")

    def early(self):
        if self.r.random() < 0.5:
            self.emit(f"h, k = self._first(h, {self.c()})\nh = h * (k + 2) / 3")
        else:
            self.emit(f"h, k = self._grow(h, {self.r.choice([5.0, 15.0, 40.0])})\n"
                      "h = h / (k + 1)")
        self.keep.append("k")

    def brk(self):
        self.emit(f"for i in range(4):\n    if (h * (i + 1)).mean() > {self.c()}:\n        break\n"
                  f"    if h.max() > {self.c() + 1.0}:\n        h = h * 0.5\n        continue\n"
                  "    h = h + self.w * 0.1")

    def getattrs(self):
        if self.r.random() < 0.5:
            self.emit("for name in ('fc1', 'fc2'):\n    h = getattr(self, name)(h)")
        else:
            self.emit(f"h = getattr(self, 'fc' + str({self.r.choice([1, 2])}))(h)")

    def static(self):
        self.emit(self.r.choice([
            "h = Net.blend(h, y) * self.ALPHA",
            "h = self.blend(h, Net.ALPHA * y)",
            "h = Block.mix(h, y) + self.blocks[1].mix(y, h) * Block.SCALE"]))

    def rec(self):
        self.emit(self.r.choice(["h = self.rec(h)", f"h = self._unroll(h, {self.r.randint(1, 3)})"]))

    def update(self):
        self.emit(self.r.choice([
            "ops.assign(self.acc, h * 0.5)\nh = h + self.acc",
            "ops.assign_add(self.acc, h * 0.25)\nh = h - self.acc * 0.5",
            "ops.assign_add(self.count, Tensor(1, ms.int32))\n"
            "h = h * (self.count.astype(ms.float32) * 0.1 + 1)",
            f"self.table[{self.r.randrange(3)}] = h[0]\nh = h + self.table.mean(0)",
            "self.table[:, 0:2] = h[:3, 2:4]\nh = h * 0.9 + self.table.sum(0) * 0.1"]))

    def program(self):
        kinds = ["dict_loop", "enum_cells", "index_loop", "comprehension", "tuple_loop",
                 "isinstance_branch", "early", "brk", "getattrs", "static", "rec", "update",
                 "update"]
        for _ in range(self.r.randint(3, 6)):
            getattr(self, self.r.choice(kinds))()
        keep = list(dict.fromkeys(self.keep))
        if keep == ["k"]:
            keep = []
        style = self.r.randrange(4)
        if style == 0 or not keep:
            return "h"
        if style == 1:
            return "h, {" + ", ".join(f"'{k}': {k}" for k in keep) + ", 'n': h.mean()}"
        if style == 2:
            return "[h, (" + "".join(f"{k}, " for k in keep) + ")]"
        return "{'h': h, 'aux': (" + "".join(f"{k}, " for k in keep) + "[h * 0.5])}"


def generate(seed):
    """The source of program ``seed``."""
    g = _Gen(seed)
    ret = g.program()
    r = g.r
    names = r.sample(sorted(_DRIVERS), r.randint(3, 4))
    drivers = [_DRIVERS[n].format(pos=r.choice(["0", "1", "(0, 1)"]), opt=r.choice(_OPTS))
               for n in names]
    return HEAD + TEMPLATE.format(depth=r.randint(0, 2), ret=ret, drivers="\n".join(drivers),
                                  body="\n".join("        " + s for s in g.body))
