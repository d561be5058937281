"""MindSpore's pipeline and micro-batch wrappers: ``GradAccumulationCell``, ``PipelineCell``,
``MicroBatchInterleaved``, ``PipelineGradReducer``, and the ``VirtualDatasetCellTriple`` and
``GetNextSingleOp`` cells of ``mindspore.nn.wrap``.

MindSpore cuts the batch into ``micro_size`` equal micro-batches along axis 0, runs the wrapped
network on each and adds the outputs; in pipeline-parallel training its stages then overlap the
micro-batches across devices, and the backend accumulates each micro-batch's gradients.
minicell's parallel model is one global-view program (``docs/data_parallel.md``): the
micro-batches run one after another inside that one program, pipeline stages collapse into it,
and the gradient of the summed output *is* the accumulated gradient. So the numbers are
MindSpore's (sum of the micro-batches' losses; with a per-sample-mean loss that is
``micro_size`` times the whole batch's mean loss), in both modes; only the overlap MindSpore
seeks is not reproduced (XLA schedules the one program).

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> net = nn.WithLossCell(nn.Dense(3, 1), nn.L1Loss(reduction="sum"))
>>> x, y = ms.Tensor(np.ones((4, 3), np.float32)), ms.Tensor(np.zeros((4, 1), np.float32))
>>> bool(abs(nn.PipelineCell(net, 2)(x, y) - net(x, y)) < 1e-5)
True
"""
from ... import log as logger
from ... import ops
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ..cell import Cell

__all__ = ["GradAccumulationCell", "PipelineCell", "MicroBatchInterleaved",
           "PipelineGradReducer", "VirtualDatasetCellTriple", "GetNextSingleOp"]


def _check_micro_size(api, name, value):
    """MindSpore's checks of ``micro_size`` / ``interleave_num`` (a bool passes as an int)."""
    if not isinstance(value, int):
        raise TypeError(f"For '{api}', the argument '{name}' must be integer, but got the type : "
                        f"{type(value)}.")
    if value <= 0:
        raise ValueError(f"For '{api}', the argument '{name}' must be large than 0, but got "
                         f"{value}.")
    return int(value)


def _check_network(api, network):
    if not isinstance(network, Cell):
        raise TypeError(f"For '{api}', the argument 'network' must cell type, but got the type "
                        f": {type(network)}.")


def micro_batch(inputs, i, n):
    """The ``i``-th of ``n`` equal slices along axis 0 of every Tensor of ``inputs`` (other
    values pass unchanged); ``ValueError`` when an axis 0 does not divide by ``n``."""
    out = []
    for x in inputs:
        if isinstance(x, Tensor):
            rows = x.shape[0]
            if rows % n:
                raise ValueError(f"For micro batch initialization, the 0th dimension shape of "
                                 f"input({rows}) must be divided by micro size({n})")
            step = rows // n
            x = x[step * i:step * (i + 1)]
        out.append(x)
    return tuple(out)


class _MicroBatch(Cell):
    """``_MicroBatch(micro_size)(i, *inputs)``: the ``i``-th micro-batch of each input (MindSpore
    2.10's private Cell, which libraries' own pipeline wrappers call)."""

    def __init__(self, micro_size):
        super().__init__()
        self.micro_size = micro_size

    def construct(self, i, *inputs):
        return micro_batch(inputs, i, self.micro_size)


class _MicroBatchSum(Cell):
    """``network`` run on each micro-batch, the outputs added in order."""

    def __init__(self, network, count):
        super().__init__(auto_prefix=False)
        self.network = network
        self._count = count

    def construct(self, *inputs):
        ret = None
        for i in range(self._count):
            out = self.network(*micro_batch(inputs, i, self._count))
            ret = out if ret is None else ret + out
        return ret


class GradAccumulationCell(_MicroBatchSum):
    """``GradAccumulationCell(network, micro_size)``: the sum of ``network``'s outputs over
    ``micro_size`` micro-batches, so the gradient of the result is the accumulated gradient of
    the micro-batches (MindSpore: for gradient accumulation under semi-auto/auto parallel,
    deprecated for ``mindspore.parallel.nn.GradAccumulation``). Runs in any mode here."""
    _api = "GradAccumulationCell"      # the name its argument errors give

    def __init__(self, network, micro_size):
        _check_network(self._api, network)
        micro_size = _check_micro_size(self._api, "micro_size", micro_size)
        super().__init__(network, micro_size)
        self.micro_size = micro_size


class PipelineCell(_MicroBatchSum):
    """``PipelineCell(network, micro_size, stage_config=None, segment_config=None)``: the sum
    of ``network``'s outputs over ``micro_size`` micro-batches.

    ``stage_config`` / ``segment_config`` map sub-Cell names (as ``cells_and_names`` gives them)
    to a stage / segment number, stored as the Cell's ``pipeline_stage`` / ``pipeline_segment``
    (``KeyError`` for a name the network lacks, as MindSpore). MindSpore places each stage on
    its own devices and overlaps the micro-batches; minicell's stages collapse into the one
    global program (see the module doc), so the numbers are the same and the stage numbers
    only label the Cells."""

    def __init__(self, network, micro_size, stage_config=None, segment_config=None):
        _check_network("PipelineCell", network)
        micro_size = _check_micro_size("PipelineCell", "micro_size", micro_size)
        super().__init__(network, micro_size)
        self.micro_size = micro_size
        if stage_config is not None:
            self._label_cells(stage_config, "stage_config", "pipeline_stage")
        if segment_config is not None:
            self._label_cells(segment_config, "segment_config", "pipeline_segment")

    def _label_cells(self, config, arg, attr):
        left = dict(config)
        for name, cell in self.network.cells_and_names():
            if name and name in left:
                setattr(cell, attr, left.pop(name))
        if left:
            names = [name for name, _ in self.network.cells_and_names() if name]
            raise KeyError(f"For 'PipelineCell', the argument '{arg}' : {left} is not found in "
                           f"'network' : {self.network} (cell names available: {names})")

    def shard(self, *args, **kwargs):
        raise ValueError("For 'PipelineCell', no 'shard' on 'PipelineCell' is allowed.")


class MicroBatchInterleaved(_MicroBatchSum):
    """``MicroBatchInterleaved(network, interleave_num=2)``: the sum of ``network``'s outputs
    over ``interleave_num`` slices of the batch (MindSpore overlaps one slice's communication
    with the next one's computation under model parallelism; here XLA schedules the one
    program). ``network``'s output should be a Tensor."""

    def __init__(self, network, interleave_num=2):
        interleave_num = _check_micro_size("MicroBatchInterleaved", "interleave_num",
                                           interleave_num)
        super().__init__(network, interleave_num)
        self.interleave_num = interleave_num

    def construct(self, *inputs):
        out = 0.0
        for i in range(self.interleave_num):
            out = out + self.network(*micro_batch(inputs, i, self.interleave_num))
        return out


class PipelineGradReducer(Cell):
    """``PipelineGradReducer(parameters, scale_sense=1.0, opt_shard=None)(grads)``: the
    accumulated gradients divided by ``scale_sense``.

    MindSpore's pipeline backend adds each micro-batch's gradients into ``accu_grads`` copies
    of the Parameters; the reducer returns them over ``scale_sense`` and zeroes the copies.
    In minicell the gradients of a ``PipelineCell``'s output already are that sum (one global
    program), so the reducer scales the ``grads`` it is given and keeps no copies (with no
    pipeline backend, MindSpore's stand-alone run returns its never-filled zero copies).
    ``opt_shard`` is accepted; both of MindSpore's branches give the same numbers."""

    def __init__(self, parameters, scale_sense=1.0, opt_shard=None):
        super().__init__(auto_prefix=False)
        self.parameters = tuple(parameters)
        self.scale_sense = Parameter(Tensor(scale_sense, mstype.float32), name="scale_sense")
        self.opt_shard = opt_shard

    def construct(self, grads):
        inv = 1.0 / self.scale_sense
        return tuple(g * ops.cast(inv, g.dtype) for g in grads)


class VirtualDatasetCellTriple(Cell):
    """``VirtualDatasetCellTriple(backbone)(a, b, c)``: ``backbone(a, b, c)``. MindSpore marks
    the three inputs as data-parallel for its layout conversion (deprecated, with a warning);
    minicell's compiled graphs split their inputs over the data mesh themselves."""

    def __init__(self, backbone):
        super().__init__(auto_prefix=False)
        logger.warning("WARN_DEPRECATED: The usage of VirtualDatasetCellTriple is deprecated.")
        self._backbone = backbone

    def construct(self, a, b, c):
        return self._backbone(a, b, c)


class GetNextSingleOp(Cell):
    """``GetNextSingleOp(dataset_types, dataset_shapes, queue_name)()``: ``ops.GetNext`` of a
    device dataset queue; as there (and in MindSpore on CPU), calling it raises RuntimeError:
    minicell feeds data from ``minicell.dataset`` iterators."""

    def __init__(self, dataset_types, dataset_shapes, queue_name):
        super().__init__()
        self.get_next = ops.GetNext(dataset_types, dataset_shapes, len(dataset_types),
                                    queue_name)

    def construct(self):
        return self.get_next()
