"""Gumbel distribution: the inverse Gumbel cdf of a Uniform(0, 1)."""
import numpy as np

from .... import ops as _ops
from ....common import dtype as mstype
from ...._checkparam_types import check_type_name
from ..bijector.gumbel_cdf import GumbelCDF
from ..bijector.invert import Invert
from .transformed_distribution import TransformedDistribution
from .uniform import Uniform
from ._utils.utils import check_distribution_name


class Gumbel(TransformedDistribution):
    """Gumbel(loc, scale): both required at construction (methods take no per-call
    parameters)."""

    def __init__(self, loc, scale, seed=0, dtype=mstype.float32, name='Gumbel'):
        check_type_name('dtype', dtype, mstype.float_type, type(self).__name__)
        gumbel_cdf = GumbelCDF(loc, scale)
        super().__init__(distribution=Uniform(0.0, 1.0, dtype=dtype),
                         bijector=Invert(gumbel_cdf), seed=seed, name=name)
        self._gumbel_bijector = gumbel_cdf
        self._reset_parameters()
        self._loc = self._add_parameter(loc, 'loc')
        self._scale = self._add_parameter(scale, 'scale')

    @property
    def loc(self):
        return self._loc

    @property
    def scale(self):
        return self._scale

    def extend_repr(self):
        if self.is_scalar_batch:
            return f'loc = {self._loc}, scale = {self._scale}'
        return f'batch_shape = {self._broadcast_shape}'

    def _get_dist_type(self):
        return 'Gumbel'

    def _get_dist_args(self, loc=None, scale=None):
        loc = self.checktensor(loc, 'loc') if loc is not None else self.loc
        scale = self.checktensor(scale, 'scale') if scale is not None else self.scale
        return loc, scale

    def _full_scale(self):
        return self.scale * _ops.fill(self.parameter_type, tuple(self.broadcast_shape), 1.0)

    def _mean(self):
        return self.loc + self.scale * float(np.euler_gamma)

    def _mode(self):
        return self.loc * _ops.fill(self.parameter_type, tuple(self.scale.shape), 1.0)

    def _sd(self):
        return self._full_scale() * float(np.pi / np.sqrt(6.0))

    def _entropy(self):
        return 1.0 + _ops.log(self._full_scale()) + float(np.euler_gamma)

    def _log_prob(self, value):
        value = self._cast_value(value)
        z = (value - self.loc) / self.scale
        return -(z + _ops.exp(-z)) - _ops.log(self.scale)

    def _cdf(self, value):
        return self._gumbel_bijector('forward', self._cast_value(value))

    def _cross_entropy(self, dist, loc_b, scale_b):
        check_distribution_name(dist, 'Gumbel')
        return self._entropy() + self._kl_loss(dist, loc_b, scale_b)

    def _kl_loss(self, dist, loc_b, scale_b):
        check_distribution_name(dist, 'Gumbel')
        loc_b = self._cast_b(loc_b, 'loc_b')
        scale_b = self._cast_b(scale_b, 'scale_b')
        loc, scale = self.loc, self.scale
        return (_ops.log(scale_b / scale) + float(np.euler_gamma) * (scale / scale_b - 1.0)
                + (loc - loc_b) / scale_b
                + _ops.expm1((loc_b - loc) / scale_b + _ops.lgamma(scale / scale_b + 1.0)))

    def _sample(self, shape=()):
        shape = self.checktuple(shape, 'shape')
        out_shape = tuple(shape) + tuple(self._broadcast_shape)
        draw = _ops.cast(self.distribution('sample', out_shape or (1,)), self.dtype)
        value = self.bijector('forward', draw)
        return _ops.squeeze(value, 0) if out_shape == () else value
