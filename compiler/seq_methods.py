"""Methods of Python lists, tuples and dicts called from GRAPH_MODE code (``x.pop(i)``).

MindSpore's graph compiler implements the container methods itself, so in GRAPH_MODE they
check their arguments while compiling and raise MindSpore's texts, and ``dict`` has the
Python 2 spelling ``has_key``. Converted code calls ``x.pop(...)``, ``x.insert(...)``,
``x.index(...)``, ``x.count(...)``, ``x.has_key(...)``, ``d.fromkeys(...)``, ``d.keys()``,
``d.values()``, ``d.items()`` and ``s.format(...)`` through ``method(x, name)``: a list, tuple,
dict or str gets MindSpore's behaviour, any other object its own attribute (a Cell's ``pop``, a
Tensor's ``index``...). A dict's ``keys()`` and ``values()`` are tuples and its ``items()`` a
list of pairs, taken when called (MindSpore's static graph syntax page; 2.10 prints
``('a', 'b')``, measured), not Python's live views.

>>> method({"a": 1}, "has_key")("a")
True
>>> method({"a": 1}, "items")()
[('a', 1)]
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

from ..runtime.checks import IndexOutOfRangeError
from ..runtime.mutable import is_dynamic_len
from .arg_table import note
from .scalars import mark_scalar

NAMES = frozenset({"has_key", "pop", "insert", "index", "count", "format", "fromkeys",
                   "keys", "values", "items"})
_DICT_VIEWS = {"keys": tuple, "values": tuple, "items": list}


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


def _variable(x):
    from ..common.tensor import Tensor
    from .ir import Var
    return isinstance(x, Tensor) and isinstance(x._data, Var)


def _symbolic_equal(a, b):
    """``a == b`` for an element and a target one of which is a graph variable: a 0-d bool
    graph tensor comparing their one values (2.10 reads a Tensor there as a scalar; one of
    more elements is its TensorToScalar ValueError, measured)."""
    from ..common.tensor import Tensor
    from ..ops import functional as F
    if not all(isinstance(v, (Tensor, int, float)) for v in (a, b)):
        return Tensor(False)      # a string, None, a sequence: never equal (2.10, measured)
    if not isinstance(a, Tensor) and not isinstance(b, Tensor):
        return Tensor(a == b)     # two Python numbers next to graph elements (30 == 30.0)
    values = []
    for v in (a, b):
        if isinstance(v, Tensor):
            if v.size != 1:
                raise ValueError(f"For Primitive[TensorToScalar], the input tensor's shape must "
                                 f"be empty or {{1}}, but got [const vector]{{{v.shape[0]}}}.")
            v = v.reshape(())
        values.append(v)
    return F.equal(*values) if isinstance(values[0], Tensor) else F.equal(values[1], values[0])


class NotInSequenceError(IndexOutOfRangeError, ValueError):
    """``seq.index(x)`` found no ``x`` where the answer is known only when the graph runs:
    MindSpore 2.10's ValueError ('x is not in list'), raised after the step."""


def _index(seq, x, start=0, end=None):
    """``seq.index(x)``: a Python int when every comparison is known while compiling; a graph
    int (a variable, as in MindSpore's graph mode) when the sequence is dynamic-length or an
    element or ``x`` is a graph variable, with the not-found ValueError checked at run time."""
    n = len(seq)
    stop = n if end is None else end
    positions = range(*slice(start, stop).indices(n))
    from ..common.tensor import Tensor
    shown = "The target" if _variable(x) else repr(x) if isinstance(x, Tensor) else str(x)
    if _symbolic(seq, x):
        from ..ops import functional as F
        from ..runtime.checks import IndexRange, check_index
        found = Tensor(n)
        for i in reversed(positions):
            found = F.select(_symbolic_equal(seq[i], x), Tensor(i), found)
        template = shown.replace("{", "{{").replace("}", "}}") + " is not in list"
        check_index(found, IndexRange("index", "", 0, n, template=template,
                                      error=NotInSequenceError, of_result=True))
        return mark_scalar(found, int)
    for i in positions:
        if _same(seq[i], x):
            return i
    raise ValueError(f"{shown} is not in {seq}")


def _symbolic(seq, x):
    return is_dynamic_len(seq) or _variable(x) or any(map(_variable, seq))


def _count(seq, x):
    """``seq.count(x)`` with ``index``'s comparison (``_same``): ``[bb, Tensor(1)].count(bb)``
    is 2 for ``bb = Tensor(1)``, and a Tensor is never equal to a string or a number; a graph
    int when a comparison is known only when the graph runs (as ``_index``)."""
    if _symbolic(seq, x):
        from ..common.tensor import Tensor
        from ..ops import functional as F
        total = Tensor(0)
        for e in seq:
            total = total + F.cast(_symbolic_equal(e, x), total.dtype)
        return mark_scalar(total, int)
    return sum(1 for e in seq if _same(e, x))


def _format(text, *args, **kwargs):
    """``text.format(...)``: a Cell argument is MindSpore 2.10's TypeError (its graph has no
    value for a Cell object; measured for ``"{0.x}".format(cell)`` and ``"{}".format(cell)``).
    A keyword argument holding a Tensor the graph computes (an input, ``x + 1``, ``(x, 1)``)
    is 2.10's KeyError naming the key, quoted (measured; constant Tensors format)."""
    if any(getattr(type(v), "cells_and_names", None) is not None
           for v in (*args, *kwargs.values())):
        raise TypeError("Unsupported parameter type for python primitive, the parameter value "
                        "is DeadNode")
    for key, value in kwargs.items():
        if _holds_computed(value):
            raise KeyError(f"'{key}'")
    return text.format(*args, **kwargs)


def _holds_computed(value):
    """``value`` is, or a tuple/list/dict holds, a Tensor the graph computes."""
    from . import ir
    if isinstance(value, (tuple, list)):
        return any(_holds_computed(v) for v in value)
    if isinstance(value, dict):
        return any(_holds_computed(v) for v in value.values())
    return isinstance(getattr(value, "_data", None), ir.Var)


_SCALAR_NAMES = {bool: "Bool", int: "Int64", float: "Float32", type(None): "None"}


def _fromkeys(keys, value=None):
    """``d.fromkeys(keys, value)``: a number, bool or None as ``keys`` is MindSpore 2.10's
    RuntimeError (measured: 'Int64 object is not iterable', Float32, Bool, None)."""
    name = _SCALAR_NAMES.get(type(keys))
    if name is not None:
        raise RuntimeError(f"{name} object is not iterable")
    return dict.fromkeys(keys, value)


def method(obj, name):
    """``obj.name`` as converted code calls it (see the module docstring)."""
    if isinstance(obj, dict):
        if name == "has_key":
            return obj.__contains__
        if name in _DICT_VIEWS:
            return lambda: _DICT_VIEWS[name](getattr(obj, name)())
    if name in ("pop", "insert"):
        note(obj, name)     # (a list argument's table: ``compiler.arg_table``)
    if name == "pop" and type(obj) is list:
        return functools.partial(_pop, obj)
    if name == "insert" and type(obj) is list:
        return functools.partial(_insert, obj)
    if name == "index" and (type(obj) in (list, tuple) or is_dynamic_len(obj)):
        return functools.partial(_index, obj)
    if name == "count" and (type(obj) in (list, tuple) or is_dynamic_len(obj)):
        return functools.partial(_count, obj)
    if name == "fromkeys" and (obj is dict or type(obj) is dict):
        return _fromkeys
    if name == "format" and type(obj) is str:
        return functools.partial(_format, obj)
    return getattr(obj, name)
