"""Session 62 (ut62b): MindSpore 2.10's tests/ut/python dataset files re-run under minicell.

A transform class given to ``map`` without parentheses (test_map.py
test_map_c_transform_exception, test_map_py_transform_exception): 2.10 refuses it when the map
is built ('Parameter operations's element of method map should be a dataset processing
operation instance, but got: <class ...>. It may be missing parentheses for instantiation.');
minicell took the class as a callable.

``PadEnd`` of a scalar (test_map.py test_map_text_and_data_transforms): 2.10 gives a rank-0
input back as it is, whatever ``pad_shape``; minicell raised its rank mismatch.

``max_rowsize`` of map and batch (test_map.py
test_map_multiprocessing_with_in_out_rowsize_exception): 2.10 checks it (an int in
[-1, INT32_MAX] or a list of two; its texts, 'max_rowsizei[0]' included); minicell took anything.

``ConcatDataset.use_sampler(RandomSampler())`` (test_concat.py test_concat_18): in 2.10 each
row comes from a part picked at random, weighted by the rows the part has left, and each part
gives its rows in its own order (its engine goes on through the epochs and repetitions of one
run; concatenations below get the sampler too); minicell permuted the whole concatenation.

``output_shapes()``/``output_types()`` (test_map.py
test_map_and_generatordataset_with_multiprocessing): 2.10 makes the first row in the calling
thread, one row (no worker process or thread, python_multiprocessing or not); minicell started
the pipeline's workers, which read ahead (rows of 500 MB each in that test).

A concatenation with a part without rows (test_paddeddataset.py
test_clue_padded_and_skip_with_0_samples): 2.10 reads every part's size when the
concatenation is made and refuses an empty part ('There are no samples in the dataset number
1. ...'); minicell concatenated it.

``RandomSampler(replacement=True)`` and a reader's ``shuffle`` with ``num_samples``
(test_pipeline_debug_mode_multi_epoch.py
test_pipeline_debug_mode_multi_epoch_imagefolder_shuffle): 2.10's readers then draw with
replacement; with a seed, its draws are ``uniform_int_distribution(0, n - 1)`` over
``std::mt19937(seed + run - 1)``, at most n of them; minicell shuffled without replacement
and drew numpy's numbers, ``num_samples`` of them.
"""
import os

import numpy as np
import pytest

import minicell.dataset as ds
import minicell.dataset.text as text
import minicell.dataset.transforms as transforms
import minicell.dataset.vision as vision


def _gen():
    for _ in range(2):
        yield (np.ones((2,), np.uint8),)


@pytest.mark.parametrize("operations, name", [
    (vision.HWC2CHW, "vision.transforms.HWC2CHW"),
    ([vision.Decode(to_pil=True), vision.RandomHorizontalFlip], "RandomHorizontalFlip"),
    (text.ToNumber, "text.transforms.ToNumber"),
    ([len, vision.HWC2CHW], "HWC2CHW"),
])
def test_map_refuses_a_transform_class(operations, name):
    # 2.10 (measured): ValueError when map is called, naming the class
    with pytest.raises(ValueError) as info:
        ds.GeneratorDataset(_gen, ["image"]).map(operations=operations, input_columns="image")
    msg = str(info.value)
    assert msg.startswith("Parameter operations's element of method map should be a dataset "
                          "processing operation instance, but got: <class '")
    assert msg.endswith(f"{name}'>. It may be missing parentheses for instantiation.")


def test_map_still_takes_callables_and_refuses_others():
    class Twice:        # an instance of a user class with __call__ is an operation
        def __call__(self, x):
            return x * 2
    data = ds.GeneratorDataset(_gen, ["image"]).map(operations=[Twice(), len],
                                                    input_columns="image")
    assert [int(r[0]) for r in data.create_tuple_iterator(output_numpy=True)] == [2, 2]
    with pytest.raises(ValueError, match=r"^Parameter operations's element of method map should "
                       r"be a python function or class method which should be callable, but "
                       r"got: 3\. It doesn't need parentheses"):
        ds.GeneratorDataset(_gen, ["image"]).map(operations=[len, 3], input_columns="image")


@pytest.mark.parametrize("value", [np.array(5, np.int32), np.array("a")])
@pytest.mark.parametrize("shape", [[100], [], [2, 2]])
def test_pad_end_gives_a_scalar_back(value, shape):
    # 2.10 (measured): a rank-0 input comes back unchanged (shape (), same dtype and value)
    out = transforms.PadEnd(shape, pad_value=1 if value.dtype.kind == "i" else "p")(value)
    assert out.shape == () and out.dtype == value.dtype and out == value


def test_pad_end_of_a_scalar_in_a_pipeline_and_rank_check_kept():
    def gen():
        yield (np.array(5, np.int32),)
    data = ds.GeneratorDataset(gen, ["a"]).map(transforms.PadEnd([100], 0))
    rows = [r[0] for r in data.create_tuple_iterator(output_numpy=True)]
    assert len(rows) == 1 and rows[0].shape == () and rows[0] == 5      # 2.10: () 5
    out = transforms.PadEnd([3], 1)(np.array([5], np.int32))             # 2.10: [5 1 1]
    assert out.tolist() == [5, 1, 1]
    with pytest.raises(RuntimeError, match="PadEnd: invalid pad shape, as rank of input is: 1, "
                       "and rank of pad value: 2"):
        transforms.PadEnd([2, 2], 1)(np.array([5], np.int32))


def _two_columns():
    for _ in range(2):
        yield (np.ones((2,), np.uint8), np.ones((2,), np.uint8))


_ROWSIZE = "Argument max_rowsize with value {} is not of type [<class 'int'>, <class 'list'>], " \
    "but got <class '{}'>."
_INTERVAL = "Input {} is not within the required interval of [-1, 2147483647]."
_LENGTH = "max_rowsize should be a single integer or a list[in_rowsize, out_rowsize] of length 2."


# 2.10's exception and text for each max_rowsize (measured on 2.10, map and batch alike)
@pytest.mark.parametrize("max_rowsize, error, text", [
    ((12, 20), TypeError, _ROWSIZE.format("(12, 20)", "tuple")),
    ("16", TypeError, _ROWSIZE.format("16", "str")),
    (20.5, TypeError, _ROWSIZE.format("20.5", "float")),
    (True, TypeError, "Argument max_rowsize with value True is not of type (<class 'int'>, "
     "<class 'list'>), but got <class 'bool'>."),
    (-8, ValueError, _INTERVAL.format("max_rowsize")),
    (2 ** 31, ValueError, _INTERVAL.format("max_rowsize")),
    ([12.4, 20], TypeError, "Argument max_rowsize[0] with value 12.4 is not of type "
     "[<class 'int'>], but got <class 'float'>."),
    ([16, "5"], TypeError, "Argument max_rowsize[1] with value 5 is not of type "
     "[<class 'int'>], but got <class 'str'>."),
    ([-2, 16], ValueError, _INTERVAL.format("max_rowsizei[0]")),
    ([16, -5], ValueError, _INTERVAL.format("max_rowsizei[1]")),
    ([16], TypeError, _LENGTH),
    ([1, 2, 3], TypeError, _LENGTH),
    ([], TypeError, _LENGTH),
])
@pytest.mark.parametrize("stage", ["map", "batch"])
def test_max_rowsize_checks(stage, max_rowsize, error, text):
    data = ds.GeneratorDataset(_two_columns, ["a", "b"])
    with pytest.raises(error) as info:
        if stage == "map":
            data.map(operations=lambda a, b: (a, b), input_columns=["a", "b"],
                     python_multiprocessing=True, num_parallel_workers=2,
                     max_rowsize=max_rowsize)
        else:
            data.batch(2, max_rowsize=max_rowsize)
    assert str(info.value) == text


@pytest.mark.parametrize("max_rowsize", [-1, 0, 16, [-1, 16], None])
def test_max_rowsize_accepted_values(max_rowsize):
    data = ds.GeneratorDataset(_two_columns, ["a", "b"], shuffle=False)
    data = data.map(operations=lambda a, b: (a + b, b), input_columns=["a", "b"],
                    max_rowsize=max_rowsize).batch(2, max_rowsize=max_rowsize)
    rows = list(data.create_tuple_iterator(output_numpy=True))
    assert len(rows) == 1 and rows[0][0].tolist() == [[2, 2], [2, 2]]


def _counting(low, high):
    def gen():
        for i in range(low, high):
            yield (np.array(i),)
    return ds.GeneratorDataset(gen, ["col1"])


@pytest.fixture
def seed_3():
    before = ds.config.get_seed()
    ds.config.set_seed(3)
    yield
    ds.config.set_seed(before)


def _rows(data, **kw):
    return [int(r[0]) for r in data.create_tuple_iterator(output_numpy=True, **kw)]


def test_concat_random_sampler_order_of_2_10(seed_3):
    data = _counting(0, 3) + _counting(3, 10)
    data.use_sampler(ds.RandomSampler())
    it = data.create_tuple_iterator(output_numpy=True, num_epochs=3)
    # measured on 2.10 (seed 3): the epochs go on with the same random engine
    assert [[int(r[0]) for r in it] for _ in range(3)] == [
        [0, 3, 1, 4, 5, 2, 6, 7, 8, 9], [3, 0, 4, 5, 6, 7, 8, 1, 9, 2],
        [0, 3, 4, 5, 1, 6, 7, 2, 8, 9]]
    assert _rows(data, num_epochs=1) == [0, 3, 1, 4, 5, 2, 6, 7, 8, 9]   # a new run starts over
    assert _rows(data.repeat(2), num_epochs=1) == [                    # 2.10, measured
        0, 3, 1, 4, 5, 2, 6, 7, 8, 9, 3, 0, 4, 5, 6, 7, 8, 1, 9, 2]


def test_concat_random_sampler_four_parts_and_nested(seed_3):
    data = _counting(0, 3).concat([_counting(3, 10), _counting(10, 20), _counting(20, 29)])
    data.use_sampler(ds.RandomSampler())
    assert _rows(data, num_epochs=1) == [      # measured on 2.10 (seed 3)
        0, 20, 3, 10, 11, 1, 2, 4, 5, 21, 6, 12, 13, 14, 15, 22, 23, 24, 16, 17, 7, 25, 8, 18,
        26, 27, 9, 28, 19]
    nested = _counting(0, 3) + _counting(3, 10) + _counting(10, 20)
    nested.use_sampler(ds.RandomSampler())
    assert _rows(nested, num_epochs=1) == [    # measured on 2.10 (seed 3)
        0, 10, 3, 11, 1, 4, 5, 2, 6, 12, 7, 13, 8, 14, 15, 16, 17, 18, 9, 19]


def test_concat_random_sampler_mappable_parts(seed_3):
    data = ds.GeneratorDataset(list(range(5)), ["c"], shuffle=False) + \
        ds.NumpySlicesDataset(list(range(5, 12)), ["c"], shuffle=False)
    data.use_sampler(ds.RandomSampler())
    assert _rows(data, num_epochs=1) == [0, 5, 1, 6, 7, 2, 3, 8, 4, 9, 10, 11]   # 2.10
    assert data.get_dataset_size() == 12


@pytest.mark.parametrize("multiprocessing", [False, True])
def test_output_shapes_and_types_make_one_row_in_this_process(multiprocessing):
    calls = []

    def twice(x):
        calls.append(os.getpid())
        return x * 2
    data = ds.GeneratorDataset([np.ones((2, 3)) * i for i in range(40)], ["a"], shuffle=False,
                               num_parallel_workers=2, python_multiprocessing=multiprocessing)
    data = data.map(twice, num_parallel_workers=2, python_multiprocessing=multiprocessing)
    # 2.10 (measured): [[2, 3]] [float64], the function called twice, in this process
    assert data.output_shapes() == [[2, 3]] and data.output_types() == [np.float64]
    assert calls == [os.getpid()] * 2


def _three():
    return ds.NumpySlicesDataset([1, 2, 3], ["c"], shuffle=False)


_EMPTY = "^There are no samples in the dataset number {}. Please make sure there are valid " \
    "samples in the dataset.$"


@pytest.mark.parametrize("make, number", [      # 2.10's ValueError when concatenating (measured)
    (lambda: _three().skip(3) + _three(), 0),
    (lambda: _three().concat([_three(), _three().skip(5)]), 2),
    (lambda: _three() + ds.GeneratorDataset(lambda: iter([]), ["c"]), 1),
    (lambda: _three() + _three().filter(lambda x: False), 1),
])
def test_concat_refuses_a_part_without_rows(make, number):
    with pytest.raises(ValueError, match=_EMPTY.format(number)):
        make()


def test_concat_of_parts_with_rows_still_works():
    data = _three() + _three().skip(1)
    assert data.get_dataset_size() == 5 and _rows(data) == [1, 2, 3, 2, 3]


@pytest.fixture
def seed_899():
    before = ds.config.get_seed()
    ds.config.set_seed(899)
    yield
    ds.config.set_seed(before)


def test_random_sampler_with_replacement_draws_of_2_10(seed_899):
    # measured on 2.10 (seed 899): at most n draws, a new seed each epoch
    for num_samples, epochs in [(5, [[2, 1, 3, 0, 4], [3, 6, 2, 0, 3], [5, 4, 0, 1, 0]]),
                                (10, [[2, 1, 3, 0, 4, 6, 5], [3, 6, 2, 0, 3, 5, 1],
                                      [5, 4, 0, 1, 0, 6, 6]])]:
        data = ds.NumpySlicesDataset(list(range(7)), ["c"], sampler=ds.RandomSampler(
            replacement=True, num_samples=num_samples))
        it = data.create_tuple_iterator(num_epochs=3, output_numpy=True)
        assert [[int(r[0]) for r in it] for _ in range(3)] == epochs
    data = ds.NumpySlicesDataset(list(range(100)), ["c"],
                                 sampler=ds.RandomSampler(replacement=True))
    assert _rows(data, num_epochs=1)[:10] == [42, 25, 47, 6, 69, 87, 72, 94, 15, 31]   # 2.10


def test_reader_shuffle_with_num_samples_draws_with_replacement(seed_899):
    data = ds.GeneratorDataset([[i] for i in range(7)], ["c"], num_samples=5)
    it = data.create_tuple_iterator(num_epochs=2, output_numpy=True)
    # 2.10 (measured): [[2, 1, 3, 0, 4], [3, 6, 2, 0, 3]] (a repeat in the second epoch), 5
    assert [[int(r[0].ravel()[0]) for r in it] for _ in range(2)] == [
        [2, 1, 3, 0, 4], [3, 6, 2, 0, 3]]
    assert data.get_dataset_size() == 5
    data = ds.NumpySlicesDataset(list(range(7)), ["c"], num_samples=10)
    assert _rows(data, num_epochs=1) == [2, 1, 3, 0, 4, 6, 5] and data.get_dataset_size() == 7
    # without num_samples: the shuffle without replacement, as before (2.10: [4, 3, 5, 0, 1, 2, 6])
    assert _rows(ds.NumpySlicesDataset(list(range(7)), ["c"]), num_epochs=1) == [
        4, 3, 5, 0, 1, 2, 6]
