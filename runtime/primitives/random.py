"""Random primitives. Input 0 is a raw uint32 PRNG key from ``runtime.rng.next_key(op_seed)``:
fresh per draw and reproducible after ``set_seed`` in PYNATIVE, symbolic (from the compiled
function's RNG state) in GRAPH_MODE. The key never has a gradient."""
import functools
import math

import jax
import jax.numpy as jnp
import numpy as np

from ..registry import NONDIFF, RANDOM, register


def flat_draw(draw, shape, *operands):
    """``draw(flat_shape, *flat_operands)`` reshaped to ``shape``: the numbers of a draw over
    ``shape`` itself (JAX's threefry counts the elements of a draw in row-major order), at a
    fraction of the compile time. A draw over several dimensions builds its threefry counters
    from one iota per dimension, which XLA's CPU compiler takes ~3x longer over (2.7 s vs 0.8 s
    for a (20, 32, 64) dropout mask; a compiled transformer layer has six such masks).
    ``operands`` (per-element parameters such as a probability) are broadcast to ``shape`` and
    flattened with it."""
    shape = tuple(shape)
    size = (math.prod(shape),)
    flat = [jnp.broadcast_to(o, shape).reshape(size) for o in operands]
    return draw(size, *flat).reshape(shape)


def categorical_rows(key, logits, num_samples):
    """``num_samples`` class indices per row of ``logits`` (classes on the last axis), the numbers
    of ``jax.random.categorical(key, logits[..., None, :], axis=-1, shape=batch + (n,))``: the
    argmax of logits plus Gumbel noise drawn flat (``flat_draw``), which XLA's CPU compiler takes
    a fraction of the time over (a (10, 10) multinomial of 5 samples: 19 s -> 3.6 s on a loaded
    box; tests/st/ops/cpu/test_multinomial_with_replacement_op.py ran past its timeout)."""
    shape = logits.shape[:-1] + (num_samples, logits.shape[-1])
    g = flat_draw(lambda s: jax.random.gumbel(key, s, logits.dtype), shape)
    return jnp.argmax(g + logits[..., None, :], axis=-1)


# the multipliers of a 32-bit integer finalizer (C. Wellons' "lowbias32", hash-prospector)
_MIX = (np.uint32(0x7FEB352D), np.uint32(0x846CA68B))


def _mix(x):
    x = (x ^ (x >> 16)) * _MIX[0]
    x = (x ^ (x >> 15)) * _MIX[1]
    return x ^ (x >> 16)


def hashed_uniform(key, shape):
    """Float32 uniforms in [0, 1) on a 2**-24 grid for a dropout mask: element ``i`` is
    ``mix(mix(i ^ s0) ^ s1)``, its top 24 bits scaled (a bijection of ``i`` for each key: no two
    elements of a draw repeat a value before 2**32 elements). ``s0, s1`` are the key's two words
    mixed into each other, so keys a bit apart give unrelated streams (with the raw words, keys
    differing in ``key[0]`` alone would give the same numbers in another order).

    Dropout draws millions of numbers per step and needs only independent, evenly spread ones;
    JAX's threefry (20 rounds) is a cryptographic-strength counter hash that costs ~7x more to run
    and ~2x more to compile on CPU (six decoder-layer masks, ``benchmarks/random_compile.py``;
    a d_model 512 Transformer's training forward ran 1.7x longer with it). The key is
    still made by threefry from the seed stream, so each draw of each call is fresh and the two
    modes draw the same masks. ``tests/test_random_draw_cost.py`` checks rate and correlations."""
    shape = tuple(shape)
    i = jax.lax.iota(jnp.uint32, math.prod(shape))
    s0 = _mix(key[0] ^ _mix(key[1]))
    bits = _mix(_mix(i ^ s0) ^ _mix(key[1] ^ s0))
    return ((bits >> 8).astype(jnp.float32) * np.float32(2.0 ** -24)).reshape(shape)


@register("uniform", props=(RANDOM,), nondiff_argnums=(0,))
def uniform(key, minval, maxval, *, shape, dtype="float32"):
    """Uniform in [minval, maxval) (integers: [minval, maxval) ints when ``dtype`` is integer)."""
    dt = np.dtype(dtype)
    if np.issubdtype(dt, np.integer):
        return flat_draw(lambda s, lo, hi: jax.random.randint(key, s, lo, hi, dtype=dt),
                         shape, minval, maxval)
    lo = jnp.asarray(minval, dt)
    hi = jnp.asarray(maxval, dt)
    return lo + (hi - lo) * flat_draw(lambda s: jax.random.uniform(key, s, dt), shape)


@register("standard_normal", props=(RANDOM, NONDIFF))
def standard_normal(key, *, shape, dtype="float32"):
    """Samples of N(0, 1)."""
    return flat_draw(lambda s: jax.random.normal(key, s, np.dtype(dtype)), shape)


@register("normal", props=(RANDOM,), nondiff_argnums=(0,))
def normal(key, mean, stddev, *, shape):
    """Samples of N(mean, stddev**2); the result shape broadcasts ``shape``, mean and stddev."""
    mean, stddev = jnp.asarray(mean), jnp.asarray(stddev)
    dt = jnp.result_type(mean, stddev, jnp.float32)
    if dt == jnp.float64 and mean.dtype != jnp.float64 and stddev.dtype != jnp.float64:
        dt = jnp.float32
    out_shape = jnp.broadcast_shapes(tuple(shape), mean.shape, stddev.shape)
    return mean.astype(dt) + stddev.astype(dt) * flat_draw(
        lambda s: jax.random.normal(key, s, dt), out_shape)


@register("randint", props=(RANDOM, NONDIFF))
def randint(key, *, low, high, shape, dtype="int64"):
    """Integers uniform in [low, high)."""
    return flat_draw(lambda s: jax.random.randint(key, s, low, high, dtype=np.dtype(dtype)), shape)


@register("bernoulli", props=(RANDOM, NONDIFF))
def bernoulli(key, p, *, shape, dtype="float32"):
    """1 with probability ``p`` (broadcast to ``shape``), else 0."""
    return flat_draw(lambda s, q: jax.random.bernoulli(key, q, s), shape, p).astype(np.dtype(dtype))


def _multinomial_draw(key, probs, num_samples, replacement, dtype):
    logits = jnp.log(jnp.asarray(probs, jnp.float32))
    if replacement:
        out = categorical_rows(key, logits, num_samples)
    else:
        # Gumbel top-k draws without replacement.
        g = flat_draw(lambda s: jax.random.gumbel(key, s), logits.shape)
        out = jax.lax.top_k(logits + g, num_samples)[1]
    return out.astype(np.dtype(dtype))


@functools.lru_cache(maxsize=None)
def _multinomial_vmappable(num_samples, replacement, dtype):
    """The draw with 2.10's vmap rule of Multinomial: vmapped over 1-D weights (one row per
    example, one key for all) it is the one draw over the stacked 2-D weights, so
    ``vmap(multinomial)(p)`` gives the numbers of ``multinomial(p)`` for the same seed (a plain
    ``jax.vmap`` would draw every row from the same key, so equal rows would get equal samples);
    anything else (per-example 2-D weights, batched keys) is drawn per example, as 2.10's
    general rule."""
    draw = functools.partial(_multinomial_draw, num_samples=num_samples,
                             replacement=replacement, dtype=dtype)
    batched = jax.custom_batching.custom_vmap(draw)

    @batched.def_vmap
    def _rule(axis_size, in_batched, key, probs):
        key_b, probs_b = in_batched
        if key_b or not probs_b or probs.ndim > 2:
            return jax.vmap(draw, in_axes=(0 if key_b else None, 0 if probs_b else None),
                            axis_size=axis_size)(key, probs), True
        return draw(key, probs), True
    return batched


@register("multinomial", props=(RANDOM, NONDIFF), no_bprop="Multinomial")
def multinomial(key, probs, *, num_samples, replacement=True, dtype="int64"):
    """Indices (``dtype``) drawn from the (unnormalised) weights on the last axis of ``probs``."""
    return _multinomial_vmappable(num_samples, replacement, dtype)(key, probs)


@register("shuffle", props=(RANDOM,), nondiff_argnums=(0,))
def shuffle(key, x):
    """A random permutation of ``x`` along its first axis."""
    return jax.random.permutation(key, x, axis=0)


@register("randperm", props=(RANDOM, NONDIFF))
def randperm(key, *, n, dtype="int64"):
    """A random permutation of ``0 .. n-1``."""
    return jax.random.permutation(key, n).astype(np.dtype(dtype))
