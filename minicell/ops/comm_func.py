"""``mindspore.ops``' distributed functions (MindSpore's ``mindspore.ops.function.comm_func``,
also ``mindspore.ops.communication``): process groups and collectives in PyTorch's style.

As in MindSpore 2.10 they work in place by default, exactly as ``mint.distributed``'s
(``all_reduce(t)`` updates ``t`` and returns the work handle, None unless ``async_op``).
``set_comm_ops_inplace(False, [names])`` switches functions to MindSpore's other convention:
``all_reduce``, ``all_gather_into_tensor``, ``reduce_scatter_tensor``, ``all_to_all`` and
``all_to_all_single`` then return ``(result, handle)``, ``recv`` returns the received Tensor
and ``irecv`` ``(Tensor, handle)``; the others raise MindSpore's ValueError ("Non-inplace mode
is currently not supported."). ``send``/``isend``/``barrier`` work the same either way.

The transfers are ``minicell.communication.comm_func``'s (eager, one process per rank under
msrun, or one rank); the in-place collectives are ``minicell.mint.distributed``'s, imported on
first call (``minicell.mint`` itself imports ``minicell.ops``).

>>> import minicell as ms
>>> t = ms.Tensor([1.0, 2.0])
>>> ms.ops.all_reduce(t) is None, t.asnumpy().tolist()        # one rank
(True, [1.0, 2.0])
"""
import importlib

from ..communication import _common as _cc, comm_func as _cf, management as _mg
from ..communication.comm_func import P2POp  # noqa: F401  (MindSpore's ops.P2POp)
from ..communication.management import GlobalComm
from ._table import declare

# MindSpore's functions with an in-place switch (its ``comm_funcs`` list), all on by default
_INPLACE = dict.fromkeys((
    "all_reduce", "all_gather_into_tensor", "all_gather_into_tensor_uneven", "all_to_all",
    "all_to_all_single", "reduce_scatter_tensor", "reduce_scatter_tensor_uneven", "isend",
    "irecv", "send", "recv", "gather", "scatter", "all_gather", "reduce_scatter", "barrier",
    "broadcast", "reduce", "batch_isend_irecv", "all_gather_object", "broadcast_object_list",
    "gather_object", "scatter_object_list", "send_object_list", "recv_object_list",
    "gather_into_tensor", "scatter_tensor", "all_to_all_v_c"), True)


def set_comm_ops_inplace(is_enable, func_list=None):
    """Make the functions named in ``func_list`` (all of them when None) work in place
    (``is_enable=True``, the default) or return their results (see the module docstring).

    >>> from minicell import ops
    >>> ops.set_comm_ops_inplace(False, ["all_reduce"])
    >>> out, handle = ops.all_reduce(ops.ones(2))
    >>> ops.set_comm_ops_inplace(True)
    """
    if not isinstance(is_enable, bool):
        raise TypeError("For 'set_comm_ops_inplace', the argument 'is_enable' must be type of "
                        f"bool, but got 'is_enable' type : {type(is_enable)}.")
    if func_list is None:
        func_list = list(_INPLACE)
    if not isinstance(func_list, (list, tuple)):
        raise TypeError(f"Expected list or tuple, but got {type(func_list)}.")
    for name in func_list:
        if name not in _INPLACE:
            raise ValueError(f"The function name in `func_list` must be correct, but got {name}.")
    for name in func_list:
        _INPLACE[name] = is_enable


def _inplace(name):
    """Whether ``name`` works in place now."""
    return _INPLACE[name]


def _mint(name, *args):
    """Call ``mint.distributed``'s in-place ``name``; MindSpore's error when switched off."""
    if not _INPLACE[name]:
        raise ValueError("Non-inplace mode is currently not supported.")
    return getattr(importlib.import_module("minicell.mint.distributed"), name)(*args)


def _group(group):
    return GlobalComm.WORLD_COMM_GROUP if group is None else group


# ---- process groups ---------------------------------------------------------------------------

def is_available():
    """Distributed communication is available (through ``msrun`` or one rank)."""
    return True


def is_initialized():
    """Whether :func:`init_process_group` (``communication.init``) has run."""
    return GlobalComm.INITED


def init_process_group(backend="hccl", init_method=None, timeout=None, world_size=-1, rank=-1,
                       store=None, group_name="", pg_options=None, device_id=None):
    """``communication.init(backend)``: join the world group ``msrun`` started (or form the
    one-process group)."""
    _mg.init(backend)


def destroy_process_group(group=None):
    """Leave the world group (``release``), or destroy the named group."""
    if group is None:
        _mg.release()
    else:
        _mg.destroy_group(group)


def get_backend(group=None):
    """The backend name of the world group ('hccl', 'nccl' or 'mccl')."""
    _mg._check_group("get_backend", _group(group))
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
    """A group of the world ranks ``ranks``; returns its name (the world group's when
    ``ranks`` is None). Every rank calls it, as in MindSpore; asking again for the same ranks
    returns the same group. Its collectives and transfers run between its members only (see
    ``minicell.communication.comm_func``)."""
    if ranks is None:
        return GlobalComm.WORLD_COMM_GROUP
    if not isinstance(ranks, list):
        raise TypeError(f"ranks must be list, but got {type(ranks)}")
    if backend is not None and backend not in ("hccl", "mccl"):
        raise TypeError(f"the input backend must be hccl or mccl, but got {backend}")
    name = group_desc or "group_" + "_".join(map(str, sorted(ranks)))
    if name in _mg._groups and _mg._groups[name] == tuple(sorted(ranks)):
        return name
    _mg.create_group(name, sorted(ranks))
    return name


# ---- collectives --------------------------------------------------------------------------------

def all_reduce(tensor, op="sum", group=None, async_op=False):
    """``tensor`` becomes the ``op`` ('sum', 'prod', 'max', 'min') of all ranks' tensors;
    returns the handle (non in-place: ``(Tensor, handle)``)."""
    if _inplace("all_reduce"):
        return _mint("all_reduce", tensor, op, group, async_op)
    return _cf.all_reduce(tensor, op, _group(group), async_op)


def all_gather_into_tensor(output_tensor, input_tensor, group=None, async_op=False):
    """``output_tensor`` becomes all ranks' ``input_tensor`` concatenated along dim 0
    (non in-place: returns ``(Tensor, handle)``)."""
    if _inplace("all_gather_into_tensor"):
        return _mint("all_gather_into_tensor", output_tensor, input_tensor, group, async_op)
    return _cf.all_gather_into_tensor(input_tensor, _group(group), async_op)


def reduce_scatter_tensor(output, input, op="sum", group=None, async_op=False):
    """``output`` becomes this rank's part along dim 0 of the ``op`` of all ranks' ``input``
    (non in-place: returns ``(Tensor, handle)``)."""
    if _inplace("reduce_scatter_tensor"):
        return _mint("reduce_scatter_tensor", output, input, op, group, async_op)
    return _cf.reduce_scatter_tensor(input, op, _group(group), async_op)


def all_gather_into_tensor_uneven(output, input, output_split_sizes=None, group=None,
                                  async_op=False):
    """``output`` becomes every rank's ``input`` (dim 0 sizes ``output_split_sizes``)
    concatenated along dim 0."""
    return _mint("all_gather_into_tensor_uneven", output, input, output_split_sizes, group,
                 async_op)


def reduce_scatter_tensor_uneven(output, input, input_split_sizes=None, op="sum", group=None,
                                 async_op=False):
    """``output`` becomes this rank's ``input_split_sizes`` part of the ``op`` ('sum', 'min',
    'max', 'avg') of all ranks' ``input``."""
    return _mint("reduce_scatter_tensor_uneven", output, input, input_split_sizes, op, group,
                 async_op)


def all_gather(tensor_list, tensor, group=None, async_op=False):
    """``tensor_list[i]`` becomes rank i's ``tensor``."""
    return _mint("all_gather", tensor_list, tensor, group, async_op)


def reduce_scatter(output, input_list, op="sum", group=None, async_op=False):
    """``output`` becomes the ``op`` over ranks of their ``input_list[this rank]``."""
    return _mint("reduce_scatter", output, input_list, op, group, async_op)


def gather(tensor, gather_list, dst=0, group=None, async_op=False):
    """On world rank ``dst``, ``gather_list[i]`` becomes rank i's ``tensor`` (in
    ``ops.communication`` only: ``ops.gather`` is the indexing op)."""
    return _mint("gather", tensor, gather_list, dst, group, async_op)


def scatter(tensor, scatter_list, src=0, group=None, async_op=False):
    """``tensor`` becomes ``scatter_list[this rank]`` of world rank ``src`` (in
    ``ops.communication`` only: ``ops.scatter`` is the indexing op)."""
    return _mint("scatter", tensor, scatter_list, src, group, async_op)


def broadcast(tensor, src, group=None, async_op=False):
    """``tensor`` becomes world rank ``src``'s."""
    return _mint("broadcast", tensor, src, group, async_op)


def reduce(tensor, dst, op="sum", group=None, async_op=False):
    """On world rank ``dst``, ``tensor`` becomes the ``op`` of all ranks' tensors."""
    return _mint("reduce", tensor, dst, op, group, async_op)


def gather_into_tensor(output_tensor, input_tensor, dst=0, group=None, async_op=False):
    """On world rank ``dst``, ``output_tensor`` becomes all ranks' ``input_tensor``
    concatenated along dim 0 (the other ranks' is left as it is)."""
    if not _inplace("gather_into_tensor"):
        raise ValueError("Non-inplace mode is currently not supported.")
    _cc._check_tensor("gather_into_tensor", output_tensor, "output_tensor")
    out = _cf.gather_into_tensor(input_tensor, dst, _group(group))
    if _mg.get_rank() == dst:
        output_tensor.assign_value(out.reshape(output_tensor.shape))
    return _cc._handle(async_op)


def scatter_tensor(output_tensor, input_tensor, src=0, group=None, async_op=False):
    """``output_tensor`` becomes part ``rank`` (along dim 0) of world rank ``src``'s
    ``input_tensor``."""
    if not _inplace("scatter_tensor"):
        raise ValueError("Non-inplace mode is currently not supported.")
    _cc._check_tensor("scatter_tensor", output_tensor, "output_tensor")
    out = _cf.scatter_tensor(input_tensor, src, _group(group))
    output_tensor.assign_value(out.reshape(output_tensor.shape))
    return _cc._handle(async_op)


def barrier(group=None, async_op=False, device_ids=None):
    """Wait until every rank of ``group`` has reached this call."""
    _cf.barrier(_group(group))
    return _cc._handle(async_op)


def all_to_all(output_tensor_list, input_tensor_list, group=None, async_op=False):
    """``output_tensor_list[i]`` becomes rank i's ``input_tensor_list[this rank]`` (non
    in-place: ``output_tensor_list`` may hold shapes; returns ``(tuple, handle)``)."""
    if _inplace("all_to_all"):
        return _mint("all_to_all", output_tensor_list, input_tensor_list, group, async_op)
    return _cf.all_to_all_with_output_shape(output_tensor_list, input_tensor_list,
                                            _group(group), async_op)


def all_to_all_single(output, input, output_split_sizes=None, input_split_sizes=None,
                      group=None, async_op=False):
    """``input`` split along dim 0 (``input_split_sizes``), part j to rank j; ``output``
    becomes the parts received (non in-place: returns ``(Tensor, handle)``, ``output`` is not
    used)."""
    if _inplace("all_to_all_single"):
        return _mint("all_to_all_single", output, input, output_split_sizes, input_split_sizes,
                     group, async_op)
    _cc._check_tensor("all_to_all_single", input, "input")
    rows = sum(output_split_sizes) if output_split_sizes else input.shape[0]
    return _cf.all_to_all_single_with_output_shape(
        (rows,) + tuple(input.shape[1:]), input, output_split_sizes, input_split_sizes,
        _group(group), async_op)


def all_to_all_v_c(output, input, send_count_matrix, group=None, async_op=False):
    """``send_count_matrix[i * size + j]`` rows of rank i's ``input`` go to rank j; ``output``
    becomes the rows received, in rank order."""
    if not _inplace("all_to_all_v_c"):
        raise ValueError("Non-inplace mode is currently not supported.")
    return _cf.all_to_all_v_c(output, input, send_count_matrix, _group(group), async_op)


# ---- point to point ------------------------------------------------------------------------------

def send(tensor, dst=0, group=None, tag=0):
    """Send ``tensor`` to world rank ``dst`` (which calls ``recv``)."""
    _cf.send(tensor, dst, _group(group), tag)


def isend(tensor, dst=0, group=None, tag=0):
    """``send``, returning a handle (already done)."""
    return _cf.isend(tensor, dst, _group(group), tag)


def recv(tensor, src=0, group=None, tag=0):
    """``tensor`` becomes what world rank ``src`` sends; returns 0 (non in-place: returns the
    received Tensor and leaves ``tensor`` as it is)."""
    if _inplace("recv"):
        return _mint("recv", tensor, src, group, tag)
    return _cf.recv(tensor, src, _group(group), tag)


def irecv(tensor, src=0, group=None, tag=0):
    """A handle; ``tensor`` becomes what rank ``src`` sends once ``handle.wait()`` returns
    (non in-place: ``(Tensor, handle)``, the new Tensor filled by ``wait``)."""
    if _inplace("irecv"):
        return _mint("irecv", tensor, src, group, tag)
    return _cf.irecv(tensor, src, _group(group), tag)


def batch_isend_irecv(p2p_op_list):
    """Run a list of ``P2POp`` (sends first); each 'irecv' op's Tensor becomes what its peer
    sent. Returns a one-handle list."""
    return _mint("batch_isend_irecv", p2p_op_list)


# ---- Python objects ------------------------------------------------------------------------------

def all_gather_object(object_list, obj, group=None):
    """``object_list[i]`` becomes rank i's ``obj``."""
    return _mint("all_gather_object", object_list, obj, group)


def broadcast_object_list(object_list, src=0, group=None, device=None):
    """``object_list``'s items become those of world rank ``src``'s list."""
    return _mint("broadcast_object_list", object_list, src, group, device)


def gather_object(obj, object_gather_list=None, dst=0, group=None):
    """On world rank ``dst``, ``object_gather_list[i]`` becomes rank i's ``obj``."""
    return _mint("gather_object", obj, object_gather_list, dst, group)


def scatter_object_list(scatter_object_output_list, scatter_object_input_list, src=0,
                        group=None):
    """``scatter_object_output_list[0]`` becomes item ``rank`` of rank ``src``'s list."""
    return _mint("scatter_object_list", scatter_object_output_list, scatter_object_input_list,
                 src, group)


def send_object_list(object_list, dst, group=None, device=None):
    """Send the objects of ``object_list`` to world rank ``dst``."""
    return _mint("send_object_list", object_list, dst, group, device)


def recv_object_list(object_list, src=0, group=None, device=None):
    """``object_list``'s items become the objects world rank ``src`` sends; returns 0."""
    return _mint("recv_object_list", object_list, src, group, device)


for _fn in (set_comm_ops_inplace, is_available, is_initialized, init_process_group,
            destroy_process_group, get_backend, get_rank, get_world_size, get_global_rank,
            get_group_rank, get_process_group_ranks, new_group, all_reduce,
            all_gather_into_tensor, reduce_scatter_tensor, all_gather_into_tensor_uneven,
            reduce_scatter_tensor_uneven, all_gather, reduce_scatter, broadcast, reduce,
            gather_into_tensor, scatter_tensor, barrier, all_to_all, all_to_all_single,
            all_to_all_v_c, send, isend, recv, irecv, batch_isend_irecv, all_gather_object,
            broadcast_object_list, gather_object, scatter_object_list, send_object_list,
            recv_object_list):
    declare(_fn)
declare(P2POp)

# mindspore.ops.communication's names (ops/communication.py)
__all__ = ["P2POp", "all_gather", "all_gather_into_tensor", "all_gather_into_tensor_uneven",
           "all_gather_object", "all_reduce", "all_to_all", "all_to_all_single",
           "all_to_all_v_c", "barrier", "batch_isend_irecv", "broadcast",
           "broadcast_object_list", "destroy_process_group", "gather", "gather_into_tensor",
           "gather_object", "get_backend", "get_global_rank", "get_group_rank",
           "get_process_group_ranks", "get_rank", "get_world_size", "init_process_group",
           "irecv", "is_available", "is_initialized", "isend", "new_group", "recv",
           "recv_object_list", "reduce", "reduce_scatter", "reduce_scatter_tensor",
           "reduce_scatter_tensor_uneven", "scatter", "scatter_object_list", "scatter_tensor",
           "send", "send_object_list", "set_comm_ops_inplace"]
