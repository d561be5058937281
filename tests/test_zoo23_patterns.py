"""Model-zoo round 23 (mindaudio ecapatdnn/conformer/deepspeech2/tasnet, models-repo LSTM/UNet
nets): patterns those models rely on. Names and returns measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor


class _Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(2, 2, 1, has_bias=True)


class _Net(nn.Cell):
    # ecapatdnn: self.blocks = nn.CellList(); self.blocks.append(...)
    def __init__(self):
        super().__init__()
        self.blocks = nn.CellList()
        self.blocks.append(_Block())
        self.blocks.append(_Block())
        self.fc = nn.Dense(2, 1)

    def construct(self, x):
        for b in self.blocks:
            x = b.conv(x)
        return self.fc(x.mean(2))


class _Wrap(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x):
        return (self.net(x) ** 2).mean()


def test_cell_list_append_names_wrapper_prefix_and_reload():
    net = _Net()
    # 2.10: a CellList filled after it was set leaves its own name out of the names
    assert [p.name for p in net.get_parameters()] == [
        "0.conv.weight", "0.conv.bias", "1.conv.weight", "1.conv.bias", "fc.weight", "fc.bias"]
    _Wrap(net)      # a loss Cell with auto_prefix renames from the structural path
    wrapped = ["net.blocks.0.conv.weight", "net.blocks.0.conv.bias", "net.blocks.1.conv.weight",
               "net.blocks.1.conv.bias", "net.fc.weight", "net.fc.bias"]
    assert [p.name for p in net.get_parameters()] == wrapped
    pd = {p.name: p for p in net.get_parameters()}
    net2 = _Net()
    with pytest.warns(UserWarning, match="prefix"):
        result = ms.load_param_into_net(net2, pd)
    # 2.10 loads all of them through the prefixes and still lists every dict name as not loaded
    assert result == ([], wrapped)
    for a, b in zip(net.get_parameters(), net2.get_parameters()):
        np.testing.assert_array_equal(a.asnumpy(), b.asnumpy())


class _StatsPool(nn.Cell):
    # ecapatdnn's AttentiveStatisticsPooling: a nested def whose default reads self, clip(eps, None)
    def __init__(self):
        super().__init__()
        self.eps = 1e-12
        self.sqrt = ops.Sqrt()
        self.pow = ops.Pow()
        self.expand = ops.ExpandDims()
        self.softmax = ops.Softmax(axis=2)
        self.cat = ops.Concat(axis=1)

    def construct(self, x):
        def _stats(x, m, dim=2, eps=self.eps):
            mean = (m * x).sum(dim)
            std = self.sqrt(((m * self.pow((x - self.expand(mean, dim)), 2)).sum(dim)).clip(eps, None))
            return mean, std

        mean, std = _stats(x, self.softmax(x * 2))
        return self.cat((mean, std))


@pytest.mark.heavy
@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_attentive_statistics_pooling_pattern(mode):
    ms.set_context(mode=mode)
    try:
        x = np.random.RandomState(3).randn(2, 3, 5).astype(np.float32)
        out = _StatsPool()(Tensor(x)).asnumpy()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    e = np.exp(2 * x - (2 * x).max(2, keepdims=True))
    m = e / e.sum(2, keepdims=True)
    mean = (m * x).sum(2)
    std = np.sqrt(np.clip((m * (x - mean[..., None]) ** 2).sum(2), 1e-12, None))
    np.testing.assert_allclose(out, np.concatenate([mean, std], 1), rtol=1e-5, atol=1e-6)
