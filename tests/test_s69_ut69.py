"""Session 69 (ut69): upstream dataset ut gaps. Expected values and texts measured on
MindSpore 2.10 (CPU)."""
import numpy as np
import pytest
from PIL import Image

from minicell.dataset import vision
from minicell.dataset.vision import Inter

IMG = np.zeros((6, 8, 3), np.uint8)
PIL_IMG = Image.fromarray(IMG)
SYNTAX = "Syntax error. \n\n" + "-" * 66 + "\n- Dataset Pipeline Error Message: \n" + "-" * 66
PIL_TEXT = "Current Interpolation is not supported with PIL input."
UNSUPPORTED = "Unsupported interpolation, only support NEAREST, LINEAR, CUBIC, AREA and PILCUBIC."


def _affine(resample):
    return vision.Affine(10, [0, 0], 1.0, 0, resample=resample)


# upstream dataset/test_random_rotation.py test_random_rotation_op_exception*,
# test_random_rotation_with_channel_5_and_invalid_resample; test_random_affine.py
# test_random_affine_op_exception_{c,py}_resample: the operations are made, the call refuses
@pytest.mark.parametrize("make, image, error, text", [
    (lambda: vision.Rotate(90, resample=Inter.PILCUBIC), IMG, RuntimeError,
     SYNTAX + "\n[ERROR] Rotate: Invalid InterpolationMode, check input value of enum.\n\n"),
    (lambda: vision.Rotate(90, resample=Inter.PILCUBIC), PIL_IMG, RuntimeError,
     "[ERROR] Rotate: Invalid InterpolationMode, check input value of enum."),
    (lambda: vision.Rotate(90, resample=Inter.ANTIALIAS), IMG, RuntimeError, UNSUPPORTED),
    (lambda: vision.RandomRotation(90, resample=Inter.PILCUBIC), IMG, RuntimeError,
     "[ERROR] RandomRotation: Invalid InterpolationMode, check input value of enum."),
    (lambda: vision.RandomRotation(90, resample=Inter.PILCUBIC), PIL_IMG, TypeError, PIL_TEXT),
    (lambda: vision.RandomRotation(90, resample=Inter.AREA), PIL_IMG, TypeError, PIL_TEXT),
    (lambda: vision.RandomRotation(90, resample=Inter.ANTIALIAS), IMG, TypeError,
     "img should be PIL image. Got <class 'numpy.ndarray'>. Use Decode() for encoded data or "
     "ToPIL() for decoded data."),
    (lambda: vision.RandomRotation((90, 90), resample=Inter.ANTIALIAS, center=(2, 2)), PIL_IMG,
     ValueError, "When using Inter.ANTIALIAS, center needs to be None and angle needs to be an "
     "integer multiple of 90."),
    (lambda: vision.RandomRotation((45, 45), resample=Inter.ANTIALIAS), PIL_IMG, ValueError,
     "angle needs to be an integer multiple of 90."),
    (lambda: vision.RandomRotation((-90, -90), resample=Inter.ANTIALIAS), PIL_IMG, ValueError,
     "LANCZOS (1) cannot be used."),    # (Pillow's own: a quarter turn of a 8x6 image, no expand)
    (lambda: vision.RandomRotation(90, resample=Inter.BICUBIC), np.zeros((6, 8, 5), np.float32),
     RuntimeError, "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error "
     "Message'. \n\n" + "-" * 66 + "\n- Dataset Pipeline Error Message: \n" + "-" * 66 +
     "\n[ERROR] Rotate: interpolation can not be CUBIC when image channel is greater than 4."),
    (lambda: _affine(Inter.PILCUBIC), IMG, RuntimeError, "[ERROR] Affine: Invalid "
     "InterpolationMode, only support Linear, Nearest, Cubic and Area."),
    (lambda: _affine(Inter.ANTIALIAS), PIL_IMG, RuntimeError, UNSUPPORTED),
    (lambda: _affine(Inter.BICUBIC), np.zeros((6, 8, 5), np.float32), RuntimeError,
     "[ERROR] Affine: interpolation can not be CUBIC when image channel is greater than 4."),
    (lambda: vision.RandomAffine(10, resample=Inter.PILCUBIC), IMG, RuntimeError,
     "[ERROR] RandomAffine: Invalid InterpolationMode, check input value of enum."),
    (lambda: vision.RandomAffine(10, resample=Inter.PILCUBIC), PIL_IMG, TypeError, PIL_TEXT),
    (lambda: vision.RandomAffine(10, resample=Inter.AREA), PIL_IMG, TypeError, PIL_TEXT),
    (lambda: vision.RandomAffine(10, resample=Inter.ANTIALIAS), IMG, ValueError,
     "Input image should be a Pillow image."),
    (lambda: vision.RandomAffine(10, resample=Inter.ANTIALIAS), PIL_IMG, ValueError,
     "LANCZOS (1) cannot be used."),
    (lambda: vision.RandomAffine(10, resample=Inter.BICUBIC), np.zeros((6, 8, 5), np.uint8),
     RuntimeError, "Affine: interpolation can not be CUBIC when image channel is greater than 4"),
])
def test_warp_resample_refused_at_the_call(make, image, error, text):
    op = make()
    with pytest.raises(error) as info:
        op(image)
    assert text in str(info.value)


@pytest.mark.parametrize("make, kind, size", [
    (lambda: vision.RandomRotation((90, 90), resample=Inter.ANTIALIAS, expand=True), Image.Image,
     (6, 8)),
    (lambda: vision.RandomRotation((180, 180), resample=Inter.ANTIALIAS), Image.Image, (8, 6)),
    (lambda: vision.Rotate(90, resample=Inter.AREA), np.ndarray, (6, 8, 3)),    # (a C++ op)
])
def test_warp_modes_that_run(make, kind, size):
    out = make()(PIL_IMG)
    assert isinstance(out, kind) and (out.size if kind is Image.Image else out.shape) == size
    assert vision.RandomRotation(90, resample=Inter.BILINEAR)(
        np.zeros((6, 8, 5), np.float32)).shape == (6, 8, 5)


def test_warp_pilcubic_fails_when_the_pipeline_starts():
    import minicell.dataset as ds
    data = ds.NumpySlicesDataset([IMG], ["image"], shuffle=False)
    data = data.map([vision.RandomAffine(10, resample=Inter.PILCUBIC)], ["image"])
    with pytest.raises(RuntimeError, match="RandomAffine: Invalid InterpolationMode, check input"):
        next(data.create_tuple_iterator(output_numpy=True))


@pytest.mark.parametrize("degrees, kept", [
    (400, [-40, 40]), ((-90, -90), [270, 270]), ((-30, 40), [330, 400]),
    ((300, 400), [300, 400]), ((0, 400), [-180, 180]), (30.5, [-30.5, 30.5]),
])
def test_random_rotation_degrees_modulo_360(degrees, kept):
    assert vision.RandomRotation(degrees).degrees == kept


def test_random_affine_argument_texts():
    # upstream test_random_affine.py test_random_affine_exception_scale_size
    with pytest.raises(TypeError) as info:
        vision.RandomAffine(degrees=15, scale=0.5)
    assert str(info.value) == ("Argument scale with value 0.5 is not of type [<class 'tuple'>, "
                               "<class 'list'>], but got <class 'float'>.")
    with pytest.raises(TypeError) as info:
        vision.RandomAffine(degrees=15, shear="a")
    assert str(info.value) == ("Argument shear with value a is not of type [<class "
                               "'numbers.Number'>, <class 'tuple'>, <class 'list'>], but got "
                               "<class 'str'>.")


def _md5(array):
    import hashlib
    return hashlib.md5(np.ascontiguousarray(array).tobytes()).hexdigest()[:12]


def _seeded_rows(op, rows):
    """``op`` mapped over ``rows`` (one column) with 2.10's measured setting: seed 5, one
    worker; the config is restored after."""
    import minicell.dataset as ds
    seed, workers = ds.config.get_seed(), ds.config.get_num_parallel_workers()
    ds.config.set_seed(5)
    ds.config.set_num_parallel_workers(1)
    try:
        data = ds.NumpySlicesDataset({"image": rows}, shuffle=False).map([op], ["image"])
        return [x[0] for x in data.create_tuple_iterator(output_numpy=True)]
    finally:
        ds.config.set_seed(seed)
        ds.config.set_num_parallel_workers(workers)


_NOISE = np.random.RandomState(1).randint(0, 256, (120, 160, 3)).astype(np.uint8)


@pytest.mark.parametrize("degrees, shape, digest", [
    (33.3, (188, 200, 3), "a46440f0bb3b"), (61.7, (198, 182, 3), "c7e8751f3680"),
    (4.966213226318359, (133, 170, 3), "c6878590a9f4"),
])
def test_rotate_expand_box_in_float32(degrees, shape, digest):
    # the expanded box as 2.10's float32 RotatedRect about the centre; the angle and centre
    # taken as floats (the md5 goldens of upstream test_random_rotation_md5 need both)
    out = vision.Rotate(degrees, resample=Inter.BILINEAR, expand=True, center=(50, 50),
                        fill_value=150)(_NOISE)
    assert out.shape == shape and _md5(out) == digest


def test_random_rotation_draws_as_2_10():
    # upstream test_random_rotation.py test_random_rotation_md5: 2.10 draws r in [-1, 1) per row
    # (std::uniform_real_distribution<float>) and turns by mid + r * half-width, in float
    op = vision.RandomRotation((-170, 175), resample=Inter.BILINEAR, expand=True,
                               fill_value=(10, 20, 30))
    got = [(x.shape, _md5(x)) for x in _seeded_rows(op, np.stack([_NOISE] * 4))]
    assert got == [((167, 129, 3), "92708a4e5efe"), ((183, 198, 3), "2cb1148e7d8e"),
                   ((200, 195, 3), "b0f02462c1ae"), ((197, 179, 3), "e15c1ac413bf")]


_JITTER = "the {} of image tensor does not match the requirement of operator. Expecting tensor in "


@pytest.mark.parametrize("kwargs, image, text", [
    ({}, np.zeros((8, 8, 1), np.uint8), "[ERROR] RandomColorAdjust: " + _JITTER.format("channel")
     + "channel of (3). But got channel 1."),
    ({"brightness": 0.5}, np.zeros((8, 8), np.uint8), "[ERROR] RandomColorAdjust: " +
     _JITTER.format("dimension") + "dimension of (3), in shape of <H, W, C>. But got dimension 2."),
    ({"contrast": 0.5}, np.zeros((8, 8, 3)), "[ERROR] AdjustContrast: " + _JITTER.format(
        "data type") + "type of (uint8, uint16, float32). But got type float64."),
    ({"saturation": (0.5, 0.5)}, np.zeros((8, 8, 3), np.int32), "[ERROR] AdjustSaturation: "),
    ({"hue": 0.2}, np.zeros((8, 8, 3)), "[ERROR] AdjustHue: " + _JITTER.format("data type") +
     "type of (uint8, float32). But got type float64."),
])
def test_random_color_adjust_checks(kwargs, image, text):
    # upstream dataset/test_random_color_adjust.py test_random_color_adjust_invalid_dtype,
    # test_random_color_adjust_op_brightness_error (a 1-channel image refused, whatever factor)
    with pytest.raises(RuntimeError) as info:
        vision.RandomColorAdjust(**kwargs)(image)
    assert text in str(info.value)


def test_random_color_adjust_what_runs():
    # 2.10: a neutral factor checks no type; a PIL image of any mode runs (its Python path)
    assert vision.RandomColorAdjust(brightness=0.5)(np.zeros((8, 8, 3))).dtype == np.float64
    assert vision.RandomColorAdjust()(np.zeros((8, 8, 3), np.int32)).dtype == np.int32
    grey = vision.RandomColorAdjust(brightness=0.5)(Image.fromarray(np.zeros((8, 8), np.uint8)))
    assert isinstance(grey, Image.Image) and grey.mode == "L"


@pytest.mark.parametrize("kwargs, digests", [
    (dict(brightness=(0.5, 1.5), contrast=(0.5, 1.5), saturation=(0.5, 1.5), hue=(-0.2, 0.2)),
     ["d6c104f4b65a", "9730e9694a5e", "577633bcff44", "26588338ebb6"]),
    (dict(contrast=(0.7, 0.7), saturation=(0.5, 1.5)),     # (neutral factors draw nothing)
     ["c77c2950d0f2", "2d125246e114", "8510d2a186ed", "a4d266ea5b7b"]),
])
def test_random_color_adjust_draws_as_2_10(kwargs, digests):
    # upstream test_random_color_adjust.py test_random_color_adjust_md5: 2.10 shuffles the four
    # adjustments (std::shuffle) then draws each applied factor (a float), from one generator
    image = np.random.RandomState(1).randint(0, 256, (30, 40, 3)).astype(np.uint8)
    got = [_md5(x) for x in _seeded_rows(vision.RandomColorAdjust(**kwargs),
                                         np.stack([image] * 4))]
    assert got == digests


@pytest.mark.parametrize("args, resample, digest", [
    ((10, [0, 0], 1.0, 0), Inter.BILINEAR, "6b72d3420700"),
    ((33.3, [0.1, -0.2], 1.3, 5.5), Inter.BILINEAR, "182e37821a24"),
    ((33.3, [0.1, -0.2], 1.3, 5.5), Inter.NEAREST, "4f154b32a654"),
    ((-21.7, [0.05, 0.02], 0.8, [3.3, -7.1]), Inter.BILINEAR, "39b52e247da7"),
])
def test_affine_matrix_in_float32(args, resample, digest):
    # 2.10's GetAffineMatrix works in float32 (float cos/sin/tan): a warp then matches its bits
    image = np.random.RandomState(1).randint(0, 256, (300, 400, 3)).astype(np.uint8)
    assert _md5(vision.Affine(*args, resample=resample, fill_value=(10, 20, 30))(image)) == digest


@pytest.mark.parametrize("kwargs, digests", [
    (dict(degrees=(-5, 15), translate=(-0.1, 0.1, -0.3, 0.3), scale=(0.9, 1.1),
          shear=(-10, 10, -5, 5)),
     ["e4a765db14ca", "b200715e6c3d", "f377e6dc0520", "da2025c80693"]),
    (dict(degrees=20, shear=7, resample=Inter.BILINEAR),    # (constant ranges draw too)
     ["e45354534053", "752d1f42e311", "d6a22d2959cb", "8674a6b33918"]),
])
def test_random_affine_draws_as_2_10(kwargs, digests):
    # upstream test_random_affine.py test_random_affine_c_md5: 2.10 draws the angle, the shifts
    # in pixels, the scale and the shears (floats, in that order) from the operation's generator
    image = np.random.RandomState(1).randint(0, 256, (60, 80, 3)).astype(np.uint8)
    got = [_md5(x) for x in _seeded_rows(vision.RandomAffine(**kwargs), np.stack([image] * 4))]
    assert got == digests


def test_cut_out_draws_as_2_10():
    # upstream dataset/test_cut_out.py test_cut_out_md5: per patch 2.10 draws the top in
    # [-length, h] then the left in [-length, w] (ints) and clips the square to the image
    image = np.random.RandomState(1).randint(1, 256, (30, 40, 3)).astype(np.uint8)
    got = [_md5(x) for x in _seeded_rows(vision.CutOut(9, num_patches=2), np.stack([image] * 4))]
    assert got == ["862c2ac5a47f", "706fbd279b7c", "8ef57e313ce1", "06ab0362530d"]


@pytest.mark.parametrize("resample, image, text", [
    (Inter.AREA, PIL_IMG, PIL_TEXT), (Inter.PILCUBIC, PIL_IMG, PIL_TEXT),
    (Inter.ANTIALIAS, IMG, "img should be PIL image. Got <class 'numpy.ndarray'>. Use Decode() "
     "for encoded data or ToPIL() for decoded data."),
])
def test_random_resized_crop_modes_by_input(resample, image, text):
    # upstream dataset/test_random_crop_and_resize.py test_random_crop_and_resize_eager_error_01/02
    with pytest.raises(TypeError) as info:
        vision.RandomResizedCrop(size=(4, 5), interpolation=resample)(image)
    assert str(info.value) == text
    assert vision.RandomResizedCrop(size=(4, 5), interpolation=resample)(
        PIL_IMG if image is IMG else IMG) is not None     # (the other input runs)


def test_random_resized_crop_draws_as_2_10():
    # upstream dataset/test_random_crop_and_resize.py _01/_02/_03: per attempt 2.10 draws a float
    # scale and a float log-ratio (width round(sqrt(area s a)), height round(width / a)), then
    # the crop's x and y (ints), from the operation's generator
    image = np.random.RandomState(1).randint(0, 256, (30, 40, 3)).astype(np.uint8)
    got = [_md5(x) for x in _seeded_rows(vision.RandomResizedCrop((10, 12)), np.stack([image] * 4))]
    assert got == ["25e778dfeef8", "7e7adf1dbfac", "62d0d616929c", "d4294ea29336"]


@pytest.mark.parametrize("kwargs, error, text", [
    (dict(scale=""), TypeError, "Argument scale with value \"\" is not of type [<class 'tuple'>, "
     "<class 'list'>], but got <class 'str'>."),
    (dict(scale=(1, "2"), ratio=(1, 0.5)), TypeError, "Argument scale[1] with value 2 is not of "
     "type [<class 'float'>, <class 'int'>], but got <class 'str'>."),
    (dict(ratio=(1, 2, 3)), TypeError, "ratio should be a list/tuple of length 2."),
    (dict(scale=(True, 1)), TypeError, "Argument scale[0] with value True is not of type "
     "(<class 'float'>, <class 'int'>), but got <class 'bool'>."),
    (dict(ratio=(1, 0.5)), ValueError, "ratio should be in (min,max) format. Got (max,min)."),
])
def test_random_resized_crop_range_checks(kwargs, error, text):
    # upstream dataset/test_random_crop_and_resize.py test_random_crop_and_resize_06
    with pytest.raises(error) as info:
        vision.RandomResizedCrop((4, 5), **kwargs)
    assert str(info.value) == text


def test_random_resized_crop_frames_share_a_box():
    # upstream dataset/test_random_crop_and_resize.py test_random_crop_and_resize_pipeline: the
    # <H, W, C> frames of a 4-D row take one crop box (2.10's output, measured)
    data = np.random.RandomState(5).randint(0, 255, (1, 3, 3, 4, 3), np.uint8)
    out = _seeded_rows(vision.RandomResizedCrop((2, 2)), data)[0]
    assert out.shape == (3, 2, 2, 3) and _md5(out) == "e10c317e3de1"
