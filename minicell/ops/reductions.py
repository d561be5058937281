"""Reduction, scan and sort functional ops (``ops.sum``, ``ops.mean``, ``ops.argmax``, ...);
variance and standard deviation are in ``variance``."""
import builtins

import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import dispatch
from ..runtime.python_checks import python_check
from ..runtime.registry import freeze_attrs, get_op
from .. import _checkparam
from . import _util
from ._prim_flags import check_arg_types, check_dim_range
from .bool_kernels import refuse_bool, refuse_bool_logsumexp, refuse_bool_reduce
from .sorting import argsort, sort, sort_nan_last, topk   # noqa: F401  (ops.sort)

_SUM, _MEAN, _MAX, _MIN = (get_op(n) for n in ("reduce_sum", "reduce_mean", "reduce_max",
                                               "reduce_min"))
_PROD, _ALL, _ANY, _LSE = (get_op(n) for n in ("reduce_prod", "reduce_all", "reduce_any",
                                               "logsumexp"))
_ARGMAX, _ARGMIN, _CUMSUM, _CUMPROD = (get_op(n) for n in ("argmax", "argmin", "cumsum",
                                                           "cumprod"))
_EXP, _LOG = get_op("exp"), get_op("log")
_WITH_VALUE = {_ARGMAX: get_op("argmax_with_value"), _ARGMIN: get_op("argmin_with_value")}
_SELECT, _MAXIMUM, _MINIMUM, _GE, _LE = (get_op(n) for n in (
    "select", "maximum", "minimum", "greater_equal", "less_equal"))

__all__ = ["sum", "reduce_sum", "mean", "prod", "amax", "amin", "max", "min", "all", "any",
           "logsumexp", "argmax", "argmin", "cumsum", "cumprod", "sort",
           "topk", "argsort"]


_ATTRS = {}  # (axis, keep_dims) -> frozen attrs: keeps per-call work to one dict lookup


def _reduce_attrs(axis, keep_dims):
    try:
        return _ATTRS[(axis, keep_dims)]
    except (KeyError, TypeError):  # TypeError: an unhashable axis (a list)
        attrs = freeze_attrs({"axis": _util.norm_axis(axis), "keep_dims": bool(keep_dims)})
        if isinstance(axis, (int, tuple, type(None))):
            _ATTRS[(axis, keep_dims)] = attrs
        return attrs


# op -> MindSpore's primitive and its (input, axis, keep_dims) names, for the TypeError of a
# call whose argument types no signature takes (``ops.sum(1)``, ``dim="a"``, ``keepdim=1``)
_SIGNATURES = {
    _SUM: ("SumExt()", "input", "dim", "keepdim", ", dtype=<mindspore.dtype>"),
    _PROD: ("ProdExt()", "input", "dim", "keepdim", ", dtype=<mindspore.dtype>"),
    _MEAN: ("ReduceMean(keep_dims=<bool>)", "x", "axis", None, ""),
    _MAX: ("ReduceMax(keep_dims=<bool>)", "x", "axis", None, ""),
    _MIN: ("ReduceMin(keep_dims=<bool>)", "x", "axis", None, ""),
    _ALL: ("ReduceAll(keep_dims=<bool>)", "input", "axis", None, ""),
    _ANY: ("ReduceAny(keep_dims=<bool>)", "x", "axis", None, ""),
}
# op -> the primitive named by 2.10's error for an axis out of range (ops.sum is SumExt)
_RANGE_PRIM = {_SUM: "SumExt", _PROD: "ProdExt", _MEAN: "ReduceMean", _MAX: "ReduceMax",
               _MIN: "ReduceMin", _ALL: "ReduceAll", _ANY: "ReduceAny"}
_INT = (int, np.integer)
_BOOL = (bool, np.bool_)


def _axis_ok(axis):
    if axis is None or isinstance(axis, Tensor):
        return True
    if isinstance(axis, (list, tuple)):
        return builtins.all(isinstance(a, _INT) and not isinstance(a, _BOOL) for a in axis)
    return isinstance(axis, _INT) and not isinstance(axis, _BOOL)


def _check_reduce(op, x, axis, keep_dims):
    """MindSpore's TypeError for a reduction called with a non-Tensor input, an axis that is
    not an int / sequence of ints / Tensor, or a non-bool keep_dims."""
    sig = _SIGNATURES.get(op)
    if sig is None or (isinstance(x, Tensor) and _axis_ok(axis)
                       and isinstance(keep_dims, _BOOL)):
        return
    _checkparam.read_graph_scalar(keep_dims, (bool,))       # (a graph scalar: op by op)
    _checkparam.read_graph_scalar(axis, (int,))
    prim, xn, an, kn, tail = sig
    name = _util.ms_type_name
    got = {xn: name(x), an: name(axis), "keep": name(keep_dims)}
    head = prim.split("(")[0]
    if kn is None:      # keep_dims is the primitive's attribute; no axis is () there
        got[an] = "Tuple<>" if axis is None else got[an]    # (measured: ops.mean(None))
        called = f"{head}(keep_dims={got['keep']})({xn}={got[xn]}, {an}={got[an]})"
    else:
        called = f"{head}()({xn}={got[xn]}, {an}={got[an]}, {kn}={got['keep']}" \
                 f"{', dtype=mindspore.dtype' if tail else ''})"
    dims = "int" if op is _PROD else "list of int, int, Tensor, tuple of int"  # (measured)
    valid = f"{prim}({xn}=<Tensor>, {an}=<{dims}>" + \
        (f", {kn}=<bool>" if kn else "") + f"{tail})"
    raise TypeError(f'Failed calling {head} with "{called}".\nThe valid calling should be: '
                    f'\n"{valid}".')


def _check_dup_axes(x, axis):
    """MindSpore's RuntimeError for a reduction over the same dim twice (``axis=(1, -1)``)."""
    ndim, seen = len(x.shape), set()
    for a in axis:
        d = int(a) + ndim if -ndim <= int(a) < 0 else int(a)
        if d in seen:
            raise RuntimeError(f"dim={d} appears multiple times in the list of dims")
        seen.add(d)


_AXIS_TYPES = "list of int, int, Tensor, tuple of int"


def check_reduce_args(name, x, axis, flags, operand="x"):
    """2.10's checks of a Reduce primitive's call ``name(**flags)(x, axis)``: the TypeError
    'Failed calling ReduceSum with "ReduceSum(keep_dims=bool, skip_mode=bool)(x=Tensor,
    axis=float)"' and the range text 'For primitive[ReduceSum], the axis value must be in
    [-2,2), but got 5.'. Also where 2.10 sums with ReduceSum inside a function (``ops.nansum``,
    ``ops.count_nonzero``; measured). Returns ``axis``."""
    check_arg_types(name, [(operand, x, "Tensor"), ("axis", axis, _AXIS_TYPES)],
                    [(f, v, "bool") for f, v in flags.items()])
    if isinstance(x, Tensor):
        check_dim_range(name, x, axis)
    return axis


def reduce_sum_axis(x, axis, keep_dims=False):
    """``axis`` after ReduceSum's checks (``check_reduce_args``)."""
    return check_reduce_args("ReduceSum", x, axis, {"keep_dims": keep_dims, "skip_mode": False})


def _reduce(op, x, axis, keep_dims, keep_dtype=False):
    if x.__class__ is not Tensor or keep_dims.__class__ is not bool or not (
            axis is None or axis.__class__ is int):
        _check_reduce(op, x, axis, keep_dims)
        if isinstance(axis, (tuple, list)):
            _check_dup_axes(x, axis)
    attrs = _reduce_attrs(axis, keep_dims)
    if keep_dtype:      # reduce_sum's: an integer sum narrowed back as 2.10's ReduceSum
        attrs = tuple(sorted(attrs + (("keep_dtype", True),)))
    try:
        return dispatch(op, (x,), attrs)
    except ValueError:       # an axis out of range: 2.10's primitive's text (measured)
        if op in _RANGE_PRIM and isinstance(x, Tensor):
            check_dim_range(_RANGE_PRIM[op], x, axis)
        raise


def sum(input, dim=None, keepdim=False, *, dtype=None):
    """Sum over ``dim`` (all axes when None).

    >>> from minicell import ops, Tensor
    >>> ops.sum(Tensor([[1.0, 2.0], [3.0, 4.0]]), 1).asnumpy().tolist()
    [3.0, 7.0]
    """
    if isinstance(dtype, str):      # 2.10's text (measured: 'float32')
        raise TypeError(f"For 'SumExt', the input 'dtype' should be mindspore dtype, but got "
                        f"{dtype}.")
    if dtype is not None:       # computed and returned in ``dtype`` (an Int8 one included)
        from .functional import cast
        out = _reduce(_SUM, cast(input, dtype), dim, keepdim)
        return out if out.dtype == dtype else cast(out, dtype)
    return _reduce(_SUM, input, dim, keepdim)


def reduce_sum(x, axis=()):
    """``ops.reduce_sum(x, axis=())``: sum over ``axis`` (all axes for ``()``). MindSpore's
    ReduceSum keeps the input's dtype (``ops.sum`` widens integers to Int64)."""
    return sum_in_dtype(x, axis, False)


def sum_in_dtype(x, axis, keep_dims):
    """ReduceSum's sum: an integer or bool input keeps its dtype (Int32's min where an Int32
    sum leaves Int32, as 2.10; ``ops.sum`` widens integers to Int64 instead)."""
    floating = isinstance(x, Tensor) and (x.dtype in mstype.float_type or x.dtype in (
        mstype.complex64, mstype.complex128))
    return _reduce(_SUM, x, axis, keep_dims, keep_dtype=not floating)


def mean(x, axis=None, keep_dims=False):
    """Mean over ``axis`` (all axes when None).

    >>> from minicell import ops, Tensor
    >>> ops.mean(Tensor([[1.0, 2.0], [3.0, 4.0]]), 0).asnumpy().tolist()
    [2.0, 3.0]
    """
    return _reduce(_MEAN, x, axis, keep_dims)


def prod(input, axis=None, keep_dims=False, dtype=None):
    """Product over ``axis`` (all axes when None)."""
    if dtype is not None:
        from .functional import cast
        input = cast(input, dtype)
    return _reduce(_PROD, input, axis, keep_dims)


def amax(input, axis=None, keepdims=False, *, initial=None, where=None):
    """Largest value over ``axis`` (all axes when None), of the entries ``where`` selects, and
    no smaller than ``initial`` (numpy's ``initial``/``where``)."""
    refuse_bool("ReduceMax", input)
    masked, init = _masked(input, initial, where, "max")
    out = _reduce(_MAX, masked, axis, keepdims)
    return out if init is None else dispatch(_MAXIMUM, (out, init))


def amin(input, axis=None, keepdims=False, *, initial=None, where=None):
    """Smallest value over ``axis`` (all axes when None), of the entries ``where`` selects, and
    no larger than ``initial``."""
    refuse_bool("ReduceMin", input)
    masked, init = _masked(input, initial, where, "min")
    out = _reduce(_MIN, masked, axis, keepdims)
    return out if init is None else dispatch(_MINIMUM, (out, init))


def _masked(input, initial, where, kind):
    """``input`` with the entries ``where`` leaves out set to the identity of ``kind``
    ('max' | 'min'), and ``initial`` as a 0-d Tensor of its dtype (None when not given)."""
    if initial is None:
        if where is not None:      # 2.10's ValueError (measured)
            raise ValueError("initial value must be provided for where masks")
        return input, None
    npdt = np.dtype(mstype.dtype_to_nptype(input.dtype))
    init = Tensor(np.asarray(initial, npdt))
    if where is None:
        return input, init
    floating = npdt.kind in "fc"
    if kind == "max":
        ident = -np.inf if floating else np.iinfo(npdt).min
    else:
        ident = np.inf if floating else np.iinfo(npdt).max
    return dispatch(_SELECT, (where, input, Tensor(np.asarray(ident, npdt)))), init


def _arg_attrs(axis, keepdims, dtype="int64"):
    if axis is not None and (isinstance(axis, bool) or not isinstance(axis, int)):
        raise TypeError(f"'axis' must be an int or None, but got {axis!r}")
    return freeze_attrs({"axis": axis, "keep_dims": bool(keepdims), "dtype": dtype})


def max(input, axis=None, keepdims=False, *, initial=None, where=None):
    """``(values, Int64 indices)`` of the largest entries along ``axis`` (MindSpore returns
    both, also for ``axis=None``, where the index is 0).

    >>> from minicell import ops, Tensor
    >>> v, i = ops.max(Tensor([[1.0, 5.0], [7.0, 2.0]]), 1)
    >>> v.asnumpy().tolist(), i.asnumpy().tolist()
    ([5.0, 7.0], [1, 0])
    """
    return _value_and_index(input, _ARGMAX, axis, keepdims, initial, where)


def min(input, axis=None, keepdims=False, *, initial=None, where=None):
    """``(values, Int64 indices)`` of the smallest entries along ``axis``."""
    return _value_and_index(input, _ARGMIN, axis, keepdims, initial, where)


def _value_and_index(input, arg_op, axis, keepdims, initial=None, where=None):
    """Along an axis, the value at the arg-max/min index, read by a gather, so its gradient
    goes to that one element (MindSpore's ArgMaxWithValue gradient); over all elements
    (``axis=None``) a reduction, whose gradient splits between ties, as MindSpore's does."""
    if axis is not None and (isinstance(axis, bool) or not isinstance(axis, int)):
        # 2.10's Python check (measured for max: "For 'max', 'axis' must be int, but got
        # <class 'float'>", quoted in a graph)
        raise python_check(TypeError(f"For '{'max' if arg_op is _ARGMAX else 'min'}', 'axis' "
                                     f"must be int, but got {type(axis)}"))
    if axis is not None and not isinstance(keepdims, _BOOL):
        prim = "ArgMaxWithValue" if arg_op is _ARGMAX else "ArgMinWithValue"
        raise TypeError(f'Failed calling {prim} with "{prim}(axis={_util.ms_type_name(axis)}, '
                        f'keep_dims={_util.ms_type_name(keepdims)})(input=Tensor)".\nThe valid '
                        f'calling should be: \n"{prim}(axis=<int>, keep_dims=<bool>)'
                        f'(input=<Tensor>)".')
    if axis is None:        # 2.10 has no Bool kernel for either (measured)
        refuse_bool_reduce(input, "Max" if arg_op is _ARGMAX else "Min")
    prim = "ArgMaxWithValue" if arg_op is _ARGMAX else "ArgMinWithValue"
    refuse_bool(prim, input)
    nd = len(_util.shape_of(input))     # (a 0-D input: MaxDim/MinDim's text below)
    if nd and isinstance(axis, int) and not isinstance(axis, bool) and not -nd <= axis < nd:
        raise ValueError(f"For primitive[{prim}], the axis must be in [{-nd},{nd}), but got "
                         f"{axis}.")
    if 0 in _util.shape_of(input):     # 2.10's Max/ArgMaxWithValue refuse any empty input
        prim = ("Max" if axis is None else "ArgMaxWithValue") if arg_op is _ARGMAX else \
            ("Min" if axis is None else "ArgMinWithValue")
        raise ValueError(f"{prim} cannot deal with empty input. Please try other inputs")
    if axis is None:    # over all elements keepdims, initial and where are ignored (2.10: shape
        # ()), and the index is always 0 (2.10 measured; its docstrings show ops.max(input)'s 0)
        return (_reduce(_MAX if arg_op is _ARGMAX else _MIN, input, None, False),
                Tensor(np.int64(0)))
    if isinstance(axis, int) and not _util.shape_of(input):    # 0-D: itself, at index 0
        if axis not in (0, -1):
            raise ValueError(f"For {'MaxDim' if arg_op is _ARGMAX else 'MinDim'} with 0d "
                             f"input tensor, axis must be one of 0 or -1, but got {axis}.")
        return input, dispatch(arg_op, (input,), _arg_attrs(None, False))
    input, init = _masked(input, initial, where, "max" if arg_op is _ARGMAX else "min")
    index, value = dispatch(_WITH_VALUE[arg_op], (input,),
                            freeze_attrs({"axis": axis, "keep_dims": bool(keepdims)}))
    if init is not None:    # ``initial`` wins (at index 0) where no selected entry reaches it
        reaches = dispatch(_GE if arg_op is _ARGMAX else _LE, (value, init))
        value = dispatch(_SELECT, (reaches, value, init))
        index = dispatch(_SELECT, (reaches, index, Tensor(np.int64(0))))
    return value, index


def all(input, axis=None, keep_dims=False):
    """True where every element over ``axis`` is true."""
    return _reduce(_ALL, input, axis, keep_dims)


def any(input, axis=None, keep_dims=False):
    """True where some element over ``axis`` is true."""
    return _reduce(_ANY, input, axis, keep_dims)


def logsumexp(input, dim, keepdim=False):
    """log(sum(exp(x))) over ``dim``, computed stably. ``dim`` None is refused, as 2.10's
    ReduceMax (measured: ``ops.logsumexp(x, None)``; the method lists its signature)."""
    if dim is None and isinstance(input, Tensor):
        raise TypeError(f'Failed calling ReduceMax with "ReduceMax(keep_dims='
                        f'{_util.ms_type_name(keepdim)})(x=Tensor, axis=None)".\nThe valid '
                        f'calling should be: \n"ReduceMax(keep_dims=<bool>)(x=<Tensor>, axis=<list'
                        f' of int, int, Tensor, tuple of int>)".')
    if isinstance(input, Tensor) and isinstance(keepdim, _BOOL) and not _axis_ok(dim):
        _check_reduce(_MAX, input, dim, keepdim)  # the max comes first (measured: dim=1.5)
    _check_reduce(_SUM, input, dim, keepdim)      # 2.10 sums with SumExt: its argument check
    refuse_bool_logsumexp(input)
    if isinstance(dim, (int, tuple, list)):    # 2.10 takes the max first: ReduceMax's range text
        ext_dims(input, dim, "ReduceMax")
    if isinstance(input, Tensor) and input.dtype in (mstype.float32, mstype.float64) and \
            input.size and isinstance(keepdim, _BOOL):
        return _logsumexp_as_2_10(input, dim, keepdim)
    return _reduce(_LSE, input, dim, keepdim)


def _logsumexp_as_2_10(x, dim, keepdim):
    """2.10's ``ops.logsumexp`` is Python over its kernels: ``log(sum(exp(x - m))) + m`` with
    ReduceMax's ``m`` (its gradient reaches the max's position: the residue of the two paths
    through ``m``), each op rounding and summing as its kernel. num73's sweep, float32 (7,),
    (3, 5), (4, 33) over axes 0 and -1: 0/12 -> 11/12 forward and gradient arrays equal to
    2.10's (left: 3 values at a (4, 33) row's max, where ``x - m``'s gradient for ``m`` is XLA's
    sum, not ReduceSum's lanes); float64 keeps XLA's exp and sums."""
    m = _reduce(_MAX, x, dim, True)
    out = dispatch(_LOG, (_reduce(_SUM, dispatch(_EXP, (x - m,)), dim, keepdim),))
    return out + (m if keepdim else m.reshape(out.shape))


def argmax(input, dim=None, keepdim=False):
    """Int64 index of the largest value along ``dim`` (of the flattened input when None).

    >>> from minicell import ops, Tensor
    >>> ops.argmax(Tensor([[1.0, 5.0], [7.0, 2.0]]), 1).asnumpy().tolist()
    [1, 0]
    """
    _checkparam.check_value_type("keepdim", keepdim, [bool], "argmax")
    if dim is not None:
        _util.check_int_operands(
            "Argmax(axis={axis}, output_type=mindspore.dtype)(input_x=Tensor)",
            "Argmax(axis=<int>, output_type=<mindspore.dtype>)(input_x=<Tensor>)", axis=dim)
        _util.check_prim_axis(dim, input, "Argmax")
    return dispatch(_ARGMAX, (input,), _arg_attrs(dim, keepdim and dim is not None))


def argmin(input, axis=None, keepdims=False):
    """Int32 index of the smallest value along ``axis`` (MindSpore's dtype for argmin); as
    for argmax, max and min, ``keepdims`` is ignored when ``axis`` is None (2.10: shape ())."""
    refuse_bool("Argmin", input)
    _util.check_prim_axis(axis, input, "Argmin")    # 2.10's text in both modes (measured)
    return dispatch(_ARGMIN, (input,), _arg_attrs(axis, keepdims and axis is not None, "int32"))


def ext_dims(input, dim, prim):
    """``dim`` of mint's var/std (an int, a tuple or a list) as ``var`` takes it, each checked
    in range as 2.10's Var/Std shape inference does (its ValueError)."""
    dim = tuple(dim) if isinstance(dim, list) else dim
    nd = builtins.max(len(_util.shape_of(input)), 1)
    for d in (dim if isinstance(dim, tuple) else () if dim is None else (dim,)):
        if isinstance(d, int) and not -nd <= d < nd:
            raise ValueError(f"For primitive[{prim}], the axis value must be in [{-nd},{nd}), "
                             f"but got {d}.")
    return dim if _util.shape_of(input) else None    # dim 0 of a 0-d input: all of it


def cumsum(x, axis, dtype=None):
    """Running sum along ``axis``.

    >>> from minicell import ops, Tensor
    >>> ops.cumsum(Tensor([1, 2, 3]), 0).asnumpy().tolist()
    [1, 3, 6]
    """
    _util.check_int_operands(
        "CumSum(exclusive=bool, reverse=bool)(input=Tensor, axis={axis})",
        "CumSum(exclusive=<bool>, reverse=<bool>)(input=<Tensor>, axis=<int>)", axis=axis)
    if dtype is not None:
        from .functional import cast
        x = cast(x, dtype)
    # 2.10's CumSum takes no bool (Tensor.cumsum and the numpy spelling cast it first)
    if isinstance(x, Tensor) and x.dtype == mstype.bool_:
        raise TypeError("For primitive[CumSum], the input argument[x] must be a type of "
                        "{Tensor[BFloat16], Tensor[Complex128], Tensor[Complex64], "
                        "Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int16], "
                        "Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], "
                        "Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}, but got Tensor[Bool].")
    if isinstance(x, Tensor) and not x.ndim:      # any axis (measured: /tmp/s77/bad60/c6.py)
        raise ValueError("For primitive[CumSum], the rank of 'x' must be greater than 0, but "
                         "got 0.")
    _util.check_prim_axis(axis, x, "CumSum")
    return dispatch(_CUMSUM, (x,), freeze_attrs({"axis": int(axis)}))


def cumprod_kernel(x, axis):
    """CumProd's running product along ``axis`` in ``x``'s own dtype (the Primitive's rule)."""
    return dispatch(_CUMPROD, (x,), freeze_attrs({"axis": int(axis)}))


def cumprod(input, dim, dtype=None):
    """Running product along ``dim``, in ``dtype`` when given, else in int64 for an integer or
    bool ``input`` (2.10's ``ops.cumprod``/``Tensor.cumprod``/``mint.cumprod``).

    >>> from minicell import ops, Tensor
    >>> print(ops.cumprod(Tensor([2, -3, 4]), 0).dtype)
    Int64
    """
    _util.check_int_operands(
        "CumProd(exclusive=bool, reverse=bool)(x=Tensor, axis={axis})",
        "CumProd(exclusive=<bool>, reverse=<bool>)(x=<Tensor>, axis=<int>)", axis=dim)
    if dtype is None and isinstance(input, Tensor) and \
            input.dtype in mstype.int_type + mstype.uint_type + (mstype.bool_,):
        dtype = mstype.int64
    if dtype is not None:
        from .functional import cast
        input = cast(input, dtype)
    _util.check_prim_axis(dim, input, "CumProd")
    return cumprod_kernel(input, dim)
