"""``t[i] op= v`` in converted code (``ast_rewrites.wrap_item_reads``): ``__mc.aug_item("Add",
t, i, lambda: v)``.

Through a bool mask Tensor ``m`` of a Tensor ``t`` (``t[y < 0] += 1.0``), Python's
``t[m] = t[m] + v`` reads ``t[m]``, whose shape depends on the mask's values: a graph could not
compile it (minicell ran such a construct op by op) though MindSpore 2.10 compiles it. A value
that broadcasts to the masked items' trailing shape writes the same through a select of the
whole Tensor: ``t[...] = select(m, t + v, t)``, cast to ``t``'s dtype as a masked write casts
its value. Anything else is Python's augmented assignment: ``t[i]`` read, the value
evaluated (first, for a mask), the operator, the write; the operator is in place except on a
list item outside PIJit, which gets ``t[i] = t[i] op v`` as a list name does
(``graph_builtins.augassign``; 2.10 measured: an alias of ``t[0]`` keeps its value, ``t[0] +=
(5,)`` is list + tuple's TypeError: tests/test_s58_gfe.py).

The write itself is ``store_item``'s, and ``aug_item`` returns what the name is bound to after
it: in MindSpore 2.10's graphs ``x[i] = v`` (``x[i] op= v``, a slice, a chained store) on a
plain Tensor rebinds the name ``x`` of the function writing it to a new Tensor. The caller's
Tensor, other names for it and a list holding it keep their values (measured, session 74:
tests/test_s74_sub74.py), where an in-place method (``x.add_(1)``) or ``ops.assign`` writes
the Tensor itself. A Parameter or a Cell's buffer is written in place (an assign), and so is
anything under PIJit (``jit(capture_mode="bytecode")`` keeps Python's semantics, measured), a
list, a dict or a numpy array. ``item_stores`` rewrites the stores into these calls.
"""
from .capture import PIJIT
from .dyn_seq import setitem, setslice
from .graph_builtins import _INPLACE as _OPS, getitem
from .scalars import _is_tensor


def _rebinds(target):
    """Whether a subscript store into ``target`` makes a new Tensor for its name."""
    if PIJIT[0] or not _is_tensor(target):
        return False
    from ..common.parameter import is_state
    return not is_state(target)


def store_item(value, target, index):
    """``target[index] = value`` in converted code; returns what ``target``'s name is bound
    to after it (a new Tensor, or ``target`` written in place)."""
    if _rebinds(target):
        from ..ops.indexing import set_items
        return set_items(target, index, value)
    setitem(value, target, index)
    return target


def store_slice(value, target, *bounds):
    """``target[lower:upper:step] = value`` in converted code (as ``store_item``)."""
    if _rebinds(target):
        from ..ops.indexing import set_items
        return set_items(target, slice(*bounds), value)
    setslice(value, target, *bounds)
    return target


def _in_place(value, target, index):
    setitem(value, target, index)
    return target


def chain_item(element, container, index):
    """The write-back of a chained store ``container[index][j] = v`` (``chained_store``), once
    ``element`` (what ``container[index]`` held) was written: a container still holding that
    object (a list item written in place) is left alone; a tuple gives a new tuple (2.10's
    graph leaves the Tensor the tuple held as it was, measured); a Tensor container is
    ``store_item``'s. A list's slice is a copy, so ``a[i:j][k] = v`` leaves the list as it
    was, as in Python and 2.10's graph (measured)."""
    if not _is_tensor(container) and (getitem(container, index) is element or (
            type(container) is list and isinstance(index, slice))):
        return container
    if type(container) is tuple and not PIJIT[0]:
        items = list(container)
        items[index] = element
        return tuple(items)
    return store_item(element, container, index)


def _masks(t, index):
    """Whether ``index`` is a bool mask Tensor over ``t``'s leading axes."""
    if not (_is_tensor(t) and _is_tensor(index)) or str(index.dtype) != "Bool":
        return False
    shape, mask = tuple(t.shape), tuple(index.shape)
    return 0 < len(mask) <= len(shape) and shape[:len(mask)] == mask


def _fits(t, index, value):
    """Whether ``value`` broadcasts to the trailing shape of ``t[index]``'s items."""
    if isinstance(value, (bool, int, float)):
        return True
    if not _is_tensor(value):
        return False
    rest, got = tuple(t.shape)[index.ndim:], tuple(value.shape)
    return len(got) <= len(rest) and all(a in (1, b) for a, b in zip(got[::-1], rest[::-1]))


def aug_item(op, target, index, value_fn, bind=True):
    """``target[index] op= value_fn()``; returns what ``target``'s name is bound to after it
    (``store_item``). ``bind=False`` (a name not local to the function writing it): written
    in place."""
    store = store_item if bind else _in_place
    plain, inplace = _OPS[op]
    if _masks(target, index):
        value = value_fn()
        if _fits(target, index, value):
            from ..ops import functional as F
            mask = index.reshape(tuple(index.shape) + (1,) * (target.ndim - index.ndim))
            new = F.cast(plain(target, value), target.dtype)
            return store(F.select(F.broadcast_to(mask, tuple(target.shape)), new, target),
                              target, ...)
        item = target[index]
    else:
        item = target[index]
        value = value_fn()
    return store((plain if isinstance(item, list) and not PIJIT[0] else inplace)(item, value),
                 target, index)
