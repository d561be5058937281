"""Augmented assignment on a list in GRAPH_MODE code: ``y op= v`` is ``y = y op v``, never
in place, as MindSpore 2.10's graph front end runs it (PYNATIVE_MODE stays Python's ``+=``).

Measured on MindSpore 2.10 (CPU), each case in its own process, construct bodies below:

GRAPH_MODE -> PYNATIVE_MODE:
- ``y=[1,2]; z=y; y += [3]; return z, y``: ``([1, 2], [1, 2, 3])`` -> ``([1, 2, 3], [1, 2, 3])``
- ``a=[1]; self.f(a)`` with f doing ``a += [2]``: ``[1]`` -> ``[1, 2]``
- ``self.l += [3]`` (l = [1, 2]): ``[1, 2, 3]``, self.l ``[1, 2, 3]`` in both modes
- ``y=[1]; y += (2,)``: TypeError can only concatenate list (not "tuple") to list -> ``[1, 2]``
- ``y=[1]; y += 2.5``: TypeError can only concatenate list (not "float") to list ->
  TypeError 'float' object is not iterable
- ``y=[1]; y += None``: TypeError can only concatenate list (not "NoneType") to list ->
  TypeError 'NoneType' object is not iterable
- ``y=[1,2]; z=y; y *= 2``: ``([1, 2], [1, 2, 1, 2])`` -> ``([1, 2, 1, 2], [1, 2, 1, 2])``
- ``y=(1,); y += (2,)``: ``(1, 2)`` in both; ``y=(1,); y += [2]``: TypeError can only
  concatenate tuple (not "list") to tuple in both

Bytecode capture (``jit(capture_mode="bytecode")``) keeps Python's in-place ``+=``
(tests/test_ms_st_pijit2.py).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn


@pytest.fixture
def graph_mode():
    old = ms.get_context("mode")
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=old)


def _x():
    return Tensor(np.ones(1, np.float32))


class _Alias(nn.Cell):
    def construct(self, x):
        y = [1, 2]
        z = y
        y += [3]
        return z, y


class _Mul(nn.Cell):
    def construct(self, x):
        y = [1, 2]
        z = y
        y *= 2
        return z, y


class _Arg(nn.Cell):
    def f(self, a):
        a += [2]
        return a

    def construct(self, x):
        a = [1]
        self.f(a)
        return a


class _Attr(nn.Cell):
    def __init__(self):
        super().__init__()
        self.l = [1, 2]

    def construct(self, x):
        self.l += [3]
        return self.l


class _AddTuple(nn.Cell):
    def construct(self, x):
        y = [1]
        y += (2,)
        return y


class _AddFloat(nn.Cell):
    def construct(self, x):
        y = [1]
        y += 2.5
        return y


class _AddNone(nn.Cell):
    def construct(self, x):
        y = [1]
        y += None
        return y


class _TupleTuple(nn.Cell):
    def construct(self, x):
        y = (1,)
        y += (2,)
        return y


def test_list_augassign_is_not_in_place_in_graph(graph_mode):
    # measured on 2.10 (GRAPH_MODE)
    assert _Alias()(_x()) == ([1, 2], [1, 2, 3])
    assert _Mul()(_x()) == ([1, 2], [1, 2, 1, 2])
    assert _Arg()(_x()) == [1]
    assert _TupleTuple()(_x()) == (1, 2)


def test_self_attr_list_augassign_in_graph(graph_mode):
    net = _Attr()
    assert net(_x()) == [1, 2, 3]     # measured on 2.10
    assert net.l == [1, 2, 3]


@pytest.mark.parametrize("cls, name", [(_AddTuple, "tuple"), (_AddFloat, "float"),
                                       (_AddNone, "NoneType")])
def test_list_augassign_errors_in_graph(graph_mode, cls, name):
    # measured on 2.10 (GRAPH_MODE)
    with pytest.raises(TypeError, match=rf'^can only concatenate list \(not "{name}"\) to list$'):
        cls()(_x())


def test_list_augassign_stays_in_place_in_pynative():
    ms.set_context(mode=ms.PYNATIVE_MODE)
    assert _Alias()(_x()) == ([1, 2, 3], [1, 2, 3])      # measured on 2.10 (PYNATIVE_MODE)
    assert _Arg()(_x()) == [1, 2]
    assert _AddTuple()(_x()) == [1, 2]


# Bit operators on Python floats in GRAPH_MODE code, measured on 2.10 (GRAPH_MODE; PYNATIVE_MODE
# is Python's "unsupported operand type(s)" TypeError): ints and bools keep Python's result
# (``3 | 5`` -> 7 in both modes).
class _Or(nn.Cell):
    def construct(self, x):
        return 10.0 | 11.0


class _AndBool(nn.Cell):
    def construct(self, x):
        return 2.5 & True


class _IntOrFloat(nn.Cell):
    def construct(self, x):
        return 3 | 2.5


class _Xor(nn.Cell):
    def construct(self, x):
        return 10.0 ^ 11.0


class _IntOr(nn.Cell):
    def construct(self, x):
        return (3 | 5, 6 & 3, 6 ^ 3, True | False)


@pytest.mark.parametrize("cls, text", [
    (_Or, "For primitive[bit_or], the input argument[x_dtype] must be a type of "
          "{Bool, Int32, Int64}, but got Float32."),
    (_AndBool, "For primitive[bit_and], the input argument[x_dtype] must be a type of "
               "{Bool, Int32, Int64}, but got Float32."),
    (_IntOrFloat, "For primitive[bit_or], the input argument[y_dtype] must be a type of "
                  "{Bool, Int32, Int64}, but got Float32."),
    (_Xor, "Unsupported input type. For BitXor, only integer types are supported, but got "
           "type of x:FP32Imm, value of x:10, type of y:FP32Imm, value of y:11")])
def test_float_bit_operators_in_graph(graph_mode, cls, text):
    with pytest.raises(TypeError) as err:     # measured on 2.10 (GRAPH_MODE)
        cls()(_x())
    assert str(err.value).startswith(text)


def test_int_bit_operators_in_graph(graph_mode):
    assert _IntOr()(_x()) == (7, 2, 5, True)
