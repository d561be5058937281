"""Bad input, fifteenth round (measured against MindSpore 2.10 CPU, ``pynative_synchronize=True``):
None or a string as the Tensor operand of a functional op (every ``mindspore.ops`` function:
2.10 raises TypeError from its generated parsers and AttributeError from its Python wrappers
that read ``input.shape`` first, so minicell's error is both, keeping the op's own 2.10 text
where it has one and a missing argument still Python's own TypeError); ``nn`` constructor
arguments checked as 2.10's validators do: EmbeddingExt (types before values, in 2.10's order;
0 rows allowed), BiDense ``has_bias`` and Conv2dBnAct/DenseBnAct ``after_fake`` bools, SSIM/MSSSIM
float ``k1``/``k2`` and a positive float ``filter_sigma``, TripletMarginWithDistanceLoss a float
``margin`` (any sign) and a bool ``swap`` with its ``distance_function`` checked only when
called, SparseTensorDenseMatmul bool adjoints, CrossEntropyLoss a float ``label_smoothing``;
FractionalMaxPool2d/3d check their sizes when called, not when built; RNNCell's
``nonlinearity`` (a non-str a TypeError, a typo its enum ValueError), ChannelShuffle's ``groups``
and HShrink/SoftShrink's ``lambd`` types. The last tests check the
valid neighbours still work."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor
from conftest import raises_as_mindspore

_X = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
_EMB = "For 'EmbeddingExt', the type of '{}' should be '{}', but got type '{}'."


def _both(exc):
    """2.10 raises TypeError for some ops and AttributeError for others: minicell's is both."""
    return issubclass(exc, TypeError) and issubclass(exc, AttributeError)


CASES = {
    # the op's own 2.10 text is kept (measured texts)
    "ops.nonzero None": (lambda: ops.nonzero(None), TypeError,
                         r'Failed calling NonZero with "NonZero\(\)\(input=None\)"'),
    "ops.argwhere str": (lambda: ops.argwhere("a"), TypeError,
                         r'Failed calling NonZero with "NonZero\(\)\(input=string\)"'),
    "ops.clamp None": (lambda: ops.clamp(None), TypeError,
                       r'Failed calling ClampScalar with "ClampScalar\(\)\(input=None, min=None, '
                       r'max=None\)"'),
    "ops.bincount str": (lambda: ops.bincount("a"), TypeError,
                         "For math function 'bincount', 'input' must be Tensor."),
    "ops.acos None": (lambda: ops.acos(None), TypeError,
                      r'Failed calling ACos with "ACos\(\)\(input=None\)"'),
    # a missing argument is Python's TypeError first, as in 2.10
    "ops.adaptive_avg_pool1d None": (lambda: ops.adaptive_avg_pool1d(None), TypeError,
                                     "missing 1 required positional argument: 'output_size'"),
    # 2.10's AttributeError text from its wrapper reading the dtype
    "ops.is_floating_point None": (lambda: ops.is_floating_point(None), AttributeError,
                                   "'NoneType' object has no attribute 'dtype'"),
    "ops.avg_pool1d None": (lambda: ops.avg_pool1d(None), TypeError, None),
    "ops.unbind None": (lambda: ops.unbind(None), TypeError, None),
    "ops.diag_embed str": (lambda: ops.diag_embed("a"), TypeError, None),
    "ops.trapz None": (lambda: ops.trapz(None), TypeError, None),
    "ops.interpolate str": (lambda: ops.interpolate("a"), TypeError, None),
    "ops.argmax None": (lambda: ops.argmax(None), AttributeError,
                        "'NoneType' object has no attribute 'shape'"),
    "ops.adjoint None": (lambda: ops.adjoint(None), AttributeError, None),
    # nn constructors (2.10's validators, measured texts)
    "EmbeddingExt sparse int": (lambda: nn.EmbeddingExt(10, 4, sparse=0), TypeError,
                                _EMB.format("sparse", "bool", "int")),
    "EmbeddingExt max_norm int": (lambda: nn.EmbeddingExt(10, 4, max_norm=1), TypeError,
                                  _EMB.format("max_norm", "float", "int")),
    "EmbeddingExt norm_type int": (lambda: nn.EmbeddingExt(10, 4, norm_type=2), TypeError,
                                   _EMB.format("norm_type", "float", "int")),
    "EmbeddingExt scale_grad_by_freq int": (
        lambda: nn.EmbeddingExt(10, 4, scale_grad_by_freq=0), TypeError,
        _EMB.format("scale_grad_by_freq", "bool", "int")),
    "EmbeddingExt padding_idx bool": (
        lambda: nn.EmbeddingExt(10, 4, padding_idx=True), TypeError,
        "For 'EmbeddingExt', the 'padding_idx' must be 'int',  but got 'bool'."),
    "EmbeddingExt padding_idx range": (
        lambda: nn.EmbeddingExt(10, 4, padding_idx=10), ValueError,
        r"For 'EmbeddingExt', the 'padding_idx' must be in range of \[-10, 10\), but got 10"),
    "BiDense has_bias int": (lambda: nn.BiDense(3, 3, 4, has_bias=0), TypeError,
                             "For 'BiDense', the 'has_bias' must be a bool, but got int."),
    "DenseBnAct after_fake int": (lambda: nn.DenseBnAct(3, 4, after_fake=1), TypeError,
                                  "For 'DenseBnAct', the 'after_fake' must be a bool, but got int."),
    "Conv2dBnAct after_fake None": (
        lambda: nn.Conv2dBnAct(3, 4, 2, after_fake=None), TypeError,
        "For 'Conv2dBnAct', the 'after_fake' must be a bool, but got NoneType."),
    "SSIM k1 int": (lambda: nn.SSIM(k1=0), TypeError,
                    "For 'SSIM', the type of 'k1' should be 'float', but got type 'int'."),
    "MSSSIM k2 bool": (lambda: nn.MSSSIM(k2=True), TypeError,
                       "For 'MSSSIM', the type of 'k2' should be 'float', but got type 'bool'."),
    "SSIM filter_sigma int": (lambda: nn.SSIM(filter_sigma=-1), TypeError,
                              "For 'SSIM', the 'filter_sigma' must be float, but got 'int'"),
    "TripletMarginWithDistanceLoss margin int": (
        lambda: nn.TripletMarginWithDistanceLoss(margin=0), TypeError,
        "For 'TripletMarginWithDistanceLoss', the type of 'margin' must be 'float', but got 'int'."),
    "TripletMarginWithDistanceLoss swap str": (
        lambda: nn.TripletMarginWithDistanceLoss(swap="bad"), TypeError,
        "For 'TripletMarginWithDistanceLoss', the 'swap' must be a bool, but got str."),
    "SparseTensorDenseMatmul adjoint_st int": (
        lambda: nn.SparseTensorDenseMatmul(adjoint_st=1), TypeError,
        "For 'SparseTensorDenseMatmul', the type of 'adjoint_st' should be 'bool', but got "
        "type 'int'."),
    "CrossEntropyLoss label_smoothing int": (
        lambda: nn.CrossEntropyLoss(label_smoothing=0), TypeError,
        "For 'CrossEntropyLoss', the type of 'label_smoothing' should be 'float', but got "
        "type 'int'."),
    "CrossEntropyLoss label_smoothing range": (
        lambda: nn.CrossEntropyLoss(label_smoothing=-0.5), ValueError,
        r"the 'label_smoothing' must be in range of \[0.0, 1.0\], but got -0.5"),
    "RNNCell nonlinearity int": (
        lambda: nn.RNNCell(3, 4, nonlinearity=1), TypeError,
        "For 'RNNCell', the type of 'nonlinearity' should be 'str', but got type 'int'."),
    "RNNCell nonlinearity typo": (
        lambda: nn.RNNCell(3, 4, nonlinearity="tanhh"), ValueError,
        r"For 'RNNCell', the 'nonlinearity' must be str and must be in '\['tanh', 'relu'\]'"),
    "ChannelShuffle groups float": (
        lambda: nn.ChannelShuffle(1.5), TypeError,
        "For ChannelShuffle, the param `groups` must be int, but got <class 'float'>."),
    "ChannelShuffle groups 0": (
        lambda: nn.ChannelShuffle(0), ValueError,
        "For ChannelShuffle, the param `groups` must be larger than 0, but got 0."),
    "HShrink lambd str": (
        lambda: nn.HShrink("a"), TypeError,
        r"For 'HShrink', the type of 'lambd' should be one of '\[bool, int, float\]', but got "
        r"<class 'str'>."),
    "SoftShrink lambd tuple": (lambda: nn.SoftShrink((1, 2)), TypeError,
                               "For 'SoftShrink', the type of 'lambd' should be one of"),
}


@pytest.mark.parametrize("name", list(CASES))
def test_bad_inputs_raise_mindspores_error(name):
    call, exc, pattern = CASES[name]
    raises_as_mindspore(call, exc, pattern)


@pytest.mark.parametrize("call", [lambda: ops.avg_pool1d(None), lambda: ops.unbind("a"),
                                  lambda: ops.argmax(None), lambda: ops.adjoint(None),
                                  lambda: ops.is_floating_point("a")])
def test_non_tensor_operand_error_is_both_kinds(call):
    """2.10 raises TypeError (ops.avg_pool1d, ops.unbind) or AttributeError (ops.argmax,
    ops.adjoint, ops.is_floating_point) for these: either ``except`` clause catches minicell's."""
    with pytest.raises(Exception) as info:
        call()
    assert _both(info.type)


def test_checks_left_to_the_call():
    """2.10 (measured) builds these and fails when they are called."""
    pool = nn.FractionalMaxPool2d(2)
    with pytest.raises(ValueError, match="output_size"):
        pool(Tensor(np.ones((1, 1, 8, 8), np.float32)))
    loss = nn.TripletMarginWithDistanceLoss(distance_function=1, margin=-1.0)
    with pytest.raises(TypeError):
        loss(_X, _X, _X)


def test_valid_neighbours_still_work():
    assert ops.is_tensor(None) is False and ops.stop_gradient("a") == "a"
    assert ops.clip_by_value(_X, 0.0, 1.0).shape == (2, 3)
    assert ops.argmax(_X).asnumpy().item() == 5 and ops.adjoint(_X).shape == (3, 2)
    emb = nn.EmbeddingExt(10, 4, padding_idx=-10, max_norm=1.0, norm_type=2.0)
    assert emb.weight.shape == (10, 4)
    assert nn.BiDense(3, 3, 4, has_bias=False).has_bias is False
    assert nn.SSIM(k1=0.02, filter_sigma=1.0).k1 == 0.02
    assert nn.TripletMarginWithDistanceLoss(margin=-1.0, swap=True).margin == -1.0
    assert nn.CrossEntropyLoss(label_smoothing=0.1) is not None
    assert nn.SparseTensorDenseMatmul(adjoint_st=True).adjoint_st is True
    assert nn.DenseBnAct(3, 4, after_fake=False).has_bn is False
    assert nn.RNNCell(3, 4, nonlinearity="relu").nonlinearity == "relu"
    assert nn.ChannelShuffle(True).groups is True and nn.HShrink(None).lambd is None
