"""Laplace distribution."""
from .... import ops as _ops
from ....common import dtype as mstype
from ._simple import _Simple


class Laplace(_Simple):
    """Laplace(mean, sd) (location and scale): prob and log_prob only."""

    def __init__(self, mean=None, sd=None, seed=None, dtype=mstype.float32, name='Laplace'):
        super().__init__({'mean': mean, 'sd': sd}, seed, dtype, name, dict(locals()))

    def _log_prob(self, value, mean=None, sd=None):
        value = self._cast_value(value)
        mean, sd = self._check_param_type(mean, sd)
        return -_ops.abs((value - mean) / sd) - _ops.log(2.0 * sd)
