"""Python builtins as converted code calls them where MindSpore 2.10's graph mode checks their
arguments with its own errors (``control.call`` maps the builtin to the function here); the
result is Python's.

>>> list(enumerate_((5, 6), 1))
[(1, 5), (2, 6)]
"""
import operator

import numpy as np

from ..runtime.dispatch import state
from ..runtime.mutable import check_dynamic_len_elements, is_dynamic_len, is_mutable, mutable
from .capture import PIJIT
from .dict_keys import ListKeyDict, holds_list
from .dyn_seq import (_variable, abstract_text, as_dynamic, as_variables, element_kind,
                      get_at, invalid_mutable_input, refuse_dynamic)
from .scalars import _is_tensor, known_scalar, mark_scalar, scalar_kind


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


def type_(obj, *rest):
    """``type(x)``: of a graph tensor that stands for a Python number (``ms.mutable(True)``
    passed in, ``int(t)``), that number's type, as in MindSpore's graph mode (measured:
    ``bool``, ``int``); otherwise Python's ``type``."""
    kind = None if rest else scalar_kind(obj)
    return kind if kind in (bool, int, float) else type(obj, *rest)


def enumerate_(iterable, start=0):
    """``enumerate`` with MindSpore's TypeErrors for a ``start`` that is not an int and for a
    first argument that is not iterable (measured: ``enumerate(1)``, ``enumerate(xs, 1.2)``)
    and zip's RuntimeError for a dynamic-length sequence (``dyn_seq.refuse_dynamic``); of a
    tuple/list, a tuple of (index, item) tuples, as 2.10's graph mode returns it."""
    refuse_dynamic("zip", iterable)
    if isinstance(start, bool) or not isinstance(start, int):
        raise TypeError(f"For 'enumerate', the 'start' should be a const int number, but got "
                        f"{start}.")
    if not hasattr(iterable, "__iter__") and not hasattr(iterable, "__getitem__"):
        raise TypeError(f"For 'enumerate', the 'first input' should be tuple or list or tensor, "
                        f"but got {type(iterable)}.")
    return _materialized(enumerate(iterable, start), tuple, (iterable,))



def _materialized(it, kind, iterables):
    """The iterator ``it`` over tuples/lists/Tensors ``iterables`` as the ``kind`` sequence
    MindSpore's graph mode returns (it has no iterator objects: ``enumerate(t)`` of a Tensor is a
    tuple of (index, row) pairs, measured); over anything else, or under PIJit (which runs
    Python's iterators), ``it`` itself."""
    from ..common.tensor import Tensor
    if iterables and not PIJIT[0] and all(isinstance(x, (tuple, list, Tensor))
                                          for x in iterables):
        return kind(it)
    return it


def zip_(*iterables):
    """``zip`` of tuples/lists: a tuple of tuples, as MindSpore 2.10's graph mode returns it
    (measured); a dynamic-length sequence is its RuntimeError (``dyn_seq.refuse_dynamic``), no
    argument or a 0-d Tensor its errors."""
    from ..common.tensor import Tensor
    if not iterables:
        raise RuntimeError("The zip operator must have at least 1 argument, but the size of "
                           "arguments is 0.")
    if any(isinstance(x, Tensor) and not x.shape for x in iterables):
        raise TypeError("Cannot iterate over a scalar tensor.")
    refuse_dynamic("zip", *iterables)
    return _materialized(zip(*iterables), tuple, iterables)


def map_(fn, *iterables):
    """``map`` over tuples/lists: a list when the first is a list, else a tuple, as MindSpore
    2.10's graph mode returns it (measured); a dynamic-length sequence is its RuntimeError."""
    _check_map(iterables)
    refuse_dynamic("map", *iterables)
    kind = list if iterables and isinstance(iterables[0], list) else tuple
    return _materialized(map(fn, *iterables), kind, iterables)


def filter_(fn, iterable):
    """``filter`` of a tuple/list/Tensor: a list, as MindSpore 2.10's graph mode returns it
    (measured: ``filter(f, (1, 2, 3))`` is ``[...]``)."""
    return _materialized(filter(fn, iterable), list, (iterable,))


# the builtins returning iterators, and minicell's versions of them in converted code
ITERATORS = ((enumerate, enumerate_), (zip, zip_), (map, map_), (filter, filter_))

_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def _check_map(iterables):
    """MindSpore 2.10's errors for ``map`` in a graph (measured): no sequence, a number or
    Tensor, lists mixed with tuples or Tensors, sequences of different lengths (Python would
    stop at the shortest)."""
    if not iterables:
        raise TypeError("The Map operator must have at least two arguments. But the size of "
                        "arguments is 1.")
    for x in iterables:
        if isinstance(x, (bool, int, float)):
            raise RuntimeError(f"Map can only be applied to list, tuple, but got "
                               f"{abstract_text(x).split('Type: ')[1].split(',')[0]}.")
    tensors = [x for x in iterables if _is_tensor(x)]
    if len(tensors) == len(iterables):      # 2.10 maps no Tensor (measured)
        raise RuntimeError(f"Map can only be applied to list, tuple, but got "
                           f"Tensor[{tensors[0].dtype}].")
    if not all(type(x) in (list, tuple) or _is_tensor(x) for x in iterables):
        return
    if len({type(x) for x in iterables}) > 1:
        raise RuntimeError(f"The types of arguments in Map must be consistent, but the types of "
                           f"arguments are inconsistent.\nThere are {len(iterables) + 1} inputs "
                           f"of `map`, corresponding type info:")
    for i, x in enumerate(iterables[1:], 1):
        if len(x) != len(iterables[0]):
            what = "lists" if type(x) is list else "tuples"
            nth = [_ORDINALS[k] if k < len(_ORDINALS) else f"{k + 1}th" for k in (1, i + 1)]
            raise RuntimeError(f"For 'Map', the length of {what} must be the same. \nThe length "
                               f"of the {nth[0]} element in Map is {len(iterables[0])}, but the "
                               f"length of the {nth[1]} element in Map is {len(x)}.")


def mutable_(*args, **kwargs):
    """``ms.mutable`` in a graph: a number becomes a variable of the graph (a 0-d graph tensor
    standing for that number, ``scalars.scalar_kind``), not a constant folded into it, as in
    MindSpore's graph mode (``F.isconstant(mutable(2) % y)`` is False); anything else is the
    eager ``mutable``'s result, whose numbers and Tensors inside a tuple/list/dict are variables
    too (``dyn_seq.as_variables``). Other than 1 or 2 inputs, or a dynamic-length sequence made
    constant-length again, is 2.10's RuntimeError (measured); a dynamic-length one holds one kind
    of element (``check_dynamic_len_elements``)."""
    if not 1 <= len(args) + len(kwargs) <= 2:
        raise RuntimeError(f"For 'mutable', the number of inputs should be 1 or 2, but got "
                           f"{len(args) + len(kwargs)}")
    given = dict(zip(("input_data", "dynamic_len"), args), **kwargs)
    if is_dynamic_len(given.get("input_data")) and not given.get("dynamic_len", False):
        raise RuntimeError("For 'mutable', can not convert a dynamic length sequence to "
                           "constant length.")
    bad = invalid_mutable_input(given.get("input_data"))
    if bad is not None:       # 2.10's graph text names the element's abstract (measured)
        raise TypeError(f"For 'mutable', the 'input_data' should be one of (bool, int, float, "
                        f"Tensor, tuple, list, dict) or their nested structures, but got "
                        f"{abstract_text(bad)}")
    out = mutable(*args, **kwargs)
    if isinstance(out, bool):   # a graph bool (2.10: not constant, no sequence repeat count)
        return state.tracer.scalar_variable(bool(out))
    if is_dynamic_len(out):
        check_dynamic_len_elements(out, element_kind)
        return as_dynamic(out)
    if isinstance(out, (tuple, list, dict)) and is_mutable(out):
        return as_variables(out)        # its numbers and Tensors are variables (measured)
    if not is_mutable(out) or not isinstance(out, (int, float)):
        return out
    return state.tracer.scalar_variable(out)


def builder_scalar_variable(b, number):
    """``Builder.scalar_variable`` (installed by ``compiler.call``; ``runtime.tracer.Tracer``):
    a graph tensor standing for ``ms.mutable(number)``."""
    from ..common.tensor import Tensor
    var = Tensor._from_array(b.value(Tensor(number)))
    kind = bool if isinstance(number, bool) else int if isinstance(number, int) else float
    return mark_scalar(var, kind, known=number)


def builder_scalar_value(b, x):
    """``Builder.scalar_value`` (installed by ``compiler.call``; ``runtime.tracer.Tracer``)."""
    return known_scalar(x)


_INPLACE = {"Add": (operator.add, operator.iadd), "Sub": (operator.sub, operator.isub),
            "Mult": (operator.mul, operator.imul), "Div": (operator.truediv, operator.itruediv),
            "FloorDiv": (operator.floordiv, operator.ifloordiv),
            "Mod": (operator.mod, operator.imod), "Pow": (operator.pow, operator.ipow),
            "MatMult": (operator.matmul, operator.imatmul),
            "BitAnd": (operator.and_, operator.iand), "BitOr": (operator.or_, operator.ior),
            "BitXor": (operator.xor, operator.ixor), "LShift": (operator.lshift, operator.ilshift),
            "RShift": (operator.rshift, operator.irshift)}


def augassign(op, target, value):
    """``name op= value`` in converted code: a numpy array, or a list outside PIJit, gets
    ``y = y op v`` as in 2.10's graph (measured: an alias of ``y`` keeps its value, ``list +=
    tuple`` is a TypeError: tests/test_s57_gfe.py); else Python's in-place operator."""
    _check_divisor(op, target, value)
    plain, inplace = _INPLACE[op]
    fresh = isinstance(target, np.ndarray) or isinstance(target, list) and not PIJIT[0]
    return _real((plain if fresh else inplace)(target, value), op, target, value)


def divide(op, x, y):
    """``x / y``, ``x // y``, ``x % y``, ``x ** y`` in converted code (``op``: "Div"/
    "FloorDiv"/"Mod"/"Pow"). Python numbers divided by zero are MindSpore 2.10's ValueErrors
    (measured), not Python's ZeroDivisionError; a negative float to a fractional power is its
    NaN, not Python's complex; anything else is Python's operator."""
    _check_divisor(op, x, y)
    return _real(_INPLACE[op][0](x, y), op, x, y)


def _real(out, op, x, y):
    """2.10's graph: a Python number's power is C++'s (``(-1.25) ** 0.5`` is nan, measured)"""
    if op == "Pow" and type(out) is complex and not isinstance(x, complex) and \
            not isinstance(y, complex) and isinstance(x, (int, float)):
        return float("nan")
    return out


def _check_divisor(op, x, y):
    if op in ("Div", "FloorDiv", "Mod") and isinstance(x, (int, float)) and \
            isinstance(y, (int, float)) and y == 0:
        raise ValueError("Cannot perform modulo operation on zero." if op == "Mod" else
                         "The divisor could not be zero. But the divisor is zero now.")


def attr_subscript(obj, name):
    """Before ``self.<name>[i] = v`` in converted code: MindSpore's TypeErrors (measured) for an
    attribute that ``__init__`` did not set, and, with ``jit_syntax_level`` STRICT, for one
    that is not a Parameter (a Python list or dict, a plain Tensor: in-place updates of them
    are not part of a strict graph)."""
    from ..common.parameter import Parameter
    from ..context import syntax_strict
    try:
        value = getattr(obj, name)
    except AttributeError:
        raise TypeError(f"'self.{name}' should be initialized in the '__init__' function before "
                        f"subscript.") from None
    if syntax_strict() and not isinstance(value, Parameter):
        raise TypeError(f"When JIT_SYNTAX_LEVEL is not set to LAX, self.{name} should be "
                        f"initialized as a 'Parameter' in the '__init__' function to perform "
                        f"assign subscript, but got: {value}' with type '{type(value).__name__}'.")


def _dict_text(d):
    """A graph dict as 2.10's missing-key text shows it (measured): ``ValueAny`` when a value
    is a Tensor, else its constants as C++ prints them, ``{'g': 1, 's': a, 'b': true}`` for
    ``{'g': 1.0, 's': 'a', 'b': True}``."""
    from ..common.tensor import Tensor

    def text(v):
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, float):
            return "%g" % v
        if isinstance(v, (tuple, list)):
            return "(" + ", ".join(text(e) for e in v) + ")"
        return str(v)
    if any(isinstance(v, Tensor) for v in d.values()):
        return "ValueAny"
    return "{" + ", ".join(f"{k!r}: {text(v)}" for k, v in d.items()) + "}"


def _cell_list(seq):      # a tuple of Cells in 2.10's graph (albert's float index, measured)
    return any(c.__name__ == "CellList" for c in type(seq).__mro__)


def getitem(seq, index):
    """``seq[index]`` in converted code (``ast_rewrites.wrap_item_reads``). An int index out of
    range of a tuple or list is MindSpore's IndexError (measured on 2.10), naming the valid
    range: ``TupleGetItem evaluator index should be in range[-2, 2), but got -3.``; a float
    index its IndexError naming the float; a variable index (an
    ``ms.mutable`` int) into an empty one its ValueError, an int into an empty dynamic-length
    one its RuntimeError; a key a dict lacks its ValueError
    "The key b does not exist in the dict:{'a': 1}". An ``nn.CellList`` is a tuple here (a
    float index included; a SequentialCell keeps its own TypeError, as 2.10)."""
    from ..common.tensor import Tensor
    if type(index) is float and (isinstance(seq, (tuple, list)) or _cell_list(seq)):
        kind = "list_getitem" if isinstance(seq, list) else "TupleGetItem"
        raise IndexError(f"{kind} evaluator index should be an int64 number, but got "
                         f"AbstractScalar(Type: Float32, Value: {index:g}, Shape: NoShape)")
    if is_dynamic_len(seq) and not seq and isinstance(index, int):
        raise RuntimeError("Getitem can not get element from an empty dynamic length sequence.")
    if isinstance(seq, (tuple, list)) and not seq and (is_mutable(index) or isinstance(
            index, Tensor) and scalar_kind(index) is int):
        kind = "TupleGetItem" if isinstance(seq, tuple) else "list_getitem"
        raise ValueError(f"For primitive:'{kind}', cannot get item by index from an empty "
                         f"sequence.")
    if isinstance(seq, (tuple, list)) and seq and _variable(index) and \
            scalar_kind(index) is int:
        out = get_at(seq, index)
        if out is not None:
            return out
        index = index if known_scalar(index) is None else known_scalar(index)
    try:
        return seq[index]
    except KeyError:
        if type(seq) is dict:       # 2.10's ValueError (measured), the key shown as str() shows it
            raise ValueError(f"The key {index} does not exist in the dict:{_dict_text(seq)}") \
                from None
        raise
    except IndexError:     # a CellList is a tuple of Cells in 2.10's graph (its text, measured)
        if (isinstance(seq, (tuple, list)) or _cell_list(seq)) and isinstance(index, int) \
                and not isinstance(index, bool):
            kind = "list_getitem" if isinstance(seq, list) else "TupleGetItem"
            raise IndexError(f"{kind} evaluator index should be in range[{-len(seq)}, "
                             f"{len(seq)}), but got {index}.") from None
        raise


def unpack(seq, n):
    """The value of ``a, b = seq`` in converted code (``ast_rewrites._Unpacks``). 2.10 reads each
    target by index (measured): a tuple or list longer than the targets gives its first ``n``
    items (mindocr ABINet: ``w, _, = x.shape`` of a 3-d Tensor); a shorter one is the IndexError
    of the first missing index. Anything else unpacks as in Python."""
    if isinstance(seq, (tuple, list)) and len(seq) != n:
        return seq[:n] if len(seq) > n else getitem(seq, len(seq))
    return seq


def make_dict(*items):
    """``{k1: v1, k2: v2}`` in converted code (``transform._DictDisplays``; ``items`` alternate
    keys and values, in Python's order of evaluation). A key is checked as MindSpore 2.10's
    make_dict does (measured): a list, dict or set is its RuntimeError naming the key, a graph
    Tensor (one whose value is known only when the graph runs) too, as ``ValueAny``, and so is
    a tuple holding one; constant Tensors, strings, numbers, None and tuples of them are keys,
    and a tuple may hold a list (a ``dict_keys.ListKeyDict`` then)."""
    keys = items[0::2]
    for key in keys:
        _check_dict_key(key)
    if any(holds_list(k) for k in keys):     # a list inside a tuple key (``dict_keys``)
        return ListKeyDict(zip(keys, items[1::2]))
    return dict(zip(keys, items[1::2]))


def _check_dict_key(key):
    from .ir import Var
    from ..common.tensor import Tensor
    if isinstance(key, (list, dict, set)) or isinstance(key, Tensor) and \
            isinstance(key._data, Var):
        shown = "ValueAny" if isinstance(key, Tensor) else key
        raise RuntimeError(f"make_dict evaluator key only supports string, number, type, none, "
                           f"constant tensor and tuple, but got {shown}")
    if isinstance(key, tuple) and any(isinstance(k, Tensor) and isinstance(k._data, Var)
                                      for k in _flat(key)):
        raise RuntimeError("make_dict evaluator key should not be tuple that contains variables, "
                           "but got ValueAny")


def _flat(items):
    for item in items:
        if isinstance(item, tuple):
            yield from _flat(item)
        else:
            yield item


def shift(op, x, y):
    """``x << y`` / ``x >> y`` in converted code (``op``: "LShift"/"RShift"). Python numbers
    get MindSpore 2.10's scalar checks (measured): integers only (TypeError), a non-negative
    count (ValueError); anything else is Python's operator."""
    left = op == "LShift"
    if isinstance(x, (int, float)) and isinstance(y, (int, float)):
        from .seq_methods import _imm, _imm_value, _is_int
        if not (_is_int(x) and _is_int(y)):
            name = "BitLeftShift" if left else "BitRightShift"
            raise TypeError(f"Unsupported input type. For {name}, only integer types are "
                            f"supported, but got type of x:{_imm(x)}, value of x:"
                            f"{_imm_value(x)}, type of y:{_imm(y)}, value of y:{_imm_value(y)}")
        if y < 0:
            raise ValueError("For shift operator, shift count must be a non-negative integer.")
    return x << y if left else x >> y


def chain_set(container, index, element):
    """After ``element = container[index]`` was written in place (a chained store
    ``container[index][j] = v``, ``chained_store``): write it back into a Tensor container
    (a graph has no views); a list, dict or numpy array holds the written object already."""
    from ..common.tensor import Tensor
    if isinstance(container, Tensor):
        container[index] = element
