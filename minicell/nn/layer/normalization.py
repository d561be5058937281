"""Normalisation layers: BatchNorm1d/2d/3d, LayerNorm, GroupNorm.

BatchNorm follows MindSpore: Parameters ``gamma``, ``beta``, ``moving_mean``,
``moving_variance``; in training the batch statistics are used and the moving ones updated as
``moving = momentum * moving + (1 - momentum) * batch`` (momentum 0.9; unbiased batch variance);
in eval the moving statistics are used. The update goes through ``write_param`` so a compiled
GRAPH_MODE step writes it back too.

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> bn = nn.BatchNorm2d(3)
>>> [p.name for p in bn.get_parameters()]    # 2.10's own names; a parent Cell gives attribute paths
['mean', 'variance', 'gamma', 'beta']
"""
import numpy as np

from ... import ops
from ... import _checkparam as _validator
from ...common import dtype as mstype
from ...runtime.dispatch import dispatch
from ...runtime.precision_scope import TO_FLOAT as _TO_FLOAT, no_param_casts
from ...runtime.registry import freeze_attrs, get_op
from ..cell import Cell
from ._utils import check_normalized_shape, check_positive_int, make_param, write_param
from ...ops.nn_norm_ext import (check_layer_norm_epsilon, check_layer_norm_params,
                                layer_norm_axis)
from ...ops import _amp_auto
from ...ops._prim_bind import bind_errors
from ...ops._util import ms_type_name
from .._operand_texts import refuses_non_tensors

__all__ = ["BatchNorm1d", "BatchNorm2d", "BatchNorm3d", "LayerNorm", "GroupNorm"]

_BN_TRAIN = get_op("batch_norm_train")
_BN_INFER = get_op("batch_norm_infer")
_LN = get_op("layer_norm")
_GN = get_op("group_norm")

_FLOAT = (float, np.floating)


_RANK_TEXT = {(2, 3): "For '{}', the must have 2 dims or 3 dims, but got {}.",
              (4,): "For '{}', the in_shape must have 4 dims, but got {}."}


def _target():
    from ... import context
    return context.get_context("device_target")

class _BatchNorm(Cell):
    _ndims = (2, 4)

    @bind_errors      # 2.10's cell_attr_register binds the arguments first
    def __init__(self, num_features, eps=1e-5, momentum=0.9, affine=True, gamma_init="ones",
                 beta_init="zeros", moving_mean_init="zeros", moving_var_init="ones",
                 use_batch_statistics=None, data_format="NCHW", dtype=mstype.float32):
        super().__init__()
        cls = type(self).__name__
        if type(num_features) is int and num_features < 1:
            raise ValueError(f"For '{cls}', the 'num_features' must be at least 1, but got "
                             f"{num_features}.")                                  # 2.10's text
        if isinstance(num_features, bool) or not isinstance(num_features, int):   # 2.10's text
            raise TypeError(f"For '{cls}', the type of 'num_features' should be 'int', but got "
                            f"type '{type(num_features).__name__}'.")
        self.num_features = check_positive_int(num_features, "num_features", cls)
        if momentum < 0 or momentum > 1:        # 2.10's comparisons (a str's TypeError)
            raise ValueError(f"For '{cls}', the 'momentum' must be a number in range [0, 1], but "
                             f"got {momentum}.")
        if data_format not in ("NCHW", "NHWC"):      # 2.10's validator (measured)
            raise ValueError(f"For '{cls}', the 'format' must be str and must be in '['NCHW', "
                             f"'NHWC']', but got '{data_format}'.")
        if data_format == "NHWC" and _target() == "CPU":
            raise ValueError(f"For '{cls}', the 'NHWC' format only support in GPU target, but "
                             f"got device target CPU.")
        if data_format != "NCHW":
            raise ValueError(f"For '{cls}', only data_format='NCHW' is supported, but got "
                             f"{data_format!r}")
        if not (use_batch_statistics is None or isinstance(use_batch_statistics, bool)):
            raise ValueError(f"For '{cls}', the 'use_batch_statistics' must be a boolean value "
                             f"or None, but got {use_batch_statistics}.")
        # 2.10 keeps ``eps`` as given (``eps=True`` reads back True) and refuses another type
        # than float when the Cell runs (measured: its primitive's TypeError, see ``construct``)
        self.eps = eps
        # 2.10 keeps 1 - momentum (the batch statistics' weight, its primitive's momentum) in
        # ``momentum`` and its repr shows 1 - that; the update rate is fixed here (measured:
        # setting bn.momentum later changes only the repr)
        self.momentum = self._batch_weight = 1.0 - float(momentum)
        self.affine = affine
        self.use_batch_statistics = use_batch_statistics
        self.format = data_format
        shape = (num_features,)
        self.moving_mean = make_param(moving_mean_init, shape, dtype, "mean",
                                      requires_grad=False)
        self.moving_variance = make_param(moving_var_init, shape, dtype, "variance",
                                          requires_grad=False)
        self.gamma = make_param(gamma_init, shape, dtype, "gamma", requires_grad=affine)
        self.beta = make_param(beta_init, shape, dtype, "beta", requires_grad=affine)
        self._attrs = freeze_attrs({"eps": float(eps)}) if isinstance(eps, _FLOAT) else None
        # 2.10's Primitives of the Cell, as it makes them (``momentum`` its 1 - momentum): code
        # calls them in its own construct, parallel code shards them (``bn.bn_train.shard(..)``)
        self.bn_train = ops.BatchNorm(is_training=True, epsilon=eps, momentum=1.0 - momentum,
                                      data_format=data_format)
        self.bn_infer = ops.BatchNorm(is_training=False, epsilon=eps, data_format=data_format)

    def _check_input(self, x):
        if len(x.shape) not in self._ndims and self._ndims in _RANK_TEXT:     # 2.10's texts
            raise ValueError(_RANK_TEXT[self._ndims].format(type(self).__name__, len(x.shape)))
        if len(x.shape) not in self._ndims:
            raise ValueError(f"For '{type(self).__name__}', the input must be "
                             f"{' or '.join(f'{n}-d' for n in self._ndims)}, but got shape "
                             f"{tuple(x.shape)}")
        if x.dtype.kind not in ("float", "complex"):   # 2.10's BatchNorm check (measured: Int32)
            raise TypeError(f"For primitive[BatchNorm], the input argument[input_x] must be a "
                            f"type of {{Tensor[Float16], Tensor[Float32]}}, but got "
                            f"Tensor[{x.dtype}].")

    def construct(self, x):
        self._check_input(x)
        return self._normalise(x)

    def _normalise(self, x):
        """Batch norm of ``x`` over every axis but 1 with this Cell's Parameters."""
        if self._attrs is None:
            raise TypeError(f'Failed calling BatchNorm with "BatchNorm(is_training=bool, '
                            f'epsilon={ms_type_name(self.eps)}, momentum=float, '
                            f'data_format=string)(input_x=Tensor, scale=Tensor, bias=Tensor, '
                            f'mean=Tensor, variance=Tensor)".')
        use_batch = self.training if self.use_batch_statistics is None \
            else self.use_batch_statistics
        x, = _amp_auto.cast_for("BatchNorm", x)     # amp level "auto": BatchNorm runs in float32
        if use_batch:
            y, mean, var = _float32_params(_BN_TRAIN, (x, self.gamma, self.beta), self._attrs)
            w = self._batch_weight
            with no_param_casts():      # the kernel's update of its statistics, in their dtype
                write_param(self.moving_mean, self.moving_mean * (1.0 - w) + mean * w)
                write_param(self.moving_variance, self.moving_variance * (1.0 - w) + var * w)
            return y
        mean, var = self.moving_mean, self.moving_variance
        if _TO_FLOAT and _TO_FLOAT[-1] is not None:
            # 2.10 (measured, both modes): inference takes all four in the Cell's dtype
            mean, var = ops.cast(mean, _TO_FLOAT[-1]), ops.cast(var, _TO_FLOAT[-1])
        return dispatch(_BN_INFER, (x, self.gamma, self.beta, mean, var), self._attrs)

    def extend_repr(self):
        return (f"num_features={self.num_features}, eps={self.eps}, "
                f"momentum={1.0 - self.momentum}, "
                f"gamma={self.gamma}, beta={self.beta}, moving_mean={self.moving_mean}, "
                f"moving_variance={self.moving_variance}")


def _float32_params(op, inputs, attrs):
    """``dispatch`` with gamma and beta as they are inside a ``to_float(float16)`` Cell: 2.10's
    training BatchNorm takes them in float32 there (measured, both modes: the float16 output of
    ``(x - mean) / sqrt(var + eps) * gamma + beta`` rounded once; minicell cast them to float16
    first, which moved 214 of 960 outputs by an ulp). Its inference casts them and the moving
    statistics to float16 (``_normalise``)."""
    if not _TO_FLOAT:
        return dispatch(op, inputs, attrs)
    _TO_FLOAT.append(None)          # no to_float Parameter casts for this op
    try:
        return dispatch(op, inputs, attrs)
    finally:
        _TO_FLOAT.pop()


@refuses_non_tensors
class BatchNorm1d(_BatchNorm):
    """Batch norm over (N, C) or (N, C, L) inputs."""
    _ndims = (2, 3)


@refuses_non_tensors
class BatchNorm2d(_BatchNorm):
    """Batch norm over (N, C, H, W) inputs."""
    _ndims = (4,)


@refuses_non_tensors
class BatchNorm3d(Cell):
    """Batch norm over (N, C, D, H, W) inputs. As 2.10 its Parameters are those of a
    ``BatchNorm2d`` child ``bn2d`` (``bn2d.gamma``, ... in checkpoints); 2.10 runs it on the
    input seen as (N, C, D*H, W), the same numbers as normalising the 5-d input, which is done
    here so that the layout pass leaves 3-d nets alone. Arguments as ``BatchNorm2d``'s,
    without ``data_format``."""

    def __init__(self, num_features, eps=1e-5, momentum=0.9, affine=True, gamma_init="ones",
                 beta_init="zeros", moving_mean_init="zeros", moving_var_init="ones",
                 use_batch_statistics=None, dtype=mstype.float32):
        super().__init__()
        self.bn2d = BatchNorm2d(num_features, eps, momentum, affine, gamma_init, beta_init,
                                moving_mean_init, moving_var_init, use_batch_statistics,
                                dtype=dtype)

    def construct(self, x):
        if len(x.shape) != 5:
            raise ValueError(f"For 'BatchNorm3d', the in_shape must have 5 dims, but got "
                             f"{len(x.shape)}.")
        return self.bn2d._normalise(x)        # pylint: disable=protected-access


@refuses_non_tensors
class LayerNorm(Cell):
    """Normalise over dims ``begin_norm_axis..`` and scale/shift by ``gamma``/``beta`` of shape
    ``normalized_shape``. ``LayerNorm(normalized_shape, begin_norm_axis=-1, begin_params_axis=-1,
    gamma_init='ones', beta_init='zeros', epsilon=1e-7)``."""

    def __init__(self, normalized_shape, begin_norm_axis=-1, begin_params_axis=-1,
                 gamma_init="ones", beta_init="zeros", epsilon=1e-7, dtype=mstype.float32):
        super().__init__()
        shape = check_normalized_shape(normalized_shape, 'LayerNorm')
        self.normalized_shape = normalized_shape    # as given: 2.10 shows a list as a list
        self.begin_norm_axis = begin_norm_axis
        self.begin_params_axis = begin_params_axis
        self.epsilon = epsilon      # anything but a float fails when the Cell runs (2.10)
        self.gamma = make_param(gamma_init, shape, dtype, "gamma")
        self.beta = make_param(beta_init, shape, dtype, "beta")
        # MindSpore's attribute: subclasses call it in their own construct (zoo code does).
        self.layer_norm = ops.LayerNorm(begin_norm_axis=begin_norm_axis,
                                        begin_params_axis=begin_params_axis, epsilon=epsilon)

    def construct(self, x):
        axis = layer_norm_axis(self.begin_norm_axis, "begin_norm_axis", len(x.shape))
        params = layer_norm_axis(self.begin_params_axis, "begin_params_axis", len(x.shape))
        check_layer_norm_params(x.shape, self.gamma.shape, self.beta.shape, params)
        attrs = freeze_attrs({"begin_norm_axis": axis,
                              "eps": check_layer_norm_epsilon(self.epsilon)})
        return dispatch(_LN, (x, self.gamma, self.beta), attrs)

    # traced as plain Python in GRAPH_MODE: its one branch reads static shapes (~20 ms to convert)
    construct.__minicell_noconvert__ = True

    def extend_repr(self):
        return (f"normalized_shape={self.normalized_shape}, begin_norm_axis="
                f"{self.begin_norm_axis}, begin_params_axis={self.begin_params_axis}, "
                f"gamma{self.gamma}, beta={self.beta}")


@refuses_non_tensors
class GroupNorm(Cell):
    """Group normalisation of (N, C, ...) over ``num_groups`` groups of channels."""

    def __init__(self, num_groups, num_channels, eps=1e-5, affine=True, gamma_init="ones",
                 beta_init="zeros", dtype=mstype.float32):
        super().__init__()
        self.num_groups = check_positive_int(num_groups, "num_groups", "GroupNorm")
        self.num_channels = check_positive_int(num_channels, "num_channels", "GroupNorm")
        if num_channels % num_groups:
            raise ValueError(f"For 'GroupNorm', the 'num_channels' must be divided by "
                             f"'num_groups', but got 'num_channels': {num_channels}, "
                             f"'num_groups': {num_groups}.")
        self.eps = _validator.check_value_type("eps", eps, (float,), "GroupNorm")
        self.affine = _validator.check_bool(affine, arg_name="affine", prim_name="GroupNorm")
        self.gamma = make_param(gamma_init, (num_channels,), dtype, "gamma",
                                requires_grad=affine)
        self.beta = make_param(beta_init, (num_channels,), dtype, "beta", requires_grad=affine)
        self._attrs = freeze_attrs({"num_groups": self.num_groups, "eps": self.eps})

    def construct(self, x):
        # through _cal_output, as 2.10's GroupNorm: a subclass's override is what runs
        # (research/cv/STGAN's _GroupNorm)
        return self._cal_output(x)

    def _cal_output(self, x):
        c = x.shape[1] if len(x.shape) >= 2 else None
        if isinstance(c, int) and c % self.num_groups:       # 2.10's texts (measured)
            raise ValueError(f"For GroupNorm, the 'num_channels' must be divided by 'num_groups', "
                             f"but got 'num_channels': {c} ,'num_groups': {self.num_groups}")
        if isinstance(c, int) and c != self.num_channels:
            raise ValueError(f"For GroupNorm, shape of weight and bias should be equal to "
                             f"input_x's channel dimension: {c}, bug got shape: [const vector]"
                             f"{{{self.num_channels}}}.")
        return dispatch(_GN, (x, self.gamma, self.beta), self._attrs)

    def extend_repr(self):
        return f"num_groups={self.num_groups}, num_channels={self.num_channels}"
