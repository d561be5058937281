"""Random primitives. Input 0 is a raw uint32 PRNG key from ``runtime.rng.next_key(op_seed)``:
fresh per draw and reproducible after ``set_seed`` in PYNATIVE, symbolic (from the compiled
function's RNG state) in GRAPH_MODE. The key never has a gradient."""
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


@register("multinomial", props=(RANDOM, NONDIFF), no_bprop="Multinomial")
def multinomial(key, probs, *, num_samples, replacement=True):
    """Int64 indices drawn from the (unnormalised) weights on the last axis of ``probs``."""
    logits = jnp.log(jnp.asarray(probs, jnp.float32))
    if replacement:
        shape = logits.shape[:-1] + (num_samples,)
        out = jax.random.categorical(key, logits[..., None, :], axis=-1, shape=shape)
    else:
        # Gumbel top-k draws without replacement.
        g = jax.random.gumbel(key, logits.shape)
        out = jax.lax.top_k(logits + g, num_samples)[1]
    return out.astype(jnp.int64)


@register("shuffle", props=(RANDOM,), nondiff_argnums=(0,))
def shuffle(key, x):
    """A random permutation of ``x`` along its first axis."""
    return jax.random.permutation(key, x, axis=0)


@register("randperm", props=(RANDOM, NONDIFF))
def randperm(key, *, n, dtype="int64"):
    """A random permutation of ``0 .. n-1``."""
    return jax.random.permutation(key, n).astype(np.dtype(dtype))
