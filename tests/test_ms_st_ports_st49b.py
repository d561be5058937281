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


_mutable_list = lambda x, i: x[i]
_tensor_in_a_list_in_a_tuple = lambda x, i: x[0, [0, 1, i]]
_tensor_in_a_tuple_in_a_tuple = lambda x, i: x[0:2, (0, i)]
_tensor_in_a_list_in_a_list = lambda x, i: x[[[0, i]]]


@pytest.mark.parametrize("jit", [False, True])
@pytest.mark.parametrize("case", [
    ("mutable list", _mutable_list, lambda: mutable([2, 1, 0])),
    ("Tensor in a list in a tuple", _tensor_in_a_list_in_a_tuple, lambda: Tensor(2)),
    ("Tensor in a tuple in a tuple", _tensor_in_a_tuple_in_a_tuple, lambda: Tensor(1)),
    ("Tensor in a list in a list", _tensor_in_a_list_in_a_list, lambda: Tensor(1)),
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
        fn2 = lambda x, i: x[i]
        assert _Get(fn2)(_x(), mutable((2, 1, 0))).asnumpy() == 14
        fn3 = lambda x, i: x[[0, i]]
        np.testing.assert_array_equal(
            _Get(fn3)(_x(), Tensor(2)).asnumpy(), [4, 5])
        fn4 = lambda x, i: x[i]
        np.testing.assert_array_equal(
            _Get(fn4)(_x(), [Tensor(1), 0]).asnumpy(), [6, 7])
        fn5 = lambda x, i: x[0, [0, 1]]
        np.testing.assert_array_equal(
            _Get(fn5)(_x(), Tensor(1)).asnumpy(), [[0, 1], [2, 3]])
        with pytest.raises(IndexError, match="mutable list/tuple"):
            _SetRows()(_x(), mutable([2, 1]))
        monkeypatch.delenv("MS_DEV_TENSOR_INDEX_BOOST")
        fn6 = lambda x, i: x[i]
        out = _Get(fn6)(_x(), mutable([2, 1, 0]))   # without it: gathered
        np.testing.assert_array_equal(out.asnumpy(), np.arange(18).reshape((3, 3, 2))[::-1])
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def _z():
    return Tensor(np.int64(0))


def _set(index, value):
    def write(x):
        x[index] = value
        return x
    return write


_fn = lambda x: x[3, 0, 0]
_fn2 = lambda x: x[-4]
_fn3 = lambda x: x[0, 0, 0, 0]
_fn4 = lambda x: x[0, 't']
_fn5 = lambda x: x[0, 1.5]
_fn6 = lambda x: x[0:3:-1]
_fn7 = lambda x: x[0]
_fn8 = lambda x: x[0:1]


@pytest.mark.parametrize("fn, make, err, text", [
    (_fn, _x, IndexError, "Index is out of bounds."),
    (_fn2, _x, IndexError, "Index is out of bounds."),
    (_fn3, _x, IndexError, "For getitem, there are too many indices."),
    (_fn4, _x, IndexError, "Invalid tensor index type"),
    (_fn5, _x, IndexError, "Invalid tensor index type"),
    (_fn6, _x, ValueError, "slice step must be positive"),
    (_fn7, _z, TypeError, "Invalid index of a 0-dim tensor."),
    (_fn8, _z, TypeError, "Invalid index of a 0-dim tensor."),
    (_set((3, 0, 0), -1), _x, IndexError, "Index is out of bounds."),
    (_set((-4, 0), 1), _x, IndexError, "Index is out of bounds."),
    (_set((0, 0, 0, 0), -1), _x, IndexError, "For setitem, there are too many indices"),
    (_set((0, 't'), -1), _x, IndexError, "Invalid tensor index type"),
    (_set(slice(0, 3, -1), -1), _x, ValueError, "slice step must be positive"),
    (_set(0, (1, 2, 3)), _x, TypeError,
     "For __setitem__, the type of value can only be bool, int, float or Tensor."),
    (_set(0, [1, 2, 3]), _x, TypeError,
     "For __setitem__, the type of value can only be bool, int, float or Tensor."),
    (_set(0, -1), _z, TypeError, "Invalid index of a 0-dim tensor."),
], ids=["get-int", "get-neg-int", "get-too-many", "get-str", "get-float", "get-step",
        "get-0d-int", "get-0d-slice", "set-int", "set-neg-int", "set-too-many", "set-str",
        "set-step", "set-tuple-value", "set-list-value", "set-0d-int"])
def test_index_boost_checks_in_a_graph(monkeypatch, fn, make, err, text):
    """st tensor/test_setitem test_setitem_exception[0-ast]: under MS_DEV_TENSOR_INDEX_BOOST=1
    2.10's jit (and GRAPH_MODE) indexing raises its view code's texts, quoted (measured, type
    and whole text); eagerly the same calls keep the default checks (x[0:3:-1] is empty)."""
    monkeypatch.setenv("MS_DEV_TENSOR_INDEX_BOOST", "1")
    with pytest.raises(err) as info:
        ms.jit(fn)(make())
    assert str(info.value) == f"'{text}'"


def test_index_boost_leaves_eager_indexing_alone(monkeypatch):
    monkeypatch.setenv("MS_DEV_TENSOR_INDEX_BOOST", "1")
    assert _x()[0:3:-1].shape == (0, 3, 2)
    with pytest.raises(IndexError, match="out of bounds") as info:
        _ = _x()[3, 0, 0]
    assert not str(info.value).startswith("'")


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_transpose_perm_texts(mode):
    """2.10's Transpose checks, whole texts (measured; its eager repeated-axis text lacks the
    comma, and both name the axis modulo the rank)."""
    x = Tensor(np.ones((2, 2, 3), np.float32))
    ms.set_context(mode=mode)
    comma = "," if mode == ms.GRAPH_MODE else ""
    try:
        with pytest.raises(ValueError) as info:
            fn7 = lambda t, p: t.transpose(p)
            _Get(fn7)(x, (0, 1, -2))
        assert str(info.value) == \
            f"For 'Transpose'{comma} perms should all be unique dim, but1 is not unique!"
        with pytest.raises(ValueError) as info:
            fn8 = lambda t, p: t.transpose(p)
            _Get(fn8)(x, (0, 1))
        assert str(info.value) == \
            "For 'Transpose', size of perm should equal to rank of x, but got 2 and 3!"
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_index_boost_takes_tensors_of_sequence_arguments(monkeypatch):
    """st tensor/test_getitem test_getitem2[ast]: 2.10 reads the Tensors inside a tuple or list
    argument as constants, so under MS_DEV_TENSOR_INDEX_BOOST=1 an index made of them is taken
    (measured: its IR holds them as values), where two Tensor arguments put in a list in the
    source are refused."""
    monkeypatch.setenv("MS_DEV_TENSOR_INDEX_BOOST", "1")
    x = Tensor(np.arange(24).reshape(2, 3, 4))
    index_by = lambda t, index: t[index]
    fancy = ms.jit(index_by)
    np.testing.assert_array_equal(
        fancy(x, ([Tensor(0), 1], Tensor(0), [0, Tensor(1)])).asnumpy(), [0, 13])
    by_seq = lambda t, seq: t[0, seq[0]]
    np.testing.assert_array_equal(ms.jit(by_seq)(x, ((0, Tensor(2)),)).asnumpy(),
                                  [[0, 1, 2, 3], [8, 9, 10, 11]])
    in_list = lambda t, a, b: t[0, [a, b]]
    with pytest.raises(IndexError, match="mutable list/tuple"):
        ms.jit(in_list)(x, Tensor(0), Tensor(1))


_STR_TEXT = ("Unsupported Python object type received: <class 'str'>. Supported types for tensor "
             "indexing are: list, int, float, tuple, slice, ellipsis, None, array, bool, or "
             "Tensor. Received value: '{}'")


_fn9 = lambda x: x['t']
_fn10 = lambda x: x[0, 't']


@pytest.mark.parametrize("graph", [False, True])
@pytest.mark.parametrize("fn, kind, text", [
    (_fn9, IndexError, _STR_TEXT.format("t")),
    (_set('t', -1), IndexError, _STR_TEXT.format("t")),
    (_set(0, 'a'), IndexError, _STR_TEXT.format("a")),
    (_fn10, TypeError, "For 'tensor_setitem_by_tuple', the types only support "
     "'Slice', 'Ellipsis', 'None', 'Tensor', 'int', 'List', 'Tuple', 'bool', but got String"),
    (_set((0, 't'), -1), IndexError, "invalid index type"),
], ids=["get", "set", "set-value", "get-in-tuple", "set-in-tuple"])
def test_str_index_and_value_texts(graph, fn, kind, text):
    """A str index or assigned value: 2.10's parser text in both modes; inside a graph's tuple
    index its tuple texts (measured; eagerly the parser text there too)."""
    if not graph and not text.startswith("Unsupported"):     # eagerly: the parser's text
        kind, text = IndexError, _STR_TEXT.format("t")
    with pytest.raises(kind) as info:
        (ms.jit(fn) if graph else fn)(_x())
    assert str(info.value) == text
