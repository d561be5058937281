"""MindSpore's dataset ut, round 3: ``split`` (2.10's sizes, errors and random orders), the
``mindspore.dataset.engine.iterators`` import path, ``Dataset.save`` and pipeline
serialization. Expected values were measured on MindSpore 2.10 (CPU)."""
import hashlib
import importlib
import importlib.abc
import importlib.util
import os
import sys

import numpy as np
import pytest

import minicell.dataset as ds
from minicell.dataset._random import shuffle_op_order


@pytest.fixture(autouse=True)
def _seed():
    yield
    ds.config._state["seed"] = None


def _ints(data):
    return [int(r[0]) for r in data.create_tuple_iterator(output_numpy=True)]


# ---- split ----------------------------------------------------------------------------------
def test_split_of_a_source_takes_2_10s_random_sampler_order():
    ds.config.set_seed(53)
    a, b = ds.NumpySlicesDataset(list(range(5)), shuffle=False).split([0.8, 0.2])
    assert (_ints(a), _ints(b)) == ([0, 1, 3, 4], [2])
    ds.config.set_seed(7)
    parts = ds.NumpySlicesDataset(list(range(20)), shuffle=False).split([0.5, 0.3, 0.2])
    assert [_ints(p) for p in parts] == [[2, 7, 6, 8, 1, 18, 14, 0, 4, 12],
                                         [10, 17, 11, 15, 3, 5], [16, 19, 13, 9]]
    a, _ = ds.NumpySlicesDataset(list(range(10)), shuffle=False).split([6, 4])
    assert _ints(a) == _ints(a) == [2, 7, 6, 8, 1, 5]       # the same order every epoch


def test_split_of_a_pipeline_takes_2_10s_shuffle_stage_order():
    ds.config.set_seed(53)
    a, b = ds.NumpySlicesDataset(list(range(5)), shuffle=False).map(lambda x: x).split([0.8, 0.2])
    assert (_ints(a), _ints(b)) == ([0, 2, 1, 4], [3])
    parts = ds.NumpySlicesDataset(list(range(20)), shuffle=False).map(lambda x: x).split(
        [0.5, 0.3, 0.2])
    assert [_ints(p) for p in parts] == [[10, 15, 13, 12, 2, 18, 5, 0, 16, 4],
                                         [1, 19, 7, 8, 9, 6], [17, 3, 11, 14]]
    # a part split again is shuffled by its own shuffle stage (ut test_unmappable_multi_split)
    assert shuffle_op_order(4, 10000, 53) == [2, 3, 1, 0]


def test_shuffle_stage_order_with_a_small_buffer():
    # std::mt19937_64(11), buffer of 3 over 7 rows, as ShuffleOp emits them (checked in C++)
    assert shuffle_op_order(7, 3, 11) == [0, 1, 4, 3, 5, 2, 6]


def test_split_rounding_and_a_sampler_on_a_part():
    parts = ds.NumpySlicesDataset(list(range(5)), shuffle=False).split([0.15, 0.55, 0.3],
                                                                      randomize=False)
    assert [_ints(p) for p in parts] == [[0], [1, 2], [3, 4]]
    ds.config.set_seed(7)
    a, b = ds.NumpySlicesDataset(list(range(10)), shuffle=False).split([0.8, 0.2])
    a.use_sampler(ds.DistributedSampler(2, 1, shuffle=False))
    assert (_ints(a), _ints(b), a.get_dataset_size()) == ([7, 8, 5, 0], [4, 9], 4)


@pytest.mark.parametrize("sizes, randomize, error, message", [
    ([], True, ValueError, "sizes cannot be empty."),
    ([5, 0.6], True, ValueError, "sizes should be list of int or list of float."),
    ((2, 3), True, TypeError, "Argument sizes with value (2, 3) is not of type [<class 'list'>], "
                              "but got <class 'tuple'>."),
    ([2.5], True, ValueError, "sizes is a list of float, but there should be no numbers outside "
                              "the range (0, 1]."),
    ([0.05, 0.95], True, RuntimeError, "Split percentage 0.05 is too small."),
    ([0.15] * 5 + [0.25], True, RuntimeError,
     "Sum of calculated split sizes 6 is not equal to dataset size 5."),
    ([2, 3], 1, TypeError, "Argument randomize with value 1 is not of type [<class 'bool'>], "
                           "but got <class 'int'>."),
])
def test_split_errors(sizes, randomize, error, message):
    with pytest.raises(error) as info:
        ds.NumpySlicesDataset(list(range(5)), shuffle=False).split(sizes, randomize)
    assert str(info.value) == message


def test_split_of_a_sharded_source_and_of_file_readers(tmp_path):
    with pytest.raises(RuntimeError, match="Dataset should not be sharded before split."):
        ds.NumpySlicesDataset(list(range(6)), num_shards=2, shard_id=0).split([1, 2])
    (tmp_path / "1.txt").write_text("a\nb\nc\n")
    (tmp_path / "2.txt").write_text("d\ne\n")
    ds.config.set_seed(53)
    text = ds.TextFileDataset(str(tmp_path / "*.txt"), shuffle=False, num_parallel_workers=2)
    a, b = text.split([0.8, 0.2])     # a file reader is split as a pipeline (shuffle stage)
    read = [[str(r["text"]) for r in p.create_dict_iterator(output_numpy=True)] for p in (a, b)]
    assert read == [["a", "b", "d", "c"], ["e"]]


# ---- mindspore.dataset.engine.iterators through an import alias ---------------------------------
class _Alias(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """``mcalias.*`` imports ``minicell.*``, as the harness running MindSpore's tests maps
    ``mindspore.*``."""

    def find_spec(self, name, path=None, target=None):
        if name != "mcalias" and not name.startswith("mcalias."):
            return None
        real = "minicell" + name[len("mcalias"):]
        try:
            if importlib.util.find_spec(real) is None:
                return None
        except (ImportError, ValueError):
            return None
        return importlib.util.spec_from_loader(name, self, origin=real)

    def create_module(self, spec):
        return importlib.import_module(spec.origin)

    def exec_module(self, module):
        pass


def test_engine_iterators_imports_through_an_alias():
    # MindSpore's dataset ut conftest: from mindspore.dataset.engine.iterators import _cleanup
    finder = _Alias()
    sys.meta_path.insert(0, finder)
    try:
        module = importlib.import_module("mcalias.dataset.engine.iterators")
    finally:
        sys.meta_path.remove(finder)
        for name in [n for n in sys.modules if n == "mcalias" or n.startswith("mcalias.")]:
            del sys.modules[name]
    from minicell.dataset import iterators
    assert module is iterators and callable(module._cleanup)


# ---- Dataset.save -------------------------------------------------------------------------------
def _typed_rows():
    for i in range(5):
        grid = (np.arange(i, i + 6, dtype=np.float16).reshape(2, 3) if i < 3 else
                np.arange(i, i + 3, dtype=np.float16).reshape(1, 3))
        yield (np.array(i, np.uint8), grid, np.array("s%d" % i), np.array(b"b%d" % i),
               np.array([i, -i], np.int64), np.array(2.5 * i))


def test_save_writes_the_file_2_10_writes(tmp_path):
    path = str(tmp_path / "ref.mr")
    ds.GeneratorDataset(_typed_rows, ["u8", "f16.x", "s", "b", "i64", "f64"],
                        shuffle=False).save(path)
    # SHA-256 of the file MindSpore 2.10 saves from this pipeline under the same name
    with open(path, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    assert digest == "b2ae6a94cabdd4706b77898d9e0a1cca23c5e3d70620d7668a77239b465bfefa"
    rows = list(ds.MindDataset(path, shuffle=False).create_dict_iterator(output_numpy=True))
    assert sorted(rows[0]) == ["b", "f16_x", "f64", "i64", "s", "u8"]
    first = rows[0]
    assert first["u8"].dtype == np.int32 and first["f16_x"].dtype == np.float32
    assert first["f16_x"].shape == (2, 3) and rows[4]["f16_x"].shape == (1, 3)
    assert first["b"].tolist() == [b"b0"] and str(first["s"]) == "s0"


def test_save_to_several_files(tmp_path):
    data = ds.NumpySlicesDataset({"x": list(range(7))}, shuffle=False)
    data.save(str(tmp_path / "many"), 3)
    assert sorted(os.listdir(tmp_path)) == ["many0", "many0.db", "many1", "many1.db", "many2",
                                            "many2.db"]
    files = [str(tmp_path / f"many{i}") for i in range(3)]
    assert sorted(int(r["x"]) for r in ds.MindDataset(files).create_dict_iterator(
        output_numpy=True)) == list(range(7))


def _grids():
    for i in range(4):
        yield (np.zeros((5, 1 + (i > 1))),)


def _strings():
    yield (np.array([["a", "b"]]),)


def _byte_lists():
    yield (np.array([b"a", b"b"]),)


@pytest.mark.parametrize("make, args, error, message", [
    (None, (1001,), ValueError, "num_files should between 0 and 1000."),
    (None, (2.0,), TypeError, "Argument num_files with value 2.0 is not of type [<class 'int'>], "
                              "but got <class 'float'>."),
    (None, (1, "tfrecord"), ValueError, "tfrecord dataset format is not supported."),
    (_grids, (), RuntimeError, "Tensor with dynamic shape do not currently support saving. "
                               "Except for the shape of dimension 0, the other dimension shapes "
                               "must be fixed."),
    (_strings, (), RuntimeError, "Invalid data, mindrecord can not support multi-dimensional "
                                 "string tensor."),
    (_byte_lists, (), RuntimeError, "Currently, multi-dimensional bytes cannot be converted to "
                                    "MindRecord."),
])
def test_save_errors(tmp_path, make, args, error, message):
    data = (ds.NumpySlicesDataset({"x": [1, 2]}) if make is None else
            ds.GeneratorDataset(make, ["c"], shuffle=False))
    with pytest.raises(error) as info:
        data.save(str(tmp_path / "out"), *args)
    assert message in str(info.value)
    with pytest.raises(RuntimeError, match="SaveToDisk failed, dataset_path must not be a "
                                           "directory"):
        data.save(str(tmp_path))
