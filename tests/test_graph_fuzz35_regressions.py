"""Regressions found by fuzz family 35's round (session 42): a bool-mask read reduced whole in the
same expression (``h[m].sum()``, ``h[m].mean()``) stays in the compiled graph
(``compiler.mask_reduce``) instead of running the Cell op by op. MindSpore 2.10 compiles such a
Cell (measured, /tmp/fuzz35/mask_ref.py: 21, 3.5 and 48 below, and the gradient 1 + 1/6 where
the mask holds); for an empty mask 2.10 gives stale or uninitialised memory for the sum (and inf
for the mean) in both modes, where minicell gives numpy's 0 and NaN in both."""
import warnings

import numpy as np
import pytest

import minicell as ms
from minicell import nn, Tensor
from minicell.compiler.errors import CompileWarning

H = np.arange(12).reshape(3, 4).astype(np.float32) - 5
H_BAD = np.array([[np.nan, 1, 2, 3], [np.inf, -1, 5, 6], [0, 0, 0, 9]], np.float32)


class Reduced(nn.Cell):
    def construct(self, h, c):
        m = h > c
        return (h[m].sum(), h[m].mean(), (h * 2)[m].sum() + h.sum(), (h * 3)[m[:, 1]].sum(),
                (h > 0).astype(ms.int32)[m].sum())


def _both(cell_fn, *args):
    out = {}
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("error", CompileWarning)      # compiled, not op by op
                out[mode] = cell_fn()(*args)
        finally:
            ms.set_context(mode=ms.PYNATIVE_MODE)
    return out[ms.GRAPH_MODE], out[ms.PYNATIVE_MODE]


@pytest.mark.parametrize("h, c", [(H, 0.5), (H, 100.0), (H_BAD, 0.5)])
def test_mask_read_reduced_whole_is_compiled(h, c):
    graph, eager = _both(Reduced, Tensor(h), Tensor(c, ms.float32))
    m = h > c
    with np.errstate(invalid="ignore"):
        want = [h[m].sum(), h[m].mean() if m.any() else np.nan, (h * 2)[m].sum() + h.sum(),
                (h * 3)[m[:, 1]].sum(), (h > 0)[m].sum()]
    for g, e, w in zip(graph, eager, want):
        assert g.dtype == e.dtype and g.shape == e.shape == ()
        np.testing.assert_allclose(g.asnumpy(), w, rtol=1e-6)
        np.testing.assert_allclose(e.asnumpy(), w, rtol=1e-6)
    if c == 0.5 and h is H:           # MindSpore 2.10's values, both modes
        assert [float(t) for t in graph[:3]] == [21.0, 3.5, 48.0]


def test_mask_read_reduced_whole_gradient():
    net = Reduced()

    def loss(x):
        out = net(x, Tensor(0.5, ms.float32))
        return out[0] + out[1]

    # NaN and inf outside the mask give no NaN; 2.10 gives 1 + 1/6 where h > 0.5 in H
    graph, eager = _both(lambda: ms.grad(loss), Tensor(H_BAD))
    m = H_BAD > 0.5
    want = m * (1.0 + 1.0 / m.sum())
    np.testing.assert_allclose(graph.asnumpy(), want, rtol=1e-6)
    np.testing.assert_allclose(eager.asnumpy(), want, rtol=1e-6)


class WithAxis(nn.Cell):
    def construct(self, h, n):
        m = h > 0
        return h[m].sum(0), h[n].sum(), (h, n)[0][m[:, 0]].mean()


def test_mask_read_with_arguments_still_runs_op_by_op():
    # h[m].sum(0) needs the read's own shape: the signature runs op by op, with its warning
    h, n = Tensor(H), Tensor(np.array([2, 0], np.int32))
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.warns(CompileWarning, match="bool mask"):
            graph = WithAxis()(h, n)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    eager = WithAxis()(h, n)
    want = [H[H > 0].sum(0), H[[2, 0]].sum(), H[H[:, 0] > 0].mean()]
    for g, e, w in zip(graph, eager, want):
        np.testing.assert_allclose(g.asnumpy(), w, rtol=1e-6)
        np.testing.assert_allclose(e.asnumpy(), w, rtol=1e-6)


class NotMasks(nn.Cell):
    def construct(self, h, n):
        pair = (h, h * 2)
        return pair[1].sum(), h[n].mean(), h[1].sum(), h[n[:1]].sum()


def test_other_subscripts_reduced_unchanged():
    graph, eager = _both(NotMasks, Tensor(H), Tensor(np.array([2, 0], np.int32)))
    want = [H.sum() * 2, H[[2, 0]].mean(), H[1].sum(), H[[2]].sum()]
    for g, e, w in zip(graph, eager, want):
        np.testing.assert_allclose(g.asnumpy(), w, rtol=1e-6)
        np.testing.assert_allclose(e.asnumpy(), w, rtol=1e-6)
