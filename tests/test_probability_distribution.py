"""mindspore.nn.probability.distribution: values against closed forms (numpy/math), the Cell
call dispatching by method name in both modes, per-call parameters and MindSpore 2.10's
argument errors."""
import math

import numpy as np
import pytest

import minicell as ms
import minicell.nn as nn
import minicell.nn.probability.distribution as msd
from minicell import Tensor, dtype as mstype

X = np.array([0.3, 1.0, 2.5], np.float32)
_erf = np.vectorize(math.erf)
_lgamma = np.vectorize(math.lgamma)


def _t(a):
    return Tensor(np.array(a, np.float32))


@pytest.fixture(autouse=True)
def _pynative():
    ms.set_context(mode=ms.PYNATIVE_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


def _close(got, want, tol=1e-5):
    np.testing.assert_allclose(got.asnumpy(), np.asarray(want, np.float32), rtol=tol, atol=tol)


def test_normal_values_and_kl():
    n = msd.Normal(np.array([0.5]), np.array([[1.0], [2.0]]), dtype=mstype.float32)
    m, s = 0.5, np.array([[1.0], [2.0]])
    z = (X - m) / s
    _close(n.log_prob(_t(X)), -0.5 * z ** 2 - np.log(s) - 0.5 * np.log(2 * np.pi))
    _close(n.cdf(_t(X)), 0.5 * (1 + _erf(z / np.sqrt(2))))
    _close(n.survival_function(_t(X)), 0.5 * (1 - _erf(z / np.sqrt(2))))
    _close(n.entropy(), 0.5 * np.log(2 * np.pi * np.e * s ** 2))
    _close(n.sd(), s)
    _close(n.var(), s ** 2)
    mb, sb = 1.0, 1.5
    kl = np.log(sb / s) + (s ** 2 + (m - mb) ** 2) / (2 * sb ** 2) - 0.5
    _close(n.kl_loss('Normal', _t([mb]), _t([sb])), kl)
    _close(n.cross_entropy('Normal', _t([mb]), _t([sb])),
           kl + 0.5 * np.log(2 * np.pi * np.e * s ** 2))


def test_per_call_parameters_override_the_defaults():
    n = msd.Normal()
    _close(n.mean(_t([2.0]), _t([3.0])), [2.0])
    got = msd.Normal(0.0, 1.0).prob(_t(X), _t([1.0]), _t([2.0]))
    _close(got, np.exp(-0.5 * ((X - 1) / 2) ** 2) / (2 * np.sqrt(2 * np.pi)))
    assert n.get_dist_type() == 'Normal'
    assert n.get_dist_args(_t([1.0]))[1] is None


def test_simple_distribution_values():
    rate = np.array([0.5, 2.0])
    x = X[:, None]
    _close(msd.Exponential(rate).log_prob(_t(x)), np.log(rate) - rate * x)
    _close(msd.Exponential(rate).cdf(_t([[-1.0]])), [[0.0, 0.0]])
    p = np.array([0.3, 0.6])
    _close(msd.Bernoulli(p).prob(_t([[1.0], [0.0]])), [p, 1 - p])
    _close(msd.Bernoulli(p).var(), p * (1 - p))
    k = np.array([[0.0], [2.0]])
    _close(msd.Geometric(p).prob(_t(k)), p * (1 - p) ** k)
    _close(msd.Geometric(p).cdf(_t(k)), 1 - (1 - p) ** (k + 1))
    _close(msd.Uniform(0.0, 2.0).prob(_t([-1.0, 1.0, 3.0])), [0.0, 0.5, 0.0])
    _close(msd.Uniform(0.0, 2.0).cdf(_t([-1.0, 1.0, 3.0])), [0.0, 0.5, 1.0])
    lam = np.array([0.5, 2.0])
    kk = np.array([[0.0], [3.0]])
    _close(msd.Poisson(lam).log_prob(_t(kk)), kk * np.log(lam) - lam - _lgamma(kk + 1))
    _close(msd.Poisson(lam).cdf(_t([[1.0]])), [np.exp(-lam) * (1 + lam)])


def test_gamma_beta_values():
    c, r = np.array([3.0, 0.5]), np.array([1.0, 2.0])
    x = X[:, None]
    _close(msd.Gamma(c, r).log_prob(_t(x)),
           c * np.log(r) + (c - 1) * np.log(x) - r * x - _lgamma(c), 1e-4)
    _close(msd.Gamma(c, r).mean(), c / r)
    a, b = np.array([3.0, 0.5]), np.array([2.0, 1.5])
    u = np.array([[0.1], [0.5]])
    lbeta = _lgamma(a) + _lgamma(b) - _lgamma(a + b)
    _close(msd.Beta(a, b).log_prob(_t(u)),
           (a - 1) * np.log(u) + (b - 1) * np.log(1 - u) - lbeta, 1e-4)
    _close(msd.Beta(a, b).var(), a * b / ((a + b) ** 2 * (a + b + 1)))


def test_location_scale_values():
    loc, scale = np.array([0.0, 1.0]), np.array([1.0, 2.0])
    x = X[:, None]
    z = (x - loc) / scale
    _close(msd.Cauchy(loc, scale).prob(_t(x)), 1 / (np.pi * scale * (1 + z ** 2)))
    _close(msd.Cauchy(loc, scale).cdf(_t(x)), np.arctan(z) / np.pi + 0.5)
    _close(msd.Logistic(loc, scale).cdf(_t(x)), 1 / (1 + np.exp(-z)))
    _close(msd.Logistic(loc, scale).log_prob(_t(x)),
           -z - 2 * np.log1p(np.exp(-z)) - np.log(scale))
    _close(msd.Laplace(loc, scale).prob(_t(x)), np.exp(-np.abs(z)) / (2 * scale))
    _close(msd.HalfNormal(loc, scale).prob(_t(x)),
           np.sqrt(2 / np.pi) / scale * np.exp(-0.5 * z ** 2))
    df = 3.0
    lp = (_lgamma((df + 1) / 2) - _lgamma(df / 2) - 0.5 * np.log(df * np.pi) - np.log(scale)
          - (df + 1) / 2 * np.log1p(z ** 2 / df))
    _close(msd.StudentT(df, loc, scale).log_prob(_t(x)), lp)
    g = msd.Gumbel(loc, scale)
    _close(g.cdf(_t(x)), np.exp(-np.exp(-z)))
    _close(g.log_prob(_t(x)), -(z + np.exp(-z)) - np.log(scale))
    _close(g.mean(), loc + scale * np.euler_gamma)
    ln = msd.LogNormal(loc, scale)
    _close(ln.prob(_t(x)), np.exp(-0.5 * ((np.log(x) - loc) / scale) ** 2)
           / (x * scale * np.sqrt(2 * np.pi)))
    _close(ln.mean(), np.exp(loc + scale ** 2 / 2), 1e-4)


def test_categorical_values():
    probs = np.array([[0.2, 0.1, 0.7], [0.5, 0.25, 0.25]])
    c = msd.Categorical(probs)
    got = c.log_prob(_t([[0.0], [2.0]]))
    _close(got, np.log([[0.2, 0.5], [0.7, 0.25]]))
    assert np.isnan(c.log_prob(_t([[3.0]])).asnumpy()).all()
    _close(c.cdf(_t([[1.0], [-1.0]])), [[0.3, 0.75], [0.0, 0.0]])
    _close(c.mean(), (probs * np.arange(3)).sum(-1, keepdims=True))
    _close(c.entropy(), -(probs * np.log(probs)).sum(-1))
    assert c.sample((4,)).shape == (4, 2)


def test_sample_shapes_and_dtype():
    assert msd.Normal(np.array([0.0, 1.0]), 1.0).sample((3,)).shape == (3, 2)
    assert msd.Normal(0.0, 1.0).sample().shape == ()
    s = msd.Bernoulli(0.5).sample((5,))
    assert s.shape == (5,) and s.dtype == mstype.int32
    assert msd.Gamma([2.0], [1.0]).sample((2, 3)).shape == (2, 3, 1)
    assert msd.Gumbel(0.0, 1.0).sample((4,)).shape == (4,)


class _Dispatch(nn.Cell):
    def __init__(self):
        super().__init__()
        self.n = msd.Normal(3.0, 4.0)
        self.free = msd.Normal()
        self.e = msd.Exponential([1.0])

    def construct(self, x, mean, sd):
        return (self.n('prob', x), self.free('cdf', x, mean, sd), self.n.mean(),
                self.e('kl_loss', 'Exponential', sd), self.n.sample((2,)))


@pytest.mark.parametrize('mode', [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_cell_call_dispatches_by_name_in_both_modes(mode):
    ms.set_context(mode=mode)
    x = _t([0.5, 1.0])
    prob, cdf, mean, kl, sample = _Dispatch()(x, _t([0.0]), _t([2.0]))
    _close(prob, np.exp(-0.5 * ((np.array([0.5, 1.0]) - 3) / 4) ** 2) / (4 * np.sqrt(2 * np.pi)))
    _close(cdf, 0.5 * (1 + _erf(np.array([0.5, 1.0]) / (2 * np.sqrt(2)))))
    _close(mean, 3.0)
    _close(kl, [np.log(0.5) + 2.0 - 1.0])
    assert sample.shape == (2,)


class _Empty(msd.Distribution):
    def __init__(self):
        super().__init__(None, mstype.float32, 'Empty', {'param_dict': {'rate': None}})


@pytest.mark.parametrize('mode', [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_unimplemented_methods_raise_not_implemented(mode):
    ms.set_context(mode=mode)

    class Net(nn.Cell):
        def __init__(self, name):
            super().__init__()
            self.d = _Empty()
            self.fname = name

        def construct(self, x):
            return self.d(self.fname, x)
    for name in ('prob', 'log_survival', 'sd', 'kl_loss', 'sample', 'nonsense'):
        with pytest.raises(NotImplementedError, match='is not implemented for Empty'):
            Net(name)(_t([0.2]))


def test_argument_errors():
    with pytest.raises(TypeError, match="the 'dtype' should be one of"):
        msd.Normal(0.0, 1.0, dtype=mstype.int32)
    with pytest.raises(TypeError):
        msd.Normal(0.0, 1.0, name=1.0)
    with pytest.raises(TypeError):
        msd.Normal(0.0, 1.0, seed='seed')
    with pytest.raises(ValueError, match='Standard deviation must be greater than zero'):
        msd.Normal(0.0, 0.0)
    with pytest.raises(ValueError, match='not broadcastable'):
        msd.Normal([[2.0], [1.0]], [[2.0], [3.0], [4.0]])
    with pytest.raises(TypeError, match="It can not be None since it is not specified"):
        msd.Normal().prob(_t([1.0]))
    with pytest.raises(TypeError, match='input type must be a Tensor or Parameter'):
        msd.Normal(0.0, 1.0).prob(1.0)
    with pytest.raises(ValueError, match='Expected dist input is Normal, but got Exp'):
        msd.Normal(0.0, 1.0).kl_loss('Exp', _t([0.0]), _t([1.0]))
    with pytest.raises(TypeError, match='input type must be a tuple'):
        msd.Normal(0.0, 1.0).sample([2])
    with pytest.raises(TypeError, match="Input rate can't be scalar"):
        msd.Poisson(0.5)
    with pytest.raises(ValueError, match='Probabilities must be less than one'):
        msd.Bernoulli([1.5])
    with pytest.raises(ValueError, match='low must be less than high'):
        msd.Uniform(1.0, 0.0)
    with pytest.raises(ValueError, match='should sum to one'):
        msd.Categorical([0.2, 0.2])
    with pytest.raises(ValueError, match='mean is undefined for Cauchy'):
        msd.Cauchy(0.0, 1.0).mean()
