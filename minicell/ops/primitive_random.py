"""The seeded sampler Primitives ``UniformReal``, ``StandardNormal`` and ``UniformInt`` (split
from ``primitive.py``, which re-exports them).

>>> from minicell import ops
>>> ops.UniformReal(seed=2)((2, 3)).shape
(2, 3)
"""
from ..common import dtype as mstype
from . import functional as F
from ._prim_seed import prim_seed
from .primitive import Primitive, prim_attr_register


class _RandomPrim(Primitive):

    @prim_attr_register
    def __init__(self, seed=0, seed2=0):
        self._seed = prim_seed(seed, seed2, self.name, "non_negative")


class UniformReal(_RandomPrim):
    """``UniformReal(seed=0, seed2=0)(shape)``: Float32 in [0, 1)."""

    def __call__(self, shape):
        return F.rand(shape, seed=self._seed)


class StandardNormal(_RandomPrim):
    """``StandardNormal(seed=0, seed2=0)(shape)``: Float32 samples of N(0, 1)."""

    def __call__(self, shape):
        return F.standard_normal(shape, self._seed)


class UniformInt(_RandomPrim):
    """``UniformInt(seed=0, seed2=0)(shape, minval, maxval)``: Int32 in [minval, maxval)."""

    def __call__(self, shape, minval, maxval):
        return F.uniform(shape, minval, maxval, self._seed, mstype.int32)
