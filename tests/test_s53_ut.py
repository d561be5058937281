"""Session 53 (ut): MindSpore 2.10's tests/ut/python files re-run under minicell.

``ms_memory_recycle`` (memory_recycle/test_memory_recycle.py test_api_ms_memory_recycle):
2.10 (measured) exports it from ``mindspore`` and ``mindspore.common``, takes no argument and
returns None in both modes; minicell raised UnsupportedError.

String tensors (ir/test_tensor.py test_tensor_input_ndarray_str): 2.10 (measured) makes a
Tensor of dtype String from a numpy array of str (whatever ``dtype`` is passed), which it
prints, copies and reads back with ``asnumpy`` (its ops refuse it); minicell refused the array.

``Dataset.bucket_batch_by_length`` argument checks (dataset/test_bucket_batch_by_length.py
test_bucket_batch_invalid_input): 2.10's order, types and texts (measured); minicell took a
tuple or str of column names and had one text of its own for the boundaries and batch sizes.

Left as they are (2.10 passes, minicell fails), with the reason: IR dump files and their exact
text (debug/test_save_graphs, test_code_trace, test_analyze_fail, pipeline/parse/test_debug_info
test_jit/test_cell_jit, pipeline/infer/test_no_eliminate_flag, test_side_effect_bprop_custom_assign,
graph_syntax/test_environment_variable_of_ir_print*); MindSpore's own MindIR/ONNX file layout
(mindir/test_mindir_export_larger_than_2g, onnx); ``set_dump``, ``hifloat8``, NPU float-status
ops (Ascend); numpy 2 in the test code (``np.float_``, ``int()`` of a 1-element array);
private helpers of MindSpore's implementation (amp ``_insert_cast_for_operators`` rewriting
MindSpore's own nn source, ``_summary_adapter``, ``SummaryLandscape``,
``get_parameter_redundancy``); PrimitiveWithInfer subclasses without a kernel
(ir/test_row_tensor MySparseGatherV2); ``Tensor.from_numpy`` sharing the numpy buffer
(minicell's Tensors wrap immutable jax Arrays); 2.10's parser refusing a lambda passed to vmap;
the construct-code traceback 2.10 appends to a graph error's text
(pipeline/parse/test_debug_info test_parse_slice_location: minicell's traceback has the line);
a Parameter created in a @jit function on a path that is not taken (mindir/test_msfunc_export:
2.10 analyses only the values used, minicell's trace runs each statement and refuses it).
``cells_compile_cache``/``Cell.compile_cache`` are followed since session 62
(tests/test_s62_ut62a.py).
"""
import inspect

import numpy as np
import pytest

import minicell as ms
import minicell.common
import minicell.common.api
from minicell import Tensor, jit, nn, ops
from minicell import dataset as ds


class _Add(nn.Cell):
    def construct(self, x, y):
        return ops.add(x, y)


def test_ms_memory_recycle_exported_without_parameters():
    assert ms.ms_memory_recycle is minicell.common.ms_memory_recycle
    assert minicell.common.api.ms_memory_recycle is ms.ms_memory_recycle
    assert not inspect.signature(ms.ms_memory_recycle).parameters


@pytest.mark.heavy      # it empties JAX's caches: every later case in the process recompiles
def test_ms_memory_recycle_drops_cached_programs_and_models_still_run(mode):
    net = _Add()
    x = Tensor(np.array([1.0, 2.0], np.float32))
    assert net(x, x).asnumpy().tolist() == [2.0, 4.0]

    @jit
    def double(t):
        return t * 2

    assert double(x).asnumpy().tolist() == [2.0, 4.0]
    import jax
    probe = jax.jit(lambda a: a + 1)
    probe(np.ones(2, np.float32))
    assert probe._cache_size() == 1
    assert ms.ms_memory_recycle() is None
    assert probe._cache_size() == 0                 # cached programs were released
    y = Tensor(np.array([3.0, 5.0], np.float32))
    assert net(x, y).asnumpy().tolist() == [4.0, 7.0]
    assert double(y).asnumpy().tolist() == [6.0, 10.0]


def test_string_tensor_from_a_numpy_str_array():
    """Texts measured on 2.10."""
    t = Tensor(np.array(["88", 0, 9]))
    assert t.dtype == ms.string and t.shape == (3,)
    assert str(t) == "['88' '0' '9']"
    assert repr(t) == "Tensor(shape=[3], dtype=String, value= ['88', '0', '9'])"
    assert t.asnumpy().tolist() == ["88", "0", "9"] and t.asnumpy().dtype.kind == "U"
    m = Tensor(np.array([["ab", "c"], ["d", "eee"]]))
    assert repr(m) == ("Tensor(shape=[2, 2], dtype=String, value=\n[['ab', 'c'],\n"
                       " ['d', 'eee']])")
    assert str(m) == "[['ab' 'c']\n ['d' 'eee']]"
    assert (m.ndim, m.size, len(m)) == (2, 4, 2)
    s = Tensor(np.array("abc"))
    assert (repr(s), str(s), s.shape) == ("Tensor(shape=[], dtype=String, value= 'abc')", "abc",
                                          ())
    assert Tensor(m).asnumpy().tolist() == [["ab", "c"], ["d", "eee"]]
    for dtype in (ms.string, ms.float32):          # 2.10 keeps String whatever dtype says
        assert Tensor(np.array(["1", "2"]), dtype).dtype == ms.string


def test_string_tensor_source_array_is_copied_and_python_str_refused():
    src = np.array(["a", "b"])
    t = Tensor(src)
    src[0] = "z"
    assert t.asnumpy().tolist() == ["a", "b"]
    with pytest.raises(TypeError, match="but got type 'str'"):
        Tensor("abc")


def _rows():
    for i in range(4):
        yield (np.arange(i + 1),)


@pytest.mark.parametrize("args, kwargs, err, text", [
    (([1, 2], [1, 2], [1, 1, 1]), {}, TypeError,
     "Argument column_names[0] with value 1 is not of type [<class 'str'>], but got "
     "<class 'int'>."),
    ((("c",), [1, 2], [1, 1, 1]), {}, TypeError,
     "Argument column_names with value ('c',) is not of type [<class 'list'>], but got "
     "<class 'tuple'>."),
    (("c", [1, 2], [1, 1, 1]), {}, TypeError,
     "Argument column_names with value c is not of type [<class 'list'>], but got "
     "<class 'str'>."),
    (([], [1, 2], [1, 1, 1]), {}, ValueError, "column_names should not be empty."),
    ((["c"], [], [1]), {}, ValueError, "bucket_boundaries cannot be empty."),
    ((["c"], ["1", "2"], [1, 1, 1]), {}, TypeError, "bucket_boundaries should be a list of int."),
    ((["c"], [0, 2], [1, 1, 1]), {}, ValueError,
     "bucket_boundaries must only contain positive numbers."),
    ((["c"], [1, 2, 2], [1, 1, 1, 1]), {}, ValueError,
     "bucket_boundaries should be strictly increasing."),
    ((["c"], [1, 2], [1, 1]), {}, ValueError,
     "bucket_batch_sizes must contain one element more than bucket_boundaries."),
    ((["c"], [1, 2], [1, "1", 1]), {}, TypeError, "bucket_batch_sizes should be a list of int."),
    ((["c"], [1, 2], [1, 0, 1]), {}, ValueError,
     "bucket_batch_sizes should be a list of positive numbers."),
    ((["c"], [1, 2], [1, 1, 1]), {"drop_remainder": ""}, TypeError,
     'Argument drop_remainder with value "" is not of type [<class \'bool\'>], but got '
     "<class 'str'>."),
    ((["c"], [1, 2], [1, 1, 1]), {"element_length_function": 3}, TypeError,
     "element_length_function object is not callable."),
])
def test_bucket_batch_by_length_argument_errors_as_2_10(args, kwargs, err, text):
    data = ds.GeneratorDataset(_rows, ["c"])
    with pytest.raises(err) as e:
        data.bucket_batch_by_length(*args, **kwargs)
    assert str(e.value) == text


def test_bucket_batch_by_length_valid_list_still_batches():
    data = ds.GeneratorDataset(_rows, ["c"]).bucket_batch_by_length(["c"], [2, 3], [1, 1, 2])
    shapes = [row[0].shape for row in data.create_tuple_iterator(output_numpy=True)]
    assert shapes == [(1, 1), (1, 2), (2, 4)]
