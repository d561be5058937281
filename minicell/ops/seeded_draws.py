"""2.10's CPU ``UniformReal``, ``UniformInt`` and ``StandardNormal`` kernels bit for bit, for
those Primitives made with a seed (``ops.UniformReal(seed, seed2)``, ...): as 2.10, one kernel
per call site of a compiled graph, and eagerly one per input shape of the instance, each going
on from its previous launch (``kernel_launches``).

Measured on 2.10 (100k values of each, no difference):

- ``UniformReal``: ``std::mt19937`` seeded with ``random::GetSeed(seed, seed2)``
  (``_philox.kernel_seed``, its low 32 bits); a value is ``uniform_real_distribution<double>``'s
  ``(w0 + w1 * 2^32) / 2^64`` of two words, rounded to float32.
- ``UniformInt``: the same generator, ``uniform_int_distribution<int>(low, high - 1)``
  (libstdc++'s division method: words at or above ``range * (0xffffffff // range)`` are
  drawn again).
- ``StandardNormal``: ``std::default_random_engine`` (minstd_rand0, ``_philox.minstd_state``)
  under ``normal_distribution<float>``'s polar method in float with the C library's ``logf``;
  a launch takes ``ceil(n / 2)`` accepted pairs (a spare value is dropped).

>>> [round(float(v), 6) for v in MtDraws("real", (1, 5), 3)(np.int64(0))]
[0.819752, 0.118154, 0.805101]
"""
import ctypes

import numpy as np

from ..common import _philox
from ..common.tensor import Tensor

_MINSTD, _A = 2147483647, 16807
_WORD_LIMIT = 0xFFFFFFFF


def _mt19937(seeds):
    """A numpy MT19937 in the state of ``std::mt19937`` seeded with GetSeed(seed, seed2)."""
    key = np.random.RandomState(_philox.kernel_seed(*seeds) % 2 ** 32).get_state()[1]
    gen = np.random.MT19937()
    gen.state = {"bit_generator": "MT19937", "state": {"key": key, "pos": 624}}
    return gen


def _uniform_reals(gen, n):
    words = gen.random_raw(2 * n).astype(np.float64)
    return ((words[0::2] + words[1::2] * 4294967296.0) / 18446744073709551616.0).astype(
        np.float32)


def _uniform_ints(gen, n, low, high):
    """``n`` values of ``uniform_int_distribution<int>(low, high - 1)``: each the next word
    below ``past`` divided by ``scaling`` (words at or above ``past`` are skipped)."""
    if int(low) >= int(high):           # the kernel's text (measured)
        raise RuntimeError(f"For 'Random', invalid min/max values: ({int(low)}/{int(high)})")
    span = (int(high) - int(low)) % 2 ** 32 or 2 ** 32
    scaling = _WORD_LIMIT // span
    past = span * scaling
    out = np.empty(0, np.int64)
    while len(out) < n:
        saved = gen.state
        words = gen.random_raw(int((n - len(out)) * (2 ** 32 / past)) + 16)
        kept = np.nonzero(words < past)[0][:n - len(out)]
        gen.state = saved
        gen.random_raw(int(kept[-1]) + 1 if len(kept) else len(words))
        out = np.concatenate([out, (words[kept] // scaling).astype(np.int64)])
    return ((out + int(low) + 2 ** 31) % 2 ** 32 - 2 ** 31).astype(np.int32)


class MtDraws:
    """A seeded UniformReal (``kind`` "real") or UniformInt ("int") kernel of ``n`` values
    (a ``py_func`` function: equal attributes, equal key). ``launch`` -> that launch's values;
    the generator after the last launch is kept, so a graph's next run goes on from it."""

    def __init__(self, kind, seeds, n):
        self.key = (kind, tuple(seeds), int(n))
        self._after = None          # (launches done, generator)

    def __eq__(self, other):
        return isinstance(other, MtDraws) and other.key == self.key

    def __hash__(self):
        return hash(self.key)

    def _draw(self, gen, low, high):
        kind, _, n = self.key
        if kind == "real":
            return _uniform_reals(gen, n)
        return _uniform_ints(gen, n, low, high)

    def __call__(self, launch, low=0, high=1):
        kind, seeds, _ = self.key
        launch = int(launch)
        if self._after is not None and self._after[0] == launch:
            gen = self._after[1]
        else:                       # replay from the kernel's first launch
            gen = _mt19937(seeds)
            for _ in range(launch):
                self._draw(gen, low, high)
        out = self._draw(gen, low, high)
        self._after = (launch + 1, gen)
        return out


def _c_logf():
    try:
        fn = ctypes.CDLL(None).logf
    except (AttributeError, OSError):
        return lambda a: np.log(a)
    fn.restype, fn.argtypes = ctypes.c_float, [ctypes.c_float]
    return lambda a: np.array([fn(float(v)) for v in a], np.float32)


_LOGF = _c_logf()       # glibc's logf, as 2.10's kernel calls it (numpy's float32 log differs
#                         on a tenth of the values)


def _minstd_words(state, count):
    """The next ``count`` outputs of minstd_rand0 from ``state``."""
    powers = np.array([_A], np.int64)
    while len(powers) < count:
        powers = np.concatenate([powers, powers * pow(_A, len(powers), _MINSTD) % _MINSTD])
    return powers[:count] * int(state) % _MINSTD


def standard_normals(state, n):
    """``(values, state after)``: ``n`` float32 N(0, 1) values of libstdc++'s polar method
    over minstd_rand0 from ``state``, as 2.10's StandardNormal kernel's launch."""
    pairs, state = (int(n) + 1) // 2, int(state)
    xs, ys, x = [], [], np.empty(0, np.float32)
    while pairs > 0:
        words = _minstd_words(state, 2 * int(pairs * 1.3) + 16)
        u = np.minimum((words - 1).astype(np.float32) / np.float32(2147483646.0),
                       np.nextafter(np.float32(1), np.float32(0)))
        x, y = np.float32(2) * u[0::2] - np.float32(1), np.float32(2) * u[1::2] - np.float32(1)
        r2 = x * x + y * y
        kept = np.nonzero((r2 <= 1) & (r2 != 0))[0][:pairs]
        used = 2 * (int(kept[-1]) + 1) if len(kept) else len(words)
        state = int(words[used - 1])
        xs.append(x[kept])
        ys.append(y[kept])
        pairs -= len(kept)
    x, y = np.concatenate(xs + [np.empty(0, np.float32)]), np.concatenate(ys + [x[:0]])
    r2 = x * x + y * y
    mult = np.sqrt(np.float32(-2) * _LOGF(r2) / r2).astype(np.float32)
    out = np.empty(2 * len(x), np.float32)
    out[0::2], out[1::2] = y * mult, x * mult
    return out[:int(n)], np.int64(state)


class NormalDraws:
    """The host side of a seeded StandardNormal kernel of ``n`` values (a ``py_func``
    function): ``state`` -> (values, state after), the state carried between launches."""

    def __init__(self, n):
        self.key = int(n)

    def __eq__(self, other):
        return isinstance(other, NormalDraws) and other.key == self.key

    def __hash__(self):
        return hash(self.key)

    def __call__(self, state):
        return standard_normals(state, self.key)


class PrimKernels:
    """The kernels of one seeded UniformReal / UniformInt / StandardNormal Primitive (``seeds``:
    its (seed, seed2), not both 0): ``draw`` gives a launch's float32 / int32 values."""

    def __init__(self, seeds):
        self.seeds = tuple(seeds)
        self.launches = {}      # eager kernels (kind, shape) -> launches or generator state
        self.fns = {}           # (kind, size) -> MtDraws, whose generator goes on eagerly

    def draw(self, kind, shape, low=0, high=1):
        """``kind`` "real" (UniformReal), "int" (UniformInt in [low, high)) or "normal"."""
        from ..runtime.dispatch import dispatch
        from ..runtime.registry import freeze_attrs, get_op
        from .kernel_launches import per_call_site, site_buffer
        n, kernel, py_func = int(np.prod(shape, dtype=np.int64)), (kind, tuple(shape)), \
            get_op("py_func")
        first = _philox.minstd_state(*self.seeds) if kind == "normal" else 0
        if not per_call_site():
            start = self.launches.get(kernel, first)
            if kind == "normal":
                values, self.launches[kernel] = standard_normals(start, n)
                return Tensor(values.reshape(shape))
            self.launches[kernel] = start + 1
            fn = self.fns.setdefault((kind, n), MtDraws(kind, self.seeds, n))
            return Tensor(fn(start, _scalar(low), _scalar(high)).reshape(shape))
        from . import functional as F
        site = site_buffer(self.launches, kernel, first)
        current = site + 0                  # read before the write below
        if kind == "normal":
            values, new = dispatch(py_func, (current,), freeze_attrs({
                "fn": NormalDraws(n), "out_shapes": ((n,), ()),
                "out_dtypes": ("float32", "int64"), "name": "StandardNormal"}))
            F.assign(site, new)
            return values.reshape(shape)
        F.assign(site, current + 1)
        number, fn = current, MtDraws(kind, self.seeds, n)
        bounds = () if kind == "real" else (low, high)
        return dispatch(py_func, (number,) + bounds, freeze_attrs({
            "fn": fn, "out_shapes": ((n,),), "out_dtypes": ("float32" if kind == "real" else
                                                             "int32",),
            "name": "UniformReal" if kind == "real" else "UniformInt"}))[0].reshape(shape)


def _scalar(value):
    return int(value.asnumpy()) if isinstance(value, Tensor) else int(value)


__all__ = ["MtDraws", "NormalDraws", "PrimKernels", "standard_normals"]
