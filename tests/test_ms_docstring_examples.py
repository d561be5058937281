"""MindSpore 2.10's own API docstring examples (their ``Examples:`` blocks), run under minicell:
the behaviours they showed apart from 2.10, each with the values 2.10 gives (measured on the
2.10 CPU build, by the examples and by the same calls on more inputs)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor


def test_cumulative_logsumexp_exclusive_starts_at_lowest_finite():
    # ops.CumulativeLogsumexp's example: 2.10 prints -3.4028235e+38, not -inf
    x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
    out = ops.CumulativeLogsumexp(exclusive=True)(x, Tensor(0)).asnumpy()
    np.testing.assert_allclose(out, [-3.4028234663852886e+38, 1.0, 2.3132617], rtol=1e-6)
    out = ops.CumulativeLogsumexp(exclusive=True, reverse=True)(x, Tensor(0)).asnumpy()
    np.testing.assert_allclose(out, [3.3132617, 3.0, -3.4028234663852886e+38], rtol=1e-6)
    for dt, low in ((np.float16, -65504.0), (np.float64, -1.7976931348623157e+308)):
        out = ops.CumulativeLogsumexp(exclusive=True)(Tensor(np.array([1.0, 2.0], dt)), Tensor(0))
        assert out.asnumpy().tolist() == [low, 1.0]


def test_bucketize_primitive_counts_boundaries_at_or_below():
    v = Tensor(np.array([[3, 6, 9, 0, 10]], np.int32))
    bounds = [1.0, 3.0, 5.0, 7.0, 9.0]
    assert ops.Bucketize(bounds)(v).asnumpy().tolist() == [[2, 3, 5, 0, 5]]
    assert ops.bucketize(v, bounds).asnumpy().tolist() == [[1, 3, 4, 0, 5]]


@pytest.mark.heavy
def test_tensor_median_and_index_add_take_both_signatures():
    m = Tensor(np.array([[0.57, 0.11, 0.21], [0.38, 0.50, 0.57], [0.36, 0.16, 0.44]],
                        np.float32))
    values, index = m.median(dim=0, keepdim=True)
    assert values.shape == (1, 3) and index.asnumpy().tolist() == [[1, 2, 2]]
    assert m.median(axis=0)[1].asnumpy().tolist() == [1, 2, 2]
    assert m.median()[1].asnumpy().tolist() == [2, 1, 0]
    with pytest.raises(TypeError, match='Failed calling median with "median'):
        m.median(dim=0, keepdims=True)
    i, y = Tensor(np.array([0, 2]), ms.int32), Tensor(np.ones((3, 2)), ms.float32)
    np.testing.assert_allclose(m.index_add(i, y, axis=1).asnumpy()[0], [1.57, 0.11, 1.21],
                               rtol=1e-6)
    np.testing.assert_allclose(m.index_add(1, i, y, alpha=2).asnumpy()[0], [3.57, 0.11, 3.21],
                               rtol=1e-6)
    with pytest.raises(TypeError, match='Failed calling index_add with'):
        m.index_add(i, y, axis=1, alpha=2)


def test_itemset_returns_a_copy():
    t = Tensor(np.zeros(3, np.float32))
    assert t.itemset(1, 7.0).asnumpy().tolist() == [0.0, 7.0, 0.0]
    assert t.asnumpy().tolist() == [0.0, 0.0, 0.0]


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_max_min_over_all_elements_give_index_0(mode):
    ms.set_context(mode=mode)
    try:
        q = ms.tensor([[2, 5, 1, 6], [3, -7, -2, 4], [8, -4, 1, -3]])

        class Net(nn.Cell):
            def construct(self, x):
                return ops.max(x), ops.min(x, keepdims=True), x.argmin_with_value(axis=None)
        (mx, imx), (mn, imn), (am, iam) = Net()(q)
        assert (mx.item(), mn.item(), am.item()) == (8, -7, -7)
        assert all(i.shape == () and i.dtype == ms.int64 and i.item() == 0
                   for i in (imx, imn, iam))
        v, i = ops.max(q, axis=1)
        assert v.asnumpy().tolist() == [6, 4, 8] and i.asnumpy().tolist() == [3, 3, 0]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_top_level_defaults_and_names():
    assert ms.get_algo_parameters("fully_use_devices") is False
    ms.set_algo_parameters(fully_use_devices=True)
    ms.reset_algo_parameters()
    assert ms.get_algo_parameters("fully_use_devices") is False
    assert ms.bool is ms.bool_ and repr(ms.bool) == "mindspore.bool"
    assert ms.manual_seed(13) is ms.default_generator and ms.initial_seed() == 13
    from minicell.ops.function import random_func
    assert random_func.random_ is ops.random_ and random_func.uniform_ is ops.uniform_
    from minicell.nn.layer import activation
    assert activation.PReLUExt is nn.PReLUExt
    from minicell import mint
    from minicell.ops.function import array_func
    assert (array_func.unsqueeze_view, array_func.split_view, array_func.chunk_view) == (
        mint.unsqueeze, mint.split, mint.chunk)


@pytest.mark.heavy
def test_model_train_prints_nothing_of_its_own(capsys):
    net = nn.Dense(4, 3)
    model = ms.Model(net, nn.CrossEntropyLoss(), nn.SGD(net.trainable_params(), 0.1))
    data = [(np.ones((8, 4), np.float32), np.zeros((8,), np.int32))] * 2
    model.train(1, data)
    assert capsys.readouterr().out == ""


def test_isclose_infinities_and_scatter_div_by_the_product():
    inf, nan = float("inf"), float("nan")
    out = ops.isclose(ms.tensor([1.0, inf, -inf, inf, 1e38, nan, 0.0]),
                      ms.tensor([inf, inf, -inf, -inf, inf, 1.0, 0.0]))
    assert out.asnumpy().tolist() == [False, True, True, False, False, False, True]
    out = ops.isclose(ms.tensor([1.0, inf, nan]), ms.tensor([inf, inf, nan]), rtol=0.0, atol=0.0,
                      equal_nan=True)
    assert out.asnumpy().tolist() == [False, True, True]
    out = ops.isclose(ms.tensor([1, 5, 100]), ms.tensor([1, 6, 101]), rtol=0.01, atol=0.0)
    assert out.asnumpy().tolist() == [True, False, True]
    u = ms.tensor([[[1.0] * 3, [3.0] * 3], [[5.0] * 3, [7.0] * 3]], ms.float32)
    for idx, want in (([[0, 1], [1, 1]], [[105.0] * 3, [3.0] * 3]),
                      ([[1, 0], [1, 1]], [[35.0] * 3, [9.0] * 3])):
        x = ms.Parameter(ms.tensor([[105.0] * 3, [315.0] * 3], ms.float32), name="x")
        assert ops.scatter_div(x, ms.tensor(idx, ms.int32), u).asnumpy().tolist() == want
    x = ms.tensor([[105.0, 7.0], [315.0, 1.0]], ms.float32)
    out = ops.tensor_scatter_div(x, ms.tensor([[1], [1]], ms.int32),
                                 ms.tensor([[3.0, 0.0], [5.0, 2.0]]))
    assert out.asnumpy().tolist() == [[105.0, 7.0], [21.0, inf]]


@pytest.mark.heavy
@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_ctc_loss_cell_takes_unbatched_log_probs(mode):
    ms.set_context(mode=mode)
    try:
        x = Tensor(np.arange(10).reshape(5, 2), ms.float32)
        lengths = (Tensor([5], ms.int32), Tensor([2], ms.int32))
        for reduction, want in (("none", -25.794968), ("mean", -12.897484)):
            for target in (Tensor([1, 1], ms.int32), Tensor([[1, 1]], ms.int32)):
                loss = nn.CTCLoss(blank=0, reduction=reduction)(x, target, *lengths)
                assert loss.shape == () and abs(loss.item() - want) < 1e-4
        with pytest.raises(ValueError, match="the first dimension of 2-D targets should be 1"):
            nn.CTCLoss()(x, Tensor([[1, 1], [1, 1]], ms.int32), *lengths)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_optimizer_unique_and_loss_get_axis():
    opt = nn.Momentum(nn.Dense(2, 2).trainable_params(), 0.1, 0.9)
    assert opt.unique is True
    opt.unique = False
    assert opt.unique is False
    with pytest.raises(TypeError, match="'unique' must be bool, but got <class 'int'>"):
        opt.unique = 1
    assert nn.LossBase().get_axis(Tensor(np.ones((2, 3, 4)))) == (0, 1, 2)


def test_mint_scatter_takes_dim_by_name():
    from minicell import mint
    x, i = Tensor(np.zeros((2, 3), np.float32)), Tensor([[1], [0]], ms.int64)
    out = mint.scatter(input=x, dim=1, index=i, src=Tensor(np.ones((2, 1), np.float32)))
    assert out.asnumpy().tolist() == [[0.0, 1.0, 0.0], [1.0, 0.0, 0.0]]
    assert mint.scatter(x, 1, i, 2.5).asnumpy().tolist() == [[0.0, 2.5, 0.0], [2.5, 0.0, 0.0]]


@pytest.mark.heavy
@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_max_min_amax_amin_take_initial_and_where(mode):
    ms.set_context(mode=mode)
    try:
        x = ms.tensor([[9, 3, 4, 5], [5, 2, 7, 4], [8, 1, 3, 6]])
        w = ms.tensor([[0, 0, 1, 0], [0, 0, 1, 1], [1, 1, 1, 0]], dtype=ms.bool)

        class Net(nn.Cell):
            def construct(self, x, w):
                return (ops.max(x, axis=1, keepdims=True, initial=0, where=w),
                        ops.max(x, axis=1, initial=6, where=w),
                        ops.min(x, axis=1, initial=5, where=w),
                        ops.amax(x, axis=1, initial=6, where=w), ops.amin(x, axis=1, initial=3),
                        ops.max(x, initial=3, where=w), ops.amax(x, initial=10))
        (v1, i1), (v2, i2), (v3, i3), a1, a2, (v4, i4), a3 = Net()(x, w)
        assert v1.asnumpy().tolist() == [[4], [7], [8]]
        assert i1.asnumpy().tolist() == [[2], [2], [0]]
        assert v2.asnumpy().tolist() == [6, 7, 8] and i2.asnumpy().tolist() == [0, 2, 0]
        assert v3.asnumpy().tolist() == [4, 4, 1] and i3.asnumpy().tolist() == [2, 3, 1]
        assert a1.asnumpy().tolist() == [6, 7, 8] and a2.asnumpy().tolist() == [3, 2, 1]
        assert (v4.item(), i4.item(), a3.item()) == (9, 0, 10)   # axis=None: max ignores them
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    xf = ms.tensor([[1.5, -2.0], [0.5, 3.0]])
    v, i = ops.max(xf, axis=0, initial=1.0, where=ms.tensor([[True, False], [True, False]]))
    assert v.asnumpy().tolist() == [1.5, 1.0] and i.asnumpy().tolist() == [0, 0]
    with pytest.raises(ValueError, match="initial value must be provided for where masks"):
        ops.amin(xf, axis=1, where=ms.tensor([[True, False], [False, False]]))
