"""Ops and Tensor methods on tricky inputs, measured against MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, ops
from conftest import FnCell


# (the ``mode`` fixture, both modes, comes from conftest)


# ---- NaN sign in repr -----------------------------------------------------------------------
def test_repr_prints_sign_bit_nan_as_c_printf():
    # 2.10: repr(ops.sqrt(Tensor([-2., 0., 1.]))) -> '[           -nan,  0.00000000e+00, ...'
    r = repr(ops.sqrt(Tensor(np.array([-2., 0., 1.], np.float32))))
    assert r == ("Tensor(shape=[3], dtype=Float32, value= [           -nan,  0.00000000e+00,"
                 "  1.00000000e+00])")
    r = repr(Tensor(np.array([np.nan, -np.nan], np.float32)))
    assert r == "Tensor(shape=[2], dtype=Float32, value= [            nan,            -nan])"
    assert repr(Tensor(np.array(-np.nan, np.float32))) == \
        "Tensor(shape=[], dtype=Float32, value= -nan)"
    r = repr(Tensor(np.array([-np.nan, 0., 1.], np.float16)))
    assert r == "Tensor(shape=[3], dtype=Float16, value= [       -nan,  0.0000e+00,  1.0000e+00])"


def test_zero_by_zero_is_unsigned_nan(mode):
    # 2.10: [-2, 0, 1] / 0 -> [-inf, nan, inf], the NaN without the sign bit, both modes
    x = Tensor(np.array([-2., 0., 1.], np.float32))
    z = Tensor(np.zeros(3, np.float32))
    fn2 = lambda a, b: a / b
    fn3 = lambda a, b: a // b
    for fn in (fn2, ops.div, fn3):
        out = FnCell(fn)(x, z).asnumpy()
        assert np.isnan(out[1]) and not np.signbit(out[1])
    fn4 = lambda a: a / 0
    r = repr(FnCell(fn4)(x.astype(ms.float16)))
    assert r == "Tensor(shape=[3], dtype=Float16, value= [       -inf,         nan,         inf])"


def test_zero_by_zero_grad_wrt_x_is_inf():
    # 2.10: grad of sum(x / y) at x = y = 0 is 1 / 0 = inf for x
    x = Tensor(np.array([0., 1., 0.], np.float32))
    y = Tensor(np.array([0., 0., 2.], np.float32))
    dx = ms.grad(lambda a, b: (a / b).sum())(x, y).asnumpy()
    np.testing.assert_array_equal(dx, [np.inf, np.inf, 0.5])


# ---- integer pow past Int32 -----------------------------------------------------------------
_POW_X = [3, 3, 7, -3, -3, 3, 3, 5, 2, 2]
_POW_Y = [21, 19, 12, 21, 20, 40, 41, 13, 31, 32]


@pytest.mark.parametrize("dtype, want", [
    (np.uint8, [0, 219, 0, 0, 0, 0, 0, 149, 0, 0]),
    (np.int8, [0, -37, 0, 0, 0, 0, 0, -107, 0, 0]),
    (np.int16, [0, -19493, 0, 0, 0, 0, 0, 29589, 0, 0]),
    (np.int32, [-2 ** 31, 1162261467, -2 ** 31, -2 ** 31, -2 ** 31, -2 ** 31, -2 ** 31,
                1220703125, -2 ** 31, -2 ** 31]),
])
def test_int_pow_past_int32(mode, dtype, want):
    # 2.10 (both modes): the power in double, converted to Int32 (its min when out of range)
    x = Tensor(np.array(_POW_X, np.int64).astype(dtype))
    y = Tensor(np.array(_POW_Y, np.int64).astype(dtype))
    out = FnCell(ops.pow)(x, y)
    assert out.dtype == x.dtype
    np.testing.assert_array_equal(out.asnumpy(), np.array(want, np.int64).astype(dtype))


def test_uint8_pow_scalar_exponents():
    # 2.10: a uint8 exponent of 255 (-1 converted) or 44 (300 converted) gives 0 for 7 and 255
    x = Tensor(np.array([7, 0, 255], np.uint8))
    np.testing.assert_array_equal(ops.pow(x, -1).asnumpy(), [0, 0, 0])
    np.testing.assert_array_equal(ops.pow(x, 300).asnumpy(), [0, 0, 0])
    np.testing.assert_array_equal((x ** 2).asnumpy(), [49, 0, 1])


def test_int64_pow_rounds_through_double():
    # 2.10: Int64 7**21 = 558545864083284032 (a double), 3**40 is Int64's min
    x = Tensor(np.array([7, 3, -3, 2], np.int64))
    y = Tensor(np.array([21, 40, 21, 32], np.int64))
    np.testing.assert_array_equal(ops.pow(x, y).asnumpy(), [
        558545864083284032, np.iinfo(np.int64).min, -10460353203, 4294967296])


# ---- clamp with a Tensor bound and a number -------------------------------------------------
_X3 = np.array([1., 5., -3.], np.float32)


def _clamp_error(mode, fn):
    with pytest.raises(TypeError) as info:
        FnCell(fn)(Tensor(_X3), Tensor(np.zeros(3, np.float32)))
    return str(info.value)


def test_ops_clamp_refuses_a_tensor_bound_with_a_number(mode):
    # 2.10: ClampTensor takes Tensors only, a 0-d one included (measured, both modes)
    fn5 = lambda x, b: ops.clamp(x, b, 2.5)
    msg = _clamp_error(mode, fn5)
    if mode == ms.PYNATIVE_MODE:
        assert msg == ('Failed calling ClampTensor with "ClampTensor()(input=Tensor, min=Tensor, '
                       'max=float)".\nThe valid calling should be: \n"ClampTensor()(input=<Tensor>'
                       ', min=<Tensor>, max=<Tensor>)".')
    else:
        assert msg == ('Failed calling ClampTensor with "max=Float32".\nThe valid calling should '
                       'be: "input=<Tensor>, min=<Tensor>, max=<Tensor>".')
    fn6 = lambda x, b: ops.clamp(x, 2, b)
    msg = _clamp_error(mode, fn6)
    assert ("min=int, max=Tensor" if mode == ms.PYNATIVE_MODE else '"min=Int64"') in msg


def test_tensor_clamp_takes_a_0d_tensor_for_a_number(mode):
    # 2.10: x.clamp(Tensor(2.), 4) and mint.clamp(x, Tensor(2.), 4) give [2, 4, 2]
    s = Tensor(np.array(2., np.float32))
    fn7 = lambda x: x.clamp(s, 4)
    fn8 = lambda x: ms.mint.clamp(x, s, 4)
    for fn in (fn7, fn8):
        np.testing.assert_array_equal(FnCell(fn)(Tensor(_X3)).asnumpy(), [2., 4., 2.])


def test_tensor_clamp_refuses_a_tensor_bound_with_a_number_pynative():
    # 2.10: the overload listing marks each argument of a wrong type
    b = Tensor(np.zeros(3, np.float32))
    with pytest.raises(TypeError) as info:
        Tensor(_X3).clip(0, b)
    assert str(info.value) == (
        'Failed calling clamp with "clamp(int, Tensor)".\nThe valid calling should be:\n'
        '"Tensor.clamp(min=<None, Tensor>, max=<None, Tensor>)"\n'
        '    match failed because invalid types: (int, Tensor)\n' + " " * 41 + "~" * 5
        + " " * 8 + '\n"Tensor.clamp(min=<None, Number>, max=<None, Number>)"\n'
        '    match failed because invalid types: (int, Tensor)\n' + " " * 46 + "~" * 8)
    with pytest.raises(TypeError) as info:
        ms.mint.clamp(Tensor(_X3), b, 4)
    assert str(info.value).splitlines()[2] == \
        '"clamp(input=<Tensor>, min=<None, Tensor>, max=<None, Tensor>)"'


def test_tensor_clamp_refuses_a_tensor_bound_with_a_number_graph():
    # 2.10 GRAPH_MODE: ClampScalar's TypeError for Tensor.clamp and mint.clamp
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        fn9 = lambda x, b: x.clamp(b, 2.5)
        fn10 = lambda x, b: ms.mint.clamp(x, b, 2.5)
        for fn in (fn9, fn10):
            assert _clamp_error(ms.GRAPH_MODE, fn) == (
                'Failed calling ClampScalar with "ClampScalar()(input=Tensor, min=Tensor, '
                'max=float)".\nThe valid calling should be: \n"ClampScalar()(input=<Tensor>, '
                'min=<Number>, max=<Number>)".')
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


# ---- bincount ---------------------------------------------------------------------------------
def test_bincount_is_float32_whatever_the_weights():
    # 2.10: Int32 weights give Float32 [0, 3, 2, 2]; an empty input gives a [0] Float32
    v = Tensor(np.array([2, 1, 2, 3, 1, 1], np.int32))
    out = ops.bincount(v, Tensor(np.array([1, 1, 1, 2, 1, 1], np.int32)))
    assert out.dtype == ms.float32
    np.testing.assert_array_equal(out.asnumpy(), [0., 3., 2., 2.])
    out = ops.bincount(v, Tensor(np.array([.1, 1, 1, 2, 1, 1], np.float64)))
    assert out.dtype == ms.float32
    np.testing.assert_allclose(out.asnumpy(), [0., 3., 1.1, 2.], rtol=1e-6)
    out = ops.bincount(Tensor(np.array([], np.int32)), minlength=3)
    assert out.dtype == ms.float32 and out.shape == (0,)


# ---- Scatter* functions -----------------------------------------------------------------------
def test_param_scatter_functions_take_three_arguments():
    # 2.10: ops.scatter_add(input_x, indices, updates) (no use_locking; scatter_nd_add has it)
    p = ms.Parameter(Tensor(np.zeros((3,), np.float32)))
    with pytest.raises(TypeError, match=r"^scatter_add\(\) takes 3 positional arguments but 4 "
                                        r"were given$"):
        ops.scatter_add(p, Tensor([0]), Tensor([1.]), True)
    ops.scatter_nd_add(p, Tensor([[1]]), Tensor([2.]), True)
    np.testing.assert_array_equal(p.asnumpy(), [0., 2., 0.])


# ---- searchsorted / masked_fill argument errors ---------------------------------------------
_SEARCH_VALID = ('\nThe valid calling should be: \n"SearchSorted(dtype=<mindspore.dtype>, '
                 'right=<bool>)(sorted_sequence=<Tensor>, values=<Tensor>, sorter=<Tensor>)".')


def test_searchsorted_refuses_a_number_and_checks_side():
    s = Tensor(np.array([1., 3., 5.], np.float32))
    v = Tensor(np.array([3.], np.float32))
    with pytest.raises(TypeError) as info:
        ops.searchsorted(s, 3.)
    assert str(info.value) == (
        'Failed calling SearchSorted with "SearchSorted(dtype=mindspore.dtype, right=bool)('
        'sorted_sequence=Tensor, values=float, sorter=None)".' + _SEARCH_VALID)
    with pytest.raises(TypeError, match=r"values=List<float>, sorter=None\)"):
        ops.searchsorted(s, [3.])
    with pytest.raises(ValueError, match="^For 'searchsorted', side and right can't be set to "
                                         "opposites, got side of left while right was True.$"):
        ops.searchsorted(s, v, side="left", right=True)
    with pytest.raises(ValueError, match=r"^For 'searchsorted', the argument 'side' should be "
                                         r"one of in \[None, 'left', 'right'\], but got x.$"):
        ops.searchsorted(s, v, side="x")
    assert ops.searchsorted(s, v, side="right", right=False).asnumpy().tolist() == [2]
    assert ms.numpy.searchsorted(s, 3.).asnumpy().tolist() == 1      # mnp converts a number


def test_masked_fill_kernel_text():
    # 2.10: the CPU kernel's whole 'Select CPU operator' text for a value of another kind
    x = Tensor(np.array([1, 5], np.int32))
    with pytest.raises(TypeError) as info:
        ops.masked_fill(x, x > 3, 2.7)
    lines = str(info.value).split("\n")
    assert lines[0] == "Select CPU operator[MaskedFill] fail! Unsupported data type!"
    assert lines[1].startswith("The supported data types are input[Float16 Bool Float16], "
                               "output[Float16];input[Float32 Bool Float32], output[Float32];")
    assert lines[1].endswith("input[Complex128 Bool Complex128], output[Complex128];,")
    assert lines[2] == (" but get input[[const vector]{Int32, Bool, Float32}], "
                        "output[[const vector]{Int32}].")


# ---- linspace with Tensor bounds ------------------------------------------------------------
def test_linspace_tensor_bounds_are_two_float32_or_two_float64(mode):
    i32 = Tensor(np.array(0, np.int32))
    with pytest.raises(TypeError, match=r"^For primitive\[LinSpace\], the input argument\[start "
                                        r"type\] must be a type of \{Tensor\[Float32\], "
                                        r"Tensor\[Float64\]\}, but got Tensor\[Int32\].$"):
        fn11 = lambda a, b: ops.linspace(a, b, 4)
        FnCell(fn11)(i32, Tensor(np.array(10, np.int32)))
    with pytest.raises(TypeError, match=r"^For primitive\[LinSpace\], the input type must be "
                                        r"same.\nname:\[start type\]:Tensor\[Float64\].\nname:"
                                        r"\[stop type\]:Tensor\[Float32\].$"):
        fn12 = lambda a: ops.linspace(a, 10, 4)
        FnCell(fn12)(Tensor(np.array(0., np.float64)))
    fn13 = lambda a, b: ops.linspace(a, b, 3)
    out = FnCell(fn13)(Tensor(np.array(0., np.float64)),
                                                   Tensor(np.array(1., np.float64)))
    assert out.dtype == ms.float64 and out.asnumpy().tolist() == [0., .5, 1.]


# ---- cumprod / hypot gradients at zeros ----------------------------------------------------------
_ZX = np.array([[2., 0., 3.], [0., 1., 1.], [1., 1., 0.], [2., 3., 4.], [0., 0., 5.]], np.float32)


def test_cumprod_grad_divides_by_x(mode):
    # 2.10: reverse_cumsum(out * dout) / x, NaN where both are 0 (the exact rule gives 8, 3, 1)
    fn14 = lambda a: ops.cumprod(a, 1).sum()
    g = FnCell(ms.grad(fn14))(Tensor(_ZX)).asnumpy()
    np.testing.assert_array_equal(g, [[1., np.nan, 0.], [np.nan, 0., 0.], [2., 1., np.nan],
                                      [16., 10., 6.], [np.nan, np.nan, 0.]])


def test_hypot_grad_is_nan_at_origin(mode):
    # 2.10's HypotGrad: x / out and y / out, a NaN without the sign bit at (0, 0)
    x = Tensor(_ZX)
    fn15 = lambda a, b: ops.hypot(a, b).sum()
    gx, gy = FnCell(ms.grad(fn15, grad_position=(0, 1)))(x, x * 0)
    np.testing.assert_array_equal(gx.asnumpy(), np.where(_ZX == 0, np.nan, 1.))
    np.testing.assert_array_equal(gy.asnumpy(), np.where(_ZX == 0, np.nan, 0.))
    assert not np.signbit(gx.asnumpy()[0, 1])


def test_unique_keeps_each_nan():
    # 2.10's Unique: first-occurrence order, -0.0 and 0.0 one value, every NaN its own
    vals, idx = ops.unique(Tensor(np.array([2.5, -0., 0., np.nan, np.nan, 1., np.nan],
                                           np.float32)))
    np.testing.assert_array_equal(vals.asnumpy(), [2.5, -0., np.nan, np.nan, 1., np.nan])
    assert idx.asnumpy().tolist() == [0, 1, 1, 2, 3, 4, 5]
