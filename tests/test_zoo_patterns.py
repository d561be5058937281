"""Patterns found in public model-zoo code (mindcv) run through `import mindspore` -> minicell,
reproduced in a few lines each, in both modes."""
import numpy as np

import minicell as ms
from minicell import nn

R = np.random.default_rng(0)
T = ms.Tensor


class _ChannelsFirstLayerNorm(nn.LayerNorm):
    """A subclass that calls MindSpore's `self.layer_norm` primitive in its own construct."""

    def construct(self, x):
        y, _, _ = self.layer_norm(ms.ops.transpose(x, (0, 2, 3, 1)), self.gamma, self.beta)
        return ms.ops.transpose(y, (0, 3, 1, 2))


def test_layer_norm_subclass_calls_layer_norm_primitive(mode):
    x = R.standard_normal((2, 3, 4, 5)).astype(np.float32)
    net = _ChannelsFirstLayerNorm((3,), epsilon=1e-6)
    assert isinstance(net.layer_norm, ms.ops.LayerNorm)
    m = x.mean(1, keepdims=True)
    want = (x - m) / np.sqrt(x.var(1, keepdims=True) + 1e-6)
    np.testing.assert_allclose(net(T(x)).asnumpy(), want, rtol=1e-4, atol=1e-5)
