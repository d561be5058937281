"""MindSpore's backward-kernel Primitives of ``ops.operations._grad_ops``, third part: dropout,
3-D, average and fractional pooling, padding, ROIAlign, deformable offsets and bicubic resizing, each the
vjp (or for a grad-of-grad kernel, the jvp) of its forward minicell op (see ``grad_prims``).

>>> import minicell as ms
>>> from minicell.ops.operations import _grad_ops as G
>>> G.DropoutGrad(0.5)(ms.Tensor([1.0, 2.0]), ms.Tensor([1.0, 0.0])).asnumpy().tolist()
[2.0, 0.0]
"""
from ..common import dtype as mstype
from ._arg_checks import int_values
from . import functional as F
from ._nn_primitives import AvgPool
from .extra_deform import DeformableOffsets
from .extra_roi import ROIAlign
from .functional_transforms import jvp
from .linalg_funcs import call
from .grad_prims import GradPrimitive, vjp_of
from ._util import values_for_shape
from .grad_prims_2 import _PoolGrad, _linear_grad, _ResizeGrad
from .nn_misc_ext import MirrorPad, PadV3
from .nn_pool_ext import MaxPool3D
from .nn_resize import ResizeBicubic

__all__ = ["DropoutGrad", "MaxPool3DGrad", "MaxPool3DGradGrad", "AvgPoolGrad", "PadV3Grad",
           "MirrorPadGrad", "ROIAlignGrad", "DeformableOffsetsGrad", "ResizeBicubicGrad",
           "FractionalAvgPoolGrad", "FractionalMaxPoolGrad"]


class DropoutGrad(GradPrimitive):
    """``DropoutGrad(keep_prob=0.5)(dy, mask)``: ``dy * mask / keep_prob``."""

    def __init__(self, keep_prob=0.5):
        self.check_type("keep_prob", keep_prob, (float, int))
        if not 0 < keep_prob <= 1:
            raise ValueError(f"For 'DropoutGrad', the 'keep_prob' must be in range (0, 1], but "
                             f"got {keep_prob}.")
        super().__init__(keep_prob=float(keep_prob))

    def __call__(self, dy, mask):
        return dy * F.cast(mask, dy.dtype) * (1.0 / self.keep_prob)


def _dhw(v, what, name):
    """An int, a 3- or a 5-tuple (NCDHW attribute form) -> (d, h, w)."""
    if isinstance(v, int) and not isinstance(v, bool):
        return (v,) * 3
    if isinstance(v, (tuple, list)) and len(v) in (3, 5):
        return tuple(int(i) for i in v[-3:])
    raise ValueError(f"For '{name}', '{what}' must be an int or a tuple of 3 or 5 ints, but got "
                     f"{v!r}.")


class MaxPool3DGrad(GradPrimitive):
    """``MaxPool3DGrad(kernel_size=1, strides=1, pad_mode='VALID', pad_list=0,
    data_format='NCDHW')(x, y, grad)``: ``grad`` routed back to each window's maximum."""

    def __init__(self, kernel_size=(1, 1, 1, 1, 1), strides=(1, 1, 1, 1, 1), pad_mode="VALID",
                 pad_list=0, data_format="NCDHW"):
        self.check_type("pad_mode", pad_mode, (str,))
        mode = self.check_str("pad_mode", pad_mode.upper(), ("VALID", "SAME", "PAD",
                                                              "CALCULATED"))
        self.check_str("data_format", data_format, ("NCDHW",))
        super().__init__(kernel_size=_dhw(kernel_size, "kernel_size", self.name),
                         strides=_dhw(strides, "strides", self.name),
                         pad_mode="PAD" if mode == "CALCULATED" else mode, pad_list=pad_list,
                         data_format=data_format)

    def _pool(self):
        return MaxPool3D(self.kernel_size, self.strides, self.pad_mode, self.pad_list)

    def __call__(self, x, y, grad):
        return vjp_of(self._pool(), (x,), grad)[0]


class MaxPool3DGradGrad(MaxPool3DGrad):
    """``MaxPool3DGradGrad(kernel_size=1, strides=1, pad_mode='VALID')(x, y, grad)``: ``grad``
    (x's shape) read at each window's maximum of x (the jvp of ``MaxPool3D``)."""

    def __init__(self, kernel_size=(1, 1, 1, 1, 1), strides=(1, 1, 1, 1, 1), pad_mode="VALID",
                 data_format="NCDHW"):
        super().__init__(kernel_size, strides, pad_mode, 0, data_format)

    def __call__(self, x, y, grad):
        return jvp(self._pool(), x, grad)[1]


class AvgPoolGrad(_PoolGrad):
    """``AvgPoolGrad(kernel_size=1, strides=1, pad_mode='VALID', data_format='NCHW')(x, out,
    dout)``: the gradient of ``AvgPool`` for x."""

    def __call__(self, x, out, dout):
        pool = AvgPool(self.kernel_size, self.strides, self.pad_mode)
        return _linear_grad(pool, x.shape, dout)


def _unpadded_shape(shape, paddings, contiguous, name):
    """The input shape that ``paddings`` (pairs from the last axis back) padded to ``shape``."""
    pads = int_values(paddings)
    if len(pads) % 2 or len(pads) // 2 > len(shape):
        raise ValueError(f"For '{name}', the length of 'paddings' must be even and at most "
                         f"{2 * len(shape)}, but got {len(pads)}.")
    k = len(pads) // 2
    pairs = list(zip(pads[0::2], pads[1::2])) if contiguous else list(zip(pads[:k], pads[k:]))
    out = list(shape)
    for i, (lo, hi) in enumerate(pairs):
        out[len(shape) - 1 - i] -= lo + hi
    return tuple(out)


class PadV3Grad(GradPrimitive):
    """``PadV3Grad(mode='reflect', paddings_contiguous=True)(dy, paddings)``: the gradient of
    ``PadV3(mode)`` (what each padded element copies is added back to its source)."""

    def __init__(self, mode="reflect", paddings_contiguous=True):
        self.check_str("mode", mode, ("reflect", "edge", "circular"))
        self.check_type("paddings_contiguous", paddings_contiguous, (bool,))
        super().__init__(mode=mode, paddings_contiguous=paddings_contiguous)

    def __call__(self, dy, paddings):
        shape = _unpadded_shape(dy.shape, paddings, self.paddings_contiguous, self.name)
        pad = PadV3(self.mode, self.paddings_contiguous)
        return _linear_grad(lambda z: pad(z, paddings), shape, dy)


class MirrorPadGrad(GradPrimitive):
    """``MirrorPadGrad(mode='REFLECT')(dy, paddings)``, ``paddings`` a (rank, 2) array: the
    gradient of ``MirrorPad``."""

    def __init__(self, mode="REFLECT"):
        super().__init__(mode=self.check_str("mode", mode, ("REFLECT", "SYMMETRIC")))

    def __call__(self, dy, paddings):
        pads = int_values(paddings)
        shape = tuple(n - pads[2 * i] - pads[2 * i + 1] for i, n in enumerate(dy.shape))
        pad = MirrorPad(self.mode)
        return _linear_grad(lambda z: pad(z, paddings), shape, dy)


class ROIAlignGrad(GradPrimitive):
    """``ROIAlignGrad(pooled_height, pooled_width, spatial_scale, sample_num=2)(dy, rois,
    xdiff_shape)``: the gradient of ``ROIAlign`` for features of shape ``xdiff_shape``."""

    def __init__(self, pooled_height, pooled_width, spatial_scale, sample_num=2):
        self.check_type("pooled_height", pooled_height, (int,))
        self.check_type("pooled_width", pooled_width, (int,))
        self.check_type("spatial_scale", spatial_scale, (float, int))
        self.check_type("sample_num", sample_num, (int,))
        super().__init__(pooled_height=pooled_height, pooled_width=pooled_width,
                         spatial_scale=float(spatial_scale), sample_num=sample_num)

    def __call__(self, dy, rois, xdiff_shape):
        align = ROIAlign(self.pooled_height, self.pooled_width, self.spatial_scale,
                         self.sample_num)
        return _linear_grad(lambda z: align(z, rois), int_values(xdiff_shape), dy)


class DeformableOffsetsGrad(GradPrimitive):
    """``DeformableOffsetsGrad(strides, pads, kernel_size, dilations=(1, 1, 1, 1),
    data_format='NCHW', deformable_groups=1, modulated=True)(grad, x, offsets)`` ->
    ``(grad_x, grad_offsets)``: the gradients of ``DeformableOffsets``."""

    def __init__(self, strides, pads, kernel_size, dilations=(1, 1, 1, 1), data_format="NCHW",
                 deformable_groups=1, modulated=True):
        self.check_str("data_format", data_format, ("NCHW", "NHWC"))
        super().__init__(strides=strides, pads=pads, kernel_size=kernel_size,
                         dilations=dilations, data_format=data_format,
                         deformable_groups=deformable_groups, modulated=modulated)
        self._attrs = DeformableOffsets(strides, pads, kernel_size, dilations, "NCHW",
                                        deformable_groups, modulated)._attrs
        self._nhwc = data_format == "NHWC"

    def __call__(self, grad, x, offsets):
        # MindSpore's grad kernel takes the output size from 'offsets' (the forward checks it
        # against x's) and channels-last tensors with data_format='NHWC' (measured)
        from .linalg_funcs import call
        if self._nhwc:
            grad, x, offsets = (F.transpose(t, (0, 3, 1, 2)) for t in (grad, x, offsets))
        gx, goff = vjp_of(lambda a, b: call("deformable_offsets", a, b, **self._attrs),
                          (x, offsets), grad)
        if self._nhwc:
            gx, goff = (F.transpose(t, (0, 2, 3, 1)) for t in (gx, goff))
        return gx, goff


class ResizeBicubicGrad(_ResizeGrad):
    """``ResizeBicubicGrad(align_corners=False, half_pixel_centers=False)(grads, image)``: the
    gradient of ``ResizeBicubic`` for an image of ``image``'s shape."""
    _fwd = ResizeBicubic

    def __call__(self, grads, image):
        return F.cast(self._grad(grads, image.shape), image.dtype)


class FractionalAvgPoolGrad(GradPrimitive):
    """``FractionalAvgPoolGrad(overlapping=False)(orig_input_tensor_shape, out_backprop,
    row_pooling_sequence, col_pooling_sequence)``: each pooled cell's gradient spread evenly
    over its window (the vjp of ``FractionalAvgPool``); integer gradients truncate, as
    MindSpore's kernel."""

    def __init__(self, overlapping=False):
        super().__init__(overlapping=self.check_type("overlapping", overlapping, (bool,)))

    def __call__(self, orig_input_tensor_shape, out_backprop, row_pooling_sequence,
                 col_pooling_sequence):
        shape = values_for_shape(orig_input_tensor_shape, self.name)
        if len(shape) != 4:
            raise ValueError(f"For '{self.name}', 'orig_input_tensor_shape' must hold 4 sizes "
                             f"(NHWC), but got {shape}.")
        dtype = out_backprop.dtype
        work = dtype if dtype in (mstype.float16, mstype.float32, mstype.float64) else \
            mstype.float64 if dtype == mstype.int64 else mstype.float32
        (dx,) = vjp_of(lambda x: call("fractional_pool", x, row_pooling_sequence,
                                      col_pooling_sequence, mode="avg",
                                      overlapping=self.overlapping),
                       (F.zeros(tuple(int(s) for s in shape), work),),
                       F.cast(out_backprop, work))
        return dx if work == dtype else F.cast(dx, dtype)


class FractionalMaxPoolGrad(GradPrimitive):
    """``FractionalMaxPoolGrad(overlapping=False)(orig_input, orig_output, out_backprop,
    row_pooling_sequence, col_pooling_sequence)``: each pooled cell's gradient routed to its
    window's maximum (the vjp of ``FractionalMaxPool``)."""

    def __init__(self, overlapping=False):
        super().__init__(overlapping=self.check_type("overlapping", overlapping, (bool,)))

    def __call__(self, orig_input, orig_output, out_backprop, row_pooling_sequence,
                 col_pooling_sequence):
        (dx,) = vjp_of(lambda x: call("fractional_pool", x, row_pooling_sequence,
                                      col_pooling_sequence, mode="max",
                                      overlapping=self.overlapping),
                       (orig_input,), out_backprop)
        return dx
