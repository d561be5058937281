"""``mindspore.ops.operations._quant_ops``: the fake-quantisation Primitives MindSpore 2.10 puts
in this module, those minicell has (``FakeQuantWithMinMaxVars``, ``...PerChannel``, ``IFMR``:
Ascend-only kernels, so they construct and raise 2.10's RuntimeError when called on CPU), made
from the op table (rows with ``module="_quant_ops"``)."""
import sys

from .. import _table

_table.install(sys.modules[__name__], _table.SURFACE.operations["_quant_ops"])
