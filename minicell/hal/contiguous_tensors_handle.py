"""``mindspore.hal.contiguous_tensors_handle``: a list of tensors seen as one flat buffer.

MindSpore allocates the tensors in one block of device memory and slices that block. JAX arrays
cannot share a block, so the handle keeps the tensors and builds the block's bytes when it is
read: a slice always shows the tensors' current values (``x[0] = 5`` after combining is seen,
as in 2.10), but writing into a slice of the handle does not reach the tensors. Like 2.10 on the
CPU, tensors are packed without alignment padding (``enable_mem_align`` only must be a bool).

>>> import numpy as np
>>> import minicell as ms
>>> from minicell.hal.contiguous_tensors_handle import combine_tensor_list_contiguous
>>> h = combine_tensor_list_contiguous([ms.Tensor(np.array([1., 2., 3.], np.float32)),
...                                     ms.Tensor(np.array([4., 5.], np.float32))])
>>> h[1:4].asnumpy(), h.slice_by_tensor_index(1).asnumpy()
(array([2., 3., 4.], dtype=float32), array([4., 5.], dtype=float32))
"""
import numpy as np

from ..common.tensor import Tensor

__all__ = ["ContiguousTensorsHandle", "combine_tensor_list_contiguous"]


def combine_tensor_list_contiguous(tensor_list, enable_mem_align=True):
    """A :class:`ContiguousTensorsHandle` over ``tensor_list`` (a list or tuple of Tensors)."""
    return ContiguousTensorsHandle(tensor_list, enable_mem_align)


def _bytes(tensors):
    return b"".join(np.ascontiguousarray(t.asnumpy()).tobytes() for t in tensors)


def _view(raw, dtype_of, start, end):
    """Elements ``start:end`` of ``raw`` read as the dtype of the Tensor ``dtype_of`` (bytes past
    the end read as zeros, as 2.10's one-past-the-end index does)."""
    np_dtype = dtype_of.asnumpy().dtype
    size = np_dtype.itemsize
    chunk = raw[start * size:end * size]
    chunk += b"\0" * ((end - start) * size - len(chunk))
    return Tensor(np.frombuffer(chunk, np_dtype).copy())


class ContiguousTensorsHandle:
    """The tensors of ``tensor_list`` as one flat buffer: ``handle[i]`` and ``handle[a:b]`` slice
    it in elements of the first tensor's dtype; ``slice_by_tensor_index(a, b)`` gives tensors
    ``a`` to ``b - 1`` flattened and joined."""

    def __init__(self, tensor_list, enable_mem_align=True):
        if not isinstance(tensor_list, (list, tuple)) or \
                not all(isinstance(t, Tensor) for t in tensor_list):
            raise TypeError("input list must be [Tensor, ...].")
        if not isinstance(enable_mem_align, bool):
            raise TypeError("enable_mem_align must be bool.")
        self.tensor_list = tuple(tensor_list)
        sizes = [int(np.prod(t.shape, dtype=np.int64)) * t.asnumpy().dtype.itemsize
                 for t in self.tensor_list]
        self.before_padding_sizes = list(sizes)
        self.after_padding_sizes = list(sizes)      # 2.10 on the CPU pads nothing
        self.total_padding_size = sum(sizes)
        first = self.tensor_list[0].asnumpy().dtype.itemsize if self.tensor_list else 1
        self.handle_shape = self.total_padding_size / first
        self.enable_mem_align = enable_mem_align

    def __getitem__(self, item):
        """A 1-d Tensor: ``[i]`` has one element, ``[a:b]`` elements a to b - 1 (no step)."""
        if isinstance(item, slice):
            start = 0 if item.start is None else item.start
            end = int(self.handle_shape) if item.stop is None else item.stop
            if not isinstance(start, int) or not isinstance(end, int):
                raise TypeError("slice input error.")
            if start < 0 or end > self.handle_shape or start >= end:
                raise ValueError("slice input error.")
        elif isinstance(item, int):
            if item < 0 or item > self.handle_shape:
                raise ValueError("slice input is out of tensor_list size.")
            start, end = item, item + 1
        else:
            raise TypeError("slice input must be 1.index -> int.2.[start: end: step] -> "
                            "[int: int: int].")
        return _view(_bytes(self.tensor_list), self.tensor_list[0], start, end)

    def __str__(self):
        rows = [f"Tensor[{i}]: {t.asnumpy()}" for i, t in enumerate(self.tensor_list)]
        return "".join(f"{row}\n" for row in [f"Handle total size: {self.total_padding_size}",
                                              *rows])

    def slice_by_tensor_index(self, start=None, end=None):
        """Tensors ``start`` to ``end - 1`` (all when both are None, ``start`` alone when
        ``end`` is None) flattened and joined, in tensor ``start``'s dtype."""
        first, last = 0, len(self.tensor_list)
        if start is not None:
            first = start
            if end is None:
                last = first + 1
        if end is not None:
            last = end
        if not isinstance(first, int) or not isinstance(last, int):
            raise TypeError("slice input error.")
        if first < 0 or last > len(self.tensor_list) or first >= last:
            raise ValueError("slice input error.")
        part = self.tensor_list[first:last]
        itemsize = part[0].asnumpy().dtype.itemsize
        raw = _bytes(part)
        return _view(raw, part[0], 0, len(raw) // itemsize)
