"""Session 72 (lead): W1's steady GRAPH_MODE call (issue 15).

- A compiled graph with one result gets it back from its jitted function bare, not in a
  1-tuple (``compiler.lower.Lowered.flat_bare``): jax's C++ dispatch then builds no output
  tuple on each call. A graph with more results (several outputs, a written Parameter, run-time
  checks) keeps the tuple.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops


@pytest.fixture
def graph_mode():
    old = ms.get_context("mode")
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=old)


class _One(nn.Cell):
    def construct(self, x, y):
        return x * y + 1


class _Two(nn.Cell):
    def construct(self, x, y):
        return x * y, x - y


class _Writes(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = ms.Parameter(ms.Tensor([1.0, 2.0], ms.float32), name="p")

    def construct(self, x):
        ops.assign_add(self.p, x)
        return self.p * 2


def _entry(cell):
    (entry,) = set(cell._compiled["__cache__"].by_aval.values())
    return entry


def test_one_result_comes_back_bare_and_right(graph_mode):
    net = _One()
    x, y = ms.Tensor([1.0, 2.0], ms.float32), ms.Tensor([3.0, 4.0], ms.float32)
    for _ in range(3):     # the first call (trace), the second (plain call set up), the third
        out = net(x, y)
        assert isinstance(out, ms.Tensor)
        np.testing.assert_array_equal(out.asnumpy(), [4.0, 9.0])
    entry = _entry(net)
    assert entry.lowered.bare
    assert not isinstance(entry.fn(x.data_array(), y.data_array()), tuple)


def test_several_results_keep_their_tuple(graph_mode):
    net = _Two()
    x, y = ms.Tensor([1.0, 2.0], ms.float32), ms.Tensor([3.0, 4.0], ms.float32)
    for _ in range(2):
        a, b = net(x, y)
        np.testing.assert_array_equal(a.asnumpy(), [3.0, 8.0])
        np.testing.assert_array_equal(b.asnumpy(), [-2.0, -2.0])
    assert not _entry(net).lowered.bare


def test_a_written_parameter_keeps_the_tuple(graph_mode):
    net = _Writes()
    x = ms.Tensor([1.0, 1.0], ms.float32)
    outs = [net(x).asnumpy() for _ in range(3)]
    np.testing.assert_array_equal(outs, [[4.0, 6.0], [6.0, 8.0], [8.0, 10.0]])
    np.testing.assert_array_equal(net.p.asnumpy(), [4.0, 5.0])
    assert not _entry(net).lowered.bare
