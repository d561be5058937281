"""st79: MindSpore's upstream CPU op tests (tests/st/ops/cpu) run against minicell, continued.

Expected values printed by MindSpore 2.10 (CPU, both modes) with the scripts named per test.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops


@pytest.fixture
def mode_restored():
    old = ms.get_context("mode")
    yield
    ms.set_context(mode=old)


class _QR(ops.PrimitiveWithInfer):
    """Sets no ``self.mode``: it reads the one ``prim_attr_register`` kept on the object."""

    @ops.prim_attr_register
    def __init__(self, mode="full"):
        super().__init__(name="QR")        # clears attrs (2.10 too)
        self.init_prim_io_names(inputs=["x"], outputs=["q", "r"])

    def __infer__(self, x):
        m, n = x["shape"]
        if self.mode == "economic":
            qs, rs = (m, min(m, n)), (min(m, n), n)
        else:
            qs, rs = (m, m), (m, n)
        return {"shape": (qs, rs), "dtype": (x["dtype"], x["dtype"]), "value": None}


class _QRNet(nn.Cell):
    def __init__(self, mode):
        super().__init__()
        self.qr = _QR(mode)

    def construct(self, a):
        return self.qr(a)


@pytest.mark.parametrize("md", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("mode", ["economic", "full"])
def test_prim_attr_register_args_survive_a_reinit(mode_restored, md, mode):
    # 2.10: /tmp/s79/st79/qr2.py prints `economic ['input_names', 'output_names'] (3, 2) (2, 2)`
    # and `full ... (3, 3) (3, 2)`, r[:2] = [[-5.91608, -8.28251], [0, 0.6324549]], both modes.
    ms.set_context(mode=md)
    p = _QR(mode)
    assert p.mode == mode
    assert sorted(p.attrs) == ["input_names", "output_names"]
    a = np.array([[1., 2.], [3., 4.], [5., 7.]], np.float32)
    q, r = _QRNet(mode)(ms.Tensor(a))
    k = 2 if mode == "economic" else 3
    assert q.shape == (3, k) and r.shape == (k, 2)
    want = np.zeros((k, 2), np.float32)
    want[:2] = [[-5.916079998016357, -8.282510757446289], [0.0, 0.6324548721313477]]
    np.testing.assert_allclose(r.asnumpy(), want, rtol=1e-5, atol=1e-6)


def test_prim_attr_register_reinit_then_add_prim_attr():
    # 2.10 (/tmp/s79/st79/qr2.py, /tmp/s79/st79/pa.py): `9 {'k': 9} P2x`; add/del_prim_attr
    # on a plain registered class: `7 {'k': 7}` then `MISSING {}`.
    class P2(ops.Primitive):
        @ops.prim_attr_register
        def __init__(self, k=2):
            super().__init__(name="P2x")
            self.add_prim_attr("k", 9)

    q = P2(5)
    assert (q.k, q.attrs, q.name) == (9, {"k": 9}, "P2x")

    class P3(ops.Primitive):
        @ops.prim_attr_register
        def __init__(self, k=2):
            pass

    q = P3(5)
    assert (q.k, q.attrs) == (5, {"k": 5})
    q.add_prim_attr("k", 7)
    assert (q.k, q.attrs) == (7, {"k": 7})
    q.del_prim_attr("k")
    assert not hasattr(q, "k") and q.attrs == {}

