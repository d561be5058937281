"""Optimizer update rules computed exactly as MindSpore's CPU kernels round them (its st tests
compare loss curves bit for bit), for the fused update primitives in ``nn.py``."""
import jax.numpy as jnp


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
        dt = p.dtype
        z = zero.astype(dt)
        c1, c2 = (one - b1).astype(dt), (one - b2).astype(dt)
        g = g.astype(dt)
        m2 = m + ((g - m) * c1 + z)
        v2 = v + (((g * g + z) - v) * c2 + z)
        num = (m2 * b1.astype(dt) + z) + (c1 * g + z) if nesterov else m2
        new_p.append(p - lr_t.astype(dt) * num / (jnp.sqrt(v2) + e.astype(dt)))
        new_m.append(m2.astype(m.dtype))
        new_v.append(v2.astype(v.dtype))
    return tuple(new_p) + tuple(new_m) + tuple(new_v)
