"""The axis, shape, Tensor-method and sparse-tensor checks of ``mindspore._checkparam`` (which
re-exports them), with MindSpore 2.10's messages."""
from collections.abc import Iterable
from itertools import repeat

import numpy as np

from . import context
from .common import dtype as mstype
from .common.sparse_tensor import _check_coo
from .common.tensor import Tensor

# MindSpore 2.10's ``mstype.__dtype__``: the names ``check_astype_dtype`` accepts (and lists)
_DTYPE_NAMES = [
    'bool_', 'int8', 'byte', 'int16', 'short', 'int32', 'intc', 'int64', 'long', 'intp',
    'uint8', 'ubyte', 'uint16', 'ushort', 'uint32', 'uintc', 'uint64', 'uintp', 'float16',
    'half', 'float32', 'single', 'float64', 'double', 'complex64', 'cfloat', 'complex128',
    'cdouble', 'qint4x2', 'bfloat16', 'float8_e4m3fn', 'float8_e5m2', 'hifloat8', 'int_',
    'uint', 'float_', 'list_', 'tuple_', 'string', 'number', 'tensor_type', 'type_none', '_null',
    'TensorType', 'Type', 'Int', 'int', 'float', 'bool']
_PY_TYPES = {bool: mstype.bool_, int: mstype.int64, float: mstype.float64}


def _check_dup(axes):
    if len(set(axes)) != len(axes):
        raise ValueError(f"The element of parameter 'axis' can not be duplicate, but got {axes}.")


def check_axis_in_range(axis, ndim):
    """``axis`` (an int in ``[-ndim, ndim)``) made non-negative."""
    if not isinstance(axis, int):
        raise TypeError(f'The axes must be integers, but got {type(axis)}')
    if axis >= ndim or axis < -ndim:
        raise ValueError(f"The 'axis' must be in the range of [-{ndim}, {ndim}), but got {axis}.")
    return (axis + ndim) % ndim


def check_axis_valid(axes, ndim):
    """``axes`` (None: all; an int, tuple or list) as a tuple of distinct non-negative axes."""
    if axes is None:
        return tuple(range(ndim))
    if isinstance(axes, (tuple, list)):
        for axis in axes:
            check_axis_in_range(axis, ndim)
        out = tuple((x + ndim) % ndim for x in axes)
        _check_dup(out)
        return out
    check_axis_in_range(axes, ndim)
    return (axes % ndim,)


def check_and_canonicalize_axes(axes, ndim):
    """``axes`` (an int or a tuple of ints) as a tuple of distinct non-negative axes."""
    axes = axes if isinstance(axes, tuple) else (axes,)
    out = ()
    for ax in axes:
        if not isinstance(ax, int):
            raise TypeError(f"Each axis should be integer, but got {type(ax)} in {axes}.")
        if ax >= ndim or ax < -ndim:
            raise ValueError(f"The 'axis' must be in the range of [-{ndim}, {ndim}), but got "
                             f"{ax}.")
        out += (ax if ax >= 0 else ax + ndim,)
    _check_dup(out)
    return out


def check_axis_type(axis, type_int=True, type_tuple=True, type_list=True):
    """True if ``axis`` is an int or a tuple/list of ints (as allowed), else TypeError."""
    if type_int and isinstance(axis, int):
        return True
    if (type_tuple and isinstance(axis, tuple)) or (type_list and isinstance(axis, list)):
        for ax in axis:
            if not isinstance(ax, int):
                raise TypeError(f"For Tensor.ptp, each axis must be integer, but got {type(ax)} "
                                f"in {axis}.")
        return True
    kinds = "".join(f"{k}, " for k, on in (("int", type_int), ("tuple", type_tuple),
                                           ("list", type_list)) if on)
    raise TypeError(f"For Tensor.ptp, the axis should be {kinds}, but got {type(axis)}.")


def check_swapaxes_axis(axes, ndim):
    """An axis, or each of a tuple/list of axes, made non-negative."""
    if isinstance(axes, int):
        return check_axis_in_range(axes, ndim)
    if isinstance(axes, (tuple, list)):
        for axis in axes:
            if not isinstance(axis, int):
                raise TypeError(f"For ops.swapaxes, the axis argument must be integer, but got "
                                f"{type(axis)}.")
            check_axis_in_range(axis, ndim)
        return tuple((x + ndim) % ndim for x in axes)
    raise TypeError(f"For ops.swapaxes, the argument 'axes' must be integer, list or tuple for "
                    f"check, but got {type(axes)}.")


def check_transpose_axis(axes, ndim):
    """``Tensor.transpose(*axes)``'s permutation: none = reversed, one tuple/list, or ints."""
    def check_dim():
        if len(axes) != ndim:
            raise ValueError(f"For Tensor.transpose, the number of axes must be equal to the "
                             f"dimension of Tensor, but got {len(axes)} in the number of axes.")

    if not axes or (len(axes) == 1 and axes[0] is None):
        return tuple(range(ndim - 1, -1, -1))
    if len(axes) == 1:
        perm = axes[0]
        if isinstance(perm, list):
            return tuple(perm)
        if isinstance(perm, int):
            check_dim()
            return (perm,)
        if not isinstance(perm, tuple):
            raise TypeError(f"For Tensor.transpose, the parameter 'axes' must be a tuple/list, "
                            f"or series of integer, but got {type(axes[0])}")
        return perm
    check_dim()
    return axes


def check_reshape_shp(shp):
    """``Tensor.reshape(*shape)``'s shape: one int (as given), one tuple/list, or ints."""
    if len(shp) != 1:
        return shp
    new_shape = shp[0]
    if isinstance(new_shape, int):
        return shp
    if isinstance(new_shape, list):
        return tuple(new_shape)
    if not isinstance(new_shape, tuple):
        raise TypeError(f"For Tensor.reshape, the parameter 'shape' must be an integer, or "
                        f"tuple/list, or series of integer, but got {type(shp[0])}")
    return new_shape


def check_flatten_order(order):
    if not isinstance(order, str):
        raise TypeError(f"For Tensor.flatten, the parameter 'order' must be a string, but got "
                        f"{type(order)}")
    if order not in ('C', 'F'):
        raise ValueError(f"For Tensor.flatten, the parameter 'order' must be 'C' or 'F', but got "
                         f"'{order}'")


def prepare_shape_for_squeeze(shape, axes):
    """``shape`` without the size-1 dimensions ``axes`` (an int, tuple or list) names."""
    ndim = len(shape)

    def check(axis):
        if axis >= ndim or axis < -ndim:
            raise ValueError(f"For Tensor.squeeze, the 'axis' must be in the range of "
                             f"[-{ndim}, {ndim}), but got {axis}.")

    if isinstance(axes, int):
        check(axes)
        axes = (axes,)
    elif isinstance(axes, (list, tuple)):
        for axis in axes:
            check(axis)
        axes = tuple(dict.fromkeys(axes))
    else:
        raise TypeError(f"For Tensor.squeeze, the parameter 'axes' must be one of [int, tuple, "
                        f"list], but got {type(axes)}")
    new_shape = ()
    for idx, size in enumerate(shape):
        named = idx in axes or idx - ndim in axes
        if size != 1 and named:
            raise ValueError(f"For Tensor.squeeze, the shape of parameter 'axis' {axes} must be "
                             f"1, but got {size}.")
        if not named:
            new_shape += (size,)
    return new_shape


def max_(*args):
    return max(*args)


def min_(*args):
    return min(*args)


def is_stub_tensor(tensor):
    """MindSpore's stub tensors (asynchronous op outputs) carry ``stub``; minicell has none."""
    return hasattr(tensor, "stub")


def expanded_shape(ndim, axis_size, axis):
    """``ndim`` ones with ``axis_size`` at ``axis``."""
    return tuple(axis_size if i == axis else 1 for i in range(ndim))


def tuple_slice(tup, start, end):
    return tup[start:end]


def infer_out_shape(*shapes):
    """The broadcast shape of ``shapes``, else ValueError."""
    max_len = max(len(s) for s in shapes)
    out = ()
    for i in range(max_len):
        items = [s[i - max_len + len(s)] if i - max_len + len(s) >= 0 else 1 for s in shapes]
        size = 0 if 0 in items else max(items)
        if any(item not in (1, size) for item in items):
            raise ValueError(f"For Tensor, the dimension on each axis must be 1 or the max value "
                             f"on the axisto support broadcasting, but got shapes {shapes,}")
        out += (size,)
    return out


def check_reduce_shape(ori_shape, shape, axis, prim_name, arg_name1, arg_name2):
    """ValueError unless ``shape`` is ``ori_shape`` without the dimensions ``axis``."""
    axes = axis if isinstance(axis, Iterable) else (axis,)
    if list(shape) != [v for i, v in enumerate(ori_shape) if i not in axes]:
        raise ValueError(f"For '{prim_name}', the shape of parameter '{arg_name1}' reduce on "
                         f"'axis': {axis} must be equal to the shape of '{arg_name2}': {shape}, "
                         f"but got {ori_shape}.")


def check_astype_dtype(dtype):
    """``Tensor.astype``'s dtype (a name, Python/numpy type or MindSpore dtype) as a dtype."""
    if isinstance(dtype, str):
        if dtype.lower() not in _DTYPE_NAMES:
            raise TypeError(f"For Tensor.astype, the input type must be one of {_DTYPE_NAMES}, "
                            f"but got '{dtype}'.")
        name = dtype.lower()
        try:
            return mstype.to_mstype(np.dtype(name))
        except TypeError:
            return mstype.to_mstype(getattr(mstype, name))
    if isinstance(dtype, type):
        return _PY_TYPES.get(dtype) or mstype.to_mstype(dtype)
    valid = mstype.number_type + (mstype.bool_,)
    if dtype not in valid:
        raise TypeError(f"For Tensor.astype, the input type must be one of {valid}, but got "
                        f"'{dtype}'.")
    return dtype


def check_type_support(dtype, device, supported_dtypes):
    """True if ``dtype`` is supported, or the current target is not ``device``."""
    return dtype in supported_dtypes or context.get_context('device_target') != device


def _is_tensor(value):
    return isinstance(value, Tensor) or is_stub_tensor(value)


def check_sparse_tensor_input(indices, values, shape):
    for name, value in (("indices", indices), ("values", values)):
        if not _is_tensor(value):
            raise TypeError(f"For SparseTensors, '{name}' must be Tensor, but got {type(value)}.")
    if not isinstance(shape, tuple):
        raise TypeError(f"For SparseTensors, 'shape' must be tuple, but got {type(shape)}.")


def check_csr_tensor_input(indptr, indices, values, shape):
    if not _is_tensor(indptr):
        raise TypeError(f"For CSRTensor, 'indptr' must be Tensor, but got {type(indptr)}.")
    check_sparse_tensor_input(indices, values, shape)


def check_coo_tensor_input(indices, values, shape):
    check_sparse_tensor_input(indices, values, shape)


def _csr_sizes(values_shp, csr_shp):
    shape_size = val_size = 1
    for item in csr_shp:
        if item <= 0:
            raise ValueError(f"For CSRTensor, the element of shape must be positive, but got "
                             f"{item}")
        if not isinstance(item, int):
            raise TypeError(f"For CSRTensor, the element type of shape must be int, but got "
                            f"{type(item)}")
        shape_size *= item
    for item in values_shp:
        if item <= 0:
            raise ValueError(f"The element of shape must be positive, but got {item}")
        val_size *= item
    if shape_size < val_size:
        raise ValueError(f"Shape total size: {shape_size} is too small to hold {val_size} "
                         f"non-zero values.")


def check_csr_tensor_shape(indptr_shp, indices_shp, values_shp, csr_shp):
    """ValueError/TypeError unless the CSRTensor parts' shapes fit ``csr_shp``."""
    if indptr_shp == (0,) and indices_shp == (0,) and values_shp == (0,):
        return
    _csr_sizes(values_shp, csr_shp)
    for name, shp in (("indices", indices_shp), ("indptr", indptr_shp)):
        if len(shp) != 1:
            raise ValueError(f"For CSRTensor, {name} must be a 1-dimensional tensor, but got a "
                             f"{len(shp)} dimension tensor.")
    if csr_shp[0] + 1 != indptr_shp[0]:
        raise ValueError(f"For CSRTensor, indptr must have length (1 + shape[0]), but got: "
                         f"{indptr_shp[0]}")
    if indices_shp[0] != values_shp[0]:
        raise ValueError(f"For CSRTensor, indices and values must equal in their shape, but got "
                         f"indices shape: {indices_shp[0]}, values shape: {values_shp[0]}.")
    if len(values_shp) + 1 != len(csr_shp):
        raise ValueError(f"Values' dimension should equal to CSRTensor's dimension - 1, but got"
                         f"Values' dimension: {len(values_shp)} , CSRTensor's dimension: "
                         f"{len(csr_shp)}")
    if values_shp[1:] != csr_shp[2:]:
        raise ValueError(f"CSRTensor's shape[2: ] must be equal to value's shape[1: ],but "
                         f"CSRTensor's shape[2: ] got: {csr_shp[2:]} and value's shape[1: ]got: "
                         f"{values_shp[1:]}")


_INDEX_DTYPES = (mstype.int16, mstype.int32, mstype.int64)


def check_csr_tensor_dtype(indptr_dtype, indices_dtype):
    for name, dtype in (("indptr", indptr_dtype), ("indices", indices_dtype)):
        if dtype not in _INDEX_DTYPES:
            raise TypeError(f"For CSRTensor, {name} must have int16 or int32 or int64 data type, "
                            f"but got {dtype}.")


def check_coo_tensor_shape(indices_shp, values_shp, coo_shp):
    """ValueError/TypeError unless the COOTensor parts' shapes fit the 2-D ``coo_shp`` (the
    checks ``COOTensor`` itself makes)."""
    _check_coo(tuple(indices_shp), tuple(values_shp), coo_shp)


def check_coo_tensor_dtype(indices_dtype):
    if indices_dtype not in _INDEX_DTYPES:
        raise TypeError(f"For COOTensor, the type of 'indices' must be one of [int16, int32, "
                        f"int64], but got {indices_dtype}.")


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def _expand_tuple(n_dimensions):
    """An int as ``n_dimensions`` copies; a tuple of ``n_dimensions`` ints as it is."""
    def convert(m):
        msg = "When expanding an int number to tuple,"
        if not isinstance(m, tuple):
            if _is_int(m):
                return tuple(repeat(m, n_dimensions))
            raise TypeError(f"{msg} input type must be integer or tuple[int], but got {type(m)}")
        if len(m) != n_dimensions:
            raise TypeError(f"{msg} input tuple dimension must be {n_dimensions}, but got {m}")
        for i in m:
            if not _is_int(i):
                raise TypeError(f"{msg} the type of element in input tuple must be an integer, "
                                f"but got {type(i)}.")
        return m
    return convert


def _check_int_sequence_len(sequence, valid_len):
    if len(sequence) != valid_len:
        raise TypeError(f"When expanding an sequence to tuple, input sequence dimension must be "
                        f"{valid_len}, but got {sequence}")
    for i in sequence:
        if not _is_int(i):
            raise TypeError(f"When expanding an sequence to tuple, the type of element in input "
                            f"sequence must be an integer, but got {type(i)}.")


def _expand_sequence_to_tuple(n_dimensions):
    """An int as ``n_dimensions`` copies; a tuple or list of ``n_dimensions`` ints as a tuple."""
    def convert(m):
        if not isinstance(m, (tuple, list)):
            if _is_int(m):
                return tuple(repeat(m, n_dimensions))
            raise TypeError(f"When expanding an input to tuple, input type must be integer or "
                            f"tuple[int]/list[int], but got {type(m)}")
        _check_int_sequence_len(m, n_dimensions)
        return tuple(m)
    return convert


once, twice, triple = _expand_tuple(1), _expand_tuple(2), _expand_tuple(3)
once_sequence, twice_sequence, triple_sequence = (_expand_sequence_to_tuple(n) for n in (1, 2, 3))


def check_np_shape(shape):
    """mindspore.numpy's check of a shape (2.10's zeros/ones/full texts, measured): an int, a
    tuple, a list or a Tensor (no numpy array) of non-negative ints."""
    if not isinstance(shape, (int, tuple, list, Tensor)):
        raise TypeError(f"only int, tuple, list and tensor are allowed for shape, but got "
                        f"{type(shape)}")
    if isinstance(shape, Tensor):
        shape = shape.asnumpy().tolist()
    for s in (shape,) if isinstance(shape, int) else shape:
        if not isinstance(s, int):
            raise TypeError("each entry in shape should be int.")
        if s < 0:
            raise ValueError("each entry in shape should no less than 0.")


def graph_quoted(check, *args):
    """``check(*args)``; in a graph its ValueError quoted, as 2.10's graph gives the raises of
    the Python code it compiles (mindspore.numpy's axis checks, measured)."""
    from .runtime.dispatch import running_eagerly
    try:
        return check(*args)
    except ValueError as err:
        if running_eagerly():
            raise
        raise ValueError(f"'{err}'") from None
