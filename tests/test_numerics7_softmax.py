"""numerics7: logsumexp, softmax and log_softmax with NaN and inf as MindSpore 2.10 computes them
on CPU (measured: /tmp/numerics7/m2.py, m2b.py, m2c.py). logsumexp is ``m + log(sum(exp(x - m)))``
unguarded (an inf max or an all -inf slice gives NaN); LogSoftmax and float32 Softmax over the last
axis shift by the max of the non-NaN elements and let a NaN exponent count as +inf, so a row
holding NaN or +inf gives NaN at those places and 0 (log: -inf) at every other one."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, nn, ops
from tests.conftest import FnCell

NAN, INF = float("nan"), float("inf")
ROW = np.array([[1, NAN, 3, 2], [INF, 1, 2, 3], [INF, -INF, 0, 1], [1, 2, 3, 4]], np.float32)
SM = [[0, NAN, 0, 0], [NAN, 0, 0, 0], [NAN, 0, 0, 0],
      [0.03205858916044235, 0.08714431524276733, 0.2368825376033783, 0.6439145803451538]]
LSM = [[-INF, NAN, -INF, -INF], [NAN, -INF, -INF, -INF], [NAN, -INF, -INF, -INF],
       [-3.440187454223633, -2.440187454223633, -1.4401875734329224, -0.4401875436306]]


def _close(got, want, rtol=0.0):
    np.testing.assert_allclose(np.asarray(got, np.float64), np.asarray(want, np.float64),
                               rtol=rtol, atol=0)


def test_logsumexp_of_infinite_slices_is_nan(mode):
    x = np.array([[INF, -INF], [-INF, -INF], [INF, INF], [INF, 1], [NAN, 1], [1, 2]], np.float32)
    fn = lambda t: (ops.logsumexp(t, 1), t.logsumexp(1))
    out, = [FnCell(fn)(ms.Tensor(x))]
    for got in out:
        _close(got.asnumpy()[:5], [NAN] * 5)
        _close(got.asnumpy()[5], 2.3132612705230713, rtol=1e-6)


def test_logsumexp_gradient_with_inf_is_nan():
    g = ms.grad(lambda t: ops.logsumexp(t, 0))
    _close(g(ms.Tensor(np.array([INF, -INF, 1], np.float32))).asnumpy(), [NAN] * 3)
    _close(g(ms.Tensor(np.array([-INF, -INF], np.float32))).asnumpy(), [NAN] * 2)
    _close(g(ms.Tensor(np.array([0.0, np.log(3.0)], np.float32))).asnumpy(), [0.25, 0.75], 1e-6)


@pytest.mark.heavy
def test_softmax_and_log_softmax_rows_with_nan_and_inf(mode):
    fn2 = (lambda t: (ops.softmax(t, -1), nn.Softmax()(t), mint.nn.functional.softmax(t, -1),
                      ops.log_softmax(t, -1), nn.LogSoftmax()(t)))
    outs = FnCell(fn2)(ms.Tensor(ROW))
    for got in outs[:3]:
        _close(got.asnumpy(), SM, 1e-6)
    for got in outs[3:]:
        _close(got.asnumpy(), LSM, 1e-5)


def test_softmax_nan_rule_eager_short_and_long_rows():
    _close(ops.softmax(ms.Tensor(ROW), -1).asnumpy(), SM, 1e-6)
    long = ms.Tensor(np.tile(np.array([[1, NAN, 3, 2]], np.float32), (1, 40)))   # past 128
    _close(ops.softmax(long, -1).asnumpy()[0, :4], [0, NAN, 0, 0])
    _close(ops.log_softmax(long, -1).asnumpy()[0, :4], [-INF, NAN, -INF, -INF])
    _close(ops.softmax(ms.Tensor(np.array([NAN, 1], np.float32)), 0).asnumpy(), [NAN, 0])


def test_log_softmax_nan_rule_every_float_dtype_and_axis():
    for dt in (np.float16, np.float64):
        x = ms.Tensor(np.array([[1, NAN, 3, 2], [INF, 1, 2, 3]], dt))
        _close(ops.log_softmax(x, -1).asnumpy(), [[-INF, NAN, -INF, -INF], [NAN, -INF, -INF, -INF]])
    x = ms.Tensor(np.array([[NAN, 1], [2, 3]], np.float32))
    _close(ops.log_softmax(x, 0).asnumpy()[:, 0], [NAN, -INF])


def test_softmax_other_axes_and_dtypes_propagate_nan():
    x = np.array([[1, NAN], [INF, 2]], np.float32)
    _close(ops.softmax(ms.Tensor(x), 0).asnumpy(), [[NAN, NAN], [NAN, NAN]])
    _close(ops.softmax(ms.Tensor(x[:1].astype(np.float16)), -1).asnumpy(), [[NAN, NAN]])


@pytest.mark.heavy
def test_gradients_through_a_nan_row():
    x = ms.Tensor(np.array([1, NAN, 3, 2], np.float32))
    w = ms.Tensor(np.array([1, 2, 3, 4], np.float32))
    g_sm = ms.grad(lambda t: (ops.softmax(t, -1) * w).sum())(x)
    g_lsm = ms.grad(lambda t: (ops.log_softmax(t, -1) * w).sum())(x)
    _close(g_sm.asnumpy(), [NAN] * 4)
    _close(g_lsm.asnumpy(), [1, NAN, 3, 4])
    g0 = ms.grad(lambda t: (ops.log_softmax(t, 0) * ms.Tensor(np.array([[1.], [2.]], np.float32))).sum())
    _close(g0(ms.Tensor(np.array([[NAN, 1], [2, 3]], np.float32))).asnumpy()[:, 0], [NAN, 2])
