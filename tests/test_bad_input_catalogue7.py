"""Bad input, seventh round (measured against MindSpore 2.10 CPU, run with
``pynative_synchronize=True`` so a kernel's error belongs to the call that caused it): the
pooling cells' padding / dilation / flags and the 3-d pools' kernel and stride, Conv3d's data
format, GroupNorm's eps, PReLU's ``w``, RNN inputs of the wrong rank, int operands of ops given
as floats (cumsum, eye, concat, argmax, round, logcumsumexp), Select with a non-bool condition,
ops that take only some values (``diff``'s n, ``trace``'s rank, ``dropout``'s p, ``softplus``'s
beta, ``randint`` / ``randperm`` / ``rand`` sizes, ScatterNd shapes, histc bins, segment counts),
``jit``'s dynamic / backend, ``has_aux`` of the jacobians, optimizer groups, mint functions,
losses' and LRN's arguments, reflection padding wider than the input and checkpoint / dataset
arguments. Each case checks MindSpore's exception type and key words of its message; the state
checks make sure a failed call changed nothing."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, nn, ops, Tensor
from minicell.common.initializer import One
from conftest import raises_as_mindspore


def _ones(shape, dtype=np.float32):
    return Tensor(np.ones(shape, dtype))


def _x2():
    return Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))


def _f(x):
    return x * 2


CASES = {
    # layer constructors
    "Conv3d NCHW": (lambda: nn.Conv3d(3, 4, 3, data_format="NCHW"), ValueError,
                    r"For 'Conv3D', the 'data_format' must be str and must be in '\['NCDHW'\]'"),
    "Conv3dTranspose NCHW": (lambda: nn.Conv3dTranspose(3, 4, 3, data_format="NCHW"), ValueError,
                             r"For 'Conv3DTranspose', the 'format' must be str"),
    "GroupNorm str eps": (lambda: nn.GroupNorm(2, 4, eps="x"), TypeError,
                          r"For 'GroupNorm', the type of 'eps' should be 'float', but got type "
                          r"'str'"),
    "GroupNorm int eps": (lambda: nn.GroupNorm(2, 4, eps=1), TypeError,
                          r"the type of 'eps' should be 'float', but got type 'int'"),
    "MaxPool2d negative padding": (lambda: nn.MaxPool2d(pad_mode="pad", padding=-1), ValueError,
                                   r"'padding' must be int and must >= 0"),
    "MaxPool2d negative padding item": (lambda: nn.MaxPool2d(pad_mode="pad", padding=(1, -1)),
                                        ValueError, r"'padding\[1\]' must be int and must >= 0"),
    "MaxPool2d float padding": (lambda: nn.MaxPool2d(pad_mode="pad", padding=1.5), TypeError,
                                r"the type of 'padding' should be one of"),
    "MaxPool2d padding of three": (lambda: nn.MaxPool2d(pad_mode="pad", padding=(1, 1, 1)),
                                   ValueError, r"the length of padding must equal to"),
    "MaxPool2d str ceil_mode": (lambda: nn.MaxPool2d(pad_mode="pad", ceil_mode="x"), TypeError,
                                r"the type of 'ceil_mode' should be 'bool'"),
    "MaxPool2d dilation 0": (lambda: nn.MaxPool2d(pad_mode="pad", dilation=0), ValueError,
                             r"the parameter 'dilation' must be an positive integer"),
    "MaxPool1d negative padding": (lambda: nn.MaxPool1d(pad_mode="pad", padding=-1), ValueError,
                                   r"'padding' must be int and must >= 0"),
    "MaxPool2d float kernel": (lambda: nn.MaxPool2d(kernel_size=2.5), TypeError,
                               r"the type of 'kernel_size' should be one of '\['int', 'tuple'\]'"),
    "AvgPool2d negative padding": (lambda: nn.AvgPool2d(pad_mode="pad", padding=-1), ValueError,
                                   r">= 0"),
    "AvgPool1d negative padding": (lambda: nn.AvgPool1d(pad_mode="pad", padding=-1), ValueError,
                                   r">= 0"),
    "AvgPool3d kernel 0": (lambda: nn.AvgPool3d(kernel_size=0), ValueError,
                           r"For 'AvgPool3d', the 'kernel_size' must be an positive int number"),
    "AvgPool3d kernel of two": (lambda: nn.AvgPool3d(kernel_size=(2, 2)), ValueError,
                                r"'kernel_size' must be an positive integer or a tuple of three"),
    "AvgPool3d float kernel": (lambda: nn.AvgPool3d(kernel_size=2.0), TypeError,
                               r"the type of 'kernel_size' should be one of"),
    "AvgPool3d stride 0": (lambda: nn.AvgPool3d(kernel_size=2, stride=0), ValueError,
                           r"the 'stride' must be an positive int number"),
    "AvgPool3d divisor 0": (lambda: nn.AvgPool3d(kernel_size=2, divisor_override=0), ValueError,
                            r"the 'divisor_override' must be > 0, but got 0"),
    "AvgPool3d str ceil_mode": (lambda: nn.AvgPool3d(kernel_size=2, ceil_mode="x"), TypeError,
                                r"the type of 'ceil_mode' should be 'bool'"),
    "MaxPool3d kernel 0": (lambda: nn.MaxPool3d(kernel_size=0), ValueError,
                           r"For 'MaxPool3d', the 'kernel_size' must be an positive int number"),
    "MaxPool3d stride 0": (lambda: nn.MaxPool3d(kernel_size=2, stride=0), ValueError,
                           r"the 'stride' must be an positive int number"),
    "MaxPool3d stride of two": (lambda: nn.MaxPool3d(kernel_size=2, stride=(1, 1)), ValueError,
                                r"'strides' must be an positive integer or a tuple of three"),
    "MaxPool3d negative padding": (lambda: nn.MaxPool3d(kernel_size=2, padding=-1), ValueError,
                                   r"'padding' must be int and must >= 0"),
    "MaxPool3d dilation without pad mode": (lambda: nn.MaxPool3d(kernel_size=2, dilation=2),
                                            ValueError, r"the pad_mode must be 'pad' when "
                                                        r"dilation is not 1 or return_indices"),
    "PReLU str w": (lambda: nn.PReLU(w="x"), TypeError,
                    r"For 'PReLU', the 'w' only supported float, list and tensor, but got str"),
    "PReLU int w": (lambda: nn.PReLU(w=1), TypeError, r"but got int"),
    "PReLU list of two for three": (lambda: nn.PReLU(channel=3, w=[0.1, 0.2]), ValueError,
                                    r"the length of 'w' must be equal to the 'channel'"),
    "PReLU 2-d w": (lambda: nn.PReLU(channel=1, w=_ones((2, 2))), ValueError,
                    r"the dimension of 'w' must be 1"),
    "PReLU float channel": (lambda: nn.PReLU(channel=1.5), TypeError,
                            r"For 'PReLU', the 'channel' must be int"),
    "LRN float depth_radius": (lambda: nn.LRN(depth_radius=1.5), TypeError,
                               r"For 'LRN', the type of 'depth_radius' should be 'int'"),
    "LRN int alpha": (lambda: nn.LRN(alpha=1), TypeError,
                      r"the type of 'alpha' should be 'float', but got type 'int'"),
    "LRN norm_region": (lambda: nn.LRN(norm_region="x"), ValueError,
                        r"the 'norm_region' must be str and must be in '\['ACROSS_CHANNELS'\]'"),
    "GaussianNLLLoss eps 0": (lambda: nn.GaussianNLLLoss(eps=0.0), ValueError,
                              r"the 'eps' must be in range of \(0, inf\)"),
    "GaussianNLLLoss int eps": (lambda: nn.GaussianNLLLoss(eps=1), TypeError,
                                r"the 'eps' must be 'float'"),
    "GaussianNLLLoss str full": (lambda: nn.GaussianNLLLoss(full="x"), TypeError,
                                 r"the type of 'full' should be 'bool'"),
    "HingeEmbeddingLoss str margin": (lambda: nn.HingeEmbeddingLoss(margin="a"), TypeError,
                                      r"the type of 'margin' should be one of"),
    "TrainOneStepCell int network": (lambda: nn.TrainOneStepCell(1, nn.SGD(
        nn.Dense(3, 2).trainable_params())), AttributeError, r"has no attribute 'set_grad'"),
    # forward inputs
    "Dense 0-d input": (lambda: nn.Dense(3, 2)(Tensor(1.0)), IndexError,
                        r"For 'Dense', the input must have at least 1 dimension"),
    "LSTM 2-d input": (lambda: nn.LSTM(3, 4)(_x2()), ValueError,    # 2.10's text
                       r"^For primitive\[LSTM\], the x_shape\.size\(\) must be equal to 3, "
                       r"but got 2\.$"),
    "GRU 4-d input": (lambda: nn.GRU(3, 4)(_ones((2, 3, 4, 3))), ValueError, r"'x' must be 3-D"),
    "RNN batch_first 1-d input": (lambda: nn.RNN(3, 4, batch_first=True)(_ones((3,))),
                                  ValueError, r"'x' must be 3-D"),
    "LSTM 1-d input": (lambda: nn.LSTM(3, 4)(_ones((3,))), IndexError, r"'x' must be 3-D"),
    "MaxPool2d padding over half the window": (
        lambda: nn.MaxPool2d(kernel_size=2, pad_mode="pad", padding=2)(_ones((2, 3, 8, 8))),
        ValueError, r"pads should be less equal to the half of ksize"),
    "ReflectionPad2d as wide as the input": (lambda: nn.ReflectionPad2d(8)(_ones((2, 3, 8, 8))),
                                             ValueError, r"For 'MirrorPad', paddings must be no "
                                                         r"greater than the dimension size"),
    "pad reflect wider than the input": (lambda: ops.pad(_ones((2, 3, 8)), (9, 9), "reflect"),
                                         ValueError, r"Padding size must be less than"),
    # int operands given as floats or bools
    "cumsum float axis": (lambda: ops.cumsum(_x2(), axis=1.5), TypeError,
                          r'Failed calling CumSum with "CumSum\(exclusive=bool, reverse=bool\)'
                          r'\(input=Tensor, axis=float\)"'),
    "cumsum bool axis": (lambda: ops.cumsum(_x2(), True), TypeError, r"axis=bool"),
    "cumprod float axis": (lambda: ops.cumprod(_x2(), 1.5), TypeError,
                           r"Failed calling CumProd"),
    "eye float": (lambda: ops.eye(2.5), TypeError,
                  r'Failed calling Eye with "Eye\(\)\(n=float, m=float, dtype=mindspore.dtype\)"'),
    "eye float m": (lambda: ops.eye(2, 2.5), TypeError, r"n=int, m=float"),
    "mnp.eye float": (lambda: ms.numpy.eye(2.5), TypeError,
                      r"Input tensor dimensions should be integers"),
    "concat float axis": (lambda: ops.concat([_x2(), _x2()], axis=0.5), TypeError,
                          r'Failed calling Concat with "Concat\(axis=float\)\(tensors=List<Tensor, '
                          r'Tensor>\)"'),
    "stack float axis": (lambda: ops.stack([_x2(), _x2()], 0.5), TypeError,
                         r"For 'Stack', the type of 'axis' should be 'int'"),
    "argmax str keepdim": (lambda: ops.argmax(_x2(), 1, keepdim="x"), TypeError,
                           r"For 'argmax', the type of 'keepdim' should be 'bool'"),
    "argmax float dim": (lambda: ops.argmax(_x2(), 1.5), TypeError,
                         r'Failed calling Argmax with "Argmax\(axis=float'),
    "max str keepdims": (lambda: ops.max(_x2(), 1, keepdims="x"), TypeError,
                         r"ArgMaxWithValue\(axis=int, keep_dims=string\)"),
    "round float decimals": (lambda: ops.round(_x2(), decimals=1.5), TypeError,
                             r"Failed calling Round with .*decimals=float"),
    "logcumsumexp float axis": (lambda: ops.logcumsumexp(_x2(), 1.5), TypeError,
                                r"'axis' must be int type"),
    "logcumsumexp axis 5": (lambda: ops.logcumsumexp(_x2(), 5), RuntimeError,
                            r"For 'CumulativeLogsumexp, 'axis' must be in range \[-2, 2\)"),
    # values an op does not take
    "where float condition": (lambda: ops.where(_x2(), _x2(), _x2()), TypeError,
                              r"input argument\[condition\] must be a type of \{Bool\}"),
    "mint.where float condition": (lambda: mint.where(_x2(), _x2(), _x2()), TypeError,
                                   r"must be a type of \{Bool\}"),
    "Tensor.where float condition": (lambda: _x2().where(_x2(), _x2()), TypeError, r"\{Bool\}"),
    "trace 3-d": (lambda: ops.trace(_ones((2, 3, 8))), RuntimeError,
                  r"For Primitive\[Trace\], the rank of the input must be 2, but got 3!"),
    "Trace 0-d": (lambda: ops.Trace()(Tensor(1.0)), RuntimeError, r"must be 2, but got 0!"),
    "diff n 2": (lambda: ops.diff(_x2(), n=2), RuntimeError, r"For 'diff', 'n' must be 1"),
    "diff bool n": (lambda: ops.diff(_x2(), n=True), TypeError,
                    r"For 'diff', the type of 'n' must be 'int', but got 'bool'"),
    "diff empty": (lambda: ops.diff(_ones((2, 0))), ValueError, r"'x' can not be an empty"),
    "diff 0-d": (lambda: ops.diff(Tensor(1.0)), TypeError, r"must be at least 1"),
    "dropout p 1.5": (lambda: ops.dropout(_x2(), p=1.5), RuntimeError,
                      r"the 'keep_prob' must be in \(0.0, 1.0\], but got -0.5"),
    "dropout p 1": (lambda: ops.dropout(_x2(), p=1.0), RuntimeError, r"but got 0"),
    "dropout str p": (lambda: ops.dropout(_x2(), p="a"), TypeError, r"unsupported operand"),
    "mint dropout p 2": (lambda: mint.nn.functional.dropout(_x2(), p=2.0), ValueError,
                         r"'p' must be in \[0, 1\]"),
    "softplus beta 0": (lambda: ops.softplus(_x2(), beta=0), ValueError,
                        r"For 'softplus', the value of 'beta' cannot be 0"),
    "leaky_relu str alpha": (lambda: ops.leaky_relu(_x2(), "a"), TypeError,
                             r"For 'leaky_relu', the type of 'alpha' should be one of "
                             r"'\['float', 'int'\]'"),
    "logit str eps": (lambda: ops.logit(_x2(), eps="a"), TypeError,
                      r'Failed calling Logit with "Logit\(eps=string\)\(input=Tensor\)"'),
    "logit int eps": (lambda: ops.logit(_x2(), eps=0), TypeError, r"Logit\(eps=int\)"),
    "nan_to_num str nan": (lambda: ops.nan_to_num(_x2(), nan="a"), TypeError,
                           r"Failed calling NanToNum with .*nan=string"),
    "bucketize int boundaries": (lambda: ops.bucketize(_x2(), 1), ValueError,
                                 r"empty shape is not permitted in 'sorted_sequence'"),
    "bucketize str boundaries": (lambda: ops.bucketize(_x2(), "a"), TypeError, r"boundaries"),
    "index_fill dim 5": (lambda: _x2().index_fill(5, Tensor(np.array([0], np.int32)), 1.0),
                         RuntimeError, r"For 'IndexFill', the input of 'dim' out of range "
                                       r"\(expected to be in range of \[-2, 1\], but got 5\)"),
    "scatter_add dim 5": (lambda: _x2().scatter_add(5, Tensor(np.zeros((2, 3), np.int64)),
                                                    _x2()), ValueError,
                          r"For primitive\[ScatterAddExt\], the dim must be in \[-2,2\), but got 5"),
    "mint.scatter_add dim -3": (lambda: mint.scatter_add(_x2(), -3, Tensor(np.zeros(
        (2, 3), np.int64)), _x2()), ValueError, r"ScatterAddExt"),
    "scatter_nd negative shape": (lambda: ops.scatter_nd(Tensor(np.array([[0]], np.int32)),
                                                         _ones((1,)), (2, -1)), ValueError,
                                  r"the input \[shape\] should be a tuple with all positive item"),
    "histc bins 0": (lambda: ops.histc(_x2(), bins=0), ValueError,
                     r"For 'Histogram', the 'bins' must be int and must > 0"),
    "bincount 2-d": (lambda: ops.bincount(Tensor(np.ones((2, 2), np.int32))), ValueError,
                     r"'input' should be one-dimensional tensor"),
    "unsorted_segment_sum 0 segments": (lambda: ops.unsorted_segment_sum(
        _x2(), Tensor(np.array([0, 1], np.int32)), 0), ValueError,
        r"the num_segments's value must be greater than 0"),
    "randint low above high": (lambda: ops.randint(5, 1, (2,)), RuntimeError,
                               r"For 'Random', invalid min/max values: \(5/1\)"),
    "randint low equal high": (lambda: ops.randint(1, 1, (2,)), RuntimeError, r"\(1/1\)"),
    "rand negative size": (lambda: ops.rand((2, -1)), ValueError,
                           r"dimension of input shape must be greater than or equal to 0"),
    "randperm 0": (lambda: ops.randperm(0), ValueError,
                   r"For 'RandpermV2', the input 'n' must be greater than 0"),
    "outer of a 2-d vec2": (lambda: ops.outer(_ones(3), _x2()), ValueError, r"broadcast"),
    "Tensor init with two dynamic ranks": (lambda: Tensor(shape=(2, -2), dtype=ms.float32,
                                                          init=One()), ValueError,
                                           r"'shape' should have only one -2 or no -2"),
    "Tensor init below -2": (lambda: Tensor(shape=(2, -3), dtype=ms.float32, init=One()),
                             ValueError, r"should not have values less than -2"),
    "Tensor init dynamic axis": (lambda: Tensor(shape=(None, 2), dtype=ms.float32, init=One()),
                                 ValueError, r"If setting dynamic shape, dtype must not be "
                                             r"None, init must be None"),
    "gather str batch_dims": (lambda: ops.gather(_x2(), Tensor(np.array([0, 1], np.int32)), 0,
                                                 batch_dims="a"), TypeError,
                              r'Failed calling Gather with "Gather\(batch_dims=string\)'),
    "narrow float start": (lambda: ops.narrow(_x2(), 0, 0.5, 1), TypeError,
                           r"The input value must be 'int',  but got 'float'"),
    "sort str descending": (lambda: ops.sort(_x2(), descending="x"), TypeError,
                            r"For 'Sort', the type of 'descending' should be 'bool'"),
    "argsort str descending": (lambda: ops.argsort(_x2(), descending="x"), TypeError,
                               r"For 'Sort', the type of 'descending'"),
    "topk str largest": (lambda: ops.topk(_x2(), 1, largest="x"), TypeError,
                         r"For 'topk', the type of 'largest' should be 'bool'"),
    "diag_embed same dims": (lambda: ops.diag_embed(_x2(), dim1=0, dim2=0), ValueError,
                             r"For 'diag_embed', 'dim1' must not be identical to 'dim2'"),
    "flip one dim twice": (lambda: ops.flip(_x2(), (0, 0)), ValueError,
                           r"For ReverseV2, 'axis' cannot contain duplicate dimensions, but got 0"),
    "rot90 same dims": (lambda: ops.rot90(_x2(), 1, (0, 0)), RuntimeError,
                        r"For `rot90`, rotation dims must be different, but get dim0=0, dim1=0"),
    "linspace float steps": (lambda: ops.linspace(0.0, 1.0, 2.5), TypeError,
                             r'Failed calling LinSpace with .*num=float'),
    "interpolate str align_corners": (lambda: ops.interpolate(
        _ones((2, 3, 8, 8)), size=(4, 4), mode="bilinear", align_corners="x"), TypeError,
        r"For 'interpolate', the 'align_corners' must be a bool, but got str"),
    "conv2d unknown padding name": (lambda: ops.conv2d(_ones((2, 3, 8, 8)), _ones((4, 3, 3, 3)),
                                                       padding="x"), TypeError,
                                    r"For 'Conv2D', the type of 'pad' should be one of "
                                    r"'\['int', 'tuple'\]', but got type 'str'"),
    "adaptive_avg_pool2d negative size": (lambda: ops.adaptive_avg_pool2d(_ones((2, 3, 8, 8)),
                                                                          -1), ValueError,
                                          r"For 'AdaptiveAvgPool2D', the argument "
                                          r"'output_size\[0\]' must >= 0, but got -1"),
    "nll_loss str ignore_index": (lambda: ops.nll_loss(_x2(), Tensor(np.array([0, 1], np.int32)),
                                                       ignore_index="a"), TypeError,
                                  r"'ignore_index'"),
    "triplet_margin_loss str p": (lambda: ops.triplet_margin_loss(_x2(), _x2(), _x2(), p="a"),
                                  TypeError, r"For 'TripletMarginLoss', the type of 'p' should be "
                                             r"'int'"),
    "L2Normalize str epsilon": (lambda: ops.L2Normalize(epsilon="a"), TypeError,
                                r"For 'L2Normalize', the type of 'epsilon' should be one of"),
    "Squeeze str axis": (lambda: ops.Squeeze(axis="a"), TypeError,
                         r"For 'Squeeze', the type of 'axis' should be one of '\[list of int, int, "
                         r"tuple of int\]'"),
    # mint
    "mint.repeat_interleave negative": (lambda: mint.repeat_interleave(_x2(), -1), RuntimeError,
                                        r"For 'RepeatInterleaveInt', 'repeats' can not be "
                                        r"negative"),
    "mint.repeat_interleave negative list": (lambda: mint.repeat_interleave(_x2(), [-1, 1], 0),
                                             RuntimeError, r"RepeatInterleaveTensor"),
    "mint.norm str p": (lambda: mint.norm(_x2(), p="x"), ValueError,
                        r"For `norm_ext`, the value of `p` must be one of"),
    # transforms and jit
    "jacrev str has_aux": (lambda: ms.jacrev(_f, has_aux="x"), TypeError,
                           r"The 'has_aux' must be bool type"),
    "jacfwd int has_aux": (lambda: ms.jacfwd(_f, has_aux=1), TypeError, r"'has_aux'"),
    "vjp str has_aux": (lambda: ms.vjp(_f, _x2(), has_aux="x"), TypeError, r"'has_aux'"),
    "jvp str has_aux": (lambda: ms.jvp(_f, _x2(), _x2(), has_aux="x"), TypeError, r"'has_aux'"),
    "jit dynamic 3": (lambda: ms.jit(_f, dynamic=3), ValueError,
                      r"For 'jit', the 'dynamic' must be in range of \[0, 1\], but got 3"),
    "jit str dynamic": (lambda: ms.jit(_f, dynamic="a"), TypeError,
                        r"For 'jit', the 'dynamic' must be 'int'"),
    "jit unknown backend, when called": (lambda: ms.jit(_f, backend="x")(_x2()), RuntimeError,
                                         r"Invalid backend name: x, you should register custom "
                                         r"backend first"),
    # optimizers, context, checkpoints, datasets
    "SGD str learning rate": (lambda: nn.SGD(nn.Dense(3, 2).trainable_params(),
                                             learning_rate="a"), ValueError,
                              r"could not convert string to float"),
    "group str grad_centralization": (lambda: nn.SGD([{
        "params": nn.Dense(3, 2).trainable_params(), "grad_centralization": "x"}]), TypeError,
        r"the 'gradients_centralization' must be bool type"),
    "set_context save_graphs 5": (lambda: ms.set_context(save_graphs=5), ValueError,
                                  r"value for save_graphs should be 0-3 but got '5'"),
    "save_checkpoint str crc_check": (lambda: ms.save_checkpoint(nn.Dense(2, 2), "unused.ckpt",
                                                                 crc_check="x"), ValueError,
                                      r"The parameter 'crc_check' must be isinstance of "
                                      r"<class 'bool'>, but got x"),
    "NumpySlicesDataset int column name": (lambda: ms.dataset.NumpySlicesDataset(
        np.ones((4, 2)), column_names=[1]), TypeError,
        r"Argument column_names\[0\] with value 1 is not of type \[<class 'str'>\]"),
}


@pytest.mark.parametrize("name", list(CASES))
def test_bad_input_raises_mindspores_error(name):
    raises_as_mindspore(*CASES[name])


def test_valid_spellings_still_work():
    x = _x2()
    # shapes measured on 2.10; MaxPool3d takes an unbatched (C, D, H, W) input as it does
    assert nn.MaxPool3d(kernel_size=2)(_ones((2, 3, 8, 8))).shape == (2, 2, 7, 7)
    assert nn.MaxPool2d(2, pad_mode="pad", padding=1)(_ones((1, 1, 4, 4))).shape == (1, 1, 5, 5)
    assert nn.AvgPool3d(2, pad_mode="pad", padding=(1, 1, 1))(_ones((1, 1, 4, 4, 4))).shape == \
        (1, 1, 5, 5, 5)
    assert nn.PReLU(channel=2, w=[0.1, 0.2]).w.shape == (2,)
    assert nn.PReLU(w=np.float32(0.1)).w.asnumpy()[0] == pytest.approx(0.1)
    assert nn.GroupNorm(2, 4, eps=np.float64(1e-5)).eps == 1e-5
    assert nn.BatchNorm2d(3, eps=np.float32(1e-3)).eps == pytest.approx(1e-3)
    assert ops.cumsum(x, np.int64(1)).shape == (2, 3)         # a numpy int is an int
    assert ops.eye(Tensor(2)).shape == (2, 2)
    assert ops.outer(x, _ones(3)).shape == (6, 3)             # 2.10 flattens the first input
    assert ops.Trace()(Tensor(np.eye(3, dtype=np.float32))).asnumpy() == 3
    assert x.trace().asnumpy() == 4                           # Tensor.trace is numpy's
    assert mint.diff(Tensor([1.0, 3.0, 6.0]), n=2).asnumpy().tolist() == [1.0]
    assert ms.numpy.diff(Tensor([1.0, 3.0, 6.0]), n=2).asnumpy().tolist() == [1.0]
    assert ops.dropout(x, p=2.0, training=False) is x          # p is not read when not training
    assert mint.nn.functional.dropout(x, p=1.0).asnumpy().sum() == 0
    assert ops.nan_to_num(Tensor([float("nan")]), nan=np.float32(1.0)).asnumpy()[0] == 1.0
    assert ops.bucketize(x, (1.0, 2.0)).shape == (2, 3)
    assert ops.unsorted_segment_sum(_ones((0,)), Tensor(np.ones((0,), np.int32)), 0).shape == (0,)
    assert ms.jit(_f, backend="ms_backend")(x).shape == (2, 3)
    ms.jit(_f, dynamic=1)
    assert x.copy_(Tensor([7.0, 8.0, 9.0])).asnumpy()[1].tolist() == [7.0, 8.0, 9.0]


def test_failed_calls_change_nothing():
    x = _x2()
    with pytest.raises(RuntimeError, match=r"For 'InplaceCopy'"):
        x.copy_(_ones((4,)))
    assert x.asnumpy().tolist() == [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]
    before = ms.get_context("save_graphs")
    with pytest.raises(ValueError, match=r"save_graphs should be 0-3"):
        ms.set_context(save_graphs=7)
    assert ms.get_context("save_graphs") == before
    net = nn.Dense(3, 2)
    with pytest.raises(TypeError, match=r"gradients_centralization"):
        nn.SGD([{"params": net.trainable_params(), "grad_centralization": 1}])
    assert [p.name for p in net.trainable_params()] == ["weight", "bias"]
