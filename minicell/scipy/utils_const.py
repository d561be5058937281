"""Argument checks of ``minicell.scipy`` with MindSpore 2.10's messages (``mindspore.scipy``'s
``utils_const``). They read only Python values, shapes and dtypes, so they run the same in
PYNATIVE_MODE and while a graph is traced."""
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..ops import functional as F


def _raise_value_error(*info):
    """ValueError with the pieces of ``info`` joined."""
    raise ValueError("".join(str(i) for i in info))


def _raise_type_error(*info):
    """TypeError with the pieces of ``info`` joined."""
    raise TypeError("".join(str(i) for i in info))


def check_type(func, value, types, name):
    """TypeError unless ``type(value)`` is exactly one of ``types`` (``True`` is no int)."""
    types = types if isinstance(types, tuple) else (types,)
    if type(value) not in types:  # pylint: disable=unidiomatic-typecheck
        names = [t.__name__ for t in types]
        want = f"one of {names}" if len(names) > 1 else names[0]
        _raise_type_error(f"For '{func}', the type of '{name}' should be {want}, but got "
                          f"'{value}' with type {type(value).__name__}.")
    return value


def check_tensor(func, value, name="a"):
    """TypeError unless ``value`` is a Tensor."""
    if not isinstance(value, Tensor):
        _raise_type_error(f"For '{func}', the type of '{name}' should be Tensor, but got "
                          f"'{value}' with type {type(value).__name__}.")
    return value


def check_dtype(func, value, dtypes, name="a"):
    """TypeError unless the Tensor ``value`` has one of ``dtypes``."""
    if value.dtype not in dtypes:
        _raise_type_error(f"For '{func}', the data type of '{name}' should be "
                          f"{_dtype_list(dtypes)}, but got {value.dtype}.")
    return value


def _dtype_list(dtypes):
    listed = "[" + ", ".join(repr(d) for d in dtypes) + "]"
    return f"one of {listed}" if len(dtypes) > 1 else listed


def check_value(func, value, valid, name, attr="value"):
    """ValueError unless ``value`` is one of ``valid`` (a tuple) or equals it."""
    ok = value in valid if isinstance(valid, tuple) else value == valid
    if not ok:
        want = f"one of {valid}" if isinstance(valid, tuple) and len(valid) > 1 else f"{valid}"
        _raise_value_error(f"For '{func}', the {attr} of '{name}' should be {want}, but got "
                           f"{value}.")
    return value


def check_square(func, value, name="a"):
    """ValueError unless ``value`` is one square matrix."""
    check_value(func, value.ndim, 2, name, "dimension")
    if value.shape[0] != value.shape[1]:
        _raise_value_error(f"For '{func}', the matrix '{name}' should be a square matrix like "
                           f"(N, N), but got {tuple(value.shape)}.")
    return value


def check_solve(func, a, b, a_name="a", b_name="b"):
    """``a`` square, ``b`` of 1 or 2 dimensions with as many rows, both of one dtype."""
    check_square(func, a, a_name)
    check_value(func, b.ndim, (1, 2), b_name, "dimension")
    if a.shape[1] != b.shape[0]:
        _raise_value_error(
            f"For '{func}', the last two dimensions of '{a_name}' and '{b_name}' should be "
            f"matched, but got shape of {tuple(a.shape)} and {tuple(b.shape)}. Please make sure "
            f"that the shape of '{a_name}' and '{b_name}' be like (N, N) X (N, M) or (N, N) X (N).")
    if a.dtype != b.dtype:
        _raise_type_error(
            f"For '{func}', the data type of '{a_name}' and '{b_name}' should be the same, but "
            f"got the data type of '{a_name}' is {a.dtype} and the data type of '{b_name}' is "
            f"{b.dtype}.")


def check_unsupported(func, value, name):
    """ValueError unless ``value`` is None (an argument 2.10 does not implement)."""
    if value is not None:
        _raise_value_error(f"For '{func}', currently only case {name}=None of '{func}' is "
                           f"implemented.")


INT_FLOAT = (mstype.int32, mstype.int64, mstype.float32, mstype.float64)


def float64_if_int(x):
    """Integer matrices compute in float64 (2.10's linalg functions)."""
    return F.cast(x, mstype.float64) if x.dtype in (mstype.int32, mstype.int64) else x
