"""Mixed precision and loss scaling: amp.* (auto/custom mixed precision, loss scalers,
all_finite, build_train_network), the loss-scale managers, nn's loss-scale cells (both modes)
and Model with amp_level / loss_scale_manager. Sequences checked against MindSpore 2.10."""
import contextlib
import doctest

import numpy as np
import pytest

import minicell as ms
from minicell import amp, nn, train

OVERFLOWS = [False, False, False, True, False, False, False, False]


def test_dynamic_loss_scale_manager_sequence():
    m = amp.DynamicLossScaleManager(init_loss_scale=16, scale_factor=2, scale_window=3)
    seq = []
    for ov in OVERFLOWS:
        m.update_loss_scale(ov)
        seq.append(m.get_loss_scale())
    assert seq == [16, 16, 32, 16.0, 16.0, 16.0, 32.0, 32.0]         # MindSpore 2.10
    assert (m.cur_iter, m.last_overflow_iter) == (9, 4)
    assert m.get_drop_overflow_update() is True
    assert isinstance(m.get_update_cell(), nn.DynamicLossScaleUpdateCell)
    assert amp.FixedLossScaleManager(8, False).get_update_cell() is None
    assert isinstance(amp.FixedLossScaleManager(8).get_update_cell(), nn.FixedLossScaleUpdateCell)
    assert train.FixedLossScaleManager is amp.FixedLossScaleManager is ms.FixedLossScaleManager
    with pytest.raises(ValueError, match="loss_scale"):
        amp.FixedLossScaleManager(0.5)
    with pytest.raises(ValueError, match="scale_factor"):
        amp.DynamicLossScaleManager(scale_factor=0)
    with pytest.raises(TypeError, match="scale_window"):
        amp.DynamicLossScaleManager(scale_window=1.5)


def test_dynamic_loss_scale_update_cell(mode):
    cell = nn.DynamicLossScaleUpdateCell(loss_scale_value=16.0, scale_factor=2, scale_window=3)
    scale = ms.Parameter(ms.Tensor(16.0, ms.float32), name="s")
    out = []
    for ov in OVERFLOWS:
        r = cell(scale, ms.Tensor(ov))
        out.append((float(scale.asnumpy()), bool(r.asnumpy())))
    assert out == [(16.0, False), (16.0, False), (32.0, False), (16.0, True), (16.0, False),
                   (16.0, False), (32.0, False), (32.0, False)]     # MindSpore 2.10
    assert int(cell.cur_iter.asnumpy()) == 9 and int(cell.last_overflow_iter.asnumpy()) == 7
    assert cell.get_loss_scale() == 16.0
    fixed = nn.FixedLossScaleUpdateCell(8.0)
    assert bool(fixed(scale, ms.Tensor(True)).asnumpy()) and fixed.get_loss_scale() == 8.0


CPU_LOSS_SCALE = "are supported on device `CPU`"


@contextlib.contextmanager
def _target(name):
    """device_target ``name`` while the block runs (2.10 keeps its loss-scale step off CPU)."""
    ms.set_context(device_target=name)
    try:
        yield
    finally:
        ms.set_context(device_target="CPU")


def _step_cell(scale_sense):
    ms.set_seed(0)
    net = nn.WithLossCell(nn.Dense(3, 2), nn.MSELoss())
    opt = nn.Momentum(net.trainable_params(), 0.1, 0.9)
    return net, nn.TrainOneStepWithLossScaleCell(net, opt, scale_sense)


def test_train_one_step_with_loss_scale(mode):
    net, step = _step_cell(nn.DynamicLossScaleUpdateCell(2.0 ** 12, 2, 2))
    x, y = ms.Tensor(np.ones((4, 3), np.float32)), ms.Tensor(np.zeros((4, 2), np.float32))
    ref_net, ref_step = _step_cell(ms.Tensor(np.float32(1.0)))
    for p, q in zip(ref_net.trainable_params(), net.trainable_params()):
        p.set_data(ms.Tensor(q.asnumpy()))
    scales = []
    for _ in range(3):
        w0 = net.trainable_params()[0].asnumpy().copy()
        loss, overflow, scale = step(x, y)
        ref_loss, _, _ = ref_step(x, y)
        assert not bool(overflow.asnumpy())
        assert np.abs(net.trainable_params()[0].asnumpy() - w0).sum() > 0
        np.testing.assert_allclose(loss.asnumpy(), ref_loss.asnumpy(), rtol=1e-5)
        scales.append(float(scale.asnumpy()))
    assert scales == [4096.0, 8192.0, 8192.0]
    w0 = [p.asnumpy().copy() for p in net.trainable_params()]
    _, overflow, scale = step(ms.Tensor(np.full((4, 3), np.inf, np.float32)), y)
    assert bool(overflow.asnumpy()) and float(scale.asnumpy()) == 4096.0
    for p, before in zip(net.trainable_params(), w0):        # the update was skipped
        np.testing.assert_array_equal(p.asnumpy(), before)
    step.set_sense_scale(ms.Tensor(np.float32(2.0)))
    assert float(step.scale_sense.asnumpy()) == 2.0


def test_train_one_step_with_loss_scale_errors():
    net = nn.WithLossCell(nn.Dense(3, 2), nn.MSELoss())
    opt = nn.SGD(net.trainable_params())
    with pytest.raises(TypeError, match="scale_sense"):
        nn.TrainOneStepWithLossScaleCell(net, opt, 2.0)
    with pytest.raises(ValueError, match="shape"):
        nn.TrainOneStepWithLossScaleCell(net, opt, ms.Tensor(np.ones(2, np.float32)))
    with pytest.raises(TypeError, match="sens"):
        nn.TrainOneStepWithLossScaleCell(net, opt, ms.Tensor(np.float32(1))).set_sense_scale(1)


def test_loss_scalers_and_all_finite(mode):
    s = amp.StaticLossScaler(4)
    assert float(s.scale(ms.Tensor(np.float32(0.5))).asnumpy()) == 2.0
    g = s.unscale((ms.Tensor(np.array([4., 8.], np.float16)),))[0]
    assert g.dtype == ms.float16 and g.asnumpy().tolist() == [1.0, 2.0]
    assert s.adjust(ms.Tensor(True)) is False
    d = amp.DynamicLossScaler(1024, 2, 3)
    vals = []
    for f in [True, True, True, False, True, False]:
        assert d.adjust(ms.Tensor(f)) is True
        vals.append((float(d.scale_value.asnumpy()), int(d.counter.asnumpy())))
    assert vals == [(1024.0, 1), (1024.0, 2), (2048.0, 0), (1024.0, 0), (1024.0, 1),
                    (512.0, 0)]                                     # MindSpore 2.10
    assert bool(amp.all_finite([ms.Tensor(np.ones(3, np.float32)),
                                ms.Tensor(np.ones(2, np.float16))]).asnumpy())
    assert not bool(amp.all_finite([ms.Tensor(np.array([np.nan], np.float32))]).asnumpy())
    with pytest.raises(ValueError, match="scale_value"):
        amp.StaticLossScaler(0.5)
    with pytest.raises(TypeError, match="scale_factor"):
        amp.DynamicLossScaler(8, 2.0, 3)
    with pytest.raises(TypeError):
        amp.LossScaler()


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(4, 3)
        self.bn = nn.BatchNorm1d(3)

    def construct(self, x):
        return self.bn(self.dense(x))


@pytest.mark.parametrize("level", ["O1", "O2", "O3"])
def test_auto_mixed_precision_levels(mode, level):
    ms.set_seed(0)
    net = _Net()
    net.set_train(False)
    x = ms.Tensor(np.random.RandomState(0).randn(2, 4).astype(np.float32))
    ref = net(x).asnumpy()
    out_net = amp.auto_mixed_precision(net, level)
    out = out_net(x)
    assert out.dtype == ms.float32
    np.testing.assert_allclose(out.asnumpy(), ref, rtol=2e-2, atol=2e-2)
    assert out_net._amp_level == level


def test_auto_and_custom_mixed_precision_errors_and_lists():
    plain = _Net()
    assert amp.auto_mixed_precision(plain, "O0") is plain
    with pytest.raises(TypeError, match="Cell"):
        amp.auto_mixed_precision(lambda x: x, "O1")
    with pytest.raises(ValueError, match="dtype"):
        amp.auto_mixed_precision(_Net(), "O2", ms.float32)
    with pytest.raises(ValueError, match="not supported"):
        amp.auto_mixed_precision(_Net(), "O4")
    with pytest.raises(TypeError, match="Cell or function"):     # "auto": test_ms_st_ports_st30
        amp.auto_mixed_precision(3, "auto")
    assert nn.Dense in amp.get_white_list() and nn.BatchNorm1d in amp.get_black_list()
    assert amp.get_white_list() is not amp.get_white_list()
    net = amp.custom_mixed_precision(_Net(), white_list=[nn.Dense])
    assert type(net.dense).__name__ == "DenseOpt"        # rewritten in place, as 2.10
    with pytest.raises(ValueError, match="one of white_list and black_list"):
        amp.custom_mixed_precision(_Net())
    with pytest.raises(ValueError, match="same time"):
        amp.custom_mixed_precision(_Net(), white_list=[nn.Dense], black_list=[nn.BatchNorm1d])
    with pytest.raises(TypeError, match="black_list"):
        amp.custom_mixed_precision(_Net(), black_list=[ms.ops.MatMul])


def test_build_train_network():
    net = nn.Dense(4, 2)
    opt = nn.SGD(net.trainable_params())
    assert type(amp.build_train_network(net, opt, nn.MSELoss())) is nn.TrainOneStepCell
    with pytest.raises(ValueError, match=CPU_LOSS_SCALE):     # 2.10 on CPU, measured
        amp.build_train_network(net, opt, nn.MSELoss(), level="O2")
    with _target("GPU"):
        step = amp.build_train_network(nn.Dense(4, 2), nn.SGD(nn.Dense(4, 2).trainable_params()),
                                       nn.MSELoss(), level="O2")
    assert isinstance(step, nn.TrainOneStepWithLossScaleCell)
    assert float(step.scale_sense.asnumpy()) == 2.0 ** 24
    fixed = amp.build_train_network(net, opt, nn.MSELoss(), level="O0",
                                    loss_scale_manager=amp.FixedLossScaleManager(64, False))
    assert type(fixed) is nn.TrainOneStepCell and fixed.sens == 64.0
    with pytest.raises(TypeError, match="optimizer"):
        amp.build_train_network(net, None)
    with pytest.raises(ValueError, match="level"):
        amp.build_train_network(net, opt, level="O5")
    with pytest.raises(ValueError, match="Unsupported arg"):
        amp.build_train_network(net, opt, foo=1)


@pytest.mark.parametrize("kw", [{"amp_level": "O2"}, {"loss_scale_manager": None},
                                {"amp_level": "O3"}])
def test_model_with_amp_and_loss_scale(mode, kw):
    if "loss_scale_manager" in kw:
        kw = {"loss_scale_manager": amp.DynamicLossScaleManager(2 ** 10, 2, 2)}
    ms.set_seed(1)
    rng = np.random.RandomState(0)
    x = rng.randn(32, 4).astype(np.float32)
    y = (x[:, 0] > 0).astype(np.int32)
    data = [(x[i:i + 8], y[i:i + 8]) for i in range(0, 32, 8)]
    net = nn.Dense(4, 2)
    if kw.get("amp_level") != "O3":
        with pytest.raises(ValueError, match=CPU_LOSS_SCALE):
            ms.Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                     nn.Momentum(net.trainable_params(), 0.1, 0.9), **kw)
    hist = train.History()
    with _target("GPU" if kw.get("amp_level") != "O3" else "CPU"):   # 2.10's CPU: no loss scale
        model = ms.Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                         nn.Momentum(net.trainable_params(), 0.1, 0.9), metrics={"acc"}, **kw)
    model.train(4, data, callbacks=[hist], progress=False)
    assert model.last_losses[-1] < model.last_losses[0]
    assert model.eval(data)["acc"] >= 0.75
    manager = kw.get("loss_scale_manager")
    if manager is not None:
        assert isinstance(model.train_network, nn.TrainOneStepWithLossScaleCell)
        assert manager.get_loss_scale() == 2 ** 10 * 2 ** 8     # doubled every 2 clean steps


def test_amp_module_example():
    result = doctest.testmod(amp)
    assert result.attempted > 0 and result.failed == 0


def test_mixed_precision_cell_dtypes():
    x = ms.Tensor(np.ones((2, 4), np.float32))
    o2 = amp.auto_mixed_precision(_Net(), "O2")._backbone
    assert o2.dense(x).dtype == ms.float16                       # low precision
    h = ms.Tensor(np.ones((2, 3), np.float16))
    assert o2.bn._backbone(h).dtype == ms.float32 and o2.bn(h).dtype == ms.float16  # kept fp32
    o1 = amp.auto_mixed_precision(_Net(), "O1", ms.bfloat16)
    assert o1.dense._mixed_precision_type == ms.bfloat16 and o1.dense(x).dtype == ms.float32
    assert isinstance(o1.dense, nn.Dense) and type(o1.dense).__name__ == "DenseOpt"
    assert isinstance(o1.bn, nn.BatchNorm1d)                    # not white-listed: untouched


class _ZooStyleStep(nn.TrainOneStepWithLossScaleCell):
    """A model-zoo train step (mindcv's TrainStep pattern): its own construct built from the
    attributes MindSpore's base classes define (``grad``, ``hyper_map``, ``weights``...)."""

    def construct(self, *inputs):
        loss = self.network(*inputs)
        scaling = self.scale_sense
        status, scaling = self.start_overflow_check(loss, scaling)
        sens = ms.ops.ones_like(loss) * ms.ops.cast(scaling, loss.dtype)
        grads = self.grad(self.network, self.weights)(*inputs, sens)
        grads = self.hyper_map(ms.ops.partial(_unscale, scaling), grads)
        grads = self.grad_reducer(grads)
        overflow = self.process_loss_scale(self.get_overflow_status(status, grads))
        if not overflow:
            loss = ms.ops.depend(loss, self.optimizer(grads))
        return loss


def _unscale(scale, grad):
    return grad * ms.ops.cast(1.0 / scale, grad.dtype)


def test_subclass_uses_mindspore_attributes(mode):
    x, y = ms.Tensor(np.ones((4, 3), np.float32)), ms.Tensor(np.zeros((4, 2), np.float32))
    net, step = _step_cell(ms.Tensor(np.float32(8.0)))
    ref_net, ref_step = _step_cell(ms.Tensor(np.float32(8.0)))
    for p, q in zip(ref_net.trainable_params(), net.trainable_params()):
        p.set_data(ms.Tensor(q.asnumpy()))
    zoo = _ZooStyleStep(net, step.optimizer, ms.Tensor(np.float32(8.0)))
    for _ in range(2):
        loss = zoo(x, y)
        ref_loss, _, _ = ref_step(x, y)
        np.testing.assert_allclose(loss.asnumpy(), ref_loss.asnumpy(), rtol=1e-5)
    for p, q in zip(net.trainable_params(), ref_net.trainable_params()):
        np.testing.assert_allclose(p.asnumpy(), q.asnumpy(), rtol=1e-5)


def test_train_one_step_sens_attributes():
    net = nn.WithLossCell(nn.Dense(3, 2), nn.MSELoss())
    opt = nn.SGD(net.trainable_params())
    with pytest.raises(ValueError, match="'sens' can not be 0"):
        nn.TrainOneStepCell(net, opt, sens=0)
    plain, scaled = nn.TrainOneStepCell(net, opt), nn.TrainOneStepCell(net, opt, sens=2)
    assert (plain.sense_flag, plain.sens, scaled.sense_flag, scaled.sens) == (False, 1.0, True, 2)
    assert isinstance(plain.grad, ms.ops.GradOperation) and plain.grad.sens_param
    assert not plain.grad_no_sens.sens_param and plain.grad_no_sens.get_by_list
    named = nn.TrainOneStepCell(net, opt, return_grad=True)
    assert named.weights_name == [p.name for p in opt.parameters]


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_mixed_precision_cast_casts_float_tensors_in_containers(mode):
    """F.mixed_precision_cast (MindSpore 2.10's graph behaviour, measured): float Tensors are
    cast, integer ones and non-Tensors kept; lists come back as tuples, dict values are cast."""
    from minicell.ops import functional as F
    ms.set_context(mode=mode)

    class Net(nn.Cell):
        def construct(self, x, y):
            d = F.mixed_precision_cast(ms.float16, {"a": x, "b": (y, x)})
            lst = F.mixed_precision_cast(ms.float16, [x, y])
            return d["a"], d["b"][0], lst, F.mixed_precision_cast(ms.float16, 3)

    a, b, lst, three = Net()(ms.Tensor([1.0]), ms.Tensor([1]))
    assert (a.dtype, b.dtype, three) == (ms.float16, ms.int64, 3)
    assert isinstance(lst, tuple) and [t.dtype for t in lst] == [ms.float16, ms.int64]
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_output_to_32_and_16_wrappers():
    """``train.amp._OutputTo32`` / ``_OutputTo16`` (MindSpore's private wrappers, imported by
    its tests) cast a network's floating outputs and leave integer ones alone."""
    from minicell.train.amp import _OutputTo16, _OutputTo32

    class Net(nn.Cell):
        def construct(self, x):
            return x * 2, ms.ops.cast(x, ms.int32)

    x = ms.Tensor(np.ones((2,), np.float16))
    out, idx = _OutputTo32(Net())(x)
    assert (out.dtype, idx.dtype, out.asnumpy().tolist()) == (ms.float32, ms.int32, [2.0, 2.0])
    assert _OutputTo16(Net())(ms.Tensor(np.ones((2,), np.float32)))[0].dtype == ms.float16
