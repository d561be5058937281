"""Operand checks of primitive and ``ops.*`` calls given a value 2.10 refuses, in both modes, as
MindSpore 2.10 (CPU) raises them: every text was measured on 2.10 inside a Cell's construct in
GRAPH_MODE and in PYNATIVE_MODE, one case per process (session 54). The gaps session 53 left:
P.Concat given one Tensor (a graph names "tensors=Tensor[Float32]"), OneHot's float on/off
values (a graph names the first refused operand only, as for MatMul(None, None)), Cast / Zeros /
Eye given no dtype (a graph's infer text names the constant's abstract:
"AbstractScalar(Type: String, Value: a, Shape: NoShape)"), ops.fill / ops.ones / ops.zeros with
a None shape (FillV2's and the Ones/Zeros parsers' texts), ops.reshape(h, 24) (refused;
``Tensor.reshape(24)`` is taken), Sqrt's operand ``x``, mint.tril's TrilExt parser, and the
graph form of the ...Ext primitives' texts (MatMulExt, SumExt, TrilExt).
``tests/test_s54_op_operands_sweep.py`` holds the sweep over ~40 functional ops."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, ops, Tensor
import minicell.ops.operations as P
from conftest import FnCell

SAME = None      # the graph's text is the op-by-op one

# case: (exception class, the call, 2.10's PYNATIVE text, its GRAPH_MODE text)
_concat_tensor = lambda h: P.Concat()(h)
_onehot_floatonoff = lambda h: P.OneHot()(ops.cast(h, ms.int32), 3, 1.0, 0.0)
_onehot_floaton = lambda h: P.OneHot()(ops.cast(h, ms.int32), 3, 1.0, Tensor(0.0, ms.float32))
_cast_none = lambda h: P.Cast()(h, None)
_cast_str = lambda h: P.Cast()(h, "a")
_cast_int = lambda h: P.Cast()(h, 3)
_zeros_str = lambda h: P.Zeros()((2, 3), "a")
_eye_none = lambda h: P.Eye()(2, 3, None)
_eye_str = lambda h: P.Eye()(2, 3, "a")
_fill_none = lambda h: ops.fill(ms.float32, None, 1.0)
_ones_none = lambda h: ops.ones(None)
_zerosf_none = lambda h: ops.zeros(None)
_reshape_int = lambda h: ops.reshape(h, 24)
_sqrt_none = lambda h: P.Sqrt()(None)
_sqrt_str = lambda h: P.Sqrt()("a")
_opssqrt_none = lambda h: ops.sqrt(None)
_argmin_none = lambda h: P.Argmin()(None)
_argmax_none = lambda h: P.Argmax()(None)
_minttril_float = lambda h: mint.tril(h, 1.5)
_minttril_none = lambda h: mint.tril(h, None)
_opstril_float = lambda h: ops.tril(h, 1.5)
_concat_tensorf = lambda h: ops.concat(h)
_cast_float = lambda h: P.Cast()(h, 1.5)
_cast_bool = lambda h: P.Cast()(h, True)
_onehot_offfloat = lambda h: P.OneHot()(ops.cast(h, ms.int32), 3, Tensor(1.0, ms.float32), 0.0)
_matmulp_nonenone = lambda h: P.MatMul()(None, None)
_matmul_nonefirst = lambda h: ops.matmul(None, h)
_sum_int = lambda h: ops.sum(1, dim=2, keepdim=True)
_logsoftmax_axisf = lambda h: ops.log_softmax(h, 1.5)
_minttril_bool = lambda h: mint.tril(h, True)
_select_nonenone = lambda h: P.Select()(None, None, h)
_concat_tensor_int = lambda h: P.Concat()(ops.cast(h, ms.int32))
CASES = {
    'concat_tensor': (TypeError, _concat_tensor,
         'Failed calling Concat with "Concat(axis=int)(tensors=Tensor)".\nThe valid calling '
         'should be: \n"Concat(axis=<int>)(tensors=<list of tensor, tuple of Tensor>)".',
         'Failed calling Concat with "tensors=Tensor[Float32]".\nThe valid calling should '
         'be: "tensors=<list of tensor, tuple of Tensor>".'),
    'onehot_floatonoff': (TypeError, _onehot_floatonoff,
         'Failed calling OneHot with "OneHot(axis=int)(indices=Tensor, depth=int, '
         'on_value=float, off_value=float)".\nThe valid calling should be: \n"OneHot('
         'axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, '
         'off_value=<Tensor>)".',
         'Failed calling OneHot with "on_value=Float32".\nThe valid calling should be: '
         '"indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, off_value=<Tensor>".'),
    'onehot_floaton': (
        TypeError, _onehot_floaton,
         'Failed calling OneHot with "OneHot(axis=int)(indices=Tensor, depth=int, '
         'on_value=float, off_value=Tensor)".\nThe valid calling should be: \n"OneHot('
         'axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, '
         'off_value=<Tensor>)".',
         'Failed calling OneHot with "on_value=Float32".\nThe valid calling should be: '
         '"indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, off_value=<Tensor>".'),
    'cast_none': (TypeError, _cast_none,
         "For 'Cast', the input 'dtype' should be mindspore dtype, but got None.",
         "For 'Cast', the input 'dtype' expect a type, but got AbstractNone(Value: None)"),
    'cast_str': (TypeError, _cast_str,
         "For 'Cast', the input 'dtype' should be mindspore dtype, but got a.",
         "For 'Cast', the input 'dtype' expect a type, but got AbstractScalar(Type: String, "
         'Value: a, Shape: NoShape)'),
    'cast_int': (TypeError, _cast_int,
         "For 'Cast', the input 'dtype' should be mindspore dtype, but got 3.",
         "For 'Cast', the input 'dtype' expect a type, but got AbstractScalar(Type: Int64, "
         'Value: 3, Shape: NoShape)'),
    'zeros_str': (TypeError, _zeros_str,
         "For 'Zeros', the input 'dtype' should be mindspore dtype, but got a.",
         "For 'Zeros', the input 'dtype' expect a type, but got AbstractScalar(Type: String, "
         'Value: a, Shape: NoShape)'),
    'eye_none': (TypeError, _eye_none,
         "For 'Eye', the input 'dtype' should be mindspore dtype, but got None.",
         "For 'Eye', the input 'dtype' expect a type, but got AbstractNone(Value: None)"),
    'eye_str': (TypeError, _eye_str,
         "For 'Eye', the input 'dtype' should be mindspore dtype, but got a.",
         "For 'Eye', the input 'dtype' expect a type, but got AbstractScalar(Type: String, "
         'Value: a, Shape: NoShape)'),
    'fill_none': (TypeError, _fill_none,
         'For primitive[FillV2], the `shape`  must be a tuple or tensor with all Int '
         'elements, but got None.',
         SAME),
    'ones_none': (TypeError, _ones_none,
         'Failed calling Ones with "Ones()(shape=None, dtype=mindspore.dtype)".\nThe valid '
         'calling should be: \n"Ones()(shape=<list of int, int, Tensor, tuple of int>, '
         'dtype=<mindspore.dtype>)".',
         SAME),
    'zerosf_none': (TypeError, _zerosf_none,
         'Failed calling Zeros with "Zeros()(size=None, dtype=mindspore.dtype)".\nThe valid '
         'calling should be: \n"Zeros()(size=<list of int, int, Tensor, tuple of int>, '
         'dtype=<mindspore.dtype>)".',
         SAME),
    'reshape_int': (TypeError, _reshape_int,
         'Failed calling Reshape with "Reshape()(input=Tensor, shape=int)".\nThe valid '
         'calling should be: \n"Reshape()(input=<Tensor>, shape=<list of int, Tensor, tuple '
         'of int>)".',
         SAME),
    'sqrt_none': (TypeError, _sqrt_none,
         'Failed calling Sqrt with "Sqrt()(x=None)".\nThe valid calling should be: \n"Sqrt()('
         'x=<Tensor>)".',
         'Failed calling Sqrt with "x=None".\nThe valid calling should be: "x=<Tensor>".'),
    'sqrt_str': (TypeError, _sqrt_str,
         'Failed calling Sqrt with "Sqrt()(x=string)".\nThe valid calling should be: \n"Sqrt('
         ')(x=<Tensor>)".',
         'Failed calling Sqrt with "x=String".\nThe valid calling should be: "x=<Tensor>".'),
    'opssqrt_none': (TypeError, _opssqrt_none,
         'Failed calling Sqrt with "Sqrt()(x=None)".\nThe valid calling should be: \n"Sqrt()('
         'x=<Tensor>)".',
         'Failed calling Sqrt with "x=None".\nThe valid calling should be: "x=<Tensor>".'),
    'argmin_none': (TypeError, _argmin_none,
         'Failed calling Argmin with "Argmin(axis=int, output_type=mindspore.dtype)('
         'x=None)".\nThe valid calling should be: \n"Argmin(axis=<int>, '
         'output_type=<mindspore.dtype>)(x=<Tensor>)".',
         'Failed calling Argmin with "x=None".\nThe valid calling should be: "x=<Tensor>".'),
    'argmax_none': (TypeError, _argmax_none,
         'Failed calling Argmax with "Argmax(axis=int, output_type=mindspore.dtype)('
         'input_x=None)".\nThe valid calling should be: \n"Argmax(axis=<int>, '
         'output_type=<mindspore.dtype>)(input_x=<Tensor>)".',
         'Failed calling Argmax with "input_x=None".\nThe valid calling should be: '
         '"input_x=<Tensor>".'),
    'minttril_float': (TypeError, _minttril_float,
         'Failed calling TrilExt with "TrilExt()(input=Tensor, diagonal=float)".\nThe valid '
         'calling should be: \n"TrilExt()(input=<Tensor>, diagonal=<Tensor, int>)".',
         'Failed calling TrilExt with "diagonal=Float32".\nThe valid calling should be: '
         '"input=<Tensor>, diagonal=<Tensor, int>".'),
    'minttril_none': (TypeError, _minttril_none,
         'Failed calling TrilExt with "TrilExt()(input=Tensor, diagonal=None)".\nThe valid '
         'calling should be: \n"TrilExt()(input=<Tensor>, diagonal=<Tensor, int>)".',
         'Failed calling TrilExt with "diagonal=None".\nThe valid calling should be: '
         '"input=<Tensor>, diagonal=<Tensor, int>".'),
    'opstril_float': (TypeError, _opstril_float,
         "For 'Tril', the type of 'diagonal' should be 'int', but got type 'float'.",
         SAME),
    'concat_tensorf': (TypeError, _concat_tensorf,
         'Failed calling Concat with "Concat(axis=int)(tensors=Tensor)".\nThe valid calling '
         'should be: \n"Concat(axis=<int>)(tensors=<list of tensor, tuple of Tensor>)".',
         'Failed calling Concat with "tensors=Tensor[Float32]".\nThe valid calling should '
         'be: "tensors=<list of tensor, tuple of Tensor>".'),
    'cast_float': (TypeError, _cast_float,
         "For 'Cast', the input 'dtype' should be mindspore dtype, but got 1.5.",
         "For 'Cast', the input 'dtype' expect a type, but got AbstractScalar(Type: Float32, "
         'Value: 1.5, Shape: NoShape)'),
    'cast_bool': (TypeError, _cast_bool,
         "For 'Cast', the input 'dtype' should be mindspore dtype, but got True.",
         "For 'Cast', the input 'dtype' expect a type, but got AbstractScalar(Type: Bool, "
         'Value: true, Shape: NoShape)'),
    'onehot_offfloat': (
        TypeError, _onehot_offfloat,
         'Failed calling OneHot with "OneHot(axis=int)(indices=Tensor, depth=int, '
         'on_value=Tensor, off_value=float)".\nThe valid calling should be: \n"OneHot('
         'axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, '
         'off_value=<Tensor>)".',
         'Failed calling OneHot with "off_value=Float32".\nThe valid calling should be: '
         '"indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, off_value=<Tensor>".'),
    'matmulp_nonenone': (TypeError, _matmulp_nonenone,
         'Failed calling MatMul with "MatMul(transpose_a=bool, transpose_b=bool)(input=None, '
         'mat2=None)".\nThe valid calling should be: \n"MatMul(transpose_a=<bool>, '
         'transpose_b=<bool>)(input=<Tensor>, mat2=<Tensor>)".',
         'Failed calling MatMul with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>, mat2=<Tensor>".'),
    'matmul_nonefirst': (TypeError, _matmul_nonefirst,
         'Failed calling MatMulExt with "MatMulExt()(input=None, other=Tensor)".\nThe valid '
         'calling should be: \n"MatMulExt()(input=<Tensor>, other=<Tensor>)".',
         'Failed calling MatMulExt with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>, other=<Tensor>".'),
    'sum_int': (TypeError, _sum_int,
         'Failed calling SumExt with "SumExt()(input=int, dim=int, keepdim=bool, '
         'dtype=mindspore.dtype)".\nThe valid calling should be: \n"SumExt()(input=<Tensor>, '
         'dim=<list of int, int, Tensor, tuple of int>, keepdim=<bool>, '
         'dtype=<mindspore.dtype>)".',
         'Failed calling SumExt with "input=Int64".\nThe valid calling should be: '
         '"input=<Tensor>, dim=<list of int, int, Tensor, tuple of int>, keepdim=<bool>, '
         'dtype=<mindspore.dtype>".'),
    'logsoftmax_axisf': (TypeError, _logsoftmax_axisf,
         'Failed calling LogSoftmax with "LogSoftmax(axis=float)(logits=Tensor)".\nThe valid '
         'calling should be: \n"LogSoftmax(axis=<int>)(logits=<Tensor>)".',
         SAME),
    'minttril_bool': (TypeError, _minttril_bool,
         'Failed calling TrilExt with "TrilExt()(input=Tensor, diagonal=bool)".\nThe valid '
         'calling should be: \n"TrilExt()(input=<Tensor>, diagonal=<Tensor, int>)".',
         'Failed calling TrilExt with "diagonal=Bool".\nThe valid calling should be: '
         '"input=<Tensor>, diagonal=<Tensor, int>".'),
    'select_nonenone': (TypeError, _select_nonenone,
         'Failed calling Select with "Select()(condition=None, input=None, '
         'other=Tensor)".\nThe valid calling should be: \n"Select()(condition=<Tensor>, '
         'input=<Number, Tensor>, other=<Number, Tensor>)".',
         'Failed calling Select with "condition=None".\nThe valid calling should be: '
         '"condition=<Tensor>, input=<Number, Tensor>, other=<Number, Tensor>".'),
    'concat_tensor_int': (TypeError, _concat_tensor_int,
         'Failed calling Concat with "Concat(axis=int)(tensors=Tensor)".\nThe valid calling '
         'should be: \n"Concat(axis=<int>)(tensors=<list of tensor, tuple of Tensor>)".',
         'Failed calling Concat with "tensors=Tensor[Int32]".\nThe valid calling should be: '
         '"tensors=<list of tensor, tuple of Tensor>".'),
}


@pytest.mark.parametrize("name", list(CASES))
def test_refused_operand_text(name, mode):
    exc, call, eager, graph = CASES[name]
    want = eager if mode == ms.PYNATIVE_MODE or graph is None else graph
    h = Tensor(np.arange(24, dtype=np.float32).reshape(4, 6))
    with pytest.raises(exc) as info:
        FnCell(call)(h)
    assert str(info.value).split("\n\n----")[0].rstrip() == want


def test_valid_calls_next_to_them_still_run(mode):
    def fn(h):
        return (h.reshape(24), ops.eye(2, 3, None), ops.zeros((2, 3), None),
                mint.tril(h, 1), mint.tril(h, -1), ops.sqrt(h),
                P.Eye()(2, 3, ms.int32), ops.clip_by_value(h, None, 3.0),
                ops.log_softmax(h, 1), ops.reshape(h, (24,)), ops.concat((h, h)))
    x = np.arange(24, dtype=np.float32).reshape(4, 6)
    out = FnCell(fn)(Tensor(x))
    want = (x.reshape(24), np.eye(2, 3), np.zeros((2, 3)), np.tril(x, 1), np.tril(x, -1),
            np.sqrt(x), np.eye(2, 3), np.minimum(x, 3.0),
            x - x.max(1, keepdims=True) - np.log(np.exp(x - x.max(1, keepdims=True)).sum(
                1, keepdims=True)), x.reshape(24), np.concatenate((x, x)))
    for got, ref in zip(out, want):
        np.testing.assert_allclose(got.asnumpy(), ref, rtol=1e-5, atol=1e-6)
    assert out[6].dtype == ms.int32 and out[1].dtype == ms.float32
