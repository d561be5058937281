"""MindSpore's in-place Parameter updates ``assign_add`` / ``assign_sub`` (and their
Primitives ``AssignAdd`` / ``AssignSub``): ``variable <- variable +/- value`` through the
Parameter-write path of ``ops.assign`` (now in PYNATIVE_MODE, when the graph runs in
GRAPH_MODE); they return the updated value. Rows in ``rows_extra.py``.

>>> import minicell as ms
>>> p = ms.Parameter(ms.Tensor([1.0, 2.0]), name="p")
>>> ms.ops.assign_add(p, ms.Tensor([1.0, 1.0])).asnumpy().tolist()
[2.0, 3.0]
>>> p.asnumpy().tolist()
[2.0, 3.0]
"""
from . import functional as F
from ._util import check_state_value, check_written_dtype
from .primitive import Primitive, prim_attr_register


def _update(op, variable, value, sign):
    from ..common.tensor import Tensor
    if not isinstance(variable, Tensor):
        raise TypeError(f"For '{op}', 'variable' must be a Parameter or a Tensor, but got "
                        f"{type(variable).__name__}")
    check_state_value(op, variable, value)
    check_written_dtype(op, variable, [value])
    if not isinstance(value, Tensor):
        value = Tensor(value)
    if value.ndim != variable.ndim and not (value.size == 1 and variable.size == 1):
        raise ValueError(f"For '{op}','value' must have the same rank as 'variable'. But got "
                         f"'value' rank: {value.ndim}, 'variable' rank: {variable.ndim}.")
    if tuple(value.shape) != tuple(variable.shape) and value.size != variable.size:
        raise ValueError(f"For '{op}','value' must have the same shape as 'variable'. But got "
                         f"'value' shape: {tuple(value.shape)}, 'variable' shape: "
                         f"{tuple(variable.shape)}.")
    new = variable + F.cast(value, variable.dtype) if sign > 0 else \
        variable - F.cast(value, variable.dtype)
    check_state_value("Assign", variable, new)
    check_written_dtype("Assign", variable, [new])
    F.write_into(variable, new, "Assign", value_grad=True)
    return new


def assign_add(variable, value):
    """``variable += value`` for a Parameter; returns the new value."""
    return _update("AssignAdd", variable, value, 1)


def assign_sub(variable, value):
    """``variable -= value`` for a Parameter; returns the new value."""
    return _update("AssignSub", variable, value, -1)


class AssignAdd(Primitive):
    """``ops.AssignAdd()(variable, value)``: ``assign_add``."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, variable, value):
        return assign_add(variable, value)


class AssignSub(Primitive):
    """``ops.AssignSub()(variable, value)``: ``assign_sub``."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, variable, value):
        return assign_sub(variable, value)
