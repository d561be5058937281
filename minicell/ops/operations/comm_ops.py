"""``mindspore.ops.operations.comm_ops``: the Primitive classes MindSpore 2.10 puts in this module,
made from the op table (``minicell/ops/op_table.py``, rows with ``module="comm_ops"``)."""
import sys

from .. import _table
from ..comm_ops import ReduceOp, _VirtualDataset  # noqa: F401  (no op table row: not in ops.*)

_table.install(sys.modules[__name__], _table.SURFACE.operations["comm_ops"])
