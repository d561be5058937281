"""Kernels MindSpore registers by primitive name, which a user's ``PrimitiveWithInfer`` that
declares only its inference runs on (2.10 selects CPU kernels by the primitive's name):
``Shift``, ``QR`` and ``Rolling`` (tests/st/ops/cpu/test_{shift,qr,rolling}_op.py).

>>> import numpy as np, minicell as ms
>>> from minicell import ops
>>> class Rolling(ops.PrimitiveWithInfer):
...     @ops.prim_attr_register
...     def __init__(self, window, min_periods, center, axis, closed, method):
...         pass
...     def __infer__(self, x):
...         return {"shape": x["shape"], "dtype": x["dtype"], "value": None}
>>> Rolling(2, 2, False, 0, "right", "sum")(ms.Tensor([1.0, 2.0, 4.0])).asnumpy().tolist()
[nan, 3.0, 6.0]
"""
import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from . import functional as F


def _attr(prim, name, default=None):
    return prim.attrs.get(name, getattr(prim, name, default))


def _shift_kernel(prim, x, fill_value):
    """``Shift`` (attrs ``periods``, ``axis``): ``x`` moved ``periods`` places along ``axis``
    (pandas' ``shift``), the vacated places set to ``fill_value``."""
    periods, axis = int(prim.attrs["periods"]), int(prim.attrs["axis"])
    axis = axis % len(x.shape)
    n = x.shape[axis]
    src = np.arange(n) - periods
    valid = (src >= 0) & (src < n)
    moved = F.gather(x, Tensor(np.clip(src, 0, n - 1).astype(np.int32)), axis)
    mask_shape = [1] * len(x.shape)
    mask_shape[axis] = n
    fill = F.full_like(x, fill_value) if not hasattr(fill_value, "shape") else \
        F.cast(F.broadcast_to(fill_value, x.shape), x.dtype)
    return F.select(F.broadcast_to(Tensor(valid.reshape(mask_shape)), x.shape), moved, fill)


def _qr_kernel(prim, x):
    """``QR`` (attr ``mode``, scipy's: 'full' and 'r' give the complete ``(q, r)``,
    'economic' the reduced one)."""
    from .linalg_funcs import _qr_full
    return _qr_full(x, full_matrices=_attr(prim, "mode", "full") != "economic")


_ROLLING_METHODS = ("max", "min", "mean", "sum", "std", "var")


def _rolling_bounds(n, window, center, closed):
    """Each position's window ``[start, end)`` along the axis (pandas' fixed windows)."""
    offset = (window - 1) // 2 if center else 0
    pos = np.arange(n) + offset
    start = pos - window + (0 if closed in ("left", "both") else 1)
    end = pos + (0 if closed in ("left", "neither") else 1)
    return np.clip(start, 0, n), np.clip(end, 0, n)


def _rolling_kernel(prim, x):
    """``Rolling`` (attrs ``window``, ``min_periods``, ``center``, ``axis``, ``closed``,
    ``method``): pandas' ``rolling(...).<method>()`` along ``axis`` for float32/64 and
    int32/64; a window with fewer than ``min_periods`` values gives NaN (0 for integers);
    ``std``/``var`` use ddof=1 and integer results are truncated, as 2.10's kernel.
    Not copied from 2.10: its ``max`` of floats starts from the smallest positive float (an
    all-negative window gives 1.2e-38), and its ``std``/``var`` of a one-value window aborts;
    here they are the true maximum and NaN (0 for integers)."""
    window, min_periods = int(_attr(prim, "window")), int(_attr(prim, "min_periods"))
    method = _attr(prim, "method")
    for name, bad in (("method", method not in _ROLLING_METHODS), ("window", window <= 0),
                      ("min_periods", min_periods <= 0)):
        if bad:
            want = ("must be in (max, min, sum, mean, std, var)" if name == "method" else
                    "must be greater than 0")
            raise RuntimeError(f"For 'Rolling', the '{name}' {want}, but got "
                               f"{_attr(prim, name)}")
    nd = len(x.shape)
    axis = int(_attr(prim, "axis")) % nd
    n = x.shape[axis]
    start, end = _rolling_bounds(n, window, bool(_attr(prim, "center")), _attr(prim, "closed"))
    width = max(1, int((end - start).max(initial=0)))
    idx = start[:, None] + np.arange(width)[None, :]
    picked = F.gather(x, Tensor(np.clip(idx, 0, max(n - 1, 0)).astype(np.int32)), axis)
    shape = [1] * (nd + 1)
    shape[axis], shape[axis + 1] = n, width
    inside = F.broadcast_to(Tensor((idx < end[:, None]).reshape(shape)), picked.shape)
    count = (end - start).astype(np.float64)
    need = 2 if method in ("std", "var") else min_periods
    cshape = [1] * nd
    cshape[axis] = n
    valid = Tensor((count >= max(need, min_periods)).reshape(cshape))
    count = Tensor(np.maximum(count, 1).reshape(cshape))
    is_float = x.dtype in (mstype.float32, mstype.float64)
    if method in ("max", "min"):
        if is_float:
            lo, hi = -np.inf, np.inf
        else:
            info = np.iinfo(mstype.dtype_to_nptype(x.dtype))
            lo, hi = info.min, info.max
        fill = F.full_like(picked, lo if method == "max" else hi)
        out = (F.amax if method == "max" else F.amin)(F.select(inside, picked, fill), axis + 1)
    elif method == "sum":
        out = F.cast(F.sum(F.select(inside, picked, F.zeros_like(picked)), axis + 1), x.dtype)
    else:
        wide = F.cast(picked, mstype.float64)
        zero = F.zeros_like(wide)
        out = F.sum(F.select(inside, wide, zero), axis + 1) / count
        if method in ("std", "var"):
            dev = wide - F.expand_dims(out, axis + 1)
            out = F.sum(F.select(inside, dev * dev, zero), axis + 1) / (count - 1)
            out = F.sqrt(out) if method == "std" else out
        out = F.cast(out, x.dtype)
    missing = F.full_like(out, float("nan") if is_float else 0)
    return F.select(F.broadcast_to(valid, out.shape), out, missing)


NAMED_KERNELS = {"Shift": _shift_kernel, "QR": _qr_kernel, "Rolling": _rolling_kernel}
