"""The building blocks of ``mindspore.parallel._transformer``: argument validation decorators,
``_Linear`` (a dense layer with a compute dtype and optional experts), ``_LayerNorm``,
``_Dropout`` and ``FixedSparseAttention``.

A block's ``shard`` records strategies on its operators; on one device they change nothing.

>>> import minicell as ms
>>> layer = _Linear(4, 3)
>>> layer.weight.shape, layer(ms.ops.ones((2, 4), ms.float32)).dtype
((3, 4), Float32)
"""
import functools
import inspect
import math

from ... import nn
from ... import _checkparam as Validator
from ... import log as logger
from ...common import dtype as mstype
from ...common.initializer import initializer
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ...nn.layer.activation import get_activation
from ...ops import functional as F
from ...ops import operations as P
from ..._checkparam_types import check_type_name
from .op_parallel_config import default_dpmp_config, OpParallelConfig, MoEParallelConfig

__all__ = ["FixedSparseAttention"]

FLOAT_TYPES = [mstype.float32, mstype.float16]


def _args_type_validator_check(**checks):
    """Decorator: each argument given to the wrapped function (defaults are not checked) whose
    name is in ``checks`` is passed to ``checks[name](value, name)`` before the call."""
    def decorate(func):
        sig = inspect.signature(func)

        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            given = sig.bind(*args, **kwargs).arguments
            given = given.get("kwargs", given)
            for name, value in given.items():
                if name in checks:
                    checks[name](value, name)
            return func(*args, **kwargs)
        return wrapper
    return decorate


def _valid_type_checks(types, class_name):
    """A check that an argument is an instance of one of ``types`` (named in the error)."""
    return lambda value, name: check_type_name(name, type(value), types, class_name)


def _valid_value_checks(types, class_name):
    """A check that an argument (a dtype) is one of ``types``."""
    return lambda value, name: check_type_name(name, value, types, class_name)


def _check_input_dtype(input_dtype, param_name, allow_dtypes, cls_name):
    check_type_name(param_name, input_dtype, allow_dtypes, cls_name)


def _check_past_none_input_none(use_past, param_name, func_name, default_value, is_tensor,
                                is_default):
    """The incremental-prediction inputs are Tensors exactly when ``use_past`` is set."""
    if not use_past:
        if is_tensor:
            raise TypeError(f"{func_name} {param_name} must be {default_value}, if use_pat is "
                            f"False, but found a tensor")
        if not is_default:
            raise TypeError(f"{func_name} {param_name} must be {default_value}, if use_pat is "
                            f"False.")
    elif not is_tensor:
        raise TypeError(f"{func_name} {param_name} must be tensor, if use_pat is True")
    return True


class _LayerInputCheck:
    """Static shape checks on a transformer layer's inputs (model-zoo layers, e.g. mindocr's
    ABINet, call them from ``constexpr`` helpers). Each returns True or raises ValueError."""

    @staticmethod
    def check_shape_length(input_shape, param_name, func_name, target_len):
        """``len(input_shape)`` is ``target_len`` or one of the list ``target_len``."""
        lengths = target_len if isinstance(target_len, list) else [target_len]
        if len(input_shape) not in lengths:
            raise ValueError(f"{func_name} {param_name} shape length must be one of {lengths} "
                             f"dimension, but got shape {input_shape}")
        return True

    @staticmethod
    def check_shape_equal(input_shape, param_name, func_name, target_shape):
        """``input_shape`` equals ``target_shape`` or one of a list of shapes."""
        shapes = target_shape if isinstance(target_shape[0], list) else [target_shape]
        shape = list(input_shape)
        _LayerInputCheck.check_shape_length(shape, param_name, func_name,
                                            [len(s) for s in shapes])
        if not any(list(s) == shape for s in shapes):
            raise ValueError(f"{func_name} {param_name} shape must be one of {shapes},"
                             f"but got {shape}")
        return True

    @staticmethod
    def check_shape_value_on_axis(input_shape, dim, param_name, cls_name, target_value):
        """``input_shape[dim] == target_value``."""
        if input_shape[dim] != target_value:
            raise ValueError(f"{cls_name} {param_name} at {dim} shape must be {target_value},"
                             f"but got {input_shape[dim]}")
        return True

    @staticmethod
    def check_shape_equal_without_batch(input_shape, param_name, func_name, target_shape):
        """``input_shape`` is ``(batch, *target_shape)`` or, flattened, ``(batch * length,
        hidden)`` for ``target_shape = (length, hidden)``: the batch is not checked."""
        length, hidden = target_shape
        shape = list(input_shape)
        _LayerInputCheck.check_shape_length(shape, param_name, func_name,
                                            [len(target_shape), len(target_shape) + 1])
        if shape[-1] != hidden:
            raise ValueError(f"For {func_name}, the last dimension of {param_name} shape must be "
                             f"{hidden},but got the last dimension {shape[-1]} in {shape}.")
        if shape[0] == 0:
            raise ValueError(f"For {func_name}, the first dimension of {param_name} shape greater "
                             f"than 0,but got the first dimension {shape[0]} in {shape}.")
        if len(shape) == 2 and shape[0] % length != 0:
            raise ValueError(f"For {func_name}, the first dimension of {param_name} shape should "
                             f"be divisible by {length}, but got the first dimension {shape[0]} "
                             f"in {shape}.")
        return True


class _Dropout(nn.Cell):
    """Dropout by keep probability (``keep_prob`` in (0, 1]); identity when not training."""

    def __init__(self, keep_prob=0.5, dtype=mstype.float32):
        super().__init__()
        if keep_prob <= 0 or keep_prob > 1:
            raise ValueError(f"dropout probability should be a number in range (0, 1], but got "
                             f"{keep_prob}")
        Validator.check_subclass("dtype", dtype, mstype.number_type, self.cls_name)
        Validator.check_value_type("keep_prob", keep_prob, [float], self.cls_name)
        self.keep_prob = keep_prob
        self.dropout = P.Dropout(keep_prob)

    def construct(self, x):
        if not self.training or self.keep_prob == 1:
            return x
        out, _ = self.dropout(x)
        return out

    def extend_repr(self):
        return f"keep_prob={self.keep_prob}"

    def shard(self, strategy):
        self.dropout.shard(strategy)


class _LayerNorm(nn.Cell):
    """Layer normalization over the trailing ``normalized_shape`` (Parameters ``gamma`` and
    ``beta``); ``is_self_defined`` spells it out of reductions instead of the fused op."""

    def __init__(self, normalized_shape, eps=1e-5, param_init_type=mstype.float32,
                 is_self_defined=False):
        super().__init__()
        if param_init_type not in FLOAT_TYPES:
            raise TypeError(f"The type of parameter 'param_init_type' should in [float32, "
                            f"float16], but got the type : {type(param_init_type)}.")
        self.is_self_defined = is_self_defined
        self.eps = eps
        self.layer_norm = P.LayerNorm(begin_norm_axis=-1, begin_params_axis=-1, epsilon=eps)
        self.gamma = Parameter(initializer("ones", normalized_shape, param_init_type),
                               name="gamma", parallel_optimizer=False)
        self.beta = Parameter(initializer("zeros", normalized_shape, param_init_type),
                              name="beta", parallel_optimizer=False)

    def construct(self, x):
        if self.is_self_defined:
            diff = x - x.mean(-1, keep_dims=True)
            variance = (diff * diff).mean(-1, keep_dims=True)
            return diff / F.sqrt(variance + self.eps) * self.gamma + self.beta
        output, _, _ = self.layer_norm(x, self.gamma, self.beta)
        return output

    def shard(self, strategy):
        self.layer_norm.shard((strategy[0], (1,), (1,)))
        return self


class _Linear(nn.Cell):
    """``x @ weight (+ bias)`` then ``activation``, computed in ``compute_dtype`` and returned
    in ``x``'s dtype; ``weight`` is ``(out, in)`` when ``transpose_b`` else ``(in, out)``. With
    ``expert_num > 1`` every expert has its own weight (a leading expert axis) and the tokens
    are split evenly among the experts."""

    @_args_type_validator_check(
        in_channels=Validator.check_positive_int, out_channels=Validator.check_positive_int,
        has_bias=Validator.check_bool, transpose_b=Validator.check_bool,
        expert_num=Validator.check_positive_int, outer_batch=Validator.check_positive_int,
        param_init_type=_valid_value_checks(FLOAT_TYPES, "Linear"),
        compute_dtype=_valid_value_checks(FLOAT_TYPES, "Linear"))
    def __init__(self, in_channels, out_channels, weight_init="normal", bias_init="zeros",
                 has_bias=True, activation=None, transpose_b=True, expert_num=1, outer_batch=1,
                 expert_group_size=None, param_init_type=mstype.float32,
                 compute_dtype=mstype.float16):
        super().__init__()
        self.in_channels, self.out_channels = in_channels, out_channels
        if not (activation is None or isinstance(activation, str) or
                issubclass(activation, nn.Cell)):
            raise TypeError(f"For Linear cell, the activation should str type or nn.Cell type, "
                            f"but got {activation}.")
        if isinstance(weight_init, Tensor) and (weight_init.ndim != 2 or tuple(
                weight_init.shape) != (out_channels, in_channels)):
            raise ValueError("The shape of parameter 'weight_init' is error, please check shape "
                             "of 'weight_init'.")
        shape = [out_channels, in_channels] if transpose_b else [in_channels, out_channels]
        self.expert_num, self.outer_batch = expert_num, outer_batch
        self.expert_group_size = expert_group_size
        self.expert_flag = expert_num > 1
        if self.expert_flag:
            shape = [expert_num] + shape
            self.matmul = P.BatchMatMul(transpose_b=transpose_b)
        else:
            self.matmul = P.MatMul(transpose_b=transpose_b)
        self.weight = Parameter(initializer(weight_init, shape, param_init_type), name="weight")
        self.has_bias, self.bias = has_bias, None
        if has_bias:
            if isinstance(bias_init, Tensor) and (bias_init.ndim != 1 or
                                                  bias_init.shape[0] != out_channels):
                raise ValueError("The shape of parameter 'bias_init' is error, please check "
                                 "shape of 'bias_init'.")
            bias_shape = [1, expert_num, 1, out_channels] if self.expert_flag else [out_channels]
            self.bias = Parameter(initializer(bias_init, bias_shape, param_init_type), name="bias")
            self.bias.parallel_optimizer = False
            self.bias_add = P.Add()
        self.act_name = activation
        if isinstance(activation, str):
            self.activation = get_activation(activation)
        else:
            self.activation = activation() if activation is not None else None
        self.activation_flag = self.activation is not None
        self.dtype = compute_dtype

    def construct(self, x):
        out_shape = F.shape(x)[:-1] + (self.out_channels,)
        x = F.reshape(x, (-1, self.in_channels))
        if self.expert_flag:
            x = F.reshape(x, (self.outer_batch, self.expert_num, -1, self.in_channels))
        ori_dtype = F.dtype(x)
        x = self.matmul(F.cast(x, self.dtype), F.cast(self.weight, self.dtype))
        if self.has_bias:
            x = self.bias_add(x, F.cast(self.bias, self.dtype))
        if self.activation_flag:
            x = self.activation(x)
        return F.reshape(F.cast(x, ori_dtype), out_shape)

    def shard(self, strategy_matmul, strategy_bias=None, strategy_activation=None):
        """Record the strategies of the matmul, the bias add and the activation."""
        self.matmul.shard(strategy_matmul)
        if self.has_bias and strategy_bias is not None:
            self.bias_add.shard(strategy_bias)
        if not self.activation_flag or not strategy_activation:
            return self
        if isinstance(self.act_name, str):
            if self.act_name.lower() == "logsoftmax":
                raise ValueError("The 'LogSoftmax' function is not supported in semi auto "
                                 "parallel or auto parallel mode.")
            self.activation.__dict__["activation_strategy"] = strategy_activation
        elif hasattr(self.activation, "activation_shard"):
            cut = strategy_activation[0]
            if len(cut) == 2:
                config = OpParallelConfig(data_parallel=cut[0], model_parallel=cut[1])
            elif len(cut) == 4:
                config = MoEParallelConfig(data_parallel=cut[0], expert_parallel=cut[1],
                                           model_parallel=cut[2])
            else:
                raise ValueError("The user-defined activation function currently only supports "
                                 "the case where the input policy is 2 or 4, so that relevant "
                                 "policies can be extracted from it.")
            self.activation.activation_shard(config)
        else:
            logger.warning(f"The user passed the custom defined activation function "
                           f"{self.activation_flag}. If the user want to enable shard for the "
                           f"activation cell, the user should set the shard for each primitives "
                           f"in the cell.")
        return self


class FixedSparseAttention(nn.Cell):
    """The fixed sparse attention of Sparse Transformers (Child et al., 2019), as MindSpore's
    fused Ascend kernels (``MatmulDDS``, ``DSDMatmul``) compute it for ``seq_length`` 1024,
    ``block_size`` 64 and 4 global patterns. The configuration is checked as MindSpore checks
    it; running it needs those kernels, which only Ascend has (MindSpore's CPU and GPU builds
    fail the same way)."""

    @_args_type_validator_check(
        batch_size=Validator.check_positive_int, num_heads=Validator.check_positive_int,
        size_per_head=Validator.check_positive_int, block_size=Validator.check_positive_int,
        seq_length=Validator.check_positive_int,
        num_different_global_patterns=Validator.check_positive_int,
        parallel_config=_valid_type_checks([OpParallelConfig], "FixedSparseAttention"))
    def __init__(self, batch_size, num_heads, size_per_head, block_size, seq_length=1024,
                 num_different_global_patterns=4, parallel_config=default_dpmp_config):
        super().__init__()
        dp, mp = parallel_config.data_parallel, parallel_config.model_parallel
        if num_heads % mp != 0:
            raise ValueError(f"The number of heads {num_heads} must be a multiple of "
                             f"parallel_config.model_parallel {mp}.")
        if batch_size % dp != 0:
            raise ValueError(f"The batch_size {batch_size} must be a multiple of "
                             f"parallel_config.data_parallel {dp}.")
        name = "For 'FixedSparseAttention', the class variable"
        if seq_length != 1024:
            raise ValueError(f"{name} 'seq_length' must be 1024, but got the value : "
                             f"{seq_length}.")
        if block_size != 64:
            raise ValueError(f"{name} 'block_size' must be 64, but got the value : "
                             f"{block_size}.")
        if num_different_global_patterns != 4:
            raise ValueError(f"{name} 'num_different_global_patterns' must be 4, but got the "
                             f"value : {num_different_global_patterns}")
        if size_per_head not in (64, 128):
            raise ValueError(f"{name} 'size_per_head' only supports [64, 128], but got the "
                             f"value : {size_per_head}.")
        self.batch_size, self.num_heads, self.size_per_head = batch_size, num_heads, size_per_head
        self.seq_length, self.block_size = seq_length, block_size
        self.block_num = seq_length // block_size
        self.global_size = seq_length // 4
        self.hidden_size = num_heads * size_per_head
        self.scale_factor = Tensor(math.sqrt(size_per_head))
        self.parallel_config = parallel_config

    def construct(self, q, k, v, attention_mask):
        for name, value, allowed in (("q", q, [mstype.float16]), ("k", k, [mstype.float16]),
                                     ("v", v, [mstype.float16]),
                                     ("attention_mask", attention_mask, FLOAT_TYPES)):
            _check_input_dtype(F.dtype(value), name, allowed, self.cls_name)
        raise RuntimeError("Unsupported op [MatmulDDS] on CPU: FixedSparseAttention runs on "
                           "Ascend's fused sparse-attention kernels (MatmulDDS, DSDMatmul) only.")
