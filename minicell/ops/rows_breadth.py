"""Op table rows for ``custom_ops`` (Custom), ``extra_graph`` (Morph, DumpGradient, isconstant, Reshard) and the Tensor
methods of ``tensor_extra`` (index, set_, to_). Conventions as in ``_table``."""
from . import custom_ops as CO, extra_graph as EG, tensor_extra as TX
from ._table import declare as row

row(None, prim=EG.Morph, module="debug_ops")
row(None, prim=CO.Custom, module="other_ops")   # MindSpore: operations.custom_ops
row(None, prim=EG.DumpGradient, module="debug_ops")
row(None, prim=EG.Reshard, module="array_ops")   # MindSpore: operations.reshard_ops
row(EG.isconstant, "isconstant")
for _fn in (TX.index, TX.set_, TX.to_):
    row(_fn, (), tensor=_fn.__name__)
