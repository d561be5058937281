"""Ops whose output shape depends on the values, so they run in PYNATIVE_MODE only (a compiled
graph needs static shapes): ``ops.unique``, ``mint.unique`` (``unique_ext``),
``ops.masked_select``, ``ops.nonzero``; re-exported by ``extra_ops``.

>>> import minicell as ms
>>> from minicell import ops
>>> ops.nonzero(ms.Tensor([0, 3, 0, 4])).asnumpy().tolist()
[[1], [3]]
"""
import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import state
from . import functional as F
from ._utils.utils import kernel_broadcast_shape
from ._util import check_tensors, kernel_dtype, ms_type_name


def _eager_only(name):
    state.tracer.shape_from_values(f"'{name}'")


def unique_in_order(a, equal_nan=True):
    """numpy: the distinct values of the flattened ``a`` in order of first occurrence, and the
    index in them of each element (flat); without ``equal_nan`` each NaN is distinct."""
    flat = a.reshape(-1)
    _, first, inv = np.unique(flat, return_index=True, return_inverse=True, equal_nan=equal_nan)
    order = np.argsort(first, kind="stable")
    rank = np.empty_like(order)
    rank[order] = np.arange(order.size)
    return flat[first[order]], rank[inv.reshape(-1)]


def unique_outputs(values, inverse, counts):
    """``values``, or ``(values, inverse, counts)`` without the ones that are None, the index
    arrays as Int64 Tensors (PyTorch-style unique functions' outputs)."""
    result = [values] + [Tensor(a.astype(np.int64)) for a in (inverse, counts) if a is not None]
    return result[0] if len(result) == 1 else tuple(result)


def unique_ext(input, sorted=True, return_inverse=False, return_counts=False, dim=None):
    """The distinct elements of the flattened ``input`` (or its distinct slices along ``dim``),
    ascending when ``sorted`` else in order of first occurrence, with the Int64 index of each
    element (slice) in them and the Int64 count of each as asked (``mint.unique``,
    ``Tensor.unique``); PYNATIVE_MODE only."""
    _eager_only("mint.unique")
    a = input.asnumpy()
    if dim is None:
        if sorted:
            out, inverse, counts = np.unique(a.reshape(-1), return_inverse=True,
                                             return_counts=True)
        else:
            out, inverse = unique_in_order(a)
            counts = np.bincount(inverse, minlength=out.size)
        inverse = inverse.reshape(a.shape)
    else:
        ax = dim + a.ndim if -a.ndim <= dim < 0 else dim
        if not 0 <= ax < a.ndim:
            raise ValueError(f"For 'UniqueDim', the value of 'dim' should be in [{-a.ndim}, "
                             f"{a.ndim}), but got {dim}")
        out, inverse, counts = np.unique(a, return_inverse=True, return_counts=True, axis=ax)
        inverse = inverse.reshape(-1)
    return unique_outputs(Tensor(out, input.dtype), inverse if return_inverse else None,
                          counts if return_counts else None)


# 2.10's Unique CPU kernel (measured): no bool, uint32/64 or complex input
_UNIQUE_DTYPES = ("Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "Float16", "Float32",
                  "Float64", "BFloat16")


def unique(input):
    """``(distinct values in order of first occurrence, index of each input element in them)``,
    as MindSpore 2.10 on CPU (the index Int64 for an Int64 input, else Int32); PYNATIVE_MODE
    only."""
    kernel_dtype(input, "Unique", _UNIQUE_DTYPES, text="Select CPU operator[Unique] fail! "
                 "Unsupported data type! No kernel for input[{dtype}].")
    _eager_only("unique")
    vals, inv = unique_in_order(input.asnumpy(), equal_nan=False)   # 2.10: NaNs stay apart
    idx = np.int64 if input.dtype == mstype.int64 else np.int32
    return Tensor(vals, input.dtype), Tensor(inv.reshape(input.shape).astype(idx))


def unique_prim(input):
    """``ops.Unique()(input)``: ``unique`` of a 1-D input only (2.10's Primitive, measured;
    ``ops.unique`` flattens)."""
    if isinstance(input, Tensor) and input.ndim != 1:
        raise RuntimeError("Rank of Unique's input must be 1.")
    return unique(input)


def masked_select(input, mask):
    """The elements of ``input`` where ``mask`` is True, as 1-D; PYNATIVE_MODE only."""
    check_tensors("MaskedSelect()", ("input", "mask"), input, mask)
    _eager_only("masked_select")
    shape = tuple(kernel_broadcast_shape(input.shape, mask.shape, "MaskedSelect", "input",
                                         "mask"))
    picked = np.flatnonzero(np.broadcast_to(np.asarray(mask.asnumpy(), bool), shape))
    flat = F.reshape(F.broadcast_to(input, shape), (-1,))      # a gather: differentiable
    return F.gather(flat, Tensor(picked.astype(np.int64)), 0)


def nonzero(input, *, as_tuple=False):
    """Indices of the non-zero elements, shape ``(n, ndim)`` Int64; PYNATIVE_MODE only."""
    _eager_only("nonzero")
    if not isinstance(input, Tensor):
        raise TypeError(f'Failed calling NonZero with "NonZero()(input={ms_type_name(input)})".')
    if not isinstance(as_tuple, bool):
        raise TypeError(f"For array function 'nonzero', 'as_tuple' must be bool, but got "
                        f"{type(as_tuple)}.")
    idx = np.nonzero(input.asnumpy())
    if as_tuple:
        return tuple(Tensor(i.astype(np.int64)) for i in idx)
    return Tensor(np.stack(idx, -1).astype(np.int64))
