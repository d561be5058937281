"""masked_fill with a numpy scalar value, as MindSpore 2.10 (measured on CPU): ``ops.masked_fill``
takes the value's kind from its numpy type (an integer fills an Int32 input, a float of any width
a Float32 one; the other kind is the kernel's TypeError naming Int64/Float32/Bool), and
``Tensor.masked_fill`` op by op refuses a numpy scalar that is no Python number with
ScalarToTensor's TypeError (a graph casts it)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, jit, ops

MASK = Tensor(np.array([[True, False], [False, True]]))
X_F32 = Tensor(np.ones([2, 2], np.float32))
X_I32 = Tensor(np.ones([2, 2], np.int32))


@pytest.mark.parametrize("value", [np.int32(3), np.uint8(3), np.int64(3)])
def test_ops_masked_fill_numpy_integer_fills_an_int_input(value):
    out = ops.masked_fill(X_I32, MASK, value)
    assert out.dtype == ms.int32
    assert out.asnumpy().tolist() == [[3, 1], [1, 3]]


@pytest.mark.parametrize("value, x, shown", [
    (np.int32(2), X_F32, "{Float32, Bool, Int64}"),
    (np.bool_(True), X_F32, "{Float32, Bool, Bool}"),
    (np.float16(2.0), X_I32, "{Int32, Bool, Float32}"),
    (np.float32(2.0), X_I32, "{Int32, Bool, Float32}")])
def test_ops_masked_fill_numpy_scalar_of_another_kind_is_refused(value, x, shown):
    with pytest.raises(TypeError, match="Select CPU operator\\[MaskedFill\\] fail"):
        ops.masked_fill(x, MASK, value)
    with pytest.raises(TypeError) as info:
        ops.masked_fill(x, MASK, value)
    assert f"but get input[[const vector]{shown}]" in str(info.value)


@pytest.mark.parametrize("value", [np.float32(2.0), np.int32(2), np.float16(2.0),
                                   np.bool_(True), np.uint8(2)])
def test_tensor_masked_fill_numpy_scalar_refused_eagerly(value):
    with pytest.raises(TypeError) as info:
        X_F32.masked_fill(MASK, value)
    assert str(info.value) == ("For 'ScalarToTensor', the type of 'x' should be one of "
                               f"'['bool', 'int', 'float']', but got type "
                               f"'{type(value).__name__}'.")


def test_tensor_masked_fill_python_numbers_and_float64_cast():
    for value in (2.5, np.float64(2.5)):
        assert X_F32.masked_fill(MASK, value).asnumpy().tolist() == [[2.5, 1.0], [1.0, 2.5]]
    assert X_I32.masked_fill(MASK, 2.7).asnumpy().tolist() == [[2, 1], [1, 2]]


def test_tensor_masked_fill_numpy_scalar_in_a_graph_is_cast():
    value = np.float32(2.5)

    @jit
    def fill(x, m):
        return x.masked_fill(m, value)

    assert fill(X_F32, MASK).asnumpy().tolist() == [[2.5, 1.0], [1.0, 2.5]]
