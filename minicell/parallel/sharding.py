"""MindSpore's SEMI_AUTO_PARALLEL, as far as it maps onto ``jax.sharding``: ``ops.reshard``,
``Primitive.shard``, ``Cell.shard``, ``mindspore.shard`` and Parameter layouts.

MindSpore cuts each operator by its strategy and inserts the communication between operators
itself. minicell states the same layouts as sharding constraints (one ``reshard`` registry op,
``jax.lax.with_sharding_constraint`` over a ``Mesh`` of the group's devices, see
``layout.py``) and lets XLA's SPMD partitioner place the communication, so the numbers are those
of the one-device run whatever the layouts. It acts only where MindSpore's does: in
``SEMI_AUTO_PARALLEL`` or ``AUTO_PARALLEL`` after ``communication.init()`` with more than one
device; elsewhere every call here returns its input unchanged (MindSpore ignores strategies in
the other modes, and ``shard``/``reshard`` return at once on one device).

Both modes run the layouts: a graph holds ``reshard`` nodes; eagerly (PYNATIVE_MODE, where
MindSpore does not support ``shard``) the op's kernel places its output with that sharding, and
later eager ops run over the sharded arrays. A Parameter given a layout (``parameter_plan``,
``set_parameter_layout`` or a sharded Primitive's Parameter input) holds its array sharded; the
compiled step keeps it so (``parameter_sharding``, read by ``_compile.MeshCall`` for its in and
out shardings) and ``Parameter._set_array`` re-places any new value, e.g. a checkpoint load.

>>> import minicell as ms
>>> x = ms.Tensor([[1.0, 2.0]])
>>> ms.ops.reshard(x, Layout((1,), ("dp",))("dp", "None")) is x   # stand-alone: unchanged
True
"""
import functools
import warnings

import jax
import numpy as np

from ..common import parameter as _parameter
from ..common.parameter import Parameter
from ..common.tensor import Tensor
from ..runtime.dispatch import dispatch, state
from ..runtime.registry import freeze_attrs, register
from . import _mesh
from ._auto_parallel_context import ParallelMode, parallel_mode
from .layout import (Layout, check_layout, named_sharding, strategy_error, strategy_layouts,
                     tensor_layout)

_SHARDED_MODES = (ParallelMode.SEMI_AUTO_PARALLEL, ParallelMode.AUTO_PARALLEL)
# a Parameter made in these modes keeps its initializer lazy until its layout is known (2.10)
_parameter.keep_lazy = lambda: parallel_mode() in _SHARDED_MODES


def _devices_by_id():
    return {d.id: d for d in jax.devices()}


@register("reshard")
def _reshard(x, *, layout, devices):
    """Constrain ``x`` to ``layout`` over the devices with ids ``devices`` (rank order)."""
    by_id = _devices_by_id()
    return jax.lax.with_sharding_constraint(
        x, named_sharding(layout, [by_id[i] for i in devices]))


def group_devices():
    """The group's devices (rank order) when layouts apply: a sharded ``parallel_mode`` after
    ``init()`` with more than one device; else None (layouts are then ignored, as in MindSpore).
    A sharded mode without ``init()`` raises the RuntimeError of ``_mesh.current_mesh``."""
    if parallel_mode() not in _SHARDED_MODES:
        return None
    mesh = _mesh.current_mesh()
    if mesh.size == 1:
        return None
    return tuple(mesh.devices.flat)


def _constrain(x, layout, devices, what):
    check_layout(layout, x.shape, what, len(devices))
    attrs = freeze_attrs({"layout": layout, "devices": tuple(d.id for d in devices)})
    return dispatch(_reshard, (x,), attrs)


def reshard(tensor, layout):
    """``ops.reshard(tensor, layout)``: ``tensor``, laid out over the devices as ``layout`` says.

    MindSpore: a sharding constraint for its sharding propagation (graph mode only); returns the
    tensor itself on one device. minicell: ``jax.lax.with_sharding_constraint`` in a graph, a
    sharded copy eagerly; the tensor itself when layouts do not apply (see the module doc).

    >>> import minicell as ms
    >>> ms.ops.reshard(ms.Tensor([1.0, 2.0]), Layout((1,), ("dp",))("dp")).asnumpy()
    array([1., 2.], dtype=float32)
    """
    if not isinstance(tensor, Tensor):
        raise TypeError(f"Reshard takes in Tensor type as the first input param, but got: "
                        f"{type(tensor)}.")
    if not isinstance(layout, Layout):
        raise TypeError(f"Reshard only support type mindspore.parallel.Layout, but got: "
                        f"{type(layout)}.")
    devices = group_devices()
    if devices is None:
        return tensor
    return _constrain(tensor, layout, devices, "'reshard'")


# ---- Parameters -----------------------------------------------------------------------------------
def set_parameter_layout(param, layout, devices):
    """Give ``param`` the Layout ``layout``: its array is placed sharded now and stays so (a
    compiled step's new value and any later write are placed the same way)."""
    check_layout(layout, param.shape, f"the parameter '{param.name}'", len(devices))
    sharding = named_sharding(layout, devices)
    param.__dict__["_layout"] = layout
    param.__dict__["_sharding"] = sharding
    param._set_array(param.data_array())      # placed by Parameter._set_array


def parameter_layout(param):
    """The Layout ``param`` was given, or None (replicated / one device)."""
    return param.__dict__.get("_layout")


def share_layout(source, target):
    """Lay ``target`` (an optimizer state of Parameter ``source``, of its shape) out as
    ``source``, as MindSpore slices an optimizer's state like its Parameter."""
    sharding = source.__dict__.get("_sharding")
    if sharding is not None and target.shape == source.shape:
        target.__dict__["_layout"] = source.__dict__["_layout"]
        target.__dict__["_sharding"] = sharding
        target._set_array(target.data_array())


def host_array(tensor):
    """``tensor``'s whole value as a numpy array, also when it is cut over the devices of
    several processes (each process then gathers the others' slices: every process must call
    this, as every MindSpore rank calls ``save_checkpoint``)."""
    arr = tensor.data_array()
    if not arr.is_fully_addressable:
        from jax.experimental import multihost_utils
        return np.asarray(multihost_utils.process_allgather(arr, tiled=True))
    return np.asarray(arr)


def parameter_sharding(param):
    """The NamedSharding ``param`` lives on (on ``layout.group_mesh``), or None: read by the
    compiled step (``_compile.parameter_sharding``), whose input and output shardings of the
    Parameter are then this one."""
    return param.__dict__.get("_sharding")


def _apply_parameter_plan(cell, parameter_plan, devices):
    if parameter_plan is None:
        return
    if not isinstance(parameter_plan, dict):
        raise TypeError(f"For 'Shard', the 'parameter_plan' should be a dict or None, but got "
                        f"{type(parameter_plan).__name__}")
    params = {p.name: p for p in cell.trainable_params()}
    for key, value in parameter_plan.items():
        if not isinstance(key, str) or not isinstance(value, (tuple, Layout)):
            raise TypeError("For 'Shard', the type of each key and value in 'parameter_plan' "
                            f"must be str and tuple/Layout, but got {type(key).__name__} and "
                            f"{type(value).__name__}")
        param = params.get(key[len("self."):] if key.startswith("self.") else key)
        if param is None:
            warnings.warn(f"{key} is not exist, ignored its setting.", stacklevel=3)
            continue
        if parameter_layout(param) is not None:
            warnings.warn(f"The layout of parameter '{key}' has been set, current setting will "
                          f"be ignored.", stacklevel=3)
            continue
        if isinstance(value, tuple):
            _check_parameter_strategy(key, param.shape, value)
        layout = value if isinstance(value, Layout) else tensor_layout(value, len(devices))
        set_parameter_layout(param, layout, devices)


def _check_parameter_strategy(name, shape, strategy):
    if len(strategy) != len(shape):
        raise ValueError(f"For {name}, the length of param_strategy: {len(strategy)}, is not "
                         f"equal to param_shape len: {len(shape)}.")
    for i, (dim, cut) in enumerate(zip(shape, strategy)):
        if dim % cut:
            raise ValueError(f"For '{name}', the param_shape is {tuple(shape)} and the setting "
                             f"param_strategy is {strategy}. The param_shape[{i}]: {dim} cannot "
                             f"be divisible by param_strategy[{i}]: {cut}.")


# ---- strategies given by the user ----------------------------------------------------------------
_NESTED_STRATEGY = ("GroupedMatmul", "FusedInferAttentionScore", "Custom", "Index")


def check_strategy_type(strategy, what, prim=None):
    """``strategy`` must be a tuple of all tuples of ints or all Layouts (MindSpore's check);
    returns True for Layouts, False for tuples, None for ``()``. Primitive ``prim``'s strategy
    may nest tuples where 2.10 allows it (its ops with tuple inputs, ``self_define_shard``)."""
    if not isinstance(strategy, tuple):
        raise TypeError(f"{what} must be tuple type, but got:{type(strategy)}")
    nested = prim is not None and (prim.name in _NESTED_STRATEGY or
                                   prim.attrs.get("self_define_shard", False))
    kinds = set()
    for s in strategy:
        if isinstance(s, Layout):
            kinds.add(True)
        elif isinstance(s, tuple):
            bad = [v for v in s if not isinstance(v, int) or isinstance(v, bool)]
            if bad and not nested and prim is not None:     # 2.10's Primitive text (measured)
                raise TypeError(f"The {what}: {strategy} of {prim.name} is not valid, the value "
                                f"of strategy must be int type, but got:{type(bad[0])}")
            if bad and not nested:
                raise TypeError(f"The {what}: {strategy} is not valid, the value of strategy "
                                f"must be int type.")
            kinds.add(False)
        elif s is not None:
            raise TypeError(f"The element of strategy must be tuple/Layout type, but got:"
                            f"{type(s)}")
    if len(kinds) > 1:
        raise TypeError(f"{what} item must be all tuple type or all Layout type.")
    return kinds.pop() if kinds else None


def _tensors(values):
    return [i for i, v in enumerate(values) if isinstance(v, Tensor)]


def _constrain_all(name, values, strategies, devices, attrs=None, kind="input"):
    """``values`` with its Tensors (in order) constrained by ``strategies`` (a tuple of tuples
    or of Layouts; ``None`` entries leave a Tensor as it is)."""
    idx = _tensors(values)
    if len(strategies) != len(idx):
        raise strategy_error(name, strategies, f"strategy size: {len(strategies)} is not equal "
                                               f"to {kind}s size: {len(idx)}")
    given = [(i, s) for i, s in zip(idx, strategies) if s is not None]
    tuples = [(i, s) for i, s in given if not isinstance(s, Layout)]
    layouts = dict((i, s) for i, s in given if isinstance(s, Layout))
    if tuples:
        shapes = [values[i].shape for i, _ in tuples]
        found = strategy_layouts(name, [s for _, s in tuples], shapes, len(devices), attrs)
        layouts.update((i, lay) for (i, _), lay in zip(tuples, found))
    out = list(values)
    for i, layout in layouts.items():
        v = values[i]
        if isinstance(v, Parameter) and parameter_layout(v) is None:
            set_parameter_layout(v, layout, devices)     # the weight of a sharded op lives cut
        out[i] = _constrain(v, layout, devices, f"'{name}' {kind} {idx.index(i)}")
    return out


def _constrain_outputs(name, out, strategies, devices):
    if strategies is None:
        return out
    single = not isinstance(out, (tuple, list))
    res = _constrain_all(name, [out] if single else list(out), strategies, devices,
                         kind="output")
    return res[0] if single else type(out)(res)


# ---- Primitive.shard ---------------------------------------------------------------------------
def shard_primitive(prim, in_strategy=None, out_strategy=None):
    """``Primitive.shard(in_strategy, out_strategy)``: record the strategies (shown by
    ``repr`` as MindSpore does) and cut the Primitive's inputs/outputs by them when called."""
    if in_strategy is None and out_strategy is None:
        return prim
    is_layout = None
    if in_strategy is not None:
        is_layout = check_strategy_type(in_strategy, "in_strategy", prim)
    if out_strategy is not None:
        out_is_layout = check_strategy_type(out_strategy, "out_strategy", prim)
        if in_strategy is None:
            raise ValueError(f"The out_strategy of {prim.name} is {out_strategy}, need to set "
                             f"in_strategy, but got none")
        if out_is_layout is not None and is_layout is not None and out_is_layout != is_layout:
            raise ValueError("The in_strategy type must equal to the out_strategy type, one "
                             "using tuple(tuple) and the other using tuple(Layout) is not "
                             "allowed.")
    prefix = "layout" if is_layout else "strategy"
    if in_strategy is not None:
        prim.add_prim_attr(f"in_{prefix}", _shown(in_strategy))
    if out_strategy is not None:
        prim.add_prim_attr(f"out_{prefix}", _shown(out_strategy))
    prim.__dict__["_shard_strategies"] = (in_strategy, out_strategy)
    cls = type(prim)
    if not getattr(cls, "_sharded_primitive", False):
        prim.__class__ = _sharded_class(cls)
    return prim


def _shown(strategy):
    return tuple({k: v for k, v in s.to_dict().items() if k in ("device_matrix", "tensor_map")}
                 if isinstance(s, Layout) else s for s in strategy)


@functools.lru_cache(maxsize=None)
def _sharded_class(cls):
    """The subclass of ``cls`` a sharded Primitive instance becomes: its call cuts the inputs
    and outputs (unsharded instances keep the plain class and pay nothing)."""
    def __call__(self, *args):
        devices = group_devices()
        if devices is None:
            return cls.__call__(self, *args)
        ins, outs = self.__dict__["_shard_strategies"]
        attrs = self.attrs
        args = _constrain_all(self.name, args, ins, devices, attrs)
        return _constrain_outputs(self.name, cls.__call__(self, *args), outs, devices)
    return type(cls.__name__, (cls,), {"__call__": __call__, "_sharded_primitive": True,
                                       "__module__": cls.__module__, "__doc__": cls.__doc__,
                                       "__qualname__": cls.__qualname__})


# ---- Cell.shard and mindspore.shard -------------------------------------------------------------
def _check_shard_args(in_strategy, out_strategy):
    if not isinstance(in_strategy, tuple):
        raise TypeError(f"For 'Shard', the 'in_strategy' should be a tuple, but got "
                        f"{type(in_strategy).__name__}.")
    check_strategy_type(in_strategy, "in_strategy")
    if out_strategy is not None:
        if not isinstance(out_strategy, tuple):
            raise TypeError(f"For 'Shard', the 'out_strategy' should be None or tuple, but got "
                            f"{type(out_strategy).__name__}.")
        check_strategy_type(out_strategy, "out_strategy")


def _is_cell(fn):
    return hasattr(fn, "trainable_params")      # (nn sits above this module: no isinstance)


def _devices_unless_deferred(parameter_plan):
    """``group_devices()`` for ``shard``/``Cell.shard``; a sharded mode before ``init()``
    gives ``()`` instead of its RuntimeError when there is no ``parameter_plan`` to place now:
    2.10 makes the sharded function and fails where the network is compiled or run (the
    sharded call asks for the group again)."""
    try:
        return group_devices()
    except RuntimeError:
        if parameter_plan is not None:
            raise
        return ()


def _sharded_call(fn, name, in_strategy, out_strategy):
    """``fn`` with its Tensor arguments and results cut by the strategies. In a graph a
    function ``fn`` is traced as ``@jit`` functions are (converted, inlined), a Cell as any
    sub-Cell; eagerly ``fn`` runs as it is."""
    def call(*args, **kwargs):
        devices = group_devices()
        if devices is None:
            return fn(*args, **kwargs)
        args = _constrain_all(name, args, in_strategy, devices)
        out = fn(*args, **kwargs) if is_cell else state.tracer.call_jit(fn, fn, args, kwargs)
        return _constrain_outputs(name, out, out_strategy, devices)
    is_cell = _is_cell(fn)
    if not is_cell:
        functools.update_wrapper(call, fn, updated=())
    call.__minicell_noconvert__ = True       # traced as it is; ``fn`` inside is converted
    return call


def shard_cell(cell, in_strategy, out_strategy=None, parameter_plan=None):
    """``Cell.shard``: the Cell's inputs (and outputs) are cut by the strategies whenever it is
    called, in either mode, and the Parameters named in ``parameter_plan`` are placed cut.

    MindSpore returns at once on one device; so does minicell when layouts do not apply (see
    the module doc). Call it before the Cell's first call: a compiled graph is not redone."""
    devices = _devices_unless_deferred(parameter_plan)
    if devices is None:
        return
    _check_shard_args(in_strategy, out_strategy)
    if cell.__dict__.get("_in_strategy") is not None:
        warnings.warn(f"For '{type(cell).__name__}', 'Shard' has been configured more than once. "
                      f"The new in_strategy {in_strategy} and out_strategy {out_strategy} "
                      f"replace the existing ones.", stacklevel=3)
    _apply_parameter_plan(cell, parameter_plan, devices)
    construct = cell.__dict__.get("_unsharded_construct") or cell.construct
    object.__setattr__(cell, "_unsharded_construct", construct)
    object.__setattr__(cell, "construct", _sharded_call(construct, type(cell).__name__,
                                                        in_strategy, out_strategy))
    object.__setattr__(cell, "_in_strategy", in_strategy)
    object.__setattr__(cell, "_out_strategy", out_strategy)
    cell.__dict__["_compiled"].clear()


def shard(fn, in_strategy, out_strategy=None, parameter_plan=None):
    """``mindspore.shard(fn, in_strategy, out_strategy=None, parameter_plan=None)``: ``fn`` (a
    Cell or a function) with its inputs and outputs cut by the strategies.

    MindSpore returns ``fn`` itself on one device and a compiled function otherwise; minicell
    returns ``fn`` when layouts do not apply, else a function that constrains the Tensors it
    receives and returns (traced into the graph in GRAPH_MODE, run eagerly in PYNATIVE_MODE).
    ``parameter_plan`` (a Cell only) places the named Parameters cut, as ``Cell.shard`` does.

    >>> import minicell as ms
    >>> add = shard(lambda x, y: x + y, in_strategy=((2, 1), (2, 1)))   # stand-alone: as is
    >>> add(ms.Tensor([1.0]), ms.Tensor([2.0])).asnumpy()
    array([3.], dtype=float32)
    """
    devices = _devices_unless_deferred(parameter_plan)
    if devices is None:
        return fn
    _check_shard_args(in_strategy, out_strategy)
    if parameter_plan is not None:
        if not _is_cell(fn):
            raise TypeError(f"If parameter_plan is set, type of fn must be mindspore.nn.Cell, "
                            f"but got {type(fn)}")
        _apply_parameter_plan(fn, parameter_plan, devices)
    name = type(fn).__name__ if _is_cell(fn) else getattr(fn, "__name__", "shard")
    return _sharded_call(fn, name, in_strategy, out_strategy)


__all__ = ["Layout", "shard", "reshard"]
