"""Functional ops (``ops.add``, ``ops.matmul``, ``ops.sum``, ...): MindSpore 2.10 names and
signatures, each a thin call of ``dispatch`` on a registry entry looked up once at import.

>>> import minicell as ms
>>> from minicell import ops
>>> ops.mul(ms.Tensor([1.0, 2.0]), 3).asnumpy().tolist()
[3.0, 6.0]

Elementwise math, comparisons, reductions, linear algebra and state ops live here; layout,
indexing and creation in ``array_ops`` / ``indexing``, random draws in ``random_ops``.
"""
from ..common.tensor import Tensor
from ..runtime.dispatch import dispatch, state
from ..runtime.registry import freeze_attrs, get_op
from . import _util
from .array_ops import *  # noqa: F401,F403
from .array_ops import __all__ as _array_all
from .indexing import *  # noqa: F401,F403
from .indexing import __all__ as _index_all
from .random_ops import *  # noqa: F401,F403
from .random_ops import __all__ as _random_all

_op = get_op


# ---- elementwise ----------------------------------------------------------------------------

def _binary_fn(opname, pyname, doc):
    op = _op(opname)

    def fn(input, other):
        return dispatch(op, (input, other))
    fn.__name__ = fn.__qualname__ = pyname
    fn.__doc__ = doc
    return fn


def _unary_fn(opname, pyname, doc):
    op = _op(opname)

    def fn(input):
        return dispatch(op, (input,))
    fn.__name__ = fn.__qualname__ = pyname
    fn.__doc__ = doc
    return fn


_EX = "\n\n    >>> from minicell import ops, Tensor\n    >>> ops.{}({}).asnumpy().tolist()\n    {}"

# (public name, registry op, example args, example result)
_BINARY = [
    ("add", "add", "Tensor([1.0]), 2.0", "[3.0]"),
    ("sub", "sub", "Tensor([1.0]), 2.0", "[-1.0]"),
    ("mul", "mul", "Tensor([1.0]), 2.0", "[2.0]"),
    ("true_divide", "div", "Tensor([1]), 2", "[0.5]"),
    ("floor_div", "floor_div", "Tensor([7]), 2", "[3]"),
    ("floor_divide", "floor_div", "Tensor([7]), 2", "[3]"),
    ("floor_mod", "floor_mod", "Tensor([7]), 2", "[1]"),
    ("remainder", "floor_mod", "Tensor([-7]), 2", "[1]"),
    ("pow", "pow", "Tensor([3.0]), 2", "[9.0]"),
    ("maximum", "maximum", "Tensor([1.0]), 2.0", "[2.0]"),
    ("minimum", "minimum", "Tensor([1.0]), 2.0", "[1.0]"),
    ("atan2", "atan2", "Tensor([0.0]), 1.0", "[0.0]"),
    ("equal", "equal", "Tensor([1]), 1", "[True]"),
    ("eq", "equal", "Tensor([1]), 1", "[True]"),
    ("not_equal", "not_equal", "Tensor([1]), 1", "[False]"),
    ("ne", "not_equal", "Tensor([1]), 1", "[False]"),
    ("less", "less", "Tensor([1]), 2", "[True]"),
    ("lt", "less", "Tensor([1]), 2", "[True]"),
    ("less_equal", "less_equal", "Tensor([1]), 1", "[True]"),
    ("le", "less_equal", "Tensor([1]), 1", "[True]"),
    ("greater", "greater", "Tensor([1]), 2", "[False]"),
    ("gt", "greater", "Tensor([1]), 2", "[False]"),
    ("greater_equal", "greater_equal", "Tensor([1]), 1", "[True]"),
    ("ge", "greater_equal", "Tensor([1]), 1", "[True]"),
    ("logical_and", "logical_and", "Tensor([True]), False", "[False]"),
    ("logical_or", "logical_or", "Tensor([True]), False", "[True]"),
    ("logical_xor", "logical_xor", "Tensor([True]), True", "[False]"),
    ("bitwise_and", "bitwise_and", "Tensor([6]), 3", "[2]"),
    ("bitwise_or", "bitwise_or", "Tensor([6]), 3", "[7]"),
    ("bitwise_xor", "bitwise_xor", "Tensor([6]), 3", "[5]"),
]
_UNARY = [
    ("neg", "neg", "Tensor([1.0])", "[-1.0]"),
    ("negative", "neg", "Tensor([1.0])", "[-1.0]"),
    ("abs", "abs", "Tensor([-1.0])", "[1.0]"),
    ("absolute", "abs", "Tensor([-1.0])", "[1.0]"),
    ("sign", "sign", "Tensor([-2.0])", "[-1.0]"),
    ("square", "square", "Tensor([3.0])", "[9.0]"),
    ("exp", "exp", "Tensor([0.0])", "[1.0]"),
    ("expm1", "expm1", "Tensor([0.0])", "[0.0]"),
    ("log", "log", "Tensor([1.0])", "[0.0]"),
    ("log1p", "log1p", "Tensor([0.0])", "[0.0]"),
    ("sqrt", "sqrt", "Tensor([4.0])", "[2.0]"),
    ("rsqrt", "rsqrt", "Tensor([4.0])", "[0.5]"),
    ("reciprocal", "reciprocal", "Tensor([4.0])", "[0.25]"),
    ("sin", "sin", "Tensor([0.0])", "[0.0]"),
    ("cos", "cos", "Tensor([0.0])", "[1.0]"),
    ("tan", "tan", "Tensor([0.0])", "[0.0]"),
    ("tanh", "tanh", "Tensor([0.0])", "[0.0]"),
    ("sigmoid", "sigmoid", "Tensor([0.0])", "[0.5]"),
    ("erf", "erf", "Tensor([0.0])", "[0.0]"),
    ("floor", "floor", "Tensor([1.5])", "[1.0]"),
    ("ceil", "ceil", "Tensor([1.5])", "[2.0]"),
    ("isnan", "isnan", "Tensor([1.0])", "[False]"),
    ("isinf", "isinf", "Tensor([1.0])", "[False]"),
    ("isfinite", "isfinite", "Tensor([1.0])", "[True]"),
    ("logical_not", "logical_not", "Tensor([True])", "[False]"),
    ("bitwise_not", "invert", "Tensor([0])", "[-1]"),
    ("relu", "relu", "Tensor([-1.0, 2.0])", "[0.0, 2.0]"),
]
for _name, _opname, _args, _res in _BINARY:
    globals()[_name] = _binary_fn(_opname, _name, f"Elementwise ``{_opname}`` with broadcasting "
                                  f"and MindSpore's type promotion." + _EX.format(_name, _args, _res))
for _name, _opname, _args, _res in _UNARY:
    globals()[_name] = _unary_fn(_opname, _name, f"Elementwise ``{_opname}``."
                                 + _EX.format(_name, _args, _res))

_DIV, _FLOOR_DIV, _ROUND, _CAST = _op("div"), _op("floor_div"), _op("round"), _op("cast")
_SOFTMAX, _LOG_SOFTMAX = _op("softmax"), _op("log_softmax")
_MAXIMUM, _MINIMUM, _MASKED_FILL = _op("maximum"), _op("minimum"), _op("masked_fill")


def div(input, other, *, rounding_mode=None):
    """``input / other``; integers divide to Float32. ``rounding_mode`` 'floor' or 'trunc'
    rounds the quotient.

    >>> from minicell import ops, Tensor
    >>> ops.div(Tensor([7]), 2).asnumpy().tolist(), ops.div(Tensor([-7]), 2, rounding_mode='trunc').asnumpy().tolist()
    ([3.5], [-3])
    """
    if rounding_mode is None:
        return dispatch(_DIV, (input, other))
    if rounding_mode == "floor":
        return dispatch(_FLOOR_DIV, (input, other))
    if rounding_mode == "trunc":
        q = dispatch(_DIV, (input, other))
        q = dispatch(_op("sign"), (q,)) * dispatch(_op("floor"), (dispatch(_op("abs"), (q,)),))
        ref = dispatch(_op("add"), (input, other))  # integers keep their promoted int dtype
        return q if ref.dtype == q.dtype else cast(q, ref.dtype)
    raise ValueError(f"For 'div', 'rounding_mode' must be None, 'floor' or 'trunc', but got "
                     f"{rounding_mode!r}")


divide = div


def round(input, *, decimals=0):
    """Round half to even (``decimals`` places).

    >>> from minicell import ops, Tensor
    >>> ops.round(Tensor([2.5, 0.126]), decimals=0).asnumpy().tolist()
    [2.0, 0.0]
    """
    if decimals:
        scale = 10.0 ** decimals
        return dispatch(_ROUND, (input * scale,)) / scale
    return dispatch(_ROUND, (input,))


def cast(input, dtype):
    """Cast ``input`` to ``dtype``.

    >>> import minicell as ms
    >>> ms.ops.cast(ms.Tensor([1.7]), ms.int32)
    Tensor(shape=[1], dtype=Int32, value= [1])
    """
    return dispatch(_CAST, (input,), freeze_attrs({"dtype": _util.dtype_name(dtype)}))


_AXIS_ATTRS = {}


def _axis_attrs(axis):
    """Frozen ``{"axis": axis}``, cached: softmax sits on hot paths (attention, losses)."""
    attrs = _AXIS_ATTRS.get(axis)
    if attrs is None:
        attrs = _AXIS_ATTRS[axis] = freeze_attrs({"axis": int(axis)})
    return attrs


def softmax(input, axis=-1, *, dtype=None):
    """exp(x) / sum(exp(x)) along ``axis``.

    >>> from minicell import ops, Tensor
    >>> ops.softmax(Tensor([0.0, 0.0])).asnumpy().tolist()
    [0.5, 0.5]
    """
    if dtype is not None:
        input = cast(input, dtype)
    return dispatch(_SOFTMAX, (input,), _axis_attrs(axis))


def log_softmax(logits, axis=-1):
    """log(softmax(x)) along ``axis``, computed stably.

    >>> from minicell import ops, Tensor
    >>> print(f"{ops.log_softmax(Tensor([0.0, 0.0])).asnumpy()[0]:.4f}")
    -0.6931
    """
    return dispatch(_LOG_SOFTMAX, (logits,), _axis_attrs(axis))


def clip_by_value(x, clip_value_min=None, clip_value_max=None):
    """Limit ``x`` to [clip_value_min, clip_value_max] (either bound may be None).

    >>> from minicell import ops, Tensor
    >>> ops.clip_by_value(Tensor([-1.0, 5.0]), 0.0, 1.0).asnumpy().tolist()
    [0.0, 1.0]
    """
    if clip_value_min is None and clip_value_max is None:
        raise ValueError("For 'clip_by_value', 'clip_value_min' and 'clip_value_max' must not "
                         "both be None")
    out = x
    if clip_value_min is not None:
        out = dispatch(_MAXIMUM, (out, clip_value_min))
    if clip_value_max is not None:
        out = dispatch(_MINIMUM, (out, clip_value_max))
    if isinstance(x, Tensor) and out.dtype != x.dtype:
        out = cast(out, x.dtype)  # a Python float bound must not promote an int tensor
    return out


def clamp(input, min=None, max=None):
    """``ops.clamp``: same as ``clip_by_value(input, min, max)``."""
    return clip_by_value(input, min, max)


clip = clamp


def isclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    """``|input - other| <= atol + rtol * |other|`` elementwise.

    >>> from minicell import ops, Tensor
    >>> ops.isclose(Tensor([1.0]), Tensor([1.0 + 1e-9])).asnumpy().tolist()
    [True]
    """
    out = abs(input - other) <= atol + rtol * abs(other)
    if equal_nan:
        out = logical_or(out, logical_and(isnan(input), isnan(other)))  # noqa: F821
    return out


def lerp(input, end, weight):
    """``input + weight * (end - input)``."""
    return input + weight * (end - input)


# ---- reductions -----------------------------------------------------------------------------
from .reductions import *  # noqa: E402,F401,F403
from .reductions import __all__ as _reduce_all  # noqa: E402

# ---- linear algebra -------------------------------------------------------------------------
_MATMUL, _EINSUM = _op("matmul"), _op("einsum")
_MATMUL_PLAIN = freeze_attrs({"transpose_a": False, "transpose_b": False})


def matmul(input, other):
    """Matrix product with numpy ``matmul`` semantics (leading axes broadcast).

    >>> from minicell import ops, Tensor
    >>> ops.matmul(Tensor([[1.0, 2.0]]), Tensor([[3.0], [4.0]])).asnumpy().tolist()
    [[11.0]]
    """
    return dispatch(_MATMUL, (input, other), _MATMUL_PLAIN)


def bmm(input_x, mat2):
    """Batched matrix product of (..., n, m) and (..., m, p)."""
    if _util.ndim_of(input_x) < 3 or _util.ndim_of(mat2) < 3:
        raise ValueError(f"For 'bmm', both inputs must be at least 3-D, but got shapes "
                         f"{_util.shape_of(input_x)} and {_util.shape_of(mat2)}")
    return dispatch(_MATMUL, (input_x, mat2), _MATMUL_PLAIN)


def mm(input, mat2):
    """Product of two 2-D matrices."""
    if _util.ndim_of(input) != 2 or _util.ndim_of(mat2) != 2:
        raise ValueError(f"For 'mm', both inputs must be 2-D, but got shapes "
                         f"{_util.shape_of(input)} and {_util.shape_of(mat2)}")
    return dispatch(_MATMUL, (input, mat2), _MATMUL_PLAIN)


def dot(input, other):
    """Dot product (``matmul`` for 1-D/2-D inputs)."""
    return dispatch(_MATMUL, (input, other), _MATMUL_PLAIN)


def outer(input, vec2):
    """Outer product of two 1-D tensors: ``out[i, j] = input[i] * vec2[j]``."""
    return reshape(input, (-1, 1)) * reshape(vec2, (1, -1))  # noqa: F821


def einsum(equation, *operands):
    """Einstein summation, e.g. ``ops.einsum('ij,jk->ik', a, b)``."""
    if len(operands) == 1 and isinstance(operands[0], (list, tuple)):
        operands = tuple(operands[0])
    return dispatch(_EINSUM, operands, freeze_attrs({"equation": equation}))


# ---- state and ordering ---------------------------------------------------------------------
_ASSIGN, _DEPEND, _STOP_GRADIENT = _op("assign"), _op("depend"), _op("stop_gradient")


def assign(variable, value):
    """Write ``value`` into the Parameter ``variable`` (cast to its dtype; same shape) and
    return it. Inside a compiled graph the write happens when the graph runs.

    >>> import minicell as ms
    >>> p = ms.Parameter(ms.Tensor([1.0, 2.0]), name="p")
    >>> _ = ms.ops.assign(p, ms.Tensor([3.0, 4.0])); p.asnumpy().tolist()
    [3.0, 4.0]
    """
    from ..common.parameter import Parameter
    if not isinstance(variable, Parameter):
        raise TypeError(f"For 'Assign', 'variable' must be a Parameter, but got "
                        f"{type(variable).__name__}")
    from ..runtime.param_write import write
    return write(variable, value, "Assign")


def depend(value, expr):
    """``value``, computed after ``expr`` in a compiled graph (eager code already runs in
    order, so it returns ``value`` unchanged).

    >>> import minicell as ms
    >>> ms.ops.depend(ms.Tensor([1.0]), ms.Tensor([2.0])).asnumpy().tolist()
    [1.0]
    """
    return state.tracer.depend(value, expr)


def stop_gradient(value):
    """Identity in the forward pass; no gradient flows back through it.

    >>> import minicell as ms
    >>> ms.ops.stop_gradient(ms.Tensor([1.0])).asnumpy().tolist()
    [1.0]
    """
    return dispatch(_STOP_GRADIENT, (value,))


__all__ = ([n for n, *_ in _BINARY] + [n for n, *_ in _UNARY] + [
    "div", "divide", "round", "cast", "softmax", "log_softmax", "clip_by_value", "clamp",
    "clip", "isclose", "lerp", "matmul", "bmm", "mm", "dot", "outer", "einsum", "assign",
    "depend", "stop_gradient"] + list(_array_all) + list(_index_all) + list(_random_all)
    + list(_reduce_all))
