"""Math layers: MatMul, Moments, ReduceLogSumExp, Range, Norm, OneHot, Tril, Triu, ClipByNorm,
L1Regularizer, Roll (MindSpore's deprecated-but-public cells over the corresponding ops) and
``nn.layer.CosineSimilarity`` (only there: ``nn.CosineSimilarity`` is the metric, as in 2.10).

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> nn.Norm(axis=1)(ms.Tensor(np.array([[3.0, 4.0]], np.float32))).asnumpy().tolist()
[5.0]
"""
import math

import numpy as np

from ... import _checkparam as _validator
from ... import ops
from ...common import dtype as mstype
from ...common.tensor import Tensor
from ...ops._prim_flags import check_dim_range
from ...ops.inner_prims import check_clip_by_norm_inputs
from ..cell import Cell
from .._operand_texts import refuses_non_tensors

__all__ = ["MatMul", "Moments", "ReduceLogSumExp", "Range", "Norm", "OneHot", "Tril", "Triu",
           "ClipByNorm", "L1Regularizer", "Roll"]


def _check_bool(v, name, cls):
    return _validator.check_value_type(name, v, [bool], cls)


def _axes(axis, x, prim):
    """``axis`` (int, tuple; () = all) of ``x`` as a sorted tuple of non-negative dims; one out
    of range is the ValueError of 2.10's primitive ``prim`` (measured)."""
    ndim = x.ndim
    if isinstance(axis, int):
        axis = (axis,)
    if not axis:
        return tuple(range(ndim))
    check_dim_range(prim, x, axis)
    return tuple(sorted(a % ndim for a in axis))


def _squeeze(x, axes):
    keep = [d for i, d in enumerate(x.shape) if i not in axes]
    return ops.reshape(x, tuple(keep))


class MatMul(Cell):
    """``MatMul(transpose_x1=False, transpose_x2=False)``: batched matmul with broadcasting;
    1-d operands are treated as a row / column vector and squeezed afterwards."""

    def __init__(self, transpose_x1=False, transpose_x2=False):
        super().__init__()
        self.transpose_x1 = _check_bool(transpose_x1, "transpose_x1", "MatMul")
        self.transpose_x2 = _check_bool(transpose_x2, "transpose_x2", "MatMul")

    def construct(self, x1, x2):
        if self.transpose_x1 and x1.ndim > 1:
            x1 = ops.swapaxes(x1, -1, -2)
        if self.transpose_x2 and x2.ndim > 1:
            x2 = ops.swapaxes(x2, -1, -2)
        k1 = x1.shape[-1]
        k2 = x2.shape[0] if x2.ndim == 1 else x2.shape[-2]
        if k1 != k2:
            raise ValueError(f"For 'MatMul', the contracted dims of 'x1' {tuple(x1.shape)} and "
                             f"'x2' {tuple(x2.shape)} (after transposes) must be equal, but got "
                             f"{k1} and {k2}.")
        return ops.matmul(x1, x2)


@refuses_non_tensors
class Moments(Cell):
    """``Moments(axis=None, keep_dims=None)``: ``(mean, variance)`` over ``axis`` (population
    variance, computed in float32 for float16 inputs)."""

    def __init__(self, axis=None, keep_dims=None):
        super().__init__()
        axis = () if axis is None else axis
        for i, item in enumerate(axis if isinstance(axis, tuple) else ()):   # 2.10's checks
            _validator.check_value_type(f"axis[{i}]", item, [int], "Moments")
        self.axis = _validator.check_value_type("axis", axis, [int, tuple], "Moments")
        self.keep_dims = _check_bool(False if keep_dims is None else keep_dims, "keep_dims",
                                     "Moments")

    def construct(self, x):
        if x.dtype not in (mstype.float16, mstype.float32):
            raise TypeError(f"For 'Moments', the 'input x' should be one of [mindspore.float16, "
                            f"mindspore.float32], but got 'mindspore.{str(x.dtype).lower()}'.")
        dtype = x.dtype
        if dtype == mstype.float16:
            x = ops.cast(x, mstype.float32)
        axes = _axes(self.axis, x, "ReduceMean")
        mean = ops.mean(x, axes, True)
        var = ops.mean(ops.square(x - ops.stop_gradient(mean)), axes, True)
        if not self.keep_dims:
            mean, var = _squeeze(mean, axes), _squeeze(var, axes)
        if dtype == mstype.float16:
            mean, var = ops.cast(mean, dtype), ops.cast(var, dtype)
        return mean, var


class ReduceLogSumExp(Cell):
    """``ReduceLogSumExp(axis, keep_dims=False)``: log(sum(exp(x))) over ``axis``, stabilised
    by the global maximum."""

    def __init__(self, axis, keep_dims=False):
        super().__init__()
        self.axis = _validator.check_value_type("axis", axis, [int, list, tuple],
                                                "ReduceLogSumExp")
        self.keep_dims = _check_bool(keep_dims, "keep_dims", "ReduceLogSumExp")

    def construct(self, x):
        x_max = ops.stop_gradient(ops.amax(x))
        s = ops.sum(ops.exp(x - x_max), _axes(self.axis, x, "ReduceSum"), self.keep_dims)
        return ops.log(s) + x_max


class Range(Cell):
    """``Range(start, limit=None, delta=1)``: the constant ``arange(start, limit, delta)``
    (float32 when any argument is a float, else int32). ``limit=None`` counts from 0."""

    def __init__(self, start, limit=None, delta=1):
        super().__init__()
        if delta == 0:
            raise ValueError("For 'Range', the 'delta' can not be zero.")
        data = np.arange(start, limit, delta)
        self.ms_dtype = mstype.float32 if data.dtype == np.float64 else mstype.int32
        self.result_tensor = Tensor(data, dtype=self.ms_dtype)

    def construct(self):
        return self.result_tensor


@refuses_non_tensors
class Norm(Cell):
    """``Norm(axis=(), keep_dims=False)``: sqrt(sum(x^2)) over ``axis`` (() = all dims)."""

    def __init__(self, axis=(), keep_dims=False):
        super().__init__()
        self.keep_dims = _check_bool(keep_dims, "keep_dims", "Norm")
        if not isinstance(axis, (int, tuple, list, type(None))):
            ops.Squeeze(axis)   # 2.10 builds Squeeze(axis) here: a str/float is its TypeError
        self.axis = axis

    def construct(self, x):
        axes = _axes(self.axis, x, "ReduceSum")
        y = ops.sqrt(ops.sum(ops.square(x), axes, True))
        if not self.keep_dims:
            y = _squeeze(y, axes)
        return y

    def extend_repr(self):
        return f"axis={self.axis}, keep_dims={self.keep_dims}"


class OneHot(Cell):
    """``OneHot(axis=-1, depth=1, on_value=1.0, off_value=0.0, dtype=mstype.float32)``."""

    def __init__(self, axis=-1, depth=1, on_value=1.0, off_value=0.0, dtype=mstype.float32):
        super().__init__()
        self.axis, self.depth = axis, depth
        self.on_value, self.off_value, self.dtype = on_value, off_value, dtype

    def construct(self, indices):
        on = Tensor(self.on_value, self.dtype)
        off = Tensor(self.off_value, self.dtype)
        return ops.one_hot(indices, self.depth, on, off, self.axis)


class Tril(Cell):
    """``Tril()(x, k=0)``: zero the elements above the ``k``-th diagonal."""

    def construct(self, x, k=0):
        _check_rank_and_k(x, k, "tril")
        return ops.tril(x, k)


class Triu(Cell):
    """``Triu()(x, k=0)``: zero the elements below the ``k``-th diagonal."""

    def construct(self, x, k=0):
        _check_rank_and_k(x, k, "triu")
        return ops.triu(x, k)


def _check_rank_and_k(x, k, name):
    """2.10's nn.Tril / nn.Triu checks (Python validators naming its helper ``tril``)."""
    _validator.check_int(len(x.shape), 1, _validator.GE, "x rank", name)
    _validator.check_is_int(k, "k value", name)


class ClipByNorm(Cell):
    """``ClipByNorm(axis=None)(x, clip_norm)``: x * clip_norm / max(||x||_axis, clip_norm)
    (the L2 norm over ``axis``, all dims when None, kept for broadcasting)."""

    def __init__(self, axis=None):
        super().__init__()
        if axis is not None:        # 2.10's check (measured: 'a', 1.5 refused)
            _validator.check_value_type("axis", axis, [int, tuple, list], "ClipByNorm")
        self.axis = axis

    def construct(self, x, clip_norm):
        check_clip_by_norm_inputs(x, clip_norm)
        if self.axis is not None and any(not -x.ndim <= a < x.ndim for a in (
                self.axis if isinstance(self.axis, (tuple, list)) else (self.axis,))):
            raise ValueError(f"The value in attribute `axis` should be within [{-x.ndim}, "
                             f"{x.ndim}) range.")
        axes = tuple(range(x.ndim)) if self.axis is None else _axes(self.axis, x, "ClipByNorm")
        xf = ops.cast(x, mstype.float32)
        l2 = ops.sqrt(ops.sum(ops.square(xf), axes, True))
        clip = ops.cast(clip_norm, mstype.float32)
        return xf * clip / ops.maximum(l2, clip)     # Float32 for Float16 inputs too, as 2.10


class L1Regularizer(Cell):
    """``L1Regularizer(scale)``: scale * sum(|weights|)."""

    def __init__(self, scale):
        super().__init__()
        _validator.check_value_type("scale", scale, [int, float], "L1Regularizer")
        if scale <= 0:
            raise ValueError(f"For 'L1Regularizer', the 'scale' must be greater than 0, but got "
                             f"{scale}.")
        if math.isinf(scale) or math.isnan(scale):
            raise ValueError(f"For 'L1Regularizer', the 'scale' can not be INF or NAN, but got "
                             f"{scale}.")
        self.scale = Tensor(scale, dtype=mstype.float32)

    def construct(self, weights):
        return self.scale * ops.sum(ops.abs(weights))


class Roll(Cell):
    """``Roll(shift, axis)``: roll the elements by ``shift`` along ``axis`` (ints or equally
    long lists)."""

    def __init__(self, shift, axis):
        super().__init__()
        for name, v in (("shift", shift), ("axis", axis)):
            _validator.check_value_type(name, v, [int, tuple, list], "Roll")
        self.shift = list(shift) if isinstance(shift, (list, tuple)) else [shift]
        self.axis = list(axis) if isinstance(axis, (list, tuple)) else [axis]
        if len(self.shift) != len(self.axis):
            raise ValueError(f"For 'Roll', the shape of 'shift' and the shape of 'axis' must be "
                             f"the same, but got the length of 'shift' {len(self.shift)} and the "
                             f"length of 'axis' {len(self.axis)}.")

    def construct(self, input_x):
        nd = input_x.ndim
        for a in self.axis:
            if not -nd <= a < nd:
                raise ValueError(f"For 'Roll', the 'axis' must be in range of [{-nd}, {nd}), "
                                 f"but got {a} with type 'int'.")
        return ops.roll(input_x, tuple(self.shift), tuple(self.axis))


class CosineSimilarity(Cell):
    """``nn.layer.CosineSimilarity(dim=1, eps=1e-08)(x1, x2)``: the cosine similarity of ``x1``
    and ``x2`` along ``dim``, ``sum(x1 * x2) / sqrt(max(sum(x1**2) * sum(x2**2), eps**2))``
    (0 where that is 0), as MindSpore 2.10's layer computes it.

    >>> import minicell as ms
    >>> out = CosineSimilarity()(ms.Tensor([[1.0, 3.0, 4.0, 7.0]]), ms.Tensor([[2.0, 4.0, 2.0, 5.0]]))
    >>> [round(v, 5) for v in out.asnumpy().tolist()]
    [0.94026]
    """

    def __init__(self, dim=1, eps=1e-08):
        super().__init__()
        self.dim = dim
        self.eps = eps

    def construct(self, x1, x2):
        for name, x in (("x1", x1), ("x2", x2)):
            if not isinstance(x, Tensor):
                raise TypeError(f"For 'CosineSimilarity', '{name}' must be a tensor, but got "
                                f"{type(x)}")
        w12 = (x1 * x2).sum(self.dim)
        norms = ops.sqrt(ops.maximum((x1 * x1).sum(self.dim) * (x2 * x2).sum(self.dim),
                                     self.eps * self.eps))
        return ops.DivNoNan()(w12, norms)
