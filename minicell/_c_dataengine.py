"""``mindspore._c_dataengine``: the data engine's value types as Python sees them. MindSpore's
dataset ut reads ``Tensor`` (a column value over a numpy array, sharing its memory),
``TensorShape`` and ``DataType`` from here; minicell's pipelines carry plain numpy arrays, so
these are thin records over numpy with 2.10's names, texts and constructor errors.
"""
import numpy as np

__all__ = ["DataType", "GlobalContext", "Tensor", "TensorShape"]

# the engine's type names by numpy kind/size; anything else is 'unknown'
_NAMES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "float16", "float32", "float64", "string", "bytes")


def _constructor_error(cls, arg_type, value):
    """pybind11's text for a constructor given an argument of the wrong type."""
    return TypeError(
        "__init__(): incompatible constructor arguments. The following argument types are "
        f"supported:\n    1. mindspore._c_dataengine.{cls}(arg0: {arg_type})\n\n"
        f"Invoked with: {value!r}")


class DataType:
    """A column type by name: ``DataType("int64")``; an unknown name is 'unknown'."""
    __hash__ = None                          # 2.10's DataType is unhashable

    def __init__(self, name):
        if not isinstance(name, str):
            raise _constructor_error("DataType", "str", name)
        self._name = name if name in _NAMES else "unknown"

    @classmethod
    def of_numpy(cls, dtype):
        """The engine type of a numpy dtype ('unknown' for object and other kinds)."""
        dtype = np.dtype(dtype)
        if dtype.kind == "U":
            return cls("string")
        if dtype.kind == "S":
            return cls("bytes")
        return cls(dtype.name)

    def is_python(self):
        return False

    def __eq__(self, other):
        return isinstance(other, DataType) and other._name == self._name

    def __str__(self):
        return self._name


class TensorShape:
    """A shape from a list of dims; -1 is an unknown dim (printed ``*``)."""

    def __init__(self, dims):
        if not isinstance(dims, list):
            raise _constructor_error("TensorShape", "list", dims)
        self._dims = [int(d) for d in dims]

    def as_list(self):
        return list(self._dims)

    def is_known(self):
        return all(d >= 0 for d in self._dims)

    def __str__(self):
        return "<" + ",".join("*" if d < 0 else str(d) for d in self._dims) + ">"


def _text(values):
    """The engine's print of a Tensor's elements: nested brackets, no spaces, floats in C++'s
    default (six significant digits)."""
    if isinstance(values, list):
        return "[" + ",".join(_text(v) for v in values) + "]"
    if isinstance(values, str):
        return f'"{values}"'
    return format(values, "g") if isinstance(values, float) else str(values)


class Tensor:
    """A column value over a numpy array (the array's memory, as the engine's tensor holds it:
    ``as_array()`` and ``np.array(t, copy=False)`` see the same buffer)."""

    def __init__(self, array):
        if not isinstance(array, np.ndarray):
            raise _constructor_error("Tensor", "numpy.ndarray", array)
        if str(DataType.of_numpy(array.dtype)) == "unknown":
            rule = "-" * 66
            raise RuntimeError(
                "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error "
                f"Message'. \n\n{rule}\n- Dataset Pipeline Error Message: \n{rule}\n"
                "[ERROR] Failed to create tensor from numpy array, data type is unknown.\n")
        self._array = array

    def as_array(self):
        return self._array

    def __array__(self, dtype=None, copy=None):
        return self._array if dtype is None else self._array.astype(dtype, copy=False)

    def type(self):
        return DataType.of_numpy(self._array.dtype)

    def shape(self):
        return TensorShape(list(self._array.shape))

    def __str__(self):
        body = _text(self._array.tolist()) if self._array.size else "[Data area is null]"
        return f"Tensor (shape: {self.shape()}, Type: {self.type()})\n{body}"


class GlobalContext:
    """The engine's global context: ``profiling_manager()`` is the dataset profiler's switch
    (``minicell.dataset.profiling.ProfilingManager``)."""

    @staticmethod
    def profiling_manager():
        from .dataset.profiling import PROFILING_MANAGER
        return PROFILING_MANAGER
