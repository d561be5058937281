"""Loss scaling: ``TrainOneStepWithLossScaleCell`` (scaled backward pass, overflow check, update
skipped on overflow, returns ``(loss, overflow, scale)``) and the cells that update the scale,
``DynamicLossScaleUpdateCell`` / ``FixedLossScaleUpdateCell``.

On CPU the overflow check is "some gradient is inf or nan" (MindSpore's GPU path).

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> net = nn.WithLossCell(nn.Dense(3, 2), nn.MSELoss())
>>> opt = nn.SGD(net.trainable_params(), 0.1)
>>> step = nn.TrainOneStepWithLossScaleCell(net, opt, nn.FixedLossScaleUpdateCell(1024.0))
>>> loss, overflow, scale = step(ms.Tensor(np.ones((4, 3), np.float32)),
...                              ms.Tensor(np.zeros((4, 2), np.float32)))
>>> bool(overflow), float(scale)
(False, 1024.0)
"""
from ... import ops
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ...parallel._auto_parallel_context import ParallelMode
from ..cell import Cell
from .cell_wrapper import TrainOneStepCell

__all__ = ["DynamicLossScaleUpdateCell", "FixedLossScaleUpdateCell",
           "TrainOneStepWithLossScaleCell"]


class DynamicLossScaleUpdateCell(Cell):
    """``construct(loss_scale, overflow)``: on overflow divides the ``loss_scale`` Parameter by
    ``scale_factor`` (not below 1); after ``scale_window`` steps without overflow multiplies it
    by ``scale_factor``. Returns ``overflow``."""

    def __init__(self, loss_scale_value, scale_factor, scale_window):
        super().__init__()
        # 2.10 checks none of its arguments (measured: a window of 0, -1, 1.5, True or None is
        # made; the Tensor casts 1.5 and True to 1)
        self.scale_window = Tensor(scale_window, dtype=mstype.int32)
        self.scale_factor = Tensor(scale_factor, dtype=mstype.float32)
        self.loss_scale_value = loss_scale_value
        self.cur_iter = Parameter(Tensor(1, dtype=mstype.int32), name="current_iterator_step")
        self.last_overflow_iter = Parameter(Tensor(0, dtype=mstype.int32),
                                            name="last_overflow_iterator_step")
        self.minimum_loss_scale = Tensor(1.0, dtype=mstype.float32)

    def get_loss_scale(self):
        """The initial loss scale."""
        return self.loss_scale_value

    def construct(self, loss_scale, overflow):
        on_overflow = ops.select(overflow, ops.maximum(loss_scale / self.scale_factor,
                                                       self.minimum_loss_scale), loss_scale)
        should_inc = ops.less_equal(self.scale_window, self.cur_iter - self.last_overflow_iter)
        restart = ops.logical_or(overflow, should_inc)
        last = ops.assign(self.last_overflow_iter,
                          ops.select(restart, self.cur_iter, self.last_overflow_iter))
        grow = ops.logical_and(should_inc, ops.logical_not(overflow))
        ops.assign(loss_scale, ops.select(grow, on_overflow * self.scale_factor, on_overflow))
        ops.assign(self.cur_iter, ops.depend(self.cur_iter + 1, last))
        return overflow


class FixedLossScaleUpdateCell(Cell):
    """Keeps the loss scale fixed; ``construct(loss_scale, overflow)`` returns ``overflow``."""

    def __init__(self, loss_scale_value):
        super().__init__()
        self.loss_scale_value = loss_scale_value

    def get_loss_scale(self):
        """The fixed loss scale."""
        return self.loss_scale_value

    def construct(self, _, overflow):
        return overflow


class _ScaledLoss(Cell):
    """``(loss * scale, loss)`` of ``network``: its gradient is the backward pass of ``network``
    from a sensitivity of ``scale`` (MindSpore's ``fill(loss.dtype, loss.shape, scale)``)."""

    def __init__(self, network):
        super().__init__(auto_prefix=False)
        self.network = network

    def construct(self, scale, *inputs):
        loss = self.network(*inputs)
        return loss * ops.cast(scale, loss.dtype), loss


class TrainOneStepWithLossScaleCell(TrainOneStepCell):
    """One training step with loss scaling. ``scale_sense``: an update Cell (above) or a Tensor
    of shape () or (1,) holding the scale. Gradients of ``loss * scale`` are divided by the
    scale; if any is inf/nan the optimizer is skipped. Returns ``(loss, overflow, scale)``."""

    def __init__(self, network, optimizer, scale_sense):
        super().__init__(network, optimizer, sens=None)
        # MindSpore's helper attributes, which subclasses' construct methods use
        self.hyper_map = ops.HyperMap()
        self.base = Tensor(1, mstype.float32)
        self.base0 = Tensor(0, mstype.int32)
        self.reduce_sum = ops.ReduceSum(keep_dims=False)
        self.reduce_all = ops.ReduceAll(keep_dims=False)
        self.less_equal = ops.LessEqual()
        self.equal = ops.Equal()
        self.logic_not = ops.LogicalNot()
        self.allreduce = ops.AllReduce()
        self.is_distributed = self.parallel_mode != ParallelMode.STAND_ALONE
        self.gpu_target = False
        self.enable_allfinite = True
        self.enable_tuple_broaden = True
        self.loss_scaling_manager = None
        # not a child Cell: 2.10's cells (and repr) are network, optimizer, grad_reducer and
        # loss_scaling_manager
        object.__setattr__(self, "_scaled_loss", _ScaledLoss(network))
        cls = "TrainOneStepWithLossScaleCell"
        if isinstance(scale_sense, Cell):
            self.loss_scaling_manager = scale_sense
            self.scale_sense = Parameter(Tensor(scale_sense.get_loss_scale(), dtype=mstype.float32),
                                         name="scale_sense")
        elif isinstance(scale_sense, Tensor):
            if scale_sense.shape not in ((1,), ()):
                raise ValueError(f"For '{cls}', the shape of 'scale_sense' must be (1,) or (), but "
                                 f"got {scale_sense.shape}.")
            self.scale_sense = Parameter(scale_sense, name="scale_sense")
        else:
            raise TypeError(f"For '{cls}', the 'scale_sense' must be Cell or Tensor, but got "
                            f"'scale_sense' type: {type(scale_sense)}.")

    def construct(self, *inputs):
        from ...autodiff import value_and_grad
        scaling_sens = self.scale_sense
        # one forward pass for the loss and the scaled gradients, as TrainOneStepCell: 2.10 runs
        # its separate loss call and GradOperation as one forward in both modes (PYNATIVE
        # reuses the forward of a set_grad network, GRAPH merges them; measured on BatchNorm's
        # moving statistics: updated once), where two passes updated them twice in GRAPH_MODE
        (_, loss), grads = value_and_grad(self._scaled_loss, None, self.weights, has_aux=True)(
            scaling_sens, *inputs)
        grads = tuple(g * ops.cast(1.0 / scaling_sens, g.dtype) for g in grads)
        grads = self.grad_reducer(grads)
        cond = self.get_overflow_status(None, grads)
        overflow = self.process_loss_scale(cond)
        if not overflow:
            loss = ops.depend(loss, self.optimizer(grads))
        return loss, cond, scaling_sens

    def set_sense_scale(self, sens):
        """Set the loss scale to the Tensor ``sens``."""
        if not isinstance(sens, Tensor):
            raise TypeError(f"For 'TrainOneStepWithLossScaleCell', the type of 'sens' must be "
                            f"Tensor, but got {type(sens)}")
        self.scale_sense.set_data(sens)

    def start_overflow_check(self, pre_cond, compute_input):
        """Start of the checked region; returns ``(status, compute_input)`` (no device status
        registers on CPU)."""
        return Tensor([0] * 8, mstype.int32), compute_input

    def get_overflow_status(self, status, compute_output):
        """Whether any Tensor of ``compute_output`` holds an inf or nan (a bool Tensor)."""
        flags = [ops.logical_not(ops.isfinite(g).all()) for g in compute_output]
        overflow = flags[0]
        for f in flags[1:]:
            overflow = ops.logical_or(overflow, f)
        return overflow

    def process_loss_scale(self, overflow):
        """Update the scale through the update Cell, if any; returns the overflow flag."""
        if self.loss_scaling_manager is not None:
            return self.loss_scaling_manager(self.scale_sense, overflow)
        return overflow


# The pipeline/gradient-accumulation scalers MindSpore exports from this module (model-zoo
# wrappers map them over ``(grads, accu_grads)``): each returns the gradient divided by ``scale``
# and zeroes its accumulation Parameter. ``grad_scale`` returns the accumulated gradient,
# ``shard_grad_scale`` (optimizer-shard) the step's own.
grad_scale = ops.MultitypeFuncGraph("grad_scale")
shard_grad_scale = ops.MultitypeFuncGraph("shard_grad_scale")


@grad_scale.register("Tensor", "Tensor", "Tensor")
def _accumulated_grad_scale(scale, grad, accu_grad):
    accu_grad = ops.depend(accu_grad, grad)
    new_grad = accu_grad * ops.reciprocal(scale)
    accu_grad = ops.depend(accu_grad, new_grad)
    return ops.depend(new_grad, ops.assign(accu_grad, ops.zeros_like(accu_grad)))


@shard_grad_scale.register("Tensor", "Tensor", "Tensor")
def _shard_grad_scale(scale, grad, accu_grad):
    new_grad = grad * ops.reciprocal(scale)
    accu_grad = ops.depend(accu_grad, new_grad)
    return ops.depend(new_grad, ops.assign(accu_grad, ops.zeros_like(accu_grad)))
