"""AvgPool1dExt / AvgPool2dExt / MaxPool2dExt against a numpy implementation of the PyTorch-style
(mint) pooling rules: padding, ceil_mode, count_include_pad, divisor_override; both modes."""
import math

import numpy as np
import pytest

import minicell as ms
from minicell import nn

R = np.random.default_rng(0)
X2 = R.standard_normal((1, 2, 5, 7)).astype(np.float32)
X1 = R.standard_normal((1, 2, 7)).astype(np.float32)


def _windows(n, k, s, p, ceil):
    out = (math.ceil if ceil else math.floor)((n + 2 * p - k) / s) + 1
    if ceil and (out - 1) * s >= n + p:
        out -= 1
    return [(i * s - p, i * s - p + k) for i in range(out)]


def _pool(x, ks, ss, ps, ceil, kind, include_pad=True, divisor=None):
    nd = len(ks)
    wins = [_windows(x.shape[2 + d], ks[d], ss[d], ps[d], ceil) for d in range(nd)]
    out = np.zeros(x.shape[:2] + tuple(len(w) for w in wins))
    for idx in np.ndindex(*out.shape[2:]):
        sl, cnt_pad = [], 1
        for d, i in enumerate(idx):
            lo, hi = wins[d][i]
            n = x.shape[2 + d]
            cnt_pad *= min(hi, n + ps[d]) - lo
            sl.append(slice(max(lo, 0), min(hi, n)))
        win = x[(Ellipsis,) + tuple(sl)].reshape(x.shape[:2] + (-1,))
        if kind == "max":
            out[(Ellipsis,) + idx] = win.max(-1)
        else:
            div = divisor or (cnt_pad if include_pad else win.shape[-1])
            out[(Ellipsis,) + idx] = win.sum(-1) / div
    return out


CASES = [
    ("avg1d", lambda: nn.AvgPool1dExt(3)(ms.Tensor(X1)), _pool(X1, (3,), (3,), (0,), False, "avg")),
    ("avg1d_pad_ceil", lambda: nn.AvgPool1dExt(3, 2, 1, True, False)(ms.Tensor(X1)),
     _pool(X1, (3,), (2,), (1,), True, "avg", include_pad=False)),
    ("avg2d", lambda: nn.AvgPool2dExt(2)(ms.Tensor(X2)),
     _pool(X2, (2, 2), (2, 2), (0, 0), False, "avg")),
    ("avg2d_pad", lambda: nn.AvgPool2dExt((3, 2), (2, 1), 1)(ms.Tensor(X2)),
     _pool(X2, (3, 2), (2, 1), (1, 1), False, "avg")),
    ("avg2d_divisor", lambda: nn.AvgPool2dExt(2, divisor_override=3)(ms.Tensor(X2)),
     _pool(X2, (2, 2), (2, 2), (0, 0), False, "avg", divisor=3)),
    ("max2d", lambda: nn.MaxPool2dExt(2)(ms.Tensor(X2)),
     _pool(X2, (2, 2), (2, 2), (0, 0), False, "max")),
    ("max2d_pad_ceil", lambda: nn.MaxPool2dExt(3, 2, 1, ceil_mode=True)(ms.Tensor(X2)),
     _pool(X2, (3, 3), (2, 2), (1, 1), True, "max")),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_pool_ext(mode, case):
    _, run, want = case
    got = run().asnumpy()
    assert got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


def test_pool_ext_attributes():
    p = nn.MaxPool2dExt(3)
    assert (p.kernel_size, p.stride, p.padding, p.dilation) == (3, 3, 0, 1)
    a = nn.AvgPool2dExt(2)
    assert a.stride is None and a.divisor_override is None and a.count_include_pad


def test_valid_pool_window_larger_than_input_raises_as_mindspore(mode):
    # MindSpore 2.10: AvgPool2d's RuntimeError / MaxPool2d's ValueError (output size 0), in both
    # modes; an empty (N, C, 0, 0) result only surfaced later as a confusing shape error
    x = ms.Tensor(np.ones((2, 4, 2, 2), np.float32))
    with pytest.raises(RuntimeError, match=r"^For 'AvgPool' op, H_out/W_out must be positive, "
                       r"but H_out/W_out is 0, please check"):      # 2.10's text (bad30)
        nn.AvgPool2d(kernel_size=7, stride=7)(x)
    with pytest.raises(ValueError, match=r"^For 'MaxPool', the each element of the output shape "
                       r"must be larger than 0, but got output shape: \[const vector\]\{2, 4, 0, "
                       r"0\}\. The input shape: "):      # 2.10's text (measured in round 47)
        nn.MaxPool2d(kernel_size=3, stride=1)(x)
    assert nn.AvgPool2d(kernel_size=2)(x).shape == (2, 4, 1, 1)
    assert nn.MaxPool2d(kernel_size=7, stride=7, pad_mode="same")(x).shape == (2, 4, 1, 1)
