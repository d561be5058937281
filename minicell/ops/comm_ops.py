"""``mindspore.ops``' collective Primitives: ``AllReduce``, ``AllGather``, ``Broadcast``,
``ReduceScatter`` and the ``ReduceOp`` names.

In MindSpore every rank is a process holding its own tensor. minicell runs data parallel in
JAX's global view (docs/data_parallel.md): a compiled step is one program over the whole batch,
so a value inside it already covers every rank's data: there ``AllReduce``, ``AllGather`` and
``Broadcast`` return their input (the per-rank sum of per-rank counts is the count over the
global batch; the gathered batch is the global batch). Eagerly, with one process per rank
(``msrun``), they combine the processes' tensors through ``communication.comm_func``. With one
rank they return what a one-rank group gives: the input.

>>> import minicell as ms
>>> ms.ops.AllReduce(ms.ops.ReduceOp.SUM)(ms.Tensor([1.0, 2.0])).asnumpy().tolist()
[1.0, 2.0]
"""
import sys

from ..parallel._mesh import world as _world
from .extra_debug import _concrete, _tensor
from .primitive import Primitive, prim_attr_register


class ReduceOp:
    """The reductions of ``AllReduce``/``ReduceScatter``."""
    SUM = "sum"
    MAX = "max"
    MIN = "min"
    PROD = "prod"
    AVG = "avg"


_OPS = ("sum", "max", "min", "prod")
_WORLD = "hccl_world_group"


def _check(label, op, group):
    if op is not None and op not in _OPS:
        raise TypeError(f"For '{label}', the 'op' must be one of {list(_OPS)} (ReduceOp.SUM, MAX, "
                        f"MIN, PROD), but got {op!r}.")
    if not isinstance(group, str):
        raise TypeError(f"For '{label}', the 'group' must be a str, but got "
                        f"{type(group).__name__}.")


def _per_process(x):
    """True when ``x`` is this process's own eager tensor and the world has several processes:
    the collective must combine the processes' tensors."""
    world = _world()
    return world is not None and world.multi_process and world.size > 1 and _concrete(x)


def _comm_func():
    return sys.modules["minicell.communication.comm_func"]


class AllReduce(Primitive):
    """``ops.AllReduce(op=ReduceOp.SUM, group)(x)``: the ``op`` of every rank's ``x``."""

    @prim_attr_register
    def __init__(self, op=ReduceOp.SUM, group=_WORLD):
        _check("AllReduce", op, group)

    def __call__(self, x):
        x = _tensor(x)
        if _per_process(x):
            return _comm_func().all_reduce(x, self.attrs["op"], self.attrs["group"])[0]
        return x


class AllGather(Primitive):
    """``ops.AllGather(group)(x)``: every rank's ``x`` concatenated along axis 0."""

    @prim_attr_register
    def __init__(self, group=_WORLD):
        _check("AllGather", None, group)

    def __call__(self, x):
        x = _tensor(x)
        if _per_process(x):
            return _comm_func().all_gather_into_tensor(x, self.attrs["group"])[0]
        return x


class Broadcast(Primitive):
    """``ops.Broadcast(root_rank, group)(inputs)``: the tuple of rank ``root_rank``'s
    tensors."""

    @prim_attr_register
    def __init__(self, root_rank, group=_WORLD):
        if isinstance(root_rank, bool) or not isinstance(root_rank, int) or root_rank < 0:
            raise TypeError(f"For 'Broadcast', the 'root_rank' must be a non-negative int, but "
                            f"got {root_rank!r}.")
        _check("Broadcast", None, group)

    def __call__(self, inputs):
        if not isinstance(inputs, (tuple, list)):
            raise TypeError(f"For 'Broadcast', the input must be a tuple of Tensors, but got "
                            f"{type(inputs).__name__}.")
        tensors = tuple(_tensor(x) for x in inputs)
        if tensors and _per_process(tensors[0]):
            return tuple(_comm_func().broadcast(x, self.attrs["root_rank"],
                                                self.attrs["group"]) for x in tensors)
        return tensors


class ReduceScatter(Primitive):
    """``ops.ReduceScatter(op, group)(x)``: the ``op`` of every rank's ``x``, split along axis
    0; rank i gets part i. Inside a compiled global-view program with several ranks there is no
    per-rank part to return, so that raises."""

    @prim_attr_register
    def __init__(self, op=ReduceOp.SUM, group=_WORLD):
        _check("ReduceScatter", op, group)

    def __call__(self, x):
        x = _tensor(x)
        if _per_process(x):
            return _comm_func().reduce_scatter_tensor(x, self.attrs["op"], self.attrs["group"])[0]
        world = _world()
        if world is not None and world.size > 1:
            raise RuntimeError("For 'ReduceScatter', minicell's data parallel step is one "
                               "global-view program (docs/data_parallel.md), which has no "
                               "per-rank part of a tensor to return; call it eagerly under msrun.")
        return x
