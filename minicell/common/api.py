"""``mindspore.common.api``'s public names, at the module path real code imports them from
(``from mindspore.common.api import jit``). A facade over the compiler: it sits at the top
layer, like the package root."""
import weakref

from ..common.parameter import Parameter  # noqa: F401
from ..common.tensor import Tensor  # noqa: F401
from ..common.tensor_funcs import is_placeholder
from ..compiler.api import compile_cell as _compile_cell, compile_function as _compile_function
from ..compiler.api import jit, ms_function, run_cell  # noqa: F401
from ..compiler.api import cell_ir as _cell_ir
from ..compiler.construct_trace import quote_output_node as _quote_output_node
from ..compiler.jit_options import JitConfig, jit_class  # noqa: F401
from ..device import ms_memory_recycle, set_recursion_limit, synchronize  # noqa: F401
from ..runtime.dispatch import state as _state
from ..runtime.no_grad import _no_grad  # noqa: F401  (2.10 defines it here)
from ..compiler.flops import alias_phase as _alias_phase, flops_collection  # noqa: F401

# MindSpore 2.10's registry of live Cells by id, each with its set of compiled phases
from ..nn._compile_cache import CELLS_COMPILE_CACHE as cells_compile_cache  # noqa: F401


class _PynativeExecutor:
    """The part of MindSpore's private ``_pynative_executor`` that scripts and tests call:
    ``sync()`` waits for the work issued so far, as ``mindspore.runtime.synchronize`` does;
    ``set_async_for_graph(flag)`` is accepted and changes nothing (JAX dispatches
    asynchronously in both modes already), as is ``set_creation_type(tensor, type)``."""

    @staticmethod
    def sync():
        synchronize()

    @staticmethod
    def set_async_for_graph(flag):
        del flag

    @staticmethod
    def set_creation_type(tensor, creation_type):
        """Mark how the view ``tensor`` was made (a ``_c_expression.CreationType``): minicell's
        in-place ops make no views, so nothing depends on it."""
        del tensor, creation_type

    # the manual first-order gradient protocol (set_grad_flag, check_run, new_graph,
    # end_graph, grad): the tape records by itself, so only ``grad`` does anything
    @staticmethod
    def set_grad_flag(flag):
        del flag

    @staticmethod
    def check_run(grad, obj, weights, grad_hash_id, *args, **kwargs):
        del grad, obj, weights, grad_hash_id, args, kwargs
        return True

    @staticmethod
    def new_graph(obj, *args, **kwargs):
        del obj, args, kwargs

    @staticmethod
    def end_graph(obj, output, *args, **kwargs):
        del obj, output, args, kwargs

    @staticmethod
    def grad(obj, grad, weights, grad_position, *args):
        """``grad(obj, weights)`` (a GradOperation) at ``args``: a first-order gradient, a
        constant to any enclosing gradient (MindSpore's create_graph=False)."""
        del grad_position
        saved, _state.tape = _state.tape, None
        try:
            fn = grad(obj) if weights is None else grad(obj, weights)
            return fn(*args)
        finally:
            _state.tape = saved


_pynative_executor = _PynativeExecutor()


class _CellGraphExecutor:
    """MindSpore's private graph executor object ``_cell_graph_executor``, as tests and tools
    call it: ``compile(cell, *inputs, phase='predict')`` builds ``cell``'s GRAPH_MODE graph for
    these inputs (in either mode, as ``Cell.compile``) and returns ``(full_phase, newly)``, the
    phase name keyed by the cell and the inputs' signature and whether it was compiled now;
    calling the executor (``_cell_graph_executor(cell, *inputs, phase=...)``) runs that graph,
    KeyError when it was not compiled first (MindSpore's). Parallel queries answer for one
    device: no sharding strategies."""

    def __init__(self):
        self._compiled = weakref.WeakKeyDictionary()  # cell -> {input signature: full phase}

    @staticmethod
    def _signature(args):
        return tuple((tuple(a.shape), str(a.dtype)) if isinstance(a, Tensor) else repr(a)
                     for a in args)

    def compile(self, obj, *args, phase="predict", **kwargs):
        if not hasattr(obj, "construct"):
            raise AttributeError(f"The class {type(obj).__name__} does not have method "
                                 f"construct")
        obj.check_names()
        if any(is_placeholder(a) for a in args):
            key = declare_dynamic(obj, args)
        else:
            key = _compile_shapes_first(obj, args, kwargs)
        full = f"{phase}.{id(obj)}.{hash(key) & 0xFFFFFFFF}"
        done = self._compiled.setdefault(obj, {})
        newly = full not in done.values()
        done[self._signature(args)] = full
        _alias_phase(obj, full)      # 2.10 names the Cell's graph so (``current_phase``)
        return full, newly

    @staticmethod
    def flops_collection(phase="train"):
        """The FLOPs of the graph compiled under ``phase`` (``ms.flops_collection``)."""
        return flops_collection(phase)

    def has_compiled(self, phase="predict"):
        return any(phase in full for done in self._compiled.values() for full in done.values())

    def __call__(self, obj, *args, phase="predict"):
        return self.run(obj, *args, phase=phase)

    def run(self, obj, *args, phase="predict"):
        full = self._compiled.get(obj, {}).get(self._signature(args))
        if full is None or not full.startswith(f"{phase}."):
            raise KeyError(f"{full or phase} graph is not exist.")
        return run_cell(obj, args, {})

    @staticmethod
    def _get_shard_strategy(obj):
        del obj
        return {}

    def del_net_res(self, obj, net_id=None):
        del net_id
        self._compiled.pop(obj, None)


def _compile_shapes_first(cell, args, kwargs):
    """``compile`` in a parallel mode before ``communication.init()``: 2.10 infers the graph's
    shapes before it asks for the communication backend, so a shape error (an axis out of range,
    shapes that do not broadcast) is raised first; the graph is traced stand-alone for that,
    then the parallel compile raises its RuntimeError, quoting construct and the line of the
    traced graph's output as 2.10's backend error does."""
    from ..parallel import _auto_parallel_context as apc, _mesh
    graph = None
    if apc.parallel_mode() != "stand_alone" and _mesh.world() is None:
        state = apc._auto_parallel_context.snapshot()
        apc.set_auto_parallel_context(parallel_mode="stand_alone", full_batch=False)
        try:
            _compile_cell(cell, args, kwargs)
            graph = _cell_ir(cell, args, kwargs)
        except NotImplementedError:     # minicell's own limits: not what 2.10 would report
            pass
        finally:
            apc._auto_parallel_context.restore(state)
    try:
        return _compile_cell(cell, args, kwargs)
    except RuntimeError as err:
        if graph is not None and "needs the communication group" in str(err):
            _quote_output_node(err, cell.construct, graph)     # 2.10 quotes construct
        raise


def declare_dynamic(cell, args):
    """``compile(cell, <placeholders>)``: MindSpore compiles one graph for the unknown sizes;
    minicell traces with concrete sizes, so the placeholders become the Cell's ``set_inputs``
    (each call is checked against them, and compiled for its sizes when first seen; not by
    ``Cell.compile``, which leaves ``get_inputs()`` as it was in 2.10). What can be checked
    without sizes is: a parallel mode needs the communication group."""
    from ..parallel import _mesh
    cell.set_inputs(*args)
    _mesh.current_mesh()
    return ("dynamic", _CellGraphExecutor._signature(args))


_cell_graph_executor = _CellGraphExecutor()


class _JitExecutor:
    """MindSpore's private executor of one ``jit`` function, as tests and tools call it:
    ``_JitExecutor(fn, ms_create_time)``; ``compile(method_name, *args)`` builds ``fn``'s graph
    for these inputs without running it and returns its phase name (inputs that share a graph,
    such as ``mutable`` scalars of different values, share the phase); calling the executor runs
    ``fn`` compiled. ``obj``: the Cell ``fn`` is a method of (passed first)."""

    def __init__(self, fn, ms_create_time, input_signature=None, obj=None, jit_config=None):
        del input_signature, jit_config
        self.fn, self.obj, self._create_time = fn, obj, ms_create_time
        self._jitted = jit(fn)

    def _args(self, args):
        return (self.obj, *args) if self.obj is not None else args

    def compile(self, method_name, *args, **kwargs):
        key = _compile_function(self._jitted, self._args(args), kwargs)
        return f"{method_name}.{self._create_time}.{hash(key) & 0xFFFFFFFF}"

    def __call__(self, *args, **kwargs):
        return self._jitted(*self._args(args), **kwargs)


def _no_recursive(callable_obj):
    """MindSpore's ``no_recursive`` decorator (a Cell class, function or method): the flag
    skips MindSpore's check for recursive calls while compiling; minicell's compiler makes no
    such check, so the flag is only recorded (``_mindspore_flags``). Anything else is 2.10's
    TypeError."""
    import inspect
    from ..nn.cell import Cell
    from ..ops.f_helpers import add_flags
    if not (inspect.isclass(callable_obj) and issubclass(callable_obj, Cell)) and \
            not inspect.ismethod(callable_obj) and not inspect.isfunction(callable_obj):
        raise TypeError(f"Decorator no_recursive is used for callable object, but got "
                        f"{callable_obj}.")
    return add_flags(callable_obj, no_recursive=True)
