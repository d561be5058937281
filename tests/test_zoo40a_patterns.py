"""Model-zoo patterns found running mindspore-ai/models CV models (session 63, zoo40a).

Expected values and texts were measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor

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


class _FcnLoss(nn.Cell):
    """FCN8s' SoftmaxCrossEntropyLoss: shards the nn loss's inner primitive at construction."""

    def __init__(self):
        super().__init__()
        self.ce = nn.SoftmaxCrossEntropyWithLogits()
        self.ce.softmax_cross_entropy.shard(((1, 1), (1, 1)))
        self.one_hot = ops.OneHot(axis=-1)
        self.on = Tensor(1.0, ms.float32)
        self.off = Tensor(0.0, ms.float32)

    def construct(self, logits, labels):
        lg = logits.transpose(0, 2, 3, 1).reshape(-1, 3)
        lab = labels.reshape(-1)
        w = ops.cast(ops.not_equal(lab, 255), ms.float32)
        loss = self.ce(lg, self.one_hot(lab, 3, self.on, self.off)) * w
        return loss.sum() / w.sum()


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_softmax_ce_inner_primitive_shard(mode):
    ms.set_context(mode=mode)
    x = Tensor(np.arange(12, dtype=np.float32).reshape(1, 3, 2, 2) / 7 - 0.5)
    y = Tensor(np.array([[[0, 2], [255, 1]]], np.int32))
    np.testing.assert_allclose(_FcnLoss()(x, y).asnumpy(), 1.2046266, rtol=1e-6)  # 2.10


def test_softmax_ce_attributes():
    # 2.10's nn.SoftmaxCrossEntropyWithLogits attributes (measured), both sparse values
    for sparse in (False, True):
        ce = nn.SoftmaxCrossEntropyWithLogits(sparse=sparse)
        assert repr(ce.softmax_cross_entropy) == "Prim[SoftmaxCrossEntropyWithLogits]"
        assert repr(ce.sparse_softmax_cross_entropy) == (
            "Prim[SparseSoftmaxCrossEntropyWithLogits]<is_grad=False, sens=1.0>")
        assert repr(ce.one_hot) == "Prim[OneHot]<axis=-1>"
        assert ce.on_value.dtype == ms.float32 and float(ce.on_value) == 1.0
        assert float(ce.off_value) == 0.0 and ce.is_cpugpu is True
        assert repr(ce) == "SoftmaxCrossEntropyWithLogits()"
    p = ops.SparseSoftmaxCrossEntropyWithLogits(is_grad=True)
    assert repr(p) == "Prim[SparseSoftmaxCrossEntropyWithLogits]<is_grad=True, sens=1.0>"
    assert p.sens == 1.0 and p.attrs["is_grad"] is True
