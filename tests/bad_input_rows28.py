"""The rows of ``test_bad_input_catalogue28``: MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process; /tmp/bad28's catalogues k0-k2, n1-n3):
round 27's leftovers (MaskedSelect's broadcast, set_context/set_device targets, CeLU's alpha,
Reshape/BroadcastTo), RNN/LSTM/GRU and Transformer constructors, Embedding, pooling, interpolate,
PixelShuffle, Fold/Unfold, optimizers and learning-rate functions, Cell and Parameter misuse,
Tensor construction, reshape/view, pad, the split family and random ops."""
import numpy as np

import minicell as ms
from minicell import Parameter, Tensor, nn, ops

x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
x4 = Tensor(np.ones((1, 4, 4, 4), np.float32))
x12 = Tensor(np.arange(12, dtype=np.float32))


def ones(*s):
    return Tensor(np.ones(s, np.float32))


def net():
    return nn.Dense(3, 2)


class C(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(ones(2), name="w")
        self.d = nn.Dense(2, 2)


def assign_nonparam():
    c = C()
    c.w = ones(2)
    return c.w


def assign_param_to_cell_name():
    c = C()
    c.d = Parameter(ones(2), name="d2")
    return c.d


def assign_int_to_cell():
    c = C()
    c.d = 3
    return c.d


def insert_child_dup():
    c = C()
    c.insert_child_to_cell("d", nn.ReLU())
    return c.d


def insert_child_bad():
    c = C()
    c.insert_child_to_cell("e", 3)


def insert_child_dot():
    c = C()
    c.insert_child_to_cell("a.b", nn.ReLU())


def insert_child_empty():
    c = C()
    c.insert_child_to_cell("", nn.ReLU())


def insert_param_dup():
    c = C()
    c.insert_param_to_cell("w", Parameter(ones(2), name="w"))


def insert_param_bad():
    c = C()
    c.insert_param_to_cell("q", ones(2))


def insert_param_dot():
    c = C()
    c.insert_param_to_cell("a.b", Parameter(ones(2), name="ab"))


def dup_param_names():
    class D(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = Parameter(ones(2), name="same")
            self.b = Parameter(ones(2), name="same")
        def construct(self, x): return x * self.a * self.b
    d = D()
    return nn.Momentum(d.trainable_params(), 0.1, 0.9)


def cell_list_bad():
    return nn.CellList([nn.ReLU(), 3])


def seqcell_bad():
    return nn.SequentialCell([nn.ReLU(), "a"])


def seqcell_dict_bad():
    return nn.SequentialCell({"a": 1})


def celldict_bad():
    return nn.CellDict({"a": 1})


def celllist_index():
    return nn.CellList([nn.ReLU()])[3]


def seq_index_str():
    return nn.SequentialCell([nn.ReLU()])["a"]


def param_requires_grad_str():
    p = Parameter(ones(2), name="p")
    p.requires_grad = "a"
    return p.requires_grad


def param_name_int():
    return Parameter(ones(2), name=3)


def param_name_set_int():
    p = Parameter(ones(2), name="p")
    p.name = 3


def param_name_dot():
    return Parameter(ones(2), name="a.b").name


def param_from_list():
    return Parameter([1, 2])


def param_none():
    return Parameter(None, name="p")


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'masked_select nobcast': (
        lambda: ops.masked_select(ones(2, 3), Tensor(np.array([True, False], np.bool_))),
            ValueError, "For 'MaskedSelect', input.shape and mask.shape need to broadcast. The "
                        'value of input.shape[2] or mask.shape[1] must be 1 or -1 when they '
                        'are not the same, but got input.shape = [2, 3] and mask.shape = [2]'),
    'masked_select nobcast2': (
        lambda: ops.masked_select(ones(2, 3), Tensor(np.ones((3, 3), np.bool_))),
            ValueError, "For 'MaskedSelect', input.shape and mask.shape need to broadcast. The "
                        'value of input.shape[2] or mask.shape[2] must be 1 or -1 when they '
                        'are not the same, but got input.shape = [2, 3] and mask.shape = [3, 3]'),
    'tensor masked_select': (
        lambda: ones(2, 3).masked_select(Tensor(np.array([True, False], np.bool_))),
            ValueError, "For 'MaskedSelect', input.shape and mask.shape need to broadcast. The "
                        'value of input.shape[2] or mask.shape[1] must be 1 or -1 when they '
                        'are not the same, but got input.shape = [2, 3] and mask.shape = [2]'),
    'ctx TPU': (lambda: ms.set_context(device_target="TPU"),
            ValueError, "For 'context.set_context', the argument 'device_target' must be one "
                        "of ['CPU', 'GPU', 'Ascend', 'Davinci'], but got TPU."),
    'ctx tpu lower': (lambda: ms.set_context(device_target="tpu"),
            ValueError, "For 'context.set_context', the argument 'device_target' must be one "
                        "of ['CPU', 'GPU', 'Ascend', 'Davinci'], but got tpu."),
    'ctx bad': (lambda: ms.set_context(device_target="XPU"),
            ValueError, "For 'context.set_context', the argument 'device_target' must be one "
                        "of ['CPU', 'GPU', 'Ascend', 'Davinci'], but got XPU."),
    'set_device TPU': (lambda: ms.set_device("TPU"),
            ValueError, "The argument 'device_target' must be one of ['CPU', 'GPU', 'Ascend'], "
                        'but got TPU.'),
    'CELU 0 call': (lambda: nn.CELU(0.0)(Tensor(np.array([-1., 1.], np.float32))),
            ValueError, 'For primitive[CeLU], the alpha must be not equal to 0 , but got 0.'),
    'ops celu 0': (lambda: ops.celu(Tensor(np.array([-1., 1.], np.float32)), 0.0),
            ValueError, 'For primitive[CeLU], the alpha must be not equal to 0 , but got 0.'),
    'split int axis 2': (lambda: ops.split(x, 1, axis=2),
            ValueError, 'axis 2 is out of bounds for array of dimension 2'),
    'split list axis 2': (lambda: ops.split(x, [1, 2], axis=-3),
            ValueError, 'axis -3 is out of bounds for array of dimension 2'),
    'chunk axis -3': (lambda: ops.chunk(x, 2, -3),
            ValueError, 'axis -3 is out of bounds for array of dimension 2'),
    'tensor_split int axis': (lambda: ops.tensor_split(x, 2, axis=2),
            ValueError, 'axis 2 is out of bounds for array of dimension 2'),
    'tensor_split list axis': (lambda: ops.tensor_split(x, [1], axis=-3),
            ValueError, 'axis -3 is out of bounds for array of dimension 2'),
    'Tensor.split axis': (lambda: x.split(1, 2),
            ValueError, 'axis 2 is out of bounds for array of dimension 2'),
    'Tensor.chunk axis': (lambda: x.chunk(2, 2),
            ValueError, 'axis 2 is out of bounds for array of dimension 2'),
    'split sum': (lambda: ops.split(x, [1, 1], 1),
            ValueError, "The sum of 'split_size_or_sections' should be equal to 3, but got 2."),
    'split sum big': (lambda: ops.split(x, [2, 2], 1),
            ValueError, "The sum of 'split_size_or_sections' should be equal to 3, but got 4."),
    'unbind -3': (lambda: ops.unbind(x, -3),
            ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got -3)'),
    'Tensor.unbind': (lambda: x.unbind(2),
            ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'set_seed -5': (lambda: ms.set_seed(-5),
            ValueError, "For 'global_seed', the 'seed' must be int and must >= 0, but got '-5' "
                        "with type 'int'."),
    'GRU has_bias int': (lambda: nn.GRU(3, 4, has_bias=1),
            TypeError, "For 'GRU', the type of 'has_bias' should be 'bool', but got type 'int'."),
    'LSTM bidirectional str': (lambda: nn.LSTM(3, 4, bidirectional="a"),
            TypeError, "For 'LSTM', the type of 'bidirectional' should be 'bool', but got type "
                       "'str'."),
    'RNN batch_first int': (lambda: nn.RNN(3, 4, batch_first=0),
            TypeError, "For 'RNN', the type of 'batch_first' should be 'bool', but got type "
                       "'int'."),
    'pad mode int': (lambda: ops.pad(x, (1, 1), mode=1),
            ValueError, "For 'PadV3', the 'mode' must be str and must be in '['constant', "
                        "'reflect', 'edge', 'circular']', but got '1'."),
    'pad too long 3d': (lambda: ops.pad(Tensor(np.ones((1,2,3), np.float32)), (1,)*8),
            ValueError, "For 'PadV3' constant mode, paddings length too large for input dims, "
                        'the pad dims must be less than or equal to 3'),
    'pad too long reflect': (lambda: ops.pad(x, (1,)*6, mode="reflect"),
            ValueError, 'For primitive[PadV3], the input dims for edge, reflect or circular '
                        'mode must be greater than or equal to 3, but got 2.'),
    'random_categorical 3d': (
        lambda: ops.random_categorical(Tensor(np.ones((1,1,3), np.float32)), 2),
            ValueError, 'logits shape size only support 2D'),
    'multinomial 2d too many': (
        lambda: ops.multinomial(Tensor(np.ones((2,3), np.float32)), 5, False),
            ValueError, "For 'multinomial', the 'num_samples' must be less than the last "
                        "dimension of input without 'replacement', but got 'num_samples': 5 "
                        "and 'replacement': False"),
    'flatten end str': (lambda: ops.flatten(x, end_dim="a"),
            TypeError, "For 'flatten', both 'start_dim' and 'end_dim' must be int."),
    'flatten start float': (lambda: ops.flatten(x, start_dim=1.0),
            TypeError, "For 'flatten', both 'start_dim' and 'end_dim' must be int."),
    'tensor_split neg': (lambda: ops.tensor_split(x, -2, 1),
            ValueError, "For tensor_split, the value of 'indices_or_sections' must be more "
                        'than zero but got -2'),
    'GRU 2d': (lambda: nn.GRU(3, 4)(ones(2, 3)),
            ValueError, 'MatMul inputs should have the same dimension size and equal to 2.'),
    'GRU size': (lambda: nn.GRU(3, 4)(ones(2, 5, 2)),
            ValueError, "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 2 "
                        "and 'x2_row': 3."),
    'RNN 2d': (lambda: nn.RNN(3, 4)(ones(2, 3)),
            ValueError, 'MatMul inputs should have the same dimension size and equal to 2.'),
    'RNN size': (lambda: nn.RNN(3, 4)(ones(2, 5, 2)),
            ValueError, "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 2 "
                        "and 'x2_row': 3."),
    'LSTM 4d': (lambda: nn.LSTM(3, 4)(ones(2, 5, 2, 3)),
            ValueError, 'For primitive[LSTM], the x_shape.size() must be equal to 3, but got 4.'),
    'LSTM bf 2d': (lambda: nn.LSTM(3, 4, batch_first=True)(ones(2, 3)),
            ValueError, "For 'Transpose', size of perm should equal to rank of x, but got 3 "
                        'and 2!'),
    'LSTM bf size': (lambda: nn.LSTM(3, 4, batch_first=True)(ones(2, 5, 2)),
            ValueError, 'For primitive[LSTM], the x_shape[2] must be equal to 3, but got 2.'),
    'LSTM bidir size': (lambda: nn.LSTM(3, 4, bidirectional=True)(ones(2, 5, 4)),
            ValueError, 'For primitive[LSTM], the x_shape[2] must be equal to 3, but got 4.'),
    'Embedding vocab neg': (lambda: nn.Embedding(-1, 3),
            ValueError, "For 'initializer', the argument 'shape' is invalid, the value of "
                        "'shape' must be positive integer, but got (-1, 3)"),
    'Embedding size 0': (lambda: nn.Embedding(3, 0),
            ValueError, "For 'initializer', the argument 'shape' is invalid, the value of "
                        "'shape' must be positive integer, but got (3, 0)"),
    'Embedding size float': (lambda: nn.Embedding(3, 2.0),
            TypeError, "For 'Embedding', the type of 'embedding_size' should be 'int', but got "
                       "type 'float'."),
    'Embedding vocab bool': (lambda: nn.Embedding(True, 2),
            TypeError, "For 'Embedding', the type of 'vocab_size' should be 'int', but got "
                       "type 'bool'."),
    'Dense out neg': (lambda: nn.Dense(3, -1),
            ValueError, "For 'Dense', the 'out_channels' must be int and must > 0, but got "
                        "'-1' with type 'int'."),
    'MHA kdim 0': (lambda: nn.MultiheadAttention(8, 2, kdim=0),
            ValueError, "For 'initializer', the argument 'shape' is invalid, the value of "
                        "'shape' must be positive integer, but got (8, 0)"),
    'RNN hidden 0': (lambda: nn.RNN(3, 0),
            ValueError, "For 'RNN', the 'hidden_size' must be int and must > 0, but got '0' "
                        "with type 'int'."),
    'RNN layers 0': (lambda: nn.RNN(3, 4, num_layers=0),
            ValueError, "For 'RNN', the 'num_layers' must be int and must > 0, but got '0' "
                        "with type 'int'."),
    'RNN nonlin': (lambda: nn.RNN(3, 4, nonlinearity="gelu"),
            ValueError, "For 'RNN', the 'nonlinearity' must be in ['tanh', 'relu'], but got gelu."),
    'RNN dropout 1.5': (lambda: nn.RNN(3, 4, dropout=1.5),
            ValueError, "For 'RNN', the 'dropout' must be a number in range [0, 1) "
                        'representing the probability of an element being zeroed, but got 1.5.'),
    'RNN dropout str': (lambda: nn.RNN(3, 4, dropout="a"),
            TypeError, "For 'RNN', the type of 'dropout' must be 'float', but got 'str'."),
    'RNN input float': (lambda: nn.RNN(3.0, 4),
            TypeError, "For 'RNN', the 'input_size' must be int, but got 'float'"),
    'LSTM hidden neg': (lambda: nn.LSTM(3, -1),
            ValueError, "For 'LSTM', the 'hidden_size' must be int and must > 0, but got '-1' "
                        "with type 'int'."),
    'LSTM layers float': (lambda: nn.LSTM(3, 4, num_layers=1.5),
            TypeError, "For 'LSTM', the 'num_layers' must be int, but got 'float'"),
    'LSTM bad input dim': (lambda: nn.LSTM(3, 4)(ones(2, 3)),
            ValueError, 'For primitive[LSTM], the x_shape.size() must be equal to 3, but got 2.'),
    'LSTM input size mismatch': (lambda: nn.LSTM(3, 4)(ones(2, 5, 2)),
            ValueError, 'For primitive[LSTM], the x_shape[2] must be equal to 3, but got 2.'),
    'GRU dropout neg': (lambda: nn.GRU(3, 4, dropout=-0.1),
            ValueError, "For 'GRU', the 'dropout' must be a number in range [0, 1) "
                        'representing the probability of an element being zeroed, but got -0.1.'),
    'GRU bidirectional int': (lambda: nn.GRU(3, 4, bidirectional=2),
            TypeError, "For 'GRU', the type of 'bidirectional' should be 'bool', but got type "
                       "'int'."),
    'GRU batch_first str': (lambda: nn.GRU(3, 4, batch_first="yes"),
            TypeError, "For 'GRU', the type of 'batch_first' should be 'bool', but got type "
                       "'str'."),
    'RNNCell hidden 0': (lambda: nn.RNNCell(3, 0),
            ValueError, "For 'RNNCell', the 'hidden_size' must be int and must > 0, but got "
                        "'0' with type 'int'."),
    'RNNCell nonlin': (lambda: nn.RNNCell(3, 4, nonlinearity="sigmoid"),
            ValueError, "For 'RNNCell', the 'nonlinearity' must be str and must be in "
                        "'['tanh', 'relu']', but got 'sigmoid'."),
    'LSTMCell input 0': (lambda: nn.LSTMCell(0, 4),
            ValueError, "For 'LSTMCell', the 'input_size' must be int and must > 0, but got "
                        "'0' with type 'int'."),
    'GRUCell bias str': (lambda: nn.GRUCell(3, 4, has_bias="a"),
            TypeError, "For 'GRUCell', the type of 'has_bias' should be 'bool', but got type "
                       "'str'."),
    'TEL nhead not div': (lambda: nn.TransformerEncoderLayer(10, 3),
            ValueError, "The init argument 'embed_dim' must be divisible by 'num_heads'."),
    'TEL activation bad': (lambda: nn.TransformerEncoderLayer(8, 2, activation="tanh"),
            ValueError, 'The activation must be relu/gelu, but get tanh'),
    'TEL dropout 2': (lambda: nn.TransformerEncoderLayer(8, 2, dropout=2.0),
            ValueError, "For 'Dropout', the 'p' must be a number in range [0, 1), but got 2.0."),
    'MHA not div': (lambda: nn.MultiheadAttention(10, 3),
            ValueError, "The init argument 'embed_dim' must be divisible by 'num_heads'."),
    'Transformer nhead': (lambda: nn.Transformer(d_model=10, nhead=3),
            ValueError, "The init argument 'embed_dim' must be divisible by 'num_heads'."),
    'TDL nhead': (lambda: nn.TransformerDecoderLayer(10, 4),
            ValueError, "The init argument 'embed_dim' must be divisible by 'num_heads'."),
    'Embedding vocab 0': (lambda: nn.Embedding(0, 3),
            ValueError, "For 'initializer', the argument 'shape' is invalid, the value of "
                        "'shape' must be positive integer, but got (0, 3)"),
    'Embedding vocab float': (lambda: nn.Embedding(2.5, 3),
            TypeError, "For 'Embedding', the type of 'vocab_size' should be 'int', but got "
                       "type 'float'."),
    'Embedding size neg': (lambda: nn.Embedding(3, -2),
            ValueError, "For 'initializer', the argument 'shape' is invalid, the value of "
                        "'shape' must be positive integer, but got (3, -2)"),
    'Embedding padding neg': (lambda: nn.Embedding(3, 2, padding_idx=-5),
            ValueError, "For 'Embedding', the 'padding_idx' must be in range of [0, 3), but "
                        "got -5 with type 'int'."),
    'EmbeddingExt padding': (
        lambda: nn.EmbeddingExt(3, 2, padding_idx=3) if hasattr(nn, "EmbeddingExt") else None,
            ValueError, "For 'EmbeddingExt', the 'padding_idx' must be in range of [-3, 3), "
                        "but got 3 with type 'int'."),
    'EmbeddingLookup bad target': (lambda: nn.EmbeddingLookup(4, 2, target="GPU"),
            ValueError, "For 'EmbeddingLookup', the 'target' must be str and must be in "
                        "'['CPU', 'DEVICE']', but got 'GPU'."),
    'MaxPool2d ceil str': (lambda: nn.MaxPool2d(2, ceil_mode="a"),
            ValueError, "For MaxPool2d, the parameter 'padding', 'dilation', 'return_indices', "
                        "'ceil_mode' can not be set to non-default value when pad_mode is not "
                        "'pad', but got pad_mode:valid."),
    'MaxPool2d padding neg': (lambda: nn.MaxPool2d(2, 1, padding=-1),
            ValueError, "For MaxPool2d, the parameter 'padding', 'dilation', 'return_indices', "
                        "'ceil_mode' can not be set to non-default value when pad_mode is not "
                        "'pad', but got pad_mode:valid."),
    'AvgPool2d count_include str': (
        lambda: nn.AvgPool2d(2, 2, pad_mode="pad", count_include_pad="a"),
            TypeError, "For 'AvgPool3D', the type of 'count_include_pad' should be 'bool', but "
                       "got type 'str'."),
    'AvgPool2d divisor 0': (lambda: nn.AvgPool2d(2, 2, pad_mode="pad", divisor_override=0)(x4),
            ValueError, "For 'AvgPool2d', the 'divisor_override' must be > 0, but got 0."),
    'MaxPool3d k 0': (lambda: nn.MaxPool3d(0),
            ValueError, "For 'MaxPool3d', the 'kernel_size' must be an positive int number or "
                        'a tuple, but got 0'),
    'max_pool2d pad > k/2': (lambda: ops.max_pool2d(x4, 2, 2, 2),
            ValueError, 'It is required that the `pads` is no more than half of the '
                        '`kernel_size`, but gets pads(2, 2) and kernel_size(2, 2).'),
    'interpolate size+scale': (lambda: ops.interpolate(x4, size=(2, 2), scale_factor=2.0),
            ValueError, "For 'interpolate', 'size' and 'scale_factor' cannot be set "
                        'simultaneously'),
    'interpolate mode bad': (lambda: ops.interpolate(x4, size=(2, 2), mode="cubic"),
            ValueError, "For 'interpolate', 'mode' must be in '['nearest', 'linear', "
                        "'bilinear', 'bicubic', 'area', 'nearest-exact', 'trilinear']', but "
                        'got cubic'),
    'interpolate size neg': (lambda: ops.interpolate(x4, size=(-2, 2)),
            ValueError, "For 'interpolate', the 'size[0]' must be int and must > 0, but got "
                        "'-2' with type 'int'."),
    'interpolate size len': (lambda: ops.interpolate(x4, size=(2,)),
            ValueError, "For 'interpolate', 'input' and 'size' must have the same spatial "
                        "dimensions, but got 'input' is 2D, 'size' is 1D"),
    'interpolate align nearest': (
        lambda: ops.interpolate(x4, size=(2, 2), mode="nearest", align_corners=True),
            ValueError, "For 'interpolate', 'align_corners' option cannot currently be set "
                        'with the mode = nearest, and dim = 4D'),
    'interpolate linear 4d': (lambda: ops.interpolate(x4, size=(2, 2), mode="linear"),
            ValueError, "For 'interpolate', linear only support '[3]'D, but got 4D"),
    'interpolate scale neg': (lambda: ops.interpolate(x4, scale_factor=-1.0),
            ValueError, "For 'interpolate', the 'scale_factor' must be float and must > 0, but "
                        "got '-1.0' with type 'float'."),
    'Upsample both': (lambda: nn.Upsample(size=(2, 2), scale_factor=2.0)(x4),
            ValueError, "For 'interpolate', 'size' and 'scale_factor' cannot be set "
                        'simultaneously'),
    'Upsample bicubic 3d': (lambda: nn.Upsample(size=(2,), mode="bicubic")(ones(1, 2, 4)),
            ValueError, "For 'interpolate', bicubic only support '[4]'D, but got 3D"),
    'pixel_shuffle neg': (lambda: ops.pixel_shuffle(x4, -2),
            ValueError, "The 'upscale_factor' must be int and must > 0, but got '-2' with type "
                        "'int'."),
    'ops fold bad L': (lambda: ops.fold(ones(1, 4, 5), Tensor(np.array([4, 4], np.int32)), 2),
            ValueError, "For 'Col2Im', size of input's 4th dimension must be equal to "
                        'calculated number of sliding blocks, but got input.size[3]: 5, '
                        'calculated number of sliding blocks: 9. Please refer to Mindspore '
                        'official website API docs for details about how the number of sliding '
                        'blocks is calculated.'),
    'SGD lr neg': (lambda: nn.SGD(net().trainable_params(), learning_rate=-0.1),
            ValueError, "For 'SGD', the 'learning rate' must be float and must >= 0, but got "
                        "'-0.1' with type 'float'."),
    'SGD momentum neg': (lambda: nn.SGD(net().trainable_params(), momentum=-0.5),
            ValueError, "For 'SGD', the argument 'momentum' must be at least 0.0, but got -0.5."),
    'SGD nesterov no momentum': (lambda: nn.SGD(net().trainable_params(), nesterov=True),
            ValueError, "For 'SGD', if 'nesterov' is true, 'momentum' must be > 0.0 and "
                        "'dampening' must equal to 0.0, but got 'momentum' 0.0, 'dampening' "
                        '0.0.'),
    'SGD dampening neg': (lambda: nn.SGD(net().trainable_params(), dampening=-1.0),
            ValueError, "For 'SGD', the argument 'dampening' must be at least 0.0, but got "
                        "'dampening' -1.0"),
    'Adam beta1 1': (lambda: nn.Adam(net().trainable_params(), beta1=1.0),
            ValueError, "For 'Adam', the 'beta1' must be in range of (0.0, 1.0), but got 1.0 "
                        "with type 'float'."),
    'Adam beta2 neg': (lambda: nn.Adam(net().trainable_params(), beta2=-0.1),
            ValueError, "For 'Adam', the 'beta2' must be in range of (0.0, 1.0), but got -0.1 "
                        "with type 'float'."),
    'Adam eps 0': (lambda: nn.Adam(net().trainable_params(), eps=0.0),
            ValueError, "For 'Adam', the 'eps' must be float and must > 0, but got '0.0' with "
                        "type 'float'."),
    'Adam wd neg': (lambda: nn.Adam(net().trainable_params(), weight_decay=-0.1),
            ValueError, "For 'Adam', the 'weight_decay' must be float and must >= 0, but got "
                        "'-0.1' with type 'float'."),
    'Adam wd str': (lambda: nn.Adam(net().trainable_params(), weight_decay="a"),
            TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                       "Cell.but got <class 'str'>"),
    'Adam lr str': (lambda: nn.Adam(net().trainable_params(), learning_rate="a"),
            ValueError, "could not convert string to float: 'a'"),
    'Adam lr 2d tensor': (lambda: nn.Adam(net().trainable_params(), learning_rate=ones(2, 2)),
            ValueError, "For 'Optimizer', if 'learning_rate' is Tensor type, then the "
                        'dimension of it should be 0 or 1, but got 2.'),
    'Adam params empty': (lambda: nn.Adam([], 0.1),
            ValueError, "For 'Optimizer', the argument parameters must not be empty."),
    'Adam params tensor': (lambda: nn.Adam([ones(2)], 0.1),
            TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                       "'Parameter' or 'dict', please check the 'parameters'."),
    'Adam group no params': (lambda: nn.Adam([{"lr": 0.1}], 0.1),
            KeyError, "'params'"),
    'Adam group bad key': (lambda: nn.Adam([{"params": net().trainable_params(), "foo": 1}], 0.1),
            KeyError, '"For \'Optimizer\', the key in group params must be one of in '
                      "['params', 'lr', 'weight_decay', 'order_params', "
                      '\'grad_centralization\'], but got [\'foo\']."'),
    'Adam group dup': (
        lambda: (lambda ps: nn.Adam([{"params": ps}, {"params": ps}], 0.1))(
            net().trainable_params()),
            RuntimeError, "For 'Optimizer', the weight parameter already exists, it does not "
                          'support repeated setting. Please check whether the optimizer '
                          'parameter has been set multiple times.'),
    'Adam group wd neg': (
        lambda: nn.Adam([{"params": net().trainable_params(), "weight_decay": -1.0}], 0.1),
            ValueError, "For 'Adam', the 'weight_decay' must be float and must >= 0, but got "
                        "'-1.0' with type 'float'."),
    'Adam group order_params bad': (
        lambda: nn.Adam([{"params": net().trainable_params()}, {"order_params": [1]}], 0.1),
            ValueError, "For 'Optimizer',the length of order parameters must be the same as "
                        "the length of group parameters, but got order parameters' length 1, "
                        "group parameters' length 2."),
    'Momentum momentum neg': (lambda: nn.Momentum(net().trainable_params(), 0.1, -0.9),
            ValueError, "For 'Momentum', the argument 'momentum' must be at least 0.0, but got "
                        '-0.9'),
    'Momentum momentum str': (lambda: nn.Momentum(net().trainable_params(), 0.1, "a"),
            TypeError, "For 'Momentum', the type of 'momentum' should be 'float', but got type "
                       "'str'."),
    'AdamW betas': (lambda: nn.AdamWeightDecay(net().trainable_params(), beta1=1.5),
            ValueError, "For 'AdamWeightDecay', the 'beta1' must be in range of (0.0, 1.0), "
                        "but got 1.5 with type 'float'."),
    'RMSProp decay neg': (lambda: nn.RMSProp(net().trainable_params(), decay=-0.1),
            ValueError, "For 'RMSProp', the 'decay' must be float and must >= 0, but got "
                        "'-0.1' with type 'float'."),
    'RMSProp centered str': (lambda: nn.RMSProp(net().trainable_params(), centered="a"),
            TypeError, "For 'RMSProp', the type of 'centered' should be 'bool', but got type "
                       "'str'."),
    'Adagrad accum neg': (lambda: nn.Adagrad(net().trainable_params(), accum=-0.1),
            ValueError, "For 'Adagrad', the 'accum' must be float and must >= 0, but got "
                        "'-0.1' with type 'float'."),
    'Lamb eps neg': (lambda: nn.Lamb(net().trainable_params(), 0.1, eps=-1.0),
            ValueError, "For 'Lamb', the 'eps' must be float and must > 0, but got '-1.0' with "
                        "type 'float'."),
    'loss_scale 0': (lambda: nn.Adam(net().trainable_params(), loss_scale=0.0),
            ValueError, "For 'Adam', the 'loss_scale' must be float and must > 0, but got "
                        "'0.0' with type 'float'."),
    'piecewise bad': (lambda: nn.piecewise_constant_lr([2, 1], [0.1, 0.2]),
            ValueError, "For 'piecewise_constant_lr', the value of milestone[1] must be "
                        'greater than milestone[0], but got milestone[1]: 1, milestone[0]: 2.'),
    'piecewise len': (lambda: nn.piecewise_constant_lr([1, 2], [0.1]),
            ValueError, "For 'piecewise_constant_lr', the size of 'milestone' must be same "
                        "with the size of 'learning_rates', but got 'milestone' size: 2, "
                        "'learning_rates' size: 1."),
    'exponential_decay neg': (lambda: nn.exponential_decay_lr(-0.1, 0.9, 10, 1, 2),
            ValueError, "The 'learning_rate' must be float and must > 0, but got '-0.1' with "
                        "type 'float'."),
    'cosine_decay min>max': (lambda: nn.cosine_decay_lr(0.5, 0.1, 10, 2, 2),
            ValueError, "For 'cosine_decay_lr', the 'max_lr' must be greater than the "
                        "'min_lr', but got 'max_lr' value: 0.1, 'min_lr' value: 0.5."),
    'warmup_lr 0 epoch': (lambda: nn.warmup_lr(0.1, 10, 2, 0),
            ValueError, "The 'warmup_epoch' must be int and must > 0, but got '0' with type "
                        "'int'."),
    'CosineDecayLR min>max': (lambda: nn.CosineDecayLR(0.5, 0.1, 10),
            ValueError, "For 'CosineDecayLR', the 'max_lr' must be greater than the 'min_lr', "
                        "but got 'max_lr' value: 0.1, 'min_lr' value: 0.5."),
    'PolynomialDecayLR power neg': (lambda: nn.PolynomialDecayLR(0.1, 0.01, 10, -1.0),
            ValueError, "For 'PolynomialDecayLR', the 'power' must be float and must > 0, but "
                        "got '-1.0' with type 'float'."),
    'assign param to cell name': (assign_param_to_cell_name,
            KeyError, '"For \'insert_param_to_cell\', the d parameter already exists in the '
                      'network.Cannot insert another parameter with the same name."'),
    'assign int to cell name': (assign_int_to_cell,
            TypeError, "Sub cell 'd' already exists in network, can not assign this type: "
                       "'<class 'int'>' as a cell."),
    'insert_child bad': (insert_child_bad,
            TypeError, "For 'insert_child_to_cell', the argument 'child_cell' must be 'Cell' "
                       "if not None, but got type <class 'int'>."),
    'insert_child dot': (insert_child_dot,
            KeyError, '"For \'insert_child_to_cell\', the parameter \'child_name\' can not be '
                      'None and can not contain \'.\' "'),
    'insert_child empty': (insert_child_empty,
            KeyError, '"For \'insert_child_to_cell\', the parameter \'child_name\' can not be '
                      'None and can not contain \'.\' "'),
    'insert_param dot': (insert_param_dot,
            KeyError, '"For \'insert_param_to_cell\', the argument \'param_name\' should not '
                      'contain\'.\' "'),
    'dup param names': (dup_param_names,
            ValueError, 'The value Parameter (name=same, shape=(2,), dtype=Float32, '
                        "requires_grad=True) , its name 'same' already exists. Please set a "
                        'unique name for the parameter.'),
    'SequentialCell bad': (seqcell_bad,
            TypeError, "For 'insert_child_to_cell', the argument 'child_cell' must be 'Cell' "
                       "if not None, but got type <class 'str'>."),
    'SequentialCell dict bad': (seqcell_dict_bad,
            TypeError, "For 'SequentialCell', the 'args[0]' must be Cell, list or orderedDict, "
                       'but got dict'),
    'CellDict bad': (celldict_bad,
            TypeError, "For 'CellDict', the type of cell should be Cell, but got int."),
    'CellList index': (celllist_index,
            IndexError, "For 'CellList', the value of 'index' must be a number in range [-1, "
                        '1), but got 3.'),
    'SequentialCell str index': (seq_index_str,
            TypeError, "For 'SequentialCell', the type of 'index' must be int, but got str."),
    'Param requires_grad str': (param_requires_grad_str,
            TypeError, 'The argument `requires_grad` must be bool type'),
    'Param name int': (param_name_int,
            ValueError, "The type of the Parameter's name should be 'string' or 'None', but "
                        "got <class 'int'>."),
    'Param set name int': (param_name_set_int,
            ValueError, "The type of the Parameter's name should be 'string' or 'None', but "
                        "got <class 'int'>."),
    'Param None': (param_none,
            TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                       "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                       "'complex', 'bytes']', but got type 'NoneType'."),
    'Tensor ragged': (lambda: Tensor([[1, 2], [3]]),
            TypeError, 'For Tensor, the input_data is [[1, 2], [3]] that contain unsupported '
                       'element.'),
    'Tensor ragged float': (lambda: Tensor([[1.0], [2.0, 3.0]]),
            TypeError, 'For Tensor, the input_data is [[1.0], [2.0, 3.0]] that contain '
                       'unsupported element.'),
    'Tensor str': (lambda: Tensor("abc"),
            TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                       "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                       "'complex', 'bytes']', but got type 'str'."),
    'Tensor dict': (lambda: Tensor({"a": 1}),
            TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                       "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                       "'complex', 'bytes']', but got type 'dict'."),
    'Tensor dtype np': (lambda: Tensor([1, 2], dtype=np.float32),
            TypeError, "For 'Tensor', the 'dtype' should be one of [mindspore.int8, "
                       'mindspore.int16, mindspore.int32, mindspore.int64, mindspore.uint8, '
                       'mindspore.uint16, mindspore.uint32, mindspore.uint64, '
                       'mindspore.float16, mindspore.float32, mindspore.float64, '
                       'mindspore.bfloat16, mindspore.complex64, mindspore.complex128, '
                       'mindspore.int4, mindspore.float8_e4m3fn, mindspore.float8_e5m2, '
                       'mindspore.hifloat8, mindspore.bool, mindspore.string_], but got '
                       "'float32'."),
    'Tensor shape no dtype': (lambda: Tensor(shape=(2, 3)),
            TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                       "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                       "'complex', 'bytes']', but got type 'NoneType'."),
    'Tensor shape+data': (lambda: Tensor([1, 2], shape=(2,)),
            ValueError, "When initializing a tensor with 'input_data', 'shape' should be set "
                        'to None.But got shape: (2,).'),
    'Tensor list of tensors ragged': (lambda: Tensor([ones(2), ones(3)]),
            TypeError, 'For Tensor, the input_data is [Tensor(shape=[2], dtype=Float32, value= '
                       '[ 1.00000000e+00,  1.00000000e+00]), Tensor(shape=[3], dtype=Float32, '
                       'value= [ 1.00000000e+00,  1.00000000e+00,  1.00000000e+00])] that '
                       'contain unsupported element.'),
    'Tensor set': (lambda: Tensor({1, 2}),
            TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                       "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                       "'complex', 'bytes']', but got type 'set'."),
    'reshape two -1': (lambda: x.reshape(-1, -1),
            ValueError, 'only one dimension can be inferred'),
    'reshape -2': (lambda: x.reshape(-2, 3),
            ValueError, 'invalid proposed_shape dimension'),
    'reshape bad size': (lambda: x.reshape(4, -1),
            ValueError, "proposed_shape '[const vector]{4, -1}' is invalid for input of size 6"),
    'reshape 0 -1': (lambda: x.reshape(0, -1),
            ValueError, "proposed_shape '[const vector]{0, -1}' is invalid for input of size 6"),
    'view two -1': (lambda: x.view(-1, -1),
            ValueError, 'only one dimension can be inferred'),
    'view bad': (lambda: x.view(5),
            ValueError, "proposed_shape '[const vector]{5}' is invalid for input of size 6"),
    'ops reshape two -1': (lambda: ops.reshape(x, (-1, -1)),
            ValueError, 'only one dimension can be inferred'),
    'view_as bad': (lambda: x.view_as(ones(4)),
            ValueError, "proposed_shape '[const vector]{4}' is invalid for input of size 6"),
    'flatten start str': (lambda: ops.flatten(x, start_dim="a"),
            TypeError, "For 'flatten', both 'start_dim' and 'end_dim' must be int."),
    'expand bad': (lambda: x.expand(3, 3),
            ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                        'equal or input dimension is 1 or target dimension is -1. But got '
                        'x_shape: (2, 3), target shape: (3, 3).'),
    'broadcast_to bad': (lambda: ops.broadcast_to(x, (3, 3)),
            ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                        'equal or input dimension is 1 or target dimension is -1. But got '
                        'x_shape: (2, 3), target shape: (3, 3).'),
    'broadcast_to fewer': (lambda: ops.broadcast_to(x, (3,)),
            ValueError, "For primitive [BroadcastTo]: input's rank should be less equal to the "
                        'number of proposed_shape, but got 2 and 1'),
    'pad mode bad': (lambda: ops.pad(x, (1, 1), mode="wrap"),
            ValueError, "For 'PadV3', the 'mode' must be str and must be in '['constant', "
                        "'reflect', 'edge', 'circular']', but got 'wrap'."),
    'pad odd': (lambda: ops.pad(x, (1, 1, 1)),
            ValueError, "For 'pad', the size of padding must be divisible by 2, but got 3"),
    'pad too long': (lambda: ops.pad(x, (1, 1, 1, 1, 1, 1)),
            ValueError, "For 'PadV3' constant mode, paddings length too large for input dims, "
                        'the pad dims must be less than or equal to 2'),
    'pad reflect value': (lambda: ops.pad(x, (1, 1), mode="reflect", value=1.0),
            ValueError, "For 'pad', the padding mode 'reflect' can not set value, but got "
                        'value 1.0.'),
    'pad float pads': (lambda: ops.pad(x, (1.0, 1.0)),
            TypeError, "For 'pad', the paddings value must be tuple of int or list of int, but "
                       'got (1.0, 1.0)'),
    'pad neg too much': (lambda: ops.pad(x, (-2, -2)),
            ValueError, 'For primitive[PadV3], the output size must be greater than 0, but got '
                        '-1.'),
    'pad replicate 1d': (lambda: ops.pad(ones(3), (1, 1), mode="replicate"),
            ValueError, 'For primitive[PadV3], the input dims for edge, reflect or circular '
                        'mode must be greater than or equal to 3, but got 1.'),
    'pad str pads': (lambda: ops.pad(x, "a"),
            ValueError, "For 'pad', the size of padding must be divisible by 2, but got 1"),
    'split sum bad': (lambda: ops.split(x12, [3, 4]),
            ValueError, "The sum of 'split_size_or_sections' should be equal to 12, but got 7."),
    'split 0': (lambda: ops.split(x12, 0),
            ValueError, "For split, the value of 'split_size_or_sections' must be more than "
                        'zero, but got 0.'),
    'split neg': (lambda: ops.split(x12, -2),
            ValueError, "For split, the value of 'split_size_or_sections' must be more than "
                        'zero, but got -2.'),
    'split float': (lambda: ops.split(x12, 2.5),
            TypeError, 'Type of Argument `split_size_or_sections` should be integer, '
                       "tuple(int) or list(int), but got <class 'float'>"),
    'split axis bad': (lambda: ops.split(x12, 2, axis=1),
            ValueError, 'axis 1 is out of bounds for array of dimension 1'),
    'split neg section': (lambda: ops.split(x12, [13, -1]),
            TypeError, "Each element in 'split_size_or_sections' should be non-negative, but "
                       'got [13, -1].'),
    'chunk 0': (lambda: ops.chunk(x12, 0),
            ValueError, "For ops.chunk parameter 'chunks' must be greater than 0, but got 0"),
    'chunk neg': (lambda: ops.chunk(x12, -1),
            ValueError, "For ops.chunk parameter 'chunks' must be greater than 0, but got -1"),
    'chunk float': (lambda: ops.chunk(x12, 2.0),
            TypeError, 'For ops.chunk type of argument `chunks` should be integer, but got '
                       "<class 'float'>"),
    'chunk axis': (lambda: ops.chunk(x12, 2, 3),
            ValueError, 'axis 3 is out of bounds for array of dimension 1'),
    'tensor_split 0': (lambda: ops.tensor_split(x12, 0),
            ValueError, "For tensor_split, the value of 'indices_or_sections' must be more "
                        'than zero but got 0'),
    'tensor_split float': (lambda: ops.tensor_split(x12, 2.0),
            TypeError, 'Type of Argument `indices_or_sections` should be integer, tuple(int) '
                       "or list(int), but got <class 'float'>"),
    'tensor_split axis': (lambda: ops.tensor_split(x12, 2, axis=2),
            ValueError, 'axis 2 is out of bounds for array of dimension 1'),
    'tensor_split str': (lambda: ops.tensor_split(x12, "a"),
            TypeError, 'Type of Argument `indices_or_sections` should be integer, tuple(int) '
                       "or list(int), but got <class 'str'>"),
    'hsplit 1d bad': (lambda: ops.hsplit(x12, 5),
            ValueError, 'hsplit expect `x` is a Tensor with at least 2 dimension, but got 1'),
    'dsplit 2d': (lambda: ops.dsplit(x, 1),
            ValueError, 'dsplit expect `x` is a Tensor with at least 3 dimension, but got 2'),
    'unbind dim': (lambda: ops.unbind(x, 2),
            ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'set_seed neg': (lambda: ms.set_seed(-1),
            ValueError, "For 'global_seed', the 'seed' must be int and must >= 0, but got '-1' "
                        "with type 'int'."),
    'set_seed float': (lambda: ms.set_seed(1.5),
            TypeError, "The argument 'seed' must be type of int, but got <class 'float'>."),
    'standard_normal neg shape': (lambda: ops.standard_normal((2, -1)),
            ValueError, 'For primitive[StandardNormal], the attribute[shape] should be a '
                        'vector with all positive item. but got [2, -1, ].'),
    'randint float': (lambda: ops.randint(0.5, 2, (2,)),
            TypeError, "For 'randint_like', 'low' must be an int, but got <class 'float'>."),
    'randperm neg': (lambda: ops.randperm(-1),
            ValueError, "For 'RandpermV2', the input 'n' must be greater than 0, but got data: "
                        '-1.'),
    'multinomial 3d': (lambda: ops.multinomial(ones(1, 1, 3), 1),
            ValueError, "For 'multinomial', the dimension of inputs must be 1d or 2d, but got 3."),
    'multinomial no replace too many': (lambda: ops.multinomial(ones(3), 4, replacement=False),
            ValueError, "For 'multinomial', the 'num_samples' must be less than the last "
                        "dimension of input without 'replacement', but got 'num_samples': 4 "
                        "and 'replacement': False"),
    'bernoulli p 2': (lambda: ops.bernoulli(ones(3), p=2.0),
            ValueError, 'For bernoulli, p should be in [0, 1], but got 2.'),
    'gamma shape neg': (lambda: ops.gamma((-1,), Tensor(1.0)),
            TypeError, "gamma() missing 1 required positional argument: 'beta'"),
    'random_categorical bad': (lambda: ops.random_categorical(ones(3), 2),
            ValueError, 'logits shape size only support 2D'),
    'StandardNormal seed float': (lambda: ops.StandardNormal(seed=1.5),
            TypeError, "For 'StandardNormal', the 'seed' must be int, but got 'float'"),
}
