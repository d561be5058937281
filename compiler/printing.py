"""``print`` inside a compiled graph, in MindSpore GRAPH_MODE's format.

MindSpore's graph ``print`` writes each argument on its own line; a tensor as
``Tensor(shape=[2], dtype=Float32, value=[ 1.00000000e+00  2.00000000e+00])`` (no commas,
``value=`` then a new line for more than one dimension, dimensions over 6 summarized to 3+3
items, 1-D tensors over 1000 items too, long 1-D rows wrapped); a 0-d tensor and a Python
number as C++ streams them (``%g``, booleans as 1/0); a tuple or list as ``(1, 2)``.

>>> import numpy as np
>>> print(format_value(np.array([1.0, -2.5], np.float32)))
Tensor(shape=[2], dtype=Float32, value=[ 1.00000000e+00 -2.50000000e+00])
>>> print(format_value(np.arange(4, dtype=np.int32).reshape(2, 2)))
Tensor(shape=[2, 2], dtype=Int32, value=
[[0 1]
 [2 3]])
>>> format_value(True), format_value(2.5), format_value([1, (2, 0.1)])
('1', '2.5', '(1, (2, 0.1))')
"""
import jax.numpy as jnp
import numpy as np

_EDGE = 3            # items kept at each end of a summarized dimension
_DIM_LIMIT = 6       # dimensions (of a tensor with ndim > 1) longer than this are summarized
_SIZE_LIMIT = 1000   # 1-D tensors longer than this are summarized


def format_value(x):
    """One argument of ``print`` as MindSpore's graph print writes it (a str)."""
    if isinstance(x, str):
        return x
    if isinstance(x, (bool, np.bool_)):
        return "1" if x else "0"
    if isinstance(x, (int, np.integer)):
        return str(int(x))
    if isinstance(x, (float, np.floating)):
        return "%g" % float(x)
    if isinstance(x, (tuple, list)):
        return "(" + ", ".join(format_value(e) for e in x) + ")"
    if hasattr(x, "shape") and hasattr(x, "dtype") and not isinstance(x, type):
        return format_tensor(np.asarray(x))
    return str(x)


def sparse_parts(args):
    """MindSpore's graph print shows a sparse tensor as its parts, one line each: its Tensors,
    then each dimension of its dense shape."""
    from ..common.sparse_tensor import is_sparse
    return [p for a in args for p in ((*a.to_tuple()[:-1], *a.to_tuple()[-1])
                                      if is_sparse(a) else (a,))]


def tensor_arg(b, a):
    """How a graph print shows the argument ``a``: ("var", its Var) for a Tensor known only at
    run time (traced, or a Parameter or buffer: its value on this call), ("const", its value)
    for one known while compiling (concrete, or computed by ``b``'s graph from constants
    alone: 2.10 folds it), (None, None) for anything else."""
    from ..common.parameter import Parameter, _Buffer
    from ..common.tensor import Tensor
    from . import ir
    from .passes import constant_value
    if isinstance(a, (Parameter, _Buffer)):        # Cell state: a graph input
        return "var", b.value(a)
    if not isinstance(a, Tensor) or a._data is None:
        return None, None
    if not isinstance(a._data, ir.Var):
        return "const", a.asnumpy()
    value = constant_value(b.graph, a._data)
    return ("var", a._data) if value is None else ("const", value)


def format_constant(arr):
    """A Tensor known while compiling (a Cell's Tensor attribute, ``Tensor(...)`` made in the
    graph): 2.10 prints the value of its ``repr`` with parentheses for brackets (measured:
    ``(( 3.00000000e+00,  4.00000000e+00),\n ( 6.00000000e+00,  8.00000000e+00))``)."""
    from ..common._format import array_body
    if arr.ndim == 0:
        return format_value(arr.item())
    return array_body(arr).translate(_PARENS)


_PARENS = str.maketrans("[]", "()")


def format_tensor(arr):
    """A runtime array as ``Tensor(shape=[...], dtype=..., value=...)`` (0-d: the number)."""
    from ..common import dtype as mstype
    if arr.ndim == 0:
        return format_value(arr.item())
    name = str(mstype.to_mstype(arr.dtype))
    shape = "[" + ", ".join(str(d) for d in arr.shape) + "]"
    body = _body(arr)
    sep = "\n" if arr.ndim > 1 else ""
    return f"Tensor(shape={shape}, dtype={name}, value={sep}{body})"


def _item_format(arr):
    kind = arr.dtype.kind
    if kind == "b":
        return lambda v: "True" if v else "False", 5, 12
    if kind in "iu":
        return lambda v: str(int(v)), 0, 24
    if kind == "f" or jnp.issubdtype(arr.dtype, jnp.floating):     # bfloat16's kind is "V"
        digits = 4 if arr.dtype.itemsize <= 2 else 8
        return lambda v: "% .*e" % (digits, float(v)), 0, 12
    return str, 0, 12


def _body(arr):
    fmt, min_width, per_line = _item_format(arr)
    limit = _SIZE_LIMIT if arr.ndim == 1 else _DIM_LIMIT
    shown = _shown_items(arr, limit)
    width = max([min_width] + [len(fmt(v)) for v in shown])

    def item(v):
        return fmt(v).rjust(width)

    def rec(a, depth):
        n = a.shape[0]
        cut = n > limit
        idx = list(range(_EDGE)) + [None] + list(range(n - _EDGE, n)) if cut else range(n)
        if a.ndim == 1:
            parts = ["..." if i is None else item(a[i]) for i in idx]
            if arr.ndim == 1 and not cut:      # long 1-D rows wrap every `per_line` items
                lines = [" ".join(parts[k:k + per_line]) for k in range(0, len(parts), per_line)]
                return "[" + " \n ".join(lines) + "]"
            return "[" + " ".join(parts) + "]"
        pad = "\n" + " " * (depth + 1)
        return "[" + pad.join("..." if i is None else rec(a[i], depth + 1) for i in idx) + "]"
    return rec(arr, 0)


def _shown_items(arr, limit):
    """The items a summarized print shows (their widths set the column width)."""
    a = arr
    for axis in range(arr.ndim):
        if a.shape[axis] > limit:
            keep = np.r_[0:_EDGE, a.shape[axis] - _EDGE:a.shape[axis]]
            a = np.take(a, keep, axis=axis)
    return a.ravel()


def print_text(template, arrays):
    """The text one graph ``print`` writes: ``template`` holds each argument's formatted text,
    or a ``Slot`` where a runtime tensor goes (inside tuples too)."""
    it = iter(arrays)

    def fill(t):
        if isinstance(t, Slot):
            return format_tensor(np.asarray(next(it)))
        if isinstance(t, tuple):
            return "(" + ", ".join(fill(e) for e in t) + ")"
        return t
    return "\n".join(fill(t) for t in template)


class Slot:
    """Where a runtime tensor goes in a print template."""

    __slots__ = ()


SLOT = Slot()

__all__ = ["format_value", "format_constant", "format_tensor", "tensor_arg",
           "sparse_parts", "print_text", "SLOT"]
