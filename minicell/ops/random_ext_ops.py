"""More random draws (gamma, Poisson, Laplace, Cauchy, truncated normal, categorical, choice
with mask, padded permutation) and MindSpore's random Primitive classes. Each draw takes a
fresh key from ``runtime.rng.next_key(seed)`` as ``random_ops`` does; rows in
``rows_more.py``.

>>> import minicell as ms
>>> ms.ops.standard_laplace((2, 3), seed=1).shape
(2, 3)
"""
import hashlib
import math

import numpy as np

from .. import _checkparam as _validator
from ..common import _philox, dtype as mstype
from ..common.seed import _next_graph_seed
from ..runtime import rng
from . import array_ops as AO, functional as F, random_ops as RND
from ..common.tensor import Tensor
from ._util import dtype_name, ms_type_name, norm_shape, shape_of, values_for_shape
from ..runtime.dispatch import dispatch
from ..runtime.registry import freeze_attrs, get_op
from .kernel_launches import carried, launch, per_call_site
from .linalg_funcs import call
from .primitive import Primitive, prim_attr_register, prim_seed
from .sampler_kernels import ChoiceOrder, UniformDraws, uniform_first_state


def _key(seed, op=None):
    return rng.next_key(RND._seed(seed, op))


def _shape(shape, op):
    return norm_shape(shape, op)


def random_gamma(shape, alpha, seed=None):
    """Gamma(alpha, 1) draws of shape ``shape + alpha.shape``."""
    return call("random_gamma", _key(seed, "random_gamma"), alpha,
                shape=_shape(shape, "random_gamma"))


def _gamma_shape(shape):
    """ops.gamma's ``shape``: 2.10's Gamma checks (a tuple of positive ints; None, or a Tensor
    whose value it does not read, is 'cannot be None')."""
    if shape is None or isinstance(shape, Tensor):
        raise ValueError("For 'Gamma', the 'shape' cannot be None.")
    _validator.check_value_type("shape", shape, [tuple], "Gamma")
    for i, d in enumerate(shape):
        _validator.check_positive_int(d, f"shape[{i}]", "Gamma")
    return shape


def gamma(shape, alpha, beta, seed=None):
    """Gamma draws scaled by ``beta``; shape broadcast from ``shape``, alpha and beta."""
    ab = _broadcast_shape(shape_of(alpha), shape_of(beta))
    out = _broadcast_shape(_gamma_shape(shape), ab)
    draws = call("random_gamma", _key(seed, "gamma"), AO.broadcast_to(alpha, out), shape=())
    return draws * beta


def _broadcast_shape(a, b):
    nd = max(len(a), len(b))
    a, b = (1,) * (nd - len(a)) + tuple(a), (1,) * (nd - len(b)) + tuple(b)
    out = []
    for x, y in zip(a, b):
        if x != y and 1 not in (x, y):
            raise ValueError(f"shapes {a} and {b} cannot broadcast")
        out.append(max(x, y) if 0 not in (x, y) else 0)
    return tuple(out)


_POISSON_TYPES = (mstype.float16, mstype.float32, mstype.float64, mstype.int32, mstype.int64)


def random_poisson(shape, rate, seed=None, dtype=mstype.float32):
    """Poisson(rate) draws of shape ``shape + rate.shape``; ``shape`` is a 1-D Int32/Int64
    Tensor of positive sizes, as MindSpore 2.10's RandomPoisson takes it."""
    _check_poisson(shape, rate, dtype)
    sizes = values_for_shape(shape, "random_poisson")
    if any(s <= 0 for s in sizes):
        raise ValueError(f"For primitive[RandomPoisson], the attribute[shape] should be a vector "
                         f"with all positive item. but got {sizes}.")
    # the kernel draws Float32 from a Float32 rate: its (slow) compile is then shared by
    # every rate and output dtype, the casts around it are cheap
    draws = call("random_poisson", _key(seed, "random_poisson"), F.cast(rate, mstype.float32),
                 shape=tuple(int(s) for s in sizes), dtype="float32")
    return draws if dtype == mstype.float32 else F.cast(draws, dtype)


def _check_poisson(shape, rate, dtype):
    """MindSpore 2.10's errors for RandomPoisson's operands (tensors of the listed dtypes)."""
    head = "For primitive[RandomPoisson], the input argument"
    if not isinstance(shape, Tensor) or shape.dtype not in (mstype.int32, mstype.int64):
        raise TypeError(f"{head}[shape] must be a type of {{Tensor[Int32], Tensor[Int64]}}, but "
                        f"got {_type_text(shape)}.")
    if len(shape.shape) != 1:
        raise ValueError(f"For RandomPoisson, the argument[shape] must be a 1-D tensor, but got "
                         f"{len(shape.shape)}-D")
    if not isinstance(rate, Tensor) or rate.dtype not in _POISSON_TYPES:
        allowed = ", ".join(f"Tensor[{t}]" for t in _POISSON_TYPES)
        raise TypeError(f"{head}[rate] must be a type of {{{allowed}}}, but got "
                        f"{_type_text(rate)}.")
    if mstype.to_mstype(dtype) not in _POISSON_TYPES:
        raise TypeError(f"For 'RandomPoisson', the 'dtype' should be one of [mindspore.int64, "
                        f"mindspore.int32, mindspore.float16, mindspore.float32, "
                        f"mindspore.float64], but got '{mstype.to_mstype(dtype)!r}'.")


def _type_text(value):
    return f"Tensor[{value.dtype}]" if isinstance(value, Tensor) else ms_type_name(value)


def poisson(shape, mean, seed=None):
    """Float32 Poisson(mean) draws; shape broadcast from ``shape`` and mean."""
    if isinstance(shape, str):      # 2.10's Poisson check (measured)
        raise TypeError("For 'Poisson', the type of 'shape' should be 'tuple', but got type "
                        "'str'.")
    for i, d in enumerate(shape if isinstance(shape, tuple) else ()):    # (measured: 2.5)
        if isinstance(d, (float, np.floating)):
            raise TypeError(f"For 'Poisson', the 'shape[{i}]' must be int, but got "
                            f"'{type(d).__name__}'")
    out = _broadcast_shape(_shape(shape, "poisson"), shape_of(mean))
    return call("random_poisson", _key(seed, "poisson"), AO.broadcast_to(mean, out), shape=(),
                dtype="float32")


def standard_laplace(shape, seed=None):
    """Float32 Laplace(0, 1) draws."""
    shape = RND.tuple_or_tensor_shape(shape, "StandardLaplace",
                                      "a tuple, or a Tensor with all Int elements")
    return call("standard_laplace", _key(seed, "standard_laplace"), shape=shape)


def laplace(shape, mean, lambda_param, seed=None):
    """Laplace(mean, lambda_param) draws; shape broadcast from ``shape``, mean and
    lambda_param."""
    out = _broadcast_shape(RND.positive_tuple_shape(shape),
                           _broadcast_shape(shape_of(mean), shape_of(lambda_param)))
    return mean + lambda_param * call("standard_laplace", _key(seed, "laplace"), shape=out)


def random_categorical(logits, num_sample, seed=0, dtype=mstype.int64, _counts=None):
    """``num_sample`` class indices per row of the 2-D ``logits``. A nonzero int ``seed``
    draws 2.10's CPU kernel's numbers, moving on at each launch of a kernel
    (``kernel_launches``; ``_counts``: a ``RandomCategorical``'s eager launches)."""
    if len(shape_of(logits)) != 2:
        raise ValueError("logits shape size only support 2D")      # 2.10's text
    if not mstype.is_float(logits.dtype):            # 2.10's primitive checks, in its order
        raise TypeError(f"For primitive[RandomCategorical], the input argument[logits] must be "
                        f"a type of {{Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, but "
                        f"got Tensor[{logits.dtype}].")
    if isinstance(num_sample, (float, bool, str)):
        raise TypeError(f"For primitive[RandomCategorical], the input argument[num_sample] must "
                        f"be a type of {{Int32, Int64}}, but got {RND.scalar_kind(num_sample)}.")
    if isinstance(num_sample, int) and num_sample <= 0:
        raise ValueError(f"For 'RandomCategorical', num_sample can't has negative value, but "
                         f"got {num_sample}")
    state = _categorical_state(seed, num_sample)
    if state is None:
        return call("random_categorical", _key(seed or None), logits,
                    num_sample=int(num_sample), dtype=dtype_name(dtype))
    kernel = (shape_of(logits), str(logits.dtype), int(num_sample), seed)
    draws = dispatch(get_op("py_func"), (launch(_counts, kernel),), freeze_attrs({
        "fn": _CategoricalDraws(state, int(num_sample)), "out_shapes": ((int(num_sample),),),
        "out_dtypes": ("float32",), "name": "RandomCategorical"}))[0]
    return call("random_categorical", _key(None), logits, draws, num_sample=int(num_sample),
                dtype=dtype_name(dtype))


def _categorical_state(seed, num_sample):
    """The first minstd_rand0 state of 2.10's CPU kernel for a Python int seed (read as an
    int32, mixed by ``random::GetSeed(0, seed)``); None for seed 0 (2.10 seeds from
    std::random_device then) or a Tensor seed or sample count."""
    if type(seed) is not int or type(num_sample) is not int:
        return None
    seed = (seed + 2 ** 31) % 2 ** 32 - 2 ** 31
    if not seed:
        return None
    return _philox.kernel_seed(0, seed % 2 ** 64) % 2147483647 or 1


class _CategoricalDraws:
    """The host side of the kernel's generator (a ``py_func`` function, equal for equal
    attributes): ``launch`` -> the ``num_sample`` uniforms of that launch, each launch taking
    the next ``num_sample`` (two minstd_rand0 steps each: ``_philox.minstd_uniforms``)."""

    def __init__(self, state, num_sample):
        self.key = (int(state), int(num_sample))

    def __eq__(self, other):
        return isinstance(other, _CategoricalDraws) and other.key == self.key

    def __hash__(self):
        return hash(self.key)

    def __call__(self, n):
        state, num_sample = self.key
        start = state * pow(16807, 2 * num_sample * int(n), 2147483647) % 2147483647
        return _philox.minstd_uniforms(start, num_sample)


def check_count(count):
    """2.10's check of RandomChoiceWithMask's ``count``: a positive int."""
    if isinstance(count, bool) or not isinstance(count, int):
        raise TypeError(f"For 'RandomChoiceWithMask', the type of 'count' should be 'int', but "
                        f"got type '{type(count).__name__}'.")
    if count <= 0:
        raise ValueError(f"For 'RandomChoiceWithMask', the 'count' must be int and must > 0, but "
                         f"got '{count}' with type 'int'.")


def choice_with_mask(input_x, count=256, seed=None, *, _kernel=None):
    """(Int32 indices [count, rank], Bool mask [count]) of randomly chosen True entries: with a
    seed (or a global seed) 2.10's CPU kernel's, a fresh kernel per call (eagerly) or per call
    site (in a graph). ``_kernel``: a RandomChoiceWithMask's (first state, eager kernels)."""
    check_count(count)
    if input_x.dtype != mstype.bool_:       # 2.10's texts (measured)
        raise TypeError(f"For primitive[RandomChoiceWithMask], the input argument[input_x] must "
                        f"be a type of {{Tensor[Bool]}}, but got Tensor[{input_x.dtype}].")
    if not 1 <= len(shape_of(input_x)) <= 5:
        raise ValueError(f"For 'RandomChoiceWithMask', input[0] rank should be between 1 and 5, "
                         f"but got:{len(shape_of(input_x))}")
    if int(count) * max(len(shape_of(input_x)), 1) > 2 ** 31 - 1:
        # MindSpore's kernel refuses such an output too (it could not be allocated anyway)
        raise RuntimeError("For 'RandomChoiceWithMask', output size exceed INT_MAX.")
    key = _key(seed)
    if _kernel is None:         # 2.10 builds a Primitive of the next seeds at each call
        seeds = _next_graph_seed(seed, "choice_with_mask")
        if seeds == (0, 0):     # 2.10's kernel seeds itself from random_device then
            return call("choice_with_mask", key, input_x, count=int(count))
        _kernel = (_philox.minstd_state(*seeds), None)
    return call("choice_with_mask", key, input_x, _seeded_order(input_x, *_kernel),
                count=int(count))


def _seeded_order(input_x, first, counts):
    """A seeded kernel's order of ``input_x``'s flat positions (``sampler_kernels.ChoiceOrder``:
    2.10's ``std::shuffle`` of the True ones), its generator going on from its last launch
    (``kernel_launches.carried``). 2.10 keeps a graph's kernel per call site, and an instance's
    eager kernels per input value (equal values share one; measured)."""
    kernel = None
    if counts is not None and not per_call_site():      # a digest: a training loop's masks
        kernel = (shape_of(input_x), hashlib.sha1(input_x.asnumpy().tobytes()).digest())
    state, store = carried(counts, kernel, first)
    flat = AO.reshape(input_x, (-1,))
    order, new = dispatch(get_op("py_func"), (flat, state), freeze_attrs({
        "fn": ChoiceOrder(), "out_shapes": (shape_of(flat), ()),
        "out_dtypes": ("int32", "int64"), "name": "RandomChoiceWithMask"}))
    store(new)
    return order


def multinomial_with_replacement(x, seed, offset, numsamples, replacement=False):
    """``numsamples`` Int64 indices per row of ``x``'s weights (seed/offset Tensors as
    MindSpore's; the key stream decides the draw). Int64 as 2.10 gives them (measured; the
    Multinomial draw underneath is Int32)."""
    return F.cast(RND.multinomial(x, numsamples, replacement), mstype.int64)


def cauchy(size, median=0.0, sigma=1.0):
    """Float32 Cauchy(median, sigma) draws of ``size``."""
    return median + sigma * call("standard_cauchy", _key(None), shape=_shape(size, "Cauchy"))


def truncated_normal(shape, seed=None, dtype=mstype.float32):
    """N(0, 1) draws truncated to [-2, 2]."""
    return call("truncated_normal", _key(seed), shape=_shape(shape, "TruncatedNormal"),
                dtype=dtype_name(dtype))


def uniform_candidate_sampler(true_classes, num_true, num_sampled, unique, range_max, seed=0,
                              remove_accidental_hits=False, _counts=None):
    """(sampled classes [num_sampled], expected count of each true class, of each sampled
    class): uniform candidates in [0, range_max), distinct when ``unique`` (and then none of
    ``true_classes`` with ``remove_accidental_hits``, where enough classes are left). A nonzero
    int ``seed`` draws 2.10's CPU kernel's classes (``sampler_kernels.UniformDraws``), moving on
    at each launch of a kernel (``kernel_launches``; ``_counts``: an instance's eager kernels);
    seed 0 (2.10 seeds from the clock then) or an instance stream draws from the key stream."""
    op = "UniformCandidateSampler"
    if unique and num_sampled > range_max:
        raise ValueError(f"For '{op}', 'num_sampled' ({num_sampled}) must not exceed "
                         f"'range_max' ({range_max}) when 'unique' is True")
    if shape_of(true_classes)[-1:] != (num_true,):
        raise ValueError(f"For '{op}', 'true_classes' must have {num_true} columns, but got "
                         f"shape {shape_of(true_classes)}")
    if type(seed) is int and seed and range_max < 2 ** 31 - 2:
        state, store = carried(_counts, (shape_of(true_classes), str(true_classes.dtype)),
                               uniform_first_state(seed))
        fn = UniformDraws(num_sampled, unique, range_max, remove_accidental_hits,
                          dtype_name(true_classes.dtype))
        *outs, new = dispatch(get_op("py_func"), (true_classes, state), freeze_attrs({
            "fn": fn, "out_shapes": ((int(num_sampled),), shape_of(true_classes),
                                     (int(num_sampled),), ()),
            "out_dtypes": (dtype_name(true_classes.dtype), "float32", "float32", "int64"),
            "name": op}))
        store(new)
        return tuple(outs)
    sampled, tries = call("uniform_candidate_sampler", _key(seed or None), true_classes,
                          num_sampled=int(num_sampled), unique=bool(unique),
                          range_max=int(range_max), remove_hits=bool(remove_accidental_hits),
                          dtype=dtype_name(true_classes.dtype))
    p = 1.0 / range_max
    tries = F.cast(tries, mstype.float32)
    count = F.select(F.equal(tries, float(num_sampled)), tries * p,
                     -F.expm1(tries * float(math.log1p(-p))))
    return (sampled, AO.broadcast_to(count, shape_of(true_classes)),
            AO.broadcast_to(count, (num_sampled,)))


def _tensor_random_categorical(self, num_sample, seed=0, dtype=mstype.int64):
    return random_categorical(self, num_sample, seed, dtype)


# ---- Primitive classes (constructor seeds, MindSpore's call arguments) ---------------------------
class _Seeded(Primitive):

    @prim_attr_register
    def __init__(self, seed=0, seed2=0):
        self._seed = prim_seed(seed, seed2, self.name, "non_negative")


class RandomGamma(_Seeded):
    """``RandomGamma(seed, seed2)(shape, alpha)``."""

    def __call__(self, shape, alpha):
        return random_gamma(shape, alpha, self._seed)


class Gamma(_Seeded):
    """``Gamma(seed, seed2)(shape, alpha, beta)``."""

    def __call__(self, shape, alpha, beta):
        return gamma(shape, alpha, beta, self._seed)


class Poisson(_Seeded):
    """``Poisson(seed, seed2)(shape, mean)``."""

    def __call__(self, shape, mean):
        return poisson(shape, mean, self._seed)


class StandardLaplace(_Seeded):
    """``StandardLaplace(seed, seed2)(shape)``."""

    def __call__(self, shape):
        return standard_laplace(shape, self._seed)


class RandomShuffle(_Seeded):
    """``RandomShuffle(seed, seed2)(x)``: ``x`` with its first axis permuted."""

    def __call__(self, x):
        return RND.shuffle(x, self._seed)


class RandomPoisson(Primitive):
    """``RandomPoisson(seed, seed2, dtype=int64)(shape, rate)``."""

    @prim_attr_register
    def __init__(self, seed=0, seed2=0, dtype=mstype.int64):
        self._seed = prim_seed(seed, seed2, self.name, "int")

    def __call__(self, shape, rate):
        return random_poisson(shape, rate, self._seed, self.attrs["dtype"])


class TruncatedNormal(Primitive):
    """``TruncatedNormal(dtype=float32, seed, seed2)(shape)``."""

    @prim_attr_register
    def __init__(self, dtype=mstype.float32, seed=0, seed2=0):
        self._seed = prim_seed(seed, seed2, self.name, "int")

    def __call__(self, shape):
        return truncated_normal(shape, self._seed, self.attrs["dtype"])


class Multinomial(Primitive):
    """``Multinomial(seed, seed2, dtype=int32)(x, num_samples)``: draws with replacement."""

    @prim_attr_register
    def __init__(self, seed=0, seed2=0, dtype=mstype.int32):
        self._seed = prim_seed(seed, seed2, self.name, "non_negative")

    def __call__(self, x, num_samples):
        out = RND.multinomial(x, num_samples, True, self._seed)
        return F.cast(out, self.attrs["dtype"])


class MultinomialWithReplacement(Primitive):
    """``MultinomialWithReplacement(numsamples, replacement=False)(x, seed, offset)``."""

    @prim_attr_register
    def __init__(self, numsamples, replacement=False):
        pass

    def __call__(self, x, seed, offset):
        return multinomial_with_replacement(x, seed, offset, self.attrs["numsamples"],
                                            self.attrs["replacement"])


class RandomCategorical(Primitive):
    """``RandomCategorical(dtype=int64)(logits, num_sample, seed=0)``."""

    @prim_attr_register
    def __init__(self, dtype=mstype.int64):
        _validator.check_type_name("dtype", dtype, [mstype.int32, mstype.int16, mstype.int64],
                                   self.name)
        self._launches = {}     # eager kernels (logits shape/dtype, num_sample, seed) -> launches

    def __call__(self, logits, num_sample, seed=0):
        return random_categorical(logits, num_sample, seed, self.attrs["dtype"], self._launches)


class RandomChoiceWithMask(Primitive):
    """``RandomChoiceWithMask(count=256, seed, seed2)(input_x)``."""

    @prim_attr_register
    def __init__(self, count=256, seed=0, seed2=0):
        check_count(count)
        self._seed = prim_seed(seed, seed2, self.name, "int")
        # 2.10's CPU kernel shuffles with minstd_rand0 from its seeds (both 0: random_device),
        # each launch going on from the last
        self._kernel = None if self._seed is None else (_philox.minstd_state(seed, seed2), {})

    def __call__(self, input_x):
        return choice_with_mask(input_x, self.attrs["count"], self._seed, _kernel=self._kernel)


class Randperm(Primitive):
    """``Randperm(max_length=1, pad=-1, dtype=int32)(n)``: a permutation of [0, n) padded with
    ``pad`` to ``max_length``."""

    @prim_attr_register
    def __init__(self, max_length=1, pad=-1, dtype=mstype.int32):
        pass

    def __call__(self, n):
        a = self.attrs
        return call("randperm_padded", _key(None), n, max_length=int(a["max_length"]),
                    pad=int(a["pad"]), dtype=dtype_name(a["dtype"]))


class Bernoulli(Primitive):
    """``Bernoulli(seed=-1, offset=0)(x, p)``: 0/1 draws shaped and typed like ``x``."""

    @prim_attr_register
    def __init__(self, seed=-1, offset=0):
        self._seed = None if seed == -1 else seed

    def __call__(self, x, p):
        return RND.bernoulli(x, p, self._seed)


class Cauchy(Primitive):
    """``Cauchy(size, median=0.0, sigma=1.0)()``: Float32 Cauchy draws."""

    @prim_attr_register
    def __init__(self, size, median=0.0, sigma=1.0):
        pass

    def __call__(self):
        a = self.attrs
        return cauchy(a["size"], a["median"], a["sigma"])


class UniformCandidateSampler(Primitive):
    """``UniformCandidateSampler(num_true, num_sampled, unique, range_max, seed=0,
    remove_accidental_hits=False)(true_classes)``."""

    @prim_attr_register
    def __init__(self, num_true, num_sampled, unique, range_max, seed=0,
                 remove_accidental_hits=False):
        # 2.10's checks, in its order (measured through nn.SampledSoftmaxLoss)
        for arg, value, kind in (("num_true", num_true, int), ("num_sampled", num_sampled, int),
                                 ("unique", unique, bool), ("range_max", range_max, int),
                                 ("seed", seed, int), ("remove_accidental_hits",
                                                       remove_accidental_hits, bool)):
            _validator.check_value_type(arg, value, [kind], self.name)
        for arg, value in (("num_true", num_true), ("num_sampled", num_sampled),
                           ("range_max", range_max)):
            _validator.check(f"value of {arg}", value, "", 0, _validator.GT, self.name)
        if unique:
            _validator.check("value of num_sampled", num_sampled, "value of range_max",
                             range_max, _validator.LE, self.name)
        _validator.check("value of seed", seed, "", 0, _validator.GE, self.name)
        self._seed = prim_seed(seed, 0)   # seed 0: the instance's own key stream
        self._states = {}                 # eager kernels (shape, dtype) -> generator state

    def __call__(self, true_classes):
        a = self.attrs
        return uniform_candidate_sampler(true_classes, a["num_true"], a["num_sampled"],
                                         a["unique"], a["range_max"], a["seed"] or self._seed,
                                         a["remove_accidental_hits"], self._states)
