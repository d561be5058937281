"""Image-layout Cells: ``nn.Upsample``, ``nn.PixelShuffle``, ``nn.PixelUnshuffle``,
``nn.ChannelShuffle``, ``nn.LRN`` over their ``ops`` functions, and ``nn.ResizeBilinear``
(MindSpore 1.x's spelling, still used by model-zoo code; 2.10 has none).

>>> import minicell as ms, numpy as np
>>> from minicell import nn
>>> nn.PixelShuffle(2)(ms.Tensor(np.ones((1, 4, 3, 3), np.float32))).shape
(1, 1, 6, 6)
"""
from ... import _checkparam as _validator
from ... import ops
from ..cell import Cell
from .._operand_texts import refuses_non_tensors

__all__ = ["Upsample", "PixelShuffle", "PixelUnshuffle", "ChannelShuffle", "LRN",
           "ResizeBilinear"]


class Upsample(Cell):
    """``ops.interpolate`` with fixed arguments (``fn``: mint's Upsample takes its own)."""
    fn = staticmethod(ops.interpolate)

    def __init__(self, size=None, scale_factor=None, mode="nearest", align_corners=None,
                 recompute_scale_factor=None):
        super().__init__()
        self.size, self.scale_factor, self.mode = size, scale_factor, mode
        self.align_corners, self.recompute_scale_factor = align_corners, recompute_scale_factor

    def construct(self, x):
        return self.fn(x, self.size, self.scale_factor, self.mode, self.align_corners,
                       self.recompute_scale_factor)


@refuses_non_tensors
class PixelShuffle(Cell):
    """(*, C*r^2, H, W) -> (*, C, H*r, W*r)."""

    def __init__(self, upscale_factor):
        super().__init__()
        self.upscale_factor = upscale_factor

    def construct(self, input):
        return ops.pixel_shuffle(input, self.upscale_factor)


@refuses_non_tensors
class PixelUnshuffle(Cell):
    """(*, C, H*r, W*r) -> (*, C*r^2, H, W)."""

    def __init__(self, downscale_factor):
        super().__init__()
        self.downscale_factor = downscale_factor

    def construct(self, input):
        return ops.pixel_unshuffle(input, self.downscale_factor)


@refuses_non_tensors
class ChannelShuffle(Cell):
    """Interleave the channels of ``groups`` groups."""

    def __init__(self, groups):
        super().__init__()
        # 2.10's two errors (measured): a TypeError for a non-int, a ValueError below 1
        if not isinstance(groups, int):
            raise TypeError(f"For ChannelShuffle, the param `groups` must be int, but got "
                            f"{type(groups)}.")
        if groups < 1:
            raise ValueError(f"For ChannelShuffle, the param `groups` must be larger than 0, but "
                             f"got {groups}.")
        self.groups = groups

    def construct(self, x):
        return ops.channel_shuffle(x, self.groups)


class LRN(Cell):
    """Local response normalization across channels."""

    def __init__(self, depth_radius=5, bias=1.0, alpha=1.0, beta=0.5,
                 norm_region="ACROSS_CHANNELS"):
        super().__init__()
        # 2.10's LRN primitive checks: an int radius, float coefficients, one region
        _validator.check_value_type("depth_radius", depth_radius, [int], "LRN")
        _validator.check_non_negative_int(depth_radius, "depth_radius", "LRN")
        for name, v in (("bias", bias), ("alpha", alpha), ("beta", beta)):
            _validator.check_value_type(name, v, [float], "LRN")
        _validator.check_value_type("norm_region", norm_region, [str], "LRN")
        _validator.check_string(norm_region, ["ACROSS_CHANNELS"], "norm_region", "LRN")
        self.depth_radius, self.bias, self.alpha, self.beta = depth_radius, bias, alpha, beta
        self.norm_region = norm_region

    def construct(self, input_x):
        return ops.lrn(input_x, self.depth_radius, self.bias, self.alpha, self.beta,
                       self.norm_region)


@ops.constexpr
def _bilinear_size(shape, size, scale, align_corners):
    """The output (height, width) and 1.x's checks (its texts) of ``size`` / ``scale_factor``."""
    if not isinstance(align_corners, bool):
        raise TypeError(f"For 'ResizeBilinear', the type of 'align_corners' must be bool, but got "
                        f"{type(align_corners).__name__}.")
    if (size is None) == (scale is None):
        both = "both none" if size is None else "both not none"
        raise ValueError(f"For 'ResizeBilinear', the 'size' and 'scale' {both}.")
    if size is None:
        return (scale * shape[2], scale * shape[3])
    if not isinstance(size, (tuple, list)):
        raise ValueError(f"For 'ResizeBilinear', the 'size' must be tuple or list or None, but "
                         f"got {type(size).__name__}.")
    return tuple(size)


class ResizeBilinear(Cell):
    """``nn.ResizeBilinear(half_pixel_centers=False)(x, size=None, scale_factor=None,
    align_corners=False)``: bilinear resize of an NCHW ``x`` to ``size`` or ``scale_factor``
    times its height and width (one of the two)."""

    def __init__(self, half_pixel_centers=False):
        super().__init__()
        self.half_pixel_centers = half_pixel_centers

    def construct(self, x, size=None, scale_factor=None, align_corners=False):
        shape = _bilinear_size(x.shape, size, scale_factor, align_corners)
        return ops.ResizeBilinearV2(align_corners, self.half_pixel_centers)(x, shape)
