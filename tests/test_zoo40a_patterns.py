"""Model-zoo patterns found running mindspore-ai/models CV models (session 63, zoo40a).

Expected values and texts were measured on MindSpore 2.10 (CPU)."""
import numpy as np

import minicell as ms
from minicell import nn, Tensor

_LOSS_SRC = '''
class L(LossBase):
    def __init__(self):
        super().__init__()
        self.ce = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')

    def construct(self, logit, label):
        return self.ce(logit, label) * 2
'''


def test_loss_class_from_exec_without_module_name():
    # a LossBase subclass made by exec() into globals without __name__ has
    # construct.__module__ None; 2.10 PYNATIVE calls it (measured 2.6489172)
    ns = {"LossBase": nn.LossBase, "nn": nn}
    exec(_LOSS_SRC, ns)  # pylint: disable=exec-used
    assert ns["L"].construct.__module__ is None
    ms.set_context(mode=ms.PYNATIVE_MODE)
    x = Tensor(np.array([[1., 2., 3.], [0.5, -1., 2.]], np.float32))
    y = Tensor(np.array([0, 2], np.int32))
    np.testing.assert_allclose(ns["L"]()(x, y).asnumpy(), 2.6489172, rtol=1e-6)
