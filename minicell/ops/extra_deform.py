"""Deformable sampling and resampling ops of ``mindspore.ops``: ``DeformableOffsets`` /
``deformable_conv2d``, ``multi_scale_deformable_attn_function``, ``ScaleAndTranslate`` and
``FractionalAvgPool`` / ``FractionalMaxPool`` (registry ops in
``runtime/primitives/vision_ext.py`` and ``sample_ext.py``; all differentiable in both modes).
Rows in ``rows_vision.py``.

>>> import minicell as ms, numpy as np
>>> x = ms.Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))
>>> offsets = ms.Tensor(np.concatenate([np.zeros((1, 8, 3, 3)), np.ones((1, 4, 3, 3))], 1)
...                     .astype(np.float32))
>>> ms.ops.DeformableOffsets((1, 1, 1, 1), (0, 0, 0, 0), (2, 2))(x, offsets).shape
(1, 1, 6, 6)
"""
from ..common import dtype as mstype
from ..runtime import rng
from ._util import shape_of
from .extra_detect import _host, check_bools
from .linalg_funcs import call
from .primitive import Primitive, prim_attr_register, prim_seed


def _ints(value, n, op, name, ones_nc=False):
    if not isinstance(value, (tuple, list)) or len(value) != n or \
            not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise TypeError(f"For '{op}', '{name}' must be a tuple of {n} ints, but got {value!r}.")
    if ones_nc and (value[0] != 1 or value[1] != 1):
        raise ValueError(f"For '{op}', the N and C dimensions of '{name}' must be 1, but got "
                         f"{value!r}.")
    return tuple(value)


def _deform_attrs(op, strides, pads, ksize, dilations, deformable_groups, modulated):
    strides = _ints(strides, 4, op, "strides", True)[2:]
    dilations = _ints(dilations, 4, op, "dilations", True)[2:]
    check_bools(op, modulated=modulated)
    if not modulated:
        raise ValueError(f"For '{op}', only 'modulated' = True (deformable convolution v2) is "
                         f"supported, as in MindSpore.")
    return {"strides": strides, "pads": _ints(pads, 4, op, "pads"),
            "ksize": _ints(ksize, 2, op, "ksize"), "dilations": dilations,
            "deformable_groups": int(deformable_groups)}


def deformable_offsets(x, offsets, attrs, op="DeformableOffsets"):
    """The sampled ``(N, C, OH * kh, OW * kw)`` map (registry op ``deformable_offsets``)."""
    (kh, kw), (sh, sw), (dh, dw) = attrs["ksize"], attrs["strides"], attrs["dilations"]
    top, bottom, left, right = attrs["pads"]
    xs, os_ = shape_of(x), shape_of(offsets)
    if len(xs) != 4 or len(os_) != 4:
        raise ValueError(f"For '{op}', 'x' and 'offsets' must be 4-D, but got {xs} and {os_}.")
    dg = attrs["deformable_groups"]
    if dg <= 0 or xs[1] % dg:
        raise ValueError(f"For '{op}', the channels {xs[1]} must be divisible by "
                         f"'deformable_groups' {dg}.")
    oh = (xs[2] + top + bottom - (kh - 1) * dh - 1) // sh + 1
    ow = (xs[3] + left + right - (kw - 1) * dw - 1) // sw + 1
    want = (xs[0], 3 * dg * kh * kw, oh, ow)
    if tuple(os_) != want:
        raise ValueError(f"For '{op}', 'offsets' must have shape {want}, but got {os_}.")
    return call("deformable_offsets", x, offsets, **attrs)


class DeformableOffsets(Primitive):
    """``ops.DeformableOffsets(strides, pads, ksize, dilations=(1, 1, 1, 1),
    data_format='NCHW', deformable_groups=1, modulated=True)(x, offsets)``: the input of a
    deformable convolution, each kernel tap sampled at its offset position times its mask."""

    @prim_attr_register
    def __init__(self, strides, pads, ksize, dilations=(1, 1, 1, 1), data_format="NCHW",
                 deformable_groups=1, modulated=True):
        if data_format != "NCHW":
            raise ValueError(f"For 'DeformableOffsets', 'data_format' must be 'NCHW', but got "
                             f"'{data_format}'.")
        self._attrs = _deform_attrs("DeformableOffsets", strides, pads, ksize, dilations,
                                    deformable_groups, modulated)

    def __call__(self, x, offsets):
        return deformable_offsets(x, offsets, self._attrs)


def deformable_conv2d(x, weight, offsets, kernel_size, strides, padding, bias=None,
                      dilations=(1, 1, 1, 1), groups=1, deformable_groups=1, modulated=True):
    """Deformable convolution v2: ``DeformableOffsets`` then a ``kernel_size``-strided
    convolution with ``weight`` ``(C_out, C_in / groups, kh, kw)`` (and ``bias``)."""
    from .nn_functional import conv2d
    attrs = _deform_attrs("deformable_conv2d", strides, padding, kernel_size, dilations,
                          deformable_groups, modulated)
    if tuple(shape_of(weight)[2:]) != attrs["ksize"]:
        raise ValueError(f"For 'deformable_conv2d', the kernel of 'weight' {shape_of(weight)} "
                         f"must match 'kernel_size' {attrs['ksize']}.")
    sampled = deformable_offsets(x, offsets, attrs, "deformable_conv2d")
    return conv2d(sampled, weight, bias, stride=attrs["ksize"], groups=groups)


def multi_scale_deformable_attn_function(value, shape, offset, locations, weight):
    """Multi-scale deformable attention (Deformable DETR): ``value`` ``(bs, keys, heads, C)``
    holds ``num_levels`` maps of sizes ``shape`` ``(L, 2)`` starting at keys ``offset``;
    ``locations`` ``(bs, q, heads, L, P, 2)`` (normalised x, y) and ``weight`` ``(bs, q,
    heads, L, P)``. Result ``(bs, q, heads * C)``. MindSpore runs it on Ascend only;
    ``shape`` and ``offset`` set the slicing, so they must be constants in GRAPH_MODE."""
    op = "multi_scale_deformable_attn_function"
    for name, t, kinds in (("value", value, (mstype.float16, mstype.float32)),
                           ("shape", shape, (mstype.int32, mstype.int64)),
                           ("offset", offset, (mstype.int32, mstype.int64)),
                           ("locations", locations, (mstype.float16, mstype.float32)),
                           ("weight", weight, (mstype.float16, mstype.float32))):
        if t.dtype not in kinds:
            raise RuntimeError(f"For '{op}', the data type of '{name}' must be one of {kinds}, "
                               f"but got {t.dtype}.")
    if shape_of(value)[-1] % 8:
        raise RuntimeError(f"For '{op}', embed_dims must be a multiple of 8, but got "
                           f"{shape_of(value)[-1]}.")
    shapes = tuple(tuple(int(v) for v in row) for row in _host(shape).reshape(-1, 2))
    starts = tuple(int(v) for v in _host(offset).reshape(-1))
    ls = shape_of(locations)
    if len(ls) != 6 or ls[3] != len(shapes) or len(starts) != len(shapes) or ls[5] != 2:
        raise ValueError(f"For '{op}', 'locations' must be (bs, q, heads, {len(shapes)}, P, 2) "
                         f"with one 'offset' per level, but got {ls} and {len(starts)} offsets.")
    return call("multi_scale_deformable_attn", value, locations, weight, shapes=shapes,
                starts=starts)


_KERNELS = ("lanczos1", "lanczos3", "lanczos5", "gaussian", "box", "triangle", "keyscubic",
            "mitchellcubic")


class ScaleAndTranslate(Primitive):
    """``ops.ScaleAndTranslate(kernel_type='lanczos3', antialias=True)(images, size, scale,
    translation)``: NHWC ``images`` resampled to ``size`` with output pixel ``o`` reading input
    ``(o + 0.5 - translation) / scale`` through the kernel (TensorFlow's algorithm); float32
    ``(N, *size, C)``. ``size`` must be a constant in GRAPH_MODE."""

    @prim_attr_register
    def __init__(self, kernel_type="lanczos3", antialias=True):
        if not isinstance(kernel_type, str):
            raise TypeError(f"For 'ScaleAndTranslate', 'kernel_type' must be a str, but got "
                            f"{type(kernel_type).__name__}.")
        if kernel_type not in _KERNELS:
            raise ValueError(f"For 'ScaleAndTranslate', 'kernel_type' must be in {list(_KERNELS)}"
                             f", but got '{kernel_type}'.")
        check_bools("ScaleAndTranslate", antialias=antialias)

    def __call__(self, images, size, scale, translation):
        op = "ScaleAndTranslate"
        if len(shape_of(images)) != 4:
            raise ValueError(f"For '{op}', the rank of 'images' must be 4, but got "
                             f"{len(shape_of(images))}.")
        for name, t in (("size", size), ("scale", scale), ("translation", translation)):
            if shape_of(t) != (2,):
                raise ValueError(f"For '{op}', the shape of '{name}' must be (2,), but got "
                                 f"{shape_of(t)}.")
        if size.dtype != mstype.int32:
            raise TypeError(f"For '{op}', 'size' must be an int32 Tensor, but got {size.dtype}.")
        out_size = tuple(int(v) for v in _host(size))
        return call("scale_and_translate", images, scale, translation, size=out_size,
                    kernel_type=self.attrs["kernel_type"], antialias=self.attrs["antialias"])


class FractionalMaxPool(Primitive):
    """``ops.FractionalMaxPool(pooling_ratio, pseudo_random=False, overlapping=False,
    deterministic=False, seed=0, seed2=0)(x)``: NHWC ``x`` pooled over random windows of mean
    size ``pooling_ratio`` (Graham's sequences, ``(H // ratio) + 1`` boundaries per axis):
    ``(y, row_pooling_sequence, col_pooling_sequence)``, the sequences int64. Draws follow
    minicell's seed stream; as in MindSpore, ``seed``/``seed2`` need ``deterministic=True``
    (then the op-level seed repeats the windows)."""
    _mode = "max"

    @prim_attr_register
    def __init__(self, pooling_ratio, pseudo_random=False, overlapping=False,
                 deterministic=False, seed=0, seed2=0):
        op = type(self).__name__
        ratio = list(pooling_ratio) if isinstance(pooling_ratio, (list, tuple)) else None
        if ratio is None or len(ratio) != 4:
            raise ValueError(f"For '{op}', 'pooling_ratio' must be a list of 4 floats, but got "
                             f"{pooling_ratio!r}.")
        if ratio[0] != 1.0 or ratio[3] != 1.0:
            raise ValueError(f"For '{op}', the first and last elements of 'pooling_ratio' must "
                             f"be 1.0, but got {ratio}.")
        if ratio[1] < 1.0 or ratio[2] < 1.0:
            raise ValueError(f"For '{op}', the row and col pooling ratios must be >= 1.0, but "
                             f"got {ratio}.")
        if not deterministic and (seed or seed2):
            raise ValueError(f"For '{op}', both 'seed' and 'seed2' must be 0 if 'deterministic' "
                             f"is false.")
        self._seed = prim_seed(seed, seed2)

    def __call__(self, x):
        op = type(self).__name__
        if x.dtype not in (mstype.float32, mstype.float64, mstype.int32, mstype.int64):
            raise TypeError(f"For '{op}', 'x' must be float32, float64, int32 or int64, but got "
                            f"{x.dtype}.")
        xs = shape_of(x)
        if len(xs) != 4:
            raise TypeError(f"For '{op}', 'x' must be a 4-D Tensor, but got shape {xs}.")
        ratio = self.attrs["pooling_ratio"]
        sizes = tuple((xs[i], int(xs[i] / ratio[i])) for i in (1, 2))
        if any(o <= 0 for _, o in sizes):
            raise ValueError(f"For '{op}', the output size must be positive, but 'x' {xs} with "
                             f"'pooling_ratio' {list(ratio)} gives {[o for _, o in sizes]}.")
        rows, cols = call("fractional_pool_sequence", rng.next_key(self._seed), sizes=sizes,
                          pseudo_random=bool(self.attrs["pseudo_random"]))
        y = call("fractional_pool", x, rows, cols, mode=self._mode,
                 overlapping=bool(self.attrs["overlapping"]))
        return y, rows, cols


class FractionalAvgPool(FractionalMaxPool):
    """``ops.FractionalAvgPool(...)``: as ``FractionalMaxPool`` with window means (integer
    inputs: truncated, as MindSpore)."""
    _mode = "avg"

