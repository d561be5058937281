"""Rows of ``test_bad_input_catalogue46`` (nn layers' argument checks: pooling, padding, image
quality, math and activation layers, their constructors and calls): MindSpore 2.10's
exception type and text for each call (measured on 2.10 CPU, one case per process,
pynative_synchronize on; /tmp/s63/bad46/w/b2.py with /tmp/s63/bad46/run.py; the text up to
2.10's C++ call stack).
Fixed in this round: 2.10's validator texts (``_checkparam``) of Roll's shift/axis,
Moments' and ReduceLogSumExp's axis, L1Regularizer's scale, SSIM / MSSSIM / PSNR's max_val,
filter_size and power_factors, CentralCrop's central_fraction, Pad's mode, GELU's
approximate, TimeDistributed's time_axis, Unflatten's axis; nn.Tril / nn.Triu's k and
nn.MatrixDiag's rank checked as 2.10's helpers do ('For 'tril', the type of 'k value' must be
'int', ...'); TripletMarginWithDistanceLoss's reduction text; Reflection/ReplicationPad's odd
padding text (with 2.10's trailing space); SSIM's SameTypeShape shapes as tuples.
Still different (measured, left): AdaptiveMaxPool2d(-1) computes in 2.10 (minicell refuses),
AdaptiveMaxPool2d of Int32 (2.10's kernel-select text lists each input/output pair),
AdaptiveMaxPool3d of a 2-D input ('For primitive[AdaptiveMaxPool3D], the rank of x must be in
[4,5], but got 2.'; minicell computes), LPPool1d kernel 0 / 4-D input (2.10's avg_pool1d /
AvgPool3D texts), MaxUnpool1d of float indices (MaxUnpool2D's argmax dtype text), ClipByNorm
of Int32 (2.10 refuses), nn.ResizeBilinear (not in 2.10's nn), SiLU / Sigmoid / LogSigmoid /
FastGelu / Tanh of Int32 (kernel texts), SeLU of Int32 (2.10 keeps Int32),
ChannelShuffle(4) of 6 channels (2.10 computes).
"""
import numpy as np
from minicell import Tensor, nn


def F(*s):
    return Tensor(np.ones(s, np.float32))


def I(*s):
    return Tensor(np.ones(s, np.int32))


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'AdaptiveMaxPool2d 2d input': (lambda: nn.AdaptiveMaxPool2d(2)(F(4)), ValueError,
        'For primitive[AdaptiveMaxPool2D], the rank of x must be in [3,4], but got 1.'),
    'ReplicationPad1d float': (lambda: nn.ReplicationPad1d(1.5), TypeError,
        "For 'ReplicationPad1d' the input 'padding' must be an integer or tuple, but got float"),
    'ReplicationPad1d 3 tuple': (lambda: nn.ReplicationPad1d((1, 2, 3)), ValueError,
        "For 'ReplicationPad1d' the length of input 'padding' must be divisible by 2, but got "
        'padding of length 3. '),
    'ReplicationPad2d str': (lambda: nn.ReplicationPad2d('a'), TypeError,
        "For 'ReplicationPad2d' the input 'padding' must be an integer or tuple, but got str"),
    'ReflectionPad3d float': (lambda: nn.ReflectionPad3d(1.5), TypeError,
        "For 'ReflectionPad3d' the input 'padding' must be an integer or tuple, but got float"),
    'ReflectionPad3d neg': (lambda: nn.ReflectionPad3d(-1), ValueError,
        "For 'ReflectionPad3d' every element in 'padding' must be >= 0. but got (-1, -1, -1, -1, "
        '-1, -1). '),
    'ConstantPad3d str value': (lambda: nn.ConstantPad3d(1, 'a'), TypeError,
        "For 'ConstantPad3d', the type of parameter 'value' must be in [int, float], but got "
        "<class 'str'>"),
    'ConstantPad3d float padding': (lambda: nn.ConstantPad3d(1.5, 0.0), TypeError,
        "For 'ConstantPad3d', the type of parameter 'padding' must be in [int, tuple], but got "
        "<class 'float'>"),
    'CentralCrop zero': (lambda: nn.CentralCrop(0.0), ValueError,
        "For 'CentralCrop', the 'central_fraction' must be in range of (0.0, 1.0], but got 0.0 "
        "with type 'float'."),
    'CentralCrop big': (lambda: nn.CentralCrop(1.5), ValueError,
        "For 'CentralCrop', the 'central_fraction' must be in range of (0.0, 1.0], but got 1.5 "
        "with type 'float'."),
    'CentralCrop str': (lambda: nn.CentralCrop('a'), TypeError,
        "For 'CentralCrop', the type of 'central_fraction' should be 'float', but got type 'str'."),
    'CentralCrop 2d input': (lambda: nn.CentralCrop(0.5)(F(4, 4)), ValueError,
        'CentralCrop image must be 3d or 4d, but got shape (4, 4)'),
    'ClipByNorm float axis': (lambda: nn.ClipByNorm(axis=1.5), TypeError,
        "For 'ClipByNorm', the type of 'axis' should be one of '['int', 'tuple', 'list']', but "
        "got type 'float'."),
    'OneHot float input': (lambda: nn.OneHot(depth=3)(F(2)), TypeError,
        'For primitive[OneHot], the input argument[indices] must be a type of {Tensor[Int32], '
        'Tensor[Int64]}, but got Tensor[Float32].'),
    'Pad bad mode': (lambda: nn.Pad(((1, 1),), mode='abc'), ValueError,
        "For 'Pad', the 'mode' must be str and must be in '['CONSTANT', 'REFLECT', "
        "'SYMMETRIC']', but got 'abc'."),
    'Pad list': (lambda: nn.Pad([[1, 1]]), TypeError,
        "For 'Pad', the type of 'paddings' must be tuple, but got list."),
    'Pad not pairs': (lambda: nn.Pad(((1, 1, 1),)), ValueError,
        "For 'Pad', the dimension of 'paddings' must be (n, 2), but got ((1, 1, 1),)."),
    'Pad rank mismatch': (lambda: nn.Pad(((1, 1),))(F(2, 2)), ValueError,
        "For 'Pad', the length of 'paddings' must be equal to the rank of 'input_x', but got 1 "
        'vs 2'),
    'Roll len mismatch': (lambda: nn.Roll((1, 2), 0), ValueError,
        "For 'Roll', the shape of 'shift' and the shape of 'axis' must be the same, but got the "
        "length of 'shift' 2 and the length of 'axis' 1."),
    'Roll float shift': (lambda: nn.Roll(1.5, 0), TypeError,
        "For 'Roll', the type of 'shift' should be one of '['int', 'tuple', 'list']', but got "
        "type 'float'."),
    'Moments keep_dims int': (lambda: nn.Moments(keep_dims=1), TypeError,
        "For 'Moments', the type of 'keep_dims' should be 'bool', but got type 'int'."),
    'Moments axis float': (lambda: nn.Moments(axis=1.5), TypeError,
        "For 'Moments', the type of 'axis' should be one of '['int', 'tuple']', but got type "
        "'float'."),
    'ReduceLogSumExp axis float': (lambda: nn.ReduceLogSumExp(1.5), TypeError,
        "For 'ReduceLogSumExp', the type of 'axis' should be one of '['int', 'list', 'tuple']', "
        "but got type 'float'."),
    'ReduceLogSumExp keep_dims int': (lambda: nn.ReduceLogSumExp(0, keep_dims=1), TypeError,
        "For 'ReduceLogSumExp', the type of 'keep_dims' should be 'bool', but got type 'int'."),
    'ImageGradients 3d': (lambda: nn.ImageGradients()(F(1, 2, 2)), ValueError,
        "For 'ImageGradients', the dimension of 'images' must be 4d, but got 3."),
    'SSIM max_val neg': (lambda: nn.SSIM(max_val=-1.0), ValueError,
        "For 'SSIM', the argument 'max_val' must > 0.0, but got -1.0."),
    'SSIM filter_size 0': (lambda: nn.SSIM(filter_size=0), ValueError,
        "For 'SSIM', the 'filter_size' must be int and must >= 1, but got '0' with type 'int'."),
    'SSIM filter_sigma neg': (lambda: nn.SSIM(filter_sigma=-1.0), ValueError,
        "For 'SSIM', the 'filter_sigma' must be float and must > 0, but got '-1.0' with type "
        "'float'."),
    'SSIM k1 str': (lambda: nn.SSIM(k1='a'), TypeError,
        "For 'SSIM', the type of 'k1' should be 'float', but got type 'str'."),
    'SSIM shapes': (lambda: nn.SSIM()(F(1, 1, 16, 16), F(1, 1, 8, 8)), ValueError,
        "For 'SameTypeShape', the x shape should be = y shape: (1, 1, 8, 8), but got (1, 1, 16, "
        '16).'),
    'PSNR max_val 0': (lambda: nn.PSNR(max_val=0.0), ValueError,
        "For 'PSNR', the argument 'max_val' must > 0.0, but got 0.0."),
    'PSNR max_val str': (lambda: nn.PSNR(max_val='a'), TypeError,
        "For 'PSNR', the type of 'max_val' should be one of '['int', 'float']', but got type "
        "'str'."),
    'PSNR 3d': (lambda: nn.PSNR()(F(1, 4, 4), F(1, 4, 4)), ValueError,
        "For 'PSNR', the dimension of 'img1' must be 4d, but got 3."),
    'MSSSIM power_factors': (lambda: nn.MSSSIM(power_factors=0.5), TypeError,
        "For 'MSSSIM', the type of 'power_factors' should be one of '['tuple', 'list']', but got "
        "type 'float'."),
    'SoftShrink int input': (lambda: nn.SoftShrink()(I(2)), TypeError,
        'For primitive[SoftShrink], the input argument[input_x] must be a type of {BFloat16, '
        'Float16, Float32}, but got Int32.'),
    'Mish int': (lambda: nn.Mish()(I(2)), TypeError,
        'For primitive[Mish], the input argument[input_x] must be a type of {Tensor[Float16], '
        'Tensor[Float32], Tensor[Float64]}, but got Tensor[Int32].'),
    'Softsign int': (lambda: nn.Softsign()(I(2)), TypeError,
        'For primitive[Softsign], the input argument[input_x] must be a type of '
        '{Tensor[Float16], Tensor[Float32], Tensor[Float64]}, but got Tensor[Int32].'),
    'ReLU6 bool': (lambda: nn.ReLU6()(Tensor([True])), TypeError,
        'For primitive[ReLU6], the input argument[input_x] must be a type of {Tensor[Float16], '
        'Tensor[Float32]}, but got Tensor[Bool].'),
    'GELU approximate str': (lambda: nn.GELU(approximate='x'), TypeError,
        "For 'GELU', the 'approximate' must be a bool, but got str."),
    'GELU int': (lambda: nn.GELU()(I(2)), TypeError,
        'For gelu, the input dtype must be bfloat16, float16, float32 or float64, but got Int32.'),
    'TripletMarginWithDistanceLoss reduction': (
        lambda: nn.TripletMarginWithDistanceLoss(reduction='x'), ValueError,
        "For 'TripletMarginWithDistanceLoss', the 'reduction' must be in ['mean', 'sum', "
        "'none'], but got x."),
    'TripletMarginWithDistanceLoss swap int': (
        lambda: nn.TripletMarginWithDistanceLoss(swap=1), TypeError,
        "For 'TripletMarginWithDistanceLoss', the 'swap' must be a bool, but got int."),
    'Conv2dBnAct act': (lambda: nn.Conv2dBnAct(1, 2, 3, activation='xx'), KeyError,
        '"The \'name\' must be in [\'softmin\', \'softmax\', \'softmax2d\', \'logsoftmax\', '
        "'logsoftmaxExt', 'relu', 'relu6', 'rrelu', 'silu', 'tanh', 'tanhshrink', 'hardtanh', "
        "'gelu', 'fast_gelu', 'elu', 'sigmoid', 'softsign', 'prelu', 'preluExt', 'leakyrelu', "
        "'hswish', 'hsigmoid', 'logsigmoid', 'softshrink', 'hshrink', 'threshold', 'mish'], but "
        'got xx."'),
    'Conv2dBnAct has_bn int': (lambda: nn.Conv2dBnAct(1, 2, 3, has_bn=1), TypeError,
        "For 'Conv2dBnAct', the 'has_bn' must be a bool, but got int."),
    'DenseBnAct act': (lambda: nn.DenseBnAct(2, 3, activation='xx'), KeyError,
        '"The \'name\' must be in [\'softmin\', \'softmax\', \'softmax2d\', \'logsoftmax\', '
        "'logsoftmaxExt', 'relu', 'relu6', 'rrelu', 'silu', 'tanh', 'tanhshrink', 'hardtanh', "
        "'gelu', 'fast_gelu', 'elu', 'sigmoid', 'softsign', 'prelu', 'preluExt', 'leakyrelu', "
        "'hswish', 'hsigmoid', 'logsigmoid', 'softshrink', 'hshrink', 'threshold', 'mish'], but "
        'got xx."'),
    'DenseBnAct has_bn int': (lambda: nn.DenseBnAct(2, 3, has_bn=1), TypeError,
        "For 'DenseBnAct', the 'has_bn' must be a bool, but got int."),
    'TimeDistributed not cell': (lambda: nn.TimeDistributed(1, 0), TypeError,
        "For 'TimeDistributed', the 'layer' must be Cell or Primitive instance, but got type: "
        'int.'),
    'TimeDistributed axis float': (lambda: nn.TimeDistributed(nn.ReLU(), 1.5), TypeError,
        "For 'TimeDistributed', the type of 'time_axis' must be 'int', but got 'float'."),
    'TimeDistributed 1d input': (lambda: nn.TimeDistributed(nn.ReLU(), 0)(F(3)), ValueError,
        "For 'TimeDistributed', the inputs shape must be at least 3D, but got 1."),
    'L1Regularizer neg': (lambda: nn.L1Regularizer(-1.0), ValueError,
        "For 'L1Regularizer', the 'scale' must be greater than 0, but got -1.0."),
    'L1Regularizer str': (lambda: nn.L1Regularizer('a'), TypeError,
        "For 'L1Regularizer', the type of 'scale' should be one of '['int', 'float']', but got "
        "type 'str'."),
    'L1Regularizer zero': (lambda: nn.L1Regularizer(0.0), ValueError,
        "For 'L1Regularizer', the 'scale' must be greater than 0, but got 0.0."),
    'Tril int input': (lambda: nn.Tril()(F(2, 2), 1.5), TypeError,
        "For 'tril', the type of 'k value' must be 'int', but got 'float'."),
    'MatrixDiag 0d': (lambda: nn.MatrixDiag()(Tensor(1.0)), ValueError,
        "For '_get_matrix_diag_assist', the 'x rank' must be int and must >= 1, but got '0' with "
        "type 'int'."),
    'MultiFieldEmbeddingLookup field_size 0': (
        lambda: nn.MultiFieldEmbeddingLookup(10, 4, 0), ValueError,
        "For 'MultiFieldEmbeddingLookup', the 'field_size' must be int and must > 0, but got '0' "
        "with type 'int'."),
    'MultiFieldEmbeddingLookup operator': (
        lambda: nn.MultiFieldEmbeddingLookup(10, 4, 2, operator='X'), ValueError,
        "For 'MultiFieldEmbeddingLookup', the 'operator' must be str and must be in '['SUM', "
        "'MAX', 'MEAN']', but got 'X'."),
    'Unflatten bad sizes': (lambda: nn.Unflatten(1, (2, 2))(F(2, 6)), ValueError,
        "proposed_shape '[const vector]{2, 2, 2}' is invalid for input of size 12"),
    'Unflatten float dim': (lambda: nn.Unflatten(1.5, (2, 3)), TypeError,
        "For 'Unflatten', the type of 'axis' must be 'int', but got 'float'."),
    'ChannelShuffle groups 0': (lambda: nn.ChannelShuffle(0), ValueError,
        'For ChannelShuffle, the param `groups` must be larger than 0, but got 0.'),
    'ChannelShuffle float': (lambda: nn.ChannelShuffle(1.5), TypeError,
        "For ChannelShuffle, the param `groups` must be int, but got <class 'float'>."),
}
