"""MindSpore's ``@lazy_inline`` (on a layer class's ``__init__``, or on the class): a ``for`` over
alike Cells of that class (``for layer in self.layers``, ``SequentialCell``'s own loop) compiles
as one ``scan`` over their stacked Parameters instead of one unrolled copy per Cell.

MindSpore's hint says "compile this repeated Cell once and call it"; here the body is traced
once, with the first Cell (the *template*) standing for each: its Parameters read the scan's
rows of the stacked Parameters, so the gradient of each Cell's Parameter is its row of the
stacked gradient, and a Parameter the body writes (BatchNorm statistics) leaves the scan
stacked and is written back Cell by Cell (what Flax's ``nn.scan`` over layers does, without
asking the user to store stacked Parameters).

The trade, measured on this CPU (``python -m benchmarks.layer_compile``; docs/benchmarks.md,
"Eighth round"): a 12-layer encoder's training step with dropout compiles in ~0.6x the CPU
time (24 layers: ~0.4x) and each step costs 1.1x (24 layers: 2.2x); an eval forward compiles
in about the same time (XLA's CPU compiler already shares the machine code of identical
unrolled layers), and a dropout-free gradient of 24 small layers compiles longer. So, as in
MindSpore, it is the user's hint: layers whose class does not carry ``@lazy_inline`` unroll.

Cells are *alike* (``alike_state``) when the template's Python state equals theirs attribute by
attribute, recursively through sub-Cells, primitives, containers and plain objects: numbers,
strings, dtypes, flags (``training``), hooks, constant Tensors by value; Parameters (and
buffers) by shape, dtype and ``requires_grad`` (they become the stacked inputs); a value both
hold as the same object is shared (a tied weight is read as it is). Only the Cells' own names
and caches may differ. Anything else that differs (a ``layer_id`` read by ``construct``, an
object of another type) keeps the loop unrolled, so what a layer computes never depends on
which Cell stands for it. Leading Cells unlike the rest (a ResNet stage's downsampling block)
are unrolled first and the alike run after them is scanned.

The trial trace and its checks are ``compiler.for_scan``'s: a body that changes a Python value,
writes a Python attribute or a Parameter outside the Cells in a way the scan cannot carry, or
fails to trace, unrolls as before.
"""
from collections import abc

import numpy as np

from . import ir

CELL_MIN_TRIP = 2         # runs of fewer alike Cells stay unrolled
_PER_CELL = frozenset({"_cell_path", "_name_prefix", "param_prefix", "_compiled", "_create_time",
                       "_structure_gen"})
_PLAIN = (bool, int, float, complex, str, bytes, type(None), np.dtype, np.generic)


def cell_source(iterable):
    """A ``_CellSource`` when ``iterable`` (a CellList, SequentialCell, list/tuple or dict view
    of Cells) ends with at least ``CELL_MIN_TRIP`` alike ``@lazy_inline`` Cells; else None."""
    if not (isinstance(iterable, (list, tuple, abc.ValuesView))
            or _is_cell(iterable) and hasattr(type(iterable), "__iter__")):
        return None
    cells = list(iterable)
    if len(cells) < CELL_MIN_TRIP or not all(_is_cell(c) for c in cells) or \
            not lazy_inline_marked(cells[-1]):
        return None
    start = len(cells) - 1          # the longest run of Cells alike to the last one
    while start > 0 and alike_state(cells[start - 1], cells[-1]) is not None:
        start -= 1
    if len(cells) - start < CELL_MIN_TRIP:
        return None
    groups = _groups(cells[start:])
    return None if groups is None else _CellSource(cells, start, groups)


def _is_cell(x):
    return hasattr(x, "cells_and_names") and hasattr(x, "construct")


def lazy_inline_marked(cell):
    """Whether ``cell``'s class (or its ``__init__``) carries MindSpore's ``@lazy_inline``."""
    cls = type(cell)
    return any(getattr(obj, "__minicell_jit_options__", {}).get("lazy_inline")
               for obj in (cls, cls.__init__))


class _CellSource:
    """Cells ``cells[start:]`` iterated by a scan: ``groups`` are their Parameters, one tuple per
    Parameter of the template ``cells[start]``, stacked (row k: the k-th Cell's)."""

    is_range = False
    unroll_budget = 0         # the user asked for it: any body size scans

    def __init__(self, cells, start, groups):
        self.iterable, self.cells, self.start, self.groups = cells, cells, start, groups
        self.n = len(cells) - start
        self.template = cells[start]
        self.own = {id(g[0]) for g in groups}

    def short(self):
        return self.n < CELL_MIN_TRIP

    def lead(self):
        """The Cells before the alike run (unrolled before the scan)."""
        return self.cells[:self.start]

    def first(self):
        return self.template

    def after_first(self):
        """The run without its first Cell (unrolled by the caller), with nothing to lead."""
        rest = _CellSource(self.cells[self.start + 1:], 0, [g[1:] for g in self.groups])
        return rest if self.n > 1 else None

    def rest(self):
        return self.cells[self.start:]

    def last(self):
        return self.cells[-1]

    def xs(self, b, g):
        """The stacked Parameters. Lazily initialized ones (``initializer(...)``) are made
        first, Cell by Cell in the order the body ``g`` reads them: the order unrolled layers
        (and PYNATIVE) would make them in, so both draw the same initial values."""
        from ..ops import stack
        order = _first_use(g, g.inputs[len(g.inputs) - len(self.groups):])
        for i in range(self.n):
            for j in order:
                b.param_var(self.groups[j][i])
        return [b.value(stack([b.wrap(b.param_var(p)) for p in grp])) for grp in self.groups]

    def placeholders(self, b):
        return [ir.Var(tuple(g[0].shape), g[0].dtype.np_dtype) for g in self.groups]

    def item(self, b, k, xph):
        for g, ph in zip(self.groups, xph):
            b.param_state[id(g[0])] = ph
        return self.template

    def written(self, state, xph):
        """``(group, new value Var)`` for each stacked Parameter the body wrote."""
        return [(g, state[id(g[0])]) for g, ph in zip(self.groups, xph)
                if state.get(id(g[0])) is not ph]


def _first_use(g, phs):
    """Positions of the placeholders ``phs`` in the order the nodes of ``g`` (and of their
    sub-graphs) first read them; unread ones last."""
    where = {v.id: i for i, v in enumerate(phs)}
    order = []

    def walk(graph):
        for node in graph.nodes:
            for v in node.inputs:
                i = where.get(getattr(v, "id", None))
                if i is not None and i not in order:
                    order.append(i)
            for sg in node.subgraphs:
                walk(sg)
    walk(g)
    return order + [i for i in range(len(phs)) if i not in order]


def _groups(cells):
    """The stacked Parameter groups of ``cells`` (all alike to ``cells[0]``), or None."""
    maps = []
    for c in cells[1:]:
        pairs = alike_state(cells[0], c)
        if pairs is None:
            return None
        maps.append(pairs)
    order = list(maps[0]) if maps else []
    groups = []
    for pid in order:
        members = [maps[0][pid][0]] + [m[pid][1] for m in maps]
        if any(m is not members[0] for m in members[1:]):
            groups.append(tuple(members))
    if len({id(p) for g in groups for p in g}) != sum(len(g) for g in groups):
        return None            # one Parameter in two groups: no single stacked row for it
    return groups


def alike_state(a, b):
    """``{id(template Parameter): (it, b's Parameter)}`` when Cell ``b``'s state is alike to
    Cell ``a``'s (module docstring), in the order the template holds them; None otherwise
    (also where comparing two attributes raises: such Cells unroll)."""
    pairs = {}
    try:
        return pairs if _alike(a, b, pairs, set()) else None
    except Exception:  # noqa: BLE001  an attribute whose == or vars() fails: not alike
        return None


def _alike(x, y, pairs, seen):
    if x is y:
        return _shared(x, pairs)
    if type(x) is not type(y):
        return False
    key = (id(x), id(y))
    if key in seen:
        return True
    seen.add(key)
    from ..common.tensor import Tensor
    from ..common.parameter import Parameter, _Buffer
    if isinstance(x, (Parameter, _Buffer)):
        return _param_pair(x, y, pairs)
    if isinstance(x, Tensor):
        return _same_array(x.asnumpy(), y.asnumpy())
    if isinstance(x, np.ndarray):
        return _same_array(x, y)
    if isinstance(x, _PLAIN):
        return bool(x == y) or (x != x and y != y)          # NaN attributes are alike
    if isinstance(x, (list, tuple)):
        return len(x) == len(y) and all(_alike(u, v, pairs, seen) for u, v in zip(x, y))
    if isinstance(x, (set, frozenset)):
        return x == y
    if isinstance(x, dict):
        return list(x) == list(y) and all(_alike(x[k], y[k], pairs, seen) for k in x)
    if _is_cell(x) or _plain_object(x):
        ax, ay = vars(x), vars(y)
        return [k for k in ax if k not in _PER_CELL] == [k for k in ay if k not in _PER_CELL] \
            and all(_alike(ax[k], ay[k], pairs, seen) for k in ax if k not in _PER_CELL)
    return False                   # functions, modules, foreign objects: only when shared


def _shared(x, pairs):
    """A value both Cells hold as one object; a Parameter so is read as it is, unless the
    template also holds it elsewhere as a stacked one."""
    pid = id(x)
    if pid in pairs:
        return pairs[pid][1] is x
    from ..common.parameter import Parameter, _Buffer
    if isinstance(x, (Parameter, _Buffer)):
        pairs[pid] = (x, x)
    return True


def _param_pair(x, y, pairs):
    if tuple(x.shape) != tuple(y.shape) or x.dtype != y.dtype or \
            getattr(x, "requires_grad", None) != getattr(y, "requires_grad", None):
        return False
    prev = pairs.setdefault(id(x), (x, y))
    return prev[1] is y


def _same_array(x, y):
    return x.shape == y.shape and x.dtype == y.dtype and \
        bool(np.array_equal(x, y, equal_nan=x.dtype.kind in "fc"))


def _plain_object(x):
    """An instance of a plain Python class (a primitive, a config record): compared by its
    attributes."""
    return hasattr(x, "__dict__") and not isinstance(x, type) and \
        not callable(getattr(type(x), "__get__", None)) and type(x).__module__ != "builtins"


__all__ = ["CELL_MIN_TRIP", "alike_state", "cell_source", "lazy_inline_marked"]
