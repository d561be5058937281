"""``ops.select`` / ``ops.where`` and ``ops.masked_fill`` (re-exported by ``array_ops``), with
MindSpore 2.10's operand checks: a Python bool is no condition or mask (its 'Failed calling'
TypeError), a condition or mask of another dtype than Bool has no kernel, and MaskedFill's CPU
kernel takes a value of the input's kind only (``_operand_dtypes.check_masked_fill``), where
``Tensor.masked_fill`` casts it."""
from ..runtime.dispatch import dispatch
from ..runtime.registry import get_op
from ..common.tensor import Tensor
from ._operand_dtypes import check_masked_fill
from ._utils.utils import kernel_broadcast_shape
from ._util import check_bool_dtype, check_fill_value, ms_type_name, shape_of

_SELECT, _MASKED_FILL = get_op("select"), get_op("masked_fill")


def select(condition, input, other):
    """``input`` where ``condition`` is true, else ``other`` (broadcasting).

    >>> from minicell import ops, Tensor
    >>> ops.select(Tensor([True, False]), Tensor([1.0, 2.0]), 0.0).asnumpy().tolist()
    [1.0, 0.0]
    """
    if isinstance(condition, (bool, int, float)):     # 2.10: the condition is a Tensor
        raise TypeError(f'Failed calling Select with "Select()(condition='
                        f'{ms_type_name(condition)}, input={ms_type_name(input)}, other='
                        f'{ms_type_name(other)})".\nThe valid calling should be: \n"Select()('
                        f'condition=<Tensor>, input=<Number, Tensor>, other=<Number, Tensor>)".')
    check_bool_dtype(condition, "Select", "condition")   # 2.10 has no kernel for another dtype
    _check_select_shapes(condition, input, other)
    return dispatch(_SELECT, (condition, input, other))


def _check_select_shapes(condition, input, other):
    """2.10's Select broadcasts ``input`` with ``other`` first, then ``condition`` with that
    broadcast (named ``input``), with its shape inference's text in both modes (measured:
    ``where(m, h[:2], q[:3])`` names input and other, ``where(m[:3], 1.0, h)`` names
    ``input.shape = [4, 6]``)."""
    shapes = [tuple(shape_of(v)) for v in (condition, input, other)]
    if any(not isinstance(d, int) or d < 0 for sh in shapes for d in sh):
        return      # a dynamic dimension: the kernel checks it
    both = kernel_broadcast_shape(shapes[1], shapes[2], "Select", "input", "other")
    kernel_broadcast_shape(shapes[0], both, "Select", "condition", "input")


def where(condition, input, other):
    """``ops.where``: same as ``select(condition, input, other)``."""
    return select(condition, input, other)


def masked_fill(input_x, mask, value):
    """``value`` where ``mask`` is true, else ``input_x``.

    >>> from minicell import ops, Tensor
    >>> ops.masked_fill(Tensor([1.0, 2.0]), Tensor([True, False]), 0.5).asnumpy().tolist()
    [0.5, 2.0]
    """
    check_masked_fill(input_x, mask, value)
    _check_mask_shape(input_x, mask)
    return _masked_fill(input_x, mask, value)


def tensor_masked_fill(self, mask, value):
    """``Tensor.masked_fill(mask, value)``: the value is cast to the Tensor's dtype."""
    check_masked_fill(self, mask, value, method=True)
    _check_mask_shape(self, mask)
    return _masked_fill(self, mask, value)


def _check_mask_shape(input_x, mask):
    """2.10's MaskedFill broadcasts the input and the mask by its shape inference's rule and
    text (measured: input (4, 1) and mask (2, 1) name 'shape[2]')."""
    if isinstance(input_x, Tensor) and isinstance(mask, Tensor):
        kernel_broadcast_shape(input_x.shape, mask.shape, "MaskedFill", "input", "mask")


def _masked_fill(input_x, mask, value):
    check_bool_dtype(mask, "MaskedFill", "mask")   # (else it would fill where mask != 0)
    check_fill_value(value, "MaskedFill")
    return dispatch(_MASKED_FILL, (input_x, mask, value))


__all__ = ["select", "where", "masked_fill"]
