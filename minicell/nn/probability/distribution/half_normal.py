"""HalfNormal distribution: a Normal folded at zero (density 0 below zero)."""
import numpy as np

from .... import ops as _ops
from ....common import dtype as mstype
from ._simple import _Simple


class HalfNormal(_Simple):
    """HalfNormal(mean, sd): prob and log_prob only."""

    def __init__(self, mean=None, sd=None, seed=None, dtype=mstype.float32, name='HalfNormal'):
        super().__init__({'mean': mean, 'sd': sd}, seed, dtype, name, dict(locals()))

    def _prob(self, value, mean=None, sd=None):
        value = self._cast_value(value)
        mean, sd = self._check_param_type(mean, sd)
        pdf = float(np.sqrt(2.0 / np.pi)) / sd * _ops.exp(-0.5 * _ops.square((value - mean) / sd))
        return pdf * _ops.cast(value >= 0, self.dtype)
