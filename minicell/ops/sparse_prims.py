"""MindSpore's sparse Primitive classes (``ops.SparseToDense``, ``ops.SparseTensorDenseMatmul``,
...) and the elementwise ``coo_*`` / ``csr_*`` functions, which apply a dense op to the stored
values and keep the structure (as MindSpore does, also where ``f(0) != 0``, e.g. ``coo_cos``).
Rows in ``rows_sparse.py``.

>>> import minicell as ms
>>> from minicell import ops
>>> ops.SparseToDense()(ms.Tensor([[0, 1]], ms.int32), ms.Tensor([2.0]), (2, 2)).asnumpy().tolist()
[[0.0, 2.0], [0.0, 0.0]]
"""
import numpy as np

from ..common.sparse_tensor import COOTensor, CSRTensor
from ..common.tensor import Tensor
from . import functional as F
from .extra_ops import _eager_only
from .primitive import Primitive, prim_attr_register
from .sparse_ops import coalesce

UNARY = ("abs", "acos", "acosh", "asin", "asinh", "atan", "atanh", "ceil", "cos", "cosh", "exp",
         "expm1", "floor", "inv", "isfinite", "isinf", "isnan", "log", "log1p", "neg", "relu",
         "relu6", "round", "sigmoid", "sin", "sinh", "softsign", "sqrt", "square", "tan", "tanh")


def sparse_unary(kind, name):
    """``coo_<name>`` / ``csr_<name>`` (``kind``: ``"coo"`` or ``"csr"``): the dense op
    ``ops.<name>`` applied to the values of a COOTensor / CSRTensor."""
    cls = COOTensor if kind == "coo" else CSRTensor
    fname = f"{kind}_{name}"

    def fn(x):
        if not isinstance(x, cls):
            raise TypeError(f"Expects {cls.__name__} for {fname}")
        return x._with_values(getattr(F, name)(x.values))
    fn.__name__ = fn.__qualname__ = fname
    fn.__doc__ = f"``ops.{name}`` of the values of a {cls.__name__} (same structure)."
    return fn


def sparse_matmul(indices, values, shape, dense, adjoint_st=False, adjoint_dt=False):
    """``op(sparse) @ op(dense)`` for a COO ``(indices, values, shape)`` (``op``: transpose where
    asked): gathered rows of ``dense`` times the values, summed per output row."""
    rows, cols = indices[:, 0], indices[:, 1]
    m = shape[0]
    if adjoint_st:
        rows, cols, m = cols, rows, shape[1]
    if adjoint_dt:
        dense = dense.T
    prod = values.reshape(-1, 1) * F.gather(dense, cols, 0)
    return F.unsorted_segment_sum(prod, rows.astype(np.int32), m)


class SparseToDense(Primitive):
    """``ops.SparseToDense()(indices, values, sparse_shape)``: the dense Tensor of a COO."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, indices, values, sparse_shape):
        return F.scatter_nd(indices, values, tuple(sparse_shape))


class SparseTensorDenseAdd(Primitive):
    """``ops.SparseTensorDenseAdd()(x1_indices, x1_values, x1_shape, x2)``: ``x2`` plus the COO
    ``(x1_indices, x1_values)``."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, x1_indices, x1_values, x1_shape, x2):
        return F.tensor_scatter_add(x2, x1_indices, x1_values)


class SparseTensorDenseMatmul(Primitive):
    """``ops.SparseTensorDenseMatmul(adjoint_st=False, adjoint_dt=False)(indices, values,
    sparse_shape, dense)``: the dense product of a COO matrix and a dense one."""

    @prim_attr_register
    def __init__(self, adjoint_st=False, adjoint_dt=False):
        pass

    def __call__(self, indices, values, sparse_shape, dense):
        shape = tuple(int(d) for d in (sparse_shape.asnumpy() if isinstance(sparse_shape, Tensor)
                                       else sparse_shape))
        return sparse_matmul(indices, values, shape, dense, self.attrs["adjoint_st"],
                             self.attrs["adjoint_dt"])


class SparseSlice(Primitive):
    """``ops.SparseSlice()(indices, values, shape, start, size)``: the entries of a COO inside
    the box ``[start, start + size)``, re-based to ``start``; PYNATIVE_MODE only."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, indices, values, shape, start, size):
        _eager_only("SparseSlice")
        idx, lo = indices.asnumpy(), start.asnumpy()
        hi = np.minimum(lo + size.asnumpy(), shape.asnumpy())
        keep = np.nonzero(np.all((idx >= lo) & (idx < hi), axis=1))[0]
        return (Tensor((idx[keep] - lo).astype(idx.dtype)),
                F.gather(values, Tensor(keep.astype(np.int32)), 0),
                Tensor((hi - lo).astype(idx.dtype)))


class SparseGatherV2(Primitive):
    """``ops.SparseGatherV2()(input_params, input_indices, axis)``: ``ops.gather`` (MindSpore's
    variant only differs in giving a sparse gradient; its attributes are 2.10's)."""

    @prim_attr_register
    def __init__(self):
        self.add_prim_attr("bprop_return_sparse", True)
        self.init_prim_io_names(inputs=["params", "indices", "axis"], outputs=["output"])

    def __call__(self, input_params, input_indices, axis):
        return F.gather(input_params, input_indices, axis)


class Coalesce(Primitive):
    """``ops.Coalesce()(x_indices, x_values, x_shape)``: ``ops.coalesce``."""

    @prim_attr_register
    def __init__(self):
        pass

    def __call__(self, x_indices, x_values, x_shape):
        return coalesce(x_indices, x_values, x_shape)
