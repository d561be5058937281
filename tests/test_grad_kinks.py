"""Gradients at kinks equal MindSpore 2.10's exactly, in both modes.

The expected values were measured on MindSpore 2.10.0 (CPU, PYNATIVE_MODE) with
``ops.grad(f)(x)`` at ``x = [-1, 0, 3, 6, 7]``. Where JAX's derived derivative differs (relu,
relu6, abs, hswish) the registry entry carries a hand-written jvp rule; the others follow from
writing the op as MindSpore writes it (leaky_relu as max(alpha*x, x); ties of maximum/minimum
split; clamp as selects, bounds included; max/min along an axis as a gather at the arg-index).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

X = np.array([-1.0, 0.0, 3.0, 6.0, 7.0], np.float32)

_leaky_relu = lambda t: ops.leaky_relu(t, 0.2)
_clip_by_value = lambda t: ops.clip_by_value(t, 0.0, 6.0)
_clamp = lambda t: ops.clamp(t, 0.0, 6.0)
_tensor_clip = lambda t: t.clip(0.0, 6.0)
KINKS = {
    "relu": (ops.relu, [0, 0, 1, 1, 1]),
    "relu6": (ops.relu6, [0, 0, 1, 1, 0]),
    "abs": (ops.abs, [-1, 0, 1, 1, 1]),
    "leaky_relu": (_leaky_relu, [0.2, 0.6, 1, 1, 1]),
    # 2.10 (measured): y + 1 with y from nnacl's SSE exp (size 5: a block of 4), not exp(-1)
    "elu": (ops.elu, [0.367878794670105, 1, 1, 1, 1]),
    "clip_by_value": (_clip_by_value, [0, 0.5, 1, 0.5, 0]),
    "clamp": (_clamp, [0, 1, 1, 1, 0]),     # bounds included
    "Tensor.clip": (_tensor_clip, [0, 1, 1, 1, 0]),
    "nn.ReLU": (nn.ReLU(), [0, 0, 1, 1, 1]),
    "nn.ReLU6": (nn.ReLU6(), [0, 0, 1, 1, 0]),
    "nn.LeakyReLU": (nn.LeakyReLU(0.2), [0.2, 0.6, 1, 1, 1]),
}


class _Apply(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x).sum()


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE], ids=["pynative", "graph"])
@pytest.mark.parametrize("name", sorted(KINKS))
def test_gradient_at_kinks_is_mindspores(name, mode):
    fn, want = KINKS[name]
    ms.set_context(mode=mode)
    got = ms.grad(_Apply(fn))(ms.Tensor(X))
    np.testing.assert_allclose(got.asnumpy(), np.asarray(want, np.float32), rtol=1e-6, atol=0)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE], ids=["pynative", "graph"])
def test_maximum_tie_splits_the_gradient(mode):
    ms.set_context(mode=mode)
    fn2 = lambda t: ops.maximum(t, ms.Tensor(X))
    net = _Apply(fn2)
    np.testing.assert_allclose(ms.grad(net)(ms.Tensor(X)).asnumpy(), np.full(5, 0.5, np.float32))


class _Both(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, y):
        return self.fn(x, y).sum()


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE], ids=["pynative", "graph"])
def test_maximum_minimum_nan_gives_both_inputs_the_gradient(mode):
    """2.10's MaximumGrad/MinimumGrad (CPU, both modes, measured): where either input is NaN,
    both inputs take the whole gradient; ties split it; otherwise the winner takes it."""
    ms.set_context(mode=mode)
    x = ms.Tensor(np.array([np.nan, 1.0, 2.0, 3.0, -1.0], np.float32))
    y = ms.Tensor(np.array([1.0, np.nan, 2.0, 2.0, 0.0], np.float32))
    gx, gy = ms.grad(_Both(ops.maximum), (0, 1))(x, y)
    assert gx.asnumpy().tolist() == [1.0, 1.0, 0.5, 1.0, 0.0]
    assert gy.asnumpy().tolist() == [1.0, 1.0, 0.5, 0.0, 1.0]
    gx, gy = ms.grad(_Both(ops.minimum), (0, 1))(x, y)
    assert gx.asnumpy().tolist() == [1.0, 1.0, 0.5, 0.0, 1.0]
    assert gy.asnumpy().tolist() == [1.0, 1.0, 0.5, 1.0, 0.0]


def test_second_derivative_through_a_jvp_rule():
    """The rule is a custom jvp, so grad of grad works through it (relu'' = 0 away from 0)."""
    f = lambda t: ops.relu(t * t).sum()  # noqa: E731
    g = ms.grad(ms.grad(f))(ms.Tensor(np.array([0.5, -2.0], np.float32)))
    np.testing.assert_allclose(g.asnumpy(), [2.0, 2.0])


X_HSWISH = np.array([-3.0, 3.0, 0.0, 7.0, -4.0], np.float32)


@pytest.mark.parametrize("fn, want", [
    (ops.hardswish, [-0.5, 1.5, 0.5, 1.0, 0.0]),    # (2x + 3) / 6 on [-3, 3], bounds included
    (nn.HSwish(), [-0.5, 1.5, 0.5, 1.0, 0.0]),
    (ops.hardsigmoid, [0.0, 0.0, 1 / 6, 0.0, 0.0])], ids=["hardswish", "nn.HSwish", "hsigmoid"])
def test_hard_activations_at_their_kinks(mode, fn, want):
    got = ms.grad(_Apply(fn))(ms.Tensor(X_HSWISH))
    np.testing.assert_allclose(got.asnumpy(), np.asarray(want, np.float32), rtol=1e-6)


T_TIES = np.array([[3.0, 3.0, 1.0], [0.0, 2.0, 2.0]], np.float32)


_fn = lambda t: ops.max(t, 1)[0]
_fn2 = lambda t: ops.min(t, 1)[0]
_fn3 = lambda t: ops.max(t, 0, True)[0]
_fn4 = lambda t: t.max(axis=1)
_fn5 = lambda t: ops.max(t)[0]
_fn6 = lambda t: ops.amax(t, 1)


@pytest.mark.parametrize("fn, want", [
    (_fn, [[1, 0, 0], [0, 1, 0]]),        # to the first arg-max only
    (_fn2, [[0, 0, 1], [1, 0, 0]]),
    (_fn3, [[1, 1, 0], [0, 0, 1]]),
    (_fn4, [[1, 0, 0], [0, 1, 0]]),
    (_fn5, [[0.5, 0.5, 0], [0, 0, 0]]),        # over all: ties split
    (_fn6, [[0.5, 0.5, 0], [0, 0.5, 0.5]])],
    ids=["max-axis", "min-axis", "max-keepdims", "Tensor.max-axis", "max-all", "amax"])
def test_max_min_with_ties_route_the_gradient_as_mindspore(mode, fn, want):
    got = ms.grad(_Apply(fn))(ms.Tensor(T_TIES))
    np.testing.assert_allclose(got.asnumpy(), np.asarray(want, np.float32), rtol=1e-6)
