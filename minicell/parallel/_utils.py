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
