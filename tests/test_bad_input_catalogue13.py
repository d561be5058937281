"""Bad input, thirteenth round (measured against MindSpore 2.10 CPU, ``pynative_synchronize=True``):
matrix products and convolutions of two dtypes (float16 with float32, float64 with float32, an
int with a float) refused by every spelling (ops.matmul, ``@``, Tensor.matmul, mint.matmul,
MatMul, mm, bmm, BatchMatMul, ops.dense, nn.Dense, mint.nn.Linear, F.linear, inner, tensor_dot,
the conv layers) except inside a ``to_float`` Cell; a bool axis (argmin, median, count_nonzero,
squeeze, cummax/cummin, flip); a Python bool as the condition of where/select or the mask of
masked_fill, a complex fill value, and MaskedFill's kernel dtypes; Dropout1d/2d/3d's float ``p``
and mint.nn.Dropout/Dropout2d's call-time checks; InstanceNorm's eps/momentum and input dtype;
GroupNorm's input rank and dtype; the adaptive pools' ``output_size``, MaxPool3d's and the 2-d
adaptive pools' float inputs; the padding Cells' list
``padding``; ops.pad's str padding and a crop to nothing; interpolate's recompute_scale_factor with a size; ParameterTuple of a set; the Parameter setters (layerwise_parallel, parallel_optimizer, comm_fusion, a blank
name, ``data``); cells_and_names / parameters_and_names / recompute given empty values; RNNs on
Float64 without ``hx``. The last tests check the valid neighbours still work."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, nn, ops, Tensor
from conftest import raises_as_mindspore


def _t(dtype, shape=(2, 3)):
    return Tensor(np.ones(shape, dtype))


_X, _H, _D, _I = _t(np.float32), _t(np.float16), _t(np.float64), _t(np.int32)
_B = Tensor(np.array([[True, False, True], [False, True, True]]))
_U8 = _t(np.uint8)
_F = mint.nn.functional
_SAME = r"the type of 'x2' should be same as 'x1', but got 'x1' with type Tensor\[{}\] and " \
        r"'x2' with type Tensor\[{}\]"


def _product_cases():
    cases = {}
    for name, a, b in (("f16 @ f32", _H, _X), ("f32 @ f16", _X, _H), ("f64 @ f32", _D, _X),
                       ("i32 @ f32", _I, _X)):
        words = _SAME.format(str(a.dtype), str(b.dtype))
        cases.update({
            f"ops.matmul {name}": (lambda a=a, b=b: ops.matmul(a, b.T), TypeError,
                                   "For 'MatMulExt', " + words),
            f"@ {name}": (lambda a=a, b=b: a @ b.T, TypeError, "For 'MatMulExt', " + words),
            f"Tensor.matmul {name}": (lambda a=a, b=b: a.matmul(b.T), TypeError, words),
            f"mint.matmul {name}": (lambda a=a, b=b: mint.matmul(a, b.T), TypeError, words),
            f"MatMul {name}": (lambda a=a, b=b: ops.MatMul()(a, b.T), TypeError,
                               "For 'MatMul', " + words),
            f"ops.mm {name}": (lambda a=a, b=b: ops.mm(a, b.T), TypeError, words),
            f"bmm {name}": (lambda a=a, b=b: ops.bmm(a[None], b.T[None]), TypeError,
                            "For 'BatchMatMul', " + words),
            f"BatchMatMul {name}": (lambda a=a, b=b: ops.BatchMatMul()(a[None], b.T[None]),
                                    TypeError, words),
            f"ops.dense {name}": (lambda a=a, b=b: ops.dense(a, b), TypeError,
                                  "For 'Dense', " + words),
            f"F.linear {name}": (lambda a=a, b=b: _F.linear(a, b), TypeError, words),
            f"ops.inner {name}": (lambda a=a, b=b: ops.inner(a, b), TypeError, words),
            f"tensor_dot {name}": (lambda a=a, b=b: ops.tensor_dot(a, b.T, 1), TypeError,
                                   words),
        })
    for x in (_H, _D):
        cases[f"nn.Dense({x.dtype})"] = (lambda x=x: nn.Dense(3, 2)(x), TypeError,
                                         _SAME.format(str(x.dtype), "Float32"))
        cases[f"mint.nn.Linear({x.dtype})"] = (lambda x=x: mint.nn.Linear(3, 2)(x), TypeError,
                                               _SAME.format(str(x.dtype), "Float32"))
    for cls, shape, prim in ((nn.Conv1d, (1, 3, 5), "Conv2D"), (nn.Conv2d, (1, 3, 5, 5), "Conv2D"),
                             (nn.Conv3d, (1, 3, 5, 5, 5), "Conv3D"),
                             (nn.Conv2dTranspose, (1, 3, 5, 5), "Conv2DTranspose")):
        for dt in (np.float16, np.float64):
            # Conv3D checks its input's own dtype first: Float64 is not one it takes
            # (measured again in round 35)
            text = (r"For primitive\[Conv3D\], the input argument\[x\] must be a type of "
                    r"\{Tensor\[BFloat16\], Tensor\[Float16\], Tensor\[Float32\]\}, but got "
                    r"Tensor\[Float64\]\.$" if prim == "Conv3D" and dt is np.float64 else
                    rf"For primitive\[{prim}\], the input type must be same")
            cases[f"{cls.__name__} {np.dtype(dt).name}"] = (
                lambda cls=cls, shape=shape, dt=dt: cls(3, 4, 3)(_t(dt, shape)), TypeError, text)
    return cases


CASES = {
    **_product_cases(),
    # a bool is no axis
    "argmin axis True": (lambda: ops.argmin(_X, True), TypeError, r"True"),
    "median axis True": (lambda: ops.median(_X, True), TypeError,
                         r"For 'Median', the type of 'axis' should be 'int', but got type 'bool'"),
    "median axis 1.5": (lambda: ops.median(_X, 1.5), TypeError, r"got type 'float'"),
    "count_nonzero axis True": (lambda: ops.count_nonzero(_X, True), TypeError, r"bool"),
    "squeeze axis True": (lambda: ops.squeeze(_X, True), TypeError, r"bool"),
    "cummax axis True": (lambda: ops.cummax(_X, True), TypeError, r"'axis' should be 'int'"),
    "cummin axis (0, 0)": (lambda: ops.cummin(_X, (0, 0)), TypeError,     # 2.10's (round 47)
                           r"^The date type of 'axis' must be Int, but got \(0, 0\)\.$"),
    "flip dims True": (lambda: ops.flip(_X, True), TypeError,
                       r'Failed calling ReverseV2 with "ReverseV2\(axis=bool\)'),
    # select / where / masked_fill operands
    "where bool condition": (lambda: ops.where(True, _X, _X), TypeError,
                             r'Failed calling Select with "Select\(\)\(condition=bool'),
    "select bool condition": (lambda: ops.select(True, _X, _X), TypeError, r"Select"),
    "Select bool condition": (lambda: ops.Select()(True, _X, _X), TypeError, r"Select"),
    "Tensor.where bool condition": (lambda: _X.where(True, _X), TypeError, r"condition=bool"),
    "masked_fill bool mask": (lambda: ops.masked_fill(_X, True, 1.0), TypeError,
                              r'Failed calling MaskedFill with "MaskedFill\(\)\(input_x=Tensor, '
                              r'mask=bool, value=float\)"'),
    "Tensor.masked_fill bool mask": (lambda: _X.masked_fill(True, 1.0), TypeError,
                                     r'Failed calling masked_fill with "masked_fill\(bool, '
                                     r'float\)"'),
    "masked_fill complex value": (lambda: ops.masked_fill(_X, _B, 1 + 2j), TypeError,
                                  r"value=<class 'complex'>"),
    "Tensor.masked_fill complex value": (lambda: _X.masked_fill(_B, 1 + 2j), TypeError,
                                         r"masked_fill\(Tensor, <class 'complex'>\)"),
    "masked_fill int value into float": (lambda: ops.masked_fill(_X, _B, 0), TypeError,
                                         r"Select CPU operator\[MaskedFill\] fail"),
    "masked_fill float value into int": (lambda: ops.masked_fill(_I, _B, 1.5), TypeError,
                                         r"MaskedFill"),
    "MaskedFill int Tensor value": (lambda: ops.MaskedFill()(_X, _B, Tensor(1, ms.int32)),
                                    TypeError, r"MaskedFill"),
    "masked_fill bool value": (lambda: ops.masked_fill(_X, _B, True), TypeError, r"MaskedFill"),
    "masked_fill uint8 input": (lambda: ops.masked_fill(_U8, _B, 1), TypeError, r"UInt8"),
    # dropout p
    "Dropout1d int p": (lambda: nn.Dropout1d(p=1), TypeError,
                        r"For 'Dropout1d', the type of 'p' should be 'float', but got type 'int'"),
    "Dropout2d str p": (lambda: nn.Dropout2d(p="a"), TypeError, r"got type 'str'"),
    "Dropout3d None p": (lambda: nn.Dropout3d(p=None), TypeError, r"got type 'NoneType'"),
    "Dropout2d p 1.5": (lambda: nn.Dropout2d(p=1.5), ValueError,
                        r"the 'p' must be a number in range \[0, 1\], but got 1.5"),
    "mint Dropout p 1.5 training": (lambda: mint.nn.Dropout(p=1.5).set_train()(_X), ValueError,
                                    r"'p' must be in \[0, 1\], but got 1.5"),
    "mint Dropout str p training": (lambda: mint.nn.Dropout(p="a").set_train()(_X), TypeError,
                                    r"Failed calling FuncDropoutExt"),
    "mint Dropout2d p 1.5 training": (lambda: mint.nn.Dropout2d(p=1.5).set_train()(
        _t(np.float32, (2, 3, 4, 4))), RuntimeError, r"Dropout2dExt"),
    "mint Dropout2d str p training": (lambda: mint.nn.Dropout2d(p="a").set_train()(
        _t(np.float32, (2, 3, 4, 4))), TypeError, r"Failed calling Dropout2dExt"),
    # norms
    "InstanceNorm2d int eps": (lambda: nn.InstanceNorm2d(3, eps=0), TypeError,
                               r"the type of 'eps' should be 'float', but got type 'int'"),
    "InstanceNorm2d eps -1": (lambda: nn.InstanceNorm2d(3, eps=-1.0), ValueError,
                              r"the 'epsilon' must be in range of \(0, 1\], but got -1.0"),
    "InstanceNorm2d int momentum": (lambda: nn.InstanceNorm2d(3, momentum=1), TypeError,
                                    r"the type of 'momentum' should be 'float'"),
    "InstanceNorm2d int input": (lambda: nn.InstanceNorm2d(3)(_t(np.int32, (2, 3, 4, 4))),
                                 TypeError, r"For primitive\[InstanceNorm\], the input "
                                            r"argument\[input_x\] must be a type of"),
    "GroupNorm int input": (lambda: nn.GroupNorm(1, 3)(_t(np.int32, (2, 3, 4, 4))), TypeError,
                            r"For GroupNorm. input arguments' types must be the same"),
    "GroupNorm 1-D input": (lambda: nn.GroupNorm(1, 3)(_t(np.float32, (3,))), RuntimeError,
                            r"The dim of input must be between 2 and 8. But got: 1"),
    "mint GroupNorm 1-D input": (lambda: mint.nn.GroupNorm(1, 3)(_t(np.float32, (3,))),
                                 RuntimeError, r"The dim of input must be between 2 and 8"),
    # adaptive pools
    "AdaptiveMaxPool1d float": (lambda: nn.AdaptiveMaxPool1d(2.5), TypeError,
                                r"the 'output_size' must be int, but got 'float'"),
    "AdaptiveAvgPool3d -1": (lambda: nn.AdaptiveAvgPool3d(-1), ValueError,
                             r"For 'AdaptiveAvgPool3D', the argument 'output_size\[0\]' must >= 0"),
    "AdaptiveAvgPool3d str": (lambda: nn.AdaptiveAvgPool3d("a"), TypeError,
                              r"the type of 'output_size' should be one of"),
    "MaxPool3d int input": (lambda: nn.MaxPool3d(2)(_t(np.int32, (1, 1, 4, 4, 4))), TypeError,
                            r"For primitive\[MaxPool3D\], the input argument\[x\] must be a type"),
    "AdaptiveAvgPool2d int input": (lambda: nn.AdaptiveAvgPool2d(2)(_t(np.int32, (1, 1, 4, 4))),
                                    TypeError, r"For primitive\[AdaptiveAvgPool2D\], the input "
                                               r"argument\[x\] must be a type"),
    "AdaptiveMaxPool2d int input": (lambda: nn.AdaptiveMaxPool2d(2)(_t(np.int32, (1, 1, 4, 4))),
                                    TypeError, r"Select CPU operator\[AdaptiveMaxPool2D\] fail"),
    "mint AdaptiveAvgPool2d -1 call": (lambda: mint.nn.AdaptiveAvgPool2d(-1)(
        _t(np.float32, (2, 3, 4, 4))), ValueError, r"'output_size\[0\]' must >= 0"),
    # padding Cells take an int or a tuple, not a list
    "ConstantPad1d list": (lambda: nn.ConstantPad1d([1, 1], 0.0), TypeError,
                           r"the type of parameter 'padding' must be in \[int, tuple\]"),
    "ZeroPad2d list": (lambda: nn.ZeroPad2d([1, 1]), TypeError, r"must be in \[int, tuple\]"),
    "ReflectionPad1d list": (lambda: nn.ReflectionPad1d([1, 1]), TypeError,
                             r"the input 'padding' must be an integer or tuple, but got list"),
    "ReplicationPad2d list": (lambda: nn.ReplicationPad2d([1, 1]), TypeError, r"got list"),
    "ConstantPad1d float padding call": (lambda: nn.ConstantPad1d((1.5, 1), 0.0)(
        _t(np.float32, (2, 3, 8))), TypeError, r"every element in 'padding' must be integer"),
    # ops.pad: a str is an odd-length sequence; cropping a dim away is PadV3's error
    "pad str padding": (lambda: ops.pad(_X, "a"), ValueError,
                        r"the size of padding must be divisible by 2, but got 1"),
    "pad crops all": (lambda: ops.pad(_X, (-3, 0)), ValueError,
                      r"For primitive\[PadV3\], the output size must be greater than 0, but got 0"),
    "pad reflect crops all": (lambda: ops.pad(_X, (-3, 0), mode="reflect"), ValueError,
                              r"the output size must be greater than 0"),
    # an explicit size leaves no scale factor to recompute
    "interpolate size + recompute": (lambda: ops.interpolate(_t(np.float32, (1, 1, 2, 2)), size=4,
                                                             recompute_scale_factor=True),
                                     ValueError, r"it is incorrect to set "
                                                 r"'recompute_scale_factor' to True after"),
    # Parameter setters
    "Parameter layerwise_parallel str": (lambda: setattr(Parameter_(), "layerwise_parallel", "a"),
                                         TypeError, r"`layerwise_parallel` must be bool type"),
    "Parameter parallel_optimizer str": (lambda: setattr(Parameter_(), "parallel_optimizer",
                                                         "a"), TypeError,
                                         r"`parallel_optimizer` must be bool type"),
    "Parameter comm_fusion -1": (lambda: setattr(Parameter_(), "comm_fusion", -1), ValueError,
                                 r"The input value must be int and must >= 0, but got '-1'"),
    "Parameter comm_fusion str": (lambda: setattr(Parameter_(), "comm_fusion", "a"), TypeError,
                                  r"The input value must be int, but got 'str'"),
}


def Parameter_():
    return ms.Parameter(Tensor(np.ones((2, 3), np.float32)), name="p")


@pytest.mark.parametrize("name", list(CASES))
def test_bad_input_raises_as_mindspore(name):
    call, exc, pattern = CASES[name]
    raises_as_mindspore(call, exc, pattern)


class _Weighted(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(Tensor(np.ones((3, 2), np.float32)), name="w")
        self.conv = nn.Conv2d(3, 2, 1, has_bias=False, weight_init="ones")

    def construct(self, x, img):
        return ops.matmul(x, self.w), self.conv(img)


def test_to_float_cell_takes_two_float_widths():
    # 2.10 PYNATIVE: inside a to_float(float16) Cell the float32 Parameters meet float16 inputs
    out, img = _Weighted().to_float(ms.float16)(_X, _t(np.float32, (1, 3, 2, 2)))
    np.testing.assert_array_equal(out.asnumpy(), np.full((2, 2), 3.0))
    assert img.dtype == ms.float16 and img.shape == (1, 2, 2, 2)
    assert nn.Dense(3, 2).to_float(ms.float16)(_D).dtype == ms.float16    # 2.10: Float16


def test_valid_neighbours_still_work():
    # values measured on MindSpore 2.10 CPU
    assert ops.matmul(_H, _H.T).dtype == ms.float16
    assert ops.median(_X, 1)[0].shape == (2,)
    assert ops.cummax(_X, np.int64(1))[0].shape == (2, 3)
    # Tensor.masked_fill casts the value; ops.masked_fill takes one of the input's kind
    assert _I.masked_fill(_B, 1.5).asnumpy().tolist() == [[1, 1, 1], [1, 1, 1]]
    assert _U8.masked_fill(_B, -1).asnumpy().tolist() == [[255, 1, 255], [1, 255, 255]]
    assert ops.masked_fill(_I, _B, 2).asnumpy().tolist() == [[2, 1, 2], [1, 2, 2]]
    assert ops.masked_fill(_H, _B, Tensor(1.0, ms.float64)).dtype == ms.float16
    # mint's dropouts take p as given and check it only when a training call uses it
    assert mint.nn.Dropout(p=1.5)(_X).asnumpy().tolist() == _X.asnumpy().tolist()
    assert nn.Dropout1d(p=1.0) is not None
    # 2.10 auto-names a blank Parameter name; `data` assigns through set_data
    p = Parameter_()
    p.name = " "
    assert p.name.startswith("Parameter#")
    p.data = Tensor(np.zeros((2, 3), np.float32))
    assert not p.asnumpy().any() and p.comm_fusion == 1
    # empty values are no prefix / no set of seen Cells; None is not given
    net = nn.SequentialCell([nn.Dense(3, 2)])
    assert [k for k, _ in net.cells_and_names(0)] == ["", "0"]
    assert [k for k, _ in net.parameters_and_names(None)] == ["0.weight", "0.bias"]
    assert net.recompute(mp_comm_recompute=None) is None
    # a padding tuple of floats is checked when the constant pad is called
    assert nn.ConstantPad1d((1.5, 1), 0.0) is not None
    assert mint.nn.AdaptiveAvgPool2d(-1) is not None
    assert len(ms.ParameterTuple({Parameter_()})) == 1        # a set is a collection too


def test_valid_neighbours_that_compute():
    # values measured on MindSpore 2.10 CPU (compiles: in tests/heavy_tests.txt)
    assert not mint.nn.Dropout(p=1).set_train()(_X).asnumpy().any()
    # reflection pads every dim of a 3-D input; RNNs run Float64 without hx (its zero state
    # takes x's dtype)
    assert nn.ReflectionPad1d((1, 1, 1, 1, 1, 1))(_t(np.float32, (2, 3, 8))).shape == (4, 5, 10)
    assert nn.GRU(8, 4)(_t(np.float64, (2, 3, 8)))[0].dtype == ms.float64
