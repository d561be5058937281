"""MindSpore's optimizer Primitives (``ops.ApplyMomentum()``, ``ops.Adam()``, ...): each
computes one update step with MindSpore's formula, writes the new values into its Parameter
inputs (``ops.assign``: now in PYNATIVE_MODE, when the compiled graph runs in GRAPH_MODE) and
returns MindSpore's outputs. Rows in ``rows_more.py``.

>>> import minicell as ms
>>> var = ms.Parameter(ms.Tensor([1.0, 2.0]), name="var")
>>> _ = ms.ops.ApplyGradientDescent()(var, 0.5, ms.Tensor([1.0, 1.0]))
>>> var.asnumpy().tolist()
[0.5, 1.5]
"""
import math

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import dispatch
from ..runtime.registry import freeze_attrs, get_op
from . import functional as F
from .primitive import Primitive, prim_attr_register


def _put(param, value):
    """Write ``value`` into ``param`` and return the value (as read back after the write).
    A plain Tensor ``param`` is written too, as MindSpore 2.10 does (measured, both modes)."""
    F.write_into(param, value, "Assign")     # the rule's own dtype: not a user's ops.assign
    return value


def _put_all(params, values):
    """Write each value into its Parameter; returns the values as a tuple."""
    return tuple(_put(p, v) for p, v in zip(params, values))


def kernel(name, *args, **attrs):
    """The registered update op ``name`` (2.10's CPU kernel, as it rounds) on ``args``; a
    Python number becomes a Float32 Tensor. Returns the op's tuple of new values."""
    args = [t if hasattr(t, "dtype") else Tensor(t, mstype.float32) for t in args]
    return dispatch(get_op(name), args, freeze_attrs(attrs))


def _float32_kernel(rule, var, *args):
    """``rule(var, *args)`` as MindSpore 2.10 runs a CPU kernel that has no float64 version
    (ApplyAdagradV2, ApplyAdadelta): float64 inputs are computed in float32 and the results
    cast back to float64 (measured: the values carry float32 rounding)."""
    from ..common import dtype as mstype
    if var.dtype != mstype.float64:
        return rule(var, *args)
    narrow = [F.cast(t, mstype.float32) if hasattr(t, "dtype") else t for t in (var,) + args]
    return tuple(F.cast(t, mstype.float64) for t in rule(*narrow))


# ---- update rules shared by the dense and the sparse (row-wise) Primitives ---------------------
def adagrad_rule(var, accum, lr, grad, eps=0.0, update_slots=True):
    acc = accum + grad * grad if update_slots else accum
    return var - lr * grad / (F.sqrt(acc) + eps), acc


def prox_adagrad_rule(var, accum, lr, l1, l2, grad):
    acc = accum + grad * grad
    lr_t = lr / F.sqrt(acc)          # MindSpore's kernel: the L1/L2 step uses the adapted rate too
    return _prox(var - lr_t * grad, lr_t, l1, l2), acc


def adadelta_rule(var, accum, accum_update, lr, rho, epsilon, grad):
    acc = rho * accum + (1 - rho) * grad * grad
    update = F.sqrt(accum_update + epsilon) * grad / F.sqrt(acc + epsilon)
    acc_up = rho * accum_update + (1 - rho) * update * update
    return var - lr * update, acc, acc_up


def ftrl_rule(var, accum, linear, grad, lr, l1, l2, lr_power, l2_shrinkage=0.0):
    """MindSpore's FTRL kernel: float16 state is updated in float32, ``lr_power == -0.5``
    takes square roots, and ``linear += grad - ...`` groups as the kernel does (bit-equal)."""
    from ..common import dtype as mstype
    dtype = var.dtype
    if dtype == mstype.float16:
        var, accum, linear, grad = (F.cast(t, mstype.float32) for t in (var, accum, linear, grad))
    acc_new = accum + grad * grad
    # ``zero`` (``0 * grad`` is not folded for floats) keeps XLA from rewriting ``x / lr`` into
    # ``x * (1 / lr)`` and ``x / (p / lr)`` into ``x * lr / p``, which round differently
    zero = 0 * grad
    lr = lr + zero
    if isinstance(lr_power, (int, float)) and lr_power == -0.5:
        p_new, p_old = F.sqrt(acc_new), F.sqrt(accum)
    else:
        p_new, p_old = F.pow(acc_new, -lr_power), F.pow(accum, -lr_power)
    shrunk = grad + 2 * l2_shrinkage * var if l2_shrinkage else grad
    lin = linear + (shrunk - (p_new - p_old) / lr * var)
    quadratic = p_new / lr + (2 * l2 + zero)
    new_var = F.select(F.abs(lin) > l1, (F.sign(lin) * l1 - lin) / quadratic, F.zeros_like(lin))
    if dtype == mstype.float16:
        return tuple(F.cast(t, dtype) for t in (new_var, acc_new, lin))
    return new_var, acc_new, lin


def _sqrt(x):
    """``sqrt`` of a Tensor or of a Python number (FusedSparseAdam's ``beta*_power`` may be
    plain floats in 2.10's tests)."""
    return math.sqrt(x) if isinstance(x, (int, float)) else F.sqrt(x)


def adam_rule(var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad,
              nesterov=False):
    m_new = beta1 * m + (1 - beta1) * grad
    v_new = beta2 * v + (1 - beta2) * grad * grad
    lr_t = lr * _sqrt(1 - beta2_power) / (1 - beta1_power)
    num = m_new * beta1 + (1 - beta1) * grad if nesterov else m_new
    return var - lr_t * num / (F.sqrt(v_new) + epsilon), m_new, v_new


def _adadelta_kernel(*args):
    return kernel("apply_adadelta", *args)


def _prox_adagrad_kernel(*args):
    return kernel("apply_proximal_adagrad", *args)


class _Apply(Primitive):
    """Base: MindSpore's ``use_locking`` constructor attribute, nothing else."""

    @prim_attr_register
    def __init__(self, use_locking=False):
        pass

    def __call__(self, *args):
        outs = self.step(*args)
        return outs[0] if len(outs) == 1 else tuple(outs)


def _sq(x):
    return x * x


class ApplyGradientDescent(_Apply):
    """``var -= alpha * delta``; returns var."""

    @prim_attr_register
    def __init__(self):
        pass

    def step(self, var, alpha, delta):
        return (_put(var, var - alpha * delta),)


def _prox(prox_v, lr, l1, l2):
    return F.sign(prox_v) / (1 + lr * l2) * F.maximum(F.abs(prox_v) - lr * l1, 0.0)


class ApplyProximalGradientDescent(ApplyGradientDescent):
    """``var = prox(var - alpha * delta)`` with L1/L2 shrinkage; returns var."""

    def step(self, var, alpha, l1, l2, delta):
        return (_put(var, _prox(var - alpha * delta, alpha, l1, l2)),)


class ApplyMomentum(Primitive):
    """``accum = momentum * accum + grad``; ``var -= lr * accum`` (Nesterov:
    ``var -= lr * (grad + momentum * accum)``); returns var."""

    @prim_attr_register
    def __init__(self, use_nesterov=False, use_locking=False, gradient_scale=1.0):
        for name, value in (("use_nesterov", use_nesterov), ("use_locking", use_locking)):
            if not isinstance(value, bool):         # 2.10's text (measured: use_nesterov)
                raise TypeError(f"For 'ApplyMomentum', the '{name}' must be a bool, but got "
                                f"{type(value).__name__}.")

    def __call__(self, variable, accumulation, learning_rate, gradient, momentum):
        if self.attrs["gradient_scale"] != 1.0:
            gradient = gradient * self.attrs["gradient_scale"]
        accum = _put(accumulation, accumulation * momentum + gradient)
        if self.attrs["use_nesterov"]:
            return _put(variable, variable - (gradient * learning_rate
                                               + accum * momentum * learning_rate))
        return _put(variable, variable - learning_rate * accum)


class ApplyKerasMomentum(Primitive):
    """``accum = momentum * accum - lr * grad``; ``var += accum`` (Nesterov:
    ``var += momentum * accum - lr * grad``); returns (var, accum)."""

    @prim_attr_register
    def __init__(self, use_locking=False, use_nesterov=False):
        pass

    def __call__(self, var, accum, lr, grad, momentum):
        acc = _put(accum, accum * momentum - lr * grad)
        step = acc * momentum - lr * grad if self.attrs["use_nesterov"] else acc
        return _put(var, var + step), acc


class ApplyAdagrad(Primitive):
    """``accum += grad**2`` (when ``update_slots``); ``var -= lr * grad / sqrt(accum + 1e-8)``
    (2.10's kernel adds that eps); returns (var, accum)."""

    @prim_attr_register
    def __init__(self, update_slots=True):
        pass

    def __call__(self, var, accum, lr, grad):
        return _put_all((var, accum), kernel("apply_adagrad", var, accum, lr, grad,
                                             update_slots=bool(self.attrs["update_slots"])))


class ApplyAdagradV2(ApplyAdagrad):
    """``ApplyAdagrad`` with ``epsilon`` added to ``sqrt(accum)``."""

    @prim_attr_register
    def __init__(self, epsilon, update_slots=True):
        pass

    def __call__(self, var, accum, lr, grad):
        # 2.10's ApplyAdagradV2 CPU kernel: float32 and float16 only
        def rule(*args):
            return adagrad_rule(*args, self.attrs["epsilon"], self.attrs["update_slots"])
        return _put_all((var, accum), _float32_kernel(rule, var, accum, lr, grad))


class ApplyAdadelta(_Apply):
    """Adadelta; returns (var, accum, accum_update)."""

    def step(self, var, accum, accum_update, lr, rho, epsilon, grad):
        return _put_all((var, accum, accum_update),
                        _float32_kernel(_adadelta_kernel, var, accum, accum_update, lr, rho,
                                        epsilon, grad))


class ApplyAdaMax(_Apply):
    """AdaMax; returns (var, m, v)."""

    @prim_attr_register
    def __init__(self):
        pass

    def step(self, var, m, v, beta1_power, lr, beta1, beta2, epsilon, grad):
        return _put_all((var, m, v), kernel("apply_ada_max", var, m, v, beta1_power, lr, beta1,
                                            beta2, epsilon, grad))


class ApplyRMSProp(_Apply):
    """RMSProp; returns var."""

    def step(self, var, mean_square, moment, learning_rate, grad, decay, momentum, epsilon):
        return _put_all((var, mean_square, moment), kernel(
            "apply_rmsprop", var, mean_square, moment, learning_rate, grad, decay, momentum,
            epsilon))[:1]


class ApplyCenteredRMSProp(_Apply):
    """Centered RMSProp; returns var."""

    def step(self, var, mean_gradient, mean_square, moment, grad, learning_rate, decay,
             momentum, epsilon):
        new = kernel("apply_centered_rmsprop", var, mean_gradient, mean_square, moment, grad,
                     learning_rate, decay, momentum, epsilon)
        return _put_all((var, mean_gradient, mean_square, moment), new)[:1]


class ApplyFtrl(_Apply):
    """FTRL-proximal; returns var."""

    def step(self, var, accum, linear, grad, lr, l1, l2, lr_power):
        return _put_all((var, accum, linear), kernel("apply_ftrl", var, accum, linear, grad, lr,
                                                     l1, l2, lr_power))[:1]


class ApplyPowerSign(_Apply):
    """PowerSign; returns (var, m)."""

    @prim_attr_register
    def __init__(self):
        pass

    def step(self, var, m, lr, logbase, sign_decay, beta, grad):
        m_new = _put(m, beta * m + (1 - beta) * grad)
        update = F.exp(logbase * sign_decay * F.sign(grad) * F.sign(m_new)) * grad
        return _put(var, var - lr * update), m_new


class ApplyAddSign(ApplyPowerSign):
    """AddSign; returns (var, m)."""

    def step(self, var, m, lr, alpha, sign_decay, beta, grad):
        m_new = _put(m, beta * m + (1 - beta) * grad)
        update = (alpha + sign_decay * F.sign(grad) * F.sign(m_new)) * grad
        return _put(var, var - lr * update), m_new


class ApplyProximalAdagrad(_Apply):
    """Proximal Adagrad; returns (var, accum)."""

    def step(self, var, accum, lr, l1, l2, grad):
        return _put_all((var, accum), _float32_kernel(_prox_adagrad_kernel, var, accum, lr, l1,
                                                      l2, grad))


def _moments(m, v, beta1, beta2, grad):
    return (_put(m, beta1 * m + (1 - beta1) * grad),
            _put(v, beta2 * v + (1 - beta2) * _sq(grad)))


class ApplyAdamWithAmsgrad(Primitive):
    """Adam with AMSGrad's running max of v; returns (var, m, v, vhat)."""

    @prim_attr_register
    def __init__(self, beta1=0.9, beta2=0.999, epsilon=1e-8, use_locking=False):
        pass

    def __call__(self, var, m, v, vhat, beta1_power, beta2_power, lr, grad):
        a = self.attrs
        return _put_all((var, m, v, vhat), kernel(
            "apply_adam_with_amsgrad", var, m, v, vhat, beta1_power, beta2_power, lr,
            a["beta1"], a["beta2"], a["epsilon"], grad))


class Adam(Primitive):
    """Adam; returns (var, m, v)."""

    @prim_attr_register
    def __init__(self, use_locking=False, use_nesterov=False):
        for name, value in (("use_locking", use_locking), ("use_nesterov", use_nesterov)):
            if not isinstance(value, bool):         # 2.10's text (measured: use_locking)
                raise TypeError(f"For 'Adam', the type of '{name}' should be 'bool', but got "
                                f"type '{type(value).__name__}'.")

    def __call__(self, var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, gradient):
        new = kernel("apply_adam", var, m, v, beta1_power, beta2_power, lr, beta1, beta2,
                     epsilon, gradient, use_nesterov=bool(self.attrs["use_nesterov"]))
        return _put_all((var, m, v), new)


class AdamNoUpdateParam(Adam):
    """Adam's moments update only; returns the delta to add to the parameter."""

    def __call__(self, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, gradient):
        delta, m_new, v_new = adam_rule(F.zeros_like(m), m, v, beta1_power, beta2_power, lr,
                                        beta1, beta2, epsilon, gradient,
                                        self.attrs["use_nesterov"])
        _put_all((m, v), (m_new, v_new))
        return delta


class AdamWeightDecay(_Apply):
    """AdamW (decoupled weight decay); returns (var, m, v)."""

    def step(self, var, m, v, lr, beta1, beta2, epsilon, decay, gradient):
        from ..common import dtype as mstype
        if var.dtype in (mstype.float16, mstype.float32):   # 2.10's kernels, as they round
            from ..common.tensor import Tensor
            from ..runtime.dispatch import dispatch
            from ..runtime.registry import freeze_attrs, get_op
            args = [t if hasattr(t, "dtype") else Tensor(t, mstype.float32)
                    for t in (lr, var, gradient, m, v, beta1, beta2, epsilon, decay)]
            return _put_all((var, m, v), dispatch(get_op("adam_weight_decay_half"), args,
                                                   freeze_attrs({})))
        m_new, v_new = _moments(m, v, beta1, beta2, gradient)
        update = m_new / (F.sqrt(v_new) + epsilon) + decay * var
        return _put(var, var - lr * update), m_new, v_new


class SGD(Primitive):
    """SGD with momentum, dampening, weight decay and Nesterov; ``stat`` > 0 marks the first
    step (accum = grad) and is cleared. Returns parameters."""

    @prim_attr_register
    def __init__(self, dampening=0.0, weight_decay=0.0, nesterov=False):
        if nesterov and dampening != 0:
            raise ValueError("For 'SGD', the 'dampening' must be 0 when 'nesterov' is True, "
                             f"but got {dampening}")

    def __call__(self, parameters, gradient, learning_rate, accum, momentum, stat):
        a = self.attrs
        if a["weight_decay"]:
            gradient = gradient + a["weight_decay"] * parameters
        first = F.greater(stat, 0)
        acc = _put(accum, F.select(F.broadcast_to(first, gradient.shape), gradient,
                                   momentum * accum + (1 - a["dampening"]) * gradient))
        _put(stat, F.zeros_like(stat))
        step = gradient + momentum * acc if a["nesterov"] else acc
        return _put(parameters, parameters - learning_rate * step)


class LARSUpdate(Primitive):
    """LARS: the gradient scaled by the layer's trust ratio ``hyperpara * |w| / (|g| + wd * |w|
    + eps)`` (1 where a norm is 0), plus weight decay; ``norm_*`` are square sums. Returns the
    new gradient."""

    @prim_attr_register
    def __init__(self, epsilon=1e-05, hyperpara=0.001, use_clip=False):
        if use_clip:
            raise ValueError("For 'LARSUpdate', use_clip=True is not supported by minicell")

    def __call__(self, weight, gradient, norm_weight, norm_gradient, weight_decay,
                 learning_rate):
        a = self.attrs
        wn, gn = F.sqrt(norm_weight), F.sqrt(norm_gradient)
        ratio = a["hyperpara"] * wn / (gn + weight_decay * wn + a["epsilon"])
        ratio = F.select(F.logical_and(wn > 0, gn > 0), ratio, F.ones_like(ratio))
        return ratio * (gradient + weight_decay * weight)


class FusedCastAdamWeightDecay(_Apply):
    """AdamW over a float16 (or float32) ``var`` with float32 moments and a float16/float32
    gradient divided by ``global_norm`` first (MindSpore's CPU kernel for offloaded optimizer
    states); the step runs in float32 and ``var`` keeps its dtype. Returns (var, m, v)."""

    def step(self, var, m, v, lr, beta1, beta2, epsilon, decay, gradient, global_norm):
        from ..common import dtype as mstype
        grad = F.cast(gradient, mstype.float32) / global_norm
        m_new, v_new = _moments(m, v, beta1, beta2, grad)
        w = F.cast(var, mstype.float32)
        update = m_new / (F.sqrt(v_new) + epsilon) + decay * w
        return _put(var, F.cast(w - lr * update, var.dtype)), m_new, v_new
