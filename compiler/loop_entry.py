"""The body outputs of a tensor-dependent ``while`` (``while_trace.trace_while``), and loop
variables that enter the loop as Python numbers and leave its body as something else.

MindSpore 2.10 specialises a ``while`` on its first entry: ``y = 1`` before the loop and
``y = Tensor(2, ms.float32)`` (or ``y = y + x.sum()``, ``y = x * 2``) in the body compile, and
after a loop that ran zero times ``y`` is still the number (measured: ``x + y`` gives
``x + 1``). A graph here carries each loop variable at one dtype and shape, so such a
variable enters the loop as the number at the body's kind (``0`` -> ``0.0`` for a float
scalar) or as a constant Tensor of the body's dtype and shape filled with it, which gives the
same values wherever MindSpore's specialised graph compiles (arithmetic with the number
broadcasts alike). A variable that enters as a Tensor keeps its dtype kind and shape, as
before (``join.check_loop_kind``).

>>> _widened(1, 2.5)
1.0
>>> _widened(0, True)
False
"""
import numpy as np

from ..runtime.mutable import is_dynamic_len
from .errors import DataDependentShapeError, GraphModeError
from .join import check_loop_kind
from .scalars import mark_scalar, python_scalar, scalar_kind
from .control import UNDEF
from .tree import _is_arrayish, _tensor_type, flatten, same_value

_NUMBERS = (bool, int, float)
_KIND = {"u": "i"}
_DTYPE = {bool: "bool", int: "int64", float: "float32"}


class EntryNumber(Exception):
    """Raised from a body trace: carried slot ``key`` entered as a Python number and left the
    body as ``after`` (another kind or shape); the loop is traced again from the number
    widened to that (``retrace_widened``)."""

    def __init__(self, key, after):
        super().__init__(key)
        self.key, self.after = key, after


def _number(x):
    """A Python number, or a graph tensor standing for one (``float(t)``, a number carried by
    an enclosing loop)."""
    return isinstance(x, _NUMBERS) or scalar_kind(x) is not None


def _widened(before, after):
    """``before`` (a number: ``_number``) as a value of ``after``'s kind, dtype and shape: a
    Python number or graph scalar of ``after``'s kind, else a Tensor (emitted into the current
    graph when ``before`` is a graph scalar)."""
    kind = type(after) if isinstance(after, _NUMBERS) else scalar_kind(after)
    if isinstance(before, _NUMBERS):
        if kind is not None:
            return kind(before)
        from ..common.tensor import Tensor
        return Tensor(np.full(tuple(after.shape), before, dtype=after._data.dtype))
    if kind is not None:
        return mark_scalar(before.astype(_DTYPE[kind]), kind)
    from ..ops.functional import broadcast_to
    return broadcast_to(before.astype(after.dtype), tuple(after.shape))


def _differs(ph, v):
    k0, k1 = (np.dtype(x.dtype).kind for x in (ph, v))
    return _KIND.get(k0, k0) != _KIND.get(k1, k1) or tuple(ph.shape) != tuple(v.shape)


def retrace_widened(trace, b, loop, carried, init, mark):
    """``trace()`` (one trace of the loop), again while a slot entering as a number has to be
    widened (``EntryNumber``); each slot widens once (then it is no number, or a number of
    the body's kind)."""
    leaves = loop[4]
    while True:
        try:
            return trace()
        except EntryNumber as w:
            i, j = w.key
            leaves[i][j] = _widened(leaves[i][j], w.after)
            init[carried.index(w.key)] = b.as_var(leaves[i][j])
            b.rng_reset(mark)


def _check_python_leaves(name, before, after):
    """A Python value that is not a number (a string, a function, None inside a tuple) cannot
    be carried by a compiled loop: one the body changes would keep its value from before the
    loop, silently."""
    for a, o in zip(before, after):
        if a is UNDEF or _is_arrayish(a) or a is o or (type(a) is type(o) and same_value(a, o)):
            continue
        raise GraphModeError(
            f"variable '{name}' takes another Python value in the body of a tensor-dependent "
            f"`while` ({a!r} before the loop, {o!r} in the body).",
            hint="make it a tensor, or compute it outside the `while`.")


def body_outputs(b, bg, carried, bph, body_state, out, loop, cast):
    """The loop body's outputs, one per carried value (its placeholder in ``bph``), checked
    to keep the placeholder's structure and shape and cast to its dtype (``cast``); emitted
    into ``bg``, which must be ``b.graph``; and the carried keys whose body value is a Python
    scalar."""
    _, names, live, trees, leaves = loop
    outs_b, scalars = [], set()
    out_leaves = {}
    # every loop variable keeps its structure, also one with no carried leaf (an empty list
    # appended to in the body would otherwise lose its items silently)
    for i, tree in enumerate(trees):
        if tree is not None and out[i] is not UNDEF:
            lv, td = flatten(out[i])
            if td != tree and is_dynamic_len(out[i]):
                # MindSpore runs a dynamic-length sequence growing in the loop (2.10, measured):
                # its length is then known only when the graph runs, so the signature runs op
                # by op (eager_fallback)
                raise DataDependentShapeError(
                    f"dynamic-length sequence '{names[i]}' changes length in the body of a "
                    f"tensor-dependent `while`.",
                    hint="keep its length fixed in the loop (a graph has static shapes).")
            if td != tree:
                raise GraphModeError(
                    f"variable '{names[i]}' changes structure from {tree} to {td} "
                    f"in the body of a tensor-dependent `while`.",
                    hint="keep loop variables at a fixed structure.")
            if names[i] in live:
                _check_python_leaves(names[i], leaves[i], lv)
            out_leaves[i] = lv
    for key, ph in zip(carried, bph):
        if key[0] == "param":
            v = body_state.get(key[1], ph)
            name = "a Parameter"
        elif key[0] == "tensor":       # (its value at the end of the body)
            v = body_state[key]
            name = "a Tensor written in place"
        else:
            i, j = key
            v = b.as_var(out_leaves[i][j])
            if python_scalar(out_leaves[i][j]):
                scalars.add(key)
            name = f"variable '{names[i]}'"
            before = leaves[i][j]
            if not names[i].startswith("__mcv"):
                if _number(before) and _differs(ph, v):
                    raise EntryNumber(key, out_leaves[i][j])
                check_loop_kind(name, ph, v, names[i])
        if v.shape != ph.shape:      # 2.10 broadens it to a dynamic shape (ut test_cont_cases
            raise DataDependentShapeError(           # test_while_if_with_param_grad): op by op
                f"{name} changes shape from {ph.shape} to {v.shape} in the body of a "
                f"tensor-dependent `while`.", hint="keep loop variables at a fixed shape.")
        outs_b.append(cast(b, bg, v, ph.dtype))
    return outs_b, scalars


def plain_tensor(x):
    from ..common.parameter import Parameter
    return isinstance(x, _tensor_type()) and not isinstance(x, Parameter)


def in_place_writes(carried, placeholders, bound, out, leaves):
    """The carried keys of the loop variables that held a plain Tensor before the loop and are
    that same Tensor, written in place, at the end of the body (``a.add_(1)``, not ``a = a +
    1``): after the loop each is that Tensor again, holding the loop's value, so another name
    for it (``a = t`` before the loop) sees the writes, as in 2.10's graph (measured: t and a
    both [4, 5] after three ``a.add_(1.0)``). A Tensor argument written so is not given back
    to the caller: 2.10's graph leaves it as it was (measured, with and without an alias). A
    Parameter so written (through a name for it, ``p = self.p``) is assigned the loop's value,
    as PYNATIVE_MODE writes it (it used to keep its value from before the loop)."""
    found = set()
    for key, ph in zip(carried, placeholders):
        w = bound.get(key)
        if w is None or not isinstance(leaves[key[0]][key[1]], _tensor_type()) or \
                w._data is ph or out[key[0]] is UNDEF:
            continue
        body_leaves, _ = flatten(out[key[0]])
        if key[1] < len(body_leaves) and body_leaves[key[1]] is w:
            found.add(key)
    return found


def write_back(b, tensor, value):
    """After the loop: ``tensor``, written in place in the body, holds the loop's ``value``."""
    if not plain_tensor(tensor):      # a Parameter: a write of the graph's state
        b.assign(tensor, b.wrap(value))
        return
    b.tensor_written(tensor)
    tensor._data = value
