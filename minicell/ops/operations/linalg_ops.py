"""``mindspore.ops.operations.linalg_ops``: the Primitive classes MindSpore 2.10 puts in this
module (``Eigh``), made from the op table (rows with ``module="linalg_ops"``)."""
import sys

from .. import _table

_table.install(sys.modules[__name__], _table.SURFACE.operations["linalg_ops"])
