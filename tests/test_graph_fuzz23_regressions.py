"""Regressions found by the twenty-third fuzzer (fuzz_programs23): mixed precision and loss
scaling."""
import numpy as np
import pytest

import minicell as ms
from minicell import amp, mint, nn

X = ms.Tensor(np.array([0.1, -0.2, 0.3, 2.0], np.float32))
Y = ms.Tensor(np.array([np.inf, 0.0, -np.inf, 0.5], np.float32))


_fn = lambda a, b: mint.nn.functional.smooth_l1_loss(a, b, beta=0.5)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("loss, scale", [
    (nn.SmoothL1Loss(beta=0.5), 1.0),
    (_fn, 0.25),
])
def test_smooth_l1_gradient_of_an_infinite_difference_is_its_sign(mode, loss, scale):
    # 2.10 (measured, both modes): SmoothL1LossGrad gives sign(d) where |d| >= beta, an
    # infinite d too, so a label holding inf leaves the gradients finite (a loss-scaled step
    # is not an overflow); minicell's select of the two branches gave inf * 0 = nan there.
    # ops.smooth_l1_loss and P.SmoothL1Loss are the same function
    ms.set_context(mode=mode)

    def f(a, b):
        return loss(a, b).sum()

    gx, gy = ms.grad(f, grad_position=(0, 1))(X, Y)
    np.testing.assert_allclose(gx.asnumpy(), np.array([-1, -0.4, 1, 1], np.float32) * scale,
                               rtol=1e-6)
    np.testing.assert_allclose(gy.asnumpy(), np.array([1, 0.4, -1, -1], np.float32) * scale,
                               rtol=1e-6)
    assert bool(amp.all_finite([gx, gy]))
    assert np.isinf(f(X, Y).asnumpy())
