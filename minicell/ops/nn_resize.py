"""Resizing: ``ops.interpolate`` / ``ops.upsample`` (PyTorch-style modes) and the TF-style
Primitive classes (``ResizeBilinearV2``, ``ResizeNearestNeighbor[V2]``, ``ResizeBicubic``,
``ResizeLinear1D``, ``ResizeArea``, ``UpsampleNearest3D``, ``UpsampleTrilinear3D``), all one
``resize`` registry entry (``runtime/primitives/nn_resize.py``) with per-axis specs.

>>> import minicell as ms, numpy as np
>>> from minicell import ops
>>> x = ms.Tensor(np.array([[[1.0, 3.0]]], np.float32))
>>> ops.interpolate(x, size=4, mode="linear", align_corners=True).asnumpy().round(3).tolist()
[[[1.0, 1.667, 2.333, 3.0]]]
"""
import numpy as np

from .. import _checkparam
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import dispatch
from ..runtime.python_checks import python_check
from ..runtime.registry import freeze_attrs, get_op
from ._arg_checks import int_values
from . import functional as _F
from ._util import shape_of
from .primitive import AttrPrimitive

__all__ = ["interpolate", "upsample", "grid_sample", "affine_grid"]

# mode -> (input ranks it accepts, axis kind)
_MODES = {"nearest": ((3, 4, 5), "nearest"), "nearest-exact": ((3, 4), "nearest_exact"),
          "linear": ((3,), "linear"), "bilinear": ((4,), "bilinear_v2"),
          "trilinear": ((5,), "linear"), "bicubic": ((4,), "cubic_tf"),
          "area": ((3, 4, 5), "adaptive")}


def _resize(x, sizes, kind, transform, scales=None):
    nd = len(sizes)
    scales = scales or (None,) * nd
    axes = tuple((int(n), int(o), kind, transform, None if s is None else float(s))
                 for n, o, s in zip(x.shape[-nd:], sizes, scales))
    return dispatch(get_op("resize"), (x,), freeze_attrs({"axes": axes}))


def _check_dtype(x, kind):
    """2.10's TypeError for an integer or bool input: its resize kernels take floats only
    (and uint8 for nearest); area mode is an adaptive average pool and takes what it takes."""
    if kind == "adaptive" or mstype.is_float(x.dtype) or \
            (kind == "nearest" and x.dtype == mstype.uint8):
        return
    raise TypeError(f"For 'interpolate', the input must be float16, float32 or float64"
                    f"{' (or uint8 in nearest mode)' if kind == 'nearest' else ''}, but got "
                    f"{x.dtype}.")


def _scaled_sizes(spatial, factors, op):
    """``floor(n * factor)`` per spatial axis, computed in float32 as 2.10's Upsample kernels
    do (``30 * 2.8`` is 84 there, 83.99999... in double from a float32 2.8); each factor a
    float (2.10's TypeError for an int), one per spatial axis (its ValueError)."""
    if len(factors) != len(spatial):
        raise ValueError(f"For '{op}', the number of scales must be equal to {len(spatial)}, "
                         f"but got {len(factors)}.")
    for f in factors:
        if isinstance(f, (bool, int, np.integer)):
            raise TypeError(f"For '{op}', the 'scale_factor' must be float, but got 'int'")
    return tuple(int(np.floor(np.float32(n) * np.float32(f))) for n, f in zip(spatial, factors))



def _check_size_and_scale(size, scale_factor):
    """2.10's first checks of interpolate: ``size`` positive Python ints, ``scale_factor``
    positive Python floats (an int scale, 2, is its TypeError), each item named by index."""
    if size is not None and scale_factor is not None:
        return    # the 'cannot be set simultaneously' error follows
    if size is not None:
        value, name, one, many = size, "size", _checkparam.check_positive_int, \
            _checkparam.check_positive_int_sequence
    elif scale_factor is not None:
        value, name, one, many = scale_factor, "scale_factor", _checkparam.check_positive_float, \
            _checkparam.check_positive_float_sequence
    else:
        return
    (many if isinstance(value, (list, tuple)) else one)(value, name, "interpolate")


# ops.interpolate's (2.10's) modes -> input rank -> the options it takes beside ``size``
_OPS_OPTIONS = {"nearest": {3: (), 4: (), 5: ("scale_factor",)},
                "linear": {3: ("align_corners",)}, "bilinear": {4: ("align_corners",)},
                "bicubic": {4: ("align_corners",)},
                "area": {3: ("scale_factor",), 4: ("scale_factor",), 5: ("scale_factor",)},
                "nearest-exact": {3: (), 4: ()}, "trilinear": {5: ("align_corners", "scale_factor")}}


def _check_spatial_count(name, value, rank):
    if isinstance(value, (list, tuple)) and len(value) != rank - 2:
        raise ValueError(f"For 'interpolate', 'input' and '{name}' must have the same spatial "
                         f"dimensions, but got 'input' is {rank - 2}D, '{name}' is {len(value)}D")


def _check_ops_interpolate(input, size, scale_factor, mode, align_corners, recompute):
    """2.10's ops.interpolate checks in its order (measured): Tensor input, size and scale
    together, their items and counts, one of them given, the mode, its ranks, then the options
    the mode takes at that rank (``scale_factor`` only for nearest 5-d, area and trilinear;
    ``align_corners`` only for linear, bilinear, bicubic and trilinear), each a ValueError
    naming the mode and rank. mint.nn.functional.interpolate has its own (``resize``)."""
    if not isinstance(input, Tensor):
        raise TypeError(f"For 'interpolate', 'input' must be a tensor, but got {type(input)}")
    if size is not None and scale_factor is not None:
        raise ValueError("For 'interpolate', 'size' and 'scale_factor' cannot be set "
                         "simultaneously")
    _check_size_and_scale(size, scale_factor)
    rank = len(input.shape)
    _check_spatial_count("size", size, rank)
    _check_spatial_count("scale_factor", scale_factor, rank)
    if size is None and scale_factor is None:
        raise python_check(ValueError("For 'interpolate', 'size' and 'scale_factor' cannot be "
                                      "both empty"))
    if isinstance(mode, list) or mode not in _OPS_OPTIONS:
        raise ValueError(f"For 'interpolate', 'mode' must be in '{list(_OPS_OPTIONS)}', but got "
                         f"{mode}")
    options = _OPS_OPTIONS[mode].get(rank)
    if options is None:
        raise ValueError(f"For 'interpolate', {mode} only support '{list(_OPS_OPTIONS[mode])}'D, "
                         f"but got {rank}D")
    _check_recompute(recompute)
    if not (recompute or (mode == "area" and size is None)) and scale_factor is not None and \
            "scale_factor" not in options:
        raise python_check(ValueError(f"For 'interpolate', 'scale_factor' option cannot "
                                      f"currently be set with the mode = {mode} and dim = "
                                      f"{rank}D."))
    _check_align_corners(align_corners)
    if align_corners is not None and "align_corners" not in options:
        raise python_check(ValueError(f"For 'interpolate', 'align_corners' option cannot "
                                      f"currently be set with the mode = {mode}, and dim = "
                                      f"{rank}D"))


def _check_recompute(recompute):
    if recompute and not isinstance(recompute, bool):
        raise TypeError(f"For 'interpolate', the 'recompute_scale_factor' must be a bool, but got "
                        f"{type(recompute).__name__}.")


def _check_align_corners(align_corners):
    if align_corners is not None and not isinstance(align_corners, bool):
        raise TypeError(f"For 'interpolate', the 'align_corners' must be a bool, but got "
                        f"{type(align_corners).__name__}.")


def interpolate(input, size=None, scale_factor=None, mode="nearest", align_corners=None,
                recompute_scale_factor=None):
    """Resize the spatial dims of (N, C, ...) to ``size`` or by ``scale_factor``; modes
    nearest, nearest-exact, linear (3-d), bilinear / bicubic (4-d), trilinear (5-d), area,
    with the options 2.10 takes for each (``_check_ops_interpolate``)."""
    _check_ops_interpolate(input, size, scale_factor, mode, align_corners,
                           recompute_scale_factor)
    return interpolate_ext(input, size, scale_factor, mode, align_corners,
                           recompute_scale_factor)


def interpolate_ext(input, size=None, scale_factor=None, mode="nearest", align_corners=None,
                    recompute_scale_factor=None):
    """``interpolate`` with any mode's options (mint.nn.functional.interpolate's)."""
    _check_size_and_scale(size, scale_factor)
    _check_recompute(recompute_scale_factor)
    if mode not in _MODES:
        raise ValueError(f"For 'interpolate', 'mode' must be one of {list(_MODES)}, but got "
                         f"{mode!r}")
    ranks, kind = _MODES[mode]
    rank = _F.rank(input)      # 2.10's Rank: 'the input x must be Tensor!' (measured, bad19)
    if rank not in ranks:
        want = " or ".join(map(str, ranks))
        raise ValueError(f"For 'interpolate', mode '{mode}' expects a {want}-d input, but got "
                         f"{rank}-d")
    _check_align_corners(align_corners)
    if align_corners is not None and kind not in ("linear", "bilinear_v2", "cubic_tf"):
        raise ValueError(f"For 'interpolate', 'align_corners' option can only be set with the "
                         f"interpolating modes: linear | bilinear | bicubic | trilinear, but got "
                         f"mode {mode!r}")
    if size is not None and scale_factor is not None:
        raise ValueError("For 'interpolate', 'size' and 'scale_factor' cannot be set "
                         "simultaneously")
    if size is None and scale_factor is None:
        raise python_check(ValueError("For 'interpolate', 'size' and 'scale_factor' cannot be "
                                      "both empty"))
    if recompute_scale_factor and size is not None:
        raise ValueError("For 'interpolate', it is incorrect to set 'recompute_scale_factor' to "
                         "True after specifying an explicit 'size'.")
    _check_dtype(input, kind)
    nd = rank - 2
    sp = tuple(input.shape[2:])
    scales = None
    if size is not None:
        sizes = (size,) * nd if isinstance(size, int) else tuple(size)
    else:
        sf = (scale_factor,) * nd if isinstance(scale_factor, (int, float)) else \
            tuple(scale_factor)
        sizes = _scaled_sizes(sp, sf, "interpolate")
        if not recompute_scale_factor:
            scales = tuple(1.0 / f for f in sf)
    if len(sizes) != nd or any(s <= 0 for s in sizes):
        raise ValueError(f"For 'interpolate', the output size must be {nd} positive ints, but "
                         f"got {sizes}")
    if kind == "adaptive":
        scales = None
    if kind == "cubic_tf" and align_corners:     # MindSpore's bicubic is ResizeBicubic's
        kind = "cubic"
    transform = "align_corners" if align_corners else (
        "half_pixel" if kind in ("linear", "bilinear_v2", "cubic_tf") else "asymmetric")
    return _resize(input, sizes, kind, transform, scales)


def upsample(input, size=None, scale_factor=None, mode="nearest", align_corners=None,
             recompute_scale_factor=None):
    """Same as ``interpolate``."""
    return interpolate(input, size, scale_factor, mode, align_corners, recompute_scale_factor)


# ---- Primitive classes --------------------------------------------------------------------------
_Prim = AttrPrimitive   # keyword constructor arguments become attrs


class _TFResize(_Prim):
    """TF-style resize of the last two dims of NCHW: align_corners / half_pixel_centers."""
    _kinds = ("linear", "linear", "linear")   # (align_corners, half_pixel, asymmetric)

    def __init__(self, align_corners=False, half_pixel_centers=False):
        if align_corners and half_pixel_centers:
            raise ValueError(f"For '{type(self).__name__}', 'align_corners' and "
                             f"'half_pixel_centers' cannot both be True")
        super().__init__(align_corners=align_corners, half_pixel_centers=half_pixel_centers)

    def _apply(self, x, size, half_pixel=None):
        """``half_pixel``: None follows ``half_pixel_centers``."""
        size = int_values(size)
        if len(size) != 2:
            raise ValueError(f"For '{self.name}', 'size' must have 2 elements, but got {size}")
        if self.align_corners:
            return _resize(x, size, self._kinds[0], "align_corners")
        if self.half_pixel_centers if half_pixel is None else half_pixel:
            return _resize(x, size, self._kinds[1], "half_pixel")
        return _resize(x, size, self._kinds[2], "asymmetric")

    def __call__(self, image, size):
        return self._apply(image, size)


class ResizeBilinearV2(_TFResize):
    """``ResizeBilinearV2(align_corners=False, half_pixel_centers=False)(image, size)``."""
    _kinds = ("bilinear_v2",) * 3       # 2.10's kernel, pixel by pixel


class ResizeNearestNeighborV2(_TFResize):
    """``ResizeNearestNeighborV2(align_corners=False, half_pixel_centers=False)(image, size)``."""
    _kinds = ("nearest_round", "nearest_exact", "nearest")


class ResizeBilinear(ResizeBilinearV2):
    """``ResizeBilinear(size, align_corners=False, half_pixel_centers=False)(x)``: MindSpore
    1.x's spelling (the size fixed when the Primitive is built), still used by model-zoo code."""
    _kinds = ("linear",) * 3            # 1.x's separable resize, kept (session decision)

    def __init__(self, size, align_corners=False, half_pixel_centers=False):
        super().__init__(align_corners, half_pixel_centers)
        self.size = size
        self.add_prim_attr("size", size)

    def __call__(self, x):
        return self._apply(x, self.size)


class ResizeBicubic(_TFResize):
    """``ResizeBicubic(align_corners=False, half_pixel_centers=False)(image, size)``."""
    _kinds = ("cubic", "cubic_tf", "cubic")


class ResizeNearestNeighbor(ResizeNearestNeighborV2):
    """``ResizeNearestNeighbor(size, align_corners=False, half_pixel_centers=False)(x)``.
    ``half_pixel_centers`` is recorded and, as in MindSpore 2.10 (measured), not applied."""

    def __init__(self, size, align_corners=False, half_pixel_centers=False):
        if not isinstance(size, (list, tuple)):     # 2.10's checks (measured)
            raise TypeError(f"For 'ResizeNearestNeighbor', the type of 'size' should be one of "
                            f"'[list of int, tuple of int]', but got {type(size)}.")
        super().__init__(align_corners, half_pixel_centers)
        self.size = size = tuple(size)      # 2.10 keeps a list as a tuple (measured)
        self.add_prim_attr("size", size)

    def __call__(self, input_x):
        size = self.size
        if not all(isinstance(v, (int, np.integer, Tensor)) and not isinstance(v, bool)
                   for v in size):
            raise _nearest_size_error(self, input_x)
        rank = len(shape_of(input_x))
        if rank != 4:
            raise ValueError(f"For primitive[ResizeNearestNeighbor], the image rank must be equal "
                             f"to 4, but got {rank}.")
        if len(size) != 2:
            raise ValueError(f"For primitive[ResizeNearestNeighbor], the number of size must be "
                             f"equal to 2, but got {len(size)}.")
        for v in size:
            if not isinstance(v, Tensor) and v <= 0:
                raise ValueError(f"For primitive[ResizeNearestNeighbor], the size value must be "
                                 f"greater than 0, but got {v}.")
        return self._apply(input_x, size, half_pixel=False)


def _nearest_size_error(prim, input_x):
    """2.10's TypeError for ResizeNearestNeighbor's ``size`` holding a non-int (a float from
    ``h / 16`` in model-zoo code), raised at the call, op by op and in a graph (measured: the
    graph spells the size's type ``tuple<float, float>``)."""
    from ._util import ms_type_name
    from ..runtime.dispatch import running_eagerly
    items = ", ".join(str(type(v)) if isinstance(v, np.generic) and not isinstance(v, float)
                      else ms_type_name(v) for v in prim.size)
    seq = "Tuple" if running_eagerly() else "tuple"
    return TypeError(
        f'Failed calling ResizeNearestNeighbor with "ResizeNearestNeighbor(size={seq}<{items}>, '
        f'align_corners={ms_type_name(prim.align_corners)}, half_pixel_centers='
        f'{ms_type_name(prim.half_pixel_centers)})(input_x={ms_type_name(input_x)})".\nThe valid '
        f'calling should be: \n"ResizeNearestNeighbor(size=<list of int, tuple of int>, '
        f'align_corners=<bool>, half_pixel_centers=<bool>)(input_x=<Tensor>)".')


class ResizeLinear1D(_Prim):
    """``ResizeLinear1D(coordinate_transformation_mode='align_corners')(x, size)``."""

    def __init__(self, coordinate_transformation_mode="align_corners"):
        if coordinate_transformation_mode not in ("align_corners", "half_pixel"):
            raise ValueError(f"For 'ResizeLinear1D', 'coordinate_transformation_mode' must be "
                             f"'align_corners' or 'half_pixel', but got "
                             f"{coordinate_transformation_mode!r}")
        super().__init__(coordinate_transformation_mode=coordinate_transformation_mode)

    def __call__(self, x, size):
        # 2.10's CPU kernel interpolates a Float16 input in float32 (measured: 4.8 where
        # float16 arithmetic gives 4.797)
        half = getattr(x, "dtype", None) == mstype.float16
        out = _resize(_F.cast(x, mstype.float32) if half else x, int_values(size)[-1:], "linear",
                      self.coordinate_transformation_mode)
        return _F.cast(out, mstype.float16) if half else out


class ResizeArea(_Prim):
    """``ResizeArea(align_corners=False)(images, size)`` on NHWC images (TF's area resize);
    the output is float32."""

    def __init__(self, align_corners=False):
        super().__init__(align_corners=align_corners)

    def __call__(self, images, size):
        size = int_values(size)
        x = _F.transpose(_F.cast(images, mstype.float32), (0, 3, 1, 2))
        scales = None
        if self.align_corners:
            scales = tuple((n - 1) / (o - 1) if o > 1 else 0.0
                           for n, o in zip(x.shape[2:], size))
        y = _resize(x, size, "area_tf", "asymmetric", scales)
        return _F.transpose(y, (0, 2, 3, 1))


class _Upsample3D(_Prim):
    _kind = "nearest"

    def _sizes(self, x, output_size, scales):
        if (output_size is None) == (scales is None):
            raise ValueError(f"For '{self.name}', exactly one of 'output_size' and 'scales' "
                             f"must be set")
        if output_size is not None:
            return int_values(output_size), None
        return _scaled_sizes(tuple(x.shape[2:]), tuple(scales), self.name), \
            tuple(1.0 / float(s) for s in scales)


class UpsampleNearest3D(_Upsample3D):
    """``UpsampleNearest3D()(x, output_size=None, scales=None)`` on (N, C, D, H, W)."""

    def __call__(self, x, output_size=None, scales=None):
        sizes, sc = self._sizes(x, output_size, scales)
        return _resize(x, sizes, "nearest", "asymmetric", sc)


class UpsampleTrilinear3D(_Upsample3D):
    """``UpsampleTrilinear3D(align_corners=False)(x, output_size=None, scales=None)``."""

    def __init__(self, align_corners=False):
        super().__init__(align_corners=align_corners)

    def __call__(self, x, output_size=None, scales=None):
        sizes, sc = self._sizes(x, output_size, scales)
        if self.align_corners:
            return _resize(x, sizes, "linear", "align_corners")
        return _resize(x, sizes, "linear", "half_pixel", sc)


# ---- grid sampling ------------------------------------------------------------------------------
def _grid_shape_error(x, grid):
    """2.10's GridSampler2D / 3D infer texts for the input's and grid's shapes (measured)."""
    nd = len(x) - 2
    if nd == 2 and len(grid) != 4:
        return ValueError(f"Grid must be a 4-dimensional tensor, but got {len(grid)}-dimensional "
                          f"tensor.")
    if nd == 2:
        return ValueError(f"The forth dimension of grid must be 2, but got {grid[-1]}")
    if nd != 3:
        return ValueError(f"For 'GridSampler3D', 'input_x' must be a 5-D tensor, but got "
                          f"{len(x)}-D tensor.")
    if len(grid) == 5:
        return ValueError(f"For 'GridSampler3D', the last dimension of grid must be 3, but got "
                          f"{grid[-1]}.")
    return ValueError(f"For 'grid_sample', expected a 4-d or 5-d input with a grid of shape "
                      f"(N, ..., {nd}), but got {tuple(x)} and {tuple(grid)}")


def grid_sample(input, grid, mode="bilinear", padding_mode="zeros", align_corners=None):
    """Sample (N, C, H, W) / (N, C, D, H, W) at the normalised [-1, 1] coordinates ``grid``
    (N, H_out, W_out, 2) / (N, D_out, H_out, W_out, 3), x first; modes bilinear / nearest,
    padding_mode zeros / border / reflection."""
    nd = len(input.shape) - 2
    if nd not in (2, 3) or len(grid.shape) != nd + 2 or grid.shape[-1] != nd:
        raise _grid_shape_error(input.shape, grid.shape)
    for name, value in (("interpolation_mode", mode), ("padding_mode", padding_mode)):
        if not isinstance(value, str):          # 2.10's enum parser (measured: padding_mode)
            raise TypeError(f"For 'grid_sampler_{nd}d', the input '{name}' should be a str, but "
                            f"got {type(value)}.")
    if mode not in ("bilinear", "nearest"):
        raise ValueError(f"Failed to convert the value \"{mode}\" of input 'interpolation_mode' "
                         f"of 'grid_sampler_{nd}d' to enum.")          # 2.10's parser text
    if padding_mode not in ("zeros", "border", "reflection"):
        raise ValueError(f"Failed to convert the value \"{padding_mode}\" of input "
                         f"'padding_mode' of 'grid_sampler_{nd}d' to enum.")    # 2.10's text
    if input.dtype != grid.dtype:
        raise TypeError(f"Input grid must have the same data type with input x! input[x] data "
                        f"type = Tensor[{input.dtype}] but input[grid] data type = "
                        f"Tensor[{grid.dtype}]")
    if input.shape[0] != grid.shape[0]:
        if nd == 2:     # 2.10's GridSampler2D text (measured)
            raise ValueError(f"The shape of grid is {tuple(grid.shape)} , but the shape of "
                             f"input_x is {tuple(input.shape)} . The first dimension of grid and "
                             f"input_x must be equal.")
        raise ValueError(f"For 'grid_sample', input and grid must have the same batch size, but "
                         f"got {input.shape[0]} and {grid.shape[0]}")
    return dispatch(get_op("grid_sample"), (input, grid), freeze_attrs(
        {"mode": mode, "padding_mode": padding_mode, "align_corners": bool(align_corners)}))


class _GridSampler(_Prim):
    def __init__(self, interpolation_mode="bilinear", padding_mode="zeros", align_corners=False):
        super().__init__(interpolation_mode=interpolation_mode, padding_mode=padding_mode,
                         align_corners=align_corners)

    def __call__(self, input_x, grid):
        return grid_sample(input_x, grid, self.interpolation_mode, self.padding_mode,
                           self.align_corners)


class GridSampler2D(_GridSampler):
    """``GridSampler2D(interpolation_mode='bilinear', padding_mode='zeros',
    align_corners=False)(input_x, grid)``."""


class GridSampler3D(_GridSampler):
    """``GridSampler3D(interpolation_mode='bilinear', padding_mode='zeros',
    align_corners=False)(input_x, grid)``."""

    def __call__(self, input_x, grid):
        if input_x.dtype != grid.dtype:   # MindSpore 2.10's message for this primitive
            raise TypeError(f"For primitive[GridSampler3D], the input type must be same.\n"
                            f"name:[grid]:Tensor[{grid.dtype}].\nname:[input_x]:"
                            f"Tensor[{input_x.dtype}].")
        return super().__call__(input_x, grid)


def affine_grid(theta, size, align_corners=False):
    """Sampling grid (N, H, W, 2) / (N, D, H, W, 3) of the affine maps ``theta`` (N, 2, 3) /
    (N, 3, 4) for an output of ``size`` (N, C, H, W) / (N, C, D, H, W)."""
    size = int_values(size)
    nd = len(size) - 2
    if nd not in (2, 3) or tuple(theta.shape[1:]) != (nd, nd + 1) or theta.shape[0] != size[0]:
        raise ValueError(f"For 'affine_grid', 'theta' must be (N, {nd}, {nd + 1}) for size "
                         f"{size}, but got shape {tuple(theta.shape)}")
    axes = []
    for n in reversed(size[2:]):              # x (last spatial axis) first
        if align_corners:
            axes.append(np.linspace(-1, 1, n) if n > 1 else np.zeros(1))
        else:
            axes.append((2 * np.arange(n) + 1) / n - 1)
    mesh = np.meshgrid(*reversed(axes), indexing="ij")[::-1]          # each of shape spatial
    base = np.stack(list(mesh) + [np.ones_like(mesh[0])], -1).astype(np.float32)
    base = _F.cast(Tensor(base.reshape(-1, nd + 1)), theta.dtype)      # (P, nd+1)
    out = _F.matmul(base, _F.transpose(theta, (0, 2, 1)))              # (N, P, nd)
    return out.reshape((size[0],) + tuple(size[2:]) + (nd,))


class AffineGrid(_Prim):
    """``AffineGrid(align_corners=False)(theta, output_size)``."""

    def __init__(self, align_corners=False):
        super().__init__(align_corners=align_corners)

    def __call__(self, theta, output_size):
        return affine_grid(theta, output_size, self.align_corners)
