"""Activations measured against MindSpore 2.10 (CPU) in session 50: SeLU's derivative at 0
and nn.RReLU's random slopes in evaluation."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor

_SCALE, _ALPHA = 1.0507009873554805, 1.6732632423543772


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("make", [lambda: ops.selu, lambda: nn.SeLU()], ids=["ops", "nn"])
def test_selu_derivative_takes_the_right_side_at_zero(mode, make):
    """2.10's SeLU and SeLUExt bprops both give ``scale`` at 0 (measured 1.0507); right of 0
    scale, left of it ``EluGrad(dout, out) * scale``, ``scale * (out + 1)``, which is not the
    derivative (measured, ops.selu and nn.SeLU alike: -0.5465395 at -2; tests/test_s65_num65)."""
    ms.set_context(mode=mode)
    f = make()
    pts = np.array([-2.0, -0.5, 0.0, 0.5, 2.0], np.float32)
    fn = lambda t: f(t).sum()
    g = ms.grad(fn)(Tensor(pts)).asnumpy()
    np.testing.assert_allclose(g, [-0.5465395, 0.32387003, _SCALE, _SCALE, _SCALE], rtol=1e-6)
    np.testing.assert_allclose(f(Tensor(pts)).asnumpy(),
                               np.where(pts >= 0, _SCALE * pts, _SCALE * _ALPHA * np.expm1(pts)),
                               rtol=1e-6)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("train", [False, True])
def test_rrelu_draws_slopes_in_evaluation_too(mode, train):
    """2.10's nn.RReLU draws one slope per element on every call, training or not (an
    evaluation call gave -0.500 and -0.134 for -2 and -0.5: two different slopes)."""
    ms.set_context(mode=mode)
    ms.set_seed(0)
    net = nn.RReLU(0.1, 0.3)
    net.set_train(train)
    x = np.concatenate([-np.ones(400, np.float32), np.array([0.0, 2.5], np.float32)])
    y = net(Tensor(x)).asnumpy()
    slopes = -y[:400]
    assert ((slopes >= 0.1) & (slopes <= 0.3)).all()
    assert len(np.unique(slopes)) > 100
    assert y[400] == 0.0 and y[401] == 2.5


@pytest.mark.parametrize("call, err, text", [
    (lambda x: ops.rrelu(x, "a"), TypeError,
     "For 'rrelu', 'lower' must be an int or a float, but got <class 'str'>"),
    (lambda x: ops.rrelu(x, 0.1, None), TypeError,
     "For 'rrelu', 'upper' must be an int or a float, but got <class 'NoneType'>"),
    (lambda x: ops.rrelu(x, 0.5, 0.1), ValueError,
     "For 'rrelu', the value of 'upper' must be greater than or equal to 'lower', but got "
     "upper: 0.1, lower: 0.5. "),
    (lambda x: ops.rrelu(x.asnumpy()), TypeError,
     "For 'rrelu', the 'input' must be a Tensor but got <class 'numpy.ndarray'>."),
    (lambda x: nn.RReLU()(x.asnumpy()), TypeError,
     "For 'rrelu', the input must be a Tensor, but got <class 'numpy.ndarray'>."),
])
def test_rrelu_checks_as_2_10(call, err, text):
    ms.set_context(mode=ms.PYNATIVE_MODE)
    with pytest.raises(err) as info:
        call(Tensor(np.ones(3, np.float32)))
    assert str(info.value) == text
