"""The module around each ``fuzz_programs3`` program: the nested Cells ``Sub``/``Sub2`` (Parameters,
``self.attr`` constants, a dict output, a Parameter write), ``Prog`` and ``LossNet`` (the sum of
the float outputs, for gradients). ``str.format`` fields: ``construct`` and ``loss``."""

TEMPLATE = '''import numpy as np
import minicell as ms
from minicell import nn, ops


class Sub(nn.Cell):
    def __init__(self):
        super().__init__()
        self.wp = ms.Parameter(ms.Tensor(np.array([0.5, -1.0, 2.0], np.float32)), name="wp")
        self.scale = 0.5
        self.shift = 2
        self.axis = -1

    def construct(self, v):
        out = v * self.wp * self.scale + self.shift
        return out, out.sum(axis=self.axis, keepdims=True)


class Sub2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Sub()
        self.flag = True
        self.acc = ms.Parameter(ms.Tensor(0.0, ms.float32), name="acc")

    def construct(self, v):
        out, s = self.inner(v)
        if self.flag:
            out = out - s * 0.1
        ops.assign(self.acc, self.acc + out.mean())
        return {{"scaled": out * self.acc, "n": len(v.shape)}}


class Prog(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.linspace(-1.0, 1.2, 12).reshape(4, 3).astype(np.float32)), name="w")
        self.p = ms.Parameter(ms.Tensor(np.array([0.1, 0.2, 0.3], np.float32)), name="p")
        self.r = ms.Parameter(ms.Tensor(np.array([0.4, -0.2, 0.3], np.float32)), name="r",
                              requires_grad=False)
        self.q = ms.Parameter(ms.Tensor(np.arange(12).reshape(4, 3).astype(np.int32) % 5), name="q",
                              requires_grad=False)
        self.sub = Sub()
        self.sub2 = Sub2()

    def construct(self, x, y):
{construct}


class LossNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y):
        o = self.net(x, y)
        return {loss}
'''
