"""The module around each ``fuzz_programs4`` program: module-level ``@ms.jit`` functions (one
calling another, one returning a tuple), plain helpers with default arguments and
``*args``/``**kwargs``, a Cell with a custom ``bprop``, two Cells sharing one Parameter, a Cell
whose construct is ``@ms.jit``, ``Prog`` (nn layers, containers of Cells, a counter Parameter)
and the ``LossNet``/``AuxNet`` wrappers used for gradients. ``str.format`` fields:
``construct``, ``loss`` and ``aux``."""

TEMPLATE = '''import numpy as np
import minicell as ms
from minicell import nn, ops


@ms.jit
def jf_mix(a, b):
    return ops.tanh(a) * 0.5 + b


@ms.jit
def jf_outer(a, b):
    return jf_mix(a, b * 2.0) - ops.sigmoid(a)


@ms.jit
def jf_pair(a):
    return a * 2.0, a.sum(axis=-1, keepdims=True)


def helper(a, scale=2.0, shift=None):
    if shift is None:
        return a * scale
    return a * scale + shift


def star(*args, **kwargs):
    out = args[0]
    for t in args[1:]:
        out = out + t
    return out * kwargs["k"]


class Bprop(nn.Cell):
    def construct(self, v):
        return ops.sin(v) * 2.0

    def bprop(self, v, out, dout):
        # zero for a zero dout: PYNATIVE's second-order walk passes a custom bprop zeros where
        # no gradient flows (GRAPH_MODE skips it), and 2.10's own modes disagree there
        return (dout * (3.0 + v),)


class SharedUser(nn.Cell):
    def __init__(self, weight, bias):
        super().__init__()
        self.weight = weight
        self.bias = bias

    def construct(self, v):
        return v * self.weight + self.bias


class JitMethod(nn.Cell):
    def __init__(self):
        super().__init__()
        self.k = ms.Parameter(ms.Tensor(np.full((8,), 0.3, np.float32)), name="jk")

    @ms.jit
    def construct(self, v):
        return ops.relu(v) * self.k - v * 0.1


class Prog(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(8, 8)
        self.dense5 = nn.Dense(8, 5, has_bias=False, activation="relu")
        self.conv_same = nn.Conv2d(3, 3, 3, pad_mode="same")
        self.conv_valid = nn.Conv2d(3, 3, 3, pad_mode="valid", has_bias=True)
        self.conv_pad = nn.Conv2d(3, 3, 3, stride=2, pad_mode="pad", padding=1, has_bias=True)
        self.conv1d = nn.Conv1d(4, 4, 3, pad_mode="same", has_bias=True)
        self.bn2d = nn.BatchNorm2d(3, momentum=0.8)
        self.bn1d = nn.BatchNorm1d(8)
        self.ln = nn.LayerNorm((8,))
        self.gn3 = nn.GroupNorm(3, 3)
        self.gn1 = nn.GroupNorm(1, 3)
        self.drop = nn.Dropout(p=0.3)
        self.maxpool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.avgpool = nn.AvgPool2d(kernel_size=3, stride=1, pad_mode="same")
        self.emb = nn.Embedding(10, 8)
        self.seq = nn.SequentialCell([nn.Dense(8, 8), nn.Tanh(), nn.Dense(8, 8)])
        self.acts = nn.CellList([nn.ReLU(), nn.GELU(), nn.SiLU(), nn.Sigmoid()])
        self.cdict = nn.CellDict({{"soft": nn.Softmax(axis=-1), "lsm": nn.LogSoftmax(axis=-1),
                                   "elu": nn.ELU()}})
        self.tanh = nn.Tanh()
        self.prelu = nn.PReLU()
        self.adapt = nn.AdaptiveAvgPool2d(2)
        self.convT = nn.Conv2dTranspose(3, 3, 3, pad_mode="same")
        self.maxpool1d = nn.MaxPool1d(2, 2)
        self.avgpool1d = nn.AvgPool1d(2, 2)
        self.flat = nn.Flatten()
        self.ce = nn.CrossEntropyLoss()
        self.sce = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
        self.mse = nn.MSELoss()
        self.l1 = nn.L1Loss(reduction="sum")
        self.smooth = nn.SmoothL1Loss(beta=0.5)
        self.bce = nn.BCEWithLogitsLoss()
        shared_w = ms.Parameter(ms.Tensor(np.linspace(-0.5, 0.9, 8).astype(np.float32)), name="shared_w")
        self.su1 = SharedUser(shared_w, 0.5)
        self.su2 = SharedUser(shared_w, -1.0)
        self.bp = Bprop()
        self.jm = JitMethod()
        self.count = ms.Parameter(ms.Tensor(0.0, ms.float32), name="count", requires_grad=False)
        self.scale = 0.75

    def construct(self, x, img, ids):
{construct}


class LossNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, img, ids):
        o = self.net(x, img, ids)
        return {loss}


class AuxNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, img, ids):
        o = self.net(x, img, ids)
        return {loss}, {aux}
'''
