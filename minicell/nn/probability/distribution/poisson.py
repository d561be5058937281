"""Poisson distribution."""
import numpy as np

from .... import ops as _ops
from ....ops import composite as _C
from ....common import dtype as mstype
from ._one_param import OneParam



class Poisson(OneParam):
    """Poisson(rate): ``rate`` > 0 (a list, array or Tensor: not a Python scalar), or None to
    give it per call; ``dtype`` an int or float type."""

    _param = 'rate'

    def __init__(self, rate=None, seed=None, dtype=mstype.float32, name='Poisson'):
        if isinstance(rate, (int, float)):
            raise TypeError("Input rate can't be scalar")
        super().__init__(rate, seed, dtype, name, dict(locals()))

    @property
    def rate(self):
        """The rate given at construction (a Tensor) or None."""
        return self._rate

    def _get_dist_args(self, rate=None):
        return (self.checktensor(rate, 'rate') if rate is not None else self.rate,)

    def _mean(self, rate=None):
        return self._check_param_type(rate)

    def _mode(self, rate=None):
        return _ops.floor(self._check_param_type(rate))

    def _var(self, rate=None):
        return self._check_param_type(rate)

    def _log_prob(self, value, rate=None):
        value = self._cast_value(value)
        rate = self._check_param_type(rate)
        log_rate = _ops.log(rate)
        safe_x = _ops.where(value < 0, 0.0, value)
        y = log_rate * safe_x - _ops.lgamma(safe_x + 1.0)
        # a negative value has probability 0
        y = _ops.where(value == safe_x, y, -np.inf)
        return y - rate

    def _cdf(self, value, rate=None):
        value = self._cast_value(value)
        rate = self._check_param_type(rate)
        safe_x = _ops.where(value < 0, 0.0, value)
        cdf = 1.0 - _ops.igamma(1.0 + safe_x, rate + _ops.zeros_like(safe_x))
        return _ops.where(value < 0, 0.0, cdf)

    def _sample(self, shape=(), rate=None):
        rate = _ops.cast(self._check_param_type(rate), mstype.float32)
        return self._sample_out(shape, rate.shape,
                                lambda s: _C.poisson(s, rate, self.seed))
