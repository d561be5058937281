"""Python builtins as converted code calls them where MindSpore 2.10's graph mode checks their
arguments with its own errors (``control.call`` maps the builtin to the function here); the
result is Python's.

>>> list(enumerate_((5, 6), 1))
[(1, 5), (2, 6)]
"""
from ..runtime.dispatch import state
from ..runtime.mutable import is_mutable, mutable
from .scalars import mark_scalar, scalar_kind


def isinstance_(obj, classinfo):
    """``isinstance`` with MindSpore's TypeError text for a second argument that is not a
    type or a tuple of types (``isinstance(x, None)``). A graph tensor that stands for a Python
    number (``scalars.scalar_kind``: ``float(t)``, an ``ms.mutable`` scalar, arithmetic on
    them) is an instance of that number's type, as in MindSpore's graph mode."""
    kind = scalar_kind(obj)
    if kind is not None:
        obj = kind()
    try:
        return isinstance(obj, classinfo)
    except TypeError:
        raise TypeError("isinstance() arg 2 must be a type or tuple of types.") from None


def enumerate_(iterable, start=0):
    """``enumerate`` with MindSpore's TypeErrors for a ``start`` that is not an int and for a
    first argument that is not iterable (measured: ``enumerate(1)``, ``enumerate(xs, 1.2)``)."""
    if isinstance(start, bool) or not isinstance(start, int):
        raise TypeError(f"For 'enumerate', the 'start' should be a const int number, but got "
                        f"{start}.")
    if not hasattr(iterable, "__iter__") and not hasattr(iterable, "__getitem__"):
        raise TypeError(f"For 'enumerate', the 'first input' should be tuple or list or tensor, "
                        f"but got {type(iterable)}.")
    return enumerate(iterable, start)



def mutable_(input_data, dynamic_len=False):
    """``ms.mutable`` in a graph: a number becomes a variable of the graph (a 0-d graph tensor
    standing for that number, ``scalars.scalar_kind``), not a constant folded into it, as in
    MindSpore's graph mode (``F.isconstant(mutable(2) % y)`` is False); anything else is the
    eager ``mutable``'s result."""
    out = mutable(input_data, dynamic_len)
    if not is_mutable(out) or not isinstance(out, (int, float)):
        return out
    from ..common.tensor import Tensor
    b = state.tracer
    var = Tensor._from_array(b.value(Tensor(out)))
    return mark_scalar(var, int if isinstance(out, int) else float)


def invert(x):
    """``~x``: a graph tensor standing for a Python int is inverted bitwise (``~7 == -8``), as
    the number is; a Tensor's ``~`` is MindSpore's logical not."""
    if scalar_kind(x) is int:
        from ..ops.functional import bitwise_not
        return mark_scalar(bitwise_not(x), int)
    return ~x
