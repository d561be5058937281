"""MindRecord: ``minicell.mindrecord`` FileWriter / FileReader and ``dataset.MindDataset``.
Files must be the ones MindSpore 2.10 writes for the same calls (checked here by the SHA-256 of
a file 2.10 wrote, and by 2.10's encodings); values and messages measured with 2.10 (CPU)."""
import hashlib
import json
import os
import sqlite3
import struct

import numpy as np
import pytest

import minicell.dataset as ds
from minicell.mindrecord import FileReader, FileWriter, MRMDefineIndexError, \
    MRMInvalidSchemaError, MRMGetMetaError, ParamValueError
from minicell.mindrecord import _format, _msgpack

SCHEMA = {"label": {"type": "int64"}, "name": {"type": "string"}, "img": {"type": "bytes"},
          "ids": {"type": "int32", "shape": [-1]}, "score": {"type": "float64"},
          "mat": {"type": "float32", "shape": [2, 2]}}


def _rows(n):
    return [{"label": i * 1000 - 3, "name": "n%d" % i, "img": bytes(range(i, i + 7)) * 500,
             "ids": np.arange(-200 * i, 300 * i + 1, 97 + i, dtype=np.int32), "score": i / 7,
             "mat": np.full((2, 2), i, np.float32)} for i in range(n)]


def _write(path, rows, shard_num=1, **sizes):
    writer = FileWriter(path, shard_num, overwrite=True)
    if sizes:
        writer.set_header_size(sizes["header"])
        writer.set_page_size(sizes["page"])
    writer.add_schema(SCHEMA, "reference")
    writer.add_index(["label", "name"])
    for part in (rows[:7], rows[7:]):
        if part:
            writer.write_raw_data(part)
    writer.commit()


def test_the_file_is_the_one_mindspore_writes(tmp_path):
    path = str(tmp_path / "ref.mindrecord")
    _write(path, _rows(12), header=1 << 14, page=1 << 15)
    digest = hashlib.sha256(open(path, "rb").read()).hexdigest()
    assert digest == "13f91a491d1ca99013a7ccbcd300f44233f657f6d2ec1af109348f9c6ead7429"
    index = sqlite3.connect(path + ".db").execute("SELECT * FROM INDEXES").fetchall()
    assert index[8] == (8, 1, 318, 359, 0, 0, 28721, 32359, 0, 7997, 0, "n8")
    assert index[9] == (9, 1, 359, 400, 1, 2, 0, 3646, 0, 8997, 0, "n9")


def test_msgpack_and_integer_compression_encode_as_mindspore():
    assert _msgpack.pack({"b": 0.5, "a": 1 / 3}) == \
        b"\x82\xa1b\xca?\x00\x00\x00\xa1a\xcb?\xd5UUUUUU"
    assert _msgpack.pack([300, -3, -200, 2 ** 40]) == \
        b"\x94\xcd\x01,\xfd\xd1\xff8\xcf\x00\x00\x01\x00\x00\x00\x00\x00"
    value = {"k": [None, True, "x" * 40, b"\x00\x01", -2 ** 63, 2.5e300]}
    assert _msgpack.unpack(_msgpack.pack(value)) == value
    assert _format._compress_int(np.array([1, 1], np.int32)) == b"\x00\x00\x00\x02\x00\x01\x01"
    wide = np.array([5, -300, 70000, -2 ** 40, 7], np.int64)
    packed = _format._compress_int(wide)
    assert packed[4:6] == bytes([0b00011011, 0])
    np.testing.assert_array_equal(_format._uncompress_int(packed, np.int64), wide)


def test_rows_read_back_in_order_and_shards_split_evenly(tmp_path):
    path = str(tmp_path / "s.mindrecord")
    rows = _rows(10)
    _write(path, rows, shard_num=4)
    assert sorted(os.listdir(tmp_path)) == [f"s.mindrecord{i}{e}" for i in range(4)
                                            for e in ("", ".db")]
    header = _format.read_header(path + "2")
    assert header["shard_id"] == 2 and {p["shard_id"] for p in header["page"]} == {2}
    reader = FileReader(path + "2")                   # one shard reads the whole dataset
    got = list(reader.get_next())
    # write 1 (7 rows) gives shards 2, 2, 2, 1 rows; write 2 (3 rows) 1, 1, 1, 0
    assert reader.len() == 10 and [r["label"] for r in got] == \
        [-3, 997, 6997, 1997, 2997, 7997, 3997, 4997, 8997, 5997]
    first = got[0]
    assert list(first) == ["label", "name", "score", "ids", "img", "mat"]
    assert first["img"] == rows[0]["img"] and first["mat"].dtype == np.float32
    np.testing.assert_array_equal(got[3]["ids"], rows[2]["ids"])
    assert reader.schema()["ids"] == {"shape": [-1], "type": "int32"}
    reader.close()
    assert list(reader.get_next()) == []
    part = FileReader([path + "1", path + "0"], columns=["label"])
    assert list(part.get_next()) == [{"label": v} for v in (1997, 2997, 7997, -3, 997, 6997)]


def test_invalid_rows_are_skipped_and_all_invalid_raises(tmp_path):
    path = str(tmp_path / "v.mindrecord")
    writer = FileWriter(path, 1, overwrite=True)
    writer.add_schema({"label": {"type": "int32"}, "v": {"type": "float32", "shape": [-1, 2]}})
    ok = np.ones((2, 2), np.float32)
    writer.write_raw_data([{"label": 1, "v": ok}, {"label": "x", "v": ok}, {"v": ok},
                           {"label": 3, "v": np.ones(3, np.float32)},
                           {"label": 4, "v": ok.astype(np.float64)},
                           {"label": 2 ** 40, "v": ok}, {"label": 5, "v": ok, "extra": 1}])
    for bad in ([{"label": "x", "v": ok}], []):
        with pytest.raises(RuntimeError, match="There is no valid data which can be written"):
            writer.write_raw_data(bad)
    writer.commit()
    assert [r["label"] for r in FileReader(path).get_next()] == [1, 5]
    with pytest.raises(RuntimeError, match="Not allowed to call `write_raw_data` on flushed"):
        writer.write_raw_data([{"label": 9, "v": ok}])
    appender = FileWriter.open_for_append(path)
    appender.write_raw_data([{"label": 6, "v": ok}])
    appender.commit()
    assert [r["label"] for r in FileReader(path).get_next()] == [1, 5, 6]


def test_writer_errors_as_mindspore(tmp_path):
    writer = FileWriter(str(tmp_path / "e.mindrecord"), 1, overwrite=True)
    for schema, detail in (({"x": {"type": "uint8"}}, "Field 'x' contain illegal attribute "
                                                      "'uint8'."),
                           ({"s": {"type": "string", "shape": [2]}}, "Field 's' contain illegal "
                                                                     "attribute 'string'."),
                           ({"l": {"typ": "int64"}}, "Field '{'typ': 'int64'}' contains illegal "
                                                     "attributes."),
                           ("abc", "Schema content should be dict.")):
        with pytest.raises(MRMInvalidSchemaError) as info:
            writer.add_schema(schema)
        assert str(info.value) == f"[MRMInvalidSchemaError]: Schema format is error. Detail: " \
                                  f"{detail}"
    with pytest.raises(MRMGetMetaError):
        writer.add_index(["label"])
    writer.add_schema({"label": {"type": "int64"}, "v": {"type": "float32", "shape": [2]}})
    with pytest.raises(MRMDefineIndexError, match="Failed to set field v since it's not "
                                                  "primitive type."):
        writer.add_index(["v"])
    with pytest.raises(RuntimeError, match=r"page size: 1 should be in range \[32768 bytes, "
                                           r"268435456 bytes\]"):
        writer.set_page_size(1)
    for bad, message in ((0, "shard_num's value: 0 should between 1 and 1000."),
                         (1.5, "shard_num's type is not int.")):
        with pytest.raises(ParamValueError, match=message):
            FileWriter("x.mindrecord", bad)
    with pytest.raises(ParamValueError, match="File name should not contains"):
        FileWriter("a:b.mindrecord")
    assert ParamValueError("x").error_code == 1347686402


def test_existing_files_are_kept_unless_overwrite_and_failed_commit_leaves_them(tmp_path):
    path = str(tmp_path / "k.mindrecord")
    _write(path, _rows(3))
    before = open(path, "rb").read()
    writer = FileWriter(path, 1)
    writer.add_schema({"label": {"type": "int32"}})
    with pytest.raises(RuntimeError, match="mindrecord files already exist"):
        writer.write_raw_data([{"label": 1}])
    writer = FileWriter(path, 1, overwrite=True)
    writer.set_header_size(1 << 14)
    writer.add_schema({f"f{i}": {"type": "string"} for i in range(900)})   # header overflows
    writer.write_raw_data([{f"f{i}": "v" for i in range(900)}])
    with pytest.raises(RuntimeError, match="does not fit in header size 16384"):
        writer.commit()
    assert open(path, "rb").read() == before
    assert sorted(os.listdir(tmp_path)) == ["k.mindrecord", "k.mindrecord.db"]


def test_reader_errors_for_damaged_or_renamed_files(tmp_path):
    path = str(tmp_path / "r.mindrecord")
    _write(path, _rows(3))
    os.rename(path, path + "_new")
    os.rename(path + ".db", path + "_new.db")
    with pytest.raises(RuntimeError, match="r.mindrecord can not be found. Please check whether "
                                           "the mindrecord file exists"):
        FileReader(path + "_new")
    with pytest.raises(RuntimeError, match="can not match. Please do not rename"):
        ds.MindDataset([path + "_new"])
    junk = str(tmp_path / "junk")
    for name in (junk, junk + ".db"):
        with open(name, "w") as f:
            f.write("just for test")
    with pytest.raises(RuntimeError, match="the size of mindrecord file header is larger than "
                                           "the upper limit"):
        FileReader(junk)
    with pytest.raises(ValueError, match="does not exist or permission denied"):
        ds.MindDataset(str(tmp_path / "missing.mindrecord"))


def test_mind_dataset_columns_sharding_and_padding(tmp_path):
    path = str(tmp_path / "m.mindrecord")
    _write(path, _rows(3))
    data = ds.MindDataset(path, shuffle=False)
    assert data.get_col_names() == ["ids", "img", "label", "mat", "name", "score"]
    row = next(data.create_dict_iterator(output_numpy=True))
    assert row["label"].dtype == np.int64 and row["label"].shape == ()
    assert row["img"].shape == (1,) and row["img"][0] == _rows(1)[0]["img"]
    assert str(row["name"]) == "n0" and row["score"].dtype == np.float64
    cols = ["label", "name"]
    pad = dict(_rows(1)[0], label=-1, name="pad")
    shard1 = ds.MindDataset(path, cols, shuffle=False, num_shards=2, shard_id=1,
                            padded_sample=pad, num_padded=1)
    assert [int(r["label"]) for r in shard1.create_dict_iterator(output_numpy=True)] == [997, -1]
    with pytest.raises(RuntimeError, match="size of dataset and padded samples: 5 can not be "
                                           "divisible by the value of 'num_shards': 2"):
        ds.MindDataset(path, cols, num_shards=2, shard_id=0, padded_sample=pad,
                       num_padded=2).get_dataset_size()
    with pytest.raises(RuntimeError, match="requires columns_list as well"):
        ds.MindDataset(path, padded_sample=pad, num_padded=1)
    with pytest.raises(RuntimeError, match="num_padded is specified but padded_sample is not"):
        ds.MindDataset(path, num_padded=1)
    with pytest.raises(ValueError, match="'Shuffle.FILES' or 'Shuffle.INFILE' and 'num_samples'"):
        ds.MindDataset(path, shuffle=ds.Shuffle.FILES, num_samples=2)
    with pytest.raises(ValueError, match="The sampler is not supported yet."):
        ds.MindDataset(path, sampler=ds.WeightedRandomSampler([1, 2], 2))
    picked = ds.MindDataset(path, ["label"], sampler=ds.SubsetSampler([2, 0]))
    assert [int(r[0]) for r in picked.create_tuple_iterator(output_numpy=True)] == [1997, -3]
    bad = ds.MindDataset(path, ["nope"])
    with pytest.raises(RuntimeError, match="column name: nope can not found in schema"):
        list(bad.create_tuple_iterator())


def test_header_json_matches_mindspore_layout(tmp_path):
    path = str(tmp_path / "h.mindrecord")
    writer = FileWriter(path)
    writer.add_schema({"label": {"type": "int64"}, "s": {"type": "string"}})
    writer.write_raw_data([{"label": 1, "s": "a"}])
    writer.commit()
    with open(path, "rb") as f:
        (n,) = struct.unpack("<Q", f.read(8))
        header = json.loads(f.read(n))
    assert list(header) == ["header_size", "index_fields", "page", "page_size",
                            "compression_size", "schema", "shard_addresses", "shard_id",
                            "statistics", "version"]
    assert header["index_fields"] == [{"index_field": "label", "schema_id": 0},
                                      {"index_field": "s", "schema_id": 0}]
    assert header["schema"] == [{"blob_fields": [], "desc": "",
                                 "schema": {"label": {"type": "int64"},
                                            "s": {"type": "string"}}}]
    assert os.path.getsize(path) == (1 << 24) + (1 << 25) + header["page"][1]["page_size"]


def test_converters_write_mindspore_schemas(tmp_path):
    import pickle
    from PIL import Image
    from minicell.mindrecord import Cifar10ToMR, CsvToMR, PathNotExistsError
    src = tmp_path / "cifar"
    src.mkdir()
    rng = np.random.default_rng(0)
    for name, labels in (("data_batch_1", [3, 5]), ("test_batch", [7])):
        with open(src / name, "wb") as f:
            pickle.dump({b"data": rng.integers(0, 255, (len(labels), 3072), np.uint8),
                         b"labels": labels}, f)
    dest = str(tmp_path / "c.mindrecord")
    assert Cifar10ToMR(str(src), dest).transform(["label"]) == 0
    train = list(FileReader(dest).get_next())
    assert [(r["id"], r["label"]) for r in train] == [(0, 3), (1, 5)]
    assert Image.open(__import__("io").BytesIO(train[0]["data"])).size == (32, 32)
    assert [r["label"] for r in FileReader(dest + "_test").get_next()] == [7]
    with pytest.raises(PathNotExistsError, match="test_batch"):
        (src / "test_batch").unlink()
        Cifar10ToMR(str(src), dest)
    table = tmp_path / "t.csv"
    table.write_text("Age,Name,Sales,Over18\n21,john, 123.5,True\n41,tom,12,False\n\n")
    out = str(tmp_path / "t.mindrecord")
    CsvToMR(str(table), out).transform()
    reader = FileReader(out)
    assert reader.schema() == {"Age": {"type": "int64"}, "Name": {"type": "string"},
                               "Over18": {"type": "int32"}, "Sales": {"type": "float64"}}
    assert list(reader.get_next())[0] == {"Age": 21, "Name": "john", "Over18": 1, "Sales": 123.5}
    with pytest.raises(RuntimeError, match="column ssales does not exist"):
        CsvToMR(str(table), str(tmp_path / "u.mindrecord"), ["ssales"]).transform()


def test_mind_page_reads_categories_a_page_at_a_time(tmp_path):
    from minicell.mindrecord import MindPage, MRMDefineCategoryError
    path = str(tmp_path / "p")
    writer = FileWriter(path, 2, overwrite=True)
    writer.add_schema({"file_name": {"type": "string"}, "label": {"type": "int32"},
                       "data": {"type": "bytes"}})
    writer.add_index(["file_name", "label"])
    writer.write_raw_data([{"file_name": f"{i % 3}.jpg", "label": [13, 822, 5, 13, 7][i],
                            "data": bytes([i, 1])} for i in range(5)])
    writer.commit()
    page = MindPage(path + "0")
    assert page.candidate_fields == ["file_name", "label"] and page.category_field is None
    with pytest.raises(RuntimeError, match="field: is invalid"):
        page.read_category_info()
    page.category_field = "label"
    assert page.read_category_info() == (
        '{"categories":[{"count":2,"id":0,"name":"13"},{"count":1,"id":1,"name":"5"},'
        '{"count":1,"id":2,"name":"7"},{"count":1,"id":3,"name":"822"}],"key":"label_0"}')
    assert page.read_at_page_by_id(0, 1, 1) == [{"file_name": "0.jpg", "label": 13,
                                                 "data": b"\x03\x01"}]
    assert [r["label"] for r in page.read_at_page_by_name("822", 0, 1)] == [822]
    with pytest.raises(RuntimeError, match=r"category_id: 9 must be in the range \[0, 4\]"):
        page.read_at_page_by_id(9, 0, 1)
    with pytest.raises(RuntimeError, match="page no: 5or page size: 1 is invalid"):
        page.read_at_page_by_id(0, 5, 1)
    with pytest.raises(MRMDefineCategoryError, match="'data' is not a candidate"):
        page.category_field = "data"


def test_mind_dataset_random_access_follows_the_first_epoch(tmp_path):
    path = str(tmp_path / "g.mindrecord")
    _write(path, _rows(5))
    data = ds.MindDataset(path, ["label", "name"], sampler=ds.RandomSampler())
    seed = ds.config.get_seed()
    ds.config.set_seed(1234)         # a set seed: every run draws the same first epoch
    try:
        rows = [[a.tolist() for a in r] for r in data.create_tuple_iterator(output_numpy=True)]
        assert [[a.tolist() for a in data[i]] for i in range(5)] == rows
        assert rows != sorted(rows)
    finally:
        ds.config.set_seed(seed)
    with pytest.raises(TypeError, match=r"Argument index with value 2 is not of type "
                                        r"\[<class 'int'>\], but got <class 'str'>."):
        data["2"]
    with pytest.raises(RuntimeError, match=r"not within the required interval of \[0, 4\], but "
                                           r"got 100"):
        data[100]
    with pytest.raises(ValueError, match="index cannot be negative, but got -1."):
        data[-1]
