"""``nn.BatchNorm*d.momentum`` holds 1 - momentum, as 2.10 keeps it (the weight of the batch
statistics, its primitive's ``momentum``), and the repr shows 1 - that; the update rate is fixed
when the Cell is made, so setting ``momentum`` later changes only the repr. Measured on MindSpore
2.10 CPU, both modes (/tmp/s79/bn/m.py)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn


@pytest.mark.parametrize("given, kept, shown", [
    (0.9, 0.09999999999999998, "momentum=0.9,"), (0.99, 0.010000000000000009, "momentum=0.99,"),
    (1, 0.0, "momentum=1.0,"), (0.0, 1.0, "momentum=0.0,"),
    (0.1, 0.9, "momentum=0.09999999999999998,")])
def test_momentum_attribute_is_one_minus_momentum(given, kept, shown):
    bn = nn.BatchNorm2d(2, momentum=given)
    assert bn.momentum == kept and shown in bn.extend_repr()
    assert nn.BatchNorm1d(2, momentum=0.7).momentum == 0.30000000000000004


def test_setting_momentum_later_keeps_the_update_rate(mode):
    bn = nn.BatchNorm2d(2, momentum=0.9)
    bn.momentum = 0.5
    bn.set_train(True)
    bn(ms.Tensor(np.arange(16, dtype=np.float32).reshape(2, 2, 2, 2)))
    np.testing.assert_array_equal(bn.moving_mean.asnumpy(), np.float32([0.55, 0.95]))
    assert "momentum=0.5," in bn.extend_repr()
