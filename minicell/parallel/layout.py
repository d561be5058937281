"""MindSpore's ``Layout`` and shard strategies, as ``jax.sharding`` objects.

MindSpore describes how a tensor is spread over devices in two ways:

- a *strategy*: one tuple per tensor with one slice count per dimension, ``(2, 1)`` = the first
  dimension cut in two. An operator's strategies define its *device matrix* (MatMul's
  ``((a, b), (b, c))`` has the device matrix ``(a, b, c)``) and each input's *tensor map*, its
  dimensions' positions in that matrix. When the slices use fewer devices than the group has,
  the remaining factor is a repeated-computation axis at the right of the device matrix (the
  fastest-varying rank digit), as MindSpore places it by default.
- a ``Layout(device_matrix, alias_name)``: the device matrix spelled out with a name per axis;
  ``layout("dp", "None")`` maps the tensor's dimensions to axes (``"None"``: not split, a
  tuple of names: split over several axes).

Ranks are laid out row-major over the device matrix (rank 0..n-1, the last axis fastest), so a
Layout is exactly a ``jax.sharding.Mesh`` of the group's devices in rank order reshaped to
``device_matrix`` with ``alias_name`` as axis names, and its tensor map is a
``PartitionSpec``. This module holds that translation and MindSpore's checks.

>>> layout = Layout((2, 4), ("dp", "mp"))
>>> layout("dp", "None").partition_spec == jax.sharding.PartitionSpec("dp", None)
True
>>> layout("dp", "None").to_dict()["tensor_map"]
(1, -1)
>>> strategy_layouts("MatMul", ((2, 1), (1, 4)), [(8, 16), (16, 8)], 8)[1]
Layout(device_matrix=(2, 1, 4), alias_name=('m', 'k', 'n'), tensor_map=('k', 'n'))
"""
import functools
import math

import jax
import numpy as np

from . import _auto_parallel_context

_NONE = "None"
_INTERLEAVED = "interleaved_parallel"


class Layout:
    """``Layout(device_matrix, alias_name, rank_list=None)``: MindSpore's device arrangement.

    MindSpore: a device matrix (a tuple of ints whose product is the device count) with a name
    per axis; calling it with one entry per tensor dimension (an axis name, ``"None"`` or a tuple
    of names) gives the tensor's layout. minicell: the same checks and ``to_dict``; the layout
    becomes a ``jax.sharding.NamedSharding`` over the communication group's devices
    (``rank_list`` picks and orders them). An ``"interleaved_parallel"`` axis (several slices
    on one device) can be named, but has no ``jax.sharding`` counterpart: a layout with it is
    refused where it would be applied (NotImplementedError), not when it is made.

    >>> Layout((2, 2), ("dp", "mp"))(("dp", "mp"), "None").to_dict()["tensor_map"]
    ((1, 0), -1)
    """

    def __init__(self, device_matrix, alias_name, rank_list=None):
        if not isinstance(device_matrix, tuple):
            raise TypeError(f"device_matrix must be tuple type, but got:{type(device_matrix)}")
        if not isinstance(alias_name, tuple):
            raise TypeError(f"alias_name must be tuple type, but got:{type(alias_name)}")
        if len(device_matrix) != len(alias_name):
            raise ValueError("device_matrix length should be equal to alias_name length")
        for d in device_matrix:
            if not isinstance(d, int) or isinstance(d, bool):
                raise TypeError(f"The element of device_matrix must be int type, but got:{type(d)}")
            if d < 1:
                raise ValueError(f"The element of device_matrix must be positive, but got {d}")
        for a in alias_name:
            if not isinstance(a, str):
                raise TypeError(f"The element of alias_name must be str type, but got:{type(a)}")
            if not a:
                raise ValueError("The element of alias_name can not be empty.")
            if a == _NONE:
                raise ValueError("The element of alias_name can not set 'None', because 'None' "
                                 "means no sharding.")
        if len(set(alias_name)) != len(alias_name):
            raise ValueError(f"Each element of alias_name {alias_name} should be different")
        size = math.prod(device_matrix)
        if rank_list is None:
            rank_list = list(range(size))
        else:
            if not isinstance(rank_list, list):
                raise TypeError(f"The rank_list should be a list, but got "
                                f"{type(rank_list).__name__}.")
            for r in rank_list:
                if not isinstance(r, int):
                    raise TypeError(f"The element of rank_list should be int, but got "
                                    f"{type(r).__name__}.")
            if len(rank_list) != size:
                raise ValueError("The length of rank_list should be equal to the product of "
                                 f"device_matrix, but got {len(rank_list)} and {size}.")
        self._device_matrix = device_matrix
        self._alias_name = alias_name
        self._rank_list = tuple(rank_list)
        self._tensor_map = None          # alias form: a name, None or a tuple of names per dim

    def __call__(self, *tensor_map):
        used, mapped = set(), []
        for entry in tensor_map:
            names = entry if isinstance(entry, tuple) else (entry,)
            dim = []
            for name in names:
                if name == _NONE:
                    continue
                if name not in self._alias_name:
                    raise ValueError(f"The axis {name} is not found in {self._alias_name}")
                if name in used:
                    raise ValueError(f"The axis {name} has been set more than one in "
                                     f"{self._alias_name}")
                used.add(name)
                dim.append(name)
            mapped.append(tuple(dim) if isinstance(entry, tuple) else (dim[0] if dim else None))
        new = Layout(self._device_matrix, self._alias_name, list(self._rank_list))
        new._tensor_map = tuple(mapped)
        return new

    @property
    def device_matrix(self):
        return self._device_matrix

    @property
    def alias_name(self):
        return self._alias_name

    @property
    def rank_list(self):
        return list(self._rank_list)

    @property
    def tensor_map(self):
        """The tensor map by axis name (``None``: the dimension is not split), or None."""
        return self._tensor_map

    def to_dict(self):
        """MindSpore's dictionary: ``tensor_map`` as axis indices counted from the right
        (``-1``: not split)."""
        if self._tensor_map is None:
            raise ValueError("The tensor_map of layout is None")
        return {"device_matrix": self._device_matrix, "tensor_map": self._index_map(),
                "interleaved_parallel": _INTERLEAVED in self._alias_name,
                "alias_name": self._alias_name,
                "rank_list": list(self._rank_list)}

    def _index_map(self):
        last = len(self._alias_name) - 1

        def index(name):
            return -1 if name is None else last - self._alias_name.index(name)
        return tuple(tuple(index(n) for n in e) if isinstance(e, tuple) else index(e)
                     for e in self._tensor_map)

    @property
    def partition_spec(self):
        """The tensor map as a ``jax.sharding.PartitionSpec``."""
        return jax.sharding.PartitionSpec(*self._tensor_map)

    def strategy(self):
        """The slice count of each tensor dimension (MindSpore's strategy of this layout)."""
        sizes = dict(zip(self._alias_name, self._device_matrix))
        return tuple(math.prod(sizes[n] for n in (e if isinstance(e, tuple) else (e,))
                               if n is not None) for e in self._tensor_map)

    def _key(self):
        return self._device_matrix, self._alias_name, self._rank_list, self._tensor_map

    def __eq__(self, other):
        return isinstance(other, Layout) and self._key() == other._key()

    def __hash__(self):
        return hash(self._key())

    def __repr__(self):
        shown = tuple(_NONE if e is None else e for e in self._tensor_map or ())
        return (f"Layout(device_matrix={self._device_matrix}, alias_name={self._alias_name}, "
                f"tensor_map={shown})")


# ---- tuple strategies -> Layouts ------------------------------------------------------------------
def strategy_error(name, strategies, what):
    """MindSpore's wording of an invalid strategy (a RuntimeError, raised when compiling)."""
    return RuntimeError(f"For '{name}', the strategy {strategies} is invalid: {what}.")


def check_strategy(name, strategies, shapes, device_num):
    """MindSpore's checks of one operator's tuple strategies against its inputs' shapes:
    one strategy per input, one positive int per dimension, each dimension divisible by its
    slice count, and the slices fitting the device count (a ``RuntimeError``, as MindSpore
    raises when it compiles the graph)."""
    if len(strategies) != len(shapes):
        raise strategy_error(name, strategies, f"strategy size: {len(strategies)} is not equal "
                                                f"to inputs size: {len(shapes)}")
    for i, (s, shape) in enumerate(zip(strategies, shapes)):
        if len(s) != len(shape):
            raise strategy_error(name, strategies, f"the strategy {s} of input {i} has "
                                                    f"{len(s)} values but the input has "
                                                    f"{len(shape)} dimensions {shape}")
        for v, dim in zip(s, shape):
            if v < 1:
                raise strategy_error(name, strategies, f"the value of strategy must be larger "
                                                        f"than 0, but get {v}")
            if dim % v:
                raise strategy_error(name, strategies, f"shape {dim} of input {i} cannot be "
                                                        f"divisible by strategy value {v}")
        _check_fits(name, strategies, math.prod(s), device_num)


def _check_fits(name, strategies, product, device_num):
    if product > device_num or device_num % product:
        raise strategy_error(name, strategies, f"the product of the slice counts, {product}, "
                                                f"{'exceeds' if product > device_num else 'does not divide'} "
                                                f"the device number {device_num}")


def _with_repeat(device_matrix, names, device_num):
    """Append the repeated-computation axis ``'rep'`` when the slices use fewer devices."""
    rep = device_num // math.prod(device_matrix)
    if rep > 1:
        return (*device_matrix, rep), (*names, "rep")
    return tuple(device_matrix), tuple(names)


def tensor_layout(strategy, device_num):
    """The Layout of one tensor cut by ``strategy`` on its own device matrix
    (``strategy`` + the repeated-computation axis).

    >>> tensor_layout((4, 1), 8)
    Layout(device_matrix=(4, 1, 2), alias_name=('d0', 'd1', 'rep'), tensor_map=('d0', 'd1'))
    """
    names = tuple(f"d{i}" for i in range(len(strategy)))
    dm, alias = _with_repeat(strategy, names, device_num)
    return Layout(dm, alias)(*names)


def _matmul_layouts(attrs, strategies, device_num):
    """MatMul/BatchMatMul: device matrix (batch..., m, k, n); x maps (m, k), w (k, n), both
    transposable; the contracted dimension must be cut equally in both."""
    sx, sw = strategies
    ta, tb = bool(attrs.get("transpose_a", False)), bool(attrs.get("transpose_b", False))
    mx, kx = (-1, -2) if ta else (-2, -1)
    kw, nw = (-1, -2) if tb else (-2, -1)
    if sx[kx] != sw[kw]:
        raise RuntimeError(f"For 'MatMul', the strategy {strategies} is invalid: the contracted "
                           f"dimension is cut {sx[kx]} times in input 0 and {sw[kw]} times in "
                           f"input 1; they must be equal.")
    batch = tuple(f"b{i}" for i in range(len(sx) - 2))
    wbatch = sw[:-2]
    if wbatch and wbatch != sx[len(sx) - 2 - len(wbatch):-2]:
        raise RuntimeError(f"For 'BatchMatMul', the strategy {strategies} is invalid: the batch "
                           f"dimensions of the two inputs must be cut alike.")
    dm = (*sx[:-2], sx[mx], sx[kx], sw[nw])
    _check_fits("MatMul", strategies, math.prod(dm), device_num)
    dm, alias = _with_repeat(dm, (*batch, "m", "k", "n"), device_num)
    layout = Layout(dm, alias)

    def operand(two, nbatch):
        return layout(*batch[len(batch) - nbatch:], *two)
    return [operand(("k", "m") if ta else ("m", "k"), len(batch)),
            operand(("n", "k") if tb else ("k", "n"), len(wbatch))]


def _broadcast_layouts(strategies, device_num):
    """Elementwise-style operators (Add, ReLU, BiasAdd, ...): the device matrix is the strategy
    of the longest input and the others are aligned to its trailing dimensions, as broadcasting
    aligns them. Inputs cut unlike the longest one get their own device matrix each."""
    main = max(strategies, key=len)
    names = tuple(f"d{i}" for i in range(len(main)))
    for s in strategies:
        tail = main[len(main) - len(s):]
        if any(v not in (1, m) for v, m in zip(s, tail)):
            return [tensor_layout(s, device_num) for s in strategies]
    dm, alias = _with_repeat(main, names, device_num)
    layout = Layout(dm, alias)
    out = []
    for s in strategies:
        tail = names[len(names) - len(s):]
        out.append(layout(*(n if v > 1 else _NONE for n, v in zip(tail, s))))
    return out


_MATMULS = ("MatMul", "BatchMatMul")


def strategy_layouts(name, strategies, shapes, device_num, attrs=None):
    """The Layouts of an operator's inputs under its tuple strategies, after the checks.

    ``name``: the Primitive's name (MatMul/BatchMatMul have their own device matrix; other
    operators follow the broadcasting rule of ``_broadcast_layouts``)."""
    strategies = tuple(tuple(s) for s in strategies)
    check_strategy(name, strategies, shapes, device_num)
    if name in _MATMULS and len(strategies) == 2:
        return _matmul_layouts(attrs or {}, strategies, device_num)
    return _broadcast_layouts(strategies, device_num)


def check_layout(layout, shape, what, device_num):
    """A Layout must map every dimension of ``shape``, cut each evenly and cover the group
    (MindSpore: the device matrix's product is the device count)."""
    if _INTERLEAVED in layout.alias_name:
        raise NotImplementedError(
            f"For {what}, the layout {layout} has an 'interleaved_parallel' axis: several slices "
            f"of a tensor on one device have no jax.sharding counterpart in minicell.")
    if layout.tensor_map is None:
        raise ValueError(f"For {what}, the Layout has no tensor map: call it with one axis name "
                         f"per dimension, e.g. layout('dp', 'None').")
    if len(layout.tensor_map) != len(shape):
        raise ValueError(f"For {what}, the layout {layout} maps {len(layout.tensor_map)} "
                         f"dimensions but the tensor has shape {tuple(shape)}.")
    size = math.prod(layout.device_matrix)
    if size != device_num:
        raise ValueError(f"For {what}, the product of the device_matrix {layout.device_matrix} "
                         f"is {size}, which must be equal to the device number {device_num}.")
    for i, (dim, cut) in enumerate(zip(shape, layout.strategy())):
        if dim % cut:
            raise ValueError(f"For {what}, the shape {tuple(shape)} and the layout {layout}: "
                             f"shape[{i}] = {dim} cannot be divisible by {cut}.")


def _prime_factors(n):
    out, f = [], 2
    while n > 1:
        while n % f == 0:
            out.append(f)
            n //= f
        f += 1
    return out


@functools.lru_cache(maxsize=None)
def group_mesh(devices):
    """The one ``Mesh`` every layout of the group is expressed on: the devices in rank order
    reshaped to the prime factors of their count (axes ``p0``, ``p1``, ...).

    Every device matrix whose axes cover consecutive runs of those factors (all of them when
    the count is a power of two) is a grouping of its axes, so all the shardings of one program
    share one mesh, as JAX's partitioner requires of a jitted computation.
    """
    factors = _prime_factors(len(devices)) or [1]
    names = tuple(f"p{i}" for i in range(len(factors)))
    return jax.sharding.Mesh(np.array(devices, dtype=object).reshape(factors), names)


@functools.lru_cache(maxsize=None)
def _sharding(layout, devices):
    if list(layout.rank_list) != list(range(len(devices))):
        raise ValueError(f"minicell lays a Layout over the group's devices in rank order; the "
                         f"rank_list {layout.rank_list} is not supported.")
    mesh = group_mesh(devices)
    sizes, names = list(mesh.devices.shape), mesh.axis_names
    runs, pos = {}, 0
    for alias, size in zip(layout.alias_name, layout.device_matrix):
        run, product = [], 1
        while product < size and pos < len(sizes):
            run.append(names[pos])
            product *= sizes[pos]
            pos += 1
        if product != size:
            raise ValueError(f"The device_matrix {layout.device_matrix} does not split the "
                             f"{len(devices)} devices along their prime factors {sizes} (axis "
                             f"'{alias}' of size {size}); minicell cannot express it on one "
                             f"mesh.")
        runs[alias] = tuple(run)
    spec = []
    for entry in layout.tensor_map:
        axes = sum((runs[n] for n in (entry if isinstance(entry, tuple) else (entry,))
                    if n is not None), ())
        spec.append(axes or None)
    return jax.sharding.NamedSharding(mesh, jax.sharding.PartitionSpec(*spec))


def named_sharding(layout, devices):
    """``layout`` over ``devices`` (the group's devices in rank order) as a NamedSharding on
    ``group_mesh(devices)``.

    >>> import jax
    >>> named_sharding(Layout((1,), ("dp",))("dp"), jax.devices()[:1]).is_fully_replicated
    True
    """
    return _sharding(layout, tuple(devices))


_auto_parallel_context.LAYOUT_TYPES.append(Layout)    # (a dataset strategy of Layouts)

__all__ = ["Layout"]
