"""Initializers (``initializer('normal', shape, dtype)``, ``Normal``, ``HeUniform``...)."""
import numpy as np


class Initializer:
    def __call__(self, arr):
        raise NotImplementedError


def materialize(init, shape, dtype):
    import jax.numpy as jnp
    if isinstance(init, (int, float)):
        return jnp.full(shape, init, dtype.np_dtype)
    arr = np.zeros(shape, dtype=np.float64)
    init(arr)
    return jnp.asarray(arr.astype(dtype.np_dtype))


def initializer(init, shape=None, dtype=None):
    from .tensor import Tensor
    from . import dtype as mstype
    return Tensor(init=init, shape=shape, dtype=dtype or mstype.float32)
