"""``ops.operations._sequence_ops`` (and ``ops.auto_generate.SequenceConcat``, ``ListToTuple``,
``TupleToList``): MindSpore's tuple/list Primitives, as internal op-table rows (see ``_table``);
the classes are in ``sequence_ops``."""
from . import sequence_ops as Q
from ._table import declare as row

for _name in Q.__all__:
    row(None, prim=getattr(Q, _name), internal=True,
        module="auto_generate" if _name in Q.AUTO_GENERATE else "_sequence_ops")
