"""mint's arithmetic, comparisons and reductions: PyTorch-style spellings (``dim``,
``keepdim``, ``alpha``, ``correction``) over minicell.ops.

MindSpore's mint functions bind to its ``*_ext`` kernels; here each is a thin function over the
``ops`` function that computes the same value, so it runs eagerly, inside a GRAPH_MODE
``construct`` and under autodiff as that op does.
"""
import builtins
import functools
import numbers

from .. import ops
from ..ops import variance as _variance
from ..ops.array_ext_search import variance_and_mean
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..ops.functional import clamp_any, mixed_bounds
from ..ops._wide_scalar import half_with_float, narrow_mul
from ..ops.overloads import Overload, function_no_match
from ..runtime.dispatch import running_eagerly
from ..ops._prim_flags import check_arg_types, check_dim_range
from ._ext_checks import DIMS, DIMS_OR_TENSOR, ext_checked
from . import linalg as _linalg
from ..ops._util import sequence_error
from ..runtime.bool_arith import alpha_scaled, both_bool, bool_scaled, no_bool_alpha_kernel

__all__ = [
    "add", "sub", "mul", "div", "divide", "addcdiv", "addcmul", "clamp", "clip", "equal", "remainder", "xlogy", "lerp",
    "eq", "allclose", "all", "any", "amax", "amin", "max", "min", "mean", "prod", "nansum",
    "std", "var", "std_mean", "var_mean", "median", "kthvalue", "count_nonzero", "cumsum",
    "norm", "dot", "vdot", "logsumexp", "addr_", "outer", "isnan", "t", "nonzero", "ones_like",
    "zeros_like", "round",
]


def takes_tensors(prim, names, positions=(0,)):
    """Decorator: the mint function raises 2.10's 'Failed calling <prim>' TypeError when an
    operand at ``positions`` (of its arguments ``names``) is not a Tensor, as its pyboost
    functions do for a Python number, a list or None (``mint.clone(1.0)``)."""
    def wrap(fn):
        @functools.wraps(fn)
        def checked(*args, **kwargs):
            values = [args[i] if i < len(args) else kwargs.get(names[i]) for i in positions]
            if not builtins.all(isinstance(v, Tensor) for v in values):   # mint.all here
                shown = [n for i, n in enumerate(names) if i < len(args) or n in kwargs]
                raise sequence_error(prim, shown, [*args[:len(names)],
                                                   *(kwargs[n] for n in shown[len(args):])])
            return fn(*args, **kwargs)
        return checked
    return wrap


def _cast(input, dtype):
    return input if dtype is None else ops.cast(input, dtype)


def _scaled(x, alpha):
    return x if isinstance(alpha, (int, float)) and alpha == 1 else ops.mul(x, alpha)


def _check_alpha(prim, input, other, alpha):
    """2.10's AddExt/SubExt: a float ``alpha`` needs a float ``input`` or ``other``, a bool one
    bool operands (TypeError); two bool operands take any number (their result is Bool)."""
    kinds = [_kind(v) for v in (input, other)]
    if isinstance(alpha, bool) and kinds == ["bool", "bool"]:
        raise TypeError(no_bool_alpha_kernel(prim))
    if isinstance(alpha, float) and "float" not in kinds and kinds != ["bool", "bool"]:
        want = "floating"
    elif isinstance(alpha, bool) and kinds != ["bool", "bool"]:
        want = "boolean"
    else:
        return
    names = [str(v.dtype) if isinstance(v, Tensor) else
             {"bool": "Bool", "int": "Int32", "float": "Float32"}.get(k, type(v).__name__)
             for v, k in zip((input, other), kinds)]
    raise TypeError(f"For '{prim}', {want} alpha need {want} input and other, but got "
                    f"{names[0]} and {names[1]}")


def _kind(value):
    if isinstance(value, Tensor):
        return "bool" if value.dtype == mstype.bool_ else \
            "float" if value.dtype in mstype.float_type else "int"
    return {bool: "bool", int: "int", float: "float"}.get(type(value), "other")


@takes_tensors("Outer", ("input", "vec2"), (0, 1))
def outer(input, vec2):
    """Outer product of two 1-D Tensors (2.10's mint.outer, the Outer primitive: other ranks
    are its ValueError, where ops.outer flattens ``input``)."""
    for value in (input, vec2):
        rank = len(getattr(value, "shape", ()))
        if rank != 1:
            raise ValueError(f"For Primitive[Outer], the rank of the input must be 1, but got "
                             f"{rank}!")
    return ops.outer(input, vec2)


def add(input, other, *, alpha=1):
    """``input + alpha * other`` (MindSpore's ``mint.add``); two Bool operands give their
    logical or, as 2.10's AddExt (``runtime.bool_arith.bool_scaled`` for ``alpha``)."""
    _check_alpha("AddExt", input, other, alpha)
    if both_bool(input, other) and alpha.__class__ is not bool:
        return ops.logical_or(input, bool_scaled(other, alpha))
    return ops.add(input, alpha_scaled(input, other, alpha))


def sub(input, other, *, alpha=1):
    """``input - alpha * other``; two Bool operands give their exclusive or, as 2.10's SubExt."""
    _check_alpha("SubExt", input, other, alpha)
    if both_bool(input, other) and alpha.__class__ is not bool:
        return ops.logical_xor(input, bool_scaled(other, alpha))
    return ops.sub(input, alpha_scaled(input, other, alpha))


def mul(input, other):
    """Elementwise product (a float16 Tensor's Python float operand rounds to float16 first,
    as 2.10's mint.mul, where ops.mul keeps it at float32)."""
    if half_with_float(input, other):
        return narrow_mul(input, other)
    return ops.mul(input, other)


def div(input, other, *, rounding_mode=None):
    """True division, or rounded toward zero (``'trunc'``) or down (``'floor'``)."""
    rounding_mode_enum(rounding_mode)
    return ops.div(input, other, rounding_mode=rounding_mode)


def rounding_mode_enum(mode):
    """2.10's pyboost div (``mint.div``, ``Tensor.div``): an unknown ``rounding_mode`` is its
    enum conversion's ValueError (measured)."""
    if mode not in (None, "floor", "trunc"):
        raise ValueError(f'Failed to convert the value "{mode}" of input \'rounding_mode\' of '
                         f"'div' to enum.")


divide = div


def addcdiv(input, tensor1, tensor2, *, value=1):
    """``input + value * tensor1 / tensor2``."""
    return ops.add(input, _scaled(ops.div(tensor1, tensor2), value))


def addcmul(input, tensor1, tensor2, *, value=1):
    """``input + value * tensor1 * tensor2``."""
    return ops.add(input, _scaled(ops.mul(tensor1, tensor2), value))


@takes_tensors("clamp", ("input", "min", "max"))
def clamp(*args, **kwargs):
    """``clamp(input, min=None, max=None)``: clip to ``[min, max]`` (either may be None, not
    both). Too many arguments or a bound neither None, a number nor a Tensor: 2.10's overload
    listing, in each mode's text (a graph's too: 2.10 checks no parameter count there)."""
    if len(args) + len(kwargs) > 3 or not builtins.any(
            ov.bind(args, kwargs, True)[0] == "ok" for ov in _CLAMP):
        raise function_no_match("clamp", _CLAMP, args, kwargs)
    return _clamp(*args, **kwargs)


def _clamp(input, min=None, max=None):
    if running_eagerly() and mixed_bounds(min, max) and \
            (min if isinstance(min, Tensor) else max).ndim:
        raise function_no_match("clamp", _CLAMP, (input, min, max), {})
    return clamp_any(input, min, max)


_CLAMP = (Overload("input=<Tensor>, min=<None, Tensor>, max=<None, Tensor>", None, min=None,
                   max=None),
          Overload("input=<Tensor>, min=<None, Number>, max=<None, Number>", None, min=None,
                   max=None))


clip = clamp


@takes_tensors("TExt", ("input",))
def t(input):
    """``ops.t`` (mint's TExt refuses anything but a Tensor, where ops.t reads ``input.ndim``)."""
    return ops.t(input)


@takes_tensors("NonZero", ("input", "as_tuple"))
def nonzero(input, *, as_tuple=False):
    """``ops.nonzero`` (a Python number or None is 2.10's TypeError, as a list)."""
    return ops.nonzero(input, as_tuple=as_tuple)


@takes_tensors("OnesLikeExt", ("input", "dtype"))
def ones_like(input, *, dtype=None):
    """``ops.ones_like`` (OnesLikeExt takes a Tensor only)."""
    return ops.ones_like(input, dtype=dtype)


@takes_tensors("ZerosLikeExt", ("input", "dtype"))
def zeros_like(input, *, dtype=None):
    """``ops.zeros_like`` (ZerosLikeExt takes a Tensor only)."""
    return ops.zeros_like(input, dtype=dtype)


@takes_tensors("Round", ("input", "decimals"))
def round(input, *, decimals=0):  # noqa: A001
    """``ops.round`` (a Python number or a list is 2.10's TypeError)."""
    return ops.round(input, decimals=decimals)


def isnan(tensor):
    """``ops.isnan``; a Python number gives a 0-d Bool Tensor (2.10's ``isnan_ext`` compares
    ``tensor != tensor``, which takes one, where ``ops.isnan`` refuses it)."""
    if isinstance(tensor, numbers.Number) and not isinstance(tensor, complex):
        tensor = Tensor(tensor)
    return ops.isnan_ext(tensor)


def remainder(input, other):
    """``input - floor(input / other) * other`` (the sign of ``other``)."""
    return ops.remainder(input, other)


def xlogy(input, other):
    """``input * log(other)``, 0 where ``input`` is 0."""
    return ops.xlogy(input, other)


def lerp(input, end, weight):
    """``input + weight * (end - input)``."""
    return ops.lerp(input, end, weight)


def eq(input, other):
    """Elementwise ``==``."""
    return ops.equal(input, other)


def equal(input, other):
    """Whether the two Tensors have the same shape and elements (a Python bool)."""
    if not (isinstance(input, Tensor) and isinstance(other, Tensor)):     # 2.10's EqualExt
        from ..ops._util import ms_type_name
        raise TypeError(f'Failed calling EqualExt with "EqualExt()(input={ms_type_name(input)}, '
                        f'other={ms_type_name(other)})".\nThe valid calling should be: \n'
                        f'"EqualExt()(input=<Tensor>, other=<Tensor>)".')
    if tuple(input.shape) != tuple(other.shape):
        return False
    return builtins.bool(ops.equal(input, other).all())


def allclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    """Whether every element is close (a Python bool, as MindSpore returns)."""
    return builtins.bool(ops.isclose(input, other, rtol, atol, equal_nan).all())


def _axis(dim):
    """MindSpore's reductions read ``dim=()`` (amax/amin's default) as all dims."""
    return None if dim is None or dim == () else dim


def all(input, dim=None, keepdim=False):
    """Whether all elements (along ``dim``) are true."""
    return ops.all(input, _axis(dim), keepdim)


def any(input, dim=None, keepdim=False):
    """Whether any element (along ``dim``) is true (one int ``dim``: 2.10's mint.any takes no
    tuple, where mint.all does)."""
    if isinstance(dim, (tuple, list)):
        raise TypeError(f"any(): argument 'dim' (position 2) must be int, not "
                        f"{type(dim).__name__}.")
    return ops.any(input, _axis(dim), keepdim)


def amax(input, dim=(), keepdim=False):
    """Maximum over ``dim`` (all dims by default), without indices."""
    return ops.amax(input, _axis(dim), keepdim)


def amin(input, dim=(), keepdim=False):
    """Minimum over ``dim`` (all dims by default), without indices."""
    return ops.amin(input, _axis(dim), keepdim)


def _extreme(name, input, dim, keepdim, whole, pair, with_index):
    if isinstance(dim, Tensor):  # max(input, other)
        return pair(input, dim)
    if dim is None:
        if keepdim:
            raise TypeError(f"For '{name}', 'keepdim' needs 'dim'.")
        _refuse_empty(input, name.capitalize())
        return whole(input)
    if isinstance(input, Tensor) and input.ndim:     # 2.10's MaxDim / MinDim (0-d: ops.max's)
        check_dim_range(name.capitalize() + "Dim", input, dim, "axis")
        _refuse_empty(input, name.capitalize() + "Dim")
    return with_index(input, dim, keepdim)


def _refuse_empty(x, prim):
    """2.10's text for an empty input (measured: mint.max(e) Max, mint.max(e, 0) MaxDim)."""
    if isinstance(x, Tensor) and 0 in x.shape:
        raise ValueError(f"{prim} cannot deal with empty input. Please try other inputs")


def max(input, dim=None, keepdim=False):
    """``max(input)``: the largest element; ``max(input, dim, keepdim=False)``: (values,
    indices) along ``dim``; ``max(input, other)``: the elementwise maximum."""
    return _extreme("max", input, dim, keepdim, ops.amax, ops.maximum, ops.max)


def min(input, dim=None, keepdim=False):
    """As :func:`max`, for the smallest."""
    return _extreme("min", input, dim, keepdim, ops.amin, ops.minimum, ops.min)


@ext_checked("MeanExt", (("input", "Tensor"), ("dim", DIMS_OR_TENSOR), ("keepdim", "bool"),
                         ("dtype", "mindspore.dtype")), "axis value")
def mean(input, dim=None, keepdim=False, *, dtype=None):
    """Mean over ``dim`` (all dims by default), computed in ``dtype`` when given."""
    return ops.mean(_cast(input, dtype), _axis(dim), keepdim)


def prod(input, dim=None, keepdim=False, *, dtype=None):
    """Product over ``dim`` (all dims by default, or one int: 2.10's ProdExt takes no tuple)."""
    if isinstance(dim, (tuple, list)):
        raise sequence_error("ProdExt", ("input", "dim", "keepdim"), (input, dim, keepdim))
    return _cast(ops.prod(_cast(input, dtype), dim, keepdim), dtype)   # 2.10: out in dtype


@takes_tensors("NanSum", ("input", "dim", "keepdim"))
def nansum(input, dim=None, keepdim=False, *, dtype=None):
    """Sum treating NaN as 0."""
    return ops.nansum(input, _axis(dim), keepdim, dtype=dtype)


_VARIANCE = (("input", "Tensor"), ("dim", DIMS), ("correction", "int"), ("keepdim", "bool"))


@ext_checked("Std", _VARIANCE, "axis value")
def std(input, dim=None, *, correction=1, keepdim=False):
    """Standard deviation with ``correction`` (Bessel's by default: divides by N - 1)."""
    return ops.std(input, _variance.ext_dims(input, _axis(dim), "Std"), correction, keepdim)


@ext_checked("Var", _VARIANCE, "axis value")
def var(input, dim=None, *, correction=1, keepdim=False):
    """Variance with ``correction`` (divided by ``max(0, N - correction)``)."""
    return _variance.var_ext(input, _axis(dim), correction, keepdim)


@takes_tensors("StdMean", ("input", "dim"))
def std_mean(input, dim=None, *, correction=1, keepdim=False):
    """(std, mean), divided by ``max(N - correction, 0)``."""
    var, mean = variance_and_mean(input, _axis(dim), correction, keepdim, clamp=True)
    return ops.sqrt(var), mean


@takes_tensors("VarMean", ("input", "dim"))
def var_mean(input, dim=None, *, correction=1, keepdim=False):
    """(var, mean), divided by ``max(N - correction, 0)``."""
    return variance_and_mean(input, _axis(dim), correction, keepdim, clamp=True)


def median(input, dim=None, keepdim=False):
    """``median(input)``: the lower median of all elements; with ``dim``: (values, indices)."""
    if dim is None:
        return ops.median(ops.reshape(input, (-1,)), 0, False)[0]
    check_arg_types("MedianDim", [("input", input, "Tensor"), ("dim", dim, "int"),
                                  ("keepdim", keepdim, "bool")])
    if isinstance(input, Tensor):
        check_dim_range("MedianDim", input, dim, "dim")
    return ops.median(input, dim, keepdim)


def kthvalue(input, k, dim=-1, keepdim=False):
    """(values, indices) of the ``k``-th smallest element (1-based) along ``dim``."""
    values, indices = ops.sort(input, dim)
    values = ops.narrow(values, dim, k - 1, 1)
    indices = ops.cast(ops.narrow(indices, dim, k - 1, 1), mstype.int64)
    if not keepdim:
        values, indices = ops.squeeze(values, dim), ops.squeeze(indices, dim)
    return values, indices


@takes_tensors("CountNonZero", ("input", "dim"))
def count_nonzero(input, dim=None):
    """Number of nonzero elements (over ``dim``), Int64; a Bool input counts its Trues (as
    torch; ``ops.count_nonzero`` refuses Bool, as 2.10's)."""
    if isinstance(input, Tensor) and input.dtype == mstype.bool_:
        input = ops.cast(input, mstype.int8)
    return ops.count_nonzero(input, () if dim is None else dim, False, mstype.int64)


@ext_checked("CumsumExt", (("input", "Tensor"), ("dim", "int"), ("dtype", "mindspore.dtype")),
             "dim", inclusive=True)
def cumsum(input, dim, dtype=None):
    """Cumulative sum along ``dim`` (None refused with 2.10's CumsumExt text, measured)."""
    if dim is None:
        raise TypeError(f'Failed calling CumsumExt with "CumsumExt()(input=Tensor, dim=None, dtype='
                        f'{"mindspore.dtype" if dtype is None else type(dtype).__name__})".\nThe '
                        f'valid calling should be: \n"CumsumExt()(input=<Tensor>, dim=<int>, '
                        f'dtype=<mindspore.dtype>)".')
    if isinstance(input, Tensor) and not input.ndim and dim in (0, -1):   # (ops: refused)
        return ops.cumsum(input.reshape((1,)), 0, dtype).reshape(())
    return ops.cumsum(input, dim, dtype)


def norm(input, p="fro", dim=None, keepdim=False, *, dtype=None):
    """The Frobenius norm (``p='fro'``: the 2-norm of the elements over ``dim``), the nuclear
    norm (``p='nuc'``, of the matrices over ``dim``) or a vector ``p``-norm over ``dim``."""
    if isinstance(p, str) and p not in ("fro", "nuc") or \
            not isinstance(p, (str, numbers.Real)):
        raise ValueError(f"For `norm_ext`, the value of `p` must be one of [int, float, inf, "
                         f"-inf, 'fro', 'nuc',] but got `{p}`.")
    if p == "nuc":
        return ops.matrix_norm(input, "nuc", (-2, -1) if dim is None else dim, keepdim,
                               dtype=dtype)
    try:
        return ops.vector_norm(input, 2 if p == "fro" else p, dim, keepdim, dtype=dtype)
    except ValueError as err:
        raise _linalg.vector_norm_error(err) from None


@takes_tensors("Dot", ("input", "other"), (0, 1))
def dot(input, other):
    """``sum(input * other)`` of two 1-D tensors (PyTorch's ``dot``; ``ops.dot`` is
    MindSpore's N-D one)."""
    if input.ndim != 1 or other.ndim != 1:
        raise RuntimeError(f"For 'dot', both inputs must be 1-D, but got {input.ndim}-D and "
                           f"{other.ndim}-D.")
    return ops.matmul(input, other)


def vdot(input, other):
    """``sum(conj(input) * other)`` of two 1-D tensors."""
    if input.ndim != 1 or other.ndim != 1:
        raise RuntimeError(f"For 'vdot', both inputs must be 1-D, but got {input.ndim}-D and "
                           f"{other.ndim}-D.")
    return ops.sum(ops.mul(ops.conj(input), other))


@ext_checked("LogSumExp", (("input", "Tensor"), ("dim", DIMS), ("keepdim", "bool")),
             "axis value")
def logsumexp(input, dim, keepdim=False):
    """``log(sum(exp(input)))`` over ``dim``, computed stably (``dim`` None refused, as 2.10)."""
    if dim is None:
        raise TypeError(f'Failed calling LogSumExp with "LogSumExp()(input=Tensor, dim=None, '
                        f'keepdim={type(keepdim).__name__})".\nThe valid calling should be: \n'
                        f'"LogSumExp()(input=<Tensor>, dim=<list of int, int, tuple of int>, '
                        f'keepdim=<bool>)".')
    return ops.logsumexp(input, dim, keepdim)


def addr_(input, vec1, vec2, beta=1, alpha=1):
    """``beta * input + alpha * outer(vec1, vec2)`` (MindSpore names it with a trailing
    underscore but returns a new tensor)."""
    return ops.add(_scaled(input, beta), _scaled(ops.outer(vec1, vec2), alpha))
