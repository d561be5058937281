"""``ops.operations.sparse_ops``: MindSpore's sparse Primitives, as op-table rows (see ``_table``)."""
