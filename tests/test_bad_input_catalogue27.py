"""Bad input, twenty-seventh round (measured against MindSpore 2.10 CPU with /tmp/bad27's
catalogues, one case per forked process; each row is 2.10's exception type and text).

- ``ops.layer_norm``'s arguments: 2.10 builds the missing weight with ``ops.ones`` first, then
  LayerNormExt's parser refuses an ``eps`` that is not a float (an int or a bool too), then its
  shape inference checks the weight against ``normalized_shape``;
- the index kernels' texts: 2.10's Gather (``ops.gather``, ``index_select``, ``nn.Embedding``,
  ``t[index]`` with one index Tensor, a list index in a graph) shifts a negative position once
  and names the shifted value; the Scatter*/ScatterNd*/TensorScatter*/GatherNd/InplaceIndexAdd
  kernels take no negative position at all (minicell counted them from the end);
- axis arguments of functional ops and Tensor methods, nn constructors of less common layers
  and losses, Tensor/Parameter construction, context setters, checkpoint APIs, train.Model,
  callbacks and amp.
"""
import re

import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, ops
import bad_input_rows27
from bad_input_rows27 import ROWS, _exact
from conftest import FnCell, raises_as_mindspore

X = np.arange(6, dtype=np.float32).reshape(2, 3)


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name, tmp_path, monkeypatch):
    call, exc, text = ROWS[name]
    monkeypatch.setattr(bad_input_rows27, "TMP", str(tmp_path))
    try:
        raises_as_mindspore(call, exc, _exact(text.replace("{TMP}", str(tmp_path))))
    finally:
        if name.startswith("set_auto_parallel"):
            ms.reset_auto_parallel_context()


_LN_VALID = ('"LayerNormExt()(input=<Tensor>, normalized_shape=<list of int, int, tuple of int>, '
             'weight=<Tensor>, bias=<Tensor>, eps=<float>)".')


def _ln_call(weight="Tensor", eps="float", shape="Tuple<int>", x="Tensor"):
    return _exact(f'Failed calling LayerNormExt with "LayerNormExt()(input={x}, normalized_shape='
                  f'{shape}, weight={weight}, bias=Tensor, eps={eps})".\nThe valid calling '
                  f'should be: \n{_LN_VALID}')


# 2.10 (measured): its CPU has no LayerNormExt kernel, so a good call fails there; these fail
# before the kernel, in its parser and shape inference
LAYER_NORM = {
    "eps int": (lambda t: ops.layer_norm(t, (3,), eps=1), TypeError, _ln_call(eps="int")),
    "eps None": (lambda t: ops.layer_norm(t, (3,), eps=None), TypeError, _ln_call(eps="None")),
    "eps str": (lambda t: ops.layer_norm(t, (3,), eps="a"), TypeError, _ln_call(eps="string")),
    "eps bool": (lambda t: ops.layer_norm(t, (3,), eps=True), TypeError, _ln_call(eps="bool")),
    "weight list": (lambda t: ops.layer_norm(t, (3,), [1.0, 1.0, 1.0]), TypeError,
                    _ln_call(weight="List<float, float, float>")),
    "shape float": (lambda t: ops.layer_norm(t, 3.0), TypeError, _exact(
        'Failed calling Ones with "Ones()(shape=float, dtype=mindspore.dtype)".\nThe valid '
        'calling should be: \n"Ones()(shape=<list of int, int, Tensor, tuple of int>, '
        'dtype=<mindspore.dtype>)".')),
    "numpy input": (lambda t: ops.layer_norm(t.asnumpy(), (3,)), TypeError, _exact(
        "For 'Ones', the input 'dtype' should be mindspore dtype, but got float32.")),
    "shape mismatch": (lambda t: ops.layer_norm(t, (1, 2, 3)), ValueError, _exact(
        "For 'LayerNorm', gamma or beta shape must match input shape, but got input shape: "
        "[const vector]{2, 3}, gamma shape: [const vector]{1, 2, 3}, beta shape: "
        "[const vector]{1, 2, 3}.")),
    "weight shape": (lambda t: ops.layer_norm(t, (3,), Tensor(np.ones(2, np.float32))),
                     RuntimeError, _exact(
        "For 'LayerNorm', the shape of gamma and beta must be equal to normalized_shape, but got "
        "gamma shape: [const vector]{2}, beta shape: [const vector]{3} ,normalized_shape: "
        "[const vector]{3}.")),
}


@pytest.mark.parametrize("name", list(LAYER_NORM))
def test_layer_norm_arguments(name):
    call, exc, pattern = LAYER_NORM[name]
    raises_as_mindspore(lambda: call(Tensor(X)), exc, pattern)


def test_layer_norm_takes_a_float_eps_and_an_int_shape():
    # a negative eps is not refused before 2.10's kernel, which its CPU lacks: minicell computes
    # (NaN for a constant row, as the formula gives)
    out = ops.layer_norm(Tensor(X), 3, eps=np.float64(0.0)).asnumpy()
    np.testing.assert_allclose(out, np.tile([-1.2247449, 0.0, 1.2247449], (2, 1)), rtol=1e-5)


_GATHER = ("For 'Gather', the 'input_indices' should be in the range [0, {}), but got {}, "
           "error_code[58]")


@pytest.mark.heavy          # graphs compiled
@pytest.mark.parametrize("index,size,bad", [([0, 3], 2, 3), ([0, -4], 2, -2),
                                             ("tensor", 2, 2)], ids=["list", "list neg", "tensor"])
def test_index_out_of_range_in_a_graph_is_the_gather_text(index, size, bad):
    # 2.10 (measured): t[[0, 3]] and t[Tensor([0, 2])] in a Cell are its Gather kernel's
    # RuntimeError; t[[0, -4]] of an axis of 2 it silently wraps (rows 0, 0), where minicell
    # raises the same error, naming -4 shifted once as 2.10's kernel does
    t = Tensor(X)
    idx = Tensor(np.array([0, 2], np.int32)) if index == "tensor" else None
    fn = lambda a, i: a[i]
    fn2 = lambda a: a[index]
    net = FnCell((fn) if idx is not None else (fn2))
    args = (t, idx) if idx is not None else (t,)
    ms.set_context(mode=ms.GRAPH_MODE)
    with pytest.raises(RuntimeError, match=re.escape(_GATHER.format(size, bad))) as info:
        net(*args)
    assert isinstance(info.value, IndexError)


@pytest.mark.heavy          # three scatters and a scatter_elements run eagerly (~1.1 s)
def test_negative_positions_are_refused_and_change_nothing():
    # 2.10's Scatter* kernels take no negative position (measured at -1 of 2; minicell counted
    # it from the end): the Parameter is left as it was
    p = ms.Parameter(Tensor(X), name="p")
    for prim in (ops.ScatterAdd(), ops.ScatterUpdate(), ops.ScatterNdAdd()):
        idx = Tensor(np.array([[-1]] if isinstance(prim, ops.ScatterNdAdd) else [-1], np.int32))
        with pytest.raises(RuntimeError):
            prim(p, idx, Tensor(np.ones((1, 3), np.float32)))
    assert p.asnumpy().tolist() == X.tolist()
    # ops.scatter (TensorScatterElements) and Tensor.index_copy still count from the end
    out = ops.scatter(Tensor(X), 1, Tensor(np.array([[-1]], np.int64)), Tensor([[9.0]]))
    assert out.asnumpy().tolist() == [[0.0, 1.0, 9.0], [3.0, 4.0, 5.0]]
