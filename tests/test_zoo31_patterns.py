"""Patterns from zoo round 31 (mindspore-ai/models research/recommend DIEN and others).

DIEN's Dice activation keeps ``self.alphas = initializer(Zero(), [feat_dim], float32)``, a lazy
Tensor (not a Parameter), and multiplies by it in construct. MindSpore 2.10 (CPU, measured in
/tmp/s54/zoo31/p/lz.py and on DIEN itself): GRAPH_MODE compiles it, while PYNATIVE_MODE, and any
op run eagerly on such a Tensor, raises RuntimeError "The Tensor(shape=[3], dtype=Float32,
value=<uninitialized>) is uninitialized. Maybe the Tensor is create by initializer. ...".
minicell initialised the Tensor on first use, so DIEN trained in PYNATIVE_MODE where 2.10 stops.
asnumpy() initialises it in 2.10 and here; layers given a lazy weight_init (Conv1d's
expand_dims of it included) build as in 2.10.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops
from minicell.common.initializer import One, Zero, initializer

UNINIT = ("The Tensor(shape=[3], dtype=Float32, value=<uninitialized>) is uninitialized. Maybe the "
          "Tensor is create by initializer. You need to call Tensor.init_data before using this "
          "Tensor. For more detail with 'Tensor', Please refer to https://www.mindspore.cn/docs/"
          "zh-CN/master/api_python/mindspore/mindspore.Tensor.html")


def _x():
    return Tensor(np.array([1.0, 2.0, 3.0], np.float32))


@pytest.mark.parametrize("use", [
    lambda t: t * _x(), lambda t: _x() * t, lambda t: ops.add(t, _x()), lambda t: t.sum(),
    lambda t: t.reshape(1, 3), lambda t: t + 1])
def test_eager_op_refuses_lazy_tensor(mode, use):
    # top-level ops run eagerly in both modes (2.10: the same error in each)
    t = initializer(One(), [3], ms.float32)
    with pytest.raises(RuntimeError) as e:
        use(t)
    assert str(e.value) == UNINIT
    assert t.has_init           # still lazy: nothing ran


def test_lazy_tensor_2d_text():
    t = initializer(One(), [2, 3], ms.int32)
    with pytest.raises(RuntimeError) as e:
        ops.neg(t)
    assert str(e.value).startswith("The Tensor(shape=[2, 3], dtype=Int32, value=\n"
                                   "<uninitialized>) is uninitialized. Maybe")


def test_asnumpy_initialises(mode):
    t = initializer(One(), [3], ms.float32)
    np.testing.assert_array_equal(t.asnumpy(), [1.0, 1.0, 1.0])
    np.testing.assert_array_equal((t * _x()).asnumpy(), [1.0, 2.0, 3.0])


class _Dice(nn.Cell):
    """DIEN's Dice: a lazy initializer(Zero()) Tensor as a plain attribute."""

    def __init__(self):
        super().__init__()
        self.alphas = initializer(Zero(), [3], ms.float32)

    def construct(self, x):
        p = ops.sigmoid(x)
        return self.alphas * (1.0 - p) * x + p * x


def test_dice_graph_compiles_pynative_refuses(mode):
    x = _x()
    net = _Dice()
    if mode == ms.PYNATIVE_MODE:
        with pytest.raises(RuntimeError) as e:
            net(x)
        assert str(e.value) == UNINIT
        return
    want = 1 / (1 + np.exp(-x.asnumpy())) * x.asnumpy()
    np.testing.assert_allclose(net(x).asnumpy(), want, rtol=1e-6)


def test_layers_take_lazy_weight_init():
    w = initializer("ones", [2, 2, 1], ms.float32)
    conv = nn.Conv1d(2, 2, 1, weight_init=w)
    assert conv.weight.shape == (2, 2, 1, 1)
    np.testing.assert_array_equal(conv.weight.asnumpy(), np.ones((2, 2, 1, 1), np.float32))
    d = nn.Dense(2, 2, weight_init=initializer("ones", [2, 2], ms.float32),
                 bias_init=initializer("ones", [2], ms.float32))
    out = d(Tensor(np.ones((1, 2), np.float32)))
    np.testing.assert_array_equal(out.asnumpy(), [[3.0, 3.0]])
