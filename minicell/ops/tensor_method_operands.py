"""MindSpore 2.10's answers when a Tensor *method* whose operand must be a Tensor gets a Python
number, list or tuple. Many of its Tensor methods are generated parsers that take only a
Tensor there (``x.logical_and(1)``, ``x.dot(2.0)``, ``x.take(0)``; a bool passes the logical
ones), and most refuse a list or tuple (``x.mul([1, 2])``, ``x.maximum([1.0])``) that
``ops.mul`` would convert; ``add``/``sub`` convert it (see ``tensor_operands``). The texts are
2.10's, measured for each method: its parser's one-signature text (``maximum(): argument
'other' (position 1) must be Tensor, not list.``), its overload listing (``Failed calling eq
with "eq(List<float, float>)".``), the primitive's (``Failed calling Mul with
"Mul()(input=Tensor, other=...)"``), or the AttributeError of a Python method reading
``other.shape`` / ``other.ndim``.

>>> import minicell as ms
>>> t = ms.Tensor([True, False])
>>> t.logical_and(ms.Tensor([True, True])).asnumpy().tolist()
[True, False]
>>> try:
...     t.logical_and(1)
... except TypeError as e:
...     print(e)
Failed calling logical_and with "logical_and(int)".
"""
import functools

import numpy as np

from ..common.tensor import Tensor
from ._util import ms_type_name

_NUMBER = (int, float, np.number, np.bool_)     # bool is an int
_SEQ = (list, tuple)


def _numbers(v):
    return isinstance(v, _NUMBER)


def _sequences(v):
    return isinstance(v, _SEQ)


def _both(v):
    return isinstance(v, _NUMBER + _SEQ)


def _non_bool(v):
    """A number other than a bool, a list or a tuple (2.10's logical methods take a bool)."""
    return _both(v) and not isinstance(v, (bool, np.bool_))


def _seq_or_str(v):
    return isinstance(v, (*_SEQ, str))


def _not_tensor_nor_none(v):
    return v is not None and not isinstance(v, Tensor)


def _not_tensor(v):
    return not isinstance(v, Tensor)


def _not_int(v):
    """A dim that is neither an int (a bool is one) nor None (None: 2.10's listing has its
    own, odd layout)."""
    return v is not None and not isinstance(v, int)


def _shapeless(v):
    """What has no ``shape`` (2.10's ``reshape_as`` reads only that: a numpy array passes)."""
    return not isinstance(v, (Tensor, np.ndarray))


def _one(name):
    """The generated parser's text when it has one signature."""
    return lambda v: TypeError(f"{name}(): argument 'other' (position 1) must be Tensor, not "
                               f"{type(v).__name__}.")


def _listing(name):
    """The overload parser's first line."""
    return lambda v: TypeError(f'Failed calling {name} with "{name}({ms_type_name(v)})".')


def _full_listing(name, specs):
    """The overload parser's whole listing for one refused operand (measured: ``expand_as(1)``;
    the parser's own check lets a number through to the method)."""
    def error(v):
        got = ms_type_name(v)
        text = f'Failed calling {name} with "{name}({got})".\nThe valid calling should be:'
        for spec in specs:
            text += (f'\n"Tensor.{name}({spec})"\n    match failed because invalid types: '
                     f'({got})\n{" " * 41}{"~" * (len(got) + 2)}')
        return TypeError(text)
    return error


def _prim(prim, first="input=Tensor", second="other"):
    return lambda v: TypeError(f'Failed calling {prim} with "{prim}()({first}, '
                               f'{second}={ms_type_name(v)})".')


def _attribute(attr):
    """A Python method's failure reading ``other.<attr>``; a numpy array has it and fails in
    the Shape primitive next (measured: ``x.inner(arr)``)."""
    def error(v):
        if isinstance(v, np.ndarray):
            return TypeError(f"For primitive[Shape], the input argument must be Tensor, but got "
                             f"{type(v)}.")
        return AttributeError(f"'{type(v).__name__}' object has no attribute '{attr}'")
    return error


def _value_type(v):
    """2.10's abstract type name of a Python operand (``Float32``, ``Int64``, ``Tuple[...]``)."""
    if isinstance(v, _SEQ):
        inner = {_value_type(e) for e in v}
        return f"[{inner.pop()}*{len(v)}]" if len(inner) == 1 else "[...]"
    return ("Bool" if isinstance(v, (bool, np.bool_)) else
            "Int64" if isinstance(v, (int, np.integer)) else "Float32")


def _implicit(prim):
    return lambda v: TypeError(f"For '{prim}', the 2th input var can not be implicitly "
                               f"converted. Its type is Tuple{_value_type(v)}. Only support "
                               f"Tensor or Scalar.")


def _igamma(prim):
    def error(v):
        kind = "External" if isinstance(v, np.ndarray) else \
            f"List{_value_type(v)}" if isinstance(v, _SEQ) else _value_type(v)
        return TypeError(f"The primitive[{prim}]'s input arguments[a, x] must be all tensor and "
                         f"those type must be same. But got input argument[x]:{kind}")
    return error


def _text(exc, text):
    return lambda v: exc(text.format(cls=type(v)))


# method: (which operands 2.10 refuses, the error it raises) - measured on 2.10 CPU
RULES = {
    "mul": (_sequences, _prim("Mul")), "multiply": (_sequences, _prim("Mul")),
    "equal": (_sequences, _prim("Equal")),
    "pow": (_sequences, _listing("pow")), "eq": (_sequences, _listing("eq")),
    "ge": (_sequences, _listing("greater_equal")),
    "greater_equal": (_sequences, _listing("greater_equal")),
    "lt": (_sequences, _listing("less")), "less": (_sequences, _listing("less")),
    "fmod": (_sequences, _listing("fmod")), "atan2": (_sequences, _listing("atan2")),
    "xlogy": (_sequences, _listing("xlogy")), "divide": (_sequences, _listing("div")),
    "floor_divide": (_sequences, _listing("floor_divide")),
    "add_": (_sequences, _listing("add_")), "mul_": (_sequences, _listing("mul_")),
    "maximum": (_seq_or_str, _one("maximum")), "minimum": (_sequences, _one("minimum")),
    "ne": (_sequences, _one("not_equal")), "not_equal": (_sequences, _one("not_equal")),
    "gt": (_sequences, _one("greater")), "greater": (_sequences, _one("greater")),
    "le": (_sequences, _one("less_equal")), "less_equal": (_sequences, _one("less_equal")),
    "true_divide": (_sequences, _one("true_divide")), "subtract": (_sequences, _one("subtract")),
    "hypot": (_sequences, _implicit("Hypot")), "fmax": (_sequences, _implicit("Fmax")),
    "fmin": (_sequences, _implicit("Fmin")),
    "copysign": (_sequences, _text(TypeError, "integer, float or Tensor is expected, but got "
                                              "{cls}")),
    "float_power": (_sequences, _text(TypeError, "The type of 'exponent' must be Tensor or "
                                                 "Number (excluding complex), but got {cls}.")),
    "ldexp": (_sequences, _prim("Pow", "input=float", "exponent")),
    "logical_and": (_non_bool, _listing("logical_and")),
    "logical_or": (_non_bool, _listing("logical_or")),
    "logaddexp": (_both, _listing("logaddexp")), "logaddexp2": (_both, _listing("logaddexp2")),
    "isclose": (_both, _listing("isclose")),
    "logical_xor": (_non_bool, _one("logical_xor")), "nextafter": (_both, _prim("NextAfter")),
    "dot": (_numbers, _listing("dot")), "outer": (_numbers, _listing("outer")),
    "allclose": (_numbers, _one("allclose")),
    "heaviside": (_both, _text(TypeError, "For primitive[Heaviside], the input type must be "
                                          "same.")),
    "igamma": (_both, _igamma("Igamma")), "igammac": (_both, _igamma("Igammac")),
    "take": (_not_tensor, _listing("take")), "expand_as": (
        _not_tensor, _full_listing("expand_as", ("other=<Tensor>", "x=<Tensor>"))),
    "unbind": (_not_int, _full_listing("unbind", ("dim=<int>",))),
    "inner": (_not_tensor, _attribute("ndim")), "reshape_as": (_shapeless, _attribute("shape")),
}

# A numpy array operand: refused by every method above with the same text as a sequence (inner:
# its Shape error, see _attribute), but by those of _ARRAY_OWN_TEXT (measured on 2.10:
# hypot/fmax/fmin's implicit-conversion text names a PythonObject; reshape_as takes an array's
# shape); and by the methods of ARRAY_RULES (2.10's texts, measured; matmul and mm, hot in
# models, keep the primitive's TypeError text rather than pay for a guard)
_ARRAY_OWN_TEXT = frozenset(("hypot", "fmax", "fmin", "reshape_as"))
ARRAY_RULES = {
    "div_": _listing("div_"), "view_as": _listing("view_as"), "type_as": _listing("type_as"),
    "bitwise_and": _listing("bitwise_and"),
    "copy_": lambda v: TypeError(f"copy_(): argument 'src' (position 1) must be Tensor, not "
                                 f"{type(v).__name__}."),
    "masked_select": lambda v: TypeError(f"masked_select(): argument 'mask' (position 1) must "
                                         f"be Tensor, not {type(v).__name__}."),
}


_TENSOR_ONLY = ("copy_", "masked_select")


def _arrays(v):
    return v.__class__ is np.ndarray


def guarded(method, refused, error, arrays, parsed=None):
    """``method`` raising ``error`` for an operand ``refused`` accepts (or, with ``arrays``, that
    is a numpy array); for a None, the text of the parser hook ``parsed`` (``method_parser``)
    where it has one."""
    ndarray = np.ndarray if arrays else None
    if parsed is not None:
        error = _none_first(error, parsed)

    @functools.wraps(method)
    def guarded(self, *args, **kwargs):
        if args or "other" in kwargs:
            operand = args[0] if args else kwargs["other"]
            if operand.__class__ is ndarray or refused(operand):
                raise error(operand)
        return method(self, *args, **kwargs)
    return guarded


def _none_first(error, parsed):
    def error_or_none(operand):
        if operand is None:
            return parsed((None,), {}, None) or error(operand)
        return error(operand)
    return error_or_none


def _guards():
    guards = {n: (r, e, n not in _ARRAY_OWN_TEXT) for n, (r, e) in RULES.items()}
    guards.update((n, (_arrays, e, False)) for n, e in ARRAY_RULES.items())
    for name in _TENSOR_ONLY:       # these refuse any other operand but None (measured: a
        guards[name] = (_not_tensor_nor_none, ARRAY_RULES[name], False)     # string; None:
        # its primitive's text, or the parser's)
    return guards


_GUARDS = _guards()
NAMES = tuple(_GUARDS)


def guard(name):
    """(``refused``, ``error``, ``arrays``) of ``guarded`` for the method ``name``, or None."""
    return _GUARDS.get(name)
