"""Geometric distribution: the number of failures before the first success."""
import numpy as np

from .... import ops as _ops
from ....ops import composite as _C
from ....common import dtype as mstype
from ._one_param import OneParam
from ._utils.utils import check_distribution_name

_TINY = float(np.finfo(np.float32).tiny)


class Geometric(OneParam):
    """Geometric(probs): success probability ``probs`` in (0, 1), or None to give it per call;
    ``dtype`` (of the samples, default int32) an int or float type."""

    def __init__(self, probs=None, seed=None, dtype=mstype.int32, name='Geometric'):
        super().__init__(probs, seed, dtype, name, dict(locals()))

    @property
    def probs(self):
        """The success probability given at construction (a Tensor) or None."""
        return self._probs

    def _get_dist_args(self, probs1=None):
        return (self.checktensor(probs1, 'probs') if probs1 is not None else self.probs,)

    def _mean(self, probs1=None):
        p = self._check_param_type(probs1)
        return (1.0 - p) / p

    def _mode(self, probs1=None):
        p = self._check_param_type(probs1)
        return _ops.fill(self.dtype, tuple(p.shape), 0.0)

    def _var(self, probs1=None):
        p = self._check_param_type(probs1)
        return (1.0 - p) / _ops.square(p)

    def _entropy(self, probs1=None):
        p = self._check_param_type(probs1)
        q = 1.0 - p
        return (-q * _ops.log(q) - p * _ops.log(p)) / p

    def _cross_entropy(self, dist, probs1_b, probs1=None):
        check_distribution_name(dist, 'Geometric')
        return self._entropy(probs1) + self._kl_loss(dist, probs1_b, probs1)

    def _prob(self, value, probs1=None):
        value = _ops.floor(self._cast_value(value, self.parameter_type))
        p = self._check_param_type(probs1)
        pmf = _ops.exp(_ops.log(1.0 - p) * value + _ops.log(p))
        return _ops.where(value < 0, 0.0, pmf)

    def _cdf(self, value, probs1=None):
        value = _ops.floor(self._cast_value(value, self.parameter_type))
        p = self._check_param_type(probs1)
        cdf = 1.0 - _ops.pow(1.0 - p, value + 1.0)
        return _ops.where(value < 0, 0.0, cdf)

    def _kl_loss(self, dist, probs1_b, probs1=None):
        check_distribution_name(dist, 'Geometric')
        pb = self._cast_b(probs1_b, 'probs1_b')
        pa = self._check_param_type(probs1)
        qa, qb = 1.0 - pa, 1.0 - pb
        return _ops.log(pa / pb) + qa / pa * _ops.log(qa / qb)

    def _sample(self, shape=(), probs1=None):
        p = self._check_param_type(probs1)

        def draw(s):
            u = _C.uniform(s, _ops.scalar_to_tensor(_TINY, mstype.float32),
                           _ops.scalar_to_tensor(1.0, mstype.float32), self.seed)
            return _ops.floor(_ops.log(u) / _ops.log(1.0 - p))
        return self._sample_out(shape, p.shape, draw)
