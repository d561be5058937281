"""What a compiled graph's random draws cost XLA's compiler and the step.

A draw over several dimensions builds JAX's threefry counters from an iota per dimension, which
XLA's CPU compiler takes ~3x longer over than the same draw over the flattened shape; random
primitives draw flat and reshape (``runtime/primitives/random.py: flat_draw``: the same numbers).
The keys of all draws of one compiled call are made by one vectorized threefry
(``runtime/rng.py: keys_of_rows``), not one per draw. Dropout masks come from a counter hash
(``hashed_uniform``), not threefry: these tests check its statistics. The costs themselves are
measured in ``benchmarks/random_compile.py``."""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops
from minicell.runtime.primitives.random import flat_draw, hashed_uniform
from minicell.runtime.x64 import scope


def _eqns(jaxpr):
    """Every equation of ``jaxpr`` and of the jaxprs nested in it."""
    for eqn in jaxpr.eqns:
        yield eqn
        for value in eqn.params.values():
            for sub in value if isinstance(value, (tuple, list)) else (value,):
                inner = getattr(sub, "jaxpr", sub)
                if hasattr(inner, "eqns"):
                    yield from _eqns(inner)


class _Drops(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d1, self.d2 = nn.Dropout(p=0.1), nn.Dropout(p=0.3)
        self.d3 = nn.Dropout2d(p=0.5)

    def construct(self, x, img):
        return self.d1(x) + self.d2(x * 2), self.d3(img), ops.standard_normal((3, 4, 5))


def _compiled_jaxpr(net, *args):
    (entry,) = set(net._compiled["__cache__"].by_aval.values())
    flat = [p.data_array() for p in entry.params] + [a.data_array() for a in args]
    with scope():
        return jax.make_jaxpr(entry.lowered.flat)(*flat, entry.seed_rows()).jaxpr


def test_a_graph_makes_its_keys_at_once_and_draws_flat(graph_mode):
    net = _Drops()
    net.set_train()
    x = Tensor(np.ones((4, 6, 5), np.float32))
    img = Tensor(np.ones((2, 3, 4, 4), np.float32))
    net(x, img)
    eqns = list(_eqns(_compiled_jaxpr(net, x, img)))
    names = [e.primitive.name for e in eqns]
    # the four keys: one vectorized seed and two fold-ins (each draw's own would be 4 and 8)
    assert (names.count("random_seed"), names.count("random_fold_in")) == (1, 2)
    # threefry bits for the normal draw only, over the flattened shape; the dropout masks hash
    # their element counters (hashed_uniform)
    draws = [e.params["shape"] for e in eqns if e.primitive.name == "random_bits"]
    assert draws == [(60,)]


@pytest.mark.heavy
@pytest.mark.parametrize("shape", [(2, 3, 4, 5), ()])
def test_a_flat_draw_gives_the_numbers_of_the_shaped_draw(shape):
    key = jax.random.PRNGKey(11)
    p = jnp.linspace(0.0, 1.0, shape[-1] if shape else 1).reshape(shape[-1:])
    draws = [lambda s: jax.random.normal(key, s, jnp.float16),
             lambda s: jax.random.randint(key, s, 0, 100),
             lambda s, q=0.3: jax.random.bernoulli(key, q, s)]

    @jax.jit
    def both():
        flat = [flat_draw(d, shape) for d in draws]
        flat.append(flat_draw(draws[-1], shape, p))
        return flat, [d(shape) for d in draws] + [draws[-1](shape, p)]
    for a, b in zip(*both()):
        np.testing.assert_array_equal(a, b)


def test_graph_and_pynative_draw_the_same_masks():
    # PYNATIVE makes each draw's key from its own row (runtime.rng.eager_key), GRAPH all of a
    # call's keys at once: the same masks say the keys are the same
    x = Tensor(np.ones((4, 6, 5), np.float32))
    img = Tensor(np.ones((2, 3, 4, 4), np.float32))
    before = ms.get_context("mode")
    outs = {}
    try:
        for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
            ms.set_context(mode=mode)
            ms.set_seed(3)
            net = _Drops()
            net.set_train()
            outs[mode] = [[t.asnumpy() for t in net(x, img)] for _ in range(2)]
    finally:
        ms.set_context(mode=before)
    for a, b in zip(outs[ms.PYNATIVE_MODE], outs[ms.GRAPH_MODE]):
        for u, v in zip(a, b):
            np.testing.assert_array_equal(u, v)
    first, second = outs[ms.GRAPH_MODE]
    assert not np.array_equal(first[0], second[0])      # each call draws fresh masks


def _z_scores(u):
    """Standard scores of uniforms ``u`` (a 2-D float64 array): the keep rate at 0.9, the mean, a
    256-bin chi-square, and the correlation of neighbours along rows, down columns and at lags
    2 and 256 of the flat order."""
    n = u.size
    c = u - 0.5
    counts = np.histogram(u, 256, (0, 1))[0]
    chi = ((counts - n / 256) ** 2 / (n / 256)).sum()
    flat = c.ravel()

    def corr(a, b):
        return (a * b).mean() * 12 * np.sqrt(a.size)
    return [((u < 0.9).mean() - 0.9) / np.sqrt(0.09 / n), c.mean() * np.sqrt(12 * n),
            (chi - 255) / np.sqrt(2 * 255), corr(c[:, :-1], c[:, 1:]), corr(c[:-1], c[1:]),
            corr(flat[:-2], flat[2:]), corr(flat[:-256], flat[256:])]


def test_dropout_uniforms_are_even_and_uncorrelated():
    keys = [[0x12345678, 0x9ABCDEF0], [0, 0], [1, 0], [0xFFFFFFFF, 1]]
    draws = {}
    draw = jax.jit(hashed_uniform, static_argnums=1)
    with scope():
        for key in keys:
            u = np.asarray(draw(jnp.asarray(key, jnp.uint32), (512, 512)), np.float64)
            assert u.min() >= 0.0 and u.max() < 1.0
            assert np.all(np.abs(_z_scores(u)) < 5), (key, _z_scores(u))
            draws[tuple(key)] = u.ravel() - 0.5
        # keys a bit apart: unrelated streams, also one element shifted
        a, b = draws[(0, 0)], draws[(1, 0)]
        for x, y in ((a, b), (a[1:], b[:-1]), (a[:-1], b[1:])):
            assert abs((x * y).mean() * 12 * np.sqrt(x.size)) < 5


@pytest.mark.parametrize("channel_dims", [0, 2])
def test_dropout_mask_kinds_share_one_draw(channel_dims):
    # ops.Dropout wants a float mask, Dropout2D/3D a Bool one, the functional forms none: all
    # three come from the one kernel and the same key, so the outputs and masks must agree,
    # and "none" must not build a mask of the input's size (an eager call would write it)
    from minicell.runtime.registry import get_op
    impl = jax.jit(get_op("dropout").impl, static_argnames=("keep_prob", "channel_dims", "mask"))
    x = jnp.asarray(np.arange(1, 2 * 3 * 4 * 5 + 1, dtype=np.float32).reshape(2, 3, 4, 5))
    with scope():
        key = jnp.asarray([7, 11], jnp.uint32)
        outs = {kind: impl(key, x, keep_prob=0.6, channel_dims=channel_dims, mask=kind)
                for kind in ("float", "bool", "none")}
    out, fmask = (np.asarray(a) for a in outs["float"])
    assert fmask.dtype == np.float32 and fmask.shape == x.shape
    assert 0 < fmask.sum() < fmask.size          # some kept, some dropped
    np.testing.assert_allclose(out, np.asarray(x) * fmask / np.float32(0.6), rtol=1e-6)
    bout, bmask = (np.asarray(a) for a in outs["bool"])
    assert bmask.dtype == np.bool_ and bmask.shape == x.shape
    np.testing.assert_array_equal(bmask, fmask != 0)
    np.testing.assert_array_equal(bout, out)
    nout, nmask = (np.asarray(a) for a in outs["none"])
    assert nmask.shape == ()
    np.testing.assert_array_equal(nout, out)
    if channel_dims:     # whole (H, W) planes together
        assert np.all(fmask == fmask[..., :1, :1])


def test_dropout2d_returns_a_bool_mask_matching_its_output():
    x = Tensor(np.ones((2, 8, 3, 3), np.float32))
    ms.set_seed(5)
    out, mask = ops.Dropout2D(keep_prob=0.5)(x)
    assert mask.dtype == ms.bool_ and mask.shape == x.shape
    np.testing.assert_array_equal(out.asnumpy(), mask.asnumpy() * np.float32(2.0))
