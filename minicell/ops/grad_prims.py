"""MindSpore's backward-kernel Primitives of ``ops.operations._grad_ops`` (``G.SqrtGrad``...):
the elementwise activation gradients, the loss gradients and the normalisation gradients.

Each class has MindSpore's constructor attributes and call order (which differs per kernel:
``SigmoidGrad()(y, dy)`` takes the forward output first, ``ReLU6Grad()(dy, x)`` the incoming
gradient first). Simple kernels are closed forms over minicell ops; the others are the vjp of
the forward minicell op (``_vjp``). Either way they are ordinary minicell code: the same in
PYNATIVE_MODE and inside a compiled ``construct``, and differentiable again (grad of grad).

>>> import minicell as ms
>>> from minicell.ops.operations import _grad_ops as G
>>> G.SqrtGrad()(ms.Tensor([4.0]), ms.Tensor([1.0])).asnumpy().tolist()
[0.125]
"""
import math

from . import functional as F
from ..common import dtype as mstype
from .extra_detect import known_value
from .functional_transforms import vjp
from .primitive import Primitive

__all__ = ["SqrtGrad", "RsqrtGrad", "SoftplusGrad", "TanhGrad", "SigmoidGrad", "ReciprocalGrad",
           "InvGrad", "ReLU6Grad", "ReluGrad", "EluGrad", "AtanGrad", "AsinhGrad", "AsinGrad",
           "AcoshGrad", "ACosGrad", "HShrinkGrad", "SoftShrinkGrad", "LogitGrad",
           "SigmoidCrossEntropyWithLogitsGrad", "MinimumGradGrad", "MaximumGradGrad",
           "SoftMarginLossGrad", "KLDivLossGrad", "NLLLossGrad", "LogSoftmaxGrad",
           "LayerNormGrad", "LayerNormGradGrad", "L2NormalizeGrad", "LRNGrad", "MultiMarginLossGrad",
           "BiasAddGrad", "PReLUGrad"]

_REDUCTIONS = ("none", "mean", "sum")


def vjp_of(fn, primals, dout):
    """The cotangents of ``primals`` of ``fn(*primals)`` for the output cotangent ``dout``."""
    _, back = vjp(fn, *primals)
    return back(dout)


class GradPrimitive(Primitive):
    """A backward kernel: keyword attributes become both attributes and ``repr`` attrs."""

    name = property(lambda self: type(self).__name__, lambda self, v: None)

    def __init__(self, **attrs):
        super().__init__(type(self).__name__)
        for k, v in attrs.items():
            setattr(self, k, v)
            self.add_prim_attr(k, v)

    def check_str(self, what, value, allowed):
        if not isinstance(value, str) or value not in allowed:
            raise ValueError(f"For '{self.name}', '{what}' must be one of {list(allowed)}, but "
                             f"got {value!r}.")
        return value

    def check_type(self, what, value, types):
        if isinstance(value, bool) and bool not in types or not isinstance(value, types):
            names = ", ".join(t.__name__ for t in types)
            raise TypeError(f"For '{self.name}', the type of '{what}' must be [{names}], but got "
                            f"{type(value).__name__}.")
        return value


def _elementwise(name, doc, fn, order):
    """A kernel without attributes ``name()(*order)`` computing ``fn(*args)``."""
    def __call__(self, *args):
        if len(args) != len(order):
            raise TypeError(f"For '{name}', the number of inputs must be {len(order)} "
                            f"({', '.join(order)}), but got {len(args)}.")
        return fn(*args)
    __call__.__doc__ = f"``{name}()({', '.join(order)})``"
    return type(name, (GradPrimitive,), {"__call__": __call__, "__doc__": doc,
                                         "__module__": __name__})


def _conj(t):
    """The conjugate of a complex factor (MindSpore's complex gradients are dy * conj(f'))."""
    return F.conj(t) if F.is_complex(t) else t


def _sqrt1m(x):
    return F.sqrt(1 - x * x)


SqrtGrad = _elementwise("SqrtGrad", "dy / (2 y) for y = sqrt(x).", lambda y, dy: dy / _conj(2 * y),
                        ("y", "dy"))
RsqrtGrad = _elementwise("RsqrtGrad", "-dy y^3 / 2 for y = rsqrt(x).",
                         lambda y, dy: dy * _conj(y * y * y * -0.5), ("y", "dy"))
SoftplusGrad = _elementwise("SoftplusGrad", "dy sigmoid(x).",
                            lambda dy, x: dy * F.sigmoid(x), ("gradients", "features"))
TanhGrad = _elementwise("TanhGrad", "dy (1 - y^2) for y = tanh(x) (no conjugate, as MindSpore).",
                        lambda y, dy: dy * (1 - y * y), ("y", "dy"))
SigmoidGrad = _elementwise("SigmoidGrad", "dy y (1 - y) for y = sigmoid(x).",
                           lambda y, dy: dy * _conj(y * (1 - y)), ("y", "dy"))
ReciprocalGrad = _elementwise("ReciprocalGrad", "-dy conj(y^2) for y = 1 / x.",
                              lambda y, dy: -dy * _conj(y * y), ("y", "dy"))
InvGrad = _elementwise("InvGrad", "-dy y^2 for y = 1 / x (no conjugate, as MindSpore).",
                       lambda y, dy: -dy * y * y, ("x", "grad"))
ReLU6Grad = _elementwise("ReLU6Grad", "dy where 0 < x <= 6, else 0 (MindSpore's kernel).",
                         lambda dy, x: F.select(F.logical_and(x > 0, x <= 6), dy,
                                                F.zeros_like(dy)), ("y_backprop", "x"))
ReluGrad = _elementwise("ReluGrad", "dy where x > 0, else 0 (x: the input or the output).",
                        lambda dy, x: F.select(x > 0, dy, F.zeros_like(dy)),
                        ("y_backprop", "x"))
EluGrad = _elementwise("EluGrad", "dy where out > 0, else dy (out + 1) (alpha 1).",
                       lambda dy, out: F.select(out > 0, dy, dy * (out + 1)), ("dout", "out"))
AtanGrad = _elementwise("AtanGrad", "dy / (1 + x^2).", lambda x, dy: dy / _conj(1 + x * x),
                        ("x", "dout"))
AsinhGrad = _elementwise("AsinhGrad", "dy / cosh(y) for y = asinh(x).",
                         lambda y, dy: dy / _conj(F.cosh(y)), ("out", "dout"))
AcoshGrad = _elementwise("AcoshGrad", "dy / sinh(y) for y = acosh(x).",
                         lambda y, dy: dy / _conj(F.sinh(y)), ("out", "dout"))
AsinGrad = _elementwise("AsinGrad", "dy / sqrt(1 - x^2).", lambda x, dy: dy / _conj(_sqrt1m(x)),
                        ("x", "dout"))
ACosGrad = _elementwise("ACosGrad", "-dy / sqrt(1 - x^2).", lambda x, dy: -dy / _conj(_sqrt1m(x)),
                        ("x", "dout"))
SigmoidCrossEntropyWithLogitsGrad = _elementwise(
    "SigmoidCrossEntropyWithLogitsGrad", "(sigmoid(x) - y) dout.",
    lambda x, y, dout: (F.sigmoid(x) - y) * dout, ("x", "y", "dout"))


def _pair_grad_grad(pick_first):
    def fn(x, y, dx, dy):
        return F.zeros_like(x), F.zeros_like(y), F.select(pick_first(x, y), dx, dy)
    return fn


MinimumGradGrad = _elementwise(
    "MinimumGradGrad", "``(0, 0, select(x1 <= x2, grad_y1, grad_y2))``: the second-order "
    "gradient of ``minimum``.", _pair_grad_grad(lambda x, y: x <= y),
    ("x1", "x2", "grad_y1", "grad_y2"))


class MaximumGradGrad(GradPrimitive):
    """``MaximumGradGrad(grad_x=True, grad_y=True)(x, y, dx, dy)`` ->
    ``(0, 0, select(x >= y, dx, dy))``: the second-order gradient of ``maximum``."""

    def __init__(self, grad_x=True, grad_y=True):
        super().__init__(grad_x=grad_x, grad_y=grad_y)

    def __call__(self, x, y, dx, dy):
        return _pair_grad_grad(lambda a, b: a >= b)(x, y, dx, dy)


class PReLUGrad(GradPrimitive):
    """``PReLUGrad()(dy, x, weight)`` -> ``(dx, dweight)`` of ``prelu``: ``dx`` is dy where x > 0,
    else weight * dy (x == 0 takes the weight, as MindSpore's kernel); ``dweight`` sums x * dy
    over the x <= 0 elements of each channel (axis 1), or of all of them for a size-1 weight."""

    def __call__(self, dy, x, weight):
        rank, channels = len(x.shape), weight.shape[0]
        per_channel = rank >= 2 and channels != 1
        shape = [channels if i == 1 and per_channel else 1 for i in range(max(rank, 1))]
        positive = x > 0
        dx = F.select(positive, dy, dy * F.reshape(weight, tuple(shape)))
        terms = F.select(positive, F.zeros_like(dy), x * dy)
        axes = tuple(i for i in range(rank) if not (i == 1 and per_channel))
        return dx, F.reshape(F.reduce_sum(terms, axes), weight.shape)


class _Shrink(GradPrimitive):
    def __init__(self, lambd=0.5):
        self.check_type("lambd", lambd, (float, int))
        if lambd < 0:
            raise ValueError(f"For '{type(self).__name__}', 'lambd' must be greater or equal "
                             f"to 0, but got {lambd}.")
        super().__init__(lambd=float(lambd))

    def __call__(self, dy, x):
        return F.select(F.abs(x) > self.lambd, dy, F.zeros_like(dy))


class HShrinkGrad(_Shrink):
    """``HShrinkGrad(lambd=0.5)(gradients, features)``: dy where |x| > lambd, else 0."""


class SoftShrinkGrad(_Shrink):
    """``SoftShrinkGrad(lambd=0.5)(input_grad, input_x)``: dy where |x| > lambd, else 0."""


class LogitGrad(GradPrimitive):
    """``LogitGrad(eps=-1.0)(grad, input)``: dy / (x (1 - x)); with ``eps >= 0``, 0 where x
    lies outside [eps, 1 - eps]."""

    def __init__(self, eps=-1.0):
        super().__init__(eps=float(self.check_type("eps", eps, (float, int))))

    def __call__(self, dy, x):
        out = dy / (x * (1 - x))
        if self.eps < 0:
            return out
        inside = F.logical_and(x >= self.eps, x <= 1 - self.eps)
        return F.select(inside, out, F.zeros_like(out))


def _reduced_scale(reduction, x, batch=False):
    """1 / (the number of terms a 'mean' / 'batchmean' loss averages), else 1."""
    if reduction == "mean":
        return 1.0 / max(F.size(x), 1)
    if batch:
        return 1.0 / (x.shape[0] if len(x.shape) else 1)
    return 1.0


class SoftMarginLossGrad(GradPrimitive):
    """``SoftMarginLossGrad(reduction='mean')(predict, label, dout)``:
    ``-label sigmoid(-label predict) dout`` (divided by the element count for 'mean')."""

    def __init__(self, reduction="mean"):
        super().__init__(reduction=self.check_str("reduction", reduction, _REDUCTIONS))

    def __call__(self, predict, label, dout):
        g = -label * F.sigmoid(-label * predict) * dout
        return g * _reduced_scale(self.reduction, predict)


class KLDivLossGrad(GradPrimitive):
    """``KLDivLossGrad(reduction='mean')(grads, x, target)``: ``-target grads`` (divided by
    the element count for 'mean', by the batch size for 'batchmean')."""

    def __init__(self, reduction="mean"):
        super().__init__(reduction=self.check_str("reduction", reduction,
                                                  _REDUCTIONS + ("batchmean",)))

    def __call__(self, grads, x, target):
        return -target * grads * _reduced_scale(self.reduction, x,
                                                self.reduction == "batchmean")


class NLLLossGrad(GradPrimitive):
    """``NLLLossGrad(reduction='mean', ignore_index=-100)(logits, loss_grad, labels, weight,
    total_weight)``: ``-weight[label] loss_grad`` at each sample's label (divided by
    ``total_weight`` for 'mean'), 0 elsewhere and for ignored labels."""

    def __init__(self, reduction="mean", ignore_index=-100):
        super().__init__(reduction=self.check_str("reduction", reduction, _REDUCTIONS),
                         ignore_index=self.check_type("ignore_index", ignore_index, (int,)))

    def __call__(self, logits, loss_grad, labels, weight, total_weight):
        classes = logits.shape[-1]
        keep = labels != self.ignore_index
        safe = F.select(keep, labels, F.zeros_like(labels))
        w = F.select(keep, F.gather(weight, safe, 0), F.zeros_like(F.gather(weight, safe, 0)))
        coef = -w * loss_grad
        if self.reduction == "mean":
            coef = coef / total_weight
        hot = F.one_hot(safe, classes, F.ones((), logits.dtype), F.zeros((), logits.dtype))
        return hot * F.expand_dims(F.cast(coef, logits.dtype), -1)


class LogSoftmaxGrad(GradPrimitive):
    """``LogSoftmaxGrad(axis=-1)(logits, grad)``, ``logits`` being log_softmax's output y:
    ``grad - exp(y) sum(grad, axis)``."""

    def __init__(self, axis=-1):
        super().__init__(axis=self.check_type("axis", axis, (int,)))

    def __call__(self, y, grad):
        return grad - F.exp(y) * F.sum(grad, self.axis, True)


def _axes_from(begin, rank):
    begin = begin + rank if begin < 0 else begin
    return tuple(range(begin, rank))


def _row_stats(t, x, norm_axes):
    """A layer norm's statistic as one value per row (``x``'s shape with 1 on ``norm_axes``):
    2.10's kernels read it flat, so the (N,) of a (N, C) input works as (N, 1) (measured)."""
    kept = tuple(1 if a in norm_axes else d for a, d in enumerate(x.shape))
    if tuple(t.shape) != kept and math.prod(t.shape) == math.prod(kept):
        return F.reshape(t, kept)
    return t


class LayerNormGrad(GradPrimitive):
    """``LayerNormGrad(begin_norm_axis=1, begin_params_axis=1)(x, dy, variance, mean, gamma)``
    -> ``(dx, dgamma, dbeta)`` from the forward statistics (epsilon 1e-12, as MindSpore's CPU
    kernel)."""

    epsilon = 1e-12

    def __init__(self, begin_norm_axis=1, begin_params_axis=1):
        super().__init__(begin_norm_axis=self.check_type("begin_norm_axis", begin_norm_axis,
                                                         (int,)),
                         begin_params_axis=self.check_type("begin_params_axis",
                                                           begin_params_axis, (int,)))

    def __call__(self, x, dy, variance, mean, gamma):
        rank = len(x.shape)
        norm_axes = _axes_from(self.begin_norm_axis, rank)
        param_axes = tuple(range(0, rank - len(_axes_from(self.begin_params_axis, rank))))
        n = 1
        for a in norm_axes:
            n *= x.shape[a]
        variance, mean = (_row_stats(t, x, norm_axes) for t in (variance, mean))
        inv = F.pow(variance + self.epsilon, -0.5)
        xhat = (x - mean) * inv
        g = F.reshape(gamma, x.shape[rank - len(gamma.shape):])
        dxhat = dy * g
        # MindSpore's kernel formula: the mean's term through the variance stays for a given
        # mean that is not the data's (it vanishes when it is)
        centred = x - mean
        dvar = F.sum(dxhat * centred, norm_axes, True) * -0.5 * inv * inv * inv
        dmean = -inv * F.sum(dxhat, norm_axes, True) - 2.0 * dvar * F.sum(centred, norm_axes,
                                                                            True) / n
        dx = dxhat * inv + (2.0 * dvar * centred + dmean) / n
        # (no axis before begin_params_axis: nothing to sum; F.sum(t, ()) would sum them all)
        total = (lambda t: F.sum(t, param_axes)) if param_axes else (lambda t: t)
        dgamma = F.reshape(total(dy * xhat), gamma.shape)
        dbeta = F.reshape(total(dy), gamma.shape)
        return dx, dgamma, dbeta


class LayerNormGradGrad(LayerNormGrad):
    """``LayerNormGradGrad(begin_norm_axis=1, begin_params_axis=1)(x, dy, variance, mean,
    gamma, d_dx, d_dg, d_db)`` -> ``(d_x, d_dy, d_gamma)``: the second-order kernel of a layer
    norm, in 2.10's CPU kernel's closed form. Its rows are as long as ``gamma`` (the axes are
    not read), ``1/sqrt(variance)`` has no epsilon, and the given ``mean`` stays in every term
    (a mean that is not the row's changes each row's result, measured on 2.10)."""

    def __call__(self, x, dy, variance, mean, gamma, d_dx, d_dg, d_db):
        dtypes = {t.dtype for t in (x, dy, variance, mean, gamma, d_dx, d_dg, d_db)}
        if len(dtypes) != 1:
            raise TypeError("For primitive[LayerNormGradGrad], the input type must be same.")
        if x.dtype not in (mstype.float16, mstype.float32):     # 2.10 names the last input
            raise TypeError("For primitive[LayerNormGradGrad], the input argument[d_db] must be "
                            "a type of {Tensor[Float16], Tensor[Float32]}, but got "
                            f"Tensor[{x.dtype}].")
        var = known_value(variance)
        if var is not None and (var <= 0).any():
            raise ValueError("For LayerNormGradGrad, variance must be positive.")
        g_num = math.prod(gamma.shape)
        rows = (-1, g_num)
        x2, dy2, ddx = (F.reshape(t, rows) for t in (x, dy, d_dx))
        mean2, var2 = (F.reshape(t, (-1, 1)) for t in (mean, variance))
        g, ddg, ddb = (F.reshape(t, (1, g_num)) for t in (gamma, d_dg, d_db))
        avg = lambda t: F.mean(t, 1, True)  # noqa: E731
        inv = F.rsqrt(var2)
        centred = x2 - mean2
        xhat = centred * inv
        dyg = dy2 * g
        sum1 = -inv * avg(ddx)
        sum2 = -inv * avg(xhat * ddx)
        sum3, sum4 = avg(dyg), avg(dyg * xhat)
        part1 = dyg - sum3 - xhat * sum4
        part2 = dyg * sum2 - sum4 * ddx * inv + dy2 * ddg
        part3 = inv * part2
        d_x = part3 - xhat * inv * inv * (avg(ddx * part1) + avg(centred * part2)) - avg(part3)
        d_dy = g * (ddx * inv + sum1 + xhat * sum2) + xhat * ddg + ddb
        d_g = F.sum(dy2 * (xhat * sum2 + sum1 + ddx * inv), 0)
        return (F.reshape(d_x, x.shape), F.reshape(d_dy, x.shape),
                F.reshape(d_g, gamma.shape))


class L2NormalizeGrad(GradPrimitive):
    """``L2NormalizeGrad(axis=0, epsilon=1e-4)(x, out, dout)``: the vjp of ``L2Normalize``."""

    def __init__(self, axis=0, epsilon=1e-4):
        self.check_type("axis", axis, (list, tuple, int))
        self.check_type("epsilon", epsilon, (int, float))
        super().__init__(axis=axis, epsilon=epsilon)

    def __call__(self, x, out, dout):
        axis = self.axis[0] if isinstance(self.axis, (list, tuple)) else self.axis
        return vjp_of(lambda v: F.l2_normalize(v, axis, self.epsilon), (x,), dout)[0]


class LRNGrad(GradPrimitive):
    """``LRNGrad(depth_radius=5, bias=1.0, alpha=1.0, beta=0.5)(grads, x, y)``: the vjp of
    ``LRN`` at x."""

    def __init__(self, depth_radius=5, bias=1.0, alpha=1.0, beta=0.5):
        self.check_type("depth_radius", depth_radius, (int,))
        for k, v in (("bias", bias), ("alpha", alpha), ("beta", beta)):
            self.check_type(k, v, (float,))
        super().__init__(depth_radius=depth_radius, bias=bias, alpha=alpha, beta=beta)

    def __call__(self, grads, x, y):
        fwd = lambda v: F.lrn(v, self.depth_radius, self.bias, self.alpha, self.beta)  # noqa
        return vjp_of(fwd, (x,), grads)[0]


class MultiMarginLossGrad(GradPrimitive):
    """``MultiMarginLossGrad(p=1, margin=1.0, reduction='mean')(y_grad, x, target,
    weight=None)``: the vjp of ``multi_margin_loss`` for x."""

    def __init__(self, p=1, margin=1.0, reduction="mean"):
        if p not in (1, 2) or isinstance(p, bool):
            raise ValueError(f"For 'MultiMarginLossGrad', 'p' must be 1 or 2, but got {p}.")
        super().__init__(p=p, margin=float(margin),
                         reduction=self.check_str("reduction", reduction, _REDUCTIONS))

    def _loss(self, x, target):
        classes = x.shape[-1]
        hot = F.one_hot(target, classes, F.ones((), x.dtype), F.zeros((), x.dtype))
        picked = F.sum(x * hot, -1, True)
        term = F.maximum(self.margin - picked + x, F.zeros((), x.dtype)) * (1 - hot)
        term = term * term if self.p == 2 else term
        return F.sum(term, -1) / classes

    def __call__(self, y_grad, x, target, weight=None):
        def fwd(v):
            loss = self._loss(v, target)
            if weight is not None:
                loss = loss * F.gather(weight, target, 0)
            if self.reduction == "none":
                return loss
            return F.mean(loss) if self.reduction == "mean" else F.sum(loss)
        return vjp_of(fwd, (x,), y_grad)[0]


class BiasAddGrad(GradPrimitive):
    """``BiasAddGrad(data_format='NCHW')(dout)``: ``dout`` summed over every axis but the
    channel axis (axis 1, or the last for 'NHWC')."""

    def __init__(self, data_format="NCHW"):
        super().__init__(data_format=self.check_str("data_format", data_format,
                                                    ("NCHW", "NHWC", "NCDHW")))

    def __call__(self, dout):
        rank = len(dout.shape)
        if rank < 2:
            raise ValueError(f"For 'BiasAddGrad', the dimension of 'dout' must be at least 2, "
                             f"but got {rank}.")
        channel = rank - 1 if self.data_format == "NHWC" else 1
        return F.cast(F.sum(dout, tuple(a for a in range(rank) if a != channel)), dout.dtype)
