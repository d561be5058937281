"""Lower: IR -> one pure JAX function, jitted.

``f(param_arrays, inputs, rng_rows) -> (outputs, new_param_arrays)``, where ``rng_rows`` holds
one ``(global seed, op seed, counter)`` row per random draw (see ``Builder.next_key``). Registry
ops run through ``op.bind(attrs)`` (never per-op code); structural nodes (constants, PRNG keys,
cond, while, custom-bprop calls, in-graph gradients) have one rule each here. Sub-graphs read
the Vars of enclosing graphs through the environment (closures), which ``lax.cond`` and
``lax.while_loop`` accept. What one lowering needs to know beyond the node (whether it is being
differentiated, where masked loops report their step-limit flags) travels in a ``LowerContext``
passed down explicitly; this module holds no mutable state.

>>> import minicell as ms
>>> from minicell.compiler.trace import trace_function
>>> b, out = trace_function(lambda x: x + 1, (ms.Tensor([1.0]),), {}, "f")
>>> b.root.outputs = [out._data]
>>> run_graph(b.root, {b.input_vars[0].id: np.ones(1, np.float32)})[0]
[Array([2.], dtype=float32)]
"""
import jax
import jax.numpy as jnp
import numpy as np

from . import ir

_STRUCTURAL = {}


class LowerContext:
    """What lowering passes down besides the node and the environment.

    ``differentiating``: the graph runs under ``jax.vjp`` (a tensor ``while`` must then be a
    masked scan); ``backward_differentiating``: the backward pass of that vjp is itself
    differentiated (a gradient of a gradient), which decides how a custom ``bprop``'s loops
    lower; ``loop_checks``: ``(still-running flag, loc)`` of every masked loop lowered in this
    context, which its owner returns as extra outputs (see ``check_loop_limits``).
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


def run_graph(graph, env, args=(), ctx=None):
    """Evaluate ``graph`` with JAX values: ``env`` maps Var ids of enclosing graphs to values;
    ``ctx`` (a ``LowerContext``, default: not differentiated) collects masked-loop flags."""
    if ctx is None:
        ctx = LowerContext()
    env = dict(env)
    for v, a in zip(graph.inputs, args):
        env[v.id] = a
    for node in graph.nodes:
        op = node.op
        if isinstance(op, ir.Structural):
            outs = _STRUCTURAL[op](node, env, ctx)
        else:
            outs = op.bind(node.attrs)(*[_get(env, v) for v in node.inputs])
        if len(node.outs) == 1 and not isinstance(outs, (tuple, list)):
            env[node.outs[0].id] = outs
        else:
            for o, val in zip(node.outs, outs):
                env[o.id] = val
    return [_get(env, v) for v in graph.outputs], env


@rule(ir.CONST)
def _const(node, env, ctx):
    return node.extra


@rule(ir.RNG_KEY)
def _rng_key(node, env, ctx):
    # the same function eager mode makes its keys with, on the row the call path filled from
    # the seed stream: both modes draw the same numbers
    from ..runtime.rng import _make_key
    row = env[node.inputs[0].id][dict(node.attrs)["index"]]
    key = _make_key(row[0], row[1], row[2])
    for it in node.inputs[1:]:          # iteration counters of enclosing tensor while loops
        key = jax.random.fold_in(key, env[it.id])
    return key


def _region(ctx, run):
    """Lower ``run(sub_ctx)`` inside a JAX sub-trace (a ``cond`` branch, a loop body).

    The flags of the masked loops lowered there are values of that sub-trace and must not leak
    out of it: the region returns them as one int32 code (0: every loop finished, k: the k-th
    did not), which ``_add_checks`` turns back into flags in the enclosing trace. Returns
    ``(outs, code, locs)``.
    """
    sub = ctx.nested()
    outs = run(sub)
    if not sub.loop_checks:
        return outs, jnp.zeros((), jnp.int32), []
    flags = jnp.stack([jnp.asarray(f, bool) for f, _ in sub.loop_checks])
    code = jnp.where(jnp.any(flags), jnp.argmax(flags) + 1, 0).astype(jnp.int32)
    return outs, code, [loc for _, loc in sub.loop_checks]


def _add_checks(ctx, code, locs):
    for k, loc in enumerate(locs):
        ctx.loop_checks.append((code == k + 1, loc))


@rule(ir.COND)
def _cond(node, env, ctx):
    tg, fg = node.subgraphs
    pred = env[node.inputs[0].id]
    locs = [[], []]
    zero = jnp.zeros((), jnp.int32)

    def branch(g, side):
        def fn():
            outs, code, locs[side] = _region(ctx, lambda sub: tuple(run_graph(g, env, (), sub)[0]))
            return outs, (code, zero) if side == 0 else (zero, code)
        return fn
    outs, codes = jax.lax.cond(pred, branch(tg, 0), branch(fg, 1))
    _add_checks(ctx, codes[0], locs[0])
    _add_checks(ctx, codes[1], locs[1])
    return outs


# The step limit of the masked loops that ``check_loop_limits`` reports. A tensor-dependent
# while in a differentiated graph no longer has one (``compiler/while_grad.py``).
DIFF_WHILE_MAX = 1000


@rule(ir.WHILE)
def _while(node, env, ctx):
    cg, bg = node.subgraphs
    init = tuple(env[v.id] for v in node.inputs)
    locs = []

    def cond(c):
        # a loop inside the condition itself has nowhere to report: its flags are dropped
        return run_graph(cg, env, c, ctx.nested())[0][0]

    def body(c):
        outs, code, locs[:] = _region(ctx, lambda sub: tuple(run_graph(bg, env, c, sub)[0]))
        return outs, code
    zero = jnp.zeros((), jnp.int32)
    if not ctx.differentiating:
        def wbody(cc):
            new, code = body(cc[0])
            return new, jnp.maximum(cc[1], code)
        final, code = jax.lax.while_loop(lambda cc: cond(cc[0]), wbody, (init, zero))
        _add_checks(ctx, code, locs)
        return final

    # differentiated: a custom_vjp with checkpoints, for any trip count (compiler/while_grad.py)
    from .while_grad import differentiable_while
    return list(differentiable_while(
        cg, bg, env, init, run_graph,
        lambda differentiating: LowerContext(differentiating, ctx.backward_differentiating)))


def check_loop_limits(flags, locs):
    """Raise when a differentiated tensor ``while`` hit ``DIFF_WHILE_MAX`` steps unfinished."""
    for flag, loc in zip(flags, locs):
        if bool(np.asarray(flag)):
            from .errors import GraphModeError
            raise GraphModeError(
                f"this tensor-dependent `while` is differentiated in GRAPH_MODE, which runs it as "
                f"a masked loop of at most DIFF_WHILE_MAX = {DIFF_WHILE_MAX} steps, and it had "
                f"not finished after {DIFF_WHILE_MAX} steps (its result would be wrong).",
                hint="bound the loop (a `for` over range(n)), or raise "
                     "minicell.compiler.lower.DIFF_WHILE_MAX before compiling, or run in "
                     "PYNATIVE_MODE.", loc=loc)


@rule(ir.PRINT)
def _print(node, env, ctx):
    template, kwargs = node.extra

    def show(*arrays):
        from .printing import print_text
        print(print_text(template, arrays), **kwargs)
    jax.debug.callback(show, *[env[v.id] for v in node.inputs], ordered=True)
    return ()


@rule(ir.CALL)
def _call(node, env, ctx):
    return node.extra.lower(node, env, ctx)


@rule(ir.GRAD)
def _grad(node, env, ctx):
    return node.extra.lower(node, env, ctx)


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
        # the masked loops' locations, in the order of their flags among the outputs; set when
        # jax traces ``flat`` (the first call), which happens before that call returns
        self.check_locs = []
        # Written Parameters' old buffers are donated: XLA reuses them for the new values (an
        # optimizer step then updates in place). The call path guarantees each donated buffer is
        # one nobody else holds (``compiler/call.py``: Parameter ownership).
        self.donated_idx = tuple(sorted(i for i, _ in written))
        # Flat positional arguments and results: jax's C++ dispatch then has no pytree to walk
        # (the steady-state call costs about what a hand-written jax.jit call costs).
        self.fn = jax.jit(self.flat, donate_argnums=self.donated_idx)

    def flat(self, *args):
        """``(*param_arrays, *inputs[, rng rows]) -> (*outputs, *loop flags, *new params)``."""
        n_p, n_i = len(self.param_vars), len(self.input_vars)
        rng = args[n_p + n_i] if self.rng_var is not None else None
        outs, new_params = self.pure(args[:n_p], rng, args[n_p:n_p + n_i])
        return (*outs, *new_params)

    def pure(self, param_arrays, rng, inputs):
        env = {}
        for v, a in zip(self.param_vars, param_arrays):
            env[v.id] = a
        for v, a in zip(self.input_vars, inputs):
            env[v.id] = a
        if self.rng_var is not None:
            env[self.rng_var.id] = rng
        ctx = LowerContext()
        _, env = run_graph(self.graph, env, (), ctx)
        checks = ctx.loop_checks
        self.check_locs = [loc for _, loc in checks]
        outs = [env[v.id] for v in self.out_vars] + [flag for flag, _ in checks]
        new_params = [env[v.id] for _, v in self.written]
        return outs, new_params


__all__ = ["run_graph", "Lowered", "LowerContext", "rule"]
