"""GRAPH_MODE compiles every user function construct calls like construct itself (issue 12):
tensor-dependent ``if``/``while``/``return`` inside helper methods, plain functions, static
methods, nested functions and ``super()`` methods, compared with PYNATIVE_MODE in value and
gradient. Library functions (minicell's, numpy's, the standard library's) are called as they
are."""
import math

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.compiler import control


def flip_if_negative(x):
    if x.sum() < 0:
        return -x
    return x * 2


def grow(x, limit):
    while x.sum() < limit:
        x = x * 2
    return x


def depth(x, n):
    """Recursion with a Python stop condition and a tensor ``if`` inside."""
    if n == 0:
        return x
    if x.max() > 4:
        x = x - 1
    return depth(x, n - 1)


class Base(nn.Cell):
    def scale(self, x):
        if x.mean() > 0:
            return x * 3
        return x


class Net(Base):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([0.5, -1.5], np.float32)), name="w")

    def helper(self, x):
        for _ in range(2):
            if x.min() < 0:
                x = x + 1
        return x

    @staticmethod
    def halve_big(x):
        if x.max() > 3:
            x = x / 2
        return x

    def construct(self, x):
        def inner(y):
            while y.sum() > 20:
                y = y - 3
            return y
        x = x * self.w
        x = self.helper(x)
        x = flip_if_negative(x)
        x = grow(x, 6.0)
        x = self.halve_big(x)
        x = super().scale(x)
        x = inner(x)
        return depth(x, 2)


def _run(mode, x):
    ms.set_context(mode=mode)
    net = Net()
    out = net(x)
    g = ms.grad(net, grad_position=0)(x)
    return out.asnumpy(), g.asnumpy()


@pytest.mark.parametrize("values", [[1.0, 2.0], [-3.0, 0.5], [0.1, 0.1], [5.0, -7.0]])
def test_helpers_with_tensor_control_flow_match_pynative(values):
    x = ms.Tensor(np.array(values, np.float32))
    graph = _run(ms.GRAPH_MODE, x)
    eager = _run(ms.PYNATIVE_MODE, x)
    for g, e in zip(graph, eager):
        np.testing.assert_allclose(g, e, rtol=1e-6, atol=1e-6)


def test_a_jit_function_calling_a_helper(mode):
    @ms.jit
    def f(x):
        return flip_if_negative(x) + 1

    assert f(ms.Tensor([-1.0, -2.0])).asnumpy().tolist() == [2.0, 3.0]
    assert f(ms.Tensor([1.0, 2.0])).asnumpy().tolist() == [3.0, 5.0]


@pytest.mark.parametrize("fn, expected", [
    (flip_if_negative, True), (Net.halve_big, True), (Net().helper, True),
    (np.sum, False), (math.floor, False), (ops.relu, False), (len, False),
    (pytest.approx, False), (lambda x: x, True)])
def test_which_callees_are_converted(fn, expected):
    assert control.user_function(fn) is expected


def test_generators_and_jit_functions_are_called_as_they_are():
    def gen(x):
        yield x

    assert not control.user_function(gen)
    assert not control.user_function(ms.jit(flip_if_negative))


def test_a_helper_error_names_the_helpers_line(graph_mode):
    def bad(x):
        if x > 0:    # a condition of 2 elements
            return x
        return -x

    class Calls(nn.Cell):
        def construct(self, x):
            return bad(x)

    with pytest.raises(Exception, match="one element") as info:
        Calls()(ms.Tensor([1.0, 2.0]))
    assert "if x > 0" in str(info.value)


class NestedReturn(nn.Cell):
    """A ``return`` inside a nested tensor ``if`` whose outer ``if`` falls through."""

    def construct(self, x):
        if x.sum() > 0:
            if x.max() > 2:
                return x * 3
            x = x + 1
        elif x.min() < -5:
            return x * 0
        y = x - 1
        return y * y


@pytest.mark.parametrize("values", [[1.0, 3.0], [0.5, 0.2], [-1.0, -2.0], [-6.0, 1.0]])
def test_return_in_a_nested_tensor_if_matches_pynative(values):
    x = ms.Tensor(np.array(values, np.float32))
    results = []
    for mode in (ms.GRAPH_MODE, ms.PYNATIVE_MODE):
        ms.set_context(mode=mode)
        net = NestedReturn()
        results.append((net(x).asnumpy(), ms.grad(net)(x).asnumpy()))
    for g, e in zip(*results):
        np.testing.assert_allclose(g, e, rtol=1e-6)


class GradOfNestedFunction(nn.Cell):
    """``ms.grad`` of a function defined inside construct: the function is already converted
    code when the gradient converts its argument (it used to be converted twice)."""

    def construct(self, x):
        def f(y):
            if y.sum() > 0:
                return y * y
            return y
        return ms.grad(f)(x)


@pytest.mark.parametrize("v, expected", [([1.0, 2.0], [2.0, 4.0]), ([-1.0, -2.0], [1.0, 1.0])])
def test_grad_of_a_function_defined_in_construct(mode, v, expected):
    out = GradOfNestedFunction()(ms.Tensor(np.array(v, np.float32)))
    np.testing.assert_allclose(out.asnumpy(), expected)
