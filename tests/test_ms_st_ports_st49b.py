"""MindSpore 2.10 behaviours ported from its st tests (round st49b: tensor, dynamic_shape);
values measured on 2.10."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn
from minicell.common import mutable

_BOOST_TEXT = ("'Current Tensor indexing does not support mutable list/tuple or list containing "
               "tensors. Please use an immutable expression instead.'")


class _Get(nn.Cell):
    def __init__(self, pick):
        super().__init__()
        self.pick = pick

    def construct(self, x, index):
        return self.pick(x, index)


class _SetRows(nn.Cell):
    def construct(self, x, index):
        x[index] = 5
        return x


def _x():
    return Tensor(np.arange(18).reshape((3, 3, 2)))


@pytest.mark.parametrize("jit", [False, True])
@pytest.mark.parametrize("case", [
    ("mutable list", lambda x, i: x[i], lambda: mutable([2, 1, 0])),
    ("Tensor in a list in a tuple", lambda x, i: x[0, [0, 1, i]], lambda: Tensor(2)),
    ("Tensor in a tuple in a tuple", lambda x, i: x[0:2, (0, i)], lambda: Tensor(1)),
    ("Tensor in a list in a list", lambda x, i: x[[[0, i]]], lambda: Tensor(1)),
])
def test_index_boost_refuses_sequences_that_are_no_constants(monkeypatch, jit, case):
    """st tensor/test_getitem test_getitem_mutable_sequence_index, _tensor_in_list_index: with
    MS_DEV_TENSOR_INDEX_BOOST=1, 2.10's graph (GRAPH_MODE Cell or jit construct) refuses a
    sequence index item that is no constant (measured: each of these IndexErrors)."""
    monkeypatch.setenv("MS_DEV_TENSOR_INDEX_BOOST", "1")
    _, pick, index = case
    net = _Get(pick)
    ms.set_context(mode=ms.PYNATIVE_MODE if jit else ms.GRAPH_MODE)
    try:
        if jit:
            net.construct = ms.jit(net.construct)
        with pytest.raises(IndexError) as err:
            net(_x(), index())
        assert str(err.value) == _BOOST_TEXT
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.mark.heavy
def test_index_boost_takes_constants_mutable_tuples_and_top_level_tensors(monkeypatch):
    """Under MS_DEV_TENSOR_INDEX_BOOST=1 2.10's graph takes a mutable tuple (its ints index),
    a list holding a Tensor as the tuple of its items, and refuses a mutable list assigned to
    (measured: 14; [4, 5]; [6, 7]; the IndexError); eagerly the mutable list gathers rows."""
    monkeypatch.setenv("MS_DEV_TENSOR_INDEX_BOOST", "1")
    np.testing.assert_array_equal(_Get(lambda x, i: x[i])(_x(), mutable([2, 1, 0])).asnumpy(),
                                  np.arange(18).reshape((3, 3, 2))[::-1])
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        assert _Get(lambda x, i: x[i])(_x(), mutable((2, 1, 0))).asnumpy() == 14
        np.testing.assert_array_equal(
            _Get(lambda x, i: x[[0, i]])(_x(), Tensor(2)).asnumpy(), [4, 5])
        np.testing.assert_array_equal(
            _Get(lambda x, i: x[i])(_x(), [Tensor(1), 0]).asnumpy(), [6, 7])
        np.testing.assert_array_equal(
            _Get(lambda x, i: x[0, [0, 1]])(_x(), Tensor(1)).asnumpy(), [[0, 1], [2, 3]])
        with pytest.raises(IndexError, match="mutable list/tuple"):
            _SetRows()(_x(), mutable([2, 1]))
        monkeypatch.delenv("MS_DEV_TENSOR_INDEX_BOOST")
        out = _Get(lambda x, i: x[i])(_x(), mutable([2, 1, 0]))   # without it: gathered
        np.testing.assert_array_equal(out.asnumpy(), np.arange(18).reshape((3, 3, 2))[::-1])
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
