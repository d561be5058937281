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
