"""Tests for ops.Assert, ops.CheckNumerics and ops.InsertGradientOf (``ops/extra_debug.py``)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops


class _Checked(nn.Cell):
    def __init__(self):
        super().__init__()
        self.check = ops.Assert(2)
        self.numerics = ops.CheckNumerics()

    def construct(self, x):
        self.check(ops.logical_not(x < 0), [x])
        return self.numerics(x) * 3


def test_assert_and_check_numerics_pass_values_and_gradients(mode):
    x = ms.Tensor(np.array([1.0, 2.0], np.float32))
    assert _Checked()(x).asnumpy().tolist() == [3.0, 6.0]
    assert ms.grad(_Checked())(x).asnumpy().tolist() == [3.0, 3.0]
    assert ops.Assert()(ms.Tensor(True), [x]).asnumpy().tolist() == [0]


@pytest.mark.parametrize("value, match", [([1.0, -2.0, 3.0], "Assert.*condition is false"),
                                          ([1.0, float("nan"), 3.0], "NaN"),
                                          ([float("inf"), 1.0, 3.0], "Inf")])
def test_failed_checks_raise_runtime_error(mode, value, match):
    x = ms.Tensor(np.array(value, np.float32))
    with pytest.raises(RuntimeError, match=match):
        _Checked()(x)


def test_assert_message_and_argument_errors():
    with pytest.raises(RuntimeError, match=r"input data: \[1 2\]\nassert failed"):
        ops.Assert(summarize=2)(ms.Tensor([True, False]), [ms.Tensor([1, 2, 3])])
    with pytest.raises(TypeError, match="Assert.*input_data"):
        ops.Assert()(ms.Tensor(True), ms.Tensor([1.0]))
    with pytest.raises(TypeError, match="InsertGradientOf.*callable"):
        ops.InsertGradientOf(1)


def test_insert_gradient_of_transforms_the_gradient():
    clip = ops.InsertGradientOf(lambda g: ops.clip_by_value(g, -0.1, 0.1))
    grad = ms.grad(lambda x: clip(x * 2) * 5)(ms.Tensor([1.0, 2.0]))
    assert np.allclose(grad.asnumpy(), [0.2, 0.2])
    assert clip(ms.Tensor([1.5])).asnumpy().tolist() == [1.5]


def test_insert_gradient_of_in_graph_mode():
    """MindSpore 2.10 compiles InsertGradientOf into the graph (its function scales the
    gradient there as eagerly; measured: output [3.], gradient [6.])."""
    def double(g):
        return g * 2

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.ig = ops.InsertGradientOf(double)

        def construct(self, x):
            return self.ig(x) * 3
    ms.set_context(mode=ms.GRAPH_MODE)
    assert Net()(ms.Tensor([1.0])).asnumpy().tolist() == [3.0]
    assert ops.grad(Net())(ms.Tensor([1.0])).asnumpy().tolist() == [6.0]


def _add_mul(x, y):
    return x + y, x * y


def test_py_func_in_both_modes(mode):
    op = ops.PyFunc(_add_mul, [ms.float32, ms.float32], [(2,), (2,)], [ms.float32, ms.int32],
                    [(2,), (2,)])

    class Net(nn.Cell):
        def construct(self, x, y):
            a, b = op(x, y)
            return a * 2, b

    a, b = Net()(ms.Tensor([1.0, 2.0]), ms.Tensor([3.0, 4.5]))
    assert a.asnumpy().tolist() == [8.0, 13.0]
    assert b.dtype == ms.int32 and b.asnumpy().tolist() == [3, 9]
    with pytest.raises(ValueError, match="PyFunc.*inputs"):
        op(ms.Tensor([1.0, 2.0]))
    with pytest.raises(TypeError, match="PyFunc.*callable"):
        ops.PyFunc(1, [], [], [], [])
