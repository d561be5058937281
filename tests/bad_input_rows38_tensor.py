"""Rows of ``test_bad_input_catalogue38`` (Tensor methods): MindSpore 2.10's exception type and
text for each call (measured on 2.10 CPU, one case per forked process, pynative_synchronize on;
/tmp/s54/bad38's te.py, t2.py, t3.py; ops.index_add/inplace_index_add too): view/reshape/
expand/repeat/masked_fill/index_select/narrow/unfold/split/chunk/squeeze/permute/tile/flip/
gather/sort/reductions/... with bad arguments.
Left out (minicell differs): the ones listed in the round's report (parser texts of view/
masked_fill/to/new_zeros, kernel-selection texts, repeat's 'not supported on this device',
unfold's kernel_size text, mean's MeanExt, trace's Tracev2, kthvalue,
fill_diagonal_'s wrap check, new_ones' Ones text, take with float indices).
"""
import numpy as np
from minicell import Parameter, Tensor, ops


def F(*s):
    return Tensor(np.arange(int(np.prod(s)), dtype=np.float32).reshape(s))
x = F(2, 3)
i = Tensor(np.array([0], np.int32))




def _p():
    return Parameter(x, name='p')


def _ones(*s):
    return Tensor(np.ones(s, np.float32))


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'view bad': (lambda: x.view(4, 2),
        ValueError, "proposed_shape '[const vector]{4, 2}' is invalid for input of size 6"),
    'view two neg': (lambda: x.view(-1, -1),
        ValueError, 'only one dimension can be inferred'),
    'reshape bad': (lambda: x.reshape(4, 2),
        ValueError, "proposed_shape '[const vector]{4, 2}' is invalid for input of size 6"),
    'reshape neg2': (lambda: x.reshape(-2, 3),
        ValueError, 'invalid proposed_shape dimension'),
    'expand rank': (lambda: x.expand(3),
        ValueError, "For primitive [BroadcastTo]: input's rank should be less equal to the "
                    'number of proposed_shape, but got 2 and 1'),
    'expand bad': (lambda: x.expand(4, 3),
        ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                    'equal or input dimension is 1 or target dimension is -1. But got '
                    'x_shape: (2, 3), target shape: (4, 3).'),
    'expand as': (lambda: x.expand_as(F(3, 2)),
        ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                    'equal or input dimension is 1 or target dimension is -1. But got '
                    'x_shape: (2, 3), target shape: (3, 2).'),
    'masked fill dtype': (lambda: x.masked_fill(Tensor(np.ones((2, 3), np.float32)), 1.0),
        TypeError, 'For primitive[MaskedFill], the input argument[mask] must be a type of '
                   '{Bool}, but got Float32.'),
    'masked fill shape': (lambda: x.masked_fill(Tensor(np.ones((3, 2), bool)), 1.0),
        ValueError, "For 'MaskedFill', input.shape and mask.shape need to broadcast. The "
                    'value of input.shape[2] or mask.shape[2] must be 1 or -1 when they are '
                    'not the same, but got input.shape = [2, 3] and mask.shape = [3, 2]'),
    'index select dim': (lambda: x.index_select(2, Tensor(np.array([0], np.int32))),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 2."),
    'index select 2d': (lambda: x.index_select(0, Tensor(np.array([[0]], np.int32))),
        ValueError, "For 'index_select', the dimension of `index` must be 1, but got 2"),
    'narrow dim': (lambda: x.narrow(2, 0, 1),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 2."),
    'narrow len': (lambda: x.narrow(0, 0, 5),
        ValueError, "The input value must be in range of [1, 2], but got 5 with type 'int'."),
    'narrow start': (lambda: x.narrow(0, 5, 1),
        ValueError, "The input value must be in range of [0, 2), but got 5 with type 'int'."),
    'narrow neg len': (lambda: x.narrow(0, 0, -1),
        ValueError, "The input value must be in range of [1, 2], but got -1 with type 'int'."),
    'unfold dim': (lambda: x.unfold(2, 1, 1),
        ValueError, 'For primitive[Im2Col], the dimension of input x must be equal to 4, but '
                    'got 2.'),
    'split size0': (lambda: x.split(0),
        ValueError, "For split, the value of 'split_size_or_sections' must be more than zero, "
                    'but got 0.'),
    'split sum': (lambda: x.split([1, 3], 1),
        ValueError, "The sum of 'split_size_or_sections' should be equal to 3, but got 4."),
    'split axis': (lambda: x.split(1, 2),
        ValueError, 'axis 2 is out of bounds for array of dimension 2'),
    'split str': (lambda: x.split('a'),
        TypeError, 'Failed calling split with "split(string)".\nThe valid calling should '
                   'be:\n"Tensor.split(split_size=<int>, dim=<int>)"\n    match failed '
                   'because invalid types: (string)\n                                         '
                   '~~~~~~~~\n"Tensor.split(split_size=<list of int, tuple of int>, '
                   'dim=<int>)"\n    match failed because invalid types: (string)\n           '
                   '                              '
                   '~~~~~~~~\n"Tensor.split(split_size_or_sections=<int, list of int, tuple '
                   'of int>, axis=<int>)"\n    match failed because invalid types: (string)\n '
                   '                                        ~~~~~~~~'),
    'chunk 0': (lambda: x.chunk(0),
        ValueError, "For ops.chunk parameter 'chunks' must be greater than 0, but got 0"),
    'chunk dim': (lambda: x.chunk(2, 3),
        ValueError, 'axis 3 is out of bounds for array of dimension 2'),
    'squeeze dim': (lambda: x.squeeze(3),
        ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got 3)'),
    'unsqueeze dim': (lambda: x.unsqueeze(4),
        ValueError, 'Dimension out of range (expected to be in range of [-3, 3), but got 4)'),
    'transpose dims': (lambda: x.transpose(0, 1, 2),
        ValueError, 'For Tensor.transpose, the number of axes must be equal to the dimension '
                    'of Tensor, but got 3 in the number of axes.'),
    'permute dup': (lambda: x.permute(0, 0),
        ValueError, "For 'Transpose' perms should all be unique dim, but0 is not unique!"),
    'swapaxes dim': (lambda: x.swapaxes(0, 3),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 3."),
    'flatten order': (lambda: x.flatten(order='X'),
        ValueError, "For Tensor.flatten, the parameter 'order' must be 'C' or 'F', but got 'X'"),
    'tile neg': (lambda: x.tile((-1, 1)),
        ValueError, "For 'Tile', 'dims' cannot contain negative integer numbers, but got -1 "
                    'in 0th.'),
    'flip dim': (lambda: x.flip((3,)),
        ValueError, "For 'ReverseV2', the 'axis[0]' must be in range of [-2, 2), but got 3 "
                    "with type 'int'."),
    'gather dim': (lambda: x.gather(Tensor(np.array([0], np.int32)), 3),
        ValueError, 'For primitive[Gather], the axis must be in [-2,2], but got 3.'),
    'clamp none': (lambda: x.clamp(),
        ValueError, "For Clamp, at least one of 'min' or 'max' must not be None."),
    'topk k': (lambda: x.topk(5),
        ValueError, 'For primitive[TopK], the k must be in (0,3], but got 5.'),
    'sort dim': (lambda: x.sort(dim=2),
        ValueError, 'For primitive[Sort], the axis must be in [-2,1], but got 2.'),
    'argmax dim': (lambda: x.argmax(3),
        ValueError, 'For primitive[Argmax], the axis must be in [-2,2), but got 3.'),
    'sum dim': (lambda: x.sum(3),
        ValueError, 'For primitive[SumExt], the axis value must be in [-2,2), but got 3.'),
    'std ddof': (lambda: x.std(ddof='a'),
        TypeError, 'Failed calling std with "std(ddof=string)".\nThe valid calling should '
                   'be:\n"Tensor.std(dim=<None, int, list of int, tuple of int>, *, '
                   'correction=<int>, keepdim=<bool>)"\n    match failed because incorrect '
                   'keyword name: ddof\n"Tensor.std(axis=<None, int, list of int, tuple of '
                   'int>, ddof=<int>, keepdims=<bool>)"\n    match failed because incorrect '
                   'keyword name: ddof'),
    'var axis': (lambda: x.var(3),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 3."),
    'prod axis': (lambda: x.prod(3),
        ValueError, 'For primitive[ProdExt], the axis value must be in [-2,2), but got 3.'),
    'tril rank': (lambda: F(2).tril(),
        ValueError, "For primitive[Tril], the x's rank must be greater than or equal to 2, "
                    'but got 1.'),
    'triu k': (lambda: x.triu(1.5),
        TypeError, "triu(): argument 'diagonal' (position 1) must be int, not float."),
    'astype bad': (lambda: x.astype('xx'),
        TypeError, "For Tensor.astype, the string input type must be one of ['bool_', 'int8', "
                   "'byte', 'int16', 'short', 'int32', 'intc', 'int64', 'long', 'intp', "
                   "'uint8', 'ubyte', 'uint16', 'ushort', 'uint32', 'uintc', 'uint64', "
                   "'uintp', 'float16', 'half', 'float32', 'single', 'float64', 'double', "
                   "'complex64', 'cfloat', 'complex128', 'cdouble', 'qint4x2', 'bfloat16', "
                   "'float8_e4m3fn', 'float8_e5m2', 'hifloat8', 'int_', 'uint', 'float_', "
                   "'list_', 'tuple_', 'string', 'number', 'tensor_type', 'type_none', "
                   "'_null', 'TensorType', 'Type', 'Int', 'int', 'float', 'bool'], but got "
                   "'xx'."),
    'item multi': (lambda: x.item(),
        ValueError, 'The tensor should have only one element, but got 6, more than one '
                    'element is ambiguous.'),
    'itemset': (lambda: x.itemset(),
        ValueError, "'Tensor.itemset()' must have at least one argument, but got None."),
    'cumsum axis': (lambda: x.cumsum(3),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 3."),
    'logsumexp dim': (lambda: x.logsumexp(3),
        ValueError, 'For primitive[ReduceMax], the axis value must be in [-2,2), but got 3.'),
    'max axis': (lambda: x.max(3),
        ValueError, 'For primitive[MaxDim], the axis must be in [-2,2), but got 3.'),
    'min axis': (lambda: x.min(3),
        ValueError, 'For primitive[MinDim], the axis must be in [-2,2), but got 3.'),
    'all axis': (lambda: x.all(3),
        ValueError, 'For primitive[ReduceAll], the axis value must be in [-2,2), but got 3.'),
    'any axis': (lambda: x.any(3),
        ValueError, 'For primitive[ReduceAny], the axis value must be in [-2,2), but got 3.'),
    'median axis': (lambda: x.median(3),
        ValueError, 'For primitive[Median], the axis must be in [-2,2), but got 3.'),
    'repeat interleave neg': (lambda: x.repeat_interleave(-1),
        ValueError, "For 'repeat_elements', the 'rep' must be in range of (0, 2147483647], "
                    "but got -1 with type 'int'."),
    'broadcast to bad': (lambda: x.broadcast_to((3, 3)),
        ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                    'equal or input dimension is 1 or target dimension is -1. But got '
                    'x_shape: (2, 3), target shape: (3, 3).'),
    'index fill dim': (lambda: x.index_fill(3, Tensor(np.array([0], np.int32)), 1.0),
        RuntimeError, "For 'IndexFill', the input of 'dim' out of range (expected to be in "
                      'range of [-2, 1], but got 3)'),
    'index add dim': (lambda: x.index_add(3, Tensor(np.array([0], np.int32)), F(2, 1)),
        ValueError, 'For primitive[IndexAdd], the axis must be in (-3,2), but got 3.'),
    'masked select shape': (lambda: x.masked_select(Tensor(np.ones((3, 2), bool))),
        ValueError, "For 'MaskedSelect', input.shape and mask.shape need to broadcast. The "
                    'value of input.shape[2] or mask.shape[2] must be 1 or -1 when they are '
                    'not the same, but got input.shape = [2, 3] and mask.shape = [3, 2]'),
    'renorm p': (lambda: x.renorm(0, 0, 1.0),
        ValueError, "Renorm op don't support non-positive-norm, but got0"),
    'diff n': (lambda: x.diff(n=-1),
        RuntimeError, "For 'diff', 'n' must be 1, but got -1"),
    'ops index select dim': (lambda: ops.index_select(x, 2, i),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 2."),
    't index select dim neg': (lambda: x.index_select(-3, i),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got -3."),
    't itemset 3': (lambda: x.itemset(0, 1, 2),
        ValueError, "'Tensor.itemset()' must have at most 2 argument, but got 3."),
    'ops index add axis': (lambda: ops.index_add(_p(), i, _ones(2, 1), 3),
        ValueError, 'For primitive[IndexAdd], the axis must be in (-3,2), but got 3.'),
    'ops index add axis neg': (lambda: ops.index_add(_p(), i, _ones(1, 3), -3),
        ValueError, 'For primitive[IndexAdd], the axis must be in (-3,2), but got -3.'),
    't index add neg': (lambda: x.index_add(-3, i, _ones(1, 3)),
        ValueError, 'For primitive[IndexAdd], the axis must be in (-3,2), but got -3.'),
    'inplace index add axis': (
        lambda: ops.inplace_index_add(_p(), i, _ones(2, 1), 3),
        ValueError, 'For primitive[InplaceIndexAdd], the axis must be in (-3,2), but got 3.'),
}
