"""Tensor ``and``/``or``/``not`` and ``a if t else b`` in GRAPH_MODE agree with PYNATIVE_MODE;
a function that may return None on some runtime paths is an error naming the line."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.compiler.errors import CompileWarning, GraphModeError


class IfAndOr(nn.Cell):
    def construct(self, x, y):
        a = x.sum() > 0
        b = y.sum() > 0
        if a and b:
            z = x + y
        elif a or not b:
            z = x - y
        else:
            z = x * y
        return z


class WhileAnd(nn.Cell):
    def construct(self, x, y):
        while x.sum() < 10 and not (y.sum() > 5):
            x = x + 1
            y = y + 0.5
        return x + y


class IfExp(nn.Cell):
    def construct(self, x, y):
        w = x if x.sum() > 0 else y              # select
        v = x * 2 if y.sum() < 0 else y - 1      # (a Python number here: 2.10's join error)
        k = 1 if self.training else 2            # Python test: folded
        return w + v + k


class ValueAndOr(nn.Cell):
    """``and``/``or`` give one of their operands, as in Python."""

    def construct(self, x, y):
        s, t = x.sum(), y.sum()
        return (s and t) + (s or t) * 10 + (t and s * 0.5)   # (t and 0.5): a join error


class PythonLeft(nn.Cell):
    """A Python left operand short-circuits: the right one is not even evaluated."""

    def __init__(self, flag):
        super().__init__()
        self.flag = flag

    def construct(self, x):
        if self.flag and x.sum() > 0:
            x = x + 1
        if self.flag or x.asnumpy():             # asnumpy() never runs when flag is True
            x = x * 2
        return x


class EffectInIfExp(nn.Cell):
    """A branch with a side effect lowers to a cond: the write happens only on its path."""

    def __init__(self):
        super().__init__()
        self.p = ms.Parameter(ms.Tensor(np.zeros(2, np.float32)), name="p")

    def construct(self, x):
        y = ops.assign(self.p, x) if x.sum() > 0 else x * 0
        return y + self.p


class Chained(nn.Cell):
    """Chained comparisons on tensors: ``(a < b) and (b <= c)`` with ``b`` evaluated once."""

    def construct(self, x, y):
        s, t = x.sum(), y.sum()
        if 0 < s < 5:
            z = x + y
        elif s < t <= 10 != s:
            z = x - y
        else:
            z = x * y
        inside = -1 < t < s                      # a value: a bool tensor
        return z + inside.astype(ms.float32) * 100


class ChainedWhile(nn.Cell):
    def construct(self, x, y):
        while 0 <= x.sum() < y.sum() < 30:
            x = x + 1
            y = y + 0.5
        return x + y


CASES = [
    (IfAndOr, [([1., 2.], [1., 1.]), ([1., 2.], [-3., 1.]), ([-4., 1.], [1., 2.]),
               ([-4., 1.], [-1., -2.])]),
    (WhileAnd, [([1., 2.], [0., 1.]), ([5., 6.], [0., 0.]), ([0., 0.], [9., 9.])]),
    (IfExp, [([1., 2.], [-1., -1.]), ([-1., -2.], [3., 4.]), ([-1., -2.], [-3., 4.])]),
    (ValueAndOr, [([1., 2.], [3., 4.]), ([0., 0.], [3., 4.]), ([1., 2.], [0., 0.])]),
    (EffectInIfExp, [([1., 2.],), ([-1., -2.],)]),
    (Chained, [([1., 2.], [1., 1.]), ([3., 4.], [4., 5.]), ([3., 4.], [40., 5.]),
               ([-3., 1.], [-1., 0.5]), ([6., 0.], [-0.5, 0.])]),
    (ChainedWhile, [([1., 2.], [5., 6.]), ([-1., 0.], [5., 6.]), ([1., 2.], [20., 20.])]),
]


def _run(make, inputs, mode):
    ms.set_context(mode=mode)
    net = make()
    outs = []
    for args in inputs:
        out = net(*[ms.Tensor(np.array(a, np.float32)) for a in args])
        outs.append(np.asarray(out.asnumpy() if isinstance(out, ms.Tensor) else out))
    params = [p.asnumpy() for p in net.get_parameters()]
    return outs, params


@pytest.mark.parametrize("make,inputs", CASES, ids=[c[0].__name__ for c in CASES])
def test_boolean_operators_agree_with_pynative(make, inputs):
    eager = _run(make, inputs, ms.PYNATIVE_MODE)
    graph = _run(make, inputs, ms.GRAPH_MODE)
    for e, g in zip(eager[0] + eager[1], graph[0] + graph[1]):
        np.testing.assert_allclose(g, e, rtol=1e-5)


@pytest.mark.parametrize("flag", [True, False])
def test_python_left_operand_short_circuits(flag):
    ms.set_context(mode=ms.GRAPH_MODE)
    x = ms.Tensor(np.array([1.0, 2.0], np.float32))
    if flag:
        np.testing.assert_allclose(PythonLeft(flag)(x).asnumpy(), [4.0, 6.0])
    else:   # the right operand runs and reads a tensor value: no graph can hold that, so it
        # runs op by op and fails as PYNATIVE_MODE does (a 2-element array's truth value)
        with pytest.warns(CompileWarning, match="asnumpy"):
            with pytest.raises(ValueError, match="truth value"):
                PythonLeft(flag)(x)


def test_chained_comparison_evaluates_the_middle_once_and_short_circuits():
    calls = []

    class Net(nn.Cell):
        def mid(self, x):
            calls.append("mid")
            return x.sum()

        def last(self, x):
            calls.append("last")
            return x.sum() * 2

        def construct(self, x):
            a = 0 < self.mid(x) < self.last(x)
            b = 1 > 2 < self.last(x)                # Python False: `last` never runs
            return a, b

    ms.set_context(mode=ms.GRAPH_MODE)
    a, b = Net()(ms.Tensor(np.array([1.0, 2.0], np.float32)))
    assert bool(a.asnumpy()) is True and b is False
    assert calls == ["mid", "last"]


def test_chained_comparison_on_a_vector_is_an_error():
    class Net(nn.Cell):
        def construct(self, x):
            return 0 < x < 5

    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(GraphModeError, match=r"chained comparison .*shape \(2,\)"):
        Net()(ms.Tensor(np.array([1.0, 2.0], np.float32)))


def _ops_of(graph):
    return [n.op.name for n in graph.nodes]


def test_pure_ifexp_is_a_select_and_effects_make_a_cond():
    ms.set_context(mode=ms.GRAPH_MODE)
    x = ms.Tensor(np.array([1.0, 2.0], np.float32))
    pure = _ops_of(IfExp().compile_ir(x, x))
    assert "select" in pure and "cond" not in pure
    effect = _ops_of(EffectInIfExp().compile_ir(x))
    assert "cond" in effect


def test_multi_element_operand_is_an_error():
    class Net(nn.Cell):
        def construct(self, x):
            return (x > 0) and x

    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(GraphModeError, match=r"operand of `and` needs one element"):
        Net()(ms.Tensor(np.array([1.0, 2.0], np.float32)))


def test_multi_element_truth_values_raise_mindspore_value_errors():
    """MindSpore 2.10's ValueError texts (measured on CPU) for `and` of a constant tensor and
    int/float/bool of graph tensors and constant tensors with more than one element."""
    ms.set_context(mode=ms.GRAPH_MODE)

    @ms.jit
    def and_const():
        return ms.Tensor([0, 1]) and ms.Tensor([1, 2])

    @ms.jit
    def int_const():
        return int(ms.Tensor([1, 2, 3]))

    @ms.jit
    def to_int(x):
        return int(x)

    @ms.jit
    def to_float(x):
        return float(x)

    @ms.jit
    def to_bool(x):
        return bool(x)

    x = ms.Tensor([1, 2, 3])
    with pytest.raises(ValueError, match=r"Only tensor which shape is \(\) or \(1,\) can be "
                                         r"converted to bool, but got tensor shape is \(2\)"):
        and_const()
    with pytest.raises(ValueError, match="Only one element tensors can be converted to Python "
                                         "scalars"):
        int_const()
    with pytest.raises(ValueError, match=r"Can not convert Tensor with more than one element "
                                         r"to Scalar, while the data's shape is : \(3\)"):
        to_int(x)
    with pytest.raises(ValueError, match=r"the data's shape is: \(3\)"):
        to_float(x)
    with pytest.raises(ValueError, match="The truth value of an array with more than one "
                                         "element is ambiguous."):
        to_bool(x)
    assert int(to_int(ms.Tensor([7]))) == 7


class FallsOff(nn.Cell):
    def construct(self, x):
        for i in range(3):
            if x.sum() > i:
                return x * 2


class AlwaysReturns(nn.Cell):
    def construct(self, x):
        for i in range(3):
            if x.sum() > i:
                return x * 2
        return -x


class WhileTrueReturns(nn.Cell):
    def construct(self, x):
        while True:
            if x.sum() > 10:
                return x
            x = x + 1


def test_return_in_loop_or_none_runs_op_by_op_naming_the_line():
    """2.10 returns the tensor or None (an optional value); a fixed graph cannot, so the
    signature runs op by op with a CompileWarning naming the loop, and gives PYNATIVE's
    results on both paths."""
    ms.set_context(mode=ms.GRAPH_MODE)
    net = FallsOff()
    with pytest.warns(CompileWarning) as record:
        out = net(ms.Tensor(np.array([1.0, 2.0], np.float32)))
    np.testing.assert_array_equal(out.asnumpy(), [2.0, 4.0])
    assert net(ms.Tensor(np.array([-1.0, -2.0], np.float32))) is None
    msg = str(record[0].message)
    assert "op by op" in msg and "return None" in msg and "for i in range(3):" in msg


@pytest.mark.parametrize("make", [AlwaysReturns, WhileTrueReturns])
def test_return_in_loop_on_every_path_agrees_with_pynative(make):
    inputs = [([5., 5.],), ([-5., 0.],), ([0.5, 0.],)]
    eager = _run(make, inputs, ms.PYNATIVE_MODE)[0]
    graph = _run(make, inputs, ms.GRAPH_MODE)[0]
    for e, g in zip(eager, graph):
        np.testing.assert_allclose(g, e, rtol=1e-5)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_invert_is_logical_not_for_every_dtype(mode):
    """MindSpore's ``~tensor`` is logical not (bool result) even on ints and floats."""
    ms.set_context(mode=mode)

    class Invert(nn.Cell):
        def construct(self, a, b, c):
            return ~a, ~b, ~c

    a, b, c = Invert()(ms.Tensor([1, 0, 3]), ms.Tensor([True, False]), ms.Tensor([1.5, 0.0]))
    assert a.dtype == ms.bool_ and a.asnumpy().tolist() == [False, True, False]
    assert b.asnumpy().tolist() == [False, True] and c.asnumpy().tolist() == [False, True]
    assert ops.bitwise_not(ms.Tensor([1, 0])).asnumpy().tolist() == [-2, -1]
