"""The mixture-of-experts feed-forward block (``moe_config.expert_num > 1``)."""
from ... import nn
from ...common import dtype as mstype
from .moe import default_moe_config
from .op_parallel_config import default_moeparallel_config


class MoE(nn.Cell):
    """Routes each token to its top experts' feed-forward networks. Not built in minicell yet:
    constructing one says so rather than computing something else."""

    def __init__(self, hidden_size, ffn_hidden_size, dropout_rate, hidden_act="gelu",
                 param_init_type=mstype.float32, moe_config=default_moe_config,
                 parallel_config=default_moeparallel_config):
        super().__init__()
        raise NotImplementedError(
            f"minicell's mindspore.parallel._transformer does not implement mixture of experts "
            f"(MoEConfig(expert_num={moe_config.expert_num})) yet; expert_num=1 (a plain "
            f"FeedForward) works.")
