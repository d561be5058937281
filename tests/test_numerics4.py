"""Max/min selections (session 33, numerics4): the shared first-extreme helper
(``runtime/primitives/reduce.first_extreme``), Dilation2D's tie routing, NaN rows of the
reduce family and cummax, and TopK's tie order. 2.10's values are measured on CPU in both
modes unless a comment says otherwise."""
import jax
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from minicell.runtime.primitives import reduce as RD

MODES = pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE],
                                ids=["pynative", "graph"])


# ---- the shared helper: first extreme in row-major order over the reduced axes ----------------
def _first_ref(x, axes, largest):
    """numpy: per kept position, the row-major first extreme over ``axes`` (a mask)."""
    rest = [a for a in range(x.ndim) if a not in axes]
    moved = np.transpose(x, rest + list(axes)).reshape([x.shape[a] for a in rest] + [-1])
    i = (np.argmax if largest else np.argmin)(moved, axis=-1)
    mask = np.zeros(moved.shape, bool)
    np.put_along_axis(mask, i[..., None], True, axis=-1)
    mask = mask.reshape([x.shape[a] for a in rest] + [x.shape[a] for a in axes])
    return np.transpose(mask, np.argsort(rest + list(axes)))


@pytest.mark.heavy      # ~2 s: a dozen small XLA compiles
def test_first_extreme_picks_the_row_major_first_tie():
    x = np.array([[[1, 3, 3], [3, 0, 1]], [[3, 1, 0], [0, 3, 3]]], np.float32)
    for axes, largest in [((0, 2), True), ((1,), False), ((1, 2), True), ((0, 1, 2), False)]:
        v = x if largest else -x
        mask = np.asarray(RD.first_extreme_mask(v, axes, largest))
        np.testing.assert_array_equal(mask, _first_ref(v, axes, largest))
        value, grad = jax.jit(jax.value_and_grad(
            lambda a: RD.first_extreme(a, axes, largest, keepdims=True).sum()))(v)
        np.testing.assert_array_equal(grad, mask.astype(np.float32))
        assert value == (np.max if largest else np.min)(v, axis=axes).sum()


@pytest.mark.heavy      # ~1 s: eager kernels or a graph compile, two gradients
@MODES
def test_matrix_norm_inf_ties_to_the_first_row(mode):
    # 2.10 PYNATIVE (its GRAPH compile of the lambda fails): [6, 6], and the gradient below;
    # (-inf, (2, 0)): [2, 3]
    ms.set_context(mode=mode)
    x = ms.Tensor(np.array([[[1, 3, 2], [3, 0, 3]], [[3, 1, 0], [2, 3, 1]]], np.float32))

    def loss(t, o, d):
        out = ops.matrix_norm(t, o, d)
        return (out * ops.arange(1, 3).astype(ms.float32)).sum()
    g = ms.grad(loss)(x, float("inf"), (0, 2)).asnumpy().ravel().tolist()
    assert g == [1.0, 1.0, 1.0, 2.0, 0.0, 2.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
    g = ms.grad(loss)(x, float("-inf"), (2, 0)).asnumpy().ravel().tolist()
    assert g == [0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 2.0, 0.0]


# ---- Dilation2D: a tie's gradient goes to the first tap -------------------------------------
# 2.10's CPU Dilation2D fails in both modes ("Cast failed, original value: VALID", measured);
# its backprop kernels (CPU and GPU) keep the first tap in (i, j) order (strict ``>``), and these
# are the expectations of its GPU tests (tests/st/ops/gpu/test_dilation2d_backprop_*_op.py)
@pytest.mark.heavy      # ~1.5 s: two gradients of small compiles
@MODES
def test_dilation2d_tie_gradient_goes_to_the_first_tap(mode):
    ms.set_context(mode=mode)
    x = ms.Tensor(np.ones([1, 3, 4, 4], np.float32))
    f = ms.Tensor(np.ones([3, 2, 2], np.float32))
    valid = ops.Dilation2D((1, 1, 1, 1), (1, 1, 2, 2), "VALID")
    fn = lambda a, b: valid(a, b).sum()
    gx, gf = ms.grad(fn, grad_position=(0, 1))(x, f)
    want = np.zeros((4, 4), np.float32)
    want[:2, :2] = 1.0
    np.testing.assert_array_equal(gx.asnumpy(), np.broadcast_to(want, (1, 3, 4, 4)))
    np.testing.assert_array_equal(gf.asnumpy()[0], [[4.0, 0.0], [0.0, 0.0]])
    same = ops.Dilation2D((1, 1, 1, 1), (1, 1, 2, 2), "SAME")     # padding never wins
    np.testing.assert_array_equal(same(x, f).asnumpy(), np.full((1, 3, 4, 4), 2.0, np.float32))
    fn2 = lambda a, b: same(a, b).sum()
    gf = ms.grad(fn2, grad_position=1)(x, f)
    np.testing.assert_array_equal(gf.asnumpy(), np.broadcast_to([[9.0, 3.0], [3.0, 1.0]],
                                                                (3, 2, 2)))


# ---- NaN rows: 2.10's CPU reduce kernels start a row at its first entry (row-major over the
# reduced axes) and a NaN never compares greater: a row starting with NaN is NaN (index 0), any
# other NaN is skipped; ReduceMax's gradient of a NaN row is NaN, ArgMaxWithValue's goes to 0
NAN = float("nan")
XN = np.array([[1, NAN, 3, 2], [NAN, 0, 1, 3], [3, 0, 1, NAN], [NAN, NAN, NAN, NAN]], np.float32)
S = "nan"
_reducemax_1 = lambda t: ops.ReduceMax()(t, 1)
_amin_1 = lambda t: ops.amin(t, 1)
_reducemax = lambda t: ops.ReduceMax()(t)
_max_x_1 = lambda t: ops.max(t, 1)[0]
_min_x_1 = lambda t: ops.min(t, 1)[0]
NAN_CASES = {   # (op, forward, gradient of sum(out * [1, 2, ...])), 2.10 measured, both modes
    "ReduceMax(1)": (_reducemax_1, [3, S, 3, S],
                     [0, 0, 1, 0, S, S, S, S, 3, 0, 0, 0, S, S, S, S]),
    "amin(1)": (_amin_1, [1, S, 0, S],
                [1, 0, 0, 0, S, S, S, S, 0, 3, 0, 0, S, S, S, S]),
    "ReduceMax()": (_reducemax, [3],
                    [0, 0, 1 / 3, 0, 0, 0, 0, 1 / 3, 1 / 3, 0, 0, 0, 0, 0, 0, 0]),
    "max(x, 1)": (_max_x_1, [3, S, 3, S],
                  [0, 0, 1, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0]),
    "min(x, 1)": (_min_x_1, [1, S, 0, S],
                  [1, 0, 0, 0, 2, 0, 0, 0, 0, 3, 0, 0, 4, 0, 0, 0]),
}


def _listed(a):
    return [S if np.isnan(v) else float(v) for v in np.asarray(a, np.float32).ravel()]


@pytest.mark.heavy      # ~2 s: five gradients
@MODES
def test_reduce_family_nan_rows_as_2_10(mode):
    ms.set_context(mode=mode)
    for name, (op, fwd, grad) in NAN_CASES.items():
        def loss(t, op=op):
            o = op(t)
            return (o * ops.arange(1, o.size + 1).reshape(o.shape).astype(ms.float32)).sum()
        x = ms.Tensor(XN)
        assert _listed(op(x).asnumpy()) == _listed(np.array(fwd, object).astype(np.float32)), name
        assert _listed(ms.grad(loss)(x).asnumpy()) == \
            _listed(np.array(grad, object).astype(np.float32)), name


@pytest.mark.heavy      # ~1 s: a dozen eager kernels
def test_nan_rows_indices_as_2_10():
    x = ms.Tensor(XN)
    assert ops.argmax(x, 1).asnumpy().tolist() == [2, 0, 0, 0]
    assert ops.argmin(x, 1).asnumpy().tolist() == [0, 0, 1, 0]
    assert ops.max(x, 1)[1].asnumpy().tolist() == [2, 0, 0, 0]
    # axis 0, all axes, axes (0, 2): the first entry in row-major order over them decides
    x2 = np.array([[1, NAN, 3], [NAN, 0, 1], [3, 0, NAN], [2, 5, 2]], np.float32)
    assert _listed(ops.ReduceMax()(ms.Tensor(x2), 0).asnumpy()) == [3.0, S, 3.0]
    assert ops.argmax(ms.Tensor(x2), 0).asnumpy().tolist() == [2, 0, 0]
    assert _listed(ops.ReduceMax()(ms.Tensor(x2)).asnumpy()) == [5.0]
    assert _listed(ops.ReduceMax()(ms.Tensor(x2[1:])).asnumpy()) == [S]
    x3 = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    x3[0, 1, 0] = x3[1, 0, 2] = x3[1, 2, 0] = NAN
    assert _listed(ops.ReduceMax()(ms.Tensor(x3), (0, 2)).asnumpy()) == [15.0, S, 23.0]
    assert _listed(ops.ReduceMax()(ms.Tensor(x3), 1).asnumpy()) == \
        [8.0, 9.0, 10.0, 11.0, 16.0, 21.0, S, 23.0]
    # vector_norm(+-inf) follows the same rule (2.10 measured)
    assert _listed(ops.norm(ms.Tensor(XN), float("inf"), 1).asnumpy()) == [3.0, S, 3.0, S]
    assert _listed(ops.norm(ms.Tensor(XN), float("-inf"), 1).asnumpy()) == [1.0, S, 0.0, S]


def test_cummax_a_later_nan_takes_the_index():
    for row, want in [([NAN, NAN, NAN, NAN], [0, 1, 2, 3]), ([NAN, 0, 1, 3], [0, 0, 0, 0]),
                      ([NAN, 1, NAN, NAN], [0, 0, 2, 3]), ([1, NAN, NAN, 2], [0, 1, 2, 2])]:
        x = ms.Tensor(np.array([row], np.float32))
        assert ops.cummax(x, 1)[1].asnumpy().tolist() == [want]
        assert ops.cummin(x, 1)[1].asnumpy().tolist() == [want]


@pytest.mark.heavy      # ~1 s: two pooling gradients
@MODES
def test_adaptive_max_pool_with_indices_nan_windows_as_2_10(mode):
    # windows follow the reduce kernels' rule: NaN only where it is the window's first entry
    ms.set_context(mode=mode)
    x = ms.Tensor(XN.reshape(1, 1, 4, 4))
    for size, values, index, grad in [
            ((2, 2), [1, 3, 3, 1], [0, 2, 8, 10], [1, 0, 2, 0, 0, 0, 0, 0, 3, 0, 4, 0, 0, 0, 0, 0]),
            ((4, 1), [3, S, 3, S], [2, 4, 8, 12], [0, 0, 1, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0])]:
        net = ms.nn.AdaptiveMaxPool2d(size, True)
        v, i = net(x)
        assert _listed(v.asnumpy()) == _listed(np.array(values, object).astype(np.float32))
        assert i.asnumpy().ravel().tolist() == index
        w = ms.Tensor(np.arange(1, 5, dtype=np.float32).reshape(v.shape))
        fn3 = lambda t, net=net, w=w: (net(t)[0] * w).sum()
        g = ms.grad(fn3)(x)
        assert _listed(g.asnumpy()) == [float(a) for a in grad]


@pytest.mark.heavy      # ~1 s on a loaded machine: three eager pooling kernels
def test_max_pool_indices_skip_nan_and_a_nan_window_gives_its_first_position():
    # 2.10 measured (MaxPoolWithArgmaxV2): NaN never wins, a window of NaNs gives its first
    # (valid) position; minicell gave 2147483647 there. 2.10's values there are float32's lowest
    # and skip NaN; minicell's values still come from the NaN-propagating max_pool (left)
    x = ms.Tensor(np.array([[NAN, 2, NAN, NAN], [3, NAN, NAN, NAN]], np.float32).reshape(1, 1, 2, 4))
    assert ops.max_pool2d(x, 2, 2, return_indices=True)[1].asnumpy().ravel().tolist() == [4, 2]
    x = ms.Tensor(np.full((1, 1, 3, 3), NAN, np.float32))
    idx = ops.max_pool2d(x, 2, 2, padding=1, return_indices=True)[1]
    assert idx.asnumpy().ravel().tolist() == [0, 1, 3, 4]
    x = ms.Tensor(XN.reshape(1, 1, 4, 4))
    idx = ops.max_pool2d(x, 2, 1, return_indices=True)[1]
    assert idx.asnumpy().ravel().tolist() == [0, 2, 2, 8, 6, 7, 8, 10, 10]
