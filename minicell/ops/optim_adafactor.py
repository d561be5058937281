"""MindSpore's ``ops.FusedAdaFactor`` / ``ops.FusedAdaFactorWithGlobalNorm`` (deprecated since
2.8, CPU kernel still there): one Adafactor step written into the Parameter inputs, with the CPU
kernel's arithmetic (float32, float16 state rounded when stored). A parameter of rank >= 2 keeps
factored second moments: ``exp_avg_sq_row`` (the mean over the last dim) and ``exp_avg_sq_col``
(the mean over the second last); rank 1 keeps ``exp_avg_sq``. Row in ``rows_more.py``.

>>> import minicell as ms, numpy as np
>>> p = ms.Parameter(ms.Tensor(np.ones((2, 2), np.float32)), name="p")
>>> st = [ms.Parameter(ms.Tensor(np.zeros(s, np.float32)), name=f"s{i}")
...       for i, s in enumerate(((2, 2), (2,), (2,), (2, 2)))]
>>> _ = ms.ops.FusedAdaFactor()((1e-30, 1e-3), 1.0, 0.9, 0.8, 0.0, 0.03,
...                             ms.Tensor(np.ones((2, 2), np.float32)), p, *st)
>>> [round(float(v), 4) for v in p.asnumpy().ravel()]
[0.97, 0.97, 0.97, 0.97]
"""
import numbers

from ..common import dtype as mstype
from . import functional as F
from ._util import shape_of
from .optim_prims import _put
from .primitive import Primitive, prim_attr_register

_TINY = 1e-30


def _f32(v):
    from ..common.tensor import Tensor
    if isinstance(v, Tensor):
        return F.cast(v, mstype.float32)
    return F.cast(Tensor(v), mstype.float32)


def _check_scalars(name, clip, beta1, beta2t, eps):
    """The kernel's RuntimeErrors, where the values are Python numbers."""
    def bad(v, ok):
        return isinstance(v, numbers.Real) and not ok(float(v))
    if bad(clip, lambda v: v > 0):
        raise RuntimeError(f"For '{name}', clip threshold {clip} is invalid. ")
    if bad(beta1, lambda v: 0 <= v <= 1):
        raise RuntimeError(f"For '{name}', beta1 {beta1} is invalid. ")
    if bad(beta2t, lambda v: 0 <= v <= 1):
        raise RuntimeError(f"For '{name}', beta2t {beta2t} is invalid. ")
    if isinstance(eps, (tuple, list)) and any(bad(e, lambda v: v >= 0) for e in eps):
        raise RuntimeError(f"For '{name}', epsilon ({eps[0]},{eps[1]}) is invalid. ")


def _rms(x):
    return F.sqrt(F.reduce_mean(x * x))


class FusedAdaFactor(Primitive):
    """``FusedAdaFactor(enable_scale_parameter=False, enable_first_moment=False,
    enable_weight_decay=False)(epsilon, clip_threshold, beta1, beta2, weight_decay, lr, grad,
    param, exp_avg, exp_avg_sq_row, exp_avg_sq_col, exp_avg_sq)``; returns ``(zeros_like(param),)``
    as MindSpore 2.10's CPU kernel does (measured)."""

    @prim_attr_register
    def __init__(self, enable_scale_parameter=False, enable_first_moment=False,
                 enable_weight_decay=False):
        pass

    def __call__(self, epsilon, clip_threshold, beta1, beta2, weight_decay, lr, grad, param,
                 exp_avg, exp_avg_sq_row, exp_avg_sq_col, exp_avg_sq):
        return self._step(epsilon, clip_threshold, beta1, beta2, weight_decay, lr, grad, param,
                          exp_avg, exp_avg_sq_row, exp_avg_sq_col, exp_avg_sq, None)

    def _step(self, epsilon, clip, beta1, beta2t, weight_decay, lr, grad, param, exp_avg,
              sq_row, sq_col, exp_avg_sq, global_norm):
        _check_scalars(self.name, clip, beta1, beta2t, epsilon)
        a, f32, dtype = self.attrs, mstype.float32, param.dtype
        eps = _f32(epsilon)
        eps0, eps1 = eps[0], eps[1]
        clip, beta1, beta2t, weight_decay, lr = (_f32(v) for v in (clip, beta1, beta2t,
                                                                   weight_decay, lr))
        g = F.cast(grad, f32)
        if global_norm is not None:
            gn = _f32(global_norm)
            g = g * F.select(gn < _TINY, F.ones_like(gn), 1.0 / gn)
        upd = g * g + eps0
        one_b2 = 1.0 - beta2t
        if len(shape_of(param)) >= 2:
            row = F.cast(sq_row, f32) * beta2t + F.reduce_mean(upd, -1) * one_b2
            row = F.cast(_put(sq_row, F.cast(row, sq_row.dtype)), f32)
            r_factor = F.sqrt(row / F.maximum(F.expand_dims(F.reduce_mean(row, -1), -1), _TINY))
            col = F.maximum(F.cast(sq_col, f32) * beta2t + F.reduce_mean(upd, -2) * one_b2,
                            _TINY)
            _put(sq_col, F.cast(col, sq_col.dtype))
            norm = F.expand_dims(r_factor, -1) * F.expand_dims(F.sqrt(col), -2)
            upd = g / F.maximum(norm, _TINY)
        else:
            sq = F.maximum(F.cast(exp_avg_sq, f32) * beta2t + upd * one_b2, _TINY)
            _put(exp_avg_sq, F.cast(sq, exp_avg_sq.dtype))
            upd = g / F.sqrt(sq)
        if a["enable_scale_parameter"]:
            lr = lr * F.maximum(eps1, _rms(F.cast(param, f32)))
        upd = upd * (lr / F.maximum(_rms(upd) / clip, 1.0))
        if a["enable_first_moment"]:
            upd = F.cast(exp_avg, f32) * beta1 + upd * (1.0 - beta1)
            _put(exp_avg, F.cast(upd, exp_avg.dtype))
        p = F.cast(param, f32)
        if a["enable_weight_decay"]:
            upd = upd + p * weight_decay * lr
        _put(param, F.cast(p - upd, dtype))
        return (F.zeros_like(param),)


class FusedAdaFactorWithGlobalNorm(FusedAdaFactor):
    """``FusedAdaFactor`` whose gradient is divided by ``global_norm`` (taken as 1 below 1e-30)."""

    @prim_attr_register
    def __init__(self, enable_scale_parameter=False, enable_first_moment=False,
                 enable_weight_decay=False):
        pass

    def __call__(self, epsilon, clip_threshold, beta1, beta2, weight_decay, lr, grad, param,
                 exp_avg, exp_avg_sq_row, exp_avg_sq_col, exp_avg_sq, global_norm):
        return self._step(epsilon, clip_threshold, beta1, beta2, weight_decay, lr, grad, param,
                          exp_avg, exp_avg_sq_row, exp_avg_sq_col, exp_avg_sq, global_norm)
