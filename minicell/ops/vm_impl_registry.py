"""``mindspore.ops.vm_impl_registry``: user-written Python (numpy) implementations of
primitives, kept by primitive class or name for debugging.

MindSpore keeps this table for its debug VM; its CPU/GPU kernels never read it, and neither does
minicell's executor: the table holds what was registered and gives it back through
``get_vm_impl_fn``, which is how the tests and tools that use it call the implementations.

>>> import numpy as np
>>> from minicell.ops import operations as P
>>> from minicell.ops.vm_impl_registry import vm_impl_registry, get_vm_impl_fn
>>> @vm_impl_registry.register(P.Neg)
... def vm_impl_neg(self):
...     return lambda x: -x
>>> get_vm_impl_fn(P.Neg())(np.array([1.0, -2.0])).tolist(), get_vm_impl_fn("Abs")
([-1.0, 2.0], None)
"""
from collections import UserDict

from .primitive import Primitive


class VmImplRegistry(UserDict):
    """Generators ``gen(prim) -> fn`` registered per Primitive class (by ``id`` and by class
    name) or per name string."""

    def register(self, prim):
        """Decorator registering a generator for ``prim`` (a Primitive subclass or a name)."""
        if not (isinstance(prim, str) or (isinstance(prim, type) and issubclass(prim, Primitive))):
            raise TypeError(f"vm_impl_registry.register: expected a Primitive class or a name, "
                            f"got {prim!r}")

        def deco(fn):
            if isinstance(prim, str):
                self[prim] = fn
            else:
                self[id(prim)] = fn
                self[prim.__name__] = fn
            return fn
        return deco

    def get(self, prim_obj, default=None):
        """The generator for a Primitive instance (by class, then by its name) or a name."""
        if isinstance(prim_obj, str):
            return self.data.get(prim_obj, default)
        if isinstance(prim_obj, Primitive):
            key = id(type(prim_obj))
            if key in self.data:
                return self.data[key]
            return self.data.get(prim_obj.name, default)
        return default


vm_impl_registry = VmImplRegistry()


def get_vm_impl_fn(prim):
    """The registered Python implementation of ``prim`` (a Primitive instance or a name), made by
    its generator; ``None`` when nothing is registered."""
    gen = vm_impl_registry.get(prim, None)
    return None if gen is None else gen(prim)


__all__ = ["vm_impl_registry", "get_vm_impl_fn"]
