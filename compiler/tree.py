"""Pytree helpers every stage of the compiler uses (a leaf module: it imports no other stage).

Tensors (symbolic or concrete) and the ``UNDEF`` marker of unassigned variables are leaves;
tuples, lists and dicts are structure.

>>> import minicell as ms
>>> leaves, tree = flatten((ms.Tensor([1.0]), {"k": 2}))
>>> len(leaves), tree.num_leaves
(2, 2)
"""
import jax

from .control import UNDEF


def _tensor_type():
    from ..common.tensor import Tensor
    return Tensor


def is_leaf(x):
    """Leaves of the pytrees a trace flattens: Tensors and the UNDEF marker."""
    return isinstance(x, _tensor_type()) or x is UNDEF


def flatten(tree):
    """Leaves (Tensors, scalars, other Python objects) and a treedef (tuples/lists/dicts)."""
    return jax.tree_util.tree_flatten(tree, is_leaf=is_leaf)


__all__ = ["flatten", "is_leaf"]
