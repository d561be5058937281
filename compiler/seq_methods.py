"""Methods of Python lists, tuples and dicts called from GRAPH_MODE code (``x.pop(i)``).

MindSpore's graph compiler implements the container methods itself, so in GRAPH_MODE they
check their arguments while compiling and raise MindSpore's texts, and ``dict`` has the
Python 2 spelling ``has_key``. Converted code calls ``x.pop(...)``, ``x.insert(...)``,
``x.index(...)``, ``x.count(...)`` and ``x.has_key(...)`` through ``method(x, name)``: a list, tuple or dict gets
MindSpore's behaviour, any other object its own attribute (a Cell's ``pop``, a Tensor's
``index``...).

>>> method({"a": 1}, "has_key")("a")
True
>>> method([1, 2], "pop")(5)
Traceback (most recent call last):
...
IndexError: The pop index out of range.
>>> method([1, 2], "pop")(1.0)
Traceback (most recent call last):
...
TypeError: Integer argument expected, but got FP32Imm type value: 1
"""
import functools

NAMES = frozenset({"has_key", "pop", "insert", "index", "count"})


def _imm(x):
    """MindSpore's name of a Python scalar's constant type (``FP32Imm`` for a float)."""
    return {bool: "BoolImm", int: "Int64Imm", float: "FP32Imm", str: "StringImm"}.get(
        type(x), type(x).__name__)


def _imm_value(x):
    return f"{x:g}" if isinstance(x, float) else str(x)


def _is_int(x):
    return isinstance(x, int) and not isinstance(x, bool)


def _pop(lst, index=-1):
    if not _is_int(index):
        raise TypeError(f"Integer argument expected, but got {_imm(index)} type value: "
                        f"{_imm_value(index)}")
    if not -len(lst) <= index < len(lst):
        raise IndexError("The pop index out of range.")
    return lst.pop(index)


def _insert(lst, index, obj):
    if not _is_int(index):
        from ..context import syntax_strict
        if syntax_strict():       # jit_syntax_level STRICT: the pop text (measured)
            raise TypeError(f"Integer argument expected, but got {_imm(index)} type value: "
                            f"{_imm_value(index)}")
        raise TypeError(f"The second input to ListInplaceInsert must be int scalar but got "
                        f"{_imm(index)}")
    lst.insert(index, obj)


def _same(a, b):
    """Whether ``index`` finds ``b`` at ``a``, as MindSpore compares while compiling: two
    constant Tensors by shape and values, a graph tensor only itself, a Tensor never equals a
    Python number (``[1, 2].index(Tensor(1))`` is not found); Python values with ``==``."""
    from ..common.tensor import Tensor
    from .ir import Var
    if isinstance(a, Tensor) and isinstance(b, Tensor):
        if a is b or isinstance(a._data, Var) or isinstance(b._data, Var):
            return a is b
        import numpy as np
        return a.shape == b.shape and bool(np.array_equal(a.asnumpy(), b.asnumpy()))
    if isinstance(a, Tensor) or isinstance(b, Tensor):
        return False
    return a == b


def _index(seq, x, start=0, end=None):
    n = len(seq)
    stop = n if end is None else end
    for i in range(*slice(start, stop).indices(n)):
        if _same(seq[i], x):
            return i
    from ..common.tensor import Tensor
    shown = repr(x) if isinstance(x, Tensor) else str(x)
    raise ValueError(f"{shown} is not in {seq}")


def _count(seq, x):
    """``seq.count(x)`` with ``index``'s comparison (``_same``): ``[bb, Tensor(1)].count(bb)``
    is 2 for ``bb = Tensor(1)``, and a Tensor is never equal to a string or a number."""
    return sum(1 for e in seq if _same(e, x))


def method(obj, name):
    """``obj.name`` as converted code calls it (see the module docstring)."""
    if name == "has_key" and isinstance(obj, dict):
        return obj.__contains__
    if name == "pop" and type(obj) is list:
        return functools.partial(_pop, obj)
    if name == "insert" and type(obj) is list:
        return functools.partial(_insert, obj)
    if name == "index" and type(obj) in (list, tuple):
        return functools.partial(_index, obj)
    if name == "count" and type(obj) in (list, tuple):
        return functools.partial(_count, obj)
    return getattr(obj, name)
