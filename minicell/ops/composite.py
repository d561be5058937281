"""``from minicell.ops import composite as C`` (MindSpore's older spelling): ``C.GradOperation``
and the other autodiff helpers.

>>> from minicell.ops import composite as C
>>> C.GradOperation(get_all=True).get_all
True
"""
from ._autodiff import GradOperation, HookBackward  # noqa: F401
from ..autodiff import grad, value_and_grad  # noqa: F401  (ops.grad, as MindSpore)

__all__ = ["GradOperation", "HookBackward", "grad", "value_and_grad"]
