"""Session 72 (ut72): 2.10's draws of its Python implementations.

A random vision operation given a PIL image runs 2.10's Python code (``py_transforms_util``):
its draws come from Python's ``random`` module (``config.set_seed`` seeds it), in that code's
order, and its pixels from PIL itself. A map with one worker after ``set_seed`` draws from the
same module row after row (measured: its outputs are the eager calls' in sequence). Every
expected value below was measured on MindSpore 2.10 (md5 prefixes of the output bytes).
"""
import hashlib
import random

import numpy as np
import pytest

import minicell.dataset as ds
import minicell.dataset.vision as vision
from minicell.dataset.vision import Border, Inter
from minicell.dataset.vision import py_transforms_util as ptu

Image = pytest.importorskip("PIL.Image")


@pytest.fixture(autouse=True)
def _python_random():
    """``set_seed`` seeds Python's random module and numpy's: put their states back."""
    state, np_state = random.getstate(), np.random.get_state()
    yield
    random.setstate(state)
    np.random.set_state(np_state)


def _md5(img):
    return hashlib.md5(np.ascontiguousarray(np.asarray(img)).tobytes()).hexdigest()[:6]


def _rgb():
    return Image.fromarray(np.random.RandomState(0).randint(0, 256, (24, 32, 3)).astype(np.uint8))


def _calls(make, img, count=5, seed=5):
    ds.config.set_seed(seed)
    op = make()
    return [_md5(op(img)) for _ in range(count)]


# upstream tests/ut/python/dataset (random_crop, random_resized_crop, random_rotation,
# random_affine, random_color_adjust, random_sharpness, random_color, random_perspective):
# their *_py cases run these on PIL images; five eager calls after set_seed(5), on 2.10
_EAGER = {
    "RandomCrop": (lambda: vision.RandomCrop(8),
                   ["3b37a0", "368c20", "2906bf", "acfce7", "9c0d6d"]),
    "RandomResizedCrop": (lambda: vision.RandomResizedCrop(8),
                          ["776350", "dfb00a", "ef1570", "df5154", "3b4685"]),
    "RandomRotation": (lambda: vision.RandomRotation(40),
                       ["8ca256", "5b2111", "36d988", "828585", "96e6c7"]),
    "RandomAffine": (lambda: vision.RandomAffine(30, (0.1, 0.1)),
                     ["dfb947", "3f5f0d", "cb0c7e", "dbce10", "70084c"]),
    "RandomColorAdjust": (lambda: vision.RandomColorAdjust(0.5, 0.5, 0.5, 0.2),
                          ["198626", "e5ce85", "f15376", "288b00", "5b610f"]),
    "RandomSharpness": (lambda: vision.RandomSharpness(),
                        ["50206e", "977cba", "24bc5f", "70bd03", "ff1016"]),
    "RandomColor": (lambda: vision.RandomColor(),
                    ["0ca9fa", "c77f7f", "c965df", "2c4075", "a4d028"]),
    "RandomPerspective": (lambda: vision.RandomPerspective(0.5, 1.0),
                          ["032dda", "8688e7", "e257b0", "cba14e", "1b9f2d"]),
}


@pytest.mark.parametrize("name", list(_EAGER))
def test_pil_input_draws_as_2_10(name):
    make, expected = _EAGER[name]
    assert _calls(make, _rgb()) == expected


def _image(shape, seed=3):
    return Image.fromarray(np.random.RandomState(seed).randint(0, 256, shape).astype(np.uint8))


# other arguments and image modes: four eager calls after set_seed(11) (2.10)
_MORE = [
    ("crop padded, L", lambda: vision.RandomCrop((10, 12), padding=3, fill_value=(10, 20, 30)),
     (17, 13), ["51874d", "2c013b", "1dba71", "1f4e54"]),
    ("crop pad_if_needed", lambda: vision.RandomCrop((26, 36), pad_if_needed=True,
                                                     padding_mode=Border.EDGE),
     (21, 30, 3), ["7047da", "943161", "bf74f0", "943161"]),
    ("resized crop", lambda: vision.RandomResizedCrop((7, 11), scale=(0.2, 0.9),
                                                      ratio=(0.5, 2.0),
                                                      interpolation=Inter.NEAREST),
     (21, 30, 3), ["8a8255", "180483", "8842ac", "4e9ae1"]),
    ("rotation expanded", lambda: vision.RandomRotation((10, 80), resample=Inter.BILINEAR,
                                                        expand=True, fill_value=(5, 100, 200)),
     (21, 30, 3), ["2115c2", "39e58f", "f9cb1f", "4ac5ad"]),
    # 2.10 hands PIL no fill: its Pillow version check compares strings ("13.0.0" < "5")
    ("affine, fill not passed", lambda: vision.RandomAffine(
        (-20, 40), translate=(-0.2, 0.3, -0.1, 0.1), scale=(0.7, 1.3), shear=(-10, 10, -5, 5),
        resample=Inter.BILINEAR, fill_value=(9, 8, 7)),
     (21, 30, 3), ["f6f8ca", "94bf0c", "26cb48", "68cc27"]),
    ("affine shear, RGBA", lambda: vision.RandomAffine(0, shear=15),
     (12, 16, 4), ["1c6d1a", "49688b", "c6715a", "1c6d1a"]),
    ("hue only", lambda: vision.RandomColorAdjust(hue=(-0.4, -0.1)),
     (21, 30, 3), ["4a7f1d", "c2b402", "21d76b", "283258"]),
    ("perspective", lambda: vision.RandomPerspective(0.9, 0.7, Inter.NEAREST),
     (21, 30, 3), ["6f05b0", "f5af48", "77fdbd", "f5af48"]),
]


@pytest.mark.parametrize("case", _MORE, ids=[c[0] for c in _MORE])
def test_pil_input_more_arguments_as_2_10(case):
    _, make, shape, expected = case
    # (the images of the measurement: drawn one after the other from RandomState(3))
    rs = np.random.RandomState(3)
    images = {s: rs.randint(0, 256, s) for s in ((21, 30, 3), (17, 13), (12, 16, 4))}
    img = Image.fromarray(images[shape].astype(np.uint8))
    assert _calls(make, img, 4, 11) == expected


def test_pil_rotation_fill_triple_on_grey_is_pils_error():
    # 2.10 passes its (0, 0, 0) fill to PIL, which refuses it for an 'L' image
    with pytest.raises(TypeError, match="color must be int or single-element tuple"):
        vision.RandomRotation(30)(_image((17, 13)))


def test_py_transforms_util_adjust_hue_wraps_as_uint8():
    img = Image.fromarray(np.array([[[200, 30, 30], [10, 220, 40]]], np.uint8))
    # 2.10: np.uint8(-0.2 * 255) = 205 added to PIL's hue band, modulo 256
    assert np.asarray(ptu.adjust_hue(img, -0.2)).tolist() == [[[170, 31, 200], [220, 208, 10]]]
    assert ptu.adjust_hue(img.convert("L"), 0.3).mode == "L"


def _pipeline_rows(make, workers=1):
    imgs = np.random.RandomState(1).randint(0, 256, (6, 20, 24, 3)).astype(np.uint8)

    def gen():
        for img in imgs:
            yield (img,)
    ds.config.set_seed(5)
    data = ds.GeneratorDataset(gen, ["image"], shuffle=False)
    data = data.map([vision.ToPIL(), make(), vision.ToTensor()], input_columns=["image"],
                    num_parallel_workers=workers)
    return [_md5(r[0]) for r in data.create_tuple_iterator(output_numpy=True, num_epochs=1)]


_PIPELINE = {
    "RandomCrop": (lambda: vision.RandomCrop(8),
                   ["7d81d3", "f50000", "450a75", "124491", "4fe4fc", "2234ad"], 0.90090),
    "RandomAffine": (lambda: vision.RandomAffine((-5, 15), translate=(0.1, 0.3),
                                                 scale=(0.9, 1.1), shear=(-10, 10, -5, 5)),
                     ["ad2212", "78b047", "94c68e", "10011a", "8bde62", "2cd99c"], 0.20478),
    "RandomPerspective": (lambda: vision.RandomPerspective(0.5, 0.5),
                          ["2d26e9", "d989ee", "6a074d", "8da33d", "ef3006", "26ac57"],
                          0.02901),
}


@pytest.mark.parametrize("name", list(_PIPELINE))
def test_one_worker_map_of_pil_ops_draws_from_python_random(name):
    # upstream test_random_affine_md5 and the *_py md5 cases: a one-worker map after set_seed;
    # 2.10 draws from Python's random row after row, leaving it where the rows left it
    make, expected, after = _PIPELINE[name]
    assert _pipeline_rows(make) == expected
    assert round(random.random(), 5) == after


def _plus_one(x):
    return (x.astype(np.int32) + 1).clip(0, 255).astype(np.uint8)


def _times_one(x):
    return x * 1


_ORDERED = {   # 16 rows through a two-worker map, then a one-worker random map (2.10)
    "RandomCrop": (lambda: [vision.RandomCrop(6)],
                   ["04bf53", "e7d717", "a71cba", "5881ce", "c42162", "297abd", "bc9b00",
                    "c0937a", "331795", "4c96f1", "da558d", "301e0c", "f02cf9", "b71cca",
                    "bbd787", "fbc9f4"]),
    "RandomErasing": (lambda: [vision.ToTensor(), vision.RandomErasing(0.7)],
                      ["555651", "660b8b", "564ab7", "4d93b9", "736a73", "e6e0d1", "915223",
                       "4334c8", "a4f7ec", "a89128", "737e18", "86ee6d", "ece69c", "62ce38",
                       "21c3c3", "1932d7"]),
}


@pytest.mark.parametrize("source", ["slices", "generator"])
@pytest.mark.parametrize("stage_after", [False, True])
@pytest.mark.parametrize("name", list(_ORDERED))
def test_one_worker_random_map_after_multi_worker_map_draws_as_2_10(name, source, stage_after):
    # 2.10 runs a one-worker map's rows one at a time, in order, whatever the workers of the
    # stages around it: its C++ operations' generators (and Python's random) draw row after
    # row, as in a pipeline of one-worker stages (ut71's Left: only fully serial runs did)
    imgs = np.random.RandomState(2).randint(0, 256, (16, 12, 14, 3)).astype(np.uint8)
    ds.config.set_seed(7)
    if source == "slices":      # random access: read ahead by the first map's two workers
        data = ds.NumpySlicesDataset({"image": imgs}, shuffle=False)
    else:
        data = ds.GeneratorDataset(lambda: ((img,) for img in imgs), ["image"], shuffle=False)
    data = data.map(_plus_one, input_columns=["image"], num_parallel_workers=2)
    data = data.map(_ORDERED[name][0](), input_columns=["image"], num_parallel_workers=1)
    if stage_after:
        data = data.map(_times_one, input_columns=["image"], num_parallel_workers=2)
    rows = data.create_tuple_iterator(output_numpy=True, num_epochs=1)
    assert [_md5(r[0]) for r in rows] == _ORDERED[name][1]


def test_eager_to_tensor_of_a_pil_image_divides_in_float64():
    # 2.10 runs its Python ToTensor on a PIL image (/ 255. in float64, then the cast) and its
    # C++ kernel on an array or in a map (float32 products): they differ in the last bit
    a = np.arange(256, dtype=np.uint8).reshape(16, 16)
    rgb = np.stack([a, a[::-1], a.T], -1)
    pil = vision.ToTensor()(Image.fromarray(rgb))
    assert pil.dtype == np.float32 and pil.shape == (3, 16, 16) and pil.flags.c_contiguous
    assert pil.ravel()[24:26].tolist() == [0.0941176488995552, 0.09803921729326248]
    assert vision.ToTensor()(rgb).ravel()[24:26].tolist() == [0.0941176563501358,
                                                              0.09803922474384308]
    grey = vision.ToTensor(np.float64)(Image.fromarray(a))
    assert grey.shape == (1, 16, 16)
    assert grey.ravel()[24:26].tolist() == [0.09411764705882353, 0.09803921568627451]
    assert _md5(vision.ToTensor(np.float16)(Image.fromarray(rgb))) == "0d81a555"[:6]


# 2.10 runs these on a PIL image with its Python implementations (PIL's enhancers, autocontrast,
# equalize; a centre crop rounded half to even; numpy's normal draws, float64 sums; numpy's
# choice then Python's draws): two eager calls after set_seed(3) on the RandomState(4) images
_PIL_OPS = [
    ("AdjustBrightness", lambda: vision.AdjustBrightness(1.7), "1a253b", "ad06c2"),
    ("AdjustContrast", lambda: vision.AdjustContrast(0.3), "6fc14d", "9d2942"),
    ("AdjustHue", lambda: vision.AdjustHue(-0.3), "502dc8", "a4fce1"),
    ("AdjustSaturation", lambda: vision.AdjustSaturation(2.5), "84acbf", "a4fce1"),
    ("AutoContrast", lambda: vision.AutoContrast(10, [3, 7]), "ec9486", "de1242"),
    ("Equalize", lambda: vision.Equalize(), "7accb6", "a4fce1"),
    ("FiveCrop centre", lambda: vision.FiveCrop(7), "29f611", "e8430b"),
    ("RandomLighting", lambda: vision.RandomLighting(0.3), "178e41", "bbea83"),
    ("UniformAugment", lambda: vision.UniformAugment(
        [vision.RandomCrop(8), vision.RandomColor(), vision.RandomSharpness(), vision.Invert()],
        2), "278518", "a4fce1"),
]


@pytest.mark.parametrize("case", _PIL_OPS, ids=[c[0] for c in _PIL_OPS])
def test_pil_input_runs_2_10s_python_implementation(case):
    name, make, rgb_md5, grey_md5 = case
    rs = np.random.RandomState(4)
    images = [Image.fromarray(rs.randint(0, 256, s).astype(np.uint8))
              for s in ((21, 30, 3), (17, 13))]
    for img, expected in zip(images, (rgb_md5, grey_md5)):
        ds.config.set_seed(3)
        out = make()(img)
        out = out[4] if name == "FiveCrop centre" else out
        assert isinstance(out, Image.Image) and _md5(out) == expected


def test_pil_ten_crop_centres_round_half_to_even():
    img = _image((21, 30, 3), 4)
    crops = vision.TenCrop(6, True)(img)
    assert len(crops) == 10 and all(isinstance(c, Image.Image) for c in crops)
    assert [_md5(crops[k]) for k in (0, 4, 9)] == ["22ebec", "2ceb74", "27e142"]


def test_pil_and_shape_refusals_as_2_10():
    img = _image((21, 30, 3), 4)
    with pytest.raises(TypeError) as info:      # 2.10's Python RgbToHsv: numpy images only
        vision.RgbToHsv()(img)
    assert str(info.value) == "img should be NumPy image. Got <class 'PIL.Image.Image'>"
    with pytest.raises(TypeError) as info:
        vision.RandomCropDecodeResize(8)(img)
    assert str(info.value) == ("Input should be an encoded image in 1-D NumPy format, got "
                               "<class 'PIL.Image.Image'>.")
    # 2.10's Erase kernel: <H,W,3> only (was a numpy broadcast error or a silent erase)
    for shape, text in (((17, 13), "input tensor is not in shape of <H,W,C>, but got rank: 2"),
                        ((17, 13, 4), "channel of input image should be 3, but got: 4")):
        with pytest.raises(RuntimeError) as info:
            vision.Erase(1, 2, 3, 4, 5)(np.zeros(shape, np.uint8))
        assert f"Erase: {text}" in str(info.value)


def test_one_worker_random_map_draws_on_across_epochs():
    # 2.10 builds a run's operations once: the second epoch's crops go on from the first's
    imgs = np.random.RandomState(2).randint(0, 256, (10, 12, 14, 3)).astype(np.uint8)
    ds.config.set_seed(7)
    data = ds.NumpySlicesDataset({"image": imgs}, shuffle=False)
    data = data.map(_times_one, input_columns=["image"], num_parallel_workers=2)
    data = data.map([vision.RandomCrop(6)], input_columns=["image"], num_parallel_workers=1)
    it = data.create_tuple_iterator(num_epochs=2, output_numpy=True)
    first, second = ([int(r[0].sum()) for r in it][:4] for _ in range(2))
    assert first == [13555, 15756, 14231, 15107]
    assert second == [14204, 15756, 15206, 12813]


def test_convert_mode_values_and_one_channel_images_as_2_10():
    # 2.10's ConvertMode holds OpenCV's codes: the two spellings of a conversion are one member
    mode = vision.ConvertMode
    assert len(list(mode)) == 12 and int(mode.COLOR_RGB2GRAY) == 7
    assert mode.COLOR_RGB2BGR is mode.COLOR_BGR2RGB and mode.COLOR_RGB2BGR.name == "COLOR_BGR2RGB"
    assert mode(9) is mode.COLOR_GRAY2RGBA
    # a one-channel image becomes the colour image (2.10's kernel; measured)
    grey = np.array([[10, 200], [30, 40]], np.uint8)
    out = vision.ConvertColor(mode.COLOR_RGB2BGR)(grey)
    assert out.shape == (2, 2, 3) and out[0, 1].tolist() == [200, 200, 200]
    out = vision.ConvertColor(mode.COLOR_RGB2RGBA)(grey[..., None])
    assert out.shape == (2, 2, 4) and out[1, 0].tolist() == [30, 30, 30, 255]
    with pytest.raises(RuntimeError):
        vision.ConvertColor(mode.COLOR_RGB2GRAY)(grey)


@pytest.mark.parametrize("single, expected", [
    (True, ["b0214a06", "c91f5760", "b0214a06", "e140d913"]),
    (False, ["d356e973", "ec5650f8", "d356e973", "7d58eef3"])])
def test_mixup_draws_numpys_global_beta(single, expected):
    # 2.10's MixUp is Python: np.random.beta (set_seed seeds numpy's global stream), eagerly
    # and in a one-worker map alike (two eager calls, then a two-batch pipeline)
    rs = np.random.RandomState(3)
    imgs = rs.randint(0, 256, (8, 5, 6, 3)).astype(np.uint8)
    labels = np.eye(3, dtype=np.float32)[[0, 1, 2, 0, 1, 2, 1, 0]]
    md5 = lambda a: hashlib.md5(np.ascontiguousarray(a).tobytes()).hexdigest()[:8]  # noqa: E731
    ds.config.set_seed(9)
    op = vision.MixUp(4, 0.6, single)
    got = [md5(op(imgs[:4], labels[:4])[0]) for _ in range(2)]
    ds.config.set_seed(9)
    data = ds.NumpySlicesDataset({"image": imgs, "label": labels}, shuffle=False).batch(4)
    data = data.map(vision.MixUp(4, 0.6, single), input_columns=["image", "label"],
                    num_parallel_workers=1)
    got += [md5(a) for a, _ in data.create_tuple_iterator(output_numpy=True, num_epochs=1)]
    assert got == expected
