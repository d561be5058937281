"""The module head, statement texts, optimizers and train steps of ``fuzz_programs52``'s programs
(its docstring says what they cover). A statement reads the float32 (4, 6) value ``h``, the
inputs ``y`` (float32 (4, 6)), ``n`` (int32 (4, 6)), ``m`` (bool (4, 6)), the Parameters ``r``
(6,) and ``w`` (6, 3), the index ``ix`` (int32 (3,)) and the Cell containers of ``Net``, and
leaves ``h`` float32 (4, 6); ``{c}`` is a Python float (-0.5, 0.25 or 0.5)."""
from fuzz_programs51_parts import DATA, NET_TAIL

# the Cells of ``Net`` and the start of its ``__init__`` (family 53's too)
NET_START = '''class Block(nn.Cell):
    def __init__(self, s):
        super().__init__()
        self.w = Parameter(Tensor((np.cos(np.arange(36).reshape(6, 6) * s) * 0.3)
                                  .astype(np.float32)), name="w")
        self.b = Parameter(lin(6, lo=-0.1 * s, hi=0.2), name="b")

    def construct(self, h, scale=1.0):
        return ops.tanh(ops.matmul(h, self.w) * scale + self.b)


class Scale(nn.Cell):
    def construct(self, h, scale=1.0):
        return h * (0.5 * scale) + 0.1


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(lin(6, lo=0.2, hi=0.9), name="p")
        self.w = Parameter(lin(6, 3, lo=-0.3, hi=0.4), name="w")
        self.acc = Parameter(Tensor(np.zeros((4, 6), np.float32)), name="acc",
                             requires_grad=False)
        self.cnt = Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)
        self.blocks = nn.CellList([Block(0.3), Scale(), Block(0.7)])
'''

HEAD = DATA + NET_START + '''        self.heads = nn.CellDict({{"a": Block(0.2), "b": Scale(), "c": Block(0.9)}})
        self.seq = nn.SequentialCell([Block(0.4), Scale(), Block(0.6)])
        self.ix = IX

''' + NET_TAIL + '''

class Step(nn.Cell):
    """One training step: ``value_and_grad`` with ``has_aux`` over the optimizer's Parameters,
    optionally clipped, the update joined by ``depend``."""
    def __init__(self, net, opt, clip):
        super().__init__()
        self.opt, self.clip = opt, clip
        self.vg = ms.value_and_grad(net, None, opt.parameters, has_aux=True)

    def construct(self, x, y, n, m):
        (loss, outs), grads = self.vg(x, y, n, m)
        if self.clip:
            grads = ops.clip_by_global_norm(grads, 1.0)
        loss = ops.depend(loss, self.opt(grads))
        return loss, outs
'''

# Cell containers, Parameters read under control flow, Parameter writes, mixed dtypes; ``{i}``
# an index into a container of three, ``{k}`` a key of ``heads``
STMTS = [
    "h = self.blocks[{i}](h)",
    "for b in self.blocks:\n    h = b(h)",
    "for i, b in enumerate(self.blocks):\n    if i % 2 == 0:\n        h = b(h, {c})",
    "h = self.heads['{k}'](h)",
    "for k in ('a', 'c'):\n    h = self.heads[k](h) + h * {c}",
    "for k, cell in self.heads.items():\n    h = cell(h) * 0.5 + h * 0.5",
    "h = self.seq(h)",
    "h = self.seq[{i}](h) + h * {c}",
    "h = self.blocks[-1](self.heads['a'](h))",
    "for b1, b2 in zip(self.blocks, self.seq):\n    h = b1(h) - b2(h) * {c}",
    "for j in range(len(self.blocks)):\n    h = h + self.blocks[j](h) * {c}",
    "if h.sum() > {c}:\n    h = h * r\nelse:\n    h = h + self.blocks[0].b",
    "if (h * r).mean() < {c}:\n    h = self.blocks[2](h)\nelse:\n    h = self.heads['c'](h) * r",
    "i = 0\nwhile i < 3:\n    h = self.blocks[0](h) * 0.5 + h * 0.5\n    i += 1",
    "k = ops.zeros((), ms.int32)\nwhile k < 2:\n    h = h * 0.9 + self.seq[0](h) * 0.1\n"
    "    k = k + 1",
    "while h.abs().sum() > 20.0:\n    h = h * 0.5",
    "for s in ({c}, -0.25, 0.5):\n    h = h + s * r",
    "for j in range(3):\n    h = h + self.blocks[j % 3](h) * {c}",
    "ops.assign_add(self.acc, h * 0.1)\nh = h + self.acc * {c}",
    "if m.any():\n    ops.assign_add(self.cnt, 1)\nh = h + self.cnt * 0.1",
    "self.acc = self.acc * 0.5 + h * 0.1\nh = h + self.acc",
    "if h.max() > {c}:\n    ops.assign(self.acc, h * 0.5)\nh = h - self.acc * 0.1",
    "h = h + self.blocks[0](h * (n > 0)) * {c}",
    "h = ops.where(m, self.heads['a'](h), h)",
    "h = h + (n % 3) * r * 0.1",
    "h = h + ops.cast(self.blocks[2](h), ms.float16) * {c}",
    "h = h + m.astype(ms.int32) * r",
    "h = h + ops.matmul(self.seq(h), w).sum(1, keepdims=True) * {c}",
]

# control flow around a call of the op table: both arms fold a call into ``h`` (only ``h`` leaves
# a tensor ``if``), a ``for`` over a tuple of scales, a Python ``while``
CALL_WRAPS = [
    "if {cond}:\n    h = fold(h, {call})\nelse:\n    h = fold(h * {c}, {call})",
    "for s in (0.5, {c}):\n    h = fold(h * s, {call})",
    "j = 0\nwhile j < 2:\n    h = fold(h, {call})\n    j += 1",
]
CONDS = ["h.sum() > {c}", "(h * r).mean() < {c}", "self.acc.sum() >= 0", "m.any()",
         "n.max() > 2"]

# the optimizers of the train step (``{params}`` its Parameters or groups)
OPTIMIZERS = [
    "nn.SGD({params}, learning_rate=0.05, momentum=0.9)",
    "nn.SGD({params}, learning_rate=0.05, weight_decay=0.01, nesterov=True, momentum=0.5)",
    "nn.Momentum({params}, 0.05, 0.9, use_nesterov=True)",
    "nn.Adam({params}, learning_rate=0.01, weight_decay=0.01)",
    "nn.AdamWeightDecay({params}, 0.01, weight_decay=0.05)",
    "nn.RMSProp({params}, 0.01, centered=True)",
    "nn.Adagrad({params}, learning_rate=0.05)",
]
PARAMS = [
    "net.trainable_params()",
    "[{'params': net.blocks.trainable_params(), 'lr': 0.02}, "
    "{'params': net.heads.trainable_params() + net.seq.trainable_params(), "
    "'weight_decay': 0.01}, {'params': [net.p, net.w]}]",
    "[{'params': net.seq.trainable_params()}, {'params': [net.p], 'lr': 0.1}]",
]
# the train step: the ``Step`` Cell (GRAPH_MODE compiles it whole) or ``TrainOneStepCell``
STEPS = [
    "Step(net, opt, False)",
    "Step(net, opt, True)",
    "nn.TrainOneStepCell(Loss(net), opt)",
]
