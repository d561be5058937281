"""Rows of ``test_bad_input_catalogue48`` (constructor and construct-time checks of nn layers
earlier rounds did not list (activations, unpooling, math cells, padding, optimizers, wrapper
cells)): MindSpore 2.10's exception type and text for each call (measured on 2.10 CPU, one case per
process (forked after the imports), pynative_synchronize on; /tmp/s65/bad48/w/c2.py with
/tmp/s65/bad48/run.py; the text up to 2.10's C++ call stack).
Measured and left out (minicell differs or 2.10 computes): SiLU int input (TypeError: 'Select CPU
operator[Sigmoid] fail! Unsupported data type!\nThe supported data types are inp'); RReLU int input
(2.10 computes); ELU int input (TypeError: ''); Tanh int input (TypeError: 'Select CPU
operator[Tanh] fail! Unsupported data type!\nThe supported data types are input['); LPPool1d rank 4
(ValueError: 'For primitive[AvgPool3D], the x_rank must be equal to 5, but got 6.'); LPPool2d rank
2 (ValueError: 'For primitive[AvgPool3D], the x_rank must be equal to 5, but got 3.'); MatInverse
rank 1 (RuntimeError: ''); IGamma mismatch (ValueError: "For 'LogicalOr', input1.shape and
input2.shape need to broadcast. The value of input1.shap"); LBeta mismatch (ValueError: "For
'AddExt', input.shape and other.shape need to broadcast. The value of input.shape[1] o");
ResizeBilinear rank 2 (AttributeError: "module 'mindspore.nn' has no attribute 'ResizeBilinear'");
ResizeBilinear no size (AttributeError: "module 'mindspore.nn' has no attribute 'ResizeBilinear'");
ResizeBilinear both (AttributeError: "module 'mindspore.nn' has no attribute 'ResizeBilinear'");
ResizeBilinear half_pixel align (AttributeError: "module 'mindspore.nn' has no attribute
'ResizeBilinear'"); ZeroPad1d str (AttributeError: "module 'mindspore.nn' has no attribute
'ZeroPad1d'"); ZeroPad1d tuple 3 (AttributeError: "module 'mindspore.nn' has no attribute
'ZeroPad1d'"); ZeroPad1d neg (AttributeError: "module 'mindspore.nn' has no attribute
'ZeroPad1d'"); ZeroPad3d tuple 2 (AttributeError: "module 'mindspore.nn' has no attribute
'ZeroPad3d'"); ChannelShuffle not divisible (2.10 computes); PairwiseDistance p str
(AttributeError: "module 'mindspore.nn' has no attribute 'PairwiseDistance'").
"""
from minicell import Tensor, nn  # noqa: F401  (the rows' calls)
from bad_input_rows48_help import F, I, _net, D  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'AdaptiveMaxPool3d output int str': (lambda: nn.AdaptiveMaxPool3d("a"), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
        "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
        "'complex', 'bytes']', but got type 'str'."),
    'AdaptiveMaxPool3d rank 2': (lambda: nn.AdaptiveMaxPool3d(2)(F(2, 2)), ValueError,
        'For primitive[AdaptiveMaxPool3D], the rank of x must be in [4,5], but got 2.'),
    'AdaptiveMaxPool3d neg': (lambda: nn.AdaptiveMaxPool3d(-1)(F(1, 2, 4, 4, 4)), ValueError,
        "For 'AdaptiveMaxPool3D', 'output_size' should be a vector with all positive "
        'item, but got (-1, -1, -1).'),
    'FastGelu int input': (lambda: nn.FastGelu()(I(2)), TypeError,
        "For 'FastGeLU', input[0] type should be float16 or float32. but got Int32"),
    'FastGelu str': (lambda: nn.FastGelu()("a"), TypeError,
        'Failed calling FastGeLU with "FastGeLU()(x=string)".\nThe valid calling '
        'should be: \n"FastGeLU()(x=<Tensor>)".'),
    'HSigmoid list': (lambda: nn.HSigmoid()([1.0]), TypeError,
        'Failed calling HSigmoid with "HSigmoid()(input=List<float>)".\nThe valid '
        'calling should be: \n"HSigmoid()(input=<Tensor>)".'),
    'LogSigmoid int input': (lambda: nn.LogSigmoid()(I(2)), TypeError,
        'For primitive[Exp], the input argument[input] must be a type of {BFloat16, '
        'Bool, Complex128, Complex64, Float16, Float32, Float64, Int64}, but got Int32.'),
    'LogSigmoid str': (lambda: nn.LogSigmoid()("a"), TypeError,
        'Failed calling Mul with "Mul()(input=string, other=int)".\nThe valid calling '
        'should be: \n"Mul()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'SiLU str': (lambda: nn.SiLU()("a"), TypeError,
        'Failed calling SiLU with "SiLU()(input=string)".\nThe valid calling should '
        'be: \n"SiLU()(input=<Tensor>)".'),
    'Tanhshrink str': (lambda: nn.Tanhshrink()("a"), TypeError,
        "For tanhshrink, the input must be a Tensor, but got <class 'str'>."),
    'Softsign int input': (lambda: nn.Softsign()(I(2)), TypeError,
        'For primitive[Softsign], the input argument[input_x] must be a type of '
        '{Tensor[Float16], Tensor[Float32], Tensor[Float64]}, but got Tensor[Int32].'),
    'Softmin axis out': (lambda: nn.Softmin(axis=3)(F(2, 2)), ValueError,
        'For primitive[Softmax], the axis must be in [-2,2), but got 3.'),
    'Softmin int input': (lambda: nn.Softmin()(I(2)), TypeError,
        'For primitive[Softmax], the input argument[x] must be a type of {BFloat16, '
        'Float16, Float32, Float64}, but got Int32.'),
    'Softmax2d rank 2': (lambda: nn.Softmax2d()(F(2, 2)), ValueError,
        "For 'Softmax2d', the in_shape must have 3 or 4 dims, but got 2."),
    'RReLU lower str': (lambda: nn.RReLU(lower="a"), TypeError,
        "For 'RReLU', the type of 'lower' should be one of '['float', 'int']', but got "
        "type 'str'."),
    'RReLU lower gt upper': (lambda: nn.RReLU(lower=0.5, upper=0.1), ValueError,
        "For RReLU, the value of 'upper' must be greater than or equal to 'lower', but "
        'got upper: 0.1, lower: 0.5. '),
    'GLU axis out': (lambda: nn.GLU(axis=3)(F(2, 4)), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 3)'),
    'GLU odd': (lambda: nn.GLU()(F(2, 3)), ValueError,
        "For 'Split', x_shape[1] must be divisible by output_num = 2, but got 3"),
    'GLU axis float': (lambda: nn.GLU(axis=1.5)(F(2, 4)), TypeError,
        'Failed calling Split with "Split(axis=float, '
        'output_num=int)(input_x=Tensor)".\nThe valid calling should be: \n'
        '"Split(axis=<int>, output_num=<int>)(input_x=<Tensor>)".'),
    'HShrink lambd str': (lambda: nn.HShrink(lambd="a"), TypeError,
        "For 'HShrink', the type of 'lambd' should be one of '[bool, int, float]', but "
        "got <class 'str'>."),
    'HShrink int input': (lambda: nn.HShrink()(I(2)), TypeError,
        'For primitive[HShrink], the input argument[input_x] must be a type of '
        '{BFloat16, Float16, Float32}, but got Int32.'),
    'SoftShrink int input': (lambda: nn.SoftShrink()(I(2)), TypeError,
        'For primitive[SoftShrink], the input argument[input_x] must be a type of '
        '{BFloat16, Float16, Float32}, but got Int32.'),
    'Mish int input': (lambda: nn.Mish()(I(2)), TypeError,
        'For primitive[Mish], the input argument[input_x] must be a type of '
        '{Tensor[Float16], Tensor[Float32], Tensor[Float64]}, but got Tensor[Int32].'),
    'ReLU6 str': (lambda: nn.ReLU6()("a"), TypeError,
        'Failed calling ReLU6 with "ReLU6()(x=string)".\nThe valid calling should '
        'be: \n"ReLU6()(x=<Tensor>)".'),
    'Sigmoid str': (lambda: nn.Sigmoid()("a"), TypeError,
        'Failed calling Sigmoid with "Sigmoid()(input=string)".\nThe valid calling '
        'should be: \n"Sigmoid()(input=<Tensor>)".'),
    'MaxUnpool1d rank 4': (lambda: nn.MaxUnpool1d(2)(F(1, 2, 2, 2), I(1, 2, 2, 2)), ValueError,
        'For primitive[MaxUnpool2D], the x_rank must be equal to 4, but got 5.'),
    'MaxUnpool1d float idx': (lambda: nn.MaxUnpool1d(2)(F(1, 2, 2), F(1, 2, 2)), TypeError,
        'For primitive[MaxUnpool2D], the input argument[argmax] must be a type of '
        '{Tensor[Int32], Tensor[Int64]}, but got Tensor[Float32].'),
    'MaxUnpool3d rank 3': (lambda: nn.MaxUnpool3d(2)(F(1, 2, 2), I(1, 2, 2)), ValueError,
        'For primitive[MaxUnpool3D], the x_rank must be equal to 5, but got 3.'),
    'MaxUnpool2d shape mismatch': (
        lambda: nn.MaxUnpool2d(2)(F(1, 1, 2, 2), I(1, 1, 3, 3)), ValueError,
        'For primitive[MaxUnpool2D], the x_shape: [1,1,2,2,] must be equal to '
        '[1,1,3,3,]'),
    'Triu k float': (lambda: nn.Triu()(F(3, 3), 1.5), TypeError,
        "For 'triu', the type of 'k value' must be 'int', but got 'float'."),
    'Triu rank 1': (lambda: nn.Triu()(F(3)), ValueError,
        'For primitive[Triu], the rank of input must be greater than or equal to 2, '
        'but got 1.'),
    'Tril k float': (lambda: nn.Tril()(F(3, 3), 1.5), TypeError,
        "For 'tril', the type of 'k value' must be 'int', but got 'float'."),
    'Tril rank 1': (lambda: nn.Tril()(F(3)), ValueError,
        "For primitive[Tril], the x's rank must be greater than or equal to 2, but got "
        '1.'),
    'MatrixDiagPart rank 1': (lambda: nn.MatrixDiagPart()(F(3)), ValueError,
        "For '_get_matrix_diag_part_assist', the 'x rank' must be int and must >= 2, "
        "but got '1' with type 'int'."),
    'MatrixSetDiag bad shape': (lambda: nn.MatrixSetDiag()(F(3, 3), F(2)), ValueError,
        "For 'MatrixSetDiag', the diagonal shape should be = x shape excluding the "
        'second last dimension: [3], but got [2].'),
    'MatrixDiag int': (lambda: nn.MatrixDiag()(1), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'int'>."),
    'MatInverse int': (lambda: nn.MatInverse()(I(2, 2)), TypeError,
        "For 'MatInverse', the 'input_a' should be one of [mindspore.float16, "
        "mindspore.float32], but got 'mindspore.int32'."),
    'MatDet rank 1': (lambda: nn.MatDet()(F(3)), ValueError,
        'For Cholesky, the dimension of input x must be greater than or equal to 2, '
        'but got a 1-D Tensor.'),
    'LGamma int': (lambda: nn.LGamma()(I(2)), TypeError,
        "For 'LGamma', the 'x' should be one of [mindspore.float16, "
        "mindspore.float32], but got 'mindspore.int32'."),
    'DiGamma int': (lambda: nn.DiGamma()(I(2)), TypeError,
        "For 'DiGamma', the 'x' should be one of [mindspore.float16, "
        "mindspore.float32], but got 'mindspore.int32'."),
    'ZeroPad2d tuple 3': (lambda: nn.ZeroPad2d((1, 2, 3)), ValueError,
        "For 'ZeroPad2d', the length of parameter 'padding' with tuple type must be a "
        'multiple of 2, but got 3'),
    'ConstantPad1d value str': (lambda: nn.ConstantPad1d(1, "a"), TypeError,
        "For 'ConstantPad1d', the type of parameter 'value' must be in [int, float], "
        "but got <class 'str'>"),
    'ReflectionPad2d too big': (lambda: nn.ReflectionPad2d(5)(F(1, 1, 2, 2)), ValueError,
        "For 'MirrorPad', paddings must be no greater than the dimension size: [5], "
        '[5] not less than [2]'),
    'ReplicationPad1d tuple 3': (lambda: nn.ReplicationPad1d((1, 2, 3)), ValueError,
        "For 'ReplicationPad1d' the length of input 'padding' must be divisible by 2, "
        'but got padding of length 3. '),
    'Range delta 0': (lambda: nn.Range(0, 5, 0), ValueError,
        "For 'Range', the 'delta' can not be zero."),
    'Range start str': (lambda: nn.Range("a", 5), TypeError,
        "arange() not supported for inputs with DType <class 'numpy.dtypes.StrDType'>."),
    'OneHot float input': (lambda: nn.OneHot(depth=3)(F(2)), TypeError,
        'For primitive[OneHot], the input argument[indices] must be a type of '
        '{Tensor[Int32], Tensor[Int64]}, but got Tensor[Float32].'),
    'Roll shift str': (lambda: nn.Roll("a", 0), TypeError,
        "For 'Roll', the type of 'shift' should be one of '['int', 'tuple', 'list']', "
        "but got type 'str'."),
    'Roll mismatch': (lambda: nn.Roll((1, 2), 0), ValueError,
        "For 'Roll', the shape of 'shift' and the shape of 'axis' must be the same, "
        "but got the length of 'shift' 2 and the length of 'axis' 1."),
    'Unflatten dim str': (lambda: nn.Unflatten("a", (2, 2)), TypeError,
        "For 'Unflatten', the type of 'axis' must be 'int', but got 'str'."),
    'Unflatten bad size': (lambda: nn.Unflatten(1, (3, 3))(F(2, 4)), ValueError,
        "proposed_shape '[const vector]{2, 3, 3}' is invalid for input of size 8"),
    'Unflatten size int': (lambda: nn.Unflatten(1, 4), TypeError,
        "For 'Unflatten', the type of 'unflattended_size' should be one of '['list', "
        "'tuple']', but got type 'int'."),
    'PixelShuffle not divisible': (lambda: nn.PixelShuffle(2)(F(1, 3, 2, 2)), ValueError,
        "For 'pixel_shuffle', the length of third to last dimension is not divisibleby "
        '`upscale_factor` squared.'),
    'PixelUnshuffle not divisible': (lambda: nn.PixelUnshuffle(2)(F(1, 1, 3, 3)), ValueError,
        "For 'pixel_unshuffle', the length of second to last 2 dimension should be "
        'divisible by downscale_factor.'),
    'ChannelShuffle 0': (lambda: nn.ChannelShuffle(0), ValueError,
        'For ChannelShuffle, the param `groups` must be larger than 0, but got 0.'),
    'Identity extra': (lambda: nn.Identity()(F(2), F(2)), TypeError,
        'Identity.construct() takes 2 positional arguments but 3 were given'),
    'Flatten start > end': (lambda: nn.Flatten(start_dim=2, end_dim=1)(F(2, 3, 4)), ValueError,
        "For 'flatten', 'start_dim' cannot come after 'end_dim'."),
    'Upsample both': (
        lambda: nn.Upsample(size=(2, 2), scale_factor=2.0)(F(1, 1, 2, 2)), ValueError,
        "For 'interpolate', 'size' and 'scale_factor' cannot be set simultaneously"),
    'Upsample none': (lambda: nn.Upsample()(F(1, 1, 2, 2)), ValueError,
        "For 'interpolate', 'size' and 'scale_factor' cannot be both empty"),
    'CosineSimilarity rank mismatch': (lambda: nn.CosineSimilarity()(F(2, 3), F(2, 4)), TypeError,
        'CosineSimilarity.update() takes 2 positional arguments but 3 were given'),
    'AdamW lr neg': (
        lambda: nn.AdamWeightDecay(_net().trainable_params(), learning_rate=-0.1), ValueError,
        "For 'AdamWeightDecay', the 'learning rate' must be float and must >= 0, but "
        "got '-0.1' with type 'float'."),
    'AdamW beta1 1': (lambda: nn.AdamWeightDecay(_net().trainable_params(), beta1=1.0), ValueError,
        "For 'AdamWeightDecay', the 'beta1' must be in range of (0.0, 1.0), but got "
        "1.0 with type 'float'."),
    'AdamW eps 0': (lambda: nn.AdamWeightDecay(_net().trainable_params(), eps=0.0), ValueError,
        "For 'AdamWeightDecay', the 'eps' must be float and must > 0, but got '0.0' "
        "with type 'float'."),
    'Lamb beta2 str': (lambda: nn.Lamb(_net().trainable_params(), 0.1, beta2="a"), TypeError,
        "For 'Lamb', the type of 'beta2' should be 'float', but got type 'str'."),
    'LARS optimizer int': (lambda: nn.LARS(1), AttributeError,
        "'int' object has no attribute 'init_params'"),
    'Rprop etas bad': (lambda: nn.Rprop(_net().trainable_params(), etas=(1.5, 0.5)), ValueError,
        "For 'Rprop', the 'etaminus' must be in range of (0.0, 1.0), but got 1.5 with "
        "type 'float'."),
    'Rprop step_sizes bad': (
        lambda: nn.Rprop(_net().trainable_params(), step_sizes=(1.0, 0.1)), ValueError,
        'For Rprop, maximal step size should not be less than minimal step size, but '
        'got 1.0 > 0.1.'),
    'ASGD lambd str': (lambda: nn.ASGD(_net().trainable_params(), lambd="a"), TypeError,
        "For 'ASGD', the type of 'lambd' should be 'float', but got type 'str'."),
    'Adamax beta1 1': (lambda: nn.AdaMax(_net().trainable_params(), beta1=1.0), ValueError,
        "For 'AdaMax', the 'beta1' must be in range of (0.0, 1.0), but got 1.0 with "
        "type 'float'."),
    'FTRL lr_power pos': (lambda: nn.FTRL(_net().trainable_params(), lr_power=0.5), ValueError,
        "For 'FTRL', the argument 'lr_power' must <= 0.0, but got 0.5."),
    'ProximalAdagrad accum neg': (
        lambda: nn.ProximalAdagrad(_net().trainable_params(), accum=-1.0), ValueError,
        "For 'ProximalAdagrad', the 'accum' must be float and must >= 0, but got "
        "'-1.0' with type 'float'."),
    'Adadelta rho 2': (lambda: nn.Adadelta(_net().trainable_params(), rho=2.0), ValueError,
        "For 'Adadelta', the 'rho' must be in range of [0.0, 1.0], but got 2.0 with "
        "type 'float'."),
    'SGD dampening str': (lambda: nn.SGD(_net().trainable_params(), dampening="a"), TypeError,
        "For 'SGD', the argument 'dampening' must be float type, but got <class 'str'>."),
    'SGD nesterov momentum 0': (
        lambda: nn.SGD(_net().trainable_params(), nesterov=True), ValueError,
        "For 'SGD', if 'nesterov' is true, 'momentum' must be > 0.0 and 'dampening' "
        "must equal to 0.0, but got 'momentum' 0.0, 'dampening' 0.0."),
    'ForwardValueAndGrad net int': (lambda: nn.ForwardValueAndGrad(1), TypeError,
        "For 'ForwardValueAndGrad', the argument 'network' must be cell, function type "
        "or method type, but got '<class 'int'>'"),
    'ForwardValueAndGrad sens str': (
        lambda: nn.ForwardValueAndGrad(_net(), sens_param="a"), TypeError,
        "For 'GradOperation', the 'sens_param' should be bool, but got str"),
    'ForwardValueAndGrad get_by_list no weights': (
        lambda: nn.ForwardValueAndGrad(_net(), get_by_list=True), TypeError,
        "For 'ForwardValueAndGrad', when 'get_by_list' is set to True, the argument "
        "'weights' must be Parameters array, but got '<class 'NoneType'>'"),
    'WithGradCell net int': (lambda: nn.WithGradCell(1), AttributeError,
        "'int' object has no attribute 'trainable_params'"),
    'GradAccumulationCell steps 0': (lambda: nn.GradAccumulationCell(_net(), 0), ValueError,
        "For 'GradAccumulationCell', the argument 'micro_size' must be large than 0, "
        'but got 0.'),
    'MicroBatchInterleaved 0': (lambda: nn.MicroBatchInterleaved(_net(), 0), ValueError,
        "For 'MicroBatchInterleaved', the argument 'interleave_num' must be large than "
        '0, but got 0.'),
    'TimeDistributed rank 2': (
        lambda: nn.TimeDistributed(_net(), time_axis=0)(F(2, 2)), ValueError,
        "For 'TimeDistributed', the inputs shape must be at least 3D, but got 2."),
    'TimeDistributed time_axis out': (
        lambda: nn.TimeDistributed(_net(), time_axis=5)(F(2, 3, 2)), ValueError,
        "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 3 and "
        "'x2_row': 2."),
    'TimeDistributed layer int': (lambda: nn.TimeDistributed(1, time_axis=0), TypeError,
        "For 'TimeDistributed', the 'layer' must be Cell or Primitive instance, but "
        'got type: int.'),
    'ClipByNorm rank mismatch': (lambda: nn.ClipByNorm(axis=3)(F(2, 2), Tensor(1.0)), ValueError,
        'The value in attribute `axis` should be within [-2, 2) range.'),
    'Moments axis str': (lambda: nn.Moments(axis="a"), TypeError,
        "For 'Moments', the type of 'axis' should be one of '['int', 'tuple']', but "
        "got type 'str'."),
    'Norm axis out': (lambda: nn.Norm(axis=3)(F(2, 2)), ValueError,
        'For primitive[ReduceSum], the axis value must be in [-2,2), but got 3.'),
    'Norm keep_dims str': (lambda: nn.Norm(keep_dims="a"), TypeError,
        "For 'Norm', the type of 'keep_dims' should be 'bool', but got type 'str'."),
    'ReduceLogSumExp axis str': (lambda: nn.ReduceLogSumExp(axis="a"), TypeError,
        "For 'ReduceLogSumExp', the type of 'axis' should be one of '['int', 'list', "
        "'tuple']', but got type 'str'."),
    'L1Regularizer neg': (lambda: nn.L1Regularizer(-1.0), ValueError,
        "For 'L1Regularizer', the 'scale' must be greater than 0, but got -1.0."),
    'L1Regularizer str': (lambda: nn.L1Regularizer("a"), TypeError,
        "For 'L1Regularizer', the type of 'scale' should be one of '['int', 'float']', "
        "but got type 'str'."),
    'CentralCrop 0': (lambda: nn.CentralCrop(0.0), ValueError,
        "For 'CentralCrop', the 'central_fraction' must be in range of (0.0, 1.0], but "
        "got 0.0 with type 'float'."),
    'CentralCrop rank 2': (lambda: nn.CentralCrop(0.5)(F(4, 4)), ValueError,
        'CentralCrop image must be 3d or 4d, but got shape (4, 4)'),
    'ImageGradients rank 3': (lambda: nn.ImageGradients()(F(1, 4, 4)), ValueError,
        "For 'ImageGradients', the dimension of 'images' must be 4d, but got 3."),
    'SSIM rank 3': (lambda: nn.SSIM()(F(1, 4, 4), F(1, 4, 4)), ValueError,
        "For 'SSIM', the dimension of 'img1' must be 4d, but got 3."),
    'PSNR mismatch': (lambda: nn.PSNR()(F(1, 1, 4, 4), F(1, 1, 2, 2)), ValueError,
        "For 'SameTypeShape', the x shape should be = y shape: (1, 1, 2, 2), but got "
        '(1, 1, 4, 4).'),
    'LRN depth str': (lambda: nn.LRN(depth_radius="a"), TypeError,
        "For 'LRN', the type of 'depth_radius' should be 'int', but got type 'str'."),
    'LRN rank 3': (lambda: nn.LRN()(F(1, 4, 4)), ValueError,
        'For primitive[LRN], the rank of input  must be equal to 4 , but got 3.'),
}
