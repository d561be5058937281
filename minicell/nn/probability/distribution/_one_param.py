"""The shared part of the one-parameter distributions: Bernoulli and Geometric (``probs`` in
[0, 1]), Exponential and Poisson (``rate`` > 0), each given at construction or per call."""
from ....common import dtype as mstype
from ...._checkparam_types import check_type_name
from .distribution import Distribution
from ._utils.utils import check_greater_zero, check_prob

NUMBER_DTYPES = tuple(mstype.int_type) + tuple(mstype.uint_type) + tuple(mstype.float_type)


class OneParam(Distribution):
    """``_param``: the parameter's name ('probs' or 'rate'), stored as ``_<name>``;
    ``_dtypes``: the sample dtypes allowed."""
    _param = 'probs'
    _dtypes = NUMBER_DTYPES

    def __init__(self, value, seed, dtype, name, param):
        param['param_dict'] = {self._param: value}
        check_type_name('dtype', dtype, self._dtypes, type(self).__name__)
        super().__init__(seed, dtype, name, param)
        stored = self._add_parameter(value, self._param)
        setattr(self, '_' + self._param, stored)
        if stored is not None:
            if self._param == 'probs':
                check_prob(stored)
            else:
                check_greater_zero(stored, self._param)

    def extend_repr(self):
        if self.is_scalar_batch:
            return f"{self._param} = {getattr(self, '_' + self._param)}"
        return f'batch_shape = {self._broadcast_shape}'

    def _get_dist_type(self):
        return type(self).__name__
