"""The shared part of the location-scale distributions (Cauchy, Logistic, Gumbel, Laplace,
HalfNormal, StudentT): ``loc`` and ``scale`` (> 0), given at construction or per call."""
from .... import ops as _ops
from ....ops import composite as _C
from ....common import dtype as mstype
from ...._checkparam_types import check_type_name
from .distribution import Distribution
from ._utils.utils import check_greater_zero


def softplus(x):
    """log(1 + exp(x)) without overflow."""
    return _ops.maximum(x, 0.0) + _ops.log1p(_ops.exp(-_ops.abs(x)))


def unit_uniform(shape, seed, low=0.0):
    """Uniform samples in [low, 1) of ``shape``, float32."""
    return _C.uniform(shape, _ops.scalar_to_tensor(low, mstype.float32),
                      _ops.scalar_to_tensor(1.0, mstype.float32), seed)


class LocScale(Distribution):
    """Base of the distributions with parameters ``loc`` and ``scale``."""

    def __init__(self, loc, scale, seed, dtype, name, param):
        param['param_dict'] = {'loc': loc, 'scale': scale}
        check_type_name('dtype', dtype, mstype.float_type, type(self).__name__)
        super().__init__(seed, dtype, name, param)
        self._loc = self._add_parameter(loc, 'loc')
        self._scale = self._add_parameter(scale, 'scale')
        if self._scale is not None:
            check_greater_zero(self._scale, 'scale')

    def extend_repr(self):
        if self.is_scalar_batch:
            return f'location = {self._loc}, scale = {self._scale}'
        return f'batch_shape = {self._broadcast_shape}'

    @property
    def loc(self):
        """The location given at construction (a Tensor) or None."""
        return self._loc

    @property
    def scale(self):
        """The scale given at construction (a Tensor) or None."""
        return self._scale

    def _get_dist_type(self):
        return type(self).__name__

    def _get_dist_args(self, loc=None, scale=None):
        loc = self.checktensor(loc, 'loc') if loc is not None else self._loc
        scale = self.checktensor(scale, 'scale') if scale is not None else self._scale
        return loc, scale

    def _z(self, value, loc, scale):
        """The standardised value and the (loc, scale) of the call."""
        value = self._cast_value(value)
        loc, scale = self._check_param_type(loc, scale)
        return (value - loc) / scale, loc, scale

    def _sample_from_uniform(self, shape, loc, scale, transform, low=0.0):
        """Samples ``transform(u, loc, scale)`` of uniform ``u`` in [low, 1)."""
        loc, scale = self._check_param_type(loc, scale)
        return self._sample_out(shape, (loc + scale).shape, lambda s: transform(
            unit_uniform(s, self.seed, low), loc, scale))
