"""Error texts of layout ops as MindSpore 2.10 gives them, per mode (measured on 2.10 CPU, a Cell
calling the op on a (2, 3, 4) float32 input, each case alone): checks 2.10 writes in Python
inside its ops are quoted in GRAPH_MODE (ops.chunk, narrow, tensor_split, pad); checks its
graph compiler makes with another text (Unstack's, ExpandDims', Stack's) give that text in a
graph; validators that run in both modes (ReverseV2's, repeat_elements', Concat's, Meshgrid's
enum, Tril/Triu's rank) give theirs in both."""
import re

import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, ops

from conftest import FnCell

X = Tensor(np.ones((2, 3, 4), np.float32))

# (op, PYNATIVE text, GRAPH text): None where GRAPH_MODE quotes the PYNATIVE text
_fn = lambda t: ops.chunk(t, 0)
_fn2 = lambda t: ops.narrow(t, 0, 1, 5)
_fn3 = lambda t: ops.tensor_split(t, 0)
_fn4 = lambda t: ops.pad(t, (1, 2, 3))
_fn5 = lambda t: ops.unbind(t, 4)
_fn6 = lambda t: ops.unsqueeze(t, 9)
_fn7 = lambda t: ops.expand_dims(t, -5)
_fn8 = lambda t: ops.stack((t, t), 5)
_fn9 = lambda t: ops.flip(t, (0, -5))
_fn10 = lambda t: t.flip((5,))
_fn11 = lambda t: ops.repeat_interleave(t, Tensor([1, -1]), 0)
_fn12 = lambda t: ops.cat((t, t), -4)
_fn13 = lambda t: ops.meshgrid(t[0, 0], indexing="zz")
_fn14 = lambda t: ops.triu(t[0, 0])
_fn15 = lambda t: ops.tril(t[0, 0])
CASES = [
    (_fn, "For ops.chunk parameter 'chunks' must be greater than 0, but "
     "got 0", None),
    (_fn2, "The input value must be in range of [1, 1], but got 5 "
     "with type 'int'.", None),
    (_fn3, "For tensor_split, the value of 'indices_or_sections' "
     "must be more than zero but got 0", None),
    (_fn4, "For 'pad', the size of padding must be divisible by 2, "
     "but got 3", None),
    (_fn5, "Dimension out of range (expected to be in range of [-3, 3), "
     "but got 4)", "For primitive[Unstack], the axis value must be in [-3,3), but got 4."),
    (_fn6, "Dimension out of range (expected to be in range of [-4, 4), "
     "but got 9)", "ExpandDimserror: axis value invalid. axis: 9, input dims: 3"),
    (_fn7, "Dimension out of range (expected to be in range of "
     "[-4, 4), but got -5)", "ExpandDimserror: axis value invalid. axis: -5, input dims: 3"),
    (_fn8, "For primitive[Stack], the Stack axis must be in [-4,3], "
     "but got 5.", "For 'Stack', the 'axis' must be in range of [-4, 3], but got 5 with type "
     "'int'."),
    (_fn9, "For 'ReverseV2', the 'axis[1]' must be in range of "
     "[-3, 3), but got -5 with type 'int'.", "="),
    (_fn10, "For 'ReverseV2', the 'axis[0]' must be in range of [-3, 3), but "
     "got 5 with type 'int'.", "="),
    (_fn11, "For 'repeat_elements', the 'rep' "
     "must be in range of (0, 2147483647], but got -1 with type 'int'.", "="),
    (_fn12, "For primitive[Concat], the axis value must be in [-3,3), "
     "but got -4.", "="),
    (_fn13, "Failed to convert the value \"zz\" of "
     "input 'indexing' of 'Meshgrid' to enum.", "="),
    (_fn14, "For primitive[Triu], the rank of input must be greater than "
     "or equal to 2, but got 1.", "="),
    (_fn15, "For primitive[Tril], the x's rank must be greater than or "
     "equal to 2, but got 1.", "="),
]


@pytest.mark.parametrize("fn,eager,graph", CASES)
def test_error_text_per_mode(fn, eager, graph, mode):
    want = eager if mode == ms.PYNATIVE_MODE or graph == "=" else \
        f"'{eager}'" if graph is None else graph
    with pytest.raises(ValueError) as info:
        FnCell(fn)(X)
    assert str(info.value).splitlines()[0] == want


def test_meshgrid_indexing_type_and_numpy_meshgrid_unchanged():
    with pytest.raises(TypeError, match=re.escape(
            "For 'Meshgrid', the input 'indexing' should be a str, but got <class 'int'>.")):
        ops.meshgrid(X[0, 0], indexing=3)
    a, b = ms.numpy.meshgrid(Tensor([1.0, 2.0]), Tensor([3.0, 4.0, 5.0]))
    assert a.shape == b.shape == (3, 2)


def test_valid_calls_still_compute(mode):
    fn2 = (lambda t: (ops.flip(t, (-1,)), ops.cat((t, t), -3), ops.stack((t, t), -4),
                      ops.unsqueeze(t, -4), ops.triu(t[0]), ops.chunk(t, 2, 2)))
    out = FnCell(fn2)(X)
    assert [o.shape for o in out[:5]] == [(2, 3, 4), (4, 3, 4), (2, 2, 3, 4), (1, 2, 3, 4),
                                          (3, 4)]
    assert [c.shape for c in out[5]] == [(2, 3, 2), (2, 3, 2)]
