"""Trace: run converted Python with symbolic tensors and record IR nodes (the Builder).

While a trace runs, ``dispatch.state.tracer`` is a ``Builder``, the GRAPH_MODE implementation of
the tracer protocol declared in ``runtime/tracer.py``: every op call lands in ``emit``, which
appends a Node (op, inputs, static attrs, output shape/dtype, the user's ``file:line``) to the
current graph and returns Tensors whose ``_data`` is a symbolic ``Var``. Parameters become inputs
of the root graph the first time they are touched (by identity), and writes to them
(``ops.assign``, ``self.p = v``) are tracked so later reads see the new value. Control flow
(``cond``/``while_loop``, called from ``compiler.control``) and gradients inside a graph
(``value_and_grad``, see ``compiler.grad``) trace sub-graphs.

>>> import minicell as ms
>>> from minicell.compiler.trace import trace_function
>>> b, out = trace_function(lambda x: x * 2 + 1, (ms.Tensor([1.0, 2.0]),), {}, "f")
>>> [n.op.name for n in b.root.nodes]
['mul', 'add']
"""
import contextlib
import functools
import types
import weakref

import jax
import numpy as np

from ..runtime.dispatch import (_SHAPE_ERROR as SHAPE_ERROR, as_number, axis_error, is_axis_err,
                                non_tensor_input_error, refuse_arrays)
from ..runtime.bool_arith import REFUSING as _BOOL_REFUSING, refuse as _refuse_bool
from ..runtime.param_write import assign_shape_error
from ..runtime.registry import get_op, freeze_attrs
from ..runtime.shape_rules import shape_rule
from . import errors, ir, numpy_scalars, scalars  # noqa: F401  (numpy_scalars: see there)
from .constexpr_memo import ConstexprValues
from .control import UNDEF
from .errors import GraphModeError
from .op_by_op import OpByOpError
from .rng_draws import Counted, count_var
from .scalars import SCALAR_ARITH as _SCALAR_ARITH, scalars_in, weak_inputs
from .tree import _state_types, _tensor_type, constant_array, flatten, is_leaf

_INFER_CACHE = {}


_FUNCTIONS = (types.FunctionType, types.MethodType, types.BuiltinFunctionType)


class Builder:
    """The GRAPH_MODE tracer: ``runtime.tracer.Tracer`` (see its docstrings) recording IR."""

    tracing = True
    array_priority = -1.0

    def __init__(self, name, root_cell=None):
        self.root = ir.Graph(name)
        self.graph = self.root
        self.params = {}          # id(param) -> (param, root input var)
        self.param_state = {}     # id(param) -> current Var (after assigns in this scope)
        self.tensor_writes = None  # in a cond branch: id -> (Tensor, data before the branch)
        self.outside_writes = {}   # id -> (Tensor, value before the trace): restore_outside_writes
        self.input_values = {}     # Var id -> this call's array or a constant's (islands probe)
        self.weight_phs = {}      # id(param) -> its placeholder in the gradients being traced
        self.rng_var = None       # root input: one (global seed, op seed, counter) row per draw
        self.rng_seeds = []       # op seed of each draw, in program order (see ``next_key``)
        # per graph (held weakly: a discarded probe trace's graph goes away with its
        # constants): id(array) -> (Var, array); the array is held, so its id stays unique
        self.consts = weakref.WeakKeyDictionary()
        self.hooked = []          # (path, kinds) of Cells whose hooks are skipped
        self.hook_deps = []       # (Parameter, its hook functions) run by gradients in the graph
        self.tensor_hooked = {}   # id -> Tensor hooked inside this trace (one hook each)
        self.kernelless_outs = set()   # ids of the Vars a kernel-less primitive's call made
        self.paths, self.cells_called, self.root_cell = {}, {}, root_cell   # id -> each Cell called
        if root_cell is not None:
            self.paths = {id(c): (p or type(root_cell).__name__)
                          for p, c in root_cell.cells_and_names()}
        self.draws_vary = 0       # > 0 inside a tensor `if`/`while`: draws count themselves
        self.py_attrs = {}        # (id(cell), name) -> [cell, name, value before, value after]
        self.forward_calls = {}   # top-level Cell calls: key -> {pid: (Var before, Var after)}
        self.forward_states = {}  # and key -> the Parameter values after that call
        self.boxed_inputs = set()  # ids of input Vars given inside a tuple/list argument
        self.dynamic_lists = {}   # id -> list made dynamic-length in place (dyn_seq.setslice)
        self.constexpr_values = ConstexprValues(self)   # ``@constexpr`` calls' values

    # ---- values ------------------------------------------------------------------------------
    def param_var(self, p):
        v = self.param_state.get(id(p))
        if v is not None:
            return v
        entry = self.params.get(id(p))
        if entry is None:
            arr = p.data_array()
            var = ir.Var(arr.shape, arr.dtype)
            self.root.add_input(var, p.name)
            entry = self.params[id(p)] = (p, var)
        return entry[1]

    def const(self, arr):
        consts = self.consts.get(self.graph)
        if consts is None:
            consts = self.consts[self.graph] = {}
        v = consts.get(id(arr))
        if v is None:
            arr_np = arr if isinstance(arr, (jax.Array, np.ndarray)) else np.asarray(arr)
            v = ir.Var(arr_np.shape, arr_np.dtype)
            self.graph.nodes.append(ir.Node(ir.CONST, (), (), (v,), errors.user_location(),
                                            extra=arr_np))
            consts[id(arr)], self.input_values[v.id] = (v, arr), arr_np   # (islands probe it)
            return v
        return v[0]

    def value(self, x):
        """A dispatch input -> Var (tensors, arrays) or a Python literal (scalars, None, ...)."""
        T = _tensor_type()
        if isinstance(x, T):
            if isinstance(x, _state_types()):
                return self.param_var(x)
            d = x._data if x._data is not None else constant_array(x)
            if isinstance(d, ir.Var):
                return d
            return self.const(d)
        if isinstance(x, (jax.Array, np.ndarray)):
            return self.const(x)
        if isinstance(x, (list, tuple)):
            if x and all(isinstance(e, T) for e in x) and \
                    len({(tuple(e.shape), str(e.dtype)) for e in x}) == 1:
                # same-shaped Tensors (graph ones too: a mutable tuple's) as one input: a stack
                from ..ops.functional import stack
                return self.value(stack(list(x)))
            leaves = jax.tree_util.tree_leaves(x, is_leaf=is_leaf)
            if any(isinstance(e, T) and isinstance(e._data, ir.Var) for e in leaves):
                raise GraphModeError("a list/tuple holding traced tensors was passed where one "
                                     "tensor is expected.",
                                     hint="stack the tensors first (ops.stack / ops.concat).")
            return self.const(T(x).data_array())
        if x is UNDEF:
            raise GraphModeError("a variable is used here that is not assigned on every path "
                                 "through a tensor-dependent `if`/`while` before this line.",
                                 hint="assign it before the `if`/`while` (or in every branch).")
        return as_number(x)

    def wrap(self, var):
        return _tensor_type()._from_array(var)

    # ---- the tracer protocol (runtime/tracer.py) -------------------------------------------------
    def emit(self, op, inputs, attrs=(), loc=None):
        if op.name in _SCALAR_ARITH and len(inputs) == 2:
            inputs = weak_inputs(inputs)     # a graph scalar promotes as a Python number
        refuse_arrays(op, inputs)     # a numpy array constant is refused, as 2.10's graph
        vals = [self.value(x) for x in inputs]
        if op.name in _BOOL_REFUSING:   # 2.10's graph Add/Sub take no Bool (m + m, m - True)
            _refuse_bool(op.name, vals, errors.OpTypeError)
        outs_aval = self.infer(op, vals, attrs)
        multiple = isinstance(outs_aval, (tuple, list))
        avals = list(outs_aval) if multiple else [outs_aval]
        outs = [ir.Var(a.shape, a.dtype, getattr(a, "weak_type", False)) for a in avals]
        self.graph.nodes.append(ir.Node(op, vals, attrs, outs, loc or errors.user_location()))
        if multiple or op.multiple_results:
            return tuple(self.wrap(o) for o in outs)
        out = self.wrap(outs[0])
        if op.name in _SCALAR_ARITH:        # Python scalar arithmetic stays a Python scalar
            scalars_in(inputs, out, op.name)
        return out

    def infer(self, op, vals, attrs):
        sig = tuple(("v", v.shape, v.dtype, v.weak_type) if isinstance(v, ir.Var)
                    else ("l", type(v), v) for v in vals)
        key = (op, attrs, sig)
        try:
            hit = _INFER_CACHE.get(key)
        except TypeError:   # an unhashable literal
            key, hit = None, None
        if hit is not None:
            return hit
        rule = shape_rule(op)
        if rule is not None and all(isinstance(v, ir.Var) or type(v) in (int, float)
                                    for v in vals):
            out = rule(vals, attrs)     # (None: eval_shape, below)
            if out is not None:
                if key is not None:
                    _INFER_CACHE[key] = out
                return out
        fn, arrays = bind_literals(op.bind(attrs), vals)
        # the op's cached jitted kernel traces ~3x faster than a fresh functools.partial; its
        # plain twin: the eager one's compile options are chosen by compiling a probe program
        shape_of = op.kernel(attrs, nested=True).eval_shape if len(arrays) == len(vals) else \
            functools.partial(jax.eval_shape, fn)
        try:
            out = shape_of(*[v.aval() for v in arrays])
        except Exception as err:  # noqa: BLE001  reported as in PYNATIVE_MODE (dispatch)
            none_err = non_tensor_input_error(op, vals)
            if none_err is not None:
                raise none_err from None
            axis_err = axis_error(op, vals, attrs) if is_axis_err(err) else None
            if axis_err is not None:
                raise errors.OpInputError(str(axis_err)) from None
            if not isinstance(err, (TypeError, ValueError)) or getattr(err, "as_is", False):
                raise getattr(err, "bannered", lambda: err)()   # checks.marked_error: graph text
            first = str(err).splitlines()[0]
            # the op's own check (MindSpore's "For 'Op'" / "For primitive[Op]"), not JAX's
            own = first.startswith(("For '", "For primitive["))
            # (JAX's own type error: TypeError as PYNATIVE_MODE's dispatch classes it)
            compile_err = (errors.OpInputError if own or not isinstance(err, TypeError) or
                           SHAPE_ERROR.search(first) else errors.OpTypeError)(
                first if own else f"For '{op.name}', the inputs are invalid ("   # own: 2.10's
                + "; ".join(_describe(v) for v in vals) + f"): {first}",       # graph text
                hint="check the shapes and dtypes of this op's inputs.")
            if isinstance(err, TypeError) and own:
                # the op's own type rule (e.g. MatMul's dtypes): a TypeError, as MindSpore and
                # PYNATIVE_MODE raise, with the compile error's text (it names the user's line)
                raise TypeError(str(compile_err)) from None
            raise compile_err from None
        if key is not None:
            _INFER_CACHE[key] = out
        return out

    def next_key(self, op_seed=None):
        """A symbolic PRNG key: the key eager mode would make for this draw.

        Each draw takes one row of the root input ``rng`` (uint32, one ``(global seed, op
        seed, counter)`` row per draw, in program order); the call path fills the rows from
        ``next_seed_pair(op_seed)`` as eager mode would, and lowering computes
        ``runtime.rng._make_key`` from the row, so both modes draw the same numbers.
        """
        if self.rng_var is None:
            self.rng_var = ir.Var((0, 3), np.uint32)
            self.root.add_input(self.rng_var, "rng")
        index = len(self.rng_seeds)
        count = count_var(self, op_seed)     # under tensor control flow (compiler/rng_draws.py)
        # an InstanceSeed keeps its instance's stream; a counted draw's row is peeked
        self.rng_seeds.append(op_seed if count is None else Counted(op_seed))
        self.rng_var.shape = (len(self.rng_seeds), 3)
        out = ir.Var((2,), np.uint32)
        attrs = {"op_seed": 0 if op_seed is None else int(op_seed), "index": index}
        inputs = (self.rng_var,) if count is None else (self.rng_var, count)
        if count is not None:
            attrs["counted"] = True
        self.graph.nodes.append(ir.Node(ir.RNG_KEY, inputs, freeze_attrs(attrs), (out,),
                                        errors.user_location()))
        return self.wrap(out)

    def rng_reset(self, mark):
        """Forget the draws after the first ``mark`` (a discarded or repeated trace)."""
        del self.rng_seeds[mark:]
        if self.rng_var is not None:
            self.rng_var.shape = (len(self.rng_seeds), 3)

    def assign(self, param, value):
        if tuple(value.shape) != tuple(param.shape) and not (value.size == 1 == param.size):
            # ``self.p = value`` (Cell.__setattr__'s set_data, which may reshape eagerly) is
            # 2.10's graph Assign here, with its rank/shape ValueError (measured)
            raise assign_shape_error(tuple(param.shape), tuple(value.shape))
        cur = self.param_var(param)
        if getattr(type(param), "_graph_attr", False):
            # a plain Tensor attribute written in place (``self.t[0] = v``, ``attr_state``): as
            # eagerly, where the Tensor takes the written value's history, the gradient flows
            self.param_state[id(param)] = self.value(value)
            return value
        new = self.emit(get_op("assign"), (self.wrap(cur), value))
        # A write cuts the gradient path into what was written (PYNATIVE writes a fresh array),
        # but later reads of a weight being differentiated count towards its gradient (2.10
        # differentiates the Parameter), as do those in a graph a PYNATIVE tape may replay (a
        # jit function; 2.10 measured: a jit method writing then reading a weight).
        new = self.emit(get_op("stop_gradient"), (new,))
        ph = self.weight_phs.get(id(param))
        if ph is not None:
            w = self.wrap(ph)
            new = new + (w - self.emit(get_op("stop_gradient"), (w,)))
        elif id(param) in self.params:
            w = self.wrap(self.params[id(param)][1])
            new = self.emit(get_op("write_tensor"), (w, new))
        self.param_state[id(param)] = new._data
        return new

    def tensor_written(self, tensor):
        if self.tensor_writes is not None and id(tensor) not in self.tensor_writes:
            self.tensor_writes[id(tensor)] = (tensor, tensor._data)
        if not isinstance(tensor._data, ir.Var):     # made before the trace (or a constant)
            self.outside_writes.setdefault(id(tensor), (tensor, tensor._data,
                                                        tensor._tape_node))

    def restore_outside_writes(self):
        """After the graph is built: a Tensor that held a value before the trace and was
        written in place by it (a module global, one in a list) gets that value back instead
        of keeping a compile-time one (Tensor attributes written so are graph state)."""
        for t, before, node in self.outside_writes.values():
            if isinstance(t._data, ir.Var):
                t._data, t._tape_node = before, node
        self.outside_writes = {}

    def param_snapshot(self, params):
        return [(id(p), self.param_state.get(id(p))) for p in params]

    def param_restore(self, snapshot):
        for pid, v in snapshot:
            if v is None:
                self.param_state.pop(pid, None)
            else:
                self.param_state[pid] = v

    def param_swap(self, param, value):
        self.param_state[id(param)] = self.value(value)

    def set_attr(self, cell, name, value):
        from .attr_state import set_attr
        return set_attr(self, cell, name, value)

    def call_cell(self, cell, args, kwargs):
        from .cells import call_cell
        return call_cell(self, cell, args, kwargs)

    def call_jit(self, fn, compiled, args, kwargs):
        from .source import convert
        return convert(fn)(*args, **kwargs)

    def depend(self, value, expr):
        """Each Tensor of ``value`` (a Tensor or a nested tuple/list of them, as MindSpore's
        Depend takes) ordered after every Tensor of ``expr``."""
        T = _tensor_type()
        exprs = [e for e in flatten(expr)[0] if isinstance(e, T)]

        def after(v):
            for e in exprs:
                if id(getattr(e, "_data", None)) in self.kernelless_outs:
                    from .kernelless import depend_on_kernelless
                    v = depend_on_kernelless(self, v, e)
                else:
                    v = self.emit(get_op("depend"), (v, e))
            return v
        if isinstance(value, (list, tuple)):
            leaves, tree = flatten(value)
            return jax.tree_util.tree_unflatten(tree, [after(v) if isinstance(v, T) else v
                                                       for v in leaves])
        return after(value)

    def check_index(self, index, check):
        from .checks import emit_index_check
        emit_index_check(self, index, check)

    def shape_from_values(self, what):
        raise errors.data_dependent_shape_error(what)

    def compiles_gradient(self, fn):
        return True

    def scalar_kind(self, x):
        return scalars.scalar_kind(x)

    def number_needed(self, kind):
        raise OpByOpError(
            f"An argument here takes a Python {kind.__name__}, and the one given is "
            f"{kind.__name__}() of a tensor in construct: its value is known only when the graph "
            f"runs (2.10 takes it as a variable scalar).",
            hint="pass the tensor itself where the op takes one, or compute the number outside "
                 "construct; or run this Cell in PYNATIVE_MODE.")

    def sequence_length_unknown(self):
        return True

    def graph_keywords(self, what, kwargs):
        return None

    def signature_inputs(self, convert, args):
        return convert(args)

    def constexpr_arg(self, value):
        return None if isinstance(value, _FUNCTIONS) else value

    def side_effect(self, message):
        errors.warn_at(message, hint="compute the value with tensor ops and return it, or keep "
                                     "such bookkeeping outside construct.")

    def print(self, args, kwargs):
        from .pijit_breaks import emit_print
        emit_print(self, args, kwargs)

    def print_lines(self, args):
        self.print(args, {})  # the graph's print node already writes one argument per line

    def island(self, fn, values, kind, chains=()):
        from .islands import trace_island
        return trace_island(self, fn, values, kind, chains)

    def value_and_grad(self, fn, args, kwargs, positions, weights, has_aux=False, sens=None,
                       target_hooks=True):
        from .grad import trace_value_and_grad
        return trace_value_and_grad(self, fn, args, kwargs, positions, weights, has_aux, sens,
                                    target_hooks)

    def hook_backward(self, obj, args):
        """``HookBackward`` inside a graph: an identity, with the skipped-hook warning."""
        self.hooked.append((f"HookBackward({getattr(obj, '__name__', type(obj).__name__)})",
                            ("backward",)))
        return args[0] if len(args) == 1 else tuple(args)

    def tensor_hook(self, tensor, hook_fn):
        from .bprop import hooked
        hooked(self, tensor, hook_fn)

    # ---- sub-graphs ----------------------------------------------------------------------------
    def sub(self, name, fn, args, inputs=()):
        """Trace ``fn(*args)`` into a new graph nested in the current one."""
        g = ir.Graph(name, parent=self.graph)
        for v in inputs:
            g.add_input(v)
        with self.in_graph(g):
            out = fn(*args)
        return g, out

    @contextlib.contextmanager
    def in_graph(self, g):
        """Emit into ``g`` inside the ``with`` block (to finish a sub-graph), then return."""
        prev, self.graph = self.graph, g
        try:
            yield g
        finally:
            self.graph = prev

    def cond(self, pred, true_fn, false_fn, values, names, live, returns):
        from .control_trace import trace_cond
        return trace_cond(self, pred, true_fn, false_fn, values, names, live, returns)

    def choice(self, pred, true_fn, false_fn):
        from .control_trace import trace_choice
        return trace_choice(self, pred, true_fn, false_fn)

    def while_loop(self, cond_fn, body_fn, values, names, live):
        from .while_trace import trace_while
        return trace_while(self, cond_fn, body_fn, values, names, live)

    def as_called(self, fn):
        from .control import call
        return call(fn)

    def scan_for(self, iterable, body_fn, values, names, live, carry, stop, targets, target_kind,
                 inplace):
        from .for_scan import trace_for
        return trace_for(self, iterable, body_fn, values, names, live, carry, stop, targets,
                         target_kind, inplace)

    def as_var(self, x, graph_name="value"):
        """A branch/loop output as a Var of the current graph (numbers become constants)."""
        if isinstance(x, (bool, int, float)) and not isinstance(x, np.ndarray):
            return self.const(_tensor_type()(x).data_array())
        return self.value(x)


def bind_literals(fn, vals):
    """``fn`` with the non-Var inputs closed over; returns (fn of Vars only, the Vars)."""
    if all(isinstance(v, ir.Var) for v in vals):
        return fn, vals
    pos = [i for i, v in enumerate(vals) if isinstance(v, ir.Var)]
    template = list(vals)

    def bound(*arrays):
        full = list(template)
        for i, a in zip(pos, arrays):
            full[i] = a
        return fn(*full)
    return bound, [vals[i] for i in pos]


def _describe(v):
    if isinstance(v, ir.Var):
        return f"{v.type_str()}"
    return repr(v)
