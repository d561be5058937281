"""``vision.Resize`` equals MindSpore 2.10's CPU kernel pixel for pixel (OpenCV's cv::resize and
MindSpore's Pillow-style PILCUBIC): uint8 LINEAR/BICUBIC in 11-bit fixed point with the
vectorised rounding, AREA decimation and upscaling, LINEAR's exact 2x switch to AREA,
float32/float64/uint16/int16/bool images, HW, 1/3/4-channel and batched inputs, and 2.10's
errors. Expected arrays: tests/data/vision1_resize.npz, written on 2.10 by
tests/data/vision1_resize_gen.py."""
import os

import numpy as np
import pytest

from minicell.dataset import vision as V

_DATA = np.load(os.path.join(os.path.dirname(__file__), "data", "vision1_resize.npz"))
_CASES = sorted(k for k in _DATA.files if "__" not in k and not k.startswith("in_"))


def _size(name):
    size = _DATA[name + "__size"]
    return int(size) if size.ndim == 0 else tuple(int(s) for s in size)


@pytest.mark.parametrize("name", _CASES)
def test_resize_equals_2_10(name):
    img = _DATA[str(_DATA[name + "__in"])]
    out = V.Resize(_size(name), getattr(V.Inter, str(_DATA[name + "__method"])))(img)
    expected = _DATA[name]
    assert out.dtype == expected.dtype and out.shape == expected.shape
    np.testing.assert_array_equal(out, expected)


def test_cases_cover_every_filter():
    methods = {str(_DATA[n + "__method"]) for n in _CASES}
    assert methods == {"LINEAR", "BICUBIC", "AREA", "NEAREST", "PILCUBIC"}
    assert len(_CASES) >= 40


# (height, width) -> Resize(size)'s output size on 2.10: the long side is
# floor(float32(long) / float32(short) * float32(size)).
_SHORT_SIDE = [((3, 7), 5, (5, 11)), ((7, 3), 11, (25, 11)), ((49, 57), 224, (224, 260)),
               ((57, 49), 37, (43, 37)), ((10, 30), 224, (224, 672)),
               ((333, 500), 224, (224, 336)), ((333, 500), 37, (37, 55)), ((5, 5), 3, (3, 3)),
               ((3, 7), 27, (27, 62)), ((7, 3), 27, (62, 27)), ((3, 25), 15, (15, 124))]


@pytest.mark.parametrize("shape,size,expected", _SHORT_SIDE)
def test_short_side_size(shape, size, expected):
    assert V.Resize(size, V.Inter.NEAREST)(np.zeros(shape + (1,), np.uint8)).shape[:2] == expected


def test_same_size_returns_the_image():
    img = np.arange(12, dtype=np.int8).reshape(2, 2, 3)
    np.testing.assert_array_equal(V.Resize((2, 2), V.Inter.BICUBIC)(img), img)


_CV = ("Resize: OpenCV(4.11.0) /home/jenkins/agent-working-dir/workspace/executor0/mindspore/"
       "build/mindspore/_deps/opencv-src/modules/imgproc/src/resize.cpp:")
_ERRORS = [   # input, size, method, 2.10's message
    (np.zeros((6, 10, 3), np.int8), (21, 29), "LINEAR", _CV + "4086: error: (-215:Assertion "
     "failed) func != 0 in function 'resize'"),
    (np.zeros((6, 10, 3), np.float16), (4, 6), "AREA", _CV + "4045: error: (-215:Assertion "
     "failed) func != 0 && cn <= 4 in function 'resize'"),
    (np.zeros((10, 14, 1), np.int32), (5, 7), "LINEAR", _CV + "4026: error: (-215:Assertion "
     "failed) func != 0 in function 'resize'"),
    (np.zeros((4, 5, 6), np.uint8), (4, 4), "AREA", _CV + "4045: error: (-215:Assertion "
     "failed) func != 0 && cn <= 4 in function 'resize'"),
    (np.zeros((7, 5, 1), np.uint8), (3, 3), "PILCUBIC", "Resize: Interpolation mode PILCUBIC "
     "only supports image with 3 channels, but got: <7,5,1>"),
    (np.zeros((9, 13), np.uint8), (3, 3), "PILCUBIC", "Resize: Interpolation mode PILCUBIC "
     "only supports image with 3 channels, but got: <9,13>"),
    (np.zeros((5,), np.uint8), (3, 3), "LINEAR", "Resize: the image tensor should have at least "
     "two dimensions. You may need to perform Decode first."),
]


@pytest.mark.parametrize("img,size,method,message", _ERRORS)
def test_resize_errors(img, size, method, message):
    with pytest.raises(RuntimeError) as info:
        V.Resize(size, getattr(V.Inter, method))(img)
    assert f"[ERROR] {message}" in str(info.value)


def test_other_channels_and_dtypes_still_resize():
    """2.10 resizes 6 channels with LINEAR and int8/int32 with NEAREST (no OpenCV assertion)."""
    assert V.Resize((4, 4))(np.zeros((4, 5, 6), np.uint8)).shape == (4, 4, 6)
    img = np.arange(20, dtype=np.int32).reshape(4, 5, 1)
    np.testing.assert_array_equal(V.Resize((2, 2), V.Inter.NEAREST)(img)[..., 0],
                                  [[0, 2], [10, 12]])


def test_pil_input_resizes_with_pillow():
    """2.10 resizes a PIL image with Pillow's own filters (measured equal to Image.resize with
    NEAREST/BILINEAR/BICUBIC/LANCZOS for ANTIALIAS); AREA and PILCUBIC refuse PIL input and
    ANTIALIAS refuses arrays."""
    from PIL import Image
    img = _DATA["in_0"]
    pil = Image.fromarray(img)
    for name, method in (("NEAREST", Image.NEAREST), ("BILINEAR", Image.BILINEAR),
                         ("BICUBIC", Image.BICUBIC), ("ANTIALIAS", Image.LANCZOS)):
        out = V.Resize((14, 17), getattr(V.Inter, name))(pil)
        assert isinstance(out, Image.Image)
        np.testing.assert_array_equal(np.asarray(out), np.asarray(pil.resize((17, 14), method)))
    assert V.Resize(7)(pil).size == (int(7 * 31 / 23), 7)     # (width, height)
    assert V.Resize(23)(pil) is pil
    for name in ("AREA", "PILCUBIC"):
        with pytest.raises(TypeError, match="Current Interpolation is not supported with PIL"):
            V.Resize(5, getattr(V.Inter, name))(pil)
    with pytest.raises(TypeError, match="img should be PIL image. Got <class 'numpy.ndarray'>"):
        V.Resize(5, V.Inter.ANTIALIAS)(img)
