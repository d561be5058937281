"""Slices at the loop index in a ``for`` over ``range`` compiled as a ``scan``
(``compiler/loop_windows.py``): ``x[i:i + 1]``, ``x[i + 1:i + 2:1]``, ``x[i:i + 2, 1]``
(Tacotron2's and CRNN's per-step reads) are dynamic slices of a fixed width inside the scan,
GRAPH_MODE equal to PYNATIVE_MODE in outputs and gradients. A window Python would clip or
empty at some iteration (its length would change) keeps the loop unrolled, with the same
result."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.compiler import for_scan
from test_graph_for_scan import _run, _scans


@pytest.fixture
def small_loops(monkeypatch):
    """Scan loops from 3 iterations on, whatever their body's size."""
    monkeypatch.setattr(for_scan, "MIN_TRIP", 2)
    monkeypatch.setattr(for_scan, "UNROLL_BUDGET", 0)


def _x():
    return ms.Tensor(np.linspace(-1, 1, 6 * 4 * 3, dtype=np.float32).reshape(6, 4, 3))


class Decoder(nn.Cell):
    """Tacotron2's decoder loop: one frame per step read as ``inputs[i:i + 1]``."""

    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 3)

    def construct(self, x):
        h = x[0, 0] * 0
        outs = ()
        for i in range(x.shape[0] - 1):
            frame = ops.squeeze(x[i:i + 1], 0)[0]
            h = ops.tanh(self.dense(frame + h)) + x[i + 1:i + 2:1][0, 1]
            outs += (h,)
        return ops.stack(outs)


class Windows(nn.Cell):
    """Wider windows, on other axes, with a step."""

    def construct(self, x):
        h = x[0, 0, :2] * 0
        outs = []
        for i in range(x.shape[1] - 1):
            w = x[:, i:i + 2, 1:]               # (6, 2, 2)
            v = x[1:3, i + 1:i + 2]             # (2, 1, 3)
            h = ops.sin(h + w.sum((0, 1)) * 0.1) + v.mean() + x[0, i:i + 2:2, 0]
            outs.append(h)
        return ops.stack(outs, 1)


@pytest.mark.parametrize("make", [Decoder, Windows])
def test_windows_at_the_loop_index_scan_and_match_pynative(small_loops, make):
    x = _x()
    net = _run(make, x)
    ir = str(net.compile_ir(x))
    assert ir.count(" = scan(") == 1
    assert "('d', 0, 1, 1)" in ir or "('d', 0, 2, 1)" in ir     # a dynamic slice in the body


class Clipped(nn.Cell):
    """``x[i:i + 3]`` runs past the end at the last steps: Python clips it (2 rows, then 1)."""

    def construct(self, x):
        h = x[0, 0] * 0
        for i in range(x.shape[0]):
            h = h + x[i:i + 3].sum(0)[0] * 0.5
        return h


class BeforeStart(nn.Cell):
    """``x[i - 1:i + 1]`` is ``x[-1:1]`` (empty) at ``i = 0``."""

    def construct(self, x):
        h = x[0, 0] * 0
        for i in range(x.shape[0]):
            h = h + x[i - 1:i + 1].sum((0, 1))
        return h


@pytest.mark.parametrize("make", [Clipped, BeforeStart])
def test_windows_python_would_clip_unroll(small_loops, make):
    x = _x()
    net = _run(make, x)
    assert _scans(net, x) == 0


def test_a_window_in_an_unrolled_loop_is_pythons_slice():
    ms.set_context(mode=ms.GRAPH_MODE)     # 3 short steps: the default budget unrolls them
    x = _x()
    out = Decoder()(ms.Tensor(x.asnumpy()[:4]))
    assert out.shape == (3, 3)
    assert _scans(Decoder(), ms.Tensor(x.asnumpy()[:4])) == 0
