"""Regressions found by fuzz family 28 (``fuzz_programs28``), measured on MindSpore 2.10."""
import warnings

import numpy as np
import pytest

import minicell as ms
from minicell import nn, Tensor

X = Tensor(np.arange(12).reshape(4, 3).astype(np.float32))


class _ConstMasks(nn.Cell):
    def __init__(self):
        super().__init__()
        self.m = Tensor(np.array([True, False, True, True]))

    def construct(self, x):
        return x[[True, False, True, False]], x[:, [False, True, True]] * 2, x[self.m]


def test_a_mask_known_while_compiling_stays_in_the_graph():
    """A bool mask whose value is known while compiling (a Python list of bools, a constant or
    attribute Tensor) selects a known number of positions: GRAPH_MODE compiles it (2.10's graph
    does: ``x[[True, False, True, False]]`` is rows 0 and 2, measured) where minicell ran the
    whole construct op by op with a warning that its shapes depend on values. Values as
    PYNATIVE_MODE's."""
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            out = _ConstMasks()(X)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    x = X.asnumpy()
    want = [x[[0, 2]], x[:, [1, 2]] * 2, x[[0, 2, 3]]]
    assert len(out) == len(want)
    for o, w in zip(out, want):
        np.testing.assert_array_equal(o.asnumpy(), w)


def test_a_traced_mask_still_needs_the_values():
    class M(nn.Cell):
        def construct(self, x):
            return x[x > 4.5]

    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.warns(Warning, match="shapes that depend on tensor values"):
            out = M()(X)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_array_equal(out.asnumpy(), np.arange(5, 12, dtype=np.float32))


class _AddInPlace(nn.Cell):
    def construct(self, x, y):
        x.add_(y)
        return x * 2


class _CopySub(nn.Cell):
    def construct(self, x):
        x.copy_(x + 10)
        return x


class _Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sub = _CopySub()

    def construct(self, x):
        a = x
        if x.sum() > 0:
            a.mul_(0.5)
        return self.sub(x) + 1.0


class _SetItem(nn.Cell):
    def construct(self, x):
        x[0] = 5.0
        return x * 2


def _graph(fn):
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        return fn()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_an_in_place_method_writes_the_callers_tensor_in_graph_mode():
    """``x.add_(y)`` on a construct's Tensor argument: 2.10's GRAPH_MODE leaves the result in
    the caller's Tensor after every call (measured: three calls on [0, 1, 2] with y = 1 leave
    [3, 4, 5], outputs [2, 4, 6], [4, 6, 8], [6, 8, 10]), as PYNATIVE_MODE does; minicell's
    graph computed on a copy and left the caller's Tensor as it was (fuzz28's probe)."""
    x, y = Tensor(np.arange(3, dtype=np.float32)), Tensor(np.ones(3, np.float32))
    net = _AddInPlace()
    outs = _graph(lambda: [net(x, y).asnumpy().tolist() for _ in range(3)])
    assert outs == [[2.0, 4.0, 6.0], [4.0, 6.0, 8.0], [6.0, 8.0, 10.0]]
    assert x.asnumpy().tolist() == [3.0, 4.0, 5.0]


@pytest.mark.heavy
def test_writes_through_a_sub_cell_an_alias_and_a_tensor_if_reach_the_caller():
    """The write may come from a sub-Cell, through a second name, under a tensor ``if``: the
    caller's Tensor holds the last value (2.10 GRAPH_MODE, measured: ``copy_(x + 10)`` in a
    sub-Cell leaves [10, 11, 12]); the same as PYNATIVE_MODE."""
    x = Tensor(np.arange(3, dtype=np.float32))
    out = _graph(lambda: _Outer()(x))
    x2 = Tensor(np.arange(3, dtype=np.float32))
    want = _Outer()(x2)
    np.testing.assert_allclose(out.asnumpy(), want.asnumpy())
    np.testing.assert_allclose(x.asnumpy(), x2.asnumpy())
    assert x.asnumpy().tolist() == [10.0, 10.5, 11.0]


def test_an_item_write_on_an_argument_stays_in_the_graph():
    """``x[0] = 5.0`` on an argument is not given back by 2.10's graph (measured: the caller's
    Tensor stays [0, 1, 2], the output is [10, 2, 4]); minicell's as well."""
    x = Tensor(np.arange(3, dtype=np.float32))
    out = _graph(lambda: _SetItem()(x))
    assert out.asnumpy().tolist() == [10.0, 2.0, 4.0]
    assert x.asnumpy().tolist() == [0.0, 1.0, 2.0]


@ms.jit
def _copy_both(x, y):
    x.copy_(y)
    y.copy_(x * 3)
    return x + y


def test_a_jit_function_writes_its_tensor_arguments_in_both_modes():
    """A ``jit`` function's in-place methods on its arguments: 2.10 writes both caller's Tensors
    in either mode (measured: x [1, 1, 1], y [3, 3, 3], output [4, 4, 4]); minicell's
    PYNATIVE_MODE and GRAPH_MODE left them as they were."""
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        x, y = Tensor(np.arange(3, dtype=np.float32)), Tensor(np.ones(3, np.float32))
        ms.set_context(mode=mode)
        try:
            out = _copy_both(x, y)
        finally:
            ms.set_context(mode=ms.PYNATIVE_MODE)
        assert out.asnumpy().tolist() == [4.0, 4.0, 4.0]
        assert x.asnumpy().tolist() == [1.0, 1.0, 1.0]
        assert y.asnumpy().tolist() == [3.0, 3.0, 3.0]


class _AliasInIf(nn.Cell):
    def construct(self, x):
        t = x * 1
        a = t
        if x.sum() > 0:
            a.mul_(0.5)
        t.add_(1.0)
        return a * 1, t * 1


def test_a_name_bound_to_a_tensor_written_under_a_tensor_if_stays_that_tensor():
    """``a = t`` then ``a.mul_(0.5)`` under a tensor ``if``: after the ``if`` ``a`` is still
    ``t``, so a later ``t.add_(1.0)`` is seen through ``a`` (2.10 GRAPH_MODE and minicell's
    PYNATIVE_MODE, measured: both [1, 1.5, 2]); minicell's graph rebound ``a`` to a new Tensor
    at the ``if``'s end and gave [0, 0.5, 1] for it."""
    a, t = _graph(lambda: _AliasInIf()(Tensor(np.arange(3, dtype=np.float32))))
    assert a.asnumpy().tolist() == [1.0, 1.5, 2.0]
    assert t.asnumpy().tolist() == [1.0, 1.5, 2.0]
