"""``Tensor.untyped_storage()`` and ``UntypedStorage``: the bytes behind a Tensor, as MindSpore
2.10's CPU build gives them (its docs say Ascend only; measured on 2.10 CPU).

A storage belongs to the Tensor that owns the data: a view (``x.T``, ``x[0]``) has its base's
storage. ``size()`` and ``nbytes()`` count bytes and ``element_size()`` is 1. ``copy_(src)`` writes
``src``'s bytes into the owner (the same byte count or 2.10's RuntimeError), reinterpreted as the
owner's dtype, and the owner's views see it. ``resize_(n)`` changes the byte count the storage
reports (0 makes ``data_ptr()`` 0); the Tensor keeps its shape and, here, its values (2.10 leaves
them to whatever the reallocated memory holds).

>>> import minicell as ms
>>> import numpy as np
>>> b, c = ms.Tensor(np.float32(2)) * 1, ms.Tensor(np.float32(6)) * 1
>>> s = b.untyped_storage()
>>> s.size(), s.nbytes(), s.element_size()
(4, 4, 1)
>>> s.copy_(c.untyped_storage()); b.item()
6.0
"""
import numpy as np

from .tensor import Tensor


def _owner(t):
    """The Tensor whose data ``t`` shares (its root when ``t`` is a PYNATIVE view)."""
    root = getattr(getattr(t, "_view", None), "root", None)
    return t if root is None else root


class UntypedStorage:
    """The byte storage of a Tensor (``Tensor.untyped_storage()``; not built directly)."""
    __slots__ = ("_tensor", "_nbytes")

    def __new__(cls, *args, **kwargs):
        raise TypeError("cannot create 'UntypedStorage' instances")

    @classmethod
    def _of(cls, tensor):
        self = object.__new__(cls)
        self._tensor, self._nbytes = tensor, int(tensor.nbytes)
        return self

    @property
    def dtype(self):
        return self._tensor.dtype

    @property
    def device(self):
        return "CPU"

    def size(self):
        """The storage's size in bytes."""
        return self._nbytes

    def nbytes(self):
        return self._nbytes

    def element_size(self):
        """Bytes per element of an untyped storage: 1."""
        return 1

    def is_shared(self):
        return False

    def data_ptr(self):
        """The address of the owner's data buffer; 0 once resized to 0 bytes."""
        return self._tensor.data_ptr() if self._nbytes else 0

    def resize_(self, size):
        if isinstance(size, float) or not isinstance(size, (int, np.integer)):
            raise RuntimeError(f"resize_ expects an int, but got {type(size).__name__}")
        if size < 0:
            raise RuntimeError(f"resize_ expects a non-negative size, but got {size}")
        self._nbytes = int(size)
        return self

    def _bytes(self):
        raw = self._tensor.get_bytes()[:self._nbytes]
        return raw + bytes(self._nbytes - len(raw))

    def copy_(self, src):
        """Write ``src``'s bytes into this storage's Tensor (byte counts must match)."""
        if not isinstance(src, UntypedStorage):
            raise TypeError(f"copy_(): argument 'src' must be UntypedStorage, not "
                            f"{type(src).__name__}")
        if src.nbytes() != self._nbytes:
            raise RuntimeError(f"Size does not match, self was {self._nbytes} bytes but src "
                               f"was {src.nbytes()} bytes")
        owner = self._tensor
        old = owner.get_bytes()
        new = (src._bytes() + old[self._nbytes:])[:len(old)]
        values = np.frombuffer(new, owner.dtype.np_dtype).reshape(owner.shape)
        owner.copy_(Tensor(values.copy(), owner.dtype))
        return self


def _untyped_storage(self):
    """The Tensor's byte storage, shared with its views (2.10 CPU)."""
    owner = _owner(self)
    if owner._data is None:
        raise RuntimeError("Current Tensor has no device!")
    return UntypedStorage._of(owner)


Tensor.untyped_storage = _untyped_storage
