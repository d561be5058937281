"""The rows of ``test_bad_input_catalogue27``: MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process; /tmp/bad27's catalogues)."""
import re

import numpy as np

import minicell as ms
from minicell import Tensor, nn, ops

x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
x4 = Tensor(np.ones((1, 2, 4, 4), np.float32))
ONE = Tensor(np.ones((1, 3), np.float32))
U1 = [1, 1, 1, 1]
AMP = ms.amp.auto_mixed_precision
TMP = "/nonexistent"        # each row's test points it at its own tmp_path


def i32(*v):
    return Tensor(np.array(v, np.int32))


def i32a(v):
    return Tensor(np.array(v, np.int32))


def i64a(v):
    return Tensor(np.array(v, np.int64))


def ones(*shape):
    return Tensor(np.ones(shape, np.float32))


def P():
    return ms.Parameter(x.copy(), name="p")


def net():
    return nn.Dense(3, 2)


def _exact(text):
    # (a JAX error note follows an error raised while JAX traces, when its traceback filtering
    # is on, as under pytest)
    return "^" + re.escape(text) + r"(\n-{20}\nFor simplicity, JAX has removed[\s\S]*)?$"


# name: (call, 2.10's exception type, 2.10's text); {TMP} is the row's temporary directory
ROWS = {
    'cumsum axis 2': (lambda: ops.cumsum(x, 2),
            ValueError, 'For primitive[CumSum], the axis must be in [-2,2), but got 2.'),
    'cumsum axis float': (lambda: ops.cumsum(x, 1.0),
            TypeError, 'Failed calling CumSum with "CumSum(exclusive=bool, '
                       'reverse=bool)(input=Tensor, axis=float)".\nThe valid calling should '
                       'be: \n"CumSum(exclusive=<bool>, reverse=<bool>)(input=<Tensor>, '
                       'axis=<int>)".'),
    'cumprod dim 5': (lambda: ops.cumprod(x, 5),
            ValueError, 'For primitive[CumProd], the axis must be in [-2,2), but got 5.'),
    'logcumsumexp axis 3': (lambda: ops.logcumsumexp(x, 3),
            RuntimeError, "For 'CumulativeLogsumexp, 'axis' must be in range [-2, 2), but "
                          'got: 3'),
    'argmax axis 2': (lambda: ops.argmax(x, 2),
            ValueError, 'For primitive[Argmax], the axis must be in [-2,2), but got 2.'),
    'softmax axis 2': (lambda: ops.softmax(x, 2),
            ValueError, 'For primitive[Softmax], the axis must be in [-2,2), but got 2.'),
    'log_softmax axis 3': (lambda: ops.log_softmax(x, 3),
            ValueError, 'For primitive[LogSoftmax], the axis must be in [-2,2), but got 3.'),
    'chunk 0': (lambda: ops.chunk(x, 0, 1),
            ValueError, "For ops.chunk parameter 'chunks' must be greater than 0, but got 0"),
    'diagonal dims same': (lambda: ops.diagonal(x, 0, 1, 1),
            ValueError, "For 'Diagonal', dim1 and dim2 cannot be identical, but got : dim1 =1 "
                        'and dim2 = 1.'),
    'trace 3d': (lambda: ops.trace(ones(2, 2, 2)),
            RuntimeError, 'For Primitive[Trace], the rank of the input must be 2, but got 3!'),
    'repeat_interleave dim 2': (lambda: ops.repeat_interleave(x, 2, 2),
            ValueError, "The 'axis' must be in the range of [-2, 2), but got 2."),
    'sort axis 2': (lambda: ops.sort(x, 2),
            ValueError, 'For primitive[Sort], the axis must be in [-2,1], but got 2.'),
    'argsort axis 2': (lambda: ops.argsort(x, 2),
            ValueError, 'For primitive[Sort], the axis must be in [-2,1], but got 2.'),
    'median axis 2': (lambda: ops.median(x, 2),
            ValueError, 'For primitive[Median], the axis must be in [-2,2), but got 2.'),
    'std dim 2': (lambda: ops.std(x, 2),
            ValueError, "The 'axis' must be in the range of [-2, 2), but got 2."),
    'var ddof str': (lambda: ops.var(x, 1, ddof="a"),
            TypeError, "For 'var', the type of 'ddof' should be one of '['int', 'bool']', but "
                       "got type 'str'."),
    'norm p str': (lambda: ops.norm(x, "bad"),
            ValueError, "For norm, the ord mode must be in [2, -2, 1, -1, float('inf'), "
                        "-float('inf'), 'fro', 'nuc', None] for matrices, but got bad."),
    'renorm p 0': (lambda: ops.renorm(x, 0, 0, 1.0),
            ValueError, "Renorm op don't support non-positive-norm, but got0"),
    'renorm dim 2': (lambda: ops.renorm(x, 2, 2, 1.0),
            RuntimeError, "For 'Renorm, the attribute 'dim' must be in range [-2, 2), but got "
                          '2'),
    'diff n neg': (lambda: ops.diff(x, -1),
            RuntimeError, "For 'diff', 'n' must be 1, but got -1"),
    'cosine_similarity dim 2': (lambda: ops.cosine_similarity(x, x, 2),
            ValueError, 'For primitive[SumExt], the axis value must be in [-2,2), but got 2.'),
    'pdist 3d': (lambda: ops.pdist(ones(2, 2, 2)),
            ValueError, 'For primitive[Pdist], the x dim must be equal to 2, but got 3.'),
    'interpolate no size': (lambda: ops.interpolate(x4),
            ValueError, "For 'interpolate', 'size' and 'scale_factor' cannot be both empty"),
    'interpolate both': (lambda: ops.interpolate(x4, size=(8, 8), scale_factor=2.0),
            ValueError, "For 'interpolate', 'size' and 'scale_factor' cannot be set "
                        'simultaneously'),
    'interpolate mode': (lambda: ops.interpolate(x4, size=(8, 8), mode="bad"),
            ValueError, "For 'interpolate', 'mode' must be in '['nearest', 'linear', "
                        "'bilinear', 'bicubic', 'area', 'nearest-exact', 'trilinear']', but "
                        'got bad'),
    'one_hot depth neg': (lambda: ops.one_hot(i32a([0, 1]), -2, Tensor(1.0), Tensor(0.0)),
            ValueError, 'For primitive[OneHot], the depth value must be greater than or equal '
                        'to 0, but got -2.'),
    'one_hot axis 3': (lambda: ops.one_hot(i32a([0, 1]), 3, Tensor(1.0), Tensor(0.0), 3),
            ValueError, 'For primitive[OneHot], the axis value must be in [-1,1], but got 3.'),
    'histc bins 0': (lambda: ops.histc(x, 0),
            ValueError, "For 'Histogram', the 'bins' must be int and must > 0, but got '0' "
                        "with type 'int'."),
    'bucketize float bounds': (lambda: ops.bucketize(x, 1.0),
            ValueError, "For 'SearchSorted', empty shape is not permitted in "
                        "'sorted_sequence' inputs. "),         # (sic)
    'stack axis 3': (lambda: ops.stack([x, x], 3),
            ValueError, 'For primitive[Stack], the Stack axis must be in [-3,2], but got 3.'),
    'permute bad': (lambda: ops.permute(x, (0, 0)),
            ValueError, "For 'Transpose' perms should all be unique dim, but0 is not unique!"),
    'tile neg': (lambda: ops.tile(x, (-1, 1)),
            ValueError, "For 'Tile', 'dims' cannot contain negative integer numbers, but got "
                        '-1 in 0th.'),
    'flatten start>end': (lambda: ops.flatten(x, start_dim=1, end_dim=0),
            ValueError, "For 'flatten', 'start_dim' cannot come after 'end_dim'."),
    'PixelShuffle 0': (lambda: nn.PixelShuffle(0)(ones(1, 4, 2, 2)),
            ValueError, "The 'upscale_factor' must be int and must > 0, but got '0' with type "
                        "'int'."),
    'Unfold bad ksizes': (lambda: nn.Unfold([1, 2, 2], U1, U1),
            ValueError, "For 'Unfold' the format of 'ksizes' must be [1, ksize_row, "
                        'ksize_col, 1], but got [1, 2, 2].'),
    'Unfold bad padding': (lambda: nn.Unfold([1, 2, 2, 1], U1, U1, padding="bad"),
            ValueError, 'Failed to convert the value "bad" of input \'padding\' of '
                        "'ExtractImagePatches' to enum."),
    'Upsample bad mode': (lambda: nn.Upsample(scale_factor=2.0, mode="bad")(ones(1, 1, 2, 2)),
            ValueError, "For 'interpolate', 'mode' must be in '['nearest', 'linear', "
                        "'bilinear', 'bicubic', 'area', 'nearest-exact', 'trilinear']', but "
                        'got bad'),
    'ConstantPad1d bad': (lambda: nn.ConstantPad1d((1, 2, 3), 0.0),
            ValueError, "For 'ConstantPad1d', the length of parameter 'padding' with tuple "
                        'type must be a multiple of 2, but got 3'),
    'ReflectionPad1d neg': (lambda: nn.ReflectionPad1d(-1),
            ValueError, "For 'ReflectionPad1d' every element in 'padding' must be >= 0. but "
                        'got (-1, -1). '),                       # (sic)
    'Flatten start>end': (lambda: nn.Flatten(2, 1)(ones(1, 2, 3)),
            ValueError, "For 'flatten', 'start_dim' cannot come after 'end_dim'."),
    'Softmin axis': (lambda: nn.Softmin(axis=2)(x),
            ValueError, 'For primitive[Softmax], the axis must be in [-2,2), but got 2.'),
    'Softmax2d 1d': (lambda: nn.Softmax2d()(ones(3)),
            ValueError, "For 'Softmax2d', the in_shape must have 3 or 4 dims, but got 1."),
    'Hardtanh min>max': (lambda: nn.Hardtanh(1.0, -1.0),
            ValueError, 'For Hardtanh, min_val should be less than max_val,but got 1.0 and '
                        '-1.0'),
    'RReLU lower>upper': (lambda: nn.RReLU(0.5, 0.1),
            ValueError, "For RReLU, the value of 'upper' must be greater than or equal to "
                        "'lower', but got upper: 0.1, lower: 0.5. "),        # (sic)
    'HShrink type': (lambda: nn.HShrink("a"),
            TypeError, "For 'HShrink', the type of 'lambd' should be one of '[bool, int, "
                       "float]', but got <class 'str'>."),
    'PReLU channel 0': (lambda: nn.PReLU(0),
            ValueError, "For 'PReLU', the 'channel' must be int and must > 0, but got '0' "
                        "with type 'int'."),
    'Dropout p 1': (lambda: nn.Dropout(p=1.0),
            ValueError, "For 'Dropout', the 'p' must be a number in range [0, 1), but got 1.0."),
    'Dropout p neg': (lambda: nn.Dropout(p=-0.1),
            ValueError, "For 'Dropout', the 'p' must be a number in range [0, 1), but got "
                        '-0.1.'),
    'Dropout2d p 2': (lambda: nn.Dropout2d(p=2.0),
            ValueError, "For 'Dropout2d', the 'p' must be a number in range [0, 1], but got "
                        '2.0.'),
    'Dropout1d p': (lambda: nn.Dropout1d(p=1.5),
            ValueError, "For 'Dropout1d', the 'p' must be a number in range [0, 1], but got "
                        '1.5.'),
    'BatchNorm1d num 0': (lambda: nn.BatchNorm1d(0),
            ValueError, "For 'BatchNorm1d', the 'num_features' must be at least 1, but got 0."),
    'BatchNorm2d momentum': (lambda: nn.BatchNorm2d(2, momentum=1.5),
            ValueError, "For 'BatchNorm2d', the 'momentum' must be a number in range [0, 1], "
                        'but got 1.5.'),
    'GroupNorm not div': (lambda: nn.GroupNorm(3, 4),
            ValueError, "For 'GroupNorm', the 'num_channels' must be divided by 'num_groups', "
                        "but got 'num_channels': 4, 'num_groups': 3."),
    'LocalResponseNorm': (lambda: nn.LRN(depth_radius=1.5),
            TypeError, "For 'LRN', the type of 'depth_radius' should be 'int', but got type "
                       "'float'."),
    'AvgPool1d k 0': (lambda: nn.AvgPool1d(0),
            ValueError, "For 'AvgPool1d', the 'kernel_size' must be an positive int number or "
                        'a tuple, but got 0'),
    'MaxPool2d stride 0': (lambda: nn.MaxPool2d(2, 0),
            ValueError, "For 'MaxPool2d', the 'stride' must be an positive int number or a "
                        'tuple, but got 0'),
    'AdaptiveMaxPool1d str': (lambda: nn.AdaptiveMaxPool1d("a"),
            TypeError, "For 'AdaptiveMaxPool1d', the 'output_size' must be int, but got 'str'"),
    'LPPool2d p': (lambda: nn.LPPool2d(0, 2)(ones(1, 1, 2, 2)),
            ValueError, "For lp_pool2d, the value of 'norm_type' can not be 0."),
    'Embedding padding_idx': (lambda: nn.Embedding(3, 2, padding_idx=5),
            ValueError, "For 'Embedding', the 'padding_idx' must be in range of [0, 3), but "
                        "got 5 with type 'int'."),
    'RNN mode': (lambda: nn.RNN(2, 3, nonlinearity="bad"),
            ValueError, "For 'RNN', the 'nonlinearity' must be in ['tanh', 'relu'], but got "
                        'bad.'),
    'LSTM layers 0': (lambda: nn.LSTM(2, 3, num_layers=0),
            ValueError, "For 'LSTM', the 'num_layers' must be int and must > 0, but got '0' "
                        "with type 'int'."),
    'GRU dropout 2': (lambda: nn.GRU(2, 3, dropout=2.0),
            ValueError, "For 'GRU', the 'dropout' must be a number in range [0, 1) "
                        'representing the probability of an element being zeroed, but got '
                        '2.0.'),
    'TransformerEncoderLayer act': (lambda: nn.TransformerEncoderLayer(4, 2, activation="bad"),
            ValueError, 'The activation must be relu/gelu, but get bad'),
    'Bilinear 0': (lambda: nn.BiDense(0, 2, 3),
            ValueError, "For 'BiDense', the 'in1_channels' must be int and must > 0, but got "
                        "'0' with type 'int'."),
    'CosineSimilarity dim': (lambda: nn.CosineSimilarity(dim=3)(x, x),
            TypeError, "CosineSimilarity.__init__() got an unexpected keyword argument 'dim'"),
    'Conv1d pad_mode': (lambda: nn.Conv1d(2, 2, 3, pad_mode="bad"),
            ValueError, "For 'Conv1d', the 'pad_mode' must be str and must be in '['valid', "
                        "'same', 'pad']', but got 'bad'."),
    'Conv2d padding neg': (lambda: nn.Conv2d(2, 2, 3, padding=-1),
            ValueError, "For 'Conv2d', the 'padding' must be int and must >= 0, but got '-1' "
                        "with type 'int'."),
    'Conv2d dilation 0': (lambda: nn.Conv2d(2, 2, 3, dilation=0),
            ValueError, "For 'Conv2d', the 'dilation item' must be int and must > 0, but got "
                        "'0' with type 'int'."),
    'CellList bad': (lambda: nn.CellList([1]),
            TypeError, "For 'CellList', each cell must be subclass of Cell, but got int."),
    'CellDict bad key': (lambda: nn.CellDict({1: nn.ReLU()}),
            TypeError, "For 'CellDict', the type of key should be string but got int."),
    'Range delta 0': (lambda: nn.Range(0, 5, 0),
            ValueError, "For 'Range', the 'delta' can not be zero."),
    'Norm axis': (lambda: nn.Norm(axis=2)(x),
            ValueError, 'For primitive[ReduceSum], the axis value must be in [-2,2), but got '
                        '2.'),
    'L1Loss reduction': (lambda: nn.L1Loss(reduction="bad"),
            ValueError, "For 'L1Loss', the 'reduction' must be in ['mean', 'sum', 'none'], "
                        'but got bad.'),
    'MSELoss reduction': (lambda: nn.MSELoss(reduction=None),
            ValueError, "For 'MSELoss', the 'reduction' must be in ['mean', 'sum', 'none'], "
                        'but got None.'),
    'NLLLoss reduction': (lambda: nn.NLLLoss(reduction="bad"),
            ValueError, "For 'NLLLoss', the 'reduction' must be in ['mean', 'sum', 'none'], "
                        'but got bad.'),
    'BCELoss reduction': (lambda: nn.BCELoss(reduction="x"),
            ValueError, "For 'BCELoss', the 'reduction' must be in ['mean', 'sum', 'none'], "
                        'but got x.'),
    'HuberLoss delta': (lambda: nn.HuberLoss(delta=-1.0)(x, x),
            ValueError, "For 'huber_loss', the argument 'delta' must > 0.0, but got -1.0."),
    'MarginRankingLoss': (lambda: nn.MarginRankingLoss(reduction="bad"),
            ValueError, "For 'MarginRankingLoss', the 'reduction' must be in ['mean', 'sum', "
                        "'none'], but got bad."),
    'TripletMarginLoss p': (lambda: nn.TripletMarginLoss(p="a")(x, x, x),
            TypeError, "For 'TripletMarginLoss', the type of 'p' should be 'int', but got "
                       "type 'str'."),
    'CrossEntropyLoss smoothing': (lambda: nn.CrossEntropyLoss(label_smoothing=2.0),
            ValueError, "For 'CrossEntropyLoss', the 'label_smoothing' must be in range of "
                        "[0.0, 1.0], but got 2.0 with type 'float'."),
    'FocalLoss gamma': (lambda: nn.FocalLoss(gamma="a"),
            TypeError, "The type of 'gamma' should be 'float', but got type 'str'."),
    'DiceLoss smooth': (lambda: nn.DiceLoss(smooth=-1.0),
            ValueError, "The 'smooth' must be float and must > 0, but got '-1.0' with type "
                        "'float'."),
    'CosineEmbeddingLoss margin': (lambda: nn.CosineEmbeddingLoss(margin=2.0),
            ValueError, "For 'CosineEmbeddingLoss', the 'margin' must be in range of [-1.0, "
                        "1.0], but got 2.0 with type 'float'."),
    'MultiMarginLoss p': (lambda: nn.MultiMarginLoss(p=3),
            ValueError, "For 'MultiMarginLoss', the 'p' must be int and must in {1, 2}, but "
                        "got '3' with type 'int'."),
    'GaussianNLLLoss eps': (lambda: nn.GaussianNLLLoss(eps=-1.0),
            ValueError, "For 'GaussianNLLLoss', the 'eps' must be in range of (0, inf), but "
                        "got -1.0 with type 'float'."),
    'Tensor.item multi': (lambda: x.item(),
            ValueError, 'The tensor should have only one element, but got 6, more than one '
                        'element is ambiguous.'),
    'Tensor.astype bad': (lambda: x.astype("badtype"),
            TypeError, "For Tensor.astype, the string input type must be one of ['bool_', "
                       "'int8', 'byte', 'int16', 'short', 'int32', 'intc', 'int64', 'long', "
                       "'intp', 'uint8', 'ubyte', 'uint16', 'ushort', 'uint32', 'uintc', "
                       "'uint64', 'uintp', 'float16', 'half', 'float32', 'single', "
                       "'float64', 'double', 'complex64', 'cfloat', 'complex128', 'cdouble', "
                       "'qint4x2', 'bfloat16', 'float8_e4m3fn', 'float8_e5m2', 'hifloat8', "
                       "'int_', 'uint', 'float_', 'list_', 'tuple_', 'string', 'number', "
                       "'tensor_type', 'type_none', '_null', 'TensorType', 'Type', 'Int', "
                       "'int', 'float', 'bool'], but got 'badtype'."),
    'Tensor.clamp none': (lambda: x.clamp(),
            ValueError, "For Clamp, at least one of 'min' or 'max' must not be None."),
    'Tensor.clip none': (lambda: x.clip(None, None),
            ValueError, "For Clamp, at least one of 'min' or 'max' must not be None."),
    'Tensor.sum axis 2': (lambda: x.sum(2),
            ValueError, 'For primitive[SumExt], the axis value must be in [-2,2), but got 2.'),
    'Tensor.argmax axis 2': (lambda: x.argmax(2),
            ValueError, 'For primitive[Argmax], the axis must be in [-2,2), but got 2.'),
    'Tensor.std axis': (lambda: x.std(2),
            ValueError, "The 'axis' must be in the range of [-2, 2), but got 2."),
    'Tensor.diagonal same': (lambda: x.diagonal(0, 1, 1),
            ValueError, "For 'Diagonal', dim1 and dim2 cannot be identical, but got : dim1 =1 "
                        'and dim2 = 1.'),
    'Tensor.flatten order': (lambda: x.flatten(order="X"),
            ValueError, "For Tensor.flatten, the parameter 'order' must be 'C' or 'F', but "
                        "got 'X'"),
    'Tensor.split bad': (lambda: x.split(0),
            ValueError, "For split, the value of 'split_size_or_sections' must be more than "
                        'zero, but got 0.'),
    'Tensor.tile neg': (lambda: x.tile((-1,)),
            ValueError, "For 'Tile', 'dims' cannot contain negative integer numbers, but got "
                        '-1 in 0th.'),
    'Tensor.asnumpy arg': (lambda: x.asnumpy(1),
            TypeError, 'Tensor.asnumpy() takes 1 positional argument but 2 were given'),
    'Tensor.norm p': (lambda: x.norm("bad"),
            ValueError, "For norm, the ord mode must be in [2, -2, 1, -1, float('inf'), "
                        "-float('inf'), 'fro', 'nuc', None] for matrices, but got bad."),
    'Tensor.index_fill dim': (lambda: x.index_fill(2, i32a([0]), 1.0),
            RuntimeError, "For 'IndexFill', the input of 'dim' out of range (expected to be "
                          'in range of [-2, 1], but got 2)'),
    'Tensor.permute dup': (lambda: x.permute(1, 1),
            ValueError, "For 'Transpose' perms should all be unique dim, but1 is not unique!"),
    'Tensor bad dtype': (lambda: Tensor([1, 2], dtype="float32"),
            TypeError, "For 'Tensor', the 'dtype' should be one of [mindspore.int8, "
                       'mindspore.int16, mindspore.int32, mindspore.int64, mindspore.uint8, '
                       'mindspore.uint16, mindspore.uint32, mindspore.uint64, '
                       'mindspore.float16, mindspore.float32, mindspore.float64, '
                       'mindspore.bfloat16, mindspore.complex64, mindspore.complex128, '
                       'mindspore.int4, mindspore.float8_e4m3fn, mindspore.float8_e5m2, '
                       'mindspore.hifloat8, mindspore.bool, mindspore.string_], but got '
                       "''float32''."),
    'Parameter bad name': (lambda: ms.Parameter(x, name=1),
            ValueError, "The type of the Parameter's name should be 'string' or 'None', but "
                        "got <class 'int'>."),
    'Parameter requires_grad': (lambda: ms.Parameter(x, name="p", requires_grad=1),
            TypeError, 'The argument `requires_grad` must be bool type'),
    'set_context save_graphs': (lambda: ms.set_context(save_graphs="a"),
            TypeError, "The parameter 'save_graphs' must be (<class 'bool'>, <class 'int'>), "
                       "but got <class 'str'>"),
    'set_context max_call_depth': (lambda: ms.set_context(max_call_depth=0),
            ValueError, "For 'context.set_context', the argument 'max_call_depth' must be "
                        'greater than 0, but got 0.'),
    'get_context bad': (lambda: ms.get_context("foo"),
            ValueError, "For 'context.get_context', the argument foo is not recognized! For "
                        "detailed usage of 'get_context', please refer to the Mindspore "
                        'official website.'),
    'set_auto_parallel_context bad': (lambda: ms.set_auto_parallel_context(parallel_mode="bad"),
            ValueError, "The context configuration parameter 'parallel_mode' only support "
                        "'stand_alone', 'data_parallel', 'hybrid_parallel', "
                        "'semi_auto_parallel' and 'auto_parallel', but got the value : bad."),
    'set_auto_parallel_context key': (lambda: ms.set_auto_parallel_context(foo=1),
            ValueError, 'Set context keyword foo is not recognized!'),
    'load_checkpoint missing': (lambda: ms.load_checkpoint(TMP + "/nope.ckpt"),
            ValueError, "For 'load_checkpoint', the checkpoint file: {TMP}/nope.ckpt does "
                        "not exist, please check whether the 'ckpt_file_name' is correct."),
    'load_checkpoint bad ext': (lambda: ms.load_checkpoint(TMP + "/x.txt"),
            ValueError, "For 'load_checkpoint', the checkpoint file format must same with "
                        "'format', but got file_name:'{TMP}/x.txt', format:'ckpt'"),
    'load_checkpoint dir': (lambda: ms.load_checkpoint(TMP),
            ValueError, "For 'load_checkpoint', the checkpoint file format must same with "
                        "'format', but got file_name:'{TMP}', format:'ckpt'"),
    'save_checkpoint bad obj': (lambda: ms.save_checkpoint(5, TMP + "/a.ckpt"),
            TypeError, "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list "
                       "or dict, but got <class 'int'>."),
    'save_checkpoint bad path type': (lambda: ms.save_checkpoint(net(), 5),
            TypeError, "For 'save_checkpoint', the parameter 5 for checkpoint file name is "
                       "invalid,'ckpt_file_name' must be string, but got <class 'int'>."),
    'load_param_into_net bad dict': (lambda: ms.load_param_into_net(net(), 5),
            TypeError, "For 'load_param_into_net', the argument 'parameter_dict' should be a "
                       "dict, but got <class 'int'>."),
    'load_param_into_net bad net': (lambda: ms.load_param_into_net(5, {}),
            TypeError, "For 'load_param_into_net', the argument 'net' should be a Cell, but "
                       "got <class 'int'>."),
    'load_param_into_net strict': (lambda: ms.load_param_into_net(net(), {}, strict_load=1),
            TypeError, 'The input value must be a bool, but got int.'),
    'Model bad net': (lambda: ms.Model(5),
            TypeError, "The type of 'network' should be 'Cell', but got type 'int'."),
    'Model bad metrics': (lambda: ms.Model(net(), metrics=5),
            TypeError, "For 'get_metrics', the argument 'metrics' must be None, dict or set, "
                       'but got 5'),
    'Model bad metric name': (lambda: ms.Model(net(), nn.MSELoss(), metrics={"bad"}),
            KeyError, '"For \'get_metric_fn\', unsupported metric bad, please refer to '
                      'official website for more details about supported metrics."'),
    'Model amp_level': (lambda: ms.Model(net(), amp_level="O9"),
            ValueError, "Auto mixed precision will not work because 'optimizer' is "
                        "None.Please set amp_level='O0' to disable auto mixed precision or "
                        "set 'optimizer' not be None to use auto mixed precision."),
    'Model eval no metrics': (lambda: ms.Model(net(), nn.MSELoss()).eval(None),
            ValueError, "For Model.eval, the model argument 'metrics' can not be None or "
                        "empty, you should set the argument 'metrics' for model."),
    'ModelCheckpoint prefix': (lambda: ms.ModelCheckpoint(prefix=5),
            ValueError, "For 'ModelCheckpoint', the argument 'prefix' for checkpoint file "
                        'name is invalid, it must be callable or string that does not '
                        "contain '/', but got 5."),
    'ModelCheckpoint config': (lambda: ms.ModelCheckpoint(config=5),
            TypeError, "For 'ModelCheckpoint', the type of argument 'config' should be "
                       "'CheckpointConfig', but got <class 'int'>."),
    'ModelCheckpoint prefix slash': (lambda: ms.ModelCheckpoint(prefix="a/b"),
            ValueError, "For 'ModelCheckpoint', the argument 'prefix' for checkpoint file "
                        'name is invalid, it must be callable or string that does not '
                        "contain '/', but got a/b."),
    'EarlyStopping mode': (lambda: ms.train.EarlyStopping(mode="bad"),
            ValueError, "mode should be 'auto', 'min' or 'max', but got bad."),
    'ReduceLROnPlateau factor': (lambda: ms.train.ReduceLROnPlateau(factor=2.0),
            ValueError, 'The input value must be in range of (0.0, 1.0), but got 2.0 with '
                        "type 'float'."),
    'auto_mixed_precision level': (lambda: ms.amp.auto_mixed_precision(net(), "O9"),
            ValueError, 'The amp level O9 is not supported'),
    'auto_mixed_precision dtype': (lambda: AMP(net(), "O2", dtype=ms.int32),
            ValueError, 'The dtype should be one of (mstype.float16, mstype.bfloat16), but '
                        'got Int32.'),
    'DynamicLossScaler scale 0': (lambda: ms.amp.DynamicLossScaler(0, 2, 10),
            ValueError, "The argument 'scale_value' must be > 1, but got 0"),
    'StaticLossScaler neg': (lambda: ms.amp.StaticLossScaler(-1),
            ValueError, "The argument 'scale_value' must be > 1, but got -1"),
    'FixedLossScaleManager 0': (lambda: ms.amp.FixedLossScaleManager(0),
            ValueError, "The argument 'loss_scale' must be >= 1, but got 0"),
    'custom_mixed_precision bad': (lambda: ms.amp.custom_mixed_precision(net(), white_list=[1]),
            TypeError, 'The element in white_list should be a class, but got 1'),
    'gather pos': (lambda: ops.gather(x, i32(0, 5), 1),
            RuntimeError, "For 'Gather', the 'input_indices' should be in the range [0, 3), "
                          'but got 5, error_code[58]'),
    'gather neg': (lambda: ops.gather(x, i32(0, -5), 1),
            RuntimeError, "For 'Gather', the 'input_indices' should be in the range [0, 3), "
                          'but got -2, error_code[58]'),
    'gather axis0': (lambda: ops.gather(x, i32(2), 0),
            RuntimeError, "For 'Gather', the 'input_indices' should be in the range [0, 2), "
                          'but got 2, error_code[58]'),
    'Gather prim': (lambda: ops.Gather()(x, i32(7), 0),
            RuntimeError, "For 'Gather', the 'input_indices' should be in the range [0, 2), "
                          'but got 7, error_code[58]'),
    'gather_elements': (lambda: ops.gather_elements(x, 1, i32a([[0, 3], [1, 0]])),
            RuntimeError, "For 'GatherD', the value of 'index' must be in [-3, 3), but got: 3"),
    'GatherD': (lambda: ops.GatherD()(x, 1, i32a([[0, 3], [1, 0]])),
            RuntimeError, "For 'GatherD', the value of 'index' must be in [-3, 3), but got: 3"),
    'gather_d': (lambda: ops.gather_d(x, 0, i32a([[0, 2, 0]])),
            RuntimeError, "For 'GatherD', the value of 'index' must be in [-2, 2), but got: 2"),
    'index_select': (lambda: ops.index_select(x, 1, i32(0, 3)),
            RuntimeError, "For 'Gather', the 'input_indices' should be in the range [0, 3), "
                          'but got 3, error_code[58]'),
    'scatter_add param': (lambda: ops.scatter_add(P(), i32(2), ONE),
            RuntimeError, "For 'ScatterAdd', the value of indices should be in [0, 2), but "
                          "got '2' in indices."),
    'scatter_update param': (lambda: ops.scatter_update(P(), i32(2), ONE),
            RuntimeError, "For 'ScatterUpdate', the value of indices should be in [0, 2), but "
                          "got '2' in indices."),
    'getitem tensor': (lambda: x[i32(0, 2)],
            RuntimeError, "For 'Gather', the 'input_indices' should be in the range [0, 2), "
                          'but got 2, error_code[58]'),
    'getitem tensor neg': (lambda: x[i32(0, -3)],
            RuntimeError, "For 'Gather', the 'input_indices' should be in the range [0, 2), "
                          'but got -1, error_code[58]'),
    'embedding': (lambda: nn.Embedding(3, 2)(i32(0, 3)),
            RuntimeError, "For 'Gather', the 'input_indices' should be in the range [0, 3), "
                          'but got 3, error_code[58]'),
    'mint gather': (lambda: ms.mint.gather(x, 1, i64a([[0, 3]])),
            RuntimeError, "For 'GatherD', the value of 'index' must be in [-3, 3), but got: 3"),
    'Tensor.gather': (lambda: x.gather(i32(0, 5), 1),
            RuntimeError, "For 'Gather', the 'input_indices' should be in the range [0, 3), "
                          'but got 5, error_code[58]'),
    'Tensor.index_select': (lambda: x.index_select(1, i32(4)),
            RuntimeError, "For 'Gather', the 'input_indices' should be in the range [0, 3), "
                          'but got 4, error_code[58]'),
    'scatter_add neg': (lambda: ops.scatter_add(P(), i32(-1), ONE),
            RuntimeError, "For 'ScatterAdd', the value of indices should be in [0, 2), but "
                          "got '-1' in indices."),
    'scatter_add neg3': (lambda: ops.scatter_add(P(), i32(-3), ONE),
            RuntimeError, "For 'ScatterAdd', the value of indices should be in [0, 2), but "
                          "got '-3' in indices."),
    'embedding neg': (lambda: nn.Embedding(3, 2)(i32(0, -4)),
            RuntimeError, "For 'Gather', the 'input_indices' should be in the range [0, 3), "
                          'but got -1, error_code[58]'),
    'getitem 2d tensor': (lambda: x[i32a([[0], [2]])],
            RuntimeError, "For 'Gather', the 'input_indices' should be in the range [0, 2), "
                          'but got 2, error_code[58]'),
    'ScatterSub neg': (lambda: ops.ScatterSub()(P(), i32(-1), ONE),
            RuntimeError, "For 'ScatterSub', the value of indices should be in [0, 2), but "
                          "got '-1' in indices."),
    'ScatterUpdate neg': (lambda: ops.ScatterUpdate()(P(), i32(-1), ONE),
            RuntimeError, "For 'ScatterUpdate', the value of indices should be in [0, 2), but "
                          "got '-1' in indices."),
    'ScatterMax neg': (lambda: ops.ScatterMax()(P(), i32(-1), ONE),
            RuntimeError, "For 'ScatterMax', the value of indices should be in [0, 2), but "
                          "got '-1' in indices."),
    'ScatterMin big': (lambda: ops.ScatterMin()(P(), i32(2), ONE),
            RuntimeError, "For 'ScatterMin', the value of indices should be in [0, 2), but "
                          "got '2' in indices."),
    'ScatterMul neg': (lambda: ops.ScatterMul()(P(), i32(-1), ONE),
            RuntimeError, "For 'ScatterMul', the value of indices should be in [0, 2), but "
                          "got '-1' in indices."),
    'ScatterDiv neg': (lambda: ops.ScatterDiv()(P(), i32(-1), ONE),
            RuntimeError, "For 'ScatterDiv', the value of indices should be in [0, 2), but "
                          "got '-1' in indices."),
    'scatter_update fn neg': (lambda: ops.scatter_update(P(), i32(-1), ONE),
            RuntimeError, "For 'ScatterUpdate', the value of indices should be in [0, 2), but "
                          "got '-1' in indices."),
    'InplaceIndexAdd neg': (lambda: ops.InplaceIndexAdd(0)(P(), i32a([-1]), ONE),
            RuntimeError, "For 'InplaceIndexAdd', the value of 'indices' must be in range [0, "
                          '2), but got -1.'),
}

