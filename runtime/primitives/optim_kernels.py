"""Optimizer update rules computed exactly as MindSpore's CPU kernels round them (its st tests
compare loss curves bit for bit), for the fused update primitives in ``nn.py``."""
import jax.numpy as jnp
from jax import lax

from ..registry import NONDIFF, register
from .nnacl import _fma, _fma64
from .lax_twins import float_add
from .rounding import opaque_constant, rounded_product


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

    def lanes(pf, gf, mf, vf):
        num = _fma64(gf, c1, rounded_product(mf, b1, mf)) if nesterov else mf
        return pf - (lr_t * num) / (jnp.sqrt(vf) + e)

    def tail(pf, gf, mf, vf):
        num = _fma64(mf, b1, rounded_product(c1, gf, gf)) if nesterov else mf
        step = (lr_t * num).astype(f64) / (jnp.sqrt(vf.astype(f64)) + e.astype(f64))
        return (pf.astype(f64) - step).astype(f32)
    new_p, = _simd_split(lambda *a: (lanes(*a),), lambda *a: (tail(*a),), (p, g, m2, v2),
                         p.shape, 8)
    return new_p, m2, v2


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


# ---- the Apply* kernels of nn.Adagrad / RMSProp / AdaMax / ProximalAdagrad / Adadelta ----------
# Registered ops so that each rounds as 2.10's CPU kernel in both modes and at every XLA level:
# XLA contracts ``a * b + c`` into an FMA where the C++ template kernels round twice
# (``rounded_product``), and rewrites ``x / sqrt(y)`` into ``x * rsqrt(y)``, which rounds
# otherwise (``_kept``); nnacl's kernels are FMAs where its compiler contracts (``_fma``).
# Scalars (lr, decay, ...) come as arrays; 2.10's float32 kernels are emulated for float32,
# other dtypes take the template formula in their own dtype.

def _kept(root, anchor):
    """``root`` (a square root, >= 0 or NaN) unchanged, as a value XLA cannot see as a sqrt."""
    return float_add(root, opaque_constant(0.0, anchor).astype(root.dtype))


def _scalar(x, dt):
    return jnp.ravel(jnp.asarray(x))[0].astype(dt)


def _simd_split(fn_lanes, fn_tail, arrays, shape, block):
    """nnacl's loop over flat arrays: ``fn_lanes`` over the first ``n // block * block``
    values (its SIMD blocks), ``fn_tail`` over the rest (its C loop). The lanes' rule runs over
    every value and the tail's few are written over it (an in-place update: a concatenation of
    the two parts cost GRAPH_MODE ~20 ms on 1M values)."""
    flat = [a.reshape(-1) for a in arrays]
    n = flat[0].size
    cut = n // block * block
    if not n:
        return tuple(arrays)
    outs = fn_lanes(*flat) if cut else fn_tail(*flat)
    if 0 < cut < n:
        tails = fn_tail(*(a[cut:] for a in flat))
        outs = [lax.dynamic_update_slice(o, t, (cut,)) for o, t in zip(outs, tails)]
    return tuple(o.reshape(shape) for o in outs)


@register("apply_adagrad", props=(NONDIFF,), multiple_results=True)
def apply_adagrad(var, accum, lr, grad, update_slots=True):
    """2.10's ApplyAdagrad: accum += g * g (``update_slots``);
    var -= (lr * g) * (1 / sqrt(accum + 1e-8)), the eps a constant of the kernel (accum 0 with
    g 0 moves nothing), every operation rounded (no FMA). (new var, new accum)."""
    dt = var.dtype
    lr = _scalar(lr, dt)
    eps = jnp.asarray(1e-8, dt)
    if update_slots:
        accum = float_add(accum, rounded_product(grad, grad, grad))
    step = rounded_product(lr, grad, grad)
    root = _kept(jnp.sqrt(float_add(accum, eps)), grad)
    return var - rounded_product(step, jnp.asarray(1, dt) / root, grad), accum


@register("apply_rmsprop", props=(NONDIFF,), multiple_results=True)
def apply_rmsprop(var, mean_square, moment, lr, grad, decay, momentum, epsilon):
    """2.10's ApplyRMSProp (nnacl ``RMSPropUnuseCenterFp32``, float32): AVX blocks of 8 in
    float32 FMAs, ms = fma(fma(g, g, -ms), 1 - decay, ms) (``1 - decay`` taken in double),
    mom = fma(mom, momentum, (g * lr) / (sqrt(ms) + eps)); the last ``size % 8`` values through
    C: ``(g * g - ms)`` one FMA times the double ``1 - decay``, ``sqrt(ms + eps)`` in double, so
    the step and the moment's sum round once from double. var -= mom. (var, ms, mom)."""
    f32, f64 = jnp.float32, jnp.float64
    out_dt = var.dtype
    lr, dec, mo, eps = (_scalar(x, f32) for x in (lr, decay, momentum, epsilon))
    c64 = 1.0 - dec.astype(f64)
    c32 = c64.astype(f32)

    def lanes(v, ms, m, g):
        ms2 = _fma(_fma(g, g, -ms), c32, ms)
        q = rounded_product(g, lr, g) / (jnp.sqrt(ms2) + eps)
        m2 = _fma64(m, mo, q)     # (XLA contracts it in a graph, not in PYNATIVE's kernel)
        return v - m2, ms2, m2

    def tail(v, ms, m, g):    # (float64 FMAs: XLA would share a product with the lanes')
        x = _fma64(g, g, -ms)
        ms2 = (ms.astype(f64) + rounded_product(x.astype(f64), c64, g)).astype(f32)
        root = _kept(jnp.sqrt(float_add(ms2, eps).astype(f64)), g)
        q = rounded_product(g, lr, g).astype(f64) / root
        m2 = (rounded_product(m, mo, g).astype(f64) + q).astype(f32)
        return v - m2, ms2, m2
    arrays = [a.astype(f32) for a in (var, mean_square, moment, grad)]
    outs = _simd_split(lanes, tail, arrays, var.shape, 8)
    return tuple(o.astype(out_dt) for o in outs)


@register("apply_centered_rmsprop", props=(NONDIFF,), multiple_results=True)
def apply_centered_rmsprop(var, mean_grad, mean_square, moment, grad, lr, decay, momentum,
                           epsilon):
    """2.10's ApplyCenteredRMSProp (a C++ template kernel, no FMA): c = (T)(1 - (double)decay);
    ms += (g * g - ms) * c; mg += (g - mg) * c; denom = (ms - mg * mg) + eps; where denom > 0:
    mom = mom * momentum + (g * lr) / (T)sqrt((double)denom), var -= mom (elsewhere var and
    mom stay). (var, mg, ms, mom)."""
    dt = var.dtype
    lr, mo, eps = (_scalar(x, dt) for x in (lr, momentum, epsilon))
    c = (1.0 - _scalar(decay, jnp.float64 if dt == jnp.float64 else jnp.float32)
         .astype(jnp.float64)).astype(dt)
    ms2 = mean_square + rounded_product(rounded_product(grad, grad, grad) - mean_square, c, grad)
    mg2 = mean_grad + rounded_product(grad - mean_grad, c, grad)
    denom = (ms2 - rounded_product(mg2, mg2, grad)) + eps
    ok = denom > 0
    root = _kept(jnp.sqrt(jnp.where(ok, denom, 1).astype(jnp.float64)), grad).astype(dt)
    mom2 = rounded_product(moment, mo, grad) + rounded_product(grad, lr, grad) / root
    mom2 = jnp.where(ok, mom2, moment)
    return jnp.where(ok, var - mom2, var), mg2, ms2, mom2


@register("apply_ada_max", props=(NONDIFF,), multiple_results=True)
def apply_ada_max(var, m, v, beta1_power, lr, beta1, beta2, epsilon, grad):
    """2.10's ApplyAdaMax (template kernel, no FMA): m = b1 * m + (1 - b1) * g;
    v = max(b2 * v, |g|); var -= (lr / (1 - b1_power)) * (m / (v + eps)). (var, m, v)."""
    dt = var.dtype
    b1p, lr, b1, b2, eps = (_scalar(x, dt) for x in (beta1_power, lr, beta1, beta2, epsilon))
    one = jnp.asarray(1, dt)
    m2 = rounded_product(b1, m, grad) + rounded_product(one - b1, grad, grad)
    v2 = jnp.maximum(b2 * v, jnp.abs(grad))
    return var - rounded_product(lr / (one - b1p), m2 / (v2 + eps), lr), m2, v2


@register("apply_proximal_adagrad", props=(NONDIFF,), multiple_results=True)
def apply_proximal_adagrad(var, accum, lr, l1, l2, grad):
    """2.10's ApplyProximalAdagrad (nnacl, float32): accum = fma(g, g, accum); in its SIMD
    blocks (8 then 4 values) lr_a = lr / sqrt(accum), prox = fma(-g, lr_a, var),
    var = sign(prox) * max(fma(-lr_a, l1, |prox|), 0) / fma(l2, lr_a, 1) (l1 > 0) or
    prox / fma(l2, lr_a, 1); the last ``size % 4`` values in C, lr_a and the l1 branch's
    quotient through double. (var, accum)."""
    f32, f64 = jnp.float32, jnp.float64
    out_dt = var.dtype
    lr, l1, l2 = (_scalar(x, f32) for x in (lr, l1, l2))

    def shrink(prox, lr_a, wide):
        fma = _fma64 if wide else _fma
        den = fma(jnp.broadcast_to(l2, lr_a.shape), lr_a, jnp.ones_like(lr_a))
        plain = prox / den
        if wide:
            num = jnp.maximum(jnp.abs(prox).astype(f64)
                              - rounded_product(lr_a, l1, lr_a).astype(f64), 0.0)
            cut = (jnp.sign(prox).astype(f64) * num / den.astype(f64)).astype(f32)
        else:
            cut = jnp.sign(prox) * (jnp.maximum(_fma(-lr_a, l1, jnp.abs(prox)), 0) / den)
        return jnp.where(l1 > 0, cut, plain)

    def lanes(v, a, g):
        a2 = _fma(g, g, a)
        lr_a = lr / _kept(jnp.sqrt(a2), g)
        return shrink(_fma(-g, lr_a, v), lr_a, False), a2

    def tail(v, a, g):      # (float64 FMAs: XLA would share a product with the lanes')
        a2 = _fma64(g, g, a)
        lr_a = (lr.astype(f64) / _kept(jnp.sqrt(a2.astype(f64)), g)).astype(f32)
        return shrink(_fma64(-g, lr_a, v), lr_a, True), a2
    arrays = [a.astype(f32) for a in (var, accum, grad)]
    outs = _simd_split(lanes, tail, arrays, var.shape, 4)
    return tuple(o.astype(out_dt) for o in outs)


@register("apply_adadelta", props=(NONDIFF,), multiple_results=True)
def apply_adadelta(var, accum, accum_update, lr, rho, epsilon, grad):
    """2.10's ApplyAdadelta (template kernel, float32): accum = rho * accum + (1.0 - rho) *
    (g * g) with ``1.0 - rho`` a double (the sum rounds once from double);
    u = sqrt(accum_update + eps) * (g / sqrt(accum + eps)) in float32;
    accum_update likewise with u * u; var -= lr * u. (var, accum, accum_update)."""
    f32, f64 = jnp.float32, jnp.float64
    out_dt = var.dtype
    lr, rho, eps = (_scalar(x, f32) for x in (lr, rho, epsilon))
    c = 1.0 - rho.astype(f64)
    var, accum, accum_update, grad = (a.astype(f32) for a in (var, accum, accum_update, grad))

    def mix(old, sq):
        return (rounded_product(rho, old, old).astype(f64)
                + rounded_product(c, sq.astype(f64), old)).astype(f32)
    acc2 = mix(accum, rounded_product(grad, grad, grad))
    u = jnp.sqrt(float_add(accum_update, eps)) * (grad / _kept(jnp.sqrt(acc2 + eps), grad))
    au2 = mix(accum_update, rounded_product(u, u, grad))
    return tuple(o.astype(out_dt) for o in (var - rounded_product(lr, u, grad), acc2, au2))


@register("apply_adam", props=(NONDIFF,), multiple_results=True)
def apply_adam(var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad,
               use_nesterov=False):
    """``ops.Adam()``'s step, 2.10's CPU kernel (``ms_adam``: nnacl's AdamFp32 for float32,
    float16 through float32): (new var, new m, new v)."""
    f32 = jnp.float32
    b1p, b2p, lr = (_scalar(x, f32) for x in (beta1_power, beta2_power, lr))
    return ms_adam(lr, b1p, b2p, (var,), (grad,), (m,), (v,), _scalar(beta1, f32),
                   _scalar(beta2, f32), _scalar(epsilon, f32), use_nesterov)


@register("apply_ftrl", props=(NONDIFF,), multiple_results=True)
def apply_ftrl(var, accum, linear, grad, lr, l1, l2, lr_power):
    """2.10's ApplyFtrl (template kernel, no FMA; Float16 state updated in float32):
    accum' = accum + g * g; C's ``pow`` (double, rounded once) for ``accum^-lr_power``;
    linear += g - (accum'^p - accum^p) / lr * var (the product rounded before the sum);
    var = (sign(linear) * l1 - linear) / (accum'^p / lr + 2 * l2) where |linear| > l1, else 0
    (2.10 takes ``linear ? l1 : -l1``; minicell keeps the sign). (var, accum, linear)."""
    out_dt = var.dtype
    dt = jnp.float32 if out_dt == jnp.float16 else out_dt
    var, accum, linear, grad = (a.astype(dt) for a in (var, accum, linear, grad))
    lr, l1, l2 = (_scalar(x, dt) for x in (lr, l1, l2))
    power = -_scalar(lr_power, jnp.float64)
    acc2 = float_add(accum, rounded_product(grad, grad, grad))
    # constants (nn.FTRL's floats) would let XLA turn ``x / lr`` into ``x * (1 / lr)`` and,
    # with l2 = 0, ``x / (p / lr)`` into ``x * lr / p``: a zero it cannot fold keeps them
    zero = opaque_constant(0.0, grad)
    lr = float_add(lr, zero)

    def c_pow(x):
        wide = x.astype(jnp.float64)
        return jnp.where(power == 0.5, jnp.sqrt(wide), jnp.power(wide, power)).astype(dt)
    new_pow = c_pow(acc2)
    lin = linear + (grad - rounded_product((new_pow - c_pow(accum)) / lr, var, lr))
    quad = new_pow / lr + float_add(2 * l2, zero)
    new_var = jnp.where(jnp.abs(lin) > l1, (jnp.sign(lin) * l1 - lin) / quad, 0)
    return tuple(o.astype(out_dt) for o in (new_var, acc2, lin))


@register("apply_adam_with_amsgrad", props=(NONDIFF,), multiple_results=True)
def apply_adam_with_amsgrad(var, m, v, vhat, beta1_power, beta2_power, lr, beta1, beta2,
                            epsilon, grad):
    """2.10's ApplyAdamWithAmsgrad(V2) (template kernel, no FMA):
    lr_t = lr * (T)sqrt((double)(1 - b2_power)) / (1 - b1_power); m += (g - m) * (1 - b1);
    v += (g * g - v) * (1 - b2); vhat = max(vhat, v);
    var -= lr_t * m / ((T)sqrt((double)vhat) + eps). (var, m, v, vhat)."""
    dt = var.dtype
    b1p, b2p, lr, b1, b2, eps = (_scalar(x, dt)
                                 for x in (beta1_power, beta2_power, lr, beta1, beta2, epsilon))
    one, f64 = jnp.asarray(1, dt), jnp.float64
    lr_t = lr * jnp.sqrt((one - b2p).astype(f64)).astype(dt) / (one - b1p)
    m2 = m + rounded_product(grad - m, one - b1, grad)
    v2 = v + rounded_product(rounded_product(grad, grad, grad) - v, one - b2, grad)
    vh = jnp.maximum(vhat, v2)
    root = jnp.sqrt(vh.astype(f64)).astype(dt)
    return var - (lr_t * m2) / (root + eps), m2, v2, vh
