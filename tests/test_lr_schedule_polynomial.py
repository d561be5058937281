"""nn.PolynomialDecayLR as MindSpore 2.10 computes it (values measured there, both modes): the
``update_decay_steps`` form that restarts the decay, its attributes, and no NaN learning rate in
GRAPH_MODE at ``step >= decay_steps`` with a fractional power under XLA's default optimization
level, which fuses ``1 - step / decay_steps`` into an fma a few ulp below 0."""
import json

import numpy as np
import pytest

import minicell as ms
from minicell import nn
from xla_defaults import child_json

# 2.10, PolynomialDecayLR(0.1, 0.01, 3, 0.5, update_decay_steps=...) at steps 0..7, both modes
WANT = {
    False: [0.1, 0.08348468691110611, 0.061961524188518524] + [0.009999999776482582] * 5,
    True: [0.1, 0.08348468691110611, 0.061961524188518524, 0.009999999776482582,
           0.061961524188518524, 0.04674234986305237, 0.009999999776482582,
           0.052426405251026154],
}


def _values(update, steps=range(8)):
    lr = nn.PolynomialDecayLR(0.1, 0.01, 3, 0.5, update_decay_steps=update)
    return [float(lr(ms.Tensor(i, ms.int32)).asnumpy()) for i in steps]


@pytest.mark.parametrize("update", [False, True])
def test_values_as_mindspore(update):
    np.testing.assert_allclose(_values(update), WANT[update], rtol=1e-6)


def test_graph_mode_values_as_mindspore():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        got = _values(True)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_allclose(got, WANT[True], rtol=1e-6)


def test_attributes_as_mindspore():
    lr = nn.PolynomialDecayLR(0.1, 0.01, 3, 0.5, True)
    assert (lr.decay_steps, lr.start_learning_rate, lr.end_learning_rate, lr.power,
            lr.update_decay_steps) == (3, 0.1, 0.01, 0.5, True)
    assert lr.diff_learning_rate == pytest.approx(0.09)


def _graph_end_of_decay():
    ms.set_context(mode=ms.GRAPH_MODE)
    print(json.dumps(_values(False, steps=(3, 4, 7))))


def test_no_nan_at_the_end_of_decay_under_xla_defaults():
    # The suite runs XLA at O0 (tests/conftest.py), which does not fuse the fma: a child with
    # the defaults users get.
    got = child_json(__file__)
    np.testing.assert_allclose(got, [0.009999999776482582] * 3, rtol=1e-6)


if __name__ == "__main__":
    _graph_end_of_decay()
