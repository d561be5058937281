"""Scatter, segment, index and in-place-update ops (``ops.scatter_nd_max``,
``ops.tensor_scatter_mul``, ``ops.unsorted_segment_max``, ``ops.index_add``, ``ops.ScatterAdd``,
``ops.InplaceUpdate``, ``ops.masked_scatter``, ...) over the registry's ``scatter_nd_reduce`` and
``unsorted_segment_reduce``.

MindSpore's ``Scatter*`` ops (and ``index_add``/``inplace_index_add``) write into a Parameter
``input_x`` and return it; here the write goes through ``runtime.param_write.write`` (the path
of ``ops.assign``), so it happens now in PYNATIVE_MODE and when the graph runs in GRAPH_MODE.
Given a plain Tensor they replace its data too (as MindSpore 2.10 does) and return the result.

>>> import minicell as ms
>>> from minicell import ops
>>> p = ms.Parameter(ms.Tensor([1.0, 2.0, 3.0]), name="p")
>>> _ = ops.scatter_max(p, ms.Tensor([0, 2]), ms.Tensor([5.0, 0.0])); p.asnumpy().tolist()
[5.0, 2.0, 3.0]
"""
import numpy as np

from ..common import dtype as mstype
from ..common.parameter import Parameter
from ..common._type_text import graph_type_text
from ..common.tensor import Tensor
from ..runtime.checks import SCATTER_RANGE, check_kernel_dtype
from ..runtime.dispatch import dispatch
from ..runtime.param_write import write
from ..runtime.registry import freeze_attrs, get_op
from . import functional as F
from ._scatter_checks import check_tensor_scatter_inputs
from ._utils.utils import kernel_broadcast_shape
from ._util import (check_index_range, check_same_dtype, check_segment_ids, check_written_dtype,
                    ms_type_name, shape_of)
from .bool_kernels import refuse_bool
from .extra_ops import _eager_only, tensor_scatter_elements
from .indexing import _write
from .primitive import Primitive, prim_attr_register

_SCATTER, _SEGMENT = get_op("scatter_nd_reduce"), get_op("unsorted_segment_reduce")


def _store(x, new, api):
    """Write ``new`` into ``x``, as MindSpore's Scatter*/IndexAdd kernels do: a Parameter write,
    or, on a plain Tensor, its data replaced (as ``t[i] = v``). Returns ``new``, a Tensor (2.10
    returns a Tensor, not the Parameter) that keeps the gradient path to ``x`` and the updates
    (2.10's bprops of IndexAdd, ScatterUpdate, ScatterNdUpdate, ... send ``dout`` back to
    both)."""
    if isinstance(x, Parameter):
        write(x, new, api)
    elif isinstance(x, Tensor):
        _write(x, new)
    return new


def _nd(x, indices, updates, mode, api):
    check_tensor_scatter_inputs(api, indices, shape_of(x))
    return dispatch(_SCATTER, (x, indices, updates), freeze_attrs({"mode": mode}))


def _first_axis(x, indices, updates, mode, api, nonnegative=None):
    """Scatter along axis 0: ``indices`` (any shape) pick rows of ``x``. ``nonnegative``: the
    message template of a 2.10 kernel that refuses a negative position too (measured at -1 of
    2: ScatterAdd/Sub/Mul/Div/Max/Min/Update 'the value of indices should be in [0, 2), but got
    '-1' in indices.', InplaceIndexAdd's own text, IndexAdd's kernel failure)."""
    n = shape_of(x)[0] if shape_of(x) else 1
    if nonnegative:
        check_index_range(api, indices, n, "'indices'", template=nonnegative, lo=0)
    else:
        check_index_range(api, indices, n, "'indices'")
    return dispatch(_SCATTER, (x, F.expand_dims(indices, -1), updates),
                    freeze_attrs({"mode": mode}))


# ---- tensor_scatter_* (out of place, gather_nd layout) -----------------------------------------
def _tensor_scatter(mode, api):
    def fn(input_x, indices, updates):
        check_same_dtype(api, ("input_x", input_x), ("updates", updates))
        check_tensor_scatter_inputs(api, indices, shape_of(input_x), updates)
        return dispatch(_SCATTER, (input_x, indices, updates), freeze_attrs({"mode": mode}))
    fn.__name__ = fn.__qualname__ = f"tensor_scatter_{mode}"
    fn.__doc__ = (f"A copy of ``input_x`` with ``updates`` combined by ``{mode}`` into the "
                  f"slices at ``indices`` (``{api}``).")
    return fn


tensor_scatter_sub = _tensor_scatter("sub", "TensorScatterSub")
tensor_scatter_mul = _tensor_scatter("mul", "TensorScatterMul")
tensor_scatter_div = _tensor_scatter("div", "TensorScatterDiv")
tensor_scatter_max = _tensor_scatter("max", "TensorScatterMax")
tensor_scatter_min = _tensor_scatter("min", "TensorScatterMin")


# ---- Scatter* / ScatterNd* (in place on a Parameter) -------------------------------------------
def _param_scatter(mode, api, nd):
    # the written input's name in 2.10's dtype error (ScatterNdUpdate declares 'input_x')
    written = "input_x" if api == "ScatterNdUpdate" else "x"

    def update(input_x, indices, updates):
        check_written_dtype(api, input_x, [updates], written)
        new = (_nd(input_x, indices, updates, mode, api) if nd else
               _first_axis(input_x, indices, updates, mode, api, nonnegative=SCATTER_RANGE))
        return _store(input_x, new, api)

    def fn(input_x, indices, updates, use_locking=False):
        del use_locking
        return update(input_x, indices, updates)
    if not nd:    # 2.10's ops.scatter_add/... take no use_locking (scatter_nd_add/... do)
        fn = update
    fn.__name__ = fn.__qualname__ = f"scatter_{'nd_' if nd else ''}{mode}"
    # Python names the function in a wrong-argument-count TypeError by its code's qualname
    fn.__code__ = fn.__code__.replace(co_name=fn.__name__, co_qualname=fn.__name__)
    fn.__doc__ = (f"``{api}``: combine ``updates`` by ``{mode}`` into the Parameter "
                  f"``input_x`` at ``indices`` ({'gather_nd layout' if nd else 'rows of axis 0'})"
                  f"; returns the updated Parameter.")
    cls = type(api, (_ScatterLockingPrim if mode == "update" else _ScatterPrim,),
               {"_fn": staticmethod(fn), "__doc__": fn.__doc__, "__module__": __name__})
    return fn, cls


class _ScatterPrim(Primitive):
    _fn = None

    @prim_attr_register
    def __init__(self, use_locking=False):
        self.use_locking = use_locking

    def __call__(self, input_x, indices, updates):
        return type(self)._fn(input_x, indices, updates)


class _ScatterLockingPrim(_ScatterPrim):
    """ScatterUpdate and ScatterNdUpdate: ``use_locking`` defaults to True there (2.10)."""

    @prim_attr_register
    def __init__(self, use_locking=True):
        self.use_locking = use_locking


scatter_update, ScatterUpdate = _param_scatter("update", "ScatterUpdate", False)
scatter_add, ScatterAdd = _param_scatter("add", "ScatterAdd", False)
scatter_sub, ScatterSub = _param_scatter("sub", "ScatterSub", False)
scatter_mul, ScatterMul = _param_scatter("mul", "ScatterMul", False)
scatter_div, ScatterDiv = _param_scatter("div", "ScatterDiv", False)
scatter_max, ScatterMax = _param_scatter("max", "ScatterMax", False)
scatter_min, ScatterMin = _param_scatter("min", "ScatterMin", False)
scatter_nd_update, ScatterNdUpdate = _param_scatter("update", "ScatterNdUpdate", True)
scatter_nd_add, ScatterNdAdd = _param_scatter("add", "ScatterNdAdd", True)
scatter_nd_sub, ScatterNdSub = _param_scatter("sub", "ScatterNdSub", True)
scatter_nd_mul, ScatterNdMul = _param_scatter("mul", "ScatterNdMul", True)
scatter_nd_div, ScatterNdDiv = _param_scatter("div", "ScatterNdDiv", True)
scatter_nd_max, ScatterNdMax = _param_scatter("max", "ScatterNdMax", True)
scatter_nd_min, ScatterNdMin = _param_scatter("min", "ScatterNdMin", True)
_, ScatterNonAliasingAdd = _param_scatter("add", "ScatterNonAliasingAdd", True)


def scatter(input, axis, index, src):
    """``out[index[i][j]][j] = src[i][j]`` for ``axis`` 0 (``tensor_scatter_elements``)."""
    if isinstance(axis, (float, str)):          # 2.10's Scatter signature (measured)
        raise TypeError(f'Failed calling Scatter with "Scatter()(input={ms_type_name(input)}, '
                        f'dim={ms_type_name(axis)}, index={ms_type_name(index)}, src='
                        f'{ms_type_name(src)}, reduce=string)".\nThe valid calling should be: \n'
                        f'"Scatter()(input=<Tensor>, dim=<Tensor, int>, index=<Tensor>, src='
                        f'<Tensor>, reduce=<string>)".')
    check_same_dtype("Scatter", ("input", input), ("src", src), bare=True)
    return tensor_scatter_elements(input, index, src, axis)


class ScatterAddWithAxis(Primitive):
    """``ScatterAddWithAxis(axis=0)(input_x, indices, updates)``: elementwise scatter-add."""

    @prim_attr_register
    def __init__(self, axis=0):
        self.axis = axis

    def __call__(self, input_x, indices, updates):
        return tensor_scatter_elements(input_x, indices, updates, self.axis, "add")


# ---- segments ---------------------------------------------------------------------------------
def _unsorted(mode, api):
    def fn(x, segment_ids, num_segments):
        n = int(num_segments.item() if isinstance(num_segments, Tensor) else num_segments)
        if n <= 0:
            raise ValueError(f"For '{api}', 'num_segments' must be positive, but got {n}")
        check_segment_ids(api, segment_ids, n)
        return dispatch(_SEGMENT, (x, segment_ids),
                        freeze_attrs({"num_segments": n, "mode": mode}))
    fn.__name__ = fn.__qualname__ = f"unsorted_segment_{mode}"
    fn.__doc__ = (f"``{api}``: {mode} of the slices of ``x`` sharing a segment id; an empty "
                  f"segment holds the dtype's {'lowest' if mode == 'max' else 'highest'} value"
                  f"{' (1)' if mode == 'prod' else ''}.")
    return fn


unsorted_segment_max = _unsorted("max", "UnsortedSegmentMax")
unsorted_segment_min = _unsorted("min", "UnsortedSegmentMin")
unsorted_segment_prod = _unsorted("prod", "UnsortedSegmentProd")


def _sorted_segment(mode, api):
    """MindSpore's Segment*: ids sorted, ``ids[-1] + 1`` segments (a data-dependent shape, so
    PYNATIVE_MODE only); an empty segment holds 0 (1 for a product, as 2.10)."""
    def call(self, input_x, segment_ids):
        _eager_only(api)
        ids = np.asarray(segment_ids.asnumpy())
        if ids.ndim != 1 or (ids.size and (np.any(np.diff(ids) < 0) or ids[0] < 0)):
            raise ValueError(f"For '{api}', 'segment_ids' must be a 1-D sorted non-negative "
                             f"tensor, but got {ids.tolist()}")
        n = int(ids[-1]) + 1 if ids.size else 0
        if mode in ("sum", "mean"):
            out = F.unsorted_segment_sum(input_x, segment_ids, n)
        else:
            out = dispatch(_SEGMENT, (input_x, segment_ids),
                           freeze_attrs({"num_segments": n, "mode": mode}))
        count = np.bincount(ids, minlength=n).reshape((n,) + (1,) * (input_x.ndim - 1))
        if mode == "mean":
            out = out / Tensor(np.maximum(count, 1), input_x.dtype)
        empty = F.ones_like(out) if mode == "prod" else F.zeros_like(out)
        return F.where(Tensor(count > 0), out, empty)
    return type(api, (Primitive,), {"__init__": lambda self: Primitive.__init__(self, api),
                                    "__call__": call, "__module__": __name__,
                                    "__doc__": f"``{api}()(input_x, segment_ids)``: "
                                               f"{mode} of sorted segments (PYNATIVE_MODE)."})


SegmentSum = _sorted_segment("sum", "SegmentSum")
SegmentMean = _sorted_segment("mean", "SegmentMean")
SegmentMax = _sorted_segment("max", "SegmentMax")
SegmentMin = _sorted_segment("min", "SegmentMin")
SegmentProd = _sorted_segment("prod", "SegmentProd")


def _segment_prim(fn, api):
    def call(self, x, segment_ids, num_segments):
        return fn(x, segment_ids, num_segments)
    return type(api, (Primitive,), {"__init__": lambda self: Primitive.__init__(self, api),
                                    "__call__": call, "__module__": __name__,
                                    "__doc__": fn.__doc__})


UnsortedSegmentMax = _segment_prim(unsorted_segment_max, "UnsortedSegmentMax")
UnsortedSegmentMin = _segment_prim(unsorted_segment_min, "UnsortedSegmentMin")
UnsortedSegmentProd = _segment_prim(unsorted_segment_prod, "UnsortedSegmentProd")


# ---- index / inplace ops -----------------------------------------------------------------------
_INPLACE_INDEX_ADD = ("For '{op}', the value of 'indices' must be in range [0, {hi}), but got "
                      "{bad}.")
_INDEX_ADD = "For '{op}', the value of 'indices' should be in [0, {hi}), but got {bad}."


def _along(x, axis, index, value, mode, api, nonnegative=None):
    """Combine ``value`` into ``x`` at positions ``index`` (1-D) of ``axis``."""
    nd = len(shape_of(x))
    if not -nd <= axis < nd and api in ("IndexAdd", "InplaceIndexAdd"):   # 2.10's infer text
        raise ValueError(f"For primitive[{api}], the axis must be in ({-nd - 1},{nd}), but got "
                         f"{axis}.")
    if not -nd <= axis < nd:
        raise ValueError(f"For '{api}', 'axis' must be in [{-nd}, {nd}), but got {axis}")
    axis %= nd
    moved = F.moveaxis(x, axis, 0)
    if isinstance(value, Tensor) and len(shape_of(value)) == nd:
        value = F.moveaxis(value, axis, 0)
    index = index if isinstance(index, Tensor) else Tensor(np.asarray(index, np.int64))
    upd_shape = shape_of(index) + shape_of(moved)[1:]
    value = F.broadcast_to(F.cast(value if isinstance(value, Tensor) else Tensor(value),
                                  x.dtype), upd_shape)
    out = _first_axis(moved, index, value, mode, api, nonnegative)
    return F.moveaxis(out, 0, axis)


def index_add(x, indices, y, axis, use_lock=True, check_index_bound=True):
    """Add the slices of ``y`` to ``x`` at ``indices`` along ``axis`` (in place on a
    Parameter). 2.10's CPU kernel takes Int32 indices only (measured: Int64 is its TypeError)."""
    del use_lock, check_index_bound
    if isinstance(indices, Tensor):
        check_kernel_dtype("IndexAdd", str(indices.dtype), ("Int32",), arg="indices type")
    return _store(x, _along(x, axis, indices, y, "add", "IndexAdd", _INDEX_ADD), "IndexAdd")


def inplace_index_add(var, indices, updates, axis):
    """``InplaceIndexAdd``: same as ``index_add(var, indices, updates, axis)``."""
    return _store(var, _along(var, axis, indices, updates, "add", "InplaceIndexAdd",
                              _INPLACE_INDEX_ADD), "InplaceIndexAdd")


def index_fill(x, axis, index, value):
    """A copy of ``x`` with the slices at ``index`` along ``axis`` set to ``value``."""
    _index_fill_args(axis, index, value)
    axis = int(axis.item() if isinstance(axis, Tensor) else axis)
    nd = len(shape_of(x))
    if not -nd <= axis < nd:     # 2.10: its kernel's RuntimeError
        raise RuntimeError(f"For 'IndexFill', the input of 'dim' out of range (expected to be in "
                           f"range of [{-nd}, {nd - 1}], but got {axis})")
    refuse_bool("IndexFill", x)     # 2.10: no Bool kernel (measured)
    return _along(x, axis, F.reshape(index, (-1,)) if isinstance(index, Tensor) else index,
                  value, "update", "IndexFill")


def _index_fill_args(axis, index, value):
    """2.10's IndexFill type checks (measured, PYNATIVE_MODE: a float dim, a float index
    Tensor, a str value, a value Tensor of rank 2)."""
    if isinstance(axis, float):
        raise TypeError("For primitive[IndexFill], the input argument[dim] must be a type of "
                        "{Int32, Int64}, but got Float32.")
    if not isinstance(index, Tensor):       # a number or a list too (measured)
        raise TypeError(f"For Primitive[IndexFill], the type of input argument[index] must be "
                        f"Tensor but got {graph_type_text(index)}.")
    if index.dtype.kind not in ("int", "uint"):
        raise TypeError(f"For primitive[IndexFill], the input argument[index] must be a type of "
                        f"{{Tensor[Int32]}}, but got Tensor[{index.dtype}].")
    if isinstance(value, str):
        raise TypeError("For Primitive[IndexFill], the type of input argument[value] must be "
                        "Tensor but got String.")
    if isinstance(value, Tensor) and value.ndim:
        raise ValueError(f"For primitive[IndexFill], the rank of 'value' must be equal to 0, "
                         f"but got {value.ndim}.")


def _inplace(mode, api):
    def fn(x, v, indices):
        idx = (indices,) if isinstance(indices, int) else indices
        idx = idx if isinstance(idx, Tensor) else Tensor(np.asarray(idx, np.int32))
        v = F.reshape(v, shape_of(idx) + shape_of(x)[1:])
        return _first_axis(x, idx, v, mode, api)
    fn.__name__ = fn.__qualname__ = f"inplace_{mode}"
    fn.__doc__ = f"``{api}``: ``x[indices]`` {mode} ``v`` (rows of axis 0), as a new tensor."
    return fn


inplace_add = _inplace("add", "InplaceAdd")
inplace_sub = _inplace("sub", "InplaceSub")
inplace_update = _inplace("update", "InplaceUpdate")


class _InplacePrim(Primitive):
    _fn = None

    @prim_attr_register
    def __init__(self, indices):
        self.indices = indices

    def __call__(self, x, v):
        return type(self)._fn(x, v, self.indices)


def _inplace_cls(name, fn):
    return type(name, (_InplacePrim,), {"_fn": staticmethod(fn), "__module__": __name__,
                                        "__doc__": f"``{name}(indices)(x, v)``."})


InplaceAdd = _inplace_cls("InplaceAdd", inplace_add)
InplaceSub = _inplace_cls("InplaceSub", inplace_sub)
InplaceUpdate = _inplace_cls("InplaceUpdate", inplace_update)


class InplaceUpdateV2(Primitive):
    """``InplaceUpdateV2()(x, indices, v)``: ``inplace_update`` with ``indices`` an input."""

    def __init__(self):
        super().__init__("InplaceUpdateV2")

    def __call__(self, x, indices, v):
        return inplace_update(x, v, indices)


class IndexAdd(Primitive):
    """``IndexAdd(axis, use_lock=True, check_index_bound=True)(x, indices, y)``."""

    @prim_attr_register
    def __init__(self, axis, use_lock=True, check_index_bound=True):
        self.axis = axis

    def __call__(self, x, indices, y):
        return index_add(x, indices, y, self.axis)


class InplaceIndexAdd(Primitive):
    """``InplaceIndexAdd(axis)(var, indices, updates)``."""

    @prim_attr_register
    def __init__(self, axis):
        self.axis = axis

    def __call__(self, var, indices, updates):
        return inplace_index_add(var, indices, updates, self.axis)


# 2.10's TypeId codes of the mask dtypes its MaskedScatter refuses (_c_expression.typing's)
_TYPE_IDS = {"Int8": 32, "Int16": 33, "Int32": 34, "Int64": 35, "Float16": 42, "Float32": 43,
             "Float64": 44, "BFloat16": 45}


def masked_scatter(input, mask, source):
    """A copy of ``input`` with its ``mask`` positions filled, in order, from ``source``
    (static shapes: works in both modes)."""
    if mask.dtype not in (mstype.bool_, mstype.uint8):      # (2.10's kernel text, measured)
        raise TypeError(f"For MaskedScatter, mask should be in dtype support list [DT_UINT8,"
                        f"DT_BOOL,], but got {_TYPE_IDS.get(str(mask.dtype), mask.dtype)}.")
    # (2.10's broadcast text first, measured: shapes (2,) and (3,))
    kernel_broadcast_shape(shape_of(input), shape_of(mask), "MaskedScatter", "input", "mask")
    mask = F.broadcast_to(F.cast(mask, mstype.bool_), shape_of(input))
    flat_mask = F.reshape(mask, (-1,))
    pos = F.cumsum(F.cast(flat_mask, mstype.int32), 0) - 1
    pos = F.maximum(pos, 0)
    picked = F.gather(F.reshape(source, (-1,)), pos, 0)
    out = F.where(flat_mask, F.cast(picked, input.dtype), F.reshape(input, (-1,)))
    return F.reshape(out, shape_of(input))
