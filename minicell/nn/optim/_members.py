"""MindSpore 2.10's Optimizer members that custom optimizers call (mindcv's AdamW, Lion, Adan,
mindformers' AdamW...): the map/hyper_map helpers, the parallel-optimizer filter, the step
increment, the current weight decay, and the gradient hooks minicell leaves as identities."""
import functools

from ... import ops
from ...common import dtype as mstype
from ...common.tensor import Tensor
from ..cell import Cell


class OptimizerMembers:
    """Mixed into ``Optimizer``: members a subclass's ``construct`` reads."""

    _dynamic_weight_decay = False   # whether weight_decay may be a schedule Cell
    use_parallel = False    # no parallel optimizer: each process updates all its Parameters

    _support_parallel_optimizer = False     # 2.10: Lamb, AdamWeightDecay and AdaFactor

    def _check_parallel_optimizer(self):
        """2.10's checks of ``enable_parallel_optimizer`` when an optimizer is made (minicell
        then updates every Parameter on every rank: optimizer-state sharding is not done)."""
        from ... import context
        from ...parallel import _auto_parallel_context as apc, _mesh
        if not apc.get_auto_parallel_context("enable_parallel_optimizer"):
            return
        mode, target = apc.parallel_mode(), context.get_context("device_target")
        if mode == "data_parallel" and target != "Ascend":
            raise RuntimeError(f'For "Optimizer", parallel optimizer only supports "Ascend" in '
                               f'data parallel mode, but got {target}.')
        if mode in ("stand_alone", "hybrid_parallel"):
            raise RuntimeError(f"For 'Optimizer', parallel optimizer is not supported in {mode}, "
                               "you should set parallel mode to 'data_parallel', "
                               "'semi_auto_parallel' or 'auto_parallel'.")
        if mode != "data_parallel":
            return
        if not self._support_parallel_optimizer:
            raise RuntimeError("For 'Optimizer', parallel optimizer only support optimizer 'Lamb' "
                               "and 'AdamWeightDecay' and 'AdaFactor', but got "
                               f"{type(self).__name__}.")
        world = _mesh.world()
        devices = apc.device_num_if_set() or (1 if world is None else world.size)
        if devices > len(self._parameters):
            raise RuntimeError(f"Parallel optimizer can not be applied when the number of "
                               f"parameters {len(self._parameters)} is less than the number of "
                               f"devices {devices}")

    @property
    def optim_filter(self):
        """Per Parameter: whether this process updates it (always, without parallel optimizer)."""
        return (True,) * len(self._parameters)

    @property
    def global_step_increase_tensor(self):
        return Tensor([1], mstype.int32)

    # instance attributes in 2.10 (set in its __init__): a subclass may set its own
    @functools.cached_property
    def map_(self):
        return ops.Map()

    @functools.cached_property
    def map_reverse(self):
        return ops.Map(None, True)

    @functools.cached_property
    def hyper_map(self):
        return ops.HyperMap()

    @functools.cached_property
    def hyper_map_reverse(self):
        return ops.HyperMap(None, True)

    @functools.cached_property
    def assignadd(self):
        """2.10's ``P.AssignAdd()`` its subclasses advance ``global_step`` with."""
        return ops.AssignAdd()

    @property
    def dynamic_weight_decay(self):
        """True when some group's weight decay is a schedule Cell."""
        return any(isinstance(g.weight_decay, Cell) for g in self._groups)

    def get_weight_decay(self):
        """The weight decay of the current step: ``weight_decay`` (a Tensor, or one per
        Parameter with groups), each schedule Cell's value at ``global_step`` times
        ``loss_scale`` in its place, as 2.10."""
        if not self.dynamic_weight_decay:
            return self.weight_decay
        if self.is_group:
            return tuple(self._weight_decay_now(wd) for wd in self.weight_decay)
        return self._weight_decay_now(self.weight_decay)

    def _weight_decay_now(self, wd):
        if isinstance(wd, Cell):
            return wd(self.global_step) * self.loss_scale
        return wd

    def flatten_gradients(self, gradients):
        """The gradients as they are: minicell never flattens Parameters into one buffer."""
        return gradients

    def gradients_centralization(self, gradients):
        """The gradients as they are (no group asks for gradient centralization here)."""
        return gradients

    def _grad_sparse_indices_deduplicate(self, gradients):
        return gradients    # MindSpore deduplicates only off CPU

    def broadcast_params(self, optim_result):
        """Single-process update: nothing to broadcast; returns ``optim_result``."""
        return optim_result
