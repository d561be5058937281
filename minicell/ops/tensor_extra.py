"""Tensor methods of MindSpore 2.10 that are no functional op's spelling: ``index`` (advanced
indexing by a tuple of index Tensors), ``set_`` (take another Tensor's value, or a strided
view of it) and ``to_`` (move to a device in place). Rows in ``rows_breadth.py``.

A minicell Tensor wraps one immutable ``jax.Array``: where MindSpore makes ``set_`` share
storage (a later in-place write to one shows in the other), minicell copies the value, and
``set_`` writes it into the Tensor the way ``t[i] = v`` does (see ``indexing._write``).

>>> import minicell as ms, numpy as np
>>> x = ms.Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
>>> x.index((ms.Tensor([0, 2]), ms.Tensor([1, 3]))).asnumpy().tolist()
[1.0, 11.0]
>>> y = ms.Tensor([0.0])
>>> y.set_(x, 1, (2, 2), (4, 1)).asnumpy().tolist()
[[1.0, 2.0], [5.0, 6.0]]
"""
import numpy as np

from ..common.tensor import Tensor
from . import array_ops as A, functional as F, indexing as IX
from .extra_compat_more import move_to


def index(self, indices):
    """``t.index(indices)``: ``t[indices]`` for a tuple (or list) of integer or bool Tensors
    that index the leading axes, broadcast together (PyTorch's ``Tensor.index``; MindSpore
    2.10 runs it on Ascend only and raises ``NotImplementedError`` on CPU)."""
    if not isinstance(indices, (tuple, list)):
        raise TypeError(f"index(): argument 'indices' (position 1) must be tuple of Tensor, not "
                        f"{type(indices).__name__}.")
    for pos, item in enumerate(indices):
        if not isinstance(item, Tensor):
            raise TypeError(f"index(): argument 'indices' (position 1) must be tuple of Tensor "
                            f"but found type of {type(item).__name__} at pos {pos}.")
        if item.dtype.kind not in ("int", "uint", "bool"):
            raise TypeError(f"index(): the index Tensor at pos {pos} must be of an integer or "
                            f"bool dtype, but got {item.dtype}.")
    if len(indices) > self.ndim:
        raise IndexError(f"index(): too many indices for a tensor of dimension {self.ndim} "
                         f"(got {len(indices)})")
    return self[tuple(indices)]


def _strided_view(source, storage_offset, size, stride):
    """The elements ``flat[storage_offset + sum(i_k * stride_k)]`` of ``source``'s contiguous
    storage, in shape ``size`` (``stride`` None: contiguous)."""
    if not isinstance(size, (tuple, list)) or \
            (stride is not None and not isinstance(stride, (tuple, list))):
        raise TypeError(f"For 'Tensor.set_', 'size' and 'stride' must be tuples or lists, but "
                        f"got {type(size).__name__} and {type(stride).__name__}.")
    size = tuple(int(s) for s in size)
    if stride is None:
        stride = tuple(int(np.prod(size[k + 1:], dtype=np.int64)) for k in range(len(size)))
    if len(stride) != len(size):
        raise ValueError(f"For 'Tensor.set_', 'size' and 'stride' must have the same length, "
                         f"but got {len(size)} and {len(stride)}.")
    offsets = np.full(size, int(storage_offset), np.int64)
    for axis, (n, st) in enumerate(zip(size, stride)):
        shape = [1] * len(size)
        shape[axis] = n
        offsets = offsets + np.arange(n, dtype=np.int64).reshape(shape) * int(st)
    numel = int(np.prod(source.shape, dtype=np.int64))
    if offsets.size and (offsets.min() < 0 or offsets.max() >= numel):
        raise RuntimeError(f"For 'Tensor.set_', the view (storage_offset={storage_offset}, "
                           f"size={size}, stride={tuple(stride)}) reaches outside the source's "
                           f"{numel} elements.")
    flat = A.reshape(source, (-1,))
    return A.reshape(flat[Tensor(offsets.reshape(-1))], size)


_NO_SOURCE = object()     # ``t.set_()``: no source given (a None given is refused, as 2.10)


def set_(self, source=_NO_SOURCE, storage_offset=0, size=None, stride=None):
    """``t.set_()``: an empty Tensor (shape ``(0,)``); ``t.set_(source)``: ``source``'s value,
    shape and gradient path; ``t.set_(source, storage_offset, size, stride=None)``: the view of
    ``source``'s contiguous elements starting at ``storage_offset`` with that shape and stride.
    ``source`` must be a Tensor of ``t``'s dtype (RuntimeError otherwise, as MindSpore). Returns
    ``t``. The value is copied, not shared (see the module doc); MindSpore's ``Storage`` sources
    do not exist here. Afterwards gradients flow through ``source``, in both modes (MindSpore
    2.10 keeps the old value's gradient path in PYNATIVE_MODE and ignores ``set_`` inside a
    graph, both measured); a Parameter may change shape, as in MindSpore. A None source is
    2.10's 'missing required argument: source' listing (its parser counts a None as not given,
    and ``set_()`` has no source parameter; measured in both modes)."""
    if source is _NO_SOURCE:
        IX._write(self, A.zeros((0,), self.dtype))
        return self
    if not isinstance(source, Tensor):      # (the method's wrapper lists 2.10's signatures
        raise TypeError(f'Failed calling set_ with "set_({type(source).__name__})".')  # for None)
    if source.dtype != self.dtype:
        raise RuntimeError(f"Could not set tensor of type {source.dtype} to a tensor of type "
                           f"{self.dtype}")
    new = source if size is None else _strided_view(source, storage_offset, size, stride)
    if new.shape != self.shape and hasattr(self, "set_data"):   # a Parameter (or p.data)
        self.set_data(new, slice_shape=True)
    else:
        IX._write(self, new if new is not source else F.cast(source, source.dtype))
    return self


def to_(self, device=None, non_blocking=False):
    """``t.to_(device, non_blocking=False)``: moves ``t`` to ``device`` ('CPU' or 'Ascend') in
    place and returns it (MindSpore: deprecated). 'CPU' places the value on the host's CPU
    device; 'Ascend' raises RuntimeError, as ``ops.move_to`` does (no Ascend backend)."""
    if not isinstance(non_blocking, bool):
        raise ValueError(f"The type of 'non_blocking' must be bool, but got {non_blocking}")
    if device not in ("Ascend", "CPU"):
        raise ValueError(f"The value of 'to' must be one of ['Ascend', 'CPU'], but got {device}")
    IX._write(self, move_to(self, device, not non_blocking))
    return self

