"""mint.nn.functional's functions whose checks are 2.10's mint primitives' rather than
minicell.ops' (measured texts): interpolate takes only the five modes 2.10's mint resize
functions have, checked first; the adaptive average pools, unfold and fold check the input's
rank with their Ext primitives' texts (fold takes an unbatched (C*k*k, L) input too); gelu
reads ``approximate`` as an enum; pixel_shuffle's channel count text; the argument types of
elu, threshold and log_softmax as their pyboost parsers; conv's weight against the input."""
import numpy as np

from ... import ops
from ...common.tensor import Tensor
from ...ops._util import ms_type_name
from ...ops.nn_misc_ext import fold_sizes
from ...ops.nn_resize import interpolate_ext

_MODES = ("nearest", "linear", "bilinear", "bicubic", "trilinear")


def check_rank(input, low, high, text):
    """2.10's ValueError ``text`` (its ``{}`` the rank) unless ``input``'s rank is in
    [low, high]; the rank."""
    rank = len(getattr(input, "shape", ()))
    if not low <= rank <= high:
        raise ValueError(text.format(rank))
    return rank


def interpolate(input, size=None, scale_factor=None, mode="nearest", align_corners=None,
                recompute_scale_factor=None):
    """Resize (N, C, ...) to ``size`` or by ``scale_factor`` in one of 2.10 mint's modes."""
    if mode not in _MODES:
        raise ValueError(f"For 'interpolate', 'mode' must be in '{list(_MODES)}', but got {mode}")
    _check_upsample(input, size, scale_factor, mode, align_corners)
    try:
        return interpolate_ext(input, size, scale_factor, mode, align_corners,
                               recompute_scale_factor)
    except ValueError:
        prim, rank = _RESIZE_PRIMS[mode]
        got = len(getattr(input, "shape", ()))
        if mode == "nearest" and got in (3, 4) or got == rank:
            raise
        raise ValueError(f"For primitive[{prim}], the image rank must be equal to {rank}, but "
                         f"got {got}.") from None


# the primitive 2.10's mint interpolate names for an input of the wrong rank (measured; nearest:
# 3-d, 4-d and 5-d inputs, the 3-d primitive's text for any other)
_RESIZE_PRIMS = {"nearest": ("UpsampleNearest3D", 5), "linear": ("UpsampleLinear1D", 3),
                 "bilinear": ("UpsampleBilinear2D", 4), "bicubic": ("UpsampleBicubic2D", 4),
                 "trilinear": ("UpsampleTrilinear3D", 5)}


def _spread(value, n):
    if value is None or isinstance(value, (list, tuple)):
        return value
    return (value,) * n


def _check_upsample(input, size, scale_factor, mode, align_corners):
    """2.10 mint interpolate's own check of ``align_corners``, then its Upsample primitive's
    (measured, /tmp/s74/bad57/c8.py): the parser's listing for a size that is not ints, a
    scale that is not numbers (a number spread over the spatial dims first) or a non-bool
    align_corners; the number of sizes / scales; a size or scale not above 0. An input of
    another rank: the rank's own error, after."""
    if align_corners is not None and mode == "nearest":
        raise ValueError("align_corners option can only be set with the interpolating modes: "
                         "linear | bilinear | bicubic | trilinear")
    n = len(getattr(input, "shape", ())) - 2
    prim = _RESIZE_PRIMS[mode][0] if mode != "nearest" else f"UpsampleNearest{n}D"
    if not isinstance(input, Tensor) or n != int(prim[-2]) or not 1 <= n <= 3:
        return
    sizes, scales = _spread(size, n), _spread(scale_factor, n)
    ints = sizes is None or all(isinstance(v, (int, np.integer)) and not isinstance(v, bool)
                                for v in sizes)
    numbers = scales is None or all(isinstance(v, (int, float, np.number)) for v in scales)
    corners = "" if mode == "nearest" else ", align_corners="
    flag = align_corners if align_corners is not None else False
    if not (ints and numbers and (mode == "nearest" or isinstance(flag, bool))):
        raise TypeError(
            f'Failed calling {prim} with "{prim}()(x=Tensor, output_size={ms_type_name(sizes)}, '
            f'scales={ms_type_name(scales)}{corners and corners + ms_type_name(flag)})".\nThe '
            f'valid calling should be: \n"{prim}()(x=<Tensor>, output_size=<list of int, tuple '
            f'of int>, scales=<list of float, tuple of float>{corners and corners + "<bool>"})".')
    for what, values in (("size", sizes), ("scales", scales)):
        if values is not None and len(values) != n:
            raise ValueError(f"For primitive[{prim}], the number of {what} must be equal to {n}, "
                             f"but got {len(values)}.")
        if values is not None and min(values) <= 0:
            raise ValueError(f"For primitive[{prim}], the size value must be greater than 0, "
                             f"but got {min(values):g}.")


def adaptive_avg_pool2d(input, output_size):
    """Average pooling of (N, C, H, W) or (C, H, W) to ``output_size``."""
    check_rank(input, 3, 4, "For primitive[AdaptiveAvgPool2DExt], the dim of x must be in "
                             "[3,4], but got {}.")
    sizes = tuple(output_size) if isinstance(output_size, list) else output_size
    return ops.adaptive_avg_pool2d(input, sizes)


def adaptive_avg_pool3d(input, output_size):
    """Average pooling of (N, C, D, H, W) or (C, D, H, W) to ``output_size``."""
    check_rank(input, 4, 5, "For primitive[AdaptiveAvgPool3DExt], the the rank of x must be in "
                             "[4,5], but got {}.")
    return ops.adaptive_avg_pool3d(input, output_size)


def unfold(input, kernel_size, dilation=1, padding=0, stride=1):
    """Sliding blocks of (N, C, H, W) as columns (N, C*kh*kw, L)."""
    check_rank(input, 4, 4, "For primitive[Im2ColExt], the input rank must be in [4,4], but "
                             "got {}.")
    return ops.unfold(input, kernel_size, dilation, padding, stride)


def fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1):
    """Sum (N, C*kh*kw, L) or (C*kh*kw, L) blocks back into an image of ``output_size``."""
    rank = check_rank(input, 2, 3, "For primitive[Col2ImExt], the input rank must be in [2,3], "
                                    "but got {}.")
    if rank == 2:
        out = fold_sizes(ops.expand_dims(input, 0), output_size, kernel_size, dilation, padding,
                         stride)
        return ops.squeeze(out, 0)
    return fold_sizes(input, output_size, kernel_size, dilation, padding, stride)


def gelu(input, approximate="none"):
    """GELU, exact or with the tanh approximation; ``approximate`` read as 2.10's mint gelu
    reads its enum (a string, 'none' or 'tanh')."""
    if not isinstance(approximate, str):
        raise TypeError(f"gelu(): argument 'approximate' must be string but got "
                        f"{type(approximate).__name__}.")
    if approximate not in ("none", "tanh"):
        raise ValueError(f'Failed to convert the value "{approximate}" of input \'approximate\' '
                         f"of 'gelu' to enum.")
    try:
        return ops.gelu(input, approximate)
    except TypeError:
        if isinstance(input, Tensor):
            raise
        raise TypeError(f"gelu(): argument 'input' (position 1) must be Tensor, not "
                        f"{type(input).__name__}.") from None


def pixel_shuffle(input, upscale_factor):
    """(*, C*r*r, H, W) -> (*, C, H*r, W*r), refusing a channel count that ``r * r`` does not
    divide with 2.10's mint text."""
    shape = getattr(input, "shape", ())
    if len(shape) >= 3 and isinstance(upscale_factor, int) and upscale_factor > 0 \
            and shape[-3] % (upscale_factor * upscale_factor):
        raise ValueError(f"PixelShuffle expects its input's 'channel' dimension to be divisible "
                         f"by the square of upscale_factor, but input.shape(-3)={shape[-3]} is "
                         f"not divisible by {upscale_factor * upscale_factor}")
    return ops.pixel_shuffle(input, upscale_factor)


def _number(value):
    return isinstance(value, (int, float, np.number, Tensor))


def check_elu_alpha(alpha, inplace):
    """2.10's EluExt / InplaceElu parsers refuse an ``alpha`` that is no number, a bool too
    (measured: 'Failed calling EluExt with "EluExt(alpha=string)(input=Tensor)"')."""
    if isinstance(alpha, bool) or not _number(alpha):
        got = ms_type_name(alpha)
        if inplace:
            raise TypeError(f'Failed calling InplaceElu with "InplaceElu()(input=Tensor, alpha='
                            f'{got})".\nThe valid calling should be: \n"InplaceElu()(input=<Tensor>'
                            f', alpha=<float>)".')
        raise TypeError(f'Failed calling EluExt with "EluExt(alpha={got})(input=Tensor)".\nThe '
                        f'valid calling should be: \n"EluExt(alpha=<float>)(input=<Tensor>)".')


def check_threshold_numbers(threshold, value, inplace):
    """2.10's Threshold / InplaceThreshold parsers: ``threshold`` and ``value`` numbers
    (measured texts)."""
    if not (_number(threshold) and _number(value)):
        prim = "InplaceThreshold" if inplace else "Threshold"
        raise TypeError(f'Failed calling {prim} with "{prim}()(input=Tensor, threshold='
                        f'{ms_type_name(threshold)}, value={ms_type_name(value)})".\nThe valid '
                        f'calling should be: \n"{prim}()(input=<Tensor>, threshold=<Number>, '
                        f'value=<Number>)".')


def check_log_softmax_dim(dim):
    """2.10's LogSoftmaxExt parser takes an int ``dim`` (or None, not a bool); its text shows
    the dtype operand as ``mindspore.dtype`` whether given or not (measured)."""
    if dim is not None and (isinstance(dim, bool) or not isinstance(dim, (int, np.integer))):
        raise TypeError(f'Failed calling LogSoftmaxExt with "LogSoftmaxExt()(input=Tensor, dim='
                        f'{ms_type_name(dim)}, dtype=mindspore.dtype)".\nThe valid calling '
                        f'should be: \n"LogSoftmaxExt()(input=<Tensor>, dim=<Tensor, int>, '
                        f'dtype=<mindspore.dtype>)".')


def check_conv_weight(input, weight, groups, nd):
    """2.10's ConvNDExt shape checks of ``weight`` against the input (measured texts: the
    ranks, then the input's channels per group against ``weight.shape[1]``)."""
    x, w = getattr(input, "shape", None), getattr(weight, "shape", None)
    if x is None or w is None or len(x) not in (nd + 1, nd + 2):
        return
    if len(w) != nd + 2:            # (an unbatched input counts as batched)
        raise ValueError(f"For primitive[Conv{nd}DExt], the rank of input and weight must be "
                         f"equal to {len(w)}, but got {nd + 2}.")
    if isinstance(groups, int) and groups > 0 and x[-nd - 1] // groups != w[1]:
        raise ValueError(f"The argument error. in_channels/groups must be equal weight[1], but "
                         f"in_channels/groups is {x[-nd - 1] // groups}, and weight[1] is "
                         f"{w[1]}")


def check_adaptive_max_pool1d(input):
    """2.10's AdaptiveMaxPool1D rank text (measured: a 4-d input)."""
    if isinstance(input, Tensor):
        check_rank(input, 2, 3, "For primitive[AdaptiveMaxPool1D], the dim of x must be in "
                                "[2,3], but got {}.")


def check_loss_operands(prim, input, target, reduction):
    """2.10's parser of a pyboost loss (``L1LossExt``): an input or target that is no Tensor
    (measured: a string target)."""
    if not isinstance(input, Tensor) or not isinstance(target, Tensor):
        raise TypeError(f'Failed calling {prim} with "{prim}()(input={ms_type_name(input)}, '
                        f'target={ms_type_name(target)}, reduction={ms_type_name(reduction)})".'
                        f'\nThe valid calling should be: \n"{prim}()(input=<Tensor>, '
                        f'target=<Tensor>, reduction=<string>)".')


def _pair(v):
    return tuple(v) if isinstance(v, (tuple, list)) else (v, v)


def check_avg_pool2d(kernel_size, stride, padding):
    """2.10's AvgPool2D argument texts (measured): kernel_size and stride above 0, padding not
    negative and at most half the kernel (the first bad value)."""
    for name, value, low in (("kernel_size", kernel_size, 1), ("stride", stride, 1),
                             ("padding", padding, 0)):
        bad = next((v for v in _pair(value) if isinstance(v, int) and v < low), None)
        if bad is not None:
            raise ValueError(f"For primitive[AvgPool2D], the {name} value must be greater than "
                             f"{low - 1}, but got {bad}.")
    for p, k in zip(_pair(padding), _pair(kernel_size)):
        if isinstance(p, int) and isinstance(k, int) and p * 2 > k:
            raise ValueError(f"For AvgPool2D, pad should be at most half of kernel size, but got "
                             f"pad = {p} and kernel_size = {k}")


def avg_pool2d_too_small(input, kernel_size, stride, padding, ceil_mode):
    """2.10's text for an AvgPool2D whose output would be empty, or None."""
    shape = tuple(input.shape)
    out = []
    for size, k, s, p in zip(shape[-2:], _pair(kernel_size), _pair(stride), _pair(padding)):
        span = size + 2 * p - k
        out.append((span + (s - 1 if ceil_mode else 0)) // s + 1)
    if min(out) > 0:
        return None
    lead = shape[-3] if len(shape) > 2 else 1
    return ValueError(f"Given input size: ({lead}x{shape[-2]}x{shape[-1]}). Calculated output "
                      f"size: ({lead}x{out[0]}x{out[1]}). Output size is too small")


_PAD_OPS = {"reflect": "ReflectionPad", "replicate": "ReplicationPad"}


def check_pad(input, pad, mode, value):
    """2.10's pad_ext checks, after the mode's (measured, /tmp/s74/bad57/c7.py): a constant
    pad's sequence of ints and number value (ConstantPadND's listing), no value but for it,
    each mode's ranks: ReflectionPad{n}D / ReplicationPad{n}D for n pairs take rank n+1 or n+2,
    circular (PadV3) the rank n+2 or one less, constant at most 2 * rank pads."""
    if mode == "constant":
        ints = isinstance(pad, (tuple, list)) and all(
            isinstance(p, (int, np.integer)) and not isinstance(p, bool) for p in pad)
        shown = 0 if value is None else value
        if not ints or not isinstance(shown, (int, float, np.number)):
            raise TypeError(
                f'Failed calling ConstantPadND with "ConstantPadND()(input=Tensor, padding='
                f'{ms_type_name(pad)}, value={ms_type_name(shown)})".\nThe valid calling should '
                f'be: \n"ConstantPadND()(input=<Tensor>, padding=<list of int, Tensor, tuple of '
                f'int>, value=<Number>)".')
    elif value is not None:
        raise ValueError("Padding mode does not take in a value argument.")
    if not isinstance(pad, (tuple, list)):
        return
    rank, n = len(input.shape), len(pad)
    if mode in _PAD_OPS and rank not in (n // 2 + 1, n // 2 + 2):
        raise ValueError(f"For '{_PAD_OPS[mode]}{n // 2}D', input should be {n // 2 + 1}D or "
                         f"{n // 2 + 2}D, but got {rank}")
    if mode == "circular" and rank not in (n // 2 + 1, n // 2 + 2):
        prim = "For primitive[PadV3], the"
        if n > 2 * rank:
            raise ValueError(f"{prim} paddings_length must be less than or equal to {2 * rank}, "
                             f"but got {n}.")
        if rank < 3:
            raise ValueError(f"{prim} input dims for edge, reflect or circular mode must be "
                             f"greater than or equal to 3, but got {rank}.")
        raise ValueError(f"{prim} input dims when padding's size equal {n} must be equal to "
                         f"{n // 2 + 2}, but got {rank}.")
    if mode == "constant" and n > 2 * rank:
        raise ValueError(f"Length of padding must be no more than 2 * dim of the input. Length "
                         f"of padding is: {n}while the input's dim is:{rank}")
