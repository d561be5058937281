"""PowerTransform and Exp bijectors: y = (1 + c x)^(1/c), y = exp(x) at c = 0."""
from .... import ops as _ops
from .._checks import check_greater_equal_zero
from .bijector import Bijector


class PowerTransform(Bijector):
    """y = (1 + power * x)^(1 / power) for ``power`` >= 0; exp(x) for power 0."""

    def __init__(self, power=0.0, name='PowerTransform'):
        param = dict(locals())
        param['param_dict'] = {'power': power}
        super().__init__(name=name, param=param)
        self._power = self._add_parameter(power, 'power')
        check_greater_equal_zero(self._power, 'Power')

    @property
    def power(self):
        return self._power

    def extend_repr(self):
        if self.is_scalar_batch:
            return f'power = {self.power}'
        return f'batch_shape = {self.batch_shape}'

    def _broadcast(self, x):
        """x and power broadcast together, power in x's dtype; a safe power (1 where 0)."""
        power = self.cast_param_by_value(x, self.power)
        ones = _ops.ones_like(x + power)
        power, x = power * ones, x * ones
        return x, power, _ops.where(power == 0, ones, power)

    def _forward(self, x):
        x, power, safe = self._broadcast(self._check_value_dtype(x))
        return _ops.where(power == 0, _ops.exp(x), _ops.exp(_ops.log1p(x * safe) / safe))

    def _inverse(self, y):
        y, power, safe = self._broadcast(self._check_value_dtype(y))
        return _ops.where(power == 0, _ops.log(y), _ops.expm1(_ops.log(y) * safe) / safe)

    def _forward_log_jacobian(self, x):
        x, power, safe = self._broadcast(self._check_value_dtype(x))
        return _ops.where(power == 0, x, (1.0 / safe - 1) * _ops.log1p(x * safe))

    def _inverse_log_jacobian(self, y):
        y = self._check_value_dtype(y)
        power = self.cast_param_by_value(y, self.power)
        return (power - 1) * _ops.log(y)


class Exp(PowerTransform):
    """y = exp(x)."""

    def __init__(self, name='Exp'):
        super().__init__(name=name)

    def extend_repr(self):
        if self.is_scalar_batch:
            return 'exp'
        return f'batch_shape = {self.batch_shape}'
