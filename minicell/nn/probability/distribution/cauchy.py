"""Cauchy distribution."""
import numpy as np

from .... import ops as _ops
from ....common import dtype as mstype
from ._loc_scale import LocScale
from ._utils.utils import check_distribution_name, raise_not_defined


class Cauchy(LocScale):
    """Cauchy(loc, scale): ``scale`` > 0; mean, sd and var are undefined (ValueError)."""

    def __init__(self, loc=None, scale=None, seed=None, dtype=mstype.float32, name='Cauchy'):
        super().__init__(loc, scale, seed, dtype, name, dict(locals()))

    def _mode(self, loc=None, scale=None):
        return self._check_param_type(loc, scale)[0]

    def _mean(self, *args, **kwargs):
        return raise_not_defined('mean', 'Cauchy', *args, **kwargs)

    def _sd(self, *args, **kwargs):
        return raise_not_defined('standard deviation', 'Cauchy', *args, **kwargs)

    def _var(self, *args, **kwargs):
        return raise_not_defined('variance', 'Cauchy', *args, **kwargs)

    def _entropy(self, loc=None, scale=None):
        _, scale = self._check_param_type(loc, scale)
        return _ops.log(scale) + float(np.log(4 * np.pi))

    def _log_prob(self, value, loc=None, scale=None):
        z, _, scale = self._z(value, loc, scale)
        return -_ops.log1p(_ops.square(z)) - _ops.log(np.pi * scale)

    def _cdf(self, value, loc=None, scale=None):
        z, _, _ = self._z(value, loc, scale)
        return _ops.atan(z) / np.pi + 0.5

    def _log_cdf(self, value, loc=None, scale=None):
        z, _, _ = self._z(value, loc, scale)
        return _ops.log1p(2.0 * _ops.atan(z) / np.pi) - float(np.log(2.0))

    def _quantile(self, p, loc=None, scale=None):
        loc, scale = self._check_param_type(loc, scale)
        return loc + scale * _ops.tan(np.pi * (p - 0.5))

    def _kl_loss(self, dist, loc_b, scale_b, loc_a=None, scale_a=None):
        check_distribution_name(dist, 'Cauchy')
        loc_b = self._cast_b(loc_b, 'loc_b')
        scale_b = self._cast_b(scale_b, 'scale_b')
        loc_a, scale_a = self._check_param_type(loc_a, scale_a)
        return (_ops.log(_ops.square(scale_a + scale_b) + _ops.square(loc_a - loc_b))
                - float(np.log(4.0)) - _ops.log(scale_a) - _ops.log(scale_b))

    def _cross_entropy(self, dist, loc_b, scale_b, loc_a=None, scale_a=None):
        check_distribution_name(dist, 'Cauchy')
        return self._entropy(loc_a, scale_a) + self._kl_loss(dist, loc_b, scale_b, loc_a,
                                                             scale_a)

    def _sample(self, shape=(), loc=None, scale=None):
        return self._sample_from_uniform(
            shape, loc, scale, lambda u, m, s: m + s * _ops.tan(np.pi * (u - 0.5)))
