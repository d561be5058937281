"""``mindspore.mint.distributed``: PyTorch-style process groups and collectives over
``minicell.communication`` (``init``, ranks, groups) and ``communication.comm_func`` (the
collectives).

As PyTorch's, the collectives write their result into the output Tensor they are given
(``all_reduce(t)`` updates ``t``) and return a work handle with ``wait()`` when ``async_op``
(None otherwise). They run where comm_func's do: eagerly, one process per rank (``msrun``),
or with one rank. Point-to-point transfers, all-to-all, the uneven variants, the object
collectives (pickled, as in MindSpore) and groups made by ``new_group`` go through the
coordination service's key-value store (see ``minicell.communication.comm_func``): a message
passes through rank 0's process, fine for small transfers, slow for bulk data.

>>> import minicell as ms
>>> from minicell.mint import distributed as dist
>>> t = ms.Tensor([1.0, 2.0])
>>> dist.all_reduce(t) is None, t.asnumpy().tolist()     # one rank
(True, [1.0, 2.0])
>>> objs = [None]
>>> dist.all_gather_object(objs, {"step": 3}); objs
[{'step': 3}]
"""
import sys

import numpy as np

from .. import ops
from ..common.tensor import Tensor
from ..communication import _common as _cc, _transport, comm_func as _cf, management as _mg
from ..communication.comm_func import P2POp  # noqa: F401  (one class for comm_func and mint)
from ..ops.comm_func import (  # noqa: F401  (process groups: the same functions as ops')
    is_available, is_initialized, init_process_group, destroy_process_group, get_backend,
    get_rank, get_world_size, get_global_rank, get_group_rank, get_process_group_ranks,
    new_group)
from ..communication.management import GlobalComm
from ..common._module_paths import register_submodule
from ..common.unsupported import install as _install_unsupported

__all__ = [
    "is_available", "is_initialized", "init_process_group", "destroy_process_group",
    "get_backend", "get_rank", "get_world_size", "get_global_rank", "get_group_rank",
    "get_process_group_ranks", "new_group", "barrier", "all_reduce", "broadcast", "reduce",
    "all_gather", "all_gather_into_tensor", "reduce_scatter", "reduce_scatter_tensor", "gather",
    "scatter", "send", "recv", "isend", "irecv", "P2POp", "batch_isend_irecv", "all_to_all",
    "all_to_all_single", "all_gather_into_tensor_uneven", "reduce_scatter_tensor_uneven",
    "send_object_list", "recv_object_list", "all_gather_object", "broadcast_object_list",
    "gather_object", "scatter_object_list",
]


def _group(group):
    return GlobalComm.WORLD_COMM_GROUP if group is None else group


def _done(async_op):
    return _cc.CommHandle() if async_op else None


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
    if _mg.get_rank() == dst:
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
    if _mg.get_rank() == dst:
        for i, out in enumerate(gather_list):
            out.assign_value(whole[i])
    return _done(async_op)


def scatter(tensor, scatter_list, src=0, group=None, async_op=False):
    """``tensor`` becomes ``scatter_list[this rank]`` of rank ``src`` (the other ranks pass
    ``scatter_list=None``)."""
    size = get_world_size(group)
    if _mg.get_rank() == src:
        whole = ops.cat([ops.reshape(t, (1,) + tuple(t.shape)) for t in scatter_list])
    else:
        whole = ops.zeros((size,) + tuple(tensor.shape), tensor.dtype)
    tensor.assign_value(_cf.scatter_tensor(whole, src, _group(group)).reshape(tensor.shape))
    return _done(async_op)


# ---- point to point (comm_func's transfers, written into the given Tensor) ---------------------

def send(tensor, dst=0, group=None, tag=0):
    """Send ``tensor`` to world rank ``dst``, which calls ``recv``; returns once the message is
    stored, not when ``dst`` has read it."""
    _cf.send(tensor, dst, _group(group), tag)


def recv(tensor, src=0, group=None, tag=0):
    """``tensor`` becomes what world rank ``src`` sends; returns 0, as MindSpore's."""
    _cf._recv_later("recv", tensor, src, _group(group), tag, tensor).wait()
    return 0


def isend(tensor, dst=0, group=None, tag=0):
    """``send``, returning a handle (already done)."""
    return _cf.isend(tensor, dst, _group(group), tag)


def irecv(tensor, src=0, group=None, tag=0):
    """A handle; ``tensor`` becomes what rank ``src`` sends once ``handle.wait()`` returns
    (``wait`` does the waiting)."""
    return _cf._recv_later("irecv", tensor, src, _group(group), tag, tensor)


def batch_isend_irecv(p2p_op_list):
    """Run a list of ``P2POp`` (sends first); each 'irecv' op's Tensor becomes what its peer
    sent. Returns a one-handle list, as MindSpore's."""
    for p in p2p_op_list if isinstance(p2p_op_list, list) else ():
        if isinstance(p, P2POp) and not isinstance(p.tensor, Tensor):
            raise TypeError("p2p_op.tensor must be tensor")
    for p, out in zip(p2p_op_list, _cf._batch(p2p_op_list)):
        if p.op == "irecv":
            p.tensor.assign_value(out)
    return [_cc.CommHandle()]


# ---- all to all and the uneven collectives ------------------------------------------------------

def all_to_all(output_tensor_list, input_tensor_list, group=None, async_op=False):
    """``output_tensor_list[i]`` becomes rank i's ``input_tensor_list[this rank]``."""
    if not isinstance(output_tensor_list, (list, tuple)) or \
            any(not isinstance(t, Tensor) for t in output_tensor_list):
        raise TypeError(f"Expected a list of Tensors, but got {output_tensor_list!r}.")
    outs, _ = _cf.all_to_all_with_output_shape([t.shape for t in output_tensor_list],
                                               input_tensor_list, _group(group))
    for t, out in zip(output_tensor_list, outs):
        t.assign_value(out.astype(t.dtype))
    return _done(async_op)


def all_to_all_single(output, input, output_split_sizes=None, input_split_sizes=None,
                      group=None, async_op=False):
    """``input`` split along dim 0 by ``input_split_sizes`` (evenly when None), part j to rank
    j; ``output`` becomes the parts received, in rank order (split by ``output_split_sizes``)."""
    _cc._check_tensor("all_to_all_single", output, "output")
    out = _cf._all_to_all_single("all_to_all_single", tuple(output.shape), input,
                                 output_split_sizes, input_split_sizes, _group(group))
    output.assign_value(Tensor(out).astype(output.dtype))
    return _done(async_op)


def all_gather_into_tensor_uneven(output, input, output_split_sizes=None, group=None,
                                  async_op=False):
    """``output`` becomes every rank's ``input`` concatenated along dim 0; the ranks' dim 0 may
    differ (``output_split_sizes`` lists them; evenly split when None)."""
    api = "all_gather_into_tensor_uneven"
    _cc._check_tensor(api, input, "input")
    _cc._check_tensor(api, output, "output")
    g = _cc._group(api, _group(group))
    sizes = _cf._splits(api, output_split_sizes, output.shape[0], g.size, "output")
    parts = _cc._all_arrays(api, input.asnumpy(), g) if g.size > 1 else [input.asnumpy()]
    shapes = [(n,) + tuple(output.shape[1:]) for n in sizes]
    whole = np.concatenate(_cf._checked_shapes(api, parts, shapes))
    output.assign_value(Tensor(whole).astype(output.dtype))
    return _done(async_op)


_UNEVEN_OPS = {**_cc._REDUCE, "avg": np.mean}


def reduce_scatter_tensor_uneven(output, input, input_split_sizes=None, op="sum", group=None,
                                 async_op=False):
    """``output`` becomes this rank's part (``input_split_sizes[rank]`` rows of dim 0; evenly
    split when None) of the ``op`` ('sum', 'min', 'max', 'avg') of all ranks' ``input``."""
    api = "reduce_scatter_tensor_uneven"
    if not isinstance(op, str):
        raise TypeError("For reduce_scatter_tensor_uneven, the input op type must be str")
    if op not in ("sum", "min", "max", "avg"):
        raise TypeError("For reduce_scatter_tensor_uneven, the input op value must be one of "
                        "sum, min, max, avg")
    _cc._check_tensor(api, input, "input")
    _cc._check_tensor(api, output, "output")
    g = _cc._group(api, _group(group))
    sizes = _cf._splits(api, input_split_sizes, input.shape[0], g.size, "input")
    stacked = _cc._gathered(api, input, g) if g.size > 1 else input.asnumpy()[None]
    whole = _UNEVEN_OPS[op](stacked, axis=0).astype(stacked.dtype)
    mine = np.split(whole, np.cumsum(sizes)[:-1])[g.rank]
    output.assign_value(Tensor(_cc._matching(api, mine, output, "the reduction")))
    return _done(async_op)


# ---- Python objects (pickled, as MindSpore does: exchange objects only within your own job) ----

def _object_list(api, object_list, size=None):
    if not isinstance(object_list, list):
        raise TypeError(f"For {api}, the object_list must be a list")
    if size is not None and len(object_list) != size:
        raise TypeError(f"The len of argument object_list must be equal to group rank size, "
                        f"but got {len(object_list)}.")


def all_gather_object(object_list, obj, group=None):
    """``object_list[i]`` becomes rank i's ``obj`` (``object_list`` has one slot per rank)."""
    g = _cc._group("all_gather_object", _group(group))
    _object_list("all_gather_object", object_list, g.size)
    object_list[:] = _cc._all_objects("all_gather_object", obj, g) if g.size > 1 else [obj]


def broadcast_object_list(object_list, src=0, group=None, device=None):
    """``object_list``'s items become those of rank ``src``'s list."""
    g = _cc._group("broadcast_object_list", _group(group))
    g.index("broadcast_object_list", "src", src)
    _object_list("broadcast_object_list", object_list)
    if not object_list:
        raise TypeError("The object_list can not be empty.")
    blob = _transport.pack_object(object_list) if g.me == src else None
    got = _transport.scatter("broadcast_object_list", g.name, g.me, g.ranks, src,
                             [blob] * g.size)
    object_list[:] = _transport.unpack_object(got)


def gather_object(obj, object_gather_list=None, dst=0, group=None):
    """On rank ``dst``, ``object_gather_list[i]`` becomes rank i's ``obj`` (the other ranks
    pass None)."""
    g = _cc._group("gather_object", _group(group))
    g.index("gather_object", "dst", dst)
    if g.me == dst:
        _object_list("gather_object", object_gather_list, g.size)
    got = _transport.gather("gather_object", g.name, g.me, g.ranks, dst,
                            _transport.pack_object(obj))
    if g.me == dst:
        object_gather_list[:] = [_transport.unpack_object(b) for b in got]


def scatter_object_list(scatter_object_output_list, scatter_object_input_list, src=0,
                        group=None):
    """``scatter_object_output_list[0]`` becomes item ``rank`` of rank ``src``'s
    ``scatter_object_input_list`` (one item per rank; the other ranks' input is ignored)."""
    api = "scatter_object_list"
    g = _cc._group(api, _group(group))
    g.index(api, "src", src)
    if not isinstance(scatter_object_output_list, list) or not scatter_object_output_list:
        raise TypeError("The scatter_object_output_list can not be empty.")
    blobs = None
    if g.me == src:
        _object_list(api, scatter_object_input_list, g.size)
        blobs = [_transport.pack_object(o) for o in scatter_object_input_list]
    scatter_object_output_list[0] = _transport.unpack_object(
        _transport.scatter(api, g.name, g.me, g.ranks, src, blobs))


def send_object_list(object_list, dst, group=None, device=None):
    """Send the objects of ``object_list`` to world rank ``dst`` (which calls
    ``recv_object_list`` with a list as long)."""
    g = _cc._group("send_object_list", _group(group))
    _cf._peer("send_object_list", "dst", dst, g)
    _object_list("send_object_list", object_list)
    _transport.post("objects", g.name, g.me, dst, _transport.pack_object(object_list))


def recv_object_list(object_list, src=0, group=None, device=None):
    """``object_list``'s items become the objects world rank ``src`` sends with
    ``send_object_list``; returns 0."""
    g = _cc._group("recv_object_list", _group(group))
    _cf._peer("recv_object_list", "src", src, g)
    _object_list("recv_object_list", object_list)
    got = _transport.unpack_object(_transport.fetch("recv_object_list", "objects", g.name, src,
                                                    g.me))
    if len(got) != len(object_list):
        raise ValueError(f"For recv_object_list, rank {src} sent {len(got)} objects, but "
                         f"object_list has {len(object_list)} slots.")
    object_list[:] = got
    return 0


_install_unsupported(__name__, "mindspore.mint.distributed")
# 2.10's ``mindspore.mint.distributed.distributed`` (its implementation module) is this module
register_submodule(sys.modules[__name__], "distributed", sys.modules[__name__])
