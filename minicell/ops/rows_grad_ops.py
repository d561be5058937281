"""``ops.operations._grad_ops``: MindSpore's backward-kernel Primitives (``G.ReluGrad``...),
as internal op-table rows (see ``_table``)."""
