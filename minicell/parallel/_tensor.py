"""The private helpers of MindSpore's ``mindspore.parallel._tensor`` that its checkpoint tools
and tests call: a layout's split counts, regrouping the gathered slices of a Parameter, the
layouts of optimizer-sharded Parameters, and (in ``_tensor_ops``) the per-rank operator lists
that turn one layout's slices into another's.

A layout is 2.10's tuple form ``(device_matrix, tensor_map, full_shape[, rank_list])``: the
``tensor_map`` names device-matrix axes counted from the right (-1: not split; a list: split
over several axes, the first one outermost).

>>> _get_tensor_strategy([2, 4], [1, -1])
[2, 1]
>>> _construct_from_to_tensor_layout((8,), (4,), (0,), (8,), (8,), (0,))
(([2, 4], [0], [8]), ([8], [0], [8]))
"""
import copy
import math

import numpy as np

from ..common.tensor import Tensor
from ._tensor_ops import (  # noqa: F401  (2.10's names in this module)
    _apply_tensor_transform_operators, _generate_transform_operator_stack,
    _get_needed_rank_list_by_layouts, _get_needed_rank_transform_operator_map_by_layouts,
    _transform_tensor_by_layout, _get_resharding_operator_map, _get_tensor_strategy,
    _expand_layout, cached_op_map,
)


def _rank_to_coordinate(rank_index, device_arrangement):
    """The coordinate of a rank in the device matrix (row-major, the last axis fastest)."""
    return [int(c) for c in np.unravel_index(int(rank_index), tuple(device_arrangement))]


def _coordinate_to_rank(device_coordinate, device_arrangement):
    """The rank of a device-matrix coordinate (the inverse of ``_rank_to_coordinate``)."""
    rank = 0
    for c, size in zip(device_coordinate, device_arrangement):
        rank = rank * size + int(c)
    return rank


def _get_tensor_slice_index(device_arrangement, tensor_strategy, tensor_map, rank_index):
    """The index (row-major over ``tensor_strategy``) of the slice that ``rank_index`` holds."""
    coord = _rank_to_coordinate(rank_index, device_arrangement)
    last = len(device_arrangement) - 1
    slice_coord = [0 if m == -1 else coord[last - m] for m in tensor_map]
    return _coordinate_to_rank(slice_coord, tensor_strategy)


def _reshape_param_data(param_data, dev_mat, tensor_map):
    """The whole Parameter from the slices of every device stacked along the first axis
    (what an AllGather of the slices gives): each device's slice is put at its place in the
    grid of slices (devices holding the same slice overwrite each other) and the grid joined.

    >>> _reshape_param_data(Tensor(np.array([[1, 2], [5, 6], [3, 4], [7, 8]])), [2, 2], [0, 1])
    Tensor(shape=[2, 4], dtype=Int64, value=
    [[1, 2, 3, 4],
     [5, 6, 7, 8]])
    """
    data = param_data.asnumpy()
    device_count = math.prod(dev_mat)
    strategy = _get_tensor_strategy(dev_mat, tensor_map)
    grid = np.empty(strategy, dtype=object)
    for rank, piece in enumerate(np.split(data, device_count, axis=0)):
        index = _get_tensor_slice_index(dev_mat, strategy, tensor_map, rank)
        grid[np.unravel_index(index, strategy)] = piece
    return Tensor(np.block(grid.tolist()))


def _construct_from_to_tensor_layout(from_full_tensor_shape, from_dev_matrix, from_tensor_map,
                                     to_full_tensor_shape, to_dev_matrix, to_tensor_map):
    """The two layouts on the same device count: the one on fewer devices gets a leading
    repeated axis that makes up the difference."""
    from_shape, to_shape = list(from_full_tensor_shape), list(to_full_tensor_shape)
    from_dm, to_dm = list(from_dev_matrix), list(to_dev_matrix)
    from_map, to_map = list(from_tensor_map), list(to_tensor_map)
    if len(from_shape) != len(from_map) or len(to_shape) != len(to_map):
        raise ValueError("The tensor map dimensions should be equal to tensor shape dimensions, "
                         "please check strategy file.")
    n_from, n_to = math.prod(from_dm), math.prod(to_dm)
    if max(n_from, n_to) % min(n_from, n_to):
        raise ValueError(f"Cannot transform device_num from {n_from} to {n_to}")
    if n_from > n_to:
        to_dm.insert(0, n_from // n_to)
    elif n_from < n_to:
        from_dm.insert(0, n_to // n_from)
    return (from_dm, from_map, from_shape), (to_dm, to_map, to_shape)


def _repeated_axes(dev_matrix, flat_map):
    """Positions (from the left) of the device-matrix axes of size > 1 that split nothing."""
    used = {len(dev_matrix) - 1 - m for m in flat_map if m != -1}
    return [i for i, size in enumerate(dev_matrix) if i not in used and size > 1]


def _opt_shard_layout(dev_matrix, tensor_map, opt_shard_size, full_shape, strategy, repeated):
    """Spread the optimizer's split of the first dimension over repeated axes, the rightmost
    first; an axis larger than what is left to split is cut in two (the inner part splits).
    The first dimension becomes ``(model-parallel slices, opt axis sizes..., rest)``."""
    new_dm = list(dev_matrix)
    index_map = list(range(len(dev_matrix)))     # old right-counted axis -> new one
    need = opt_shard_size if opt_shard_size != -1 else math.prod(dev_matrix[i] for i in repeated)
    opt_axes = []
    for axis in reversed(repeated):
        take = dev_matrix[axis]
        if need < take:
            if take % need:
                raise ValueError(f"dev_matrix value {dev_matrix[axis]} at dim "
                                 f"{len(dev_matrix) - axis - 1} cannot be divided by needed opt "
                                 f"sharding size {need}")
            take = need
            new_dm[axis] = dev_matrix[axis] // take
            new_dm.insert(axis + 1, take)
            for i in range(len(dev_matrix) - axis - 1, len(dev_matrix)):
                index_map[i] += 1
        if need % take:
            raise ValueError(f"Remained opt_shard_size {need} cannot be divided by current "
                             f"sharding size {take}, the repeat dim is "
                             f"{len(dev_matrix) - axis - 1} with dev_matrix value "
                             f"{dev_matrix[axis]}")
        need //= take
        opt_axes.insert(0, axis)
        if need == 1:
            break
    new_map = list(copy.deepcopy(tensor_map))
    if len(new_dm) != len(dev_matrix):
        opt_axes = [a + 1 for a in opt_axes]   # the one cut axis is left of all of them

        def renumber(m):
            return index_map[m] if m >= 0 else m
        new_map = [[renumber(m) for m in e] if isinstance(e, (tuple, list)) else renumber(e)
                   for e in new_map]
    sizes = [new_dm[a] for a in opt_axes[:-1]]
    rest = full_shape[0] // strategy[0] // math.prod(sizes)
    new_shape = [strategy[0], *sizes, rest, *list(full_shape)[1:]]
    new_map[1:1] = [len(new_dm) - a - 1 for a in opt_axes]
    return new_dm, new_map, new_shape


def _construct_tensor_layout_for_opt_shard_by_layout(dev_matrix, tensor_map, opt_shard_step,
                                                     opt_shard_size, origin_full_tensor_shape):
    """``_construct_tensor_layout_for_opt_shard`` for a tensor map with multi-axis entries
    (left unexpanded in the result)."""
    if opt_shard_step == 0 or opt_shard_size == 0:
        return dev_matrix, tensor_map, list(origin_full_tensor_shape)
    strategy = _get_tensor_strategy(dev_matrix, tensor_map)
    _, flat_map, _ = _expand_layout(dev_matrix, tensor_map, origin_full_tensor_shape)
    repeated = _repeated_axes(dev_matrix, flat_map)
    if not repeated:
        raise ValueError(f"The device_matrix {dev_matrix} and tensor_map {tensor_map} cannot "
                         f"sharding opt_shard")
    return _opt_shard_layout(dev_matrix, tensor_map, opt_shard_size, origin_full_tensor_shape,
                             strategy, repeated)


def _construct_tensor_layout_for_opt_shard(dev_matrix, tensor_map, opt_shard_step,
                                           opt_shard_size, origin_full_tensor_shape):
    """The layout of a Parameter whose first dimension the parallel optimizer also splits
    (``opt_shard_size`` ways, -1: over all repeated axes) as ``(device_matrix, tensor_map,
    full_shape)`` with the first dimension cut into its model-parallel and optimizer parts.

    >>> _construct_tensor_layout_for_opt_shard((2, 2, 2), (2, 1, -1), 1, -1, (16, 16, 16))
    ([2, 2, 2], [2, 0, 1, -1], [2, 8, 16, 16])
    """
    if any(isinstance(e, (list, tuple)) for e in tensor_map):
        return _expand_layout(*_construct_tensor_layout_for_opt_shard_by_layout(
            dev_matrix, tensor_map, opt_shard_step, opt_shard_size, origin_full_tensor_shape))
    if opt_shard_step == 0 or opt_shard_size == 0:
        return dev_matrix, tensor_map, list(origin_full_tensor_shape)
    strategy = _get_tensor_strategy(dev_matrix, tensor_map)
    repeated = _repeated_axes(dev_matrix, tensor_map)
    if not repeated:
        raise ValueError(f"The device_matrix {dev_matrix} and tensor_map {tensor_map} cannot "
                         f"sharding opt_shard")
    inner = math.prod(dev_matrix[repeated[0] + 1:])
    if len(repeated) == 1 and inner != opt_shard_step:
        raise ValueError(f"The optimizer sharding step {opt_shard_step} is not equal to the "
                         f"model parallel sharding size {inner}.")
    if 1 < len(repeated) < len(dev_matrix) or repeated[0] > 0:
        return _opt_shard_layout(dev_matrix, tensor_map, opt_shard_size,
                                 origin_full_tensor_shape, strategy, repeated)
    # only the leftmost axis repeats: the strategy itself becomes the device matrix
    shape = [strategy[0], origin_full_tensor_shape[0] // strategy[0],
             *list(origin_full_tensor_shape)[1:]]
    new_map = [-1 if s == 1 else len(strategy) - 1 - i for i, s in enumerate(strategy)]
    new_map.insert(1, len(strategy))
    new_dm = [opt_shard_size, *strategy]
    repeat = math.prod(dev_matrix) // (opt_shard_step * opt_shard_size)
    if repeat > 1:
        new_dm.insert(0, repeat)
    return new_dm, new_map, shape


# ---- merging pipeline stages ---------------------------------------------------------------
_PP_CACHE = {}


def _infer_pp_op_map(from_layout, to_layout, self_rank):
    """The Broadcast that gives the ranks only ``to_layout`` holds the data of ``self_rank``'s
    place in its stage (the root: the stage's first rank list entry at that place)."""
    from_ranks, to_ranks = list(from_layout[3]), list(to_layout[3])
    per_stage = len(from_ranks)
    pos = self_rank - (self_rank // per_stage) * per_stage
    root = from_ranks[pos]
    extra = [r for r in to_ranks if r not in from_ranks]
    group = sorted([root, *extra[pos::per_stage]])
    return {r: [("Broadcast", root, group)] for r in group}


def _get_pipeline_operator_map(from_layout, to_layout, self_rank):
    """When the target layout spans more ranks than the source stage (fewer pipeline stages),
    the Broadcast each rank takes part in, by rank; ``{}`` otherwise.

    >>> _get_pipeline_operator_map(([2], [0], [8], [0, 1]), ([4], [0], [8], [0, 1, 2, 3]), 1)
    {1: [('Broadcast', 1, [1, 3])], 3: [('Broadcast', 1, [1, 3])]}
    """
    if len(from_layout[3]) >= len(to_layout[3]):
        return {}
    return cached_op_map(_PP_CACHE, _infer_pp_op_map, from_layout, to_layout, self_rank)
