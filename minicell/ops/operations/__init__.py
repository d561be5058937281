"""``from minicell.ops import operations as P`` (MindSpore's older spelling): every Primitive
class, e.g. ``P.MatMul()``, ``P.ReduceSum(keep_dims=True)``, and the submodules MindSpore 2.10
puts them in (``P.math_ops.Add``, ``P.nn_ops.Conv2D``, ``P.array_ops.Reshape``, ...), all made
from the op table.

>>> from minicell.ops import operations as P
>>> P.MatMul(transpose_b=True)
Prim[MatMul]<transpose_a=False, transpose_b=True>
>>> P.nn_ops.ReLU6 is P.ReLU6
True
"""
import sys

from .. import _table
from .._autodiff import GradOperation  # noqa: F401  (P.GradOperation, kept for old scripts)
from ..primitive import Primitive, prim_attr_register  # noqa: F401
from ..comm_ops import ReduceOp  # noqa: F401  (MindSpore 2.10 re-exports it here)
from ..comm_ops import _VirtualDataset  # noqa: F401  (P._VirtualDataset, as 2.10)
from ..extra_rnn import identity  # noqa: F401  (P.identity; ops.identity is the function)
from . import (  # noqa: F401
    array_ops, comm_ops, debug_ops, image_ops, linalg_ops, math_ops, nn_ops, other_ops, random_ops,
    sparse_ops, _csr_ops, _embedding_cache_ops, _grad_ops, _inner_ops, _quant_ops, _sequence_ops,
    manually_defined,
)

_table.install(sys.modules[__name__], _table.SURFACE.primitives)
# internal rows 2.10 also has as P.X (but not ops.X): P.TransShape
P_ONLY = {"TransShape": array_ops}
globals().update({_name: getattr(_mod, _name) for _name, _mod in P_ONLY.items()})
__all__ = sorted([*_table.SURFACE.primitives, "GradOperation", "Primitive",
                  "prim_attr_register", "ReduceOp", "identity", *P_ONLY])
