"""Operand signatures of Primitive instances (``minicell/ops/_prim_operands.py``): a P.* call
given an operand of a type its 2.10 signature refuses (None, a string, a float, a numpy array, a
list where a Tensor is taken, a tuple of floats for a shape) raises MindSpore 2.10's text in
both modes. Every text was measured on 2.10 (CPU) inside a Cell's construct in GRAPH_MODE and
in PYNATIVE_MODE, one case per process (session 53's sweep): op by op the argument parser's
'Failed calling <Prim> with "<Prim>(attrs)(operands)".' and the valid calling, in a graph the
form ``compiler/graph_call_text.py`` gives; TopK's k, Pad's and Unstack's input are their infer
checks' texts. Valid calls next to them still run."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor
from minicell import ops
import minicell.ops.operations as P
from conftest import FnCell

A = np.ones((4, 6), np.float32)
IDX = Tensor(np.array([0, 1], np.int32))
ON = Tensor(1.0, ms.float32)
OFF = Tensor(0.0, ms.float32)
SAME = None      # the graph's text is the op-by-op one

# case: (the call, 2.10's PYNATIVE text, its GRAPH_MODE text)
_reshape_none = lambda h: P.Reshape()(h, None)
_reshape_str = lambda h: P.Reshape()(h, "a")
_reshape_float = lambda h: P.Reshape()(h, 24.0)
_reshape_tuplefloat = lambda h: P.Reshape()(h, (6.0, 4.0))
_concat_none = lambda h: P.Concat()(None)
_concat_str = lambda h: P.Concat()("a")
_split_none = lambda h: P.Split(0, 2)(None)
_split_str = lambda h: P.Split(0, 2)("a")
_squeeze_none = lambda h: P.Squeeze()(None)
_squeeze_str = lambda h: P.Squeeze()("a")
_flatten_none = lambda h: P.Flatten()(None)
_unstack_none = lambda h: P.Unstack(0)(None)
_onehot_depth_float = lambda h: P.OneHot()(IDX, 3.5, ON, OFF)
_onehot_depth_none = lambda h: P.OneHot()(IDX, None, ON, OFF)
_onehot_idx_none = lambda h: P.OneHot()(None, 3, ON, OFF)
_argmaxwv_none = lambda h: P.ArgMaxWithValue()(None)
_argmaxwv_str = lambda h: P.ArgMaxWithValue()("a")
_zeroslike_none = lambda h: P.ZerosLike()(None)
_stridedslice_none = lambda h: P.StridedSlice()(h, None, (4, 6), (1, 1))
_stridedslice_str = lambda h: P.StridedSlice()(h, (0, 0), "a", (1, 1))
_matmul_none = lambda h: P.MatMul()(h, None)
_matmul_str = lambda h: P.MatMul()(h, "a")
_gather_idx_none = lambda h: P.Gather()(h, None, 0)
_gather_idx_list = lambda h: P.Gather()(h, [0, 1], 0)
_reducesum_none = lambda h: P.ReduceSum()(h, None)
_reducemean_none = lambda h: P.ReduceMean(keep_dims=True)(h, None)
_reducesum_in_none = lambda h: P.ReduceSum()(None, 0)
_tile_in_none = lambda h: P.Tile()(None, (2, 1))
_transpose_in_str = lambda h: P.Transpose()("a", (1, 0))
_expanddims_in_none = lambda h: P.ExpandDims()(None, 0)
_cast_in_none = lambda h: P.Cast()(None, ms.float32)
_select_none = lambda h: P.Select()(None, h, h)
_broadcastto_none = lambda h: P.BroadcastTo((2, 4, 6))(None)
_softmax_none = lambda h: P.Softmax()(None)
_softmax_str = lambda h: P.Softmax()("a")
_reversev2_none = lambda h: P.ReverseV2((0,))(None)
_logsoftmax_str = lambda h: P.LogSoftmax()("a")
_mul_str = lambda h: P.Mul()("a", h)
_topk_arr = lambda h: P.TopK()(h, A)
_topk_none = lambda h: P.TopK()(h, None)
_pad_none = lambda h: P.Pad(((1, 1), (1, 1)))(None)
_argmax_none = lambda h: P.Argmax()(None)
_argmin_str = lambda h: P.Argmin()("a")
_add_none = lambda h: P.Add()(h, None)
_maximum_none = lambda h: P.Maximum()(h, None)
_realdiv_none = lambda h: P.RealDiv()(h, None)
_sqrt_none = lambda h: P.Sqrt()(None)
_pow_str = lambda h: P.Pow()(h, "a")
_stack_none = lambda h: P.Stack()(None)
_addn_none = lambda h: P.AddN()(None)
_opsreshape_none = lambda h: ops.reshape(h, None)
_opsreshape_str = lambda h: ops.reshape(h, "a")
_opsbroadcastto_none = lambda h: ops.broadcast_to(h, None)
_opsbroadcastto_str = lambda h: ops.broadcast_to(h, "a")
_opsflip_none = lambda h: ops.flip(h, None)
_opsflip_str = lambda h: ops.flip(h, "a")
CASES = {
    'reshape_none': (_reshape_none,
         'Failed calling Reshape with "Reshape()(input=Tensor, shape=None)".\nThe valid '
         'calling should be: \n"Reshape()(input=<Tensor>, shape=<list of int, Tensor, '
         'tuple of int>)".',
         SAME),
    'reshape_str': (_reshape_str,
         'Failed calling Reshape with "Reshape()(input=Tensor, shape=string)".\nThe valid '
         'calling should be: \n"Reshape()(input=<Tensor>, shape=<list of int, Tensor, '
         'tuple of int>)".',
         SAME),
    'reshape_float': (_reshape_float,
         'Failed calling Reshape with "Reshape()(input=Tensor, shape=float)".\nThe valid '
         'calling should be: \n"Reshape()(input=<Tensor>, shape=<list of int, Tensor, '
         'tuple of int>)".',
         SAME),
    'reshape_tuplefloat': (_reshape_tuplefloat,
         'Failed calling Reshape with "Reshape()(input=Tensor, shape=Tuple<float, '
         'float>)".\nThe valid calling should be: \n"Reshape()(input=<Tensor>, shape=<list '
         'of int, Tensor, tuple of int>)".',
         'Failed calling Reshape with "Reshape()(input=Tensor, shape=tuple<float, '
         'float>)".\nThe valid calling should be: \n"Reshape()(input=<Tensor>, shape=<list '
         'of int, Tensor, tuple of int>)".'),
    'concat_none': (_concat_none,
         'Failed calling Concat with "Concat(axis=int)(tensors=None)".\nThe valid calling '
         'should be: \n"Concat(axis=<int>)(tensors=<list of tensor, tuple of Tensor>)".',
         'Failed calling Concat with "tensors=None".\nThe valid calling should be: '
         '"tensors=<list of tensor, tuple of Tensor>".'),
    'concat_str': (_concat_str,
         'Failed calling Concat with "Concat(axis=int)(tensors=string)".\nThe valid '
         'calling should be: \n"Concat(axis=<int>)(tensors=<list of tensor, tuple of '
         'Tensor>)".',
         'Failed calling Concat with "tensors=String".\nThe valid calling should be: '
         '"tensors=<list of tensor, tuple of Tensor>".'),
    'split_none': (_split_none,
         'Failed calling Split with "Split(axis=int, output_num=int)(input_x=None)".\nThe '
         'valid calling should be: \n"Split(axis=<int>, output_num=<int>)('
         'input_x=<Tensor>)".',
         'Failed calling Split with "input_x=None".\nThe valid calling should be: '
         '"input_x=<Tensor>".'),
    'split_str': (_split_str,
         'Failed calling Split with "Split(axis=int, output_num=int)('
         'input_x=string)".\nThe valid calling should be: \n"Split(axis=<int>, '
         'output_num=<int>)(input_x=<Tensor>)".',
         'Failed calling Split with "input_x=String".\nThe valid calling should be: '
         '"input_x=<Tensor>".'),
    'squeeze_none': (_squeeze_none,
         'Failed calling Squeeze with "Squeeze(axis=Tuple<>)(input=None)".\nThe valid '
         'calling should be: \n"Squeeze(axis=<list of int, int, tuple of int>)('
         'input=<Tensor>)".',
         'Failed calling Squeeze with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'squeeze_str': (_squeeze_str,
         'Failed calling Squeeze with "Squeeze(axis=Tuple<>)(input=string)".\nThe valid '
         'calling should be: \n"Squeeze(axis=<list of int, int, tuple of int>)('
         'input=<Tensor>)".',
         'Failed calling Squeeze with "input=String".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'flatten_none': (_flatten_none,
         'Failed calling Flatten with "Flatten()(input_x=None)".\nThe valid calling should '
         'be: \n"Flatten()(input_x=<Tensor>)".',
         'Failed calling Flatten with "input_x=None".\nThe valid calling should be: '
         '"input_x=<Tensor>".'),
    'unstack_none': (_unstack_none,
         'For primitive[Unstack],  the input[0] should be Tensor, but got:None',
         'For Primitive[Unstack], the type of input argument[input_x] must be Tensor but '
         'got None.'),
    'onehot_depth_float': (_onehot_depth_float,
         'Failed calling OneHot with "OneHot(axis=int)(indices=Tensor, depth=float, '
         'on_value=Tensor, off_value=Tensor)".\nThe valid calling should be: \n"OneHot('
         'axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, '
         'off_value=<Tensor>)".',
         'Failed calling OneHot with "depth=Float32".\nThe valid calling should be: '
         '"indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, off_value=<Tensor>".'),
    'onehot_depth_none': (_onehot_depth_none,
         'Failed calling OneHot with "OneHot(axis=int)(indices=Tensor, depth=None, '
         'on_value=Tensor, off_value=Tensor)".\nThe valid calling should be: \n"OneHot('
         'axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, '
         'off_value=<Tensor>)".',
         'Failed calling OneHot with "depth=None".\nThe valid calling should be: '
         '"indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, off_value=<Tensor>".'),
    'onehot_idx_none': (_onehot_idx_none,
         'Failed calling OneHot with "OneHot(axis=int)(indices=None, depth=int, '
         'on_value=Tensor, off_value=Tensor)".\nThe valid calling should be: \n"OneHot('
         'axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, '
         'off_value=<Tensor>)".',
         'Failed calling OneHot with "indices=None".\nThe valid calling should be: '
         '"indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, off_value=<Tensor>".'),
    'argmaxwv_none': (_argmaxwv_none,
         'Failed calling ArgMaxWithValue with "ArgMaxWithValue(axis=int, keep_dims=bool)('
         'input=None)".\nThe valid calling should be: \n"ArgMaxWithValue(axis=<int>, '
         'keep_dims=<bool>)(input=<Tensor>)".',
         'Failed calling ArgMaxWithValue with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'argmaxwv_str': (_argmaxwv_str,
         'Failed calling ArgMaxWithValue with "ArgMaxWithValue(axis=int, keep_dims=bool)('
         'input=string)".\nThe valid calling should be: \n"ArgMaxWithValue(axis=<int>, '
         'keep_dims=<bool>)(input=<Tensor>)".',
         'Failed calling ArgMaxWithValue with "input=String".\nThe valid calling should '
         'be: "input=<Tensor>".'),
    'zeroslike_none': (_zeroslike_none,
         'Failed calling ZerosLike with "ZerosLike()(x=None)".\nThe valid calling should '
         'be: \n"ZerosLike()(x=<Tensor>)".',
         'Failed calling ZerosLike with "x=None".\nThe valid calling should be: '
         '"x=<Tensor>".'),
    'stridedslice_none': (_stridedslice_none,
         'Failed calling StridedSlice with "StridedSlice(begin_mask=int, end_mask=int, '
         'ellipsis_mask=int, new_axis_mask=int, shrink_axis_mask=int)(input_x=Tensor, '
         'begin=None, end=Tuple<int, int>, strides=Tuple<int, int>)".\nThe valid calling '
         'should be: \n"StridedSlice(begin_mask=<int>, end_mask=<int>, ellipsis_mask=<int>,'
         ' new_axis_mask=<int>, shrink_axis_mask=<int>)(input_x=<Tensor>, begin=<list of '
         'int, Tensor, tuple of int>, end=<list of int, Tensor, tuple of int>, '
         'strides=<list of int, Tensor, tuple of int>)".',
         'Failed calling StridedSlice with "StridedSlice(begin_mask=int, end_mask=int, '
         'ellipsis_mask=int, new_axis_mask=int, shrink_axis_mask=int)(input_x=Tensor, '
         'begin=None, end=tuple<int, int>, strides=tuple<int, int>)".\nThe valid calling '
         'should be: \n"StridedSlice(begin_mask=<int>, end_mask=<int>, ellipsis_mask=<int>,'
         ' new_axis_mask=<int>, shrink_axis_mask=<int>)(input_x=<Tensor>, begin=<list of '
         'int, Tensor, tuple of int>, end=<list of int, Tensor, tuple of int>, '
         'strides=<list of int, Tensor, tuple of int>)".'),
    'stridedslice_str': (_stridedslice_str,
         'Failed calling StridedSlice with "StridedSlice(begin_mask=int, end_mask=int, '
         'ellipsis_mask=int, new_axis_mask=int, shrink_axis_mask=int)(input_x=Tensor, '
         'begin=Tuple<int, int>, end=string, strides=Tuple<int, int>)".\nThe valid calling '
         'should be: \n"StridedSlice(begin_mask=<int>, end_mask=<int>, ellipsis_mask=<int>,'
         ' new_axis_mask=<int>, shrink_axis_mask=<int>)(input_x=<Tensor>, begin=<list of '
         'int, Tensor, tuple of int>, end=<list of int, Tensor, tuple of int>, '
         'strides=<list of int, Tensor, tuple of int>)".',
         'Failed calling StridedSlice with "StridedSlice(begin_mask=int, end_mask=int, '
         'ellipsis_mask=int, new_axis_mask=int, shrink_axis_mask=int)(input_x=Tensor, '
         'begin=tuple<int, int>, end=string, strides=tuple<int, int>)".\nThe valid calling '
         'should be: \n"StridedSlice(begin_mask=<int>, end_mask=<int>, ellipsis_mask=<int>,'
         ' new_axis_mask=<int>, shrink_axis_mask=<int>)(input_x=<Tensor>, begin=<list of '
         'int, Tensor, tuple of int>, end=<list of int, Tensor, tuple of int>, '
         'strides=<list of int, Tensor, tuple of int>)".'),
    'matmul_none': (_matmul_none,
         'Failed calling MatMul with "MatMul(transpose_a=bool, transpose_b=bool)('
         'input=Tensor, mat2=None)".\nThe valid calling should be: \n"MatMul('
         'transpose_a=<bool>, transpose_b=<bool>)(input=<Tensor>, mat2=<Tensor>)".',
         'Failed calling MatMul with "mat2=None".\nThe valid calling should be: '
         '"input=<Tensor>, mat2=<Tensor>".'),
    'matmul_str': (_matmul_str,
         'Failed calling MatMul with "MatMul(transpose_a=bool, transpose_b=bool)('
         'input=Tensor, mat2=string)".\nThe valid calling should be: \n"MatMul('
         'transpose_a=<bool>, transpose_b=<bool>)(input=<Tensor>, mat2=<Tensor>)".',
         'Failed calling MatMul with "mat2=String".\nThe valid calling should be: '
         '"input=<Tensor>, mat2=<Tensor>".'),
    'gather_idx_none': (_gather_idx_none,
         'Failed calling Gather with "Gather(batch_dims=int)(input_params=Tensor, '
         'input_indices=None, axis=int)".\nThe valid calling should be: \n"Gather('
         'batch_dims=<int>)(input_params=<Tensor>, input_indices=<Tensor>, axis=<Tensor, '
         'int>)".',
         'Failed calling Gather with "input_indices=None".\nThe valid calling should be: '
         '"input_params=<Tensor>, input_indices=<Tensor>, axis=<Tensor, int>".'),
    'gather_idx_list': (_gather_idx_list,
         'Failed calling Gather with "Gather(batch_dims=int)(input_params=Tensor, '
         'input_indices=List<int, int>, axis=int)".\nThe valid calling should be: '
         '\n"Gather(batch_dims=<int>)(input_params=<Tensor>, input_indices=<Tensor>, '
         'axis=<Tensor, int>)".',
         'Failed calling Gather with "input_indices=List[Int64*2]".\nThe valid calling '
         'should be: "input_params=<Tensor>, input_indices=<Tensor>, axis=<Tensor, int>".'),
    'reducesum_none': (_reducesum_none,
         'Failed calling ReduceSum with "ReduceSum(keep_dims=bool, skip_mode=bool)('
         'x=Tensor, axis=None)".\nThe valid calling should be: \n"ReduceSum('
         'keep_dims=<bool>, skip_mode=<bool>)(x=<Tensor>, axis=<list of int, int, Tensor, '
         'tuple of int>)".',
         SAME),
    'reducemean_none': (_reducemean_none,
         'Failed calling ReduceMean with "ReduceMean(keep_dims=bool)(x=Tensor, '
         'axis=None)".\nThe valid calling should be: \n"ReduceMean(keep_dims=<bool>)('
         'x=<Tensor>, axis=<list of int, int, Tensor, tuple of int>)".',
         SAME),
    'reducesum_in_none': (_reducesum_in_none,
         'Failed calling ReduceSum with "ReduceSum(keep_dims=bool, skip_mode=bool)(x=None, '
         'axis=int)".\nThe valid calling should be: \n"ReduceSum(keep_dims=<bool>, '
         'skip_mode=<bool>)(x=<Tensor>, axis=<list of int, int, Tensor, tuple of int>)".',
         'Failed calling ReduceSum with "x=None".\nThe valid calling should be: '
         '"x=<Tensor>, axis=<list of int, int, Tensor, tuple of int>".'),
    'tile_in_none': (_tile_in_none,
         'Failed calling Tile with "Tile()(input=None, dims=Tuple<int, int>)".\nThe valid '
         'calling should be: \n"Tile()(input=<Tensor>, dims=<Tensor, tuple of int>)".',
         'Failed calling Tile with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>, dims=<Tensor, tuple of int>".'),
    'transpose_in_str': (_transpose_in_str,
         'Failed calling Transpose with "Transpose()(input=string, dims=Tuple<int, '
         'int>)".\nThe valid calling should be: \n"Transpose()(input=<Tensor>, dims=<list '
         'of int, tuple of int>)".',
         'Failed calling Transpose with "input=String".\nThe valid calling should be: '
         '"input=<Tensor>, dims=<list of int, tuple of int>".'),
    'expanddims_in_none': (_expanddims_in_none,
         'Failed calling ExpandDims with "ExpandDims()(input_x=None, axis=int)".\nThe '
         'valid calling should be: \n"ExpandDims()(input_x=<Tensor>, axis=<Tensor, int>)".',
         'Failed calling ExpandDims with "input_x=None".\nThe valid calling should be: '
         '"input_x=<Tensor>, axis=<Tensor, int>".'),
    'cast_in_none': (_cast_in_none,
         'Failed calling Cast with "Cast()(input=None, dtype=mindspore.dtype)".\nThe valid '
         'calling should be: \n"Cast()(input=<Number, Tensor>, dtype=<mindspore.dtype>)".',
         'Failed calling Cast with "input=None".\nThe valid calling should be: '
         '"input=<Number, Tensor>, dtype=<mindspore.dtype>".'),
    'select_none': (_select_none,
         'Failed calling Select with "Select()(condition=None, input=Tensor, '
         'other=Tensor)".\nThe valid calling should be: \n"Select()(condition=<Tensor>, '
         'input=<Number, Tensor>, other=<Number, Tensor>)".',
         'Failed calling Select with "condition=None".\nThe valid calling should be: '
         '"condition=<Tensor>, input=<Number, Tensor>, other=<Number, Tensor>".'),
    'broadcastto_none': (_broadcastto_none,
         'Failed calling BroadcastTo with "BroadcastTo(shape=Tuple<int, int, int>)('
         'input=None)".\nThe valid calling should be: \n"BroadcastTo(shape=<list of int, '
         'Tensor, tuple of int>)(input=<Tensor>)".',
         'Failed calling BroadcastTo with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'softmax_none': (_softmax_none,
         'Failed calling Softmax with "Softmax(axis=Tuple<int>)(input=None)".\nThe valid '
         'calling should be: \n"Softmax(axis=<int, tuple of int>)(input=<Tensor>)".',
         'Failed calling Softmax with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'softmax_str': (_softmax_str,
         'Failed calling Softmax with "Softmax(axis=Tuple<int>)(input=string)".\nThe valid '
         'calling should be: \n"Softmax(axis=<int, tuple of int>)(input=<Tensor>)".',
         'Failed calling Softmax with "input=String".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'reversev2_none': (_reversev2_none,
         'Failed calling ReverseV2 with "ReverseV2(axis=Tuple<int>)(input=None)".\nThe '
         'valid calling should be: \n"ReverseV2(axis=<list of int, tuple of int>)('
         'input=<Tensor>)".',
         'Failed calling ReverseV2 with "input=None".\nThe valid calling should be: '
         '"input=<Tensor>".'),
    'logsoftmax_str': (_logsoftmax_str,
         'Failed calling LogSoftmax with "LogSoftmax(axis=int)(logits=string)".\nThe valid '
         'calling should be: \n"LogSoftmax(axis=<int>)(logits=<Tensor>)".',
         'Failed calling LogSoftmax with "logits=String".\nThe valid calling should be: '
         '"logits=<Tensor>".'),
    'mul_str': (_mul_str,
         'Failed calling Mul with "Mul()(input=string, other=Tensor)".\nThe valid calling '
         'should be: \n"Mul()(input=<Number, Tensor>, other=<Number, Tensor>)".',
         'Failed calling Mul with "input=String".\nThe valid calling should be: '
         '"input=<Number, Tensor>, other=<Number, Tensor>".'),
    'topk_arr': (_topk_arr,
         'For primitive[TopK], the input argument[k] must be a type of {Int32, Int64}, but '
         'got External.',
         SAME),
    'topk_none': (_topk_none,
         'For primitive[TopK], the input argument[k] must be a type of {Int32, Int64}, but '
         'got None.',
         SAME),
    'pad_none': (_pad_none,
         'For primitive[Pad], the input argument[input_x] must be a type of {Tensor}, but '
         'got None.',
         SAME),
    'argmax_none': (_argmax_none,
         'Failed calling Argmax with "Argmax(axis=int, output_type=mindspore.dtype)('
         'input_x=None)".\nThe valid calling should be: \n"Argmax(axis=<int>, '
         'output_type=<mindspore.dtype>)(input_x=<Tensor>)".',
         'Failed calling Argmax with "input_x=None".\nThe valid calling should be: '
         '"input_x=<Tensor>".'),
    'argmin_str': (_argmin_str,
         'Failed calling Argmin with "Argmin(axis=int, output_type=mindspore.dtype)('
         'x=string)".\nThe valid calling should be: \n"Argmin(axis=<int>, '
         'output_type=<mindspore.dtype>)(x=<Tensor>)".',
         'Failed calling Argmin with "x=String".\nThe valid calling should be: '
         '"x=<Tensor>".'),
    'add_none': (_add_none,
         'Failed calling Add with "Add()(input=Tensor, other=None)".\nThe valid calling '
         'should be: \n"Add()(input=<Number, Tensor>, other=<Number, Tensor>)".',
         'Failed calling Add with "other=None".\nThe valid calling should be: '
         '"input=<Number, Tensor>, other=<Number, Tensor>".'),
    'maximum_none': (_maximum_none,
         'Failed calling Maximum with "Maximum()(input=Tensor, other=None)".\nThe valid '
         'calling should be: \n"Maximum()(input=<Number, Tensor>, other=<Number, Tensor>)".',
         'Failed calling Maximum with "other=None".\nThe valid calling should be: '
         '"input=<Number, Tensor>, other=<Number, Tensor>".'),
    'realdiv_none': (_realdiv_none,
         'Failed calling RealDiv with "RealDiv()(x=Tensor, y=None)".\nThe valid calling '
         'should be: \n"RealDiv()(x=<Number, Tensor>, y=<Number, Tensor>)".',
         'Failed calling RealDiv with "y=None".\nThe valid calling should be: "x=<Number, '
         'Tensor>, y=<Number, Tensor>".'),
    'sqrt_none': (_sqrt_none,
         'Failed calling Sqrt with "Sqrt()(x=None)".\nThe valid calling should be: \n"Sqrt('
         ')(x=<Tensor>)".',
         'Failed calling Sqrt with "x=None".\nThe valid calling should be: "x=<Tensor>".'),
    'pow_str': (_pow_str,
         'Failed calling Pow with "Pow()(input=Tensor, exponent=string)".\nThe valid '
         'calling should be: \n"Pow()(input=<Number, Tensor>, exponent=<Number, Tensor>)".',
         'Failed calling Pow with "exponent=String".\nThe valid calling should be: '
         '"input=<Number, Tensor>, exponent=<Number, Tensor>".'),
    # a primitive's own infer / Python check of None (texts that differ by mode)
    'stack_none': (_stack_none,
         'Infer type failed.',
         "object of type 'NoneType' has no len()"),
    'addn_none': (_addn_none,
         "object of type 'NoneType' has no len()",
         'Failed calling AddN with "x=None".\nThe valid calling should be: "x=<list of '
         'tensor, tuple of Tensor>".'),

    # the functional spellings sharing their Primitive's shape check
    'opsreshape_none': (_opsreshape_none,
         'Failed calling Reshape with "Reshape()(input=Tensor, shape=None)".\nThe valid '
         'calling should be: \n"Reshape()(input=<Tensor>, shape=<list of int, Tensor, '
         'tuple of int>)".',
         SAME),
    'opsreshape_str': (_opsreshape_str,
         'Failed calling Reshape with "Reshape()(input=Tensor, shape=string)".\nThe valid '
         'calling should be: \n"Reshape()(input=<Tensor>, shape=<list of int, Tensor, '
         'tuple of int>)".',
         SAME),
    'opsbroadcastto_none': (_opsbroadcastto_none,
         'Failed calling BroadcastTo with "BroadcastTo(shape=None)(input=Tensor)".\nThe '
         'valid calling should be: \n"BroadcastTo(shape=<list of int, Tensor, tuple of '
         'int>)(input=<Tensor>)".',
         SAME),
    'opsbroadcastto_str': (_opsbroadcastto_str,
         'Failed calling BroadcastTo with "BroadcastTo(shape=string)(input=Tensor)".\nThe '
         'valid calling should be: \n"BroadcastTo(shape=<list of int, Tensor, tuple of '
         'int>)(input=<Tensor>)".',
         SAME),
    'opsflip_none': (_opsflip_none,
         'Failed calling ReverseV2 with "ReverseV2(axis=None)(input=Tensor)".\nThe valid '
         'calling should be: \n"ReverseV2(axis=<list of int, tuple of int>)('
         'input=<Tensor>)".',
         SAME),
    'opsflip_str': (_opsflip_str,
         'Failed calling ReverseV2 with "ReverseV2(axis=string)(input=Tensor)".\nThe valid '
         'calling should be: \n"ReverseV2(axis=<list of int, tuple of int>)('
         'input=<Tensor>)".',
         SAME),

}


@pytest.mark.parametrize("name", list(CASES))
def test_refused_operand_text(name, mode):
    call, eager, graph = CASES[name]
    want = eager if mode == ms.PYNATIVE_MODE or graph is None else graph
    h = Tensor(np.arange(24, dtype=np.float32).reshape(4, 6))
    with pytest.raises(TypeError) as info:
        FnCell(call)(h)
    assert str(info.value).split("\n\n----")[0].rstrip() == want


def test_valid_calls_still_run(mode):
    def fn(h):
        return (P.Reshape()(h, (6, 4)), P.Concat(1)((h, h)), P.Split(0, 2)(h)[1],
                P.ReduceSum()(h, 1), P.ReduceMean(keep_dims=True)(h, (0, 1)),
                P.Gather()(h, IDX, 0), P.OneHot()(IDX, 3, ON, OFF), P.Mul()(h, 2.0),
                P.MatMul(transpose_b=True)(h, h), P.Tile()(h, (1, 2)),
                P.StridedSlice()(h, (0, 0), (2, 3), (1, 1)), P.Cast()(h, ms.int32))
    h = Tensor(np.arange(24, dtype=np.float32).reshape(4, 6))
    out = FnCell(fn)(h)
    x = np.arange(24, dtype=np.float32).reshape(4, 6)
    want = (x.reshape(6, 4), np.concatenate((x, x), 1), x[2:], x.sum(1),
            x.mean((0, 1), keepdims=True), x[[0, 1]], np.eye(3, dtype=np.float32)[[0, 1]],
            x * 2, x @ x.T, np.tile(x, (1, 2)), x[:2, :3], x.astype(np.int32))
    for got, ref in zip(out, want):
        np.testing.assert_allclose(got.asnumpy(), ref, rtol=1e-6)


def test_keyword_operands_still_run():
    x = Tensor(np.ones((2, 3), np.float32))
    assert P.Add()(input=x, other=x).asnumpy().sum() == 12.0


_RESHAPE_VALID = '"Reshape()(input=<Tensor>, shape=<list of int, Tensor, tuple of int>)".'
_FLIP_VALID = '"ReverseV2(axis=<list of int, tuple of int>)(input=<Tensor>)".'
_BCAST_VALID = '"BroadcastTo(shape=<list of int, Tensor, tuple of int>)(input=<Tensor>)".'
# measured on 2.10, PYNATIVE_MODE, one case per process
EAGER = [
    (lambda h: ops.reshape(h, 24.0),
     'Failed calling Reshape with "Reshape()(input=Tensor, shape=float)".', _RESHAPE_VALID),
    (lambda h: ops.reshape(h, (3.0, 8)), 'Failed calling Reshape with "Reshape()(input=Tensor, '
     'shape=Tuple<float, int>)".', _RESHAPE_VALID),
    (lambda h: ops.flip(h, (1.0,)),
     'Failed calling ReverseV2 with "ReverseV2(axis=Tuple<float>)(input=Tensor)".', _FLIP_VALID),
    (lambda h: ops.flip(h, 1.5),
     'Failed calling ReverseV2 with "ReverseV2(axis=float)(input=Tensor)".', _FLIP_VALID),
    (lambda h: h.flip(None),
     'Failed calling ReverseV2 with "ReverseV2(axis=None)(input=Tensor)".', _FLIP_VALID),
    (lambda h: ops.broadcast_to(h, 1.5),
     'Failed calling BroadcastTo with "BroadcastTo(shape=float)(input=Tensor)".', _BCAST_VALID),
]


@pytest.mark.parametrize("case", range(len(EAGER)))
def test_functional_shape_texts_eagerly(case):
    call, head, valid = EAGER[case]
    h = Tensor(np.ones((4, 6), np.float32))
    with pytest.raises(TypeError) as info:
        call(h)
    assert str(info.value) == f"{head}\nThe valid calling should be: \n{valid}"
