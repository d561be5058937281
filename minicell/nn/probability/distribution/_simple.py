"""The shared constructor of HalfNormal, Laplace and StudentT: float distributions whose
parameters (``sd`` > 0, ``df`` > 0) are given at construction or per call."""
from ....common import dtype as mstype
from ...._checkparam_types import check_type_name
from .distribution import Distribution
from ._utils.utils import check_greater_zero

_CHECKS = {'sd': 'Standard deviation', 'df': 'Degrees of freedom'}


class _Simple(Distribution):
    """``params``: {name: value} in the constructor's order; each checked > 0 when named in
    ``_CHECKS``; stored as ``_<name>_value``."""

    def __init__(self, params, seed, dtype, name, param):
        param['param_dict'] = dict(params)
        check_type_name('dtype', dtype, mstype.float_type, type(self).__name__)
        super().__init__(seed, dtype, name, param)
        for key, value in params.items():
            setattr(self, f'_{key}_value', self._add_parameter(value, key))
        for key in ('sd', 'df'):
            value = getattr(self, f'_{key}_value', None)
            if value is not None:
                check_greater_zero(value, _CHECKS[key])
