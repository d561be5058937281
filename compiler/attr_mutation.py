"""``self.attr.append(x)`` (any list mutator) in a converted ``construct``.

MindSpore 2.10's GRAPH_MODE runs such a call on the Python list at every call of the Cell
(measured: ``self.m.append(3)`` gives ``[1, 2, 3]`` then ``[1, 2, 3, 3]``; ``self.m.append(x)``
stores the call's real Tensor ``x`` each time). A compiled graph here runs the Python code
once, while it traces (the compile-time ``side_effect`` warning says so). A value the graph
computes cannot be kept that way: the list would hold a traced tensor with no value, which
fails when anything reads it after the call. Such a call undoes its change to the list and
makes the signature run op by op (``OpByOpError``), as PYNATIVE_MODE runs it: the real
Tensor is then stored on every call, as in 2.10.
"""
from ..runtime.dispatch import state
from .conditions import symbolic
from .op_by_op import OpByOpError


def _holds_symbolic(value):
    if symbolic(value):
        return True
    if isinstance(value, dict):
        value = value.values()
    elif not isinstance(value, (list, tuple)):
        return False
    return any(_holds_symbolic(v) for v in value)


def attr_mutate(obj, attr, method, message, fn, *args, **kwargs):
    """``fn(*args, **kwargs)``, ``fn`` being ``obj.attr.method`` as converted code calls it,
    with the compile-time warning ``message``."""
    target = getattr(obj, attr)
    saved = list(target) if isinstance(target, list) else None
    result = fn(*args, **kwargs)
    if saved is not None and _holds_symbolic(target):
        target[:] = saved
        raise OpByOpError(
            f"`{attr}.{method}(...)` stores a tensor computed in construct into the Python list "
            f"attribute '{attr}'; a compiled graph runs that Python call once, while it is "
            f"compiled, when the tensor has no value yet.",
            hint="return the tensor from construct (or keep such bookkeeping outside "
                 "construct); or run this Cell in PYNATIVE_MODE.")
    state.tracer.side_effect(message)
    return result


def attr_alias(value):
    """``o = self.a`` in a converted construct: a plain list attribute gives ``o`` a copy, so
    ``o.append(...)`` changes neither ``self.a`` nor the next call's list. 2.10 (measured, GRAPH):
    after ``o = self.outputs; o.append(y); return o`` (research/cv/ICNet's ``_ICHead``) the
    call returns ``[y]`` and ``self.outputs`` stays ``[]``; an int list stays as it was. Without
    the copy the trace left traced tensors in the attribute."""
    return list(value) if type(value) is list else value
