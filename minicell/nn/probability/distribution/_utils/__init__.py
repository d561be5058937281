"""Helpers shared by the distributions (MindSpore's ``distribution._utils``)."""
from .custom_ops import exp_generic, log_generic, broadcast_to
from .utils import cast_to_tensor, check_greater_equal_zero, check_greater_zero
from .utils import check_greater, check_prob, CheckTensor, CheckTuple, set_param_type

__all__ = ['cast_to_tensor', 'check_greater', 'check_greater_equal_zero', 'check_greater_zero',
           'check_prob', 'exp_generic', 'log_generic', 'broadcast_to', 'set_param_type',
           'CheckTensor', 'CheckTuple']
