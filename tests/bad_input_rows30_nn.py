"""Rows of ``test_bad_input_catalogue30``: MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process; /tmp/bad30's n1, n4): nn layers' constructor
arguments (Conv*, BatchNorm*, LSTM/GRU/RNN, MultiheadAttention, Embedding, Dropout, pooling,
Dense, norms) and their forward with a wrong rank, channel count or dtype."""

import numpy as np

import minicell as ms
from minicell import Parameter, Tensor, nn, ops


img = Tensor(np.ones((1, 3, 8, 8), np.float32))

img3 = Tensor(np.ones((3, 8, 8), np.float32))

seq = Tensor(np.ones((2, 5, 4), np.float32))

w = Tensor(np.ones((4, 3, 3, 3), np.float32))

ROWS = {
    'Conv2d pad_mode bad': (lambda: nn.Conv2d(3, 4, 3, pad_mode="bad"),
        ValueError, "For 'Conv2D', the 'pad_mode' must be str and must be in '['valid', "
                    "'same', 'pad']', but got 'bad'."),
    'Conv2d padding same': (lambda: nn.Conv2d(3, 4, 3, pad_mode="same", padding=1),
        ValueError, "For 'Conv2D', the 'pad' must be zero when 'pad_mode' is not 'pad', but "
                    "got 'pad': 1 and 'pad_mode': same."),
    'Conv2d padding neg': (lambda: nn.Conv2d(3, 4, 3, pad_mode="pad", padding=-1),
        ValueError, "For 'Conv2d', the 'padding' must be int and must >= 0, but got '-1' with "
                    "type 'int'."),
    'Conv2d padding tuple3': (lambda: nn.Conv2d(3, 4, 3, pad_mode="pad", padding=(1, 1, 1)),
        ValueError, "For 'Conv2D', the 'pad size' must be int and must = 4, but got '3' with "
                    "type 'int'."),
    'Conv2d dilation 0': (lambda: nn.Conv2d(3, 4, 3, dilation=0),
        ValueError, "For 'Conv2d', the 'dilation item' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'Conv2d group 2': (lambda: nn.Conv2d(3, 4, 3, group=2),
        ValueError, "The argument 'group' should be divisible by 'in_channels' and "
                    "'out_channels', but got group:2, in_channels:3, out_channels:4."),
    'Conv2d group 0': (lambda: nn.Conv2d(4, 4, 3, group=0),
        ValueError, "For 'Conv2d', the 'group' must be int and must > 0, but got '0' with type "
                    "'int'."),
    'Conv2d out not div group': (lambda: nn.Conv2d(4, 6, 3, group=4),
        ValueError, "The argument 'group' should be divisible by 'in_channels' and "
                    "'out_channels', but got group:4, in_channels:4, out_channels:6."),
    'Conv2d stride 0': (lambda: nn.Conv2d(3, 4, 3, stride=0),
        ValueError, "For 'Conv2d', the 'stride item' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'Conv2d kernel 0': (lambda: nn.Conv2d(3, 4, 0),
        ValueError, "For 'Conv2d', the 'kernel_size item' must be int and must > 0, but got "
                    "'0' with type 'int'."),
    'Conv2d kernel float': (lambda: nn.Conv2d(3, 4, 3.0),
        TypeError, 'When expanding an int number to tuple, input type must be integer or '
                   "tuple[int], but got <class 'float'>"),
    'Conv2d in 0': (lambda: nn.Conv2d(0, 4, 3),
        ValueError, "For 'Conv2d', the 'in_channels' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'Conv2d data_format': (lambda: nn.Conv2d(3, 4, 3, data_format="NDHWC"),
        ValueError, "For 'Conv2d', the 'format' must be str and must be in '['NCHW', 'NHWC', "
                    "'NCDHW']', but got 'NDHWC'."),
    'Conv2d fwd rank3': (lambda: nn.Conv2d(3, 4, 3)(img3),
        ValueError, 'For primitive[Conv2D], the x shape size must be equal to 4, but got 3.'),
    'Conv2d fwd channels': (lambda: nn.Conv2d(4, 4, 3)(img),
        RuntimeError, "For 'Conv2D', 'C_in' of input 'x' shape divide by parameter 'group' must "
                      "be equal to 'C_in' of input 'weight' shape: 4, but got 'C_in' of input "
                      "'x' shape: 3, and 'group': 1."),
    'Conv1d pad_mode': (lambda: nn.Conv1d(3, 4, 3, pad_mode="bad"),
        ValueError, "For 'Conv1d', the 'pad_mode' must be str and must be in '['valid', "
                    "'same', 'pad']', but got 'bad'."),
    'Conv1d padding tuple': (lambda: nn.Conv1d(3, 4, 3, pad_mode="pad", padding=(1, 1, 1)),
        TypeError, "For 'Conv1d', the type of 'padding' should be 'int', but got type 'tuple'."),
    'Conv1d fwd rank4': (lambda: nn.Conv1d(3, 4, 3)(img),
        ValueError, 'For primitive[Conv2D], the x shape size must be equal to 4, but got 5.'),
    'Conv1d dilation 0': (lambda: nn.Conv1d(3, 4, 3, dilation=0),
        ValueError, "For 'Conv1d', the 'dilation' must be int and must >= 1, but got '0' with "
                    "type 'int'."),
    'Conv3d pad_mode': (lambda: nn.Conv3d(3, 4, 3, pad_mode="bad"),
        ValueError, "For 'Conv3D', the 'pad_mode' must be str and must be in '['valid', "
                    "'same', 'pad']', but got 'bad'."),
    'Conv3d fwd rank4': (lambda: nn.Conv3d(3, 4, 3)(img),
        ValueError, 'For primitive[Conv3D], the x shape size must be equal to 5, but got 4.'),
    'Conv3d group': (lambda: nn.Conv3d(3, 4, 3, group=2),
        ValueError, "The argument 'group' should be divisible by 'in_channels' and "
                    "'out_channels'"),
    'Conv2dTranspose pad_mode': (lambda: nn.Conv2dTranspose(3, 4, 3, pad_mode="bad"),
        ValueError, "For 'Conv2dTranspose', the 'pad_mode' must be str and must be in "
                    "'['valid', 'same', 'pad']', but got 'bad'."),
    'Conv2dTranspose group': (lambda: nn.Conv2dTranspose(3, 4, 3, group=2),
        ValueError, "For 'Conv2dTranspose', the attr 'in_channels' must be divisible by attr "
                    "'group', but got 'in_channels': 3 and 'group': 2."),
    'Conv1dTranspose pad_mode': (lambda: nn.Conv1dTranspose(3, 4, 3, pad_mode="bad"),
        ValueError, "For 'Conv1dTranspose', the 'pad_mode' must be str and must be in "
                    "'['valid', 'same', 'pad']', but got 'bad'."),
    'BatchNorm2d momentum 2': (lambda: nn.BatchNorm2d(3, momentum=2.0),
        ValueError, "For 'BatchNorm2d', the 'momentum' must be a number in range [0, 1], but "
                    'got 2.0.'),
    'BatchNorm2d momentum neg': (lambda: nn.BatchNorm2d(3, momentum=-0.1),
        ValueError, "For 'BatchNorm2d', the 'momentum' must be a number in range [0, 1], but "
                    'got -0.1.'),
    'BatchNorm2d features 0': (lambda: nn.BatchNorm2d(0),
        ValueError, "For 'BatchNorm2d', the 'num_features' must be at least 1, but got 0."),
    'BatchNorm2d features float': (lambda: nn.BatchNorm2d(3.0),
        TypeError, "For 'BatchNorm2d', the type of 'num_features' should be 'int', but got "
                   "type 'float'."),
    'BatchNorm2d fwd rank3': (lambda: nn.BatchNorm2d(3)(img3),
        ValueError, "For 'BatchNorm2d', the in_shape must have 4 dims, but got 3."),
    'BatchNorm2d fwd channels': (lambda: nn.BatchNorm2d(4)(img),
        ValueError, "For BatchNorm, scale.shape[0] should be equal to input_x's channel "
                    'dimension: 3, bug got scale.shape[0]: 4.'),
    'BatchNorm1d fwd rank4': (lambda: nn.BatchNorm1d(3)(img),
        ValueError, "For 'BatchNorm1d', the must have 2 dims or 3 dims, but got 4."),
    'BatchNorm1d momentum': (lambda: nn.BatchNorm1d(3, momentum=1.5),
        ValueError, "For 'BatchNorm1d', the 'momentum' must be a number in range [0, 1], but "
                    'got 1.5.'),
    'BatchNorm3d fwd rank4': (lambda: nn.BatchNorm3d(3)(img),
        ValueError, "For 'BatchNorm3d', the in_shape must have 5 dims, but got 4."),
    'BatchNorm2d data_format': (lambda: nn.BatchNorm2d(3, data_format="NCDHW"),
        ValueError, "For 'BatchNorm2d', the 'format' must be str and must be in '['NCHW', "
                    "'NHWC']', but got 'NCDHW'."),
    'LSTM num_layers 0': (lambda: nn.LSTM(4, 8, num_layers=0),
        ValueError, "For 'LSTM', the 'num_layers' must be int and must > 0, but got '0' with "
                    "type 'int'."),
    'LSTM num_layers float': (lambda: nn.LSTM(4, 8, num_layers=1.5),
        TypeError, "For 'LSTM', the 'num_layers' must be int, but got 'float'"),
    'LSTM dropout 1.5': (lambda: nn.LSTM(4, 8, dropout=1.5),
        ValueError, "For 'LSTM', the 'dropout' must be a number in range [0, 1) representing "
                    'the probability of an element being zeroed, but got 1.5.'),
    'LSTM dropout neg': (lambda: nn.LSTM(4, 8, dropout=-0.1),
        ValueError, "For 'LSTM', the 'dropout' must be a number in range [0, 1) representing "
                    'the probability of an element being zeroed, but got -0.1.'),
    'LSTM dropout int': (lambda: nn.LSTM(4, 8, dropout=1),
        TypeError, "For 'LSTM', the type of 'dropout' must be 'float', but got 'int'."),
    'LSTM hidden 0': (lambda: nn.LSTM(4, 0),
        ValueError, "For 'LSTM', the 'hidden_size' must be int and must > 0, but got '0' with "
                    "type 'int'."),
    'LSTM fwd input size': (lambda: nn.LSTM(3, 8, batch_first=True)(seq),
        ValueError, 'For primitive[LSTM], the x_shape[2] must be equal to 3, but got 4.'),
    'LSTM fwd rank2': (lambda: nn.LSTM(4, 8)(Tensor(np.ones((5, 4), np.float32))),
        ValueError, 'For primitive[LSTM], the x_shape.size() must be equal to 3, but got 2.'),
    'GRU num_layers 0': (lambda: nn.GRU(4, 8, num_layers=0),
        ValueError, "For 'GRU', the 'num_layers' must be int and must > 0, but got '0' with "
                    "type 'int'."),
    'GRU dropout 2': (lambda: nn.GRU(4, 8, dropout=2.0),
        ValueError, "For 'GRU', the 'dropout' must be a number in range [0, 1) representing "
                    'the probability of an element being zeroed, but got 2.0.'),
    'GRU fwd input size': (lambda: nn.GRU(3, 8, batch_first=True)(seq),
        ValueError, "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 4 and "
                    "'x2_row': 3."),
    'RNN nonlinearity': (lambda: nn.RNN(4, 8, nonlinearity="sigmoid"),
        ValueError, "For 'RNN', the 'nonlinearity' must be in ['tanh', 'relu'], but got "
                    'sigmoid.'),
    'RNN num_layers 0': (lambda: nn.RNN(4, 8, num_layers=0),
        ValueError, "For 'RNN', the 'num_layers' must be int and must > 0, but got '0' with "
                    "type 'int'."),
    'RNN dropout 1.1': (lambda: nn.RNN(4, 8, dropout=1.1),
        ValueError, "For 'RNN', the 'dropout' must be a number in range [0, 1) representing "
                    'the probability of an element being zeroed, but got 1.1.'),
    'RNN fwd input size': (lambda: nn.RNN(3, 8, batch_first=True)(seq),
        ValueError, "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 4 and "
                    "'x2_row': 3."),
    'LSTMCell fwd': (lambda: nn.LSTMCell(3, 8)(Tensor(np.ones((2, 4), np.float32)), (Tensor(np.ones((2, 8), np.float32)), Tensor(np.ones((2, 8), np.float32)))),
        ValueError, "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 4 and "
                    "'x2_row': 3."),
    'MHA heads 0': (lambda: nn.MultiheadAttention(8, 0),
        ZeroDivisionError, 'integer division or modulo by zero'),
    'MHA fwd embed': (lambda: nn.MultiheadAttention(8, 2)(seq, seq, seq),
        ValueError, 'The `embed_dim` should be 8, but got 4.'),
    'Embedding padding_idx big': (lambda: nn.Embedding(10, 4, padding_idx=10),
        ValueError, "For 'Embedding', the 'padding_idx' must be in range of [0, 10), but got "
                    "10 with type 'int'."),
    'Embedding padding_idx neg': (lambda: nn.Embedding(10, 4, padding_idx=-1),
        ValueError, "For 'Embedding', the 'padding_idx' must be in range of [0, 10), but got "
                    "-1 with type 'int'."),
    'Embedding padding_idx float': (lambda: nn.Embedding(10, 4, padding_idx=1.5),
        TypeError, "For 'Embedding', the 'padding_idx' must be 'int',  but got 'float'."),
    'Embedding vocab 0': (lambda: nn.Embedding(0, 4),
        ValueError, "For 'initializer', the argument 'shape' is invalid, the value of 'shape' "
                    'must be positive integer, but got (0, 4)'),
    'Dropout keep_prob 0': (lambda: nn.Dropout(keep_prob=0.0),
        ValueError, "For 'Dropout', the 'keep_prob' must be a number in range (0, 1], but got "
                    '0.0.'),
    'Dropout keep_prob 1.1': (lambda: nn.Dropout(keep_prob=1.1),
        ValueError, "For 'Dropout', the 'keep_prob' must be a number in range (0, 1], but got "
                    '1.1.'),
    'Dropout1d p neg': (lambda: nn.Dropout1d(p=-1.0),
        ValueError, "For 'Dropout1d', the 'p' must be a number in range [0, 1], but got -1.0."),
    'AvgPool2d kernel 0': (lambda: nn.AvgPool2d(kernel_size=0),
        ValueError, "For 'AvgPool2d', the 'kernel_size' must be an positive int number or a "
                    'tuple, but got 0'),
    'AvgPool2d pad_mode': (lambda: nn.AvgPool2d(2, pad_mode="bad"),
        ValueError, "For 'AvgPool2d', the 'pad_mode' must be str and must be in '['VALID', "
                    "'SAME', 'PAD']', but got 'BAD'."),
    'AvgPool2d kernel float': (lambda: nn.AvgPool2d(2.0),
        TypeError, "For 'AvgPool2d', the type of 'kernel_size' should be one of '['int', "
                   "'tuple']', but got type 'float'."),
    'AvgPool2d fwd big kernel': (lambda: nn.AvgPool2d(10)(img),
        RuntimeError, "For 'AvgPool' op, H_out/W_out must be positive, but H_out/W_out is -1, "
                      'please check input and parameters of op'),
    'AvgPool2d fwd rank2': (lambda: nn.AvgPool2d(2)(Tensor(np.ones((8, 8), np.float32))),
        ValueError, 'For primitive[AvgPool], the x_rank must be equal to 4, but got 2.'),
    'MaxPool2d kernel 0': (lambda: nn.MaxPool2d(kernel_size=0),
        ValueError, "For 'MaxPool2d', the 'kernel_size' must be an positive int number or a "
                    'tuple, but got 0'),
    'MaxPool2d stride neg': (lambda: nn.MaxPool2d(2, stride=-1),
        ValueError, "For 'MaxPool2d', the 'stride' must be an positive int number or a tuple, "
                    'but got -1'),
    'MaxPool2d pad_mode': (lambda: nn.MaxPool2d(2, pad_mode="bad"),
        ValueError, "For 'MaxPool2d', the 'pad_mode' must be str and must be in '['VALID', "
                    "'SAME', 'PAD']', but got 'BAD'."),
    'MaxPool1d kernel 0': (lambda: nn.MaxPool1d(0),
        ValueError, "For 'MaxPool1d', the 'kernel_size' must be an positive int number or a "
                    'tuple, but got 0'),
    'MaxPool1d fwd rank4': (lambda: nn.MaxPool1d(2)(img),
        ValueError, "For 'MaxPool1d', the input must has 3 dim, but got 4"),
    'Dense in 0': (lambda: nn.Dense(0, 3),
        ValueError, "For 'Dense', the 'in_channels' must be int and must > 0, but got '0' with "
                    "type 'int'."),
    'Dense activation bad': (lambda: nn.Dense(3, 2, activation="bad"),
        KeyError, '"The \'name\' must be in [\'softmin\', \'softmax\', \'softmax2d\', '
                  "'logsoftmax', 'logsoftmaxExt', 'relu', 'relu6', 'rrelu', 'silu', 'tanh', "
                  "'tanhshrink', 'hardtanh', 'gelu', 'fast_gelu', 'elu', 'sigmoid', "
                  "'softsign', 'prelu', 'preluExt', 'leakyrelu', 'hswish', 'hsigmoid', "
                  "'logsigmoid', 'softshrink', 'hshrink', 'threshold', 'mish'], but got "
                  'bad."'),
    'Dense fwd shape': (lambda: nn.Dense(4, 2)(Tensor(np.ones((2, 3), np.float32))),
        ValueError, "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 3 and "
                    "'x2_row': 4."),
    'Dense weight shape': (lambda: nn.Dense(3, 2, weight_init=Tensor(np.ones((3, 3), np.float32))),
        ValueError, "For 'Dense', weight init shape error. The ndim of 'weight_init' must be "
                    "equal to 2, and the first dim must be equal to 'out_channels', and the "
                    "second dim must be equal to 'in_channels'. But got 'weight_init': [[1. 1. "
                    "1.]\n [1. 1. 1.]\n [1. 1. 1.]], 'out_channels': 2, 'in_channels': 3."),
    'Dense bias shape': (lambda: nn.Dense(3, 2, bias_init=Tensor(np.ones((3,), np.float32))),
        ValueError, "For 'Dense', bias init shape error. The ndim of 'bias_init' must be equal "
                    "to 1, and the first dim must be equal to 'out_channels'. But got "
                    "'bias_init': [1. 1. 1.], 'out_channels': 2."),
    'LayerNorm shape int': (lambda: nn.LayerNorm(4),
        TypeError, "For 'LayerNorm', the type of 'normalized_shape' must be tuple[int] or "
                   "list[int], but got 4 and the type is <class 'int'>."),
    'LayerNorm fwd shape': (lambda: nn.LayerNorm((4,))(Tensor(np.ones((2, 3), np.float32))),
        ValueError, "For 'LayerNorm', gamma or beta shape must match input shape, but got "
                    'input shape: [const vector]{2, 3}, gamma shape: [const vector]{4}, beta '
                    'shape: [const vector]{4}.'),
    'GroupNorm fwd ch': (lambda: nn.GroupNorm(2, 4)(img),
        ValueError, "For GroupNorm, the 'num_channels' must be divided by 'num_groups', but "
                    "got 'num_channels': 3 ,'num_groups': 2"),
    'InstanceNorm2d fwd ch': (lambda: nn.InstanceNorm2d(4)(img),
        ValueError, 'For primitive[InstanceNorm], the gamma shape must be equal to (C, ) which '
                    'is 3 , but got 4.'),
    'Flatten start > end': (lambda: nn.Flatten(2, 1)(img),
        ValueError, "For 'flatten', 'start_dim' cannot come after 'end_dim'."),
    'PixelShuffle fwd': (lambda: nn.PixelShuffle(2)(img),
        ValueError, "For 'pixel_shuffle', the length of third to last dimension is not "
                    'divisibleby `upscale_factor` squared.'),
    'Upsample mode': (lambda: nn.Upsample(scale_factor=2.0, mode="bad")(img),
        ValueError, "For 'interpolate', 'mode' must be in '['nearest', 'linear', 'bilinear', "
                    "'bicubic', 'area', 'nearest-exact', 'trilinear']', but got bad"),
    'Softmax axis float': (lambda: nn.Softmax(axis=1.0),
        TypeError, "For 'Softmax', the type of 'axis' should be one of '[int, tuple of int]', "
                   "but got <class 'float'>."),
    'PReLU channel 0': (lambda: nn.PReLU(channel=0),
        ValueError, "For 'PReLU', the 'channel' must be int and must > 0, but got '0' with "
                    "type 'int'."),
    'SequentialCell int': (lambda: nn.SequentialCell([3]),
        TypeError, "For 'insert_child_to_cell', the argument 'child_cell' must be 'Cell' if "
                   "not None, but got type <class 'int'>."),
    'CellList int': (lambda: nn.CellList([3]),
        TypeError, "For 'CellList', each cell must be subclass of Cell, but got int."),
    'Identity args': (lambda: nn.Identity()(img, img),
        TypeError, 'Identity.construct() takes 2 positional arguments but 3 were given'),
    'ops.conv2d rank3': (lambda: ops.conv2d(img3, w),
        ValueError, 'For primitive[Conv2D], the x shape size must be equal to 4, but got 3.'),
    'ops.conv3d rank4': (lambda: ops.conv3d(img, Tensor(np.ones((4, 3, 3, 3, 3), np.float32))),
        ValueError, 'For primitive[Conv3D], the x shape size must be equal to 5, but got 4.'),
    'Conv2d fwd rank5': (lambda: nn.Conv2d(3, 4, 3)(Tensor(np.ones((1, 3, 2, 8, 8), np.float32))),
        ValueError, 'For primitive[Conv2D], the x shape size must be equal to 4, but got 5.'),
    'Conv1d padding same': (lambda: nn.Conv1d(3, 4, 3, pad_mode="same", padding=1),
        ValueError, "For 'Conv2D', the 'pad' must be zero when 'pad_mode' is not 'pad', but "
                    "got 'pad': (0, 0, 1, 1) and 'pad_mode': same."),
    'Conv3d padding same': (lambda: nn.Conv3d(3, 4, 3, pad_mode="same", padding=1),
        ValueError, "For 'Conv3D', the 'pad' must be zero or (0, 0, 0, 0, 0, 0) when "
                    '\'pad_mode\' is not "pad", but got \'pad\' is 1 and \'pad_mode\' is same.'),
    'Conv2d padding valid tuple': (lambda: nn.Conv2d(3, 4, 3, pad_mode="valid", padding=(1, 1, 1, 1)),
        ValueError, "For 'Conv2D', the 'pad' must be zero when 'pad_mode' is not 'pad', but "
                    "got 'pad': (1, 1, 1, 1) and 'pad_mode': valid."),
    'Conv2dTranspose padding same': (lambda: nn.Conv2dTranspose(3, 4, 3, pad_mode="same", padding=1),
        ValueError, "For 'Conv2DTranspose', the 'pad' must be zero or (0, 0, 0, 0) when "
                    '\'pad_mode\' is not "pad", but got \'pad\' is 1 and \'pad_mode\' is same.'),
    'Conv2dTranspose group out': (lambda: nn.Conv2dTranspose(4, 3, 3, group=2),
        ValueError, "For 'Conv2dTranspose', the 'out_channels' must be divisible by attr "
                    "'group', but got 'out_channels': 3 and 'group': 2."),
    'Conv1dTranspose group': (lambda: nn.Conv1dTranspose(3, 4, 3, group=2),
        ValueError, "For 'Conv1dTranspose', the attr 'in_channels' must be divisible by attr "
                    "'group', but got 'in_channels': 3 and 'group': 2."),
    'Conv2d group in': (lambda: nn.Conv2d(3, 4, 3, group=2),
        ValueError, "The argument 'group' should be divisible by 'in_channels' and "
                    "'out_channels', but got group:2, in_channels:3, out_channels:4."),
    'BatchNorm1d features float': (lambda: nn.BatchNorm1d(3.0),
        TypeError, "For 'BatchNorm1d', the type of 'num_features' should be 'int', but got "
                   "type 'float'."),
    'BatchNorm2d features str': (lambda: nn.BatchNorm2d("a"),
        TypeError, "For 'BatchNorm2d', the type of 'num_features' should be 'int', but got "
                   "type 'str'."),
    'BatchNorm2d fwd rank2': (lambda: nn.BatchNorm2d(3)(Tensor(np.ones((2, 3), np.float32))),
        ValueError, "For 'BatchNorm2d', the in_shape must have 4 dims, but got 2."),
    'BatchNorm3d fwd rank4 b': (lambda: nn.BatchNorm3d(3)(img),
        ValueError, "For 'BatchNorm3d', the in_shape must have 5 dims, but got 4."),
    'BatchNorm1d fwd rank1': (lambda: nn.BatchNorm1d(3)(Tensor(np.ones((3,), np.float32))),
        ValueError, "For 'BatchNorm1d', the must have 2 dims or 3 dims, but got 1."),
    'BatchNorm1d fwd channels': (lambda: nn.BatchNorm1d(4)(Tensor(np.ones((2, 3), np.float32))),
        ValueError, "For BatchNorm, scale.shape[0] should be equal to input_x's channel "
                    'dimension: 3, bug got scale.shape[0]: 4.'),
    'BatchNorm2d data_format bad': (lambda: nn.BatchNorm2d(3, data_format="abc"),
        ValueError, "For 'BatchNorm2d', the 'format' must be str and must be in '['NCHW', "
                    "'NHWC']', but got 'abc'."),
    'BatchNorm1d data_format': (lambda: nn.BatchNorm1d(3, data_format="NHWC"),
        ValueError, "For 'BatchNorm1d', the 'NHWC' format only support in GPU target, but got "
                    'device target CPU.'),
    'LSTM fwd input size b': (lambda: nn.LSTM(3, 8)(Tensor(np.ones((5, 2, 4), np.float32))),
        ValueError, 'For primitive[LSTM], the x_shape[2] must be equal to 3, but got 4.'),
    'GRUCell fwd': (lambda: nn.GRUCell(3, 8)(Tensor(np.ones((2, 4), np.float32)), Tensor(np.ones((2, 8), np.float32))),
        ValueError, "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 4 and "
                    "'x2_row': 3."),
    'RNNCell fwd': (lambda: nn.RNNCell(3, 8)(Tensor(np.ones((2, 4), np.float32)), Tensor(np.ones((2, 8), np.float32))),
        ValueError, "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 4 and "
                    "'x2_row': 3."),
    'MHA fwd embed b': (lambda: nn.MultiheadAttention(8, 2)(Tensor(np.ones((5, 2, 6), np.float32)), Tensor(np.ones((5, 2, 6), np.float32)), Tensor(np.ones((5, 2, 6), np.float32))),
        ValueError, 'The `embed_dim` should be 8, but got 6.'),
    'AvgPool1d pad_mode': (lambda: nn.AvgPool1d(2, pad_mode="bad"),
        ValueError, "For 'AvgPool1d', the 'pad_mode' must be str and must be in '['VALID', "
                    "'SAME', 'PAD']', but got 'BAD'."),
    'MaxPool1d pad_mode': (lambda: nn.MaxPool1d(2, pad_mode="bad"),
        ValueError, "For 'MaxPool1d', the 'pad_mode' must be str and must be in '['VALID', "
                    "'SAME', 'PAD']', but got 'BAD'."),
    'MaxPool3d pad_mode': (lambda: nn.MaxPool3d(2, pad_mode="bad"),
        ValueError, "For 'MaxPool3d', the 'pad_mode' must be str and must be in '['VALID', "
                    "'SAME', 'PAD']', but got 'BAD'."),
    'AvgPool3d pad_mode': (lambda: nn.AvgPool3d(2, pad_mode="bad"),
        ValueError, "For 'AvgPool3d', the 'pad_mode' must be str and must be in '['VALID', "
                    "'SAME', 'PAD']', but got 'BAD'."),
    'MaxPool2d stride tuple3': (lambda: nn.MaxPool2d(2, stride=(1, 1, 1)),
        ValueError, "For 'MaxPool' attr 'strides' must be an positive int number or a tuple of "
                    'two positive int numbers, but got (1, 1, 1)'),
    'AvgPool1d fwd rank4': (lambda: nn.AvgPool1d(2)(img),
        ValueError, "For 'AvgPool1d', the input must has 3 dim, but got 4"),
    'AvgPool2d fwd big kernel 3d': (lambda: nn.AvgPool2d(10)(img3),
        RuntimeError, "For 'AvgPool' op, H_out/W_out must be positive, but H_out/W_out is -1, "
                      'please check input and parameters of op'),
    'Dense weight 1d': (lambda: nn.Dense(3, 2, weight_init=Tensor(np.ones((3,), np.float32))),
        ValueError, "For 'Dense', weight init shape error. The ndim of 'weight_init' must be "
                    "equal to 2, and the first dim must be equal to 'out_channels', and the "
                    "second dim must be equal to 'in_channels'. But got 'weight_init': [1. 1. "
                    "1.], 'out_channels': 2, 'in_channels': 3."),
    'Dense bias 2d': (lambda: nn.Dense(3, 2, bias_init=Tensor(np.ones((2, 1), np.float32))),
        ValueError, "For 'Dense', bias init shape error. The ndim of 'bias_init' must be equal "
                    "to 1, and the first dim must be equal to 'out_channels'. But got "
                    "'bias_init': [[1.]\n [1.]], 'out_channels': 2."),
    'GroupNorm fwd ch b': (lambda: nn.GroupNorm(2, 4)(Tensor(np.ones((1, 6, 2, 2), np.float32))),
        ValueError, "For GroupNorm, shape of weight and bias should be equal to input_x's "
                    'channel dimension: 6, bug got shape: [const vector]{4}.'),
    'PixelShuffle fwd b': (lambda: nn.PixelShuffle(3)(img),
        ValueError, "For 'pixel_shuffle', the length of third to last dimension is not "
                    'divisibleby `upscale_factor` squared.'),
    'ops.pixel_shuffle': (lambda: ops.pixel_shuffle(img, 2),
        ValueError, "For 'pixel_shuffle', the length of third to last dimension is not "
                    'divisibleby `upscale_factor` squared.'),
    'InstanceNorm2d fwd ch b': (lambda: nn.InstanceNorm2d(2)(img),
        ValueError, 'For primitive[InstanceNorm], the gamma shape must be equal to (C, ) which '
                    'is 3 , but got 2.'),
    'Optimizer wd neg': (lambda: nn.Momentum(nn.Dense(3, 2).trainable_params(), 0.1, 0.9, weight_decay=-1.0),
        ValueError, "For 'Momentum', the 'weight_decay' must be float and must >= 0, but got "
                    "'-1.0' with type 'float'."),
    'Adam params None': (lambda: nn.Adam(None),
        ValueError, "For 'Optimizer', the argument parameters can not be None."),
    'Momentum params int': (lambda: nn.Momentum(3, 0.1, 0.9),
        TypeError, "For 'Optimizer', the argument parameters must be Iterable type, but got "
                   "<class 'int'>."),
    'FTRL l2 neg': (lambda: nn.FTRL(nn.Dense(3, 2).trainable_params(), l2=-0.1),
        ValueError, "For 'FTRL', the argument 'l2' must >= 0.0, but got -0.1."),
    'ExponentialDecayLR lr str': (lambda: nn.ExponentialDecayLR("a", 0.9, 10),
        TypeError, "For 'ExponentialDecayLR', the 'learning_rate' must be float, but got 'str'"),
    'CosineDecayLR max str': (lambda: nn.CosineDecayLR(0.0, "a", 10),
        TypeError, "For 'CosineDecayLR', the 'max_lr' must be float, but got 'str'"),
    'dyn exponential lr str': (lambda: nn.exponential_decay_lr("a", 0.9, 10, 2, 1),
        TypeError, "The 'learning_rate' must be float, but got 'str'"),
    'dyn piecewise rates str': (lambda: nn.piecewise_constant_lr([1, 2], 3),
        TypeError, "The type of 'learning_rates' should be one of '['tuple', 'list']', but "
                   "got type 'int'."),
    'Parameter requires_grad set int': (lambda: setattr(ms.Parameter(Tensor([1.0]), name="p"), "requires_grad", 1),
        TypeError, 'The argument `requires_grad` must be bool type'),
    'Parameter layerwise str': (lambda: ms.Parameter(Tensor([1.0]), name="p", layerwise_parallel="a"),
        TypeError, 'The argument `layerwise_parallel` must be bool type.'),
    'ParameterTuple tensor': (lambda: ms.ParameterTuple([Tensor([1.0])]),
        TypeError, 'For ParameterTuple initialization, ParameterTuple input should be '
                   "'Parameter' collection, but got a <class 'list'>. "),
    'Parameter set_data list2': (lambda: ms.Parameter(Tensor([1.0]), name="p").set_data((1.0,)),
        TypeError, 'Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` '
                   "(like `Tensor`). But with type <class 'tuple'>."),
    'Tensor init with data2': (lambda: Tensor(np.ones(2, np.float32), init="ones"),
        ValueError, 'init, dtype and shape must have values at the same time.'),
    'Tensor data dtype shape': (lambda: Tensor(1.0, shape=(1,)),
        ValueError, "When initializing a tensor with 'input_data', 'shape' should be set to "
                    'None.But got shape: (1,).'),
}
