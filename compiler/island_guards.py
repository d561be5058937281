"""Tests of the conditional expressions around an island's ``asnumpy()``/``tolist()`` call.

``self.w.asnumpy() if self.flag and x.shape[0] > 2 else x * 2`` reads a Parameter only when the
test holds. MindSpore 2.10's graph folds a test made of compile-time values before it checks the
branches (measured: ``and``/``or``/``not``, comparisons and chained comparisons, ``is None``,
``in`` a tuple, of constants, attributes and ``x.shape[0]``/``x.ndim``), so the read of a branch
the test rules out is no error. ``encode`` turns such a test into constant data that
``compiler.island_ast`` hands to the island call; ``evaluate`` computes it on the island's input
values while tracing, giving ``UNKNOWN`` for anything that is not a Python value then (a tensor
test, a name that is not an input, a call, ...), which keeps the branch live.

>>> import ast
>>> g = encode(ast.parse("self.k > 2 and not x", mode="eval").body, ["self", "x"])
>>> class C: k = 3
>>> evaluate(g, [C(), 0]), evaluate(g, [C(), 1])
(True, False)
"""
import ast
import operator

from .tree import _tensor_type

UNKNOWN = object()
_CMP = {ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.Lt: operator.lt, ast.LtE: operator.le,
        ast.Gt: operator.gt, ast.GtE: operator.ge, ast.Is: operator.is_,
        ast.IsNot: operator.is_not, ast.In: lambda a, b: a in b,
        ast.NotIn: lambda a, b: a not in b}
_CMP_NAMES = {t: t.__name__ for t in _CMP}
_BY_NAME = {name: _CMP[t] for t, name in _CMP_NAMES.items()}
_PLAIN = (bool, int, float, str, type(None))
_TENSOR_ATTRS = frozenset({"shape", "ndim", "dtype", "size"})   # static on a traced tensor


def encode(node, inputs):
    """``node`` (a test expression) as nested tuples of constants, or None where it holds
    anything but constants, inputs, attributes, constant subscripts, ``not``/``and``/``or``,
    comparisons and tuples of these (a call could trace ops or have effects)."""
    if isinstance(node, ast.Constant):
        return ("const", node.value) if isinstance(node.value, _PLAIN) else None
    if isinstance(node, ast.Name):
        return ("input", inputs.index(node.id)) if node.id in inputs else None
    if isinstance(node, ast.Attribute):
        inner = encode(node.value, inputs)
        return None if inner is None else ("attr", inner, node.attr)
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and \
            isinstance(node.slice.value, int):
        inner = encode(node.value, inputs)
        return None if inner is None else ("item", inner, node.slice.value)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        inner = encode(node.operand, inputs)
        return None if inner is None else ("not", inner)
    if isinstance(node, (ast.BoolOp, ast.Tuple)):
        parts = tuple(encode(v, inputs) for v in getattr(node, "values", None) or node.elts)
        if any(p is None for p in parts):
            return None
        return ("tuple" if isinstance(node, ast.Tuple) else type(node.op).__name__.lower(), parts)
    if isinstance(node, ast.Compare) and all(type(op) in _CMP for op in node.ops):
        parts = tuple(encode(v, inputs) for v in [node.left] + node.comparators)
        if any(p is None for p in parts):
            return None
        return ("cmp", parts, tuple(_CMP_NAMES[type(op)] for op in node.ops))
    return None


def evaluate(guard, values):
    """``guard`` (``encode``'s) on the island's input ``values``: a Python value, or
    ``UNKNOWN``."""
    from .control import UNDEF
    Tensor = _tensor_type()
    kind = guard[0]
    if kind == "const":
        return guard[1]
    if kind == "input":
        v = values[guard[1]]
        return UNKNOWN if v is UNDEF or isinstance(v, Tensor) else v
    if kind in ("attr", "item"):
        return _step(guard, values, Tensor, UNDEF)
    if kind == "not":
        v = evaluate(guard[1], values)
        return v if v is UNKNOWN else not v
    if kind in ("and", "or"):
        v = UNKNOWN
        for part in guard[1]:
            v = evaluate(part, values)
            if v is UNKNOWN or bool(v) == (kind == "or"):
                return v
        return v
    parts = [evaluate(p, values) for p in guard[1]]
    if any(p is UNKNOWN or isinstance(p, Tensor) for p in parts):
        return UNKNOWN
    if kind == "tuple":
        return tuple(parts)
    for (a, b), name in zip(zip(parts, parts[1:]), guard[2]):
        try:
            ok = _BY_NAME[name](a, b)
        except Exception:  # noqa: BLE001  (the island's own error, at run time)
            return UNKNOWN
        if not isinstance(ok, bool):
            return UNKNOWN
        if not ok:
            return False
    return True


def truth(guard, values):
    """``bool`` of ``evaluate``'s value; None when it is ``UNKNOWN`` or has no truth value (a
    numpy array of several items)."""
    v = evaluate(guard, values)
    if v is UNKNOWN:
        return None
    try:
        return bool(v)
    except Exception:  # noqa: BLE001
        return None


def _step(guard, values, tensor_type, undef):
    """``value.attr`` / ``value[i]`` of an encoded attribute or subscript."""
    inner = guard[1]
    base = values[inner[1]] if inner[0] == "input" else evaluate(inner, values)
    if base is UNKNOWN or base is undef:
        return UNKNOWN
    try:
        if guard[0] == "item":
            if not isinstance(base, (tuple, list, str)):
                return UNKNOWN
            return base[guard[2]]
        if isinstance(base, tensor_type) and guard[2] not in _TENSOR_ATTRS:
            return UNKNOWN
        out = getattr(base, guard[2])
    except Exception:  # noqa: BLE001
        return UNKNOWN
    return UNKNOWN if isinstance(out, tensor_type) else out
