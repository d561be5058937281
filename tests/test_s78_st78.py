"""st78: MindSpore's upstream CPU op tests (tests/st/ops/cpu) run against minicell.

A user's ``PrimitiveWithInfer`` named ``QR`` runs 2.10's CPU kernel ``QR`` (scipy's modes).
Expected values printed by MindSpore 2.10 (CPU, both modes): /tmp/s78/st78/w/qr_user.py.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops


class QR(ops.PrimitiveWithInfer):
    @ops.prim_attr_register
    def __init__(self, mode="full"):
        super().__init__(name="QR")
        self.mode = mode        # (as tests/st/ops/cpu/test_qr_op.py sets it)
        self.init_prim_io_names(inputs=["x"], outputs=["q", "r"])

    def __infer__(self, x):
        m, n = x["shape"]
        if self.mode == "economic":
            qs, rs = (m, min(m, n)), (min(m, n), n)
        else:
            qs, rs = (m, m), (m, n)
        return {"shape": (qs, rs), "dtype": (x["dtype"], x["dtype"]), "value": None}


class _Net(nn.Cell):
    def __init__(self, mode):
        super().__init__()
        self.qr = QR(mode)

    def construct(self, a):
        return self.qr(a)


@pytest.fixture
def mode_restored():
    old = ms.get_context("mode")
    yield
    ms.set_context(mode=old)


_A = np.array([[2., 1.], [1., 3.], [0., 1.]], np.float32)
_Q_FULL = [[-0.89443, 0.40825, 0.18257], [-0.44721, -0.8165, -0.36515], [0.0, -0.40825, 0.91287]]
_R_FULL = [[-2.23607, -2.23607], [0.0, -2.44949], [0.0, 0.0]]


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
@pytest.mark.parametrize("qr_mode", ["full", "r", "economic"])
def test_user_qr_primitive_runs_the_qr_kernel(mode, qr_mode, mode_restored):
    ms.set_context(mode=mode)
    q, r = _Net(qr_mode)(ms.Tensor(_A))
    k = 2 if qr_mode == "economic" else 3
    assert q.dtype == ms.float32 and q.shape == (3, k) and r.shape == (k, 2)
    np.testing.assert_allclose(q.asnumpy(), np.array(_Q_FULL)[:, :k], atol=1e-5)
    np.testing.assert_allclose(r.asnumpy(), np.array(_R_FULL)[:k], atol=1e-5)
