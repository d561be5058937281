"""``mindspore.ops.operations._csr_ops``: the CSR Primitive classes MindSpore 2.10 puts in this
module (``CSRGather``, ``CSRReduceSum``...), made from the op table (rows with
``module="_csr_ops"``, only here)."""
import sys

from .. import _table

_table.install(sys.modules[__name__], _table.SURFACE.operations["_csr_ops"])
