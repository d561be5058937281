"""The layers inside a transformer block: ``MultiHeadAttention`` (with incremental prediction,
``use_past``), ``FeedForward``, ``AttentionMask`` and ``VocabEmbedding``.

Dtypes follow MindSpore's: the dense layers compute in ``compute_dtype`` (float16 by default),
the attention scores are masked and normalised in ``softmax_compute_type``, and each layer
returns its input's dtype (``FeedForward`` returns float16).
"""
import math

import numpy as np

from ... import nn
from ... import _checkparam as Validator
from ...common import dtype as mstype
from ...common.initializer import initializer
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ...ops import functional as F
from ...ops import operations as P
from .layers import (_Linear, _args_type_validator_check, _valid_type_checks,
                     _valid_value_checks, _check_past_none_input_none, _check_input_dtype,
                     FLOAT_TYPES)
from .op_parallel_config import default_dpmp_config, OpParallelConfig, MoEParallelConfig, \
    _check_config
from ._configs import EmbeddingOpParallelConfig, default_embedding_parallel_config

__all__ = ["AttentionMask", "VocabEmbedding", "MultiHeadAttention", "FeedForward"]


def _check_rate(cls, name, value, what="in range"):
    if value < 0 or value >= 1:
        raise ValueError(f"For '{cls}', the class variable '{name}' must be {what} [0, 1.0), "
                         f"but got the value : {value}.")


class FeedForward(nn.Cell):
    """``projection(hidden_act(mapping(x)))`` then dropout, in float16: ``mapping.weight`` is
    ``(hidden_size, ffn_hidden_size)``, ``projection.weight`` ``(ffn_hidden_size,
    hidden_size)``. ``expert_num > 1`` gives every expert its own weights."""

    @_args_type_validator_check(
        hidden_size=Validator.check_positive_int, ffn_hidden_size=Validator.check_positive_int,
        dropout_rate=Validator.check_non_negative_float,
        param_init_type=_valid_value_checks(FLOAT_TYPES, "FeedForward"),
        parallel_config=_valid_type_checks([OpParallelConfig, MoEParallelConfig], "FeedForward"))
    def __init__(self, hidden_size, ffn_hidden_size, dropout_rate, hidden_act="gelu",
                 expert_num=1, expert_group_size=None, param_init_type=mstype.float32,
                 parallel_config=default_dpmp_config):
        super().__init__()
        if hidden_act is None or not (isinstance(hidden_act, str) or
                                      issubclass(hidden_act, nn.Cell)):
            raise TypeError(f"For FeedForward cell, the hidden_act should str type or nn.Cell "
                            f"type, but got {hidden_act}.")
        _check_config(parallel_config)
        mp = parallel_config.model_parallel
        ep = parallel_config.expert_parallel if expert_num > 1 else 1
        dp = parallel_config.data_parallel // ep
        for name, size in (("ffn_hidden_size", ffn_hidden_size), ("hidden_size", hidden_size)):
            if size % mp != 0:
                raise ValueError(f"For 'FeedForward', the class variable '{name}' must be a "
                                 f"multiple of the num of model parallel, but got the {name} is "
                                 f"{size} and the num of model parallel is {mp}.")
        _check_rate("FeedForward", "dropout_rate", dropout_rate, "in the range")
        linear = dict(transpose_b=False, expert_num=expert_num,
                      expert_group_size=expert_group_size, outer_batch=dp,
                      param_init_type=param_init_type)
        self.mapping = _Linear(hidden_size, ffn_hidden_size, activation=hidden_act, **linear)
        self.projection = _Linear(ffn_hidden_size, hidden_size, **linear)
        if expert_num > 1:
            self.mapping.shard(((dp, ep, 1, 1), (ep, 1, mp)), ((dp, ep, 1, mp), (1, ep, 1, mp)),
                               ((dp, ep, 1, mp),))
            self.projection.shard(((dp, ep, 1, mp), (ep, mp, 1)),
                                  ((dp, ep, 1, 1), (1, ep, 1, 1)))
        else:
            self.mapping.shard(((dp, 1), (1, mp)), ((dp, mp), (mp,)), ((dp, mp),))
            self.projection.shard(((dp, mp), (mp, 1)), ((dp, 1), (1,)))
        self.projection.bias.parallel_optimizer = False
        self.dropout = nn.Dropout(p=dropout_rate)
        self.dropout_3d = nn.Dropout(p=dropout_rate)
        self.dropout_4d = nn.Dropout(p=dropout_rate)

    def construct(self, x):
        _check_input_dtype(F.dtype(x), "x", FLOAT_TYPES, self.cls_name)
        output = self.projection(self.mapping(F.cast(x, mstype.float16)))
        rank = len(F.shape(output))
        if rank == 3:
            return self.dropout_3d(output)
        if rank == 2:
            return self.dropout(output)
        return self.dropout_4d(output)


class AttentionMask(nn.Cell):
    """From an input mask ``(batch, seq_length)`` (nonzero: a real token), the causal attention
    mask ``(batch, seq_length, seq_length)``: 1 where both positions are real tokens and the key
    does not come after the query."""

    @_args_type_validator_check(
        seq_length=Validator.check_positive_int,
        parallel_config=_valid_type_checks([OpParallelConfig], "AttentionMask"))
    def __init__(self, seq_length, parallel_config=default_dpmp_config):
        super().__init__()
        self.seq_length = seq_length
        self.lower_triangle_mask = Tensor(np.tril(np.ones((seq_length, seq_length))),
                                          mstype.float32)
        self.parallel_config = parallel_config

    def construct(self, input_mask):
        _check_input_dtype(F.dtype(input_mask), "input_mask", FLOAT_TYPES, self.cls_name)
        input_mask = F.cast(F.not_equal(input_mask, 0), mstype.float16)
        batch, length = F.shape(input_mask)
        pairs = P.BatchMatMul()(F.reshape(input_mask, (batch, length, 1)),
                                F.reshape(input_mask, (batch, 1, length)))
        return pairs * F.expand_dims(self.lower_triangle_mask, 0)


class VocabEmbedding(nn.Cell):
    """Token embedding lookup; returns ``(embeddings, embedding_table)`` (the table is shared
    with the output projection of language models)."""

    @_args_type_validator_check(
        vocab_size=Validator.check_positive_int, embedding_size=Validator.check_positive_int,
        parallel_config=_valid_type_checks([EmbeddingOpParallelConfig], "VocabEmbedding"))
    def __init__(self, vocab_size, embedding_size,
                 parallel_config=default_embedding_parallel_config, param_init="normal"):
        super().__init__()
        _check_config(parallel_config)
        self.vocab_size, self.embedding_size = vocab_size, embedding_size
        self.embedding_table = Parameter(initializer(param_init, [vocab_size, embedding_size]),
                                         name="embedding_table", parallel_optimizer=False)
        dp, mp = parallel_config.data_parallel, parallel_config.model_parallel
        if parallel_config.vocab_emb_dp:
            self.gather = P.Gather().shard(((1, 1), (dp, 1)))
        else:
            if vocab_size % mp != 0:
                raise ValueError(f"The vocab size of the embedding {vocab_size} must be a "
                                 f"multiple of parallel_config.model_parallel {mp}.")
            self.gather = P.Gather().shard(((mp, 1), (dp, 1)))

    def construct(self, input_ids):
        _check_input_dtype(F.dtype(input_ids), "input_ids", [mstype.int32], self.cls_name)
        return self.gather(self.embedding_table, input_ids, 0), self.embedding_table.value()


class MultiHeadAttention(nn.Cell):
    """Multi-head attention: ``dense1``/``dense2``/``dense3`` project the query, key and value
    (``(hidden_size, hidden_size)`` weights each), ``num_heads`` heads attend with scores
    scaled by ``1/sqrt(size_per_head)`` and masked by ``attention_mask`` (0: a position may not
    be attended, adding -10000 to its score), and ``projection`` maps the merged heads back.
    Returns ``(output, (key, value))``: the key in ``(batch, heads, size_per_head, length)``
    layout and the value in ``(batch, heads, length, size_per_head)``.

    With ``use_past`` the layer predicts incrementally: on the first iteration
    (``is_first_iteration`` True) it runs on the whole prompt and returns its keys and values
    zeroed past ``batch_valid_length``; afterwards it takes one token per sequence and adds its
    key and value to ``key_past``/``value_past`` at the position ``batch_valid_length``."""

    @_args_type_validator_check(
        hidden_size=Validator.check_positive_int, num_heads=Validator.check_positive_int,
        src_seq_length=Validator.check_positive_int, tgt_seq_length=Validator.check_positive_int,
        attention_dropout_rate=Validator.check_non_negative_float,
        hidden_dropout_rate=Validator.check_non_negative_float,
        compute_dtype=_valid_value_checks(FLOAT_TYPES, "MultiHeadAttention"),
        softmax_compute_type=_valid_value_checks(FLOAT_TYPES, "MultiHeadAttention"),
        param_init_type=_valid_value_checks(FLOAT_TYPES, "MultiHeadAttention"),
        parallel_config=_valid_type_checks([OpParallelConfig], "MultiHeadAttention"),
        use_past=Validator.check_bool)
    def __init__(self, batch_size, src_seq_length, tgt_seq_length, hidden_size, num_heads,
                 hidden_dropout_rate=0.1, attention_dropout_rate=0.1,
                 compute_dtype=mstype.float16, softmax_compute_type=mstype.float32,
                 param_init_type=mstype.float32, use_past=False,
                 parallel_config=default_dpmp_config):
        super().__init__()
        if batch_size:
            Validator.check_positive_int(batch_size)
        _check_config(parallel_config)
        name = "For 'MultiHeadAttention', the class variable"
        _check_rate("MultiHeadAttention", "hidden_dropout_rate", hidden_dropout_rate)
        _check_rate("MultiHeadAttention", "attention_dropout_rate", attention_dropout_rate)
        if hidden_size % num_heads != 0:
            raise ValueError(f"{name} 'hidden_size' must be a multiple of 'num_heads', but got "
                             f"the hidden_size is {hidden_size} and the num_heads is "
                             f"{num_heads}.")
        dp, mp = parallel_config.data_parallel, parallel_config.model_parallel
        if num_heads % mp != 0:
            raise ValueError(f"{name} 'num_heads' must be a multiple of "
                             f"'parallel_config.model_parallel', but got the num_heads is "
                             f"{num_heads} and the parallel_config.model_parallel  is {mp}.")
        self.dp = dp
        self.src_seq_length, self.tgt_seq_length = src_seq_length, tgt_seq_length
        self.hidden_size, self.batch_size = hidden_size, batch_size
        self.n_head = num_heads
        self.size_per_head = hidden_size // num_heads
        self.is_first_iteration = True
        self.use_past = use_past
        self.dtype, self.softmax_dtype = compute_dtype, softmax_compute_type
        self.multiply_data = Tensor([-10000.0], dtype=softmax_compute_type)
        self.scale_factor = Tensor(math.sqrt(math.sqrt(self.size_per_head)))
        dense = dict(compute_dtype=compute_dtype, param_init_type=param_init_type)
        self.projection = _Linear(hidden_size, hidden_size, transpose_b=False, **dense)
        self.projection.shard(((dp, mp), (mp, 1)), ((dp, 1), (1,)))
        self.projection.bias.parallel_optimizer = False
        for i in (1, 2, 3):
            layer = _Linear(hidden_size, hidden_size, **dense)
            setattr(self, f"dense{i}", layer.shard(((dp, 1), (mp, 1)), ((dp, mp), (mp,))))
        self.dropout = nn.Dropout(p=hidden_dropout_rate)
        self.prob_dropout = nn.Dropout(p=attention_dropout_rate)
        self.softmax = nn.Softmax().to_float(softmax_compute_type)
        self.batch_matmul = P.BatchMatMul().shard(((dp, mp, 1, 1), (dp, mp, 1, 1)))
        if use_past:
            positions = np.arange(src_seq_length).reshape(1, 1, -1)
            self.range = Tensor(np.tile(positions, (batch_size, 1, 1)), mstype.int32)
            self.seq_length = src_seq_length
            self.attention_mask = Tensor(np.tril(np.ones((src_seq_length, src_seq_length))),
                                         mstype.int32)

    def construct(self, query_tensor, key_tensor, value_tensor, attention_mask, key_past=None,
                  value_past=None, batch_valid_length=None):
        self._check_inputs(query_tensor, key_tensor, value_tensor, attention_mask, key_past,
                           value_past, batch_valid_length)
        ori_shape = F.shape(query_tensor)
        batch_size = self._get_batch_size_from_query(query_tensor)
        ori_dtype = F.dtype(query_tensor)
        query, key, value = (
            dense(F.cast(F.reshape(t, (-1, F.shape(t)[-1])), self.dtype))
            for dense, t in ((self.dense1, query_tensor), (self.dense2, key_tensor),
                             (self.dense3, value_tensor)))
        query = self._split_heads(query, batch_size, self.src_seq_length, (0, 2, 1, 3))
        key = self._split_heads(key, batch_size, self.tgt_seq_length, (0, 2, 3, 1))
        value = self._split_heads(value, batch_size, self.tgt_seq_length, (0, 2, 1, 3))
        if attention_mask is not None and len(F.shape(attention_mask)) == 3:
            attention_mask = F.expand_dims(attention_mask, 1)
        key_present, value_present = key, value
        if self.use_past:
            if self.is_first_iteration:
                valid = F.cast(F.less(self.range, batch_valid_length.view(-1, 1, 1)), self.dtype)
                key_present = key * F.expand_dims(valid, 2)
                value_present = value * F.expand_dims(valid, 3)
            else:
                # the new token goes to the first free position of the cache
                filled = F.reshape(self._filled_length(key_past), (-1, 1, 1))
                at = F.cast(F.equal(filled, self.range), self.dtype)
                key = key_past + F.tile(key, (1, 1, 1, self.seq_length)) * F.expand_dims(at, 2)
                value = value_past + \
                    F.tile(value, (1, 1, self.seq_length, 1)) * F.expand_dims(at, 3)
                key_present, value_present = key, value
        output = self.projection(self._attn(query, key, value, attention_mask))
        output = F.reshape(self.dropout(output), ori_shape)
        return F.cast(output, ori_dtype), (key_present, value_present)

    def _filled_length(self, key):
        """Per sequence, how many positions of a ``(batch, heads, size, length)`` key cache hold
        a token (read from the first head's first feature)."""
        first = key[:, 0:1, 0:1, 0:self.seq_length]
        return F.reduce_sum(F.cast(F.not_equal(first, 0), mstype.float32), (1, 2, 3))

    def _split_heads(self, x, batch_size, length, perm):
        if self.use_past and not self.is_first_iteration:
            length = 1
        return F.transpose(F.reshape(x, (batch_size, length, self.n_head, self.size_per_head)),
                           perm)

    def _get_batch_size_from_query(self, query):
        """The batch size: a 2-D query holds ``batch * src_seq_length`` rows, except when it is
        one token per sequence (incremental steps after the first)."""
        one_token_each = self.use_past and not self.is_first_iteration
        if len(F.shape(query)) == 2 and not one_token_each:
            return F.shape(query)[0] // self.src_seq_length
        return F.shape(query)[0]

    def _check_inputs(self, query_tensor, key_tensor, value_tensor, attention_mask,
                      key_past=None, value_past=None, batch_valid_length=None):
        for name, value in (("query_tensor", query_tensor), ("key_tensor", key_tensor),
                            ("value_tensor", value_tensor), ("attention_mask", attention_mask)):
            if value is not None or name != "attention_mask":
                _check_input_dtype(F.dtype(value), name, FLOAT_TYPES, self.cls_name)
        for name, value in (("key_past", key_past), ("value_past", value_past),
                            ("batch_valid_length", batch_valid_length)):
            _check_past_none_input_none(self.use_past, name, self.cls_name, None,
                                        isinstance(value, Tensor), value is None)
        if self.use_past:
            _check_input_dtype(F.dtype(key_past), "key_past", [mstype.float16], self.cls_name)
            _check_input_dtype(F.dtype(value_past), "value_past", [mstype.float16],
                               self.cls_name)
            _check_input_dtype(F.dtype(batch_valid_length), "batch_valid_length",
                               [mstype.int32], self.cls_name)
        return True

    def _merge_heads(self, x):
        """``(batch, heads, length, size)`` -> ``(batch * length, heads * size)``."""
        x = F.transpose(x, (0, 2, 1, 3))
        shape = F.shape(x)
        return F.reshape(x, (-1, shape[-2] * shape[-1]))

    def _attn(self, query, key, value, attention_mask):
        factor = F.cast(self.scale_factor, F.dtype(query))
        score = self.batch_matmul(query / factor, key / factor)
        ori_dtype = F.dtype(score)
        scores = F.cast(score, self.softmax_dtype)
        if attention_mask is not None:
            if self.use_past and not self.is_first_iteration:
                last = F.reshape(F.cast(self._filled_length(key), mstype.int32) - 1, (-1, 1, 1))
                attention_mask = F.expand_dims(
                    F.cast(F.less_equal(self.range, last), mstype.int32), 2)
            dtype = F.dtype(scores)
            blocked = F.cast(F.tuple_to_array((1.0,)), dtype) - F.cast(attention_mask, dtype)
            scores = blocked * self.multiply_data + scores
        probs = self.prob_dropout(F.cast(self.softmax(scores), ori_dtype))
        return self._merge_heads(self.batch_matmul(probs, value))
