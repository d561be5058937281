"""Rows of ``test_bad_input_catalogue41`` (nn layers, Cell and Parameter misuse): MindSpore
2.10's exception type and text for each call (measured on 2.10 CPU, one case per forked process,
pynative_synchronize on; /tmp/s58/bad41/cand_nn.py): Upsample, pooling, adaptive pooling,
Conv/ConvTranspose, Dense, Embedding, RNN/LSTM/GRU, Transformer layers, PixelShuffle, Flatten,
Dropout, BatchNorm/LayerNorm/GroupNorm/InstanceNorm, padding cells, activations, CellList/
CellDict/SequentialCell, Cell.insert_*_to_cell, Parameter and ParameterTuple.
Left out (minicell differs): Embedding's kernel-selection text for a float index.
"""
import numpy as np
from minicell import Tensor, nn, Parameter, ParameterTuple


def F(*s):
    return Tensor(np.ones(s, np.float32))


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'upsample both': (lambda: nn.Upsample(size=(2, 2), scale_factor=2.0)(F(1, 1, 2, 2)),
        ValueError, "For 'interpolate', 'size' and 'scale_factor' cannot be set simultaneously"),
    'upsample none': (lambda: nn.Upsample()(F(1, 1, 2, 2)),
        ValueError, "For 'interpolate', 'size' and 'scale_factor' cannot be both empty"),
    'upsample align nearest': (lambda: nn.Upsample(size=(2, 2), align_corners=True)(F(1, 1, 2, 2)),
        ValueError, "For 'interpolate', 'align_corners' option cannot currently be set with the "
                    "mode = nearest, and dim = 4D"),
    'avgpool2d kernel 0': (lambda: nn.AvgPool2d(kernel_size=0),
        ValueError, "For 'AvgPool2d', the 'kernel_size' must be an positive int number or a "
                    "tuple, but got 0"),
    'avgpool2d stride neg': (lambda: nn.AvgPool2d(2, stride=-1),
        ValueError, "For 'AvgPool2d', the 'stride' must be an positive int number or a tuple, "
                    "but got -1"),
    'avgpool2d pad mode': (lambda: nn.AvgPool2d(2, pad_mode='xx'),
        ValueError, "For 'AvgPool2d', the 'pad_mode' must be str and must be in '['VALID', "
                    "'SAME', 'PAD']', but got 'XX'."),
    'avgpool2d format': (lambda: nn.AvgPool2d(2, data_format='NDHWC'),
        ValueError, "For 'AvgPool2d', the 'format' must be str and must be in '['NCHW', "
                    "'NHWC']', but got 'NDHWC'."),
    'maxpool2d kernel float': (lambda: nn.MaxPool2d(kernel_size=2.5),
        TypeError, "For 'MaxPool2d', the type of 'kernel_size' should be one of '['int', "
                   "'tuple']', but got type 'float'."),
    'maxpool2d kernel tuple3': (lambda: nn.MaxPool2d(kernel_size=(2, 2, 2)),
        ValueError, "For 'MaxPool' attr 'kernel_size' must be an positive int number or a tuple "
                    "of two positive int numbers, but got (2, 2, 2)"),
    'maxpool1d call rank': (lambda: nn.MaxPool1d(2)(F(2)),
        ValueError, "For 'MaxPool1d', the input must has 3 dim, but got 1"),
    'maxpool2d call rank': (lambda: nn.MaxPool2d(2)(F(2, 2)),
        ValueError, 'For primitive[MaxPool], the length of input must be equal to 4 , but got 2.'),
    'avgpool1d call rank': (lambda: nn.AvgPool1d(2)(F(2)),
        ValueError, "For 'AvgPool1d', the input must has 3 dim, but got 1"),
    'adaptive avg 2d size': (lambda: nn.AdaptiveAvgPool2d((1, 1, 1)),
        ValueError, "For 'AdaptiveAvgPool2D', the 'length of output_size' must be int and must = "
                    "2, but got '3' with type 'int'."),
    'adaptive avg 1d size': (lambda: nn.AdaptiveAvgPool1d(0),
        ValueError, "For 'AdaptiveAvgPool1d', the 'output_size' must be int and must >= 1, but "
                    "got '0' with type 'int'."),
    'adaptive avg 1d call': (lambda: nn.AdaptiveAvgPool1d(2)(F(2)),
        ValueError, 'For AdaptiveAvgPool1d, the input must has 3 dim, but got 1.'),
    'conv2d in channels 0': (lambda: nn.Conv2d(0, 2, 3),
        ValueError, "For 'Conv2d', the 'in_channels' must be int and must > 0, but got '0' with "
                    "type 'int'."),
    'conv2d groups': (lambda: nn.Conv2d(3, 4, 3, group=2),
        ValueError, "The argument 'group' should be divisible by 'in_channels' and "
                    "'out_channels', but got group:2, in_channels:3, out_channels:4."),
    'conv2d pad mode': (lambda: nn.Conv2d(1, 1, 3, pad_mode='xx'),
        ValueError, "For 'Conv2D', the 'pad_mode' must be str and must be in '['valid', 'same', "
                    "'pad']', but got 'xx'."),
    'conv2d padding same': (lambda: nn.Conv2d(1, 1, 3, pad_mode='same', padding=1),
        ValueError, "For 'Conv2D', the 'pad' must be zero when 'pad_mode' is not 'pad', but got "
                    "'pad': 1 and 'pad_mode': same."),
    'conv2d call channels': (lambda: nn.Conv2d(3, 2, 1)(F(1, 2, 4, 4)),
        RuntimeError, "For 'Conv2D', 'C_in' of input 'x' shape divide by parameter 'group' must "
                      "be equal to 'C_in' of input 'weight' shape: 3, but got 'C_in' of input "
                      "'x' shape: 2, and 'group': 1."),
    'conv1d call rank': (lambda: nn.Conv1d(1, 1, 1)(F(1, 4)),
        ValueError, 'For primitive[Conv2D], the x shape size must be equal to 4, but got 3.'),
    'conv2d kernel 0': (lambda: nn.Conv2d(1, 1, 0),
        ValueError, "For 'Conv2d', the 'kernel_size item' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'conv2d dilation 0': (lambda: nn.Conv2d(1, 1, 3, dilation=0),
        ValueError, "For 'Conv2d', the 'dilation item' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'conv2d weight init': (lambda: nn.Conv2d(1, 1, 3, weight_init='xx'),
        ValueError, "For 'initializer', the class corresponding to 'xx' was not found."),
    'conv2dT groups': (lambda: nn.Conv2dTranspose(3, 4, 3, group=2),
        ValueError, "For 'Conv2dTranspose', the attr 'in_channels' must be divisible by attr "
                    "'group', but got 'in_channels': 3 and 'group': 2."),
    'dense in 0': (lambda: nn.Dense(0, 2),
        ValueError, "For 'Dense', the 'in_channels' must be int and must > 0, but got '0' with "
                    "type 'int'."),
    'dense activation': (lambda: nn.Dense(2, 2, activation='xx'),
        KeyError, '"The \'name\' must be in [\'softmin\', \'softmax\', \'softmax2d\', '
                  '\'logsoftmax\', \'logsoftmaxExt\', \'relu\', \'relu6\', \'rrelu\', \'silu\', '
                  '\'tanh\', \'tanhshrink\', \'hardtanh\', \'gelu\', \'fast_gelu\', \'elu\', '
                  '\'sigmoid\', \'softsign\', \'prelu\', \'preluExt\', \'leakyrelu\', '
                  '\'hswish\', \'hsigmoid\', \'logsigmoid\', \'softshrink\', \'hshrink\', '
                  '\'threshold\', \'mish\'], but got xx."'),
    'dense call shape': (lambda: nn.Dense(3, 2)(F(2, 2)),
        ValueError, "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 2 and "
                    "'x2_row': 3."),
    'dense weight shape': (lambda: nn.Dense(3, 2, weight_init=F(3, 3)),
        ValueError, "For 'Dense', weight init shape error. The ndim of 'weight_init' must be "
                    "equal to 2, and the first dim must be equal to 'out_channels', and the "
                    "second dim must be equal to 'in_channels'. But got 'weight_init': [[1. 1. "
                    "1.]\n [1. 1. 1.]\n [1. 1. 1.]], 'out_channels': 2, 'in_channels': 3."),
    'dense bias shape': (lambda: nn.Dense(3, 2, bias_init=F(3)),
        ValueError, "For 'Dense', bias init shape error. The ndim of 'bias_init' must be equal "
                    "to 1, and the first dim must be equal to 'out_channels'. But got "
                    "'bias_init': [1. 1. 1.], 'out_channels': 2."),
    'embedding vocab 0': (lambda: nn.Embedding(0, 2),
        ValueError, "For 'initializer', the argument 'shape' is invalid, the value of 'shape' "
                    "must be positive integer, but got (0, 2)"),
    'embedding padding idx': (lambda: nn.Embedding(3, 2, padding_idx=5),
        ValueError, "For 'Embedding', the 'padding_idx' must be in range of [0, 3), but got 5 "
                    "with type 'int'."),
    'rnn mode layers 0': (lambda: nn.RNN(2, 3, num_layers=0),
        ValueError, "For 'RNN', the 'num_layers' must be int and must > 0, but got '0' with type "
                    "'int'."),
    'rnn nonlinearity': (lambda: nn.RNN(2, 3, nonlinearity='xx'),
        ValueError, "For 'RNN', the 'nonlinearity' must be in ['tanh', 'relu'], but got xx."),
    'lstm dropout': (lambda: nn.LSTM(2, 3, dropout=1.5),
        ValueError, "For 'LSTM', the 'dropout' must be a number in range [0, 1) representing the "
                    "probability of an element being zeroed, but got 1.5."),
    'gru hidden 0': (lambda: nn.GRU(2, 0),
        ValueError, "For 'GRU', the 'hidden_size' must be int and must > 0, but got '0' with "
                    "type 'int'."),
    'lstm call size': (lambda: nn.LSTM(2, 3)(F(1, 1, 4)),
        ValueError, 'For primitive[LSTM], the x_shape[2] must be equal to 2, but got 4.'),
    'transformer enc heads': (lambda: nn.TransformerEncoderLayer(6, 4),
        ValueError, "The init argument 'embed_dim' must be divisible by 'num_heads'."),
    'transformer activation': (lambda: nn.TransformerEncoderLayer(4, 2, activation='xx'),
        ValueError, 'The activation must be relu/gelu, but get xx'),
    'pixel shuffle call': (lambda: nn.PixelShuffle(2)(F(1, 3, 2, 2)),
        ValueError, "For 'pixel_shuffle', the length of third to last dimension is not "
                    "divisibleby `upscale_factor` squared."),
    'pixel unshuffle call': (lambda: nn.PixelUnshuffle(2)(F(1, 1, 3, 3)),
        ValueError, "For 'pixel_unshuffle', the length of second to last 2 dimension should be "
                    "divisible by downscale_factor."),
    'flatten dims': (lambda: nn.Flatten(2, 1)(F(2, 2, 2)),
        ValueError, "For 'flatten', 'start_dim' cannot come after 'end_dim'."),
    'nn unflatten sizes': (lambda: nn.Unflatten(1, (2, 2))(F(2, 3)),
        ValueError, "proposed_shape '[const vector]{2, 2, 2}' is invalid for input of size 6"),
    'dropout p neg': (lambda: nn.Dropout(p=-0.1),
        ValueError, "For 'Dropout', the 'p' must be a number in range [0, 1), but got -0.1."),
    'dropout keep prob': (lambda: nn.Dropout(keep_prob=0.0),
        ValueError, "For 'Dropout', the 'keep_prob' must be a number in range (0, 1], but got "
                    "0.0."),
    'batchnorm2d features 0': (lambda: nn.BatchNorm2d(0),
        ValueError, "For 'BatchNorm2d', the 'num_features' must be at least 1, but got 0."),
    'batchnorm2d momentum': (lambda: nn.BatchNorm2d(2, momentum=1.5),
        ValueError, "For 'BatchNorm2d', the 'momentum' must be a number in range [0, 1], but got "
                    "1.5."),
    'batchnorm2d call channels': (lambda: nn.BatchNorm2d(3)(F(1, 2, 2, 2)),
        ValueError, "For BatchNorm, scale.shape[0] should be equal to input_x's channel "
                    "dimension: 2, bug got scale.shape[0]: 3."),
    'batchnorm2d call rank': (lambda: nn.BatchNorm2d(2)(F(1, 2)),
        ValueError, "For 'BatchNorm2d', the in_shape must have 4 dims, but got 2."),
    'layernorm shape': (lambda: nn.LayerNorm((3,))(F(2, 2)),
        ValueError, "For 'LayerNorm', gamma or beta shape must match input shape, but got input "
                    "shape: [const vector]{2, 2}, gamma shape: [const vector]{3}, beta shape: "
                    "[const vector]{3}."),
    'layernorm axis': (lambda: nn.LayerNorm((2,), begin_norm_axis=3)(F(2, 2)),
        RuntimeError, "For primitive[LayerNorm], input_x's rank is 2, while the "
                      "'begin_norm_axis' value should be in the range [-1, 2), but got 3"),
    'groupnorm divisible': (lambda: nn.GroupNorm(3, 4),
        ValueError, "For 'GroupNorm', the 'num_channels' must be divided by 'num_groups', but "
                    "got 'num_channels': 4, 'num_groups': 3."),
    'groupnorm call channels': (lambda: nn.GroupNorm(2, 4)(F(1, 2, 2, 2)),
        ValueError, "For GroupNorm, shape of weight and bias should be equal to input_x's "
                    "channel dimension: 2, bug got shape: [const vector]{4}."),
    'instancenorm call rank': (lambda: nn.InstanceNorm2d(2)(F(2, 2)),
        ValueError, "For 'InstanceNorm2d', the in_shape must have 4 dims, but got 2."),
    'reflection pad2d neg': (lambda: nn.ReflectionPad2d(-1),
        ValueError, "For 'ReflectionPad2d' every element in 'padding' must be >= 0. but got (-1, "
                    "-1, -1, -1). "),
    'reflection pad2d big': (lambda: nn.ReflectionPad2d(3)(F(1, 1, 2, 2)),
        ValueError, "For 'MirrorPad', paddings must be no greater than the dimension size: [3], "
                    "[3] not less than [2]"),
    'constant pad2d value': (lambda: nn.ConstantPad2d(1, 'a'),
        TypeError, "For 'ConstantPad2d', the type of parameter 'value' must be in [int, float], "
                   "but got <class 'str'>"),
    'zero pad2d float': (lambda: nn.ZeroPad2d(1.5),
        TypeError, "For 'ZeroPad2d', the type of parameter 'padding' must be in [int, tuple], "
                   "but got <class 'float'>"),
    'hardtanh min max': (lambda: nn.Hardtanh(2.0, 1.0),
        ValueError, 'For Hardtanh, min_val should be less than max_val,but got 2.0 and 1.0'),
    'softmax axis float': (lambda: nn.Softmax(axis=0.5),
        TypeError, "For 'Softmax', the type of 'axis' should be one of '[int, tuple of int]', "
                   "but got <class 'float'>."),
    'softmax call axis': (lambda: nn.Softmax(axis=2)(F(2, 2)),
        ValueError, 'For primitive[Softmax], the axis must be in [-2,2), but got 2.'),
    'logsoftmax call axis': (lambda: nn.LogSoftmax(axis=3)(F(2, 2)),
        ValueError, 'For primitive[LogSoftmax], the axis must be in [-2,2), but got 3.'),
    'prelu channel': (lambda: nn.PReLU(channel=0),
        ValueError, "For 'PReLU', the 'channel' must be int and must > 0, but got '0' with type "
                    "'int'."),
    'prelu w shape': (lambda: nn.PReLU(channel=2, w=F(3)),
        ValueError, "For 'PReLU', the dimension of 'w' must be 1, and the elements number should "
                    "be equal to the 'channel' when the 'w' is a tensor, but got 'w' shape (3,), "
                    "the 'channel' 2."),
    'glu axis': (lambda: nn.GLU(axis=3)(F(2, 2)),
        ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got 3)'),
    'glu odd': (lambda: nn.GLU()(F(2, 3)),
        ValueError, "For 'Split', x_shape[1] must be divisible by output_num = 2, but got 3"),
    'channel shuffle groups': (lambda: nn.ChannelShuffle(0),
        ValueError, 'For ChannelShuffle, the param `groups` must be larger than 0, but got 0.'),
    'unfold ksizes': (lambda: nn.Unfold([1, 2, 2], [1, 1, 1, 1], [1, 1, 1, 1], 'valid'),
        ValueError, "For 'Unfold' the format of 'ksizes' must be [1, ksize_row, ksize_col, 1], "
                    "but got [1, 2, 2]."),
    'bilinear in 0': (lambda: nn.BiDense(0, 2, 2),
        ValueError, "For 'BiDense', the 'in1_channels' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'cosine similarity dim': (lambda: nn.CosineSimilarity(dim=3)(F(2, 2), F(2, 2)),
        TypeError, "CosineSimilarity.__init__() got an unexpected keyword argument 'dim'"),
    'identity args': (lambda: nn.Identity()(F(1), F(1)),
        TypeError, 'Identity.construct() takes 2 positional arguments but 3 were given'),
    'sequential bad': (lambda: nn.SequentialCell([1]),
        TypeError, "For 'insert_child_to_cell', the argument 'child_cell' must be 'Cell' if not "
                   "None, but got type <class 'int'>."),
    'celllist bad': (lambda: nn.CellList([1]),
        TypeError, "For 'CellList', each cell must be subclass of Cell, but got int."),
    'celldict bad': (lambda: nn.CellDict({'a': 1}),
        TypeError, "For 'CellDict', the type of cell should be Cell, but got int."),
    'cell setattr param': (lambda: setattr(nn.Dense(2, 2), 'weight', 1.0),
        TypeError, "Parameter 'weight' already exists in network, can not assign this type: "
                   "'<class 'float'>' as a parameter."),
    'cell insert child': (lambda: nn.Cell().insert_child_to_cell('', nn.ReLU()),
        KeyError, '"For \'insert_child_to_cell\', the parameter \'child_name\' can not be None '
                  'and can not contain \'.\' "'),
    'cell insert child dot': (lambda: nn.Cell().insert_child_to_cell('a.b', nn.ReLU()),
        KeyError, '"For \'insert_child_to_cell\', the parameter \'child_name\' can not be None '
                  'and can not contain \'.\' "'),
    'cell insert param name': (lambda: nn.Cell().insert_param_to_cell('a.b', Parameter(F(1))),
        KeyError, '"For \'insert_param_to_cell\', the argument \'param_name\' should not '
                  'contain\'.\' "'),
    'cell insert param none': (lambda: nn.Cell().insert_param_to_cell('a', 1),
        TypeError, "For 'insert_param_to_cell', the argument 'param' must be 'Parameter' if not "
                   "None, but got <class 'int'>."),
    'cell to float': (lambda: nn.Dense(2, 2).to_float('float32'),
        ValueError, "For 'to_float', the argument 'dst_type' must be mstype.float32, "
                    "mstype.float16 or mstype.bfloat16, but got type: <class 'str'> and value: "
                    "float32."),
    'param name int': (lambda: Parameter(F(1), name=1),
        ValueError, "The type of the Parameter's name should be 'string' or 'None', but got "
                    "<class 'int'>."),
    'param requires grad str': (lambda: Parameter(F(1), requires_grad='a'),
        TypeError, 'The argument `requires_grad` must be bool type'),
    'param data none': (lambda: Parameter(None),
        TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                   "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                   "'complex', 'bytes']', but got type 'NoneType'."),
    'param tuple non param': (lambda: ParameterTuple([1]),
        TypeError, "For ParameterTuple initialization, ParameterTuple input should be "
                   "'Parameter' collection, but got a <class 'list'>. "),
    'param clone prefix': (lambda: Parameter(F(1), name='a').clone(prefix=1),
        TypeError, "Parameter.clone() got an unexpected keyword argument 'prefix'"),
    'param name long': (lambda: setattr(Parameter(F(1)), 'name', 'a' * 1025),
        ValueError, "The length of the 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' name should be "
                    "less than 1024."),
}
