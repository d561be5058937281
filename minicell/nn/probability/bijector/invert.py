"""Invert bijector: the inverse of another bijector."""
from ...._checkparam import check_value_type
from .bijector import Bijector


class Invert(Bijector):
    """Swaps ``bijector``'s forward and inverse (and their log-jacobians)."""

    def __init__(self, bijector, name=''):
        param = dict(locals())
        check_value_type('bijector', bijector, [Bijector], 'Invert')
        name = name or 'Invert' + bijector.name
        param['name'] = name
        super().__init__(is_constant_jacobian=bijector.is_constant_jacobian,
                         is_injective=bijector.is_injective, name=name, dtype=bijector.dtype,
                         param=param)
        self._bijector = bijector
        self._batch_shape = bijector.batch_shape
        self._is_scalar_batch = bijector.is_scalar_batch

    @property
    def bijector(self):
        return self._bijector

    def inverse(self, y):
        return self.bijector('forward', y)

    def forward(self, x):
        return self.bijector('inverse', x)

    def inverse_log_jacobian(self, y):
        return self.bijector('forward_log_jacobian', y)

    def forward_log_jacobian(self, x):
        return self.bijector('inverse_log_jacobian', x)
