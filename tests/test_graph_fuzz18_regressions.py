"""Round 18 of the GRAPH_MODE vs PYNATIVE_MODE fuzzer (run at XLA's default flags): regressions
found on the way, with values measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import amp, nn, ops


class _TwiceDense(nn.Cell):
    def __init__(self):
        super().__init__()
        w = np.sin(np.arange(36.0).reshape(6, 6) * 1.7).astype(np.float32) * 0.5
        self.fc = nn.Dense(6, 6, weight_init=ms.Tensor(w),
                           bias_init=ms.Tensor(np.linspace(-0.1, 0.1, 6).astype(np.float32)))

    def construct(self, x):
        return ops.tanh(self.fc(x)) * x * 2.0 + self.fc(x) * 1.3


class _SumNet(nn.Cell):
    def __init__(self, level):
        super().__init__()
        self.block = amp.auto_mixed_precision(_TwiceDense(), level)

    def construct(self, x):
        return self.block(x).sum()


@pytest.mark.parametrize("level", ["O2", "O3"])
@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_float32_weight_of_a_float16_dense_called_twice_sums_its_gradients_in_float32(mode, level):
    # fuzz17 seed 25: GRAPH_MODE merged the two identical float16 dense calls before the vjp, so
    # the weight's gradient was the float16 sum of both calls' cotangents (8.4453125, on the
    # float16 grid); 2.10 (both modes, measured) and PYNATIVE_MODE sum the two calls' float16
    # gradients in float32
    ms.set_context(mode=mode)
    net = _SumNet(level)
    x = ms.Tensor(np.cos(np.arange(24).reshape(4, 6) * 0.4).astype(np.float32) * 1.37)
    gw, gb = ms.grad(net, None, net.trainable_params())(x)
    np.testing.assert_allclose(gw.asnumpy()[0], [8.442383, 7.580078, 5.522949, 2.5950928,
                                                 -0.7427979, -3.9648438], rtol=1e-6)
    np.testing.assert_allclose(gb.asnumpy(), [7.8476562, 6.9375, 6.086914, 4.855957, 4.0,
                                              2.8554688], rtol=0, atol=2e-3)


class _Scaled(nn.Cell):
    def construct(self, x):
        return ops.sin(x) * 2.0

    def bprop(self, x, out, dout):
        return (dout * ops.cos(x) * 0.5,)


class _ScaledTimesX(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sc = _Scaled()

    def construct(self, x):
        return self.sc(x) * x


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_jvp_and_jacfwd_go_through_a_custom_bprop(mode):
    # fuzz18 seed 0: ms.jvp of a Cell with a custom bprop raised JAX's "can't apply forward-mode
    # autodiff (jvp) to a custom_vjp function" in both modes; 2.10 computes forward mode from the
    # bprop (measured in both modes: tangent [0.24941705, 3.1122603, -1.0407465], the bprop's,
    # where the true derivative gives [0.399, 4.718, -1.367]; jacfwd's diagonal is the gradient)
    ms.set_context(mode=mode)
    x = ms.Tensor(np.array([0.1, 0.7, -1.2], np.float32))
    out, tangent = ms.jvp(_ScaledTimesX(), x, ms.Tensor(np.array([1.0, 2.0, 0.5], np.float32)))
    np.testing.assert_allclose(out.asnumpy(), [0.019966684, 0.9019047, 2.236894], rtol=1e-6)
    np.testing.assert_allclose(tangent.asnumpy(), [0.24941705, 3.1122603, -1.0407465], rtol=1e-6)
    jac = ms.jacfwd(_ScaledTimesX())(x).asnumpy()
    np.testing.assert_allclose(jac, np.diag([0.24941705, 1.5561302, -2.081493]), rtol=1e-6,
                               atol=1e-7)


class _ScaledLoop(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sc = _Scaled()

    def construct(self, x):
        i = ms.Tensor(0, ms.int32)
        while i < 3:
            x = self.sc(x * 0.8) + 0.1
            i = i + 1
        return x


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_jvp_through_a_custom_bprop_in_a_tensor_while_loop(mode):
    # fuzz18 seed 0: forward mode by the vjp of the vjp ran the tensor while loop as a plain
    # lax.while_loop ("Reverse-mode differentiation does not work for lax.while_loop"); values
    # measured on 2.10 in both modes
    ms.set_context(mode=mode)
    x = ms.Tensor(np.array([0.1, 0.7, -1.2], np.float32))
    out, tangent = ms.jvp(_ScaledLoop(), x, ms.Tensor(np.array([1.0, 2.0, 0.5], np.float32)))
    np.testing.assert_allclose(out.asnumpy(), [0.89757055, 2.056767, -1.879746], rtol=1e-6)
    np.testing.assert_allclose(tangent.asnumpy(), [0.0572438, 0.0134095, 0.00086904], rtol=1e-5)


class _ScaledTwice(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sc = _Scaled()

    def construct(self, x):
        for _ in range(2):
            x = self.sc(x) * 0.5 + x
        return x


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_second_order_gradient_through_a_custom_bprop_called_twice(mode):
    # fuzz18 seeds 16, 17: a gradient of a gradient reaches the first call's input through the
    # second call's residual, the first call's output; GRAPH_MODE differentiated that output
    # with the true derivative of construct ([-0.1547, -0.6822, 0.5165]), 2.10 (measured, both
    # modes) and PYNATIVE_MODE with the bprop's
    ms.set_context(mode=mode)
    net = _ScaledTwice()

    def loss(x):
        return net(x).sum()
    x = ms.Tensor(np.array([0.1, 0.7, -1.2], np.float32))
    np.testing.assert_allclose(ms.grad(loss)(x).asnumpy(), [1.5547261, 1.2581105, 0.9454759],
                               rtol=1e-6)
    np.testing.assert_allclose(ms.grad(ms.grad(loss))(x).asnumpy(),
                               [-0.1084603, -0.515778, 0.4537373], rtol=1e-5)
