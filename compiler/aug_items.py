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
"""
from .capture import PIJIT
from .graph_builtins import _INPLACE as _OPS
from .scalars import _is_tensor


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


def aug_item(op, target, index, value_fn):
    plain, inplace = _OPS[op]
    if _masks(target, index):
        value = value_fn()
        if _fits(target, index, value):
            from ..ops import functional as F
            mask = index.reshape(tuple(index.shape) + (1,) * (target.ndim - index.ndim))
            new = F.cast(plain(target, value), target.dtype)
            target[...] = F.select(F.broadcast_to(mask, tuple(target.shape)), new, target)
            return
        item = target[index]
    else:
        item = target[index]
        value = value_fn()
    target[index] = (plain if isinstance(item, list) and not PIJIT[0] else inplace)(item, value)
