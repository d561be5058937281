"""mindspore.numpy where 2.10's composites compute differently from the ops minicell shares
(minicell/numpy/value_checks.py): values, dtypes and texts measured on 2.10 CPU in both modes
(/tmp/mnp13/p1.py, /tmp/mnp12/sweep.py)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, numpy as mnp

MODES = [ms.PYNATIVE_MODE, ms.GRAPH_MODE]


def _run(mode, fn, *tensors):
    if mode == ms.PYNATIVE_MODE:
        return fn(*tensors)
    ms.set_context(mode=mode)
    try:
        class Net(nn.Cell):
            def construct(self, *xs):
                return fn(*xs)
        return Net()(*tensors)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def _check(out, dtype, values):
    assert str(out.dtype) == dtype
    np.testing.assert_allclose(out.asnumpy().astype(np.float64), values, rtol=1e-3)


I4 = np.array([1, -3, 3, -2], np.int32)
I8 = np.array([1, -3, 2], np.int8)
BV = np.array([True, False])
M = np.array([[3, -2, 5], [0, 7, -2]], np.int32)


_fn = lambda x: mnp.reciprocal(x, dtype=ms.float32)
_fn2 = lambda x: mnp.full((2, 3), x)
_fn3 = lambda x: mnp.full((2, 3), x, dtype=ms.float32)
_fn4 = lambda x: mnp.stack([x, x + 2], axis=3)
_fn5 = lambda x: mnp.stack([x, x + 2], axis=-5)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("fn,arg,dtype,want", [
    (mnp.reciprocal, I4, "Int32", [1, 0, 0, 0]),
    (mnp.reciprocal, I8, "Int8", [1, 0, 0]),
    (mnp.reciprocal, BV, "Int64", [1, 9223372036854775807]),
    (_fn, I8, "Float32", [1, 0, 0]),
    (mnp.tanh, I8, "Float16", [0.76171875, -0.9951171875, 0.9638671875]),
    (mnp.sin, BV, "Float16", [0.84130859375, 0.0]),
    (mnp.arctan, BV, "Float16", [0.78515625, 0.0]),
    (mnp.exp2, BV, "Int64", [2, 1]),
    (mnp.exp2, np.array([1, -3, 3, -2, 0], np.int32), "Int32", [2, 0, 8, 0, 1]),
    (mnp.exp2, I8, "Int8", [2, 0, 4]),
    (_fn2, np.array([1, 2, 3], np.int32), "Int32", [[1, 2, 3]] * 2),
    (_fn3, np.array([1, 2, 3], np.int32), "Int32",
     [[1, 2, 3]] * 2),
    (_fn4, np.array([1., 2.], np.float32), "Float32",
     [[1, 3], [2, 4]]),
    (_fn5, np.array([1., 2.], np.float32), "Float32",
     [[1, 3], [2, 4]]),
])
def test_values_as_2_10(mode, fn, arg, dtype, want):
    _check(_run(mode, fn, Tensor(arg)), dtype, want)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE,
                                  pytest.param(ms.GRAPH_MODE, marks=pytest.mark.heavy)])
def test_std_of_ints_takes_the_mean_in_the_integer_dtype(mode):
    # 2.10: mean([3, -2, 5, 0, 7, -2]) is 1 in Int32, so the variance is 75 / 6
    std = lambda x: mnp.std(x, axis=1, ddof=1)
    _check(_run(mode, std, Tensor(M)), "Float32", [3.605551242828369, 4.795831680297852])
    _check(_run(mode, mnp.var, Tensor(M)), "Float32", 12.5)


def test_full_of_a_list_keeps_its_dtype():
    _check(mnp.full((2, 3), [1.5, 2, 3], dtype=ms.int32), "Float32", [[1.5, 2, 3]] * 2)


def test_expand_dims_takes_axes():
    x = Tensor(np.zeros((2, 3), np.float32))
    assert mnp.expand_dims(x, (0, 2)).shape == (1, 2, 1, 3)
    assert mnp.expand_dims(x, [-1, 0]).shape == (1, 2, 3, 1)
    assert mnp.stack(Tensor(np.array([[1., 2.], [3., 4.]], np.float32)), axis=3).shape == (2, 2)


def _v6():
    return Tensor(np.arange(6, dtype=np.float32))


@pytest.mark.parametrize("call,exc,text", [
    (lambda: mnp.split(_v6(), [1, 7]), ValueError, "empty sub-tensor encountered."),
    (lambda: mnp.split(_v6(), [3, 6]), ValueError, "empty sub-tensor encountered."),
    (lambda: mnp.split(_v6(), [3, 1]), ValueError, "empty sub-tensor encountered."),
    (lambda: mnp.split(_v6(), [0, 2]), ValueError, "empty sub-tensor encountered."),
    (lambda: mnp.array_split(_v6(), [2, 2]), ValueError, "empty sub-tensor encountered."),
    (lambda: mnp.array_split(_v6(), 8), ValueError, "empty tensor encountered."),
    (lambda: mnp.split(_v6(), 4), ValueError,
     "For 'Split', x_shape[0] must be divisible by output_num = 4, but got 6"),
    (lambda: mnp.around(_v6(), -1), ValueError, "decimals < 0 is not supported now."),
    (lambda: mnp.around(_v6(), 1.0), TypeError, "decimals must be an integer"),
    (lambda: mnp.identity(2.0), TypeError, "Input tensor dimensions should be integers."),
    (lambda: mnp.identity(Tensor(2)), TypeError, "Input tensor dimensions should be integers."),
    (lambda: mnp.full((2, 3), Tensor(np.array([1, 2], np.int32))), ValueError,
     "cannot broadcast with (2, 3)"),
    (lambda: mnp.expand_dims(_v6(), (0, 0)), ValueError, "duplicate axes in (0, 0)."),
    (lambda: mnp.expand_dims(_v6(), (0, 3)), ValueError,
     "axis 3 is out of bounds for array of dimension 3"),
    (lambda: mnp.expand_dims(_v6(), 1.0), TypeError,
     "axis must be tuple, list or int, but got <class 'float'>"),
])
def test_texts_as_2_10(call, exc, text):
    with pytest.raises(exc) as e:
        call()
    assert str(e.value) == text


@pytest.mark.parametrize("fn,prim", [(mnp.amax, "ReduceMax"), (mnp.nanmax, "ReduceMax"),
                                     (mnp.ptp, "ReduceMax"), (mnp.amin, "ReduceMin"),
                                     (mnp.nanmin, "ReduceMin")])
def test_bool_extremes_are_the_kernel_refusal(fn, prim):
    with pytest.raises(TypeError) as e:
        fn(Tensor(BV))
    text = str(e.value)
    assert text.startswith(f"Select CPU operator[{prim}] fail! Unsupported data type!\nThe "
                           "supported data types are input[Float32 Int64 Bool], output[Float32];")
    assert text.endswith("but get input[[const vector]{Bool, Int64, Bool}], "
                         "output[[const vector]{Bool}].")
