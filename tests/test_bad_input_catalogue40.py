"""Bad input, fortieth round (measured against MindSpore 2.10 CPU, one case per forked process;
each row is 2.10's exception type and text): Tensor indexing (bad_input_rows40_index:
``x[index]`` / ``x[index] = v``), parallel and context settings (bad_input_rows40_parallel:
set_auto_parallel_context's dict keys, dataset_strategy, auto_pipeline, set_algo_parameters),
array ops (bad_input_rows40_ops: gather_elements, index_fill, unbind, movedim, flipud/fliplr,
stack/concat, range, strided_slice, one_hot, ...), recurrent and attention layers
(bad_input_rows40_nn: RNN/LSTM/GRU, Embedding, MultiheadAttention, Transformer*), mixed
precision (bad_input_rows40_amp) and training callbacks / serialization
(bad_input_rows40_train). The cases after the rows: the graph texts of the same index checks,
and state kept after a refused call."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops

import bad_input_rows40_train
from bad_input_rows27 import _exact
from bad_input_rows40_amp import ROWS as AMP
from bad_input_rows40_index import ROWS as INDEX
from bad_input_rows40_nn import ROWS as NN
from bad_input_rows40_ops import ROWS as OPS
from bad_input_rows40_parallel import ROWS as PARALLEL
from conftest import FnCell, raises_as_mindspore

TRAIN = bad_input_rows40_train.ROWS
PARTS = (INDEX, PARALLEL, OPS, NN, AMP, TRAIN)
ROWS = {k: v for part in PARTS for k, v in part.items()}


def test_the_row_names_are_distinct():
    assert len(ROWS) == sum(len(p) for p in PARTS)


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name, tmp_path, monkeypatch):
    monkeypatch.setattr(bad_input_rows40_train, "TMP", str(tmp_path))
    call, exc, text = ROWS[name]
    try:
        raises_as_mindspore(call, exc, _exact(text))
    finally:
        ms.reset_auto_parallel_context()


def _x():
    return Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))


def _float_index(x, f):
    return x[f]


def _mask3(x, f):
    return x[Tensor(np.array([True, False, True]))]


def _zero_step(x, f):
    return x[::0]


def _set_float_index(x, f):
    x[f] = 1.0
    return x


def _set_zero_step(x, f):
    x[::0] = 1.0
    return x


# 2.10's texts per mode (measured: a Cell's construct in GRAPH_MODE, /tmp/s56/bad40/gi.py)
GRAPH = [
    (_float_index, IndexError, "The tensor index must be int or bool type, but got Float32.",
     "The tensor index must be int or bool type, but got [0. 1.]"),
    (_mask3, IndexError, "'The shape of index (3) does not match the shape of the indexed data "
                         "(2, 3)'",
     None),
    (_zero_step, ValueError, "For 'StridedSlice', input 'strides' can not contain 0.",
     "For 'StridedSlice', 'strides' cannot contain 0"),
    (_set_float_index, IndexError, "For 'tensor setitem', the index tensor data type 'Float32' "
                                   "is not supported.",
     "For tensor set item, the index tensor data type43 is not supported."),
    (_set_zero_step, ValueError, "For 'StridedSlice', 'strides' cannot contain 0",
     "For 'StridedSlice', 'strides' cannot contain 0"),
]


@pytest.mark.parametrize("fn, exc, graph_text, eager_text", GRAPH,
                         ids=[g[0].__name__ for g in GRAPH])
def test_the_index_checks_hold_in_both_modes(mode, fn, exc, graph_text, eager_text):
    f = Tensor(np.array([0.0, 1.0], np.float32))
    if mode == ms.GRAPH_MODE:
        raises_as_mindspore(lambda: FnCell(fn)(_x(), f), exc, _exact(graph_text))
    elif eager_text is None:        # eagerly 2.10's ValueError (a row of INDEX)
        with pytest.raises(ValueError, match=r"\[const vector\]\{3\}does not match"):
            FnCell(fn)(_x(), f)
    else:
        raises_as_mindspore(lambda: FnCell(fn)(_x(), f), exc, _exact(eager_text))


def test_good_indexing_still_runs(mode):
    def pick(x, m):
        x[0, ::2] = 9.0
        return x[m] + x[1, ::-1].sum()
    m = Tensor(np.array([1], np.int32))
    np.testing.assert_array_equal(FnCell(pick)(_x(), m).asnumpy(), [[15.0, 16.0, 17.0]])


def test_a_tensor_keeps_its_data_after_refused_assignments():
    x = _x()
    for index, value in ((2, 1.0), (slice(None, None, 0), 1.0), (0, None), (0, {}),
                         (Tensor(np.array([0.0], np.float32)), 1.0)):
        with pytest.raises((IndexError, TypeError, ValueError)):
            x[index] = value
    np.testing.assert_array_equal(x.asnumpy(), np.arange(6).reshape(2, 3))


def test_a_zero_d_tensor_still_takes_its_whole_index():
    t = Tensor(np.float32(2.0))
    assert t[...].asnumpy() == 2.0 and t[None].shape == (1,)
    t[...] = 3.0
    assert t.asnumpy() == 3.0


def test_the_parallel_context_keeps_its_values_after_refused_settings():
    ms.set_auto_parallel_context(pipeline_config={"pipeline_interleave": True},
                                 comm_fusion={"allreduce": {"mode": "auto", "config": None}})
    try:
        with pytest.raises(ValueError, match=r"^Unknown config: \['foo'\]$"):
            ms.set_auto_parallel_context(device_num=2, pipeline_config={"foo": 1})
        with pytest.raises(KeyError):
            ms.set_auto_parallel_context(comm_fusion={"foo": {}})
        with pytest.raises(TypeError, match="must be str or tuple type"):
            ms.set_auto_parallel_context(dataset_strategy=[[1]])
        assert ms.get_auto_parallel_context("device_num") == 1
        assert ms.get_auto_parallel_context("pipeline_interleave")
        assert ms.get_auto_parallel_context("dataset_strategy") == "data_parallel"
        ms.set_auto_parallel_context(dataset_strategy=((1, 1),), auto_pipeline=True)
        assert ms.get_auto_parallel_context("dataset_strategy") == [[1, 1]]
    finally:
        ms.reset_auto_parallel_context()


def test_set_algo_parameters_checks_its_types_as_2_10():
    with pytest.raises(TypeError, match=r"^The parameter 'algo_approxi_epsilon' must be <class "
                                        r"'float'>, but got <class 'int'>$"):
        ms.set_algo_parameters(algo_approxi_epsilon=1)
    ms.set_algo_parameters(algo_approxi_epsilon=0.5, fully_use_devices=True)
    try:
        assert ms.get_algo_parameters("algo_approxi_epsilon") == 0.5
    finally:
        ms.reset_algo_parameters()


def _concat(x, i, f, s):
    return ops.concat([x, f])


def _unbind(x, i, f, s):
    return ops.unbind(s, 0)


def _gather_elements(x, i, f, s):
    return ops.gather_elements(x, 2, i)


def _index_fill(x, i, f, s):
    return ops.index_fill(x, 0, i[0], x)


def _one_hot(x, i, f, s):
    return ops.one_hot(f, 3, s, s)


def _flipud(x, i, f, s):
    return ops.flipud(s)


def _movedim(x, i, f, s):
    return ops.movedim(x, (0, 1), (0,))


def _strided_slice(x, i, f, s):
    return ops.strided_slice(x, (0, 0), (1, 1), (0, 1))


_MOVEDIM = ("For `source` and `destination` arguments, the number of elements must be the same, "
            "but got 'source': 2 and 'destination': 1.")
# (fn, type, graph text, eager text: None where the same) measured in a Cell's construct
# (/tmp/s56/bad40/ga.py) and eagerly (a row of OPS)
OP_GRAPH = [
    (_concat, ValueError, "For primitive[Concat], element rank must be same(shapes are [const "
                          "vector]{[const vector]{2, 3}, [const vector]{3}})!", None),
    (_unbind, ValueError, "For primitive[Unstack], the x_rank must be greater than or equal to 1,"
                          " but got 0.",
     "For 'Unstack', input's rank should be greater equal to 1, but got 0"),
    (_gather_elements, ValueError, "For primitive[GatherD], the dim value must be in [-2,2], but "
                                   "got 2.", None),
    (_index_fill, ValueError, "For primitive[IndexFill], the rank of 'value' must be equal to 0, "
                              "but got 2.", None),
    (_one_hot, TypeError, "For primitive[OneHot], the input argument[indices] must be a type of "
                          "{Tensor[Int32], Tensor[Int64]}, but got Tensor[Float32].", None),
    (_flipud, ValueError, "For primitive[ReverseV2], the rank of x must be not equal to 0, but "
                          "got 0.", None),
    (_movedim, ValueError, f"'{_MOVEDIM}'", _MOVEDIM),
    (_strided_slice, ValueError, "For 'StridedSlice', input 'strides' can not contain 0.", None),
]


@pytest.mark.parametrize("fn, exc, graph_text, eager_text", OP_GRAPH,
                         ids=[g[0].__name__ for g in OP_GRAPH])
def test_the_op_checks_hold_in_both_modes(mode, fn, exc, graph_text, eager_text):
    args = (_x(), Tensor(np.zeros((1, 1), np.int32)), Tensor(np.ones(3, np.float32)),
            Tensor(1.0))
    text = graph_text if mode == ms.GRAPH_MODE or eager_text is None else eager_text
    raises_as_mindspore(lambda: FnCell(fn)(*args), exc, _exact(text))


def test_unbind_gather_elements_and_index_fill_still_run(mode):
    def fn(x, i):
        return ops.gather_elements(x, 1, i).sum() + ops.index_fill(x, 0, i[0], 2.0).sum() \
            + ops.unbind(x, 0)[1].sum()
    # (0 * 3 + 3 * 3) + (2 * 3 + 12) + 12
    assert FnCell(fn)(_x(), Tensor(np.zeros((2, 3), np.int32))).asnumpy() == pytest.approx(39.0)


def test_concat_movedim_and_flipud_still_run(mode):
    def fn(x):
        return ops.concat([x, x]).sum() + ops.movedim(x, 0, 1)[0, 1] + ops.flipud(x)[0, 0]
    assert FnCell(fn)(_x()).asnumpy() == pytest.approx(36.0)


class _Attention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mha = nn.MultiheadAttention(6, 2)

    def construct(self, q, v, mask):
        return self.mha(q, q, v, attn_mask=mask)[0]


@pytest.mark.parametrize("value_len, mask_shape, text", [
    (5, (3, 3), "The shape of `key` (3, 2, 6) does not match `value` (5, 2, 6)."),
    (3, (2, 2), "The shape of the `attn_mask` should be (3, 3), but got (2, 2)."),
], ids=["value", "mask"])
def test_multihead_attention_checks_hold_in_both_modes(mode, value_len, mask_shape, text):
    # 2.10 quotes them in a graph (measured: /tmp/s56/bad40/gm.py)
    text = f"'{text}'" if mode == ms.GRAPH_MODE else text
    q, v = Tensor(np.ones((3, 2, 6), np.float32)), Tensor(np.ones((value_len, 2, 6), np.float32))
    mask = Tensor(np.zeros(mask_shape, np.float32))
    raises_as_mindspore(lambda: _Attention()(q, v, mask), ValueError, _exact(text))
    assert _Attention()(q, q, Tensor(np.zeros((3, 3), np.float32))).shape == (3, 2, 6)
