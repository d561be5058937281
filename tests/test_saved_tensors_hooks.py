"""saved_tensors_hooks / register_saved_tensors_hooks: what the PYNATIVE tape saves for backward
goes through pack_hook when recorded and unpack_hook when the backward reads it. Expected values
and call orders are MindSpore 2.10's for the same code."""
import sys

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

X = np.array([1.0, 2.0], np.float32)
Y = np.array([3.0, 4.0], np.float32)


def _xy():
    return ms.Tensor(X), ms.Tensor(Y)


def test_mindspore_example_packs_inputs_and_unpacks_in_backward():
    log = []

    def pack(t):
        log.append(("pack", t.asnumpy().tolist()))
        return t + 1

    def unpack(t):
        log.append(("unpack", t.asnumpy().tolist()))
        return t

    def f(x, y):
        with ms.saved_tensors_hooks(pack, unpack):
            out = x * y
        log.append("forward end")
        return out
    gx, gy = ms.grad(f, grad_position=(0, 1))(*_xy())
    # MindSpore 2.10 prints exactly this order and returns (y + 1, x + 1)
    assert log == [("pack", [1.0, 2.0]), ("pack", [3.0, 4.0]), "forward end",
                   ("unpack", [2.0, 3.0]), ("unpack", [4.0, 5.0])]
    np.testing.assert_array_equal(gx.asnumpy(), Y + 1)
    np.testing.assert_array_equal(gy.asnumpy(), X + 1)


def test_offloading_hooks_leave_gradients_unchanged():
    """A hook pair that stores numpy copies (the offloading use) gives the unhooked gradients."""
    net = nn.Dense(2, 3)

    def loss(x):
        return ops.tanh(net(x)).sum()

    def hooked(x):
        with ms.saved_tensors_hooks(lambda t: t.asnumpy(), lambda a: ms.Tensor(a)):
            return loss(x)
    x = ms.Tensor(np.random.RandomState(0).randn(4, 2).astype(np.float32))
    plain = ms.grad(loss, grad_position=0, weights=net.trainable_params())(x)
    got = ms.grad(hooked, grad_position=0, weights=net.trainable_params())(x)
    for a, b in zip([plain[0], *plain[1]], [got[0], *got[1]]):
        np.testing.assert_array_equal(a.asnumpy(), b.asnumpy())


def test_innermost_context_wins_and_scope_is_exact():
    log = []

    def f(x):
        with ms.saved_tensors_hooks(lambda t: log.append("outer") or t, lambda t: t):
            with ms.saved_tensors_hooks(lambda t: log.append("inner") or t, lambda t: t):
                y = x * x
            z = y * 2.0
        return z * 3.0          # outside both: not packed
    np.testing.assert_allclose(ms.grad(f)(ms.Tensor(X)).asnumpy(), 12 * X)
    assert log == ["inner", "inner", "outer"]       # the Python scalar 2.0 is no saved tensor


def test_no_recording_no_packing_and_stack_restored_after_errors():
    saved_hooks = sys.modules["minicell.runtime.saved_hooks"]
    calls = []
    x, y = _xy()
    with ms.saved_tensors_hooks(lambda t: calls.append(1) or t, lambda t: t):
        x * y                    # no gradient is being taken: nothing is saved
    assert calls == []
    with pytest.raises(ZeroDivisionError):
        with ms.saved_tensors_hooks(lambda t: t, lambda t: t):
            1 / 0
    assert saved_hooks.stack == []


def test_second_order_gradient_through_hooks():
    """A gradient of a gradient reads the saved tensors through the hooks too."""
    log = []

    def f(x):
        with ms.saved_tensors_hooks(lambda t: log.append("pack") or t.asnumpy(),
                                    lambda a: log.append("unpack") or ms.Tensor(a)):
            return (x * x * x).sum()
    second = ms.grad(ms.grad(f))(ms.Tensor(X))
    np.testing.assert_allclose(second.asnumpy(), 6 * X, rtol=1e-6)
    assert "unpack" in log


def test_unpack_hook_errors():
    def run(unpack):
        def f(x):
            with ms.saved_tensors_hooks(lambda t: t, unpack):
                return (x * x).sum()
        return ms.grad(f)(ms.Tensor(X))
    with pytest.raises(TypeError, match="'unpack_hook' must return a Tensor"):
        run(lambda t: 5)
    with pytest.raises(ValueError, match=r"like the one packed \(shape \(2,\)"):
        run(lambda t: ms.Tensor(np.ones(3, np.float32)))
    with pytest.raises(TypeError, match="'pack_hook' must be callable"):
        ms.saved_tensors_hooks(None, lambda t: t)


def test_register_decorator_runs_eagerly():
    @ms.register_saved_tensors_hooks(lambda t: t + 1, lambda t: t)
    def f(x, y):
        return x * y
    np.testing.assert_array_equal(ms.grad(f)(*_xy()).asnumpy(), Y + 1)
    with pytest.raises(TypeError, match="'unpack_hook' must be callable"):
        ms.register_saved_tensors_hooks(lambda t: t, 1)


class _HookedInGraph(nn.Cell):
    def construct(self, x):
        with ms.saved_tensors_hooks(lambda t: t, lambda t: t):
            return x * x


def test_refused_in_graph_mode_and_jit():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(Exception, match="not supported in GRAPH_MODE or inside 'jit'"):
            _HookedInGraph()(ms.Tensor(X))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)

    @ms.jit
    def g(x):
        with ms.saved_tensors_hooks(lambda t: t, lambda t: t):
            return x * x
    with pytest.raises(Exception, match="not supported in GRAPH_MODE or inside 'jit'"):
        g(ms.Tensor(X))


def test_docstring_examples():
    import doctest
    assert doctest.testmod(sys.modules["minicell.runtime.saved_hooks"]).failed == 0
