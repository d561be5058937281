"""EMnistDataset and QMnistDataset over tiny idx files in the documented layouts (rows, order
and types measured on MindSpore 2.10)."""
import struct

import numpy as np
import pytest

import minicell.dataset as ds


def _idx(path, magic, arr, dtype=">u1"):
    head = struct.pack(">I", magic) + b"".join(struct.pack(">I", d) for d in arr.shape)
    path.write_bytes(head + arr.astype(dtype).tobytes())


def _images(n, off):
    return (np.arange(n * 28 * 28).reshape(n, 28, 28) + off) % 256


def _rows(data):
    return [(int(r[0][0, 0, 0]), r[1].tolist()) for r in
            data.create_tuple_iterator(output_numpy=True)]


def test_emnist_usage_order_and_checks(tmp_path):
    for split, n, off in (("train", 3, 10), ("test", 2, 20)):
        for name, shift in (("digits", 0), ("letters", 5)):
            _idx(tmp_path / f"emnist-{name}-{split}-images-idx3-ubyte", 2051, _images(n, off))
            _idx(tmp_path / f"emnist-{name}-{split}-labels-idx1-ubyte", 2049,
                 np.arange(n) + off + shift)
    train = ds.EMnistDataset(str(tmp_path), name="digits", usage="train", shuffle=False)
    assert train.get_col_names() == ["image", "label"]
    assert _rows(train) == [(10, 10), (26, 11), (42, 12)]
    image, label = next(train.create_tuple_iterator(output_numpy=True))
    assert (image.shape, image.dtype, label.dtype) == ((28, 28, 1), np.uint8, np.uint32)
    # 'all': the files in name order, test before train
    assert _rows(ds.EMnistDataset(str(tmp_path), "digits", shuffle=False)) == \
        [(20, 20), (36, 21), (10, 10), (26, 11), (42, 12)]
    shard = ds.EMnistDataset(str(tmp_path), "letters", "all", shuffle=False, num_shards=2,
                             shard_id=1)
    assert [r[1] for r in _rows(shard)] == [26, 16, 25]
    with pytest.raises(ValueError, match=r"Input name is not within the valid set of "
                                         r"\['byclass', 'bymerge', 'balanced'"):
        ds.EMnistDataset(str(tmp_path), name="foo")
    with pytest.raises(ValueError, match="Input usage is not within the valid set"):
        ds.EMnistDataset(str(tmp_path), name="digits", usage="valid")


def test_qmnist_usages_and_compat(tmp_path):
    for prefix, n, off in (("qmnist-train", 3, 1), ("qmnist-test", 2, 50), ("xnist", 2, 90)):
        _idx(tmp_path / f"{prefix}-images-idx3-ubyte", 2051, _images(n, off))
        _idx(tmp_path / f"{prefix}-labels-idx2-int", 3074,
             np.arange(n * 8).reshape(n, 8) + off, ">u4")
    folder = str(tmp_path)
    assert _rows(ds.QMnistDataset(folder, "train", shuffle=False)) == [(1, 1), (17, 9), (33, 17)]
    assert _rows(ds.QMnistDataset(folder, "nist", compat=False, shuffle=False)) == \
        [(90, list(range(90, 98))), (106, list(range(98, 106)))]
    every = ds.QMnistDataset(folder, shuffle=False)
    assert every.get_dataset_size() == 7
    assert [r[1] for r in _rows(every)] == [1, 9, 17, 50, 58, 90, 98]
    label = next(ds.QMnistDataset(folder, "test", compat=False).create_tuple_iterator(
        output_numpy=True))[1]
    assert (label.shape, label.dtype) == ((8,), np.uint32)
    with pytest.raises(ValueError, match=r"\['train', 'test', 'test10k', 'test50k', 'nist', "
                                         r"'all'\]"):
        ds.QMnistDataset(folder, usage="valid")
    with pytest.raises(TypeError, match="Argument compat with value 1 is not of type"):
        ds.QMnistDataset(folder, compat=1)


def test_semeion_pixels_and_one_hot_label(tmp_path):
    pixels = np.zeros((2, 256))
    pixels[0, :5] = 1.0
    pixels[1, 250:] = 1.0
    lines = []
    for k, digit in enumerate((7, 2)):
        hot = ["0"] * 10
        hot[digit] = "1"
        lines.append(" ".join(f"{v:.4f}" for v in pixels[k]) + " " + " ".join(hot) + " \n")
    (tmp_path / "semeion.data").write_text("".join(lines))
    data = ds.SemeionDataset(str(tmp_path), shuffle=False)
    rows = list(data.create_tuple_iterator(output_numpy=True))
    assert data.get_col_names() == ["image", "label"] and data.get_dataset_size() == 2
    image, label = rows[0]
    assert (image.shape, image.dtype, label.dtype) == ((16, 16), np.uint8, np.uint32)
    assert image.ravel()[:6].tolist() == [1, 1, 1, 1, 1, 0] and int(image.sum()) == 5
    assert [int(r[1]) for r in rows] == [7, 2]
    assert int(rows[1][0][15, 15]) == 1 and int(rows[1][0].sum()) == 6


def test_reader_sampling_argument_checks(tmp_path):
    # 2.10's dataset readers (not the in-memory sources) raise RuntimeError for these
    folder = str(tmp_path)
    with pytest.raises(RuntimeError, match="sampler and shuffle cannot be specified at the same"):
        ds.EMnistDataset(folder, "mnist", shuffle=False, sampler=ds.PKSampler(3))
    with pytest.raises(RuntimeError, match="sampler and sharding cannot be specified"):
        ds.MnistDataset(folder, sampler=ds.PKSampler(3), num_shards=2, shard_id=0)
    with pytest.raises(RuntimeError, match="sampler and num_samples cannot be specified"):
        ds.QMnistDataset(folder, num_samples=2, sampler=ds.SequentialSampler())
    with pytest.raises(RuntimeError, match="num_shards is specified and currently requires "
                                           "shard_id as well"):
        ds.SemeionDataset(folder, num_shards=2)
    with pytest.raises(RuntimeError, match="shard_id is specified but num_shards is not"):
        ds.AGNewsDataset(folder, shard_id=0)
    for bad in (5, -1):
        with pytest.raises(ValueError, match=r"Input shard_id is not within the required "
                                             r"interval of \[0, 4\]"):
            ds.MnistDataset(folder, num_shards=5, shard_id=bad)
