"""Later-version spellings of existing ops that MindSpore 2.10 keeps as their own Primitive
classes: ``nn_ops.ReLUV3``, ``array_ops.RangeV2``, ``auto_generate.Diagonal``,
``math_ops.SelfAdjointEig`` and ``image_ops.AdjustContrastv2``. Each is minicell code over
existing ops (so the same in both modes and differentiable); rows in ``rows_v1.py``.

>>> import numpy as np, minicell as ms
>>> from minicell.ops.operations import math_ops
>>> x = ms.Tensor(np.array([[2.0, 1.0], [5.0, 3.0]], np.float32))
>>> [round(v, 4) for v in math_ops.SelfAdjointEig()(x)[0].asnumpy().tolist()]
[-2.5249, 7.5249]
"""
from ..common import dtype as mstype
from . import functional as F
from ._util import shape_of
from .array_ext_diag import diagonal
from .array_ext_math import range_same_dtype as _range
from .linalg_funcs import call
from .primitive import Primitive, prim_attr_register

__all__ = ["ReLUV3", "RangeV2", "Diagonal", "SelfAdjointEig", "AdjustContrastv2"]


def _check_bool(op, what, value):
    if not isinstance(value, bool):
        raise TypeError(f"For '{op}', the type of '{what}' should be 'bool', but got type "
                        f"'{type(value).__name__}'.")


class ReLUV3(Primitive):
    """``ReLUV3()(input_x)``: ``max(input_x, 0)``, as ``ReLU``."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, input_x):
        return F.relu(input_x)


class RangeV2(Primitive):
    """``RangeV2(maxlen=1000000)(start, limit, delta)``: ``[start, limit)`` by ``delta``, three
    scalar Tensors of one dtype (int32, int64, float32, float64)."""

    @prim_attr_register
    def __init__(self, maxlen=1000000):
        if isinstance(maxlen, bool) or not isinstance(maxlen, int):
            raise TypeError(f"For 'RangeV2', the type of 'maxlen' should be 'int', but got type "
                            f"'{type(maxlen).__name__}'.")
        if maxlen <= 0:
            raise ValueError(f"For 'RangeV2', the 'maxlen' must be int and must > 0, but got "
                             f"'{maxlen}' with type 'int'.")
        self.maxlen = maxlen

    def __call__(self, start, limit, delta):
        ok = (mstype.int32, mstype.int64, mstype.float32, mstype.float64)
        for what, t in (("start", start), ("limit", limit), ("delta", delta)):
            if getattr(t, "dtype", None) not in ok:
                raise TypeError(f"For 'RangeV2', the type of '{what}' must be a Tensor of int32, "
                                f"int64, float32 or float64, but got {t!r}.")
        if not start.dtype == limit.dtype == delta.dtype:
            raise TypeError(f"For RangeV2, start, limit delta should have same type, but get "
                            f"start[{start.dtype}], limit[{limit.dtype}], delta[{delta.dtype}].")
        s, e, d = (float(t.asnumpy().reshape(-1)[0]) for t in (start, limit, delta))
        if d == 0:
            raise ValueError("For RangeV2, delta cannot be equal to zero.")
        if e < s and d > 0:
            raise ValueError("For RangeV2, delta cannot be positive when limit < start.")
        if e > s and d < 0:
            raise ValueError("For RangeV2, delta cannot be negative when limit > start.")
        return _range(start.reshape(()), limit.reshape(()), delta.reshape(()), self.maxlen)


class Diagonal(Primitive):
    """``ops.auto_generate.Diagonal(offset=0, dim1=0, dim2=1)(input)``: ``ops.diagonal``."""

    @prim_attr_register
    def __init__(self, offset=0, dim1=0, dim2=1):
        self.offset, self.dim1, self.dim2 = offset, dim1, dim2

    def __call__(self, input):
        return diagonal(input, self.offset, self.dim1, self.dim2)


class SelfAdjointEig(Primitive):
    """``SelfAdjointEig(compute_v=True)(x)``: eigenvalues (ascending) and eigenvectors of the
    self-adjoint matrices whose lower triangles ``x`` holds; without ``compute_v`` the second
    output is zeros of ``x``'s shape (2.10's CPU kernel, measured)."""

    @prim_attr_register
    def __init__(self, compute_v=True):
        _check_bool("SelfAdjointEig", "compute_v", compute_v)
        self.compute_v = compute_v

    def __call__(self, x):
        ok = (mstype.float32, mstype.float64, mstype.complex64, mstype.complex128)
        if getattr(x, "dtype", None) not in ok:
            raise TypeError(f"For 'SelfAdjointEig', the type of 'x' must be a Tensor of float32, "
                            f"float64, complex64 or complex128, but got {getattr(x, 'dtype', x)}.")
        shape = shape_of(x)
        if len(shape) < 2 or shape[-1] != shape[-2]:
            raise ValueError(f"For 'SelfAdjointEig', the input must be a square matrix (or a batch "
                             f"of them), but got shape {shape}.")
        values, vectors = call("eigh", x, compute_v=True, lower=True)
        values = F.cast(values, x.dtype)   # complex input: complex eigenvalues, as 2.10's
        if not self.compute_v:
            vectors = F.zeros_like(x)
        return values, vectors


class AdjustContrastv2(Primitive):
    """``AdjustContrastv2()(images, contrast_factor)``: ``(x - mean) * contrast_factor + mean``
    with the mean of each channel over the height and width (the last three axes are
    ``(H, W, 3)``)."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, images, contrast_factor):
        op = "AdjustContrastv2"
        if getattr(images, "dtype", None) not in (mstype.float16, mstype.float32):
            raise TypeError(f"For '{op}', the type of 'images' must be a Tensor of float16 or "
                            f"float32, but got {getattr(images, 'dtype', images)}.")
        if getattr(contrast_factor, "dtype", None) != mstype.float32:
            raise TypeError(f"For '{op}', the type of 'contrast_factor' must be a Tensor of "
                            f"float32, but got {getattr(contrast_factor, 'dtype', contrast_factor)}.")
        shape = shape_of(images)
        if len(shape) < 3 or shape[-1] != 3:
            raise ValueError(f"For '{op}', the images must be at least 3-D with 3 channels last, "
                             f"but got shape {shape}.")
        if shape_of(contrast_factor) != ():
            raise ValueError(f"For '{op}', 'contrast_factor' must be 0-D, but got shape "
                             f"{shape_of(contrast_factor)}.")
        x = F.cast(images, mstype.float32)
        mean = F.mean(x, (-3, -2), True)
        return F.cast((x - mean) * contrast_factor + mean, images.dtype)
