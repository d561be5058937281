"""Rows of ``test_bad_input_catalogue52`` (mint.nn functionals and Cells given wrong dims, dtypes or
arguments): MindSpore 2.10's exception type and text for each call (measured on 2.10 CPU, one case
per process (forked after the imports), pynative_synchronize on; /tmp/s69/bad52/w/m2.py, m2b.py and
m2c.py with /tmp/s69/bad52/run.py).
Measured and left out (minicell differs or 2.10 computes): MF.conv2d groups 0 (2.10 computes);
MF.conv2d stride str (TypeError: 'Failed calling conv2d with "conv2d(Tensor, Tenso); MF.one_hot
small (RuntimeError: 'The kernel OneHotExt unregistered.'); mint.nn.BatchNorm2d ch nostats
(RuntimeError: 'The kernel BatchNormExt unregistered.'); mint.nn.BatchNorm2d zero (2.10 computes);
mint.nn.BatchNorm2d neg (ValueError: 'negative dimensions are not allowed'); mint.nn.BatchNorm2d
float (TypeError: "expected a sequence of integers or a single inte); mint.nn.CrossEntropyLoss
reduction (2.10 computes); mint.nn.CrossEntropyLoss reduction int (2.10 computes); mint.nn.Conv3d
4d (ValueError: "For [Conv3DExt], (Input_shape[i]{1} + 2 * paddi); mint.nn.Conv3d 4d big
(RuntimeError: 'The kernel Conv3DExt unregistered.'); mint.nn.Embedding neg (ValueError: 'If
setting dynamic shape, dtype must not be Non); mint.nn.Embedding zero (2.10 computes);
mint.nn.Embedding dim neg (ValueError: 'If setting dynamic shape, dtype must not be Non);
mint.nn.ZeroPad2d 2d (RuntimeError: 'The kernel ConstantPadND unregistered.'); mint.nn.GELU ok
(RuntimeError: 'The kernel GeluExt unregistered.'); MF.conv1d 2d input (NotImplementedError:
'conv1d only supports Ascend.'); MF.conv1d channels (NotImplementedError: 'conv1d only supports
Ascend.'); MF.conv2d int (RuntimeError: 'The kernel Conv2DExt unregistered.'); MF.conv3d 4d
(NotImplementedError: 'conv3d only supports Ascend.'); MF.max_pool2d 2d (RuntimeError: 'Not found
op FuncMaxPool2D on device CPU'); MF.max_pool2d k0 (RuntimeError: 'Not found op FuncMaxPool2D on
device CPU'); MF.max_pool2d big k (RuntimeError: 'Not found op FuncMaxPool2D on device CPU');
MF.max_pool2d int (RuntimeError: 'Not found op FuncMaxPool2D on device CPU'); MF.max_pool2d pad big
(RuntimeError: 'Not found op FuncMaxPool2D on device CPU'); MF.avg_pool2d int (RuntimeError: 'The
kernel AvgPool2D unregistered.'); MF.avg_pool1d 2d (RuntimeError: 'The kernel AvgPool1D
unregistered.'); MF.adaptive_avg_pool2d neg (RuntimeError: 'The kernel AdaptiveAvgPool2DExt
unregistered.); MF.adaptive_max_pool2d int (TypeError: 'Select CPU operator[AdaptiveMaxPool2D]
fail! Uns); MF.batch_norm int (RuntimeError: 'The kernel BatchNormExt unregistered.');
MF.layer_norm int (RuntimeError: 'Create kernelmod for op LayerNormExt failed'); MF.embedding float
idx (RuntimeError: 'The kernel Embedding unregistered.'); MF.cross_entropy shape (RuntimeError:
'The kernel LogSoftmaxExt unregistered.'); MF.cross_entropy float target 1d (RuntimeError: 'The
kernel LogSoftmaxExt unregistered.'); MF.cross_entropy reduction (RuntimeError: 'The kernel
LogSoftmaxExt unregistered.'); MF.cross_entropy 1d (RuntimeError: 'The kernel LogSoftmaxExt
unregistered.'); MF.l1_loss int (RuntimeError: 'The kernel L1LossExt unregistered.'); MF.dropout
int (RuntimeError: 'The kernel DropoutExt unregistered.'); MF.pad reflect big (RuntimeError: 'The
kernel ReflectionPad1D unregistered.'); MF.one_hot float (RuntimeError: 'The kernel OneHotExt
unregistered.'); MF.gelu int (RuntimeError: 'The kernel GeluExt unregistered.'); MF.hardtanh
min>max (RuntimeError: 'The kernel Hardtanh unregistered.'); MF.elu int (RuntimeError: 'The kernel
EluExt unregistered.'); MF.ctc_loss 2d (AttributeError: "module 'mindspore.mint.nn.functional' has
n); mint.nn.Conv2d padding str (ValueError: "The value of 'padding' must be one of '{'same',);
mint.nn.Conv2d padding_mode (ValueError: "The value of 'padding_mode' must be one of '{'c);
mint.nn.LayerNorm int (RuntimeError: 'Create kernelmod for op LayerNormExt failed');
mint.nn.Embedding float (RuntimeError: 'The kernel Embedding unregistered.'); mint.nn.MaxPool2d 2d
in (RuntimeError: 'Not found op FuncMaxPool2D on device CPU'); mint.nn.MaxPool2d k0 (RuntimeError:
'Not found op FuncMaxPool2D on device CPU'); mint.nn.AdaptiveAvgPool2d neg (RuntimeError: 'The
kernel AdaptiveAvgPool2DExt unregistered.); mint.nn.CrossEntropyLoss shape (RuntimeError: 'The
kernel LogSoftmaxExt unregistered.'); mint.nn.ReflectionPad2d big (RuntimeError: 'The kernel
ReflectionPad2D unregistered.').
"""
import minicell.mint.nn.functional as MF
from minicell import Tensor, mint, ops  # noqa: F401  (the rows' calls)

from bad_input_rows47_help import F, I  # noqa: F401
from bad_input_rows50_help import B  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'MF.conv2d stride 0': (lambda: MF.conv2d(F(1, 1, 4, 4), F(1, 1, 2, 2), stride=0), ValueError,
        "For Conv2DExt, 'stride' must be positive, but it's { 0 }."),
    'MF.conv2d stride (1, 0)': (
        lambda: MF.conv2d(F(1, 1, 4, 4), F(1, 1, 2, 2), stride=(1, 0)), ValueError,
        "For Conv2DExt, 'stride' must be positive, but it's { 1, 0 }."),
    'MF.conv2d stride -1': (lambda: MF.conv2d(F(1, 1, 4, 4), F(1, 1, 2, 2), stride=-1), ValueError,
        "For Conv2DExt, 'stride' must be positive, but it's { -1 }."),
    'MF.conv2d dilation 0': (
        lambda: MF.conv2d(F(1, 1, 4, 4), F(1, 1, 2, 2), dilation=0), ValueError,
        "For Conv2DExt, 'dilation' must be positive, but it's { 0 }."),
    'MF.conv2d padding -1': (
        lambda: MF.conv2d(F(1, 1, 4, 4), F(1, 1, 2, 2), padding=-1), ValueError,
        "For Conv2DExt, 'padding' must be not negetive, but it's { -1 }."),
    'MF.conv2d padding str': (
        lambda: MF.conv2d(F(1, 1, 4, 4), F(1, 1, 2, 2), padding='x'), ValueError,
        'Failed to convert the value "x" of input \'padding\' of \'conv2d\' to enum.'),
    'MF.conv2d padding same stride 2': (
        lambda: MF.conv2d(F(1, 1, 4, 4), F(1, 1, 2, 2), stride=2, padding='same'), ValueError,
        "For Conv2DPadding, 'stride' must be 1, when padding is same, but it's { 2 }."),
    'MF.conv2d stride 0 3d': (lambda: MF.conv2d(F(1, 4, 4), F(1, 1, 2, 2), stride=0), ValueError,
        "For Conv2DExt, 'stride' must be positive, but it's { 0 }."),
    'MF.avg_pool2d k0': (lambda: MF.avg_pool2d(F(1, 1, 4, 4), 0), ValueError,
        'For primitive[AvgPool2D], the kernel_size value must be greater than 0, but '
        'got 0.'),
    'MF.avg_pool2d k(2, 0)': (lambda: MF.avg_pool2d(F(1, 1, 4, 4), (2, 0)), ValueError,
        'For primitive[AvgPool2D], the kernel_size value must be greater than 0, but '
        'got 0.'),
    'MF.avg_pool2d k-1': (lambda: MF.avg_pool2d(F(1, 1, 4, 4), -1), ValueError,
        'For primitive[AvgPool2D], the kernel_size value must be greater than 0, but '
        'got -1.'),
    'MF.avg_pool2d stride 0': (lambda: MF.avg_pool2d(F(1, 1, 4, 4), 2, 0), ValueError,
        'For primitive[AvgPool2D], the stride value must be greater than 0, but got 0.'),
    'MF.avg_pool2d pad neg': (lambda: MF.avg_pool2d(F(1, 1, 4, 4), 2, 2, -1), ValueError,
        'For primitive[AvgPool2D], the padding value must be greater than -1, but got '
        '-1.'),
    'MF.avg_pool2d pad big': (lambda: MF.avg_pool2d(F(1, 1, 4, 4), 2, 2, 2), ValueError,
        'For AvgPool2D, pad should be at most half of kernel size, but got pad = 2 and '
        'kernel_size = 2'),
    'MF.avg_pool2d k big': (lambda: MF.avg_pool2d(F(1, 1, 4, 4), 5), ValueError,
        'Given input size: (1x4x4). Calculated output size: (1x0x0). Output size is '
        'too small'),
    'MF.batch_norm 1d': (lambda: MF.batch_norm(F(4), F(4), F(4)), ValueError,
        'For primitive[BatchNormExt], the rank of input must be in [2,8], but got 1.'),
    'MF.batch_norm 0d': (lambda: MF.batch_norm(F(), F(4), F(4)), ValueError,
        'For primitive[BatchNormExt], the rank of input must be in [2,8], but got 0.'),
    'MF.batch_norm 9d': (
        lambda: MF.batch_norm(F(1, 1, 1, 1, 1, 1, 1, 1, 1), F(1), F(1)), ValueError,
        'For primitive[BatchNormExt], the rank of input must be in [2,8], but got 9.'),
    'MF.group_norm 1d': (lambda: MF.group_norm(F(4), 2), IndexError,
        'tuple index out of range'),
    'MF.group_norm 0d': (lambda: MF.group_norm(F(), 2), IndexError,
        'tuple index out of range'),
    'MF.group_norm weight': (lambda: MF.group_norm(F(2, 4, 3), 2, F(3)), ValueError,
        'For GroupNorm. Weight and bias must have the same shape and the rank of '
        "weight and bias must be 1. But got weight's shape: [const vector]{3}, bias's "
        'shape: [const vector]{4}'),
    'MF.interpolate 2d': (lambda: MF.interpolate(F(4, 4), size=(2, 2)), ValueError,
        'For primitive[UpsampleNearest3D], the image rank must be equal to 5, but got '
        '2.'),
    'MF.interpolate 2d bilinear': (
        lambda: MF.interpolate(F(4, 4), size=(2, 2), mode='bilinear'), ValueError,
        'For primitive[UpsampleBilinear2D], the image rank must be equal to 4, but got '
        '2.'),
    'MF.interpolate 6d': (lambda: MF.interpolate(F(1, 1, 1, 1, 1, 1), size=(2, 2)), ValueError,
        'For primitive[UpsampleNearest3D], the image rank must be equal to 5, but got '
        '6.'),
    'MF.interpolate 3d bilinear': (
        lambda: MF.interpolate(F(1, 4, 4), size=(2, 2), mode='bilinear'), ValueError,
        'For primitive[UpsampleBilinear2D], the image rank must be equal to 4, but got '
        '3.'),
    'MF.interpolate 4d linear': (
        lambda: MF.interpolate(F(1, 1, 4, 4), size=2, mode='linear'), ValueError,
        'For primitive[UpsampleLinear1D], the image rank must be equal to 3, but got 4.'),
    'MF.grid_sample mismatch': (lambda: MF.grid_sample(F(1, 1, 4, 4), F(1, 2, 2, 3)), ValueError,
        'The forth dimension of grid must be 2, but got 3'),
    'MF.grid_sample 5d mismatch': (
        lambda: MF.grid_sample(F(1, 1, 4, 4, 4), F(1, 2, 2, 2, 2)), ValueError,
        "For 'GridSampler3D', the last dimension of grid must be 3, but got 2."),
    'MF.grid_sample batch': (lambda: MF.grid_sample(F(1, 1, 4, 4), F(2, 2, 2, 2)), ValueError,
        'The shape of grid is (2, 2, 2, 2) , but the shape of input_x is (1, 1, 4, 4) '
        '. The first dimension of grid and input_x must be equal.'),
    'MF.grid_sample 3d': (lambda: MF.grid_sample(F(1, 4, 4), F(1, 2, 2)), ValueError,
        "For 'GridSampler3D', 'input_x' must be a 5-D tensor, but got 3-D tensor."),
    'MF.grid_sample rank diff': (
        lambda: MF.grid_sample(F(1, 1, 4, 4), F(1, 2, 2, 2, 3)), ValueError,
        'Grid must be a 4-dimensional tensor, but got 5-dimensional tensor.'),
    'MF.one_hot neg': (lambda: MF.one_hot(I(2), -2), ValueError,
        'For primitive[OneHotExt], the num_classes value must be greater than or equal '
        'to -1, but got -2.'),
    'mint.nn.GELU approx': (lambda: mint.nn.GELU(approximate='x')(F(2)), ValueError,
        'Failed to convert the value "x" of input \'approximate\' of \'gelu\' to enum.'),
    'mint.nn.GELU approx int': (lambda: mint.nn.GELU(approximate=1)(F(2)), TypeError,
        "gelu(): argument 'approximate' must be string but got int."),
    'mint.nn.BatchNorm2d ch': (lambda: mint.nn.BatchNorm2d(2)(F(1, 3, 4, 4)), ValueError,
        "For BatchNormExt, the weight.shape[0] should be equal to input's channel "
        'dimension, but got 2 and 3'),
    'mint.nn.BatchNorm2d ch noaffine': (
        lambda: mint.nn.BatchNorm2d(2, affine=False)(F(1, 3, 4, 4)), ValueError,
        "For BatchNormExt, the running_mean.shape[0] should be equal to input's "
        'channel dimension, but got 2 and 3'),
    'MF.batch_norm weight ch': (lambda: MF.batch_norm(F(2, 3), F(3), F(3), F(4)), ValueError,
        "For BatchNormExt, the weight.shape[0] should be equal to input's channel "
        'dimension, but got 4 and 3'),
    'mint.nn.GroupNorm ch': (lambda: mint.nn.GroupNorm(2, 4)(F(1, 2, 3)), ValueError,
        "For GroupNorm, shape of weight and bias should be equal to input_x's channel "
        'dimension: 2, bug got shape: [const vector]{4}.'),
    'mint.nn.GroupNorm ch noaffine': (
        lambda: mint.nn.GroupNorm(2, 4, affine=False)(F(1, 2, 3)), ValueError,
        "For GroupNorm, shape of weight and bias should be equal to input_x's channel "
        'dimension: 2, bug got shape: [const vector]{4}.'),
    'mint.nn.Conv3d 3d': (lambda: mint.nn.Conv3d(1, 1, 2)(F(1, 4, 4)), ValueError,
        'For [Conv3d], the dim of argument[input] must be equal to 4 or 5.'),
    'mint.nn.ZeroPad2d 1d': (lambda: mint.nn.ZeroPad2d(1)(F(4)), ValueError,
        'Length of padding must be no more than 2 * dim of the input. Length of '
        "padding is: 4while the input's dim is:1"),
    'mint.nn.ZeroPad2d 0d': (lambda: mint.nn.ZeroPad2d(1)(F()), ValueError,
        "For 'ConstantPadND', the dimension of 'x' must bigger than 0."),
    'mint.nn.ZeroPad1d 0d': (lambda: mint.nn.ZeroPad1d(1)(F()), ValueError,
        "For 'ConstantPadND', the dimension of 'x' must bigger than 0."),
    'mint.nn.ConstantPad3d 2d': (lambda: mint.nn.ConstantPad3d(1, 0.0)(F(2, 2)), ValueError,
        'Length of padding must be no more than 2 * dim of the input. Length of '
        "padding is: 6while the input's dim is:2"),
    'ops.group_norm 1d': (lambda: ops.group_norm(F(4), 2), IndexError,
        'tuple index out of range'),
    'ops.group_norm weight': (lambda: ops.group_norm(F(2, 4, 3), 2, F(3)), ValueError,
        'For GroupNorm. Weight and bias must have the same shape and the rank of '
        "weight and bias must be 1. But got weight's shape: [const vector]{3}, bias's "
        'shape: [const vector]{4}'),
    'ops.group_norm weight bias': (lambda: ops.group_norm(F(2, 4, 3), 2, F(3), F(3)), ValueError,
        "For GroupNorm, shape of weight and bias should be equal to input_x's channel "
        'dimension: 4, bug got shape: [const vector]{3}.'),
    'ops.group_norm ch': (lambda: ops.group_norm(F(1, 2, 3), 2, F(4), F(4)), ValueError,
        "For GroupNorm, shape of weight and bias should be equal to input_x's channel "
        'dimension: 2, bug got shape: [const vector]{4}.'),
    'MF.group_norm ch': (lambda: MF.group_norm(F(1, 2, 3), 2, F(4), F(4)), ValueError,
        "For GroupNorm, shape of weight and bias should be equal to input_x's channel "
        'dimension: 2, bug got shape: [const vector]{4}.'),
    'MF.group_norm weight 2d': (lambda: MF.group_norm(F(1, 2, 3), 2, F(2, 1), F(2, 1)), ValueError,
        'For GroupNorm. Weight and bias must have the same shape and the rank of '
        "weight and bias must be 1. But got weight's shape: [const vector]{2, 1}, "
        "bias's shape: [const vector]{2, 1}"),
    'MF.group_norm bias only': (lambda: MF.group_norm(F(1, 4, 3), 2, None, F(3)), ValueError,
        'For GroupNorm. Weight and bias must have the same shape and the rank of '
        "weight and bias must be 1. But got weight's shape: [const vector]{4}, bias's "
        'shape: [const vector]{3}'),
    'mint.nn.GroupNorm 1d': (lambda: mint.nn.GroupNorm(2, 4)(F(4)), RuntimeError,
        "For 'GroupNorm', The dim of input must be between 2 and 8. But got: 1."),
    'MF.linear mismatch': (lambda: MF.linear(F(2, 3), F(4, 2)), ValueError,
        'Dense shape error, got x_col: 3, w_row: 2. In Dense x_col and w_row should be '
        'equal. if the dim of w is 2.'),
    'MF.linear int input': (lambda: MF.linear(I(2, 3), F(4, 3)), TypeError,
        "For 'Dense', the type of 'x2' should be same as 'x1', but got 'x1' with type "
        "Tensor[Int32] and 'x2' with type Tensor[Float32]."),
    'MF.linear bias shape': (lambda: MF.linear(F(2, 3), F(4, 3), F(5)).shape, ValueError,
        "For 'Add', input1.shape and input2.shape need to broadcast. The value of "
        'input1.shape[2] or input2.shape[1] must be 1 or -1 when they are not the '
        'same, but got input1.shape = [2, 4] and input2.shape = [5]'),
    'MF.linear list': (lambda: MF.linear([1.0, 2.0], F(4, 2)), TypeError,
        'Failed calling Dense with "Dense()(input=List<float, float>, weight=Tensor, '
        'bias=None)".\nThe valid calling should be: \n"Dense()(input=<Tensor>, '
        'weight=<Tensor>, bias=<Tensor>)".'),
    'MF.linear weight list': (lambda: MF.linear(F(2, 2), [[1.0, 2.0]]), TypeError,
        'Failed calling Dense with "Dense()(input=Tensor, weight=List<List<float, '
        'float>>, bias=None)".\nThe valid calling should be: \n'
        '"Dense()(input=<Tensor>, weight=<Tensor>, bias=<Tensor>)".'),
    'MF.conv2d 3d weight': (lambda: MF.conv2d(F(1, 1, 4, 4), F(1, 1, 2)), ValueError,
        'For primitive[Conv2DExt], the rank of input and weight must be equal to 3, '
        'but got 4.'),
    'MF.conv2d groups': (lambda: MF.conv2d(F(1, 2, 4, 4), F(2, 2, 2, 2), groups=2), ValueError,
        'The argument error. in_channels/groups must be equal weight[1], but '
        'in_channels/groups is 1, and weight[1] is 2'),
    'MF.avg_pool2d 2d': (lambda: MF.avg_pool2d(F(4, 4), 2), ValueError,
        'For primitive[AvgPool2D], the input rank must be in [3,4], but got 2.'),
    'MF.adaptive_avg_pool2d 1d': (lambda: MF.adaptive_avg_pool2d(F(4), 2), ValueError,
        'For primitive[AdaptiveAvgPool2DExt], the dim of x must be in [3,4], but got 1.'),
    'MF.batch_norm mismatch': (lambda: MF.batch_norm(F(2, 3), F(4), F(4)), ValueError,
        "For BatchNormExt, the running_mean.shape[0] should be equal to input's "
        'channel dimension, but got 4 and 3'),
    'MF.layer_norm shape': (lambda: MF.layer_norm(F(2, 3), (4,)), ValueError,
        "For 'LayerNorm', gamma or beta shape must match input shape, but got input "
        'shape: [const vector]{2, 3}, gamma shape: [const vector]{4}, beta shape: '
        '[const vector]{4}.'),
    'MF.layer_norm weight shape': (lambda: MF.layer_norm(F(2, 3), (3,), F(4)), RuntimeError,
        "For 'LayerNorm', the shape of gamma and beta must be equal to "
        'normalized_shape, but got gamma shape: [const vector]{4}, beta shape: [const '
        'vector]{3} ,normalized_shape: [const vector]{3}.'),
    'MF.group_norm groups': (lambda: MF.group_norm(F(2, 3, 4), 2), ValueError,
        "For GroupNorm, the 'num_channels' must be divided by 'num_groups', but got "
        "'num_channels': 3 ,'num_groups': 2"),
    'MF.embedding 1d weight': (lambda: MF.embedding(I(2), F(4)), ValueError,
        'For primitive[Embedding], the shape of weight must be equal to 2, but got 1.'),
    'MF.embedding list': (lambda: MF.embedding([1], F(4, 3)), TypeError,
        'Failed calling Embedding with "Embedding()(input=List<int>, weight=Tensor, '
        'padding_idx=None, max_norm=None, norm_type=float, scale_grad_by_freq=bool)".\n'
        'The valid calling should be: \n"Embedding()(input=<Tensor>, weight=<Tensor>, '
        'padding_idx=<int>, max_norm=<float>, norm_type=<float>, '
        'scale_grad_by_freq=<bool>)".'),
    'MF.nll_loss shape': (lambda: MF.nll_loss(F(2, 3), I(3)), ValueError,
        'input bacth_size should be equal to target batch_size, but got 2 and 3'),
    'MF.mse_loss reduction': (lambda: MF.mse_loss(F(2), F(2), reduction='x'), ValueError,
        'Failed to convert the value "x" of input \'reduction\' of \'MSELossExt\' to '
        'enum.'),
    'MF.mse_loss shape': (lambda: MF.mse_loss(F(2), F(3)), ValueError,
        "For 'MSELossExt', input.shape and target.shape need to broadcast. The value "
        'of input.shape[1] or target.shape[1] must be 1 when they are not the same, '
        'but got input.shape = [2] and target.shape = [3]'),
    'MF.binary_cross_entropy int': (lambda: MF.binary_cross_entropy(I(2), I(2)), TypeError,
        'For Primitive[BinaryCrossEntorpy], the type of the input must be [Float16, '
        'Float32, BFloat16], but got Int32!'),
    'MF.binary_cross_entropy shape': (lambda: MF.binary_cross_entropy(F(2), F(3)), ValueError,
        'For primitive[BinaryCrossEntropy], the input_shape: [2,] must be equal to [3,]'),
    'MF.softmax dim out': (lambda: MF.softmax(F(2, 3), 2), ValueError,
        'For primitive[Softmax], the axis must be in [-2,2), but got 2.'),
    'MF.softmax int': (lambda: MF.softmax(I(2, 3), 1), TypeError,
        'For primitive[Softmax], the input argument[x] must be a type of {BFloat16, '
        'Float16, Float32, Float64}, but got Int32.'),
    'MF.log_softmax dim out': (lambda: MF.log_softmax(F(2, 3), 3), ValueError,
        'The dim value should be in range [-2,1], but got 3'),
    'MF.dropout p': (lambda: MF.dropout(F(2), 1.5), ValueError,
        "For FuncDropoutExt, 'p' must be in [0, 1], but got 1.5"),
    'MF.dropout p neg': (lambda: MF.dropout(F(2), -0.1), ValueError,
        "For FuncDropoutExt, 'p' must be in [0, 1], but got -0.1"),
    'MF.pad odd': (lambda: MF.pad(F(2, 3), (1,)), ValueError,
        'Length of padding must be even but got 1'),
    'MF.pad mode': (lambda: MF.pad(F(1, 2, 3), (1, 1), mode='x'), ValueError,
        "Pad filling mode must be 'constant' 'circular' 'reflect' or 'replicate'."),
    'MF.interpolate both': (
        lambda: MF.interpolate(F(1, 1, 4, 4), size=(2, 2), scale_factor=2.0), ValueError,
        "For 'interpolate', 'size' and 'scale_factor' cannot be set simultaneously"),
    'MF.interpolate none': (lambda: MF.interpolate(F(1, 1, 4, 4)), ValueError,
        "For 'interpolate', 'size' and 'scale_factor' cannot be both empty"),
    'MF.interpolate mode': (
        lambda: MF.interpolate(F(1, 1, 4, 4), size=(2, 2), mode='x'), ValueError,
        "For 'interpolate', 'mode' must be in '['nearest', 'linear', 'bilinear', "
        "'bicubic', 'trilinear']', but got x"),
    'MF.grid_sample mode': (
        lambda: MF.grid_sample(F(1, 1, 4, 4), F(1, 2, 2, 2), mode='x'), ValueError,
        'Failed to convert the value "x" of input \'interpolation_mode\' of '
        "'grid_sampler_2d' to enum."),
    'MF.unfold 3d': (lambda: MF.unfold(F(1, 4, 4), 2), ValueError,
        'For primitive[Im2ColExt], the input rank must be in [4,4], but got 3.'),
    'MF.fold 4d': (lambda: MF.fold(F(1, 4, 4, 4), (3, 3), 2), ValueError,
        'For primitive[Col2ImExt], the input rank must be in [2,3], but got 4.'),
    'MF.normalize dim': (lambda: MF.normalize(F(2, 3), dim=3), ValueError,
        'For primitive[LinalgVectorNorm], the axis value must be in [-2,2), but got 3.'),
    'MF.gelu approximate': (lambda: MF.gelu(F(2), approximate='x'), ValueError,
        'Failed to convert the value "x" of input \'approximate\' of \'gelu\' to enum.'),
    'MF.silu int': (lambda: MF.silu(I(2)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int32}], output[[const vector]{Float32}].'),
    'MF.sigmoid bool': (lambda: MF.sigmoid(B(2)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Bool}], output[[const vector]{Float32}].'),
    'MF.leaky_relu int': (lambda: MF.leaky_relu(I(2)).asnumpy().tolist(), TypeError,
        'For primitive[LeakyReLUExt], the input argument[input_x] must be a type of '
        '{BFloat16, Float16, Float32, Float64}, but got Int32.'),
    'MF.prelu shape': (lambda: MF.prelu(F(2, 3), F(2)), ValueError,
        "For 'Prelu', the length of 'weight' must be equal to number of channels: 3, "
        'but got [const vector]{2}.'),
    'MF.glu odd': (lambda: MF.glu(F(2, 3)), RuntimeError,
        'For GLU, halving dimension must be even, but dimension -1 is size 3.'),
    'MF.pixel_shuffle bad': (lambda: MF.pixel_shuffle(F(1, 3, 2, 2), 2), ValueError,
        "PixelShuffle expects its input's 'channel' dimension to be divisible by the "
        'square of upscale_factor, but input.shape(-3)=3 is not divisible by 4'),
    'MF.smooth_l1_loss beta': (lambda: MF.smooth_l1_loss(F(2), F(2), beta=-1.0), RuntimeError,
        "For 'SmoothL1Loss', the values for beta not support negative values, but got "
        '-1.'),
    'MF.kl_div reduction': (lambda: MF.kl_div(F(2), F(2), reduction='x'), ValueError,
        'Failed to convert the value "x" of input \'reduction\' of \'KLDiv\' to enum.'),
    'mint.nn.Linear int in': (lambda: mint.nn.Linear(3, 2)(I(2, 3)), TypeError,
        "For 'Dense', the type of 'x2' should be same as 'x1', but got 'x1' with type "
        "Tensor[Int32] and 'x2' with type Tensor[Float32]."),
    'mint.nn.Linear wrong feat': (lambda: mint.nn.Linear(3, 2)(F(2, 4)), ValueError,
        'Dense shape error, got x_col: 4, w_row: 3. In Dense x_col and w_row should be '
        'equal. if the dim of w is 2.'),
    'mint.nn.Linear neg': (lambda: mint.nn.Linear(-1, 2), ValueError,
        "For 'Linear', the 'in_features' must be int and must > 0, but got '-1' with "
        "type 'int'."),
    'mint.nn.Linear float': (lambda: mint.nn.Linear(2.5, 2), TypeError,
        "For 'Linear', the 'in_features' must be int, but got 'float'"),
    'mint.nn.Conv2d wrong ch': (lambda: mint.nn.Conv2d(2, 1, 2)(F(1, 3, 4, 4)), ValueError,
        'The argument error. in_channels/groups must be equal weight[1], but '
        'in_channels/groups is 3, and weight[1] is 2'),
    'mint.nn.Conv2d 2d in': (lambda: mint.nn.Conv2d(1, 1, 2)(F(4, 4)), RuntimeError,
        'Expected 3D (unbatched) or 4D (batched) input to Conv2DExt, but got input of '
        'shape: [const vector]{4, 4}'),
    'mint.nn.Conv2d groups': (lambda: mint.nn.Conv2d(3, 2, 2, groups=2), ValueError,
        'in_channels must be divisible by groups.'),
    'mint.nn.Conv2d k0': (lambda: mint.nn.Conv2d(1, 1, 0), ValueError,
        "For 'Conv2d', the 'kernel_size item' must be int and must > 0, but got '0' "
        "with type 'int'."),
    'mint.nn.Conv1d 4d': (lambda: mint.nn.Conv1d(1, 1, 2)(F(1, 1, 4, 4)), RuntimeError,
        'Expected 2D (unbatched) or 3D (batched) input to Conv1DExt, but got input of '
        'shape: [const vector]{1, 1, 4, 4}'),
    'mint.nn.BatchNorm2d 3d': (lambda: mint.nn.BatchNorm2d(2)(F(2, 4, 4)), ValueError,
        'expected 4D input, but got 3D input'),
    'mint.nn.BatchNorm1d 4d': (lambda: mint.nn.BatchNorm1d(2)(F(1, 2, 4, 4)), ValueError,
        'expected 2D or 3D input, but got 4D input'),
    'mint.nn.LayerNorm mismatch': (lambda: mint.nn.LayerNorm(4)(F(2, 3)), ValueError,
        "For 'LayerNorm', gamma or beta shape must match input shape, but got input "
        'shape: [const vector]{2, 3}, gamma shape: [const vector]{4}, beta shape: '
        '[const vector]{4}.'),
    'mint.nn.GroupNorm div': (lambda: mint.nn.GroupNorm(2, 3), ValueError,
        "For 'GroupNorm', the 'num_channels' must be divided by 'num_groups', but got "
        "'num_channels': 3, 'num_groups': 2."),
    'mint.nn.Embedding padding_idx': (lambda: mint.nn.Embedding(4, 2, padding_idx=5), ValueError,
        "For 'EmbeddingExt', the 'padding_idx' must be in range of [-4, 4), but got 5 "
        "with type 'int'."),
    'mint.nn.AvgPool2d 2d in': (lambda: mint.nn.AvgPool2d(2)(F(4, 4)), ValueError,
        'For primitive[AvgPool2D], the input rank must be in [3,4], but got 2.'),
    'mint.nn.L1Loss reduction': (lambda: mint.nn.L1Loss(reduction='x'), ValueError,
        "For 'L1LossExt', the 'reduction' must be in ['mean', 'sum', 'none'], but got "
        'x.'),
    'mint.nn.BCELoss reduction': (lambda: mint.nn.BCELoss(reduction='x'), ValueError,
        "For 'BCELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got x."),
    'mint.nn.BCEWithLogitsLoss reduction': (
        lambda: mint.nn.BCEWithLogitsLoss(reduction='x'), ValueError,
        'Failed to convert the value "x" of input \'reduction\' of '
        "'BCEWithLogitsLoss' to enum."),
    'mint.nn.Upsample mode': (lambda: mint.nn.Upsample(size=2, mode='x')(F(1, 1, 4)), ValueError,
        "For 'interpolate', 'mode' must be in '['nearest', 'linear', 'bilinear', "
        "'bicubic', 'trilinear']', but got x"),
    'mint.nn.Softmax dim out': (lambda: mint.nn.Softmax(3)(F(2, 3)), ValueError,
        'For primitive[Softmax], the axis must be in [-2,2), but got 3.'),
    'mint.nn.Flatten dims': (lambda: mint.nn.Flatten(2, 1)(F(2, 3, 4)), ValueError,
        "For 'flatten', 'start_dim' cannot come after 'end_dim'."),
    'mint.nn.Unfold 3d': (lambda: mint.nn.Unfold(2)(F(1, 4, 4)), ValueError,
        'For primitive[Im2ColExt], the input rank must be in [4,4], but got 3.'),
    'mint.nn.PReLU int': (lambda: mint.nn.PReLU()(I(2)), TypeError,
        'For primitive[PReLU], the input argument[x] must be a type of {Float16, '
        'Float32}, but got Int32.'),
    'mint.nn.PixelShuffle bad': (lambda: mint.nn.PixelShuffle(2)(F(1, 3, 2, 2)), ValueError,
        "PixelShuffle expects its input's 'channel' dimension to be divisible by the "
        'square of upscale_factor, but input.shape(-3)=3 is not divisible by 4'),
    'mint.nn.Tanh int': (lambda: mint.nn.Tanh()(I(2)), TypeError,
        'Select CPU operator[Tanh] fail! Unsupported data type!\nThe supported data '
        'types are input[Float32], output[Float32];input[Float64], '
        'output[Float64];input[Complex64], output[Complex64];input[Complex128], '
        'output[Complex128];,\n but get input[[const vector]{Int32}], output[[const '
        'vector]{Float32}].'),
    'mint.nn.ReLU list': (lambda: mint.nn.ReLU()([1.0]), TypeError,
        'Failed calling ReLU with "ReLU()(input=List<float>)".\nThe valid calling '
        'should be: \n"ReLU()(input=<Tensor>)".'),
    'mint.nn.SiLU int': (lambda: mint.nn.SiLU()(I(2)), TypeError,
        'Select CPU operator[Sigmoid] fail! Unsupported data type!\nThe supported data '
        'types are input[Float64], output[Float64];input[Complex64], '
        'output[Complex64];input[Complex128], output[Complex128];input[Float32], '
        'output[Float32];input[Float16], output[Float16];,\n but get input[[const '
        'vector]{Int32}], output[[const vector]{Float32}].'),
}
