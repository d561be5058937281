"""Registry entries for MindSpore's older sampling and loss ops: fractional pooling (random
pooling sequences, then pooling over them), ``ParameterizedTruncatedNormal``,
``SampleDistortedBoundingBoxV2``, ``ExtractGlimpse`` and ``RNNTLoss``. Input 0 of the random
ones is a raw PRNG key, as in ``random.py``.
"""
import jax
import jax.numpy as jnp

from ..registry import NONDIFF, RANDOM, register
from .random import flat_draw


# ---- fractional pooling ---------------------------------------------------------------------------
def _sequence(key, n_in, n_out, pseudo_random):
    """Graham's pooling sequence ``(n_out + 1,)`` from 0 to ``n_in``: pseudo-random
    ``ceil(alpha * (i + u))`` for one uniform ``u``, or a random order of interval lengths
    ``n_in // n_out`` and ``+ 1``."""
    if pseudo_random:
        alpha, k = n_in / n_out, n_in // n_out
        u_max = min((k + 2) / alpha - 1, (n_in + 1 - k) / alpha - (n_out - 1))
        u = jax.random.uniform(key, (), jnp.float32) * u_max
        inner = jnp.ceil(alpha * (jnp.arange(1, n_out) + u)).astype(jnp.int64) - 1
        return jnp.concatenate([jnp.zeros((1,), jnp.int64), inner,
                                jnp.full((1,), n_in, jnp.int64)])
    diff = jnp.full((n_out,), n_in // n_out, jnp.int64) + (jnp.arange(n_out) < n_in % n_out)
    diff = jax.random.permutation(key, diff)
    return jnp.concatenate([jnp.zeros((1,), jnp.int64), jnp.cumsum(diff)])


@register("fractional_pool_sequence", props=(RANDOM, NONDIFF), multiple_results=True)
def fractional_pool_sequence(key, *, sizes, pseudo_random):
    """Row and column pooling sequences for ``sizes = ((H, OH), (W, OW))``."""
    k1, k2 = jax.random.split(key)
    return tuple(_sequence(k, n_in, n_out, pseudo_random)
                 for k, (n_in, n_out) in zip((k1, k2), sizes))


def _window_mask(seq, n_in, overlapping):
    """``(n_out, n_in)``: input index ``h`` is in window ``i`` when ``seq[i] <= h < seq[i+1]``
    (``<=`` with ``overlapping``, the boundary shared by neighbours)."""
    h = jnp.arange(n_in)
    hi = jnp.minimum(seq[1:], n_in - 1) if overlapping else seq[1:] - 1
    return (h[None, :] >= seq[:-1, None]) & (h[None, :] <= hi[:, None])


@register("fractional_pool", nondiff_argnums=(1, 2))
def fractional_pool(x, rows, cols, *, mode, overlapping):
    """Max or average of NHWC ``x`` over the windows the sequences mark; integer averages
    truncate as TensorFlow's."""
    rm = _window_mask(rows, x.shape[1], overlapping)
    cm = _window_mask(cols, x.shape[2], overlapping)
    if mode == "max":
        mask = rm[:, :, None, None, None] & cm[None, None, :, :, None]      # (oh, h, ow, w, 1)
        low = jnp.finfo(x.dtype).min if jnp.issubdtype(x.dtype, jnp.floating) else \
            jnp.iinfo(x.dtype).min
        vals = jnp.where(mask[None], x[:, None, :, None, :, :], low)
        return vals.max((2, 4))
    total = jnp.einsum("ih,nhwc,jw->nijc", rm.astype(x.dtype), x, cm.astype(x.dtype))
    count = (rm.sum(1)[:, None] * cm.sum(1)[None, :])[None, :, :, None].astype(x.dtype)
    return total // count if jnp.issubdtype(x.dtype, jnp.integer) else total / count


# ---- ParameterizedTruncatedNormal, SampleDistortedBoundingBoxV2 ---------------------------------
@register("parameterized_truncated_normal", props=(RANDOM, NONDIFF))
def parameterized_truncated_normal(key, mean, stdevs, minval, maxval, *, shape):
    """Draws of ``shape`` from N(mean, stdevs) truncated to [min, max]; the parameters are
    scalars or one per batch row (axis 0)."""
    params = [jnp.asarray(p).reshape(p.shape + (1,) * (len(shape) - p.ndim))
              for p in (mean, stdevs, minval, maxval)]
    mean, std, lo, hi = params
    draw = jax.random.truncated_normal(key, (lo - mean) / std, (hi - mean) / std, shape,
                                       jnp.float32)
    return (mean + std * draw).astype(mean.dtype)


def _crop_candidate(key, height, width, aspect, area_range):
    """TensorFlow's random crop for one aspect ratio: a height drawn between the ones giving
    the smallest and the largest allowed area, the width from it, then a random position.
    Returns ``(ok, y, x, h, w)``."""
    hf, wf = height.astype(jnp.float32), width.astype(jnp.float32)
    min_area, max_area = area_range[0] * hf * wf, area_range[1] * hf * wf
    lo_h = jnp.rint(jnp.sqrt(min_area / aspect))
    hi_h = jnp.rint(jnp.sqrt(max_area / aspect))
    hi_h = jnp.where(jnp.rint(hi_h * aspect) > wf, jnp.floor((wf + 0.5 - 1e-7) / aspect), hi_h)
    hi_h = jnp.where(jnp.rint(hi_h * aspect) > wf, hi_h - 1, hi_h)
    hi_h = jnp.minimum(hi_h, hf)
    lo_h = jnp.minimum(lo_h, hi_h)
    k1, k2, k3 = jax.random.split(key, 3)
    h = lo_h + jnp.floor(jax.random.uniform(k1, (), jnp.float32) * (hi_h - lo_h + 1))
    w = jnp.rint(h * aspect)
    h = jnp.where(w * h < min_area, h + 1, h)
    w = jnp.rint(h * aspect)
    h = jnp.where(w * h > max_area, h - 1, h)
    w = jnp.rint(h * aspect)
    ok = (w * h >= min_area) & (w * h <= max_area) & (w <= wf) & (h <= hf) & (w > 0) & (h > 0)
    y = jnp.floor(jax.random.uniform(k2, (), jnp.float32) * jnp.maximum(hf - h, 0))
    x = jnp.floor(jax.random.uniform(k3, (), jnp.float32) * jnp.maximum(wf - w, 0))
    return ok, y, x, h, w


@register("sample_distorted_bounding_box", props=(RANDOM, NONDIFF), multiple_results=True)
def sample_distorted_bounding_box(key, image_size, boxes, min_covered, *, aspect_ratio_range,
                                  area_range, max_attempts):
    """``max_attempts`` random crops (aspect ratio uniform in its range); the first covering at
    least ``min_covered`` of some box (in whole pixels) wins, else the whole image. Returns
    ``begin = (y, x, 0)``, ``size = (h, w, -1)`` in ``image_size``'s dtype and the crop as a
    normalised ``(1, 1, 4)`` box."""
    height, width = image_size[0], image_size[1]
    keys = jax.random.split(key, max_attempts + 1)
    aspects = jax.random.uniform(keys[0], (max_attempts,), jnp.float32, minval=aspect_ratio_range[0],
                                 maxval=aspect_ratio_range[1])
    ok, y, x, h, w = jax.vmap(lambda k, a: _crop_candidate(k, height, width, a, area_range))(
        keys[1:], aspects)
    px = boxes.reshape(-1, 4) * jnp.stack([height, width, height, width]).astype(jnp.float32)
    px = jnp.trunc(px)
    box_area = (px[:, 2] - px[:, 0]) * (px[:, 3] - px[:, 1])
    ih = jnp.minimum(y[:, None] + h[:, None], px[None, :, 2]) - jnp.maximum(y[:, None], px[None, :, 0])
    iw = jnp.minimum(x[:, None] + w[:, None], px[None, :, 3]) - jnp.maximum(x[:, None], px[None, :, 1])
    inter = jnp.maximum(ih, 0) * jnp.maximum(iw, 0)
    covered = ((box_area[None] >= 1) & (inter / jnp.maximum(box_area[None], 1) >= min_covered.reshape(())))
    good = ok & covered.any(1)
    pick = jnp.argmax(good)
    hf, wf = height.astype(jnp.float32), width.astype(jnp.float32)
    crop = jnp.where(good.any(), jnp.stack([y[pick], x[pick], h[pick], w[pick]]),
                     jnp.stack([0.0, 0.0, hf, wf]))
    dt = image_size.dtype                       # via int32, so -1 wraps to 255 for uint8
    begin = jnp.stack([crop[0], crop[1], 0.0]).astype(jnp.int32).astype(dt)
    size = jnp.stack([crop[2], crop[3], -1.0]).astype(jnp.int32).astype(dt)
    box = jnp.stack([crop[0] / hf, crop[1] / wf, (crop[0] + crop[2]) / hf,
                     (crop[1] + crop[3]) / wf]).reshape(1, 1, 4).astype(jnp.float32)
    return begin, size, box


# ---- ExtractGlimpse ------------------------------------------------------------------------------
@register("extract_glimpse", props=(RANDOM, NONDIFF))
def extract_glimpse(key, x, offsets, *, size, centered, normalized, noise):
    """MindSpore's CPU ``ExtractGlimpse``: the ``size`` window of NHWC ``x`` around each row's
    ``(y, x)`` offset (scaled by the image size when ``normalized``; when ``centered``, halved
    and moved to the image centre), its corner truncated toward zero to a pixel; pixels
    outside the image are noise: U(-1, 1) (``'uniform'``), N(10, 0.5) (``'gaussian'``, as
    MindSpore's kernel draws it) or 0."""
    n, h, w, c = x.shape
    gh, gw = size
    oy, ox = offsets[:, 0].astype(jnp.float32), offsets[:, 1].astype(jnp.float32)
    if normalized:
        oy, ox = oy * h, ox * w
    if centered:
        oy, ox = oy / 2 + h / 2, ox / 2 + w / 2
    ys = jnp.trunc(oy - gh / 2).astype(jnp.int32)[:, None] + jnp.arange(gh)[None]   # (n, gh)
    xs = jnp.trunc(ox - gw / 2).astype(jnp.int32)[:, None] + jnp.arange(gw)[None]
    inside = ((ys >= 0) & (ys < h))[:, :, None] & ((xs >= 0) & (xs < w))[:, None, :]
    vals = x.astype(jnp.float32)[jnp.arange(n)[:, None, None], jnp.clip(ys, 0, h - 1)[:, :, None],
                                 jnp.clip(xs, 0, w - 1)[:, None, :]]   # (n, gh, gw, c)
    shape = (n, gh, gw, c)
    if noise == "uniform":
        fill = flat_draw(lambda s: jax.random.uniform(key, s, jnp.float32, -1.0, 1.0), shape)
    elif noise == "gaussian":
        fill = 10.0 + 0.5 * flat_draw(lambda s: jax.random.normal(key, s, jnp.float32), shape)
    else:
        fill = jnp.zeros(shape, jnp.float32)
    return jnp.where(inside[..., None], vals, fill)


# ---- RNNTLoss ---------------------------------------------------------------------------------------
def _rnnt_cost(log_probs, labels, t_len, u_len, blank):
    """Negative log-likelihood of one sequence: the transducer lattice's forward variable
    ``alpha[t, u]`` (``t`` frames read, ``u`` labels emitted), scanned over frames."""
    t_max, u_max = log_probs.shape[0], log_probs.shape[1]
    blank_lp = log_probs[:, :, blank]                                   # (T, U)
    emit_lp = jnp.take_along_axis(log_probs[:, :-1], labels[None, :, None], 2)[..., 0]  # (T, U-1)

    def along_u(row_from_above, emit_row):
        def step(prev, inputs):
            above, emit = inputs
            cur = jnp.logaddexp(above, prev + emit)
            return cur, cur
        first = row_from_above[0]
        _, rest = jax.lax.scan(step, first, (row_from_above[1:], emit_row))
        return jnp.concatenate([first[None], rest])

    first = along_u(jnp.full((u_max,), -jnp.inf).at[0].set(0.0), emit_lp[0])

    def frame(alpha, t):
        nxt = along_u(alpha + blank_lp[t - 1], emit_lp[t])
        return nxt, nxt

    _, rows = jax.lax.scan(frame, first, jnp.arange(1, t_max))
    alpha = jnp.concatenate([first[None], rows])                        # (T, U)
    return -(alpha[t_len - 1, u_len] + blank_lp[t_len - 1, u_len])


@register("rnnt_loss", multiple_results=True, nondiff_argnums=(1, 2, 3))
def rnnt_loss(acts, labels, input_lengths, label_lengths, *, blank_label):
    """Per-sequence RNN-T costs of ``acts`` ``(B, T, U, V)`` (log-softmax over ``V`` taken
    here) and their gradient with respect to ``acts``."""
    compute = jnp.float32 if acts.dtype == jnp.float16 else acts.dtype

    def costs(a):
        lp = jax.nn.log_softmax(a.astype(compute), -1)
        return jax.vmap(_rnnt_cost, (0, 0, 0, 0, None))(
            lp, labels.astype(jnp.int32), input_lengths, label_lengths, blank_label)

    cost, pullback = jax.vjp(costs, acts)
    return cost.astype(acts.dtype), pullback(jnp.ones_like(cost))[0].astype(acts.dtype)
