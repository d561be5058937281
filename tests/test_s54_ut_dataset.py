"""Session 54 (utds): MindSpore 2.10's tests/ut/python/dataset files re-run under minicell.

One dataset with two consumers (dataset/test_apply.py test_apply_exception_case,
test_callbacks.py): 2.10 (measured) counts, on every dataset, each stage ever built on it
(also one dropped at once, or deleted before the run; copies keep the count) and refuses to run,
size, query (shapes, types, column names, batch size, repeat count, class count) or serialize a
pipeline with such a stage below its top: ``ValueError: The data pipeline is not a tree (i.e.,
one node has 2 consumers)``. The shared dataset itself runs, and a count taken before the second
consumer is kept. A stage refused by its argument checks is no consumer; ``split`` builds its
parts on copies. minicell checked only a dataset read twice inside the pipeline run.

``output_shapes(estimate=True)`` (test_datasets_get_dynamic_shape.py): 2.10 reads every row and
gives None for a dimension that changes (rows of another rank: 'Inconsistent shapes, expect same
shape for each data row, last data row: <2>, current data row: <2,1>'; no row: 'EOF buffer
encountered. ...'); minicell gave the first row's shapes. Without a row 2.10's
``output_shapes()`` and ``output_types()`` are ``[]`` (minicell raised).

A generator object as GeneratorDataset's source (test_datasets_independent_process.py
test_generator_with_generator_object_iterated_multi_times): 2.10 reads it once and gives its
rows again on every later epoch, size or shape query; minicell's second pass was empty. (Any
other one-pass iterator, ``iter([...])``, ``map``, stays empty the second time, as in 2.10; a
``zip`` is replayed, test_func_generator_dataset_with_zip_source.) ``split`` of a generator
read in order took every row into each part; 2.10 splits it as rows come. ``split`` of a
source read by a ``batch_sampler`` splits its batches (test_generator_with_batch_sampler_and_split;
minicell's parts failed with IndexError).

GeneratorDataset (test_datasets_generator.py): with ``schema`` the columns are the schema's
(also over ``column_names``) and a row of another type is 2.10's user-code RuntimeError
('... should be same with specified column_types, but the type of returned data: <class
'numpy.ndarray'>, specified column type: int32'); minicell asked for column names. A source
with ``__getitem__`` and no ``__len__`` is built and refused when it runs ("Attempt to
construct a random access dataset, '__len__' method is required!"); minicell refused it built.

FakeImageDataset (test_datasets_fake_image.py): 2.10's ``image_size`` checks (type, length,
each item's type, range, in that order) and, as its other readers, RuntimeErrors for a sampler
with shuffle/sharding/num_samples and for half a shard pair; minicell had one ValueError of its
own for the size and the in-memory sources' 'Conflicting arguments' for the sampler.

``Dataset.flat_map(func)`` (test_flat_map.py): 2.10 reads the rows at once and returns the
concatenation of the datasets ``func(*row)`` makes ('func must be a function.', 'flat_map must
return a Dataset object.'); minicell had no flat_map.

A crop bigger than the image (test_formatted_exception.py
test_map_operator_with_c_ops_and_multiprocessing_exception): 2.10's error summary is 'Shape is
incorrect.' (its kind of failure), eagerly and in a map; minicell gave the general 'Exception
thrown from dataset pipeline. ...' summary. (2.10's 'C++ Call Stack' section is left out, as
everywhere in minicell: test_batch_operator_exception asks for it.)

HWC2CHW of a <H,W> image (test_hwc2chw.py test_hwc2chw_callable): 2.10 gives it back as it is;
minicell made it <1,H,W>. ``Dataset.input_indexs`` (test_input_indexes.py): 2.10's property,
its own value once set, else its first input's that is set; minicell had none.
"""
import copy

import numpy as np
import pytest

import minicell.dataset as ds

_TREE = r"^The data pipeline is not a tree \(i.e., one node has 2 consumers\)$"


def _gen():
    for i in range(4):
        yield (np.array([i]),)


def _source():
    return ds.GeneratorDataset(_gen, ["a"], shuffle=False)


def _plus(x):
    return x + 1


def _rows(data):
    return [r[0].tolist() for r in data.create_tuple_iterator(output_numpy=True)]


def test_a_second_consumer_anywhere_refuses_the_pipeline():
    d = _source()
    a, b = d.map(_plus), d.map(_plus)
    for run in (lambda: _rows(a), lambda: _rows(b), lambda: list(a), a.get_dataset_size,
                a.output_shapes, a.output_types, a.get_col_names, a.get_batch_size,
                a.get_repeat_count, a.num_classes, a.to_json,
                lambda: list(a.create_dict_iterator(num_epochs=1))):
        with pytest.raises(ValueError, match=_TREE):
            run()
    assert a.get_class_indexing() == {}         # not checked by 2.10
    assert _rows(d) == [[0], [1], [2], [3]]     # the shared dataset itself runs


def test_dropped_and_deleted_consumers_still_count_refused_ones_do_not():
    d = _source()
    d.batch(2)                                  # dropped at once
    with pytest.raises(ValueError, match=_TREE):
        _rows(d.map(_plus))
    e = _source()
    a, b = e.map(_plus), e.repeat(2)
    del b                                       # (freed: no other reference)
    with pytest.raises(ValueError, match=_TREE):
        _rows(a)
    d = _source()                               # refused by its checks: no consumer
    with pytest.raises(ValueError):
        d.batch(0)
    with pytest.raises(TypeError):
        d.project(5)
    with pytest.raises(ValueError):
        d.shuffle(0)
    assert _rows(d.map(_plus)) == [[1], [2], [3], [4]]


def test_deeper_stages_and_zips_are_checked_earlier_answers_kept():
    d = _source()
    a = d.map(_plus)
    top, _ = a.map(_plus), a.batch(1)
    with pytest.raises(ValueError, match=_TREE):
        _rows(top)
    e = _source()
    z = ds.zip((e.map(_plus), _source().rename("a", "b")))
    e.skip(1)
    with pytest.raises(ValueError, match=_TREE):
        z.get_dataset_size()
    d = _source()
    a = d.map(_plus)
    it = a.create_tuple_iterator(output_numpy=True)
    assert a.get_dataset_size() == 4
    d.map(_plus)                                # after the iterator and the size
    assert [r[0].tolist() for r in it] == [[1], [2], [3], [4]]
    assert a.get_dataset_size() == 4


def test_copies_keep_the_count_and_split_parts_are_copies():
    n = ds.NumpySlicesDataset([1, 2, 3, 4], shuffle=False)
    n.map(_plus)
    with pytest.raises(ValueError, match=_TREE):
        _rows(copy.deepcopy(n).batch(2))
    m = ds.NumpySlicesDataset([1, 2, 3, 4], shuffle=False)
    first, second = m.split([2, 2], randomize=False)
    assert _rows(first) == [1, 2] and _rows(second) == [3, 4]
    assert _rows(m.map(_plus)) == [2, 3, 4, 5]
    g = _source()
    first, second = g.split([2, 2], randomize=False)     # a generator: split as rows come
    assert _rows(first) == [[0], [1]] and _rows(second) == [[2], [3]]
    assert _rows(g.map(_plus)) == [[1], [2], [3], [4]]


def _ragged():
    for i in range(3):
        yield np.ones((2, i + 1)), np.array(i), np.array(["a"] * (i + 1))


def test_estimated_shapes_mark_the_dimensions_that_change():
    d = ds.GeneratorDataset(_ragged, ["a", "b", "c"], shuffle=False)
    assert d.output_shapes(estimate=True) == [[2, None], [], [None]]
    assert d.output_shapes() == [[2, 1], [], [1]]
    batched = ds.GeneratorDataset(_ragged, ["a", "b", "c"], shuffle=False).project("b").batch(2)
    assert batched.output_shapes(estimate=True) == [[None]]
    assert ds.NumpySlicesDataset([1, 2], shuffle=False).output_shapes(estimate=True) == [[]]
    with pytest.raises(TypeError, match="Argument estimate with value 1 is not of type"):
        d.output_shapes(estimate=1)


class _TwoRanks:
    def __getitem__(self, i):
        return [np.array([[1], [2]]), np.array([1, 2])][i]

    def __len__(self):
        return 2


def test_estimated_shapes_refuse_rows_of_another_rank_and_no_rows():
    d = ds.GeneratorDataset(_TwoRanks(), ["d"], shuffle=False)
    with pytest.raises(RuntimeError, match=r"^Inconsistent shapes, expect same shape for each "
                                           r"data row, last data row: <2>, current data row: "
                                           r"<2,1>$"):
        d.output_shapes(estimate=True)
    empty = ds.GeneratorDataset(_ragged, ["a", "b", "c"]).filter(lambda a, b, c: False)
    with pytest.raises(RuntimeError, match="^EOF buffer encountered. User tries to fetch data "
                                           "beyond the specified number of epochs.$"):
        empty.output_shapes(estimate=True)


def test_no_row_has_no_shapes_or_types():
    empty = ds.GeneratorDataset(_gen, ["a"]).filter(lambda a: False)
    assert empty.output_shapes() == [] and empty.output_types() == []


def test_a_generator_object_is_read_once_and_replayed():
    reads = []

    def numbers(start, end):
        for i in range(start, end):
            reads.append(i)
            yield i
    d = ds.GeneratorDataset(source=numbers(3, 6), column_names=["data"], shuffle=False)
    assert d.get_dataset_size() == 3
    assert d.output_shapes() == [[]] and d.output_types() == [np.int64]
    assert _rows(d) == [3, 4, 5] and _rows(d) == [3, 4, 5]
    it = d.create_tuple_iterator(output_numpy=True, num_epochs=2)
    assert [[int(r[0]) for r in it] for _ in range(2)] == [[3, 4, 5], [3, 4, 5]]
    assert reads == [3, 4, 5]
    once = ds.GeneratorDataset(source=iter([1, 2, 3]), column_names=["data"], shuffle=False)
    assert _rows(once) == [1, 2, 3] and _rows(once) == []


def test_a_zip_source_is_replayed_too():
    d = ds.GeneratorDataset(zip([1, 2, 3], [4, 5, 6]), ["a", "b"], shuffle=False).batch(2)
    it = d.create_tuple_iterator(output_numpy=True, num_epochs=3)
    assert [sum(1 for _ in it) for _ in range(3)] == [2, 2, 2]
    once = ds.GeneratorDataset(map(lambda v: (v,), [1, 2]), ["a"], shuffle=False)
    assert _rows(once) == [1, 2] and _rows(once) == []


class _NoLen:
    def __getitem__(self, i):
        return np.array([i])


def test_getitem_without_len_is_refused_when_it_runs():
    d = ds.GeneratorDataset(_NoLen(), ["c"], shuffle=False)        # built, as 2.10
    for run in (d.get_dataset_size, lambda: _rows(d)):
        with pytest.raises(RuntimeError, match=r"^Attempt to construct a random access "
                                               r"dataset, '__len__' method is required!$"):
            run()


def _pairs():
    for i in range(3):
        yield np.array([i]), np.array([i * 1.5])


def test_a_schema_names_the_columns_and_checks_their_types():
    import minicell as ms
    schema = ds.Schema()
    schema.add_column("x", de_type=ms.int64)
    schema.add_column("y", de_type=ms.float64)
    d = ds.GeneratorDataset(_pairs, schema=schema, shuffle=False)
    assert d.get_col_names() == ["x", "y"] and _rows(d) == [[0], [1], [2]]
    assert ds.GeneratorDataset(_pairs, ["p", "q"], schema=schema).get_col_names() == ["x", "y"]
    wrong = ds.Schema()
    wrong.add_column("x", de_type=ms.int32)
    wrong.add_column("y", de_type=ms.float64)
    with pytest.raises(RuntimeError, match=r"should be same with specified column_types, but "
                                           r"the type of returned data: <class "
                                           r"'numpy.ndarray'>, specified column type: int32"):
        _rows(ds.GeneratorDataset(_pairs, schema=wrong, shuffle=False))


@pytest.mark.parametrize("size, error, text", [
    (5, TypeError, "Argument image_size with value 5 is not of type [<class 'list'>, "
                   "<class 'tuple'>], but got <class 'int'>."),
    ((2, 2), ValueError, "image_size should be a list or tuple of length 3, but got 2"),
    (("-1", 28, 3), TypeError, "Argument image_size[0] with value -1 is not of type "
                               "[<class 'int'>], but got <class 'str'>."),
    ((28, True, 3), TypeError, "Argument image_size[1] with value True is not of type "
                               "(<class 'int'>,), but got <class 'bool'>."),
    ((28, 28, 0), ValueError, "Input image_size[2] is not within the required interval of "
                              "[1, 2147483647]."),
], ids=["int", "length 2", "str", "bool", "0"])
def test_fake_image_size_checked_as_2_10(size, error, text):
    with pytest.raises(error) as info:
        ds.FakeImageDataset(5, size, 2, 0)
    assert str(info.value) == text


@pytest.mark.parametrize("kwargs, text", [
    ({"shuffle": False, "sampler": "pk"}, "sampler and shuffle cannot be specified at the same "
                                          "time."),
    ({"sampler": "pk", "num_shards": 2, "shard_id": 0}, "sampler and sharding cannot be "
                                                        "specified at the same time."),
    ({"num_shards": 10}, "num_shards is specified and currently requires shard_id as well."),
    ({"shard_id": 0}, "shard_id is specified but num_shards is not."),
], ids=["shuffle", "shards", "num_shards only", "shard_id only"])
def test_fake_image_sampling_arguments_are_reader_errors(kwargs, text):
    if kwargs.get("sampler") == "pk":
        kwargs = dict(kwargs, sampler=ds.PKSampler(3))
    with pytest.raises(RuntimeError) as info:
        ds.FakeImageDataset(5, (4, 4, 3), 2, 0, **kwargs)
    assert str(info.value) == text


class _Pairs:
    def __iter__(self):
        return iter([[0, 1], [2, 3], [4, 5], [6, 7], [8, 9]])


class _Ten:
    def __getitem__(self, i):
        return np.array([i], dtype=np.int32)

    def __len__(self):
        return 10


def test_split_of_a_batch_sampled_source_splits_its_batches():
    d = ds.GeneratorDataset(_Ten(), column_names=["data"], batch_sampler=_Pairs())
    first, second = d.split(sizes=[3, 2], randomize=False)
    assert _rows(first) == [[[0], [1]], [[2], [3]], [[4], [5]]]
    assert _rows(second) == [[[6], [7]], [[8], [9]]]


def test_a_schema_file_names_the_columns(tmp_path):
    path = tmp_path / "schema.json"
    path.write_text('{"columns": {"x": {"type": "int64", "rank": 1}, '
                    '"y": {"type": "float64", "rank": 1}}}')
    d = ds.GeneratorDataset(_pairs, schema=str(path), shuffle=False)
    assert d.get_col_names() == ["x", "y"] and _rows(d) == [[0], [1], [2]]


def test_flat_map_concatenates_the_datasets_made_of_the_rows():
    def twice(array):
        return ds.NumpySlicesDataset(array, ["z"], shuffle=False).repeat(2)
    data = ds.NumpySlicesDataset([[0, 1], [2, 3]], shuffle=False).flat_map(twice)
    assert data.get_col_names() == ["z"] and _rows(data) == [0, 1, 0, 1, 2, 3, 2, 3]

    def both(a, b):
        return ds.NumpySlicesDataset((a + 1, b - 1), shuffle=False)
    two = ds.NumpySlicesDataset(([[0, 1], [2, 3]], [[0, -1], [-2, -3]]), ["a", "b"],
                                shuffle=False).flat_map(both)
    assert [[int(v) for v in r] for r in two.create_tuple_iterator(output_numpy=True)] == \
        [[1, -1], [2, -2], [3, -3], [4, -4]]
    for func, text in ((5, "func must be a function."),
                       (lambda a: [a], "flat_map must return a Dataset object.")):
        with pytest.raises(TypeError) as info:
            ds.NumpySlicesDataset([[0, 1]], shuffle=False).flat_map(func)
        assert str(info.value) == text


class _Small:
    def __getitem__(self, i):
        return [np.ones((10, 10, 3)), np.ones((5, 5, 3))][i]

    def __len__(self):
        return 2


def test_a_crop_bigger_than_the_image_is_a_shape_error():
    import minicell.dataset.vision as vision
    text = ("RandomCrop: invalid crop size, crop size is bigger than the image dimensions, got "
            "crop height: 8, crop width: 8")
    rule = "-" * 66
    with pytest.raises(RuntimeError) as info:
        vision.RandomCrop((8, 8))(np.ones((5, 5, 3)))
    assert str(info.value) == (f"Shape is incorrect. \n\n{rule}\n- Dataset Pipeline Error "
                               f"Message: \n{rule}\n[ERROR] {text}\n\n")
    data = ds.GeneratorDataset(_Small(), ["image"], shuffle=False).map(vision.RandomCrop((8, 8)))
    with pytest.raises(RuntimeError) as info:
        _rows(data)
    assert str(info.value).startswith("Shape is incorrect. \n")
    assert f"[ERROR] map operation: [RandomCrop] failed. {text}\n" in str(info.value)


def test_hwc2chw_leaves_a_two_dimensional_image_as_it_is():
    import minicell.dataset.vision as vision
    assert vision.HWC2CHW()(np.zeros([32, 28])).shape == (32, 28)
    assert vision.HWC2CHW()(np.zeros([4, 5, 3])).shape == (3, 4, 5)
    data = ds.NumpySlicesDataset([np.zeros([4, 3])], ["i"], shuffle=False).map(vision.HWC2CHW())
    assert [r[0].shape for r in data.create_tuple_iterator(output_numpy=True)] == [(4, 3)]


def test_input_indexs_is_kept_and_read_through_the_inputs():
    data = ds.NumpySlicesDataset([1, 2, 3], column_names=["c"])
    assert data.input_indexs == ()
    data.input_indexs = 10
    data = data.shuffle(2).project(["c"])
    assert data.input_indexs == 10
    other = ds.NumpySlicesDataset([1, 2, 3], column_names=["c"]).shuffle(2)
    assert other.input_indexs == ()
    other.input_indexs = 20
    assert other.input_indexs == 20 and (data + other).input_indexs == 10
