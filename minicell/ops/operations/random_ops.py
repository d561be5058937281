"""``mindspore.ops.operations.random_ops``: the Primitive classes MindSpore 2.10 puts in this
made from the op table (``minicell/ops/op_table.py``, rows with ``module="random_ops"``)."""
import sys

from .. import _table

_table.install(sys.modules[__name__], _table.SURFACE.operations["random_ops"])
