"""The ``ast`` capture's (2.10's ``jit``) table of list methods on a list argument, measured
on 2.10: a list argument the function returns is the caller's list; ``lst.reverse()``, ``pop``,
``extend`` and ``insert`` change the caller's list (dict writes change the caller's dict);
``append``, ``clear``, ``sort``, ``remove`` and ``lst[i] = v`` give the graph a list of its own,
the caller's unchanged. ``ms.mutable`` lists are the graph's own throughout. A trace notes the
copying calls here (``note_call``, from ``compiler.arity.checked``, which sees every callee of
converted code); ``compiler.arg_writes`` writes the rest back."""
import contextlib
import types

_COPYING = frozenset({"append", "clear", "sort", "remove"})
IN_PLACE = frozenset({"reverse", "pop", "extend", "insert"})
_NOTED = []     # per running ``ast`` trace: id(traced list) -> names of its methods called


def note(lst, name):
    """``lst.name(...)`` runs in converted code (``seq_methods.method`` calls pop/insert)."""
    if _NOTED and type(lst) is list and name in _COPYING | IN_PLACE:
        _NOTED[-1].setdefault(id(lst), set()).add(name)


def note_call(fn):
    """Called with each callee of converted code (``compiler.arity.checked``)."""
    if _NOTED and isinstance(fn, types.BuiltinMethodType):
        note(fn.__self__, fn.__name__)


def copied(lst, names, changed):
    """Whether the graph made ``lst`` (a traced list argument) a list of its own: a copying
    method called on it, or changed by no method of the table (``lst[i] = v``, ``lst += ...``)."""
    return type(lst) is list and (bool(names & _COPYING) or changed and not names & IN_PLACE)


@contextlib.contextmanager
def noting():
    _NOTED.append({})
    try:
        yield _NOTED[-1]
    finally:
        _NOTED.pop()
