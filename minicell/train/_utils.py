"""``mindspore.train._utils``: ``_construct_tensor_list`` (zero Tensors of a dataset's column
types and shapes, to compile a network before its data arrives), and the names mindformers
imports from it at module level, as stand-ins that raise ``UnsupportedError`` (with the reason)
when called.

>>> import minicell as ms
>>> [t.shape for t in _construct_tensor_list((ms.float32, ms.int32), ((2, 3), (4,)), 2)]
[(4, 3), (8,)]
"""
import numpy as np

from ..common.tensor import Tensor
from ..common.unsupported import placeholders as _placeholders

globals().update(_placeholders("mindspore.train._utils"))


def _construct_tensor_list(types, shapes, batch_expand_num=1):
    """Zero Tensors of ``types`` and ``shapes``, the first dimension of each times
    ``batch_expand_num``; types and shapes of different lengths are 2.10's ValueError."""
    if len(types) != len(shapes):
        raise ValueError(f"The length of dataset types must be equal to dataset shapes, but got "
                         f"dataset types={types} and dataset shapes={shapes}")
    return [Tensor(np.zeros(tuple(d * batch_expand_num if i == 0 else d
                                  for i, d in enumerate(shape)), t.np_dtype), dtype=t)
            for t, shape in zip(types, shapes)]
