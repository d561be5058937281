"""Tensor methods as 2.10 CPU gives them (measured one case per process, /tmp/mnp13/sweep.py
with tcases.py and p3.py): max/min(dim) range texts, a float alpha of add/sub on integer
operands, histc's dtypes, bincount of Bool."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn


def _f():
    return Tensor(np.array([[1.5, -2.5, 0.5], [2.5, 0, -1]], np.float32))


def _i():
    return Tensor(np.array([[3, -2, 5], [0, 7, -2]], np.int32))


@pytest.mark.parametrize("call,text", [
    (lambda: _f().max(2), "For primitive[MaxDim], the axis must be in [-2,2), but got 2."),
    (lambda: _f().max(dim=-3), "For primitive[MaxDim], the axis must be in [-2,2), but got -3."),
    (lambda: _f().min(2), "For primitive[MinDim], the axis must be in [-2,2), but got 2."),
    (lambda: _i().min(2, keepdim=True),
     "For primitive[MinDim], the axis must be in [-2,2), but got 2."),
])
def test_max_min_dim_out_of_range(call, text):
    with pytest.raises(ValueError) as e:
        call()
    assert str(e.value) == text


def test_max_dim_out_of_range_in_a_graph_names_arg_max_with_value():
    class Net(nn.Cell):
        def construct(self, x):
            return x.max(2)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(ValueError, match=r"^For primitive\[ArgMaxWithValue\], the axis must "
                                             r"be in \[-2,2\), but got 2\.$"):
            Net()(_i())
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.mark.parametrize("call,text", [
    (lambda: _i().add(1, alpha=0.5), "For 'AddExt', floating alpha need floating input and "
                                     "other, but got Int32 and Int32"),
    (lambda: _i().add(_i(), alpha=0.5), "For 'AddExt', floating alpha need floating input and "
                                        "other, but got Int32 and Int32"),
    (lambda: _i().sub(1, alpha=0.5), "For 'SubExt', floating alpha need floating input and "
                                     "other, but got Int32 and Int32"),
    (lambda: Tensor(np.array([True, False])).add(1, alpha=0.5),
     "For 'AddExt', floating alpha need floating input and other, but got Int64 and Int64"),
])
def test_float_alpha_needs_a_float_operand(call, text):
    with pytest.raises(TypeError) as e:
        call()
    assert str(e.value) == text


def test_float_alpha_with_a_float_operand_computes():
    out = _f().add(1, alpha=0.5)
    assert str(out.dtype) == "Float32"
    np.testing.assert_allclose(out.asnumpy(), [[2.0, -2.0, 1.0], [3.0, 0.5, -0.5]])
    out = _i().add(_i(), alpha=3)
    assert out.asnumpy().tolist() == [[12, -8, 20], [0, 28, -8]]


def test_histc_dtypes():
    out = _i().histc(4, 0, 4)
    assert str(out.dtype) == "Int32" and out.asnumpy().tolist() == [1, 0, 0, 1]
    out = Tensor(np.array([1, 2, 2.5], np.float16)).histc(4, 0, 4)
    assert str(out.dtype) == "Float32" and out.asnumpy().tolist() == [0, 1, 2, 0]
    with pytest.raises(TypeError) as e:
        Tensor(np.array([1, 2, 3], np.int64)).histc(4, 0, 4)
    assert str(e.value) == ("For primitive[Histogram], the input argument[x] must be a type of "
                            "{Tensor[Float16], Tensor[Float32], Tensor[Int32]}, but got "
                            "Tensor[Int64].")


def test_bincount_of_bool_counts_false_and_true():
    b = Tensor(np.array([True, False, True]))
    out = b.bincount()
    assert str(out.dtype) == "Float32" and out.asnumpy().tolist() == [1.0, 2.0]
    out = b.bincount(Tensor(np.array([0.5, 1, 2], np.float32)))
    assert out.asnumpy().tolist() == [1.0, 2.5]


def test_masked_fill_in_place_casts_the_value_as_masked_fill():
    # Tensor.masked_fill casts a number to the Tensor's dtype; its in-place spelling did not
    # (ops.masked_fill's dtype check), refusing an int value on a Float32 Tensor
    mask = Tensor(np.array([[True, False, True], [False, False, True]]))
    a = _f()
    assert a.masked_fill_(mask, 7) is a
    assert a.asnumpy().tolist() == _f().masked_fill(mask, 7).asnumpy().tolist() == \
        [[7.0, -2.5, 7.0], [2.5, 0.0, 7.0]]
    i = _i()
    i.masked_fill_(mask, 2.7)
    assert str(i.dtype) == "Int32" and i.asnumpy().tolist() == [[2, -2, 2], [0, 7, 2]]


def test_dir_lists_the_tensor_methods():
    # 2.10's dir(Tensor) holds its ~400 methods; minicell's come from the op table
    for names in (dir(ms.Tensor), dir(_f()), dir(ms.Parameter(_f(), name="w"))):
        assert {"abs", "masked_fill", "index_select", "narrow", "new_zeros", "topk",
                "add_", "view", "asnumpy", "shape"} <= set(names)
    assert dir(ms.Tensor) == sorted(dir(ms.Tensor))
