"""Beta distribution on (0, 1)."""
import numpy as np

from .... import ops as _ops
from ....ops import composite as _C
from ....common import dtype as mstype
from ...._checkparam_types import check_type_name
from .distribution import Distribution
from ._utils.utils import check_greater_zero, check_distribution_name


def _lbeta(a, b):
    return _ops.lgamma(a) + _ops.lgamma(b) - _ops.lgamma(a + b)


class Beta(Distribution):
    """Beta(concentration1, concentration0): alpha and beta > 0 (not Python floats), or None
    to give them per call; ``dtype`` a float type."""

    def __init__(self, concentration1=None, concentration0=None, seed=None,
                 dtype=mstype.float32, name='Beta'):
        param = dict(locals())
        param['param_dict'] = {'concentration1': concentration1,
                               'concentration0': concentration0}
        check_type_name('dtype', dtype, mstype.float_type, type(self).__name__)
        if isinstance(concentration0, float):
            raise TypeError("Input concentration0 can't be scalar")
        if isinstance(concentration1, float):
            raise TypeError("Input concentration1 can't be scalar")
        super().__init__(seed, dtype, name, param)
        self._concentration1 = self._add_parameter(concentration1, 'concentration1')
        self._concentration0 = self._add_parameter(concentration0, 'concentration0')
        if self._concentration1 is not None:
            check_greater_zero(self._concentration1, 'concentration1')
        if self._concentration0 is not None:
            check_greater_zero(self._concentration0, 'concentration0')

    def extend_repr(self):
        if self.is_scalar_batch:
            return (f'concentration1 = {self._concentration1}, '
                    f'concentration0 = {self._concentration0}')
        return f'batch_shape = {self._broadcast_shape}'

    @property
    def concentration1(self):
        """alpha given at construction (a Tensor) or None."""
        return self._concentration1

    @property
    def concentration0(self):
        """beta given at construction (a Tensor) or None."""
        return self._concentration0

    def _get_dist_type(self):
        return 'Beta'

    def _get_dist_args(self, concentration1=None, concentration0=None):
        c1 = (self.checktensor(concentration1, 'concentration1')
              if concentration1 is not None else self._concentration1)
        c0 = (self.checktensor(concentration0, 'concentration0')
              if concentration0 is not None else self._concentration0)
        return c1, c0

    def _mean(self, concentration1=None, concentration0=None):
        a, b = self._check_param_type(concentration1, concentration0)
        return a / (a + b)

    def _var(self, concentration1=None, concentration0=None):
        a, b = self._check_param_type(concentration1, concentration0)
        total = a + b
        return a * b / (_ops.pow(total, 2) * (total + 1.0))

    def _mode(self, concentration1=None, concentration0=None):
        a, b = self._check_param_type(concentration1, concentration0)
        mode = (a - 1.0) / (a + b - 2.0)
        return _ops.where(_ops.logical_and(a > 1.0, b > 1.0), mode, np.nan)

    def _entropy(self, concentration1=None, concentration0=None):
        a, b = self._check_param_type(concentration1, concentration0)
        return (_lbeta(a, b) - (a - 1.0) * _ops.digamma(a) - (b - 1.0) * _ops.digamma(b)
                + (a + b - 2.0) * _ops.digamma(a + b))

    def _cross_entropy(self, dist, concentration1_b, concentration0_b, concentration1_a=None,
                       concentration0_a=None):
        check_distribution_name(dist, 'Beta')
        return (self._entropy(concentration1_a, concentration0_a)
                + self._kl_loss(dist, concentration1_b, concentration0_b, concentration1_a,
                                concentration0_a))

    def _log_prob(self, value, concentration1=None, concentration0=None):
        value = self._cast_value(value)
        a, b = self._check_param_type(concentration1, concentration0)
        return ((a - 1.0) * _ops.log(value) + (b - 1.0) * _ops.log1p(-value)
                - _lbeta(a, b))

    def _kl_loss(self, dist, concentration1_b, concentration0_b, concentration1_a=None,
                 concentration0_a=None):
        check_distribution_name(dist, 'Beta')
        ab = self._cast_b(concentration1_b, 'concentration1_b')
        bb = self._cast_b(concentration0_b, 'concentration0_b')
        aa, ba = self._check_param_type(concentration1_a, concentration0_a)
        return (_lbeta(ab, bb) - _lbeta(aa, ba) - _ops.digamma(aa) * (ab - aa)
                - _ops.digamma(ba) * (bb - ba) + _ops.digamma(aa + ba) * (ab + bb - aa - ba))

    def _sample(self, shape=(), concentration1=None, concentration0=None):
        a, b = self._check_param_type(concentration1, concentration0)

        def draw(s):
            ones = _ops.fill(self.dtype, tuple(s), 1.0)
            x = _C.gamma(s, a, ones, self.seed)
            y = _C.gamma(s, b, ones, self.seed)
            return x / (x + y)
        return self._sample_out(shape, (a + b).shape, draw)
