"""More COO Primitives of ``ops.operations.sparse_ops`` (``SparseToDenseV2``, ``SparseSoftmax``,
``SparseConcat``, ``SparseFillEmptyRows``, ``Sspaddmm``, ``SetSize``) and ``_grad_ops``'
``SparseSliceGrad``; a sparse tensor is passed as its parts (``indices [nnz, rank]``,
``values [nnz]``, ``shape [rank]``). Rows in ``rows_sparse_ops``.

``SparseSoftmax``, ``SparseConcat`` and ``SparseSliceGrad`` have output shapes that follow from
their input shapes, so they are composites of minicell ops (the same in a compiled graph). The
others have output shapes given by tensor values (``SparseToDenseV2``'s ``output_shape``, the
rows ``SparseFillEmptyRows`` adds, ...): their structure is worked out on the host, so they run
in PYNATIVE_MODE (gradients still reach the values) and raise the data-dependent-shape error in
a graph, as the other sparse kernels do.

>>> import minicell as ms
>>> from minicell.ops.operations import sparse_ops as S
>>> S.SparseToDenseV2()(ms.Tensor([[0, 1]], ms.int32), ms.Tensor([2, 2], ms.int32),
...                     ms.Tensor([1.0]), ms.Tensor(0.0)).asnumpy().tolist()
[[0.0, 1.0], [0.0, 0.0]]
"""
import numpy as np

from .._checkparam import check_value_type
from ..common import dtype as mstype
from ..common.tensor import Tensor
from . import functional as F
from ._util import concrete
from .extra_ops import _eager_only, unique_in_order
from .primitive import Primitive, prim_attr_register
from .sparse_kernels import _linear, _need_int64

__all__ = ["SparseToDenseV2", "SparseSoftmax", "SparseConcat", "SparseFillEmptyRows", "Sspaddmm",
           "SetSize"]
GRAD_OPS = ["SparseSliceGrad"]

_INTS = (mstype.int32, mstype.int64)


def _same_type(name, *tensors):
    if len({t.dtype for t in tensors}) > 1:
        raise TypeError(f"For primitive[{name}], the input type must be same.")


def _need_types(name, what, t, allowed):
    if t.dtype not in allowed:
        listed = ", ".join(f"Tensor[{d}]" for d in sorted(str(a) for a in allowed))
        raise TypeError(f"For primitive[{name}], the input argument[{what}] must be a type of "
                        f"{{{listed}}}, but got Tensor[{t.dtype}].")


class SparseToDenseV2(Primitive):
    """``SparseToDenseV2(validate_indices=True)(indices, output_shape, values, default_value)``:
    a dense Tensor of ``output_shape`` filled with ``default_value``, ``values`` at ``indices``
    (``[n, rank]``, or ``[n]`` for a 1-D output). As 2.10's CPU kernel: repeated or
    out-of-bounds indices are a ValueError (also with ``validate_indices=False``), unsorted ones
    too when validating; ``values`` may not be 0-D. PYNATIVE_MODE only."""

    @prim_attr_register
    def __init__(self, validate_indices=True):
        self.add_prim_attr("max_length", 1000000)
        check_value_type('validate_indices', validate_indices, [bool], self.name)
        self.validate_indices = validate_indices
        self.init_prim_io_names(inputs=['indices', 'output_shape', 'values', 'default_value'],
                                outputs=['output'])

    def __call__(self, indices, output_shape, values, default_value):
        _need_types(self.name, "indices", indices, _INTS)
        _same_type(self.name, indices, output_shape)
        if values.ndim == 0:
            raise ValueError("For the third input parameter, the size of it should not be "
                             "empty.")
        _eager_only(self.name)
        shape = tuple(int(d) for d in output_shape.asnumpy().reshape(-1))
        idx = indices.asnumpy().astype(np.int64).reshape(len(values), -1)
        if len(idx) and (np.any(idx < 0) or np.any(idx >= np.array(shape))):
            raise ValueError(f"For '{self.name}', the indices is out of bounds.")
        keys = np.ravel_multi_index(tuple(idx.T), shape) if len(idx) else idx[:, 0]
        if len(np.unique(keys)) != len(keys):
            raise ValueError(f"For '{self.name}', the indices is repeated")
        if self.validate_indices and np.any(np.diff(keys) < 0):
            raise ValueError(f"For '{self.name}', the indices is out of order.")
        base = F.fill(values.dtype, shape, F.cast(default_value, values.dtype))
        return F.tensor_scatter_update(base, Tensor(idx), values)


class SparseSoftmax(Primitive):
    """``SparseSoftmax()(indices, values, shape)``: the softmax of ``values`` (float32/64) over
    each group of entries sharing all but the last index (Int64 ``indices [nnz, rank]`` and
    ``shape``), in the row-major order of the indices (2.10's order, also for unsorted ones)."""

    @prim_attr_register
    def __init__(self):
        self.init_prim_io_names(inputs=['indices', 'values', 'shape'], outputs=['output'])

    def __call__(self, indices, values, shape):
        _same_type(self.name, indices, shape)
        _need_int64(self.name, indices=indices, shape=shape)
        _need_types(self.name, "values", values, (mstype.float32, mstype.float64))
        if indices.ndim != 2 or values.ndim != 1 or indices.shape[0] != values.shape[0]:
            raise ValueError(f"For '{self.name}', 'indices' must be 2-D [nnz, rank] and "
                             f"'values' 1-D [nnz], but got shapes {tuple(indices.shape)} and "
                             f"{tuple(values.shape)}.")
        a, b = F.expand_dims(indices, 1), F.expand_dims(indices, 0)     # [i, j, rank]
        outer_eq = F.all(a[:, :, :-1] == b[:, :, :-1], 2)
        low = F.fill(values.dtype, (), -np.inf)
        rows = F.broadcast_to(F.expand_dims(values, 0), outer_eq.shape)
        peak = F.reduce_max(F.select(outer_eq, rows, F.broadcast_to(low, rows.shape)), 1)
        # 2.10's kernel: std::exp (correctly rounded, not the nnacl exp of ops.exp), the sum and
        # the division in the values' dtype
        e = F.cast(F.exp(F.cast(values - peak, mstype.float64)), values.dtype)
        total = F.reduce_sum(F.select(outer_eq, F.broadcast_to(F.expand_dims(e, 0), rows.shape),
                                      F.zeros_like(rows)), 1)
        # 2.10 gives the results in row-major order of the indices: each entry's rank among
        # them (ties in input order), by a lexicographic compare of every pair
        less, equal = F.zeros(outer_eq.shape, mstype.bool_), F.ones(outer_eq.shape, mstype.bool_)
        for c in range(indices.shape[1]):
            less = F.logical_or(less, F.logical_and(equal, b[:, :, c] < a[:, :, c]))
            equal = F.logical_and(equal, b[:, :, c] == a[:, :, c])
        n = indices.shape[0]
        before = Tensor(np.tril(np.ones((n, n), bool), -1))
        rank = F.reduce_sum(F.cast(F.logical_or(less, F.logical_and(equal, before)),
                                   mstype.int64), 1)
        soft = e / total
        return F.tensor_scatter_update(F.zeros_like(soft), F.reshape(rank, (-1, 1)), soft)


class SparseConcat(Primitive):
    """``SparseConcat(concat_dim=0)(sp_input_indices, sp_input_values, sp_input_shapes)``
    (tuples of the parts of several COO tensors of one rank and values dtype): their
    concatenation along ``concat_dim`` (negative counts from the end), entries in row-major
    order; ``(indices Int64, values, shape Int64)``."""

    @prim_attr_register
    def __init__(self, concat_dim=0):
        self.init_prim_io_names(inputs=['sp_input_indices', 'sp_input_values',
                                        'sp_input_shapes'],
                                outputs=['output_indices', 'output_values', 'output_shape'])
        check_value_type("concat_dim", concat_dim, [int], self.name)

    def __call__(self, sp_input_indices, sp_input_values, sp_input_shapes):
        n = len(sp_input_indices)
        if n < 2 or len(sp_input_values) != n or len(sp_input_shapes) != n:
            raise ValueError(f"For '{self.name}', the inputs must be at least two COO tensors, "
                             f"given as equally long tuples of indices, values and shapes.")
        _same_type(self.name, *sp_input_values)
        rank = sp_input_shapes[0].shape[0]
        dim = self.attrs["concat_dim"]
        if not -rank <= dim < rank:
            raise ValueError(f"For '{self.name}', the 'concat_dim' must be in range [{-rank}, "
                             f"{rank}), but got {dim}.")
        dim %= rank
        if concrete(*sp_input_shapes):
            first = sp_input_shapes[0].asnumpy()
            for i, s in enumerate(sp_input_shapes[1:], 1):
                s = s.asnumpy()
                keep = np.arange(rank) != dim
                if len(s) != rank or np.any(s[keep] != first[keep]):
                    raise RuntimeError(f"For op SparseConcatThe No.{i} input COO tensor shape "
                                       f"size is incorrect. The No.{i} shape is "
                                       f"{int(s[keep][0]) if len(s) == rank else len(s)} not "
                                       f"equal with first COO tensor shape: "
                                       f"{int(first[keep][0])}.")
        shapes = [F.cast(s, mstype.int64) for s in sp_input_shapes]
        onehot = Tensor((np.arange(rank) == dim).astype(np.int64))
        moved, offset = [], F.zeros((), mstype.int64)
        for idx, s in zip(sp_input_indices, shapes):
            moved.append(F.cast(idx, mstype.int64) + onehot * offset)
            offset = offset + s[dim]
        out_shape = shapes[0] * (1 - onehot) + onehot * offset
        indices = F.concat(moved, 0)
        values = F.concat(tuple(sp_input_values), 0)
        order = F.argsort(F.cast(_linear(indices, out_shape), mstype.float64))
        return F.gather(indices, order, 0), F.gather(values, order, 0), out_shape


class SparseFillEmptyRows(Primitive):
    """``SparseFillEmptyRows()(indices, values, dense_shape, default_value)``: a 2-D COO
    (Int64 ``indices``/``dense_shape``) with an entry ``(row, 0) = default_value`` added to
    each empty row, entries ordered by row (stable); outputs ``(indices, values,
    empty_row_indicator (Bool per row), reverse_index_map (each input entry's position))``.
    PYNATIVE_MODE only."""

    @prim_attr_register
    def __init__(self):
        self.init_prim_io_names(inputs=['indices', 'values', 'dense_shape', 'default_value'],
                                outputs=['output_indices', 'output_values',
                                         'empty_row_indicator', 'reverse_index_map'])

    def __call__(self, indices, values, dense_shape, default_value):
        _need_int64(self.name, indices=indices, dense_shape=dense_shape)
        _same_type(self.name, values, default_value)
        _eager_only(self.name)
        idx = indices.asnumpy().reshape(-1, 2)
        rows = int(dense_shape.asnumpy()[0])
        empty = np.bincount(idx[:, 0], minlength=rows)[:rows] == 0
        filled = np.nonzero(empty)[0]
        all_idx = np.concatenate([idx, np.stack([filled, np.zeros_like(filled)], 1)])
        order = np.argsort(all_idx[:, 0], kind="stable")
        where = np.empty_like(order)
        where[order] = np.arange(len(order))
        extra = F.broadcast_to(F.reshape(default_value, (1,)), (len(filled),))
        all_values = F.concat((values, extra), 0) if len(filled) else values
        return (Tensor(all_idx[order].astype(np.int64)),
                F.gather(all_values, Tensor(order.astype(np.int64)), 0),
                Tensor(empty), Tensor(where[:len(idx)].astype(np.int64)))


class Sspaddmm(Primitive):
    """``Sspaddmm()(x1_indices, x1_values, x1_shape, x2_indices, x2_values, x2_shape, x3_dense,
    alpha, beta)``: the COO ``beta * x1 + alpha * (x2 @ x3_dense)`` of 2-D sparse ``x1``,
    ``x2`` (indices ``[2, nnz]``) and dense ``x3``: ``x1``'s entries (scaled), then every
    column of each row of ``x2 @ x3`` that ``x2`` has entries in, rows in order of first use, not
    merged with ``x1``'s; values in ``x1_values``' dtype. PYNATIVE_MODE only."""

    @prim_attr_register
    def __init__(self):
        self.init_prim_io_names(inputs=['x1_indices', 'x1_values', 'x1_shape', 'x2_indices',
                                        'x2_values', 'x2_shape', 'x3_dense', 'alpha', 'beta'],
                                outputs=['y_indices', 'y_values', 'y_shape'])

    def __call__(self, x1_indices, x1_values, x1_shape, x2_indices, x2_values, x2_shape,
                 x3_dense, alpha, beta):
        for what, t in (("x1_indices", x1_indices), ("x1_shape", x1_shape),
                        ("x2_indices", x2_indices), ("x2_shape", x2_shape)):
            _need_types(self.name, what, t, _INTS)
        for what, t in (("x1_indices", x1_indices), ("x2_indices", x2_indices)):
            if t.ndim != 2 or t.shape[0] != 2:
                raise ValueError(f"For Sspaddmm, {what} shape should be (2, n), while {what} "
                                 f"shape dim0 is {t.shape[0] if t.ndim else 0}.")
        _eager_only(self.name)
        s1, s2 = x1_shape.asnumpy().tolist(), x2_shape.asnumpy().tolist()
        out = [s2[0], int(x3_dense.shape[1])]
        if s1 != out:
            raise ValueError(f"For Sspaddmm, the sparse x1's dense shape "
                             f"[{','.join(map(str, s1))}]  should equal to x2@x3_dense shape "
                             f"[{','.join(map(str, out))}].")
        dt = x1_values.dtype
        i2 = x2_indices.asnumpy().astype(np.int64)
        rows, seg = unique_in_order(i2[0])
        prod = F.expand_dims(F.cast(x2_values, dt), 1) * F.gather(
            F.cast(x3_dense, dt), Tensor(i2[1]), 0)
        summed = F.unsorted_segment_sum(prod, Tensor(seg.astype(np.int32)), len(rows))
        cols = out[1]
        new_idx = np.stack([np.repeat(rows, cols), np.tile(np.arange(cols), len(rows))])
        values = F.concat((x1_values * F.cast(beta, dt),
                           F.reshape(summed, (-1,)) * F.cast(alpha, dt)), 0)
        indices = np.concatenate([x1_indices.asnumpy(), new_idx], 1).astype(np.int64)
        return Tensor(indices), values, F.cast(x1_shape, mstype.int64)


class SetSize(Primitive):
    """``SetSize(validate_indices=True)(set_indices, set_values, set_shape)``: the number of
    distinct values in each set (the entries sharing all but the last index) of a COO tensor
    of Int64 ``indices``/``shape`` and integer values: an Int32 Tensor of shape
    ``set_shape[:-1]``. With ``validate_indices`` the indices must be in row-major order.
    PYNATIVE_MODE only. (2.10's kernel writes these counts into a (1000, 1000) zero Tensor, its
    ``max_length`` placeholder shape; this gives them the documented shape.)"""

    @prim_attr_register
    def __init__(self, validate_indices=True):
        check_value_type("validate_indices", validate_indices, [bool], self.name)
        self.validate_indices = validate_indices
        self.init_prim_io_names(inputs=['set_indices', 'set_values', 'set_shape'],
                                outputs=['size'])
        self.add_prim_attr("validate_indices", self.validate_indices)
        self.add_prim_attr("max_length", 1000)

    def __call__(self, set_indices, set_values, set_shape):
        _need_int64(self.name, set_indices=set_indices, set_shape=set_shape)
        _need_types(self.name, "set_values", set_values,
                    (mstype.int8, mstype.int16, mstype.int32, mstype.int64, mstype.uint8,
                     mstype.uint16))
        _eager_only(self.name)
        shape = set_shape.asnumpy().astype(np.int64)
        idx = set_indices.asnumpy().reshape(-1, len(shape))
        vals = set_values.asnumpy().reshape(-1)
        if self.validate_indices and len(idx):
            keys = np.ravel_multi_index(tuple(idx.T), shape)
            bad = np.nonzero(np.diff(keys) <= 0)[0]
            if bad.size:
                raise ValueError(f"For 'SetSize', indices is out of order, index={bad[0] + 1}.")
        group_shape = tuple(int(d) for d in shape[:-1])
        out = np.zeros(group_shape, np.int32)
        if len(idx):
            groups = np.ravel_multi_index(tuple(idx[:, :-1].T), group_shape)
            pairs = np.unique(np.stack([groups, vals.astype(np.int64)], 1), axis=0)
            np.add.at(out.reshape(-1), pairs[:, 0], 1)
        return Tensor(out)


class SparseSliceGrad(Primitive):
    """``SparseSliceGrad()(backprop_val_grad, indices, start, new_indices)`` (Int64 index
    tensors): the gradient of ``SparseSlice``'s values: each entry of ``indices`` gets the
    gradient of the sliced entry ``new_indices + start`` equal to it, 0 where none is."""

    @prim_attr_register
    def __init__(self):
        self.init_prim_io_names(inputs=['backprop_val_grad', 'indices', 'start', 'new_indices'],
                                outputs=['y_grad'])

    def __call__(self, backprop_val_grad, indices, start, new_indices):
        _need_int64(self.name, indices=indices, start=start, new_indices=new_indices)
        if indices.ndim != 2 or new_indices.ndim != 2:
            raise ValueError(f"For '{self.name}', 'indices' and 'new_indices' must be 2-D, but "
                             f"got {indices.ndim}-D and {new_indices.ndim}-D.")
        if backprop_val_grad.ndim != 1 or start.ndim != 1:
            raise ValueError(f"For '{self.name}', 'backprop_val_grad' and 'start' must be 1-D.")
        if backprop_val_grad.shape[0] != new_indices.shape[0]:
            raise ValueError(f"For SparseSliceGrad, backprop_val_grad.shape[0] must equal to "
                             f"new_indices_shape.shape[0], but got backprop_val_grad.shape = "
                             f"({backprop_val_grad.shape[0]}) and new_indices.shape = "
                             f"{tuple(new_indices.shape)}.".replace(",)", ")"))
        moved = new_indices + F.expand_dims(start, 0)
        hit = F.all(F.expand_dims(indices, 1) == F.expand_dims(moved, 0), 2)
        grads = F.broadcast_to(F.expand_dims(backprop_val_grad, 0), hit.shape)
        return F.reduce_sum(F.select(hit, grads, F.zeros_like(grads)), 1)
