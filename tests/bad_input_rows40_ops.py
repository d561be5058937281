"""Rows of ``test_bad_input_catalogue40`` (array ops): MindSpore 2.10's exception type and
text for each call (measured on 2.10 CPU, one case per forked process, pynative_synchronize on;
/tmp/s56/bad40/ar.py): gather/gather_elements, scatter*, index_add/index_fill, masked_*,
narrow, split/chunk, tile, repeat_interleave, roll, flip*, movedim/swapaxes, unbind, stack/concat,
where, transpose/reshape/expand_dims/squeeze/broadcast_to, strided_slice/slice, range, diagonal,
one_hot, sort/topk with bad dims, shapes, dtypes.
Left out (minicell differs): kernel-selection texts (Gather/Scatter/ScatterNd/Select of a float
index or condition, MaskedSelect's KernelMod), framework exceptions (Scatter's axis and rank),
Roll's unregistered kernel, gather's batch_dims, index_add's texts, masked_fill's parser text,
tile's float dims, repeat_interleave's float, ScatterNd with a list shape, tensor_dot's shape
text, dot/addmm/addcdiv's MatMul/Addcdiv texts, UnsortedSegmentSum's shape text.
"""
import numpy as np
from minicell import Tensor, ops


def F(*s):
    return Tensor(np.arange(int(np.prod(s)), dtype=np.float32).reshape(s))


def I(a):
    return Tensor(np.array(a, np.int32))


def B(a):
    return Tensor(np.array(a, np.bool_))


x = F(2, 3)


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'gather elements dim': (lambda: ops.gather_elements(x, 2, I([[0]])),
        ValueError, 'For primitive[GatherD], the dim value must be in [-2,2], but got 2.'),
    'gather elements rank': (lambda: ops.gather_elements(x, 0, I([0])),
        ValueError, 'For primitive[GatherD], the x_rank must be equal to 1, but got 2.'),
    'gather elements float': (lambda: ops.gather_elements(x, 0, F(1, 1)),
        TypeError, 'For primitive[GatherD], the input argument[index] must be a type of '
                   '{Tensor[Int32], Tensor[Int64]}, but got Tensor[Float32].'),
    'gather elements dimf': (lambda: ops.gather_elements(x, 0.5, I([[0]])),
        TypeError, 'Failed calling GatherD with "GatherD()(x=Tensor, dim=float, '
                   'index=Tensor)".\nThe valid calling should be: \n"GatherD()(x=<Tensor>, '
                   'dim=<Tensor, int>, index=<Tensor>)".'),
    'gather axis': (lambda: ops.gather(x, I([0]), 2),
        ValueError, 'For primitive[Gather], the axis must be in [-2,2], but got 2.'),
    'gather axis float': (lambda: ops.gather(x, I([0]), 0.5),
        TypeError, 'Failed calling Gather with "Gather(batch_dims=int)(input_params=Tensor, '
                   'input_indices=Tensor, axis=float)".\nThe valid calling should be: '
                   '\n"Gather(batch_dims=<int>)(input_params=<Tensor>, '
                   'input_indices=<Tensor>, axis=<Tensor, int>)".'),
    'gather list': (lambda: ops.gather([1.0, 2.0], I([0]), 0),
        TypeError, 'Failed calling Gather with '
                   '"Gather(batch_dims=int)(input_params=List<float, float>, '
                   'input_indices=Tensor, axis=int)".\nThe valid calling should be: '
                   '\n"Gather(batch_dims=<int>)(input_params=<Tensor>, '
                   'input_indices=<Tensor>, axis=<Tensor, int>)".'),
    'scatter src dtype': (lambda: ops.scatter(x, 0, I([[0]]), I([[1]])),
        TypeError, 'For primitive[Scatter], the input type must be '
                   'same.\nname:[input]:Float32.\nname:[src]:Int32.'),
    'scatter reduce': (lambda: ops.scatter(x, 0, I([[0]]), F(1, 1), reduce='max'),
        TypeError, "scatter() got an unexpected keyword argument 'reduce'"),
    'scatter add dim': (lambda: ops.scatter_add(x, 3, I([[0]]), F(1, 1)),
        TypeError, 'scatter_add() takes 3 positional arguments but 4 were given'),
    'scatter nd shape': (lambda: ops.scatter_nd(I([[0]]), F(1), (0, 3)),
        ValueError, "For 'ScatterNd', the input [shape] should be a tuple with all positive "
                    'item. But got: { 0, 3 }'),
    'tensor scatter update rank': (lambda: ops.tensor_scatter_update(x, I([0]), F(3)),
        ValueError, "For TensorScatterUpdate, the dimension of 'indices' cannot be less than "
                    '2,  but got 1'),
    'tensor scatter add dtype': (lambda: ops.tensor_scatter_add(x, I([[0]]), I([[1, 2, 3]])),
        TypeError, 'For TensorScatterAdd, input_x_type must equal to updates type, but got '
                   'input_x_type: Float32, updates_type: Int32.'),
    'tensor scatter elements red': (
        lambda: ops.tensor_scatter_elements(x, I([[0]]), F(1, 1), reduction='mul'),
        ValueError, 'Failed to convert the value "mul" of input \'reduce\' of '
                    "'TensorScatterElements' to enum."),
    'index add axis': (lambda: ops.index_add(x, I([0]), F(1, 3), 2),
        ValueError, 'For primitive[IndexAdd], the axis must be in (-3,2), but got 2.'),
    'index fill dim': (lambda: ops.index_fill(x, 2, I([0]), 1.0),
        RuntimeError, "For 'IndexFill', the input of 'dim' out of range (expected to be in "
                      'range of [-2, 1], but got 2)'),
    'index fill float idx': (lambda: ops.index_fill(x, 0, F(1), 1.0),
        TypeError, 'For primitive[IndexFill], the input argument[index] must be a type of '
                   '{Tensor[Int32]}, but got Tensor[Float32].'),
    'index fill value str': (lambda: ops.index_fill(x, 0, I([0]), 'a'),
        TypeError, 'For Primitive[IndexFill], the type of input argument[value] must be '
                   'Tensor but got String.'),
    'index fill dim float': (lambda: ops.index_fill(x, 0.5, I([0]), 1.0),
        TypeError, 'For primitive[IndexFill], the input argument[dim] must be a type of '
                   '{Int32, Int64}, but got Float32.'),
    'index fill value tensor2d': (lambda: ops.index_fill(x, 0, I([0]), F(1, 1)),
        ValueError, "For primitive[IndexFill], the rank of 'value' must be equal to 0, but "
                    'got 2.'),
    'masked fill mask dtype': (lambda: ops.masked_fill(x, I([1, 0, 1]), 1.0),
        TypeError, 'For primitive[MaskedFill], the input argument[mask] must be a type of '
                   '{Bool}, but got Int32.'),
    'masked fill shape': (lambda: ops.masked_fill(x, B([True, False]), 1.0),
        ValueError, "For 'MaskedFill', input.shape and mask.shape need to broadcast. The "
                    'value of input.shape[2] or mask.shape[1] must be 1 or -1 when they are '
                    'not the same, but got input.shape = [2, 3] and mask.shape = [2]'),
    'masked select shape': (lambda: ops.masked_select(x, B([True, False])),
        ValueError, "For 'MaskedSelect', input.shape and mask.shape need to broadcast. The "
                    'value of input.shape[2] or mask.shape[1] must be 1 or -1 when they are '
                    'not the same, but got input.shape = [2, 3] and mask.shape = [2]'),
    'narrow axis': (lambda: ops.narrow(x, 2, 0, 1),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 2."),
    'narrow start': (lambda: ops.narrow(x, 0, 3, 1),
        ValueError, "The input value must be in range of [0, 2), but got 3 with type 'int'."),
    'narrow length': (lambda: ops.narrow(x, 0, 0, 5),
        ValueError, "The input value must be in range of [1, 2], but got 5 with type 'int'."),
    'narrow float': (lambda: ops.narrow(x, 0, 0.5, 1),
        TypeError, "The input value must be 'int',  but got 'float'."),
    'split axis': (lambda: ops.split(x, 1, 2),
        ValueError, 'axis 2 is out of bounds for array of dimension 2'),
    'split sizes': (lambda: ops.split(x, [1, 1], 1),
        ValueError, "The sum of 'split_size_or_sections' should be equal to 3, but got 2."),
    'split float': (lambda: ops.split(x, 1.5, 0),
        TypeError, 'Type of Argument `split_size_or_sections` should be integer, tuple(int) '
                   "or list(int), but got <class 'float'>"),
    'split zero': (lambda: ops.split(x, 0, 0),
        ValueError, "For split, the value of 'split_size_or_sections' must be more than zero, "
                    'but got 0.'),
    'split str': (lambda: ops.split(x, 'a', 0),
        TypeError, 'Type of Argument `split_size_or_sections` should be integer, tuple(int) '
                   "or list(int), but got <class 'str'>"),
    'chunk zero': (lambda: ops.chunk(x, 0, 0),
        ValueError, "For ops.chunk parameter 'chunks' must be greater than 0, but got 0"),
    'chunk axis': (lambda: ops.chunk(x, 2, 2),
        ValueError, 'axis 2 is out of bounds for array of dimension 2'),
    'chunk float': (lambda: ops.chunk(x, 1.5, 0),
        TypeError, 'For ops.chunk type of argument `chunks` should be integer, but got <class '
                   "'float'>"),
    'chunk list': (lambda: ops.chunk([1, 2], 2),
        TypeError, "For ops.chunk parameter `input` must be Tensor, but got <class 'list'>"),
    'tile neg': (lambda: ops.tile(x, (-1, 1)),
        ValueError, "For 'Tile', 'dims' cannot contain negative integer numbers, but got -1 "
                    'in 0th.'),
    'tile int': (lambda: ops.tile(x, 2),
        TypeError, 'Failed calling Tile with "Tile()(input=Tensor, dims=int)".\nThe valid '
                   'calling should be: \n"Tile()(input=<Tensor>, dims=<Tensor, tuple of '
                   'int>)".'),
    'tile list': (lambda: ops.tile([1], (2,)),
        TypeError, 'Failed calling Tile with "Tile()(input=List<int>, dims=Tuple<int>)".\nThe '
                   'valid calling should be: \n"Tile()(input=<Tensor>, dims=<Tensor, tuple of '
                   'int>)".'),
    'repeat interleave neg': (lambda: ops.repeat_interleave(x, -1, 0),
        ValueError, "For 'repeat_elements', the 'rep' must be in range of (0, 2147483647], "
                    "but got -1 with type 'int'."),
    'repeat interleave axis': (lambda: ops.repeat_interleave(x, 2, 2),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 2."),
    'repeat interleave len': (lambda: ops.repeat_interleave(x, I([1, 2, 3]), 0),
        ValueError, "For 'repeat_interleave', the length of 'repeats' must be the same as the "
                    "shape of the original tensor in the 'axis' dimension, but got the length "
                    "of 'repeats' 3, the shape of the original tensor in the 'axis' dimension "
                    '2.'),
    'roll float': (lambda: ops.roll(x, 1.5, 0),
        TypeError, 'Failed calling Roll with "Roll(shifts=float, '
                   'dims=int)(input=Tensor)".\nThe valid calling should be: '
                   '\n"Roll(shifts=<list of int, int, tuple of int>, dims=<list of int, int, '
                   'tuple of int>)(input=<Tensor>)".'),
    'flip dims': (lambda: ops.flip(x, (2,)),
        ValueError, "For 'ReverseV2', the 'axis[0]' must be in range of [-2, 2), but got 2 "
                    "with type 'int'."),
    'flip dup': (lambda: ops.flip(x, (0, 0)),
        ValueError, "For ReverseV2, 'axis' cannot contain duplicate dimensions, but got 0"),
    'flip int': (lambda: ops.flip(x, 0),
        TypeError, 'Failed calling ReverseV2 with "ReverseV2(axis=int)(input=Tensor)".\nThe '
                   'valid calling should be: \n"ReverseV2(axis=<list of int, tuple of '
                   'int>)(input=<Tensor>)".'),
    'flip float': (lambda: ops.flip(x, (0.5,)),
        TypeError, 'Failed calling ReverseV2 with '
                   '"ReverseV2(axis=Tuple<float>)(input=Tensor)".\nThe valid calling should '
                   'be: \n"ReverseV2(axis=<list of int, tuple of int>)(input=<Tensor>)".'),
    'fliplr 1d': (lambda: ops.fliplr(F(3)),
        ValueError, "For 'ReverseV2', the 'axis[0]' must be in range of [-1, 1), but got 1 "
                    "with type 'int'."),
    'flipud 0d': (lambda: ops.flipud(Tensor(1.0)),
        ValueError, 'For primitive[ReverseV2], the rank of x must be not equal to 0, but got '
                    '0.'),
    'movedim src': (lambda: ops.movedim(x, 2, 0),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 2."),
    'movedim dup': (lambda: ops.movedim(x, (0, 0), (0, 1)),
        ValueError, "For 'Transpose', size of perm should equal to rank of x, but got 3 and 2!"),
    'movedim len': (lambda: ops.movedim(x, (0, 1), (0,)),
        ValueError, 'For `source` and `destination` arguments, the number of elements must be '
                    "the same, but got 'source': 2 and 'destination': 1."),
    'movedim float': (lambda: ops.movedim(x, 0.5, 0),
        TypeError, "The axes must be integers, but got <class 'float'>"),
    'moveaxis src': (lambda: ops.moveaxis(x, 0, 3),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 3."),
    'swapaxes axis': (lambda: ops.swapaxes(x, 0, 2),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 2."),
    'swapaxes float': (lambda: ops.swapaxes(x, 0.5, 1),
        TypeError, 'For ops.swapaxes, the axis argument must be integer, but got <class '
                   "'float'>."),
    'swapdims axis': (lambda: ops.swapdims(x, -3, 1),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got -3."),
    'unbind dim': (lambda: ops.unbind(x, 2),
        ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'unbind float': (lambda: ops.unbind(x, 0.5),
        TypeError, "For 'Unstack', the type of 'axis' should be 'int', but got type 'float'."),
    'unbind 0d': (lambda: ops.unbind(Tensor(1.0), 0),
        ValueError, "For 'Unstack', input's rank should be greater equal to 1, but got 0"),
    'stack shape': (lambda: ops.stack([F(2), F(3)]),
        ValueError, 'All input shape must be the same! [const vector]{3} And [const vector]{2}'),
    'stack axis': (lambda: ops.stack([F(2), F(2)], 2),
        ValueError, 'For primitive[Stack], the Stack axis must be in [-2,1], but got 2.'),
    'stack dtype': (lambda: ops.stack([F(2), I([1, 2])]),
        TypeError, 'All input must have the same data type!input[1] data type = '
                   'Tensor[Int32]infer_type0= Tensor[Float32]'),
    'stack empty': (lambda: ops.stack([]),
        ValueError, 'For primitive[Stack], the stack element num must be greater than or '
                    'equal to 1, but got 0.'),
    'concat shape': (lambda: ops.concat([F(2, 3), F(2, 2)]),
        ValueError, 'For primitive[Concat], shapes of tensors must match except in given '
                    'concat axis 0, but got mismatch in 1(all input shapes are [const '
                    'vector]{[const vector]{2, 3}, [const vector]{2, 2}})!'),
    'concat axis': (lambda: ops.concat([x, x], 2),
        ValueError, 'For primitive[Concat], the axis value must be in [-2,2), but got 2.'),
    'concat rank': (lambda: ops.concat([x, F(3)]),
        ValueError, 'For primitive[Concat], element rank must be same(shapes are [const '
                    'vector]{[const vector]{2, 3}, [const vector]{3}})!'),
    'concat empty': (lambda: ops.concat([]),
        ValueError, 'For primitive[Concat], the elements size must be greater than 0, but got '
                    '0.'),
    'concat float axis': (lambda: ops.concat([x, x], 0.5),
        TypeError, 'Failed calling Concat with "Concat(axis=float)(tensors=List<Tensor, '
                   'Tensor>)".\nThe valid calling should be: '
                   '\n"Concat(axis=<int>)(tensors=<list of tensor, tuple of Tensor>)".'),
    'cat list': (lambda: ops.cat([[1.0], [2.0]]),
        TypeError, 'Failed calling Concat with "Concat(axis=int)(tensors=List<List<float>, '
                   'List<float>>)".\nThe valid calling should be: '
                   '\n"Concat(axis=<int>)(tensors=<list of tensor, tuple of Tensor>)".'),
    'hstack shape': (lambda: ops.hstack([F(2, 3), F(3, 3)]),
        ValueError, 'For primitive[Concat], shapes of tensors must match except in given '
                    'concat axis 1, but got mismatch in 0(all input shapes are [const '
                    'vector]{[const vector]{2, 3}, [const vector]{3, 3}})!'),
    'vstack shape': (lambda: ops.vstack([F(2, 3), F(2, 2)]),
        ValueError, 'For primitive[Concat], shapes of tensors must match except in given '
                    'concat axis 0, but got mismatch in 1(all input shapes are [const '
                    'vector]{[const vector]{2, 3}, [const vector]{2, 2}})!'),
    'where shape': (lambda: ops.where(B([True, False]), x, x),
        ValueError, "For 'Select', condition.shape and input.shape need to broadcast. The "
                    'value of condition.shape[1] or input.shape[2] must be 1 or -1 when they '
                    'are not the same, but got condition.shape = [2] and input.shape = [2, 3]'),
    'transpose perm': (lambda: ops.transpose(x, (0, 0)),
        ValueError, "For 'Transpose' perms should all be unique dim, but0 is not unique!"),
    'transpose len': (lambda: ops.transpose(x, (0,)),
        ValueError, "For 'Transpose', size of perm should equal to rank of x, but got 1 and 2!"),
    'transpose oob': (lambda: ops.transpose(x, (0, 2)),
        ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'permute len': (lambda: ops.permute(x, (0, 1, 2)),
        ValueError, "For 'Transpose', size of perm should equal to rank of x, but got 3 and 2!"),
    'reshape bad': (lambda: ops.reshape(x, (4, 2)),
        ValueError, "proposed_shape '[const vector]{4, 2}' is invalid for input of size 6"),
    'reshape two neg': (lambda: ops.reshape(x, (-1, -1)),
        ValueError, 'only one dimension can be inferred'),
    'reshape neg2': (lambda: ops.reshape(x, (-2, 3)),
        ValueError, 'invalid proposed_shape dimension'),
    'reshape float': (lambda: ops.reshape(x, (1.5, 4)),
        TypeError, 'Failed calling Reshape with "Reshape()(input=Tensor, shape=Tuple<float, '
                   'int>)".\nThe valid calling should be: \n"Reshape()(input=<Tensor>, '
                   'shape=<list of int, Tensor, tuple of int>)".'),
    'expand dims axis': (lambda: ops.expand_dims(x, 3),
        ValueError, 'Dimension out of range (expected to be in range of [-3, 3), but got 3)'),
    'expand dims float': (lambda: ops.expand_dims(x, 0.5),
        TypeError, 'Failed calling ExpandDims with "ExpandDims()(input_x=Tensor, '
                   'axis=float)".\nThe valid calling should be: '
                   '\n"ExpandDims()(input_x=<Tensor>, axis=<Tensor, int>)".'),
    'squeeze oob': (lambda: ops.squeeze(x, 3),
        ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got 3)'),
    'broadcast to bad': (lambda: ops.broadcast_to(x, (3, 3)),
        ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                    'equal or input dimension is 1 or target dimension is -1. But got '
                    'x_shape: (2, 3), target shape: (3, 3).'),
    'broadcast to neg': (lambda: ops.broadcast_to(x, (-2, 3)),
        ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                    'equal or input dimension is 1 or target dimension is -1. But got '
                    'x_shape: (2, 3), target shape: (-2, 3).'),
    'strided slice len': (lambda: ops.strided_slice(x, (0,), (1, 1), (1, 1)),
        ValueError, "For 'StridedSlice', 'begin', 'end' and 'strides' must have the same "
                    "length, but got length of 'begin': 1, 'end': 2, 'strides': 2."),
    'strided slice zero': (lambda: ops.strided_slice(x, (0, 0), (1, 1), (0, 1)),
        ValueError, "For 'StridedSlice', input 'strides' can not contain 0."),
    'slice size': (lambda: ops.slice(x, (0, 0), (3, 1)),
        ValueError, 'For Slice, the sum of begin_shape[0] and size_shape[0] must be no '
                    'greater than input_x_shape[0].'),
    'slice len': (lambda: ops.slice(x, (0,), (1, 1)),
        ValueError, 'For Slice, the shape of input|begin|size must be equal.'),
    'range step0': (lambda: ops.range(Tensor(0), Tensor(5), Tensor(0)),
        ValueError, 'For Range, delta cannot be equal to zero.'),
    'diagonal dims': (lambda: ops.diagonal(x, 0, 0, 0),
        ValueError, "For 'Diagonal', dim1 and dim2 cannot be identical, but got : dim1 =0 and "
                    'dim2 = 0.'),
    'diagonal oob': (lambda: ops.diagonal(x, 0, 0, 2),
        ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'tril rank': (lambda: ops.tril(F(3)),
        ValueError, "For primitive[Tril], the x's rank must be greater than or equal to 2, "
                    'but got 1.'),
    'triu diag float': (lambda: ops.triu(x, 0.5),
        TypeError, 'Failed calling Triu with "Triu(diagonal=float)(input=Tensor)".\nThe valid '
                   'calling should be: \n"Triu(diagonal=<Tensor, int>)(input=<Tensor>)".'),
    'baddbmm rank': (lambda: ops.baddbmm(F(2, 2), x, x),
        ValueError, "For BatchMatMul, the row of the input 'y' should be same as the col of "
                    "the input 'x', with x shape [const vector]{2, 3}(transpose_a=0), y shape "
                    '[const vector]{2, 3}(transpose_b=0)'),
    'allclose dtype': (lambda: ops.isclose(x, I([[1, 2, 3], [4, 5, 6]])),
        TypeError, 'For primitive[IsClose], the input type must be '
                   'same.\nname:[input]:Tensor[Float32].\nname:[other]:Tensor[Int32].'),
    'one hot depth': (lambda: ops.one_hot(I([0, 1]), -2, Tensor(1.0), Tensor(0.0)),
        ValueError, 'For primitive[OneHot], the depth value must be greater than or equal to '
                    '0, but got -2.'),
    'one hot float': (lambda: ops.one_hot(F(2), 3, Tensor(1.0), Tensor(0.0)),
        TypeError, 'For primitive[OneHot], the input argument[indices] must be a type of '
                   '{Tensor[Int32], Tensor[Int64]}, but got Tensor[Float32].'),
    'argsort axis': (lambda: ops.argsort(x, 2),
        ValueError, 'For primitive[Sort], the axis must be in [-2,1], but got 2.'),
    'sort axis': (lambda: ops.sort(x, 2),
        ValueError, 'For primitive[Sort], the axis must be in [-2,1], but got 2.'),
    'topk k': (lambda: ops.topk(x, 4),
        ValueError, 'For primitive[TopK], the k must be in (0,3], but got 4.'),
    'unique consec': (
        lambda: ops.unique_consecutive(x, return_idx=True, return_counts=True, dim=5),
        TypeError, "unique_consecutive() got an unexpected keyword argument 'return_idx'"),
}
