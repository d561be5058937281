"""MindSpore's sparse tensors: ``COOTensor``, ``CSRTensor``, ``RowTensor`` (and the deprecated
``SparseTensor``), as in ``mindspore.common.sparse_tensor``.

A sparse tensor is a small container of dense Tensors plus a static dense shape:

- ``COOTensor(indices, values, shape)``: ``indices`` ``[nnz, 2]`` (int16/32/64), ``values``
  ``[nnz]``; the dense tensor holds ``values[k]`` at ``indices[k]`` (duplicates add up).
- ``CSRTensor(indptr, indices, values, shape)``: row ``i`` holds columns
  ``indices[indptr[i]:indptr[i + 1]]`` with those ``values``; ``values`` is ``[nnz, *shape[2:]]``.
- ``RowTensor(indices, values, shape)``: rows ``indices`` of a dense tensor (MindSpore's sparse
  gradient of a gather), ``values`` ``[len(indices), *shape[1:]]``.

MindSpore keeps them as C++ objects; minicell registers them as JAX pytrees (children: the
Tensors; static data: the dense shape), so they pass into and out of a GRAPH_MODE ``construct``
or ``@jit`` function, live in it as intermediates, and gradients flow to their ``values`` (the
index Tensors are integers and carry none): the gradient with respect to a sparse input is the
values' Tensor in PYNATIVE_MODE, and in GRAPH_MODE (or of an ``@jit`` function) a sparse tensor
of the same kind holding it, with zero index Tensors (as MindSpore 2.10 gives them). The constructors check their inputs with
MindSpore's errors. The methods that compute (``to_dense``, ``to_csr``, ``mm``, ``+``...) are
``minicell.ops`` functions, installed on the classes by ``minicell/ops/rows_sparse.py``.

``print`` shows MindSpore's format, whose inner Tensors use its C++ layout (no commas; more than
29 elements print as ``[...]``):

>>> import minicell as ms
>>> ms.COOTensor(ms.Tensor([[0, 1]], ms.int32), ms.Tensor([2.0]), (2, 2))
COOTensor(shape=[2, 2], dtype=Float32, indices=Tensor(shape=[1, 2], dtype=Int32, value=
[[0 1]]), values=Tensor(shape=[1], dtype=Float32, value=[ 2.00000000e+00]))
"""
import logging
import math

import jax

from . import dtype as mstype
from ..runtime.dispatch import running_eagerly
from ._format import array_body
from .tensor import REFLECTED, Tensor

_INDEX_TYPES = (mstype.int16, mstype.int32, mstype.int64)
_PRINT_LIMIT = 30   # MindSpore's C++ printer shows ``[...]`` for Tensors with this many elements


def tensor_text(t):
    """A Tensor as MindSpore's C++ ``Tensor::ToString`` writes it (inside sparse tensors)."""
    head = f"Tensor(shape={list(t.shape)}, dtype={t.dtype}, value="
    arr = t.asnumpy()
    if arr.size >= _PRINT_LIMIT:
        return head + "[...])"
    return head + ("\n" if arr.ndim > 1 else "") + array_body(arr, comma=False) + ")"


def _check_tensors(**tensors):
    for name, t in tensors.items():
        if not isinstance(t, Tensor):
            raise TypeError(f"For SparseTensors, '{name}' must be Tensor, but got {type(t)}.")


def _check_shape(shape):
    if not isinstance(shape, tuple):
        raise TypeError(f"For SparseTensors, 'shape' must be tuple, but got {type(shape)}.")


class _Sparse:
    """What every sparse tensor shares: its fields, dtype and size properties, printing, and
    the pytree protocol (``_FIELDS`` are the Tensor children, ``_shape`` the static data)."""
    _FIELDS = ()

    @classmethod
    def _make(cls, *fields, shape):
        """An instance from already checked parts (pytree unflattening, op results)."""
        obj = object.__new__(cls)
        for name, value in zip(cls._FIELDS, fields):
            setattr(obj, "_" + name, value)
        obj._shape = tuple(shape)
        return obj

    def _copy_from(self, other, name, parts):
        """``__init__`` from another instance ``other`` (argument ``name``); every one of the
        ``parts`` arguments must then be None."""
        if any(p is not None for p in parts):
            fields = ", ".join(f"`{f}`" for f in self._FIELDS)
            raise TypeError(f"If input `{name}` is provided, {fields}, `shapes` should all be "
                            f"`None`")
        kind = next(c for c in type(self).__mro__ if "_FIELDS" in vars(c))   # not a subclass
        if not isinstance(other, kind):
            raise TypeError(f"Expect input `{name}` to be a {self._REPR_NAME}, but got "
                            f"{type(other)}")
        for f in self._FIELDS:
            setattr(self, "_" + f, getattr(other, "_" + f))
        self._shape = other._shape

    @property
    def values(self):
        """The non-zero values (a Tensor)."""
        return self._values

    @property
    def indices(self):
        """The indices of the values (a Tensor)."""
        return self._indices

    @property
    def shape(self):
        """The dense shape (a tuple)."""
        return self._shape

    @property
    def dtype(self):
        """The dtype of the values."""
        return self._values.dtype

    @property
    def size(self):
        """The number of stored values (``values.size``)."""
        return self._values.size

    @property
    def itemsize(self):
        """Bytes of one value."""
        return self._values.itemsize

    @property
    def ndim(self):
        """The rank of the dense tensor."""
        return len(self._shape)

    def to_tuple(self):
        """The parts (Tensors, then the dense shape) as a tuple."""
        return (*(getattr(self, "_" + f) for f in self._FIELDS), self._shape)

    def _with_values(self, values):
        fields = [getattr(self, "_" + f) for f in self._FIELDS[:-1]]
        return type(self)._make(*fields, values, shape=self._shape)

    def astype(self, dtype):
        """The same sparse tensor with its values cast to ``dtype``."""
        return self._with_values(self._values.astype(dtype))

    def abs(self):
        """The same sparse tensor with the absolute values."""
        return self._with_values(self._values.abs())

    def __neg__(self):
        return self._with_values(-self._values)

    def __repr__(self):
        parts = ", ".join(f"{f}={tensor_text(getattr(self, '_' + f))}" for f in self._FIELDS)
        return f"{self._REPR_NAME}(shape={list(self._shape)}, dtype={self.dtype}, {parts})"

    __str__ = __repr__

    @classmethod
    def _register(cls):
        jax.tree_util.register_pytree_node(
            cls, lambda s: (tuple(getattr(s, "_" + f) for f in s._FIELDS), s._shape),
            lambda shape, fields: cls._make(*fields, shape=shape))


class COOTensor(_Sparse):
    """A 2-D sparse tensor in coordinate format (MindSpore's ``COOTensor``).

    >>> import minicell as ms
    >>> x = ms.COOTensor(ms.Tensor([[0, 1], [1, 2]], ms.int32), ms.Tensor([1.0, 2.0]), (3, 4))
    >>> x.to_dense().asnumpy().tolist()
    [[0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 2.0, 0.0], [0.0, 0.0, 0.0, 0.0]]
    """
    _FIELDS = ("indices", "values")
    _REPR_NAME = "COOTensor"

    def __init__(self, indices=None, values=None, shape=None, coo_tensor=None):
        if coo_tensor is not None:
            self._copy_from(coo_tensor, "coo_tensor", (indices, values, shape))
            return
        _check_tensors(indices=indices, values=values)
        _check_shape(shape)
        if not running_eagerly():                 # 2.10's graph checks (MakeCOOTensor's infer)
            _check_coo_graph(indices, tuple(values.shape), shape)
        else:
            _check_coo(tuple(indices.shape), tuple(values.shape), shape)
            if indices.dtype not in _INDEX_TYPES:
                raise TypeError(f"For COOTensor, the type of 'indices' must be one of [int16, "
                                f"int32, int64], but got {indices.dtype}.")
        self._indices, self._values, self._shape = indices, values, shape


def _check_coo(ind, val, shape):
    if len(shape) != 2:
        raise ValueError(f"For COOTensor, the length of 'shape' must be 2, but got {shape}.")
    if ind == (0,) and val == (0,):
        return
    total = 1
    for d in shape:
        if d <= 0:
            raise ValueError(f"For COOTensor, the element of 'shape' must be positive, but got "
                             f"{d} in {shape}.")
        if not isinstance(d, int):
            raise TypeError(f"For COOTensor, the element type of 'shape' must be int, but got "
                            f"{type(d)}")
        total *= d
    if total < val[0]:
        raise ValueError(f"For COOTensor, shape is too small: ({total}) to hold all "
                         f"values({val[0]}).")
    if len(ind) != 2:
        raise ValueError(f"For COOTensor, 'indices' must be a 2-dimensional tensor, but got a "
                         f"{len(ind)}-dimensional tensor.")
    if len(val) != 1:
        raise ValueError(f"For COOTensor, 'values' must be a 1-dimensional tensor, but got a "
                         f"{len(val)}-dimensional tensor.")
    if ind[0] != val[0]:
        raise ValueError(f"For COOTensor, 'indices.shape[0]' must be euqal to 'values.shape[0]', "
                         f"but got 'indices.shape[0]' = {ind[0]} and 'values.shape[0]' = "
                         f"{val[0]}.")
    if ind[1] != 2:
        raise ValueError(f"For COOTensor, 'indices.shape[1]' must be 2, but got {ind[1]}.")


def _type_name(x):
    """MindSpore's name of the type of a Python number in a graph."""
    return {bool: "Bool", float: "Float32"}.get(type(x), type(x).__name__)


def _check_coo_graph(indices, val, shape):
    """MindSpore 2.10's checks of a COOTensor made in a graph (its MakeCOOTensor infer), which
    replace the constructor's own there."""
    ind = tuple(indices.shape)
    if indices.dtype not in _INDEX_TYPES:
        raise TypeError(f"The dtype of Indices must be Int16 or Int32 or Int64, but got "
                        f"{indices.dtype}.")
    if 0 in ind and 0 in val:                 # an empty COOTensor: no further check
        return
    for d in shape:
        if isinstance(d, bool) or not isinstance(d, int):
            raise TypeError(f"For COOTensor, the element type of `shape` must be Int, but got "
                            f"{_type_name(d)}")
    if any(d <= 0 for d in shape):
        raise TypeError(f"For COOTensor, the element of `shape` must be positive, but got "
                        f"{shape}")
    for name, dims, want in (("Indices", ind, 2), ("Values", val, 1)):
        if len(dims) != want:
            raise ValueError(f"{name} must be a {want}-dimensional tensor, but got a "
                             f"{len(dims)}-dimensional tensor.")
    if ind[0] != val[0]:
        raise ValueError(f"For COOTensor, `indices.shape[0]` must be equal to `values.shape[0]`, "
                         f"but got `indices.shape[0]`: {ind[0]} and `values.shape[0]`: {val[0]}")
    if ind[1] != 2:
        raise ValueError(f"For COOTensor, `indices.shape[1]` must be 2,but got {ind[1]}")
    if len(shape) != 2:
        raise TypeError(f"For COOTensor, `indices.shape[[const vector]{{{ind[0]}, {ind[1]}}}]` "
                        f"must be equal to the second dimension of `indices`: {len(shape)} but "
                        f"got {ind[1]}")


def _check_row_graph(indices, values, shape):
    """MindSpore 2.10's checks of a RowTensor made in a graph (its MakeRowTensor infer): int
    indices, one per row of ``values``, whose trailing dims are ``shape[1:]``."""
    ind, val = tuple(indices.shape), tuple(values.shape)
    if "Int" not in str(indices.dtype):
        raise TypeError(f"The dtype of indices must be a Int, but got {indices.dtype}")
    if len(ind) != 1:
        raise TypeError(f"Indices must be a 1 dimension tensor, but got a {len(ind)} dimension "
                        f"tensor")
    if ind[0] != val[0]:
        raise TypeError(f"The first dimension of indices must be the same with the first "
                        f"dimension of values {val[0]}, but got {ind[0]}")
    for d in shape:
        if isinstance(d, bool) or not isinstance(d, int):
            raise TypeError(f"The element type of dense_shape must be Int, but got "
                            f"{_type_name(d)}")
    if len(shape) != len(val):
        raise TypeError(f"The size of dense_shape must be the same with the dimension of values "
                        f"{len(val)}, but got {len(shape)}")
    for i, d in enumerate(shape):
        if d < 0:
            raise TypeError(f"The {i}th element of dense_shape must be positive, but got {d}")
        if i and d != val[i]:
            raise TypeError(f"The {i}th element of dense_shape must be same with the {i}th "
                            f"dimension of values {val[i]}, but got {d}")


class CSRTensor(_Sparse):
    """A sparse tensor in compressed-row format (MindSpore's ``CSRTensor``).

    >>> import minicell as ms
    >>> x = ms.CSRTensor(ms.Tensor([0, 1, 2], ms.int32), ms.Tensor([0, 1], ms.int32),
    ...                  ms.Tensor([1.0, 2.0]), (2, 4))
    >>> x.to_dense().asnumpy().tolist()
    [[1.0, 0.0, 0.0, 0.0], [0.0, 2.0, 0.0, 0.0]]
    """
    _FIELDS = ("indptr", "indices", "values")
    _REPR_NAME = "CSRTensor"

    def __init__(self, indptr=None, indices=None, values=None, shape=None, csr_tensor=None):
        if csr_tensor is not None:
            self._copy_from(csr_tensor, "csr_tensor", (indptr, indices, values, shape))
            return
        if not isinstance(indptr, Tensor):
            raise TypeError(f"For CSRTensor, 'indptr' must be Tensor, but got {type(indptr)}.")
        _check_tensors(indices=indices, values=values)
        _check_shape(shape)
        _check_csr(tuple(indptr.shape), tuple(indices.shape), tuple(values.shape), shape)
        for name, t in (("indptr", indptr), ("indices", indices)):
            if t.dtype not in _INDEX_TYPES:
                raise TypeError(f"For CSRTensor, {name} must have int16 or int32 or int64 data "
                                f"type, but got {t.dtype}.")
        self._indptr, self._indices, self._values, self._shape = indptr, indices, values, shape

    @property
    def indptr(self):
        """Row ``i``'s values are ``values[indptr[i]:indptr[i + 1]]``."""
        return self._indptr


def _check_csr(ptr, ind, val, shape):
    """2.10's ``check_csr_tensor_shape``, in its order (an empty CSRTensor passes)."""
    if ptr == ind == val == (0,):
        return
    for d in shape:
        if d <= 0:
            raise ValueError(f"For CSRTensor, the element of shape must be positive, but got {d}")
        if not isinstance(d, int):
            raise TypeError(f"For CSRTensor, the element type of shape must be int, but got "
                            f"{type(d)}")
    for d in val:
        if d <= 0:
            raise ValueError(f"The element of shape must be positive, but got {d}")
    if math.prod(shape) < math.prod(val):
        raise ValueError(f"Shape total size: {math.prod(shape)} is too small to hold "
                         f"{math.prod(val)} non-zero values.")
    for name, s in (("indices", ind), ("indptr", ptr)):
        if len(s) != 1:
            raise ValueError(f"For CSRTensor, {name} must be a 1-dimensional tensor, but got a "
                             f"{len(s)} dimension tensor.")
    if ptr[0] != shape[0] + 1:
        raise ValueError(f"For CSRTensor, indptr must have length (1 + shape[0]), but got: "
                         f"{ptr[0]}")
    if ind[0] != val[0]:
        raise ValueError(f"For CSRTensor, indices and values must equal in their shape, but got "
                         f"indices shape: {ind[0]}, values shape: {val[0]}.")
    if len(val) + 1 != len(shape):
        raise ValueError(f"Values' dimension should equal to CSRTensor's dimension - 1, but got"
                         f"Values' dimension: {len(val)} , CSRTensor's dimension: {len(shape)}")
    if tuple(val[1:]) != tuple(shape[2:]):
        raise ValueError(f"CSRTensor's shape[2: ] must be equal to value's shape[1: ],but "
                         f"CSRTensor's shape[2: ] got: {shape[2:]} and value's shape[1: ]got: "
                         f"{val[1:]}")


class RowTensorInner(_Sparse):
    """Rows ``indices`` of a dense tensor of shape ``shape`` (MindSpore's ``RowTensorInner``,
    the sparse gradient of a gather; ``RowTensor`` is its deprecated public spelling, which
    warns). Either is accepted where a row tensor is (``row_tensor=``, the ``row_tensor_*``
    ops); both print as ``RowTensor(...)``.

    >>> from minicell.common.sparse_tensor import RowTensorInner
    >>> import minicell as ms
    >>> r = RowTensorInner(ms.Tensor([0]), ms.Tensor([[1.0, 2.0]]), (3, 2))
    >>> r.dense_shape
    (3, 2)
    """
    _FIELDS = ("indices", "values")
    _REPR_NAME = "RowTensor"

    def __init__(self, indices=None, values=None, shape=None, row_tensor=None):
        if row_tensor is not None:
            self._copy_from(row_tensor, "row_tensor", (indices, values, shape))
            return
        _check_tensors(indices=indices, values=values)
        _check_shape(shape)
        if not running_eagerly():                 # 2.10 checks the parts in a graph only
            _check_row_graph(indices, values, shape)
        self._indices, self._values, self._shape = indices, values, shape

    @property
    def dense_shape(self):
        """The shape of the dense tensor the rows belong to."""
        return self._shape


class RowTensor(RowTensorInner):
    """MindSpore's deprecated ``RowTensor``: a ``RowTensorInner`` whose constructor warns.

    >>> import minicell as ms
    >>> ms.RowTensor(ms.Tensor([0]), ms.Tensor([[1.0, 2.0]]), (3, 2)).dense_shape
    (3, 2)
    """

    def __init__(self, indices=None, values=None, shape=None, row_tensor=None):
        logging.getLogger("minicell").warning(
            "'RowTensor' is deprecated from version 1.7 and will be removed in a future version.")
        super().__init__(indices, values, shape, row_tensor)


class SparseTensor(COOTensor):
    """MindSpore's deprecated name for a ``COOTensor`` (any rank; no checks beyond the types).

    >>> import minicell as ms
    >>> ms.SparseTensor(ms.Tensor([[0, 1]]), ms.Tensor([1.0]), (2, 2)).shape
    (2, 2)
    """

    def __init__(self, indices, values, shape):
        logging.getLogger("minicell").warning(
            "'SparseTensor' is deprecated from version 1.7 and will be removed in a future "
            "version. Please use 'COOTensor' instead.")
        if not (isinstance(indices, Tensor) and isinstance(values, Tensor)
                and isinstance(shape, tuple)):
            raise TypeError("Inputs must follow: COOTensor(indices, values, shape).")
        self._indices, self._values, self._shape = indices, values, shape


for _cls in (COOTensor, CSRTensor, RowTensorInner, RowTensor, SparseTensor):
    _cls._register()
REFLECTED.update((COOTensor, SparseTensor, CSRTensor))   # dense + COO runs COOTensor.__radd__


def is_sparse(x):
    """Whether ``x`` is one of the sparse tensors (COO, CSR, Row)."""
    return isinstance(x, _Sparse)


def sparse_parts(x):
    """``x`` (nested tuples/lists) with each sparse tensor as the tuple of its Tensors, as a
    compiled gradient flattens its outputs: the values are differentiated, the integer indices
    carry no gradient (``minicell.autodiff``'s taped outputs)."""
    if is_sparse(x):
        return tuple(jax.tree_util.tree_leaves(x, is_leaf=lambda t: isinstance(t, Tensor)))
    if isinstance(x, tuple):
        return tuple(sparse_parts(o) for o in x)
    return [sparse_parts(o) for o in x] if isinstance(x, list) else x


def install_methods(cls, methods):
    """Give ``cls`` the methods ``{name: function}`` (called by ``minicell.ops`` at import:
    the computing methods are ops functions of the layer above)."""
    for name, fn in methods.items():
        setattr(cls, name, fn)


__all__ = ["RowTensorInner", "RowTensor", "SparseTensor", "COOTensor", "CSRTensor"]
