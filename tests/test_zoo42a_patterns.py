"""Model-zoo patterns found running mindspore-ai/models CV models (session 65, zoo42a).

Expected values and texts were measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor

# ---- ROIAlign gives its ROIs no gradient (detection heads: FasterRCNN, MaskRCNN, ...) ---------
# 2.10's ROIAlign bprop returns zeros for the rois input, in both modes: a box computed from a
# Parameter leaves the Parameter's gradient 0. minicell differentiated the bilinear sampling
# through the box coordinates (rois gradient sum -0.494 for the boxes below).


class _RoiNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.off = ms.Parameter(Tensor(np.array([0, 0.25, 0.5, 0.75, 1.0], np.float32)),
                                name='off')
        self.roi = ops.ROIAlign(2, 2, 0.5, 2)

    def construct(self, x, rois):
        return (self.roi(x, rois + self.off) * 2.0).sum()


@pytest.mark.heavy      # about 1.4 s a mode (ROIAlign's first compile)
@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_roi_align_rois_take_no_gradient(mode):
    ms.set_context(mode=mode)
    x = Tensor(np.arange(2 * 3 * 6 * 6, dtype=np.float32).reshape(2, 3, 6, 6) / 10)
    rois = Tensor(np.array([[0, 0.5, 0.5, 5, 5], [1, 1, 1, 6, 4]], np.float32))
    net = _RoiNet()
    assert np.isclose(float(net(x, rois).asnumpy()), 497.7, rtol=1e-6)
    grad = ops.GradOperation(get_all=True, get_by_list=True)(net, net.trainable_params())
    (gx, grois), (goff,) = grad(x, rois)
    assert grois.asnumpy().tolist() == [[0.0] * 5] * 2
    assert goff.asnumpy().tolist() == [0.0] * 5
    assert gx.asnumpy().sum() == 48.0
    assert gx.asnumpy()[0, 0].ravel()[:8].tolist() == [0.015625, 0.078125, 0.078125, 0.078125,
                                                       0.0, 0.0, 0.15625, 0.78125]
