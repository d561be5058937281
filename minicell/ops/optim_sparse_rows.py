"""MindSpore's row-wise sparse optimizer Primitives of ``ops.operations.nn_ops`` that apply their
rule once per entry of ``indices`` (``SparseApplyMomentum``, ``SparseApplyProximalGradientDescent``,
``SparseApplyCenteredRMSProp``, ``SparseApplyAdagradDA``): MindSpore 2.10's CPU kernels walk the
indices in order, so a repeated row is updated again from its already updated state (measured:
SparseApplyMomentum with indices ``[0, 0]`` gives ``accum = (accum * m + g0) * m + g1``), not from
summed gradients as ``optim_sparse``'s kernels do. Every state Parameter (or Tensor) is written;
the output is the new ``var``. Rows in ``rows_more``.

Eagerly, distinct in-range indices take one gathered update; repeated ones run row by row. In a
compiled graph the indices are not known, so the update runs row by row (one step per index).

>>> import minicell as ms
>>> from minicell.ops.operations import nn_ops
>>> var = ms.Parameter(ms.Tensor([[1.0], [1.0]]), name="var")
>>> accum = ms.Parameter(ms.Tensor([[0.0], [0.0]]), name="accum")
>>> _ = nn_ops.SparseApplyMomentum()(var, accum, 0.5, ms.Tensor([[1.0], [1.0]]), ms.Tensor([1, 1]), 0.5)
>>> var.asnumpy().ravel().tolist(), accum.asnumpy().ravel().tolist()
([1.0, -0.25], [0.0, 1.5])
"""
import numpy as np

from .._checkparam import check_value_type
from ..common import dtype as mstype
from ..common.tensor import Tensor
from . import functional as F
from ._util import concrete
from .optim_prims import _put_all
from .primitive import Primitive, prim_attr_register

__all__ = ["SparseApplyMomentum", "SparseApplyProximalGradientDescent",
           "SparseApplyCenteredRMSProp", "SparseApplyAdagradDA"]

_REAL = (mstype.int8, mstype.int16, mstype.int32, mstype.int64, mstype.uint8, mstype.uint16,
         mstype.uint32, mstype.uint64, mstype.float16, mstype.float32, mstype.float64)


def _check_states(name, states, names, grad, indices):
    for n, s in zip(names, states):
        if not isinstance(s, Tensor):
            raise TypeError(f"For '{name}', the '{n}' must be a Tensor or Parameter, but got "
                            f"{type(s).__name__}.")
    if not isinstance(grad, Tensor):
        raise TypeError(f"For '{name}', the 'grad' must be a Tensor, but got "
                        f"{type(grad).__name__}.")
    if not isinstance(indices, Tensor) or indices.dtype not in (mstype.int32, mstype.int64):
        got = f"Tensor[{indices.dtype}]" if isinstance(indices, Tensor) else type(indices).__name__
        raise TypeError(f"For primitive[{name}], the input argument[indices] must be a type of "
                        f"{{Tensor[Int32], Tensor[Int64]}}, but got {got}.")
    var = states[0]
    if var.dtype not in _REAL:
        raise TypeError(f"For primitive[{name}], the input argument[var] must be a type of a "
                        f"real number Tensor, but got Tensor[{var.dtype}].")
    if var.ndim == 0 or grad.ndim == 0:
        raise ValueError(f"For '{name}', the rank of var and grad must be at least 1, but got "
                         f"{var.ndim} and {grad.ndim}.")
    for n, s in zip(names[1:], states[1:]):
        if tuple(s.shape) != tuple(var.shape):
            raise ValueError(f"For '{name}', the shape of '{n}' must be the same as the shape "
                             f"of 'var', but got {tuple(s.shape)} and {tuple(var.shape)}.")
    if grad.ndim != var.ndim:
        raise ValueError(f"For '{name}', the rank of var and grad must be equal, but got "
                         f"{var.ndim} and {grad.ndim}.")
    for d in range(1, var.ndim):
        if grad.shape[d] != var.shape[d]:
            raise ValueError(f"For '{name}', the shape of var and grad must equal in dimension "
                             f"{d}.")
    if indices.ndim != 1 or indices.shape[0] != grad.shape[0]:
        raise ValueError(f"For '{name}', the indices must be 1-D with as many entries as the "
                         f"first dimension of grad, but got indices shape {tuple(indices.shape)} "
                         f"and grad shape {tuple(grad.shape)}.")


def _scalars(name, dtype, **values):
    """Each scalar input as a 0-d Tensor of ``dtype`` (numbers too; 2.10 converts them)."""
    out = []
    for n, v in values.items():
        if isinstance(v, Tensor):
            if v.ndim != 0:
                raise ValueError(f"For primitive[{name}], the {n}_shape size must be equal to "
                                 f"0, but got {v.ndim}.")
            out.append(F.cast(v, dtype))
        elif isinstance(v, (int, float)) and not isinstance(v, bool):
            out.append(Tensor(np.array(v), dtype))
        else:
            raise TypeError(f"For '{name}', the '{n}' must be a Number or a Tensor, but got "
                            f"{type(v).__name__}.")
    return out


def _float_rule(rule):
    """``rule`` computed in float32 (float64 for 64-bit inputs) for integer states, the results
    truncated back to the state dtype (2.10 gives e.g. ``int32 -0.41 -> 0``)."""
    def run(*args):
        dtype = args[0].dtype
        if dtype in (mstype.float16, mstype.float32, mstype.float64):
            return rule(*args)
        wide = mstype.float64
        return tuple(F.cast(r, dtype) for r in rule(*(F.cast(a, wide) for a in args)))
    return run


def _host_indices(name, indices, rows):
    """The indices on the host when running eagerly (None in a graph), range checked."""
    if not concrete(indices):
        return None
    idx = indices.asnumpy().astype(np.int64)
    bad = idx[(idx < 0) | (idx >= rows)]
    if bad.size:
        raise RuntimeError(f"For {name}, values in indices should be [0, var.shape[0]), but got "
                           f"{int(bad[0])}.")
    return idx


def _apply_rows(name, states, grad, indices, rule):
    """``rule(*state_rows, grad_rows)`` on the rows ``indices`` names, in their order; the
    states are written and the new ``var`` returned."""
    idx = _host_indices(name, indices, states[0].shape[0])
    index = F.cast(indices, mstype.int64)
    if idx is not None and len(np.unique(idx)) == len(idx):
        steps = [(index, grad)]
    else:
        steps = [(index[j:j + 1], grad[j:j + 1]) for j in range(grad.shape[0])]
    current = list(states)
    for where, g in steps:
        rows = [F.gather(s, where, 0) for s in current]
        new = rule(*rows, g)
        at = F.reshape(where, (-1, 1))
        current = [F.tensor_scatter_update(s, at, F.cast(n, s.dtype)) for s, n in zip(current, new)]
    return _put_all(states, current)[0]


class SparseApplyMomentum(Primitive):
    """``SparseApplyMomentum(use_locking=False, use_nesterov=False)(var, accum, lr, grad,
    indices, momentum)``: ``accum = accum * momentum + grad; var -= lr * accum`` on each
    indexed row. 2.10's CPU kernel ignores ``use_nesterov`` (measured), and so does this."""

    @prim_attr_register
    def __init__(self, use_locking=False, use_nesterov=False):
        check_value_type("use_locking", use_locking, [bool], self.name)
        check_value_type("use_nesterov", use_nesterov, [bool], self.name)
        self.init_prim_io_names(inputs=['var', 'accum', 'lr', 'grad', 'indices', 'momentum'],
                                outputs=['var'])

    def __call__(self, var, accum, lr, grad, indices, momentum):
        _check_states(self.name, (var, accum), ("var", "accum"), grad, indices)
        lr, momentum = _scalars(self.name, var.dtype, lr=lr, momentum=momentum)

        def rule(v, a, g):
            a = a * momentum + F.cast(g, v.dtype)
            return v - lr * a, a
        return _apply_rows(self.name, (var, accum), grad, indices, rule)


class SparseApplyProximalGradientDescent(Primitive):
    """``SparseApplyProximalGradientDescent(use_locking=False)(var, alpha, l1, l2, grad,
    indices)``: ``prox = var - alpha * grad; var = sign(prox) * max(|prox| - alpha * l1, 0) /
    (1 + alpha * l2)`` on each indexed row (``var = prox / (1 + alpha * l2)`` when ``l1`` is 0)."""

    @prim_attr_register
    def __init__(self, use_locking=False):
        check_value_type("use_locking", use_locking, [bool], self.name)
        self.init_prim_io_names(inputs=['var', 'alpha', 'l1', 'l2', 'grad', 'indices'],
                                outputs=['var'])

    def __call__(self, var, alpha, l1, l2, grad, indices):
        _check_states(self.name, (var,), ("var",), grad, indices)
        alpha, l1, l2 = _scalars(self.name, var.dtype, alpha=alpha, l1=l1, l2=l2)

        @_float_rule
        def rule(v, g):
            a, s1, s2 = (F.cast(t, v.dtype) for t in (alpha, l1, l2))
            prox = v - a * g
            shrunk = F.sign(prox) * F.maximum(F.abs(prox) - a * s1, F.zeros_like(prox))
            return (F.select(F.broadcast_to(s1 > 0, prox.shape), shrunk, prox) / (1 + a * s2),)
        return _apply_rows(self.name, (var,), grad, indices, rule)


class SparseApplyCenteredRMSProp(Primitive):
    """``SparseApplyCenteredRMSProp(use_locking=False)(var, mg, ms, mom, lr, rho, momentum,
    epsilon, grad, indices)``: centered RMSProp on each indexed row: ``ms = rho * ms + (1 - rho)
    * g^2; mg = rho * mg + (1 - rho) * g; mom = momentum * mom + lr * g / sqrt(ms - mg^2 +
    epsilon); var -= mom``."""

    @prim_attr_register
    def __init__(self, use_locking=False):
        check_value_type("use_locking", use_locking, [bool], self.name)
        self.init_prim_io_names(inputs=['var', 'mg', 'ms', 'mom', 'lr', 'rho', 'momentum',
                                        'epsilon', 'grad', 'indices'], outputs=['var'])

    def __call__(self, var, mg, ms, mom, lr, rho, momentum, epsilon, grad, indices):
        _check_states(self.name, (var, mg, ms, mom), ("var", "mg", "ms", "mom"), grad, indices)
        scal = _scalars(self.name, var.dtype, lr=lr, rho=rho, momentum=momentum,
                        epsilon=epsilon)

        @_float_rule
        def rule(v, g_mean, g_sq, m, g):
            lr_, rho_, mo_, eps_ = (F.cast(t, v.dtype) for t in scal)
            g_sq = rho_ * g_sq + (1 - rho_) * g * g
            g_mean = rho_ * g_mean + (1 - rho_) * g
            m = mo_ * m + lr_ * g / F.sqrt(g_sq - g_mean * g_mean + eps_)
            return v - m, g_mean, g_sq, m
        return _apply_rows(self.name, (var, mg, ms, mom), grad, indices, rule)


class SparseApplyAdagradDA(Primitive):
    """``SparseApplyAdagradDA(use_locking=False)(var, grad_accum, grad_square_accum, grad,
    indices, lr, l1, l2, global_step)``: on each indexed row ``grad_accum += g``,
    ``grad_square_accum += g * g`` and ``var = -lr * shrink(grad_accum) / (l2 * global_step * lr
    + sqrt(grad_square_accum))``, ``shrink`` the soft threshold by ``l1 * global_step`` when
    ``l1 > 0``. ``global_step`` must be Int64 (2.10's TypeError otherwise)."""

    @prim_attr_register
    def __init__(self, use_locking=False):
        self.init_prim_io_names(inputs=['var', 'grad_accum', 'grad_square_accum', 'grad',
                                        'indices', 'lr', 'l1', 'l2', 'global_step'],
                                outputs=['var'])
        check_value_type("use_locking", use_locking, [bool], self.name)

    def __call__(self, var, grad_accum, grad_square_accum, grad, indices, lr, l1, l2,
                 global_step):
        _check_states(self.name, (var, grad_accum, grad_square_accum),
                      ("var", "grad_accum", "grad_square_accum"), grad, indices)
        if not isinstance(global_step, Tensor) or global_step.dtype != mstype.int64:
            got = (f"Tensor[{global_step.dtype}]" if isinstance(global_step, Tensor)
                   else type(global_step).__name__)
            raise TypeError(f"For primitive[{self.name}], the input argument[global_step] must "
                            f"be a type of {{Int64, Tensor[Int64]}}, but got {got}.")
        scal = _scalars(self.name, var.dtype, lr=lr, l1=l1, l2=l2)
        step = global_step

        @_float_rule
        def rule(v, acc, sq, g):
            lr_, l1_, l2_ = (F.cast(t, v.dtype) for t in scal)
            gs = F.cast(step, v.dtype)
            acc = acc + g
            sq = sq + g * g
            shrunk = F.sign(acc) * F.maximum(F.abs(acc) - l1_ * gs, F.zeros_like(acc))
            tmp = F.select(F.broadcast_to(l1_ > 0, acc.shape), shrunk, acc)
            return -lr_ * tmp / (l2_ * gs * lr_ + F.sqrt(sq)), acc, sq
        return _apply_rows(self.name, (var, grad_accum, grad_square_accum), grad, indices, rule)
