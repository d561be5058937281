"""Bad input, sixteenth round (measured against MindSpore 2.10 CPU, ``pynative_synchronize=True``,
with the generated catalogue of /tmp/bad16): Tensor methods whose operand must be a Tensor
refuse Python numbers (``x.logical_and(1)``, ``x.dot(2.0)``, ``x.take(0)``) and most methods
refuse a list (``x.mul([1.0])``, ``x.maximum([1.0])``) with 2.10's own texts, while the
functional ops and ``add``/``sub`` still take them; layers built through ``initializer`` refuse
``dtype=None`` (2.10's 'init, dtype and shape' ValueError) and a str or numpy dtype (its Tensor
TypeError), while LSTM/GRU/RNN/MultiheadAttention take None as float32; Conv2dTranspose and
Conv3dTranspose check ``output_padding`` when built; AvgPool2d/3d's ``divisor_override`` must be
an int, AvgPool1d has none; MaxPool3d refuses ``ceil_mode`` unless ``pad_mode='pad'``;
BatchNorm keeps any ``eps`` when built and refuses a non-float one when called (its primitive's
TypeError); ``view(shape=)``, ``tile(dims=|reps=)``, ``permute(dims=)`` and
``unsqueeze(axis=)`` are 2.10's keyword spellings; ``ops.rand``/``randn``/``randint`` (and
their ``_like``) take only MindSpore float / int types, ``ops.full_like`` and ``ops.fill`` only
MindSpore types, ``dtype_to_nptype`` raises 2.10's KeyError for anything else; a broadcast
mismatch of a binary op is 2.10's 'need to broadcast' ValueError; ``ops.selu`` refuses a bool
(or another type than float, Int32, Int8) and ``ops.celu`` a non-float Tensor; ``ops.var``/
``std`` (and ``var_mean``, ``Tensor.var``) refuse every axis of a 0-d input, ``ops.squeeze``
returns a 0-d input whatever the axis."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, Tensor
from conftest import raises_as_mindspore

_X = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
_XI = Tensor(np.arange(6, dtype=np.int32).reshape(2, 3))
_LIST = [1.0, 2.0, 3.0]
_TENSOR_DTYPE = r"For 'Tensor', the 'dtype' should be one of \[mindspore.int8, "
_INIT = "init, dtype and shape must have values at the same time."
_BCAST = (r"For '{}', input1.shape and input2.shape need to broadcast. The value of "
          r"input1.shape\[{}\] or input2.shape\[{}\] must be 1 or -1 when they are not the same, "
          r"but got input1.shape = \[{}\] and input2.shape = \[{}\]")
_I4 = Tensor(np.ones((1, 3, 2, 2), np.float32))
_BN = ('Failed calling BatchNorm with "BatchNorm\\(is_training=bool, epsilon={}, momentum=float, '
       'data_format=string\\)\\(input_x=Tensor, scale=Tensor, bias=Tensor, mean=Tensor, '
       'variance=Tensor\\)".')
_OP3 = ("For 'Conv3dTranspose', the parameter 'output_padding' must be an positive integer or a "
        "tuple of three positive integer, but got ")

CASES = {
    # Tensor methods: numbers where a Tensor is wanted (2.10's parser texts, measured)
    "logical_and float": (lambda: _X.logical_and(1.5), TypeError,
                          'Failed calling logical_and with "logical_and\\(float\\)".'),
    "logical_or int": (lambda: _X.logical_or(2), TypeError,
                       'Failed calling logical_or with "logical_or\\(int\\)".'),
    "logical_xor int": (lambda: _X.logical_xor(2), TypeError,
                        r"logical_xor\(\): argument 'other' \(position 1\) must be Tensor, not "
                        r"int."),
    "dot bool": (lambda: _X.dot(True), TypeError, 'Failed calling dot with "dot\\(bool\\)".'),
    "outer int": (lambda: _X.outer(2), TypeError, 'Failed calling outer with "outer\\(int\\)".'),
    "isclose float": (lambda: _X.isclose(1.5), TypeError,
                      'Failed calling isclose with "isclose\\(float\\)".'),
    "allclose int tensor float": (lambda: _XI.allclose(1.5), TypeError,
                                  r"allclose\(\): argument 'other' \(position 1\) must be "
                                  r"Tensor, not float."),
    "logaddexp bool": (lambda: _X.logaddexp(True), TypeError,
                       'Failed calling logaddexp with "logaddexp\\(bool\\)".'),
    "logaddexp2 list": (lambda: _X.logaddexp2(_LIST), TypeError,
                        r'"logaddexp2\(List<float, float, float>\)"'),
    "nextafter int": (lambda: _X.nextafter(2), TypeError,
                      r'Failed calling NextAfter with "NextAfter\(\)\(input=Tensor, other=int\)".'),
    "heaviside float": (lambda: _X.heaviside(1.5), TypeError,
                        r"For primitive\[Heaviside\], the input type must be same."),
    "igamma int": (lambda: _X.igamma(2), TypeError,
                   r"The primitive\[Igamma\]'s input arguments\[a, x\] must be all tensor and "
                   r"those type must be same. But got input argument\[x\]:Int64"),
    "igammac list": (lambda: _X.igammac(_LIST), TypeError, r"argument\[x\]:List\[Float32\*3\]"),
    "take str": (lambda: _X.take("a"), TypeError, 'Failed calling take with "take\\(string\\)".'),
    "take float": (lambda: _X.take(1.5), TypeError, 'Failed calling take with "take\\(float\\)".'),
    "expand_as int": (lambda: _X.expand_as(2), TypeError,
                      'Failed calling expand_as with "expand_as\\(int\\)".'),
    "inner float": (lambda: _X.inner(1.5), AttributeError,
                    "'float' object has no attribute 'ndim'"),
    "reshape_as None": (lambda: _X.reshape_as(None), AttributeError,
                        "'NoneType' object has no attribute 'shape'"),
    # Tensor methods: a list where a Tensor is wanted
    "mul list": (lambda: _X.mul(_LIST), TypeError,
                 r'Failed calling Mul with "Mul\(\)\(input=Tensor, other=List<float, float, '
                 r'float>\)".'),
    "equal list": (lambda: _X.equal(_LIST), TypeError, r'"Equal\(\)\(input=Tensor, other=List'),
    "pow list": (lambda: _X.pow(_LIST), TypeError,
                 r'Failed calling pow with "pow\(List<float, float, float>\)".'),
    "ge list": (lambda: _X.ge(_LIST), TypeError,
                r'Failed calling greater_equal with "greater_equal\(List<float, float, float>\)".'),
    "divide list": (lambda: _X.divide(_LIST), TypeError, r'Failed calling div with "div\(List'),
    "maximum list": (lambda: _X.maximum(_LIST), TypeError,
                     r"maximum\(\): argument 'other' \(position 1\) must be Tensor, not list."),
    "gt list": (lambda: _X.gt(_LIST), TypeError,
                r"greater\(\): argument 'other' \(position 1\) must be Tensor, not list."),
    "subtract list": (lambda: _X.subtract(_LIST), TypeError,
                      r"subtract\(\): argument 'other' \(position 1\) must be Tensor, not list."),
    "fmax list": (lambda: _X.fmax(_LIST), TypeError,
                  r"For 'Fmax', the 2th input var can not be implicitly converted. Its type is "
                  r"Tuple\[Float32\*3\]. Only support Tensor or Scalar."),
    "copysign list": (lambda: _X.copysign(_LIST), TypeError,
                      "integer, float or Tensor is expected, but got <class 'list'>"),
    "float_power list": (lambda: _X.float_power(_LIST), TypeError,
                         r"The type of 'exponent' must be Tensor or Number \(excluding complex\), "
                         r"but got <class 'list'>."),
    "ldexp list": (lambda: _X.ldexp(_LIST), TypeError,
                   r'Failed calling Pow with "Pow\(\)\(input=float, exponent=List<float, float, '
                   r'float>\)".'),
    "mul_ list": (lambda: _X.mul_(_LIST), TypeError, r'Failed calling mul_ with "mul_\(List'),
    "keyword other": (lambda: _X.logical_and(other=1), TypeError,
                      'Failed calling logical_and with "logical_and\\(int\\)".'),
    # layers built through initializer: dtype None / str / numpy
    "Dense dtype None": (lambda: nn.Dense(3, 4, dtype=None), ValueError, _INIT),
    "Conv2d dtype None": (lambda: nn.Conv2d(2, 4, 3, dtype=None), ValueError, _INIT),
    "BatchNorm2d dtype None": (lambda: nn.BatchNorm2d(3, dtype=None), ValueError, _INIT),
    "LayerNorm dtype None": (lambda: nn.LayerNorm((3,), dtype=None), ValueError, _INIT),
    "GRUCell dtype None": (lambda: nn.GRUCell(3, 4, dtype=None), ValueError, _INIT),
    "TransformerEncoderLayer dtype None": (
        lambda: nn.TransformerEncoderLayer(4, 2, 8, dtype=None), ValueError, _INIT),
    "Dense dtype str": (lambda: nn.Dense(3, 4, dtype="float32"), TypeError, _TENSOR_DTYPE),
    "GroupNorm dtype numpy": (lambda: nn.GroupNorm(2, 4, dtype=np.float32), TypeError,
                              _TENSOR_DTYPE),
    "LSTM dtype str": (lambda: nn.LSTM(3, 4, dtype="float32"), TypeError, _TENSOR_DTYPE),
    "MultiheadAttention dtype numpy": (lambda: nn.MultiheadAttention(4, 2, dtype=np.float32),
                                       TypeError, _TENSOR_DTYPE),
    # transposed convolutions' output_padding
    "Conv2dTranspose output_padding float": (
        lambda: nn.Conv2dTranspose(2, 4, 3, stride=2, output_padding=1.0), TypeError,
        r"For 'Conv2dTranspose', the type of 'output_padding' should be one of "
        r"'\['int', 'tuple'\]', but got type 'float'."),
    "Conv2dTranspose output_padding bool": (
        lambda: nn.Conv2dTranspose(2, 4, 3, output_padding=True), TypeError, "got type 'bool'"),
    "Conv3dTranspose output_padding same": (
        lambda: nn.Conv3dTranspose(2, 4, 3, stride=2, output_padding=1), ValueError,
        r"For 'Conv3DTranspose', the 'output_padding' must be zero or \(0, 0, 0\) when "
        r"'pad_mode' is not \"pad\", but got 'output_padding' is \(1, 1, 1\) and 'pad_mode' is "
        r"same."),
    "Conv3dTranspose output_padding negative": (
        lambda: nn.Conv3dTranspose(2, 4, 3, stride=2, output_padding=-1), ValueError,
        _OP3 + r"\(-1, -1, -1\)"),
    "Conv3dTranspose output_padding pair": (
        lambda: nn.Conv3dTranspose(2, 4, 3, pad_mode="pad", output_padding=(1, 1)), ValueError,
        _OP3 + r"\(1, 1\)"),
    "Conv3dTranspose output_padding str": (
        lambda: nn.Conv3dTranspose(2, 4, 3, output_padding="a"), TypeError,
        r"For 'Conv3dTranspose', the type of 'output_padding' should be one of "
        r"'\['int', 'tuple'\]', but got type 'str'."),
    # pooling
    "AvgPool2d divisor_override float": (
        lambda: nn.AvgPool2d(2, divisor_override=1.5), TypeError,
        "For 'AvgPool3D', the 'divisor_override' must be int, but got 'float'"),
    "AvgPool3d divisor_override float": (
        lambda: nn.AvgPool3d(2, divisor_override=1.5), TypeError,
        "For 'AvgPool3D', the 'divisor_override' must be int, but got 'float'"),
    "AvgPool1d divisor_override": (
        lambda: nn.AvgPool1d(2, divisor_override=1), TypeError,
        r"AvgPool1d.__init__\(\) got an unexpected keyword argument 'divisor_override'"),
    "MaxPool3d ceil_mode valid": (
        lambda: nn.MaxPool3d(2, ceil_mode=True), ValueError,
        "When the 'pad_mode' is 'same' or 'valid', the 'ceil_mode' only supports 'None'."),
    "MaxPool3d ceil_mode str": (lambda: nn.MaxPool3d(2, ceil_mode="a"), ValueError,
                                "the 'ceil_mode' only supports 'None'."),
    # BatchNorm's eps: checked when called
    "BatchNorm2d eps int": (lambda: nn.BatchNorm2d(3, eps=1)(_I4), TypeError, _BN.format("int")),
    "BatchNorm2d eps str": (lambda: nn.BatchNorm2d(3, eps="a")(_I4), TypeError,
                            _BN.format("string")),
    "BatchNorm1d eps None": (lambda: nn.BatchNorm1d(3, eps=None)(_X), TypeError,
                             _BN.format("None")),
    "BatchNorm2d eps bool training": (lambda: nn.BatchNorm2d(3, eps=True).set_train()(_I4),
                                      TypeError, _BN.format("bool")),
    # keyword spellings: a wrong name or type is 2.10's Failed-calling TypeError
    "view shape int": (lambda: _X.view(shape=6), TypeError,
                       'Failed calling view with "view\\(shape=int\\)".'),
    "view size": (lambda: _X.view(size=(6,)), TypeError,
                  'Failed calling view with "view\\(size=Tuple<int>\\)".'),
    "tile multiples": (lambda: _X.tile(multiples=(2,)), TypeError,
                       'Failed calling tile with "tile\\(multiples=Tuple<int>\\)".'),
    "tile reps int": (lambda: _X.tile(reps=2), TypeError,
                      'Failed calling tile with "tile\\(reps=int\\)".'),
    "permute extra keyword": (lambda: _X.permute(dims=(1, 0), foo=1), TypeError,
                              'Failed calling permute with "permute\\(dims=Tuple<int, int>, '
                              'foo=int\\)".'),
    "unsqueeze ax": (lambda: _X.unsqueeze(ax=0), TypeError, None),
    # dtype arguments of creation and random ops
    "randn dtype str": (lambda: ms.ops.randn((2,), dtype="float32"), ValueError,
                        "For 'randn', the 'dtype' must be a float type, but got float32."),
    "rand dtype numpy": (lambda: ms.ops.rand((2,), dtype=np.float32), ValueError,
                         "For 'rand', the 'dtype' must be a float type, but got <class "
                         "'numpy.float32'>."),
    "rand dtype int32": (lambda: ms.ops.rand((2,), dtype=ms.int32), ValueError,
                         "For 'rand', the 'dtype' must be a float type, but got Int32."),
    "randint dtype float": (lambda: ms.ops.randint(0, 3, (2,), dtype=float), ValueError,
                            "For 'randint', the 'dtype' must be an int type, but got <class "
                            "'float'>."),
    "randint dtype uint8": (lambda: ms.ops.randint(0, 3, (2,), dtype=ms.uint8), ValueError,
                            "For 'randint', the 'dtype' must be an int type, but got UInt8."),
    "randint_like float input": (lambda: ms.ops.randint_like(_X, 0, 3), ValueError,
                                 "For 'randint_like', the 'dtype' must be an int type, but got "
                                 "Float32."),
    "rand_like dtype numpy": (lambda: ms.ops.rand_like(_X, dtype=np.float32), ValueError,
                              "For 'rand_like', the 'dtype' must be a float type"),
    "full_like dtype str": (lambda: ms.ops.full_like(_X, 1, dtype="float32"), TypeError,
                            "For 'ops.full', 'dtype' must be mindspore.type, but got float32."),
    "fill dtype str": (lambda: ms.ops.fill("float32", (2,), 1), TypeError, _TENSOR_DTYPE),
    "Fill dtype numpy": (lambda: ms.ops.Fill()(np.float32, (2,), 1), TypeError, None),
    "dtype_to_nptype str": (lambda: ms.dtype_to_nptype("float32"), KeyError, "float32"),
    "dtype_to_nptype None": (lambda: ms.dtype_to_nptype(None), KeyError, "None"),
    # activations' input types (2.10's infer)
    "selu bool": (lambda: ms.ops.selu(Tensor([True])), TypeError,
                  r"For primitive\[SeLU\], the input argument\[input_x\] must be a type of "
                  r"\{Tensor\[Float16\], Tensor\[Float32\], Tensor\[Float64\], Tensor\[Int32\], "
                  r"Tensor\[Int8\]\}, but got Tensor\[Bool\]."),
    "selu int64": (lambda: ms.ops.selu(Tensor([1], ms.int64)), TypeError,
                   r"but got Tensor\[Int64\]."),
    "celu int32": (lambda: ms.ops.celu(_XI), TypeError,
                   r"For primitive\[CeLU\], the input argument\[input_x\] must be a type of "
                   r"\{Tensor\[Float16\], Tensor\[Float32\], Tensor\[Float64\]\}, but got "
                   r"Tensor\[Int32\]."),
    # 0-d inputs
    "var scalar axis": (lambda: ms.ops.var(Tensor(np.float32(2.0)), axis=1), ValueError,
                        r"The 'axis' must be in the range of \[-0, 0\), but got 1."),
    "std scalar axis tuple": (lambda: ms.ops.std(Tensor(np.float32(2.0)), axis=(0,)), ValueError,
                              r"The 'axis' must be in the range of \[-0, 0\), but got 0."),
    "Tensor.var scalar": (lambda: Tensor(np.float32(2.0)).var(0), ValueError,
                          r"The 'axis' must be in the range of \[-0, 0\), but got 0."),
    "var_mean scalar": (lambda: ms.ops.var_mean(Tensor(np.float32(2.0)), axis=0), ValueError,
                        r"The 'axis' must be in the range of \[-0, 0\), but got 0."),
    # broadcast mismatches (2.10's index counting)
    "add 2-d": (lambda: ms.ops.add(_X, Tensor(np.ones((4, 5), np.float32))), ValueError,
                _BCAST.format("Add", 2, 2, "2, 3", "4, 5")),
    "mul 3-d and 2-d": (lambda: ms.ops.mul(Tensor(np.ones((2, 1, 3), np.float32)),
                                           Tensor(np.ones((4, 5), np.float32))), ValueError,
                        _BCAST.format("Mul", 4, 3, "2, 1, 3", "4, 5")),
    "greater operator": (lambda: _X > Tensor(np.ones((4, 5), np.float32)), ValueError,
                         _BCAST.format("Greater", 2, 2, "2, 3", "4, 5")),
    "logical_and bool": (lambda: ms.ops.logical_and(Tensor(np.ones((3,), bool)),
                                                    Tensor(np.ones((4,), bool))), ValueError,
                         _BCAST.format("LogicalAnd", 1, 1, "3", "4")),
}


@pytest.mark.parametrize("name", list(CASES))
def test_bad_inputs_raise_mindspores_error(name):
    call, exc, pattern = CASES[name]
    raises_as_mindspore(call, exc, pattern)


def test_valid_neighbours_still_work():
    """What 2.10 takes next to the refused cases (measured)."""
    b = Tensor(np.array([True, False]))
    assert b.logical_and(Tensor(np.array([True, True]))).asnumpy().tolist() == [True, False]
    assert _X.mul(2.0).shape == (2, 3) and _X.add(_LIST).shape == (2, 3)
    assert _X.sub(_LIST).shape == (2, 3) and _X.maximum(1.5).shape == (2, 3)
    assert b.logical_or(True).shape == (2,) and _X.take(Tensor([0, 5])).shape == (2,)
    assert _X.dot(Tensor(np.ones((3, 2), np.float32))).shape == (2, 2)
    assert _X.mul_(Tensor(np.ones(3, np.float32))).shape == (2, 3)
    assert [p.dtype for p in nn.LSTM(3, 4, dtype=None).get_parameters()][0] == ms.float32
    assert nn.MultiheadAttention(4, 2, dtype=None).in_proj_weight.dtype == ms.float32
    assert nn.Dense(3, 4, dtype=ms.float16).weight.dtype == ms.float16
    assert nn.Conv2dTranspose(2, 4, 3, stride=2, output_padding=(1, 1)).output_padding == (1, 1)
    conv = nn.Conv3dTranspose(1, 1, 3, stride=2, pad_mode="pad", output_padding=1)
    assert conv(Tensor(np.ones((1, 1, 2, 2, 2), np.float32))).shape == (1, 1, 6, 6, 6)
    assert nn.MaxPool3d(2, ceil_mode=False).pad_mode == "valid"
    assert isinstance(nn.MaxPool3d(2, pad_mode="pad", ceil_mode=True), nn.Cell)
    assert nn.AvgPool2d(2, divisor_override=2).divisor_override == 2
    assert nn.AvgPool1d(2, 2)(Tensor(np.ones((1, 1, 4), np.float32))).shape == (1, 1, 2)


def test_valid_dtypes_still_work():
    """2.10's results next to the refused dtypes (measured)."""
    assert ms.ops.randint(0, 3, (2,), dtype=ms.int32).dtype == ms.int32
    assert ms.ops.rand((2,), dtype=ms.bfloat16).dtype == ms.bfloat16
    assert ms.ops.full_like(_X, 1, dtype=ms.int32).dtype == ms.int32
    assert ms.ops.Fill()(ms.float32, (2,), 1).dtype == ms.float32
    assert ms.ops.fill(ms.complex64, (2,), 1).dtype == ms.complex64
    assert ms.dtype_to_nptype(ms.float32) is np.float32
    assert ms.ops.add(Tensor(np.ones((4, 1), np.float32)), _X[0]).shape == (4, 3)


def test_zero_d_inputs():
    """2.10 (measured): squeeze keeps a 0-d input for any axis; var/std over all of it is 0."""
    s = Tensor(np.float32(2.0))
    assert ms.ops.squeeze(s, axis=0).shape == () and ms.ops.squeeze(s, axis=(0, 1)).shape == ()
    assert s.squeeze(0).shape == () and ms.ops.squeeze(s, axis=5).shape == ()
    assert s.var().asnumpy().item() == 0.0 and s.std().asnumpy().item() == 0.0


def test_keyword_spellings_and_float_eps():
    """2.10 takes these (measured): the keyword spellings, a numpy float ``eps``, any ``eps``
    when built."""
    assert _X.view(shape=(6,)).shape == (6,) and _X.tile(reps=(2,)).shape == (2, 6)
    assert _X.tile(dims=(2,)).shape == (2, 6) and _X.permute(dims=(1, 0)).shape == (3, 2)
    assert _X.unsqueeze(axis=0).shape == (1, 2, 3) and _X.unsqueeze(dim=1).shape == (2, 1, 3)
    assert nn.BatchNorm2d(3, eps=np.float32(1e-3))(_I4).shape == (1, 3, 2, 2)
    assert nn.BatchNorm2d(3, eps=True).eps is True and nn.BatchNorm2d(3, eps="a").eps == "a"


def test_keyword_spellings_in_a_graph():
    class Net(nn.Cell):
        def construct(self, x):
            return x.view(shape=(6,)), x.permute(dims=(1, 0)), x.unsqueeze(axis=0)

    mode = ms.get_context("mode")
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        shapes = [o.shape for o in Net()(_X)]
    finally:
        ms.set_context(mode=mode)
    assert shapes == [(6,), (3, 2), (1, 2, 3)]
