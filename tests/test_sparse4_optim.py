"""sparse4: ``ops.operations.nn_ops``' row-wise sparse optimizers (``optim_sparse_rows``): the
values MindSpore 2.10's CPU kernels give (measured, PYNATIVE_MODE), the states written in
place, a repeated index applied twice in order, and 2.10's errors; one graph step."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell.ops.operations import nn_ops as N


def f32(a):
    return ms.Tensor(np.array(a, np.float32))


def i32(a):
    return ms.Tensor(np.array(a, np.int32))


def par(a, name, dtype=np.float32):
    return ms.Parameter(ms.Tensor(np.array(a, dtype)), name=name)


def close(t, want):
    np.testing.assert_allclose(t.asnumpy(), want, rtol=1e-6, atol=1e-7)


@pytest.mark.heavy     # eager kernels compiled per op and shape: over 0.7 s
def test_momentum_repeated_index_is_applied_twice():
    var, acc = par([[0.4, 0.5], [0.3, 0.1], [1, 1]], "v"), par([[0.3, 0.6], [0.3, 0.6], [1, 1]], "a")
    out = N.SparseApplyMomentum()(var, acc, f32(0.1), f32([[0.4, 0.5], [0.2, 0.1], [1, 1]]),
                                  i32([0, 0, 1]), f32(0.8))
    close(out, [[0.2648, 0.3136], [0.176, -0.048], [1.0, 1.0]])
    close(var, out.asnumpy())
    close(acc, [[0.712, 0.884], [1.24, 1.48], [1.0, 1.0]])


@pytest.mark.heavy
def test_momentum_ignores_nesterov_and_takes_numbers_and_ints():
    var, acc = par([[4.1, 7.2], [1.1, 3.0], [1, 1]], "v"), par([[2.2, 3.0], [3.1, 0.5], [1, 1]], "a")
    N.SparseApplyMomentum(use_nesterov=True)(var, acc, f32(0.01), f32([[0.3, 0.2], [0.4, 0.1]]),
                                             i32([2, 0]), f32(0.99))
    close(var, [[4.0742197, 7.1692996], [1.1, 3.0], [0.9871, 0.9881]])    # 2.10 CPU
    var, acc = par([[4, 7], [1, 3]], "v", np.int32), par([[2, 3], [3, 1]], "a", np.int32)
    out = N.SparseApplyMomentum()(var, acc, i32(1), i32([[1, 1]]), i32([1]), i32(2))
    assert out.dtype == ms.int32 and out.asnumpy().tolist() == [[4, 7], [-6, 0]]
    assert acc.asnumpy().tolist() == [[2, 3], [7, 3]]
    var, acc = par([[1.0, 3.0]], "v"), par([[3.0, 1.0]], "a")
    close(N.SparseApplyMomentum()(var, acc, 0.1, f32([[1, 1]]), i32([0]), 0.5), [[0.75, 2.85]])


def test_momentum_errors():
    var, acc = par([[4, 7], [1, 3]], "v"), par([[2, 3], [3, 1]], "a")
    op = N.SparseApplyMomentum()
    with pytest.raises(TypeError, match=r"For primitive\[SparseApplyMomentum\], the input "
                                        r"argument\[indices\] must be a type of "
                                        r"\{Tensor\[Int32\], Tensor\[Int64\]\}, but got "
                                        r"Tensor\[Float32\]."):
        op(var, acc, f32(0.1), f32([[1, 1]]), f32([1]), f32(0.5))
    with pytest.raises(ValueError, match="For 'SparseApplyMomentum', the shape of var and grad "
                                         "must equal in dimension 1."):
        op(var, acc, f32(0.1), f32([[1, 1, 1]]), i32([1]), f32(0.5))
    with pytest.raises(ValueError, match=r"For primitive\[SparseApplyMomentum\], the lr_shape "
                                         r"size must be equal to 0, but got 1."):
        op(var, acc, f32([0.1]), f32([[1, 1]]), i32([1]), f32(0.5))
    with pytest.raises(RuntimeError, match=r"For SparseApplyMomentum, values in indices should "
                                           r"be \[0, var.shape\[0\]\), but got 5."):
        op(var, acc, f32(0.1), f32([[1, 1]]), i32([5]), f32(0.5))
    assert var.asnumpy().tolist() == [[4, 7], [1, 3]]
    with pytest.raises(TypeError, match="use_nesterov"):
        N.SparseApplyMomentum(use_nesterov=1)


@pytest.mark.heavy
def test_proximal_gradient_descent():
    var = par([[0.4, 0.5], [0.3, 0.1], [1, 1]], "v")
    out = N.SparseApplyProximalGradientDescent()(var, f32(0.5), f32(0.1), f32(0.2),
                                                  f32([[0.2, 0.5], [0.3, 0.2], [1, 1]]),
                                                  i32([1, 1, 0]))
    close(out, [[-0.04545454, 0.0], [0.0, -0.12809917], [1.0, 1.0]])
    close(var, out.asnumpy())
    var = par([[0.4, 0.5], [0.3, 0.1]], "v")       # l1 = 0: no shrinkage
    N.SparseApplyProximalGradientDescent()(var, f32(0.5), f32(0.0), f32(0.2), f32([[0.2, 0.5]]),
                                           i32([1]))
    close(var, [[0.4, 0.5], [0.18181819, -0.13636364]])
    var = par([[4, 7], [1, 3]], "v", np.int32)
    out = N.SparseApplyProximalGradientDescent()(var, i32(1), i32(1), i32(0), i32([[1, 1]]),
                                                  i32([1]))
    assert out.asnumpy().tolist() == [[4, 7], [0, 1]]


@pytest.mark.heavy
def test_centered_rms_prop():
    states = [par([[0.6, 0.4], [0.1, 0.5], [1, 1]], "v"), par([[0.1, 0.3], [0.1, 0.5], [1, 1]], "mg"),
              par([[0.2, 0.1], [0.1, 0.2], [1, 1]], "ms"), par([[0.2, 0.1], [0.1, 0.2], [1, 1]], "m")]
    out = N.SparseApplyCenteredRMSProp()(*states, f32(0.1), f32(0.9), f32(0.5), f32(0.01),
                                         f32([[0.3, 0.4], [0.1, 0.2], [0.5, 0.5]]), i32([0, 2, 0]))
    close(out, [[0.2274572, -0.43621737], [0.1, 0.5], [0.46526855, 0.42307699]])
    close(states[1], [[0.158, 0.329], [0.1, 0.5], [0.91, 0.92]])
    close(states[2], [[0.1951, 0.1204], [0.1, 0.2], [0.901, 0.904]])
    close(states[3], [[0.2027187, 0.50266474], [0.1, 0.2], [0.53473145, 0.57692301]])


@pytest.mark.heavy
def test_adagrad_da():
    states = [par([[0.4, 0.5], [0.3, 0.1], [1, 1]], "v"), par([[0.3, 0.6], [0.3, 0.6], [1, 1]], "ga"),
              par([[0.3, 0.6], [0.3, 0.6], [1, 1]], "gsa")]
    step = ms.Tensor(3, ms.int64)
    out = N.SparseApplyAdagradDA()(*states, f32([[0.4, -0.5], [0.2, 0.1], [1, 1]]),
                                   ms.Tensor([2, 0, 2], ms.int64), f32(0.1), f32(0.2), f32(0.3),
                                   step)
    close(out, [[0.0, -0.01148073], [0.3, 0.1], [-0.11540727, -0.05660377]])
    close(states[1], [[0.5, 0.7], [0.3, 0.6], [2.4, 1.5]])
    close(states[2], [[0.34, 0.61], [0.3, 0.6], [2.16, 2.25]])
    with pytest.raises(TypeError, match=r"For primitive\[SparseApplyAdagradDA\], the input "
                                        r"argument\[global_step\] must be a type of \{Int64, "
                                        r"Tensor\[Int64\]\}, but got Tensor\[Int32\]."):
        N.SparseApplyAdagradDA()(*states, f32([[1, 1]]), i32([0]), f32(0.1), f32(0.1), f32(0.1),
                                 ms.Tensor(1, ms.int32))


class _MomentumStep(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = N.SparseApplyMomentum()
        self.var = par([[0.4, 0.5], [0.3, 0.1], [1, 1]], "var")
        self.acc = par([[0.3, 0.6], [0.3, 0.6], [1, 1]], "acc")

    def construct(self, grad, indices):
        return self.op(self.var, self.acc, 0.1, grad, indices, 0.8)


@pytest.mark.heavy
def test_momentum_in_graph_writes_parameters():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = _MomentumStep()
        net(f32([[0.4, 0.5], [0.2, 0.1], [1, 1]]), i32([0, 0, 1]))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    close(net.var, [[0.2648, 0.3136], [0.176, -0.048], [1.0, 1.0]])
    close(net.acc, [[0.712, 0.884], [1.24, 1.48], [1.0, 1.0]])
