"""Bad input, nineteenth round (measured against MindSpore 2.10 CPU, ``pynative_synchronize=True``,
with the generated catalogue of /tmp/bad19: every public mint, mint.nn.functional, mint.special
and mint.linalg function with a string, None, a Python number, a list and odd Tensors for each
argument, mint.nn layers' constructor arguments and inputs, checkpoint / dataset / Model /
context misuse): mint's functions refuse what 2.10's pyboost parsers refuse at a Tensor operand
with their ``Failed calling`` TypeError (minicell.ops converts such values); mint.nn's padding
Cells check ``padding`` as 2.10's mint ones do (not as nn's); mint's convolutions check the
channel counts and the kernel size first; ``mint.nn.functional.pad`` takes a Tensor and a
sequence of pads."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, Tensor
from conftest import raises_as_mindspore

_X = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
_M32 = Tensor(np.ones((3, 2), np.float32))
_B23 = Tensor(np.ones((2, 2, 3), np.float32))
_B32 = Tensor(np.ones((2, 3, 2), np.float32))
_V3 = Tensor(np.ones(3, np.float32))
_IMG = Tensor(np.ones((1, 2, 4, 4), np.float32))
F = mint.nn.functional

CASES = {
    # mint functions: a non-Tensor where 2.10's parser takes a Tensor
    "frac list": (lambda: mint.frac([1.0, 2.0]), TypeError,
                  r'^Failed calling Frac with "Frac\(\)\(input=List<float, float>\)"\.$'),
    "addmm float input": (lambda: mint.addmm(1.5, _X, _M32), TypeError,
                          r'^Failed calling Addmm with "Addmm\(\)\(input=float, mat1=Tensor, '
                          r'mat2=Tensor, beta=int, alpha=int\)"\.$'),
    "baddbmm str batch2": (lambda: mint.baddbmm(_X, _B23, "a"), TypeError,
                           r'^Failed calling Baddbmm with "Baddbmm\(\)\(input=Tensor, '
                           r'batch1=Tensor, batch2=string, beta=int, alpha=int\)"\.$'),
    "mean float": (lambda: mint.mean(1.5), TypeError,
                   r'^Failed calling MeanExt with "MeanExt\(\)\(input=float, dim=None, '
                   r'keepdim=bool, dtype=mindspore\.dtype\)"\.$'),
    "add list": (lambda: mint.add([1.0, 2.0], _X), TypeError,
                 r'^Failed calling add with "add\(List<float, float>, Tensor\)"\.$'),
    "lerp str end": (lambda: mint.lerp(_X, "a", 0.5), TypeError,
                     r'^Failed calling lerp with "lerp\(Tensor, string, float\)"\.$'),
    "pow list exponent": (lambda: mint.pow(_X, [1.0, 2.0]), TypeError,
                          r'^Failed calling Pow with "Pow\(\)\(input=Tensor, '
                          r'exponent=List<float, float>\)"\.\nThe valid calling should be: \n'
                          r'"Pow\(\)\(input=<Number, Tensor>, exponent=<Number, Tensor>\)"\.$'),
    "xlogy float input": (lambda: mint.xlogy(1.5, _X), TypeError,
                          r'^Failed calling Xlogy with "Xlogy\(\)\(input=float, other=Tensor\)"'),
    "F.dropout float": (lambda: F.dropout(1.5), TypeError,
                        r'^Failed calling FuncDropoutExt with "FuncDropoutExt\(\)\(input=float, '
                        r'p=float, training=bool, inplace=bool, seed=Tensor, offset=Tensor\)"'),
    "F.conv1d str": (lambda: F.conv1d("a", _X), TypeError,
                     r'^Failed calling conv1d with "conv1d\(string, Tensor\)"\.$'),
    "F.bce_with_logits None target": (
        lambda: F.binary_cross_entropy_with_logits(_X, None), TypeError,
        r'^Failed calling BCEWithLogitsLoss with "BCEWithLogitsLoss\(reduction=string\)'
        r'\(input=Tensor, target=None, weight=None, posWeight=None\)"\.$'),
    "special.exp2 None": (lambda: mint.special.exp2(None), TypeError,
                          r'^Failed calling Exp2 with "Exp2\(\)\(input=None\)"\.$'),
    "linalg.inv list": (lambda: mint.linalg.inv([1.0, 2.0]), TypeError,
                        r'^Failed calling MatrixInverseExt with "MatrixInverseExt\(\)'
                        r'\(input=List<float, float>\)"\.$'),
    # random samples like a Tensor: a float dtype (each measured in its own 2.10 process: its
    # rand_like repeats an earlier error's text)
    "rand_like int dtype": (lambda: mint.rand_like(_X, dtype=ms.int32), TypeError,
                            r"^For 'rand_like_ext', the 'dtype' must be a float type, but got "
                            r"Int32\.$"),
    "randn_like bool input": (lambda: mint.randn_like(Tensor([True])), TypeError,
                              r"^For 'randn_like_ext', the 'dtype' must be a float type, but "
                              r"got Bool\.$"),
    # mint.nn.functional.pad
    "F.pad str input": (lambda: F.pad("a", (1, 1)), TypeError,
                        r"^For 'pad', the type of 'input' must be Tensor, but got <class 'str'>"),
    "F.pad float pad": (lambda: F.pad(_X, 1.5), TypeError,     # (its valid calling: s74)
                        r'^Failed calling ConstantPadND with "ConstantPadND\(\)\(input=Tensor, '
                        r'padding=float, value=int\)"\.\nThe valid calling should be: \n'
                        r'"ConstantPadND\(\)\(input=<Tensor>, padding=<list of int, Tensor, tuple '
                        r'of int>, value=<Number>\)"\.$'),
    # mint.nn padding Cells: 2.10 mint's checks
    "ZeroPad2d short tuple": (lambda: mint.nn.ZeroPad2d((1, 2)), ValueError,
                              r"^For 'ZeroPad2d', the length of parameter 'padding' with tuple "
                              r"type must equal to 4, but got 2\.$"),
    "ConstantPad1d str": (lambda: mint.nn.ConstantPad1d("a", 0.0), ValueError,
                          r"^For 'ConstantPad1d', 'padding' must be integer or tuple/list of 2 "
                          r"integers, but got a\.$"),
    "ConstantPad2d bool": (lambda: mint.nn.ConstantPad2d(True, 0.0), TypeError,
                           r"^For 'ConstantPad2d', the type of 'padding' should be 'int', but "
                           r"got type 'bool'\.$"),
    "ZeroPad1d str element": (lambda: mint.nn.ZeroPad1d((1, "a")), TypeError,
                              r"^For 'ZeroPad1d', the type of 'padding\[1\]' should be 'int', "
                              r"but got type 'str'\.$"),
    "ReflectionPad2d float": (lambda: mint.nn.ReflectionPad2d(1.5), ValueError,
                              r"^For 'ReflectionPad2d', 'padding' must be positive integer or "
                              r"tuple/list of 4 positive integers, but got 1\.5\.$"),
    "ReflectionPad2d zero": (lambda: mint.nn.ReflectionPad2d(0), ValueError,
                             r"^For 'ReflectionPad2d', the 'padding' must be int and must > 0, "
                             r"but got '0' with type 'int'\.$"),
    "ReplicationPad3d bool": (lambda: mint.nn.ReplicationPad3d(True), TypeError,
                              r"^For 'ReplicationPad3d', the 'padding' must be int and must > 0, "
                              r"but got 'True' with type 'bool'\.$"),
    "ReflectionPad1d negative element": (lambda: mint.nn.ReflectionPad1d((-1, 1)), ValueError,
                                         r"^For 'ReflectionPad1d', the 'padding\[0\]' must be "
                                         r"int and must >= 0, but got '-1' with type 'int'\.$"),
    "ReplicationPad2d str element": (lambda: mint.nn.ReplicationPad2d((1, 2, 3, "a")), TypeError,
                                     r"^For 'ReplicationPad2d', the 'padding\[3\]' must be int, "
                                     r"but got 'str'$"),
    "ConstantPad1d str value call": (lambda: mint.nn.ConstantPad1d(1, "a")(_X), TypeError,
                                     r'^Failed calling ConstantPadND with "ConstantPadND\(\)'
                                     r'\(input=Tensor, padding=Tuple<int, int>, '
                                     r'value=string\)"\.$'),
    "ZeroPad2d str input": (lambda: mint.nn.ZeroPad2d(1)("a"), TypeError,
                            r"^For 'pad', the type of 'input' must be Tensor, but got "
                            r"<class 'str'>\.$"),
    # mint.nn layers called with a non-Tensor input (mint's own classes)
    "Conv2d str input": (lambda: mint.nn.Conv2d(2, 3, 3)("a"), TypeError,
                         r'^Failed calling Conv2DExt with "Conv2DExt\(\)\(input=string, '
                         r'weight=Tensor, bias=Tensor, stride=Tuple<int, int>, padding=Tuple<int, '
                         r'int>, dilation=Tuple<int, int>, groups=int\)"\.$'),
    "BatchNorm2d float input": (lambda: mint.nn.BatchNorm2d(2)(1.5), TypeError,
                                r"^For primitive\[Shape\], the input argument must be Tensor, "
                                r"but got <class 'float'>\.$"),
    "BCEWithLogitsLoss None target": (lambda: mint.nn.BCEWithLogitsLoss()(_X, None), TypeError,
                                      r'^Failed calling BCEWithLogitsLoss with '
                                      r'"BCEWithLogitsLoss\(reduction=string\)\(input=Tensor, '
                                      r'target=None, weight=None, posWeight=None\)"\.$'),
    "GELU float input": (lambda: mint.nn.GELU()(1.5), TypeError,
                         r"^gelu\(\): argument 'input' \(position 1\) must be Tensor, not "
                         r"float\.$"),
    # mint.nn convolutions: the channel counts, then the kernel size
    "Conv2d float in_channels": (lambda: mint.nn.Conv2d(2.0, 3, 3), TypeError,
                                 r"^The input value must be int, but got 'float'$"),
    "Conv1d negative out_channels": (lambda: mint.nn.Conv1d(2, -1, 3), ValueError,
                                     r"^The input value must be int and must >= 0, but got '-1' "
                                     r"with type 'int'\.$"),
    "Conv3d bool in_channels": (lambda: mint.nn.Conv3d(True, 3, 3), TypeError,
                                r"^The input value must be int and must >= 0, but got 'True' "
                                r"with type 'bool'\.$"),
    "Conv2d str kernel": (lambda: mint.nn.Conv2d(2, 3, "a"), TypeError,
                          r"^When expanding an input to tuple, input type must be integer or "
                          r"tuple\[int\]/list\[int\], but got <class 'str'>$"),
    "ConvTranspose2d None kernel": (lambda: mint.nn.ConvTranspose2d(2, 3, None), ValueError,
                                    r"For 'ConvTranspose2d', 'kernel_size'.* should be int, "
                                    r"tuple or list, but got None"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_input(case):
    call, exc, pattern = CASES[case]
    raises_as_mindspore(call, exc, pattern)


def test_valid_inputs_keep_working():
    """The valid neighbours of the cases above: 2.10 CPU accepts them (measured; its padding
    and convolution kernels are Ascend-only there, so their shapes are PyTorch's)."""
    assert mint.add(1.5, _X).shape == (2, 3) and mint.pow(2.0, _X).shape == (2, 3)
    assert mint.abs is ms.ops.abs and ms.ops.auto_generate.bmm_ext is mint.bmm   # as 2.10
    assert mint.xlogy(_X, 1.5).shape == (2, 3) and mint.scatter(_X, 0, Tensor(
        [[0, 1, 0]], ms.int64), 1.5).shape == (2, 3)
    assert mint.addmm(Tensor(np.ones((2, 2), np.float32)), _X, _M32).shape == (2, 2)
    assert mint.baddbmm(Tensor(np.ones((2, 2, 2), np.float32)), _B23, _B32).shape == (2, 2, 2)
    assert mint.frac(_X).shape == (2, 3) and mint.mean(_X, dim=0).shape == (3,)
    assert mint.lerp(_X, _X, 0.5).shape == (2, 3) and mint.cat((_X, _X)).shape == (4, 3)
    assert F.pad(_X, (1, 1)).shape == (2, 5) and F.pad(_X, [1, 1], value=2.0).shape == (2, 5)
    assert mint.nn.ZeroPad2d(1)(_IMG).shape == (1, 2, 6, 6)
    assert mint.nn.ZeroPad2d((1, 2, 3, -1)).padding == (1, 2, 3, -1)
    assert mint.nn.ConstantPad3d(-1, 0.0).padding == (-1,) * 6
    assert mint.nn.ConstantPad1d([1, 1], 0.5)(_X).shape == (2, 5)
    assert mint.nn.ReflectionPad2d((1, 1, 1, 1))(_IMG).shape == (1, 2, 6, 6)
    assert mint.nn.ReplicationPad1d(1)(_X).shape == (2, 5)
    assert mint.nn.Conv2d(2, 3, [3, 3])(_IMG).shape == (1, 3, 2, 2)
    assert mint.nn.ConvTranspose2d(2, 3, 3)(_IMG).shape == (1, 3, 6, 6)
    assert mint.nn.BatchNorm2d(2)(_IMG).shape == (1, 2, 4, 4)
    xi = Tensor(np.ones((2, 3), np.int32))
    assert mint.rand_like(xi, dtype=ms.float32).dtype == ms.float32
    assert mint.randn_like(_X, dtype=ms.float64).dtype == ms.float64
    assert mint.nn.BCEWithLogitsLoss()(_X, _X).shape == () and mint.nn.GELU()(_X).shape == (2, 3)
