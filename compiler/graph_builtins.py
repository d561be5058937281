"""Python builtins as converted code calls them where MindSpore 2.10's graph mode checks their
arguments with its own errors (``control.call`` maps the builtin to the function here); the
result is Python's.

>>> list(enumerate_((5, 6), 1))
[(1, 5), (2, 6)]
"""


def isinstance_(obj, classinfo):
    """``isinstance`` with MindSpore's TypeError text for a second argument that is not a
    type or a tuple of types (``isinstance(x, None)``)."""
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
