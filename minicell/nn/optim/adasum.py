"""``AdaSumByGradWrapCell`` / ``AdaSumByDeltaWeightWrapCell``: MindSpore's AdaSum optimizer
wrappers. They import, and building one checks the parallel context as MindSpore 2.10 does
(stand-alone, optimizer shard, pipeline stages, fewer than 16 devices each raise its
RuntimeError); a context that passes those checks raises ``UnsupportedError`` with the reason:
AdaSum combines per-node gradients over send/receive between ranks, and minicell's data parallel
is one global-view program with no per-node gradients.

>>> import minicell as ms
>>> from minicell import nn
>>> try:
...     nn.AdaSumByGradWrapCell(nn.Momentum(nn.Dense(2, 2).trainable_params(), 0.1, 0.9))
... except RuntimeError as e:
...     print(e)
Stand alone mode is not supported to apply adasum.
"""
from ...common.unsupported import UnsupportedError
from ...parallel._auto_parallel_context import get_auto_parallel_context
from ..cell import Cell

__all__ = ["AdaSumByGradWrapCell", "AdaSumByDeltaWeightWrapCell"]

_WHY = ("AdaSum combines the separate gradients (or weight deltas) of the data-parallel nodes "
        "pairwise by their dot products, over send/receive between ranks; minicell's data "
        "parallel is one global-view program whose gradients are already the whole batch's, "
        "summed by XLA, so no per-node gradients exist to combine")


def _check_parallel_context(name):
    if get_auto_parallel_context("parallel_mode") == "stand_alone":
        raise RuntimeError("Stand alone mode is not supported to apply adasum.")
    if get_auto_parallel_context("enable_parallel_optimizer"):
        raise RuntimeError("Currently, the optimizer shard is not supported with applying "
                           "adasum.")
    stages = get_auto_parallel_context("pipeline_stages")
    if stages > 1:
        raise RuntimeError("Currently, the pipeline parallel is not supported with applying "
                           "adasum.")
    devices = get_auto_parallel_context("device_num") // max(stages, 1)
    if devices < 16 or devices & (devices - 1):
        raise RuntimeError("The device_num must be at least 16 and must be the power of 2 when "
                           "applying adasum.")
    raise UnsupportedError(f"mindspore.nn.{name} is not supported by minicell: {_WHY}.",
                           name=name)


class AdaSumByGradWrapCell(Cell):
    """AdaSum over the gradients before ``optimizer`` (see the module docstring)."""

    def __init__(self, optimizer):
        super().__init__(auto_prefix=False)
        _check_parallel_context(type(self).__name__)


class AdaSumByDeltaWeightWrapCell(Cell):
    """AdaSum over the weight deltas after ``optimizer`` (see the module docstring)."""

    def __init__(self, optimizer):
        super().__init__(auto_prefix=False)
        _check_parallel_context(type(self).__name__)
