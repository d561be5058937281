"""Model-zoo patterns found running mindspore-ai/models code against MindSpore 2.10
(session 72, zoo49).

Expected values and texts were measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn


class _AttrDict(dict):
    """The zoo's config dicts (official/cv/YOLOv4 train.py, research/cv/FaceNet, centerface, the
    easydict stand-ins): attribute reads are item reads, so a missing name is a KeyError, not
    an AttributeError."""
    __getattr__ = dict.__getitem__
    __setattr__ = dict.__setitem__


class _Scaled(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.cfg = cfg
        self.d = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.d(x) * self.cfg.scale


def test_cell_holding_a_keyerror_getattr_config(mode):
    # official/audio/DeepSpeech2 keeps its audio config on the model; GRAPH_MODE's structure key
    # probed every attribute with getattr(v, '_graph_attr', False), which the dict's
    # __getattr__ answered with KeyError (2.10 measured: [[6., 6.]] in both modes)
    net = _Scaled(_AttrDict(scale=2.0))
    x = Tensor(np.array([[1.0, 2.0]], np.float32))
    np.testing.assert_allclose(net(x).asnumpy(), [[6.0, 6.0]])
    np.testing.assert_allclose(net(x).asnumpy(), [[6.0, 6.0]])


class _BnLoss(nn.Cell):
    """research/cv/AlphaPose's PoseResNetWithLoss shape: the loss inside the network, so
    Model(net_with_loss, optimizer=..., amp_level="O2") builds the train step without loss_fn."""

    def __init__(self):
        super().__init__()
        self.d = nn.Dense(4, 3, weight_init="ones", bias_init="zeros")
        self.bn = nn.BatchNorm1d(3)
        self.c = nn.MSELoss()

    def construct(self, x, t):
        return 0.5 * self.c(self.bn(self.d(x)), t)


# 2.10 (measured, both modes): build_train_network casts the network in place and keeps its
# outputs' dtype (no float32 cast, unlike auto_mixed_precision): level, kwargs, loss dtype of
# the train step, the BatchNorm's class after it, the first step's loss
_AMP_ROWS = [
    ("O2", {}, ms.float16, "_OutputTo16", 1.0),
    ("O3", {}, ms.float16, "BatchNorm1d", 1.0),
    ("O2", {"keep_batchnorm_fp32": False}, ms.float16, "BatchNorm1d", 1.0),
    ("O2", {"cast_model_type": ms.float32}, ms.float32, "BatchNorm1d", 0.999992311000824),
    ("O2", {"cast_model_type": ms.float32, "keep_batchnorm_fp32": False}, ms.float16,
     "BatchNorm1d", 1.0),
    ("O3", {"keep_batchnorm_fp32": True}, ms.float16, "_OutputTo16", 1.0),
    ("O1", {}, ms.float32, "BatchNorm1d", 0.999992311000824),
    ("O0", {"cast_model_type": ms.float16}, ms.float16, "BatchNorm1d", 1.0),
]


@pytest.mark.parametrize("level, kwargs, dtype, bn, first", _AMP_ROWS)
def test_build_train_network_keeps_the_low_precision_loss(level, kwargs, dtype, bn, first):
    # minicell wrapped the cast network in _OutputTo32, so the step's loss was Float32 (AlphaPose
    # under Model(amp_level="O2", FixedLossScaleManager(1.0, False)): 2.10's losses are Float16)
    net = _BnLoss()
    opt = nn.Momentum(net.trainable_params(), 0.1, 0.9)
    step = ms.amp.build_train_network(net, opt, level=level,
                                      loss_scale_manager=ms.amp.FixedLossScaleManager(1.0, False),
                                      **kwargs)
    x = Tensor(np.arange(8, dtype=np.float32).reshape(2, 4) / 10)
    t = Tensor(np.ones((2, 3), np.float32))
    loss = step(x, t)
    assert loss.dtype == dtype
    assert type(net._cells["bn"]).__name__ == bn
    np.testing.assert_allclose(loss.asnumpy(), first, rtol=1e-6)


class _LossOf(nn.Cell):
    def __init__(self, loss):
        super().__init__()
        self.loss = loss

    def construct(self, a, b):
        return self.loss(a, b)


_SUB = ("For 'Sub', input1.shape and input2.shape need to broadcast. The value of input1.shape[3] "
        "or input2.shape[3] must be 1 or -1 when they are not the same, but got input1.shape = "
        "[2, 3] and input2.shape = [2, 4]")
_SUB_EXT = ("For 'SubExt', input.shape and other.shape need to broadcast. The value of "
            "input.shape[3] or other.shape[3] must be 1 or -1 when they are not the same, but got "
            "input.shape = [2, 3] and other.shape = [2, 4]")


@pytest.mark.parametrize("loss", [nn.L1Loss, nn.MSELoss])
def test_loss_broadcast_text_names_sub_in_a_graph(loss, mode):
    # research/cv/LearningToSeeInTheDark with a label of the wrong shape: 2.10's GRAPH_MODE
    # compiles the loss's subtraction as Sub (input1/input2), PYNATIVE_MODE runs SubExt
    # (measured); minicell gave SubExt's text in both
    a = Tensor(np.ones((2, 3), np.float32))
    b = Tensor(np.ones((2, 4), np.float32))
    want = _SUB if mode == ms.GRAPH_MODE else _SUB_EXT
    with pytest.raises(ValueError) as info:
        _LossOf(loss())(a, b)
    assert str(info.value).split("\n")[0] == want
