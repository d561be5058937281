"""``mindspore.ops._grad_experimental.grad_array_ops``: the permutation helper of MindSpore's
Gather bprop (Python values; in a graph it runs at compile time). minicell's gradients come from
the op registry; only the helper user code imports is here.

>>> from minicell.ops._grad_experimental.grad_array_ops import _generate_inverse_index
>>> _generate_inverse_index((3, 2, 3), 2)
(1, 2, 0)
"""


def _generate_inverse_index(x_shape, axis, batch_dims=0):
    """The permutation that moves axis ``batch_dims`` of a rank-``len(x_shape)`` tensor to
    position ``axis`` (negative counts from the end): the inverse of gathering along ``axis``
    then moving the gathered axis first."""
    rank = len(x_shape)
    axis = axis + rank if axis < 0 else axis
    order = list(range(rank))
    moved = order.pop(batch_dims)
    order.insert(axis, moved)
    return tuple(order)


__all__ = []
