"""Student's t distribution."""
import numpy as np

from .... import ops as _ops
from ....common import dtype as mstype
from ._simple import _Simple


class StudentT(_Simple):
    """StudentT(df, mean, sd): prob and log_prob only."""

    def __init__(self, df=None, mean=None, sd=None, seed=None, dtype=mstype.float32,
                 name='StudentT'):
        super().__init__({'df': df, 'mean': mean, 'sd': sd}, seed, dtype, name,
                         dict(locals()))

    def _log_prob(self, value, df=None, mean=None, sd=None):
        value = self._cast_value(value)
        df, mean, sd = self._check_param_type(df, mean, sd)
        y = (value - mean) / sd
        log_unnormalized = -0.5 * (df + 1.0) * _ops.log1p(y ** 2.0 / df)
        log_normalization = (_ops.log(_ops.abs(sd)) + 0.5 * _ops.log(df)
                             + float(0.5 * np.log(np.pi)) + _ops.lgamma(0.5 * df)
                             - _ops.lgamma(0.5 * (df + 1.0)))
        return log_unnormalized - log_normalization
