"""Bernoulli distribution."""
from .... import ops as _ops
from ....ops import composite as _C
from ....common import dtype as mstype
from ._one_param import OneParam
from ._utils.utils import check_distribution_name, clamp_probs


def _unit_uniform(shape, seed):
    return _C.uniform(shape, _ops.scalar_to_tensor(0.0, mstype.float32),
                      _ops.scalar_to_tensor(1.0, mstype.float32), seed)


class Bernoulli(OneParam):
    """Bernoulli(probs): P(X = 1) = ``probs`` in (0, 1), or None to give it per call; ``dtype``
    (of the samples, default int32) an int or float type."""

    def __init__(self, probs=None, seed=None, dtype=mstype.int32, name='Bernoulli'):
        super().__init__(probs, seed, dtype, name, dict(locals()))

    @property
    def probs(self):
        """P(X = 1) given at construction (a Tensor) or None."""
        return self._probs

    def _get_dist_args(self, probs1=None):
        return (self.checktensor(probs1, 'probs') if probs1 is not None else self.probs,)

    def _mean(self, probs1=None):
        return self._check_param_type(probs1)

    def _mode(self, probs1=None):
        p = self._check_param_type(probs1)
        return _ops.cast(p > 0.5, self.dtype)

    def _var(self, probs1=None):
        p = self._check_param_type(probs1)
        return _ops.exp(_ops.log(1.0 - p) + _ops.log(p))

    def _entropy(self, probs1=None):
        p = self._check_param_type(probs1)
        q = 1.0 - p
        return -(q * _ops.log(q)) - p * _ops.log(p)

    def _cross_entropy(self, dist, probs1_b, probs1=None):
        check_distribution_name(dist, 'Bernoulli')
        return self._entropy(probs1) + self._kl_loss(dist, probs1_b, probs1)

    def _log_prob(self, value, probs1=None):
        value = self._cast_value(value, self.parameter_type)
        p = clamp_probs(self._check_param_type(probs1))
        return _ops.log(p) * value + _ops.log(1.0 - p) * (1.0 - value)

    def _cdf(self, value, probs1=None):
        value = _ops.floor(self._cast_value(value, self.parameter_type))
        p = self._check_param_type(probs1)
        shape = tuple((value * p).shape)
        value = _ops.broadcast_to(value, shape)
        q = _ops.broadcast_to(1.0 - p, shape)
        below_one = _ops.where(value < 0.0, _ops.zeros_like(q), q)
        return _ops.where(value < 1.0, below_one, _ops.ones_like(q))

    def _kl_loss(self, dist, probs1_b, probs1=None):
        check_distribution_name(dist, 'Bernoulli')
        pb = self._cast_b(probs1_b, 'probs1_b')
        pa = self._check_param_type(probs1)
        return pa * _ops.log(pa / pb) + (1.0 - pa) * _ops.log((1.0 - pa) / (1.0 - pb))

    def _sample(self, shape=(), probs1=None):
        p = self._check_param_type(probs1)
        return self._sample_out(shape, p.shape, lambda s: _unit_uniform(s, self.seed) < p)
