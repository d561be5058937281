"""A sweep of refused operands (None, a string, a float, a list, one Tensor where a tuple is
taken, an int where a tuple is taken) to ~40 of the most used ``ops.*`` functions, in both
modes, as MindSpore 2.10 (CPU) raises them: every text was measured on 2.10 inside a Cell's
construct in GRAPH_MODE and in PYNATIVE_MODE, one case per process (session 54). Op by op the
argument parser's 'Failed calling' text goes on with its valid calling; a graph's signature
check names the first refused Tensor operand; the checks 2.10 writes in Python inside its ops
(ops.split's, clip_by_value's, pad's, interpolate's, softmax's axis, ops.max's axis, ops.narrow's
axis, ops.flatten's input) are quoted in a graph, as a user's raise is."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops, Tensor
from conftest import FnCell

SAME = None      # the graph's text is the op-by-op one

# case: (exception class, the call, 2.10's PYNATIVE text, its GRAPH_MODE text)
CASES = {
    'matmul_none': (TypeError, lambda h: ops.matmul(h, None),
         'Failed calling MatMulExt with "MatMulExt()(input=Tensor, other=None)".\nThe valid '
         'calling should be: \n"MatMulExt()(input=<Tensor>, other=<Tensor>)".',
         'Failed calling MatMulExt with "other=None".\nThe valid calling should be: '
         '"input=<Tensor>, other=<Tensor>".'),
    'matmul_str': (TypeError, lambda h: ops.matmul(h, "a"),
         'Failed calling MatMulExt with "MatMulExt()(input=Tensor, other=string)".\nThe '
         'valid calling should be: \n"MatMulExt()(input=<Tensor>, other=<Tensor>)".',
         'Failed calling MatMulExt with "other=String".\nThe valid calling should be: '
         '"input=<Tensor>, other=<Tensor>".'),
    'matmul_arr': (TypeError, lambda h: ops.matmul(h, np.ones((6, 2), np.float32)),
         'Failed calling MatMulExt with "MatMulExt()(input=Tensor, other=<class '
         '\'numpy.ndarray\'>)".\nThe valid calling should be: \n"MatMulExt()(input=<Tensor>, '
         'other=<Tensor>)".',
         'Failed calling MatMulExt with "other=External".\nThe valid calling should be: '
         '"input=<Tensor>, other=<Tensor>".'),
    'concat_nonef': (TypeError, lambda h: ops.concat(None),
         'Failed calling Concat with "Concat(axis=int)(tensors=None)".\nThe valid calling '
         'should be: \n"Concat(axis=<int>)(tensors=<list of tensor, tuple of Tensor>)".',
         'Failed calling Concat with "tensors=None".\nThe valid calling should be: '
         '"tensors=<list of tensor, tuple of Tensor>".'),
    'concat_axisf': (TypeError, lambda h: ops.concat((h, h), 1.5),
         'Failed calling Concat with "Concat(axis=float)(tensors=Tuple<Tensor, '
         'Tensor>)".\nThe valid calling should be: \n"Concat(axis=<int>)(tensors=<list of '
         'tensor, tuple of Tensor>)".',
         'Failed calling Concat with "Concat(axis=float)(tensors=tuple<Tensor, '
         'Tensor>)".\nThe valid calling should be: \n"Concat(axis=<int>)(tensors=<list of '
         'tensor, tuple of Tensor>)".'),
    'cat_none': (TypeError, lambda h: ops.cat(None),
         'Failed calling Concat with "Concat(axis=int)(tensors=None)".\nThe valid calling '
         'should be: \n"Concat(axis=<int>)(tensors=<list of tensor, tuple of Tensor>)".',
         'Failed calling Concat with "tensors=None".\nThe valid calling should be: '
         '"tensors=<list of tensor, tuple of Tensor>".'),
    'stack_axisf': (TypeError, lambda h: ops.stack((h, h), 1.5),
         "For 'Stack', the type of 'axis' should be 'int', but got type 'float'.",
         SAME),
    'split_none': (TypeError, lambda h: ops.split(None, 2),
         "expect `tensor` is a Tensor, but got <class 'NoneType'>",
         "'expect `tensor` is a Tensor, but got <class 'NoneType'>'"),
    'split_float': (TypeError, lambda h: ops.split(h, 1.5),
         'Type of Argument `split_size_or_sections` should be integer, tuple(int) or list('
         "int), but got <class 'float'>",
         "'Type of Argument `split_size_or_sections` should be integer, tuple(int) or list("
         "int), but got <class 'float'>'"),
    'split_str': (TypeError, lambda h: ops.split(h, "a"),
         'Type of Argument `split_size_or_sections` should be integer, tuple(int) or list('
         "int), but got <class 'str'>",
         "'Type of Argument `split_size_or_sections` should be integer, tuple(int) or list("
         "int), but got <class 'str'>'"),
    'gather_none': (TypeError, lambda h: ops.gather(h, None, 0),
         'Failed calling Gather with "Gather(batch_dims=int)(input_params=Tensor, '
         'input_indices=None, axis=int)".\nThe valid calling should be: \n"Gather('
         'batch_dims=<int>)(input_params=<Tensor>, input_indices=<Tensor>, axis=<Tensor, '
         'int>)".',
         'Failed calling Gather with "input_indices=None".\nThe valid calling should be: '
         '"input_params=<Tensor>, input_indices=<Tensor>, axis=<Tensor, int>".'),
    'gather_list': (TypeError, lambda h: ops.gather(h, [0, 1], 0),
         'Failed calling Gather with "Gather(batch_dims=int)(input_params=Tensor, '
         'input_indices=List<int, int>, axis=int)".\nThe valid calling should be: \n"Gather('
         'batch_dims=<int>)(input_params=<Tensor>, input_indices=<Tensor>, axis=<Tensor, '
         'int>)".',
         'Failed calling Gather with "input_indices=List[Int64*2]".\nThe valid calling '
         'should be: "input_params=<Tensor>, input_indices=<Tensor>, axis=<Tensor, int>".'),
    'gather_axisf': (TypeError, lambda h: ops.gather(h, Tensor(np.array([0, 1], np.int32)), 1.5),
         'Failed calling Gather with "Gather(batch_dims=int)(input_params=Tensor, '
         'input_indices=Tensor, axis=float)".\nThe valid calling should be: \n"Gather('
         'batch_dims=<int>)(input_params=<Tensor>, input_indices=<Tensor>, axis=<Tensor, '
         'int>)".',
         'Failed calling Gather with "axis=Float32".\nThe valid calling should be: '
         '"input_params=<Tensor>, input_indices=<Tensor>, axis=<Tensor, int>".'),
    'transpose_none': (TypeError, lambda h: ops.transpose(h, None),
         'Failed calling Transpose with "Transpose()(input=Tensor, dims=None)".\nThe valid '
         'calling should be: \n"Transpose()(input=<Tensor>, dims=<list of int, tuple of '
         'int>)".',
         SAME),
    'transpose_float': (TypeError, lambda h: ops.transpose(h, (1.0, 0.0)),
         'Failed calling Transpose with "Transpose()(input=Tensor, dims=Tuple<float, '
         'float>)".\nThe valid calling should be: \n"Transpose()(input=<Tensor>, dims=<list '
         'of int, tuple of int>)".',
         'Failed calling Transpose with "Transpose()(input=Tensor, dims=tuple<float, '
         'float>)".\nThe valid calling should be: \n"Transpose()(input=<Tensor>, dims=<list '
         'of int, tuple of int>)".'),
    'transpose_int': (TypeError, lambda h: ops.transpose(h, 1),
         'Failed calling Transpose with "Transpose()(input=Tensor, dims=int)".\nThe valid '
         'calling should be: \n"Transpose()(input=<Tensor>, dims=<list of int, tuple of '
         'int>)".',
         SAME),
    'squeeze_float': (TypeError, lambda h: ops.squeeze(h, 1.5),
         'Failed calling Squeeze with "Squeeze(axis=float)(input=Tensor)".\nThe valid '
         'calling should be: \n"Squeeze(axis=<list of int, int, tuple of int>)('
         'input=<Tensor>)".',
         SAME),
    'squeeze_str': (TypeError, lambda h: ops.squeeze(h, "a"),
         'Failed calling Squeeze with "Squeeze(axis=string)(input=Tensor)".\nThe valid '
         'calling should be: \n"Squeeze(axis=<list of int, int, tuple of int>)('
         'input=<Tensor>)".',
         SAME),
    'squeeze_in_none': (TypeError, lambda h: ops.squeeze(None),
         'Failed calling Squeeze with "Squeeze(axis=Tuple<>)(input=None)".\nThe valid '
         'calling should be: \n"Squeeze(axis=<list of int, int, tuple of int>)('
         'input=<Tensor>)".',
         'Failed calling Squeeze with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'where_none': (TypeError, lambda h: ops.where(None, h, h),
         'Failed calling Select with "Select()(condition=None, input=Tensor, '
         'other=Tensor)".\nThe valid calling should be: \n"Select()(condition=<Tensor>, '
         'input=<Number, Tensor>, other=<Number, Tensor>)".',
         'Failed calling Select with "condition=None".\nThe valid calling should be: '
         '"condition=<Tensor>, input=<Number, Tensor>, other=<Number, Tensor>".'),
    'where_list': (TypeError, lambda h: ops.where([True, False], h, h),
         'Failed calling Select with "Select()(condition=List<bool, bool>, input=Tensor, '
         'other=Tensor)".\nThe valid calling should be: \n"Select()(condition=<Tensor>, '
         'input=<Number, Tensor>, other=<Number, Tensor>)".',
         'Failed calling Select with "condition=List[Bool*2]".\nThe valid calling should be: '
         '"condition=<Tensor>, input=<Number, Tensor>, other=<Number, Tensor>".'),
    'clip_str': (TypeError, lambda h: ops.clip_by_value(h, "a", 1.0),
         "For 'clip_by_value', the type of argument 'clip_value_min' must be not one of None,"
         ' Tensor, float, int',
         "'For 'clip_by_value', the type of argument 'clip_value_min' must be not one of "
         "None, Tensor, float, int'"),
    'clip_none_none': (ValueError, lambda h: ops.clip_by_value(h, None, None),
         "For 'clip_by_value', at least one of 'clip_value_min' or 'clip_value_max' must not "
         'be None',
         "'For 'clip_by_value', at least one of 'clip_value_min' or 'clip_value_max' must "
         "not be None'"),
    'argmax_axisf': (TypeError, lambda h: ops.argmax(h, 1.5),
         'Failed calling Argmax with "Argmax(axis=float, output_type=mindspore.dtype)('
         'input_x=Tensor)".\nThe valid calling should be: \n"Argmax(axis=<int>, '
         'output_type=<mindspore.dtype>)(input_x=<Tensor>)".',
         SAME),
    'argmax_axstr': (TypeError, lambda h: ops.argmax(h, "a"),
         'Failed calling Argmax with "Argmax(axis=string, output_type=mindspore.dtype)('
         'input_x=Tensor)".\nThe valid calling should be: \n"Argmax(axis=<int>, '
         'output_type=<mindspore.dtype>)(input_x=<Tensor>)".',
         SAME),
    'topk_kfloat': (TypeError, lambda h: ops.topk(h, 1.5),
         'For primitive[TopK], the input argument[k] must be a type of {Int32, Int64}, but '
         'got Float32.',
         SAME),
    'topk_knone': (TypeError, lambda h: ops.topk(h, None),
         'For primitive[TopK], the input argument[k] must be a type of {Int32, Int64}, but '
         'got None.',
         SAME),
    'topk_in_none': (TypeError, lambda h: ops.topk(None, 2),
         'For Primitive[TopK], the type of input argument[input_x] must be Tensor but got '
         'None.',
         SAME),
    'pad_in_none': (TypeError, lambda h: ops.pad(None, (1, 1)),
         "For 'pad', the type of 'input_x' must be Tensor, but got <class 'NoneType'>.",
         "'For 'pad', the type of 'input_x' must be Tensor, but got <class 'NoneType'>.'"),
    'interp_none': (ValueError, lambda h: ops.interpolate(h.reshape(1, 1, 4, 6), None),
         "For 'interpolate', 'size' and 'scale_factor' cannot be both empty",
         "'For 'interpolate', 'size' and 'scale_factor' cannot be both empty'"),
    'softmax_axisf': (TypeError, lambda h: ops.softmax(h, 1.5),
         " the type of 'axis' must be 'int', but got '1.5' with type 'float'.",
         "' the type of 'axis' must be 'int', but got '1.5' with type 'float'.'"),
    'softmax_none': (TypeError, lambda h: ops.softmax(None),
         'Failed calling Softmax with "Softmax(axis=int)(input=None)".\nThe valid calling '
         'should be: \n"Softmax(axis=<int, tuple of int>)(input=<Tensor>)".',
         'Failed calling Softmax with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'softmax_axstr': (TypeError, lambda h: ops.softmax(h, "a"),
         " the type of 'axis' must be 'int', but got 'a' with type 'str'.",
         "' the type of 'axis' must be 'int', but got 'a' with type 'str'.'"),
    'sum_axisf': (TypeError, lambda h: ops.sum(h, 1.5),
         'Failed calling SumExt with "SumExt()(input=Tensor, dim=float, keepdim=bool, '
         'dtype=mindspore.dtype)".\nThe valid calling should be: \n"SumExt()(input=<Tensor>, '
         'dim=<list of int, int, Tensor, tuple of int>, keepdim=<bool>, '
         'dtype=<mindspore.dtype>)".',
         SAME),
    'sum_in_none': (TypeError, lambda h: ops.sum(None),
         'Failed calling SumExt with "SumExt()(input=None, dim=None, keepdim=bool, '
         'dtype=mindspore.dtype)".\nThe valid calling should be: \n"SumExt()(input=<Tensor>, '
         'dim=<list of int, int, Tensor, tuple of int>, keepdim=<bool>, '
         'dtype=<mindspore.dtype>)".',
         'Failed calling SumExt with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>, dim=<list of int, int, Tensor, tuple of int>, keepdim=<bool>, '
         'dtype=<mindspore.dtype>".'),
    'mean_axisf': (TypeError, lambda h: ops.mean(h, 1.5),
         'Failed calling ReduceMean with "ReduceMean(keep_dims=bool)(x=Tensor, '
         'axis=float)".\nThe valid calling should be: \n"ReduceMean(keep_dims=<bool>)('
         'x=<Tensor>, axis=<list of int, int, Tensor, tuple of int>)".',
         SAME),
    'max_axisf': (TypeError, lambda h: ops.max(h, 1.5),
         "For 'max', 'axis' must be int, but got <class 'float'>",
         "'For 'max', 'axis' must be int, but got <class 'float'>'"),
    'exp_none': (TypeError, lambda h: ops.exp(None),
         'Failed calling Exp with "Exp()(input=None)".\nThe valid calling should be: \n"Exp('
         ')(input=<Tensor>)".',
         'Failed calling Exp with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'exp_str': (TypeError, lambda h: ops.exp("a"),
         'Failed calling Exp with "Exp()(input=string)".\nThe valid calling should be: '
         '\n"Exp()(input=<Tensor>)".',
         'Failed calling Exp with "input=String".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'log_none': (TypeError, lambda h: ops.log(None),
         'Failed calling Log with "Log()(input=None)".\nThe valid calling should be: \n"Log('
         ')(input=<Tensor>)".',
         'Failed calling Log with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'abs_none': (TypeError, lambda h: ops.abs(None),
         'Failed calling Abs with "Abs()(input=None)".\nThe valid calling should be: \n"Abs('
         ')(input=<Tensor>)".',
         'Failed calling Abs with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'relu_none': (TypeError, lambda h: ops.relu(None),
         'Failed calling ReLU with "ReLU()(input=None)".\nThe valid calling should be: '
         '\n"ReLU()(input=<Tensor>)".',
         'Failed calling ReLU with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'sigmoid_none': (TypeError, lambda h: ops.sigmoid(None),
         'Failed calling Sigmoid with "Sigmoid()(input=None)".\nThe valid calling should be: '
         '\n"Sigmoid()(input=<Tensor>)".',
         'Failed calling Sigmoid with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'tanh_none': (TypeError, lambda h: ops.tanh(None),
         'Failed calling Tanh with "Tanh()(input=None)".\nThe valid calling should be: '
         '\n"Tanh()(input=<Tensor>)".',
         'Failed calling Tanh with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'mul_none': (TypeError, lambda h: ops.mul(h, None),
         'Failed calling Mul with "Mul()(input=Tensor, other=None)".\nThe valid calling '
         'should be: \n"Mul()(input=<Number, Tensor>, other=<Number, Tensor>)".',
         'Failed calling Mul with "other=None".\nThe valid calling should be: "input=<Number,'
         ' Tensor>, other=<Number, Tensor>".'),
    'add_str': (TypeError, lambda h: ops.add(h, "a"),
         'Failed calling Add with "Add()(input=Tensor, other=string)".\nThe valid calling '
         'should be: \n"Add()(input=<Number, Tensor>, other=<Number, Tensor>)".',
         'Failed calling Add with "other=String".\nThe valid calling should be: '
         '"input=<Number, Tensor>, other=<Number, Tensor>".'),
    'sub_none': (TypeError, lambda h: ops.sub(None, h),
         'Failed calling Sub with "Sub()(input=None, other=Tensor)".\nThe valid calling '
         'should be: \n"Sub()(input=<Number, Tensor>, other=<Number, Tensor>)".',
         'Failed calling Sub with "input=None".\nThe valid calling should be: "input=<Number,'
         ' Tensor>, other=<Number, Tensor>".'),
    'div_none': (TypeError, lambda h: ops.div(h, None),
         'Failed calling Div with "Div()(input=Tensor, other=None)".\nThe valid calling '
         'should be: \n"Div()(input=<Number, Tensor>, other=<Number, Tensor>)".',
         'Failed calling Div with "other=None".\nThe valid calling should be: "input=<Number,'
         ' Tensor>, other=<Number, Tensor>".'),
    'pow_none': (TypeError, lambda h: ops.pow(h, None),
         'Failed calling Pow with "Pow()(input=Tensor, exponent=None)".\nThe valid calling '
         'should be: \n"Pow()(input=<Number, Tensor>, exponent=<Number, Tensor>)".',
         'Failed calling Pow with "exponent=None".\nThe valid calling should be: '
         '"input=<Number, Tensor>, exponent=<Number, Tensor>".'),
    'expand_dims_f': (TypeError, lambda h: ops.expand_dims(h, 1.5),
         'Failed calling ExpandDims with "ExpandDims()(input_x=Tensor, axis=float)".\nThe '
         'valid calling should be: \n"ExpandDims()(input_x=<Tensor>, axis=<Tensor, int>)".',
         'Failed calling ExpandDims with "axis=Float32".\nThe valid calling should be: '
         '"input_x=<Tensor>, axis=<Tensor, int>".'),
    'unsqueeze_f': (TypeError, lambda h: ops.unsqueeze(h, 1.5),
         'Failed calling ExpandDims with "ExpandDims()(input_x=Tensor, axis=float)".\nThe '
         'valid calling should be: \n"ExpandDims()(input_x=<Tensor>, axis=<Tensor, int>)".',
         'Failed calling ExpandDims with "axis=Float32".\nThe valid calling should be: '
         '"input_x=<Tensor>, axis=<Tensor, int>".'),
    'flatten_none': (TypeError, lambda h: ops.flatten(None),
         "For 'flatten', argument 'input' must be Tensor.",
         "'For 'flatten', argument 'input' must be Tensor.'"),
    'tile_none': (TypeError, lambda h: ops.tile(h, None),
         'Failed calling Tile with "Tile()(input=Tensor, dims=None)".\nThe valid calling '
         'should be: \n"Tile()(input=<Tensor>, dims=<Tensor, tuple of int>)".',
         SAME),
    'tile_int': (TypeError, lambda h: ops.tile(h, 2),
         'Failed calling Tile with "Tile()(input=Tensor, dims=int)".\nThe valid calling '
         'should be: \n"Tile()(input=<Tensor>, dims=<Tensor, tuple of int>)".',
         SAME),
    'broadcast_to_none': (TypeError, lambda h: ops.broadcast_to(h, None),
         'Failed calling BroadcastTo with "BroadcastTo(shape=None)(input=Tensor)".\nThe '
         'valid calling should be: \n"BroadcastTo(shape=<list of int, Tensor, tuple of int>)('
         'input=<Tensor>)".',
         SAME),
    'cumsum_none': (TypeError, lambda h: ops.cumsum(h, None),
         'Failed calling CumSum with "CumSum(exclusive=bool, reverse=bool)(input=Tensor, '
         'axis=None)".\nThe valid calling should be: \n"CumSum(exclusive=<bool>, '
         'reverse=<bool>)(input=<Tensor>, axis=<int>)".',
         SAME),
    'maximum_none': (TypeError, lambda h: ops.maximum(h, None),
         'Failed calling Maximum with "Maximum()(input=Tensor, other=None)".\nThe valid '
         'calling should be: \n"Maximum()(input=<Number, Tensor>, other=<Number, Tensor>)".',
         'Failed calling Maximum with "other=None".\nThe valid calling should be: '
         '"input=<Number, Tensor>, other=<Number, Tensor>".'),
    'permute_none': (TypeError, lambda h: ops.permute(h, None),
         'Failed calling Transpose with "Transpose()(input=Tensor, dims=None)".\nThe valid '
         'calling should be: \n"Transpose()(input=<Tensor>, dims=<list of int, tuple of '
         'int>)".',
         SAME),
    'narrow_f': (TypeError, lambda h: ops.narrow(h, 1.5, 0, 2),
         "The axes must be integers, but got <class 'float'>",
         "'The axes must be integers, but got <class 'float'>'"),
    'layer_norm_none': (TypeError, lambda h: ops.layer_norm(h, None),
         'Failed calling Ones with "Ones()(shape=None, dtype=mindspore.dtype)".\nThe valid '
         'calling should be: \n"Ones()(shape=<list of int, int, Tensor, tuple of int>, '
         'dtype=<mindspore.dtype>)".',
         SAME),
    'dropout_str': (TypeError, lambda h: ops.dropout(h, "a"),
         "unsupported operand type(s) for -: 'int' and 'str'",
         SAME),
    'ones_like_none': (TypeError, lambda h: ops.ones_like(None),
         'Failed calling OnesLike with "OnesLike()(x=None)".\nThe valid calling should be: '
         '\n"OnesLike()(x=<Tensor>)".',
         'Failed calling OnesLike with "x=None".\nThe valid calling should be: "x=<Tensor>".'),
    'masked_fill_none': (TypeError, lambda h: ops.masked_fill(h, None, 0.0),
         'Failed calling MaskedFill with "MaskedFill()(input_x=Tensor, mask=None, '
         'value=float)".\nThe valid calling should be: \n"MaskedFill()(input_x=<Tensor>, '
         'mask=<Tensor>, value=<Number, Tensor>)".',
         'Failed calling MaskedFill with "mask=None".\nThe valid calling should be: '
         '"input_x=<Tensor>, mask=<Tensor>, value=<Number, Tensor>".'),
    'sort_none': (TypeError, lambda h: ops.sort(None),
         'For Primitive[Sort], the type of input argument[inputx] must be Tensor but got '
         'None.',
         SAME),
    'square_none': (TypeError, lambda h: ops.square(None),
         'Failed calling Square with "Square()(input=None)".\nThe valid calling should be: '
         '\n"Square()(input=<Tensor>)".',
         'Failed calling Square with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'rsqrt_none': (TypeError, lambda h: ops.rsqrt(None),
         'Failed calling Rsqrt with "Rsqrt()(input=None)".\nThe valid calling should be: '
         '\n"Rsqrt()(input=<Tensor>)".',
         'Failed calling Rsqrt with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'mean_in_none': (TypeError, lambda h: ops.mean(None),
         'Failed calling ReduceMean with "ReduceMean(keep_dims=bool)(x=None, '
         'axis=Tuple<>)".\nThe valid calling should be: \n"ReduceMean(keep_dims=<bool>)('
         'x=<Tensor>, axis=<list of int, int, Tensor, tuple of int>)".',
         'Failed calling ReduceMean with "x=None".\nThe valid calling should be: "x=<Tensor>,'
         ' axis=<list of int, int, Tensor, tuple of int>".'),
}


@pytest.mark.parametrize("name", list(CASES))
def test_refused_operand_text(name, mode):
    exc, call, eager, graph = CASES[name]
    want = eager if mode == ms.PYNATIVE_MODE or graph is None else graph
    h = Tensor(np.arange(24, dtype=np.float32).reshape(4, 6))
    with pytest.raises(exc) as info:
        FnCell(call)(h)
    assert str(info.value).split("\n\n----")[0].rstrip() == want
