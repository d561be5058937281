"""Softplus bijector: y = log(1 + exp(k x)) / k."""
import numpy as np

from .... import ops as _ops
from .bijector import Bijector

_THRESHOLD = float(np.log(np.finfo(np.float32).eps) + 1)
_TINY = float(np.exp(_THRESHOLD))


def _softplus(x):
    return _ops.maximum(x, 0.0) + _ops.log1p(_ops.exp(-_ops.abs(x)))


def _inverse_softplus(x):
    """log(exp(x) - 1), log(x) for tiny x and x for large x."""
    small = x < _TINY
    large = x > -_THRESHOLD
    safe = _ops.where(_ops.logical_or(small, large), _ops.ones_like(x), x)
    mid = safe + _ops.log(_ops.abs(_ops.expm1(-safe)))
    return _ops.where(small, _ops.log(x), _ops.where(large, x, mid))


class Softplus(Bijector):
    """y = log(1 + exp(``sharpness`` * x)) / sharpness."""

    def __init__(self, sharpness=1.0, name='Softplus'):
        param = dict(locals())
        param['param_dict'] = {'sharpness': sharpness}
        super().__init__(name=name, dtype=None, param=param)
        self._sharpness = self._add_parameter(sharpness, 'sharpness')

    @property
    def sharpness(self):
        return self._sharpness

    def extend_repr(self):
        if self.is_scalar_batch:
            return f'sharpness = {self.sharpness}'
        return f'batch_shape = {self.batch_shape}'

    def _forward(self, x):
        x = self._check_value_dtype(x)
        k = self.cast_param_by_value(x, self.sharpness)
        return _softplus(k * x) / k

    def _inverse(self, y):
        y = self._check_value_dtype(y)
        k = self.cast_param_by_value(y, self.sharpness)
        return _inverse_softplus(k * y) / k

    def _forward_log_jacobian(self, x):
        x = self._check_value_dtype(x)
        k = self.cast_param_by_value(x, self.sharpness)
        return -_softplus(-(k * x))

    def _inverse_log_jacobian(self, y):
        y = self._check_value_dtype(y)
        k = self.cast_param_by_value(y, self.sharpness)
        z = k * y
        return z - _inverse_softplus(z)
