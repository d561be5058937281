"""Logistic distribution."""
import numpy as np

from .... import ops as _ops
from ....common import dtype as mstype
from ._loc_scale import LocScale, softplus

_TINY = float(np.finfo(np.float32).tiny)


class Logistic(LocScale):
    """Logistic(loc, scale): ``scale`` > 0; no kl_loss/cross_entropy."""

    def __init__(self, loc=None, scale=None, seed=None, dtype=mstype.float32, name='Logistic'):
        super().__init__(loc, scale, seed, dtype, name, dict(locals()))

    def extend_repr(self):
        if self.is_scalar_batch:
            return f'location = {self._loc}, scale = {self._scale}'
        return f'batch_shape = {self._broadcast_shape}'

    def _mean(self, loc=None, scale=None):
        return self._check_param_type(loc, scale)[0]

    def _mode(self, loc=None, scale=None):
        return self._check_param_type(loc, scale)[0]

    def _sd(self, loc=None, scale=None):
        _, scale = self._check_param_type(loc, scale)
        return scale * float(np.pi / np.sqrt(3))

    def _entropy(self, loc=None, scale=None):
        _, scale = self._check_param_type(loc, scale)
        return _ops.log(scale) + 2.0

    def _log_prob(self, value, loc=None, scale=None):
        z, _, scale = self._z(value, loc, scale)
        return -z - 2.0 * softplus(-z) - _ops.log(scale)

    def _cdf(self, value, loc=None, scale=None):
        return _ops.sigmoid(self._z(value, loc, scale)[0])

    def _log_cdf(self, value, loc=None, scale=None):
        return -softplus(-self._z(value, loc, scale)[0])

    def _survival_function(self, value, loc=None, scale=None):
        return _ops.sigmoid(-self._z(value, loc, scale)[0])

    def _log_survival(self, value, loc=None, scale=None):
        return -softplus(self._z(value, loc, scale)[0])

    def _sample(self, shape=(), loc=None, scale=None):
        return self._sample_from_uniform(
            shape, loc, scale,
            lambda u, m, s: (_ops.log(u) - _ops.log1p(-u)) * s + m, low=_TINY)
