"""``MsDispatchMode`` (mindspore.utils / mindspore): the op-dispatch hook, with the semantics
measured on MindSpore 2.10 CPU (see runtime/dispatch_mode.py): eager ops only, no interception
while a callback runs, the innermost mode wins, errors propagate and leave the stack clean."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.runtime import dispatch_mode


X = np.array([1.0, 2.0, 3.0], np.float32)
Y = np.array([4.0, 5.0, 6.0], np.float32)


class Log(ms.MsDispatchMode):
    def __init__(self, tag=""):
        self.tag, self.seen = tag, []

    def __ms_dispatch__(self, func, args, kwargs=None):
        self.seen.append(self.tag + func.name)
        return func(*args)


def _t(a):
    return ms.Tensor(a)


def test_exported_where_2_10_has_it():
    from minicell.utils import MsDispatchMode
    assert MsDispatchMode is ms.MsDispatchMode
    assert issubclass(MsDispatchMode, __import__("contextlib").ContextDecorator)


def test_ops_are_seen_by_primitive_name_in_order():
    x, y = _t(X), _t(Y)
    log = Log()
    with log as entered:
        z = ops.relu(ops.mul(ops.add(x, y), 2))
        s = z.sum()
    assert entered is log
    assert log.seen == ["Add", "Mul", "ReLU", "ReduceSum"]
    np.testing.assert_allclose(z.asnumpy(), (X + Y) * 2)
    assert float(s) == pytest.approx(float(((X + Y) * 2).sum()))
    before = len(log.seen)
    ops.add(x, y)                          # outside the block: not seen
    assert len(log.seen) == before and not dispatch_mode.MODES


def test_func_and_args_and_changed_result():
    seen = {}

    class Change(ms.MsDispatchMode):
        def __ms_dispatch__(self, func, args, kwargs=None):
            seen["type"], seen["args"] = type(func).__name__, args
            ops.mul(args[0], 10)            # the callback's own op: not intercepted
            return func(*args) + 100        # neither is this Add

    x, y = _t(X), _t(Y)
    with Change():
        z = ops.add(x, y)
    assert seen["type"] == "OpFunc" and isinstance(seen["args"], tuple)
    assert seen["args"][0] is x and seen["args"][1] is y
    np.testing.assert_allclose(z.asnumpy(), X + Y + 100)


def test_changed_operand_is_used():
    class Seven(ms.MsDispatchMode):
        def __ms_dispatch__(self, func, args, kwargs=None):
            return func(args[0], ops.full_like(args[0], 7))

    with Seven():
        z = ops.mul(_t(X), _t(Y))
    np.testing.assert_allclose(z.asnumpy(), X * 7)


def test_nested_modes_innermost_wins_then_outer_resumes():
    outer, inner = Log("o:"), Log("i:")
    x, y = _t(X), _t(Y)
    with outer:
        ops.mul(x, 2)
        with inner:
            ops.add(x, y)
        ops.sub(x, y)
    assert outer.seen == ["o:Mul", "o:Sub"]
    assert inner.seen == ["i:Add"]


def test_decorator_use():
    log = Log()

    @log
    def f(a, b):
        return ops.add(a, b)

    np.testing.assert_allclose(f(_t(X), _t(Y)).asnumpy(), X + Y)
    f(_t(X), _t(Y))
    assert log.seen == ["Add", "Add"] and not dispatch_mode.MODES


def test_default_callback_runs_the_op_unchanged():
    class Plain(ms.MsDispatchMode):
        pass

    with Plain():
        z = ops.add(_t(X), _t(Y))
    np.testing.assert_allclose(z.asnumpy(), X + Y)


def test_callback_error_propagates_and_stack_is_clean():
    class Raise(ms.MsDispatchMode):
        def __ms_dispatch__(self, func, args, kwargs=None):
            raise ValueError("boom")

    with pytest.raises(ValueError, match="boom"):
        with Raise():
            ops.add(_t(X), _t(Y))
    assert not dispatch_mode.MODES
    np.testing.assert_allclose(ops.add(_t(X), _t(Y)).asnumpy(), X + Y)


def test_callback_without_kwargs_default_is_python_type_error():
    # 2.10 passes (func, args) only: 'missing 1 required positional argument: 'kwargs''
    class NoDefault(ms.MsDispatchMode):
        def __ms_dispatch__(self, func, args, kwargs):
            return func(*args)

    with pytest.raises(TypeError, match="missing 1 required positional argument: 'kwargs'"):
        with NoDefault():
            ops.add(_t(X), _t(Y))
    assert not dispatch_mode.MODES


class _Net(nn.Cell):
    def construct(self, a, b):
        return a * b + a


def test_graph_mode_cell_and_jit_function_are_not_intercepted():
    log = Log()
    x, y = _t(X), _t(Y)

    @ms.jit
    def f(a):
        return a * 3

    with log:
        eager = _Net()(x, y)
        ms.set_context(mode=ms.GRAPH_MODE)
        graph = _Net()(x, y)
        ms.set_context(mode=ms.PYNATIVE_MODE)
        jitted = f(x)
    assert log.seen == ["Mul", "Add"]               # the PYNATIVE call's ops only
    np.testing.assert_allclose(graph.asnumpy(), eager.asnumpy())
    np.testing.assert_allclose(jitted.asnumpy(), X * 3)


def test_gradient_goes_through_what_the_callback_returns():
    class Double(ms.MsDispatchMode):
        def __ms_dispatch__(self, func, args, kwargs=None):
            out = func(*args)
            return out * 2 if func.name == "Mul" else out

    def loss(a):
        return ops.mul(a, a).sum()

    with Double():
        g = ms.grad(loss)(_t(X))
    np.testing.assert_allclose(g.asnumpy(), 4 * X, rtol=1e-6)     # d(2 a^2)/da
