"""Pytree helpers every stage of the compiler uses (a leaf module: it imports no other stage).

Tensors (symbolic or concrete) and the ``UNDEF`` marker of unassigned variables are leaves;
tuples, lists and dicts are structure.

>>> import minicell as ms
>>> leaves, tree = flatten((ms.Tensor([1.0]), {"k": 2}))
>>> len(leaves), tree.num_leaves
(2, 2)
"""
import collections
import functools
import gc
import types
from collections import OrderedDict

import jax
import numpy as np

from .control import UNDEF


# The Tensor and Parameter classes, imported on first use (``common`` imports the compiler) and
# then cached: a relative import inside a function runs importlib's Python code on every call
# (~2-10 us), and the trace asks for the Tensor class several times per op (W1's first call: 600)
@functools.cache
def _tensor_type():
    from ..common.tensor import Tensor
    return Tensor


@functools.cache
def _param_type():
    from ..common.parameter import Parameter
    return Parameter


@functools.cache
def _state_types():
    """Cell state a graph reads as an input and writes back: Parameters and buffers."""
    from ..common.parameter import Parameter, _Buffer
    return (Parameter, _Buffer)


def constant_array(t):
    """The array a graph reads for a Tensor it captures as a constant. A lazy one
    (``initializer(...)`` not yet run, not a Parameter) reads as zeros and stays lazy, as 2.10's
    graph does (measured: it warns "Can't do cpu() for uninitialized tensor" and computes with
    zeros; research/recommend/FinalMLP's xavier_uniform ``w_xy`` contributes nothing there).
    A lazy Tensor passed as an argument is initialised instead (the call's leaves)."""
    if t._data is None and t.init is not None:
        return np.zeros(tuple(t.shape), t.dtype.np_dtype)
    return t.data_array()


def same_value(a, b):
    """``a == b`` as a bool for two Python values, False for objects without a plain equality
    (a Python value a branch or loop body must leave unchanged)."""
    try:
        return bool(a == b)
    except Exception:  # noqa: BLE001  objects without a plain equality
        return False


def _is_arrayish(x):
    """A value a branch or loop output can be joined as an array (a Tensor or a number)."""
    return isinstance(x, (_tensor_type(), bool, int, float, np.ndarray, jax.Array))


def is_leaf(x):
    """Leaves of the pytrees a trace flattens: Tensors and the UNDEF marker."""
    return isinstance(x, _tensor_type()) or x is UNDEF


_DICT_TYPES = {dict, OrderedDict}


def _rebuild_dict(cls, keys, values):
    """An instance of the dict subclass ``cls`` holding ``keys``: ``values`` (set through its
    own ``__setitem__``, which model-output classes use to mirror items as attributes)."""
    obj = cls.__new__(cls)
    for k, v in zip(keys, values):
        try:
            obj[k] = v
        except Exception:   # noqa: BLE001  (a __setitem__ refusing before __init__ ran)
            dict.__setitem__(obj, k, v)
    return obj


def _register_dict_subclasses(tree):
    """Make each dict subclass in ``tree`` (``ModelOutput``-style output classes) structure for
    jax, so a graph's Tensors inside one are outputs, not an opaque leaf holding tracers.
    Returns whether a plain dict in it has keys jax cannot sort (``{"a": 3, ("d", "e"): 4}``)."""
    stack, unsortable = [tree], False
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            cls = type(x)
            if cls is dict and not unsortable:
                try:
                    sorted(x)
                except TypeError:
                    unsortable = True
            if cls not in _DICT_TYPES:
                _DICT_TYPES.add(cls)
                try:
                    jax.tree_util.register_pytree_node(
                        cls, lambda d: (list(d.values()), list(d.keys())),
                        lambda keys, vals, cls=cls: _rebuild_dict(cls, keys, vals))
                except ValueError:   # jax knows it already (defaultdict, user-registered)
                    pass
            stack.extend(x.values())
        elif isinstance(x, (tuple, list)) and not is_leaf(x):
            stack.extend(x)
    return unsortable


class _KeyOrderDict(dict):
    """A plain dict whose keys jax cannot sort, as ``flatten`` hands it to jax: flattened in its
    key order and rebuilt as a plain dict (``reorder_dicts`` restores the order as for any)."""


jax.tree_util.register_pytree_node(
    _KeyOrderDict, lambda d: (list(d.values()), list(d.keys())),
    lambda keys, vals: dict(zip(keys, vals)))


def _sortable_for_jax(tree):
    """``tree`` with each plain dict whose keys cannot be sorted a ``_KeyOrderDict``."""
    if type(tree) is dict:
        items = {k: _sortable_for_jax(v) for k, v in tree.items()}
        try:
            sorted(tree)
        except TypeError:
            return _KeyOrderDict(items)
        return tree if all(items[k] is tree[k] for k in tree) else items
    if type(tree) in (tuple, list):
        return _mapped(_sortable_for_jax, tree)
    return tree


def flatten(tree):
    """Leaves (Tensors, scalars, other Python objects) and a treedef (tuples/lists/dicts)."""
    if _register_dict_subclasses(tree):
        tree = _sortable_for_jax(tree)
    return jax.tree_util.tree_flatten(tree, is_leaf=is_leaf)


def has_cycle(tree, path=()):
    """Whether a tuple, list or dict in ``tree`` contains itself (``a = [1]; a.append(a)``)."""
    if isinstance(tree, (list, tuple, dict)):
        if any(tree is p for p in path):
            return True
        items = tree.values() if isinstance(tree, dict) else tree
        return any(has_cycle(v, path + (tree,)) for v in items)
    return False


def ranges_as_tuples(tree):
    """``tree`` (a graph's outputs) with each ``range`` a tuple of its numbers: MindSpore 2.10's
    graph returns ``range(1, 4)`` as ``(1, 2, 3)`` (measured; PYNATIVE_MODE gives the range).
    A dict with a list inside a key (``dict_keys.ListKeyDict``) returns its ``as_output()``,
    also inside another container (2.10's unhashable-list TypeError, measured). Dict values are
    walked too (``{'a': range(1, 4)}`` is ``{'a': (1, 2, 3)}``). A ``RowTensorInner`` leaves
    as the tuple ``(indices, values, dense_shape)`` (2.10, a Cell's or a jit function's graph;
    a COOTensor or CSRTensor stays one, measured)."""
    if isinstance(tree, range):
        return tuple(tree)
    from ..common.sparse_tensor import RowTensorInner
    if isinstance(tree, RowTensorInner):
        return (tree.indices, tree.values, tree.dense_shape)
    if isinstance(tree, dict) and hasattr(tree, "as_output"):
        return tree.as_output()
    if type(tree) in (tuple, list):
        return _mapped(ranges_as_tuples, tree)
    if type(tree) is dict:
        new = {k: ranges_as_tuples(v) for k, v in tree.items()}
        return tree if all(new[k] is v for k, v in tree.items()) else new
    refused = getattr(type(tree), "__minicell_unusable__", None)   # (graph_raise's error)
    if refused is not None:
        refused(tree)
    return tree


OutSlice = collections.namedtuple("OutSlice", "start stop step")   # (a pytree node: a tuple)


def slices_as_nodes(tree):
    """``tree`` (a graph's outputs) with each slice an ``OutSlice`` of its parts, so that a
    Tensor inside one is a graph output like any other (2.10 returns ``slice(x, 1, 2)`` with
    ``x``'s value, in both captures: measured); ``nodes_as_slices`` turns them back. ``tree``
    itself when it holds no slice."""
    if type(tree) is slice:
        return OutSlice(tree.start, tree.stop, tree.step)
    if type(tree) in (tuple, list):
        return _mapped(slices_as_nodes, tree)
    if type(tree) is dict:
        new = {k: slices_as_nodes(v) for k, v in tree.items()}
        return tree if all(new[k] is v for k, v in tree.items()) else new
    return tree


def nodes_as_slices(tree):
    """The inverse of ``slices_as_nodes`` on a call's outputs."""
    if type(tree) is OutSlice:
        return slice(*tree)
    if type(tree) in (tuple, list):
        return _mapped(nodes_as_slices, tree)
    if type(tree) is dict:
        return {k: nodes_as_slices(v) for k, v in tree.items()}
    return tree


def strict_outputs(tree):
    """A root Cell's outputs: under ``jit_syntax_level=STRICT`` each dict is a tuple of its
    values, as 2.10's graph returns them (measured: ``{"z": x, "a": {"q": 1}}`` comes back as
    ``(x, (1,))``; COMPATIBLE, LAX and a ``@jit`` function give the dicts)."""
    from ..context import syntax_strict
    return _dicts_as_tuples(tree) if syntax_strict() else tree


def _dicts_as_tuples(tree):
    if isinstance(tree, dict):
        return tuple(_dicts_as_tuples(v) for v in tree.values())
    if type(tree) in (tuple, list):
        return _mapped(_dicts_as_tuples, tree)
    return tree


def _mapped(fn, seq):
    """``seq`` (a plain tuple or list) with ``fn`` applied to each item: ``seq`` itself when no
    item changed (a list a graph returns may be the caller's own: ``outside_lists``)."""
    items = [fn(x) for x in seq]
    return seq if all(a is b for a, b in zip(items, seq)) else type(seq)(items)


def dict_orders(tree):
    """The key order of each plain dict in ``tree`` (depth first), for ``reorder_dicts``; None
    when every one is already in sorted order, the order ``flatten`` (jax) rebuilds them in."""
    orders = []

    def walk(x):
        if isinstance(x, dict):
            keys = list(x)
            if type(x) is dict:
                orders.append(keys)
            for k in keys:
                walk(x[k])
        elif isinstance(x, (tuple, list)) and not is_leaf(x):
            for v in x:
                walk(v)
    walk(tree)
    try:
        return None if all(o == sorted(o) for o in orders) else orders
    except TypeError:
        return orders


def reorder_dicts(tree, orders):
    """``tree`` (rebuilt by ``flatten``'s treedef) with each plain dict's keys back in the
    order ``dict_orders`` recorded: a graph returns ``{"z": .., "a": ..}`` as written."""
    it = iter(orders)

    def walk(x):
        if isinstance(x, dict):
            keys = next(it) if type(x) is dict else list(x)
            pairs = [(k, walk(x[k])) for k in keys]
            if type(x) is dict:
                return dict(pairs)
            for k, v in pairs:
                x[k] = v
            return x
        if isinstance(x, tuple) and hasattr(x, "_fields"):
            return type(x)(*[walk(v) for v in x])
        if isinstance(x, (tuple, list)) and not is_leaf(x):
            return type(x)(walk(v) for v in x)
        return x
    return walk(tree)


def in_orders_of(tree, like):
    """``tree`` (rebuilt by ``flatten``'s treedef from ``like``'s leaves) with each plain dict's
    keys in ``like``'s order: an input dict keeps its key order, as a function sees it eagerly."""
    orders = dict_orders(like)
    return tree if orders is None else reorder_dicts(tree, orders)


__all__ = ["flatten", "is_leaf", "dict_orders", "reorder_dicts", "in_orders_of", "has_cycle"]


def with_hooks_of(traced, tensor):
    """``traced`` carrying a copy of ``tensor``'s Tensor hooks (registered outside the graph), so
    a gradient taken in the graph with respect to it runs them, as MindSpore does; the copy
    keeps hooks registered during the trace off the user's Tensor. (They are part of the
    cache key: ``cache.leaf_sig``.)"""
    if tensor._hooks:
        traced._hooks = OrderedDict(tensor._hooks)
    return traced


def generators_as_lists(out):
    """A generator returned by a graph (``return (x * i for i in ...)``) comes back as a list,
    as MindSpore's; it runs here, while its ops can still be traced. Containers without one
    are kept as they are (a list the graph returns may be the caller's: ``outside_lists``)."""
    if isinstance(out, types.GeneratorType):
        return list(out)
    if type(out) in (tuple, list):
        return _mapped(generators_as_lists, out)
    return out


def outside_lists(out):
    """The ids of the lists in ``out`` (a graph's outputs, just traced) that something outside
    ``out`` holds too: a global, a Cell's or object's attribute, a closure variable. MindSpore
    2.10's graph returns such a list as the same Python object, its in-place changes made
    (``return global_list`` is ``global_list``; measured); a list the graph made is new."""
    lists, inside = {}, set()

    def walk(x):
        if type(x) in (tuple, list) or isinstance(x, dict):
            inside.add(id(x))
            if type(x) is list:
                lists[id(x)] = x
            for v in (x.values() if isinstance(x, dict) else x):
                walk(v)
    walk(out)
    if not lists:
        return frozenset()
    found = tuple(lists.values())
    ids = set()
    held_by = {}      # a list of ``out`` -> the lists of ``out`` holding it
    for r in gc.get_referrers(*found):
        if r is lists or r is found or isinstance(r, types.FrameType):
            continue
        for v in _held_values(r):
            if id(v) in lists:
                if id(r) not in inside:
                    ids.add(id(v))
                elif id(r) in lists:
                    held_by.setdefault(id(v), []).append(id(r))
    grew = True
    while grew:       # a list inside a list held outside is held outside too (global[4])
        grew = False
        for i, holders in held_by.items():
            if i not in ids and any(h in ids for h in holders):
                ids.add(i)
                grew = True
    return frozenset(ids)


def _held_values(holder):
    """The values a referrer of a list holds: a dict's, a closure cell's, a sequence's items,
    an object's attributes (its ``__dict__``, which Python may keep inside the object)."""
    if isinstance(holder, dict):
        return holder.values()
    if isinstance(holder, types.CellType):
        return (holder.cell_contents,)
    if isinstance(holder, (list, tuple)):
        return holder
    return getattr(holder, "__dict__", {}).values()


def keep_outside_lists(new, old, ids):
    """``new`` (a call's rebuilt outputs) with each list of ``old`` (the traced outputs) whose id
    is in ``ids`` given back as that same object, its contents replaced by the call's."""
    if type(old) is list and type(new) is list and len(old) == len(new):
        items = [keep_outside_lists(n, o, ids) for n, o in zip(new, old)]
        if id(old) in ids:
            old[:] = items
            return old
        return items
    if type(old) is tuple and type(new) is tuple and len(old) == len(new):
        return tuple(keep_outside_lists(n, o, ids) for n, o in zip(new, old))
    if isinstance(old, dict) and isinstance(new, dict):
        return type(new)((k, keep_outside_lists(v, old.get(k), ids)) for k, v in new.items())
    return new
