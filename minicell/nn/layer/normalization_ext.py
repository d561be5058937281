"""InstanceNorm1d/2d/3d, SyncBatchNorm (BatchNorm on one device) and LayerNormExt with
MindSpore's arguments and parameter names.

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> [p.name for p in nn.InstanceNorm2d(3).get_parameters()]
['mean', 'variance', 'gamma', 'beta']
"""
import numbers

import numpy as np

from ... import _checkparam as _validator, ops
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ...ops._prim_bind import bind_errors
from ...ops._util import kernel_dtype
from ...runtime.precision_scope import no_param_casts
from ..cell import Cell
from ._utils import check_normalized_shape, make_param, write_param
from .normalization import _BatchNorm
from .._operand_texts import refuses_non_tensors

__all__ = ["InstanceNorm1d", "InstanceNorm2d", "InstanceNorm3d", "SyncBatchNorm",
           "LayerNormExt"]


class _InstanceNorm(Cell):
    _ndim = 4

    @bind_errors      # 2.10's cell_attr_register binds the arguments first
    def __init__(self, num_features, eps=1e-5, momentum=0.1, affine=True, gamma_init="ones",
                 beta_init="zeros", dtype=mstype.float32):
        super().__init__()
        cls = type(self).__name__
        # 2.10's order: the four types, the initialisers' dtypes, then num_features >= 1
        _validator.check_value_type("num_features", num_features, [int], cls)
        _validator.check_value_type("eps", eps, [float], cls)        # 2.10: an int is refused
        _validator.check_value_type("momentum", momentum, [float], cls)
        _validator.check_value_type("affine", affine, [bool], cls)
        for key, val in (("gamma_init", gamma_init), ("beta_init", beta_init)):
            if isinstance(val, Tensor) and val.dtype != mstype.float32:
                raise TypeError(f"For '{cls}', the type of '{key}' must be float32, but got "
                                f"{val.dtype}.")
        if num_features < 1:
            raise ValueError(f"For '{cls}', the 'num_features' must be at least 1, but got "
                             f"{num_features}.")
        if not 0 < eps <= 1:
            raise ValueError(f"For 'InstanceNorm', the 'epsilon' must be in range of (0, 1], but "
                             f"got {eps} with type 'float'.")
        if not 0 <= momentum <= 1:
            raise ValueError(f"For '{cls}', the 'momentum' must be a number in range [0, 1], but "
                             f"got {momentum}.")
        self.num_features, self.eps, self.momentum = num_features, float(eps), float(momentum)
        shape = (num_features,)
        self.moving_mean = make_param("zeros", shape, dtype, "mean", requires_grad=False)
        self.moving_variance = make_param("ones", shape, dtype, "variance", requires_grad=False)
        self.gamma = make_param(gamma_init, shape, dtype, "gamma", requires_grad=affine)
        self.beta = make_param(beta_init, shape, dtype, "beta", requires_grad=affine)

    def construct(self, x):
        if len(x.shape) != self._ndim:     # 2.10's _check_dim
            raise ValueError(f"For '{type(self).__name__}', the in_shape must have {self._ndim} "
                             f"dims, but got {len(x.shape)}.")
        kernel_dtype(x, "InstanceNorm", ("Float16", "Float32"), arg="input_x")
        if isinstance(x.shape[1], int) and x.shape[1] != self.num_features:   # 2.10's text
            raise ValueError(f"For primitive[InstanceNorm], the gamma shape must be equal to "
                             f"(C, ) which is {x.shape[1]} , but got {self.num_features}.")
        axes = tuple(range(2, self._ndim))
        mean = ops.mean(x, axes, True)
        var = ops.mean(ops.square(x - mean), axes, True)
        bshape = (1, self.num_features) + (1,) * (self._ndim - 2)
        y = (x - mean) * ops.rsqrt(var + self.eps) * ops.reshape(self.gamma, bshape) \
            + ops.reshape(self.beta, bshape)
        if self.training:       # running statistics: batch average of the instance statistics
            n = 1
            for a in axes:
                n *= x.shape[a]
            m = self.momentum
            flat = (x.shape[0], self.num_features)
            batch_mean = ops.mean(ops.reshape(mean, flat), 0)
            batch_var = ops.mean(ops.reshape(var, flat), 0) * (n / max(n - 1, 1))
            with no_param_casts():      # updated in the statistics' dtype
                write_param(self.moving_mean, self.moving_mean * (1.0 - m) + batch_mean * m)
                write_param(self.moving_variance,
                            self.moving_variance * (1.0 - m) + batch_var * m)
        return y

    def extend_repr(self):
        return (f"num_features={self.num_features}, eps={self.eps}, momentum={self.momentum}, "
                f"gamma={self.gamma}, beta={self.beta}, moving_mean={self.moving_mean}, "
                f"moving_variance={self.moving_variance}")


@refuses_non_tensors
class InstanceNorm1d(_InstanceNorm):
    """``InstanceNorm1d(num_features, eps=1e-5, momentum=0.1, affine=True, gamma_init='ones',
    beta_init='zeros')`` over (N, C, L): each (n, c) row normalised over L, then
    gamma * y + beta."""
    _ndim = 3


@refuses_non_tensors
class InstanceNorm2d(_InstanceNorm):
    """InstanceNorm over (N, C, H, W)."""
    _ndim = 4


@refuses_non_tensors
class InstanceNorm3d(_InstanceNorm):
    """InstanceNorm over (N, C, D, H, W)."""
    _ndim = 5


class SyncBatchNorm(_BatchNorm):
    """``SyncBatchNorm(num_features, eps=1e-5, momentum=0.9, affine=True, ...,
    use_batch_statistics=None, process_groups=None)``: BatchNorm whose batch statistics are
    synchronised across devices; on one device (minicell) it is BatchNorm over (N, C) or
    (N, C, H, W)."""
    _ndims = (2, 4)

    def __init__(self, num_features, eps=1e-5, momentum=0.9, affine=True, gamma_init="ones",
                 beta_init="zeros", moving_mean_init="zeros", moving_var_init="ones",
                 use_batch_statistics=None, process_groups=None, dtype=mstype.float32):
        super().__init__(num_features, eps, momentum, affine, gamma_init, beta_init,
                         moving_mean_init, moving_var_init, use_batch_statistics, dtype=dtype)
        if process_groups not in (None, 0):
            _validator.check_isinstance("process_groups", process_groups, list)   # 2.10's check
            seen = set()
            for rid in (r for g in process_groups for r in g):
                if rid in seen:
                    raise ValueError(f"For 'SyncBatchNorm', rank id in 'process_groups' must not "
                                     f"be duplicated, but got {process_groups}.")
                seen.add(rid)
        self.process_groups = process_groups
        self.is_global = False
        self.group_name = None


class LayerNormExt(Cell):
    """``LayerNormExt(normalized_shape, eps=1e-5, elementwise_affine=True, bias=True,
    dtype=None)``: layer norm over the trailing ``normalized_shape`` dims with Parameters
    ``weight`` (ones) and ``bias`` (zeros)."""

    def __init__(self, normalized_shape, eps=1e-5, elementwise_affine=True, bias=True,
                 dtype=None):
        super().__init__()
        if isinstance(normalized_shape, numbers.Integral):
            normalized_shape = (normalized_shape,)
        self.normalized_shape = check_normalized_shape(normalized_shape, 'LayerNormExt')
        self.eps = eps
        self.elementwise_affine = elementwise_affine
        dtype = mstype.float32 if dtype is None else dtype
        self.weight = self.bias = None
        if elementwise_affine:     # numpy's arrays, as 2.10 (LayerNorm(0) builds; numpy's
            # errors for a negative or a non-integer size: measured)
            self.weight = Parameter(Tensor(np.ones(normalized_shape), dtype), name="weight")
            if bias:
                self.bias = Parameter(Tensor(np.zeros(normalized_shape), dtype), name="bias")

    def construct(self, input):  # noqa: A002 (MindSpore's argument name)
        return ops.layer_norm(input, self.normalized_shape, self.weight, self.bias, self.eps)

    def extend_repr(self):
        return (f"normalized_shape={self.normalized_shape}, eps={self.eps}, "
                f"elementwise_affine={self.elementwise_affine}")
