"""MindSpore 2.10's texts for Tensor methods called with positional arguments they do not take:
its pyboost methods of no argument (``t.exp(1)``: "exp() takes 0 positional arguments but 1 was
given.", counting no ``self``), its Python methods (``t.sign(1)``: "Tensor.sign() takes 1
positional argument but 2 were given"), ``t.t(1)``'s listing and the parser's text for a
first argument of a wrong type (``t.round('a')``, ``kthvalue``, ``nan_to_num``, ``transpose``;
measured on 2.10 CPU).

Only the text of a call that already fails with a TypeError changes (a first argument of a
wrong type is checked before the call: 2.10 refuses it whatever the op would do).

>>> import minicell as ms
>>> try:
...     ms.Tensor([1.0]).exp(1)
... except TypeError as e:
...     print(e)
exp() takes 0 positional arguments but 1 was given.
"""
import functools

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


# a method's first parameter: (its name, the type 2.10's parser wants, a test of the value)
_FIRST = {
    "round": ("decimals", "int", lambda v: isinstance(v, int) and not isinstance(v, bool)),
    "kthvalue": ("k", "int", lambda v: isinstance(v, int) and not isinstance(v, bool)),
    "nan_to_num": ("nan", "float", lambda v: v is None or isinstance(v, (int, float))),
}


def _first(name, args):
    pname, want, fits = _FIRST[name]
    if args[0] is None and name == "kthvalue":
        return TypeError(f"{name}(): missing 1 required positional argument: {pname}.")
    if fits(args[0]):
        return None
    return TypeError(f"{name}(): argument '{pname}' (position 1) must be {want}, not "
                     f"{type(args[0]).__name__}.")


def _transpose(name, args):
    if len(args) == 1 and isinstance(args[0], str):
        return TypeError("transpose(): argument 'axes' (position 1) must be tuple of int but "
                         "found type of str at pos 0.")
    return None


_BY_ARGS = (_listing, _first, _transpose)
_BEFORE = (_first, _transpose)


_TABLES = ((_PYBOOST, _pyboost), (_PYTHON, _python), (("t",), _listing),
           (tuple(_FIRST), _first), (("transpose",), _transpose))
_ERRORS = {name: error for names, error in _TABLES for name in names}
NAMES = tuple(_ERRORS)


def hooks(name):
    """(``arg_error``, ``before``) of ``common._unbound.method`` for the method ``name``, or
    None: the method's own argument errors."""
    error = _ERRORS.get(name)
    if error is None:
        return None
    if error in _BY_ARGS:
        return functools.partial(error, name), error in _BEFORE
    return functools.partial(_by_count, error, name), False


def _by_count(error, name, args):
    return error(name, len(args))
