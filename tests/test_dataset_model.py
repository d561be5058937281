"""Model.train / Model.eval fed by minicell.dataset pipelines (through the device prefetch thread):
same parameters as a hand-written loop over the same batches, epochs reshuffled, errors raised in
the training thread."""
import pathlib

import numpy as np
import pytest

import minicell as ms
import minicell.dataset as ds
from minicell import nn
from minicell.train.callback import Callback
from minicell.train.dataset_helper import DevicePrefetcher

RNG = np.random.default_rng(0)
X = RNG.normal(size=(48, 4)).astype(np.float32)
Y = (X[:, 0] + X[:, 1] > 0).astype(np.int32)


def _net():
    net = nn.Dense(4, 2, weight_init=ms.Tensor(np.full((2, 4), 0.1, np.float32)),
                   bias_init="zeros")
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    return net, loss, nn.Momentum(net.trainable_params(), 0.1, 0.9)


class Batches(Callback):
    def __init__(self):
        self.seen = []

    def on_train_step_end(self, run_context):
        x = run_context.original_args().train_dataset_element[0]
        self.seen.append(x.asnumpy().copy())


def test_model_train_on_a_pipeline_equals_a_manual_loop(mode):
    data = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=False).batch(16)
    net, loss, opt = _net()
    model = ms.Model(net, loss, opt, metrics={"acc"})
    model.train(3, data, dataset_sink_mode=True, progress=False)
    assert model.batch_num == 3 and len(model.last_losses) == 9
    assert model.last_losses[-1] < model.last_losses[0]

    ref, ref_loss, ref_opt = _net()
    step = nn.TrainOneStepCell(nn.WithLossCell(ref, ref_loss), ref_opt)
    for _ in range(3):
        for i in range(0, 48, 16):
            step(ms.Tensor(X[i:i + 16]), ms.Tensor(Y[i:i + 16]))
    np.testing.assert_allclose(net.weight.asnumpy(), ref.weight.asnumpy(), rtol=1e-5)
    np.testing.assert_allclose(net.bias.asnumpy(), ref.bias.asnumpy(), rtol=1e-5, atol=1e-7)
    assert model.eval(data)["acc"] > 0.6


def test_each_epoch_of_model_train_is_reshuffled():
    ds.config.set_seed(7)
    data = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(48)
    net, loss, opt = _net()
    rec = Batches()
    ms.Model(net, loss, opt).train(2, data, callbacks=rec, progress=False)
    first, second = rec.seen
    assert not np.array_equal(first, second)
    assert sorted(map(tuple, first)) == sorted(map(tuple, second)) == sorted(map(tuple, X))
    ds.config._state["seed"] = None


def test_pipeline_errors_reach_the_training_loop():
    def broken(x):
        if float(x[0]) > 1.0:
            raise ValueError("bad row")
        return x
    data = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=False).map(broken).batch(8)
    net, loss, opt = _net()
    with pytest.raises(RuntimeError, match="bad row"):
        ms.Model(net, loss, opt).train(1, data, progress=False)


def test_device_prefetcher_stops_when_closed_and_reraises():
    rows = ([np.full(2, i, np.float32)] for i in range(100))
    with DevicePrefetcher(rows, depth=2) as it:
        first = next(it)
        assert isinstance(first[0], ms.Tensor) and first[0].asnumpy().tolist() == [0.0, 0.0]
    it._thread.join(timeout=5)
    assert not it._thread.is_alive()

    def failing():
        yield [np.zeros(2)]
        raise KeyError("lost")
    it = DevicePrefetcher(failing())
    next(it)
    with pytest.raises(KeyError, match="lost"):
        next(it)


def test_dataset_helper_and_data_sink_read_pipelines():
    data = ds.NumpySlicesDataset({"x": X[:6], "y": Y[:6]}, shuffle=False).batch(2)
    helper = ms.DatasetHelper(data, dataset_sink_mode=True, sink_size=2)
    firsts = [[float(b[0].asnumpy()[0, 0]) for b in helper] for _ in range(2)]
    assert firsts == [[X[0, 0], X[2, 0]], [X[4, 0], X[0, 0]]]        # cycles through epochs
    seen = []
    sink = ms.data_sink(lambda x, y: seen.append(int(y.shape[0])), data, sink_size=3)
    sink()
    assert seen == [2, 2, 2]


def test_dataset_benchmark_runs_every_variant(monkeypatch):
    monkeypatch.syspath_prepend(str(pathlib.Path(__file__).resolve().parent.parent))
    from benchmarks.dataset_pipeline import run
    mode = ms.get_context("mode")
    rates = run(steps=2, batch=4, features=8, hidden=8, repeats=1)
    assert set(rates) == {"device", "pipeline", "pipeline_inline"}
    assert all(r > 0 for r in rates.values()) and ms.get_context("mode") == mode
