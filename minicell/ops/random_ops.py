"""Random functional ops. Each draw takes a fresh key from ``runtime.rng.next_key(seed)``, so
results follow ``ms.set_seed`` and the op-level ``seed`` reproducibly and differ between calls.

>>> import minicell as ms
>>> ms.set_seed(1); a = ms.ops.uniform((2,), ms.Tensor(0.0), ms.Tensor(1.0))
>>> ms.set_seed(1); b = ms.ops.uniform((2,), ms.Tensor(0.0), ms.Tensor(1.0))
>>> bool((a == b).all())
True
"""
import numpy as np

from ..common import dtype as mstype
from ..common._type_text import graph_type_text
from ..common.tensor import Tensor
from ..runtime import rng
from ..runtime.dispatch import dispatch, running_eagerly
from ..runtime.registry import freeze_attrs, get_op
from ._util import dtype_name, norm_shape, scalar_value, shape_of, size_value

_UNIFORM, _STD_NORMAL, _NORMAL = get_op("uniform"), get_op("standard_normal"), get_op("normal")
_RANDINT, _BERNOULLI, _MULTINOMIAL = get_op("randint"), get_op("bernoulli"), get_op("multinomial")
_SHUFFLE, _RANDPERM = get_op("shuffle"), get_op("randperm")

__all__ = ["uniform", "standard_normal", "normal", "randint", "rand", "randn", "rand_like",
           "randn_like", "randint_like", "bernoulli", "multinomial", "shuffle", "randperm"]


def _seed(seed, op=None):
    """Op-level seed: None or an int (0 counts as 'not set', as MindSpore's defaults); 2.10's
    TypeError for a float or bool, ValueError for a negative int, naming the function ``op``."""
    if seed is None:
        return None
    where = f"For '{op}', the" if op else "The"
    if isinstance(seed, bool) or (isinstance(seed, int) and seed < 0):
        raise (TypeError if isinstance(seed, bool) else ValueError)(
            f"{where} 'seed' must be int and must >= 0, but got '{seed}' with type "
            f"'{type(seed).__name__}'.")
    if not isinstance(seed, int):
        raise TypeError(f"{where} 'seed' must be int, but got '{type(seed).__name__}'")
    return seed


def scalar_kind(value):
    """2.10's type name of a Python scalar given as a primitive's input: Float32, Bool, String."""
    return {float: "Float32", bool: "Bool", str: "String"}.get(type(value), type(value).__name__)


def _of_kind(dtype, types, op, kind):
    """``dtype`` when it is one of the MindSpore types ``types``, else 2.10's ValueError (its
    ``dtype not in mstype.float_type`` test: a name or numpy type is refused too, measured)."""
    if not (isinstance(dtype, mstype.Type) and dtype in types):
        raise ValueError(f"For '{op}', the 'dtype' must be {kind} type, but got {dtype}.")
    return dtype


def _float(dtype, op):
    """``dtype`` when floating, else MindSpore's ValueError."""
    return _of_kind(dtype, mstype.float_type, op, "a float")


def _int(dtype, op):
    return _of_kind(dtype, mstype.int_type, op, "an int")


def _negative_dims(shape, prim):
    """2.10's shape inference ValueError of the sampler ``prim`` for a negative size."""
    for i, d in enumerate(shape):
        if d < 0:
            raise ValueError(f"For primitive[{prim}], the the {i}th dimension of input "
                             f"shape must be greater than or equal to 0, but got {d}.")
    return shape


def tuple_or_tensor_shape(shape, prim, accepts):
    """The shape of StandardNormal / StandardLaplace: a tuple or a 1-D int Tensor; 2.10 refuses
    a Python int or list with this TypeError (``accepts`` is its wording of what it takes)."""
    if not isinstance(shape, (tuple, Tensor)):
        raise TypeError(f"For '{prim}', input must be {accepts}, but got: {shape!r}.")
    if prim == "StandardNormal" and isinstance(shape, tuple):   # (measured: (2.5,))
        for d in shape:
            if isinstance(d, (float, np.floating)):
                raise TypeError("For primitive[StandardNormal], the input argument[shape] must "
                                "be a type of {Int32, Int64}, but got Float32.")
    return _sample_shape(shape, prim)


def positive_tuple_shape(shape):
    """The ``shape`` of ops.normal / ops.laplace: a tuple of positive ints (2.10's checks)."""
    if not isinstance(shape, tuple):
        raise TypeError(f"Type of 'shape' must be tuple, but got: {type(shape)}")
    for d in shape:
        if isinstance(d, (float, str, np.floating)):      # (measured: (2.5,))
            raise TypeError(f"Elements of 'shape' must be int, but got: {type(d)}")
        if isinstance(d, int) and not isinstance(d, bool) and d <= 0:
            raise ValueError(f"Elements of 'shape' must be positive int, but got: {d}")
    return norm_shape(shape, "normal")


def _size(size, op):
    """``f(2, 3)`` or ``f((2, 3))``: each dimension an int (MindSpore's TypeError for 1.2)."""
    if len(size) == 1 and isinstance(size[0], (tuple, list)):
        size = size[0]
    elif len(size) == 1 and isinstance(size[0], (float, str, np.floating)):   # (measured)
        raise TypeError(f"If the length of the argument 'shape' is 1, the type of the argument "
                        f"'shape' must be one of ['int', 'list', 'tuple'], but got {size[0]}.")
    for d in size if isinstance(size, (tuple, list)) else ():
        if isinstance(d, (bool, float, np.floating)):
            raise TypeError(f"For '{op}', the type of the argument 'shape' must all be int, but "
                            f"got {d!r}.")
    shape = norm_shape(size, op)
    if op == "randn" and shape and min(shape) < 0:     # 2.10's StandardNormal text (measured)
        raise ValueError(f"For primitive[StandardNormal], the attribute[shape] should be a vector "
                         f"with all positive item. but got [{''.join(f'{d}, ' for d in shape)}].")
    return _negative_dims(shape, "UniformReal")


def _check_uniform_bounds(minval, maxval, dtype):
    """2.10's checks of ops.uniform's bounds: Tensors of ``dtype``, Int32 or Float32."""
    if not isinstance(minval, Tensor) or not isinstance(maxval, Tensor):
        raise TypeError("For functional operator[uniform], the input[minval] and input[maxval] "
                        "must be a Tensor.")
    if dtype not in (mstype.int32, mstype.float32):
        raise TypeError(f"The 'uniform' doesn't support '{dtype}' and expect to receive "
                        f"[mindspore.int32, mindspore.float32].")
    for bound in (minval, maxval):
        if bound.dtype != dtype:
            raise TypeError(f"For 'uniform', the value data type '{dtype}' is not consistent "
                            f"with assigned tensor data type {bound.dtype}.")


def uniform(shape, minval, maxval, seed=None, dtype=mstype.float32):
    """Samples uniform in [minval, maxval) (Float32 by default; an int dtype draws ints).

    >>> import minicell as ms
    >>> ms.ops.uniform((1, 4), ms.Tensor(1.0), ms.Tensor(2.0), seed=1).shape
    (1, 4)
    """
    _check_uniform_bounds(minval, maxval, dtype)
    prim = "UniformInt" if dtype == mstype.int32 else "UniformReal"
    _negative_dims(norm_shape(shape, prim), prim)
    if dtype == mstype.int32:
        check_int_bounds(minval, maxval)
    return draw_uniform(shape, minval, maxval, seed, dtype)


def check_int_bounds(minval, maxval):
    """UniformInt's kernel check of its bounds, where they are known (op by op, 0-d Tensors):
    minval < maxval, else 2.10's RuntimeError (measured: (5, 1), (5, 5))."""
    if running_eagerly() and all(isinstance(b, Tensor) and not b.shape for b in (minval, maxval)):
        low, high = int(minval.asnumpy()), int(maxval.asnumpy())
        if low >= high:
            raise RuntimeError(f"For 'Random', invalid min/max values: ({low}/{high})")


def draw_uniform(shape, minval, maxval, seed=None, dtype=mstype.float32):
    """``uniform`` without 2.10's checks of ops.uniform's arguments (numbers for the bounds,
    any dtype): the Tensor methods and Primitives that draw with it check their own."""
    attrs = freeze_attrs({"shape": _sample_shape(shape, "UniformReal"),
                          "dtype": dtype_name(dtype)})     # checked before a key is drawn
    return dispatch(_UNIFORM, (rng.next_key(_seed(seed, "uniform")), minval, maxval), attrs)


def _sample_shape(shape, prim):
    """A sampler's ``shape`` as a tuple of ints; a negative size is 2.10's ValueError (its
    shape check of the primitive attribute), not a backend failure."""
    shape = norm_shape(shape, prim)
    if any(d < 0 for d in shape):
        raise ValueError(f"For primitive[{prim}], the attribute[shape] should be a vector with "
                         f"all positive item. but got [{''.join(f'{d}, ' for d in shape)}].")
    return shape


def standard_normal(shape, seed=None):
    """Float32 samples of N(0, 1)."""
    attrs = freeze_attrs({"shape": tuple_or_tensor_shape(
        shape, "StandardNormal", "a Int, a tuple, or a Tensor with all Int elements"),
        "dtype": "float32"})
    return dispatch(_STD_NORMAL, (rng.next_key(_seed(seed, "standard_normal")),), attrs)


def normal(shape, mean, stddev, seed=None):
    """Samples of N(mean, stddev**2) with shape broadcast from ``shape``, mean and stddev."""
    return draw_normal(positive_tuple_shape(shape), mean, stddev, seed)


def draw_normal(shape, mean, stddev, seed=None):
    """``normal`` without 2.10's checks of the public ``shape`` (for ``mint.normal``'s
    ``size``, a list or an empty broadcast shape)."""
    attrs = freeze_attrs({"shape": _sample_shape(shape, "Normal")})
    return dispatch(_NORMAL, (rng.next_key(_seed(seed, "normal")), mean, stddev), attrs)


def randint(low, high, size, seed=None, *, dtype=None):
    """Integers uniform in [low, high) (Int64 by default)."""
    for name, value in (("low", low), ("high", high)):    # 2.10's checks, in its order
        if not isinstance(value, int):
            raise TypeError(f"For 'randint_like', '{name}' must be an int, but got "
                            f"{type(value)}.")
    dtype = mstype.int64 if dtype is None else _int(dtype, "randint")
    if not isinstance(size, tuple):
        raise ValueError(f"For 'randint', the input 'size' must be a tuple, but got {size}.")
    _negative_dims(norm_shape(size, "randint"), "UniformInt")
    return draw_ints(low, high, size, seed, dtype)


def draw_ints(low, high, size, seed=None, dtype=None):
    """``randint`` without 2.10's argument checks of the public spelling: for the callers that
    take numpy ints, Tensors or lists (``randint_like``, ``mint.randint``, ``numpy.randint``)."""
    low, high = int(scalar_value(low)), int(scalar_value(high))
    if low >= high:                     # 2.10: its kernel's RuntimeError
        raise RuntimeError(f"For 'Random', invalid min/max values: ({low}/{high})")
    return dispatch(_RANDINT, (rng.next_key(_seed(seed, "randint")),), freeze_attrs({
        "low": low, "high": high,
        "shape": norm_shape(size, "randint"), "dtype": dtype_name(dtype or mstype.int64)}))


def rand(*size, dtype=None, seed=None):
    """Uniform [0, 1) samples of ``size`` (Float32 by default); a bad size is refused before
    a key is drawn."""
    attrs = freeze_attrs({"shape": _size(size, "rand"),
                          "dtype": dtype_name(_float(dtype or mstype.float32, "rand"))})
    return dispatch(_UNIFORM, (rng.next_key(_seed(seed, "rand")), 0.0, 1.0), attrs)


def randn(*size, dtype=None, seed=None):
    """N(0, 1) samples of ``size`` (Float32 by default); a bad size is refused before a key
    is drawn."""
    attrs = freeze_attrs({"shape": _size(size, "randn"),
                          "dtype": dtype_name(_float(dtype or mstype.float32, "randn"))})
    return dispatch(_STD_NORMAL, (rng.next_key(_seed(seed, "randn")),), attrs)


def _like(input, op):
    """``input`` of ``op`` (rand_like, randn_like, randint_like) when it is a Tensor, else
    2.10's TypeError (a numpy array or list is refused, measured)."""
    if not isinstance(input, Tensor):
        raise TypeError(f"For '{op}', the 'input' must be a Tensor, but got {type(input)}")
    return input


def rand_like(input, seed=None, *, dtype=None):
    """Uniform [0, 1) samples shaped like ``input``, of its dtype by default."""
    input = _like(input, "rand_like")
    return rand(shape_of(input), dtype=_float(dtype or input.dtype, "rand_like"), seed=seed)


def randn_like(input, seed=None, *, dtype=None):
    """N(0, 1) samples shaped like ``input``; Float32 by default, whatever ``input``'s dtype
    (as MindSpore 2.10's ``ops.randn_like``, unlike ``rand_like``)."""
    input = _like(input, "randn_like")
    return randn(shape_of(input), dtype=_float(dtype or mstype.float32, "randn_like"),
                 seed=seed)


def randint_like(input, low, high, seed=None, *, dtype=None):
    """Integers in [low, high) shaped like ``input``."""
    input = _like(input, "randint_like")
    dtype = _int(dtype or input.dtype, "randint_like")     # 2.10's check, before the bounds
    return draw_ints(low, high, shape_of(input), seed, dtype=dtype)


def bernoulli(input, p=0.5, seed=None):
    """0/1 samples shaped and typed like ``input``, 1 with probability ``p``."""
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise TypeError(f"For 'bernoulli', the type of 'seed' must be 'int', but got "
                        f"'{type(seed).__name__}'.")        # 2.10's text (measured: a str)
    if seed is not None and seed < 0:
        seed = None     # 2.10 takes a negative seed (measured: -1) as no seed
    if isinstance(p, str):
        Tensor([p])     # 2.10 makes a Tensor of p: its TypeError
    if isinstance(p, float) and not 0.0 <= p <= 1.0:     # 2.10's kernel check of a number p
        raise ValueError(f"For bernoulli, p should be in [0, 1], but got {p:g}.")
    return dispatch(_BERNOULLI, (rng.next_key(_seed(seed, "bernoulli")), p), freeze_attrs({
        "shape": shape_of(input), "dtype": dtype_name(input.dtype)}))


def multinomial(input, num_samples, replacement=True, seed=None):
    """Int32 indices drawn from the weights on the last axis of ``input``, as 2.10's
    Multinomial and TopK (without replacement) give them."""
    if len(shape_of(input)) not in (1, 2):
        raise ValueError(f"For 'multinomial', the dimension of inputs must be 1d or 2d, but got "
                         f"{len(shape_of(input))}.")
    if isinstance(num_samples, (float, bool, str)):       # 2.10's primitive input checks
        raise TypeError(f"For primitive[Multinomial], the input argument[num_samples] must be a "
                        f"type of {{Int32, Int64}}, but got {scalar_kind(num_samples)}.")
    if isinstance(num_samples, int) and num_samples < 0:
        raise ValueError(f"For 'Multinomial', num_samples should be a nonnegative number, but "
                         f"got {num_samples}.")
    if not replacement and isinstance(num_samples, int) and num_samples > shape_of(input)[-1]:
        raise ValueError(f"For 'multinomial', the 'num_samples' must be less than the last "
                         f"dimension of input without 'replacement', but got 'num_samples': "
                         f"{num_samples} and 'replacement': {replacement}")
    key = rng.next_key(_seed(seed, "multinomial"))
    return dispatch(_MULTINOMIAL, (key, input), freeze_attrs({
        "num_samples": int(num_samples), "replacement": bool(replacement), "dtype": "int32"}))


def shuffle(x, seed=None):
    """``x`` with its first axis randomly permuted (a 0-d ``x`` as it is)."""
    key = rng.next_key(_seed(seed, "shuffle"))
    if not isinstance(x, Tensor):
        raise TypeError(f"For Primitive[RandomShuffle], the type of input argument[input_x] "
                        f"must be Tensor but got {graph_type_text(x)}.")
    if not shape_of(x):
        return x.copy()
    return dispatch(_SHUFFLE, (key, x))


_RANDPERM_TYPES = (mstype.float16, mstype.float32, mstype.float64, mstype.int16, mstype.int32,
                   mstype.int64, mstype.int8, mstype.uint8)


def randperm(n, seed=0, offset=0, dtype=mstype.int64):
    """A permutation of ``0 .. n-1`` drawn from ``seed`` and ``offset``: the same one on every
    call for the same values (MindSpore's RandpermV2, seed 0 included); ``seed=-1`` draws from
    the ``set_seed`` stream, a new one per call."""
    for name, v in (("seed", seed), ("offset", offset)):
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError(f"For 'RandpermV2', '{name}' must be int, but got {v!r}")
    if isinstance(n, (bool, float, str)) or not isinstance(n, (int, np.integer, Tensor)):
        kind = "string" if isinstance(n, str) else type(n).__name__
        raise TypeError(f'Failed calling RandpermV2 with "RandpermV2(seed=int, offset=int, '
                        f'dtype=mindspore.dtype)(n={kind})".\nThe valid calling should be: \n'
                        f'"RandpermV2(seed=<Tensor, int>, offset=<Tensor, int>, '
                        f'dtype=<mindspore.dtype>)(n=<Tensor, int>)".')
    n = int(size_value(n, "randperm with a Tensor 'n'"))
    if not isinstance(dtype, mstype.Type):
        raise TypeError(f"For 'RandpermV2', the input 'dtype' should be mindspore dtype, but got "
                        f"{dtype}.")
    if dtype not in _RANDPERM_TYPES:        # 2.10's RandpermV2 check (measured: Bool)
        raise TypeError(f"For primitive[RandpermV2], the input argument[dtype] must be a type of "
                        f"{{Float16, Float32, Float64, Int16, Int32, Int64, Int8, UInt8}}, but got "
                        f"{dtype}.")
    if n <= 0:                          # 2.10: its shape inference's ValueError
        raise ValueError(f"For 'RandpermV2', the input 'n' must be greater than 0, but got "
                         f"data: {n}.")
    key = rng.next_key() if seed < 0 else rng.fixed_key(seed, offset)
    return dispatch(_RANDPERM, (key,), freeze_attrs({"n": n, "dtype": dtype_name(dtype)}))
