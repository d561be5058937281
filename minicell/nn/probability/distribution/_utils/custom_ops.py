"""Elementwise helpers of the distributions (MindSpore's ``_utils.custom_ops``)."""
import numpy as np

from ..... import ops as _ops
from .....common import dtype as mstype


def exp_generic(x):
    """exp(x) in x's float dtype."""
    return _ops.exp(x)


def log_generic(x):
    """log(x); 0 gives -inf, a negative value nan."""
    return _ops.log(x)


def log1p_generic(x):
    """log(1 + x)."""
    return _ops.log1p(x)


def broadcast_to(x, target):
    """``x`` broadcast to the shape of the Tensor ``target``, in x's dtype."""
    if tuple(x.shape) == tuple(target.shape):
        return x
    return _ops.broadcast_to(x, tuple(target.shape))


def log_by_step(input_x):
    """log(x) (MindSpore's Ascend workaround; one op here)."""
    return _ops.log(input_x)


def expm1_by_step(input_x):
    """exp(x) - 1."""
    return _ops.expm1(input_x)


def _as_float(x):
    return x if x.dtype in mstype.float_type else _ops.cast(x, mstype.float32)


def cast_like(x, ref):
    """``x`` cast to ``ref``'s dtype."""
    return _ops.cast(x, ref.dtype)


def log_sqrt_2pi():
    """log(sqrt(2 pi)), a Python float."""
    return float(0.5 * np.log(2.0 * np.pi))
