"""MindSpore 2.10's texts for Tensor methods called with positional arguments they do not take:
its pyboost methods of no argument (``t.exp(1)``: "exp() takes 0 positional arguments but 1 was
given.", counting no ``self``), its Python methods (``t.sign(1)``: "Tensor.sign() takes 1
positional argument but 2 were given") and ``t.t(1)``'s listing (measured on 2.10 CPU).

Only the text of a call that already fails with a TypeError changes.

>>> import minicell as ms
>>> try:
...     ms.Tensor([1.0]).exp(1)
... except TypeError as e:
...     print(e)
exp() takes 0 positional arguments but 1 was given.
"""
import functools

from ..common.tensor import Tensor
from .overloads import type_name

_PYBOOST = ("abs", "atanh", "bitwise_not", "ceil", "clone", "cos", "cosh", "erf", "erfc", "exp",
            "expm1", "floor", "isfinite", "isinf", "log", "log1p", "logical_not", "neg",
            "reciprocal", "rsqrt", "sigmoid", "sin", "sinc", "sinh", "sqrt", "square", "tan",
            "tanh", "trunc")
_PYTHON = ("sign", "isnan", "numel")


def _pyboost(name, n):
    return TypeError(f"{name}() takes 0 positional arguments but {n} "
                     f"{'was' if n == 1 else 'were'} given.")


def _python(name, n):
    return TypeError(f"Tensor.{name}() takes 1 positional argument but {n + 1} were given")


def _listing(name, args):
    shown = ", ".join(type_name(a) for a in args)
    return TypeError(f'Failed calling {name} with "{name}({shown})".\nThe valid calling should '
                     f'be:\n"Tensor.{name}()"')


def _wrapped(method, name, error):
    @functools.wraps(method)
    def checked(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except TypeError:
            if args and not kwargs:
                raise error(name, len(args) if error is not _listing else args) from None
            raise
    checked.arity_checked = True
    return checked


def install(cls=Tensor):
    for names, error in ((_PYBOOST, _pyboost), (_PYTHON, _python), (("t",), _listing)):
        for name in names:
            method = getattr(cls, name, None)
            if callable(method) and not getattr(method, "arity_checked", False):
                setattr(cls, name, _wrapped(method, name, error))
