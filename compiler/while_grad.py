"""Reverse-mode gradients through a tensor-dependent ``while`` of any trip count.

``jax.lax.while_loop`` has no reverse-mode rule (its trip count is unknown when the backward
pass is built). MindSpore differentiates such loops whatever their length, so minicell lowers a
``while`` node inside a differentiated graph to a ``jax.custom_vjp`` function:

* forward: the loop runs as ``lax.while_loop``, counting its steps ``n`` and keeping the
  first ``SLOTS`` states in a buffer (memory: ``SLOTS`` copies of the loop state); a loop of
  more steps runs a second time keeping every ``stride = ceil(n / SLOTS)``-th state;
* backward: segments are walked from the last to the first; inside a segment each step's input
  state is recomputed from the segment's checkpoint and the step's ``jax.vjp`` pulls the
  cotangent back. A loop of ``n <= SLOTS`` steps costs one recomputation per step (as a
  stored-activations scan would); longer loops cost about ``n * stride`` body evaluations.

Gradients flow to the loop's initial values and to every value of the enclosing graph the loop
reads (weights used in the body). Integer and boolean state (counters, random-key counters) gets
no cotangent; the float stand-ins that carry an integer's gradient (``runtime/int_vjp.py``) are
state and free values like any float.

>>> import minicell as ms
>>> from minicell import nn
>>> ms.set_context(mode=ms.GRAPH_MODE)
>>> class Grow(nn.Cell):
...     def construct(self, x):
...         while x.sum() < 3000.0:
...             x = x * 2.0
...         return x
>>> ms.grad(Grow())(ms.Tensor([1.0, 1.0])).asnumpy().tolist()      # 11 steps: 2 ** 11
[2048.0, 2048.0]
>>> ms.set_context(mode=ms.PYNATIVE_MODE)
"""
import jax
import jax.numpy as jnp
import numpy as np

SLOTS = 256   # checkpoints of the loop state kept for the backward pass


def _inexact(x):
    return jnp.issubdtype(jnp.result_type(x), jnp.inexact)


def _zero_ct(x):
    if _inexact(x):
        return jnp.zeros_like(x)
    return np.zeros(np.shape(x), jax.dtypes.float0)


def differentiable_while(cg, bg, env, init, run_graph, make_ctx, stand_key=None):
    """The final loop state of the ``while`` whose condition/body graphs are ``cg``/``bg``,
    started at ``init`` (a tuple of arrays), differentiable in reverse mode.

    ``env``: the enclosing graph's values (the sub-graphs' free variables are read from it);
    ``run_graph(graph, env, args, ctx)`` evaluates a graph; ``make_ctx(differentiating)`` makes
    the lowering context of the loop's sub-graphs; ``env[stand_key]``, if any, maps Var ids to
    the float stand-ins of integers (``compiler/lower.py``), free values of the sub-graphs."""
    free_ids = sorted({v.id for g in (cg, bg) for v in g.free_vars()})
    # the float stand-ins of free integers carry their gradients (compiler/lower.py)
    stand = env.get(stand_key, {})
    stand_ids = [i for i in free_ids if i in stand]
    free = tuple(env[i] for i in free_ids) + tuple(stand[i] for i in stand_ids)

    def env_of(fr):
        e = dict(zip(free_ids, fr))
        if stand_ids:
            e[stand_key] = dict(zip(stand_ids, fr[len(free_ids):]))
        return e

    def cond(c, fr):
        return run_graph(cg, env_of(fr), c, make_ctx(False))[0][0]

    def body(c, fr, differentiating=False):
        return tuple(run_graph(bg, env_of(fr), c, make_ctx(differentiating))[0])

    def run(c, fr):
        return jax.lax.while_loop(lambda s: cond(s, fr), lambda s: body(s, fr), c)

    @jax.custom_vjp
    def loop(c, fr):
        return run(c, fr)

    def fwd(c, fr):
        # one pass runs the loop, counts its steps and keeps the first SLOTS states; a loop of
        # more steps is run again from the start keeping every stride-th state
        def keep(buf, k, state):
            slot = jnp.minimum(k, SLOTS - 1)
            return tuple(b.at[slot].set(jnp.where(k < SLOTS, x, b[slot]))
                         for b, x in zip(buf, state))

        buf0 = tuple(jnp.zeros((SLOTS,) + jnp.shape(x), jnp.result_type(x)) for x in c)
        final, n, buf = jax.lax.while_loop(
            lambda s: cond(s[0], fr),
            lambda s: (body(s[0], fr), s[1] + 1, keep(s[2], s[1], s[0])),
            (c, jnp.zeros((), jnp.int32), buf0))
        stride = jnp.maximum(1, (n + SLOTS - 1) // SLOTS)

        def sparse(buf):
            def segment(j, s):
                state, bufs = s
                bufs = tuple(b.at[j].set(x) for b, x in zip(bufs, state))
                steps = jnp.minimum(stride, n - j * stride)
                return jax.lax.fori_loop(0, steps, lambda _, t: body(t, fr), state), bufs
            return jax.lax.fori_loop(0, (n + stride - 1) // stride, segment, (c, buf))[1]
        buf = jax.lax.cond(n > SLOTS, sparse, lambda b: b, buf)
        return final, (c, fr, n, stride, buf)

    def bwd(res, ct):
        c0, fr, n, stride, buf = res
        mask = [_inexact(x) for x in c0]
        fmask = [_inexact(x) for x in fr]

        def step_vjp(state, ct_state, ct_free):
            ints = [x for x, m in zip(state, mask) if not m]
            fints = [x for x, m in zip(fr, fmask) if not m]

            def f(fl_state, fl_free):
                it_s, it_f = iter(fl_state), iter(fl_free)
                s = tuple(next(it_s) if m else x for m, x in zip(mask, _merge(mask, ints)))
                f_all = tuple(next(it_f) if m else x for m, x in zip(fmask, _merge(fmask, fints)))
                out = body(s, f_all, differentiating=True)
                return tuple(o for o, m in zip(out, mask) if m)
            fl_state = tuple(x for x, m in zip(state, mask) if m)
            fl_free = tuple(x for x, m in zip(fr, fmask) if m)
            _, pull = jax.vjp(f, fl_state, fl_free)
            d_state, d_free = pull(ct_state)
            return d_state, tuple(a + b for a, b in zip(ct_free, d_free))

        nseg = (n + stride - 1) // stride

        def segment(j_rev, carry):
            j = nseg - 1 - j_rev
            start = j * stride
            length = jnp.minimum(stride, n - start)
            seg0 = tuple(b[j] for b in buf)

            def inner(i_rev, carry2):
                ct_state, ct_free = carry2
                i = length - 1 - i_rev
                state = jax.lax.fori_loop(0, i, lambda _, s: body(s, fr), seg0)
                return step_vjp(state, ct_state, ct_free)
            return jax.lax.fori_loop(0, length, inner, carry)

        ct_state = tuple(x for x, m in zip(ct, mask) if m)
        ct_free = tuple(jnp.zeros_like(x) for x, m in zip(fr, fmask) if m)
        ct_state, ct_free = jax.lax.fori_loop(0, nseg, segment, (ct_state, ct_free))
        it_s, it_f = iter(ct_state), iter(ct_free)
        return (tuple(next(it_s) if m else _zero_ct(x) for x, m in zip(c0, mask)),
                tuple(next(it_f) if m else _zero_ct(x) for x, m in zip(fr, fmask)))

    loop.defvjp(fwd, bwd)
    return loop(tuple(init), free)


# A tensor ``while`` whose gradient is differentiated again (a gradient of a gradient): the
# custom vjp above has a backward pass of dynamic loops, which reverse mode cannot enter, so there
# the loop is a scan of CHUNKS chunks of CHUNK steps, each step and chunk a ``cond`` (cheap once
# the loop is done), each chunk rematerialized in the backward pass: memory of about
# CHUNKS + CHUNK loop states, for loops of up to CHUNKS * CHUNK steps.
CHUNK = CHUNKS = 100
SECOND_ORDER_STEPS = CHUNK * CHUNKS


def bounded_while(cond, body, init, none, keep_first):
    """``(final state, first failed check (which, code), still running)`` of the loop
    ``while cond(s): s = body(s)[0]`` run as nested ``lax.scan`` of ``SECOND_ORDER_STEPS`` steps
    in all (reverse mode differentiates it to any order). ``body(s)`` returns ``(new state,
    packed checks)``; ``none`` is the packed "all passed" and ``keep_first`` accumulates them."""
    init = tuple(jax.lax.convert_element_type(x, jnp.result_type(x)) for x in init)

    def run(c):
        new, packed = body(c)
        return tuple(jax.lax.convert_element_type(n, jnp.result_type(x))
                     for n, x in zip(new, c)), packed

    def step(carry, _):
        c, acc = carry
        new, packed = jax.lax.cond(cond(c), run, lambda s: (s, none), c)
        return (new, keep_first(acc, packed)), None

    @jax.checkpoint
    def steps(carry):
        return jax.lax.scan(step, carry, None, length=CHUNK)[0]

    def chunk(carry, _):
        return jax.lax.cond(cond(carry[0]), steps, lambda x: x, carry), None
    (final, packed), _ = jax.lax.scan(chunk, (init, none), None, length=CHUNKS)
    return final, packed, cond(final)


class StepLimit:
    """The error of a ``bounded_while`` that needed more than ``SECOND_ORDER_STEPS`` steps."""

    def __init__(self, loc):
        self.loc = loc

    def raise_for(self, code):
        from .errors import format_location
        lines = [f"A tensor-dependent 'while' inside a gradient that is differentiated again "
                 f"runs at most {SECOND_ORDER_STEPS} iterations, and this one needs more. Bound "
                 f"it with a Python 'for' over a range, or take the inner gradient outside."]
        if self.loc is not None:
            lines.append(format_location(self.loc))
        raise RuntimeError("\n".join(lines))


def _merge(mask, others):
    """A list as long as ``mask`` holding ``others`` in order at the False positions."""
    it = iter(others)
    return [None if m else next(it) for m in mask]

