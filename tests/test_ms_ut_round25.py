"""MindSpore ut round 25: graph-syntax behaviours found by running MindSpore's ut/python suite
(graph_syntax, fallback). Every expected value and error text here was measured on MindSpore
2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, ParameterTuple, Tensor, nn


@pytest.fixture(autouse=True)
def _pynative_after():
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


def _param(value, name):
    return Parameter(Tensor([value], ms.float32), name=name)


class _Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.param = _param(1.0, "name_a")

    def construct(self, x):
        return x + self.param


class _TwoTuples(nn.Cell):
    """Two ParameterTuples holding different Parameters of one name (ut graph_syntax/
    parameter/test_parameter_celllist.py)."""

    def __init__(self, first, second, read_both=True):
        super().__init__()
        self.param1 = ParameterTuple(first.get_parameters())
        self.param2 = ParameterTuple(second.get_parameters())
        self.read_both = read_both

    def construct(self, x):
        if self.read_both:
            return x + self.param1[0] + self.param2[0]
        return x + self.param1[0]


_G1, _G2 = _param(1.0, "g"), _param(2.0, "g")


class _Globals(nn.Cell):
    def construct(self, x):
        return x + _G1 + _G2


class _AttributeAndTupleItem(nn.Cell):
    """An attribute and a ParameterTuple item: one free Parameter, no clash in 2.10."""

    def __init__(self):
        super().__init__()
        self.inner = _Inner()
        self.items = ParameterTuple([_param(2.0, "name_a")])

    def construct(self, x):
        return self.inner(x) + self.items[0]


@pytest.mark.parametrize("make", [lambda: _TwoTuples(_Inner(), _Inner()), _Globals])
def test_graph_refuses_two_free_parameters_of_one_name(make):
    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(RuntimeError, match=r"its name '(name_a|g)' already exists\. Please set "
                                           r"a unique name for the parameter\."):
        make()(Tensor([1.0], ms.float32))


@pytest.mark.parametrize("make, expected", [(lambda: _TwoTuples(_Inner(), _Inner()), 3.0),
                                            (_Globals, 4.0)])
def test_pynative_reads_both_parameters_of_one_name(make, expected):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    assert make()(Tensor([1.0], ms.float32)).asnumpy().tolist() == [expected]


@pytest.mark.parametrize("make, expected", [
    (lambda: _TwoTuples(_Inner(), _Inner(), read_both=False), 2.0),
    (_AttributeAndTupleItem, 4.0)])
def test_graph_accepts_one_free_parameter_per_name(make, expected):
    ms.set_context(mode=ms.GRAPH_MODE)
    np.testing.assert_array_equal(make()(Tensor([1.0], ms.float32)).asnumpy(), [expected])
