"""Rows of ``test_bad_input_catalogue47`` (variants of this round's fixes (repeat_interleave,
pooling, one_hot, full, Tensor methods' axes, std / var)): MindSpore 2.10's exception type and text
for each call (measured on 2.10 CPU, one case per process (forked after the imports),
pynative_synchronize on; /tmp/s64/bad47/w/c6.py and c7.py with /tmp/s64/bad47/run.py; the text up to
2.10's C++ call stack).
Measured and left out (minicell differs or 2.10 computes): arange bool (TypeError: "'>' not
supported between instances of 'NoneType' and 'str'"); mint arange str (TypeError: 'Failed calling
Arange with "Arange()(start=int, end=string, step=int, dtype=mindspore.dtyp'); clip_by_norm None
(TypeError: 'Failed calling mul with "mul(None)".\nThe valid calling should
be:\n"Tensor.mul(other=<Numbe'); clip_by_norm list (TypeError: 'Failed calling Mul with
"Mul()(input=Tensor, other=List<float>)".\nThe valid calling should'); dot 1d (ValueError: "For
\\'dot\\', the inputs x1, x2 should have \\'dimension >= 2\\',but got \\'len(x1_shape)\\': ("); ops
dot 2d (ValueError: "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 3 and
'x2_row': 2."); ops take float (RuntimeError: 'The kernel Take unregistered.'); LSTM h0 layers
(ValueError: "proposed_shape '[const vector]{2, 2, 4}' is invalid for input of size 8"); itemset 2
args str (TypeError: 'Failed calling Cast with "Cast()(input=string, dtype=mindspore.dtype)".\nThe
valid calling '); t.new_full tensor ok (NotImplementedError: 'new_full method support Ascend
only'); repeat_interleave np int ok (TypeError: "For 'repeat_interleave', each element in (2,)
should be int, but got <class 'numpy.int64'>"); isclose np bool (TypeError: 'Failed calling IsClose
with "IsClose(rtol=float, atol=float, equal_nan=<class \'numpy.bool_').
"""
import numpy as np
import minicell as ms
from minicell import Parameter, ParameterTuple, Tensor, mint, nn, ops  # noqa: F401
from bad_input_rows47_help import F, I, A  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'ri list float': (lambda: ops.repeat_interleave(F(2), [1, 1.5]), TypeError,
        "For 'repeat_interleave', each element in [1, 1.5] should be int, but got "
        "<class 'float'> at index 1."),
    'ri tuple float': (lambda: ops.repeat_interleave(F(2), (1.5, 1)), TypeError,
        "For 'repeat_interleave', each element in (1.5, 1) should be int, but got "
        "<class 'float'> at index 0."),
    'ri bool': (lambda: ops.repeat_interleave(F(2), True), TypeError,
        "For 'repeat_elements', the 'rep' must be 'int',  but got 'bool'."),
    'ri str': (lambda: ops.repeat_interleave(F(2), "a"), TypeError,
        "For 'repeat_interleave', each element in ('a',) should be int, but got <class "
        "'str'> at index 0."),
    'uc dim str': (lambda: ops.unique_consecutive(F(3), dim="a"), TypeError,
        'Failed calling UniqueConsecutive with "UniqueConsecutive(return_inverse=bool, '
        'return_counts=bool, dim=string)(input=Tensor)".\nThe valid calling should '
        'be: \n"UniqueConsecutive(return_inverse=<bool>, return_counts=<bool>, '
        'dim=<int>)(input=<Tensor>)".'),
    'arange None': (lambda: ops.arange(None), TypeError,
        'For arange, the input type must be int or float or a TensorScalar in '
        '[mindspore.int32, mindspore.float32, mindspore.int64, mindspore.float64], but '
        'got None'),
    'arange list': (lambda: ops.arange([1]), TypeError,
        'For arange, the input type must be int or float or a TensorScalar in '
        '[mindspore.int32, mindspore.float32, mindspore.int64, mindspore.float64], but '
        'got List[Int64]'),
    'arange end str': (lambda: ops.arange(1, "a"), TypeError,
        'For arange, the input type must be int or float or a TensorScalar in '
        '[mindspore.int32, mindspore.float32, mindspore.int64, mindspore.float64], but '
        'got String'),
    'arange int8 tensor': (lambda: ops.arange(Tensor(3, ms.int8)), TypeError,
        'For arange, the input type must be int or float or a TensorScalar in '
        '[mindspore.int32, mindspore.float32, mindspore.int64, mindspore.float64], but '
        'got Int8'),
    'arange step str': (lambda: ops.arange(1.0, 2, "a"), TypeError,
        'For arange, the input type must be int or float or a TensorScalar in '
        '[mindspore.int32, mindspore.float32, mindspore.int64, mindspore.float64], but '
        'got String'),
    'full None': (lambda: ops.full((2,), None), TypeError,
        'Failed calling Cast with "Cast()(input=None, dtype=mindspore.dtype)".\nThe '
        'valid calling should be: \n"Cast()(input=<Number, Tensor>, '
        'dtype=<mindspore.dtype>)".'),
    'full list': (lambda: ops.full((2,), [1]), TypeError,
        'Failed calling Cast with "Cast()(input=List<int>, dtype=mindspore.dtype)".\n'
        'The valid calling should be: \n"Cast()(input=<Number, Tensor>, '
        'dtype=<mindspore.dtype>)".'),
    'full str dtype': (lambda: ops.full((2,), "a", dtype=ms.int32), TypeError,
        'Failed calling Cast with "Cast()(input=string, dtype=mindspore.dtype)".\nThe '
        'valid calling should be: \n"Cast()(input=<Number, Tensor>, '
        'dtype=<mindspore.dtype>)".'),
    'one_hot str': (lambda: ops.one_hot(I(2), "a", Tensor(1.0), Tensor(0.0)), TypeError,
        'Failed calling OneHot with "OneHot(axis=int)(indices=Tensor, depth=string, '
        'on_value=Tensor, off_value=Tensor)".\nThe valid calling should be: \n'
        '"OneHot(axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, '
        'off_value=<Tensor>)".'),
    'one_hot float on': (lambda: ops.one_hot(I(2), 2.5, 1.0, 0.0), TypeError,
        'Failed calling OneHot with "OneHot(axis=int)(indices=Tensor, depth=float, '
        'on_value=Tensor, off_value=Tensor)".\nThe valid calling should be: \n'
        '"OneHot(axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, '
        'off_value=<Tensor>)".'),
    'scatter str dim': (lambda: ops.scatter(F(2, 3), "a", I(2, 3), F(2, 3)), TypeError,
        'Failed calling Scatter with "Scatter()(input=Tensor, dim=string, '
        'index=Tensor, src=Tensor, reduce=string)".\nThe valid calling should be: \n'
        '"Scatter()(input=<Tensor>, dim=<Tensor, int>, index=<Tensor>, src=<Tensor>, '
        'reduce=<string>)".'),
    'aap2 str': (lambda: ops.adaptive_avg_pool2d(F(1, 1, 4, 4), "a"), TypeError,
        "For 'AdaptiveAvgPool2D', the type of 'output_size' should be one of '['int', "
        "'tuple']', but got type 'str'."),
    'aap2 tuple float': (lambda: ops.adaptive_avg_pool2d(F(1, 1, 4, 4), (2.5, 2)), TypeError,
        "For 'AdaptiveAvgPool2D', the type of 'output_size[0]' should be one of "
        "'['int', 'NoneType']', but got type 'float'."),
    'aap2 list': (lambda: ops.adaptive_avg_pool2d(F(1, 1, 4, 4), [2, 2]), TypeError,
        "For 'AdaptiveAvgPool2D', the type of 'output_size' should be one of '['int', "
        "'tuple']', but got type 'list'."),
    'ap2 tuple float': (lambda: ops.avg_pool2d(F(1, 1, 4, 4), (2.5, 2)), TypeError,
        "For 'avg_pool2d', the 'kernel_size' must be int, but got 'float'"),
    'ap2 tuple 3': (lambda: ops.avg_pool2d(F(1, 1, 4, 4), (2, 2, 2)), ValueError,
        'For avg_pool2d, kernel_size should be int or tuple of length 2.'),
    'ap2 str': (lambda: ops.avg_pool2d(F(1, 1, 4, 4), "a"), TypeError,
        'For avg_pool2d, kernel_size should be int or tuple of length 2.'),
    'ap2 stride float': (lambda: ops.avg_pool2d(F(1, 1, 4, 4), 2, 1.5), TypeError,
        'For avg_pool2d, stride should be int or tuple of length 2.'),
    'ap2 1d': (lambda: ops.avg_pool2d(F(4), 2), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'ap1 1d': (lambda: ops.avg_pool1d(F(4), 2), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'ap1 4d': (lambda: ops.avg_pool1d(F(1, 1, 4, 4), 2), ValueError,
        'For primitive[AvgPool3D], the x_rank must be equal to 5, but got 6.'),
    'mp2 3d': (lambda: ops.max_pool2d(F(1, 4, 4), 2), ValueError,
        'For primitive[MaxPoolWithArgmaxV2], the input x rank must be equal to 4, but '
        'got 3.'),
    'mp2 1d': (lambda: ops.max_pool2d(F(4), 2), ValueError,
        'For primitive[MaxPoolWithArgmaxV2], the input x rank must be equal to 4, but '
        'got 1.'),
    'mp2 5d': (lambda: ops.max_pool2d(F(1, 1, 1, 4, 4), 2), ValueError,
        'For primitive[MaxPoolWithArgmaxV2], the input x rank must be equal to 4, but '
        'got 5.'),
    'mp2 kernel (0,2)': (lambda: ops.max_pool2d(F(1, 1, 4, 4), (0, 2)), ValueError,
        "For 'MaxPoolWithArgmaxV2' attr 'kernel_size' must be an positive int number "
        'or a tuple of two positive int numbers, but got (0, 2)'),
    'mp2 kernel -1': (lambda: ops.max_pool2d(F(1, 1, 4, 4), -1), ValueError,
        "For 'MaxPoolWithArgmaxV2' attr 'kernel_size' must be an positive int number "
        'or a tuple of two positive int numbers, but got -1'),
    'mp2 stride 0': (lambda: ops.max_pool2d(F(1, 1, 4, 4), 2, 0), ValueError,
        "For 'MaxPoolWithArgmaxV2' attr 'strides' must be an positive int number or a "
        'tuple of two positive int numbers, but got 0'),
    'c2 stride (0,1)': (
        lambda: ops.conv2d(F(1, 1, 4, 4), F(1, 1, 3, 3), stride=(0, 1)), ValueError,
        "For 'Conv2D' attr 'stride' must be an positive int number or a tuple of two "
        'or four positive int numbers, but got (0, 1)'),
    'c2 stride -1': (lambda: ops.conv2d(F(1, 1, 4, 4), F(1, 1, 3, 3), stride=-1), ValueError,
        "For 'Conv2D' attr 'stride' must be an positive int number or a tuple of two "
        'or four positive int numbers, but got -1'),
    'c2 weight 2d': (lambda: ops.conv2d(F(1, 1, 4, 4), F(3, 3)), ValueError,
        "For 'Conv2D' attr 'kernel_size' must be an positive int number or a tuple of "
        'two positive int numbers, but got ()'),
    'c2 weight 5d': (lambda: ops.conv2d(F(1, 1, 4, 4), F(1, 1, 1, 3, 3)), ValueError,
        'For primitive[Conv2D], the w shape size must be equal to 4, but got 5.'),
    'c2 dilation 0': (lambda: ops.conv2d(F(1, 1, 4, 4), F(1, 1, 3, 3), dilation=0), ValueError,
        "For 'Conv2D' attr 'dilation' must be an positive int number or a tuple of two "
        'or four positive int numbers, but got 0'),
    'ed neg out': (lambda: A(2, 3).expand_dims(-4), ValueError,
        "The 'axis' must be in range of [-3, 3), but got -4 with type 'int'."),
    'ed str': (lambda: A(2, 3).expand_dims("a"), TypeError,
        "The type of 'axis' must be 'int', but got 'str'."),
    'ops ed out': (lambda: ops.expand_dims(A(2, 3), 3), ValueError,
        'Dimension out of range (expected to be in range of [-3, 3), but got 3)'),
    'ops ed float': (lambda: ops.expand_dims(A(2, 3), 1.5), TypeError,
        'Failed calling ExpandDims with "ExpandDims()(input_x=Tensor, axis=float)".\n'
        'The valid calling should be: \n"ExpandDims()(input_x=<Tensor>, axis=<Tensor, '
        'int>)".'),
    'tr out neg': (lambda: A(2, 3).transpose(-3, 0), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got -3)'),
    'tr out 3d': (lambda: A(2, 3, 4).transpose(0, 3), ValueError,
        'Dimension out of range (expected to be in range of [-3, 3), but got 3)'),
    'swapaxes out': (lambda: A(2, 3).swapaxes(0, 2), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 2."),
    'mean out neg': (lambda: A(2, 3).mean(-3), ValueError,
        'For primitive[MeanExt], the axis value must be in [-2,2), but got -3.'),
    'mean out tuple': (lambda: A(2, 3).mean((0, 2)), ValueError,
        'For primitive[MeanExt], the axis value must be in [-2,2), but got 2.'),
    'mean out kw': (lambda: A(2, 3).mean(axis=2), ValueError,
        'For primitive[ReduceMean], the axis value must be in [-2,2), but got 2.'),
    'ops mean out': (lambda: ops.mean(A(2, 3), 2), ValueError,
        'For primitive[ReduceMean], the axis value must be in [-2,2), but got 2.'),
    'norm dim out neg': (lambda: A(2, 3).norm(dim=-3), ValueError,
        'For primitive[ReduceSum], the axis value must be in [-2,2), but got -3.'),
    'ops norm dim out': (lambda: ops.norm(A(2, 3), dim=2), ValueError,
        'For primitive[ReduceSum], the axis value must be in [-2,2), but got 2.'),
    'renorm dim neg': (lambda: A(2, 3).renorm(2, -3, 1.0), RuntimeError,
        "For 'Renorm, the attribute 'dim' must be in range [-2, 2), but got -3"),
    'ops renorm dim out': (lambda: ops.renorm(A(2, 3), 2, 2, 1.0), RuntimeError,
        "For 'Renorm, the attribute 'dim' must be in range [-2, 2), but got 2"),
    'diff axis neg': (lambda: A(2, 3).diff(1, -3), IndexError,
        'tuple index out of range'),
    'ops diff axis out': (lambda: ops.diff(A(2, 3), 1, 2), IndexError,
        'tuple index out of range'),
    'cummin str': (lambda: A(2, 3).cummin("a"), TypeError,
        "The date type of 'axis' must be Int, but got a."),
    'ops cummin float': (lambda: ops.cummin(A(2, 3), 1.5), TypeError,
        "The date type of 'axis' must be Int, but got 1.5."),
    'cummax float': (lambda: A(2, 3).cummax(1.5), TypeError,
        'Failed calling Cummax with "Cummax(axis=float)(input=Tensor)".\nThe valid '
        'calling should be: \n"Cummax(axis=<int>)(input=<Tensor>)".'),
    'item 2 args': (lambda: A(2, 3).item(0, 0), TypeError,
        'Tensor.item() takes 1 positional argument but 3 were given'),
    'item 1 arg size1': (lambda: A(1).item(0), TypeError,
        'Tensor.item() takes 1 positional argument but 2 were given'),
    'itemset float': (lambda: A(2, 3).itemset(1.5), IndexError,
        'Only tensor which shape is (1,) support 1 arg that means omit index, but the '
        'tensor shape is (2, 3) and got 1 input.'),
    'itemset none': (lambda: A(2, 3).itemset(None), IndexError,
        "'Tensor.itemset()' only support number input, but got None"),
    'new_full None': (lambda: A(2, 3).new_full((2,), None), TypeError,
        'new_full(): missing 1 required positional argument: fill_value.'),
    'new_full list': (lambda: A(2, 3).new_full((2,), [1]), TypeError,
        "new_full(): argument 'fill_value' (position 2) must be Number, not list."),
    'mm mismatch': (lambda: A(2, 3).mm(A(2, 3)), ValueError,
        "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 3 and "
        "'x2_row': 2."),
    'lerp ops': (lambda: ops.lerp(A(2, 3), F(3, 3), 0.5), ValueError,
        "For 'Lerp', start.shape and end.shape need to broadcast. The value of "
        'start.shape[2] or end.shape[2] must be 1 or -1 when they are not the same, '
        'but got start.shape = [2, 3] and end.shape = [3, 3]'),
    'lerp weight shape': (lambda: A(2, 3).lerp(F(2, 3), F(3, 3)), ValueError,
        "For 'Lerp', start.shape and weight.shape need to broadcast. The value of "
        'start.shape[2] or weight.shape[2] must be 1 or -1 when they are not the same, '
        'but got start.shape = [2, 3] and weight.shape = [3, 3]'),
    'sum_to_size rank': (lambda: A(2, 3).sum_to_size(1, 2, 3), ValueError,
        'For sum_to_size, size (1, 2, 3) is not expandable to the tensor size (2, 3).'),
    'sum_to_size tuple': (lambda: A(2, 3).sum_to_size((3, 3)), ValueError,
        'For sum_to_size, size (3, 3) is not expandable to the tensor size (2, 3).'),
    'std ddof float': (lambda: ops.std(F(4), ddof=1.5), TypeError,
        "For 'std', the type of 'ddof' should be one of '['int', 'bool']', but got "
        "type 'float'."),
    'var ddof str': (lambda: ops.var(F(4), ddof="a"), TypeError,
        "For 'var', the type of 'ddof' should be one of '['int', 'bool']', but got "
        "type 'str'."),
    'std axis float': (lambda: ops.std(F(2, 2), axis=1.5), TypeError,
        "Each axis should be integer, but got <class 'float'> in (1.5,)."),
    't.std ddof str': (lambda: A(2, 3).std(ddof="a"), TypeError,
        'Failed calling std with "std(ddof=string)".\nThe valid calling should be:\n'
        '"Tensor.std(dim=<None, int, list of int, tuple of int>, *, correction=<int>, '
        'keepdim=<bool>)"\n    match failed because incorrect keyword name: ddof\n'
        '"Tensor.std(axis=<None, int, list of int, tuple of int>, ddof=<int>, '
        'keepdims=<bool>)"\n    match failed because incorrect keyword name: ddof'),
    'LSTM h0 batch': (
        lambda: nn.LSTM(3, 4, batch_first=True)(F(2, 5, 3), (F(1, 3, 4), F(1, 2, 4))), ValueError,
        'For primitive[LSTM], the h_shape: [1,3,4,] must be equal to [1,2,4,]'),
    'LSTM c0 hidden': (
        lambda: nn.LSTM(3, 4, batch_first=True)(F(2, 5, 3), (F(1, 2, 4), F(1, 2, 5))), ValueError,
        'For primitive[LSTM], the h_shape: [1,2,4,] must be equal to [1,2,5,]'),
    'LSTM c0 batch': (
        lambda: nn.LSTM(3, 4, batch_first=True)(F(2, 5, 3), (F(1, 2, 4), F(1, 3, 4))), ValueError,
        'For primitive[LSTM], the h_shape: [1,2,4,] must be equal to [1,3,4,]'),
    'LSTM h0 2d': (
        lambda: nn.LSTM(3, 4, batch_first=True)(F(2, 5, 3), (F(2, 4), F(1, 2, 4))), ValueError,
        'For primitive[LSTM], the h_shape.size() must be equal to 3, but got 2.'),
    'mint ri dim neg': (lambda: mint.repeat_interleave(A(2, 3), 2, -3), ValueError,
        'For primitive[RepeatInterleaveInt], the dim must be in [-2,1], but got -3.'),
    'mint ri tensor dim out': (
        lambda: mint.repeat_interleave(A(2, 3), Tensor([1, 2]), 2), ValueError,
        'For primitive[RepeatInterleaveTensor], the dim must be in [-2,1], but got 2.'),
    'mint full list': (lambda: mint.full((2,), [1]), TypeError,
        'Failed calling FillScalar with "FillScalar()(size=Tuple<int>, '
        'fill_value=List<int>, dtype=mindspore.dtype)".\nThe valid calling should '
        'be: \n"FillScalar()(size=<list of int, tuple of int>, fill_value=<Tensor, '
        'Number>, dtype=<mindspore.dtype>)".'),
    'mint full None': (lambda: mint.full((2,), None), TypeError,
        'Failed calling FillScalar with "FillScalar()(size=Tuple<int>, '
        'fill_value=None, dtype=mindspore.dtype)".\nThe valid calling should be: \n'
        '"FillScalar()(size=<list of int, tuple of int>, fill_value=<Tensor, Number>, '
        'dtype=<mindspore.dtype>)".'),
    'conv2d stride 3-tuple': (
        lambda: ops.conv2d(F(1, 1, 4, 4), F(1, 1, 3, 3), stride=(1, 1, 1)), ValueError,
        "For 'conv2d', the stride must be a int or a tuple/list with length 2, but got "
        '(1, 1, 1).'),
    'aap2 bool': (lambda: ops.adaptive_avg_pool2d(F(1, 1, 4, 4), True), TypeError,
        "For 'AdaptiveAvgPool2D', the type of 'output_size' should be one of '['int', "
        "'tuple']', but got type 'bool'."),
    'aap2 tuple 3': (lambda: ops.adaptive_avg_pool2d(F(1, 1, 4, 4), (2, 2, 2)), ValueError,
        "For 'AdaptiveAvgPool2D', the 'length of output_size' must be int and must = "
        "2, but got '3' with type 'int'."),
    'itemset bool': (lambda: A(2, 3).itemset(True), IndexError,
        "'Tensor.itemset()' only support number input, but got True"),
    't.expand_dims bool': (lambda: A(2, 3).expand_dims(True), TypeError,
        "The type of 'axis' must be 'int', but got 'bool'."),
    'ParameterTuple clone empty': (
        lambda: ParameterTuple([Parameter(F(2), name="w")]).clone(""), ValueError,
        "The '' is illegal, it must be match regular'^\\w+[0-9a-zA-Z\\_\\.]*$' by "
        "flags're.ASCII.'"),
    'Conv2d NHWC': (lambda: nn.Conv2d(1, 2, 3, data_format="NHWC"), ValueError,
        'For \'Conv2d\', the "NHWC" format only support in GPU target, but got the '
        "'format' is NHWC and the platform is CPU."),
    'get_context None': (lambda: ms.get_context(None), TypeError,
        "attribute name must be string, not 'NoneType'"),
    'set_context 2 positional': (lambda: ms.set_context(1, 2), TypeError,
        'too many positional arguments'),
    'diff axis float': (lambda: A(2, 3).diff(1, 1.5), TypeError,
        'tuple indices must be integers or slices, not float'),
    'cummin tuple': (lambda: A(2, 3).cummin((0,)), TypeError,
        "The date type of 'axis' must be Int, but got (0,)."),
    'cummin bool': (lambda: ops.cummin(A(2, 3), True), TypeError,
        "For 'cummin', the date type of 'axis' must be Int, but got True."),
    't.mean dim kw out': (lambda: A(2, 3).mean(dim=2), ValueError,
        'For primitive[MeanExt], the axis value must be in [-2,2), but got 2.'),
    't.mean keepdim pos out': (lambda: A(2, 3).mean(2, True), ValueError,
        'For primitive[MeanExt], the axis value must be in [-2,2), but got 2.'),
    'ops.norm tuple dim out': (lambda: ops.norm(A(2, 3), dim=(0, 2)), ValueError,
        'For norm, the dim is out of range.'),
    'avg_pool2d list kernel': (lambda: ops.avg_pool2d(F(1, 1, 4, 4), [2, 2]), TypeError,
        'For avg_pool2d, kernel_size should be int or tuple of length 2.'),
    'avg_pool2d 2d': (lambda: ops.avg_pool2d(F(4, 4), 2), ValueError,
        'For primitive[AvgPool3D], the x_rank must be equal to 5, but got 3.'),
    'avg_pool2d 5d': (lambda: ops.avg_pool2d(F(1, 1, 1, 4, 4), 2), ValueError,
        'For primitive[AvgPool3D], the x_rank must be equal to 5, but got 6.'),
    'max_pool2d list kernel': (lambda: ops.max_pool2d(F(1, 1, 4, 4), [2, 2]).shape, TypeError,
        "For 'MaxPoolWithArgmaxV2', the type of 'kernel_size' should be one of "
        "'['int', 'tuple']', but got type 'list'."),
    'isclose np float tol': (lambda: ops.isclose(F(2), F(2), rtol=np.float32(1e-5)), TypeError,
        "For 'IsClose', the type of 'rtol' should be one of '[bool, int, float]', but "
        "got <class 'numpy.float32'>."),
}
