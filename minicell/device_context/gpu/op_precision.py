"""``mindspore.device_context.gpu.op_precision``: TF32 switches, checked and recorded in the
context (``get_context("matmul_allow_tf32")``)."""
from .._settings import check_type, record


def matmul_allow_tf32(value):
    """Whether float32 matrix products may use TF32 (MindSpore's default: False)."""
    check_type("value", value, bool)
    record("gpu.matmul_allow_tf32", value, "matmul_allow_tf32")


def conv_allow_tf32(value):
    """Whether float32 convolutions may use TF32 (MindSpore's default: True)."""
    check_type("value", value, bool)
    record("gpu.conv_allow_tf32", value, "conv_allow_tf32")
