"""MindSpore 2.10's overloaded Tensor methods: one name, several signatures, the first whose
argument count, keyword names and argument types fit is called (``t.max()``, ``t.max(dim)``
-> ``(values, indices)``, ``t.max(axis=0, initial=9)``), the same in both modes (a GRAPH_MODE
trace calls the method on symbolic Tensors and Python constants, as PYNATIVE does on values),
except where 2.10's graph compiler tries the signatures in another order (``graph_order``).

A call that fits none raises MindSpore's ``TypeError``: every signature, each with why it did
not match (a wrong keyword name, or the argument types with the bad ones underlined), in the
text of 2.10's graph matcher or of its op-by-op parser (``_listing``); when only one signature
takes that many arguments, the one-candidate message names the argument.

>>> import minicell as ms
>>> t = ms.Tensor([[1.0, 5.0], [3.0, 2.0]])
>>> t.max().item(), t.max(axis=0).asnumpy().tolist(), t.max(0)[1].asnumpy().tolist()
(5.0, [3.0, 5.0], [1, 0])
>>> try:
...     t.max(1, [1])
... except TypeError as e:
...     print(str(e).splitlines()[0])
Failed calling max with "max(int, List<int>)".
"""
import builtins
import re

import numpy as np

from .._checkparam import read_graph_scalar
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime import dispatch as _dispatch

_NUMBER = (int, float, np.number, np.bool_)
_CHECKS = {
    "int": lambda v: isinstance(v, (int, np.integer)) and not isinstance(v, (bool, np.bool_)),
    "bool": lambda v: isinstance(v, (bool, np.bool_)),
    "float": lambda v: isinstance(v, (float, np.floating)),
    "number": lambda v: isinstance(v, _NUMBER),
    "Number": lambda v: isinstance(v, _NUMBER),
    "Tensor": lambda v: isinstance(v, Tensor),
    "None": lambda v: v is None,
    "Tuple": lambda v: isinstance(v, tuple),
    "List": lambda v: isinstance(v, list),
    "str": lambda v: isinstance(v, str),
    "mstype": lambda v: isinstance(v, mstype.Type),
    # op by op a None is no value of any type: 2.10 refuses ``t.mul(None)`` for its
    # ``<Any, Tensor>`` signature with 'missing required argument' (measured)
    "any": lambda v: v is not None or not _dispatch.running_eagerly(),
    "Any": lambda v: v is not None or not _dispatch.running_eagerly(),
    "Storage": lambda v: False,     # (``Tensor.set_``'s; minicell has no storages)
    "list of int": lambda v: isinstance(v, list) and all(map(_CHECKS["int"], v)),
    "tuple of int": lambda v: isinstance(v, tuple) and all(map(_CHECKS["int"], v)),
}
_PARAMS = re.compile(r",\s*(?![^<]*>)")      # the commas between parameters, not inside <>
_MUST_BE = {"number": "Number", "Tuple": "tuple", "List": "list"}
_REASON = "    match failed because "
_RULE = "-" * 52
_SHORT = {"Number": "number", "list of int": "List", "tuple of int": "Tuple", "string": "str"}
_LONG = {"number": "Number", "List": "list of int", "Tuple": "tuple of int", "str": "string",
         "any": "Any"}
# the declared order of the types (a graph's listing) where a spec here writes them sorted
_GRAPH_ORDER = {"None, Tensor, int, list of int, tuple of int": "int,Tuple,Tensor,None,List",
                "None, Tensor": "Tensor,None", "None, Number": "number,None",
                "None, mstype": "mstype,int,None", "None, int": "int,None",
                "list of int, tuple of int": "Tuple,List", "None, string": "str,None",
                "int, list of int, tuple of int": "int,Tuple,List",
                "Number, Tensor": "number,Tensor", "Tensor, int": "int,Tensor",
                "None, int, tuple of int": "int,Tuple,None", "bool, int": "int,bool",
                "None, int, list of int, tuple of int": "int,Tuple,None,List"}
# the (method, parameter)s whose ints 2.10's op-by-op parser converts to a tuple (measured)
_CAST_INTS = {("roll", "shifts"), ("sum", "dim"), ("sum", "axis"), ("mean", "dim"),
              ("mean", "axis"), ("std", "dim")}


def refuse_in_graph(op):
    """2.10's kernel-select RuntimeError for the pyboost op ``op`` (``Chunk``, ``SortExt``, ...)
    that a Tensor method's newer signature selects: 2.10 runs it op by op on every device but
    has no CPU or GPU kernel for it in a graph (GRAPH_MODE, ``@jit``), so only a trace raises
    (measured, CPU: ``t.chunk(2, dim=0)`` in a graph; ``t.chunk(2, 0)`` takes the older
    signature and computes)."""
    from .. import context
    target = context.get_context("device_target")
    if _dispatch.running_eagerly() or target == "Ascend":
        return
    raise RuntimeError(f"\n{_RULE}\n- Kernel select failed:\n{_RULE}\nUnsupported op [{op}] on "
                       f"{target}, Please confirm whether the device target setting is correct, "
                       f"or refer to 'mindspore.ops' at https://www.mindspore.cn to query the "
                       f"operator support list.")


class Overload:
    """One signature: ``spec`` is MindSpore's text (``"dim=<int>, keepdim=<bool>"``, ``*``
    before keyword-only ones; ``"split_size=<list of int, tuple of int>"``: a sequence of ints),
    ``impl(self, **arguments)`` computes it; a parameter without an entry in ``defaults`` is
    required."""

    def __init__(self, spec, impl, **defaults):
        self.spec, self.impl, self.defaults = spec, impl, defaults
        self.types, self.positional, self.parts, kw_only = {}, [], [], False
        for part in filter(None, (p.strip() for p in _PARAMS.split(spec))):
            self.parts.append(part.split("=<")[0])
            if part == "*":
                kw_only = True
                continue
            pname, types = part.split("=<")
            self.types[pname] = [t.strip() for t in types.rstrip(">").split(",")]
            if not kw_only:
                self.positional.append(pname)

    def text(self, graph):
        """The signature as 2.10 prints it: in a graph its declared types in their order
        (``dim=<int,Tuple,Tensor,None,List>``), op by op sorted with long names (``dim=<None,
        Tensor, int, list of int, tuple of int>``); measured."""
        render = _graph_types if graph else _eager_types
        return ", ".join(p if p == "*" else f"{p}=<{render(self.types[p])}>" for p in self.parts)

    def fits(self, name, value, implicit):
        """``implicit``: False, True (a number may stand for a Tensor) or ``"scalar"`` (a 0-d
        Tensor may stand for a number, as 2.10's Tensor.clamp takes ``t.clamp(Tensor(2), 4)``
        op by op but refuses ``t.clamp(0, Tensor([1, 2]))``; measured)."""
        types = self.types[name]
        if "mstype" in types and _dispatch.running_eagerly():   # an int dtype: a graph's alone
            types = [t for t in types if t != "int"]
        if any(_CHECKS[t](value) for t in types):
            return True
        if implicit == "scalar":
            return bool({"number", "Number"} & set(types)) and isinstance(value, Tensor) \
                and value.ndim == 0
        # not where ints are taken too (dims, repeats): 2.10 refuses ``t.sum(1.5)`` and
        # ``t.repeat_interleave(2.0)`` in both modes (measured)
        return implicit and "Tensor" in types and not {"int", "Tuple", "List"} & set(types) \
            and _CHECKS["number"](value)

    def bind(self, args, kwargs, implicit=False):
        """``("ok", arguments)`` or ``(why, where)``: why is ``excess``, ``keyword``, ``dup``,
        ``type`` (where: a position or a keyword) or ``missing``."""
        if len(args) > len(self.positional):
            return "excess", None
        bound = dict(zip(self.positional, args))
        for key in kwargs:
            if key not in self.types:
                return "keyword", key
            if key in bound:
                return "dup", key
        for i, value in enumerate(args):
            if not self.fits(self.positional[i], value, implicit):
                return "type", i
        for key, value in kwargs.items():
            if not self.fits(key, value, implicit):
                return "type", key
        bound.update(kwargs)
        for pname in self.types:
            if pname not in bound:
                if pname not in self.defaults:
                    return "missing", pname
                bound[pname] = self.defaults[pname]
        return "ok", bound


    def filled(self, args, kwargs):
        """The arguments ``bind`` gives for a call it accepted (the defaults filled in)."""
        bound = self.defaults.copy()
        bound.update(zip(self.positional, args))
        bound.update(kwargs)
        return bound


def type_name(value, eager=False):
    """MindSpore's name of an argument's type in these messages: ``list<int, string>`` in a
    graph, ``List<int, string>`` op by op (2.10's two parsers; measured)."""
    if isinstance(value, (list, tuple)):
        inner = ", ".join(type_name(v, eager) for v in value)
        seq = type(value).__name__ if type(value) in (list, tuple) else "tuple"
        return f"{seq.capitalize() if eager else seq}<{inner}>"
    if isinstance(value, Tensor):
        return "Tensor"
    if isinstance(value, (bool, np.bool_)):
        return "bool"
    if isinstance(value, (int, np.integer)):
        return "int"
    if isinstance(value, (float, np.floating)):
        return "float"
    if isinstance(value, str):
        return "string"
    if value is None:
        return "None"
    if isinstance(value, mstype.Type):
        return "mstype"
    if isinstance(value, np.ndarray) or eager:  # 2.10's parsers print the class of what they
        return str(type(value))                 # refuse (measured: <class 'complex'>)
    return type(value).__name__


def _graph_types(types):
    key = ", ".join(types)
    return _GRAPH_ORDER.get(key) or ",".join(_SHORT.get(t, t) for t in types)


def _eager_types(types):
    names = {_LONG.get(t, t) for t in types}
    if "mstype" in names:                 # a dtype's int spelling is a graph's alone
        names.discard("int")
    return ", ".join(sorted(names))


def _listing(name, overloads, results, args, kwargs, owner="Tensor.", self_arg=1):
    """2.10's 'Failed calling' listing. In a graph: every signature in declared types; a
    reason for those taking that many arguments (``_graph_fit``); the marks from the last such
    signature's first bad position on (all of them for a keyword or an excess argument); a tab
    before a wrong keyword name. Op by op: the signatures that take this many arguments
    (``_eager_fit``), sorted types, each bad argument marked, ``None`` arguments left out of
    the reasons, every keyword not among the signature's last ones named. Too many arguments
    for all, or only missing ones: the graph's signatures without reasons, in both modes
    (measured)."""
    graph = not _dispatch.running_eagerly()
    n = len(args) + len(kwargs)
    results = {id(ov): results[id(ov)] for ov in overloads
               if id(ov) in results and n <= len(ov.types)}
    if not graph:   # op by op: the signatures taking that many (their required ones at least)
        results = {id(ov): results[id(ov)] for ov in overloads
                   if id(ov) in results and _eager_fit(ov, n)}
    items = [type_name(a, not graph) for a in args] + \
        [f"{k}={type_name(v, not graph)}" for k, v in kwargs.items()]
    lines = [f'Failed calling {name} with "{name}({", ".join(items)})".',
             "The valid calling should be:"]
    styled = graph or not results
    if graph:       # reasons for the signatures taking that many arguments (self counted)
        results = {id(ov): results[id(ov)] for ov in overloads
                   if id(ov) in results and _graph_fit(ov, n)}
    # a graph marks from the last such signature's first bad position (self counted) on
    failed = [where for why, where in results.values() if why == "type" and
              isinstance(where, int)]
    first = builtins.max(failed[-1] + self_arg - 1, 0) if failed else 0
    for ov in overloads:
        if not styled and id(ov) not in results:
            continue
        lines.append(f'"{owner}{name}({ov.text(styled)})"')
        why, where = results.get(id(ov), (None, None))
        if not graph and why in ("keyword", "type", "excess", "missing"):
            # op by op 2.10 takes as many keywords as given from the end of the signature:
            # any other name is incorrect (t.sum(dim=1.5): 'dim'; measured)
            names = [p for p in ov.parts if p != "*"]
            tail = names[len(names) - len(kwargs):] if kwargs else []
            wrong = [k for k in kwargs if k not in tail]
            why, where = ("keyword", ", ".join(wrong)) if wrong else ("type", where)
        if why == "keyword":
            lines.append(("\t" if graph else "    ") + _REASON.strip() +
                         f" incorrect keyword name: {where}")
        elif why in ("type", "excess"):
            lines.extend(_type_reason(name, ov, args, kwargs, items, first if graph else False))
    return TypeError("\n".join(lines))


def _type_reason(name, ov, args, kwargs, items, first):
    """The 'invalid types' reason and its marks (``~``, one per character and separator): in
    a graph from the item ``first`` (an int) on, op by op (``first`` False) ``_match_info``."""
    if first is False:
        return _match_info(name, ov, args, kwargs)
    text = "(" + ", ".join(items) + ")"
    marks = "".join(("~" if i >= first else " ") * (len(item) + 2)
                    for i, item in enumerate(items))
    return [f"{_REASON}invalid types: {text}", " " * (len(_REASON) + 16) + (marks or "~~")]


def _match_info(name, ov, args, kwargs):
    """2.10's op-by-op reason for ``ov``: its parameters in order, each given one (a positional
    then a keyword) listed and marked where it does not fit (a positional one for a keyword-only
    parameter too); a None counts as not given, so a required parameter without a value ends
    the reason with 'missing required argument' and an optional one is left out (no argument
    left: 2.10's 'invalid types:)' over an empty marks line). Measured: ``t.unbind(None)``,
    ``t.scatter(0, None, t)``, ``t.add_(t, alpha=None)``."""
    text, marks = "", ""
    for i, pname in enumerate(p for p in ov.parts if p != "*"):
        keyword = i >= len(args)
        value = kwargs.get(pname) if keyword else args[i]
        if value is None:
            if pname not in ov.defaults:
                return [f"    missing required argument: {pname}"]
            continue
        item = type_name(value, True) + ", "
        if keyword:
            item = f"{pname}={item}"
        text += item
        wrong = not keyword and pname not in ov.positional or _bad(name, ov, pname, value, True)
        marks += ("~" if wrong else " ") * len(item)
    head = f"{_REASON}invalid types: ({text}"
    return [head[:-2] + ")", " " * (len(_REASON) + 16) + marks]


def _graph_fit(ov, n):
    """Whether 2.10's graph takes ``n`` arguments for ``ov``'s count (its positional ones at
    least, all at most)."""
    return len(ov.positional) <= n <= len(ov.types)


def _eager_fit(ov, n):
    """Whether 2.10's op-by-op parser takes ``n`` arguments for ``ov``'s count (its required
    ones at least, all at most)."""
    return sum(p not in ov.defaults for p in ov.types) <= n <= len(ov.types)


def _bad(name, ov, pname, value, strict):
    """Whether the argument is marked. Op by op 2.10 also marks one its parser only converts:
    a number where a Tensor is declared (``select``'s ``y``, ``div``'s ``other``), an int
    where a tuple is (``_CAST_INTS``); measured."""
    if pname not in ov.types or not ov.fits(pname, value, False):
        return True
    types = ov.types[pname]
    if not strict or isinstance(value, (bool, np.bool_)):
        return False
    if _CHECKS["number"](value) and "Tensor" in types and {"number", "Number"} & set(types):
        return True
    return _CHECKS["int"](value) and (name, pname) in _CAST_INTS


_SEQUENCES = frozenset((tuple, list))


def _first_fit(overloads, args, kwargs):
    """The overload the first pass (no number for a Tensor) takes for ``args``/``kwargs``, or
    None. Which one it is follows from the arguments' classes alone when none is a sequence
    (``_CHECKS`` test the class; ``call`` caches it by them)."""
    n = len(args) + len(kwargs)
    for ov in overloads:
        if n <= len(ov.types) and ov.bind(args, kwargs)[0] == "ok":
            return ov
    return None


def _unpack_ints(name, ov, args):
    """2.10's op-by-op parser reads a positional tuple/list for a parameter declared a tuple
    of int (``_CAST_INTS``) item by item: ``t.sum((1, 2.0))`` fails there (measured; a graph
    takes the tuple and its primitive refuses it; ``t.max((0, 1.5))`` reaches the kernel)."""
    for i, value in enumerate(args):
        pname = ov.positional[i]
        if not isinstance(value, (list, tuple)) or (name, pname) not in _CAST_INTS:
            continue
        for j, item in enumerate(value):
            if not isinstance(item, (int, np.integer)):
                raise TypeError(f"{name}(): argument '{pname}'(position {i}) should be tuple of "
                                f"int, but unpack failed at pos {j} (got {type_name(item)}).")


def _one_candidate(name, ov, why, where, args, kwargs):
    """The message when only ``ov`` takes this many arguments (None: use the listing)."""
    if why == "excess":
        n = len(args)
        return TypeError(f"{name}() takes {len(ov.positional)} positional arguments but {n} "
                         f"{'was' if n == 1 else 'were'} given.")
    if why == "keyword" and _dispatch.running_eagerly():     # measured; a graph lists them
        return TypeError(f"{name}() got an unexpected keyword argument '{where}'.")
    if why != "type":
        return None
    pname = ov.positional[where] if isinstance(where, int) else where
    types = ov.types[pname]
    want = "tuple of int" if (name, pname) in _CAST_INTS else "int" if "int" in types else \
        _MUST_BE.get(next(t for t in types if t != "None"), types[0])
    if isinstance(where, int):
        return TypeError(f"{name}(): argument '{pname}' (position {where + 1}) must be {want}, "
                         f"not {type_name(args[where])}.")
    got = kwargs[pname]
    if _dispatch.running_eagerly() and isinstance(got, (list, tuple)):   # measured
        return TypeError(f"{name}(): argument '{pname}' must be {want} but got "
                         f"{type(got).__name__}.")
    got = f"{type(got).__name__} of Any" if isinstance(got, (list, tuple)) else type_name(got)
    return TypeError(f"{name}(): argument '{pname}' must be {want} but got {got}")


def no_match(fn, args, kwargs):
    """The TypeError of the method ``fn`` (made by ``method``) for ``args``/``kwargs``, as if
    no number may stand for a Tensor: for an implementation that rejects one it was given."""
    results = {id(ov): ov.bind(args, kwargs) for ov in fn.overloads}
    return _listing(fn.__name__, fn.overloads, results, args, kwargs)


def function_no_match(name, overloads, args, kwargs):
    """The TypeError of a 2.10 pyboost function (``mint.clamp``) whose ``overloads`` do not
    take ``args``/``kwargs``: the listing of ``method``'s, without ``Tensor.``."""
    results = {id(ov): ov.bind(args, kwargs) for ov in overloads}
    return _listing(name, overloads, results, args, kwargs, owner="", self_arg=0)


def method(name, *overloads, graph_order=None, graph_refused=None, eager_implicit=True,
           graph_name=None):
    """The Tensor method ``name`` dispatching to ``overloads`` (``Overload``s, in order); in a
    graph (GRAPH_MODE, ``@jit``) in the order of the indices ``graph_order`` when given.
    ``graph_refused`` maps an overload's index to the 2.10 pyboost op it selects, which has no
    graph kernel off Ascend (``refuse_in_graph``). ``eager_implicit``: what a second pass
    accepts op by op (``Overload.fits``); a graph takes a number for a Tensor. ``graph_name``:
    the name a graph's refusal shows where it is not ``name`` (2.10's ``t.clip``: clamp op by
    op, clip in a graph; measured)."""
    in_graph = overloads if graph_order is None else tuple(overloads[i] for i in graph_order)
    refused = {id(overloads[i]): op for i, op in (graph_refused or {}).items()}
    picked = {}     # op by op: the classes of the arguments -> the overload the first pass takes

    def call(self, *args, **kwargs):
        if not isinstance(self, Tensor):
            raise TypeError(f"descriptor '{name}' for 'Tensor' objects doesn't apply to a "
                            f"'{type(self).__name__}' object")
        if _dispatch.running_eagerly():
            key = (*map(type, args), *kwargs, *map(type, kwargs.values()))
            ov = picked.get(key)
            if ov is not None:
                return ov.impl(self, **ov.filled(args, kwargs))
            if not _SEQUENCES.intersection(key):     # (a sequence's items count too)
                ov = _first_fit(overloads, args, kwargs)
                if ov is not None:
                    picked[key] = ov
                    return ov.impl(self, **ov.filled(args, kwargs))
        n = len(args) + len(kwargs)
        results = {}
        tried = overloads if _dispatch.running_eagerly() else in_graph
        second = eager_implicit if _dispatch.running_eagerly() else True
        for implicit in (False, second):     # then a number where a Tensor is wanted
            for ov in tried:
                if n <= len(ov.types):
                    why, bound = ov.bind(args, kwargs, implicit)
                    if why == "ok":
                        if id(ov) in refused:
                            refuse_in_graph(refused[id(ov)])
                        if _dispatch.running_eagerly():
                            _unpack_ints(name, ov, args)
                        return ov.impl(self, **bound)
                    results.setdefault(id(ov), (why, bound))
        for v in (*args, *kwargs.values()):   # int(t) in a construct: op by op
            read_graph_scalar(v, (bool, int, float))
        candidates = [ov for ov in overloads if id(ov) in results and
                      (_eager_fit(ov, n) if _dispatch.running_eagerly() else _graph_fit(ov, n))]
        shown = name if graph_name is None or _dispatch.running_eagerly() else graph_name
        if len(overloads) == 1 and not candidates and not overloads[0].types:
            raise _one_candidate(shown, overloads[0], "excess", None, args, kwargs)
        if len(overloads) > 1 and len(candidates) == 1:
            err = _one_candidate(shown, candidates[0], *results[id(candidates[0])], args, kwargs)
            if err is not None:
                raise err
        raise _listing(shown, overloads, results, args, kwargs)
    call.__name__ = call.__qualname__ = name
    call.__doc__ = f"Tensor.{name}: " + " | ".join(f"({ov.spec})" for ov in overloads)
    call.overloads = overloads
    return call
