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
from minicell import Tensor

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
