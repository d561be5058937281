"""MindDataset's shard orders as 2.10's MindRecord reader gives them: padded samples dealt and
shuffled with the rows, the default seed (5489) of its DistributedSampler when none is set,
PARTIAL's stride (or block) dealing, and Subset samplers' wrapped indices however the sampler
was given. Expected values measured on MindSpore 2.10 CPU with /tmp/s78/ds78/probe/a1.py
(ms_none.txt, ms_3.txt), a2.py (ms2_true.txt, ms2_false.txt, ms2n_false.txt), a3.py-a7.py, over
the files of mk.py: FileWriter(shard_num=3) of ids 0..9 (files of 4, 3, 3 rows) and one file
of ids 100..106."""
import os

import pytest

import minicell.dataset as ds
from minicell.mindrecord import FileWriter

PAD = {"id": -1, "s": "pad"}


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    root = tmp_path_factory.mktemp("ds78")
    schema = {"id": {"type": "int32"}, "s": {"type": "string"}}
    writer = FileWriter(str(root / "m.mindrecord"), shard_num=3)
    writer.add_schema(schema, "sch")
    writer.write_raw_data([{"id": i, "s": "r%d" % i} for i in range(10)])
    writer.commit()
    writer = FileWriter(str(root / "one.mindrecord"))
    writer.add_schema(schema, "sch")
    writer.write_raw_data([{"id": 100 + i, "s": "o%d" % i} for i in range(7)])
    writer.commit()
    return [str(root / ("m.mindrecord%d" % i)) for i in range(3)], str(root / "one.mindrecord")


def _seed(value):
    old = ds.config.get_seed()
    ds.config.set_seed(value)       # 5489 is 2.10's (and minicell's) 'no seed set'
    yield
    ds.config.set_seed(old)


@pytest.fixture
def no_seed():
    yield from _seed(5489)


@pytest.fixture
def seed3():
    yield from _seed(3)


@pytest.fixture
def seed7():
    yield from _seed(7)


def _ids(dataset, epochs=2):
    it = dataset.create_dict_iterator(num_epochs=epochs, output_numpy=True)
    return [[int(r["id"]) for r in it] for _ in range(epochs)]


def _padded(files, shards, num_padded, epochs=2, **kw):
    return [_ids(ds.MindDataset(files, ["id", "s"], num_shards=shards, shard_id=s,
                                padded_sample=PAD, num_padded=num_padded, **kw), epochs)
            for s in range(shards)]


def test_padded_shards_default_shuffle_without_seed(files, no_seed):
    # 2.10 (p8.py of session 77 too): the padded rows are shuffled in with seed 5489
    assert _padded(files[0], 4, 2) == [[[-1, 3, 8], [5, -1, 9]], [[4, 1, 2], [7, 4, 6]],
                                       [[5, 6, 9], [1, 3, 8]], [[0, 7, -1], [-1, 0, 2]]]


def test_padded_shards_of_one_file_without_seed(files, no_seed):
    assert _padded(files[1], 4, 1) == [[[102, 103], [105, 102]], [[104, 101], [-1, 104]],
                                       [[105, 106], [101, 103]], [[100, -1], [106, 100]]]


def test_shards_without_seed_are_2_10s(files, no_seed):
    # 2.10's DistributedSampler takes get_seed() (5489): the same orders every run
    assert _ids(ds.MindDataset(files[0], ["id"], num_shards=3, shard_id=1)) == [
        [4, 3, 7, 9], [7, 2, 0, 5]]
    assert _ids(ds.MindDataset(files[1], ["id"], shuffle=ds.Shuffle.INFILE, num_shards=3,
                               shard_id=1)) == [[105, 106, 103], [106, 102, 105]]
    assert _ids(ds.MindDataset(files[0], ["id"], shuffle=ds.Shuffle.PARTIAL, num_shards=3,
                               shard_id=1)) == [[4, 7, 1, 8], [4, 8, 1, 7]]


def test_padded_shards_files_infile_partial(files, seed3):
    # FILES / INFILE leave the padded rows last; PARTIAL deals them after the files' rows
    assert _padded(files[0], 4, 2, shuffle=ds.Shuffle.FILES) == [
        [[7, 1, 5], [7, 1, 5]], [[8, 2, 6], [8, 2, 6]], [[9, 3, -1], [9, 3, -1]],
        [[0, 4, -1], [0, 4, -1]]]
    assert _padded(files[0], 4, 2, shuffle=ds.Shuffle.INFILE) == [
        [[1, 6, 7], [1, 6, 7]], [[2, 4, 8], [2, 4, 8]], [[3, 5, -1], [0, 5, -1]],
        [[0, 9, -1], [3, 9, -1]]]
    assert _padded(files[0], 4, 2, shuffle=ds.Shuffle.PARTIAL) == [
        [[5, 7, 1], [5, 7, 1]], [[6, 8, 2], [6, 8, 2]], [[-1, 9, 3], [-1, 9, 3]],
        [[-1, 0, 4], [-1, 0, 4]]]
    assert _padded(files[1], 4, 1, shuffle=ds.Shuffle.INFILE) == [
        [[106, 102], [102, 106]], [[100, 104], [100, 101]], [[103, 105], [103, 105]],
        [[101, -1], [104, -1]]]


def test_partial_shards_by_stride(files, seed3):
    # PARTIAL (2.10's slow load mode) deals a shard rows by stride, as the other modes
    assert _ids(ds.MindDataset(files[0], ["id"], shuffle=ds.Shuffle.PARTIAL, num_shards=3,
                               shard_id=1)) == [[1, 4, 7, 8], [1, 4, 8, 7]]
    assert _ids(ds.MindDataset(files[1], ["id"], shuffle=ds.Shuffle.PARTIAL, num_shards=3,
                               shard_id=1)) == [[100, 101, 104], [100, 101, 104]]


def test_padded_shards_three_epochs_getitem_sampler(files, seed7):
    assert _padded(files[0], 2, 4, 3) == [
        [[4, 8, -1, 3, -1, 1, -1], [6, 3, 4, 5, -1, -1, 2], [7, -1, 6, -1, 4, 8, 5]],
        [[5, -1, 7, 0, 2, 9, 6], [9, 1, -1, -1, 0, 7, 8], [-1, 3, 1, 2, 9, 0, -1]]]
    assert _padded(files[0], 2, 4, 3, shuffle=ds.Shuffle.PARTIAL) == [
        [[-1, -1, 9, 1, 7, 3, 5], [3, 7, 9, 5, -1, -1, 1], [1, 5, -1, -1, 3, 7, 9]],
        [[-1, -1, 0, 2, 8, 4, 6], [4, 8, 0, 6, -1, -1, 2], [2, 6, -1, -1, 4, 8, 0]]]
    data = ds.MindDataset(files[0], ["id", "s"], num_shards=4, shard_id=1, padded_sample=PAD,
                          num_padded=2)
    assert [int(data[i][0]) for i in range(3)] == [5, 7, 2]
    sampler = ds.DistributedSampler(4, 3, shuffle=ds.Shuffle.INFILE)
    assert _ids(ds.MindDataset(files[0], ["id", "s"], sampler=sampler, padded_sample=PAD,
                               num_padded=2), 3) == [[2, 9, -1], [1, 9, -1], [3, 9, -1]]


def test_padded_shards_by_block(files, seed7, monkeypatch):
    monkeypatch.setitem(os.environ, "MS_DEV_MINDRECORD_SHARD_BY_BLOCK", "true")
    assert _padded(files[0], 2, 4, 3) == [
        [[4, 5, 8, -1, -1, 7, 3], [6, 9, 3, 1, 4, -1, 5], [7, -1, -1, 3, 6, 1, -1]],
        [[0, -1, 2, 1, 9, -1, 6], [-1, -1, 0, -1, 7, 2, 8], [2, 4, 9, 8, 0, 5, -1]]]
    assert _padded(files[0], 2, 4, 3, shuffle=ds.Shuffle.PARTIAL) == [
        [[2, 3, 8, 9, 7, 0, 1], [0, 7, 8, 1, 2, 3, 9], [9, 1, 3, 2, 0, 7, 8]],
        [[-1, -1, 5, 6, 4, -1, -1], [-1, 4, 5, -1, -1, -1, 6], [6, -1, -1, -1, -1, 4, 5]]]
    assert _ids(ds.MindDataset(files[0], ["id"], shuffle=ds.Shuffle.PARTIAL, num_shards=3,
                               shard_id=2), 3) == [[8, 5, 6, 7], [7, 5, 8, 6], [7, 5, 6, 8]]


def test_subset_indices_wrap_under_use_sampler(files, seed3):
    # 2.10 wraps a Subset sampler's indices modulo the rows however it is given (a3.py)
    def used(sampler):
        data = ds.MindDataset(files[0], ["id"], shuffle=False)
        data.use_sampler(sampler)
        return data
    data = used(ds.SubsetSampler([11, -1, 3, 25]))
    assert (data.get_dataset_size(), _ids(data, 1)) == (4, [[1, 5, 3, 5]])
    assert sorted(_ids(used(ds.SubsetRandomSampler([11, -1, 3])), 1)[0]) == [1, 3, 5]
    assert [int(used(ds.SubsetSampler([11, -1, 3]))[i][0]) for i in range(3)] == [1, 5, 3]
    given = ds.SubsetSampler([12, 3])
    assert _ids(ds.MindDataset(files[0], ["id"], sampler=given), 1) == [[2, 3]]
    assert [int(i) for i in given.indices] == [12, 3]


@pytest.fixture
def seed1234():
    yield from _seed(1234)


def _chain(files, sampler, parent, **kw):
    data = ds.MindDataset(files, ["id"], sampler=sampler, **kw)
    data.add_sampler(parent)
    return data


def test_chains_shard_past_the_last_and_child_drawn_once(files, seed1234):
    # 2.10 (a4.py, a5.py): a DistributedSampler over MindDataset takes a shard_id >= num_shards
    # as is (rows s, s + k, ... modulo the rows), shuffles with minstd, and keeps its child's
    # rows from the first epoch
    data = _chain(files[0], None, ds.DistributedSampler(2, 2), shuffle=False, num_samples=8)
    assert data.get_dataset_size() == 4
    assert _ids(data, 1) == [[0, 1, 2, 7]] and [int(data[i][0]) for i in range(4)] == [0, 1, 2, 7]
    assert _ids(_chain(files[0], None, ds.DistributedSampler(3, 5, shuffle=False),
                       shuffle=False), 1) == [[5, 8, 1, 4]]
    assert _ids(ds.MindDataset(files[0], ["id"], sampler=ds.DistributedSampler(2, 2)), 1) == [
        [0, 1, 2, 8, 7]]
    assert _ids(_chain(files[0], ds.RandomSampler(), ds.DistributedSampler(2, 2)), 1) == [
        [7, 3, 0, 8, 9]]
    assert _ids(_chain(files[0], ds.RandomSampler(), ds.DistributedSampler(2, 1, shuffle=False)),
                3) == [[3, 6, 5, 9, 4]] * 3
    assert _ids(_chain(files[0], ds.RandomSampler(), ds.DistributedSampler(2, 1)), 3) == [
        [6, 2, 5, 4, 1], [9, 5, 4, 0, 7], [7, 9, 0, 1, 2]]


def test_replacement_draws(files, seed1234):
    # 2.10 (a4.py, a5.py): draw i of the first epoch is the first uniform draw of mt19937(seed +
    # 1 + i); under shards the draws are kept and the shards shuffled each epoch
    assert _ids(ds.MindDataset(files[0], ["id"], shuffle=True, num_samples=4), 1) == [
        [9, 2, 7, 9]]
    data = _chain(files[0], None, ds.DistributedSampler(2, 2), shuffle=True, num_samples=8)
    assert _ids(data, 1) == [[9, 2, 7, 8]]
    assert _ids(_chain(files[0], None, ds.DistributedSampler(2, 0), shuffle=True,
                       num_samples=8), 3) == [[8, 9, 2, 7], [2, 9, 5, 9], [9, 9, 2, 7]]


def test_chains_by_block(files, seed1234, monkeypatch):
    # 2.10 (a7.py): blocks of the (shuffled) child rows; a shard past the last wraps around
    monkeypatch.setitem(os.environ, "MS_DEV_MINDRECORD_SHARD_BY_BLOCK", "true")
    assert _ids(_chain(files[0], None, ds.DistributedSampler(2, 1), shuffle=False), 3) == [
        [5, 2, 9, 8, 4], [9, 6, 2, 4, 0], [2, 5, 4, 3, 6]]
    assert _ids(_chain(files[0], None, ds.DistributedSampler(3, 4), shuffle=False), 3) == [
        [2, 9, 8, 4], [6, 2, 4, 0], [5, 4, 3, 6]]
    assert _ids(_chain(files[0], ds.RandomSampler(), ds.DistributedSampler(2, 1, shuffle=False)),
                3) == [[5, 2, 9, 8, 4]] * 3


def test_split_parts_shuffle_with_minstd(files, monkeypatch):
    # 2.10 (a6.py, seed 111): a MindDataset's split parts take the reader's minstd order for
    # the seed, and a part's shards reshuffle at every repeat
    old = ds.config.get_seed()

    def parts():
        data = ds.MindDataset(files[0], ["id"], shuffle=False)
        ds.config.set_seed(111)
        return data.split([0.8, 0.2])
    try:
        first, second = parts()
        assert _ids(second, 1) == [[2, 7]] and _ids(first, 1) == [[1, 8, 9, 3, 4, 0, 6, 5]]
        first.use_sampler(ds.DistributedSampler(2, 0))
        assert _ids(first.repeat(3), 1) == [[0, 6, 5, 9, 8, 3, 1, 5, 5, 6, 0, 9]]
        monkeypatch.setitem(os.environ, "MS_DEV_MINDRECORD_SHARD_BY_BLOCK", "true")
        first = parts()[0]
        first.use_sampler(ds.DistributedSampler(2, 0))
        assert _ids(first.repeat(3), 1) == [[0, 1, 6, 4, 8, 4, 3, 9, 5, 1, 6, 3]]
    finally:
        ds.config.set_seed(old)
