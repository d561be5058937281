"""Categorical draws (multinomial with and without replacement, random_categorical) take their
Gumbel noise as one flat threefry draw: the same numbers as ``jax.random.categorical`` over the
batch shape, at a fraction of XLA's CPU compile time (MindSpore's
tests/st/ops/cpu/test_multinomial_with_replacement_op.py ran past its 60 s case timeout)."""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, ops
from minicell.runtime.primitives.random import categorical_rows, multinomial


@pytest.mark.heavy     # the reference, jax.random.categorical, compiles for seconds
@pytest.mark.parametrize("shape, n", [((4, 7), 5), ((7,), 3), ((2, 3, 6), 4)])
def test_categorical_rows_draws_jax_categorical_numbers(shape, n):
    key = jax.random.PRNGKey(11)
    logits = jnp.log(jnp.asarray(np.random.RandomState(0).rand(*shape) + 0.1, jnp.float32))
    want = jax.random.categorical(key, logits[..., None, :], axis=-1, shape=shape[:-1] + (n,))
    got = categorical_rows(key, logits, n)
    assert got.shape == shape[:-1] + (n,)
    np.testing.assert_array_equal(np.asarray(got), np.asarray(want))


@pytest.mark.heavy     # the reference gumbel draw compiles for seconds
def test_multinomial_without_replacement_draws_gumbel_top_k_of_the_same_noise():
    key = jax.random.PRNGKey(3)
    probs = jnp.asarray(np.random.RandomState(1).rand(3, 9) + 0.05, jnp.float32)
    got = multinomial.impl(key, probs, num_samples=4, replacement=False)
    noise = jax.random.gumbel(key, probs.shape)
    want = jax.lax.top_k(jnp.log(probs) + noise, 4)[1]
    np.testing.assert_array_equal(np.asarray(got), np.asarray(want))
    assert all(len(set(row)) == 4 for row in np.asarray(got).tolist())


@pytest.mark.heavy     # one compile of the draw
def test_multinomial_with_replacement_functional_is_int64():
    x = Tensor(np.array([[1.0, 0.0, 0.0], [0.0, 0.0, 2.0]], np.float32))
    out = ops.multinomial_with_replacement(x, Tensor([50]), Tensor([20]), 3, True)
    assert out.dtype == ms.int64
    np.testing.assert_array_equal(out.asnumpy(), [[0, 0, 0], [2, 2, 2]])


@pytest.mark.heavy     # two compiles of the draw (PYNATIVE, GRAPH)
def test_multinomial_with_replacement_primitive_in_both_modes():
    x = Tensor(np.array([[0.0, 0.0, 5.0, 0.0], [0.0, 3.0, 0.0, 0.0]], np.float32))
    prim = ops.operations.random_ops.MultinomialWithReplacement(6, True)

    class Net(ms.nn.Cell):
        def construct(self, a, s, o):
            return prim(a, s, o)

    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        try:
            out = Net()(x, Tensor([50]), Tensor([20]))
        finally:
            ms.set_context(mode=ms.PYNATIVE_MODE)
        # one nonzero weight per row: every draw is its index; Int64 as 2.10 (measured)
        assert out.shape == (2, 6) and out.dtype == ms.int64
        np.testing.assert_array_equal(out.asnumpy(), [[2] * 6, [1] * 6])
