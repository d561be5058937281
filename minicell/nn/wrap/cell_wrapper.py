"""Training wrappers: WithLossCell, TrainOneStepCell, WithEvalCell.

``TrainOneStepCell.construct`` computes the loss and its gradients w.r.t. the optimizer's
Parameters and applies the optimizer. In PYNATIVE_MODE that runs eagerly through the tape; in
GRAPH_MODE the construct is compiled whole, so forward, backward and update are one XLA
computation. Built under ``ParallelMode.DATA_PARALLEL`` (or ``HYBRID_PARALLEL``) it reduces the
gradients with an ``nn.DistributedGradReducer`` before the update, as MindSpore's does.

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> net = nn.Dense(3, 2)
>>> step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()),
...                            nn.SGD(net.trainable_params(), 0.1))
>>> loss = step(ms.Tensor(np.ones((4, 3), np.float32)), ms.Tensor(np.zeros((4, 2), np.float32)))
>>> loss.shape
()
"""
from ... import ops
from ...common import dtype as mstype
from ...common.parameter import ParameterTuple
from ...parallel import _auto_parallel_context as _ctx
from ...parallel._auto_parallel_context import ParallelMode
from ..cell import Cell
from ..layer.basic import Identity
from .grad_reducer import DistributedGradReducer

__all__ = ["WithLossCell", "TrainOneStepCell", "WithEvalCell", "WithGradCell"]


class WithLossCell(Cell):
    """``loss_fn(backbone(data), label)``; ``backbone_network`` gives the wrapped network."""

    def __init__(self, backbone, loss_fn):
        super().__init__(auto_prefix=False)
        # 2.10 checks neither: a loss_fn that is no callable fails in the call
        self._backbone = backbone
        self._loss_fn = loss_fn

    def construct(self, data, label):
        out = self._backbone(data)
        return self._loss_fn(out, label)

    @property
    def backbone_network(self):
        return self._backbone


class WithGradCell(Cell):
    """Returns the gradients of ``loss_fn(network(data), label)`` w.r.t. the trainable
    Parameters (or of ``network`` itself when ``loss_fn`` is None)."""

    def __init__(self, network, loss_fn=None, sens=None):
        super().__init__(auto_prefix=False)
        self.network = network
        self.loss_fn = loss_fn
        self.net_with_loss = network if loss_fn is None else WithLossCell(network, loss_fn)
        self.weights = ParameterTuple(network.trainable_params())
        self.sens = sens

    def construct(self, *inputs):
        from ...autodiff import grad
        grads = grad(self.net_with_loss, None, self.weights)(*inputs)
        if self.sens is not None:
            grads = tuple(g * self.sens for g in grads)
        return grads


class TrainOneStepCell(Cell):
    """One training step: loss, gradients (scaled by ``sens``) w.r.t. the optimizer's
    Parameters, optimizer update; returns the loss.

    ``TrainOneStepCell(network, optimizer, sens=None, return_grad=False)``: ``network`` is a
    Cell returning the loss (e.g. a ``WithLossCell``); ``sens`` None means 1.0.
    ``return_grad=True``: returns ``(loss, {parameter name: gradient})``.
    """

    def __init__(self, network, optimizer, sens=None, return_grad=False):
        super().__init__(auto_prefix=False)
        if not isinstance(network, Cell):   # 2.10 calls network.set_grad(): AttributeError
            raise AttributeError(f"For 'TrainOneStepCell', 'network' must be a Cell, but got "
                                 f"{type(network).__name__} (it has no attribute 'set_grad')")
        if sens is not None and sens == 0:
            raise ValueError("The input argument of 'sens' can not be 0.")
        self.network = network
        self.network.set_grad()
        self.optimizer = optimizer
        self.weights = optimizer.parameters
        # MindSpore's attributes, which subclasses (model zoos' train steps) call in their own
        # construct: ``self.grad(self.network, weights)(*inputs, sens)``
        self.grad = ops.GradOperation(get_by_list=True, sens_param=True)
        self.grad_no_sens = ops.GradOperation(get_by_list=True)
        self.sense_flag = sens is not None
        self.sens = 1.0 if sens is None else sens
        self.return_grad = return_grad
        if return_grad:
            self.weights_name = [p.name for p in self.weights]
        # as in MindSpore, the parallel mode is read here: data parallel all-reduces gradients
        self.parallel_mode = _ctx.parallel_mode()
        self.reducer_flag = self.parallel_mode in (ParallelMode.DATA_PARALLEL,
                                                   ParallelMode.HYBRID_PARALLEL)
        self.grad_reducer = Identity()      # 2.10's: a Cell in its cells and repr
        if self.reducer_flag:
            self.grad_reducer = DistributedGradReducer(self.weights)
            self.mean, self.degree = self.grad_reducer.mean, self.grad_reducer.degree
        self.use_graceful_exit = False      # MS_ENABLE_GRACEFUL_EXIT: Ascend clusters only

    def construct(self, *inputs):
        from ...autodiff import value_and_grad
        loss, grads = value_and_grad(self.network, None, self.weights)(*inputs)
        if self.sense_flag:
            grads = tuple(g * self.sens for g in grads)
        grads = self.grad_reducer(grads)
        loss = ops.depend(loss, self.optimizer(grads))
        if self.return_grad:        # MindSpore returns {parameter name: gradient}
            return loss, dict(zip(self.weights_name, grads))
        return loss

    construct.__minicell_noconvert__ = True     # branches on flags only (~9 ms to convert)


class WithEvalCell(Cell):
    """Returns ``(loss, outputs, label)`` for evaluation; ``add_cast_fp32`` casts the outputs
    to float32 before the loss."""

    def __init__(self, network, loss_fn, add_cast_fp32=False):
        if not isinstance(add_cast_fp32, bool):
            raise TypeError(f"For 'WithEvalCell', the type of 'add_cast_fp32' should be 'bool', "
                            f"but got type '{type(add_cast_fp32).__name__}'.")
        super().__init__(auto_prefix=False)
        self._network = network
        self._loss_fn = loss_fn
        self.add_cast_fp32 = add_cast_fp32

    def construct(self, data, label):
        outputs = self._network(data)
        if self.add_cast_fp32:
            # floating labels only, as 2.10's mixed_precision_cast: class ids stay integers
            label = ops.mixed_precision_cast(mstype.float32, label)
            outputs = ops.cast(outputs, mstype.float32)
        loss = self._loss_fn(outputs, label)
        return loss, outputs, label


class _VirtualDatasetCell(Cell):
    """MindSpore's private wrapper marking a network's inputs as data-parallel under the
    (semi-)auto-parallel search; minicell shards the batch from the dataset strategy itself, so
    it calls the backbone with its inputs unchanged."""

    def __init__(self, backbone):
        super().__init__(auto_prefix=False)
        self._backbone = backbone

    def construct(self, *inputs):
        return self._backbone(*inputs)


from .micro_batch import (  # noqa: E402,F401  (2.10's home)
    GradAccumulationCell, MicroBatchInterleaved, PipelineCell, _MicroBatch,
)
