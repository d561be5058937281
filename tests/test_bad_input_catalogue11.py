"""Bad input, eleventh round (measured against MindSpore 2.10 CPU, ``pynative_synchronize=True``):
layer constructors (a list where 2.10 takes an int or a tuple: conv kernel/stride/dilation/
padding; pooling pad_mode types and data_format; activation names spelled exactly; Embedding's
dtype and padding_idx; an int RNN dropout; Flatten's dim order; an empty LayerNorm shape),
optimizers (a bool weight_decay / SGD momentum / dampening is taken as a number), the functional
elementwise ops given a Python number or None (2.10's 'Failed calling' TypeError, as for a
list), ops.std/var/tensor_dot axes, mint.var's dim range, and the kernels whose dtype lists are
not whole kinds (Round, Lgamma, Sign, CumSum, ReduceMean/ReduceStd, Cdist, LpNorm, L2Normalize,
Unique, Clamp, the losses' kernels). The last tests check the valid neighbours still work."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, nn, ops, Tensor
from conftest import raises_as_mindspore


def _t(dtype, shape=(2, 3)):
    return Tensor(np.ones(shape, dtype))


def _params():
    return nn.Dense(3, 2).trainable_params()


_X = _t("float32")


class _Two(nn.Cell):
    def construct(self, x, y):
        return x + y


def _set_inputs_in_graph_mode(*inputs):
    ms.set_context(mode=ms.GRAPH_MODE)     # raises_as_mindspore restores the mode
    _Two().set_inputs(*inputs)


CASES = {
    # convolutions: 2.10 expands an int or takes a tuple, a list is its TypeError
    "Conv2d kernel list": (lambda: nn.Conv2d(3, 4, [3, 3]), TypeError,
                           r"When expanding an int number to tuple, input type must be integer "
                           r"or tuple\[int\], but got <class 'list'>"),
    "Conv2d stride list": (lambda: nn.Conv2d(3, 4, 3, stride=[1, 1]), TypeError,
                           r"When expanding an int number to tuple"),
    "Conv2dTranspose kernel list": (lambda: nn.Conv2dTranspose(3, 4, [3, 3]), TypeError,
                                    r"When expanding an int number to tuple"),
    "Conv2d padding list": (lambda: nn.Conv2d(3, 4, (3, 3), pad_mode="pad", padding=[1, 1]),
                            TypeError, r"the type of 'padding' must be int or tuple\(int\)"),
    "Conv2d padding pair": (lambda: nn.Conv2d(3, 4, 3, pad_mode="pad", padding=(1, 1)),
                            ValueError, r"For 'Conv2D', the 'pad size' must be int and must = 4, "
                                        r"but got '2'"),
    "Conv3d padding of 3": (lambda: nn.Conv3d(3, 4, 3, pad_mode="pad", padding=(1, 1, 1)),
                            ValueError, r"the 'padding size' must be int and must = 6"),
    "Conv3d kernel float": (lambda: nn.Conv3d(3, 4, 2.5), TypeError,
                            r"For 'Conv3d', the type of 'kernel_size' should be one of "
                            r"'\['int', 'tuple'\]', but got type 'float'"),
    "Conv3d kernel list": (lambda: nn.Conv3d(3, 4, [3, 3, 3]), TypeError,
                           r"but got type 'list'"),
    # pooling: pad_mode must be a str, data_format 'NCHW' on CPU
    "MaxPool2d pad_mode int": (lambda: nn.MaxPool2d(2, pad_mode=1), TypeError,
                               r"For 'MaxPool2d', the type of 'pad_mode' should be 'str', but "
                               r"got type 'int'"),
    "AvgPool1d pad_mode None": (lambda: nn.AvgPool1d(2, pad_mode=None), TypeError,
                                r"'pad_mode' should be 'str'"),
    "MaxPool2d data_format bad": (lambda: nn.MaxPool2d(2, data_format="bad"), ValueError,
                                  r"MaxPool2d"),
    "MaxPool2d data_format NHWC": (lambda: nn.MaxPool2d(2, data_format="NHWC"), ValueError,
                                   r"MaxPool2d"),
    "AvgPool2d data_format nchw": (lambda: nn.AvgPool2d(2, data_format="nchw"), ValueError,
                                   r"AvgPool2d"),
    # activation names are case-sensitive
    "Dense activation Relu": (lambda: nn.Dense(3, 4, activation="Relu"), KeyError,
                              r"'name' must be in .*'relu'.*but got Relu"),
    "get_activation swish": (lambda: nn.get_activation("swish"), KeyError, r"but got swish"),
    # Embedding, RNN, Flatten, LayerNorm
    "Embedding dtype str": (lambda: nn.Embedding(5, 4, dtype="bad"), TypeError,
                            r"For 'Embedding', the element of 'dtype' must be one of .*but got "
                            r"bad"),
    "Embedding dtype None": (lambda: nn.Embedding(5, 4, dtype=None), TypeError, r"got None"),
    "Embedding padding_idx -1": (lambda: nn.Embedding(5, 4, padding_idx=-1), ValueError,
                                 r"the 'padding_idx' must be in range of \[0, 5\), but got -1"),
    "LSTM dropout int": (lambda: nn.LSTM(3, 4, dropout=0), TypeError,
                         r"For 'LSTM', the type of 'dropout' must be 'float', but got 'int'"),
    "GRU dropout -1": (lambda: nn.GRU(3, 4, dropout=-1), TypeError, r"'dropout' must be 'float'"),
    "Flatten start after end": (lambda: nn.Flatten(start_dim=1, end_dim=0)(_t("float32",
                                                                               (2, 3, 4))),
                                ValueError, r"'start_dim' cannot come after 'end_dim'"),
    "LayerNorm empty shape": (lambda: nn.LayerNorm(()), ValueError,
                              r"Expected normalized_shape to be at least 1-dimensional"),
    # the functional elementwise ops take a Tensor only: a number or None as a list
    "ops.exp number": (lambda: ops.exp(1.0), TypeError,
                       r'Failed calling Exp with "Exp\(\)\(input=float\)"'),
    "ops.abs None": (lambda: ops.abs(None), TypeError, r"Failed calling Abs .*input=None"),
    "mint.sqrt number": (lambda: mint.sqrt(2), TypeError, r"Failed calling Sqrt"),
    "mint.logical_not number": (lambda: mint.logical_not(1.0), TypeError, r"LogicalNot"),
    # mint's pyboost functions take a Tensor (a number, a list or None: 'Failed calling')
    "mint.t number": (lambda: mint.t(1.0), TypeError, r'Failed calling TExt with "TExt\(\)'),
    "mint.clone list": (lambda: mint.clone([1.0, 2.0]), TypeError, r"Failed calling Clone"),
    "mint.unique None": (lambda: mint.unique(None), TypeError, r"Failed calling Unique2"),
    "mint.nonzero number": (lambda: mint.nonzero(1.0), TypeError, r"Failed calling NonZero"),
    "mint.ones_like number": (lambda: mint.ones_like(1.0), TypeError, r"OnesLikeExt"),
    "mint.rand_like list": (lambda: mint.rand_like([1.0]), TypeError, r"RandLikeExt"),
    "mint.round number": (lambda: mint.round(1.0), TypeError, r"Failed calling Round"),
    "mint.outer list": (lambda: mint.outer([1, 2], _X), TypeError, r"Failed calling Outer"),
    "mint.dot str": (lambda: mint.dot(_X, "a"), TypeError, r"Failed calling Dot"),
    "mint.prod dim tuple": (lambda: mint.prod(_X, (0, 1)), TypeError, r"Failed calling ProdExt"),
    "mint.any dim list": (lambda: mint.any(_X, [0, 1]), TypeError,
                          r"any\(\): argument 'dim' \(position 2\) must be int, not list"),
    "mint F.dropout training str": (lambda: mint.nn.functional.dropout(_X, training="a"),
                                    TypeError, r"Failed calling FuncDropoutExt"),
    "mint F.cross_entropy label_smoothing 2": (
        lambda: mint.nn.functional.cross_entropy(_X, Tensor(np.array([0, 1], np.int32)),
                                                 label_smoothing=2.0),
        ValueError, r"For cross_entropy, label_smoothing must be in \[0, 1\]"),
    # axes
    "ops.std axis list": (lambda: ops.std(_X, [0, 1]), TypeError,
                          r"Each axis should be integer, but got <class 'list'> in \(\[0, 1\],\)"),
    "ops.var axis float": (lambda: ops.var(_X, 1.5), TypeError,
                           r"Each axis should be integer, but got <class 'float'>"),
    "ops.var axis repeated": (lambda: ops.var(_X, (0, 0)), ValueError,
                              r"The element of parameter 'axis' can not be duplicate"),
    "mint.var dim 5": (lambda: mint.var(_X, 5), ValueError,
                       r"For primitive\[Var\], the axis value must be in \[-2,2\), but got 5"),
    "mint.var dim list -3": (lambda: mint.var(_X, [0, -3]), ValueError, r"but got -3"),
    "tensor_dot axis out of range": (lambda: ops.tensor_dot(_X, _X, ((0, 5), (0, 1))),
                                     ValueError, r"the value in 'axes' must be in range: "
                                                 r"\[-2, 1\], but got 5"),
    "tensor_dot repeated axes": (lambda: ops.tensor_dot(_X, _X, ((0, 0), (0, 1))), ValueError,
                                 r"the 'axes' cannot have duplicating values"),
    "ops.movedim float axis": (lambda: ops.movedim(_X, (0, 1.0), 0), TypeError,
                               r"The axes must be integers, but got <class 'float'>"),
    # GRAPH_MODE's set_inputs checks the signature against construct's arguments at once
    "set_inputs too few": (lambda: _set_inputs_in_graph_mode(Tensor(shape=[None, 3],
                                                                    dtype=ms.float32)),
                           TypeError, r"the function construct requires 2 positional argument, "
                                      r"but got 1. When using set_inputs"),
    "set_inputs too many": (lambda: _set_inputs_in_graph_mode(_X, _X, _X), TypeError,
                            r"requires 2 positional argument and 0 default argument, total 2, "
                            r"but got 3"),
    # kernels whose dtype lists are not whole kinds
    "ops.round int8": (lambda: ops.round(_t("int8")), RuntimeError, r"Round"),
    "Tensor.round bool": (lambda: _t("bool").round(), RuntimeError, r"Round"),
    "mint.round complex": (lambda: mint.round(_t("complex64")), RuntimeError, r"Round"),
    "ops.lgamma int64": (lambda: ops.lgamma(_t("int64")), TypeError,
                         r"Lgamma.*Tensor\[Int32\]\}, but got Tensor\[Int64\]"),
    "ops.lgamma bool": (lambda: ops.lgamma(_t("bool")), TypeError, r"Lgamma"),
    "ops.sign int8": (lambda: ops.sign(_t("int8")), TypeError, r"Sign.*but got Int8"),
    "ops.sign uint16": (lambda: ops.sign(_t("uint16")), TypeError, r"Sign"),
    "ops.cumsum bool": (lambda: ops.cumsum(_t("bool"), 0), TypeError, r"CumSum.*Tensor\[Bool\]"),
    "ops.mean bool": (lambda: ops.mean(_t("bool")), RuntimeError,
                      r"For 'ReduceMean', unsupported reduce operation for bool"),
    "Tensor.mean bool": (lambda: _t("bool").mean(), RuntimeError, r"ReduceMean"),
    "ops.var bool": (lambda: ops.var(_t("bool")), TypeError, r"ReduceStd"),
    "ops.std int": (lambda: ops.std(_t("int32")), TypeError, r"ReduceStd"),
    "mint.std int": (lambda: mint.std(_t("int32")), TypeError, r"Std"),
    "ops.norm bool": (lambda: ops.norm(_t("bool")), TypeError, r"Square"),
    "ops.cdist int": (lambda: ops.cdist(_t("int32"), _t("int32")), TypeError,
                      r"Cdist.*must be \[Float16, Float32, Float64\], but got Int32"),
    "ops.cdist mixed": (lambda: ops.cdist(_X, _t("float64")), TypeError,
                        r"Cdist\], the input type must be same"),
    "ops.dist float64": (lambda: ops.dist(_t("float64"), _t("float64")), TypeError, r"LpNorm"),
    "ops.cosine_similarity int": (lambda: ops.cosine_similarity(_t("int32"), _t("int32")),
                                  TypeError, r"LpNorm"),
    "L2Normalize int": (lambda: ops.L2Normalize()(_t("int32")), TypeError,
                        r"L2Normalize\], the input argument\[input_x\]"),
    "ops.unique complex": (lambda: ops.unique(_t("complex64")), TypeError, r"Unique"),
    "ops.unique bool": (lambda: ops.unique(_t("bool")), TypeError, r"Unique"),
    "ops.clamp bool": (lambda: ops.clamp(_t("bool"), 0, 1), ValueError,
                       r"For Clamp, the dtype of 'input', 'min' and 'max' must not be bool"),
    "Tensor.clamp bool": (lambda: _t("bool").clamp(0, 1), ValueError, r"Clamp"),
    # loss kernels' dtypes
    "SmoothL1Loss int": (lambda: nn.SmoothL1Loss()(_t("int32"), _t("int32")), TypeError,
                         r"SmoothL1Loss"),
    "smooth_l1_loss int target": (lambda: ops.smooth_l1_loss(_X, _t("int32")), TypeError,
                                  r"SmoothL1Loss"),
    "SmoothL1Loss beta 0": (lambda: nn.SmoothL1Loss(beta=0.0)(_X, _X), RuntimeError,
                            r"the values for beta should greater than 0"),
    "SmoothL1Loss beta str": (lambda: nn.SmoothL1Loss(beta="a"), TypeError, r"'beta'"),
    "BCELoss int": (lambda: nn.BCELoss()(_t("int32"), _t("int32")), TypeError,
                    r"BinaryCrossEntorpy\], the type of the input must be \[Float16, Float32, "
                    r"BFloat16\], but got Int32"),
    "BCEWithLogitsLoss float64 target": (lambda: nn.BCEWithLogitsLoss()(_X, _t("float64")),
                                         TypeError, r"argument\[target\].*Float64"),
    "KLDivLoss int target": (lambda: nn.KLDivLoss()(_X, _t("int32")), TypeError,
                             r"KLDivLoss\], the input type must be same"),
    "KLDivLoss int logits": (lambda: nn.KLDivLoss()(_t("int32"), _t("int32")), TypeError,
                             r"KLDivLoss\], the input argument\[x\]"),
    "ops.clamp complex": (lambda: ops.clamp(_t("complex64"), 0, 1), TypeError, r"Maximum"),
}


@pytest.mark.parametrize("name", list(CASES))
def test_bad_input_raises_as_mindspore(name):
    raises_as_mindspore(*CASES[name])


def test_optimizers_take_a_bool_as_a_number():
    # 2.10 builds these (a bool is an int to its checks); Momentum's momentum stays float-only
    for opt in (nn.SGD, nn.Adam, nn.Momentum):
        kw = {"momentum": 0.9} if opt is nn.Momentum else {}
        opt(_params(), learning_rate=0.1, weight_decay=True, **kw)
    assert nn.SGD(_params(), 0.1, momentum=True, dampening=True) is not None
    with pytest.raises(TypeError, match="'momentum' should be 'float'"):
        nn.Momentum(_params(), 0.1, True)


def test_valid_neighbours_still_work():
    # measured on 2.10: these compute
    conv = nn.Conv2d(3, 4, (3, 3), stride=(1, 1), pad_mode="pad", padding=(1, 1, 2, 2))
    assert conv.padding == (1, 1, 2, 2)
    assert nn.MaxPool2d(2, pad_mode="SAME") is not None and nn.AvgPool2d(2, data_format="NCHW")
    assert type(nn.get_activation("mish")).__name__ == "Mish"
    assert type(nn.Dense(3, 4, activation="leakyrelu").activation).__name__ == "LeakyReLU"
    assert nn.Embedding(5, 4, padding_idx=4).embedding_table.asnumpy()[4].sum() == 0
    assert nn.LSTM(3, 4, dropout=0.0) is not None
    assert nn.Flatten(0, 1)(_t("float32", (2, 3, 4))).shape == (6, 4)
    assert ops.round(_t("int32")).dtype == ms.int32 and ops.sign(_t("int64")).dtype == ms.int64
    assert ops.lgamma(_t("int32")).dtype == ms.float32
    assert ops.unique(_t("uint8"))[0].dtype == ms.uint8
    assert not mint.isnan(1.0).asnumpy() and mint.isnan(1.0).dtype == ms.bool_
    assert mint.t(_X).shape == (3, 2)
    _Two().set_inputs(_X)                   # PYNATIVE_MODE: no check
    assert nn.SmoothL1Loss(beta=True).beta == 1.0 and nn.KLDivLoss()(_X, _X).shape == ()


@pytest.mark.slow
def test_valid_neighbours_that_compute_still_work():
    # measured on 2.10: these compute (a few seconds of eager kernels on a loaded machine)
    assert ops.var(_X, (0, 1)).shape == () and ops.tensor_dot(_X, _X, ((0, 1), (0, 1))).shape == ()
    assert _t("bool").cumsum(0).dtype == ms.int32           # the Tensor method casts a bool
    assert ops.mean(_t("int8")).dtype == ms.int8
    assert _t("int32").std() is not None                    # Tensor.std computes integers
    assert ops.clamp(_t("int64"), 0, 1).dtype == ms.int64
    assert ops.cdist(_X, _X).shape == (2, 2) and ops.dist(_t("float16"), _t("float16")).shape == ()
