"""Out-of-range indices of the gather/scatter-by-index ops and of sparse cross entropy's labels:
2.10's texts (measured on 2.10 CPU, both modes: /tmp/s70/lead/vd/ts2.py, idx.py), checked by
rows (``minicell/ops/_index_rows.py``) in PYNATIVE_MODE, on a graph's inputs before the step,
and inside a graph on computed indices (the row packed in the check's code)."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops

from conftest import FnCell

_X = np.arange(6, dtype=np.float32).reshape(2, 3)
_U = np.ones(3, np.float32)


def _i(v):
    return ms.Tensor(np.asarray(v, np.int32))


def _add(i):
    return ops.tensor_scatter_add(ms.Tensor(_X), i, ms.Tensor(_U))


def _sub(i):
    return ops.tensor_scatter_sub(ms.Tensor(_X), i, ms.Tensor(_U))


def _update(i):
    return ops.tensor_scatter_update(ms.Tensor(_X), i, ms.Tensor(_U))


_P = ms.Parameter(ms.Tensor(_X), name="p")       # (every ScatterNdUpdate case fails: not written)


def _nd_update(i):
    return ops.ScatterNdUpdate()(_P, i, ms.Tensor(_U))


def _scatter_nd(i):
    return ops.scatter_nd(i, ms.Tensor(_U), (2, 3))


def _gather_nd(i):
    return ops.gather_nd(ms.Tensor(_X), i)


def _add_3d(i):
    return ops.tensor_scatter_add(ms.Tensor(np.zeros((2, 3, 4), np.float32)), i, ms.Tensor(_U))


def _xent(i):
    return ops.SparseSoftmaxCrossEntropyWithLogits()(ms.Tensor(np.zeros((4, 3), np.float32)), i)


_ADD = "For 'TensorScatterAdd', the {}-th value of 'indices'{} is out of range[2, 3]."
_UPDATE = ("For 'TensorScatterUpdate', indices out of range for input_x. Please check the "
           "indices which is [const vector]{{{}}}")
_ND_BIG = ("For 'ScatterNd', each element in 'indices' should be smaller than the value of "
           "shape, but got {} and got the value of shape {}")
_ND_NEG = "For 'ScatterNd', each element in 'indice' must be greater than or equal to 0, but got {}"
_XENT = "For 'SparseSoftmaxCrossEntropyWithLogits' got error label! label[index] must "
CASES = [       # 2.10's type (minicell's error is an instance of it) and whole first line
    (_add, [[0, 1], [1, 5], [0, 0]], RuntimeError, _ADD.format(2, "[1, 5]")),
    (_add, [[0, 1], [0, 0], [4, 0]], RuntimeError, _ADD.format(4, "[4, 0]")),
    (_add, [[0, 1], [-1, 0], [5, 0]], RuntimeError, _ADD.format(2, "[-1, 0]")),
    (_sub, [[0, 1], [1, 5], [0, 0]], RuntimeError,
     _ADD.format(2, "[1, 5]").replace("Add", "Sub")),
    (_update, [[0, 1], [1, 5], [0, 0]], ValueError, _UPDATE.format("1, 5")),
    (_update, [[0, 1], [5, 0], [-1, 0]], ValueError, _UPDATE.format("5, 0")),
    (_update, [[0, 1], [-1, 0], [5, 0]], RuntimeError, "The int value(-1) is less than 0."),
    (_update, [[0, 1], [0, 0], [1, -2]], RuntimeError, "The int value(-2) is less than 0."),
    (_nd_update, [[0, 1], [1, 5], [0, 0]], ValueError,
     _UPDATE.format("1, 5").replace("TensorScatter", "ScatterNd")),
    (_nd_update, [[0, 1], [1, -2], [0, 0]], RuntimeError, "The int value(-2) is less than 0."),
    (_scatter_nd, [[0, 1], [1, 5], [0, 0]], RuntimeError, _ND_BIG.format(5, 3)),
    (_scatter_nd, [[0, 1], [5, 0], [-1, 0]], RuntimeError, _ND_BIG.format(5, 2)),
    (_scatter_nd, [[0, 1], [-1, 0], [5, 0]], RuntimeError, _ND_NEG.format(-1)),
    (_gather_nd, [[1, 5]], RuntimeError,
     "For 'GatherNd', the indices[0]: [const vector]{1, 5}, does not index into input_shape: "
     "[const vector]{2, 3}."),
    (_xent, [0, 1, 7, 9], RuntimeError,
     _XENT + "<= class_num, but got index = 2 label[index] = 7 and class_num = 3"),
    (_xent, [0, -1, 7, 0], RuntimeError,
     _XENT + ">= 0, but got  index = 1 label[index] = -1"),
]


def _computed(fn):
    """``fn`` of an index computed in the graph (checked there, not on the host)."""
    def inner(i):
        return fn(i + 0)
    return inner


@pytest.mark.parametrize("where", ["pynative", "graph input", "graph computed"])
@pytest.mark.parametrize("fn, index, error, text", CASES,
                         ids=[f"{c[0].__name__}{k}" for k, c in enumerate(CASES)])
def test_index_rows_give_2_10s_texts(where, fn, index, error, text):
    if where == "pynative":
        ms.set_context(mode=ms.PYNATIVE_MODE)
        call = fn
    else:
        ms.set_context(mode=ms.GRAPH_MODE)
        call = FnCell(fn if where == "graph input" else _computed(fn))
    try:
        with pytest.raises(error) as info:
            call(_i(index))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert isinstance(info.value, IndexError)
    assert str(info.value).splitlines()[0] == text


def test_a_row_the_graph_code_cannot_hold_is_named_by_its_position():
    # three values, or values past 16 bits in a row of two: 2.10's text less the row
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(RuntimeError) as info:
            FnCell(_computed(_add))(_i([[0, 1], [1, 70000], [0, 0]]))
        assert str(info.value).splitlines()[0] == (
            "For 'TensorScatterAdd', the 2-th value of 'indices' is out of range[2, 3].")
        net = FnCell(_computed(_add_3d))
        with pytest.raises(RuntimeError) as info:
            net(_i([[0, 1, 1], [1, 2, 9], [0, 0, 0]]))
        assert str(info.value).splitlines()[0] == (
            "For 'TensorScatterAdd', the 3-th value of 'indices' is out of range[2, 3, 4].")
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_good_rows_still_scatter_and_the_label_at_the_class_count_is_refused():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        out = FnCell(_computed(_update))(_i([[0, 1], [1, 2], [0, 0]]))
        np.testing.assert_array_equal(out.asnumpy(), [[1, 1, 2], [3, 4, 1]])
        # 2.10's forward reads past the row for a label equal to the class count; minicell
        # refuses it (its own text), in both modes
        with pytest.raises(IndexError, match=r"should be in the range \[0, 3\), but got 3\."):
            FnCell(_xent)(_i([0, 3, 1, 1]))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    with pytest.raises(IndexError, match=r"should be in the range \[0, 3\), but got 3\."):
        _xent(_i([0, 3, 1, 1]))


def test_index_add_takes_int32_indices_only():
    # 2.10's CPU IndexAdd kernel: Int64 indices are its TypeError, whatever their values
    x = ms.Parameter(ms.Tensor(np.zeros(3, np.float32)), name="x")
    with pytest.raises(TypeError, match=r"^For primitive\[IndexAdd\], the input argument\[indices "
                                        r"type\] must be a type of \{Tensor\[Int32\]\}, but got "
                                        r"Tensor\[Int64\]\.$"):
        ops.index_add(x, ms.Tensor(np.array([1], np.int64)), ms.Tensor([2.0]), 0)
    ops.index_add(x, _i([1]), ms.Tensor([2.0]), 0)
    assert x.asnumpy().tolist() == [0.0, 2.0, 0.0]


def test_graph_getitem_names_a_negative_index_moved_twice():
    # 2.10's graph moves a negative position by the size before its Gather kernel moves it
    # again (measured: -7 of 3 is 'got -1' in a graph, 'got -4' eagerly, as ops.gather; -4 of
    # 3 it wraps to row 2, which minicell refuses as eagerly: 'got -1')
    def pick(i):
        return ms.Tensor(_U)[i]
    text = ("For 'Gather', the 'input_indices' should be in the range [0, 3), but got {}, "
            "error_code[58]")
    with pytest.raises(IndexError) as info:
        pick(_i([0, -7]))
    assert str(info.value).splitlines()[0] == text.format(-4)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        for net in (FnCell(pick), FnCell(_computed(pick))):
            for bad, named in ((-7, -1), (-4, -1), (-10, -4)):
                with pytest.raises(IndexError) as info:
                    net(_i([0, bad]))
                assert str(info.value).splitlines()[0] == text.format(named)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
