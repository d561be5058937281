"""``mindspore.ops.composite.base``: the module MindSpore 2.10 defines ``GradOperation``,
``HyperMap``, ``Map``, ``MultitypeFuncGraph`` and ``add_flags`` in (the same objects as
``ops.composite``'s), ``tail``, and ``core``, which only this module has.

>>> from minicell.ops.composite.base import GradOperation
>>> from minicell.ops import composite as C
>>> GradOperation is C.GradOperation
True
"""
from .._autodiff import GradOperation  # noqa: F401
from ..f_helpers import add_flags  # noqa: F401
from ..hypermap import HyperMap, Map, MultitypeFuncGraph  # noqa: F401

__all__ = ["GradOperation", "HyperMap", "Map", "MultitypeFuncGraph", "add_flags", "tail"]


def core(fn=None, **flags):
    """``add_flags`` with ``core=True`` (MindSpore marks its core graph functions so): usable as
    ``@core``, ``@core(k=v)`` or ``core(fn, k=v)``; the flags change nothing in minicell's
    compiler.

    >>> @core(loop_can_uroll=True)
    ... def f(x):
    ...     return x
    >>> f._mindspore_flags
    {'core': True, 'loop_can_uroll': True}
    """
    return add_flags(fn, core=True, **flags)


def tail(seq):
    """``C.tail(t)``: the tuple ``t`` without its first element, as 2.10's graph computes it
    (measured: ``(0, 1, 2, 3)`` -> ``(1, 2, 3)``, ``(Tensor(1), 2)`` -> ``(2,)``). 2.10's
    PYNATIVE_MODE ``tail`` object returns None (its ``__call__`` is empty); minicell gives the
    graph's answer in both modes.

    >>> tail((0, 1, 2, 3))
    (1, 2, 3)
    """
    return tuple(seq)[1:]
