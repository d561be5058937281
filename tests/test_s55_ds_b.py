"""Session 55 (dsB): MindSpore 2.10's dataset unit tests with their data, the causes found.

MindDataset's shuffle orders after ``config.set_seed`` (2.10: ``std::shuffle`` over
``std::default_random_engine`` with seed + 1, + 2, ... keeping the permutation between epochs;
the expected orders below were measured on 2.10), and the iterators' ITERATORS_LIST/_cleanup.
"""
import gc

import numpy as np
import pytest

import minicell.dataset as ds
from minicell.dataset import iterators
from minicell.dataset._shard_shuffle import minstd_shuffle, partial_order, shard_order
from minicell.mindrecord import FileWriter


@pytest.fixture
def seed1234():
    old = ds.config.get_seed()
    ds.config.set_seed(1234)
    yield
    ds.config.set_seed(old)


def _write(path, labels):
    writer = FileWriter(str(path), 1)
    writer.add_schema({"label": {"type": "int32"}}, "s")
    writer.write_raw_data([{"label": v} for v in labels])
    writer.commit()
    return str(path)


def _two_files(tmp_path):
    return [_write(tmp_path / "a.mindrecord", range(10)),
            _write(tmp_path / "b.mindrecord", range(100, 107))]


def _epochs(dataset, n=2):
    it = dataset.create_tuple_iterator(output_numpy=True, num_epochs=n)
    return [[int(r[0]) for r in it] for _ in range(n)]


def test_minstd_shuffle_is_libstdcpp():
    assert minstd_shuffle(range(10), 1235) == [7, 3, 0, 6, 1, 5, 2, 9, 8, 4]
    assert minstd_shuffle(range(10), 1236) == [1, 7, 3, 5, 8, 9, 6, 2, 4, 0]
    assert shard_order([10], "files", 1234, 2) == list(range(10))


# 2.10, seed 1234, files of 10 (0..9) and 7 (100..106) rows, two epochs
_GLOBAL = [[6, 103, 1, 7, 101, 3, 106, 100, 0, 9, 4, 8, 102, 5, 2, 104, 105],
           [2, 104, 5, 105, 6, 9, 103, 102, 101, 3, 1, 100, 8, 7, 4, 0, 106]]
_FILES = [list(range(100, 107)) + list(range(10)),
          list(range(3, 10)) + list(range(100, 107)) + [0, 1, 2]]
_INFILE = [[7, 3, 0, 6, 1, 5, 2, 9, 8, 4, 106, 105, 101, 104, 100, 103, 102],
           [3, 9, 6, 5, 8, 4, 2, 0, 1, 7, 101, 100, 104, 102, 106, 103, 105]]


@pytest.mark.parametrize("shuffle, expected", [
    (True, _GLOBAL), (ds.Shuffle.GLOBAL, _GLOBAL), (ds.Shuffle.ADAPTIVE, _GLOBAL),
    (ds.Shuffle.FILES, _FILES), (ds.Shuffle.INFILE, _INFILE)])
def test_minddataset_seeded_shuffle_is_2_10s(tmp_path, seed1234, shuffle, expected):
    files = _two_files(tmp_path)
    assert _epochs(ds.MindDataset(files, shuffle=shuffle)) == expected


def test_minddataset_random_sampler_modes(tmp_path, seed1234):
    files = _two_files(tmp_path)
    got = _epochs(ds.MindDataset(files, sampler=ds.RandomSampler(shuffle=ds.Shuffle.INFILE)))
    assert got == _INFILE
    got = _epochs(ds.MindDataset(files, sampler=ds.RandomSampler(num_samples=5)), 1)
    assert got == [_GLOBAL[0][:5]]


def test_iterators_list_and_cleanup():
    data = ds.NumpySlicesDataset(np.arange(4), shuffle=False)
    iterators.ITERATORS_LIST.clear()
    first = data.create_tuple_iterator(num_epochs=1)
    second = data.create_tuple_iterator(num_epochs=1)
    assert len(iterators.ITERATORS_LIST) == 2
    del first
    gc.collect()
    assert len(iterators.ITERATORS_LIST) == 1
    iterators._cleanup()
    iterators._unset_iterator_cleanup()
    assert iterators.ITERATORS_LIST == []
    with pytest.raises(AttributeError, match="no attribute '_runtime_context'"):
        next(second)


def _three_files(tmp_path):
    return [_write(tmp_path / "a.mindrecord", range(10)),
            _write(tmp_path / "b.mindrecord", range(10, 17)),
            _write(tmp_path / "c.mindrecord", range(17, 21))]


# 2.10, seed 1234, 21 rows, num_shards=4, shard_id=1, two epochs (by stride; by blocks)
_SHARDS = {
    False: ([[1, 5, 9, 13, 17, 0]] * 2, [[6, 7, 8, 9, 10, 11]] * 2),
    True: ([[13, 3, 9, 5, 15, 6], [15, 19, 5, 3, 2, 14]],
           [[19, 10, 0, 9, 4, 8], [1, 12, 4, 5, 17, 7]]),
    ds.Shuffle.FILES: ([[18, 1, 5, 9, 13, 17]] * 2, [[2, 3, 4, 5, 6, 7]] * 2),
    ds.Shuffle.INFILE: ([[3, 5, 4, 14, 18, 7], [7, 9, 0, 16, 18, 1]],
                        [[2, 9, 8, 4, 16, 15], [6, 2, 4, 0, 12, 14]]),
}


@pytest.mark.parametrize("block", [False, True])
@pytest.mark.parametrize("shuffle", list(_SHARDS))
def test_minddataset_seeded_shards_are_2_10s(tmp_path, seed1234, monkeypatch, shuffle, block):
    if block:
        monkeypatch.setenv("MS_DEV_MINDRECORD_SHARD_BY_BLOCK", "true")
    files = _three_files(tmp_path)
    got = _epochs(ds.MindDataset(files, shuffle=shuffle, num_shards=4, shard_id=1))
    assert got == _SHARDS[shuffle][block]


def test_minddataset_distributed_sampler_and_num_samples(tmp_path, seed1234):
    files = _three_files(tmp_path)
    data = ds.MindDataset(files, sampler=ds.DistributedSampler(4, 2, shuffle=True))
    assert _epochs(data, 1) == [[1, 19, 4, 18, 2, 13]]
    data = ds.MindDataset(files, shuffle=True, num_shards=4, shard_id=3, num_samples=3)
    assert _epochs(data, 1) == [[7, 10, 8]]


@pytest.mark.parametrize("block, expected", [(False, [5, 7, 2]), (True, [7, 9, 6])])
def test_minddataset_shards_of_a_random_sampler(tmp_path, monkeypatch, block, expected):
    """2.10: DistributedSampler(4, 2, shuffle=False) added over a RandomSampler deals the
    random order's rows (seed 1024; that order is [8, 3, 5, 0, 10, 4, 7, 9, 6, 11, 2, 1])."""
    old = ds.config.get_seed()
    ds.config.set_seed(1024)
    monkeypatch.setenv("MS_DEV_MINDRECORD_SHARD_BY_BLOCK", "true" if block else "false")
    try:
        data = ds.MindDataset(_write(tmp_path / "r.mindrecord", range(12)),
                              sampler=ds.RandomSampler())
        assert _epochs(data, 1) == [[8, 3, 5, 0, 10, 4, 7, 9, 6, 11, 2, 1]]
        data.add_sampler(ds.DistributedSampler(4, 2, shuffle=False))
        assert _epochs(data, 1) == [expected]
    finally:
        ds.config.set_seed(old)


def test_parallel_write_of_no_valid_rows_fails_at_commit(tmp_path):
    """2.10: with parallel_writer=True a batch of rows that all mismatch the schema kills its
    writer process; write_raw_data returns and commit raises (measured texts)."""
    writer = FileWriter(str(tmp_path / "p.mindrecord"), 1)
    writer.add_schema({"data": {"type": "float64", "shape": [2]}}, "s")
    assert writer.write_raw_data([{"data": np.ones(2, np.float64)}], True) is None
    assert writer.write_raw_data([{"data": np.ones(2, np.float32)}], True) is None
    with pytest.raises(RuntimeError, match=r"Worker process\(pid:\d+\) has stopped abnormally. "
                                           r"Please check the above log"):
        writer.commit()
    plain = FileWriter(str(tmp_path / "q.mindrecord"), 1)
    plain.add_schema({"data": {"type": "float64", "shape": [2]}}, "s")
    with pytest.raises(RuntimeError, match="There is no valid data which can be written"):
        plain.write_raw_data([{"data": np.ones(2, np.float32)}])


def test_minddataset_partial_shuffle_is_2_10s(tmp_path, seed1234):
    """2.10's PARTIAL (under 1M rows): the files' order, then the rows, shuffled afresh each
    epoch with seed + epoch; with shards, the shard's block of those rows is shuffled."""
    files = _two_files(tmp_path)
    assert _epochs(ds.MindDataset(files, shuffle=ds.Shuffle.PARTIAL)) == [
        [106, 6, 101, 0, 4, 103, 9, 3, 100, 2, 104, 1, 5, 105, 102, 7, 8],
        [7, 8, 6, 9, 100, 2, 101, 5, 104, 105, 102, 0, 4, 103, 3, 1, 106]]
    one = ds.MindDataset(files[0], sampler=ds.RandomSampler(shuffle=ds.Shuffle.PARTIAL))
    assert _epochs(one) == [[7, 3, 0, 6, 1, 5, 2, 9, 8, 4], [1, 7, 3, 5, 8, 9, 6, 2, 4, 0]]


def test_partial_order_shards():
    # 2.10's test_minddataset data: files of 100, 77, 37, 19 rows, seed 1234, shard 5 of 8
    # (that test sets MS_DEV_MINDRECORD_SHARD_BY_BLOCK=true: blocks, not the default stride)
    assert partial_order([100, 77, 37, 19], 1234, 1)[0] == 46
    assert partial_order([100, 77, 37, 19], 1234, 1, (8, 5), block=True)[0] == 82


def test_normalize_video_frames_and_2_10_texts():
    """2.10: Normalize takes (..., H, W, C) and (..., C, H, W) frames; its texts (measured)."""
    from minicell.dataset import vision
    frames = np.arange(24, dtype=np.float32).reshape(2, 2, 2, 3)
    out = vision.Normalize([1.0, 2.0, 3.0], [2.0, 2.0, 2.0])(frames)
    np.testing.assert_allclose(out, (frames - [1.0, 2.0, 3.0]) / 2.0)
    chw = np.arange(12, dtype=np.float32).reshape(1, 3, 2, 2)
    out = vision.Normalize([1.0, 2.0, 3.0], [1.0, 1.0, 1.0], False)(chw)
    np.testing.assert_allclose(out[0, :, 0, 0], [-1.0, 2.0, 5.0])
    with pytest.raises(ValueError, match=r"^Length of mean and std must be equal.$"):
        vision.Normalize([100, 250, 125], [50, 50, 75, 75])
    with pytest.raises(RuntimeError, match="number of channels does not match the size of mean "
                                           "and std vectors, got channels: 3, size of mean: 2"):
        vision.Normalize([0.75, 0.25], [0.18, 0.32], False)(np.ones((3, 4, 4), np.float32))


def test_concat_use_sampler_checks_the_parts():
    """2.10 (measured): a DistributedSampler on a concatenation refuses a batched part
    (TypeError) and a part whose sampler has num_samples (ValueError)."""
    zeros = [{"image": np.zeros(0, np.uint8)} for _ in range(4)]
    batched = ds.PaddedDataset(zeros).batch(2) + ds.PaddedDataset(zeros)
    with pytest.raises(TypeError, match="of concat must not be BatchDataset or "
                                        "PaddedBatchDataset!"):
        batched.use_sampler(ds.DistributedSampler(2, 0, shuffle=False))
    counted = ds.NumpySlicesDataset(np.arange(4), num_samples=2) + ds.PaddedDataset(
        [{"column_0": np.array(9)}])
    with pytest.raises(ValueError, match="The parameter NumSamples of .* is not support to be "
                                         "set!"):
        counted.use_sampler(ds.DistributedSampler(2, 0, shuffle=False))


def test_iterator_dataset_is_a_copy_of_the_tree():
    data = ds.NumpySlicesDataset(np.arange(3), shuffle=False)
    mapped = data.map(lambda x: x + 1)
    itr = mapped.create_tuple_iterator(num_epochs=1, output_numpy=True)
    assert itr.dataset is not mapped and itr.dataset.children[0] is not data
    assert [int(r[0]) for r in itr] == [1, 2, 3]


class _CountingSampler(ds.Sampler):
    """Each epoch its count: 0 first, then one more at each reset (2.10's test_sampler Sp2)."""

    def __init__(self, num_samples=None):
        super().__init__(num_samples)
        self.cnt = 0

    def __iter__(self):
        return iter([self.cnt] * self.num_samples)

    def reset(self):
        self.cnt = (self.cnt + 1) % self.dataset_size


def test_user_sampler_reset_and_copy_per_iterator():
    """2.10: reset() runs before each later repeat (not the first), and every iterator runs
    its own copy of the sampler (the state starts afresh)."""
    data = ds.NumpySlicesDataset(np.arange(5), sampler=_CountingSampler(2)).repeat(3)
    for _ in range(2):
        rows = [int(r[0]) for r in data.create_tuple_iterator(num_epochs=1, output_numpy=True)]
        assert rows == [0, 0, 1, 1, 2, 2]


def test_subset_sampler_bounds_as_2_10(tmp_path):
    """2.10: an index out of [0, n) (a negative too) is 'Sample ID (i) is out of bound', the
    first such index named; MindDataset's reader wraps any index modulo its row count, a
    negative one as unsigned 64-bit (-1 -> 5 of 10 rows; measured)."""
    for indices, bad in (([0, 9, -6, 2], -6), ([0, 9, 0, 500], 500), ([10], 10)):
        data = ds.NumpySlicesDataset(list(range(10)), sampler=ds.SubsetSampler(indices))
        with pytest.raises(RuntimeError, match=rf"Sample ID \({bad}\) is out of bound, "
                                               rf"expected range \[0, 9\]"):
            list(data.create_tuple_iterator(num_epochs=1))
    mind = ds.MindDataset(_write(tmp_path / "s.mindrecord", range(10)),
                          sampler=ds.SubsetSampler([-1, 12, 3]))
    assert _epochs(mind, 1) == [[5, 2, 3]]


def test_mask_casts_the_constant_and_2_10_texts():
    """2.10 (measured): Mask casts the constant to the input's type (3.5 -> 3 for ints, -6.7 ->
    250 for uint8) and its texts for mismatched types and a string mask type."""
    from minicell.common import dtype as mstype
    from minicell.dataset import transforms

    def run(array, op, constant, dtype=mstype.bool_):
        data = ds.NumpySlicesDataset([array]).map(transforms.Mask(op, constant, dtype))
        return [r[0] for r in data.create_tuple_iterator(num_epochs=1, output_numpy=True)][0]

    rel = transforms.Relational
    assert run([1, 2, 3, 4, 5], rel.EQ, 3.5).tolist() == [False, False, True, False, False]
    assert run(np.array([1, 2, 3, 250], np.uint8), rel.GE, -6.7).tolist() == [0, 0, 0, 1]
    with pytest.raises(RuntimeError, match="Mask: input datatype does not match the value "
                                           "datatype, both should be numeric or non-numerical"):
        run([1, 2], rel.EQ, "3.5")
    with pytest.raises(RuntimeError, match="Only supports bool or numeric datatype for "
                                           "generated mask type, but got:string"):
        run(["1", "2"], rel.EQ, "3.5", mstype.string)


def test_minddataset_empty_array_field_is_0_d(tmp_path):
    """2.10 (measured): an empty array field reads as a 0-d array; output_shapes gives []."""
    path = str(tmp_path / "e.mindrecord")
    writer = FileWriter(path, 1)
    writer.add_schema({"a": {"type": "int32", "shape": [-1]},
                       "d": {"type": "int64", "shape": [-1]}}, "s")
    writer.write_raw_data([{"a": np.array([1, 2], np.int32), "d": np.array([], np.int64)}])
    writer.commit()
    data = ds.MindDataset(path, shuffle=False)
    assert data.output_shapes() == [[2], []]
    row = next(data.create_dict_iterator(output_numpy=True))
    assert row["d"].shape == () and row["d"].dtype == np.int64 and row["a"].tolist() == [1, 2]


def test_distributed_sampler_shuffle_modes_on_minddataset(tmp_path, seed1234):
    """DistributedSampler(shuffle=Shuffle.X) applies MindDataset's mode X (2.10's reader): the
    same rows as num_shards with shuffle=X (orders measured on 2.10 above)."""
    files = _three_files(tmp_path)
    for mode in (ds.Shuffle.FILES, ds.Shuffle.INFILE):
        data = ds.MindDataset(files, sampler=ds.DistributedSampler(4, 1, shuffle=mode))
        assert _epochs(data) == _SHARDS[mode][False]


def test_chained_samplers_shuffle_mode_checks(tmp_path):
    """2.10's checks (texts measured in its test_minddataset): no PARTIAL in a chain, and the
    parent / added sampler must be Shuffle.FALSE or Shuffle.GLOBAL."""
    files = _three_files(tmp_path)
    with pytest.raises(RuntimeError, match="shuffle of the current sampler must not be "
                                           "Shuffle.PARTIAL"):
        ds.MindDataset(files, shuffle=ds.Shuffle.PARTIAL).add_sampler(
            ds.DistributedSampler(2, 1, shuffle=False))
    with pytest.raises(RuntimeError, match="input sampler must be Shuffle.FALSE or "
                                           "Shuffle.GLOBAL, but got: Shuffle.INFILE."):
        ds.MindDataset(files).add_sampler(ds.DistributedSampler(2, 1, shuffle=ds.Shuffle.INFILE))
    with pytest.raises(RuntimeError, match="input sampler must not be Shuffle.PARTIAL"):
        ds.DistributedSampler(2, 1).add_child(ds.RandomSampler(shuffle=ds.Shuffle.PARTIAL))
    with pytest.raises(RuntimeError, match="current sampler must be Shuffle.FALSE or "
                                           "Shuffle.GLOBAL, but got: Shuffle.INFILE."):
        ds.DistributedSampler(2, 1, shuffle=ds.Shuffle.INFILE).add_child(ds.RandomSampler())
    chained = ds.DistributedSampler(2, 1, shuffle=False)
    chained.add_child(ds.RandomSampler())
    assert chained.child_sampler is not None


@pytest.mark.parametrize("name", ["MixUpBatch", "CutMixBatch"])
def test_mix_batch_string_labels_text(name):
    from minicell.dataset import vision
    op = vision.MixUpBatch() if name == "MixUpBatch" else vision.CutMixBatch(
        vision.ImageBatchFormat.NHWC)
    images = np.zeros((3, 4, 4, 1), np.uint8)
    with pytest.raises(RuntimeError, match=f"{name}: invalid label type, label must be in a "
                                           f"numeric type, but got: string. You may need to "
                                           f"perform OneHot first."):
        op(images, np.array([["one"], ["two"], ["three"]]))


def test_one_hot_drops_size_1_dims_and_2_10_texts():
    """2.10 (measured): OneHot squeezes size-1 dimensions ((1,) -> (C,), (N, 1) -> (N, C)),
    refuses rank 2 after that, and a float input, with its texts."""
    from minicell.dataset import transforms
    op = transforms.OneHot(5)
    assert op(np.array([3])).shape == (5,) and op(np.array([3])).tolist()[3] == 1
    assert op(np.array([[1], [2], [3]])).shape == (3, 5)
    assert op(np.array([[[1]], [[2]]])).shape == (2, 5)
    with pytest.raises(RuntimeError, match="OneHot: Only support scalar or 1D input, got rank: 2"):
        op(np.array([[1, 2], [3, 4]]))
    with pytest.raises(RuntimeError, match="OneHot: Only support input of int type, but got: "
                                           "float64"):
        op(np.array(2.0))


def test_pad_end_strings_and_2_10_texts():
    """2.10 (measured): a longer bytes pad widens the column; mixed kinds are refused with its
    texts; pad_shape must be a list of ints."""
    from minicell.dataset import transforms

    def run(array, shape, value):
        data = ds.NumpySlicesDataset([array]).map(transforms.PadEnd(shape, value))
        return [r[0] for r in data.create_tuple_iterator(num_epochs=1, output_numpy=True)][0]

    assert run([b"1", b"2"], [3], b"-1").tolist() == [b"1", b"2", b"-1"]
    assert run([b"1", b"2"], [3], None).tolist() == [b"1", b"2", b""]
    with pytest.raises(RuntimeError, match="can not pad numeric and string tensors together, "
                                           "but got: string and int64."):
        run([1, 2], [3], "-1")
    with pytest.raises(RuntimeError, match="can not pad string and byte tensors together, but "
                                           "got: string and bytes."):
        run([b"1", b"2"], [3], "ab")
    with pytest.raises(TypeError, match="a value in the list is not an integer."):
        transforms.PadEnd(["2"], 1)
    with pytest.raises(TypeError, match=r"Argument pad_shape with value 3 is not of type "
                                        r"\[<class 'list'>\]"):
        transforms.PadEnd(3, -1)


def test_pad_one_channel_image_with_rgb_fill():
    """2.10 (measured): a (H, W, 1) image padded with an RGB fill takes its first value."""
    from minicell.dataset import vision
    img = np.arange(4, dtype=np.uint8).reshape(2, 2, 1)
    out = vision.Pad(1, fill_value=(20, 30, 40))(img)
    assert out.shape == (4, 4, 1)
    assert out[:, :, 0].tolist() == [[20, 20, 20, 20], [20, 0, 1, 20], [20, 2, 3, 20],
                                      [20, 20, 20, 20]]


def _with_network_ops(x):
    import minicell.ops as ops      # 2.10 reads the source: one worker then
    return x if ops else None


def test_map_of_a_function_using_network_ops_runs_one_worker():
    data = ds.NumpySlicesDataset(np.arange(3), shuffle=False)
    assert data.map(_with_network_ops, num_parallel_workers=2).num_parallel_workers == 1
    assert data.map(lambda x: x, num_parallel_workers=2).num_parallel_workers == 2
