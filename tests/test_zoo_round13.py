"""Model-zoo networks (round 13) through ``import mindspore`` -> minicell: each cause found is
reproduced in a few lines. Values were measured on MindSpore 2.10 (CPU) in both modes."""
import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, Tensor, amp, nn


def test_parameter_set_dtype_changes_the_parameter_dtype():
    # casting a network's Parameters (for p in net.get_parameters(): p.set_dtype(ms.float64))
    # left them float32, so the first Conv2D refused float64 inputs
    p = Parameter(Tensor(np.array([1.5, -2.7], np.float32)), name="p")
    assert p.set_dtype(ms.int32) == ms.int32
    assert (p.dtype, p.asnumpy().tolist(), p.name) == (ms.int32, [1, -2], "p")
    p.set_data(Tensor(np.array([3.9, 4.2], np.float32)))     # later writes take the new dtype
    assert (p.dtype, p.asnumpy().tolist()) == (ms.int32, [3, 4])
    q = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="q")
    q.set_dtype(ms.float64)
    assert (q * Tensor(np.array([1 / 3, 1 / 3], np.float64))).dtype == ms.float64
    assert repr(q) == "Parameter (name=q, shape=(2,), dtype=Float64, requires_grad=True)"


class _AmpNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
        self.seq = nn.SequentialCell([nn.Conv2d(1, 2, 1), nn.ReLU()])
        self.bn = nn.BatchNorm1d(1)

    def construct(self, x, y):
        return self.bn(self.fc(x)), self.seq(y)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_amp_white_list_keeps_parameter_paths(mode):
    # 2.10 rewrites O1/custom white-listed Cells in place (class DenseOpt): checkpoints name
    # fc.weight, minicell's wrapper had made it fc._backbone.weight (measured, both modes)
    ms.set_context(mode=mode)
    names = ["fc.weight", "fc.bias", "seq.0.weight", "bn.moving_mean", "bn.moving_variance",
             "bn.gamma", "bn.beta"]
    custom = amp.custom_mixed_precision(_AmpNet(), white_list=[nn.Dense, nn.Conv2d])
    assert [n for n, _ in custom.parameters_and_names()] == names
    net = amp.auto_mixed_precision(_AmpNet(), "O1")
    assert [n for n, _ in net.parameters_and_names()] == names
    assert [n for n, _ in net.cells_and_names()] == ["", "fc", "seq", "seq.0", "seq.1", "bn"]
    assert type(net.fc).__name__ == "DenseOpt" and net.fc.weight.dtype == ms.float32
    x = Tensor(np.array([[1.0001, 2.0003]], np.float32))
    out = net.fc(x)
    assert out.dtype == ms.float32 and out.asnumpy().tolist() == [[3.0]]   # computed in float16
    y = Tensor(np.ones((1, 1, 2, 2), np.float32))
    assert [o.dtype for o in net(x, y)] == [ms.float32, ms.float32]
