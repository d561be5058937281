"""Helpers of the round-53 bad-input rows (``bad_input_rows53_*``): ``G(expr)`` compiles
``def fn(x): return <expr>`` with ``ms.jit`` in GRAPH_MODE (the source in a module file, which
``jit`` reads) and ``P(expr)`` evaluates it op by op, both over ``x = ones((2, 3))``; each
returns the call for the catalogue (whose check restores the mode)."""
import importlib
import os
import sys
import tempfile

import numpy as np

import minicell as ms
from minicell import Tensor

_D = tempfile.mkdtemp(prefix="bad53_")
_COUNT = [0]


def _x():
    return Tensor(np.ones((2, 3), np.float32))


def _module(expr):
    _COUNT[0] += 1
    name = f"bad53_g{_COUNT[0]}_{os.getpid()}"
    with open(os.path.join(_D, name + ".py"), "w") as f:
        f.write(f"import minicell as ms\nfrom minicell import Tensor\n\n\n"
                f"def fn(x):\n    return {expr}\n")
    if _D not in sys.path:
        sys.path.insert(0, _D)
    importlib.invalidate_caches()
    return importlib.import_module(name).fn


def G(expr):
    def call():
        fn = _module(expr)
        ms.set_context(mode=ms.GRAPH_MODE)
        return ms.jit(fn)(_x())
    return call


def P(expr):
    def call():
        ms.set_context(mode=ms.PYNATIVE_MODE)
        return eval(expr, {"x": _x(), "ms": ms, "Tensor": Tensor})  # noqa: S307 (a row's text)
    return call


# ---- the Model / callback / Custom rows' helpers (bad_input_rows53_train, _init) ----------
import minicell.common.initializer as init  # noqa: E402,F401  (the rows' calls)
import minicell.dataset as ds  # noqa: E402
from minicell import mint, nn, ops  # noqa: E402,F401
from minicell.common.initializer import initializer  # noqa: E402,F401
from minicell.ops import CustomRegOp, DataType  # noqa: E402,F401
from minicell.train import (CheckpointConfig, LossMonitor, Model,  # noqa: E402,F401
                            ModelCheckpoint, TimeMonitor)

MN = mint.nn


def F(*s):
    return Tensor(np.ones(s, np.float32))


def DS2():
    return ds.NumpySlicesDataset((np.ones((4, 2), np.float32), np.ones((4, 2), np.float32)),
                                 column_names=["x", "y"], shuffle=False).batch(2)


def M():
    net = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
    return Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.01))


def ME():
    net = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
    return Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.01),
                 metrics={"mae": nn.MAE()})


def w(obj):
    return type(obj).__name__


def pyf(x):
    return x


def RI(**kw):
    """An aot registration dict; ``key=...`` leaves the key out."""
    info = {"op_name": "f", "imply_type": "CPU",
            "inputs": [{"index": 0, "name": "x", "paramType": "required"}],
            "outputs": [{"index": 0, "name": "y", "paramType": "required"}],
            "dtype_format": [[["float32", "DefaultFormat"], ["float32", "DefaultFormat"]]],
            "target": "CPU", "attr": []}
    info.update(kw)
    return {k: v for k, v in info.items() if v is not ...}


def CA(reg, ftype="aot"):
    f = "./x.so:f" if ftype == "aot" else pyf
    return w(ops.Custom(f, out_shape=(2,), out_dtype=ms.float32, func_type=ftype, reg_info=reg))
