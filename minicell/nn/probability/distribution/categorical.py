"""Categorical distribution over the classes 0 .. K-1 (the last axis of ``probs``)."""
import numpy as np

from .... import ops as _ops
from ....common import dtype as mstype
from ...._checkparam_types import check_type_name
from .distribution import Distribution
from ._utils.utils import (check_prob, check_sum_equal_one, check_rank,
                           check_distribution_name)

_DTYPES = tuple(mstype.uint_type) + tuple(mstype.int_type) + tuple(mstype.float_type)


class Categorical(Distribution):
    """Categorical(probs): ``probs`` of rank >= 1 in (0, 1), each row summing to one, or None
    to give it per call; ``dtype`` (of the samples, default int32) an int or float type."""

    def __init__(self, probs=None, seed=None, dtype=mstype.int32, name='Categorical'):
        param = dict(locals())
        param['param_dict'] = {'probs': probs}
        check_type_name('dtype', dtype, _DTYPES, type(self).__name__)
        super().__init__(seed, dtype, name, param)
        self._probs = self._add_parameter(probs, 'probs')
        if self._probs is not None:
            check_rank(self._probs)
            check_prob(self._probs)
            check_sum_equal_one(probs)
            if tuple(self._probs.shape[:-1]) == ():
                self._is_scalar_batch = True
            self._broadcast_shape = self._broadcast_shape[:-1]

    @property
    def probs(self):
        """The class probabilities given at construction (a Tensor) or None."""
        return self._probs

    def extend_repr(self):
        if self.is_scalar_batch:
            return f'probs = {self.probs}'
        return f'batch_shape = {self._broadcast_shape}'

    def _get_dist_type(self):
        return 'Categorical'

    def _get_dist_args(self, probs=None):
        return (self.checktensor(probs, 'probs') if probs is not None else self.probs,)

    def _classes(self, probs):
        return _ops.arange(0, probs.shape[-1], 1, dtype=probs.dtype)

    def _mean(self, probs=None):
        probs = self._check_param_type(probs)
        return _ops.sum(self._classes(probs) * probs, -1, True)

    def _mode(self, probs=None):
        probs = self._check_param_type(probs)
        return _ops.cast(_ops.argmax(probs, -1), self.dtype)

    def _var(self, probs=None):
        probs = self._check_param_type(probs)
        k = self._classes(probs)
        return (_ops.sum(_ops.square(k) * probs, -1, True)
                - _ops.square(_ops.sum(k * probs, -1, True)))

    def _entropy(self, probs=None):
        probs = self._check_param_type(probs)
        return _ops.squeeze(-_ops.sum(_ops.log(probs) * probs, -1, True))

    def _kl_loss(self, dist, probs_b, probs=None):
        check_distribution_name(dist, 'Categorical')
        probs_b = self._cast_b(probs_b, 'probs_b')
        logits_a = _ops.log(self._check_param_type(probs))
        logits_b = _ops.log(probs_b)
        kl = _ops.softmax(logits_a, -1) * (_ops.log_softmax(logits_a, -1)
                                           - _ops.log_softmax(logits_b, -1))
        return _ops.squeeze(_ops.sum(kl, -1, True))

    def _cross_entropy(self, dist, probs_b, probs=None):
        check_distribution_name(dist, 'Categorical')
        return self._entropy(probs) + self._kl_loss(dist, probs_b, probs)

    def _pick(self, value, table):
        """``table[..., floor(value)]`` broadcast over the batch, and the (floored, broadcast)
        class index; values in (-1, 0) count as class 0."""
        value = _ops.cast(self._check_value(value, 'value'), table.dtype)
        value = _ops.where(_ops.logical_and(value < 0, value > -1.0),
                           _ops.zeros_like(value), _ops.floor(value))
        num_classes = table.shape[-1]
        shape = tuple(np.broadcast_shapes(tuple(value.shape) + (1,), tuple(table.shape)))
        table = _ops.broadcast_to(table, shape)
        value = _ops.broadcast_to(_ops.expand_dims(value, -1), shape[:-1] + (1,))
        index = _ops.cast(_ops.clip_by_value(value, 0.0, float(num_classes - 1)), mstype.int32)
        picked = _ops.squeeze(_ops.gather_elements(table, -1, index), -1)
        return picked, _ops.squeeze(value, -1), num_classes

    def _log_prob(self, value, probs=None):
        probs = self._check_param_type(probs)
        logits_pmf, value, num_classes = self._pick(value, _ops.log(probs))
        out = _ops.logical_or(value < 0.0, value > num_classes - 1)
        return _ops.where(out, np.nan, logits_pmf)

    def _cdf(self, value, probs=None):
        probs = self._check_param_type(probs)
        cdf, value, _ = self._pick(value, _ops.cumsum(probs, -1))
        return _ops.where(value < 0.0, _ops.zeros_like(cdf), cdf)

    def _sample(self, shape=(), probs=None):
        shape = self.checktuple(shape, 'shape')
        probs = self._check_param_type(probs)
        num_classes = probs.shape[-1]
        sample_shape = tuple(shape) + tuple(probs.shape[:-1])
        num_sample = int(np.prod(shape)) if shape else 1
        samples = _ops.multinomial(_ops.reshape(probs, (-1, num_classes)), num_sample,
                                   seed=self.seed)
        samples = _ops.transpose(samples, (1, 0))
        samples = _ops.cast(_ops.reshape(samples, sample_shape or (1,)), self.dtype)
        if sample_shape == ():
            return _ops.squeeze(samples, 0)
        return _ops.stop_gradient(samples)
