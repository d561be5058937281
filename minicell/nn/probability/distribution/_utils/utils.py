"""MindSpore's ``distribution._utils.utils``: the argument checks and conversions, defined in
``nn.probability._checks`` (shared with the bijectors)."""
from ..._checks import (  # noqa: F401  (MindSpore's names, re-exported)
    cast_to_tensor, cast_type_for_device, check_greater_equal_zero, check_greater_zero,
    check_greater, check_prob, check_sum_equal_one, check_rank, logits_to_probs, clamp_probs,
    probs_to_logits, raise_none_error, raise_broadcast_error, raise_not_impl_error,
    raise_not_implemented_util, raise_type_error, raise_not_defined, check_distribution_name,
    CheckTuple, CheckTensor, raise_tensor_type_error, set_param_type)
