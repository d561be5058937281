"""Rows of ``test_bad_input_catalogue47`` (Tensor methods with a bad axis / dim / size, indexing
and conversions): MindSpore 2.10's exception type and text for each call (measured on 2.10 CPU, one
case per process (forked after the imports), pynative_synchronize on; /tmp/s64/bad47/w/c3.py with
/tmp/s64/bad47/run.py; the text up to 2.10's C++ call stack).
Measured and left out (minicell differs or 2.10 computes): t.argmax axis float (TypeError: 'Failed
calling argmax with "argmax(float)".\nThe valid calling should be:\n"Tensor.argmax(ax'); t.cumsum
axis float (TypeError: 'Failed calling cumsum with "cumsum(float)".\nThe valid calling should
be:\n"Tensor.cumsum(di'); t.flatten order bad (ValueError: "For Tensor.flatten, the parameter
'order' must be 'C' or 'F', but got 'X'"); t.roll mismatch (RuntimeError: 'The kernel Roll
unregistered.'); t.roll axis out (RuntimeError: 'The kernel Roll unregistered.'); t.narrow start
float (TypeError: 'Failed calling narrow with "narrow(int, float, int)".\nThe valid calling should
be:\n"Tensor'); t.gather float index (TypeError: ''); t.index_select float index (TypeError: '');
t.take float (TypeError: 'For primitive[GatherD], the input argument[index] must be a type of
{Tensor[Int32], Tensor'); t.topk k float (TypeError: 'Failed calling topk with "topk(float)".\nThe
valid calling should be:\n"Tensor.topk(k=<int>,'); t.masked_fill value str (TypeError: 'Failed
calling masked_fill with "masked_fill(Tensor, string)".\nThe valid calling should be'); t.scatter
dim out (RuntimeError: ''); t.resize float (RuntimeError: 'Slice index type must be int, tensor or
none.'); t.dot 2d (ValueError: "For 'MatMul' the input dimensions must be equal, but got 'x1_col':
3 and 'x2_row': 2."); t.addmm mismatch (ValueError: "For 'MatMul' the input dimensions must be
equal, but got 'x1_col': 3 and 'x2_row': 2."); t.where float cond (TypeError: 'Select CPU
operator[Select] fail! Unsupported data type!\nThe supported data types are inpu'); t.isclose str
(TypeError: 'Failed calling isclose with "isclose(Tensor, rtol=string)".\nThe valid calling should
be:\n"'); t iter 0d (2.10 computes).
"""
from minicell import Tensor, ops  # noqa: F401  (the rows' calls)
from bad_input_rows47_help import F, I, A, D  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    't.sum axis out': (lambda: A(2, 3).sum(2), ValueError,
        'For primitive[SumExt], the axis value must be in [-2,2), but got 2.'),
    't.sum axis float': (lambda: A(2, 3).sum(1.5), TypeError,
        'Failed calling sum with "sum(float)".\nThe valid calling should be:\n'
        '"Tensor.sum(dim=<None, Tensor, int, list of int, tuple of int>, '
        'keepdim=<bool>, *, dtype=<None, mstype>)"\n    match failed because invalid '
        'types: (float)\n                                         ~~~~~~~\n'
        '"Tensor.sum(axis=<None, Tensor, int, list of int, tuple of int>, dtype=<None, '
        'mstype>, keepdims=<bool>, initial=<None, Number>)"\n    match failed because '
        'invalid types: (float)\n                                         ~~~~~~~'),
    't.sum dtype str': (lambda: A(2, 3).sum(dtype="float32"), TypeError,
        'Failed calling sum with "sum(dtype=string)".\nThe valid calling should be:\n'
        '"Tensor.sum(dim=<None, Tensor, int, list of int, tuple of int>, '
        'keepdim=<bool>, *, dtype=<None, mstype>)"\n    match failed because invalid '
        'types: (dtype=string)\n                                         '
        '~~~~~~~~~~~~~~\n"Tensor.sum(axis=<None, Tensor, int, list of int, tuple of '
        'int>, dtype=<None, mstype>, keepdims=<bool>, initial=<None, Number>)"\n    '
        'match failed because incorrect keyword name: dtype'),
    't.mean axis out': (lambda: A(2, 3).mean(2), ValueError,
        'For primitive[MeanExt], the axis value must be in [-2,2), but got 2.'),
    't.mean axis float': (lambda: A(2, 3).mean(1.5), TypeError,
        'Failed calling mean with "mean(float)".\nThe valid calling should be:\n'
        '"Tensor.mean(dim=<None, Tensor, int, list of int, tuple of int>, '
        'keepdim=<bool>, *, dtype=<None, mstype>)"\n    match failed because invalid '
        'types: (float)\n                                         ~~~~~~~\n'
        '"Tensor.mean(axis=<None, Tensor, int, list of int, tuple of int>, '
        'keep_dims=<bool>)"\n    match failed because invalid types: '
        '(float)\n                                         ~~~~~~~'),
    't.mean dup axes': (lambda: A(2, 3).mean((0, 0)), RuntimeError,
        'dim=0 appears multiple times in the list of dims'),
    't.prod axis out': (lambda: A(2, 3).prod(2), ValueError,
        'For primitive[ProdExt], the axis value must be in [-2,2), but got 2.'),
    't.max axis out': (lambda: A(2, 3).max(2), ValueError,
        'For primitive[MaxDim], the axis must be in [-2,2), but got 2.'),
    't.max axis float': (lambda: A(2, 3).max(1.5), TypeError,
        'Failed calling max with "max(float)".\nThe valid calling should be:\n'
        '"Tensor.max(dim=<int>, keepdim=<bool>)"\n    match failed because invalid '
        'types: (float)\n                                         ~~~~~~~\n'
        '"Tensor.max(axis=<None, int, list of int, tuple of int>, keepdims=<bool>, *, '
        'initial=<None, Number>, where=<Tensor, bool>, return_indices=<bool>)"\n    '
        'match failed because invalid types: '
        '(float)\n                                         ~~~~~~~'),
    't.min axis out': (lambda: A(2, 3).min(-3), ValueError,
        'For primitive[MinDim], the axis must be in [-2,2), but got -3.'),
    't.amax axis out': (lambda: A(2, 3).amax(2), ValueError,
        'For primitive[ReduceMax], the axis value must be in [-2,2), but got 2.'),
    't.argmax axis out': (lambda: A(2, 3).argmax(2), ValueError,
        'For primitive[Argmax], the axis must be in [-2,2), but got 2.'),
    't.argmin axis out': (lambda: A(2, 3).argmin(2), ValueError,
        'For primitive[Argmin], the axis must be in [-2,2), but got 2.'),
    't.all axis out': (lambda: A(2, 3).all(2), ValueError,
        'For primitive[ReduceAll], the axis value must be in [-2,2), but got 2.'),
    't.any axis float': (lambda: A(2, 3).any(1.5), TypeError,
        'Failed calling any with "any(float)".\nThe valid calling should be:\n'
        '"Tensor.any(dim=<int>, keepdim=<bool>)"\n    match failed because invalid '
        'types: (float)\n                                         ~~~~~~~\n'
        '"Tensor.any(axis=<None, Tensor, int, list of int, tuple of int>, '
        'keep_dims=<bool>)"\n    match failed because invalid types: '
        '(float)\n                                         ~~~~~~~'),
    't.std axis out': (lambda: A(2, 3).std(2), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 2."),
    't.var axis float': (lambda: A(2, 3).var(1.5), TypeError,
        'Failed calling var with "var(float)".\nThe valid calling should be:\n'
        '"Tensor.var(axis=<None, int, tuple of int>, ddof=<bool, int>, '
        'keepdims=<bool>)"\n    match failed because invalid types: '
        '(float)\n                                         ~~~~~~~\n'
        '"Tensor.var(dim=<None, int, list of int, tuple of int>, correction=<int>, '
        'keepdim=<bool>)"\n    match failed because invalid types: '
        '(float)\n                                         ~~~~~~~'),
    't.cumsum axis out': (lambda: A(2, 3).cumsum(2), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 2."),
    't.cumprod dim out': (lambda: A(2, 3).cumprod(2), ValueError,
        'For primitive[CumProd], the axis must be in [-2,2), but got 2.'),
    't.logsumexp dim out': (lambda: A(2, 3).logsumexp(2), ValueError,
        'For primitive[ReduceMax], the axis value must be in [-2,2), but got 2.'),
    't.softmax axis out': (lambda: A(2, 3).softmax(2), ValueError,
        'For primitive[Softmax], the axis must be in [-2,2), but got 2.'),
    't.log_softmax axis out': (lambda: A(2, 3).log_softmax(2), AttributeError,
        "'Tensor' object has no attribute 'log_softmax'"),
    't.squeeze axis out': (lambda: A(2, 3).squeeze(2), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    't.squeeze axis float': (lambda: A(2, 3).squeeze(1.5), TypeError,
        'Failed calling squeeze with "squeeze(float)".\nThe valid calling should be:\n'
        '"Tensor.squeeze(axis=<int, list of int, tuple of int>)"\n    match failed '
        'because invalid types: (float)\n                                         '
        '~~~~~~~\n"Tensor.squeeze(axis=<None, int, list of int, tuple of int>)"\n    '
        'match failed because invalid types: '
        '(float)\n                                         ~~~~~~~'),
    't.unsqueeze dim out': (lambda: A(2, 3).unsqueeze(3), ValueError,
        'Dimension out of range (expected to be in range of [-3, 3), but got 3)'),
    't.expand_dims axis out': (lambda: A(2, 3).expand_dims(3), ValueError,
        "The 'axis' must be in range of [-3, 3), but got 3 with type 'int'."),
    't.expand_dims axis float': (lambda: A(2, 3).expand_dims(1.5), TypeError,
        "The type of 'axis' must be 'int', but got 'float'."),
    't.flatten start out': (lambda: A(2, 3).flatten(start_dim=2), ValueError,
        "'start_dim' or 'end_dim' out of range."),
    't.flatten end out': (lambda: A(2, 3).flatten(end_dim=2), ValueError,
        "'start_dim' or 'end_dim' out of range."),
    't.swapaxes out': (lambda: A(2, 3).swapaxes(0, 2), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 2."),
    't.transpose out': (lambda: A(2, 3).transpose(0, 2), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    't.permute dup': (lambda: A(2, 3).permute(0, 0), ValueError,
        "For 'Transpose' perms should all be unique dim, but0 is not unique!"),
    't.permute short': (lambda: A(2, 3).permute(0,), ValueError,
        "For 'Transpose', size of perm should equal to rank of x, but got 1 and 2!"),
    't.permute out': (lambda: A(2, 3).permute(0, 2), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    't.movedim out': (lambda: A(2, 3).movedim(0, 2), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 2."),
    't.moveaxis dup': (lambda: A(2, 3).moveaxis((0, 0), (0, 1)), ValueError,
        "For 'Transpose', size of perm should equal to rank of x, but got 3 and 2!"),
    't.flip axis out': (lambda: A(2, 3).flip(2), TypeError,
        'Failed calling ReverseV2 with "ReverseV2(axis=int)(input=Tensor)".\nThe valid '
        'calling should be: \n"ReverseV2(axis=<list of int, tuple of '
        'int>)(input=<Tensor>)".'),
    't.flip dup': (lambda: A(2, 3).flip((0, 0)), ValueError,
        "For ReverseV2, 'axis' cannot contain duplicate dimensions, but got 0"),
    't.diagonal same dims': (lambda: A(2, 3).diagonal(0, 1, 1), ValueError,
        "For 'Diagonal', dim1 and dim2 cannot be identical, but got : dim1 =1 and dim2 "
        '= 1.'),
    't.diagonal dim out': (lambda: A(2, 3).diagonal(0, 0, 2), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    't.narrow dim out': (lambda: A(2, 3).narrow(2, 0, 1), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 2."),
    't.narrow length big': (lambda: A(2, 3).narrow(0, 0, 3), ValueError,
        "The input value must be in range of [1, 2], but got 3 with type 'int'."),
    't.split size 0': (lambda: A(2, 3).split(0), ValueError,
        "For split, the value of 'split_size_or_sections' must be more than zero, but "
        'got 0.'),
    't.split dim out': (lambda: A(2, 3).split(1, 2), ValueError,
        'axis 2 is out of bounds for array of dimension 2'),
    't.split sizes mismatch': (lambda: A(2, 3).split([1, 1], 1), ValueError,
        "The sum of 'split_size_or_sections' should be equal to 3, but got 2."),
    't.chunk 0': (lambda: A(2, 3).chunk(0), ValueError,
        "For ops.chunk parameter 'chunks' must be greater than 0, but got 0"),
    't.chunk dim out': (lambda: A(2, 3).chunk(2, 2), ValueError,
        'axis 2 is out of bounds for array of dimension 2'),
    't.chunk float': (lambda: A(2, 3).chunk(1.5), TypeError,
        'Failed calling chunk with "chunk(float)".\nThe valid calling should be:\n'
        '"Tensor.chunk(chunks=<int>, dim=<int>)"\n    match failed because invalid '
        'types: (float)\n                                         ~~~~~~~\n'
        '"Tensor.chunk(chunks=<int>, axis=<int>)"\n    match failed because invalid '
        'types: (float)\n                                         ~~~~~~~'),
    't.unbind dim out': (lambda: A(2, 3).unbind(2), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    't.gather dim out': (lambda: A(2, 3).gather(I(2), 2), ValueError,
        'For primitive[Gather], the axis must be in [-2,2], but got 2.'),
    't.gather_elements shape': (lambda: A(2, 3).gather_elements(0, I(2, 3, 1)), ValueError,
        'For primitive[GatherD], the x_rank must be equal to 3, but got 2.'),
    't.index_select dim out': (lambda: A(2, 3).index_select(2, I(1)), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 2."),
    't.index_select 2d index': (lambda: A(2, 3).index_select(0, I(1, 1)), ValueError,
        "For 'index_select', the dimension of `index` must be 1, but got 2"),
    't.topk k big': (lambda: A(2, 3).topk(5), ValueError,
        'For primitive[TopK], the k must be in (0,3], but got 5.'),
    't.topk dim out': (lambda: A(2, 3).topk(1, 2), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 2."),
    't.sort axis out': (lambda: A(2, 3).sort(2), ValueError,
        'For primitive[Sort], the axis must be in [-2,1], but got 2.'),
    't.sort axis float': (lambda: A(2, 3).sort(1.5), TypeError,
        'Failed calling sort with "sort(float)".\nThe valid calling should be:\n'
        '"Tensor.sort(dim=<int>, descending=<bool>, stable=<bool>)"\n    match failed '
        'because invalid types: (float)\n                                         '
        '~~~~~~~\n"Tensor.sort(axis=<int>, descending=<bool>)"\n    match failed '
        'because invalid types: (float)\n                                         '
        '~~~~~~~'),
    't.argsort axis out': (lambda: A(2, 3).argsort(2), ValueError,
        'For primitive[Sort], the axis must be in [-2,1], but got 2.'),
    't.repeat float': (lambda: A(2, 3).repeat(1.5), TypeError,
        "repeat(): argument 'repeats' (position 1) must be tuple of int but found type "
        'of float at pos 0.'),
    't.repeat_interleave dim out': (lambda: A(2, 3).repeat_interleave(2, 2), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 2."),
    't.tril float': (lambda: A(2, 3).tril(1.5), TypeError,
        'Failed calling tril with "tril(float)".\nThe valid calling should be:\n'
        '"Tensor.tril(diagonal=<Tensor, int>)"\n    match failed because invalid '
        'types: (float)\n                                         ~~~~~~~'),
    't.triu 1d': (lambda: A(3).triu(), ValueError,
        'For primitive[Triu], the rank of input must be greater than or equal to 2, '
        'but got 1.'),
    't.norm p str': (lambda: A(2, 3).norm("abc"), ValueError,
        "For norm, the ord mode must be in [2, -2, 1, -1, float('inf'), -float('inf'), "
        "'fro', 'nuc', None] for matrices, but got abc."),
    't.norm dim out': (lambda: A(2, 3).norm(dim=2), ValueError,
        'For primitive[ReduceSum], the axis value must be in [-2,2), but got 2.'),
    't.renorm p 0': (lambda: A(2, 3).renorm(0, 0, 1.0), ValueError,
        "Renorm op don't support non-positive-norm, but got0"),
    't.renorm dim out': (lambda: A(2, 3).renorm(2, 2, 1.0), RuntimeError,
        "For 'Renorm, the attribute 'dim' must be in range [-2, 2), but got 2"),
    't.diff n float': (lambda: A(2, 3).diff(1.5), TypeError,
        "For 'diff', the type of 'n' must be 'int', but got 'float'."),
    't.diff axis out': (lambda: A(2, 3).diff(1, 2), IndexError,
        'tuple index out of range'),
    't.cummax axis out': (lambda: A(2, 3).cummax(2), ValueError,
        'For primitive[Cummax], the axis must be in [-2,2), but got 2.'),
    't.cummin axis float': (lambda: A(2, 3).cummin(1.5), TypeError,
        "The date type of 'axis' must be Int, but got 1.5."),
    't.median axis out': (lambda: A(2, 3).median(2), ValueError,
        'For primitive[Median], the axis must be in [-2,2), but got 2.'),
    't.nansum axis out': (lambda: A(2, 3).nansum(2), ValueError,
        'For primitive[ReduceSum], the axis value must be in [-2,2), but got 2.'),
    't.count_nonzero axis out': (lambda: A(2, 3).count_nonzero(2), ValueError,
        'For primitive[ReduceSum], the axis value must be in [-2,2), but got 2.'),
    't.masked_fill float mask': (lambda: A(2, 3).masked_fill(F(2, 3), 1.0), TypeError,
        'For primitive[MaskedFill], the input argument[mask] must be a type of {Bool}, '
        'but got Float32.'),
    't.scatter_add dim float': (lambda: A(2, 3).scatter_add(1.5, I(2, 3), F(2, 3)), TypeError,
        "scatter_add(): argument 'dim' (position 1) must be int, not float."),
    't.index_fill dim out': (lambda: A(2, 3).index_fill(2, I(1), 1.0), RuntimeError,
        "For 'IndexFill', the input of 'dim' out of range (expected to be in range of "
        '[-2, 1], but got 2)'),
    't.index_add dim out': (lambda: A(2, 3).index_add(2, I(1), F(2, 1)), ValueError,
        'For primitive[IndexAdd], the axis must be in (-3,2), but got 2.'),
    't.clip str': (lambda: A(2, 3).clip("a", 1.0), TypeError,
        'Failed calling clamp with "clamp(string, float)".\nThe valid calling should '
        'be:\n"Tensor.clamp(min=<None, Tensor>, max=<None, Tensor>)"\n    match failed '
        'because invalid types: (string, '
        'float)\n                                         ~~~~~~~~~~~~~~~\n'
        '"Tensor.clamp(min=<None, Number>, max=<None, Number>)"\n    match failed '
        'because invalid types: (string, '
        'float)\n                                         ~~~~~~~~       '),
    't.clamp none none': (lambda: A(2, 3).clamp(), ValueError,
        "For Clamp, at least one of 'min' or 'max' must not be None."),
    't.astype str bad': (lambda: A(2, 3).astype("abc"), TypeError,
        "For Tensor.astype, the string input type must be one of ['bool_', 'int8', "
        "'byte', 'int16', 'short', 'int32', 'intc', 'int64', 'long', 'intp', 'uint8', "
        "'ubyte', 'uint16', 'ushort', 'uint32', 'uintc', 'uint64', 'uintp', 'float16', "
        "'half', 'float32', 'single', 'float64', 'double', 'complex64', 'cfloat', "
        "'complex128', 'cdouble', 'qint4x2', 'bfloat16', 'float8_e4m3fn', "
        "'float8_e5m2', 'hifloat8', 'int_', 'uint', 'float_', 'list_', 'tuple_', "
        "'string', 'number', 'tensor_type', 'type_none', '_null', 'TensorType', "
        "'Type', 'Int', 'int', 'float', 'bool'], but got 'abc'."),
    't.to str': (lambda: A(2, 3).to("abc"), ValueError,
        'Failed to convert the value "abc" of input \'device\' of \'to\' to enum.'),
    't.view float': (lambda: A(2, 3).view(1.5), TypeError,
        'Failed calling view with "view(float)".\nThe valid calling should be:\n'
        '"Tensor.view(shape=<Tensor, list of int, tuple of int>)"\n    match failed '
        'because invalid types: (float)\n                                         '
        '~~~~~~~\n"Tensor.view(dtype=<mstype>)"\n    match failed because invalid '
        'types: (float)\n                                         ~~~~~~~'),
    't.item multi': (lambda: A(2, 3).item(), ValueError,
        'The tensor should have only one element, but got 6, more than one element is '
        'ambiguous.'),
    't.item index out': (lambda: A(2, 3).item(10), TypeError,
        'Tensor.item() takes 1 positional argument but 2 were given'),
    't.itemset str': (lambda: A(2, 3).itemset("a"), IndexError,
        "'Tensor.itemset()' only support number input, but got a"),
    't.fill str': (lambda: A(2, 3).fill("a"), TypeError,
        'Failed calling Cast with "Cast()(input=string, dtype=mindspore.dtype)".\nThe '
        'valid calling should be: \n"Cast()(input=<Number, Tensor>, '
        'dtype=<mindspore.dtype>)".'),
    't.copy_ shape': (lambda: A(2, 3).copy_(F(3, 3)), RuntimeError,
        "For 'InplaceCopy', when the 0'th, the shape of 'value' must be 1 and equal to "
        "the shape of 'variable', but got the shape of 'value': [const vector]{3, 3}, "
        "and the shape of 'variable': [const vector]{2, 3}"),
    't.new_full str': (lambda: A(2, 3).new_full((2,), "a"), TypeError,
        "new_full(): argument 'fill_value' (position 2) must be Number, not str."),
    't.new_zeros float': (lambda: A(2, 3).new_zeros(1.5), TypeError,
        "new_zeros(): argument 'size' (position 1) must be tuple of int, not float."),
    't.expand_as mismatch': (lambda: A(2, 3).expand_as(F(3, 3)), ValueError,
        "For 'BroadcastTo', in order to broadcast, each dimension pair must be equal "
        'or input dimension is 1 or target dimension is -1. But got x_shape: (2, 3), '
        'target shape: (3, 3).'),
    't.broadcast_to mismatch': (lambda: A(2, 3).broadcast_to((3, 3)), ValueError,
        "For 'BroadcastTo', in order to broadcast, each dimension pair must be equal "
        'or input dimension is 1 or target dimension is -1. But got x_shape: (2, 3), '
        'target shape: (3, 3).'),
    't.reshape_as mismatch': (lambda: A(2, 3).reshape_as(F(4)), ValueError,
        "proposed_shape '[const vector]{4}' is invalid for input of size 6"),
    't.view_as mismatch': (lambda: A(2, 3).view_as(F(4)), ValueError,
        "proposed_shape '[const vector]{4}' is invalid for input of size 6"),
    't.type_as int': (lambda: A(2, 3).type_as(1), AttributeError,
        "'int' object has no attribute 'dtype'"),
    't.matmul mismatch': (lambda: A(2, 3).matmul(A(2, 3)), RuntimeError,
        "For 'MatMulExt' op, shape1[-1] must be equal to shape2[-2], but got 3 and 2."),
    't.bmm 2d': (lambda: A(2, 3).bmm(A(2, 3)), ValueError,
        "For BatchMatMul, the row of the input 'y' should be same as the col of the "
        "input 'x', with x shape [const vector]{2, 3}(transpose_a=0), y shape [const "
        'vector]{2, 3}(transpose_b=0)'),
    't.mm 1d': (lambda: A(2, 3).mm(A(3)), ValueError,
        'MatMul inputs should have the same dimension size and equal to 2.'),
    't.cross dim out': (lambda: F(2, 3).cross(F(2, 3), 2), ValueError,
        "For 'Cross', dim must be between -2 and 1 , but got 2."),
    't.unfold dim out': (lambda: A(2, 3).unfold(2, 1, 1), ValueError,
        'For primitive[Im2Col], the dimension of input x must be equal to 4, but got 2.'),
    't.unfold size big': (lambda: A(2, 3).unfold(0, 3, 1), ValueError,
        "For 'unfold', the 'kernel_size[0]' must be int and must > 0, but got '0' with "
        "type 'int'."),
    't.lerp shape': (lambda: A(2, 3).lerp(F(3, 3), 0.5), ValueError,
        "For 'Lerp', start.shape and end.shape need to broadcast. The value of "
        'start.shape[2] or end.shape[2] must be 1 or -1 when they are not the same, '
        'but got start.shape = [2, 3] and end.shape = [3, 3]'),
    't.sum_to_size bad': (lambda: A(2, 3).sum_to_size(3, 3), ValueError,
        'For sum_to_size, size (3, 3) is not expandable to the tensor size (2, 3).'),
    't.tile float': (lambda: A(2, 3).tile((1.5,)), TypeError,
        'Failed calling tile with "tile(Tuple<float>)".\nThe valid calling should be:\n'
        '"Tensor.tile(dims=<Tensor, tuple of int>)"\n    match failed because invalid '
        'types: (Tuple<float>)\n                                         '
        '~~~~~~~~~~~~~~\n"Tensor.tile(reps=<Tensor, tuple of int>)"\n    match failed '
        'because invalid types: '
        '(Tuple<float>)\n                                         ~~~~~~~~~~~~~~'),
    't.__getitem__ float': (lambda: A(2, 3)[1.5], IndexError,
        'Only support integers, slices(`:`), ellipsis(`...`), None, bool, tensor, int, '
        "list and tuple as index, but got 1.5 with type <class 'float'>"),
    't.__getitem__ too many': (lambda: A(2, 3)[0, 0, 0], IndexError,
        'too many indices for tensor of dimension2'),
    't.__getitem__ out': (lambda: A(2, 3)[5], IndexError,
        'index 5 is out of bounds for dimension with size 2'),
    't.__setitem__ out': (lambda: A(2, 3).__setitem__(5, 1.0), IndexError,
        'Index 5 is out of bounds for axis 0 with size 2'),
    't.__setitem__ str': (lambda: A(2, 3).__setitem__(0, "a"), IndexError,
        "Unsupported Python object type received: <class 'str'>. Supported types for "
        'tensor indexing are: list, int, float, tuple, slice, ellipsis, None, array, '
        "bool, or Tensor. Received value: 'a'"),
    't.__setitem__ shape': (lambda: A(2, 3).__setitem__(0, F(4)), ValueError,
        "For 'BroadcastTo', in order to broadcast, each dimension pair must be equal "
        'or input dimension is 1 or target dimension is -1. But got x_shape: (4), '
        'target shape: (3).'),
    't len 0d': (lambda: len(Tensor(1.0)), TypeError,
        'Not support len of a 0-D tensor'),
    't int multi': (lambda: int(A(2, 3)), ValueError,
        'Only one element tensors can be converted to Python scalars'),
    't float multi': (lambda: float(A(2, 3)), ValueError,
        'Only one element tensors can be converted to Python scalars'),
    't bool multi': (lambda: bool(A(2, 3)), ValueError,
        'The tensor should have only one element, but got 6, more than one element is '
        'ambiguous.'),
    't index float': (lambda: list(range(10))[Tensor(1.5)], ValueError,
        'Only integer tensors of a single element can be converted to an index.'),
}
