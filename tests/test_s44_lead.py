"""Session 44 (lead): values measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops

_X = np.array([[[0.3, 0.6, 0.6], [0.4, 0.3, 0.9]],
               [[0.9, 0.4, 0.2], [0.9, 0.9, 0.1]]], np.float32)


@pytest.mark.parametrize("values, want", [
    ([2, 2], [0.79628, 0.59952]),      # both samples' only label is the blank (padding)
    ([2, 1], [0.79628, 1.07853]),
    ([1, 1], [1.21539, 1.07853])])     # ordinary labels: the usual CTC loss
def test_ctc_loss_of_a_sample_without_labels_as_2_10s_kernel(values, want):
    loss, _ = ops.CTCLoss()(Tensor(_X), Tensor(np.array([[0, 0], [1, 0]]), ms.int64),
                            Tensor(np.array(values), ms.int32), Tensor([2, 2], ms.int32))
    np.testing.assert_allclose(loss.asnumpy(), want, atol=1e-5)


def _ctc_case():
    x = np.random.RandomState(1).randn(4, 2, 3).astype(np.float32)
    return (Tensor(x), Tensor(np.array([[0, 0], [1, 0]]), ms.int64),
            Tensor(np.array([2, 1]), ms.int32), Tensor(np.array([4, 3]), ms.int32))


# 2.10's loss and gradient of sample 0 (no labels, 4 frames); sample 1 is an ordinary one
_LOSS = [4.332, 0.54489]
_GRAD0 = [[0.8176, 0.0874, -0.905], [0.7565, 0.0617, -0.8182],
          [0.1605, 0.1509, -0.3114], [0.3294, 0.5656, 0.01]]


def test_ctc_gradient_output_of_a_sample_without_labels():
    loss, grad = ops.CTCLoss()(*_ctc_case())
    np.testing.assert_allclose(loss.asnumpy(), _LOSS, atol=1e-4)
    np.testing.assert_allclose(grad.asnumpy()[:, 0], _GRAD0, atol=1e-4)
    np.testing.assert_allclose(grad.asnumpy()[3, 1], 0)      # past sample 1's sequence


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_ctc_loss_differentiates_as_its_gradient_output(mode):
    x, li, v, seq = _ctc_case()

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.ctc = ops.CTCLoss()

        def construct(self, x):
            return self.ctc(x, li, v, seq)[0].sum()

    ms.set_context(mode=mode)
    try:
        net = Net()
        np.testing.assert_allclose(net(x).asnumpy(), sum(_LOSS), atol=1e-4)
        g = ms.grad(net)(x).asnumpy()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_allclose(g, ops.CTCLoss()(x, li, v, seq)[1].asnumpy(), atol=1e-5)
    np.testing.assert_allclose(g[:, 0], _GRAD0, atol=1e-4)


def _ones(*shape, dtype=np.float32):
    return Tensor(np.ones(shape, dtype))


@pytest.mark.parametrize("call, shape, first", [
    (lambda: ops.addbmm(_ones(3, 3), _ones(3, 4), _ones(4, 3)), (3, 3), 13),   # rows of one matmul summed
    (lambda: ops.addbmm(_ones(3, 3), _ones(2, 2, 3, 4), _ones(2, 2, 4, 3)), (2, 3, 3), 9),
    (lambda: ops.baddbmm(_ones(3, 3), _ones(3, 4), _ones(4, 3)), (3, 3), 5),
    (lambda: _ones(3, 3).baddbmm(_ones(2, 2, 3, 4), _ones(2, 2, 4, 3)), (2, 2, 3, 3), 5),
    (lambda: _ones(3, 3).addbmm(_ones(3, 4), _ones(4, 3)), (3, 3), 13),
    (lambda: ops.baddbmm(_ones(3, 3, dtype=np.int32), _ones(3, 4, dtype=np.int32),
                         _ones(4, 3, dtype=np.int32), alpha=2), (3, 3), 9)])
def test_ops_addbmm_baddbmm_take_any_batch_rank(call, shape, first):
    out = call()
    assert out.shape == shape and out.asnumpy().ravel()[0] == first


def test_ops_addbmm_baddbmm_keep_nan_input_with_beta_0_mint_drops_it():
    nan = Tensor(np.full((3, 3), np.nan, np.float32))
    assert np.isnan(ops.addbmm(nan, _ones(2, 3, 4), _ones(2, 4, 3), beta=0).asnumpy()).all()
    assert np.isnan(nan.baddbmm(_ones(2, 3, 4), _ones(2, 4, 3), beta=0).asnumpy()).all()
    assert (ms.mint.addbmm(nan, _ones(2, 3, 4), _ones(2, 4, 3), beta=0).asnumpy() == 8).all()
    assert (ms.mint.baddbmm(nan, _ones(2, 3, 4), _ones(2, 4, 3), beta=0).asnumpy() == 4).all()


@pytest.mark.parametrize("call, err, text", [
    (lambda: ms.mint.addbmm(_ones(3, 3), _ones(3, 4), _ones(4, 3)), RuntimeError,
     "For 'Addbmm', input 'batch1' must be a 3D Tensor, but got:2"),
    (lambda: ms.mint.baddbmm(_ones(3, 3), _ones(2, 3, 4), _ones(4, 3)), RuntimeError,
     "For 'Baddbmm', input 'batch2' must be a 3D Tensor, but got:2"),
    (lambda: ops.addbmm(_ones(3, 3), _ones(2, 3, 4), _ones(2, 4, 3), alpha="a"), TypeError,
     "For 'addbmm', parameter 'alpha' must be an int or float, but got <class 'str'>."),
    (lambda: ops.baddbmm(1.0, _ones(3, 4), _ones(4, 3)), TypeError,
     "For Baddbmm, inputs must be all tensors."),
    (lambda: ops.baddbmm(_ones(3, 3), _ones(3, 4), _ones(4, 3, dtype=np.float16)), TypeError,
     "For Baddbmm, the inputs should be the same dtype."),
    (lambda: ops.baddbmm(_ones(3, 3, dtype=np.int32), _ones(3, 4, dtype=np.int32),
                         _ones(4, 3, dtype=np.int32), alpha=0.5), TypeError,
     "For inputs of type not FloatTensor or DoubleTensor, arguments beta and alpha must be "
     "integers."),
    (lambda: ops.baddbmm(_ones(3), _ones(4), _ones(4)), ValueError,
     "For 'BatchMatMul', the input 'x' must be a 2D or higher dimensional Tensor")])
def test_addbmm_baddbmm_errors_as_2_10(call, err, text):
    with pytest.raises(err) as e:
        call()
    assert str(e.value).startswith(text)


def test_baddbmm_2d_in_graph_mode():
    class Net(nn.Cell):
        def construct(self, x, a, b):
            return ops.baddbmm(x, a, b, beta=2) + ms.mint.baddbmm(x, a.expand_dims(0),
                                                                  b.expand_dims(0))
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        out = Net()(_ones(3, 3), _ones(3, 4), _ones(4, 3))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert out.shape == (1, 3, 3) and (out.asnumpy() == 11).all()


def test_tensor_unique_is_2_10s_torch_style_method():
    x = Tensor(np.array([3, 1, 2, 1, 3], np.int32))
    assert x.unique().asnumpy().tolist() == [1, 2, 3]          # a Tensor, sorted
    y, inv = x.unique(return_inverse=True)
    assert y.asnumpy().tolist() == [1, 2, 3] and inv.asnumpy().tolist() == [2, 0, 1, 0, 2]
    y, counts = x.unique(return_counts=True)
    assert counts.asnumpy().tolist() == [2, 1, 2]
    rows = Tensor(np.array([[1, 2], [1, 2], [3, 4]], np.int32))
    y, inv, counts = rows.unique(return_inverse=True, return_counts=True, dim=0)
    assert y.asnumpy().tolist() == [[1, 2], [3, 4]]
    assert inv.asnumpy().tolist() == [0, 0, 1] and counts.asnumpy().tolist() == [2, 1]
    # ops.unique keeps its (values in order of appearance, indices) pair
    assert [t.asnumpy().tolist() for t in ops.unique(x)] == [[3, 1, 2], [0, 1, 2, 1, 0]]


def test_saved_tensors_hooks_in_a_graph_is_2_10s_type_error():
    class Net(nn.Cell):
        def construct(self, x):
            with ms.saved_tensors_hooks(lambda t: t, lambda t: t):
                return x * x

    @ms.jit
    def f(x):
        with ms.saved_tensors_hooks(lambda t: t, lambda t: t):
            return x * x
    x = Tensor(np.array([1.0, 2.0], np.float32))
    with pytest.raises(TypeError, match="not supported in GRAPH_MODE or inside 'jit'"):
        f(x)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(TypeError, match="not supported in GRAPH_MODE or inside 'jit'"):
            Net()(x)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
