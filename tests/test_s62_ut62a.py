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
    import gc
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
    del net
    gc.collect()
    assert key not in cells_compile_cache


def test_cell_compile_cache_stays_empty_in_pynative():
    ms.set_context(mode=ms.PYNATIVE_MODE)
    net = _Add()
    net(ms.Tensor([1.0]), ms.Tensor([2.0]))
    assert net.compile_cache == set()        # measured on 2.10
