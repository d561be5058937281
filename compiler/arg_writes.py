"""A ``jit(capture_mode="bytecode")`` function's writes to its list, dict and Tensor arguments.

PIJit runs a function on the caller's own objects, as Python does: what ``lst.append(x)``,
``lst[i] = y``, ``lst.pop()``, ``del lst[0]``, ``d.update(...)``, ``d.pop(k)`` or, on a Tensor,
``x[0] = 1`` did inside is seen by the caller after the call, and ``return lst`` gives back the
caller's ``lst``. A trace works on copies of the arguments (their Tensors symbolic), so
``ArgWrites`` traces the function through a wrapper that also returns the contents the trace
left in each list and dict of the arguments it changed (and each Tensor argument written in
place); each call of the graph writes them into the caller's lists, dicts and Tensors (a Tensor
the trace only moved is the caller's Tensor again, one it computed a new Tensor of the call)
and gives back the caller's container where the output holds an argument's. Where a "bytecode"
function runs op by op instead (``eager_fallback``), ``OnArgs`` runs it on the caller's
objects, so the writes are Python's own. A generator the function returns comes back as a
tuple, one inside its output as the generator (Python runs such a function), as 2.10's PIJit
gives them (measured). The ``ast`` capture (2.10's ``jit``) uses it with ``table=True``: only
what 2.10's graph writes back (``compiler.arg_table``: ``lst.reverse()`` does, ``lst.append(x)``
leaves ``lst`` as it was; measured) and a Tensor argument an in-place method wrote
(``x.add_(1)``, ``x.copy_(y)``: the caller's Tensor holds the result; ``x[0] = 1`` is not given
back, measured); a Cell's construct with ``containers=False``, its Tensors only.

>>> import minicell as ms
>>> @ms.jit(capture_mode="bytecode")
... def push(lst, x):
...     lst.append(x * 2)
...     return x + 1
>>> lst = [ms.Tensor([1.0])]
>>> _ = push(lst, ms.Tensor([3.0]))
>>> [t.asnumpy().tolist() for t in lst]
[[1.0], [6.0]]
"""
import types

from ..ops.views import noting_method_writes
from .arg_table import copied, noting
from .capture import pijit_capture
from .errors import GraphModeError
from .tree import generators_as_lists, is_leaf


def holds_containers(tree):
    """Whether ``tree`` (a call's arguments, a tuple) holds a list or dict of its own type."""
    if type(tree) in (list, dict):
        return True
    return type(tree) is tuple and any(map(holds_containers, tree))


class ArgWrites:
    """The list/dict arguments of one traced signature: where each sits in ``(args, kwargs)``
    and, after the trace, the contents of those the function changed."""

    def __init__(self, fn, args, kwargs, table=False, containers=True):
        self.fn, self.args, self.kwargs = fn, args, kwargs
        self.table = table      # the ``ast`` capture's per-method table (``arg_table``)
        self.follow_containers = containers     # (False: a Cell's; its Tensors only)
        self.containers = {}    # id(traced list/dict) -> (path in (args, kwargs), it)
        self.leaves = {}        # id(traced Tensor the trace left as it was) -> (path, it)
        self.out = self.states = None    # the traced output; contents of the changed ones
        self.split = False      # whether the trace returned ``(output, states)``
        self.changed = []       # paths of the changed containers, in the order of ``states``

    def traced(self, *sargs, **skw):
        """``fn(*sargs, **skw)`` converted, on the trace's copies of the arguments; returns
        ``(output, contents of the changed containers and Tensors)`` when the arguments hold a
        list or dict or it wrote a Tensor argument in place (``call`` takes it apart again),
        else the output."""
        from .source import convert
        self.containers, self.leaves, before = {}, {}, {}
        for k, orig in [*enumerate(self.args), *self.kwargs.items()]:
            self._walk(orig, sargs[k] if isinstance(k, int) else skw[k], (k,), before)
        self.args = self.kwargs = None      # (the caller's: not kept with the graph)
        with noting() if self.table else pijit_capture() as names, \
                noting_method_writes() as by_method:
            out = convert(self.fn)(*sargs, **skw)
        if self.table:
            self.containers = {i: pc for i, pc in self.containers.items() if not copied(
                pc[1], names.get(i, set()), _items(pc[1]) != before[i])}
            out = generators_as_lists(out)      # (as ``trace_function`` does)
        else:
            if isinstance(out, types.GeneratorType):    # PIJit's output tuple (2.10, measured)
                out = tuple(out)
            if generators_as_lists(out) is not out:     # (a graph's output cannot be one)
                raise GraphModeError("PIJit returns a generator inside its output as it is, "
                                     "so Python runs the function.")
        # (the ``ast`` capture: a Tensor an in-place method wrote, as 2.10's graphs give back;
        # ``x[0] = 1`` on an argument stays inside the graph there, measured)
        written = [(p, t) for i, (p, t) in self.leaves.items() if t._data is not before[i]
                   and (not self.table or i in by_method)]
        kept = all(_items(c) == before[i] for i, (_, c) in self.containers.items())
        if not self.containers and not written or \
                self.table and kept and not written and not _holds(out, self.containers):
            return out
        self.leaves = {} if self.table else \
            {i: (p, t) for i, (p, t) in self.leaves.items() if t._data is before[i]}
        changed = [(p, c) for i, (p, c) in self.containers.items() if _items(c) != before[i]]
        changed += written
        self.changed = [p for p, _ in changed]
        self.out, self.split = out, True
        self.states = tuple(dict(c) if isinstance(c, dict) else list(c) if isinstance(c, list)
                            else c for _, c in changed)
        return out, self.states

    def _walk(self, orig, traced, path, before):
        """Record where each list, dict and Tensor of the traced arguments sits, and what it
        holds before the trace (``before``: identities of the items, or a Tensor's value)."""
        if is_leaf(traced):
            if traced is not orig:      # a symbolic input (a Parameter: itself)
                self.leaves[id(traced)] = (path, traced)
                before[id(traced)] = traced._data
            return
        if isinstance(traced, (list, dict)) and type(orig) is type(traced) and \
                self.follow_containers and (not self.table or type(orig) in (list, dict)):
            self.containers[id(traced)] = (path, traced)
            before[id(traced)] = _items(traced)
        elif type(traced) is not tuple or type(orig) is not tuple:
            return
        if len(orig) == len(traced):
            keys = list(traced) if isinstance(traced, dict) else range(len(traced))
            for k in keys:
                self._walk(orig[k], traced[k], path + (k,), before)

    def function(self):
        """The function a trace calls in place of ``fn`` (``traced``; already converted)."""
        def traced(*sargs, **skw):
            return self.traced(*sargs, **skw)
        traced.__minicell_noconvert__ = True
        return traced

    def ids(self):
        """Ids of the traced argument containers (the caller's are what a call gives back)."""
        return frozenset(self.containers)

    def call(self, run, args, kwargs):
        """``run()`` (the compiled call), its changes written into the caller's containers;
        returns the output, an argument's container in it given back as the caller's."""
        out, states = run()
        root = (args, kwargs)
        caller = {i: _at(root, p) for i, (p, _) in self.containers.items()}
        leaves = {i: _at(root, p) for i, (p, _) in self.leaves.items()}
        targets = [_at(root, p) for p in self.changed]
        for target, new, old in zip(targets, states, self.states):
            items = _mapped(new, old, caller, leaves)
            if isinstance(target, dict):
                target.clear()
                target.update(items)
            elif isinstance(target, list):
                target[:] = items
            else:                       # a Tensor written in place (``x[0] = 1``)
                target.assign_value(items)
        return _mapped(out, self.out, caller, {})


class OnArgs:
    """The ``arg_writes`` of a "bytecode" function's op-by-op entry: it runs on the caller's
    objects, as Python does (the entry itself would run on copies)."""

    def __init__(self, fn, pynative):
        self.fn, self.pynative = fn, pynative

    def call(self, run, args, kwargs):
        del run
        return self.pynative(self.fn, args, kwargs)


def _items(c):
    """What a list or dict holds, by identity (a changed item is another object)."""
    if isinstance(c, dict):
        return tuple((k, id(v)) for k, v in c.items())
    return tuple(map(id, c))


def _holds(out, containers):
    """Whether ``out`` (a traced output) holds one of ``containers`` (ids) itself."""
    if id(out) in containers:
        return True
    if type(out) in (list, tuple) or isinstance(out, dict):
        return any(_holds(v, containers) for v in (out.values() if isinstance(out, dict)
                                                   else out))
    return False


def _at(root, path):
    """The object at ``path`` in the call's ``(args, kwargs)`` (an int first: a position)."""
    root = root[0] if isinstance(path[0], int) else root[1]
    for k in path:
        root = root[k]
    return root


def _mapped(new, old, caller, leaves):
    """``new`` (rebuilt from a call's outputs) with each traced argument container of ``old``
    (and each Tensor in ``leaves``) replaced by the caller's object."""
    if id(old) in caller:
        return caller[id(old)]
    if id(old) in leaves:
        return leaves[id(old)]
    if new is old:          # a list held outside, given back already (``keep_outside_lists``)
        return new
    if type(old) in (list, tuple) and type(new) is type(old) and len(new) == len(old):
        return type(old)(_mapped(n, o, caller, leaves) for n, o in zip(new, old))
    if isinstance(old, dict) and isinstance(new, dict):
        return type(new)((k, _mapped(v, old.get(k), caller, leaves)) for k, v in new.items())
    return new


__all__ = ["ArgWrites", "OnArgs"]
