"""More primitives MindSpore 2.10 constructs on CPU but has no CPU kernel for: the distributed
``_inner_ops.SyncBatchNorm`` and ``_grad_ops.SyncBatchNormGrad``, ``P.TransShape`` and the
assist-matrix ``_inner_ops.MatrixDiag`` / ``MatrixDiagPart`` / ``MatrixSetDiag`` (Ascend's forms;
``MatrixDiagV3`` and friends are the CPU ones). Each checks its constructor arguments as 2.10
does and raises 2.10's kernel-select RuntimeError when called (measured on 2.10 CPU). Rows in
``rows_v1.py``.

>>> from minicell.ops.operations import _inner_ops
>>> _inner_ops.SyncBatchNorm(momentum=0.2)
Prim[SyncBatchNorm]<epsilon=1e-05, momentum=0.2, group=sync_bn_group0, device_num=2, side_effect_mem=True, format=NCHW>
"""
from .._checkparam import GE, INC_BOTH, INC_RIGHT, check_float_range, check_int, check_isinstance
from .device_only import _DeviceOnly

__all__ = ["SyncBatchNorm", "SyncBatchNormGrad", "TransShape", "MatrixDiag", "MatrixDiagPart",
           "MatrixSetDiag"]


class SyncBatchNorm(_DeviceOnly):
    """``SyncBatchNorm(epsilon=1e-5, momentum=0.1, group='sync_bn_group0', device_num=2)
    (x, scale, offset, mean, variance)``: batch normalisation with statistics reduced over a
    device group (no CPU kernel in MindSpore 2.10)."""

    def __init__(self, epsilon=1e-5, momentum=0.1, group="sync_bn_group0", device_num=2):
        check_float_range(epsilon, 0, 1, INC_RIGHT, "epsilon", "SyncBatchNorm")
        check_float_range(momentum, 0, 1, INC_BOTH, "momentum", "SyncBatchNorm")
        check_isinstance("group", group, str)
        check_int(device_num, 2, GE, "device_num", "SyncBatchNorm")
        super().__init__(epsilon=epsilon, momentum=momentum, group=group, device_num=device_num,
                         side_effect_mem=True, format="NCHW")


class SyncBatchNormGrad(_DeviceOnly):
    """``SyncBatchNormGrad(epsilon=1e-5, group='group0', device_num=2)(dy, x, scale,
    save_mean, save_inv_variance)``: ``SyncBatchNorm``'s gradient (no CPU kernel in 2.10)."""

    def __init__(self, epsilon=1e-5, group="group0", device_num=2):
        check_float_range(epsilon, 0, 1, INC_RIGHT, "epsilon", "SyncBatchNormGrad")
        if not isinstance(group, str):
            raise TypeError("The group attr of SyncBatchNormGrad must be str.")
        check_int(device_num, 2, GE, "device_num", "SyncBatchNormGrad")
        super().__init__(epsilon=epsilon, group=group, device_num=device_num)


class TransShape(_DeviceOnly):
    """``TransShape()(input_x, out_shape)``: Ascend's format-transforming reshape (no CPU
    kernel in MindSpore 2.10)."""


class MatrixDiag(_DeviceOnly):
    """``MatrixDiag()(x, assist)``: Ascend's diagonal-matrix builder with an assist matrix (no
    CPU kernel in MindSpore 2.10; ``MatrixDiagV3`` is the CPU form)."""


class MatrixDiagPart(_DeviceOnly):
    """``MatrixDiagPart()(x, assist)``: Ascend's diagonal extraction with an assist matrix (no
    CPU kernel in MindSpore 2.10; ``MatrixDiagPartV3`` is the CPU form)."""


class MatrixSetDiag(_DeviceOnly):
    """``MatrixSetDiag()(x, diagonal, assist)``: Ascend's diagonal replacement with an assist
    matrix (no CPU kernel in MindSpore 2.10; ``MatrixSetDiagV3`` is the CPU form)."""
