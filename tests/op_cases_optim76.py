"""``op_cases`` rows for the Apply* update ops of ``runtime/primitives/optim_kernels.py``
(2.10's ApplyAdagrad, ApplyRMSProp, ApplyCenteredRMSProp, ApplyAdaMax, ApplyProximalAdagrad,
ApplyAdadelta and Adam kernels): numpy references of the kernels' formulas; the bits as 2.10
rounds them are in ``tests/test_s76_num76.py``, measured on 2.10."""
import numpy as np

from op_case_table import OpTable

_TABLE = OpTable(seed=76)
CASES, REFS, f32, op = _TABLE.CASES, _TABLE.REFS, _TABLE.f32, _TABLE.op
_S = np.float32


def _pos(*shape):
    return f32(*shape, lo=0.1, hi=1.0)


def _adagrad_ref(var, accum, lr, grad, update_slots=True):
    acc = accum + grad * grad if update_slots else accum
    return var - lr * grad / np.sqrt(acc + _S(1e-8)), acc


def _rmsprop_ref(var, ms, mom, lr, grad, decay, momentum, eps):
    ms2 = ms + (grad * grad - ms) * (_S(1) - decay)
    mom2 = mom * momentum + grad * lr / np.sqrt(ms2 + eps)
    return var - mom2, ms2, mom2


def _centered_ref(var, mg, ms, mom, grad, lr, decay, momentum, eps):
    ms2 = ms + (grad * grad - ms) * (_S(1) - decay)
    mg2 = mg + (grad - mg) * (_S(1) - decay)
    den = ms2 - mg2 * mg2 + eps
    ok = den > 0
    mom2 = np.where(ok, mom * momentum + grad * lr / np.sqrt(np.where(ok, den, 1)), mom)
    return np.where(ok, var - mom2, var), mg2, ms2, mom2


def _ada_max_ref(var, m, v, b1p, lr, b1, b2, eps, grad):
    m2 = b1 * m + (_S(1) - b1) * grad
    v2 = np.maximum(b2 * v, np.abs(grad))
    return var - lr / (_S(1) - b1p) * m2 / (v2 + eps), m2, v2


def _prox_ref(var, accum, lr, l1, l2, grad):
    acc = accum + grad * grad
    lr_a = lr / np.sqrt(acc)
    prox = var - grad * lr_a
    out = np.sign(prox) * np.maximum(np.abs(prox) - lr_a * l1, 0) / (1 + l2 * lr_a)
    return out.astype(np.float32), acc


def _adadelta_ref(var, accum, au, lr, rho, eps, grad):
    acc = rho * accum + (_S(1) - rho) * grad * grad
    u = np.sqrt(au + eps) * grad / np.sqrt(acc + eps)
    return var - lr * u, acc, rho * au + (_S(1) - rho) * u * u


def _adam_ref(var, m, v, b1p, b2p, lr, b1, b2, eps, grad, use_nesterov=False):
    m2 = m + (grad - m) * (_S(1) - b1)
    v2 = v + (grad * grad - v) * (_S(1) - b2)
    lr_t = lr * np.sqrt(_S(1) - b2p) / (_S(1) - b1p)
    num = m2 * b1 + (_S(1) - b1) * grad if use_nesterov else m2
    return var - lr_t * num / (np.sqrt(v2) + eps), m2, v2


op("apply_adagrad", _adagrad_ref,
   ((f32(3, 5), _pos(3, 5), _S(0.1), f32(3, 5)), {"update_slots": True}),
   ((f32(11,), _pos(11,), _S(0.1), f32(11,)), {"update_slots": False}))
op("apply_rmsprop", _rmsprop_ref,
   ((f32(3, 5), _pos(3, 5), f32(3, 5), _S(0.01), f32(3, 5), _S(0.9), _S(0.9), _S(1e-10)), {}))
op("apply_centered_rmsprop", _centered_ref,
   ((f32(11,), f32(11, lo=-0.3, hi=0.3), _pos(11,), f32(11,), f32(11,), _S(0.01), _S(0.9),
     _S(0.5), _S(1e-10)), {}))
op("apply_ada_max", _ada_max_ref,
   ((f32(3, 5), f32(3, 5), _pos(3, 5), _S(0.729), _S(0.01), _S(0.9), _S(0.999), _S(1e-8),
     f32(3, 5)), {}))
op("apply_proximal_adagrad", _prox_ref,
   ((f32(3, 5), _pos(3, 5), _S(0.1), _S(0.01), _S(0.02), f32(3, 5)), {}),
   ((f32(13,), _pos(13,), _S(0.1), _S(0.0), _S(0.02), f32(13,)), {}))
op("apply_adadelta", _adadelta_ref,
   ((f32(3, 5), _pos(3, 5), _pos(3, 5), _S(0.5), _S(0.9), _S(1e-6), f32(3, 5)), {}))
op("apply_adam", _adam_ref,
   ((f32(3, 5), f32(3, 5), _pos(3, 5), _S(0.729), _S(0.997), _S(0.01), _S(0.9), _S(0.999),
     _S(1e-8), f32(3, 5)), {"use_nesterov": False}),
   ((f32(11,), f32(11,), _pos(11,), _S(0.729), _S(0.997), _S(0.01), _S(0.9), _S(0.999),
     _S(1e-8), f32(11,)), {"use_nesterov": True}))


def _ftrl_ref(var, accum, linear, grad, lr, l1, l2, lr_power):
    acc = accum + grad * grad
    p_new, p_old = acc ** -lr_power, accum ** -lr_power
    lin = linear + grad - (p_new - p_old) / lr * var
    quad = p_new / lr + 2 * l2
    return np.where(np.abs(lin) > l1, (np.sign(lin) * l1 - lin) / quad, 0), acc, lin


def _amsgrad_ref(var, m, v, vhat, b1p, b2p, lr, b1, b2, eps, grad):
    m2 = m + (grad - m) * (_S(1) - b1)
    v2 = v + (grad * grad - v) * (_S(1) - b2)
    vh = np.maximum(vhat, v2)
    lr_t = lr * np.sqrt(_S(1) - b2p) / (_S(1) - b1p)
    return var - lr_t * m2 / (np.sqrt(vh) + eps), m2, v2, vh


op("apply_ftrl", _ftrl_ref,
   ((f32(3, 5), _pos(3, 5), f32(3, 5), f32(3, 5), _S(0.1), _S(0.01), _S(0.02), _S(-0.5)), {}),
   ((f32(7,), _pos(7,), f32(7,), f32(7,), _S(0.1), _S(0.0), _S(0.0), _S(-0.3)), {}))
op("apply_adam_with_amsgrad", _amsgrad_ref,
   ((f32(3, 5), f32(3, 5), _pos(3, 5), _pos(3, 5), _S(0.729), _S(0.997), _S(0.01), _S(0.9),
     _S(0.999), _S(1e-8), f32(3, 5)), {}))
