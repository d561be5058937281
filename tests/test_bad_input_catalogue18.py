"""Bad input, eighteenth round (measured against MindSpore 2.10 CPU, ``pynative_synchronize=True``,
with the generated catalogue of /tmp/bad18: every Tensor method and ops function with bad
values, nn layer constructors and inputs, Primitive constructors, astype/to/view, jit, composite,
LR schedules): a MultitypeFuncGraph with one registration calls it whatever the argument types,
refuses numpy arguments, and without a match raises 2.10's ValueError; ``dtype_to_pytype`` of
anything but a MindSpore type is its table's KeyError, ``pytype_to_dtype`` takes types only
(``float`` -> Float64); ``Tensor.astype`` takes a MindSpore number type, a known name, a Python
or numpy type, else 2.10's TypeError listing them; ``Tensor.to(other)`` casts to other's dtype;
``Tensor.view(dtype)`` reinterprets the bytes (it cast before); the FFT functions check their
arguments like 2.10's parsers; 1-D/2-D transposed convolutions check the channel types first;
MultiheadAttention divides before it checks; Stack/Sort/BroadcastTo/InTopK/L2Normalize/
SparseSoftmaxCrossEntropyWithLogits check their constructor arguments."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor
from conftest import raises_as_mindspore

_X = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
_XB = Tensor(np.array([[True, False, True], [False, True, True]]))
_X4 = Tensor(np.ones((1, 2, 4, 4), np.float32))
_ASTYPE = r"For Tensor\.astype, the input type must be one of \[mindspore\.int8, mindspore\.int16, "


def _multitype(*sigs):
    m = ops.MultitypeFuncGraph("m")
    for i, sig in enumerate(sigs):
        m.register(*sig)(lambda *a, i=i: (i, len(a)))
    return m


CASES = {
    # MultitypeFuncGraph.__call__ (2.10's Python dispatch, measured)
    "multitype no registration": (lambda: _multitype()(_X), ValueError,
                                  r"For 'MultitypeFuncGraph', cannot find fn match given args\. "
                                  r"Got \(sigs, fn\): \[\], and \(dtype, args\): "),
    "multitype no match": (lambda: _multitype(("Tensor", "Tensor"), ("Bool", "Bool"))(1, 2),
                           ValueError, r"For 'MultitypeFuncGraph', cannot find fn match"),
    "multitype numpy": (lambda: _multitype(("Tensor",))(np.ones(2)), TypeError,
                        r"For 'MultitypeFuncGraph', the input can not be numpy\.ndarray"),
    # dtype helpers
    "dtype_to_pytype name": (lambda: ms.dtype_to_pytype("int32"), KeyError, "int32"),
    "dtype_to_pytype None": (lambda: ms.dtype_to_pytype(None), KeyError, "None"),
    "dtype_to_pytype number": (lambda: ms.dtype_to_pytype(ms.number), KeyError,
                               r"mindspore\.number"),
    "pytype_to_dtype str value": (lambda: ms.pytype_to_dtype("a"), TypeError,
                                  r"For 'pytype_to_dtype', the argument 'obj' must be a python "
                                  r"type object,such as int, float, str, etc\. But got type "
                                  r"<class 'str'>\."),
    "pytype_to_dtype dict": (lambda: ms.pytype_to_dtype(dict), NotImplementedError,
                             r"The python type <class 'dict'> cannot be converted to MindSpore "
                             r"type\."),
    # astype / type / to
    "astype numpy dtype": (lambda: _X.astype(np.dtype("int32")), TypeError, _ASTYPE),
    "astype Tensor": (lambda: _X.astype(_X), TypeError, _ASTYPE),
    "astype int": (lambda: _X.astype(1), TypeError, _ASTYPE),
    "astype None": (lambda: _X.astype(None), TypeError, _ASTYPE + r".*but got 'None'\."),
    "astype string type": (lambda: _X.astype(ms.string), TypeError, _ASTYPE),
    "type numpy dtype": (lambda: _X.type(np.dtype("int32")), TypeError, _ASTYPE),
    "astype bad name": (lambda: _X.astype("nonsense"), TypeError,
                        r"For Tensor\.astype, the string input type must be one of \['bool_', "
                        r"'int8', .*'int', 'float', 'bool'\], but got 'nonsense'\."),
    "to numpy dtype": (lambda: _X.to(np.dtype("int32")), TypeError,
                       r"Failed calling to with \"to\(<class 'numpy\.dtypes\.Int32DType'>\)\""),
    # view(dtype)
    "view wider": (lambda: _X.view(ms.float64), ValueError,
                   r"For ViewDtype, last dimension must be divisible by 2 to view Float32 as "
                   r"Float64 \(different element sizes\), but got 3"),
    "view int8 to int32": (lambda: Tensor(np.ones((2, 3), np.int8)).view(ms.int32), ValueError,
                           r"For ViewDtype, last dimension must be divisible by 4 to view Int8 "
                           r"as Int32 \(different element sizes\), but got 3"),
    "view scalar": (lambda: Tensor(np.float32(2.0)).view(ms.int8), ValueError,
                    r"For ViewDtype, scalar tensor \(shape: \(\)\) cannot be viewed Float32 as "
                    r"Int8 \(different element sizes\)"),
    "view name": (lambda: _X.view("int32"), TypeError,
                  r"Failed calling view with \"view\(string\)\"\."),
    "view numpy type": (lambda: _X.view(np.int32), TypeError,
                        r"Failed calling view with \"view\(<class 'type'>\)\"\."),
    "view numpy dtype": (lambda: _X.view(np.dtype("int32")), TypeError,
                         r"Failed calling view with \"view\(<class 'numpy\.dtypes\.Int32DType'>"),
    # FFT parsers
    "fft str": (lambda: ops.fft("a"), TypeError,
                r"Failed calling FFT with \"FFT\(\)\(input=string, n=None, dim=int, "
                r"norm=string\)\"\."),
    "fft2 str": (lambda: ops.fft2("a"), TypeError,
                 r"Failed calling FFT2 with \"FFT2\(\)\(input=string, s=None, dim=Tuple<int, "
                 r"int>, norm=string\)\"\."),
    "fft2 tensor s": (lambda: ops.fft2(_X, _X4), TypeError,
                      r"Failed calling FFT2 with \"FFT2\(\)\(input=Tensor, s=Tensor, "
                      r"dim=Tuple<int, int>, norm=string\)\"\."),
    "rfftn tensor s": (lambda: ops.rfftn(_X, _X4), TypeError,
                       r"Failed calling RFFTN with \"RFFTN\(\)\(input=Tensor, s=Tensor, dim=None, "
                       r"norm=string\)\"\."),
    "fftn float s": (lambda: ops.fftn(_X, s=1.5), TypeError,
                     r"Failed calling FFTN with \"FFTN\(\)\(input=Tensor, s=float, dim=None, "
                     r"norm=string\)\"\."),
    "fft2 int dim": (lambda: ops.fft2(_X, dim=0), TypeError,
                     r"Failed calling FFT2 with \"FFT2\(\)\(input=Tensor, s=None, dim=int, "
                     r"norm=string\)\"\."),
    "fftshift str": (lambda: ops.fftshift("a"), TypeError,
                     r"Failed calling FFTShift with \"FFTShift\(\)\(input=string, dim=None\)\"\."),
    "ifftshift tensor dim": (lambda: ops.ifftshift(_X, _X4), TypeError,
                             r"Failed calling IFFTShift with \"IFFTShift\(\)\(input=Tensor, "
                             r"dim=Tensor\)\"\."),
    "fftshift float dim": (lambda: ops.fftshift(_X, dim=1.5), TypeError,
                           r"Failed calling FFTShift with \"FFTShift\(\)\(input=Tensor, "
                           r"dim=float\)\"\."),
    "fft bool": (lambda: ops.fft(_XB), TypeError, "FFT"),
    # nn constructors
    "Conv2dTranspose float in": (lambda: nn.Conv2dTranspose(2.5, 4, 3), TypeError,
                                 r"For 'Conv2dTranspose', the 'in_channels' must be int, but got "
                                 r"'float'"),
    "Conv1dTranspose float out": (lambda: nn.Conv1dTranspose(2, 2.5, 3), TypeError,
                                  r"For 'Conv1dTranspose', the 'out_channels' must be int, but "
                                  r"got 'float'"),
    "Conv3dTranspose float in": (lambda: nn.Conv3dTranspose(2.5, 4, 3), ValueError,
                                 r"The argument 'group' should be divisible by 'in_channels' and "
                                 r"'out_channels'"),
    "MHA float dim": (lambda: nn.MultiheadAttention(4.5, 2), ValueError,
                      r"The init argument 'embed_dim' must be divisible by 'num_heads'\."),
    "MHA zero heads": (lambda: nn.MultiheadAttention(4, 0), ZeroDivisionError,
                       "integer division or modulo by zero"),
    "TransformerEncoderLayer dropout str": (
        lambda: nn.TransformerEncoderLayer(4, 2, 8, dropout="a"), TypeError,
        r"For 'Dropout', the type of 'p' should be one of '\['float', 'int'\]', but got type "
        r"'str'\."),
    # Primitive constructors
    "Stack axis str": (lambda: ops.Stack("a"), TypeError,
                       r"For 'Stack', the type of 'axis' should be 'int', but got type 'str'\."),
    "Sort axis str": (lambda: ops.Sort(axis="a"), TypeError,
                      r"For 'Sort', the type of 'axis' should be 'int', but got type 'str'\."),
    "Sort descending str": (lambda: ops.Sort(descending="x"), TypeError,
                            r"For 'Sort', the type of 'descending' should be 'bool', but got "
                            r"type 'str'\."),
    "BroadcastTo str": (lambda: ops.BroadcastTo("a"), TypeError,
                        r"For 'BroadcastTo', the type of 'shape' should be one of '\[list of int, "
                        r"Tensor, tuple of int\]', but got <class 'str'>\."),
    "InTopK str": (lambda: ops.InTopK("a"), TypeError,
                   r"For 'InTopK', the type of 'k' should be 'int', but got type 'str'\."),
    "L2Normalize two axes": (lambda: ops.L2Normalize(axis=(0, 1)), TypeError,
                             r"For 'L2Normalize', the length of 'axis' must be 1, but got 2, "
                             r"later will support multiple axis!"),
    "SparseSoftmaxCE is_grad str": (
        lambda: ops.SparseSoftmaxCrossEntropyWithLogits(is_grad="x"), TypeError,
        r"For 'SparseSoftmaxCrossEntropyWithLogits', the type of 'is_grad' should be 'bool', but "
        r"got type 'str'\."),
    "Squeeze out of range": (lambda: ops.Squeeze(3)(Tensor(np.ones((2, 1, 3), np.float32))),
                             ValueError, r"Dimension out of range \(expected to be in range of "
                                         r"\[-3, 3\), but got 3\)"),
    "AddN mixed dtypes": (lambda: ops.AddN()((_X, Tensor(np.ones((2, 3), np.int32)))), TypeError,
                          r"For primitive\[AddN\], the input type must be same\.\n"
                          r"name:\[element_0\]:Tensor\[Float32\]\.\nname:\[element_1\]:"
                          r"Tensor\[Int32\]\."),
    "AddN empty": (lambda: ops.AddN()(()), ValueError,
                   r"For primitive\[AddN\], the input num must be greater than or equal to 1, "
                   r"but got 0\."),
    "AddN numbers": (lambda: ops.AddN()([1, 2]), TypeError,
                     r"Failed calling AddN with \"AddN\(\)\(x=List<int, int>\)\"\."),
    # an axis out of range (the Cells and CumProd wrapped it before)
    "CumProd axis": (lambda: ops.CumProd()(_X, 5), ValueError,
                     r"For primitive\[CumProd\], the axis must be in \[-2,2\), but got 5\."),
    "Norm axis": (lambda: nn.Norm(axis=5)(_X), ValueError,
                  r"For primitive\[ReduceSum\], the axis value must be in \[-2,2\), but got 5\."),
    "Moments axis": (lambda: nn.Moments(axis=(0, 5))(_X), ValueError,
                     r"For primitive\[ReduceMean\], the axis value must be in \[-2,2\), but got "
                     r"5\."),
    "ReduceLogSumExp axis": (lambda: nn.ReduceLogSumExp(5)(_X), ValueError,
                             r"For primitive\[ReduceSum\], the axis value must be in \[-2,2\), "
                             r"but got 5\."),
    "ClipByNorm axis": (lambda: nn.ClipByNorm(axis=-3)(_X, Tensor(1.0)), ValueError,
                        r"The value in attribute `axis` should be within \[-2, 2\) range\."),
    # a Tensor of more than one element for Elu's/CeLU's alpha (most parsers: a TypeError)
    "elu tensor alpha": (lambda: ops.elu(_X, _X4), ValueError,
                         r"For 'Elu', the value of 'alpha' is invalid: "),
    "celu tensor alpha": (lambda: ops.celu(_X, _X4), ValueError,
                          r"For 'CeLU', the value of 'alpha' is invalid: "),
    # EmbeddingLookup and Dropout arguments
    "EmbeddingLookup max_norm str": (lambda: nn.EmbeddingLookup(10, 4, max_norm="a"), TypeError,
                                     r"For 'EmbeddingLookup', the 'max_norm' must be float, but "
                                     r"got 'str'"),
    "EmbeddingLookup max_norm negative": (
        lambda: nn.EmbeddingLookup(10, 4, max_norm=-1.0), ValueError,
        r"For 'EmbeddingLookup', the 'max_norm' must be float and must > 0, but got '-1\.0' with "
        r"type 'float'\."),
    "EmbeddingLookup sparse str": (lambda: nn.EmbeddingLookup(10, 4, sparse="x"), TypeError,
                                   r"For 'EmbeddingLookup', the type of 'sparse' should be 'bool', "
                                   r"but got type 'str'\."),
    "Dropout p str": (lambda: nn.Dropout(p="a"), TypeError,
                      r"For 'Dropout', the type of 'p' should be one of '\['float', 'int'\]', but "
                      r"got type 'str'\."),
    "Dropout p range": (lambda: nn.Dropout(p=1.5), ValueError,
                        r"For 'Dropout', the 'p' must be a number in range \[0, 1\), but got "
                        r"1\.5\."),
    "Dropout keep_prob range": (lambda: nn.Dropout(keep_prob=1.5), ValueError,
                                r"For 'Dropout', the 'keep_prob' must be a number in range "
                                r"\(0, 1\], but got 1\.5\."),
    # more Primitive checks
    "Identity int": (lambda: ops.Identity()(1), TypeError,
                     r"Failed calling Identity with \"Identity\(\)\(input_x=int\)\"\."),
    "NonZero str": (lambda: ops.NonZero()("a"), TypeError,
                    r"Failed calling NonZero with \"NonZero\(\)\(input=string\)\"\."),
    "Dropout keep_prob 0 when called": (lambda: ops.Dropout(keep_prob=0.0)(_X), RuntimeError,
                                        r"For 'Dropout, the 'keep_prob' must be in \(0\.0, 1\.0\], "
                                        r"but got 0$"),
    "MirrorPad mode": (lambda: ops.MirrorPad(mode="bad"), ValueError,
                       r"For 'MirrorPad', the 'mode' must be str and must be in "
                       r"'\['REFLECT', 'SYMMETRIC'\]', but got 'bad'\."),
    "ResizeNearestNeighbor size str": (lambda: ops.ResizeNearestNeighbor("a"), TypeError,
                                       r"For 'ResizeNearestNeighbor', the type of 'size' should be "
                                       r"one of '\[list of int, tuple of int\]', but got "
                                       r"<class 'str'>\."),
    "ResizeNearestNeighbor rank": (lambda: ops.ResizeNearestNeighbor((2, 2))(_X), ValueError,
                                   r"For primitive\[ResizeNearestNeighbor\], the image rank must "
                                   r"be equal to 4, but got 2\."),
    "LRN depth_radius": (lambda: nn.LRN(depth_radius=-1), ValueError,
                         r"For 'LRN', the 'depth_radius' must be int and must >= 0, but got '-1' "
                         r"with type 'int'\."),
    "dtype_to_nptype list": (lambda: ms.dtype_to_nptype([ms.int32]), TypeError,
                             r"unhashable type: 'list'"),
    # split counts
    "tensor_split float": (lambda: ops.tensor_split(_X, 1.5), TypeError,
                           r"Type of Argument `indices_or_sections` should be integer, tuple\(int\) "
                           r"or list\(int\), but got <class 'float'>"),
    "hsplit Tensor": (lambda: ops.hsplit(_X, _X4), TypeError,
                      r"Type of Argument `indices_or_sections` should be integer, tuple\(int\) or "
                      r"list\(int\), but got <class '.*Tensor'>"),
    "vsplit float element": (lambda: ops.vsplit(_X, [1.5]), TypeError,
                             r"Each element in 'indices_or_sections' should be integer, but got "
                             r"<class 'float'>\."),
    "chunk Tensor": (lambda: ops.chunk(_X, Tensor(2)), TypeError,
                     r"For ops\.chunk type of argument `chunks` should be integer, but got "
                     r"<class '.*Tensor'>"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_input(case):
    call, exc, pattern = CASES[case]
    raises_as_mindspore(call, exc, pattern)


def test_valid_inputs_keep_working():
    """The valid neighbours of the cases above, with 2.10's results (measured)."""
    add = _multitype(("Tensor", "Tensor"))
    assert add(1, 2) == (0, 2) and add("a", "b") == (0, 2)     # one registration: called
    assert _multitype(("Tensor",), ("Number",))(1) == (1, 1)
    assert ms.pytype_to_dtype(float) == ms.float64 and ms.pytype_to_dtype(str) == ms.string
    assert ms.pytype_to_dtype(np.dtype("int32")) == ms.int32
    assert ms.dtype_to_pytype(ms.bfloat16) is float and ms.dtype_to_pytype(ms.list_) is list
    assert _X.astype("Float32").dtype == ms.float32 and _X.astype(float).dtype == ms.float64
    assert _X.astype(np.int32).dtype == ms.int32 and _X.type(ms.int8).dtype == ms.int8
    assert _X.to(Tensor(1)).dtype == ms.int64 and _X.to(_X).dtype == ms.float32
    assert _X.view(ms.int32).asnumpy()[0, 1] == 1065353216          # the bits of 1.0
    assert _X.view(ms.int8).shape == (2, 12) and _X.view(ms.float16).shape == (2, 6)
    assert _X.view(ms.bool_).shape == (2, 12) and _X.view(bool).dtype == ms.bool_
    assert Tensor(np.ones((2, 4), np.float32)).view(ms.float64).shape == (2, 2)
    assert Tensor(np.ones((2, 4), np.int8)).view(ms.int32).asnumpy().tolist() == [[16843009]] * 2
    assert _X.view(ms.int32).view(ms.float32).asnumpy().tolist() == _X.asnumpy().tolist()
    assert ops.fft(_X, Tensor(2)).shape == (2, 2) and ops.fftshift(_X, Tensor(1)).shape == (2, 3)
    assert ops.fft2(_X, s=[2, 2]).shape == (2, 2) and ops.fftshift(_X, (0, 0)).shape == (2, 3)
    assert nn.MultiheadAttention(4, 2, dropout="a").dropout == "a"      # read when it drops
    assert ops.Stack(1).axis == 1
    y = Tensor(np.ones((2, 1, 3), np.float32))
    assert ops.Squeeze(0)(y).shape == (2, 1, 3) and ops.Squeeze((0, 1))(y).shape == (2, 3)
    assert ops.Squeeze(1)(Tensor(np.float32(1))).shape == ()
    assert nn.Norm(axis=-1)(_X).shape == (2,) and ops.CumProd()(_X, -1).shape == (2, 3)
    assert nn.EmbeddingLookup(10, 4, max_norm=1.0)(Tensor([1, 2], ms.int32)).shape == (2, 4)
    assert ops.identity(1) == 1 and ops.Identity()(_X).shape == (2, 3)
    assert ops.Dropout(keep_prob=0.5)(_X)[0].shape == (2, 3) and ops.MirrorPad("SYMMETRIC")
    assert [t.shape for t in ops.tensor_split(_X, (1,))] == [(1, 3), (1, 3)]
    assert len(ops.hsplit(_X, [1, 2])) == 3 and len(ops.chunk(_X, 2)) == 2
