"""Model.train / fit / eval / predict end to end, in both modes: the callback hook order, the
cb_params fields and LossMonitor's lines as MindSpore 2.10 produces them for the same weights
and data (constants below printed by MindSpore), metrics, stop requests, datasets."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, train

_RNG = np.random.RandomState(0)
X = _RNG.randn(24, 4).astype(np.float32)
Y = (X[:, 0] > 0).astype(np.int32)
W = (_RNG.randn(2, 4) * 0.1).astype(np.float32)

# MindSpore 2.10 (both modes), same weights and batches
MS_STEP_LOSSES = [0.55635, 0.77106, 0.50383, 0.29807, 0.38564, 0.32204]
MS_LOSS_MONITOR = [(1, 2, 0.7710608839988708), (2, 1, 0.29807376861572266),
                   (2, 3, 0.32204094529151917)]
MS_EVAL = {"loss": 0.220024, "acc": 0.958333}
MS_FIT_STEP_LOSSES = [0.14272, 0.19176, 0.24346, 0.09652, 0.12789, 0.20632]
MS_FIT_EVAL = [{"loss": 0.15507, "acc": 0.95833}, {"loss": 0.12699, "acc": 0.95833}]


def _data():
    return [(X[i:i + 8], Y[i:i + 8]) for i in range(0, 24, 8)]


def _model(**kw):
    net = nn.Dense(4, 2, weight_init=ms.Tensor(W), bias_init=ms.Tensor(np.zeros(2, np.float32)))
    opt = nn.Momentum(net.trainable_params(), 0.1, 0.9)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    return ms.Model(net, loss, opt, metrics={"acc", "loss"}, **kw), net


class Recorder(train.Callback):
    def __init__(self):
        self.log = []

    def on_train_begin(self, rc):
        p = rc.original_args()
        self.log.append(("train_begin", p.epoch_num, p.batch_num, p.mode, p.cur_step_num,
                         p.dataset_sink_mode))

    def on_train_epoch_begin(self, rc):
        self.log.append(("epoch_begin", rc.original_args().cur_epoch_num))

    def on_train_step_end(self, rc):
        p = rc.original_args()
        self.log.append(("step_end", p.cur_epoch_num, p.cur_step_num,
                         float(p.net_outputs.asnumpy()), len(p.train_dataset_element)))

    def on_train_epoch_end(self, rc):
        p = rc.original_args()
        m, r = p.get("metrics"), p.get("eval_results")
        self.log.append(("epoch_end", p.cur_epoch_num, None if m is None else sorted(m),
                         None if r is None else sorted(r)))

    def on_eval_begin(self, rc):
        p = rc.original_args()
        self.log.append(("eval_begin", p.mode, p.batch_num, p.cur_step_num))

    def on_eval_end(self, rc):
        p = rc.original_args()
        self.log.append(("eval_end", p.cur_step_num, dict(p.metrics)))

    def on_train_end(self, rc):
        self.log.append(("train_end", rc.original_args().cur_step_num))


def test_train_hooks_cb_params_and_loss_monitor_match_mindspore(mode, capsys):
    model, _ = _model()
    rec = Recorder()
    model.train(2, _data(), callbacks=[train.LossMonitor(2), rec], progress=False)
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 3
    for line, (ep, st, loss) in zip(lines, MS_LOSS_MONITOR):
        head, value = line.split(", loss is ")
        assert head == f"epoch: {ep} step: {st}"
        assert float(value) == pytest.approx(loss, rel=1e-5)
    kinds = [e[0] for e in rec.log]
    assert kinds == ["train_begin", "epoch_begin"] + ["step_end"] * 3 + ["epoch_end",
                     "epoch_begin"] + ["step_end"] * 3 + ["epoch_end", "train_end"]
    assert rec.log[0] == ("train_begin", 2, 3, "train", 0, False)
    steps = [e for e in rec.log if e[0] == "step_end"]
    assert [(e[1], e[2], e[4]) for e in steps] == [(1, 1, 2), (1, 2, 2), (1, 3, 2), (2, 4, 2),
                                                   (2, 5, 2), (2, 6, 2)]
    np.testing.assert_allclose([e[3] for e in steps], MS_STEP_LOSSES, atol=2e-5)
    assert rec.log[-1] == ("train_end", 6)
    assert rec.log[5] == ("epoch_end", 1, None, None)
    rec.log = []
    res = model.eval(_data(), callbacks=[rec])
    assert rec.log[0] == ("eval_begin", "eval", 3, 0) and rec.log[1][:2] == ("eval_end", 3)
    assert set(res) == {"acc", "loss"}
    assert res["acc"] == pytest.approx(MS_EVAL["acc"], abs=1e-6)
    assert res["loss"] == pytest.approx(MS_EVAL["loss"], abs=2e-6)


def test_fit_evaluates_each_epoch_like_mindspore(mode, capsys):
    model, _ = _model()
    model.train(2, _data(), progress=False)
    rec = Recorder()
    model.fit(2, _data(), _data(), callbacks=[rec, train.LossMonitor(3)])
    kinds = [e[0] for e in rec.log]
    assert kinds == ["train_begin", "epoch_begin", "step_end", "step_end", "step_end",
                     "eval_begin", "eval_end", "epoch_end", "epoch_begin", "step_end", "step_end",
                     "step_end", "eval_begin", "eval_end", "epoch_end", "train_end"]
    np.testing.assert_allclose([e[3] for e in rec.log if e[0] == "step_end"],
                               MS_FIT_STEP_LOSSES, atol=2e-5)
    assert [e for e in rec.log if e[0] == "eval_begin"] == [("eval_begin", "eval", 3, 0)] * 2
    for got, want in zip([e[2] for e in rec.log if e[0] == "eval_end"], MS_FIT_EVAL):
        assert {k: round(float(v), 5) for k, v in got.items()} == want
    assert rec.log[7] == ("epoch_end", 1, ["acc", "loss"], ["acc", "eval_loss", "loss"])
    assert rec.log[-1] == ("train_end", 6)
    out = capsys.readouterr().out
    assert "Eval result: epoch 1, metrics: {" in out and "Eval result: epoch 2" in out


def test_request_stop_and_initial_epoch(mode):
    class Stop(train.Callback):
        def on_train_step_end(self, rc):
            if rc.original_args().cur_step_num == 2:
                rc.request_stop()

    model, _ = _model()
    rec = Recorder()
    model.train(3, _data(), callbacks=[Stop(), rec], progress=False)
    assert [e[0] for e in rec.log] == ["train_begin", "epoch_begin", "step_end", "step_end",
                                       "epoch_end", "train_end"]
    rec.log = []
    model.train(3, _data(), callbacks=rec, initial_epoch=2, progress=False)
    assert [e[1] for e in rec.log if e[0] == "epoch_begin"] == [3]
    assert rec.log[0][1] == 1     # epoch_num = epoch - initial_epoch


def test_datasets_dicts_tuple_iterator_and_sink_mode(mode):
    class DS:
        def create_tuple_iterator(self):
            return iter(_data())

        def get_dataset_size(self):
            return 3

    model, _ = _model()
    rec = Recorder()
    model.train(1, DS(), callbacks=rec, dataset_sink_mode=True, sink_size=2, progress=False)
    assert rec.log[0][2] == 2      # batch_num = sink_size, as MindSpore
    model.train(1, [{"x": a, "y": b} for a, b in _data()], progress=False)
    assert model.eval(DS())["acc"] > 0.5
    out = model.predict(ms.Tensor(X[:5]))
    assert out.shape == (5, 2)


def test_eval_indexes_and_eval_network():
    net = nn.Dense(4, 2, weight_init=ms.Tensor(W), bias_init="zeros")
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    model = ms.Model(net, loss, nn.SGD(net.trainable_params()), metrics={"acc"},
                     eval_network=nn.WithEvalCell(net, loss), eval_indexes=[0, 1, 2])
    assert model.eval(_data())["acc"] == pytest.approx(
        float(((X @ W.T).argmax(1) == Y).mean()))
    with pytest.raises(ValueError, match="eval_indexes"):
        ms.Model(net, loss, metrics={"acc"}, eval_network=net, eval_indexes=[0, 1])


@pytest.mark.parametrize("make,err,match", [
    (lambda m: m.train(0, _data()), ValueError,      # 2.10's check_positive_int text
     r"The input value must be int and must > 0, but got '0' with type 'int'."),
    (lambda m: m.train(2, _data(), initial_epoch=2), ValueError, "initial_epoch"),
    (lambda m: m.train(1, _data(), sink_size=0), ValueError, "sink_size"),
    (lambda m: m.train(1, _data(), dataset_sink_mode=1), TypeError,     # 2.10's check_bool
     "^The input value must be a bool, but got int.$"),
    (lambda m: m.train(1, [], progress=False), ValueError, "no valid data"),
    (lambda m: m.train(1, _data(), callbacks=[lambda *a: None]), TypeError, "Callback"),
    (lambda m: m.fit(1, _data(), _data(), valid_frequency=1.0), TypeError, "valid_frequency"),
    (lambda m: m.predict(X, backend="onnx"), ValueError, "backend"),
])
def test_train_errors(make, err, match):
    model, _ = _model()
    with pytest.raises(err, match=match):
        make(model)


def test_model_constructor_errors():
    net = nn.Dense(4, 2)
    with pytest.raises(ValueError, match="kwargs"):
        ms.Model(net, nn.MSELoss(), nn.SGD(net.trainable_params()), foo=1)
    with pytest.raises(ValueError, match="optimizer"):
        ms.Model(net, nn.MSELoss(), amp_level="O2")
    with pytest.raises(ValueError, match="eval_network"):
        ms.Model(net, metrics={"acc"})
    with pytest.raises(ValueError, match="metrics"):
        ms.Model(net, nn.MSELoss()).eval(_data())
    with pytest.raises(KeyError, match="get_metric_fn"):
        ms.Model(net, nn.MSELoss(), metrics={"nope"})


def test_loss_monitor_stops_on_nan():
    net = nn.Dense(4, 2, weight_init=ms.Tensor(W))
    model = ms.Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                     nn.SGD(net.trainable_params()))
    bad = [(np.full((2, 4), np.nan, np.float32), np.zeros(2, np.int32))]
    with pytest.raises(ValueError, match="epoch: 1 step: 1, loss is NAN or INF"):
        model.train(1, bad, callbacks=train.LossMonitor(), progress=False)


def test_generators_and_callables_as_datasets(mode):
    model, _ = _model()
    rec = Recorder()
    model.fit(2, (b for b in _data()), (b for b in _data()), callbacks=rec)
    assert [e[2] for e in rec.log if e[0] == "step_end"] == [1, 2, 3, 4, 5, 6]
    assert len([e for e in rec.log if e[0] == "eval_end"]) == 2
    rec.log = []
    model.train(1, lambda: iter(_data()), callbacks=rec, progress=False)
    assert rec.log[0][2] == 3                       # batch_num counted
    assert set(model.eval(b for b in _data())) == {"acc", "loss"}
