"""Callbacks: the Callback/RunContext protocol, ModelCheckpoint file naming and rotation,
CheckpointConfig, LR callbacks, EarlyStopping, History, LambdaCallback, TimeMonitor; expected
values printed by MindSpore 2.10 for the same weights and data."""
import os
import re

import numpy as np
import pytest

import minicell as ms
from minicell import nn, train
from minicell.train import callback as cb_module

_RNG = np.random.RandomState(0)
X = _RNG.randn(24, 4).astype(np.float32)
Y = (X[:, 0] > 0).astype(np.int32)
W = (_RNG.randn(2, 4) * 0.1).astype(np.float32)


def _data():
    return [(X[i:i + 8], Y[i:i + 8]) for i in range(0, 24, 8)]


def _model():
    net = nn.Dense(4, 2, weight_init=ms.Tensor(W), bias_init=ms.Tensor(np.zeros(2, np.float32)))
    opt = nn.Momentum(net.trainable_params(), 0.1, 0.9)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    return ms.Model(net, loss, opt, metrics={"acc", "loss"}), net, opt


def test_import_paths():
    assert train.Callback is cb_module.Callback is ms.Callback
    for name in cb_module.__all__:
        assert getattr(train, name) is getattr(ms, name) is getattr(cb_module, name)


def test_default_hooks_delegate_to_1x_names():
    seen = []

    class Old(train.Callback):
        def begin(self, rc):
            seen.append("begin")

        def step_end(self, rc):
            seen.append("step_end")

        def epoch_end(self, rc):
            seen.append("epoch_end")

    cb, rc = Old(), train.RunContext({})
    cb.on_train_begin(rc)
    cb.on_eval_begin(rc)
    cb.on_train_step_end(rc)
    cb.on_eval_step_end(rc)
    cb.on_eval_epoch_end(rc)
    assert seen == ["begin", "begin", "step_end", "step_end", "epoch_end"]
    with cb as entered:
        assert entered is cb


def test_run_context():
    args = {"a": 1}
    rc = train.RunContext(args)
    assert rc.original_args() is args and rc.get_stop_requested() is False
    rc.request_stop()
    assert rc.get_stop_requested() is True
    with pytest.raises(TypeError, match="RunContext"):
        train.RunContext([1])


def test_model_checkpoint_naming_rotation_append_info_and_prefix_suffix(mode, tmp_path):
    model, _, _ = _model()
    cfg = train.CheckpointConfig(save_checkpoint_steps=2, keep_checkpoint_max=2,
                                 append_info=["epoch_num", "step_num"])
    ck = train.ModelCheckpoint(prefix="net", directory=str(tmp_path), config=cfg)
    model.train(3, _data(), callbacks=[ck], progress=False)
    files = sorted(f for f in os.listdir(tmp_path) if f.endswith(".ckpt"))
    assert files == ["net-3_2.ckpt", "net-3_3.ckpt"]               # as MindSpore 2.10
    assert os.path.basename(ck.latest_ckpt_file_name) == "net-3_3.ckpt"
    params = ms.load_checkpoint(str(tmp_path / "net-3_3.ckpt"))
    assert {"weight", "bias", "epoch_num", "step_num", "moments.weight"} <= set(params)
    assert int(params["epoch_num"].asnumpy()) == 3 and int(params["step_num"].asnumpy()) == 9
    ck2 = train.ModelCheckpoint(prefix="net", directory=str(tmp_path),
                                config=train.CheckpointConfig(save_checkpoint_steps=5))
    model.train(1, _data(), callbacks=[ck2], progress=False)
    assert sorted(f for f in os.listdir(tmp_path) if f.endswith(".ckpt")) == [
        "net-3_2.ckpt", "net-3_3.ckpt", "net_1-1_3.ckpt"]
    net2 = nn.Dense(4, 2)
    ms.load_param_into_net(net2, ms.load_checkpoint(ck.latest_ckpt_file_name))
    np.testing.assert_array_equal(net2.weight.asnumpy(), params["weight"].asnumpy())


def test_checkpoint_config():
    cfg = train.CheckpointConfig(save_checkpoint_steps=3, save_checkpoint_seconds=10,
                                 keep_checkpoint_max=2, keep_checkpoint_per_n_minutes=4)
    pol = cfg.get_checkpoint_policy()
    assert pol["save_checkpoint_steps"] == 3 and pol["save_checkpoint_seconds"] is None
    assert pol["keep_checkpoint_max"] == 2 and pol["keep_checkpoint_per_n_minutes"] is None
    assert train.CheckpointConfig(keep_checkpoint_max=0).keep_checkpoint_max == 1
    with pytest.raises(ValueError, match="can't be all None or 0"):
        train.CheckpointConfig(0, 0, 0, 0)
    with pytest.raises(TypeError, match="The input value must be int, but got"):  # 2.10
        train.CheckpointConfig(save_checkpoint_steps=1.5)
    with pytest.raises(ValueError, match="append_info"):
        train.CheckpointConfig(append_info=["lr"])
    with pytest.raises(ValueError, match="prefix"):
        train.ModelCheckpoint(prefix="a/b")
    with pytest.raises(TypeError, match="config"):
        train.ModelCheckpoint(config={})


def test_learning_rate_scheduler_and_reduce_on_plateau(mode, capsys):
    model, _, opt = _model()
    sched = train.LearningRateScheduler(lambda lr, step: lr * 0.5 if step % 2 == 0 else lr)
    model.train(1, _data(), callbacks=[sched], progress=False)
    assert float(opt.learning_rate.asnumpy()) == 0.05000000074505806     # MindSpore's value
    model, _, opt = _model()
    plateau = train.ReduceLROnPlateau(monitor="eval_loss", factor=0.5, patience=0, mode="max",
                                      verbose=True)
    model.fit(2, _data(), _data(), callbacks=[plateau])
    assert float(opt.learning_rate.asnumpy()) == 0.05000000074505806
    assert "Epoch 00002: ReduceLROnPlateau reducing learning rate to 0.05." in \
        capsys.readouterr().out
    with pytest.raises(ValueError, match=r"must be in range of \(0\.0, 1\.0\)"):  # 2.10's text
        train.ReduceLROnPlateau(factor=1.0)


def test_early_stopping(mode, capsys):
    model, net, _ = _model()
    es = train.EarlyStopping(monitor="eval_loss", mode="max", patience=1, verbose=True,
                             restore_best_weights=True)
    model.fit(5, _data(), _data(), callbacks=[es])
    assert es.stopped_epoch == 2 and es.wait == 1
    assert float(es.best) == pytest.approx(0.43183159828186035, rel=2e-6)  # last-batch eval_loss
    out = capsys.readouterr().out
    assert "Restoring model weights from the end of the best epoch." in out
    assert "Epoch 00002: early stopping" in out
    np.testing.assert_allclose(net.weight.asnumpy(), [[-0.27690017, 0.0866839, -0.0718711,
                                                       0.06192265],
                                                      [0.46626523, -0.04287277, -0.04248619,
                                                       0.07521597]], atol=1e-6)
    es2 = train.EarlyStopping(monitor="loss", patience=0)
    model.train(3, _data(), callbacks=[es2], progress=False)
    assert es2.stopped_epoch == 1
    with pytest.raises(ValueError, match="mode"):
        train.EarlyStopping(mode="up")


def test_history_lambda_time_monitor(mode, capsys):
    model, _, _ = _model()
    hist, calls = train.History(), []
    lam = train.LambdaCallback(
        on_train_epoch_end=lambda rc: calls.append(rc.original_args().cur_epoch_num))
    model.train(2, _data(), callbacks=[hist, lam, train.TimeMonitor(data_time=True)],
                progress=False)
    assert hist.epoch == {"epoch": [1, 2]} and calls == [1, 2]
    np.testing.assert_allclose(hist.history["net_output"], [0.50383, 0.32204], atol=2e-5)
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 2
    assert re.fullmatch(r"Train epoch time: +\d+\.\d{3} ms, per step time: +\d+\.\d{3} ms "
                        r"\(data time: +\d+\.\d{3} ms\)", lines[0])
    with pytest.raises(TypeError, match="data_time"):
        train.TimeMonitor(data_time=1)
    with pytest.raises(ValueError, match="must be int and must >= 0"):  # 2.10's text
        train.LossMonitor(-1)


def test_backup_and_restore(mode, tmp_path):
    model, net, _ = _model()
    keep = train.BackupAndRestore(str(tmp_path), save_freq=2, delete_checkpoint=False)
    model.train(3, _data(), callbacks=[keep], progress=False)
    backup = tmp_path / "backup.ckpt"
    saved = ms.load_checkpoint(str(backup))        # written after epoch 2, not 3
    assert not np.allclose(saved["weight"].asnumpy(), net.weight.asnumpy())
    model2, net2, _ = _model()
    model2.train(1, _data(), callbacks=[train.BackupAndRestore(str(tmp_path))], progress=False)
    assert not backup.exists()                      # deleted at the end of a normal run
    # restored from epoch 2's state (incl. optimizer moments) + one epoch == three epochs
    np.testing.assert_allclose(net2.weight.asnumpy(), net.weight.asnumpy(), atol=1e-6)
    with pytest.raises(ValueError, match="must be int and must > 0"):  # 2.10's text
        train.BackupAndRestore(str(tmp_path), save_freq=0)


def test_model_checkpoint_callable_prefix_and_directory(tmp_path):
    model, _, _ = _model()
    ck = train.ModelCheckpoint(
        prefix=lambda p: f"ep{p.cur_epoch_num}_st{p.cur_step_num}",
        directory=lambda p: str(tmp_path / f"e{p.cur_epoch_num}"),
        config=train.CheckpointConfig(save_checkpoint_steps=2, keep_checkpoint_max=10))
    model.train(2, _data(), callbacks=[ck], progress=False)
    assert sorted(os.listdir(tmp_path / "e1")) == ["ep1_st2.ckpt"]          # as MindSpore 2.10
    assert sorted(os.listdir(tmp_path / "e2")) == ["ep2_st4.ckpt", "ep2_st6.ckpt"]
    bad = train.ModelCheckpoint(prefix=lambda p: "a/b", directory=str(tmp_path))
    with pytest.raises(ValueError, match="callable"):
        model.train(1, _data(), callbacks=[bad], progress=False)
