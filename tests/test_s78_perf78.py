"""Session 78 (perf78): max_pool's tangent over tiling windows (stride == kernel) stacks them
with a reshape and transpose (``nn_maxpool._tile_stack``) in place of strided slices; it must
pick the same element as the strided-slice stack (``_window_stack``), which
``tests/test_maxpool_nan.py`` checks against 2.10's measured gradients: ties (ReLU zeros),
NaN, -inf, a cropped edge (odd sizes), NHWC, 3-d windows."""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

from minicell.runtime.primitives import nn_maxpool as M


def _input(shape, seed):
    r = np.random.default_rng(seed)
    x = np.maximum(r.standard_normal(shape), 0).astype(np.float32)   # ties at 0
    flat = x.reshape(-1)
    flat[[1, 2, 7]] = np.nan
    flat[[11, 12, 13, 14]] = -np.inf
    return jnp.asarray(x), jnp.asarray(r.standard_normal(shape).astype(np.float32))


@pytest.mark.parametrize("nan", ["fold", "propagate"])
@pytest.mark.parametrize("shape,kernel,fmt", [
    ((2, 3, 8, 8), (2, 2), "NCHW"), ((2, 3, 9, 7), (2, 2), "NCHW"),
    ((2, 7, 9, 3), (3, 3), "NHWC"), ((1, 2, 4, 6, 6), (2, 2, 3), "NCHW")])
def test_tile_stack_picks_as_window_stack(nan, shape, kernel, fmt, monkeypatch):
    nd = len(kernel)
    attrs = dict(kernel=kernel, stride=kernel, padding=((0, 0),) * nd, dilation=(1,) * nd,
                 data_format=fmt, nan=nan)
    x, t = _input(shape, len(shape) + kernel[0])

    def tangent(a, b):
        return M._max_pool_jvp((a,), (b,), **attrs)
    tiled = jax.jit(tangent)(x, t)
    monkeypatch.setattr(M, "_tile_stack", M._window_stack)
    strided = jax.jit(tangent)(x, t)
    np.testing.assert_array_equal(np.asarray(tiled), np.asarray(strided))
    assert tiled.shape == jax.eval_shape(lambda a: M.max_pool.impl(a, **attrs), x).shape
