"""Behaviour checked by MindSpore's own PIJit system tests (tests/st/pi_jit:
``jit(capture_mode="bytecode")``), ported as small minicell tests.

Each test states the MindSpore behaviour it keeps; the values were checked against MindSpore 2.10
on CPU.
"""
import sys

import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, jit, nn, ops


class _Identity(nn.Cell):
    @jit(capture_mode="bytecode")
    def construct(self, x):
        return x


def _self_list():
    a = [1, 2]
    a += [a]
    return a


def _self_dict():
    d = {"1": 1}
    d["2"] = d
    return d


def _two_lists():
    a, b = [1, 2, 3], [4, 5, 6]
    a[0], b[0] = b, a
    return a


@pytest.mark.parametrize("make", [_self_list, _self_dict, _two_lists])
def test_bytecode_jit_takes_an_argument_that_contains_itself(make):
    # one_stage/test_base_op.py::test_cycle_container_structure{,_2,_3}: PIJit hands the
    # container to Python, so the function returns it (2.10: ret == a)
    x = make()
    assert _Identity()(x) is x
    assert jit(lambda y: y, capture_mode="bytecode")(x) is x


def _deepest_call(fn, *args):
    """How many frames deeper than its caller ``fn(*args)`` went."""
    depth = deepest = 0

    def profile(frame, event, arg):
        nonlocal depth, deepest
        if event in ("call", "c_call"):
            depth += 1
            deepest = max(deepest, depth)
        elif event in ("return", "c_return", "c_exception"):
            depth -= 1
    sys.setprofile(profile)
    try:
        fn(*args)
    finally:
        sys.setprofile(None)
    return deepest


@pytest.mark.parametrize("make", [_self_list, _self_dict, _two_lists])
def test_an_argument_that_contains_itself_is_found_without_deep_recursion(make):
    # found on the way down, not by running into Python's recursion limit: a finalizer the
    # garbage collector runs down there fails too (CI saw pytest's unraisable hook fail so)
    x = make()
    assert _deepest_call(_Identity(), x) < 150
    with pytest.raises(RuntimeError, match="Detect recursion"):
        _deepest_call(jit(lambda y: y), x)


def test_ast_jit_rejects_an_argument_that_contains_itself():
    # the AST front end converts the argument: 2.10's RuntimeError, unchanged
    with pytest.raises(RuntimeError, match="Detect recursion when converting python object."):
        jit(lambda y: y)(_self_list())


def test_bytecode_construct_cycle_in_graph_mode_is_an_error():
    # GRAPH_MODE compiles the whole Cell from its source (2.10 too, measured): the RuntimeError
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(RuntimeError, match="Detect recursion"):
            _Identity()(_self_list())
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.mark.parametrize("data, dtype, value", [
    (np.array([1.5, 2.0]), ms.float64, [1.5, 2.0]),
    (np.array([1, 2], np.int32), ms.int32, [1, 2]),
    ([1.0, 2.0], ms.float64, [1.0, 2.0]),      # not Float32, as without a dtype
    (1, ms.int64, 1),
    (2.5, ms.float64, 2.5),
    (True, ms.bool_, True),
])
def test_tensor_dtype_string_keeps_the_datas_type(data, dtype, value):
    # operation/test_equal.py::test_p_equal_input_dtype_string builds
    # Tensor(np.random.randn(8, 7, 1), dtype=mstype.string): 2.10 keeps the numbers (measured)
    t = Tensor(data, dtype=ms.string)
    assert t.dtype == dtype and t.asnumpy().tolist() == value
    assert ops.equal(t, t).asnumpy().all()


_I32, _F16 = np.ones((2,), np.int32), np.ones((2,), np.float16)


@pytest.mark.parametrize("data, scalar, dtype", [
    (_I32, np.int64(1), ms.int32),
    (_I32, np.float64(1.5), ms.float32),
    (_F16, np.float64(1.5), ms.float16),
    (_F16, np.float32(1.5), ms.float16),
    (np.ones((2,), np.bool_), np.int64(1), ms.int64),
    (np.ones((2,), np.float32), np.float64(1.5), ms.float32),
])
def test_numpy_scalar_promotes_as_a_python_number(data, scalar, dtype):
    # operation/test_pow.py (Pow(np.float64 exponent) and its Float32 sens): 2.10 gives the
    # dtypes above for add, mul and Pow in PYNATIVE_MODE (measured)
    x = Tensor(data)
    assert ops.add(x, scalar).dtype == dtype and (x * scalar).dtype == dtype
    if data.dtype.kind == "f":
        assert ops.Pow()(x, scalar).dtype == dtype


class _ScalarOps(nn.Cell):
    def construct(self, x):
        return x * np.float64(1.5), ops.add(x, np.float64(2.5)), x + np.int64(3)


@pytest.mark.parametrize("data, dtypes", [
    (np.ones((2,), np.float32), [ms.float32] * 3),
    (_I32, [ms.float32, ms.float32, ms.int32]),
])
def test_numpy_scalar_in_graph_promotes_as_a_python_number(data, dtypes):
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        assert [o.dtype for o in _ScalarOps()(Tensor(data))] == dtypes     # 2.10, measured
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_bytecode_jit_returns_a_function():
    # control_flow/test_side_effect.py::test_object_consistency: PIJit returns the function
    # from Python (2.10, measured: `ret_fn(t)[0] is ops.abs`); the ast front end raises
    @jit(capture_mode="bytecode")
    def ret_fn(t):
        return ops.abs, t + 1

    fn, out = ret_fn(Tensor([1.0]))
    assert fn is ops.abs and out.asnumpy().tolist() == [2.0]
    ret_pair = lambda t: (ops.abs, t + 1)
    with pytest.raises(RuntimeError, match="Function in output is not supported"):
        jit(ret_pair)(Tensor([1.0]))
