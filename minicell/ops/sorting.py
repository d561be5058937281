"""Sorting functional ops: ``ops.sort``, ``ops.argsort``, ``ops.topk`` (re-exported by
``ops.reductions``)."""
import builtins

from ..runtime.checks import KernelSelectError, exact_select_text, in_mode
from ..runtime.dispatch import dispatch
from ..runtime.registry import freeze_attrs, get_op
from .. import _checkparam
from . import _util
from ._topk_checks import topk_dim, topk_k
from .bool_kernels import is_bool, refuse_bool, refuse_bool_type

_SORT, _TOPK = get_op("sort"), get_op("topk")
# 2.10's TopK infer dtypes (measured: a Bool input is refused before k is checked)
_TOPK_TYPES = ("BFloat16", "Float16", "Float32", "Float64", "Int16", "Int32", "Int64", "Int8",
               "UInt16", "UInt32", "UInt64", "UInt8")


def sort(input_x, axis=-1, descending=False):
    """``(values, Int32 indices)`` sorted along ``axis``.

    >>> from minicell import ops, Tensor
    >>> v, i = ops.sort(Tensor([3.0, 1.0, 2.0]))
    >>> v.asnumpy().tolist(), i.asnumpy().tolist()
    ([1.0, 2.0, 3.0], [1, 2, 0])
    """
    _checkparam.check_value_type("descending", descending, [bool], "Sort")
    _checkparam.check_value_type("axis", axis, [int], "Sort")
    r = builtins.max(_util.ndim_of(input_x), 1)
    if not -r <= axis < r:      # 2.10's text (measured; a closed range)
        raise ValueError(f"For primitive[Sort], the axis must be in [{-r},{r - 1}], but got "
                         f"{axis}.")
    refuse_bool("Sort", input_x)
    return dispatch(_SORT, (input_x,), freeze_attrs({
        "axis": int(axis), "descending": bool(descending), "kernel_nan": True}))


def sort_nan_last(input, axis):
    """``(values, indices)`` ascending along ``axis`` with NaN last (median and kthvalue pick
    from it; the public ``sort`` orders a NaN row as 2.10's Sort kernel does)."""
    return dispatch(_SORT, (input,), freeze_attrs({"axis": int(axis), "descending": False}))


def argsort(input, axis=-1, descending=False):
    """Int32 indices that sort ``input`` along ``axis``."""
    return sort(input, axis, descending)[1]


def topk(input, k, dim=None, largest=True, sorted=True):
    """``(values, Int32 indices)`` of the ``k`` largest (``largest=False``: smallest) entries
    along ``dim`` (the last axis when None).

    >>> from minicell import ops, Tensor
    >>> ops.topk(Tensor([1.0, 3.0, 2.0]), 2)[1].asnumpy().tolist()
    [1, 2]
    """
    _checkparam.check_value_type("largest", largest, [bool], "topk")
    _checkparam.check_value_type("sorted", sorted, [bool], "TopK")
    k = topk_k(k)
    _util.shape_from_values(k, "ops.topk with a Tensor k")   # 2.10: a dynamic shape
    if is_bool(input):      # 2.10 takes the smallest as TopK of the negated input (measured)
        if not largest:
            raise in_mode(KernelSelectError(exact_select_text("Neg", "Bool")))
        refuse_bool_type("TopK", "input_x", _TOPK_TYPES, input)
    return dispatch(_TOPK, (input,), freeze_attrs({
        "k": int(k), "axis": topk_dim(input, int(k), dim), "largest": bool(largest),
        "sorted": bool(sorted)}))
