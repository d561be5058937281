"""The configurations of whole transformer networks (``TransformerOpParallelConfig`` with its
embedding, pipeline, expert and recompute parts) and the default per-layer hook that places a
layer on a pipeline stage, a gradient-fusion group and recomputation.

>>> config = TransformerOpParallelConfig(data_parallel=2, model_parallel=4)
>>> config.dp_mp_config.model_parallel, config.moe_parallel_config.data_parallel
(4, 2)
"""
from ... import _checkparam as Validator
from ... import log as logger
from .._auto_parallel_context import set_auto_parallel_context
from .op_parallel_config import (_Config, OpParallelConfig, MoEParallelConfig, _PipeLineConfig,
                                 checked_field, forwarded_field)

__all__ = ["TransformerOpParallelConfig", "EmbeddingOpParallelConfig",
           "TransformerRecomputeConfig"]


class EmbeddingOpParallelConfig(_Config):
    """Data/model parallel ways of an embedding lookup; ``vocab_emb_dp`` keeps the whole table
    on every device (data parallel only) instead of cutting the vocabulary."""

    data_parallel = forwarded_field("_dp_mp_config", "data_parallel")
    model_parallel = forwarded_field("_dp_mp_config", "model_parallel")
    vocab_emb_dp = checked_field("vocab_emb_dp", Validator.check_bool)

    def __init__(self, data_parallel=1, model_parallel=1, vocab_emb_dp=True):
        self._dp_mp_config = OpParallelConfig(data_parallel=data_parallel,
                                              model_parallel=model_parallel)
        self.vocab_emb_dp = vocab_emb_dp

    @property
    def dp_mp_config(self):
        return self._dp_mp_config


class TransformerRecomputeConfig(_Config):
    """What a layer recomputes in the backward pass instead of keeping (all bools)."""

    recompute = checked_field("recompute", Validator.check_bool)
    parallel_optimizer_comm_recompute = checked_field("parallel_optimizer_comm_recompute",
                                                      Validator.check_bool)
    mp_comm_recompute = checked_field("mp_comm_recompute", Validator.check_bool)
    recompute_slice_activation = checked_field("recompute_slice_activation",
                                               Validator.check_bool)

    def __init__(self, recompute=False, parallel_optimizer_comm_recompute=False,
                 mp_comm_recompute=True, recompute_slice_activation=False):
        self.recompute = recompute
        self.parallel_optimizer_comm_recompute = parallel_optimizer_comm_recompute
        self.mp_comm_recompute = mp_comm_recompute
        self.recompute_slice_activation = recompute_slice_activation


default_transformer_recompute_config = TransformerRecomputeConfig()


def _set_data_parallel(self, value):
    self._embed_dp_mp_config.data_parallel = value
    self._moe_config.data_parallel = value


def _set_model_parallel(self, value):
    self._embed_dp_mp_config.model_parallel = value
    self._moe_config.model_parallel = value


def _set_optimizer_shard(self, value):
    Validator.check_bool(value, "optimizer_shard")
    self._optimizer_shard = value
    set_auto_parallel_context(enable_parallel_optimizer=value)


def _set_recompute(self, value):
    if not isinstance(value, (TransformerRecomputeConfig, bool)):
        raise TypeError(f"recompute must be a TransformerRecomputeConfig/bool, but got "
                        f"{type(value).__name__}.")
    if isinstance(value, bool):
        logger.warning("TransformerRecomputeConfig is recommended as the recompute "
                       "configuration type.")
    self._recompute = value


class TransformerOpParallelConfig(_Config):
    """The parallel configuration of a whole transformer: data/model/expert parallel ways,
    pipeline stages and micro batches, recomputation, optimizer sharding and gradient fusion
    groups. ``dp_mp_config``, ``embedding_dp_mp_config`` and ``moe_parallel_config`` are the
    per-layer views the layers take."""

    data_parallel = property(lambda self: self._embed_dp_mp_config.data_parallel,
                             _set_data_parallel)
    model_parallel = property(lambda self: self._embed_dp_mp_config.model_parallel,
                              _set_model_parallel)
    expert_parallel = forwarded_field("_moe_config", "expert_parallel")
    vocab_emb_dp = forwarded_field("_embed_dp_mp_config", "vocab_emb_dp")
    pipeline_stage = forwarded_field("_pp_config", "pipeline_stage")
    pipeline_segment = forwarded_field("_pp_config", "pipeline_segment")
    micro_batch_num = forwarded_field("_pp_config", "micro_batch_num")
    gradient_aggregation_group = checked_field("gradient_aggregation_group")
    optimizer_shard = property(lambda self: self._optimizer_shard, _set_optimizer_shard)
    recompute = property(lambda self: self._recompute, _set_recompute)

    def __init__(self, data_parallel=1, model_parallel=1, expert_parallel=1, pipeline_stage=1,
                 pipeline_segment=1, micro_batch_num=1,
                 recompute=default_transformer_recompute_config, optimizer_shard=False,
                 gradient_aggregation_group=4, vocab_emb_dp=True):
        self.recompute = recompute
        self.optimizer_shard = optimizer_shard
        self.gradient_aggregation_group = gradient_aggregation_group
        self._embed_dp_mp_config = EmbeddingOpParallelConfig(
            data_parallel=data_parallel, model_parallel=model_parallel, vocab_emb_dp=vocab_emb_dp)
        self._pp_config = _PipeLineConfig(pipeline_stage=pipeline_stage,
                                          micro_batch_num=micro_batch_num,
                                          pipeline_segment=pipeline_segment)
        self._moe_config = MoEParallelConfig(data_parallel=data_parallel,
                                             model_parallel=model_parallel,
                                             expert_parallel=expert_parallel)

    @property
    def embedding_dp_mp_config(self):
        return self._embed_dp_mp_config

    @property
    def dp_mp_config(self):
        return self._embed_dp_mp_config.dp_mp_config

    @property
    def moe_parallel_config(self):
        return self._moe_config


default_transformer_config = TransformerOpParallelConfig()
default_embedding_parallel_config = EmbeddingOpParallelConfig()


def _get_lambda_func(total_layer=None):
    """The default per-layer hook ``f(network, layer_id, offset, parallel_config, layers)``:
    layers are spread evenly over the pipeline stages and the gradient fusion groups (layer
    ``layer_id + offset`` of ``total_layer``, or of ``layers`` when not given), and recomputed
    as ``parallel_config.recompute`` asks."""
    def set_layer_parallel(network, layer_id, offset, parallel_config, layers):
        layers = total_layer or layers
        stages = parallel_config.pipeline_stage
        if layers < stages:
            raise ValueError(f"layers {layers} must be larger than pipeline stage {stages}")
        index = layer_id + offset
        per_stage = max(layers // stages, 1)
        network.pipeline_stage = min(index // per_stage, stages - 1)
        per_group = max(layers // parallel_config.gradient_aggregation_group, 1)
        network.set_comm_fusion(index // per_group + 1)
        recompute = parallel_config.recompute
        if isinstance(recompute, bool):
            if recompute:
                network.recompute()
        elif recompute.recompute:
            network.recompute(
                parallel_optimizer_comm_recompute=recompute.parallel_optimizer_comm_recompute,
                mp_comm_recompute=recompute.mp_comm_recompute,
                recompute_slice_activation=recompute.recompute_slice_activation)
    return set_layer_parallel
