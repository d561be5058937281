"""TFRecordDataset (minicell/dataset/tfrecord.py): tiny TFRecord files written here by an
independent encoder; rows, types, shapes, order, shards and errors as measured in MindSpore 2.10
on the same bytes."""
import gzip
import struct

import numpy as np
import pytest

import minicell as ms
import minicell.dataset as ds


def _varint(n):
    n &= (1 << 64) - 1
    out = bytearray()
    while True:
        b, n = n & 0x7F, n >> 7
        out.append(b | (0x80 if n else 0))
        if not n:
            return bytes(out)


def _field(num, wire, payload):
    return _varint(num << 3 | wire) + (_varint(len(payload)) + payload if wire == 2 else payload)


def _example(features, packed=True):
    entries = b""
    for name, values in features.items():
        if isinstance(values[0], bytes):
            kind, inner = 1, b"".join(_field(1, 2, v) for v in values)
        elif isinstance(values[0], float):
            kind = 2
            inner = _field(1, 2, struct.pack(f"<{len(values)}f", *values)) if packed else \
                b"".join(_field(1, 5, struct.pack("<f", v)) for v in values)
        else:
            kind = 3
            inner = _field(1, 2, b"".join(_varint(v) for v in values)) if packed else \
                b"".join(_field(1, 0, _varint(v)) for v in values)
        entries += _field(1, 2, _field(1, 2, name.encode()) + _field(2, 2, _field(kind, 2, inner)))
    return _field(1, 2, entries)


def _write(path, records, gz=False):
    # CRCs left 0: MindSpore 2.10 does not check them (measured), nor does minicell
    data = b"".join(struct.pack("<Q", len(r)) + b"\0" * 4 + r + b"\0" * 4 for r in records)
    path.write_bytes(gzip.compress(data) if gz else data)
    return str(path)


@pytest.fixture
def files(tmp_path):
    """4 files of 3, 7, 2, 5 rows: id k (1..17), f [k/2, 1.5], s [b"ab", b"c"]."""
    out, k = [], 0
    for i, n in enumerate((3, 7, 2, 5)):
        recs = []
        for _ in range(n):
            k += 1
            recs.append(_example({"id": [k], "f": [k / 2, 1.5], "s": [b"ab", b"c"]}))
        out.append(_write(tmp_path / f"u{i}.tfrecord", recs))
    return out


def _ids(data):
    return [int(r["id"].reshape(-1)[0]) for r in data.create_dict_iterator(output_numpy=True)]


def test_columns_inferred_from_the_first_record(files):
    data = ds.TFRecordDataset(files[0], shuffle=False)
    assert data.get_col_names() == ["f", "id", "s"] and data.get_dataset_size() == 3
    row = next(data.create_dict_iterator(output_numpy=True))
    assert row["f"].dtype == np.float32 and row["f"].tolist() == [0.5, 1.5]
    assert row["id"].dtype == np.int64 and row["id"].shape == (1,)
    assert row["s"].dtype == np.uint8 and row["s"].tolist() == [97, 98, 99]


def test_schema_types_shapes_and_columns_list(files):
    schema = ds.Schema()
    schema.add_column("s", de_type=ms.string, shape=[2])
    schema.add_column("id", de_type="int32", shape=[])
    schema.add_column("f", de_type="int32", shape=[2, -1])
    row = next(ds.TFRecordDataset(files[0], schema, shuffle=False)
               .create_dict_iterator(output_numpy=True))
    assert row["s"].tolist() == ["ab", "c"] and row["id"].shape == () and row["id"] == 1
    assert row["f"].dtype == np.int32 and row["f"].tolist() == [[0], [1]]
    data = ds.TFRecordDataset(files[0], schema, columns_list=["f", "s"], shuffle=False)
    assert data.get_col_names() == ["f", "s"] and data.output_types() == [np.int32, np.str_]


def test_unpacked_fields_and_varying_lengths(tmp_path):
    path = _write(tmp_path / "v.tfrecord", [_example({"a": [1, 2, 3], "b": [0.5]}, packed=False),
                                            _example({"a": [-4], "b": [0.25, 3.0]})])
    rows = list(ds.TFRecordDataset(path, shuffle=False).create_tuple_iterator(output_numpy=True))
    assert [r[0].tolist() for r in rows] == [[1, 2, 3], [-4]]
    assert [r[1].tolist() for r in rows] == [[0.5], [0.25, 3.0]]


def test_rows_of_workers_files_interleave_and_shards_take_files(files):
    # 2.10: file k read by worker k % workers, one row per worker in turn
    assert _ids(ds.TFRecordDataset(files, shuffle=False, num_parallel_workers=2)) == \
        [1, 4, 2, 5, 3, 6, 11, 7, 12, 8, 9, 10, 13, 14, 15, 16, 17]
    assert _ids(ds.TFRecordDataset(files, shuffle=False, num_parallel_workers=1,
                                   num_samples=4)) == [1, 2, 3, 4]
    sizes = [ds.TFRecordDataset(files, shuffle=False, num_shards=2, shard_id=k)
             .get_dataset_size() for k in range(2)]
    assert sizes == [5, 12]
    shard = ds.TFRecordDataset(files, shuffle=False, num_shards=2, shard_id=0,
                               num_parallel_workers=2)
    assert _ids(shard) == [1, 11, 2, 12, 3]
    equal = ds.TFRecordDataset(files, shuffle=False, num_shards=3, shard_id=2,
                               shard_equal_rows=True, num_parallel_workers=2)
    assert equal.get_dataset_size() == 6 and _ids(equal) == [13, 1, 14, 15, 16, 17]


def test_shuffled_files_keep_every_row_and_shards_stay_disjoint(files):
    ds.config.set_seed(3)
    try:
        shards = [_ids(ds.TFRecordDataset(files, shuffle=ds.Shuffle.FILES, num_shards=2,
                                          shard_id=k)) for k in range(2)]
        assert sorted(shards[0] + shards[1]) == list(range(1, 18))
        assert sorted(_ids(ds.TFRecordDataset(files))) == list(range(1, 18))
    finally:
        ds.config._state["seed"] = None


def test_file_shuffles_follow_2_10(tmp_path):
    paths = [_write(tmp_path / f"w{i}.tfrecord", [_example({"x": [i]})]) for i in range(7)]
    # sharded: the k-th run shuffles the files again with std::mt19937(k) (measured in 2.10)
    firsts = [_ids_x(ds.TFRecordDataset(paths, shuffle=ds.Shuffle.FILES, num_shards=7,
                                        shard_id=k, num_parallel_workers=1).repeat(3))
              for k in range(7)]
    assert [[f[e] for f in firsts] for e in range(3)] == \
        [[1, 0, 6, 3, 5, 4, 2], [4, 2, 6, 5, 0, 3, 1], [5, 1, 4, 6, 3, 2, 0]]
    ds.config.set_seed(7)                   # unsharded: with the pipeline seed, every run
    try:
        it = ds.TFRecordDataset(paths, shuffle=ds.Shuffle.FILES) \
            .create_tuple_iterator(num_epochs=2, output_numpy=True)
        assert [[int(r[0][0]) for r in it] for _ in range(2)] == \
            [[3, 0, 1, 2, 6, 4, 5], [2, 3, 0, 1, 5, 6, 4]]
    finally:
        ds.config._state["seed"] = None


def test_gzip_files_read_as_plain(tmp_path):
    recs = [_example({"x": [k]}) for k in range(5)]
    plain = _write(tmp_path / "p.tfrecord", recs)
    packed = _write(tmp_path / "p.tfrecord.gz", recs, gz=True)
    assert _ids_x(ds.TFRecordDataset(packed, shuffle=False, compression_type="GZIP")) == \
        _ids_x(ds.TFRecordDataset(plain, shuffle=False)) == [0, 1, 2, 3, 4]


def _ids_x(data):
    return [int(r[0][0]) for r in data.create_tuple_iterator(output_numpy=True)]


def test_errors_as_2_10(files, tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("hello world this is not tfrecord\n")
    with pytest.raises(RuntimeError, match="not valid TFRecordDataset files:\n    .*bad.txt"):
        ds.TFRecordDataset([str(bad), files[0]]).get_dataset_size()
    with pytest.raises(RuntimeError, match="should not less than num_shards"):
        ds.TFRecordDataset(files, num_shards=5, shard_id=0).get_dataset_size()
    schema = ds.Schema()
    schema.add_column("s", de_type="int64")
    with pytest.raises(RuntimeError, match="the actual type: string, but the predefined type: "
                                           "int64"):
        list(ds.TFRecordDataset(files[0], schema))
    schema = ds.Schema()
    schema.add_column("f", de_type="float32", shape=[3])
    with pytest.raises(RuntimeError, match="Column shape of f defined in schema does not match"):
        list(ds.TFRecordDataset(files[0], schema))
    with pytest.raises(RuntimeError, match="failed to find column name: nope"):
        list(ds.TFRecordDataset(files[0], columns_list=["nope"]))
    with pytest.raises(ValueError, match="did not match any files"):
        ds.TFRecordDataset(str(tmp_path / "none.data"))
    with pytest.raises(ValueError, match="compression_type can only be"):
        ds.TFRecordDataset(files, compression_type="ZIP")
    with pytest.raises(RuntimeError, match="requires shard_id"):
        ds.TFRecordDataset(files, num_shards=2)


def test_schema_json_round_trip(tmp_path):
    path = tmp_path / "schema.json"
    path.write_text('{"datasetType": "TF", "numRows": 4, "columns": {"b": {"type": "int32", '
                    '"rank": 1, "shape": [1]}, "a": {"type": "float32", "rank": 0}}}')
    schema = ds.Schema(str(path))
    assert [c["name"] for c in schema.columns] == ["a", "b"]      # a JSON dict: name order
    assert ds.Schema.get_num_rows(schema) == 4
    text = schema.to_json()
    assert '"numRows": 4' in text and '"rank": 0' in text
    with pytest.raises(RuntimeError, match="Column's name is missing"):
        schema.parse_columns([{"type": "int8"}])
    with pytest.raises(TypeError, match="path: 1 is not string"):
        ds.Schema(1)
