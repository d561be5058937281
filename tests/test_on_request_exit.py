"""OnRequestExit: a signal (or the config file) stops Model.train after the current step and
saves the network with its epoch/step; the next run resumes from that checkpoint."""
import json
import os
import signal

import numpy as np
import pytest

import minicell as ms
from minicell import nn, train

_RNG = np.random.RandomState(0)
X = _RNG.randn(32, 4).astype(np.float32)
Y = (X[:, 0] > 0).astype(np.int32)
SIG = signal.SIGUSR1


def _data():
    return [(X[i:i + 8], Y[i:i + 8]) for i in range(0, 32, 8)]


def _model():
    net = nn.Dense(4, 2)
    opt = nn.Momentum(net.trainable_params(), 0.1, 0.9)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    return ms.Model(net, loss, opt), net


class _Steps(train.Callback):
    """Counts steps; sends ``SIG`` to this process at step ``at``."""

    def __init__(self, at=None):
        self.at, self.steps = at, 0

    def on_train_step_end(self, run_context):
        self.steps += 1
        if self.steps == self.at:
            os.kill(os.getpid(), SIG)


def test_signal_stops_after_the_step_and_saves(tmp_path):
    model, net = _model()
    cb = train.OnRequestExit(save_mindir=False, directory=str(tmp_path), sig=SIG)
    before = signal.getsignal(SIG)
    steps = _Steps(at=2)
    model.train(3, _data(), callbacks=[steps, cb], dataset_sink_mode=False)
    assert steps.steps == 2                       # 3 epochs x 4 steps asked, stopped at 2
    assert signal.getsignal(SIG) == before        # the handler is put back
    saved = ms.load_checkpoint(os.path.join(tmp_path, "rank_0", "Net_train.ckpt"))
    assert int(saved["step_num"].asnumpy()) == 2 and int(saved["epoch_num"].asnumpy()) == 1
    np.testing.assert_array_equal(saved["weight"].asnumpy(), net.weight.asnumpy())

    model2, net2 = _model()                       # a new run resumes from the file
    cb2 = train.OnRequestExit(save_mindir=False, directory=str(tmp_path), sig=SIG)
    seen = {}
    model2.train(1, _data()[:1], callbacks=[cb2, train.LambdaCallback(
        on_train_begin=lambda rc: seen.setdefault("w", net2.weight.asnumpy().copy()))],
        dataset_sink_mode=False)
    np.testing.assert_array_equal(seen["w"], net.weight.asnumpy())


def test_config_file_requests_exit(tmp_path):
    config = tmp_path / "exit.json"
    config.write_text(json.dumps({"GracefulExit": 0}))
    model, _ = _model()
    cb = train.OnRequestExit(save_mindir=False, directory=str(tmp_path), config_file=str(config))
    steps = _Steps()
    model.train(1, _data(), callbacks=[steps, cb], dataset_sink_mode=False)
    assert steps.steps == 4 and not os.path.exists(cb.train_name + ".ckpt")
    config.write_text(json.dumps({"GracefulExit": 1}))
    steps = _Steps()
    model.train(2, _data(), callbacks=[steps, cb], dataset_sink_mode=False)
    assert steps.steps == 1 and os.path.exists(cb.train_name + ".ckpt")


@pytest.mark.parametrize("kwargs, exc, match", [
    # 2.10's check_isinstance of save_ckpt / save_mindir / sig is a ValueError (measured)
    ({"save_ckpt": 1}, ValueError, "'save_ckpt' must be isinstance of <class 'bool'>"),
    ({"directory": 3}, TypeError, "^expected str, bytes or os.PathLike object, not int$"),
    ({"sig": "TERM"}, ValueError, "'sig' must be isinstance of <class 'int'>"),
    ({"sig": signal.SIGKILL}, ValueError, "SIGKILL"),
])
def test_argument_errors(tmp_path, kwargs, exc, match):
    kwargs = {"directory": str(tmp_path), **kwargs}
    with pytest.raises(exc, match=match):
        train.OnRequestExit(save_mindir=False, **kwargs)


def test_save_mindir_exports_the_train_network(tmp_path):
    # 2.10 exports the train network at the last batch beside the checkpoint (st
    # train/test_on_request_exit_callback.py checks <directory>/rank_0/<file_name>_train.mindir)
    model, _ = _model()
    cb = train.OnRequestExit(directory=str(tmp_path), sig=SIG)
    assert cb.eval_name.endswith(os.path.join("rank_0", "Net_eval"))
    model.train(1, _data(), callbacks=[_Steps(at=1), cb], dataset_sink_mode=False)
    graph = ms.load(cb.train_name + ".mindir")
    x, y = _data()[0]
    loss = nn.GraphCell(graph)(ms.Tensor(x), ms.Tensor(y))
    assert loss.shape == () and np.isfinite(loss.asnumpy())
