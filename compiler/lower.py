"""Lower: IR -> one pure JAX function, jitted.

``f(param_arrays, inputs, rng_rows) -> (outputs, new_param_arrays)``, where ``rng_rows`` holds
one ``(global seed, op seed, counter)`` row per random draw (see ``Builder.next_key``). Registry
ops run through ``op.bind(attrs)`` (never per-op code); structural nodes (constants, PRNG keys,
cond, while, custom-bprop calls, in-graph gradients) have one rule each here. Sub-graphs read
the Vars of enclosing graphs through the environment (closures), which ``lax.cond`` and
``lax.while_loop`` accept. What one lowering needs to know beyond the node (whether it is being
differentiated, where run-time checks report their failures) travels in a ``LowerContext``
passed down explicitly; this module holds no mutable state.

>>> import minicell as ms
>>> from minicell.compiler.trace_entry import trace_function
>>> b, out = trace_function(lambda x: x + 1, (ms.Tensor([1.0]),), {}, "f")
>>> b.root.outputs = [out._data]
>>> run_graph(b.root, {b.input_vars[0].id: np.ones(1, np.float32)})[0]
[Array([2.], dtype=float32)]
"""
import functools

import jax
import jax.numpy as jnp
import numpy as np

from . import ir
from ..parallel import _compile as _parallel
from ..runtime.int_vjp import float_for, is_exact, link, link_results, passes_ints, refuse

_STRUCTURAL = {}
STAND_INS = "int stand-ins"    # the env entry run_graph keeps them in, under a vjp
RNG_KEYS = "rng keys"           # the env entry of the keys of all draws of a call (_rng_key)


class LowerContext:
    """What lowering passes down besides the node and the environment.

    ``differentiating``: the graph runs under ``jax.vjp`` (a tensor ``while`` is then a
    checkpointed custom vjp); ``backward_differentiating``: the backward pass of that vjp is itself
    differentiated (a gradient of a gradient), which decides how a custom ``bprop``'s loops
    lower; ``loop_checks``: ``(code, check)`` of every run-time check lowered in this context
    (an index range of ``compiler/checks.py``): ``code`` is a traced
    integer scalar, 0 when the check passed, and ``check.raise_for(code)`` raises its error. The
    owner of the context returns the first failure as extra outputs (``pack_checks``), which
    the call path raises after the step (``raise_failed``).
    """

    __slots__ = ("differentiating", "backward_differentiating", "loop_checks")

    def __init__(self, differentiating=False, backward_differentiating=False):
        self.differentiating = differentiating
        self.backward_differentiating = backward_differentiating
        self.loop_checks = []

    def nested(self):
        """A fresh context (no flags yet) for a region whose lowering returns its flags."""
        return LowerContext(self.differentiating, self.backward_differentiating)

    def under_vjp(self):
        """The context of a graph differentiated by ``jax.vjp`` lowered in this one."""
        return LowerContext(True, self.differentiating)

    def backward(self):
        """The context of a custom ``bprop`` run by the backward pass of the enclosing vjp."""
        return LowerContext(self.backward_differentiating, self.backward_differentiating)


def rule(structural):
    def deco(fn):
        _STRUCTURAL[structural] = fn
        return fn
    return deco


def _get(env, v):
    return env[v.id] if isinstance(v, ir.Var) else v


def _operand(env, v):
    """An op's input: a Python float literal is opaque to XLA, as an eager kernel's traced
    scalar is. XLA's algebraic simplifier would fold ``(x * c1) * c2`` into ``x * (c1 * c2)``
    (sums and quotients alike), where PYNATIVE_MODE rounds each step, as 2.10's modes do:
    ``x * 1e4 * 10`` in float16 is inf only where ``x * 1e4`` overflows."""
    if isinstance(v, ir.Var):
        return env[v.id]
    return jax.lax.optimization_barrier(v) if type(v) is float else v


def run_graph(graph, env, args=(), ctx=None, stand_ins=None):
    """Evaluate ``graph`` with JAX values: ``env`` maps Var ids of enclosing graphs to values;
    ``ctx`` (a ``LowerContext``, default: not differentiated) collects masked-loop flags;
    ``stand_ins`` (under a vjp): float stand-ins of integer inputs, by Var id (_through_ints)."""
    if ctx is None:
        ctx = LowerContext()
    env = dict(env)
    for v, a in zip(graph.inputs, args):
        env[v.id] = a
    shadows = None
    if ctx.differentiating:        # Var id -> float stand-in of an integer (_through_ints)
        # a branch or body reads the stand-ins of the graphs around it, as it reads their values
        shadows = env[STAND_INS] = {**env.get(STAND_INS, {}), **(stand_ins or {})}
    for node in graph.nodes:
        op = node.op
        if isinstance(op, ir.Structural):
            outs = _STRUCTURAL[op](node, env, ctx)
        else:
            vals = [_operand(env, v) for v in node.inputs]
            outs = op.bind(node.attrs)(*vals)
            if shadows is not None and passes_ints(op):
                outs = _through_ints(node, vals, outs, shadows)
            elif shadows is not None and op.no_bprop:
                _refused(node, vals, outs, shadows)
            elif shadows is not None and op.multiple_results and op.differentiable:
                outs = _index_results(node, vals, outs, shadows)
        if len(node.outs) == 1 and not isinstance(outs, (tuple, list)):
            env[node.outs[0].id] = outs
        else:
            for o, val in zip(node.outs, outs):
                env[o.id] = val
    return [_get(env, v) for v in graph.outputs], env


def _through_ints(node, vals, out, shadows):
    """Under a vjp: the gradient through integer Tensors, as MindSpore's bprops pass it
    (``runtime/int_vjp.py``). An integer result of a float or of an integer on the gradient
    path gets a float stand-in in ``shadows``; a float result of such an integer is re-made
    by ``link`` so that the gradient reaches that integer's stand-in. Other ops are untouched."""
    ins = [shadows.get(v.id) if isinstance(v, ir.Var) else None
           for v in node.inputs] if shadows else [None] * len(vals)
    exact_out = is_exact(out.dtype)
    if not any(s is not None for s in ins) and not (
            exact_out and node.op.name == "cast" and not is_exact(jnp.result_type(vals[0]))):
        return out      # (of a float, only a cast makes an integer that carries a gradient)
    linked = link(node.op, node.attrs, vals, ins)
    if not exact_out:
        return linked
    shadows[node.outs[0].id] = linked
    return out


def _index_results(node, vals, outs, shadows):
    """Under a vjp: a multiple-result op of floats whose integer results (indices) can carry a
    gradient on (a cast to float): they get the float stand-ins of ``link_results``."""
    if not any(is_exact(o.dtype) for o in outs) or any(
            isinstance(v, ir.Var) and v.id in shadows for v in node.inputs) or all(
            is_exact(jnp.result_type(x)) for x in vals):
        return outs
    linked = link_results(node.op, node.attrs, vals)
    for o, val, s in zip(node.outs, outs, linked):
        if is_exact(val.dtype):
            shadows[o.id] = s
    return tuple(val if is_exact(val.dtype) else s for val, s in zip(outs, linked))


def _refused(node, vals, out, shadows):
    """Under a vjp: the integer results of an op 2.10 gives no bprop (``Op.no_bprop``) get
    stand-ins whose backward raises, when one of its inputs (a float, an integer's stand-in)
    is on the gradient path (an input that is not reaches no custom vjp: no error, as 2.10)."""
    ins = [shadows[v.id] if isinstance(v, ir.Var) and v.id in shadows else x
           for v, x in zip(node.inputs, vals)]
    ins = [x for x in ins if not is_exact(jnp.result_type(x))]
    if ins:
        for o, val in zip(node.outs, out if node.op.multiple_results else (out,)):
            if is_exact(val.dtype):
                shadows[o.id] = refuse(node.op, val, ins)


def stand_in(out, var, stand_ins):
    """The float that carries the gradient of the integer (bool) value ``out`` of ``var``: its
    stand-in, or a constant float of it when it has none (no gradient)."""
    s = stand_ins.get(var.id) if isinstance(var, ir.Var) else None
    if s is not None:
        return s
    out = jnp.asarray(out)
    return jax.lax.stop_gradient(out.astype(float_for(out.dtype)))


@rule(ir.CONST)
def _const(node, env, ctx):
    # a folded or captured numpy constant enters the trace as a JAX array: op impls are JAX
    # functions (``x.at[...]``, indexing with a traced index) and never see numpy arrays eagerly
    value = node.extra
    return jnp.asarray(value) if isinstance(value, np.ndarray) else value


@rule(ir.RNG_KEY)
def _rng_key(node, env, ctx):
    # the same function eager mode makes its keys with, on the row the call path filled from
    # the seed stream: both modes draw the same numbers
    from ..runtime.rng import _make_key
    attrs = dict(node.attrs)
    # inside scans (compiler/for_scan.py) the row is index + sum(iteration * draws per iteration)
    strides = attrs.get("strides", ())
    index = attrs["index"]
    for it, stride in zip(node.inputs[1:], strides):
        index = index + env[it.id] * stride
    if attrs.get("counted"):    # under tensor control flow: + the stream's draw count
        row = env[node.inputs[0].id][index]
        return _make_key(row[0], row[1], row[2] + env[node.inputs[-1].id])
    if RNG_KEYS in env:     # the call's keys, made at once (Lowered.pure)
        return env[RNG_KEYS][index]
    row = env[node.inputs[0].id][index]     # a custom bprop's graph sees only its free values
    return _make_key(row[0], row[1], row[2])


def _region(ctx, run):
    """Lower ``run(sub_ctx)`` inside a JAX sub-trace (a ``cond`` branch, a loop body).

    The check codes of that sub-trace must not leak out of it: the region returns its first
    failure as ``(which, code)`` (``pack_checks``), which ``_add_checks`` turns back into one
    code per check in the enclosing trace. Returns ``(outs, (which, code), checks)``.
    """
    sub = ctx.nested()
    outs = run(sub)
    return outs, pack_checks(sub.loop_checks), [check for _, check in sub.loop_checks]


def pack_checks(checks):
    """``(which, code)`` of the first failed check: ``which`` (int32) is its position + 1 (0:
    all passed) and ``code`` (int64) its code."""
    if not checks:
        return jnp.zeros((), jnp.int32), jnp.zeros((), jnp.int64)
    codes = jnp.stack([jnp.asarray(c, jnp.int64) for c, _ in checks])
    k = jnp.argmax(codes != 0)
    return jnp.where(codes[k] != 0, k + 1, 0).astype(jnp.int32), codes[k]


def first_failure(codes):
    """The first nonzero entry of a batch of codes of one check (0 if none), e.g. under vmap."""
    flat = jnp.ravel(jnp.asarray(codes))
    return flat[jnp.argmax(flat != 0)]


def _keep_first(acc, new):
    """Accumulate ``(which, code)`` over loop steps: the first failure wins."""
    return tuple(jnp.where(acc[0] != 0, a, b) for a, b in zip(acc, new))


def _add_checks(ctx, packed, checks):
    which, code = packed
    for k, check in enumerate(checks):
        ctx.loop_checks.append((jnp.where(which == k + 1, code, 0), check))


@rule(ir.COND)
def _cond(node, env, ctx):
    tg, fg = node.subgraphs
    pred = env[node.inputs[0].id]
    checks = [[], []]
    none = pack_checks([])

    # under a vjp, the integer outputs' stand-ins leave the branches too (_through_ints)
    exact = [i for i, v in enumerate(node.outs) if ctx.differentiating and is_exact(v.dtype)]

    def run(g, sub):
        outs, env_g = run_graph(g, env, (), sub)
        return tuple(outs) + tuple(stand_in(outs[i], g.outputs[i], env_g[STAND_INS])
                                   for i in exact)

    def branch(g, side):
        def fn():
            outs, packed, checks[side] = _region(ctx, lambda sub: run(g, sub))
            return outs, (packed, none) if side == 0 else (none, packed)
        return fn
    outs, packed = jax.lax.cond(pred, branch(tg, 0), branch(fg, 1))
    _add_checks(ctx, packed[0], checks[0])
    _add_checks(ctx, packed[1], checks[1])
    n = len(node.outs)
    for i, s in zip(exact, outs[n:]):
        env[STAND_INS][node.outs[i].id] = s
    return outs[:n]


@rule(ir.WHILE)
def _while(node, env, ctx):
    cg, bg = node.subgraphs
    init = tuple(env[v.id] for v in node.inputs)
    n = len(init)
    checks = []
    # under a vjp, each integer the loop carries carries its float stand-in too (_through_ints)
    exact = [i for i, v in enumerate(node.outs) if ctx.differentiating and is_exact(v.dtype)]
    init += tuple(stand_in(init[i], node.inputs[i], env[STAND_INS]) for i in exact)

    def run(g, env_g, c, sub):
        if g is cg:
            return run_graph(cg, env_g, c[:n], sub)
        outs, env_b = run_graph(bg, env_g, c[:n], sub,
                                {bg.inputs[i].id: s for i, s in zip(exact, c[n:])})
        shadows = env_b.get(STAND_INS, {})
        return [*outs, *(stand_in(outs[i], bg.outputs[i], shadows) for i in exact)], env_b

    def finish(final):
        for i, s in zip(exact, final[n:]):
            env[STAND_INS][node.outs[i].id] = s
        return list(final[:n])

    def cond(c):
        # a check inside the condition itself has nowhere to report: its codes are dropped
        return run(cg, env, c, ctx.nested())[0][0]

    def body(c):
        outs, packed, checks[:] = _region(ctx, lambda sub: tuple(run(bg, env, c, sub)[0]))
        return outs, packed
    none = pack_checks([])
    if not ctx.differentiating:
        def wbody(cc):
            new, packed = body(cc[0])
            return new, _keep_first(cc[1], packed)
        final, packed = jax.lax.while_loop(lambda cc: cond(cc[0]), wbody, (init, none))
        _add_checks(ctx, packed, checks)
        return final

    from .while_grad import StepLimit, bounded_while, differentiable_while
    if ctx.backward_differentiating:
        # a gradient of a gradient: a bounded scan, differentiable to any order; a loop that
        # needs more steps is an error after the call, never a wrong result
        final, packed, unfinished = bounded_while(cond, body, init, none, _keep_first)
        _add_checks(ctx, packed, checks)
        ctx.loop_checks.append((unfinished.astype(jnp.int64), StepLimit(node.loc)))
        return finish(final)

    # differentiated: a custom_vjp with checkpoints, for any trip count (compiler/while_grad.py);
    # index checks inside its body are not reported (its regions lower in their own contexts)
    return finish(differentiable_while(
        cg, bg, env, init, run,
        lambda differentiating: LowerContext(differentiating, ctx.backward_differentiating),
        STAND_INS))


@rule(ir.SCAN)
def _scan(node, env, ctx):
    """``lax.scan`` over the iteration number (and the rows of the iterated tensor, or of the
    stacked Parameters of alike Cells, if any); the body graph's inputs are ``(k, *carried,
    *rows)``, its outputs the carried values and then the ``ys`` per-iteration ones (stacked).
    Differentiable in reverse mode as it is."""
    (bg,) = node.subgraphs
    attrs = dict(node.attrs)
    length, n_ys = attrs["length"], attrs.get("ys", 0)
    n_carry = len(node.outs) - n_ys
    init = tuple(_strong(env[v.id]) for v in node.inputs[:n_carry])
    xs = tuple(env[v.id] for v in node.inputs[n_carry:])
    checks = []

    def step(carry, x):
        state, acc = carry
        outs, packed, checks[:] = _region(
            ctx, lambda sub: tuple(run_graph(bg, env, (x[0], *state, *x[1:]), sub)[0]))
        carried = tuple(_strong(o) for o in outs[:n_carry])
        return (carried, _keep_first(acc, packed)), tuple(outs[n_carry:])
    (final, packed), ys = jax.lax.scan(step, (init, pack_checks([])),
                                       (jnp.arange(length, dtype=jnp.int32), *xs), length=length)
    _add_checks(ctx, packed, checks)
    return [*final, *ys]


def _strong(x):
    """``x`` without JAX's weak type (a scan carry must keep one exact type)."""
    return jax.lax.convert_element_type(x, jnp.result_type(x))


def raise_failed(which, code, checks):
    """After a call: raise the error of the first failed check (``pack_checks``), if any."""
    which = int(np.asarray(which))
    if which:
        checks[which - 1].raise_for(np.asarray(code))


@rule(ir.PRINT)
def _print(node, env, ctx):
    # a run-time check lowered before the print (a ``raise`` under a tensor condition, an index
    # check) that failed stops the call there, as in PYNATIVE_MODE: the print is skipped
    template, kwargs = node.extra
    failed = pack_checks(ctx.loop_checks)[0]

    def show(failed, *arrays):
        if not np.asarray(failed).any():
            from .printing import print_text
            print(print_text(template, arrays), **kwargs)
    jax.debug.callback(show, failed, *[env[v.id] for v in node.inputs], ordered=True)
    return ()


@rule(ir.CALL)
def _call(node, env, ctx):
    return node.extra.lower(node, env, ctx)


@rule(ir.GRAD)
def _grad(node, env, ctx):
    return node.extra.lower(node, env, ctx)


def _nothing(*args):
    """The call of a graph with no node and no Tensor output: no result."""
    return ()


class Lowered:
    """The jitted function of one traced graph plus what the call path needs to feed it."""

    def __init__(self, graph, params, input_vars, rng_var, written, out_leaves):
        self.graph = graph
        self.params = params              # Parameter objects, in input order
        self.param_vars = [v for _, v in params]
        self.input_vars = input_vars
        self.rng_var = rng_var
        self.written = written            # (index into params, final Var)
        self.out_leaves = out_leaves      # Vars, or Python values returned as they are
        self.out_vars = [v for v in out_leaves if isinstance(v, ir.Var)]
        # the run-time checks (index ranges), whose first failure is two extra
        # outputs; set when jax traces ``flat`` (the first call), before that call returns
        self.checks = []
        # Written Parameters' old buffers are donated: XLA reuses them for the new values (an
        # optimizer step then updates in place). The call path guarantees each donated buffer is
        # one nobody else holds (``compiler/call.py``: Parameter ownership).
        self.donated_idx = tuple(sorted(i for i, _ in written))
        # Flat positional arguments and results: jax's C++ dispatch then has no pytree to walk
        # (the steady-state call costs about what a hand-written jax.jit call costs).
        # jax.jit of ``flat``, for the device mesh when a parallel mode is set (minicell.parallel).
        # A graph of Python values only (every op folded while tracing, nothing written or
        # drawn: ``x & y`` of int arguments, compiled once per value) has nothing to run, and
        # an XLA compile per value cost ~40 ms each (MindSpore's ut bitwise test: 1,000 values)
        empty = not graph.nodes and not self.out_vars and not written and rng_var is None
        self.fn = _nothing if empty else _parallel.jit_graph(self)

    def flat(self, *args, differentiating=False):
        """``(*param_arrays, *inputs[, rng rows]) -> (*outputs[, which, code], *new params)``
        (``which, code``: the first failed run-time check, when the graph has checks)."""
        n_p, n_i = len(self.param_vars), len(self.input_vars)
        rng = args[n_p + n_i] if self.rng_var is not None else None
        outs, new_params = self.pure(args[:n_p], rng, args[n_p:n_p + n_i], differentiating)
        return (*outs, *new_params)

    bare = False     # set as jax traces ``flat_bare``: its one result comes back bare

    def flat_bare(self, *args):
        """``flat``, with a one-element result given back bare, not in a 1-tuple: the function
        ``fn`` jits (jax's C++ dispatch then builds no output tuple: ~3k of the ~65k machine
        instructions of a 200-op elementwise graph's steady call). ``bare`` says which."""
        outs = self.flat(*args)
        self.bare = len(outs) == 1
        return outs[0] if self.bare else outs

    def flat_under_vjp(self, *args):
        """``flat`` lowered to run under ``jax.vjp`` (a tensor ``while`` as a checkpointed
        custom vjp): a PYNATIVE tape's backward replays a recorded compiled call through it."""
        return self.flat(*args, differentiating=True)

    @functools.cached_property
    def has_while(self):
        """Whether a tensor ``while`` is lowered here (``lax.while_loop`` has no reverse mode)."""
        def walk(graph):
            return any(n.op is ir.WHILE or any(map(walk, n.subgraphs)) for n in graph.nodes)
        return walk(self.graph)

    def pure(self, param_arrays, rng, inputs, differentiating=False):
        env = {}
        for v, a in zip(self.param_vars, param_arrays):
            env[v.id] = a
        for v, a in zip(self.input_vars, inputs):
            env[v.id] = a
        if self.rng_var is not None:
            from ..runtime.rng import keys_of_rows
            env[self.rng_var.id] = rng
            env[RNG_KEYS] = keys_of_rows(rng)
        ctx = LowerContext(differentiating)
        _, env = run_graph(self.graph, env, (), ctx)
        if not differentiating:     # the forward call's checks (a replay's are not raised)
            self.checks = [check for _, check in ctx.loop_checks]
        outs = [env[v.id] for v in self.out_vars]
        new_params = [env[v.id] for _, v in self.written]
        if self.checks:
            # a failed check leaves every Parameter as it was: the donated buffers get the old
            # values back (a select XLA fuses into the update), then the call raises
            which, code = pack_checks(ctx.loop_checks)
            outs += [which, code]
            new_params = [jnp.where(which == 0, new, param_arrays[i])
                          for (i, _), new in zip(self.written, new_params)]
        return outs, new_params


__all__ = ["run_graph", "Lowered", "LowerContext", "rule", "STAND_INS", "stand_in"]
