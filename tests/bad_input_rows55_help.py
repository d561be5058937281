"""Helpers of the round-55 bad-input rows (``bad_input_rows55_*``): short makers of Tensors,
a Dense's Parameters, small functions for jit/grad, and ``G``/``P``/``gset``/``pset``, which
index a Tensor in GRAPH_MODE (a module written to a private folder, compiled by ``ms.jit``) or
op by op. The rows' expressions are those measured on 2.10 (/tmp/s72/bad55/w/*.py)."""
import importlib
import os
import sys
import tempfile

import numpy as np

import minicell as ms
from minicell import Tensor, nn

_D = tempfile.mkdtemp(prefix="bad55_")
_N = [0]
IMG = np.arange(48, dtype=np.uint8).reshape(4, 4, 3)


def F(*s):
    return Tensor(np.ones(s, np.float32))


def I(*s):  # noqa: E743  (the rows' name for an int32 Tensor of ones)
    return Tensor(np.ones(s, np.int32))


def A(*s):
    return Tensor(np.arange(int(np.prod(s)), dtype=np.float32).reshape(s))


def S(t):
    return t.shape, t.dtype


def w(obj):
    return type(obj).__name__


W = w


def pv(p):
    """A Parameter's shape and values."""
    return p.shape, p.asnumpy().tolist()


def L(cls, *a, **k):
    return type(cls(*a, **k)).__name__


def PS():
    return nn.Dense(2, 2).trainable_params()


def N():
    return nn.Dense(2, 2)


def f(x):
    return x * 2


def f2(x, y):
    return x * y


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.d(x).sum()


def _module(body, numpy=False):
    """A module in the private folder defining ``fn(x)`` as ``body`` (``numpy``: importing
    numpy as np, as measured for the assignments); its ``fn``."""
    if _D not in sys.path:
        sys.path.insert(0, _D)
    _N[0] += 1
    name = f"bad55_{_N[0]}"
    with open(os.path.join(_D, name + ".py"), "w") as fh:
        fh.write(("import numpy as np\n" if numpy else "") + "import minicell as ms\nfrom "
                 f"minicell import Tensor\n\n\ndef fn(x):\n{body}")
    return importlib.import_module(name).fn


def G(expr, *args):
    """``expr`` (of x) compiled by ``ms.jit`` in GRAPH_MODE; x defaults to F(2, 3)."""
    ms.set_context(mode=ms.GRAPH_MODE)
    return ms.jit(_module(f"    return {expr}\n"))(*(args or (F(2, 3),)))


def P(expr, *args):
    """``expr`` (of x) op by op (PYNATIVE_MODE)."""
    ms.set_context(mode=ms.PYNATIVE_MODE)
    env = dict(zip("xyzw", args or (F(2, 3),)), ms=ms, Tensor=Tensor, np=np)
    return eval(expr, env)  # noqa: S307  (the rows' own expressions)


def gi(expr, *args):
    return G(expr, *(args or (A(2, 3),)))


def pi(expr, *args):
    return P(expr, *(args or (A(2, 3),)))


def pset(stmt):
    """``stmt`` (an assignment into x = A(2, 3)) op by op; x after it."""
    ms.set_context(mode=ms.PYNATIVE_MODE)
    x = A(2, 3)
    exec(stmt, {"x": x, "Tensor": Tensor, "np": np})  # noqa: S102
    return x


def gset(stmt):
    """``stmt`` compiled in GRAPH_MODE in a function of x = A(2, 3) returning x."""
    ms.set_context(mode=ms.GRAPH_MODE)
    return ms.jit(_module(f"    {stmt}\n    return x\n", numpy=True))(A(2, 3))
