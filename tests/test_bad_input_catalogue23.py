"""Bad input, twenty-third round: numpy arrays as op inputs (measured against MindSpore 2.10
CPU with /tmp/bad23's catalogue, one case per forked process). 2.10's primitives take Tensors,
numbers and sequences, never a ``numpy.ndarray``: in PYNATIVE_MODE a functional op, a
Primitive call, a mint function, a Tensor operator (array on the right) and a layer built on
them refuse one with the primitive's 'Failed calling' TypeError, which prints the array's class
(``<class 'numpy.ndarray'>``); 2.10's C++ type checks name it 'External'; mindspore.numpy's
functions refuse one in any argument with their own texts. What 2.10 accepts
stays accepted: numpy scalars as numbers, ``Tensor(array)``, ``array + t`` (numpy's own sum),
``t == array`` (Python's False), ``ops.depend``/``ops.stop_gradient``. Also bad22's leftover:
vision.RandomPerspective takes PIL images only."""
import re

import numpy as np
import pytest

import minicell as ms
from minicell import mint, nn, ops
from conftest import raises_as_mindspore

A = np.arange(6, dtype=np.float32).reshape(2, 3)
X = ms.Tensor(A)
_ND = "<class 'numpy.ndarray'>"


def _failed(prim, operands):
    """2.10's first line: 'Failed calling Add with "Add()(input=Tensor, other=<ndarray>)".'"""
    head = prim.split("(")[0]
    return "^" + re.escape(f'Failed calling {head} with "{prim}({operands.format(nd=_ND)})".')


CASES = {
    # the dispatcher: any registry op given an array in PYNATIVE_MODE
    "ops.add array first": (lambda: ops.add(A, X), TypeError,
                            _failed("Add()", "input={nd}, other=Tensor")),
    "ops.add array second": (lambda: ops.add(X, A), TypeError,
                             _failed("Add()", "input=Tensor, other={nd}")),
    "ops.mul array and float": (lambda: ops.mul(A, 2.0), TypeError,
                                _failed("Mul()", "input={nd}, other=float")),
    "ops.pow exponent name": (lambda: ops.pow(A, 2), TypeError,
                              _failed("Pow()", "input={nd}, exponent=int")),
    "ops.abs": (lambda: ops.abs(A), TypeError, _failed("Abs()", "input={nd}")),
    "ops.relu": (lambda: ops.relu(A), TypeError, _failed("ReLU()", "input={nd}")),
    "ops.Add()": (lambda: ops.Add()(X, A), TypeError, _failed("Add()", "input=Tensor, other={nd}")),
    "ops.ReLU()": (lambda: ops.ReLU()(A), TypeError, _failed("ReLU()", "input={nd}")),
    "nn.ReLU": (lambda: nn.ReLU()(A), TypeError, _failed("ReLU()", "input={nd}")),
    "mint.abs": (lambda: mint.abs(A), TypeError, _failed("Abs()", "input={nd}")),
    "mint.nn.ReLU": (lambda: mint.nn.ReLU()(A), TypeError, _failed("ReLU()", "input={nd}")),
    # the functional spellings with 2.10's own call texts
    "ops.gather indices": (lambda: ops.gather(X, np.array([0, 1]), 0), TypeError,
                           _failed("Gather(batch_dims=int)", "input_params=Tensor, "
                                   "input_indices={nd}, axis=int")),
    "ops.where condition": (lambda: ops.where(A > 1, X, X), TypeError,
                            _failed("Select()", "condition={nd}, input=Tensor, other=Tensor")),
    "ops.clamp": (lambda: ops.clamp(A, 0, 1), TypeError,
                  _failed("ClampScalar()", "input={nd}, min=int, max=int")),
    "ops.cumsum": (lambda: ops.cumsum(A, 0), TypeError,
                   _failed("CumSum(exclusive=bool, reverse=bool)", "input={nd}, axis=int")),
    "ops.concat element": (lambda: ops.concat([A, X]), TypeError,
                           _failed("Concat(axis=int)", "tensors=List<{nd}, Tensor>")),
    "ops.sum": (lambda: ops.sum(A), TypeError,
                _failed("SumExt()", "input={nd}, dim=None, keepdim=bool, "
                        "dtype=mindspore.dtype")),
    "ops.reshape": (lambda: ops.reshape(A, (3, 2)), TypeError,
                    _failed("Reshape()", "input={nd}, shape=Tuple<int, int>")),
    "ops.Transpose()": (lambda: ops.Transpose()(A, (1, 0)), TypeError,
                        _failed("Transpose()", "input={nd}, dims=Tuple<int, int>")),
    "ops.nonzero": (lambda: ops.nonzero(A), TypeError, _failed("NonZero()", "input={nd}")),
    "ops.sort External": (lambda: ops.sort(A), TypeError,
                          r"^For Primitive\[Sort\], the type of input argument\[inputx\] must be "
                          r"Tensor but got External\.$"),
    "ops.size External": (lambda: ops.size(A), TypeError,
                          r"^For 'Size', input must be a Tensor, but got: External\.$"),
    "ops.std": (lambda: ops.std(A), TypeError,
                r"^For std, input must be a Tensor, but got <class 'numpy\.ndarray'>\.$"),
    "ops.split": (lambda: ops.split(A, 1), TypeError,
                  r"^expect `tensor` is a Tensor, but got <class 'numpy\.ndarray'>$"),
    # Tensor operators, the array on the right
    "t + array": (lambda: X + A, TypeError, _failed("Add()", "input=Tensor, other={nd}")),
    "t * array": (lambda: X * A, TypeError, _failed("Mul()", "input=Tensor, other={nd}")),
    "t / array": (lambda: X / A, TypeError, _failed("div", "{nd}")),
    "t ** array": (lambda: X ** A, TypeError, _failed("pow", "{nd}")),
    "t < array": (lambda: X < A, TypeError, _failed("less", "Tensor, {nd}")),
    "t > array": (lambda: X > A, TypeError, _failed("Greater()", "input=Tensor, other={nd}")),
    "t % array": (lambda: X % A, TypeError, _failed("__mod__", "{nd}")),
    "t + 0-d array": (lambda: X + np.array(1.0), TypeError,
                      _failed("Add()", "input=Tensor, other={nd}")),
    "ops.assign": (lambda: ops.assign(ms.Parameter(X, name="p"), A), TypeError,
                   _failed("Assign()", "variable=Tensor, value={nd}")),
    "ops.AssignAdd()": (lambda: ops.AssignAdd()(ms.Parameter(X, name="p"), A), TypeError,
                        _failed("AssignAdd()", "variable=Tensor, value={nd}")),
    "ops.zeros array shape": (lambda: ops.zeros(np.array([2, 3])), TypeError,
                              _failed("Zeros()", "size={nd}, dtype=mindspore.dtype")),
    "ops.ones array shape": (lambda: ops.ones(np.array([2, 3])), TypeError,
                             _failed("Ones()", "shape={nd}, dtype=mindspore.dtype")),
    "mnp.zeros array shape": (lambda: ms.numpy.zeros(np.array([2, 3])), TypeError,
                              r"^only int, tuple, list and tensor are allowed for shape, but got "
                              r"<class 'numpy\.ndarray'>$"),
    "Model.predict array": (lambda: ms.train.Model(nn.Dense(3, 2)).predict(A), TypeError,
                            r"^The types of input data must be in the Union\(Tensor, None, int, "
                            r"float, str, tuple\[Tensor, None, int, float, str\], list\[Tensor, "
                            r"None, int, float, str\], dict\[Tensor, None, int, float, str\]\), "
                            r"but got type ndarray\.$"),
    # Tensor methods: their parsers' texts
    "t.eq": (lambda: X.eq(A), TypeError, _failed("eq", "{nd}")),
    "t.maximum": (lambda: X.maximum(A), TypeError,
                  r"^maximum\(\): argument 'other' \(position 1\) must be Tensor, not ndarray\.$"),
    "t.copy_": (lambda: X.copy_(A), TypeError,
                r"^copy_\(\): argument 'src' \(position 1\) must be Tensor, not ndarray\.$"),
    "t.view_as": (lambda: X.view_as(A), TypeError, _failed("view_as", "{nd}")),
    "t.inner": (lambda: X.inner(A), TypeError,
                r"^For primitive\[Shape\], the input argument must be Tensor, but got "
                r"<class 'numpy\.ndarray'>\.$"),
    "t.igamma": (lambda: X.igamma(A), TypeError,
                 r"^The primitive\[Igamma\]'s input arguments\[a, x\] must be all tensor and "
                 r"those type must be same\. But got input argument\[x\]:External"),
    # mindspore.numpy: any argument, one of two texts by function
    "mnp.add": (lambda: ms.numpy.add(X, A), TypeError, r"^Expect input to be array like\.$"),
    "mnp.sum keyword": (lambda: ms.numpy.sum(a=A), TypeError,
                        r"^Expect input to be array like\.$"),
    "mnp.tanh": (lambda: ms.numpy.tanh(A), TypeError,
                 r"^expect Tensor, but got <class 'mindspore\._c_expression\.typing\.Type'>$"),
    # a regression the re-run of bad19 found (a79dae8): mint's interpolate reads the rank first
    "mint interpolate str": (lambda: mint.nn.functional.interpolate("a", (8, 8)), TypeError,
                             r"^the input x must be Tensor!$"),
    "mint Upsample None": (lambda: mint.nn.Upsample(size=(8, 8))(None), TypeError,
                           r"^the input x must be Tensor!$"),
    # bad22's leftover: 2.10's RandomPerspective runs in Python on PIL images only
    "RandomPerspective array": (
        lambda: ms.dataset.vision.RandomPerspective(prob=0.0)(np.ones((4, 4, 3), np.uint8)),
        ValueError, r"^Input image should be a Pillow image\.$"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_numpy_array_input(name):
    call, exc, pattern = CASES[name]
    raises_as_mindspore(call, exc, pattern)


def test_what_2_10_accepts():
    # numpy scalars are numbers; a Tensor made of the array; numpy's own sum on the left;
    # Python's answer to ==/!=; ops that take anything (all measured on 2.10)
    assert ops.add(X, np.float32(1.0)).shape == (2, 3)
    assert ops.Add()(X, np.int64(1)).dtype == ms.float32
    assert (ms.Tensor([1, 2], ms.int32) + np.int64(1)).dtype == ms.int32
    assert ops.reshape(X, (np.int64(3), np.int64(2))).shape == (3, 2)
    assert (ms.Tensor(A) + 1).shape == (2, 3)
    left = A + X
    assert isinstance(left, np.ndarray) and left.shape == (2, 3)
    assert (X == A) is False and (X != A) is True
    assert ops.depend(X, A).shape == (2, 3)
    assert ops.ones(np.int64(3)).shape == (3,)      # a numpy int is an int
    assert X.reshape_as(A.T).shape == (3, 2)        # reads the array's shape only
    assert isinstance(ops.stop_gradient(A), np.ndarray)
    assert ops.is_tensor(A) is False
