"""Optimizer update rules computed exactly as MindSpore's CPU kernels round them (its st tests
compare loss curves bit for bit), for the fused update primitives in ``nn.py``."""
import jax.numpy as jnp

from ..registry import NONDIFF, register
from .nnacl import _fma, _fma64
from .rounding import rounded_product


def ms_adam(lr, beta1_power, beta2_power, ps, gs, ms_, vs, beta1, beta2, eps, nesterov):
    """MindSpore's Adam kernel, rounding as it does (its loss curves are compared bit for bit):
    beta1, beta2 and eps are float32 Tensors, so ``1 - beta`` is taken in float32;
    m += (g - m) * (1 - beta1); v += (g * g - v) * (1 - beta2);
    p -= lr_t * m / (sqrt(v) + eps) with lr_t = lr * sqrt(1 - beta2^t) / (1 - beta1^t)."""
    f32 = jnp.float32
    b1, b2, e = jnp.asarray(beta1, f32), jnp.asarray(beta2, f32), jnp.asarray(eps, f32)
    one = jnp.asarray(1.0, f32)
    # XLA on CPU contracts ``a * b + c`` into one FMA, which rounds once where the kernel
    # rounds twice (the powers are products too: ``beta1_power * beta1`` just before, in the
    # same graph). Adding a zero that XLA cannot fold (``0 * lr``) to a product rounds it first.
    zero = 0 * lr.astype(f32)
    beta1_power, beta2_power = beta1_power + zero, beta2_power + zero
    lr_t = (lr.astype(f32) * jnp.sqrt(one - beta2_power.astype(f32))
            / (one - beta1_power.astype(f32)))
    new_p, new_m, new_v = [], [], []
    for p, g, m, v in zip(ps, gs, ms_, vs):
        # 2.10's CPU Adam has a float32 kernel only: a Float16 var, m, v and grad are cast to
        # float32, updated there and cast back (v that underflows float16 is stored as 0, but
        # the step divides by float32's sqrt(v), not by float16's 0 + eps = 0)
        out_dt = p.dtype
        dt = f32 if out_dt == jnp.float16 else out_dt
        p, m0, v0 = p.astype(dt), m, v
        m, v = m.astype(dt), v.astype(dt)
        z = zero.astype(dt)
        c1, c2 = (one - b1).astype(dt), (one - b2).astype(dt)
        g = g.astype(dt)
        if dt == f32:
            p2, m2, v2 = _nnacl_adam(p, g, m, v, lr_t, b1, c1, c2, e, nesterov)
            new_p.append(p2.astype(out_dt))
            new_m.append(m2.astype(m0.dtype))
            new_v.append(v2.astype(v0.dtype))
            continue
        m2 = m + ((g - m) * c1 + z)
        v2 = v + (((g * g + z) - v) * c2 + z)
        num = (m2 * b1.astype(dt) + z) + (c1 * g + z) if nesterov else m2
        new_p.append((p - lr_t.astype(dt) * num / (jnp.sqrt(v2) + e.astype(dt))).astype(out_dt))
        new_m.append(m2.astype(m0.dtype))
        new_v.append(v2.astype(v0.dtype))
    return tuple(new_p) + tuple(new_m) + tuple(new_v)


def _nnacl_moments(g, m, v, c1, c2):
    """nnacl's Adam moments, each one FMA (``c1``, ``c2``: 1 - beta1, 1 - beta2):
    m += (g - m) * c1 and v += (g * g - v) * c2 (``g * g - v`` one FMA too)."""
    return _fma(g - m, c1, m), _fma(_fma(g, g, -v), c2, v)


def _nnacl_adam(p, g, m, v, lr_t, b1, c1, c2, e, nesterov):
    """nnacl's ``AdamFp32`` over a flat float32 parameter: m += (g - m) * (1 - b1) and
    v += (g * g - v) * (1 - b2) as FMAs (the compiler contracts its AVX intrinsics and its
    C alike); the AVX blocks of 8 step in float32, p -= (lr_t * m) / (sqrt(v) + eps) (Nesterov:
    ``fma(g, 1 - b1, m * b1)`` for m), the last ``size % 8`` values through C's double sqrt,
    so their step runs in float64 and rounds once (Nesterov: ``fma(m, b1, (1 - b1) * g)``).
    A tensor 2.10 splits over threads (large ones, after its first calls) has such a tail per
    thread: not reproduced. Measured: Adam plain / weight decay / loss scale / Nesterov
    (3 steps, (4, 9)) 36/36 values equal (weight decay was 32/36, the others 35/36)."""
    f32, f64 = jnp.float32, jnp.float64
    m2, v2 = _nnacl_moments(g, m, v, c1, c2)
    flat = [a.reshape(-1) for a in (p, g, m2, v2)]
    n = p.size
    cut = n // 8 * 8
    if not n:
        return p, m2, v2

    def lanes(pf, gf, mf, vf):
        num = _fma64(gf, c1, rounded_product(mf, b1, mf)) if nesterov else mf
        return pf - (lr_t * num) / (jnp.sqrt(vf) + e)

    def tail(pf, gf, mf, vf):
        num = _fma64(mf, b1, rounded_product(c1, gf, gf)) if nesterov else mf
        step = (lr_t * num).astype(f64) / (jnp.sqrt(vf.astype(f64)) + e.astype(f64))
        return (pf.astype(f64) - step).astype(f32)
    parts = [fn(*(a[lo:hi] for a in flat)) for fn, lo, hi in ((lanes, 0, cut), (tail, cut, n))
             if hi > lo]
    return jnp.concatenate(parts).reshape(p.shape), m2, v2


def ms_adam_weight_decay_half(lr, p, g, m, v, beta1, beta2, eps, decay):
    """MindSpore's AdamWeightDecay CPU kernel on a Float16 ``p`` (and so Float16 m, v, g):
    every scalar is cast to float16 first (eps 1e-6 becomes the subnormal 1.0133e-6; 1 - beta1
    is 1 - fp16(0.9) = 0.10009766) and every operation rounds to float16:
    m += (g - m) * (1 - beta1); v += (g * g - v) * (1 - beta2); sqrt(v) through double;
    p -= lr * (m / (sqrt(v) + eps) + decay * p). Small gradients' v underflows to 0 there, so
    their step is m / eps: 2.10's Float16 parameters move by up to ~1 in one step."""
    h, f32 = jnp.float16, jnp.float32
    lr16 = jnp.ravel(jnp.asarray(lr, f32))[0].astype(h)
    z = (0 * lr16)      # a zero XLA cannot fold: keeps each product rounded on its own
    b1, b2, e, d = (jnp.ravel(jnp.asarray(x, f32))[0].astype(h)
                    for x in (beta1, beta2, eps, decay))
    one = jnp.asarray(1.0, h)
    c1, c2 = one - b1, one - b2
    g = g.astype(h)
    m2 = m + ((g - m) * c1 + z)
    v2 = v + (((g * g + z) - v) * c2 + z)
    sv = jnp.sqrt(v2.astype(f32)).astype(h)
    upd = m2 / (sv + e) + (d * p + z)
    return p - (lr16 * upd + z), m2, v2


def ms_adam_weight_decay_f32(lr, p, g, m, v, beta1, beta2, eps, decay):
    """MindSpore's AdamWeightDecay CPU kernel on a Float32 ``p`` (nnacl's
    ``AdamWeightDecayFp32``; 2.10's build has no AVX-512 lanes for it, so every value takes its
    scalar loop, product-adds contracted into FMAs by the compiler):
    m += (g - m) * (1 - beta1) and v += (g * g - v) * (1 - beta2), each one FMA (v's ``g * g - v``
    one too); then ``sqrt(v)`` is C's double sqrt, so the rest runs in float64:
    p -= lr * (m / (sqrt(v) + eps) + decay * p), ``decay * p`` a float32 product, the new p
    rounded to float32 once. Measured: 800,012 values of var, m and v bit-equal to 2.10's."""
    f32, f64 = jnp.float32, jnp.float64
    lr, b1, b2, e, d = (jnp.ravel(jnp.asarray(x, f32))[0] for x in (lr, beta1, beta2, eps, decay))
    one = jnp.asarray(1.0, f32)
    m2, v2 = _nnacl_moments(g, m, v, one - b1, one - b2)
    q = m2.astype(f64) / (jnp.sqrt(v2.astype(f64)) + e.astype(f64))
    step = q + rounded_product(d, p, p).astype(f64)
    return (p.astype(f64) - lr.astype(f64) * step).astype(f32), m2, v2


@register("adam_weight_decay_half", props=(NONDIFF,), multiple_results=True)
def adam_weight_decay_half(lr, p, g, m, v, beta1, beta2, eps, decay):
    """``ops.AdamWeightDecay()`` on a Float16 var: (new var, new m, new v) as 2.10's kernel.
    A Float32 var takes 2.10's float32 kernel (``ms_adam_weight_decay_f32``)."""
    if p.dtype == jnp.float32:
        return ms_adam_weight_decay_f32(lr, p, g.astype(p.dtype), m, v, beta1, beta2, eps, decay)
    return ms_adam_weight_decay_half(lr, p, g, m, v, beta1, beta2, eps, decay)


@register("adam_weight_decay_update", props=(NONDIFF,), multiple_results=True)
def adam_weight_decay_update(lr, *arrays, beta1, beta2, eps, decay_flags, weight_decay):
    """MindSpore AdamWeightDecay (no bias correction) on flat (p..., g..., m..., v...):
    update = m / (sqrt(v) + eps) (+ wd * p where decayed); p -= lr * update. Float16 and float32
    parameters round as 2.10's kernels (``ms_adam_weight_decay_half`` / ``_f32``)."""
    n = len(arrays) // 4
    ps, gs, ms_, vs = (arrays[i * n:(i + 1) * n] for i in range(4))
    new_p, new_m, new_v = [], [], []
    for p, g, m, v, dec in zip(ps, gs, ms_, vs, decay_flags):
        wd = weight_decay if dec else 0.0
        if p.dtype in (jnp.float16, jnp.float32):
            kernel = ms_adam_weight_decay_f32 if p.dtype == jnp.float32 else \
                ms_adam_weight_decay_half
            p2, m2, v2 = kernel(lr, p, g.astype(p.dtype), m, v, beta1, beta2, eps, wd)
        else:
            m2 = beta1 * m + (1 - beta1) * g
            v2 = beta2 * v + (1 - beta2) * jnp.square(g)
            upd = m2 / (jnp.sqrt(v2) + eps)
            p2 = p - (lr * (upd + wd * p if wd else upd)).astype(p.dtype)
        new_p.append(p2)
        new_m.append(m2.astype(m.dtype))
        new_v.append(v2.astype(v.dtype))
    return tuple(new_p) + tuple(new_m) + tuple(new_v)
