"""2.10's CPU ``ResizeBilinearV2`` and ``ResizeBilinearGrad`` (float32; float16 computed in
float32), bit for bit: ``ops.interpolate(mode="bilinear")``, ``nn.Upsample``, ``nn.ResizeBilinear``.

The kernel resizes the last two axes pixel by pixel, not axis by axis: per axis a float32 source
coordinate ``i * scale`` (half-pixel: ``(i + 0.5) * scale - 0.5``, each operation rounded; scale
``in / out`` or, aligning corners, ``(in - 1) / (out - 1)``), ``lower = max(floor, 0)``, ``upper
= min(ceil, in - 1)``, ``lerp = src - floor(src)``; then ``top = tl + (tr - tl) * xl``, ``bottom``
the same, ``out = top + (bottom - top) * yl``, every product rounded before its sum (the
separable weight matrices differed by up to 640 ulp). Its gradient walks ``dy`` row by row and
adds ``dy * (wy * wx)`` (the weight product rounded) into each of the four source pixels in
turn: here each input pixel's contributions are listed in that order (numpy, once per shape)
and summed one after another. Measured on 2.10: 5 shapes (up, down, mixed) x align_corners /
half-pixel / neither, forward and gradient all bit-equal.

``ms_bilinear_p`` is a linear primitive: its transpose is that gradient kernel."""
import functools

import jax.numpy as jnp
import numpy as np
from jax import core, lax
from jax.extend.core import Primitive
from jax.interpreters import ad, batching, mlir

from .rounding import rounded_product

_F = np.float32


def _axis(n_in, n_out, align_corners, half_pixel):
    """(lower, upper, lerp) per output index, in float32 as the kernel's C computes them."""
    if align_corners and n_out > 1:
        scale = _F(n_in - 1) / _F(n_out - 1)
    else:
        scale = _F(n_in) / _F(n_out)
    i = np.arange(n_out, dtype=_F)
    src = ((i + _F(0.5)) * scale - _F(0.5)) if half_pixel else i * scale
    fl = np.floor(src)
    lower = np.maximum(fl, 0).astype(np.int64)
    upper = np.minimum(np.ceil(src), n_in - 1).astype(np.int64)
    return lower, upper, (src - fl).astype(_F)


@functools.lru_cache(maxsize=64)
def _grad_table(h, w, oh, ow, align_corners, half_pixel):
    """Per input pixel, its contributions in the kernel's order: (h * w, k) indices into the
    flat ``dy`` (``oh * ow``: a zero appended) and float32 weights (0 pads)."""
    ty, by, yl = _axis(h, oh, align_corners, half_pixel)
    lx, rx, xl = _axis(w, ow, align_corners, half_pixel)
    rows = np.stack([ty, by], -1)[:, None, :, None]                 # (oh, 1, 2, 1)
    cols = np.stack([lx, rx], -1)[None, :, None, :]                 # (1, ow, 1, 2)
    wy = np.stack([_F(1) - yl, yl], -1)[:, None, :, None]
    wx = np.stack([_F(1) - xl, xl], -1)[None, :, None, :]
    shape = (oh, ow, 2, 2)                  # dy's row, column, then the four corners in turn
    target = np.broadcast_to(rows * w + cols, shape).ravel()
    weight = np.broadcast_to(wy * wx, shape).ravel().astype(_F)
    source = np.broadcast_to(np.arange(oh * ow).reshape(oh, ow, 1, 1), shape).ravel()
    order = np.argsort(target, kind="stable")
    target, weight, source = target[order], weight[order], source[order]
    first = np.searchsorted(target, np.arange(h * w))
    rank = np.arange(target.size) - first[target]
    k = int(rank.max()) + 1 if target.size else 1
    idx = np.full((h * w, k), oh * ow, np.int32)
    wts = np.zeros((h * w, k), _F)
    idx[target, rank] = source
    wts[target, rank] = weight
    return idx, wts


def _forward(x, *, size, align_corners, half_pixel):
    dtype = x.dtype
    x = x.astype(jnp.float32)
    (oh, ow), (h, w) = size, x.shape[-2:]
    ty, by, yl = _axis(h, oh, align_corners, half_pixel)
    lx, rx, xl = _axis(w, ow, align_corners, half_pixel)

    def lerp(a, b, t):
        return a + rounded_product(b - a, t, a)
    # each input row's horizontal lerps once (the kernel's ``top`` of an output row is its
    # lower source row's), then the rows each output row reads
    rows = lerp(jnp.take(x, lx, axis=-1), jnp.take(x, rx, axis=-1), xl)
    top, bottom = jnp.take(rows, ty, axis=-2), jnp.take(rows, by, axis=-2)
    return lerp(top, bottom, yl[:, None]).astype(dtype)


def _gradient(ct, h, w, align_corners, half_pixel):
    """``ResizeBilinearGrad``: (..., oh, ow) -> (..., h, w), each input pixel's terms summed in
    the kernel's order."""
    dtype, lead, (oh, ow) = ct.dtype, ct.shape[:-2], ct.shape[-2:]
    idx, wts = _grad_table(h, w, oh, ow, align_corners, half_pixel)
    k = idx.shape[1]
    # a long sum (a large upsampling) is a loop over the pixels laid out first, so that each
    # term gathers a contiguous vector of the leading axes (4x faster at 8x); a short one is
    # unrolled over the pixels laid out last (no transposes; 2-5x faster at 2x)
    axis = 0 if k > 16 else len(lead)
    flat = jnp.moveaxis(ct.astype(jnp.float32).reshape(lead + (oh * ow,)), -1, axis)
    pad = list(flat.shape)
    pad[axis] = 1
    flat = jnp.concatenate([flat, jnp.zeros(pad, jnp.float32)], axis)
    spread = (slice(None),) + (None,) * len(lead) if axis == 0 else Ellipsis

    def term(k_idx, k_wts):             # one contribution per pixel: dy * (wy * wx)
        terms = jnp.take(flat, k_idx, axis=axis)
        return rounded_product(terms, k_wts[spread], terms)
    acc = jnp.zeros(flat.shape[:axis] + (h * w,) + flat.shape[axis + 1:], jnp.float32)
    if k <= 16:
        for j in range(k):
            acc = acc + term(idx[:, j], wts[:, j])
    else:
        idx_t, wts_t = jnp.asarray(idx.T), jnp.asarray(wts.T)

        def body(j, a):
            return a + term(idx_t[j], wts_t[j])
        acc = lax.fori_loop(0, k, body, acc)
    acc = jnp.moveaxis(acc, axis, -1)
    return acc.reshape(lead + (h, w)).astype(dtype)


ms_bilinear_p = Primitive("ms_resize_bilinear_v2")
ms_bilinear_p.def_impl(_forward)
ms_bilinear_p.def_abstract_eval(
    lambda x, *, size, align_corners, half_pixel: core.ShapedArray(x.shape[:-2] + tuple(size),
                                                                   x.dtype))
mlir.register_lowering(ms_bilinear_p, mlir.lower_fun(_forward, multiple_results=False))


def _transpose(ct, x, *, size, align_corners, half_pixel):
    if type(ct) is ad.Zero:
        return [ad.Zero(x.aval)]
    h, w = x.aval.shape[-2:]
    return [_gradient(ct, h, w, align_corners, half_pixel)]


def _batch(args, dims, **params):
    (x,), (d,) = args, dims
    return ms_bilinear_p.bind(jnp.moveaxis(x, d, 0), **params), 0


ad.deflinear2(ms_bilinear_p, _transpose)
batching.primitive_batchers[ms_bilinear_p] = _batch


def resize_bilinear_v2(x, size, align_corners, half_pixel):
    """``x`` (..., H, W) resized to ``size`` (2 ints) as 2.10's CPU ``ResizeBilinearV2``,
    float32 and float16 (module docstring)."""
    return ms_bilinear_p.bind(x, size=tuple(int(s) for s in size),
                              align_corners=bool(align_corners), half_pixel=bool(half_pixel))


__all__ = ["resize_bilinear_v2"]
