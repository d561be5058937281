"""Argument checks and conversions of the distributions and bijectors (MindSpore's
``distribution._utils.utils``, which re-exports them): the same names, exception types and
messages as MindSpore 2.10. Outside the distribution package, so the bijectors import it
without loading the distributions."""
import numpy as np

from ... import ops as _ops
from ...common import dtype as mstype
from ...common.tensor import Tensor
from ...common.parameter import Parameter
from ... import context

_INT_TYPES = tuple(mstype.int_type) + tuple(mstype.uint_type)


def cast_to_tensor(t, hint_type=mstype.float32):
    """``t`` (a number, list, numpy array or Tensor) as a Tensor of ``hint_type``; a Parameter
    is returned as it is (it stays trainable)."""
    if t is None:
        raise ValueError('Input cannot be None in cast_to_tensor')
    if isinstance(t, Parameter):
        return t
    if isinstance(t, bool):
        raise TypeError('Input cannot be Type Bool')
    if isinstance(t, (Tensor, np.ndarray, list, int, float)):
        return Tensor(t, dtype=hint_type)
    raise TypeError(f"Unable to convert input of type {type(t)} to a Tensor of type {hint_type}")


def cast_type_for_device(dtype):
    """The dtype the device computes in (GPU has no 64-bit floats/ints or small ints here)."""
    if context.get_context("device_target") == "GPU":
        if dtype in mstype.uint_type or dtype == mstype.int8:
            return mstype.int16
        if dtype == mstype.int64:
            return mstype.int32
        if dtype == mstype.float64:
            return mstype.float32
    return dtype


def _values(value):
    """The numpy values of a Tensor, or None for a Parameter not initialised yet."""
    if isinstance(value, Parameter):
        value = value.data if isinstance(value.data, Tensor) else None
    return None if value is None else value.asnumpy()


def check_greater_equal_zero(value, name):
    """ValueError unless every element of ``value`` is >= 0."""
    v = _values(value)
    if v is not None and np.less(v, 0).any():
        raise ValueError(f'{name} must be greater than or equal to zero.')


def check_greater_zero(value, name):
    """ValueError unless every element of ``value`` is > 0."""
    if value is None:
        raise ValueError('input value cannot be None in check_greater_zero')
    v = _values(value)
    if v is not None and not np.less(0, v).all():
        raise ValueError(f'{name} must be greater than zero.')


def check_greater(a, b, name_a, name_b):
    """ValueError unless ``a < b`` elementwise (not checked for Parameters)."""
    if a is None or b is None:
        raise ValueError('input value cannot be None in check_greater')
    if isinstance(a, Parameter) or isinstance(b, Parameter):
        return
    if not np.less(a.asnumpy(), b.asnumpy()).all():
        raise ValueError(f'{name_a} must be less than {name_b}')


def check_prob(p):
    """ValueError unless 0 < p < 1 elementwise."""
    if p is None:
        raise ValueError('input value cannot be None in check_greater_zero')
    v = _values(p)
    if v is None:
        return
    if not np.less(0, v).all():
        raise ValueError('Probabilities must be greater than zero')
    if not np.greater(1, v).all():
        raise ValueError('Probabilities must be less than one')


def check_sum_equal_one(probs):
    """ValueError unless each row of ``probs`` (last axis) sums to one."""
    if probs is None:
        raise ValueError('input value cannot be None in check_sum_equal_one')
    if isinstance(probs, (Tensor, Parameter)):
        v = _values(probs)
        if v is None:
            return
    else:
        v = np.asarray(probs)
    total = np.sum(v, axis=-1)
    eps = np.finfo(total.dtype).eps
    if not np.allclose(total, np.ones(total.shape), rtol=eps * 10, atol=eps):
        raise ValueError(
            'Probabilities for each category should sum to one for Categorical distribution.')


def check_rank(probs):
    """ValueError for a rank-0 ``probs``."""
    if probs is None:
        raise ValueError('input value cannot be None in check_rank')
    v = _values(probs)
    if v is not None and v.ndim == 0:
        raise ValueError('probs for Categorical distribution must have rank >= 1.')


def logits_to_probs(logits, is_binary=False):
    """sigmoid (binary) or softmax over the last axis."""
    return _ops.sigmoid(logits) if is_binary else _ops.softmax(logits, axis=-1)


def clamp_probs(probs):
    """``probs`` clipped into [eps, 1 - eps] of its dtype."""
    eps = float(np.finfo(mstype.dtype_to_nptype(probs.dtype)).eps)
    return _ops.clip_by_value(probs, eps, 1 - eps)


def probs_to_logits(probs, is_binary=False):
    """log-odds (binary) or log of the clamped probabilities."""
    p = clamp_probs(probs)
    if is_binary:
        return _ops.log(p) - _ops.log(1 - p)
    return _ops.log(p)


def raise_none_error(name):
    raise TypeError(f"the type {name} must be subclass of Tensor."
                    f" It can not be None since it is not specified during initialization.")


def raise_broadcast_error(shape_a, shape_b):
    raise ValueError(f"Shape {shape_a} and {shape_b} is not broadcastable.")


def raise_not_impl_error(name):
    raise ValueError(f"{name} function must be implemented for non-linear transformation")


def raise_not_implemented_util(func_name, obj, *args, **kwargs):
    raise NotImplementedError(f"{func_name} is not implemented for {obj} distribution.")


def raise_type_error(name, cur_type, required_type):
    raise TypeError(
        f"For {name} , the type must be or be subclass of {required_type}, but got {cur_type}")


def raise_not_defined(func_name, obj, *args, **kwargs):
    raise ValueError(f"{func_name} is undefined for {obj} distribution.")


def check_distribution_name(name, expected_name):
    """ValueError unless ``name`` (a constant) is ``expected_name``."""
    if name is None:
        raise ValueError("Input dist must be a constant which is not None.")
    if name != expected_name:
        raise ValueError(f"Expected dist input is {expected_name}, but got {name}.")


class CheckTuple:
    """``CheckTuple()(x, name)``: x when it is a tuple, else TypeError."""

    def __call__(self, x, name):
        if isinstance(x, tuple):
            return x
        raise TypeError(f"For {name}, input type must be a tuple.")


class CheckTensor:
    """``CheckTensor()(x, name)``: x when it is a Tensor (or None), else TypeError."""

    def __call__(self, x, name):
        if x is None or isinstance(x, Tensor):
            return x
        return raise_tensor_type_error(name)


def raise_tensor_type_error(name):
    """TypeError: ``name`` must be a Tensor."""
    raise TypeError(f"For {name}, input type must be a Tensor or Parameter.")


def set_param_type(args, hint_type):
    """The dtype the parameters in ``args`` ({name: value}) compute in: their common dtype (a
    TypeError when they differ), float32 for int or float64 ones, else ``hint_type`` (float32
    when it is an int type or None)."""
    if hint_type is None or hint_type in _INT_TYPES:
        hint_type = mstype.float32
    common = None
    for name, arg in args.items():
        if not hasattr(arg, 'dtype'):
            continue
        cur = mstype.pytype_to_dtype(arg.dtype) if isinstance(arg, np.ndarray) else arg.dtype
        if common is None:
            common = cur
        elif cur != common:
            raise TypeError(f"{name} should have the same dtype as other arguments.")
    if common in _INT_TYPES or common == mstype.float64:
        return mstype.float32
    return hint_type if common is None else common
