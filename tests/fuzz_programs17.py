"""Random programs for the seventeenth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz17):
Parameter state as users change it, over calls made with several signatures, ``fuzz_programs6``'s
module head (``snap``, ``lin``, ``total``, the inputs ``X``/``X2``/``X3``). ``Prog`` has a
trainable weight, three non-trainable Parameters (a float (4, 6) accumulator, a float (5, 6)
table, an int32 counter), Cell containers and a mixed-precision sub-Cell; its
``construct(self, x, k=1.0, *rest)`` draws from:

- in-place Parameter updates and their results: ``ops.assign``/``assign_add``/``assign_sub``,
  ``ops.scatter_update``/``scatter_add``/``scatter_max``/``scatter_min``/``scatter_mul``/
  ``scatter_div`` (duplicate indices where the op accumulates), ``ops.scatter_nd_update``/
  ``scatter_nd_add``/``scatter_nd_sub``, ``P.ScatterNdAdd``/``P.ScatterSub`` instances, item
  writes (``self.acc[1] = ...``), each read back later in the same call, ``ops.depend`` ordering
  a write before a read;
- ``while`` loops on tensor conditions with ``continue``/``break`` that update a Parameter;
- ``nn.SequentialCell`` called, indexed by negative and computed positions, sliced, its
  ``len``; ``nn.CellList`` indexed and iterated; ``nn.CellDict`` ``items()``/``keys()``/
  ``values()`` iterated and indexed;
- a sub-Cell under ``to_float(float16)`` or ``amp.auto_mixed_precision`` (O0-O3) whose float16
  result is mixed with float32 values;
- Tensor method chains with keyword arguments, integer/bool tensors promoted in arithmetic.

``main()`` calls the network with several signatures (``k`` positional and by keyword, extra
``*rest`` tensors) and snaps each output and every Parameter, writes Parameters from outside
with ``set_data`` between calls, calls ``@ms.jit`` functions with defaults, keywords and
``*args`` in different signatures (one closing over the network), takes the gradient of the
summed outputs with respect to ``x`` and the weights, and runs two hand-written training steps
(``ms.value_and_grad``, ``ops.clip_by_global_norm``, ``ops.stop_gradient``, ``ops.depend`` on
the optimizer's update). Every construct is one 2.10 runs in both modes (spot checks on its
CPU build).
"""
import random

from fuzz_programs6 import HEAD

_BLOCKS = [
    "Block()",
    "Block().to_float(ms.float16)",
    "amp.auto_mixed_precision(Block(), 'O0')",
    "amp.auto_mixed_precision(Block(), 'O1')",
    "amp.auto_mixed_precision(Block(), 'O2')",
    "amp.auto_mixed_precision(Block(), 'O3')",
]

# in-place updates of the Parameters (h: float32 (4, 6)); {c} a threshold
_WRITES = [
    "ops.assign(self.acc, h * 0.5)",
    "ops.assign_add(self.acc, h)",
    "ops.assign_sub(self.acc, ops.relu(h) * 0.25)",
    "ops.scatter_update(self.tab, self.idx, h[:2])",
    "ops.scatter_add(self.tab, self.dup, h[:3] * 0.5)",
    "ops.scatter_max(self.tab, self.idx, h[1:3])",
    "ops.scatter_min(self.tab, self.idx, h[2:])",
    "ops.scatter_mul(self.tab, self.idx, ops.sigmoid(h[:2]) + 0.5)",
    "ops.scatter_div(self.tab, self.idx, ops.abs(h[:2]) + 1.0)",
    "ops.scatter_nd_update(self.acc, self.nd, h[0, :3])",
    "ops.scatter_nd_add(self.acc, self.nd_dup, h[1, :3])",
    "ops.scatter_nd_sub(self.acc, self.nd, h[3, 2:5])",
    "self.nd_add(self.acc, self.nd_dup, h[2, 1:4])",
    "self.sub_op(self.tab, self.dup, h[1:])",
    "self.acc[1] = h[0] * 2.0",
    "self.acc[2:] = h[:2] - 1.0",
    "ops.assign_add(self.cnt, self.one)",
    "u = ops.scatter_add(self.tab, self.idx, h[:2])\nh = h + u[1] * 0.5",
    "u = ops.assign(self.acc, h + 1.0)\nh = h * u",
    "h = ops.depend(h, ops.assign_add(self.acc, h * 0.5))\nh = h + self.acc",
    "if h.sum() > {c}:\n    ops.assign_add(self.acc, h)\nelse:\n    ops.scatter_update(self.tab, "
    "self.idx, h[2:])",
]

# reads of the Parameters and other statements keeping h float32 (4, 6)
_READS = [
    "h = h + self.acc * 0.5",
    "h = h + self.tab[1:5] * 0.5",
    "h = h * (self.cnt + 1)",
    "h = h - ops.gather(self.tab, self.idx, 0).sum(0)",
    "h = h + self.tab.mean(axis=0, keep_dims=True)",
    "h = ops.tanh(h @ self.w) + h",
]

_CELLS = [
    "h = self.seq(h)",
    "h = self.seq[-1](self.seq[0](h))",
    "h = self.seq[len(self.seq) - 2](h) + h",
    "h = self.seq[1:](h)",
    "for cell in self.seq[:2]:\n    h = cell(h)",
    "h = self.cl[0](h) + self.cl[-1](h)",
    "for i, cell in enumerate(self.cl):\n    h = cell(h) * (i + 1) * 0.5",
    "for key, cell in self.cd.items():\n    h = cell(h)",
    "for key in self.cd.keys():\n    h = self.cd[key](h) + h",
    "for cell in self.cd.values():\n    h = cell(h) - h * 0.5",
    "h = self.block(h) + h",
    "h = h * self.block(h).astype(ms.float32).mean()",
    "g = self.block(h)\nh = h + g.sum(axis=1, keepdims=True) * 0.1",
]

_OTHER = [
    "h = h.clip(min=-1.5, max=1.5).cumsum(axis=1) * 0.25",
    "h = h + h.max(axis=0, keepdims=True).abs() * 0.1",
    "h = h.softmax(axis=-1) * 3.0 - h.std(axis=1, keepdims=True)",
    # (one bool Tensor cast twice in a differentiated path fails 2.10's PYNATIVE_MODE grad, its
    # two zero gradients summed as bools: "For primitive[Add] ... but got Tensor[Bool]", measured)
    "h = h + (h > 0).astype(ms.float32) * 1.5\n"
    "h = h - (h > 0).astype(ms.int32).sum(axis=1, keepdims=True)",
    "q = (h * 4).astype(ms.int32)\nh = h + (q // 3 + q % 2) * 0.25",
    "h = h + (h < 0).astype(ms.float16) * 0.5 + (h > 1).astype(ms.int32)",
    "i = Tensor(0, ms.int32)\nwhile i < 4:\n    i = i + 1\n    if h[i - 1].sum() > {c}:\n"
    "        continue\n    ops.assign_add(self.acc, h * 0.1)\n    if self.acc.sum() > {c2}:\n"
    "        break",
    "n = Tensor(0, ms.int32)\nwhile h.abs().max() > 0.5:\n    h = h * 0.7\n    n = n + 1\n"
    "    if n > 5:\n        break\nops.assign_add(self.cnt, n)",
    "for r in rest:\n    h = h + r * k",
]


class _State:
    """One program (see the module docstring)."""

    def __init__(self, r):
        self.r = r
        self.lines = []

    def emit(self, text):
        r = self.r
        text = text.format(c=r.choice([-2.0, 0.0, 1.5]), c2=r.choice([0.0, 3.0, 20.0]))
        self.lines += ["        " + line for line in text.split("\n")]

    def construct(self):
        r = self.r
        self.emit("h = ops.tanh(x @ self.w) * k")
        n = r.randint(4, 8)
        for _ in range(n):
            pool = r.choice([_WRITES, _WRITES, _READS, _CELLS, _OTHER])
            self.emit(r.choice(pool))
        if r.random() < 0.5:
            self.emit(r.choice(_READS))
        outs = ["h"] + r.sample(["self.acc * 1.0", "self.tab.sum(axis=1)", "self.cnt * 2",
                                 "h.sum()", "(h * k).mean(axis=0)"], r.randint(0, 2))
        self.emit("return " + ", ".join(outs))
        return "\n".join(self.lines)

    def calls(self):
        """main()'s calls of the network and the writes between them."""
        r = self.r
        sigs = ["net(X)", "net(X2, 0.5)", "net(X3, k=2.0)", "net(X, 1.0, X2)",
                "net(X2, 0.5, X3, X)", "net(x=X3)", "net(X, k=-1.0)"]
        sets = ["net.w.set_data(net.w * 0.5)",
                "net.acc.set_data(Tensor(np.ones((4, 6), np.float32)))",
                "net.tab.set_data(lin(5, 6, lo=1.0, hi=-1.0))",
                "net.cnt.set_data(Tensor(3, ms.int32))"]
        out = []
        for call in r.sample(sigs, r.randint(3, 5)):
            if r.random() < 0.4:
                out.append(r.choice(sets))
            out += [f"res.append(snap({call}))", "res.append(snap(params(net)))"]
        return "\n    ".join(out)

    def jits(self):
        """``@ms.jit`` functions and their calls."""
        r = self.r
        calls = r.sample(["fwd(X)", "fwd(X2, 3.0)", "fwd(X, 2.0, X2, X3)", "fwd(X3, flag=False)",
                          "fwd(X, 0.5, X3, flag=False)", "fwd(X2)"], r.randint(2, 4))
        ncalls = r.sample(["run(X)", "run(X2, k=0.5)", "run(X3, 2.0)", "run(X)"], r.randint(0, 2))
        return "\n    ".join(f"res.append(snap({c}))" for c in calls + ncalls)

    def program(self):
        r = self.r
        construct, block = self.construct(), r.choice(_BLOCKS)
        opts = ["nn.SGD(ws, 0.1)", "nn.Momentum(ws, 0.05, 0.9)"]
        if block in (_BLOCKS[0], _BLOCKS[2]):     # float32 sub-Cells only
            # Adam's first steps move a weight by about lr * sign(gradient): a float16
            # sub-Cell's near-zero gradients differ in sign between fused and eager kernels
            opts.append("nn.Adam(ws, 0.01)")
        return HEAD.format() + TEMPLATE.format(
            construct=construct, block=block, calls=self.calls(), jits=self.jits(),
            act=r.choice(["nn.ReLU()", "nn.Tanh()", "nn.Sigmoid()", "nn.GELU()"]),
            opt=r.choice(opts),
            clip=r.choice(["0.5", "1.0", "0.05"]),
            steps=r.randint(1, 2))


TEMPLATE = '''
from minicell import amp


def dense(i, o, lo=-0.5, hi=0.6):
    return nn.Dense(i, o, weight_init=lin(o, i, lo=lo, hi=hi), bias_init=lin(o, lo=-0.1, hi=0.1))


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        # (a full-rank weight: lin()'s is affine in the output index, so a LayerNorm of fc(x)
        # normalised a line whose slope could be ~0, where float16 rounding moved gradients 2%)
        self.fc = nn.Dense(6, 6, weight_init=Tensor(np.sin(np.arange(36.0).reshape(6, 6) * 1.7)
                                                    .astype(np.float32) * 0.5),
                           bias_init=lin(6, lo=-0.1, hi=0.1))
        self.norm = nn.LayerNorm((6,))

    def construct(self, x):
        # (softmax weighted by x: a plain sum of its rows is 1, whose gradient is only rounding)
        return ops.softmax(self.norm(self.fc(x)), -1) * x * 2.0 + self.fc(x)


class Prog(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(lin(6, 6), name="w")
        self.acc = Parameter(Tensor(np.zeros((4, 6), np.float32)), name="acc",
                             requires_grad=False)
        self.tab = Parameter(lin(5, 6, lo=0.2, hi=1.4), name="tab", requires_grad=False)
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)
        self.one = Tensor(1, ms.int32)
        self.idx = Tensor(np.array([3, 1], np.int32))
        self.dup = Tensor(np.array([0, 4, 0], np.int32))
        self.nd = Tensor(np.array([[0, 1], [2, 5], [3, 0]], np.int32))
        self.nd_dup = Tensor(np.array([[1, 1], [2, 3], [1, 1]], np.int32))
        self.nd_add = P.ScatterNdAdd()
        self.sub_op = P.ScatterSub()
        self.seq = nn.SequentialCell([dense(6, 6), {act}, dense(6, 6, lo=0.4, hi=-0.2)])
        self.cl = nn.CellList([dense(6, 6, lo=0.1, hi=-0.3), nn.Tanh()])
        self.cd = nn.CellDict({{"a": dense(6, 6, lo=-0.2, hi=0.2), "b": nn.Softsign()}})
        self.block = {block}

    def construct(self, x, k=1.0, *rest):
{construct}


def params(net):
    return {{p.name: p for p in net.get_parameters()}}


class Loss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x):
        return total(self.net(x))


class Step(nn.Cell):
    def __init__(self, net, opt):
        super().__init__()
        self.loss = Loss(net)
        self.opt = opt
        self.grad_fn = ms.value_and_grad(self.loss, None, opt.parameters)

    def construct(self, x):
        loss, grads = self.grad_fn(x)
        grads = ops.clip_by_global_norm(grads, {clip})
        loss = ops.depend(loss, self.opt(grads))
        return ops.stop_gradient(loss) * 1.0


def main():
    net = Prog()
    res = []
    {calls}

    @ms.jit
    def fwd(x, scale=2.0, *extra, flag=True):
        h = x * scale
        for e in extra:
            h = h + e
        if flag:
            h = ops.relu(h)
        return h.sum(axis=0), h * 0.5

    @ms.jit
    def run(x, k=1.0):
        return total(net(x, k))

    {jits}
    res.append(snap(params(net)))
    res.append(snap(ms.grad(Loss(net), grad_position=0, weights=net.trainable_params())(X3)))
    res.append(snap(params(net)))
    ws = net.trainable_params()
    opt = {opt}
    step = Step(net, opt)
    for x in (X, X2)[:{steps}]:
        res.append(snap(step(x)))
        res.append(snap({{p.name: p for p in step.get_parameters()}}))
    return res
'''


def generate(seed):
    """The source of program ``seed``."""
    return _State(random.Random(f"fuzz17:{seed}")).program()
