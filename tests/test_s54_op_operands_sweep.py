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
_matmul_none = lambda h: ops.matmul(h, None)
_matmul_str = lambda h: ops.matmul(h, "a")
_matmul_arr = lambda h: ops.matmul(h, np.ones((6, 2), np.float32))
_concat_nonef = lambda h: ops.concat(None)
_concat_axisf = lambda h: ops.concat((h, h), 1.5)
_cat_none = lambda h: ops.cat(None)
_stack_axisf = lambda h: ops.stack((h, h), 1.5)
_split_none = lambda h: ops.split(None, 2)
_split_float = lambda h: ops.split(h, 1.5)
_split_str = lambda h: ops.split(h, "a")
_gather_none = lambda h: ops.gather(h, None, 0)
_gather_list = lambda h: ops.gather(h, [0, 1], 0)
_gather_axisf = lambda h: ops.gather(h, Tensor(np.array([0, 1], np.int32)), 1.5)
_transpose_none = lambda h: ops.transpose(h, None)
_transpose_float = lambda h: ops.transpose(h, (1.0, 0.0))
_transpose_int = lambda h: ops.transpose(h, 1)
_squeeze_float = lambda h: ops.squeeze(h, 1.5)
_squeeze_str = lambda h: ops.squeeze(h, "a")
_squeeze_in_none = lambda h: ops.squeeze(None)
_where_none = lambda h: ops.where(None, h, h)
_where_list = lambda h: ops.where([True, False], h, h)
_clip_str = lambda h: ops.clip_by_value(h, "a", 1.0)
_clip_none_none = lambda h: ops.clip_by_value(h, None, None)
_argmax_axisf = lambda h: ops.argmax(h, 1.5)
_argmax_axstr = lambda h: ops.argmax(h, "a")
_topk_kfloat = lambda h: ops.topk(h, 1.5)
_topk_knone = lambda h: ops.topk(h, None)
_topk_in_none = lambda h: ops.topk(None, 2)
_pad_in_none = lambda h: ops.pad(None, (1, 1))
_interp_none = lambda h: ops.interpolate(h.reshape(1, 1, 4, 6), None)
_softmax_axisf = lambda h: ops.softmax(h, 1.5)
_softmax_none = lambda h: ops.softmax(None)
_softmax_axstr = lambda h: ops.softmax(h, "a")
_sum_axisf = lambda h: ops.sum(h, 1.5)
_sum_in_none = lambda h: ops.sum(None)
_mean_axisf = lambda h: ops.mean(h, 1.5)
_max_axisf = lambda h: ops.max(h, 1.5)
_exp_none = lambda h: ops.exp(None)
_exp_str = lambda h: ops.exp("a")
_log_none = lambda h: ops.log(None)
_abs_none = lambda h: ops.abs(None)
_relu_none = lambda h: ops.relu(None)
_sigmoid_none = lambda h: ops.sigmoid(None)
_tanh_none = lambda h: ops.tanh(None)
_mul_none = lambda h: ops.mul(h, None)
_add_str = lambda h: ops.add(h, "a")
_sub_none = lambda h: ops.sub(None, h)
_div_none = lambda h: ops.div(h, None)
_pow_none = lambda h: ops.pow(h, None)
_expand_dims_f = lambda h: ops.expand_dims(h, 1.5)
_unsqueeze_f = lambda h: ops.unsqueeze(h, 1.5)
_flatten_none = lambda h: ops.flatten(None)
_tile_none = lambda h: ops.tile(h, None)
_tile_int = lambda h: ops.tile(h, 2)
_broadcast_to_none = lambda h: ops.broadcast_to(h, None)
_cumsum_none = lambda h: ops.cumsum(h, None)
_maximum_none = lambda h: ops.maximum(h, None)
_permute_none = lambda h: ops.permute(h, None)
_narrow_f = lambda h: ops.narrow(h, 1.5, 0, 2)
_layer_norm_none = lambda h: ops.layer_norm(h, None)
_dropout_str = lambda h: ops.dropout(h, "a")
_ones_like_none = lambda h: ops.ones_like(None)
_masked_fill_none = lambda h: ops.masked_fill(h, None, 0.0)
_sort_none = lambda h: ops.sort(None)
_square_none = lambda h: ops.square(None)
_rsqrt_none = lambda h: ops.rsqrt(None)
_mean_in_none = lambda h: ops.mean(None)
CASES = {
    'matmul_none': (TypeError, _matmul_none,
         'Failed calling MatMulExt with "MatMulExt()(input=Tensor, other=None)".\nThe valid '
         'calling should be: \n"MatMulExt()(input=<Tensor>, other=<Tensor>)".',
         'Failed calling MatMulExt with "other=None".\nThe valid calling should be: '
         '"input=<Tensor>, other=<Tensor>".'),
    'matmul_str': (TypeError, _matmul_str,
         'Failed calling MatMulExt with "MatMulExt()(input=Tensor, other=string)".\nThe '
         'valid calling should be: \n"MatMulExt()(input=<Tensor>, other=<Tensor>)".',
         'Failed calling MatMulExt with "other=String".\nThe valid calling should be: '
         '"input=<Tensor>, other=<Tensor>".'),
    'matmul_arr': (TypeError, _matmul_arr,
         'Failed calling MatMulExt with "MatMulExt()(input=Tensor, other=<class '
         '\'numpy.ndarray\'>)".\nThe valid calling should be: \n"MatMulExt()(input=<Tensor>, '
         'other=<Tensor>)".',
         'Failed calling MatMulExt with "other=External".\nThe valid calling should be: '
         '"input=<Tensor>, other=<Tensor>".'),
    'concat_nonef': (TypeError, _concat_nonef,
         'Failed calling Concat with "Concat(axis=int)(tensors=None)".\nThe valid calling '
         'should be: \n"Concat(axis=<int>)(tensors=<list of tensor, tuple of Tensor>)".',
         'Failed calling Concat with "tensors=None".\nThe valid calling should be: '
         '"tensors=<list of tensor, tuple of Tensor>".'),
    'concat_axisf': (TypeError, _concat_axisf,
         'Failed calling Concat with "Concat(axis=float)(tensors=Tuple<Tensor, '
         'Tensor>)".\nThe valid calling should be: \n"Concat(axis=<int>)(tensors=<list of '
         'tensor, tuple of Tensor>)".',
         'Failed calling Concat with "Concat(axis=float)(tensors=tuple<Tensor, '
         'Tensor>)".\nThe valid calling should be: \n"Concat(axis=<int>)(tensors=<list of '
         'tensor, tuple of Tensor>)".'),
    'cat_none': (TypeError, _cat_none,
         'Failed calling Concat with "Concat(axis=int)(tensors=None)".\nThe valid calling '
         'should be: \n"Concat(axis=<int>)(tensors=<list of tensor, tuple of Tensor>)".',
         'Failed calling Concat with "tensors=None".\nThe valid calling should be: '
         '"tensors=<list of tensor, tuple of Tensor>".'),
    'stack_axisf': (TypeError, _stack_axisf,
         "For 'Stack', the type of 'axis' should be 'int', but got type 'float'.",
         SAME),
    'split_none': (TypeError, _split_none,
         "expect `tensor` is a Tensor, but got <class 'NoneType'>",
         "'expect `tensor` is a Tensor, but got <class 'NoneType'>'"),
    'split_float': (TypeError, _split_float,
         'Type of Argument `split_size_or_sections` should be integer, tuple(int) or list('
         "int), but got <class 'float'>",
         "'Type of Argument `split_size_or_sections` should be integer, tuple(int) or list("
         "int), but got <class 'float'>'"),
    'split_str': (TypeError, _split_str,
         'Type of Argument `split_size_or_sections` should be integer, tuple(int) or list('
         "int), but got <class 'str'>",
         "'Type of Argument `split_size_or_sections` should be integer, tuple(int) or list("
         "int), but got <class 'str'>'"),
    'gather_none': (TypeError, _gather_none,
         'Failed calling Gather with "Gather(batch_dims=int)(input_params=Tensor, '
         'input_indices=None, axis=int)".\nThe valid calling should be: \n"Gather('
         'batch_dims=<int>)(input_params=<Tensor>, input_indices=<Tensor>, axis=<Tensor, '
         'int>)".',
         'Failed calling Gather with "input_indices=None".\nThe valid calling should be: '
         '"input_params=<Tensor>, input_indices=<Tensor>, axis=<Tensor, int>".'),
    'gather_list': (TypeError, _gather_list,
         'Failed calling Gather with "Gather(batch_dims=int)(input_params=Tensor, '
         'input_indices=List<int, int>, axis=int)".\nThe valid calling should be: \n"Gather('
         'batch_dims=<int>)(input_params=<Tensor>, input_indices=<Tensor>, axis=<Tensor, '
         'int>)".',
         'Failed calling Gather with "input_indices=List[Int64*2]".\nThe valid calling '
         'should be: "input_params=<Tensor>, input_indices=<Tensor>, axis=<Tensor, int>".'),
    'gather_axisf': (TypeError, _gather_axisf,
         'Failed calling Gather with "Gather(batch_dims=int)(input_params=Tensor, '
         'input_indices=Tensor, axis=float)".\nThe valid calling should be: \n"Gather('
         'batch_dims=<int>)(input_params=<Tensor>, input_indices=<Tensor>, axis=<Tensor, '
         'int>)".',
         'Failed calling Gather with "axis=Float32".\nThe valid calling should be: '
         '"input_params=<Tensor>, input_indices=<Tensor>, axis=<Tensor, int>".'),
    'transpose_none': (TypeError, _transpose_none,
         'Failed calling Transpose with "Transpose()(input=Tensor, dims=None)".\nThe valid '
         'calling should be: \n"Transpose()(input=<Tensor>, dims=<list of int, tuple of '
         'int>)".',
         SAME),
    'transpose_float': (TypeError, _transpose_float,
         'Failed calling Transpose with "Transpose()(input=Tensor, dims=Tuple<float, '
         'float>)".\nThe valid calling should be: \n"Transpose()(input=<Tensor>, dims=<list '
         'of int, tuple of int>)".',
         'Failed calling Transpose with "Transpose()(input=Tensor, dims=tuple<float, '
         'float>)".\nThe valid calling should be: \n"Transpose()(input=<Tensor>, dims=<list '
         'of int, tuple of int>)".'),
    'transpose_int': (TypeError, _transpose_int,
         'Failed calling Transpose with "Transpose()(input=Tensor, dims=int)".\nThe valid '
         'calling should be: \n"Transpose()(input=<Tensor>, dims=<list of int, tuple of '
         'int>)".',
         SAME),
    'squeeze_float': (TypeError, _squeeze_float,
         'Failed calling Squeeze with "Squeeze(axis=float)(input=Tensor)".\nThe valid '
         'calling should be: \n"Squeeze(axis=<list of int, int, tuple of int>)('
         'input=<Tensor>)".',
         SAME),
    'squeeze_str': (TypeError, _squeeze_str,
         'Failed calling Squeeze with "Squeeze(axis=string)(input=Tensor)".\nThe valid '
         'calling should be: \n"Squeeze(axis=<list of int, int, tuple of int>)('
         'input=<Tensor>)".',
         SAME),
    'squeeze_in_none': (TypeError, _squeeze_in_none,
         'Failed calling Squeeze with "Squeeze(axis=Tuple<>)(input=None)".\nThe valid '
         'calling should be: \n"Squeeze(axis=<list of int, int, tuple of int>)('
         'input=<Tensor>)".',
         'Failed calling Squeeze with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'where_none': (TypeError, _where_none,
         'Failed calling Select with "Select()(condition=None, input=Tensor, '
         'other=Tensor)".\nThe valid calling should be: \n"Select()(condition=<Tensor>, '
         'input=<Number, Tensor>, other=<Number, Tensor>)".',
         'Failed calling Select with "condition=None".\nThe valid calling should be: '
         '"condition=<Tensor>, input=<Number, Tensor>, other=<Number, Tensor>".'),
    'where_list': (TypeError, _where_list,
         'Failed calling Select with "Select()(condition=List<bool, bool>, input=Tensor, '
         'other=Tensor)".\nThe valid calling should be: \n"Select()(condition=<Tensor>, '
         'input=<Number, Tensor>, other=<Number, Tensor>)".',
         'Failed calling Select with "condition=List[Bool*2]".\nThe valid calling should be: '
         '"condition=<Tensor>, input=<Number, Tensor>, other=<Number, Tensor>".'),
    'clip_str': (TypeError, _clip_str,
         "For 'clip_by_value', the type of argument 'clip_value_min' must be not one of None,"
         ' Tensor, float, int',
         "'For 'clip_by_value', the type of argument 'clip_value_min' must be not one of "
         "None, Tensor, float, int'"),
    'clip_none_none': (ValueError, _clip_none_none,
         "For 'clip_by_value', at least one of 'clip_value_min' or 'clip_value_max' must not "
         'be None',
         "'For 'clip_by_value', at least one of 'clip_value_min' or 'clip_value_max' must "
         "not be None'"),
    'argmax_axisf': (TypeError, _argmax_axisf,
         'Failed calling Argmax with "Argmax(axis=float, output_type=mindspore.dtype)('
         'input_x=Tensor)".\nThe valid calling should be: \n"Argmax(axis=<int>, '
         'output_type=<mindspore.dtype>)(input_x=<Tensor>)".',
         SAME),
    'argmax_axstr': (TypeError, _argmax_axstr,
         'Failed calling Argmax with "Argmax(axis=string, output_type=mindspore.dtype)('
         'input_x=Tensor)".\nThe valid calling should be: \n"Argmax(axis=<int>, '
         'output_type=<mindspore.dtype>)(input_x=<Tensor>)".',
         SAME),
    'topk_kfloat': (TypeError, _topk_kfloat,
         'For primitive[TopK], the input argument[k] must be a type of {Int32, Int64}, but '
         'got Float32.',
         SAME),
    'topk_knone': (TypeError, _topk_knone,
         'For primitive[TopK], the input argument[k] must be a type of {Int32, Int64}, but '
         'got None.',
         SAME),
    'topk_in_none': (TypeError, _topk_in_none,
         'For Primitive[TopK], the type of input argument[input_x] must be Tensor but got '
         'None.',
         SAME),
    'pad_in_none': (TypeError, _pad_in_none,
         "For 'pad', the type of 'input_x' must be Tensor, but got <class 'NoneType'>.",
         "'For 'pad', the type of 'input_x' must be Tensor, but got <class 'NoneType'>.'"),
    'interp_none': (ValueError, _interp_none,
         "For 'interpolate', 'size' and 'scale_factor' cannot be both empty",
         "'For 'interpolate', 'size' and 'scale_factor' cannot be both empty'"),
    'softmax_axisf': (TypeError, _softmax_axisf,
         " the type of 'axis' must be 'int', but got '1.5' with type 'float'.",
         "' the type of 'axis' must be 'int', but got '1.5' with type 'float'.'"),
    'softmax_none': (TypeError, _softmax_none,
         'Failed calling Softmax with "Softmax(axis=int)(input=None)".\nThe valid calling '
         'should be: \n"Softmax(axis=<int, tuple of int>)(input=<Tensor>)".',
         'Failed calling Softmax with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'softmax_axstr': (TypeError, _softmax_axstr,
         " the type of 'axis' must be 'int', but got 'a' with type 'str'.",
         "' the type of 'axis' must be 'int', but got 'a' with type 'str'.'"),
    'sum_axisf': (TypeError, _sum_axisf,
         'Failed calling SumExt with "SumExt()(input=Tensor, dim=float, keepdim=bool, '
         'dtype=mindspore.dtype)".\nThe valid calling should be: \n"SumExt()(input=<Tensor>, '
         'dim=<list of int, int, Tensor, tuple of int>, keepdim=<bool>, '
         'dtype=<mindspore.dtype>)".',
         SAME),
    'sum_in_none': (TypeError, _sum_in_none,
         'Failed calling SumExt with "SumExt()(input=None, dim=None, keepdim=bool, '
         'dtype=mindspore.dtype)".\nThe valid calling should be: \n"SumExt()(input=<Tensor>, '
         'dim=<list of int, int, Tensor, tuple of int>, keepdim=<bool>, '
         'dtype=<mindspore.dtype>)".',
         'Failed calling SumExt with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>, dim=<list of int, int, Tensor, tuple of int>, keepdim=<bool>, '
         'dtype=<mindspore.dtype>".'),
    'mean_axisf': (TypeError, _mean_axisf,
         'Failed calling ReduceMean with "ReduceMean(keep_dims=bool)(x=Tensor, '
         'axis=float)".\nThe valid calling should be: \n"ReduceMean(keep_dims=<bool>)('
         'x=<Tensor>, axis=<list of int, int, Tensor, tuple of int>)".',
         SAME),
    'max_axisf': (TypeError, _max_axisf,
         "For 'max', 'axis' must be int, but got <class 'float'>",
         "'For 'max', 'axis' must be int, but got <class 'float'>'"),
    'exp_none': (TypeError, _exp_none,
         'Failed calling Exp with "Exp()(input=None)".\nThe valid calling should be: \n"Exp('
         ')(input=<Tensor>)".',
         'Failed calling Exp with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'exp_str': (TypeError, _exp_str,
         'Failed calling Exp with "Exp()(input=string)".\nThe valid calling should be: '
         '\n"Exp()(input=<Tensor>)".',
         'Failed calling Exp with "input=String".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'log_none': (TypeError, _log_none,
         'Failed calling Log with "Log()(input=None)".\nThe valid calling should be: \n"Log('
         ')(input=<Tensor>)".',
         'Failed calling Log with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'abs_none': (TypeError, _abs_none,
         'Failed calling Abs with "Abs()(input=None)".\nThe valid calling should be: \n"Abs('
         ')(input=<Tensor>)".',
         'Failed calling Abs with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'relu_none': (TypeError, _relu_none,
         'Failed calling ReLU with "ReLU()(input=None)".\nThe valid calling should be: '
         '\n"ReLU()(input=<Tensor>)".',
         'Failed calling ReLU with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'sigmoid_none': (TypeError, _sigmoid_none,
         'Failed calling Sigmoid with "Sigmoid()(input=None)".\nThe valid calling should be: '
         '\n"Sigmoid()(input=<Tensor>)".',
         'Failed calling Sigmoid with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'tanh_none': (TypeError, _tanh_none,
         'Failed calling Tanh with "Tanh()(input=None)".\nThe valid calling should be: '
         '\n"Tanh()(input=<Tensor>)".',
         'Failed calling Tanh with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'mul_none': (TypeError, _mul_none,
         'Failed calling Mul with "Mul()(input=Tensor, other=None)".\nThe valid calling '
         'should be: \n"Mul()(input=<Number, Tensor>, other=<Number, Tensor>)".',
         'Failed calling Mul with "other=None".\nThe valid calling should be: "input=<Number,'
         ' Tensor>, other=<Number, Tensor>".'),
    'add_str': (TypeError, _add_str,
         'Failed calling Add with "Add()(input=Tensor, other=string)".\nThe valid calling '
         'should be: \n"Add()(input=<Number, Tensor>, other=<Number, Tensor>)".',
         'Failed calling Add with "other=String".\nThe valid calling should be: '
         '"input=<Number, Tensor>, other=<Number, Tensor>".'),
    'sub_none': (TypeError, _sub_none,
         'Failed calling Sub with "Sub()(input=None, other=Tensor)".\nThe valid calling '
         'should be: \n"Sub()(input=<Number, Tensor>, other=<Number, Tensor>)".',
         'Failed calling Sub with "input=None".\nThe valid calling should be: "input=<Number,'
         ' Tensor>, other=<Number, Tensor>".'),
    'div_none': (TypeError, _div_none,
         'Failed calling Div with "Div()(input=Tensor, other=None)".\nThe valid calling '
         'should be: \n"Div()(input=<Number, Tensor>, other=<Number, Tensor>)".',
         'Failed calling Div with "other=None".\nThe valid calling should be: "input=<Number,'
         ' Tensor>, other=<Number, Tensor>".'),
    'pow_none': (TypeError, _pow_none,
         'Failed calling Pow with "Pow()(input=Tensor, exponent=None)".\nThe valid calling '
         'should be: \n"Pow()(input=<Number, Tensor>, exponent=<Number, Tensor>)".',
         'Failed calling Pow with "exponent=None".\nThe valid calling should be: '
         '"input=<Number, Tensor>, exponent=<Number, Tensor>".'),
    'expand_dims_f': (TypeError, _expand_dims_f,
         'Failed calling ExpandDims with "ExpandDims()(input_x=Tensor, axis=float)".\nThe '
         'valid calling should be: \n"ExpandDims()(input_x=<Tensor>, axis=<Tensor, int>)".',
         'Failed calling ExpandDims with "axis=Float32".\nThe valid calling should be: '
         '"input_x=<Tensor>, axis=<Tensor, int>".'),
    'unsqueeze_f': (TypeError, _unsqueeze_f,
         'Failed calling ExpandDims with "ExpandDims()(input_x=Tensor, axis=float)".\nThe '
         'valid calling should be: \n"ExpandDims()(input_x=<Tensor>, axis=<Tensor, int>)".',
         'Failed calling ExpandDims with "axis=Float32".\nThe valid calling should be: '
         '"input_x=<Tensor>, axis=<Tensor, int>".'),
    'flatten_none': (TypeError, _flatten_none,
         "For 'flatten', argument 'input' must be Tensor.",
         "'For 'flatten', argument 'input' must be Tensor.'"),
    'tile_none': (TypeError, _tile_none,
         'Failed calling Tile with "Tile()(input=Tensor, dims=None)".\nThe valid calling '
         'should be: \n"Tile()(input=<Tensor>, dims=<Tensor, tuple of int>)".',
         SAME),
    'tile_int': (TypeError, _tile_int,
         'Failed calling Tile with "Tile()(input=Tensor, dims=int)".\nThe valid calling '
         'should be: \n"Tile()(input=<Tensor>, dims=<Tensor, tuple of int>)".',
         SAME),
    'broadcast_to_none': (TypeError, _broadcast_to_none,
         'Failed calling BroadcastTo with "BroadcastTo(shape=None)(input=Tensor)".\nThe '
         'valid calling should be: \n"BroadcastTo(shape=<list of int, Tensor, tuple of int>)('
         'input=<Tensor>)".',
         SAME),
    'cumsum_none': (TypeError, _cumsum_none,
         'Failed calling CumSum with "CumSum(exclusive=bool, reverse=bool)(input=Tensor, '
         'axis=None)".\nThe valid calling should be: \n"CumSum(exclusive=<bool>, '
         'reverse=<bool>)(input=<Tensor>, axis=<int>)".',
         SAME),
    'maximum_none': (TypeError, _maximum_none,
         'Failed calling Maximum with "Maximum()(input=Tensor, other=None)".\nThe valid '
         'calling should be: \n"Maximum()(input=<Number, Tensor>, other=<Number, Tensor>)".',
         'Failed calling Maximum with "other=None".\nThe valid calling should be: '
         '"input=<Number, Tensor>, other=<Number, Tensor>".'),
    'permute_none': (TypeError, _permute_none,
         'Failed calling Transpose with "Transpose()(input=Tensor, dims=None)".\nThe valid '
         'calling should be: \n"Transpose()(input=<Tensor>, dims=<list of int, tuple of '
         'int>)".',
         SAME),
    'narrow_f': (TypeError, _narrow_f,
         "The axes must be integers, but got <class 'float'>",
         "'The axes must be integers, but got <class 'float'>'"),
    'layer_norm_none': (TypeError, _layer_norm_none,
         'Failed calling Ones with "Ones()(shape=None, dtype=mindspore.dtype)".\nThe valid '
         'calling should be: \n"Ones()(shape=<list of int, int, Tensor, tuple of int>, '
         'dtype=<mindspore.dtype>)".',
         SAME),
    'dropout_str': (TypeError, _dropout_str,
         "unsupported operand type(s) for -: 'int' and 'str'",
         SAME),
    'ones_like_none': (TypeError, _ones_like_none,
         'Failed calling OnesLike with "OnesLike()(x=None)".\nThe valid calling should be: '
         '\n"OnesLike()(x=<Tensor>)".',
         'Failed calling OnesLike with "x=None".\nThe valid calling should be: "x=<Tensor>".'),
    'masked_fill_none': (TypeError, _masked_fill_none,
         'Failed calling MaskedFill with "MaskedFill()(input_x=Tensor, mask=None, '
         'value=float)".\nThe valid calling should be: \n"MaskedFill()(input_x=<Tensor>, '
         'mask=<Tensor>, value=<Number, Tensor>)".',
         'Failed calling MaskedFill with "mask=None".\nThe valid calling should be: '
         '"input_x=<Tensor>, mask=<Tensor>, value=<Number, Tensor>".'),
    'sort_none': (TypeError, _sort_none,
         'For Primitive[Sort], the type of input argument[inputx] must be Tensor but got '
         'None.',
         SAME),
    'square_none': (TypeError, _square_none,
         'Failed calling Square with "Square()(input=None)".\nThe valid calling should be: '
         '\n"Square()(input=<Tensor>)".',
         'Failed calling Square with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'rsqrt_none': (TypeError, _rsqrt_none,
         'Failed calling Rsqrt with "Rsqrt()(input=None)".\nThe valid calling should be: '
         '\n"Rsqrt()(input=<Tensor>)".',
         'Failed calling Rsqrt with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'mean_in_none': (TypeError, _mean_in_none,
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
