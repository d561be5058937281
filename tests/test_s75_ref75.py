"""Session 75 (ref75): one mechanism gives Tensor methods 2.10's argument texts.

``minicell/ops/method_texts.py`` builds each such method's wrapper once, over its function:
the descriptor check of ``common._unbound.method`` takes the hooks of the failure path (the
method's arity texts, 2.10's parser texts, the overload listing) and an operand guard
(``tensor_method_operands.guarded``) takes the parser's hook for a None, where before four
installers rebuilt each other's wrappers from their closures. The texts are 2.10's, measured on
2.10 CPU (the rows named below: bad_input_rows51_kw, 53_kw_p, 53_kw_g, 57_parse, 57_sigs).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor
from minicell.common.tensor import _TENSOR_METHODS
from minicell.ops import method_parser, method_texts


@pytest.fixture(autouse=True)
def _restore_mode():
    old = ms.get_context("mode")
    yield
    ms.set_context(mode=old)


def _x():
    return Tensor(np.ones((2, 3), np.float32))


def _raises(call):
    with pytest.raises(TypeError) as info:
        call()
    return str(info.value)


ACOS = 'Failed calling acos with "acos(bogus=int)".\nThe valid calling should be:\n"Tensor.acos()"'


def acos_bogus(x):
    return x.acos(bogus=1)


def test_a_listed_method_gets_the_text_for_a_bad_keyword_in_both_modes():
    """2.10: the same listing op by op and in a graph (rows 'p acos bogus', 'g acos bogus')."""
    assert _raises(lambda: acos_bogus(_x())) == ACOS
    ms.set_context(mode=ms.GRAPH_MODE)
    assert _raises(lambda: ms.jit(acos_bogus)(_x())) == ACOS


def test_parser_arity_and_guard_texts_of_one_wrapper():
    """rows 'abs-two_kw' (parser), 'greater-noarg' / 'greater-none' (parser; the None through
    the operand guard), 't-none' (arity listing), 'kw astype' (the 2.10 qualname)."""
    x = _x()
    assert _raises(lambda: x.abs(zzz=1, bogus=2)) == \
        "abs() got an unexpected keyword argument 'bogus'."
    assert _raises(lambda: x.greater()) == \
        "greater() missing 1 required positional argument: other."
    assert _raises(lambda: x.greater(None)) == \
        "greater(): missing 1 required positional argument: other."
    assert _raises(lambda: x.t(None)) == \
        'Failed calling t with "t(None)".\nThe valid calling should be:\n"Tensor.t()"'
    assert _raises(lambda: x.astype(zzz=1)) == \
        "Tensor.astype() got an unexpected keyword argument 'zzz'"


def test_qualname_is_the_methods_alone():
    """2.10's Python methods are named ``Tensor.<name>``; the op table's function, which the
    ``ops`` spellings share, keeps its own name (the method is built over a copy)."""
    assert Tensor.astype.__qualname__ == "Tensor.astype"
    assert Tensor.astype.__name__ == "astype"
    assert _TENSOR_METHODS["astype"].__qualname__ != "Tensor.astype"
    assert Tensor.greater.__qualname__ == _TENSOR_METHODS["greater"].__qualname__


def test_each_method_is_built_once_and_the_hook_runs_once(monkeypatch):
    """A second install keeps every method; ``greater`` is the guard over one descriptor
    wrapper over the op table's function, and a refused call parses its arguments once."""
    before = dict(vars(Tensor))
    method_texts.install(Tensor, _TENSOR_METHODS)
    assert all(vars(Tensor)[k] is v for k, v in before.items())
    guard = vars(Tensor)["greater"]
    assert guard.__wrapped__.__wrapped__ is _TENSOR_METHODS["greater"]
    calls = []
    parse = method_parser.parse_error

    def counted(*args):
        calls.append(args[0])
        return parse(*args)
    monkeypatch.setattr("minicell.ops.method_parser.parse_error", counted)
    with pytest.raises(TypeError):
        _x().greater()
    with pytest.raises(TypeError):
        _x().greater(None)
    assert calls == ["greater", "greater"]
    assert _x().greater(0).asnumpy().all()      # a call that computes parses nothing
    assert calls == ["greater", "greater"]


def test_a_method_without_texts_is_the_plain_descriptor_check():
    """``add`` has no hook: its wrapper only checks the receiver (2.10's descriptor text)."""
    add = vars(Tensor)["add"]
    assert add.__wrapped__ is _TENSOR_METHODS["add"]
    assert "add" not in method_texts.names()
    assert _raises(lambda: Tensor.add([1], [2])) == \
        "descriptor 'add' for 'Tensor' objects doesn't apply to a 'list' object"
