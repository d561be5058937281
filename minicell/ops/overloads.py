"""MindSpore 2.10's overloaded Tensor methods: one name, several signatures, the first whose
argument count, keyword names and argument types fit is called (``t.max()``, ``t.max(dim)``
-> ``(values, indices)``, ``t.max(axis=0, initial=9)``), the same in both modes (a GRAPH_MODE
trace calls the method on symbolic Tensors and Python constants, as PYNATIVE does on values),
except where 2.10's graph compiler tries the signatures in another order (``graph_order``).

A call that fits none raises MindSpore's ``TypeError``: every signature, each with why it did
not match (a wrong keyword name, or the argument types with the first bad one underlined); when
only one signature takes that many arguments, the one-candidate message names the argument.

>>> import minicell as ms
>>> t = ms.Tensor([[1.0, 5.0], [3.0, 2.0]])
>>> t.max().item(), t.max(axis=0).asnumpy().tolist(), t.max(0)[1].asnumpy().tolist()
(5.0, [3.0, 5.0], [1, 0])
>>> try:
...     t.max(1, [1])
... except TypeError as e:
...     print(str(e).splitlines()[0])
Failed calling max with "max(int, list<int>)".
"""
import re

import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime import dispatch as _dispatch

_NUMBER = (int, float, np.number, np.bool_)
_CHECKS = {
    "int": lambda v: isinstance(v, (int, np.integer)) and not isinstance(v, (bool, np.bool_)),
    "bool": lambda v: isinstance(v, (bool, np.bool_)),
    "number": lambda v: isinstance(v, _NUMBER),
    "Number": lambda v: isinstance(v, _NUMBER),
    "Tensor": lambda v: isinstance(v, Tensor),
    "None": lambda v: v is None,
    "Tuple": lambda v: isinstance(v, tuple),
    "List": lambda v: isinstance(v, list),
    "str": lambda v: isinstance(v, str),
    "mstype": lambda v: isinstance(v, mstype.Type),
    "any": lambda v: True,
    "list of int": lambda v: isinstance(v, list) and all(map(_CHECKS["int"], v)),
    "tuple of int": lambda v: isinstance(v, tuple) and all(map(_CHECKS["int"], v)),
}
_PARAMS = re.compile(r",\s*(?![^<]*>)")      # the commas between parameters, not inside <>
_MUST_BE = {"number": "Number", "Tuple": "tuple", "List": "list"}
_REASON = "    match failed because "
_RULE = "-" * 52


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
        self.types, self.positional, kw_only = {}, [], False
        for part in filter(None, (p.strip() for p in _PARAMS.split(spec))):
            if part == "*":
                kw_only = True
                continue
            pname, types = part.split("=<")
            self.types[pname] = [t.strip() for t in types.rstrip(">").split(",")]
            if not kw_only:
                self.positional.append(pname)

    def fits(self, name, value, implicit):
        """``implicit``: False, True (a number may stand for a Tensor) or ``"scalar"`` (a 0-d
        Tensor may stand for a number, as 2.10's Tensor.clamp takes ``t.clamp(Tensor(2), 4)``
        op by op but refuses ``t.clamp(0, Tensor([1, 2]))``; measured)."""
        types = self.types[name]
        if any(_CHECKS[t](value) for t in types):
            return True
        if implicit == "scalar":
            return bool({"number", "Number"} & set(types)) and isinstance(value, Tensor) \
                and value.ndim == 0
        return implicit and "Tensor" in types and _CHECKS["number"](value)

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


def type_name(value):
    """MindSpore's name of an argument's type in these messages (``list<int, string>``)."""
    if isinstance(value, (list, tuple)):
        inner = ", ".join(type_name(v) for v in value)
        return f"{type(value).__name__ if type(value) in (list, tuple) else 'tuple'}<{inner}>"
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
    if isinstance(value, np.ndarray):     # 2.10's parsers print the class of what they refuse
        return str(type(value))
    return type(value).__name__


def _arg_items(args, kwargs):
    return [type_name(a) for a in args] + [f"{k}={type_name(v)}" for k, v in kwargs.items()]


def _listing(name, overloads, results, args, kwargs, owner="Tensor."):
    items = _arg_items(args, kwargs)
    text = "(" + ", ".join(items) + ")"
    lines = [f'Failed calling {name} with "{name}{text}".', "The valid calling should be:"]
    for ov in overloads:
        lines.append(f'"{owner}{name}({ov.spec})"')
        why, where = results.get(id(ov), (None, None))
        if why == "keyword":
            lines.append(f"{_REASON}incorrect keyword name: {where}")
        elif why in ("type", "excess"):
            lines.append(f"{_REASON}invalid types: {text}")
            lines.append(" " * (len(_REASON) + 16) + _underline(ov, why, where, args, items))
    return TypeError("\n".join(lines))


def _underline(ov, why, where, args, items):
    """The marks under ``(a, b, c)``: each positional argument of a wrong type (2.10 marks
    each one with its separator: ``~~~~~`` under ``int, ``), or all of them for an excess
    argument or a keyword one of a wrong type."""
    if why == "type" and isinstance(where, int):
        return "".join(("~" if i < len(args) and not ov.fits(ov.positional[i], args[i], False)
                        else " ") * (len(item) + 2) for i, item in enumerate(items))
    return "~" * (sum(len(item) + 2 for item in items) or 2)


def _one_candidate(name, ov, why, where, args, kwargs):
    """The message when only ``ov`` takes this many arguments (None: use the listing)."""
    if why == "excess":
        n = len(args)
        return TypeError(f"{name}() takes {len(ov.positional)} positional arguments but {n} "
                         f"{'was' if n == 1 else 'were'} given.")
    if why != "type":
        return None
    pname = ov.positional[where] if isinstance(where, int) else where
    want = next(t for t in ov.types[pname] if t != "None")
    want = _MUST_BE.get(want, want)
    if isinstance(where, int):
        return TypeError(f"{name}(): argument '{pname}' (position {where + 1}) must be {want}, "
                         f"not {type_name(args[where])}.")
    got = kwargs[pname]
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
    return _listing(name, overloads, results, args, kwargs, owner="")


def method(name, *overloads, graph_order=None, graph_refused=None, eager_implicit=True):
    """The Tensor method ``name`` dispatching to ``overloads`` (``Overload``s, in order); in a
    graph (GRAPH_MODE, ``@jit``) in the order of the indices ``graph_order`` when given.
    ``graph_refused`` maps an overload's index to the 2.10 pyboost op it selects, which has no
    graph kernel off Ascend (``refuse_in_graph``). ``eager_implicit``: what a second pass
    accepts op by op (``Overload.fits``); a graph takes a number for a Tensor."""
    in_graph = overloads if graph_order is None else tuple(overloads[i] for i in graph_order)
    refused = {id(overloads[i]): op for i, op in (graph_refused or {}).items()}

    def call(self, *args, **kwargs):
        if not isinstance(self, Tensor):
            raise TypeError(f"descriptor '{name}' for 'Tensor' objects doesn't apply to a "
                            f"'{type(self).__name__}' object")
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
                        return ov.impl(self, **bound)
                    results.setdefault(id(ov), (why, bound))
        candidates = [ov for ov in overloads if id(ov) in results]
        if len(overloads) == 1 and not candidates:
            raise _one_candidate(name, overloads[0], "excess", None, args, kwargs)
        if len(overloads) > 1 and len(candidates) == 1:
            err = _one_candidate(name, candidates[0], *results[id(candidates[0])], args, kwargs)
            if err is not None:
                raise err
        raise _listing(name, overloads, results, args, kwargs)
    call.__name__ = call.__qualname__ = name
    call.__doc__ = f"Tensor.{name}: " + " | ".join(f"({ov.spec})" for ov in overloads)
    call.overloads = overloads
    return call
