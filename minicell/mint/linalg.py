"""``mindspore.mint.linalg``: norms, inverse and QR with PyTorch's argument names (``dim``,
``keepdim``) over minicell.ops.

>>> import minicell as ms
>>> from minicell import mint
>>> mint.linalg.vector_norm(ms.Tensor([3.0, 4.0])).item()
5.0
"""
from .. import ops
from ..ops import norm  # noqa: F401  the same signature as minicell.ops's
from ..ops._params import with_params
from ._operands import install as _install_operands

__all__ = ["inv", "matrix_norm", "norm", "qr", "vector_norm"]
qr = with_params(ops.qr, ("A",), "qr")     # 2.10's mint.linalg.qr(A, mode='reduced')


def inv(input):
    """The inverse of each square matrix in ``input``."""
    return ops.inverse(input)


def vector_norm(x, ord=2, dim=None, keepdim=False, *, dtype=None):
    """The ``ord``-norm of the elements over ``dim`` (all of them when None)."""
    return ops.vector_norm(x, ord, dim, keepdim, dtype=dtype)


def matrix_norm(A, ord="fro", dim=(-2, -1), keepdim=False, *, dtype=None):
    """The ``ord`` matrix norm ('fro', 'nuc', +-1, +-2, +-inf) of the matrices over ``dim``."""
    return ops.matrix_norm(A, ord, dim, keepdim, dtype=dtype)


_install_operands(globals(), 'linalg.')   # 2.10's refusal of non-Tensor operands
