"""LogNormal distribution: exp of a Normal."""
import numpy as np

from .... import ops as _ops
from ....common import dtype as mstype
from ..bijector.power_transform import Exp
from .normal import Normal
from .transformed_distribution import TransformedDistribution
from ._utils.utils import check_distribution_name


class LogNormal(TransformedDistribution):
    """LogNormal(loc, scale): log X ~ Normal(loc, scale)."""

    def __init__(self, loc=None, scale=None, seed=0, dtype=mstype.float32, name='LogNormal'):
        super().__init__(distribution=Normal(loc, scale, dtype=dtype), bijector=Exp(),
                         seed=seed, name=name)
        self._reset_parameters()
        self._loc = self._add_parameter(loc, 'loc')
        self._scale = self._add_parameter(scale, 'scale')

    @property
    def loc(self):
        return self._loc

    @property
    def scale(self):
        return self._scale

    def _get_dist_type(self):
        return 'LogNormal'

    def _get_dist_args(self, loc=None, scale=None):
        loc = self.checktensor(loc, 'loc') if loc is not None else self.loc
        scale = self.checktensor(scale, 'scale') if scale is not None else self.scale
        return loc, scale

    def extend_repr(self):
        if self.is_scalar_batch:
            return f'loc = {self.loc}, scale = {self.scale}'
        return f'batch_shape = {self.broadcast_shape}'

    def _mean(self, loc=None, scale=None):
        mean, sd = self._check_param_type(loc, scale)
        return _ops.exp(mean + 0.5 * _ops.square(sd))

    def _mode(self, loc=None, scale=None):
        mean, sd = self._check_param_type(loc, scale)
        return _ops.exp(mean - _ops.square(sd))

    def _var(self, loc=None, scale=None):
        mean, sd = self._check_param_type(loc, scale)
        var = _ops.square(sd)
        return _ops.expm1(var) * _ops.exp(2.0 * mean + var)

    def _entropy(self, loc=None, scale=None):
        mean, sd = self._check_param_type(loc, scale)
        return mean + 0.5 + _ops.log(sd) + 0.5 * float(np.log(2 * np.pi))

    def _cdf(self, value, loc=None, scale=None):
        mean, sd = self._check_param_type(loc, scale)
        cdf = self.distribution('cdf', self.bijector('inverse', value), mean, sd)
        return _ops.where(value > 0.0, cdf, _ops.zeros_like(cdf))

    def _log_prob(self, value, loc=None, scale=None):
        mean, sd = self._check_param_type(loc, scale)
        base = self.distribution('log_prob', self.bijector('inverse', value), mean, sd)
        return base + self.bijector('inverse_log_jacobian', value)

    def _cross_entropy(self, dist, loc_b, scale_b, loc_a=None, scale_a=None):
        check_distribution_name(dist, 'LogNormal')
        return self._entropy(loc_a, scale_a) + self._kl_loss(dist, loc_b, scale_b, loc_a,
                                                             scale_a)

    def _kl_loss(self, dist, loc_b, scale_b, loc_a=None, scale_a=None):
        check_distribution_name(dist, 'LogNormal')
        return self.distribution('kl_loss', 'Normal', loc_b, scale_b, loc_a, scale_a)

    def _sample(self, shape=(), loc=None, scale=None):
        shape = self.checktuple(shape, 'shape')
        mean, sd = self._check_param_type(loc, scale)
        draw = self.distribution('sample', shape or (1,), mean, sd)
        value = self.bijector('forward', _ops.cast(draw, self.dtype))
        return _ops.squeeze(value, 0) if shape == () else value
