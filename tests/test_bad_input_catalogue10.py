"""Bad input, tenth round (measured against MindSpore 2.10 CPU, run with
``pynative_synchronize=True``): the input dtypes the CPU kernels refuse. 2.10 raises a TypeError
for an integer or bool Tensor given to sin/cos/tan/exp/expm1/log/log1p/rsqrt/tanh/sigmoid/asin/
acos/atan/atan2/sinh/cosh/logsigmoid (they take float and complex), to erf/floor/ceil/isinf/
relu6/elu (float only) and conv/lerp, for a complex Tensor given to relu/isnan/isfinite/
softmax/sort/maximum/minimum, for a bool Tensor given to square/hardswish/hardsigmoid/topk/
matmul/pow/cummax; while sqrt, reciprocal, abs, relu and ``mindspore.numpy``'s sin/tanh/arcsin/...
compute integers (the last in Float32). Each case checks 2.10's exception type and the op it
names. Also: the losses whose 2.10 constructor takes any ``reduction`` and whose call checks it
(KLDivLoss, SoftMarginLoss, BCEWithLogitsLoss, TripletMarginLoss, CTCLoss). The last test
checks the valid neighbours still work."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, nn, ops, Tensor
from conftest import raises_as_mindspore


def _t(dtype):
    return Tensor(np.ones((2, 3), dtype))


_I32, _BOOL, _C64 = "int32", "bool", "complex64"

# op -> the input dtypes 2.10 CPU refuses with a TypeError (measured for bool, int8..int64,
# uint8, float16..float64, complex64/128)
_REFUSED = {
    "sin": (_I32, _BOOL), "cos": (_I32, _BOOL), "tan": (_I32, _BOOL), "exp": (_I32, _BOOL),
    "expm1": (_I32, _BOOL), "log": (_I32, _BOOL), "log1p": (_I32, _BOOL),
    "rsqrt": (_I32, _BOOL), "tanh": (_I32,), "sigmoid": (_BOOL,), "asin": (_I32, _BOOL),
    "acos": (_I32,), "atan": (_BOOL,), "sinh": (_I32,), "cosh": (_I32,),
    "erf": (_I32, _C64), "floor": (_BOOL, _C64), "ceil": (_I32, _C64), "isinf": (_I32, _C64),
    "relu6": (_I32, _C64), "elu": (_BOOL, _C64), "logsigmoid": (_I32,),
    "relu": (_C64,), "isnan": (_C64,), "isfinite": (_C64,), "square": (_BOOL,),
    "hardswish": (_BOOL,), "hardsigmoid": (_BOOL,), "softmax": (_C64,),
}
_PRIM = {"isinf": "IsInf", "isnan": "IsNan", "isfinite": "IsFinite", "relu": "ReLU",
         "relu6": "ReLU6", "hardswish": "HSwish", "hardsigmoid": "HSigmoid",
         # logsigmoid: 2.10's is Log(Sigmoid(x)); its Sigmoid kernel refuses (measured, round 50)
         "logsigmoid": r"operator\[Sigmoid\]", "softmax": "Softmax", "acos": "ACos"}
CASES = {f"ops.{op} {dt}": (lambda op=op, dt=dt: getattr(ops, op)(_t(dt)), TypeError,
                            _PRIM.get(op, op.capitalize()))
         for op, dts in _REFUSED.items() for dt in dts}
CASES.update({
    "atan2 int": (lambda: ops.atan2(_t(_I32), _t(_I32)), TypeError, r"Atan2"),
    "Tensor.exp int": (lambda: _t(_I32).exp(), TypeError, r"Exp"),
    "Tensor.sin bool": (lambda: _t(_BOOL).sin(), TypeError, r"Sin"),
    "mint.sin bool": (lambda: mint.sin(_t(_BOOL)), TypeError, r"Sin"),
    "mint.exp int": (lambda: mint.exp(_t(_I32)), TypeError, r"Exp"),
    "nn.ReLU6 int": (lambda: nn.ReLU6()(_t(_I32)), TypeError, r"ReLU6"),
    "nn.Tanh int": (lambda: nn.Tanh()(_t(_I32)), TypeError, r"Tanh"),
    "nn.Sigmoid bool": (lambda: nn.Sigmoid()(_t(_BOOL)), TypeError, r"Sigmoid"),
    "nn.ELU int": (lambda: nn.ELU()(_t(_I32)), TypeError, r"Elu"),
    "nn.Softmax complex": (lambda: nn.Softmax()(_t(_C64)), TypeError, r"Softmax"),
    # the comparing kernels: TopK takes no bool or complex, Sort and Maximum/Minimum no complex
    "Tensor.topk bool": (lambda: _t(_BOOL).topk(1), TypeError, r"TopK"),
    "ops.topk complex": (lambda: ops.topk(_t(_C64), 1), TypeError, r"TopK"),
    "Tensor.sort complex": (lambda: _t(_C64).sort(), TypeError, r"Sort"),
    "Tensor.argsort complex": (lambda: _t(_C64).argsort(), TypeError, r"Sort"),
    "ops.maximum complex": (lambda: ops.maximum(_t(_C64), _t(_C64)), TypeError, r"Maximum"),
    "ops.minimum complex": (lambda: ops.minimum(_t(_C64), _t(_C64)), TypeError, r"Minimum"),
    # float-only (Conv, Lerp) and bool-refusing (MatMul, Pow) kernels
    "ops.conv2d int": (lambda: ops.conv2d(Tensor(np.ones((1, 3, 4, 4), np.int32)),
                                          Tensor(np.ones((2, 3, 3, 3), np.int32))), TypeError,
                       r"Conv"),
    "ops.lerp int": (lambda: ops.lerp(_t(_I32), _t(_I32), 0.5), TypeError, r"Lerp"),
    "ops.matmul bool": (lambda: ops.matmul(_t(_BOOL), _t(_BOOL).T), TypeError, r"MatMul"),
    "ops.pow bool": (lambda: ops.pow(_t(_BOOL), _t(_BOOL)), TypeError, r"Pow"),
    "ops.cummax bool": (lambda: ops.cummax(_t(_BOOL), 0), TypeError, r"Cummax"),
    "ops.cummin complex": (lambda: ops.cummin(_t(_C64), 0), TypeError, r"Cummin"),
    # the rank AdaptiveMaxPool2D takes: 3 or 4 (a ValueError from its shape inference)
    "AdaptiveMaxPool2d rank 2": (lambda: nn.AdaptiveMaxPool2d(2)(_t("float32")), ValueError,
                                 r"the rank of x must be in \[3,4\], but got 2"),
    "adaptive_max_pool2d rank 5": (lambda: ops.adaptive_max_pool2d(
        Tensor(np.ones((1, 1, 2, 2, 2), np.float32)), 1), ValueError, r"AdaptiveMaxPool2D"),
    "mint.nn.functional.softmax int": (lambda: mint.nn.functional.softmax(_t(_I32), 0),
                                       TypeError, r"Softmax"),
})


@pytest.mark.parametrize("name", list(CASES))
def test_bad_input_raises_as_mindspore(name):
    call, exc, pattern = CASES[name]
    raises_as_mindspore(call, exc, pattern)


def test_graph_mode_refuses_the_same_dtypes():
    # the check sits in the kernels both modes share: a GRAPH_MODE Cell raises it at compile
    class Net(nn.Cell):
        def construct(self, x):
            return ops.sin(x)
    mode = ms.get_context("mode")
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(TypeError, match="Sin"):
            Net()(_t(_I32))
    finally:
        ms.set_context(mode=mode)


_LOSSES = {"KLDivLoss": 2, "SoftMarginLoss": 2, "BCEWithLogitsLoss": 2, "TripletMarginLoss": 3}


@pytest.mark.parametrize("reduction,exc", [("bad", ValueError), (None, None), (1, None)])
@pytest.mark.parametrize("loss", list(_LOSSES))
def test_loss_reduction_is_checked_when_called(loss, reduction, exc):
    # 2.10 constructs these with any reduction and raises when called (measured): a ValueError
    # for an unknown str (and for None / an int from KLDivLoss and TripletMarginLoss), a
    # TypeError for a non-str from SoftMarginLoss and BCEWithLogitsLoss
    cell = getattr(nn, loss)(reduction=reduction)
    if exc is None:
        exc = TypeError if loss in ("SoftMarginLoss", "BCEWithLogitsLoss") else ValueError
    with pytest.raises(exc, match="reduction"):
        cell(*[_t("float32")] * _LOSSES[loss])


def test_valid_neighbours_still_work():
    i, b = _t(_I32), _t(_BOOL)
    # measured on 2.10: these take integer / bool input (sqrt in Float32, abs/relu keep it)
    assert ops.sqrt(i).dtype == ms.float32
    assert ops.abs(i).dtype == ms.int32 and ops.relu(i).dtype == ms.int32
    assert ops.square(i).dtype == ms.int32 and ops.isnan(b).dtype == ms.bool_
    assert ops.exp2(i).dtype == ms.float32 and ops.sin(_t(_C64)).dtype == ms.complex64
    assert ops.sin(Tensor(np.ones(2, np.float16))).dtype == ms.float16
    # (ops.sort of Bool is Sort's kernel refusal on 2.10, measured again in session 42:
    # tests/test_mnp14_bool_kernels.py)
    assert ops.maximum(b, b).dtype == ms.bool_
    assert ops.matmul(i, i.T).dtype == ms.int32 and ops.pow(i, 2).dtype == ms.int32
    assert ops.cummax(i, 0)[0].dtype == ms.int32
    assert nn.AdaptiveMaxPool2d(2)(Tensor(np.ones((3, 4, 4), np.float32))).shape == (3, 2, 2)
    # mindspore.numpy computes integers of these in Float32 (2.10: numpy.sin(int32) Float32)
    mnp = ms.numpy
    for fn in (mnp.sin, mnp.cos, mnp.tanh, mnp.ceil, mnp.arcsin, mnp.arctan, mnp.sinh):
        assert fn(i).dtype == ms.float32, fn
    assert mnp.arctan2(i, i).dtype == ms.float32 and mnp.isinf(i).dtype == ms.bool_
    assert np.allclose(mnp.sin(i).asnumpy(), np.sin(1.0))
    assert nn.KLDivLoss(reduction="batchmean")(_t("float32"), _t("float32")).shape == ()
