"""MindSpore's dataset ut, round 3: ``split`` (2.10's sizes, errors and random orders), the
``mindspore.dataset.engine.iterators`` import path, ``Dataset.save`` and pipeline
serialization. Expected values were measured on MindSpore 2.10 (CPU)."""
import importlib
import importlib.abc
import importlib.util
import sys

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
