"""Gaps that MindSpore's own ut tests (tests/ut/python: the graph front end, ops with graph
arguments) showed against 2.10, each fixed to 2.10's measured behaviour (session 62, helper
ut62a)."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops


@pytest.fixture(autouse=True)
def _graph_mode():
    mode = ms.get_context("mode")
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=mode)


@ms.jit
def _reduce_axis(x, axis, keep_dims):
    return ops.ReduceSum(keep_dims=keep_dims)(x=x, axis=axis)


@ms.jit
def _reduce_all(x, keep_dims):
    return ops.ReduceSum(keep_dims=keep_dims)(x)


# measured on 2.10: a Primitive flag given as an `ms.mutable` bool in a jit function is taken by
# value (upstream ops/test_primitive_with_kwargs.py::test_primitive_keyword_argument)
@pytest.mark.parametrize("fn, args, shape, values", [
    (_reduce_axis, ((1, 2), True), (2, 1, 1), [66.0, 210.0]),
    (_reduce_axis, ((1,), False), (2, 4), [12.0, 15.0, 18.0, 21.0, 48.0, 51.0, 54.0, 57.0]),
    (_reduce_all, (True,), (1, 1, 1), [276.0]),
    (_reduce_all, (False,), (), [276.0]),
])
def test_mutable_bool_op_flag_in_jit(fn, args, shape, values):
    x = ms.Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))
    out = fn(x, *args[:-1], ms.mutable(args[-1]))
    assert out.shape == shape
    assert out.asnumpy().ravel().tolist() == values


def test_mutable_int_axis_and_bool_flag_in_jit():
    x = ms.Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))
    out = _reduce_axis(x, ms.mutable(1), ms.mutable(True))
    assert out.shape == (2, 1, 4)          # measured on 2.10
    assert out.asnumpy().ravel().tolist() == [12.0, 15.0, 18.0, 21.0, 48.0, 51.0, 54.0, 57.0]


class _Add(ms.nn.Cell):
    def construct(self, x, y):
        return x + y


# measured on 2.10: a Cell is in cells_compile_cache from __init__ until it is collected; its
# compile_cache (a set) gets one 'train.<time>.<id>.<n>' phase per new input signature of a
# GRAPH_MODE call (upstream memory_recycle/test_memory_recycle.py)
def test_cell_compile_cache_and_cells_compile_cache():
    from minicell.common.api import cells_compile_cache
    x, y = ms.Tensor([1], ms.float32), ms.Tensor([1, 2], ms.float32)
    net = _Add()
    assert id(net) in cells_compile_cache and net.compile_cache == set()
    net(x, x)
    net(x, x)
    assert len(net.compile_cache) == 1
    net(y, y)
    phases = net.compile_cache
    assert len(phases) == 2 and cells_compile_cache[id(net)] is phases
    assert sorted(p.rsplit(".", 1)[1] for p in phases) == ["0", "1"]
    assert all(p.startswith(f"train.{net._create_time}.{id(net)}.") for p in phases)
    key = id(net)
    del net, phases                          # (2.10: gone at once, no gc.collect needed)
    assert key not in cells_compile_cache


def test_cell_compile_cache_stays_empty_in_pynative():
    ms.set_context(mode=ms.PYNATIVE_MODE)
    net = _Add()
    net(ms.Tensor([1.0]), ms.Tensor([2.0]))
    assert net.compile_cache == set()        # measured on 2.10


class _ReluLoop(ms.nn.Cell):
    def __init__(self, n):
        super().__init__()
        self.n = n
        self.relu = ops.ReLU()

    def construct(self, x):
        for elem in range(1, self.n):
            x = self.relu(x + elem)
        return x


@pytest.fixture
def _limit():
    def set_limit(value):
        ms.set_recursion_limit(value)
    yield set_limit
    ms.set_recursion_limit(1000)


# measured on 2.10: an unrolled `for` of n iterations compiles while 4 + 2 * n <= the recursion
# limit, else RuntimeError (upstream ops/test_control_ops.py test_large_for_loop*)
@pytest.mark.parametrize("n, limit, out", [(4, 10, 7.0), (1, 4, 1.0)])
def test_unrolled_for_loop_within_call_depth_limit(_limit, n, limit, out):
    _limit(limit)
    x = ms.Tensor(np.ones([2, 3], np.float32))
    assert _ReluLoop(n)(x).asnumpy().ravel().tolist() == [out] * 6


@pytest.mark.parametrize("n, limit", [(5, 10), (1, 3), (500, 1000), (1900, 60)])
def test_unrolled_for_loop_past_call_depth_limit(_limit, n, limit):
    _limit(limit)
    with pytest.raises(RuntimeError) as info:
        _ReluLoop(n)(ms.Tensor(np.ones([2, 3], np.float32)))
    assert str(info.value).startswith(   # 2.10's text
        f"Exceed function call depth limit {limit}, (function call depth: {limit + 1}, "
        f"simulate call depth: {limit}).\nIt's always happened with complex construction of code "
        "or infinite recursion or loop.\nPlease check the code if it's has the infinite recursion "
        "or call 'mindspore.set_recursion_limit(recursion_limit=value)' to adjust this value.\n")


def test_for_loop_over_tuple_in_jit_past_call_depth_limit(_limit):
    @ms.jit
    def twice(x):
        for _ in tuple(range(9)):
            x = x * 2
        return x

    _limit(20)                     # measured on 2.10: 8 iterations compile at 20, 9 do not
    with pytest.raises(RuntimeError, match="Exceed function call depth limit 20"):
        twice(ms.Tensor([1.0]))
