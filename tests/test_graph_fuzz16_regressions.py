"""Round 16 of the GRAPH_MODE vs PYNATIVE_MODE fuzzer (run at XLA's default flags; family 16:
dynamic shapes and sequence layers): regressions found on the way, with values measured on
MindSpore 2.10 (CPU)."""
import numpy as np

import minicell as ms
from minicell import nn


def test_multihead_attention_merges_padding_mask_into_float_attn_mask_as_2_10():
    # family 16 seed 13 (compared with 2.10): a bool key_padding_mask next to a float attn_mask
    # is added to it as numbers in 2.10 (a padded key gets +1.0, not -inf); with a bool
    # attn_mask the two are or-ed. minicell applied each mask on its own (-inf for padding).
    m = nn.MultiheadAttention(4, 2)
    for k, p in enumerate(m.trainable_params()):
        n = int(np.prod(p.shape))
        p.set_data(ms.Tensor(np.linspace(-0.4 - 0.01 * k, 0.5, n).reshape(p.shape).astype(np.float32)))
    h = ms.Tensor(np.sin(np.arange(32).reshape(4, 2, 4)).astype(np.float32))
    kpm = ms.Tensor(np.array([[False] * 4, [False, False, True, True]]))
    causal = np.triu(np.ones((4, 4), bool), 1)
    _, w_float = m(h, h, h, key_padding_mask=kpm,
                   attn_mask=ms.Tensor(np.where(causal, -1e4, 0).astype(np.float32)))
    _, w_bool = m(h, h, h, key_padding_mask=kpm, attn_mask=ms.Tensor(causal))
    # MindSpore 2.10's attention weights of the second (padded) sequence
    np.testing.assert_allclose(w_float.asnumpy()[1, 2:], [[0.2101, 0.1985, 0.5915, 0.0],
                                                          [0.1359, 0.1369, 0.3638, 0.3634]], atol=2e-4)
    np.testing.assert_allclose(w_bool.asnumpy()[1, 2:], [[0.5128, 0.4872, 0.0, 0.0],
                                                         [0.4981, 0.5019, 0.0, 0.0]], atol=2e-4)
