"""``mindspore.train._utils``: ``_construct_tensor_list`` (zero Tensors of a dataset's column
types and shapes, to compile a network before its data arrives), ``_make_directory`` (which
MindSPONGE's and MindChemistry's writers call), ``check_value_type`` (the summary modules' type
check, with 2.10's text), and the names mindformers
imports from it at module level, as stand-ins that raise ``UnsupportedError`` (with the reason)
when called.

>>> import minicell as ms
>>> [t.shape for t in _construct_tensor_list((ms.float32, ms.int32), ((2, 3), (4,)), 2)]
[(4, 3), (8,)]
"""
import os
from collections.abc import Iterable

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


def _make_directory(path, arg_name='path'):
    """The real path of the directory ``path``, made (mode 0o700) when missing; 2.10's errors
    for a non-string, a blank string or a file."""
    if not isinstance(path, str):
        raise TypeError(f"The {arg_name} is invalid, the type should be string.")
    if path.strip() == "":
        raise ValueError(f"The {arg_name} is invalid, it should be non-blank.")
    path = os.path.realpath(path)
    if os.path.exists(path) and not os.path.isdir(path):
        raise NotADirectoryError(f"The path({path}) is a file path, it should be a directory path.")
    os.makedirs(path, mode=0o700, exist_ok=True)
    return path


def check_value_type(arg_name, arg_value, valid_types):
    """2.10's summary-side type check: TypeError "For `arg_name` the type should be a valid type
    of ['int'], but got bool." (a bool passes only with ``bool`` among ``valid_types``)."""
    valid_types = tuple(valid_types) if isinstance(valid_types, Iterable) else (valid_types,)
    if not isinstance(arg_value, valid_types) or (isinstance(arg_value, bool)
                                                 and bool not in valid_types):
        raise TypeError(f"For `{arg_name}` the type should be a valid type of "
                        f"{[t.__name__ for t in valid_types]}, but got {type(arg_value).__name__}.")
