"""PYNATIVE gradients start from a cached all-ones cotangent (``runtime.tape.ones_seed``):
``jnp.ones`` is not a cached kernel and cost a few hundred microseconds per training step. The
cached array is never the user's: a gradient that is the seed itself comes back as a copy, and
a cached seed deleted by a buffer donation is made again."""
import jax
import jax.numpy as jnp
import numpy as np

import minicell as ms
from runtime import tape


def test_seed_is_cached_per_shape_and_dtype():
    a = tape.ones_seed((2, 3), np.dtype("float32"))
    assert a is tape.ones_seed((2, 3), np.dtype("float32"))
    b = tape.ones_seed((), np.dtype("float16"))
    assert b.dtype == jnp.float16 and b.shape == () and float(b) == 1.0
    np.testing.assert_array_equal(np.asarray(a), np.ones((2, 3), np.float32))


def test_deleted_seed_is_made_again():
    a = tape.ones_seed((7,), np.dtype("float32"))
    a.delete()
    b = tape.ones_seed((7,), np.dtype("float32"))
    assert b is not a and not b.is_deleted()
    np.testing.assert_array_equal(np.asarray(b), np.ones(7, np.float32))


def test_identity_gradient_is_not_the_cached_seed():
    x = ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32))
    g = ms.grad(lambda t: t)(x)
    np.testing.assert_array_equal(g.asnumpy(), np.ones(3, np.float32))
    seed = tape.ones_seed((3,), np.dtype("float32"))
    assert g._data is not seed
    g._data.delete()                 # the user's array may go (a donation): the seed stays
    assert not seed.is_deleted()
    np.testing.assert_array_equal(ms.grad(lambda t: t * 2.0)(x).asnumpy(), np.full(3, 2.0))


def test_two_steps_give_the_same_gradients():
    net = ms.nn.Dense(4, 2)
    x = ms.Tensor(np.arange(8, dtype=np.float32).reshape(2, 4))
    fn = ms.value_and_grad(lambda v: net(v).sum(), None, net.trainable_params())
    (l1, g1), (l2, g2) = fn(x), fn(x)
    assert float(l1) == float(l2)
    for a, b in zip(g1, g2):
        np.testing.assert_array_equal(a.asnumpy(), b.asnumpy())
    np.testing.assert_allclose(g1[0].asnumpy(), np.tile(x.asnumpy().sum(0), (2, 1)))
    np.testing.assert_allclose(g1[1].asnumpy(), [2.0, 2.0])


def test_seeds_of_many_shapes_keep_only_the_recent_ones():
    first = tape.ones_seed((1, 101), np.dtype("float32"))
    for n in range(tape._SEED_SLOTS):
        tape.ones_seed((n + 1, 103), np.dtype("float32"))
    assert len(tape._SEEDS) <= tape._SEED_SLOTS
    assert ((1, 101), np.dtype("float32")) not in tape._SEEDS
    again = tape.ones_seed((1, 101), np.dtype("float32"))
    assert again is not first and np.asarray(again).tolist() == [[1.0] * 101]
