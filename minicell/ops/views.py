"""PYNATIVE view semantics: which Tensors share storage, their strides, and write-through.

MindSpore's view ops (transpose/permute/mT/swapaxes, basic indexing ``x[0]``/``x[:, 1]``,
narrow/slice, broadcast_to/expand_as, reshape/view/squeeze/unsqueeze of a view-able layout) give
Tensors that share the input's storage: ``is_contiguous()``, ``stride()`` and
``storage_offset()`` describe the layout, and an in-place write to either the view or the
Tensor it was made from (``x[0][0] = 0``, ``x.T.zero_()``) is seen by both.

minicell's arrays are immutable, so sharing is modelled: a view records its *root* (the Tensor
that owns the storage, always row-major with offset 0) and its strides/offset into the root's
flattened elements. A write to a view scatters its new values into the root; a write to a root
re-gathers every live view of it (weakly referenced). Both go through ordinary ops, so the tape
sees them. Only eager execution tracks views: in a GRAPH_MODE trace every Tensor is contiguous.

>>> import minicell as ms
>>> x = ms.Tensor([[1, 2], [3, 4]])
>>> y = x.T
>>> y.is_contiguous(), y.stride()
(False, [1, 2])
>>> y[0, 1] = 9; x.asnumpy().tolist()
[[1, 2], [9, 4]]
"""
import contextlib
import weakref

import numpy as np

from ..common.tensor import Tensor
from ..runtime.dispatch import dispatch, running_eagerly
from ..runtime.registry import freeze_attrs, get_op

_RESHAPE, _GETITEM, _SETITEM = get_op("reshape"), get_op("getitem"), get_op("setitem")
_ARRAY_INDEX = freeze_attrs({"index": (("a", 0),)})


class _View:
    """Layout of a view: its root Tensor, strides and offset in root elements."""
    __slots__ = ("root", "shape", "strides", "offset", "_pos")

    def __init__(self, root, shape, strides, offset):
        self.root, self.shape, self.offset, self._pos = root, tuple(shape), offset, None
        self.strides = tuple(strides)

    def positions(self):
        """Flat root indices of the view's elements, in row-major order of the view."""
        if self._pos is None:
            shape = self.shape
            pos = np.full(tuple(shape), self.offset, np.int64)
            for k, (n, s) in enumerate(zip(shape, self.strides)):
                axis = [1] * len(shape)
                axis[k] = n
                pos = pos + (np.arange(n, dtype=np.int64) * s).reshape(axis)
            self._pos = pos
        return self._pos


class _Storage:
    """On a root Tensor: its live views (weakly held)."""
    __slots__ = ("views", "shape", "dtype")

    def __init__(self, root):
        self.views, self.shape, self.dtype = weakref.WeakSet(), tuple(root.shape), root.dtype


def _row_major(shape):
    out, acc = [], 1
    for n in reversed(shape):
        out.append(acc)
        acc *= int(n)
    return out[::-1]


def _info(t):
    v = getattr(t, "_view", None)
    return v if isinstance(v, _View) else None


def layout(t):
    """``(strides, offset)`` of ``t`` in elements."""
    v = _info(t)
    if v is None:
        return _row_major(t.shape), 0
    return list(v.strides), v.offset


def is_contiguous(t):
    """Row-major strides (size-1 axes ignored), as MindSpore/PyTorch define it."""
    v = _info(t)
    if v is None:
        return True
    shape = t.shape
    if any(n == 0 for n in shape):
        return True
    expect = 1
    for n, s in zip(reversed(shape), reversed(v.strides)):
        if n != 1:
            if s != expect:
                return False
            expect *= n
    return True


def _mark(out, src, strides, offset):
    """Make ``out`` a view of ``src``'s root with this layout; returns ``out``."""
    v = _info(src)
    root = src if v is None else v.root
    if root is out or out.dtype != root.dtype:
        return out
    storage = getattr(root, "_view", None)
    if not isinstance(storage, _Storage):
        storage = root._view = _Storage(root)
    out._view = _View(root, out.shape, strides, offset)
    storage.views.add(out)
    return out


def _tensor(x):
    return isinstance(x, Tensor)


def permuted(out, src, perm):
    """``out = transpose(src, perm)``."""
    if not (_tensor(src) and running_eagerly()):
        return out
    strides, offset = layout(src)
    return _mark(out, src, [strides[p] for p in perm], offset)


def indexed(out, src, spec):
    """``out = src[index]`` for a normalised basic index ``spec`` (ints, slices, None)."""
    if not (_tensor(src) and running_eagerly()) or any(it[0] == "a" for it in spec):
        return out
    strides, offset = layout(src)
    shape, new_shape, new_strides, d = src.shape, [], [], 0
    for it in spec:
        if it[0] == "n":
            new_shape.append(1)
            new_strides.append(0)
        elif it[0] == "i":
            offset += it[1] * strides[d]
            d += 1
        else:
            start, stop, step = slice(*it[1:]).indices(shape[d])
            n = len(range(start, stop, step))
            if n:
                offset += start * strides[d]
            new_shape.append(n)
            new_strides.append(strides[d] * step)
            d += 1
    new_shape += shape[d:]
    new_strides += strides[d:]
    if tuple(new_shape) != tuple(out.shape):
        return out
    return _mark(out, src, new_strides, offset)


def picked(out, src, index):
    """``out = src[index]``, eagerly: remember ``(src, index)`` so that ``out[i] = v`` also
    writes all of ``out`` back into ``src[index]`` (``indexing.tensor_setitem``), as 2.10's CPU
    ``__setitem__`` does for every read of an index, array indices included (``x[ids][:, 0] = 1``
    sets ``x``; ``x[ids] += 1`` or ``copy_`` on the read does not; measured). A view of ``src``
    is already written into it, so it is remembered only where ``src`` has such a source
    itself (``x[ids][0][1] = v`` reaches ``x``). Returns ``out``."""
    if running_eagerly() and _tensor(src) and out is not src and (
            _info(out) is None or src._index_parent is not None):
        out._index_parent = (src, index)
    return out


def broadcast(out, src):
    """``out = broadcast_to(src, shape)``: stride 0 on the broadcast axes."""
    if not (_tensor(src) and running_eagerly()) or out.shape == src.shape:
        return out
    strides, offset = layout(src)
    lead = len(out.shape) - len(src.shape)
    new = [0] * lead + [0 if n == 1 and m != 1 else s
                        for n, m, s in zip(src.shape, out.shape[lead:], strides)]
    return _mark(out, src, new, offset)


def reshaped(out, src):
    """``out = reshape(src, shape)``: a view when the layout allows it (contiguous, or only
    size-1 axes added/removed), else a new Tensor of its own."""
    if not (_tensor(src) and running_eagerly()):
        return out
    strides, offset = layout(src)
    if is_contiguous(src):
        return _mark(out, src, _row_major(out.shape), offset)
    kept = [(n, s) for n, s in zip(src.shape, strides) if n != 1]
    if [n for n, _ in kept] != [n for n in out.shape if n != 1]:
        return out
    it = iter(s for _, s in kept)
    return _mark(out, src, [0 if n == 1 else next(it) for n in out.shape], offset)


def _raw(op, inputs, attrs=()):
    return dispatch(op, inputs, attrs)


_METHOD_WRITES = []      # per ``noting_method_writes`` block: ids of the Tensors written


class _Noted(set):
    """The ids a ``noting_method_writes`` block noted; ``blocked``: ids it no longer notes."""
    __slots__ = ("blocked",)

    def __init__(self):
        super().__init__()
        self.blocked = set()


@contextlib.contextmanager
def noting_method_writes():
    """Collect the ids of the plain Tensors an in-place method (``t.add_(1)``, ``t.copy_(s)``;
    not ``t[i] = v``) writes while the block runs: a graph gives its Tensor arguments written so
    back to the caller (``compiler.arg_writes``), as MindSpore 2.10's graphs do."""
    _METHOD_WRITES.append(_Noted())
    try:
        yield _METHOD_WRITES[-1]
    finally:
        _METHOD_WRITES.pop()


@contextlib.contextmanager
def method_writes_unnoted():
    """The Tensors first written by an in-place method in the block (a tensor ``while``'s
    trace), and those whose ids the caller adds to the set it yields (the Tensors the loop
    carries), are not noted, then or later in the enclosing block: 2.10's graph gives a Tensor
    argument written in such a loop back to no caller, nor its writes after the loop (measured:
    ``t.add_(1)``, ``f(t)`` of a function writing its argument, ``lst[0].add_(1)`` in the loop;
    ``t.mul_(2)`` after it). One written before the loop stays noted (given back with its value
    after the loop, measured)."""
    noted = set(_METHOD_WRITES[-1]) if _METHOD_WRITES else None
    carried = set()
    try:
        yield carried
    finally:
        if noted is not None:
            now = _METHOD_WRITES[-1]
            new = now - noted
            now -= new
            now.blocked |= new | carried


def method_wrote(t):
    if _METHOD_WRITES and id(t) not in _METHOD_WRITES[-1].blocked:
        _METHOD_WRITES[-1].add(id(t))


def method_was_noted(tid):
    """Whether the innermost ``noting_method_writes`` block saw an in-place method write the
    Tensor of id ``tid``."""
    return bool(_METHOD_WRITES) and tid in _METHOD_WRITES[-1]


def written(t, write):
    """After ``t``'s data was replaced in place: propagate through the shared storage
    (``write(root, new)`` is the in-place write, ``indexing._write``)."""
    v = getattr(t, "_view", None)
    if v is None or not running_eagerly():
        return
    if isinstance(v, _View):
        root = v.root
        if t.dtype != root.dtype or tuple(t.shape) != v.shape:   # set_dtype: a new storage
            t._view = None
            return
        idx = Tensor(v.positions().reshape(-1))
        flat = _raw(_RESHAPE, (root,), freeze_attrs({"shape": (-1,)}))
        vals = _raw(_RESHAPE, (t,), freeze_attrs({"shape": (-1,)}))
        new = _raw(_SETITEM, (flat, vals, idx), _ARRAY_INDEX)
        write(root, _raw(_RESHAPE, (new,), freeze_attrs({"shape": tuple(root.shape)})))
        return
    views = list(v.views)
    if not views or tuple(t.shape) != v.shape or t.dtype != v.dtype:   # a new storage
        t._view = None
        for view in views:
            view._view = None
        return
    flat = _raw(_RESHAPE, (t,), freeze_attrs({"shape": (-1,)}))
    for view in views:
        info = view._view
        if not isinstance(info, _View) or info.root is not t:
            v.views.discard(view)
            continue
        idx = Tensor(info.positions().reshape(-1))
        got = _raw(_GETITEM, (flat, idx), _ARRAY_INDEX)
        got = _raw(_RESHAPE, (got,), freeze_attrs({"shape": tuple(view.shape)}))
        view._data, view._tape_node = got._data, got._tape_node


def contiguous(t):
    """``t`` itself when contiguous, else a contiguous copy with the same values."""
    if is_contiguous(t):
        return t
    return _raw(_RESHAPE, (t,), freeze_attrs({"shape": tuple(t.shape)}))
