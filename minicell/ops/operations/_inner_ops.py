"""``mindspore.ops.operations._inner_ops``: the Primitive classes MindSpore 2.10 puts in this module,
made from the op table (rows with ``module="_inner_ops"``; those marked ``internal`` are only here)."""
import sys

from .. import _table

_table.install(sys.modules[__name__], _table.SURFACE.operations["_inner_ops"])
from .._nn_primitives import SiLU  # noqa: E402,F401  (MindSpore 2.10 has it here and in nn_ops)
