"""Top-level Tensor functions of MindSpore 2.x: ``ms.frombuffer`` and ``ms.swap_tensors``.

>>> import minicell as ms
>>> ms.frombuffer(b"\\x01\\x00\\x00\\x00\\x02\\x00\\x00\\x00", ms.int32).asnumpy().tolist()
[1, 2]
"""
import numpy as np

from . import dtype as mstype
from .tensor import Tensor


def frombuffer(buffer, dtype, count=-1, offset=0):
    """A 1-D Tensor of ``dtype`` read from a buffer (``bytes``, ``bytearray``, ``memoryview``)."""
    np_dtype = mstype.to_mstype(dtype).np_dtype
    try:
        arr = np.frombuffer(buffer, np_dtype, count, offset)
    except (TypeError, ValueError) as e:
        raise ValueError(f"For 'frombuffer', cannot read {count} item(s) of {dtype} at offset "
                         f"{offset} from a buffer of {len(memoryview(buffer).cast('B'))} "
                         f"byte(s): {e}") from None
    return Tensor(arr.copy())


def swap_tensors(t1, t2):
    """Exchange the values (and dtypes, shapes, histories) of two Tensors in place."""
    for t in (t1, t2):
        if not isinstance(t, Tensor):
            raise TypeError(f"For 'swap_tensors', both arguments must be Tensors, but got "
                            f"{type(t).__name__}.")
    t1._data, t2._data = t2.data_array(), t1.data_array()
    t1._tape_node, t2._tape_node = t2._tape_node, t1._tape_node


def _rebuild_tensor(cls, array, dtype):
    return cls(array, dtype)


def _rebuild_dataless(cls, shape, dtype, init):
    return cls(shape=shape, dtype=dtype, init=init)


def _tensor_reduce(self):
    """Pickle (and deep-copy) a Tensor by value, its numpy array and dtype (so Float64 and Int64
    come back as they were, as in MindSpore, not narrowed by JAX's default 32-bit arrays). A
    Tensor without data yet, a lazy ``init`` one or a ``set_inputs`` placeholder, stays so."""
    if self._data is None:
        shape, dtype = self._init_meta
        return (_rebuild_dataless, (type(self), shape, dtype, self.init))
    return (_rebuild_tensor, (type(self), self.asnumpy(), self.dtype))


Tensor.__reduce__ = _tensor_reduce


def _tensor_contains(self, value):
    """``value in tensor`` (MindSpore 2.10): for a Tensor or a number, whether any element
    equals it (broadcast); any other value (a string, list, numpy array) is never in it."""
    if isinstance(value, Tensor) or isinstance(value, (int, float, bool, complex)):
        return bool((self == value).any())
    return False


Tensor.__contains__ = _tensor_contains


# ---- host-side queries of 2.10's Tensor that have a meaning for a CPU array (measured) --------
def _is_pinned(self):
    """Whether the Tensor lives in pinned host memory: never for a minicell Tensor (2.10 CPU:
    False)."""
    return False


def _is_shared(self):
    """Whether the Tensor lives in shared memory: never (2.10 CPU: False)."""
    return False


def _data_ptr(self):
    """The address of the Tensor's data buffer (an int; each Tensor its own), as 2.10 gives
    on CPU. Experimental there as here: the buffer is JAX's, valid while the Tensor lives.

    >>> import minicell as ms
    >>> isinstance(ms.Tensor([1, 2]).data_ptr(), int)
    True
    """
    return int(self.data_array().unsafe_buffer_pointer())


def _get_bytes(self):
    """The Tensor's data as raw bytes in row-major order (2.10: ``Tensor([1, 2, 3],
    ms.int16).get_bytes()`` is ``b'\\x01\\x00\\x02\\x00\\x03\\x00'``).

    >>> import minicell as ms
    >>> ms.Tensor([1, 2, 3], ms.int16).get_bytes()
    b'\\x01\\x00\\x02\\x00\\x03\\x00'
    """
    return np.ascontiguousarray(self.asnumpy()).tobytes()


Tensor.is_pinned = _is_pinned
Tensor.is_shared = _is_shared
Tensor.data_ptr = _data_ptr
Tensor.get_bytes = _get_bytes
Tensor.is_meta = property(lambda self: False, doc="Whether the Tensor is on the meta device: "
                          "never (2.10: False, a property).")


def is_placeholder(arg):
    """A ``Tensor(shape=[None, 3], dtype=...)``: a shape with unknown sizes and no data."""
    return (isinstance(arg, Tensor) and arg._data is None and arg.init is None
            and getattr(arg, "_init_meta", None) is not None)
