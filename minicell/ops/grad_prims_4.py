"""MindSpore's backward-kernel Primitives of ``ops.operations._grad_ops``, fourth part:
position-sensitive ROI pooling (R-FCN's ``PSROIPoolingGrad``), in closed form: every pooled
bin's gradient spread evenly over the feature cells of its bin (see ``grad_prims``); the
p-norm distance's ``CdistGrad``; softmax's ``SoftmaxBackward``; ``FastGeLUGrad``,
``GeLUGrad`` and the grid samplers' ``GridSampler2DGrad`` / ``GridSampler3DGrad`` as the vjp
of their forward op; ``BatchNormGrad`` from the batch statistics and ``FlattenGrad``; the hard activations'
``HSigmoidGrad`` / ``HSwishGrad`` in closed form (MindSpore's kernels: open interval for
HSigmoid, closed for HSwish) and ``MaximumGrad`` / ``MinimumGrad`` as the vjp of
``maximum`` / ``minimum`` (ties split the gradient in half, broadcast axes summed).

>>> import numpy as np, minicell as ms
>>> from minicell.ops.operations import _grad_ops as G
>>> rois = ms.Tensor(np.array([[[0.0], [0.0], [0.0], [2.0], [2.0]]], np.float32))
>>> dx = G.PSROIPoolingGrad((2, 2), 1.0, 1, 1)(ms.Tensor(np.ones((1, 1, 1, 1), np.float32)), rois)
>>> dx.asnumpy().ravel().tolist()
[0.25, 0.25, 0.25, 0.25]
"""
import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from . import functional as F
from .grad_prims import GradPrimitive, vjp_of
from .nn_activations import fast_gelu, gelu_prim
from .nn_resize import UpsampleNearest3D, UpsampleTrilinear3D, grid_sample
from .ps_roi_pooling import check_float_pair, positive_int, positive_scale, ps_bins

__all__ = ["PSROIPoolingGrad", "CdistGrad", "FastGeLUGrad", "GeLUGrad", "GridSampler2DGrad",
           "GridSampler3DGrad", "SoftmaxBackward", "BatchNormGrad", "FlattenGrad",
           "HSigmoidGrad", "HSwishGrad", "MaximumGrad", "MinimumGrad", "UpsampleNearest3DGrad",
           "UpsampleTrilinear3DGrad"]


class PSROIPoolingGrad(GradPrimitive):
    """``PSROIPoolingGrad(input_size, spatial_scale, group_size, output_dim)(dy, rois)``: the
    gradient of position-sensitive ROI pooling for features ``(batch, output_dim *
    group_size**2, *input_size)``. ``rois`` is ``(batch, 5, rois_num)`` holding ``(batch index,
    x1, y1, x2, y2)``; ``dy`` is ``(batch * rois_num, output_dim, group_size, group_size)``."""

    def __init__(self, input_size, spatial_scale, group_size, output_dim):
        name = type(self).__name__
        if isinstance(input_size, bool) or not isinstance(input_size, (int, tuple)):
            raise TypeError(f"For '{name}', the type of 'input_size' should be one of "
                            f"'['int', 'tuple']', but got type '{type(input_size).__name__}'.")
        sizes = (input_size,) * 2 if isinstance(input_size, int) else input_size
        if len(sizes) != 2:
            raise ValueError(f"For '{name}', 'input_size' must hold 2 ints, but got "
                             f"{input_size!r}.")
        sizes = tuple(positive_int(name, f"input_size[{i}]", v) for i, v in enumerate(sizes))
        super().__init__(input_size=sizes, spatial_scale=positive_scale(name, spatial_scale),
                         group_size=positive_int(name, "group_size", group_size),
                         output_dim=positive_int(name, "output_dim", output_dim))

    def _check(self, args):
        check_float_pair(self.name, ("x", "rois"), args, ValueError)
        dy, rois = args
        g, d = self.group_size, self.output_dim
        if dy.ndim != 4 or rois.ndim != 3 or rois.shape[1] != 5:
            raise ValueError(f"For '{self.name}', 'dy' must be 4-D and 'rois' (batch, 5, "
                             f"rois_num), but got {tuple(dy.shape)} and {tuple(rois.shape)}.")
        if dy.shape[1] != d:
            raise ValueError(f"For '{self.name}', the channel of input feature is invalid, got: "
                             f"{dy.shape[1]}, must be equal to output_dim: {d}.")
        if dy.shape[0] != rois.shape[0] * rois.shape[2] or tuple(dy.shape[2:]) != (g, g):
            raise RuntimeError(f"For '{self.name}', 'dy' must have shape (batch * rois_num, "
                               f"output_dim, group_size, group_size) = ({rois.shape[0]} * "
                               f"{rois.shape[2]}, {d}, {g}, {g}), but got {tuple(dy.shape)}.")

    def __call__(self, *args):
        self._check(args)
        dy, rois = args
        g, d = self.group_size, self.output_dim
        h, w = self.input_size
        batch = rois.shape[0]
        index, bin_h, in_h, bin_w, in_w = ps_bins(rois, self.spatial_scale, g, h, w)
        area = bin_h[:, :, None] * bin_w[:, None, :]                      # (n, g, g)
        area = F.broadcast_to(area[:, None], (area.shape[0], d, g, g))
        dy32 = F.cast(dy, mstype.float32)
        share = F.where(area > 0, dy32 / F.maximum(area, 1.0), F.zeros_like(dy32))
        owner = F.cast(F.equal(index[:, None],
                               Tensor(np.arange(batch, dtype=np.int32))[None, :]),
                       mstype.float32)                                    # (n, batch)
        dx = F.einsum("nb,ndpq,nph,nqw->bdpqhw", owner, share, in_h, in_w)
        return F.cast(F.reshape(dx, (batch, d * g * g, h, w)), dy.dtype)


class CdistGrad(GradPrimitive):
    """``CdistGrad(p=2.0)(grad, x1, x2, dist)``: the gradient of ``ops.cdist(x1, x2, p)`` with
    respect to ``x1`` (``(..., N, D)``; ``x2`` ``(..., M, D)``), from the given distances
    ``dist`` (``(..., N, M)``) as MindSpore's kernel takes them: ``sum_j grad_ij *
    sign(d) * |d|**(p-1) / dist_ij**(p-1)`` with ``d = x1_i - x2_j``; ``p = 1``: the signs;
    ``p = inf``: the components at the maximum; ``p = 0`` and ``dist = 0``: zero."""

    def __init__(self, p=2.0):
        self.check_type("p", p, (float, int))
        if p < 0:
            raise ValueError(f"For 'CdistGrad', 'p' must be a non-negative number, but got {p}.")
        super().__init__(p=float(p))

    def __call__(self, grad, x1, x2, dist):
        p = self.p
        d = F.expand_dims(x1, -2) - F.expand_dims(x2, -3)          # (..., N, M, D)
        g = F.expand_dims(grad, -1)
        r = F.expand_dims(dist, -1)
        if p == 0:
            return F.zeros_like(x1)
        if p == 1:
            part = F.sign(d)
        elif p == float("inf"):
            part = F.sign(d) * F.cast(F.abs(d) == r, d.dtype)
        else:
            safe = F.select(r == 0, F.ones_like(r), r)
            part = F.sign(d) * F.abs(d) ** (p - 1) / safe ** (p - 1)
            part = F.select(F.broadcast_to(r == 0, part.shape), F.zeros_like(part), part)
        return F.sum(g * part, -2)


class FastGeLUGrad(GradPrimitive):
    """``FastGeLUGrad()(dy, x)``: ``dy`` times the derivative of ``FastGeLU`` at ``x``."""

    def __call__(self, dy, x):
        return vjp_of(fast_gelu, (x,), dy)[0]


class GeLUGrad(GradPrimitive):
    """``GeLUGrad()(dy, x, y)``: ``dy`` times the derivative of ``GeLU`` (the tanh-approximated
    GELU, as MindSpore's CPU kernel) at ``x``; ``y``, GeLU's output, is not needed."""

    def __call__(self, dy, x, y):
        for name, t in (("dy", dy), ("x", x), ("y", y)):
            if not isinstance(t, Tensor) or not mstype.is_float(t.dtype):
                got = t.dtype if isinstance(t, Tensor) else type(t).__name__
                raise TypeError(f"For 'GeLUGrad', the '{name}' must be a float Tensor, but "
                                f"got {got}.")
        return vjp_of(gelu_prim, (x,), dy)[0]


class UpsampleNearest3DGrad(GradPrimitive):
    """``UpsampleNearest3DGrad()(dy, input_size, output_size=None, scales=None)``: the gradient
    of ``UpsampleNearest3D`` for an input of shape ``input_size`` (N, C, D, H, W), taken as the
    vjp of the forward op with the same ``output_size`` / ``scales``."""

    def _make_forward(self):
        return UpsampleNearest3D()

    def __call__(self, dy, input_size, output_size=None, scales=None):
        if not isinstance(dy, Tensor) or not mstype.is_float(dy.dtype):
            got = dy.dtype if isinstance(dy, Tensor) else type(dy).__name__
            raise TypeError(f"For '{self.name}', the 'dy' must be a float Tensor, but got {got}.")
        shape = tuple(int(n) for n in input_size)
        if len(shape) != 5:
            raise ValueError(f"For '{self.name}', 'input_size' must have 5 elements, but got "
                             f"{len(shape)}.")
        forward = self._make_forward()
        x = F.zeros(shape, dy.dtype)
        return vjp_of(lambda t: forward(t, output_size, scales), (x,), dy)[0]


class UpsampleTrilinear3DGrad(UpsampleNearest3DGrad):
    """``UpsampleTrilinear3DGrad(align_corners=False)(dy, input_size, output_size=None,
    scales=None)``: as ``UpsampleNearest3DGrad`` for ``UpsampleTrilinear3D``."""

    def __init__(self, align_corners=False):
        self.check_type("align_corners", align_corners, (bool,))
        super().__init__(align_corners=align_corners)

    def _make_forward(self):
        return UpsampleTrilinear3D(self.align_corners)


class SoftmaxBackward(GradPrimitive):
    """``SoftmaxBackward()(dout, out, dim=-1)``: the gradient of softmax along ``dim`` for the
    output gradient ``dout``, from softmax's output ``out``: ``out * (dout - sum(dout * out,
    dim))``; differentiable (softmax's second derivative)."""

    def __call__(self, dout, out, dim=-1):
        self.check_type("dim", dim, (int,))
        return out * (dout - F.sum(dout * out, dim, True))


class GridSampler2DGrad(GradPrimitive):
    """``GridSampler2DGrad(interpolation_mode='bilinear', padding_mode='zeros',
    align_corners=False)(grad, input_x, grid)``: the gradients ``(dx, dgrid)`` of
    ``GridSampler2D`` with the same attributes for the output gradient ``grad``."""

    def __init__(self, interpolation_mode="bilinear", padding_mode="zeros", align_corners=False):
        self.check_type("align_corners", align_corners, (bool,))
        super().__init__(interpolation_mode=interpolation_mode, padding_mode=padding_mode,
                         align_corners=align_corners)

    def __call__(self, grad, input_x, grid):
        def fwd(x, g):
            return grid_sample(x, g, self.interpolation_mode, self.padding_mode,
                               self.align_corners)
        return vjp_of(fwd, (input_x, grid), grad)


class GridSampler3DGrad(GridSampler2DGrad):
    """``GridSampler3DGrad(...)(grad, input_x, grid)``: as ``GridSampler2DGrad`` for
    ``GridSampler3D`` (5-D input, ``(N, D, H, W, 3)`` grid)."""


class BatchNormGrad(GradPrimitive):
    """``BatchNormGrad(is_training=False, epsilon=1e-05, data_format='NCHW')(dout, x, scale,
    save_mean, save_variance, reserve)`` -> ``(dx, dscale, dbias)``: BatchNorm's gradient from
    the statistics its forward saved (the batch mean and biased variance). Training: ``dx``
    through the batch statistics; inference: ``dout * scale / sqrt(var + eps)``. ``reserve`` is
    MindSpore's workspace input, unused."""

    def __init__(self, is_training=False, epsilon=1e-5, data_format="NCHW"):
        self.check_type("is_training", is_training, (bool,))
        self.check_type("epsilon", epsilon, (float,))
        if data_format not in ("NCHW", "NHWC", "NCDHW"):
            raise ValueError(f"For 'BatchNormGrad', the 'data_format' must be 'NCHW', 'NHWC' or "
                             f"'NCDHW', but got {data_format!r}.")
        super().__init__(is_training=is_training, epsilon=epsilon, data_format=data_format)

    def __call__(self, dout, x, scale, save_mean, save_variance, reserve=None):
        del reserve
        rank = len(x.shape)
        channel = rank - 1 if self.data_format == "NHWC" else 1
        axes = tuple(a for a in range(rank) if a != channel)
        shape = tuple(x.shape[channel] if a == channel else 1 for a in range(rank))
        inv = F.reshape(F.pow(save_variance + self.epsilon, -0.5), shape)
        xhat = (x - F.reshape(save_mean, shape)) * inv
        dscale = F.sum(dout * xhat, axes)
        dbias = F.sum(dout, axes)
        g = F.reshape(scale, shape) * inv
        if not self.is_training:
            return dout * g, dscale, dbias
        n = x.size // x.shape[channel]
        dx = g * (dout - F.reshape(dbias, shape) / n - xhat * F.reshape(dscale, shape) / n)
        return dx, dscale, dbias


class FlattenGrad(GradPrimitive):
    """``FlattenGrad()(dout, shape)``: ``dout`` reshaped back to the input's ``shape``."""

    def __call__(self, dout, shape):
        return F.reshape(dout, tuple(shape))


def _check_same(name, dy, x):
    """MindSpore's elementwise-gradient checks: ``dy`` and ``x`` share dtype and shape."""
    if dy.dtype != x.dtype:
        raise TypeError(f"For {name}, the grad type must be same as input type, but got "
                        f"grad_type: {dy.dtype} and x_type: {x.dtype}")
    if len(dy.shape) != len(x.shape):
        raise ValueError(f"Rank of x({len(x.shape)}) and dout({len(dy.shape)}) not equal, "
                         f"primitive name: {name}.")
    for i, (a, b) in enumerate(zip(x.shape, dy.shape)):
        if a != b:
            raise ValueError(f"The {i}th dim of x({a}) and dout({b}) not equal, primitive "
                             f"name: {name}.")


class HSigmoidGrad(GradPrimitive):
    """``HSigmoidGrad()(grads, input_x)``: ``grads / 6`` where ``-3 < x < 3``, else 0."""

    def __call__(self, grads, input_x):
        _check_same(self.name, grads, input_x)
        inside = F.logical_and(input_x > -3, input_x < 3)
        return F.select(inside, grads / 6, F.zeros_like(grads))


class HSwishGrad(GradPrimitive):
    """``HSwishGrad()(y_grad, x)``: ``y_grad`` times 0 for ``x < -3``, 1 for ``x > 3`` and
    ``(2x + 3) / 6`` in between (both ends included, as MindSpore's kernel)."""

    def __call__(self, y_grad, x):
        _check_same(self.name, y_grad, x)
        slope = F.select(x < -3, F.zeros_like(x), F.select(x > 3, F.ones_like(x), (2 * x + 3) / 6))
        return y_grad * slope


class MaximumGrad(GradPrimitive):
    """``MaximumGrad(grad_x=True, grad_y=True)(x, y, grads)`` -> ``(dx, dy)``: ``grads`` routed
    to the larger input (half to each on a tie), summed back to each input's shape."""
    _forward = "maximum"   # read from ``functional`` when called (it is filled after this module)

    def __init__(self, grad_x=True, grad_y=True):
        super().__init__(grad_x=self.check_type("grad_x", grad_x, (bool,)),
                         grad_y=self.check_type("grad_y", grad_y, (bool,)))

    def __call__(self, x, y, grads):
        return tuple(vjp_of(getattr(F, self._forward), (x, y), grads))


class MinimumGrad(MaximumGrad):
    """``MinimumGrad(grad_x=True, grad_y=True)(x, y, grads)`` -> ``(dx, dy)``: ``grads`` routed
    to the smaller input (half to each on a tie), summed back to each input's shape."""
    _forward = "minimum"
