"""Session 55, dsA: MindSpore 2.10's dataset unit tests run with their data (test_2ops ..
test_invert). Each case is the intent of a 2.10 behaviour those tests showed minicell missing,
on small files written here; the expected values and texts were measured on 2.10."""
import json

import numpy as np
import pytest

import minicell.dataset as ds
from test_dataset_tfrecord import _example, _write

_DATA_FILE = "map operation: [PyFunc] failed. The corresponding data file is: "


def _boom(x):
    raise ValueError("boom")


def _map_error(data, column):
    with pytest.raises(RuntimeError) as info:
        for _ in data.map(_boom, input_columns=[column]).create_dict_iterator(num_epochs=1):
            pass
    return str(info.value)


# ---- a failing map names the row's data file (2.10: TFRecord, CSV, text, corpora, COCO) ----
def test_tfrecord_map_error_names_the_file(tmp_path):
    path = _write(tmp_path / "a.tfrecord", [_example({"id": [1]})])
    text = _map_error(ds.TFRecordDataset([path], shuffle=False), "id")
    assert _DATA_FILE + path + "." in text


def test_csv_and_text_map_errors_name_the_file(tmp_path):
    csv_file, txt = tmp_path / "a.csv", tmp_path / "a.txt"
    csv_file.write_text("1,2\n3,4\n")
    txt.write_text("x\ny\n")
    data = ds.CSVDataset(str(csv_file), column_names=["a", "b"], shuffle=False)
    assert _DATA_FILE + str(csv_file) in _map_error(data, "b")
    assert _DATA_FILE + str(txt) in _map_error(ds.TextFileDataset(str(txt), shuffle=False),
                                               "text")


def test_corpus_map_error_names_the_file(tmp_path):
    (tmp_path / "test.csv").write_text('"3","t","d"\n')
    data = ds.AGNewsDataset(str(tmp_path), usage="test", shuffle=False)
    assert _DATA_FILE + str(tmp_path / "test.csv") in _map_error(data, "title")


def test_the_file_survives_an_earlier_map(tmp_path):
    txt = tmp_path / "a.txt"
    txt.write_text("x\n")
    data = ds.TextFileDataset(str(txt), shuffle=False).map(lambda t: t, input_columns=["text"])
    assert _DATA_FILE + str(txt) in _map_error(data, "text")


# ---- CSVDataset ----
def test_csv_field_delim_none_is_a_comma(tmp_path):
    path = tmp_path / "a.csv"
    path.write_text("1,2\n")
    data = ds.CSVDataset(str(path), field_delim=None, column_defaults=[0, ""],
                         column_names=["a", "b"], shuffle=False)
    row = next(data.create_dict_iterator(num_epochs=1, output_numpy=True))
    assert row["a"] == 1 and row["a"].dtype == np.int32 and row["b"] == "2"


def test_csv_size_counts_records_without_converting(tmp_path):
    path = tmp_path / "a.csv"
    path.write_text('1,2\n"a","b\nc"\nx,y\n')
    data = ds.CSVDataset(str(path), column_defaults=[0.0, 0.0], column_names=["a", "b"],
                         shuffle=False)
    assert data.get_dataset_size() == 3


def test_csv_duplicate_column_names(tmp_path):
    path = tmp_path / "a.csv"
    path.write_text("1,2\n")
    data = ds.CSVDataset(str(path), column_names=["a", "a"], shuffle=False)
    with pytest.raises(RuntimeError, match="CSVDataset: 'column_names' : Invalid parameter, "
                                           "duplicate column names are not allowed: a"):
        data.create_dict_iterator(num_epochs=1)


def _csv_rows(path, defaults):
    data = ds.CSVDataset(str(path), column_defaults=defaults, column_names=["a", "b", "c"],
                         shuffle=False)
    return [r for r in data.create_dict_iterator(num_epochs=1, output_numpy=True)]


def test_csv_unclosed_quote_at_the_end(tmp_path):
    path = tmp_path / "a.csv"
    path.write_text('1,2,3\nq,r,"s\n')
    with pytest.raises(RuntimeError) as info:
        _csv_rows(path, ["", "", ""])
    assert str(info.value) == (f"Invalid file, failed to parse csv file: {path} at line 2. "
                               f"Error message: Invalid csv file, reach the end of file in "
                               f"quote field, check {path}.")
    # a field of the wrong type before the quote fails first, as 2.10 reads field by field
    with pytest.raises(RuntimeError, match="parse failed at line 2, type does not match"):
        _csv_rows(path, ["", 0, ""])


def test_csv_other_bad_quoting_reads_as_the_csv_module(tmp_path):
    path = tmp_path / "a.csv"
    path.write_text('1,"2"x,3\n')
    assert [r["b"] for r in _csv_rows(path, ["", "", ""])] == ["2x"]


# ---- CocoDataset: the five tasks ----
@pytest.fixture
def coco(tmp_path):
    images = tmp_path / "images"
    images.mkdir()
    for name in ("a.jpg", "b.jpg", "c.jpg"):
        (images / name).write_bytes(name.encode())
    imgs = [{"file_name": "a.jpg", "id": 1}, {"file_name": "b.jpg", "id": 2},
            {"file_name": "c.jpg", "id": 3}]
    cats = [{"id": 1, "name": "cat", "isthing": 1}, {"id": 2, "name": "dog", "isthing": 0}]
    anns = {
        "det": [{"image_id": 2, "id": 1, "bbox": [1, 2, 3, 4], "category_id": 2},
                {"image_id": 1, "id": 2, "bbox": [5, 6, 7, 8], "category_id": 1,
                 "iscrowd": 1}],
        "stuff": [{"image_id": 1, "id": 1, "iscrowd": 0, "segmentation": [[1, 2, 3], [4]]},
                  {"image_id": 1, "id": 2, "iscrowd": 1,
                   "segmentation": {"counts": [5, 6], "size": [2, 2]}}],
        "kp": [{"image_id": 3, "id": 1, "keypoints": [1, 2, 2], "num_keypoints": 1}],
        "pan": [{"image_id": 2, "file_name": "b.png", "segments_info": [
            {"bbox": [1, 1, 2, 2], "category_id": 2, "iscrowd": 0, "area": 9}]}],
        "cap": [{"image_id": 3, "id": 1, "caption": "x y"},
                {"image_id": 3, "id": 2, "caption": "z"}],
        "badcat": [{"image_id": 1, "id": 1, "bbox": [1, 2, 3, 4], "category_id": 7}]}
    paths = {}
    for key, a in anns.items():
        paths[key] = str(tmp_path / f"{key}.json")
        with open(paths[key], "w") as f:
            json.dump({"images": imgs, "annotations": a, "categories": cats}, f)
    with open(tmp_path / "noimages.json", "w") as f:
        json.dump({"image": imgs, "annotations": []}, f)
    paths["noimages"] = str(tmp_path / "noimages.json")
    return str(images), paths


def _coco_rows(coco, key, task, **kw):
    data = ds.CocoDataset(coco[0], annotation_file=coco[1][key], task=task, shuffle=False, **kw)
    return data, list(data.create_tuple_iterator(num_epochs=1, output_numpy=True))


def test_coco_detection_rows_keep_the_images_order(coco):
    data, rows = _coco_rows(coco, "det", "Detection")
    assert data.get_col_names() == ["image", "bbox", "category_id", "iscrowd"]
    assert [bytes(r[0]) for r in rows] == [b"a.jpg", b"b.jpg"]      # c.jpg: no annotation
    assert rows[0][1].dtype == np.float32 and rows[0][1].tolist() == [[5, 6, 7, 8]]
    assert rows[0][2].dtype == np.uint32 and rows[0][3].tolist() == [[1]]
    assert rows[1][3].tolist() == [[0]]
    assert data.get_class_indexing() == {"cat": [1], "dog": [2]}


def test_coco_stuff_pads_polygons_with_minus_one(coco):
    data, rows = _coco_rows(coco, "stuff", "Stuff")
    assert data.get_col_names() == ["image", "segmentation", "iscrowd"]
    assert len(rows) == 1
    assert rows[0][1].tolist() == [[1, 2, 3], [4, -1, -1], [5, 6, -1]]
    assert rows[0][2].tolist() == [[0], [1]]
    with pytest.raises(NotImplementedError, match="Only 'Detection' and 'Panoptic' support"):
        data.get_class_indexing()


def test_coco_keypoint_panoptic_captioning(coco):
    _, rows = _coco_rows(coco, "kp", "Keypoint")
    assert rows[0][1].dtype == np.float32 and rows[0][1].tolist() == [[1, 2, 2]]
    assert rows[0][2].dtype == np.uint32 and rows[0][2].tolist() == [[1]]
    data, rows = _coco_rows(coco, "pan", "Panoptic")
    assert data.get_col_names() == ["image", "bbox", "category_id", "iscrowd", "area"]
    assert [r.tolist() for r in rows[0][1:]] == [[[1, 1, 2, 2]], [[2]], [[0]], [[9]]]
    assert data.get_class_indexing() == {"cat": [1, 1], "dog": [2, 0]}
    _, rows = _coco_rows(coco, "cap", "Captioning")
    assert rows[0][1].tolist() == [["x y"], ["z"]]


def test_coco_meta_filename_is_left_out_by_iterators(coco):
    data = ds.CocoDataset(coco[0], annotation_file=coco[1]["det"], task="Detection",
                          shuffle=False, extra_metadata=True)
    assert data.get_col_names()[-1] == "_meta-filename"
    assert len(next(data.create_tuple_iterator(num_epochs=1))) == 4
    assert "_meta-filename" not in next(data.create_dict_iterator(num_epochs=1))
    renamed = data.rename("_meta-filename", "filename")
    names = [str(r["filename"]) for r in renamed.create_dict_iterator(output_numpy=True)]
    assert names == ["a", "b"]


def test_coco_errors(coco, tmp_path):
    with pytest.raises(ValueError, match="CocoDataset doesn't support PKSampler."):
        ds.CocoDataset(coco[0], annotation_file=coco[1]["det"], sampler=ds.PKSampler(2))
    with pytest.raises(RuntimeError, match="the attribute of 'images' is missing in annotation "
                                           "file: "):
        _coco_rows(coco, "noimages", "Detection")
    with pytest.raises(RuntimeError, match="the attribute of 'category_id': 7 is missing in the "
                                           "node of 'categories' from annotation file: "):
        _coco_rows(coco, "badcat", "Detection")
    with pytest.raises(RuntimeError, match="Failed to open file: "):
        ds.CocoDataset(str(tmp_path), annotation_file=coco[1]["det"], shuffle=False) \
            .create_tuple_iterator(num_epochs=1).__next__()
    data = ds.CocoDataset(coco[0], annotation_file=coco[1]["det"], shuffle=False)
    assert _DATA_FILE + coco[1]["det"] + "." in _map_error(data, "bbox")   # the column's file


def _folder(tmp_path):
    (tmp_path / "001.cat").mkdir()
    path = tmp_path / "001.cat" / "001_0001.jpg"
    path.write_bytes(b"not decoded")
    return str(tmp_path), str(path)


def test_image_readers_name_the_image_file(tmp_path):
    root, path = _folder(tmp_path)
    data = ds.Caltech256Dataset(root, shuffle=False)
    assert _DATA_FILE + path in _map_error(data, "label")


def test_a_cpp_operation_failing_in_a_map_names_the_file_too(tmp_path):
    root, path = _folder(tmp_path)
    data = ds.ImageFolderDataset(root, shuffle=False)
    data = data.map(ds.vision.Decode(), input_columns=["image"])
    with pytest.raises(RuntimeError) as info:
        next(data.create_tuple_iterator(num_epochs=1))
    assert "map operation: [Decode] failed. The corresponding data file is: " + path in \
        str(info.value)


# ---- VOCDataset ----
_OBJECT = ("<object><name>{}</name><truncated>{}</truncated><bndbox><xmin>{}</xmin>"
           "<ymin>2</ymin><xmax>9</xmax><ymax>{}</ymax></bndbox></object>")


@pytest.fixture
def voc(tmp_path):
    for sub in ("Annotations", "JPEGImages", "ImageSets/Main", "SegmentationClass"):
        (tmp_path / sub).mkdir(parents=True)
    xmls = {"a": [("cat", 0, 1, 5), ("dog", 1, 3, 6)], "b": [("dog", 0, 1, 4)],
            "c": [("cat", 1, 2, 8)], "bad": [("cat", 0, 1, 1)], "none": []}
    for name, objs in xmls.items():
        body = "".join(_OBJECT.format(*o) for o in objs)
        (tmp_path / "Annotations" / f"{name}.xml").write_text(f"<annotation>{body}</annotation>")
        (tmp_path / "JPEGImages" / f"{name}.jpg").write_bytes(name.encode())
    for usage, names in (("train", "a b c"), ("bad", "bad"), ("none", "none"),
                         ("gone", "zz")):
        (tmp_path / "ImageSets" / "Main" / f"{usage}.txt").write_text(names.replace(" ", "\n"))
    (tmp_path / "Annotations" / "broken.xml").write_text("<annotation><object>")
    (tmp_path / "ImageSets" / "Main" / "broken.txt").write_text("broken")
    return str(tmp_path)


def _voc_rows(root, **kw):
    data = ds.VOCDataset(root, task="Detection", shuffle=False, **kw)
    return data, list(data.create_dict_iterator(num_epochs=1, output_numpy=True))


def test_voc_class_indexing_leaves_out_objects_and_empty_images(voc):
    data, rows = _voc_rows(voc, usage="train")
    assert [r["label"].tolist() for r in rows] == [[[0], [1]], [[1]], [[0]]]
    assert rows[0]["bbox"].tolist() == [[1, 2, 8, 3], [3, 2, 6, 4]]
    assert rows[0]["truncate"].tolist() == [[0], [1]]
    data, rows = _voc_rows(voc, usage="train", class_indexing={"cat": 7})
    assert data.get_dataset_size() == 2                  # b.jpg has no cat
    assert [r["label"].tolist() for r in rows] == [[[7]], [[7]]]


def test_voc_meta_filename_and_the_files_a_map_names(voc):
    def data():
        return ds.VOCDataset(voc, task="Detection", usage="train", shuffle=False,
                             extra_metadata=True)
    assert data().get_col_names()[-1] == "_meta-filename"
    assert "_meta-filename" not in next(data().create_dict_iterator(num_epochs=1))
    renamed = data().rename("_meta-filename", "name")
    assert [str(r["name"]) for r in renamed.create_dict_iterator(output_numpy=True)] == \
        ["a", "b", "c"]
    assert _DATA_FILE + f"{voc}/Annotations/a.xml." in _map_error(data(), "bbox")
    assert _DATA_FILE + f"{voc}/JPEGImages/a.jpg." in _map_error(data(), "image")


@pytest.mark.parametrize("usage, text", [
    ("bad", "Invalid bndbox, the coordinate of bndbox in {}/Annotations/bad.xml should be "
            "greater than 0, but got {{1, 2, 9, 1}}"),
    ("none", "Invalid xml, the node of object is missing in {}/Annotations/none.xml."),
    ("gone", "Invalid file path, {}/Annotations/zz.xml does not exist."),
    ("broken", "Invalid xml, failed to load {}/Annotations/broken.xml: the xml file is damaged "
               "or incorrect format.")])
def test_voc_annotation_errors(voc, usage, text):
    with pytest.raises(RuntimeError) as info:
        _voc_rows(voc, usage=usage)
    assert str(info.value) == text.format(voc)


# ---- file readers' shuffles (2.10's orders on its testTextFileDataset files) ----
@pytest.fixture
def two_files(tmp_path):
    (tmp_path / "1.txt").write_text("a0\n\na1\na2\n")
    (tmp_path / "2.txt").write_text("b0\nb1\n")
    seed, workers = ds.config.get_seed(), ds.config.get_num_parallel_workers()
    yield str(tmp_path / "*.txt")
    ds.config.set_seed(seed)
    ds.config.set_num_parallel_workers(workers)


@pytest.mark.parametrize("mode, seed, expected", [
    (ds.Shuffle.FILES, 135, ["a0", "a1", "a2", "b0", "b1"]),
    (ds.Shuffle.GLOBAL, 246, ["b0", "a2", "a0", "b1", "a1"])])
def test_text_file_shuffles_as_2_10(two_files, mode, seed, expected):
    ds.config.set_seed(seed)
    ds.config.set_num_parallel_workers(1)
    data = ds.TextFileDataset(two_files, shuffle=mode)
    assert [str(r["text"]) for r in data.create_dict_iterator(output_numpy=True)] == expected


def test_text_file_num_samples_bounds(two_files):
    with pytest.raises(ValueError, match=r"num_samples exceeds the boundary between 0 and "
                                         r"9223372036854775807\(INT64_MAX\)!"):
        ds.TextFileDataset(two_files, num_samples=-1)
    assert ds.TextFileDataset(two_files, num_samples=2 ** 40).get_dataset_size() == 5


@pytest.mark.parametrize("mode, seed, expected", [
    (ds.Shuffle.FILES, 7, ["v0", "t0", "t1", "r0", "r1", "r2"]),
    (ds.Shuffle.GLOBAL, 11, ["v0", "r0", "r1", "t1", "t0", "r2"])])
def test_corpus_shuffles_as_2_10(tmp_path, two_files, mode, seed, expected):
    for name, text in (("test", "t0\nt1\n"), ("train", "r0\nr1\nr2\n"), ("valid", "v0\n")):
        (tmp_path / f"ptb.{name}.txt").write_text(text)
    ds.config.set_seed(seed)
    ds.config.set_num_parallel_workers(1)
    data = ds.PennTreebankDataset(str(tmp_path), usage="all", shuffle=mode)
    assert [str(r["text"]) for r in data.create_dict_iterator(output_numpy=True)] == expected


# ---- idx readers (MNIST family): the files a failing map names; argument types ----
def test_mnist_family_map_errors_name_the_columns_files(tmp_path):
    from test_dataset_mnist_family import _idx, _images
    for split, n in (("train", 2), ("t10k", 3)):
        _idx(tmp_path / f"{split}-images-idx3-ubyte", 2051, _images(n, 0))
        _idx(tmp_path / f"{split}-labels-idx1-ubyte", 2049, np.arange(n))
    data = ds.MnistDataset(str(tmp_path), shuffle=False).skip(3)     # a row of 't10k'
    assert _DATA_FILE + str(tmp_path / "t10k-images-idx3-ubyte") in _map_error(data, "image")
    data = ds.MnistDataset(str(tmp_path), shuffle=False)
    assert _DATA_FILE + str(tmp_path / "train-labels-idx1-ubyte") in _map_error(data, "label")


def test_emnist_name_and_qmnist_usage_types(tmp_path):
    with pytest.raises(TypeError, match=r"Argument name with value \['list'\] is not of type "
                                        r"\[<class 'str'>\]"):
        ds.EMnistDataset(str(tmp_path), name=["list"])
    with pytest.raises(TypeError, match=r"Argument usage with value \['list'\] is not of type "
                                        r"\[<class 'str'>\]"):
        ds.QMnistDataset(str(tmp_path), usage=["list"])


# ---- ImageFolderDataset ----
def test_image_folder_decrypt_and_a_folder_inside_a_class(tmp_path):
    from PIL import Image
    (tmp_path / "c").mkdir()
    image = tmp_path / "c" / "x.png"
    Image.new("RGB", (3, 2), (9, 8, 7)).save(image)
    image.write_bytes(b"0123456789" + image.read_bytes())       # 10 bytes of "encryption"

    def decrypt(path):
        with open(path, "rb") as f:
            return f.read()[10:]
    data = ds.ImageFolderDataset(str(tmp_path), decrypt=decrypt, decode=True)
    assert next(data.create_tuple_iterator(output_numpy=True))[0].tolist() == \
        [[[9, 8, 7]] * 3] * 2
    with pytest.raises(TypeError, match="Argument decrypt is not a callable object"):
        ds.ImageFolderDataset(str(tmp_path), decrypt=1)
    (tmp_path / "c" / "inner").mkdir()
    with pytest.raises(RuntimeError, match=f"Invalid file found: {tmp_path / 'c' / 'inner'}, "
                                           f"should be file, but got directory."):
        next(ds.ImageFolderDataset(str(tmp_path)).create_tuple_iterator())


def test_decode_to_pil_fails_in_a_map_as_a_python_operation(tmp_path):
    root, path = _folder(tmp_path)
    data = ds.ImageFolderDataset(root, shuffle=False)
    data = data.map(ds.vision.Decode(to_pil=True), input_columns=["image"])
    with pytest.raises(RuntimeError) as info:
        next(data.create_tuple_iterator(num_epochs=1))
    assert _DATA_FILE + path in str(info.value)


def test_decode_of_a_decoded_image(tmp_path):
    with pytest.raises(TypeError, match="The number of array dimensions of the encoded image "
                                        "should be 1, but got 2."):
        ds.vision.Decode()(np.zeros((2, 2), np.uint8))
    data = ds.NumpySlicesDataset({"image": np.zeros((1, 2, 2, 3), np.uint8)}, shuffle=False)
    data = data.map(ds.vision.Decode(), input_columns=["image"])
    with pytest.raises(RuntimeError, match="map operation: \\[Decode\\] failed. Decode: invalid "
                                           "input shape, only support 1D input, got rank: 3"):
        next(data.create_tuple_iterator(num_epochs=1))


def test_image_folder_empty_class_indexing_is_the_folders(tmp_path):
    for name in ("b", "a"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "x.jpg").write_bytes(b"x")
    data = ds.ImageFolderDataset(str(tmp_path), class_indexing={}, shuffle=False)
    assert data.get_class_indexing() == {"a": 0, "b": 1} and data.num_classes() == 2
    assert [int(r[1]) for r in data.create_tuple_iterator(output_numpy=True)] == [0, 1]


def test_decode_reads_the_bytes_of_any_type_and_fails_as_2_10(tmp_path):
    import io
    from PIL import Image
    buf = io.BytesIO()
    Image.new("RGB", (3, 2), (1, 2, 3)).save(buf, "PNG")
    data = np.frombuffer(buf.getvalue(), np.int8)
    assert ds.vision.Decode()(data).tolist() == [[[1, 2, 3]] * 3] * 2
    with pytest.raises(RuntimeError, match="Decode: image decode failed."):
        ds.vision.Decode()(np.zeros(4, np.uint8))


# ---- concat: 2.10's checks of the concatenated datasets ----
def _gen(start, name, cast=None):
    data = ds.NumpySlicesDataset({name: np.arange(start, start + 3).reshape(3, 1)},
                                 shuffle=False)
    return data if cast is None else data.map(cast, input_columns=[name])


def test_concat_of_other_columns():
    with pytest.raises(RuntimeError) as info:
        list((_gen(0, "a") + _gen(3, "b")).create_tuple_iterator(num_epochs=1))
    # 2.10 raises it inside its pipeline report (measured in bad-input round 44)
    assert str(info.value).startswith("Exception thrown from dataset pipeline.")
    assert ("Invalid columns, 'column name' or 'column order' of concat datasets should be the "
            "same.") in str(info.value)
    rows = (_gen(0, "a") + _gen(3, "a")).create_tuple_iterator(output_numpy=True)
    assert [int(r[0][0]) for r in rows] == [0, 1, 2, 3, 4, 5]


@pytest.mark.parametrize("mode, seed, expected", [
    (ds.Shuffle.FILES, 3, [["a", "b"], ["c"], ["d"], ["e", "f"], ["g"]]),
    (ds.Shuffle.GLOBAL, 5, [["g"], ["d"], ["c"], ["a", "b"], ["e", "f"]])])
def test_tagged_corpus_shuffles_as_2_10(tmp_path, two_files, mode, seed, expected):
    (tmp_path / "test.txt").write_text("a NN B\nb VB I\n\nc NN B\n\n")
    (tmp_path / "train.txt").write_text("d NN B\n\ne VB I\nf NN B\n\ng NN O\n\n")
    ds.config.set_seed(seed)
    ds.config.set_num_parallel_workers(1)
    data = ds.CoNLL2000Dataset(str(tmp_path), usage="all", shuffle=mode)
    assert [r["word"].tolist() for r in data.create_dict_iterator(output_numpy=True)] == \
        expected
