"""mindspore.boost: GradientAccumulation applies the optimizer to the mean gradient every
``max_accumulation_step`` calls, in both modes; the other boost algorithms say why they are
absent."""
import numpy as np
import pytest

import minicell as ms
from minicell import boost, nn
from minicell.boost.grad_accumulation import gradient_accumulation_op, gradient_clear_op


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_optimizer_runs_every_n_steps_on_the_mean_gradient(mode):
    ms.set_context(mode=mode)
    net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
    accumulate = boost.GradientAccumulation(3, nn.SGD(net.trainable_params(), 0.5))
    grads = [(ms.Tensor(np.full((1, 2), k, np.float32)), ms.Tensor(np.full((1,), k, np.float32)))
             for k in (1.0, 2.0, 6.0, 9.0)]
    seen = []
    for g in grads:
        loss = accumulate(ms.Tensor(4.0), g)
        seen.append((net.weight.asnumpy().copy(), int(accumulate._accumulation_step.asnumpy())))
    assert float(loss.asnumpy()) == 4.0
    np.testing.assert_allclose([w for w, _ in seen[:2]], np.ones((2, 1, 2)))
    np.testing.assert_allclose(seen[2][0], np.full((1, 2), 1 - 0.5 * 3.0))   # mean of 1, 2, 6
    assert [s for _, s in seen] == [1, 2, 0, 1]
    np.testing.assert_allclose(accumulate._grad_accumulation[0].asnumpy(), np.full((1, 2), 3.0))
    assert [p.name for p in accumulate._grad_accumulation] == [
        "grad_accumulation.weight", "grad_accumulation.bias"]


def test_the_multitype_ops_and_bad_input():
    cumulative = ms.Parameter(ms.Tensor(np.zeros(2, np.float32)), name="c")
    gradient_accumulation_op(4, cumulative, ms.Tensor(np.ones(2, np.float32)))
    assert cumulative.asnumpy().tolist() == [0.25, 0.25]
    gradient_clear_op(cumulative)
    assert cumulative.asnumpy().tolist() == [0.0, 0.0]
    with pytest.raises(ValueError, match="'max_accumulation_step' must be a positive int"):
        boost.GradientAccumulation(0, nn.SGD(nn.Dense(1, 1).trainable_params()))
    with pytest.raises(ms.UnsupportedError, match="Ascend training throughput"):
        boost.LessBN
