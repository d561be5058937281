"""Rows of ``test_bad_input_catalogue50`` (activation, dropout, shape and math Cells: constructor
values, axes out of range, integer inputs, and a Python list or number where a Tensor is taken):
MindSpore 2.10's exception type and text for each call (measured on 2.10 CPU, one case per process
(forked after the imports), pynative_synchronize on; /tmp/s67/bad50/w/c2.py and c4.py with
/tmp/s67/bad50/run.py).
Measured and left out (minicell differs or 2.10 computes): ELU int (TypeError: ''); RReLU int (2.10
computes); ChannelShuffle not divisible (2.10 computes); MatrixDiag int (RuntimeError: '');
MatInverse nonsquare (RuntimeError: ''); Softmin list (TypeError: 'Failed calling Softmax with
"Softmax(axis=Tuple<); LogSigmoid int (TypeError: 'Select CPU operator[Exp] fail! Unsupported data
).
"""
from minicell import Tensor, nn  # noqa: F401  (the rows' calls)

from bad_input_rows47_help import F, I  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'Hardtanh min str': (lambda: nn.Hardtanh(min_val='a'), TypeError,
        "'>=' not supported between instances of 'str' and 'float'"),
    'Hardtanh min gt max': (lambda: nn.Hardtanh(min_val=2.0, max_val=1.0), ValueError,
        'For Hardtanh, min_val should be less than max_val,but got 2.0 and 1.0'),
    'Hardtanh list input': (lambda: nn.Hardtanh()([1.0]), TypeError,
        "For 'hardtanh', the 'input' must be a Tensor, but got 'List[Float32]'"),
    'Threshold list input': (lambda: nn.Threshold(0.0, 1.0)([1.0]), TypeError,
        "For 'threshold', the 'input' must be a Tensor, but got 'List[Float32]'"),
    'Softmin axis out': (lambda: nn.Softmin(axis=3)(F(2, 3)), ValueError,
        'For primitive[Softmax], the axis must be in [-2,2), but got 3.'),
    'Softmin int input': (lambda: nn.Softmin()(I(2, 3)), TypeError,
        'For primitive[Softmax], the input argument[x] must be a type of {BFloat16, '
        'Float16, Float32, Float64}, but got Int32.'),
    'Softmax axis str': (lambda: nn.Softmax(axis='a')(F(2, 3)), TypeError,
        "For 'Softmax', the type of 'axis' should be one of '[int, tuple of int]', but "
        "got <class 'str'>."),
    'Softmax axis out': (lambda: nn.Softmax(axis=2)(F(2, 3)), ValueError,
        'For primitive[Softmax], the axis must be in [-2,2), but got 2.'),
    'Softmax int': (lambda: nn.Softmax()(I(2, 3)), TypeError,
        'For primitive[Softmax], the input argument[x] must be a type of {BFloat16, '
        'Float16, Float32, Float64}, but got Int32.'),
    'LogSoftmax axis out': (lambda: nn.LogSoftmax(axis=2)(F(2, 3)), ValueError,
        'For primitive[LogSoftmax], the axis must be in [-2,2), but got 2.'),
    'LogSoftmax axis float': (lambda: nn.LogSoftmax(axis=1.0)(F(2, 3)), TypeError,
        'Failed calling LogSoftmax with "LogSoftmax(axis=float)(logits=Tensor)".\nThe '
        'valid calling should be: \n"LogSoftmax(axis=<int>)(logits=<Tensor>)".'),
    'LogSoftmax int': (lambda: nn.LogSoftmax()(I(2, 3)), TypeError,
        'Select CPU operator[LogSoftmax] fail! Unsupported data type!\nThe supported '
        'data types are input[Float32 Int64], output[Float32];,\n but get input[[const '
        'vector]{Int32, Int64}], output[[const vector]{Int32}].'),
    'Softmax2d 2d': (lambda: nn.Softmax2d()(F(2, 3)), ValueError,
        "For 'Softmax2d', the in_shape must have 3 or 4 dims, but got 2."),
    'Softmax2d 5d': (lambda: nn.Softmax2d()(F(1, 1, 1, 2, 3)), ValueError,
        "For 'Softmax2d', the in_shape must have 3 or 4 dims, but got 5."),
    'GLU odd': (lambda: nn.GLU()(F(2, 3)), ValueError,
        "For 'Split', x_shape[1] must be divisible by output_num = 2, but got 3"),
    'GLU axis out': (lambda: nn.GLU(axis=2)(F(2, 4)), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'GLU axis str': (lambda: nn.GLU(axis='a')(F(2, 4)), TypeError,
        'Failed calling Split with "Split(axis=string, '
        'output_num=int)(input_x=Tensor)".\nThe valid calling should be: \n'
        '"Split(axis=<int>, output_num=<int>)(input_x=<Tensor>)".'),
    'CELU int': (lambda: nn.CELU()(I(2, 3)), TypeError,
        'For primitive[CeLU], the input argument[input_x] must be a type of '
        '{Tensor[Float16], Tensor[Float32], Tensor[Float64]}, but got Tensor[Int32].'),
    'RReLU lower gt upper': (lambda: nn.RReLU(lower=0.5, upper=0.1), ValueError,
        "For RReLU, the value of 'upper' must be greater than or equal to 'lower', but "
        'got upper: 0.1, lower: 0.5. '),
    'RReLU lower str': (lambda: nn.RReLU(lower='a'), TypeError,
        "For 'RReLU', the type of 'lower' should be one of '['float', 'int']', but got "
        "type 'str'."),
    'HShrink lambd str': (lambda: nn.HShrink(lambd='a'), TypeError,
        "For 'HShrink', the type of 'lambd' should be one of '[bool, int, float]', but "
        "got <class 'str'>."),
    'HShrink int': (lambda: nn.HShrink()(I(2)), TypeError,
        'For primitive[HShrink], the input argument[input_x] must be a type of '
        '{BFloat16, Float16, Float32}, but got Int32.'),
    'SoftShrink lambd str': (lambda: nn.SoftShrink(lambd='a'), TypeError,
        "For 'SoftShrink', the type of 'lambd' should be one of '[bool, int, float]', "
        "but got <class 'str'>."),
    'SoftShrink int': (lambda: nn.SoftShrink()(I(2)), TypeError,
        'For primitive[SoftShrink], the input argument[input_x] must be a type of '
        '{BFloat16, Float16, Float32}, but got Int32.'),
    'Tanhshrink list': (lambda: nn.Tanhshrink()([1.0]), TypeError,
        "For tanhshrink, the input must be a Tensor, but got <class 'list'>."),
    'LogSigmoid int': (lambda: nn.LogSigmoid()(I(2)), TypeError,
        'For primitive[Exp], the input argument[input] must be a type of {BFloat16, '
        'Bool, Complex128, Complex64, Float16, Float32, Float64, Int64}, but got Int32.'),
    'LogSigmoid list': (lambda: nn.LogSigmoid()([1.0]), TypeError,
        'Failed calling Mul with "Mul()(input=List<float>, other=int)".\nThe valid '
        'calling should be: \n"Mul()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'Mish int': (lambda: nn.Mish()(I(2)), TypeError,
        'For primitive[Mish], the input argument[input_x] must be a type of '
        '{Tensor[Float16], Tensor[Float32], Tensor[Float64]}, but got Tensor[Int32].'),
    'SiLU int': (lambda: nn.SiLU()(I(2)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int32}], output[[const vector]{Float32}].'),
    'Softsign int': (lambda: nn.Softsign()(I(2)), TypeError,
        'For primitive[Softsign], the input argument[input_x] must be a type of '
        '{Tensor[Float16], Tensor[Float32], Tensor[Float64]}, but got Tensor[Int32].'),
    'GELU approximate int': (lambda: nn.GELU(approximate=1), TypeError,
        "For 'GELU', the 'approximate' must be a bool, but got int."),
    'GELU int': (lambda: nn.GELU()(I(2)), TypeError,
        'For gelu, the input dtype must be bfloat16, float16, float32 or float64, but '
        'got Int32.'),
    'FastGelu int': (lambda: nn.FastGelu()(I(2)), TypeError,
        "For 'FastGeLU', input[0] type should be float16 or float32. but got Int32"),
    'PReLU channel 0': (lambda: nn.PReLU(channel=0), ValueError,
        "For 'PReLU', the 'channel' must be int and must > 0, but got '0' with type "
        "'int'."),
    'PReLU channel str': (lambda: nn.PReLU(channel='a'), TypeError,
        "For 'PReLU', the 'channel' must be int, but got 'str'"),
    'PReLU w str': (lambda: nn.PReLU(w='a'), TypeError,
        "For 'PReLU', the 'w' only supported float, list and tensor, but got str."),
    'PReLU channel mismatch': (lambda: nn.PReLU(channel=3)(F(2, 2)), ValueError,
        "For 'Prelu', the length of 'weight' must be equal to number of channels: 2, "
        'but got [const vector]{3}.'),
    'PReLU int': (lambda: nn.PReLU()(I(2, 2)), TypeError,
        'For primitive[PReLU], the input argument[x] must be a type of {Float16, '
        'Float32}, but got Int32.'),
    'ReLU6 int': (lambda: nn.ReLU6()(I(2)), TypeError,
        'For primitive[ReLU6], the input argument[input_x] must be a type of '
        '{Tensor[Float16], Tensor[Float32]}, but got Tensor[Int32].'),
    'Sigmoid int': (lambda: nn.Sigmoid()(I(2)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int32}], output[[const vector]{Float32}].'),
    'Tanh int': (lambda: nn.Tanh()(I(2)), TypeError,
        'Select CPU operator[Tanh] fail! Unsupported data type!\nThe supported data '
        'types are input[Float32], output[Float32];input[Float64], '
        'output[Float64];input[Complex64], output[Complex64];input[Complex128], '
        'output[Complex128];,\n but get input[[const vector]{Int32}], output[[const '
        'vector]{Float32}].'),
    'Dropout p neg': (lambda: nn.Dropout(p=-0.1), ValueError,
        "For 'Dropout', the 'p' must be a number in range [0, 1), but got -0.1."),
    'Dropout p 1': (lambda: nn.Dropout(p=1.0), ValueError,
        "For 'Dropout', the 'p' must be a number in range [0, 1), but got 1.0."),
    'Dropout p str': (lambda: nn.Dropout(p='a'), TypeError,
        "For 'Dropout', the type of 'p' should be one of '['float', 'int']', but got "
        "type 'str'."),
    'Dropout keep_prob 0': (lambda: nn.Dropout(keep_prob=0.0), ValueError,
        "For 'Dropout', the 'keep_prob' must be a number in range (0, 1], but got 0.0."),
    'Dropout keep_prob int': (lambda: nn.Dropout(keep_prob=1), TypeError,
        "For 'Dropout', the type of 'keep_prob' should be 'float', but got type 'int'."),
    'Dropout1d p big': (lambda: nn.Dropout1d(p=1.5), ValueError,
        "For 'Dropout1d', the 'p' must be a number in range [0, 1], but got 1.5."),
    'Dropout1d p str': (lambda: nn.Dropout1d(p='a'), TypeError,
        "For 'Dropout1d', the type of 'p' should be 'float', but got type 'str'."),
    'Dropout2d p big': (lambda: nn.Dropout2d(p=1.5), ValueError,
        "For 'Dropout2d', the 'p' must be a number in range [0, 1], but got 1.5."),
    'Dropout3d p big': (lambda: nn.Dropout3d(p=1.5), ValueError,
        "For 'Dropout3d', the 'p' must be a number in range [0, 1], but got 1.5."),
    'Identity extra args': (lambda: nn.Identity()(F(2), F(2)), TypeError,
        'Identity.construct() takes 2 positional arguments but 3 were given'),
    'Flatten start gt end': (lambda: nn.Flatten(start_dim=2, end_dim=1)(F(2, 3, 4)), ValueError,
        "For 'flatten', 'start_dim' cannot come after 'end_dim'."),
    'Flatten end out': (lambda: nn.Flatten(end_dim=5)(F(2, 3, 4)), ValueError,
        "'start_dim' or 'end_dim' out of range."),
    'Unflatten axis str': (lambda: nn.Unflatten('a', (2, 2)), TypeError,
        "For 'Unflatten', the type of 'axis' must be 'int', but got 'str'."),
    'Unflatten bad sizes': (lambda: nn.Unflatten(1, (2, 2))(F(2, 6)), ValueError,
        "proposed_shape '[const vector]{2, 2, 2}' is invalid for input of size 12"),
    'Unflatten sizes str': (lambda: nn.Unflatten(1, 'a'), TypeError,
        "For 'Unflatten', the type of 'unflattended_size' should be one of '['list', "
        "'tuple']', but got type 'str'."),
    'PixelShuffle not divisible': (lambda: nn.PixelShuffle(2)(F(1, 3, 2, 2)), ValueError,
        "For 'pixel_shuffle', the length of third to last dimension is not divisibleby "
        '`upscale_factor` squared.'),
    'PixelShuffle 2d': (lambda: nn.PixelShuffle(2)(F(4, 2)), ValueError,
        'For pixel_shuffle, the dimension of `input` should be larger than 2, but got '
        '2.'),
    'PixelUnshuffle not divisible': (lambda: nn.PixelUnshuffle(2)(F(1, 1, 3, 3)), ValueError,
        "For 'pixel_unshuffle', the length of second to last 2 dimension should be "
        'divisible by downscale_factor.'),
    'PixelUnshuffle 2d': (lambda: nn.PixelUnshuffle(2)(F(4, 2)), ValueError,
        'For pixel_unshuffle, the dimension of `input` should be larger than 2, but '
        'got 2.'),
    'ChannelShuffle groups 0': (lambda: nn.ChannelShuffle(0), ValueError,
        'For ChannelShuffle, the param `groups` must be larger than 0, but got 0.'),
    'ChannelShuffle groups str': (lambda: nn.ChannelShuffle('a'), TypeError,
        "For ChannelShuffle, the param `groups` must be int, but got <class 'str'>."),
    'Roll shift str': (lambda: nn.Roll('a', 0), TypeError,
        "For 'Roll', the type of 'shift' should be one of '['int', 'tuple', 'list']', "
        "but got type 'str'."),
    'Roll axis out': (lambda: nn.Roll(1, 2)(F(2, 3)), ValueError,
        "For 'Roll', the 'axis' must be in range of [-2, 2), but got 2 with type 'int'."),
    'Tril int diag str': (lambda: nn.Tril()(F(3, 3), 'a'), TypeError,
        "For 'tril', the type of 'k value' must be 'int', but got 'str'."),
    'Triu 1d': (lambda: nn.Triu()(F(3)), ValueError,
        'For primitive[Triu], the rank of input must be greater than or equal to 2, '
        'but got 1.'),
    'OneHot float indices': (lambda: nn.OneHot(depth=3)(F(2)), TypeError,
        'For primitive[OneHot], the input argument[indices] must be a type of '
        '{Tensor[Int32], Tensor[Int64]}, but got Tensor[Float32].'),
    'OneHot axis out': (lambda: nn.OneHot(axis=3, depth=3)(I(2)), ValueError,
        'For primitive[OneHot], the axis value must be in [-1,1], but got 3.'),
    'Norm axis str': (lambda: nn.Norm(axis='a'), TypeError,
        "For 'Squeeze', the type of 'axis' should be one of '[list of int, int, tuple "
        "of int]', but got <class 'str'>."),
    'Norm keep_dims int': (lambda: nn.Norm(keep_dims=1), TypeError,
        "For 'Norm', the type of 'keep_dims' should be 'bool', but got type 'int'."),
    'Norm axis out': (lambda: nn.Norm(axis=3)(F(2, 3)), ValueError,
        'For primitive[ReduceSum], the axis value must be in [-2,2), but got 3.'),
    'Moments axis str': (lambda: nn.Moments(axis='a'), TypeError,
        "For 'Moments', the type of 'axis' should be one of '['int', 'tuple']', but "
        "got type 'str'."),
    'Moments keep_dims int': (lambda: nn.Moments(keep_dims=1), TypeError,
        "For 'Moments', the type of 'keep_dims' should be 'bool', but got type 'int'."),
    'Moments int': (lambda: nn.Moments()(I(2, 3)), TypeError,
        "For 'Moments', the 'input x' should be one of [mindspore.float16, "
        "mindspore.float32], but got 'mindspore.int32'."),
    'Range delta 0': (lambda: nn.Range(0, 5, 0), ValueError,
        "For 'Range', the 'delta' can not be zero."),
    'Range start str': (lambda: nn.Range('a', 5, 1), TypeError,
        "arange() not supported for inputs with DType <class 'numpy.dtypes.StrDType'>."),
    'ReduceLogSumExp axis str': (lambda: nn.ReduceLogSumExp(axis='a'), TypeError,
        "For 'ReduceLogSumExp', the type of 'axis' should be one of '['int', 'list', "
        "'tuple']', but got type 'str'."),
    'ReduceLogSumExp axis out': (lambda: nn.ReduceLogSumExp(axis=3)(F(2, 3)), ValueError,
        'For primitive[ReduceSum], the axis value must be in [-2,2), but got 3.'),
    'MatInverse int': (lambda: nn.MatInverse()(I(2, 2)), TypeError,
        "For 'MatInverse', the 'input_a' should be one of [mindspore.float16, "
        "mindspore.float32], but got 'mindspore.int32'."),
    'MatDet nonsquare': (lambda: nn.MatDet()(F(2, 3)), ValueError,
        'For Cholesky, input x must be batch squares, but got batch 2 x 3 matrices.'),
    'LRN depth_radius str': (lambda: nn.LRN(depth_radius='a'), TypeError,
        "For 'LRN', the type of 'depth_radius' should be 'int', but got type 'str'."),
    'LRN 3d': (lambda: nn.LRN()(F(1, 2, 3)), ValueError,
        'For primitive[LRN], the rank of input  must be equal to 4 , but got 3.'),
    'LRN norm_region bad': (lambda: nn.LRN(norm_region='x'), ValueError,
        "For 'LRN', the 'norm_region' must be str and must be in "
        "'['ACROSS_CHANNELS']', but got 'x'."),
    'SoftmaxCrossEntropyWithLogits list first': (
        lambda: nn.SoftmaxCrossEntropyWithLogits()([1.0, 0.0], F(2)), TypeError,
        "For 'SoftmaxCrossEntropyWithLogits', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'SoftmaxCrossEntropyWithLogits list second': (
        lambda: nn.SoftmaxCrossEntropyWithLogits()(F(2), [1.0, 0.0]), TypeError,
        "For 'SoftmaxCrossEntropyWithLogits', the 'labels' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32*2]'"),
    'Hardtanh list': (lambda: nn.Hardtanh()([1.0, 0.0]), TypeError,
        "For 'hardtanh', the 'input' must be a Tensor, but got 'List[Float32*2]'"),
    'Hardtanh int': (lambda: nn.Hardtanh()(1), TypeError,
        "For 'hardtanh', the 'input' must be a Tensor, but got 'Int64'"),
    'Threshold list': (lambda: nn.Threshold(0.0, 1.0)([1.0, 0.0]), TypeError,
        "For 'threshold', the 'input' must be a Tensor, but got 'List[Float32*2]'"),
    'Threshold int': (lambda: nn.Threshold(0.0, 1.0)(1), TypeError,
        "For 'threshold', the 'input' must be a Tensor, but got 'Int64'"),
    'Softmin int': (lambda: nn.Softmin()(1), TypeError,
        'Failed calling Softmax with "Softmax(axis=Tuple<int>)(input=int)".\nThe valid '
        'calling should be: \n"Softmax(axis=<int, tuple of int>)(input=<Tensor>)".'),
    'Softmax list': (lambda: nn.Softmax()([1.0, 0.0]), TypeError,
        'Failed calling Softmax with "Softmax(axis=Tuple<int>)(input=List<float, '
        'float>)".\nThe valid calling should be: \n"Softmax(axis=<int, tuple of '
        'int>)(input=<Tensor>)".'),
    'Softmax int': (lambda: nn.Softmax()(1), TypeError,
        'Failed calling Softmax with "Softmax(axis=Tuple<int>)(input=int)".\nThe valid '
        'calling should be: \n"Softmax(axis=<int, tuple of int>)(input=<Tensor>)".'),
    'LogSoftmax list': (lambda: nn.LogSoftmax()([1.0, 0.0]), TypeError,
        'Failed calling LogSoftmax with "LogSoftmax(axis=int)(logits=List<float, '
        'float>)".\nThe valid calling should be: \n'
        '"LogSoftmax(axis=<int>)(logits=<Tensor>)".'),
    'LogSoftmax int': (lambda: nn.LogSoftmax()(1), TypeError,
        'Failed calling LogSoftmax with "LogSoftmax(axis=int)(logits=int)".\nThe valid '
        'calling should be: \n"LogSoftmax(axis=<int>)(logits=<Tensor>)".'),
    'GLU list': (lambda: nn.GLU()([1.0, 0.0]), TypeError,
        'Failed calling Split with "Split(axis=int, '
        'output_num=int)(input_x=List<float, float>)".\nThe valid calling should be: \n'
        '"Split(axis=<int>, output_num=<int>)(input_x=<Tensor>)".'),
    'GLU int': (lambda: nn.GLU()(1), TypeError,
        'Failed calling Split with "Split(axis=int, output_num=int)(input_x=int)".\n'
        'The valid calling should be: \n"Split(axis=<int>, '
        'output_num=<int>)(input_x=<Tensor>)".'),
    'CELU list': (lambda: nn.CELU()([1.0, 0.0]), TypeError,
        'Failed calling CeLU with "CeLU(alpha=float)(x=List<float, float>)".\nThe '
        'valid calling should be: \n"CeLU(alpha=<float>)(x=<Tensor>)".'),
    'CELU int': (lambda: nn.CELU()(1), TypeError,
        'Failed calling CeLU with "CeLU(alpha=float)(x=int)".\nThe valid calling '
        'should be: \n"CeLU(alpha=<float>)(x=<Tensor>)".'),
    'ELU list': (lambda: nn.ELU()([1.0, 0.0]), TypeError,
        'Failed calling Elu with "Elu(alpha=float)(input_x=List<float, float>)".\nThe '
        'valid calling should be: \n"Elu(alpha=<float>)(input_x=<Tensor>)".'),
    'ELU int': (lambda: nn.ELU()(1), TypeError,
        'Failed calling Elu with "Elu(alpha=float)(input_x=int)".\nThe valid calling '
        'should be: \n"Elu(alpha=<float>)(input_x=<Tensor>)".'),
    'HShrink list': (lambda: nn.HShrink()([1.0, 0.0]), TypeError,
        'Failed calling HShrink with "HShrink(lambd=float)(input=List<float, '
        'float>)".\nThe valid calling should be: \n"HShrink(lambd=<bool, int, '
        'float>)(input=<Tensor>)".'),
    'HShrink int': (lambda: nn.HShrink()(1), TypeError,
        'Failed calling HShrink with "HShrink(lambd=float)(input=int)".\nThe valid '
        'calling should be: \n"HShrink(lambd=<bool, int, float>)(input=<Tensor>)".'),
    'SoftShrink list': (lambda: nn.SoftShrink()([1.0, 0.0]), TypeError,
        'Failed calling SoftShrink with "SoftShrink(lambd=float)(input=List<float, '
        'float>)".\nThe valid calling should be: \n"SoftShrink(lambd=<bool, int, '
        'float>)(input=<Tensor>)".'),
    'SoftShrink int': (lambda: nn.SoftShrink()(1), TypeError,
        'Failed calling SoftShrink with "SoftShrink(lambd=float)(input=int)".\nThe '
        'valid calling should be: \n"SoftShrink(lambd=<bool, int, '
        'float>)(input=<Tensor>)".'),
    'Mish list': (lambda: nn.Mish()([1.0, 0.0]), TypeError,
        'For Primitive[Mish], the type of input argument[input_x] must be Tensor but '
        'got List[Float32*2].'),
    'Mish int': (lambda: nn.Mish()(1), TypeError,
        'For Primitive[Mish], the type of input argument[input_x] must be Tensor but '
        'got Int64.'),
    'SiLU list': (lambda: nn.SiLU()([1.0, 0.0]), TypeError,
        'Failed calling SiLU with "SiLU()(input=List<float, float>)".\nThe valid '
        'calling should be: \n"SiLU()(input=<Tensor>)".'),
    'SiLU int': (lambda: nn.SiLU()(1), TypeError,
        'Failed calling SiLU with "SiLU()(input=int)".\nThe valid calling should be: \n'
        '"SiLU()(input=<Tensor>)".'),
    'Softsign list': (lambda: nn.Softsign()([1.0, 0.0]), TypeError,
        'For Primitive[Softsign], the type of input argument[input_x] must be Tensor '
        'but got List[Float32*2].'),
    'Softsign int': (lambda: nn.Softsign()(1), TypeError,
        'For Primitive[Softsign], the type of input argument[input_x] must be Tensor '
        'but got Int64.'),
    'HSigmoid list': (lambda: nn.HSigmoid()([1.0, 0.0]), TypeError,
        'Failed calling HSigmoid with "HSigmoid()(input=List<float, float>)".\nThe '
        'valid calling should be: \n"HSigmoid()(input=<Tensor>)".'),
    'HSigmoid int': (lambda: nn.HSigmoid()(1), TypeError,
        'Failed calling HSigmoid with "HSigmoid()(input=int)".\nThe valid calling '
        'should be: \n"HSigmoid()(input=<Tensor>)".'),
    'HSwish list': (lambda: nn.HSwish()([1.0, 0.0]), TypeError,
        'Failed calling HSwish with "HSwish()(input=List<float, float>)".\nThe valid '
        'calling should be: \n"HSwish()(input=<Tensor>)".'),
    'HSwish int': (lambda: nn.HSwish()(1), TypeError,
        'Failed calling HSwish with "HSwish()(input=int)".\nThe valid calling should '
        'be: \n"HSwish()(input=<Tensor>)".'),
    'GELU list': (lambda: nn.GELU()([1.0, 0.0]), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor '
        "or COOTensor, but got <class 'list'>."),
    'GELU int': (lambda: nn.GELU()(1), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor '
        "or COOTensor, but got <class 'int'>."),
    'FastGelu list': (lambda: nn.FastGelu()([1.0, 0.0]), TypeError,
        'Failed calling FastGeLU with "FastGeLU()(x=List<float, float>)".\nThe valid '
        'calling should be: \n"FastGeLU()(x=<Tensor>)".'),
    'FastGelu int': (lambda: nn.FastGelu()(1), TypeError,
        'Failed calling FastGeLU with "FastGeLU()(x=int)".\nThe valid calling should '
        'be: \n"FastGeLU()(x=<Tensor>)".'),
    'LeakyReLU list': (lambda: nn.LeakyReLU()([1.0, 0.0]), TypeError,
        "For 'leaky_relu', the 'input' must be a Tensor, but got 'List[Float32*2]'"),
    'LeakyReLU int': (lambda: nn.LeakyReLU()(1), TypeError,
        "For 'leaky_relu', the 'input' must be a Tensor, but got 'Int64'"),
    'PReLU list': (lambda: nn.PReLU()([1.0, 0.0]), AttributeError,
        "'list' object has no attribute 'dtype'"),
    'PReLU int': (lambda: nn.PReLU()(1), AttributeError,
        "'int' object has no attribute 'dtype'"),
    'ReLU list': (lambda: nn.ReLU()([1.0, 0.0]), TypeError,
        'Failed calling ReLU with "ReLU()(input=List<float, float>)".\nThe valid '
        'calling should be: \n"ReLU()(input=<Tensor>)".'),
    'ReLU int': (lambda: nn.ReLU()(1), TypeError,
        'Failed calling ReLU with "ReLU()(input=int)".\nThe valid calling should be: \n'
        '"ReLU()(input=<Tensor>)".'),
    'ReLU6 list': (lambda: nn.ReLU6()([1.0, 0.0]), TypeError,
        'Failed calling ReLU6 with "ReLU6()(x=List<float, float>)".\nThe valid calling '
        'should be: \n"ReLU6()(x=<Tensor>)".'),
    'ReLU6 int': (lambda: nn.ReLU6()(1), TypeError,
        'Failed calling ReLU6 with "ReLU6()(x=int)".\nThe valid calling should be: \n'
        '"ReLU6()(x=<Tensor>)".'),
    'Sigmoid list': (lambda: nn.Sigmoid()([1.0, 0.0]), TypeError,
        'Failed calling Sigmoid with "Sigmoid()(input=List<float, float>)".\nThe valid '
        'calling should be: \n"Sigmoid()(input=<Tensor>)".'),
    'Sigmoid int': (lambda: nn.Sigmoid()(1), TypeError,
        'Failed calling Sigmoid with "Sigmoid()(input=int)".\nThe valid calling should '
        'be: \n"Sigmoid()(input=<Tensor>)".'),
    'Tanh list': (lambda: nn.Tanh()([1.0, 0.0]), TypeError,
        'Failed calling Tanh with "Tanh()(input=List<float, float>)".\nThe valid '
        'calling should be: \n"Tanh()(input=<Tensor>)".'),
    'Tanh int': (lambda: nn.Tanh()(1), TypeError,
        'Failed calling Tanh with "Tanh()(input=int)".\nThe valid calling should be: \n'
        '"Tanh()(input=<Tensor>)".'),
    'SeLU list': (lambda: nn.SeLU()([1.0, 0.0]), TypeError,
        'For Primitive[SeLU], the type of input argument[input_x] must be Tensor but '
        'got List[Float32*2].'),
    'SeLU int': (lambda: nn.SeLU()(1), TypeError,
        'For Primitive[SeLU], the type of input argument[input_x] must be Tensor but '
        'got Int64.'),
    'LogSigmoid list': (lambda: nn.LogSigmoid()([1.0, 0.0]), TypeError,
        'Failed calling Mul with "Mul()(input=List<float, float>, other=int)".\nThe '
        'valid calling should be: \n"Mul()(input=<Number, Tensor>, other=<Number, '
        'Tensor>)".'),
    'Softmax2d list': (lambda: nn.Softmax2d()([1.0, 0.0]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'Softmax2d int': (lambda: nn.Softmax2d()(1), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'int'>."),
    'RReLU list': (lambda: nn.RReLU()([1.0, 0.0]), TypeError,
        "For 'rrelu', the input must be a Tensor, but got <class 'list'>."),
    'RReLU int': (lambda: nn.RReLU()(1), TypeError,
        "For 'rrelu', the input must be a Tensor, but got <class 'int'>."),
    'Flatten list': (lambda: nn.Flatten()([1.0, 0.0]), TypeError,
        'the input x must be Tensor!'),
    'Flatten int': (lambda: nn.Flatten()(1), TypeError,
        'the input x must be Tensor!'),
}
