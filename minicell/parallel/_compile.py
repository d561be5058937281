"""How a compiled graph runs under the parallel context: the hooks the compiler calls.

Data parallel in minicell is *global-view* SPMD, JAX's model: a step is one program over the
global batch, compiled by ``jax.jit`` for the ``'data'`` mesh (``_mesh.current_mesh``) with the
batch split along its first axis and the Parameters (and optimizer state, which are Parameters)
replicated. XLA's SPMD partitioner then runs each device on its slice and inserts the
collectives itself: the gradient of a Parameter, a sum over the batch, becomes per-device partial
sums plus an all-reduce. Nothing in the graph changes, so the results are those of one device on
the same global batch.

- ``jit_graph(lowered)`` (``compiler/lower.py``): the jitted function of a traced graph. Stand-
  alone it is the plain ``jax.jit``; in a parallel mode a ``MeshCall`` that places the arguments
  first (host inputs split over ``'data'`` when their first axis divides evenly, else
  replicated; Parameters replicated) and pins written Parameters to their sharding.
- ``global_inputs(args)`` (``compiler/api.py``, at the compiled entries): with several processes
  each passes its own slice of the batch, as in MindSpore; the graph must be traced at the
  global shape (MindSpore does the same: it compiles data-parallel graphs at "full shapes", the
  local batch times the device number), so every Tensor argument with a first axis becomes a
  global ``jax.Array``, the concatenation of the processes' slices in rank order.
  (``dataset_strategy='full_batch'``: every process passes the whole batch; it is replicated.)
"""
import jax
from jax.sharding import NamedSharding, PartitionSpec

from ..runtime.xla_options import ROUND_TO_DTYPE, donating_graph_options
from . import _auto_parallel_context as _ctx
from . import _mesh
from . import sharding as _sharding
from . import strategy as _strategy

# XLA keeps a float16/bfloat16 result at float32 where a cast back to float32 consumes it
# ("excess precision"); MindSpore rounds every op's result to its dtype in both modes, as the
# eager kernels do (runtime/xla_options.py), so a compiled graph must too (fuzz14: int8 -
# bfloat16 folded into a float32 sum differed by the bfloat16 rounding between the modes)
GRAPH_COMPILER_OPTIONS = dict(ROUND_TO_DTYPE)


class MeshCall:
    """The flat jitted function of one graph, run over ``mesh``; called like ``jax.jit``'s."""

    def __init__(self, lowered, mesh):
        self.mesh = mesh
        self.multi = not all(d.process_index == jax.process_index()
                             for d in mesh.devices.flat)
        self.replicated = NamedSharding(mesh, PartitionSpec())
        batch = NamedSharding(mesh, _mesh.batch_spec(mesh))
        full_batch = _ctx.get_auto_parallel_context("full_batch")

        def input_sharding(var):
            split = (not self.multi and not full_batch and var.shape and
                     var.shape[0] % mesh.size == 0)
            return batch if split else self.replicated

        params = [p for p, _ in lowered.params]
        _strategy.record_compiled(params, mesh.size)       # the strategy file, when asked for
        self.shardings = ([parameter_sharding(p, mesh) for p in params] +
                          [input_sharding(v) for v in lowered.input_vars])
        self.n_written = len(lowered.written)
        written = [self.shardings[i] for i, _ in lowered.written]
        outputs = self.replicated if self.multi else None
        n_w = self.n_written

        def flat(*args):
            outs = lowered.flat(*args)
            head, new = outs[:len(outs) - n_w], outs[len(outs) - n_w:]
            if outputs is not None:       # several processes: every output whole on each
                head = [jax.lax.with_sharding_constraint(x, outputs) for x in head]
            new = [jax.lax.with_sharding_constraint(x, s) for x, s in zip(new, written)]
            return (*head, *new)

        self.jitted = jax.jit(flat, donate_argnums=lowered.donated_idx,
                              compiler_options=graph_options(lowered))

    def __call__(self, *args):
        shardings = self.shardings
        extra = len(args) - len(shardings)          # the RNG rows, replicated
        placed = [self.place(a, s) for a, s in
                  zip(args, shardings + [self.replicated] * extra)]
        outs = self.jitted(*placed)
        if self.multi and self.n_written:
            # Parameters keep this process's replica (a plain one-device array), so eager code
            # and checkpoints see an ordinary Parameter; the next step makes it global again.
            # A Parameter cut by a layout (sharding.py) stays global: no process holds it whole.
            n = len(outs) - self.n_written
            outs = (*outs[:n], *[x.addressable_data(0) if x.sharding.is_fully_replicated else x
                                 for x in outs[n:]])
        return outs

    def place(self, arr, sharding):
        """``arr`` on ``sharding``: left where it is when it is on the mesh already."""
        s = getattr(arr, "sharding", None)
        if isinstance(s, NamedSharding) and s.mesh == self.mesh:
            return arr
        if self.multi:     # this process's copy of a replicated value
            return jax.make_array_from_process_local_data(sharding, arr)
        return jax.device_put(arr, sharding)


def parameter_sharding(param, mesh):
    """Where ``param`` lives on ``mesh``: its layout's sharding when it was given one
    (SEMI_AUTO_PARALLEL, ``sharding.py``), else replicated (data parallel keeps a full copy of
    every Parameter, and so of the optimizer state, on each device)."""
    return _sharding.parameter_sharding(param) or NamedSharding(mesh, PartitionSpec())


def jit_graph(lowered):
    """``jax.jit`` of ``lowered.flat`` for the current parallel context (see the module)."""
    mesh = _mesh.current_mesh()
    if mesh is None:
        return jax.jit(lowered.flat_bare, donate_argnums=lowered.donated_idx,
                       compiler_options=graph_options(lowered))
    return MeshCall(lowered, mesh)


def graph_options(lowered):
    """XLA's options for ``lowered``: a program that donates Parameters' buffers also gets the
    copy analysis that lets an optimizer update them in place (``runtime/xla_options.py``)."""
    if lowered.donated_idx:
        return donating_graph_options(GRAPH_COMPILER_OPTIONS)
    return GRAPH_COMPILER_OPTIONS


class _Entry:
    """``active``: several processes in a parallel mode (read by the compiled entries)."""
    active = False


entry = _Entry()


def _refresh():
    world = _mesh.world()
    entry.active = (world is not None and world.multi_process and
                    _ctx.parallel_mode() != _ctx.ParallelMode.STAND_ALONE and
                    not _ctx.get_auto_parallel_context("full_batch"))


_ctx.on_change(_refresh)


def global_inputs(tree):
    """Every Tensor argument with a first axis -> the global batch of all processes' slices
    (see the module); others unchanged. Only called while ``entry.active``."""
    from ..common.parameter import Parameter
    from ..common.tensor import Tensor
    from ..compiler.tree import flatten
    mesh = _mesh.current_mesh()
    batch = NamedSharding(mesh, _mesh.batch_spec(mesh))
    leaves, treedef = flatten(tree)
    out = []
    for x in leaves:
        if isinstance(x, Tensor) and not isinstance(x, Parameter) and x.ndim:
            arr = x.data_array()
            if arr.is_fully_addressable:
                shape = (arr.shape[0] * mesh.size,) + tuple(arr.shape[1:])
                x = Tensor._from_array(
                    jax.make_array_from_process_local_data(batch, arr, shape))
        out.append(x)
    return jax.tree_util.tree_unflatten(treedef, out)
