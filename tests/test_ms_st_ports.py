"""Behaviour checked by MindSpore's own system tests (tests/st), ported as small minicell tests.

Each test states the MindSpore behaviour it keeps; the values were checked against MindSpore 2.10
on CPU.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, mint, nn, ops


@pytest.mark.parametrize("fn", [ops.clamp, mint.clamp, Tensor.clamp])
def test_clamp_min_above_max_gives_max(fn):
    # tests/st/mint/overload/test_mint_clamp.py: clamp(x, 20, 5) == np.clip(x, 20, 5)
    x_np = np.array([[1., 25., 5., 7.], [4., 11., 6., 21.]], np.float32)
    out = fn(Tensor(x_np), 20, 5)
    np.testing.assert_array_equal(out.asnumpy(), np.clip(x_np, 20, 5))
    np.testing.assert_array_equal(fn(Tensor(x_np), 5, 20).asnumpy(), np.clip(x_np, 5, 20))


def test_clamp_gradient_inside_bounds_only():
    g = ms.grad(lambda x: ops.clamp(x, 2.0, 10.0).sum())(Tensor([1., 2., 5., 10., 11.]))
    assert g.asnumpy().tolist() == [0., 1., 1., 1., 0.]


def test_dropout1d_takes_unbatched_input():
    # tests/st/nn/test_dropout1d.py: (C, L) input; p=1 zeros it, channels drop as whole rows
    x = Tensor(np.ones((6, 8), np.float32))
    assert not ops.dropout1d(x, 1.0).asnumpy().any()
    assert not nn.Dropout1d(1.0).set_train()(x).asnumpy().any()
    out = ops.dropout1d(Tensor(np.ones((64, 8), np.float32)), 0.5).asnumpy()
    assert out.shape == (64, 8)
    assert all(len(set(row.tolist())) == 1 for row in out)      # each row all 0 or all 2
    assert set(out[:, 0].tolist()) == {0.0, 2.0}
    with pytest.raises(ValueError, match="3-d"):
        ops.dropout1d(Tensor(np.ones((4,), np.float32)), 0.5)


def test_setitem_value_with_extra_leading_unit_axes():
    # tests/st/pynative/test_tensor_getitem.py: A[...] = value of shape (1, *A.shape)
    a = np.arange(60, dtype=np.float32).reshape(3, 4, 5)
    t = Tensor(np.zeros((3, 4, 5), np.float32))
    t[...] = Tensor(a.reshape(1, 3, 4, 5))
    np.testing.assert_array_equal(t.asnumpy(), a)
    t[1:, ...] = Tensor(np.ones((1, 1, 4, 5), np.float32))
    assert t.asnumpy()[1:].sum() == 40 and t.asnumpy()[0].sum() == a[0].sum()
    with pytest.raises(ValueError):
        t[...] = Tensor([1.0, 3.0])     # does not broadcast to (3, 4, 5)
    np.testing.assert_array_equal(t.asnumpy()[0], a[0])   # the failed write changed nothing


@pytest.mark.parametrize("index", [6, -7])
def test_index_out_of_bounds_message(index):
    # tests/st/pynative/test_tensor_getitem.py checks MindSpore's wording
    with pytest.raises(IndexError, match=f"index {index} is out of bounds for dimension with "
                                         f"size 6"):
        Tensor(np.arange(6, dtype=np.float32))[index]


def test_eval_result_prints_plain_numbers(capsys):
    # tests/st/train/test_fit.py looks for "'mse': 9.0" in LossMonitor's Eval result line
    from minicell.train.callback import LossMonitor, RunContext
    from minicell.train.callback._callback import InternalCallbackParam
    params = InternalCallbackParam({"cur_epoch_num": 1, "metrics": {"mse": np.float64(9.0), "mae": np.float64(3.0)}})
    LossMonitor().on_train_epoch_end(RunContext(params))
    out = capsys.readouterr().out
    assert "Eval result: epoch 1, metrics: {'mse': 9.0, 'mae': 3.0}" in out


def test_maxpool_return_indices():
    # tests/st/nn/test_maxpool{1d,2d}.py: return_indices=True (pad_mode 'pad') gives (out, argmax)
    x = Tensor((np.arange(2 * 3 * 4 * 5).reshape(2, 3, 4, 5)[:, :, ::-1] % 7).astype(np.float32))
    y, idx = nn.MaxPool2d(2, 1, pad_mode="pad", padding=1, return_indices=True)(x)
    assert y.shape == idx.shape == (2, 3, 5, 6) and idx.dtype == ms.int64
    # values checked against MindSpore 2.10: the argmax is flat over each channel's H * W
    assert idx.asnumpy()[1, 2, :2].tolist() == [[0, 1, 2, 3, 3, 4], [5, 6, 6, 3, 3, 9]]
    flat = x.asnumpy().reshape(2, 3, 20)
    np.testing.assert_array_equal(np.take_along_axis(flat, idx.asnumpy().reshape(2, 3, 30), 2),
                                  y.asnumpy().reshape(2, 3, 30))
    y1, idx1 = nn.MaxPool1d(2, 1, pad_mode="pad", padding=1, return_indices=True)(x[0])
    assert y1.shape == idx1.shape == (3, 4, 6)
    assert idx1.asnumpy()[1].tolist()[2] == [0, 1, 2, 2, 4, 4]
    y3, idx3 = nn.MaxPool2d(2, 1, pad_mode="pad", return_indices=True)(x[0])   # unbatched
    assert y3.shape == idx3.shape == (3, 3, 4)
    with pytest.raises(ValueError, match="return_indices"):
        nn.MaxPool2d(2, 1, return_indices=True)


def test_adaptive_maxpool2d_return_indices():
    x = Tensor((np.arange(2 * 3 * 5 * 7).reshape(2, 3, 5, 7) * 37 % 11).astype(np.float32))
    y, idx = nn.AdaptiveMaxPool2d((2, 3), return_indices=True)(x)
    assert idx.dtype == ms.int64
    assert idx.asnumpy()[1, 1].tolist() == [[0, 11, 11], [22, 30, 33]]
    assert y.asnumpy()[1, 1].tolist() == [[10.0, 10.0, 10.0], [10.0, 9.0, 10.0]]


class _DecaySchedule(nn.Cell):
    def __init__(self):
        super().__init__()
        self.table = Tensor([0.0, 0.5, 0.25], ms.float32)

    def construct(self, step):
        return self.table[step]


class _TwoParams(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(Tensor(np.array([1.0, -2.0], np.float32)), name="w")
        self.b = ms.Parameter(Tensor(np.array([0.5], np.float32)), name="b")

    def construct(self, x):
        return (self.w * x).sum() + self.b.sum()


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("make, w_ref, b_ref", [
    (lambda groups: nn.Momentum(groups, 0.1, 0.9), [0.336875, -3.395625], [-0.061]),
    (lambda groups: nn.AdamWeightDecay(groups, 0.1), [-0.275995, -3.054764], [-0.73619]),
    (lambda groups: nn.Adam(groups, 0.1), [0.701299, -2.29454], [0.200001])])
def test_weight_decay_schedule_cell(mode, make, w_ref, b_ref):
    # tests/st/optimizer/test_dynamic_weight_decay.py: weight_decay may be a Cell called with
    # global_step (here 0, 0.5, 0.25 over three steps); reference values from MindSpore 2.10
    ms.set_context(mode=mode)
    try:
        net = _TwoParams()
        step = nn.TrainOneStepCell(net, make([{"params": [net.w], "weight_decay": _DecaySchedule()},
                                              {"params": [net.b]}]))
        for _ in range(3):
            step(Tensor(np.array([1.0, 3.0], np.float32)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_allclose(net.w.asnumpy(), w_ref, rtol=1e-4)
    np.testing.assert_allclose(net.b.asnumpy(), b_ref, rtol=1e-4)


def test_weight_decay_cell_refused_where_unsupported():
    with pytest.raises(TypeError, match="dynamic weight decay is currently not supported"):
        nn.SGD(_TwoParams().trainable_params(), 0.1, weight_decay=_DecaySchedule())


def test_fractional_max_pool_float_ratio_tuple():
    # tests/st/nn/test_fractional_max_pool.py: output_ratio=(0.5, 0.5); values from MindSpore 2.10
    x = Tensor(np.arange(2 * 8 * 8).reshape(1, 2, 8, 8).astype(np.float32))
    samples = Tensor(np.array([[[0.3, 0.7], [0.5, 0.2]]], np.float32))
    y = ops.fractional_max_pool2d(x, 2, output_ratio=(0.5, 0.25), _random_samples=samples)
    assert y.asnumpy()[0, 1].tolist() == [[73.0, 79.0], [89.0, 95.0], [105.0, 111.0],
                                          [121.0, 127.0]]
    assert ops.fractional_max_pool2d(x, 2, output_ratio=0.5, _random_samples=samples).shape == \
        (1, 2, 4, 4)
    with pytest.raises(ValueError, match="output_ratio"):
        ops.fractional_max_pool2d(x, 2, output_ratio=(0.5, 1.5), _random_samples=samples)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_train_one_step_return_grad_is_named_dict(mode):
    # tests/st/nn/test_trainonestepcell_with_return_grads.py: grads come back as a dict
    ms.set_context(mode=mode)
    try:
        net = _TwoParams()
        step = nn.TrainOneStepCell(net, nn.SGD(net.trainable_params(), 0.1), return_grad=True)
        _, grads = step(Tensor(np.array([1.0, 3.0], np.float32)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert isinstance(grads, dict) and sorted(grads) == ["b", "w"]   # graph outputs sort keys
    assert grads["w"].asnumpy().tolist() == [1.0, 3.0] and grads["b"].asnumpy().tolist() == [1.0]


def test_python_true_index_adds_an_axis():
    # tests/st/pynative/test_tensor_getitem.py: tensor[True] is tensor[None], as numpy
    a = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    x = Tensor(a)
    for index in (True, (True, 1), (Ellipsis, True), (0, True, Ellipsis, 1)):
        np.testing.assert_array_equal(x[index].asnumpy(), a[index])
    x[True] = 5.0
    assert (x.asnumpy() == 5.0).all()


def test_python_false_index_reads_refused_and_writes_nothing():
    # tests/st/ops/dynamic_shape/test_dynamic_setitem.py (`x[False] = 1` in construct); messages
    # and values measured on MindSpore 2.10: reading is an IndexError, writing changes nothing
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    with pytest.raises(IndexError, match="indexed by a bool object, the value only support 'True'"):
        x[False]
    with pytest.raises(IndexError, match="Bool element of tuple index must be 'True', but got"):
        x[0, False]
    x[False] = 5.0
    x[0, False] = 7.0
    with pytest.raises(IndexError, match="Unsupported Python object type received"):
        x[0, np.bool_(False)] = 7.0     # a numpy bool is refused op by op (2.10, measured)
    assert x.asnumpy().tolist() == [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]


def test_reduce_functions_take_an_axis_tensor_in_a_graph():
    # the same st file: F.reduce_min(x, axis) with a Tensor axis (set_inputs, dynamic length)
    # compared the Tensor with () elementwise while compiling
    from minicell.ops import functional as F

    class Net(ms.nn.Cell):
        def construct(self, x, axis):
            return F.reduce_min(x, axis) + F.reduce_max(x, ())

    ms.set_context(mode=ms.GRAPH_MODE)
    net = Net()
    net.set_inputs(Tensor(shape=[2, 3], dtype=ms.float32), Tensor(shape=[None], dtype=ms.int64))
    out = net(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)), Tensor(np.array([0])))
    assert out.asnumpy().tolist() == [5.0, 6.0, 7.0]


def test_is_parameter_generated():
    # tests/st/parameter/test_parameter.py imports MindSpore's private helper
    from minicell.common.parameter import _is_parameter_generated
    assert _is_parameter_generated(ms.Parameter(Tensor([1.0])).name)
    assert not _is_parameter_generated(ms.Parameter(Tensor([1.0]), name="w").name)
    assert not _is_parameter_generated(None) and not _is_parameter_generated(3)


def test_early_stopping_driven_by_hand():
    # tests/st/train/test_early_stopping_and_reduce_LR_on_plateau_callbacks.py drives the
    # callbacks with MindSpore's private _CallbackManager and a cb_params without train_network
    from minicell.train import EarlyStopping, RunContext
    from minicell.train.callback import _CallbackManager, _InternalCallbackParam
    cb_params = _InternalCallbackParam()
    run_context = RunContext(cb_params)
    stopper = EarlyStopping(monitor="accuracy", patience=2)
    with _CallbackManager([stopper]) as callbacks:
        callbacks.on_train_begin(run_context)
        for epoch, acc in enumerate([0.8, 0.7, 0.6, 0.5]):
            cb_params.eval_results = {"accuracy": acc}
            cb_params.cur_epoch_num = epoch + 1
            callbacks.on_train_epoch_end(run_context)
            if run_context.get_stop_requested():
                break
    assert stopper.stopped_epoch == 3     # two epochs without improvement (as MindSpore 2.10)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_list_index_holding_a_mask_is_a_tuple_of_indices(mode):
    # tests/st/ops/test_bool_tensor_index.py: x[[Tensor(bool mask), 0]] is x[mask, 0]
    import warnings
    ms.set_context(mode=mode)

    class Get(nn.Cell):
        def construct(self, x, index):
            return x[index]

    class Set(nn.Cell):
        def construct(self, x, index, value):
            x[index] = value
            return x
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    index = [Tensor(np.array([True, False])), 0]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")      # GRAPH_MODE: a mask's shape depends on values
        got = Get()(Tensor(x), index).asnumpy()
        put = Set()(Tensor(x), index, 9.0).asnumpy()
    np.testing.assert_array_equal(got, [0.0])
    want = x.copy()
    want[0, 0] = 9.0
    np.testing.assert_array_equal(put, want)
    np.testing.assert_array_equal(Tensor(x)[[1, 0]].asnumpy(), x[[1, 0]])   # numbers: one array


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_bfloat16_inputs_get_their_gradient(mode):
    # tests/st/ops/test_ops_concat.py::test_concat_bfloat16 (GRAPH_MODE gave zeros: bfloat16's
    # numpy kind is "V", not "f")
    ms.set_context(mode=mode)
    x = Tensor(np.array([[0.5, 1.0], [2.0, 3.0]], np.float32), ms.bfloat16)
    y = Tensor(np.ones((2, 3), np.float32), ms.bfloat16)
    cat = lambda a, b: ops.cat((a * 3, b), 1)
    gx, gy = ms.grad(cat, (0, 1))(x, y)
    assert gx.dtype == ms.bfloat16 and gy.dtype == ms.bfloat16
    np.testing.assert_array_equal(gx.float().asnumpy(), np.full((2, 2), 3.0, np.float32))
    np.testing.assert_array_equal(gy.float().asnumpy(), np.ones((2, 3), np.float32))
    double = lambda a: a * 2
    _, tangent = ops.jvp(double, x, ops.ones_like(x))
    np.testing.assert_array_equal(tangent.float().asnumpy(), np.full((2, 2), 2.0, np.float32))


def test_grad_operation_by_list_without_weights():
    # tests/st/pynative/jit/test_pynative_jit.py::test_call_single_func; MindSpore 2.10
    # (measured): a function has no weights (an empty tuple), a Cell its trainable Parameters
    x = Tensor(np.ones(2, np.float32))
    grads = ops.GradOperation(get_all=True, get_by_list=True)(lambda a: a * 3)(x)
    assert len(grads) == 2 and grads[1] == ()
    np.testing.assert_array_equal(grads[0][0].asnumpy(), [3.0, 3.0])
    assert ops.GradOperation(get_by_list=True)(lambda a: a * 3)(x) == ()
    net = nn.Dense(2, 1)
    _, (gw, gb) = ops.GradOperation(get_all=True, get_by_list=True)(net)(
        Tensor(np.ones((1, 2), np.float32)))
    np.testing.assert_array_equal(gw.asnumpy(), [[1.0, 1.0]])
    np.testing.assert_array_equal(gb.asnumpy(), [1.0])


def test_primitive_placement_and_attribute_helpers():
    # tests/st/ops/cpu/test_embedding_look_up_op.py: EmbeddingLookup().set_device("CPU")
    op = ops.EmbeddingLookup().set_device("CPU")
    assert isinstance(op, ops.EmbeddingLookup) and op.primitive_target == "CPU"
    assert op.attrs["primitive_target"] == "CPU"
    params = Tensor(np.arange(8, dtype=np.float32).reshape(4, 2))
    out = op(params, Tensor(np.array([3, 0], np.int32)), 0)
    np.testing.assert_array_equal(out.asnumpy(), [[6.0, 7.0], [0.0, 1.0]])
    assert op.del_prim_attr("primitive_target").primitive_target is None
    assert "primitive_target" not in op.attrs
    add = ops.Add().set_stage(1)
    add.init_prim_io_names(["x", "y"], ["output"])
    assert add.attrs["stage"] == 1 and add.attrs["input_names"] == ["x", "y"]


@pytest.mark.parametrize("p", [1.0, 2.0, 3.0])
def test_cdist_grad_is_the_gradient_of_cdist(p):
    # tests/st/ops/cpu/test_cdist_grad_op.py (auto_generate.CdistGrad); checked here against
    # the gradient of ops.cdist itself, fed the true distances
    from minicell.ops.operations import _grad_ops as G
    rng = np.random.default_rng(0)
    x1, x2 = rng.normal(size=(2, 3, 4)).astype(np.float32), rng.normal(size=(2, 5, 4)).astype(
        np.float32)
    g = rng.normal(size=(2, 3, 5)).astype(np.float32)
    dist = ops.cdist(Tensor(x1), Tensor(x2), p)
    want = ms.grad(lambda a: (ops.cdist(a, Tensor(x2), p) * Tensor(g)).sum())(Tensor(x1))
    got = G.CdistGrad(p)(Tensor(g), Tensor(x1), Tensor(x2), dist)
    np.testing.assert_allclose(got.asnumpy(), want.asnumpy(), rtol=1e-4, atol=1e-5)
    # MindSpore's kernel uses the distances it is given (its st test passes 3, not the true 2.52)
    one = Tensor(np.array([[[1.0, 1.0], [2.0, 2.0]]], np.float32))
    out = G.CdistGrad(3.0)(one, one, Tensor(np.full((1, 2, 2), 3.0, np.float32)),
                           Tensor(np.full((1, 2, 2), 3.0, np.float32)))
    np.testing.assert_allclose(out.asnumpy(), [[[-8 / 9, -8 / 9], [-4 / 9, -4 / 9]]], rtol=1e-5)
