"""Rows of ``test_bad_input_catalogue50`` (pooling, padding, normalisation, embedding, convolution
and shape Cells given bad constructor values, a wrong rank, or a Python list or number where a
Tensor is taken): MindSpore 2.10's exception type and text for each call (measured on 2.10 CPU,
one case per process (forked after the imports), pynative_synchronize on; /tmp/s67/bad50/w/c7.py
and c8.py with /tmp/s67/bad50/run.py). Measured and left out (minicell differs or 2.10
computes): MaxPool1d int input (TypeError: ''); MaxPool1d kernel gt input (ValueError: "For
'MaxPool', the each element of the output s); AvgPool1d int input (TypeError: ''); AvgPool1d
kernel gt input (ValueError: 'For Slice, the sum of begin_shape[2] and size_s); Pad list input
(TypeError: 'For primitive[Pad], the input argument[input_x] ).
"""
import numpy as np
from minicell import Tensor, nn  # noqa: F401  (the rows' calls)

from bad_input_rows47_help import F, I  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'MaxPool1d kernel 0': (lambda: nn.MaxPool1d(0), ValueError,
        "For 'MaxPool1d', the 'kernel_size' must be an positive int number or a tuple, "
        'but got 0'),
    'MaxPool1d kernel str': (lambda: nn.MaxPool1d('a'), TypeError,
        "For 'MaxPool1d', the type of 'kernel_size' should be one of '['int', "
        "'tuple']', but got type 'str'."),
    'MaxPool1d stride 0': (lambda: nn.MaxPool1d(2, 0), ValueError,
        "For 'MaxPool1d', the 'stride' must be an positive int number or a tuple, but "
        'got 0'),
    'MaxPool1d pad_mode bad': (lambda: nn.MaxPool1d(2, pad_mode='x'), ValueError,
        "For 'MaxPool1d', the 'pad_mode' must be str and must be in '['VALID', 'SAME', "
        "'PAD']', but got 'X'."),
    'MaxPool1d 4d input': (lambda: nn.MaxPool1d(2)(F(1, 1, 2, 4)), ValueError,
        "For 'MaxPool1d', the input must has 3 dim, but got 4"),
    'MaxPool1d list input': (lambda: nn.MaxPool1d(2)([1.0]), AttributeError,
        "'list' object has no attribute 'ndim'"),
    'AvgPool1d kernel 0': (lambda: nn.AvgPool1d(0), ValueError,
        "For 'AvgPool1d', the 'kernel_size' must be an positive int number or a tuple, "
        'but got 0'),
    'AvgPool1d stride str': (lambda: nn.AvgPool1d(2, 'a'), TypeError,
        "For 'AvgPool1d', the type of 'stride' should be one of '['int', 'tuple']', "
        "but got type 'str'."),
    'AvgPool1d list input': (lambda: nn.AvgPool1d(2)([1.0]), AttributeError,
        "'list' object has no attribute 'ndim'"),
    'MaxPool3d kernel 0': (lambda: nn.MaxPool3d(0), ValueError,
        "For 'MaxPool3d', the 'kernel_size' must be an positive int number or a tuple, "
        'but got 0'),
    'MaxPool3d 3d input': (lambda: nn.MaxPool3d(2)(F(2, 4, 4)), ValueError,
        'For primitive[MaxPool3D], the x_rank must be equal to 5, but got 3.'),
    'MaxPool3d int input': (lambda: nn.MaxPool3d(2)(I(1, 1, 4, 4, 4)), TypeError,
        'For primitive[MaxPool3D], the input argument[x] must be a type of '
        '{Tensor[Float16], Tensor[Float32], Tensor[Float64]}, but got Tensor[Int32].'),
    'MaxPool3d list input': (lambda: nn.MaxPool3d(2)([1.0]), AttributeError,
        "'list' object has no attribute 'ndim'"),
    'AvgPool3d kernel 0': (lambda: nn.AvgPool3d(0), ValueError,
        "For 'AvgPool3d', the 'kernel_size' must be an positive int number or a tuple, "
        'but got 0'),
    'AvgPool3d 3d input': (lambda: nn.AvgPool3d(2)(F(2, 4, 4)), ValueError,
        'For primitive[AvgPool3D], the x_rank must be equal to 5, but got 3.'),
    'AvgPool3d list input': (lambda: nn.AvgPool3d(2)([1.0]), AttributeError,
        "'list' object has no attribute 'shape'"),
    'MaxPool2d list input': (lambda: nn.MaxPool2d(2)([1.0]), AttributeError,
        "'list' object has no attribute 'ndim'"),
    'AvgPool2d list input': (lambda: nn.AvgPool2d(2)([1.0]), AttributeError,
        "'list' object has no attribute 'ndim'"),
    'MaxPool2d int input': (lambda: nn.MaxPool2d(2)(1), AttributeError,
        "'int' object has no attribute 'ndim'"),
    'AdaptiveAvgPool1d list': (lambda: nn.AdaptiveAvgPool1d(2)([1.0]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'AdaptiveAvgPool1d size 0': (lambda: nn.AdaptiveAvgPool1d(0), ValueError,
        "For 'AdaptiveAvgPool1d', the 'output_size' must be int and must >= 1, but got "
        "'0' with type 'int'."),
    'AdaptiveAvgPool1d size str': (lambda: nn.AdaptiveAvgPool1d('a'), TypeError,
        "For 'AdaptiveAvgPool1d', the type of 'output_size' should be 'int', but got "
        "type 'str'."),
    'AdaptiveMaxPool1d list': (lambda: nn.AdaptiveMaxPool1d(2)([1.0]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'AdaptiveMaxPool1d size 0': (lambda: nn.AdaptiveMaxPool1d(0), ValueError,
        "For 'AdaptiveMaxPool1d', the 'output_size' must be int and must >= 1, but got "
        "'0' with type 'int'."),
    'AdaptiveAvgPool2d list': (lambda: nn.AdaptiveAvgPool2d(2)([1.0]), TypeError,
        'For Primitive[AdaptiveAvgPool2D], the type of input argument[x] must be '
        'Tensor but got List[Float32].'),
    'AdaptiveAvgPool2d size neg': (lambda: nn.AdaptiveAvgPool2d(-1), ValueError,
        "For 'AdaptiveAvgPool2D', the argument 'output_size[0]' must >= 0, but got -1."),
    'AdaptiveMaxPool2d list': (lambda: nn.AdaptiveMaxPool2d(2)([1.0]), TypeError,
        'Failed calling AdaptiveMaxPool2D with '
        '"AdaptiveMaxPool2D(output_size=Tuple<int, int>)(input=List<float>)".\nThe '
        'valid calling should be: \n"AdaptiveMaxPool2D(output_size=<list of int, tuple '
        'of int>)(input=<Tensor>)".'),
    'AdaptiveAvgPool3d list': (lambda: nn.AdaptiveAvgPool3d(2)([1.0]), TypeError,
        'For Primitive[AdaptiveAvgPool3D], the type of input argument[x] must be '
        'Tensor but got List[Float32].'),
    'AdaptiveMaxPool3d list': (lambda: nn.AdaptiveMaxPool3d(2)([1.0]), TypeError,
        'For Primitive[AdaptiveMaxPool3D], the type of input argument[x] must be '
        'Tensor but got List[Float32].'),
    'LPPool1d list': (lambda: nn.LPPool1d(2, 2)([1.0]), AttributeError,
        "'list' object has no attribute 'shape'"),
    'LPPool2d list': (lambda: nn.LPPool2d(2, 2)([1.0]), AttributeError,
        "'list' object has no attribute 'pow'"),
    'ZeroPad2d list input': (lambda: nn.ZeroPad2d(1)([1.0]), TypeError,
        "For 'pad', the type of 'input_x' must be Tensor, but got <class 'list'>."),
    'ZeroPad2d padding str': (lambda: nn.ZeroPad2d('a'), TypeError,
        "For 'ZeroPad2d', the type of parameter 'padding' must be in [int, tuple], but "
        "got <class 'str'>"),
    'ZeroPad2d padding neg': (lambda: nn.ZeroPad2d(-1)(F(1, 2, 2)), ValueError,
        'For primitive[PadV3], the output size must be greater than 0, but got 0.'),
    'ConstantPad1d list input': (lambda: nn.ConstantPad1d(1, 0.0)([1.0]), TypeError,
        "For 'pad', the type of 'input_x' must be Tensor, but got <class 'list'>."),
    'ConstantPad1d value str': (lambda: nn.ConstantPad1d(1, 'a'), TypeError,
        "For 'ConstantPad1d', the type of parameter 'value' must be in [int, float], "
        "but got <class 'str'>"),
    'ConstantPad2d padding tuple3': (lambda: nn.ConstantPad2d((1, 1, 1), 0.0), ValueError,
        "For 'ConstantPad2d', the length of parameter 'padding' with tuple type must "
        'be a multiple of 2, but got 3'),
    'ReflectionPad1d list input': (lambda: nn.ReflectionPad1d(1)([1.0]), AttributeError,
        "'list' object has no attribute 'shape'"),
    'ReflectionPad1d padding str': (lambda: nn.ReflectionPad1d('a'), TypeError,
        "For 'ReflectionPad1d' the input 'padding' must be an integer or tuple, but "
        'got str'),
    'ReflectionPad2d pad too big': (lambda: nn.ReflectionPad2d(3)(F(1, 2, 2)), ValueError,
        "For 'MirrorPad', paddings must be no greater than the dimension size: [3], "
        '[3] not less than [2]'),
    'ReplicationPad1d list input': (lambda: nn.ReplicationPad1d(1)([1.0]), AttributeError,
        "'list' object has no attribute 'shape'"),
    'ReplicationPad2d padding str': (lambda: nn.ReplicationPad2d('a'), TypeError,
        "For 'ReplicationPad2d' the input 'padding' must be an integer or tuple, but "
        'got str'),
    'Pad paddings list': (lambda: nn.Pad([[1, 1]]), TypeError,
        "For 'Pad', the type of 'paddings' must be tuple, but got list."),
    'Pad mode bad': (lambda: nn.Pad(((1, 1),), mode='x'), ValueError,
        "For 'Pad', the 'mode' must be str and must be in '['CONSTANT', 'REFLECT', "
        "'SYMMETRIC']', but got 'x'."),
    'Embedding list input': (lambda: nn.Embedding(4, 2)([1]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'Embedding int input': (lambda: nn.Embedding(4, 2)(1), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'int'>."),
    'EmbeddingLookup list input': (lambda: nn.EmbeddingLookup(4, 2)([1]), TypeError,
        'For Primitive[EmbeddingLookup], the type of input argument[indices] must be '
        'Tensor but got List[Int64].'),
    'Upsample list input': (lambda: nn.Upsample(scale_factor=2.0)([1.0]), TypeError,
        "For 'interpolate', 'input' must be a tensor, but got <class 'list'>"),
    'PixelShuffle list input': (lambda: nn.PixelShuffle(2)([1.0]), TypeError,
        "For 'pixel_shuffle', the 'input' must be a Tensor, but got 'List[Float32]'"),
    'PixelUnshuffle list input': (lambda: nn.PixelUnshuffle(2)([1.0]), TypeError,
        "For 'pixel_unshuffle', the 'input' must be a Tensor, but got 'List[Float32]'"),
    'ChannelShuffle list input': (lambda: nn.ChannelShuffle(2)([1.0]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'Unflatten list input': (lambda: nn.Unflatten(1, (2, 2))([1.0]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'Dense list input': (lambda: nn.Dense(2, 2)([1.0, 2.0]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'Conv1d list input': (lambda: nn.Conv1d(1, 1, 2)([1.0]), TypeError,
        'Failed calling ExpandDims with "ExpandDims()(input_x=List<float>, '
        'axis=int)".\nThe valid calling should be: \n"ExpandDims()(input_x=<Tensor>, '
        'axis=<Tensor, int>)".'),
    'Conv2d list input': (lambda: nn.Conv2d(1, 1, 2)([1.0]), TypeError,
        "The primitive[Conv2D]'s input arguments[w, x] must be all tensor and those "
        'type must be same. But got input argument[x]:List[Float32]\nValid type list: '
        '{Tensor[BFloat16], Tensor[Float16], Tensor[Float32], Tensor[Int32], '
        'Tensor[Int64], Tensor[Int8]}.'),
    'BatchNorm1d list input': (lambda: nn.BatchNorm1d(2)([1.0, 2.0]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'BatchNorm2d list input': (lambda: nn.BatchNorm2d(2)([1.0]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'LayerNorm list input': (lambda: nn.LayerNorm((2,))([1.0, 2.0]), AttributeError,
        "'list' object has no attribute 'dtype'"),
    'GroupNorm list input': (lambda: nn.GroupNorm(1, 2)([1.0]), AttributeError,
        "'list' object has no attribute 'dtype'"),
    'InstanceNorm2d list input': (lambda: nn.InstanceNorm2d(2)([1.0]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'Softmax list input': (lambda: nn.Softmax()([1.0]), TypeError,
        'Failed calling Softmax with "Softmax(axis=Tuple<int>)(input=List<float>)".\n'
        'The valid calling should be: \n"Softmax(axis=<int, tuple of '
        'int>)(input=<Tensor>)".'),
    'LogSoftmax list input': (lambda: nn.LogSoftmax()([1.0]), TypeError,
        'Failed calling LogSoftmax with "LogSoftmax(axis=int)(logits=List<float>)".\n'
        'The valid calling should be: \n"LogSoftmax(axis=<int>)(logits=<Tensor>)".'),
    'ReLU list input': (lambda: nn.ReLU()([1.0]), TypeError,
        'Failed calling ReLU with "ReLU()(input=List<float>)".\nThe valid calling '
        'should be: \n"ReLU()(input=<Tensor>)".'),
    'Tanh list input': (lambda: nn.Tanh()([1.0]), TypeError,
        'Failed calling Tanh with "Tanh()(input=List<float>)".\nThe valid calling '
        'should be: \n"Tanh()(input=<Tensor>)".'),
    'Sigmoid list input': (lambda: nn.Sigmoid()([1.0]), TypeError,
        'Failed calling Sigmoid with "Sigmoid()(input=List<float>)".\nThe valid '
        'calling should be: \n"Sigmoid()(input=<Tensor>)".'),
    'ReLU int input': (lambda: nn.ReLU()(1), TypeError,
        'Failed calling ReLU with "ReLU()(input=int)".\nThe valid calling should be: \n'
        '"ReLU()(input=<Tensor>)".'),
    'Tanh int input': (lambda: nn.Tanh()(1), TypeError,
        'Failed calling Tanh with "Tanh()(input=int)".\nThe valid calling should be: \n'
        '"Tanh()(input=<Tensor>)".'),
    'Sigmoid int input': (lambda: nn.Sigmoid()(1), TypeError,
        'Failed calling Sigmoid with "Sigmoid()(input=int)".\nThe valid calling should '
        'be: \n"Sigmoid()(input=<Tensor>)".'),
    'Softmax int input': (lambda: nn.Softmax()(1), TypeError,
        'Failed calling Softmax with "Softmax(axis=Tuple<int>)(input=int)".\nThe valid '
        'calling should be: \n"Softmax(axis=<int, tuple of int>)(input=<Tensor>)".'),
    'LogSoftmax int input': (lambda: nn.LogSoftmax()(1), TypeError,
        'Failed calling LogSoftmax with "LogSoftmax(axis=int)(logits=int)".\nThe valid '
        'calling should be: \n"LogSoftmax(axis=<int>)(logits=<Tensor>)".'),
    'Tanhshrink int input': (lambda: nn.Tanhshrink()(1), TypeError,
        "For tanhshrink, the input must be a Tensor, but got <class 'int'>."),
    'LogSigmoid list input': (lambda: nn.LogSigmoid()([1.0]), TypeError,
        'Failed calling Mul with "Mul()(input=List<float>, other=int)".\nThe valid '
        'calling should be: \n"Mul()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'RReLU list input': (lambda: nn.RReLU()([1.0]), TypeError,
        "For 'rrelu', the input must be a Tensor, but got <class 'list'>."),
    'Hardtanh tuple input': (lambda: nn.Hardtanh()((1.0, 2.0)), TypeError,
        "For 'hardtanh', the 'input' must be a Tensor, but got 'Tuple[Float32*2]'"),
    'LeakyReLU float input': (lambda: nn.LeakyReLU()(1.5), TypeError,
        "For 'leaky_relu', the 'input' must be a Tensor, but got 'Float32'"),
    'L1Loss np input': (lambda: nn.L1Loss()(np.ones(2, np.float32), F(2)), TypeError,
        "For 'l1_loss', the 'input' must be a Tensor, but got 'External'"),
    'MSELoss int input': (lambda: nn.MSELoss()(1, F(2)), TypeError,
        "For 'MSELoss', the 'logits' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'Int64'"),
    'ConstantPad1d list': (lambda: nn.ConstantPad1d(1, 0.0)([1.0]), TypeError,
        "For 'pad', the type of 'input_x' must be Tensor, but got <class 'list'>."),
    'ConstantPad1d int': (lambda: nn.ConstantPad1d(1, 0.0)(1), TypeError,
        "For 'pad', the type of 'input_x' must be Tensor, but got <class 'int'>."),
    'ConstantPad1d tuple': (lambda: nn.ConstantPad1d(1, 0.0)((1.0, 2.0)), TypeError,
        "For 'pad', the type of 'input_x' must be Tensor, but got <class 'tuple'>."),
    'ConstantPad2d list': (lambda: nn.ConstantPad2d(1, 0.0)([1.0]), TypeError,
        "For 'pad', the type of 'input_x' must be Tensor, but got <class 'list'>."),
    'ConstantPad2d int': (lambda: nn.ConstantPad2d(1, 0.0)(1), TypeError,
        "For 'pad', the type of 'input_x' must be Tensor, but got <class 'int'>."),
    'ConstantPad2d tuple': (lambda: nn.ConstantPad2d(1, 0.0)((1.0, 2.0)), TypeError,
        "For 'pad', the type of 'input_x' must be Tensor, but got <class 'tuple'>."),
    'ConstantPad3d list': (lambda: nn.ConstantPad3d(1, 0.0)([1.0]), TypeError,
        "For 'pad', the type of 'input_x' must be Tensor, but got <class 'list'>."),
    'ConstantPad3d int': (lambda: nn.ConstantPad3d(1, 0.0)(1), TypeError,
        "For 'pad', the type of 'input_x' must be Tensor, but got <class 'int'>."),
    'ConstantPad3d tuple': (lambda: nn.ConstantPad3d(1, 0.0)((1.0, 2.0)), TypeError,
        "For 'pad', the type of 'input_x' must be Tensor, but got <class 'tuple'>."),
    'ReflectionPad1d list': (lambda: nn.ReflectionPad1d(1)([1.0]), AttributeError,
        "'list' object has no attribute 'shape'"),
    'ReflectionPad1d int': (lambda: nn.ReflectionPad1d(1)(1), AttributeError,
        "'int' object has no attribute 'shape'"),
    'ReflectionPad1d tuple': (lambda: nn.ReflectionPad1d(1)((1.0, 2.0)), AttributeError,
        "'tuple' object has no attribute 'shape'"),
    'ReflectionPad2d list': (lambda: nn.ReflectionPad2d(1)([1.0]), AttributeError,
        "'list' object has no attribute 'shape'"),
    'ReflectionPad2d int': (lambda: nn.ReflectionPad2d(1)(1), AttributeError,
        "'int' object has no attribute 'shape'"),
    'ReflectionPad2d tuple': (lambda: nn.ReflectionPad2d(1)((1.0, 2.0)), AttributeError,
        "'tuple' object has no attribute 'shape'"),
    'ReflectionPad3d list': (lambda: nn.ReflectionPad3d(1)([1.0]), AttributeError,
        "'list' object has no attribute 'shape'"),
    'ReflectionPad3d int': (lambda: nn.ReflectionPad3d(1)(1), AttributeError,
        "'int' object has no attribute 'shape'"),
    'ReflectionPad3d tuple': (lambda: nn.ReflectionPad3d(1)((1.0, 2.0)), AttributeError,
        "'tuple' object has no attribute 'shape'"),
    'ReplicationPad1d list': (lambda: nn.ReplicationPad1d(1)([1.0]), AttributeError,
        "'list' object has no attribute 'shape'"),
    'ReplicationPad1d int': (lambda: nn.ReplicationPad1d(1)(1), AttributeError,
        "'int' object has no attribute 'shape'"),
    'ReplicationPad1d tuple': (lambda: nn.ReplicationPad1d(1)((1.0, 2.0)), AttributeError,
        "'tuple' object has no attribute 'shape'"),
    'ReplicationPad2d list': (lambda: nn.ReplicationPad2d(1)([1.0]), AttributeError,
        "'list' object has no attribute 'shape'"),
    'ReplicationPad2d int': (lambda: nn.ReplicationPad2d(1)(1), AttributeError,
        "'int' object has no attribute 'shape'"),
    'ReplicationPad2d tuple': (lambda: nn.ReplicationPad2d(1)((1.0, 2.0)), AttributeError,
        "'tuple' object has no attribute 'shape'"),
    'ReplicationPad3d list': (lambda: nn.ReplicationPad3d(1)([1.0]), AttributeError,
        "'list' object has no attribute 'shape'"),
    'ReplicationPad3d int': (lambda: nn.ReplicationPad3d(1)(1), AttributeError,
        "'int' object has no attribute 'shape'"),
    'ReplicationPad3d tuple': (lambda: nn.ReplicationPad3d(1)((1.0, 2.0)), AttributeError,
        "'tuple' object has no attribute 'shape'"),
    'ZeroPad2d list': (lambda: nn.ZeroPad2d(1)([1.0]), TypeError,
        "For 'pad', the type of 'input_x' must be Tensor, but got <class 'list'>."),
    'ZeroPad2d int': (lambda: nn.ZeroPad2d(1)(1), TypeError,
        "For 'pad', the type of 'input_x' must be Tensor, but got <class 'int'>."),
    'ZeroPad2d tuple': (lambda: nn.ZeroPad2d(1)((1.0, 2.0)), TypeError,
        "For 'pad', the type of 'input_x' must be Tensor, but got <class 'tuple'>."),
    'Conv1d list x': (lambda: nn.Conv1d(1, 1, 2)([1.0]), TypeError,
        'Failed calling ExpandDims with "ExpandDims()(input_x=List<float>, '
        'axis=int)".\nThe valid calling should be: \n"ExpandDims()(input_x=<Tensor>, '
        'axis=<Tensor, int>)".'),
    'Conv2d int': (lambda: nn.Conv2d(1, 1, 2)(1), TypeError,
        "The primitive[Conv2D]'s input arguments[w, x] must be all tensor and those "
        'type must be same. But got input argument[x]:Int64\nValid type list: '
        '{Tensor[BFloat16], Tensor[Float16], Tensor[Float32], Tensor[Int32], '
        'Tensor[Int64], Tensor[Int8]}.'),
    'Conv3d list': (lambda: nn.Conv3d(1, 1, 2)([1.0]), TypeError,
        'For Primitive[Conv3D], the type of input argument[x] must be Tensor but got '
        'List[Float32].'),
    'Conv2dTranspose list': (lambda: nn.Conv2dTranspose(1, 1, 2)([1.0]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'Dense int': (lambda: nn.Dense(2, 2)(1), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'int'>."),
    'AdaptiveMaxPool2d int': (lambda: nn.AdaptiveMaxPool2d(2)(1), TypeError,
        'Failed calling AdaptiveMaxPool2D with '
        '"AdaptiveMaxPool2D(output_size=Tuple<int, int>)(input=int)".\nThe valid '
        'calling should be: \n"AdaptiveMaxPool2D(output_size=<list of int, tuple of '
        'int>)(input=<Tensor>)".'),
    'AdaptiveMaxPool2d tuple size list': (lambda: nn.AdaptiveMaxPool2d((2, 3))([1.0]), TypeError,
        'Failed calling AdaptiveMaxPool2D with '
        '"AdaptiveMaxPool2D(output_size=Tuple<int, int>)(input=List<float>)".\nThe '
        'valid calling should be: \n"AdaptiveMaxPool2D(output_size=<list of int, tuple '
        'of int>)(input=<Tensor>)".'),
}
