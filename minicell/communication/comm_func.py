"""``mindspore.communication.comm_func``: collectives and transfers called on Tensors, one call
per rank.

In MindSpore every rank is a process holding its own tensor, and ``all_reduce(x)`` combines
them. minicell has such ranks under ``msrun`` (one process per device): there these functions
run eagerly between the processes. With one rank (no ``init()``, or one device) they return
what a one-rank group gives. Two transports carry the data:

- the world group's equal-shaped collectives (``all_reduce``, ``all_gather_into_tensor``,
  ``reduce_scatter_tensor``, ``broadcast``, ``reduce``, ``gather_into_tensor``,
  ``scatter_tensor``): ``jax.experimental.multihost_utils`` gathers every process's tensor and
  the reduction runs on the host's result;
- point-to-point transfers (``send``/``recv``/``isend``/``irecv``, ``batch_isend_irecv``),
  all-to-all, and every collective of a group made by ``create_group``: messages through the
  key-value store of JAX's coordination service (``_transport``). Each message passes through
  rank 0's process rather than a device link: right for MindSpore's functional API's small,
  occasional transfers, slow for bulk data.

Not available inside a compiled graph (a data-parallel step is one global-view program, whose
collectives XLA inserts itself), nor with several devices in one process (one program holds all
ranks, so there is no per-rank tensor to pass).

>>> import minicell as ms
>>> from minicell.communication.comm_func import all_reduce
>>> out, handle = all_reduce(ms.Tensor([1.0, 2.0]))      # one rank
>>> out.asnumpy().tolist(), handle
([1.0, 2.0], None)
"""
import numpy as np

from ..common.tensor import Tensor
from ..parallel import _mesh
from . import _transport
from ._common import (
    _REDUCE, CommHandle, _PendingRecv, _check, _check_tensor, _gathered, _group, _handle,
    _to_each,
)
from .management import GlobalComm


def all_reduce(tensor, op="sum", group=GlobalComm.WORLD_COMM_GROUP, async_op=False):
    """Every rank gets the ``op`` ('sum', 'prod', 'max', 'min') of all ranks' tensors; returns
    ``(Tensor, handle)`` (the handle is None unless ``async_op``)."""
    g = _check("all_reduce", tensor, group, op)
    if g.size == 1:
        return Tensor(tensor.asnumpy()), _handle(async_op)
    return Tensor(_REDUCE[op](_gathered("all_reduce", tensor, g), axis=0)), _handle(async_op)


def all_gather_into_tensor(tensor, group=GlobalComm.WORLD_COMM_GROUP, async_op=False):
    """Every rank gets all ranks' tensors concatenated along axis 0; ``(Tensor, handle)``."""
    g = _check("all_gather_into_tensor", tensor, group)
    if g.size == 1:
        return Tensor(tensor.asnumpy()), _handle(async_op)
    stacked = _gathered("all_gather_into_tensor", tensor, g)
    return Tensor(stacked.reshape((-1,) + stacked.shape[2:])), _handle(async_op)


def reduce_scatter_tensor(tensor, op="sum", group=GlobalComm.WORLD_COMM_GROUP, async_op=False):
    """The ``op`` of all ranks' tensors, split along axis 0; rank i gets part i."""
    g = _check("reduce_scatter_tensor", tensor, group, op)
    if tensor.shape[0] % g.size:
        raise ValueError(f"For 'reduce_scatter_tensor', the first dimension {tensor.shape[0]} "
                         f"must be divisible by the group size {g.size}.")
    if g.size == 1:
        return Tensor(tensor.asnumpy()), _handle(async_op)
    whole = _REDUCE[op](_gathered("reduce_scatter_tensor", tensor, g), axis=0)
    return Tensor(np.split(whole, g.size)[g.rank]), _handle(async_op)


def broadcast(tensor, src=0, group=GlobalComm.WORLD_COMM_GROUP):
    """Every rank gets rank ``src``'s tensor."""
    g = _check("broadcast", tensor, group)
    i = g.index("broadcast", "src", src)
    return Tensor(tensor.asnumpy() if g.size == 1 else _gathered("broadcast", tensor, g)[i])


def reduce(tensor, dst, op="sum", group=GlobalComm.WORLD_COMM_GROUP):
    """Rank ``dst`` gets the ``op`` of all ranks' tensors; the others a shape-[1] placeholder
    (as in MindSpore, with no meaning)."""
    g = _check("reduce", tensor, group, op)
    g.index("reduce", "dst", dst)
    if g.size == 1:
        return Tensor(tensor.asnumpy())
    whole = _REDUCE[op](_gathered("reduce", tensor, g), axis=0)
    return Tensor(whole) if g.me == dst else _placeholder(whole.dtype)


def gather_into_tensor(tensor, dst=0, group=GlobalComm.WORLD_COMM_GROUP):
    """Rank ``dst`` gets all ranks' tensors concatenated along axis 0; the others a shape-[1]
    placeholder (as in MindSpore, with no meaning)."""
    g = _check("gather_into_tensor", tensor, group)
    g.index("gather_into_tensor", "dst", dst)
    if g.size == 1:
        return Tensor(tensor.asnumpy())
    stacked = _gathered("gather_into_tensor", tensor, g)
    if g.me != dst:
        return _placeholder(stacked.dtype)
    return Tensor(stacked.reshape((-1,) + stacked.shape[2:]))


def scatter_tensor(tensor, src=0, group=GlobalComm.WORLD_COMM_GROUP):
    """Rank ``src``'s tensor split along axis 0; rank i gets part i."""
    g = _check("scatter_tensor", tensor, group)
    i = g.index("scatter_tensor", "src", src)
    if tensor.shape[0] % g.size:
        raise ValueError(f"For 'scatter_tensor', the first dimension {tensor.shape[0]} must be "
                         f"divisible by the group size {g.size}.")
    if g.size == 1:
        return Tensor(tensor.asnumpy())
    return Tensor(np.split(_gathered("scatter_tensor", tensor, g)[i], g.size)[g.rank])


def barrier(group=GlobalComm.WORLD_COMM_GROUP):
    """Wait until every rank of ``group`` has reached this call."""
    g = _group("barrier", group)
    world = _mesh.world()
    if g.size == 1:
        return
    if g.ranks == tuple(range(world.size)):
        from jax.experimental import multihost_utils
        multihost_utils.sync_global_devices("minicell.communication.barrier")
    else:
        _transport.exchange("barrier", g.name, g.me, g.ranks, dict.fromkeys(g.ranks, b""))


# ---- point to point (through the coordination service's key-value store) ----------------------

def _peer(api, name, peer, g):
    """Check a send/recv peer: a world rank of the group, not this process's own."""
    g.index(api, name, peer)
    if peer == g.me:
        what = "destination" if name == "dst" else "source"
        raise ValueError(f"Invalid {what} rank: {what} rank should not be the same as the rank "
                         "of the current process.")


def _zeros_like(api, tensor):
    """A new Tensor of ``tensor``'s shape and dtype to receive into."""
    _check_tensor(api, tensor)
    return Tensor(np.zeros(tensor.shape, tensor.asnumpy().dtype))


def _send(api, tensor, dst, group, tag):
    _check_tensor(api, tensor)
    g = _group(api, group)
    _peer(api, "dst", dst, g)
    _transport.post("p2p", g.name, g.me, dst, _transport.pack(tensor.asnumpy()), tag)


def _recv_later(api, tensor, src, group, tag, into):
    """The handle whose ``wait()`` receives rank ``src``'s next message into ``into``."""
    _check_tensor(api, tensor)
    g = _group(api, group)
    _peer(api, "src", src, g)
    return _PendingRecv(api, _transport.reserve("p2p", g.name, src, g.me, tag), src, into)


def send(tensor, dst=0, group=GlobalComm.WORLD_COMM_GROUP, tag=0):
    """Send ``tensor`` to world rank ``dst``, which calls ``recv`` (same group and tag).

    Returns once the message is stored (in the coordination service, see the module
    docstring), not when ``dst`` has read it.
    """
    _send("send", tensor, dst, group, tag)


def recv(tensor, src=0, group=GlobalComm.WORLD_COMM_GROUP, tag=0):
    """A new Tensor holding what world rank ``src`` sends with ``send``; ``tensor`` gives the
    shape and dtype to expect and is not changed."""
    out = _zeros_like("recv", tensor)
    _recv_later("recv", tensor, src, group, tag, out).wait()
    return out


def isend(tensor, dst=0, group=GlobalComm.WORLD_COMM_GROUP, tag=0):
    """``send`` that returns a handle (already done: the message is stored at once)."""
    _send("isend", tensor, dst, group, tag)
    return CommHandle()


def irecv(tensor, src=0, group=GlobalComm.WORLD_COMM_GROUP, tag=0):
    """``(Tensor, handle)``: the Tensor holds rank ``src``'s message once ``handle.wait()``
    has returned (``wait`` does the waiting)."""
    out = _zeros_like("irecv", tensor)
    return out, _recv_later("irecv", tensor, src, group, tag, out)


class P2POp:
    """One transfer of a ``batch_isend_irecv`` list: ``op`` is 'isend' or 'irecv' (or the
    function ``isend``/``irecv``), ``tensor`` the Tensor to send, or receive into (for
    ``comm_func.batch_isend_irecv`` also a shape with ``recv_dtype``), ``peer`` the other
    world rank. ``tag`` other than 0 is not supported, as in MindSpore."""

    def __init__(self, op, tensor, peer, group=None, tag=0, recv_dtype=None):
        name = op if isinstance(op, str) else getattr(op, "__name__", None)
        if name not in ("isend", "irecv"):
            raise TypeError(f"Expected op to be of type isend or irecv, but got {op}")
        if not isinstance(tensor, (Tensor, tuple)):
            raise TypeError(f"Expected tensor to be Tensor, but got {type(tensor)}.")
        if isinstance(peer, bool) or not isinstance(peer, int):
            raise TypeError("For P2POp, the peer must be int")
        if tag != 0:
            raise NotImplementedError("tag is not support yet.")
        self.op, self.tensor, self.peer, self.group, self.tag = name, tensor, peer, group, tag
        self.recv_dtype = recv_dtype


def _batch(p2p_op_list):
    """Run the transfers of ``p2p_op_list`` (sends first, so that two ranks that both send and
    receive cannot wait on each other); returns one Tensor per op: what was received, or a
    scalar 0 placeholder for a send."""
    if not isinstance(p2p_op_list, list) or not p2p_op_list:
        raise TypeError("p2p_op_list can not be empty list.")
    if any(not isinstance(p, P2POp) for p in p2p_op_list):
        raise TypeError("The elements in p2p_op_list must be type of P2POp.")
    if len({p.group for p in p2p_op_list}) > 1:
        raise TypeError("The group name in p2p_op_list must be consistent.")
    g = _group("batch_isend_irecv", p2p_op_list[0].group)
    for p in p2p_op_list:          # check every op before the first message leaves
        _peer("batch_isend_irecv", "dst" if p.op == "isend" else "src", p.peer, g)
        if p.op == "isend" and not isinstance(p.tensor, Tensor):
            raise TypeError("p2p_op.tensor must be tensor")
    for p in p2p_op_list:
        if p.op == "isend":
            _send("batch_isend_irecv", p.tensor, p.peer, p.group, p.tag)
    outputs = []
    for p in p2p_op_list:
        if p.op == "isend":
            outputs.append(Tensor(np.zeros((), np.float32)))
            continue
        like = p.tensor
        if isinstance(like, tuple):
            if p.recv_dtype is None:
                raise ValueError("'recv_dtype' of a P2POp is None but its op is 'irecv' and its "
                                 "tensor is a shape.")
            like = Tensor(np.zeros(like, np.float32), dtype=p.recv_dtype)
        out = _zeros_like("batch_isend_irecv", like)
        _recv_later("batch_isend_irecv", like, p.peer, p.group, p.tag, out).wait()
        outputs.append(out)
    return outputs


def batch_isend_irecv(p2p_op_list):
    """Run a list of ``P2POp``; returns a tuple with one Tensor per op (what was received; a
    scalar 0 with no meaning for a send), as MindSpore's ``comm_func`` does."""
    return tuple(_batch(p2p_op_list))


# ---- all to all ---------------------------------------------------------------------------------

def _shape_of(item):
    return tuple(item.shape) if isinstance(item, Tensor) else tuple(item)


def _all_to_all(api, inputs, group):
    """Send ``inputs[i]`` to group rank i; returns what each rank sent to this one (numpy)."""
    if not isinstance(inputs, (list, tuple)):
        raise TypeError(f"Expected list or tuple, but got {type(inputs)}.")
    for t in inputs:
        _check_tensor(api, t)
    if len({t.dtype for t in inputs}) > 1:
        raise TypeError("all_to_all input dtype must be the same, but got "
                        f"{[str(t.dtype) for t in inputs]}.")
    g = _group(api, group)
    if len(inputs) != g.size:
        raise ValueError(f"For '{api}', the input list must hold one tensor per rank of the "
                         f"group ({g.size}), but got {len(inputs)}.")
    if g.size == 1:
        return [inputs[0].asnumpy()]
    return _to_each(api, [t.asnumpy() for t in inputs], g)


def _checked_shapes(api, got, shapes):
    for i, (a, shape) in enumerate(zip(got, shapes)):
        if a.size != int(np.prod(shape, dtype=np.int64)):
            raise ValueError(f"For '{api}', rank {i} sent {a.size} elements, but the output "
                             f"shape {list(shape)} holds {int(np.prod(shape))}.")
    return [a.reshape(shape) for a, shape in zip(got, shapes)]


def all_to_all_with_output_shape(output_shape_list, input_tensor_list, group=None,
                                 async_op=False):
    """Rank j gets ``input_tensor_list[j]`` of every rank i as output i, reshaped to
    ``output_shape_list[i]`` (Tensors or shapes); returns ``(tuple of Tensors, handle)``."""
    if not isinstance(output_shape_list, (list, tuple)):
        raise TypeError(f"Expected list or tuple, but got {type(output_shape_list)}.")
    got = _all_to_all("all_to_all_with_output_shape", input_tensor_list, group)
    shapes = [_shape_of(s) for s in output_shape_list]
    if len(shapes) != len(got):
        raise ValueError("For 'all_to_all_with_output_shape', 'output_shape_list' must hold "
                         f"one shape per rank ({len(got)}), but got {len(shapes)}.")
    return (tuple(Tensor(a) for a in _checked_shapes("all_to_all_with_output_shape", got,
                                                       shapes)), _handle(async_op))


def _splits(api, sizes, rows, size, what):
    """Split sizes along dim 0: ``sizes``, or ``rows`` split evenly over ``size`` ranks."""
    if sizes is None or not list(sizes):
        if rows % size:
            raise ValueError(f"{what} shape at dim 0 must be divided by world_size, but got "
                             f"{rows} and {size}.")
        return [rows // size] * size
    sizes = list(sizes)
    if len(sizes) != size or any(isinstance(s, bool) or not isinstance(s, int) or s < 0
                                 for s in sizes):
        raise ValueError(f"For '{api}', the {what} split sizes must be {size} non-negative "
                         f"ints (one per rank), but got {sizes}.")
    if sum(sizes) != rows:
        raise ValueError(f"For '{api}', the {what} split sizes {sizes} must add up to the "
                         f"{what}'s dim 0 ({rows}).")
    return sizes


def _all_to_all_single(api, out_shape, tensor, output_split_sizes, input_split_sizes, group):
    """``all_to_all_single``'s result (numpy) for an output of ``out_shape``."""
    _check_tensor(api, tensor, "input")
    g = _group(api, group)
    rows = tensor.shape[0] if tensor.ndim else 1
    send = _splits(api, input_split_sizes, rows, g.size, "input")
    recv = _splits(api, output_split_sizes, out_shape[0], g.size, "output")
    data = tensor.asnumpy().reshape((rows,) + tuple(tensor.shape[1:]))
    parts = np.split(data, np.cumsum(send)[:-1])
    got = [parts[0]] if g.size == 1 else _to_each(api, parts, g)
    shapes = [(n,) + tuple(out_shape[1:]) for n in recv]
    return np.concatenate(_checked_shapes(api, got, shapes))


def all_to_all_single_with_output_shape(output_shape, tensor, output_split_sizes=None,
                                        input_split_sizes=None, group=None, async_op=False):
    """``tensor`` split along dim 0 by ``input_split_sizes`` (evenly when None), part j to rank
    j; the parts received concatenated into a Tensor of ``output_shape`` (a shape or a Tensor),
    split by ``output_split_sizes``. Returns ``(Tensor, handle)``."""
    shape = _shape_of(output_shape)
    return Tensor(_all_to_all_single("all_to_all_single_with_output_shape", shape, tensor,
                                     output_split_sizes, input_split_sizes, group)), \
        _handle(async_op)


def _all_to_all_v_c(api, output, input, send_count_matrix, group):
    """``all_to_all_v_c``: ``send_count_matrix[i * size + j]`` rows (dim 0) go from rank i to
    rank j; ``output`` becomes the received rows in rank order."""
    _check_tensor(api, input, "input")
    _check_tensor(api, output, "output")
    if not isinstance(send_count_matrix, list):
        raise TypeError(f"send_count_matrix must be list, but got {type(send_count_matrix)}")
    if not all(isinstance(x, int) for x in send_count_matrix):
        raise TypeError("send_count_matrix elements must be of type int")
    g = _group(api, group)
    if len(send_count_matrix) != g.size * g.size:
        raise TypeError(f"send_count_matrix must be square matrix, but got "
                        f"{len(send_count_matrix)}.")
    if tuple(input.shape[1:]) != tuple(output.shape[1:]):
        raise ValueError("The input and output dimensions except 0 must be of equal size, but "
                         f"got {list(input.shape)} and {list(output.shape)}.")
    if input.dtype != output.dtype:
        raise TypeError(f"For '{api}', the input and output must have the same dtype, but got "
                        f"{input.dtype} and {output.dtype}.")
    counts = np.array(send_count_matrix).reshape(g.size, g.size)
    recv = counts[:, g.rank].tolist()
    out = _all_to_all_single(api, (sum(recv),) + tuple(output.shape[1:]), input, recv,
                             counts[g.rank].tolist(), group)
    if out.shape[0] != output.shape[0]:
        raise ValueError(f"For '{api}', this rank receives {out.shape[0]} rows, but the output "
                         f"has {output.shape[0]}.")
    output.assign_value(Tensor(out))


def all_to_all_v_c(output, input, send_count_matrix, group=None, async_op=False):
    """``send_count_matrix[i * size + j]`` rows (dim 0) of rank i's ``input`` go to rank j;
    ``output`` becomes the rows this rank receives, in rank order. Returns the handle."""
    _all_to_all_v_c("all_to_all_v_c", output, input, send_count_matrix, group)
    return _handle(async_op)


def _placeholder(dtype):
    return Tensor(np.zeros((1,), dtype))


__all__ = ["all_reduce", "all_gather_into_tensor", "all_to_all_with_output_shape",
           "all_to_all_single_with_output_shape", "barrier", "broadcast", "gather_into_tensor",
           "isend", "irecv", "reduce_scatter_tensor", "reduce", "scatter_tensor", "send", "recv",
           "P2POp", "batch_isend_irecv", "all_to_all_v_c"]

from ..common.unsupported import install as _install_unsupported  # noqa: E402

_install_unsupported(__name__, "mindspore.communication.comm_func")
