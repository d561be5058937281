"""Gamma distribution (shape ``concentration``, ``rate``)."""
import numpy as np

from .... import ops as _ops
from ....ops import composite as _C
from ....common import dtype as mstype
from ...._checkparam_types import check_type_name
from .distribution import Distribution
from ._utils.utils import check_greater_zero, check_distribution_name


class Gamma(Distribution):
    """Gamma(concentration, rate): both > 0 (lists, arrays or Tensors: not Python scalars), or
    None to give them per call; ``dtype`` a float type."""

    def __init__(self, concentration=None, rate=None, seed=None, dtype=mstype.float32,
                 name='Gamma'):
        param = dict(locals())
        param['param_dict'] = {'concentration': concentration, 'rate': rate}
        check_type_name('dtype', dtype, mstype.float_type, type(self).__name__)
        if isinstance(concentration, (int, float)):
            raise TypeError("Input concentration can't be scalar")
        if isinstance(rate, (int, float)):
            raise TypeError("Input rate can't be scalar")
        super().__init__(seed, dtype, name, param)
        self._concentration = self._add_parameter(concentration, 'concentration')
        self._rate = self._add_parameter(rate, 'rate')
        if self._concentration is not None:
            check_greater_zero(self._concentration, 'concentration')
        if self._rate is not None:
            check_greater_zero(self._rate, 'rate')

    def extend_repr(self):
        if self.is_scalar_batch:
            return f'concentration = {self._concentration}, rate = {self._rate}'
        return f'batch_shape = {self._broadcast_shape}'

    @property
    def concentration(self):
        """The concentration given at construction (a Tensor) or None."""
        return self._concentration

    @property
    def rate(self):
        """The rate given at construction (a Tensor) or None."""
        return self._rate

    def _get_dist_type(self):
        return 'Gamma'

    def _get_dist_args(self, concentration=None, rate=None):
        concentration = (self.checktensor(concentration, 'concentration')
                         if concentration is not None else self._concentration)
        rate = self.checktensor(rate, 'rate') if rate is not None else self._rate
        return concentration, rate

    def _mean(self, concentration=None, rate=None):
        c, r = self._check_param_type(concentration, rate)
        return c / r

    def _var(self, concentration=None, rate=None):
        c, r = self._check_param_type(concentration, rate)
        return c / _ops.square(r)

    def _sd(self, concentration=None, rate=None):
        c, r = self._check_param_type(concentration, rate)
        return _ops.sqrt(c) / r

    def _mode(self, concentration=None, rate=None):
        c, r = self._check_param_type(concentration, rate)
        return _ops.where(c > 1.0, (c - 1.0) / r, np.nan)

    def _entropy(self, concentration=None, rate=None):
        c, r = self._check_param_type(concentration, rate)
        return c - _ops.log(r) + _ops.lgamma(c) + (1.0 - c) * _ops.digamma(c)

    def _cross_entropy(self, dist, concentration_b, rate_b, concentration_a=None, rate_a=None):
        check_distribution_name(dist, 'Gamma')
        return (self._entropy(concentration_a, rate_a)
                + self._kl_loss(dist, concentration_b, rate_b, concentration_a, rate_a))

    def _log_prob(self, value, concentration=None, rate=None):
        value = self._cast_value(value)
        c, r = self._check_param_type(concentration, rate)
        return ((c - 1.0) * _ops.log(value) - r * value
                - (_ops.lgamma(c) - c * _ops.log(r)))

    def _cdf(self, value, concentration=None, rate=None):
        value = self._cast_value(value)
        c, r = self._check_param_type(concentration, rate)
        x = r * value
        return _ops.igamma(c + _ops.zeros_like(x), x + _ops.zeros_like(c))

    def _kl_loss(self, dist, concentration_b, rate_b, concentration_a=None, rate_a=None):
        check_distribution_name(dist, 'Gamma')
        cb = self._cast_b(concentration_b, 'concentration_b')
        rb = self._cast_b(rate_b, 'rate_b')
        ca, ra = self._check_param_type(concentration_a, rate_a)
        return ((ca - cb) * _ops.digamma(ca) + _ops.lgamma(cb) - _ops.lgamma(ca)
                + cb * _ops.log(ra) - cb * _ops.log(rb) + ca * (rb / ra - 1.0))

    def _sample(self, shape=(), concentration=None, rate=None):
        c, r = self._check_param_type(concentration, rate)
        return self._sample_out(shape, (c + r).shape,
                                lambda s: _C.gamma(s, c, r, self.seed))
