"""File sources: MNIST idx-ubyte, CIFAR-10 binary and image folders, written in tmp_path in their
real formats. Columns, types and order are MindSpore 2.10's on the same files."""
import struct

import numpy as np
import pytest
from PIL import Image

import minicell.dataset as ds
from minicell.dataset import vision


def _rows(dataset):
    return list(dataset.create_tuple_iterator(output_numpy=True, num_epochs=1))


@pytest.fixture
def mnist_dir(tmp_path):
    images = np.arange(5 * 28 * 28, dtype=np.uint8).reshape(5, 28, 28)
    labels = np.array([3, 1, 4, 1, 5], np.uint8)
    for prefix, k in (("train", 5), ("t10k", 2)):
        (tmp_path / f"{prefix}-images-idx3-ubyte").write_bytes(
            struct.pack(">IIII", 2051, k, 28, 28) + images[:k].tobytes())
        (tmp_path / f"{prefix}-labels-idx1-ubyte").write_bytes(
            struct.pack(">II", 2049, k) + labels[:k].tobytes())
    return tmp_path, images, labels


def test_mnist_reads_idx_files(mnist_dir):
    path, images, labels = mnist_dir
    train = ds.MnistDataset(str(path), usage="train", shuffle=False)
    assert train.get_col_names() == ["image", "label"]
    assert train.output_types() == [np.uint8, np.uint32]
    assert train.output_shapes() == [[28, 28, 1], []]
    rows = _rows(train)
    assert [int(r[1]) for r in rows] == labels.tolist()
    assert np.array_equal(rows[2][0][..., 0], images[2])
    assert ds.MnistDataset(str(path), usage="test").get_dataset_size() == 2
    assert ds.MnistDataset(str(path)).get_dataset_size() == 7           # 'all'
    two = ds.MnistDataset(str(path), usage="train", num_shards=2, shard_id=1, shuffle=False)
    assert [int(r[1]) for r in _rows(two)] == [1, 1, 3]


def test_mnist_bad_files_and_arguments(tmp_path, mnist_dir):
    with pytest.raises(ValueError, match="does not exist or is not a directory"):
        ds.MnistDataset(str(tmp_path / "missing"))
    with pytest.raises(ValueError, match="usage"):
        ds.MnistDataset(str(tmp_path), usage="val")
    path, _, _ = mnist_dir
    (path / "t10k-labels-idx1-ubyte").write_bytes(struct.pack(">II", 1234, 2) + b"\0\0")
    with pytest.raises(RuntimeError, match="magic number"):
        list(ds.MnistDataset(str(path), usage="test"))


def test_cifar10_reads_the_binary_version(tmp_path):
    images = (np.arange(6 * 3072) % 251).astype(np.uint8).reshape(6, 3072)
    labels = [7, 2, 9, 0, 1, 5]
    for name, part in (("data_batch_1.bin", slice(0, 2)), ("data_batch_2.bin", slice(2, 4)),
                       ("test_batch.bin", slice(4, 6))):
        (tmp_path / name).write_bytes(b"".join(
            bytes([lab]) + img.tobytes() for lab, img in zip(labels[part], images[part])))
    train = ds.Cifar10Dataset(str(tmp_path), usage="train", shuffle=False)
    assert train.output_types() == [np.uint8, np.uint32]
    assert train.output_shapes() == [[32, 32, 3], []]
    rows = _rows(train)
    assert [int(r[1]) for r in rows] == labels[:4]
    assert np.array_equal(rows[3][0], images[3].reshape(3, 32, 32).transpose(1, 2, 0))
    assert [int(r[1]) for r in _rows(ds.Cifar10Dataset(str(tmp_path), usage="test",
                                                       shuffle=False))] == [1, 5]
    assert ds.Cifar10Dataset(str(tmp_path)).get_dataset_size() == 6
    (tmp_path / "data_batch_3.bin").write_bytes(b"\1" * 100)
    with pytest.raises(RuntimeError, match="Invalid cifar file"):
        list(ds.Cifar10Dataset(str(tmp_path)))


def test_cifar100_and_mnist_variants(tmp_path, mnist_dir):
    images = (np.arange(3 * 3072) % 249).astype(np.uint8).reshape(3, 3072)
    (tmp_path / "train.bin").write_bytes(b"".join(
        bytes([c, f]) + img.tobytes() for c, f, img in zip([1, 2, 3], [11, 22, 33], images)))
    c100 = ds.Cifar100Dataset(str(tmp_path), usage="train", shuffle=False)
    assert c100.get_col_names() == ["image", "coarse_label", "fine_label"]
    rows = _rows(c100)
    assert [(int(r[1]), int(r[2])) for r in rows] == [(1, 11), (2, 22), (3, 33)]
    assert np.array_equal(rows[1][0], images[1].reshape(3, 32, 32).transpose(1, 2, 0))
    path, _, labels = mnist_dir
    for reader in (ds.FashionMnistDataset, ds.KMnistDataset):
        assert [int(r[1]) for r in _rows(reader(str(path), usage="train", shuffle=False))] == \
            labels.tolist()


@pytest.fixture
def image_dir(tmp_path):
    rng = np.random.default_rng(0)
    pixels = {}
    for cls, names in (("cat", ["a.png", "b.png"]), ("dog", ["c.png", "d.bmp", "e.jpg"])):
        (tmp_path / cls).mkdir()
        for name in names:
            img = rng.integers(0, 256, (6, 8, 3)).astype(np.uint8)
            Image.fromarray(img).save(tmp_path / cls / name)
            pixels[f"{cls}/{name}"] = img
    return tmp_path, pixels


def test_image_folder_labels_bytes_and_decode(image_dir):
    path, pixels = image_dir
    folder = ds.ImageFolderDataset(str(path), shuffle=False)
    assert folder.get_col_names() == ["image", "label"]
    assert folder.get_class_indexing() == {"cat": 0, "dog": 1}
    rows = _rows(folder)
    assert [int(r[1]) for r in rows] == [0, 0, 1, 1, 1] and rows[0][1].dtype == np.int32
    assert rows[0][0].dtype == np.uint8 and rows[0][0].ndim == 1       # the file's bytes
    assert rows[0][0].tobytes() == (path / "cat" / "a.png").read_bytes()
    decoded = ds.ImageFolderDataset(str(path), shuffle=False, decode=True,
                                    extensions=[".png", ".bmp"])
    rows = _rows(decoded)
    assert len(rows) == 4 and rows[0][0].shape == (6, 8, 3)
    assert np.array_equal(rows[3][0], pixels["dog/d.bmp"])            # lossless formats
    mapped = folder.map(vision.Decode(), input_columns=["image"])
    assert np.array_equal(_rows(mapped)[2][0], pixels["dog/c.png"])
    swapped = ds.ImageFolderDataset(str(path), class_indexing={"dog": 0, "cat": 1},
                                    shuffle=False)
    assert [int(r[1]) for r in _rows(swapped)] == [1, 1, 0, 0, 0]


def test_image_folder_errors(tmp_path, image_dir):
    with pytest.raises(ValueError, match="does not exist or is not a directory"):
        ds.ImageFolderDataset(str(tmp_path / "nope"))
    path, _ = image_dir
    (path / "cat" / "broken.png").write_bytes(b"not an image")
    with pytest.raises(RuntimeError, match="Decode"):
        list(ds.ImageFolderDataset(str(path), decode=True, shuffle=False))
