"""2.10's texts for Tensor.unfold (Im2Col's checks: dtype, then rank) and Tensor.fill of a
string (its Cast), measured on MindSpore 2.10 CPU (/tmp/mnp14/iso.py, ref_p4.txt)."""
import numpy as np
import pytest

from minicell import Tensor, ops

IM2COL = ("For primitive[Im2Col], the input argument[x] must be a type of {Tensor[Complex128], "
          "Tensor[Complex64], Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int16], "
          "Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt8]}, but got Tensor[Bool].")


def _i():
    return Tensor(np.array([[3, -2, 5], [0, 7, -2]], np.int32))


@pytest.mark.parametrize("call", [lambda: _i().unfold(1, 2, 1), lambda: ops.unfold(_i(), 2)])
def test_unfold_rank_is_im2col_text(call):
    with pytest.raises(ValueError) as e:
        call()
    assert str(e.value) == ("For primitive[Im2Col], the dimension of input x must be equal to 4, "
                            "but got 2.")


@pytest.mark.parametrize("shape", [(2, 3), (1, 1, 3, 3)])
def test_unfold_of_bool_is_im2col_dtype_text(shape):
    with pytest.raises(TypeError) as e:       # the dtype is checked before the rank
        Tensor(np.zeros(shape, np.bool_)).unfold(2)
    assert str(e.value) == IM2COL


def test_fill_of_a_string_is_cast_text():
    with pytest.raises(TypeError) as e:
        _i().fill("x")
    assert str(e.value) == ('Failed calling Cast with "Cast()(input=string, dtype=mindspore.dtype)'
                            '".\nThe valid calling should be: \n"Cast()(input=<Number, Tensor>, '
                            'dtype=<mindspore.dtype>)".')


def _in_graph(fn, *args):
    import minicell as ms
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        return ms.jit(fn)(*args)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_fill_of_a_string_in_a_graph():
    with pytest.raises(TypeError) as e:
        fn2 = lambda x: x.fill("x")
        _in_graph(fn2, _i())
    assert str(e.value).splitlines()[:2] == [
        'Failed calling Cast with "input=String".',
        'The valid calling should be: "input=<Number, Tensor>, dtype=<mindspore.dtype>".']


def test_logsumexp_of_int64_in_a_graph_is_bannered_exp_refusal():
    with pytest.raises(TypeError) as e:
        fn3 = lambda x: x.logsumexp(1)
        _in_graph(fn3, Tensor(np.array([[3, -2, 5]], np.int64)))
    lines = str(e.value).splitlines()
    assert lines[2] == "- Kernel select failed:"
    assert lines[5] == ("The supported data types are input[Float64], output[Float64]; "
                        "input[Complex64], output[Complex64]; input[Complex128], "
                        "output[Complex128]; input[Float32], output[Float32]; , but get "
                        "input[Int64 ] and output[Float32 ]")


def test_softmax_of_ints_is_softmax_infer_text():
    with pytest.raises(TypeError) as e:
        _i().softmax(1)
    assert str(e.value) == ("For primitive[Softmax], the input argument[x] must be a type of "
                            "{BFloat16, Float16, Float32, Float64}, but got Int32.")
    with pytest.raises(TypeError) as e:
        fn4 = lambda x: ops.softmax(x)
        _in_graph(fn4, _i())
    assert str(e.value).splitlines()[0] == (
        "For primitive[Softmax], the input argument[x] must be a type of {Tensor[BFloat16], "
        "Tensor[Float16], Tensor[Float32], Tensor[Float64]}, but got Tensor[Int32].")
