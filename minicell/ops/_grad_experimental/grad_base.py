"""``mindspore.ops._grad_experimental.grad_base``: the registries MindSpore keeps its primitives'
bprop functions in (``bprop_getters``: ``getter(prim) -> bprop(*inputs, out, dout)``;
``bprops``: bprop functions themselves), keyed by Primitive class (its id and its name) or by a
primitive name.

minicell's gradients come from its op registry, so nothing it differentiates reads these: a
Python ``PrimitiveWithInfer`` whose ``__call__`` runs ops is differentiated through those ops,
which is what MindSpore 2.10 does in PYNATIVE_MODE too (measured: a registered bprop returning
``dout * 10 + out`` for ``__call__ = x * 2`` leaves ``grad`` of ``3 * prim(x)`` at 6). Code that
registers bprops (and reads them back with ``get_bprop_fn``) runs unchanged.

>>> from minicell.ops import Primitive
>>> from minicell.ops._grad_experimental.grad_base import bprop_getters, get_bprop_fn
>>> class Twice(Primitive):
...     pass
>>> @bprop_getters.register(Twice)
... def get_bprop(prim):
...     return lambda x, out, dout: (dout * 2,)
>>> get_bprop_fn(Twice("Twice")) is not None, "Twice" in bprop_getters
(True, True)
"""
from collections import UserDict

from ..primitive import Primitive


class BpropRegistry(UserDict):
    """Functions by Primitive class (stored under its id and its name) or primitive name."""

    def register(self, prim):
        def deco(fn):
            if isinstance(prim, str):
                self[prim] = fn
            elif issubclass(prim, Primitive):
                self[id(prim)] = fn
                self[prim.__name__] = fn
            return fn
        return deco

    def get(self, prim, default=None):
        """The function registered for ``prim`` (a name, or a Primitive: by its class, then by
        its name), else ``default``."""
        if isinstance(prim, str):
            return self.data.get(prim, default)
        if isinstance(prim, Primitive):
            for key in (id(type(prim)), prim.name):
                if key in self.data:
                    return self.data[key]
        return default


bprop_getters = BpropRegistry()
bprops = BpropRegistry()


def get_bprop_fn(prim, get_closure=False):
    """The bprop registered for ``prim``: ``bprop_getters``' getter applied to ``prim`` (the
    getter itself with ``get_closure``), else the entry of ``bprops``, else None."""
    getter = bprop_getters.get(prim, None)
    if getter is None:
        return bprops.get(prim, None)
    return getter if get_closure else getter(prim)


__all__ = ["BpropRegistry", "bprop_getters", "bprops", "get_bprop_fn"]
