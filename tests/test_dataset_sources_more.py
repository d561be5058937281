"""CSVDataset, TextFileDataset, CocoDataset, PaddedDataset, padded_batch,
bucket_batch_by_length and the column transforms (Slice, Concatenate, PadEnd, Mask, Unique,
TypeCast), on tiny files made in tmp_path. Expected values are MindSpore 2.10's on the same
inputs (CPU package), except where a comment says minicell differs."""
import json

import numpy as np
import pytest

import minicell as ms
import minicell.dataset as ds
from minicell.dataset import transforms


def _rows(data):
    return [{k: v.tolist() for k, v in row.items()}
            for row in data.create_dict_iterator(output_numpy=True)]


@pytest.fixture
def csv_file(tmp_path):
    path = tmp_path / "t.csv"
    path.write_text('a,b,c\n1,2.5,x\n3,4.5,"y,z"\n5,,w\n')
    return str(path)


def test_csv_strings_by_default_with_header_names(csv_file):
    data = ds.CSVDataset([csv_file], shuffle=False)
    assert data.get_col_names() == ["a", "b", "c"] and data.get_dataset_size() == 3
    row = next(data.create_dict_iterator(output_numpy=True))
    assert row["a"].dtype.kind == "U" and row["a"].shape == ()
    assert _rows(data) == [{"a": "1", "b": "2.5", "c": "x"}, {"a": "3", "b": "4.5", "c": "y,z"},
                           {"a": "5", "b": "", "c": "w"}]


def test_csv_types_from_defaults_and_column_names(csv_file):
    data = ds.CSVDataset(csv_file, column_defaults=[0, 0.0, ""], shuffle=False)
    first = next(data.create_dict_iterator(output_numpy=True))
    assert (first["a"].dtype, first["b"].dtype) == (np.int32, np.float32)
    # minicell: an empty field takes its default (MindSpore 2.10 stops with a type error)
    assert [r["b"] for r in _rows(data)] == [2.5, 4.5, 0.0]
    named = ds.CSVDataset(csv_file, column_names=["p", "q", "r"], shuffle=False)
    assert named.get_col_names() == ["p", "q", "r"] and _rows(named)[0] == \
        {"p": "a", "q": "b", "r": "c"}
    bad = ds.CSVDataset(csv_file, column_defaults=[0, 0, ""], shuffle=False)
    with pytest.raises(RuntimeError, match="type does not match"):
        _rows(bad)


def test_csv_errors_and_shuffle(csv_file, tmp_path):
    with pytest.raises(ValueError, match="did not match any files"):
        ds.CSVDataset(str(tmp_path / "nope.csv"))
    with pytest.raises(TypeError):
        ds.CSVDataset(csv_file, shuffle="yes")
    ds.config.set_seed(0)
    shuffled = ds.CSVDataset(csv_file, shuffle=ds.Shuffle.GLOBAL)
    assert sorted(r["a"] for r in _rows(shuffled)) == ["1", "3", "5"]
    shards = [_rows(ds.CSVDataset(csv_file, shuffle=False, num_shards=2, shard_id=k))
              for k in range(2)]
    assert [len(s) for s in shards] == [2, 2]


def test_text_file_lines(tmp_path):
    (tmp_path / "t1.txt").write_text("hello world\nsecond line\n\nlast\n")
    (tmp_path / "t2.txt").write_text("other file\n")
    files = [str(tmp_path / "t1.txt"), str(tmp_path / "t2.txt")]
    data = ds.TextFileDataset(files, shuffle=False, num_parallel_workers=1)
    assert data.get_col_names() == ["text"] and data.get_dataset_size() == 4
    # one worker reads the files one after the other; two alternate (file i to worker i,
    # a row from each worker in turn), as MindSpore 2.10 reads them (measured)
    assert [r["text"] for r in _rows(data)] == ["hello world", "second line", "last",
                                                 "other file"]
    data = ds.TextFileDataset(files, shuffle=False, num_parallel_workers=2)
    assert [r["text"] for r in _rows(data)] == ["hello world", "other file", "second line",
                                                 "last"]
    assert len(_rows(ds.TextFileDataset(str(tmp_path / "*.txt"), num_samples=2))) == 2


def test_padded_dataset_pads_a_sharded_concat():
    samples = [{"image": np.zeros((2, 2), np.uint8), "label": np.array(1)},
               {"image": np.ones((2, 2), np.uint8), "label": np.array(2)}]
    padded = ds.PaddedDataset(samples)
    assert padded.get_col_names() == ["image", "label"] and padded.get_dataset_size() == 2
    rows = _rows(padded)
    assert rows[1] == {"image": [[1, 1], [1, 1]], "label": 2}
    data = ds.NumpySlicesDataset({"image": np.full((3, 2, 2), 5, np.uint8),
                                  "label": np.array([7, 8, 9])}, shuffle=False)
    whole = data + ds.PaddedDataset(samples[:1])
    assert whole.get_dataset_size() == 4
    with pytest.raises(ValueError):
        ds.PaddedDataset([])
    with pytest.raises(ValueError):
        ds.PaddedDataset([{"a": 1}, {"b": 2}])
    with pytest.raises(TypeError):
        ds.PaddedDataset({"a": 1})


def _coco(tmp_path):
    from PIL import Image
    images = tmp_path / "images"
    images.mkdir()
    Image.fromarray(np.full((4, 6, 3), 50, np.uint8)).save(images / "a.png")
    Image.fromarray(np.full((5, 3, 3), 90, np.uint8)).save(images / "b.png")
    ann = {"images": [{"id": 7, "file_name": "a.png", "height": 4, "width": 6},
                      {"id": 3, "file_name": "b.png", "height": 5, "width": 3}],
           "annotations": [
               {"id": 1, "image_id": 7, "bbox": [1, 1, 2, 2], "category_id": 2, "iscrowd": 0},
               {"id": 2, "image_id": 7, "bbox": [0, 0, 1.5, 1], "category_id": 1, "iscrowd": 1},
               {"id": 3, "image_id": 3, "bbox": [0, 1, 2, 3], "category_id": 1, "iscrowd": 0}],
           "categories": [{"id": 1, "name": "cat"}, {"id": 2, "name": "dog"}]}
    path = tmp_path / "ann.json"
    path.write_text(json.dumps(ann))
    return str(images), str(path)


def test_coco_detection(tmp_path):
    images, ann = _coco(tmp_path)
    data = ds.CocoDataset(images, ann, shuffle=False, decode=True)
    assert data.get_col_names() == ["image", "bbox", "category_id", "iscrowd"]
    assert data.get_class_indexing() == {"cat": [1], "dog": [2]}
    rows = list(data.create_tuple_iterator(output_numpy=True))
    image, bbox, category, crowd = rows[0]
    assert image.shape == (4, 6, 3) and (image == 50).all()
    assert bbox.dtype == np.float32 and bbox.tolist() == [[1, 1, 2, 2], [0, 0, 1.5, 1]]
    assert category.dtype == np.uint32 and category.tolist() == [[2], [1]]
    assert crowd.dtype == np.uint32 and crowd.tolist() == [[0], [1]]
    assert rows[1][0].shape == (5, 3, 3) and rows[1][1].shape == (1, 4)
    raw = next(ds.CocoDataset(images, ann, shuffle=False).create_tuple_iterator(
        output_numpy=True))[0]
    assert raw.dtype == np.uint8 and raw.ndim == 1 and bytes(raw[1:4]) == b"PNG"
    with pytest.raises(ValueError, match="Invalid task type"):
        ds.CocoDataset(images, ann, task="Foo")
    # the other tasks are read too (tests/test_s55_ds_a.py)
    assert ds.CocoDataset(images, ann, task="Stuff").get_col_names() == \
        ["image", "segmentation", "iscrowd"]


def _ragged():
    def gen():
        for n in [1, 3, 2, 4, 1]:
            yield np.arange(n, dtype=np.int32) + 1, np.full((2, n), n, np.float32), np.array(n)
    return ds.GeneratorDataset(gen, ["a", "b", "c"], shuffle=False)


def test_padded_batch():
    rows = _rows(_ragged().padded_batch(2, pad_info={"a": (None, 0), "b": ([2, None], 9)}))
    assert rows[0] == {"a": [[1, 0, 0], [1, 2, 3]],
                       "b": [[[1, 9, 9], [1, 9, 9]], [[3, 3, 3], [3, 3, 3]]], "c": [1, 3]}
    assert rows[2] == {"a": [[1]], "b": [[[1], [1]]], "c": [1]}
    every = _rows(_ragged().padded_batch(2, True, pad_info={}))
    assert len(every) == 2 and every[1]["b"][0] == [[2, 2, 0, 0], [2, 2, 0, 0]]
    fixed = _rows(_ragged().padded_batch(5, pad_info={"a": ([6], -1), "b": None}))
    assert fixed[0]["a"][0] == [1, -1, -1, -1, -1, -1]
    with pytest.raises(RuntimeError, match="Cannot batch tensors with different shapes"):
        _rows(_ragged().padded_batch(2, pad_info={"a": ([4], -1)}))  # b is not padded
    cut = _rows(_ragged().padded_batch(2, pad_info={"a": ([2], 0), "b": None}))
    assert [r["a"] for r in cut] == [[[1, 0], [1, 2]], [[1, 2], [1, 2]], [[1, 0]]]  # 2.10 cuts
    with pytest.raises(RuntimeError, match="zz does not exist"):
        _rows(_ragged().padded_batch(2, pad_info={"zz": None}))
    with pytest.raises(TypeError):
        _ragged().padded_batch(2, pad_info=[1])
    with pytest.raises(TypeError, match="padded_batch"):
        _ragged().batch(2, pad_info={"a": None})  # MindSpore 2.x moved it


def test_bucket_batch_by_length():
    rows = _rows(_ragged().bucket_batch_by_length(["a"], [2, 4], [2, 2, 2]))
    assert [r["c"] for r in rows] == [[3, 2], [1, 1], [4]]
    assert rows[0]["a"] == [[1, 2, 3], [1, 2, 0]]
    assert rows[0]["b"][1] == [[2, 2, 0], [2, 2, 0]]  # every column padded
    dropped = _rows(_ragged().bucket_batch_by_length(["a"], [3], [2, 1], drop_remainder=True))
    assert [r["c"] for r in dropped] == [[3], [1, 2], [4]]
    edge = _rows(_ragged().bucket_batch_by_length(
        ["a"], [3], [2, 1], pad_info={"a": (None, 7), "b": None}, pad_to_bucket_boundary=True))
    assert edge[1]["a"] == [[1, 7], [1, 2]]
    by_fn = _rows(_ragged().bucket_batch_by_length(["c"], [3], [3, 3],
                                                   element_length_function=lambda c: int(c)))
    assert [r["c"] for r in by_fn] == [[1, 2, 1], [3, 4]]
    with pytest.raises(ValueError):
        _ragged().bucket_batch_by_length(["a"], [3], [2])
    with pytest.raises(ValueError):
        _ragged().bucket_batch_by_length(["a", "b"], [3], [2, 2])


def test_slice():
    x = np.arange(12).reshape(3, 4)
    assert transforms.Slice(1)(np.arange(5)).tolist() == [1]
    assert transforms.Slice(-1)(np.arange(5)).tolist() == [4]
    assert transforms.Slice(Ellipsis, 1)(x).tolist() == [[1], [5], [9]]
    assert transforms.Slice(None, slice(1, 3))(x).tolist() == [[1, 2], [5, 6], [9, 10]]
    assert transforms.Slice(slice(None), [0, 3])(x).tolist() == [[0, 3], [4, 7], [8, 11]]
    with pytest.raises(RuntimeError, match="out of bounds"):
        transforms.Slice(7)(np.arange(5))


def test_concatenate_pad_end_mask():
    assert transforms.Concatenate(0, np.array([9]), np.array([7, 7]))(np.arange(2)).tolist() \
        == [9, 0, 1, 7, 7]
    assert transforms.Concatenate(0, np.array(["a"]))(np.array(["b", "c"])).tolist() == \
        ["a", "b", "c"]
    with pytest.raises(RuntimeError, match="datatype does not match"):
        transforms.Concatenate(0, None, np.array([7]))(np.arange(3, dtype=np.int32))
    with pytest.raises(RuntimeError, match="only 1D"):
        transforms.Concatenate()(np.zeros((2, 2)))
    x = np.arange(12).reshape(3, 4)
    assert transforms.PadEnd([4, 5], 9)(x)[:, 4].tolist() == [9, 9, 9, 9]
    assert transforms.PadEnd([2, 5])(x).tolist() == [[0, 1, 2, 3, 0], [4, 5, 6, 7, 0]]
    assert transforms.PadEnd([4])(np.array(["a", "b"])).tolist() == ["a", "b", "", ""]
    with pytest.raises(RuntimeError, match="invalid pad shape"):
        transforms.PadEnd([4])(x)
    le = transforms.Mask(transforms.Relational.LE, 2.5, ms.float32)(np.arange(4))
    assert le.dtype == np.float32 and le.tolist() == [1, 1, 1, 0]
    ne = transforms.Mask(transforms.Relational.NE, "a")(np.array(["a", "b"]))
    assert ne.dtype == np.bool_ and ne.tolist() == [False, True]


def test_unique_in_a_pipeline():
    data = ds.NumpySlicesDataset({"x": np.array([[[5, 1], [5, 3]]])}, shuffle=False).map(
        transforms.Unique(), ["x"], ["x", "idx", "cnt"])
    row = next(data.create_dict_iterator(output_numpy=True))
    assert row["x"].tolist() == [5, 1, 3]
    assert row["idx"].dtype == np.int32 and row["idx"].tolist() == [0, 1, 0, 2]
    assert row["cnt"].dtype == np.int32 and row["cnt"].tolist() == [2, 1, 1]


def test_type_cast_variants():
    assert transforms.TypeCast(np.float16)(np.arange(3)).dtype == np.float16
    assert transforms.TypeCast(ms.bool_)(np.arange(3)).tolist() == [False, True, True]
    assert transforms.TypeCast("int8")(np.arange(3)).dtype == np.int8
    assert transforms.TypeCast(ms.int32)(np.array([1.7, -1.7])).tolist() == [1, -1]
    assert transforms.TypeCast(ms.uint8)(np.array([300, -1])).tolist() == [44, 255]
    with pytest.raises(RuntimeError, match="from string"):
        transforms.TypeCast(ms.int32)(np.array(["1"]))


def test_random_order_applies_every_transform_once():
    ds.config.set_seed(0)
    order = transforms.RandomOrder([lambda x: x * 2, lambda x: x + 1])
    data = ds.NumpySlicesDataset({"x": np.ones(40, np.int64)}, shuffle=False).map(order)
    assert {r["x"] for r in _rows(data)} == {3, 4}


def test_random_dataset_follows_its_schema(tmp_path):
    schema = ds.Schema()
    schema.add_column("image", de_type=ms.uint8, shape=[2, 2])
    schema.add_column("label", de_type=ms.int32, shape=[1])
    schema.add_column("y", de_type="int64")
    data = ds.RandomDataset(schema=schema, total_rows=3, shuffle=False)
    assert data.get_col_names() == ["image", "label", "y"] and data.get_dataset_size() == 3
    rows = list(data.create_tuple_iterator(output_numpy=True))
    image, label, y = rows[0]
    assert (image.dtype, image.shape, label.dtype, label.shape, y.dtype, y.shape) == \
        (np.uint8, (2, 2), np.int32, (1,), np.int64, ())
    assert (image == image.flat[0]).all()  # one value per tensor, as MindSpore
    again = list(ds.RandomDataset(schema=schema, total_rows=3, shuffle=False)
                 .create_tuple_iterator(output_numpy=True))
    assert all(np.array_equal(a, b) for r, s in zip(rows, again) for a, b in zip(r, s))
    assert ds.RandomDataset(schema=schema, total_rows=2, columns_list=["y"]).get_col_names() \
        == ["y"]
    path = tmp_path / "schema.json"
    path.write_text(schema.to_json().replace('"columns"', '"numRows": 5, "columns"'))
    from_file = ds.RandomDataset(schema=str(path))
    assert from_file.get_dataset_size() == 5 and from_file.get_col_names() == \
        ["image", "label", "y"]
    with pytest.raises(ValueError):
        ds.RandomDataset(schema=schema, total_rows=2, columns_list=["zz"])
    with pytest.raises(TypeError):
        schema.add_column("bad", de_type="no such type")


def _voc(tmp_path):
    from PIL import Image
    root = tmp_path / "voc"
    for sub in ("Annotations", "ImageSets/Main", "ImageSets/Segmentation", "JPEGImages",
                "SegmentationClass"):
        (root / sub).mkdir(parents=True)
    Image.fromarray(np.full((4, 6, 3), 50, np.uint8)).save(root / "JPEGImages/im1.jpg")
    Image.fromarray(np.full((5, 3, 3), 90, np.uint8)).save(root / "JPEGImages/im2.jpg")
    Image.fromarray(np.ones((4, 6), np.uint8)).save(root / "SegmentationClass/im1.png")
    Image.fromarray(np.ones((5, 3), np.uint8)).save(root / "SegmentationClass/im2.png")
    (root / "ImageSets/Main/train.txt").write_text("im1\nim2\n")
    (root / "ImageSets/Segmentation/train.txt").write_text("im2\nim1\n")

    def obj(name, box, flag=0):
        coords = "".join(f"<{k}>{v}</{k}>" for k, v in zip(("xmin", "ymin", "xmax", "ymax"), box))
        return (f"<object><name>{name}</name><difficult>{flag}</difficult><truncated>{flag}"
                f"</truncated><bndbox>{coords}</bndbox></object>")
    (root / "Annotations/im1.xml").write_text(
        f"<annotation>{obj('dog', (1, 1, 3, 3))}{obj('cat', (1, 2, 2, 3), 1)}</annotation>")
    (root / "Annotations/im2.xml").write_text(
        f"<annotation>{obj('person', (1, 1, 2, 4.5))}</annotation>")
    return str(root)


def test_voc_detection_and_segmentation(tmp_path):
    root = _voc(tmp_path)
    det = ds.VOCDataset(root, task="Detection", usage="train", shuffle=False)
    assert det.get_col_names() == ["image", "bbox", "label", "difficult", "truncate"]
    assert det.get_class_indexing() == {"cat": 0, "dog": 1, "person": 2}
    rows = list(det.create_tuple_iterator(output_numpy=True))
    image, bbox, label, difficult, truncate = rows[0]
    assert image.ndim == 1 and bbox.dtype == np.float32
    assert bbox.tolist() == [[1, 1, 2, 2], [1, 2, 1, 1]] and rows[1][1].tolist() == [[1, 1, 1, 3.5]]
    assert label.dtype == np.uint32 and label.tolist() == [[1], [0]]
    assert difficult.tolist() == [[0], [1]] and truncate.tolist() == [[0], [1]]
    mine = ds.VOCDataset(root, task="Detection", shuffle=False, decode=True,
                         class_indexing={"cat": 5, "dog": 6, "person": 7})
    first = next(mine.create_tuple_iterator(output_numpy=True))
    assert first[0].shape == (4, 6, 3) and first[2].tolist() == [[6], [5]]
    seg = ds.VOCDataset(root, task="Segmentation", shuffle=False, decode=True)
    assert seg.get_col_names() == ["image", "target"]
    image, target = next(seg.create_tuple_iterator(output_numpy=True))
    assert image.shape == target.shape == (5, 3, 3) and (target == 1).all()
    with pytest.raises(ValueError, match="Invalid task"):
        ds.VOCDataset(root, task="Foo")
    with pytest.raises(ValueError, match="does not exist"):
        ds.VOCDataset(root, usage="val")
    with pytest.raises(ValueError, match="not supported in Segmentation"):
        ds.VOCDataset(root, class_indexing={"a": 1})


@pytest.mark.parametrize("module", ["minicell.dataset.file_sources",
                                    "minicell.dataset.random_source",
                                    "minicell.dataset.vision.color",
                                    "minicell.dataset.vision.affine",
                                    "minicell.dataset.vision.augment",
                                    "minicell.dataset.vision.policies",
                                    "minicell.dataset.vision.regions",
                                    "minicell.dataset.vision.conversions"])
def test_module_examples(module):
    import doctest
    import importlib
    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted > 0 and result.failed == 0


def test_fake_image_dataset():
    data = ds.FakeImageDataset(num_images=5, image_size=(4, 5, 3), num_classes=3, shuffle=False)
    assert data.get_col_names() == ["image", "label"] and data.get_dataset_size() == 5
    rows = list(data.create_tuple_iterator(output_numpy=True))
    image, label = rows[0]
    assert (image.dtype, image.shape, label.dtype, label.shape) == \
        (np.uint8, (4, 5, 3), np.uint32, ())
    assert all(0 <= int(r[1]) < 3 for r in rows)
    again = next(ds.FakeImageDataset(5, (4, 5, 3), 3, shuffle=False).create_tuple_iterator(
        output_numpy=True))
    np.testing.assert_array_equal(again[0], image)
    other = next(ds.FakeImageDataset(5, (4, 5, 3), 3, base_seed=1, shuffle=False)
                 .create_tuple_iterator(output_numpy=True))
    assert not np.array_equal(other[0], image)
    with pytest.raises(ValueError):
        ds.FakeImageDataset(image_size=(4, 5))


def test_pk_sampler(tmp_path):
    for name, count in (("a", 3), ("b", 1), ("c", 4)):
        (tmp_path / name).mkdir()
        for i in range(count):
            (tmp_path / name / f"{i}.jpg").write_bytes(b"x")

    def labels(**kwargs):
        data = ds.ImageFolderDataset(str(tmp_path), sampler=ds.PKSampler(**kwargs))
        return data.get_dataset_size(), [int(r[1]) for r in
                                         data.create_tuple_iterator(output_numpy=True)]
    # MindSpore 2.10's sizes and labels on the same folder
    assert labels(num_val=2) == (6, [0, 0, 1, 1, 2, 2])
    assert labels(num_val=4) == (12, [0] * 4 + [1] * 4 + [2] * 4)
    assert labels(num_val=2, num_samples=3) == (3, [0, 0, 1])
    ds.config.set_seed(0)
    size, shuffled = labels(num_val=2, shuffle=True)
    assert size == 6 and sorted(shuffled) == [0, 0, 1, 1, 2, 2]
    assert shuffled[0::2] == shuffled[1::2]  # classes stay together
    with pytest.raises(ValueError, match="PKSampler"):
        ds.GeneratorDataset([(1, 0)], ["x", "label"], sampler=ds.PKSampler(1))
    # 2.10's NumpySlicesDataset is a GeneratorDataset (measured: the same ValueError)
    with pytest.raises(ValueError, match="^GeneratorDataset doesn't support PKSampler.$"):
        ds.NumpySlicesDataset({"x": np.arange(5), "lab": np.array([1, 0, 1, 0, 1])},
                              sampler=ds.PKSampler(2, class_column="lab"))


def test_engine_iterators_cleanup_hooks():
    # MindSpore's ut conftest: `from mindspore.dataset.engine.iterators import _cleanup, ...`
    from minicell.dataset.engine.iterators import (_cleanup, _unset_iterator_cleanup,
                                                   check_iterator_cleanup)
    import minicell.dataset as ds
    assert ds.engine.iterators is ds.iterators
    _cleanup()
    assert check_iterator_cleanup()
    _unset_iterator_cleanup()
    assert not check_iterator_cleanup()
    rows = ds.NumpySlicesDataset([1, 2], shuffle=False).create_tuple_iterator(output_numpy=True)
    assert [int(r[0]) for r in rows] == [1, 2]
