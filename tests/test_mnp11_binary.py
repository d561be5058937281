"""mindspore.numpy's binary functions on operand kinds their ops refuse, as 2.10 CPU gives them
(measured in both modes with /tmp/mnp11/probe.py and full.py): float_power refuses Python numbers
in PYNATIVE_MODE; logaddexp is Exp's refusal of integer and Bool operands; hypot Square's of Bool
ones; heaviside promotes; bitwise_* of floats is the primitive's TypeError; GRAPH_MODE's
multiply of a number fails calling Shape."""
import re

import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, numpy as mnp


def _i():
    return Tensor(np.array([3, -2, 5], np.int32))


def _f():
    return Tensor(np.array([1.5, -2.0, 3.0], np.float32))


def _b():
    return Tensor(np.array([True, False, True]))


def _call(mode, fn, x1, x2):
    """``fn(x1, x2)``; in GRAPH_MODE inside a construct taking the Tensor operands (a Python
    number stays a constant of the construct)."""
    if mode == ms.PYNATIVE_MODE:
        return fn(x1, x2)
    if isinstance(x1, Tensor) and isinstance(x2, Tensor):
        class Two(nn.Cell):
            def construct(self, a, b):
                return fn(a, b)
        return Two()(x1, x2)
    tensor_first = isinstance(x1, Tensor)

    class One(nn.Cell):
        def construct(self, a):
            return fn(a, x2) if tensor_first else fn(x1, a)
    return One()(x1 if tensor_first else x2)


def _check(out, dtype, values):
    assert str(out.dtype) == dtype
    np.testing.assert_allclose(out.asnumpy().astype(np.float64), values, rtol=1e-4)


@pytest.mark.parametrize("x2,kind", [(2, "int"), (2.5, "float"), (True, "bool")])
def test_float_power_refuses_numbers_in_pynative(x2, kind):
    with pytest.raises(TypeError, match=rf"^For Primitive\[Dtype\], the input argument\[input_x\] "
                       rf"must be a Tensor, CSRTensor or COOTensor, but got <class '{kind}'>\.$"):
        mnp.float_power(_i(), x2)
    with pytest.raises(TypeError, match=f"<class '{kind}'>"):
        mnp.float_power(x2, _f())


def test_float_power_takes_numbers_in_graph():
    ms.set_context(mode=ms.GRAPH_MODE)
    _check(_call(ms.GRAPH_MODE, mnp.float_power, _i(), 2.5), "Float32",
           [15.5885, np.nan, 55.9017])


_EXP_INT = (r"^For primitive\[Exp\], the input argument\[input\] must be a type of \{BFloat16, "
            r"Bool, Complex128, Complex64, Float16, Float32, Float64, Int64\}, but got Int32\.$")


@pytest.mark.parametrize("args", [lambda: (_i(), _i()), lambda: (_i(), _f()),
                                  lambda: (_f(), 2), lambda: (2.5, _i())])
def test_logaddexp_refuses_ints(mode, args):
    with pytest.raises(TypeError, match=_EXP_INT):
        _call(mode, mnp.logaddexp, *args())


def test_logaddexp_refuses_bools(mode):
    text = "Select CPU operator[Exp] fail! Unsupported data type!"
    with pytest.raises(TypeError) as e:
        _call(mode, mnp.logaddexp, _f(), _b())
    assert text in str(e.value) and "Bool" in str(e.value)
    with pytest.raises(TypeError, match=_EXP_INT if mode == ms.GRAPH_MODE else r"Exp\] fail"):
        _call(mode, mnp.logaddexp, _b(), _i())
    _check(_call(mode, mnp.logaddexp, _f(), 2.5), "Float32", [2.8133, 2.511, 3.4741])


def test_logaddexp_bool_texts_pynative():
    with pytest.raises(TypeError) as e:
        mnp.logaddexp(_b(), _b())
    assert str(e.value) == (
        "Select CPU operator[Exp] fail! Unsupported data type!\nThe supported data types are "
        "input[Float64], output[Float64];input[Complex64], output[Complex64];input[Complex128], "
        "output[Complex128];input[Float32], output[Float32];,\n but get input[[const vector]"
        "{Bool}], output[[const vector]{Float32}].")


def test_hypot_refuses_bools(mode):
    for a, b in ((_f(), _b()), (_b(), _i()), (_f(), True)):
        with pytest.raises(TypeError, match=r"Select CPU operator\[Square\] fail! Unsupported"):
            _call(mode, mnp.hypot, a, b)
    sub = r"^For primitive\[Sub\], the input argument\[x\] must be a type of \{Tensor\[BFloat16\]"
    with pytest.raises(TypeError, match=sub if mode == ms.GRAPH_MODE else r"operator\[Square\]"):
        _call(mode, mnp.hypot, _b(), _b())
    _check(_call(mode, mnp.hypot, _i(), 2.5), "Float32", [3.9051, 3.2016, 5.5902])


@pytest.mark.parametrize("args,dtype,values", [
    (lambda: (_b(), _b()), "Bool", [1, 0, 1]),
    (lambda: (_i(), _f()), "Float32", [1, 0, 1]),
    (lambda: (_b(), _i()), "Int32", [1, -2, 1]),
    (lambda: (_f(), _b()), "Float32", [1, 0, 1]),
    (lambda: (Tensor(np.array([3, -2, 0], np.int8)), 3), "Int32", [1, 0, 3]),
    (lambda: (Tensor(np.array([True, False, False])), True), "Bool", [1, 1, 1]),
])
def test_heaviside_promotes(mode, args, dtype, values):
    _check(_call(mode, mnp.heaviside, *args()), dtype, values)


@pytest.mark.parametrize("name,prim", [("bitwise_and", "BitwiseAnd"), ("bitwise_or", "BitwiseOr"),
                                       ("bitwise_xor", "BitwiseXor")])
def test_bitwise_refuses_floats(name, prim):
    fn = getattr(mnp, name)
    text = (rf"^For primitive\[{prim}\], the input argument\[x\] must be a type of "
            r"\{Tensor\[Bool\], Tensor\[Int16\], Tensor\[Int32\], Tensor\[Int64\], "
            r"Tensor\[Int8\], "
            r"Tensor\[UInt16\], Tensor\[UInt32\], Tensor\[UInt64\], Tensor\[UInt8\]\}, but got "
            r"Tensor\[Float32\]\.$")
    for a, b in ((_f(), _f()), (_i(), _f()), (_i(), 2.5), (2.0, _i()), (_f(), True)):
        with pytest.raises(TypeError, match=text):
            fn(a, b)


def test_bitwise_and_ints_and_bools_pass():
    _check(mnp.bitwise_and(_i(), 2), "Int32", [2, 2, 0])
    _check(mnp.bitwise_and(_b(), True), "Bool", [1, 0, 1])


# 2.10's second line (measured; research/gnn/nri-mpm's transpose_id multiplies by a number)
_VALID = re.escape('The valid calling should be: "input_x=<Tensor>".')


@pytest.mark.parametrize("x2,kind", [(2, "Int64"), (2.5, "Float32"), (True, "Bool")])
def test_multiply_number_in_graph(x2, kind):
    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(TypeError, match=rf'^Failed calling Shape with "input_x={kind}"\.\n{_VALID}$'):
        _call(ms.GRAPH_MODE, mnp.multiply, _f(), x2)
    with pytest.raises(TypeError, match=rf'^Failed calling Shape with "input_x={kind}"\.\n{_VALID}$'):
        _call(ms.GRAPH_MODE, mnp.multiply, x2, _i())


@pytest.mark.parametrize("name", ["logaddexp2", "logical_xor", "not_equal", "less_equal"])
def test_tensor_only_functions_refuse_numbers(name):
    fn = getattr(mnp, name)
    for a, b, kind in ((_i(), 2, "Int"), (2.5, _f(), "Float"), (_b(), True, "Bool")):
        with pytest.raises(TypeError, match=rf"^expect Tensor, but got <class "
                           rf"'mindspore\._c_expression\.typing\.{kind}'>$"):
            fn(a, b)


def test_logaddexp2_refuses_integral_operands(mode):
    with pytest.raises(TypeError, match=r"Select CPU operator\[Log\] fail! Unsupported data"):
        _call(mode, mnp.logaddexp2, _i(), _i())
    with pytest.raises(TypeError, match=r"Select CPU operator\[Log\] fail! Unsupported data"):
        _call(mode, mnp.logaddexp2, _b(), _b())
    _check(_call(mode, mnp.logaddexp2, _f(), _b()), "Float32", [2.2716, 0.3219, 3.3219])


def test_logaddexp2_int_text_pynative():
    with pytest.raises(TypeError) as e:
        mnp.logaddexp2(_i(), _i())
    assert str(e.value) == (
        "Select CPU operator[Log] fail! Unsupported data type!\nThe supported data types are "
        "input[Float64], output[Float64];input[Complex64], output[Complex64];input[Complex128], "
        "output[Complex128];input[Float32], output[Float32];input[Float16], output[Float16];,\n"
        " but get input[[const vector]{Int32}], output[[const vector]{Float32}].")


@pytest.mark.parametrize("name,args,dtype,values", [
    ("maximum", lambda: (_i(), 2.5), "Int32", [3, 2, 5]),
    ("minimum", lambda: (2.5, _i()), "Int32", [2, -2, 2]),
    ("maximum", lambda: (Tensor(np.array([3, -2, 5], np.int8)), 300), "Int8", [44, 44, 44]),
    ("minimum", lambda: (2.7, Tensor(np.array([3, -2, 5], np.int8))), "Int8", [2, -2, 2]),
    ("maximum", lambda: (Tensor(np.array([1.5, -2.0, 3.0], np.float16)), 2.5), "Float16",
     [2.5, 2.5, 3.0]),
    ("maximum", lambda: (_i(), True), "Int32", [3, 1, 5]),
    ("maximum", lambda: (_b(), 2), "Bool", [1, 1, 1]),
    ("maximum", lambda: (_b(), _b()), "Bool", [1, 0, 1]),
])
def test_extremes_cast_numbers_to_the_tensor(mode, name, args, dtype, values):
    _check(_call(mode, getattr(mnp, name), *args()), dtype, values)


def test_minimum_refuses_bools(mode):
    for b in (_b(), True):
        with pytest.raises(TypeError, match=r"Select CPU operator\[Minimum\] fail! Unsupported"):
            _call(mode, mnp.minimum, _b(), b)


_NEG_BOOL = (
    "Select CPU operator[Neg] fail! Unsupported data type!\nThe supported data types are "
    "input[BFloat16], output[BFloat16];input[Float16], output[Float16];input[Float32], "
    "output[Float32];input[Float64], output[Float64];input[UInt8], output[UInt8];input[UInt16], "
    "output[UInt16];input[UInt32], output[UInt32];input[UInt64], output[UInt64];input[Int8], "
    "output[Int8];input[Int16], output[Int16];input[Int32], output[Int32];input[Int64], "
    "output[Int64];input[Complex64], output[Complex64];input[Complex128], output[Complex128];,\n"
    " but get input[[const vector]{Bool}], output[[const vector]{Bool}].")


_minus = lambda m: -m
_neg_method = lambda m: m.neg()


@pytest.mark.parametrize("neg", [ms.ops.neg, _minus, mnp.negative, _neg_method],
                         ids=["ops.neg", "operator", "mnp.negative", "Tensor.neg"])
def test_neg_of_bool_is_the_kernel_refusal(mode, neg):
    first = lambda a, b: neg(a)
    with pytest.raises(TypeError) as e:
        _call(mode, first, _b(), _b())
    if mode == ms.PYNATIVE_MODE:
        assert str(e.value) == _NEG_BOOL
    else:
        assert "- Kernel select failed:" in str(e.value)
        assert "Select CPU operator[Neg] fail! Unsupported data type!" in str(e.value)
    _check(_call(mode, first, _i(), _i()), "Int32", [-3, 2, -5])


@pytest.mark.parametrize("args,dtype,values", [
    (lambda: (_i(), _i()), "Int32", [3, -2, 5]),
    (lambda: (_i(), _f()), "Int32", [3, -2, 5]),
    (lambda: (_i(), 2.5), "Int32", [3, 2, 5]),
    (lambda: (2, _f()), "Int32", [2, -2, 2]),
    (lambda: (2.5, _i()), "Float32", [2.5, -2.5, 2.5]),
    (lambda: (Tensor(np.array([3, -2, 5], np.int8)), 3), "Int8", [3, 2, 5]),
    (lambda: (_f(), 2), "Float32", [1.5, 2.0, 3.0]),
])
def test_copysign_gives_x1_dtype(mode, args, dtype, values):
    _check(_call(mode, mnp.copysign, *args()), dtype, values)


def test_copysign_refuses_bools(mode):
    for a, b in ((_b(), _b()), (_b(), _i()), (_f(), _b()), (_i(), True)):
        with pytest.raises(TypeError, match=r"^sign does not accept dtype bool\.$"):
            _call(mode, mnp.copysign, a, b)


def test_isclose_converts_numbers(mode):
    for a, b in ((_f(), 2), (2.5, _i()), (_i(), True), (_i(), _f())):
        with pytest.raises(TypeError, match=r"^For primitive\[IsClose\], the input type must be "
                           r"same\.\s?\n?name:\[input\]"):
            _call(mode, mnp.isclose, a, b)
    _check(_call(mode, mnp.isclose, _f(), 3.0), "Bool", [0, 0, 1])
    _check(_call(mode, mnp.isclose, _b(), _b()), "Bool", [1, 1, 1])
    _check(_call(mode, mnp.isclose, _b(), True), "Bool", [1, 0, 1])
