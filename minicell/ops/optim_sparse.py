"""MindSpore's sparse optimizer Primitives (``ops.SparseApplyAdagrad()`` ...): the dense update
rule of ``optim_prims`` applied to the rows ``indices`` names (gradients of repeated indices
are summed first, as MindSpore's kernels merge them), the other rows kept; every state
Parameter is written and returned. Rows in ``rows_more.py``.

>>> import minicell as ms
>>> var = ms.Parameter(ms.Tensor([[1.0], [1.0]]), name="var")
>>> acc = ms.Parameter(ms.Tensor([[1.0], [1.0]]), name="acc")
>>> _ = ms.ops.SparseApplyAdagrad(lr=0.5)(var, acc, ms.Tensor([[1.0]]), ms.Tensor([1]))
>>> var.asnumpy().ravel().tolist()
[1.0, 0.6464465856552124]
"""
from ..common import dtype as mstype
from . import array_ops as AO, functional as F
from ._util import kernel_dtype, shape_of
from .optim_prims import (_put_all, adadelta_rule, adagrad_rule, adam_rule, ftrl_rule,
                          prox_adagrad_rule)
from .primitive import Primitive, prim_attr_register


def _dense_grad(grad, indices, rows):
    idx = F.cast(indices, mstype.int32)
    return AO.unsorted_segment_sum(grad, idx, rows), idx


def _check_types(prim, params, grad, indices, names):
    """MindSpore's TypeErrors: every state and ``grad`` a Tensor, ``indices`` an int32/int64
    Tensor."""
    from ..common.tensor import Tensor
    if not all(isinstance(t, Tensor) for t in tuple(params) + (grad,)):
        listed = ", ".join(sorted(names + ("grad",)))
        raise TypeError(f"The primitive[{prim.name}]'s input arguments[{listed}] must be all "
                        f"tensor")
    if not isinstance(indices, Tensor):
        raise TypeError(f"For Primitive[{prim.name}], the input argument[indices] must be a "
                        f"Tensor, but got {type(indices).__name__}")
    if indices.dtype not in (mstype.int32, mstype.int64):
        raise TypeError(f"For primitive[{prim.name}], the input argument[indices] must be a type "
                        f"of {{Tensor[Int32], Tensor[Int64]}}, but got Tensor[{indices.dtype}].")


def _check_half_or_single(prim, state, name):
    """2.10's TypeError for a kernel with Float16/Float32 versions only (a Parameter is named
    ``Ref[...]`` there)."""
    from ..common.parameter import Parameter
    got = "Ref[Tensor[{dtype}]]" if isinstance(state, Parameter) else "Tensor[{dtype}]"
    kernel_dtype(state, prim.name, ("Float16", "Float32"), text=(
        f"For primitive[{prim.name}], the input argument[{name}] must be a type of "
        f"{{Tensor[Float16], Tensor[Float32]}}, but got {got}."))


def sparse_step(params, grad, indices, rule, prim=None, names=("var", "accum")):
    """``rule(*params, dense_grad)`` on the rows in ``indices``; writes ``params``."""
    if prim is not None:
        _check_types(prim, params, grad, indices, names[:len(params)])
    rows = shape_of(params[0])[0]
    dense, idx = _dense_grad(grad, indices, rows)
    hit = AO.unsorted_segment_sum(F.ones_like(F.cast(idx, mstype.float32)), idx, rows) > 0
    hit = AO.reshape(hit, (rows,) + (1,) * (len(shape_of(params[0])) - 1))
    new = rule(*params, dense)
    kept = tuple(F.select(AO.broadcast_to(hit, shape_of(p)), n, p) for p, n in zip(params, new))
    return _put_all(params, kept)


class SparseApplyAdagrad(Primitive):
    """``SparseApplyAdagrad(lr, update_slots=True)(var, accum, grad, indices)``."""

    @prim_attr_register
    def __init__(self, lr, update_slots=True, use_locking=False):
        pass

    def _eps(self):
        return 0.0

    def __call__(self, var, accum, grad, indices):
        a = self.attrs
        _check_half_or_single(self, accum, "accum")
        return sparse_step((var, accum), grad, indices, lambda v, acc, g: adagrad_rule(
            v, acc, a["lr"], g, self._eps(), a["update_slots"]), self)


class SparseApplyAdagradV2(SparseApplyAdagrad):
    """``SparseApplyAdagradV2(lr, epsilon, use_locking=False, update_slots=True)``."""

    @prim_attr_register
    def __init__(self, lr, epsilon, use_locking=False, update_slots=True):
        pass

    def _eps(self):
        return self.attrs["epsilon"]


class SparseApplyProximalAdagrad(Primitive):
    """``SparseApplyProximalAdagrad()(var, accum, lr, l1, l2, grad, indices)``."""

    @prim_attr_register
    def __init__(self, use_locking=False):
        pass

    def __call__(self, var, accum, lr, l1, l2, grad, indices):
        return sparse_step((var, accum), grad, indices,
                           lambda v, acc, g: prox_adagrad_rule(v, acc, lr, l1, l2, g), self)


class SparseApplyFtrl(Primitive):
    """``SparseApplyFtrl(lr, l1, l2, lr_power)(var, accum, linear, grad, indices)``."""

    @prim_attr_register
    def __init__(self, lr, l1, l2, lr_power, use_locking=False):
        pass

    def _shrinkage(self):
        return 0.0

    def __call__(self, var, accum, linear, grad, indices):
        a = self.attrs
        return sparse_step((var, accum, linear), grad, indices, lambda v, acc, lin, g: ftrl_rule(
            v, acc, lin, g, a["lr"], a["l1"], a["l2"], a["lr_power"], self._shrinkage()), self,
            ("var", "accum", "linear"))


class SparseApplyFtrlV2(SparseApplyFtrl):
    """``SparseApplyFtrlV2(lr, l1, l2, l2_shrinkage, lr_power)``: FTRL with L2 shrinkage."""

    @prim_attr_register
    def __init__(self, lr, l1, l2, l2_shrinkage, lr_power, use_locking=False):
        pass

    def _shrinkage(self):
        return self.attrs["l2_shrinkage"]


class SparseApplyRMSProp(Primitive):
    """``SparseApplyRMSProp(rho, momentum, epsilon)(var, ms, mom, lr, grad, indices)``."""

    @prim_attr_register
    def __init__(self, rho, momentum, epsilon, use_locking=False):
        pass

    def __call__(self, var, ms, mom, lr, grad, indices):
        a = self.attrs
        return sparse_step((var, ms, mom), grad, indices, lambda v, s, m, g: _sparse_rms_rule(
            v, s, m, lr, g, a["rho"], a["momentum"], a["epsilon"]), self, ("var", "ms", "mom"))


def _sparse_rms_rule(var, ms, mom, lr, grad, rho, momentum, epsilon):
    """MindSpore's CPU kernel: float32 arithmetic in its order (``ms * rho + g * g * (1 - rho)``,
    ``mom * momentum + 1 / sqrt(ms + eps) * lr * g``), ``ms`` kept where ``|g|`` is not above
    float32's machine epsilon, the state rounded to its dtype before ``var -= mom``."""
    import numpy as np
    f32, dtype = mstype.float32, var.dtype
    rho32 = np.float32(rho)
    g, s, m = (F.cast(t, f32) for t in (grad, ms, mom))
    lr32 = F.cast(lr, f32)
    s_new = F.select(F.abs(g) > float(np.finfo(np.float32).eps),
                     s * float(rho32) + g * g * float(np.float32(1) - rho32), s)
    m_new = F.cast(m * float(np.float32(momentum))
                   + F.reciprocal(F.sqrt(s_new + float(np.float32(epsilon)))) * lr32 * g, dtype)
    v_new = F.cast(F.cast(var, f32) - F.cast(m_new, f32), dtype)
    return v_new, F.cast(s_new, dtype), m_new


class SparseApplyAdadelta(Primitive):
    """``SparseApplyAdadelta(epsilon)(var, accum, accum_update, lr, rho, grad, indices)``."""

    @prim_attr_register
    def __init__(self, epsilon, use_locking=False):
        pass

    def __call__(self, var, accum, accum_update, lr, rho, grad, indices):
        eps = self.attrs["epsilon"]
        return sparse_step((var, accum, accum_update), grad, indices,
                           lambda v, acc, up, g: adadelta_rule(v, acc, up, lr, rho, eps, g), self,
                           ("var", "accum", "accum_update"))


# ---- Fused* forms: the same updates; MindSpore's outputs are placeholders of shape (1,) -------
def _placeholders(n):
    return tuple(F.zeros((1,), mstype.float32) for _ in range(n))


class FusedSparseFtrl(SparseApplyFtrl):
    """``SparseApplyFtrl`` whose three outputs are (1,) placeholders."""

    def __call__(self, var, accum, linear, grad, indices):
        super().__call__(var, accum, linear, grad, indices)
        return _placeholders(3)


class FusedSparseProximalAdagrad(SparseApplyProximalAdagrad):
    """``SparseApplyProximalAdagrad`` whose two outputs are (1,) placeholders."""

    def __call__(self, var, accum, lr, l1, l2, grad, indices):
        super().__call__(var, accum, lr, l1, l2, grad, indices)
        return _placeholders(2)


class FusedSparseAdam(Primitive):
    """Adam with a row-sparse gradient: the moments decay on every row, the gradient rows are
    added, and every row of ``var`` moves (outputs: (1,) placeholders)."""

    _lazy = False

    @prim_attr_register
    def __init__(self, use_locking=False, use_nesterov=False):
        pass

    def __call__(self, var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad,
                 indices):
        _check_types(self, (var, m, v), grad, indices, ("var", "m", "v"))
        nesterov = self.attrs["use_nesterov"]

        def rule(p, mm, vv, g):
            return adam_rule(p, mm, vv, beta1_power, beta2_power, lr, beta1, beta2, epsilon, g,
                             nesterov)
        if self._lazy:
            sparse_step((var, m, v), grad, indices, rule)
        else:
            _put_all((var, m, v), rule(var, m, v, _dense_grad(grad, indices,
                                                              shape_of(var)[0])[0]))
        return _placeholders(3)


class FusedSparseLazyAdam(FusedSparseAdam):
    """Adam on the gradient's rows only (the other rows and their moments are untouched)."""

    _lazy = True
