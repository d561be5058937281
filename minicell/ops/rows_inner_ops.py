"""``ops.operations._inner_ops``: MindSpore's inner Primitives, as internal op-table rows (see
``_table``)."""
