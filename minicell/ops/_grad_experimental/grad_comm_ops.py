"""``mindspore.ops._grad_experimental.grad_comm_ops``: ``get_squared_device_local_norm_param``,
which mindformers' training wrappers import (and call only when the auto-parallel option
``dump_device_local_norm`` is on)."""
from ...common.unsupported import UnsupportedError
from ...parallel._auto_parallel_context import get_auto_parallel_context


def get_squared_device_local_norm_param():
    """2.10: the Parameter into which GRAPH_MODE's communication bprops add each gradient's
    squared local norm. ValueError while ``dump_device_local_norm`` is off, as in 2.10; with it
    on, UnsupportedError: minicell's bprops write no such sum."""
    if not get_auto_parallel_context("dump_device_local_norm"):
        raise ValueError("The parallel config 'dump_device_local_norm' is False.")
    raise UnsupportedError(
        "get_squared_device_local_norm_param is not supported by minicell: MindSpore's "
        "communication bprops add each gradient's squared local norm into it under "
        "dump_device_local_norm; minicell's gradients write no such sum (compute the norm of "
        "the gradients with ops.norm after the step).")
