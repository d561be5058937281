"""Rows of ``test_bad_input_catalogue47`` (variants of this round's fixes (repeat_interleave,
pooling, one_hot, full, Tensor methods' axes, std / var)): MindSpore 2.10's exception type and text
for each call (measured on 2.10 CPU, one case per process (forked after the imports),
pynative_synchronize on; /tmp/s64/bad47/w/c6.py with /tmp/s64/bad47/run.py; the text up to 2.10's
C++ call stack).
Measured and left out (minicell differs or 2.10 computes): arange None (TypeError: 'For arange, the
input type must be int or float or a TensorScalar in [mindspore.int32, min'); arange list
(TypeError: 'For arange, the input type must be int or float or a TensorScalar in [mindspore.int32,
min'); arange bool (TypeError: "'>' not supported between instances of 'NoneType' and 'str'");
arange end str (TypeError: 'For arange, the input type must be int or float or a TensorScalar in
[mindspore.int32, min'); arange int8 tensor (TypeError: 'For arange, the input type must be int or
float or a TensorScalar in [mindspore.int32, min'); arange step str (TypeError: 'For arange, the
input type must be int or float or a TensorScalar in [mindspore.int32, min'); mint arange str
(TypeError: 'Failed calling Arange with "Arange()(start=int, end=string, step=int,
dtype=mindspore.dtyp'); full None (TypeError: 'Failed calling Cast with "Cast()(input=None,
dtype=mindspore.dtype)".\nThe valid calling sh'); full list (TypeError: 'Failed calling Cast with
"Cast()(input=List<int>, dtype=mindspore.dtype)".\nThe valid calli'); full str dtype (TypeError:
'Failed calling Cast with "Cast()(input=string, dtype=mindspore.dtype)".\nThe valid calling ');
scatter str dim (TypeError: 'Failed calling Scatter with "Scatter()(input=Tensor, dim=string,
index=Tensor, src=Tensor,'); clip_by_norm None (TypeError: 'Failed calling mul with
"mul(None)".\nThe valid calling should be:\n"Tensor.mul(other=<Numbe'); clip_by_norm list
(TypeError: 'Failed calling Mul with "Mul()(input=Tensor, other=List<float>)".\nThe valid calling
should'); aap2 str (TypeError: "For 'AdaptiveAvgPool2D', the type of 'output_size' should be one of
'['int', 'tuple']', bu"); aap2 tuple float (TypeError: "For 'AdaptiveAvgPool2D', the type of
'output_size[0]' should be one of '['int', 'NoneType'"); aap2 list (TypeError: "For
'AdaptiveAvgPool2D', the type of 'output_size' should be one of '['int', 'tuple']', bu"); c2 stride
(0,1) (ValueError: "For 'Conv2D' attr 'stride' must be an positive int number or a tuple of two or
four positi"); c2 stride -1 (ValueError: "For 'Conv2D' attr 'stride' must be an positive int number
or a tuple of two or four positi"); c2 weight 2d (ValueError: "For 'Conv2D' attr 'kernel_size' must
be an positive int number or a tuple of two positive "); c2 weight 5d (ValueError: 'For
primitive[Conv2D], the w shape size must be equal to 4, but got 5.'); c2 dilation 0 (ValueError:
"For 'Conv2D' attr 'dilation' must be an positive int number or a tuple of two or four posi"); ed
neg out (ValueError: "The 'axis' must be in range of [-3, 3), but got -4 with type 'int'."); ed str
(TypeError: "The type of 'axis' must be 'int', but got 'str'."); tr out neg (ValueError: 'Dimension
out of range (expected to be in range of [-2, 2), but got -3)'); tr out 3d (ValueError: 'Dimension
out of range (expected to be in range of [-3, 3), but got 3)'); mean out neg (ValueError: 'For
primitive[MeanExt], the axis value must be in [-2,2), but got -3.'); mean out tuple (ValueError:
'For primitive[MeanExt], the axis value must be in [-2,2), but got 2.'); norm dim out neg
(ValueError: 'For primitive[ReduceSum], the axis value must be in [-2,2), but got -3.'); ops norm
dim out (ValueError: 'For primitive[ReduceSum], the axis value must be in [-2,2), but got 2.');
renorm dim neg (RuntimeError: "For 'Renorm, the attribute 'dim' must be in range [-2, 2), but got
-3"); diff axis neg (IndexError: 'tuple index out of range'); ops diff axis out (IndexError: 'tuple
index out of range'); cummin str (TypeError: "The date type of 'axis' must be Int, but got a.");
ops cummin float (TypeError: "The date type of 'axis' must be Int, but got 1.5."); item 2 args
(TypeError: 'Tensor.item() takes 1 positional argument but 3 were given'); item 1 arg size1
(TypeError: 'Tensor.item() takes 1 positional argument but 2 were given'); itemset float
(IndexError: 'Only tensor which shape is (1,) support 1 arg that means omit index, but the tensor
shape '); itemset none (IndexError: "'Tensor.itemset()' only support number input, but got None");
new_full list (TypeError: "new_full(): argument 'fill_value' (position 2) must be Number, not
list."); dot 1d (ValueError: "For \\'dot\\', the inputs x1, x2 should have \\'dimension >= 2\\',but
got \\'len(x1_shape)\\': ("); ops dot 2d (ValueError: "For 'MatMul' the input dimensions must be
equal, but got 'x1_col': 3 and 'x2_row': 2."); lerp ops (ValueError: "For 'Lerp', start.shape and
end.shape need to broadcast. The value of start.shape[2] or en"); lerp weight shape (ValueError:
"For 'Lerp', start.shape and weight.shape need to broadcast. The value of start.shape[2] or"); ops
take float (RuntimeError: 'The kernel Take unregistered.').
"""
from minicell import Tensor, ops  # noqa: F401  (the rows' calls)
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
    'ops ed out': (lambda: ops.expand_dims(A(2, 3), 3), ValueError,
        'Dimension out of range (expected to be in range of [-3, 3), but got 3)'),
    'ops ed float': (lambda: ops.expand_dims(A(2, 3), 1.5), TypeError,
        'Failed calling ExpandDims with "ExpandDims()(input_x=Tensor, axis=float)".\n'
        'The valid calling should be: \n"ExpandDims()(input_x=<Tensor>, axis=<Tensor, '
        'int>)".'),
    'swapaxes out': (lambda: A(2, 3).swapaxes(0, 2), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 2."),
    'mean out kw': (lambda: A(2, 3).mean(axis=2), ValueError,
        'For primitive[ReduceMean], the axis value must be in [-2,2), but got 2.'),
    'ops mean out': (lambda: ops.mean(A(2, 3), 2), ValueError,
        'For primitive[ReduceMean], the axis value must be in [-2,2), but got 2.'),
    'ops renorm dim out': (lambda: ops.renorm(A(2, 3), 2, 2, 1.0), RuntimeError,
        "For 'Renorm, the attribute 'dim' must be in range [-2, 2), but got 2"),
    'cummax float': (lambda: A(2, 3).cummax(1.5), TypeError,
        'Failed calling Cummax with "Cummax(axis=float)(input=Tensor)".\nThe valid '
        'calling should be: \n"Cummax(axis=<int>)(input=<Tensor>)".'),
    'new_full None': (lambda: A(2, 3).new_full((2,), None), TypeError,
        'new_full(): missing 1 required positional argument: fill_value.'),
    'mm mismatch': (lambda: A(2, 3).mm(A(2, 3)), ValueError,
        "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 3 and "
        "'x2_row': 2."),
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
}
