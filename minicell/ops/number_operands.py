"""MindSpore 2.10's errors when a functional op whose operands must both be Tensors gets a Python
number, where the text names the operand (``ops.logaddexp(x, 2)``, ``ops.igamma(x, 0.5)``,
``ops.inner(x, 2)``, ``ops.vecdot``), and ``logaddexp``/``logaddexp2``'s refusal of integer or bool Tensors
(the functional and the Tensor method; ``mindspore.numpy``'s spellings promote them). All
measured on 2.10 CPU, the same in both modes. ``tensor_inputs.checked`` puts the functional
spellings named in ``RULES`` behind ``guard``.

>>> from minicell import ops, Tensor
>>> try:
...     ops.logaddexp(Tensor([1.0]), 2)
... except TypeError as e:
...     print(e)
For logaddexp, the other must be a Tensor, but got <class 'int'>.
"""
import functools

from ..common import dtype as mstype
from ..common.tensor import Tensor

_NUMBER = (int, float, bool)
_FLOATS = frozenset((mstype.float16, mstype.float32, mstype.float64, mstype.bfloat16))


def _must_be_tensor(op, the=""):
    return lambda name, v: TypeError(f"For {op}, {the}{name} must be a Tensor, but got "
                                     f"{type(v)}.")


def _igamma(prim):
    def error(name, v):
        kind = "Bool" if v.__class__ is bool else "Int64" if v.__class__ is int else "Float32"
        return TypeError(f"The primitive[{prim}]'s input arguments[a, x] must be all tensor and "
                         f"those type must be same. But got input argument[{name}]:{kind}\n"
                         f"Valid type list: {{Tensor[Float32], Tensor[Float64]}}.")
    return error


def _no_ndim(name, v):
    return AttributeError(f"'{type(v).__name__}' object has no attribute 'ndim'")


# functional name: (the operands' names in 2.10's texts, the error for a number there)
RULES = {
    "logaddexp": (("input", "other"), _must_be_tensor("logaddexp", "the ")),
    "logaddexp2": (("input", "other"), _must_be_tensor("logaddexp2")),
    "igamma": (("a", "x"), _igamma("Igamma")),
    "igammac": (("a", "x"), _igamma("Igammac")),
    "inner": (("input", "other"), _no_ndim),
    "vecdot": (("x", "y"), lambda name, v: TypeError("For vecdot, x or y must be Tensor.")),
}
_FLOAT_ONLY = frozenset(("logaddexp", "logaddexp2"))


def _operands(args, kwargs, names=("input", "other")):
    if len(args) >= 2:
        return args[0], args[1]
    first = args[0] if args else kwargs.get(names[0])
    return first, kwargs.get(names[1])


def float_operands(fn, name):
    """``fn`` (``logaddexp``/``logaddexp2`` of two Tensors) refusing an integer or bool one
    (2.10: "For logaddexp, the dtype of 'input' and 'other' must be float,but got Int32 and
    Float32.")."""
    @functools.wraps(fn)
    def floats(*args, **kwargs):
        x, y = _operands(args, kwargs)
        dx, dy = getattr(x, "dtype", None), getattr(y, "dtype", None)
        if (dx not in _FLOATS or dy not in _FLOATS) and isinstance(x, Tensor) and \
                isinstance(y, Tensor):
            raise TypeError(f"For {name}, the dtype of 'input' and 'other' must be float,but "
                            f"got {dx} and {dy}.")
        return fn(*args, **kwargs)
    return floats


def guard(fn, name):
    """``fn`` (the functional spelling ``name`` of ``RULES``) raising 2.10's error for a Python
    number operand (the first one found)."""
    labels, error = RULES[name]
    names = ("x", "y") if name == "vecdot" else ("input", "other")     # fn's parameters
    inner = float_operands(fn, name) if name in _FLOAT_ONLY else fn

    @functools.wraps(fn)
    def numbers_refused(*args, **kwargs):
        for label, v in zip(labels, _operands(args, kwargs, names)):
            if v.__class__ in _NUMBER:
                raise error(label, v)
        return inner(*args, **kwargs)
    return numbers_refused
