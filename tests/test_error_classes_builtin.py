"""2.10's checks raise the builtin TypeError/ValueError themselves (``type(err).__name__`` is
'TypeError', a traceback ends in 'TypeError: ...'). minicell's errors whose text is 2.10's as it
stands (``runtime.checks.marked_error``: kernel selection, infer checks) are those builtins too,
in both modes, not subclasses of them; their texts are pinned by the catalogue tests."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops, Tensor
from conftest import FnCell

I32 = Tensor(np.array([1, 2], np.int32))
BOOL = Tensor(np.array([True, False]))
X3 = Tensor(np.ones((2, 3, 4), np.float32))

_fn = lambda x: ops.topk(x, 1, largest=False)
_fn2 = lambda x: ops.transpose(x, (0, 3, 1))
_fn3 = lambda x: ops.reshape(x, (5, -1))
_fn4 = lambda x: ops.RealDiv()(x, x)
_fn5 = lambda x: ops.broadcast_to(x, (4,))
CASES = [  # (call, input, the builtin class, the start of 2.10's text)
    (ops.ceil, I32, TypeError, "For primitive[Ceil], the input argument[input_x] must be"),
    (ops.tanh, BOOL, TypeError, "Select CPU operator[Tanh] fail! Unsupported data type!"),
    (_fn, BOOL, TypeError,
     "Select CPU operator[Neg] fail!"),
    (_fn2, X3, ValueError, None),
    (_fn3, X3, ValueError, None),
    (_fn4, BOOL, TypeError, "For primitive[RealDiv]"),
    (_fn5, X3, ValueError,
     "For primitive [BroadcastTo]: input's rank should be less equal"),
]


@pytest.mark.parametrize("mode", ["pynative", "graph"])
@pytest.mark.parametrize("fn,x,cls,text", CASES)
def test_two_ten_texts_come_as_the_builtin_class(mode, fn, x, cls, text):
    prev = ms.get_context("mode")
    ms.set_context(mode=ms.GRAPH_MODE if mode == "graph" else ms.PYNATIVE_MODE)
    try:
        with pytest.raises(cls) as info:
            FnCell(fn)(x)
    finally:
        ms.set_context(mode=prev)
    assert type(info.value) is cls, type(info.value)
    if text is not None:
        assert text in str(info.value)
