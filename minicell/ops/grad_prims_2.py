"""MindSpore's backward-kernel Primitives of ``ops.operations._grad_ops``, second part: the
gradients of slicing, convolution, resizing, pooling, ``GatherD`` and ``Einsum`` (each the vjp
of its forward minicell op, see ``grad_prims``), and ``ConcatOffset``.

>>> import minicell as ms, numpy as np
>>> from minicell.ops.operations import _grad_ops as G
>>> G.SliceGrad()(ms.Tensor([[1.0]]), ms.Tensor(np.zeros((2, 2), np.float32)), (1, 0),
...               (1, 1)).asnumpy().tolist()
[[0.0, 0.0], [1.0, 0.0]]
"""
import math

import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ._arg_checks import int_values
from . import functional as F
from ._nn_primitives import MaxPool
from .grad_prims import GradPrimitive, vjp_of
from .nn_pool_ext import MaxPoolWithArgmax
from .nn_resize import ResizeBilinearV2, ResizeNearestNeighborV2
from .primitive import StridedSlice

__all__ = ["StridedSliceGrad", "SliceGrad", "Conv2DBackpropFilter", "ResizeBilinearGrad",
           "ResizeNearestNeighborGrad", "ResizeNearestNeighborV2Grad", "MaxPoolGrad",
           "MaxPoolGradGrad", "MaxPoolGradWithArgmax", "MaxPoolGradGradWithArgmax",
           "MaxPoolGradWithArgmaxV2", "GatherDGradV2", "EinsumGrad", "ConcatOffset"]


def _linear_grad(fn, shape, dout):
    """The transpose of the linear map ``fn`` (inputs of ``shape``) applied to ``dout``, in
    ``dout``'s dtype (integer gradients are computed in float32 and cast back)."""
    dtype = dout.dtype
    work = dout if F.is_floating_point(dout) or F.is_complex(dout) else \
        F.cast(dout, mstype.float32)
    return F.cast(vjp_of(fn, (F.zeros(tuple(shape), work.dtype),), work)[0], dtype)


def _hw(v, what, name):
    """An int or a 2- / 4-tuple (MindSpore's NCHW attribute form) -> (h, w)."""
    if isinstance(v, int) and not isinstance(v, bool):
        return (v, v)
    if isinstance(v, (tuple, list)) and len(v) in (2, 4):
        return tuple(int(i) for i in v[-2:])
    raise ValueError(f"For '{name}', '{what}' must be an int or a tuple of 2 or 4 ints, but got "
                     f"{v!r}.")


class StridedSliceGrad(GradPrimitive):
    """``StridedSliceGrad(begin_mask=0, end_mask=0, ellipsis_mask=0, new_axis_mask=0,
    shrink_axis_mask=0)(dy, shapex, begin, end, strides)``: ``dy`` put back where
    ``StridedSlice`` took it from, zeros elsewhere."""

    def __init__(self, begin_mask=0, end_mask=0, ellipsis_mask=0, new_axis_mask=0,
                 shrink_axis_mask=0):
        masks = dict(begin_mask=begin_mask, end_mask=end_mask, ellipsis_mask=ellipsis_mask,
                     new_axis_mask=new_axis_mask, shrink_axis_mask=shrink_axis_mask)
        for k, v in masks.items():
            self.check_type(k, v, (int,))
        super().__init__(**masks)
        self._slice = StridedSlice(**masks)

    def __call__(self, dy, shapex, begin, end, strides):
        shape = int_values(shapex)
        def fn(z):
            return self._slice(z, begin, end, strides)

        sliced = F.shape(fn(F.zeros(tuple(shape), mstype.float32)))
        if math.prod(sliced) == 0:       # nothing was taken: zeros, whatever dy is (2.10)
            return F.zeros(tuple(shape), dy.dtype)
        if F.shape(dy) != sliced and math.prod(F.shape(dy)) == math.prod(sliced):
            dy = F.reshape(dy, sliced)   # 2.10's kernel reads dy's elements in order, any shape
        return _linear_grad(fn, shape, dy)


class SliceGrad(GradPrimitive):
    """``SliceGrad()(dy, x, begin, size)``: ``dy`` put back where ``Slice`` took it from."""

    def __call__(self, dy, x, begin, size):
        return _linear_grad(lambda z: F.slice(z, begin, size), x.shape, dy)


class Conv2DBackpropFilter(GradPrimitive):
    """``Conv2DBackpropFilter(out_channel, kernel_size, pad_mode='valid', pad=0,
    pad_list=(0, 0, 0, 0), mode=1, stride=(1, 1), dilation=(1, 1, 1, 1), group=1,
    data_format='NCHW')(dout, x, filter_shape)``: the gradient of ``Conv2D`` for its weight."""

    def __init__(self, out_channel, kernel_size, pad_mode="valid", pad=0, pad_list=(0, 0, 0, 0),
                 mode=1, stride=(1, 1), dilation=(1, 1, 1, 1), group=1, data_format="NCHW"):
        self.check_type("out_channel", out_channel, (int,))
        self.check_str("pad_mode", pad_mode.lower() if isinstance(pad_mode, str) else pad_mode,
                       ("valid", "same", "pad"))
        self.check_str("data_format", data_format, ("NCHW",))
        super().__init__(out_channel=out_channel, kernel_size=kernel_size,
                         pad_mode=pad_mode.lower(), pad=pad, pad_list=tuple(pad_list),
                         mode=mode, stride=_hw(stride, "stride", self.name),
                         dilation=_hw(dilation, "dilation", self.name), group=group,
                         data_format=data_format)

    def __call__(self, dout, x, filter_shape):
        pad = self.pad
        if self.pad_mode == "pad":
            pad = self.pad_list if any(self.pad_list) else pad
            pad = (pad,) * 4 if isinstance(pad, int) else tuple(pad)
        conv = lambda w: F.conv2d(x, w, None, self.stride, self.pad_mode, pad,  # noqa: E731
                                  self.dilation, self.group)
        return vjp_of(conv, (F.zeros(int_values(filter_shape), x.dtype),), dout)[0]


class _ResizeGrad(GradPrimitive):
    _fwd = ResizeBilinearV2

    def __init__(self, align_corners=False, half_pixel_centers=False):
        self.check_type("align_corners", align_corners, (bool,))
        self.check_type("half_pixel_centers", half_pixel_centers, (bool,))
        if align_corners and half_pixel_centers:
            raise ValueError(f"For '{self.name}', the 'half_pixel_centers' must be False when "
                             f"'align_corners' is True, but got 'half_pixel_centers': True.")
        super().__init__(align_corners=align_corners, half_pixel_centers=half_pixel_centers)
        self._resize = self._fwd(align_corners, half_pixel_centers)

    def _grad(self, grads, in_shape):
        out_hw = tuple(grads.shape[-2:])
        return _linear_grad(lambda z: self._resize(z, out_hw), in_shape, grads)


class ResizeBilinearGrad(_ResizeGrad):
    """``ResizeBilinearGrad(align_corners=False, half_pixel_centers=False)(grads, image)``:
    the gradient of ``ResizeBilinearV2`` for an image of ``image``'s shape."""

    def __call__(self, grads, image):
        return F.cast(self._grad(grads, image.shape), image.dtype)


class ResizeNearestNeighborV2Grad(_ResizeGrad):
    """``ResizeNearestNeighborV2Grad(align_corners=False, half_pixel_centers=False)(grads,
    size)``: the gradient of ``ResizeNearestNeighborV2`` from spatial ``size``."""
    _fwd = ResizeNearestNeighborV2

    def __call__(self, grads, size):
        return self._grad(grads, tuple(grads.shape[:-2]) + int_values(size))


class ResizeNearestNeighborGrad(ResizeNearestNeighborV2Grad):
    """``ResizeNearestNeighborGrad(align_corners=False, half_pixel_centers=False)(grads,
    size)``: as MindSpore 2.10's kernel, ``half_pixel_centers`` is not used (its
    ``ResizeNearestNeighbor`` forward ignores it too)."""

    def __init__(self, align_corners=False, half_pixel_centers=False):
        super().__init__(align_corners, half_pixel_centers)
        self._resize = self._fwd(align_corners, False)


class _PoolGrad(GradPrimitive):
    def __init__(self, kernel_size=1, strides=1, pad_mode="VALID", data_format="NCHW"):
        self.check_type("kernel_size", kernel_size, (int, tuple, list))
        self.check_type("strides", strides, (int, tuple, list))
        self.check_type("pad_mode", pad_mode, (str,))
        mode = self.check_str("pad_mode", pad_mode.upper(), ("VALID", "SAME"))
        self.check_str("data_format", data_format, ("NCHW",))
        super().__init__(kernel_size=_hw(kernel_size, "kernel_size", self.name),
                         strides=_hw(strides, "strides", self.name), pad_mode=mode,
                         data_format=data_format)

    def _argmax(self, x):
        return MaxPoolWithArgmax(self.kernel_size, self.strides, self.pad_mode)(x)[1]


def _flat(t):
    return F.reshape(t, tuple(t.shape[:2]) + (-1,))


def _plane_index(argmax, plane):
    """Flat indices into one (H, W) plane: MindSpore's ``MaxPoolWithArgmax`` counts over the
    whole (C, H, W) of a sample (channel c from c * H * W), ``MaxPoolWithArgmaxV2`` within each
    plane; the remainder by H * W is the plane position in both."""
    return F.cast(_flat(argmax), mstype.int32) % plane


def _scatter_argmax(x, grad, argmax):
    """``grad`` added into a zero (N, C, H, W) at the flat positions ``argmax``."""
    plane = x.shape[2] * x.shape[3]
    out = GatherDGradV2()(F.zeros(tuple(x.shape[:2]) + (plane,), grad.dtype), 2,
                          _plane_index(argmax, plane), _flat(grad))
    return F.reshape(out, x.shape)


def _gather_argmax(grad, argmax):
    """``grad`` (N, C, H, W) read at the flat positions ``argmax``."""
    index = _plane_index(argmax, grad.shape[2] * grad.shape[3])
    return F.reshape(F.gather_d(_flat(grad), 2, index), argmax.shape)


class MaxPoolGrad(_PoolGrad):
    """``MaxPoolGrad(kernel_size=1, strides=1, pad_mode='VALID', data_format='NCHW')(x, y,
    dy)``: ``dy`` routed back to each window's maximum of x."""

    def __call__(self, x, y, dy):
        pool = MaxPool(self.kernel_size, self.strides, self.pad_mode)
        return vjp_of(pool, (x,), dy)[0]


class MaxPoolGradGrad(_PoolGrad):
    """``MaxPoolGradGrad(kernel_size=1, strides=1, pad_mode='VALID')(x, y, grad)``: ``grad``
    (x's shape) read at each window's maximum of x (the output's shape)."""

    def __init__(self, kernel_size=1, strides=1, pad_mode="VALID"):
        super().__init__(kernel_size, strides, pad_mode)

    def __call__(self, x, y, grad):
        return _gather_argmax(grad, self._argmax(x))


class MaxPoolGradWithArgmax(_PoolGrad):
    """``MaxPoolGradWithArgmax(kernel_size=1, strides=1, pad_mode='VALID')(x, grad,
    argmax)``: ``grad`` added at the flat per-plane positions ``argmax`` of a zero like x."""

    def __call__(self, x, grad, argmax):
        return _scatter_argmax(x, grad, argmax)


class MaxPoolGradGradWithArgmax(_PoolGrad):
    """``MaxPoolGradGradWithArgmax(kernel_size=1, strides=1, pad_mode='VALID')(x, grad,
    argmax)``: ``grad`` (x's shape) read at the positions ``argmax``."""

    def __init__(self, kernel_size=1, strides=1, pad_mode="VALID"):
        super().__init__(kernel_size, strides, pad_mode)

    def __call__(self, x, grad, argmax):
        return _gather_argmax(grad, argmax)


class MaxPoolGradWithArgmaxV2(GradPrimitive):
    """``MaxPoolGradWithArgmaxV2(kernel_size, strides=None, pads=0, dilation=(1, 1),
    ceil_mode=False, argmax_type=mstype.int64)(x, grad, argmax)``: as ``MaxPoolGradWithArgmax``
    for ``MaxPoolWithArgmaxV2``'s indices."""

    def __init__(self, kernel_size, strides=None, pads=0, dilation=(1, 1), ceil_mode=False,
                 argmax_type=None):
        self.check_type("ceil_mode", ceil_mode, (bool,))
        super().__init__(kernel_size=kernel_size, strides=strides, pads=pads, dilation=dilation,
                         ceil_mode=ceil_mode, argmax_type=argmax_type)

    def __call__(self, x, grad, argmax):
        return _scatter_argmax(x, grad, argmax)


class GatherDGradV2(GradPrimitive):
    """``GatherDGradV2()(x, dim, index, dout)``: ``dout`` added into a zero like x at
    ``index`` along ``dim`` (the gradient of ``GatherD``)."""

    def __call__(self, x, dim, index, dout):
        dim = int(int_values(dim)[0]) if not isinstance(dim, int) else dim
        return _linear_grad(lambda z: F.gather_d(z, dim, index), x.shape, dout)


class EinsumGrad(GradPrimitive):
    """``EinsumGrad(equation)(inputs, dout)``: the gradients of ``Einsum(equation)(inputs)``
    for each input (``dout`` may be given as a 1-tuple)."""

    def __init__(self, equation):
        self.check_type("equation", equation, (str,))
        super().__init__(equation=equation.replace(" ", ""))

    def __call__(self, inputs, dout):
        if isinstance(dout, (tuple, list)):
            dout = dout[0]
        inputs = tuple(inputs)
        return tuple(vjp_of(lambda *xs: F.einsum(self.equation, *xs), inputs, dout))


class ConcatOffset(GradPrimitive):
    """``ConcatOffset(N=2, axis=0)(x)``: for a tuple of N tensors concatenated along ``axis``,
    the (N, rank) int64 offsets of each one in the result."""

    def __init__(self, N=2, axis=0):
        super().__init__(N=N, axis=self.check_type("axis", axis, (int,)))

    def __call__(self, x):
        shapes = [tuple(t.shape) for t in x]
        rank = len(shapes[0])
        axis = self.axis + rank if self.axis < 0 else self.axis
        if not 0 <= axis < rank:
            raise ValueError(f"For 'ConcatOffset', 'axis' must be in range [{-rank}, {rank}), "
                             f"but got {self.axis}.")
        out = np.zeros((len(shapes), rank), np.int64)
        out[:, axis] = np.cumsum([0] + [s[axis] for s in shapes[:-1]])
        return Tensor(out)
