"""Poisson draws are one flat threefry draw (``runtime.primitives.random.flat_draw``): the same
numbers as ``jax.random.poisson`` over the full shape (so per-seed values did not change), at
less XLA CPU compile time (st round 53: 3.9 s -> 2.6 s of compile CPU for a (5, 4) + (3, 2) draw)."""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

from minicell.runtime.primitives.random_ext import random_poisson


@pytest.mark.heavy     # the reference, jax.random.poisson, compiles for seconds
@pytest.mark.parametrize("shape, rate_shape", [((5, 4), (3, 2)), ((), (7,)), ((6,), ())])
def test_poisson_draws_jax_poisson_numbers(shape, rate_shape):
    key = jax.random.PRNGKey(5)
    rate = jnp.asarray(np.random.RandomState(2).rand(*rate_shape) * 6 + 0.5, jnp.float32)
    want = jax.random.poisson(key, rate, shape + rate_shape)
    got = random_poisson.impl(key, rate, shape=shape, dtype="int32")
    assert got.shape == shape + rate_shape and got.dtype == jnp.int32
    np.testing.assert_array_equal(np.asarray(got), np.asarray(want))
