"""Session 69 (lead): LayerNorm's dbeta as 2.10's LayerNormGrad kernel sums it.

2.10's CPU LayerNormGrad sums ``dbeta`` per parameter row after row in float32, in the same loop
as ``dgamma`` (measured: 100% equal to that order on (8, 64, 128), (64, 128), (32, 128) and with
two normalised axes; XLA's own sum, which minicell used, was 11-23% equal there). The
transpose of ``ln_grad.ln_affine_p`` now computes both in one ``row_fold``."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor

# 2.10 CPU, both modes (/tmp/s69/lead/lnbits/dbeta.py): column 1 is 0.1 forty times, whose
# sum in order is 3.9999983 (XLA's order gives 4.0000005)
DBETA_210 = [1.0, 3.9999983310699463, 40.000003814697266, 390000.0]
DGAMMA_210 = [145140496.0, -0.48721957206726074, 4.255589485168457, 172845.140625]


def _inputs(rows=40, n=4):
    x = np.arange(rows * n, dtype=np.float32).reshape(rows, n) % 7
    dy = np.zeros((rows, n), np.float32)
    dy[:4, 0] = [1, 1e8, -1e8, 1]
    dy[:, 1] = 0.1
    dy[:, 2] = np.linspace(-3, 5, rows, dtype=np.float32)
    dy[::3, 3] = 1e-3
    dy[1::3, 3] = 3e4
    return x, dy


class _Weighted(nn.Cell):
    def __init__(self, shape, begin=-1):
        super().__init__()
        self.ln = nn.LayerNorm(shape, begin_norm_axis=begin, begin_params_axis=begin)

    def construct(self, x, dy):
        return (self.ln(x) * dy).sum()


def _grads(net, *arrays):
    f = ms.value_and_grad(net, grad_position=None, weights=net.trainable_params())
    return [g.asnumpy() for g in f(*[Tensor(a) for a in arrays])[1]]


@pytest.fixture(params=[ms.GRAPH_MODE, ms.PYNATIVE_MODE], ids=["graph", "pynative"])
def mode(request):
    ms.set_context(mode=request.param)
    yield request.param
    ms.set_context(mode=ms.PYNATIVE_MODE)


def _seq_rows(v):
    acc = np.zeros(v.shape[1:], np.float32)
    for row in v:
        acc = (acc + row).astype(np.float32)
    return acc


def test_dgamma_dbeta_are_210s(mode):
    dgamma, dbeta = _grads(_Weighted((4,)), *_inputs())
    assert dbeta.tolist() == DBETA_210
    assert dgamma.tolist() == DGAMMA_210


def test_dbeta_alone_when_gamma_is_frozen(mode):
    net = _Weighted((4,))
    net.ln.gamma.requires_grad = False
    (dbeta,) = _grads(net, *_inputs())
    assert dbeta.tolist() == DBETA_210


def test_dbeta_of_two_normalised_axes_is_the_ordered_row_sum(mode):
    rng = np.random.default_rng(3)
    x = rng.standard_normal((24, 3, 8)).astype(np.float32)
    dy = rng.standard_normal((24, 3, 8)).astype(np.float32) * 10
    _, dbeta = _grads(_Weighted((3, 8), begin=1), x, dy)
    assert dbeta.view(np.int32).tolist() == _seq_rows(dy).view(np.int32).tolist()


def _scaled_exp(t):
    return ops.exp(t) * 0.5


def _erfinv_sum(t):
    return ops.erfinv(t).sum()


def test_exp_overflow_stays_inf_under_a_constant_factor(mode):
    # nnacl's exp computes 2 * (p * 2^(n-1)); XLA merged a following constant factor into the 2
    # (0.5 * 2 = 1), and exp(89) * 0.5 came out finite in a compiled graph
    x = Tensor(np.array([89.0, np.inf, 88.0, 0.0], np.float32))
    out = ms.jit(_scaled_exp)(x).asnumpy()
    assert np.isposinf(out[:2]).all() and out[3] == 0.5
    assert out[2] == ops.exp(Tensor(np.float32(88.0))).asnumpy() * np.float32(0.5)  # finite


def test_erfinv_gradient_at_one_is_inf(mode):
    # 2.10: d erfinv / dx = sqrt(pi) / 2 * exp(erfinv(x)^2), inf at +-1 (num69, measured)
    g = ms.grad(_erfinv_sum)(Tensor(np.array([1.0, -1.0, 0.5], np.float32))).asnumpy()
    assert np.isposinf(g[:2]).all() and g[2] == pytest.approx(1.1125847, rel=1e-6)
