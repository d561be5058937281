"""Transformer, TransformerEncoder(Layer), TransformerDecoder(Layer) with MindSpore 2.x's
arguments, sub-cell names (``self_attn``, ``multihead_attn``, ``dense1``, ``dense2``,
``norm1..3``, ``dropout1..3``, ``layers``, ``norm``) and so its parameter names
(``layers.0.self_attn.in_proj_weight``, ...).

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> layer = nn.TransformerEncoderLayer(8, 2, dim_feedforward=16, batch_first=True)
>>> enc = nn.TransformerEncoder(layer, 2)
>>> enc(ms.Tensor(np.ones((3, 5, 8), np.float32))).shape
(3, 5, 8)
"""
import copy
import math

from ... import ops
from ...common import dtype as mstype
from ...common.initializer import HeUniform, Uniform, initializer
from ..cell import Cell
from ..container import CellList
from .basic import Dense, Dropout
from .normalization import LayerNorm
from .transformer import MultiheadAttention

__all__ = ["TransformerEncoderLayer", "TransformerDecoderLayer", "TransformerEncoder",
           "TransformerDecoder", "Transformer"]


def _activation(activation):
    from .activation import GELU, ReLU
    if isinstance(activation, str):
        if activation == "relu":
            return ops.relu
        if activation == "gelu":
            return ops.gelu
        raise ValueError(f"The activation must be relu/gelu, but get {activation}")
    if isinstance(activation, Cell):
        if not isinstance(activation, (ReLU, GELU)):
            raise ValueError(f"The argument 'activation' must be nn.ReLU or nn.GELU instance, "
                             f"but get {activation}.")
        return activation
    if callable(activation):
        if activation is not ops.relu and activation is not ops.gelu:
            raise ValueError(f"The argument 'activation' must be ops.relu or ops.gelu instance, "
                             f"but get {activation}.")
        return activation
    raise ValueError(f"The argument 'activation' must be str, callable or Cell instance, but "
                     f"get {activation}.")


def _check_padding_mask(mask):
    if mask is not None and mask.dtype != mstype.bool_ and mask.dtype not in mstype.float_type:
        raise AssertionError("only bool and floating types of key_padding_mask are supported")


class _LayerBase(Cell):
    """The feed-forward block and hyper-parameters shared by the encoder and decoder layers."""
    _norms = 2

    def __init__(self, d_model, nhead, dim_feedforward=2048, dropout=0.1, activation="relu",
                 layer_norm_eps=1e-5, batch_first=False, norm_first=False, dtype=mstype.float32):
        super().__init__()
        self.self_attn = MultiheadAttention(d_model, nhead, dropout=dropout,
                                            batch_first=batch_first, dtype=dtype)
        if self._norms == 3:
            self.multihead_attn = MultiheadAttention(d_model, nhead, dropout=dropout,
                                                     batch_first=batch_first, dtype=dtype)
        self.dense1 = Dense(d_model, dim_feedforward, weight_init=HeUniform(math.sqrt(5)),
                            bias_init=Uniform(1 / math.sqrt(d_model)), dtype=dtype)
        self.dropout = Dropout(p=dropout)
        self.dense2 = Dense(dim_feedforward, d_model, weight_init=HeUniform(math.sqrt(5)),
                            bias_init=Uniform(1 / math.sqrt(dim_feedforward)), dtype=dtype)
        for i in range(1, self._norms + 1):
            setattr(self, f"norm{i}", LayerNorm((d_model,), epsilon=layer_norm_eps, dtype=dtype))
        for i in range(1, self._norms + 1):
            setattr(self, f"dropout{i}", Dropout(p=dropout))
        self.activation1 = activation
        self.activation = _activation(activation)
        self.d_model, self.nhead, self.dim_feedforward = d_model, nhead, dim_feedforward
        self.dropout_num, self.layernorm_eps = dropout, layer_norm_eps
        self.batch_first, self.norm_first, self.dtype = batch_first, norm_first, dtype

    def _sa_block(self, x, attn_mask, key_padding_mask):
        x = self.self_attn(x, x, x, attn_mask=attn_mask, key_padding_mask=key_padding_mask,
                           need_weights=False)[0]
        return self.dropout1(x)

    def _ff_block(self, x, drop):
        return drop(self.dense2(self.dropout(self.activation(self.dense1(x)))))

    def _copy_args(self):
        return (self.d_model, self.nhead, self.dim_feedforward, self.dropout_num,
                self.activation1, self.layernorm_eps, self.batch_first, self.norm_first)


class TransformerEncoderLayer(_LayerBase):
    """``TransformerEncoderLayer(d_model, nhead, dim_feedforward=2048, dropout=0.1,
    activation='relu', layer_norm_eps=1e-5, batch_first=False, norm_first=False)``:
    self-attention then feed-forward, each with a residual and LayerNorm (before the block when
    ``norm_first``). ``construct(src, src_mask=None, src_key_padding_mask=None)``."""

    def construct(self, src, src_mask=None, src_key_padding_mask=None):
        _check_padding_mask(src_key_padding_mask)
        x = src
        if self.norm_first:
            x = x + self._sa_block(self.norm1(x), src_mask, src_key_padding_mask)
            return x + self._ff_block(self.norm2(x), self.dropout2)
        x = self.norm1(x + self._sa_block(x, src_mask, src_key_padding_mask))
        return self.norm2(x + self._ff_block(x, self.dropout2))


class TransformerDecoderLayer(_LayerBase):
    """``TransformerDecoderLayer(d_model, nhead, dim_feedforward=2048, dropout=0.1,
    activation='relu', layer_norm_eps=1e-5, batch_first=False, norm_first=False)``:
    self-attention, attention over ``memory``, feed-forward. ``construct(tgt, memory,
    tgt_mask=None, memory_mask=None, tgt_key_padding_mask=None,
    memory_key_padding_mask=None)``."""
    _norms = 3

    def _mha_block(self, x, mem, attn_mask, key_padding_mask):
        x = self.multihead_attn(x, mem, mem, attn_mask=attn_mask,
                                key_padding_mask=key_padding_mask, need_weights=False)[0]
        return self.dropout2(x)

    def construct(self, tgt, memory, tgt_mask=None, memory_mask=None,
                  tgt_key_padding_mask=None, memory_key_padding_mask=None):
        x = tgt
        if self.norm_first:
            x = x + self._sa_block(self.norm1(x), tgt_mask, tgt_key_padding_mask)
            x = x + self._mha_block(self.norm2(x), memory, memory_mask,
                                    memory_key_padding_mask)
            return x + self._ff_block(self.norm3(x), self.dropout3)
        x = self.norm1(x + self._sa_block(x, tgt_mask, tgt_key_padding_mask))
        x = self.norm2(x + self._mha_block(x, memory, memory_mask, memory_key_padding_mask))
        return self.norm3(x + self._ff_block(x, self.dropout3))


class _Stack(Cell):
    _layer = None      # the layer class the stack is made of, whatever subclass it is given

    def __init__(self, layer, num_layers, norm=None):
        super().__init__()
        # 2.10 makes a layer of its own class from the given one's settings (measured: a
        # subclass of TransformerEncoderLayer gives TransformerEncoderLayer layers)
        if not isinstance(layer, Cell):     # 2.10 reads its d_model first (measured)
            getattr(layer, "d_model")
        fresh = self._layer(*layer._copy_args(), dtype=layer.dtype)
        self.layers = CellList([copy.deepcopy(fresh) for _ in range(num_layers)])
        self.num_layers = num_layers
        self.norm = norm


class TransformerEncoder(_Stack):
    """``TransformerEncoder(encoder_layer, num_layers, norm=None)``: ``num_layers`` fresh copies
    of ``encoder_layer``'s configuration, then ``norm``."""

    _layer = TransformerEncoderLayer

    def __init__(self, encoder_layer, num_layers, norm=None):
        super().__init__(encoder_layer, num_layers, norm)

    def construct(self, src, src_mask=None, src_key_padding_mask=None):
        _check_padding_mask(src_key_padding_mask)
        out = src
        for mod in self.layers:
            out = mod(out, src_mask=src_mask, src_key_padding_mask=src_key_padding_mask)
        if self.norm is not None:
            out = self.norm(out)
        return out


class TransformerDecoder(_Stack):
    """``TransformerDecoder(decoder_layer, num_layers, norm=None)``."""

    _layer = TransformerDecoderLayer

    def __init__(self, decoder_layer, num_layers, norm=None):
        super().__init__(decoder_layer, num_layers, norm)

    def construct(self, tgt, memory, tgt_mask=None, memory_mask=None,
                  tgt_key_padding_mask=None, memory_key_padding_mask=None):
        out = tgt
        for mod in self.layers:
            out = mod(out, memory, tgt_mask=tgt_mask, memory_mask=memory_mask,
                      tgt_key_padding_mask=tgt_key_padding_mask,
                      memory_key_padding_mask=memory_key_padding_mask)
        if self.norm is not None:
            out = self.norm(out)
        return out


class Transformer(Cell):
    """``Transformer(d_model=512, nhead=8, num_encoder_layers=6, num_decoder_layers=6,
    dim_feedforward=2048, dropout=0.1, activation='relu', custom_encoder=None,
    custom_decoder=None, layer_norm_eps=1e-5, batch_first=False, norm_first=False)``; every
    Parameter of rank > 1 starts XavierUniform. ``construct(src, tgt, src_mask=None,
    tgt_mask=None, memory_mask=None, src_key_padding_mask=None, tgt_key_padding_mask=None,
    memory_key_padding_mask=None)``."""

    def __init__(self, d_model=512, nhead=8, num_encoder_layers=6, num_decoder_layers=6,
                 dim_feedforward=2048, dropout=0.1, activation="relu", custom_encoder=None,
                 custom_decoder=None, layer_norm_eps=1e-5, batch_first=False, norm_first=False,
                 dtype=mstype.float32):
        super().__init__()
        args = (d_model, nhead, dim_feedforward, dropout, activation, layer_norm_eps,
                batch_first, norm_first)
        if custom_encoder is not None:
            self.encoder = custom_encoder
        else:
            self.encoder = TransformerEncoder(
                TransformerEncoderLayer(*args, dtype=dtype), num_encoder_layers,
                LayerNorm((d_model,), epsilon=layer_norm_eps, dtype=dtype))
        if custom_decoder is not None:
            self.decoder = custom_decoder
        else:
            self.decoder = TransformerDecoder(
                TransformerDecoderLayer(*args, dtype=dtype), num_decoder_layers,
                LayerNorm((d_model,), epsilon=layer_norm_eps, dtype=dtype))
        for _, p in self.parameters_and_names():
            if p.ndim > 1:
                p.set_data(initializer("xavier_uniform", p.shape, p.dtype))
        self.d_model, self.nhead, self.batch_first = d_model, nhead, batch_first

    def construct(self, src, tgt, src_mask=None, tgt_mask=None, memory_mask=None,
                  src_key_padding_mask=None, tgt_key_padding_mask=None,
                  memory_key_padding_mask=None):
        b = 0 if self.batch_first else 1
        if src.ndim == 3 and src.shape[b] != tgt.shape[b]:
            raise ValueError("The number of batch size for 'src' and 'tgt' must be equal.")
        if src.shape[-1] != self.d_model or tgt.shape[-1] != self.d_model:
            raise ValueError("The number of features for 'src' and 'tgt' must be equal to "
                             "`d_model`.")
        memory = self.encoder(src, src_mask=src_mask, src_key_padding_mask=src_key_padding_mask)
        return self.decoder(tgt, memory, tgt_mask=tgt_mask, memory_mask=memory_mask,
                            tgt_key_padding_mask=tgt_key_padding_mask,
                            memory_key_padding_mask=memory_key_padding_mask)
