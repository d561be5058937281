"""Rows of ``test_bad_input_catalogue41`` (Tensor methods): MindSpore 2.10's exception type
and text for each call (measured on 2.10 CPU, one case per forked process, pynative_synchronize
on; /tmp/s58/bad41/cand_tensor.py): dims/axes out of range, wrong argument types and shapes of
mean/argmin/amax/cum*/softmax/kthvalue/matmul/bmm/outer/inner/new_*/index_put/masked_scatter/
copy_/ptp/trace/view/select/permute/reshape/item and friends.
Left out (minicell differs): mean(int)'s MeanExt name, nansum/count_nonzero's ReduceSum name,
the overload parser texts of argmin(float)/lerp/fmod/pow/topk/round, roll (2.10's CPU has no
Roll kernel), repeat ('not supported on this device'), take's GatherD text, kthvalue's and
fill_diagonal_'s 'should not come here', dot of 1-D Tensors (2.10 refuses them), addmm's MatMul
text, expand_dims's Tensor text, to()'s enum text, uniform_/normal_ (no CPU kernels), isclose's
'IsClose', searchsorted's 'Tensor.searchsorted' text, msort of a 0-d Tensor, addcmul's text,
where's kernel-selection text, t() of a 3-D Tensor and iter() of a 0-d one (2.10 runs them).
"""
import numpy as np
from minicell import Tensor


def F(*s):
    return Tensor(np.arange(int(np.prod(s)), dtype=np.float32).reshape(s))


def I(a):
    return Tensor(np.array(a, np.int32))


x = F(2, 3)


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'mean keepdims str': (lambda: x.mean(0, keep_dims='a'),
        TypeError, 'Failed calling mean with "mean(int, keep_dims=string)".\nThe valid calling '
                   'should be:\n"Tensor.mean(dim=<None, Tensor, int, list of int, tuple of int>, '
                   'keepdim=<bool>, *, dtype=<None, mstype>)"\n    match failed because '
                   'incorrect keyword name: keep_dims\n"Tensor.mean(axis=<None, Tensor, int, '
                   'list of int, tuple of int>, keep_dims=<bool>)"\n    match failed because '
                   'invalid types: (int, keep_dims=string)\n                                     '
                   '    ~~~~~~~~~~~~~~~~~~~~~~~'),
    'argmin axis': (lambda: x.argmin(2),
        ValueError, 'For primitive[Argmin], the axis must be in [-2,2), but got 2.'),
    'amax axis': (lambda: x.amax(3),
        ValueError, 'For primitive[ReduceMax], the axis value must be in [-2,2), but got 3.'),
    'amin axis': (lambda: x.amin(-3),
        ValueError, 'For primitive[ReduceMin], the axis value must be in [-2,2), but got -3.'),
    'cumprod dim': (lambda: x.cumprod(2),
        ValueError, 'For primitive[CumProd], the axis must be in [-2,2), but got 2.'),
    'cummax axis': (lambda: x.cummax(2),
        ValueError, 'For primitive[Cummax], the axis must be in [-2,2), but got 2.'),
    'cummin axis': (lambda: x.cummin(2),
        IndexError, 'list assignment index out of range'),
    'logcumsumexp dim': (lambda: x.logcumsumexp(2),
        RuntimeError, "For 'CumulativeLogsumexp, 'axis' must be in range [-2, 2), but got: 2"),
    'tril float': (lambda: x.tril(0.5),
        TypeError, 'Failed calling tril with "tril(float)".\nThe valid calling should '
                   'be:\n"Tensor.tril(diagonal=<Tensor, int>)"\n    match failed because invalid '
                   'types: (float)\n                                         ~~~~~~~'),
    'tril 1d': (lambda: F(3).tril(),
        ValueError, "For primitive[Tril], the x's rank must be greater than or equal to 2, but "
                    "got 1."),
    'softmax axis': (lambda: x.softmax(2),
        ValueError, 'For primitive[Softmax], the axis must be in [-2,2), but got 2.'),
    'log softmax axis': (lambda: x.log_softmax(2),
        AttributeError, "'Tensor' object has no attribute 'log_softmax'"),
    'mode axis': (lambda: x.mode(2),
        AttributeError, "'Tensor' object has no attribute 'mode'"),
    'matmul shapes': (lambda: x.matmul(x),
        RuntimeError, "For 'MatMulExt' op, shape1[-1] must be equal to shape2[-2], but got 3 and "
                      "2."),
    'bmm rank': (lambda: x.bmm(x),
        ValueError, "For BatchMatMul, the row of the input 'y' should be same as the col of the "
                    "input 'x', with x shape [const vector]{2, 3}(transpose_a=0), y shape [const "
                    "vector]{2, 3}(transpose_b=0)"),
    'outer 2d': (lambda: x.outer(x),
        ValueError, "For 'Mul', input1.shape and input2.shape need to broadcast. The value of "
                    "input1.shape[2] or input2.shape[2] must be 1 or -1 when they are not the "
                    "same, but got input1.shape = [6, 1] and input2.shape = [2, 3]"),
    'inner shapes': (lambda: x.inner(F(2)),
        ValueError, "For 'inner', the last dimension of 'input' and 'other' must be the same,    "
                    "                      but got input.shape: (2, 3) and other.shape: (2,)."),
    'movedim axis': (lambda: x.movedim(0, 2),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 2."),
    'moveaxis axis': (lambda: x.moveaxis(3, 0),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 3."),
    'masked scatter dtype': (lambda: x.masked_scatter(x, x),
        TypeError, 'For MaskedScatter, mask should be in dtype support list [DT_UINT8,DT_BOOL,], '
                   'but got 43.'),
    'index put bool': (lambda: x.index_put((I([0]),), F(1), accumulate=1),
        TypeError, "For 'Tensor.index_put', the type of 'accumulate' should be 'bool', but got "
                   "type 'int'."),
    'scatter add dim': (lambda: x.scatter_add(2, I([[0]]), F(1, 1)),
        ValueError, 'For primitive[ScatterAddExt], the dim must be in [-2,2), but got 2.'),
    'new zeros float': (lambda: x.new_zeros(2.5),
        TypeError, "new_zeros(): argument 'size' (position 1) must be tuple of int, not float."),
    'new full none': (lambda: x.new_full((2,), None),
        TypeError, 'new_full(): missing 1 required positional argument: fill_value.'),
    'new ones str': (lambda: x.new_ones('a'),
        TypeError, "new_ones(): argument 'size' (position 1) must be tuple of int, not str."),
    'astype str': (lambda: x.astype('floatxx'),
        TypeError, "For Tensor.astype, the string input type must be one of ['bool_', 'int8', "
                   "'byte', 'int16', 'short', 'int32', 'intc', 'int64', 'long', 'intp', 'uint8', "
                   "'ubyte', 'uint16', 'ushort', 'uint32', 'uintc', 'uint64', 'uintp', "
                   "'float16', 'half', 'float32', 'single', 'float64', 'double', 'complex64', "
                   "'cfloat', 'complex128', 'cdouble', 'qint4x2', 'bfloat16', 'float8_e4m3fn', "
                   "'float8_e5m2', 'hifloat8', 'int_', 'uint', 'float_', 'list_', 'tuple_', "
                   "'string', 'number', 'tensor_type', 'type_none', '_null', 'TensorType', "
                   "'Type', 'Int', 'int', 'float', 'bool'], but got 'floatxx'."),
    'type str': (lambda: x.type('abc'),
        TypeError, "For Tensor.astype, the string input type must be one of ['bool_', 'int8', "
                   "'byte', 'int16', 'short', 'int32', 'intc', 'int64', 'long', 'intp', 'uint8', "
                   "'ubyte', 'uint16', 'ushort', 'uint32', 'uintc', 'uint64', 'uintp', "
                   "'float16', 'half', 'float32', 'single', 'float64', 'double', 'complex64', "
                   "'cfloat', 'complex128', 'cdouble', 'qint4x2', 'bfloat16', 'float8_e4m3fn', "
                   "'float8_e5m2', 'hifloat8', 'int_', 'uint', 'float_', 'list_', 'tuple_', "
                   "'string', 'number', 'tensor_type', 'type_none', '_null', 'TensorType', "
                   "'Type', 'Int', 'int', 'float', 'bool'], but got 'abc'."),
    'nonzero as tuple': (lambda: x.nonzero(as_tuple=1),
        TypeError, "For array function 'nonzero', 'as_tuple' must be bool, but got <class 'int'>."),
    'copy_ shape': (lambda: x.copy_(F(4)),
        RuntimeError, "For 'InplaceCopy', when the 0'th, the shape of 'value' must be 1 and "
                      "equal to the shape of 'variable', but got the shape of 'value': [const "
                      "vector]{4}, and the shape of 'variable': [const vector]{2, 3}"),
    'bernoulli p': (lambda: F(2).bernoulli(1.5),
        TypeError, 'Tensor.bernoulli() takes 1 positional argument but 2 were given'),
    'multinomial rank': (lambda: F(2, 2, 2).multinomial(1),
        ValueError, "For 'multinomial', the dimension of inputs must be 1d or 2d, but got 3."),
    'tensor split float': (lambda: x.tensor_split(1.5),
        TypeError, "Type of Argument `indices_or_sections` should be integer, tuple(int) or "
                   "list(int), but got <class 'float'>"),
    'hsplit 1d': (lambda: F(3).hsplit(2),
        ValueError, 'hsplit expect `x` is a Tensor with at least 2 dimension, but got 1'),
    'dsplit 2d': (lambda: x.dsplit(1),
        ValueError, 'dsplit expect `x` is a Tensor with at least 3 dimension, but got 2'),
    'isclose dtype': (lambda: x.isclose(I([1, 2, 3])),
        TypeError, 'For primitive[IsClose], the input type must be '
                   'same.\nname:[input]:Tensor[Float32].\nname:[other]:Tensor[Int32].'),
    'bucketize right': (lambda: F(4).bucketize(F(2), right=1),
        AttributeError, "'Tensor' object has no attribute 'bucketize'"),
    'unique consecutive dim': (lambda: x.unique_consecutive(dim=3),
        ValueError, "For 'UniqueConsecutive', the value of 'dim' should be in [-2, 2), but got 3"),
    'argsort axis': (lambda: x.argsort(3),
        ValueError, 'For primitive[Sort], the axis must be in [-2,1], but got 3.'),
    'trace 1d': (lambda: F(3).trace(),
        RuntimeError, "For Primitive[Tracev2], the dim of input 'x' should greater or equal to "
                      "2, but got 'x' at 1-dimention"),
    'diag embed dims': (lambda: x.diag_embed(dim1=0, dim2=0),
        AttributeError, "'Tensor' object has no attribute 'diag_embed'"),
    'triu str': (lambda: x.triu('a'),
        TypeError, "triu(): argument 'diagonal' (position 1) must be int, not str."),
    'split float': (lambda: x.split(1.5),
        TypeError, 'Failed calling split with "split(float)".\nThe valid calling should '
                   'be:\n"Tensor.split(split_size=<int>, dim=<int>)"\n    match failed because '
                   'invalid types: (float)\n                                         '
                   '~~~~~~~\n"Tensor.split(split_size=<list of int, tuple of int>, dim=<int>)"\n '
                   '   match failed because invalid types: (float)\n                             '
                   '            ~~~~~~~\n"Tensor.split(split_size_or_sections=<int, list of int, '
                   'tuple of int>, axis=<int>)"\n    match failed because invalid types: '
                   '(float)\n                                         ~~~~~~~'),
    'std ddof str': (lambda: x.std(ddof='a'),
        TypeError, 'Failed calling std with "std(ddof=string)".\nThe valid calling should '
                   'be:\n"Tensor.std(dim=<None, int, list of int, tuple of int>, *, '
                   'correction=<int>, keepdim=<bool>)"\n    match failed because incorrect '
                   'keyword name: ddof\n"Tensor.std(axis=<None, int, list of int, tuple of int>, '
                   'ddof=<int>, keepdims=<bool>)"\n    match failed because incorrect keyword '
                   'name: ddof'),
    'var axis': (lambda: x.var(3),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 3."),
    'prod axis': (lambda: x.prod(3),
        ValueError, 'For primitive[ProdExt], the axis value must be in [-2,2), but got 3.'),
    'all axis': (lambda: x.all(3),
        ValueError, 'For primitive[ReduceAll], the axis value must be in [-2,2), but got 3.'),
    'sum dtype': (lambda: x.sum(dtype='a'),
        TypeError, 'Failed calling sum with "sum(dtype=string)".\nThe valid calling should '
                   'be:\n"Tensor.sum(dim=<None, Tensor, int, list of int, tuple of int>, '
                   'keepdim=<bool>, *, dtype=<None, mstype>)"\n    match failed because invalid '
                   'types: (dtype=string)\n                                         '
                   '~~~~~~~~~~~~~~\n"Tensor.sum(axis=<None, Tensor, int, list of int, tuple of '
                   'int>, dtype=<None, mstype>, keepdims=<bool>, initial=<None, Number>)"\n    '
                   'match failed because incorrect keyword name: dtype'),
    'max axis': (lambda: x.max(3),
        ValueError, 'For primitive[MaxDim], the axis must be in [-2,2), but got 3.'),
    'min initial': (lambda: x.min(axis=0, initial='a'),
        TypeError, 'Failed calling min with "min(axis=int, initial=string)".\nThe valid calling '
                   'should be:\n"Tensor.min(dim=<int>, keepdim=<bool>)"\n    match failed '
                   'because incorrect keyword name: axis, initial\n"Tensor.min(axis=<None, int, '
                   'list of int, tuple of int>, keepdims=<bool>, *, initial=<None, Number>, '
                   'where=<Tensor, bool>, return_indices=<bool>)"\n    match failed because '
                   'incorrect keyword name: axis, initial'),
    'ptp axis': (lambda: x.ptp(3),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 3."),
    'clamp both none': (lambda: x.clamp(),
        ValueError, "For Clamp, at least one of 'min' or 'max' must not be None."),
    'masked fill mask dtype': (lambda: x.masked_fill(x, 1.0),
        TypeError, 'For primitive[MaskedFill], the input argument[mask] must be a type of '
                   '{Bool}, but got Float32.'),
    'sort descending int': (lambda: x.sort(descending=1),
        TypeError, 'Failed calling sort with "sort(descending=int)".\nThe valid calling should '
                   'be:\n"Tensor.sort(dim=<int>, descending=<bool>, stable=<bool>)"\n    match '
                   'failed because incorrect keyword name: descending\n"Tensor.sort(axis=<int>, '
                   'descending=<bool>)"\n    match failed because invalid types: '
                   '(descending=int)\n                                         ~~~~~~~~~~~~~~~~'),
    'histc bins': (lambda: F(4).histc(bins=-1),
        ValueError, "For 'Histogram', the 'bins' must be int and must > 0, but got '-1' with "
                    "type 'int'."),
    'view neg2': (lambda: x.view(-1, -1),
        ValueError, 'only one dimension can be inferred'),
    'flatten start gt end': (lambda: F(2, 2, 2).flatten(2, 1),
        ValueError, "For 'flatten', 'start_dim' cannot come after 'end_dim'."),
    'unflatten sizes': (lambda: x.unflatten(1, (2, 2)),
        AttributeError, "'Tensor' object has no attribute 'unflatten'"),
    'swapdims dim': (lambda: x.swapdims(0, 3),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 3."),
    'narrow length': (lambda: x.narrow(1, 2, 2),
        ValueError, "The input value must be in range of [1, 1], but got 2 with type 'int'."),
    'select dim': (lambda: x.select(2, 0),
        ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'select index': (lambda: x.select(0, 5),
        ValueError, 'For Primitive [SelectExtView] start exceed range. start: 5, start should be '
                    'in [-2, 2).'),
    'index select index 2d': (lambda: x.index_select(0, I([[0]])),
        ValueError, "For 'index_select', the dimension of `index` must be 1, but got 2"),
    'gather dim': (lambda: x.gather(I([0]), 2),
        ValueError, 'For primitive[Gather], the axis must be in [-2,2], but got 2.'),
    'repeat interleave dim': (lambda: x.repeat_interleave(2, 3),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 3."),
    'unsqueeze dim': (lambda: x.unsqueeze(4),
        ValueError, 'Dimension out of range (expected to be in range of [-3, 3), but got 4)'),
    'permute dup': (lambda: x.permute(0, 0),
        ValueError, "For 'Transpose' perms should all be unique dim, but0 is not unique!"),
    'permute len': (lambda: x.permute(0),
        ValueError, "For 'Transpose', size of perm should equal to rank of x, but got 1 and 2!"),
    'reshape neg2': (lambda: x.reshape(-2, 3),
        ValueError, 'invalid proposed_shape dimension'),
    'broadcast to shape': (lambda: x.broadcast_to((3, 3)),
        ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be equal "
                    "or input dimension is 1 or target dimension is -1. But got x_shape: (2, 3), "
                    "target shape: (3, 3)."),
    'expand as': (lambda: x.expand_as(F(3, 2)),
        ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be equal "
                    "or input dimension is 1 or target dimension is -1. But got x_shape: (2, 3), "
                    "target shape: (3, 2)."),
    'item many': (lambda: x.item(),
        ValueError, 'The tensor should have only one element, but got 6, more than one element '
                    'is ambiguous.'),
    'tolist arg': (lambda: x.tolist(1),
        TypeError, 'Tensor.tolist() takes 1 positional argument but 2 were given'),
    'float arg': (lambda: float(x),
        ValueError, 'Only one element tensors can be converted to Python scalars'),
    'int arg': (lambda: int(x),
        ValueError, 'Only one element tensors can be converted to Python scalars'),
    'bool arg': (lambda: bool(x),
        ValueError, 'The tensor should have only one element, but got 6, more than one element '
                    'is ambiguous.'),
    'len 0d': (lambda: len(Tensor(1.0)),
        TypeError, 'Not support len of a 0-D tensor'),
    'index 0d float': (lambda: [1, 2][Tensor(1.0)],
        ValueError, 'Only integer tensors of a single element can be converted to an index.'),
    'asnumpy arg': (lambda: x.asnumpy(1),
        TypeError, 'Tensor.asnumpy() takes 1 positional argument but 2 were given'),
    'set dtype': (lambda: x.set_dtype('a'),
        RuntimeError, "Unable to cast Python instance of type <class 'str'> to C++ type "
                      "'std::shared_ptr<mindspore::Type>'"),
    'init data twice': (lambda: x.init_data(1),
        TypeError, "init_data must be set Tensor.init, init can't be None"),
}
