"""Stacking, splitting, axis moves, flips and index-pattern ops (``ops.hstack``,
``ops.tensor_split``, ``ops.moveaxis``, ``ops.rot90``, ``ops.tril_indices``, ``ops.meshgrid``,
...): composites of the registry's layout primitives (both modes, with gradients).

>>> from minicell import ops, Tensor
>>> ops.hstack([Tensor([1, 2]), Tensor([3])]).asnumpy().tolist()
[1, 2, 3]
"""
import numpy as np

from .. import _checkparam
from ..common import dtype as mstype
from ..common.tensor import Tensor
from . import functional as F
from ._util import check_tensors, norm_shape, shape_of
from .primitive import Primitive, Stack, prim_attr_register
from ._array_arg_checks import check_block_diag, check_index_pattern
from ._arg_checks import (dim_range_check, np_axis_check, reverse_rank, swapaxes_axes,
                          unstack_rank)
from .extra_ops import Unstack
from .axis_slice import axis_slice
from ..runtime.python_checks import python_check


def _seq(tensors, api):
    if isinstance(tensors, Tensor) or not isinstance(tensors, (list, tuple)) or not tensors:
        raise TypeError(f"For '{api}', 'tensors' must be a non-empty tuple or list of Tensors, "
                        f"but got {type(tensors).__name__}")
    return list(tensors)


def _axis(axis, nd, api, name="axis"):
    if isinstance(axis, bool) or not isinstance(axis, (int, np.integer)):   # 2.10: an int
        _checkparam.read_graph_scalar(axis, (int,))     # (a graph scalar: op by op)
        raise TypeError(f"For '{api}', the type of '{name}' should be 'int', but got type "
                        f"'{type(axis).__name__}'.")
    axis = int(axis)
    if not -nd <= axis < nd:
        raise ValueError(f"For '{api}', '{name}' must be in [{-nd}, {nd}), but got {axis}")
    return axis % nd


def _at_least(x, n):
    shape = shape_of(x)
    if len(shape) >= n:
        return x
    if n == 3 and len(shape) == 2:
        return F.reshape(x, shape + (1,))
    if n == 3 and len(shape) == 1:
        return F.reshape(x, (1,) + shape + (1,))
    return F.reshape(x, (1,) * (n - len(shape)) + shape)


def _atleast(n):
    def fn(inputs):
        if isinstance(inputs, (list, tuple)):
            return tuple(_at_least(x, n) for x in inputs)
        return _at_least(inputs, n)
    fn.__name__ = f"atleast_{n}d"
    fn.__doc__ = (f"``inputs`` (a Tensor or a sequence of them) viewed with at least {n} "
                  f"dimension{'s' if n > 1 else ''}.")
    return fn


atleast_1d, atleast_2d, atleast_3d = _atleast(1), _atleast(2), _atleast(3)


def hstack(tensors):
    """Concatenate along axis 1 (axis 0 for 1-D inputs)."""
    ts = [_at_least(t, 1) for t in _seq(tensors, "hstack")]
    return F.concat(ts, 0 if len(shape_of(ts[0])) == 1 else 1)


def vstack(inputs):
    """Concatenate along axis 0, 1-D inputs as rows."""
    return F.concat([_at_least(t, 2) for t in _seq(inputs, "vstack")], 0)


def dstack(tensors):
    """Concatenate along axis 2 (inputs viewed as at least 3-D)."""
    return F.concat([_at_least(t, 3) for t in _seq(tensors, "dstack")], 2)


def column_stack(tensors):
    """Stack 1-D inputs as columns (and concatenate 2-D ones) into a 2-D tensor."""
    if isinstance(tensors, (list, tuple)) and not tensors:
        raise ValueError("For column_stack, the input must have at least 1 tensor, but got 0.")
    ts = _seq(tensors, "column_stack")
    ts = [F.reshape(t, (-1, 1)) if len(shape_of(t)) < 2 else t for t in ts]
    return F.concat(ts, 1)


def tensor_split(input, indices_or_sections, axis=0):
    """Split along ``axis`` into ``n`` nearly equal parts (an int) or at the given indices."""
    if isinstance(indices_or_sections, bool) or \
            not isinstance(indices_or_sections, (int, tuple, list)):
        raise TypeError(f"Type of Argument `indices_or_sections` should be integer, tuple(int) or "
                        f"list(int), but got {type(indices_or_sections)}")
    for i in () if isinstance(indices_or_sections, int) else indices_or_sections:  # as 2.10
        if isinstance(i, bool) or not isinstance(i, int):
            raise TypeError(f"Each element in 'indices_or_sections' should be integer, but got "
                            f"{type(i)}.")
    nd = len(shape_of(input))
    np_axis_check(axis, nd)
    axis = _axis(axis, nd, "tensor_split")
    size = shape_of(input)[axis]
    if isinstance(indices_or_sections, int):
        n = indices_or_sections
        if n <= 0:          # (a check 2.10 makes in Python: quoted in a graph)
            raise python_check(ValueError(f"For tensor_split, the value of "
                                          f"'indices_or_sections' must be more than zero but "
                                          f"got {n}"))
        q, r = divmod(size, n)
        bounds = [i * q + min(i, r) for i in range(n + 1)]
    else:
        points = [min(max(int(i) if i >= 0 else int(i) + size, 0), size)
                  for i in indices_or_sections]
        bounds = [0] + points + [size]
    return tuple(axis_slice(input, axis, lo, max(hi - lo, 0))
                 for lo, hi in zip(bounds[:-1], bounds[1:]))


def _split_fn(name, axis, min_rank, equal=False):
    """``ops.{h,v,d}split`` (an int: ``tensor_split``'s nearly equal parts, as MindSpore 2.10);
    ``equal``: ``mindspore.numpy``'s, whose int must divide the axis (numpy's rule)."""
    def fn(input, indices_or_sections):
        nd = len(shape_of(input))
        if nd < min_rank:
            raise ValueError(f"{name} expect `x` is a Tensor with at least {min_rank} dimension"
                             f", but got {nd}")
        ax = 0 if name == "hsplit" and nd == 1 else axis
        if isinstance(indices_or_sections, int) and indices_or_sections <= 0:
            raise ValueError(f"For tensor_split, the value of 'indices_or_sections' must be more "
                             f"than zero but got {indices_or_sections}")
        if equal and isinstance(indices_or_sections, int) and \
                shape_of(input)[ax] % indices_or_sections:
            raise ValueError(f"For 'Split', x_shape[{ax}] must be divisible by output_num = "
                             f"{indices_or_sections}, but got {shape_of(input)[ax]}")
        return tensor_split(input, indices_or_sections, ax)
    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"``tensor_split`` along axis {axis}" + \
        (" (equal parts when given an int)." if equal else ".")
    return fn


hsplit, vsplit, dsplit = _split_fn("hsplit", 1, 2), _split_fn("vsplit", 0, 1), \
    _split_fn("dsplit", 2, 3)
np_hsplit, np_vsplit, np_dsplit = _split_fn("hsplit", 1, 2, True), \
    _split_fn("vsplit", 0, 1, True), _split_fn("dsplit", 2, 3, True)


def unbind(input, dim=0):
    """A tuple of the slices of ``input`` along ``dim`` (that axis removed)."""
    nd = len(shape_of(input))
    unstack_rank(nd)
    dim_range_check(dim, nd, f"For primitive[Unstack], the axis value must be in [{-nd},{nd}), "
                             "but got {dim}.")                      # (2.10's graph text)
    return Unstack(_axis(dim, nd, "Unstack"))(input)


def unstack(input_x, axis=0):
    """Same as ``unbind(input_x, axis)``."""
    return unbind(input_x, axis)


class Unpack(Unstack):
    """``Unpack(axis=0)(x)``: the old name of ``Unstack``."""


class Pack(Stack):
    """``Pack(axis=0)(tensors)``: the old name of ``Stack``."""


def moveaxis(x, source, destination):
    """Move the axes ``source`` to the positions ``destination`` (ints or sequences)."""
    nd = len(shape_of(x))
    src = list(source) if isinstance(source, (list, tuple)) else [source]
    dst = list(destination) if isinstance(destination, (list, tuple)) else [destination]
    for a in src + dst:             # 2.10 checks the items' type before the counts
        if not isinstance(a, (int, np.integer)):
            raise TypeError(f"The axes must be integers, but got {type(a)}")
    if len(src) != len(dst):
        raise python_check(ValueError(      # (a graph quotes it: 2.10's Python check)
            f"For `source` and `destination` arguments, the number of elements must be the "
            f"same, but got 'source': {len(src)} and 'destination': {len(dst)}."))
    src, dst = (list(swapaxes_axes([int(a) for a in s], nd)) for s in (src, dst))  # 2.10's text
    order = [i for i in range(nd) if i not in src]
    for d, s in sorted(zip(dst, src)):
        order.insert(d, s)
    return F.transpose(x, tuple(order))


movedim = moveaxis


def swapdims(input, dim0, dim1):
    """Swap two axes (``swapaxes``)."""
    return F.swapaxes(input, dim0, dim1)


def flipud(input):
    """Reverse axis 0."""
    reverse_rank(input, 1)
    return F.flip(input, (0,))


def fliplr(input):
    """Reverse axis 1 (the input must be at least 2-D)."""
    reverse_rank(input, 2)
    return F.flip(input, (1,))



def rot90(input, k, dims):
    """Rotate by 90 degrees ``k`` times in the plane ``dims`` (from dims[0] towards dims[1])."""
    if isinstance(k, bool) or not isinstance(k, int):
        raise TypeError(f"For `rot90`, the `k` must be int!, but get {type(k)}.")
    nd = len(shape_of(input))
    if len(dims) != 2:
        raise ValueError(f"For 'rot90', 'dims' must have 2 elements, but got {dims}")
    d0, d1 = (_axis(d, nd, "rot90", "dims") for d in dims)
    if d0 == d1:                # 2.10: a RuntimeError
        raise RuntimeError(f"For `rot90`, rotation dims must be different, but get dim0={d0}, "
                           f"dim1={d1}.")
    k %= 4
    if k == 0:
        return input
    if k == 2:
        return F.flip(input, (d0, d1))
    perm = list(range(nd))
    perm[d0], perm[d1] = perm[d1], perm[d0]
    if k == 1:
        return F.transpose(F.flip(input, (d1,)), tuple(perm))
    return F.flip(F.transpose(input, tuple(perm)), (d1,))


def reverse(x, axis):
    """Reverse the order of elements along ``axis`` (``ReverseV2``)."""
    return F.flip(x, axis)


class ReverseV2(Primitive):
    """``ReverseV2(axis)(x)``."""

    @prim_attr_register
    def __init__(self, axis):
        if axis is not None and not isinstance(axis, (list, tuple)):   # 2.10 checks this here
            raise TypeError(f"For 'ReverseV2', the type of 'axis' should be one of '[list of "
                            f"int, tuple of int]', but got {type(axis)}.")
        self.axis = axis if axis is None else tuple(axis)

    def __call__(self, x):
        return F.flip(x, self.axis)


class Roll(Primitive):
    """``Roll(shifts, dims=None)(x)``."""

    @prim_attr_register
    def __init__(self, shifts, dims=None):
        self.shifts, self.dims = shifts, dims

    def __call__(self, x):
        return F.roll(x, self.shifts, self.dims)


def reverse_sequence(x, seq_lengths, seq_dim, batch_dim=0):
    """Reverse the first ``seq_lengths[b]`` elements along ``seq_dim`` of each batch ``b``."""
    shape = shape_of(x)
    nd = len(shape)
    seq_dim, batch_dim = _axis(seq_dim, nd, "ReverseSequence", "seq_dim"), \
        _axis(batch_dim, nd, "ReverseSequence", "batch_dim")
    t_shape = [1] * nd
    t_shape[seq_dim] = shape[seq_dim]
    t = Tensor(np.arange(shape[seq_dim]).reshape(t_shape))
    l_shape = [1] * nd
    l_shape[batch_dim] = shape[batch_dim]
    lengths = F.reshape(F.cast(seq_lengths, mstype.int64), l_shape)
    idx = F.where(t < lengths, lengths - 1 - t, t)
    return F.gather_elements(x, seq_dim, F.broadcast_to(idx, shape))


class ReverseSequence(Primitive):
    """``ReverseSequence(seq_dim, batch_dim=0)(x, seq_lengths)``."""

    @prim_attr_register
    def __init__(self, seq_dim, batch_dim=0):
        self.seq_dim, self.batch_dim = seq_dim, batch_dim

    def __call__(self, x, seq_lengths):
        return reverse_sequence(x, seq_lengths, self.seq_dim, self.batch_dim)


def repeat_elements(x, rep, axis=0):
    """Repeat each element ``rep`` times along ``axis``."""
    _checkparam.check_int_range(rep, 0, 2 ** 31 - 1, _checkparam.INC_RIGHT, "rep",
                                "repeat_elements")      # 2.10: an int in (0, 2**31 - 1]
    if len(shape_of(x)) > 7:     # 2.10's Tile-based kernel takes at most 7-D inputs
        raise ValueError(f"For repeat_elements, the rank of x should be less than or equal to 7, "
                         f"but got {len(shape_of(x))}.")
    return F.repeat_interleave(x, rep, axis)


def sequence_mask(lengths, maxlen=None):
    """``out[..., j] = j < lengths[...]`` (Bool); ``maxlen`` defaults to ``max(lengths)``
    (read from the values: PYNATIVE_MODE only)."""
    if maxlen is None:
        maxlen = int(F.amax(lengths).item())
    return Tensor(np.arange(int(maxlen))) < F.expand_dims(lengths, -1)


def ravel(input):
    """The input flattened to 1-D."""
    return F.reshape(input, (-1,))


def expand(input_x, size):
    """Broadcast to ``size`` (-1 keeps an axis)."""
    return F.broadcast_to(input_x, norm_shape(size, "expand"))


def expand_as(input, other):
    """Broadcast ``input`` to the shape of ``other``."""
    return F.broadcast_to(input, shape_of(other))


def view_as(input, other):
    """``input`` reshaped to the shape of ``other``."""
    check_tensors("view_as", ("input", "other"), input, other)
    return F.reshape(input, shape_of(other))


def _index_pattern(fn, api):
    def pattern(row, col, offset=0, *, dtype=mstype.int64):
        prim = "TrilIndices" if api == "tril_indices" else "TriuIndices"
        check_index_pattern(prim, dtype, offset, (mstype.int32, mstype.int64))
        for name, value in (("row", row), ("col", col)):
            _checkparam.check_non_negative_int(value, name, prim)
        return Tensor(np.stack(fn(int(row), int(offset), int(col))), dtype)
    pattern.__name__ = api
    pattern.__doc__ = f"The (2, N) indices of the {api[:4]} part of a row x col matrix."
    return pattern


tril_indices = _index_pattern(np.tril_indices, "tril_indices")
triu_indices = _index_pattern(np.triu_indices, "triu_indices")


class _IndicesPrim(Primitive):
    _fn = None

    @prim_attr_register
    def __init__(self, row, col, offset=0, dtype=mstype.int32):
        self.row, self.col, self.offset, self.dtype = row, col, offset, dtype

    def __call__(self):
        return type(self)._fn(self.row, self.col, self.offset, dtype=self.dtype)


TrilIndices = type("TrilIndices", (_IndicesPrim,), {"_fn": staticmethod(tril_indices),
                                                    "__module__": __name__})
TriuIndices = type("TriuIndices", (_IndicesPrim,), {"_fn": staticmethod(triu_indices),
                                                    "__module__": __name__})


def meshgrid(*inputs, indexing="xy"):
    """Coordinate grids of the 1-D ``inputs`` (``indexing`` 'xy': first two axes swapped);
    the inputs must share a dtype."""
    if len(inputs) == 1 and isinstance(inputs[0], (list, tuple)):
        inputs = tuple(inputs[0])
    if len({t.dtype for t in inputs}) > 1:
        raise ValueError("For Primitive [Meshgrid], all tensors should have the same type.")
    if not isinstance(indexing, str):       # 2.10's texts, both modes (measured)
        raise TypeError(f"For 'Meshgrid', the input 'indexing' should be a str, but got "
                        f"{type(indexing)}.")
    if indexing not in ("xy", "ij"):
        raise ValueError(f"Failed to convert the value \"{indexing}\" of input 'indexing' of "
                         f"'Meshgrid' to enum.")
    return grids(inputs, indexing)


def grids(inputs, indexing):
    """``meshgrid`` without the dtype check (``mindspore.numpy.meshgrid`` mixes dtypes)."""
    if indexing not in ("xy", "ij"):
        raise ValueError(f"For 'meshgrid', 'indexing' must be 'xy' or 'ij', but got "
                         f"{indexing!r}")
    sizes = [shape_of(t)[0] if shape_of(t) else 1 for t in inputs]
    n = len(inputs)
    if indexing == "xy" and n > 1:
        sizes[0], sizes[1] = sizes[1], sizes[0]
    out = []
    for i, t in enumerate(inputs):
        pos = {0: 1, 1: 0}.get(i, i) if indexing == "xy" and n > 1 else i
        shape = [1] * n
        shape[pos] = -1
        out.append(F.broadcast_to(F.reshape(t, shape), tuple(sizes)))
    return tuple(out)


class Meshgrid(Primitive):
    """``Meshgrid(indexing='xy')(inputs)``."""

    @prim_attr_register
    def __init__(self, indexing="xy"):
        self.indexing = indexing

    def __call__(self, inputs):
        return meshgrid(*inputs, indexing=self.indexing)


def block_diag(*inputs):
    """A block-diagonal matrix of the inputs (scalars and 1-D inputs count as one row)."""
    check_block_diag(inputs)
    mats = [_at_least(t, 2) for t in inputs]
    dtypes = [m.dtype.np_dtype for m in mats]
    floats = [d for d in dtypes if d.kind == "f"]        # float32 with int32 stays float32
    dtype = mstype.to_mstype(np.result_type(*(floats or dtypes)))
    mats = [F.cast(m, dtype) for m in mats]
    cols = sum(shape_of(m)[1] for m in mats)
    rows, left = [], 0
    for m in mats:
        r, c = shape_of(m)
        parts = [F.zeros((r, left), dtype), m, F.zeros((r, cols - left - c), dtype)]
        rows.append(F.concat(parts, 1))
        left += c
    return F.concat(rows, 0)


def cartesian_prod(*inputs):
    """The cartesian product of 1-D inputs, one combination per row."""
    grids = meshgrid(*inputs, indexing="ij")
    return F.stack([F.reshape(g, (-1,)) for g in grids], 1)


class SplitV(Primitive):
    """``SplitV(size_splits, split_dim, num_split)(x)``: pieces of the given sizes (one size may
    be -1: the rest)."""

    @prim_attr_register
    def __init__(self, size_splits, split_dim, num_split):
        self.size_splits, self.split_dim = list(size_splits), split_dim

    def __call__(self, x):
        sizes = list(self.size_splits)
        if -1 in sizes:
            sizes[sizes.index(-1)] = shape_of(x)[self.split_dim] - (sum(sizes) + 1)
        return tuple(F.split(x, sizes, self.split_dim))


class IdentityN(Primitive):
    """``IdentityN()(x)``: the tensors of the list/tuple ``x``, unchanged, as a tuple (2.10)."""

    def __init__(self):
        super().__init__("IdentityN")

    def __call__(self, x):
        if not isinstance(x, (list, tuple)):
            raise TypeError(f"For 'IdentityN', the input must be a list or tuple of Tensors, "
                            f"but got {type(x).__name__}")
        return tuple(t + 0 for t in x)


class InvertPermutation(Primitive):
    """``InvertPermutation()(x)``: the inverse of the permutation ``x`` (a tuple of ints)."""

    def __init__(self):
        super().__init__("InvertPermutation")

    def __call__(self, x):
        perm = [int(v) for v in x]
        if sorted(perm) != list(range(len(perm))):
            raise ValueError(f"For 'InvertPermutation', the input must be a permutation of "
                             f"0..{len(perm) - 1}, but got {tuple(perm)}")
        return tuple(int(i) for i in np.argsort(perm))


class UnravelIndex(Primitive):
    """``UnravelIndex()(indices, dims)``: the (len(dims), N) coordinates of flat indices."""

    def __init__(self):
        super().__init__("UnravelIndex")

    def __call__(self, indices, dims):
        dims_list = [int(d) for d in (dims.asnumpy().tolist() if isinstance(dims, Tensor)
                                      else dims)]
        coords, rest = [], indices
        for d in reversed(dims_list):
            coords.append(rest % d)
            rest = rest // d
        return F.stack(coords[::-1], 0)


class TensorShape(Primitive):
    """``TensorShape()(x)``: the shape of ``x`` as a 1-D Int64 tensor."""

    def __init__(self):
        super().__init__(type(self).__name__)

    def __call__(self, input_x):
        return Tensor(np.asarray(shape_of(input_x), np.int64))
