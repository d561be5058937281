"""Uniform distribution on [low, high]."""
import numpy as np

from .... import ops as _ops
from ....ops import composite as _C
from ....common import dtype as mstype
from ...._checkparam_types import check_type_name
from .distribution import Distribution
from ._utils.utils import check_greater, check_distribution_name


class Uniform(Distribution):
    """Uniform(low, high): ``low`` < ``high``, or None to give them per call; ``dtype`` a
    float type."""

    def __init__(self, low=None, high=None, seed=None, dtype=mstype.float32, name='Uniform'):
        param = dict(locals())
        param['param_dict'] = {'low': low, 'high': high}
        check_type_name('dtype', dtype, mstype.float_type, type(self).__name__)
        super().__init__(seed, dtype, name, param)
        self._low = self._add_parameter(low, 'low')
        self._high = self._add_parameter(high, 'high')
        if self._low is not None and self._high is not None:
            check_greater(self._low, self._high, 'low', 'high')

    def extend_repr(self):
        if self.is_scalar_batch:
            return f'low = {self.low}, high = {self.high}'
        return f'batch_shape = {self._broadcast_shape}'

    @property
    def low(self):
        """The lower bound given at construction (a Tensor) or None."""
        return self._low

    @property
    def high(self):
        """The upper bound given at construction (a Tensor) or None."""
        return self._high

    def _get_dist_type(self):
        return 'Uniform'

    def _get_dist_args(self, low=None, high=None):
        low = self.checktensor(low, 'low') if low is not None else self.low
        high = self.checktensor(high, 'high') if high is not None else self.high
        return low, high

    def _range(self, low=None, high=None):
        low, high = self._check_param_type(low, high)
        return high - low

    def _mean(self, low=None, high=None):
        low, high = self._check_param_type(low, high)
        return (low + high) / 2.0

    def _var(self, low=None, high=None):
        low, high = self._check_param_type(low, high)
        return _ops.square(high - low) / 12.0

    def _entropy(self, low=None, high=None):
        low, high = self._check_param_type(low, high)
        return _ops.log(high - low)

    def _cross_entropy(self, dist, low_b, high_b, low=None, high=None):
        check_distribution_name(dist, 'Uniform')
        return self._entropy(low, high) + self._kl_loss(dist, low_b, high_b, low, high)

    def _prob(self, value, low=None, high=None):
        value = self._cast_value(value)
        low, high = self._check_param_type(low, high)
        prob = _ops.exp(-_ops.log(high - low)) + _ops.zeros_like(value)
        inside = _ops.logical_and(value >= low, value <= high)
        return _ops.where(inside, prob, 0.0)

    def _kl_loss(self, dist, low_b, high_b, low=None, high=None):
        check_distribution_name(dist, 'Uniform')
        low_b = self._cast_b(low_b, 'low_b')
        high_b = self._cast_b(high_b, 'high_b')
        low_a, high_a = self._check_param_type(low, high)
        kl = _ops.log(high_b - low_b) - _ops.log(high_a - low_a)
        inside = _ops.logical_and(low_b <= low_a, high_a <= high_b)
        return _ops.where(inside, kl, np.inf)

    def _cdf(self, value, low=None, high=None):
        value = self._cast_value(value)
        low, high = self._check_param_type(low, high)
        prob = (value - low) / (high - low)
        prob = _ops.where(value < low, 0.0, prob)
        return _ops.where(value < high, prob, 1.0)

    def _sample(self, shape=(), low=None, high=None):
        low, high = self._check_param_type(low, high)

        def draw(s):
            u = _C.uniform(s, _ops.scalar_to_tensor(0.0, mstype.float32),
                           _ops.scalar_to_tensor(1.0, mstype.float32), self.seed)
            return (high - low) * u + low
        return self._sample_out(shape, (low + high).shape, draw)
