"""MindSpore 2.10's answers when a Tensor operator meets a Python operand its primitive does not
take as is: a ``complex`` (every arithmetic and ordering operator in PYNATIVE_MODE) or a list or
tuple. 2.10 (measured in both modes) refuses a sequence for ``**``, ``<``, ``<=``, ``>``,
``>=``, ``&``, ``|``, ``^``, and in PYNATIVE_MODE also for ``*``, ``/``, ``%``; it converts one
for ``+``, ``-``, ``//`` and reflected ``**`` (GRAPH_MODE: ``*``, ``/``, ``%`` too) into a
Tensor of the other operand's dtype: ``int32_t + [1.5, 2]`` adds ``[1, 2]`` and stays Int32
(the sequence is first made a Tensor as ``Tensor(seq)`` makes it, Float32 for floats, then cast:
a float64 Tensor plus ``[1.7]`` adds ``float32(1.7)``). ``t == [1, 2]`` is Python's ``False``
(``!=``: ``True``) in both modes, and ``[1, 2] & t`` Python's own TypeError.
2.10 raises its ``Failed calling`` TypeError, whose text names the operands in
the order its Tensor methods call the primitive (``"a" * t`` and ``(1, 2) * t`` are
``Mul()(input=Tensor, other=...)``, ``1j - t`` is ``Sub()(input=<class 'complex'>, other=Tensor)``).
Installed on ``Tensor`` by ``minicell.ops``: each guarded operator costs one type lookup on its
operand before the usual dispatch.

>>> import minicell as ms
>>> ms.Tensor([1.0, 2.0]) * (1, 2)
Traceback (most recent call last):
...
TypeError: Failed calling Mul with "Mul()(input=Tensor, other=Tuple<int, int>)".
>>> ms.Tensor([1.0, 2.0]) == [1, 2]
False
>>> ms.Tensor([1, 2], ms.int32) + [1.5, 2]
Tensor(shape=[2], dtype=Int32, value= [2, 4])
"""
import numpy as np

from ..common.tensor import Tensor
from ..runtime.dispatch import running_eagerly, state
from ._util import ms_type_name

_NONE = frozenset()
_NUMBER_ONLY = frozenset((complex,))
_NO_SEQUENCE = frozenset((list, tuple, complex))
_SEQ = _BITWISE = frozenset((list, tuple))
_REFLECTED_BITWISE = _BITWISE | {bool, int, float}
# PYNATIVE_MODE: a numpy array right operand is refused as the operator's primitive refuses it
# (``t + arr``: 'Failed calling Add with "Add()(input=Tensor, other=<class 'numpy.ndarray'>)"',
# ``t / arr`` the div method's text; ``t == arr`` is Python's False; ``arr + t`` is numpy's own
# sum, which never reaches the Tensor; measured)
_ARRAY, _ARRAY_NO_SEQUENCE, _ARRAY_BITWISE = (
    s | {np.ndarray} for s in (_NUMBER_ONLY, _NO_SEQUENCE, _BITWISE))


def _name(value):
    return "<class 'complex'>" if isinstance(value, complex) else ms_type_name(value)


def _prim(prim, first="input", second="other", reflected=False):
    """``Prim()(input=Tensor, other=<operand>)``, or with the operand first."""
    def error(self, other):
        a, b = (_name(other), "Tensor") if reflected else ("Tensor", _name(other))
        raise TypeError(f'Failed calling {prim} with "{prim}()({first}={a}, {second}={b})".')
    return error


def _method(name, tensor_first=False):
    """2.10's Tensor-method overload text: ``div(<operand>)``, ``less(Tensor, <operand>)``."""
    def error(self, other):
        args = f"Tensor, {_name(other)}" if tensor_first else _name(other)
        raise TypeError(f'Failed calling {name} with "{name}({args})".')
    return error


def _listing(name, specs, lead=""):
    """2.10's op-by-op overload listing for a None or string operand (its operators parse it
    op by op in a graph too, measured): None is a missing argument, a string a bad type."""
    def error(self, other):
        got = _name(other)
        text = f'Failed calling {name} with "{name}({lead}{got})".\nThe valid calling should be:'
        owner = "" if lead else "Tensor."
        for spec in specs:
            text += f'\n"{owner}{name}({spec})"\n    '
            if other is None:
                param = spec.split(", ")[1 if lead else 0].split("=")[0]
                text += f"missing required argument: {param}"
            else:
                text += (f"match failed because invalid types: ({lead}{got})\n"
                         f"{' ' * (41 + len(lead))}{'~' * (len(got) + 2)}")
        raise TypeError(text)
    return error


def _valid(prim, first="input", second="other", types="Number, Tensor", reflected=False):
    """``_prim``'s text with 2.10's valid calling line after it (a None or string operand)."""
    short = _prim(prim, first, second, reflected)

    def error(self, other):
        try:
            short(self, other)
        except TypeError as e:
            raise TypeError(f'{e}\nThe valid calling should be: \n"{prim}()({first}=<{types}>, '
                            f'{second}=<{types}>)".') from None
    return error


_N, _NT, _T = "<Number>", "<Number, Tensor>", "<Tensor>"
_MODE = "rounding_mode=<None, string>"
_ADD = (f"other={_N}, *, alpha={_N}", f"other={_NT}, *, alpha={_N}")
_DIV = (f"other={_N}", f"other={_NT}", f"other={_N}, *, {_MODE}", f"other={_NT}, *, {_MODE}")
_TN = (f"other={_T}", f"other={_N}")
_LESS = _listing("less", (f"input={_T}, other={_N}", f"input={_T}, other=<Number, Tensor, bool>"),
                 lead="Tensor, ")
_LESS_EQUAL = _valid("LessEqual", types="bool, Number, Tensor")
# the Tensor method 2.10's ``t op= None`` calls op by op (a graph: ``t = t op None``), measured
INPLACE_NONE = {
    "__iadd__": _listing("add_", (f"other={_T}, *, alpha={_N}", f"other={_N}, *, alpha={_N}")),
    "__isub__": _listing("sub_", (f"other={_T}, alpha={_N}", f"other={_N}, alpha={_N}",
                                  "y=<Any, Tensor>")),
    "__imul__": _listing("mul_", _TN),
    "__itruediv__": _listing("div_", (f"other={_T}", f"other={_N}", f"other={_T}, {_MODE}",
                                      f"other={_N}, {_MODE}")),
    "__ifloordiv__": _listing("floor_divide_", _TN),
    "__imod__": _listing("remainder_", _TN),
}


def _rmod_none(self, other):
    raise TypeError("rmod(): missing 1 required positional argument: input.")


def _rmod(self, other):
    raise TypeError(f"rmod(): argument 'input' (position 1) must be Number, not "
                    f"{type(other).__name__}.")


def _answer(value):
    """A fixed answer (in both modes)."""
    def answer(self, other):
        return value
    return answer


def sequence_operand(tensor, seq):
    """``seq`` (a list/tuple operand of ``tensor``'s operator or ``add``/``sub`` method) as 2.10
    takes it: a Tensor of ``tensor``'s dtype. Numbers (nested lists of them) become
    ``Tensor(seq)`` cast; same-shaped Tensors are stacked, then cast; anything else (Tensors
    mixed with numbers) is left for the op to refuse."""
    from .functional import cast, stack
    if seq and all(isinstance(e, Tensor) for e in seq):
        if len({e.shape for e in seq}) != 1:
            return seq
        out = stack(list(seq))
    elif _holds_tensor(seq):
        return seq
    else:
        out = Tensor(seq)
    return out if out.dtype == tensor.dtype else cast(out, tensor.dtype)


def _holds_tensor(seq):
    return any(isinstance(e, Tensor) or (e.__class__ in _SEQ and _holds_tensor(e)) for e in seq)


# operator: (what 2.10's PYNATIVE_MODE refuses there, what its GRAPH_MODE refuses, its answer)
RULES = {
    "__add__": (_ARRAY, _NONE, _prim("Add")),
    "__radd__": (_NUMBER_ONLY, _NONE, _prim("Add")),
    "__sub__": (_ARRAY, _NONE, _prim("Sub")),
    "__rsub__": (_NUMBER_ONLY, _NONE, _prim("Sub", reflected=True)),
    "__mul__": (_ARRAY_NO_SEQUENCE, _NONE, _prim("Mul")),
    "__rmul__": (_NO_SEQUENCE, _NONE, _prim("Mul")),
    "__truediv__": (_ARRAY_NO_SEQUENCE, _NONE, _method("div")),
    "__rtruediv__": (_NO_SEQUENCE, _NONE, _prim("Mul")),      # 2.10 computes it as a product
    "__floordiv__": (_ARRAY, _NONE, _prim("FloorDiv")),
    "__rfloordiv__": (_NUMBER_ONLY, _NONE, _prim("FloorDiv", reflected=True)),
    "__mod__": (_ARRAY_NO_SEQUENCE, _NONE, _method("__mod__")),
    "__rmod__": (_NO_SEQUENCE, _NONE, _rmod),
    "__pow__": (_ARRAY_NO_SEQUENCE, _SEQ, _method("pow")),
    "__rpow__": (_NUMBER_ONLY, _NONE, _prim("Pow", second="exponent", reflected=True)),
    "__lt__": (_ARRAY_NO_SEQUENCE, _SEQ, _method("less", tensor_first=True)),
    "__le__": (_ARRAY_NO_SEQUENCE, _SEQ, _prim("LessEqual")),
    "__gt__": (_ARRAY_NO_SEQUENCE, _SEQ, _prim("Greater")),
    "__ge__": (_ARRAY_NO_SEQUENCE, _SEQ, _prim("GreaterEqual")),
    "__and__": (_ARRAY_BITWISE, _BITWISE, _method("bitwise_and")),
    "__or__": (_ARRAY_BITWISE, _BITWISE, _method("bitwise_or")),
    "__xor__": (_ARRAY_BITWISE, _BITWISE, _method("bitwise_xor")),
    # PYNATIVE_MODE: a Python number left of a Tensor's & | ^ is Python's TypeError
    # 'unsupported operand type(s) for ^: 'bool' and 'Tensor'' (measured; graphs compute it)
    "__rand__": (_REFLECTED_BITWISE, _BITWISE, _answer(NotImplemented)),
    "__ror__": (_REFLECTED_BITWISE, _BITWISE, _answer(NotImplemented)),
    "__rxor__": (_REFLECTED_BITWISE, _BITWISE, _answer(NotImplemented)),
    "__eq__": (_ARRAY_NO_SEQUENCE, _NO_SEQUENCE, _answer(False)),
    "__ne__": (_ARRAY_NO_SEQUENCE, _NO_SEQUENCE, _answer(True)),
}


_MUL = _listing("mul", (f"other={_N}", f"other={_NT}", "other=<Any, Tensor>"))
_ADD_ANY = _listing("add", (*_ADD, "other=<Any, Tensor>"))
_NOT = _answer(NotImplemented)
# operator: its answers to a None and a string operand where they are not dispatch's
# ``Failed calling <Prim>`` (2.10, measured: the same in both modes)
FIXED = {
    "__add__": {None: _ADD_ANY},
    "__radd__": {None: _ADD_ANY},
    "__sub__": {None: _listing("sub", (*_ADD, "y=<Any, Tensor>"))},
    "__rsub__": {None: _valid("Sub", reflected=True)},
    "__mul__": {None: _MUL},
    "__rmul__": {None: _MUL},
    "__truediv__": dict.fromkeys((None, str), _listing("div", _DIV)),
    "__rtruediv__": {None: _MUL, str: _valid("Mul")},       # 2.10 computes it as a product
    "__floordiv__": {None: _valid("FloorDiv")},
    "__rfloordiv__": {None: _valid("FloorDiv", reflected=True)},
    "__mod__": dict.fromkeys((None, str), _listing("__mod__", _TN)),
    "__rmod__": {None: _rmod_none},
    "__pow__": dict.fromkeys((None, str), _listing("pow", ("exponent=<Number>",
                                                           "exponent=<Number, Tensor>"))),
    "__rpow__": {None: _valid("Pow", second="exponent", reflected=True)},
    "__lt__": dict.fromkeys((None, str), _LESS),
    "__le__": dict.fromkeys((None, str), _LESS_EQUAL),
    "__gt__": {None: _valid("Greater")},
    "__ge__": {None: _valid("GreaterEqual")},
    "__and__": dict.fromkeys((None, str), _listing("bitwise_and", _TN)),
    "__or__": dict.fromkeys((None, str), _listing("bitwise_or", _TN)),
    "__xor__": dict.fromkeys((None, str), _listing("bitwise_xor", _TN)),
    "__rand__": dict.fromkeys((None, str), _NOT),
    "__ror__": dict.fromkeys((None, str), _NOT),
    "__rxor__": dict.fromkeys((None, str), _NOT),
}
FIXED = {op: {type(None) if c is None else c: f for c, f in answers.items()}
         for op, answers in FIXED.items()}


def _operand(self, other, refused, graph_refused, instead, repeats=False):
    """``other`` as the operator's method takes it, or raises/answers as 2.10 does (called
    only for the operand classes of ``refused | graph_refused | _SEQ``). ``repeats``: ``*``."""
    if other.__class__ in (refused if running_eagerly() else graph_refused):
        return instead(self, other), True
    if other.__class__ in _SEQ:
        kind = state.tracer.scalar_kind(self) if repeats else None
        if kind is int:
            return _repeated(other, self), True
        if kind is float:       # 2.10's graph (measured: mutable(2.0), float(t))
            raise TypeError("can't multiply sequence by non-int of type '<class 'float'>'.")
        if kind is bool:
            raise TypeError("For primitive[SequenceMul], the input argument[scalar] must be a "
                            "type of {Int32, Int64}, but got Bool.")
        return sequence_operand(self, other), False
    return other, False


def _repeated(seq, count):
    """``n * (1, 2)`` in a graph where ``n`` stands for a Python int: 2.10 repeats the sequence
    into one of unknown length (measured for ``ms.mutable`` ints made in the graph and passed
    in, ``len`` of a dynamic-length sequence: ``is_sequence_shape_unknown`` is True). That needs
    n's value: known while tracing for ``mutable(2)`` made in the graph; for an ``ms.mutable``
    input this TypeError makes the compiler trace again with the value compiled in (one graph
    per value: ``by_value`` in ``compiler.api``); for an int known only at run time it is the
    error."""
    n = state.tracer.scalar_value(count)
    if n is None:
        raise TypeError("A tuple or list repeated by an int whose value is known only when the "
                        "graph runs: the result's length would depend on it. Pass the count as "
                        "a Python int or an ms.mutable input.")
    return state.tracer.dynamic_sequence(seq * n)


def _guarded(name, method, refused, graph_refused, instead):
    fixed = FIXED.get(name, {})
    special = refused | graph_refused | _SEQ | frozenset(fixed)
    # 2.10's graph divides a sequence by a Tensor in the Tensor's dtype ([3, 4] / int32 [2, 3]
    # is Int32 [1, 1], measured)
    recast = name == "__rtruediv__"
    repeats = name in ("__mul__", "__rmul__")
    if method.__kwdefaults__:           # ``__add__``/``__sub__``: 2.10's ``alpha`` keyword
        def operator(self, other, **kwargs):
            if other.__class__ in special:
                if other.__class__ in fixed:
                    return fixed[other.__class__](self, other)
                other, done = _operand(self, other, refused, graph_refused, instead)
                if done:
                    return other
            return method(self, other, **kwargs)
    else:                               # the hot path of every other operator: no keywords
        def operator(self, other):
            if other.__class__ in special:
                if other.__class__ in fixed:
                    return fixed[other.__class__](self, other)
                seq = other.__class__ in _SEQ
                other, done = _operand(self, other, refused, graph_refused, instead, repeats)
                if done:
                    return other
                if recast and seq:
                    from .functional import cast
                    out = method(self, other)
                    return out if out.dtype == self.dtype else cast(out, self.dtype)
            return method(self, other)
    operator.__name__ = operator.__qualname__ = method.__name__
    operator.__doc__ = method.__doc__
    operator.__wrapped__ = method
    return operator


def install(cls=Tensor):
    """Guard ``cls``'s operators (once: a class already guarded keeps its guards)."""
    for name, (refused, graph_refused, instead) in RULES.items():
        method = cls.__dict__[name]
        if getattr(method, "__wrapped__", None) is None:
            setattr(cls, name, _guarded(name, method, refused, graph_refused, instead))
