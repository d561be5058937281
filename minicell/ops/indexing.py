"""``Tensor.__getitem__`` / ``__setitem__``: ints, slices, None, Ellipsis, bool masks and integer
tensors/lists/arrays as indices.

An index is normalised into a static, hashable spec (see ``runtime.primitives.array``) plus the
index arrays, so every indexing pattern is one cached kernel (eager) or one IR node (graph).
Ellipsis is expanded here, so ints can be bounds-checked against the shape at the call (JAX
would silently clamp them).
"""
import functools

import jax
import numpy as np

from ..common.tensor import Tensor
from ..runtime.dispatch import dispatch, running_eagerly, state
from ..runtime.primitives.array import _MAX_INDEX_ARRAYS
from ..runtime.registry import freeze_attrs, get_op
from . import index_boost, index_refusals as refuse, views
from ._util import IndexOutOfRangeError, check_index_range, concrete, shape_of

_GETITEM, _SETITEM, _SELECT = get_op("getitem"), get_op("setitem"), get_op("select")
_FULL_SLICE = ("s", None, None, None)


class SetitemIndexError(IndexOutOfRangeError, ValueError):
    """``t[index] = v`` with an index tensor holding a value outside its axis: MindSpore 2.10's
    ValueError (from TensorScatterUpdate) and, as reading, an IndexError."""


__all__ = ["tensor_getitem", "tensor_setitem", "set_items", "strided_slice",
           "IndexOutOfRangeError", "check_index_range"]


def _as_index_tensor(item, index, op):
    """A list/tuple/Tensor index item -> a Tensor (bool or integer); ``index``: the whole index.
    A numpy array is refused, as 2.10 does."""
    if isinstance(item, Tensor):
        t = item
    else:
        if isinstance(item, np.ndarray):
            refuse.refuse_array(item, index, op)
        if item is index:   # numpy scalars in a list inside a tuple index are numbers (2.10)
            refuse.check_list_items(item, index, op)
        if len(item) or not isinstance(item, (list, tuple)):
            arr = np.asarray(item)
        elif isinstance(index, tuple):     # 2.10 (measured: x[0, []], x[[[]]] in both modes)
            raise IndexError(("IndexError: " if running_eagerly() else "") + "The sequence "
                             "element(tuple/list) in tuple index can't be empty.")
        else:   # an empty list selects nothing: integer positions, not numpy's float64 default
            arr = np.zeros(0, np.int64)
        if isinstance(item, (list, tuple)) and arr.dtype.kind == "f":
            arr = _float_positions(item, arr, index, op)
        if arr.dtype == object or arr.dtype.kind not in "biu":
            refuse.str_in_list(item)
            raise IndexError(f"only integers, slices, None, Ellipsis, bool and integer "
                             f"tensors are valid indices, but got {item!r}")
        t = Tensor(arr)
    if t.dtype.kind not in ("bool", "int", "uint"):
        refuse.float_index_tensor(t, op)
    return t


def _float_positions(item, arr, index, op):
    """A list of floats in a tuple index is truncated to positions, as 2.10 reads it (measured
    in both modes: ``x[[0.5, 1], [0, 1]]`` is ``x[[0, 1], [0, 1]]``; a graph assignment too);
    2.10 refuses it in an eager assignment and as the whole index (``x[[1.5, 2.0]]``)."""
    if not isinstance(index, tuple):
        if op == "getitem" and not running_eagerly():      # (measured: x[[1.5]])
            raise refuse._graph_tuple_error(op, "Float32")
        v = next(v for v in item if isinstance(v, float))
        raise TypeError(f"For tuple index, the types only support 'Slice', 'Ellipsis', 'None', "
                        f"'Tensor', 'int', 'List', 'Tuple', 'bool', but got type 'Float', "
                        f"value: {v}")
    if op == "setitem" and running_eagerly():
        raise IndexError("For 'tensor setitem', the index tensor data type '44' is not "
                         "supported.")
    return arr.astype(np.int64)


def _graph_int(it):
    """An int, or a graph Tensor standing for one (an ``ms.mutable`` int in a graph)."""
    if isinstance(it, Tensor):
        return state.tracer.scalar_kind(it) is int
    return isinstance(it, (int, np.integer)) and not isinstance(it, (bool, np.bool_))


def _int(v, s, name):
    """A slice bound: None, an int or an int Tensor (``int()`` would truncate a float); 2.10's
    refusals of the others: ``index_refusals.slice_bound``."""
    return v if v is None or type(v) is int else refuse.slice_bound(v, s, name)


def _consumed(item):
    """Axes of the indexed tensor an index item consumes."""
    if item is None or item is Ellipsis or item is True or isinstance(item, np.bool_):
        return 0
    if isinstance(item, Tensor) and item.dtype.kind == "bool":
        return item.ndim
    return 1


def normalize_index(shape, index, op="getitem"):
    """``(spec, index_tensors, has_mask)`` for ``tensor[index]`` on a tensor of ``shape``
    (a list index as ``_list_index`` reads it)."""
    items = index if isinstance(index, tuple) else (index,)
    # a tuple inside the index tuple is an integer sequence, as a list (numpy, MindSpore)
    raw = items
    items = [_as_index_tensor(it, index, op) if isinstance(it, (Tensor, list, tuple, np.ndarray))
             else it for it in items]
    nd = len(shape)
    used = sum(_consumed(it) for it in items)
    if sum(it is Ellipsis for it in items) > 1:
        raise IndexError("An index can only have a single ellipsis('...')")
    if used > nd:
        refuse.too_many_indices(nd, used, op)
    spec, arrays, dim, has_mask = [], [], 0, False
    for pos, it in enumerate(items):
        if it is Ellipsis:
            spec.extend([_FULL_SLICE] * (nd - used))
            dim += nd - used
        elif it is None:
            spec.append(("n",))
        elif isinstance(it, (bool, np.bool_)):
            if type(it) is not bool:
                refuse.numpy_scalar(it, index, op)
            if not it:      # 2.10 reads no empty selection (setitem skips it: tensor_setitem)
                raise IndexError("Bool element of tuple index must be 'True', but got 'False'."
                                 if len(items) > 1 else "When tensor is indexed by a bool "
                                 "object, the value only support 'True'.")
            spec.append(("n",))     # x[True] adds an axis, as numpy and MindSpore

        elif isinstance(it, (int, np.integer)):
            if type(it) is not int:
                refuse.numpy_scalar(it, index, op)
            size = shape[dim]
            v = int(it)
            if not -size <= v < size:
                refuse.int_out_of_range(v, size, op, not isinstance(index, tuple), dim)
            spec.append(("i", v % size))
            dim += 1
        elif isinstance(it, slice):
            if type(it.step) is int and it.step == 0:
                refuse.zero_step(op)
            spec.append(("s", _int(it.start, it, "start"), _int(it.stop, it, "stop"),
                         _int(it.step, it, "step")))
            dim += 1
        elif isinstance(it, Tensor):
            if it.dtype.kind == "bool":
                has_mask = True
                refuse.check_mask_shape(it.shape, shape, dim, isinstance(raw[pos], Tensor), op)
            else:
                refuse.index_range(op, it, raw[pos], index, shape[dim], dim)
            spec.append(("a", len(arrays)))
            arrays.append(it)
            dim += _consumed(it)
        elif hasattr(it, "window_item"):   # x[i:i + 1] at a scan's index (compiler.loop_windows)
            start, size, step = it.window_item(shape[dim])
            spec.append(("d", len(arrays), size, step))
            arrays, dim = arrays + [start], dim + 1
        else:
            if isinstance(it, np.generic) and not isinstance(it, float):
                refuse.numpy_scalar(it, index, op)
            if isinstance(it, (float, np.floating, str)):
                refuse.refuse_item(it, index, op)
            # MindSpore 2.10: x[1.5] is an IndexError, a float inside a tuple a TypeError
            refuse.other_item(it, index, op)
            err = TypeError if len(items) > 1 and isinstance(it, float) else IndexError
            raise err(f"only integers, slices, None, Ellipsis, bool and integer tensors are "
                      f"valid indices, but got {type(it).__name__}: {it!r}")
    return tuple(spec), arrays, has_mask


def _list_index(index):
    """A list index as 2.10 reads it: one holding a Tensor, list, tuple, slice, None or Ellipsis
    is a tuple of indices (``x[[[0, 1], [1, 0]]]`` is ``x[[0, 1], [1, 0]]``, both modes); one
    of numbers an array index, in a graph also of ``ms.mutable`` ints (gathers rows)."""
    if index and any(isinstance(it, Tensor) for it in index) and \
            all(_graph_int(it) for it in index):
        return dispatch(get_op("stack"), [Tensor(it, np.int64) if isinstance(it, int) else
                                          it.astype(np.int64) for it in index],
                        freeze_attrs({"axis": 0}))
    if any(isinstance(it, (Tensor, list, tuple, slice)) or it is None or it is Ellipsis
           for it in index):
        return tuple(index)
    return index


def _bools_as_ints(item):
    """An item of a list index read as a tuple, in an eager assignment: 2.10 takes its bools as
    0/1 (measured: ``x[[[True, False, True]]] = v`` writes rows 1, 0, 1; reading, a graph, a
    tuple index, a bool Tensor: a mask) and refuses numpy scalars (reading: numbers)."""
    if type(item) is bool:
        return int(item)
    if isinstance(item, np.generic) and not isinstance(item, float):
        refuse.numpy_scalar(item, None, "setitem")
    return [_bools_as_ints(v) for v in item] if isinstance(item, (list, tuple)) else item


def _masks_to_ints(spec, arrays):
    """Eager only: replace bool masks by their nonzero integer index arrays."""
    new_spec, new_arrays = [], []
    for item in spec:
        if item[0] != "a":
            new_spec.append(item)
            continue
        t = arrays[item[1]]
        if t.dtype.kind == "bool":
            for idx in np.nonzero(t.asnumpy()):
                new_spec.append(("a", len(new_arrays)))
                new_arrays.append(Tensor(idx.astype(np.int64)))
        else:
            new_spec.append(("a", len(new_arrays)))
            new_arrays.append(t)
    return tuple(new_spec), new_arrays


def tensor_getitem(t, index):
    """``t[index]`` (what ``Tensor.__getitem__`` calls).

    >>> import minicell as ms
    >>> x = ms.Tensor([[1, 2, 3], [4, 5, 6]])
    >>> x[1, ::2].asnumpy().tolist(), x[x > 4].asnumpy().tolist()
    ([4, 6], [5, 6])
    """
    if isinstance(index, list) and all(isinstance(i, bool) for i in index) and \
            not any(index):
        # MindSpore reads a list of bools as the positions of its Trues: here none (or `x[[]]`);
        # 2.10's graph reads x[[]] as an empty mask (measured)
        raise IndexError("When tensor is indexed by list, the list can't be empty."
                         if index or running_eagerly() or not shape_of(t) else
                         f"'dimension is {shape_of(t)[0]} but corresponding boolean dimension is "
                         f"0'")
    src, src_index = t, index
    refuse.scalar_tensor(shape_of(t), index)
    index_boost.check(shape_of(t), index, "getitem")
    if isinstance(index, list):
        index = _list_index(index)
    t, index = _true_beside_arrays(t, refuse.bool_scalar_positions(index)[0])
    spec, arrays, has_mask = normalize_index(shape_of(t), index)
    if has_mask:
        if not concrete(*(a for a in arrays if a.dtype.kind == "bool")):   # (a known count)
            state.tracer.shape_from_values("indexing with a bool mask (`x[mask]`)")
        spec, arrays = _masks_to_ints(spec, arrays)
    kernel_spec, arrays = _positions_as_arrays(spec, arrays, shape_of(t))
    out = dispatch(_GETITEM, (t, *arrays), freeze_attrs({"index": kernel_spec}))
    return views.picked(views.indexed(out, t, spec), src, src_index)


def _true_beside_arrays(t, index):
    """A True in an index tuple that also holds array indices is numpy's 0-d bool index, as
    2.10 reads it: a new axis of length 1 taken by the array ``[0]``, which broadcasts with the
    other arrays (``x[True, [1, 2]]`` of a (3, 4) ``x`` is (2, 4), not (1, 2, 4); measured).
    Returns ``(t, index)`` with each such True written that way."""
    if not isinstance(index, tuple) or not any(
            isinstance(it, (Tensor, list, tuple, np.ndarray)) for it in index):
        return t, index
    for pos, it in enumerate(index):
        if it is True or (isinstance(it, np.bool_) and it):
            before, after = index[:pos], index[pos + 1:]
            axis = len(shape_of(t)) - sum(_consumed(i) for i in after) \
                if any(i is Ellipsis for i in before) else sum(_consumed(i) for i in before)
            t = tensor_getitem(t, (slice(None),) * axis + (None,))
            return _true_beside_arrays(t, before + (Tensor([0]),) + after)
    return t, index


def tensor_setitem(t, index, value):
    """``t[index] = value`` (what ``Tensor.__setitem__`` calls): replaces ``t``'s data; on a
    Parameter it is a Parameter write (an assign inside a compiled graph). Returns ``t``, as
    MindSpore 2.10's ``Tensor.__setitem__`` does (``x.__setitem__(i, v)`` is ``x``). Eagerly,
    a ``t`` read as ``src[index]`` is then written back into ``src[index]`` whole, as 2.10's CPU
    ``__setitem__`` does (``x[ids][:, 0] = 1`` sets ``x``; ``views.picked``).

    >>> import minicell as ms
    >>> x = ms.Tensor([1.0, 2.0, 3.0])
    >>> x[0] = 9.0; x[x > 2.5] = 0.0; x.asnumpy().tolist()
    [0.0, 2.0, 0.0]
    """
    new = set_items(t, index, value)
    if new is not t:
        _write(t, new, method=False)
    up = t._index_parent
    if up is not None and running_eagerly():
        tensor_setitem(up[0], up[1], t)     # ``src[index][i] = v`` writes into ``src`` too
    return t


def set_items(t, index, value):
    """A new Tensor: ``t`` with ``t[index]`` replaced by ``value``; ``t`` itself is unchanged
    (``t`` is returned when the index selects nothing). ``tensor_setitem`` writes it back.

    >>> import minicell as ms
    >>> x = ms.Tensor([1.0, 2.0, 3.0])
    >>> set_items(x, 0, 9.0).asnumpy().tolist(), x.asnumpy().tolist()
    ([9.0, 2.0, 3.0], [1.0, 2.0, 3.0])
    """
    if isinstance(index, Tensor) and index.dtype.kind == "bool":
        refuse.mask_set_value(shape_of(t), index, value)
    refuse.check_set_value(value)
    refuse.scalar_tensor(shape_of(t), index)
    index_boost.check(shape_of(t), index, "setitem", value)
    if isinstance(index, list):
        index = _list_index(index)
        if isinstance(index, tuple) and running_eagerly() and not state.fallback:
            index = tuple(_bools_as_ints(it) for it in index)
    index, nothing = refuse.bool_scalar_positions(index)
    if nothing or refuse.selects_nothing(index):
        return t    # 2.10 writes nothing (numpy too)
    expanded, index = _true_beside_arrays(t, index)
    if expanded is not t:       # written as the read selects (x[[2, 3], True] is (2, ...))
        from .array_ops import reshape
        new = set_items(expanded, index, value)
        return t if new is expanded else reshape(new, shape_of(t))
    try:
        spec, arrays, has_mask = normalize_index(shape_of(t), index, "setitem")
    except IndexOutOfRangeError as e:
        raise SetitemIndexError(str(e)) from None
    if has_mask and len(arrays) == 1 and len(spec) == 1 and \
            _fills_rows(value, shape_of(t)[arrays[0].ndim:]):
        # A lone mask and a value for every selected row alike: a select keeps static
        # shapes, so it also works in a compiled graph.
        mask = arrays[0]
        if mask.shape != t.shape:
            from .array_ops import broadcast_to, reshape
            mask = broadcast_to(reshape(mask, mask.shape + (1,) * (t.ndim - mask.ndim)),
                                t.shape)
        from .functional import cast
        new = dispatch(_SELECT, (mask, cast(value, t.dtype) if isinstance(value, Tensor)
                                 else value, t))
        if new.dtype != t.dtype:
            new = cast(new, t.dtype)
    else:
        if has_mask:
            state.tracer.shape_from_values("a bool mask combined with other indices")
            spec, arrays = _masks_to_ints(spec, arrays)
        value = _drop_leading_ones(value, t.ndim + spec.count(("n",)))
        value = refuse.set_value_shape(value, spec, arrays, shape_of(t))
        spec, arrays = _positions_as_arrays(spec, arrays, shape_of(t))
        new = dispatch(_SETITEM, (t, value, *arrays), freeze_attrs({"index": spec}))
    return new


@functools.lru_cache(maxsize=4096)
def _index_scalar(i):
    """A 0-d int64 Tensor of ``i``, made once (a Tensor costs more than the indexing itself) and
    concrete even when eager code runs under a JAX transformation (it outlives the call)."""
    with jax.ensure_compile_time_eval():
        return Tensor(np.int64(i))


def _positions_as_arrays(spec, arrays, shape):
    """Eagerly, integer indices and the starts of partial forward slices (already in range) are
    passed to the kernel as 0-d int64 arrays instead of being compiled into it, so one kernel
    serves every position (``x[i]``, ``x[i:i + n]``, ``x[i] = v`` in a loop compiled a kernel
    per ``i`` before). An int among array indices is an array index already (numpy's rule), and
    alone a 0-d array index selects as the int does; a slice becomes a ``("d", ...)`` item (see
    ``runtime.primitives.array``), so results are the same. In a graph positions stay constants
    (XLA folds them; the IR's passes read them)."""
    if not running_eagerly() or any(item[0] == "e" for item in spec):
        return spec, arrays
    given, arrays, new_spec, dim = len(arrays), list(arrays), [], 0
    for item in spec:
        tag, new = item[0], item
        if tag == "i":
            new = ("a", len(arrays))
            arrays.append(_index_scalar(item[1]))
        elif tag == "s":
            start, stop, step = slice(*item[1:]).indices(shape[dim])
            size = len(range(start, stop, step))
            if step > 0 and size and (start, size) != (0, shape[dim]):
                new = ("d", len(arrays), size, step)
                arrays.append(_index_scalar(start))
        if tag == "a" and arrays[item[1]].dtype.kind == "bool":
            dim += arrays[item[1]].ndim
        elif tag != "n":
            dim += 1
        new_spec.append(new)
    if len(arrays) > _MAX_INDEX_ARRAYS:         # past the kernel's arguments: as compiled
        return spec, arrays[:given]
    return tuple(new_spec), arrays


def _fills_rows(value, rest):
    """Whether ``value`` broadcasts to one masked row of shape ``rest`` (leading size-1 axes
    aside); else it holds one row per selected row (``x[mask] += 1``) and must be scattered."""
    shape = list(shape_of(value)) if isinstance(value, Tensor) else []
    while len(shape) > len(rest) and shape[0] == 1:
        shape.pop(0)
    if len(shape) > len(rest):
        return False
    return all(a in (1, b) for a, b in zip(shape[::-1], rest[::-1]))


def _drop_leading_ones(value, most):
    """``value`` without the leading size-1 axes beyond ``most`` axes: MindSpore (as numpy)
    accepts ``x[...] = v`` with ``v`` of shape (1, *x.shape)."""
    shape = shape_of(value) if isinstance(value, Tensor) else ()
    k = 0
    while len(shape) - k > most and shape[k] == 1:
        k += 1
    if not k:
        return value
    from .array_ops import reshape
    return reshape(value, tuple(shape[k:]))


def _write(t, new, method=True):    # (method: an in-place method's write, not ``t[i] = v``)
    from ..common.parameter import is_state
    if is_state(t):                 # a Parameter or a Cell's buffer
        from ..runtime.param_write import write
        write(t, new, "Assign")
    else:
        state.tracer.tensor_written(t)
        views.method_wrote(t) if method else None
        t._data = new._data
        t._tape_node = new._tape_node  # later uses of t see the updated value's history
    views.written(t, _write)       # a view writes into its root, a root into its views


def strided_slice(input_x, begin, end, strides, begin_mask=0, end_mask=0, ellipsis_mask=0,
                  new_axis_mask=0, shrink_axis_mask=0):
    """``input_x[begin[0]:end[0]:strides[0], ...]`` with MindSpore's bit masks (bit i of
    ``begin_mask``/``end_mask`` ignores begin[i]/end[i]; ``shrink_axis_mask`` takes the single
    index begin[i]; ``new_axis_mask`` inserts an axis; ``ellipsis_mask`` an ellipsis).

    >>> import minicell as ms
    >>> ms.ops.strided_slice(ms.Tensor([1, 2, 3, 4, 5]), (1,), (5,), (2,)).asnumpy().tolist()
    [2, 4]
    """
    _check_slice_args(begin, end, strides)
    if isinstance(ellipsis_mask, int) and bin(ellipsis_mask).count("1") > 1:
        raise ValueError(f"For 'StridedSlice' only support one ellipsis in the index, but got "
                         f"{ellipsis_mask}")
    items = []
    for i, (b, e, s) in enumerate(zip(begin, end, strides)):
        bit = 1 << i
        if ellipsis_mask & bit:
            items.append(Ellipsis)
        elif new_axis_mask & bit:
            items.append(None)
        elif shrink_axis_mask & bit:
            items.append(int(b))
        else:
            items.append(slice(None if begin_mask & bit else int(b),
                               None if end_mask & bit else int(e), int(s)))
    return tensor_getitem(input_x, tuple(items))


def _check_slice_args(begin, end, strides):
    """MindSpore 2.10's errors for StridedSlice's begin/end/strides (tuples of ints or 1-D int
    Tensors): a ValueError when their lengths differ (zip would drop the extra entries), a
    TypeError for a non-int entry (int() would truncate 0.5 into 0)."""
    args = {"begin": begin, "end": end, "strides": strides}
    for name, value in args.items():
        if isinstance(value, Tensor):       # a 1-D int Tensor (dynamic begin/end in 2.10)
            continue
        if not isinstance(value, (tuple, list)):
            raise TypeError(f"For 'StridedSlice', '{name}' must be a tuple of ints, but got "
                            f"{type(value).__name__}.")
        for v in value:
            if isinstance(v, bool) or not isinstance(v, (int, np.integer, Tensor)):
                raise TypeError(f"For 'StridedSlice', '{name}' must be a tuple of ints, but got "
                                f"{value!r} holding a {type(v).__name__}.")
    if len({len(v) for v in args.values()}) > 1:
        raise ValueError(f"For 'StridedSlice', 'begin', 'end' and 'strides' must have the same "
                         f"length, but got length of 'begin': {len(begin)}, 'end': {len(end)}, "
                         f"'strides': {len(strides)}.")
    if not isinstance(strides, Tensor) and any(type(v) is int and v == 0 for v in strides):
        raise ValueError("For 'StridedSlice', input 'strides' can not contain 0.")   # (2.10's)
