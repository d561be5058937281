"""2.10's DCT Primitives (``ops.auto_generate.DCT()(x, type, n, axis, norm)``, ``IDCT``, ``DCTN``,
``IDCTN``; ``mindspore.scipy.fft`` calls them): the orthonormal DCT-II and its inverse, over one
axis or several, with 2.10's checks: only ``type=2`` and ``norm="ortho"`` (None means it).
int16/32/64, float16 and float32 give float32, float64 gives float64, complex64/128 keep their
dtype (real and imaginary parts transform separately).

>>> import minicell as ms
>>> [round(v, 4) for v in ms.ops.auto_generate.DCT()(ms.Tensor([1, 2, 3])).asnumpy()[:2].tolist()]
[3.4641, -1.4142]
"""
from ..common import dtype as mstype
from ..common.tensor import Tensor
from . import functional as F
from .linalg_funcs import call

_DTYPES = (mstype.int16, mstype.int32, mstype.int64, mstype.float16, mstype.bfloat16,
           mstype.float32, mstype.float64, mstype.complex64, mstype.complex128)


def _kind(v):
    if v is None:
        return "None"
    if isinstance(v, (tuple, list)):
        inner = ", ".join(_kind(e) for e in v)
        return f"{'Tuple' if isinstance(v, tuple) else 'List'}<{inner}>"
    return {bool: "bool", int: "int", float: "float", str: "string"}.get(type(v), str(type(v)))


def _call_error(prim, x, kind, size_name, size, axis_name, axis, norm):
    kinds = [f"x={'Tensor' if isinstance(x, Tensor) else _type_of(x)}", f"type={_kind(kind)}",
             f"{size_name}={_kind(size)}", f"{axis_name}={_kind(axis)}",
             f"norm={_kind('ortho' if norm is None else norm)}"]   # None means "ortho"
    raise TypeError(f'Failed calling {prim} with "{prim}()({", ".join(kinds)})".')


def _type_of(x):
    return str(x.__class__) if not isinstance(x, (int, float, str)) else _kind(x)


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def _check(prim, x, kind, sizes, axes, norm, size_name, axis_name, raw):
    """2.10's argument rules; returns the axes normalised to non-negative ints."""
    size_arg, axis_arg = raw
    if not isinstance(x, Tensor) or not _is_int(kind) or not all(map(_is_int, sizes)) or \
            not all(map(_is_int, axes)) or not (norm is None or isinstance(norm, str)):
        _call_error(prim, x, kind, size_name, size_arg, axis_name, axis_arg, norm)
    if x.dtype not in _DTYPES:
        raise TypeError(f"For '{prim}', the dtype of 'x' must be one of int16, int32, int64, "
                        f"float16, float32, float64, complex64, complex128, but got {x.dtype}.")
    if kind != 2:
        raise ValueError("Only dct type II is supported currently.")
    nd = x.ndim
    one = prim in ("DCT", "IDCT")
    shown = nd - 1 if one else nd   # 2.10's DCT message names [-ndim,ndim-1) (measured)
    for a in axes:
        if not -nd <= a < nd:
            what = "axis" if one else "axes"
            raise ValueError(f"For primitive[{prim}], the {what} must be in [{-nd},{shown}), "
                             f"but got {a}.")
    for s in sizes:
        if s < 1:
            raise ValueError(f"The argument[{size_name}] must be greater than 0, but got {s}.")
    if norm not in (None, "ortho"):
        raise ValueError('Only norm "ortho" is supported currently.')
    axes = tuple(a % nd for a in axes)
    if len(set(axes)) != len(axes):
        raise ValueError("The dims must be unique.")
    return axes


def _transform(x, sizes, axes, inverse):
    if x.is_complex():
        parts = [call("dct_ortho", p, s=sizes, axes=axes, inverse=inverse)
                 for p in (F.real(x), F.imag(x))]
        return F.cast(parts[0], x.dtype) + F.cast(parts[1], x.dtype) * Tensor(1j, x.dtype)
    return call("dct_ortho", x, s=sizes, axes=axes, inverse=inverse)


def _one_axis(prim, x, type, n, axis, norm, inverse):  # pylint: disable=redefined-builtin
    sizes = () if n is None else (n,)
    (ax,) = _check(prim, x, type, sizes, (axis,), norm, "n", "axis", (n, axis))
    return _transform(x, None if n is None else (n,), (ax,), inverse)


def _many_axes(prim, x, type, s, axes, norm, inverse):  # pylint: disable=redefined-builtin
    raw = (s, axes)
    sizes = () if s is None else tuple(s) if isinstance(s, (tuple, list)) else (s,)
    if not isinstance(x, Tensor):
        _call_error(prim, x, type, "s", s, "axes", axes, norm)
    if axes is None:
        axs = tuple(range(x.ndim - len(sizes), x.ndim)) if s is not None else tuple(range(x.ndim))
    else:
        axs = tuple(axes) if isinstance(axes, (tuple, list)) else (axes,)
    if s is not None and axes is not None and len(sizes) != len(axs):
        raise ValueError("When given, dim and s arguments must have the same length.")
    axs = _check(prim, x, type, sizes, axs, norm, "s", "axes", raw)
    return _transform(x, sizes or None, axs, inverse)


def dct(x, type=2, n=None, axis=-1, norm=None):  # pylint: disable=redefined-builtin
    """Orthonormal DCT-II of ``x`` along ``axis``, zero-padded or cut to ``n`` first."""
    return _one_axis("DCT", x, type, n, axis, norm, False)


def idct(x, type=2, n=None, axis=-1, norm=None):  # pylint: disable=redefined-builtin
    """Inverse of the orthonormal DCT-II (a DCT-III) of ``x`` along ``axis``."""
    return _one_axis("IDCT", x, type, n, axis, norm, True)


def dctn(x, type=2, s=None, axes=None, norm=None):  # pylint: disable=redefined-builtin
    """Orthonormal DCT-II over ``axes`` (all, or the last ``len(s)``), sizes ``s``."""
    return _many_axes("DCTN", x, type, s, axes, norm, False)


def idctn(x, type=2, s=None, axes=None, norm=None):  # pylint: disable=redefined-builtin
    """Inverse of ``dctn``."""
    return _many_axes("IDCTN", x, type, s, axes, norm, True)
