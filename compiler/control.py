"""Control-flow helpers called by converted code (``__mc.if_``, ``__mc.while_``, ...).

A condition that is a Python value (or a concrete tensor) runs like plain Python: one branch,
or a loop unrolled at compile time. A condition that is a symbolic tensor asks the active
tracer (``state.tracer``, then a GRAPH_MODE Builder) to trace both branches / the loop body into
sub-graphs and emit a cond / while node.

>>> if_(True, lambda a: (a + 1,), lambda a: (a - 1,), (1,), ("a",), ("a",))
(2,)
"""
import functools
import inspect
import operator
import os
import re
import sysconfig
import types

from ..ops import f_helpers as _f_helpers
from ..ops.primitive import Primitive
from ..runtime.checks import check_layer_index
from ..runtime.dispatch import state
from .graph_builtins import (ITERATORS, attr_subscript, augassign, chain_set,  # noqa
                             divide, getitem, isinstance_, make_dict, mutable, mutable_, shift,
                             type_, unpack)
from .graph_raise import (check_forbidden, format_field, raise_arg, raise_class,  # noqa
                          read_when_used)
from .graph_round import round_
from .aug_items import aug_item, chain_item, store_item, store_slice  # noqa: F401 (__mc.*)
from .conditions import and_not, not_any, py_true  # noqa: F401  (converted code calls them)
from .conditions import flag_tensor as _flag_tensor, python_cond as _python_cond
from .conditions import static_cond as _static_cond, symbolic as _symbolic
from .conditions import traced_state as _traced_state
from .dyn_seq import (getslice, len_, make_range, sequence_of, setitem,  # noqa: F401
                      setslice)
from .arity import checked as _arity_checked
from .errors import undefined_variable_error
from .seq_compare import ordered
from .scalars import _is_tensor, _one_element, _scalar, mark_scalar, scalar_kind
from .seq_methods import method  # noqa: F401 (converted code calls __mc.method)
from .mask_reduce import mask_reduce  # noqa: F401 (converted code calls __mc.mask_reduce)
from .loop_lists import loop_append, loop_concat  # noqa: F401 (converted code calls them)
from .loop_windows import window  # noqa: F401 (converted code calls __mc.window)
from .aug_attrs import attr_augassign  # noqa: F401 (converted code calls it)
from .bit_ops import bit_op, invert  # noqa: F401 (converted code calls them)
from .attr_mutation import attr_alias, attr_mutate  # noqa: F401 (converted code)
from .outer_attrs import global_states, member_setattr, outer_setattr, set_global  # noqa: F401


class _Undefined:
    """A variable not bound (yet) on some path: reading it after a tensor `if` is an error."""

    __slots__ = ()

    def __repr__(self):
        return "<undefined>"

    def __bool__(self):
        raise NameError("a variable is used before it is assigned")


UNDEF = _Undefined()


def ld(frame_locals, name):
    """The current value of local ``name`` or UNDEF (converted code passes ``locals()``)."""
    return frame_locals.get(name, UNDEF)


def if_(cond, true_fn, false_fn, values, names, live, one_sided=()):
    """``if cond: ... else: ...`` that assigns ``names``; returns their new values.
    ``one_sided`` (for a condition written with constants only) lists ``(name, branch)`` for
    the names only one branch assigns: MindSpore 2.10 compiles both branches of such an ``if``,
    so one of them undefined before it and read after it is its UnboundLocalError (measured)."""
    c = _static_cond(cond)
    if c is not None:
        for name, side in one_sided:
            if name in live and values[names.index(name)] is UNDEF:
                other = "false" if side == "true" else "true"
                raise undefined_variable_error(name, "if", (side, other),
                                               which="a constant-condition")
        return (true_fn if c else false_fn)(*values)
    return state.tracer.cond(cond, true_fn, false_fn, values, names, live, returns=False)


def if_return(cond, true_fn, false_fn, values, names, live):
    """``if cond: return a else: return b``: the returned value."""
    c = _static_cond(cond)
    if c is not None:
        return (true_fn if c else false_fn)(*values)
    return state.tracer.cond(cond, true_fn, false_fn, values, names, live, returns=True)


def while_(cond_fn, body_fn, values, names, live):
    """``while cond: body`` over the variables ``names``; returns their final values."""
    values = tuple(values)
    while True:
        c = _python_cond(cond_fn(*values), loop=True)
        if c is None:
            return state.tracer.while_loop(cond_fn, body_fn, values, names, live)
        if not c:
            return values
        values = tuple(body_fn(*values))


def for_(iterable, body_fn, values, names, live, carry, stop, targets, target_kind, inplace):
    """``for target in iterable: body`` over the variables ``names``; returns their final
    values. In a graph trace a long loop over ``range`` or a tensor may become one ``scan`` node
    (``compiler.for_scan``); otherwise (and for what a scan leaves) it unrolls at compile time,
    stopping once a ``break``/``return`` flag in ``stop`` is Python ``True``; in a graph, one
    2.10 could not unroll is its error (``compiler.loop_depth``)."""
    values, items = state.tracer.scan_for(iterable, body_fn, tuple(values), names, live, carry,
                                          stop, targets, target_kind, inplace)
    for item in items:
        values = tuple(body_fn(item, *values))
        if py_true(*(values[names.index(f)] for f in stop)):
            break
    return values


# ---- calls: user functions are compiled like construct (see transform._Calls) ---------------
_convert = None   # compiler.source.convert, installed by compiler.source (which imports this)
_NOT_CONVERTED = {"minicell", "jax", "jaxlib", "numpy", "ml_dtypes", "scipy", "opt_einsum"}
_LIBRARY_DIRS = tuple({os.path.realpath(sysconfig.get_paths()[k]) + os.sep
                       for k in ("stdlib", "platstdlib", "purelib", "platlib")})
_PLAIN = (inspect.CO_GENERATOR | inspect.CO_COROUTINE | inspect.CO_ASYNC_GENERATOR
          | inspect.CO_ITERABLE_COROUTINE)


def set_converter(convert):
    global _convert
    _convert = convert


def user_function(fn):
    """True for a function (or bound method) of the user's code: not minicell's, JAX's, the
    standard library's or an installed package's, not already converted, not a generator."""
    from .errors import CONVERTED_CODES
    if isinstance(fn, types.MethodType):
        fn = fn.__func__
    if type(fn) is not types.FunctionType or getattr(fn, "__minicell_jit__", False) or \
            getattr(fn, "__minicell_noconvert__", False):
        return False
    code = fn.__code__
    if code in CONVERTED_CODES or code.co_flags & _PLAIN:
        return False
    if (fn.__module__ or "").partition(".")[0] in _NOT_CONVERTED:
        return False
    return not os.path.realpath(code.co_filename).startswith(_LIBRARY_DIRS)


def call(fn, read_later=False):
    """``fn`` as converted code calls it: a user function or method is converted like
    construct (tensor ``if``/``while``/``return`` inside it compile), ``float``/``int``/
    ``bool``/``Tensor.item`` keep a traced tensor a (0-d) graph value, ``min``/``max`` of
    tensors are graph ops, anything else as is (``read_later``: ``graph_raise.read_when_used``)."""
    for builtin, replacement in _BUILTINS:     # by identity: callees may define __eq__
        if fn is builtin:
            return replacement
    made = read_later and read_when_used(fn)
    if made:
        return made
    check_forbidden(fn)
    if isinstance(fn, types.MethodType) and fn.__name__ == "item" and \
            _symbolic(_traced_state(fn.__self__)):     # a Parameter's: its value at run time
        return functools.partial(_item, _traced_state(fn.__self__))
    if isinstance(fn, Primitive):
        return functools.partial(_primitive_call, fn)
    return _arity_checked(fn, _convert(fn) if user_function(fn) else fn)


class with_:
    """The context manager of a ``with`` statement in converted code: its ``__enter__`` and
    ``__exit__`` run as converted code, as MindSpore compiles them (measured on 2.10: ``1 / 0``
    in ``__exit__`` is its ValueError, not ZeroDivisionError)."""

    def __init__(self, manager):
        self._manager = manager

    def __enter__(self):
        return call(self._manager.__enter__)()

    def __exit__(self, *exc_info):
        return call(self._manager.__exit__)(*exc_info)


_UNEXPECTED_KEYWORD = re.compile(r"\w+\.__call__\(\) got an unexpected keyword argument "
                                 r"'(\w+)'$")


def _primitive_call(prim, *args, **kwargs):
    """A Primitive given an input keyword it does not have is MindSpore's graph RuntimeError
    (PYNATIVE_MODE: Python's TypeError for its ``__call__``; both measured on 2.10)."""
    if not kwargs:
        return prim(*args)
    try:
        return prim(*args, **kwargs)
    except TypeError as e:
        unknown = _UNEXPECTED_KEYWORD.match(str(e))
        if unknown is None:
            raise
    raise RuntimeError(f"Got an unexpected keyword argument '{unknown.group(1)}'.")


def pick(seq, index):
    """``seq[index](args)``: a tensor ``index`` into a tuple or list of callables is 2.10's
    ``switch_layer`` (a constant one picks now, a symbolic one is a chain of ``cond`` nodes over
    every item; a negative index counts from the end); anything else is Python's indexing."""
    if not _is_tensor(index) or not hasattr(seq, "__len__") or isinstance(seq, dict) or \
            _symbolic(seq):
        return getitem(seq, index)      # an int out of range: 2.10's graph text (a CellList's too)
    fns = list(seq)
    if not fns or not all(callable(f) for f in fns):
        return seq[index]
    index = _traced_state(index)      # a Parameter index: its value when the graph runs
    if not _symbolic(index):
        return fns[check_layer_index(int(index._data.reshape(())), len(fns))]
    return functools.partial(_switch_layer, index, fns)


def _switch_layer(index, fns, *args, **kwargs):
    n = len(fns)
    index = check_layer_index(index.reshape(()) if index.shape == (1,) else index, n) % n

    from .errors import JoinError, user_location
    loc, outs = user_location(), {}

    def run(k):
        try:
            outs[k] = call(fns[k])(*args, **kwargs)
        except JoinError as e:
            e.in_layer = True                 # a layer's own join error: reported as it is
            raise
        return outs[k]

    def branch(k):
        if k == n - 1:
            return run(k)
        return state.tracer.cond(index == k, lambda: run(k), lambda: branch(k + 1), (), (),
                                 (), returns=True)
    try:
        return branch(0)
    except JoinError as e:
        if getattr(e, "in_layer", False):
            raise
        raise SWITCH_LAYER_ERROR[0](fns, outs, loc) from None


# ``compiler.join.switch_layer_error``, installed by that module (which imports this layer)
SWITCH_LAYER_ERROR = [None]
_f_helpers.PICK[0] = pick          # ``F.switch_layer`` (ops, a layer below)


def _holds_tensor(x):
    from ..common.tensor import Tensor
    return isinstance(x, Tensor) or (isinstance(x, (tuple, list)) and
                                     any(_holds_tensor(i) for i in x))


def _extremum(kind):
    """``min``/``max`` with tensor arguments as MindSpore 2.10's graph mode: over a tensor's
    rows (a 0-d one: TypeError), the elementwise ``ops.minimum``/``ops.maximum`` of several
    one-element tensors; a compared tensor of several elements is ambiguous (ValueError),
    tensors nested in a list/tuple argument are refused (TypeError)."""
    name = kind.__name__

    def extremum(*args, **kwargs):
        from ..common.tensor import Tensor
        items = args[0] if len(args) == 1 else args
        if kwargs or not _holds_tensor(items):
            if len(args) == 1 and isinstance(items, (tuple, list)) and not items:
                raise ValueError(f"{name}() arg is an empty sequence.")
            return kind(*args, **kwargs)
        if isinstance(items, Tensor):
            if items.ndim == 0:
                raise TypeError("Cannot iterate over a scalar tensor.")
            axis = 0 if items.ndim > 1 else None      # over rows, or the elements
            items = [items.min(axis=axis) if kind is min else items.max(axis=axis)]
        nested = [i for i in items if isinstance(i, (tuple, list)) and _holds_tensor(i)]
        if nested and len(args) == 1:
            raise TypeError(f"{name}() cannot support tensor in list or tuple nested now.")
        flat = [t for i in items for t in (i if isinstance(i, (tuple, list)) else (i,))]
        if any(isinstance(t, Tensor) and t.size != 1 for t in flat):
            raise ValueError("The truth value of an array with more than one element is ambiguous.")
        if nested:              # lists of one-element tensors: Python's comparison of lists
            return kind(*args)
        if len(items) == 1:
            return items[0]
        from ..ops import functional as F
        pick = F.minimum if kind is min else F.maximum
        out = items[0]
        for a in items[1:]:
            out = pick(out, a)
        return out
    extremum.__name__ = name
    return extremum


def _divmod(a, b):
    """``divmod`` of a graph scalar (``x.item()``, ``float(t)``): ``(a // b, a % b)``, graph
    scalars too, as 2.10's graph computes it (measured: ``divmod(s, 0.75)`` of s = 3.75 is
    (5.0, 0.0)); anything else is Python's ``divmod`` (a Tensor its TypeError, as eagerly)."""
    if scalar_kind(a) or scalar_kind(b):
        return a // b, a % b
    return divmod(a, b)


_BUILTINS = ((float, _scalar(float)), (int, _scalar(int)), (bool, _scalar(bool)),
             (min, _extremum(min)), (max, _extremum(max)), (range, make_range), (divmod, _divmod),
             (isinstance, isinstance_), (type, type_), *ITERATORS, (mutable, mutable_),
             (tuple, sequence_of(tuple)), (list, sequence_of(list)), (len, len_),
             (round, round_))


def _item(x, index=None):
    """``x.item()`` of a traced tensor: its one element as a 0-d graph tensor, which carries no
    gradient, as the Python number it is in PYNATIVE_MODE (2.10's graph cuts it too, measured:
    ``grad`` of ``(x * x.mean().item()).sum()`` is [1.5, 1.5] at [1, 2])."""
    from ..ops.functional import stop_gradient
    if index is not None:
        out = x.reshape(-1)[index]
    elif x.size != 1:
        raise ValueError(f"The tensor should have only one element. But the shape of input "
                         f"tensor is {tuple(x.shape)}.")     # 2.10's graph text (measured)
    else:
        out = x.reshape(())
    out = stop_gradient(out)
    kind = {"bool": bool, "int": int, "uint": int}.get(out.dtype.kind, float)
    return mark_scalar(out, kind)


def island(fn, thunks, kind, chains=()):
    """Python that may read tensor values (made by ``compiler.island_ast``): ``fn`` on the
    current values of its input variables (``thunks``; an unbound one is UNDEF), run by the
    tracer (traced, or a numpy island: ``compiler.islands``). ``chains``: the attribute chains
    on inputs ``fn`` reads, ``(input index, names, reads)`` (``compiler.islands``)."""
    values = []
    for t in thunks:
        try:
            values.append(t())
        except NameError:
            values.append(UNDEF)
    return state.tracer.island(fn, values, kind, chains)


# ---- boolean operators and conditional expressions (see transform._BoolOps) ----------------
def not_(x):
    """``not x``: Python's ``not`` unless ``x`` is a symbolic tensor (then a bool tensor; of a
    graph number, ``not ms.mutable(2)``, a graph bool, which a graph returns as ``False``)."""
    x = _traced_state(x)
    if not _symbolic(x):
        return not x
    _one_element(x, "not")
    from ..ops.functional import logical_not
    out = logical_not(_flag_tensor(x))
    return mark_scalar(out, bool) if scalar_kind(x) else out    # a graph number: a graph bool


def and_(left, right_fn):
    """``left and right``: ``right_fn`` is only called when ``left`` may be true (Python's
    short-circuit); with a symbolic ``left`` the value is ``right if left else left``."""
    left = _traced_state(left)
    if not _symbolic(left):
        if _is_tensor(left):
            _one_element(left, "and")
        return right_fn() if left else left
    _one_element(left, "and")
    return state.tracer.choice(left, right_fn, lambda: left)


def or_(left, right_fn):
    """``left or right``: ``left if left else right`` (``right_fn`` called only when needed)."""
    left = _traced_state(left)
    if not _symbolic(left):
        if _is_tensor(left):
            _one_element(left, "or")
        return left if left else right_fn()
    _one_element(left, "or")
    return state.tracer.choice(left, lambda: left, right_fn)


_COMPARE = {"Lt": functools.partial(ordered, "Lt"), "LtE": functools.partial(ordered, "LtE"),
            "Gt": functools.partial(ordered, "Gt"), "GtE": functools.partial(ordered, "GtE"),
            "Eq": operator.eq, "NotEq": operator.ne, "Is": operator.is_,
            "IsNot": operator.is_not, "In": lambda a, b: contains(a, b),
            "NotIn": lambda a, b: _negate(contains(a, b))}
_SYMBOL = {"Lt": "<", "LtE": "<=", "Gt": ">", "GtE": ">=", "Eq": "==", "NotEq": "!=",
           "Is": "is", "IsNot": "is not", "In": "in", "NotIn": "not in"}


def contains(x, seq):
    """``x in seq``. A Tensor ``x`` in a list or tuple is MindSpore's graph ``InSequence``: a
    bool Tensor, True when some item is a Tensor of ``x``'s shape and dtype equal to it in
    every element, or for a graph scalar ``x`` (a Python counter under tensor control flow) a
    number of its value; other items never match (Python would call ``bool()`` on tensors).
    A Tensor in a Tensor is ``(seq == x).any()``. Anything else is Python's ``in``.

    >>> contains(1, (1, 2))
    True
    """
    from ..common.tensor import Tensor
    if not isinstance(x, Tensor) or not isinstance(seq, (list, tuple, Tensor)):
        return x in seq
    from ..ops import functional as F
    if isinstance(seq, Tensor):
        return (seq == x).any()
    hits = [(x == item).all() for item in seq if isinstance(item, Tensor)
            and item.shape == x.shape and item.dtype == x.dtype]
    hits += [x == item for item in seq if isinstance(item, (int, float)) and scalar_kind(x)]
    return functools.reduce(F.logical_or, hits) if hits else Tensor(False)


def _negate(x):
    from ..common.tensor import Tensor
    if isinstance(x, Tensor):
        from ..ops.functional import logical_not
        return logical_not(x)
    return not x


def compare(left, ops, right_fns):
    """A chained comparison ``left op0 r0 op1 r1 ...`` (``right_fns``: thunks, each called at
    most once): ``(left op0 r0) and (r0 op1 r1) ...`` with Python's short-circuit; a tensor
    link makes the ``and`` a select (``and_``).

    >>> compare(0, ("Lt", "LtE"), (lambda: 3, lambda: 3))
    True
    """
    right = right_fns[0]()
    result = _COMPARE[ops[0]](left, right)
    if len(ops) == 1:
        return result
    if _symbolic(result) and result.shape not in ((), (1,)):
        from .errors import GraphModeError
        raise GraphModeError(
            f"a chained comparison (`a {_SYMBOL[ops[0]]} b {_SYMBOL[ops[1]]} c`) on a tensor of "
            f"shape {result.shape}: it means `(a {_SYMBOL[ops[0]]} b) and (b {_SYMBOL[ops[1]]} "
            f"c)`, whose truth value needs one element.",
            hint="compare elementwise with ops.logical_and(a < b, b < c), or reduce first.")
    return and_(result, lambda: compare(right, ops[1:], right_fns[1:]))


def ifexp(test, true_fn, false_fn):
    """``a if test else b``: one branch for a Python test; a select (pure branches) or a cond
    node for a symbolic one."""
    c = _static_cond(test)
    if c is not None:
        return true_fn() if c else false_fn()
    return state.tracer.choice(test, true_fn, false_fn)


def ret_value(value, flag=True, may_fall_off=False):
    """The function's result after the return flag lowering (UNDEF: fell off the end).

    ``flag`` says whether a ``return`` ran; ``may_fall_off`` whether the function can also reach
    its end without one. A tensor flag then means the result is None on some runtime paths.
    """
    if value is UNDEF:
        return None
    if not may_fall_off or value is None:
        return value
    if not _symbolic(flag):
        return value if flag else None
    from .op_by_op import OpByOpError          # 2.10 returns None there: run op by op
    raise OpByOpError(
        "this function returns a value from inside a loop on some paths but, depending on a "
        "tensor value, can also reach its end and return None; a graph must return the same "
        "structure on every path.",
        hint="end the function with a `return` of the same structure (e.g. a default value "
             "after the loop), or move the tensor condition out of the loop.")


def print_(*args, **kwargs):
    """``print`` in converted code: inside a graph it prints on every call, at run time, in
    MindSpore GRAPH_MODE's format (one line per argument, see ``compiler.printing``)."""
    state.tracer.print(args, kwargs)


def emit_print(b, args, kwargs):
    """The print node of ``print_`` inside a graph (``Builder.print``)."""
    from . import ir
    from .errors import user_location
    from .printing import SLOT, format_constant, format_value, sparse_parts, tensor_arg
    ins = []

    def template(a):
        kind, value = tensor_arg(b, a)
        if kind == "const":
            return format_constant(value)
        if kind == "var":
            ins.append(value)
            return SLOT
        if isinstance(a, (tuple, list)) and any(_symbolic(e) for e in a):
            return tuple(template(e) for e in a)
        return format_value(a)
    tmpl = [template(a) for a in sparse_parts(args)]
    kwargs = {k: v for k, v in kwargs.items() if k in ("end", "file", "flush")}
    b.graph.nodes.append(ir.Node(ir.PRINT, ins, (), (), user_location(), extra=(tmpl, kwargs)))
