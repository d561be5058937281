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
