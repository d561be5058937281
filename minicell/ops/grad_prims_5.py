"""MindSpore's backward-kernel Primitives of ``ops.operations._grad_ops``, fifth part: the
incomplete gamma function's ``IgammaGradA`` (its derivative in ``a``), as the vjp of ``igamma``
(see ``grad_prims``).

>>> import numpy as np, minicell as ms
>>> from minicell.ops.operations import _grad_ops as G
>>> a = ms.Tensor(np.array([2.0, 4.0], np.float32))
>>> x = ms.Tensor(np.array([2.0, 3.0], np.float32))
>>> [round(v, 5) for v in G.IgammaGradA()(a, x).asnumpy().tolist()]
[-0.294, -0.20153]
"""
import numpy as np

from . import functional as F
from ._util import check_same_dtype, kernel_dtype
from .grad_prims import GradPrimitive, vjp_of

__all__ = ["IgammaGradA"]


class IgammaGradA(GradPrimitive):
    """``IgammaGradA()(a, x)``: the derivative of ``igamma(a, x)`` in ``a``, broadcast over both
    (Float32 or Float64 inputs of one dtype, as 2.10's kernel)."""

    def __call__(self, a, x):
        kernel_dtype(a, self.name, ("Float32", "Float64"), arg="a")
        check_same_dtype(self.name, ("a", a), ("x", x))
        shape = np.broadcast_shapes(tuple(a.shape), tuple(x.shape))
        a, x = F.broadcast_to(a, shape), F.broadcast_to(x, shape)
        return vjp_of(lambda v: F.igamma(v, x), (a,), F.ones_like(a))[0]
