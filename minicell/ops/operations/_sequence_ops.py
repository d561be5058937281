"""``mindspore.ops.operations._sequence_ops``: MindSpore 2.10's tuple/list Primitives
(``SequenceAddN``, ``SequenceStack``, ``SequenceSlice``, ``TupleToTensor``, ...), made from the op
table (rows with ``module="_sequence_ops"``), and ``TensorToTuple`` (also ``ops.TensorToTuple``,
whose row is in ``array_ops``: here as a name, not in ``__all__``)."""
import sys

from .. import _table

_table.install(sys.modules[__name__], _table.SURFACE.operations["_sequence_ops"])
TensorToTuple = _table.SURFACE.primitives["TensorToTuple"]
