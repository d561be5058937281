"""Registry entries for adaptive pooling with indices, max-unpooling, resizing and patch extraction
(public rows in ``minicell/ops/rows_nn.py``). Imported by ``nn_ext``."""
import jax.numpy as jnp
import numpy as np
from jax import lax

from ..registry import register
from .reduce import arg_extreme, first_extreme


def _bounds(n_in, n_out):
    return [((i * n_in) // n_out, -(-((i + 1) * n_in) // n_out)) for i in range(n_out)]


def _max_first(v, axis, keepdims=False):
    """``max`` over ``axis`` whose gradient goes to the first maximum, as 2.10's AdaptiveMaxPool
    grad routes it (``reduce.first_extreme``: no equality mask, which a GRAPH_MODE gradient of
    a BatchNorm of ``tanh(x) * 1.5`` before the pool split from PYNATIVE's, fuzz family 24
    seed 23). A NaN is taken where it is first (2.10's AdaptiveMaxPool kernels follow neither
    this nor the reduce kernels' NaN rule)."""
    return first_extreme(v, (axis % v.ndim,), True, keepdims, nan_rule=False)


@register("adaptive_pool")
def adaptive_pool(x, *, output_size, mode):
    """Adaptive avg/max pooling over the trailing ``len(output_size)`` dims.

    Separable (mean of means over a rectangle is its mean; same for max), so each dim is reduced
    in turn with O(out) slices instead of O(out_h * out_w). Max reduces the last axis first, so
    a tie goes to the window's first maximum in row-major order (2.10, measured)."""
    red = jnp.mean if mode == "avg" else _max_first
    nd = len(output_size)
    axes = list(enumerate(output_size))
    for i, o in (axes if mode == "avg" else axes[::-1]):
        axis = x.ndim - nd + i
        n = x.shape[axis]
        if o is None or o == n:
            continue
        if n % o == 0:          # fast path: equal windows are a reshape
            shp = x.shape[:axis] + (o, n // o) + x.shape[axis + 1:]
            x = red(x.reshape(shp), axis=axis + 1)
            continue
        parts = [red(lax.slice_in_dim(x, a, b, axis=axis), axis=axis, keepdims=True)
                 for a, b in _bounds(n, o)]
        x = jnp.concatenate(parts, axis=axis)
    return x


def _window_grid(sp, output_size):
    """Flat input positions of every adaptive window, padded to the largest window: an
    ``(prod(output_size), prod(k))`` int array and a same-shaped mask of the real positions.
    Each dim's window is ``[lo, hi)``; a padding entry repeats ``hi - 1`` (masked out)."""
    nd = len(sp)
    strides = [int(np.prod(sp[i + 1:])) for i in range(nd)]
    flat = np.zeros((1,) * (2 * nd), np.int64)
    ok = np.ones((1,) * (2 * nd), bool)
    for d, (n, o) in enumerate(zip(sp, output_size)):
        b = _bounds(n, o)
        k = max(e - s for s, e in b)
        at = np.array([[min(s + i, e - 1) for i in range(k)] for s, e in b])      # (o, k)
        real = np.array([[s + i < e for i in range(k)] for s, e in b])
        shape = [1] * (2 * nd)
        shape[d], shape[nd + d] = o, k
        flat = flat + (at * strides[d]).reshape(shape)
        ok = ok & real.reshape(shape)
    cells, ks = int(np.prod(output_size)), int(np.prod(flat.shape[nd:]))
    return flat.reshape(cells, ks), np.broadcast_to(ok, flat.shape).reshape(cells, ks)


@register("adaptive_max_argmax", multiple_results=True)
def adaptive_max_argmax(x, *, output_size):
    """Adaptive max pooling over the trailing dims with flat argmax indices: (values, indices).

    All windows are gathered at once, padded to the largest window with the dtype's lowest
    value; position 0 of a window is always real, so a padding entry never wins a tie (the
    first maximum wins). One argmax over all windows: a loop of one per window made XLA
    compile for 40 s for a (1, 32, 9, 9) input to (3, 5) (upstream test_adaptive_max_pool2d)."""
    nd = len(output_size)
    sp, lead = x.shape[-nd:], x.shape[:-nd]
    flat_at, ok = _window_grid(sp, output_size)
    low = -jnp.inf if jnp.issubdtype(x.dtype, jnp.floating) else jnp.iinfo(x.dtype).min
    win = jnp.where(ok, x.reshape(lead + (-1,))[..., flat_at], jnp.asarray(low, x.dtype))
    a = arg_extreme(win, -1, True, True)
    # the value at the argmax: the gradient goes to the window's first maximum, as 2.10's
    # (measured [[0, 3, 3, 0], [0, 0, 0, 0]] for (1, 3) windows of [[1, 3, 3, 2], [3, 0, 1, 3]];
    # jnp.max's derivative split it between ties); a NaN only where it is the window's first
    # entry, as 2.10's reduce kernels (measured: (2, 2) windows of a 4x4 with NaNs give
    # [1, 3, 3, 1] at [0, 2, 8, 10]; (4, 1) [3, nan, 3, nan] at [2, 4, 8, 12])
    vals = jnp.take_along_axis(win, a, axis=-1)[..., 0]
    idx = jnp.asarray(flat_at)[jnp.arange(flat_at.shape[0]), a[..., 0]]
    shape = lead + tuple(output_size)
    return vals.reshape(shape), lax.stop_gradient(idx.reshape(shape)).astype(np.int64)


@register("max_unpool", nondiff_argnums=(1,))
def max_unpool(x, indices, *, output_spatial):
    """Scatter ``x`` into zeros of spatial shape ``output_spatial`` at the flat ``indices``."""
    nd = len(output_spatial)
    lead = x.shape[:-nd]
    flat = x.reshape(lead + (-1,))
    idx = indices.reshape(lead + (-1,)).astype(jnp.int32)
    out = jnp.zeros(lead + (int(np.prod(output_spatial)),), x.dtype)
    bidx = tuple(jnp.arange(n).reshape((-1,) + (1,) * (len(lead) - i)) for i, n in
                 enumerate(lead))
    out = out.at[bidx + (idx,)].set(flat)
    return out.reshape(lead + tuple(output_spatial))


# ---- patches ------------------------------------------------------------------------------------
def _patch_out(sp, kernel, dilation, padding, stride):
    return tuple((n + 2 * p - d * (k - 1) - 1) // s + 1
                 for n, k, d, p, s in zip(sp, kernel, dilation, padding, stride))


@register("im2col")
def im2col(x, *, kernel, dilation, padding, stride):
    """(N, C, H, W) -> (N, C, kh*kw, L) sliding blocks, channel-major then kernel row-major."""
    n, c = x.shape[:2]
    xp = jnp.pad(x, ((0, 0), (0, 0)) + tuple((p, p) for p in padding))
    oh, ow = _patch_out(x.shape[2:], kernel, dilation, padding, stride)
    cols = []
    for i in range(kernel[0]):
        for j in range(kernel[1]):
            a, b = i * dilation[0], j * dilation[1]
            cols.append(xp[:, :, a:a + stride[0] * (oh - 1) + 1:stride[0],
                           b:b + stride[1] * (ow - 1) + 1:stride[1]].reshape(n, c, -1))
    return jnp.stack(cols, axis=2)


@register("col2im")
def col2im(cols, *, output_size, kernel, dilation, padding, stride):
    """Inverse of ``im2col``: (N, C, kh*kw, L) blocks summed back into (N, C, H, W)."""
    n, c = cols.shape[:2]
    h, w = output_size
    oh, ow = _patch_out(output_size, kernel, dilation, padding, stride)
    out = jnp.zeros((n, c, h + 2 * padding[0], w + 2 * padding[1]), cols.dtype)
    for i in range(kernel[0]):
        for j in range(kernel[1]):
            a, b = i * dilation[0], j * dilation[1]
            blk = cols[:, :, i * kernel[1] + j].reshape(n, c, oh, ow)
            out = out.at[:, :, a:a + stride[0] * (oh - 1) + 1:stride[0],
                         b:b + stride[1] * (ow - 1) + 1:stride[1]].add(blk)
    return out[:, :, padding[0]:padding[0] + h, padding[1]:padding[1] + w]


@register("mirror_pad")
def mirror_pad(x, *, pads, mode):
    """Pad with ((lo, hi), ...) per dim by mirroring: 'REFLECT' (edge not repeated) or
    'SYMMETRIC' (edge repeated)."""
    return jnp.pad(x, pads, mode="reflect" if mode == "REFLECT" else "symmetric")


@register("embedding", nondiff_argnums=(0,))
def embedding(idx, w, *, padding_idx):
    """Rows ``w[idx]``; the row ``padding_idx`` (if any) gets no gradient."""
    if padding_idx is not None:
        keep = (jnp.arange(w.shape[0]) != padding_idx)[:, None]
        w = jnp.where(keep, w, lax.stop_gradient(w))
    return jnp.take(w, idx.astype(jnp.int32), axis=0)


@register("fractional_max_pool", nondiff_argnums=(1,), multiple_results=True)
def fractional_max_pool(x, samples, *, kernel, output_size):
    """Fractional max pooling of the trailing ``len(kernel)`` dims with PyTorch's pseudo-random
    window starts from ``samples`` (N, C, nd) in [0, 1) (2-d: (w, h) order; 3-d: (d, h, w)):
    (values, flat int64 indices)."""
    nd = len(kernel)
    n, c = x.shape[:2]
    sp = x.shape[2:]
    order = (1, 0) if nd == 2 else tuple(range(nd))
    idx_axes = []
    for d in range(nd):
        n_in, k, o = sp[d], kernel[d], output_size[d]
        u = samples[:, :, order[d]]
        i = jnp.arange(o, dtype=u.dtype)
        if o > 1:
            alpha = jnp.asarray((n_in - k) / (o - 1), u.dtype)
            start = (jnp.floor((i + u[..., None]) * alpha)
                     - jnp.floor(u[..., None] * alpha)).astype(jnp.int32)
            start = start.at[..., -1].set(n_in - k)
        else:
            start = jnp.full((n, c, 1), n_in - k, jnp.int32)
        idx_axes.append(start[..., :, None] + jnp.arange(k, dtype=jnp.int32))   # (N, C, o, k)
    lin = jnp.zeros((n, c) + (1,) * (2 * nd), jnp.int32)
    for d in range(nd):
        shape = [n, c] + [1] * (2 * nd)
        shape[2 + 2 * d], shape[3 + 2 * d] = output_size[d], kernel[d]
        lin = lin * sp[d] + idx_axes[d].reshape(shape)
    full = (n, c) + tuple(v for d in range(nd) for v in (output_size[d], kernel[d]))
    lin = jnp.broadcast_to(lin, full)
    win = jnp.take_along_axis(x.reshape(n, c, -1), lin.reshape(n, c, -1), 2).reshape(full)
    perm = (0, 1) + tuple(2 + 2 * d for d in range(nd)) + tuple(3 + 2 * d for d in range(nd))
    win = jnp.transpose(win, perm).reshape((n, c) + tuple(output_size) + (-1,))
    lin = jnp.transpose(lin, perm).reshape(win.shape)
    arg = jnp.argmax(win, axis=-1)[..., None]
    return (jnp.take_along_axis(win, arg, -1)[..., 0],
            lax.stop_gradient(jnp.take_along_axis(lin, arg, -1)[..., 0]).astype(np.int64))
