"""Shape rules (``shape_rules.py``) for the layout, product, convolution, reduction and
broadcasting elementwise ops of a training step (session 74).

Session 73's notes measured what ``eval_shape`` still cost in first calls where no rule
answered: 15 ms of resnet_train's and 67 ms of mobilenet_train's in its convolutions (2-3 ms
per distinct shape: ``cpu_conv`` traces its pointwise and depthwise kernels), 14 ms in
mobilenet's 100 multiplications by a Python float (BatchNorm's momentum), 10 ms in W5's
matmul/reshape/transpose/split/reduce_mean, 5 ms in lenet_train's max pools. Each rule answers
the plain case only: strong (not weakly typed) arrays whose shapes fit, of the dtypes named;
anything else gives None and ``eval_shape`` of the kernel decides, raising the op's own errors.
``tests/test_s74_perf74.py`` compares every rule with ``eval_shape`` over random inputs, declined
cases included.

An operand is an aval (``shape``, ``dtype``, ``weak_type``) or, for the elementwise rule, a
Python int or float that the tracer keeps as a literal.
"""
import jax
import numpy as np

_FLOATS = frozenset(np.dtype(t) for t in (np.float16, np.float32, np.float64))
_INTS = frozenset(np.dtype(t) for t in (np.int32, np.int64))
_NUMBER = (int, float)


def _aval(v):
    return type(v) not in _NUMBER and hasattr(v, "weak_type")


def _float(v, rank=1):
    """A strong float16/32/64 array of rank >= ``rank`` and no zero-size axis."""
    return _aval(v) and not v.weak_type and np.dtype(v.dtype) in _FLOATS and \
        len(v.shape) >= rank and all(d > 0 for d in v.shape)


def _out(shape, v):
    return jax.ShapeDtypeStruct(tuple(shape), v.dtype)


def _ints(t, n=None):
    return type(t) is tuple and (n is None or len(t) == n) and \
        all(type(d) is int for d in t)


def elementwise_rule(avals, attrs):
    """add, sub, mul: two strong float arrays of one dtype whose shapes broadcast (numpy's
    rule; the kernel promotes nothing and ``_check_broadcast`` passes), or one strong array,
    float (or int32/int64 with an int) and a Python number, which takes the array's dtype."""
    if len(avals) != 2 or attrs:
        return None
    x, y = avals
    if type(x) in _NUMBER or type(y) in _NUMBER:
        a, n = (y, x) if type(x) in _NUMBER else (x, y)
        if not _aval(a) or a.weak_type or not all(d > 0 for d in a.shape):
            return None
        kind = np.dtype(a.dtype)
        if kind in _FLOATS or (kind in _INTS and type(n) is int and -2 ** 31 <= n < 2 ** 31):
            return _out(a.shape, a)
        return None
    if not (_float(x, 0) and _float(y, 0) and x.dtype == y.dtype):
        return None
    try:
        return _out(np.broadcast_shapes(tuple(x.shape), tuple(y.shape)), x)
    except ValueError:
        return None


def matmul_rule(avals, attrs):
    """Two strong float arrays of one dtype, each of rank >= 2, inner sizes equal (after the
    transpose flags), leading axes broadcasting."""
    a = dict(attrs)
    if len(avals) != 2 or set(a) - {"transpose_a", "transpose_b"}:
        return None
    x, y = avals
    ta, tb = a.get("transpose_a", False), a.get("transpose_b", False)
    if type(ta) is not bool or type(tb) is not bool or not (
            _float(x, 2) and _float(y, 2) and x.dtype == y.dtype):
        return None
    m, kx = x.shape[-2:][::-1] if ta else x.shape[-2:]
    ky, n = y.shape[-2:][::-1] if tb else y.shape[-2:]
    if kx != ky:
        return None
    try:
        lead = np.broadcast_shapes(tuple(x.shape[:-2]), tuple(y.shape[:-2]))
    except ValueError:
        return None
    return _out(tuple(lead) + (m, n), x)


def conv_rule(avals, attrs):
    """A 1-3-d convolution of a strong float input and weight of one dtype (NC... or N...C,
    weight OI...), channels matching ``groups``, non-negative padding, a padded input at
    least as long as each dilated kernel (so no empty output: ``conv_checks``)."""
    a = dict(attrs)
    if len(avals) != 2 or set(a) - {"stride", "padding", "dilation", "groups", "data_format"}:
        return None
    x, w = avals
    if not (_float(x, 3) and _float(w, 3) and x.dtype == w.dtype and len(x.shape) == len(w.shape)
            and len(w.shape) <= 5):
        return None
    fmt, g = a.get("data_format", "NCHW"), a.get("groups")
    if fmt not in ("NCHW", "NHWC") or type(g) is not int or g < 1:
        return None
    last = fmt == "NHWC"
    cin, spatial = (x.shape[-1], x.shape[1:-1]) if last else (x.shape[1], x.shape[2:])
    if cin != w.shape[1] * g or w.shape[0] % g:
        return None
    out = _windows(spatial, w.shape[2:], a.get("stride"), a.get("dilation"), a.get("padding"))
    if out is None:
        return None
    lead = (x.shape[0],)
    return _out(lead + tuple(out) + (w.shape[0],) if last else lead + (w.shape[0],) +
                tuple(out), x)


def _windows(spatial, kernel, stride, dilation, padding):
    """Each window axis's output length, or None where an attribute does not fit or a window
    is longer than its padded input."""
    nd = len(spatial)
    if not (_ints(kernel, nd) and _ints(stride, nd) and _ints(dilation, nd) and
            type(padding) is tuple and len(padding) == nd and all(_ints(p, 2) for p in padding)):
        return None
    out = []
    for n, (lo, hi), k, d, s in zip(spatial, padding, kernel, dilation, stride):
        if lo < 0 or hi < 0 or s < 1 or d < 1 or k < 1 or n + lo + hi < d * (k - 1) + 1:
            return None
        out.append((n + lo + hi - d * (k - 1) - 1) // s + 1)
    return tuple(out)


def max_pool_rule(avals, attrs):
    """Windows over the trailing ``len(kernel)`` axes of a strong float array (the ones before
    the last for NHWC), none longer than its padded input."""
    a = dict(attrs)
    if len(avals) != 1 or set(a) - {"kernel", "stride", "padding", "dilation", "data_format",
                                    "nan"} or a.get("nan", "propagate") not in (
            "propagate", "skip", "fold"):
        return None
    (x,), kernel, fmt = avals, a.get("kernel"), a.get("data_format", "NCHW")
    if not _float(x) or type(kernel) is not tuple or fmt not in ("NCHW", "NHWC"):
        return None
    tail = 1 if fmt == "NHWC" else 0
    start = len(x.shape) - len(kernel) - tail
    if not kernel or start < 0:
        return None
    out = _windows(x.shape[start:len(x.shape) - tail], kernel, a.get("stride"),
                   a.get("dilation"), a.get("padding"))
    if out is None:
        return None
    return _out(x.shape[:start] + out + x.shape[len(x.shape) - tail:], x)


def reshape_rule(avals, attrs):
    """A strong array of any dtype to a shape of its size (one -1 at most, resolved)."""
    a = dict(attrs)
    if len(avals) != 1 or set(a) != {"shape"} or not _aval(avals[0]) or avals[0].weak_type:
        return None
    (x,), shape = avals, a["shape"]
    if not _ints(shape) or any(d < -1 for d in shape) or shape.count(-1) > 1:
        return None
    size = int(np.prod(x.shape, dtype=np.int64))
    known = int(np.prod([d for d in shape if d != -1], dtype=np.int64))
    if -1 in shape:
        if not known or size % known:
            return None
        shape = tuple(size // known if d == -1 else d for d in shape)
    elif known != size:
        return None
    return _out(shape, x)


def transpose_rule(avals, attrs):
    """A strong array of any dtype and a permutation of its axes (negative ones counted from
    the end)."""
    a = dict(attrs)
    if len(avals) != 1 or set(a) != {"perm"} or not _aval(avals[0]) or avals[0].weak_type:
        return None
    (x,), perm = avals, a["perm"]
    rank = len(x.shape)
    if not _ints(perm, rank) or not all(-rank <= p < rank for p in perm) or \
            len({p % rank for p in perm}) != rank:
        return None
    return _out(tuple(x.shape[p] for p in perm), x)


def split_rule(avals, attrs):
    """A strong array of any dtype cut at non-decreasing positions within its ``axis``."""
    a = dict(attrs)
    if len(avals) != 1 or set(a) - {"indices", "axis"} or not _aval(avals[0]) or \
            avals[0].weak_type:
        return None
    (x,), cuts, axis = avals, a.get("indices"), a.get("axis", 0)
    rank = len(x.shape)
    if not _ints(cuts) or type(axis) is not int or not -rank <= axis < rank:
        return None
    axis %= rank
    ends = (0,) + cuts + (x.shape[axis],)
    if any(b < e for b, e in zip(ends[1:], ends)):
        return None
    return tuple(_out(x.shape[:axis] + (e - b,) + x.shape[axis + 1:], x)
                 for b, e in zip(ends, ends[1:]))


def reduce_rule(avals, attrs):
    """reduce_mean/sum/max/min of a strong float array over ``None`` (all axes) or a non-empty
    tuple of distinct axes in range (an int axis goes to ``eval_shape``: the ops pass tuples,
    and reduce_max/min's kernels take no int)."""
    a = dict(attrs)
    if len(avals) != 1 or set(a) - {"axis", "keep_dims", "keep_dtype"} or \
            not _float(avals[0]):
        return None
    (x,), axis, keep = avals, a.get("axis"), a.get("keep_dims", False)
    rank = len(x.shape)
    axes = tuple(range(rank)) if axis is None else axis
    if type(keep) is not bool or not _ints(axes) or not axes or \
            not all(-rank <= d < rank for d in axes) or len({d % rank for d in axes}) != \
            len(axes):
        return None
    axes = {d % rank for d in axes}
    return _out(tuple(1 if i in axes else d for i, d in enumerate(x.shape) if keep or
                      i not in axes), x)
