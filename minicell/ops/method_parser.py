"""MindSpore 2.10's argument parser texts for the Tensor methods it parses against one C++
signature (or several, of which only one takes that many arguments): ``t.greater()`` is
"greater() missing 1 required positional argument: other.", ``t.abs(bogus=1)`` "abs() got an
unexpected keyword argument 'bogus'.", ``t.greater(None)`` "greater(): missing 1 required
positional argument: other.", ``t.copy_(t, t, t)`` "copy_() takes 2 positional arguments but 3
were given.", ``t.round(0, decimals=0)`` "round() got multiple values for argument
'decimals'." (measured on 2.10 CPU, /tmp/s74/bad57/c1.py).

The rule is the parser's, not a text per method: with several signatures, those whose
argument counts (required ones at least, all at most) take the call's count are kept, and
only when one is left does its parse error show (else 2.10 lists them, and minicell keeps its
own text); the parse walks the parameters in order: too many positional arguments first, then
per parameter a missing required one, a None where no None is declared, an argument of a
wrong type (the vararg ``*shape``'s first argument: "... but found type of str at pos 0."),
then the keywords left over (the last one named: unknown, or given twice).

Only the failure path changes: each method's descriptor wrapper (``common._unbound``, built by
``method_texts``) calls ``parse_error`` when the method raises a TypeError, so a call that
computes does the same work as before. A type error of the parser replaces only Python's own
argument errors (a method's own measured text stays); the signatures are 2.10's, as its binary
spells them.

>>> import minicell as ms
>>> try:
...     ms.Tensor([1.0]).greater()
... except TypeError as e:
...     print(e)
greater() missing 1 required positional argument: other.
"""
import functools
import re

import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime import dispatch as _dispatch

# method: (2.10's name in its texts, its signatures as 2.10's parser declares them)
_NONE = ("abs", "atanh", "bitwise_not", "ceil", "clone", "cos", "cosh", "erf", "erfc", "exp",
         "exp_", "expm1", "floor", "isfinite", "isinf", "log", "log1p", "log_", "logical_not",
         "neg", "reciprocal", "rsqrt", "sigmoid", "sigmoid_", "sin", "sinc", "sinh", "sqrt",
         "square", "tan", "tanh", "trunc")
_OTHER = "tensor|number other"
PARSED = {
    **{n: (n, ("",)) for n in _NONE},
    "absolute": ("abs", ("",)), "arctanh": ("atanh", ("",)), "negative": ("neg", ("",)),
    "allclose": ("allclose", ("tensor other, float|int rtol=1e-05, float|int atol=1e-08, "
                              "bool equal_nan=False",)),
    "broadcast_to": ("broadcast_to", ("tuple[int]|list[int]|tensor *shape",)),
    "copy_": ("copy_", ("tensor src, bool non_blocking=False",)),
    "fill_diagonal_": ("fill_diagonal_", ("number|tensor fill_value, bool wrap=False",)),
    "gcd": ("gcd", ("tensor other",)),
    "greater": ("greater", (_OTHER,)), "gt": ("greater", (_OTHER,)),
    "hardshrink": ("hardshrink", ("float|bool|int lambd=0.5",)),
    "index": ("index", ("tuple[tensor]|list[tensor] indices",)),
    "index_copy_": ("index_copy_", ("int dim, tensor index, tensor tensor",)),
    "kthvalue": ("kthvalue", ("int k, int dim=-1, bool keepdim=False",)),
    "le": ("less_equal", ("tensor|bool|number other",)),
    "less_equal": ("less_equal", ("tensor|bool|number other",)),
    "logical_xor": ("logical_xor", ("tensor|bool other",)),
    "masked_scatter": ("masked_scatter", ("tensor mask, tensor source",)),
    "masked_scatter_": ("masked_scatter_", ("tensor mask, tensor source",)),
    "masked_select": ("masked_select", ("tensor mask",)),
    "maximum": ("maximum", (_OTHER,)), "minimum": ("minimum", (_OTHER,)),
    "nan_to_num": ("nan_to_num", ("float|bool|int nan=None, float|bool|int posinf=None, "
                                  "float|bool|int neginf=None",)),
    "ne": ("not_equal", (_OTHER,)), "not_equal": ("not_equal", (_OTHER,)),
    "new_empty": ("new_empty", ("tuple[int]|list[int]|int size, *, type dtype=None, "
                                "str device=None",)),
    "new_full": ("new_full", ("tuple[int]|list[int] size, number fill_value, *, "
                              "type dtype=None",)),
    "new_ones": ("new_ones", ("tuple[int]|list[int]|int size, type dtype=None",)),
    "new_zeros": ("new_zeros", ("tuple[int]|list[int]|int size, type dtype=None",)),
    "put_": ("put_", ("tensor index, tensor source, bool accumulate=False",)),
    "repeat": ("repeat", ("tuple[int]|list[int] *repeats",)),
    "reshape": ("reshape", ("tuple[int]|list[int]|tensor *shape",)),
    "round": ("round", ("int|tensor decimals=0",)),
    "subtract": ("subtract", ("tensor|number other, number alpha=1",)),
    "transpose": ("transpose", ("int dim0, int dim1", "tuple[int]|list[int]|int *axes=None")),
    "triu": ("triu", ("int|tensor diagonal=0",)),
    "true_divide": ("true_divide", (_OTHER,)),
}
# methods 2.10 writes in C taking no keyword: CPython's text names their class, TensorPy
# (measured: ``t.dim(x=1)``; only a bound method kept first and called says "dim()")
_NO_KEYWORDS = ("data_sync", "dim", "is_complex", "is_init", "is_signed", "requires_grad_",
                "set_dtype", "to_dlpack", "is_pinned", "is_shared")
_NO_KEYWORDS_STATIC = ("remove_hook", "from_dlpack")    # static: "from_dlpack() takes no ..."
_SHOWN = {"tensor": "Tensor", "number": "Number", "tuple[int]": "tuple of int",
          "list[int]": "list of int", "tuple[tensor]": "tuple of Tensor",
          "list[tensor]": "list of Tensor", "type": "mstype"}
_NUMBER = (int, float, np.number, np.bool_)
_ITEM = {"int": (int, np.integer), "tensor": Tensor}
# Python's own argument errors and a parser text for another of 2.10's signatures
# (``method_arity``'s, made before the call), which a parser's type error replaces
_REPLACED = re.compile(r"[\w.]+\(\) (got an unexpected keyword|missing \d+ required|"
                       r"takes (\d+|from \d+ to \d+) positional|got multiple values)|"
                       r"\w+\(\): argument '")


class _Param:
    def __init__(self, text, kw_only):
        types, name = text.split(" ")
        self.types = [t for t in types.split("|") if t != "!tensor"]
        self.kw_only, self.vararg = kw_only, name.startswith("*")
        self.name, _, default = name.lstrip("*").partition("=")
        self.optional, self.allow_none = "=" in name, default == "None"


@functools.lru_cache(maxsize=None)
def _signature(spec):
    params, kw_only = [], False
    for part in filter(None, (p.strip() for p in spec.split(", "))):
        if part == "*":
            kw_only = True
        else:
            params.append(_Param(part, kw_only))
    return params


def _fits(kind, value):
    """Whether ``value`` is of the parser's type ``kind`` (lenient where 2.10's conversions
    were not measured: a wrong verdict here only keeps minicell's own text)."""
    if kind == "tensor":
        return isinstance(value, Tensor)
    if kind in ("number", "float", "int", "bool"):
        return isinstance(value, _NUMBER) and not isinstance(value, Tensor)
    if kind == "type":
        return isinstance(value, mstype.Type)
    if kind == "str":
        return isinstance(value, str)
    seq, _, item = kind.partition("[")
    if item:
        if not isinstance(value, tuple if seq == "tuple" else list):
            return False
        return not value or isinstance(value[0], _ITEM.get(item.rstrip("]"), object))
    return True


def _bad_item(param, value):
    """2.10's position of a sequence's bad first item (0), or -1."""
    for kind in param.types:
        seq, _, item = kind.partition("[")
        if item and isinstance(value, tuple if seq == "tuple" else list) and value:
            return 0
    return -1


def _type_error(name, param, value, is_kw, position, vararg_first):
    want = _SHOWN.get(param.types[0], param.types[0])
    got = type(value).__name__
    if is_kw:
        return f"{name}(): argument '{param.name}' must be {want} but got {got}."
    where = 0 if vararg_first else _bad_item(param, value)
    # a Tensor sequence names its bad item's type (measured: index([None, t]) 'NoneType'); an
    # int sequence, and a vararg's first positional, the whole value's (reshape((1.5, 2))
    # 'tuple', reshape('a') 'str', new_zeros([1.5]) 'list', measured)
    if where >= 0 and not vararg_first and isinstance(value, (list, tuple)) and value and \
            any(kind.endswith("[tensor]") for kind in param.types):
        got = type(value[where]).__name__
    tail = f" but found type of {got} at pos {where}." if where >= 0 else f", not {got}."
    return f"{name}(): argument '{param.name}' (position {position}) must be {want}{tail}"


def _parse(name, params, args, kwargs):
    """(kind, text) of 2.10's parse error for one signature, or None where it parses."""
    nargs, left = len(args), len(kwargs)
    max_pos = sum(not p.kw_only for p in params)
    if nargs > max_pos and not any(p.vararg for p in params):
        were = "were" if nargs > 1 else "was"
        return "count", f"{name}() takes {max_pos} positional arguments but {nargs} {were} given."
    pos = 0
    for param in params:
        is_kw = pos >= nargs
        if not is_kw:
            value, pos = args[pos], pos + 1
        elif param.name in kwargs:
            value, left = kwargs[param.name], left - 1
        else:
            if not param.optional:
                return "missing", f"{name}() missing 1 required positional argument: " \
                    f"{param.name}."
            continue
        if value is None:
            if not param.allow_none:
                return "none", f"{name}(): missing 1 required positional argument: " \
                    f"{param.name}."
            continue
        if any(_fits(kind, value) for kind in param.types):
            continue
        vararg_first = param.vararg and not is_kw and pos == 1
        if vararg_first and (isinstance(value, (int, np.integer)) or
                             isinstance(value, (list, tuple)) and value and
                             isinstance(value[0], (int, np.integer))):
            pos = nargs         # t.reshape(2, 3): the positional ints are the one argument
            continue
        return "type", _type_error(name, param, value, is_kw, pos, vararg_first)
    if not left:
        return None
    text = ""
    names = [p.name for p in params]
    for key in kwargs:
        at = len(names) - 1 - names[::-1].index(key) if key in names else -1
        if at < 0:
            text = f" got an unexpected keyword argument '{key}'."
        elif at < nargs:
            text = f" got multiple values for argument '{key}'."
    return "kw", f"{name}(){text or '(): invalid keyword arguments.'}"


def parse_error(name, specs, args, kwargs):
    """2.10's parse error (kind, text) for ``args``/``kwargs`` against the signatures
    ``specs``, or None: a signature takes them, or several take that many (2.10's listing)."""
    sigs = [_signature(s) for s in specs]
    if any(_parse(name, sig, args, kwargs) is None for sig in sigs):
        return None
    if len(sigs) > 1:
        n = len(args) + len(kwargs)
        sigs = [s for s in sigs if sum(not p.optional for p in s) <= n <= len(s)]
        if len(sigs) != 1:
            return None
    return _parse(name, sigs[0], args, kwargs)


def _refusal(name, specs):
    def refusal(args, kwargs, error):
        if not _dispatch.running_eagerly():     # a graph's checks have their own texts
            return None
        found = parse_error(name, specs, args, kwargs)
        if found is None or found[0] == "type" and not _REPLACED.match(str(error)):
            return None
        return TypeError(found[1])
    return refusal


def _no_keywords(name):
    def refusal(args, kwargs, error):
        if kwargs and _dispatch.running_eagerly():
            return TypeError(f"{name}() takes no keyword arguments")
        return None
    return refusal


def _static_no_keywords(fn, name):
    @functools.wraps(fn)
    def static(*args, **kwargs):
        if kwargs and _dispatch.running_eagerly():
            raise TypeError(f"{name}() takes no keyword arguments")
        return fn(*args, **kwargs)
    return static


NAMES = (*PARSED, *_NO_KEYWORDS, *_NO_KEYWORDS_STATIC)


def hooks(name):
    """The ``parsed`` hook of ``common._unbound.method`` (and of an operand guard, for a None)
    giving the method ``name`` 2.10's parser texts (``PARSED``), or CPython's for a keyword
    (``_NO_KEYWORDS``), or None."""
    if name in PARSED:
        return _refusal(*PARSED[name])
    if name in _NO_KEYWORDS:
        return _no_keywords(f"TensorPy.{name}")
    return None


def static_hook(name, fn):
    """The static method ``fn`` refusing keywords as CPython's ``name()`` (or None: another)."""
    return _static_no_keywords(fn, name) if name in _NO_KEYWORDS_STATIC else None
