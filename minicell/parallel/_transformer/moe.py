"""``mindspore.parallel._transformer.moe``: mixture of experts: ``MoEConfig`` and its checks,
the ``MoE`` block and its routers (defined in this package's private modules).

>>> MoEConfig(expert_num=4).capacity_factor
1.1
"""
from ._moe_config import (MoEConfig, default_moe_config, _check_moe_config,  # noqa: F401
                          calculate_expert_capacity)
from ._moe_layer import MoE, Router, TopkRouter  # noqa: F401

__all__ = ["MoEConfig"]
