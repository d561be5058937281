"""What a Cell holds (its ``_params`` and ``_cells``), and a generation that moves when it changes.

A compiled graph depends on which Parameters and sub-Cells the Cell tree held when it was
traced. Both stores are ``Members`` dicts: every mutation, whatever code makes it, bumps the
owning Cell's structure generation and that of every compiled root the Cell is part of (the
compiler registers a root over its tree with ``watch``). The compiled call then checks one
integer per call, and changes to unrelated Cells never reach it.

>>> from minicell import nn
>>> net = nn.SequentialCell([nn.ReLU()])
>>> before = structure_gen(net)
>>> net.append(nn.ReLU())
>>> structure_gen(net) > before
True
"""
import weakref
from collections import OrderedDict

# Cell -> the compiled roots (held weakly) whose tree contains it; both sides weak, so an
# entry goes away with its Cell.
_WATCHERS = weakref.WeakKeyDictionary()


def structure_gen(cell):
    """The structure generation of ``cell`` (moves when it or, once watched, its tree changes)."""
    return cell.__dict__.get("_structure_gen", 0)


def _bump(cell):
    d = cell.__dict__
    d["_structure_gen"] = d.get("_structure_gen", 0) + 1


def changed(cell):
    """Record that ``cell``'s Parameters or sub-Cells changed (``Members`` calls it)."""
    _bump(cell)
    roots = _WATCHERS.get(cell)
    if roots:
        for root in list(roots):
            if root is not cell:
                _bump(root)


def watch(root):
    """Bump ``root``'s generation whenever any Cell of its current tree changes."""
    for _, cell in root.cells_and_names():
        roots = _WATCHERS.get(cell)
        if roots is None:
            roots = _WATCHERS[cell] = weakref.WeakSet()
        roots.add(root)


class NotifyingDict:
    """Mixin for a dict type: every mutation calls ``self._changed()`` afterwards."""

    def __setitem__(self, key, value):
        super().__setitem__(key, value)
        self._changed()

    def __delitem__(self, key):
        super().__delitem__(key)
        self._changed()

    def pop(self, *args):
        out = super().pop(*args)
        self._changed()
        return out

    def popitem(self, *args, **kwargs):
        out = super().popitem(*args, **kwargs)
        self._changed()
        return out

    def clear(self):
        super().clear()
        self._changed()

    def update(self, *args, **kwargs):
        super().update(*args, **kwargs)
        self._changed()

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return self[key]


class Members(NotifyingDict, OrderedDict):
    """An OrderedDict whose every mutation calls ``changed(owner)``."""

    def __init__(self, owner=None):
        super().__init__()
        self._owner = None if owner is None else weakref.ref(owner)

    def _changed(self):
        owner = self._owner() if self._owner is not None else None
        if owner is not None:
            changed(owner)

    def move_to_end(self, key, last=True):
        super().move_to_end(key, last)
        self._changed()

    def __deepcopy__(self, memo):
        # ``copy.deepcopy`` of a Cell registers the new Cell in ``memo`` before copying its
        # attributes: the copy belongs to the new Cell
        import copy
        owner = self._owner() if self._owner is not None else None
        new = Members(memo.get(id(owner)) if owner is not None else None)
        memo[id(self)] = new
        for k, v in self.items():
            OrderedDict.__setitem__(new, k, copy.deepcopy(v, memo))
        return new

    def __reduce__(self):
        return OrderedDict, (list(self.items()),)
