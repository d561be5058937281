"""Math of ``mindspore.numpy`` beyond the op table: ``average``, ``ptp``, the ``nan*``
reductions, ``divmod``, ``ediff1d``, ``interp``, ``convolve``, ``correlate``, ``corrcoef``,
``gradient``, ``unwrap``, ``digitize``, ``outer``, ``cumprod``, ``gcd``, ``lcm``. Composites over ``minicell.ops``: they run in both
modes and differentiate.

>>> from minicell import numpy as mnp
>>> mnp.interp(mnp.array([0.5, 1.5]), [0.0, 1, 2], [0.0, 10, 20]).asnumpy().tolist()
[5.0, 15.0]
"""
import numpy as np

from .._checkparam_shapes import check_and_canonicalize_axes, graph_quoted
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..ops import array_ops as A, functional as F, reductions as R
from ..ops._util import check_unique_axes, shape_of
from ..ops.np_adapters import all_axes, norm_axis, promote, to_tensor
from ..ops.axis_slice import axis_slice
from .utils_const import _canonicalize_axis

__all__ = ["average", "ptp", "nanmax", "nanmin", "nanvar", "nanstd", "nancumsum", "divmod",
           "ediff1d", "interp", "convolve", "correlate", "corrcoef", "gradient", "unwrap",
           "digitize", "outer", "cumprod", "gcd", "lcm"]


def _float(x):
    """``x`` as a Tensor, cast to Float32 unless it already is a float type."""
    x = to_tensor(x)
    return x if mstype.is_float(x.dtype) else F.cast(x, mstype.float32)


def _count(x, axis):
    shape = shape_of(x)
    axes = all_axes(x) if axis is None else ((axis,) if isinstance(axis, int) else axis)
    return int(np.prod([shape[a] for a in axes]))


def average(x, axis=None, weights=None, returned=False):
    """The (weighted) mean along ``axis``; with ``returned`` also the sum of the weights.
    Integer input gives an integer result, as MindSpore's."""
    check_unique_axes(axis, "duplicate axes in {axis}.")
    x = to_tensor(x)
    xf = _float(x)
    if weights is None:
        avg = R.mean(xf, axis)
        wsum = A.full_like(avg, float(_count(x, axis)))
    else:
        w = _float(weights)
        if shape_of(w) != shape_of(x):
            if axis is None or len(shape_of(w)) != 1:
                raise TypeError("Axis must be specified when shapes of a and weights differ.")
            ax = norm_axis(axis, len(shape_of(x)))
            w = A.reshape(w, tuple(-1 if i == ax else 1 for i in range(len(shape_of(x)))))
            w = A.broadcast_to(w, shape_of(x))
        wsum = R.sum(w, axis)
        avg = R.sum(xf * w, axis) / wsum
    if not mstype.is_float(x.dtype):
        avg = F.cast(avg, x.dtype)
    return (avg, wsum) if returned else avg


def ptp(x, axis=None, keepdims=False):
    """Range (maximum - minimum) along ``axis``."""
    check_unique_axes(axis)
    x = to_tensor(x)
    if axis is not None:        # (2.10's text, before the kernel's)
        graph_quoted(check_and_canonicalize_axes,
                     tuple(axis) if isinstance(axis, list) else axis, len(shape_of(x)))
    return R.amax(x, axis, keepdims) - R.amin(x, axis, keepdims)


def _nan_extreme(a, axis, dtype, keepdims, reduce, fill):
    a = to_tensor(a, dtype)
    if axis is not None:        # (2.10: numpy's text, before the kernel's)
        _canonicalize_axis(axis, len(shape_of(a)))
    if not mstype.is_float(a.dtype):
        return reduce(a, axis, keepdims)
    nan = F.isnan(a)
    out = reduce(A.where(nan, fill, a), axis, keepdims)
    return A.where(R.all(nan, axis, keepdims), float("nan"), out)


def nanmax(a, axis=None, dtype=None, keepdims=False):
    """Maximum ignoring NaNs (NaN where a slice is all NaN)."""
    return _nan_extreme(a, axis, dtype, keepdims, R.amax, float("-inf"))


def nanmin(a, axis=None, dtype=None, keepdims=False):
    """Minimum ignoring NaNs (NaN where a slice is all NaN)."""
    return _nan_extreme(a, axis, dtype, keepdims, R.amin, float("inf"))


def nanvar(a, axis=None, dtype=None, ddof=0, keepdims=False):
    """Variance ignoring NaNs, divided by ``count - ddof``."""
    a = to_tensor(a, dtype)
    keep = F.logical_not(F.isnan(a))
    ones = F.cast(keep, a.dtype)
    a = A.where(keep, a, 0.0)    # no NaN left to poison the gradient
    mean = R.sum(a, axis, True) / R.sum(ones, axis, True)
    sq = A.where(keep, F.square(a - mean), 0.0)
    return R.sum(sq, axis, keepdims) / (R.sum(ones, axis, keepdims) - ddof)


def nanstd(a, axis=None, dtype=None, ddof=0, keepdims=False):
    """Standard deviation ignoring NaNs."""
    return F.sqrt(nanvar(a, axis, dtype, ddof, keepdims))


def nancumsum(a, axis=None, dtype=None):
    """Running sum treating NaNs as zero (over the flattened array when ``axis`` is None)."""
    a = to_tensor(a, dtype)
    if mstype.is_float(a.dtype):
        a = A.where(F.isnan(a), 0.0, a)
    if axis is None:
        a, axis = A.reshape(a, (-1,)), 0
    return R.cumsum(a, axis)


def divmod(x1, x2, dtype=None):  # noqa: A001
    """``(floor_divide(x1, x2), remainder(x1, x2))``."""
    x1, x2 = to_tensor(x1, dtype), to_tensor(x2, dtype)
    return F.floor_div(x1, x2), F.floor_mod(x1, x2)


def ediff1d(ary, to_end=None, to_begin=None):
    """Differences of consecutive elements of the flattened ``ary``, with ``to_begin`` and
    ``to_end`` put around them."""
    a = A.reshape(to_tensor(ary), (-1,))
    parts = [a[1:] - a[:-1]]
    if to_begin is not None:
        parts.insert(0, A.reshape(to_tensor(to_begin, a.dtype), (-1,)))
    if to_end is not None:
        parts.append(A.reshape(to_tensor(to_end, a.dtype), (-1,)))
    return A.concat(parts) if len(parts) > 1 else parts[0]


def interp(x, xp, fp, left=None, right=None):
    """Piecewise-linear interpolation of the points ``(xp, fp)`` (``xp`` increasing) at ``x``;
    ``left``/``right`` (default ``fp[0]``/``fp[-1]``) outside ``[xp[0], xp[-1]]``."""
    x, xp, fp = _float(x), _float(xp), _float(fp)
    if len(shape_of(xp)) != 1 or len(shape_of(fp)) != 1:
        raise ValueError("xp and fp must be 1-d sequences")     # (2.10's text)
    n = shape_of(xp)[0]
    if shape_of(fp)[0] != n:
        raise ValueError(f"For 'interp', the y-coordinates must have the same length as `xp`: "
                         f"'fp' has {shape_of(fp)[0]} points, 'xp' has {n}")
    col = A.reshape(xp, (n,) + (1,) * len(shape_of(x)))
    idx = R.sum(F.cast(F.less_equal(col, A.expand_dims(x, 0)), mstype.int32), 0)
    idx = F.clamp(idx, 1, n - 1)
    x0, x1 = A.gather(xp, idx - 1, 0), A.gather(xp, idx, 0)
    f0, f1 = A.gather(fp, idx - 1, 0), A.gather(fp, idx, 0)
    out = f0 + (x - x0) * (f1 - f0) / (x1 - x0)
    out = A.where(F.equal(x, xp[n - 1]), fp[n - 1], out)
    lo = fp[0] if left is None else to_tensor(left, fp.dtype)
    hi = fp[n - 1] if right is None else to_tensor(right, fp.dtype)
    return A.where(F.less(x, xp[0]), lo, A.where(F.greater(x, xp[n - 1]), hi, out))


def _full_conv(a, v):
    """The full discrete convolution of 1-D ``a`` (length n) and ``v`` (length m)."""
    n, m = shape_of(a)[0], shape_of(v)[0]
    zeros = A.zeros((m - 1,), a.dtype)
    apad = A.concat([zeros, a, zeros]) if m > 1 else a
    k, j = np.arange(n + m - 1)[:, None], np.arange(m)[None, :]
    windows = A.gather(apad, Tensor((k + m - 1 - j).astype(np.int32)), 0)
    return F.cast(R.sum(windows * v, 1), a.dtype)


def convolve(a, v, mode="full"):
    """Discrete linear convolution of two 1-D arrays (a number is one element); ``mode`` full,
    same or valid. 2.10's ValueErrors (measured)."""
    a, v = to_tensor(a), to_tensor(v)
    if a.size == 0 or v.size == 0:
        raise ValueError("Inputs cannot be empty.")
    a, v = (A.reshape(t, (1,)) if not shape_of(t) else t for t in (a, v))
    if len(shape_of(a)) != 1 or len(shape_of(v)) != 1:
        raise ValueError("a and v must be 1-D tensor.")
    dtype = promote(a.dtype, v.dtype)
    a, v = to_tensor(a, dtype), to_tensor(v, dtype)
    n, m = shape_of(a)[0], shape_of(v)[0]
    if m > n:
        a, v, n, m = v, a, m, n
    full = _full_conv(a, v)
    if mode == "full":
        return full
    if mode == "same":
        start = (m - 1) // 2
        return full[start:start + n]
    if mode == "valid":
        return full[m - 1:n]
    raise ValueError("mode must be one of ['full', 'same', 'valid']")     # (2.10's text)


def correlate(a, v, mode="valid"):
    """Cross-correlation of two 1-D arrays: ``c[k] = sum_n a[n + k] * v[n]`` (Float32 for
    integer input, as MindSpore's)."""
    a, v = _float(a), _float(v)
    n, m = shape_of(a)[0], shape_of(v)[0]
    if m > n:   # numpy: swap, correlate, reverse
        return correlate(v, a, mode)[::-1]
    return convolve(a, A.flip(v, (0,)), mode)


def corrcoef(x, y=None, rowvar=True, dtype=None):
    """Pearson correlation coefficients of the variables (rows, or columns when
    ``rowvar=False``) of ``x`` and ``y``."""
    x = _float(to_tensor(x, dtype))
    if len(shape_of(x)) == 1:
        x = A.expand_dims(x, 0)
    if not rowvar and shape_of(x)[0] != 1:
        x = A.transpose(x, (1, 0))
    if y is not None:
        y = _float(to_tensor(y, x.dtype))
        if len(shape_of(y)) == 1:
            y = A.expand_dims(y, 0)
        if not rowvar and shape_of(y)[0] != 1:
            y = A.transpose(y, (1, 0))
        x = A.concat([x, y], 0)
    xc = x - R.mean(x, 1, True)
    c = F.matmul(xc, A.transpose(xc, (1, 0)))
    d = F.sqrt(A.gather(A.reshape(c, (-1,)),
                        Tensor(np.arange(shape_of(c)[0]) * (shape_of(c)[0] + 1)), 0))
    c = c / A.expand_dims(d, 1) / A.expand_dims(d, 0)
    c = F.clamp(c, -1.0, 1.0)
    return A.reshape(c, ()) if shape_of(c) == (1, 1) else c


def _diff_axis(f, axis, h, edge_order):
    """numpy's second-order central differences along ``axis``, one-sided at the edges."""
    n = shape_of(f)[axis]
    if n < edge_order + 1:
        raise ValueError("Shape of array too small to calculate a numerical gradient, at least "
                         "(edge_order + 1) elements are required.")

    def sl(a, b):
        return axis_slice(f, axis, a, b - a)
    mid = (sl(2, n) - sl(0, n - 2)) / (2.0 * h)
    if edge_order == 1:
        first = (sl(1, 2) - sl(0, 1)) / h
        last = (sl(n - 1, n) - sl(n - 2, n - 1)) / h
    else:
        first = (-1.5 * sl(0, 1) + 2.0 * sl(1, 2) - 0.5 * sl(2, 3)) / h
        last = (0.5 * sl(n - 3, n - 2) - 2.0 * sl(n - 2, n - 1) + 1.5 * sl(n - 1, n)) / h
    return A.concat([first, mid, last], axis)


def _ndim(h):
    return len(shape_of(h)) if isinstance(h, Tensor) else np.ndim(h)


def gradient(f, *varargs, axis=None, edge_order=1):
    """The gradient of ``f`` by central differences, one array per axis (one when a single
    axis). ``varargs``: a scalar spacing (for all axes) or one per axis."""
    f = _float(f)
    nd = len(shape_of(f))
    axes = tuple(range(nd)) if axis is None else \
        tuple(norm_axis(a, nd) for a in ((axis,) if isinstance(axis, int) else axis))
    if edge_order not in (1, 2):
        raise ValueError("'edge_order' greater than 2 not supported")
    if not varargs:
        spacing = [1.0] * len(axes)
    elif len(varargs) == 1 and _ndim(varargs[0]) == 0:
        spacing = [varargs[0]] * len(axes)
    elif len(varargs) == len(axes):
        spacing = list(varargs)
    else:
        raise TypeError("invalid number of arguments")
    for h in spacing:
        if _ndim(h):
            raise NotImplementedError("Non-constant spacing not implemented")
    out = [_diff_axis(f, ax, float(h), edge_order) for ax, h in zip(axes, spacing)]
    return out[0] if len(out) == 1 else out


def unwrap(p, discont=np.pi, axis=-1):
    """Unwrap phase angles: jumps larger than ``discont`` become their ``2*pi`` complement."""
    p = _float(p)
    nd = len(shape_of(p))
    axis = norm_axis(axis, nd)
    n = shape_of(p)[axis]
    dd = axis_slice(p, axis, 1, n - 1) - axis_slice(p, axis, 0, n - 1)
    ddmod = F.floor_mod(dd + np.pi, 2 * np.pi) - np.pi
    ddmod = A.where(F.logical_and(F.equal(ddmod, -np.pi), F.greater(dd, 0)), np.pi, ddmod)
    correct = A.where(F.less(F.abs(dd), discont), 0.0, ddmod - dd)
    return A.concat([axis_slice(p, axis, 0, 1), axis_slice(p, axis, 1, n - 1)
                     + R.cumsum(correct, axis)], axis)


def digitize(x, bins, right=False):
    """The index of the bin of ``bins`` (monotonic) each value of ``x`` falls in (Int32)."""
    x, bins = to_tensor(x), to_tensor(bins)
    dtype = promote(x.dtype, bins.dtype)
    x, bins = to_tensor(x, dtype), to_tensor(bins, dtype)
    xe = A.expand_dims(x, -1)
    inc = (F.less if right else F.less_equal)(bins, xe)
    dec = (F.greater_equal if right else F.greater)(bins, xe)
    count_inc = R.sum(F.cast(inc, mstype.int32), -1)
    count_dec = R.sum(F.cast(dec, mstype.int32), -1)
    n = shape_of(bins)[0]
    increasing = F.greater_equal(bins[n - 1], bins[0]) if n else Tensor(True)
    return F.cast(A.where(increasing, count_inc, count_dec), mstype.int32)


def outer(a, b):
    """numpy ``outer``: the product of each element of flattened ``a`` with each of flattened
    ``b`` (2.10: (2, 3) and (2, 2) inputs give (6, 4), measured)."""
    return F.outer(A.reshape(a, (-1,)), A.reshape(b, (-1,)))


# mindspore.numpy's cumprod result for small integer and bool inputs (measured on 2.10)
_CUMPROD_DTYPE = {mstype.bool_: mstype.int32, mstype.int8: mstype.int32,
                  mstype.int16: mstype.int32, mstype.uint8: mstype.uint32,
                  mstype.uint16: mstype.uint32}


def cumprod(a, axis=None, dtype=None):
    """numpy ``cumprod`` (over the flattened array when ``axis`` is None), computed in Float32
    (Float64 input in Float64) as 2.10: small integers give Int32/UInt32, wrapping to the
    int32 minimum where the product overflows (measured)."""
    a = to_tensor(a)
    original = a.dtype
    if axis is None:
        a, axis = A.reshape(a, (-1,)), 0
    norm_axis(axis, len(shape_of(a)))
    if original != mstype.float64:
        a = F.cast(a, mstype.float32)
    dtype = _CUMPROD_DTYPE.get(original, original) if dtype is None else \
        mstype.to_mstype(dtype)
    return F.cast(R.cumprod(a, axis), dtype)


def _float_gcd(x1, x2):
    """Euclid's algorithm elementwise on floats (|x1|, |x2|), as mindspore.numpy computes it."""
    a, b = F.abs(x1), F.abs(x2)
    big, small = F.maximum(a, b), F.minimum(a, b)
    while bool(R.any(small != 0)):
        done = small == 0
        big, small = F.where(done, big, small), F.where(done, 0.0, F.fmod(big, F.where(
            done, 1.0, small)))
    return big


def gcd(x1, x2, dtype=None):
    """numpy ``gcd`` of ``|x1|`` and ``|x2|``; float inputs too, as mindspore.numpy (4.5 and 6
    give 1.5, measured)."""
    x1, x2 = to_tensor(x1), to_tensor(x2)
    common = promote(x1.dtype, x2.dtype)
    if common == mstype.bool_:      # 2.10: in Float32, cast back (gcd(True, False) is True)
        out = F.cast(_float_gcd(to_tensor(x1, mstype.float32), to_tensor(x2, mstype.float32)),
                     common)
    elif mstype.is_float(common):
        out = _float_gcd(to_tensor(x1, common), to_tensor(x2, common))
    else:
        out = F.gcd(x1, x2)
    return out if dtype is None else F.cast(out, dtype)


def lcm(x1, x2, dtype=None):
    """numpy ``lcm`` of ``|x1|`` and ``|x2|`` (0 where either is 0); float inputs too."""
    x1, x2 = to_tensor(x1), to_tensor(x2)
    common = promote(x1.dtype, x2.dtype)
    if mstype.is_float(common) or common == mstype.bool_:   # Bool: in Float32, cast back
        work = mstype.float32 if common == mstype.bool_ else common
        x1, x2 = to_tensor(x1, work), to_tensor(x2, work)
        d = _float_gcd(x1, x2)
        safe = F.where(d == 0, 1.0, d)
        out = F.where(x1 * x2 == 0, 0.0, F.abs(x1 / safe * (x2 / safe) * d))
        out = out if work == common else F.cast(out, common)
    else:
        out = F.lcm(x1, x2)
    return out if dtype is None else F.cast(out, dtype)
