"""Vision transforms other than Resize against MindSpore 2.10 (values measured on 2.10 CPU)."""
import numpy as np

from minicell.dataset import vision as V


def test_normalize_pad_packs_pixels_then_zeros_in_hwc():
    """2.10's HWC NormalizePad writes the H*W*C normalised values contiguously and then H*W zeros
    into the <H,W,C+1> output (so pixels straddle the pad channel); CHW pads a zero plane."""
    img = (np.arange(24).reshape(2, 4, 3) * 11 % 256).astype(np.uint8)
    mean, std = [10., 20., 30.], [1., 2., 4.]
    norm = (img.astype(np.float32) - np.float32(mean)) / np.float32(std)
    out = V.NormalizePad(mean, std)(img)
    assert out.shape == (2, 4, 4) and out.dtype == np.float32
    np.testing.assert_array_equal(out.ravel()[:24], norm.ravel())
    np.testing.assert_array_equal(out.ravel()[24:], np.zeros(8, np.float32))
    np.testing.assert_allclose(out[0, 1], [12., 6.25, 56., 28.5])       # 2.10's numbers
    gray = V.NormalizePad([10.], [2.])(img[..., 0])
    np.testing.assert_allclose(gray[0], [[-5., 11.5], [28., 44.5], [61., 77.5], [94., 110.5]])
    chw = V.NormalizePad(mean, std, is_hwc=False)(np.ascontiguousarray(img.transpose(2, 0, 1)))
    np.testing.assert_array_equal(chw[:3], norm.transpose(2, 0, 1))
    np.testing.assert_array_equal(chw[3], np.zeros((2, 4), np.float32))
