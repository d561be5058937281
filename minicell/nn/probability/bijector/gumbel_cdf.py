"""GumbelCDF bijector: y = exp(-exp(-(x - loc) / scale))."""
from .... import ops as _ops
from .._checks import check_greater_zero
from .bijector import Bijector


class GumbelCDF(Bijector):
    """The Gumbel cdf with ``loc`` and ``scale`` (> 0) as a bijector onto (0, 1)."""

    def __init__(self, loc=0.0, scale=1.0, name='GumbelCDF'):
        param = dict(locals())
        param['param_dict'] = {'loc': loc, 'scale': scale}
        super().__init__(name=name, param=param)
        self._loc = self._add_parameter(loc, 'loc')
        self._scale = self._add_parameter(scale, 'scale')
        check_greater_zero(self._scale, 'scale')

    @property
    def loc(self):
        return self._loc

    @property
    def scale(self):
        return self._scale

    def extend_repr(self):
        if self.is_scalar_batch:
            return f'loc = {self.loc}, scale = {self.scale}'
        return f'batch_shape = {self.batch_shape}'

    def _z(self, x):
        return ((x - self.cast_param_by_value(x, self.loc))
                / self.cast_param_by_value(x, self.scale))

    def _forward(self, x):
        x = self._check_value_dtype(x)
        return _ops.exp(-_ops.exp(-self._z(x)))

    def _inverse(self, y):
        y = self._check_value_dtype(y)
        loc = self.cast_param_by_value(y, self.loc)
        scale = self.cast_param_by_value(y, self.scale)
        return loc - scale * _ops.log(-_ops.log(y))

    def _forward_log_jacobian(self, x):
        x = self._check_value_dtype(x)
        z = self._z(x)
        return -z - _ops.exp(-z) - _ops.log(self.cast_param_by_value(x, self.scale))

    def _inverse_log_jacobian(self, y):
        y = self._check_value_dtype(y)
        scale = self.cast_param_by_value(y, self.scale)
        return _ops.log(scale / (-y * _ops.log(y)))
