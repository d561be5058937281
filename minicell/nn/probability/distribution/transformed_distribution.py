"""TransformedDistribution: the distribution of y = bijector(x) for x from a distribution."""
import numpy as np

from .... import ops as _ops
from ....common import dtype as mstype
from ...._checkparam import check_value_type
from ...._checkparam_types import check_type_name
from ..bijector.bijector import Bijector, install_transformed_distribution
from .distribution import Distribution
from ._utils.utils import raise_not_impl_error


class TransformedDistribution(Distribution):
    """y = ``bijector``(x), x ~ ``distribution`` (a float distribution). Its log_prob is the
    distribution's at the inverse plus the inverse log-jacobian; cdf and survival go through
    the inverse; mean only for a linear (constant-jacobian) bijector."""

    def __init__(self, bijector, distribution, seed=None, name='transformed_distribution'):
        param = dict(locals())
        check_value_type('bijector', bijector, [Bijector], type(self).__name__)
        check_value_type('distribution', distribution, [Distribution], type(self).__name__)
        check_type_name('dtype', distribution.dtype, mstype.float_type, type(self).__name__)
        super().__init__(seed, distribution.dtype, name, param)
        self._bijector = bijector
        self._distribution = distribution
        self._is_linear_transformation = bijector.is_constant_jacobian
        self._dtype = distribution.dtype
        self._is_scalar_batch = distribution.is_scalar_batch and bijector.is_scalar_batch
        self._batch_shape = distribution.batch_shape
        self.default_parameters = distribution.default_parameters
        self.parameter_names = distribution.parameter_names
        self.parameter_type = distribution.parameter_type
        self._broadcast_shape = self._broadcast_bijector_dist()

    @property
    def bijector(self):
        return self._bijector

    @property
    def distribution(self):
        return self._distribution

    @property
    def dtype(self):
        return self._dtype

    @property
    def is_linear_transformation(self):
        return self._is_linear_transformation

    def _broadcast_bijector_dist(self):
        if self.batch_shape is None or self.bijector.batch_shape is None:
            return None
        return tuple(np.broadcast_shapes(tuple(self.bijector.batch_shape),
                                         tuple(self.batch_shape)))

    def _cdf(self, value, *args, **kwargs):
        return self.distribution('cdf', self.bijector('inverse', value), *args, **kwargs)

    def _log_cdf(self, value, *args, **kwargs):
        return _ops.log(self._cdf(value, *args, **kwargs))

    def _survival_function(self, value, *args, **kwargs):
        return 1.0 - self._cdf(value, *args, **kwargs)

    def _log_survival(self, value, *args, **kwargs):
        return _ops.log(self._survival_function(value, *args, **kwargs))

    def _log_prob(self, value, *args, **kwargs):
        base = self.distribution('log_prob', self.bijector('inverse', value), *args, **kwargs)
        adjusted = base + self.bijector('inverse_log_jacobian', value)
        # -inf (outside the support) stays -inf whatever the jacobian term is
        return _ops.where(base == -np.inf, base, adjusted)

    def _prob(self, value, *args, **kwargs):
        return _ops.exp(self._log_prob(value, *args, **kwargs))

    def _sample(self, *args, **kwargs):
        return self.bijector('forward', self.distribution('sample', *args, **kwargs))

    def _mean(self, *args, **kwargs):
        if not self.is_linear_transformation:
            raise_not_impl_error('mean')
        return self.bijector('forward', self.distribution('mean', *args, **kwargs))


install_transformed_distribution(Distribution, TransformedDistribution)
