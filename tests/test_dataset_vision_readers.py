"""The image-dataset readers of ``minicell/dataset/vision_sources*.py`` on tiny files built in
each format's layout; expected rows, labels, types and errors measured on MindSpore 2.10 with
the same layouts (its ut data)."""
import io
import json
import os

import numpy as np
import pytest

import minicell.dataset as ds


def _png(path, value=0, size=(3, 2)):
    from PIL import Image
    os.makedirs(os.path.dirname(path), exist_ok=True)
    Image.fromarray(np.full(size + (3,), value, np.uint8)).save(path, format="PNG")


def _jpg_bytes(value=0):
    from PIL import Image
    buf = io.BytesIO()
    Image.fromarray(np.full((2, 2, 3), value, np.uint8)).save(buf, format="JPEG")
    return buf.getvalue()


def _rows(data):
    return list(data.create_tuple_iterator(output_numpy=True))


def test_manifest_usage_labels_and_skipped_files(tmp_path):
    for name, value in (("a.png", 10), ("b.png", 20), ("c.png", 30)):
        _png(str(tmp_path / name), value)
    (tmp_path / "text.png").write_text("not an image")
    lines = [("a.png", "TRAIN", ["dog"]), ("b.png", "TRAIN", ["cat"]),
             ("text.png", "TRAIN", ["cat"]), ("c.png", "TRAIN", ["cat", "flower"]),
             ("a.png", "EVAL", ["dog"])]
    manifest = tmp_path / "m.manifest"
    manifest.write_text("\n".join(json.dumps({"source": str(tmp_path / s), "usage": u,
                                              "annotation": [{"name": n} for n in ns]})
                                  for s, u, ns in lines))
    data = ds.ManifestDataset(str(manifest), shuffle=False)
    rows = _rows(data)
    assert [r[1].tolist() for r in rows] == [1, 0, [0, 2]]      # text.png is skipped
    assert rows[0][1].dtype == np.int32 and rows[0][0].dtype == np.uint8
    assert data.get_class_indexing() == {"cat": 0, "dog": 1, "flower": 2}
    assert data.num_classes() == 3
    decoded = _rows(ds.ManifestDataset(str(manifest), "eval", decode=True))
    assert len(decoded) == 1 and decoded[0][0].shape == (3, 2, 3)
    picked = ds.ManifestDataset(str(manifest), shuffle=False, class_indexing={"flower": 7})
    assert [r[1].tolist() for r in _rows(picked)] == [7]
    with pytest.raises(RuntimeError, match="does not match any mode"):
        _rows(ds.ManifestDataset(str(manifest), usage="xx"))
    with pytest.raises(ValueError, match="does not exist or permission denied"):
        ds.ManifestDataset(str(tmp_path / "missing.manifest"))
    manifest.write_text(json.dumps({"usage": "TRAIN", "annotation": []}))
    with pytest.raises(RuntimeError, match="'source' is missing in file"):
        _rows(ds.ManifestDataset(str(manifest)))


def test_lsun_folders_usage_and_classes(tmp_path):
    for folder, value in (("bedroom_train", 1), ("bedroom_val", 2), ("classroom_train", 3),
                          ("classroom_val", 4), ("test", 5)):
        _png(str(tmp_path / folder / "x.png"), value)
    labels = lambda **kw: [int(r[1]) for r in _rows(ds.LSUNDataset(str(tmp_path), shuffle=False,
                                                                   **kw))]
    assert labels() == [0, 1, 2, 3]
    assert labels(usage="train") == [0, 1] and labels(usage="test") == [0]
    assert labels(classes=["classroom"]) == [0, 1]
    row = _rows(ds.LSUNDataset(str(tmp_path), usage="valid", classes=["classroom"],
                               decode=True, shuffle=False))[0]
    assert row[0][0, 0].tolist() == [4, 4, 4] and row[1].dtype == np.uint32
    with pytest.raises(ValueError, match="Input classes is not within the valid set"):
        ds.LSUNDataset(str(tmp_path), classes=["xx"])
    with pytest.raises(TypeError, match="Argument classes with value bedroom"):
        ds.LSUNDataset(str(tmp_path), classes="bedroom")
    with pytest.raises(ValueError, match="num_parallel_workers exceeds"):
        ds.LSUNDataset(str(tmp_path), num_parallel_workers=0)
    with pytest.raises(TypeError, match="Argument shard_id"):
        ds.LSUNDataset(str(tmp_path), num_shards=2, shard_id="0")


def test_celeba_attr_partition_and_extensions(tmp_path):
    names = ["1.JPEG", "2.jpg", "3.jpg"]
    for k, name in enumerate(names):
        (tmp_path / name).write_bytes(_jpg_bytes(k))
    (tmp_path / "list_attr_celeba.txt").write_text(
        "3\nA B C\n1.JPEG -1 1 1\n2.jpg 1 -1 -1\n3.jpg -1 -1 1\n")
    (tmp_path / "list_eval_partition.txt").write_text("1.JPEG 0\n2.jpg 1\n3.jpg 0\n")
    attrs = lambda **kw: [r[1].tolist() for r in _rows(ds.CelebADataset(str(tmp_path),
                                                                        shuffle=False, **kw))]
    assert attrs() == [[0, 1, 1], [1, 0, 0], [0, 0, 1]]
    assert attrs(usage="train") == [[0, 1, 1], [0, 0, 1]]
    assert attrs(usage="valid") == [[1, 0, 0]]
    assert attrs(extensions=[".jpg"]) == [[1, 0, 0], [0, 0, 1]]
    data = ds.CelebADataset(str(tmp_path), decode=True)
    assert data.get_col_names() == ["image", "attr"]
    assert _rows(data)[0][1].dtype == np.uint32
    with pytest.raises(ValueError, match="usage should be 'all', 'train', 'valid' or 'test'"):
        ds.CelebADataset(str(tmp_path), usage="xx")
    with pytest.raises(ValueError, match="doesn't support PKSampler"):
        ds.CelebADataset(str(tmp_path), sampler=ds.PKSampler(2))


def test_omniglot_and_sun397(tmp_path):
    for alphabet, char, name, value in (("A", "character02", "2_1.png", 3),
                                        ("A", "character01", "1_2.png", 2),
                                        ("A", "character01", "1_1.png", 1),
                                        ("B", "character01", "1_1.png", 4)):
        _png(str(tmp_path / "images_background" / alphabet / char / name), value)
    _png(str(tmp_path / "images_evaluation" / "C" / "character01" / "1_1.png"), 9)
    rows = _rows(ds.OmniglotDataset(str(tmp_path), decode=True, shuffle=False))
    assert [(int(r[0][0, 0, 0]), int(r[1])) for r in rows] == [(1, 0), (2, 0), (3, 1), (4, 2)]
    assert rows[0][1].dtype == np.int32
    assert len(_rows(ds.OmniglotDataset(str(tmp_path), background=False))) == 1
    with pytest.raises(TypeError, match="Argument background"):
        ds.OmniglotDataset(str(tmp_path), background="background")

    sun = tmp_path / "sun"
    (sun / "b" / "bay").mkdir(parents=True)
    (sun / "a" / "abbey").mkdir(parents=True)
    (sun / "b" / "bay" / "sun_1.jpg").write_bytes(_jpg_bytes(1))
    (sun / "a" / "abbey" / "sun_2.jpg").write_bytes(_jpg_bytes(2))
    (sun / "a" / "abbey" / "other.jpg").write_bytes(_jpg_bytes(3))    # not sun_*: skipped
    (sun / "ClassName.txt").write_text("/b/bay\n/a/abbey\n")
    labels = [(int(r[1]), r[1].dtype) for r in _rows(ds.SUN397Dataset(str(sun), shuffle=False))]
    assert labels == [(1, np.uint32), (0, np.uint32)]     # folders by name, label by line


def test_lfw_people_and_pairs(tmp_path):
    for name, k, value in (("Apple", 1, 1), ("Apple", 2, 2), ("Banana", 1, 3)):
        _png(str(tmp_path / "lfw" / name / f"{name}_{k:04d}.jpg"), value)
    (tmp_path / "lfw-names.txt").write_text("Apple 2\nBanana 1\n")
    (tmp_path / "peopleDevTrain.txt").write_text("1\nBanana 1\n")
    (tmp_path / "peopleDevTest.txt").write_text("1\nApple 2\n")
    (tmp_path / "people.txt").write_text("2\n1\nApple 2\n1\nBanana 1\n")
    (tmp_path / "pairsDevTrain.txt").write_text("1\nApple 2 1\nBanana 1 Apple 1\n")
    (tmp_path / "pairsDevTest.txt").write_text("1\nApple 1 2\nBanana 1 Apple 2\n")

    def rows(**kw):
        return [[int(c.ravel()[0]) if c.ndim == 3 else int(c) for c in r]
                for r in _rows(ds.LFWDataset(str(tmp_path), decode=True, shuffle=False, **kw))]
    assert rows() == [[3, 1], [1, 0], [2, 0]]
    assert rows(usage="10fold") == [[1, 0], [2, 0], [3, 1]]
    assert rows(task="pairs", usage="train") == [[2, 1, 1], [3, 1, 0]]
    assert ds.LFWDataset(str(tmp_path), task="pairs").get_col_names() == \
        ["image1", "image2", "label"]
    with pytest.raises(ValueError, match="Input image_set is not within the valid set"):
        ds.LFWDataset(str(tmp_path), image_set="xx")


def test_kitti_labels_and_columns(tmp_path):
    for split in ("training", "testing"):
        for k in range(2):
            _png(str(tmp_path / "data_object_image_2" / split / "image_2" / f"00000{k}.png"), k)
    labels = tmp_path / "data_object_label_2" / "training" / "label_2"
    labels.mkdir(parents=True)
    (labels / "000000.txt").write_text(
        "Pedestrian 0.00 0 -0.20 712.40 143.00 810.73 307.92 1.89 0.48 1.20 1.84 1.47 8.41 0.01\n"
        "DontCare -1 -1 -10 610.50 179.95 629.68 196.31 -1 -1 -1 -1000 -1000 -1000 -10\n")
    (labels / "000001.txt").write_text(
        "Car 0.00 0 1.55 614.24 181.78 727.31 284.77 1.57 1.73 4.15 1.00 1.75 13.22 1.62\n")
    rows = _rows(ds.KITTIDataset(str(tmp_path), shuffle=False))
    assert [r[1].ravel().tolist() for r in rows] == [[2, 1], [0]]   # Car, DontCare, Pedestrian
    first = rows[0]
    assert [c.dtype for c in first[1:]] == [np.uint32, np.float32, np.uint32] + [np.float32] * 5
    assert [c.shape for c in first[1:]] == [(2, 1), (2, 1), (2, 1), (2, 1), (2, 4), (2, 3),
                                           (2, 3), (2, 1)]
    assert first[3].ravel().tolist() == [0, 4294967295]     # occluded -1 as uint32
    np.testing.assert_allclose(first[5][0], [712.40, 143.00, 810.73, 307.92], rtol=1e-6)
    test = ds.KITTIDataset(str(tmp_path), usage="test", decode=True, shuffle=False)
    assert test.get_col_names() == ["image"] and len(_rows(test)) == 2
    with pytest.raises(ValueError, match=r"Input usage is not within the valid set of \['train'"):
        ds.KITTIDataset(str(tmp_path), usage="all")


def test_wider_face_places365_food101(tmp_path):
    for base, event, name in (("WIDER_train", "0--Abs", "a.jpg"), ("WIDER_val", "1--Up", "b.jpg"),
                              ("WIDER_test", "0--Abs", "c.jpg")):
        _png(str(tmp_path / base / "images" / event / name))
    split = tmp_path / "wider_face_split"
    split.mkdir()
    (split / "wider_face_train_bbx_gt.txt").write_text(
        "0--Abs/a.jpg\n2\n1 2 3 4 2 0 1 0 0 1 \n5 6 7 8 0 1 0 1 2 0 \n")
    (split / "wider_face_val_bbx_gt.txt").write_text("1--Up/b.jpg\n0\n0 0 0 0 0 0 0 0 0 0 \n")
    rows = _rows(ds.WIDERFaceDataset(str(tmp_path), shuffle=False))
    assert len(rows) == 2 and rows[0][1].tolist() == [[1, 2, 3, 4], [5, 6, 7, 8]]
    # blur, expression, illumination, occlusion, pose, invalid: the line's fields 4 .. 9
    assert [c.tolist() for c in rows[0][2:]] == [[2, 0], [0, 1], [1, 0], [0, 1], [0, 2], [1, 0]]
    assert rows[0][1].dtype == np.int32 and rows[1][1].shape == (1, 4)
    assert ds.WIDERFaceDataset(str(tmp_path), usage="test").get_col_names() == ["image"]

    places = tmp_path / "places"
    for k, path in enumerate(("a/airfield/1.jpg", "a/airfield/2.jpg", "b/bay/3.jpg")):
        _png(str(places / "val_256" / path), k)
        _png(str(places / "val_large" / path), k + 10)
    (places / "places365_val.txt").write_text("/b/bay/3.jpg 1\n/a/airfield/2.jpg 0\n")
    rows = _rows(ds.Places365Dataset(str(places), usage="val", decode=True, shuffle=False))
    assert [(int(r[0][0, 0, 0]), int(r[1])) for r in rows] == [(2, 1), (1, 0)]
    large = ds.Places365Dataset(str(places), usage="val", small=False, decode=True, shuffle=False)
    assert int(_rows(large)[0][0][0, 0, 0]) == 12 and rows[0][1].dtype == np.uint32

    food = tmp_path / "food"
    for cls in ("apple_pie", "pie"):
        _png(str(food / "images" / cls / "1.jpg"))
    (food / "meta").mkdir()
    (food / "meta" / "train.txt").write_text("pie/1\napple_pie/1\n")
    (food / "meta" / "test.txt").write_text("apple_pie/1\n")
    labels = [str(r[1]) for r in _rows(ds.Food101Dataset(str(food), shuffle=False))]
    assert labels == ["pie", "apple_pie", "apple_pie"]


def test_caltech256_sbu_rendered_sst2(tmp_path):
    for cls, name in (("002.b", "1.jpg"), ("001.a", "2.jpg"), ("001.a", "10.jpg"),
                      ("001.a", "x.png")):
        _png(str(tmp_path / "cal" / cls / name))
    rows = _rows(ds.Caltech256Dataset(str(tmp_path / "cal"), shuffle=False))
    assert [int(r[1]) for r in rows] == [0, 0, 1] and rows[0][1].dtype == np.int32

    sbu = tmp_path / "sbu"
    _png(str(sbu / "sbu_images" / "3_1_2.jpg"), 7)
    (sbu / "SBU_captioned_photo_dataset_urls.txt").write_text(
        "http://123456.123456.123/1/2.jpg\nhttp://123456.123456.123/1/9.jpg\n")
    (sbu / "SBU_captioned_photo_dataset_captions.txt").write_text(" A caption.  \n other\n")
    rows = _rows(ds.SBUDataset(str(sbu), decode=True))
    assert len(rows) == 1 and str(rows[0][1]) == " A caption." and rows[0][0].shape == (3, 2, 3)
    with pytest.raises(ValueError, match="does not exist"):
        ds.SBUDataset(str(tmp_path / "cal"))

    sst = tmp_path / "sst"
    for split in ("train", "valid"):
        for cls in ("positive", "negative"):
            _png(str(sst / split / cls / "1.png"))
    assert [int(r[1]) for r in _rows(ds.RenderedSST2Dataset(str(sst), shuffle=False))] == \
        [0, 1, 0, 1]
    assert len(_rows(ds.RenderedSST2Dataset(str(sst), usage="val"))) == 2
    with pytest.raises(ValueError, match="is not within the valid set"):
        ds.RenderedSST2Dataset(str(sst), usage="valid")


def test_stl10_usps_photo_tour(tmp_path):
    images = np.arange(2 * _STL, dtype=np.int64).astype(np.uint8)
    images.tofile(str(tmp_path / "train_X.bin"))
    np.array([3, 10], np.uint8).tofile(str(tmp_path / "train_y.bin"))
    images[:_STL].tofile(str(tmp_path / "unlabeled_X.bin"))
    rows = _rows(ds.STL10Dataset(str(tmp_path), usage="train+unlabeled", shuffle=False))
    assert [int(r[1]) for r in rows] == [2, 9, -1] and rows[0][1].dtype == np.int32
    # stored channel by channel, column-major: pixel (row 1, col 0, channel 2) is byte
    # 2 * 9216 + 0 * 96 + 1
    assert rows[0][0].shape == (96, 96, 3) and rows[0][0][1, 0, 2] == (2 * 9216 + 1) % 256
    with pytest.raises(ValueError, match="does not exist or permission denied"):
        ds.STL10Dataset(str(tmp_path), usage="test")

    line = lambda label, v: f"{label} " + " ".join(f"{k}:{v}" for k in range(1, 257)) + " \n"
    (tmp_path / "usps").write_text(line(1, -1) + line(3, 0.5))
    (tmp_path / "usps.t").write_text(line(10, 1))
    rows = _rows(ds.USPSDataset(str(tmp_path), shuffle=False))
    assert [int(r[1]) for r in rows] == [0, 9, 2]            # the files' lines alternate
    assert [int(r[0][0, 0, 0]) for r in rows] == [0, 255, 191]
    assert rows[0][0].shape == (16, 16, 1) and rows[0][1].dtype == np.uint32

    from PIL import Image
    folder = tmp_path / "liberty"
    folder.mkdir()
    tiles = (np.arange(1024 * 1024) // 64 % 256).astype(np.uint8).reshape(1024, 1024)
    Image.fromarray(tiles).save(str(folder / "patches0000.bmp"))
    (folder / "info.txt").write_text("0 0\n0 0\n1 0\n")
    (folder / "m50_100000_100000_0.txt").write_text("0 0 0 1 0 0 0\n1 0 0 2 1 0 0\n")
    train = _rows(ds.PhotoTourDataset(str(tmp_path), "liberty", shuffle=False))
    assert len(train) == 3 and train[1][0].shape == (64, 64, 1) and train[1][0][0, 0, 0] == 1
    test = _rows(ds.PhotoTourDataset(str(tmp_path), "liberty", "test", shuffle=False))
    assert [int(r[2]) for r in test] == [1, 0] and int(test[1][1][0, 0, 0]) == 2
    with pytest.raises(ValueError, match="Input name is not within the valid set"):
        ds.PhotoTourDataset(str(tmp_path), "paris")


_STL = 96 * 96 * 3


def test_cityscapes_div2k_flickr(tmp_path):
    city = tmp_path / "city"
    for usage, name, value in (("train", "aa_2", 2), ("train", "aa_1", 1), ("val", "aa_3", 3),
                                 ("test", "aa_5", 5)):
        _png(str(city / "leftImg8bit" / usage / "aa" / f"{name}_leftImg8bit.png"), value)
        _png(str(city / "gtFine" / usage / "aa" / f"{name}_gtFine_color.png"), value + 10)
        (city / "gtFine" / usage / "aa" / f"{name}_gtFine_polygons.json").write_text(
            json.dumps({"objects": [], "imgWidth": value}))
    rows = _rows(ds.CityscapesDataset(str(city), task="color", decode=True, shuffle=False))
    assert [(int(r[0][0, 0, 0]), int(r[1][0, 0, 0])) for r in rows] == [(1, 11), (2, 12)]
    texts = [str(r[1]) for r in _rows(ds.CityscapesDataset(str(city), usage="all",
                                                           task="polygon", shuffle=False))]
    assert texts == ['{"imgWidth":1,"objects":[]}', '{"imgWidth":2,"objects":[]}',
                     '{"imgWidth":5,"objects":[]}', '{"imgWidth":3,"objects":[]}']
    with pytest.raises(ValueError, match="Input usage is not within the valid set"):
        ds.CityscapesDataset(str(city), usage="train_extra")

    div = tmp_path / "div2k"
    for k in (2, 1):
        _png(str(div / "DIV2K_train_HR" / f"000{k}.png"), k, (4, 4))
        _png(str(div / "DIV2K_train_LR_bicubic" / "X2" / f"000{k}x2.png"), k, (2, 2))
        _png(str(div / "DIV2K_train_LR_mild" / f"000{k}x4m.png"), k, (1, 1))
    rows = _rows(ds.DIV2KDataset(str(div), decode=True, shuffle=False))
    assert [(r[0].shape, r[1].shape, int(r[0][0, 0, 0])) for r in rows] == \
        [((4, 4, 3), (2, 2, 3), 1), ((4, 4, 3), (2, 2, 3), 2)]
    mild = ds.DIV2KDataset(str(div), downgrade="mild", scale=4, decode=True, shuffle=False)
    assert mild.get_col_names() == ["hr_image", "lr_image"] and _rows(mild)[0][1].shape[0] == 1
    with pytest.raises(ValueError, match="mild downgrade requires scale equal to 4"):
        ds.DIV2KDataset(str(div), downgrade="mild", scale=2)
    with pytest.raises(ValueError, match="scale equal to 8 is allowed only in bicubic"):
        ds.DIV2KDataset(str(div), downgrade="unknown", scale=8)

    flickr = tmp_path / "flickr"
    _png(str(flickr / "2.jpg"))
    _png(str(flickr / "1.jpg"))
    (flickr / "bad.jpg").write_text("text")
    (tmp_path / "a.token").write_text("2.jpg#0\tA dog.\n1.jpg#0\tA cat.\nbad.jpg#0\tNo.\n"
                                      "1.jpg#1\tThe cat.\n")
    rows = _rows(ds.FlickrDataset(str(flickr), str(tmp_path / "a.token"), shuffle=False))
    assert [r[1].tolist() for r in rows] == [["A cat.", "The cat."], ["A dog."]]


# ---- MATLAB level-5 files, written here (minicell's reader: minicell/dataset/matfile.py) ----
_MI = {"u1": 2, "i4": 5, "u4": 6, "f8": 9, "i8": 12}
_MX = {"u1": 9, "i4": 12, "f8": 6, "i8": 14}


def _element(kind, data):
    import struct
    return struct.pack("<II", kind, len(data)) + data + bytes(-len(data) % 8)


def _matrix(name, value):
    """A miMATRIX element: a numeric array, a dict (a 1x1 struct) or a list (a cell column)."""
    import struct
    if isinstance(value, dict):
        fields = list(value)
        body = (_element(6, struct.pack("<II", 2, 0)) + _element(5, struct.pack("<ii", 1, 1))
                + _element(1, name.encode()) + _element(5, struct.pack("<i", 32))
                + _element(1, b"".join(f.encode().ljust(32, b"\0") for f in fields))
                + b"".join(_matrix("", value[f]) for f in fields))
        return _element(14, body)
    if isinstance(value, list):
        body = (_element(6, struct.pack("<II", 1, 0))
                + _element(5, struct.pack("<ii", len(value), 1)) + _element(1, name.encode())
                + b"".join(_matrix("", v) for v in value))
        return _element(14, body)
    value = np.asarray(value)
    dims = value.shape if value.ndim >= 2 else (1, value.size)
    body = (_element(6, struct.pack("<II", _MX[value.dtype.str[1:]], 0))
            + _element(5, struct.pack(f"<{len(dims)}i", *dims)) + _element(1, name.encode())
            + _element(_MI[value.dtype.str[1:]], value.tobytes(order="F")))
    return _element(14, body)


def _write_mat(path, compress=False, **variables):
    import struct
    import zlib
    head = b"MATLAB 5.0 MAT-file, minicell test".ljust(116) + bytes(8) + \
        struct.pack("<H", 0x100) + b"IM"
    parts = [_matrix(k, v) for k, v in variables.items()]
    if compress:
        parts = [struct.pack("<II", 15, len(z)) + z for z in map(zlib.compress, parts)]
    with open(path, "wb") as f:
        f.write(head + b"".join(parts))


def test_matfile_reader(tmp_path):
    from minicell.dataset.matfile import load_mat
    x = np.arange(24, dtype=np.uint8).reshape(2, 3, 4)
    _write_mat(str(tmp_path / "a.mat"), compress=True, x=x, y=np.array([[1.5, 2.5]]),
               s={"a": np.array([[7]], np.int32), "c": [np.zeros((1, 2), np.uint8)]})
    got = load_mat(str(tmp_path / "a.mat"))
    np.testing.assert_array_equal(got["x"], x)          # column-major data, MATLAB's shape
    assert got["x"].dtype == np.uint8 and got["y"].tolist() == [[1.5, 2.5]]
    struct_ = got["s"][0, 0]
    assert struct_["a"].tolist() == [[7]] and struct_["c"].shape == (1, 1)
    assert struct_["c"][0, 0].tolist() == [[0, 0]]
    (tmp_path / "b.mat").write_bytes(b"not a mat file" * 20)
    with pytest.raises(ValueError, match="level-5"):
        load_mat(str(tmp_path / "b.mat"))


def test_svhn_flowers102_caltech101_sbd(tmp_path):
    svhn = tmp_path / "svhn"
    svhn.mkdir()
    images = np.arange(32 * 32 * 3 * 2, dtype=np.int64).astype(np.uint8).reshape(32, 32, 3, 2)
    _write_mat(str(svhn / "train_32x32.mat"), X=images, y=np.array([[10], [3]], np.uint8))
    rows = _rows(ds.SVHNDataset(str(svhn), usage="train", shuffle=False))
    assert [int(r[1]) for r in rows] == [0, 3] and rows[1][1].dtype == np.uint32
    np.testing.assert_array_equal(rows[1][0], images[..., 1])
    with pytest.raises(ValueError, match="does not exist or permission denied"):
        ds.SVHNDataset(str(svhn), usage="all")

    flowers = tmp_path / "flowers"
    for k in (1, 2, 3):
        _png(str(flowers / "jpg" / f"image_{k:05d}.jpg"), k)
        _png(str(flowers / "segmim" / f"segmim_{k:05d}.jpg"), k + 10)
    _write_mat(str(flowers / "imagelabels.mat"), labels=np.array([[5, 1, 102]], np.uint8))
    _write_mat(str(flowers / "setid.mat"), trnid=np.array([[3]], np.uint8),
               tstid=np.array([[1]], np.uint8), valid=np.array([[2]], np.uint8))
    rows = _rows(ds.Flowers102Dataset(str(flowers), shuffle=False))
    assert [int(r[1]) for r in rows] == [101, 4, 0] and rows[0][1].dtype == np.uint32
    seg = _rows(ds.Flowers102Dataset(str(flowers), "Segmentation", "valid", decode=True))
    assert [int(seg[0][0][0, 0, 0]), int(seg[0][1][0, 0, 0]), int(seg[0][2])] == [2, 12, 0]
    data = ds.Flowers102Dataset(str(flowers))
    assert data.get_class_indexing()["pink primrose"] == 0
    assert data.get_class_indexing()["blackberry lily"] == 101

    cal = tmp_path / "cal"
    for name, count in (("airplanes", 1), ("BACKGROUND_Google", 1), ("ant", 2)):
        for k in range(1, count + 1):
            _png(str(cal / "101_ObjectCategories" / name / f"image_{k:04d}.jpg"))
    contour = np.arange(6, dtype=np.float64).reshape(2, 3)
    (cal / "Annotations" / "Airplanes_Side_2").mkdir(parents=True)
    _write_mat(str(cal / "Annotations" / "Airplanes_Side_2" / "annotation_0001.mat"),
               obj_contour=contour)
    rows = _rows(ds.Caltech101Dataset(str(cal), shuffle=False))
    assert [int(r[1]) for r in rows] == [0, 1, 1] and rows[0][1].dtype == np.int64
    data = ds.Caltech101Dataset(str(cal), target_type="all", shuffle=False)
    first = next(data.create_tuple_iterator(output_numpy=True))
    assert data.get_col_names() == ["image", "category", "annotation"]
    np.testing.assert_array_equal(first[2], contour)
    assert data.get_class_indexing()["yin_yang"] == 100

    sbd = tmp_path / "sbd"
    (sbd / "cls").mkdir(parents=True)
    _png(str(sbd / "img" / "a.jpg"))
    seg = np.array([[0, 1, 1], [2, 0, 1]], np.uint8)
    bounds = [np.full((2, 3), k % 2, np.uint8) for k in range(20)]
    _write_mat(str(sbd / "cls" / "a.mat"), compress=True,
               GTcls={"Boundaries": bounds, "Segmentation": seg,
                      "CategoriesPresent": np.array([[1]], np.uint8)})
    (sbd / "train.txt").write_text("a\n")
    (sbd / "val.txt").write_text("a\n")
    rows = _rows(ds.SBDataset(str(sbd), shuffle=False))
    assert len(rows) == 2 and rows[0][1].shape == (20, 2, 3) and rows[0][1][1, 0, 0] == 1
    seg_rows = _rows(ds.SBDataset(str(sbd), task="Segmentation", usage="train"))
    np.testing.assert_array_equal(seg_rows[0][1], seg)
    with pytest.raises(FileNotFoundError, match="not found"):
        ds.SBDataset(str(sbd), usage="train_noval")


def test_class_indexing_through_the_pipeline_and_reader_errors(tmp_path):
    for cls in ("b", "a"):
        _png(str(tmp_path / "folder" / cls / "1.png"))
    (tmp_path / "folder" / "a" / "2.png").write_text("not an image")
    data = ds.ImageFolderDataset(str(tmp_path / "folder"), shuffle=False)
    assert data.num_classes() == 2 and data.repeat(2).num_classes() == 2
    assert data.shuffle(2).batch(1).get_class_indexing() == {"a": 0, "b": 1}
    plain = ds.NumpySlicesDataset([1, 2])
    assert plain.get_class_indexing() == {} and plain.num_classes() is None
    with pytest.raises(RuntimeError, match="Invalid image, failed to decode"):
        _rows(ds.ImageFolderDataset(str(tmp_path / "folder"), decode=True, shuffle=False))
    for workers in (0, 10 ** 4):
        with pytest.raises(ValueError, match="num_parallel_workers exceeds the boundary"):
            ds.ImageFolderDataset(str(tmp_path / "folder"), num_parallel_workers=workers)


def test_cifar100_pk_sampler_groups_by_coarse_label(tmp_path):
    records = [np.concatenate([[k % 2, k % 3], np.full(3072, k)]).astype(np.uint8)
               for k in range(6)]
    np.concatenate(records).tofile(str(tmp_path / "train.bin"))
    data = ds.Cifar100Dataset(str(tmp_path), usage="train", sampler=ds.PKSampler(1))
    assert sorted(int(r[1]) for r in _rows(data)) == [0, 1]     # one row per coarse label


def test_cifar_reader_errors(tmp_path):
    (tmp_path / "empty").mkdir()
    with pytest.raises(RuntimeError, match=r"cifar\(.bin\) files are missing"):
        _rows(ds.Cifar10Dataset(str(tmp_path / "empty")))
    (tmp_path / "c10").mkdir()
    np.zeros(3073, np.uint8).tofile(str(tmp_path / "c10" / "data_batch_1.bin"))
    assert len(_rows(ds.Cifar10Dataset(str(tmp_path / "c10"), usage="train"))) == 1
    with pytest.raises(RuntimeError, match="Cifar10Dataset API can't read the data file"):
        _rows(ds.Cifar10Dataset(str(tmp_path / "c10"), usage="test"))
    with pytest.raises(RuntimeError, match="Cifar100 train/test file is missing in"):
        _rows(ds.Cifar100Dataset(str(tmp_path / "c10")))
    with pytest.raises(TypeError, match=r"Argument usage with value \['list'\] is not of type"):
        ds.Cifar10Dataset(str(tmp_path / "c10"), usage=["list"])


def test_mnist_reads_the_splits_that_are_there(tmp_path):
    import struct
    (tmp_path / "t10k-images-idx3-ubyte").write_bytes(
        struct.pack(">IIII", 2051, 2, 28, 28) + bytes(range(2)) * 784)
    (tmp_path / "t10k-labels-idx1-ubyte").write_bytes(struct.pack(">II", 2049, 2) + b"\x03\x07")
    rows = _rows(ds.MnistDataset(str(tmp_path), shuffle=False))     # usage 'all', no train files
    assert [int(r[1]) for r in rows] == [3, 7]
    with pytest.raises(RuntimeError, match="MnistDataset API can't read the data file"):
        _rows(ds.MnistDataset(str(tmp_path), usage="train"))
    with pytest.raises(RuntimeError, match="Check kmnist file in directory"):
        _rows(ds.KMnistDataset(str(tmp_path), usage="train"))


def test_dataset_dir_types(tmp_path):
    import pathlib
    _png(str(tmp_path / "bedroom_train" / "1.png"))
    assert len(_rows(ds.LSUNDataset(pathlib.Path(tmp_path)))) == 1       # a path object: kept
    for reader in (ds.ImageFolderDataset, ds.MnistDataset, ds.LSUNDataset):
        with pytest.raises(TypeError, match="Argument dataset_dir with value None is not of type"):
            reader(None)


def test_reader_argument_binding_errors(tmp_path):
    with pytest.raises(TypeError, match="missing a required argument: 'dataset_dir'"):
        ds.KITTIDataset()                       # its __init__ is a base class's
    with pytest.raises(TypeError, match="missing a required argument: 'dataset_dir'"):
        ds.MnistDataset()
    with pytest.raises(TypeError, match="got an unexpected keyword argument 'colour'"):
        ds.LSUNDataset(str(tmp_path), colour=1)


def test_image_folder_map_error_names_the_image_file(tmp_path):
    from PIL import Image
    (tmp_path / "a").mkdir()
    Image.fromarray(np.zeros((4, 4, 3), np.uint8)).save(tmp_path / "a" / "x.jpg")

    def bad(image):
        raise ValueError("boom")
    data = ds.ImageFolderDataset(str(tmp_path)).map(bad, input_columns=["image"])
    with pytest.raises(RuntimeError, match=r"map operation: \[PyFunc\] failed. The corresponding "
                                           r"data file is: .*x\.jpg. Error description: "
                                           r"ValueError: boom"):
        list(data.create_tuple_iterator())
