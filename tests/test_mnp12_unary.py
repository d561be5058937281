"""mindspore.numpy's sign, clip, maximum/minimum dtypes, where's arity and axis range texts as
2.10 CPU gives them (measured in both modes, /tmp/mnp12/sweep.py with cases.py)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, numpy as mnp


def _i():
    return Tensor(np.array([[3, -2, 5], [0, 7, -2]], np.int32))


def _f():
    return Tensor(np.array([[1.5, -2.5, 0.5], [2.5, 0, -1]], np.float32))


def _b():
    return Tensor(np.array([[True, False, True], [False, False, True]]))


def _run(mode, fn, *tensors):
    if mode == ms.PYNATIVE_MODE:
        return fn(*tensors)
    ms.set_context(mode=mode)

    class Net(nn.Cell):
        def construct(self, *xs):
            return fn(*xs)
    return Net()(*tensors)


def _check(out, dtype, values):
    assert str(out.dtype) == dtype
    np.testing.assert_allclose(out.asnumpy().astype(np.float64), values, rtol=1e-6)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("make,want", [
    (lambda: Tensor(np.array([0, -0.0, np.nan, 2, -3, np.inf], np.float32)),
     [0, 0, np.nan, 1, -1, np.nan]),
    (_i, [[1, -1, 1], [0, 1, -1]])])
def test_sign_is_x_over_abs_x(mode, make, want):
    _check(_run(mode, mnp.sign, make()), "Float32", want)


def test_sign_numbers_dtype_and_bool():
    _check(mnp.sign(-2.5), "Float32", -1.0)
    _check(mnp.sign(_i(), dtype=ms.int8), "Int8", [[1, -1, 1], [0, 1, -1]])
    with pytest.raises(TypeError, match=r"^sign does not accept dtype bool\.$"):
        mnp.sign(_b())


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_clip_is_maximum_then_minimum(mode):
    # a float bound on an int array: the result keeps the array's dtype; dtype= is ignored then
    float_bounds = lambda a: mnp.clip(a, 0.5, 2.5)
    _check(_run(mode, float_bounds, _i()), "Int32", [[2, 0, 2], [0, 2, 0]])
    with_dtype = lambda a: mnp.clip(a, 0, 3, dtype=ms.float32)
    _check(_run(mode, with_dtype, _i()), "Int32", [[3, 0, 3], [0, 3, 0]])
    bools = lambda a: mnp.clip(a, 0, 1)
    out = _run(mode, bools, _b())
    assert str(out.dtype) == "Bool" and out.asnumpy().tolist() == _b().asnumpy().tolist()


def test_clip_bounds():
    _check(mnp.clip(_f(), 0, None), "Float32", [[1.5, 0, 0.5], [2.5, 0, 0]])
    _check(mnp.clip(_i(), None, 2), "Int32", [[2, -2, 2], [0, 2, -2]])
    _check(mnp.clip(_f(), 2, 0), "Float32", np.zeros((2, 3)))
    with pytest.raises(ValueError, match=r"^One of max or min must be given\.$"):
        mnp.clip(_i(), None, None)


def test_maximum_dtype_follows_the_operand_with_dimensions():
    _check(mnp.maximum(_i(), Tensor(np.float32(2.5)), dtype=ms.float32), "Int32",
           [[3, 2, 5], [2, 7, 2]])
    _check(mnp.maximum(Tensor(np.array([1, 3], np.int8)), 300), "Int8", [44, 44])
    _check(mnp.minimum(_b(), 1), "Bool", [[1, 0, 1], [0, 0, 1]])
    with pytest.raises(TypeError, match=r"Select CPU operator\[Minimum\] fail"):
        mnp.minimum(_b(), True)


@pytest.mark.parametrize("args", [(), (1,)])
def test_where_needs_x_and_y(args):
    with pytest.raises(TypeError, match=r"^Expect input to be array like\.$"):
        mnp.where(_i(), *args)


@pytest.mark.parametrize("call,text", [
    (lambda a: mnp.roll(a, 1, axis=3), "axis 3 is out of bounds for array of dimension 2"),
    (lambda a: mnp.flip(a, 2), "axis 2 is out of bounds for array of dimension 2"),
    (lambda a: mnp.diff(a, axis=(2)), "axis 2 is out of bounds for array of dimension 2"),
    (lambda a: mnp.mean(a, axis=-3), "axis -3 is out of bounds for array of dimension 2"),
    (lambda a: mnp.concatenate((a, a), axis=2),
     "axis 2 is out of bounds for array of dimension 2"),
    (lambda a: mnp.moveaxis(a, 0, (5)), "axis 5 is out of bounds for array of dimension 2"),
])
def test_axis_out_of_range_is_numpys_text(call, text):
    with pytest.raises(ValueError, match=f"^{text}$"):
        call(_i())


def test_axis_out_of_range_in_graph():
    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(ValueError, match=r"^axis 3 is out of bounds for array of dimension 2$"):
        fn2 = lambda a: mnp.roll(a, 1, axis=3)
        _run(ms.GRAPH_MODE, fn2, _i())


_INVERT = ("{Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], "
           "Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}")


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("call,make,text", [
    (mnp.rint, _i, r"For primitive[Rint], the input argument[x] must be a type of "
                   r"{Tensor[Float16], Tensor[Float32], Tensor[Float64]}, but got Tensor[Int32]."),
    (mnp.rint, _b, r"For primitive[Rint], the input argument[x] must be a type of "
                   r"{Tensor[Float16], Tensor[Float32], Tensor[Float64]}, but got Tensor[Bool]."),
    (mnp.invert, _b, f"For primitive[Invert], the input argument[x] must be a type of {_INVERT}, "
                     f"but got Tensor[Bool]."),
    (mnp.invert, _f, f"For primitive[Invert], the input argument[x] must be a type of {_INVERT}, "
                     f"but got Tensor[Float32]."),
])
def test_kernel_dtype_refusals(mode, call, make, text):
    with pytest.raises(TypeError) as info:
        _run(mode, call, make())
    assert str(info.value) == text


def test_positive_of_bool_is_negs_refusal():
    with pytest.raises(TypeError, match=r"^Select CPU operator\[Neg\] fail! Unsupported data "):
        mnp.positive(_b())
    _check(mnp.positive(_i()), "Int32", [[3, -2, 5], [0, 7, -2]])


@pytest.mark.parametrize("indices,kind", [([0, 4], "List"), ((0, 4), "Tuple"), (4, "Int")])
def test_take_needs_tensor_indices(indices, kind):
    with pytest.raises(TypeError, match=rf"^expect Tensor, but got <class 'mindspore\._c_"
                                        rf"expression\.typing\.{kind}'>$"):
        mnp.take(_i(), indices)
    _check(mnp.take(_i(), Tensor(np.array([0, 4], np.int32))), "Int32", [3, 7])


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_cbrt_is_abs_over_x_times_root(mode):
    x = Tensor(np.array([0.0, -0.0, 8.0, -27.0], np.float32))
    _check(_run(mode, mnp.cbrt, x), "Float32", [np.nan, np.nan, 2.0, -3.0])
    _check(_run(mode, mnp.cbrt, Tensor(np.array([0, 8], np.int8))), "Float32", [np.nan, 2.0])


@pytest.mark.parametrize("make,offset,dtype,value", [
    (_i, 0, "Int64", 10), (_i, 1, "Int64", -4),
    (lambda: Tensor(np.ones((2, 2), np.int8)), 0, "Int64", 2),
    (lambda: Tensor(np.ones((2, 2), np.float16)), 0, "Float16", 2)])
def test_trace_of_integers_is_int64(make, offset, dtype, value):
    _check(mnp.trace(make(), offset), dtype, value)


@pytest.mark.parametrize("call,exc,text", [
    (lambda: mnp.diff(_i(), n=-1), ValueError, "Input n must > 0."),
    (lambda: mnp.diff(_i(), n=3), ValueError,
     "n is bigger then the specified dimension, this will result in an empty tensor."),
    (lambda: mnp.diff(_i(), n=1.0), TypeError, "Input n should be int, but got <class 'float'>"),
    (lambda: mnp.linspace(2, 3, 0), ValueError, "cannot support Tensor with num=0."),
    (lambda: mnp.linspace(2, 3, -1), ValueError, "cannot support Tensor with num=0."),
])
def test_diff_and_linspace_counts(call, exc, text):
    with pytest.raises(exc) as info:
        call()
    assert str(info.value) == text


def test_diff_counts_prepend_and_append():
    _check(mnp.diff(_i(), n=3, prepend=0), "Int32", [[20], [-23]])
    _check(mnp.diff(_i(), n=0), "Int32", [[3, -2, 5], [0, 7, -2]])


@pytest.mark.parametrize("source,destination,text", [
    ((0, 0), (1, 2), 'duplicate value in "axis"'),
    ((0, 1), (1,), "`source` and `destination` arguments must have the same number of elements"),
])
def test_moveaxis_axes(source, destination, text):
    with pytest.raises(ValueError) as info:
        mnp.moveaxis(Tensor(np.zeros((2, 3, 4), np.float32)), source, destination)
    assert str(info.value) == text
    assert mnp.moveaxis(Tensor(np.zeros((2, 3, 4), np.float32)), (0, 1), (2, 0)).shape == \
        (3, 4, 2)
