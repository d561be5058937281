"""Exponential distribution."""
import numpy as np

from .... import ops as _ops
from ....ops import composite as _C
from ....common import dtype as mstype
from ._one_param import OneParam
from ._utils.utils import check_distribution_name

_TINY = float(np.finfo(np.float32).tiny)


class Exponential(OneParam):
    """Exponential(rate): ``rate`` > 0, or None to give it per call; ``dtype`` a float type."""

    _param, _dtypes = 'rate', mstype.float_type

    def __init__(self, rate=None, seed=None, dtype=mstype.float32, name='Exponential'):
        super().__init__(rate, seed, dtype, name, dict(locals()))

    @property
    def rate(self):
        """The rate given at construction (a Tensor) or None."""
        return self._rate

    def _get_dist_args(self, rate=None):
        return (self.checktensor(rate, 'rate') if rate is not None else self.rate,)

    def _mean(self, rate=None):
        return 1.0 / self._check_param_type(rate)

    def _mode(self, rate=None):
        rate = self._check_param_type(rate)
        return _ops.fill(self.dtype, tuple(rate.shape), 0.0)

    def _sd(self, rate=None):
        return 1.0 / self._check_param_type(rate)

    def _entropy(self, rate=None):
        return 1.0 - _ops.log(self._check_param_type(rate))

    def _cross_entropy(self, dist, rate_b, rate=None):
        check_distribution_name(dist, 'Exponential')
        return self._entropy(rate) + self._kl_loss(dist, rate_b, rate)

    def _log_prob(self, value, rate=None):
        value = self._cast_value(value)
        rate = self._check_param_type(rate)
        out = _ops.log(rate) - rate * value
        return _ops.where(value < 0, -np.inf, out)

    def _cdf(self, value, rate=None):
        value = self._cast_value(value)
        rate = self._check_param_type(rate)
        out = 1.0 - _ops.exp(-rate * value)
        return _ops.where(value < 0, 0.0, out)

    def _log_survival(self, value, rate=None):
        value = self._cast_value(value)
        rate = self._check_param_type(rate)
        out = -rate * value
        return _ops.where(value < 0, 0.0, out)

    def _kl_loss(self, dist, rate_b, rate=None):
        check_distribution_name(dist, 'Exponential')
        rate_b = self._cast_b(rate_b, 'rate_b')
        rate_a = self._check_param_type(rate)
        return _ops.log(rate_a) - _ops.log(rate_b) + rate_b / rate_a - 1.0

    def _sample(self, shape=(), rate=None):
        rate = self._check_param_type(rate)
        return self._sample_out(
            shape, rate.shape, lambda s: -_ops.log(_C.uniform(s, _ops.scalar_to_tensor(
                _TINY, mstype.float32), _ops.scalar_to_tensor(1.0, mstype.float32),
                self.seed)) / rate)
