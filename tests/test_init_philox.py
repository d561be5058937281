"""Initial values as MindSpore 2.10 draws them (``common/_philox.py``): Philox4x32-10 and
2.10's uniform / Box-Muller normal / inverse-CDF truncated normal, seeded from numpy's global
stream, and Parameters initialised when they are made. Every expected number below was printed
by MindSpore 2.10.0 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell._c_expression import _random_normal, _random_uniform, _truncated_normal
from minicell.common import _philox
from minicell.common.initializer import (HeNormal, Normal, Orthogonal, Sparse, VarianceScaling,
                                         XavierNormal, initializer)


FAR_TAIL = [5.393666744232178, 5.416418552398682]


def _fill(fn, seed, n, *args):
    arr = np.empty(n, np.float32)
    fn(seed, arr, *args)
    return arr


def test_generator_and_distributions_are_2_10s():
    np.testing.assert_array_equal(_fill(_random_normal, 1, 4, 0.5, 0.02),
                                  np.float32([0.547756552696228, 0.5056366920471191,
                                              0.4938267767429352, 0.5456081032752991]))
    np.testing.assert_array_equal(_fill(_random_uniform, 1, 4, -0.3, 0.3),
                                  np.float32([-0.2835286557674408, -0.14411871135234833,
                                              -0.16632327437400818, -0.04304131492972374]))
    np.testing.assert_array_equal(_fill(_truncated_normal, 1, 4, -2.0, 2.0, 0.0, 1.0),
                                  np.float32([-1.6550884246826172, -0.6106030344963074,
                                              -0.721153736114502, -0.1724841445684433]))
    np.testing.assert_array_equal(
        _fill(_truncated_normal, 12345678901234567, 4, -0.04, 0.01, 0.01, 0.02),
        np.float32([-0.0011930743930861354, -0.004408057779073715, 0.00322865997441113,
                    -0.00899522379040718]))
    # far tails of boost's erf_inv (a value of N(0, 1) restricted to [3, 9]); z near 2 is
    # not clamped below 2.0f (an early draft did, and gave 5.294704 for all of them)
    far = _philox.truncated_normal(101, 86656, 3.0, 9.0, 0.0, 1.0)
    np.testing.assert_array_equal(far[[83253, 86655]], np.float32(FAR_TAIL))
    # past 1024 values 2.10 splits the work between threads; the numbers are one pass's
    big = _philox.normal(1, 5000, 0.5, 0.02)
    np.testing.assert_array_equal(big[[0, 1251, 1252, 1253, 4999]], np.float32(
        [0.547756552696228, 0.49473893642425537, 0.5157318711280823, 0.4655705392360687,
         0.5134302377700806]))


def test_initializers_after_set_seed():
    ms.set_seed(7)
    np.testing.assert_array_equal(initializer(Sparse(0.5, 0.1), [4, 2]).init_data().asnumpy(),
                                  np.float32([[0, -0.0029898518696427345],
                                              [-0.053616296499967575, 0],
                                              [0.01809920184314251, 0], [0, 0.08217374235391617]]))
    # (numpy's float32 QR: LAPACK builds may differ in the last bits)
    np.testing.assert_allclose(initializer(Orthogonal(2.0), [2, 3]).init_data().asnumpy(),
                               [[-1.764093041419983, 0.8288922905921936, 0.4482337534427643],
                                [0.04295997694134712, -0.8796041011810303, 1.7956756353378296]],
                               rtol=1e-6)
    half = initializer(XavierNormal(), [2, 3], ms.float16).init_data().asnumpy()
    np.testing.assert_array_equal(half, np.float16([[-1.475, -0.5493, 0.7466],
                                                    [0.2817, -0.2013, 0.659]]))
    np.testing.assert_array_equal(
        initializer(HeNormal(mode="fan_out"), [2, 3]).init_data().asnumpy(),
        np.float32([[-0.7485868334770203, 0.7076345682144165, 0.26818835735321045],
                    [0.20063923299312592, 0.6744402050971985, 0.6697614192962646]]))


def test_variance_scaling_draws_as_2_10():
    """2.10's truncated branch tests for 'truncated_norm', so the default 'truncated_normal'
    draws the uniform one (MindSpore's ut test_initializer.py::test_variancescaling values)."""
    ms.set_seed(0)
    t1 = initializer("varianceScaling", [2, 3], ms.float32).init_data().asnumpy()
    t2 = initializer(VarianceScaling(1.0, "fan_out", "untruncated_normal"), [2, 3]).init_data()
    np.testing.assert_allclose(t1, [[0.49535394, -0.03666719, 0.23151064],
                                    [-0.08424897, 0.39260703, -0.26104233]], rtol=1e-6)
    np.testing.assert_allclose(t2.asnumpy(), [[1.2710124, 1.2299923e-03, -1.1589712],
                                              [1.1465757, -2.2482322e-01, 9.2637345e-02]],
                               rtol=1e-6)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_parameters_draw_when_made(mode):
    """2.10 initialises a Parameter when it is made, so a Dense's bias is drawn before the next
    layer's weight whatever is read first."""
    ms.set_context(mode=mode)
    try:
        ms.set_seed(1)
        dense, conv = nn.Dense(3, 2), nn.Conv2d(2, 2, 3)
        np.testing.assert_array_equal(conv.weight.asnumpy().ravel()[:3],
                                      np.float32([0.17543059587478638, 0.05709068477153778,
                                                  -0.21924452483654022]))
        np.testing.assert_array_equal(dense.weight.asnumpy().ravel()[:2],
                                      np.float32([0.3366193473339081, -0.29502370953559875]))
        np.testing.assert_array_equal(dense.bias.asnumpy(),
                                      np.float32([-0.23104941844940186, -0.019286174327135086]))
        ms.set_seed(1)
        first = ms.Parameter(initializer(Normal(), [2, 2]), name="a")
        assert not first.has_init
        second = ms.Parameter(initializer(Normal(), [2, 2]), name="b")
        np.testing.assert_array_equal(second.asnumpy().ravel()[:2],
                                      np.float32([-0.010341236367821693, 0.003474423661828041]))
        np.testing.assert_array_equal(first.asnumpy().ravel()[:2],
                                      np.float32([0.0065303705632686615, 0.015091925859451294]))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_chunked_generation_gives_the_same_numbers(monkeypatch):
    """Large buffers are made _CHUNK values at a time; the chunking never shows."""
    whole = [_philox.uniform(9, 4003, -1, 1), _philox.normal(9, 4003, 0, 1),
             _philox.truncated_normal(9, 4003, -2, 2, 0, 1)]
    monkeypatch.setattr(_philox, "_CHUNK", 1000)
    parts = [_philox.uniform(9, 4003, -1, 1), _philox.normal(9, 4003, 0, 1),
             _philox.truncated_normal(9, 4003, -2, 2, 0, 1)]
    for a, b in zip(whole, parts):
        np.testing.assert_array_equal(a, b)
