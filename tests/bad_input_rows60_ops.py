"""Rows of ``test_bad_input_catalogue60``: Tensor methods with bad axes and dtypes; ``ops`` on
empty and 0-d inputs (concat, softmax, cumsum, flip, gather, eye, broadcast_to). 2.10's
exception type and text for each call (measured on 2.10 CPU, one case per forked process:
/tmp/s77/bad60/run.py on c4.py, c6.py). GOOD: calls 2.10 accepts next to them, with the repr of
2.10's result.

Left (minicell differs; see the report): t-repeat-neg (RuntimeError: "'repeat' is not supported
on this device"); t-diagonal-same (TypeError: 'Tensor.diagonal() got an unexpected keyw');
t-scatter-axis (RuntimeError: ''); o-argmax-empty (RuntimeError: ''); o-topk-empty (ValueError:
'For TopK, the check range left must be s'); o-sort-0d (ValueError: 'For Sort, the check range
left must be s'); o-reduce_sum-0d (ValueError: 'For primitive[ReduceSum], the axis value');
o-mean-empty (OK: 'Tensor(shape=[], dtype=Float32, value= -'); o-cat-dtypes (RuntimeError:
'KernelMod Init Failed: Concat'); o-pad-0d (ValueError: "For 'PadV3', the dimension of 'x' must
b"); o-roll-0d (RuntimeError: 'The kernel Roll unregistered.'); o-nonzero-0d (RuntimeError:
'Launch kernel failed, name: NonZero'); o-reduce_sum-2d (ValueError: 'For primitive[ReduceSum],
the axis value'); mf-relu6-none (TypeError: 'Failed calling Hardtanh with "Hardtanh()');
o-log_softmax-0d (RuntimeError: 'Unknown Error!'); mint-cumsum-0d (RuntimeError: 'The kernel
CumsumExt unregistered.'); o-cumsum-prim-0d (ValueError: "For primitive[CumSum], the rank of 'x'
m").
"""
from bad_input_rows60_help import B, E, F, I, MF, mint, ms, nn, ops

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    't-sum-axis': (lambda: F(2, 3).sum(axis=5), ValueError,
        'For primitive[SumExt], the axis value must be in [-2,2), but got 5.'),
    't-sum-axis-str': (lambda: F(2, 3).sum(axis='a'), TypeError,
        'Failed calling sum with "sum(axis=string)".\nThe valid calling should be:\n"Tensor.sum(d'
        'im=<None, Tensor, int, list of int, tuple of int>, keepdim=<bool>, *, dtype=<None, mstyp'
        'e>)"\n    match failed because incorrect keyword name: axis\n"Tensor.sum(axis=<None, Ten'
        'sor, int, list of int, tuple of int>, dtype=<None, mstype>, keepdims=<bool>, initial=<No'
        'ne, Number>)"\n    match failed because incorrect keyword name: axis'),
    't-mean-dup': (lambda: F(2, 3).mean(axis=(0, 0)), RuntimeError,
        'dim=0 appears multiple times in the list of dims'),
    't-permute-bad': (lambda: F(2, 3).permute(0, 2), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    't-unsqueeze-big': (lambda: F(2, 3).unsqueeze(5), ValueError,
        'Dimension out of range (expected to be in range of [-3, 3), but got 5)'),
    't-squeeze-big': (lambda: F(2, 3).squeeze(4), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 4)'),
    't-flatten-big': (lambda: F(2, 3).flatten(start_dim=3), ValueError,
        "'start_dim' or 'end_dim' out of range."),
    't-astype-bad': (lambda: F(2, 3).astype('bogus'), TypeError,
        "For Tensor.astype, the string input type must be one of ['bool_', 'int8', 'byte', 'int16"
        "', 'short', 'int32', 'intc', 'int64', 'long', 'intp', 'uint8', 'ubyte', 'uint16', 'ushor"
        "t', 'uint32', 'uintc', 'uint64', 'uintp', 'float16', 'half', 'float32', 'single', 'float"
        "64', 'double', 'complex64', 'cfloat', 'complex128', 'cdouble', 'qint4x2', 'bfloat16', 'f"
        "loat8_e4m3fn', 'float8_e5m2', 'hifloat8', 'int_', 'uint', 'float_', 'list_', 'tuple_', '"
        "string', 'number', 'tensor_type', 'type_none', '_null', 'TensorType', 'Type', 'Int', 'in"
        "t', 'float', 'bool'], but got 'bogus'."),
    't-astype-none': (lambda: F(2, 3).astype(None), TypeError,
        'For Tensor.astype, the input type must be one of [mindspore.int8, mindspore.int16, minds'
        'pore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, mindspore.uint32, mindsp'
        'ore.uint64, mindspore.float16, mindspore.float32, mindspore.float64, mindspore.bfloat16,'
        ' mindspore.complex64, mindspore.complex128, mindspore.int4, mindspore.float8_e4m3fn, min'
        "dspore.float8_e5m2, mindspore.hifloat8, mindspore.bool, <class 'numpy.int8'>, <class 'nu"
        "mpy.int16'>, <class 'numpy.int32'>, <class 'numpy.int64'>, <class 'numpy.uint8'>, <class"
        " 'numpy.uint16'>, <class 'numpy.uint32'>, <class 'numpy.uint64'>, <class 'numpy.float16'"
        ">, <class 'numpy.float32'>, <class 'numpy.float64'>, <class 'numpy.bool_'>, <class 'nump"
        "y.complex64'>, <class 'numpy.complex128'>], but got 'None'."),
    't-view-bad': (lambda: F(2, 3).view(4, 4), ValueError,
        "proposed_shape '[const vector]{4, 4}' is invalid for input of size 6"),
    't-reshape-2neg': (lambda: F(2, 3).reshape(-1, -1), ValueError,
        'only one dimension can be inferred'),
    't-reshape-str': (lambda: F(2, 3).reshape('a'), TypeError,
        "reshape(): argument 'shape' (position 1) must be tuple of int but found type of str at p"
        'os 0.'),
    't-split-0': (lambda: F(4).split(0), ValueError,
        "For split, the value of 'split_size_or_sections' must be more than zero, but got 0."),
    't-chunk-0': (lambda: F(4).chunk(0), ValueError,
        "For ops.chunk parameter 'chunks' must be greater than 0, but got 0"),
    't-topk-big': (lambda: F(4).topk(10), ValueError,
        'For primitive[TopK], the k must be in (0,4], but got 10.'),
    't-sort-axis': (lambda: F(4).sort(axis=3), ValueError,
        'For primitive[Sort], the axis must be in [-1,0], but got 3.'),
    't-argmax-axis': (lambda: F(2, 3).argmax(axis=2), ValueError,
        'For primitive[Argmax], the axis must be in [-2,2), but got 2.'),
    't-cumsum-axis': (lambda: F(2, 3).cumsum(2), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 2."),
    't-narrow-big': (lambda: F(2, 3).narrow(0, 5, 1), ValueError,
        "The input value must be in range of [0, 2), but got 5 with type 'int'."),
    't-index_select-axis': (lambda: F(2, 3).index_select(2, I(1)), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 2."),
    't-roll-none': (lambda: F(2, 3).roll(None), TypeError,
        'Failed calling roll with "roll(None)".\nThe valid calling should be:\n"Tensor.roll(shift'
        's=<int, list of int, tuple of int>, dims=<None, int, list of int, tuple of int>)"\n    m'
        'issing required argument: shifts'),
    't-flip-big': (lambda: F(2, 3).flip((5,)), ValueError,
        "For 'ReverseV2', the 'axis[0]' must be in range of [-2, 2), but got 5 with type 'int'."),
    't-tile-neg': (lambda: F(2, 3).tile((-1,)), ValueError,
        "For 'Tile', 'dims' cannot contain negative integer numbers, but got -1 in 0th."),
    't-clamp-none': (lambda: F(2, 3).clamp(), ValueError,
        "For Clamp, at least one of 'min' or 'max' must not be None."),
    't-std-axis': (lambda: F(2, 3).std(axis=4), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 4."),
    't-var-ddof': (lambda: F(2, 3).var(ddof='a'), TypeError,
        'Failed calling var with "var(ddof=string)".\nThe valid calling should be:\n"Tensor.var(a'
        'xis=<None, int, tuple of int>, ddof=<bool, int>, keepdims=<bool>)"\n    match failed bec'
        'ause incorrect keyword name: ddof\n"Tensor.var(dim=<None, int, list of int, tuple of int'
        '>, correction=<int>, keepdim=<bool>)"\n    match failed because incorrect keyword name: '
        'ddof'),
    't-norm-p': (lambda: F(2, 3).norm(p='bad'), TypeError,
        "Tensor.norm() got an unexpected keyword argument 'p'"),
    't-tril-str': (lambda: F(2, 3).tril(diagonal='a'), TypeError,
        'Failed calling tril with "tril(diagonal=string)".\nThe valid calling should be:\n"Tensor'
        '.tril(diagonal=<Tensor, int>)"\n    match failed because invalid types: (diagonal=string'
        ')\n                                         ~~~~~~~~~~~~~~~~~'),
    't-tril-1d': (lambda: F(3).tril(), ValueError,
        "For primitive[Tril], the x's rank must be greater than or equal to 2, but got 1."),
    't-masked_fill-shape': (lambda: F(2, 3).masked_fill(B(4), 0.0), ValueError,
        "For 'MaskedFill', input.shape and mask.shape need to broadcast. The value of input.shape"
        '[2] or mask.shape[1] must be 1 or -1 when they are not the same, but got input.shape = ['
        '2, 3] and mask.shape = [4]'),
    't-item-multi': (lambda: F(2, 3).item(), ValueError,
        'The tensor should have only one element, but got 6, more than one element is ambiguous.'),
    't-expand_as-bad': (lambda: F(2, 3).expand_as(F(4, 4)), ValueError,
        "For 'BroadcastTo', in order to broadcast, each dimension pair must be equal or input dim"
        'ension is 1 or target dimension is -1. But got x_shape: (2, 3), target shape: (4, 4).'),
    't-repeat_interleave-neg': (lambda: F(2, 3).repeat_interleave(-1), ValueError,
        "For 'repeat_elements', the 'rep' must be in range of (0, 2147483647], but got -1 with ty"
        "pe 'int'."),
    't-gather-axis': (lambda: F(2, 3).gather(I(2), 5), ValueError,
        'For primitive[Gather], the axis must be in [-2,2], but got 5.'),
    't-swapaxes-big': (lambda: F(2, 3).swapaxes(0, 5), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 5."),
    't-min-axis': (lambda: F(2, 3).min(axis=3), ValueError,
        'For primitive[ArgMinWithValue], the axis must be in [-2,2), but got 3.'),
    't-max-axis-str': (lambda: F(2, 3).max(axis='a'), TypeError,
        'Failed calling max with "max(axis=string)".\nThe valid calling should be:\n"Tensor.max(d'
        'im=<int>, keepdim=<bool>)"\n    match failed because incorrect keyword name: axis\n"Tens'
        'or.max(axis=<None, int, list of int, tuple of int>, keepdims=<bool>, *, initial=<None, N'
        'umber>, where=<Tensor, bool>, return_indices=<bool>)"\n    match failed because incorrec'
        't keyword name: axis'),
    't-all-axis': (lambda: B(2, 3).all(axis=3), ValueError,
        'For primitive[ReduceAll], the axis value must be in [-2,2), but got 3.'),
    't-any-axis-float': (lambda: B(2, 3).any(axis=1.5), TypeError,
        'Failed calling any with "any(axis=float)".\nThe valid calling should be:\n"Tensor.any(di'
        'm=<int>, keepdim=<bool>)"\n    match failed because incorrect keyword name: axis\n"Tenso'
        'r.any(axis=<None, Tensor, int, list of int, tuple of int>, keep_dims=<bool>)"\n    match'
        ' failed because incorrect keyword name: axis'),
    't-prod-axis': (lambda: F(2, 3).prod(axis=4), TypeError,
        'Failed calling prod with "prod(axis=int)".\nThe valid calling should be:\n"Tensor.prod(d'
        'im=<None, int>, keepdim=<bool>, dtype=<None, mstype>)"\n    match failed because incorre'
        'ct keyword name: axis'),
    't-logsumexp-axis': (lambda: F(2, 3).logsumexp(3), ValueError,
        'For primitive[ReduceMax], the axis value must be in [-2,2), but got 3.'),
    't-softmax-axis': (lambda: F(2, 3).softmax(3), ValueError,
        'For primitive[Softmax], the axis must be in [-2,2), but got 3.'),
    't-type-str': (lambda: F(2, 3).type('bogus'), TypeError,
        "For Tensor.astype, the string input type must be one of ['bool_', 'int8', 'byte', 'int16"
        "', 'short', 'int32', 'intc', 'int64', 'long', 'intp', 'uint8', 'ubyte', 'uint16', 'ushor"
        "t', 'uint32', 'uintc', 'uint64', 'uintp', 'float16', 'half', 'float32', 'single', 'float"
        "64', 'double', 'complex64', 'cfloat', 'complex128', 'cdouble', 'qint4x2', 'bfloat16', 'f"
        "loat8_e4m3fn', 'float8_e5m2', 'hifloat8', 'int_', 'uint', 'float_', 'list_', 'tuple_', '"
        "string', 'number', 'tensor_type', 'type_none', '_null', 'TensorType', 'Type', 'Int', 'in"
        "t', 'float', 'bool'], but got 'bogus'."),
    't-fill-str': (lambda: F(2, 3).fill('a'), TypeError,
        'Failed calling Cast with "Cast()(input=string, dtype=mindspore.dtype)".\nThe valid calli'
        'ng should be: \n"Cast()(input=<Number, Tensor>, dtype=<mindspore.dtype>)".'),
    't-bitwise-float': (lambda: F(2).bitwise_and(F(2)), TypeError,
        'For primitive[BitwiseAnd], the input argument[x] must be a type of {Tensor[Bool], Tensor'
        '[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], Ten'
        'sor[UInt64], Tensor[UInt8]}, but got Tensor[Float32].'),
    't-abs-str': (lambda: F(2).abs('a'), TypeError,
        'abs() takes 0 positional arguments but 1 was given.'),
    't-add-str': (lambda: F(2).add('a'), TypeError,
        'Failed calling Add with "Add()(input=Tensor, other=string)".\nThe valid calling should b'
        'e: \n"Add()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    't-matmul-shape': (lambda: F(2, 3).matmul(F(2, 3)), RuntimeError,
        "For 'MatMulExt' op, shape1[-1] must be equal to shape2[-2], but got 3 and 2."),
    't-dot-shape': (lambda: F(3).dot(F(4)), ValueError,
        "For \\'dot\\', the inputs x1, x2 should have \\'dimension >= 2\\',but got \\'len(x1_shap"
        "e)\\': (1) and \\'len(x2_shape)\\': (1)."),
    't-expand_dims-big': (lambda: F(2).expand_dims(3), ValueError,
        "The 'axis' must be in range of [-2, 2), but got 3 with type 'int'."),
    't-broadcast_to-bad': (lambda: F(2, 3).broadcast_to((4, 4)), ValueError,
        "For 'BroadcastTo', in order to broadcast, each dimension pair must be equal or input dim"
        'ension is 1 or target dimension is -1. But got x_shape: (2, 3), target shape: (4, 4).'),
    't-nonzero-as': (lambda: F(2).nonzero(as_tuple='a'), TypeError,
        "For array function 'nonzero', 'as_tuple' must be bool, but got <class 'str'>."),
    't-unique-consec': (lambda: F(2, 3).unique_consecutive(dim=4), ValueError,
        "For 'UniqueConsecutive', the value of 'dim' should be in [-2, 2), but got 4"),
    't-index_add-axis': (lambda: F(2, 3).index_add(5, I(1), F(2, 3)), ValueError,
        'For primitive[IndexAdd], the axis must be in (-3,2), but got 5.'),
    'o-concat-empty': (lambda: ops.concat([]), ValueError,
        'For primitive[Concat], the elements size must be greater than 0, but got 0.'),
    'o-concat-0d': (lambda: ops.concat([F(), F()]), ValueError,
        'For primitive[Concat], all elements should not be zero rank, but got zero rank in positi'
        'on 1!'),
    'o-stack-empty': (lambda: ops.stack([]), ValueError,
        'For primitive[Stack], the stack element num must be greater than or equal to 1, but got '
        '0.'),
    'o-matmul-0d': (lambda: ops.matmul(F(), F()), ValueError,
        "For 'MatMulExt' op, inputs must be all tensors and rank >= 1"),
    'o-softmax-0d': (lambda: ops.softmax(F()), ValueError,
        'For primitive[Softmax], the axis must be in [0,0), but got -1.'),
    'o-max-empty': (lambda: ops.max(E(0)), ValueError,
        'Max cannot deal with empty input. Please try other inputs'),
    'o-split-0d': (lambda: ops.split(F(), 1), ValueError,
        'axis 0 is out of bounds for array of dimension 0'),
    'o-expand_dims-0d': (lambda: ops.expand_dims(F(), 2), ValueError,
        'Dimension out of range (expected to be in range of [-1, 1), but got 2)'),
    'o-cumsum-0d': (lambda: ops.cumsum(F(), 1), ValueError,
        "For primitive[CumSum], the rank of 'x' must be greater than 0, but got 0."),
    'o-transpose-0d': (lambda: ops.transpose(F(), (0,)), ValueError,
        "For 'Transpose', size of perm should equal to rank of x, but got 1 and 0!"),
    'o-gather-0d': (lambda: ops.gather(F(), I(1), 0), ValueError,
        'For primitive[Gather], the batch_dims must be in [0,0), but got 0.'),
    'o-unstack-0d': (lambda: ops.unstack(F()), ValueError,
        "For 'Unstack', input's rank should be greater equal to 1, but got 0"),
    'o-min-empty-axis': (lambda: ops.min(E(0, 3), 0), ValueError,
        'ArgMinWithValue cannot deal with empty input. Please try other inputs'),
    'o-eye-neg': (lambda: ops.eye(-1, 2, ms.float32), ValueError,
        'Eye error: n value can not be negative.'),
    'o-zeros-neg': (lambda: ops.zeros((-1, 2)), ValueError,
        'For primitive[Zeros], the the 0th dimension of input shape must be greater than or equal'
        ' to 0, but got -1.'),
    'o-ones-str': (lambda: ops.ones('a'), TypeError,
        'Failed calling Ones with "Ones()(shape=string, dtype=mindspore.dtype)".\nThe valid calli'
        'ng should be: \n"Ones()(shape=<list of int, int, Tensor, tuple of int>, dtype=<mindspore'
        '.dtype>)".'),
    'o-arange-0step': (lambda: ops.arange(0, 5, 0), ValueError,
        'For Range, delta cannot be equal to zero.'),
    'o-linspace-neg': (lambda: ops.linspace(0, 1, -1), ValueError,
        'For primitive[LinSpace], the num must be greater than 0, but got -1.'),
    'o-reshape-0d': (lambda: ops.reshape(F(), (2,)), ValueError,
        "proposed_shape '[const vector]{2}' is invalid for input of size 1"),
    'o-broadcast-0d-neg': (lambda: ops.broadcast_to(F(), (-1,)), ValueError,
        "For 'BroadcastTo', -1 in init shape is in an incompatible location with given input tens"
        'or, -1 index in init shape: 0 but -1 can only be in index0onwards for this input.'),
    'o-flip-0d': (lambda: ops.flip(F(), (0,)), ValueError,
        'For primitive[ReverseV2], the rank of x must be not equal to 0, but got 0.'),
    'o-select-shape': (lambda: ops.select(B(2), F(3), F(3)), ValueError,
        "For 'Select', condition.shape and input.shape need to broadcast. The value of condition."
        'shape[1] or input.shape[1] must be 1 or -1 when they are not the same, but got condition'
        '.shape = [2] and input.shape = [3]'),
    'o-masked_select-shape': (lambda: ops.masked_select(F(2), B(3)), ValueError,
        "For 'MaskedSelect', input.shape and mask.shape need to broadcast. The value of input.sha"
        'pe[1] or mask.shape[1] must be 1 or -1 when they are not the same, but got input.shape ='
        ' [2] and mask.shape = [3]'),
    'o-concat-0d-first': (lambda: ops.concat([F(), F(2)]), ValueError,
        'For primitive[Concat], element rank must be same(shapes are [const vector]{[const vector'
        ']{}, [const vector]{2}})!'),
    'o-concat-0d-second': (lambda: ops.concat([F(2), F()]), ValueError,
        'For primitive[Concat], all elements should not be zero rank, but got zero rank in positi'
        'on 1!'),
    'o-concat-0d-three': (lambda: ops.concat([F(2), F(), F()]), ValueError,
        'For primitive[Concat], all elements should not be zero rank, but got zero rank in positi'
        'on 1!'),
    'o-concat-0d-one': (lambda: ops.concat([F()]), ValueError,
        'For primitive[Concat], the axis value must be in [0,0), but got 0.'),
    'o-softmax-0d-axis0': (lambda: ops.softmax(F(), 0), ValueError,
        'For primitive[Softmax], the axis must be in [0,0), but got 0.'),
    'o-softmax-2d-axis5': (lambda: ops.softmax(F(2, 3), 5), ValueError,
        'For primitive[Softmax], the axis must be in [-2,2), but got 5.'),
    'o-cumsum-0d-0': (lambda: ops.cumsum(F(), 0), ValueError,
        "For primitive[CumSum], the rank of 'x' must be greater than 0, but got 0."),
    'o-flip-0d-empty': (lambda: ops.flip(F(), ()), ValueError,
        'For primitive[ReverseV2], the rank of x must be not equal to 0, but got 0.'),
    'o-gather-0d-axis1': (lambda: ops.gather(F(), I(1), 1), ValueError,
        'For primitive[Gather], the batch_dims must be in [0,0), but got 0.'),
    'o-eye-mneg': (lambda: ops.eye(2, -1, ms.float32), ValueError,
        'Eye error: m value can not be negative.'),
    'o-eye-both': (lambda: ops.eye(-2, -1, ms.float32), ValueError,
        'Eye error: n value can not be negative.'),
    'o-broadcast-1d-neg': (lambda: ops.broadcast_to(F(3), (-1, 3)), ValueError,
        "For 'BroadcastTo', -1 in init shape is in an incompatible location with given input tens"
        'or, -1 index in init shape: 0 but -1 can only be in index1onwards for this input.'),
    'o-broadcast-1d-neg2': (lambda: ops.broadcast_to(F(3), (2, -1, 3)), ValueError,
        "For 'BroadcastTo', -1 in init shape is in an incompatible location with given input tens"
        'or, -1 index in init shape: 1 but -1 can only be in index1onwards for this input.'),
    'o-broadcast-2d-neg': (lambda: ops.broadcast_to(F(2, 3), (-1, 2, 3)), ValueError,
        "For 'BroadcastTo', -1 in init shape is in an incompatible location with given input tens"
        'or, -1 index in init shape: 0 but -1 can only be in index2onwards for this input.'),
    'o-sort-1d-axis5': (lambda: ops.sort(F(3), 5), ValueError,
        'For primitive[Sort], the axis must be in [-1,0], but got 5.'),
    'o-topk-1d-k5': (lambda: ops.topk(F(3), 5), ValueError,
        'For primitive[TopK], the k must be in (0,3], but got 5.'),
    'mf-hardtanh-none': (lambda: MF.hardtanh(None), TypeError,
        'Failed calling Hardtanh with "Hardtanh()(input=None, min_val=float, max_val=float)".\nTh'
        'e valid calling should be: \n"Hardtanh()(input=<Tensor>, min_val=<Number>, max_val=<Numb'
        'er>)".'),
    't-diagonal-kw': (lambda: F(2, 3).diagonal(bogus=1), TypeError,
        "Tensor.diagonal() got an unexpected keyword argument 'bogus'"),
    't-sum-kw': (lambda: F(2, 3).sum(bogus=1), TypeError,
        'Failed calling sum with "sum(bogus=int)".\nThe valid calling should be:\n"Tensor.sum(dim'
        '=<None, Tensor, int, list of int, tuple of int>, keepdim=<bool>, *, dtype=<None, mstype>'
        ')"\n    match failed because incorrect keyword name: bogus\n"Tensor.sum(axis=<None, Tens'
        'or, int, list of int, tuple of int>, dtype=<None, mstype>, keepdims=<bool>, initial=<Non'
        'e, Number>)"\n    match failed because incorrect keyword name: bogus'),
    't-transpose-kw': (lambda: F(2, 3).transpose(bogus=1), TypeError,
        "transpose() got an unexpected keyword argument 'bogus'."),
    't-trace-kw': (lambda: F(2, 3).trace(bogus=1), TypeError,
        "Tensor.trace() got an unexpected keyword argument 'bogus'"),
    't-softmax-0d': (lambda: F().softmax(0), ValueError,
        'For primitive[Softmax], the axis must be in [0,0), but got 0.'),
    'nn-softmax-0d': (lambda: nn.Softmax()(F()), ValueError,
        'For primitive[Softmax], the axis must be in [0,0), but got -1.'),
    'mint-flip-0d': (lambda: mint.flip(F(), (0,)), ValueError,
        'For primitive[ReverseV2], the rank of x must be not equal to 0, but got 0.'),
    'o-reverse-0d': (lambda: ops.ReverseV2((0,))(F()), ValueError,
        'For primitive[ReverseV2], the rank of x must be not equal to 0, but got 0.'),
}

# name: (call, repr of 2.10's result)
GOOD = {
    't-transpose-dup': (lambda: F(2, 3).transpose(0, 0),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 1.00000000e+00,  1.00000000e+00,  1.00000'
        '000e+00],\n [ 1.00000000e+00,  1.00000000e+00,  1.00000000e+00]])'),
    't-transpose-few': (lambda: F(2, 3, 4).transpose(1, 0),
        'Tensor(shape=[3, 2, 4], dtype=Float32, value=\n[[[ 1.00000000e+00,  1.00000000e+00,  1.0'
        '0000000e+00,  1.00000000e+00],\n  [ 1.00000000e+00,  1.00000000e+00,  1.00000000e+00,  1'
        '.00000000e+00]],\n [[ 1.00000000e+00,  1.00000000e+00,  1.00000000e+00,  1.00000000e+00]'
        ',\n  [ 1.00000000e+00,  1.00000000e+00,  1.00000000e+00,  1.00000000e+00]],\n [[ 1.00000'
        '000e+00,  1.00000000e+00,  1.00000000e+00,  1.00000000e+00],\n  [ 1.00000000e+00,  1.000'
        '00000e+00,  1.00000000e+00,  1.00000000e+00]]])'),
    't-to-none': (lambda: F(2, 3).to(None),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 1.00000000e+00,  1.00000000e+00,  1.00000'
        '000e+00],\n [ 1.00000000e+00,  1.00000000e+00,  1.00000000e+00]])'),
    't-outer-2d': (lambda: F(2, 2).outer(F(2)),
        'Tensor(shape=[4, 2], dtype=Float32, value=\n[[ 1.00000000e+00,  1.00000000e+00],\n [ 1.0'
        '0000000e+00,  1.00000000e+00],\n [ 1.00000000e+00,  1.00000000e+00],\n [ 1.00000000e+00,'
        '  1.00000000e+00]])'),
    'o-squeeze-0d': (lambda: ops.squeeze(F(), 0),
        'Tensor(shape=[], dtype=Float32, value= 1)'),
    'o-tile-0d': (lambda: ops.tile(F(), ()),
        'Tensor(shape=[], dtype=Float32, value= 1)'),
    'o-onehot-depth0': (lambda: ops.one_hot(I(2), 0, F(), F()),
        'Tensor(shape=[2, 0], dtype=Float32, value=\n)'),
    'o-flatten-0d': (lambda: ops.flatten(F()),
        'Tensor(shape=[1], dtype=Float32, value= [ 1.00000000e+00])'),
    'o-diag-empty': (lambda: ops.diag(E(0)),
        'Tensor(shape=[0, 0], dtype=Float32, value=\n)'),
    'o-norm-empty': (lambda: ops.norm(E(0)),
        'Tensor(shape=[], dtype=Float32, value= 0)'),
    'o-unique-empty': (lambda: ops.unique(E(0)),
        '(Tensor(shape=[0], dtype=Float32, value= ), Tensor(shape=[0], dtype=Int32, value= ))'),
    'o-pad-0d-empty': (lambda: ops.pad(F(), ()),
        'Tensor(shape=[], dtype=Float32, value= 1)'),
    'mint-softmax-0d': (lambda: mint.softmax(F(), 0),
        'Tensor(shape=[], dtype=Float32, value= 1)'),
}
