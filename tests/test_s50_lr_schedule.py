"""nn.NaturalExpDecayLR as MindSpore 2.10's construct computes it (measured on 2.10 CPU)."""
import math

import numpy as np
import pytest

import minicell as ms
from minicell import nn, Tensor


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_natural_exp_decay_lr_uses_the_step_itself(mode):
    """2.10: lr * e ** (-rate * step); with is_stair the step floored to a multiple of
    decay_steps (not step / decay_steps as the docstring's formula reads)."""
    ms.set_context(mode=mode)
    plain, stair = nn.NaturalExpDecayLR(0.1, 0.9, 4), nn.NaturalExpDecayLR(0.1, 0.9, 4, True)
    steps = (0, 3, 6, 9)
    got = [float(plain(Tensor(i, ms.int32)).asnumpy()) for i in steps]
    np.testing.assert_allclose(got, [0.1, 0.0067206, 0.0004517, 3.04e-05], rtol=2e-3)
    np.testing.assert_allclose(got, [0.1 * math.exp(-0.9 * i) for i in steps], rtol=1e-5)
    got = [float(stair(Tensor(i, ms.int32)).asnumpy()) for i in steps]
    np.testing.assert_allclose(got, [0.1, 0.1, 0.0027324, 7.47e-05], rtol=2e-3)
    want = [0.1 * math.exp(-0.9 * (i // 4) * 4) for i in range(12)]
    got = [float(stair(Tensor(i, ms.int32)).asnumpy()) for i in range(12)]
    np.testing.assert_allclose(got, want, rtol=1e-5)
    assert stair(Tensor(5, ms.int32)).dtype == ms.float32
