"""MultiheadAttention with MindSpore's (PyTorch-compatible) arguments and parameter names
(``in_proj_weight``, ``in_proj_bias``, ``out_proj.weight``, ``out_proj.bias``).

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> mha = nn.MultiheadAttention(8, 2)
>>> q = ms.Tensor(np.ones((5, 3, 8), np.float32))        # (L, N, E)
>>> out, w = mha(q, q, q)
>>> out.shape, w.shape
((5, 3, 8), (3, 5, 5))
"""
import math

from ... import ops
from ...common import dtype as mstype
from ...common.initializer import HeUniform, Uniform, XavierNormal, XavierUniform
from ...ops.mha_forward import check_inputs as mha_checks, multi_head_attention_forward
from ...runtime.prim_tag import tag as prim_tag
from ..cell import Cell
from ._utils import make_param
from .basic import Dense

__all__ = ["MultiheadAttention"]


def _linear(out):
    """2.10's attention runs its projections as ``linear`` and its products as Ext primitives,
    none of which its FLOPs count (``flops_collection``) sees: measured 0 for a whole layer."""
    return prim_tag(out, "Linear")


class MultiheadAttention(Cell):
    """``MultiheadAttention(embed_dim, num_heads, dropout=0.0, has_bias=True,
    add_bias_kv=False, add_zero_attn=False, kdim=None, vdim=None, batch_first=False)``.

    ``construct(query, key, value, key_padding_mask=None, need_weights=True, attn_mask=None,
    average_attn_weights=True)`` returns ``(attn_output, attn_weights)``, or ``(attn_output,)``
    when ``need_weights`` is False (as 2.10); 2-d (unbatched) inputs give 2-d outputs. Masks: bool
    (True = not attended) or float (added to the scores). ``add_bias_kv`` (Parameters ``bias_k``
    and ``bias_v`` appended to the keys and values) and ``add_zero_attn`` (a zero key and value
    appended) run 2.10's functional ``multi_head_attention_forward``, as 2.10's layer does.
    """

    def __init__(self, embed_dim, num_heads, dropout=0.0, has_bias=True, add_bias_kv=False,
                 add_zero_attn=False, kdim=None, vdim=None, batch_first=False,
                 dtype=mstype.float32):
        super().__init__()
        # 2.10's order (measured): the division first (0 heads: its ZeroDivisionError), then
        # the initializer's check of the projection's shape (3 * embed_dim, embed_dim): 0, a
        # negative or a float embed_dim; a negative num_heads that divides it is built, and is
        # Reshape's ValueError when the Cell runs
        if (embed_dim // num_heads) * num_heads != embed_dim:
            raise ValueError("The init argument 'embed_dim' must be divisible by 'num_heads'.")
        self.embed_dim = embed_dim
        self.num_heads = num_heads
        self.kdim = embed_dim if kdim is None else kdim
        self.vdim = embed_dim if vdim is None else vdim
        self.head_dim = embed_dim // num_heads
        self.dropout = dropout      # as given: 2.10 reads it only when it drops (measured)
        self.batch_first = bool(batch_first)
        self.has_bias = bool(has_bias)
        self._same_kv = self.kdim == embed_dim and self.vdim == embed_dim
        e = embed_dim
        dtype = mstype.float32 if dtype is None else dtype     # 2.10 takes None (measured)
        if self._same_kv:
            self.in_proj_weight = make_param(XavierUniform(), (3 * e, e), dtype,
                                             "in_proj_weight")
        else:
            self.q_proj_weight = make_param(XavierUniform(), (e, e), dtype, "q_proj_weight")
            self.k_proj_weight = make_param(XavierUniform(), (e, self.kdim), dtype,
                                            "k_proj_weight")
            self.v_proj_weight = make_param(XavierUniform(), (e, self.vdim), dtype,
                                            "v_proj_weight")
        if has_bias:
            self.in_proj_bias = make_param("zeros", (3 * e,), dtype, "in_proj_bias")
        # 2.10's out_proj: HeUniform(sqrt(5)) weight, Uniform(1/sqrt(fan_in)) bias (measured)
        self.out_proj = Dense(e, e, has_bias=has_bias, weight_init=HeUniform(math.sqrt(5)),
                              bias_init=Uniform(1 / math.sqrt(e)), dtype=dtype)
        if add_bias_kv:      # drawn after out_proj's, as 2.10 draws them
            self.bias_k = make_param(XavierNormal(), (1, 1, e), dtype, "bias_k")
            self.bias_v = make_param(XavierNormal(), (1, 1, e), dtype, "bias_v")
        else:
            self.bias_k = self.bias_v = None
        self.add_zero_attn = bool(add_zero_attn)
        # q @ k^T as one product reading k as stored: in PYNATIVE_MODE an explicit transpose
        # would copy k (and its gradient) on every call.
        self._scores = ops.BatchMatMul(transpose_b=True)

    def _proj(self, x, i):
        e = self.embed_dim
        if self._same_kv:
            w = self.in_proj_weight[i * e:(i + 1) * e]
        else:
            w = (self.q_proj_weight, self.k_proj_weight, self.v_proj_weight)[i]
        if self.has_bias:
            return _linear(ops.dense(x, w, self.in_proj_bias[i * e:(i + 1) * e]))
        return _linear(ops.dense(x, w))

    def _packed_proj(self, x):
        if self.has_bias:
            return _linear(ops.dense(x, self.in_proj_weight, self.in_proj_bias))
        return _linear(ops.dense(x, self.in_proj_weight))

    def _heads(self, x):
        n, l = x.shape[0], x.shape[1]
        x = ops.reshape(x, (n, l, self.num_heads, self.head_dim))
        return ops.transpose(x, (0, 2, 1, 3))

    def construct(self, query, key, value, key_padding_mask=None, need_weights=True,
                  attn_mask=None, average_attn_weights=True):
        if query.ndim not in (2, 3):      # 2.10 checks the rank before embed_dim (measured)
            raise ValueError(f"The `query` should be unbatched 2D or batched 3D tensor, but got "
                             f"`query` with {query.ndim}D.")
        if query.shape[-1] != self.embed_dim:     # 2.10's text (measured)
            raise ValueError(f"The `embed_dim` should be {self.embed_dim}, but got "
                             f"{query.shape[-1]}.")
        if query.ndim == 2:       # unbatched (L, E): run as a batch of one
            b = 0 if self.batch_first else 1
            same = query is key and key is value
            query = ops.expand_dims(query, b)
            key = query if same else ops.expand_dims(key, b)
            value = query if same else ops.expand_dims(value, b)
            if key_padding_mask is not None:
                key_padding_mask = ops.expand_dims(key_padding_mask, 0)
            res = self.construct(query, key, value, key_padding_mask, need_weights, attn_mask,
                                 average_attn_weights)
            out = ops.squeeze(res[0], b)
            return (out, ops.squeeze(res[1], 0)) if need_weights else (out,)
        mha_checks(query, key, value, key_padding_mask, attn_mask, self.num_heads,
                   self.batch_first)
        if self.bias_k is not None or self.add_zero_attn:
            return self._functional(query, key, value, key_padding_mask, need_weights,
                                    attn_mask, average_attn_weights)
        if not self.batch_first:
            query = ops.transpose(query, (1, 0, 2))
            key = ops.transpose(key, (1, 0, 2))
            value = ops.transpose(value, (1, 0, 2))
        n, l, s = query.shape[0], query.shape[1], key.shape[1]
        if self._same_kv and query is key and key is value:
            # Self-attention (MindSpore's packed path): one (N, L, 3E) projection, then split.
            # One matmul instead of three over weight slices; no slice/pad pairs in backward.
            qkv = self._packed_proj(query)
            q, k, v = (self._heads(t) for t in ops.split(qkv, self.embed_dim, -1))
        else:
            q = self._heads(self._proj(query, 0))
            k = self._heads(self._proj(key, 1))
            v = self._heads(self._proj(value, 2))
        scores = prim_tag(self._scores(q, k), "BatchMatMulExt") * (1.0 / math.sqrt(
            self.head_dim))
        m = attn_mask if attn_mask is None or len(attn_mask.shape) == 2 else \
            ops.reshape(attn_mask, (n, self.num_heads, l, s))
        if key_padding_mask is not None:
            # merged into the attention mask as 2.10 merges them (measured): or-ed into a bool
            # mask, added as numbers to a float one (a bool padding mask adds 1.0 there)
            kpm = ops.reshape(key_padding_mask, (n, 1, 1, s))
            m = kpm if m is None else ops.logical_or(m, kpm.astype(mstype.bool_)) \
                if m.dtype == mstype.bool_ else m + kpm.astype(m.dtype)
        if m is not None:
            scores = self._mask(scores, m)
        attn = ops.softmax(scores, -1)
        if self.dropout and self.training:
            attn = ops.dropout(attn, self.dropout)
        out = ops.transpose(ops.matmul(attn, v), (0, 2, 1, 3))
        out = _linear(self.out_proj(ops.reshape(out, (n, l, self.embed_dim))))
        if not self.batch_first:
            out = ops.transpose(out, (1, 0, 2))
        if not need_weights:
            return (out,)
        if average_attn_weights:
            attn = ops.mean(attn, 1)
        return out, attn

    # GRAPH_MODE traces this construct as plain Python (as nn.Dense's): its branches and those of
    # the functional path read only Python values (ranks, static shapes, dtypes, None, the
    # flags), so converting its AST buys nothing; it was ~110 ms of a first graph call
    construct.__minicell_noconvert__ = True

    def _functional(self, query, key, value, key_padding_mask, need_weights, attn_mask,
                    average_attn_weights):
        """2.10's path: the functional form over (L, N, E) inputs."""
        if self.batch_first:
            query, key, value = (ops.swapaxes(t, 0, 1) for t in (query, key, value))
        sep = {} if self._same_kv else {
            "use_separate_proj_weight": True, "q_proj_weight": self.q_proj_weight,
            "k_proj_weight": self.k_proj_weight, "v_proj_weight": self.v_proj_weight}
        out, attn = multi_head_attention_forward(
            query, key, value, self.embed_dim, self.num_heads,
            self.in_proj_weight if self._same_kv else None,
            self.in_proj_bias if self.has_bias else None, self.bias_k, self.bias_v,
            self.add_zero_attn, self.dropout, self.out_proj.weight,
            self.out_proj.bias if self.has_bias else None, training=self.training,
            key_padding_mask=key_padding_mask, attn_mask=attn_mask,
            average_attn_weights=average_attn_weights, **sep)
        if self.batch_first:
            out = ops.swapaxes(out, 0, 1)
        return (out, attn) if need_weights else (out,)

    @staticmethod
    def _mask(scores, mask):
        if mask.dtype == mstype.bool_:
            return ops.masked_fill(scores, mask, float("-inf"))
        return scores + mask
