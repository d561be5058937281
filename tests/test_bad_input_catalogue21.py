"""Bad inputs of the bad21 catalogue round: exception type and text as MindSpore 2.10 CPU
(each expected text measured there, one case per process: 2.10 repeats an earlier kernel
error's text later in the same process)."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, nn, ops, Tensor

I32 = Tensor(np.ones((2, 3), np.int32))
B = Tensor(np.ones((2, 3), np.bool_))
I64 = Tensor(np.ones((2, 3), np.int64))

_SELECT = "Select CPU operator[{}] fail! Unsupported data type!"
_BANNER = "----------------------------------------------------"


def _first_line(err):
    return str(err).strip().split("\n")[0]


# 2.10's CPU kernel selection finds no kernel for an integer or bool input: the first line
# names the kernel (pyboost ops) ...
@pytest.mark.parametrize("call, prim", [
    (lambda: ops.sigmoid(I32), "Sigmoid"), (lambda: ops.tanh(B), "Tanh"),
    (lambda: ops.log(I64), "Log"), (lambda: ops.erf(I32), "Erf"),
    (lambda: ops.sinh(I32), "Sinh"), (lambda: ops.cosh(I32), "Cosh"),
    (lambda: ops.log1p(I32), "Log1p"), (lambda: ops.exp(B), "Exp"),
    (lambda: ops.floor(I32), "Floor"), (lambda: I32.sigmoid(), "Sigmoid"),
], ids=lambda v: v if isinstance(v, str) else "")
def test_kernel_select_error(call, prim):
    with pytest.raises(TypeError) as info:
        call()
    assert _first_line(info.value) == _SELECT.format(prim)


# ... and for the kernels 2.10 selects outside pyboost a banner comes first (its first line
# is the rule; 'Select CPU operator[...]' follows the 'Kernel select failed' heading)
@pytest.mark.parametrize("call, prim", [
    (lambda: ops.asin(I32), "Asin"), (lambda: ops.acos(I32), "ACos"),
    (lambda: ops.atan(I32), "Atan"), (lambda: ops.asinh(I32), "Asinh"),
    (lambda: ops.acosh(I32), "Acosh"), (lambda: ops.logit(I32), "Logit"),
    (lambda: ops.elu(I32), "Elu"), (lambda: ops.angle(I32), "Angle"),
], ids=lambda v: v if isinstance(v, str) else "")
def test_kernel_select_error_bannered(call, prim):
    with pytest.raises(TypeError) as info:
        call()
    lines = str(info.value).strip().split("\n")
    assert lines[0] == _BANNER and lines[1] == "- Kernel select failed:"
    assert lines[3] == _SELECT.format(prim)


def test_kernel_select_error_in_graph_mode():
    """2.10's graph kernel selection gives the bannered text for every kernel."""
    class Net(nn.Cell):
        def construct(self, x):
            return ops.tanh(x)

    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(TypeError) as info:
            Net()(I32)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    lines = str(info.value).strip().split("\n")
    assert lines[0] == _BANNER and lines[3] == _SELECT.format("Tanh")


def test_float_inputs_still_run():
    x = Tensor(np.array([0.5, 0.25], np.float32))
    np.testing.assert_allclose(ops.sigmoid(x).asnumpy(), [0.62245935, 0.5621765], rtol=1e-6)
    np.testing.assert_allclose(ops.asin(x).asnumpy(), [0.5235988, 0.25268026], rtol=1e-6)
    np.testing.assert_allclose(mint.erf(x).asnumpy(), [0.5204999, 0.2763264], rtol=1e-6)


# a layer whose __init__ minicell inherits is named as 2.10's own __init__ names it (measured)
@pytest.mark.parametrize("make, text", [
    (lambda: nn.LPPool2d(1, 2, divisor_override=0),
     "LPPool2d.__init__() got an unexpected keyword argument 'divisor_override'"),
    (lambda: nn.MaxPool1d(divisor_override=0),
     "MaxPool1d.__init__() got an unexpected keyword argument 'divisor_override'"),
    (lambda: nn.MaxUnpool2d(2, foo=1), "MaxUnpool2d.__init__() got an unexpected keyword "
                                       "argument 'foo'"),
    (lambda: nn.TransformerEncoderLayer(4, 2, foo=1),
     "TransformerEncoderLayer.__init__() got an unexpected keyword argument 'foo'"),
    (lambda: nn.BatchNorm3d(3, foo=1), "BatchNorm3d.__init__() got an unexpected keyword "
                                       "argument 'foo'"),
    (lambda: nn.LSTMCell(2, 3, foo=1), "LSTMCell.__init__() got an unexpected keyword argument "
                                       "'foo'"),
    (lambda: nn.HSwish(foo=1), "HSwish.__init__() got an unexpected keyword argument 'foo'"),
    (lambda: nn.Tanh(foo=1), "Tanh.__init__() got an unexpected keyword argument 'foo'"),
    (lambda: nn.MSELoss(foo=1), "LossBase.__init__() got an unexpected keyword argument 'foo'"),
], ids=lambda v: "" if callable(v) else v.split(".")[0])
def test_inherited_init_names_the_layer(make, text):
    with pytest.raises(TypeError) as info:
        make()
    assert str(info.value) == text


def test_user_cell_keeps_python_init_name():
    class Net(nn.Cell):
        def construct(self, x):
            return x

    with pytest.raises(TypeError, match=r"^Cell\.__init__\(\) got an unexpected keyword"):
        Net(foo=1)
    assert nn.LPPool2d(1, 2)(Tensor(np.ones((1, 2, 4, 4), np.float32))).shape == (1, 2, 2, 2)


# 2.10's average pools check their bool flags in the AvgPool3D primitive they build (measured)
@pytest.mark.parametrize("make, text", [
    (lambda: nn.AvgPool1d(ceil_mode=1.5),
     "For 'AvgPool3D', the type of 'ceil_mode' should be 'bool', but got type 'float'."),
    (lambda: nn.AvgPool2d(count_include_pad=None), "For 'AvgPool3D', the type of "
                                                   "'count_include_pad' should be 'bool', but "
                                                   "got type 'NoneType'."),
    (lambda: nn.AvgPool3d(kernel_size=2, ceil_mode="x"),
     "For 'AvgPool3D', the type of 'ceil_mode' should be 'bool', but got type 'str'."),
    (lambda: nn.AvgPool2d(pad_mode="pad", ceil_mode=0),
     "For 'AvgPool3D', the type of 'ceil_mode' should be 'bool', but got type 'int'."),
], ids=["AvgPool1d", "AvgPool2d", "AvgPool3d", "AvgPool2d-pad"])
def test_avg_pool_flags_name_avgpool3d(make, text):
    with pytest.raises(TypeError) as info:
        make()
    assert str(info.value) == text


# an axis out of range of ExpandDims / Transpose is 2.10's 'Dimension out of range' ValueError
# (measured for ops, mint, Tensor methods and the Primitives)
@pytest.mark.parametrize("call, text", [
    (lambda: ops.unsqueeze(Tensor(np.ones((2, 3), np.float32)), dim=5),
     "Dimension out of range (expected to be in range of [-3, 3), but got 5)"),
    (lambda: Tensor(np.ones((2, 3), np.float32)).unsqueeze(-4),
     "Dimension out of range (expected to be in range of [-3, 3), but got -4)"),
    (lambda: mint.unsqueeze(Tensor(np.float32(2.0)), 1),
     "Dimension out of range (expected to be in range of [-1, 1), but got 1)"),
    (lambda: ops.ExpandDims()(Tensor(np.ones((2, 3), np.float32)), 5),
     "Dimension out of range (expected to be in range of [-3, 3), but got 5)"),
    (lambda: ops.Transpose()(Tensor(np.ones((2, 3), np.float32)), (0, 5)),
     "Dimension out of range (expected to be in range of [-2, 2), but got 5)"),
    (lambda: mint.permute(Tensor(np.ones((2, 3), np.float32)), (0, -3)),
     "Dimension out of range (expected to be in range of [-2, 2), but got -3)"),
], ids=["unsqueeze", "Tensor.unsqueeze", "mint.unsqueeze-scalar", "ExpandDims", "Transpose",
        "mint.permute"])
def test_dimension_out_of_range(call, text):
    with pytest.raises(ValueError) as info:
        call()
    assert str(info.value) == text


def test_in_range_axes_still_work():
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    assert ops.expand_dims(x, -3).shape == (1, 2, 3)
    assert ops.transpose(x, (1, 0)).asnumpy().tolist() == [[0, 3], [1, 4], [2, 5]]


def test_mint_batchnorm_keeps_the_base_init_name():
    # 2.10's mint.nn.BatchNorm1d/2d/3d inherit _BatchNorm's __init__ (measured)
    with pytest.raises(TypeError, match=r"^_BatchNorm\.__init__\(\) got an unexpected keyword "
                                        r"argument 'foo'$"):
        mint.nn.BatchNorm2d(3, foo=1)


@pytest.mark.parametrize("dims, text", [
    ((0, 2), "Dimension out of range (expected to be in range of [-2, 2), but got 2)"),
    ((-3, 0), "Dimension out of range (expected to be in range of [-2, 2), but got -3)"),
    ((100, 1), "Dimension out of range (expected to be in range of [-2, 2), but got 100)"),
], ids=["above", "below", "first"])
def test_mint_transpose_dimension_out_of_range(dims, text):
    x = Tensor(np.ones((2, 3), np.float32))
    with pytest.raises(ValueError) as info:
        mint.transpose(x, *dims)
    assert str(info.value) == text
    assert mint.transpose(x, 0, 1).shape == (3, 2)


# 2.10 checks these operands' rank before their dtype: a 2-D integer or bool Tensor is the rank
# ValueError there (bad19 catalogue, measured), a Tensor of a valid rank the dtype TypeError
@pytest.mark.parametrize("call", [
    lambda: mint.nn.functional.prelu(Tensor(np.ones((2, 3), np.float32)), B),
    lambda: mint.nn.functional.adaptive_avg_pool3d(I32, 2),
    lambda: mint.nn.functional.adaptive_max_pool2d(B, 2),
    lambda: mint.nn.AdaptiveMaxPool2d(2)(I32),
], ids=["prelu-weight", "adaptive_avg_pool3d", "adaptive_max_pool2d", "AdaptiveMaxPool2d"])
def test_rank_checked_before_dtype(call):
    with pytest.raises(ValueError):
        call()


def test_dtype_checked_at_a_valid_rank():
    with pytest.raises(ValueError, match=r"^For primitive\[AdaptiveMaxPool2D\], the rank of x "
                                         r"must be in \[3,4\], but got 2\.$"):
        mint.nn.functional.adaptive_max_pool2d(I32, 2)
    with pytest.raises(TypeError, match=r"^Select CPU operator\[AdaptiveMaxPool2D\] fail!"):
        mint.nn.functional.adaptive_max_pool2d(Tensor(np.ones((1, 2, 4, 4), np.int32)), 2)


@pytest.mark.parametrize("register, hook, got", [
    (lambda h: nn.Dense(2, 2).register_forward_hook(h), 1, "int"),
    (lambda h: nn.Dense(2, 2).register_forward_pre_hook(h), "a", "str"),
    (lambda h: nn.Dense(2, 2).register_backward_hook(h), None, "NoneType"),
    (lambda h: ops.HookBackward(h), 1, "int"),
    (lambda h: Tensor([1.0]).register_hook(h), 1, "int"),
], ids=["forward", "forward_pre", "backward", "HookBackward", "Tensor"])
def test_hook_not_callable(register, hook, got):
    # 2.10: one text for every registering API (measured)
    with pytest.raises(TypeError) as info:
        register(hook)
    assert str(info.value) == f"Expected a callable hook function, but got {got}."
