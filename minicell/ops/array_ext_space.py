"""Block rearrangements (``ops.batch_to_space_nd``, ``ops.space_to_batch_nd``,
``ops.DepthToSpace``, ``ops.SpaceToDepth``, ...) and the banded-diagonal family
(``ops.matrix_diag``, ``ops.matrix_diag_part``, ``ops.matrix_set_diag`` and their ``*V3``
classes) with TensorFlow's/MindSpore's ``k`` ranges and ``align`` rules: reshapes, transposes
and gathers with static index maps, so both modes and gradients work.

The spatial axes of the space/batch ops are the last ones (after N and C, MindSpore's NCHW).

>>> from minicell import ops, Tensor
>>> ops.matrix_diag(Tensor([1.0, 2.0]), k=1).asnumpy().tolist()
[[0.0, 1.0, 0.0], [0.0, 0.0, 2.0], [0.0, 0.0, 0.0]]
"""
import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from . import functional as F
from ._array_arg_checks import check_diag_part_rank
from ._util import norm_axis, shape_of
from .primitive import Primitive, prim_attr_register

_ALIGNS = ("RIGHT_LEFT", "LEFT_RIGHT", "LEFT_LEFT", "RIGHT_RIGHT")


# ---- space <-> batch ---------------------------------------------------------------------------
def _pairs(v, m, api, name):
    arr = np.asarray(v.asnumpy() if isinstance(v, Tensor) else v, np.int64).reshape(-1, 2)
    if arr.shape[0] != m or np.any(arr < 0):
        raise ValueError(f"For '{api}', '{name}' must be {m} pairs of non-negative ints, but "
                         f"got {np.asarray(v).tolist()}")
    return arr.tolist()


def _blocks(block, api, pairs):
    """An int block is repeated once per pair of ``crops``/``paddings`` (as MindSpore)."""
    m = np.asarray(pairs.asnumpy() if isinstance(pairs, Tensor) else pairs).reshape(-1, 2)
    b = [block] * m.shape[0] if isinstance(block, int) else [int(v) for v in block]
    if not b or any(v < 1 for v in b):
        raise ValueError(f"For '{api}', the block shape must hold positive ints, but got {block}")
    return b


def batch_to_space_nd(input_x, block_shape, crops):
    """Move batch blocks into the last ``len(block_shape)`` (spatial) axes, then crop."""
    api = "BatchToSpaceND"
    block = _blocks(block_shape, api, crops)
    m = len(block)
    shape = shape_of(input_x)
    crops = _pairs(crops, m, api, "crops")
    n, prod = shape[0], int(np.prod(block))
    if n % prod:
        raise ValueError(f"For '{api}', the batch {n} must be divisible by the block size "
                         f"product {prod}")
    lead, spatial = shape[1:len(shape) - m], shape[len(shape) - m:]
    x = F.reshape(input_x, tuple(block) + (n // prod,) + lead + spatial)
    nl = len(lead)
    perm = [m] + [m + 1 + i for i in range(nl)]
    for i in range(m):
        perm += [m + 1 + nl + i, i]
    x = F.transpose(x, tuple(perm))
    x = F.reshape(x, (n // prod,) + lead + tuple(s * b for s, b in zip(spatial, block)))
    begin = [0] * (1 + nl) + [c[0] for c in crops]
    size = [-1] * (1 + nl) + [s * b - c[0] - c[1] for s, b, c in zip(spatial, block, crops)]
    return F.slice(x, begin, size)


def space_to_batch_nd(input_x, block_size, paddings):
    """Pad the last ``len(block_size)`` (spatial) axes, then move their blocks into the batch."""
    api = "SpaceToBatchND"
    block = _blocks(block_size, api, paddings)
    m = len(block)
    pads = _pairs(paddings, m, api, "paddings")
    shape = shape_of(input_x)
    nl = len(shape) - 1 - m
    flat_pad = []
    for p in reversed(pads):                 # ops.pad: last axis first
        flat_pad += p
    x = F.pad(input_x, tuple(flat_pad)) if any(flat_pad) else input_x
    padded = shape_of(x)
    spatial = padded[1 + nl:]
    if any(s % b for s, b in zip(spatial, block)):
        raise ValueError(f"For '{api}', the padded spatial shape {spatial} must be divisible "
                         f"by the block shape {block}")
    inner = []
    for s, b in zip(spatial, block):
        inner += [s // b, b]
    x = F.reshape(x, (padded[0],) + padded[1:1 + nl] + tuple(inner))
    perm = [1 + nl + 2 * i + 1 for i in range(m)] + [0] + [1 + i for i in range(nl)] + \
        [1 + nl + 2 * i for i in range(m)]
    x = F.transpose(x, tuple(perm))
    return F.reshape(x, (padded[0] * int(np.prod(block)),) + padded[1:1 + nl] +
                     tuple(s // b for s, b in zip(spatial, block)))


class BatchToSpaceND(Primitive):
    """``BatchToSpaceND(block_shape, crops)(input_x)``."""

    @prim_attr_register
    def __init__(self, block_shape, crops):
        self.block_shape, self.crops = block_shape, crops

    def __call__(self, input_x):
        return batch_to_space_nd(input_x, self.block_shape, self.crops)


class SpaceToBatchND(Primitive):
    """``SpaceToBatchND(block_shape, paddings)(input_x)``."""

    @prim_attr_register
    def __init__(self, block_shape, paddings):
        self.block_shape, self.paddings = block_shape, paddings

    def __call__(self, input_x):
        return space_to_batch_nd(input_x, self.block_shape, self.paddings)


class BatchToSpace(Primitive):
    """``BatchToSpace(block_size, crops)(x)``: ``batch_to_space_nd`` with a square block."""

    @prim_attr_register
    def __init__(self, block_size, crops):
        self.block_size, self.crops = block_size, crops

    def __call__(self, x):
        return batch_to_space_nd(x, (self.block_size,) * 2, self.crops)


class SpaceToBatch(Primitive):
    """``SpaceToBatch(block_size, paddings)(x)``: ``space_to_batch_nd`` with a square block."""

    @prim_attr_register
    def __init__(self, block_size, paddings):
        self.block_size, self.paddings = block_size, paddings

    def __call__(self, x):
        return space_to_batch_nd(x, (self.block_size,) * 2, self.paddings)


class DepthToSpace(Primitive):
    """``DepthToSpace(block_size, data_format='NCHW')(x)``: channel blocks into H and W."""

    @prim_attr_register
    def __init__(self, block_size, data_format="NCHW"):
        self.block_size, self.data_format = int(block_size), data_format

    def __call__(self, x):
        b = self.block_size
        nhwc = self.data_format == "NHWC"
        if nhwc:
            x = F.transpose(x, (0, 3, 1, 2))
        n, c, h, w = shape_of(x)
        if c % (b * b):
            raise ValueError(f"For 'DepthToSpace', the channels {c} must be divisible by "
                             f"block_size**2 = {b * b}")
        out = F.reshape(x, (n, b, b, c // (b * b), h, w))
        out = F.reshape(F.transpose(out, (0, 3, 4, 1, 5, 2)), (n, c // (b * b), h * b, w * b))
        return F.transpose(out, (0, 2, 3, 1)) if nhwc else out


class SpaceToDepth(Primitive):
    """``SpaceToDepth(block_size, data_format='NCHW')(x)``: H and W blocks into channels."""

    @prim_attr_register
    def __init__(self, block_size, data_format="NCHW"):
        self.block_size, self.data_format = int(block_size), data_format

    def __call__(self, x):
        b = self.block_size
        nhwc = self.data_format == "NHWC"
        if nhwc:
            x = F.transpose(x, (0, 3, 1, 2))
        n, c, h, w = shape_of(x)
        if h % b or w % b:
            raise ValueError(f"For 'SpaceToDepth', H and W ({h}, {w}) must be divisible by "
                             f"block_size {b}")
        out = F.reshape(x, (n, c, h // b, b, w // b, b))
        out = F.reshape(F.transpose(out, (0, 3, 5, 1, 2, 4)), (n, c * b * b, h // b, w // b))
        return F.transpose(out, (0, 2, 3, 1)) if nhwc else out


# ---- banded diagonals --------------------------------------------------------------------------
def _value(v):
    return v.asnumpy().tolist() if isinstance(v, Tensor) else v


def _k_range(k):
    k = _value(k)
    k = [k] if isinstance(k, (int, float)) else list(k)
    k0, k1 = int(k[0]), int(k[-1])
    if k0 > k1:
        raise ValueError(f"For 'MatrixDiag', k[0] ({k0}) must not exceed k[1] ({k1})")
    return k0, k1


def _diag_map(rows, cols, k0, k1, align, width):
    """``(row r, position p) -> flat matrix index`` (``rows*cols`` where none), for the
    diagonals k1 (r = 0) down to k0, each ``width`` long, aligned by ``align``."""
    if align not in _ALIGNS:
        raise ValueError(f"For 'MatrixDiag', 'align' must be one of {_ALIGNS}, but got "
                         f"{align!r}")
    sup_right, sub_right = align.startswith("RIGHT"), align.endswith("RIGHT")
    out = np.full((k1 - k0 + 1, width), rows * cols, np.int64)
    for r, d in enumerate(range(k1, k0 - 1, -1)):
        length = max(min(rows + min(d, 0), cols - max(d, 0)), 0)
        right = sup_right if d >= 0 else sub_right
        offset = width - length if right else 0
        i = np.arange(length) + max(-d, 0)
        out[r, offset:offset + length] = i * cols + i + d
    return out


def _flat_pad(x, ndims_kept, fill):
    """``x`` with its last ``ndims`` axes flattened and one ``fill`` element appended."""
    shape = shape_of(x)
    flat = F.reshape(x, shape[:ndims_kept] + (-1,))
    pad = F.fill(x.dtype, shape[:ndims_kept] + (1,), _value(fill))
    return F.concat([flat, pad], -1)


_MATRIX_DIAG_TYPES = ", ".join(f"Tensor[{t}]" for t in (
    "BFloat16", "Float16", "Float32", "Float64", "Int16", "Int32", "Int64", "Int8", "UInt16",
    "UInt32", "UInt64", "UInt8"))


def matrix_diag(x, k=0, num_rows=-1, num_cols=-1, padding_value=0, align="RIGHT_LEFT"):
    """Matrices with the diagonals ``k`` (an int or a (low, high) range) taken from ``x``;
    the rest is ``padding_value``."""
    if getattr(x, "dtype", None) == mstype.bool_:      # MatrixDiagV3's kernel types (2.10)
        raise TypeError(f"For primitive[MatrixDiagV3], the input argument[x] must be a type of "
                        f"{{{_MATRIX_DIAG_TYPES}}}, but got Tensor[Bool].")
    k0, k1 = _k_range(k)
    shape = shape_of(x)
    width = shape[-1]
    batch = shape[:-1] if k0 == k1 else shape[:-2]
    min_rows, min_cols = width - min(k1, 0), width + max(k0, 0)
    num_rows, num_cols = int(_value(num_rows)), int(_value(num_cols))
    if num_rows == -1 and num_cols == -1:
        num_rows = num_cols = max(min_rows, min_cols)
    num_rows = min_rows if num_rows == -1 else num_rows
    num_cols = min_cols if num_cols == -1 else num_cols
    dmap = _diag_map(num_rows, num_cols, k0, k1, align, width).reshape(-1)
    inverse = np.full(num_rows * num_cols + 1, dmap.size, np.int64)
    inverse[dmap] = np.arange(dmap.size)
    src = _flat_pad(x, len(batch), padding_value)
    out = F.gather(src, Tensor(inverse[:-1]), len(batch))
    return F.reshape(out, batch + (num_rows, num_cols))


def matrix_diag_part(x, k, padding_value, align="RIGHT_LEFT"):
    """The diagonals ``k`` of the last two axes of ``x``, aligned and padded."""
    check_diag_part_rank(x)
    k0, k1 = _k_range(k)
    shape = shape_of(x)
    rows, cols = shape[-2:]
    width = min(rows + min(k1, 0), cols - max(k0, 0))
    dmap = _diag_map(rows, cols, k0, k1, align, width)
    src = _flat_pad(x, len(shape) - 2, padding_value)
    out = F.gather(src, Tensor(dmap), len(shape) - 2)
    return F.squeeze(out, -2) if k0 == k1 else out


def matrix_set_diag(x, diagonal, k=0, align="RIGHT_LEFT"):
    """``x`` with its diagonals ``k`` replaced by ``diagonal`` (laid out as
    ``matrix_diag_part`` returns them)."""
    k0, k1 = _k_range(k)
    shape = shape_of(x)
    rows, cols = shape[-2:]
    width = shape_of(diagonal)[-1]
    dmap = _diag_map(rows, cols, k0, k1, align, width).reshape(-1)
    inverse = np.full(rows * cols + 1, dmap.size, np.int64)
    inverse[dmap] = np.arange(dmap.size)
    batch = shape[:-2]
    src = _flat_pad(F.cast(diagonal, x.dtype), len(batch), 0)
    placed = F.reshape(F.gather(src, Tensor(inverse[:-1]), len(batch)), shape)
    return F.where(Tensor((inverse[:-1] < dmap.size).reshape(rows, cols)), placed, x)


class MatrixDiagV3(Primitive):
    """``MatrixDiagV3(align='RIGHT_LEFT')(x, k, num_rows, num_cols, padding_value)``."""

    @prim_attr_register
    def __init__(self, align="RIGHT_LEFT"):
        self.align = align

    def __call__(self, x, k, num_rows, num_cols, padding_value):
        return matrix_diag(x, k, num_rows, num_cols, padding_value, self.align)


class MatrixDiagPartV3(Primitive):
    """``MatrixDiagPartV3(align='RIGHT_LEFT')(x, k, padding_value)``."""

    @prim_attr_register
    def __init__(self, align="RIGHT_LEFT"):
        self.align = align

    def __call__(self, x, k, padding_value):
        return matrix_diag_part(x, k, padding_value, self.align)


class MatrixSetDiagV3(Primitive):
    """``MatrixSetDiagV3(align='RIGHT_LEFT')(x, diagonal, k)``."""

    @prim_attr_register
    def __init__(self, align="RIGHT_LEFT"):
        self.align = align

    def __call__(self, x, diagonal, k):
        return matrix_set_diag(x, diagonal, k, self.align)


class EuclideanNorm(Primitive):
    """``EuclideanNorm(keep_dims=False)(x, axes)``: ``sqrt(sum(x**2, axes))``."""

    @prim_attr_register
    def __init__(self, keep_dims=False):
        self.keep_dims = keep_dims

    def __call__(self, x, axes):
        return F.sqrt(F.sum(F.square(x), norm_axis(axes), self.keep_dims))
