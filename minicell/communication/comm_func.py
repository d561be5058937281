"""``mindspore.communication.comm_func``: collectives called on Tensors, one call per rank.

In MindSpore every rank is a process holding its own tensor, and ``all_reduce(x)`` combines
them. minicell has such ranks under ``msrun`` (one process per device): there these functions
run eagerly between the processes of the world group (``jax.experimental.multihost_utils``
gathers every process's tensor; the reduction runs on the host's result). With one rank (no
``init()``, or one device) they return what a one-rank group gives.

Not available: inside a compiled graph (a data-parallel step is one global-view program, whose
collectives XLA inserts itself), with several devices in one process (one program holds all
ranks, so there is no per-rank tensor to pass), and for groups other than the world group.
Point-to-point transfers and all-to-all are not offered (see ``minicell/common/unsupported.py``).

>>> import minicell as ms
>>> from minicell.communication.comm_func import all_reduce
>>> out, handle = all_reduce(ms.Tensor([1.0, 2.0]))      # one rank
>>> out.asnumpy().tolist(), handle
([1.0, 2.0], None)
"""
import numpy as np

from ..common.tensor import Tensor
from ..ops.extra_debug import _concrete
from ..parallel import _mesh
from .management import GlobalComm, _ranks

_REDUCE = {"sum": np.sum, "prod": np.prod, "max": np.max, "min": np.min}


class CommHandle:
    """What an ``async_op=True`` call returns: the work is already done; ``wait()`` returns."""

    def wait(self):
        return None


def _handle(async_op):
    return CommHandle() if async_op else None


def _check(api, tensor, group, op=None):
    if not isinstance(tensor, Tensor):
        raise TypeError(f"For '{api}', the input 'tensor' must be a Tensor, but got "
                        f"{type(tensor)}.")
    if op is not None and op not in _REDUCE:
        raise TypeError(f"For '{api}', 'op' must be one of {sorted(_REDUCE)}, but got {op!r}.")
    if not _concrete(tensor):
        raise RuntimeError(f"'{api}' cannot run inside a compiled graph: minicell's data "
                           "parallel step is one global-view program whose collectives XLA "
                           "inserts (see docs/data_parallel.md); call it outside @jit/GRAPH_MODE "
                           "construct, on each rank's own Tensor.")
    world = _mesh.world()
    if world is None:
        return 1
    ranks = _ranks(api, group)
    if len(ranks) != world.size:
        raise ValueError(f"For '{api}', minicell's collectives run over the world group only, "
                         f"but group {group!r} has ranks {list(ranks)}.")
    if world.size > 1 and not world.multi_process:
        raise RuntimeError(f"'{api}' needs one process per rank (start the script with msrun): "
                           f"this one process holds all {world.size} ranks as the devices of "
                           "one program, so there is no per-rank Tensor to combine.")
    return world.size


def _gathered(tensor):
    """Every rank's tensor, stacked in rank order (numpy, on every process)."""
    from jax.experimental import multihost_utils
    return np.asarray(multihost_utils.process_allgather(tensor.data_array(), tiled=False))


def _rank():
    world = _mesh.world()
    return 0 if world is None else world.rank


def all_reduce(tensor, op="sum", group=GlobalComm.WORLD_COMM_GROUP, async_op=False):
    """Every rank gets the ``op`` ('sum', 'prod', 'max', 'min') of all ranks' tensors."""
    if _check("all_reduce", tensor, group, op) == 1:
        return Tensor(tensor.asnumpy()), _handle(async_op)
    return Tensor(_REDUCE[op](_gathered(tensor), axis=0)), _handle(async_op)


def all_gather_into_tensor(tensor, group=GlobalComm.WORLD_COMM_GROUP, async_op=False):
    """Every rank gets all ranks' tensors concatenated along axis 0."""
    if _check("all_gather_into_tensor", tensor, group) == 1:
        return Tensor(tensor.asnumpy()), _handle(async_op)
    g = _gathered(tensor)
    return Tensor(g.reshape((-1,) + g.shape[2:])), _handle(async_op)


def reduce_scatter_tensor(tensor, op="sum", group=GlobalComm.WORLD_COMM_GROUP, async_op=False):
    """The ``op`` of all ranks' tensors, split along axis 0; rank i gets part i."""
    size = _check("reduce_scatter_tensor", tensor, group, op)
    if tensor.shape[0] % size:
        raise ValueError(f"For 'reduce_scatter_tensor', the first dimension {tensor.shape[0]} "
                         f"must be divisible by the group size {size}.")
    if size == 1:
        return Tensor(tensor.asnumpy()), _handle(async_op)
    whole = _REDUCE[op](_gathered(tensor), axis=0)
    return Tensor(np.split(whole, size)[_rank()]), _handle(async_op)


def broadcast(tensor, src=0, group=GlobalComm.WORLD_COMM_GROUP):
    """Every rank gets rank ``src``'s tensor."""
    size = _check("broadcast", tensor, group)
    _check_rank("broadcast", "src", src, size)
    return Tensor(tensor.asnumpy() if size == 1 else _gathered(tensor)[src])


def reduce(tensor, dst, op="sum", group=GlobalComm.WORLD_COMM_GROUP):
    """Rank ``dst`` gets the ``op`` of all ranks' tensors; the others a shape-[1] placeholder
    (as in MindSpore, with no meaning)."""
    size = _check("reduce", tensor, group, op)
    _check_rank("reduce", "dst", dst, size)
    if size == 1:
        return Tensor(tensor.asnumpy())
    whole = _REDUCE[op](_gathered(tensor), axis=0)
    return Tensor(whole) if _rank() == dst else _placeholder(whole.dtype)


def gather_into_tensor(tensor, dst=0, group=GlobalComm.WORLD_COMM_GROUP):
    """Rank ``dst`` gets all ranks' tensors concatenated along axis 0; the others a shape-[1]
    placeholder (as in MindSpore, with no meaning)."""
    size = _check("gather_into_tensor", tensor, group)
    _check_rank("gather_into_tensor", "dst", dst, size)
    if size == 1:
        return Tensor(tensor.asnumpy())
    g = _gathered(tensor)
    if _rank() != dst:
        return _placeholder(g.dtype)
    return Tensor(g.reshape((-1,) + g.shape[2:]))


def scatter_tensor(tensor, src=0, group=GlobalComm.WORLD_COMM_GROUP):
    """Rank ``src``'s tensor split along axis 0; rank i gets part i."""
    size = _check("scatter_tensor", tensor, group)
    _check_rank("scatter_tensor", "src", src, size)
    if tensor.shape[0] % size:
        raise ValueError(f"For 'scatter_tensor', the first dimension {tensor.shape[0]} must be "
                         f"divisible by the group size {size}.")
    if size == 1:
        return Tensor(tensor.asnumpy())
    return Tensor(np.split(_gathered(tensor)[src], size)[_rank()])


def barrier(group=GlobalComm.WORLD_COMM_GROUP):
    """Wait until every rank of the world group has reached this call."""
    world = _mesh.world()
    if world is not None:
        _ranks("barrier", group)
    if world is not None and world.multi_process:
        from jax.experimental import multihost_utils
        multihost_utils.sync_global_devices("minicell.communication.barrier")


def _placeholder(dtype):
    return Tensor(np.zeros((1,), dtype))


def _check_rank(api, name, rank, size):
    if not isinstance(rank, int) or isinstance(rank, bool) or not 0 <= rank < size:
        raise ValueError(f"For '{api}', '{name}' must be a rank in [0, {size}), but got "
                         f"{rank!r}.")


__all__ = ["all_reduce", "all_gather_into_tensor", "barrier", "broadcast", "gather_into_tensor",
           "reduce_scatter_tensor", "reduce", "scatter_tensor"]

from ..common.unsupported import install as _install_unsupported  # noqa: E402

_install_unsupported(__name__, "mindspore.communication.comm_func")
