"""``mindspore.mint.linalg``: norms, inverse and QR with PyTorch's argument names (``dim``,
``keepdim``) over minicell.ops.

>>> import minicell as ms
>>> from minicell import mint
>>> mint.linalg.vector_norm(ms.Tensor([3.0, 4.0])).item()
5.0
"""
import re

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
    try:
        return ops.vector_norm(x, ord, dim, keepdim, dtype=dtype)
    except ValueError as err:
        raise vector_norm_error(err) from None


def vector_norm_error(err):
    """``err`` of a vector norm with 2.10's primitive name in its axis text (measured:
    'For primitive[LinalgVectorNorm], the axis value must be in [-2,2), but got 2.')."""
    text = _AXIS_TEXT.sub("For primitive[LinalgVectorNorm], the axis value", str(err), 1)
    return err if text == str(err) else ValueError(text)


_AXIS_TEXT = re.compile(r"^For primitive\[\w+\], the axis value")


def matrix_norm(A, ord="fro", dim=(-2, -1), keepdim=False, *, dtype=None):
    """The ``ord`` matrix norm ('fro', 'nuc', +-1, +-2, +-inf) of the matrices over ``dim``."""
    return ops.matrix_norm(A, ord, dim, keepdim, dtype=dtype)


_install_operands(globals(), 'linalg.')   # 2.10's refusal of non-Tensor operands
