"""mindspore.nn.probability.bijector: forward/inverse/log-jacobians against closed forms, the
Cell call dispatching by name in both modes, TransformedDistribution, MindSpore 2.10's errors."""
import numpy as np
import pytest

import minicell as ms
import minicell.nn as nn
import minicell.nn.probability.bijector as msb
import minicell.nn.probability.distribution as msd
from minicell import Tensor, dtype as mstype

U = np.array([0.1, 0.5, 0.9], np.float32)


@pytest.fixture(autouse=True)
def _pynative():
    ms.set_context(mode=ms.PYNATIVE_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


def _close(got, want, tol=1e-5):
    np.testing.assert_allclose(got.asnumpy(), np.asarray(want, np.float32), rtol=tol, atol=tol)


def _check(b, fwd, inv, fwd_lj, inv_lj):
    x = Tensor(U)
    _close(b.forward(x), fwd(U))
    _close(b.inverse(x), inv(U))
    _close(b.forward_log_jacobian(x), fwd_lj(U))
    _close(b.inverse_log_jacobian(x), inv_lj(U))


def test_closed_forms():
    _check(msb.Exp(), np.exp, np.log, lambda x: x, lambda y: -np.log(y))
    c = 0.5
    _check(msb.PowerTransform(c), lambda x: (1 + c * x) ** (1 / c),
           lambda y: (y ** c - 1) / c, lambda x: (1 / c - 1) * np.log1p(c * x),
           lambda y: (c - 1) * np.log(y))
    _check(msb.ScalarAffine(2.0, 1.0), lambda x: 2 * x + 1, lambda y: (y - 1) / 2,
           lambda x: np.log(2.0) + 0 * x, lambda y: -np.log(2.0) + 0 * y)
    k = 2.0
    _check(msb.Softplus(k), lambda x: np.log1p(np.exp(k * x)) / k,
           lambda y: np.log(np.expm1(k * y)) / k, lambda x: -np.log1p(np.exp(-k * x)),
           lambda y: k * y - np.log(np.expm1(k * y)))
    loc, scale = 1.0, 2.0
    _check(msb.GumbelCDF(loc, scale), lambda x: np.exp(-np.exp(-(x - loc) / scale)),
           lambda y: loc - scale * np.log(-np.log(y)),
           lambda x: -(x - loc) / scale - np.exp(-(x - loc) / scale) - np.log(scale),
           lambda y: np.log(scale / (-y * np.log(y))))
    inv = msb.Invert(msb.Exp())
    assert inv.name == 'InvertExp'
    _check(inv, np.log, np.exp, lambda y: -np.log(y), lambda x: x)


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.b = msb.ScalarAffine(2.0, 1.0)
        self.t = msd.TransformedDistribution(msb.Exp(), msd.Normal(0.0, 1.0))

    def construct(self, x):
        return self.b('forward', x), self.b('inverse_log_jacobian', x), self.t('log_prob', x)


@pytest.mark.parametrize('mode', [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_cell_call_and_transformed_distribution_in_both_modes(mode):
    ms.set_context(mode=mode)
    fwd, ilj, lp = _Net()(Tensor(U))
    _close(fwd, 2 * U + 1)
    _close(ilj, -np.log(2.0) * np.ones(3))
    # the log-normal density: Normal log_prob at log(y) minus log(y)
    _close(lp, -0.5 * np.log(U) ** 2 - 0.5 * np.log(2 * np.pi) - np.log(U))


def test_bijector_on_a_distribution_makes_a_transformed_distribution():
    t = msb.ScalarAffine(2.0, 1.0)(msd.Normal(0.0, 1.0))
    assert isinstance(t, msd.TransformedDistribution)
    _close(t.mean(), 1.0)
    with pytest.raises(ValueError, match='mean function must be implemented'):
        msb.Exp()(msd.Normal(0.0, 1.0)).mean()


def test_errors():
    with pytest.raises(TypeError, match='Input cannot be Type Bool'):
        msb.PowerTransform(True)
    with pytest.raises(ValueError, match='Power must be greater than or equal to zero'):
        msb.PowerTransform(-1.0)
    with pytest.raises(TypeError, match="'dtype of power' should be one of"):
        msb.PowerTransform(1)
    with pytest.raises(TypeError, match='should have the same dtype as other arguments'):
        msb.ScalarAffine(np.array(1.0, np.float32), np.array(1.0, np.float64))
    with pytest.raises(TypeError, match='must be or be subclass of Float, but got Int32'):
        msb.Softplus(2.0).forward(Tensor(np.array([1], np.int32)))
    with pytest.raises(TypeError, match='input type must be a Tensor'):
        msb.Exp().forward(None)
    with pytest.raises(Exception, match='Invalid name'):
        msb.Exp()('foo', Tensor(U))
    with pytest.raises(TypeError):
        msb.Invert(1.0)
    with pytest.raises(TypeError, match="the 'dtype' should be one of"):
        msd.TransformedDistribution(msb.Exp(), msd.Bernoulli(0.5))
