"""OpenCV's 8-bit kernels as MindSpore 2.10 runs them on uint8 images, bit for bit (measured
against 2.10: random images of widths 1-120, every (r, g) pair, kernels of 1-7 taps, warps of
three sizes): ``AdjustHue``, ``AdjustGamma``, ``GaussianBlur``, the sharpness filter, and the
warps of ``Rotate`` / ``Affine`` / ``Perspective`` (``warp_affine``, ``warp_perspective``:
positions in OpenCV's fixed point, taps weighted in 15 bits; ``Perspective``'s matrix solved and
inverted as OpenCV does, which left 2-3 of 18,000 bytes of one image different).

``AdjustHue`` converts to HSV with the full hue range (``COLOR_RGB2HSV_FULL``), adds the shift
to the hue byte and converts back. To HSV, in integers with 12 fractional bits: ``v = max``,
``s = round(255 * (v - min) / v)`` through a table of ``round(255 * 4096 / v)``, the hue
``round(256 * d / (6 * diff))`` through a table of ``round(256 * 4096 / (6 * diff))``, ``d``
the sector's offset (``g - b``, ``b - r + 2 diff``, ``r - g + 4 diff``), negative hues wrapped
by 256 and 256 saturated to 255. Back (hue scale 6/255), in float32: the hue's whole part mod 6
picks the sector, ``v * (1 - s)``, ``v * (1 - s f)`` and ``v * (1 - s (1 - f))`` fill it (the
inner ``1 - s f`` a fused multiply-add), and each channel times 255 is truncated on OpenCV's
vector path (whole groups of ``BLOCK`` pixels along a row: 32 with AVX2, as on the machines
measured) and rounded half to even on its scalar path (the rest of the row).

``AdjustGamma`` on uint8 images looks each pixel up in a table of
``floor(min((i / 255) ** gamma * 255.999 * gain, 255))`` (float32), a negative entry wrapped
into the byte.

``GaussianBlur`` builds each kernel in 256ths (``gaussian_taps``) and filters in integers:
rows exact with 8 fractional bits, then columns with 16, rounded half up.

>>> import numpy as np
>>> px = np.array([[[255, 0, 0], [0, 255, 1]]], np.uint8)
>>> rgb_to_hsv_full(px).tolist()
[[[0, 255, 255], [85, 255, 255]]]
>>> hsv_full_to_rgb(rgb_to_hsv_full(px)).tolist()
[[[255, 0, 0], [0, 255, 0]]]
"""
import numpy as np

_SHIFT = 12
_HALF = 1 << (_SHIFT - 1)
_I = np.arange(256, dtype=np.float64)
_SDIV = np.concatenate([[0], np.rint((255 << _SHIFT) / _I[1:])]).astype(np.int64)
_HDIV = np.concatenate([[0], np.rint((256 << _SHIFT) / (6 * _I[1:]))]).astype(np.int64)
# (b, g, r) taken from the table [v, v(1-s), v(1-sf), v(1-s(1-f))] in each of the six sectors
_SECTORS = np.array([[1, 3, 0], [1, 0, 2], [3, 0, 1], [0, 2, 1], [0, 1, 3], [2, 1, 0]])
BLOCK = 32


def rgb_to_hsv_full(img):
    """uint8 RGB (..., 3) -> uint8 HSV with hue in [0, 255], as OpenCV's RGB2HSV_FULL."""
    r, g, b = (img[..., k].astype(np.int64) for k in range(3))
    v = np.maximum(np.maximum(r, g), b)
    diff = v - np.minimum(np.minimum(r, g), b)
    s = (diff * _SDIV[v] + _HALF) >> _SHIFT
    offset = np.where(v == r, g - b, np.where(v == g, b - r + 2 * diff, r - g + 4 * diff))
    h = (offset * _HDIV[diff] + _HALF) >> _SHIFT
    h = np.minimum(np.where(h < 0, h + 256, h), 255)
    return np.stack([h, s, v], axis=-1).astype(np.uint8)


def hsv_full_to_rgb(hsv, block=BLOCK):
    """uint8 HSV (hue in [0, 255]) -> uint8 RGB, as OpenCV's HSV2RGB_FULL (hue scale 6/255).
    Along each row the pixels of whole ``block``-pixel groups take OpenCV's vector path
    (channels truncated), the rest its scalar path (rounded half to even)."""
    one = np.float32(1.0)
    h = hsv[..., 0].astype(np.float32) * (np.float32(6.0) / np.float32(255.0))
    s = hsv[..., 1].astype(np.float32) * (one / np.float32(255.0))
    v = hsv[..., 2].astype(np.float32) * (one / np.float32(255.0))
    whole = np.trunc(h)
    f = h - whole
    sector = whole.astype(np.int64) % 6                            # a hue of 6 is sector 0
    table = np.stack([v, v * (one - s), v * _one_minus(s, f), v * _one_minus(s, one - f)], -1)
    bgr = np.take_along_axis(table, _SECTORS[sector], axis=-1)
    bgr = np.where((s == 0)[..., None], v[..., None], bgr)
    rgb = bgr[..., ::-1] * np.float32(255.0)
    width = rgb.shape[-2] if rgb.ndim > 2 else 1
    vector = np.arange(width) < width - width % block
    shape = (width, 1) if rgb.ndim > 2 else (1,)
    out = np.where(vector.reshape(shape), np.trunc(rgb), np.rint(rgb))
    return np.clip(out, 0, 255).astype(np.uint8)


def _one_minus(a, b):
    """``1 - a * b`` in float32 rounded once, as the fused multiply-add OpenCV's vector code
    compiles to (two roundings gave 77 for one channel 2.10 gives as 78)."""
    return (1.0 - a.astype(np.float64) * b.astype(np.float64)).astype(np.float32)


def shift_hue(img, factor):
    """2.10's uint8 ``AdjustHue``: ``uint8(factor * 255)`` (truncated, negative values wrapped)
    added to the hue byte modulo 256."""
    hsv = rgb_to_hsv_full(img)
    step = int(np.float32(factor) * np.float32(255.0)) % 256
    hsv[..., 0] = ((hsv[..., 0].astype(np.int64) + step) % 256).astype(np.uint8)
    return hsv_full_to_rgb(hsv)


def gamma_table(gamma, gain):
    """The 256-entry uint8 lookup table of 2.10's ``AdjustGamma``."""
    base = np.arange(256, dtype=np.float32) / np.float32(255.0)
    levels = (base.astype(np.float64) ** np.float64(gamma)).astype(np.float32)
    table = np.floor(np.minimum(levels * np.float32(255.999) * np.float32(gain),
                                np.float32(255)))
    return (table.astype(np.int64) % 256).astype(np.uint8)


def gaussian_taps(n, sigma):
    """OpenCV's 8-bit Gaussian kernel of ``n`` (odd) taps for ``sigma`` > 0, in 256ths summing
    to 256: the double kernel ``exp(-x^2 / (2 sigma^2))`` normalised, rounded half to even tap
    by tap with the error carried to the next, the centre taking what is left."""
    half = (n - 1) // 2
    xs = np.arange(1 - n, 0, 2, dtype=np.float64)[:half]
    values = np.exp(xs * xs * (-0.125 / (sigma * sigma)))
    scale = 1.0 / (2.0 * values.sum() + 1.0)
    taps, err = [], 0.0
    for v in values:
        adj = v * scale * 256.0 + err
        taps.append(int(np.rint(adj)))
        err = adj - taps[-1]
    return np.array(taps + [256 - 2 * sum(taps)] + taps[::-1], np.int64)


def gaussian_blur(img, kx, ky):
    """uint8 ``img`` (H, W[, C]) filtered by the integer taps ``kx`` along rows and ``ky`` down
    columns, in OpenCV's fixed point: rows exact in 8 fractional bits, columns in 16, rounded
    half up to uint8; the border reflected without repeating the edge (BORDER_REFLECT_101)."""
    rows = reflect_filter(img.astype(np.int64), 1, kx)
    return np.clip((reflect_filter(rows, 0, ky) + (1 << 15)) >> 16, 0, 255).astype(np.uint8)


def reflect_filter(values, axis, taps):
    """``values`` filtered along ``axis`` by the centred ``taps`` (in the arrays' arithmetic),
    the border reflected without repeating the edge (OpenCV's BORDER_REFLECT_101)."""
    r = len(taps) // 2
    widths = [(0, 0)] * values.ndim
    widths[axis] = (r, r)
    padded = np.pad(values, widths, mode="reflect")
    n = values.shape[axis]
    return sum(w * np.take(padded, np.arange(j, j + n), axis=axis) for j, w in enumerate(taps))


def smooth_u8(img):
    """2.10's sharpness smoothing of a uint8 image: OpenCV's ``filter2D`` with the float32 taps
    [[1, 1, 1], [1, 5, 1], [1, 1, 1]] / 13 accumulated in row-major order by fused
    multiply-adds and rounded half to even; the border rows and columns kept as they were."""
    taps = np.full((3, 3), np.float32(1.0) / np.float32(13.0), np.float32)
    taps[1, 1] = np.float32(5.0) / np.float32(13.0)
    f = img.astype(np.float64)
    h, w = img.shape[:2]
    out = img.copy()
    if h < 3 or w < 3:
        return out
    acc = np.zeros((h - 2, w - 2) + img.shape[2:], np.float64)
    for dy in range(3):
        for dx in range(3):
            term = f[dy:h - 2 + dy, dx:w - 2 + dx] * np.float64(taps[dy, dx])
            acc = (acc + term).astype(np.float32).astype(np.float64)
    out[1:-1, 1:-1] = np.clip(np.rint(acc), 0, 255).astype(np.uint8)
    return out


def _inter_tab(method):
    """OpenCV's 32 x 32 table of 2-d interpolation weights (``initInterTab2D``) in 15-bit fixed
    point: float32 1-d weights multiplied, rounded, the rounding surplus taken off (or put on)
    one tap of the lower-right quadrant."""
    ksize = 2 if method == "BILINEAR" else 4
    xs = np.arange(32, dtype=np.float32) * np.float32(1.0 / 32)
    if ksize == 2:
        one = np.stack([np.float32(1) - xs, xs], -1)
    else:
        a, x = np.float32(-0.75), xs
        c0 = ((a * (x + 1) - 5 * a) * (x + 1) + 8 * a) * (x + 1) - 4 * a
        c1 = ((a + 2) * x - (a + 3)) * x * x + 1
        c2 = ((a + 2) * (1 - x) - (a + 3)) * (1 - x) * (1 - x) + 1
        one = np.stack([c0, c1, c2, np.float32(1) - c0 - c1 - c2], -1).astype(np.float32)
    tab = np.empty((32, 32, ksize, ksize), np.int64)
    for i in range(32):
        for j in range(32):
            w = np.rint(np.outer(one[i], one[j]).astype(np.float32) * np.float32(32768))
            w = w.astype(np.int64)
            diff = int(w.sum()) - 32768
            if diff:
                quad = [(k1, k2) for k1 in range(ksize // 2, ksize // 2 + 2)
                        for k2 in range(ksize // 2, ksize // 2 + 2) if k1 < ksize and k2 < ksize]
                lo = hi = quad[0]
                for k in quad:
                    if w[k] < w[lo]:
                        lo = k
                    elif w[k] > w[hi]:
                        hi = k
                w[hi if diff < 0 else lo] -= diff
            tab[i, j] = w
    return tab


_TABS = {}


def warp_affine(img, matrix, out_h, out_w, method, fill):
    """OpenCV's ``warpAffine`` of a uint8 image (the forward 2x3 ``matrix``, constant border
    ``fill``) in its fixed point: the matrix inverted in doubles, each source position the sum
    of a row part and a column part rounded to 1/1024 pixel, then kept to 1/32 pixel (NEAREST:
    the pixel it rounds to) for ``sample``."""
    m = np.asarray(matrix, np.float64).ravel().copy()
    d = m[0] * m[4] - m[1] * m[3]
    d = 1.0 / d if d != 0 else 0.0
    a11, a22 = m[4] * d, m[0] * d
    m[0], m[1], m[3], m[4] = a11, m[1] * -d, m[3] * -d, a22
    m[2], m[5] = -m[0] * m[2] - m[1] * m[5], -m[3] * m[2] - m[4] * m[5]
    xs, ys = np.arange(out_w, dtype=np.float64), np.arange(out_h, dtype=np.float64)
    nearest = method == "NEAREST"
    delta, shift = (512, 10) if nearest else (16, 5)
    qx = np.rint(m[0] * xs * 1024).astype(np.int64)[None] + \
        (np.rint((m[1] * ys + m[2]) * 1024).astype(np.int64) + delta)[:, None]
    qy = np.rint(m[3] * xs * 1024).astype(np.int64)[None] + \
        (np.rint((m[4] * ys + m[5]) * 1024).astype(np.int64) + delta)[:, None]
    return sample(img, qx >> shift, qy >> shift, method, fill)


def warp_perspective(img, inverse, method, fill):
    """OpenCV's ``warpPerspective`` of a uint8 image by the ``inverse`` 3x3 matrix (output to
    source), output the input's size: each source position computed in doubles and rounded to
    1/32 pixel (NEAREST: to the pixel) for ``sample``."""
    h, w = img.shape[:2]
    m = np.asarray(inverse, np.float64).ravel()
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float64)
    unit = 1.0 if method == "NEAREST" else 32.0
    den = (m[7] * ys + m[8]) + m[6] * xs
    den = np.where(den != 0, unit / np.where(den != 0, den, 1.0), 0.0)
    limit = float(np.iinfo(np.int32).max)
    qx = np.rint(np.clip(((m[1] * ys + m[2]) + m[0] * xs) * den, -limit - 1, limit))
    qy = np.rint(np.clip(((m[4] * ys + m[5]) + m[3] * xs) * den, -limit - 1, limit))
    return sample(img, qx.astype(np.int64), qy.astype(np.int64), method, fill)


def sample(img, qx, qy, method, fill):
    """OpenCV's ``remap`` of a uint8 image at fixed-point positions: NEAREST takes pixel
    (qy, qx); BILINEAR / BICUBIC read positions in 1/32 pixel and weigh the 2x2 / 4x4 taps by
    ``_inter_tab``, rounded half up; taps outside the image read the constant ``fill``.

    The image gets a one-pixel frame of ``fill`` and every tap's position is clipped into the
    frame, so a tap is one int32 gather of flat indices (no mask per tap: a 9-megapixel bilinear
    warp took 10 s in int64 with masks)."""
    h, w = img.shape[:2]
    chans = img.reshape(h, w, -1)
    cval = np.broadcast_to(np.clip(np.rint(np.asarray(fill, np.float64)), 0, 255),
                           (chans.shape[2],)).astype(np.int32)
    framed = np.empty((h + 2, w + 2, chans.shape[2]), np.int32)
    framed[...] = cval
    framed[1:-1, 1:-1] = chans
    framed = framed.reshape(-1, chans.shape[2])
    if method == "NEAREST":
        k, x0, y0 = 1, qx, qy
    else:
        tab = _TABS.get(method)
        if tab is None:     # one row of 1024 weights per tap
            tab = _inter_tab(method)
            tab = _TABS[method] = tab.reshape(1024, -1).T.astype(np.int32).copy()
        k = 2 if method == "BILINEAR" else 4
        fraction = ((qy & 31) << 5 | (qx & 31)).astype(np.int32)
        x0, y0 = (qx >> 5) - k // 2 + 1, (qy >> 5) - k // 2 + 1
    # (a start beyond the image keeps every tap beyond it, in int32)
    x0 = np.clip(x0, -k - 1, w + 1).astype(np.int32)
    y0 = np.clip(y0, -k - 1, h + 1).astype(np.int32)
    rows = [(np.clip(y0 + i, -1, h) + 1) * (w + 2) for i in range(k)]
    cols = [np.clip(x0 + j, -1, w) + 1 for j in range(k)]
    if method == "NEAREST":
        out = framed[rows[0] + cols[0]]
    else:
        acc = 0
        for i in range(k):
            for j in range(k):
                acc = acc + tab[i * k + j][fraction][..., None] * framed[rows[i] + cols[j]]
        out = np.clip((acc + (1 << 14)) >> 15, 0, 255)
    return out.astype(np.uint8).reshape(qx.shape + img.shape[2:])


def perspective_transform(src, dst):
    """OpenCV's ``getPerspectiveTransform(src, dst)``: its 8x8 system (the four x equations,
    then the four y ones, float32 points) solved by its LU elimination with partial pivoting."""
    a, b = np.zeros((8, 8)), np.zeros(8)
    for i, ((x, y), (u, v)) in enumerate(zip(np.float32(src), np.float32(dst))):
        a[i, :3] = a[i + 4, 3:6] = x, y, 1.0
        a[i, 6:] = -(x * u), -(y * u)
        a[i + 4, 6:] = -(x * v), -(y * v)
        b[i], b[i + 4] = u, v
    for i in range(8):
        k = i + int(np.argmax(np.abs(a[i:, i])))     # (first of equal magnitudes, as OpenCV)
        a[[i, k], i:], b[[i, k]] = a[[k, i], i:], b[[k, i]]
        d = -1.0 / a[i, i]
        for j in range(i + 1, 8):
            alpha = a[j, i] * d
            a[j, i + 1:] += alpha * a[i, i + 1:]
            b[j] += alpha * b[i]
    for i in range(7, -1, -1):
        s = b[i]
        for k in range(i + 1, 8):
            s -= a[i, k] * b[k]
        b[i] = s / a[i, i]
    return np.append(b, 1.0).reshape(3, 3)


def invert3(m):
    """OpenCV's ``invert`` of a 3x3 double matrix: the adjugate times 1 / det (zeros if
    singular)."""
    def minor(r0, c0, r1, c1):
        return m[r0, c0] * m[r1, c1] - m[r0, c1] * m[r1, c0]
    det = m[0, 0] * minor(1, 1, 2, 2) - m[0, 1] * (m[1, 0] * m[2, 2] - m[1, 2] * m[2, 0]) + \
        m[0, 2] * minor(1, 0, 2, 1)
    d = 1.0 / det if det != 0 else 0.0
    t = [minor(1, 1, 2, 2), m[0, 2] * m[2, 1] - m[0, 1] * m[2, 2], minor(0, 1, 1, 2),
         m[1, 2] * m[2, 0] - m[1, 0] * m[2, 2], minor(0, 0, 2, 2),
         m[0, 2] * m[1, 0] - m[0, 0] * m[1, 2], minor(1, 0, 2, 1),
         m[0, 1] * m[2, 0] - m[0, 0] * m[2, 1], minor(0, 0, 1, 1)]
    return (np.array(t) * d).reshape(3, 3)
