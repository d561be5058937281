"""Bayesian dense layers: the weight (and bias) sampled from a Normal posterior per call."""
from .... import ops as _ops
from ...._checkparam import check_positive_int, check_bool
from ...cell import Cell
from ...layer.activation import get_activation
from ..distribution.normal import Normal
from .layer_distribution import NormalPrior, normal_post_fn
from ._util import check_prior, check_posterior

__all__ = ['DenseReparam', 'DenseLocalReparam']


def kl_of(prior, posterior):
    """sum KL(posterior || prior) of one weight."""
    args = posterior('get_dist_args')
    return _ops.reduce_sum(prior('kl_loss', posterior('get_dist_type'), *args))


class _DenseVariational(Cell):
    """Shared part of the Bayesian dense layers."""

    def __init__(self, in_channels, out_channels, activation=None, has_bias=True,
                 weight_prior_fn=NormalPrior, weight_posterior_fn=normal_post_fn,
                 bias_prior_fn=NormalPrior, bias_posterior_fn=normal_post_fn):
        super().__init__()
        self.in_channels = check_positive_int(in_channels)
        self.out_channels = check_positive_int(out_channels)
        self.has_bias = check_bool(has_bias)
        self.weight_prior = check_prior(weight_prior_fn, 'weight_prior_fn')
        self.weight_posterior = check_posterior(
            weight_posterior_fn, shape=[self.out_channels, self.in_channels],
            param_name='bnn_weight', arg_name='weight_posterior_fn')
        if self.has_bias:
            self.bias_prior = check_prior(bias_prior_fn, 'bias_prior_fn')
            self.bias_posterior = check_posterior(
                bias_posterior_fn, shape=[self.out_channels], param_name='bnn_bias',
                arg_name='bias_posterior_fn')
        self.activation = activation
        self.activation_flag = bool(activation)
        if self.activation_flag:
            if isinstance(activation, str):
                self.activation = get_activation(activation)
            elif not isinstance(activation, Cell):
                raise ValueError('The type of `activation` is wrong.')

    def construct(self, x):
        outputs = self._apply_variational_weight(x)
        if self.has_bias:
            outputs = self.apply_variational_bias(outputs)
        if self.activation_flag:
            outputs = self.activation(outputs)
        return outputs

    def extend_repr(self):
        s = (f'in_channels={self.in_channels}, out_channels={self.out_channels}, '
             f'weight_mean={self.weight_posterior.mean}, '
             f'weight_std={self.weight_posterior.untransformed_std}, has_bias={self.has_bias}')
        if self.has_bias:
            s += (f', bias_mean={self.bias_posterior.mean}, '
                  f'bias_std={self.bias_posterior.untransformed_std}')
        if self.activation_flag:
            s += f', activation={self.activation}'
        return s

    def apply_variational_bias(self, inputs):
        """inputs + a bias sampled from its posterior."""
        return _ops.bias_add(inputs, self.bias_posterior('sample'))

    def compute_kl_loss(self):
        """KL(posterior || prior) of the weight (and bias), summed."""
        kl_loss = kl_of(self.weight_prior, self.weight_posterior)
        if self.has_bias:
            kl_loss = kl_loss + kl_of(self.bias_prior, self.bias_posterior)
        return kl_loss


class DenseReparam(_DenseVariational):
    """Dense layer with the reparameterization trick: x @ W^T, W sampled per call."""

    def _apply_variational_weight(self, inputs):
        return _ops.matmul(inputs, _ops.transpose(self.weight_posterior('sample'), (1, 0)))


class DenseLocalReparam(_DenseVariational):
    """Dense layer with the local reparameterization trick: the pre-activations are sampled
    from Normal(x @ mean^T, sqrt(x^2 @ sd^2^T))."""

    def __init__(self, in_channels, out_channels, activation=None, has_bias=True,
                 weight_prior_fn=NormalPrior, weight_posterior_fn=normal_post_fn,
                 bias_prior_fn=NormalPrior, bias_posterior_fn=normal_post_fn):
        super().__init__(in_channels, out_channels, activation=activation, has_bias=has_bias,
                         weight_prior_fn=weight_prior_fn,
                         weight_posterior_fn=weight_posterior_fn,
                         bias_prior_fn=bias_prior_fn, bias_posterior_fn=bias_posterior_fn)
        self.normal = Normal()

    def _apply_variational_weight(self, inputs):
        mean = _ops.matmul(inputs, _ops.transpose(self.weight_posterior('mean'), (1, 0)))
        var = _ops.matmul(_ops.square(inputs),
                          _ops.transpose(_ops.square(self.weight_posterior('sd')), (1, 0)))
        return self.normal('sample', mean=mean, sd=_ops.sqrt(var))
