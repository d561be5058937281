"""``mindspore.parallel.nn``: 2.10's home of the micro-batch wrappers (``GradAccumulation``,
``PipelineCell``/``Pipeline``, ``MicroBatchInterleaved``, ``PipelineGradReducer``).

They are ``mindspore.nn``'s wrappers (``minicell/nn/wrap/micro_batch.py`` says how they run in
minicell's one global program): the output is the sum of the network's outputs over the
micro-batches, so its gradient is the accumulated gradient, with 2.10's values in both modes.

>>> import numpy as np, minicell as ms
>>> from minicell import nn
>>> from minicell.parallel.nn import GradAccumulation
>>> net = nn.WithLossCell(nn.Dense(3, 1, weight_init="ones", bias_init="zeros"), nn.MSELoss())
>>> x = ms.Tensor(np.arange(12, dtype=np.float32).reshape(4, 3))
>>> GradAccumulation(net, 2)(x, ms.Tensor(np.ones((4, 1), np.float32)))
Tensor(shape=[], dtype=Float32, value= 683)
"""
from .parallel_cell_wrapper import (  # noqa: F401
    GradAccumulation, MicroBatchInterleaved, Pipeline, PipelineCell,
)
from .parallel_grad_reducer import PipelineGradReducer  # noqa: F401

__all__ = ["PipelineCell", "Pipeline", "MicroBatchInterleaved", "GradAccumulation",
           "PipelineGradReducer"]
