"""``mindspore.mint.special``: special functions with PyTorch's names over minicell.ops.

>>> import minicell as ms
>>> from minicell import mint
>>> mint.special.exp2(ms.Tensor([3.0])).asnumpy().tolist()
[8.0]
"""
from .. import ops
from ..ops import erfc, exp2, expm1, log1p, sinc  # noqa: F401  the same signature
from .nn.functional import log_softmax  # noqa: F401
from ._operands import install as _install_operands

__all__ = ["erfc", "exp2", "expm1", "log1p", "log_softmax", "round", "sinc"]


def round(input):
    """Round half to even."""
    return ops.round(input)


_install_operands(globals(), 'special.')   # 2.10's refusal of non-Tensor operands
