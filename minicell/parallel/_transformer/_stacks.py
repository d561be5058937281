"""Stacks of transformer blocks: ``TransformerEncoder``, ``TransformerDecoder`` and the
encoder-decoder ``Transformer``. Each block is passed to ``lambda_func(block, layer_id=i,
layers=num_layers, offset=offset, parallel_config=...)`` (default: ``_get_lambda_func()``,
which assigns pipeline stages, gradient fusion groups and recomputation).
"""
from ... import nn
from ... import _checkparam as Validator
from ... import log as logger
from ...common import dtype as mstype
from ...common.tensor import Tensor
from .layers import _args_type_validator_check
from .op_parallel_config import _check_config
from ._moe_config import default_moe_config, _check_moe_config
from ._configs import TransformerOpParallelConfig, default_transformer_config, _get_lambda_func
from ._blocks import TransformerEncoderLayer, TransformerDecoderLayer, _layer_checks

__all__ = ["TransformerEncoder", "TransformerDecoder", "Transformer"]

_SHARDING_HINT = ("For parallel mode, sharding propagation is recommended, you can use it by "
                  "setting 'set_auto_parallel_context(parallel_mode=ParallelMode.AUTO_PARALLEL, "
                  "search_mode=\"sharding_propagation\")' and "
                  "'set_algo_parameters(elementwise_op_strategy_follow=False, "
                  "fully_use_devices=False)'")


def _stack_checks(cls_name, **extra):
    return dict(_layer_checks(cls_name, (TransformerOpParallelConfig,)),
                batch_size=Validator.check_positive_int, **extra)


class _Stack(nn.Cell):
    """``num_layers`` blocks in ``blocks``; construct threads the hidden states through them and
    collects each block's ``layer_present`` (and sums the experts' auxiliary losses)."""

    def _build(self, make_block, num_layers, offset, lambda_func, moe_config, parallel_config):
        _check_config(parallel_config)
        _check_moe_config(moe_config, parallel_config)
        self.use_moe = moe_config.expert_num > 1
        layer_config = parallel_config.moe_parallel_config if self.use_moe \
            else parallel_config.dp_mp_config
        self.aux_loss = Tensor(0.0, mstype.float32)
        self.num_layers = num_layers
        self.blocks = nn.CellList()
        lambda_func = lambda_func or _get_lambda_func()
        for i in range(num_layers):
            block = make_block(layer_config)
            lambda_func(block, layer_id=i, layers=num_layers, offset=offset,
                        parallel_config=parallel_config)
            self.blocks.append(block)

    def _run(self, hidden_states, *args):
        present_layer = ()
        accum_loss = self.aux_loss
        for i in range(self.num_layers):
            out = self.blocks[i](hidden_states, *args)
            hidden_states = out[0]
            present_layer = present_layer + (out[1],)
            if self.use_moe:
                accum_loss = accum_loss + out[2]
        if self.use_moe:
            return hidden_states, present_layer, accum_loss
        return hidden_states, present_layer


class TransformerEncoder(_Stack):
    """``num_layers`` ``TransformerEncoderLayer`` blocks; returns ``(output, layer_presents)``
    (and the summed auxiliary loss with experts)."""

    @_args_type_validator_check(**_stack_checks(
        "TransformerEncoder", seq_length=Validator.check_positive_int,
        num_layers=Validator.check_positive_int, offset=Validator.check_non_negative_int))
    def __init__(self, batch_size, num_layers, hidden_size, ffn_hidden_size, seq_length,
                 num_heads, attention_dropout_rate=0.1, hidden_dropout_rate=0.1,
                 hidden_act="gelu", post_layernorm_residual=False,
                 layernorm_compute_type=mstype.float32, softmax_compute_type=mstype.float32,
                 param_init_type=mstype.float32, lambda_func=None, offset=0, use_past=False,
                 moe_config=default_moe_config, parallel_config=default_transformer_config):
        super().__init__()
        logger.info(_SHARDING_HINT)

        def block(config):
            return TransformerEncoderLayer(
                hidden_size=hidden_size, batch_size=batch_size, ffn_hidden_size=ffn_hidden_size,
                seq_length=seq_length, attention_dropout_rate=attention_dropout_rate,
                hidden_dropout_rate=hidden_dropout_rate,
                layernorm_compute_type=layernorm_compute_type,
                softmax_compute_type=softmax_compute_type, num_heads=num_heads,
                hidden_act=hidden_act, post_layernorm_residual=post_layernorm_residual,
                param_init_type=param_init_type, use_past=use_past, moe_config=moe_config,
                parallel_config=config)
        self._build(block, num_layers, offset, lambda_func, moe_config, parallel_config)

    def construct(self, hidden_states, attention_mask, init_reset=True, batch_valid_length=None):
        return self._run(hidden_states, attention_mask, init_reset, batch_valid_length)


class TransformerDecoder(_Stack):
    """``num_layers`` ``TransformerDecoderLayer`` blocks; returns ``(output,
    layer_presents)`` (and the summed auxiliary loss with experts)."""

    @_args_type_validator_check(**_stack_checks(
        "TransformerDecoder", src_seq_length=Validator.check_positive_int,
        tgt_seq_length=Validator.check_positive_int, num_layers=Validator.check_positive_int,
        offset=Validator.check_non_negative_int))
    def __init__(self, num_layers, batch_size, hidden_size, ffn_hidden_size, src_seq_length,
                 tgt_seq_length, num_heads, attention_dropout_rate=0.1, hidden_dropout_rate=0.1,
                 post_layernorm_residual=False, layernorm_compute_type=mstype.float32,
                 softmax_compute_type=mstype.float32, param_init_type=mstype.float32,
                 hidden_act="gelu", lambda_func=None, use_past=False, offset=0,
                 moe_config=default_moe_config, parallel_config=default_transformer_config):
        super().__init__()
        logger.info(_SHARDING_HINT)

        def block(config):
            return TransformerDecoderLayer(
                hidden_size=hidden_size, batch_size=batch_size, ffn_hidden_size=ffn_hidden_size,
                src_seq_length=src_seq_length, tgt_seq_length=tgt_seq_length,
                attention_dropout_rate=attention_dropout_rate,
                hidden_dropout_rate=hidden_dropout_rate, num_heads=num_heads,
                layernorm_compute_type=layernorm_compute_type,
                softmax_compute_type=softmax_compute_type, hidden_act=hidden_act,
                use_past=use_past, param_init_type=param_init_type,
                post_layernorm_residual=post_layernorm_residual, moe_config=moe_config,
                parallel_config=config)
        self._build(block, num_layers, offset, lambda_func, moe_config, parallel_config)

    def construct(self, hidden_states, attention_mask, encoder_output=None, memory_mask=None,
                  init_reset=True, batch_valid_length=None):
        return self._run(hidden_states, attention_mask, encoder_output, memory_mask, init_reset,
                         batch_valid_length)


class Transformer(nn.Cell):
    """An encoder (``encoder_layers`` blocks) and a decoder (``decoder_layers`` blocks, may be
    0) whose cross-attention reads the encoder output. Returns ``(output,
    encoder_layer_present, decoder_layer_present)`` (and the summed auxiliary loss with
    experts); the output is the decoder's, or the encoder's without a decoder."""

    @_args_type_validator_check(**_stack_checks(
        "Transformer", src_seq_length=Validator.check_positive_int,
        tgt_seq_length=Validator.check_positive_int,
        encoder_layers=Validator.check_positive_int,
        decoder_layers=Validator.check_non_negative_int))
    def __init__(self, hidden_size, batch_size, ffn_hidden_size, src_seq_length, tgt_seq_length,
                 encoder_layers=3, decoder_layers=3, num_heads=2, attention_dropout_rate=0.1,
                 hidden_dropout_rate=0.1, hidden_act="gelu", post_layernorm_residual=False,
                 layernorm_compute_type=mstype.float32, softmax_compute_type=mstype.float32,
                 param_init_type=mstype.float32, lambda_func=None, use_past=False,
                 moe_config=default_moe_config, parallel_config=default_transformer_config):
        super().__init__()
        _check_config(parallel_config)
        self.batch_size, self.hidden_size = batch_size, hidden_size
        self.src_seq_length, self.tgt_seq_length = src_seq_length, tgt_seq_length
        self.use_past = use_past
        if encoder_layers <= 0 < decoder_layers:
            raise ValueError(f"Transformer doest support encoder layer {encoder_layers} and "
                             f"decoderlayer {decoder_layers}, please use TransformerDecoder")
        if encoder_layers > 0 and decoder_layers > 0 and use_past:
            raise ValueError(f"The {self.cls_name} with encoder and decoder does not support "
                             f"use_past=True.")
        logger.info(_SHARDING_HINT)
        lambda_func = lambda_func or _get_lambda_func(total_layer=encoder_layers + decoder_layers)
        _check_moe_config(moe_config, parallel_config)
        self.use_moe = moe_config.expert_num > 1
        self.aux_loss = Tensor(0.0, mstype.float32)
        common = dict(batch_size=batch_size, hidden_size=hidden_size,
                      ffn_hidden_size=ffn_hidden_size, num_heads=num_heads,
                      attention_dropout_rate=attention_dropout_rate,
                      hidden_dropout_rate=hidden_dropout_rate, hidden_act=hidden_act,
                      post_layernorm_residual=post_layernorm_residual,
                      layernorm_compute_type=layernorm_compute_type,
                      softmax_compute_type=softmax_compute_type, param_init_type=param_init_type,
                      lambda_func=lambda_func, use_past=use_past, moe_config=moe_config,
                      parallel_config=parallel_config)
        self.encoder = TransformerEncoder(num_layers=encoder_layers, seq_length=src_seq_length,
                                          **common) if encoder_layers > 0 else None
        self.decoder = TransformerDecoder(num_layers=decoder_layers,
                                          src_seq_length=src_seq_length,
                                          tgt_seq_length=tgt_seq_length, offset=encoder_layers,
                                          **common) if decoder_layers > 0 else None

    def construct(self, encoder_inputs, encoder_masks, decoder_inputs=None, decoder_masks=None,
                  memory_mask=None, init_reset=True, batch_valid_length=None):
        output = encoder_output = encoder_layer_present = decoder_layer_present = None
        accum_loss = self.aux_loss
        if self.encoder is not None:
            out = self.encoder(encoder_inputs, encoder_masks, init_reset, batch_valid_length)
            encoder_output, encoder_layer_present = out[0], out[1]
            if self.use_moe:
                accum_loss = accum_loss + out[2]
            output = encoder_output
        if self.decoder is not None:
            out = self.decoder(decoder_inputs, decoder_masks, encoder_output, memory_mask,
                               init_reset, batch_valid_length)
            output, decoder_layer_present = out[0], out[1]
            if self.use_moe:
                accum_loss = accum_loss + out[2]
        if self.use_moe:
            return output, encoder_layer_present, decoder_layer_present, accum_loss
        return output, encoder_layer_present, decoder_layer_present
