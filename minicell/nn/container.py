"""Containers: ``SequentialCell``, ``CellList``, ``CellDict``.

Children are keyed ``'0'``, ``'1'``... (or by the given names), and their Parameters are named
``<prefix><key>.<path>`` as in MindSpore, where ``<prefix>`` is the prefix the container itself
was given by its parent (``layer1.0.weight``). Structural edits (append, insert, delete) rename
the moved children. Slicing returns a new container over the same Cells without renaming them
(MindSpore renames, which silently changes the original network's checkpoint names).

>>> import minicell as ms
>>> from minicell import nn
>>> class Scale(nn.Cell):
...     def __init__(self):
...         super().__init__()
...         self.w = ms.Parameter(ms.Tensor([2.0]))
...     def construct(self, x):
...         return x * self.w
>>> seq = nn.SequentialCell([Scale(), Scale()])
>>> [p.name for p in seq.get_parameters()], seq(ms.Tensor([1.0])).item()
(['0.w', '1.w'], 4.0)
"""
import itertools
from collections import OrderedDict, abc

from .cell import Cell

__all__ = ["SequentialCell", "CellList", "CellDict"]


def _valid_index(count, index, owner, kinds="int"):
    if isinstance(index, bool) or not isinstance(index, int):
        raise TypeError(f"For '{owner}', the type of 'index' must be {kinds}, but got "
                        f"{type(index).__name__}.")
    if not -count <= index < count:
        raise IndexError(f"For '{owner}', the value of 'index' must be a number in range "
                         f"[{-count}, {count}), but got {index}.")
    return index % count


def _insert_position(count, index, owner):
    if isinstance(index, bool) or not isinstance(index, int):
        raise TypeError(f"For '{owner}', the type of 'index' must be int, but got "
                        f"{type(index).__name__}.")
    if not -count <= index <= count:
        raise IndexError(f"For '{owner}', the value of 'index' must be a number in range "
                         f"[{-count}, {count}], but got {index}.")
    return index + count if index < 0 else index


def _check_cell(cell, owner):
    if not isinstance(cell, Cell):
        raise TypeError(f"For '{owner}', each cell must be subclass of Cell, but got "
                        f"{type(cell).__name__}.")


def _prefix_in_names(cells):
    """2.10's list prefix: the part of the first child's first Parameter name before that
    child's key ('' while no child has a Parameter); a second child's name settles where the
    key appears more than once."""
    named = [(k, p.name.split(".")) for k, c in cells.items()
             for p in itertools.islice(c.get_parameters(), 1)][:2]
    if not named:
        return ""
    (key, parts), second = named[0], named[1:]
    prefix = ""
    for i, part in enumerate(parts):
        if part == key:
            prefix = ".".join(parts[:i]) + "." if i else ""
            if second and second[0][1][i:i + 1] == [second[0][0]]:
                break
    return prefix


class _ListLike(Cell):
    """Shared list behaviour of SequentialCell and CellList: integer keys kept dense."""

    _always_prefix = False  # SequentialCell names its children even with auto_prefix=False
    _read_index_kinds = "int"   # what 2.10's TypeError names for a bad index to read or delete

    def _name_child(self, key, cell):
        if self._auto_prefix or self._always_prefix:
            cell.update_parameters_name(f"{self._name_prefix}{key}.")

    def _store(self, key, cell):
        self._cells[key] = cell
        base = f"{self._cell_path}.{key}"
        for path, c in cell.cells_and_names():
            object.__setattr__(c, "_cell_path", f"{base}.{path}" if path else base)

    def _rekey(self, cells):
        """Rebuild the children as ``'0'..'n-1'`` (renaming Parameters of moved children)."""
        old = list(self._cells.items())
        self._cells.clear()
        for i, cell in enumerate(cells):
            key = str(i)
            if not any(k == key and c is cell for k, c in old):
                self._name_child(key, cell)
            self._store(key, cell)

    def __len__(self):
        return len(self._cells)

    def __bool__(self):
        return len(self._cells) != 0

    def __iter__(self):
        return iter(list(self._cells.values()))

    def __getitem__(self, index):
        if isinstance(index, slice):
            return self._slice(list(self._cells.items())[index])
        index = _valid_index(len(self), index, type(self).__name__, self._read_index_kinds)
        return list(self._cells.values())[index]

    def __setitem__(self, index, cell):
        owner = type(self).__name__
        _check_cell(cell, owner)
        index = _valid_index(len(self), index, owner)
        key = list(self._cells.keys())[index]
        self._name_child(key, cell)
        self._store(key, cell)

    def __delitem__(self, index):
        owner = type(self).__name__
        items = list(self._cells.items())
        if isinstance(index, slice):
            drop = {k for k, _ in items[index]}
        else:
            drop = {items[_valid_index(len(items), index, owner, self._read_index_kinds)][0]}
        self._relayout([(k, c) for k, c in items if k not in drop])

    def _relayout(self, items):
        self._rekey([c for _, c in items])

    def append(self, cell):
        """Add ``cell`` at the end (key ``str(len(self))``). As 2.10, the list's own prefix
        is read from the Parameter names of the children it holds: while none has a Parameter
        (an empty list assigned as an attribute, then filled), the new child's Parameters are
        named from the key alone (``0.weight``, not ``blocks.0.weight``)."""
        _check_cell(cell, type(self).__name__)
        key = str(len(self))
        if self._auto_prefix or self._always_prefix:
            cell.update_parameters_name(f"{_prefix_in_names(self._cells)}{key}.")
        self._store(key, cell)

    def insert(self, index, cell):
        """Insert ``cell`` before ``index``; later children move up one key and are renamed."""
        owner = type(self).__name__
        pos = _insert_position(len(self), index, owner)
        _check_cell(cell, owner)
        items = list(self._cells.items())
        self._relayout(items[:pos] + [(None, cell)] + items[pos:])

    def set_grad(self, requires_grad=True):
        """``set_grad`` on this container and every child."""
        super().set_grad(requires_grad)
        for cell in self._cells.values():
            cell.set_grad(requires_grad)
        return self


class SequentialCell(_ListLike):
    """Cells run in order: ``SequentialCell([a, b])``, ``SequentialCell(a, b)`` or
    ``SequentialCell(OrderedDict(name=cell, ...))``.

    >>> from minicell import nn
    >>> nn.SequentialCell(nn.Cell(), nn.Cell())
    SequentialCell(
      (0): Cell()
      (1): Cell()
    )
    """

    _always_prefix = True

    def __init__(self, *args):
        super().__init__()
        if len(args) == 1 and not isinstance(args[0], Cell):
            cells = args[0]
            if isinstance(cells, OrderedDict):
                items = list(cells.items())
            elif isinstance(cells, list):
                items = [(str(i), c) for i, c in enumerate(cells)]
            else:
                raise TypeError(f"For 'SequentialCell', the 'args[0]' must be Cell, list or "
                                f"orderedDict, but got {type(cells).__name__}")
        else:
            items = [(str(i), c) for i, c in enumerate(args)]
        named = len(args) == 1 and isinstance(args[0], OrderedDict)
        self._named_keys = {k for k, _ in items} if named else set()
        for key, cell in items:     # 2.10: insert_child_to_cell's TypeError for a non-Cell
            self.insert_child_to_cell(key, cell)
            cell.update_parameters_name(key + ".")

    def _slice(self, items):
        new = SequentialCell()
        for key, cell in items:
            new._cells[key] = cell   # same Cells, names untouched
        return new

    def _relayout(self, items):
        # Children given by name (an OrderedDict) keep their keys; numbered ones are renumbered.
        old = dict((id(c), k) for k, c in self._cells.items())
        self._cells.clear()
        for i, (key, cell) in enumerate(items):
            if key is not None and key in self._named_keys:
                new_key = key
            else:
                new_key = str(i)
            if old.get(id(cell)) != new_key:
                self._name_child(new_key, cell)
            self._store(new_key, cell)

    def _insert(self, index, cell):
        """``insert`` under 2.10's name for SequentialCell (rewrite's generated code calls it)."""
        self.insert(index, cell)

    @property
    def cell_list(self):
        """The children in order, as a list (2.10's attribute, which its mutators keep current;
        models iterate it: ``for cell in self.blocks.cell_list``)."""
        return list(self._cells.values())

    def construct(self, input_data):
        for cell in self._cells.values():
            input_data = cell(input_data)
        return input_data


class CellList(_ListLike):
    """A list of Cells (not called in sequence): ``append``, ``extend``, ``insert``, indexing,
    slicing, iteration.

    >>> from minicell import nn
    >>> cells = nn.CellList([nn.Cell()]); cells.append(nn.Cell()); len(cells)
    2
    """

    _read_index_kinds = "int or slice"

    def __init__(self, *args, **kwargs):
        super().__init__(auto_prefix=kwargs.get("auto_prefix", True))
        if len(args) == 1:
            self.extend(args[0])

    def _slice(self, items):
        new = CellList()
        for i, (_, cell) in enumerate(items):
            new._cells[str(i)] = cell   # same Cells, names untouched
        return new

    def extend(self, cells):
        """Append every Cell of the list ``cells``."""
        if not isinstance(cells, list):
            raise TypeError(f"For 'CellList', the new cells wanted to append should be instance "
                            f"of list, but got {type(cells).__name__}.")
        for cell in cells:      # all checked first: a failed extend appends nothing
            if isinstance(cell, CellDict):
                raise TypeError(f"For 'CellList', the type of cell can not be CellDict, but got "
                                f"{type(cell).__name__}.")
            _check_cell(cell, "CellList")
        for cell in cells:
            self.append(cell)
        return self

    def __iadd__(self, cells):
        return self.extend(cells)

    def construct(self, *inputs):
        raise NotImplementedError("CellList is a container; iterate over it in construct "
                                  "instead of calling it")


class CellDict(Cell):
    """A dict of Cells by name: indexing, ``keys``/``values``/``items``, ``update``, ``pop``.

    >>> from minicell import nn
    >>> d = nn.CellDict({"a": nn.Cell()}); list(d.keys()), "a" in d
    (['a'], True)
    """

    def __init__(self, *args, **kwargs):
        super().__init__(auto_prefix=kwargs.get("auto_prefix", True))
        if len(args) == 1:
            self.update(args[0])

    def _validate_key(self, key):
        if not isinstance(key, str):
            raise TypeError(f"For 'CellDict', the type of key should be string but got "
                            f"{type(key).__name__}.")
        if key not in self._cells and hasattr(self, key):
            raise KeyError(f"For 'CellDict', the key can not be same with the attributes of "
                           f"Cell, but got key {key}.")
        if "." in key:
            raise KeyError(f"For 'CellDict', key can not contain \".\", but got key {key}")
        if key == "":
            raise KeyError("For 'CellDict', key can not be empty string \"\", but got key ")

    def __getitem__(self, key):
        return self._cells[key]

    def __setitem__(self, key, cell):
        self._check_entry(key, cell)
        self._set_entry(key, cell)

    def _check_entry(self, key, cell):
        self._validate_key(key)
        if cell is None:
            raise TypeError("For 'CellDict', cell can not be None.")
        if not isinstance(cell, Cell):
            raise TypeError(f"For 'CellDict', the type of cell should be Cell, but got "
                            f"{type(cell).__name__}.")
        if isinstance(cell, (CellDict, CellList, SequentialCell)):
            raise TypeError(f"For 'CellDict', the type of cell can not be CellDict, CellList or "
                            f"SequentialCell, but got {type(cell).__name__}.")

    def _set_entry(self, key, cell):
        if self._auto_prefix:
            cell.update_parameters_name(f"{self._name_prefix}{key}.")
        self.insert_child_to_cell(key, cell)

    def __delitem__(self, key):
        del self._cells[key]

    def __len__(self):
        return len(self._cells)

    def __iter__(self):
        return iter(self._cells)

    def __contains__(self, key):
        return key in self._cells

    def clear(self):
        """Remove every Cell."""
        self._cells.clear()

    def pop(self, key):
        """Remove the Cell under ``key`` and return it."""
        value = self[key]
        del self[key]
        return value

    def keys(self):
        return self._cells.keys()

    def values(self):
        return self._cells.values()

    def items(self):
        return self._cells.items()

    def update(self, cells):
        """Add Cells from a mapping or an iterable of ``(key, cell)`` pairs."""
        if isinstance(cells, (abc.Mapping, CellDict)):
            pairs = list(cells.items())
        elif isinstance(cells, abc.Iterable):
            pairs = []
            for i, kv in enumerate(cells):
                if not isinstance(kv, abc.Iterable):
                    raise TypeError(f"CellDict update sequence element #{i} should be Iterable; "
                                    f"but got {type(kv).__name__}")
                kv = tuple(kv)
                if len(kv) != 2:
                    raise ValueError(f"CellDict update sequence element #{i}, length should be "
                                     f"2; but has length {len(kv)}")
                pairs.append(kv)
        else:
            raise TypeError(f"CellDict.update() should be called with an iterable of key-value "
                            f"pairs, but got {type(cells).__name__}")
        for key, cell in pairs:     # all checked first: a failed update adds nothing
            self._check_entry(key, cell)
        for key, cell in pairs:
            self[key] = cell

    def construct(self, *inputs):
        raise NotImplementedError("CellDict is a container; index it in construct instead of "
                                  "calling it")
