"""The GRAPH_MODE steady-state call path: cached Parameter arrays follow every write, a
replaced Parameter recompiles (with the reason), and nothing is recompiled needlessly."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.compiler.api import recompile_reasons


pytestmark = pytest.mark.usefixtures("graph_mode")


class Scale(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.full(2, 2.0, np.float32)), name="w")

    def construct(self, x):
        return x * self.w


class Accumulate(nn.Cell):
    def __init__(self, target):
        super().__init__()
        self.target = target

    def construct(self, x):
        ops.assign(self.target.w, self.target.w + x)
        return x


X = ms.Tensor(np.ones(2, np.float32))


@pytest.mark.parametrize("write", ["set_data", "assign", "setitem", "graph_write"])
def test_reads_after_every_kind_of_parameter_write(write):
    net = Scale()
    np.testing.assert_allclose(net(X).asnumpy(), [2.0, 2.0])
    if write == "set_data":
        net.w.set_data(ms.Tensor(np.full(2, 5.0, np.float32)))
    elif write == "assign":
        ms.set_context(mode=ms.PYNATIVE_MODE)
        ops.assign(net.w, ms.Tensor(np.full(2, 5.0, np.float32)))
        ms.set_context(mode=ms.GRAPH_MODE)
    elif write == "setitem":
        net.w[0] = 5.0
        net.w[1] = 5.0
    else:                      # another compiled Cell writes it
        Accumulate(net)(ms.Tensor(np.full(2, 3.0, np.float32)))
    np.testing.assert_allclose(net(X).asnumpy(), [5.0, 5.0])
    assert recompile_reasons(net) == []


def test_replaced_parameter_recompiles_and_says_why():
    net = Scale()
    net(X)
    net.w = ms.Parameter(ms.Tensor(np.full(2, 7.0, np.float32)), name="w")
    np.testing.assert_allclose(net(X).asnumpy(), [7.0, 7.0])
    reasons = recompile_reasons(net)
    assert len(reasons) == 1 and "Parameter or sub-Cell was replaced" in reasons[0]


def test_unrelated_cell_changes_do_not_recompile():
    net = Scale()
    net(X)
    other = nn.Dense(2, 2)            # registers Parameters elsewhere: a structure change
    other.extra = ms.Parameter(ms.Tensor([1.0]), name="extra")
    np.testing.assert_allclose(net(X).asnumpy(), [2.0, 2.0])
    assert recompile_reasons(net) == []


def test_shape_change_recompiles_with_the_argument_named():
    net = Scale()
    net(X)
    with pytest.raises(Exception):
        net(ms.Tensor(np.ones(3, np.float32)))     # (3,) * (2,) cannot broadcast
    assert "'x' changed from shape (2,)" in recompile_reasons(net)[0]


def test_attribute_error_in_construct_is_raised_after_one_trace():
    # The fast path's AttributeError guard covers reading the inputs only: an error raised
    # while tracing construct must not send the call down the slow path to be traced again.
    traces = []

    class Broken(nn.Cell):
        def construct(self, x):
            traces.append(1)
            return self.missing(x)

    with pytest.raises(AttributeError, match="missing"):
        Broken()(ms.Tensor([1.0]))
    assert len(traces) == 1


class CountTraces(nn.Cell):
    def __init__(self):
        super().__init__()
        self.seen = []

    @property
    def traces(self):
        return len(self.seen)

    def construct(self, x):
        self.seen.append(1)       # a Python side effect: runs once per trace
        return x * 3


def test_cell_compile_builds_the_graph_that_the_first_call_reuses():
    net = CountTraces()
    assert net.compile(X) is None
    assert net.traces == 1
    np.testing.assert_allclose(net(X).asnumpy(), [3.0, 3.0])
    assert net.traces == 1
    net(ms.Tensor(np.ones(3, np.float32)))       # another shape compiles as usual
    assert net.traces == 2


def test_cell_compile_checks_the_inputs_against_set_inputs():
    net = CountTraces()
    net.set_inputs(ms.Tensor(shape=[None], dtype=ms.float32))
    with pytest.raises(ValueError):
        net.compile(ms.Tensor(np.ones((2, 2), np.float32)))
    assert net.traces == 0
