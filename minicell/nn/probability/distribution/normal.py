"""Normal (Gaussian) distribution."""
import numpy as np

from .... import ops as _ops
from ....ops import composite as _C
from ....common import dtype as mstype
from ...._checkparam_types import check_type_name
from .distribution import Distribution
from ._utils.utils import check_greater_zero, check_distribution_name

_LOG_SQRT_2PI = float(0.5 * np.log(2.0 * np.pi))


class Normal(Distribution):
    """Normal(mean, sd): ``mean`` and ``sd`` (> 0) numbers, lists, arrays or Tensors, or None
    to give them per call; ``dtype`` a float type."""

    def __init__(self, mean=None, sd=None, seed=None, dtype=mstype.float32, name='Normal'):
        param = dict(locals())
        param['param_dict'] = {'mean': mean, 'sd': sd}
        check_type_name('dtype', dtype, mstype.float_type, type(self).__name__)
        super().__init__(seed, dtype, name, param)
        self._mean_value = self._add_parameter(mean, 'mean')
        self._sd_value = self._add_parameter(sd, 'sd')
        if self._sd_value is not None:
            check_greater_zero(self._sd_value, 'Standard deviation')

    def extend_repr(self):
        if self.is_scalar_batch:
            return f'mean = {self._mean_value}, standard deviation = {self._sd_value}'
        return f'batch_shape = {self._broadcast_shape}'

    def _get_dist_type(self):
        return 'Normal'

    def _get_dist_args(self, mean=None, sd=None):
        mean = self.checktensor(mean, 'mean') if mean is not None else self._mean_value
        sd = self.checktensor(sd, 'sd') if sd is not None else self._sd_value
        return mean, sd

    def _mean(self, mean=None, sd=None):
        return self._check_param_type(mean, sd)[0]

    def _mode(self, mean=None, sd=None):
        return self._check_param_type(mean, sd)[0]

    def _sd(self, mean=None, sd=None):
        return self._check_param_type(mean, sd)[1]

    def _entropy(self, mean=None, sd=None):
        _, sd = self._check_param_type(mean, sd)
        return 0.5 * float(np.log(2.0 * np.pi * np.e)) + _ops.log(sd)

    def _cross_entropy(self, dist, mean_b, sd_b, mean=None, sd=None):
        check_distribution_name(dist, 'Normal')
        return self._entropy(mean, sd) + self._kl_loss(dist, mean_b, sd_b, mean, sd)

    def _log_prob(self, value, mean=None, sd=None):
        value = self._cast_value(value)
        mean, sd = self._check_param_type(mean, sd)
        return -0.5 * _ops.square((value - mean) / sd) - _LOG_SQRT_2PI - _ops.log(sd)

    def _cdf(self, value, mean=None, sd=None):
        value = self._cast_value(value)
        mean, sd = self._check_param_type(mean, sd)
        return 0.5 * (1.0 + _ops.erf((value - mean) / (sd * float(np.sqrt(2.0)))))

    def _kl_loss(self, dist, mean_b, sd_b, mean=None, sd=None):
        check_distribution_name(dist, 'Normal')
        mean_b = self._cast_b(mean_b, 'mean_b')
        sd_b = self._cast_b(sd_b, 'sd_b')
        mean_a, sd_a = self._check_param_type(mean, sd)
        log_ratio = _ops.log(sd_a) - _ops.log(sd_b)
        return (0.5 * _ops.square((mean_a - mean_b) / sd_b) + 0.5 * _ops.expm1(2 * log_ratio)
                - log_ratio)

    def _sample(self, shape=(), mean=None, sd=None):
        mean, sd = self._check_param_type(mean, sd)
        return self._sample_out(shape, mean.shape,
                                lambda s: _C.normal(s, mean, sd, self.seed))
