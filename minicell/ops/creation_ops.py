"""Creation functional ops (``ops.fill``, ``full``, ``ones``, ``zeros``, ``*_like``, ``arange``,
``linspace``, ``eye``, ``one_hot``), re-exported by ``array_ops``."""
import builtins

import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..runtime.dispatch import dispatch, running_eagerly
from ..runtime.registry import freeze_attrs, get_op
from ._util import (check_axis, check_int_dtype, check_int_operands, check_range, dtype_arg,
                    dtype_name, int_arg, ms_type_name, ndim_of, norm_shape, scalar_value,
                    shape_of, size_value)

_FILL, _ZEROS_LIKE, _ONES_LIKE = get_op("fill"), get_op("zeros_like"), get_op("ones_like")
_ARANGE, _LINSPACE, _EYE = get_op("arange"), get_op("linspace"), get_op("eye")
_ONE_HOT = get_op("one_hot")



def fill(type, shape, value):
    """A tensor of ``shape`` and dtype ``type`` filled with ``value``.

    >>> import minicell as ms
    >>> ms.ops.fill(ms.float32, (2,), 3).asnumpy().tolist()
    [3.0, 3.0]
    """
    if isinstance(shape, list) or shape is None:    # 2.10's FillV2 takes a tuple or a Tensor
        raise TypeError("For primitive[FillV2], the `shape`  must be a tuple or tensor with all "
                        f"Int elements, but got {'None' if shape is None else 'ValueList'}.")
    if type is not None:                 # 2.10 makes a Tensor of it: a name is its TypeError
        mstype.dtype_argument(type, "Tensor")
    return _filled(type, shape, value)


def fill_prim(type, shape, value):
    """``ops.Fill()(type, shape, value)``: ``fill``, but ``type`` must be a dtype (2.10's
    Primitive refuses a str, an int, None or a numpy type with this text, measured)."""
    if isinstance(shape, tuple) and any(isinstance(d, int) and d < 0 for d in shape):
        raise ValueError("negative dimensions are not allowed")     # 2.10's numpy (measured)
    if not isinstance(type, mstype.Type):             # a numpy dtype too (measured)
        raise TypeError("For 'Fill', the supported data type is ['bool', 'int8', 'int16', "
                        "'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64','float16', "
                        "'float32', 'float64'], but got an invalid dtype!.")
    return fill(type, shape, value)


def _filled(type, shape, value, op="Fill"):
    """``fill`` of a shape given as an int, list, tuple or Tensor (ones/zeros/full take all)."""
    shape = norm_shape(shape, op)
    if shape and min(shape) < 0:
        negative_dims(shape, op)
    return dispatch(_FILL, (value,), freeze_attrs({"shape": shape, "dtype": dtype_name(type)}))


def filled_as(op, size, dtype, value=0):
    """``_filled`` refusing a negative size as 2.10's ``op`` does (``mint.empty``: Empty)."""
    return _filled(dtype, size, value, op)


# 2.10's primitive and wording of its shape inference ValueError for a negative size (measured:
# Ones writes 'the' op by op and 'the the' in a graph)
_NEGATIVE = {"Fill": ("FillV2", "the the"), "Ones": ("Ones", "the"),
             "Zeros": ("Zeros", "the the"), "Empty": ("Empty", "the")}


def negative_dims(shape, op):
    """``shape`` (ints) itself, unless a dimension is negative: 2.10's ValueError of ``op``."""
    for i, d in enumerate(shape if isinstance(shape, (tuple, list)) else ()):
        if isinstance(d, int) and d < 0:
            prim, the = _NEGATIVE[op]
            the = "the the" if op == "Ones" and not running_eagerly() else the
            raise ValueError(f"For primitive[{prim}], {the} {i}th dimension of input shape must "
                             f"be greater than or equal to 0, but got {d}.")
    return shape


def check_fill_scalar(size, fill_value):
    """``mint.full``'s FillScalar signature for a fill value that is no number or Tensor (2.10's
    TypeError, measured for a str)."""
    if not isinstance(fill_value, (Tensor, int, float, np.number, np.bool_)):
        raise TypeError(f'Failed calling FillScalar with "FillScalar()(size={ms_type_name(size)}'
                        f', fill_value={ms_type_name(fill_value)}, dtype=mindspore.dtype)".\nThe'
                        f' valid calling should be: \n"FillScalar()(size=<list of int, tuple of '
                        f'int>, fill_value=<Tensor, Number>, dtype=<mindspore.dtype>)".')


def full(size, fill_value, *, dtype=None):
    """A tensor of ``size`` (a tuple or list) filled with ``fill_value``, Int64 unless ``dtype``
    says otherwise: MindSpore 2.10's ``ops.full`` does not infer the dtype from the value
    (measured, both modes: ``full((2,), 2.5)`` is Int64 ``[2, 2]``, a Float32 Tensor value too).

    >>> from minicell import ops
    >>> ops.full((2,), 2.5).asnumpy().tolist()
    [2, 2]
    """
    if not isinstance(size, (tuple, list)):
        raise TypeError(f"For 'ops.full', 'size' must be a tuple or list of ints, but got "
                        f"{type(size)}.")
    _full_dtype(dtype)
    if not isinstance(fill_value, (Tensor, int, float, np.number, np.bool_)):  # 2.10: a Cast
        raise TypeError(f'Failed calling Cast with "Cast()(input={ms_type_name(fill_value)}, '
                        f'dtype=mindspore.dtype)".\nThe valid calling should be: \n"Cast()(input='
                        f'<Number, Tensor>, dtype=<mindspore.dtype>)".')
    if isinstance(fill_value, Tensor):         # FillV2 takes a 0-d or one-element 1-d value
        if fill_value.ndim > 1:
            raise ValueError(f"For primitive[FillV2], the dimension of the input [fill_value] "
                             f"must be in [0,1], but got {fill_value.ndim}.")
        if fill_value.size != 1:
            raise ValueError(f"For primitive[FillV2], the size of the input [fill_value] must be "
                             f"equal to 1, but got {fill_value.size}.")
    return _filled(dtype or mstype.int64, size, fill_value)


def _full_dtype(dtype):
    """MindSpore 2.10's check of ``ops.full``'s ``dtype`` (``full_like`` calls ``full``)."""
    if dtype is not None and not isinstance(dtype, mstype.Type):
        raise TypeError(f"For 'ops.full', 'dtype' must be mindspore.type, but got {dtype}.")


def full_like(input, fill_value, *, dtype=None):
    """A tensor like ``input`` filled with ``fill_value``."""
    _full_dtype(dtype)
    return fill(dtype or input.dtype, shape_of(input), fill_value)


def ones(shape, dtype=None):
    """Ones of ``shape`` (Float32 by default).

    >>> from minicell import ops
    >>> ops.ones((2, 3)).shape
    (2, 3)
    """
    _no_array("Ones", "shape", shape)
    return _filled(dtype_arg(dtype, "Ones"), shape, 1, "Ones")


def zeros(size, dtype=None):
    """Zeros of ``size`` (Float32 by default)."""
    _no_array("Zeros", "size", size)
    return _filled(dtype_arg(dtype, "Zeros"), size, 0, "Zeros")


def _no_array(prim, name, shape):
    """2.10's parser refuses a numpy array shape (measured: 'Failed calling Zeros with
    "Zeros()(size=<class 'numpy.ndarray'>, dtype=mindspore.dtype)".')."""
    if shape.__class__ is np.ndarray:
        raise TypeError(f'Failed calling {prim} with "{prim}()({name}={type(shape)}, '
                        f'dtype=mindspore.dtype)".')


def ones_like(input, *, dtype=None):
    """Ones with the shape (and dtype, unless given) of ``input``."""
    return dispatch(_ONES_LIKE, (input,), freeze_attrs(      # a dtype name: Cast's TypeError
        {"dtype": dtype_name(mstype.op_dtype_argument(dtype, "Cast")) if dtype else None}))


def zeros_like(input, *, dtype=None):
    """Zeros with the shape (and dtype, unless given) of ``input``."""
    return dispatch(_ZEROS_LIKE, (input,), freeze_attrs(
        {"dtype": dtype_name(mstype.op_dtype_argument(dtype, "Cast")) if dtype else None}))


_ARANGE_TYPES = ("Int32", "Float32", "Int64", "Float64")


def _check_arange_bound(v):
    """2.10's arange text for a bound of a type it takes no scalar from (measured: None, a str,
    a list of ints, an Int8 Tensor); a bool keeps minicell's own check."""
    name = None
    if isinstance(v, Tensor) and str(v.dtype) not in _ARANGE_TYPES:
        name = str(v.dtype)
    elif v is None or isinstance(v, str):
        name = "None" if v is None else "String"
    elif isinstance(v, list) and v and builtins.all(type(i) is int for i in v):
        name = "List[Int64]"
    if name:
        raise TypeError(f"For arange, the input type must be int or float or a TensorScalar in "
                        f"[mindspore.int32, mindspore.float32, mindspore.int64, "
                        f"mindspore.float64], but got {name}")


def arange(start=0, end=None, step=1, *, dtype=None):
    """``[start, start + step, ...)`` below ``end``; Int64 for ints, else Float32.

    >>> from minicell import ops
    >>> ops.arange(5).asnumpy().tolist()
    [0, 1, 2, 3, 4]
    """
    for v in (start, step) if end is None else (start, end, step):
        _check_arange_bound(v)
    start, end, step = (size_value(v, "arange with Tensor bounds") for v in (start, end, step))
    if end is None:
        start, end = 0, start
    check_range(start, end, step)
    if dtype is None:
        ints = builtins.all(isinstance(v, int) for v in (start, end, step))
        dtype = mstype.int64 if ints else mstype.float32
    dtype = mstype.op_dtype_argument(dtype, "Cast")
    return dispatch(_ARANGE, (), freeze_attrs({"start": start, "stop": end, "step": step,
                                               "dtype": dtype_name(dtype)}))


def linspace(start, end, steps):
    """``steps`` evenly spaced Float32 values from ``start`` to ``end`` inclusive."""
    num = int(size_value(steps, "linspace with a Tensor 'steps'"))
    if num <= 0:
        raise ValueError(f"For primitive[LinSpace], the num must be greater than 0, but got {num}.")
    return dispatch(_LINSPACE, (), freeze_attrs({
        "start": float(scalar_value(start)), "stop": float(scalar_value(end)),
        "num": num, "dtype": "float32"}))


def eye(n, m=None, dtype=None):
    """An n x m identity-like matrix (Float32 by default)."""
    check_int_operands("Eye()(n={n}, m={m}, dtype=mindspore.dtype)",
                       "Eye()(n=<int>, m=<int>, dtype=<mindspore.dtype>)",
                       n=n, m=n if m is None else m)
    for name, v in (("n", n), ("m", m)):      # n first (measured: eye(-2, -1))
        if v is not None and int(v) < 0:
            raise ValueError(f"Eye error: {name} value can not be negative.")
    return dispatch(_EYE, (), freeze_attrs({"n": int(n), "m": int(m if m is not None else n),
                                            "dtype": dtype_name(dtype_arg(dtype, "Eye"))}))


def one_hot(indices, depth, on_value=1, off_value=0, axis=-1):
    """One-hot encoding along a new ``axis`` of size ``depth``.

    >>> from minicell import ops, Tensor
    >>> ops.one_hot(Tensor([0, 2]), 3).asnumpy().tolist()
    [[1, 0, 0], [0, 0, 1]]
    """
    if not isinstance(depth, (int, np.integer, Tensor)) or isinstance(depth, bool):
        # 2.10's OneHot signature, its on/off values shown as the Tensors it makes of them
        raise TypeError(f'Failed calling OneHot with "OneHot(axis={ms_type_name(axis)})(indices='
                        f'{ms_type_name(indices)}, depth={ms_type_name(depth)}, on_value=Tensor, '
                        f'off_value=Tensor)".\nThe valid calling should be: \n"OneHot(axis=<int>)'
                        f'(indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, off_value='
                        f'<Tensor>)".')
    depth = int(size_value(int_arg(depth, "OneHot", "depth"), "one_hot with a Tensor 'depth'"))
    if depth < 0:
        raise ValueError(f"For primitive[OneHot], the depth value must be greater than or equal "
                         f"to 0, but got {depth}.")
    if isinstance(indices, Tensor) and indices.dtype.kind not in ("int", "uint"):   # (2.10's)
        raise TypeError(f"For primitive[OneHot], the input argument[indices] must be a type of "
                        f"{{Tensor[Int32], Tensor[Int64]}}, but got Tensor[{indices.dtype}].")
    check_int_dtype(indices, "OneHot", "indices")
    nd = ndim_of(indices)
    if isinstance(axis, int) and not -1 <= axis <= nd:     # 2.10's text (measured)
        raise ValueError(f"For primitive[OneHot], the axis value must be in [-1,{nd}], but got "
                         f"{axis}.")
    axis = check_axis(axis, nd, "OneHot", lo=-1, hi=nd + 1)
    return dispatch(_ONE_HOT, (indices, _hot_value(on_value), _hot_value(off_value)),
                    freeze_attrs({"depth": depth, "axis": axis}))


def _hot_value(value):
    """2.10 makes a Python float on/off value a Float32 Tensor (an int an Int64 one, a numpy
    scalar one of its own dtype): ``one_hot(i, 3, 1.0, 0.0)`` is Float32 (measured)."""
    if isinstance(value, np.generic):
        return Tensor(np.asarray(value))
    if isinstance(value, float):
        return Tensor(value, mstype.float32)
    return value
