"""The mixture-of-experts feed-forward block (``moe_config.expert_num > 1``): a router sends
each token to its top ``num_experts_chosen`` experts, each expert (one ``FeedForward`` with an
expert axis on its weights) takes at most ``expert_capacity`` tokens per data-parallel group,
and the experts' outputs are combined weighted by the router's gate values. Tokens past an
expert's capacity are dropped (their output is 0). Returns ``(output, aux_loss)``, the
load-balancing loss scaled by ``aux_loss_factor``.
"""
import numpy as np

from ... import nn
from ...common import dtype as mstype
from ...common.tensor import Tensor
from ...ops import functional as F
from ...ops import operations as P
from ._attention import FeedForward
from ._moe_config import default_moe_config, calculate_expert_capacity
from .op_parallel_config import default_moeparallel_config

__all__ = ["MoE"]


class MoE(nn.Cell):
    """Routed experts (``router``) over a ``FeedForward`` with ``expert_num`` experts
    (``ffn``); see the module docstring."""

    def __init__(self, hidden_size, ffn_hidden_size, dropout_rate, hidden_act="gelu",
                 param_init_type=mstype.float32, moe_config=default_moe_config,
                 parallel_config=default_moeparallel_config):
        super().__init__()
        self.hidden_size = hidden_size
        self.expert_dim = moe_config.expert_num
        self.capacity_factor = moe_config.capacity_factor
        self.aux_loss_factor = moe_config.aux_loss_factor
        self.num_experts_chosen = moe_config.num_experts_chosen
        self.dp_group = self.dp = parallel_config.data_parallel
        self.ep, self.mp = parallel_config.expert_parallel, parallel_config.model_parallel
        self.ffn = FeedForward(hidden_size=hidden_size, ffn_hidden_size=ffn_hidden_size,
                               dropout_rate=dropout_rate, hidden_act=hidden_act,
                               expert_num=self.expert_dim, param_init_type=param_init_type,
                               parallel_config=parallel_config)
        self.router = Router(d_model=hidden_size, moe_config=moe_config,
                             parallel_config=parallel_config)

    def construct(self, input_tensor):
        input_shape = F.shape(input_tensor)
        tokens = F.reshape(input_tensor, (-1, self.hidden_size))
        per_group = F.shape(tokens)[0] // self.dp_group
        tokens = F.reshape(tokens, (self.dp_group, per_group, self.hidden_size))
        capacity = calculate_expert_capacity(self.num_experts_chosen, per_group,
                                             self.capacity_factor, self.expert_dim)
        dispatch, combine, aux_loss = self.router(tokens)
        slots = self.expert_dim * capacity
        # (group, hidden, token) @ (group, token, expert*slot): each expert's slots
        dispatch = F.cast(F.reshape(dispatch, (self.dp_group, per_group, slots)),
                          F.dtype(tokens))
        expert_input = P.BatchMatMul()(F.transpose(tokens, (0, 2, 1)), dispatch)
        expert_input = F.reshape(
            F.transpose(F.reshape(expert_input, (self.dp_group * self.hidden_size, slots)),
                        (1, 0)),
            (self.expert_dim, capacity, self.dp_group, self.hidden_size))
        expert_input = F.transpose(expert_input, (0, 2, 1, 3))       # expert, group, slot
        expert_output = self.ffn(F.reshape(expert_input, (-1, self.hidden_size)))
        expert_output = F.reshape(expert_output, (self.expert_dim, self.dp_group, capacity,
                                                  self.hidden_size))
        expert_output = F.reshape(F.transpose(expert_output, (1, 3, 0, 2)),
                                  (self.dp_group, self.hidden_size, slots))
        combine = F.reshape(combine, (self.dp_group, per_group, slots))
        combine = F.cast(F.transpose(combine, (0, 2, 1)), F.dtype(expert_output))
        output = F.transpose(P.BatchMatMul()(expert_output, combine), (0, 2, 1))
        output = F.reshape(output, input_shape)
        return output, self.aux_loss_factor * aux_loss


class Router(nn.Cell):
    """Router logits of each token (``dense``: a bias-free ``(expert_num, d_model)`` layer, in
    float32) given to ``router`` (the top-k routing policy unless ``routing_policy``)."""

    def __init__(self, d_model, moe_config, routing_policy=None, training=True,
                 parallel_config=None):
        super().__init__()
        self.d_model = d_model
        self.expert_dim = moe_config.expert_num
        self.capacity_factor = moe_config.capacity_factor
        self.num_experts_chosen = moe_config.num_experts_chosen
        self.routing_policy = routing_policy
        self.noisy_policy = None
        self.noisy_epsilon = 0.01
        self.noise = Tensor(np.random.uniform(1 - self.noisy_epsilon, 1 + self.noisy_epsilon,
                                              (d_model,)))
        self.dense = nn.Dense(in_channels=d_model, out_channels=self.expert_dim, has_bias=False)
        self.router = routing_policy if routing_policy is not None else TopkRouter(
            d_model=d_model, moe_config=moe_config, training=training,
            parallel_config=parallel_config)

    def construct(self, input_tensor):
        input_tensor = F.cast(input_tensor, mstype.float32)
        if self.noisy_policy == "jitter" and self.training:
            input_tensor = input_tensor * self.noise
        return self.router(self.dense(input_tensor))


class TopkRouter(nn.Cell):
    """Top-k routing with expert capacity. Returns ``(dispatch, combine, aux_loss)``:
    ``combine[g, t, e, c]`` is token t's gate for slot c of expert e (normalised over its
    chosen experts when k > 1), ``dispatch`` is ``combine != 0``, and ``aux_loss`` is the
    load-balancing loss ``E * E * mean(fraction routed * mean probability)`` summed over the
    k rounds."""

    def __init__(self, d_model, moe_config, training=True, parallel_config=None):
        super().__init__()
        self.d_model = d_model
        self.expert_dim = moe_config.expert_num
        self.capacity_factor = moe_config.capacity_factor
        self.dp_group = parallel_config.data_parallel
        self.num_experts_chosen = moe_config.num_experts_chosen
        self.on_value = Tensor(1.0, mstype.float32)
        self.off_value = Tensor(0.0, mstype.float32)
        self.init_loss = Tensor(0.0, mstype.float32)

    def construct(self, router_logits):
        logits = F.reshape(router_logits, (-1, F.shape(router_logits)[-1]))
        per_group = F.shape(logits)[0] // self.dp_group
        capacity = calculate_expert_capacity(self.num_experts_chosen, per_group,
                                             self.capacity_factor, self.expert_dim)
        prob = F.softmax(F.reshape(logits, (self.dp_group, per_group, self.expert_dim)), -1)
        taken = 0          # experts already chosen per token
        filled = 0         # slots already used per expert
        loss = self.init_loss
        combine = 0
        for k in range(self.num_experts_chosen):
            prob = prob * (self.on_value - taken)
            index, gate = P.ArgMaxWithValue(axis=-1)(prob)
            mask = F.one_hot(index, self.expert_dim, self.on_value, self.off_value)
            normal = prob / (prob.sum(-1, keepdims=True) + 1e-9)
            loss = loss + self._auxiliary_loss(mask, normal)
            position = P.CumSum(exclusive=True)(mask, 1)
            if k > 0:
                position = position + filled
            position = position * mask
            mask = F.cast(F.less(position, capacity), mstype.float32) * mask
            kept = mask.sum(-1)
            gate = gate * kept
            taken = taken + mask
            filled = filled + mask.sum(1, keepdims=True)
            weight = F.expand_dims(gate * kept, -1) * F.one_hot(
                index, self.expert_dim, self.on_value, self.off_value)
            weight = F.expand_dims(weight, -1) * F.one_hot(
                F.cast(position, mstype.int32), capacity, self.on_value, self.off_value)
            combine = combine + weight
        if self.num_experts_chosen > 1:
            combine = combine / (combine.sum(-1, keepdims=True).sum(-2, keepdims=True) + 1e-9)
        return F.not_equal(combine, 0.0), combine, loss

    def _auxiliary_loss(self, expert_mask, router_prob):
        fraction = expert_mask.mean(1)
        mean_prob = router_prob.mean(1)
        return (fraction * mean_prob).mean() * self.expert_dim * self.expert_dim
