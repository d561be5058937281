"""The module head, statement texts and ``main()`` of ``fuzz_programs49``'s programs (its
docstring says what they cover). In a text, ``{n}`` is the loop's trip count, ``{m}`` a short
inner count (2-4), ``{b}`` an index inside the loop, ``{c}`` a Python float and ``{off}`` an
index offset (0-4: from 4 on, ``x[i + {off}]`` leaves the axis at the last steps)."""
from fuzz_compare import SNAP_PRELUDE

HEAD = SNAP_PRELUDE + '''
try:                                    # minicell only: the scan thresholds
    from minicell.compiler import for_scan as _FS
except ImportError:
    _FS = None

T = {t}
SMALL = {small}
_G = np.arange((T + 3) * 12).reshape(T + 3, 2, 6)
X = (np.sin(_G * 0.7) * 0.8).astype(np.float32)
Y = (np.cos(_G * 1.3) * 0.6).astype(np.float32)
SENS = Tensor(np.cos(np.arange(12).reshape(2, 6) * 0.4).astype(np.float32))


def wmat(s):
    return Parameter(Tensor((np.cos(np.arange(36).reshape(6, 6) * s) * 0.3).astype(np.float32)),
                     name="w")


class Step(nn.Cell):
    def __init__(self, s):
        super().__init__()
        self.w = wmat(s)
        self.b = Parameter(Tensor(np.full((6,), s * 0.1, np.float32)), name="b")

    def construct(self, x):
        return ops.tanh(ops.matmul(x, self.w) + self.b)


class Rnn(nn.Cell):
    """Steps over the first axis of ``xs``, collecting each state."""

    def __init__(self):
        super().__init__()
        self.step = Step(0.45)

    def construct(self, xs, h):
        outs = []
        for i in range(xs.shape[0]):
            h = self.step(h * 0.5 + xs[i])
            outs.append(h)
        return h, ops.stack(outs, 1)


class Scan(nn.Cell):
    """Iterates rows of ``xs``, a tuple grown with ``+=`` and a window of the next row."""

    def __init__(self):
        super().__init__()
        self.u = Parameter(Tensor(np.linspace(-0.4, 0.6, 6).astype(np.float32)), name="u")

    def construct(self, xs, h):
        t = ()
        for i in range(xs.shape[0] - 1):
            h = ops.sin(h) * 0.5 + xs[i] * self.u + xs[i + 1:i + 2].sum(0) * 0.25
            t += (h.sum(1),)
        return h, ops.stack(t, -1)


@ms.jit
def jscan(h, xs, w):
    hs = []
    for i in range(xs.shape[0]):
        h = ops.tanh(ops.matmul(h, w) * 0.5 + xs[i])
        hs.append(h)
    return h, ops.stack(hs)


@ms.jit
def jrows(h, ys):
    t = ()
    for row in ys:
        h = h * 0.5 + ops.cos(row)
        t += (h,)
    return h + ops.concat(t, 0).mean(0)


def roll(h, xs, n):
    for i in range(n):
        h = h * 0.8 + xs[i] * 0.5
    return h


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = wmat(0.3)
        self.b = Parameter(Tensor(np.full((6,), 0.05, np.float32)), name="b")
        self.u = Parameter(Tensor(np.linspace(0.1, 0.9, 6).astype(np.float32)), name="u")
        self.v = Parameter(Tensor(np.cos(np.arange(24).reshape(4, 6) * 0.5)
                                  .astype(np.float32)), name="v")
        self.acc = Parameter(Tensor(np.zeros((6,), np.float32)), name="acc",
                             requires_grad=False)
        self.lin = Step(0.7)
        self.rnn = Rnn()
        self.scan = Scan()
        self.layers = nn.CellList([Step(0.2), Step(0.9)])

    def steps(self, h, xs, n):
        lst = []
        for i in range(n):
            h = self.lin(h + xs[i] * 0.5)
            lst.append(h)
        return h, lst

    def loss_of(self, h, xs):
        for i in range(xs.shape[0]):
            h = ops.tanh(h * self.u + xs[i])
        return (h * h).sum()

    def construct(self, x, y):
        h = x[0] * 1.0
        outs = ()
{body}
        return h, outs
'''

# loops a scan can run (when long enough): tensor carries, collected outputs, windows at ``i``
SCANS = [
    "for i in range({n}):\n    h = ops.tanh(ops.matmul(h, self.w) * 0.5 + x[i] + self.b)",
    "for i in range({n}):\n    h = h * {c} + ops.sin(x[i]) * y[i]",
    "for i in range({n}):\n    h = self.lin(h + x[i]) * 0.5 + h * 0.5",
    "lst = []\nfor i in range({n}):\n    h = ops.tanh(h * {c} + x[i])\n    lst.append(h)\n"
    "h = h + ops.stack(lst).mean(0)\nouts += (ops.stack(lst, 1),)",
    "lst = []\nfor i in range({n}):\n    h = h * 0.8 + x[i] * self.u\n    lst.append(h.sum(1))\n"
    "outs += (ops.stack(lst, -1),)",
    "t = ()\nfor i in range({n}):\n    h = ops.cos(h) * 0.5 + y[i]\n    t += (h * 2,)\n"
    "outs += (ops.concat(t, 0),)",
    "t = (h,)\nfor i in range({n}):\n    h = h + x[i] * {c}\n    t = t + (h, ops.sin(h))\n"
    "outs += (ops.stack(t).sum(0), t[-1])",
    "lst, pairs = [h], []\nfor i in range({n}):\n    h = h * 0.9 + y[i] * self.u\n"
    "    lst.append(h * 2)\n    pairs.append((h, x[i]))\nh = h + pairs[-1][1] * 0.5\n"
    "outs += (ops.stack(lst), pairs[1][0])",
    "for i in range({n}):\n    h = h + x[i:i + 2].mean(0) * {c}",
    "for i in range({n}):\n    h = h * 0.9 + x[i + 1:i + 4:2].sum(0) * {c}",
    "xt = x.transpose(1, 0, 2)\nfor i in range({n}):\n"
    "    h = h * 0.9 + xt[:, i + 1:i + 3].sum(1) * {c}",
    "for i in range({n}):\n    h = h * 0.7 + x[{n} - 1 - i]",
    "for i in range({n}):\n    h = h * 0.7 + x[-1 - i] * {c}",
    "for i in range({n}):\n    h = h * 0.9 + x[i + {off}] * 0.2",
    "for i in range({n}):\n    h = h * 0.9 + self.v[i % 4] * x[i]",
    "for row in x[:{n}]:\n    h = ops.tanh(h + row * self.u)",
    "for row in y[1:{n}]:\n    h = h * 0.5 + row\n    outs += (row.sum() + h.sum(),)",
    "for i in range({n}):\n    for j in range({m}):\n        h = h * 0.9 + x[i] * y[j] * {c}",
    "for i in range({m}):\n    for j in range({n}):\n        h = ops.sin(h) + x[j] * 0.3",
    "lst = []\nfor i in range({m}):\n    for j in range({n}):\n        h = h * 0.8 + y[j] * x[i]\n"
    "        lst.append(h)\nouts += (ops.stack(lst).sum(0),)",
    "h, hs = jscan(h, x[:{n}], self.w)\nouts += (hs,)",
    "h = jrows(h, y[:{n}])",
    "h, seq = self.rnn(x[:{n}], h)\nouts += (seq,)",
    "h, seq = self.scan(y[:{n}], h)\nouts += (seq * {c},)",
    "h, lst = self.steps(h, x, {n})\nouts += (ops.stack(lst),)",
    "h = roll(h, y, {n}) + h * {c}",
    "for i in range({n}):\n    outs += (h * x[i],)",
    "acc = 0\nfor i in range({n}):\n    acc = acc + x[i] * h\nh = h + acc * 0.1",
    "acc = x[0] * 0\nfor i in range({n}):\n    acc = acc * 0.5 + ops.relu(x[i] - h)\nh = h + acc",
    "for i in range({n}):\n    if h.sum() > {c}:\n        h = h * 0.5\n    h = h + x[i]",
    "for i in range({n}):\n    h = h * 0.9 + x[i]\n    if h.sum() > {c} * 10:\n        break",
    "for i in range({n}):\n    ops.assign_add(self.acc, x[i].sum(0) * 0.01)\n    h = h + self.acc",
    "for i in range({n}):\n    h = ops.where(x[i] > {c}, h, x[i] * 0.5)",
    "for i in range({n}):\n    h = ops.stop_gradient(h) * 0.5 + x[i] * self.u",
    "for i in range({n}):\n    h = h * 0.9 + x[i] * y[i + {m}]",
    "for i in range({n}):\n    h = h * 0.5 + self.layers[0](x[i]) + self.layers[1](h) * 0.25",
    "s = h.sum()\nfor i in range({n}):\n    s = s * 0.5 + x[i].sum()\nouts += (s,)",
    "for i in range({n}):\n    a, b = ops.split(x[i], 3, 1)\n"
    "    h = h + ops.concat((b, a), 1) * {c}",
    "g = ms.grad(self.loss_of)(h, y[:{n}])\nh = h + g * {c}",
]
# loops that must stay unrolled: Python values changing per step, ``if`` on ``i``, ``break``,
# reads of the collected list in the body, appends under an ``if``, windows clipped at the end
UNROLLED = [
    "s = 1.0\nfor i in range({n}):\n    h = h * s + x[i]\n    s = s * 0.9",
    "for i in range({n}):\n    h = h + x[i] * (i * 0.05)",
    "for i in range({n}):\n    if i % 2 == 0:\n        h = h + x[i]\n    else:\n"
    "        h = h * 0.9",
    "for i in range({n}):\n    if i == {b}:\n        break\n    h = ops.tanh(h + x[i])",
    "for i in range({n}):\n    if i < {b}:\n        continue\n    h = h * 0.8 + y[i]",
    "lst = []\nfor i in range({n}):\n    lst.append(h)\n    h = h * 0.5 + x[i] + lst[-1] * 0.1\n"
    "outs += (ops.stack(lst),)",
    "lst = [h]\nfor i in range({n}):\n    h = h * 0.5 + x[i] + len(lst) * 0.01\n    lst.append(h)\n"
    "outs += (lst[-2],)",
    "lst = []\nfor i in range({n}):\n    h = ops.sin(h) + x[i]\n    if i % 3 == 0:\n"
    "        lst.append(h)\nouts += (ops.concat(lst),)",
    "for i in range(x.shape[0]):\n    h = h * 0.8 + x[i:i + 3].sum(0) * 0.1",
    "for i, row in enumerate(x[:{n}]):\n    h = h + row * (1.0 if i % 2 else 0.5)",
    "hs = [h]\nfor i in range({n}):\n    hs.append(hs[-1] * 0.5 + x[i])\nh = hs[-1]\n"
    "outs += (ops.stack(hs),)",
    "t = ()\nfor i in range({n}):\n    h = h + y[i] * {c}\n    if i > {b}:\n        t += (h,)\n"
    "outs += t",
    "k = 0\nfor i in range({n}):\n    h = h + x[k]\n    k = (k + 2) % {n}",
    "for i in range({n}):\n    h = self.layers[i % 2](h + x[i])",
    "for i in range({n}):\n    h = h + x[i]\n    if i >= {b}:\n        h = h * 0.5\n        break",
    "lst = []\nfor i in range({n}):\n    h = h * 0.9 + x[i]\n    lst.append(h)\n"
    "    if len(lst) > 3:\n"
    "        lst.pop(0)\nouts += (ops.stack(lst),)",
]
# errors raised inside a loop (never wrapped)
ERRORS = [
    "for i in range({n}):\n    h = h + x[i + T + 3]  # error",
    "for i in range({n}):\n    h = h + ops.matmul(x[i], self.v)  # error",
    "lst = []\nfor i in range(x.shape[0]):\n    lst.append(x[i:i + 2])\n"
    "h = h + ops.stack(lst).sum((0, 1))  # error",
]
GROUPS = {
    "scans": (SCANS, 6),
    "unrolled": (UNROLLED, 3),
    "errors": (ERRORS, 0.2),
}
# a tensor ``if`` or a ``for`` around a statement (not one that changes ``outs``)
WRAPS = [
    "if x.sum() > {c}:\n{s}",
    "for j2 in range(2):\n{s}",
]
TAIL = '''

def total(h, outs):
    s = (h * SENS).sum()
    for o in outs:
        s = s + o.sum() * 0.1
    return s


def main():
    old = (_FS.MIN_TRIP, _FS.UNROLL_BUDGET) if _FS is not None else None
    if SMALL and _FS is not None:
        _FS.MIN_TRIP, _FS.UNROLL_BUDGET = 2, 0
    try:
        return run()
    finally:
        if old is not None:
            _FS.MIN_TRIP, _FS.UNROLL_BUDGET = old


def run():
    net = Net()
    res = [guard(net, Tensor(X), Tensor(Y))]
    res.append(guard(net, Tensor(Y * 0.5), Tensor(X[::-1].copy())))

    def loss(x, y):
        h, outs = net(x, y)
        return total(h, outs)
    params = net.trainable_params()
    res.append(guard(ms.value_and_grad(loss, grad_position=(0, 1), weights=params),
                     Tensor(X), Tensor(Y)))
    res.append(snap(list(net.get_parameters())))
    return res
'''
