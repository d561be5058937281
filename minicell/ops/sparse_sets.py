"""MindSpore's set Primitives of ``ops.operations.sparse_ops``: ``DenseToDenseSetOperation`` and
``DenseToSparseSetOperation`` apply a set operation (``a-b``, ``b-a``, ``intersection``,
``union``; case insensitive) to each group of values sharing the first ``n-1`` indices of their
inputs (duplicates ignored) and give the result as a sparse tensor: ``indices [k, n]`` Int64,
the ``values`` of each group in ascending order and ``shape`` = the group dimensions and the
largest result set. The output size depends on the values, so they run in PYNATIVE_MODE and raise
the data-dependent-shape error in a graph (see ``sparse_kernels``). Rows in ``rows_sparse_ops``.

>>> import minicell as ms
>>> from minicell.ops.operations import sparse_ops as S
>>> idx, val, shape = S.DenseToDenseSetOperation("a-b")(ms.Tensor([[1, 2, 4], [3, 4, 5]], ms.int32),
...                                                     ms.Tensor([[3, 2, 5], [1, 4, 7]], ms.int32))
>>> idx.asnumpy().tolist(), val.asnumpy().tolist(), shape.asnumpy().tolist()
([[0, 0], [0, 1], [1, 0], [1, 1]], [1, 4, 3, 5], [2, 2])
"""
import numpy as np

from .._checkparam import check_value_type
from ..common.tensor import Tensor
from ._util import check_same_dtype
from .extra_ops import _eager_only
from .primitive import Primitive, prim_attr_register
from .sparse_kernels import _need_int64

__all__ = ["DenseToDenseSetOperation", "DenseToSparseSetOperation"]

_SET_OPERATIONS = {"a-b": np.setdiff1d, "b-a": lambda a, b: np.setdiff1d(b, a),
                   "intersection": np.intersect1d, "union": np.union1d}


def _set_operation(name, set_operation, validate_indices):
    check_value_type("set_operation", set_operation, [str], name)
    check_value_type("validate_indices", validate_indices, [bool], name)
    return set_operation.lower()


def _apply(name, set_operation, group_shape, groups_a, groups_b, dtype):
    """The sparse result of ``set_operation`` on each pair of groups (flat row-major order)."""
    fn = _SET_OPERATIONS.get(set_operation)
    if fn is None:
        raise ValueError(f"For {name}, the attr set_operation must be any one of "
                         f"['a-b','b-a','intersection','union'], but got {set_operation}.")
    results = [fn(np.unique(a), np.unique(b)) for a, b in zip(groups_a, groups_b)]
    width = max((len(r) for r in results), default=0)
    index = [np.unravel_index(g, group_shape) + (j,) for g, r in enumerate(results)
             for j in range(len(r))]
    indices = np.array(index, np.int64).reshape(-1, len(group_shape) + 1)
    values = np.concatenate(results + [np.zeros(0, dtype)]).astype(dtype)
    return (Tensor(indices), Tensor(values), Tensor(np.array(group_shape + (width,), np.int64)))


class DenseToDenseSetOperation(Primitive):
    """``DenseToDenseSetOperation(set_operation='a-b', validate_indices=True)(x1, x2)``: the set
    operation on the last dimension of two dense Tensors of one dtype whose first ``n-1``
    dimensions agree (see the module docstring)."""

    @prim_attr_register
    def __init__(self, set_operation="a-b", validate_indices=True):
        self.set_operation = _set_operation(self.name, set_operation, validate_indices)

    def __call__(self, x1, x2):
        check_same_dtype(self.name, ("x1", x1), ("x2", x2))
        if x1.ndim < 2:
            raise ValueError(f"For primitive[{self.name}], the x1_rank must be greater than or "
                             f"equal to 2, but got {x1.ndim}.")
        if x1.shape[:-1] != x2.shape[:-1]:
            raise ValueError(f"For {self.name}, the shapes of the first n-1 dimensions of `x1` "
                             f"and `x2` must be equal, but got x1_shape {tuple(x1.shape)} and "
                             f"x2_shape {tuple(x2.shape)}")
        _eager_only(self.name)
        a, b = x1.asnumpy(), x2.asnumpy()
        group_shape = tuple(a.shape[:-1])
        return _apply(self.name, self.set_operation, group_shape,
                      a.reshape(-1, a.shape[-1]), b.reshape(-1, b.shape[-1]), a.dtype)


class DenseToSparseSetOperation(Primitive):
    """``DenseToSparseSetOperation(set_operation='', validate_indices=True)(x1, x2_indices,
    x2_values, x2_shape)``: the set operation between the last dimension of dense ``x1`` and
    the groups of the sparse ``x2`` (Int64 ``indices [k, n]`` and ``shape [n]``, values of
    ``x1``'s dtype) whose first ``n-1`` dimensions agree with ``x1``'s. 2.10's CPU kernel
    refuses every input (it reads ``x1``'s rank as 0); this is the documented operation."""

    @prim_attr_register
    def __init__(self, set_operation="", validate_indices=True):
        self.set_operation = _set_operation(self.name, set_operation, validate_indices)

    def __call__(self, x1, x2_indices, x2_values, x2_shape):
        _need_int64(self.name, x2_indices=x2_indices, x2_shape=x2_shape)
        check_same_dtype(self.name, ("x1", x1), ("x2_values", x2_values))
        if x1.ndim < 2:
            raise ValueError(f"For '{self.name}', the rank of the shape of input 'x1' must be at "
                             f"least 2, but got {x1.ndim}")
        if x2_indices.ndim != 2:
            raise ValueError(f"For '{self.name}', the rank of 'x2_indices' must be 2, but got "
                             f"{x2_indices.ndim}.")
        _eager_only(self.name)
        a, idx, vals = x1.asnumpy(), x2_indices.asnumpy(), x2_values.asnumpy()
        group_shape = tuple(a.shape[:-1])
        if tuple(x2_shape.asnumpy()[:-1]) != group_shape:
            raise ValueError(f"For '{self.name}', the shapes of the first n-1 dimensions of "
                             f"'x1' and 'x2' must be equal, but got x1_shape {tuple(a.shape)} "
                             f"and x2_shape {tuple(x2_shape.asnumpy())}.")
        group = np.ravel_multi_index(tuple(idx[:, :-1].T), group_shape) if idx.size else \
            np.zeros(0, np.int64)
        groups_b = [vals[group == g] for g in range(int(np.prod(group_shape)))]
        return _apply(self.name, self.set_operation, group_shape, a.reshape(-1, a.shape[-1]),
                      groups_b, a.dtype)
