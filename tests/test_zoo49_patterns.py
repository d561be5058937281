"""Model-zoo patterns found running mindspore-ai/models code against MindSpore 2.10
(session 72, zoo49).

Expected values and texts were measured on MindSpore 2.10 (CPU)."""
import numpy as np

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
