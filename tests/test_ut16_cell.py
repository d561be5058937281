"""``Cell.add_flags(fp16=True)`` (and ``add_flags_recursive``) sets the Cell's precision as
``to_float(float16)`` does, as MindSpore 2.10's ``_add_mixed_precision_flag``: a float16 input
meets the float32 weights cast to float16. Values measured on MindSpore 2.10 CPU in both modes
(/tmp/ut16/fp16_ref.py)."""
import numpy as np
import pytest
from conftest import GradCell

import minicell as ms
from minicell import Tensor, nn


class _ConvPReLU(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(2, 2, 3, pad_mode="same", has_bias=False, weight_init="ones")
        self.act_layer = nn.PReLU(2)

    def construct(self, x):
        return self.act_layer(self.conv1(x))


X = np.linspace(-1, 1, 36).reshape(2, 2, 3, 3).astype(np.float16)


@pytest.mark.heavy      # a conv forward and its weight gradients compiled (1-3 s under load)
def test_fp16_flag_casts_the_weights_forward_and_backward(mode):
    net = _ConvPReLU().add_flags_recursive(fp16=True)
    assert net.conv1.mixed_precision_type == ms.nn.Cell().to_float(ms.float16).mixed_precision_type
    out = net(Tensor(X))
    assert out.dtype == ms.float16
    np.testing.assert_allclose(out.asnumpy().ravel()[:4], [-1.257, -1.8, -1.143, -1.629],
                               atol=2e-3)
    grads = GradCell(net, ms.ParameterTuple(net.trainable_params()), get_by_list=True,
                     sens_param=True)(Tensor(X), Tensor(np.ones((2, 2, 3, 3), np.float16)))
    assert [g.dtype for g in grads] == [ms.float32, ms.float32]
    np.testing.assert_allclose(grads[0].asnumpy().ravel()[:4], [-0.314, -0.257, -0.029, 0.171],
                               atol=2e-3)
    np.testing.assert_allclose(grads[1].asnumpy(), [-50.406, -50.406], rtol=2e-3)


def test_a_false_flag_leaves_the_precision():
    cell = nn.Cell().to_float(ms.bfloat16)
    cell.add_flags(fp16=False, fp32=False)
    assert cell.mixed_precision_type == nn.Cell().to_float(ms.bfloat16).mixed_precision_type
    assert cell.add_flags(fp32=True).mixed_precision_type == \
        nn.Cell().to_float(ms.float32).mixed_precision_type
