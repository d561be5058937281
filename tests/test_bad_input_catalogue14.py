"""Bad input, fourteenth round (measured against MindSpore 2.10 CPU, ``pynative_synchronize=True``):
Tensors of two dtypes joined by concat / cat / vstack / hstack / dstack / column_stack (PYNATIVE:
2.10's CPU Concat kernel refuses the mix, a RuntimeError; a graph promotes them) and by
mint.stack (no StackExt kernel for a mix, both modes); an int or a list where Tile takes a tuple
(``ops.tile``, ``mint.tile``, ``Tile()``; ``Tensor.tile`` takes ints, not one list;
``mindspore.numpy.tile`` takes both), a list shape of ``ops.fill`` and an int or Tensor size of
``ops.full`` / ``mint.full``; ``Tensor(device=...)`` other than 'CPU'/'meta' and Tensor's
removed ``internal`` keyword; mint / mint.nn.functional functions given None for their Tensor
input (2.10's generated parsers: TypeError); Tensor methods given None where a Tensor
(mm, bmm, cross, ger, masked_select, view_as, diagonal_scatter), a bool (cholesky, qr, svd) or
an int (mvlgamma) is taken, Tensor.to's unknown keywords and index_add's extra arguments;
``ms.jit`` of a non-callable (returned as it is); unknown keywords
of ``Dataset.batch`` / ``map``, GeneratorDataset's python_multiprocessing / max_rowsize /
schema / num_parallel_workers, an empty NumpySlicesDataset, Model.eval's sink flag (checked
before its metrics) and CheckpointConfig's ``remove_redundancy``. The last tests check the
valid neighbours still work."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, nn, ops, Tensor
from conftest import raises_as_mindspore

_X = Tensor(np.ones((2, 3), np.float32))
_H, _I = _X.astype(ms.float16), _X.astype(ms.int32)
_F = mint.nn.functional
_CONCAT = "KernelMod Init Failed: Concat"
_TILE = r'Failed calling Tile with "Tile\(\)\(input=Tensor, dims={}\)"'


def _gen():
    for i in range(4):
        yield (np.array([i], np.float32),)


def _data():
    return ms.dataset.GeneratorDataset(_gen, ["a"])


CASES = {
    # PYNATIVE: 2.10's Concat kernel takes one dtype (measured for every spelling below)
    "ops.concat f32 i32": (lambda: ops.concat((_X, _I)), RuntimeError, _CONCAT),
    "mint.cat f32 f16": (lambda: mint.cat([_X, _H]), RuntimeError, _CONCAT),
    "mint.concat f32 f16": (lambda: mint.concat((_X, _H)), RuntimeError, _CONCAT),
    "ops.vstack f32 i32": (lambda: ops.vstack((_X, _I)), RuntimeError, _CONCAT),
    "ops.hstack f32 f16": (lambda: ops.hstack((_X, _H)), RuntimeError, _CONCAT),
    "ops.dstack f32 i32": (lambda: ops.dstack((_X, _I)), RuntimeError, _CONCAT),
    "column_stack f32 i32": (lambda: ops.column_stack((_X, _I)), RuntimeError, _CONCAT),
    "Concat() f32 i32": (lambda: ops.Concat()((_X, _I)), RuntimeError, _CONCAT),
    "mint.stack f32 i32": (lambda: mint.stack((_X, _I)), RuntimeError,
                           "The kernel StackExt unregistered."),
    "ops.tile int": (lambda: ops.tile(_X, 2), TypeError, _TILE.format("int")),
    "ops.tile list": (lambda: ops.tile(_X, [2, 2]), TypeError, _TILE.format("List<int, int>")),
    "mint.tile int": (lambda: mint.tile(_X, 2), TypeError, _TILE.format("int")),
    "Tile() list": (lambda: ops.Tile()(_X, [2, 2]), TypeError, _TILE.format("List<int, int>")),
    "Tensor.tile list": (lambda: _X.tile([2, 2]), TypeError,
                         r'Failed calling tile with "tile\(List<int, int>\)"'),
    "ops.fill list": (lambda: ops.fill(ms.float32, [2, 3], 1.0), TypeError,
                      r"the `shape`  must be a tuple or tensor with all Int elements"),
    "ops.full int": (lambda: ops.full(3, 1.0), TypeError,
                     r"For 'ops.full', 'size' must be a tuple or list of ints, but got "
                     r"<class 'int'>"),
    "mint.full int": (lambda: mint.full(3, 1.0), TypeError, "size"),
    "ops.full Tensor": (lambda: ops.full(Tensor([2, 3]), 1.0), TypeError, "size"),
    "Tensor device GPU": (lambda: Tensor(_X, device="GPU"), ValueError,
                          r"Only \('CPU', 'meta'\) is supported for device, but got GPU"),
    "Tensor device cpu": (lambda: Tensor(_X, device="cpu"), ValueError, "but got cpu"),
    "ms.tensor device": (lambda: ms.tensor([1], device="a"), ValueError, "but got a"),
    "Tensor internal=": (lambda: Tensor([1], internal=1), TypeError, "internal"),
    # mint functions given None where their pyboost parser takes a Tensor
    "mint.bernoulli None": (lambda: mint.bernoulli(None), TypeError, "BernoulliExt"),
    "mint.diag None": (lambda: mint.diag(None), TypeError, "DiagExt"),
    "mint.randn_like None": (lambda: mint.randn_like(None), TypeError, "RandnLike"),
    "mint.std_mean None": (lambda: mint.std_mean(None), TypeError, "StdMean"),
    "mint.var_mean None": (lambda: mint.var_mean(None), TypeError, "VarMean"),
    "mint.count_nonzero None": (lambda: mint.count_nonzero(None), TypeError, "CountNonZero"),
    "mint.clamp None": (lambda: mint.clamp(None), TypeError, "clamp"),
    "mint.nansum None": (lambda: mint.nansum(None), TypeError, "input"),
    "mint.empty_like None": (lambda: mint.empty_like(None), TypeError, "input"),
    "mint.item None": (lambda: mint.item(None), TypeError, "input"),
    "mint.where None": (lambda: mint.where(None), TypeError, "where"),
    "mint.diff None": (lambda: mint.diff(None), TypeError, "input"),
    "mint.batch_norm_elemt None": (lambda: mint.batch_norm_elemt(None), TypeError,
                                   "BatchNormElemt"),
    "F.glu None": (lambda: _F.glu(None), TypeError, "GLU"),
    "F.log_softmax None": (lambda: _F.log_softmax(None), TypeError, "LogSoftmaxExt"),
    "F.softmax None": (lambda: _F.softmax(None), TypeError, "input"),
    "F.dropout2d None": (lambda: _F.dropout2d(None), TypeError, "Dropout2dExt"),
    # Tensor methods given None where 2.10's parsers take a Tensor or a bool / an int
    # (2.10's listing, measured again in round 53: /tmp/s70/bad53/w/raw.py)
    "Tensor.mm None": (lambda: _X.mm(None), TypeError, r'^Failed calling mm with "mm\(None\)"\.\n'
                       r'.*\n"Tensor\.mm\(mat2=<Tensor>\)"\n    missing required argument: mat2$'),
    "Tensor.bmm None": (lambda: _X.bmm(None), TypeError, "Failed calling BatchMatMul"),
    "Tensor.cross None": (lambda: _X.cross(None), TypeError, "Failed calling Cross"),
    "Tensor.ger None": (lambda: _X[0].ger(None), TypeError, "Ger"),
    # 2.10's op-by-op parser (measured in session 74)
    "Tensor.masked_select None": (lambda: _X.masked_select(None), TypeError,
                                  r"^masked_select\(\): missing 1 required positional argument: "
                                  r"mask\.$"),
    "Tensor.view_as None": (lambda: _X.view_as(None), TypeError, "view_as"),
    "Tensor.diagonal_scatter None": (lambda: _X.diagonal_scatter(None), TypeError,
                                     "For diagonal_scatter, src must be a Tensor"),
    "Tensor.cholesky None": (lambda: _X.cholesky(None), TypeError,
                             r'Failed calling Cholesky with "Cholesky\(upper=None\)'),
    "Tensor.cholesky_inverse None": (lambda: _X.cholesky_inverse(None), TypeError,
                                     "CholeskyInverse"),
    "Tensor.qr None": (lambda: _X.qr(None), TypeError,
                       "For 'Tensor.qr', the type of 'some' should be 'bool', but got type "
                       "'NoneType'"),
    "Tensor.svd None": (lambda: _X.svd(None), TypeError,
                        r"Svd\(full_matrices=None, compute_uv=bool\)"),
    "Tensor.mvlgamma None": (lambda: _X.mvlgamma(None), TypeError,
                             "For 'Mvlgamma', the type of 'p' should be 'int', but got type "
                             "'NoneType'"),
    "Tensor.to unknown keyword": (lambda: _X.to(bogus_kw=1), TypeError,
                                  r'Failed calling to with "to\(bogus_kw=int\)"'),
    "Tensor.index_add too many": (lambda: _X.index_add(1, 1, 1, 1, 1, 1), TypeError,
                                  "Failed calling index_add"),
    # dataset stages and callbacks
    "NumpySlicesDataset []": (lambda: ms.dataset.NumpySlicesDataset([]), ValueError,
                              "Argument data cannot be empty"),
    "GeneratorDataset python_multiprocessing": (
        lambda: ms.dataset.GeneratorDataset(_gen, ["a"], python_multiprocessing="a"), TypeError,
        r"Argument python_multiprocessing with value a is not of type \[<class 'bool'>\]"),
    "GeneratorDataset max_rowsize": (
        lambda: ms.dataset.GeneratorDataset(_gen, ["a"], max_rowsize=-2), ValueError,
        r"Input max_rowsize is not within the required interval of \[-1, 2147483647\]"),
    "GeneratorDataset schema": (lambda: ms.dataset.GeneratorDataset(_gen, ["a"], schema=1),
                                ValueError, "schema should be a path to schema file"),
    "GeneratorDataset workers": (
        lambda: ms.dataset.GeneratorDataset(_gen, ["a"], num_parallel_workers=10 ** 6),
        ValueError, "num_parallel_workers exceeds the boundary between 1 and"),
    "batch unknown keyword": (lambda: _data().batch(2, bogus_kw=1), TypeError,
                              "BatchDataset.__init__.. got an unexpected keyword argument "
                              "'bogus_kw'"),
    "map unknown keyword": (lambda: _data().map(lambda x: x, bogus_kw=1), TypeError,
                            "MapDataset.__init__.. got an unexpected keyword argument"),
    "Model.eval sink flag before metrics": (
        lambda: ms.train.Model(nn.Dense(3, 2), nn.MSELoss()).eval(_data(), dataset_sink_mode="a"),
        TypeError, r"^The input value must be a bool, but got str.$"),      # 2.10's check_bool
    "CheckpointConfig remove_redundancy": (
        lambda: ms.train.CheckpointConfig(remove_redundancy="a"), ValueError,
        r"The parameter 'remove_redundancy' must be isinstance of <class 'bool'>, but got a."),
}


@pytest.mark.parametrize("name", list(CASES))
def test_bad_inputs_raise_mindspores_error(name):
    call, exc, pattern = CASES[name]
    raises_as_mindspore(call, exc, pattern)


def test_jit_returns_what_is_not_a_function_as_it_is():
    """2.10 (measured): ms.jit(1) is 1, ms.jit('a') 'a' (logged); calling it is Python's error."""
    assert ms.jit(1) == 1 and ms.jit("a") == "a"


def test_graph_concat_promotes_mixed_dtypes():
    """2.10 under ms.jit: Concat of Float32 and Float16 gives Float32 (measured), not an error."""
    cat = lambda a, b: ops.concat((a, b))
    out = ms.jit(cat)(_X, _H)
    assert out.shape == (4, 3) and out.dtype == ms.float32


def test_valid_neighbours_still_work():
    assert ops.concat((_X, _X)).shape == (4, 3)
    assert ops.concat([_I, _I]).dtype == ms.int32
    assert mint.stack((_X, _X)).shape == (2, 2, 3)
    assert _X.tile(2).shape == (2, 6) and _X.tile(2, 2).shape == (4, 6)
    assert _X.tile((2, 1)).shape == (4, 3) and ops.tile(_X, (1, 2)).shape == (2, 6)
    assert ms.numpy.tile(_X, 2).shape == (2, 6) and ms.numpy.tile(_X, [2, 1]).shape == (4, 3)
    assert ops.fill(ms.float32, (2, 3), 1.0).shape == (2, 3)
    assert ops.full([2, 3], 1.0).shape == (2, 3)
    assert ops.ones(3).shape == (3,) and mint.zeros([2, 3]).shape == (2, 3)
    assert ms.numpy.full(3, 1.0).shape == (3,)
    assert ms.numpy.full_like(_X, 1.0, shape=[3]).shape == (3,)
    assert ms.numpy.zeros_like(_X, shape=3).shape == (3,)
    assert ms.numpy.concatenate((_X, _I)).dtype == ms.float32    # mnp promotes first (2.10)
    assert Tensor(_X, device="CPU").shape == (2, 3) and Tensor(_X, device=None).shape == (2, 3)
    assert mint.clamp(_X, 0.0, 0.5).shape == (2, 3)
    assert ms.train.CheckpointConfig(remove_redundancy=True).save_checkpoint_steps == 1
    assert _data().batch(2, max_rowsize=2).get_dataset_size() == 2
    assert _data().map(lambda x: x, callbacks=None).get_dataset_size() == 4
    assert _X.mm(_X.T).shape == (2, 2) and _X[0].ger(_X[0]).shape == (3, 3)
    assert ms.dataset.NumpySlicesDataset({"a": []}).get_dataset_size() == 0
    assert ms.dataset.GeneratorDataset(_gen, ["a"], schema=ms.dataset.Schema(),
                                       max_rowsize=-1, python_multiprocessing=False) is not None
