"""The tracer protocol: everything that behaves differently in a GRAPH_MODE trace.

``dispatch.state.tracer`` is always set. Outside a trace it is ``EAGER`` (an ``EagerTracer``:
ops run at once, Parameters are written at once, PYNATIVE_MODE behaviour); while
``compiler.trace`` traces a ``construct`` or ``@jit`` function it is a ``compiler.trace.Builder``,
which implements the same methods by recording IR. Code that must act differently in a graph
calls ``state.tracer.<method>`` and never tests which tracer is installed; the mode is decided
in two places only: ``Cell.__call__`` (inline into the trace, compile, or run eagerly) and
``runtime.dispatch.dispatch`` (emit an IR node or run the op's kernel). This file is therefore
the whole contract between the front end and GRAPH_MODE.

(Like JAX, where the current trace decides how a primitive runs, not the primitive.)

>>> import minicell as ms
>>> from minicell.runtime.dispatch import state
>>> state.tracer is EAGER
True
>>> p = ms.Parameter(ms.Tensor([1.0]), name="p")
>>> state.tracer.assign(p, ms.Tensor([2.0])) is p
True
"""
import contextlib
from typing import Protocol

from . import cell_call as _cell_call
from . import hooks as _hooks
from . import mutable as _mutable
from . import rng as _rng
from . import tape as _tape
from . import dispatch as _dispatch
from .no_grad import check_grad_allowed
from .dispatch import GRAPH_MODE, state


class Tracer(Protocol):
    """What a tracer provides. ``tracing`` is False for ``EAGER``, True for a graph tracer."""

    tracing: bool
    # a Tensor's ``__array_priority__`` (``compiler.numpy_scalars``): below a numpy scalar's own
    # (-1e6) eagerly, where numpy computes ``np.float64(2) * x``; above it in a graph
    array_priority: float

    # ---- ops and calls -------------------------------------------------------------------------
    def emit(self, op, inputs, attrs):
        """Run the registry op ``op`` on ``inputs`` with frozen ``attrs``; the result Tensor(s).
        Called by ``dispatch`` (the hot path) only."""

    def call_cell(self, cell, args, kwargs):
        """``cell(*args, **kwargs)``: eagerly with hooks, custom bprop and the tape; in a graph,
        ``construct`` is traced inline (a custom bprop becomes a custom-vjp call node)."""

    def call_jit(self, fn, compiled, args, kwargs):
        """An ``@jit`` function ``fn`` is called: ``compiled(*args, **kwargs)`` compiles and runs
        it at top level; inside a trace ``fn`` is inlined into the graph being traced."""

    def value_and_grad(self, fn, args, kwargs, positions, weights, has_aux, sens):
        """``(outputs, input_grads, weight_grads)`` of ``fn`` (the core of ``ms.grad`` and
        ``GradOperation``); ``sens`` (None: ones) is the output cotangent (see
        ``runtime.grad_contract``). At top level it is compiled in GRAPH_MODE or for an ``@jit``
        ``fn`` and taped otherwise; inside a trace it is one gradient node of the graph."""

    def hook_backward(self, hook_fn, args):
        """``ops.HookBackward(hook_fn)(*args)``: identity; eagerly a tape node calling
        ``hook_fn`` with the gradients; in a graph the hook is skipped (with a warning)."""

    def tensor_hook(self, tensor, hook_fn):
        """``tensor.register_hook(hook_fn)`` (already added to ``tensor._hooks``): eagerly a
        tape node when ``tensor`` is an intermediate result; in a graph the hook is compiled
        in (an identity whose gradient passes through ``hook_fn``), as MindSpore 2.x does."""

    # ---- state ---------------------------------------------------------------------------------
    def assign(self, param, value):
        """Write ``value`` (a Tensor checked by ``runtime.param_write.write``) into the
        Parameter ``param``, cast to its dtype. Eagerly the data is replaced now; in a graph the
        write happens when the compiled graph runs and later reads in it see the new value."""

    def tensor_written(self, tensor):
        """Called just before a plain (non-Parameter) Tensor's data is replaced in place
        (``ops.assign``, ``AssignAdd``, ``t.add_()``, ``t[i] = v``). Eagerly nothing; in a graph
        a tensor-dependent ``if`` that writes it in a branch merges its two values."""

    def param_snapshot(self, params):
        """The values of the Parameters ``params`` now, for ``param_restore``."""

    def param_restore(self, snapshot):
        """Make the Parameters hold the values of ``param_snapshot`` again (``ops.vjp``'s
        ``vjp_fn`` replays the forward pass from the values it started with, and its writes
        are dropped: the forward pass writes once, as in MindSpore)."""

    def param_swap(self, param, value):
        """Until ``param_restore``, reads of ``param`` see the Tensor ``value``, whatever its
        dtype (a gradient differentiates an integer Parameter as a float one)."""

    def set_attr(self, cell, name, value):
        """``cell.<name> = value`` for a plain (non-Parameter, non-Cell) attribute: returns what
        to store. Eagerly ``value``; in a graph, for a traced Tensor, the attribute's graph
        state written with it (``compiler.attr_state``), else ``value`` with a warning (it is
        set at compile time only), or an error when a container holds traced tensors."""

    def depend(self, value, expr):
        """``ops.depend(value, expr)``: ``value``, ordered after ``expr``. Eager code runs in
        order already; in a graph ``depend`` nodes keep the order."""

    def next_key(self, op_seed=None):
        """A PRNG key (uint32[2]) for one random draw: from ``set_seed``'s stream eagerly, from
        the compiled function's RNG-state input in a graph (fresh numbers on each call)."""

    def compiles_gradient(self, fn):
        """Whether a gradient of ``fn`` taken here is compiled (a GRAPH_MODE or ``@jit`` one, or
        any inside a graph) rather than taped."""

    def scalar_kind(self, x):
        """``int``/``float``/``bool`` where the Tensor ``x`` stands for a Python number in a
        graph (an ``ms.mutable`` scalar input, ``x.item()``), else None (always eagerly)."""

    def number_needed(self, kind):
        """A graph scalar of Python type ``kind`` (``float(t)`` of a tensor in construct) is
        given where only a Python number will do: in a graph an ``OpByOpError`` (the signature
        runs op by op, where it is that number, as 2.10 takes such a variable scalar)."""

    def check_index(self, index, check):
        """The symbolic index Tensor ``index`` must pass the ``runtime.checks.IndexRange``
        ``check``: in a graph a check node that raises after the call (when index checks are
        on). Concrete indices are checked where they are given (``runtime.checks.check_index``),
        so the eager tracer only verifies."""

    # ---- Python in construct -------------------------------------------------------------------
    def shape_from_values(self, what):
        """Called before an op whose result shape depends on tensor values (``unique``,
        ``x[mask]``; ``what`` names it): nothing eagerly; in a graph a ``DataDependentShapeError``
        saying why and what to write instead."""

    def sequence_length_unknown(self):
        """Whether a dynamic-length sequence (``mutable(seq, True)``) has an unknown length
        here: in a graph, where its length and items are not known while compiling (MindSpore
        2.10's view: ``is_sequence_shape_unknown``, its ``SequenceAdd``/``ListAppend`` checks);
        eagerly never (it is a plain Python list or tuple)."""

    def graph_keywords(self, what, kwargs):
        """Keyword arguments a compiled graph binds and MindSpore's eager Python refuses
        (``ops.Partial()(f, x=1)``): eagerly 2.10's TypeError naming the first of ``kwargs``
        for ``what`` (a callable's name); in a graph nothing."""

    def signature_inputs(self, convert, args):
        """The inputs of a Primitive that declares ``__mindspore_signature__``: eagerly as they
        are (2.10's Python ``__call__``); in a graph ``convert(args)`` (its dtype groups
        promoted together, as 2.10's graph compiler does)."""

    def constexpr_arg(self, value):
        """A value handed to a ``@constexpr`` function: itself eagerly; in a graph a function
        (or method, builtin) arrives as None, as in MindSpore 2.10 (a graph has no value for it)."""

    def side_effect(self, message):
        """A Python side effect (``message`` says which) in code being run: nothing eagerly; in
        a graph a warning that it happens at compile time only."""

    def graph_operand_checks(self):
        """Whether MindSpore 2.10's GRAPH_MODE operand checks apply, which its graph compiler
        makes (and spells) differently from its PYNATIVE kernels (measured): ``mindspore.numpy``'s
        binary functions (``minicell/numpy/binary_checks.py``), the matrix products' dtype text
        (``ops/_operand_dtypes.py``), Tensor max/min's axis and add/sub's float-alpha texts
        (``ops/tensor_overloads.py``). In a graph True, eagerly False."""

    def launches_per_call_site(self):
        """Whether a stateful random kernel (``ops/kernel_launches.py``) keeps its launch count
        and generator state per call site, in buffers the compiled call writes back (a graph:
        True), or per Primitive instance and input signature (eagerly: False), as 2.10."""

    def copy_parameter(self, param):
        """``Parameter.copy()``: eagerly a new Parameter of the same name and flags (2.10,
        off the gradient path); in a graph a Tensor copy, differentiable (2.10's graph)."""

    def tag_prim(self, out, prim):
        """``out`` (a Tensor an op just made) is MindSpore 2.10's primitive ``prim``
        (``runtime/prim_tag.py``): eagerly nothing; in a graph recorded for its FLOPs count."""

    def graph_only(self, what, text=None, exc=RuntimeError):
        """Something MindSpore 2.10 runs only while compiling a graph (``ops.Morph``): eagerly
        its RuntimeError ``'<what> is only supported in GRAPH_MODE.'`` (``text``: another of
        its texts, ``exc``: another exception type); in a graph nothing."""

    def kernelless(self, prim, args):
        """A user primitive with no kernel, called on ``args``: in a graph a node of the
        outputs its inference gives, which fails only where its value is needed (its gradient
        may come from ``bprop_getters``); eagerly never called (the caller raises)."""

    def outer_setattr(self, obj, name, value):
        """``obj.<name> = value`` in converted code, ``obj`` a global or closure object the
        function neither takes nor binds: eagerly a plain ``setattr``; in a graph also recorded
        so that every call of the compiled graph sets it again (``compiler.outer_attrs``)."""

    def global_states(self, namespace, names):
        """Start of converted code declaring ``names`` global: eagerly nothing; in a graph each
        plain Tensor global of them becomes a state the graph reads and writes back
        (``compiler.global_state``)."""

    def set_global(self, namespace, name):
        """After ``name = ...`` in converted code declaring ``name`` global: eagerly nothing
        (the global holds the value); in a graph a traced Tensor goes into its state."""

    def sequence_order(self, op, left, right):
        """``left <op> right`` on two tuples or lists in converted code: eagerly (and on the
        host, in a numpy island) nothing; in a graph MindSpore's TypeError for an element that
        is no Python number (``compiler.seq_compare``)."""

    def scalar_variable(self, number):
        """``ms.mutable(number)`` in converted code: eagerly (and on the host) the number; in
        a graph a tensor standing for it, a variable rather than a constant."""

    def scalar_value(self, x):
        """The Python number the graph scalar ``x`` stands for where it is known while tracing
        (``ms.mutable(2)`` made in converted code: a sequence it repeats is repeated), else None
        (always eagerly)."""

    def dynamic_sequence(self, seq):
        """``seq``, a tuple or list made from a graph int (``[0] * n``), as one of unknown
        length: eagerly itself; in a graph a dynamic-length one of graph variables
        (``compiler.dyn_seq``)."""

    def print(self, args, kwargs):
        """``print(*args, **kwargs)`` in converted code: now eagerly; in a graph a print node
        (prints on every call of the compiled graph)."""

    def print_lines(self, args):
        """``ops.Print()(*args)`` / ``ops.print_``: each argument on its own line; now eagerly
        (a tensor as its repr); in a graph a print node in MindSpore's graph format, printing
        the values of every call (never read while compiling)."""

    def island(self, fn, values, kind, chains=()):
        """``fn(*values)``, Python that may read tensor values (``compiler.island_ast``): now
        eagerly; in a graph traced, or a numpy island run on the host by the compiled graph
        (``compiler.islands``). ``kind``: "read" (its code calls ``asnumpy()``), "print"
        (it only prints) or ""; ``chains``: the attribute chains it reads (``self.cnt``), whose
        Parameters an island reads as the graph's values."""

    # ---- tensor-dependent control flow (only reached with a symbolic condition) ----------------
    def cond(self, pred, true_fn, false_fn, values, names, live, returns):
        """A tensor-dependent ``if`` (see ``compiler.control.if_``): both branches traced."""

    def choice(self, pred, true_fn, false_fn):
        """``true_fn() if pred else false_fn()`` for a tensor ``pred`` (``and``/``or``/ifexp)."""

    def while_loop(self, cond_fn, body_fn, values, names, live):
        """A tensor-dependent ``while``: the loop variables after the loop."""

    def as_called(self, fn):
        """``fn`` as code this tracer runs calls it: eagerly ``fn`` itself; in a graph a user
        function converted like construct (``compiler.control.call``), so library code that
        calls back into user functions (``HyperMap``, ``MultitypeFuncGraph``) compiles their
        tensor control flow."""

    def scan_for(self, iterable, body_fn, values, names, live, carry, stop, targets, target_kind,
                 inplace):
        """A ``for`` loop before it unrolls (``compiler.control.for_``): ``(values, items)``,
        the loop variables after what this tracer ran as one loop node and the items left to
        unroll. Eagerly nothing: ``(values, iterable)``; in a graph a long loop over ``range``
        or a tensor's rows may become one ``scan`` node (``compiler.for_scan``)."""


def _no_symbolic(*_):
    raise RuntimeError("internal error: a tensor-dependent control-flow helper was called "
                       "outside a GRAPH_MODE trace (only traced tensors are symbolic)")


_UNSET = object()     # an attribute the journal found absent


class EagerTracer:
    """The tracer when no graph is being traced: PYNATIVE_MODE behaviour (and the top level of
    GRAPH_MODE, whose entry points compile). Imports of ``minicell`` are local: ``runtime``
    must not import it at module import."""

    tracing = False
    array_priority = -1e6
    # {id(param): (param, array before)} of the Parameters written while a top-level Cell call
    # runs: a call that raises puts them back, so a failed call changes no Parameter (a
    # BatchNorm's statistics, an optimizer's step, an ``ops.assign`` before the failing op);
    # {(id(cell), name): (cell, name, value before)} of the Tensor attributes construct set
    # (``self.h = h + x``), put back too, as GRAPH_MODE writes its attribute states only after
    # a call that succeeds
    _journal = None

    def __init__(self):
        self.tracing = False      # (an instance attribute: CPython specialises its reads)

    def emit(self, op, inputs, attrs):
        # ``dispatch`` runs an inlined fast path of this for EAGER and never calls it; this is
        # the general eager path, right whichever tracer is installed
        from .dispatch import _dispatch_slow
        return _dispatch_slow(op, inputs, attrs)

    def call_cell(self, cell, args, kwargs):
        if self._journal is not None:           # inside a call: the outermost one restores
            return _cell_call.eager_call(cell, args, kwargs)
        self._journal = journal = {}
        try:
            return _cell_call.eager_call(cell, args, kwargs)
        except BaseException:
            for key, entry in journal.items():
                if type(key) is tuple:          # a Tensor attribute construct set (set_attr)
                    cell, name, old = entry
                    if old is _UNSET:
                        cell.__dict__.pop(name, None)
                    else:
                        object.__setattr__(cell, name, old)
                else:
                    entry[0]._set_array(entry[1])
            raise
        finally:
            self._journal = None

    def call_jit(self, fn, compiled, args, kwargs):
        if state.tape is not None:
            _mutable.check_tracked_constants(args, kwargs, state.tape)
        return compiled(*args, **kwargs)

    # The two top-level gradient engines, ``(fn, args, kwargs, positions, weights, has_aux,
    # sens) -> (outputs, input_grads, weight_grads)``, live above runtime and are installed at
    # import by the modules that own them: the tape's (``minicell.autodiff``) and the
    # compiler's (``minicell.compiler.api``).
    eager_grad = graph_grad = None

    def value_and_grad(self, fn, args, kwargs, positions, weights, has_aux, sens):
        check_grad_allowed()
        engine = self.graph_grad if self.compiles_gradient(fn) else self.eager_grad
        outputs, igrads, wgrads = engine(fn, args, kwargs, positions, weights, has_aux, sens)
        # the Tensor hooks of the inputs and weights run on their final gradients, whichever
        # engine ran, as plain Python (MindSpore 2.x compiles them into GRAPH_MODE and @jit
        # gradients; a gradient taken inside a graph does so here too: ``compiler.grad``)
        return (outputs, _hooks.hooked_grads([args[p] for p in positions], igrads),
                _hooks.hooked_grads(weights, wgrads))

    def hook_backward(self, hook_fn, args):
        return _hooks.hook_backward_call(hook_fn, args)

    def tensor_hook(self, tensor, hook_fn):
        _hooks.eager_tensor_hook(tensor)

    def assign(self, param, value):
        journal = self._journal
        if journal is not None and id(param) not in journal:
            journal[id(param)] = (param, param.data_array())
        arr = value.data_array()
        target = param.dtype.np_dtype
        if arr.dtype != target:
            arr = arr.astype(target)
        if arr.shape != param.shape and arr.size == 1 == param.size:
            arr = arr.reshape(param.shape)        # the 1-element rule (see param_write)
        param._set_array(arr)
        return param

    def tensor_written(self, tensor):
        return None

    def param_snapshot(self, params):
        return [(p, p.data_array()) for p in params]

    def param_restore(self, snapshot):
        for p, arr in snapshot:
            p._set_array(arr)

    def param_swap(self, param, value):
        param._set_array(value.data_array())

    def set_attr(self, cell, name, value):
        journal = self._journal
        if journal is not None:
            old = cell.__dict__.get(name, _UNSET)
            T = _tape._tensor_type()
            if (isinstance(value, T) or isinstance(old, T)) and (id(cell), name) not in journal:
                journal[id(cell), name] = (cell, name, old)
        return value

    def depend(self, value, expr):
        return value

    def next_key(self, op_seed=None):
        return _rng.eager_key(op_seed)

    def compiles_gradient(self, fn):
        return state.mode == GRAPH_MODE or getattr(fn, "__minicell_jit__", False)

    def scalar_kind(self, x):
        return None

    def number_needed(self, kind):
        return None

    def check_index(self, index, check):
        check.verify(index.data_array())

    def shape_from_values(self, what):
        return None

    def sequence_length_unknown(self):
        return False

    def graph_keywords(self, what, kwargs):
        if kwargs:
            raise TypeError(f"{what}() got an unexpected keyword argument '{next(iter(kwargs))}'")

    def signature_inputs(self, convert, args):
        return args

    def constexpr_arg(self, value):
        return value

    def side_effect(self, message):
        return None

    def graph_operand_checks(self):
        return False

    def launches_per_call_site(self):
        return False

    def copy_parameter(self, param):
        return param.clone()

    def tag_prim(self, out, prim):
        return None

    def graph_only(self, what, text=None, exc=RuntimeError):
        raise exc(text or f"{what} is only supported in GRAPH_MODE.")

    def kernelless(self, prim, args):
        raise RuntimeError(f"Unsupported op [{prim.name}]: the primitive has no kernel.")

    def outer_setattr(self, obj, name, value):
        setattr(obj, name, value)

    def global_states(self, namespace, names):
        return None

    def set_global(self, namespace, name):
        return None

    def sequence_order(self, op, left, right):
        return None

    def scalar_variable(self, number):
        return number

    def scalar_value(self, x):
        return None

    def dynamic_sequence(self, seq):
        return seq

    def print(self, args, kwargs):
        print(*args, **kwargs)

    def print_lines(self, args):
        for x in args:
            print(repr(x) if isinstance(x, _dispatch.tensor_type()) else x)

    def island(self, fn, values, kind, chains=()):
        return fn(*values)

    cond = choice = while_loop = staticmethod(_no_symbolic)

    @staticmethod
    def as_called(fn):
        return fn

    @staticmethod
    def read_lambda(fn):
        """Raise GRAPH_MODE's refusal of a lambda it cannot read from its source
        (``compiler.source.read_lambda``, installed there); nothing without the compiler."""

    @staticmethod
    def scan_for(iterable, body_fn, values, names, live, carry, stop, targets, target_kind,
                 inplace):
        return values, iterable


EAGER = EagerTracer()
_dispatch.set_eager_tracer(EAGER)


@contextlib.contextmanager
def tracing(tracer):
    """Install ``tracer`` as ``state.tracer`` inside the ``with`` block (restored after, also on
    errors)."""
    prev = state.tracer
    state.tracer = tracer
    try:
        yield tracer
    finally:
        state.tracer = prev


__all__ = ["Tracer", "EagerTracer", "EAGER", "tracing"]
