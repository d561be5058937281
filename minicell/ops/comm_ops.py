"""``mindspore.ops``' collective Primitives: ``AllReduce``, ``AllGather``, ``Broadcast``,
``ReduceScatter`` and the ``ReduceOp`` names; the eager-only ones (``Send``/``Receive``,
``AlltoAll`` and its uneven forms, ``Reduce``, ``CollectiveGather``/``CollectiveScatter``,
``AllGatherV``, ``ReduceScatterV``, ``Barrier``, ``BatchISendIRecv``, ``NeighborExchange``).

In MindSpore every rank is a process holding its own tensor. minicell runs data parallel in
JAX's global view (docs/data_parallel.md): a compiled step is one program over the whole batch,
so a value inside it already covers every rank's data: there ``AllReduce``, ``AllGather`` and
``Broadcast`` return their input (the per-rank sum of per-rank counts is the count over the
global batch; the gathered batch is the global batch). Eagerly, with one process per rank
(``msrun``), they combine the processes' tensors through ``communication.comm_func``. With one
rank they return what a one-rank group gives: the input.

The eager-only Primitives run ``communication.comm_func``'s transfers (one process per rank, or
one rank; see there which transport carries them). A compiled global-view program has no
per-rank tensor to send, so inside one they raise RuntimeError.

>>> import minicell as ms
>>> ms.ops.AllReduce(ms.ops.ReduceOp.SUM)(ms.Tensor([1.0, 2.0])).asnumpy().tolist()
[1.0, 2.0]
"""

import numpy as np

from ..common.dtype import dtype_to_nptype
from ..common.tensor import Tensor
from ..communication import _common as _cc, comm_func as _cf
from ..parallel._mesh import world as _world
from . import _neighbor_check
from ._comm_checks import (check as _check, check_int as _int, check_ints as _ints,
                           check_recv_dtype, late as _late, type_error as _type_error)
from ._util import concrete
from .extra_debug import _tensor
from .primitive import Primitive, prim_attr_register


class ReduceOp:
    """The reductions of ``AllReduce``/``ReduceScatter``."""
    SUM = "sum"
    MAX = "max"
    MIN = "min"
    PROD = "prod"
    AVG = "avg"


_WORLD = "hccl_world_group"


def _per_process(x):
    """True when ``x`` is this process's own eager tensor and the world has several processes:
    the collective must combine the processes' tensors."""
    world = _world()
    return world is not None and world.multi_process and world.size > 1 and concrete(x)


class AllReduce(Primitive):
    """``ops.AllReduce(op=ReduceOp.SUM, group)(x)``: the ``op`` of every rank's ``x``."""

    @prim_attr_register
    def __init__(self, op=ReduceOp.SUM, group=_WORLD):
        _check("AllReduce", op, group, has_op=True)

    def __call__(self, x):
        _late(self, "op")
        x = _tensor(x)
        if _per_process(x):
            return _cf.all_reduce(x, self.attrs["op"], self.attrs["group"])[0]
        return x


class AllGather(Primitive):
    """``ops.AllGather(group)(x)``: every rank's ``x`` concatenated along axis 0."""

    @prim_attr_register
    def __init__(self, group=_WORLD):
        _check("AllGather", None, group)

    def __call__(self, x):
        x = _tensor(x)
        if _per_process(x):
            return _cf.all_gather_into_tensor(x, self.attrs["group"])[0]
        return x


class Broadcast(Primitive):
    """``ops.Broadcast(root_rank, group)(inputs)``: the tuple of rank ``root_rank``'s
    tensors."""

    @prim_attr_register
    def __init__(self, root_rank, group=_WORLD):
        if isinstance(root_rank, bool) or not isinstance(root_rank, int):
            raise _type_error("Broadcast", "root_rank", root_rank, "int")
        _check("Broadcast", None, group)

    def __call__(self, inputs):
        _late(self, "root_rank")
        if not isinstance(inputs, (tuple, list)):
            raise TypeError(f"For 'Broadcast', the input must be a tuple of Tensors, but got "
                            f"{type(inputs).__name__}.")
        tensors = tuple(_tensor(x) for x in inputs)
        if tensors and _per_process(tensors[0]):
            return tuple(_cf.broadcast(x, self.attrs["root_rank"],
                                                self.attrs["group"]) for x in tensors)
        return tensors


class ReduceScatter(Primitive):
    """``ops.ReduceScatter(op, group)(x)``: the ``op`` of every rank's ``x``, split along axis
    0; rank i gets part i. Inside a compiled global-view program with several ranks there is no
    per-rank part to return, so that raises."""

    @prim_attr_register
    def __init__(self, op=ReduceOp.SUM, group=_WORLD):
        _check("ReduceScatter", op, group, has_op=True)

    def __call__(self, x):
        _late(self, "op")
        x = _tensor(x)
        if _per_process(x):
            return _cf.reduce_scatter_tensor(x, self.attrs["op"], self.attrs["group"])[0]
        world = _world()
        if world is not None and world.size > 1:
            raise RuntimeError("For 'ReduceScatter', minicell's data parallel step is one "
                               "global-view program (docs/data_parallel.md), which has no "
                               "per-rank part of a tensor to return; call it eagerly under msrun.")
        return x


def _sizes(label, name, values):
    """A list of ints from a list, a tuple or a 1-D Tensor (``output_split_sizes`` & co.)."""
    if isinstance(values, Tensor):
        values = values.asnumpy().tolist()
    return _ints(label, name, values)


def _eager(label, x):
    """``x`` as a Tensor, checked to be this rank's own value (not inside a compiled graph)."""
    x = _tensor(x)
    _cc._check_tensor(label, x, "input_x")
    return x


def _flat(label, x):
    x = _eager(label, x)
    if x.ndim != 1:
        raise ValueError(f"For '{label}', the input must be a 1-D (flattened) Tensor, but got "
                         f"shape {list(x.shape)}.")
    return x


def _out(array, dtype):
    """An uneven collective's result: an empty one is a shape-() Tensor, as in MindSpore."""
    return Tensor(array if array.size else np.zeros((), dtype))


class Reduce(Primitive):
    """``ops.Reduce(dest_rank, op, group)(x)``: the ``op`` of every rank's ``x`` on group rank
    ``dest_rank``; the other ranks get a shape-[1] placeholder (as in MindSpore)."""

    @prim_attr_register
    def __init__(self, dest_rank, op=ReduceOp.SUM, group=_WORLD):
        _check("Reduce", op, group, has_op=True)

    def __call__(self, x):
        _late(self, "dest_rank", "op")
        g = _cc._group("Reduce", self.attrs["group"])
        dst = self.attrs["dest_rank"]
        if not 0 <= dst < g.size:
            raise ValueError(f"For 'Reduce', 'dest_rank' must be a rank of the group in "
                             f"[0, {g.size}), but got {dst}.")
        return _cf.reduce(_eager("Reduce", x), g.ranks[dst], self.attrs["op"],
                         self.attrs["group"])


class CollectiveGather(Primitive):
    """``ops.CollectiveGather(dest_rank, group)(x)``: every rank's ``x`` concatenated along
    axis 0 on world rank ``dest_rank``; the others get a shape-[1] placeholder."""

    @prim_attr_register
    def __init__(self, dest_rank, group=_WORLD):
        _check("CollectiveGather", None, group)

    def __call__(self, x):
        _late(self, "dest_rank")
        a = self.attrs
        return _cf.gather_into_tensor(_eager("CollectiveGather", x), a["dest_rank"],
                                               a["group"])


class CollectiveScatter(Primitive):
    """``ops.CollectiveScatter(src_rank, group)(x)``: world rank ``src_rank``'s ``x`` split
    evenly along axis 0; rank i gets part i."""

    @prim_attr_register
    def __init__(self, src_rank=0, group=_WORLD):
        _check("CollectiveScatter", None, group)

    def __call__(self, x):
        _late(self, "src_rank")
        a = self.attrs
        return _cf.scatter_tensor(_eager("CollectiveScatter", x), a["src_rank"],
                                           a["group"])


class Barrier(Primitive):
    """``ops.Barrier(group)()``: wait until every rank of ``group`` has called it."""

    @prim_attr_register
    def __init__(self, group=_WORLD):
        pass        # 2.10 takes any group here: ``_late``

    def __call__(self):
        _late(self, "group")
        _cf.barrier(self.attrs["group"])


class Send(Primitive):
    """``ops.Send(sr_tag, dest_rank, group, group_back)(x)``: send ``x`` to world rank
    ``dest_rank``, whose ``Receive`` has the same ``sr_tag``. Returns ``x``."""

    @prim_attr_register
    def __init__(self, sr_tag, dest_rank, group=_WORLD, group_back=_WORLD):
        pass        # 2.10 checks none of them here: ``_late``

    def __call__(self, x):
        _late(self, "sr_tag", "dest_rank", "group")
        x = _eager("Send", x)
        _cf.send(x, self.attrs["dest_rank"], self.attrs["group"], self.attrs["sr_tag"])
        return x


class Receive(Primitive):
    """``ops.Receive(sr_tag, src_rank, shape, dtype, group, group_back)()``: the ``shape``,
    ``dtype`` Tensor world rank ``src_rank``'s ``Send`` with the same ``sr_tag`` sent."""

    @prim_attr_register
    def __init__(self, sr_tag, src_rank, shape, dtype, group=_WORLD, group_back=_WORLD):
        check_recv_dtype(dtype)

    def __call__(self):
        _late(self, "sr_tag", "src_rank", "shape", "group")
        like = Tensor(np.zeros(self.attrs["shape"], dtype_to_nptype(self.attrs["dtype"])))
        return _cf.recv(like, self.attrs["src_rank"], self.attrs["group"],
                                 self.attrs["sr_tag"])


class AlltoAll(Primitive):
    """``ops.AlltoAll(split_count, split_dim, concat_dim, group)(x)``: ``x`` cut into
    ``split_count`` (the group size) blocks along ``split_dim``, block i to rank i; the blocks
    received are concatenated along ``concat_dim`` in rank order."""

    @prim_attr_register
    def __init__(self, split_count, split_dim, concat_dim, group=_WORLD):
        for v in (split_count, split_dim, concat_dim):    # 2.10's text names the class
            if isinstance(v, bool) or not isinstance(v, int):
                raise TypeError(f"The type of '{int}' must be 'int', but got "
                                f"'{type(v).__name__}'.")
        _check("AlltoAll", None, group)

    def __call__(self, x):
        x = _eager("AlltoAll", x)
        a = self.attrs
        size = _cc._group("AlltoAll", a["group"]).size
        if a["split_count"] != size:
            raise ValueError(f"For 'AlltoAll', 'split_count' must equal the group size {size}, "
                             f"but got {a['split_count']}.")
        if x.shape[a["split_dim"]] % size:
            raise ValueError(f"For 'AlltoAll', the input's dimension {a['split_dim']} "
                             f"({x.shape[a['split_dim']]}) must be divisible by split_count "
                             f"{size}.")
        blocks = [Tensor(b) for b in np.split(x.asnumpy(), size, a["split_dim"])]
        return Tensor(np.concatenate(_cf._all_to_all("AlltoAll", blocks, a["group"]),
                                     a["concat_dim"]))


class AlltoAllV(Primitive):
    """``ops.AlltoAllV(group, block_size)(x, send_numel_list, recv_numel_list)``: the 1-D
    ``x`` cut into ``send_numel_list[j] * block_size`` elements for rank j; the parts received
    (``recv_numel_list[i] * block_size`` from rank i) concatenated."""

    @prim_attr_register
    def __init__(self, group=_WORLD, block_size=1):
        _check("AlltoAllV", None, group)
        _int("AlltoAllV", "block_size", block_size)

    def __call__(self, x, send_numel_list, recv_numel_list):
        x, b = _flat("AlltoAllV", x), self.attrs["block_size"]
        send = [n * b for n in _sizes("AlltoAllV", "send_numel_list", send_numel_list)]
        recv = [n * b for n in _sizes("AlltoAllV", "recv_numel_list", recv_numel_list)]
        out = _cf._all_to_all_single("AlltoAllV", (sum(recv),), x, recv, send,
                                              self.attrs["group"])
        return _out(out, out.dtype)


class AlltoAllVC(Primitive):
    """``ops.AlltoAllVC(group, block_size, transpose)(x, send_count_matrix)``:
    ``send_count_matrix[i * size + j] * block_size`` elements of rank i's 1-D ``x`` go to rank
    j (``transpose``: the matrix is read transposed); the parts received concatenated."""

    @prim_attr_register
    def __init__(self, group=_WORLD, block_size=1, transpose=False):
        _check("AlltoAllVC", None, group)
        _int("AlltoAllVC", "block_size", block_size)
        if not isinstance(transpose, bool):
            raise TypeError(f"For 'AlltoAllVC', the 'transpose' must be a bool, but got "
                            f"{type(transpose).__name__}.")

    def __call__(self, x, send_count_matrix):
        x, a = _flat("AlltoAllVC", x), self.attrs
        g = _cc._group("AlltoAllVC", a["group"])
        flat = _sizes("AlltoAllVC", "send_count_matrix", send_count_matrix)
        if len(flat) != g.size * g.size:
            raise ValueError(f"For 'AlltoAllVC', 'send_count_matrix' must hold {g.size}x{g.size}"
                             f" counts, but got {len(flat)}.")
        counts = np.array(flat).reshape(g.size, g.size) * a["block_size"]
        counts = counts.T if a["transpose"] else counts
        recv = counts[:, g.rank].tolist()
        out = _cf._all_to_all_single("AlltoAllVC", (sum(recv),), x, recv,
                                    counts[g.rank].tolist(), a["group"])
        return _out(out, out.dtype)


class AllGatherV(Primitive):
    """``ops.AllGatherV(group)(x, output_split_sizes)``: every rank's 1-D ``x`` (rank i's has
    ``output_split_sizes[i]`` elements) concatenated."""

    @prim_attr_register
    def __init__(self, group=_WORLD):
        _check("AllGatherV", None, group)

    def __call__(self, x, output_split_sizes):
        x = _flat("AllGatherV", x)
        g = _cc._group("AllGatherV", self.attrs["group"])
        sizes = _sizes("AllGatherV", "output_split_sizes", output_split_sizes)
        parts = _cc._all_arrays("AllGatherV", x.asnumpy(), g) if g.size > 1 else [x.asnumpy()]
        out = np.concatenate(_cf._checked_shapes("AllGatherV", parts, [(n,) for n in sizes]))
        return _out(out, out.dtype)


class ReduceScatterV(Primitive):
    """``ops.ReduceScatterV(op, group)(x, input_split_sizes)``: the ``op`` ('sum', 'min',
    'max') of every rank's 1-D ``x``, cut into ``input_split_sizes``; rank i gets part i."""

    @prim_attr_register
    def __init__(self, op=ReduceOp.SUM, group=_WORLD):
        _check("ReduceScatterV", op, group, has_op=True)

    def __call__(self, x, input_split_sizes):
        _late(self, "op")
        if self.attrs["op"] == ReduceOp.PROD:
            raise RuntimeError("For 'ReduceScatterV', the 'op' must be one of 'sum', 'min' or "
                               "'max' (PROD is not supported, as in MindSpore), but got 'prod'.")
        x = _flat("ReduceScatterV", x)
        g = _cc._group("ReduceScatterV", self.attrs["group"])
        sizes = _cf._splits("ReduceScatterV", _sizes("ReduceScatterV", "input_split_sizes",
                                                     input_split_sizes), x.shape[0], g.size,
                           "input")
        stacked = _cc._gathered("ReduceScatterV", x, g) if g.size > 1 else x.asnumpy()[None]
        whole = _cc._REDUCE[self.attrs["op"]](stacked, axis=0)
        return _out(np.split(whole, np.cumsum(sizes)[:-1])[g.rank], whole.dtype)


def _p2p_ops(label, op_types, remote_ranks, shapes, dtypes, group, sends):
    """The ``P2POp`` list of ``BatchISendIRecv``/``NeighborExchange``: the send Tensors in
    order for 'isend', a zero Tensor of the next receive shape and dtype for 'irecv'."""
    sends, recvs = iter(sends), iter(zip(shapes, dtypes))
    ops = []
    for kind, peer in zip(op_types, remote_ranks):
        if kind == "isend":
            tensor = next(sends, None)
            if tensor is None:
                raise RuntimeError(f"For '{label}', there are fewer input Tensors than 'isend' "
                                   "ops.")
        else:
            shape, dtype = next(recvs)
            tensor = Tensor(np.zeros(shape, dtype_to_nptype(dtype)))
        ops.append(_cf.P2POp(kind, _tensor(tensor), peer, group))
    return _cf._batch(ops)


class BatchISendIRecv(Primitive):
    """``ops.BatchISendIRecv(op_types, remote_ranks, receive_shapes, receive_dtypes,
    group)(inputs)``: the sends ('isend' in ``op_types``) of ``inputs`` and the receives
    ('irecv', of the next shape and dtype) with the world ranks ``remote_ranks``; returns one
    Tensor per op (a scalar 0 for a send, with no meaning)."""

    @prim_attr_register
    def __init__(self, op_types, remote_ranks, receive_shapes=None, receive_dtypes=None,
                 group=_WORLD):
        _check("BatchISendIRecv", None, group)
        for name, v in (("op_types", op_types), ("remote_ranks", remote_ranks),
                        ("receive_shapes", receive_shapes or ()),
                        ("receive_dtypes", receive_dtypes or ())):
            if not isinstance(v, (list, tuple)):
                raise TypeError(f"For 'BatchISendIRecv', the '{name}' must be a tuple or list, "
                                f"but got {type(v).__name__}.")
        if len(op_types) != len(remote_ranks):
            raise ValueError("length of op_types and remote_ranks must be the same.")
        if len(receive_shapes or ()) != len(receive_dtypes or ()):
            raise ValueError("length of receive_shapes and receive_dtypes must be the same.")
        if any(t not in ("isend", "irecv") for t in op_types):
            raise ValueError(f"For 'BatchISendIRecv', 'op_types' must hold 'isend' or 'irecv', "
                             f"but got {list(op_types)}.")
        if list(op_types).count("irecv") != len(receive_shapes or ()):
            raise ValueError("For 'BatchISendIRecv', 'receive_shapes' must hold one shape per "
                             "'irecv' op.")

    def __call__(self, inputs):
        a = self.attrs
        sends = [t for t in (inputs or ()) if t is not None]
        if len(sends) != list(a["op_types"]).count("isend"):
            raise RuntimeError("For 'BatchISendIRecv', the number of input Tensors must equal "
                               f"the number of 'isend' ops, but got {len(sends)}.")
        return tuple(_p2p_ops("BatchISendIRecv", a["op_types"], a["remote_ranks"],
                              a["receive_shapes"] or (), a["receive_dtypes"] or (), a["group"],
                              sends))


class NeighborExchange(Primitive):
    """``ops.NeighborExchange(send_rank_ids, recv_rank_ids, recv_shapes, send_shapes,
    recv_type, group)(inputs)``: ``inputs[i]`` goes to world rank ``send_rank_ids[i]``; returns
    the tuple of Tensors (shapes ``recv_shapes``, dtype ``recv_type``) received from
    ``recv_rank_ids``."""

    @prim_attr_register
    def __init__(self, send_rank_ids, recv_rank_ids, recv_shapes, send_shapes, recv_type,
                 group=_WORLD):
        """The attributes are checked when it is called, as 2.10 checks them while compiling."""

    def __call__(self, inputs):
        a = self.attrs
        _neighbor_check.check_attrs(a)
        inputs = tuple(inputs)
        _neighbor_check.check_inputs(a, inputs)
        inputs = tuple(_eager("NeighborExchange", t) for t in inputs)
        kinds = ["isend"] * len(inputs) + ["irecv"] * len(a["recv_rank_ids"])
        got = _p2p_ops("NeighborExchange", kinds, [*a["send_rank_ids"], *a["recv_rank_ids"]],
                       a["recv_shapes"], [a["recv_type"]] * len(a["recv_rank_ids"]), a["group"],
                       inputs)
        return tuple(got[len(inputs):])


class _VirtualDataset(Primitive):
    """MindSpore's private marker of a network's inputs as the dataset's, for the auto-parallel
    strategy search; minicell shards the batch from the dataset strategy itself, so
    ``_VirtualDataset()(*inputs)`` gives the inputs back as a tuple."""

    @prim_attr_register
    def __init__(self):
        self.add_prim_attr("order_enforce_skip", True)

    def __call__(self, *inputs):
        return inputs


from ._table import declare  # noqa: E402
from .comm_ops_neighbor import NeighborExchangeV2  # noqa: E402

for _prim in (AllReduce, AllGather, Broadcast, ReduceScatter, Reduce, CollectiveGather,
              CollectiveScatter, Barrier, Send, Receive, AlltoAll, AlltoAllV, AlltoAllVC,
              AllGatherV, ReduceScatterV, BatchISendIRecv, NeighborExchange,
              NeighborExchangeV2):
    declare(None, prim=_prim, module="comm_ops")
