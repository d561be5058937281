"""``mindspore.parallel._transformer.transformer``: the transformer layers, blocks, stacks
and their parallel configurations (defined in this package's private modules, gathered here
under MindSpore's module name).

>>> import numpy as np
>>> import minicell as ms
>>> layer = TransformerEncoderLayer(batch_size=2, hidden_size=8, ffn_hidden_size=16,
...                                 num_heads=2, seq_length=4)
>>> out, (key, value) = layer(ms.Tensor(np.ones((2, 4, 8)), ms.float32),
...                           ms.Tensor(np.ones((2, 4, 4)), ms.float16))
>>> out.shape, key.shape, value.shape
((2, 4, 8), (2, 2, 4, 4), (2, 2, 4, 4))
"""
from ._configs import (EmbeddingOpParallelConfig, TransformerRecomputeConfig,  # noqa: F401
                       TransformerOpParallelConfig, default_transformer_config,
                       default_embedding_parallel_config, default_transformer_recompute_config,
                       _get_lambda_func)
from ._attention import AttentionMask, VocabEmbedding, MultiHeadAttention, FeedForward
from ._blocks import TransformerEncoderLayer, TransformerDecoderLayer
from ._stacks import TransformerEncoder, TransformerDecoder, Transformer
from .op_parallel_config import default_dpmp_config  # noqa: F401
from ._moe_config import default_moe_config  # noqa: F401

__all__ = ["AttentionMask", "VocabEmbedding", "MultiHeadAttention", "FeedForward",
           "TransformerEncoder", "TransformerDecoder", "TransformerEncoderLayer",
           "TransformerDecoderLayer", "Transformer", "TransformerOpParallelConfig",
           "EmbeddingOpParallelConfig", "TransformerRecomputeConfig"]
