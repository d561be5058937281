"""jit_syntax_level=STRICT refuses JIT Fallback (Python/numpy reading a tensor's value), not the
values MindSpore keeps in the graph at every level: a Tensor axis of a reduction or of
expand_dims, a Tensor slice bound, int()/float() of a tensor, a list index. Those run op by op
(``eager_fallback``) under STRICT as under LAX. Values: MindSpore 2.10 CPU under STRICT
(measured; MindSpore's tests/st/utils/test_utils.py sets STRICT at import, so every st file
that imports it runs so)."""
import warnings

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor

X = np.arange(24, dtype=np.float32).reshape(2, 3, 4)


@pytest.fixture
def strict_graph():
    ms.set_context(mode=ms.GRAPH_MODE, jit_syntax_level=ms.STRICT)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ms.compiler.errors.CompileWarning)
        yield
    ms.set_context(mode=ms.PYNATIVE_MODE, jit_syntax_level=ms.LAX)


class AxisSum(nn.Cell):
    def construct(self, x, axis):
        x = ops.reduce_sum(x, axis)
        x[1:4:2] = 1
        return x


class AxisMin(nn.Cell):
    def construct(self, x, axis):
        return ops.reduce_min(x, axis)


class ExpandDims(nn.Cell):
    def construct(self, x, axis):
        return ops.expand_dims(x, axis)


class SliceTo(nn.Cell):
    def construct(self, x, n):
        return x[:n] * float(n)


@pytest.mark.parametrize("dynamic", [False, True])
def test_reduction_axis_tensor_input(strict_graph, dynamic):
    # 2.10 (STRICT, with and without set_inputs): shape (3, 4), rows 1 and 3 of axis 0 set to 1
    net = AxisSum()
    if dynamic:
        net.set_inputs(Tensor(shape=[2, 3, 4], dtype=ms.float32),
                       Tensor(shape=(None,), dtype=ms.int64))
    out = net(Tensor(X), Tensor(np.array([0])))
    want = X.sum(axis=0)
    want[1:4:2] = 1
    np.testing.assert_array_equal(out.asnumpy(), want)
    np.testing.assert_array_equal(AxisMin()(Tensor(X), Tensor(np.array([1]))).asnumpy(),
                                  X.min(axis=1))


def test_axis_and_slice_bound_tensors(strict_graph):
    # 2.10 (STRICT): expand_dims(x, Tensor(1)) is (2, 1, 3, 4); x[:Tensor(1)] * float(Tensor(1))
    assert ExpandDims()(Tensor(X), Tensor(1)).shape == (2, 1, 3, 4)
    np.testing.assert_array_equal(SliceTo()(Tensor(X), Tensor(1)).asnumpy(), X[:1])


def test_list_item_set_by_a_tensor_index_in_jit(strict_graph):
    # 2.10 (STRICT): [Tensor([5]), Tensor([2]), Tensor([3])]
    @ms.jit
    def foo(data, index):
        data[index] = Tensor([5])
        return data
    out = foo([Tensor([1]), Tensor([2]), Tensor([3])], Tensor([0]))
    assert [t.asnumpy().tolist() for t in out] == [[5], [2], [3]]


def test_asnumpy_stays_refused(strict_graph):
    # 2.10 (STRICT): AttributeError "In JIT strict mode, cannot get attributes asnumpy ..."
    class Reads(nn.Cell):
        def construct(self, x):
            return x * Tensor(x.asnumpy())
    with pytest.raises(AttributeError, match="jit_syntax_level is STRICT"):
        Reads()(Tensor(X))


class RangeLoop(nn.Cell):
    def construct(self, x, t):
        s = x
        for i in range(int(t)):
            s = s + i
        return s * len(range(1, int(t), 2))


class RangeOfTensor(nn.Cell):
    def construct(self, x, t):
        for i in range(t):
            x = x + i
        return x


@pytest.mark.parametrize("level", [ms.LAX, ms.STRICT])
def test_range_of_int_of_a_tensor(strict_graph, level):
    # 2.10 (both levels, measured): range(int(t)) is a dynamic-length range, [4. 4.];
    # range(t) of the Tensor itself stays its TypeError
    ms.set_context(jit_syntax_level=level)
    x = Tensor(np.ones(2, np.float32))
    np.testing.assert_array_equal(RangeLoop()(x, Tensor(3)).asnumpy(), [4.0, 4.0])
    with pytest.raises(TypeError, match="For 'make_range', the 0th input should be a int"):
        RangeOfTensor()(x, Tensor(3))
