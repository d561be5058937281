"""The random stream of random transforms (``RandomCrop``, ``RandomHorizontalFlip``, ...).

Inside a pipeline, ``map`` hands each row its own numpy Generator (Grain's ``random_map``
derives it from the epoch's seed and the row's index), so results do not depend on which thread
runs the row and ``config.set_seed`` makes them reproducible. Called eagerly, outside a
pipeline, a transform draws from a fresh Generator of the seed set with ``config.set_seed``
(``eager``: the same output call after call, as 2.10), or from one shared Generator when no
seed is set.

Where MindSpore's order is a fixed function of the seed that users and tests rely on (the file
list of a reader, ``split``'s random split, a ``RandomSampler``'s and a ``shuffle`` stage's
order after ``config.set_seed``), this module also reproduces MindSpore's C++ draws exactly:
``std_shuffle`` (``std::shuffle`` over ``std::mt19937``, as libstdc++ does it) and
``shuffle_op_order`` (the ``shuffle`` stage's buffer over ``std::mt19937_64``).
"""
import contextlib
import math
import random
import itertools
import threading

import numpy as np

from . import config
from ._pydraws import PYTHON_DRAWS as _PYTHON_DRAWS

_local = threading.local()
_eager = {"seed": None, "rng": None}


@contextlib.contextmanager
def use(rng, streams=None):
    """Random transforms in this thread draw from ``rng`` inside the block (and C++ ones from
    ``streams``, a ``cxx_streams``, when given)."""
    previous = getattr(_local, "rng", None), getattr(_local, "streams", None)
    _local.rng, _local.streams = rng, streams
    try:
        yield
    finally:
        _local.rng, _local.streams = previous


class _CxxStreams:
    """The generators of a pipeline run's random C++ operations: 2.10 seeds each one's
    ``std::mt19937`` with the seed set by ``config.set_seed`` when the pipeline starts, and it
    draws row after row (measured: RandomHorizontalFlip(0.8) after set_seed(0) flips the rows
    that ``bernoulli`` over mt19937(0) picks)."""

    def __init__(self, seed):
        self.seed, self._bits, self._lock = seed, {}, threading.Lock()
        self.kept = {}      # id(op) -> the second value of its normal draws' last pair

    def raw(self, op, count):
        """The next ``count`` 32-bit outputs of ``op``'s generator."""
        with self._lock:
            bits = self._bits.get(id(op))
            if bits is None:
                bits = self._bits[id(op)] = (np.random.MT19937(), op)
                bits[0]._legacy_seeding(self.seed)      # std::mt19937's init_genrand
            return [int(v) for v in bits[0].random_raw(count)]

    def canonical(self, op):
        """``std::generate_canonical<double, 53>`` of ``op``'s generator: two 32-bit draws."""
        lo, hi = self.raw(op, 2)
        value = (int(lo) + int(hi) * 2 ** 32) / 2 ** 64
        return value if value < 1.0 else float(np.nextafter(1.0, 0.0))


class _EagerStreams(_CxxStreams):
    """The C++ generators of one eager call: each operation's is a new ``std::mt19937(seed)``,
    so all read the seed's one output sequence, cached (making an MT19937 costs ~0.25 ms), each
    from its own place."""

    _cache = {}     # seed -> (its MT19937, its outputs drawn so far); a few recent seeds
    _cache_lock = threading.Lock()      # (shared by the calls of all threads)

    def raw(self, op, count):
        with self._cache_lock:
            start = self._bits.get(id(op), 0)
            self._bits[id(op)] = start + count
            bits, outputs = self._cache.get(self.seed) or self._start()
            if len(outputs) < start + count:
                outputs.extend(bits.random_raw(max(start + count - len(outputs), 64)).tolist())
            return outputs[start:start + count]

    def _start(self):
        if len(self._cache) >= 4:
            self._cache.clear()
        bits = np.random.MT19937()
        bits._legacy_seeding(self.seed)
        self._cache[self.seed] = bits, []
        return self._cache[self.seed]


def cxx_streams(serial):
    """A run's ``_CxxStreams`` when 2.10's draws can be followed: a seed set (not 5489, which
    2.10 replaces by a random device's) and rows mapped one at a time in order."""
    seed = config._state["seed"]
    return _CxxStreams(seed) if serial and seed is not None and seed != 5489 else None


_UNCHANGED = contextlib.nullcontext()


def eager(op, args, python_on_pil=False):
    """The generators of an eager call (outside ``map``) of the random operation ``op`` on
    ``args``, a context manager. 2.10 builds a new C++ operation for each eager call, whose
    ``std::mt19937`` is seeded then: with a seed set, every call draws what the first row of a
    pipeline would (measured: RandomCrop, CutOut, RandomHorizontalFlip... give the same output
    call after call, whatever other operations drew in between). So each such call gets fresh
    ``_CxxStreams`` of the seed, and a Generator of the seed for the draws that do not follow
    2.10's. Unchanged (the shared Generator): no seed set (2.10 seeds from a random device),
    inside a row's streams, an operation 2.10 runs in Python (``py_op``: it draws from Python's
    ``random`` itself). A PIL image given to an operation with a Python implementation
    (``keeps_pil`` or ``python_on_pil``): its draws are made with Python's ``random``, call
    after call, as 2.10's Python code makes them (``_pydraws``)."""
    seed = config._state["seed"]
    if seed is None or op.py_op or getattr(_local, "rng", None) is not None or \
            getattr(_local, "streams", None) is not None:
        return _UNCHANGED
    if (op.keeps_pil or python_on_pil) and any(
            type(a).__module__.startswith("PIL.") for a in args):
        return use(_PYTHON_DRAWS)       # 2.10's Python implementation: Python's random
    return use(np.random.default_rng(seed), _EagerStreams(seed))


def unit(op):
    """A float in [0, 1): ``std::uniform_real_distribution<double>(0, 1)`` of ``op``'s C++
    generator in a pipeline that follows 2.10's draws, else the row's Generator's."""
    streams = getattr(_local, "streams", None)
    return current().random() if streams is None else streams.canonical(op)


def bernoulli(op, p):
    """True with probability ``p``: ``std::bernoulli_distribution(p)`` of ``op``'s C++
    generator in a pipeline that follows 2.10's draws, else the row's Generator."""
    streams = getattr(_local, "streams", None)
    if streams is None:
        return current().random() < p
    return streams.canonical(op) < p


def uniform_float(op, lo, hi):
    """A float in [lo, hi): ``std::uniform_real_distribution<float>(lo, hi)`` of ``op``'s C++
    generator (one 32-bit draw, float arithmetic) in a pipeline that follows 2.10's draws,
    else the row's Generator's."""
    streams = getattr(_local, "streams", None)
    if streams is None:
        return float(current().uniform(lo, hi))
    unit = np.float32(streams.raw(op, 1)[0]) / np.float32(2 ** 32)
    unit = min(unit, np.nextafter(np.float32(1), np.float32(0)))
    return float(unit * (np.float32(hi) - np.float32(lo)) + np.float32(lo))


def normal(op, mean, std):
    """A float ~ N(mean, std): ``std::normal_distribution<float>(mean, std)`` of ``op``'s C++
    generator in a pipeline that follows 2.10's draws (one distribution per op and run, so a
    pair's second value is used by the op's next draw, row after row), else the row's
    Generator's."""
    streams = getattr(_local, "streams", None)
    if streams is None:
        return float(current().normal(mean, std))
    draw = streams.kept.get(id(op))
    if draw is None:
        draw = streams.kept[id(op)] = _NormalFloat(streams, op)
    return float(np.float32(draw() * np.float32(std) + np.float32(mean)))


def gamma(op, alpha):
    """A function drawing floats ~ Gamma(alpha, 1): one ``std::gamma_distribution<float>``
    over ``op``'s C++ generator in a pipeline that follows 2.10's draws, else the row's
    Generator's."""
    streams = getattr(_local, "streams", None)
    if streams is None:
        rng = current()
        return lambda: float(rng.gamma(alpha))
    return _GammaFloat(streams, op, alpha)


def _canonical_float(streams, op):
    """``std::generate_canonical<float, 24>``: one 32-bit draw, in float."""
    value = np.float32(streams.raw(op, 1)[0]) / np.float32(2 ** 32)
    return min(value, np.nextafter(np.float32(1), np.float32(0)))


class _NormalFloat:
    """libstdc++'s ``std::normal_distribution<float>(0, 1)``: the polar method on float
    canonicals; the second value of each pair is kept for the next draw."""

    def __init__(self, streams, op):
        self.streams, self.op, self.kept = streams, op, None

    def __call__(self):
        f32 = np.float32
        if self.kept is not None:
            value, self.kept = self.kept, None
            return value
        while True:
            x = f32(f32(2) * _canonical_float(self.streams, self.op) - 1.0)
            y = f32(f32(2) * _canonical_float(self.streams, self.op) - 1.0)
            r2 = f32(x * x + y * y)
            if 0 < r2 <= 1:
                break
        scale = np.sqrt(f32(f32(-2) * _logf(r2)) / r2)
        self.kept = f32(x * scale)
        return f32(y * scale)


class _GammaFloat:
    """libstdc++'s ``std::gamma_distribution<float>(alpha, 1)``: Marsaglia and Tsang's method
    over its own normal distribution (alpha < 1: from alpha + 1, times u ** (1 / alpha))."""

    def __init__(self, streams, op, alpha):
        f32 = np.float32
        self.streams, self.op, self.alpha = streams, op, f32(alpha)
        self.boosted = self.alpha + f32(1) if self.alpha < 1 else self.alpha
        self.a1 = f32(self.boosted - f32(1) / f32(3))
        self.a2 = f32(1) / np.sqrt(f32(9) * self.a1)
        self.normal = _NormalFloat(streams, op)

    def __call__(self):
        f32, a1 = np.float32, self.a1
        while True:
            while True:
                n = self.normal()
                v = f32(f32(1) + self.a2 * n)
                if v > 0:
                    break
            v = f32(v * v * v)
            u = _canonical_float(self.streams, self.op)
            n2 = float(f32(n * n))
            if not (u > 1.0 - 0.0331 * n2 * n2 and _logf(u) > (
                    0.5 * float(n) * float(n) + float(a1) * (1.0 - float(v) + _logf(v)))):
                break
        if self.alpha == self.boosted:
            return float(f32(a1 * v))
        u = _canonical_float(self.streams, self.op)
        while u == 0:
            u = _canonical_float(self.streams, self.op)
        power = f32(float(u) ** float(f32(1) / self.alpha))     # powf, correctly rounded
        return float(f32(power * a1) * v)


def _logf(x):
    """C's ``logf``, as the correctly rounded log (glibc's logf nearly always is; numpy's
    float32 log is not always)."""
    return np.float32(math.log(float(x)))


def uniform_int(op, lo, hi):
    """An int in [lo, hi]: ``std::uniform_int_distribution(lo, hi)`` of ``op``'s C++
    generator in a pipeline that follows 2.10's draws, else the row's Generator's."""
    streams = getattr(_local, "streams", None)
    if streams is None:
        return int(current().integers(lo, hi + 1))
    return lo + _uniform(lambda: streams.raw(op, 1)[0], hi - lo + 1)


def shuffled(op, items):
    """``items`` in the order ``std::shuffle`` (libstdc++) leaves them over ``op``'s C++
    generator in a pipeline that follows 2.10's draws, else in a permutation by the row's
    Generator."""
    streams = getattr(_local, "streams", None)
    if streams is None:
        return [items[i] for i in current().permutation(len(items))]
    return libstdcxx_shuffle(list(items), lambda bound: _uniform(
        lambda: streams.raw(op, 1)[0], bound), 0xFFFFFFFF)


def sampled(op, n, k):
    """``k`` of ``range(n)``, in order: libstdc++'s ``std::sample`` (selection sampling, two
    choices per draw while the range allows) over ``op``'s C++ generator in a pipeline that
    follows 2.10's draws, else the row's Generator's choice."""
    streams = getattr(_local, "streams", None)
    if streams is None:
        return sorted(int(i) for i in current().choice(n, k, replace=False))

    def draw(bound):
        return _uniform(lambda: streams.raw(op, 1)[0], bound)
    out, first, left, k = [], 0, n, min(k, n)
    if n and 0xFFFFFFFF // n >= n:
        while k and left >= 2:
            pair = divmod(draw(left * (left - 1)), left - 1)
            for choice in pair:
                left -= 1
                if choice < k:
                    out.append(first)
                    k -= 1
                first += 1
                if not k:
                    break
    while k:
        left -= 1
        if draw(left + 1) < k:
            out.append(first)
            k -= 1
        first += 1
    return out


def python_random():
    """The stream of an operation 2.10 runs in Python (RandomErasing, a PIL image's RandomCrop):
    Python's ``random`` module outside a pipeline (2.10's draws; ``config.set_seed`` seeds it)
    and in one that follows 2.10's draws (``cxx_streams``: rows in order; 2.10's Python code
    draws from it row after row, measured), else a ``random.Random`` seeded from the row's
    Generator."""
    rng = getattr(_local, "rng", None)
    if rng is None or rng is _PYTHON_DRAWS or type(_local.streams) is _CxxStreams:
        return random
    return random.Random(int(rng.integers(2 ** 63)))


def current():
    """The Generator a random transform draws from now."""
    rng = getattr(_local, "rng", None)
    if rng is not None:
        return rng
    seed = (config.get_seed(), config._state.get("seed_calls"))     # new after each set_seed
    if _eager["rng"] is None or _eager["seed"] != seed:
        _eager["seed"], _eager["rng"] = seed, np.random.default_rng(config.pipeline_seed())
    return _eager["rng"]


def _uniform(draw, bound):
    """libstdc++'s ``uniform_int_distribution(0, bound - 1)`` over a 32-bit generator
    (Lemire's multiply-and-reject)."""
    product = draw() * bound
    low = product & 0xFFFFFFFF
    if low < bound:
        threshold = ((1 << 32) - bound) % bound
        while low < threshold:
            product = draw() * bound
            low = product & 0xFFFFFFFF
    return product >> 32


def std_shuffle(items, seed):
    """``items`` shuffled as C++ ``std::shuffle(begin, end, std::mt19937(seed))`` does with
    libstdc++ (two swap positions per draw while the ranges allow), the shuffle MindSpore's
    file readers apply to their file lists (checked against 2.10's orders).

    >>> std_shuffle([0, 1, 2, 3], 1)
    [1, 0, 2, 3]
    """
    items = list(items)
    generator = np.random.MT19937()
    generator._legacy_seeding(seed)         # std::mt19937's init_genrand seeding
    n = len(items)
    if n < 2:
        return items
    # the 32-bit outputs in order, drawn a block at a time (one per swap, or per two swaps)
    raw = itertools.chain.from_iterable(generator.random_raw(n // 2 + 64).tolist()
                                        for _ in itertools.count())
    draw = raw.__next__
    return libstdcxx_shuffle(items, lambda bound: _uniform(draw, bound), 0xFFFFFFFF)


def uniform_draws(n, count, seed):
    """``count`` draws of C++ ``std::uniform_int_distribution<int64_t>(0, n - 1)`` over
    ``std::mt19937(seed)`` (libstdc++), a ``RandomSampler(replacement=True)``'s ids in 2.10
    (checked against its orders).

    >>> uniform_draws(7, 7, 899)
    [2, 1, 3, 0, 4, 6, 5]
    """
    generator = np.random.MT19937()
    generator._legacy_seeding(seed & 0xFFFFFFFF)
    raw = itertools.chain.from_iterable(generator.random_raw(count + 64).tolist()
                                        for _ in itertools.count())
    draw = raw.__next__
    return [_uniform(draw, n) for _ in range(count)]


def libstdcxx_shuffle(items, uniform, span):
    """``std::shuffle`` of the list ``items`` in place, as libstdc++ does it: ``uniform(b)``
    is its ``uniform_int_distribution(0, b - 1)`` over the engine, ``span`` the engine's
    ``max() - min()``; while ``span`` allows, one draw picks two swap positions."""
    n = len(items)
    if span // n >= n:
        i = 1
        if n % 2 == 0:
            j = uniform(2)
            items[i], items[j] = items[j], items[i]
            i += 1
        while i < n:
            r = i + 1
            x = uniform(r * (r + 1))
            for pos in (x // (r + 1), x % (r + 1)):
                items[i], items[pos] = items[pos], items[i]
                i += 1
        return items
    for i in range(1, n):
        j = uniform(i + 1)
        items[i], items[j] = items[j], items[i]
    return items


_MT64_N, _MT64_M = 312, 156
_MT64_UPPER, _MT64_LOWER = np.uint64(0xFFFFFFFF80000000), np.uint64(0x7FFFFFFF)
_MT64_A = np.uint64(0xB5026F5AA96619E9)


def _mt19937_64(seed):
    """The outputs of C++ ``std::mt19937_64(seed)``, one at a time (numpy has only the 32-bit
    Mersenne Twister). The state is regenerated 312 words at a time, in three vectorized
    blocks: each word depends on words that are either all old or all already new."""
    state = [seed & 0xFFFFFFFFFFFFFFFF]
    for i in range(1, _MT64_N):
        prev = state[-1]
        state.append((6364136223846793005 * (prev ^ (prev >> 62)) + i) & 0xFFFFFFFFFFFFFFFF)
    mt = np.array(state, np.uint64)
    one, zero = np.uint64(1), np.uint64(0)

    def twist(lo, hi, ahead):
        y = (mt[lo:hi] & _MT64_UPPER) | (np.roll(mt, -1)[lo:hi] & _MT64_LOWER)
        mt[lo:hi] = ahead ^ (y >> one) ^ np.where(y & one, _MT64_A, zero)

    while True:
        n, m = _MT64_N, _MT64_M
        twist(0, n - m, mt[m:n].copy())
        twist(n - m, n - 1, mt[0:m - 1].copy())
        twist(n - 1, n, mt[m - 1:m].copy())
        y = mt.copy()
        y ^= (y >> np.uint64(29)) & np.uint64(0x5555555555555555)
        y ^= (y << np.uint64(17)) & np.uint64(0x71D67FFFEDA60000)
        y ^= (y << np.uint64(37)) & np.uint64(0xFFF7EEE000000000)
        y ^= y >> np.uint64(43)
        yield from y.tolist()


_END = object()


def shuffle_op_rows(rows, buffer_size, seed, skip=0):
    """The rows of iterable ``rows`` in the order MindSpore's ``shuffle(buffer_size)`` stage
    emits them for ``seed``: a buffer filled with the first rows; each step emits the row in
    slot ``rng() % filled`` of a ``std::mt19937_64(seed)``, moves the last slot's row into it
    and refills the last slot from the input until the input ends; ``skip``: draws made
    before (one per row emitted by earlier runs)."""
    draws = itertools.islice(_mt19937_64(seed), skip, None)
    rows = iter(rows)
    buffer = list(itertools.islice(rows, buffer_size))
    while buffer:
        slot = next(draws) % len(buffer)
        yield buffer[slot]
        buffer[slot] = buffer[-1]
        refill = next(rows, _END)
        if refill is _END:
            buffer.pop()
        else:
            buffer[-1] = refill


def shuffle_op_order(n, buffer_size, seed, skip=0):
    """``shuffle_op_rows`` of ``range(n)``, as a list.

    >>> shuffle_op_order(5, 10000, 53)
    [0, 2, 1, 4, 3]
    """
    return list(shuffle_op_rows(range(n), buffer_size, seed, skip))


def concat_picks(sizes, seed, passes_before=0):
    """The order of a concatenation's rows under ``use_sampler(RandomSampler())``, as
    positions in the concatenation, as MindSpore 2.10 gives them (checked against its orders):
    each row comes from a part picked at random, weighted by the rows the part has left
    (C++ ``std::discrete_distribution`` over ``std::mt19937(seed)``), and each part gives its
    rows in its own order. The engine goes on through the passes (epochs, repetitions) of
    one pipeline run: ``passes_before`` passes of ``sum(sizes) + 1`` picks each (the last
    pick of a pass meets the end) come first.

    >>> concat_picks([3, 7], 3)
    [0, 3, 1, 4, 5, 2, 6, 7, 8, 9]
    """
    total = sum(sizes)
    starts = np.concatenate([[0], np.cumsum(sizes)[:-1]]).astype(int).tolist()
    if len(sizes) < 2:          # one part: libstdc++ draws nothing
        return list(range(total))
    generator = np.random.MT19937()
    generator._legacy_seeding(seed)
    if passes_before:
        generator.random_raw(2 * (total + 1) * passes_before)
    raw = generator.random_raw(2 * total).tolist()
    left, taken, order = list(sizes), [0] * len(sizes), []
    for t in range(total):
        # libstdc++'s generate_canonical<double>: two 32-bit draws make one double in [0, 1)
        p = min((raw[2 * t] + raw[2 * t + 1] * 4294967296.0) / 18446744073709551616.0,
                np.nextafter(1.0, 0.0))
        k, bound, rest = 0, 0.0, sum(left)
        for k, count in enumerate(left):       # the first part whose cumulative weight >= p
            bound = 1.0 if k == len(left) - 1 else bound + count / rest
            if not bound < p:
                break
        order.append(starts[k] + taken[k])
        taken[k] += 1
        left[k] -= 1
    return order
