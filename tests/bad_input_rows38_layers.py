"""Rows of ``test_bad_input_catalogue38`` (nn layers): MindSpore 2.10's exception type and text
for each call (measured on 2.10 CPU, one case per forked process, pynative_synchronize on;
/tmp/s54/bad38's la.py): constructors with bad arguments and calls with wrong ranks/channels of
Embedding, MultiheadAttention, Transformer*, PixelShuffle/Unshuffle, Upsample, Unfold, Flatten,
Dropout*, LayerNorm, GroupNorm, BatchNorm*, InstanceNorm2d, Dense, containers, activations.
"""
import numpy as np
from minicell import Tensor, nn


def F(*s):
    return Tensor(np.ones(s, np.float32))




# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'emb vocab0': (lambda: nn.Embedding(0, 2),
        ValueError, "For 'initializer', the argument 'shape' is invalid, the value of 'shape' "
                    'must be positive integer, but got (0, 2)'),
    'emb vocab str': (lambda: nn.Embedding('a', 2),
        TypeError, "For 'Embedding', the type of 'vocab_size' should be 'int', but got type "
                   "'str'."),
    'emb size neg': (lambda: nn.Embedding(3, -1),
        ValueError, "For 'initializer', the argument 'shape' is invalid, the value of 'shape' "
                    'must be positive integer, but got (3, -1)'),
    'emb padding': (lambda: nn.Embedding(3, 2, padding_idx=5),
        ValueError, "For 'Embedding', the 'padding_idx' must be in range of [0, 3), but got 5 "
                    "with type 'int'."),
    'emb onehot': (lambda: nn.Embedding(3, 2, use_one_hot='a'),
        TypeError, "For 'Embedding', the type of 'use_one_hot' should be 'bool', but got type "
                   "'str'."),
    'mha heads': (lambda: nn.MultiheadAttention(5, 2),
        ValueError, "The init argument 'embed_dim' must be divisible by 'num_heads'."),
    'mha heads0': (lambda: nn.MultiheadAttention(4, 0),
        ZeroDivisionError, 'integer division or modulo by zero'),
    'tel heads': (lambda: nn.TransformerEncoderLayer(5, 2),
        ValueError, "The init argument 'embed_dim' must be divisible by 'num_heads'."),
    'tel act': (lambda: nn.TransformerEncoderLayer(4, 2, activation='x'),
        ValueError, 'The activation must be relu/gelu, but get x'),
    'tdl heads': (lambda: nn.TransformerDecoderLayer(5, 2),
        ValueError, "The init argument 'embed_dim' must be divisible by 'num_heads'."),
    'transformer heads': (lambda: nn.Transformer(5, 2),
        ValueError, "The init argument 'embed_dim' must be divisible by 'num_heads'."),
    'ps call': (lambda: nn.PixelShuffle(2)(F(1, 3, 2, 2)),
        ValueError, "For 'pixel_shuffle', the length of third to last dimension is not "
                    'divisibleby `upscale_factor` squared.'),
    'pu call': (lambda: nn.PixelUnshuffle(2)(F(1, 1, 3, 3)),
        ValueError, "For 'pixel_unshuffle', the length of second to last 2 dimension should "
                    'be divisible by downscale_factor.'),
    'up both': (lambda: nn.Upsample(size=(2, 2), scale_factor=2.0)(F(1, 1, 2, 2)),
        ValueError, "For 'interpolate', 'size' and 'scale_factor' cannot be set simultaneously"),
    'up none': (lambda: nn.Upsample()(F(1, 1, 2, 2)),
        ValueError, "For 'interpolate', 'size' and 'scale_factor' cannot be both empty"),
    'unfold ksize': (lambda: nn.Unfold([1, 2], [1, 1, 1, 1], [1, 1, 1, 1]),
        ValueError, "For 'Unfold' the format of 'ksizes' must be [1, ksize_row, ksize_col, "
                    '1], but got [1, 2].'),
    'unfold pad': (lambda: nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1], padding='x'),
        ValueError, 'Failed to convert the value "x" of input \'padding\' of '
                    "'ExtractImagePatches' to enum."),
    'unfold rank': (lambda: nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1])(F(2, 2)),
        ValueError, 'For ExtractImagePatchesthe rank of input_x must be 4.'),
    'flatten dims': (lambda: nn.Flatten(2, 1)(F(2, 3, 4)),
        ValueError, "For 'flatten', 'start_dim' cannot come after 'end_dim'."),
    'flatten range': (lambda: nn.Flatten(0, 5)(F(2, 3, 4)),
        ValueError, "'start_dim' or 'end_dim' out of range."),
    'dropout p': (lambda: nn.Dropout(p=1.5),
        ValueError, "For 'Dropout', the 'p' must be a number in range [0, 1), but got 1.5."),
    'dropout keep': (lambda: nn.Dropout(keep_prob=0.0),
        ValueError, "For 'Dropout', the 'keep_prob' must be a number in range (0, 1], but got "
                    '0.0.'),
    'dropout p str': (lambda: nn.Dropout(p='a'),
        TypeError, "For 'Dropout', the type of 'p' should be one of '['float', 'int']', but "
                   "got type 'str'."),
    'dropout2d p': (lambda: nn.Dropout2d(p=2.0),
        ValueError, "For 'Dropout2d', the 'p' must be a number in range [0, 1], but got 2.0."),
    'dropout3d p': (lambda: nn.Dropout3d(p=-1.0),
        ValueError, "For 'Dropout3d', the 'p' must be a number in range [0, 1], but got -1.0."),
    'ln shape': (lambda: nn.LayerNorm(3),
        TypeError, "For 'LayerNorm', the type of 'normalized_shape' must be tuple[int] or "
                   "list[int], but got 3 and the type is <class 'int'>."),
    'ln call': (lambda: nn.LayerNorm((4,))(F(2, 3)),
        ValueError, "For 'LayerNorm', gamma or beta shape must match input shape, but got "
                    'input shape: [const vector]{2, 3}, gamma shape: [const vector]{4}, beta '
                    'shape: [const vector]{4}.'),
    'gn div': (lambda: nn.GroupNorm(3, 4),
        ValueError, "For 'GroupNorm', the 'num_channels' must be divided by 'num_groups', but "
                    "got 'num_channels': 4, 'num_groups': 3."),
    'gn call rank': (lambda: nn.GroupNorm(2, 4)(F(4)),
        RuntimeError, "For 'GroupNorm', The dim of input must be between 2 and 8. But got: 1."),
    'gn call ch': (lambda: nn.GroupNorm(2, 4)(F(1, 6, 2, 2)),
        ValueError, "For GroupNorm, shape of weight and bias should be equal to input_x's "
                    'channel dimension: 6, bug got shape: [const vector]{4}.'),
    'bn1d call': (lambda: nn.BatchNorm1d(3)(F(2, 4)),
        ValueError, "For BatchNorm, scale.shape[0] should be equal to input_x's channel "
                    'dimension: 4, bug got scale.shape[0]: 3.'),
    'bn2d rank': (lambda: nn.BatchNorm2d(3)(F(2, 3)),
        ValueError, "For 'BatchNorm2d', the in_shape must have 4 dims, but got 2."),
    'bn momentum': (lambda: nn.BatchNorm2d(3, momentum=1.5),
        ValueError, "For 'BatchNorm2d', the 'momentum' must be a number in range [0, 1], but "
                    'got 1.5.'),
    'bn features': (lambda: nn.BatchNorm2d(0),
        ValueError, "For 'BatchNorm2d', the 'num_features' must be at least 1, but got 0."),
    'in2d rank': (lambda: nn.InstanceNorm2d(3)(F(2, 3)),
        ValueError, "For 'InstanceNorm2d', the in_shape must have 4 dims, but got 2."),
    'in2d ch': (lambda: nn.InstanceNorm2d(3)(F(1, 4, 2, 2)),
        ValueError, 'For primitive[InstanceNorm], the gamma shape must be equal to (C, ) '
                    'which is 4 , but got 3.'),
    'dense in': (lambda: nn.Dense(0, 2),
        ValueError, "For 'Dense', the 'in_channels' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'dense act': (lambda: nn.Dense(2, 2, activation='xx'),
        KeyError, '"The \'name\' must be in [\'softmin\', \'softmax\', \'softmax2d\', '
                  "'logsoftmax', 'logsoftmaxExt', 'relu', 'relu6', 'rrelu', 'silu', 'tanh', "
                  "'tanhshrink', 'hardtanh', 'gelu', 'fast_gelu', 'elu', 'sigmoid', "
                  "'softsign', 'prelu', 'preluExt', 'leakyrelu', 'hswish', 'hsigmoid', "
                  "'logsigmoid', 'softshrink', 'hshrink', 'threshold', 'mish'], but got "
                  'xx."'),
    'dense call': (lambda: nn.Dense(3, 2)(F(2, 4)),
        ValueError, "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 4 and "
                    "'x2_row': 3."),
    'dense wshape': (lambda: nn.Dense(3, 2, weight_init=F(3, 2)),
        ValueError, "For 'Dense', weight init shape error. The ndim of 'weight_init' must be "
                    "equal to 2, and the first dim must be equal to 'out_channels', and the "
                    "second dim must be equal to 'in_channels'. But got 'weight_init': [[1. "
                    "1.]\n [1. 1.]\n [1. 1.]], 'out_channels': 2, 'in_channels': 3."),
    'identity args': (lambda: nn.Identity()(F(2), F(2)),
        TypeError, 'Identity.construct() takes 2 positional arguments but 3 were given'),
    'seq bad': (lambda: nn.SequentialCell([1]),
        TypeError, "For 'insert_child_to_cell', the argument 'child_cell' must be 'Cell' if "
                   "not None, but got type <class 'int'>."),
    'celllist bad': (lambda: nn.CellList([1]),
        TypeError, "For 'CellList', each cell must be subclass of Cell, but got int."),
    'celldict bad': (lambda: nn.CellDict({'a': 1}),
        TypeError, "For 'CellDict', the type of cell should be Cell, but got int."),
    'softmax axis': (lambda: nn.Softmax(axis=2)(F(2, 3)),
        ValueError, 'For primitive[Softmax], the axis must be in [-2,2), but got 2.'),
    'logsoftmax axis': (lambda: nn.LogSoftmax(axis=2)(F(2, 3)),
        ValueError, 'For primitive[LogSoftmax], the axis must be in [-2,2), but got 2.'),
    'prelu ch': (lambda: nn.PReLU(channel=0),
        ValueError, "For 'PReLU', the 'channel' must be int and must > 0, but got '0' with "
                    "type 'int'."),
    'prelu w': (lambda: nn.PReLU(w='a'),
        TypeError, "For 'PReLU', the 'w' only supported float, list and tensor, but got str."),
    'hardtanh': (lambda: nn.Hardtanh(1.0, 0.0),
        ValueError, 'For Hardtanh, min_val should be less than max_val,but got 1.0 and 0.0'),
    'get act': (lambda: nn.get_activation('xx'),
        KeyError, '"The \'name\' must be in [\'softmin\', \'softmax\', \'softmax2d\', '
                  "'logsoftmax', 'logsoftmaxExt', 'relu', 'relu6', 'rrelu', 'silu', 'tanh', "
                  "'tanhshrink', 'hardtanh', 'gelu', 'fast_gelu', 'elu', 'sigmoid', "
                  "'softsign', 'prelu', 'preluExt', 'leakyrelu', 'hswish', 'hsigmoid', "
                  "'logsigmoid', 'softshrink', 'hshrink', 'threshold', 'mish'], but got "
                  'xx."'),
}
