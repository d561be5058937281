"""Bayesian 2-d convolution: the kernel (and bias) sampled from a Normal posterior per call."""
from .... import ops as _ops
from ...._checkparam import twice
from ...layer.conv import _Conv
from .dense_variational import kl_of
from .layer_distribution import NormalPrior, normal_post_fn
from ._util import check_prior, check_posterior

__all__ = ['ConvReparam']


class _ConvVariational(_Conv):
    """Shared part of the Bayesian convolutions (NCHW)."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode='same',
                 padding=0, dilation=1, group=1, has_bias=False,
                 weight_prior_fn=NormalPrior, weight_posterior_fn=normal_post_fn,
                 bias_prior_fn=NormalPrior, bias_posterior_fn=normal_post_fn):
        kernel_size, stride, dilation = twice(kernel_size), twice(stride), twice(dilation)
        if pad_mode not in ('valid', 'same', 'pad'):
            raise ValueError(f"Attr 'pad_mode' of 'Conv2d' Op passed {pad_mode}, should be "
                             f"one of values in 'valid', 'same', 'pad'.")
        super().__init__(in_channels, out_channels, kernel_size, stride, pad_mode, padding,
                         dilation, group, has_bias, weight_init='normal', bias_init='zeros',
                         nd=2)
        self.shape = [out_channels, in_channels // group, *kernel_size]
        self.weight.requires_grad = False
        self.weight_prior = check_prior(weight_prior_fn, 'weight_prior_fn')
        self.weight_posterior = check_posterior(weight_posterior_fn, shape=self.shape,
                                                param_name='bnn_weight',
                                                arg_name='weight_posterior_fn')
        if self.has_bias:
            self.bias.requires_grad = False
            self.bias_prior = check_prior(bias_prior_fn, 'bias_prior_fn')
            self.bias_posterior = check_posterior(bias_posterior_fn, shape=[out_channels],
                                                  param_name='bnn_bias',
                                                  arg_name='bias_posterior_fn')
        self.conv2d = _ops.Conv2D(out_channel=out_channels, kernel_size=kernel_size, mode=1,
                                  pad_mode=pad_mode, pad=padding, stride=stride,
                                  dilation=dilation, group=group)

    def construct(self, inputs):
        outputs = self._apply_variational_weight(inputs)
        if self.has_bias:
            outputs = self.apply_variational_bias(outputs)
        return outputs

    def extend_repr(self):
        s = (f'in_channels={self.in_channels}, out_channels={self.out_channels}, '
             f'kernel_size={self.kernel_size}, stride={self.stride}, pad_mode={self.pad_mode}, '
             f'padding={self.padding}, dilation={self.dilation}, group={self.group}, '
             f'weight_mean={self.weight_posterior.mean}, '
             f'weight_std={self.weight_posterior.untransformed_std}, has_bias={self.has_bias}')
        if self.has_bias:
            s += (f', bias_mean={self.bias_posterior.mean}, '
                  f'bias_std={self.bias_posterior.untransformed_std}')
        return s

    def compute_kl_loss(self):
        """KL(posterior || prior) of the kernel (and bias), summed."""
        kl_loss = kl_of(self.weight_prior, self.weight_posterior)
        if self.has_bias:
            kl_loss = kl_loss + kl_of(self.bias_prior, self.bias_posterior)
        return kl_loss

    def apply_variational_bias(self, inputs):
        """inputs + a bias sampled from its posterior (channel axis 1)."""
        return _ops.bias_add(inputs, self.bias_posterior('sample'))


class ConvReparam(_ConvVariational):
    """2-d convolution with the reparameterization trick."""

    def _apply_variational_weight(self, inputs):
        return self.conv2d(inputs, self.weight_posterior('sample'))
