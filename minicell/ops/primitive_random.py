"""The sampler Primitives ``UniformReal``, ``StandardNormal`` and ``UniformInt``. Made with a
seed, each draws 2.10's CPU kernel's numbers (``seeded_draws``): one kernel per call site of a
compiled graph, and eagerly one per input shape of the instance, going on at each launch.

>>> from minicell import ops
>>> ops.UniformReal(seed=2)((2, 3)).shape
(2, 3)
"""
from ..common import dtype as mstype
from ..common.tensor import Tensor
from . import functional as F, random_ops as RND
from ._prim_seed import prim_seed
from .seeded_draws import PrimKernels
from .primitive import Primitive, prim_attr_register


_TAKES = "a Int, a tuple, or a Tensor with all Int elements"


class _RandomPrim(Primitive):

    @prim_attr_register
    def __init__(self, seed=0, seed2=0):
        self._seed = prim_seed(seed, seed2, self.name, "non_negative")
        self._kernels = None if self._seed is None else PrimKernels((seed, seed2))


class UniformReal(_RandomPrim):
    """``UniformReal(seed=0, seed2=0)(shape)``: Float32 in [0, 1)."""

    def __call__(self, shape):
        if self._kernels is None:
            return F.rand(shape, seed=self._seed)
        return self._kernels.draw("real", RND.tuple_or_tensor_shape(shape, "UniformReal", _TAKES))


class StandardNormal(_RandomPrim):
    """``StandardNormal(seed=0, seed2=0)(shape)``: Float32 samples of N(0, 1)."""

    def __call__(self, shape):
        if self._kernels is None:
            return F.standard_normal(shape, self._seed)
        return self._kernels.draw("normal", RND.tuple_or_tensor_shape(shape, "StandardNormal",
                                                                      _TAKES))


class UniformInt(_RandomPrim):
    """``UniformInt(seed=0, seed2=0)(shape, minval, maxval)``: Int32 in [minval, maxval)."""

    def __call__(self, shape, minval, maxval):
        for name, v in (("minval", minval), ("maxval", maxval)):    # 2.10's text (measured)
            if isinstance(v, Tensor) and v.dtype != mstype.int32:
                raise TypeError(f"For primitive[UniformInt], the input argument[{name}] must be "
                                f"a type of {{Tensor[Int32]}}, but got Tensor[{v.dtype}].")
        if self._kernels is None or not all(isinstance(v, Tensor) for v in (minval, maxval)):
            RND.check_int_bounds(minval, maxval)
            return RND.draw_uniform(shape, minval, maxval, self._seed, mstype.int32)
        return self._kernels.draw("int", RND.tuple_or_tensor_shape(shape, "UniformInt", _TAKES),
                                  minval, maxval)
