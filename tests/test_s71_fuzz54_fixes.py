"""Session 71 (fuzz54): second derivatives through the bprop rules whose 2.10 bprop calls a
gradient kernel without a bprop of its own (runtime/primitives/bprops.py). 2.10 raises
``RuntimeError("Illegal primitive GeLUGrad's bprop not defined")`` (PYNATIVE_MODE; GRAPH_MODE:
``"Illegal primitive: Primitive GeLUGrad's bprop not defined."``) for ``ms.grad`` of
``ms.grad`` through ``gelu(approximate='tanh')`` (float32 and float16),
``binary_cross_entropy_with_logits`` in its logits (``BinaryCrossEntropyWithLogitsBackward``)
and ``igamma`` in ``a`` (``IgammaGradA``); minicell differentiated the implementations (a
value) and ``igamma``'s ``a`` part even where ``a`` was not differentiated (JAX's
NotImplementedError for ``igamma_grad_a``, where 2.10 gives a value). Measured on 2.10 CPU
(/tmp/s71/fuzz54/p6.py, p7.py, p8.py); first derivatives are unchanged (bit for bit, 18
functions at 40 values). Also: a plain Cell attribute changed after GRAPH_MODE compiled the
Cell is not seen (2.10's GRAPH_MODE, measured), as fuzz54 found."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops, Tensor

X = np.array([-1.0, 0.0, 0.5, 1.5, 2.5], np.float32)
A = np.array([1.1, 1.3, 1.5, 1.7, 1.9], np.float32)
MODES = [ms.PYNATIVE_MODE, ms.GRAPH_MODE]


@pytest.fixture(params=MODES, ids=["pynative", "graph"])
def mode(request):
    old = ms.get_context("mode")
    ms.set_context(mode=request.param)
    yield request.param
    ms.set_context(mode=old)


def second(f):
    def first(x):
        return ms.grad(f)(x).sum()
    return ms.grad(first)


def gelu_tanh(x):
    return ops.gelu(x, approximate="tanh").sum()


def gelu_tanh16(x):
    return ops.gelu(x.astype(ms.float16), approximate="tanh").astype(ms.float32).sum()


def bce_logits(x):
    y = Tensor(np.array([0.1, 0.3, 0.5, 0.7, 0.9], np.float32))
    w = Tensor(np.array([1.0, 0.5, 2.0, 1.0, 1.5], np.float32))
    return ops.binary_cross_entropy_with_logits(x, y, w, w)


def igamma_a(a):
    return ops.igamma(a, Tensor(A)).sum()


@pytest.mark.heavy
@pytest.mark.parametrize("f, kernel", [
    (gelu_tanh, "GeLUGrad"), (gelu_tanh16, "GeLUGrad"),
    (bce_logits, "BinaryCrossEntropyWithLogitsBackward"), (igamma_a, "IgammaGradA")])
def test_second_derivative_through_a_kernel_without_bprop_raises(mode, f, kernel):
    x = Tensor(np.abs(X) + 0.1) if f is igamma_a else Tensor(X)
    with pytest.raises(RuntimeError, match=f"{kernel}'s bprop not defined"):
        second(f)(x)


@pytest.mark.heavy
def test_gelu_tanh_first_derivative_is_2_10s(mode):
    np.testing.assert_allclose(
        ms.grad(gelu_tanh)(Tensor(X)).asnumpy(),
        [-0.08296407759189606, 0.5, 0.8673698902130127, 1.1277108192443848, 1.0379517078399658],
        rtol=1e-6, atol=0)


@pytest.mark.heavy
def test_igamma_second_derivative_in_x_alone_is_2_10s(mode):
    # a is a constant: its part (IgammaGradA) is not differentiated, as in 2.10
    a = Tensor(np.array([0.1, 0.3, 0.5, 0.7, 0.9], np.float32) + 1)
    x = Tensor(np.array([2.1, 1.1, 0.1, 1.1, 2.1], np.float32))

    def f(v):
        return ops.igamma(a, v).sum()
    np.testing.assert_allclose(
        second(f)(x).asnumpy(),
        [-0.13203022, -0.27756873, 1.2914734, -0.14240548, -0.14186376], rtol=1e-5, atol=1e-7)


class _Attrs(ms.nn.Cell):
    def __init__(self):
        super().__init__()
        self.flag, self.k, self.mode, self.fn = True, 2, "a", ops.tanh

    def construct(self, x):
        h = x * 1.0
        if self.flag:
            h = h + 1
        for _ in range(self.k):
            h = h * 2
        if self.mode == "a":
            h = h + 100
        return h + self.fn(x)


@pytest.mark.heavy            # (the first case compiles the eager kernels: 0.8 s)
@pytest.mark.parametrize("change, value, seen", [
    ("flag", False, 100.0), ("k", 0, 101.0), ("mode", "b", 4.0), ("fn", ops.cos, 105.0)])
def test_plain_attribute_changed_after_the_first_call(mode, change, value, seen):
    # 2.10's behaviour (measured on the same kind of Cell, /tmp/s71/fuzz54/attr.py): GRAPH_MODE
    # keeps the values the graph was compiled with, PYNATIVE_MODE reads the new ones (fuzz54
    # therefore sets them before the first call)
    net = _Attrs()
    x = Tensor(np.zeros(2, np.float32))
    assert net(x).asnumpy().tolist() == [104.0, 104.0]
    setattr(net, change, value)
    want = 104.0 if mode == ms.GRAPH_MODE else seen
    assert net(x).asnumpy().tolist() == [want, want]
