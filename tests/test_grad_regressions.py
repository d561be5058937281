"""Gradient bugs a random-program fuzzer found (issue 11), as regression tests in both modes.
Expected values were measured on MindSpore 2.10.0 (CPU), which gives the same in both modes."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

MODES = pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE],
                                ids=["pynative", "graph"])


class _PassThrough(nn.Cell):
    def construct(self, x, y):
        return x, y * 2                  # x is returned unchanged


class _Alias(nn.Cell):
    def construct(self, x):
        h = x
        return h


class _ReturnsParameter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.b = ms.Parameter(ms.Tensor([1.0, 2.0]), name="b")

    def construct(self, x):
        return self.b


class _WriteThenRead(nn.Cell):
    def __init__(self):
        super().__init__()
        self.s = ms.Parameter(ms.Tensor([0.0]), name="s")

    def construct(self, x):
        ops.assign(self.s, x * 2)
        return self.s * 1.0 + x


def _np(t):
    return t.asnumpy().tolist()


@MODES
def test_an_input_returned_unchanged_has_gradient_one(mode):
    ms.set_context(mode=mode)
    x, y = ms.Tensor([1.0, 2.0]), ms.Tensor([3.0, 4.0])
    gx, gy = ms.grad(_PassThrough(), grad_position=(0, 1))(x, y)
    assert _np(gx) == [1.0, 1.0] and _np(gy) == [2.0, 2.0]
    assert _np(ms.grad(_Alias())(x)) == [1.0, 1.0]


@MODES
def test_a_parameter_returned_unchanged_has_gradient_one(mode):
    ms.set_context(mode=mode)
    net = _ReturnsParameter()
    (gb,) = ms.grad(net, grad_position=None, weights=net.trainable_params())(ms.Tensor([0.0]))
    assert _np(gb) == [1.0, 1.0]


@MODES
def test_an_input_returned_unchanged_takes_its_sensitivity(mode):
    ms.set_context(mode=mode)
    x, y = ms.Tensor([1.0, 2.0]), ms.Tensor([3.0, 4.0])
    sens = (ms.Tensor([5.0, 6.0]), ms.Tensor([2.0, 2.0]))
    gx, gy = ms.grad(_PassThrough(), grad_position=(0, 1), sens_param=True)(x, y, sens)
    assert _np(gx) == [5.0, 6.0] and _np(gy) == [4.0, 4.0]


@MODES
def test_a_parameter_write_cuts_the_gradient_path(mode):
    """``assign(self.s, 2x); return self.s + x``: d/dx is 1 (only the direct x), not 3."""
    ms.set_context(mode=mode)
    net = _WriteThenRead()
    g = ms.grad(net)(ms.Tensor([3.0]))
    assert _np(g) == [1.0]
    assert _np(net.s) == [6.0]                # the write itself still happens


@MODES
def test_the_write_cut_keeps_the_forward_value(mode):
    ms.set_context(mode=mode)
    net = _WriteThenRead()
    out = net(ms.Tensor([3.0]))
    np.testing.assert_allclose(out.asnumpy(), [9.0])


def test_grad_operation_sens_by_keyword_and_dict_sens():
    """``sens=`` given by keyword is the sensitivity (the other keywords reach the function),
    and a dict output takes a dict sensitivity (its values, in order), as in MindSpore 2.10."""
    x = ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32))
    grad = ops.GradOperation(sens_param=True)(lambda a, scale=1.0: a * a * scale)
    out = grad(x, sens=ms.Tensor(np.array([1.0, 0.5, 2.0], np.float32)), scale=2.0)
    np.testing.assert_allclose(out.asnumpy(), [4.0, 4.0, 24.0])

    class DictNet(nn.Cell):
        def construct(self, a):
            return {"y": a * 3}

    out = ops.GradOperation(sens_param=True)(DictNet())(x, {"y": x})
    np.testing.assert_allclose(out.asnumpy(), [3.0, 6.0, 9.0])


def test_grad_operation_of_a_non_tensor_first_input_is_empty():
    """MindSpore 2.10 (measured) returns ``()`` when the first input is a dict, list, str...:
    there is no Tensor to differentiate with respect to."""
    grad = ops.GradOperation()(lambda d: d["a"] * 2)
    assert grad({"a": ms.Tensor(2.0)}) == ()
    assert ops.GradOperation()(lambda s, t: t * 2)("name", ms.Tensor(1.0)) == ()


def test_pynative_grad_through_a_jit_construct_with_a_tensor_while():
    """A ``@jit`` construct recorded on the PYNATIVE tape replays under ``jax.vjp`` with its
    tensor ``while`` lowered as the checkpointed custom vjp (``lax.while_loop`` has no reverse
    mode: it used to raise)."""
    ms.set_context(mode=ms.PYNATIVE_MODE)

    class Inner(nn.Cell):
        @ms.jit
        def construct(self, x, y):
            while x < y:
                x = x * x + 1
            return x

    grad = ops.GradOperation(get_all=True)(Inner())
    for x, expect in ((3.0, 1.0), (1.5, 3.0), (1.0, 8.0)):   # 0, 1 and 2 trips (1 -> 2 -> 5)
        gx, gy = grad(ms.Tensor([x]), ms.Tensor([3.0]))
        np.testing.assert_allclose(gx.asnumpy(), [expect], rtol=1e-6)
        assert gy.asnumpy().tolist() == [0.0]
