"""MindSpore's ``F`` helpers on static Python values (``F.scalar_add``, ``F.tuple_getitem``,
``F.make_tuple``, ``F.typeof``, ...), which its graph code and older scripts use. They are
plain Python, so they run at trace time inside a GRAPH_MODE ``construct`` as well as eagerly.
Rows in ``rows_more.py``.

>>> from minicell import ops
>>> ops.scalar_add(1, 2), ops.tuple_getitem((4, 5), 1), ops.shape_mul((2, 3))
(3, 5, 6)
"""
import functools
import math
import operator

import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import running_eagerly, state
from . import functional as F
from .array_ext_misc import scalar_to_tensor
from ._params import with_params
from .primitive import Primitive, constexpr  # noqa: F401  (F.constexpr)


def _binary(name, fn, doc):
    def f(x, y):
        return fn(x, y)
    f.__name__ = f.__qualname__ = name
    f.__doc__ = doc
    return f


def _unary(name, fn, doc):
    def f(x):
        return fn(x)
    f.__name__ = f.__qualname__ = name
    f.__doc__ = doc
    return f


def _scalar_log(x):
    """Eagerly Python's ``math.log`` (ValueError at 0 or below, 2.10 PYNATIVE); traced into a
    graph 2.10's ScalarLog kernel: a float32 log, ``-inf`` at 0, ``nan`` below, no bool."""
    if running_eagerly() or not isinstance(x, (int, float)):
        return math.log(x)
    if isinstance(x, bool):
        raise TypeError("For 'ScalarLog, [bool] is not a valid input dtype.")
    with np.errstate(divide="ignore", invalid="ignore"):
        return float(np.log(np.float32(x)))


SCALAR_BINARY = [_binary("scalar_" + n, fn, f"``x {sym} y`` on Python scalars.")
                 for n, fn, sym in [
                     ("add", operator.add, "+"), ("sub", operator.sub, "-"),
                     ("mul", operator.mul, "*"), ("div", operator.truediv, "/"),
                     ("floordiv", operator.floordiv, "//"), ("mod", operator.mod, "%"),
                     ("pow", operator.pow, "**"), ("eq", operator.eq, "=="),
                     ("ne", operator.ne, "!="), ("lt", operator.lt, "<"),
                     ("le", operator.le, "<="), ("gt", operator.gt, ">"),
                     ("ge", operator.ge, ">="), ("max", max, "max"), ("min", min, "min")]]
SCALAR_BINARY += [_binary("bool_and", lambda x, y: x and y, "``x and y``."),
                  _binary("bool_or", lambda x, y: x or y, "``x or y``."),
                  _binary("bool_eq", operator.eq, "``x == y`` on bools."),
                  _binary("is_", operator.is_, "``x is y``."),
                  _binary("is_not", operator.is_not, "``x is not y``."),
                  _binary("in_dict", lambda k, d: k in d, "``key in dict``."),
                  _binary("not_in_dict", lambda k, d: k not in d, "``key not in dict``."),
                  _binary("tuple_getitem", operator.getitem, "``t[i]``."),
                  _binary("list_getitem", operator.getitem, "``l[i]``."),
                  _binary("dict_getitem", operator.getitem, "``d[key]``."),
                  _binary("tuple_equal", operator.eq, "``t1 == t2``."),
                  _binary("string_eq", operator.eq, "``s1 == s2`` on strings."),
                  _binary("string_concat", operator.add, "``s1 + s2`` on strings."),
                  _binary("list_equal", operator.eq, "``l1 == l2``.")]
SCALAR_UNARY = [_unary("scalar_uadd", operator.pos, "``+x``."),
                _unary("scalar_usub", operator.neg, "``-x``."),
                _unary("scalar_log", lambda x: _scalar_log(x), "Natural log of a Python scalar."),
                _unary("bool_not", operator.not_, "``not x``."),
                _unary("tuple_len", len, "``len(t)``."),
                _unary("list_len", len, "``len(l)``."),
                _unary("tuple_reversed", lambda t: tuple(reversed(t)), "``t[::-1]``."),
                with_params(_unary("shape_mul", lambda s: functools.reduce(operator.mul, s, 1),
                                   "Product of a shape's dimensions."), ("input_data",))]


def make_tuple(*args):
    """``tuple(args)``."""
    return tuple(args)


def make_list(*args):
    """``list(args)``."""
    return list(args)


def make_range(start, stop=None, step=1):
    """``tuple(range(...))``."""
    return tuple(range(start) if stop is None else range(start, stop, step))


def make_slice(start, stop, step):
    """``slice(start, stop, step)``."""
    return slice(start, stop, step)


def list_setitem(data, index, value):
    """A copy of list ``data`` with ``data[index] = value``."""
    out = list(data)
    out[index] = value
    return out


def tuple_setitem(data, index, value):
    """A copy of tuple ``data`` with item ``index`` replaced."""
    return tuple(list_setitem(data, index, value))


def dict_setitem(data, key, value):
    """A copy of dict ``data`` with ``data[key] = value``."""
    out = dict(data)
    out[key] = value
    return out


def tuple_div(x, y):
    """Element-wise integer division of two shapes (each must divide), with MindSpore 2.10's
    RuntimeErrors in both modes (measured)."""
    if len(x) != len(y):
        raise RuntimeError(f"The size of inputs of 'tuple_div' operator must be the same, but "
                           f"the size of divisor tuple is {len(y)}, the size of dividend tuple "
                           f"is {len(x)}.")
    for a, b in zip(x, y):
        for v in (a, b):
            if not isinstance(v, int) or isinstance(v, bool):
                shown = f"a Float32 number {v:g}" if isinstance(v, float) else repr(v)
                raise RuntimeError(f"The data type of inputs of 'tuple_div' operator should be "
                                   f"an int64 number, but got {shown}.")
        if b == 0:
            raise RuntimeError("The divisor value should not be 0!")
        if a % b:
            raise RuntimeError(f"The inputs of 'tuple_div' operator should be divisible, but "
                               f"they are not divisible now, the dividend is {a}, the divisor "
                               f"is {b}.")
    return tuple(a // b for a, b in zip(x, y))


def _number_dtype(values):
    if all(isinstance(v, bool) for v in values):
        return mstype.bool_
    if all(isinstance(v, int) for v in values):
        return mstype.int32
    return mstype.float32


def scalar_to_array(input_x):
    """A 0-D Tensor of a Python number (Int32 for an int, Float32 for a float)."""
    return scalar_to_tensor(input_x, _number_dtype((input_x,)))


_SCALAR_CAST = {mstype.int64: int, mstype.float64: float, mstype.bool_: bool}


def scalar_cast(input_x, input_y):
    """A Python scalar converted to ``input_y`` (ms.int64, ms.float64 or ms.bool_)."""
    conv = _SCALAR_CAST.get(input_y)
    if conv is None:
        raise ValueError(f"For 'ScalarCast', the supported type is in the list: "
                         f"[mindspore.int64, mindspore.float64, mindspore.bool], but got "
                         f"{input_y}")
    return conv(input_x)


def mixed_precision_cast(dst_dtype, x):
    """``x`` with its floating-point Tensors cast to ``dst_dtype``, through tuples, lists
    (which come back as tuples) and dict values (MindSpore's graph-mode behaviour); other values
    as they are."""
    if isinstance(x, Tensor):
        return F.cast(x, dst_dtype) if x.dtype in mstype.float_type else x
    if isinstance(x, (tuple, list)):
        return tuple(mixed_precision_cast(dst_dtype, v) for v in x)
    if isinstance(x, dict):
        return {k: mixed_precision_cast(dst_dtype, v) for k, v in x.items()}
    return x


def typeof(*args):
    """MindSpore's type of ``x``: a ``TensorType`` for a Tensor, ms.int64/float64/bool_ for
    Python numbers, the Python type otherwise. Another number of arguments is 2.10's
    RuntimeError (measured in both modes)."""
    if len(args) != 1:
        raise RuntimeError(f"The Typeof operator must requires 1 argument, but the size of "
                           f"arguments is {len(args)}.")
    x, = args
    if isinstance(x, Tensor):
        return mstype.TensorType(x.dtype)
    if isinstance(x, bool):
        return mstype.bool_
    if isinstance(x, int):
        return mstype.int64
    if isinstance(x, float):
        return mstype.float64
    return type(x)


def hastype(x, t):
    """Whether ``typeof(x)`` is ``t``."""
    return typeof(x) == t


def partial(func, *args, **kwargs):
    """``func`` with the leading ``args`` bound; keyword arguments only in a compiled graph,
    as ``Partial`` (2.10's eager TypeError names ``Partial.__call__``, measured)."""
    return _PARTIAL(func, *args, **kwargs)


# compiler.control.pick, installed by that module (a layer above): ``seq[index]``, a symbolic
# tensor index into callables traced as MindSpore's switch_layer
PICK = [None]


def switch_layer(index, branches):
    """MindSpore's ``F.switch_layer``: the callable ``branches[index]`` (a tuple of Cells or
    functions); in a graph a tensor ``index`` picks it at run time, as ``branches[index](x)``
    does (every branch must return values of one type)."""
    return PICK[0](branches, index)


def switch(cond, true_branch, false_branch):
    """MindSpore's ``F.switch`` (its ``Switch`` primitive): ``true_branch`` when ``cond`` holds,
    else ``false_branch``. A Tensor ``cond`` must hold one element (2.10's ValueError); between
    two Tensors it picks at run time in a graph, as 2.10's compiled Switch does."""
    if isinstance(cond, Tensor):
        if cond.size != 1:
            raise ValueError("The truth value of an array with more than one element is "
                             "ambiguous.")
        if isinstance(true_branch, Tensor) and isinstance(false_branch, Tensor):
            return F.select(cond.reshape(()), true_branch, false_branch)
    return true_branch if cond else false_branch


class Partial(Primitive):
    """``ops.Partial()(func, *args, **kwargs)``: ``func`` with the leading ``args`` bound.
    Keyword arguments are bound in a compiled graph (a ``jit`` function or GRAPH_MODE
    ``construct``); called eagerly, 2.10's Python ``__call__`` takes none (a TypeError)."""

    def __init__(self):
        Primitive.__init__(self, "Partial")

    def __call__(self, func, *args, **kwargs):
        state.tracer.graph_keywords("Partial.__call__", kwargs)
        return functools.partial(func, *args, **kwargs)


_PARTIAL = Partial()


def stop_gradient_(input):
    """``ops.stop_gradient``."""
    return F.stop_gradient(input)


def make_dict(keys, values):
    """``dict(zip(keys, values))``."""
    return dict(zip(keys, values))


def hyper_add(x, y):
    """``x + y`` on the leaves of two nested tuples/lists of one structure."""
    from .hypermap import HyperMap
    return HyperMap()(operator.add, x, y)


def array_to_scalar(x):
    """The Python number held by a one-element Tensor (eager; a constant in a graph)."""
    return x.item() if isinstance(x, Tensor) else x


def add_flags(fn=None, **flags):
    """Attach compile flags to ``fn`` (kept in ``fn._mindspore_flags``; they change nothing in
    minicell's compiler). Usable as ``add_flags(fn, k=v)`` or ``@add_flags(k=v)``."""
    def attach(f):
        merged = dict(getattr(f, "_mindspore_flags", {}))
        merged.update(flags)
        try:
            f._mindspore_flags = merged
        except (AttributeError, TypeError):
            pass
        return f
    return attach if fn is None else attach(fn)
