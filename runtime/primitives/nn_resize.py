"""Registry entry for resizing (``ops.interpolate``, ``ResizeBilinearV2``, ...): separable
interpolation, one static (out, in) weight matrix per resized axis, built with numpy from the
axis' sizes, so every mode is exact, differentiable and one ``tensordot`` per axis.

An axis spec is ``(in, out, kind, transform, scale)``: ``kind`` in nearest / nearest_exact /
nearest_round / linear / cubic / cubic_tf / area_tf / adaptive / bilinear_v2; ``transform`` in
align_corners / half_pixel / asymmetric; ``scale`` the in/out ratio to use (None: in / out).
``bilinear_v2`` on the last two axes of a float32 / float16 ``x`` is 2.10's ``ResizeBilinearV2``
kernel (``bilinear_v2.py``: pixel by pixel, its own rounding and gradient; its scale is always
in / out); elsewhere it is ``linear``.
"""
import jax.numpy as jnp
import numpy as np

from ..registry import register
from .bilinear_v2 import resize_bilinear_v2


def _src(i, n_in, n_out, transform, scale):
    if transform == "align_corners":
        return i * ((n_in - 1) / (n_out - 1) if n_out > 1 else 0.0)
    scale = n_in / n_out if scale is None else scale
    return (i + 0.5) * scale - 0.5 if transform == "half_pixel" else i * scale


def _cubic_w(t, a):
    t = abs(t)
    if t <= 1:
        return ((a + 2) * t - (a + 3)) * t * t + 1
    if t < 2:
        return ((a * t - 5 * a) * t + 8 * a) * t - 4 * a
    return 0.0


def nearest_index(n_in, n_out, kind, transform, scale):
    """Source index per output index: 'nearest' floor(src), 'nearest_exact' floor((i + 0.5) *
    scale), 'nearest_round' round-half-up of the align-corners source."""
    i = np.arange(n_out, dtype=np.float64)
    if kind == "nearest_exact":
        idx = np.floor((i + 0.5) * (n_in / n_out if scale is None else scale))
    elif kind == "nearest_round":
        idx = np.floor(_src(i, n_in, n_out, transform, scale) + 0.5)
    else:
        idx = np.floor(_src(i, n_in, n_out, transform, scale))
    return np.clip(idx, 0, n_in - 1).astype(np.int32)


def weight_matrix(n_in, n_out, kind, transform, scale):
    """The (n_out, n_in) matrix of axis weights."""
    m = np.zeros((n_out, n_in))
    i = np.arange(n_out, dtype=np.float64)
    if kind == "adaptive":
        for o in range(n_out):
            lo, hi = (o * n_in) // n_out, -(-((o + 1) * n_in) // n_out)
            m[o, lo:hi] = 1.0 / (hi - lo)
        return m
    if kind == "area_tf":
        s = n_in / n_out if scale is None else scale
        for o in range(n_out):
            a, b = o * s, min((o + 1) * s, n_in)
            for k in range(int(np.floor(a)), int(np.ceil(b))):
                m[o, min(k, n_in - 1)] += (min(b, k + 1) - max(a, k)) / (b - a)
        return m
    src = _src(i, n_in, n_out, transform, scale)
    if kind.startswith("nearest"):
        m[np.arange(n_out), nearest_index(n_in, n_out, kind, transform, scale)] = 1.0
        return m
    if kind == "linear":
        src = np.maximum(src, 0.0)
        lo = np.minimum(np.floor(src).astype(int), n_in - 1)
        hi = np.minimum(lo + 1, n_in - 1)
        frac = src - lo
        np.add.at(m, (np.arange(n_out), lo), 1 - frac)
        np.add.at(m, (np.arange(n_out), hi), frac)
        return m
    # TF's bicubic (which MindSpore's is): a = -0.5 with half-pixel centers, else -0.75; the
    # fractional offset is quantised to 1/1024 (TF reads the weights from a 1024-entry table).
    a = -0.5 if kind == "cubic_tf" else -0.75
    base = np.floor(src).astype(int)
    frac = np.rint((src - base) * 1024) / 1024
    for o in range(n_out):
        taps = [(base[o] + k, _cubic_w(frac[o] - k, a)) for k in range(-1, 3)]
        if kind == "cubic_tf":   # TF half-pixel bicubic: out-of-range taps dropped, renormalised
            taps = [(j, w) for j, w in taps if 0 <= j < n_in]
            total = sum(w for _, w in taps)
            taps = [(j, w / total) for j, w in taps]
        for j, w in taps:
            m[o, min(max(j, 0), n_in - 1)] += w
    return m


@register("resize")
def resize(x, *, axes):
    """Resize the trailing ``len(axes)`` dims of ``x`` by their axis specs (module docstring)."""
    nd = len(axes)
    if nd == 2 and axes[-1][2] == axes[-2][2] == "bilinear_v2" and \
            x.dtype in (jnp.float32, jnp.float16):
        return resize_bilinear_v2(x, (axes[-2][1], axes[-1][1]), axes[-1][3] == "align_corners",
                                  axes[-1][3] == "half_pixel")
    for k, (n_in, n_out, kind, transform, scale) in enumerate(axes):
        if kind == "bilinear_v2":
            kind, scale = "linear", None
        axis = x.ndim - nd + k
        if n_in == n_out and scale in (None, 1.0):
            continue
        if kind.startswith("nearest"):      # a gather: exact for integer images too
            x = jnp.take(x, nearest_index(n_in, n_out, kind, transform, scale), axis=axis)
            continue
        m = jnp.asarray(weight_matrix(n_in, n_out, kind, transform, scale), x.dtype)
        x = jnp.moveaxis(jnp.tensordot(x, m, axes=([axis], [1])), -1, axis)
    return x


# ---- grid sampling ------------------------------------------------------------------------------
def _reflect(c, n, align_corners):
    lo, hi = (0.0, 2.0 * (n - 1)) if align_corners else (-1.0, 2.0 * n - 1)
    if hi <= lo:
        return jnp.zeros_like(c)
    mn, span = lo / 2, (hi - lo) / 2
    c = jnp.abs(c - mn)
    extra, flips = jnp.fmod(c, span), jnp.floor(c / span)
    return jnp.where(flips % 2 == 0, extra + mn, span - extra + mn)


@register("grid_sample")
def grid_sample(x, grid, *, mode, padding_mode, align_corners):
    """Sample (N, C, *in) at the normalised coordinates ``grid`` (N, *out, nd), last entry the
    x (fastest) axis, as PyTorch / MindSpore's grid_sample: bilinear or nearest, padding
    zeros / border / reflection."""
    n, c = x.shape[:2]
    sp = x.shape[2:]
    nd = len(sp)
    out_sp = grid.shape[1:-1]
    coords = []
    for d in range(nd):                       # grid[..., 0] indexes the last input axis
        g, size = grid[..., nd - 1 - d].astype(x.dtype), sp[d]
        pos = (g + 1) / 2 * (size - 1) if align_corners else ((g + 1) * size - 1) / 2
        if padding_mode == "border":
            pos = jnp.clip(pos, 0, size - 1)
        elif padding_mode == "reflection":
            pos = jnp.clip(_reflect(pos, size, align_corners), 0, size - 1)
        coords.append(pos)
    flat = x.reshape(n, c, -1)

    def gather(idx):                          # idx: per-dim integer coords -> (N, C, *out), valid
        valid = jnp.ones(idx[0].shape, bool)
        lin = jnp.zeros(idx[0].shape, jnp.int32)
        for d in range(nd):
            valid &= (idx[d] >= 0) & (idx[d] < sp[d])
            lin = lin * sp[d] + jnp.clip(idx[d], 0, sp[d] - 1).astype(jnp.int32)
        vals = jnp.take_along_axis(flat, lin.reshape(n, 1, -1), 2).reshape((n, c) + out_sp)
        return vals * valid[:, None].astype(x.dtype)

    if mode == "nearest":
        return gather([jnp.round(p) for p in coords])
    lo = [jnp.floor(p) for p in coords]
    frac = [p - f for p, f in zip(coords, lo)]
    out = jnp.zeros((n, c) + out_sp, x.dtype)
    for corner in range(2 ** nd):
        bits = [(corner >> (nd - 1 - d)) & 1 for d in range(nd)]
        w = jnp.ones(lo[0].shape, x.dtype)
        for d in range(nd):
            w = w * (frac[d] if bits[d] else 1 - frac[d])
        out = out + gather([lo[d] + bits[d] for d in range(nd)]) * w[:, None]
    return out
