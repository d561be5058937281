"""MindSpore 2.10 behaviours ported from its st ops tests (round st48, half B); values measured
on 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops
from minicell.compiler.errors import CompileWarning

MODES = [ms.GRAPH_MODE, ms.PYNATIVE_MODE]
ROW = np.array([1, 0, 1, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 1], np.bool_)


class _Choice(nn.Cell):
    def __init__(self, **kwargs):
        super().__init__()
        self.op = ops.RandomChoiceWithMask(**kwargs)

    def construct(self, x):
        return self.op(x)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("x, kwargs, expected", [
    # st ops/cpu/test_random_choice_with_mask_op test_RCWM_1D (an even count: the first swap)
    (ROW, dict(count=10, seed=9), [[7], [2], [11], [9], [10], [0], [8], [15], [0], [0]]),
    (ROW.reshape(4, 4), dict(count=4, seed=3, seed2=5), [[1, 3], [0, 2], [3, 3], [2, 3]]),
    (ROW, dict(count=5, seed=0, seed2=7), [[10], [8], [9], [7], [11]]),
    (ROW, dict(count=5, seed=-3), [[7], [8], [9], [10], [11]]),
    # 66,667 True entries: more than the generator's range allows pairs for, one draw each
    pytest.param(np.arange(200000) % 3 == 0, dict(count=5, seed=4),
                 [[44505], [77475], [138084], [167412], [168852]], marks=pytest.mark.heavy),
])
def test_random_choice_with_mask_seeded_stream(mode, x, kwargs, expected):
    """A seeded RandomChoiceWithMask picks 2.10's CPU kernel's entries: libstdc++'s
    std::shuffle of the True positions by minstd_rand0 seeded from random::GetSeed."""
    ms.set_context(mode=mode)
    try:
        index, mask = _Choice(**kwargs)(Tensor(x))
        np.testing.assert_array_equal(index.asnumpy(), expected)
        true_count = int(np.count_nonzero(x))
        assert mask.asnumpy().tolist() == [i < true_count for i in range(kwargs["count"])]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_random_choice_with_mask_seeded_3d_picks_2_10s_entries():
    """2.10 picks flat positions 14, 18, 11, 20, 4, 13 of a (2, 3, 4) all-True input for seed 1
    (its CPU kernel prints them as [1, 0, 2], [1, 0, 6], ...: its coordinate loop never moves
    past the first dimension's stride; minicell gives each position's coordinates)."""
    index, _ = ops.RandomChoiceWithMask(count=6, seed=1)(Tensor(np.ones((2, 3, 4), np.bool_)))
    flat = np.ravel_multi_index(tuple(index.asnumpy().T), (2, 3, 4))
    assert flat.tolist() == [14, 18, 11, 20, 4, 13]


@pytest.mark.parametrize("mode", MODES)
def test_avg_pool_divides_each_window_by_its_count(mode):
    """st ops/cpu/test_avgpool_op test_avgpool2d_same: 2.10 divides each window's sum by its
    count (127 / 9 = 14.111111, not 127 * (1 / 9) = 14.111112), also in PYNATIVE_MODE, whose
    kernels XLA compiles with its older CPU emitters (measured)."""
    x = Tensor(np.array([[[[0, 1, 2, 3, -4, -5], [6, 7, 8, 9, -10, -11],
                           [12, 13, 14, -15, -16, -17], [18, 19, 20, 21, 22, 23],
                           [24, 25, 26, 27, 28, 29], [30, 31, 32, 33, 34, 35]]]], np.float32))
    ms.set_context(mode=mode)
    try:
        out = _Pool()(x).asnumpy()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_array_equal(out.ravel(), np.array(
        [7.0, -1.0, -10.5, 19.0, 14.11111068725586, 11.5, 28.0, 30.0, 31.5], np.float32))


class _Pool(nn.Cell):
    def __init__(self):
        super().__init__()
        self.pool = ops.AvgPool(kernel_size=3, strides=2, pad_mode="SAME")

    def construct(self, x):
        return self.pool(x)


@pytest.mark.parametrize("fn, expected", [
    (ops.rfftfreq, [0.0, 0.1, 0.2]), (ops.fftfreq, [0.0, 0.1, 0.2, -0.2, -0.1])])
def test_fftfreq_with_tensor_n_runs_under_strict_syntax(fn, expected):
    """st ops/test_ops_rfftfreq test_ops_rfftfreq_forward_dynamic[*] (in a GRAPH_MODE batch
    after tests/st/utils set STRICT): a Tensor n sets the result's shape, which 2.10 compiles
    dynamically at any syntax level (measured: n = Tensor(5), d = 2.0); mutable ints too."""
    class Net(nn.Cell):
        def construct(self, n, d):
            return fn(n, d)

    ms.set_context(mode=ms.GRAPH_MODE, jit_syntax_level=ms.STRICT)
    try:
        with pytest.warns(CompileWarning):
            out = Net()(ms.mutable(Tensor(5, ms.int64)), 2.0)
        by_value = Net()(ms.mutable(5), ms.mutable(2.0))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE, jit_syntax_level=ms.LAX)
    np.testing.assert_allclose(out.asnumpy(), expected, rtol=1e-7)
    np.testing.assert_allclose(by_value.asnumpy(), expected, rtol=1e-7)
