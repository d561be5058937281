"""Max pooling over windows with NaN, -inf and padding, as MindSpore 2.10's CPU kernels give them
(measured with /root/ms-ref, PYNATIVE_MODE; /tmp/numerics6/ref2.py, ref3.py): each API follows
the kernel 2.10 routes it to (``runtime/primitives/nn_maxpool.py`` names the rules), values,
indices and the gradient of ``sum`` of the values, a window of NaNs included."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

NAN, INF = float("nan"), float("inf")
LOW = -3.4028234663852886e+38
X = np.array([[1, NAN, 3, 2], [NAN, 0, 1, 3], [3, 0, 1, NAN], [NAN] * 4], np.float32)[None, None]
X2 = np.array([[NAN, 2, NAN, NAN], [3, NAN, NAN, NAN]], np.float32)[None, None]
X3 = np.array([[-INF, -INF, NAN, -INF], [-INF, -INF, -INF, NAN]], np.float32)[None, None]
X6 = np.array([[NAN, -INF, 1, NAN, 2], [-INF, -INF, NAN, 1, NAN], [NAN, NAN, NAN, NAN, 5]],
              np.float32)[None, None]
ALL_NAN = np.full((1, 1, 3, 3), NAN, np.float32)


def _same(got, want):
    np.testing.assert_array_equal(np.asarray(got, np.float64).ravel(), np.asarray(want))


def _check(f, x, vals, idx, grad):
    out = f(ms.Tensor(x))
    v = out[0] if isinstance(out, tuple) else out
    _same(v.asnumpy(), vals)
    if idx is not None:
        _same(out[1].asnumpy(), idx)
    g = ms.grad(lambda t: (f(t)[0] if isinstance(out, tuple) else f(t)).sum())(ms.Tensor(x))
    _same(g.asnumpy(), grad)


# MaxPoolWithArgmaxV2 (ops.max_pool2d with or without indices): NaN and -inf never win, a
# window of them gives float lowest at its first position and its gradient there
V2_CASES = [
    (X2, [3, LOW], [4, 2], [0, 0, 1, 0, 1, 0, 0, 0]),
    (X3, [LOW, LOW], [0, 2], [1, 0, 1, 0, 0, 0, 0, 0]),
]


@pytest.mark.heavy      # ~1 s each: eager kernels and gradients of four pooling spellings
@pytest.mark.parametrize("x, vals, idx, grad", V2_CASES)
def test_max_pool2d_skips_nan_and_inf_as_v2(x, vals, idx, grad):
    _check(lambda t: ops.max_pool2d(t, 2, 2, return_indices=True), x, vals, idx, grad)
    _check(lambda t: ops.max_pool2d(t, 2, 2), x, vals, None, grad)


@pytest.mark.heavy      # ~1.5 s
def test_gradient_of_an_all_nan_window_goes_to_its_index():
    # padding 1: each window's first valid cell, gradient 1 there (2.10; minicell gave 0)
    _check(lambda t: ops.MaxPoolWithArgmaxV2(2, 2, 1)(t), ALL_NAN, [LOW] * 4, [0, 1, 3, 4],
           [1, 1, 0, 1, 1, 0, 0, 0, 0])
    _check(lambda t: ops.max_pool2d(t, 2, 2, 1), ALL_NAN, [LOW] * 4, None,
           [1, 1, 0, 1, 1, 0, 0, 0, 0])


@pytest.mark.heavy      # ~1 s
def test_max_pool_with_argmax_v1_takes_a_nan_only_first_in_its_window():
    _check(lambda t: ops.MaxPoolWithArgmax(2, 2, "same")(t), X6, [NAN, 1, 2, NAN, NAN, 5],
           [0, 2, 4, 10, 12, 14], [1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 1, 0, 1, 0, 1])


@pytest.mark.heavy      # ~1 s: a 3-d kernel, its gradient and the nn cell's
def test_max_pool3d_and_pad_mode_cells_propagate_the_last_nan():
    _check(lambda t: ops.max_pool3d(t[:, :, None], (1, 2, 2), (1, 2, 2), return_indices=True),
           X, [NAN, 3, NAN, NAN], [4, 2, 13, 15], [0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1])
    _check(lambda t: ops.MaxPool3DWithArgmax((1, 2, 2), (1, 2, 2), (0, 1, 1))(t[:, :, None]),
           ALL_NAN, [NAN] * 4, [0, 2, 6, 8], [1, 0, 1, 0, 0, 0, 1, 0, 1])
    _check(lambda t: nn.MaxPool2d(2, 2, pad_mode="pad")(t), X3, [-INF, NAN], None,
           [1, 0, 0, 0, 0, 0, 0, 1])


@pytest.mark.heavy      # ~2 s
def test_max_pool_cells_follow_2_10s_maxpool_kernel():
    # values: a window of -inf gives float lowest, a NaN last in its window NaN; the gradient
    # as MaxPoolWithArgmaxV2's (2.10's MaxPoolGrad). Known difference: 2.10 takes the elements
    # behind a window's last NaN (its first window of X is 0), minicell NaN (nn_maxpool.py)
    _check(lambda t: ops.MaxPool(2, 2)(t), X, [NAN, 3, NAN, NAN], None,
           [1, 0, 1, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0])
    _check(lambda t: nn.MaxPool2d(2, 2)(t), X3, [LOW, NAN], None, [1, 0, 1, 0, 0, 0, 0, 0])
    _check(lambda t: ops.MaxPool(2, 2, "same")(t), X6[..., 1:, :], [NAN, NAN, NAN], None,
           [1, 0, 0, 1, 0, 0, 0, 0, 0, 1])     # 2.10's values [nan, nan, 5]: the difference


@pytest.mark.heavy      # ~2 s: GRAPH_MODE compiles
def test_nan_rules_agree_in_graph_mode():
    class Net(nn.Cell):
        def construct(self, x):
            v, i = ops.max_pool2d(x, 2, 2, return_indices=True)
            return v, i, ops.MaxPool(2, 2)(x), ops.max_pool3d(x[:, :, None], (1, 2, 2),
                                                              (1, 2, 2))
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        v, i, m, p = Net()(ms.Tensor(X))
        pooled = lambda t: ops.max_pool2d(t, 2, 2, 1).sum()
        g = ms.grad(pooled)(ms.Tensor(ALL_NAN))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    _same(v.asnumpy(), [1, 3, 3, 1])
    _same(i.asnumpy(), [0, 2, 8, 10])
    _same(m.asnumpy(), [NAN, 3, NAN, NAN])
    _same(p.asnumpy(), [NAN, 3, NAN, NAN])
    _same(g.asnumpy(), [1, 1, 0, 1, 1, 0, 0, 0, 0])


def test_max_pool2d_with_indices_is_one_dispatch(monkeypatch):
    from minicell.ops import nn_pooling
    calls = []
    real = nn_pooling.dispatch
    monkeypatch.setattr(nn_pooling, "dispatch", lambda op, *a: calls.append(op.name) or
                        real(op, *a))
    v, i = ops.max_pool2d(ms.Tensor(X), 2, 2, return_indices=True)
    assert calls == ["max_pool_with_argmax"]
    _same(v.asnumpy(), [1, 3, 3, 1])
