"""Session 77, ut77: map worker processes' seeded streams across epochs.

Expected values measured on MindSpore 2.10 CPU with /tmp/s77/ut77/ref/mp_seed2.py."""
import contextlib
import random

import numpy as np
import pytest

import minicell.dataset as ds


@contextlib.contextmanager
def _seed(seed):
    saved = ds.config.get_seed()
    ds.config.set_seed(seed)
    try:
        yield
    finally:
        ds.config.set_seed(saved)


class _Rows:
    def __getitem__(self, i):
        return (np.array([i], dtype=np.int64),)

    def __len__(self):
        return 6


def _draw(x):
    return (np.array([x[0], np.random.randint(0, 1000), random.randint(0, 999)], np.int64),)


def _epochs(count):
    data = ds.GeneratorDataset(_Rows(), ["x"], shuffle=False).map(
        _draw, ["x"], num_parallel_workers=2, python_multiprocessing=True)
    rows = data.create_tuple_iterator(num_epochs=count, output_numpy=True)
    return [[r[0].tolist()[1:] for r in rows] for _ in range(count)]


@pytest.mark.heavy      # (two epochs of two spawned worker processes: seconds)
def test_map_worker_processes_draw_afresh_each_epoch():
    # 2.10 (seed 5): worker w seeds np.random / random with 5 + w and deals rows in turn; its
    # workers live through the epochs, so epoch 2 draws new numbers (reproducibility run
    # after run: test_s70_ut70). minicell's first epoch is
    # 2.10's; later epochs reseed each worker from (seed, epoch, worker): before, every epoch
    # repeated epoch 1's draws (the same "random" augmentation each epoch)
    with _seed(5):
        first = _epochs(2)
    assert first[0] == [[867, 637], [906, 812], [206, 261], [713, 587], [701, 759],
                        [227, 841]]
    assert all(a != b for a, b in zip(first[0], first[1]))


# ---- MindRecord: 2.10's C++ error layout, duplicate columns, None returns ---------------------
# measured on 2.10 CPU: /tmp/s77/ut77/probe/p2.py, p3.py, p4.py, p5.py
_RULE = "-" * 66


def _cxx(message):
    # 2.10's text up to its C++ call stack section (which minicell leaves out)
    return (f"Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. "
            f"\n\n{_RULE}\n- Dataset Pipeline Error Message: \n{_RULE}\n[ERROR] {message}\n\n")


def _raises(fn):
    with pytest.raises(RuntimeError) as info:
        fn()
    return str(info.value)


@pytest.fixture(name="records")
def _records(tmp_path):
    from minicell.mindrecord import FileWriter
    path = str(tmp_path / "m.mindrecord")
    writer = FileWriter(path, shard_num=3)
    assert writer.add_schema({"id": {"type": "int32"}, "s": {"type": "string"}}, "sch") is None
    assert writer.add_index(["id"]) is None
    assert writer.write_raw_data([{"id": i, "s": f"r{i}"} for i in range(10)]) is None
    assert writer.commit() is None
    return tmp_path, [path + str(i) for i in range(3)]


def test_mindrecord_writer_errors_have_2_10s_layout(records):
    from minicell.mindrecord import FileWriter
    folder, files = records
    fresh = FileWriter(str(folder / "a.mindrecord"))
    assert _raises(lambda: fresh.write_raw_data([{"id": 1}])) == _cxx(
        "Invalid data, schema is not found in header, please use 'add_schema' to add a schema "
        "for new mindrecord files.")
    assert _raises(lambda: fresh.set_header_size(1)) == _cxx(
        "Invalid data, header size: 1 should be in range [16384 bytes, 134217728 bytes].")
    assert _raises(lambda: fresh.set_page_size(1 << 40)) == _cxx(
        "Invalid data, page size: 1099511627776 should be in range [32768 bytes, "
        "268435456 bytes].")
    again = FileWriter(files[0])
    again.add_schema({"id": {"type": "int32"}}, "x")
    assert _raises(lambda: again.write_raw_data([{"id": 1}])) == _cxx(
        f"Invalid file, mindrecord files already exist. Please check file path: {files[0]}.\n"
        f"If you do not want to keep the files, set the 'overwrite' parameter to True and try "
        f"again.")
    lost = FileWriter(str(folder / "nodir" / "d.mindrecord"))
    lost.add_schema({"id": {"type": "int32"}}, "x")
    assert _raises(lambda: lost.write_raw_data([{"id": 1}])) == _cxx(
        f"Invalid dir, failed to get the realpath of mindrecord file dir. Please check path: "
        f"{folder / 'nodir'}")


def test_mindrecord_reader_errors_have_2_10s_layout(records):
    from minicell.mindrecord import FileReader
    _, files = records
    column = _cxx("Invalid data, column name: zz can not found in schema. Please check the "
                  "'column_list'.")
    assert _raises(lambda: FileReader(files[0], columns=["id", "zz"])) == column
    assert _raises(lambda: list(ds.MindDataset(files, columns_list=["zz"]))) == column
    assert _raises(lambda: list(ds.MindDataset(files, sampler=ds.PKSampler(
        2, class_column="zz")))) == _cxx(
        "Invalid data, 'class_column': zz can not found in fields of mindrecord files. Please "
        "check 'class_column' in PKSampler.")


def test_mind_dataset_padding_errors_have_2_10s_layout(records):
    _, files = records
    pad = {"id": -1, "s": "pad"}
    assert _raises(lambda: list(ds.MindDataset(files, ["id", "s"], shuffle=False, num_shards=4,
                                               shard_id=3, padded_sample=pad,
                                               num_padded=3))) == _cxx(
        "Invalid data, the size of dataset and padded samples: 13 can not be divisible by the "
        "value of 'num_shards': 4.\n Please adjust the value of 'num_padded'.")
    bad = dict(pad, id=np.array(-1, np.int32))
    assert _raises(lambda: list(ds.MindDataset(files, ["id", "s"], shuffle=False, num_shards=4,
                                               shard_id=3, padded_sample=bad,
                                               num_padded=2))) == _cxx(
        "Invalid padded_sample, the value of column: id should be string or number but got: "
        "{}, check 'padded_sample'.")
    rows = ds.MindDataset(files, ["id", "s"], shuffle=False, num_shards=4, shard_id=3,
                          padded_sample=pad, num_padded=2)
    assert [(int(r["id"]), str(r["s"])) for r in rows.create_dict_iterator(
        output_numpy=True)] == [(3, "r3"), (7, "r7"), (-1, "pad")]


def test_mind_dataset_refuses_duplicate_columns_when_run(records):
    _, files = records
    data = ds.MindDataset(files, columns_list=["id", "id"])
    rule = "-" * 66
    assert _raises(lambda: list(data)) == (
        f"Syntax error. \n\n{rule}\n- Dataset Pipeline Error Message: \n{rule}\n[ERROR] "
        f"MindDataset: 'columns_list' : Invalid parameter, duplicate column names are not "
        f"allowed: id\n\n")


def test_mindrecord_writer_methods_return_none(records):
    from minicell.mindrecord import FileReader, FileWriter
    folder, files = records
    writer = FileWriter(str(folder / "n.mindrecord"))
    assert writer.set_header_size(1 << 24) is None
    assert writer.set_page_size(1 << 25) is None
    writer.add_schema({"id": {"type": "int32"}}, "x")
    assert writer.write_raw_data([{"id": 2}], parallel_writer=False) is None
    writer.commit()
    append = FileWriter.open_for_append(str(folder / "n.mindrecord"))
    assert append.write_raw_data([{"id": 3}]) is None
    assert append.commit() is None
    assert FileReader(str(folder / "n.mindrecord")).len() == 2


def _ids(data):
    return [int(r["id"]) for r in data.create_dict_iterator(num_epochs=1, output_numpy=True)]


def test_mind_dataset_offset_shards_are_blocks(records):
    # 2.10 (/tmp/s77/ut77/probe/p7.py): a DistributedSampler with an offset deals a
    # MindDataset's rows in consecutive blocks, in shard order
    _, files = records
    got = [_ids(ds.MindDataset(files, ["id"], sampler=ds.DistributedSampler(
        4, s, shuffle=False, offset=1))) for s in range(4)]
    assert got == [[0, 1], [2, 3, 4], [5, 6, 7], [8, 9]]


@pytest.mark.parametrize("shards, pads, first, expected", [
    # measured on 2.10: /tmp/s77/ut77/probe/p6.py, p7.py (upstream test_paddeddataset.py
    # test_Mindrecord_Padded shards a MindDataset + PaddedDataset the same way)
    (8, 4, False, [[0, 1], [2, 3], [4, 100], [5, 101], [6, 102], [7, 103], [8], [9]]),
    (3, 2, False, [[0, 1, 2, 3], [4, 5, 6, 100], [7, 8, 9, 101]]),
    (4, 3, True, [[100, 0, 1, 2], [101, 3, 4], [102, 5, 6], [7, 8, 9]]),
])
def test_concat_shards_give_a_mind_dataset_blocks(records, shards, pads, first, expected):
    _, files = records
    got = []
    for s in range(shards):
        mind = ds.MindDataset(files, ["id"], shuffle=False)
        padded = ds.PaddedDataset([{"id": np.array(100 + j, np.int32)} for j in range(pads)])
        both = padded + mind if first else mind + padded
        both.use_sampler(ds.DistributedSampler(num_shards=shards, shard_id=s, shuffle=False))
        got.append(_ids(both))
    assert got == expected


@pytest.mark.parametrize("indices, rows", [
    # measured on 2.10 (/tmp/s77/ut77/probe/p9.py; upstream test_minddataset_sampler.py
    # test_cv_minddataset_subset_random_sample_out_of_range / _negative)
    ([1, 2, 4, 11, 13], [1, 1, 2, 3, 4]),
    ([-1, -2, 3], [3, 4, 5]),
    ([25], [5]),
])
def test_mind_dataset_subset_random_sampler_wraps_indices(records, indices, rows):
    _, files = records
    data = ds.MindDataset(files, ["id"], sampler=ds.SubsetRandomSampler(indices))
    assert data.get_dataset_size() == len(indices)
    assert sorted(_ids(data)) == rows
