"""``mindspore.ops._grad_experimental.grad_math_ops``: the shape helpers of MindSpore's FFT
bprops (Python values in, Python values out; in a graph they run at compile time), and
``binop_grad_common``, which user bprops of broadcasting binary ops call. minicell's gradients
come from the op registry; only the helpers user code imports are here.

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


def binop_grad_common(x, y, dx, dy):
    """The gradients ``dx`` and ``dy`` of a broadcasting binary op summed back to the shapes of
    its inputs ``x`` and ``y`` (over the axes broadcasting added or stretched), as MindSpore's.

    >>> import minicell as ms
    >>> gx, gy = binop_grad_common(ms.ops.ones((2, 3)), ms.ops.ones((3,)),
    ...                            ms.ops.ones((2, 3)), ms.ops.ones((2, 3)))
    >>> gx.shape, gy.asnumpy().tolist()
    ((2, 3), [2.0, 2.0, 2.0])
    """
    return _sum_to_shape(dx, x.shape), _sum_to_shape(dy, y.shape)


def _sum_to_shape(grad, shape):
    return grad if tuple(grad.shape) == tuple(shape) else grad.sum_to_size(shape)
