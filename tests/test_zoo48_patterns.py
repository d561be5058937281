"""Model-zoo patterns found running mindspore-ai/models code against MindSpore 2.10
(session 71, zoo48).

Expected values and texts were measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops


def _gather_rows(a):
    """research/cv/frustum-pointnet's mask_to_indices_v2: a numpy float64 buffer (np.zeros)
    filled from the tensor's values, made a float32 Tensor in the next statement."""
    out = np.zeros((2, 3))
    out[:, :] = a[:2, :3]
    return out


class _Island64(nn.Cell):
    def construct(self, x):
        pts = _gather_rows(x.asnumpy())
        pts = Tensor(pts, ms.float32)
        return pts.sum()


def test_float64_island_output_on_a_pending_input():
    # the zoo's FpointWithLoss in GRAPH_MODE: its call waited for parameters an earlier step was
    # still computing, so XLA ran it (and the island's callback) on a thread of its own, where
    # JAX turned the float64 result to float32 and raised 'Incorrect output dtype' (2.10 runs)
    ms.set_context(mode=ms.GRAPH_MODE)
    net = _Island64()
    a = Tensor(np.full((1024, 1024), 0.001, np.float32))
    np.testing.assert_allclose(net(a).asnumpy(), 0.006, rtol=1e-6)
    for _ in range(2):
        y = ops.matmul(ops.matmul(a, a), a)      # still being computed when net(y) starts
        out = net(y)
        assert out.dtype == ms.float32
        np.testing.assert_allclose(out.asnumpy(), 0.006291456, rtol=1e-5)


class _Contrast(nn.Cell):
    """research/recommend/IntTower's ContrastLoss: Python-number attributes that construct
    accumulates Tensors into (self.pos = 0 in __init__, self.pos += ... in construct)."""

    def __init__(self):
        super().__init__()
        self.pos = 0
        self.all = 0

    def construct(self, u, v, target):
        self.pos += ops.abs(ops.mean(u * v * target))
        self.all += ops.abs(ops.mean(u * v))
        return -ops.log(ops.exp(self.pos) / ops.exp(self.all))


class _Scale(nn.Cell):
    def __init__(self):
        super().__init__()
        self.s = 1.5

    def construct(self, x):
        self.s = self.s * x.sum()
        return self.s


class _FirstOnly(nn.Cell):
    def __init__(self):
        super().__init__()
        self.h = None

    def construct(self, x):
        if self.h is None:
            self.h = x * 2
        else:
            self.h = self.h + x
        return self.h.sum()


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_number_attribute_accumulated_in_construct(mode):
    # 2.10's graph reads the Tensor the previous call wrote (minicell compiled the number 0 in
    # and gave the first call's value again); a None the trace tested stays its constant there
    ms.set_context(mode=mode)
    rs = np.random.RandomState(0)
    u = Tensor(rs.randn(4, 8).astype(np.float32))
    v = Tensor(rs.randn(4, 8).astype(np.float32))
    tg = Tensor(np.array([[1.], [0.], [1.], [1.]], np.float32))
    cl = _Contrast()
    np.testing.assert_allclose(cl(u, v, tg).asnumpy(), -0.04307961463928223, rtol=1e-6)
    np.testing.assert_allclose(cl(u, v, tg).asnumpy(), -0.08616197854280472, rtol=1e-6)
    np.testing.assert_allclose(cl.pos.asnumpy(), 0.432796835899353, rtol=1e-6)
    x = Tensor(np.ones(3, np.float32))
    sc = _Scale()
    assert [float(sc(x)) for _ in range(3)] == [4.5, 13.5, 40.5]
    first = _FirstOnly()
    outs = [float(first(x)) for _ in range(3)]
    assert outs == ([6.0, 9.0, 12.0] if mode == ms.PYNATIVE_MODE else [6.0, 6.0, 6.0])


@pytest.mark.parametrize("shape, value", [
    ([29], "<uninitialized>"), ([4, 7], "\n<uninitialized>"), ([30], "[...]"), ([200], "[...]"),
    ([5, 6], "[...]")])
def test_uninitialized_tensor_text_by_size(shape, value):
    # research/recommend/DIEN's Dice keeps self.alphas = initializer(Zero(), [200]) and
    # multiplies it in construct: 2.10's PYNATIVE_MODE refusal names a Tensor of 30 or more
    # elements with value=[...]
    from minicell.common import initializer as init
    b = init.initializer(init.Zero(), shape, ms.float32)
    with pytest.raises(RuntimeError) as e:
        (b * (1.0 - Tensor(np.ones(shape, np.float32)))).asnumpy()   # 2.10 raises at a sync
    assert str(e.value).split(" is uninit")[0] == \
        f"The Tensor(shape={shape}, dtype=Float32, value={value})"
