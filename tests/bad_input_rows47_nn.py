"""Rows of ``test_bad_input_catalogue47`` (nn layers' constructor checks and construct-time input
checks (Conv, Pool, Norm, RNN, Embedding, Dense, Dropout, containers, losses)): MindSpore 2.10's
exception type and text for each call (measured on 2.10 CPU, one case per process (forked after the
imports), pynative_synchronize on; /tmp/s64/bad47/w/c2.py with /tmp/s64/bad47/run.py; the text up
to 2.10's C++ call stack).
Measured and left out (minicell differs or 2.10 computes): Conv2dTranspose 3d input (ValueError:
'not enough values to unpack (expected 4, got 3)'); Conv2dTranspose channel mismatch (RuntimeError:
'could not create a primitive descriptor for the convolution forward propagation primitive.');
MaxPool2d int input (TypeError: ''); AvgPool2d int input (TypeError: ''); LayerNorm int input
(TypeError: ''); GroupNorm int input (TypeError: "For GroupNorm. input arguments' types must be the
same and be one of [BFloat16, Float16, F"); Embedding float ids (TypeError: ''); LSTM int input
(TypeError: '').
"""
import numpy as np
from minicell import Tensor, nn  # noqa: F401  (the rows' calls)
from bad_input_rows47_help import F, I  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'Conv2d 3d input': (lambda: nn.Conv2d(1, 2, 3)(F(1, 4, 4)), ValueError,
        'For primitive[Conv2D], the x shape size must be equal to 4, but got 3.'),
    'Conv2d 5d input': (lambda: nn.Conv2d(1, 2, 3)(F(1, 1, 1, 4, 4)), ValueError,
        'For primitive[Conv2D], the x shape size must be equal to 4, but got 5.'),
    'Conv2d channel mismatch': (lambda: nn.Conv2d(3, 2, 3)(F(1, 1, 4, 4)), RuntimeError,
        "For 'Conv2D', 'C_in' of input 'x' shape divide by parameter 'group' must be "
        "equal to 'C_in' of input 'weight' shape: 3, but got 'C_in' of input 'x' "
        "shape: 1, and 'group': 1."),
    'Conv2d int input': (lambda: nn.Conv2d(1, 2, 3)(I(1, 1, 4, 4)), TypeError,
        'For primitive[Conv2D], the input type must be same.\n'
        'name:[w]:Ref[Tensor[Float32]].\nname:[x]:Tensor[Int32].'),
    'Conv2d float64 input': (lambda: nn.Conv2d(1, 2, 3)(Tensor(np.ones((1, 1, 4, 4)))), TypeError,
        'For primitive[Conv2D], the input type must be same.\n'
        'name:[w]:Ref[Tensor[Float32]].\nname:[x]:Tensor[Float64].'),
    'Conv2d kernel too big': (
        lambda: nn.Conv2d(1, 2, 5, pad_mode="valid")(F(1, 1, 4, 4)), ValueError,
        "For 'Conv2d', input shape's h and w after padding must be greater than or "
        "equal to kernel_size's h and w respectively."),
    'Conv2d in_channels 0': (lambda: nn.Conv2d(0, 2, 3), ValueError,
        "For 'Conv2d', the 'in_channels' must be int and must > 0, but got '0' with "
        "type 'int'."),
    'Conv2d out_channels float': (lambda: nn.Conv2d(1, 2.5, 3), ValueError,
        "The argument 'group' should be divisible by 'in_channels' and 'out_channels', "
        'but got group:1, in_channels:1, out_channels:2.5.'),
    'Conv2d kernel 0': (lambda: nn.Conv2d(1, 2, 0), ValueError,
        "For 'Conv2d', the 'kernel_size item' must be int and must > 0, but got '0' "
        "with type 'int'."),
    'Conv2d stride neg': (lambda: nn.Conv2d(1, 2, 3, stride=-1), ValueError,
        "For 'Conv2d', the 'stride item' must be int and must > 0, but got '-1' with "
        "type 'int'."),
    'Conv2d pad_mode bad': (lambda: nn.Conv2d(1, 2, 3, pad_mode="abc"), ValueError,
        "For 'Conv2D', the 'pad_mode' must be str and must be in '['valid', 'same', "
        "'pad']', but got 'abc'."),
    'Conv2d padding with same': (
        lambda: nn.Conv2d(1, 2, 3, pad_mode="same", padding=1), ValueError,
        "For 'Conv2D', the 'pad' must be zero when 'pad_mode' is not 'pad', but got "
        "'pad': 1 and 'pad_mode': same."),
    'Conv2d group mismatch': (lambda: nn.Conv2d(3, 4, 3, group=2), ValueError,
        "The argument 'group' should be divisible by 'in_channels' and 'out_channels', "
        'but got group:2, in_channels:3, out_channels:4.'),
    'Conv2d dilation 0': (lambda: nn.Conv2d(1, 2, 3, dilation=0), ValueError,
        "For 'Conv2d', the 'dilation item' must be int and must > 0, but got '0' with "
        "type 'int'."),
    'Conv2d data_format bad': (lambda: nn.Conv2d(1, 2, 3, data_format="NCDHW"), ValueError,
        "For 'Conv2D', the 'format' must be str and must be in '['NCHW', 'NHWC']', but "
        "got 'NCDHW'."),
    'Conv2d has_bias int': (lambda: nn.Conv2d(1, 2, 3, has_bias=1), TypeError,
        "For 'Conv2d', the 'has_bias' must be a bool, but got int."),
    'Conv1d 2d input': (lambda: nn.Conv1d(1, 2, 3)(F(1, 4)), ValueError,
        'For primitive[Conv2D], the x shape size must be equal to 4, but got 3.'),
    'Conv1d 4d input': (lambda: nn.Conv1d(1, 2, 3)(F(1, 1, 4, 4)), ValueError,
        'For primitive[Conv2D], the x shape size must be equal to 4, but got 5.'),
    'Conv1d channel mismatch': (lambda: nn.Conv1d(2, 2, 3)(F(1, 1, 4)), RuntimeError,
        "For 'Conv2D', 'C_in' of input 'x' shape divide by parameter 'group' must be "
        "equal to 'C_in' of input 'weight' shape: 2, but got 'C_in' of input 'x' "
        "shape: 1, and 'group': 1."),
    'Conv1d kernel tuple': (lambda: nn.Conv1d(1, 2, (3, 3)), TypeError,
        "For 'Conv1d', the type of 'kernel_size' should be 'int', but got type 'tuple'."),
    'Conv3d 4d input': (lambda: nn.Conv3d(1, 2, 3)(F(1, 4, 4, 4)), ValueError,
        'For primitive[Conv3D], the x shape size must be equal to 5, but got 4.'),
    'Conv3d channel mismatch': (lambda: nn.Conv3d(2, 2, 3)(F(1, 1, 4, 4, 4)), ValueError,
        "For 'Conv3D', 'C_in' of input 'x' shape divide by parameter 'group' must be "
        "equal to 'C_in' of input 'weight' shape: 2, but got 'C_in' of input 'x' "
        "shape: 1, and 'group': 1."),
    'Conv1dTranspose 2d input': (lambda: nn.Conv1dTranspose(1, 2, 3)(F(1, 4)), ValueError,
        "For 'Conv1dTranspose', the dimension of input must be 3d, but got 2."),
    'MaxPool2d 2d input': (lambda: nn.MaxPool2d(2)(F(4, 4)), ValueError,
        'For primitive[MaxPool], the length of input must be equal to 4 , but got 2.'),
    'MaxPool2d 5d input': (lambda: nn.MaxPool2d(2)(F(1, 1, 1, 4, 4)), ValueError,
        'For primitive[MaxPool], the length of input must be equal to 4 , but got 5.'),
    'MaxPool2d kernel too big': (lambda: nn.MaxPool2d(5)(F(1, 1, 4, 4)), ValueError,
        "For 'MaxPool', the each element of the output shape must be larger than 0, "
        'but got output shape: [const vector]{1, 1, 0, 0}. The input shape: [const '
        'vector]{1, 1, 4, 4}, kernel size: [const vector]{1, 1, 5, 5}, strides: [const '
        'vector]{1, 1, 1, 1}. Please check the official api documents for more '
        'information about the output.'),
    'MaxPool2d kernel 0': (lambda: nn.MaxPool2d(0), ValueError,
        "For 'MaxPool2d', the 'kernel_size' must be an positive int number or a tuple, "
        'but got 0'),
    'MaxPool2d stride 0': (lambda: nn.MaxPool2d(2, stride=0), ValueError,
        "For 'MaxPool2d', the 'stride' must be an positive int number or a tuple, but "
        'got 0'),
    'MaxPool2d pad_mode bad': (lambda: nn.MaxPool2d(2, pad_mode="abc"), ValueError,
        "For 'MaxPool2d', the 'pad_mode' must be str and must be in '['VALID', 'SAME', "
        "'PAD']', but got 'ABC'."),
    'MaxPool2d data_format bad': (lambda: nn.MaxPool2d(2, data_format="abc"), ValueError,
        "For 'MaxPool2d', the 'format' must be str and must be in '['NCHW', 'NHWC']', "
        "but got 'abc'."),
    'MaxPool1d 4d input': (lambda: nn.MaxPool1d(2)(F(1, 1, 4, 4)), ValueError,
        "For 'MaxPool1d', the input must has 3 dim, but got 4"),
    'MaxPool1d kernel tuple': (lambda: nn.MaxPool1d((2, 2)), TypeError,
        "For 'MaxPool1d', the 'kernel_size' must be int, but got 'tuple'"),
    'MaxPool3d 3d input': (lambda: nn.MaxPool3d(2)(F(1, 4, 4)), ValueError,
        'For primitive[MaxPool3D], the x_rank must be equal to 5, but got 3.'),
    'AvgPool2d 2d input': (lambda: nn.AvgPool2d(2)(F(4, 4)), ValueError,
        'For primitive[AvgPool], the x_rank must be equal to 4, but got 2.'),
    'AvgPool2d kernel float': (lambda: nn.AvgPool2d(2.5), TypeError,
        "For 'AvgPool2d', the type of 'kernel_size' should be one of '['int', "
        "'tuple']', but got type 'float'."),
    'AvgPool1d kernel 0': (lambda: nn.AvgPool1d(0), ValueError,
        "For 'AvgPool1d', the 'kernel_size' must be an positive int number or a tuple, "
        'but got 0'),
    'AvgPool3d 3d input': (lambda: nn.AvgPool3d(2)(F(1, 4, 4)), ValueError,
        'For primitive[AvgPool3D], the x_rank must be equal to 5, but got 3.'),
    'AdaptiveAvgPool2d 2d input': (lambda: nn.AdaptiveAvgPool2d(2)(F(4, 4)), ValueError,
        'For primitive[AdaptiveAvgPool2D], the dim of x must be in [3,4], but got 2.'),
    'AdaptiveAvgPool2d float size': (lambda: nn.AdaptiveAvgPool2d(2.5), TypeError,
        "For 'AdaptiveAvgPool2D', the type of 'output_size' should be one of '['int', "
        "'tuple']', but got type 'float'."),
    'AdaptiveAvgPool1d 2d input': (lambda: nn.AdaptiveAvgPool1d(2)(F(4, 4)), ValueError,
        'For AdaptiveAvgPool1d, the input must has 3 dim, but got 2.'),
    'AdaptiveAvgPool1d float size': (lambda: nn.AdaptiveAvgPool1d(2.5), TypeError,
        "For 'AdaptiveAvgPool1d', the type of 'output_size' should be 'int', but got "
        "type 'float'."),
    'AdaptiveAvgPool3d 3d input': (lambda: nn.AdaptiveAvgPool3d(2)(F(1, 4, 4)), ValueError,
        'For primitive[AdaptiveAvgPool3D], the the rank of x must be in [4,5], but got '
        '3.'),
    'AdaptiveMaxPool1d 2d input': (lambda: nn.AdaptiveMaxPool1d(2)(F(4, 4)), ValueError,
        'For AdaptiveMaxPool1d, the input must has 3 dim, but got 2.'),
    'BatchNorm2d 3d input': (lambda: nn.BatchNorm2d(2)(F(2, 4, 4)), ValueError,
        "For 'BatchNorm2d', the in_shape must have 4 dims, but got 3."),
    'BatchNorm2d channel mismatch': (lambda: nn.BatchNorm2d(3)(F(2, 2, 4, 4)), ValueError,
        "For BatchNorm, scale.shape[0] should be equal to input_x's channel dimension: "
        '2, bug got scale.shape[0]: 3.'),
    'BatchNorm2d int input': (lambda: nn.BatchNorm2d(2)(I(2, 2, 4, 4)), TypeError,
        'For primitive[BatchNorm], the input argument[input_x] must be a type of '
        '{Tensor[Float16], Tensor[Float32]}, but got Tensor[Int32].'),
    'BatchNorm2d num_features 0': (lambda: nn.BatchNorm2d(0), ValueError,
        "For 'BatchNorm2d', the 'num_features' must be at least 1, but got 0."),
    'BatchNorm2d momentum big': (lambda: nn.BatchNorm2d(2, momentum=1.5), ValueError,
        "For 'BatchNorm2d', the 'momentum' must be a number in range [0, 1], but got "
        '1.5.'),
    'BatchNorm2d data_format bad': (lambda: nn.BatchNorm2d(2, data_format="abc"), ValueError,
        "For 'BatchNorm2d', the 'format' must be str and must be in '['NCHW', "
        "'NHWC']', but got 'abc'."),
    'BatchNorm1d 4d input': (lambda: nn.BatchNorm1d(2)(F(2, 2, 4, 4)), ValueError,
        "For 'BatchNorm1d', the must have 2 dims or 3 dims, but got 4."),
    'BatchNorm1d channel mismatch': (lambda: nn.BatchNorm1d(3)(F(2, 2)), ValueError,
        "For BatchNorm, scale.shape[0] should be equal to input_x's channel dimension: "
        '2, bug got scale.shape[0]: 3.'),
    'BatchNorm3d 4d input': (lambda: nn.BatchNorm3d(2)(F(2, 2, 4, 4)), ValueError,
        "For 'BatchNorm3d', the in_shape must have 5 dims, but got 4."),
    'LayerNorm shape mismatch': (lambda: nn.LayerNorm((4,))(F(2, 3)), ValueError,
        "For 'LayerNorm', gamma or beta shape must match input shape, but got input "
        'shape: [const vector]{2, 3}, gamma shape: [const vector]{4}, beta shape: '
        '[const vector]{4}.'),
    'LayerNorm shape int': (lambda: nn.LayerNorm(3), TypeError,
        "For 'LayerNorm', the type of 'normalized_shape' must be tuple[int] or "
        "list[int], but got 3 and the type is <class 'int'>."),
    'LayerNorm begin_norm_axis out': (
        lambda: nn.LayerNorm((3,), begin_norm_axis=5)(F(2, 3)), RuntimeError,
        "For primitive[LayerNorm], input_x's rank is 2, while the 'begin_norm_axis' "
        'value should be in the range [-1, 2), but got 5'),
    'GroupNorm channel mismatch': (lambda: nn.GroupNorm(2, 4)(F(2, 6, 4, 4)), ValueError,
        "For GroupNorm, shape of weight and bias should be equal to input_x's channel "
        'dimension: 6, bug got shape: [const vector]{4}.'),
    'GroupNorm groups not dividing': (lambda: nn.GroupNorm(3, 4), ValueError,
        "For 'GroupNorm', the 'num_channels' must be divided by 'num_groups', but got "
        "'num_channels': 4, 'num_groups': 3."),
    'InstanceNorm2d 3d input': (lambda: nn.InstanceNorm2d(2)(F(2, 4, 4)), ValueError,
        "For 'InstanceNorm2d', the in_shape must have 4 dims, but got 3."),
    'InstanceNorm2d channel mismatch': (lambda: nn.InstanceNorm2d(3)(F(2, 2, 4, 4)), ValueError,
        'For primitive[InstanceNorm], the gamma shape must be equal to (C, ) which is '
        '2 , but got 3.'),
    'Embedding vocab 0': (lambda: nn.Embedding(0, 3), ValueError,
        "For 'initializer', the argument 'shape' is invalid, the value of 'shape' must "
        'be positive integer, but got (0, 3)'),
    'Embedding vocab float': (lambda: nn.Embedding(4.5, 3), TypeError,
        "For 'Embedding', the type of 'vocab_size' should be 'int', but got type "
        "'float'."),
    'Embedding padding_idx out': (lambda: nn.Embedding(4, 3, padding_idx=5), ValueError,
        "For 'Embedding', the 'padding_idx' must be in range of [0, 4), but got 5 with "
        "type 'int'."),
    'Embedding use_one_hot int': (lambda: nn.Embedding(4, 3, use_one_hot=1), TypeError,
        "For 'Embedding', the type of 'use_one_hot' should be 'bool', but got type "
        "'int'."),
    'EmbeddingLookup target bad': (lambda: nn.EmbeddingLookup(4, 3, target="GPU"), ValueError,
        "For 'EmbeddingLookup', the 'target' must be str and must be in '['CPU', "
        "'DEVICE']', but got 'GPU'."),
    'Dense in mismatch': (lambda: nn.Dense(3, 2)(F(2, 4)), ValueError,
        "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 4 and "
        "'x2_row': 3."),
    'Dense int input': (lambda: nn.Dense(3, 2)(I(2, 3)), TypeError,
        "For 'MatMul', the type of 'x2' should be same as 'x1', but got 'x1' with type "
        "Tensor[Int32] and 'x2' with type Tensor[Float32]."),
    'Dense in float': (lambda: nn.Dense(3.5, 2), TypeError,
        "For 'Dense', the 'in_channels' must be int, but got 'float'"),
    'Dense activation bad': (lambda: nn.Dense(3, 2, activation="abc"), KeyError,
        '"The \'name\' must be in [\'softmin\', \'softmax\', \'softmax2d\', '
        "'logsoftmax', 'logsoftmaxExt', 'relu', 'relu6', 'rrelu', 'silu', 'tanh', "
        "'tanhshrink', 'hardtanh', 'gelu', 'fast_gelu', 'elu', 'sigmoid', 'softsign', "
        "'prelu', 'preluExt', 'leakyrelu', 'hswish', 'hsigmoid', 'logsigmoid', "
        '\'softshrink\', \'hshrink\', \'threshold\', \'mish\'], but got abc."'),
    'Dense activation int': (lambda: nn.Dense(3, 2, activation=1), TypeError,
        "For 'Dense', the 'activation' must be str or Cell or Primitive, but got int."),
    'Dense weight shape bad': (lambda: nn.Dense(3, 2, weight_init=F(3, 3)), ValueError,
        "For 'Dense', weight init shape error. The ndim of 'weight_init' must be equal "
        "to 2, and the first dim must be equal to 'out_channels', and the second dim "
        "must be equal to 'in_channels'. But got 'weight_init': [[1. 1. 1.]\n [1. 1. "
        "1.]\n [1. 1. 1.]], 'out_channels': 2, 'in_channels': 3."),
    'Dense bias shape bad': (lambda: nn.Dense(3, 2, bias_init=F(3)), ValueError,
        "For 'Dense', bias init shape error. The ndim of 'bias_init' must be equal to "
        "1, and the first dim must be equal to 'out_channels'. But got 'bias_init': "
        "[1. 1. 1.], 'out_channels': 2."),
    'LSTM 2d input': (lambda: nn.LSTM(3, 4)(F(2, 3)), ValueError,
        'For primitive[LSTM], the x_shape.size() must be equal to 3, but got 2.'),
    'LSTM input_size mismatch': (lambda: nn.LSTM(3, 4)(F(2, 5, 4)), ValueError,
        'For primitive[LSTM], the x_shape[2] must be equal to 3, but got 4.'),
    'LSTM num_layers 0': (lambda: nn.LSTM(3, 4, num_layers=0), ValueError,
        "For 'LSTM', the 'num_layers' must be int and must > 0, but got '0' with type "
        "'int'."),
    'LSTM dropout big': (lambda: nn.LSTM(3, 4, dropout=1.5), ValueError,
        "For 'LSTM', the 'dropout' must be a number in range [0, 1) representing the "
        'probability of an element being zeroed, but got 1.5.'),
    'LSTM hidden float': (lambda: nn.LSTM(3, 4.5), TypeError,
        "For 'LSTM', the 'hidden_size' must be int, but got 'float'"),
    'LSTM hx wrong shape': (
        lambda: nn.LSTM(3, 4, batch_first=True)(F(2, 5, 3), (F(1, 2, 5), F(1, 2, 5))), ValueError,
        'For primitive[LSTM], the h_shape[2] must be equal to 4, but got 5.'),
    'GRU 2d input': (lambda: nn.GRU(3, 4)(F(2, 3)), ValueError,
        'MatMul inputs should have the same dimension size and equal to 2.'),
    'GRU input_size mismatch': (lambda: nn.GRU(3, 4)(F(2, 5, 4)), ValueError,
        "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 4 and "
        "'x2_row': 3."),
    'GRU num_layers float': (lambda: nn.GRU(3, 4, num_layers=1.5), TypeError,
        "For 'GRU', the 'num_layers' must be int, but got 'float'"),
    'RNN nonlinearity bad': (lambda: nn.RNN(3, 4, nonlinearity="abc"), ValueError,
        "For 'RNN', the 'nonlinearity' must be in ['tanh', 'relu'], but got abc."),
    'RNN 2d input': (lambda: nn.RNN(3, 4)(F(2, 3)), ValueError,
        'MatMul inputs should have the same dimension size and equal to 2.'),
    'RNN input_size mismatch': (lambda: nn.RNN(3, 4)(F(2, 5, 4)), ValueError,
        "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 4 and "
        "'x2_row': 3."),
    'LSTMCell input mismatch': (lambda: nn.LSTMCell(3, 4)(F(2, 5), (F(2, 4), F(2, 4))), ValueError,
        "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 5 and "
        "'x2_row': 3."),
    'GRUCell input mismatch': (lambda: nn.GRUCell(3, 4)(F(2, 5), F(2, 4)), ValueError,
        "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 5 and "
        "'x2_row': 3."),
    'RNNCell nonlinearity bad': (lambda: nn.RNNCell(3, 4, nonlinearity="abc"), ValueError,
        "For 'RNNCell', the 'nonlinearity' must be str and must be in '['tanh', "
        "'relu']', but got 'abc'."),
    'RNNCell 3d input': (lambda: nn.RNNCell(3, 4)(F(1, 2, 3), F(2, 4)), ValueError,
        'MatMul inputs should have the same dimension size and equal to 2.'),
    'Dropout p big': (lambda: nn.Dropout(p=1.5), ValueError,
        "For 'Dropout', the 'p' must be a number in range [0, 1), but got 1.5."),
    'Dropout p str': (lambda: nn.Dropout(p="a"), TypeError,
        "For 'Dropout', the type of 'p' should be one of '['float', 'int']', but got "
        "type 'str'."),
    'Dropout keep_prob 0': (lambda: nn.Dropout(keep_prob=0.0), ValueError,
        "For 'Dropout', the 'keep_prob' must be a number in range (0, 1], but got 0.0."),
    'Dropout2d p big': (lambda: nn.Dropout2d(p=1.5), ValueError,
        "For 'Dropout2d', the 'p' must be a number in range [0, 1], but got 1.5."),
    'Flatten start gt end': (lambda: nn.Flatten(start_dim=2, end_dim=1)(F(2, 3, 4)), ValueError,
        "For 'flatten', 'start_dim' cannot come after 'end_dim'."),
    'Flatten 0d': (lambda: nn.Flatten()(Tensor(1.0)), ValueError,
        "'start_dim' or 'end_dim' out of range."),
    'Unflatten size mismatch': (lambda: nn.Unflatten(1, (2, 2))(F(2, 6)), ValueError,
        "proposed_shape '[const vector]{2, 2, 2}' is invalid for input of size 12"),
    'PixelShuffle channels': (lambda: nn.PixelShuffle(2)(F(1, 3, 2, 2)), ValueError,
        "For 'pixel_shuffle', the length of third to last dimension is not divisibleby "
        '`upscale_factor` squared.'),
    'PixelUnshuffle size': (lambda: nn.PixelUnshuffle(2)(F(1, 1, 3, 3)), ValueError,
        "For 'pixel_unshuffle', the length of second to last 2 dimension should be "
        'divisible by downscale_factor.'),
    'Upsample no size': (lambda: nn.Upsample()(F(1, 1, 4)), ValueError,
        "For 'interpolate', 'size' and 'scale_factor' cannot be both empty"),
    'Softmax axis float': (lambda: nn.Softmax(axis=1.5), TypeError,
        "For 'Softmax', the type of 'axis' should be one of '[int, tuple of int]', but "
        "got <class 'float'>."),
    'Softmax axis out': (lambda: nn.Softmax(axis=3)(F(2, 3)), ValueError,
        'For primitive[Softmax], the axis must be in [-2,2), but got 3.'),
    'Softmax int input': (lambda: nn.Softmax()(I(2, 3)), TypeError,
        'For primitive[Softmax], the input argument[x] must be a type of {BFloat16, '
        'Float16, Float32, Float64}, but got Int32.'),
    'LogSoftmax axis out': (lambda: nn.LogSoftmax(axis=3)(F(2, 3)), ValueError,
        'For primitive[LogSoftmax], the axis must be in [-2,2), but got 3.'),
    'PReLU channel mismatch': (lambda: nn.PReLU(3)(F(2, 4)), ValueError,
        "For 'Prelu', the length of 'weight' must be equal to number of channels: 4, "
        'but got [const vector]{3}.'),
    'PReLU w float': (lambda: nn.PReLU(w="a"), TypeError,
        "For 'PReLU', the 'w' only supported float, list and tensor, but got str."),
    'Hardtanh min gt max': (lambda: nn.Hardtanh(1.0, -1.0), ValueError,
        'For Hardtanh, min_val should be less than max_val,but got 1.0 and -1.0'),
    'Identity extra': (lambda: nn.Identity()(F(2), F(2)), TypeError,
        'Identity.construct() takes 2 positional arguments but 3 were given'),
    'SequentialCell int': (lambda: nn.SequentialCell([1]), TypeError,
        "For 'insert_child_to_cell', the argument 'child_cell' must be 'Cell' if not "
        "None, but got type <class 'int'>."),
    'SequentialCell index out': (lambda: nn.SequentialCell([nn.ReLU()])[3], IndexError,
        "For 'SequentialCell', the value of 'index' must be a number in range [-1, 1), "
        'but got 3.'),
    'CellList append int': (lambda: nn.CellList([nn.ReLU()]).append(1), TypeError,
        "For 'CellList', each cell must be subclass of Cell, but got int."),
    'CellList index out': (lambda: nn.CellList([nn.ReLU()])[3], IndexError,
        "For 'CellList', the value of 'index' must be a number in range [-1, 1), but "
        'got 3.'),
    'CellDict int key': (lambda: nn.CellDict({1: nn.ReLU()}), TypeError,
        "For 'CellDict', the type of key should be string but got int."),
    'CellDict value int': (lambda: nn.CellDict({"a": 1}), TypeError,
        "For 'CellDict', the type of cell should be Cell, but got int."),
    'MultiheadAttention heads not dividing': (lambda: nn.MultiheadAttention(6, 4), ValueError,
        "The init argument 'embed_dim' must be divisible by 'num_heads'."),
    'MultiheadAttention 1d': (lambda: nn.MultiheadAttention(4, 2)(F(4), F(4), F(4)), ValueError,
        'The `query` should be unbatched 2D or batched 3D tensor, but got `query` with '
        '1D.'),
    'TransformerEncoderLayer nhead not dividing': (
        lambda: nn.TransformerEncoderLayer(6, 4), ValueError,
        "The init argument 'embed_dim' must be divisible by 'num_heads'."),
    'TransformerEncoderLayer activation bad': (
        lambda: nn.TransformerEncoderLayer(4, 2, activation="abc"), ValueError,
        'The activation must be relu/gelu, but get abc'),
    'CrossEntropyLoss reduction bad': (lambda: nn.CrossEntropyLoss(reduction="abc"), ValueError,
        "For 'CrossEntropyLoss', the 'reduction' must be in ['mean', 'sum', 'none'], "
        'but got abc.'),
    'CrossEntropyLoss float target 1d': (lambda: nn.CrossEntropyLoss()(F(2, 3), F(2)), TypeError,
        "For 'CrossEntropyLoss', the 'labels' should be Int32, but got "
        "'mindspore.float32'."),
    'MSELoss shape mismatch': (lambda: nn.MSELoss()(F(2), F(3)), ValueError,
        "For 'SubExt', input.shape and other.shape need to broadcast. The value of "
        'input.shape[1] or other.shape[1] must be 1 or -1 when they are not the same, '
        'but got input.shape = [2] and other.shape = [3]'),
    'L1Loss reduction int': (lambda: nn.L1Loss(reduction=1), ValueError,
        "For 'L1Loss', the 'reduction' must be in ['mean', 'sum', 'none'], but got 1."),
    'NLLLoss float target': (lambda: nn.NLLLoss()(F(2, 3), F(2)), TypeError,
        'For primitive[GatherD], the input argument[index] must be a type of '
        '{Tensor[Int32], Tensor[Int64]}, but got Tensor[Float32].'),
    'BCELoss int labels': (lambda: nn.BCELoss()(F(2), I(2)), TypeError,
        'For primitive[BinaryCrossEntorpy], the input and target should have same '
        'type, but got: Float32 and Int32.'),
    'BCEWithLogitsLoss shape mismatch': (lambda: nn.BCEWithLogitsLoss()(F(2), F(3)), ValueError,
        "For 'BCEWithLogitsLoss', two inputs 'input' and 'target' shape are not equal, "
        "'input' shape: [const vector]{2}, 'target' shape: [const vector]{3}"),
    'CosineEmbeddingLoss margin big': (lambda: nn.CosineEmbeddingLoss(margin=2.0), ValueError,
        "For 'CosineEmbeddingLoss', the 'margin' must be in range of [-1.0, 1.0], but "
        "got 2.0 with type 'float'."),
}
