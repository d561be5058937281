"""``ops.operations._inner_ops``: MindSpore's inner Primitives, as op-table rows (see
``_table``): internal (only in that submodule) unless MindSpore also has ``ops.X``
(``CopyWithSlice``). The classes are in ``inner_prims``, with MindSpore's dynamic-shape queries
(``ops.is_sequence_value_unknown``...), used next to ``ConvertToDynamic``."""
from . import inner_prims as I
from ._table import declare as row

for _name in I.__all__:
    row(None, prim=getattr(I, _name), module="_inner_ops", internal=_name != "CopyWithSlice")
for _name in I.QUERIES:
    row(getattr(I, _name))
