"""Dict keys that hold lists, in GRAPH_MODE code.

MindSpore 2.10's graph compares dict keys by value, so a tuple key may hold a list
(``{((3, [1, 2]), 3): 4}`` compiles there; measured, both the ``@jit`` function and a Cell's
construct) though Python cannot hash it. ``make_dict`` builds such a dict as a ``ListKeyDict``:
each list inside a key is stored as a ``KeyList``, a list that hashes by its items, and every
lookup (``d[k]``, ``k in d``, ``d.get(k)``, ``d[k] = v``, ``d.pop(k)``) freezes its key the same
way. ``keys()``/``items()`` give the keys back with plain lists in them. Returned from a graph
the dict is rebuilt as a plain dict, which is 2.10's ``TypeError: unhashable type: 'list'``
(measured); its keys, values and items come back.

>>> d = ListKeyDict([(((3, [1, 2]), 3), 4)])
>>> d[((3, [1, 2]), 3)], ((3, [1, 2]), 3) in d, list(d)
(4, True, [((3, [1, 2]), 3)])
"""


class KeyList(list):
    """A list inside a dict key: hashable by its items (a graph's lists are values)."""

    def __hash__(self):
        return hash((KeyList, tuple(self)))


def freeze(key):
    """``key`` with each list inside it (at any depth of tuples and lists) a ``KeyList``;
    ``key`` itself when it holds none."""
    if type(key) is list:
        return KeyList(freeze(k) for k in key)
    if type(key) is tuple:
        items = tuple(freeze(k) for k in key)
        return key if all(a is b for a, b in zip(items, key)) else items
    return key


def holds_list(key):
    """Whether ``key`` is a tuple with a list somewhere inside it."""
    return type(key) is tuple and any(type(k) is list or holds_list(k) for k in key)


class ListKeyDict(dict):
    """A graph dict with a list inside some key (see the module docstring)."""

    def __init__(self, pairs=()):
        super().__init__((freeze(k), v) for k, v in pairs)

    def __getitem__(self, key):
        return super().__getitem__(freeze(key))

    def __setitem__(self, key, value):
        super().__setitem__(freeze(key), value)

    def __delitem__(self, key):
        super().__delitem__(freeze(key))

    def __contains__(self, key):
        return super().__contains__(freeze(key))

    def get(self, key, default=None):
        return super().get(freeze(key), default)

    def pop(self, key, *default):
        return super().pop(freeze(key), *default)

    def setdefault(self, key, default=None):
        return super().setdefault(freeze(key), default)

    def keys(self):
        return [_thaw(k) for k in self]

    def items(self):
        return list(zip(self.keys(), self.values()))

    def as_output(self):
        """The dict a graph returns: a plain one, so 2.10's unhashable-list TypeError."""
        return dict(zip((_thaw(k) for k in self), self.values()))


def _thaw(key):
    if isinstance(key, list):
        return [_thaw(k) for k in key]
    if type(key) is tuple:
        return tuple(_thaw(k) for k in key)
    return key
