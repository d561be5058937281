"""Behaviours of mindspore.dataset that MindSpore 2.10's dataset ut suite exercises (second
round): AutoAugment, the Python MixUp, ... (expected values measured in MindSpore 2.10)."""
import os

import numpy as np
import pytest

import minicell.dataset as ds
from minicell.dataset import transforms, vision


def test_auto_augment_policies_keep_shape_and_follow_seed():
    img = np.random.default_rng(0).integers(0, 255, (12, 10, 3)).astype(np.uint8)
    for policy in vision.AutoAugmentPolicy:
        out = vision.AutoAugment(policy, vision.Inter.BILINEAR, (1, 2, 3))(img)
        assert out.shape == (12, 10, 3) and out.dtype == np.uint8
    data = ds.NumpySlicesDataset([img] * 8, ["image"], shuffle=False)
    data = data.map(vision.AutoAugment(vision.AutoAugmentPolicy.CIFAR10), ["image"])
    ds.config.set_seed(7)
    first = [r["image"] for r in data.create_dict_iterator(output_numpy=True)]
    ds.config.set_seed(7)
    second = [r["image"] for r in data.create_dict_iterator(output_numpy=True)]
    assert all(np.array_equal(a, b) for a, b in zip(first, second))
    assert any(not np.array_equal(a, img) for a in first)


def test_auto_augment_argument_errors():
    with pytest.raises(TypeError, match=r"Argument policy with value imagenet is not of type "
                                        r"\[<enum 'AutoAugmentPolicy'>\]"):
        vision.AutoAugment(policy="imagenet")
    with pytest.raises(TypeError, match=r"Argument interpolation with value invalid"):
        vision.AutoAugment(interpolation="invalid")
    with pytest.raises(TypeError, match="fill_value should be a single integer or a 3-tuple."):
        vision.AutoAugment(fill_value=(10, 10))
    with pytest.raises(ValueError, match=r"is not within the required interval of \[0, 255\]"):
        vision.AutoAugment(fill_value=300)
    with pytest.raises(RuntimeError, match="AutoAugment: input tensor is not in shape of "
                                           "<H,W,C>, but got rank: 2"):
        vision.AutoAugment()(np.zeros((4, 4), np.uint8))
    from minicell.dataset.vision.utils import AutoAugmentPolicy
    assert AutoAugmentPolicy.SVHN == "svhn"


def test_mix_up_single_and_multi():
    images = np.arange(3 * 2 * 2 * 3, dtype=np.uint8).reshape(3, 2, 2, 3)
    labels = np.eye(3)
    out_img, out_lab = vision.MixUp(batch_size=3, alpha=0.2)(images, labels)
    assert out_img.dtype == np.float64 and out_lab.dtype == np.float64
    shifted = images[[1, 2, 0]].astype(np.float64)
    for i in range(3):                  # label i mixes one-hot i with one-hot i+1
        lam = out_lab[i, i]
        np.testing.assert_allclose(out_lab[i].sum(), 1.0)
        np.testing.assert_allclose(out_img[i], lam * images[i] + (1 - lam) * shifted[i])
    mix = vision.MixUp(batch_size=3, alpha=0.5, is_single=False)
    first = mix(images, labels)        # the first batch passes unchanged (lambda = 1)
    np.testing.assert_array_equal(first[0], images)
    np.testing.assert_array_equal(first[1], labels)
    second_img, second_lab = mix(images[::-1].copy(), labels[::-1].copy())
    lam = second_lab[0, 2]
    np.testing.assert_allclose(second_img[0], lam * images[2] + (1 - lam) * images[0])


def test_mix_up_argument_errors():
    with pytest.raises(ValueError, match=r"Input is not within the required interval of "
                                         r"\[1, 16777216\]."):
        vision.MixUp(batch_size=0, alpha=0.2)
    with pytest.raises(ValueError, match="Input alpha must be greater than 0."):
        vision.MixUp(batch_size=2, alpha=0)
    with pytest.raises(TypeError, match=r"Argument batch_size with value 2.0 is not of type "
                                        r"\[<class 'int'>\], but got <class 'float'>."):
        vision.MixUp(batch_size=2.0, alpha=1)
    with pytest.raises(TypeError, match=r"Argument is_single with value 1 is not of type "
                                        r"\[<class 'bool'>\]"):
        vision.MixUp(2, 1, is_single=1)
    data = ds.NumpySlicesDataset({"image": np.zeros((4, 2, 2, 3), np.uint8),
                                  "label": np.array([0, 1, 2, 0])}, shuffle=False)
    data = data.map(transforms.OneHot(3), ["label"]).batch(2)
    data = data.map(vision.MixUp(batch_size=2, alpha=0.2), ["image", "label"])
    rows = list(data.create_tuple_iterator(output_numpy=True))
    assert [r[1].shape for r in rows] == [(2, 3), (2, 3)]


def test_distributed_sampler_offset_deals_from_shard_offset():
    def shards(n, k, offset):
        out = []
        for s in range(k):
            data = ds.NumpySlicesDataset(list(range(n)), ["x"], sampler=ds.DistributedSampler(
                k, s, shuffle=False, offset=offset))
            out.append(([int(r[0]) for r in data.create_tuple_iterator(output_numpy=True)],
                        data.get_dataset_size()))
        return out
    # 2.10: row r goes to shard (r + offset) % num_shards, no wrap-around
    assert shards(5, 3, 1) == [([2], 1), ([0, 3], 2), ([1, 4], 2)]
    assert shards(5, 4, 0) == [([0, 4], 2), ([1], 1), ([2], 1), ([3], 1)]
    assert shards(5, 3, -1) == [([0, 3], 2), ([1, 4], 2), ([2, 0], 2)]
    data = ds.NumpySlicesDataset(list(range(8)), ["x"], sampler=ds.DistributedSampler(
        4, 1, shuffle=False, offset=4))
    assert [int(r[0]) for r in data.create_tuple_iterator(output_numpy=True)] == [1, 5]
    data = ds.NumpySlicesDataset(list(range(8)), ["x"], sampler=ds.DistributedSampler(
        3, 1, shuffle=False, offset=2, num_samples=1))
    assert data.get_dataset_size() == 1
    data = ds.NumpySlicesDataset(list(range(10)), ["x"], sampler=ds.DistributedSampler(3, 2))
    assert len(list(data)) == data.get_dataset_size() == 4    # shuffled: ceil(10 / 3) rows
    with pytest.raises(RuntimeError, match=r"DistributedSampler: offset must be no more than "
                                           r"num_shards\(4\), but got: 5"):
        ds.DistributedSampler(num_shards=4, shard_id=0, shuffle=False, offset=5).parse()
    with pytest.raises(TypeError, match="offset must be integer but was: 1.5."):
        ds.DistributedSampler(4, 0, offset=1.5)
    assert ds.SequentialSampler().parse().get_num_samples() is None


def _mindrecord_files(tmp_path, sizes):
    from minicell.mindrecord import FileWriter
    files, start = [], 0
    for k, size in enumerate(sizes):
        path = str(tmp_path / f"part{k}.mindrecord")
        writer = FileWriter(path, 1, overwrite=True)
        writer.add_schema({"id": {"type": "int32"}}, "ids")
        writer.write_raw_data([{"id": start + i} for i in range(size)])
        writer.commit()
        files.append(path)
        start += size
    return files


def test_random_sampler_shuffle_modes(tmp_path):
    from minicell.dataset import Shuffle
    files = _mindrecord_files(tmp_path, [3, 4])

    def ids(sampler):
        data = ds.MindDataset(files, sampler=sampler)
        return [int(r["id"]) for r in data.create_dict_iterator(output_numpy=True)]
    ds.config.set_seed(3)
    by_files = ids(ds.RandomSampler(shuffle=Shuffle.FILES))    # whole files, in some order
    assert by_files in ([0, 1, 2, 3, 4, 5, 6], [3, 4, 5, 6, 0, 1, 2])
    in_files = ids(ds.RandomSampler(shuffle=Shuffle.INFILE))   # file order kept
    assert sorted(in_files[:3]) == [0, 1, 2] and sorted(in_files[3:]) == [3, 4, 5, 6]
    assert sorted(ids(ds.RandomSampler(shuffle=Shuffle.PARTIAL))) == list(range(7))
    assert len(ids(ds.RandomSampler(num_samples=2, shuffle=Shuffle.ADAPTIVE))) == 2
    with pytest.raises(TypeError, match="shuffle must be valid shuffle mode but was: True."):
        ds.RandomSampler(shuffle=True)
    data = ds.NumpySlicesDataset(list(range(4)), ["x"],
                                 sampler=ds.RandomSampler(shuffle=Shuffle.FILES))
    with pytest.raises(RuntimeError, match="The shuffle mode: Shuffle.FILES is not supported "
                                           "with current dataset."):
        list(data)


@pytest.fixture
def error_mode():
    old = ds.config.get_error_samples_mode()
    yield ds.config.set_error_samples_mode
    ds.config.set_error_samples_mode(old)


def _mapped(fn, n, workers=1):
    data = ds.GeneratorDataset(lambda: iter(range(n)), ["data"], shuffle=False)
    data = data.map(fn, num_parallel_workers=workers)
    return [int(r[0]) for r in data.create_tuple_iterator(output_numpy=True)]


def _odd_fails(x):
    if x % 2:
        raise ZeroDivisionError
    return x


def _first_fails(x):
    if x < 10:
        raise ValueError("bad row")
    return x


def test_error_samples_replace_and_skip(error_mode, monkeypatch):
    monkeypatch.setattr(os, "cpu_count", lambda: 4)    # 3 workers: 2.10 takes up to the CPUs
    error_mode(ds.config.ErrorSamplesMode.REPLACE)
    # 2.10: held back until 16 good rows are cached, then one released per good row
    assert _mapped(_odd_fails, 40, 3) == list(range(0, 31, 2)) + [0, 32, 2, 34, 4, 36, 6, 38] \
        + list(range(8, 39, 2))
    assert _mapped(_first_fails, 30) == list(range(10, 26)) + [
        10, 26, 11, 27, 12, 28, 13, 29, 14, 15, 16, 17, 18, 19]
    assert _mapped(_first_fails, 12) == [10, 11] * 6
    with pytest.raises(RuntimeError, match="All data is garbage and cannot be replaced."):
        _mapped(_first_fails, 5)
    error_mode(ds.config.ErrorSamplesMode.SKIP)
    assert _mapped(_odd_fails, 10, 2) == [0, 2, 4, 6, 8]
    assert _mapped(_first_fails, 5) == []
    error_mode(ds.config.ErrorSamplesMode.RETURN)
    with pytest.raises(RuntimeError, match="map operation"):
        _mapped(_odd_fails, 4)


def test_pil_image_in_pil_image_out():
    from PIL import Image
    img = Image.fromarray(np.arange(20 * 24 * 3, dtype=np.uint8).reshape(20, 24, 3))
    # 2.10 runs these by their Python implementation on a PIL image
    assert isinstance(vision.RandomCrop(4)(img), Image.Image)
    out = vision.Resize((8, 6))(img.convert("L"))
    assert isinstance(out, Image.Image) and out.mode == "L" and out.size == (6, 8)
    crops = vision.FiveCrop(4)(img)
    assert len(crops) == 5 and all(isinstance(c, Image.Image) for c in crops)
    # the others give numpy arrays
    for op in (vision.HorizontalFlip(), vision.Rotate(10), vision.Normalize([0.5] * 3, [1] * 3),
               vision.Posterize(4)):
        assert isinstance(op(img), np.ndarray)
    # a map's operations hand the PIL image on: a Python function can use PIL's methods
    data = ds.NumpySlicesDataset([np.asarray(img)], ["image"], shuffle=False)
    data = data.map([vision.ToPIL(), vision.RandomCrop(4), lambda x: x.rotate(45)], ["image"])
    assert next(data.create_tuple_iterator(output_numpy=True))[0].shape == (4, 4, 3)


def test_to_tensor_divides_every_type_and_refuses_wide_ints():
    img = np.array([[[0, 128, 255]]], np.uint8)
    out = vision.ToTensor(np.int8)(img)         # 2.10: divided by 255, then cast
    assert out.dtype == np.int8 and out.ravel().tolist() == [0, 0, 1]
    out = vision.ToTensor()(np.array([[[1.5, 510.0]]]))
    assert out.dtype == np.float32 and out.shape == (2, 1, 1)
    np.testing.assert_allclose(out.ravel(), [1.5 / 255, 2.0], rtol=1e-6)
    assert vision.ToTensor("float64")(np.zeros((2, 3), np.uint8)).shape == (1, 2, 3)
    for dtype in (np.int64, np.uint32, np.uint64, np.str_):
        with pytest.raises(RuntimeError, match=r"ToTensor: Input includes unsupported data type "
                                               r"in \[uint32, int64, uint64, string, bytes\]."):
            vision.ToTensor()(np.zeros((2, 2, 3)).astype(dtype))
    with pytest.raises(TypeError, match="Argument output_type with value JUNK is not of type"):
        vision.ToTensor(output_type="JUNK")
    with pytest.raises(TypeError, match="Argument data_type with value None is not of type"):
        transforms.TypeCast(None)
    import minicell as ms
    assert transforms.TypeCast(ms.string)("test_strings") == "test_strings"
    assert transforms.TypeCast(ms.int32)([1.13, 0.12, 68.88]).tolist() == [1, 0, 68]
