"""MindSpore 2.10's graph errors for a call whose arguments do not fit the callee's parameters.

2.10 compiles a called function into a graph of its parameters and checks the arguments there
(measured in GRAPH_MODE and ``@jit``, for user functions, ``minicell.ops``' functions, Tensor
methods and sub-Cells):

- calling something that is not callable (a Tensor, a number, None): ValueError "The object is
  not callable. Please check code.";
- a keyword the callee has no parameter for: RuntimeError "Got an unexpected keyword argument
  'foo'" (TypeError "match failed because incorrect keyword name: foo" for the Tensor methods
  2.10 matches against one C++ signature, ``_ONE_SIGNATURE_METHODS``; 2.10's listing of the
  valid callings for those it matches against several, ``ops.method_listings.graph_refusal``);
- an argument given by position and by keyword: TypeError "Multiply values for specific
  argument: c";
- a callee with no defaults and no ``*args``/``**kwargs``: TypeError "The parameters number of
  the function is 3, but the number of provided arguments is 2.";
- one with a default, a keyword-only parameter or a ``*args``: RuntimeError "Miss argument input
  for parameter:b" for the first parameter left without a value, or "Function:g takes 3
  positional arguments, but 4 were given." (2.10 adds a graph id to the name).

The parameters of a bound method count its ``self`` (``x.angle(1)``: 1 parameter, 2 arguments),
except for a Cell's methods, which 2.10 compiles with ``self`` bound. Python's own TypeError is
turned into these only when the arguments do not bind to the callee's signature; a TypeError
raised inside a callee that took them is left alone. Compile time only: nothing here runs on a
compiled graph's call.
"""
import contextlib
import functools
import inspect
import re
import types

from ..common.tensor import Tensor
from ..ops.method_listings import graph_refusal
from .arg_table import note_call
from .capture import PIJIT

# Tensor methods 2.10 dispatches through its C++ functional-overload table with one signature
# that takes no argument: a positional argument is 'abs() takes 0 positional arguments but 1
# was given.' (TypeError, measured for each in a @jit function), not the parameter count
_NO_ARGUMENT_METHODS = frozenset((
    "abs", "atanh", "bitwise_not", "ceil", "clone", "cos", "cosh", "erf", "erfc", "exp",
    "expm1", "floor", "isfinite", "isinf", "log", "log1p", "logical_not", "neg", "reciprocal",
    "rsqrt", "sigmoid", "sin", "sinc", "sinh", "sqrt", "square", "tan", "tanh", "trunc",
))


# Tensor methods 2.10 matches against one C++ signature in a graph: a keyword it lacks is
# TypeError 'match failed because incorrect keyword name: axis' (measured for each in a
# construct, ``x.m(bogus=1)``; research/cv/pointtransformer's ``t.repeat(n, axis=-1)``), not
# the RuntimeError of Python-defined methods and user functions
_ONE_SIGNATURE_METHODS = frozenset((
    "abs", "absolute", "allclose", "arctanh", "atanh", "bitwise_not", "broadcast_to", "ceil",
    "clone", "copy_", "cos", "cosh", "count_nonzero", "cumsum", "diag", "erf", "erfc", "exp",
    "exp_", "expm1", "fill_diagonal_", "floor", "gcd", "greater", "gt", "hardshrink", "index",
    "isfinite", "isinf", "kthvalue", "le", "less_equal", "log", "log1p", "log_", "logical_not",
    "logical_xor", "masked_select", "maximum", "minimum", "nan_to_num", "ne", "neg", "negative",
    "new_empty", "new_ones", "new_zeros", "not_equal", "reciprocal", "repeat", "reshape", "round",
    "rsqrt", "sigmoid", "sigmoid_", "sin", "sinc", "sinh", "sqrt", "square", "std", "sub_",
    "subtract", "take", "tan", "tanh", "transpose", "triu", "true_divide", "trunc", "unique",
))


# the objects a top-level ``@jit`` call takes as its method's owner (``namespace_owner``)
_NAMESPACES = []


@contextlib.contextmanager
def namespace_owner(fn, args):
    """While the ``@jit`` function ``fn`` is compiled for ``args``: 2.10 takes a first argument
    that is no Tensor and has an attribute named as ``fn`` (``obj.method(x)``, also
    ``Class.method(obj, x)``) as the method's owner and resolves it as a namespace, whose
    attributes and methods the graph reads but which it cannot call (measured: ``self(x)`` is
    the ValueError "The object is not callable. Please check code."; an object passed any other
    way, or to a ``@jit`` function inlined in a graph, is called). A Cell too (``self(x)`` in
    its ``@jit`` method: the same ValueError, measured); ``jit_class`` objects are left out
    (2.10 fails to resolve them there). PIJit (``capture_mode="bytecode"``) calls the owner, as
    Python does (measured)."""
    obj = args[0] if args else None
    owner = obj is not None and not isinstance(obj, Tensor) and \
        hasattr(obj, getattr(fn, "__name__", "")) and \
        not getattr(type(obj), "__minicell_jit_options__", {}).get("jit_class")
    if owner:
        _NAMESPACES.append(obj)
    try:
        yield
    finally:
        if owner:
            _NAMESPACES.pop()


def checked(fn, target):
    """``target`` (``fn`` or its converted code) raising 2.10's error when the arguments of a
    call do not bind to ``fn``'s parameters; anything but a Python function or method is
    returned as is."""
    if not callable(fn) or _NAMESPACES and not PIJIT[0] and any(fn is o for o in _NAMESPACES):
        return _not_callable
    note_call(fn)       # (a list argument's method: ``arg_table``)
    if not isinstance(fn, (types.FunctionType, types.MethodType)):
        return target

    @functools.wraps(target)
    def call(*args, **kwargs):
        try:
            return target(*args, **kwargs)
        except TypeError as e:
            error = graph_refusal(fn, args, kwargs, e) or mismatch(fn, args, kwargs)
            if error is None and kwargs and _one_signature_method(fn):
                error = _keyword_refused(e)
            if error is not None:
                raise error from None
            raise
    return call


def _keyword_refused(error):
    """2.10's graph text for a method's own "x() got an unexpected keyword argument 'k'."."""
    found = re.match(r"\w+\(\) got an unexpected keyword argument '(\w+)'\.?$", str(error))
    return found and TypeError(f"match failed because incorrect keyword name: {found[1]}")


def mismatch(fn, args, kwargs, with_self=None):
    """2.10's error for calling ``fn`` with ``args``/``kwargs``, or None when they bind.
    ``with_self``: count a bound method's ``self`` (default: unless it is a Cell's)."""
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return None
    try:
        sig.bind(*args, **kwargs)
    except TypeError:
        pass
    else:
        return None
    params = list(sig.parameters.values())
    if args and _no_argument_method(fn):
        return TypeError(f"{fn.__name__}() takes 0 positional arguments but {len(args)} "
                         f"{'was' if len(args) == 1 else 'were'} given.")
    if all(p.kind is not p.VAR_KEYWORD for p in params):
        for name in kwargs:
            if name not in sig.parameters or sig.parameters[name].kind is sig.parameters[
                    name].POSITIONAL_ONLY:
                if _one_signature_method(fn):
                    return TypeError(f"match failed because incorrect keyword name: {name}")
                return RuntimeError(f"Got an unexpected keyword argument '{name}'")
    for p in params[:len(args)]:
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.name in kwargs:
            return TypeError(f"Multiply values for specific argument: {p.name}")
    owner = getattr(fn, "__self__", None)
    if with_self is None:
        with_self = isinstance(fn, types.MethodType) and not hasattr(owner, "cells_and_names")
    given = len(args) + len(kwargs) + bool(with_self)
    count = len(params) + bool(with_self)
    flexible = any(p.default is not p.empty or p.kind in (p.VAR_POSITIONAL, p.KEYWORD_ONLY,
                                                          p.VAR_KEYWORD) for p in params)
    if not flexible:
        return TypeError(f"The parameters number of the function is {count}, but the number of "
                         f"provided arguments is {given}.")
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    if len(args) > len(positional) and all(p.kind is not p.VAR_POSITIONAL for p in params):
        name = getattr(fn, "__name__", type(fn).__name__)
        return RuntimeError(f"Function:{name} takes {len(positional) + bool(with_self)} "
                            f"positional arguments, but {len(args) + bool(with_self)} were "
                            f"given.")
    for i, p in enumerate(params):
        filled = i < len(args) and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
        if p.default is p.empty and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD) and \
                not filled and p.name not in kwargs:
            return RuntimeError(f"Miss argument input for parameter:{p.name}")
    return None


def _no_argument_method(fn):
    """Whether ``fn`` is a Tensor's bound method of ``_NO_ARGUMENT_METHODS``."""
    return isinstance(fn, types.MethodType) and fn.__name__ in _NO_ARGUMENT_METHODS and \
        isinstance(fn.__self__, Tensor)


def _one_signature_method(fn):
    """Whether ``fn`` is a Tensor's bound method of ``_ONE_SIGNATURE_METHODS``."""
    return isinstance(fn, types.MethodType) and fn.__name__ in _ONE_SIGNATURE_METHODS and \
        isinstance(fn.__self__, Tensor)


def _not_callable(*args, **kwargs):
    raise ValueError("The object is not callable. Please check code.")
