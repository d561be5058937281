"""Initializers: ``initializer(init, shape, dtype)`` and the ``Initializer`` classes.

MindSpore's protocol: an ``Initializer`` is called on a numpy array of the target shape and
dtype and fills it in place (``_initialize(arr)``), so users can write their own. ``initializer``
returns a lazy Tensor whose data is made by ``init_data()`` (or on first use). Random draws
take a fresh seed from numpy's global stream, which ``ms.set_seed`` seeds, so initialisation is
reproducible after ``set_seed`` exactly as in MindSpore.

>>> import minicell as ms
>>> from minicell.common.initializer import initializer, Normal
>>> w = initializer(Normal(sigma=0.02), [64, 3, 3, 3], ms.float32)
>>> w.shape, str(w.dtype)
((64, 3, 3, 3), 'Float32')
"""
import math
import numbers

import numpy as np

from . import _philox
from . import dtype as mstype
from ..runtime.dispatch import tensor_type

__all__ = ["Initializer", "initializer", "TruncatedNormal", "Normal", "Uniform", "HeUniform",
           "HeNormal", "XavierUniform", "XavierNormal", "One", "Zero", "Constant", "Identity",
           "Sparse", "Dirac", "Orthogonal", "VarianceScaling"]

_ALIASES = {}
_INITIALIZER_ALIAS = _ALIASES  # 2.10's name (MindSPONGE looks initializers up in it)


class Initializer:
    """Base class: subclasses implement ``_initialize(arr)`` filling the numpy ``arr`` in place.

    >>> import numpy as np
    >>> class Twos(Initializer):
    ...     def _initialize(self, arr):
    ...         arr[...] = 2
    >>> a = np.zeros(3, np.float32); Twos()(a); a
    array([2., 2., 2.], dtype=float32)
    """

    def __init__(self, **kwargs):
        self._kwargs = kwargs
        self._seed = None

    @property
    def seed(self):
        return self._seed

    @seed.setter
    def seed(self, value):
        self._seed = value

    def _initialize(self, arr):
        raise NotImplementedError(f"{type(self).__name__} must implement _initialize(arr), "
                                  f"filling the numpy array arr in place")

    def __call__(self, arr):
        return self._initialize(arr)


def _register(*aliases):
    """Make an Initializer reachable by its lower-case class name and ``aliases`` as a string."""
    def deco(cls):
        for name in (cls.__name__.lower(),) + aliases:
            _ALIASES.setdefault(name, cls)
        return cls
    return deco


def _init_random_normal(mean, sigma, shape):
    """float32 draws of N(mean, sigma**2) as MindSpore 2.10 makes them (``_philox``), seeded from
    numpy's global stream (which ``ms.set_seed`` seeds): 2.10's initial values. These draw
    helpers keep 2.10's private names and signatures (MindChemistry's initializers import them);
    a negative sigma is 2.10's error when the values are drawn."""
    if sigma < 0:
        raise ValueError("sigma < 0")
    return _philox.normal(_philox.seed_from_numpy(), _size(shape), mean, sigma).reshape(shape)


def _init_random_uniform(a, b, shape):
    """float32 draws of U(a, b), as ``_init_random_normal``."""
    return _philox.uniform(_philox.seed_from_numpy(), _size(shape), a, b).reshape(shape)


def _init_truncated_normal(a, b, mean, sigma, shape):
    """float32 draws of N(mean, sigma**2) restricted to [a, b] (2.10's inverse CDF)."""
    if sigma < 0:
        raise ValueError("sigma < 0")
    return _philox.truncated_normal(_philox.seed_from_numpy(), _size(shape), a, b, mean,
                                    sigma).reshape(shape)


def _size(shape):
    return int(np.prod(shape, dtype=np.int64))


def _fill(arr, values):
    if not isinstance(arr, np.ndarray):
        # MindSpore 2.10 on a Tensor/Parameter: a scalar fill leaves it as it is (``Constant(0.)
        # (cell.bias)`` in zoo init code is a no-op), an array of draws is a TypeError.
        if np.ndim(values) == 0:
            return arr
        raise TypeError(f"only support numbers, Tensor, tuple, list as value, but got "
                        f"{np.asarray(values)} with type <class 'numpy.ndarray'>")
    arr[...] = np.asarray(values).astype(arr.dtype, copy=False)
    return arr


def _fans(shape):
    """(fan_in, fan_out): Dense ``(out, in)``; conv ``(out, in, *kernel)`` times the kernel size."""
    if len(shape) < 2:
        raise ValueError(f"'fan_in' and 'fan_out' can not be computed for tensor with fewer than "
                         f"2 dimensions, but got dimensions {len(shape)}.")
    receptive = int(np.prod(shape[2:], dtype=np.int64)) if len(shape) > 2 else 1
    return shape[1] * receptive, shape[0] * receptive


def _fan(shape, mode):
    mode = mode.lower()
    if mode not in ("fan_in", "fan_out"):
        raise ValueError(f"'mode' {mode} not supported, please use one of ['fan_in', 'fan_out']")
    fan_in, fan_out = _fans(shape)
    return fan_in if mode == "fan_in" else fan_out


def _gain(nonlinearity, negative_slope, who):
    linear = ("linear", "conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d",
              "conv_transpose3d", "sigmoid")
    if nonlinearity in linear:
        return 1.0
    if nonlinearity == "tanh":
        return 5.0 / 3
    if nonlinearity == "relu":
        return math.sqrt(2.0)
    if nonlinearity == "leaky_relu":
        slope = 0.01 if negative_slope is None else negative_slope
        if isinstance(slope, bool) or not isinstance(slope, (int, float)):
            raise ValueError(f"For '{who}', 'negative_slope' {slope!r} is not a valid number; "
                             f"pass an int or float")
        return math.sqrt(2.0 / (1 + slope ** 2))
    raise ValueError(f"For '{who}', the argument 'nonlinearity' should be one of ['sigmoid', "
                     f"'tanh', 'relu', 'leaky_relu', 'linear', 'conv2d', ...], but got "
                     f"{nonlinearity!r}.")


@_register("zeros")
class Zero(Initializer):
    """Fill with 0."""

    def _initialize(self, arr):
        _fill(arr, 0)


@_register("ones")
class One(Initializer):
    """Fill with 1."""

    def _initialize(self, arr):
        _fill(arr, 1)


class Constant(Initializer):
    """Fill with ``value``. ``initializer(0.1, shape)`` is ``Constant(0.1)``."""

    def __init__(self, value):
        super().__init__(value=value)
        self.value = value

    def _initialize(self, arr):
        if not isinstance(arr, np.ndarray):
            _fill(arr, self.value)
            return
        # MindSpore 2.10 fills with numpy 1.26's ``ndarray.fill``: one value only. An array or
        # Tensor of one element is that value; a longer one, a list or a tuple (even of one
        # element) is numpy's ValueError (research/nlp/transX's TransR passes Constant(matrix):
        # 2.10 raises building the Embedding, measured); never a broadcast
        value = self.value
        if hasattr(value, "asnumpy"):
            value = value.asnumpy()
        if isinstance(value, np.ndarray):
            if value.size != 1:
                raise ValueError("setting an array element with a sequence.")
            value = value.reshape(()).item()
        arr.fill(value)


@_register()
class Normal(Initializer):
    """``N(mean, sigma**2)``; defaults ``sigma=0.01, mean=0.0``."""

    def __init__(self, sigma=0.01, mean=0.0):
        super().__init__(sigma=sigma, mean=mean)
        self.sigma, self.mean = sigma, mean

    def _initialize(self, arr):
        _fill(arr, _init_random_normal(self.mean, self.sigma, arr.shape))


@_register()
class Uniform(Initializer):
    """``U(-scale, scale)``; default ``scale=0.07``."""

    def __init__(self, scale=0.07):
        super().__init__(scale=scale)
        self.scale = scale

    def _initialize(self, arr):
        _fill(arr, _init_random_uniform(-self.scale, self.scale, arr.shape))


@_register()
class TruncatedNormal(Initializer):
    """``N(mean, sigma**2)`` truncated to ``[a, b]``; defaults ``sigma=0.01, mean=0, a=-2, b=2``."""

    def __init__(self, sigma=0.01, mean=0.0, a=-2.0, b=2.0):
        super().__init__(sigma=sigma, mean=mean, a=a, b=b)
        self.sigma, self.mean, self.a, self.b = sigma, mean, a, b

    def _initialize(self, arr):
        _fill(arr, _init_truncated_normal(self.a, self.b, self.mean, self.sigma, arr.shape))


@_register("xavier_uniform")
class XavierUniform(Initializer):
    """``U(-b, b)``, ``b = gain * sqrt(6 / (fan_in + fan_out))``; default ``gain=1``."""

    def __init__(self, gain=1):
        super().__init__(gain=gain)
        self.gain = gain

    def _initialize(self, arr):
        fan_in, fan_out = _fans(arr.shape)
        bound = self.gain * math.sqrt(6.0 / (fan_in + fan_out))
        _fill(arr, _init_random_uniform(-bound, bound, arr.shape))


@_register("xavier_normal")
class XavierNormal(Initializer):
    """``N(0, std**2)``, ``std = gain * sqrt(2 / (fan_in + fan_out))``; default ``gain=1``."""

    def __init__(self, gain=1):
        super().__init__(gain=gain)
        self.gain = gain

    def _initialize(self, arr):
        fan_in, fan_out = _fans(arr.shape)
        std = self.gain * math.sqrt(2.0 / float(fan_in + fan_out))
        _fill(arr, _init_random_normal(0.0, std, arr.shape))


class _HeBase(Initializer):
    def __init__(self, negative_slope=0, mode="fan_in", nonlinearity="leaky_relu"):
        super().__init__(negative_slope=negative_slope, mode=mode, nonlinearity=nonlinearity)
        self.negative_slope, self.mode, self.nonlinearity = negative_slope, mode, nonlinearity

    def _std(self, shape):
        gain = _gain(self.nonlinearity, self.negative_slope, type(self).__name__)
        return gain / math.sqrt(_fan(shape, self.mode))


@_register("he_uniform")
class HeUniform(_HeBase):
    """Kaiming uniform: ``U(-b, b)``, ``b = sqrt(3) * gain / sqrt(fan)``.

    Defaults ``negative_slope=0, mode='fan_in', nonlinearity='leaky_relu'``."""

    def _initialize(self, arr):
        bound = math.sqrt(3.0) * self._std(arr.shape)
        _fill(arr, _init_random_uniform(-bound, bound, arr.shape))


@_register("he_normal")
class HeNormal(_HeBase):
    """Kaiming normal: ``N(0, (gain / sqrt(fan))**2)``.

    Defaults ``negative_slope=0, mode='fan_in', nonlinearity='leaky_relu'``."""

    def _initialize(self, arr):
        _fill(arr, _init_random_normal(0.0, self._std(arr.shape), arr.shape))


@_register()
class Identity(Initializer):
    """The identity matrix (2-D only)."""

    def _initialize(self, arr):
        if arr.ndim != 2:
            raise ValueError(f"For Identity initializer, the dimension of the initialized tensor "
                             f"should be 2, but got {arr.ndim}.")
        _fill(arr, np.eye(arr.shape[0], arr.shape[1]))


@_register()
class Sparse(Initializer):
    """2-D ``N(0, sigma**2)`` with a fraction ``sparsity`` of each column set to zero."""

    def __init__(self, sparsity, sigma=0.01):
        super().__init__(sparsity=sparsity, sigma=sigma)
        self.sparsity, self.sigma = sparsity, sigma

    def _initialize(self, arr):
        if arr.ndim != 2:
            raise ValueError(f"For Sparse initializer, the dimension of the initialized tensor "
                             f"should be 2, but got {arr.ndim}.")
        rows, cols = arr.shape
        data = _init_random_normal(0.0, self.sigma, arr.shape)
        zeros = int(math.ceil(self.sparsity * rows))
        for c in range(cols):      # numpy's global stream, as 2.10
            data[np.random.permutation(list(range(rows)))[:zeros], c] = 0
        _fill(arr, data)


@_register()
class Dirac(Initializer):
    """Dirac delta for conv weights (3-5 dims), keeping input channels; ``groups`` as in conv."""

    def __init__(self, groups=1):
        super().__init__(groups=groups)
        self.groups = groups

    def _initialize(self, arr):
        if arr.ndim not in (3, 4, 5):
            raise ValueError(f"For Dirac initializer, only support initializing a 3, 4 or 5-D "
                             f"tensor, but got {arr.ndim}-D.")
        out_per_group = arr.shape[0] // self.groups
        if arr.shape[0] % self.groups:
            raise ValueError("For Dirac initializer, the first dimension of the initialized "
                             "tensor must be divisible by groups")
        data = np.zeros(arr.shape)
        centre = tuple(k // 2 for k in arr.shape[2:])
        for g in range(self.groups):
            for d in range(min(out_per_group, arr.shape[1])):
                data[(g * out_per_group + d, d) + centre] = 1
        _fill(arr, data)


@_register()
class Orthogonal(Initializer):
    """A (semi-)orthogonal matrix times ``gain`` (tensors of 2 or more dims are flattened)."""

    def __init__(self, gain=1.0):
        super().__init__(gain=gain)
        self.gain = gain

    def _initialize(self, arr):
        if arr.ndim < 2:
            raise ValueError(f"For Orthogonal initializer, the dimension of the initialized "
                             f"tensor should be no less than 2, but got {arr.ndim}.")
        rows = arr.shape[0]
        cols = int(np.prod(arr.shape[1:]))
        flat = _init_random_normal(0.0, 1.0, (rows, cols))     # float32 through the QR, as 2.10
        if rows < cols:
            flat = flat.T
        q, r = np.linalg.qr(flat)
        q = q * np.sign(np.diag(r))
        if rows < cols:
            q = q.T
        _fill(arr, (self.gain * q).reshape(arr.shape))


@_register()
class VarianceScaling(Initializer):
    """``scale / fan`` variance, ``distribution`` 'truncated_normal', 'untruncated_normal' or
    'uniform'; ``mode`` 'fan_in', 'fan_out' or 'fan_avg'."""

    def __init__(self, scale=1.0, mode="fan_in", distribution="truncated_normal"):
        super().__init__(scale=scale, mode=mode, distribution=distribution)
        if scale <= 0:
            raise ValueError(f"For VarianceScaling initializer, the argument 'scale' must be > 0, "
                             f"but got {scale}.")
        if mode not in ("fan_in", "fan_out", "fan_avg"):
            raise ValueError(f"For VarianceScaling initializer, the argument 'mode' must be "
                             f"fan_in, fan_out or fan_avg, but got {mode}.")
        if distribution not in ("uniform", "truncated_normal", "untruncated_normal"):
            raise ValueError(f"For VarianceScaling initializer, the argument 'distribution' must "
                             f"be uniform, truncated_normal or untruncated_normal, but got "
                             f"{distribution}.")
        self.scale, self.mode, self.distribution = scale, mode, distribution

    def _initialize(self, arr):
        fan_in, fan_out = _fans(arr.shape)
        fan = {"fan_in": fan_in, "fan_out": fan_out, "fan_avg": (fan_in + fan_out) / 2.0}
        var = self.scale / max(1.0, fan[self.mode])
        if self.distribution == "untruncated_normal":
            data = _init_random_normal(0.0, math.sqrt(var), arr.shape)
        else:   # 2.10 tests for 'truncated_norm', so 'truncated_normal' draws uniform too
            bound = math.sqrt(3.0 * var)
            data = _init_random_uniform(-bound, bound, arr.shape)
        _fill(arr, data)


def _normalise_shape(shape):
    if shape is None:
        return None
    given = shape       # 2.10's text shows the shape as it was given ('a', [2, -3])
    if isinstance(shape, numbers.Number):
        shape = given = (shape,)
    shape = tuple(shape)
    for d in shape:
        if isinstance(d, bool) or not isinstance(d, (int, np.integer)) or d <= 0:
            raise ValueError(f"For 'initializer', the argument 'shape' is invalid, the value of "
                             f"'shape' must be positive integer, but got {given}")
    return tuple(int(d) for d in shape)


def initializer(init, shape=None, dtype=mstype.float32):
    """A lazy Tensor of ``shape``/``dtype`` made by ``init`` when first used or ``init_data()``.

    ``init``: an Initializer, its case-insensitive name (``'normal'``, ``'ones'``, ``'zeros'``,
    ``'xavier_uniform'``, ``'he_normal'``, ...), a number (``Constant``) or a Tensor (returned
    as it is after a shape check).

    >>> import minicell as ms
    >>> initializer("ones", [1, 2], ms.float32).init_data()
    Tensor(shape=[1, 2], dtype=Float32, value=
    [[ 1.00000000e+00,  1.00000000e+00]])
    """
    Tensor = tensor_type()        # the Tensor module imports this one
    if isinstance(init, Tensor):
        # 2.10's text shows 'shape' as it was given ((3, 2) or [3, 2])
        shape = shape if isinstance(shape, (tuple, list)) else [shape]     # (2.10: [None])
        if tuple(init.shape) != tuple(shape):
            raise ValueError(f"For 'initializer', the shape of the 'init' argument should be same "
                             f"as the argument 'shape', but got the 'init' shape "
                             f"{list(init.shape)} and the 'shape' {shape}.")
        return init
    if not isinstance(init, (numbers.Number, str, Initializer)):
        raise TypeError(f"For 'initializer', the type of the 'init' argument should be 'Tensor', "
                        f"'number', 'string' or 'initializer', but got {type(init)}.")
    shape = _normalise_shape(shape)
    if isinstance(init, str):
        cls = _ALIASES.get(init.lower())
        if cls is None:
            raise ValueError(f"For 'initializer', the class corresponding to '{init}' was not "
                             f"found.")
        init = cls()
    elif isinstance(init, numbers.Number):
        init = Constant(init)
    if shape is None:       # 2.10 asks the initializer: its AttributeError (measured)
        shape = _normalise_shape(init.shape)
    # 2.10 hands ``dtype`` to Tensor as it is: None is its 'init, dtype and shape' ValueError,
    # a str or numpy type its dtype TypeError (measured)
    return Tensor(init=init, shape=shape, dtype=dtype)


def materialize(init, shape, dtype):
    """Run ``init`` on a fresh numpy array of ``shape``/``dtype``; returns a jax array."""
    import jax
    arr = np.zeros(shape, dtype=mstype.to_mstype(dtype).np_dtype)
    if isinstance(init, numbers.Number):
        arr[...] = init
    else:
        result = init(arr)
        # Some user initializers return a new array instead of filling in place.
        # (copied: the initializer may keep it, and device_put may share numpy's memory)
        if isinstance(result, np.ndarray) and result.shape == arr.shape and result is not arr:
            arr = np.array(result, dtype=arr.dtype)
    return jax.device_put(arr)    # a transfer; jnp.asarray would trace and compile a conversion


def __getattr__(name):
    # ``from mindspore.common.initializer import Tensor`` (MindSpore's module imports it); the
    # Tensor module imports this one, so it is looked up when asked for.
    if name == "Tensor":
        return tensor_type()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _calculate_fan_in_and_fan_out(shape):
    """MindSpore's private helper: ``(fan_in, fan_out)`` of a weight shape."""
    return _fans(tuple(shape))


def _assignment(arr, num):
    """MindSpore's private helper for subclasses' ``_initialize``: write ``num`` into the numpy
    array ``arr`` in place (a 0-d one too) and return it."""
    arr[...] = num
    return arr


def _calculate_gain(nonlinearity, param=None):
    """MindSpore's private helper (zoo code calls it): the recommended gain of ``nonlinearity``
    (``param`` is leaky_relu's negative slope); 1 for the linear ones (returned as int 1)."""
    gain = _gain(nonlinearity, param, "HeUniform")
    return 1 if gain == 1.0 else gain


def _calculate_correct_fan(shape, mode):
    """MindSpore's private helper: the ``'fan_in'`` or ``'fan_out'`` of a weight shape."""
    return _fan(tuple(shape), mode)

