"""``mindspore.ops.operations._sequence_ops``: MindSpore 2.10's tuple/list Primitives
(``SequenceAddN``, ``SequenceStack``, ``SequenceSlice``, ``TupleToTensor``, ...), made from the op
table (rows with ``module="_sequence_ops"``), and ``TensorToTuple`` (also ``ops.TensorToTuple``)."""
import sys

from .. import _table

_table.install(sys.modules[__name__], {
    **_table.SURFACE.operations["_sequence_ops"],
    "TensorToTuple": _table.SURFACE.primitives["TensorToTuple"]})
