"""Bad input, eighth round (measured against MindSpore 2.10 CPU, run with
``pynative_synchronize=True``): interpolate's sizes and scales (ints / positive floats, named by
index), pad's paddings, modes and value, split / chunk sections, topk's k and flags, sort's axis,
searchsorted / bucketize flags, the rank checks of index_select, embedding, pdist, bias_add and
the adaptive pools, float-only activations given ints (gelu, mish, softsign, prelu), randint's
bounds and size, linspace's count, bernoulli's p, full's fill value, tensor_dot's axes,
repeat_interleave's axis, flip's bare int dims, elu's alpha, ``Tensor == None``, a float Tensor
as an index and set_context keys. Each case checks 2.10's exception type and key words of its
message; the last tests check that the valid neighbours of these calls still work."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor
from conftest import raises_as_mindspore


def _ones(shape, dtype=np.float32):
    return Tensor(np.ones(shape, dtype))


def _x2():
    return Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))


def _idx(values):
    return Tensor(np.array(values, np.int32))


CASES = {
    # interpolate: 2.10 checks size / scale_factor before the mode
    "interpolate float size item": (lambda: ops.interpolate(_ones((2, 3, 8, 8)), size=(4.5, 4)),
                                    TypeError, r"For 'interpolate', the 'size\[0\]' must be int, "
                                               r"but got 'float'"),
    "interpolate float size": (lambda: ops.interpolate(_ones((2, 3, 8, 8)), size=4.0), TypeError,
                               r"the 'size' must be int, but got 'float'"),
    "interpolate int scale": (lambda: ops.interpolate(_ones((2, 3, 8, 8)), scale_factor=2),
                              TypeError, r"the 'scale_factor' must be float, but got 'int'"),
    "interpolate zero scale item": (
        lambda: ops.interpolate(_ones((2, 3, 8, 8)), scale_factor=(0.0, 2.0)), ValueError,
        r"the 'scale_factor\[0\]' must be float and must > 0, but got '0.0'"),
    "Upsample zero scale": (lambda: nn.Upsample(scale_factor=0.0)(_ones((2, 3, 8, 8))),
                            ValueError, r"the 'scale_factor' must be float and must > 0"),
    "interpolate str recompute": (
        lambda: ops.interpolate(_ones((2, 3, 8, 8)), scale_factor=2.0,
                                recompute_scale_factor="x"), TypeError,
        r"the 'recompute_scale_factor' must be a bool, but got str"),
    "interpolate float size before mode": (
        lambda: ops.interpolate(_ones((2, 3, 8, 8)), size=(0.5, 4), mode="x"), TypeError,
        r"'size\[0\]' must be int"),
    # pad
    "pad float padding": (lambda: ops.pad(_ones((2, 3, 8)), (1.5, 1), "reflect"), TypeError,
                          r"For 'pad', the paddings value must be tuple of int or list of int, "
                          r"but got \(1.5, 1\)"),
    "pad odd padding": (lambda: ops.pad(_x2(), (1, 1, 1)), ValueError,
                        r"For 'pad', the size of padding must be divisible by 2, but got 3"),
    "pad reflect with value": (lambda: ops.pad(_ones((2, 3, 8)), (1, 1), "reflect", value=1.0),
                               ValueError, r"the padding mode 'reflect' can not set value, but "
                                           r"got value 1.0"),
    "pad replicate 1-d": (lambda: ops.pad(_ones((3,)), (1, 1), "replicate"), ValueError,
                          r"the input dims for edge, reflect or circular mode must be greater "
                          r"than or equal to 3, but got 1"),
    "pad reflect eight": (lambda: ops.pad(_ones((2, 3, 4, 4, 4)), (1,) * 8, "reflect"),
                          ValueError, r"the padding must be less than or equal to 6, but got 8"),
    # split / chunk
    "split negative section": (lambda: ops.split(_x2(), [-1, 4], 1), TypeError,
                               r"Each element in 'split_size_or_sections' should be "
                               r"non-negative, but got \[-1, 4\]"),
    "split float sections": (lambda: ops.split(_x2(), [1.5, 1.5], 1), TypeError,
                             r"should be integer, but got <class 'float'>"),
    "split float size": (lambda: ops.split(_x2(), 1.5, 1), TypeError,
                         r"Type of Argument `split_size_or_sections` should be integer, "
                         r"tuple\(int\) or list\(int\), but got <class 'float'>"),
    "Tensor.split negative section": (lambda: _x2().split([-1, 4], 1), TypeError,
                                      r"should be non-negative"),
    "chunk float": (lambda: ops.chunk(_x2(), 1.5), TypeError,
                    r"For ops.chunk type of argument `chunks` should be integer, but got "
                    r"<class 'float'>"),
    # topk / sort / searchsorted
    "topk k 0": (lambda: ops.topk(_x2(), 0), ValueError,
                 r"For primitive\[TopK\], the k must be in \(0,3\], but got 0"),
    "topk k over the axis": (lambda: ops.topk(_x2(), 4), ValueError,
                             r"the k must be in \(0,3\], but got 4"),
    "topk str sorted": (lambda: ops.topk(_x2(), 1, sorted="x"), TypeError,
                        r"For 'TopK', the type of 'sorted' should be 'bool', but got type 'str'"),
    "sort float axis": (lambda: ops.sort(_x2(), 0.5), TypeError,
                        r"For 'Sort', the type of 'axis' should be 'int', but got type 'float'"),
    "argsort float axis": (lambda: ops.argsort(_x2(), 0.5), TypeError,
                           r"For 'Sort', the type of 'axis' should be 'int'"),
    "searchsorted str right": (lambda: ops.searchsorted(_ones(3), _ones(3), right="x"),
                               TypeError, r"For 'search_sorted', the type of 'right' should be "
                                          r"'bool', but got type 'str'"),
    "searchsorted str out_int32": (lambda: ops.searchsorted(_ones(3), _ones(3), out_int32="x"),
                                   TypeError, r"the type of 'out_int32' should be 'bool'"),
    "bucketize str right": (lambda: ops.bucketize(_x2(), [1.0], right="x"), TypeError,
                            r"For 'search_sorted', the type of 'right' should be 'bool'"),
    # argument types
    "dropout str training": (lambda: ops.dropout(_x2(), 0.5, training="x"), TypeError,
                             r"For 'dropout', the 'training' must be a bool, but got str"),
    "adaptive_max_pool2d str return_indices": (
        lambda: ops.adaptive_max_pool2d(_ones((2, 3, 8, 8)), 2, return_indices="x"), TypeError,
        r"the type of 'return_indices' should be 'bool', but got type 'str'"),
    "rot90 float k": (lambda: ops.rot90(_x2(), 1.5, (0, 1)), TypeError,
                      r"For `rot90`, the `k` must be int!, but get <class 'float'>"),
    "Tensor.rot90 float k": (lambda: _x2().rot90(1.5, (0, 1)), TypeError, r"`k` must be int"),
    "var float ddof": (lambda: ops.var(_x2(), ddof=0.5), TypeError,
                       r"For 'var', the type of 'ddof' should be one of '\['int', 'bool'\]', "
                       r"but got type 'float'"),
    "gather_d float dim": (lambda: ops.gather_d(_x2(), 0.5, _ones((2, 3), np.int32)), TypeError,
                           r'Failed calling GatherD with "GatherD\(\)\(x=Tensor, dim=float, '
                           r'index=Tensor\)"'),
    "Tensor.gather_elements float dim": (lambda: _x2().gather_elements(1.0, _ones((2, 3),
                                                                                  np.int32)),
                                         TypeError, r"Failed calling GatherD"),
    "logsumexp str keepdim": (lambda: ops.logsumexp(_x2(), 0, "x"), TypeError,
                              r'Failed calling SumExt with "SumExt\(\)\(input=Tensor, dim=int, '
                              r'keepdim=string'),
    "flip bare int": (lambda: ops.flip(_x2(), 0), TypeError,
                      r'Failed calling ReverseV2 with "ReverseV2\(axis=int\)\(input=Tensor\)"'),
    "Tensor.flip bare int": (lambda: _x2().flip(-3), TypeError, r"Failed calling ReverseV2"),
    "elu str alpha": (lambda: ops.elu(_x2(), "a"), TypeError,
                      r'Failed calling Elu with "Elu\(alpha=string\)\(input_x=Tensor\)"'),
    "elu int alpha": (lambda: ops.elu(_x2(), 1), TypeError, r"Elu\(alpha=int\)"),
    "ELU int alpha at the call": (lambda: nn.ELU(1)(_x2()), TypeError, r"Elu\(alpha=int\)"),
    "hardswish list": (lambda: ops.hardswish([1.0]), TypeError,
                       r'Failed calling HSwish with "HSwish\(\)\(input=List<float>\)"'),
    "randint float low": (lambda: ops.randint(0.5, 5, (2,)), TypeError,
                          r"For 'randint_like', 'low' must be an int, but got <class 'float'>"),
    "randint float high": (lambda: ops.randint(0, 5.5, (2,)), TypeError, r"'high' must be an int"),
    "randint int size": (lambda: ops.randint(0, 5, 2), ValueError,
                         r"For 'randint', the input 'size' must be a tuple, but got 2"),
    "rank of an int": (lambda: ops.rank(1), TypeError, r"the input x must be Tensor!"),
    "size of an int": (lambda: ops.size(1), TypeError, r"For 'Size', input must be a Tensor"),
    # values out of range
    "linspace 0 steps": (lambda: ops.linspace(0.0, 1.0, 0), ValueError,
                         r"For primitive\[LinSpace\], the num must be greater than 0, but got 0"),
    "bernoulli p 2": (lambda: ops.bernoulli(_x2(), 2.0), ValueError,
                      r"For bernoulli, p should be in \[0, 1\], but got 2\."),
    "bernoulli p negative": (lambda: ops.bernoulli(_x2(), -0.5), ValueError,
                             r"p should be in \[0, 1\], but got -0.5"),
    "bincount negative minlength": (lambda: ops.bincount(_idx([0, 1]), minlength=-1), ValueError,
                                    r"For 'bincount', 'minlength' should be >= 0 but got -1"),
    "full 2-element value": (lambda: ops.full((2,), _ones(2)), ValueError,
                             r"For primitive\[FillV2\], the size of the input \[fill_value\] "
                             r"must be equal to 1, but got 2"),
    "full 2-d value": (lambda: ops.full((2,), _ones((1, 1))), ValueError,
                       r"the dimension of the input \[fill_value\] must be in \[0,1\], but got 2"),
    "lp_pool2d norm 0": (lambda: ops.lp_pool2d(_ones((2, 3, 8, 8)), 0, 2), ValueError,
                         r"For lp_pool2d, the value of 'norm_type' can not be 0"),
    "adaptive_max_pool1d 0": (lambda: ops.adaptive_max_pool1d(_ones((2, 3, 8)), 0), ValueError,
                              r"For 'adaptive_max_pool1d', the 'output_size' must be int and "
                              r"must >= 1, but got '0'"),
    "adaptive_max_pool1d float": (lambda: ops.adaptive_max_pool1d(_ones((2, 3, 8)), 1.5),
                                  TypeError, r"the 'output_size' must be int, but got 'float'"),
    "tensor_dot axes over the ranks": (lambda: ops.tensor_dot(_x2(), _x2(), 5), ValueError,
                                       r"the 'axes' cannot be greater than the length of "
                                       r"'x1_shape' and 'x2_shape'"),
    "tensor_dot negative axes": (lambda: ops.tensor_dot(_x2(), _x2(), -1), ValueError,
                                 r"the 'axes' must be at least 0, but got -1"),
    "repeat_interleave dim 5": (lambda: ops.repeat_interleave(_x2(), 2, 5), ValueError,
                                r"The 'axis' must be in the range of \[-2, 2\), but got 5"),
    # ranks
    "index_select 2-d index": (lambda: ops.index_select(_x2(), 0, _ones((2, 3), np.int32)),
                               ValueError, r"For 'index_select', the dimension of `index` must "
                                           r"be 1, but got 2"),
    "Tensor.index_select 0-d index": (lambda: _x2().index_select(0, Tensor(0, ms.int32)),
                                      ValueError, r"the dimension of `index` must be 1, but got 0"),
    "embedding 1-d weight": (lambda: ops.embedding(_idx([0, 1]), _ones(3)), ValueError,
                             r"For primitive\[Embedding\], the shape of weight must be equal to "
                             r"2, but got 1"),
    "pdist 3-d": (lambda: ops.pdist(_ones((2, 3, 8))), ValueError,
                  r"For primitive\[Pdist\], the x dim must be equal to 2, but got 3"),
    "bias_add 1-d": (lambda: ops.bias_add(_ones(3), _ones(3)), ValueError,
                     r"For primitive\[BiasAdd\], the rank of input_x must be in \[2,5\], but "
                     r"got 1"),
    "adaptive_avg_pool1d 4-d": (lambda: ops.adaptive_avg_pool1d(_ones((2, 3, 8, 8)), 2),
                                ValueError, r"For adaptive_avg_pool1d input must have 3 dim, but "
                                            r"got 4"),
    "AdaptiveAvgPool1d 4-d": (lambda: nn.AdaptiveAvgPool1d(2)(_ones((2, 3, 8, 8))), ValueError,
                              r"3 dim, but got 4"),
    "AdaptiveAvgPool1d not dividing": (lambda: nn.AdaptiveAvgPool1d(3)(_ones((2, 3, 8))),
                                       ValueError, r"last dimension must be divisible by output "
                                                   r"size 3, but got 8"),
    "adaptive_avg_pool2d 2-d": (lambda: ops.adaptive_avg_pool2d(_x2(), 2), ValueError,
                                r"For primitive\[AdaptiveAvgPool2D\], the dim of x must be in "
                                r"\[3,4\], but got 2"),
    "AdaptiveAvgPool2d 2-d": (lambda: nn.AdaptiveAvgPool2d(2)(_x2()), ValueError,
                              r"the dim of x must be in \[3,4\]"),
    "adaptive_avg_pool3d 3-d": (lambda: ops.adaptive_avg_pool3d(_ones((2, 3, 8)), 2), ValueError,
                                r"the rank of x must be in \[4,5\], but got 3"),
    "LayerNorm gamma longer than the input": (lambda: nn.LayerNorm((2, 3))(_ones(3)), ValueError,
                                              r"For 'LayerNorm', gamma or beta shape must match "
                                              r"input shape, but got input shape: "
                                              r"\[const vector\]\{3\}"),
    "LayerNorm begin_params_axis 5": (lambda: nn.LayerNorm((3,), begin_params_axis=5)(_x2()),
                                      RuntimeError, r"the 'begin_params_axis' value should be in "
                                                    r"the range .*, but got 5"),
    # float-only inputs
    "gelu int": (lambda: ops.gelu(_ones((2, 3), np.int32)), TypeError,
                 r"For gelu, the input dtype must be bfloat16, float16, float32 or float64, but "
                 r"got Int32"),
    "GELU int": (lambda: nn.GELU()(_ones((2, 3), np.int32)), TypeError, r"For gelu"),
    "mish int": (lambda: ops.mish(_ones((2, 3), np.int32)), TypeError,
                 r"For primitive\[Mish\], the input argument\[input_x\] must be a type of "
                 r"\{Tensor\[Float16\], Tensor\[Float32\], Tensor\[Float64\]\}, but got "
                 r"Tensor\[Int32\]"),
    "softsign int": (lambda: ops.softsign(_ones((2, 3), np.int32)), TypeError,
                     r"For primitive\[Softsign\], the input argument\[input_x\]"),
    "PReLU int": (lambda: nn.PReLU()(_ones((2, 3), np.int32)), TypeError,
                  r"For primitive\[PReLU\], the input argument\[x\] must be a type of "
                  r"\{Float16, Float32\}, but got Int32"),
    "lerp mixed dtypes": (lambda: ops.lerp(_x2(), _ones((2, 3), np.int32), 0.5), TypeError,
                          r"For primitive\[Lerp\], the input\[tensors\] elements should have "
                          r"same type, but got: Float32, Int32"),
    "isclose mixed dtypes": (lambda: ops.isclose(_x2(), _ones((2, 3), np.int32)), TypeError,
                             r"For primitive\[IsClose\], the input type must be same"),
    "SGD str loss_scale": (lambda: nn.SGD(nn.Dense(3, 2).trainable_params(), loss_scale="a"),
                           TypeError, r"For 'SGD', the type of 'loss_scale' should be 'float', "
                                      r"but got type 'str'"),
    "SGD zero loss_scale": (lambda: nn.SGD(nn.Dense(3, 2).trainable_params(), loss_scale=0.0),
                            ValueError, r"the 'loss_scale' must be float and must > 0"),
    # Tensor protocol
    "float Tensor as an index": (lambda: [1, 2][Tensor(np.array([1.0], np.float32))], ValueError,
                                 r"Only integer tensors of a single element can be converted to "
                                 r"an index"),
    "two-element Tensor as an index": (lambda: [1, 2][_idx([1, 1])], ValueError,
                                       r"Only integer tensors of a single element"),
    # context
    "set_context debug_level 5": (lambda: ms.set_context(debug_level=5), ValueError,
                                  r"For 'debug_level', the value should be context.DEBUG or "
                                  r"context.RELEASE, but got 5"),
    "set_context precision_mode": (lambda: ms.set_context(precision_mode="x"), ValueError,
                                   r"Please set 'precision_mode' through parameter ascend_config"),
    "set_context missing env_config_path": (
        lambda: ms.set_context(env_config_path="/nope/x.json"), ValueError,
        r"the 'env_config_path' file '/nope/x.json' is not exists"),
    "set_context bool deterministic": (lambda: ms.set_context(deterministic=True), TypeError,
                                       r"The parameter 'deterministic' must be <class 'str'>, "
                                       r"but got <class 'bool'>"),
    "set_context int aoe_config": (lambda: ms.set_context(aoe_config=1), TypeError,
                                   r"The parameter 'aoe_config' must be <class 'dict'>"),
}


@pytest.mark.parametrize("name", list(CASES))
def test_bad_input_raises_as_mindspore(name):
    call, exc, pattern = CASES[name]
    raises_as_mindspore(call, exc, pattern)


def test_valid_neighbours_still_work():
    x, x4 = _x2(), _ones((2, 3, 8, 8))
    # measured on 2.10: each call next to a bad one above runs
    assert ops.interpolate(x4, scale_factor=(2.0, 2.0), mode="bilinear",
                           recompute_scale_factor=True).shape == (2, 3, 16, 16)
    assert ops.interpolate(x4, size=(4, 4)).shape == (2, 3, 4, 4)
    assert ops.pad(x, (1, 1), "reflect").shape == (2, 5)              # a 2-d input reflects
    assert ops.pad(_ones((2, 2, 2, 2, 2)), (1,) * 8).shape == (2, 4, 4, 4, 4)  # constant: any
    assert [t.shape for t in ops.split(x, [0, 3], 1)] == [(2, 0), (2, 3)]     # an empty section
    assert ops.topk(x, 3)[0].shape == (2, 3)
    assert ops.flip(x, [0]).asnumpy().tolist() == [[3.0, 4.0, 5.0], [0.0, 1.0, 2.0]]
    assert ops.var(x, ddof=True).shape == ()                           # a bool ddof is taken
    assert ops.full((2,), _ones(1)).asnumpy().tolist() == [1.0, 1.0]   # a 1-element value
    assert ops.bernoulli(x, 1.0).asnumpy().sum() == 6
    assert ops.tensor_dot(x, _ones((3, 2)), 1).shape == (2, 2)
    assert ops.pdist(_ones((3, 2))).shape == (3,)
    assert ops.adaptive_max_pool1d(_ones((2, 3, 8)), 4).shape == (2, 3, 4)
    assert [1, 2][Tensor(1, ms.int32)] == 2
    assert ms.numpy.randint(0, 5, 3).shape == (3,)
    assert ops.stft(_ones(64), 16, return_complex=True).shape == (9, 17)   # pads a 1-d signal


def test_compare_with_none_is_a_python_bool():
    # 2.10: ``x == None`` is False and ``x != None`` True, whatever x holds (measured)
    x = _x2()
    assert (x == None) is False       # noqa: E711
    assert (x != None) is True        # noqa: E711
    assert (Tensor(1.5) == None) is False      # noqa: E711


def test_failed_calls_change_nothing():
    before = ms.get_context("deterministic")
    with pytest.raises(TypeError, match=r"'deterministic' must be"):
        ms.set_context(deterministic=True)
    assert ms.get_context("deterministic") == before
    with pytest.raises(ValueError, match=r"debug_level"):
        ms.set_context(debug_level=5)
    assert ms.get_context("debug_level") == 0
