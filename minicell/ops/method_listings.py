"""MindSpore 2.10's overload listings of Tensor methods that minicell implements with one
signature: when such a method refuses its arguments with a TypeError and none of 2.10's
signatures takes them either, the error is 2.10's 'Failed calling' listing (every signature,
each with the arguments that do not fit it marked), as ``overloads`` writes it for the
methods it dispatches itself.

Only the text changes: a call that minicell computes is never checked, and a TypeError of a
call one of 2.10's signatures takes keeps its own text (``matmul``, hot in models, keeps its
primitive's text rather than pay for the wrapper). The signatures are 2.10's, copied from
its listings (measured on 2.10 CPU, op by op: ``t.argmax('a')``, ``t.cumsum(1.5)``, ...).

The methods of ``method_sigs.SIGS`` (parsed from 2.10's listings) get the same, in both
modes: each method's descriptor wrapper is built (``method_texts``) with the listing on its
TypeError path, so a call that computes does the same work as before; a graph (``@jit``,
GRAPH_MODE) gets the listing from ``compiler.arity`` through ``graph_refusal``.

>>> import minicell as ms
>>> try:
...     ms.Tensor([1.0, 2.0]).dot("a")
... except TypeError as e:
...     print(str(e).splitlines()[2])
"Tensor.dot(other=<Tensor>)"
"""
import functools
import inspect
import re

from ..common.tensor import Tensor
from ..runtime import dispatch as _dispatch
from . import overloads as _ov
from .method_sig_optional import OPTIONAL
from .method_sigs import SIGS

_SPECS = {      # method: (2.10's name in the text, its signatures in 2.10's order)
    "argmax": ("argmax", ("axis=<int>, keepdims=<bool>", "dim=<None, int>, keepdim=<bool>")),
    "argmin": ("argmin", ("dim=<None, int>, keepdim=<bool>",
                          "axis=<None, int>, keepdims=<bool>")),
    "cumsum": ("cumsum", ("dim=<int>, *, dtype=<None, mstype>",
                          "axis=<None, int>, dtype=<None, mstype>")),
    "narrow": ("narrow", ("dim=<int>, start=<Tensor, int>, length=<int>",
                          "axis=<int>, start=<Tensor, int>, length=<int>")),
    "topk": ("topk", ("k=<int>, dim=<int>, largest=<bool>, sorted=<bool>",
                      "k=<int>, dim=<None, int>, largest=<bool>, sorted=<bool>")),
    "masked_fill": ("masked_fill", ("mask=<Tensor>, value=<Number>",
                                    "mask=<Tensor>, value=<Number, Tensor>")),
    "isclose": ("isclose", ("other=<Tensor>, rtol=<bool, float, int>, atol=<bool, float, int>, "
                            "equal_nan=<bool>",
                            "x2=<Tensor>, rtol=<bool, float, int>, atol=<bool, float, int>, "
                            "equal_nan=<bool>")),
    "pow": ("pow", ("exponent=<Number>", "exponent=<Number, Tensor>")),
    "fmod": ("fmod", ("other=<Tensor>", "other=<Number>", "other=<Number, Tensor>")),
    "eq": ("eq", ("other=<Number>", "other=<Number, Tensor>")),
    "lt": ("less", ("other=<Number>", "other=<Number, Tensor, bool>")),
    "less": ("less", ("other=<Number>", "other=<Number, Tensor, bool>")),
    "where": ("where", ("condition=<Tensor>, other=<Number, Tensor>",
                        "condition=<Tensor>, y=<Number, Tensor>")),
    "view_as": ("view_as", ("other=<Tensor>",)),
    "expand_as": ("expand_as", ("other=<Tensor>", "x=<Tensor>")),
    "fill_": ("fill_", ("value=<Tensor>", "value=<Number>")),
    "add_": ("add_", ("other=<Tensor>, *, alpha=<Number>", "other=<Number>, *, alpha=<Number>")),
    "mul_": ("mul_", ("other=<Tensor>", "other=<Number>")),
    "logsumexp": ("logsumexp", ("dim=<int, list of int, tuple of int>, keepdim=<bool>",)),
    "count_nonzero": ("count_nonzero", (
        "dim=<None, int, list of int, tuple of int>",
        "axis=<int, list of int, tuple of int>, keep_dims=<bool>, dtype=<None, mstype>")),
    "nansum": ("nansum", (
        "dim=<None, Tensor, int, list of int, tuple of int>, keepdim=<bool>, *, "
        "dtype=<None, mstype>",
        "axis=<None, int, list of int, tuple of int>, keepdims=<bool>, *, dtype=<None, mstype>")),
    "bincount": ("bincount", ("weights=<None, Tensor>, minlength=<Tensor, int>",)),
    "histc": ("histc", ("bins=<Tensor, int>, min=<Number, Tensor>, max=<Number, Tensor>",)),
    "addmm": ("addmm", ("mat1=<Tensor>, mat2=<Tensor>, *, beta=<Number>, alpha=<Number>",)),
    "outer": ("outer", ("vec2=<Tensor>",)),
    "dot": ("dot", ("other=<Tensor>",)),
    "take": ("take", ("index=<Tensor>", "indices=<Tensor>, axis=<None, int>, mode=<str>")),
}
_FITS = object()        # what the checker returns where a signature takes the arguments


def _fits(self, **bound):
    return _FITS


def _checker(name, specs, attr):
    """``overloads.method`` over 2.10's signatures of the method ``attr``, each computing
    nothing: it returns ``_FITS`` or raises 2.10's TypeError. A parameter is optional where
    2.10's format string gives it a default (``OPTIONAL``); in a signature without one, every
    parameter is."""
    sigs = []
    for spec in specs:
        names = [p.split("=<")[0].strip() for p in _ov._PARAMS.split(spec) if "=<" in p]
        optional = OPTIONAL.get(attr, {}).get(spec, names)
        sigs.append(_ov.Overload(spec, _fits, **dict.fromkeys(optional)))
    return _ov.method(name, *sigs)


def listed(method, checker):
    """``method`` raising ``checker``'s listing (2.10's, when none of its signatures takes the
    arguments) in place of its TypeError."""
    @functools.wraps(method)
    def listed(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except TypeError:
            checker(self, *args, **kwargs)      # 2.10's listing when no signature fits
            raise
    return listed


# methods of ``SIGS`` whose op-by-op call is Python's (2.10's ``type_as(bogus=1)``:
# "Tensor.type_as() got an unexpected keyword argument 'bogus'"): listed in a graph alone
_GRAPH_ONLY = frozenset(("type_as",))
_GRAPH = {}     # a Tensor method's function -> ``_refuse`` with its graph listing
# Python's own argument errors, and the texts of 2.10's parsers minicell writes itself
_PYTHON_ARGS = re.compile(r"[\w.]+\(\) (got an unexpected keyword|missing \d+ required|"
                          r"takes \d+ positional|got multiple values)")
_PARSER_TEXT = re.compile(r"\w+\(\): argument '")


def _sig_checker(name, specs, method, attr):
    """``_checker`` over ``SIGS``' graph specs of the method ``attr``: a parameter is optional
    where 2.10's format string gives it a default (``OPTIONAL``: 2.10's listing for
    ``x.addmm()`` or ``x.index_fill_(bogus=1)`` has no reasons, its signatures being short of
    arguments; measured). In a signature without a format string, a parameter before ``*``
    that takes neither None nor only a bool is required, unless ``method``'s parameter of that
    name has a default."""
    if specs == ("",):      # no parameters: any argument is the bare listing (measured)
        return functools.partial(_bare, name, _ov.Overload("", _fits))
    params = inspect.signature(method).parameters
    sigs = []
    for spec in specs:
        sig = _ov.Overload(spec, _fits)
        optional = OPTIONAL.get(attr, {}).get(spec)
        if optional is None:
            optional = [pname for pname, types in sig.types.items()
                        if pname not in sig.positional or "None" in types or types == ["bool"]
                        or getattr(params.get(pname), "default", inspect.Parameter.empty)
                        is not inspect.Parameter.empty]
        sigs.append(_ov.Overload(spec, _fits, **dict.fromkeys(optional)))
    return _ov.method(name, *sigs)


def _bare(name, sig, self, *args, **kwargs):
    if args or kwargs:
        raise _ov._listing(name, (sig,), {}, args, kwargs)
    return _FITS


def graph_refusal(fn, args, kwargs, error):
    """2.10's graph listing for the bound Tensor method ``fn`` of ``SIGS`` whose call with
    ``args``/``kwargs`` raised the TypeError ``error``, or None (another method, or a call one
    of 2.10's signatures takes). For ``compiler.arity``: a failure path."""
    refuse = _GRAPH.get(getattr(fn, "__func__", None))
    if refuse is None or not isinstance(fn.__self__, Tensor):
        return None
    if getattr(error, "listing", False):
        return error
    try:
        refuse(fn.__self__, args, kwargs, error)
    except TypeError as listing:
        return listing
    return None


def _refuse(graph, eager, names, self, args, kwargs, error):
    """2.10's listing in place of the TypeError ``error``: Python's own argument error (an
    unknown keyword, a missing or an extra argument), a keyword none of 2.10's signatures
    has, or a TypeError a method raised where none of them fits; a 2.10 text minicell writes
    itself (``view``'s, ``tile``'s parser texts) stays, as does a listing made here; a
    method's own first line alone (``unsqueeze``'s, ``set_``'s) is replaced by the listing
    (2.10's parser lists the signatures for a None and for a wrong type alike: which
    parameters 2.10 requires is ``OPTIONAL``'s)."""
    if getattr(error, "listing", False):
        return
    text = str(error)
    params = {p for ov in getattr(graph, "overloads", ()) for p in ov.types}
    own = (text.startswith(tuple(f"Failed calling {n} " for n in names))
           and "\nThe valid calling" in text) or _PARSER_TEXT.match(text)
    if _PYTHON_ARGS.match(text) or not own or any(k not in params for k in kwargs):
        _either(graph, eager, self, *args, **kwargs)


def _either(graph, eager, self, *args, **kwargs):
    try:
        return (eager if _dispatch.running_eagerly() else graph)(self, *args, **kwargs)
    except TypeError as error:
        error.listing = True
        raise


NAMES = (*_SPECS, *SIGS)


def hooks(attr, fn, own_texts):
    """(``refused`` of ``common._unbound.method``, ``checker`` of ``listed``, the graph's
    listing for ``register``) of the Tensor method ``attr`` over the function ``fn``, each None
    where it has none: the measured signatures of ``_SPECS`` around the method (those of
    ``SIGS`` checking them), else ``SIGS``' listing on the descriptor's TypeError path (not for
    ``_GRAPH_ONLY``, nor a method with ``own_texts``: ``t``'s arity texts), the same work per
    call, so hot methods (``mul``, ``squeeze``) pay nothing for it."""
    refused = checker = graph = None
    if attr in SIGS:
        name, specs = SIGS[attr]
        graph, eager = _sig_checker(attr, specs, fn, attr), _sig_checker(name, specs, fn, attr)
        if attr in _SPECS:
            checker = functools.partial(_either, graph, eager)
        elif attr not in _GRAPH_ONLY and not own_texts:
            refused = functools.partial(_refuse, graph, eager, (attr, name))
        graph = functools.partial(_refuse, graph, graph, (attr, name))
    if attr in _SPECS and checker is None:
        checker = _checker(*_SPECS[attr], attr)
    return refused, checker, graph


def register(method, graph):
    """The Tensor method ``method``'s listing in a graph (``graph_refusal``)."""
    _GRAPH[method] = graph
