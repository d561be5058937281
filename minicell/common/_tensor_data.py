"""Python/numpy data and shapes as ``Tensor(...)`` takes them (MindSpore's default dtypes)."""
import numpy as np

from . import dtype as mstype
from .symbol import Symbol
from ..runtime.dispatch import state, tensor_type
from ..runtime.primitives.math import float_to_int


def astype_np(arr, dt):
    """``arr.astype(dt)``, a float -> integer conversion as 2.10's Cast (``Tensor(array, dtype)``
    agrees with ``ops.cast``: Int64/UInt32/UInt64 of inf or NaN, measured)."""
    if arr.dtype.kind == "f" and dt.kind in "iu":
        return float_to_int(arr, dt, np)
    return arr.astype(dt)


def item(tensor, index=None):
    """``Tensor.item``: the one element (or the one at flat ``index``) as a Python number. Of a
    traced tensor: the int a graph int known while compiling stands for (``len`` of a
    dynamic-length sequence, ``ms.mutable(3)`` made in the graph), else the tracer's error."""
    try:
        arr = tensor.asnumpy()
    except TypeError:
        known = state.tracer.scalar_value(tensor) if index is None else None
        if not isinstance(known, int):      # (a known float stays unread: float32 at run time)
            raise
        return int(known)
    if index is None:
        if arr.size != 1:
            raise ValueError(f"The tensor should have only one element, but got {arr.size}, "
                             f"more than one element is ambiguous.")
        return arr.reshape(()).item()
    return arr.item(index)


def python_scalar(tensor, kind):
    """``int(tensor)`` / ``float(tensor)`` (``kind``): as 2.10, a ValueError (NaN to int, not one
    element) says only "Only one element tensors can be converted to Python scalars"."""
    try:
        return kind(tensor.item())
    except ValueError as e:
        raise ValueError("Only one element tensors can be converted to Python scalars") from e


def infer_np(data, wide=False):
    """Python/numpy data -> numpy array, MindSpore's default dtypes (``wide``: floats f64)."""
    if isinstance(data, np.ndarray):
        return data
    if isinstance(data, np.generic):  # before float: np.float64 subclasses float
        if data.dtype in mstype._BY_NP or data.dtype.kind in "US":
            return np.asarray(data)
        raise input_type_error(data)    # np.longdouble(1), a datetime64 (2.10's text)
    if isinstance(data, bytes):         # a String Tensor, as 2.10's
        return np.asarray(data)
    if type(data) is bool:          # (ms.mutable(True) is the int 1 here: Int64, as 2.10's)
        return np.asarray(data, np.bool_)
    if isinstance(data, int):
        return mstype.int_scalar_array(data)
    if isinstance(data, float):
        return np.asarray(data, np.float64 if wide else np.float32)
    if isinstance(data, (list, tuple)):
        given = data
        if any(isinstance(x, tensor_type()) for x in _flatten(data)):
            data = _nested_numpy(data)
        try:
            arr = np.asarray(data)
        except ValueError:                  # ragged
            raise TypeError(f"For Tensor, the input_data is {given!r} that contain unsupported "
                            f"element.") from None
        if arr.dtype == object or arr.dtype.kind in "US":   # [1, 'a'], ['a'], ['1'] (any dtype)
            raise TypeError(f"For Tensor, the input_data is {data!r} that contain unsupported "
                            f"element.")
        if arr.dtype == np.float64:
            arr = arr if wide else arr.astype(np.float32)
        elif arr.dtype.kind == "i":
            arr = arr.astype(np.int64)
        return arr
    raise input_type_error(data)


def input_type_error(data):
    """2.10's TypeError for a Tensor made of data of another type."""
    return TypeError(f"For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                     f"'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                     f"'complex', 'bytes']', but got type '{type(data).__name__}'.")


def as_shape(shape):
    """A shape as a tuple of ints; None (a dynamic axis, as in ``set_inputs``) becomes -1."""
    if isinstance(shape, (int, np.integer)):
        return (int(shape),)
    if isinstance(shape, str):          # 2.10's text (measured)
        raise TypeError(f"For 'Tensor', the 'shape' should be one of [list, tuple], but got "
                        f"'{type(shape)}'.")
    if any(isinstance(d, str) for d in shape):
        # 2.10: its TypeError comparing the entries with 0
        raise TypeError(f"'<' not supported between instances of 'str' and 'int' (the 'shape' "
                        f"of a Tensor must hold ints, but got {shape!r})")
    return tuple(-1 if d is None or isinstance(d, Symbol) else int(d) for d in shape)


def symbolic_shape(shape):
    """2.10's ``Tensor.symbolic_shape`` of a placeholder's ``shape``: None without a Symbol,
    else the dims with each Symbol as its ``to_dict()``."""
    if isinstance(shape, (int, np.integer, str)) or not any(isinstance(d, Symbol) for d in shape):
        return None
    return [d.to_dict() if isinstance(d, Symbol) else d for d in shape]


def _flatten(seq):
    for x in seq:
        if isinstance(x, (list, tuple)):
            yield from _flatten(x)
        else:
            yield x


def _nested_numpy(seq):
    return [_nested_numpy(x) if isinstance(x, (list, tuple)) else
            (x.asnumpy() if isinstance(x, tensor_type()) else x) for x in seq]
