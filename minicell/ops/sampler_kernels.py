"""The host side of 2.10's CPU candidate-sampler kernels (``py_func`` functions, one per
attribute set: equal attributes are an equal kernel cache key), bit for bit with 2.10 on this
machine: ``LogUniformCandidateSampler`` (Philox, ``_philox.log_uniform_classes``) and a seeded
``UniformCandidateSampler`` (libstdc++'s ``std::minstd_rand0`` seeded from
``random::GetSeed(seed, 0)``, ``uniform_int_distribution``'s division method). Their expected
counts are the kernels' float arithmetic with the C library's ``log1pf``/``expm1f``. Also a
seeded ``RandomChoiceWithMask``'s shuffle (``ChoiceOrder``), on the same generator.
"""
import ctypes
import math

import numpy as np

from ..common import _philox

_MINSTD = 2147483647          # minstd_rand0's modulus; its outputs are 1 .. _MINSTD - 1


def _c_float_function(name):
    """The C library's float32 ``name`` (``log1pf``, ``expm1f``), which 2.10's kernel calls
    on this machine too (glibc's are not correctly rounded: numpy's float32 ones differ by an
    ulp on a sixth of the counts); numpy's where the library has none."""
    try:
        fn = getattr(ctypes.CDLL(None), name)
    except (AttributeError, OSError):
        return getattr(np, name[:-1])
    fn.restype, fn.argtypes = ctypes.c_float, [ctypes.c_float]
    return lambda x: np.float32(fn(float(x)))


_LOG1PF, _EXPM1F = _c_float_function("log1pf"), _c_float_function("expm1f")


class LogUniformDraws:
    """The host side of 2.10's CPU LogUniformCandidateSampler kernel for one attribute set (a
    ``py_func`` function: equal attributes, equal key, one compiled kernel): ``(true_classes,
    launch)`` -> the launch's classes (``_philox.log_uniform_classes``) and the expected counts
    of ``true_classes`` and of the classes. As the kernel's (fitted bit for bit to 2.10 on 280
    counts): ``p = log((c + 2) / (c + 1)) / log1p(range_max)`` in double, rounded to float,
    then ``_expected_count``."""

    def __init__(self, seed, num_sampled, unique, range_max):
        self.key = (int(seed), int(num_sampled), bool(unique), int(range_max))

    def __eq__(self, other):
        return isinstance(other, LogUniformDraws) and other.key == self.key

    def __hash__(self):
        return hash(self.key)

    def __call__(self, true_classes, launch):
        seed, num_sampled, unique, range_max = self.key
        classes, tries = _philox.log_uniform_classes(seed, int(launch), num_sampled, unique,
                                                     range_max)
        classes = np.asarray(classes, np.int64)
        log_range = math.log1p(range_max)

        def count(c):
            p = np.float32(math.log((c + 2.0) / (c + 1.0)) / log_range)
            return _expected_count(p, tries, num_sampled)

        def expected(values):
            distinct, where = np.unique(np.asarray(values), return_inverse=True)
            each = np.array([count(float(c)) for c in distinct.tolist()], np.float32)
            return each[where].reshape(np.shape(values))
        return classes, expected(true_classes), expected(classes)


def _expected_count(p, tries, num_sampled):
    """The kernels' expected count of a class of float probability ``p``: ``p * num_sampled``
    when no draw was rejected, else ``-expm1f(tries * log1pf(-p))`` (float arithmetic)."""
    if tries == num_sampled:
        return p * np.float32(num_sampled)
    return -_EXPM1F(np.float32(tries) * _LOG1PF(-p))


class UniformDraws:
    """A seeded ``UniformCandidateSampler`` kernel: ``(true_classes, state)`` -> (classes in
    ``dtype``, the expected count of each true class and of each class, the generator's state
    after the launch). Each class is one ``uniform_int_distribution(0, range_max - 1)`` draw:
    outputs of the generator, less 1, until one falls below the largest multiple of
    ``range_max`` in its range, divided down. ``unique`` skips classes already drawn (and, with
    ``remove_hits``, the true classes, unless too few would be left: 2.10 then draws from all);
    every draw counts as a try. p = 1.0f / range_max."""

    def __init__(self, num_sampled, unique, range_max, remove_hits, dtype):
        self.key = (int(num_sampled), bool(unique), int(range_max), bool(remove_hits), dtype)

    def __eq__(self, other):
        return isinstance(other, UniformDraws) and other.key == self.key

    def __hash__(self):
        return hash(self.key)

    def __call__(self, true_classes, state):
        num_sampled, unique, range_max, remove_hits, dtype = self.key
        x, scaling = int(state), (_MINSTD - 2) // range_max
        skip = set(np.asarray(true_classes).ravel().tolist()) if remove_hits and unique else set()
        if num_sampled + len(skip) > range_max:
            skip = set()
        classes, tries = [], 0
        while len(classes) < num_sampled:
            x = x * 16807 % _MINSTD
            if x - 1 >= range_max * scaling:
                continue
            value, tries = (x - 1) // scaling, tries + 1
            if value not in skip:
                classes.append(value)
                if unique:
                    skip.add(value)
        count = _expected_count(np.float32(1.0) / np.float32(range_max), tries, num_sampled)
        return (np.asarray(classes, dtype), np.full(np.shape(true_classes), count, np.float32),
                np.full((num_sampled,), count, np.float32), np.int64(x))


def uniform_first_state(seed):
    """The generator's first state for a nonzero ``seed`` attribute."""
    return _philox.minstd_state(seed, 0)


_MINSTD_RANGE = _MINSTD - 3   # the generator's max - min output


def libstdcxx_shuffle(state, n):
    """(iota(n) shuffled as libstdc++'s ``std::shuffle`` does with minstd_rand0 at ``state``,
    the generator's state after it). When the generator's range holds n * n, an even n first
    swaps position 1 with a draw in [0, 1], then each draw x in [0, (i + 1)(i + 2)) swaps
    positions i and i + 1 with x // (i + 2) and x % (i + 2); otherwise one draw in [0, i] per
    position i. A draw in [0, b] (``uniform_int_distribution``) takes outputs until one, less
    1, falls below the largest multiple of b + 1 in the range and divides it down."""
    x, p = int(state), list(range(n))

    def draw(b):
        nonlocal x
        scaling = _MINSTD_RANGE // (b + 1)
        while True:
            x = x * 16807 % _MINSTD
            if x - 1 < (b + 1) * scaling:
                return (x - 1) // scaling
    i = 1
    if n and _MINSTD_RANGE // n >= n:
        if n % 2 == 0:
            j = draw(1)
            p[1], p[j] = p[j], p[1]
            i = 2
        for i in range(i, n, 2):
            v = draw((i + 1) * (i + 2) - 1)
            for k, j in ((i, v // (i + 2)), (i + 1, v % (i + 2))):
                p[k], p[j] = p[j], p[k]
    else:
        for i in range(1, n):
            j = draw(i)
            p[i], p[j] = p[j], p[i]
    return np.asarray(p, np.int32), x


class ChoiceOrder:
    """A seeded ``RandomChoiceWithMask`` kernel (a ``py_func`` function): ``(flat bool x,
    state)`` -> (the flat positions, the True ones first in the order of ``std::shuffle`` of
    the True positions (row-major) with minstd_rand0 at ``state``; the generator's state after
    that shuffle, where the kernel's next launch goes on)."""

    def __eq__(self, other):
        return isinstance(other, ChoiceOrder)

    def __hash__(self):
        return hash(ChoiceOrder)

    def __call__(self, flat, state):
        flat = np.asarray(flat, bool)
        true = np.flatnonzero(flat).astype(np.int32)
        perm, after = libstdcxx_shuffle(state, true.size)
        order = np.concatenate([true[perm], np.flatnonzero(~flat).astype(np.int32)])
        return order, np.int64(after)
