"""Tests for RandpermV2, NonDeterministicInts, LogNormalReverse and random_ops.Uniform
(``ops/extra_random.py``)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.ops.operations.random_ops import Uniform


class _Draw(nn.Cell):
    def __init__(self):
        super().__init__()
        self.perm = ops.RandpermV2(dtype=ms.int32)
        self.ints = ops.NonDeterministicInts(dtype=ms.int32)
        self.lognormal = ops.LogNormalReverse(mean=1.0, std=0.5)

    def construct(self, x):
        return self.perm(6), self.ints((3, 4)), self.lognormal(x)


def test_draws_in_both_modes(mode):
    perm, ints, logn = _Draw()(ms.Tensor(np.ones((4000,), np.float32)))
    assert perm.dtype == ms.int32 and sorted(perm.asnumpy().tolist()) == list(range(6))
    assert ints.dtype == ms.int32 and ints.shape == (3, 4)
    assert len(set(ints.asnumpy().reshape(-1).tolist())) > 6      # spread over the int32 range
    assert logn.dtype == ms.float32 and (logn.asnumpy() > 0).all()
    logs = np.log(logn.asnumpy())
    assert abs(logs.mean() - 1.0) < 0.05 and abs(logs.std() - 0.5) < 0.05


def test_defaults_and_errors():
    assert ops.RandpermV2()(ms.Tensor(5)).dtype == ms.int64
    assert ops.NonDeterministicInts()(ms.Tensor([2, 3], ms.int32)).dtype == ms.int64
    assert ops.LogNormalReverse()(ms.Tensor(np.ones((2,), np.float16))).dtype == ms.float16
    with pytest.raises(ValueError, match="RandpermV2.*'n'"):
        ops.RandpermV2()(-1)
    with pytest.raises(TypeError, match="NonDeterministicInts.*dtype"):
        ops.NonDeterministicInts(dtype=ms.float32)
    with pytest.raises(TypeError, match="LogNormalReverse.*float"):
        ops.LogNormalReverse()(ms.Tensor([1, 2]))


class _Uniform(nn.Cell):
    def __init__(self):
        super().__init__()
        self.uniform = Uniform(minval=1.0, maxval=2.0)

    def construct(self, x):
        return self.uniform(x)


def test_uniform_draws_shaped_and_typed_like_x_fresh_per_call(mode):
    net = _Uniform()
    for dt in (ms.float16, ms.float64):
        y = net(ms.Tensor(np.zeros((50, 4)), dt)).asnumpy()
        assert y.dtype == np.zeros(1, ms.dtype_to_nptype(dt)).dtype and y.shape == (50, 4)
        assert 1.0 <= y.min() and y.max() < 2.0 and y.std() > 0.1
    x = ms.Tensor(np.zeros((8,)), ms.float32)
    assert not np.array_equal(net(x).asnumpy(), net(x).asnumpy())
    with pytest.raises(TypeError, match=r"must be a type of \{Tensor\[Float16\]"):
        net(ms.Tensor(np.zeros((3,)), ms.int32))


def test_uniform_checks_its_arguments_as_mindspore():
    assert not hasattr(ops, "Uniform")       # only in ops.operations.random_ops, as 2.10
    with pytest.raises(ValueError, match="'minval' should be <= maxval: 1.0, but got 2.0"):
        Uniform(2.0, 1.0)
    with pytest.raises(TypeError, match="'minval' must be float, but got 'int'"):
        Uniform(1, 2)
    with pytest.raises(TypeError, match="'seed' should be 'int'"):
        Uniform(seed=1.0)
