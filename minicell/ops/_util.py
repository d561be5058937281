"""Argument normalisation shared by the functional ops (cheap, no dispatch)."""
import jax
import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor


def dtype_name(dtype):
    """A MindSpore/numpy dtype -> the numpy dtype name used as a static op attribute."""
    return mstype.to_mstype(dtype).np_dtype.name


def norm_axis(axis):
    """None, (), [] -> None (all axes); an int -> (int,); a sequence -> a tuple of ints."""
    if axis is None:
        return None
    if isinstance(axis, int):
        return (axis,)
    if isinstance(axis, Tensor):
        axis = axis.asnumpy().tolist()
        return norm_axis(axis)
    axis = tuple(int(a) for a in axis)
    return axis or None


def norm_shape(shape, op):
    """An int, sequence of ints or 1-D int Tensor -> a tuple of ints."""
    if isinstance(shape, Tensor):
        shape = shape.asnumpy().tolist()
    if isinstance(shape, int):
        return (shape,)
    try:
        return tuple(int(s) for s in shape)
    except (TypeError, ValueError):
        raise TypeError(f"For '{op}', the shape must be an int or a tuple/list of ints, but got "
                        f"{shape!r}") from None


def shape_of(x):
    """Shape of a Tensor (also symbolic) or anything numpy understands."""
    shape = getattr(x, "shape", None)
    if shape is None:
        import numpy as np
        shape = np.shape(x)
    return tuple(shape)


def ndim_of(x):
    """The number of dimensions of a Tensor, array or Python number (0)."""
    return len(shape_of(x))


def scalar_value(x):
    """A Python number from a number or a 0-d/1-element Tensor (eager only)."""
    if isinstance(x, Tensor):
        return x.item()
    return x


class IndexOutOfRangeError(IndexError, RuntimeError):
    """An index tensor holds a value outside its axis. An IndexError (Python's type for it) and
    a RuntimeError (what MindSpore 2.10 raises from its Gather kernel)."""


def check_index_range(op_name, index, size, what="the 'input_indices'"):
    """Raise ``IndexOutOfRangeError`` when a concrete integer index (Tensor, array or list) has a
    value outside ``[-size, size)`` (JAX would clamp it or fill zeros). Symbolic indices (a
    GRAPH_MODE trace: the value is not known yet) are not checked."""
    data = index._data if isinstance(index, Tensor) else index
    if isinstance(data, (list, tuple)):
        data = np.asarray(data)
    if not isinstance(data, (jax.Array, np.ndarray)) or data.size == 0 \
            or data.dtype.kind not in "iu":
        return
    values = np.asarray(data)
    lo, hi = int(values.min()), int(values.max())
    bad = hi if hi >= size else (lo if lo < -size else None)
    if bad is not None:
        raise IndexOutOfRangeError(f"For '{op_name}', {what} should be in the range "
                                   f"[{-size}, {size}), but got {bad}.")
