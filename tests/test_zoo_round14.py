"""Model-zoo networks (round 14, a breadth sweep) through ``import mindspore`` -> minicell: each
cause found is reproduced in a few lines. Values were measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops


class _ZooConv2d(nn.Conv2d):
    # mindspore-ai/models PointNet2 (src/layers.py): a Conv2d subclass that builds its own
    # Conv2D primitive from the layer's attributes, data_format included
    def __init__(self, cin, cout, k):
        super().__init__(cin, cout, k, 1, "same", 0, 1, 1, False, "ones", "zeros", "NCHW")
        self.conv2d = ops.Conv2D(out_channel=self.out_channels, kernel_size=self.kernel_size,
                                 mode=1, pad_mode=self.pad_mode, pad=self.padding,
                                 stride=self.stride, dilation=self.dilation, group=self.group,
                                 data_format=self.data_format)

    def construct(self, x):
        return self.conv2d(x, self.weight)


def test_conv_layers_keep_data_format():
    # 2.10: every convolution layer has data_format (measured)
    layers = {nn.Conv1d: "NCHW", nn.Conv2d: "NCHW", nn.Conv3d: "NCDHW",
              nn.Conv1dTranspose: "NCHW", nn.Conv2dTranspose: "NCHW",
              nn.Conv3dTranspose: "NCDHW"}
    for cls, fmt in layers.items():
        assert cls(2, 2, 3).data_format == fmt, cls.__name__


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_conv2d_subclass_builds_its_primitive_from_data_format(mode):
    ms.set_context(mode=mode)
    x = Tensor(np.arange(8, dtype=np.float32).reshape(1, 2, 2, 2))
    out = _ZooConv2d(2, 1, 1)(x)
    assert out.asnumpy().tolist() == [[[[4.0, 6.0], [8.0, 10.0]]]]


class _Head(nn.Cell):
    # mindyolo YOLOXHead: CellLists assigned empty and filled afterwards, so before the head is
    # attached to its network both lists hold Parameters named '0.0.weight'
    def __init__(self):
        super().__init__()
        self.cls_convs = nn.CellList()
        self.reg_convs = nn.CellList()
        for _ in range(2):
            self.cls_convs.append(nn.SequentialCell([nn.Conv2d(2, 2, 1, weight_init="ones")]))
            self.reg_convs.append(nn.SequentialCell([nn.Conv2d(2, 2, 1, weight_init="ones")]))

    def construct(self, x):
        return self.cls_convs[0](x) + self.reg_convs[1](x)


class _Yolo(nn.Cell):
    def __init__(self):
        super().__init__()
        head = _Head()
        self.n_params = sum(p.size for p in head.get_parameters())   # mindyolo's parse_model
        self.head = head

    def construct(self, x):
        return self.head(x)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_unattached_cell_lists_with_clashing_names_build_and_train(mode):
    ms.set_context(mode=mode)
    head = _Head()
    # 2.10 (measured): p.name before attaching, and the attribute paths
    assert [p.name for p in head.get_parameters()] == [
        "0.0.weight", "0.1.0.weight", "0.0.weight", "0.1.0.weight"]
    assert [n for n, _ in head.parameters_and_names()] == [
        "cls_convs.0.0.weight", "cls_convs.1.0.weight", "reg_convs.0.0.weight",
        "reg_convs.1.0.weight"]
    net = _Yolo()
    assert net.n_params == 16
    assert [p.name for p in net.get_parameters()] == [
        "head.cls_convs.0.0.weight", "head.cls_convs.1.0.weight", "head.reg_convs.0.0.weight",
        "head.reg_convs.1.0.weight"]
    x = Tensor(np.ones((1, 2, 1, 1), np.float32))
    opt = nn.SGD(net.trainable_params(), 0.1)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    assert float(train(x, x)) == 9.0
    np.testing.assert_allclose(net.head.cls_convs[0][0].weight.asnumpy(), np.full((2, 2, 1, 1), 0.7),
                               rtol=1e-6)


class _Unpack(nn.Cell):
    # mindocr ABINet PositionalEncoding: `w, _, = x.shape` on a 3-d input (GRAPH_MODE only)
    def construct(self, x):
        w, _, = x.shape
        a, b = (x, x * 2, x * 3)
        c, d = [5, 6, 7]
        return x[:w - 1] + b[1:], c * 10 + d


class _UnpackShort(nn.Cell):
    def construct(self, x):
        a, b, c, d = x.shape
        return x * d


def test_graph_unpacking_takes_the_first_items():
    # 2.10 GRAPH_MODE reads the targets by index (measured); PYNATIVE is Python's ValueError
    ms.set_context(mode=ms.GRAPH_MODE)
    x = Tensor(np.ones((3, 2, 4), np.float32))
    out, k = _Unpack()(x)
    assert out.shape == (2, 2, 4) and out.asnumpy().ravel()[0] == 3.0 and k == 56
    with pytest.raises(IndexError, match=r"index should be in range\[-3, 3\), but got 3"):
        _UnpackShort()(x)
    ms.set_context(mode=ms.PYNATIVE_MODE)
    with pytest.raises(ValueError, match="too many values to unpack"):
        _Unpack()(x)
