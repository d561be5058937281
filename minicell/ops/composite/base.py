"""``mindspore.ops.composite.base``: the module MindSpore 2.10 defines ``GradOperation``,
``HyperMap``, ``Map``, ``MultitypeFuncGraph`` and ``add_flags`` in (the same objects as
``ops.composite``'s).

>>> from minicell.ops.composite.base import GradOperation
>>> from minicell.ops import composite as C
>>> GradOperation is C.GradOperation
True
"""
from .._autodiff import GradOperation  # noqa: F401
from ..f_helpers import add_flags  # noqa: F401
from ..hypermap import HyperMap, Map, MultitypeFuncGraph  # noqa: F401

__all__ = ["GradOperation", "HyperMap", "Map", "MultitypeFuncGraph", "add_flags"]
