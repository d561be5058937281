"""``minicell.numpy`` (MindSpore's ``mindspore.numpy``).

Two sources make the namespace, and no name may come from both (checked at import):

- the op table (``minicell/ops/op_table.py``, a row's ``numpy=``): the numpy spellings of ops,
  the same function as the ``ops`` spelling or a thin adapter where numpy's signature differs
  (``sum(a, axis, dtype, keepdims, initial)``, ``linspace(start, stop, num, endpoint, ...)``);
- the numpy-only functions, composites over ``minicell.ops`` written in this package's modules
  (``dtypes``, ``creation``, ``math_ops``, ``polynomial``, ``logic_ops``, ``array_ops``,
  ``histograms``, ``unary_checks``), each listing its public names in ``__all__``.

>>> import minicell as ms
>>> from minicell import numpy as mnp
>>> mnp.subtract(ms.Tensor([3.0]), 1.0).asnumpy().tolist()
[2.0]
"""
import functools
import inspect
import sys

import numpy as np

from .. import ops as _ops  # noqa: F401  (builds the op table)
from ..ops import _table
from ..ops._params import with_params
from ..ops.np_adapters import to_tensor
from . import array_ops, binary_checks, creation, dtypes, histograms, logic_ops, math_ops
from . import arg_texts, polynomial, scalar_args, unary_checks, value_checks

_MODULES = (dtypes, creation, math_ops, polynomial, logic_ops, array_ops, histograms,
            unary_checks)

# mindspore.numpy's names of the leading parameters where they differ from those of the function
# minicell shares with ops or Tensor (``sum(a, ...)`` is ``Tensor.sum(self, ...)``), or where
# that function takes ``*args`` (the ufunc adapters): 2.10's signatures, checked by keyword calls
_X, _X12, _A, _TUP, _AB = ("x",), ("x1", "x2"), ("a",), ("tup",), ("a", "b")
_PARAMS = {
    **dict.fromkeys(("arccosh", "arcsin", "arcsinh", "arctan", "arctanh", "ceil", "cos", "cosh",
                     "deg2rad", "dsplit", "exp2", "fabs", "fix", "hsplit", "isinf", "isneginf",
                     "isposinf", "log10", "log2", "rad2deg", "radians", "ravel", "rint",
                     "signbit", "sin", "sinh", "std", "tan", "tanh", "trunc", "var", "vsplit"),
                    _X),
    **dict.fromkeys(("arctan2", "copysign", "float_power", "fmod", "heaviside", "hypot",
                     "logaddexp", "logaddexp2", "matmul"), _X12),
    **dict.fromkeys(("cumsum", "expand_dims", "logical_not", "moveaxis", "negative", "positive",
                     "repeat", "squeeze", "sum", "transpose"), _A),
    **dict.fromkeys(("column_stack", "dstack", "hstack", "vstack"), _TUP),
    **dict.fromkeys(("inner", "isclose", "kron"), _AB),
    "arccos": ("input",), "broadcast_to": ("array",), "fliplr": ("m",), "flipud": ("m",),
    "reshape": ("x", "new_shape"), "swapaxes": ("x", "axis1", "axis2"),
}

# The array parameters that take array_like (a list, a tuple; the first a Python number too) in
# mindspore.numpy where the function minicell shares with ops or Tensor takes a Tensor only
# (2.10: numpy.sum([1, 2]), numpy.fmod([5., 7.], 2.), numpy.clip([1., 5.], [2.], [3.]), measured)
_ARRAY_LIKE = {
    **dict.fromkeys(("cbrt", "ceil", "exp2", "isinf", "signbit", "trunc", "std", "var",
                     "bincount"), ("x",)),
    **dict.fromkeys(("sum", "nansum", "repeat"), ("a",)),
    **dict.fromkeys(("fmod", "hypot", "logaddexp"), ("x1", "x2")),
    "kron": ("a", "b"), "searchsorted": ("a", "v"), "trapz": ("y", "x"),
    "clip": ("x", "xmin", "xmax"),
}

# mindspore.numpy's functions refuse a numpy array in any argument (they take Tensors, numbers
# and sequences), with one of two texts (measured on 2.10, one function per process: its
# _check_input_tensor prints the Type of ``ops.typeof`` instead of the array's class)
_ARRAY_REFUSED = {
    **dict.fromkeys((
        "add", "argmax", "argmin", "argwhere", "around", "bitwise_and", "bitwise_not",
        "bitwise_or", "bitwise_xor", "cbrt", "ceil", "cross", "cumprod", "digitize", "divide",
        "equal", "exp", "exp2", "expm1", "floor", "floor_divide", "fmod", "gcd", "greater",
        "greater_equal", "heaviside", "histogram", "histogram2d", "histogram_bin_edges", "hypot",
        "in1d", "intersect1d", "invert", "isclose", "isfinite", "isin", "isinf", "isnan", "kron",
        "lcm", "less", "log", "log1p", "logaddexp", "logical_and", "logical_not", "logical_or",
        "matrix_power", "mean", "mod", "nanmax", "nanmean", "nanmin", "nanstd", "nansum",
        "nanvar", "negative", "norm", "pad", "polyadd", "polymul", "polysub", "power",
        "reciprocal", "remainder", "repeat", "rint", "round", "searchsorted", "setdiff1d",
        "signbit", "size", "sometrue", "sqrt", "square", "std", "subtract", "sum", "trapz",
        "true_divide", "trunc", "var"), "Expect input to be array like."),
    **dict.fromkeys((
        "append", "arccos", "arccosh", "arcsin", "arcsinh", "arctan", "arctan2", "arctanh",
        "array_split", "average", "cos", "cosh", "cumsum", "deg2rad", "diff", "dsplit",
        "ediff1d", "expand_dims", "fix", "flip", "fliplr", "flipud", "hsplit", "isposinf",
        "less_equal", "logaddexp2", "logical_xor", "multiply", "not_equal", "outer", "positive",
        "ptp", "rad2deg", "radians", "ravel", "reshape", "roll", "rollaxis", "rot90", "sin",
        "sinh", "split", "squeeze", "swapaxes", "take", "take_along_axis", "tan", "tanh", "tile",
        "transpose", "unique", "vsplit"),
        "expect Tensor, but got <class 'mindspore._c_expression.typing.Type'>"),
}


# the functions whose second parameter is an array too (a str there is refused as in the first)
_TWO_ARRAYS = frozenset((
    "add", "subtract", "multiply", "divide", "true_divide", "floor_divide", "power", "fmod",
    "mod", "remainder", "hypot", "logaddexp", "logaddexp2", "arctan2", "kron", "outer", "cross",
    "bitwise_and", "bitwise_or", "bitwise_xor", "equal", "not_equal", "greater",
    "greater_equal", "less", "less_equal", "logical_and", "logical_or", "logical_xor", "gcd",
    "lcm", "heaviside", "append", "digitize", "in1d", "isin", "intersect1d", "setdiff1d",
    "polyadd", "polymul", "polysub"))


# 2.10 refuses a tuple or list of Tensors as their array (measured, both modes: 'expect Tensor,
# but got <class 'mindspore._c_expression.typing.Tuple'>'); flip of one stacked it here
_SEQUENCES_REFUSED = frozenset(("flip", "fliplr", "flipud", "rot90", "expand_dims"))


def _refusing_arrays(fn, message, name):
    """``fn`` raising 2.10's TypeError ``message`` when an argument is a numpy array, or a str
    or None is given for an array (2.10's type check of the array: the same text, its 'expect
    Tensor' form naming ``typing.String`` / ``typing.TypeNone``; measured)."""
    arrays = 2 if name in _TWO_ARRAYS else 1
    str_message = message.replace("typing.Type'", "typing.String'")
    none_message = message.replace("typing.Type'", "typing.TypeNone'")
    sequences = name in _SEQUENCES_REFUSED

    @functools.wraps(fn)
    def call(*args, **kwargs):
        if any(a.__class__ is np.ndarray for a in args) or \
                any(v.__class__ is np.ndarray for v in kwargs.values()):
            raise TypeError(message)
        if any(isinstance(a, str) for a in args[:arrays]):
            raise TypeError(str_message)
        if any(a is None for a in args[:arrays]):
            raise TypeError(none_message)
        if sequences and args and isinstance(args[0], (tuple, list)):
            kind = "Tuple" if isinstance(args[0], tuple) else "List"
            raise TypeError(f"expect Tensor, but got <class 'mindspore._c_expression.typing."
                            f"{kind}'>")
        return fn(*args, **kwargs)
    return call


def _array_like(fn, arrays):
    """``fn`` converting its ``arrays`` parameters from array_like (``to_tensor``: Int32 /
    Float32 defaults) before the call."""
    names = list(inspect.signature(fn).parameters)
    where = frozenset(arrays)
    first = names[0]

    def convert(name, value):
        if isinstance(value, (list, tuple)) or (
                name == first and isinstance(value, (int, float)) and not isinstance(value, bool)):
            return to_tensor(value)
        return value

    @functools.wraps(fn)
    def call(*args, **kwargs):
        args = [convert(n, a) if n in where else a for n, a in zip(names, args)] + \
            list(args[len(names):])
        kwargs = {k: convert(k, v) if k in where else v for k, v in kwargs.items()}
        return fn(*args, **kwargs)
    return call


def _namespace():
    """The table's numpy names plus every module's ``__all__``; a name defined twice raises."""
    names = dict(_table.SURFACE.numpy)
    origin = {n: "the op table" for n in names}
    for mod in _MODULES:
        for n in mod.__all__:
            if n in names:
                raise _table.OpTableError(
                    f"minicell.numpy.{n} is defined both by {origin[n]} and by {mod.__name__}")
            names[n], origin[n] = getattr(mod, n), mod.__name__
    for n, params in _PARAMS.items():
        names[n] = with_params(names[n], params, n)
    for n, arrays in _ARRAY_LIKE.items():
        names[n] = _array_like(names[n], arrays)
    binary_checks.install(names)
    unary_checks.install(names)
    value_checks.install(names)
    arg_texts.install(names)
    for n in scalar_args.SCALARS_AS_TENSORS:
        names[n] = scalar_args.as_tensors(n, names[n])
    for n in scalar_args.NUMBERS_REFUSED:
        names[n] = scalar_args.refusing_numbers(names[n])
    names["multiply"] = binary_checks.graph_numbers_refused(names["multiply"])
    for n, message in _ARRAY_REFUSED.items():
        if n in names:
            names[n] = _refusing_arrays(names[n], message, n)
    return names


_table.install(sys.modules[__name__], _namespace())
