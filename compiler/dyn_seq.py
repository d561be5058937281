"""Dynamic-length sequences in a GRAPH_MODE trace: ``mutable(seq, True)`` made in a graph or
passed to one.

MindSpore's graph compiler treats such a list or tuple as one of unknown length whose elements
are variables, and checks while compiling that every element has one abstract type (an add of
an int list and a Tensor list, or ``a[0] = 1.0`` on an int list, is its TypeError). minicell
compiles one graph per length (JAX needs static shapes), so the sequence is an ordinary list
here whose elements are graph variables (``isconstant(a[0])`` is False), marked dynamic
(``ops.is_sequence_shape_unknown`` is True); what is made from it keeps the mark and gets the
same checks: ``+`` (either side), ``*`` by an int, slicing, item and slice assignment. ``map``,
``zip`` and ``enumerate`` refuse it as MindSpore 2.10 does (``graph_builtins``). A slice or
``range`` whose bound is ``mutable(n)`` made in the graph is one too (``getslice``,
``make_range``), ``len`` of one is a graph int (``len_``), and a list item written at a graph
int index makes every item a variable (``setitem``).

>>> abstract_text(1)
'AbstractScalar(Type: Int64, Value: 1, Shape: NoShape)'
"""
import jax

from ..runtime.checks import IndexOutOfRangeError
from ..runtime.dispatch import state
from ..runtime.mutable import (_List, _Tuple, _element_kind as _python_kind,
                               check_dynamic_len_elements, is_dynamic_len)
from . import ir
from .scalars import _is_tensor, known_scalar, mark_scalar, scalar_kind


def _variable(x):
    from ..common.tensor import Tensor
    from .ir import Var
    return isinstance(x, Tensor) and isinstance(x._data, Var)


def _scalar_type(kind):
    return {bool: "Bool", int: "Int64", float: "Float32"}[kind]


def abstract_text(x):
    """MindSpore's text of the abstract value of ``x`` in its graph errors (its value pointer
    left out)."""
    from ..common.tensor import Tensor
    kind = scalar_kind(x)
    if kind in (bool, int, float):
        return f"AbstractScalar(Type: {_scalar_type(kind)}, Value: ValueAny, Shape: NoShape)"
    if isinstance(x, (bool, int, float)):
        shown = f"{x:g}" if isinstance(x, float) else str(x)
        return f"AbstractScalar(Type: {_scalar_type(type(x))}, Value: {shown}, Shape: NoShape)"
    if isinstance(x, Tensor):
        shape = "(" + ", ".join(map(str, x.shape)) + ")"
        value = "ValueAny" if _variable(x) else "constant"
        return (f"AbstractTensor(shape: {shape}, element: AbstractScalar(Type: {x.dtype}, "
                f"Value: ValueAny, Shape: NoShape), value: {value})")
    if isinstance(x, (tuple, list)):
        name = "AbstractTuple" if isinstance(x, tuple) else "AbstractList"
        inner = ", ".join(f"element[{i}]: {abstract_text(e)}" for i, e in enumerate(x))
        return f"{name}{{{inner}}}"
    return (f"AbstractScalar(Type: External, Value: PythonObject(type: {type(x)}, value: {x}), "
            f"Shape: NoShape)")


def element_kind(x):
    """``runtime.mutable``'s kind of an element, a graph tensor standing for a number by it."""
    kind = scalar_kind(x)
    return _python_kind(kind(0) if kind in (bool, int, float) else x)


def _type_key(x):
    """What MindSpore's CheckAbstractTypeAndShapeSame compares: a scalar's type, a Tensor's
    dtype and shape, a sequence's element keys."""
    from ..common.tensor import Tensor
    kind = scalar_kind(x)
    if kind is None and isinstance(x, (bool, int, float)):
        kind = type(x)
    if kind is not None:
        return ("scalar", _scalar_type(kind) if kind in (bool, int, float) else "?")
    if isinstance(x, Tensor):
        return ("tensor", str(x.dtype), tuple(x.shape))
    if isinstance(x, (tuple, list)):
        return ("tuple" if isinstance(x, tuple) else "list",) + tuple(map(_type_key, x))
    return ("object", type(x).__name__)


def _check_uniform(op, seq):
    """A constant-length operand of a sequence op on a dynamic-length one holds one type."""
    for i, e in enumerate(seq[1:], 1):
        if _type_key(e) != _type_key(seq[0]):
            raise TypeError(f"For {op}, the sequence[0] item abstract '{abstract_text(seq[0])}' "
                            f"is not same with the sequence[{i}] item abstract "
                            f"'{abstract_text(e)}'.")


def _dynamic(seq, items):
    """``items`` as a dynamic-length sequence of ``seq``'s kind (list or tuple)."""
    cls = DynList if isinstance(seq, list) else DynTuple
    return cls(items)


def _tracing():
    return state.tracer.sequence_length_unknown()


def _concat(first, second):
    """``first + second`` where one of them is dynamic-length: SequenceAdd's checks."""
    for seq in (first, second):
        if not is_dynamic_len(seq):
            _check_uniform("primitive SequenceAdd", seq)
    if first and second and _type_key(first[0]) != _type_key(second[0]):
        raise TypeError(f"For primitive SequenceAdd, the element of first input abstract "
                        f"'{abstract_text(first[0])}' is not same with the element of second "
                        f"input abstract '{abstract_text(second[0])}'.")
    kind = list if isinstance(first, list) else tuple
    return _dynamic(first, kind(first) + kind(second))


class _DynamicMixin:
    """The sequence operations of a dynamic-length list/tuple while a graph is traced."""

    __ms_dynamic_len__ = True

    def __add__(self, other):
        base = list if isinstance(self, list) else tuple
        if not isinstance(other, base) or not _tracing():
            return base.__add__(self, other)
        return _concat(self, other)

    def __radd__(self, other):
        base = list if isinstance(self, list) else tuple
        if not isinstance(other, base) or not _tracing():
            return NotImplemented
        return _concat(other, self)

    def __mul__(self, n):
        base = list if isinstance(self, list) else tuple
        if scalar_kind(n) is int and known_scalar(n) is not None:
            n = known_scalar(n)          # a graph int known while tracing
        out = base.__mul__(self, n)
        return _dynamic(self, out) if out is not NotImplemented and _tracing() else out

    __rmul__ = __mul__

    def __getitem__(self, index):
        base = list if isinstance(self, list) else tuple
        out = base.__getitem__(self, index)
        return _dynamic(self, out) if isinstance(index, slice) and _tracing() else out


class DynTuple(_DynamicMixin, _Tuple):
    """A dynamic-length tuple in a graph trace."""


class DynList(_DynamicMixin, _List):
    """A dynamic-length list in a graph trace."""

    def __setitem__(self, index, value):
        if _tracing() and self:
            if isinstance(index, slice):
                items = list(self)
                items[index] = value
                check_dynamic_len_elements(items, element_kind)
            elif _type_key(value) != _type_key(self[0]):
                raise TypeError(f"For list_setitem, when the queue is dynamic length, the element "
                                f"within dynamic length sequence abstract "
                                f"'{abstract_text(self[0])}' is not same with the target element "
                                f"abstract '{abstract_text(value)}'.")
        if _tracing():
            value = list(map(as_variables, value)) if isinstance(index, slice) else \
                as_variables(value)
        list.__setitem__(self, index, value)

    def append(self, value):
        if _tracing():
            if isinstance(value, (tuple, list, dict)):
                raise TypeError(f"The prim 'ListAppend', the input_data must be list and target "
                                f"must be scalar or tensor, but got {abstract_text(value)}")
            if self and _type_key(value) != _type_key(self[0]):
                raise TypeError(f"For ListAppend, the mutable list existing item abstract "
                                f"'{abstract_text(self[0])}' is not same with the new added item "
                                f"abstract '{abstract_text(value)}'.")
            value = as_variables(value)
        list.append(self, value)


for _cls in (DynTuple, DynList):     # structure for a trace's outputs, as their bases
    jax.tree_util.register_pytree_node(_cls, lambda seq: (list(seq), type(seq)),
                                       lambda cls, items: cls(items))


class SequenceIndexError(IndexOutOfRangeError, ValueError):
    """A tuple or list item at a graph index out of range where MindSpore 2.10 raises a
    ValueError (list_setitem's 'idx is out of range: -2 <= idx < 2, but got 5.', RealTupleGetItem
    's), raised after the step."""


def _hit(index, i, n):
    from ..ops import functional as F
    return F.logical_or(F.equal(index, i), F.equal(index, i - n))


def get_at(seq, index):
    """``seq[index]`` for a tuple or list of numbers, or of Tensors of one shape and dtype, and
    a graph int ``index``: a graph variable choosing the item ``index`` points at, as MindSpore
    2.10's graph mode makes it (measured: ``F.isconstant(a[i])`` is False, for ``i`` an
    ``ms.mutable`` argument or made in the graph); an index out of range is its error when the
    graph runs ('list index out of range' IndexError; a tuple's RealTupleGetItem ValueError).
    None for other sequences (whose items differ in kind: Python's indexing, which needs the
    index's value)."""
    keys = {_type_key(e) for e in seq}
    if len(keys) != 1 or next(iter(keys))[0] not in ("scalar", "tensor") or \
            next(iter(keys))[1] == "Bool":
        return None
    from ..ops import functional as F
    from ..runtime.checks import IndexRange, check_index
    n = len(seq)
    if isinstance(seq, list):
        check = IndexRange("list_getitem", "", -n, n, template="list index out of range")
    else:
        check = IndexRange("RealTupleGetItem", "", -n, n, error=SequenceIndexError,
                           template="For {op}, index is out of range: [{lo}, {hi}), but got "
                                    "{bad}.")
    check_index(index, check)
    items = [as_variables(e) for e in seq]
    out = items[-1]
    for i in range(n - 2, -1, -1):
        out = F.select(_hit(index, i, n), items[i], out)
    kind = scalar_kind(items[0])
    return out if kind is None else mark_scalar(out, kind)


def setitem(value, seq, index):
    """``seq[index] = value`` in converted code (``ast_rewrites.wrap_item_reads``). A list item
    written at a graph int (``ms.mutable(0)`` made in the graph, or a number computed from
    tensors) is MindSpore 2.10's list_setitem with a variable index (measured): every item
    becomes a graph variable choosing the new value where the index points, the items and the
    value must have one abstract type (its TypeErrors), and an index out of range is its
    ValueError at run time. Anything else is Python's item assignment."""
    if not (type(seq) in (list, DynList) and _variable(index) and scalar_kind(index) is int):
        seq[index] = value
        return
    where = "the queue is dynamic length" if is_dynamic_len(seq) else \
        "the index is variable and the queue is constant length"
    if not is_dynamic_len(seq):
        for i, e in enumerate(seq[1:], 1):
            if _type_key(e) != _type_key(seq[0]):
                raise TypeError(f"For list_setitem, when {where}, the sequence[0] item abstract "
                                f"'{abstract_text(seq[0])}' is not same with the sequence[{i}] "
                                f"item abstract '{abstract_text(e)}'.")
    if seq and _type_key(value) != _type_key(seq[0]):
        kind = "dynamic" if is_dynamic_len(seq) else "constant"
        raise TypeError(f"For list_setitem, when {where}, the element within {kind} length "
                        f"sequence abstract '{abstract_text(seq[0])}' is not same with the "
                        f"target element abstract '{abstract_text(value)}'.")
    from ..ops import functional as F
    from ..runtime.checks import IndexRange, check_index
    n = len(seq)
    check_index(index, IndexRange("list_setitem", "", -n, n, error=SequenceIndexError,
                                  template="idx is out of range: {lo} <= idx < {hi}, but got "
                                           "{bad}."))
    new = as_variables(value)
    for i, old in enumerate(seq):
        chosen = F.select(_hit(index, i, n), new, as_variables(old))
        kind = scalar_kind(new)
        list.__setitem__(seq, i, chosen if kind is None else mark_scalar(chosen, kind))


def _known_bounds(seq, bounds):
    """The slice of ``bounds`` with each graph int (``ms.mutable(n)`` made in the graph) read
    as the number it stands for, when ``seq`` is a tuple or list and one bound is such; else
    None."""
    known = [known_scalar(b) if scalar_kind(b) is int else None for b in bounds]
    if isinstance(seq, (tuple, list)) and any(k is not None for k in known) and all(
            k is not None or b is None or type(b) is int for b, k in zip(bounds, known)):
        return slice(*(b if k is None else k for b, k in zip(bounds, known)))
    return None


def getslice(seq, *bounds):
    """``seq[lower:upper:step]`` in converted code (``ast_rewrites.wrap_item_reads``). A tuple
    or list sliced with a bound that is ``ms.mutable(n)`` made in the graph is, as in MindSpore
    2.10 (measured), a dynamic-length one of graph variables (minicell knows its length while
    compiling); anything else is Python's slice."""
    index = _known_bounds(seq, bounds)
    if index is None:
        return seq[slice(*bounds)]
    base = list if isinstance(seq, list) else tuple
    return as_dynamic(_dynamic(seq, base.__getitem__(seq, index)))


def setslice(value, seq, *bounds):
    """``seq[lower:upper:step] = value`` in converted code. As MindSpore 2.10's
    SequenceSliceSetItem (measured): a dynamic-length ``value`` makes the list one whose items
    must have one kind, and so does a bound that is ``ms.mutable(n)`` made in the graph, whose
    items must moreover have the list's type (their ValueError and TypeError); the items written
    are graph variables. The list object stays a Python list here, and the trace remembers it
    as a dynamic-length one (``is_sequence_shape_unknown``)."""
    index = _known_bounds(seq, bounds)
    if type(seq) is not list or not _tracing() or index is None and not is_dynamic_len(value):
        seq[slice(*bounds)] = value
        return
    if index is None:           # a dynamic-length value: the list is checked first
        index = slice(*bounds)
        check_dynamic_len_elements(seq, element_kind)
    elif isinstance(value, (tuple, list)):
        check_dynamic_len_elements(value, element_kind)
        if seq and value and _type_key(value[0]) != _type_key(seq[0]):
            raise TypeError(f"For SequenceSliceSetItem, the element within origin sequence "
                            f"abstract '{abstract_text(as_variables(seq[0]))}' is not same with "
                            f"the element within target sequence abstract "
                            f"'{abstract_text(as_variables(value[0]))}'.")
    items = list(seq)
    items[index] = value
    check_dynamic_len_elements(items, element_kind)
    list.__setitem__(seq, slice(None), [as_variables(e) for e in items])
    state.tracer.dynamic_lists[id(seq)] = seq


def as_variables(x):
    """``x`` as a variable of the graph being traced: a number becomes a 0-d graph tensor
    standing for it (``scalars.mark_scalar``), a constant Tensor a graph value, a tuple, list
    or dict one of such variables."""
    from ..common.tensor import Tensor
    if _variable(x):
        return x
    if isinstance(x, Tensor) or isinstance(x, (int, float)) and not isinstance(x, bool):
        var = Tensor._from_array(state.tracer.value(x if isinstance(x, Tensor) else Tensor(x)))
        return var if isinstance(x, Tensor) else mark_scalar(var, type(x) if
                                                             isinstance(x, int) else float)
    if isinstance(x, dict):
        return type(x)((k, as_variables(v)) for k, v in x.items())
    if isinstance(x, (tuple, list)):
        return type(x)(as_variables(e) for e in x)
    return x


def as_dynamic(seq, make_variables=True):
    """The dynamic-length tuple/list ``seq`` as the trace holds it: a ``DynTuple``/``DynList``
    whose elements are graph variables (``make_variables``: a sequence made in the graph; one
    passed in holds inputs already)."""
    items = [as_variables(e) for e in seq] if make_variables else list(seq)
    return _dynamic(seq, items)


def builder_dynamic_sequence(b, seq):
    """``Builder.dynamic_sequence`` (installed by ``compiler.call``; ``runtime.tracer.Tracer``):
    ``seq`` as a dynamic-length one of graph variables when its items are numbers of one type
    or Tensors of one shape and dtype (2.10 refuses other items there, with errors that name
    no cause; minicell keeps such a sequence as it is)."""
    keys = {_type_key(e) for e in seq}
    if len(keys) > 1 or keys and next(iter(keys))[0] not in ("scalar", "tensor"):
        return seq
    return as_dynamic(seq)


def dynamic_inputs(tree):
    """``tree`` (a trace's arguments) with each dynamic-length sequence as ``as_dynamic``."""
    if is_dynamic_len(tree) and not isinstance(tree, _DynamicMixin):
        return as_dynamic(tree, make_variables=False)
    if type(tree) in (tuple, list):
        items = [dynamic_inputs(x) for x in tree]
        return tree if all(a is b for a, b in zip(items, tree)) else type(tree)(items)
    if type(tree) is dict:
        return {k: dynamic_inputs(v) for k, v in tree.items()}
    return tree


def mark_sequence_args(tree):
    """``tree`` (a trace's ``(args, kwargs)``), its Tensors inside a tuple or list argument
    marked ``_in_sequence_arg``: 2.10 reads them as constants of the graph where it asks
    (measured, its indexing under MS_DEV_TENSOR_INDEX_BOOST=1: ``x[0, lst]`` with ``lst`` a
    ``[0, Tensor(1)]`` argument is taken, ``x[0, [a, b]]`` of two Tensor arguments refused)."""
    def mark(seq):
        for v in seq:
            if type(v) in (tuple, list):
                mark(v)
            elif isinstance(getattr(v, "_data", None), ir.Var):   # the trace's input Tensor
                v.__dict__["_in_sequence_arg"] = True
    args, kwargs = tree
    for a in (*args, *kwargs.values()):
        if type(a) in (tuple, list):
            mark(a)
    return tree


def len_(obj):
    """``len`` in converted code. Of a dynamic-length tuple or list (``mutable(seq, True)``,
    what is made from one, a list a slice assignment made one) it is a graph int, as in
    MindSpore 2.10 (measured: ``F.isconstant(len(x))`` is False, and so is that of
    ``len(x) + 1``); minicell knows its number while compiling, so ``range(len(x))``,
    ``[0] * len(x)`` and shapes take it. Anything else: Python's ``len``."""
    n = len(obj)
    if _tracing() and (is_dynamic_len(obj) or
                       getattr(state.tracer, "dynamic_lists", {}).get(id(obj)) is obj):
        return state.tracer.scalar_variable(n)
    return n


def sequence_of(kind):
    """``tuple(x)`` / ``list(x)`` (``kind``) in converted code: of a dynamic-length sequence, a
    dynamic-length one (2.10, measured: ``is_sequence_shape_unknown(tuple(a))``)."""
    def convert(*args, **kwargs):
        out = kind(*args, **kwargs)
        if len(args) == 1 and is_dynamic_len(args[0]) and _tracing():
            return (DynTuple if kind is tuple else DynList)(out)
        return out
    convert.__name__ = kind.__name__
    return convert


_INT64 = (-2 ** 63, 2 ** 63 - 1)


def make_range(*args):
    """``range`` of a traced tensor: MindSpore's TypeError (a graph's loop bounds are Python
    ints), and of a constant Tensor or a float too; of a graph int known only when the graph
    runs (``range(int(t))``), which 2.10 computes, a ``ConcretizationError``, so the call runs
    op by op (``eager_fallback``); 2.10's errors (measured) for no or more
    than three arguments, a zero step and a walk past int64; otherwise Python's range. A
    bound that is ``ms.mutable(n)`` made in the graph gives what 2.10 gives (measured): a
    dynamic-length tuple of graph ints (minicell knows its length while compiling)."""
    if not 1 <= len(args) <= 3:
        raise RuntimeError(f"For 'make_range', the input size should within [1, 3] but "
                           f"got{len(args)}")
    known = [known_scalar(a) if scalar_kind(a) is int else None for a in args]
    if any(k is not None for k in known) and all(
            k is not None or type(a) is int for a, k in zip(args, known)):
        out = make_range(*(a if k is None else k for a, k in zip(args, known)))
        return as_dynamic(tuple(out))
    for i, a in enumerate(args):
        if (_is_tensor(a) and not _variable(a)) or isinstance(a, float):
            raise TypeError(f"For 'make_range', the {i}th input should be a int scalar but got "
                            f"{abstract_text(a)}")
        if _variable(a) and scalar_kind(a) is int:
            # ``range(int(t))``: 2.10 makes a dynamic-length range of the graph int (measured);
            # a compiled graph's loops have fixed lengths, so this signature runs op by op
            from .errors import value_read_error
            raise value_read_error()
        if _variable(a):
            from .errors import format_message, user_location
            raise TypeError(format_message(
                f"For 'make_range', the {i}th input should be a int scalar but got a Tensor of "
                f"shape {tuple(a.shape)}, whose value is only known when the graph runs.",
                "loop with `while i < n:` over a tensor counter, or pass a Python int.",
                user_location()))
    if len(args) == 3 and args[2] == 0:
        raise RuntimeError("For 'range', the argument 'step' could not be 0.")
    out = range(*args)
    if out and not _INT64[0] <= out[-1] + out.step <= _INT64[1]:
        raise ValueError("Integer overflow error occurred when traversing the range. Please "
                         "check the inputs of range.")
    return out


def invalid_mutable_input(x):
    """The first leaf of ``x`` that ``mutable`` refuses (not a bool, number, Tensor, tuple,
    list or dict), or None."""
    from ..common.tensor import Tensor
    if isinstance(x, (tuple, list, dict)):
        for e in (x.values() if isinstance(x, dict) else x):
            bad = invalid_mutable_input(e)
            if bad is not None:
                return bad
        return None
    return None if isinstance(x, (bool, int, float, Tensor)) else x


def refuse_dynamic(name, *seqs):
    """``map``/``zip`` (and ``enumerate``, which MindSpore builds on zip) of a dynamic-length
    sequence: 2.10's RuntimeError (measured)."""
    if _tracing() and any(is_dynamic_len(s) for s in seqs):
        raise RuntimeError(f"For '{name}', the dynamic length input is unsupported in graph "
                           f"mode.")
