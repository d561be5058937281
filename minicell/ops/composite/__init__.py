"""``from minicell.ops import composite as C`` (MindSpore's older spelling): ``C.GradOperation``
and the other autodiff helpers, ``C.HyperMap``/``C.Map``/``C.MultitypeFuncGraph`` and
``C.Partial``; ``composite.base`` is the module MindSpore defines the first ones in.

>>> from minicell.ops import composite as C
>>> C.GradOperation(get_all=True).get_all
True
"""
from .._autodiff import GradOperation, HookBackward  # noqa: F401
from ...autodiff import grad, value_and_grad  # noqa: F401  (ops.grad, as MindSpore)
from ..f_helpers import Partial, add_flags  # noqa: F401
from ..hypermap import HyperMap, Map, MultitypeFuncGraph  # noqa: F401
from .base import tail  # noqa: F401
from .._table import SURFACE as _SURFACE

# The functional ops MindSpore 2.10's ``ops.composite`` also exports (``C.clip_by_value``...).
_FUNCTIONAL = ("batch_dot", "clip_by_global_norm", "clip_by_value", "count_nonzero", "cummin",
               "dot", "gamma", "laplace", "matmul", "mm", "multinomial", "normal", "ones_like",
               "poisson", "repeat_elements", "repeat_interleave", "sequence_mask", "tensor_dot",
               "uniform", "vecdot", "zeros_like")
globals().update({name: _SURFACE.functional[name] for name in _FUNCTIONAL})

__all__ = ["GradOperation", "HookBackward", "HyperMap", "Map", "MultitypeFuncGraph", "Partial",
           "add_flags", "grad", "tail", "value_and_grad", *_FUNCTIONAL]
