"""``mindspore.dataset.transforms``: operations on any column, for ``map`` or to call eagerly
on numpy arrays: ``Compose``, ``TypeCast``, ``OneHot``, ``Fill``, ``Duplicate``,
``RandomApply``, ``RandomChoice``, ``RandomOrder``, ``Slice``, ``Concatenate``, ``PadEnd``,
``Mask`` (with ``Relational``), ``Unique``. ``transforms.c_transforms`` and
``transforms.py_transforms`` (MindSpore's legacy paths used by model zoos) name the same
classes.

>>> import numpy as np
>>> from minicell.dataset import transforms
>>> transforms.OneHot(3)(np.array(1))
array([0, 1, 0])
"""
import enum
import operator
import random

import numpy as np

from ...common import dtype as mstype
from ..core.validator_helpers import INT64_MAX, check_value, type_check
from ..engine import as_array, in_pipeline, kernel_error
from .. import _random
# (_input_array, _is_pil: the other transform modules take them from here)
from ._base import TensorOperation, _input_array, _is_pil, check_has_data  # noqa: F401
from ._slice_index import _index

__all__ = ["TensorOperation", "Compose", "TypeCast", "OneHot", "Fill", "Duplicate",
           "RandomApply", "RandomChoice", "RandomOrder", "Slice", "Concatenate", "PadEnd",
           "Relational", "Mask", "Unique", "not_random"]


def not_random(function):
    """Mark a Python function as deterministic (``function.random = False``), as 2.10's
    decorator does: MindSpore caches only such functions' results."""
    function.random = False
    return function


class Implementation(enum.IntEnum):
    """How MindSpore 2.10 runs an operation: ``C`` (its C++ kernels) or ``PY`` (Python); it is
    ``mindspore.dataset.Implementation``. minicell's operations are numpy/PIL Python whichever is
    named; the enum is there for code that sets or compares it
    (``op.implementation = ds.Implementation.C``).

    >>> from minicell.dataset import Implementation
    >>> int(Implementation.PY)
    1
    """
    C = 0
    PY = 1


def _check_ops(ops, api):
    if isinstance(ops, (list, tuple)) and not ops:     # MindSpore 2.10: a ValueError
        raise ValueError(f"For '{api}', transforms list can not be empty.")
    if not isinstance(ops, (list, tuple)):
        raise TypeError(f"For '{api}', transforms should be a non-empty list of operations.")
    for i, op in enumerate(ops):
        if not callable(op):
            raise TypeError(f"transforms[{i}] is neither a transforms op (TensorOperation) nor "
                            f"a callable pyfunc.")
    return list(ops)


def _check_transform_list(ops):
    """Compose's, RandomChoice's and RandomOrder's transforms (``validators``, which imports
    this module: imported when called)."""
    from .validators import check_transform_list
    return check_transform_list(ops)


class Compose(TensorOperation):
    """The transforms one after the other (each gets the previous one's outputs)."""

    decomposes = True       # map runs its transforms as its own operations (2.10)

    def __init__(self, transforms):
        self.transforms = _check_transform_list(transforms)
        self.random = any(getattr(t, "random", False) for t in self.transforms)

    def __call__(self, *args):
        # 2.10's eager call of a Compose holding a Python operation (ToPIL, RandomGrayscale...)
        # runs its Python chain: the last outputs as they are (a PIL image too), always a tuple
        python = not in_pipeline() and any(getattr(t, "py_op", False) for t in self.transforms)
        if not args and not python:
            raise kernel_error("Input Tensor is not valid.")
        check_has_data(args)
        for t in self.transforms:
            out = t(*args)
            args = out if isinstance(out, tuple) else (out,)
        if python:
            return args
        # a PIL image the operations hand on comes out as numpy (2.10 inside a pipeline)
        args = tuple(as_array(a) if _is_pil(a) else a for a in args)
        return args[0] if len(args) == 1 else args


def _np_dtype(data_type, name="data_type"):
    """A minicell dtype (``ms.string``: numpy's str), a numpy dtype or its name, as a numpy
    dtype; 2.10's TypeError for anything else."""
    from ...common import dtype as mstype
    if data_type is mstype.string:
        return np.dtype(np.str_)
    if isinstance(data_type, mstype.Type):
        return np.dtype(mstype.dtype_to_nptype(data_type))
    if data_type is not None and not isinstance(data_type, (bool, int, float)):
        try:
            return np.dtype(data_type)
        except (TypeError, ValueError):     # ValueError: a tuple numpy reads as a structure
            pass
    raise TypeError(f"Argument {name} with value {data_type} is not of type [<class 'mindspore."
                    f"_c_expression.typing.Type'>, <class 'numpy.dtype'>], but got "
                    f"{type(data_type)}.")      # (2.10's class path)


class TypeCast(TensorOperation):
    """Cast to ``data_type`` (a minicell dtype such as ``ms.int32``, or a numpy dtype)."""

    def __init__(self, data_type):
        self.data_type = _np_dtype(data_type)

    def _apply(self, x):
        if x.dtype.kind in "US" and self.data_type.kind not in "US":
            raise RuntimeError(f"TypeCast: TypeCast does not support cast from string to "
                               f"{self.data_type}.")
        if self.data_type.kind in "US" and x.dtype.kind not in "US":
            # 2.10 makes an empty string tensor of the input's size, which it refuses
            raise RuntimeError("Failed to create empty tensor, number of elements should be 0 "
                               "when data type is string.")
        return x.astype(self.data_type)


class OneHot(TensorOperation):
    """Integer labels to one-hot vectors of ``num_classes`` (the labels' dtype;
    ``smoothing_rate`` spreads that much mass over the classes, giving float32)."""

    def __init__(self, num_classes, smoothing_rate=0.0):
        # 2.10's validator, in its order (a nan rate passes)
        type_check(smoothing_rate, (int, float), "smoothing_rate")
        type_check(num_classes, (int,), "num_classes")
        if num_classes <= 0:
            raise ValueError("Input must be greater than 0.")
        if smoothing_rate < 0 or smoothing_rate > 1:
            raise ValueError("Input smoothing_rate is not within the required interval of "
                             "[0.0, 1.0].")
        self.num_classes, self.smoothing_rate = num_classes, smoothing_rate

    def _apply(self, x):
        if x.dtype.kind not in "iu":        # 2.10's texts (measured)
            raise RuntimeError(f"OneHot: Only support input of int type, but got: {x.dtype}")
        x = np.squeeze(x)       # 2.10: size-1 dimensions dropped ((N, 1) -> (N, classes))
        if x.ndim > 1:
            raise RuntimeError(f"OneHot: Only support scalar or 1D input, got rank: {x.ndim}")
        if np.any((x < 0) | (x >= self.num_classes)):
            raise RuntimeError(f"OneHot: labels must be in [0, {self.num_classes}), got {x}.")
        hot = np.eye(self.num_classes, dtype=x.dtype)[x]
        if self.smoothing_rate:
            r = self.smoothing_rate
            return (hot * (1 - r) + r / self.num_classes).astype(np.float32)
        return hot


class Fill(TensorOperation):
    """Every element set to ``fill_value`` (shape and dtype kept)."""

    def __init__(self, fill_value):
        if not isinstance(fill_value, (str, float, bool, int, bytes)):
            raise TypeError(f"Argument fill_value with value {fill_value} is not of type "
                            f"[<class 'str'>, <class 'float'>, <class 'bool'>, <class 'int'>, "
                            f"<class 'bytes'>], but got {type(fill_value)}.")
        self.fill_value = fill_value

    def _apply(self, x):
        fill = np.asarray(self.fill_value)
        strings = fill.dtype.kind in "US"
        if strings != (x.dtype.kind in "US") or strings and fill.dtype.kind != x.dtype.kind:
            names = {"U": "string", "S": "bytes"}
            raise RuntimeError(f"Fill: fill_value and the input tensor must be of the same data "
                               f"type when involving strings or bytes, but got fill_value data "
                               f"type {names.get(fill.dtype.kind, fill.dtype.name)} and input "
                               f"tensor data type {names.get(x.dtype.kind, x.dtype.name)}")
        if strings:                     # the string's own width, not the column's
            return np.full(x.shape, fill)
        if x.dtype.kind in "iu" and fill.dtype.kind in "iu":   # wraps around as a C cast
            return np.full(x.shape, fill.astype(np.int64)).astype(x.dtype)
        return np.full(x.shape, fill).astype(x.dtype)


class Duplicate(TensorOperation):
    """Two copies of the column (map it with two ``output_columns``)."""

    def _apply(self, x):
        return x, x.copy()


class RandomApply(TensorOperation):
    """The transforms (as ``Compose``) with probability ``prob``, else the input unchanged."""

    random = True

    def __init__(self, transforms, prob=0.5):
        self.compose = Compose(transforms)
        type_check(prob, (float, int), "prob")     # 2.10's text (measured)
        if not 0 <= prob <= 1:
            raise ValueError("Input prob is not within the required interval of [0, 1].")
        self.prob = prob

    def __call__(self, *args):
        check_has_data(args)
        # 2.10's C++ draw: uniform_real_distribution<double>(0, 1) <= prob (a PIL image: its
        # Python implementation)
        with _random.eager(self, args, python_on_pil=True):
            if _random.unit(self) <= self.prob:
                return self.compose(*args)
        return args[0] if len(args) == 1 else args


class RandomChoice(TensorOperation):
    """One of the transforms, picked at random for each row."""

    random = True

    def __init__(self, transforms):
        self.transforms = _check_transform_list(transforms)

    def __call__(self, *args):
        check_has_data(args)
        with _random.eager(self, args, python_on_pil=True):     # 2.10: uniform_int(0, n - 1)
            return self.transforms[_random.uniform_int(self, 0, len(self.transforms) - 1)](*args)


class RandomOrder(TensorOperation):
    """The transforms (each fed the previous one's outputs) in a random order for each row."""

    random = True

    def __init__(self, transforms):
        self.transforms = _check_transform_list(transforms)

    def __call__(self, *args):
        # 2.10 runs it in Python: random.shuffle of its own list, in place, call after call
        draw = _random.python_random()
        order = self.transforms if draw is random else list(self.transforms)
        draw.shuffle(order)
        return Compose(list(order))(*args)


class Slice(TensorOperation):
    """The elements at ``slices``, one per leading axis: an int or a list of ints (kept as an
    axis), a ``slice``, ``None`` (the whole axis) or ``Ellipsis``."""

    def __init__(self, *slices):
        self.index = tuple(_index(s) for s in slices)

    def _apply(self, x):
        out = x
        axis = 0
        for item in self.index:
            if item is Ellipsis:
                axis = x.ndim - (len(self.index) - 1 - self.index.index(Ellipsis))
                continue
            if isinstance(item, list):
                if not item:        # 2.10's text (measured: Slice([]))
                    raise RuntimeError("Both indices and slices can not be empty.")
                bad = [i for i in item if not -x.shape[axis] <= i < x.shape[axis]]
                if bad:
                    raise RuntimeError(f"Slice: Index {bad[0]} is out of bounds.")
            out = out[(slice(None),) * axis + (item,)]
            axis += 1
        return out


def _check_same_type(x, extra, what):
    strings = x.dtype.kind in "US"
    if extra is not None and (strings != (extra.dtype.kind in "US") or
                              not strings and extra.dtype != x.dtype):
        raise RuntimeError(f"Concatenate: input datatype does not match the {what} datatype, "
                           f"got input datatype: {x.dtype}, {what} datatype:{extra.dtype}")


class Concatenate(TensorOperation):
    """1-D columns joined (one, or several columns mapped together) with ``prepend`` before
    and ``append`` after them (1-D arrays of their type)."""

    def __init__(self, axis=0, prepend=None, append=None):
        if axis is not None:
            type_check(axis, (int,), "axis")
            if axis not in (0, -1):
                raise ValueError("only 1D concatenation supported.")
        for name, value in (("prepend", prepend), ("append", append)):
            if value is not None:
                type_check(value, (np.ndarray,), name)
                if value.ndim != 1:
                    raise ValueError(f"can only {name} 1D arrays.")
        self.prepend, self.append = prepend, append

    def _apply(self, *columns):
        for x in columns:
            if x.ndim != 1:
                raise RuntimeError(f"Concatenate: only 1D input supported, got rank of input: "
                                   f"{x.ndim}")
        x = columns[0]
        for other in columns[1:]:
            _check_same_type(x, other, "input")
        _check_same_type(x, self.prepend, "prepend")
        _check_same_type(x, self.append, "append")
        parts = [p for p in (self.prepend, *columns, self.append) if p is not None]
        return np.concatenate(parts)


class PadEnd(TensorOperation):
    """Padded at the end of each axis to ``pad_shape`` (``None`` keeps an axis; a smaller size
    cuts it) with ``pad_value`` (0, or '' for strings)."""

    def __init__(self, pad_shape, pad_value=None):
        type_check(pad_shape, (list,), "pad_shape")         # 2.10's texts (measured)
        if not all(s is None or isinstance(s, int) and not isinstance(s, bool)
                   for s in pad_shape):
            raise TypeError("a value in the list is not an integer.")
        for s in pad_shape:     # 2.10's check_pos_int64 of each size
            if s is not None:
                check_value(s, (1, INT64_MAX))
        if pad_value is not None:
            type_check(pad_value, (str, float, bool, int, bytes), "pad_value")
        self.pad_shape, self.pad_value = list(pad_shape), pad_value

    def _apply(self, x):
        if x.ndim == 0:         # 2.10 gives a scalar back as it is, whatever pad_shape (measured)
            return x
        if len(self.pad_shape) != x.ndim:
            raise RuntimeError(f"PadEnd: invalid pad shape, as rank of input is: {x.ndim}, and "
                               f"rank of pad value: {len(self.pad_shape)}")
        shape = [n if s is None else s for n, s in zip(x.shape, self.pad_shape)]
        fill = self.pad_value if self.pad_value is not None else \
            {"U": "", "S": b""}.get(x.dtype.kind, 0)
        _check_pad_kinds(np.asarray(fill), x)
        # a longer string pad widens the strings (2.10)
        out = np.full(shape, fill, np.result_type(x, np.asarray(fill)) if x.dtype.kind in "US"
                      else x.dtype)
        keep = tuple(slice(0, min(a, b)) for a, b in zip(x.shape, shape))
        out[keep] = x[keep]
        return out


def _check_pad_kinds(fill, x):
    """2.10's PadEnd refusals: numeric with string, str with bytes (its texts, type names)."""
    names = [{"U": "string", "S": "bytes"}.get(a.dtype.kind, str(a.dtype)) for a in (fill, x)]
    mixed = (fill.dtype.kind in "US") != (x.dtype.kind in "US")
    if mixed or fill.dtype.kind in "US" and fill.dtype.kind != x.dtype.kind:
        what = "numeric and string" if mixed else "string and byte"
        raise RuntimeError(f"PadEnd: can not pad {what} tensors together, but got: {names[0]} "
                           f"and {names[1]}.")


class Relational(enum.IntEnum):
    """``Mask``'s comparisons."""
    EQ, NE, GT, GE, LT, LE = range(6)

    def compare(self, x, y):
        return getattr(operator, self.name.lower())(x, y)


class Mask(TensorOperation):
    """``x <operator> constant`` elementwise, as ``dtype`` (bool by default)."""

    def __init__(self, operator, constant, dtype=mstype.bool_):  # noqa: A002  (2.10's name)
        type_check(operator, (Relational,), "operator")
        type_check(constant, (str, float, bool, int, bytes), "constant")
        if not isinstance(dtype, mstype.Type) and dtype is not mstype.string:
            raise TypeError(f"Argument dtype with value {dtype} is not of type "
                            f"[<class 'mindspore._c_expression.typing.Type'>], but got "
                            f"{type(dtype)}.")
        self.op = operator
        self.constant, self.dtype = constant, _np_dtype(dtype, "dtype")

    def _apply(self, x):
        if self.dtype.kind not in "biuf":       # 2.10's texts (measured)
            raise RuntimeError("Mask: Only supports bool or numeric datatype for generated mask "
                               "type, but got:string")
        if (x.dtype.kind in "US") != isinstance(self.constant, str):
            raise RuntimeError("Mask: input datatype does not match the value datatype, both "
                               "should be numeric or non-numerical in the same time.")
        constant = self.constant
        if x.dtype.kind in "biuf":      # 2.10 casts the constant to the input's type (3.5 -> 3)
            with np.errstate(invalid="ignore", over="ignore"):
                constant = np.array(constant).astype(x.dtype)
        return self.op.compare(x, constant).astype(self.dtype)


class Unique(TensorOperation):
    """The distinct elements (flattened, in order of first appearance), each element's position
    among them and each one's count (both int32): three outputs, so map it with three
    ``output_columns``."""

    def _apply(self, x):
        flat = x.ravel()
        values, first, inverse, counts = np.unique(flat, return_index=True, return_inverse=True,
                                                   return_counts=True)
        order = np.argsort(first, kind="stable")
        rank = np.empty_like(order)
        rank[order] = np.arange(len(order))
        return (values[order], rank[inverse.ravel()].astype(np.int32),
                counts[order].astype(np.int32))


# 2.10's package imports its ``transforms`` module, so ``dataset.transforms.transforms`` is an
# attribute after ``import mindspore.dataset.transforms`` (mindformers walks its ``dir``)
from . import transforms  # noqa: E402,F401
from ...common.unsupported import install as _install_unsupported  # noqa: E402

_install_unsupported(__name__, "mindspore.dataset.transforms")
