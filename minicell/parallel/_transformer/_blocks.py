"""Transformer blocks: ``TransformerEncoderLayer`` and ``TransformerDecoderLayer``.

A layer takes ``(batch, length, hidden)`` or ``(batch * length, hidden)`` input and returns
``(output, layer_present)`` (and the experts' auxiliary loss when ``moe_config.expert_num >
1``). Pre-layernorm by default: ``x + attention(layernorm1(x))`` then ``x + ffn(layernorm2(x))``;
``post_layernorm_residual=True`` adds the residual to the un-normalised input instead. The
layernorms compute in ``layernorm_compute_type`` and the sub-layers take float16.
"""
import numpy as np

from ... import nn
from ... import _checkparam as Validator
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ...ops import functional as F
from .layers import (_LayerNorm, _args_type_validator_check, _valid_type_checks,
                     _valid_value_checks, _check_past_none_input_none, _check_input_dtype,
                     FLOAT_TYPES)
from .op_parallel_config import default_dpmp_config, OpParallelConfig, MoEParallelConfig, \
    _check_config
from ._moe_config import default_moe_config, _check_moe_config
from ._attention import MultiHeadAttention, FeedForward
from ._moe_layer import MoE

__all__ = ["TransformerEncoderLayer", "TransformerDecoderLayer"]


def _layer_checks(cls_name, config_types=(OpParallelConfig, MoEParallelConfig)):
    """The argument checks shared by the encoder and decoder layers (and, with their own
    parallel config type, the stacks of them)."""
    return dict(
        hidden_size=Validator.check_positive_int, num_heads=Validator.check_positive_int,
        ffn_hidden_size=Validator.check_positive_int,
        attention_dropout_rate=Validator.check_non_negative_float,
        hidden_dropout_rate=Validator.check_non_negative_float,
        post_layernorm_residual=Validator.check_bool,
        layernorm_compute_type=_valid_value_checks(FLOAT_TYPES, cls_name),
        softmax_compute_type=_valid_value_checks(FLOAT_TYPES, cls_name),
        param_init_type=_valid_value_checks(FLOAT_TYPES, cls_name),
        parallel_config=_valid_type_checks(list(config_types), cls_name),
        use_past=Validator.check_bool)


class _Block(nn.Cell):
    """What both layers share: the divisibility checks, the layernorms, the feed-forward (or
    experts) and the incremental-prediction key/value cache (``key_past``, ``value_past``)."""

    def _check_divisible(self, parallel_config, divisible, **sizes):
        _check_config(parallel_config)
        mp = parallel_config.model_parallel
        for name, size in sizes.items():
            if size % mp != 0:
                raise ValueError(divisible.format(cls=self.cls_name, name=name, size=size,
                                                  mp=mp))

    def _setup(self, batch_size, hidden_size, layernorm_compute_type, use_past,
               post_layernorm_residual, moe_config, parallel_config):
        """The layernorms and settings (after ``_check_divisible``); returns the parallel
        config the attention takes. The sub-layers follow in MindSpore's order (so that the
        Parameters are listed in its order): attention, then ``_setup_ffn``."""
        _check_moe_config(moe_config, parallel_config)
        self.use_moe = moe_config.expert_num > 1
        self.batch_size, self.hidden_size = batch_size, hidden_size
        self.use_past = use_past
        self.post_layernorm_residual = post_layernorm_residual
        self.dtype = mstype.float16
        self.layernorm1 = _LayerNorm((hidden_size,)).to_float(layernorm_compute_type)
        self.layernorm2 = _LayerNorm((hidden_size,)).to_float(layernorm_compute_type)
        self.layernorm1.shard(((parallel_config.data_parallel, 1),))
        self.layernorm2.shard(((parallel_config.data_parallel, 1),))
        return parallel_config.dpmp if self.use_moe else parallel_config

    def _setup_ffn(self, hidden_size, ffn_hidden_size, num_heads, cache_length,
                   hidden_dropout_rate, param_init_type, hidden_act, moe_config,
                   parallel_config):
        """The feed-forward (or experts) and the incremental-prediction cache."""
        ffn = dict(hidden_size=hidden_size, dropout_rate=hidden_dropout_rate,
                   ffn_hidden_size=ffn_hidden_size, param_init_type=param_init_type,
                   hidden_act=hidden_act, parallel_config=parallel_config)
        self.output = MoE(moe_config=moe_config, **ffn) if self.use_moe else FeedForward(**ffn)
        self.key_past = self.value_past = None
        if self.use_past:
            size = hidden_size // num_heads
            self.key_shape = (self.batch_size, num_heads, size, cache_length)
            self.value_shape = (self.batch_size, num_heads, cache_length, size)
            self.key_past = Parameter(Tensor(np.zeros(self.key_shape), self.dtype),
                                      name="key_past")
            self.value_past = Parameter(Tensor(np.zeros(self.value_shape), self.dtype),
                                        name="value_past")

    def _reset_cache(self, input_x, init_reset):
        """Multiply the cache by ``init_reset`` (a bool Tensor: False empties it) before the
        attention reads it."""
        if not self.use_past:
            return input_x
        keep = F.cast(init_reset, self.dtype)
        F.assign(self.key_past, self.key_past * keep)
        F.assign(self.value_past, self.value_past * keep)
        return F.depend(F.depend(input_x, self.key_past), self.value_past)

    def _store_cache(self, mlp_logit, layer_present):
        if not self.use_past:
            return mlp_logit
        F.assign(self.key_past, layer_present[0])
        F.assign(self.value_past, layer_present[1])
        return F.depend(F.depend(mlp_logit, self.value_past), self.key_past)

    def _feed_forward(self, x):
        """``(mlp_logit, aux_loss)``: the feed-forward of ``layernorm2(x)`` and, with experts,
        their auxiliary loss (else None)."""
        hidden = F.cast(self.layernorm2(x), self.dtype)
        if self.use_moe:
            mlp_logit, aux_loss = self.output(hidden)
            return hidden, mlp_logit, aux_loss
        return hidden, self.output(hidden), None

    def _check_incremental(self, init_reset, batch_valid_length):
        _check_past_none_input_none(self.use_past, "init_reset", self.cls_name, True,
                                    isinstance(init_reset, Tensor), init_reset is True)
        _check_past_none_input_none(self.use_past, "batch_valid_length", self.cls_name, None,
                                    isinstance(batch_valid_length, Tensor),
                                    batch_valid_length is None)
        if self.use_past:
            _check_input_dtype(F.dtype(init_reset), "init_reset", [mstype.bool_], self.cls_name)
            _check_input_dtype(F.dtype(batch_valid_length), "batch_valid_length",
                               [mstype.int32], self.cls_name)

    def _result(self, output, layer_present, aux_loss):
        if self.use_moe:
            return output, layer_present, aux_loss
        return output, layer_present


_DIVISIBLE = ("For '{cls}', the class variable '{name}' must be divisibled by the "
              "'parallel_config.model_parallel', but got the {name} is {size} and "
              "parallel_config.model_parallel is {mp}.")


class TransformerEncoderLayer(_Block):
    """One encoder block: self-attention (``attention``) and feed-forward (``output``), with
    ``layernorm1``/``layernorm2`` (see the module docstring). In post-layernorm mode the block's
    output passes through ``layernorm1`` again."""

    @_args_type_validator_check(seq_length=Validator.check_positive_int,
                                **_layer_checks("TransformerEncoderLayer"))
    def __init__(self, batch_size, hidden_size, ffn_hidden_size, num_heads, seq_length,
                 attention_dropout_rate=0.1, hidden_dropout_rate=0.1,
                 post_layernorm_residual=False, layernorm_compute_type=mstype.float32,
                 softmax_compute_type=mstype.float32, param_init_type=mstype.float32,
                 hidden_act="gelu", use_past=False, moe_config=default_moe_config,
                 parallel_config=default_dpmp_config):
        super().__init__()
        if batch_size or use_past:
            Validator.check_positive_int(batch_size)
        self._check_divisible(parallel_config, _DIVISIBLE, num_heads=num_heads,
                              hidden_size=hidden_size, ffn_hidden_size=ffn_hidden_size)
        attention_config = self._setup(batch_size, hidden_size, layernorm_compute_type, use_past,
                                       post_layernorm_residual, moe_config, parallel_config)
        self.seq_length = seq_length
        self.attention = MultiHeadAttention(
            batch_size=batch_size, src_seq_length=seq_length, tgt_seq_length=seq_length,
            hidden_size=hidden_size, num_heads=num_heads,
            hidden_dropout_rate=hidden_dropout_rate,
            attention_dropout_rate=attention_dropout_rate,
            softmax_compute_type=softmax_compute_type, param_init_type=param_init_type,
            use_past=use_past, parallel_config=attention_config)
        self._setup_ffn(hidden_size, ffn_hidden_size, num_heads, seq_length, hidden_dropout_rate,
                        param_init_type, hidden_act, moe_config, parallel_config)

    def construct(self, x, input_mask=None, init_reset=True, batch_valid_length=None):
        self._check_input(x, input_mask, init_reset, batch_valid_length)
        x_shape = F.shape(x)
        x = F.reshape(x, (-1, x_shape[-1]))
        input_x = x if self.post_layernorm_residual else self.layernorm1(x)
        input_x = self._reset_cache(F.cast(input_x, self.dtype), init_reset)
        attention, layer_present = self.attention(input_x, input_x, input_x, input_mask,
                                                  self.key_past, self.value_past,
                                                  batch_valid_length)
        x = (input_x if self.post_layernorm_residual else x) + attention
        hidden, mlp_logit, aux_loss = self._feed_forward(x)
        mlp_logit = self._store_cache(mlp_logit, layer_present)
        if self.post_layernorm_residual:
            output = F.reshape(hidden, (-1, x_shape[-1])) + F.reshape(mlp_logit,
                                                                      (-1, x_shape[-1]))
            output = self.layernorm1(output)
        else:
            output = x + F.reshape(mlp_logit, (-1, x_shape[-1]))
        return self._result(F.reshape(output, x_shape), layer_present, aux_loss)

    def _check_input(self, x, input_mask, init_reset, batch_valid_length):
        _check_input_dtype(F.dtype(x), "x", FLOAT_TYPES, self.cls_name)
        if input_mask is not None:
            _check_input_dtype(F.dtype(input_mask), "input_mask", FLOAT_TYPES, self.cls_name)
        self._check_incremental(init_reset, batch_valid_length)
        return True


class TransformerDecoderLayer(_Block):
    """One decoder block: self-attention (``attention``), cross-attention over the encoder
    output (``cross_attention``, after ``cross_attention_layernorm``; skipped when
    ``encoder_output`` is None) and feed-forward (``output``). ``layer_present`` holds the
    self-attention's key and value, then the cross-attention's."""

    @_args_type_validator_check(src_seq_length=Validator.check_positive_int,
                                tgt_seq_length=Validator.check_positive_int,
                                **_layer_checks("TransformerDecoderLayer"))
    def __init__(self, hidden_size, ffn_hidden_size, num_heads, batch_size, src_seq_length,
                 tgt_seq_length, attention_dropout_rate=0.1, hidden_dropout_rate=0.1,
                 post_layernorm_residual=False, use_past=False,
                 layernorm_compute_type=mstype.float32, softmax_compute_type=mstype.float32,
                 param_init_type=mstype.float32, hidden_act="gelu",
                 moe_config=default_moe_config, parallel_config=default_dpmp_config):
        super().__init__()
        _check_moe_config(moe_config, parallel_config)
        if batch_size or use_past:
            Validator.check_positive_int(batch_size)
        self._check_divisible(parallel_config, _DIVISIBLE.replace("by the", "by"),
                              num_heads=num_heads, hidden_size=hidden_size,
                              ffn_hidden_size=ffn_hidden_size)
        if use_past:
            raise ValueError(f"The {self.cls_name} does not support use_past=True.")
        attention_config = self._setup(batch_size, hidden_size, layernorm_compute_type, use_past,
                                       post_layernorm_residual, moe_config, parallel_config)
        self.softmax_compute_type = softmax_compute_type
        self.src_seq_length, self.tgt_seq_length = src_seq_length, tgt_seq_length
        attention = dict(hidden_size=hidden_size, num_heads=num_heads, batch_size=batch_size,
                         src_seq_length=tgt_seq_length, hidden_dropout_rate=hidden_dropout_rate,
                         attention_dropout_rate=attention_dropout_rate, use_past=use_past,
                         softmax_compute_type=softmax_compute_type,
                         param_init_type=param_init_type, parallel_config=attention_config)
        self.attention = MultiHeadAttention(tgt_seq_length=tgt_seq_length, **attention)
        self.cross_attention = MultiHeadAttention(tgt_seq_length=src_seq_length, **attention)
        self.cross_attention_layernorm = _LayerNorm((hidden_size,)).to_float(
            layernorm_compute_type)
        self.cross_attention_layernorm.shard(((parallel_config.data_parallel, 1),))
        self._setup_ffn(hidden_size, ffn_hidden_size, num_heads, tgt_seq_length,
                        hidden_dropout_rate, param_init_type, hidden_act, moe_config,
                        parallel_config)

    def construct(self, hidden_stats, decoder_mask, encoder_output=None, memory_mask=None,
                  init_reset=True, batch_valid_length=None):
        self._check_input(hidden_stats, decoder_mask, encoder_output, memory_mask, init_reset,
                          batch_valid_length)
        hidden_shape = F.shape(hidden_stats)
        hidden_stats = F.reshape(hidden_stats, (-1, hidden_shape[-1]))
        input_x = F.cast(self.layernorm1(hidden_stats), self.dtype)
        input_x = self._reset_cache(input_x, init_reset)
        attention, layer_present = self.attention(input_x, input_x, input_x, decoder_mask,
                                                  self.key_past, self.value_past,
                                                  batch_valid_length)
        x = (input_x if self.post_layernorm_residual else hidden_stats) + attention
        if encoder_output is not None:
            middle = F.cast(self.cross_attention_layernorm(x), self.dtype)
            encoder_output = F.cast(encoder_output, self.dtype)
            cross, cross_present = self.cross_attention(middle, encoder_output, encoder_output,
                                                        memory_mask, self.key_past,
                                                        self.value_past, batch_valid_length)
            layer_present += cross_present
            x = (middle if self.post_layernorm_residual else x) + cross
        hidden, mlp_logit, aux_loss = self._feed_forward(x)
        mlp_logit = self._store_cache(mlp_logit, layer_present)
        residual = hidden if self.post_layernorm_residual else x
        output = residual + F.reshape(mlp_logit, (-1, hidden_shape[-1]))
        return self._result(F.reshape(output, hidden_shape), layer_present, aux_loss)

    def _check_input(self, hidden_states, attention_mask, encoder_output, memory_mask,
                     init_reset, batch_valid_length):
        _check_input_dtype(F.dtype(hidden_states), "hidden_states", FLOAT_TYPES, self.cls_name)
        for name, value in (("attention_mask", attention_mask),
                            ("encoder_output", encoder_output), ("memory_mask", memory_mask)):
            if value is not None:
                _check_input_dtype(F.dtype(value), name, FLOAT_TYPES, self.cls_name)
        self._check_incremental(init_reset, batch_valid_length)
        return True
