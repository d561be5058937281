"""``mindspore.parallel.nn.parallel_cell_wrapper``: the micro-batch Cells (see the package)."""
from ...nn.wrap.micro_batch import GradAccumulationCell, MicroBatchInterleaved, PipelineCell
from ...nn.wrap.micro_batch import _MicroBatch  # noqa: F401  (2.10 imports it here too)

__all__ = ["PipelineCell", "Pipeline", "MicroBatchInterleaved", "GradAccumulation"]


class GradAccumulation(GradAccumulationCell):
    """``GradAccumulation(network, micro_size)``: ``network``'s outputs summed over
    ``micro_size`` micro-batches of the inputs' axis 0 (the gradient accumulates with them)."""
    _api = "GradAccumulation"


class Pipeline(PipelineCell):
    """``Pipeline(network, micro_size, stage_config=None, segment_config=None)``: 2.10's new
    name of ``PipelineCell`` (the same Cell; its errors still name 'PipelineCell')."""
