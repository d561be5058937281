"""nn layers' less common options against MindSpore 2.10 (measured on its CPU build): pooling
pad modes and reprs, ... Each case runs in both modes where the mode matters."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

MODES = [ms.PYNATIVE_MODE, ms.GRAPH_MODE]


@pytest.fixture(params=MODES, ids=["pynative", "graph"])
def mode(request):
    old = ms.get_context("mode")
    ms.set_context(mode=request.param)
    yield request.param
    ms.set_context(mode=old)


def _x(shape, k=0):
    return np.random.RandomState(100 + k).randn(*shape).astype(np.float32)


# ---- pooling ----------------------------------------------------------------------------------
def _avg3d_same_ref(x, k, s, include_pad):
    """numpy: 'same' windows over D, H, W; the divisor counts the padded cells or not."""
    pads = []
    for n in x.shape[2:]:
        total = max((-(-n // s) - 1) * s + k - n, 0)
        pads.append((total // 2, total - total // 2))
    xp = np.pad(x, [(0, 0), (0, 0)] + pads)
    ones = np.pad(np.ones_like(x), [(0, 0), (0, 0)] + pads)
    outs = [-(-n // s) for n in x.shape[2:]]
    y = np.zeros(x.shape[:2] + tuple(outs), np.float32)
    for i, j, l in np.ndindex(*outs):
        win = np.s_[:, :, i * s:i * s + k, j * s:j * s + k, l * s:l * s + k]
        y[:, :, i, j, l] = xp[win].sum((2, 3, 4)) / (k ** 3 if include_pad else
                                                      ones[win].sum((2, 3, 4)))
    return y


@pytest.mark.parametrize("include_pad", [True, False])
def test_avg_pool3d_same_counts_the_padding_unless_told_not_to(mode, include_pad):
    # 2.10's AvgPool3D divides by the whole window in 'same' mode (measured -0.19069 at a
    # corner where the TF rule of 2-d AvgPool gives -0.64358); count_include_pad=False drops it
    x = _x((1, 2, 5, 6, 7), 3)
    want = _avg3d_same_ref(x, 3, 2, include_pad)
    got = nn.AvgPool3d(3, 2, "same", count_include_pad=include_pad)(ms.Tensor(x))
    np.testing.assert_allclose(got.asnumpy(), want, rtol=1e-5, atol=1e-6)
    prim = ops.AvgPool3D(3, 2, "same", count_include_pad=include_pad)(ms.Tensor(x))
    np.testing.assert_allclose(prim.asnumpy(), want, rtol=1e-5, atol=1e-6)
