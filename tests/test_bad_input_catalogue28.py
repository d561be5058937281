"""Bad input, twenty-eighth round (measured against MindSpore 2.10 CPU with /tmp/bad28's
catalogues, one case per forked process; each row is 2.10's exception type and text).

- round 27's leftovers: ``ops.bincount`` of negative values (2.10 drops them), ``masked_select``
  with a mask that does not broadcast (MaskedSelect's text), ``set_context``/``set_device`` with
  ``device_target="TPU"``, ``nn.CELU(alpha=0)`` (built; its call raises), Reshape's and
  BroadcastTo's texts in both modes;
- constructors of RNN/LSTM/GRU, Transformer layers, Embedding, pooling, Upsample/interpolate,
  PixelShuffle, Fold/Unfold; optimizers (groups, weight_decay, eps, momentum) and learning-rate
  functions; Cell misuse (a Tensor set on a Parameter's name, insert_child_to_cell/
  insert_param_to_cell); Tensor construction, reshape/view with bad -1 use, ``ops.pad`` modes,
  the split family's sections and axes, random ops' seeds and shapes.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops
from bad_input_rows27 import _exact
from bad_input_rows28 import ROWS
from conftest import raises_as_mindspore


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, _exact(text))


# 2.10's values where minicell raised before (measured)
@pytest.mark.parametrize("values, weights, minlength, expected", [
    ([-1], None, 0, []),
    ([0, -1, 2], None, 0, [1.0, 0.0, 1.0]),
    ([0, -2, 2], [1.0, 2.0, 3.0], 0, [1.0, 0.0, 3.0]),
    ([1, -1], None, 4, [0.0, 1.0, 0.0, 0.0]),
])
def test_bincount_drops_negative_values(values, weights, minlength, expected):
    w = None if weights is None else Tensor(np.array(weights, np.float32))
    out = ops.bincount(Tensor(np.array(values, np.int32)), w, minlength=minlength)
    assert out.asnumpy().tolist() == expected


def test_celu_alpha_zero_builds_and_its_call_raises():
    cell = nn.CELU(0.0)
    assert repr(cell) == "CELU()"
    raises_as_mindspore(lambda: cell(Tensor(np.array([-1.0, 1.0], np.float32))), ValueError,
                        _exact("For primitive[CeLU], the alpha must be not equal to 0 , but "
                               "got 0."))


def test_pad_edge_is_replicate():
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    out = ops.pad(x, (1, 1), mode="edge")
    assert out.asnumpy().tolist() == [[0, 0, 1, 2, 2], [3, 3, 4, 5, 5]]


def test_set_context_davinci_is_ascend():
    before = ms.get_context("device_target")
    try:
        ms.set_context(device_target="Davinci")
        assert ms.get_context("device_target") == "Ascend"
    finally:
        ms.set_context(device_target=before)


class _Reshape(ms.nn.Cell):
    def __init__(self, shape):
        super().__init__()
        self.shape = shape

    def construct(self, x):
        return x.reshape(self.shape)


class _BroadcastTo(ms.nn.Cell):
    def __init__(self, shape):
        super().__init__()
        self.shape = shape

    def construct(self, x):
        return ops.broadcast_to(x, self.shape)


# 2.10 GRAPH_MODE's texts (its infer functions'), measured
GRAPH = {
    "reshape (4, -1)": (_Reshape, (4, -1), "For primitive[Reshape], the accumulate of x_shape "
                        "must be equal to out_shape, but got x_shape: [const vector]{2, 3}, and "
                        "out_shape: [const vector]{4, 1}"),
    "reshape (-1, -1)": (_Reshape, (-1, -1), "For primitive[Reshape], at most one component of "
                         "shape can be -1, but got [const vector]{-1, -1}"),
    "reshape (0, -1)": (_Reshape, (0, -1), "For primitive[Reshape], the accumulate of x_shape "
                        "must be equal to out_shape, but got x_shape: [const vector]{2, 3}, and "
                        "out_shape: [const vector]{0, 0}"),
    "broadcast_to (3, 3)": (_BroadcastTo, (3, 3), "For 'BroadcastTo', in order to broadcast, "
                            "each dimension pair must be equal or input dimension is 1 or target "
                            "dimension is -1. But got x_shape: [const vector]{2, 3}, target "
                            "shape: [const vector]{3, 3}."),
    "broadcast_to (3,)": (_BroadcastTo, (3,), "For primitive [BroadcastTo]: input's rank should "
                          "be less equal to the number of proposed_shape, but got 2 and 1"),
}


@pytest.mark.heavy
@pytest.mark.parametrize("name", list(GRAPH))
def test_graph_mode_texts(name):
    cls, shape, text = GRAPH[name]
    x = Tensor(np.ones((2, 3), np.float32))

    def call():
        ms.set_context(mode=ms.GRAPH_MODE)
        cls(shape)(x)
    raises_as_mindspore(call, ValueError, _exact(text))
