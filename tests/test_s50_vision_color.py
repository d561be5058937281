"""AdjustHue and AdjustGamma on uint8 images as MindSpore 2.10's kernels compute them (OpenCV's
8-bit HSV conversions and gamma table; values measured on 2.10 CPU), and AdjustGamma on float
images (clip((img * gain) ** gamma, 0, 1) in float32)."""
import numpy as np
import pytest

from minicell.dataset import vision
from minicell.dataset.vision import _cv8


def _image():
    return np.random.RandomState(0).randint(0, 256, (4, 40, 3)).astype(np.uint8)


@pytest.mark.parametrize("hue, total, weighted", [
    (0.0, 58170, 13891780), (0.3, 58325, 13958541), (-0.45, 58256, 14154102),
    (0.1234, 58128, 14113331)])
def test_adjust_hue_uint8_matches_2_10(hue, total, weighted):
    """A 40-pixel row: 32 pixels through OpenCV's vector path (truncated), 8 through its
    scalar path (rounded); the weighted sum changes with any single pixel."""
    img = _image()
    out = vision.AdjustHue(hue)(img)
    assert out.dtype == np.uint8 and out.shape == img.shape
    out = out.astype(np.int64)
    assert int(out.sum()) == total
    assert int((out * np.arange(img.size).reshape(img.shape)).sum()) == weighted


def test_adjust_hue_uint8_pixels():
    px = np.array([[[255, 0, 0], [0, 255, 1], [3, 2, 255], [150, 30, 68], [10, 10, 10]]],
                  np.uint8)
    assert vision.AdjustHue(0.25)(px).tolist() == [
        [[132, 255, 0], [0, 132, 255], [255, 2, 127], [132, 150, 30], [10, 10, 10]]]


def test_hsv_full_round_trip_truncates_whole_blocks_only():
    """The same pixel is truncated inside a whole 32-pixel group and rounded after it."""
    px = np.tile(np.array([[[137, 191, 230]]], np.uint8), (1, 33, 1))   # an HSV triple
    rgb = _cv8.hsv_full_to_rgb(px)
    assert (rgb[0, :32] == rgb[0, 0]).all()
    assert rgb[0, 0].tolist() == [57, 191, 230] and rgb[0, 32].tolist() == [58, 191, 230]


@pytest.mark.parametrize("gamma, gain, total, weighted", [
    (0.5, 1.0, 43520, 6674576), (2.2, 1.3, 25439, 4902094), (1.0, -1.0, 32385, 2763520)])
def test_adjust_gamma_uint8_table_matches_2_10(gamma, gain, total, weighted):
    img = np.arange(256, dtype=np.uint8).reshape(16, 16)
    out = vision.AdjustGamma(gamma, gain)(img)
    assert out.dtype == np.uint8
    out = out.astype(np.int64)
    assert int(out.sum()) == total
    assert int((out * np.arange(256).reshape(16, 16)).sum()) == weighted


def test_adjust_gamma_float_clips_after_the_gain():
    f = np.array([[[0.0, 0.25, 0.5], [0.81, 1.0, 1.5]]], np.float32)
    np.testing.assert_allclose(vision.AdjustGamma(0.5)(f),
                               [[[0.0, 0.5, 0.70710677], [0.9, 1.0, 1.0]]], rtol=1e-6)
    np.testing.assert_allclose(vision.AdjustGamma(2.0, 1.5)(f),
                               [[[0.0, 0.140625, 0.5625], [1.0, 1.0, 1.0]]], rtol=1e-6)
    assert vision.AdjustGamma(0.5)(f.astype(np.float64)).dtype == np.float32


@pytest.mark.parametrize("kernel, sigma, total, weighted", [
    (3, 1.0, 38407, 5679648), (5, 0.8, 38474, 5678167), ((3, 5), (1.5, 0.7), 38382, 5664208),
    (7, None, 38337, 5636318), (3, None, 38475, 5684875)])
def test_gaussian_blur_uint8_matches_2_10(kernel, sigma, total, weighted):
    """OpenCV's fixed-point blur (the float formula put 8-19% of the bytes one off)."""
    img = np.random.RandomState(3).randint(0, 256, (9, 11, 3)).astype(np.uint8)
    op = vision.GaussianBlur(kernel) if sigma is None else vision.GaussianBlur(kernel, sigma)
    out = op(img)
    assert out.dtype == np.uint8 and out.shape == img.shape
    out = out.astype(np.int64)
    assert int(out.sum()) == total
    assert int((out * np.arange(img.size).reshape(img.shape)).sum()) == weighted


def test_gaussian_taps_sum_to_256_and_carry_the_rounding_error():
    for n, sigma in ((3, 1.0), (5, 0.8), (7, 1.4), (9, 3.0), (11, 0.5)):
        taps = _cv8.gaussian_taps(n, sigma)
        assert taps.sum() == 256 and (taps == taps[::-1]).all()
    assert _cv8.gaussian_taps(7, 1.4).tolist() == [7, 27, 57, 74, 57, 27, 7]


def _image13():
    return np.random.RandomState(11).randint(0, 256, (13, 17, 3)).astype(np.uint8)


@pytest.mark.parametrize("make, total, weighted", [
    (lambda: vision.AdjustSaturation(1.7), 87752, 29216815),
    (lambda: vision.AdjustSaturation(0.35), 89065, 29594697),
    (lambda: vision.AdjustContrast(0.63), 88789, 29446228),
    (lambda: vision.AdjustSharpness(0.3), 88523, 29386445),
    (lambda: vision.AdjustSharpness(2.5), 87815, 29109985)])
def test_uint8_blends_match_2_10(make, total, weighted):
    """OpenCV's addWeighted (a fused multiply-add in float32) and filter2D as 2.10 calls them;
    a plain float blend was one off on 3-8% of the channels."""
    img = _image13()
    out = make()(img)
    assert out.dtype == np.uint8
    out = out.astype(np.int64)
    assert int(out.sum()) == total
    assert int((out * np.arange(img.size).reshape(img.shape)).sum()) == weighted


def test_saturation_ties_round_as_2_10():
    """Each channel lands on a .5 in exact arithmetic; 2.10 gives the lower neighbour."""
    px = np.array([[[189, 230, 118], [228, 231, 190], [217, 85, 135]]], np.uint8)
    assert vision.AdjustSaturation(1.7)(px).tolist() == [
        [[178, 247, 57], [230, 235, 165], [255, 53, 138]]]


def test_rgb_to_gray_uint8_in_fixed_point():
    img = _image13()
    g = vision.ConvertColor(vision.ConvertMode.COLOR_RGB2GRAY)(img).astype(np.int64)
    assert int(g.sum()) == 29810
    assert int((g * np.arange(g.size).reshape(g.shape)).sum()) == 3293696


@pytest.mark.parametrize("cutoff, ignore, total, weighted", [
    (0.0, None, 150904, 89522096), (10.0, None, 149161, 88351761),
    (3.3, [25, 100], 150671, 89328183), (20.0, 50, 151152, 89603571),
    (1.0, None, 151157, 89659551)])
def test_auto_contrast_matches_2_10(cutoff, ignore, total, weighted):
    """2.10 cuts int(cutoff) percent (3.3 cuts 3%) and builds its table in float32, each entry
    truncated."""
    img = np.random.RandomState(4).randint(20, 230, (21, 19, 3)).astype(np.uint8)
    out = vision.AutoContrast(cutoff, ignore)(img).astype(np.int64)
    assert int(out.sum()) == total
    assert int((out * np.arange(img.size).reshape(img.shape)).sum()) == weighted


_START, _END = [[0, 0], [10, 0], [10, 10], [0, 10]], [[1, 2], [9, 0], [11, 11], [0, 8]]


@pytest.mark.parametrize("make, shape, total, weighted", [
    (lambda: vision.Rotate(17.5, vision.Inter.BILINEAR), (40, 33, 3), 448610, 887144658),
    (lambda: vision.Rotate(33, vision.Inter.NEAREST, expand=True), (52, 49, 3), 507996,
     1926337496),
    (lambda: vision.Rotate(-60, vision.Inter.BICUBIC, center=(3, 4)), (40, 33, 3), 206466,
     416689847),
    (lambda: vision.Affine(12, [0.1, -0.05], 0.9, [8.0, -3.0], vision.Inter.BILINEAR),
     (40, 33, 3), 372962, 694172170),
    (lambda: vision.Affine(-5, [0.0, 0.1], 1.2, [0.0, 10.0], vision.Inter.NEAREST,
                           fill_value=(10, 20, 30)), (40, 33, 3), 497695, 997227634),
    (lambda: vision.Perspective(_START, _END, vision.Inter.BILINEAR), (40, 33, 3), 511567,
     1021378494)])
def test_uint8_warps_match_2_10(make, shape, total, weighted):
    """OpenCV's fixed-point warpAffine / warpPerspective (positions to 1/1024 and 1/32 pixel,
    15-bit tap weights) as 2.10 runs them; float positions put 0.5-2.7% of the bytes off."""
    img = np.random.RandomState(11).randint(0, 256, (40, 33, 3)).astype(np.uint8)
    out = make()(img)
    assert out.dtype == np.uint8 and out.shape == shape
    out = out.astype(np.int64)
    assert int(out.sum()) == total
    assert int((out * np.arange(out.size).reshape(out.shape)).sum()) == weighted


def test_inter_tables_sum_to_one_in_fixed_point():
    for method in ("BILINEAR", "BICUBIC"):
        tab = _cv8._inter_tab(method)
        assert (tab.sum(axis=(2, 3)) == 32768).all()
