"""MindSpore 2.10's answers when a Tensor operator meets an operand its primitive does not take
in PYNATIVE_MODE: a Python ``complex`` (every arithmetic and ordering operator), a list or tuple
(``*``, ``/``, ``%``, ``**``, ``<``, ``<=``, ``>``, ``>=``, ``&``, ``|``, ``^``; ``+``, ``-`` and
``//`` convert it). A GRAPH_MODE trace is left alone (2.10's graph converts ``x * (1, 2)``),
but for ``==``/``!=``, a Python bool in both modes there.
2.10 raises its ``Failed calling`` TypeError, whose text names the operands in
the order its Tensor methods call the primitive (``"a" * t`` and ``(1, 2) * t`` are
``Mul()(input=Tensor, other=...)``, ``1j - t`` is ``Sub()(input=<class 'complex'>, other=Tensor)``);
``t == [1, 2]`` is Python's ``False`` (``!=``: ``True``), and ``[1, 2] & t`` Python's own
TypeError. Installed on ``Tensor`` by ``minicell.ops``: each guarded operator costs one type
lookup on its operand before the usual dispatch.

>>> import minicell as ms
>>> ms.Tensor([1.0, 2.0]) * (1, 2)
Traceback (most recent call last):
...
TypeError: Failed calling Mul with "Mul()(input=Tensor, other=Tuple<int, int>)".
>>> ms.Tensor([1.0, 2.0]) == [1, 2]
False
"""
from ..common.tensor import Tensor
from ..runtime.dispatch import running_eagerly
from ._util import ms_type_name

_NUMBER_ONLY = frozenset((complex,))
_NO_SEQUENCE = frozenset((list, tuple, complex))
_BITWISE = frozenset((list, tuple))


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


def _rmod(self, other):
    raise TypeError(f"rmod(): argument 'input' (position 1) must be Number, not "
                    f"{type(other).__name__}.")


def _answer(value):
    """A fixed answer (in GRAPH_MODE too: 2.10's graph gives the same)."""
    def answer(self, other):
        return value
    answer.in_graph = True
    return answer


# operator: (the operand types 2.10 refuses there, what it does instead)
RULES = {
    "__add__": (_NUMBER_ONLY, _prim("Add")),
    "__radd__": (_NUMBER_ONLY, _prim("Add")),
    "__sub__": (_NUMBER_ONLY, _prim("Sub")),
    "__rsub__": (_NUMBER_ONLY, _prim("Sub", reflected=True)),
    "__mul__": (_NO_SEQUENCE, _prim("Mul")),
    "__rmul__": (_NO_SEQUENCE, _prim("Mul")),
    "__truediv__": (_NO_SEQUENCE, _method("div")),
    "__rtruediv__": (_NO_SEQUENCE, _prim("Mul")),      # 2.10 computes it as a product
    "__floordiv__": (_NUMBER_ONLY, _prim("FloorDiv")),
    "__rfloordiv__": (_NUMBER_ONLY, _prim("FloorDiv", reflected=True)),
    "__mod__": (_NO_SEQUENCE, _method("__mod__")),
    "__rmod__": (_NO_SEQUENCE, _rmod),
    "__pow__": (_NO_SEQUENCE, _method("pow")),
    "__rpow__": (_NUMBER_ONLY, _prim("Pow", second="exponent", reflected=True)),
    "__lt__": (_NO_SEQUENCE, _method("less", tensor_first=True)),
    "__le__": (_NO_SEQUENCE, _prim("LessEqual")),
    "__gt__": (_NO_SEQUENCE, _prim("Greater")),
    "__ge__": (_NO_SEQUENCE, _prim("GreaterEqual")),
    "__and__": (_BITWISE, _method("bitwise_and")),
    "__or__": (_BITWISE, _method("bitwise_or")),
    "__xor__": (_BITWISE, _method("bitwise_xor")),
    "__rand__": (_BITWISE, _answer(NotImplemented)),
    "__ror__": (_BITWISE, _answer(NotImplemented)),
    "__rxor__": (_BITWISE, _answer(NotImplemented)),
    "__eq__": (_NO_SEQUENCE, _answer(False)),
    "__ne__": (_NO_SEQUENCE, _answer(True)),
}


def _guarded(method, refused, instead):
    eager_only = not getattr(instead, "in_graph", False)
    if method.__kwdefaults__:           # ``__add__``/``__sub__``: 2.10's ``alpha`` keyword
        def operator(self, other, **kwargs):
            if other.__class__ in refused and running_eagerly():
                return instead(self, other)
            return method(self, other, **kwargs)
    else:                               # the hot path of every other operator: no keywords
        def operator(self, other):
            if other.__class__ in refused and (not eager_only or running_eagerly()):
                return instead(self, other)
            return method(self, other)
    operator.__name__ = operator.__qualname__ = method.__name__
    operator.__doc__ = method.__doc__
    operator.__wrapped__ = method
    return operator


def install(cls=Tensor):
    """Guard ``cls``'s operators (once: a class already guarded keeps its guards)."""
    for name, (refused, instead) in RULES.items():
        method = cls.__dict__[name]
        if getattr(method, "__wrapped__", None) is None:
            setattr(cls, name, _guarded(method, refused, instead))
