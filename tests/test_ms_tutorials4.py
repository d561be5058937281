"""Behaviours found by running MindSpore's tutorial pages (round 4: dataset/sampler,
dataset/optimize, beginner, compile, hook_program; the pages' python blocks run as one script
under minicell and under MindSpore 2.10) where minicell differed; every expected value and text
was measured on 2.10 (CPU, a 2-core machine: ``os.cpu_count()`` is pinned to 2 here)."""
import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import minicell.dataset as ds

_LETTERS = ["a", "b", "c", "d", "e", "f"]


class _Indices:
    """The sampler tutorial's ``MySampler``: indices by ``__getitem__`` and ``__len__``, no
    ``__iter__`` (Python's sequence protocol)."""

    def __init__(self, ids):
        self.ids = ids

    def __getitem__(self, i):
        return self.ids[i]

    def __len__(self):
        return len(self.ids)


class _Stepping:
    """A sampler with ``__iter__`` only."""

    def __iter__(self):
        return iter(range(0, 6, 2))


@pytest.mark.parametrize("source", ["NumpySlicesDataset", "GeneratorDataset"])
@pytest.mark.parametrize("sampler, expected", [
    (_Indices([3, 4, 3, 2, 0, 5]), ["d", "e", "d", "c", "a", "f"]),
    (_Stepping(), ["a", "c", "e"]),
])
def test_a_users_sampler_by_sequence_or_iteration_protocol(source, sampler, expected):
    data = getattr(ds, source)(_LETTERS, column_names=["data"], sampler=sampler)
    assert [str(r[0]) for r in data.create_tuple_iterator(output_numpy=True)] == expected


@pytest.mark.parametrize("sampler, text", [
    (object(), "sampler should be either iterable or from mindspore.dataset.samplers."),
    ("ab", "Unsupported sampler object of type (<class 'str'>)"),
])
def test_a_sampler_that_is_no_iterable_is_refused(sampler, text):
    with pytest.raises(TypeError) as err:
        ds.NumpySlicesDataset(_LETTERS, column_names=["data"], sampler=sampler)
    assert str(err.value) == text


def _data():
    return ds.NumpySlicesDataset(np.arange(6), column_names=["data"], shuffle=False)


_STAGES = {
    "map": lambda w: _data().map(lambda x: x, input_columns="data", num_parallel_workers=w),
    "map processes": lambda w: _data().map(lambda x: x, input_columns="data",
                                           num_parallel_workers=w, python_multiprocessing=True),
    "batch": lambda w: _data().batch(2, num_parallel_workers=w),
    "filter": lambda w: _data().filter(lambda x: True, num_parallel_workers=w),
    "NumpySlicesDataset": lambda w: ds.NumpySlicesDataset(np.arange(6), column_names=["data"],
                                                          num_parallel_workers=w),
}


@pytest.mark.parametrize("stage", sorted(_STAGES))
@pytest.mark.parametrize("workers", [3, 0, -1])
def test_stage_workers_beyond_the_cpu_count_are_refused(monkeypatch, stage, workers):
    # 2.10's check_num_parallel_workers: 1 .. cpu count for every stage (the tutorial's
    # map(num_parallel_workers=4) fails on a 2-core machine), 0 and negatives in the same words
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    with pytest.raises(ValueError) as err:
        _STAGES[stage](workers)
    assert str(err.value) == "num_parallel_workers exceeds the boundary between 1 and 2!"


@pytest.mark.parametrize("stage", sorted(_STAGES))
def test_stage_workers_up_to_the_cpu_count_are_taken(monkeypatch, stage):
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    assert _STAGES[stage](2).get_col_names() == ["data"]
    with pytest.raises(TypeError, match=r"Argument num_parallel_workers with value True is not "
                                        r"of type \(<class 'int'>,\), but got <class 'bool'>."):
        _STAGES[stage](True)


def test_map_in_processes_over_a_generator_function_keeps_its_rows():
    # a generator source is read in order: its map runs in this process, with the same rows
    def rows():
        for i in range(5):
            yield (np.array([i, i + 1]),)

    data = ds.GeneratorDataset(rows, column_names=["data"]).map(
        lambda x: (x ** 2,), input_columns="data", python_multiprocessing=True,
        num_parallel_workers=2)
    assert [r[0].tolist() for r in data.create_tuple_iterator(output_numpy=True)] == \
        [[i * i, (i + 1) ** 2] for i in range(5)]


@pytest.mark.heavy
def test_map_in_processes_from_a_script_without_a_main_guard(tmp_path):
    # the dataset tutorials run map(python_multiprocessing=True) at a script's top level; the
    # workers must not run the script again (spawn would: 'top' printed once per worker, then
    # multiprocessing's bootstrapping RuntimeError)
    script = tmp_path / "pipeline.py"
    script.write_text(textwrap.dedent("""
        import numpy as np
        import minicell.dataset as ds
        print("top")
        d = ds.NumpySlicesDataset(np.arange(8).reshape(4, 2), column_names=["data"],
                                  shuffle=False)
        d = d.map(operations=lambda x: (x * 10,), input_columns="data",
                  python_multiprocessing=True, num_parallel_workers=2)
        print([r[0].tolist() for r in d.create_tuple_iterator(output_numpy=True)])
    """))
    run = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         timeout=240, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == ["top", "[[0, 10], [20, 30], [40, 50], [60, 70]]"]


@pytest.mark.parametrize("make", [
    lambda path: ds.Cifar10Dataset(path, num_parallel_workers=4),
    lambda path: ds.MnistDataset(path, num_parallel_workers=4),
    lambda path: ds.VOCDataset(path, num_parallel_workers=4),
    lambda path: ds.CocoDataset(path, annotation_file="/no/such/file.json",
                                num_parallel_workers=4),
])
def test_a_readers_folder_is_checked_before_its_other_arguments(monkeypatch, make):
    # the optimize tutorial: Cifar10Dataset('./datasets/...', num_parallel_workers=4) names
    # the missing folder on 2.10, not the worker count
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    with pytest.raises(ValueError) as err:
        make("/no/such/folder")
    assert str(err.value) == ("The folder /no/such/folder does not exist or is not a directory "
                              "or permission denied!")


def test_voc_names_its_missing_listing_before_the_worker_count(monkeypatch, tmp_path):
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    with pytest.raises(ValueError) as err:
        ds.VOCDataset(str(tmp_path), num_parallel_workers=4)
    listing = tmp_path / "ImageSets" / "Segmentation" / "train.txt"
    assert str(err.value) == f"The file {listing} does not exist or permission denied!"


def test_a_default_worker_count_beyond_the_cpu_count_is_refused_and_not_kept(monkeypatch):
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    before = ds.config.get_num_parallel_workers()
    with pytest.raises(RuntimeError) as err:
        ds.config.set_num_parallel_workers(3)
    assert str(err.value).startswith("Syntax error. \n\n" + "-" * 66)
    assert "[ERROR] Invalid Parameter, num_parallel_workers exceeds the boundary between 1 and " \
           "2, as got 3." in str(err.value)
    assert ds.config.get_num_parallel_workers() == before
    ds.config.set_num_parallel_workers(2)
    try:
        assert ds.config.get_num_parallel_workers() == 2
    finally:
        ds.config.set_num_parallel_workers(before)


class _Dividing:
    """The dataset debugging page's Loader: its third row divides by zero."""

    def __getitem__(self, index):
        return (np.array(1 / [1, 2, 0][index]),)

    def __len__(self):
        return 3


def _raising():
    yield (np.array(1),)
    raise ValueError("boom")


@pytest.mark.parametrize("source, last_line", [
    (_Dividing(), "ZeroDivisionError: division by zero"),
    (_raising, "ValueError: boom"),
    (lambda: 5, "TypeError: 'int' object is not iterable"),
])
def test_a_failing_source_shows_its_traceback_alone(source, last_line):
    # 2.10: the 'Python Call Stack' section starts with the traceback (no description line)
    data = ds.GeneratorDataset(source, ["data"], shuffle=False)
    with pytest.raises(RuntimeError) as err:
        list(data.create_tuple_iterator(output_numpy=True))
    text = str(err.value)
    assert text.startswith("Exception thrown from user defined Python function in dataset. ")
    stack = text.split("- Python Call Stack: \n" + "-" * 66 + "\n")[1]
    assert stack.startswith("Traceback (most recent call last):\n")
    assert stack.split("\n\n" + "-" * 66)[0].endswith(last_line)
    assert "[ERROR] Execute user Python code failed, check 'Python Call Stack' above." in text
