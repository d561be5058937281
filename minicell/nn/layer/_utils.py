"""Helpers shared by the layers, losses and optimizers: Parameter creation from MindSpore's
``weight_init`` forms, state writes that work in both modes, argument checks."""
import math

import numpy as np

from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ...runtime import dispatch as _dispatch
from ...runtime.x64 import scoped as _x64_scoped


def make_param(init, shape, dtype=None, name=None, requires_grad=True, what="weight_init"):
    """A Parameter from a string, Initializer, number or Tensor ``init`` (MindSpore's forms).

    A Tensor must have exactly ``shape``; it is copied (cast to ``dtype``).
    """
    from ...common.initializer import initializer
    dtype = mstype.float32 if dtype is None else mstype.to_mstype(dtype)
    shape = tuple(shape)
    if isinstance(init, Tensor):
        if tuple(init.shape) != shape:
            raise ValueError(f"For '{what}', the Tensor's shape {tuple(init.shape)} must be "
                             f"{shape}")
        data = Tensor(init.asnumpy(), dtype)
    else:
        data = initializer(init, shape, dtype)
    return Parameter(data, name=name, requires_grad=requires_grad)


def he_uniform_default():
    """MindSpore 2.x default weight init of Dense/Conv: HeUniform(negative_slope=sqrt(5))."""
    from ...common.initializer import HeUniform
    return HeUniform(negative_slope=math.sqrt(5))


def bias_uniform_default(fan_in):
    """MindSpore 2.x default bias init: Uniform(1/sqrt(fan_in))."""
    from ...common.initializer import Uniform
    return Uniform(1 / math.sqrt(fan_in) if fan_in > 0 else 0.0)


@_x64_scoped                       # the cast below keeps Int64/Float64 (runtime/x64.py)
def write_param(param, value):
    """``param <- value`` in either mode: through the GRAPH_MODE builder while tracing (so the
    compiled step writes it back), else eagerly (cast to the Parameter's dtype)."""
    b = _dispatch.state.builder
    if b is not None:
        return b.assign(param, value)
    arr = value.data_array() if isinstance(value, Tensor) else np.asarray(value)
    if arr.dtype != param.dtype.np_dtype:
        arr = arr.astype(param.dtype.np_dtype)
    if tuple(arr.shape) != tuple(param.shape):
        raise ValueError(f"For 'assign' of Parameter '{param.name}', the value's shape "
                         f"{tuple(arr.shape)} differs from the Parameter's {tuple(param.shape)}")
    param._set_array(arr)
    return param


def check_positive_int(v, name, cls):
    """``v`` if it is an int > 0, else ``ValueError`` naming ``cls`` and the argument."""
    if not isinstance(v, int) or isinstance(v, bool) or v <= 0:
        raise ValueError(f"For '{cls}', '{name}' must be a positive int, but got {v!r}")
    return v


def tuple_n(v, n, name, cls):
    """An int or ``n`` ints as an ``n``-tuple (``kernel_size=3`` -> ``(3, 3)``).

    >>> tuple_n(3, 2, "kernel_size", "Conv2d")
    (3, 3)
    """
    if isinstance(v, int) and not isinstance(v, bool):
        return (v,) * n
    if isinstance(v, (tuple, list)) and len(v) == n and all(isinstance(i, int) for i in v):
        return tuple(v)
    raise ValueError(f"For '{cls}', '{name}' must be an int or a tuple of {n} ints, but got "
                     f"{v!r}")
