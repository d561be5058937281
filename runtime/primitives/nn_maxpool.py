"""Max pooling: ``max_pool`` (values) and ``max_pool_with_argmax`` (values and flat indices).

MindSpore 2.10's CPU kernels disagree about NaN (and about windows of -inf), so both entries
take a ``nan`` attribute naming the kernel whose rule they follow (measured in both modes on
windows with NaN, -inf and padding; the cases are in ``tests/test_maxpool_nan.py``):

- ``"skip"``: MaxPoolWithArgmaxV2 (``ops.max_pool2d`` with or without indices): a running max
  from float lowest, updated on ``>``, so NaN never wins and a window of NaN or -inf gives float
  lowest at its first position.
- ``"first"``: MaxPoolWithArgmax: a running max from the window's first element, updated on
  ``>``: a NaN counts only there.
- ``"propagate"``: MaxPool3DWithArgmax (``ops.max_pool3d``, the nn pooling cells in 'pad' mode):
  any NaN wins, the window's last one.
- ``"fold"`` (values only): MaxPool/MaxPool3D (the cells' 'valid'/'same' modes): the running
  max from float lowest is replaced by each element not below it, so a window of -inf gives
  float lowest and after a window's last NaN only the elements behind it count (the NaN itself
  when it is last). minicell follows it except in windows holding a NaN, which give NaN: the
  exact rule needs the windows laid out or a cond on the input (+40% forward under jit,
  measured on a ResNet stem's pool) on the path every CNN takes.

A gradient goes to the element the indices name ("skip" for "fold": 2.10's MaxPoolGrad
recomputes its argmax that way), a window of NaNs included.
"""
import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from .nn import _last, _window
from ..registry import CHANNEL_LAYOUT, register


def _lowest(dtype):
    return np.array(jnp.finfo(dtype).min if jnp.issubdtype(dtype, jnp.floating)
                    else jnp.iinfo(dtype).min, dtype)


def _floored(x):
    """``x`` with NaN and values below float lowest replaced by float lowest (the "skip" key)."""
    if not jnp.issubdtype(x.dtype, jnp.floating):
        return x
    return jnp.where(x > _lowest(x.dtype), x, _lowest(x.dtype))


@jax.custom_jvp
def _floored_values(v):
    return _floored(v)


# the tangent passes unchanged: 2.10 sends a window of NaNs its gradient at the index
_floored_values.defjvp(lambda p, t: (_floored(p[0]), t[0]))


def _window_stack(a, first, kernel, stride, padding, dilation, fill):
    """Every pooling window of ``a`` (spatial axes ``first..first+len(kernel)``), its elements
    stacked on a new trailing axis in row-major window order: one strided slice of the padded
    input per window position."""
    nd = len(kernel)
    pads = [(0, 0)] * a.ndim
    pads[first:first + nd] = padding
    a = jnp.pad(a, pads, constant_values=fill)
    outs = [(a.shape[first + i] - d * (k - 1) - 1) // s + 1
            for i, (k, s, d) in enumerate(zip(kernel, stride, dilation))]
    parts = []
    for offs in np.ndindex(*kernel):
        index = [slice(None)] * a.ndim
        for i, (o, n, s, d) in enumerate(zip(offs, outs, stride, dilation)):
            index[first + i] = slice(o * d, o * d + (n - 1) * s + 1, s)
        parts.append(a[tuple(index)])
    return jnp.stack(parts, axis=-1)


def _tile_stack(a, first, kernel, stride, padding, dilation, fill):
    """``_window_stack`` (same layout and window order) when the windows tile ``a`` (stride ==
    kernel, no padding or dilation: every 2x2/2 pool): one reshape and transpose, whose
    transpose in the gradient is the inverse one, not k*k interior pads (a 2x2/2 pool's
    backward: -40% instructions; a LeNet training step: -4%)."""
    if stride != kernel or any(map(any, padding)) or any(d != 1 for d in dilation):
        return _window_stack(a, first, kernel, stride, padding, dilation, fill)
    nd = len(kernel)
    outs = [n // k for n, k in zip(a.shape[first:first + nd], kernel)]
    a = a[(slice(None),) * first + tuple(slice(0, o * k) for o, k in zip(outs, kernel))]
    a = a.reshape(a.shape[:first] + sum(zip(outs, kernel), ()) + a.shape[first + nd:])
    rest = tuple(range(first + 2 * nd, a.ndim))
    perm = (tuple(range(first)) + tuple(first + 2 * i for i in range(nd)) + rest
            + tuple(first + 2 * i + 1 for i in range(nd)))
    a = a.transpose(perm)
    return a.reshape(a.shape[:a.ndim - nd] + (-1,))


def _geometry(x, attrs):
    first = x.ndim - len(attrs["kernel"]) - (1 if _last(attrs.get("data_format", "NCHW")) else 0)
    return (first, tuple(attrs["kernel"]), tuple(attrs["stride"]),
            tuple(map(tuple, attrs["padding"])), tuple(attrs["dilation"]))


def _max_pool_jvp(primals, tangents, **attrs):
    """Tangent of ``max_pool``: the tangent at the element each window's rule picks (the first
    maximum, row-major in the window, of the "skip" key; for "propagate" the last NaN), the
    element MindSpore's MaxPoolGrad and JAX's derivative of ``reduce_window`` both pick. It is
    taken with a one-hot mask over the windows laid out as a trailing axis, whose transpose is
    elementwise products and strided pads, against XLA's select-and-scatter on CPU: a quarter of
    a LeNet training step (2x2/2), 3x faster for a ResNet stem's 3x3/2 pool. Only while the
    stacked windows hold at most 4x the input (kernel/stride); beyond that (3x3 stride 1, SPP's
    13x13 stride 1) and for integer inputs JAX's derivative is kept (at the "skip" key); not for
    a dilated window, which JAX's derivative of ``reduce_window`` does not take."""
    (x,), (tx,) = primals, tangents
    nan = attrs.get("nan", "propagate")
    key = x if nan == "propagate" else _floored(x)
    kernel, stride = tuple(attrs["kernel"]), tuple(attrs["stride"])
    dilated = any(d != 1 for d in attrs["dilation"])
    if not jnp.issubdtype(x.dtype, jnp.floating) or (
            np.prod(kernel) > 4 * np.prod(stride) and not dilated):
        plain = functools.partial(max_pool.impl, **dict(attrs, nan="propagate"))
        return jax.jvp(plain, (key,), (tx,))[1]
    geometry = _geometry(x, attrs)
    xw = _tile_stack(key, *geometry, -np.inf)
    at = jnp.argmax(xw, axis=-1)
    if nan == "propagate":
        isn = jnp.isnan(xw)
        last = xw.shape[-1] - 1 - jnp.argmax(isn[..., ::-1], axis=-1)
        at = jnp.where(jnp.any(isn, axis=-1), last, at)
    pick = jnp.arange(xw.shape[-1]) == at[..., None]
    return jnp.sum(jnp.where(pick, _tile_stack(tx, *geometry, 0), jnp.zeros((), tx.dtype)),
                   axis=-1)


@register("max_pool", props=(CHANNEL_LAYOUT,), jvp=_max_pool_jvp)
def max_pool(x, *, kernel, stride, padding, dilation, data_format="NCHW", nan="propagate"):
    """Max over windows of the trailing ``len(kernel)`` dims; padding is -inf; ``nan`` the
    2.10 kernel whose NaN rule to follow (module docstring)."""
    k, s, p, d = _window(x, kernel, stride, dilation, padding, data_format)
    floating = jnp.issubdtype(x.dtype, jnp.floating)
    init = -np.inf if floating else jnp.iinfo(x.dtype).min

    def plain(a):
        # a concrete numpy init lets JAX recognise the max monoid (and so differentiate it)
        return lax.reduce_window(a, np.array(init, x.dtype), lax.max, k, s, p, window_dilation=d)
    if not floating or nan == "propagate":
        return plain(x)
    if nan == "skip":           # one pass more over the input (+15% forward, jit, measured)
        return plain(_floored(x))
    # "fold": 2.10's order-dependent value of a window holding a NaN needs the windows laid out
    # (or a cond on the input, +40% forward under jit); a NaN window gives NaN here instead
    return jnp.maximum(plain(x), _lowest(x.dtype))


@register("max_pool_with_argmax", multiple_results=True)
def max_pool_with_argmax(x, *, kernel, stride, padding, dilation, dtype="int64", nan="skip"):
    """(values, flat indices over the trailing ``len(kernel)`` dims) of each window's maximum
    by the ``nan`` rule of a 2.10 kernel (module docstring); padding never wins. One primitive
    (one eager dispatch): the values are read at the indices inside it, so the gradient goes
    to the index."""
    nd = len(kernel)
    sp = x.shape[-nd:]
    lead = x.ndim - nd
    iota = jnp.broadcast_to(jnp.arange(int(np.prod(sp)), dtype=jnp.int32).reshape(sp), x.shape)
    window = ((1,) * lead + tuple(kernel), (1,) * lead + tuple(stride),
              ((0, 0),) * lead + tuple(padding))
    dil = (1,) * lead + tuple(dilation)
    none = np.array(np.iinfo(np.int32).max, np.int32)

    def pick(a, b):
        (va, ia), (vb, ib) = a, b
        take_b = (vb > va) | ((vb == va) & (ib < ia))
        return jnp.where(take_b, vb, va), jnp.where(take_b, ib, ia)
    key = lax.stop_gradient(_floored(x) if nan == "skip" else x)
    floor = -np.inf if jnp.issubdtype(x.dtype, jnp.floating) else _lowest(x.dtype)
    _, idx = lax.reduce_window((key, iota), (np.array(floor, x.dtype), none), pick, *window,
                               window_dilation=dil)
    flat = x.reshape(x.shape[:lead] + (-1,))

    def at(i):
        return jnp.take_along_axis(flat, i.reshape(flat.shape[:lead] + (-1,)), -1).reshape(
            i.shape)
    if jnp.issubdtype(x.dtype, jnp.floating) and nan == "first":
        start = lax.reduce_window(iota, none, lax.min, *window, window_dilation=dil)
        idx = jnp.where(jnp.isnan(at(start)) | (idx == none), start, idx)
    elif jnp.issubdtype(x.dtype, jnp.floating) and nan == "propagate":
        last = lax.reduce_window(jnp.where(jnp.isnan(key), iota, -1), np.array(-1, np.int32),
                                 lax.max, *window, window_dilation=dil)
        idx = jnp.where(last >= 0, last, idx)
    idx = lax.stop_gradient(idx)
    values = at(idx)
    if nan == "skip":
        values = _floored_values(values)
    return values, idx.astype(np.dtype(dtype))
