"""Regressions of fuzz family 31 (``fuzz_programs31``) and fuzz30's leftovers, measured on
MindSpore 2.10 (CPU, one case per process: /tmp/fuzz31/lo_add3.py, ref_bool*.txt)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Parameter, Tensor

_BOOL_TEXT = ("For primitive[{}], the input argument[x] must be a type of {{Tensor[BFloat16], "
              "Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], "
              "Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], "
              "Tensor[UInt8]}}, but got Tensor[Bool].")
M = np.array([True, False, True])
N = np.array([3, 0, -1], np.int32)


@pytest.fixture
def graph():
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


def _net(fn):
    class Net(nn.Cell):
        def construct(self, m, n):
            return fn(m, n)
    return Net()


_add = lambda m, n: ops.add(m, m)
_add2 = lambda m, n: ops.add(m, True)
_add3 = lambda m, n: ops.add(True, m)
_sub = lambda m, n: ops.sub(m, m)
_add4 = lambda m, n: ops.Add()(m, m)
_FUNCTIONAL = [("Add", _add), ("Add", _add2),
               ("Add", _add3), ("Sub", _sub),
               ("Add", _add4)]
_add5 = lambda m, n: m + m
_add6 = lambda m, n: m + True
_add7 = lambda m, n: True + m
_add8 = lambda m, n: m.add(m)
_sub2 = lambda m, n: m - m
_sub3 = lambda m, n: m - True
_sub4 = lambda m, n: m.sub(m)
_OPERATORS = [("Add", _add5, [True, False, True]),
              ("Add", _add6, [True, True, True]),
              ("Add", _add7, [True, True, True]),
              ("Add", _add8, [True, False, True]),
              ("Sub", _sub2, [False, False, False]),
              ("Sub", _sub3, [False, True, False]),
              ("Sub", _sub4, [False, False, False])]


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("prim,fn", _FUNCTIONAL)
def test_functional_add_sub_refuse_two_bools(prim, fn, mode):
    """2.10: ``ops.add``/``ops.sub`` (and ``ops.Add()``) of two Bool operands, a Python bool
    counting as one, are Add's/Sub's TypeError in both modes (minicell computed the or)."""
    ms.set_context(mode=mode)
    try:
        with pytest.raises(TypeError) as e:
            _net(fn)(Tensor(M), Tensor(N))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert str(e.value).splitlines()[0] == _BOOL_TEXT.format(prim)


@pytest.mark.parametrize("prim,fn,want", _OPERATORS)
def test_bool_operators_compute_eagerly_and_refuse_in_graph(prim, fn, want, graph):
    """2.10's Tensor ``+``/``-`` and ``add``/``sub`` methods of two Bool operands: the logical or
    and the exclusive or in PYNATIVE_MODE (minicell raised JAX's refusal for ``-``), Add's/Sub's
    TypeError in GRAPH_MODE (minicell computed)."""
    with pytest.raises(TypeError) as e:
        _net(fn)(Tensor(M), Tensor(N))
    assert str(e.value).splitlines()[0] == _BOOL_TEXT.format(prim)
    ms.set_context(mode=ms.PYNATIVE_MODE)
    out = _net(fn)(Tensor(M), Tensor(N))
    assert out.dtype == ms.bool_ and out.asnumpy().tolist() == want


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_bool_with_other_kinds_promotes(mode):
    """A Bool operand with an int Tensor or a float promotes in both modes (2.10: Int32 [4, 0, 0]
    and Float32 [2.5, 1.5, 2.5])."""
    ms.set_context(mode=mode)
    try:
        fn2 = lambda m, n: (ops.add(m, n), m + n, ops.add(m, 1.5), m - n)
        outs = _net(fn2)(
            Tensor(M), Tensor(N))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert [o.dtype for o in outs] == [ms.int32, ms.int32, ms.float32, ms.int32]
    assert [o.asnumpy().tolist() for o in outs] == [[4, 0, 0], [4, 0, 0], [2.5, 1.5, 2.5],
                                                    [-2, 0, 2]]


class _Folding(nn.Cell):
    def __init__(self, flag, pick):
        super().__init__()
        self.w = Parameter(Tensor(np.ones(3, np.float32)), name="w")
        self.flag = flag
        self.pick = pick

    def construct(self, x):
        if self.pick == 0:
            a = self.w.asnumpy() if False else x * 2
        elif self.pick == 1:
            a = Tensor(self.w.asnumpy()) if self.flag else x * 2
        else:
            a = Tensor(self.w.asnumpy()) if not self.flag else x * 2
        return a


@pytest.mark.parametrize("flag,pick", [(False, 0), (False, 1), (True, 2)])
def test_parameter_asnumpy_in_a_folded_branch_is_not_refused(flag, pick, graph):
    """2.10 folds a conditional expression whose test is a constant or a Python attribute
    (``self.flag``) before refusing ``Parameter.asnumpy()`` in a graph: the dead branch's read
    is no error (minicell refused it). Result [0, 2, 4] as 2.10's (/tmp/fuzz31/lo_if.py)."""
    out = _Folding(flag, pick)(Tensor(np.arange(3, dtype=np.float32)))
    assert out.asnumpy().tolist() == [0.0, 2.0, 4.0]


@pytest.mark.parametrize("flag,pick", [(True, 1), (False, 2)])
def test_parameter_asnumpy_in_the_live_branch_is_refused(flag, pick, graph):
    """The branch that runs still raises 2.10's compile error (a RuntimeError)."""
    net = _Folding(flag, pick)
    with pytest.raises(RuntimeError, match="the 'Parameter' object's method 'asnumpy' is not "
                                           "supported in 'construct'"):
        net(Tensor(np.arange(3, dtype=np.float32)))
