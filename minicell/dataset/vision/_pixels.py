"""Pixel arithmetic for the colour and affine transforms, on HWC numpy arrays.

MindSpore's CPU kernels use OpenCV; these follow the same formulas in numpy (BT.601 grey
weights, blends saturated back to the input's dtype, inverse-mapped affine warps sampling pixel
centres). Differences are in the rounding: see docs/dataset.md.
"""
import numpy as np

from . import _cv8

GRAY_WEIGHTS = np.array([0.299, 0.587, 0.114], np.float32)


def check_rgb(img, api):
    if img.ndim != 3 or img.shape[2] != 3:
        raise RuntimeError(f"{api}: the channel of image tensor does not match the requirement "
                           f"of operator. Expecting tensor in channel of (3). But got shape "
                           f"{img.shape}.")


def saturate(values, dtype):
    """Float ``values`` back to ``dtype``: integers rounded and clipped to the type's range
    (OpenCV's saturate_cast: a NaN is 0, as 2.10's AdjustBrightness(nan) gives), floats kept
    as computed."""
    dtype = np.dtype(dtype)
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        rounded = np.nan_to_num(np.rint(values), nan=0.0)
        return np.clip(rounded, info.min, info.max).astype(dtype)
    return values.astype(dtype)


def gray(img):
    """The luma of an RGB image (float32, HW); of a uint8 one OpenCV's fixed point,
    ``(9798 R + 19235 G + 3735 B + 2^14) >> 15`` (its RGB2GRAY, which 2.10 runs; measured
    equal, where float weights rounded put 0.2% of the pixels one off)."""
    if img.dtype == np.uint8:
        rgb = img[..., :3].astype(np.int32)
        return ((rgb @ np.array([9798, 19235, 3735], np.int32) + 16384) >> 15).astype(np.float32)
    return img[..., :3].astype(np.float32) @ GRAY_WEIGHTS


def blend(img, other, factor):
    """``img * factor + other * (1 - factor)`` in ``img``'s dtype; uint8 as 2.10 computes it,
    ``add_weighted(other, 1 - factor, img, factor)``."""
    if img.dtype == np.uint8:
        a, b = blend_weights(factor)
        return add_weighted(np.broadcast_to(other, img.shape), b, img, a)
    return saturate(img.astype(np.float32) * factor + np.asarray(other, np.float32) *
                    (1 - factor), img.dtype)


def blend_weights(factor):
    """``(float(factor), float(1 - float(factor)))``: the two float32 weights 2.10's blends pass
    to OpenCV."""
    a = np.float32(factor)
    return a, np.float32(1.0 - np.float64(a))


def add_weighted(src1, w1, src2, w2):
    """OpenCV's uint8 ``addWeighted`` (which 2.10's colour blends run): ``fma(src1, w1,
    src2 * w2)`` in float32, rounded half to even (measured: every channel equal on 300 random
    pixels and three images; a plain float32 sum put 8% one off at the .5 ties)."""
    scaled = (src2.astype(np.float32) * np.float32(w2)).astype(np.float64)
    fused = (src1.astype(np.float64) * np.float64(np.float32(w1)) + scaled).astype(np.float32)
    return saturate(fused, np.uint8)


def smooth_float(f, dtype):
    """``f`` (float64) smoothed by [[1, 1, 1], [1, 5, 1], [1, 1, 1]] / 13 inside its border
    (saturated to ``dtype``), the border kept."""
    smooth = f.copy()
    if f.shape[0] > 2 and f.shape[1] > 2:
        inner = sum(f[1 + dy:f.shape[0] - 1 + dy, 1 + dx:f.shape[1] - 1 + dx]
                    for dy in (-1, 0, 1) for dx in (-1, 0, 1)) + 4 * f[1:-1, 1:-1]
        smooth[1:-1, 1:-1] = saturate(inner / 13, dtype)
    return smooth


def max_value(img):
    return 255.0 if img.dtype == np.uint8 else 1.0


def rgb_to_hsv(rgb):
    """RGB floats in [0, 1] to hue, saturation, value in [0, 1]."""
    r, g, b = (np.ascontiguousarray(rgb[..., k]) for k in range(3))
    v = np.maximum(np.maximum(r, g), b)
    c = v - np.minimum(np.minimum(r, g), b)
    s = np.divide(c, v, out=np.zeros_like(v), where=v > 0)
    safe = np.where(c > 0, c, 1)
    h = np.where(v == r, (g - b) / safe, np.where(v == g, 2 + (b - r) / safe, 4 + (r - g) / safe))
    h /= 6
    h[h < 0] += 1                       # (h / 6) mod 1: only the red sector goes below 0
    h[c <= 0] = 0
    return h, s, v


def hsv_to_rgb(h, s, v):
    """Hue, saturation, value in [0, 1] to RGB: channel n (r, g, b = 5, 3, 1) is
    ``v - v * s * clip(min(k, 4 - k), 0, 1)`` with ``k = (n + 6 h) mod 6`` (the sector
    formula, vectorised)."""
    h6, vs = h * 6, v * s
    out = np.empty(h.shape + (3,), np.result_type(h, v))
    for i, n in enumerate((5, 3, 1)):
        k = n + h6
        k[k >= 6] -= 6                  # (n + 6 h) mod 6 for h in [0, 1]
        k[k >= 6] -= 6
        out[..., i] = v - vs * np.clip(np.minimum(k, 4 - k), 0, 1)
    return out


def gaussian_sigma(size, sigma):
    """The sigma of a Gaussian of ``size`` taps: ``sigma <= 0`` means
    ``0.3 * ((size - 1) * 0.5 - 1) + 0.8`` (2.10 and OpenCV)."""
    return sigma if sigma > 0 else 0.3 * ((size - 1) * 0.5 - 1) + 0.8


def gaussian_kernel(size, sigma):
    """OpenCV's 1-D Gaussian (``gaussian_sigma``), normalised to sum 1."""
    sigma = gaussian_sigma(size, sigma)
    x = np.arange(size, dtype=np.float64) - (size - 1) / 2
    k = np.exp(-x * x / (2 * sigma * sigma))
    return k / k.sum()


def convolve_separable(img, kx, ky):
    """``img`` filtered by ``ky`` down the rows and ``kx`` along them, the border reflected
    without repeating the edge pixel (OpenCV's BORDER_REFLECT_101)."""
    f = _cv8.reflect_filter(img.astype(np.float64), 0, ky)
    return saturate(_cv8.reflect_filter(f, 1, kx), img.dtype)


def rotation_matrix(degrees, center, scale=1.0):
    """The 2x3 forward matrix of a rotation by ``degrees`` (counter-clockwise) about ``center``
    = (x, y) (OpenCV's getRotationMatrix2D)."""
    a = np.deg2rad(degrees)
    alpha, beta = scale * np.cos(a), scale * np.sin(a)
    cx, cy = center
    return np.array([[alpha, beta, (1 - alpha) * cx - beta * cy],
                     [-beta, alpha, beta * cx + (1 - alpha) * cy]])


def warp_affine(img, matrix, out_h, out_w, nearest, fill):
    """``img`` warped by the forward 2x3 ``matrix`` into (out_h, out_w): each output pixel
    samples the input at the inverse-mapped position (``nearest``: True/False, or a method
    name of ``remap``), ``fill`` outside; uint8 in OpenCV's fixed point (``_cv8``)."""
    method = nearest if isinstance(nearest, str) else "NEAREST" if nearest else "BILINEAR"
    if img.dtype == np.uint8:
        return _cv8.warp_affine(img, matrix, out_h, out_w, method, fill)
    full = np.vstack([matrix, [0, 0, 1]])
    inv = np.linalg.inv(full)[:2]
    ys, xs = np.mgrid[0:out_h, 0:out_w].astype(np.float64)
    sx = inv[0, 0] * xs + inv[0, 1] * ys + inv[0, 2]
    sy = inv[1, 0] * xs + inv[1, 1] * ys + inv[1, 2]
    return remap(img, sx, sy, method, fill)


def _cubic_weights(f, a=-0.75):
    """OpenCV's cubic convolution weights of the 4 taps at offsets -1..2 for fraction f."""
    x = np.stack([1 + f, f, 1 - f, 2 - f])
    near = ((a + 2) * x - (a + 3)) * x * x + 1
    far = ((a * x - 5 * a) * x + 8 * a) * x - 4 * a
    return np.where(x <= 1, near, far)


def remap(img, sx, sy, method, fill):
    """Each output pixel samples ``img`` at (sx, sy): NEAREST, BILINEAR or BICUBIC as OpenCV
    (positions kept to 1/32 pixel, 1/1024 for nearest), ``fill`` outside the image."""
    h, w = img.shape[:2]
    out_h, out_w = sx.shape
    chans = img.reshape(h, w, -1).astype(np.float64)
    fill = np.broadcast_to(np.asarray(fill, np.float64), (chans.shape[2],))
    if method == "NEAREST":
        # OpenCV keeps 1/1024 pixel of the position and rounds halves up
        xi = np.floor(np.rint(sx * 1024) / 1024 + 0.5).astype(np.int64)
        yi = np.floor(np.rint(sy * 1024) / 1024 + 0.5).astype(np.int64)
        inside = (xi >= 0) & (xi < w) & (yi >= 0) & (yi < h)
        out = chans[np.clip(yi, 0, h - 1), np.clip(xi, 0, w - 1)]
        out = np.where(inside[..., None], out, fill)
    else:
        # OpenCV keeps 1/32 pixel of the source position (INTER_BITS = 5)
        sx, sy = np.rint(sx * 32) / 32, np.rint(sy * 32) / 32
        x0, y0 = np.floor(sx).astype(np.int64), np.floor(sy).astype(np.int64)
        fx, fy = sx - x0, sy - y0
        if method == "BICUBIC":
            wy, wx, taps = _cubic_weights(fy), _cubic_weights(fx), range(-1, 3)
        else:
            wy, wx, taps = np.stack([1 - fy, fy]), np.stack([1 - fx, fx]), range(2)
        out = 0
        for i, dy in enumerate(taps):
            for j, dx in enumerate(taps):
                yy, xx = y0 + dy, x0 + dx
                inside = ((xx >= 0) & (xx < w) & (yy >= 0) & (yy < h))[..., None]
                pix = chans[np.clip(yy, 0, h - 1), np.clip(xx, 0, w - 1)]
                out = out + (wy[i] * wx[j])[..., None] * np.where(inside, pix, fill)
    return saturate(out.reshape((out_h, out_w) + img.shape[2:]), img.dtype)
