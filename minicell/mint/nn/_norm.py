"""mint.nn's BatchNorm1d/2d/3d and SyncBatchNorm: PyTorch's BatchNorm as MindSpore's mint has it.

Parameters ``weight``/``bias`` (``None`` when ``affine=False``) and ``running_mean``/
``running_var``/``num_batches_tracked`` (Int64 scalar; all ``None`` when
``track_running_stats=False``), where minicell.nn.BatchNorm has gamma/beta/moving_mean/
moving_variance. ``momentum`` is the weight of the batch statistics
(``running = (1 - momentum) * running + momentum * batch``, the batch variance unbiased);
``momentum=None`` is the cumulative average ``1 / num_batches_tracked``. Training normalises
with the batch statistics (and updates the running ones when tracked); evaluation with the
running ones, or the batch ones when they are not tracked.

>>> from minicell import mint
>>> [n for n, _ in mint.nn.BatchNorm2d(3).parameters_and_names()]
['weight', 'bias', 'running_mean', 'running_var', 'num_batches_tracked']
"""
import numpy as np

from ... import ops
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ...nn.cell import Cell
from ...nn.layer._utils import write_param
from . import functional as F

__all__ = ["BatchNorm1d", "BatchNorm2d", "BatchNorm3d", "SyncBatchNorm"]


class _BatchNorm(Cell):
    """The shared BatchNorm Cell; subclasses check the input's rank in ``_check_input_dim``."""

    def __init__(self, num_features, eps=1e-5, momentum=0.1, affine=True,
                 track_running_stats=True, dtype=None):
        super().__init__()
        self.num_features, self.eps, self.momentum = num_features, eps, momentum
        self.affine, self.track_running_stats = affine, track_running_stats
        self.dtype = mstype.float32 if dtype is None else dtype
        self.weight = self.bias = None
        if affine:
            self.weight = Parameter(self._filled(1.0), name="weight")
            self.bias = Parameter(self._filled(0.0), name="bias")
        self.running_mean = self.running_var = self.num_batches_tracked = None
        if track_running_stats:
            self.running_mean = Parameter(self._filled(0.0), name="running_mean",
                                          requires_grad=False)
            self.running_var = Parameter(self._filled(1.0), name="running_var",
                                         requires_grad=False)
            self.num_batches_tracked = Parameter(Tensor(0, mstype.int64),
                                                 name="num_batches_tracked", requires_grad=False)

    def _filled(self, value):
        """A vector of ``num_features`` ``value``s, made by numpy as 2.10 makes it: 0 features
        give empty parameters (2.10 builds ``BatchNorm2d(0)``), a negative or non-integer count
        numpy's error ('negative dimensions are not allowed'; measured)."""
        values = np.empty(self.num_features)
        values.fill(value)
        return Tensor(values, self.dtype)

    def reset_running_stats(self):
        """Running mean 0, running variance 1, no batches tracked."""
        if self.track_running_stats:
            self.running_mean.set_data(self._filled(0.0))
            self.running_var.set_data(self._filled(1.0))
            self.num_batches_tracked.set_data(Tensor(0, mstype.int64))

    def reset_parameters(self):
        """The running statistics reset, ``weight`` ones and ``bias`` zeros."""
        self.reset_running_stats()
        if self.affine:
            self.weight.set_data(self._filled(1.0))
            self.bias.set_data(self._filled(0.0))

    def _check_input_dim(self, input):  # pylint: disable=redefined-builtin
        raise NotImplementedError

    def _factor(self):
        """The weight of this batch's statistics, counting the batch when tracked in training."""
        if not (self.training and self.track_running_stats):
            return 0.0 if self.momentum is None else self.momentum
        count = self.num_batches_tracked + 1
        write_param(self.num_batches_tracked, count)
        if self.momentum is None:
            return 1.0 / ops.cast(count, mstype.float32)
        return self.momentum

    def construct(self, input):  # pylint: disable=redefined-builtin
        self._check_input_dim(input)
        factor = self._factor()
        batch_stats = self.training or self.running_mean is None
        keep = not self.training or self.track_running_stats
        return F.batch_norm(input, self.running_mean if keep else None,
                            self.running_var if keep else None, self.weight, self.bias,
                            batch_stats, factor, self.eps)

    def extend_repr(self):
        return (f"num_features={self.num_features}, eps={self.eps}, momentum={self.momentum}, "
                f"affine={self.affine}, track_running_stats={self.track_running_stats}")


def _rank_check(ranks, what):
    def check(self, input):  # pylint: disable=redefined-builtin
        if input.ndim not in ranks:
            raise ValueError(f"expected {what} input, but got {input.ndim}D input")
    return check


class BatchNorm1d(_BatchNorm):
    """Batch normalisation of (N, C) or (N, C, L) inputs over all dims but C."""
    _check_input_dim = _rank_check((2, 3), "2D or 3D")


class BatchNorm2d(_BatchNorm):
    """Batch normalisation of (N, C, H, W) inputs over all dims but C."""
    _check_input_dim = _rank_check((4,), "4D")


class BatchNorm3d(_BatchNorm):
    """Batch normalisation of (N, C, D, H, W) inputs over all dims but C."""
    _check_input_dim = _rank_check((5,), "5D")


class SyncBatchNorm(_BatchNorm):
    """BatchNorm whose batch statistics are synchronised over ``process_group``; on one device
    (minicell) the BatchNorm of the local batch. As MindSpore's, it needs its running statistics
    in both modes (``track_running_stats=False`` raises on the call)."""

    def __init__(self, num_features, eps=1e-5, momentum=0.1, affine=True,
                 track_running_stats=True, process_group=None, dtype=None):
        super().__init__(num_features, eps, momentum, affine, track_running_stats, dtype)
        self.process_group = process_group
        self.world_size = 1

    def _check_input_dim(self, input):  # pylint: disable=redefined-builtin
        if input.ndim < 2:
            raise ValueError(f"expected at least 2D input (got {input.ndim}D input)")
        if input.shape[1] == 0:
            raise ValueError("SyncBatchNorm number of input channels should be non-zero")

    def construct(self, input):  # pylint: disable=redefined-builtin
        self._check_input_dim(input)
        if not self.track_running_stats:
            raise ValueError("running mean or running var can't be none for batch_norm.")
        factor = self._factor()
        return F.batch_norm(input, self.running_mean, self.running_var, self.weight, self.bias,
                            self.training, factor, self.eps)
