"""Sequences and pairwise-distance style array ops (``ops.logspace``, ``ops.vander``,
``ops.diff``, ``ops.cross``, ``ops.cdist``, ``ops.pdist``, ``ops.cov``, ``ops.trapz``,
``ops.range``, ``ops.fills``, ``ops.take``): composites of the registry's primitives (window
functions are in ``windows.py``).

>>> from minicell import ops
>>> ops.vander(ops.arange(1.0, 3.0)).asnumpy().tolist()
[[1.0, 1.0], [2.0, 1.0]]
"""
import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from . import array_ops, functional as F
from ._util import (FLOATS, check_index_range, check_int_operands, check_same_dtype, check_tensors,
                    kernel_dtype, shape_from_values, shape_of, size_value)
from .._checkparam_shapes import check_axis_in_range
from ..runtime.dispatch import dispatch as _dispatch, running_eagerly
from ..runtime.registry import freeze_attrs, get_op
from .array_ext_layout import _axis
from .primitive import Primitive, prim_attr_register
from .axis_slice import axis_slice
from ._utils.utils import kernel_broadcast_shape


# ---- sequences ---------------------------------------------------------------------------------
def _scalar(v):
    return v.item() if isinstance(v, Tensor) else v


def logspace(start, end, steps, base=10, *, dtype=mstype.float32):
    """``base ** linspace(start, end, steps)``."""
    exps = np.linspace(float(_scalar(start)), float(_scalar(end)), int(steps))
    return Tensor(np.power(float(base), exps), dtype)


class LogSpace(Primitive):
    """``LogSpace(steps=10, base=10, dtype=mstype.float32)(start, end)``."""

    @prim_attr_register
    def __init__(self, steps=10, base=10, dtype=mstype.float32):
        self.steps, self.base, self.dtype = steps, base, dtype

    def __call__(self, start, end):
        return logspace(start, end, self.steps, self.base, dtype=self.dtype)


def _range_kind(v):
    """2.10's Range reads each bound as a scalar: an int or integer Tensor is Int64, a float or
    floating Tensor (any width) Float32."""
    if isinstance(v, Tensor):
        return "Float32" if v.dtype in mstype.float_type else "Int64"
    return "Float32" if isinstance(v, float) else "Int64"


def range(start, end, step, maxlen=1000000):
    """``[start, end)`` by ``step``, as 2.10: the bounds are read as scalars, all integers (an
    Int64 result) or all floats (Float32, a Float16/Float64 Tensor bound too); a mix is 2.10's
    TypeError (measured in both modes: ``range(Tensor(0.0), Tensor(4, int32), Tensor(1.0))``,
    research/cv/simclr's NT_Xent_Loss). Tensor bounds set the result's length from their
    values, so a graph runs such a call op by op (as MindSpore compiles it with a dynamic shape,
    at any jit_syntax_level)."""
    kinds = tuple(_range_kind(v) for v in (start, end, step))
    if len(set(kinds)) > 1:
        raise TypeError(f"For Range, the dtypes of inputs must be the same, but got "
                        f"({', '.join(kinds)}).")
    out = mstype.float32 if kinds[0] == "Float32" else mstype.int64
    return Tensor(_range_values(start, end, step, maxlen), out)


def range_same_dtype(start, end, step, maxlen=1000000):
    """``[start, end)`` by ``step`` in the dtype of ``start`` (RangeV2)."""
    values = _range_values(start, end, step, maxlen)
    dtype = start.dtype if isinstance(start, Tensor) else None
    return Tensor(values, dtype) if dtype is not None else Tensor(values)


def _range_values(start, end, step, maxlen):
    for v in (start, end, step):
        shape_from_values(v, "ops.range with Tensor bounds")
    s, e, d = _scalar(start), _scalar(end), _scalar(step)
    if d == 0:
        raise ValueError("For Range, delta cannot be equal to zero.")     # 2.10 (measured)
    if (e - s) * d < 0:
        raise ValueError(f"For 'Range', 'step' {d} must move 'start' {s} towards 'end' {e}")
    values = np.arange(s, e, d)
    if values.size > maxlen:
        raise ValueError(f"For 'Range', the output size {values.size} exceeds 'maxlen' {maxlen}")
    return values


class Range(Primitive):
    """``Range(maxlen=1000000)(start, limit, delta)``."""

    @prim_attr_register
    def __init__(self, maxlen=1000000):
        self.maxlen = maxlen

    def __call__(self, start, end, step):
        return range(start, end, step, self.maxlen)


def fills(x, value):
    """A tensor shaped and typed like ``x`` filled with ``value``."""
    return F.full_like(x, _scalar(value))


class Fills(Primitive):
    """``Fills()(x, value)``."""

    def __init__(self):
        super().__init__("Fills")

    def __call__(self, x, value):
        return fills(x, value)


def np_take(a, indices, axis=None, mode="clip"):
    """Elements of ``a`` (flattened when ``axis`` is None) at ``indices``; out-of-range indices
    are clipped ('clip'), wrapped ('wrap') or rejected ('raise')."""
    # (2.10's Tensor.take checks the mode first; its graph quotes both texts, measured)
    quote = "" if running_eagerly() else "'"
    if mode not in ("raise", "wrap", "clip"):
        raise ValueError(f"{quote}For 'Tensor.take', the argument 'mode' should be one of in "
                         f"['raise', 'wrap', 'clip'], but got {mode}.{quote}")
    if axis is None:
        a, axis = F.reshape(a, (-1,)), 0
    try:
        axis = check_axis_in_range(axis, len(shape_of(a)))
    except ValueError as err:
        raise ValueError(f"{quote}{err}{quote}") from None
    n = shape_of(a)[axis]
    indices = indices if isinstance(indices, Tensor) else Tensor(np.asarray(indices, np.int64))
    if mode == "raise":
        check_index_range("take", indices, n, "'indices'")
    elif mode == "wrap":
        indices = indices % n
    else:
        indices = F.clamp(indices, 0, n - 1)
    return F.gather(a, indices, axis)


def take(input, index):
    """Elements of the flattened ``input`` at ``index`` (an index out of range raises); both
    Tensors (2.10's Take refuses a Python int or list index, measured)."""
    check_tensors("Take()", ("input", "index"), input, index)
    return np_take(input, index, None, "raise")


def vander(x, N=None):
    """The Vandermonde matrix of the 1-D ``x``: columns ``x**(N-1), ..., x**0``. As 2.10:
    a Tensor only (TypeError), ``N`` a positive int (TypeError / ValueError), integer and bool
    inputs computed and returned in Int64."""
    if not isinstance(x, Tensor):
        raise TypeError(f"For vander, x must be Tensor, but got {type(x)}")
    if x.ndim != 1:
        raise ValueError(f"For vander, x must be 1-D, but got dimension = {x.ndim}")
    n = shape_of(x)[0] if N is None else N
    if not isinstance(n, int):
        raise TypeError(f"For vander, N must be an integer but got {type(n)}.")
    if n <= 0:
        raise ValueError(f"For vander, N must be greater than 0, but got {n}.")
    if x.dtype not in mstype.float_type + (mstype.complex64, mstype.complex128):
        x = F.cast(x, mstype.int64)                      # 2.10 widens integers and bools
    return vander_powers(x, n)


def vander_powers(x, n, increasing=False):
    """The ``n`` columns ``x**(n-1), ..., x**0`` of the 1-D ``x`` (reversed when
    ``increasing``), in ``x``'s dtype."""
    powers = np.arange(n) if increasing else np.arange(n - 1, -1, -1)
    return F.pow(F.expand_dims(x, 1), Tensor(powers.astype(x.dtype.np_dtype)))


# ---- differences, products, distances --------------------------------------------------------
def diff(x, n=1, axis=-1, prepend=None, append=None):
    """``ops.diff`` / ``Tensor.diff``: the forward difference along ``axis`` (after adding
    ``prepend``/``append``). As in 2.10 only ``n=1`` is taken (RuntimeError otherwise; an
    ``n`` that is not an int is a TypeError) and the input must be a non-empty Tensor of at
    least one dim; ``mint.diff`` and ``mindspore.numpy.diff`` take any ``n`` (``diff_n``)."""
    if not isinstance(x, Tensor):
        raise TypeError(f"For 'diff', 'x' must be a tensor, but got {type(x)}")
    if x.ndim < 1:
        raise TypeError(f"For 'diff', the dimension 'x' must be at least 1, but got {x.ndim}")
    if 0 in shape_of(x):
        raise ValueError("For 'diff', 'x' can not be an empty Tensor.")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"For 'diff', the type of 'n' must be 'int', but got "
                        f"'{type(n).__name__}'.")
    if n != 1:
        raise RuntimeError(f"For 'diff', 'n' must be 1, but got {n}")
    if isinstance(axis, (float, str)):      # 2.10 indexes the shape with it (measured)
        raise TypeError(f"tuple indices must be integers or slices, not {type(axis).__name__}")
    if isinstance(axis, int) and not -x.ndim <= axis < x.ndim:
        raise IndexError("tuple index out of range")                # (measured: 2 and -3)
    return diff_n(x, n, axis, prepend, append)


def diff_n(x, n=1, axis=-1, prepend=None, append=None):
    """The ``n``-th forward difference along ``axis`` (after adding ``prepend``/``append``)."""
    ax = _axis(axis, len(shape_of(x)), "diff")
    parts = [p for p in (prepend, x, append) if p is not None]
    out = F.concat(parts, ax) if len(parts) > 1 else x
    for _ in np.arange(int(n)):
        size = shape_of(out)[ax]
        if size == 0:
            break
        a, b = axis_slice(out, ax, 1, size - 1), axis_slice(out, ax, 0, size - 1)
        out = F.logical_xor(a, b) if out.dtype == mstype.bool_ else a - b
    return out


def cross(input, other, dim=None):
    """The cross product of 3-vectors along ``dim`` (the first axis of size 3 if None)."""
    check_tensors("Cross(dim=int)", ("input", "other"), input, other)
    shape = shape_of(input)
    if dim is None:
        sizes = [i for i, d in enumerate(shape) if d == 3]
        if not sizes:
            raise ValueError(f"For 'Cross', the size of inputs dim must contain 3, but got "
                             f"[const vector]{{{', '.join(map(str, shape))}}}.")
        dim = sizes[0]
    # 2.10's texts (measured): the broadcast, the dim range and the size under the name 'Cross'
    bshape = kernel_broadcast_shape(shape, shape_of(other), "Cross", "input", "other")
    rank = len(bshape)
    if not -rank <= dim < rank:
        raise ValueError(f"For 'Cross', dim must be between {-rank} and {rank - 1} , but got "
                         f"{dim}.")
    ax = dim % rank
    if shape[ax] != 3 or shape_of(other)[ax] != 3:
        size = shape[ax] if shape[ax] != 3 else shape_of(other)[ax]
        raise ValueError(f"For 'Cross', dimension {dim} must be 3, but got {size}.")
    a = [axis_slice(input, ax, i, 1) for i in (0, 1, 2)]
    b = [axis_slice(other, ax, i, 1) for i in (0, 1, 2)]
    return F.concat([a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2],
                     a[0] * b[1] - a[1] * b[0]], ax)


class Cross(Primitive):
    """``Cross(dim=-65530)(x1, x2)`` (the default picks the first axis of size 3)."""

    @prim_attr_register
    def __init__(self, dim=-65530):
        self.dim = dim

    def __call__(self, input, other):
        return cross(input, other, None if self.dim == -65530 else self.dim)


def _pnorm(d, p, axis):
    """The ``p``-norm of ``d`` along ``axis`` with a zero (not NaN) gradient at 0."""
    a = F.abs(d)
    if p == 0:
        return F.sum(F.cast(a != 0, d.dtype), axis)
    if p == float("inf"):
        return F.amax(a, axis)
    s = F.sum(F.pow(a, p), axis)
    if p == 1:
        return s
    pos = s > 0
    return F.where(pos, F.pow(F.where(pos, s, F.ones_like(s)), 1.0 / p), F.zeros_like(s))


LP_NORM_DTYPES = ("Float16", "Float32")       # 2.10's LpNorm kernel (dist, cosine_similarity)


def _check_p(p, api):
    if p < 0:
        raise ValueError(f"For '{api}', 'p' must be non-negative, but got {p}")


def cdist(x1, x2, p=2.0):
    """The ``p``-norm distances between the rows of ``x1`` (..., P, M) and ``x2`` (..., R, M)."""
    _check_p(p, "cdist")
    kernel_dtype(x1, "Cdist", FLOATS, text="For Primitive[Cdist], the type of the input_x tensor "
                 "must be [Float16, Float32, Float64], but got {dtype}!")
    check_same_dtype("Cdist", ("input_x", x1), ("input_y", x2), word="Primitive")
    if len(shape_of(x1)) < 2 or len(shape_of(x1)) != len(shape_of(x2)):
        return _pnorm(F.expand_dims(x1, -2) - F.expand_dims(x2, -3), p, -1)
    # 2.10's kernel (runtime/primitives/dist.py) is float32's: other floats go through it
    calc = (lambda v: v) if x1.dtype == mstype.float32 else (lambda v: F.cast(v, mstype.float32))
    out = _dispatch(get_op("ms_cdist"), (calc(x1), calc(x2)), freeze_attrs({"p": float(p)}))
    return out if x1.dtype == mstype.float32 else F.cast(out, x1.dtype)


class Cdist(Primitive):
    """``Cdist(p=2.0)(input_x, input_y)``."""

    @prim_attr_register
    def __init__(self, p=2.0):
        self.p = p

    def __call__(self, x1, x2):
        return cdist(x1, x2, self.p)


def dist(input, other, p=2):
    """The ``p``-norm of ``input - other`` (all elements)."""
    for name, x in (("input", input), ("other", other)):     # 2.10's Python checks (measured)
        if not isinstance(x, Tensor):
            raise TypeError(f"For 'dist', '{name}' must be a tensor, but got {type(x)}")
    _check_p(p, "dist")
    for x in (input, other):
        kernel_dtype(x, "LpNorm", LP_NORM_DTYPES)
    return _pnorm(F.reshape(input - other, (-1,)), p, 0)


def pdist(input, p=2.0):
    """The ``p``-norm distances between each pair of rows ``i < j`` of ``input`` (N, M)."""
    _check_p(p, "pdist")
    if len(shape_of(input)) != 2:       # 2.10's Pdist infer check
        raise ValueError(f"For primitive[Pdist], the x dim must be equal to 2, but got "
                         f"{len(shape_of(input))}.")
    if str(input.dtype) not in ("Float16", "Float32", "Float64"):     # (measured)
        raise TypeError(f"For primitive[Pdist], the input argument[x] must be a type of "
                        f"{{Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, but got "
                        f"Tensor[{input.dtype}].")
    return _dispatch(get_op("ms_pdist"), (input,), freeze_attrs({"p": float(p)}))


class Pdist(Primitive):
    """``Pdist(p=2.0)(x)``."""

    @prim_attr_register
    def __init__(self, p=2.0):
        self.p = p

    def __call__(self, x):
        return pdist(x, self.p)


def cov(input, *, correction=1, fweights=None, aweights=None):
    """The covariance matrix of the variables in the rows of ``input`` (observations in the
    columns), weighted by ``fweights`` (counts) and ``aweights``."""
    if len(shape_of(input)) > 2:        # 2.10's Python checks (measured)
        raise ValueError(f"For cov, the input must have two or fewer dimensions, but got "
                         f"{len(shape_of(input))} dimensions.")
    if input.dtype == mstype.bool_:
        raise TypeError("For cov, the input dtype can not be bool.")
    x = F.reshape(input, (1, -1)) if len(shape_of(input)) < 2 else input
    if x.dtype not in (mstype.float32, mstype.float64):    # 2.10: Float16 in Float32 too
        x = F.cast(x, mstype.float32)
    n = shape_of(x)[1]
    w = None
    if fweights is not None:
        w = F.cast(fweights, x.dtype)
    if aweights is not None:
        w = F.cast(aweights, x.dtype) if w is None else w * F.cast(aweights, x.dtype)
    if w is None:
        avg = F.mean(x, 1, True)
        factor = n - correction
        xc = x - avg
        c = _dispatch(get_op("matmul_ordered"), (xc, F.transpose(xc, (1, 0))), ()) / max(factor, 0)
    else:
        w_sum = F.sum(w)
        avg = F.sum(x * w, 1, True) / w_sum
        if aweights is None:
            factor = w_sum - correction
        else:
            factor = w_sum - correction * F.sum(w * F.cast(aweights, x.dtype)) / w_sum
        xc = x - avg        # 2.10: mm(xc, (xc * w).T), in MatMul's order (matmul_ordered)
        c = _dispatch(get_op("matmul_ordered"), (xc, F.transpose(xc * w, (1, 0))), ())
        c = c / F.maximum(factor, 0)
    return F.reshape(c, ()) if shape_of(x)[0] == 1 else c   # one variable: a scalar


def trapz(y, x=None, *, dx=1.0, dim=-1):
    """The trapezoidal-rule integral of ``y`` along ``dim`` (sample points ``x``, or spacing
    ``dx``), as 2.10 computes it: ``(sum(y) - (y[0] + y[-1]) * 0.5) * dx``, or with ``x`` (cast
    to Float32, so a Float16 ``y`` gives Float32) ``sum((y[:-1] + y[1:]) * diff(x)) / 2``; a
    ``y`` of another dtype than Float16/Float32 (Float64 and BFloat16 too) computes in Float32."""
    if y.dtype not in (mstype.float16, mstype.float32):
        y = F.cast(y, mstype.float32)
    ax = _axis(dim, len(shape_of(y)), "trapz", "dim")
    n = shape_of(y)[ax]
    if x is None:
        if n == 0:
            return F.sum(y, ax) * dx
        ends = F.sum(axis_slice(y, ax, 0, 1) + axis_slice(y, ax, n - 1, 1), ax)
        return (F.sum(y, ax) - ends * 0.5) * dx
    x = F.cast(x, mstype.float32)
    pairs = axis_slice(y, ax, 0, n - 1) + axis_slice(y, ax, 1, n - 1)
    if len(shape_of(x)) == 1:
        dxs = F.reshape(x[1:] - x[:-1], tuple(-1 if i == ax else 1
                                            for i in np.arange(len(shape_of(y)))))
    else:
        xax = _axis(dim, len(shape_of(x)), "trapz", "dim")
        dxs = axis_slice(x, xax, 1, n - 1) - axis_slice(x, xax, 0, n - 1)
    return F.sum(pairs * dxs, ax) / 2.


def linspace(start, end, steps):
    """``ops.linspace``: Float32 from Python bounds (one kernel whose attributes are the
    bounds); with a Tensor bound, in tensor ops so that a graph compiles it (and vmap batches
    it) without reading the bounds: ``start + i * step``, the last value ``end`` exactly, in
    the bounds' dtype (2.10's LinSpace: two Float32 or two Float64, a number being Float32;
    measured, a TypeError otherwise)."""
    check_int_operands("LinSpace()(start=Tensor, stop=Tensor, num={num})",
                       "LinSpace()(start=<Tensor>, stop=<Tensor>, num=<Tensor, int>)", num=steps)
    num = int(size_value(steps, "linspace with a Tensor 'steps'"))
    if not isinstance(start, Tensor) and not isinstance(end, Tensor):
        return array_ops.linspace(start, end, num)
    # 2.10 makes a number a Float32 Tensor, then LinSpace takes two Float32 or two Float64
    start, end = (v if isinstance(v, Tensor) else Tensor(v, mstype.float32) for v in (start, end))
    if start.dtype != end.dtype:
        raise TypeError(f"For primitive[LinSpace], the input type must be same.\nname:[start "
                        f"type]:Tensor[{start.dtype}].\nname:[stop type]:Tensor[{end.dtype}].")
    if start.dtype not in (mstype.float32, mstype.float64):
        raise TypeError(f"For primitive[LinSpace], the input argument[start type] must be a type "
                        f"of {{Tensor[Float32], Tensor[Float64]}}, but got "
                        f"Tensor[{start.dtype}].")
    dtype = start.dtype
    for name, v in (("start", start), ("stop", end)):
        if v.ndim:
            raise ValueError(f"For primitive[LinSpace], the rank of '{name}' must be equal to 0, "
                             f"but got {v.ndim}.")
    if num <= 0:
        raise ValueError(f"For primitive[LinSpace], the num must be greater than 0, but got "
                         f"{num}.")
    if num == 1:
        return F.reshape(start, (1,))
    index = F.cast(F.arange(num), dtype)
    values = start + index * ((end - start) / (num - 1))
    return F.select(index == num - 1, F.broadcast_to(end, (num,)), values)
