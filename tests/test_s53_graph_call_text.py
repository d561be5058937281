"""'Failed calling <Prim>' TypeErrors of primitives given operands of a wrong type, in both modes,
as MindSpore 2.10 (CPU) gives them: each case was run on 2.10 inside a Cell's construct in
GRAPH_MODE and in PYNATIVE_MODE, one case per process (session 53's sweep of 144 calls).

Op by op the parser names every operand (``CumSum(exclusive=bool, reverse=bool)(input=Tensor,
axis=None)``). A graph keeps that text where the refused operand's parameter is an ``<int>`` one,
a tuple of ints (even with ``Tensor`` among its types: Tile's ``dims``, ReduceSum's ``axis``) or
a constructor attribute (Roll's ``shifts``); where it takes a Tensor (``<Tensor>``, ``<Number,
Tensor>``, ``<Tensor, int>``) the graph's signature check names only the refused operand, in
graph type names (``axis=Float32``, ``axis=List[Int64]``, ``input=None``), and the operands'
valid calling (``compiler/graph_call_text.py``)."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops, Tensor
import minicell.ops.operations as P
from conftest import FnCell

A = np.ones((4, 6), np.float32)
IDX = Tensor(np.array([0, 1], np.int32))
IDX2 = Tensor(np.zeros((4, 6), np.int64))
T2 = Tensor(np.array([0.1, 0.2], np.float32))
_VALID = "\nThe valid calling should be: "


def _op(call, valid):
    """The op-by-op text of a call ``Prim(...)(...)``."""
    return f'Failed calling {call.split("(")[0]} with "{call}".{_VALID}\n"{valid}".'


def _args(valid):
    """The operands' part of a valid calling ``Prim(...)(...)``."""
    return valid.rsplit(")(", 1)[1][:-1]


def _graph(prim, shown, valid):
    """The graph signature check's text."""
    return f'Failed calling {prim} with "{shown}".{_VALID}"{valid}".'


_CUMSUM = "CumSum(exclusive=<bool>, reverse=<bool>)(input=<Tensor>, axis=<int>)"
_TILE = "Tile()(input=<Tensor>, dims=<Tensor, tuple of int>)"
_TRANSPOSE = "Transpose()(input=<Tensor>, dims=<list of int, tuple of int>)"
_EXPAND = "ExpandDims()(input_x=<Tensor>, axis=<Tensor, int>)"
_GATHER = ("Gather(batch_dims=<int>)(input_params=<Tensor>, input_indices=<Tensor>, "
           "axis=<Tensor, int>)")
_DIMS = "<list of int, int, Tensor, tuple of int>"
_ROLL = ("Roll(shifts=<list of int, int, tuple of int>, dims=<list of int, int, tuple of int>)"
         "(input=<Tensor>)")
_GATHERD = "GatherD()(x=<Tensor>, dim=<Tensor, int>, index=<Tensor>)"


def _cumsum(shown):
    return _op(f"CumSum(exclusive=bool, reverse=bool)({shown})", _CUMSUM)


def _expand(graph_shown, eager_shown):
    return (_graph("ExpandDims", f"axis={graph_shown}", _args(_EXPAND)),
            _op(f"ExpandDims()(input_x=Tensor, axis={eager_shown})", _EXPAND))


def _gather(graph_shown, eager_shown):
    return (_graph("Gather", f"axis={graph_shown}", _args(_GATHER)),
            _op("Gather(batch_dims=int)(input_params=Tensor, input_indices=Tensor, "
                f"axis={eager_shown})", _GATHER))


def _unary(prim, graph_shown, eager_shown):
    """A one-Tensor-input primitive given something else."""
    return (_graph(prim, f"input={graph_shown}", "input=<Tensor>"),
            _op(f"{prim}()(input={eager_shown})", f"{prim}()(input=<Tensor>)"))


# name -> (call, GRAPH_MODE text, PYNATIVE_MODE text); one text: the same in both
_cumsum_axis_none = lambda t: P.CumSum()(t, None)
_cumsum_axis_str = lambda t: P.CumSum()(t, "a")
_cumsum_axis_float = lambda t: P.CumSum()(t, 1.5)
_cumsum_axis_array = lambda t: P.CumSum()(t, A)
_cumsum_input_none = lambda t: P.CumSum()(None, 0)
_cumsum_input_str = lambda t: P.CumSum()("a", 0)
_ops_cumsum_none = lambda t: ops.cumsum(t, None)
_ops_cumsum_str = lambda t: ops.cumsum(t, "a")
_cumprod_axis_none = lambda t: P.CumProd()(t, None)
_tile_none = lambda t: P.Tile()(t, None)
_tile_str = lambda t: P.Tile()(t, "a")
_tile_int = lambda t: P.Tile()(t, 2)
_tile_list = lambda t: P.Tile()(t, [2, 1])
_ops_tile_none = lambda t: ops.tile(t, None)
_transpose_none = lambda t: P.Transpose()(t, None)
_transpose_str = lambda t: P.Transpose()(t, "a")
_transpose_float = lambda t: P.Transpose()(t, 1.5)
_transpose_tuple_str = lambda t: P.Transpose()(t, ("a", 0))
_ops_transpose_none = lambda t: ops.transpose(t, None)
_expanddims_none = lambda t: P.ExpandDims()(t, None)
_expanddims_str = lambda t: P.ExpandDims()(t, "a")
_expanddims_float = lambda t: P.ExpandDims()(t, 1.5)
_expanddims_array = lambda t: P.ExpandDims()(t, A)
_expanddims_list = lambda t: P.ExpandDims()(t, [0])
_gather_axis_none = lambda t: P.Gather()(t, IDX, None)
_gather_axis_str = lambda t: P.Gather()(t, IDX, "a")
_gather_axis_float = lambda t: P.Gather()(t, IDX, 1.5)
_gatherd_dim_none = lambda t: P.GatherD()(t, None, IDX2)
_reducesum_axis_str = lambda t: P.ReduceSum()(t, "a")
_ops_mean_axis_float = lambda t: ops.mean(t, 1.5)
_ops_roll_shifts_str = lambda t: ops.roll(t, "a")
_add_str = lambda t: P.Add()(t, "a")
_ops_clip_tensor_min = lambda t: ops.clip(t, T2, 1.0)
_reciprocal_str = lambda t: P.Reciprocal()("a")
_reciprocal_none = lambda t: P.Reciprocal()(None)
_reciprocal_float = lambda t: P.Reciprocal()(1.5)
_relu_str = lambda t: P.ReLU()("a")
_exp_int = lambda t: P.Exp()(1)
_abs_bool = lambda t: P.Abs()(True)
_erf_str = lambda t: P.Erf()("a")
_eye_n_none = lambda t: P.Eye()(None, 3, ms.float32)
CASES = {
    "CumSum axis None": (_cumsum_axis_none, _cumsum("input=Tensor, axis=None")),
    "CumSum axis str": (_cumsum_axis_str, _cumsum("input=Tensor, axis=string")),
    "CumSum axis float": (_cumsum_axis_float, _cumsum("input=Tensor, axis=float")),
    "CumSum axis array": (_cumsum_axis_array, _cumsum("input=Tensor, axis=External"),
                          _cumsum("input=Tensor, axis=<class 'numpy.ndarray'>")),
    "CumSum input None": (_cumsum_input_none,
                          _graph("CumSum", "input=None", _args(_CUMSUM)),
                          _cumsum("input=None, axis=int")),
    "CumSum input str": (_cumsum_input_str,
                         _graph("CumSum", "input=String", _args(_CUMSUM)),
                         _cumsum("input=string, axis=int")),
    "ops.cumsum None": (_ops_cumsum_none, _cumsum("input=Tensor, axis=None")),
    "ops.cumsum str": (_ops_cumsum_str, _cumsum("input=Tensor, axis=string")),
    "CumProd axis None": (_cumprod_axis_none, _op(
        "CumProd(exclusive=bool, reverse=bool)(x=Tensor, axis=None)",
        "CumProd(exclusive=<bool>, reverse=<bool>)(x=<Tensor>, axis=<int>)")),
    "Tile None": (_tile_none, _op("Tile()(input=Tensor, dims=None)", _TILE)),
    "Tile str": (_tile_str, _op("Tile()(input=Tensor, dims=string)", _TILE)),
    "Tile int": (_tile_int, _op("Tile()(input=Tensor, dims=int)", _TILE)),
    "Tile list": (_tile_list,
                  _op("Tile()(input=Tensor, dims=list<int, int>)", _TILE),
                  _op("Tile()(input=Tensor, dims=List<int, int>)", _TILE)),
    "ops.tile None": (_ops_tile_none,
                      _op("Tile()(input=Tensor, dims=None)", _TILE)),
    "Transpose None": (_transpose_none,
                       _op("Transpose()(input=Tensor, dims=None)", _TRANSPOSE)),
    "Transpose str": (_transpose_str,
                      _op("Transpose()(input=Tensor, dims=string)", _TRANSPOSE)),
    "Transpose float": (_transpose_float,
                        _op("Transpose()(input=Tensor, dims=float)", _TRANSPOSE)),
    "Transpose tuple str": (_transpose_tuple_str,
                            _op("Transpose()(input=Tensor, dims=tuple<string, int>)", _TRANSPOSE),
                            _op("Transpose()(input=Tensor, dims=Tuple<string, int>)", _TRANSPOSE)),
    "ops.transpose None": (_ops_transpose_none,
                           _op("Transpose()(input=Tensor, dims=None)", _TRANSPOSE)),
    "ExpandDims None": (_expanddims_none, *_expand("None", "None")),
    "ExpandDims str": (_expanddims_str, *_expand("String", "string")),
    "ExpandDims float": (_expanddims_float, *_expand("Float32", "float")),
    "ExpandDims array": (_expanddims_array,
                         *_expand("External", "<class 'numpy.ndarray'>")),
    "ExpandDims list": (_expanddims_list, *_expand("List[Int64]", "List<int>")),
    "Gather axis None": (_gather_axis_none, *_gather("None", "None")),
    "Gather axis str": (_gather_axis_str, *_gather("String", "string")),
    "Gather axis float": (_gather_axis_float, *_gather("Float32", "float")),
    "GatherD dim None": (_gatherd_dim_none,
                         _graph("GatherD", "dim=None", _args(_GATHERD)),
                         _op("GatherD()(x=Tensor, dim=None, index=Tensor)", _GATHERD)),
    "ReduceSum axis str": (_reducesum_axis_str, _op(
        "ReduceSum(keep_dims=bool, skip_mode=bool)(x=Tensor, axis=string)",
        f"ReduceSum(keep_dims=<bool>, skip_mode=<bool>)(x=<Tensor>, axis={_DIMS})")),
    "ops.mean axis float": (_ops_mean_axis_float, _op(
        "ReduceMean(keep_dims=bool)(x=Tensor, axis=float)",
        f"ReduceMean(keep_dims=<bool>)(x=<Tensor>, axis={_DIMS})")),
    "ops.roll shifts str": (_ops_roll_shifts_str,
                            _op("Roll(shifts=string, dims=None)(input=Tensor)", _ROLL)),
    "Add str": (_add_str,
                _graph("Add", "other=String", "input=<Number, Tensor>, other=<Number, Tensor>"),
                _op("Add()(input=Tensor, other=string)",
                    "Add()(input=<Number, Tensor>, other=<Number, Tensor>)")),
    "ops.clip Tensor min": (_ops_clip_tensor_min,
                            _graph("ClampTensor", "max=Float32",
                                   "input=<Tensor>, min=<Tensor>, max=<Tensor>"),
                            _op("ClampTensor()(input=Tensor, min=Tensor, max=float)",
                                "ClampTensor()(input=<Tensor>, min=<Tensor>, max=<Tensor>)")),
    "Reciprocal str": (_reciprocal_str, *_unary("Reciprocal", "String", "string")),
    "Reciprocal None": (_reciprocal_none, *_unary("Reciprocal", "None", "None")),
    "Reciprocal float": (_reciprocal_float,
                         *_unary("Reciprocal", "Float32", "float")),
    "ReLU str": (_relu_str, *_unary("ReLU", "String", "string")),
    "Exp int": (_exp_int, *_unary("Exp", "Int64", "int")),
    "Abs bool": (_abs_bool, *_unary("Abs", "Bool", "bool")),
    "Erf str": (_erf_str, *_unary("Erf", "String", "string")),
    "Eye n None": (_eye_n_none, _op(
        "Eye()(n=None, m=int, dtype=mindspore.dtype)",
        "Eye()(n=<int>, m=<int>, dtype=<mindspore.dtype>)")),
}


@pytest.mark.parametrize("name", list(CASES))
def test_failed_calling_text(name, mode):
    call, graph, *eager = CASES[name]
    h = Tensor(np.arange(24, dtype=np.float32).reshape(4, 6))
    with pytest.raises(TypeError) as info:
        FnCell(call)(h)
    want = graph if mode == ms.GRAPH_MODE or not eager else eager[0]
    assert str(info.value) == want


def test_valid_calls_next_to_the_refused_ones(mode):
    # 2.10 (both modes): Tensor.transpose(None) reverses the axes, Tensor.cumsum(None) sums the
    # flattened Tensor; the int operands that the checks above refuse in other types pass
    h = Tensor(np.arange(24, dtype=np.float32).reshape(4, 6))
    fn = (lambda t: (t.transpose(None), P.CumSum()(t, 1), P.ExpandDims()(t, 0),
                     P.Gather()(t, IDX, 1), P.CumProd()(t, 0)))
    out = FnCell(fn)(h)
    x = h.asnumpy()
    assert out[0].shape == (6, 4) and out[0].asnumpy().tolist() == x.T.tolist()
    assert out[1].asnumpy().tolist() == np.cumsum(x, 1).tolist()
    assert out[2].shape == (1, 4, 6)
    assert out[3].asnumpy().tolist() == x[:, :2].tolist()
    assert out[4].asnumpy().tolist() == np.cumprod(x, 0).tolist()
