"""Model-zoo patterns found running mindspore-ai/models NLP, audio, recommendation, GNN and
scientific-computing models (session 65, zoo42b).

Expected values and texts were measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, Tensor

_GATHER_2 = r"For 'Gather', the 'input_indices' should be in the range \[0, 2\), but got 2"


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_dynamic_lr_list_shorter_than_training(mode):
    # research/hpc/deepbsde: piecewise_constant_lr of num_iterations values, but each sink
    # epoch runs the whole dataset on CPU; 2.10 stops at the first step past the list (Gather's
    # RuntimeError, both modes), the step leaves the weights and global_step as they were
    ms.set_context(mode=mode)
    net = nn.Dense(2, 1, weight_init='ones', bias_init='zeros')
    opt = nn.SGD(net.trainable_params(), learning_rate=[0.1, 0.2])
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    x = Tensor(np.ones((2, 2), np.float32))
    y = Tensor(np.zeros((2, 1), np.float32))
    losses = [float(step(x, y).asnumpy()) for _ in range(2)]
    np.testing.assert_allclose(losses, [4.0, 0.64], rtol=1e-6)
    before = net.weight.asnumpy().copy()
    with pytest.raises(RuntimeError, match=_GATHER_2):
        step(x, y)
    np.testing.assert_array_equal(net.weight.asnumpy(), before)
    assert int(opt.global_step.asnumpy()[0]) == 2
    with pytest.raises(RuntimeError, match=_GATHER_2):
        opt.get_lr()
