"""AdaFactor (Shazeer & Stern, 2018) with MindSpore's arguments, state names and update rule.

>>> from minicell import nn
>>> opt = nn.AdaFactor(nn.Dense(2, 3).trainable_params())
>>> [p.name for p in opt.exp_avg_sq_row]
['exp_avg_sq_row_weight', 'exp_avg_sq_row_bias']
"""
import numpy as np

from ... import _checkparam as _validator, ops
from ...common.parameter import Parameter, ParameterTuple
from ...common.tensor import Tensor
from ..layer._utils import write_param
from .optimizer import Optimizer, opt_init_args_register

__all__ = ["AdaFactor"]


def _rms(x):
    return ops.sqrt(ops.mean(ops.square(x)))


def _check_args(eps, clip_threshold, decay_rate, weight_decay, scale_parameter, relative_step,
                compression, beta1):
    """2.10's AdaFactor argument checks, in its order (its validator texts, measured)."""
    v, cls = _validator, "AdaFactor"
    v.check_value_type("eps", eps, [list, tuple], cls)
    if len(eps) != 2:
        raise ValueError("eps must have 2 value: (eps1, eps2).")
    for i, ele in enumerate(eps):
        v.check_value_type(f"eps{i}", ele, [float], cls)
        v.check_non_negative_float(ele, f"eps{i}", cls)
    v.check_value_type("clip_threshold", clip_threshold, [float], cls)
    v.check_non_negative_float(clip_threshold, "clip_threshold", cls)
    v.check_value_type("decay_rate", decay_rate, [float], cls)
    v.check_float_range(decay_rate, 0, 1, v.INC_NEITHER, "decay_rate", cls)
    v.check_float_range(weight_decay, 0, 1, v.INC_LEFT, "weight_decay", cls)
    for name, flag in (("scale_parameter", scale_parameter), ("relative_step", relative_step),
                       ("compression", compression)):
        v.check_value_type(name, flag, [bool], cls)
    v.check_value_type("beta1", beta1, [int, float], cls)
    v.check_non_negative_float(float(beta1), "beta1", cls)


class AdaFactor(Optimizer):
    """``AdaFactor(params, learning_rate=None, eps=(1e-30, 1e-3), clip_threshold=1.0,
    decay_rate=0.8, beta1=0.9, weight_decay=0.0, scale_parameter=True, relative_step=True,
    warmup_init=False, compression=False, loss_scale=1.0)``.

    Second moments are factored into row/column means for Parameters of rank >= 2; with
    ``relative_step`` the rate is min(0.01, 1/sqrt(t)) (``1e-6 * t`` instead of 0.01 with
    ``warmup_init``), scaled by max(eps[1], rms(p)) when ``scale_parameter``.
    State: ``exp_avg.*`` (when beta1 > 0), ``exp_avg_sq_row_*``, ``exp_avg_sq_col_*``,
    ``exp_avg_sq_*``, ``afactor_step``.
    """
    _support_parallel_optimizer = True     # 2.10's enable_parallel_optimizer check

    @opt_init_args_register
    def __init__(self, params, learning_rate=None, eps=(1e-30, 1e-3), clip_threshold=1.0,
                 decay_rate=0.8, beta1=0.9, weight_decay=0.0, scale_parameter=True,
                 relative_step=True, warmup_init=False, compression=False, loss_scale=1.0):
        if learning_rate is not None and relative_step:
            raise ValueError("Cannot combine manual lr and relative_step options", learning_rate)
        if warmup_init and not relative_step:
            raise ValueError("warmup_init requires relative_step=True")
        if learning_rate is None and not relative_step:
            raise ValueError("Cannot learning_rate is None and relative_step=False")
        learning_rate = 0.0 if learning_rate is None else learning_rate
        beta1 = 0.0 if beta1 is None else beta1
        self.scale_lr = isinstance(learning_rate, (float, int))
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        _check_args(eps, clip_threshold, decay_rate, weight_decay, scale_parameter,
                    relative_step, compression, beta1)
        self.eps = tuple(float(e) for e in eps)
        self.clip_threshold = float(clip_threshold)
        self.decay_rate = float(decay_rate)
        self.beta1 = float(beta1)
        self.weight_decay_flag = bool(weight_decay)
        self.scale_parameter = bool(scale_parameter) and self.scale_lr
        self.relative_step, self.warmup_init = bool(relative_step), bool(warmup_init)
        self.compression = bool(compression)
        self.use_first_moment = self.beta1 > 0
        if self.use_first_moment:
            self.exp_avg = self._state("exp_avg", self._parameters)
        rows, cols, sqs = [], [], []
        for p in self._parameters:
            s = tuple(p.shape)
            factored = len(s) > 1
            rows.append(self._zeros(f"exp_avg_sq_row_{p.name}", s[:-1] if factored else (1,)))
            cols.append(self._zeros(f"exp_avg_sq_col_{p.name}",
                                    s[:-2] + s[-1:] if factored else (1,)))
            sqs.append(self._zeros(f"exp_avg_sq_{p.name}", (1,) if factored else s,
                                   np.float16 if compression and not factored else None))
        self.exp_avg_sq_row = ParameterTuple(rows)
        self.exp_avg_sq_col = ParameterTuple(cols)
        self.exp_avg_sq = ParameterTuple(sqs)
        self.step = Parameter(Tensor(np.zeros((1,), np.float32)), name="afactor_step")

    @staticmethod
    def _zeros(name, shape, dtype=None):
        # registered by the ParameterTuples above: every row, then every column, then every
        # square, as 2.10 saves them
        return Parameter(Tensor(np.zeros(shape, dtype or np.float32)), name=name)

    def construct(self, gradients):
        gradients = self.check_gradients(gradients)     # before the step counters advance
        write_param(self.step, self.step + 1.0)
        return Optimizer.construct(self, gradients)

    def _apply(self, group, lr, params, grads):
        step = self.step.reshape(())        # already advanced by construct
        if self.scale_lr and self.relative_step:
            min_step = step * 1e-6 if self.warmup_init else 0.01
            lr = ops.minimum(min_step, ops.rsqrt(step))
        b2t = 1.0 - ops.pow(step, -self.decay_rate)
        firsts = self._pick(self.exp_avg, params) if self.use_first_moment else params
        for p, g, row, col, sq, ea in zip(params, grads, self._pick(self.exp_avg_sq_row, params),
                                          self._pick(self.exp_avg_sq_col, params),
                                          self._pick(self.exp_avg_sq, params), firsts):
            lr_u = lr * ops.maximum(_rms(p), self.eps[1]) if self.scale_parameter else lr
            upd = g * g + self.eps[0]
            if len(p.shape) > 1:
                row_new = row * b2t + ops.mean(upd, -1) * (1.0 - b2t)
                col_new = col * b2t + ops.mean(upd, -2) * (1.0 - b2t)
                write_param(row, row_new)
                write_param(col, col_new)
                r = ops.rsqrt(row_new / ops.mean(row_new, -1, True))
                upd = ops.expand_dims(r, -1) * ops.rsqrt(ops.expand_dims(col_new, -2)) * g
            else:
                sq_new = ops.cast(sq, g.dtype) * b2t + upd * (1.0 - b2t)
                write_param(sq, sq_new)
                upd = ops.rsqrt(sq_new) * g
            upd = upd / ops.maximum(_rms(upd) / self.clip_threshold, 1.0) * lr_u
            if self.use_first_moment:
                upd = ea * self.beta1 + upd * (1.0 - self.beta1)
                write_param(ea, upd)
            p_new = p - p * (group.weight_decay * lr_u) if self.weight_decay_flag else p
            write_param(p, p_new - upd)
