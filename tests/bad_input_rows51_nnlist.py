"""Rows of ``test_bad_input_catalogue51`` (nn Cells not in round 50's table (convolution, dropout,
activation, normalisation, padding, image, math and recurrent Cells, losses given one operand)
called with a Python list or float where a Tensor is taken): MindSpore 2.10's exception type and
text for each call (measured on 2.10 CPU, one case per process (forked after the imports),
pynative_synchronize on; /tmp/s68/bad51/w/f2.py with /tmp/s68/bad51/run.py).
Measured and left out (minicell differs or 2.10 computes): nn.Conv1d(1, 1, 1) 1.0 (TypeError:
'Failed calling ExpandDims with "ExpandDims()(inp); nn.LogSigmoid() 1.0 (2.10 computes);
nn.Softplus() [1.0] (AttributeError: "module 'mindspore.nn' has no attribute 'Sof); nn.Softplus()
1.0 (AttributeError: "module 'mindspore.nn' has no attribute 'Sof); nn.Pad(((1, 1),)) [1.0]
(TypeError: 'For primitive[Pad], the input argument[input_x] ); nn.OneHot() 1.0 (TypeError: 'Failed
calling OneHot with "OneHot(axis=int)(ind); nn.CosineSimilarity() [1.0] (AxisError: 'axis 1 is out
of bounds for array of dimension 1); nn.PairwiseDistance() [1.0] (AttributeError: "module
'mindspore.nn' has no attribute 'Pai); nn.PairwiseDistance() 1.0 (AttributeError: "module
'mindspore.nn' has no attribute 'Pai); nn.LSTM(2, 2) [1.0] (AttributeError: "'list' object has no
attribute 'shape'"); nn.LSTM(2, 2) 1.0 (AttributeError: "'float' object has no attribute 'shape'");
nn.GRU(2, 2) [1.0] (AttributeError: "'list' object has no attribute 'shape'"); nn.GRU(2, 2) 1.0
(AttributeError: "'float' object has no attribute 'shape'"); nn.RNN(2, 2) [1.0] (AttributeError:
"'list' object has no attribute 'shape'"); nn.RNN(2, 2) 1.0 (AttributeError: "'float' object has no
attribute 'shape'"); nn.MultiheadAttention(2, 1) [1.0] (IndexError: 'tuple index out of range');
nn.MultiheadAttention(2, 1) 1.0 (IndexError: 'tuple index out of range'); nn.Unfold([1, 1, 1, 1],
[1, 1, 1, 1], [1, 1, 1, 1]) [1.0] (TypeError: 'Failed calling ExtractImagePatches with "Extract);
nn.Unfold([1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1]) 1.0 (TypeError: 'Failed calling
ExtractImagePatches with "Extract); nn.Fold((2, 2), 1) [1.0] (AttributeError: "module
'mindspore.nn' has no attribute 'Fol); nn.Fold((2, 2), 1) 1.0 (AttributeError: "module
'mindspore.nn' has no attribute 'Fol); nn.ResizeBilinear() [1.0] (AttributeError: "module
'mindspore.nn' has no attribute 'Res); nn.ResizeBilinear() 1.0 (AttributeError: "module
'mindspore.nn' has no attribute 'Res); nn.Hardsigmoid() [1.0] (AttributeError: "module
'mindspore.nn' has no attribute 'Har); nn.Hardsigmoid() 1.0 (AttributeError: "module 'mindspore.nn'
has no attribute 'Har).
"""
from minicell import Tensor, nn  # noqa: F401  (the rows' calls)


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'nn.Dense(2, 2) [1.0]': (lambda: nn.Dense(2, 2)([1.0]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'nn.Dense(2, 2) 1.0': (lambda: nn.Dense(2, 2)(1.0), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'float'>."),
    'nn.Conv1d(1, 1, 1) [1.0]': (lambda: nn.Conv1d(1, 1, 1)([1.0]), TypeError,
        'Failed calling ExpandDims with "ExpandDims()(input_x=List<float>, '
        'axis=int)".\nThe valid calling should be: \n"ExpandDims()(input_x=<Tensor>, '
        'axis=<Tensor, int>)".'),
    'nn.Conv3d(1, 1, 1) [1.0]': (lambda: nn.Conv3d(1, 1, 1)([1.0]), TypeError,
        'For Primitive[Conv3D], the type of input argument[x] must be Tensor but got '
        'List[Float32].'),
    'nn.Conv3d(1, 1, 1) 1.0': (lambda: nn.Conv3d(1, 1, 1)(1.0), TypeError,
        'For Primitive[Conv3D], the type of input argument[x] must be Tensor but got '
        'Float32.'),
    'nn.Conv1dTranspose(1, 1, 1) [1.0]': (lambda: nn.Conv1dTranspose(1, 1, 1)([1.0]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'nn.Conv1dTranspose(1, 1, 1) 1.0': (lambda: nn.Conv1dTranspose(1, 1, 1)(1.0), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'float'>."),
    'nn.Conv3dTranspose(1, 1, 1) [1.0]': (lambda: nn.Conv3dTranspose(1, 1, 1)([1.0]), TypeError,
        'For Primitive[Conv3DTranspose], the type of input argument[x] must be Tensor '
        'but got List[Float32].'),
    'nn.Conv3dTranspose(1, 1, 1) 1.0': (lambda: nn.Conv3dTranspose(1, 1, 1)(1.0), TypeError,
        'For Primitive[Conv3DTranspose], the type of input argument[x] must be Tensor '
        'but got Float32.'),
    'nn.Sigmoid() [1.0]': (lambda: nn.Sigmoid()([1.0]), TypeError,
        'Failed calling Sigmoid with "Sigmoid()(input=List<float>)".\nThe valid '
        'calling should be: \n"Sigmoid()(input=<Tensor>)".'),
    'nn.Sigmoid() 1.0': (lambda: nn.Sigmoid()(1.0), TypeError,
        'Failed calling Sigmoid with "Sigmoid()(input=float)".\nThe valid calling '
        'should be: \n"Sigmoid()(input=<Tensor>)".'),
    'nn.Tanh() [1.0]': (lambda: nn.Tanh()([1.0]), TypeError,
        'Failed calling Tanh with "Tanh()(input=List<float>)".\nThe valid calling '
        'should be: \n"Tanh()(input=<Tensor>)".'),
    'nn.Tanh() 1.0': (lambda: nn.Tanh()(1.0), TypeError,
        'Failed calling Tanh with "Tanh()(input=float)".\nThe valid calling should '
        'be: \n"Tanh()(input=<Tensor>)".'),
    'nn.ReLU() [1.0]': (lambda: nn.ReLU()([1.0]), TypeError,
        'Failed calling ReLU with "ReLU()(input=List<float>)".\nThe valid calling '
        'should be: \n"ReLU()(input=<Tensor>)".'),
    'nn.ReLU() 1.0': (lambda: nn.ReLU()(1.0), TypeError,
        'Failed calling ReLU with "ReLU()(input=float)".\nThe valid calling should '
        'be: \n"ReLU()(input=<Tensor>)".'),
    'nn.Softmax() [1.0]': (lambda: nn.Softmax()([1.0]), TypeError,
        'Failed calling Softmax with "Softmax(axis=Tuple<int>)(input=List<float>)".\n'
        'The valid calling should be: \n"Softmax(axis=<int, tuple of '
        'int>)(input=<Tensor>)".'),
    'nn.Softmax() 1.0': (lambda: nn.Softmax()(1.0), TypeError,
        'Failed calling Softmax with "Softmax(axis=Tuple<int>)(input=float)".\nThe '
        'valid calling should be: \n"Softmax(axis=<int, tuple of '
        'int>)(input=<Tensor>)".'),
    'nn.LogSoftmax() [1.0]': (lambda: nn.LogSoftmax()([1.0]), TypeError,
        'Failed calling LogSoftmax with "LogSoftmax(axis=int)(logits=List<float>)".\n'
        'The valid calling should be: \n"LogSoftmax(axis=<int>)(logits=<Tensor>)".'),
    'nn.LogSoftmax() 1.0': (lambda: nn.LogSoftmax()(1.0), TypeError,
        'Failed calling LogSoftmax with "LogSoftmax(axis=int)(logits=float)".\nThe '
        'valid calling should be: \n"LogSoftmax(axis=<int>)(logits=<Tensor>)".'),
    'nn.LogSigmoid() [1.0]': (lambda: nn.LogSigmoid()([1.0]), TypeError,
        'Failed calling Mul with "Mul()(input=List<float>, other=int)".\nThe valid '
        'calling should be: \n"Mul()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'nn.Tanhshrink() [1.0]': (lambda: nn.Tanhshrink()([1.0]), TypeError,
        "For tanhshrink, the input must be a Tensor, but got <class 'list'>."),
    'nn.Tanhshrink() 1.0': (lambda: nn.Tanhshrink()(1.0), TypeError,
        "For tanhshrink, the input must be a Tensor, but got <class 'float'>."),
    'nn.RReLU() [1.0]': (lambda: nn.RReLU()([1.0]), TypeError,
        "For 'rrelu', the input must be a Tensor, but got <class 'list'>."),
    'nn.RReLU() 1.0': (lambda: nn.RReLU()(1.0), TypeError,
        "For 'rrelu', the input must be a Tensor, but got <class 'float'>."),
    'nn.BatchNorm3d(2) [1.0]': (lambda: nn.BatchNorm3d(2)([1.0]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'nn.BatchNorm3d(2) 1.0': (lambda: nn.BatchNorm3d(2)(1.0), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'float'>."),
    'nn.InstanceNorm1d(2) [1.0]': (lambda: nn.InstanceNorm1d(2)([1.0]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'nn.InstanceNorm1d(2) 1.0': (lambda: nn.InstanceNorm1d(2)(1.0), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'float'>."),
    'nn.InstanceNorm3d(2) [1.0]': (lambda: nn.InstanceNorm3d(2)([1.0]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'nn.InstanceNorm3d(2) 1.0': (lambda: nn.InstanceNorm3d(2)(1.0), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'float'>."),
    'nn.AvgPool3d(2) [1.0]': (lambda: nn.AvgPool3d(2)([1.0]), AttributeError,
        "'list' object has no attribute 'shape'"),
    'nn.AvgPool3d(2) 1.0': (lambda: nn.AvgPool3d(2)(1.0), AttributeError,
        "'float' object has no attribute 'shape'"),
    'nn.Upsample(scale_factor=2.0) [1.0]': (
        lambda: nn.Upsample(scale_factor=2.0)([1.0]), TypeError,
        "For 'interpolate', 'input' must be a tensor, but got <class 'list'>"),
    'nn.Upsample(scale_factor=2.0) 1.0': (lambda: nn.Upsample(scale_factor=2.0)(1.0), TypeError,
        "For 'interpolate', 'input' must be a tensor, but got <class 'float'>"),
    'nn.ReflectionPad1d(1) [1.0]': (lambda: nn.ReflectionPad1d(1)([1.0]), AttributeError,
        "'list' object has no attribute 'shape'"),
    'nn.ReflectionPad1d(1) 1.0': (lambda: nn.ReflectionPad1d(1)(1.0), AttributeError,
        "'float' object has no attribute 'shape'"),
    'nn.ReflectionPad2d(1) [1.0]': (lambda: nn.ReflectionPad2d(1)([1.0]), AttributeError,
        "'list' object has no attribute 'shape'"),
    'nn.ReflectionPad2d(1) 1.0': (lambda: nn.ReflectionPad2d(1)(1.0), AttributeError,
        "'float' object has no attribute 'shape'"),
    'nn.ReplicationPad1d(1) [1.0]': (lambda: nn.ReplicationPad1d(1)([1.0]), AttributeError,
        "'list' object has no attribute 'shape'"),
    'nn.ReplicationPad1d(1) 1.0': (lambda: nn.ReplicationPad1d(1)(1.0), AttributeError,
        "'float' object has no attribute 'shape'"),
    'nn.ReplicationPad2d(1) [1.0]': (lambda: nn.ReplicationPad2d(1)([1.0]), AttributeError,
        "'list' object has no attribute 'shape'"),
    'nn.ReplicationPad2d(1) 1.0': (lambda: nn.ReplicationPad2d(1)(1.0), AttributeError,
        "'float' object has no attribute 'shape'"),
    'nn.Pad(((1, 1),)) 1.0': (lambda: nn.Pad(((1, 1),))(1.0), TypeError,
        'For primitive[Pad], the input argument[input_x] must be a type of {Tensor}, '
        'but got Float32.'),
    'nn.Norm() [1.0]': (lambda: nn.Norm()([1.0]), TypeError,
        'Failed calling Square with "Square()(input=List<float>)".\nThe valid calling '
        'should be: \n"Square()(input=<Tensor>)".'),
    'nn.Norm() 1.0': (lambda: nn.Norm()(1.0), TypeError,
        'Failed calling Square with "Square()(input=float)".\nThe valid calling should '
        'be: \n"Square()(input=<Tensor>)".'),
    'nn.OneHot() [1.0]': (lambda: nn.OneHot()([1.0]), TypeError,
        'Failed calling OneHot with "OneHot(axis=int)(indices=List<float>, depth=int, '
        'on_value=Tensor, off_value=Tensor)".\nThe valid calling should be: \n'
        '"OneHot(axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, '
        'off_value=<Tensor>)".'),
    'nn.CosineSimilarity() 1.0': (lambda: nn.CosineSimilarity()(1.0), TypeError,
        "For 'Metric' and its derived classes, the input data type must be tensor, "
        "list or numpy.ndarray, but got <class 'float'>."),
    'nn.CentralCrop(0.5) [1.0]': (lambda: nn.CentralCrop(0.5)([1.0]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'nn.CentralCrop(0.5) 1.0': (lambda: nn.CentralCrop(0.5)(1.0), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'float'>."),
    'nn.ImageGradients() [1.0]': (lambda: nn.ImageGradients()([1.0]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'nn.ImageGradients() 1.0': (lambda: nn.ImageGradients()(1.0), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'float'>."),
    'nn.Tril() [1.0]': (lambda: nn.Tril()([1.0]), AttributeError,
        "'list' object has no attribute 'shape'"),
    'nn.Tril() 1.0': (lambda: nn.Tril()(1.0), AttributeError,
        "'float' object has no attribute 'shape'"),
    'nn.Triu() [1.0]': (lambda: nn.Triu()([1.0]), AttributeError,
        "'list' object has no attribute 'shape'"),
    'nn.Triu() 1.0': (lambda: nn.Triu()(1.0), AttributeError,
        "'float' object has no attribute 'shape'"),
    'nn.MatrixDiag() [1.0]': (lambda: nn.MatrixDiag()([1.0]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'nn.MatrixDiag() 1.0': (lambda: nn.MatrixDiag()(1.0), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'float'>."),
    'nn.MatrixDiagPart() [1.0]': (lambda: nn.MatrixDiagPart()([1.0]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'nn.MatrixDiagPart() 1.0': (lambda: nn.MatrixDiagPart()(1.0), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'float'>."),
    'nn.ClipByNorm() [1.0]': (lambda: nn.ClipByNorm()([1.0]), TypeError,
        "ClipByNorm.construct() missing 1 required positional argument: 'clip_norm'"),
    'nn.ClipByNorm() 1.0': (lambda: nn.ClipByNorm()(1.0), TypeError,
        "ClipByNorm.construct() missing 1 required positional argument: 'clip_norm'"),
    'nn.Moments() [1.0]': (lambda: nn.Moments()([1.0]), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor '
        "or COOTensor, but got <class 'list'>."),
    'nn.Moments() 1.0': (lambda: nn.Moments()(1.0), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor '
        "or COOTensor, but got <class 'float'>."),
    'nn.ZeroPad2d(1) [1.0]': (lambda: nn.ZeroPad2d(1)([1.0]), TypeError,
        "For 'pad', the type of 'input_x' must be Tensor, but got <class 'list'>."),
    'nn.ZeroPad2d(1) 1.0': (lambda: nn.ZeroPad2d(1)(1.0), TypeError,
        "For 'pad', the type of 'input_x' must be Tensor, but got <class 'float'>."),
    'nn.AdaptiveAvgPool1d(2) [1.0]': (lambda: nn.AdaptiveAvgPool1d(2)([1.0]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'nn.AdaptiveAvgPool1d(2) 1.0': (lambda: nn.AdaptiveAvgPool1d(2)(1.0), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'float'>."),
    'nn.L1Loss() [1.0]': (lambda: nn.L1Loss()([1.0]), TypeError,
        "L1Loss.construct() missing 1 required positional argument: 'labels'"),
    'nn.L1Loss() 1.0': (lambda: nn.L1Loss()(1.0), TypeError,
        "L1Loss.construct() missing 1 required positional argument: 'labels'"),
    'nn.Flatten(0, 1) [1.0]': (lambda: nn.Flatten(0, 1)([1.0]), TypeError,
        'the input x must be Tensor!'),
    'nn.Flatten(0, 1) 1.0': (lambda: nn.Flatten(0, 1)(1.0), TypeError,
        'the input x must be Tensor!'),
    'nn.BiDense(2, 2, 2) [1.0]': (lambda: nn.BiDense(2, 2, 2)([1.0]), TypeError,
        "BiDense.construct() missing 1 required positional argument: 'input2'"),
    'nn.BiDense(2, 2, 2) 1.0': (lambda: nn.BiDense(2, 2, 2)(1.0), TypeError,
        "BiDense.construct() missing 1 required positional argument: 'input2'"),
    'nn.PReLU() [1.0]': (lambda: nn.PReLU()([1.0]), AttributeError,
        "'list' object has no attribute 'dtype'"),
    'nn.PReLU() 1.0': (lambda: nn.PReLU()(1.0), AttributeError,
        "'float' object has no attribute 'dtype'"),
    'nn.Mish() [1.0]': (lambda: nn.Mish()([1.0]), TypeError,
        'For Primitive[Mish], the type of input argument[input_x] must be Tensor but '
        'got List[Float32].'),
    'nn.Mish() 1.0': (lambda: nn.Mish()(1.0), TypeError,
        'For Primitive[Mish], the type of input argument[input_x] must be Tensor but '
        'got Float32.'),
    'nn.SoftmaxCrossEntropyWithLogits() [1.0]': (
        lambda: nn.SoftmaxCrossEntropyWithLogits()([1.0]), TypeError,
        'SoftmaxCrossEntropyWithLogits.construct() missing 1 required positional '
        "argument: 'labels'"),
    'nn.SoftmaxCrossEntropyWithLogits() 1.0': (
        lambda: nn.SoftmaxCrossEntropyWithLogits()(1.0), TypeError,
        'SoftmaxCrossEntropyWithLogits.construct() missing 1 required positional '
        "argument: 'labels'"),
    'nn.Embedding(4, 2) [1.0]': (lambda: nn.Embedding(4, 2)([1.0]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'nn.Embedding(4, 2) 1.0': (lambda: nn.Embedding(4, 2)(1.0), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'float'>."),
    'nn.Threshold(0.1, 0.0) [1.0]': (lambda: nn.Threshold(0.1, 0.0)([1.0]), TypeError,
        "For 'threshold', the 'input' must be a Tensor, but got 'List[Float32]'"),
    'nn.Threshold(0.1, 0.0) 1.0': (lambda: nn.Threshold(0.1, 0.0)(1.0), TypeError,
        "For 'threshold', the 'input' must be a Tensor, but got 'Float32'"),
    'nn.ReLU6() [1.0]': (lambda: nn.ReLU6()([1.0]), TypeError,
        'Failed calling ReLU6 with "ReLU6()(x=List<float>)".\nThe valid calling should '
        'be: \n"ReLU6()(x=<Tensor>)".'),
    'nn.ReLU6() 1.0': (lambda: nn.ReLU6()(1.0), TypeError,
        'Failed calling ReLU6 with "ReLU6()(x=float)".\nThe valid calling should be: \n'
        '"ReLU6()(x=<Tensor>)".'),
    'nn.HSigmoid() [1.0]': (lambda: nn.HSigmoid()([1.0]), TypeError,
        'Failed calling HSigmoid with "HSigmoid()(input=List<float>)".\nThe valid '
        'calling should be: \n"HSigmoid()(input=<Tensor>)".'),
    'nn.HSigmoid() 1.0': (lambda: nn.HSigmoid()(1.0), TypeError,
        'Failed calling HSigmoid with "HSigmoid()(input=float)".\nThe valid calling '
        'should be: \n"HSigmoid()(input=<Tensor>)".'),
    'nn.GELU() [1.0]': (lambda: nn.GELU()([1.0]), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor '
        "or COOTensor, but got <class 'list'>."),
    'nn.GELU() 1.0': (lambda: nn.GELU()(1.0), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor '
        "or COOTensor, but got <class 'float'>."),
    'nn.SiLU() [1.0]': (lambda: nn.SiLU()([1.0]), TypeError,
        'Failed calling SiLU with "SiLU()(input=List<float>)".\nThe valid calling '
        'should be: \n"SiLU()(input=<Tensor>)".'),
    'nn.SiLU() 1.0': (lambda: nn.SiLU()(1.0), TypeError,
        'Failed calling SiLU with "SiLU()(input=float)".\nThe valid calling should '
        'be: \n"SiLU()(input=<Tensor>)".'),
    'nn.CELU() [1.0]': (lambda: nn.CELU()([1.0]), TypeError,
        'Failed calling CeLU with "CeLU(alpha=float)(x=List<float>)".\nThe valid '
        'calling should be: \n"CeLU(alpha=<float>)(x=<Tensor>)".'),
    'nn.CELU() 1.0': (lambda: nn.CELU()(1.0), TypeError,
        'Failed calling CeLU with "CeLU(alpha=float)(x=float)".\nThe valid calling '
        'should be: \n"CeLU(alpha=<float>)(x=<Tensor>)".'),
    'nn.ELU() [1.0]': (lambda: nn.ELU()([1.0]), TypeError,
        'Failed calling Elu with "Elu(alpha=float)(input_x=List<float>)".\nThe valid '
        'calling should be: \n"Elu(alpha=<float>)(input_x=<Tensor>)".'),
    'nn.ELU() 1.0': (lambda: nn.ELU()(1.0), TypeError,
        'Failed calling Elu with "Elu(alpha=float)(input_x=float)".\nThe valid calling '
        'should be: \n"Elu(alpha=<float>)(input_x=<Tensor>)".'),
    'nn.LeakyReLU() [1.0]': (lambda: nn.LeakyReLU()([1.0]), TypeError,
        "For 'leaky_relu', the 'input' must be a Tensor, but got 'List[Float32]'"),
    'nn.LeakyReLU() 1.0': (lambda: nn.LeakyReLU()(1.0), TypeError,
        "For 'leaky_relu', the 'input' must be a Tensor, but got 'Float32'"),
}
