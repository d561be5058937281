"""``ops.shape``, ``ops.rank``, ``ops.size`` / ``numel``: Python values read from a Tensor's
shape, no op (part of ``array_ops``' public names; a module of their own keeps that file short).

>>> from minicell import ops, Tensor
>>> ops.shape(Tensor([[1, 2, 3]])), ops.rank(Tensor([[1, 2, 3]])), ops.size(Tensor([[1, 2, 3]]))
((1, 3), 2, 3)
"""
from ..common.tensor import Tensor
from ._util import ndim_of, shape_of


def shape(input_x):
    """The shape of a Tensor as a tuple of ints (anything else: MindSpore's TypeError)."""
    if not isinstance(input_x, Tensor):
        raise TypeError(f"For primitive[Shape], the input argument must be Tensor, but got "
                        f"{type(input_x)}.")
    return shape_of(input_x)


def rank(input_x):
    """The number of axes."""
    if not isinstance(input_x, Tensor):
        raise TypeError("the input x must be Tensor!")
    return ndim_of(input_x)


def size(input_x):
    """The number of elements."""
    if not isinstance(input_x, Tensor):
        raise TypeError(f"For 'Size', input must be a Tensor, but got: {type(input_x).__name__}.")
    n = 1
    for d in shape_of(input_x):
        n *= d
    return n


numel = size
