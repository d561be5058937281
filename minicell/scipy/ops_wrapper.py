"""``mindspore.scipy.ops_wrapper``: ``matrix_set_diag`` with 2.10's argument spelling."""
from ..ops.array_ext_space import matrix_set_diag as _matrix_set_diag
from .utils_const import _raise_value_error

__all__ = ['matrix_set_diag']


def matrix_set_diag(input_x, diagonal, k=0, alignment="RIGHT_LEFT"):
    """``input_x`` [..., M, N] with its diagonals ``k`` (an int, or a ``(low, high)`` pair)
    replaced by ``diagonal``; ``alignment`` places shorter diagonals (``ops.matrix_set_diag``)."""
    if isinstance(k, bool) or not isinstance(k, (int, list, tuple)):
        _raise_value_error("input k to indicate diagonal region is invalid.")
    return _matrix_set_diag(input_x, diagonal, k, alignment)
