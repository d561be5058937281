"""How the ``mindspore.ops.function`` modules are filled: each names the functional ops
MindSpore 2.10 exports from it (its ``__all__``), the Primitive instances it holds
(``arg_max_with_value_ = ArgMaxWithValue()``) and its ``_ext`` functions; the objects all come
from the op table (``_table.SURFACE``) or are ``mint``'s, nothing is defined twice.

MindSpore's ``_ext`` functions are, almost all, the very functions of ``mindspore.mint``
(``array_func.gather_ext is mint.gather``). ``minicell.mint`` sits above ``minicell.ops`` (and is
itself imported on first use, as the package root says), so those names are looked up in it when
first read (the module's ``__getattr__``), never imported by this layer at import time.
"""
import importlib
import sys

from .. import _table


def mint_function(path):
    """``"nn.functional.dropout"`` -> ``minicell.mint.nn.functional.dropout``."""
    where, _, name = path.rpartition(".")
    module = importlib.import_module("minicell.mint" + ("." + where if where else ""))
    return getattr(module, name)


def _resolve(surface, path):
    """A ``mint`` path's function; ``ops.x``: the table's ``x``, or mint's ``x`` where that is
    the same function checking its operands as 2.10's mint does (``mint._operands``)."""
    if not path.startswith("ops."):
        return mint_function(path)
    fn = surface.functional[path[4:]]
    checked = getattr(importlib.import_module("minicell.mint"), path[4:], None)
    return checked if getattr(checked, "__wrapped__", None) is fn else fn


def fill(module_name, names, prims="", mint="", own=None, classes=""):
    """Fill module ``module_name``.

    ``names``: MindSpore's functional names for it (those minicell lacks are left out);
    ``prims``: ``"instance_:Class"`` pairs, each an instance of the table's Primitive class;
    ``mint``: ``"name=path"`` pairs, read when first used: ``ops.x`` is the table's functional
    ``x`` (where ``mint`` uses it too, checked or not), any other path a name of ``minicell.mint``;
    ``own``: names given here (``F``, ``P``, adapters written in the module);
    ``classes``: Primitive class names, the table's classes (public or internal) themselves.
    """
    module = sys.modules[module_name]
    surface = _table.SURFACE
    found = {n: surface.functional[n] for n in names.split() if n in surface.functional}
    table_classes = dict(surface.primitives)
    table_classes.update({k.split(".", 1)[1]: c for k, c in surface.internal.items()})
    found.update({c: table_classes[c] for c in classes.split() if c in table_classes})
    for pair in prims.split():
        name, cls = pair.split(":")
        if cls in table_classes and name not in found:
            found[name] = table_classes[cls]()
    upper = dict(pair.split("=") for pair in mint.split())
    found.update(own or {})
    _table.install(module, found)
    module.__all__ = sorted(set(module.__all__) | set(upper))

    def __getattr__(name):
        if name in upper:
            value = _resolve(surface, upper[name])
            setattr(module, name, value)
            return value
        raise AttributeError(f"module {module_name!r} has no attribute {name!r}")
    module.__getattr__ = __getattr__
