"""MindSpore's ``mindspore.nn.probability``: probability distributions (``distribution``),
invertible transforms (``bijector``) and Bayesian layers (``bnn_layers``), all Cells over
minicell ops, so they run in GRAPH_MODE and PYNATIVE_MODE alike."""
from . import distribution, bijector

__all__ = ['bijector', 'distribution']   # bnn_layers: imported by name, as MindSpore
