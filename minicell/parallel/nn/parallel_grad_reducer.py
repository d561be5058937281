"""``mindspore.parallel.nn.parallel_grad_reducer``: ``PipelineGradReducer`` (nn's)."""
from ...nn.wrap.micro_batch import PipelineGradReducer

__all__ = ["PipelineGradReducer"]
