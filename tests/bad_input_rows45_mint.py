"""Rows of ``test_bad_input_catalogue45`` (mint.nn.functional / mint.nn argument checks that
round 44 left, and their neighbours): MindSpore 2.10's exception type and text for each call
(measured on 2.10 CPU, one case per process, pynative_synchronize on; /tmp/s62/bad45/w/b1.py,
b3.py with /tmp/s62/bad45/run.py; the text up to 2.10's C++ call stack).
Fixed in this round: log_softmax's dim not an int (a bool too: LogSoftmaxExt's parser text);
elu's / elu_'s alpha not a number (a bool too: EluExt / InplaceElu), threshold's / threshold_'s
(Threshold / InplaceThreshold); the mint convolutions' weight rank and channel count checks
(Conv{1,2,3}DExt's texts; an unbatched input counts as batched); grid_sample's padding mode
(2.10's enum parser text, a non-str its TypeError), ops.grid_sample too; prelu's weight size,
rank and 0-d texts (ops.prelu too); mint.nn.AdaptiveAvgPool1d/2d/3d call mint's functions
(AdaptiveAvgPool1D / ...2DExt / ...3DExt rank texts; AdaptiveAvgPool1d is mint's class now,
printing its output_size); mint.nn.Conv2d's padding tuple of another length.
Still different (measured, left): mint.nn.functional.conv1d / conv3d (2.10 CPU:
NotImplementedError 'conv1d only supports Ascend.'), mint.nn.Conv2d(padding=-1) (2.10
accepts it), the calls 2.10's CPU has no kernel for (ConvTranspose2d, reflect padding,
AdaptiveAvgPool on ints).
"""
import numpy as np
import minicell as ms
from minicell import Tensor, mint, ops
from minicell.mint.nn import functional as MF


def F(*s):
    return Tensor(np.ones(s, np.float32))


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'mf log_softmax dim str': (lambda: MF.log_softmax(F(2, 3), dim='a'), TypeError,
        'Failed calling LogSoftmaxExt with "LogSoftmaxExt()(input=Tensor, dim=string, '
        'dtype=mindspore.dtype)".\nThe valid calling should be: '
        '\n"LogSoftmaxExt()(input=<Tensor>, dim=<Tensor, int>, dtype=<mindspore.dtype>)".'),
    'mint log_softmax dim str': (lambda: mint.nn.functional.log_softmax(F(2, 3), 'a'), TypeError,
        'Failed calling LogSoftmaxExt with "LogSoftmaxExt()(input=Tensor, dim=string, '
        'dtype=mindspore.dtype)".\nThe valid calling should be: '
        '\n"LogSoftmaxExt()(input=<Tensor>, dim=<Tensor, int>, dtype=<mindspore.dtype>)".'),
    'mf grid_sample padding': (
        lambda: MF.grid_sample(F(1, 1, 3, 3), F(1, 2, 2, 2), padding_mode='xx'), ValueError,
        'Failed to convert the value "xx" of input \'padding_mode\' of \'grid_sampler_2d\' to '
        'enum.'),
    'ops grid_sample padding': (
        lambda: ops.grid_sample(F(1, 1, 3, 3), F(1, 2, 2, 2), padding_mode='xx'), ValueError,
        'Failed to convert the value "xx" of input \'padding_mode\' of \'grid_sampler_2d\' to '
        'enum.'),
    'mf prelu weight': (lambda: MF.prelu(F(1, 3, 2), F(2)), ValueError,
        "For 'Prelu', the length of 'weight' must be equal to number of channels: 3, but got "
        '[const vector]{2}.'),
    'ops prelu weight': (lambda: ops.prelu(F(1, 3, 2), F(2)), ValueError,
        "For 'Prelu', the length of 'weight' must be equal to number of channels: 3, but got "
        '[const vector]{2}.'),
    'mf elu alpha str': (lambda: MF.elu(F(2), alpha='a'), TypeError,
        'Failed calling EluExt with "EluExt(alpha=string)(input=Tensor)".\nThe valid calling '
        'should be: \n"EluExt(alpha=<float>)(input=<Tensor>)".'),
    'mf threshold str': (lambda: MF.threshold(F(2), 'a', 1.0), TypeError,
        'Failed calling Threshold with "Threshold()(input=Tensor, threshold=string, '
        'value=float)".\nThe valid calling should be: \n"Threshold()(input=<Tensor>, '
        'threshold=<Number>, value=<Number>)".'),
    'mf threshold value str': (lambda: MF.threshold(F(2), 1.0, 'a'), TypeError,
        'Failed calling Threshold with "Threshold()(input=Tensor, threshold=float, '
        'value=string)".\nThe valid calling should be: \n"Threshold()(input=<Tensor>, '
        'threshold=<Number>, value=<Number>)".'),
    'mf conv2d weight rank': (lambda: MF.conv2d(F(1, 3, 5, 5), F(4, 3, 3)), ValueError,
        'For primitive[Conv2DExt], the rank of input and weight must be equal to 3, but got 4.'),
    'mf conv2d channels': (lambda: MF.conv2d(F(1, 2, 5, 5), F(4, 3, 3, 3)), ValueError,
        'The argument error. in_channels/groups must be equal weight[1], but in_channels/groups '
        'is 2, and weight[1] is 3'),
    'mint Conv2d call channels': (lambda: mint.nn.Conv2d(3, 4, 3)(F(1, 2, 5, 5)), ValueError,
        'The argument error. in_channels/groups must be equal weight[1], but in_channels/groups '
        'is 2, and weight[1] is 3'),
    'mint AdaptiveAvgPool2d rank1': (lambda: mint.nn.AdaptiveAvgPool2d(2)(F(4)), ValueError,
        'For primitive[AdaptiveAvgPool2DExt], the dim of x must be in [3,4], but got 1.'),
    'mint AdaptiveAvgPool1d rank1': (lambda: mint.nn.AdaptiveAvgPool1d(2)(F(4)), ValueError,
        'For primitive[AdaptiveAvgPool1D], the dim of x must be in [2,3], but got 1.'),
    'mint AdaptiveAvgPool3d rank2': (lambda: mint.nn.AdaptiveAvgPool3d(2)(F(4, 4)), ValueError,
        'For primitive[AdaptiveAvgPool3DExt], the the rank of x must be in [4,5], but got 2.'),
    'mf conv2d groups channels': (
        lambda: MF.conv2d(F(1, 4, 5, 5), F(4, 3, 3, 3), groups=2), ValueError,
        'The argument error. in_channels/groups must be equal weight[1], but in_channels/groups '
        'is 2, and weight[1] is 3'),
    'mf conv2d weight rank5': (lambda: MF.conv2d(F(1, 3, 5, 5), F(4, 3, 3, 3, 3)), ValueError,
        'For primitive[Conv2DExt], the rank of input and weight must be equal to 5, but got 4.'),
    'mf conv2d unbatched weight rank': (lambda: MF.conv2d(F(3, 5, 5), F(4, 3, 3)), ValueError,
        'For primitive[Conv2DExt], the rank of input and weight must be equal to 3, but got 4.'),
    'mf conv2d unbatched channels': (lambda: MF.conv2d(F(2, 5, 5), F(4, 3, 3, 3)), ValueError,
        'The argument error. in_channels/groups must be equal weight[1], but in_channels/groups '
        'is 2, and weight[1] is 3'),
    'mint Conv3d call channels': (lambda: mint.nn.Conv3d(3, 4, 3)(F(1, 2, 5, 5, 5)), ValueError,
        'The argument error. in_channels/groups must be equal weight[1], but in_channels/groups '
        'is 2, and weight[1] is 3'),
    'mint Conv1d call channels': (lambda: mint.nn.Conv1d(3, 4, 3)(F(1, 2, 5)), ValueError,
        'The argument error. in_channels/groups must be equal weight[1], but in_channels/groups '
        'is 2, and weight[1] is 3'),
    'mint Conv2d groups call channels': (
        lambda: mint.nn.Conv2d(4, 4, 3, groups=2)(F(1, 2, 5, 5)), ValueError,
        'The argument error. in_channels/groups must be equal weight[1], but in_channels/groups '
        'is 1, and weight[1] is 2'),
    'mf prelu weight 0d': (lambda: MF.prelu(F(1, 3, 2), Tensor(np.float32(0.5))).shape, ValueError,
        "The dimension of 'weight' must be 1"),
    'mf prelu input 1d': (lambda: MF.prelu(F(3), F(2)), ValueError,
        "For 'Prelu', the length of 'weight' must be equal to number of channels: 1, but got "
        '[const vector]{2}.'),
    'ops prelu weight 2d': (lambda: ops.prelu(F(2, 3, 4), F(3, 1)), ValueError,
        "The dimension of 'weight' must be less than or equal to 1"),
    'mint AdaptiveAvgPool1d rank4': (
        lambda: mint.nn.AdaptiveAvgPool1d(2)(F(1, 2, 2, 4)), ValueError,
        'For primitive[AdaptiveAvgPool1D], the dim of x must be in [2,3], but got 4.'),
    'mf elu_ alpha str': (lambda: MF.elu_(F(2), alpha='a'), TypeError,
        'Failed calling InplaceElu with "InplaceElu()(input=Tensor, alpha=string)".\nThe valid '
        'calling should be: \n"InplaceElu()(input=<Tensor>, alpha=<float>)".'),
    'mf elu alpha none': (lambda: MF.elu(F(2), alpha=None), TypeError,
        'Failed calling EluExt with "EluExt(alpha=None)(input=Tensor)".\nThe valid calling '
        'should be: \n"EluExt(alpha=<float>)(input=<Tensor>)".'),
    'mf elu alpha list': (lambda: MF.elu(F(2), alpha=[1.0]), TypeError,
        'Failed calling EluExt with "EluExt(alpha=List<float>)(input=Tensor)".\nThe valid '
        'calling should be: \n"EluExt(alpha=<float>)(input=<Tensor>)".'),
    'mf elu alpha bool': (lambda: MF.elu(F(2), alpha=True).shape, TypeError,
        'Failed calling EluExt with "EluExt(alpha=bool)(input=Tensor)".\nThe valid calling '
        'should be: \n"EluExt(alpha=<float>)(input=<Tensor>)".'),
    'mint ELU alpha str': (lambda: mint.nn.ELU(alpha='a')(F(2)), TypeError,
        'Failed calling EluExt with "EluExt(alpha=string)(input=Tensor)".\nThe valid calling '
        'should be: \n"EluExt(alpha=<float>)(input=<Tensor>)".'),
    'mf threshold_ str': (lambda: MF.threshold_(F(2), 'a', 1.0), TypeError,
        'Failed calling InplaceThreshold with "InplaceThreshold()(input=Tensor, '
        'threshold=string, value=float)".\nThe valid calling should be: '
        '\n"InplaceThreshold()(input=<Tensor>, threshold=<Number>, value=<Number>)".'),
    'mf threshold none': (lambda: MF.threshold(F(2), None, 1), TypeError,
        'Failed calling Threshold with "Threshold()(input=Tensor, threshold=None, '
        'value=int)".\nThe valid calling should be: \n"Threshold()(input=<Tensor>, '
        'threshold=<Number>, value=<Number>)".'),
    'mint Threshold str': (lambda: mint.nn.Threshold('a', 1.0)(F(2)), TypeError,
        'Failed calling Threshold with "Threshold()(input=Tensor, threshold=string, '
        'value=float)".\nThe valid calling should be: \n"Threshold()(input=<Tensor>, '
        'threshold=<Number>, value=<Number>)".'),
    'mf log_softmax dim float': (lambda: MF.log_softmax(F(2, 3), dim=1.0), TypeError,
        'Failed calling LogSoftmaxExt with "LogSoftmaxExt()(input=Tensor, dim=float, '
        'dtype=mindspore.dtype)".\nThe valid calling should be: '
        '\n"LogSoftmaxExt()(input=<Tensor>, dim=<Tensor, int>, dtype=<mindspore.dtype>)".'),
    'mf log_softmax dim bool': (lambda: MF.log_softmax(F(2, 3), dim=True).shape, TypeError,
        'Failed calling LogSoftmaxExt with "LogSoftmaxExt()(input=Tensor, dim=bool, '
        'dtype=mindspore.dtype)".\nThe valid calling should be: '
        '\n"LogSoftmaxExt()(input=<Tensor>, dim=<Tensor, int>, dtype=<mindspore.dtype>)".'),
    'mf log_softmax dim tuple': (lambda: MF.log_softmax(F(2, 3), dim=(1,)), TypeError,
        'Failed calling LogSoftmaxExt with "LogSoftmaxExt()(input=Tensor, dim=Tuple<int>, '
        'dtype=mindspore.dtype)".\nThe valid calling should be: '
        '\n"LogSoftmaxExt()(input=<Tensor>, dim=<Tensor, int>, dtype=<mindspore.dtype>)".'),
    'mf log_softmax dim str dtype': (
        lambda: MF.log_softmax(F(2, 3), dim='a', dtype=ms.float16), TypeError,
        'Failed calling LogSoftmaxExt with "LogSoftmaxExt()(input=Tensor, dim=string, '
        'dtype=mindspore.dtype)".\nThe valid calling should be: '
        '\n"LogSoftmaxExt()(input=<Tensor>, dim=<Tensor, int>, dtype=<mindspore.dtype>)".'),
    'mint LogSoftmax dim str': (lambda: mint.nn.LogSoftmax(dim='a')(F(2, 3)), TypeError,
        'Failed calling LogSoftmaxExt with "LogSoftmaxExt()(input=Tensor, dim=string, '
        'dtype=mindspore.dtype)".\nThe valid calling should be: '
        '\n"LogSoftmaxExt()(input=<Tensor>, dim=<Tensor, int>, dtype=<mindspore.dtype>)".'),
    'mf grid_sample 3d padding': (
        lambda: MF.grid_sample(F(1, 1, 3, 3, 3), F(1, 2, 2, 2, 3), padding_mode='xx'), ValueError,
        'Failed to convert the value "xx" of input \'padding_mode\' of \'grid_sampler_3d\' to '
        'enum.'),
    'mf grid_sample padding int': (
        lambda: MF.grid_sample(F(1, 1, 3, 3), F(1, 2, 2, 2), padding_mode=1), TypeError,
        "For 'grid_sampler_2d', the input 'padding_mode' should be a str, but got <class 'int'>."),
    'mint Conv2d padding list3': (lambda: mint.nn.Conv2d(3, 4, 3, padding=(1, 1, 1)), TypeError,
        'When expanding an sequence to tuple, input sequence dimension must be 2, but got (1, 1, '
        '1)'),
}
