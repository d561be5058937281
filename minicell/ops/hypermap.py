"""``C.MultitypeFuncGraph`` (functions registered per argument-type signature, dispatched on
the call's argument types), ``C.HyperMap`` (a function mapped over nested tuples/lists) and
``C.Map`` (one level). Plain Python over static structure, so they run at trace time inside a
GRAPH_MODE ``construct``.

>>> from minicell.ops import composite as C
>>> add = C.MultitypeFuncGraph("add")
>>> @add.register("Number", "Number")
... def _(x, y):
...     return x + y
>>> C.HyperMap()(add, (1, (2, 3)), (10, (20, 30)))
(11, (22, 33))
"""
import functools
import sys

import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime import dispatch as _dispatch

# MindSpore's type names in ``register`` -> a test on the argument.
_TYPE_TESTS = {
    "Tensor": lambda v: isinstance(v, Tensor),
    "Number": lambda v: isinstance(v, (int, float)),
    "Int": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "Int64": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "Int32": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "Float": lambda v: isinstance(v, float),
    # 2.10 (measured): a Python float is Float64 in PYNATIVE_MODE and Float32 in a graph, a
    # numpy scalar its own type; minicell lets a Python float match either width
    "Float16": lambda v: isinstance(v, np.float16),
    "Float32": lambda v: isinstance(v, (float, np.float32)) and not isinstance(v, np.float64),
    "Float64": lambda v: isinstance(v, (float, np.float64)),
    "Bool": lambda v: isinstance(v, bool),
    "String": lambda v: isinstance(v, str),
    "Tuple": lambda v: isinstance(v, tuple),
    "List": lambda v: isinstance(v, list),
    "Dictionary": lambda v: isinstance(v, dict),
    "None": lambda v: v is None,
    "Function": callable,
    "Slice": lambda v: isinstance(v, slice),
}


def _is_top_level_instance(class_name, value):
    """``isinstance(value, minicell.common.sparse_tensor.<class_name>)``, looked up at call
    time: the sparse tensor classes live above this layer."""
    cls = vars(sys.modules["minicell.common.sparse_tensor"]).get(class_name)
    return isinstance(cls, type) and isinstance(value, cls)


# a "RowTensor" is any row tensor (``RowTensorInner``, of which ``RowTensor`` is a subclass)
for _sparse, _cls in (("RowTensor", "RowTensorInner"), ("COOTensor", "COOTensor"),
                      ("CSRTensor", "CSRTensor")):
    _TYPE_TESTS[_sparse] = functools.partial(_is_top_level_instance, _cls)

# MindSpore's type objects accepted by ``register`` (``mstype.number``, ``mstype.tensor_type``)
_TYPE_OBJECTS = {getattr(mstype, n, None): n for n in ("number", "tensor", "tensor_type")}


def _type_test(t):
    if isinstance(t, str):
        name = t
    elif isinstance(t, mstype.Type):
        return lambda v: (isinstance(v, Tensor) and v.dtype == t)
    elif isinstance(t, type):
        return lambda v: isinstance(v, t)
    else:
        name = _TYPE_OBJECTS.get(t, t)
    if name in ("tensor", "tensor_type"):
        name = "Tensor"
    if name == "number":
        name = "Number"
    test = _TYPE_TESTS.get(name)
    if test is None:
        raise TypeError(f"MultitypeFuncGraph.register: unknown type {t!r}; use one of "
                        f"{sorted(_TYPE_TESTS)}")
    return test


def _as_called(fn):
    """``fn`` as a graph calls it: inside a GRAPH_MODE trace a user function is compiled like
    any function construct calls (its tensor ``if``/``while`` become graph control flow, as
    MindSpore compiles registered functions); eagerly as is."""
    return _dispatch.state.tracer.as_called(fn)


def _unbound(signatures, given):
    """pybind11's TypeError text for a constructor call none of ``signatures`` takes."""
    lines = "\n".join(f"    {i}. mindspore._c_expression.{s}"
                       for i, s in enumerate(signatures, 1))
    return (f"__init__(): incompatible constructor arguments. The following argument types are "
            f"supported:\n{lines}\n\nInvoked with: {', '.join(map(repr, given))}")


class MultitypeFuncGraph:
    """A function with one implementation per argument-type signature.

    ``register(*types)`` decorates an implementation for those argument types (names such as
    "Tensor", "Number", "Tuple", "List", "Bool", "String", "None", "Function"); a call runs
    the first registered implementation whose types all match, else raises ValueError (the
    only one, when a single implementation is registered, as 2.10)."""

    def __init__(self, name, read_value=False):
        if not isinstance(name, str):      # 2.10's C++ constructor (pybind11's TypeError)
            raise TypeError(_unbound(("MultitypeFuncGraph_(arg0: str)",), (name,)))
        self.name = name
        self.read_value = read_value
        self.entries = []

    def register(self, *type_names):
        for t in type_names:    # 2.10's checks, when registering
            if not isinstance(t, (str, mstype.Type)) and \
                    not any(t is k for k in _TYPE_OBJECTS if k is not None):
                raise TypeError(f"For 'MultitypeFuncGraph', register only support str or <class "
                                f"'mindspore._c_expression.typing.Type'>, but got "
                                f"'type_input': {t}.")
            if isinstance(t, str) and t not in _TYPE_TESTS:
                raise RuntimeError(f"Unsupported type name: {t}!")
        tests = tuple(_type_test(t) for t in type_names)

        def deco(fn):
            self.entries.append((tests, type_names, fn))
            return fn
        return deco

    def __call__(self, *args):
        # 2.10's order (measured, both modes): numpy arguments refused, a single registration
        # called whatever the argument types, else the first match or a ValueError
        if any(isinstance(a, np.ndarray) for a in args):
            raise TypeError("For 'MultitypeFuncGraph', the input can not be numpy.ndarray")
        if len(self.entries) == 1:
            return _as_called(self.entries[0][2])(*args)
        for tests, _, fn in self.entries:
            if len(tests) == len(args) and all(t(a) for t, a in zip(tests, args)):
                return _as_called(fn)(*args)
        sigs = [(names, fn) for _, names, fn in self.entries]
        kinds = tuple(type(a).__name__ for a in args)
        raise ValueError(f"For 'MultitypeFuncGraph', cannot find fn match given args. Got (sigs, "
                         f"fn): {sigs}, and (dtype, args): {kinds}.")

    def __repr__(self):
        return f"MultitypeFuncGraph({self.name!r})"


class Map:
    """``Map(ops=None, reverse=False)(fn?, *sequences)``: ``fn`` applied across the items of
    equal-length tuples/lists (one level), giving a tuple (a list for list inputs)."""

    _recursive = False

    def __init__(self, ops=None, reverse=False):
        if ops is not None and not isinstance(ops, MultitypeFuncGraph):
            raise TypeError(_unbound(("Map_(reverse: bool, ops: mindspore::prim::"
                                      "MultitypeFuncGraph)", "Map_(reverse: bool)"),
                                     (reverse, ops)))
        self.ops = ops
        self.reverse = reverse

    def __call__(self, *args):
        fn, seqs = (self.ops, args) if self.ops is not None else (args[0], args[1:])
        if not seqs:        # 2.10's Python __call__ (PYNATIVE): map() / args_list[0]
            raise (IndexError("tuple index out of range") if self._recursive else
                   TypeError("map() must have at least two arguments."))
        return self._map(_as_called(fn), seqs)

    def _map(self, fn, seqs):
        lead = seqs[0] if seqs else None
        if not isinstance(lead, (tuple, list)):
            return fn(*seqs)
        if _dispatch.running_eagerly() and all(isinstance(s, (tuple, list)) for s in seqs):
            # 2.10 maps op by op with Python's map(): the shortest sequence ends it (measured)
            lead = lead[:min(len(s) for s in seqs)]
            seqs = [s[:len(lead)] for s in seqs]
        if any(not isinstance(s, (tuple, list)) or len(s) != len(lead) for s in seqs):
            raise ValueError(f"For '{type(self).__name__}', the sequences must be tuples or "
                             f"lists of one length, but got lengths "
                             f"{[len(s) if isinstance(s, (tuple, list)) else None for s in seqs]}")
        idx = range(len(lead) - 1, -1, -1) if self.reverse else range(len(lead))
        items = {i: (self._map(fn, [s[i] for s in seqs]) if self._recursive
                     else fn(*[s[i] for s in seqs])) for i in idx}
        out = [items[i] for i in range(len(lead))]
        return out if isinstance(lead, list) else tuple(out)


class HyperMap(Map):
    """``HyperMap(ops=None, reverse=False)(fn?, *args)``: ``fn`` applied to the leaves of
    nested tuples/lists of one structure (MindSpore's HyperMap)."""

    _recursive = True

    def __init__(self, ops=None, reverse=False):
        # 2.10's C++ constructor: reverse a bool (pybind11 takes None and numbers too), ops a
        # MultitypeFuncGraph
        if reverse is not None and not isinstance(reverse, (bool, int, float, np.number)):
            raise TypeError(_unbound(("HyperMap_(reverse: bool, ops: object)",
                                      "HyperMap_(reverse: bool)"),
                                     (reverse,) if ops is None else (reverse, ops)))
        if ops is not None and not isinstance(ops, MultitypeFuncGraph):
            raise RuntimeError(f"Unable to cast Python instance of type {type(ops)} to C++ type "
                               f"'std::shared_ptr<mindspore::prim::MultitypeFuncGraph>'")
        super().__init__(None, reverse)
        self.ops = ops
