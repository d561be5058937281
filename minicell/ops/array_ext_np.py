"""``mindspore.numpy`` and Tensor-method spellings of the array ops whose signatures differ
from the functional ones (``mnp.rot90(a, k=1, axes=(0, 1))``, ``t.searchsorted(v,
side='left')``, ``t.expand(*size)``, ...): thin adapters over the functional ops.

>>> from minicell import numpy as mnp, Tensor
>>> mnp.vander(Tensor([1.0, 2.0]), increasing=True).asnumpy().tolist()
[[1.0, 1.0], [1.0, 2.0]]
"""
import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import state
from . import functional as F
from . import array_ext_diag as D, array_ext_layout as L, array_ext_math as M
from . import array_ext_misc as MI, array_ext_scatter as S, array_ext_search as Q
from ._util import check_same_dtype, check_scatter_add_dim, check_unique_axes, shape_of
from .extra_ops import scatter_elements, tensor_scatter_elements
from .select_ops import tensor_masked_fill
from .indexing import _write
from .overloads import Overload as O, method
from .tensor_methods import int_tuple_error


def _atleast(fn):
    def adapter(*arys):
        out = fn(list(arys))
        return out[0] if len(arys) == 1 else list(out)
    adapter.__name__ = fn.__name__
    adapter.__doc__ = fn.__doc__
    return adapter


np_atleast_1d, np_atleast_2d, np_atleast_3d = (_atleast(L.atleast_1d), _atleast(L.atleast_2d),
                                               _atleast(L.atleast_3d))


def np_bincount(x, weights=None, minlength=0, length=None):
    """``mnp.bincount``: counts of each value (``length`` fixes the output size)."""
    if length is not None:
        w = F.ones(shape_of(x), mstype.float32) if weights is None else weights
        return F.unsorted_segment_sum(w, x, int(length))
    return Q.bincount(x, weights, minlength)


def np_count_nonzero(x, axis=None, keepdims=False):
    """``mnp.count_nonzero``."""
    return Q.count_nonzero(x, () if axis is None else axis, keepdims)


def np_diagflat(v, k=0):
    """``mnp.diagflat``."""
    return D.diagflat(v, k)


def np_meshgrid(*xi, sparse=False, indexing="xy"):
    """``mnp.meshgrid``: dense grids, or broadcastable 1-sized views when ``sparse``; an
    N-D input counts as its flattened values (numpy's)."""
    xi = [F.reshape(x, (-1,)) for x in xi]
    grids = L.grids(xi, indexing)
    if not sparse:
        return grids
    out = []
    for g, x in zip(grids, xi):
        shape = [1] * len(shape_of(g))
        shape[list(shape_of(g)).index(shape_of(x)[0]) if shape_of(x) else 0] = -1
        out.append(F.reshape(x, shape))
    return tuple(out)


def np_rot90(a, k=1, axes=(0, 1)):
    """``mnp.rot90``."""
    return L.rot90(a, k, axes)


def np_searchsorted(a, v, side="left", sorter=None):
    """``mnp.searchsorted`` and ``Tensor.searchsorted`` (Int32 indices, as MindSpore)."""
    v = v if isinstance(v, Tensor) else Tensor(v, a.dtype)
    return Q.searchsorted(a, v, side=side, sorter=sorter, out_int32=True)


def _indices(fn):
    upper = fn.__name__.startswith("triu")

    def adapter(n, k=0, m=None):
        m = n if m is None else m
        for name, v in (("n", n), ("k", k), ("m", m)):
            if not isinstance(v, (int, float)):        # 2.10 refuses numpy scalars too
                raise TypeError(f"Input {name} must be a number.")
        if all(type(v) is int for v in (n, k, m)):
            out = fn(n, m, k, dtype=mstype.int32)
            return out[0], out[1]
        # a float (or bool) count: 2.10 computes numpy's arange/compare on the values as given
        # (triu_indices(3, 1.5) keeps j - i >= 1.5; measured)
        rows, cols = np.arange(n)[:, None], np.arange(m)[None, :]
        keep = (cols - rows >= k) if upper else (cols - rows <= k)
        return tuple(Tensor(a.astype(np.int32)) for a in np.nonzero(keep))
    adapter.__name__ = fn.__name__
    adapter.__doc__ = f"``mnp.{fn.__name__}``: a (rows, cols) tuple of Int32 tensors."
    return adapter


np_tril_indices, np_triu_indices = _indices(L.tril_indices), _indices(L.triu_indices)


def np_vander(x, N=None, increasing=False):
    """``mnp.vander``: a list/tuple or Tensor, computed in its own dtype (``ops.vander``
    widens integers); ``N`` of 0 or None means ``x.size``; 2.10's errors."""
    from .np_adapters import to_tensor
    if isinstance(x, (list, tuple)):
        x = to_tensor(x)
    elif not isinstance(x, Tensor):
        raise TypeError(f"Input x must be list, tuple or Tensor, but got {type(x)}")
    if x.ndim != 1:
        raise ValueError(f"Input x must be 1-D, but got dimension={x.ndim}")
    N = N or x.size
    if not isinstance(N, int):
        raise TypeError("Input N must be an integer.")
    if N <= 0:
        raise ValueError("Input N must > 0.")
    if not isinstance(increasing, bool):
        raise TypeError("increasing must be a bool.")
    return M.vander_powers(x, N, increasing)


def np_nansum(a, axis=None, dtype=None, keepdims=False):
    """``mnp.nansum``."""
    return Q.nansum(a, axis, keepdims, dtype=dtype)


def np_nanmean(a, axis=None, dtype=None, keepdims=False):
    """``mnp.nanmean``: any dtype in, Float32 out by default (Float64 stays Float64), as 2.10."""
    from .np_adapters import to_tensor
    check_unique_axes(axis, 'duplicate value in "axis"')
    a = to_tensor(a)
    if dtype is None:
        dtype = mstype.float64 if a.dtype == mstype.float64 else mstype.float32
    return Q.nan_mean_any(a, axis, keepdims, dtype=dtype)


def np_cov(m, y=None, rowvar=True, bias=False, ddof=None, fweights=None, aweights=None,
           dtype=None):
    """``mnp.cov`` (array-likes accepted for every array argument, as numpy's)."""
    from .np_adapters import to_tensor
    m, y = to_tensor(m), None if y is None else to_tensor(y)
    fweights = None if fweights is None else to_tensor(fweights)
    aweights = None if aweights is None else to_tensor(aweights)
    x = m if len(shape_of(m)) > 1 else F.reshape(m, (1, -1))
    if not rowvar:
        x = F.transpose(x, (1, 0))
    if y is not None:
        y2 = y if len(shape_of(y)) > 1 else F.reshape(y, (1, -1))
        x = F.concat([x, y2 if rowvar else F.transpose(y2, (1, 0))], 0)
    correction = (0 if bias else 1) if ddof is None else ddof
    out = M.cov(x, correction=correction, fweights=fweights, aweights=aweights)
    return F.cast(out, dtype) if dtype is not None else out


def np_cross(a, b, axisa=-1, axisb=-1, axisc=-1, axis=None):
    """``mnp.cross`` (``axis`` overrides the other three). As numpy's: 2-vectors have a zero
    z component, and the cross product of two 2-vectors is that z component alone."""
    from .np_adapters import to_tensor
    if axis is not None:
        axisa = axisb = axisc = axis
    a, b = L.moveaxis(to_tensor(a), axisa, -1), L.moveaxis(to_tensor(b), axisb, -1)
    sizes = (shape_of(a)[-1], shape_of(b)[-1])
    if any(n not in (2, 3) for n in sizes):
        raise ValueError(f"incompatible dimensions for cross product (dimension must be 2 or 3), "
                         f"but got {sizes[0]} and {sizes[1]}")
    if sizes == (2, 2):
        return a[..., 0] * b[..., 1] - a[..., 1] * b[..., 0]
    a, b = (F.pad(v, (0, 1)) if n == 2 else v for v, n in ((a, sizes[0]), (b, sizes[1])))
    a, b = F.broadcast_to(a, _broadcast(a, b)), F.broadcast_to(b, _broadcast(a, b))
    return L.moveaxis(M.cross(a, b, -1), -1, axisc)


def _broadcast(a, b):
    return tuple(np.broadcast_shapes(shape_of(a), shape_of(b)))


def np_trapz(y, x=None, dx=1.0, axis=-1):
    """``mnp.trapz``."""
    return M.trapz(y, x, dx=dx, dim=axis)


# ---- Tensor methods ----------------------------------------------------------------------------
def t_expand(self, *size):
    """``t.expand(*size)`` (also a single tuple); op by op a size that is not ints is 2.10's
    BroadcastTo parser text (``int_tuple_error``, measured)."""
    if not state.tracer.graph_operand_checks():
        if not size:
            raise TypeError("broadcast_to() missing 1 required positional argument: shape.")
        error = int_tuple_error("broadcast_to", "shape", size)
        if error is not None:
            raise error
    if len(size) == 1 and isinstance(size[0], (list, tuple, Tensor)):
        size = size[0]
    return L.expand(self, size)


def t_scatter(self, dim=None, index=None, src=None, reduce=None, *, axis=None):
    """``t.scatter(dim, index, src, reduce=None)`` (also ``axis=``, 2.10's older keyword):
    ``src`` may be a number; ``reduce`` is None, 'add' or 'multiply'."""
    dim = axis if dim is None else dim
    if dim is None or index is None or src is None:
        raise TypeError("Tensor.scatter() needs 'dim' (or 'axis'), 'index' and 'src'")
    if reduce not in (None, "none", "add", "multiply"):
        raise ValueError(f"For 'Tensor.scatter', 'reduce' must be 'add' or 'multiply', "
                         f"but got {reduce!r}")
    if not isinstance(src, Tensor):
        src = F.full(shape_of(index), src, dtype=self.dtype)
    if reduce in (None, "none"):
        return S.scatter(self, dim, index, src)
    return scatter_elements(self, index, src, dim, reduce)


def _scatter_add_dim(self, dim, index, src):
    check_scatter_add_dim(self, dim)
    check_same_dtype("ScatterAddExt", ("input", self), ("src", src))
    return tensor_scatter_elements(self, index, src, dim, "add")


# ``t.scatter_add(dim, index, src)`` (elementwise) or ``t.scatter_add(indices, updates)``
# (``tensor_scatter_add``), positional or by keyword, as 2.10's two signatures
t_scatter_add = method(
    "scatter_add",
    O("dim=<int>, index=<Tensor>, src=<Tensor>", _scatter_add_dim),
    O("indices=<Tensor>, updates=<Tensor>",
      lambda self, indices, updates: F.tensor_scatter_add(self, indices, updates)))


def _index_add_ext(self, dim, index, source, alpha):
    return S.index_add(self, index, source * alpha if alpha != 1 else source, dim)


def _index_add(self, indices, y, axis, use_lock, check_index_bound):
    return S.index_add(self, indices, y, axis, use_lock, check_index_bound)


# 2.10's two signatures, matched by keyword names as its Tensor method does (measured:
# ``x.index_add(indices, y, axis=1)`` is the older one)
t_index_add = method(
    "index_add",
    O("dim=<int>, index=<Tensor>, source=<Tensor>, *, alpha=<number>", _index_add_ext, alpha=1),
    O("indices=<Tensor>, y=<Tensor>, axis=<int>, use_lock=<bool>, check_index_bound=<bool>",
      _index_add, use_lock=True, check_index_bound=True))


def t_take(self, indices, axis=None, mode="clip"):
    """``t.take(indices, axis=None, mode='clip')``."""
    return M.np_take(self, indices, axis, mode)


def t_reverse_sequence(self, seq_lengths, seq_dim=0, batch_dim=0):
    """``t.reverse_sequence(seq_lengths, seq_dim=0, batch_dim=0)``."""
    return L.reverse_sequence(self, seq_lengths, seq_dim, batch_dim)


def t_unique_with_pad(self, pad_num):
    """``t.unique_with_pad(pad_num)``."""
    return Q.unique_with_pad(self, pad_num)


def t_masked_scatter(self, mask, source):
    """``t.masked_scatter(mask, source)``."""
    return S.masked_scatter(self, mask, source)


def _median(self, dim, keepdim):
    return Q.median(self, dim, keepdim)


def _median_np(self, axis, keepdims):
    return Q.median(self, axis, keepdims)


def _median_last(self):
    return Q.median(self, -1, False)


t_median = method("median", O("", _median_last),         # (2.10 lists 'Tensor.median()' too)
                  O("dim=<int>, keepdim=<bool>", _median, dim=-1, keepdim=False),
                  O("axis=<int>, keepdims=<bool>", _median_np, axis=-1, keepdims=False))


def t_argwhere(self):
    """``t.argwhere()``."""
    return Q.argwhere(self)



# ---- in-place Tensor methods: the result replaces the tensor's data (a Parameter write on a
# Parameter), as ``t[i] = v`` does; they return the tensor ----------------------------------------
def _in_place(fn, name):
    def method(self, *args, **kwargs):
        _write(self, fn(self, *args, **kwargs))
        return self
    method.__name__ = name
    method.__doc__ = f"``t.{name}(...)``: ``t.{name[:-1]}(...)`` written into ``t``; returns ``t``."
    return method


def _scatter_reduce(self, dim, index, src=None, *, value=None, reduce="none"):
    src = value if src is None else src          # 2.10's scatter_(dim, index, value=...) form
    if not isinstance(reduce, str):         # the method's wrapper lists 2.10's signatures
        raise TypeError(f"scatter_: reduce {type(reduce).__name__}")
    if reduce.upper() not in ("NONE", "ADD", "MULTIPLY", "UPDATE"):    # 2.10's Reduce enum
        raise ValueError(f"Failed to convert the value \"{reduce}\" of input 'reduce' of "
                         f"'scatter_' to enum.")
    if reduce not in ("none", "add"):
        raise ValueError(f"For 'Tensor.scatter_', 'reduce' must be 'none' or 'add', but got "
                         f"{reduce!r}")
    if reduce == "add":
        return _scatter_add_dim(self, dim, index, src)
    return t_scatter(self, dim, index, src)


def _index_add_kw(self, dim, index, source, *, alpha=1):    # 2.10's index_add_ signature
    return t_index_add(self, dim, index, source, alpha=alpha)


def _index_fill(self, dim, index, value):
    return S.index_fill(self, dim, index, value)


t_scatter_ = _in_place(_scatter_reduce, "scatter_")
t_scatter_add_ = _in_place(_scatter_add_dim, "scatter_add_")
t_index_add_ = _in_place(_index_add_kw, "index_add_")
t_index_fill_ = _in_place(_index_fill, "index_fill_")
t_masked_fill_ = _in_place(tensor_masked_fill, "masked_fill_")   # the method's value cast
t_masked_scatter_ = _in_place(S.masked_scatter, "masked_scatter_")
t_index_put_ = _in_place(MI.index_put, "index_put_")
t_fill_diagonal_ = _in_place(MI.fill_diagonal, "fill_diagonal_")
