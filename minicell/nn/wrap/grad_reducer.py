"""``nn.DistributedGradReducer``: the gradient all-reduce of data-parallel training.

In MindSpore every rank runs the step on its own slice of the batch and the reducer all-reduces
(sums) the gradients over the group, dividing by ``degree`` when ``mean`` is true. With the
usual per-sample-mean losses, each rank's gradient is the gradient of its slice's mean loss, and
their sum is ``device_num`` times the gradient of the global batch's mean loss.

minicell's data parallel is one global-view program (``minicell/parallel/_compile.py``): the
gradients inside it already are the global batch's, and XLA's all-reduce that makes them so is
part of the backward pass. The reducer applies what MindSpore's sum and ``degree`` add on top:
``device_num / degree`` with ``mean`` (1 for the default ``degree``: the gradients pass
unchanged), ``device_num`` without. For losses that are means over the batch the step then
matches MindSpore's; for a loss summed over the batch MindSpore's ranks differ by ``device_num``
from this.

Data parallel runs compiled: calling the reducer eagerly (PYNATIVE_MODE, no ``@jit``) while a
device mesh is in use raises ``RuntimeError``; on one device it is an eager identity.

>>> import minicell as ms
>>> from minicell import nn
>>> net = nn.Dense(2, 1)
>>> reducer = nn.DistributedGradReducer(net.trainable_params())
>>> g = reducer((ms.Tensor([[1.0, 2.0]]), ms.Tensor([3.0])))
>>> g[1].asnumpy().tolist()
[3.0]
"""
from ...communication.management import GlobalComm
from ...parallel import _auto_parallel_context as _ctx
from ...parallel import _mesh
from ...ops._util import concrete
from ..cell import Cell
from .micro_batch import PipelineGradReducer  # noqa: F401  (2.10's module path too)

__all__ = ["DistributedGradReducer"]


class DistributedGradReducer(Cell):
    """``DistributedGradReducer(parameters, mean=None, degree=None, fusion_type=1,
    group=GlobalComm.WORLD_COMM_GROUP)``: ``mean`` None reads ``gradients_mean``; ``degree``
    None is the number of devices of the data-parallel mesh (1 when stand-alone). Both are read
    when the reducer is built, as in MindSpore; built before ``communication.init()``, the
    reducer reads the group when it runs (``degree`` None: the context's ``device_num``).
    ``fusion_type`` and ``group`` are accepted (XLA fuses and places its collectives
    itself)."""

    def __init__(self, parameters, mean=None, degree=None, fusion_type=1,
                 group=GlobalComm.WORLD_COMM_GROUP):
        super().__init__(auto_prefix=False)
        if degree is not None and (not isinstance(degree, int) or isinstance(degree, bool) or
                                   degree <= 0):
            raise ValueError("For 'DistributedGradReducer', the argument 'degree' must be an int "
                             f"greater than 0, but got {degree!r}.")
        if not isinstance(group, str):
            raise TypeError("For 'DistributedGradReducer', the argument 'group' must be a str, "
                            f"but got {type(group)}.")
        self.mean = _ctx.gradients_mean() if mean is None else bool(mean)
        try:
            self.device_num = _mesh.device_num()
        except RuntimeError:
            # no group yet (communication.init() not called): 2.10 builds the reducer, its
            # degree the context's device_num (1 unset), and fails when the step runs; the
            # group is read (and its error raised) when construct runs
            self.device_num = None
        if degree is None:
            degree = self.device_num or _ctx.device_num_if_set() or 1
        self.degree = degree
        self.fusion_type = fusion_type
        self.group = group
        self.parameters = parameters
        self.scale = None if self.device_num is None else self._scale(self.device_num)

    def _scale(self, device_num):
        return device_num / self.degree if self.mean else float(device_num)

    def construct(self, grads):
        device_num, scale = self.device_num, self.scale
        if device_num is None:          # built before communication.init()
            device_num = _mesh.device_num()
            scale = self._scale(device_num)
        _needs_compiled(device_num, grads)
        if scale == 1.0:
            return grads
        return tuple(g * scale for g in grads)


def _needs_compiled(device_num, grads):
    """Data parallel is one compiled program: concrete gradients here mean an eager step, which
    would have run on one device."""
    if device_num > 1 and grads and concrete(*grads):
        raise RuntimeError(
            f"Data parallel over {device_num} devices runs as one compiled program, but the "
            "gradient reducer was called eagerly (PYNATIVE_MODE). Use "
            "set_context(mode=GRAPH_MODE), or decorate the training step with @jit.")
