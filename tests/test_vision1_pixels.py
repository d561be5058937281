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


def test_to_tensor_multiplies_by_float32_reciprocal():
    """2.10's ToTensor is x * float32(1 / 255) in float32 (bit-exact; x / 255 is not)."""
    img = np.arange(256, dtype=np.uint8).reshape(16, 16, 1)
    out = V.ToTensor()(img)
    expected = img.astype(np.float32).transpose(2, 0, 1) * np.float32(1 / 255)
    np.testing.assert_array_equal(out, expected)
    assert (out != img.astype(np.float32).transpose(2, 0, 1) / np.float32(255)).any()
    np.testing.assert_array_equal(V.ToTensor()(img.astype(np.float64) * 3),
                                  (img.astype(np.float32) * 3).transpose(2, 0, 1) *
                                  np.float32(1 / 255))


def test_rescale_rounds_once_to_float32():
    """2.10's Rescale: float32 factors, x * a + b in double, one rounding to float32."""
    img = np.arange(256, dtype=np.uint8).reshape(16, 16, 1)
    a, b = np.float64(np.float32(1 / 255)), np.float64(np.float32(-0.5))
    out = V.Rescale(1 / 255, -0.5)(img)
    assert out.dtype == np.float32
    np.testing.assert_array_equal(out, (img * a + b).astype(np.float32))
    assert (out != img.astype(np.float32) * np.float32(1 / 255) + np.float32(-0.5)).any()
