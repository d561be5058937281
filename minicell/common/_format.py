"""MindSpore's printed formats for Tensor.

``repr(t)`` follows MindSpore's own tensor printer (not numpy's): floats in scientific notation
with 8 digits (4 for float16) in a fixed-width column, computed from the stored value (so
float32 0.2 prints as ``2.00000003e-01``), integers right-aligned to the widest element,
``...`` summaries (3 items each side) for rows longer than 6 in tensors of rank >= 2 and for
1-D tensors longer than 1000, and a line break every 12 floats/bools or 24 integers in 1-D
tensors. 0-d tensors print their value in C++ stream style (``%g``). ``str(t)`` (what ``print``
shows) is numpy's ``str`` of the data, as in MindSpore (whose numpy bfloat16 prints ``%f``).
A Tensor that shares a numpy array's memory in MindSpore (``Tensor.from_numpy``, the Tensors a
dataset iterator gives) prints its values as numpy does instead (``value= [1., 1.]``, measured
on 2.10); ``numpy_text`` marks one, and it keeps the mark when written in place.

>>> import minicell as ms
>>> ms.Tensor([20.0, 0.2, 0.3])
Tensor(shape=[3], dtype=Float32, value= [ 2.00000000e+01,  2.00000003e-01,  3.00000012e-01])
>>> print(ms.Tensor([20.0, 0.2, 0.3]))
[20.   0.2  0.3]
"""
import weakref

import numpy as np

_EDGE = 3            # items shown at each end of a summarised dimension
_ROW_LIMIT = 6       # rows (and innermost dims of rank >= 2 tensors) longer than this are summarised
_FLAT_LIMIT = 1000   # 1-D tensors longer than this are summarised
_LINE_FLOAT = 12     # 1-D tensors break the line every 12 floats / bools ...
_LINE_INT = 24       # ... and every 24 integers


def _element_formatter(arr):
    """(format one element, items per line in 1-D) for the array's dtype."""
    kind = arr.dtype.kind
    name = arr.dtype.name
    if kind == "b":
        return (lambda v: "True" if v else "False"), _LINE_FLOAT, 5
    if kind in "iu":
        shown = _shown(arr)
        width = max(len(str(int(shown.min()))), len(str(int(shown.max()))))
        return (lambda v: str(int(v))), _LINE_INT, width
    if name == "float16":
        return (lambda v: _c_float(v, "11.4e")), _LINE_FLOAT, 0
    if name in ("float32", "float64"):
        return (lambda v: _c_float(v, "15.8e")), _LINE_FLOAT, 0
    # bfloat16, complex: C++ stream default (%g), right-aligned to the widest element.
    fmt = _scalar_text
    width = max((len(fmt(v)) for v in _shown(arr).reshape(-1)), default=1)
    return fmt, _LINE_FLOAT, width


def _shown(arr):
    """The elements a summarised print shows (column widths are measured on these only)."""
    for axis, n in enumerate(arr.shape):
        inner = axis == arr.ndim - 1
        limit = _FLAT_LIMIT if (inner and arr.ndim == 1) else _ROW_LIMIT
        if n > limit:
            keep = list(range(_EDGE)) + list(range(n - _EDGE, n))
            arr = np.take(arr, keep, axis=axis)
    return arr


def _c_float(v, spec):
    """``v`` formatted as C's printf does: a NaN whose sign bit is set prints ``-nan`` (Python
    prints ``nan`` for both; measured on 2.10: ``repr(ops.sqrt(Tensor([-2.])))`` shows
    ``-nan``, ``Tensor([np.nan])`` shows ``nan``)."""
    v = float(v)
    if v != v and np.signbit(v):
        width = spec.lstrip("+").split(".")[0].rstrip("eg")
        return "-nan".rjust(int(width or 0))
    return format(v, spec)


def _scalar_text(v):
    """A single value the way a C++ ``ostream`` prints it (``%g``; ``True``/``False``)."""
    if isinstance(v, (bool, np.bool_)):
        return "True" if v else "False"
    if isinstance(v, (complex, np.complexfloating)):
        imag = _c_float(v.imag, "+g")
        return _c_float(v.real, "g") + ("+" + imag if imag == "-nan" else imag) + "j"
    if isinstance(v, (np.integer, int)):
        return str(int(v))
    return _c_float(v, "g")


def _row(arr, ndim, fmt, per_line, width, comma):
    """The innermost dimension: ``[a, b, c ... x, y, z]`` (``[a b c]`` without ``comma``)."""
    n = arr.shape[0]
    sep = ", " if comma else " "

    def items(start, end, breaks=True):
        out = []
        for i in range(start, end):
            out.append(fmt(arr[i]).rjust(width))
            if i != end - 1:
                out.append(sep)
            if breaks and ndim == 1 and (i + 1) % per_line == 0:
                out.append("\n ")
        return "".join(out)

    limit = _FLAT_LIMIT if ndim == 1 else _ROW_LIMIT
    if n > limit:
        # A summarised row never breaks lines.
        return "[" + items(0, _EDGE, False) + " ... " + items(n - _EDGE, n, False) + "]"
    return "[" + items(0, n) + "]"


def _nested(arr, depth, ndim, fmt, per_line, width, comma):
    if depth == ndim - 1:
        return _row(arr, ndim, fmt, per_line, width, comma)
    n = arr.shape[0]
    mark = "," if comma else ""
    indent = "\n" + " " * (depth + 1)
    sub = lambda i: _nested(arr[i], depth + 1, ndim, fmt, per_line, width, comma)  # noqa: E731
    parts = ["["]
    for i in range(min(_EDGE, n)):
        if i:
            parts.append(mark + indent)
        parts.append(sub(i))
    if n > _ROW_LIMIT:
        parts.append(mark + indent + "...")
    for j, i in enumerate(range(max(n - _EDGE, _EDGE), n)):
        # No comma right after the "..." line (MindSpore's printer omits it).
        parts.append((mark if (j or n <= _ROW_LIMIT) else "") + indent + sub(i))
    parts.append("]")
    return "".join(parts)


def array_body(arr, comma=True):
    """MindSpore's text for the values of a numpy array (what follows ``value=``); without
    ``comma``, the layout of MindSpore's C++ ``Tensor::ToString`` (``[[0 1]\n [1 2]]``), which
    is how it prints the Tensors inside a COOTensor/CSRTensor."""
    if arr.ndim == 0:
        return _scalar_text(arr.item() if arr.dtype.kind in "biuc" else arr[()])
    if arr.size == 0:
        return ""
    fmt, per_line, width = _element_formatter(arr)
    return _nested(arr, 0, arr.ndim, fmt, per_line, width, comma)


def _head(t):
    return f"Tensor(shape={list(t.shape)}, dtype={t.dtype}, value="


def _uninitialized(t):
    # MindSpore breaks the line only for rank >= 2, as for values.
    return _head(t) + ("\n" if len(t.shape) > 1 else "") + "<uninitialized>)"


_NUMPY_TEXT = {}     # id of a Tensor marked by ``numpy_text`` -> a weak reference to it


def numpy_text(t):
    """Mark the Tensor ``t`` as printing its values as numpy does (see the module docstring);
    returns ``t``."""
    key = id(t)
    _NUMPY_TEXT[key] = weakref.ref(t, lambda _, k=key: _NUMPY_TEXT.pop(k, None))
    return t


def _numpy_text(t):
    ref = _NUMPY_TEXT.get(id(t))
    return ref is not None and ref() is t


def tensor_repr(t):
    """``repr`` of a Tensor (see the module docstring)."""
    if t._data is None:
        return _uninitialized(t)
    arr = t.asnumpy()
    sep = "\n" if arr.ndim > 1 else " "
    text = _numpy_text(t) or arr.dtype.kind in "US"     # a String tensor's: numpy's
    body = np.array2string(arr, separator=", ") if text else array_body(arr)
    return _head(t) + sep + body + ")"


def tensor_str(t):
    """``str`` of a Tensor: numpy's text of its data (``<uninitialized>`` for a lazy one)."""
    if t._data is None:
        return _uninitialized(t)
    arr = t.asnumpy()
    if arr.dtype.name == "bfloat16":   # 2.10's numpy bfloat16 prints each element as '%f'
        return np.array2string(arr, formatter={"all": lambda v: f"{float(v):f}"})
    return str(arr)
