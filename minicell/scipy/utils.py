"""``mindspore.scipy.utils``: helpers 2.10's scipy modules share (and scripts import)."""
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..ops import functional as F
from .. import numpy as mnp
from .utils_const import _raise_value_error


def _nd_transpose(a):
    """``a`` with its last two axes swapped (at least 2-D)."""
    if a.ndim < 2:
        _raise_value_error("to do _nd_transpose for input a's ndim is not greater or equal to 2d, "
                           "which is invalid.")
    return F.swapaxes(a, -1, -2)


def _to_tensor(*args, dtype=None):
    """Each argument as a Tensor (Python numbers and sequences converted; 64-bit kinds become
    32-bit unless ``dtype`` is given)."""
    res = []
    for arg in args:
        if isinstance(arg, (int, float, bool, list, tuple)):
            arg = Tensor(arg)
            if dtype is not None:
                arg = arg.astype(dtype)
            elif arg.dtype == mstype.float64:
                arg = arg.astype(mstype.float32)
            elif arg.dtype == mstype.int64:
                arg = arg.astype(mstype.int32)
        elif not isinstance(arg, Tensor):
            _raise_value_error("Expect input to be array like.")
        res.append(arg)
    return res[0] if len(res) == 1 else tuple(res)


def _to_scalar(arr):
    """A 0-d Tensor as a Python scalar; other Tensors and Python scalars unchanged."""
    if isinstance(arr, (int, float, bool)):
        return arr
    if isinstance(arr, Tensor):
        return arr if arr.shape else arr.asnumpy().item()
    raise ValueError(f"{type(arr)} are not supported.")


def _norm(x, ord_=None):
    """Max-abs norm for ``ord_ == inf``, else the 2-norm, of all of ``x``."""
    if ord_ == mnp.inf:
        return mnp.max(mnp.abs(x))
    return mnp.sqrt(mnp.sum(x ** 2))
