"""Session 71 (ut71): random dataset operations that draw as MindSpore 2.10's C++ operations
(eager calls and serial pipelines after ``set_seed``). Expected values measured on 2.10 (CPU)."""
import contextlib
import hashlib

import numpy as np
import pytest

import minicell.dataset as ds
from minicell.dataset import vision

_RS = np.random.RandomState(0)
IMGS = [_RS.randint(0, 256, (17, 23, 3)).astype(np.uint8) for _ in range(8)]
SMALL = (np.arange(6 * 5 * 3) * 37 % 256).astype(np.uint8).reshape(6, 5, 3)


def _md5(value):
    return hashlib.md5(np.ascontiguousarray(value).tobytes()).hexdigest()[:10]


@contextlib.contextmanager
def _seed(seed):
    """``ds.config``'s seed for the block, put back after."""
    saved = ds.config.get_seed()
    ds.config.set_seed(seed)
    try:
        yield
    finally:
        ds.config.set_seed(saved)


def _pipeline_md5(op, images, columns=("image",)):
    """md5 of the rows of a one-worker map of ``op`` over ``images``."""
    def gen():
        for img in images:
            yield (img,)
    data = ds.GeneratorDataset(gen, list(columns), shuffle=False)
    data = data.map(op, input_columns=list(columns), num_parallel_workers=1)
    digest = hashlib.md5()
    for row in data.create_tuple_iterator(output_numpy=True):
        digest.update(np.ascontiguousarray(row[0]).tobytes())
    return digest.hexdigest()[:10]


def test_random_lighting_first_rows_as_2_10():
    # 2.10: std::normal_distribution<float> (polar method, the pair's second value kept for
    # the next draw) over the op's mt19937; upstream test_random_lighting's c ops draw so
    with _seed(5):
        rows = list(ds.GeneratorDataset(lambda: ((SMALL,) for _ in range(4)), ["image"],
                                        shuffle=False)
                    .map(vision.RandomLighting(0.3), input_columns=["image"],
                         num_parallel_workers=1).create_tuple_iterator(output_numpy=True))
        eager = vision.RandomLighting(0.3)(SMALL)
    firsts = [row[0][0, :2].tolist() for row in rows]
    assert firsts == [[[0, 36, 73], [110, 147, 184]], [[10, 49, 87], [121, 160, 198]],
                      [[16, 51, 87], [127, 162, 198]], [[0, 24, 64], [98, 135, 175]]]
    assert eager[0, :2].tolist() == [[0, 36, 73], [110, 147, 184]]


@pytest.mark.parametrize("seed, alpha, pipe, eager", [
    (0, 0.05, "1507747099", "83bd571648"), (5, 1.0, "d53bef5ce6", "30b35d2148"),
    (123, 20.0, "87e4f6c35b", "ebe2336e2c")])
def test_random_lighting_md5_as_2_10(seed, alpha, pipe, eager):
    with _seed(seed):
        assert _pipeline_md5(vision.RandomLighting(alpha), IMGS) == pipe
        assert _md5(vision.RandomLighting(alpha)(IMGS[3])) == eager


_RS1 = np.random.RandomState(1)
BATCH_IMGS = _RS1.randint(0, 256, (12, 9, 11, 3)).astype(np.uint8)
BATCH_LABELS = np.eye(4, dtype=np.int32)[_RS1.randint(0, 4, 12)]


def _md5_all(arrays):
    digest = hashlib.md5()
    for a in arrays:
        digest.update(np.ascontiguousarray(a).tobytes())
    return digest.hexdigest()[:10]


# 2.10: MixUpBatch draws x1, x2 from two new std::gamma_distribution<float> (Marsaglia-Tsang
# over a float normal), then std::shuffle; CutMixBatch shuffles first, then per image draws
# from its two gamma distributions, a uniform double against prob and the box centre.
# (kind, seed, alpha, prob, NCHW, md5 of a one-worker map's 3 batches, md5 of an eager call)
MIXES = [
    ("mixup", 0, 0.3, None, None, "ea854eb2f9", "02329df3c2"),
    ("mixup", 5, 1.0, None, None, "64b2be3750", "0b0ef199f5"),
    ("mixup", 77, 2.5, None, None, "b99c8cc72b", "a238523d42"),
    ("cutmix", 0, 0.3, 1.0, False, "f3a4e025ae", "9e24d11632"),
    ("cutmix", 5, 1.0, 0.5, False, "dc596e3024", "c9bd1b1c6d"),
    ("cutmix", 77, 2.5, 0.7, True, "1fbffc8d69", "135f0f1a99"),
]


@pytest.mark.parametrize("kind, seed, alpha, prob, nchw, pipe, eager", MIXES)
def test_mixup_and_cutmix_batch_draw_as_2_10(kind, seed, alpha, prob, nchw, pipe, eager):
    def make():
        if kind == "mixup":
            return vision.MixUpBatch(alpha)
        return vision.CutMixBatch(vision.ImageBatchFormat.NCHW if nchw else
                                  vision.ImageBatchFormat.NHWC, alpha, prob)

    def gen():
        for img, label in zip(BATCH_IMGS, BATCH_LABELS):
            yield (img.transpose(2, 0, 1).copy() if nchw else img), label
    with _seed(seed):
        data = ds.GeneratorDataset(gen, ["image", "label"], shuffle=False).batch(4)
        data = data.map(make(), input_columns=["image", "label"], num_parallel_workers=1)
        rows = [a for row in data.create_tuple_iterator(output_numpy=True) for a in row]
        x = BATCH_IMGS[:4].transpose(0, 3, 1, 2).copy() if nchw else BATCH_IMGS[:4]
        out = make()(x, BATCH_LABELS[:4])
    assert _md5_all(rows) == pipe
    assert _md5_all(out) == eager



# RandAugment / TrivialAugmentWide / AutoAugment as 2.10's C++ (measured): operations drawn by
# index in name order (RandInt(0, n) = uniform_int(0, n) % n), a sign drawn for every operation,
# float32 Linspace magnitudes, shears of m radians, translations of int(m) image sides (2.10's
# AffineOp scales them by the side), Rotate's fill triple as 2.10 passes it, AutoAugment's
# CIFAR10 pairs in 2.10's order, Solarize from 256; Equalize with OpenCV's float32 scale
_RS0 = np.random.RandomState(0)
POLICY_IMG = _RS0.randint(0, 256, (24, 32, 3)).astype(np.uint8)
POLICY_IMG[5:15, 8:20] = 200
RA_EAGER = [
    "3c8645b2", "2db3a75a", "2db3a75a", "3b970298", "71c623f5", "5961f382", "55101d9c",
    "f0bc327c", "55101d9c", "71c623f5", "28b2d65e", "bf6412f0", "b3fa394a", "28b2d65e",
    "901f41f3", "55101d9c", "5961f382", "2e4af96d", "4f84785b", "22c379c7", "3b970298",
    "71c623f5", "5961f382", "901f41f3"
]
TAW_EAGER = [
    "9a911b3e", "68148f49", "665653b7", "d678a8e5", "71c623f5", "a59e80e2", "55101d9c",
    "3ae93e11", "68148f49", "71c623f5", "27005e82", "5651a0ba", "0417bc36", "cf64a573",
    "fc9442a3", "55101d9c", "97d3bf52", "2e4af96d", "e3b5334d", "d7ad7263", "c57b2c08",
    "71c623f5", "b108fcb8", "1ba54488"
]
AA_EAGER = [
    "a0b0d111", "68148f49", "eab49056", "a0b0d111", "71c623f5", "1828c208", "2e4af96d",
    "59559f4f", "0cfce2bd", "0eaf82d2", "68148f49", "cb57fff0", "2db3a75a", "68148f49",
    "68148f49", "71c623f5", "68148f49", "ce8c047e", "207ad4a6", "6d496427", "68148f49",
    "71c623f5", "68148f49", "2e4af96d"
]
_AA_POLICIES = [vision.AutoAugmentPolicy.IMAGENET, vision.AutoAugmentPolicy.CIFAR10,
                vision.AutoAugmentPolicy.SVHN]


def _policy_op(kind, seed):
    if kind == "ra":
        return vision.RandAugment(num_ops=1, magnitude=7, num_magnitude_bins=11,
                                  fill_value=(10, 200, 60))
    if kind == "taw":
        return vision.TrivialAugmentWide(fill_value=(10, 200, 60))
    return vision.AutoAugment(_AA_POLICIES[seed % 3], fill_value=(10, 200, 60))


@pytest.mark.parametrize("kind, expected", [("ra", RA_EAGER), ("taw", TAW_EAGER),
                                            ("aa", AA_EAGER)])
def test_policies_eager_draws_as_2_10(kind, expected):
    got = []
    for seed in range(len(expected)):
        with _seed(seed):
            got.append(_md5(_policy_op(kind, seed)(POLICY_IMG))[:8])
    assert got == expected


_RS3 = np.random.RandomState(3)
POLICY_ROWS = [_RS3.randint(0, 256, (20, 26, 3)).astype(np.uint8) for _ in range(10)]
POLICY_PIPES = {
    "ra": lambda: vision.RandAugment(num_ops=2, magnitude=5, num_magnitude_bins=9,
                                     interpolation=vision.Inter.BILINEAR,
                                     fill_value=(10, 200, 60)),
    "taw": lambda: vision.TrivialAugmentWide(num_magnitude_bins=21,
                                             interpolation=vision.Inter.BILINEAR),
    "aa": lambda: vision.AutoAugment(vision.AutoAugmentPolicy.SVHN, vision.Inter.BILINEAR, 90),
    "aai": lambda: vision.AutoAugment(),
}


@pytest.mark.parametrize("kind, seed, expected", [
    ("ra", 1, "d7fa25e4c8"), ("ra", 3, "8dad1ff6d7"), ("taw", 1, "adbb4c2b5a"),
    ("taw", 3, "c860f478ae"), ("aa", 1, "3c9e5b4ac5"), ("aa", 3, "ce8b1c6d6c"),
    ("aai", 1, "0947979aff"), ("aai", 3, "43ac82d658")])
def test_policies_pipeline_draws_as_2_10(kind, seed, expected):
    with _seed(seed):
        assert _pipeline_md5(POLICY_PIPES[kind](), POLICY_ROWS) == expected


def test_equalize_scales_in_float32_as_opencv():
    # 2.10 (OpenCV equalizeHist): lut = saturate_cast<uchar>(sum * float(255 / (total - first)))
    posterized = vision.Posterize(7)(POLICY_IMG)
    assert _md5(posterized)[:8] == "665653b7"
    assert _md5(vision.Equalize()(posterized))[:8] == "23cb73ef"


# 2.10's iid masks: uniform_int(0, mask_param) for the width, then uniform_int(0, size - width)
# for the start, over the op's C++ generator (rows of a pipeline go on drawing)
# (op, seed, eager (start, width), a one-worker map's 4 rows)
SPEC = np.arange(1, 1 + 2 * 20 * 30, dtype=np.float32).reshape(2, 20, 30)
MASKS = [
    ("freq", 0, (8, 7), [(8, 7), (10, 9), (12, 7), (11, 7)]),
    ("time", 0, (13, 9), [(13, 9), (16, 12), (18, 10), (18, 9)]),
    ("freq", 5, (1, 2), [(1, 2), (8, 11), (6, 2), (9, 11)]),
    ("time", 9, (None, 0), [(None, 0), (10, 9), (0, 8), (9, 2)]),
    ("iid", 0, (8, 17), [(8, 17), (7, 22), (11, 18), (12, 16)]),
]


def _masked(out, axis):
    """(start, width) of the band of ``out`` that is all zero along ``axis`` (-2 or -1)."""
    rows = np.flatnonzero((out == 0).all(axis=(0, 2) if axis == -2 else (0, 1)))
    return (int(rows[0]), len(rows)) if len(rows) else (None, 0)


@pytest.mark.parametrize("kind, seed, eager, rows", MASKS)
def test_iid_masks_draw_as_2_10(kind, seed, eager, rows):
    from minicell.dataset import audio

    def make():
        if kind == "freq":
            return audio.FrequencyMasking(True, 12)
        if kind == "time":
            return audio.TimeMasking(True, 17)
        return audio.MaskAlongAxisIID(30, 0.0, 2)
    axis = -2 if kind == "freq" else -1
    with _seed(seed):
        assert _masked(make()(SPEC), axis) == eager
        data = ds.GeneratorDataset(lambda: ((SPEC,) for _ in range(4)), ["s"], shuffle=False)
        data = data.map(make(), input_columns=["s"], num_parallel_workers=1)
        got = [_masked(r[0], axis) for r in data.create_tuple_iterator(output_numpy=True)]
    assert got == rows


# 2.10 runs RandomErasing and RandomOrder in Python: eager calls draw on from Python's random
# (set_seed seeds it); RandomErasing's aspect ratio is uniform, RandomOrder shuffles its own list
IMG0 = np.random.RandomState(0).randint(0, 256, (24, 32, 3)).astype(np.uint8)


def test_python_random_operations_draw_as_2_10():
    from minicell.dataset import transforms
    chw = IMG0.transpose(2, 0, 1).astype(np.float32)
    with _seed(5):
        erasing = vision.RandomErasing(1.0)
        erased = [_md5(erasing(chw.copy()))[:8] for _ in range(4)]
    assert erased == ["c485ad27", "e26801bb", "40793721", "669e6e33"]
    with _seed(5):
        order = transforms.RandomOrder([vision.RandomCrop(8), vision.Invert(),
                                        vision.HorizontalFlip()])
        ordered = [_md5(order(IMG0.copy()))[:8] for _ in range(4)]
    assert ordered == ["8266efd5", "8266efd5", "8266efd5", "526ae5c8"]


def test_random_grayscale_draws_python_random_as_2_10():
    # 2.10 (Python): grey when prob > random.random(); eager calls draw on after set_seed(5)
    from PIL import Image
    with _seed(5):
        op = vision.RandomGrayscale(0.5)
        got = [_md5(np.asarray(op(Image.fromarray(IMG0))))[:6] for _ in range(10)]
    kept, grey = "9a6d62", "e44b44"
    assert got == [kept] * 6 + [grey] * 2 + [kept] * 2


def test_flips_of_a_pil_image_draw_python_random_as_2_10():
    # 2.10 runs a random op given a PIL image in Python: flipped when prob > random.random()
    from PIL import Image
    pil = Image.fromarray(IMG0)
    with _seed(5):
        flips = [vision.RandomHorizontalFlip(), vision.RandomVerticalFlip(0.9)]
        got = [[_md5(np.asarray(op(pil)))[:6] for _ in range(5)] for op in flips]
    assert got[0] == ["9a6d62"] * 5
    assert got[1] == ["9a6d62", "e6d642", "e6d642", "9a6d62", "e6d642"]


def test_random_grayscale_keeps_a_one_channel_image():
    # upstream test_random_grayscale_input_grayscale_images: an 'L' image stays <H, W>
    from PIL import Image
    grey = Image.fromarray(IMG0[..., 0])
    with _seed(0):
        outs = [np.asarray(vision.RandomGrayscale(1.0)(grey)) for _ in range(2)]
    assert all(o.shape == (24, 32) and (o == IMG0[..., 0]).all() for o in outs)
    assert vision.RandomGrayscale(1.0)(IMG0[..., 0]).shape == (24, 32)
