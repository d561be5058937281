"""Helpers shared by the layers, losses and optimizers: Parameter creation from MindSpore's
``weight_init`` forms, state writes that work in both modes, argument checks."""
import math


from ... import _checkparam as _validator
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ...runtime.param_write import write as _write


def make_param(init, shape, dtype=mstype.float32, name=None, requires_grad=True):
    """A Parameter from a string, Initializer, number or Tensor ``init`` (MindSpore's forms).

    A Tensor must have exactly ``shape`` (2.10's 'initializer' ValueError otherwise); it is
    copied with its own dtype, as 2.10's initializer returns it unchanged (measured: a float16
    ``weight_init`` of Dense/Conv2d gives a Float16 weight). Any other ``init`` is
    ``initializer(init, shape, dtype)``, as 2.10's layers build theirs: a ``dtype`` of None or of another kind than a MindSpore type
    raises there (a layer that takes None passes ``mstype.float32`` instead).
    """
    from ...common.initializer import initializer
    shape = tuple(shape)
    if isinstance(init, Tensor):
        # 2.10's shape check and its 'initializer' ValueError, which prints the shape as the
        # layers give it (a list, measured for Conv1d/Conv2d/BatchNorm2d)
        initializer(init, list(shape))
        data = Tensor(init.asnumpy(), init.dtype)
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


def write_param(param, value):
    """``param <- value`` in either mode (``runtime.param_write.write``: eagerly now, or written
    back by the compiled step), cast to the Parameter's dtype."""
    return _write(param, value, "Assign")


def check_positive_int(v, name, cls):
    """``v`` if it is an int > 0 (``validator.check_positive_int``: ValueError naming ``cls``
    and the argument, TypeError for a bool or non-int)."""
    return _validator.check_positive_int(v, name, cls)


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


def check_normalized_shape(normalized_shape, cls):
    """``normalized_shape`` of ``cls`` ('LayerNorm', 'LayerNormExt') as a tuple, refused with
    2.10's texts."""
    if not isinstance(normalized_shape, (tuple, list)):
        raise TypeError(f"For '{cls}', the type of 'normalized_shape' must be tuple[int] or "
                        f"list[int], but got {normalized_shape} and the type is "
                        f"{type(normalized_shape)}.")
    if not normalized_shape:
        raise ValueError(f"Expected normalized_shape to be at least 1-dimensional, i.e., "
                         f"containing at least one element, but got normalized_shape = "
                         f"{normalized_shape}")
    return tuple(normalized_shape)
