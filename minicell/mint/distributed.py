"""``mindspore.mint.distributed``: PyTorch-style process groups and collectives over
``minicell.communication`` (``init``, ranks, groups) and ``communication.comm_func`` (the
collectives).

As PyTorch's, the collectives write their result into the output Tensor they are given
(``all_reduce(t)`` updates ``t``) and return a work handle with ``wait()`` when ``async_op``
(None otherwise). They run where comm_func's do: eagerly, over the world group, one process
per rank (``msrun``), or with one rank. Object collectives, point-to-point transfers,
all-to-all and the uneven variants raise ``UnsupportedError`` saying why.

>>> import minicell as ms
>>> from minicell.mint import distributed as dist
>>> t = ms.Tensor([1.0, 2.0])
>>> dist.all_reduce(t) is None, t.asnumpy().tolist()     # one rank
(True, [1.0, 2.0])
"""
from .. import ops
from ..communication import comm_func as _cf, management as _mg
from ..communication.management import GlobalComm
from ..common.unsupported import install as _install_unsupported

__all__ = [
    "is_available", "is_initialized", "init_process_group", "destroy_process_group",
    "get_backend", "get_rank", "get_world_size", "get_global_rank", "get_group_rank",
    "get_process_group_ranks", "new_group", "barrier", "all_reduce", "broadcast", "reduce",
    "all_gather", "all_gather_into_tensor", "reduce_scatter", "reduce_scatter_tensor", "gather",
    "scatter",
]


def _group(group):
    return GlobalComm.WORLD_COMM_GROUP if group is None else group


def is_available():
    """Distributed communication is available (through ``msrun`` or one rank)."""
    return True


def is_initialized():
    """Whether :func:`init_process_group` (``communication.init``) has run."""
    return GlobalComm.INITED


def init_process_group(backend="hccl", init_method=None, timeout=None, world_size=-1, rank=-1,
                       store=None, group_name="", pg_options=None, device_id=None):
    """``communication.init(backend)``: join the world group ``msrun`` started."""
    _mg.init(backend)


def destroy_process_group(group=None):
    """Leave the world group (``release``), or destroy the named group."""
    if group is None:
        _mg.release()
    else:
        _mg.destroy_group(group)


def get_backend(group=None):
    """The backend name of the world group ('hccl', 'nccl' or 'mccl')."""
    return GlobalComm.BACKEND


def get_rank(group=None):
    """This process's rank in ``group`` (the world by default)."""
    return _mg.get_rank(_group(group))


def get_world_size(group=None):
    """The number of ranks in ``group``."""
    return _mg.get_group_size(_group(group))


def get_global_rank(group, group_rank):
    """The world rank of rank ``group_rank`` of ``group``."""
    return _mg.get_world_rank_from_group_rank(group, group_rank)


def get_group_rank(group, global_rank):
    """The rank in ``group`` of world rank ``global_rank``."""
    return _mg.get_group_rank_from_world_rank(global_rank, group)


def get_process_group_ranks(group=None):
    """The world ranks of ``group``."""
    return _mg.get_process_group_ranks(_group(group))


def new_group(ranks=None, timeout=None, backend=None, pg_options=None,
              use_local_synchronization=False, group_desc=None):
    """Create a group of ``ranks`` (all of them when None); returns its name."""
    ranks = list(range(get_world_size())) if ranks is None else sorted(ranks)
    name = group_desc or "mint_group_" + "_".join(map(str, ranks))
    _mg.create_group(name, ranks)
    return name


def _done(async_op):
    return _cf.CommHandle() if async_op else None


def barrier(group=None, async_op=False, device_ids=None):
    """Wait until every rank has reached this call."""
    _cf.barrier(_group(group))
    return _done(async_op)


def all_reduce(tensor, op="sum", group=None, async_op=False):
    """``tensor`` becomes the ``op`` of all ranks' tensors."""
    tensor.assign_value(_cf.all_reduce(tensor, op, _group(group))[0])
    return _done(async_op)


def broadcast(tensor, src, group=None, async_op=False):
    """``tensor`` becomes rank ``src``'s."""
    tensor.assign_value(_cf.broadcast(tensor, src, _group(group)))
    return _done(async_op)


def reduce(tensor, dst, op="sum", group=None, async_op=False):
    """On rank ``dst``, ``tensor`` becomes the ``op`` of all ranks' tensors."""
    out = _cf.reduce(tensor, dst, op, _group(group))
    if get_rank(group) == dst:
        tensor.assign_value(out)
    return _done(async_op)


def all_gather_into_tensor(output_tensor, input_tensor, group=None, async_op=False):
    """``output_tensor`` becomes all ranks' ``input_tensor`` concatenated along dim 0."""
    output_tensor.assign_value(_cf.all_gather_into_tensor(input_tensor, _group(group))[0])
    return _done(async_op)


def all_gather(tensor_list, tensor, group=None, async_op=False):
    """``tensor_list[i]`` becomes rank i's ``tensor``."""
    whole = _cf.all_gather_into_tensor(tensor, _group(group))[0]
    rows = tensor.shape[0] if tensor.ndim else 1
    for i, out in enumerate(tensor_list):
        out.assign_value(whole[i * rows:(i + 1) * rows].reshape(tensor.shape))
    return _done(async_op)


def reduce_scatter_tensor(output, input, op="sum", group=None, async_op=False):
    """``output`` becomes this rank's part (along dim 0) of the ``op`` of all ranks'
    ``input``."""
    output.assign_value(_cf.reduce_scatter_tensor(input, op, _group(group))[0])
    return _done(async_op)


def reduce_scatter(output, input_list, op="sum", group=None, async_op=False):
    """``output`` becomes the ``op`` over ranks of their ``input_list[this rank]``."""
    whole = ops.cat([ops.reshape(t, (1,) + tuple(t.shape)) for t in input_list])
    out = _cf.reduce_scatter_tensor(whole, op, _group(group))[0]
    output.assign_value(out.reshape(output.shape))
    return _done(async_op)


def gather(tensor, gather_list, dst=0, group=None, async_op=False):
    """On rank ``dst``, ``gather_list[i]`` becomes rank i's ``tensor``."""
    whole = _cf.gather_into_tensor(ops.reshape(tensor, (1,) + tuple(tensor.shape)), dst,
                                   _group(group))
    if get_rank(group) == dst:
        for i, out in enumerate(gather_list):
            out.assign_value(whole[i])
    return _done(async_op)


def scatter(tensor, scatter_list, src=0, group=None, async_op=False):
    """``tensor`` becomes ``scatter_list[this rank]`` of rank ``src`` (the other ranks pass
    ``scatter_list=None``)."""
    size = get_world_size(group)
    if get_rank(group) == src:
        whole = ops.cat([ops.reshape(t, (1,) + tuple(t.shape)) for t in scatter_list])
    else:
        whole = ops.zeros((size,) + tuple(tensor.shape), tensor.dtype)
    tensor.assign_value(_cf.scatter_tensor(whole, src, _group(group)).reshape(tensor.shape))
    return _done(async_op)


_install_unsupported(__name__, "mindspore.mint.distributed")
