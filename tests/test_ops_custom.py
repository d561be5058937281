"""``ops.Custom`` with ``func_type="pyfunc"``: outputs, shape/dtype inference, bprop and the
errors, in both modes. Expected values and messages measured with MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor

X = np.array([[1., 2.], [3., 4.]], np.float32)
Y = np.ones((2, 2), np.float32)


def _sub(a, b):
    return a - b


class _Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, a, b):
        return self.op(a, b)


def test_single_output_from_shape_and_dtype_functions(mode):
    seen = []

    def shape_fn(a, b):
        seen.append((a, b))
        return a

    def dtype_fn(a, b):
        seen.append((a, b))
        return a
    out = _Net(ops.Custom(_sub, shape_fn, dtype_fn, "pyfunc"))(Tensor(X), Tensor(Y))
    np.testing.assert_array_equal(out.asnumpy(), X - Y)
    assert out.dtype == ms.float32
    assert seen[0] == ([2, 2], [2, 2]) and seen[1] == (ms.float32, ms.float32)


def test_tuple_of_dtypes_gives_a_tuple_of_outputs(mode):
    two = ops.Custom(lambda a, b: (a + b, a * b), ((2, 2), (2, 2)), (ms.float32, ms.float32),
                     "pyfunc")
    s, p = _Net(two)(Tensor(X), Tensor(Y))
    np.testing.assert_array_equal(s.asnumpy(), X + Y)
    np.testing.assert_array_equal(p.asnumpy(), X * Y)
    one = _Net(ops.Custom(_sub, ((2, 2),), (ms.int32,), "pyfunc"))(Tensor(X), Tensor(Y))
    assert isinstance(one, tuple) and len(one) == 1
    assert one[0].dtype == ms.int32 and one[0].asnumpy().tolist() == [[0, 1], [2, 3]]


def test_empty_shape_is_one_element_and_python_scalars_are_inputs(mode):
    add = ops.Custom(lambda a, b: a + b, (), ms.int32, "pyfunc")
    out = add(10, 5)
    assert out.shape == (1,) and out.asnumpy().tolist() == [15]
    calls = []
    noop = ops.Custom(lambda a, b: calls.append(1), (), (), "pyfunc")
    placeholder = _Net(noop)(Tensor(X), Tensor(Y))
    assert placeholder.dtype == ms.int32 and placeholder.asnumpy().tolist() == [0]
    assert calls == [1]


def test_bprop_gives_the_gradients(mode):
    def bprop(a, b, out, dout):
        return dout * 2, -dout
    sub = ops.Custom(_sub, (2, 2), ms.float32, "pyfunc", bprop=bprop)

    def loss(a, b):
        return (sub(a, b) * Tensor(X)).sum()
    ga, gb = ms.grad(loss, grad_position=(0, 1))(Tensor(X), Tensor(Y))
    np.testing.assert_array_equal(ga.asnumpy(), 2 * X)
    np.testing.assert_array_equal(gb.asnumpy(), -X)


def test_gradient_without_bprop_raises_but_forward_runs(mode):
    sub = ops.Custom(_sub, (2, 2), ms.float32, "pyfunc")

    def loss(a, b):
        return sub(a, b).sum()
    assert float(ms.jit(loss)(Tensor(X), Tensor(Y)).asnumpy()) == 6.0
    with pytest.raises(RuntimeError, match="Custom's bprop not defined"):
        ms.grad(loss)(Tensor(X), Tensor(Y))


def test_result_of_the_wrong_size_raises(mode):
    bad = ops.Custom(lambda a, b: np.ones(3, np.float32), (2, 2), ms.float32, "pyfunc")
    with pytest.raises(RuntimeError, match=r"output 0 of 'fn' has shape \(3,\), which does not "
                                           r"fit the declared shape \(2, 2\)"):
        _Net(bad)(Tensor(X), Tensor(Y)).asnumpy()


def test_constructor_and_inference_errors_as_mindspore():
    with pytest.raises(TypeError, match="'func' must be of type function or str, but got "
                                        "<class 'int'>"):
        ops.Custom(3, (2, 2), ms.float32, "pyfunc")
    with pytest.raises(ValueError, match=r"'func_type' must be one of \['hybrid', 'akg', 'tbe', "
                                         r"'aicpu', 'aot', 'pyfunc'\], but got bad"):
        ops.Custom(_sub, (2, 2), ms.float32, "bad")
    with pytest.raises(TypeError, match="'func_type': aot, .*'func' must be of type str"):
        ops.Custom(_sub, (2, 2), ms.float32, "aot")
    aot = ops.Custom("kernel.so:add", (2, 2), ms.float32, "aot")   # 2.10 builds it; the call fails
    with pytest.raises(RuntimeError, match="couldn't find the AOT binary file: .*kernel.so"):
        aot(Tensor(X), Tensor(Y))
    with pytest.raises(TypeError, match=r"'out_shape' must be one of \[tuple, list, function\], "
                                        r"but got <class 'NoneType'>"):
        ops.Custom(_sub, None, None, "pyfunc")(Tensor(X), Tensor(Y))
    with pytest.raises(TypeError, match=r"'out_dtype' must be one of \[mindspore.dtype, tuple, "
                                        r"list, function\], but got <class 'str'>"):
        ops.Custom(_sub, (2, 2), "float32", "pyfunc")(Tensor(X), Tensor(Y))
    assert ops.Custom is ops.operations.Custom
    assert ops.Custom(_sub, (2, 2), ms.float32).func_type == "pyfunc"
