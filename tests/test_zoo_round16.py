"""Model-zoo round 16 (mindspore-ai/models official + research nlp/audio/recommend/gnn/mm):
behaviours the zoo models rely on, values measured on MindSpore 2.10."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops


def _ids():
    return ms.Tensor(np.array([0, 2, 1]))


@pytest.mark.parametrize("on, off, dtype", [
    (1.0, 0.0, ms.float32), (1, 0, ms.int64), (np.float32(1), np.float32(0), ms.float32)])
def test_one_hot_python_value_dtypes(on, off, dtype):
    # SwinTransformer's RelativeBias: ops.one_hot(index, depth, 1.0, 0.0) @ a Float32 table
    out = ops.one_hot(_ids(), 3, on, off)
    assert out.dtype == dtype
    np.testing.assert_array_equal(out.asnumpy(), np.eye(3)[[0, 2, 1]])


def test_one_hot_python_float_in_graph():
    @ms.jit
    def f(i):
        return ops.one_hot(i, 3, 1.0, 0.0)
    assert f(_ids()).dtype == ms.float32


def test_gatherv2_attrs_and_repr():
    # research/nlp/albert builds P.GatherV2(); 2.10's attributes and repr (io names left out)
    from minicell.ops import operations as P
    g = P.GatherV2()
    assert repr(g) == "Prim[GatherV2]<batch_dims=0>"
    assert g.attrs == {"batch_dims": 0, "input_names": ["params", "indices", "axis"],
                       "output_names": ["output"]}
    s = P.SparseGatherV2()
    assert repr(s) == "Prim[SparseGatherV2]<bprop_return_sparse=True>"
    assert s.attrs["bprop_return_sparse"] is True
    t = ms.Tensor(np.arange(12, dtype=np.float32).reshape(4, 3))
    # it gathers inside a graph; an eager call is 2.10's RuntimeError (test_zoo27_patterns)
    fn = lambda a, b: g(a, b, 0)
    np.testing.assert_array_equal(
        ms.jit(fn)(t, ms.Tensor(np.array([1, 3], np.int32))).asnumpy(),
        [[3, 4, 5], [9, 10, 11]])


@pytest.mark.parametrize("seq, index, text", [
    ("tuple", 0.5, "TupleGetItem evaluator index should be an int64 number, but got "
                   "AbstractScalar(Type: Float32, Value: 0.5, Shape: NoShape)"),
    ("list", 1.0, "list_getitem evaluator index should be an int64 number, but got "
                  "AbstractScalar(Type: Float32, Value: 1, Shape: NoShape)")])
def test_graph_float_index_into_a_sequence_is_2_10s_index_error(seq, index, text):
    # zoo16's probe: a Python float indexing a tuple or list in a GRAPH_MODE construct (2.10's
    # text, measured; Python's own TypeError before)
    class Pick(ms.nn.Cell):
        def construct(self, x):
            return ((x, x + 1) if seq == "tuple" else [x, x + 1])[index]

    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(IndexError) as err:
            Pick()(ms.Tensor(np.ones((1, 3), np.float32)))
        assert str(err.value).splitlines()[0] == text
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
