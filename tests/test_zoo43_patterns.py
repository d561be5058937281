"""Model-zoo patterns found running mindspore-ai/models CV, NLP, RL, GNN, audio and
scientific-computing models against MindSpore 2.10 (session 66, zoo43).

Expected values were measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor

_REWARDS = ([1., 3., 2.], [5., 1., 2.], [1., 1., 4.])


class _Regret(nn.Cell):
    # research/rl/ldp_linucb's LinUCB.construct: a Python attribute set from a tensor's value
    # (JIT Fallback), then read by the next statement
    def __init__(self, one_line):
        super().__init__()
        self.one_line = one_line
        self.current = 0
        self.total = 0

    def construct(self, r):
        d = ops.reduce_max(r) - r[1]
        if self.one_line:
            self.total = self.total + float(d.asnumpy())
        else:
            self.current = float(d.asnumpy())
            self.total += self.current
        return d * 2


@pytest.mark.parametrize("one_line", [False, True])
@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_python_attribute_set_from_tensor_value_each_call(mode, one_line):
    # 2.10 (both modes): the attributes follow every call's values. minicell's GRAPH_MODE
    # left the compile-time probe's placeholder result (1.0) in `total`, and the statement
    # reading `self.current` ran once while compiling (total 1.0, 2.0, 3.0)
    ms.set_context(mode=mode)
    net = _Regret(one_line)
    got = []
    for r in _REWARDS:
        out = net(Tensor(np.array(r, np.float32)))
        got.append((float(out.asnumpy()), net.total))
    assert got == [(0.0, 0.0), (8.0, 4.0), (6.0, 7.0)]
    assert net.current == (0 if one_line else 3.0)


class _NumpyScalarLeft(nn.Cell):
    # research/hpc/pfnn's Loss: 0.5 * self.InSet_area * self.sum(...), InSet_area a np.float64
    def __init__(self):
        super().__init__()
        self.area = np.float64(0.5)
        self.two = np.int64(2)

    def construct(self, x):
        return self.area * x.sum() + self.two * x.mean()


@ms.jit
def _scalar_ops(t):
    return np.float64(2.0) > t, np.float64(2.0) ** t, np.float16(2) * t


@ms.jit
def _array_times(t):
    return np.array([1.0, 2.0]) * t


def test_numpy_scalar_times_tensor_in_graph_is_a_tensor():
    # 2.10 GRAPH_MODE: a Float32 Tensor that differentiates (minicell read x as an array: the
    # Cell ran op by op and returned np.float64 without gradient)
    ms.set_context(mode=ms.GRAPH_MODE)
    x = Tensor(np.array([[1., 2.], [3., 4.]], np.float32))
    net = _NumpyScalarLeft()
    out = net(x)
    assert isinstance(out, Tensor) and out.dtype == ms.float32
    assert float(out.asnumpy()) == 10.0
    np.testing.assert_allclose(ops.grad(net)(x).asnumpy(), np.full((2, 2), 1.0, np.float32))
    cmp = _scalar_ops(x)
    assert [c.dtype for c in cmp] == [ms.bool_, ms.float32, ms.float32]
    assert cmp[0].asnumpy().tolist() == [[True, False], [False, False]]
    assert cmp[1].asnumpy().tolist() == [[2.0, 4.0], [8.0, 16.0]]
    # an array on the left still reads x's value (2.10: a numpy array, JIT Fallback)
    assert isinstance(_array_times(x), np.ndarray)


def test_numpy_scalar_times_tensor_op_by_op_is_numpy():
    # 2.10 PYNATIVE_MODE: numpy's result (np.float64 5.0), no gradient
    ms.set_context(mode=ms.PYNATIVE_MODE)
    x = Tensor(np.array([[1., 2.], [3., 4.]], np.float32))
    out = np.float64(0.5) * x.sum()
    assert type(out) is np.float64 and out == 5.0
