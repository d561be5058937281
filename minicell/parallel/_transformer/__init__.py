"""``mindspore.parallel._transformer``: the transformer layers of MindSpore's model zoo
(GPT, PanGu-alpha, BERT- and translation-style networks): attention, feed-forward, encoder and
decoder blocks and stacks, the embedding and the loss, with their parallel configurations.

On one device the parallel configurations are checked and kept, and every strategy they imply
is recorded without effect.
"""
from .transformer import (AttentionMask, VocabEmbedding, MultiHeadAttention, FeedForward,
                          TransformerEncoder, TransformerDecoder, TransformerEncoderLayer,
                          TransformerDecoderLayer, Transformer, TransformerOpParallelConfig,
                          EmbeddingOpParallelConfig, TransformerRecomputeConfig)
from .moe import MoEConfig
from .layers import FixedSparseAttention
from .loss import CrossEntropyLoss
from .op_parallel_config import OpParallelConfig

# MindSpore's order: transformer's names, then loss's, op_parallel_config's, layers', moe's
__all__ = ["AttentionMask", "VocabEmbedding", "MultiHeadAttention", "FeedForward",
           "TransformerEncoder", "TransformerDecoder", "TransformerEncoderLayer",
           "TransformerDecoderLayer", "Transformer", "TransformerOpParallelConfig",
           "EmbeddingOpParallelConfig", "TransformerRecomputeConfig", "CrossEntropyLoss",
           "OpParallelConfig", "FixedSparseAttention", "MoEConfig"]
