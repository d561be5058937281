"""Regressions found by fuzz family 25 (``fuzz_programs25``), values measured on MindSpore 2.10."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn


def _mha(**kw):
    m = nn.MultiheadAttention(4, 2, **kw)
    for p in m.get_parameters():
        n = int(np.prod(p.shape))
        p.set_data(ms.Tensor(np.linspace(-0.5, 0.6, n).reshape(p.shape).astype(np.float32)))
    return m


X = ms.Tensor(np.sin(np.arange(24) * 0.7).reshape(3, 2, 4).astype(np.float32))
KPM = ms.Tensor(np.array([[False, False, True], [False, False, False]]))


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_mha_add_bias_kv_and_zero_attn(mode):
    """2.10 appends the Parameters bias_k/bias_v (after in_proj_bias, before out_proj) and a zero
    key/value, padding the masks (minicell raised NotImplementedError)."""
    ms.set_context(mode=mode)
    try:
        m = _mha(add_bias_kv=True, add_zero_attn=True)
        assert [(p.name, p.shape) for p in m.get_parameters()] == [
            ("in_proj_weight", (12, 4)), ("in_proj_bias", (12,)), ("bias_k", (1, 1, 4)),
            ("bias_v", (1, 1, 4)), ("out_proj.weight", (4, 4)), ("out_proj.bias", (4,))]
        am = ms.Tensor(np.triu(np.ones((3, 3), np.float32), 1) > 0)
        o, w = m(X, X, X, key_padding_mask=KPM, attn_mask=am)
        np.testing.assert_allclose(o.asnumpy().ravel()[:6], [-1.0747604, -0.2217239, 0.6313128,
                                                             1.4843495, -0.2979705, -0.0555262],
                                   rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(w.asnumpy()[0], [[0.282078, 0, 0, 0.377966, 0.339956],
                                                    [0.235646, 0.233087, 0, 0.276076, 0.255191],
                                                    [0.250991, 0.249916, 0, 0.250913, 0.24818]],
                                   atol=2e-6)
        o, w = m(X, X, X, key_padding_mask=KPM.astype(ms.float32) * -100.0,
                 average_attn_weights=False)
        assert w.shape == (2, 2, 3, 5)
        np.testing.assert_allclose(o.asnumpy().ravel()[:6], [-1.2546504, -0.2642009, 0.7262486,
                                                             1.7166982, -0.8188701, -0.1744117],
                                   rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(w.asnumpy()[1, 0, 0], [0.209442, 0.200831, 0.194816,
                                                          0.184162, 0.210749], atol=2e-6)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.mark.parametrize("kw", [{}, {"batch_first": True}, {"add_zero_attn": True}])
def test_mha_need_weights_false_is_a_one_tuple(kw):
    """2.10 returns ``(attn_output,)`` without the weights (measured: a tuple of length 1), so
    ``o, w = mha(..., need_weights=False)`` fails there; minicell returned ``(out, None)``."""
    r = _mha(**kw)(X, X, X, need_weights=False)
    assert isinstance(r, tuple) and len(r) == 1 and r[0].shape == (3, 2, 4)
    r = _mha(**kw)(X[:, 0], X[:, 0], X[:, 0], need_weights=False)      # unbatched
    assert isinstance(r, tuple) and len(r) == 1 and r[0].shape == (3, 4)
