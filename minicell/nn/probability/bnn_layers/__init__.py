"""MindSpore's ``mindspore.nn.probability.bnn_layers``: Bayesian layers whose weights are
sampled from a trainable Normal posterior, and the loss Cell adding their KL terms."""
from . import conv_variational, dense_variational, layer_distribution, bnn_cell_wrapper
from .conv_variational import ConvReparam
from .dense_variational import DenseReparam, DenseLocalReparam
from .layer_distribution import NormalPrior, NormalPosterior
from .bnn_cell_wrapper import WithBNNLossCell

__all__ = (conv_variational.__all__ + dense_variational.__all__ + layer_distribution.__all__
           + bnn_cell_wrapper.__all__)
