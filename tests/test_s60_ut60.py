"""Session 60, helper ut60: MindSpore's ut tests of the graph front end.

ut/python/pipeline/parse/test_debug_info.py::test_parse_slice_location: 2.10's inference errors
go on with the construct lines that made the failing node ('The Traceback of Net Construct
Code'); minicell gave the bare text."""
import pytest

import minicell as ms
from minicell import Tensor, jit, nn

_RULE = "-" * 52


class _Inner(nn.Cell):
    def construct(self, x):
        return x[1.5:2]


class _Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = _Inner()

    def construct(self, x):
        return self.inner(x) + 1


def test_slice_bound_error_quotes_construct_lines():
    # measured on 2.10 (GRAPH_MODE): 'Slice indices must be integers or bool. But got a Float32
    # number.', the C++ call stack, then this block: '# 0' the outer construct's call line,
    # '# 1' the inner's slice, each with its source line and a caret
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(TypeError) as info:
            _Outer()(Tensor((1, 2, 3)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    text = str(info.value)
    head, _, trace = text.partition("\n\n")
    assert head == "Slice indices must be integers or bool. But got a Float32 number."
    lines = trace.split("\n")
    assert lines[:3] == [_RULE, "- The Traceback of Net Construct Code:", _RULE]
    assert lines[3].startswith(f"# 0 In file {__file__}:")
    assert lines[4] == "        return self.inner(x) + 1"
    assert lines[6].startswith(f"# 1 In file {__file__}:")
    assert lines[7] == "        return x[1.5:2]"
    assert lines[8].strip().startswith("^~") and len(lines) == 9


def test_slice_bound_error_in_jit_function_once():
    # measured on 2.10: a jit function's str bound: '... But got a String number.' and one
    # frame, '# 0' quoting 'return x["a":]'
    @jit
    def f(x):
        return x["a":]

    with pytest.raises(TypeError) as info:
        f(Tensor((1, 2, 3)))
    text = str(info.value)
    assert text.startswith("Slice indices must be integers or bool. But got a String number.\n")
    assert text.count("The Traceback of Net Construct Code") == 1
    assert '    return x["a":]' in text and "# 1 In file" not in text


def test_slice_bound_error_pynative_unchanged():
    # measured on 2.10 (PYNATIVE_MODE): the eager RuntimeError, no construct block
    with pytest.raises(RuntimeError) as info:
        Tensor((1, 2, 3))[1.5:]
    assert str(info.value) == "Slice index type must be int, tensor or none."
