"""More random primitives (gamma, Poisson, Laplace, Cauchy, truncated normal, categorical,
choice with mask, padded permutation). Input 0 is a raw PRNG key, as in ``random.py``; none
of these draws has a gradient (MindSpore's have none either)."""
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from ..registry import NONDIFF, RANDOM, register
from .random import categorical_rows, flat_draw

_PROPS = (RANDOM, NONDIFF)


@register("random_gamma", props=_PROPS)
def random_gamma(key, alpha, *, shape):
    """Gamma(alpha, 1) draws of shape ``shape + alpha.shape`` in alpha's float dtype."""
    alpha = jnp.asarray(alpha)
    dt = alpha.dtype if jnp.issubdtype(alpha.dtype, jnp.floating) else jnp.float32
    return jax.random.gamma(key, alpha.astype(dt), tuple(shape) + alpha.shape, dt)


@register("random_poisson", props=_PROPS)
def random_poisson(key, rate, *, shape, dtype="float32"):
    """Poisson(rate) draws of shape ``shape + rate.shape``, cast to ``dtype``: drawn flat
    (``flat_draw``), the numbers of ``jax.random.poisson`` over that shape at less compile time
    (a (5, 4) + (3, 2) draw: 3.9 s -> 2.6 s of XLA CPU compile time; gamma draws gain nothing,
    their per-element keys already draw flat). A negative rate draws 0, as 2.10's kernel
    (``jax.random.poisson`` gives -1)."""
    rate = jnp.asarray(rate, jnp.float32)
    out = flat_draw(lambda s, r: jax.random.poisson(key, r, s), tuple(shape) + rate.shape, rate)
    return jnp.maximum(out, 0).astype(np.dtype(dtype))


@register("standard_laplace", props=_PROPS)
def standard_laplace(key, *, shape, dtype="float32"):
    """Laplace(0, 1) draws."""
    return flat_draw(lambda s: jax.random.laplace(key, s, np.dtype(dtype)), shape)


@register("standard_cauchy", props=_PROPS)
def standard_cauchy(key, *, shape, dtype="float32"):
    """Cauchy(0, 1) draws."""
    return flat_draw(lambda s: jax.random.cauchy(key, s, np.dtype(dtype)), shape)


@register("truncated_normal", props=_PROPS)
def truncated_normal(key, *, shape, dtype="float32"):
    """N(0, 1) draws truncated to [-2, 2]."""
    return flat_draw(lambda s: jax.random.truncated_normal(key, -2.0, 2.0, s, np.dtype(dtype)),
                     shape)


@register("random_categorical", props=_PROPS)
def random_categorical(key, logits, *draws, num_sample, dtype="int64"):
    """``num_sample`` class indices per row of the [batch, classes] ``logits``. ``draws`` (an
    optional input): the ``num_sample`` uniforms of 2.10's CPU kernel for this launch
    (``minicell.common._philox``), which it searches each row's cumulative sum for, as 2.10:
    exp(logit - max) in float32 (a float64 exp rounded: glibc's expf), summed one by one in the
    logits' dtype, the first class whose sum reaches draw * total."""
    logits = jnp.asarray(logits)
    if draws:
        draws = draws[0]
        dt = logits.dtype
        e = jnp.exp((logits - logits.max(-1, keepdims=True)).astype(jnp.float32)
                    .astype(jnp.float64)).astype(jnp.float32).astype(dt)
        _, cdf = lax.scan(lambda c, v: (c + v, c + v), jnp.zeros(e.shape[:1], dt), e.T)
        cdf = cdf.T                                                     # (batch, classes)
        find = cdf[:, -1:] * jnp.asarray(draws, jnp.float32).astype(dt)[None]
        return jnp.sum(cdf[:, None, :] < find[:, :, None], -1).astype(np.dtype(dtype))
    return categorical_rows(key, logits, num_sample).astype(np.dtype(dtype))


def _random_order(key, valid):
    """Indices of a flat boolean ``valid``, the True ones first in random order."""
    u = jax.random.uniform(key, valid.shape)
    return jnp.argsort(jnp.where(valid, u, 2.0))


@register("choice_with_mask", props=_PROPS, multiple_results=True)
def choice_with_mask(key, x, *order, count):
    """Up to ``count`` random positions of the True entries of bool ``x``: (Int32 indices
    [count, x.ndim], Bool mask [count]); rows past the number of True entries are 0/False.
    ``order`` (an optional input): the flat positions of ``x``, its True ones first, in the
    order to take them (a seeded Primitive's: 2.10's CPU kernel's shuffle, drawn on the host
    by ``minicell.ops.sampler_kernels.ChoiceOrder``); without it the key decides."""
    flat = jnp.ravel(x).astype(bool)
    n = flat.shape[0]
    order = _random_order(key, flat) if not order else jnp.asarray(order[0], jnp.int32)
    order = jnp.pad(order, (0, max(0, count - n)))[:count]
    mask = flat[order] & (jnp.arange(count) < n)
    idx = jnp.stack(jnp.unravel_index(order, x.shape), axis=-1) if x.ndim else order[:, None]
    return jnp.where(mask[:, None], idx, 0).astype(jnp.int32), mask


@register("randperm_padded", props=_PROPS)
def randperm_padded(key, n, *, max_length, pad, dtype="int32"):
    """A random permutation of [0, n) followed by ``pad`` up to ``max_length`` entries."""
    n = jnp.reshape(jnp.asarray(n), ())
    pos = jnp.arange(max_length)
    perm = _random_order(key, pos < n)
    return jnp.where(pos < n, perm, pad).astype(np.dtype(dtype))


@register("uniform_candidate_sampler", props=_PROPS, multiple_results=True)
def uniform_candidate_sampler(key, true_classes, *, num_sampled, unique, range_max,
                              remove_hits=False, dtype="int32"):
    """``num_sampled`` classes uniform in [0, range_max) (distinct when ``unique``) and the
    number of uniform draws that took (distributed as sequential rejection sampling's). With
    ``remove_hits`` (and ``unique``) the classes in ``true_classes`` are never drawn, unless
    too few classes would be left, as MindSpore's kernel does (it then draws from all)."""
    k1, k2 = jax.random.split(key)
    if not unique:
        out = jax.random.randint(k1, (num_sampled,), 0, range_max)
        return out.astype(np.dtype(dtype)), jnp.asarray(num_sampled, jnp.int32)
    out = jax.random.permutation(k1, range_max)
    excluded = 0
    if remove_hits:
        hit = jnp.zeros(range_max, bool).at[jnp.ravel(true_classes)].set(True, mode="drop")
        excluded = jnp.where(num_sampled + hit.sum() <= range_max, hit.sum(), 0)
        out = out[jnp.argsort((excluded > 0) & hit[out], stable=True)]   # the hits go last
    p_new = (range_max - excluded - jnp.arange(num_sampled)) / range_max
    tries = jax.random.geometric(k2, p_new, (num_sampled,)).sum()
    return out[:num_sampled].astype(np.dtype(dtype)), tries.astype(jnp.int32)
