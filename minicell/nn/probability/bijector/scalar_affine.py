"""ScalarAffine bijector: y = scale * x + shift."""
from .... import ops as _ops
from .bijector import Bijector


class ScalarAffine(Bijector):
    """y = ``scale`` * x + ``shift`` (numbers or Tensors of one float type)."""

    def __init__(self, scale=1.0, shift=0.0, name='ScalarAffine'):
        param = dict(locals())
        param['param_dict'] = {'scale': scale, 'shift': shift}
        super().__init__(is_constant_jacobian=True, is_injective=True, name=name, dtype=None,
                         param=param)
        self._scale = self._add_parameter(scale, 'scale')
        self._shift = self._add_parameter(shift, 'shift')

    @property
    def scale(self):
        return self._scale

    @property
    def shift(self):
        return self._shift

    def extend_repr(self):
        if self.is_scalar_batch:
            return f'scale = {self.scale}, shift = {self.shift}'
        return f'batch_shape = {self.batch_shape}'

    def _forward(self, x):
        x = self._check_value_dtype(x)
        scale = self.cast_param_by_value(x, self.scale)
        shift = self.cast_param_by_value(x, self.shift)
        return scale * x + shift * _ops.ones_like(x)

    def _inverse(self, y):
        y = self._check_value_dtype(y)
        scale = self.cast_param_by_value(y, self.scale)
        shift = self.cast_param_by_value(y, self.shift)
        return (y - shift) / scale

    def _forward_log_jacobian(self, x):
        x = self._check_value_dtype(x)
        return _ops.log(_ops.abs(self.cast_param_by_value(x, self.scale)))

    def _inverse_log_jacobian(self, y):
        y = self._check_value_dtype(y)
        return -_ops.log(_ops.abs(self.cast_param_by_value(y, self.scale)))
