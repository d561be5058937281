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


class Rolling(ops.PrimitiveWithInfer):
    """tests/st/ops/cpu/test_rolling_op.py's user primitive: 2.10 runs its CPU kernel by name."""

    @ops.prim_attr_register
    def __init__(self, window, min_periods, center, axis, closed, method):
        self.init_prim_io_names(inputs=["x"], outputs=["output"])

    def __infer__(self, x):
        return {"shape": tuple(x["shape"]), "dtype": x["dtype"], "value": None}


class _RollingNet(nn.Cell):
    def __init__(self, *args):
        super().__init__()
        self.rolling = Rolling(*args)

    def construct(self, x):
        return self.rolling(x)


def _rolling_inputs():
    rng = np.random.RandomState(0)      # (the order /tmp/s79/st79/roll.py draws them in)
    return {"f32": (rng.randn(3, 7) * 10).astype(np.float32), "f64": rng.randn(3, 7) * 10,
            "i32": rng.randint(-50, 50, (3, 7)).astype(np.int32),
            "i64": rng.randint(-50, 50, (3, 7)).astype(np.int64)}


# 2.10 (PYNATIVE): /tmp/s79/st79/roll.py roll_ms.npz; key = dtype-window-min_periods-center-
# axis-closed-method. All 1,920 of its cases agree with minicell (rtol 1e-6) but 2.10's float
# `max` of all-negative windows (1.2e-38: its kernel starts from the smallest positive float).
_ROLLING_2_10 = {
    "f32-4-2-True--1-both-mean": [
        [10.82104778289795, 10.476491928100586, 13.459602355957031, 14.502798080444336,
         9.020136833190918, 10.119999885559082, 10.203154563903809],
        [-1.2728803157806396, 0.5200748443603516, 0.7501651048660278, 3.508679151535034,
         5.333469390869141, 5.783257484436035, 6.202574729919434],
        [3.887687921524048, 7.572055816650391, 5.166146278381348, 4.759052276611328,
         2.1631340980529785, -3.6101937294006348, -8.247940063476562]],
    "i32-2-1-False-0-right-sum": [[-8, 34, 25, 18, -44, 18, -3], [-55, 60, 27, 46, -79, -12, 46],
                                  [-39, -1, 31, -9, 0, -32, 48]],
    "i64-4-3-True--1-neither-std": [[0, 0, 18, 15, 30, 16, 14], [0, 0, 25, 8, 7, 30, 45],
                                    [0, 0, 28, 28, 31, 37, 39]],
    "f64-4-2-False--1-left-var": [
        [np.nan, np.nan, 2.2222030955695984, 76.23039069874326, 151.93582437486972,
         278.1740933047229, 260.5443040784615],
        [np.nan, np.nan, 0.201107638763607, 60.501996206534024, 51.698280991781324,
         93.45215982642496, 117.17086988509111],
        [np.nan, np.nan, 57.66753999826648, 37.47184026250191, 64.06456192833862,
         81.37311759817466, 90.4939502895316]],
    "i32-4-2-True--1-both-mean": [[13, 17, 17, 5, 10, 2, -2], [-10, -6, 2, -5, -1, 2, 3],
                                  [-9, 3, -6, 1, 0, 4, -1]],
    "f32-2-2-False-0-right-min": [
        [np.nan] * 7,
        [-1.513572096824646, -1.0321885347366333, 4.105985164642334, 1.440435767173767,
         14.54273509979248, -9.772778511047363, 1.216750144958496],
        [-1.513572096824646, -1.0321885347366333, 4.105985164642334, -2.0515825748443604,
         3.1306769847869873, -8.5409574508667, -25.529897689819336]],
}


@pytest.mark.parametrize("key", sorted(_ROLLING_2_10))
def test_user_rolling_primitive_runs_the_rolling_kernel(key):
    k, w, mp, c, ax, cl, m = key.replace("--", "-~").split("-")
    x = _rolling_inputs()[k]
    out = Rolling(int(w), int(mp), c == "True", int(ax.replace("~", "-")), cl, m)(ms.Tensor(x))
    out = out.asnumpy()
    assert out.dtype == x.dtype
    np.testing.assert_allclose(out, np.array(_ROLLING_2_10[key], x.dtype), rtol=1e-6)


def test_user_rolling_primitive_in_graph(mode_restored):
    # tests/st/ops/cpu/test_rolling_op.py runs it in GRAPH_MODE (2.10: 192 of its cases pass)
    ms.set_context(mode=ms.GRAPH_MODE)
    x = _rolling_inputs()["f32"]
    out = _RollingNet(4, 2, True, -1, "both", "mean")(ms.Tensor(x)).asnumpy()
    np.testing.assert_allclose(out, np.array(_ROLLING_2_10["f32-4-2-True--1-both-mean"],
                                             np.float32), rtol=1e-6)


@pytest.mark.parametrize("args, text", [
    ((0, 1, "sum"), "For 'Rolling', the 'window' must be greater than 0, but got 0"),
    ((2, 0, "sum"), "For 'Rolling', the 'min_periods' must be greater than 0, but got 0"),
    ((2, 1, "median"), "For 'Rolling', the 'method' must be in (max, min, sum, mean, std, var), "
                       "but got median")])
def test_user_rolling_primitive_refuses_bad_attrs(args, text):
    # 2.10: /tmp/s79/st79/roll1.py (RuntimeError, first line as here)
    w, mp, m = args
    with pytest.raises(RuntimeError) as e:
        Rolling(w, mp, False, 0, "right", m)(ms.Tensor(np.array([1., 2., 4.], np.float32)))
    assert str(e.value).splitlines()[0] == text
