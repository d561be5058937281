"""``zeros_like`` as MindSpore's custom bprops use it for the zero gradient of any input: a
MultitypeFuncGraph giving a Tensor's zeros, a number's zero (``0`` for ints and bools,
``0.0`` for floats, as 2.10), a tuple's or list's elements' zeros and None for None.

>>> from minicell.ops.composite.multitype_ops.zeros_like_impl import zeros_like
>>> zeros_like((2, 1.5, None))
(0, 0.0, None)
"""
from ... import zeros_like as _tensor_zeros
from ...hypermap import MultitypeFuncGraph

zeros_like = MultitypeFuncGraph("zeros_like")


@zeros_like.register("Tensor")
def _tensor(x):
    return _tensor_zeros(x)


@zeros_like.register("Number")
def _number(x):
    return 0.0 if isinstance(x, float) else 0


@zeros_like.register("None")
def _none(x):
    return None


@zeros_like.register("Tuple")
def _tuple(x):
    return tuple(zeros_like(v) for v in x)


@zeros_like.register("List")
def _list(x):
    return [zeros_like(v) for v in x]
