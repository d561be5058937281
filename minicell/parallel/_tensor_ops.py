"""Operator lists that turn the slices of one tensor layout into another's, and their numpy
interpreter (``mindspore.parallel._tensor``'s transform helpers; re-exported there).

Operators are 2.10's tuples: ``('AllConcat', [rank, ..., axis])`` (concatenate those ranks'
tensors along ``axis``), ``('StridedSlice', begin + end + strides)``, ``('Reshape', shape)``.

The lists are minicell's own (2.10 derives them in C++ and splits dimensions into
sub-dimensions first, so its lists can differ): every rank runs the same program, which for
each dimension whose local slice does not hold the target slice concatenates the slices of
the ranks that differ only in the axes that split that dimension (just the ones the target
needs when every rank of such a group needs the same ones), reshapes the full tensor when
the two full shapes differ, and slices the target out of what it holds.

>>> _transform_tensor_by_layout(((8, 1), (1, -1), (32, 64)), ((1, 8), (-1, 0), (32, 64)),
...                             list(range(8)), 0)
[('AllConcat', [0, 1, 2, 3, 4, 5, 6, 7, 0]), ('StridedSlice', [0, 0, 32, 8, 1, 1])]
"""
import itertools
import math

import numpy as np


def _axes(dev_mat, entry):
    """The device-matrix positions (from the left) that split one tensor dimension, the
    outermost first (``entry``: a right-counted axis, -1, or a list of them)."""
    ids = entry if isinstance(entry, (tuple, list)) else (entry,)
    return [len(dev_mat) - 1 - int(k) for k in ids if k != -1]


def _get_tensor_strategy(dev_mat, tensor_map):
    """The slice count of each tensor dimension under ``tensor_map`` on ``dev_mat``."""
    return [math.prod(dev_mat[a] for a in _axes(dev_mat, entry)) for entry in tensor_map]


def _expand_layout(dev_matrix, tensor_map, tensor_shape):
    """A dimension split over several axes becomes one dimension per axis (the outer axes'
    dimensions have the axis' size, the last one the rest); other dimensions stay.

    >>> _expand_layout([4, 2, 2], [[2, 1], 0], [8, 8])
    ([4, 2, 2], [2, 1, 0], [4, 2, 8])
    """
    new_map, new_shape = [], []
    for entry, size in zip(tensor_map, tensor_shape):
        if not isinstance(entry, (tuple, list)):
            new_map.append(entry)
            new_shape.append(size)
            continue
        outer = [dev_matrix[len(dev_matrix) - 1 - a] for a in entry[:-1]]
        new_map.extend(entry)
        new_shape.extend(outer)
        new_shape.append(size // math.prod(outer))
    return dev_matrix, new_map, new_shape


def _slice_ranges(layout, index):
    """Per dimension, the ``[lo, hi)`` range that device number ``index`` holds."""
    dm, tmap, shape = list(layout[0]), layout[1], layout[2]
    coord = np.unravel_index(index, dm)
    out = []
    for entry, size in zip(tmap, shape):
        k, count = 0, 1
        for a in _axes(dm, entry):
            k, count = k * dm[a] + int(coord[a]), count * dm[a]
        step = int(size) // count
        out.append((k * step, (k + 1) * step))
    return out


def _full_group(layout, index, dim):
    """The device numbers that differ from ``index`` only in the axes splitting ``dim``, in
    the order of their slices."""
    dm = list(layout[0])
    axes = _axes(dm, layout[1][dim])
    coord = list(np.unravel_index(index, dm))
    group = []
    for values in itertools.product(*(range(dm[a]) for a in axes)):
        for a, v in zip(axes, values):
            coord[a] = v
        group.append(int(np.ravel_multi_index(coord, dm)))
    return group


def _gather_groups(src, dst, have, dim, n, partial):
    """Per device, the group to concatenate along ``dim`` (with ``partial``: the smallest that
    every member agrees on), or None when no device needs one."""
    if all(have[i][dim][0] <= dst[i][dim][0] and dst[i][dim][1] <= have[i][dim][1]
           for i in range(n)):
        return None
    full = [_full_group(src, i, dim) for i in range(n)]
    if not partial:
        return full
    part = [[j for j in full[i] if have[j][dim][0] < dst[i][dim][1]
             and dst[i][dim][0] < have[j][dim][1]] for i in range(n)]
    if all(i in part[i] and all(part[j] == part[i] for j in part[i]) for i in range(n)):
        return part
    return full


def _program(from_layout, to_layout, n, partial=True):
    """The operator list of every device number (0..n-1). Partial gathers make the ranges a
    device holds depend on the target layout; when the members of a later group then hold
    different ranges, every gather is made whole instead (the members of a whole group hold
    the same ranges in every other dimension)."""
    from_shape, to_shape = [int(s) for s in from_layout[2]], [int(s) for s in to_layout[2]]
    dst = [_slice_ranges(to_layout, i) for i in range(n)]
    have = [_slice_ranges(from_layout, i) for i in range(n)]
    ops = [[] for _ in range(n)]
    reshape = from_shape != to_shape
    for dim in range(len(from_shape)):
        if reshape:
            groups = None if all(h[dim] == (0, from_shape[dim]) for h in have) else \
                [_full_group(from_layout, i, dim) for i in range(n)]
        else:
            groups = _gather_groups(from_layout, dst, have, dim, n, partial)
        if groups is None:
            continue
        others = [[r for d, r in enumerate(h) if d != dim] for h in have]
        if partial and any(others[j] != others[i] for i in range(n) for j in groups[i]):
            return _program(from_layout, to_layout, n, False)
        new_have = []
        for i in range(n):
            ops[i].append(("AllConcat", [*groups[i], dim]))
            ranges = list(have[i])
            ranges[dim] = (have[groups[i][0]][dim][0], have[groups[i][-1]][dim][1])
            new_have.append(ranges)
        have = new_have
    if reshape:
        for i in range(n):
            ops[i].append(("Reshape", list(to_shape)))
        have = [[(0, s) for s in to_shape] for _ in range(n)]
    if any(have[i] != dst[i] for i in range(n)):
        for i in range(n):
            begin = [d[0] - h[0] for d, h in zip(dst[i], have[i])]
            end = [d[1] - h[0] for d, h in zip(dst[i], have[i])]
            ops[i].append(("StridedSlice", begin + end + [1] * len(begin)))
    return ops


_PROGRAMS = {}


def _cached_program(from_layout, to_layout, n):
    key = repr((from_layout[:3], to_layout[:3], n))
    if key not in _PROGRAMS:
        if len(_PROGRAMS) > 64:
            _PROGRAMS.clear()
        _PROGRAMS[key] = _program(from_layout, to_layout, n)
    return _PROGRAMS[key]


def _transform_tensor_by_layout(from_layout, to_layout, device_list, rank_id,
                                enable_redist_opt=False):
    """The operators that turn ``rank_id``'s slice under ``from_layout`` into its slice under
    ``to_layout`` (both ``(device_matrix, tensor_map, full_shape)`` on the same device count;
    ``device_list``: the ranks, in device-matrix order)."""
    del enable_redist_opt                     # the lists are already the short form
    if not isinstance(from_layout, tuple) or not isinstance(to_layout, tuple):
        raise TypeError(f"The layout should be tuple! layout is {from_layout} and {to_layout}")
    ranks = list(device_list)
    n = math.prod(from_layout[0])
    if math.prod(to_layout[0]) != n or len(ranks) != n:
        raise ValueError(f"The device matrices {list(from_layout[0])} and "
                         f"{list(to_layout[0])} and the device list of {len(ranks)} ranks must "
                         f"have the same device number.")
    if rank_id not in ranks:
        raise ValueError(f"The rank {rank_id} is not in the device list {ranks}.")
    program = _cached_program(from_layout, to_layout, n)[ranks.index(rank_id)]
    return [(name, [ranks[v] for v in args[:-1]] + [args[-1]]) if name == "AllConcat"
            else (name, list(args)) for name, args in program]


def _get_needed_rank_transform_operator_map_by_layouts(from_tensor_layout, to_tensor_layout,
                                                       device_list, self_rank,
                                                       enable_redist_opt=False):
    """The operator lists of ``self_rank`` and of every rank whose output it needs (through
    the AllConcat groups, level by level), by rank."""
    def ops_of(rank):
        return _transform_tensor_by_layout(from_tensor_layout, to_tensor_layout, device_list,
                                           rank, enable_redist_opt)
    result = {self_rank: ops_of(self_rank)}
    pending = [(level, op[1][:-1]) for level, op in
               enumerate(o for o in result[self_rank] if o[0] == "AllConcat")]
    while pending:
        level, group = pending.pop()
        for rank in group:
            if rank in result:
                continue
            result[rank] = ops_of(rank)
            concats = [o for o in result[rank] if o[0] == "AllConcat"]
            for below, op in enumerate(concats[:level]):
                pending.insert(0, (below, op[1][:-1]))
    return result


def _get_needed_rank_list_by_layouts(from_tensor_layout, to_tensor_layout, device_list,
                                     self_rank):
    """The ranks whose slices ``self_rank`` needs, sorted."""
    return sorted(_get_needed_rank_transform_operator_map_by_layouts(
        from_tensor_layout, to_tensor_layout, device_list, self_rank))


def _generate_transform_operator_stack(transform_operators_map, self_rank):
    """``(rank, level, operator)`` for ``self_rank``'s last operator and, breadth first, every
    operator whose output it reads (an AllConcat reads each group member one level down)."""
    if self_rank not in transform_operators_map:
        raise ValueError(f"The transform operators of rank id {self_rank} is required.")
    own = transform_operators_map[self_rank]
    if not own:
        return []
    queue = [(self_rank, len(own) - 1, own[-1])]
    out = []
    while queue:
        rank, level, op = queue.pop(0)
        out.append((rank, level, op))
        if level < 1:
            continue
        readers = op[1][:-1] if op[0] == "AllConcat" else [rank]
        queue.extend((r, level - 1, transform_operators_map[r][level - 1]) for r in readers)
    return out


def _check_operator(operator):
    if not isinstance(operator, tuple):
        raise TypeError("The operator should be a list.")
    if len(operator) != 2:
        raise TypeError("The operator should contains 2 item.")
    if not isinstance(operator[1], list):
        raise TypeError("The operator[1] should be list.")


def _reshape(data, op):
    if not isinstance(data, np.ndarray):
        raise TypeError("The data should be a numpy.ndarray.")
    _check_operator(op)
    return np.reshape(data, op[1])


def _concat(parts, op):
    if not isinstance(parts, list):
        raise TypeError("The data_list should be a list.")
    _check_operator(op)
    if len(op[1]) - 1 != len(parts):
        raise ValueError(f"The length of data_list {len(parts)} should be equal to concat_group "
                         f"size {len(op[1]) - 1}")
    return np.concatenate(parts, op[1][-1])


def _strided_slice(data, op):
    _check_operator(op)
    if len(op[1]) % 3:
        raise ValueError("The slice operator information is wrong.")
    k = len(op[1]) // 3
    return data[tuple(slice(b, e, s) for b, e, s in zip(op[1][:k], op[1][k:2 * k], op[1][2 * k:]))]


def _apply_operator(operator_name):
    """The numpy function of one operator name (None for an unknown one)."""
    return {"Reshape": _reshape, "StridedSlice": _strided_slice,
            "AllConcat": _concat}.get(operator_name)


def _apply_tensor_transform_operators(transform_operator_stack, tensor_dict, device_num):
    """Run a stack from ``_generate_transform_operator_stack`` on the slices in
    ``tensor_dict`` (by rank modulo ``device_num``), lowest level first; the result is left in
    ``tensor_dict`` (the AllConcats of a level read the tensors of the level below)."""
    stack = list(transform_operator_stack)
    levels = {}
    for rank, level, op in stack:
        levels.setdefault(level, []).append((rank, op))
    for level in sorted(levels):
        entries = list(reversed(levels[level]))
        name = entries[0][1][0]
        gathered = {}
        for rank, op in entries:
            if rank % device_num not in tensor_dict:
                raise ValueError(f"The checkpoint file of rank {rank % device_num} is missing.")
            if op[0] != name:
                raise ValueError(f"The operator in the same level should be equal in the "
                                 f"transform tensor operator list, but the find {name} and "
                                 f"{op[0]} in level {level}")
            if name != "AllConcat":
                tensor_dict[rank % device_num] = _apply_operator(name)(
                    tensor_dict[rank % device_num], op)
                continue
            for member in op[1][:-1]:
                if member % device_num not in tensor_dict:
                    raise ValueError(f"The checkpoint file of rank {member % device_num} is "
                                     f"missing.")
            parts = [tensor_dict[m % device_num] for m in op[1][:-1]]
            gathered[rank % device_num] = _apply_operator(name)(parts, op)
        tensor_dict.update(gathered)
    transform_operator_stack.clear()


# ---- resharding between two layouts with rank lists ----------------------------------------
_RESHARD_CACHE = {}


def _multi_axis(tensor_map):
    return any(isinstance(e, (list, tuple)) and len(e) > 1 for e in tensor_map)


def _infer_reshard_op_map(from_layout, to_layout, self_rank):
    src, dst = tuple(from_layout[:3]), tuple(to_layout[:3])
    if _multi_axis(from_layout[1]):
        src = tuple(_expand_layout(*from_layout[:3]))
    if _multi_axis(to_layout[1]):
        dst = tuple(_expand_layout(*to_layout[:3]))
    op_map = _get_needed_rank_transform_operator_map_by_layouts(src, dst, from_layout[3],
                                                                self_rank, True)
    for ops in op_map.values():
        if _multi_axis(from_layout[1]):
            cuts = _get_tensor_strategy(src[0], src[1])
            ops.insert(0, ("Reshape", [s // c for s, c in zip(src[2], cuts)]))
        if _multi_axis(to_layout[1]):
            cuts = _get_tensor_strategy(to_layout[0], to_layout[1])
            ops.append(("Reshape", [s // c for s, c in zip(to_layout[2], cuts)]))
    return op_map


def _get_resharding_operator_map(from_layout, to_layout, self_rank):
    """The operator lists, by rank, that reshard ``self_rank``'s slice from ``from_layout`` to
    ``to_layout`` (``(device_matrix, tensor_map, full_shape, rank_list)`` each)."""
    return cached_op_map(_RESHARD_CACHE, _infer_reshard_op_map, from_layout, to_layout,
                         self_rank)


def cached_op_map(cache, infer, from_layout, to_layout, self_rank):
    """``infer(from_layout, to_layout, self_rank)``'s map, kept in ``cache`` by the layout pair
    for every rank it lists (2.10 caches its maps the same way)."""
    key = (f"{from_layout[0]}, {from_layout[1]}, {from_layout[2]}, {from_layout[3]} -> "
           f"{to_layout[0]}, {to_layout[1]}, {from_layout[2]}, {to_layout[3]}")
    known = cache.setdefault(key, {})
    if self_rank not in known:
        op_map = infer(from_layout, to_layout, self_rank)
        for r in op_map:
            known[r] = op_map
        return op_map
    return known[self_rank]
