"""``float(x)`` / ``int(x)`` / ``bool(x)`` and the truth value of tensors in converted code
(``compiler.control`` calls these): a traced tensor becomes a 0-d graph tensor; a tensor with
more than one element raises MindSpore 2.10's ValueError texts (measured on CPU). Such a 0-d
tensor is remembered as a Python scalar of its kind (``scalar_kind``): returned from the graph,
it comes back as that Python number, as MindSpore's graph mode returns it.

>>> _shape_text((2, 3))
'(2, 3)'
"""
import functools
import weakref

import numpy as np

_KINDS = {}     # id of a 0-d graph tensor made by float()/int()/bool()/item() -> (ref, kind)


def mark_scalar(t, kind, known=None):
    """Remember the 0-d graph tensor ``t`` as a Python scalar of ``kind`` (``known``: the number
    it stands for where that is known while tracing, ``ms.mutable(2)`` made in the graph);
    returns ``t``."""
    key = id(t)
    _KINDS[key] = (weakref.ref(t, lambda _, k=key: _KINDS.pop(k, None)), kind, known)
    return t


class MixedJoin:
    """The kind of a graph scalar that is an int in one branch of a tensor-dependent ``if`` and
    a float (or a bool) in the other. MindSpore 2.10 accepts such a join only where the number
    meets a float Tensor (``x * n`` takes each branch's value; measured): returned, in scalar
    arithmetic (``n + 1``, ``n > 2``) or next to an integer Tensor it is the join's TypeError.
    ``error``: that ``JoinError``, raised at the first such use (calling the kind, as the
    output conversion and ``isinstance`` do, raises it too)."""

    def __init__(self, error):
        self.error = error

    def __call__(self, *args):
        raise self.error


def scalar_kind(x):
    """``float``/``int``/``bool`` for a graph tensor that stands for a Python scalar, else None."""
    entry = _KINDS.get(id(x))
    return entry[1] if entry is not None and entry[0]() is x else None


def known_scalar(x):
    """The number a graph scalar made from a constant stands for (``mark_scalar``'s ``known``),
    else None."""
    entry = _KINDS.get(id(x))
    return entry[2] if entry is not None and entry[0]() is x else None


# ops whose result is again a Python scalar when every input is one (``a + 1.0``, ``b // 2``)
SCALAR_ARITH = frozenset((
    "add", "sub", "mul", "div", "real_div", "floor_div", "floor_mod", "mod", "pow", "neg", "abs",
    "maximum", "minimum", "equal", "not_equal", "greater", "greater_equal", "less",
    "less_equal", "bitwise_and", "bitwise_or", "bitwise_xor"))


# int arithmetic whose result ``scalars_in`` can know while tracing when its inputs are known
_KNOWN_INT = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
              "floor_div": lambda a, b: a // b if b else None,
              "floor_mod": lambda a, b: a % b if b else None,
              "maximum": max, "minimum": min, "neg": lambda a: -a, "abs": abs}


def _known_int(x):
    known = x if isinstance(x, int) else known_scalar(x)     # (an ms.mutable int is a subclass)
    return int(known) if isinstance(known, int) and not isinstance(known, bool) else None


def scalars_in(inputs, out, op=None):
    """Mark ``out`` a Python scalar when each input is a marked graph scalar or a Python number
    (at least one of them a graph scalar); its kind follows ``out``'s dtype. Int arithmetic
    (``op``) of ints known while tracing (``len`` of a dynamic-length sequence,
    ``ms.mutable(3)`` made in the graph, Python ints) is known too, so ``range(n - 1)`` and
    ``[0] * (n + 1)`` take it as MindSpore 2.10 does (measured)."""
    Tensor = _tensor_class()
    mixed = [k for k in map(scalar_kind, inputs) if isinstance(k, MixedJoin)]
    if mixed:
        raise mixed[0].error
    marked = False
    for x in inputs:
        if isinstance(x, Tensor):
            if scalar_kind(x) is None:
                return
            marked = True
        elif not isinstance(x, (bool, int, float)):
            return
    if marked:
        _mark_by_dtype(out)
        rule = _KNOWN_INT.get(op)
        known = [_known_int(x) for x in inputs]
        if rule is not None and scalar_kind(out) is int and None not in known:
            mark_scalar(out, int, rule(*known))


def weak_inputs(inputs):
    """The two inputs of a binary op with a graph scalar (``scalar_kind``) next to a tensor: the
    scalar cast to the tensor's dtype where a Python number would take it (an int or float
    next to a float tensor, an int next to an int tensor), so ``x_f16 * float(s)`` stays
    float16 as in PYNATIVE_MODE, where the scalar is a Python number."""
    Tensor = _tensor_class()
    a, b = inputs
    for k, (s, t) in enumerate(((a, b), (b, a))):
        kind = scalar_kind(s) if isinstance(s, Tensor) else None
        if isinstance(kind, MixedJoin):
            if not isinstance(t, Tensor) or scalar_kind(t) is not None or \
                    t.dtype.kind != "float":
                raise kind.error       # arithmetic on the number itself, or an integer Tensor
            s = s.astype(t.dtype)
            return (s, b) if k == 0 else (a, s)
        if kind not in (int, float) or not isinstance(t, Tensor) or scalar_kind(t) is not None:
            continue
        target = t.dtype.kind
        if s.dtype != t.dtype and (target == "float" or (target in ("int", "uint") and
                                                         kind is int)):
            s = s.astype(t.dtype)
            return (s, b) if k == 0 else (a, s)
    return inputs


def scalar_join(out, values, mixed=None):
    """Mark ``out`` (the join of ``values`` across a tensor-dependent ``if`` or a loop) a Python
    scalar when every value is a Python number or a marked graph scalar: ``s = 1 if ... else
    2`` stays an int, as in MindSpore's graph mode and in PYNATIVE_MODE; an int/float join
    (``mixed``: its deferred ``JoinError``), or a value carried from one, stays a ``MixedJoin``.
    Returns ``out``."""
    if mixed is None:
        mixed = next((k.error for k in map(scalar_kind, values) if isinstance(k, MixedJoin)),
                     None)
    if mixed is not None:
        mark_scalar(out, MixedJoin(mixed))
    elif all(python_scalar(v) for v in values):
        _mark_by_dtype(out)
    return out


def python_scalar(v):
    """A Python number, or a graph tensor standing for one (``scalar_kind``)."""
    Tensor = _tensor_class()
    return isinstance(v, (bool, int, float)) or (isinstance(v, Tensor) and
                                                 scalar_kind(v) is not None)


def _mark_by_dtype(out):
    kind = out.dtype.kind
    mark_scalar(out, bool if kind == "bool" else int if kind in ("int", "uint") else float)


def _symbolic(x):
    Tensor = _tensor_class()
    from .ir import Var
    return isinstance(x, Tensor) and isinstance(x._data, Var)


@functools.cache
def _tensor_class():
    """The Tensor class, imported once (``common`` imports the compiler): a relative import in
    a function runs importlib's Python code on every call, and ``scalars_in``/``weak_inputs``
    run for every arithmetic op a graph traces."""
    from ..common.tensor import Tensor
    return Tensor


def _shape_text(shape):
    return "(" + ", ".join(str(d) for d in shape) + ")"


def _to_scalar(x, kind):
    """``float(x)``/``int(x)``/``bool(x)`` of a traced tensor: a 0-d tensor of the graph (as
    MindSpore's graph mode makes a scalar of it), so the value stays known only at run time.
    More than one element: MindSpore 2.10's ValueError texts."""
    if x.size != 1:
        if kind is bool:
            raise ValueError("The truth value of an array with more than one element is "
                             "ambiguous.")
        sep = " :" if kind is int else ":"
        raise ValueError(f"Can not convert Tensor with more than one element to Scalar, while "
                         f"the data's shape is{sep} {_shape_text(x.shape)}")
    from ..common import dtype as mstype
    from ..ops.functional import stop_gradient
    x = stop_gradient(x.reshape(()))      # a Python scalar carries no gradient (MindSpore too)
    if kind is bool:
        x = x != 0 if x.dtype != mstype.bool_ else x
    elif kind is int:
        x = x.astype(mstype.int64)
    elif x.dtype != mstype.float64:
        x = x.astype(mstype.float32)
    return mark_scalar(x, kind)


def _scalar(kind):
    def convert(*args, **kwargs):
        if len(args) == 1 and not kwargs:      # a Parameter's value is known at run time only
            from .conditions import traced_state
            args = (traced_state(args[0]),)
        if len(args) == 1 and not kwargs and _symbolic(args[0]):
            return _to_scalar(args[0], kind)
        if len(args) == 1 and not kwargs and getattr(args[0], "size", 1) != 1 and \
                _is_tensor(args[0]):           # a constant tensor, as MindSpore's graph mode
            if kind is bool:
                return _to_scalar(args[0], kind)
            raise ValueError("Only one element tensors can be converted to Python scalars")
        if len(args) == 1 and not kwargs and isinstance(args[0], np.ndarray) and args[0].size == 1:
            return kind(args[0].reshape(()))      # int(np.array([1])): numpy<2's, MindSpore's
        return kind(*args, **kwargs)
    convert.__name__ = kind.__name__
    return convert


def _is_tensor(x):
    Tensor = _tensor_class()
    return isinstance(x, Tensor)


def _one_element(x, what):
    if x.shape not in ((), (1,)):
        from .errors import OpInputError
        raise OpInputError(
            f"Only tensor which shape is () or (1,) can be converted to bool, but got tensor "
            f"shape is {_shape_text(x.shape)}: the operand of `{what}` needs one element.",
            hint="reduce it first, e.g. `(x > 0).all()` or `(x > 0).any()`, or use "
                 "ops.logical_and / ops.logical_or / ops.logical_not elementwise.")
