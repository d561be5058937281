"""``minicell.numpy`` (MindSpore's ``mindspore.numpy``): the numpy-named spellings of the ops
that have one, made from the op table (``minicell/ops/op_table.py``, a row's ``numpy=``).
Each is the same function as its ``ops`` spelling, or a thin adapter where numpy's signature
differs (``sum(a, axis, dtype, keepdims, initial)``).

>>> import minicell as ms
>>> from minicell import numpy as mnp
>>> mnp.subtract(ms.Tensor([3.0]), 1.0).asnumpy().tolist(), mnp.add is ms.ops.add
([2.0], True)
"""
import sys

from .. import ops as _ops  # noqa: F401  (builds the op table)
from ..ops import _table

_table.install(sys.modules[__name__], _table.SURFACE.numpy)
