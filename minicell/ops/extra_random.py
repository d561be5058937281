"""Random Primitives of ``mindspore.ops`` over the existing draws: ``RandpermV2``,
``NonDeterministicInts``, ``LogNormalReverse`` and ``ops.operations.random_ops.Uniform``.
Rows in ``rows_extra.py``.

>>> import minicell as ms
>>> sorted(ms.ops.RandpermV2()(ms.Tensor(4)).asnumpy().tolist())
[0, 1, 2, 3]
"""
import numpy as np

from . import functional as F
from . import random_ops as RND
from ..common import dtype as mstype
from .primitive import Primitive, prim_attr_register, prim_seed


def _int_value(n, op):
    from ..common.tensor import Tensor
    value = int(n.asnumpy().reshape(())) if isinstance(n, Tensor) else n
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < 0:
        raise ValueError(f"For '{op}', 'n' must be a non-negative int, but got {n}")
    return int(value)


class RandpermV2(Primitive):
    """``ops.RandpermV2(seed=0, offset=0, dtype=int64)(n)``: a random permutation of
    ``[0, n)``."""

    @prim_attr_register
    def __init__(self, seed=0, offset=0, dtype=mstype.int64):
        pass

    def __call__(self, n):
        a = self.attrs
        return RND.randperm(_int_value(n, "RandpermV2"), a["seed"], a["offset"], a["dtype"])


class NonDeterministicInts(Primitive):
    """``ops.NonDeterministicInts(dtype=int64)(shape)``: integers drawn uniformly over the
    whole range of ``dtype`` (int32 or int64)."""

    @prim_attr_register
    def __init__(self, dtype=mstype.int64):
        if dtype not in (mstype.int32, mstype.int64):
            raise TypeError(f"For 'NonDeterministicInts', 'dtype' must be int32 or int64, but "
                            f"got {dtype}")

    def __call__(self, shape):
        from ..common.tensor import Tensor
        shape = tuple(shape.asnumpy().tolist()) if isinstance(shape, Tensor) else tuple(shape)
        dtype = self.attrs["dtype"]
        info = np.iinfo(np.int32 if dtype == mstype.int32 else np.int64)
        return RND.draw_ints(int(info.min), int(info.max), shape, dtype=dtype)


class LogNormalReverse(Primitive):
    """``ops.LogNormalReverse(mean=1.0, std=2.0)(input)``: ``exp(N(mean, std))`` draws shaped
    and typed like ``input``."""

    @prim_attr_register
    def __init__(self, mean=1.0, std=2.0):
        pass

    def __call__(self, input):
        if input.dtype not in (mstype.float16, mstype.float32, mstype.float64):
            raise TypeError(f"For 'LogNormalReverse', 'input' must be a float Tensor, but got "
                            f"{input.dtype}")
        draw = RND.normal(tuple(input.shape), self.attrs["mean"], self.attrs["std"])
        return F.cast(F.exp(draw), input.dtype)


def _check_bound(name, v):
    if not isinstance(v, float):
        raise TypeError(f"For 'Uniform', the '{name}' must be float, but got "
                        f"'{type(v).__name__}'")
    if v < 0:
        raise ValueError(f"For 'Uniform', the '{name}' must be float and must >= 0, but got "
                         f"'{v}' with type 'float'.")


class Uniform(Primitive):
    """``ops.operations.random_ops.Uniform(minval=0., maxval=1., seed=0, offset=0)(x)``:
    draws uniform in ``[minval, maxval)`` shaped and typed like the float Tensor ``x`` (its
    values are not read); ``seed``/``offset`` both 0 means unseeded, as ``UniformReal``."""

    @prim_attr_register
    def __init__(self, minval=0., maxval=1., seed=0, offset=0):
        for name, v in (("seed", seed), ("offset", offset)):
            if isinstance(v, bool) or not isinstance(v, int):
                raise TypeError(f"For 'Uniform', the type of '{name}' should be 'int', but got "
                                f"type '{type(v).__name__}'.")
        _check_bound("minval", minval)
        _check_bound("maxval", maxval)
        if minval > maxval:
            raise ValueError(f"For 'Uniform', the 'minval' should be <= maxval: {maxval}, but "
                             f"got {minval}.")
        self._seed = prim_seed(seed, offset)

    def __call__(self, x):
        from ..common.tensor import Tensor
        if not isinstance(x, Tensor):
            raise TypeError(f"For Primitive[Uniform], the type of input argument[x] must be "
                            f"Tensor but got {type(x).__name__}.")
        if x.dtype not in (mstype.float16, mstype.float32, mstype.float64):
            raise TypeError(f"For primitive[Uniform], the input argument[x] must be a type of "
                            f"{{Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, but got "
                            f"Tensor[{x.dtype}].")
        a = self.attrs
        return RND.draw_uniform(tuple(x.shape), a["minval"], a["maxval"], self._seed, x.dtype)
