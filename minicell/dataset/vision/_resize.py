"""``Resize`` as MindSpore 2.10's CPU kernel computes it, bit for bit: OpenCV's ``cv::resize``
for NEAREST, LINEAR, CUBIC and AREA, and MindSpore's own Pillow-style cubic for PILCUBIC.

The rules reproduced here (read from OpenCV's and MindSpore's documented algorithms, checked
pixel for pixel against 2.10; see tests/test_vision1_resize.py):

* uint8 LINEAR and CUBIC run in fixed point: each axis' weights are rounded to 1/2048
  (11 bits), the horizontal pass sums integer products exactly, the vertical pass rounds the
  2**22-scaled sum back to uint8. OpenCV's vectorised vertical pass rounds differently from its
  scalar tail (LINEAR: each row term is shifted down before the sum; CUBIC: float32 arithmetic);
  ``_LANES`` says which pixels of a row each rule covers.
* LINEAR with an exact 2x downscale on both axes is AREA (OpenCV switches).
* AREA downscales average the covered source cells with fractional edge weights in float32
  (integer factors: plain block means); AREA upscales are LINEAR with other weights.
* float images go through the same weights in float32 without the fixed point.
* PILCUBIC (3-channel uint8 only) is Pillow's separable bicubic (a = -0.5, 22-bit integer
  weights, the horizontal pass clipped to uint8 first).
"""
import numpy as np

_COEF_SCALE = 2048                  # OpenCV's INTER_RESIZE_COEF_SCALE (11 bits)
_LANES = 8                          # int16 lanes of the vectorised vertical pass (128-bit SIMD)
_F32_LANES = 4                      # float32 lanes of the same pass
_F32 = np.float32


def _work_type(img):
    """OpenCV's accumulator for a non-uint8 image: double for float64, float otherwise."""
    return np.float64 if img.dtype == np.float64 else _F32


def _scales(dsize, ssize):
    """OpenCV's (inv_scale, scale) for one axis: doubles, scale = 1 / (dsize / ssize)."""
    inv = dsize / ssize
    return inv, 1.0 / inv


def nearest_index(dsize, ssize):
    """Source index of each output pixel: floor(d * scale), at most ssize - 1."""
    scale = _scales(dsize, ssize)[1]
    return np.minimum(np.floor(np.arange(dsize) * scale).astype(np.int64), ssize - 1)


def _linear_taps(dsize, ssize, area_mode, rows=False):
    """(index of the first tap, float32 weights (dsize, 2)) of LINEAR (or AREA upscaling).
    Columns past the border take the edge pixel whole; rows keep their fraction (OpenCV only
    clamps the row index), which matters to the vectorised rounding."""
    inv, scale = _scales(dsize, ssize)
    d = np.arange(dsize, dtype=np.float64)
    if area_mode:
        sx = np.floor(d * scale).astype(np.int64)
        fx = ((d + 1) - (sx + 1) * inv).astype(_F32)
        fx = np.where(fx <= 0, _F32(0), fx - np.floor(fx)).astype(_F32)
    else:
        pos = ((d + 0.5) * scale - 0.5).astype(_F32)
        sx = np.floor(pos).astype(np.int64)
        fx = (pos - sx.astype(_F32)).astype(_F32)
    if not rows:
        fx = np.where((sx < 0) | (sx >= ssize - 1), _F32(0), fx)
        sx = np.clip(sx, 0, ssize - 1)
    return sx, np.stack([_F32(1) - fx, fx], 1)


def _cubic_taps(dsize, ssize, rows=False):
    """(index of the first of 4 taps, float32 weights (dsize, 4)): Keys' cubic, a = -0.75."""
    scale = _scales(dsize, ssize)[1]
    pos = ((np.arange(dsize, dtype=np.float64) + 0.5) * scale - 0.5).astype(_F32)
    sx = np.floor(pos).astype(np.int64)
    x = (pos - sx.astype(_F32)).astype(_F32)
    a, one = _F32(-0.75), _F32(1)
    x1, x2 = x + one, one - x
    c0 = ((a * x1 - 5 * a) * x1 + 8 * a) * x1 - 4 * a
    c1 = ((a + 2) * x - (a + 3)) * x * x + one
    c2 = ((a + 2) * x2 - (a + 3)) * x2 * x2 + one
    c3 = one - c0 - c1 - c2
    return sx - 1, np.stack([c0, c1, c2, c3], 1).astype(_F32)


def _gather(ssize, first, ntaps):
    """Tap indices (dsize, ntaps) clamped into the image (OpenCV replicates the border)."""
    return np.clip(first[:, None] + np.arange(ntaps), 0, ssize - 1)


def _fixed(weights):
    return np.rint(weights * _F32(_COEF_SCALE)).astype(np.int32)


def _vertical_u8(rows, beta, cubic):
    """uint8 rows from the horizontally resized int32 rows (one (dh, W*C) array a tap) and
    fixed weights (dh, taps). LINEAR: each term shifted down before the sum, everywhere.
    CUBIC: float32 on the first multiple of ``_LANES`` pixels of a row, exact integers after."""
    b = [beta[:, k:k + 1] for k in range(len(rows))]
    if not cubic:
        out = (np.right_shift(np.right_shift(rows[0], 4) * b[0], 16) +
               np.right_shift(np.right_shift(rows[1], 4) * b[1], 16) + 2) >> 2
        return np.clip(out, 0, 255).astype(np.uint8)
    width = rows[0].shape[1]
    last = (width // _LANES) * _LANES
    out = np.empty(rows[0].shape, np.int64)
    scale = _F32(1.0 / (_COEF_SCALE * _COEF_SCALE))
    bf = [bk.astype(_F32) * scale for bk in b]
    acc = rows[3][:, :last].astype(_F32) * bf[3]
    for k in (2, 1, 0):
        acc = rows[k][:, :last].astype(_F32) * bf[k] + acc
    out[:, :last] = np.rint(acc)
    tail = sum(rows[k][:, last:].astype(np.int64) * b[k] for k in range(4))
    out[:, last:] = np.right_shift(tail + (1 << 21), 22)
    return np.clip(out, 0, 255).astype(np.uint8)


def _separable(img, h, w, taps_of):
    """``img`` (H, W, C) resized with per-axis (first index, float32 weights) from ``taps_of``."""
    sh, sw, cn = img.shape
    y0, wy = taps_of(h, sh, True)
    x0, wx = taps_of(w, sw, False)
    xi, yi = _gather(sw, x0, wx.shape[1]), _gather(sh, y0, wy.shape[1])
    cubic = wx.shape[1] == 4
    if img.dtype == np.uint8:
        ax, by = _fixed(wx), _fixed(wy)
        used = np.unique(yi)                # only the source rows the output reads
        src = img[used]
        horiz = np.take(src, xi[:, 0], axis=1).astype(np.int32) * ax[:, 0, None]
        for k in range(1, ax.shape[1]):
            horiz += np.take(src, xi[:, k], axis=1).astype(np.int32) * ax[:, k, None]
        horiz = horiz.reshape(len(used), w * cn)
        local = np.searchsorted(used, yi)
        rows = [horiz[local[:, k]] for k in range(by.shape[1])]
        return _vertical_u8(rows, by, cubic).reshape(h, w, cn)
    work = _work_type(img)
    src, wx, wy = img.astype(work), wx.astype(work), wy.astype(work)
    horiz = _weighted_taps(src, xi, wx, 1).reshape(sh, w * cn)
    rows = np.take(horiz, yi.T, axis=0)                  # (taps, h, w*cn)
    b = wy.T[:, :, None]
    if not cubic:
        return (rows[0] * b[0] + rows[1] * b[1]).reshape(h, w, cn)
    out = ((rows[0] * b[0] + rows[1] * b[1]) + rows[2] * b[2]) + rows[3] * b[3]
    # float32's vectorised part sums in reverse (float64 has none)
    last = (w * cn // _F32_LANES) * _F32_LANES if work == _F32 else 0
    part = rows[..., :last]
    out[:, :last] = part[0] * b[0] + (part[1] * b[1] + (part[2] * b[2] + part[3] * b[3]))
    return out.reshape(h, w, cn)


def _weighted_taps(src, index, weight, axis):
    """sum over k of ``src`` taken at ``index[:, k]`` along ``axis`` times ``weight[:, k]``,
    added in tap order (the float rounding of OpenCV's loops)."""
    shape = (-1,) + (1,) * (src.ndim - axis - 1)
    out = np.take(src, index[:, 0], axis=axis) * weight[:, 0].reshape(shape)
    for k in range(1, index.shape[1]):
        out += np.take(src, index[:, k], axis=axis) * weight[:, k].reshape(shape)
    return out


def _area_table(dsize, ssize):
    """OpenCV's area-decimation table as (dsize, taps) index and float32 weight arrays (padded
    with zero weights): each output cell covers ``scale`` source cells, partial ones weighted by
    the covered fraction."""
    scale = _scales(dsize, ssize)[1]
    idx, wts = [], []
    for d in range(dsize):
        f1 = d * scale
        f2 = f1 + scale
        cell = min(scale, ssize - f1)
        s2 = min(int(np.floor(f2)), ssize - 1)
        s1 = min(int(np.ceil(f1)), s2)
        i, w = [], []
        if s1 - f1 > 1e-3:
            i.append(s1 - 1)
            w.append((s1 - f1) / cell)
        i += list(range(s1, s2))
        w += [1.0 / cell] * (s2 - s1)
        if f2 - s2 > 1e-3:
            i.append(s2)
            w.append(min(min(f2 - s2, 1.0), cell) / cell)
        idx.append(i)
        wts.append(w)
    n = max(len(i) for i in idx)
    index = np.array([i + [i[-1]] * (n - len(i)) for i in idx], np.int64)
    weight = np.array([w + [0.0] * (n - len(w)) for w in wts], np.float64).astype(_F32)
    return index, weight


def _area_down(img, h, w):
    """AREA decimation: float32 sums of the covered cells, rounded to the dtype at the end."""
    sh, sw, cn = img.shape
    yi, wy = _area_table(h, sh)
    xi, wx = _area_table(w, sw)
    work = _work_type(img)
    src, wx, wy = img.astype(work), wx.astype(work), wy.astype(work)
    return _weighted_taps(_weighted_taps(src, xi, wx, 1), yi, wy, 0)


def _area_fast(img, fy, fx):
    """AREA by integer factors: block sums times 1 / area (2x2 uint8: (sum + 2) >> 2)."""
    sh, sw, cn = img.shape
    h, w = sh // fy, sw // fx
    blocks = img[:h * fy, :w * fx].reshape(h, fy, w, fx, cn)
    if img.dtype.kind in "iu":
        total = blocks.astype(np.int64).sum((1, 3))
        if fy == fx == 2 and (img.dtype == np.uint8 or cn in (1, 4)):
            return np.right_shift(total + 2, 2)
        return total.astype(_F32) * _F32(1.0 / (fy * fx))
    work = _work_type(img)
    cells = [blocks[:, r, :, c].astype(work) for r in range(fy) for c in range(fx)]
    total = np.zeros_like(cells[0])
    for k in range(0, len(cells) - 3, 4):       # OpenCV adds the cells four at a time
        total = total + (((cells[k] + cells[k + 1]) + cells[k + 2]) + cells[k + 3])
    for cell in cells[len(cells) // 4 * 4:]:
        total = total + cell
    if fy == fx == 2 and cn in (1, 4) and work == _F32:  # the vectorised 2x2 pairs by row
        paired = (cells[0] + cells[1]) + (cells[2] + cells[3])
        last = w if cn == 4 else w // _F32_LANES * _F32_LANES
        total[:, :last] = paired[:, :last]
    return total * work(_F32(1.0 / (fy * fx)))


def _integer_factor(dsize, ssize):
    """The integer decimation factor when ``ssize / dsize`` is one (OpenCV's is_area_fast)."""
    scale = _scales(dsize, ssize)[1]
    factor = int(np.rint(scale))
    return factor if abs(scale - factor) < np.finfo(np.float64).eps else 0


def _pil_taps(dsize, ssize):
    """Pillow's bicubic (a = -0.5) taps: first index (dsize,) and 22-bit integer weights."""
    scale = ssize / dsize
    fscale = max(scale, 1.0)
    support = 2.0 * fscale
    ksize = int(np.ceil(support)) * 2 + 1
    centre = (np.arange(dsize) + 0.5) * scale
    lo = np.maximum(np.floor(centre - support + 0.5), 0).astype(np.int64)
    hi = np.minimum(np.floor(centre + support + 0.5), ssize).astype(np.int64) - lo
    x = np.abs((lo[:, None] + np.arange(ksize) - centre[:, None] + 0.5) * (1.0 / fscale))
    k = np.where(x < 1, (1.5 * x - 2.5) * x * x + 1,
                 np.where(x < 2, (((x - 5) * x + 8) * x - 4) * -0.5, 0.0))
    k = np.where(np.arange(ksize) < hi[:, None], k, 0.0)
    total = np.zeros((dsize, 1))
    for j in range(ksize):                  # summed in order, as the C loop does
        total += k[:, j:j + 1]
    k = np.where(np.abs(total) > np.finfo(np.float64).eps, k / total, k)
    kk = k * (1 << 22)
    fixed = np.where(kk < 0, np.trunc(kk - 0.5), np.floor(kk + 0.5)).astype(np.int64)
    return np.clip(lo[:, None] + np.arange(ksize), 0, ssize - 1), fixed.astype(np.int32)


def _pil_cubic(img, h, w):
    """MindSpore's PILCUBIC: Pillow's 8-bit bicubic, horizontal pass first."""
    sh, sw, _ = img.shape
    src = img
    for axis, (size, old) in enumerate(((h, sh), (w, sw))[::-1]):
        if size != old:                     # columns first, then rows (int32 cannot overflow)
            index, weight = _pil_taps(size, old)
            acc = _weighted_taps(src.astype(np.int32), index, weight, 1 - axis)
            src = np.clip(np.right_shift(acc + (1 << 21), 22), 0, 255).astype(np.uint8)
    return src


_CV_SOURCE = ("OpenCV(4.11.0) /home/jenkins/agent-working-dir/workspace/executor0/mindspore/build/"
              "mindspore/_deps/opencv-src/modules/imgproc/src/resize.cpp")
_CV_DTYPES = (np.uint8, np.uint16, np.int16, np.float32, np.float64)


def _cv_assert(line, test):
    """2.10's text of a failed OpenCV assertion in ``cv::resize`` (an unsupported dtype, or
    more than 4 channels for AREA)."""
    return RuntimeError(f"Resize: {_CV_SOURCE}:{line}: error: (-215:Assertion failed) {test} in "
                        f"function 'resize'\n")


def resize_cv(img, h, w, method):
    """``img`` (H, W, C) resized to (h, w) with ``method`` (an ``Inter`` name) as 2.10."""
    sh, sw, cn = img.shape
    if (h, w) == (sh, sw):
        return img
    if method == "NEAREST":
        return img[nearest_index(h, sh)][:, nearest_index(w, sw)]
    if method == "PILCUBIC":
        if cn != 3:
            raise RuntimeError(f"Resize: Interpolation mode PILCUBIC only supports image with 3 "
                               f"channels, but got: <{sh},{sw},{cn}>")
        return _pil_cubic(img, h, w)
    if img.dtype == np.bool_:       # OpenCV sees bytes
        return resize_cv(img.view(np.uint8), h, w, method).view(np.bool_)
    supported = img.dtype.type in _CV_DTYPES
    fy, fx = _integer_factor(h, sh), _integer_factor(w, sw)
    if method in ("LINEAR", "BILINEAR") and fy == fx == 2:
        method = "AREA"
    if method == "AREA" and sh >= h and sw >= w:
        if fy and fx:
            if not supported:
                raise _cv_assert(4026, "func != 0")
            return _cast(_area_fast(img, fy, fx), img.dtype)
        if not supported or cn > 4:
            raise _cv_assert(4045, "func != 0 && cn <= 4")
        return _cast(_area_down(img, h, w), img.dtype)
    if not supported:
        raise _cv_assert(4086, "func != 0")
    if method == "BICUBIC":
        return _cast(_separable(img, h, w, _cubic_taps), img.dtype)
    area = method == "AREA"
    return _cast(_separable(img, h, w, lambda d, s, rows: _linear_taps(d, s, area, rows)),
                 img.dtype)


def _cast(values, dtype):
    """OpenCV's saturate_cast: round half to even and clip for integer types."""
    if values.dtype == dtype:
        return values
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        return np.clip(np.rint(values), info.min, info.max).astype(dtype)
    return values.astype(dtype)
