"""Helpers of the round-54 bad-input rows (``bad_input_rows54_*``): a small Net (one Dense of
ones and zeros), a checkpoint of it in a private folder, ``after_load`` (what
``load_param_into_net`` returned, or raised, and the sum of the network's values after it: a
refused load leaves the network as it was), and short makers of Tensors."""
import os
import tempfile

import numpy as np

import minicell as ms
from minicell import Tensor, nn

_D = tempfile.mkdtemp(prefix="bad54_")
CK = os.path.join(_D, "n.ckpt")


def F(*s):
    return Tensor(np.ones(s, np.float32))


def I(*s):  # noqa: E743  (the rows' name for an int32 Tensor of ones)
    return Tensor(np.ones(s, np.int32))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.dense(x)


def saved():
    """A checkpoint of a fresh Net; its path."""
    ms.save_checkpoint(Net(), CK)
    return CK


def wsum(n):
    return float(n.dense.weight.asnumpy().sum()) + float(n.dense.bias.asnumpy().sum())


def after_load(d, **kw):
    """``load_param_into_net(Net(), d, **kw)``: its result (or error) and the values' sum."""
    n = Net()
    try:
        r = ms.load_param_into_net(n, d, **kw)
    except Exception as e:  # noqa: BLE001  (the row compares what 2.10 printed)
        return (type(e).__name__, str(e)[:200], wsum(n))
    return (r, wsum(n))


def fn2(x, y):
    return x * y


def hm_add(a, b):
    return a + b


def hk(*a):
    return None


def w(obj):
    return type(obj).__name__


def gnet():
    return Net()


def f1(x):
    return x * 2


def f2(x):
    return (x * 2, x)


def cell():
    return nn.Dense(2, 2)


class NoSuper(nn.Cell):
    def __init__(self):  # noqa: D107  (never calls Cell's __init__: the rows' misuse)
        self.a = 1


class NoConstruct(nn.Cell):
    pass


class BadInit(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = ms.Parameter(F(2), name='p')
        self.p = 1


class ReParam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = ms.Parameter(F(2), name='p')
        self.p = F(3)

    def construct(self, x):
        return self.p


class TwoSame(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = ms.Parameter(F(2), name='p')
        self.b = ms.Parameter(F(2), name='p')

    def construct(self, x):
        return self.a + self.b


def hook_bad_ret(cell, args, out):
    return 'x'


def pre_hook_bad(cell, args):
    return 'x'


def hook3(cell, args, out):
    return None


def G(expr):
    """``expr`` of ``x = ones((2, 3))`` compiled by ``ms.jit`` (GRAPH_MODE), run."""
    from bad_input_rows53_help import G as compiled
    return compiled(expr)()
