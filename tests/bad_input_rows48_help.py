"""Helpers of the round-48 bad-input rows (``bad_input_rows48_*``): small Tensors, a dataset,
a temporary directory with a checkpoint writer, a Parameter flag setter and two functions to
differentiate / vmap (module-level, so that ``ms.jit`` and ``ms.vmap`` read their source)."""
import os
import tempfile

import minicell as ms
from minicell import Parameter, nn

from bad_input_rows47_help import A, DS, F, I  # noqa: F401 (the rows' shorthand Tensors, dataset)

D = tempfile.mkdtemp(prefix="bad48_")


def _p(name):
    return os.path.join(D, name)


def _net():
    return nn.Dense(2, 2)


def _opt():
    return nn.Momentum(_net().trainable_params(), 0.1, 0.9)


def ck():
    """A checkpoint of a fresh Dense(2, 2): its path."""
    ms.save_checkpoint(_net(), _p("n.ckpt"))
    return _p("n.ckpt")


def P2():
    return Parameter(F(2), name="w")


def wset(attr, value):
    """``setattr`` of a fresh Parameter's ``attr``; the value read back."""
    p = P2()
    setattr(p, attr, value)
    return getattr(p, attr)


def f2(x, y):
    return x * y


def f1(x):
    return x * 2
_KEY = b"0123456789abcdef"


class Two(nn.Cell):
    """A Cell of two inputs (2.10's missing-argument text names its construct)."""

    def construct(self, x, y):
        return x + y
