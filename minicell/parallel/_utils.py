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


def _get_stage_device_num():
    """The devices of one pipeline stage."""
    return _get_device_num() // _get_pipeline_stages()


def _get_grad_accumulation_shard():
    return False


def _reset_op_id():
    """MindSpore resets the counter that numbers its graph's operators (parallel ut tests call
    it between tests); minicell's compiled graphs have no such counter: nothing to reset."""
