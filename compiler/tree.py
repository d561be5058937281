"""Pytree helpers every stage of the compiler uses (a leaf module: it imports no other stage).

Tensors (symbolic or concrete) and the ``UNDEF`` marker of unassigned variables are leaves;
tuples, lists and dicts are structure.

>>> import minicell as ms
>>> leaves, tree = flatten((ms.Tensor([1.0]), {"k": 2}))
>>> len(leaves), tree.num_leaves
(2, 2)
"""
from collections import OrderedDict

import jax
import numpy as np

from .control import UNDEF


def _tensor_type():
    from ..common.tensor import Tensor
    return Tensor


def _is_arrayish(x):
    """A value a branch or loop output can be joined as an array (a Tensor or a number)."""
    return isinstance(x, (_tensor_type(), bool, int, float, np.ndarray, jax.Array))


def is_leaf(x):
    """Leaves of the pytrees a trace flattens: Tensors and the UNDEF marker."""
    return isinstance(x, _tensor_type()) or x is UNDEF


def flatten(tree):
    """Leaves (Tensors, scalars, other Python objects) and a treedef (tuples/lists/dicts)."""
    return jax.tree_util.tree_flatten(tree, is_leaf=is_leaf)


__all__ = ["flatten", "is_leaf"]


def with_hooks_of(traced, tensor):
    """``traced`` carrying a copy of ``tensor``'s Tensor hooks (registered outside the graph), so
    a gradient taken in the graph with respect to it runs them, as MindSpore does; the copy
    keeps hooks registered during the trace off the user's Tensor. (They are part of the
    cache key: ``cache.leaf_sig``.)"""
    if tensor._hooks:
        traced._hooks = OrderedDict(tensor._hooks)
    return traced
