"""The private helpers of MindSpore's ``mindspore.parallel._utils`` that training scripts import
(``_get_device_num``, ``_get_gradients_mean``, ``_get_parallel_mode``, ``_get_global_rank``).

>>> _get_parallel_mode(), _get_device_num(), _get_gradients_mean()
('stand_alone', 1, False)
"""
from . import _mesh
from ._auto_parallel_context import get_auto_parallel_context


def _get_parallel_mode():
    return get_auto_parallel_context("parallel_mode")


def _get_gradients_mean():
    return get_auto_parallel_context("gradients_mean")


def _get_device_num():
    """The devices a step is spread over: 1 when stand-alone, else the group's size."""
    return _mesh.device_num()


def _get_global_rank():
    world = _mesh.world()
    return 0 if world is None else world.rank


def _is_sharding_propagation():
    """Whether strategies are searched by sharding propagation (auto_parallel with
    ``search_mode='sharding_propagation'``)."""
    return (_get_parallel_mode() == "auto_parallel"
            and get_auto_parallel_context("search_mode") == "sharding_propagation")


def _is_in_auto_parallel_mode():
    return _get_parallel_mode() in ("semi_auto_parallel", "auto_parallel")


def _is_in_data_parallel_mode():
    return _get_parallel_mode() == "data_parallel"


def _is_in_hybrid_parallel_mode():
    return _get_parallel_mode() == "hybrid_parallel"


def _get_pipeline_stages():
    return get_auto_parallel_context("pipeline_stages")


def _get_enable_parallel_optimizer():
    return get_auto_parallel_context("enable_parallel_optimizer")


def _get_full_batch():
    return get_auto_parallel_context("full_batch")


def _check_full_batch():
    """MindSpore's check when a Cell's graph is compiled (GRAPH_MODE; not for ``jit``
    functions, gradients or PYNATIVE_MODE, measured on 2.10): ``full_batch`` outside
    semi_auto_parallel / auto_parallel is a RuntimeError."""
    if get_auto_parallel_context("full_batch") and not _is_in_auto_parallel_mode():
        raise RuntimeError("full_batch could only be used under semi_auto_parallel or "
                           "auto_parallel.")


def _get_stage_device_num():
    """The devices of one pipeline stage."""
    return _get_device_num() // _get_pipeline_stages()


def _get_grad_accumulation_shard():
    return False


def _reset_op_id():
    """MindSpore resets the counter that numbers its graph's operators (parallel ut tests call
    it between tests); minicell's compiled graphs have no such counter: nothing to reset."""


def _same_sliced_dims(train_layout, predict_layout):
    """Whether two layouts cut every tensor dimension into the same number of slices (same
    tensor map, same device-matrix size on each axis a dimension is mapped to)."""
    (train_mat, train_map), (predict_mat, predict_map) = train_layout[:2], predict_layout[:2]
    if train_map != predict_map:
        return False
    return all(axis == -1 or train_mat[-1 - axis] == predict_mat[-1 - axis]
               for axis in train_map)


def _infer_rank_list(train_map, predict_map=None):
    """Which training ranks' checkpoint slices a predicting rank needs, per Parameter.

    A layout is ``[device_matrix, tensor_map, ...]`` (MindSpore's strategy-map value; a tensor
    map entry counts device-matrix axes from the right, -1 = not cut). The answer per name is
    ``(ranks, exact)``: the ranks holding distinct slices (one rank of each run of repeats), and
    whether the predicting rank can take its slice whole from the first of them.

    >>> _infer_rank_list({"w": [[4, 8], [-1, 0]]}, {"w": [[4, 8], [-1, 0]]})
    {'w': ([0], True)}
    """
    import numpy as np
    stages = _get_pipeline_stages()
    rank = _get_global_rank()
    local_rank = int(rank % (_get_device_num() / stages)) if stages > 1 else rank
    result = {}
    for name, layout in train_map.items():
        matrix, tensor_map = list(layout[0]), layout[1]
        # an axis no dimension is mapped to only repeats the data: keep its first index
        pick = tuple(slice(None) if len(matrix) - 1 - axis in tensor_map else 0
                     for axis in range(len(matrix)))
        ranks = np.arange(int(np.prod(matrix))).reshape(matrix)[pick].flatten()
        if not predict_map:
            result[name] = (ranks, False)
            continue
        if name not in predict_map:
            continue
        target = predict_map[name]
        if layout[0] == target[0] and tensor_map == target[1]:
            result[name] = ([local_rank], True)
        elif _same_sliced_dims(layout, target) and len(ranks) == 1:
            result[name] = (ranks, True)
        elif _same_sliced_dims(layout, target) and len(ranks) == int(np.prod(target[0])):
            result[name] = ([ranks[local_rank]], True)
        else:
            result[name] = (ranks, False)
    return result
