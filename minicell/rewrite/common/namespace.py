"""Which callees rewrite parses (mindspore.rewrite.common.namespace).

`_ms_cells_to_subtree`: when True, the framework's own Cells (nn.Conv2d, nn.Dense, ...) are
parsed into sub-trees like a user's network, and the framework functions their code calls by
name are parsed like a user's functions (2.10's amp O1 sets it to rewrite inside them).
Containers (SequentialCell, CellList) are never sub-trees.
"""
import types

_ms_cells_to_subtree = False


def is_framework_object(obj):
    """Whether `obj` (a class or function) is minicell's or a library's rather than the user's."""
    module = getattr(obj, "__module__", None) or ""
    top = module.split(".")[0]
    return top in ("minicell", "mindspore", "builtins", "numpy", "jax", "typing", "functools") or \
        not module or isinstance(obj, types.BuiltinFunctionType)


def is_subtree(cell):
    """Whether a call of `cell` (a Cell) becomes a sub-tree of its own."""
    from minicell.nn import Cell, SequentialCell, CellList
    if not isinstance(cell, Cell) or isinstance(cell, (SequentialCell, CellList)):
        return False
    return bool(_ms_cells_to_subtree) or not is_framework_object(type(cell))


def is_parsed_function(func):
    """Whether a framework function is parsed (its body expanded) like a user's."""
    return bool(_ms_cells_to_subtree) or not is_framework_object(func)
