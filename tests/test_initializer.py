"""Initializers: defaults, names, statistics, fans, reproducibility and the in-place protocol."""
import math

import numpy as np
import pytest

import minicell as ms
from minicell.common import initializer as init_mod
from minicell.common.initializer import (
    initializer, Initializer, Zero, One, Constant, Normal, Uniform, TruncatedNormal, HeNormal,
    HeUniform, XavierUniform, XavierNormal, Identity, Orthogonal, Dirac, VarianceScaling)


def draw(init, shape, dtype=ms.float32):
    return initializer(init, shape, dtype).init_data().asnumpy()


def test_defaults():
    assert (Normal().sigma, Normal().mean) == (0.01, 0.0)
    assert Uniform().scale == 0.07
    t = TruncatedNormal()
    assert (t.sigma, t.mean, t.a, t.b) == (0.01, 0.0, -2.0, 2.0)
    for cls in (HeNormal, HeUniform):
        h = cls()
        assert (h.negative_slope, h.mode, h.nonlinearity) == (0, "fan_in", "leaky_relu")
    assert XavierUniform().gain == 1 and XavierNormal().gain == 1


@pytest.mark.parametrize("name, cls", [
    ("normal", Normal), ("Normal", Normal), ("ones", One), ("One", One), ("zeros", Zero),
    ("xavier_uniform", XavierUniform), ("XavierUniform", XavierUniform),
    ("xavier_normal", XavierNormal), ("he_normal", HeNormal), ("HeUniform", HeUniform),
    ("he_uniform", HeUniform), ("truncatednormal", TruncatedNormal), ("TruncatedNormal",
                                                                      TruncatedNormal),
    ("uniform", Uniform), ("identity", Identity), ("orthogonal", Orthogonal),
])
def test_string_names(name, cls):
    t = initializer(name, [4, 4])
    assert type(t.init) is cls


def test_errors():
    with pytest.raises(ValueError, match="nope"):
        initializer("nope", [2])
    with pytest.raises(TypeError):
        initializer(None, [2])
    with pytest.raises(ValueError, match="positive integer"):
        initializer("ones", [0, 2])
    with pytest.raises(ValueError, match=r"\[2\].*\[3\]"):
        initializer(ms.Tensor([1.0, 2.0]), [3])
    with pytest.raises(ValueError, match="fewer than 2 dimensions"):
        draw("xavier_uniform", [3])
    with pytest.raises(ValueError, match="nonlinearity"):
        draw(HeNormal(nonlinearity="swish"), [3, 3])


def test_constants_numbers_and_tensors():
    assert draw("ones", [2]).tolist() == [1.0, 1.0]
    assert draw(Zero(), [2]).tolist() == [0.0, 0.0]
    assert draw(0.1, [2]).tolist() == pytest.approx([0.1, 0.1])
    assert draw(Constant(3), [2], ms.int32).tolist() == [3, 3]
    i = draw(2, 3, ms.int32)
    assert i.dtype == np.int32 and i.tolist() == [2, 2, 2]
    t = ms.Tensor([1.0, 2.0])
    assert initializer(t, [2]) is t
    assert draw("ones", []).shape == ()
    assert draw(Normal(), [2, 2], ms.float16).dtype == np.float16


def test_fans_for_dense_and_conv():
    assert init_mod._fans((10, 4)) == (4, 10)
    assert init_mod._fans((64, 3, 3, 3)) == (27, 576)


@pytest.mark.parametrize("init, shape, std", [
    (Normal(), (400, 400), 0.01),
    (Normal(0.2, 1.0), (400, 400), 0.2),
    (Uniform(), (400, 400), 0.07 / math.sqrt(3)),
    (TruncatedNormal(), (400, 400), 0.01),
    (HeNormal(), (64, 32, 3, 3), math.sqrt(2 / (32 * 9))),
    (HeNormal(mode="fan_out", nonlinearity="relu"), (64, 32, 3, 3), math.sqrt(2 / (64 * 9))),
    (HeUniform(), (256, 512), math.sqrt(2 / 512)),
    (HeUniform(negative_slope=math.sqrt(5)), (256, 512), 1 / math.sqrt(3 * 512)),
    (XavierUniform(), (300, 500), math.sqrt(2 / 800)),
    (XavierNormal(gain=2), (300, 500), 2 * math.sqrt(2 / 800)),
])
def test_statistics(init, shape, std):
    a = draw(init, shape)
    assert a.shape == shape
    assert abs(a.std() - std) < 0.05 * std
    assert abs(a.mean() - getattr(init, "mean", 0.0)) < 0.1 * std + 1e-4


def test_bounds():
    assert np.abs(draw(Uniform(0.5), [1000])).max() <= 0.5
    assert np.abs(draw(XavierUniform(), [30, 50])).max() <= math.sqrt(6 / 80)
    t = draw(TruncatedNormal(sigma=1.0, a=-0.5, b=0.5), [2000])
    assert t.min() >= -0.5 and t.max() <= 0.5


def test_structured_initializers():
    assert draw("identity", [2, 3]).tolist() == [[1, 0, 0], [0, 1, 0]]
    q = draw(Orthogonal(), [4, 4]).astype(np.float64)
    np.testing.assert_allclose(q @ q.T, np.eye(4), atol=1e-5)
    d = draw(Dirac(), [2, 2, 3, 3])
    assert d.sum() == 2 and d[0, 0, 1, 1] == 1 and d[1, 1, 1, 1] == 1
    assert draw(VarianceScaling(distribution="uniform"), [20, 30]).shape == (20, 30)


def test_reproducible_under_set_seed():
    ms.set_seed(1)
    a = draw("normal", [3, 4])
    b = draw("he_uniform", [3, 4])
    ms.set_seed(1)
    np.testing.assert_array_equal(a, draw("normal", [3, 4]))
    np.testing.assert_array_equal(b, draw("he_uniform", [3, 4]))
    assert not np.array_equal(a, draw("normal", [3, 4]))


def test_user_initializer_protocol():
    class Arange(Initializer):
        def _initialize(self, arr):
            arr[...] = np.arange(arr.size).reshape(arr.shape)

    assert draw(Arange(), [2, 2]).tolist() == [[0, 1], [2, 3]]
    arr = np.zeros(3, np.float32)
    One()(arr)
    assert arr.tolist() == [1, 1, 1]   # built-ins fill a numpy array in place too
    p = ms.Parameter(initializer(Arange(), [3]), name="p")
    assert p.asnumpy().tolist() == [0, 1, 2]


def test_an_initializer_returning_its_own_array_shares_no_memory_with_the_tensor():
    """``materialize`` copies a returned array: the Tensor must not change when the
    initializer later changes the array it returned."""
    from minicell.common.initializer import initializer, Initializer

    class Keep(Initializer):
        def __init__(self):
            super().__init__()
            self.kept = np.full((2, 2), 3.0, np.float32)

        def _initialize(self, arr):
            return self.kept

    init = Keep()
    t = initializer(init, (2, 2), ms.float32).init_data()
    init.kept[...] = -1.0
    np.testing.assert_array_equal(t.asnumpy(), np.full((2, 2), 3.0, np.float32))
