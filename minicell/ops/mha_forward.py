"""``mindspore.ops.function.nn_func.multi_head_attention_forward``: the functional multi-head
attention MindSpore 2.10 keeps in ``nn_func`` (not in ``mindspore.ops``), which CLIP's
``AttentionPool2d`` calls with its own q/k/v/c projections.

Inputs are ``(L, N, E)`` (or unbatched ``(L, E)``); it returns ``(attn_output, attn_weights)``,
the weights averaged over the heads unless ``average_attn_weights=False``. As 2.10: q and k are
each divided by ``head_dim ** 0.25`` before their product, a bool mask becomes ``-inf`` where
True, a 2-d ``attn_mask`` is ``(L, S)`` and a 3-d one ``(N * num_heads, L, S)``, and the
argument errors are 2.10's ValueErrors.

>>> import numpy as np, minicell as ms
>>> from minicell.ops.function.nn_func import multi_head_attention_forward
>>> x = ms.Tensor(np.ones((3, 2, 4), np.float32))
>>> w = ms.Tensor(np.eye(4, dtype=np.float32))
>>> out, attn = multi_head_attention_forward(x, x, x, 4, 2, None, None, None, None, False, 0.0,
...     w, None, use_separate_proj_weight=True, q_proj_weight=w, k_proj_weight=w, v_proj_weight=w)
>>> out.shape, attn.shape
((3, 2, 4), (2, 3, 3))
"""
from ..common import dtype as mstype
from . import functional as F
from ..runtime.python_checks import python_check


def _check_shapes(query, key, value, key_padding_mask, attn_mask, num_heads):
    qd, kd, vd = query.ndim, key.ndim, value.ndim
    if qd not in (2, 3):
        raise ValueError(f"The `query` should be unbatched 2D or batched 3D tensor, "
                         f"but got `query` with {qd}D.")
    kind = "batched" if qd == 3 else "unbatched"
    if kd != qd or vd != qd:
        raise ValueError(f"For {kind} `query`, the `key` and `value` must be {qd}D tensor, "
                         f"but got `key` with {kd}D and `value` with {vd}D.")
    if key_padding_mask is not None and key_padding_mask.ndim != qd - 1:
        raise ValueError(f"For {kind} `query`, the `key_padding_mask` must be `None` or "
                         f"{qd - 1}D, but got `key_padding_mask` with {key_padding_mask.ndim}D.")
    if attn_mask is not None:
        if attn_mask.ndim not in (2, 3):
            raise ValueError(f"For {kind} `query`, the `attn_mask` must be `None`, 2-D or 3-D, "
                             f"but got `attn_mask` with{attn_mask.ndim}D.")
        want = (num_heads, query.shape[0], key.shape[0])
        if qd == 2 and attn_mask.ndim == 3 and attn_mask.shape != want:
            raise ValueError(f"The shape of `attn_mask` must to be {want}, "
                             f"but got {attn_mask.shape}.")
    return qd == 3


def _project(query, key, value, weights, in_proj_bias, separate, k_is_v, q_is_k):
    in_proj_weight, q_w, k_w, v_w = weights
    e = query.shape[-1]
    if not separate:
        if in_proj_weight is None:
            raise ValueError("`use_separate_proj_weight` is ``False`` but `in_proj_weight` got "
                             "``None``.")
        if k_is_v and q_is_k:                   # self-attention: one packed projection
            return F.tensor_split(F.dense(query, in_proj_weight, in_proj_bias), 3, -1)
        if k_is_v:                              # encoder-decoder: q, then k and v packed
            b_q, b_kv = (None, None) if in_proj_bias is None else \
                (in_proj_bias[:e], in_proj_bias[e:])
            kv = F.tensor_split(F.dense(key, in_proj_weight[e:], b_kv), 2, -1)
            return (F.dense(query, in_proj_weight[:e], b_q),) + tuple(kv)
        q_w, k_w, v_w = F.tensor_split(in_proj_weight, 3)
    else:
        for name, w in (("q", q_w), ("k", k_w), ("v", v_w)):
            if w is None:
                raise ValueError(f"`use_separate_proj_weight` is ``True`` but `{name}_proj_weight` "
                                 f"got ``None``.")
    b = (None,) * 3 if in_proj_bias is None else F.tensor_split(in_proj_bias, 3)
    return F.dense(query, q_w, b[0]), F.dense(key, k_w, b[1]), F.dense(value, v_w, b[2])


def _prepare_attn_mask(attn_mask, tgt_len, src_len, heads):
    if attn_mask.dtype == mstype.uint8:
        attn_mask = attn_mask.astype(mstype.bool_)
    elif not attn_mask.is_floating_point() and attn_mask.dtype != mstype.bool_:
        raise ValueError(f"`attn_mask` only support float, byte, and bool types, but got not "
                         f"{attn_mask.dtype}.")
    want = {2: (tgt_len, src_len), 3: (heads, tgt_len, src_len)}.get(attn_mask.ndim)
    if want is None:
        raise ValueError(f"The ndim of `attn_mask` only support 2 or 3, but got {attn_mask.ndim}.")
    if attn_mask.shape != want:
        raise ValueError(f"The shape of the `attn_mask` should be {want}, but got "
                         f"{attn_mask.shape}.")
    return F.expand_dims(attn_mask, 0) if attn_mask.ndim == 2 else attn_mask


def check_inputs(*args):
    """``nn.MultiheadAttention``'s own (packed, no bias_k) path: 2.10's checks of
    ``multi_head_attention_forward`` on batched inputs (measured: a value unlike the key, an
    int or wrongly shaped attn_mask, a wrongly shaped key_padding_mask), on the (L, N, E) shapes
    it sees; a graph quotes them (2.10's Python checks, measured)."""
    try:
        _check_inputs(*args)
    except ValueError as err:
        raise python_check(ValueError(str(err))) from None


def _check_inputs(query, key, value, key_padding_mask, attn_mask, num_heads, batch_first):
    def lne(t):
        return (t.shape[1], t.shape[0]) + t.shape[2:] if batch_first else t.shape
    (tgt_len, bsz), kshape = lne(query)[:2], lne(key)
    if key_padding_mask is not None and key_padding_mask.dtype != mstype.bool_ \
            and not key_padding_mask.is_floating_point():
        raise ValueError("The `key_padding_mask` only supports bool and floating dtypes.")
    if kshape != lne(value):
        raise ValueError(f"The shape of `key` {kshape} does not match `value` {lne(value)}.")
    if attn_mask is not None:
        _prepare_attn_mask(attn_mask, tgt_len, kshape[0], bsz * num_heads)
    if key_padding_mask is not None and key_padding_mask.shape != (bsz, kshape[0]):
        raise ValueError(f"The shape of `key_padding_mask` should be {(bsz, kshape[0])}, but "
                         f"got {key_padding_mask.shape}.")


def _pad_one(mask):
    return None if mask is None else F.pad(mask, (0, 1))


def _heads(t, static, rows, head_dim, name):
    if static is None:
        return F.swapaxes(t.view((t.shape[0], rows, head_dim)), 0, 1)
    if static.shape[0] != rows:
        raise ValueError(f"The shape[0] of `{name}` should be {rows}, but got {static.shape[0]}")
    if static.shape[2] != head_dim:
        raise ValueError(f"The shape[2] of `{name}` should be {head_dim}, "
                         f"but got {static.shape[2]}")
    return static


def _attention(q, k, v, attn_mask, dropout_p, is_causal, training, dtype):
    scale = F.sqrt(F.sqrt(F.scalar_to_tensor(q.shape[-1], dtype)))
    q = q / scale
    if is_causal:       # 2.10 adds the bool lower triangle itself (1 where kept)
        attn_mask = F.tril(F.ones((q.shape[-2], k.shape[-2]), mstype.bool_))
    attn = F.matmul(q, F.swapaxes(k, -2, -1) / scale)
    if attn_mask is not None:
        attn = attn + attn_mask
    attn = F.softmax(attn, -1)
    if dropout_p > 0.0 and training:
        attn = F.dropout(attn, p=dropout_p)
    return F.matmul(attn, v), attn


def multi_head_attention_forward(query, key, value, embed_dim_to_check, num_heads, in_proj_weight,
                                 in_proj_bias, bias_k, bias_v, add_zero_attn, dropout_p,
                                 out_proj_weight, out_proj_bias, training=True,
                                 key_padding_mask=None, attn_mask=None,
                                 use_separate_proj_weight=False, q_proj_weight=None,
                                 k_proj_weight=None, v_proj_weight=None, static_k=None,
                                 static_v=None, average_attn_weights=True, is_causal=False,
                                 k_is_v=False, q_is_k=False, dtype=mstype.float32):
    """Multi-head attention over ``(L, N, E)`` inputs with the given projection weights."""
    batched = _check_shapes(query, key, value, key_padding_mask, attn_mask, num_heads)
    if not batched:
        query, key, value = (F.expand_dims(t, 1) for t in (query, key, value))
        key_padding_mask = None if key_padding_mask is None else \
            F.expand_dims(key_padding_mask, 0)
    tgt_len, bsz, embed_dim = query.shape
    if key_padding_mask is not None and key_padding_mask.dtype != mstype.bool_ \
            and not key_padding_mask.is_floating_point():
        raise ValueError("The `key_padding_mask` only supports bool and floating dtypes.")
    if embed_dim != embed_dim_to_check:
        raise ValueError(f"The `embed_dim` should be {embed_dim_to_check}, but got {embed_dim}.")
    head_dim = embed_dim // num_heads
    if head_dim * num_heads != embed_dim:
        raise ValueError(f"The `embed_dim` {embed_dim} can not be divisible by `num_heads` "
                         f"{num_heads}.")
    if use_separate_proj_weight and key.shape[:2] != value.shape[:2]:
        raise ValueError(f"The sequence length and batch dims of `key`: {key.shape[:2]} do not "
                         f"match `value`: {value.shape[:2]}.")
    if not use_separate_proj_weight and key.shape != value.shape:
        raise ValueError(f"The shape of `key` {key.shape} does not match `value` {value.shape}.")
    q, k, v = _project(query, key, value,
                       (in_proj_weight, q_proj_weight, k_proj_weight, v_proj_weight),
                       in_proj_bias, use_separate_proj_weight, k_is_v, q_is_k)
    if attn_mask is not None:
        attn_mask = _prepare_attn_mask(attn_mask, tgt_len, key.shape[0], bsz * num_heads)
    if bias_k is not None and bias_v is not None:
        if static_k is not None:
            raise ValueError("The bias_k cannot be added to static_k.")
        if static_v is not None:
            raise ValueError("The bias_v cannot be added to static_v.")
        k = F.cat([k, F.tile(bias_k, (1, bsz, 1))])
        v = F.cat([v, F.tile(bias_v, (1, bsz, 1))])
        attn_mask, key_padding_mask = _pad_one(attn_mask), _pad_one(key_padding_mask)
    elif bias_k is not None or bias_v is not None:
        raise ValueError("The bias_k and bias_v should be ``None``at the same time.")
    rows = bsz * num_heads
    q = F.swapaxes(q.view((tgt_len, rows, head_dim)), 0, 1)
    k = _heads(k, static_k, rows, head_dim, "static_k")
    v = _heads(v, static_v, rows, head_dim, "static_v")
    if add_zero_attn:
        k = F.cat([k, F.zeros((rows, 1, head_dim), k.dtype)], axis=1)
        v = F.cat([v, F.zeros((rows, 1, head_dim), v.dtype)], axis=1)
        attn_mask, key_padding_mask = _pad_one(attn_mask), _pad_one(key_padding_mask)
    src_len = k.shape[1]
    if key_padding_mask is not None:
        if key_padding_mask.shape != (bsz, src_len):
            raise ValueError(f"The shape of `key_padding_mask` should be {(bsz, src_len)}, "
                             f"but got {key_padding_mask.shape}.")
        kpm = F.tile(key_padding_mask.view((bsz, 1, 1, src_len)), (1, num_heads, 1, 1))
        kpm = kpm.reshape(rows, 1, src_len)
        attn_mask = kpm if attn_mask is None else F.logical_or(attn_mask, kpm) \
            if attn_mask.dtype == mstype.bool_ else attn_mask + kpm
    if attn_mask is not None and attn_mask.dtype == mstype.bool_:
        attn_mask = F.masked_fill(F.zeros_like(attn_mask, dtype=q.dtype), attn_mask,
                                  F.cast(float("-inf"), q.dtype))
    if attn_mask is not None:
        attn_mask = F.expand_dims(attn_mask, 0) if attn_mask.shape[0] == 1 else \
            attn_mask.view((bsz, num_heads, -1, src_len))
    out, weights = _attention(q.view((bsz, num_heads, tgt_len, head_dim)),
                              k.view((bsz, num_heads, src_len, head_dim)),
                              v.view((bsz, num_heads, src_len, head_dim)),
                              attn_mask, dropout_p, is_causal, training, dtype)
    out = F.transpose(out, (2, 0, 1, 3)).view((bsz * tgt_len, embed_dim))
    out = F.dense(out, out_proj_weight, out_proj_bias)
    out = out.view((tgt_len, bsz, out.shape[1]))
    weights = weights.view((bsz, num_heads, tgt_len, src_len))
    if average_attn_weights:
        weights = weights.sum(axis=1) / num_heads
    if not batched:
        out, weights = F.squeeze(out, 1), F.squeeze(weights, 0)
    return out, weights
