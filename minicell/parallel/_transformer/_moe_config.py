"""``MoEConfig`` and its checks (the configuration half of ``mindspore.parallel._transformer.moe``;
``moe`` gathers it with the layers). With ``expert_num=1`` (the default) a layer's
feed-forward block is a plain ``FeedForward``.

>>> MoEConfig(expert_num=4).capacity_factor
1.1
"""
from ... import _checkparam as Validator
from .._utils import _get_device_num

__all__ = ["MoEConfig"]


class MoEConfig:
    """The experts of a mixture-of-experts layer: how many (``expert_num``), how many tokens
    each may take (``capacity_factor`` times an even share), the weight of the load-balancing
    loss (``aux_loss_factor``) and how many experts each token goes to
    (``num_experts_chosen``)."""

    def __init__(self, expert_num=1, capacity_factor=1.1, aux_loss_factor=0.05,
                 num_experts_chosen=1, expert_group_size=None, group_wise_a2a=False,
                 comp_comm_parallel=False, comp_comm_parallel_degree=2):
        Validator.check_positive_int(expert_num, "expert_num")
        Validator.check_positive_float(capacity_factor, "capacity_factor")
        Validator.check_positive_float(aux_loss_factor, "aux_loss_factor")
        Validator.check_positive_int(num_experts_chosen, "num_experts_chosen")
        Validator.check_bool(group_wise_a2a, "group_wise_a2a")
        Validator.check_bool(comp_comm_parallel, "comp_comm_parallel")
        Validator.check_positive_int(comp_comm_parallel_degree, "comp_comm_parallel_degree")
        if expert_group_size is not None:
            Validator.check_positive_int(expert_group_size, "expert_group_size")
        if capacity_factor < 1.0:
            raise ValueError(f"'capacity_factor' must be equal to or greater than 1.0, but got "
                             f"{capacity_factor}.")
        if aux_loss_factor >= 1.0:
            raise ValueError(f"'aux_loss_factor' must be less than 1.0, but got "
                             f"{aux_loss_factor}.")
        if num_experts_chosen > expert_num:
            raise ValueError(f"'num_experts_chosen' must not be larger than 'expert_num', but got "
                             f"{num_experts_chosen}.")
        self.expert_num = expert_num
        self.capacity_factor = capacity_factor
        self.aux_loss_factor = aux_loss_factor
        self.num_experts_chosen = num_experts_chosen
        self.expert_group_size = expert_group_size
        self.group_wise_a2a = group_wise_a2a
        self.comp_comm_parallel = comp_comm_parallel
        self.comp_comm_parallel_degree = comp_comm_parallel_degree


default_moe_config = MoEConfig()


def _check_moe_config(moe_config=None, parallel_config=None):
    """MindSpore's checks of a MoE config against the parallel config and the devices."""
    if not isinstance(moe_config, MoEConfig):
        raise TypeError(f"'moe_config' must be an instance of MoEConfig, but got "
                        f"{type(moe_config).__name__}.")
    if moe_config.expert_num <= 1:
        return
    ep, dp = parallel_config.expert_parallel, parallel_config.data_parallel
    if moe_config.expert_num % ep != 0:
        raise ValueError(f"When using MoE, the 'expert_num' in {type(moe_config).__name__} must "
                         f"be a multiple of 'expert_parallel' value in "
                         f"{type(parallel_config).__name__}, but got {moe_config.expert_num} for "
                         f"'expert_num' and {ep} for 'expert_parallel'.")
    device_num = _get_device_num()
    if device_num % ep != 0:
        raise ValueError(f"device_num: {device_num} must be a multiple of expert_parallel: {ep}.")
    if dp % ep != 0:
        raise ValueError(f"data parallel: {dp} must be a multiple of expert_parallel: {ep} when "
                         f"using MoE.")
    if dp * parallel_config.model_parallel > device_num:
        raise ValueError(f"The product of the data parallel: {dp} and model parallel: "
                         f"{parallel_config.model_parallel} should be less than device_num: "
                         f"{device_num}.")


def calculate_expert_capacity(k, tokens_per_group, capacity_factor, expert_dim):
    """The tokens one expert takes: ``ceil(k * tokens_per_group * capacity_factor /
    expert_dim)``."""
    res = k * tokens_per_group * capacity_factor / expert_dim
    whole = int(res)
    return whole if res < 0 or res == whole else whole + 1
