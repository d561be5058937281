"""``ops.RealDiv`` and ``ops.tensor_div`` of integers, as MindSpore 2.10 gives them (measured on
CPU, PYNATIVE_MODE and GRAPH_MODE alike): two integer operands keep their promoted integer dtype
and the quotient is truncated toward zero; a division by zero gives the dtype's max for a
positive dividend, its min for a negative one and 0 for 0; two Bools are refused. Anything with
a float operand divides as ``ops.div``."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor

X = np.array([7, -7, 5, -5, 0, 9, -9], np.int64)
Y = np.array([2, 2, 0, 0, 0, -4, -4], np.int64)
# 2.10's outputs (dtype, values) for X / Y cast to each dtype
EXPECTED = {
    "int8": ("Int8", [3, -3, 127, -128, 0, -2, 2]),
    "uint8": ("UInt8", [3, 124, 255, 255, 0, 0, 0]),
    "int16": ("Int16", [3, -3, 32767, -32768, 0, -2, 2]),
    "int32": ("Int32", [3, -3, 2147483647, -2147483648, 0, -2, 2]),
    "int64": ("Int64", [3, -3, 2 ** 63 - 1, -2 ** 63, 0, -2, 2]),
}


class RealDivNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.div = ops.RealDiv()

    def construct(self, x, y):
        return self.div(x, y)


@pytest.fixture(params=["pynative", "graph"])
def real_div(request):
    mode = ms.GRAPH_MODE if request.param == "graph" else ms.PYNATIVE_MODE
    prev = ms.get_context("mode")
    ms.set_context(mode=mode)
    yield RealDivNet()
    ms.set_context(mode=prev)


def _out(t):
    return str(t.dtype), t.asnumpy().tolist()


@pytest.mark.parametrize("dtype", sorted(EXPECTED))
def test_integer_operands_truncate_and_saturate_by_zero(real_div, dtype):
    got = real_div(Tensor(X.astype(dtype)), Tensor(Y.astype(dtype)))
    assert _out(got) == EXPECTED[dtype]


def test_mixed_operands_promote_then_divide(real_div):
    i32 = Tensor(X.astype(np.int32))
    assert _out(real_div(i32, Tensor(Y))) == EXPECTED["int64"]          # Int32 / Int64
    assert _out(real_div(Tensor(X.astype(np.int8)), Tensor(Y.astype(np.uint8)))) == (
        "Int16", [3, -3, 32767, -32768, 0, 0, 0])
    assert _out(real_div(i32, 2)) == ("Int32", [3, -3, 2, -2, 0, 4, -4])
    assert _out(real_div(7, Tensor(Y.astype(np.int32)))) == (
        "Int32", [3, 3, 2147483647, 2147483647, 2147483647, -1, -1])
    assert _out(real_div(i32, Tensor(Y.astype(bool)))) == (
        "Int32", [7, -7, 2147483647, -2147483648, 0, 9, -9])
    assert _out(real_div(Tensor(np.array([-128], np.int8)), Tensor(np.array([-1], np.int8)))) \
        == ("Int8", [-128])                                             # wraps, as in C
    # a float operand: true division
    assert _out(real_div(i32, 2.0)) == ("Float32", [3.5, -3.5, 2.5, -2.5, 0.0, 4.5, -4.5])
    half = real_div(Tensor(X.astype(np.float16)), Tensor(Y.astype(np.int32)))
    assert str(half.dtype) == "Float16"
    np.testing.assert_array_equal(half.asnumpy(), [3.5, -3.5, np.inf, -np.inf, np.nan, -2.25,
                                                   2.25])


def test_two_bools_are_refused(real_div):
    b = Tensor(np.array([True, False]))
    with pytest.raises(TypeError, match=r"For primitive\[RealDiv\], the input argument\[x\] "
                                        r"must be a type of \{Tensor\[BFloat16\], .*"
                                        r"Tensor\[UInt8\]\}, but got Tensor\[Bool\]\."):
        real_div(b, b)
    assert _out(real_div(b, 2)) == ("Int64", [0, 0])
    assert _out(real_div(b, Tensor(np.array([2.0, 0.0], np.float32))))[0] == "Float32"


def test_tensor_div_is_real_div_and_gradients_are_unchanged():
    i32 = Tensor(X.astype(np.int32))
    assert _out(ops.tensor_div(i32, Tensor(Y.astype(np.int32)))) == EXPECTED["int32"]
    assert _out(ops.tensor_div(7, 2)) == ("Int64", 3)
    assert _out(ops.tensor_div(x=i32, y=2.0))[0] == "Float32"
    f = Tensor(np.array([2.0, 0.0], np.float32))
    g = ms.grad(lambda x: ops.RealDiv()(x, f + 1).sum())(Tensor(np.array([1.0, 2.0], np.float32)))
    np.testing.assert_allclose(g.asnumpy(), [1 / 3, 1.0], rtol=1e-7)
