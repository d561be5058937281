"""MindSpore's ``Bijector``: the base Cell of the invertible transforms y = f(x).

Subclasses define ``_forward``, ``_inverse``, ``_forward_log_jacobian`` and
``_inverse_log_jacobian``; ``bijector('forward', x)`` (the Cell call) dispatches by name, and
calling a bijector on a Distribution gives the TransformedDistribution of it.
"""
import numpy as np

from .... import ops as _ops
from ....common import dtype as mstype
from ....common.tensor import Tensor
from ...._checkparam import check_value_type
from ...._checkparam_types import check_type_name
from ...cell import Cell
from .._checks import CheckTensor, cast_to_tensor, raise_type_error, raise_tensor_type_error

_METHODS = ('forward', 'inverse', 'forward_log_jacobian', 'inverse_log_jacobian')
# (Distribution, TransformedDistribution), installed by the distribution package (which
# imports this module): ``bijector(dist)`` makes the transformed distribution
_TRANSFORMED = []


def install_transformed_distribution(distribution_cls, transformed_cls):
    """Called by ``transformed_distribution`` at import."""
    _TRANSFORMED[:] = [distribution_cls, transformed_cls]


class Bijector(Cell):
    """Base class of the bijectors: ``is_constant_jacobian`` and ``is_injective`` (bools),
    ``name`` (str), ``dtype`` (a float type, or None to take the input's), ``param`` (the
    subclass's ``locals()`` with a ``param_dict`` of its parameters)."""

    def __init__(self, is_constant_jacobian=False, is_injective=True, name=None, dtype=None,
                 param=None):
        super().__init__()
        check_value_type('name', name, [str], type(self).__name__)
        check_value_type('is_constant_jacobian', is_constant_jacobian, [bool], name)
        check_value_type('is_injective', is_injective, [bool], name)
        if dtype is not None:
            check_type_name('dtype', dtype, mstype.float_type, type(self).__name__)
        self._name = name
        self._dtype = dtype
        param = param or {}
        self._parameters = {k: v for k, v in param.items()
                            if k != 'param' and not (k == 'self' or k.startswith('_'))}
        if 'bijector' not in param:
            self._batch_shape = self._calc_batch_shape()
            self._is_scalar_batch = self._check_is_scalar_batch()
        self._is_constant_jacobian = is_constant_jacobian
        self._is_injective = is_injective
        self.checktensor = CheckTensor()

    @property
    def name(self):
        return self._name

    @property
    def dtype(self):
        return self._dtype

    @property
    def parameters(self):
        return self._parameters

    @property
    def is_constant_jacobian(self):
        return self._is_constant_jacobian

    @property
    def is_injective(self):
        return self._is_injective

    @property
    def batch_shape(self):
        return self._batch_shape

    @property
    def is_scalar_batch(self):
        return self._is_scalar_batch

    def _check_value_dtype(self, value):
        """``value`` when it is a float Tensor (of ``dtype`` when the bijector has one)."""
        if not isinstance(value, Tensor):
            raise_tensor_type_error('input value of bijector')
        if self.dtype is None:
            if value.dtype in mstype.float_type:
                return value
            return raise_type_error('input value of bijector', value.dtype, 'Float')
        if value.dtype != self.dtype:
            raise TypeError(f"For 'SameTypeShape', the input 'input_x' and 'input_y' should "
                            f"have the same type, but got {value.dtype} and {self.dtype}.")
        return value

    def _shape_mapping(self, shape):
        return tuple(np.broadcast_shapes(tuple(shape), tuple(self.batch_shape)))

    def shape_mapping(self, shape):
        """``shape`` broadcast with the bijector's batch shape."""
        return self._shape_mapping(shape)

    def _add_parameter(self, value, name):
        """``value`` (a number, array or Tensor of a float type; not bool or None) as a Tensor,
        recorded as the parameter ``name``."""
        if not hasattr(self, 'default_parameters'):
            self.default_parameters = []
            self.parameter_names = []
            self.common_dtype = None
        if isinstance(value, bool) or value is None:
            raise TypeError(f'{name} cannot be type {type(value)}')
        value_t = value if isinstance(value, Tensor) else Tensor(value)
        if self.dtype is None:
            if self.common_dtype is None:
                self.common_dtype = value_t.dtype
            elif value_t.dtype != self.common_dtype:
                raise TypeError(f'{name} should have the same dtype as other arguments.')
            check_type_name(f'dtype of {name}', value_t.dtype, mstype.float_type,
                            type(self).__name__)
        elif value_t.dtype != self.dtype:
            raise TypeError(f"{name} should have the same dtype as the bijector's dtype.")
        self.default_parameters += [value]
        self.parameter_names += [name]
        return value_t

    def _calc_batch_shape(self):
        if 'param_dict' not in self._parameters:
            return None
        shape = ()
        for value in self._parameters['param_dict'].values():
            if value is None:
                return None
            shape = tuple(np.broadcast_shapes(shape, tuple(cast_to_tensor(value).shape)))
        return shape

    def _check_is_scalar_batch(self):
        if 'param_dict' not in self._parameters:
            return False
        return all(v is None or isinstance(v, (int, float))
                   for v in self._parameters['param_dict'].values())

    def _check_value(self, value, name):
        if not isinstance(value, Tensor):
            raise_tensor_type_error(name)
        return value

    def cast_param_by_value(self, value, para):
        """``para`` cast to ``value``'s dtype."""
        return _ops.cast(para, value.dtype)

    def forward(self, value, *args, **kwargs):
        """y = f(x)."""
        return self._forward(value, *args, **kwargs)

    def inverse(self, value, *args, **kwargs):
        """x = f^-1(y)."""
        return self._inverse(value, *args, **kwargs)

    def forward_log_jacobian(self, value, *args, **kwargs):
        """log |df/dx| at x."""
        return self._forward_log_jacobian(value, *args, **kwargs)

    def inverse_log_jacobian(self, value, *args, **kwargs):
        """log |df^-1/dy| at y."""
        return self._inverse_log_jacobian(value, *args, **kwargs)

    def __call__(self, *args, **kwargs):
        if args and _TRANSFORMED and isinstance(args[0], _TRANSFORMED[0]):
            return _TRANSFORMED[1](self, args[0])
        return super().__call__(*args, **kwargs)

    def construct(self, name, *args, **kwargs):
        """``bijector(name, value)``: 'forward', 'inverse', 'forward_log_jacobian' or
        'inverse_log_jacobian'."""
        if name not in _METHODS:
            raise Exception('Invalid name')   # pylint: disable=broad-exception-raised
        return getattr(self, name)(*args, **kwargs)
