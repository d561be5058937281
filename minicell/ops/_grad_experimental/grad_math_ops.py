"""``mindspore.ops._grad_experimental.grad_math_ops``: the shape helpers of MindSpore's FFT
bprops (Python values in, Python values out; in a graph they run at compile time). minicell's
FFT gradients come from the op registry; only the helpers user code imports are here.

>>> from minicell.ops._grad_experimental.grad_math_ops import _fft_rank_offset, _rfft_reshape
>>> _fft_rank_offset((2, 3, 4), 2), _rfft_reshape((2, 3, 4), (5, 6))
(12, (1, 5, 6))
"""
import math


def _fft_rank_offset(norm_shape, rank):
    """The number of elements of the last ``rank`` axes of ``norm_shape`` (all when 0)."""
    return math.prod(norm_shape[-rank:])


def _ones_before(shape, n):
    return (1,) * max(n, 0) + tuple(shape)


def _rfft_reshape(shape_a, shape_b):
    """``shape_b`` after ``len(shape_a) - 2`` leading ones."""
    return _ones_before(shape_b, len(shape_a) - 2)


def _rfft_tile_reshape(shape_a):
    """``shape_a`` with its last two sizes set to 1."""
    return tuple(shape_a[:-2]) + (1, 1)


def _rfft_last_term_shape(shape_a, shape_b):
    """``shape_b`` after ``len(shape_a) - 1`` leading ones."""
    return _ones_before(shape_b, len(shape_a) - 1)


__all__ = []
