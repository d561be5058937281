"""Global and op-level seeds (``ms.set_seed``) and the eager PRNG stream.

Every random draw takes a fresh key: ``fold_in(key(global_seed, op_seed), counter)``, where the
counter advances per (global seed, op seed) pair, so a program re-run after the same
``set_seed`` sees the same numbers, and two calls of one op see different numbers.
"""
import random

import numpy as np

_DEFAULT_SEED = 0
_state = {"seed": None, "counters": {}, "np": np.random.default_rng()}
_listeners = []  # called with the new seed by set_seed (the default Generator is one)


def add_listener(fn):
    """Call ``fn(seed)`` whenever ``set_seed`` sets a new global seed."""
    _listeners.append(fn)


def set_seed(seed):
    """Set the global seed (initializers, Dropout, random ops) for reproducible runs.

    >>> import minicell as ms
    >>> ms.set_seed(1); ms.get_seed()
    1
    """
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise TypeError(f"The argument 'seed' must be type of int, but got {type(seed)}.")
    if seed < 0:
        raise ValueError(f"For 'global_seed', the 'seed' must be int and must >= 0, but got "
                         f"'{seed}' with type 'int'.")
    if seed >= 2 ** 64:         # MindSpore 2.10: numpy's isinf of a number past uint64
        raise TypeError("ufunc 'isinf' not supported for the input types, and the inputs could "
                        "not be safely coerced to any supported types according to the casting "
                        "rule ''safe''")
    if seed > 2 ** 32 - 1:      # MindSpore 2.10 (numpy's seed range); was taken modulo 2**32
        raise ValueError("Seed must be between 0 and 2**32 - 1")
    _state["seed"] = seed
    _state["counters"] = {}
    _state["np"] = np.random.default_rng(seed)
    # MindSpore's set_seed also seeds numpy's global stream and Python's random module (through
    # dataset.config.set_seed): initializers draw from numpy, and scripts that mix numpy or
    # random.choice draws into a network rely on them being reproducible.
    np.random.seed(seed % 2 ** 32)
    random.seed(seed)
    for fn in _listeners:
        fn(seed)


def get_seed():
    """The global seed, or None when none was set."""
    return _state["seed"]


def numpy_rng():
    """numpy Generator used by initializers: seeded by ``set_seed``, else from OS entropy."""
    return _state["np"]


class InstanceSeed(int):
    """The op seed of one seeded random Primitive instance: its draws count on a stream of
    their own, so two instances made with the same seeds draw the same numbers, as in 2.10
    (measured: ``RandomShuffle(6, 2)``, ``UniformReal(seed=2)``); functional ops with a
    ``seed=`` share the stream of that seed."""
    _streams = iter(range(1, 1 << 62))

    def __new__(cls, value):
        self = super().__new__(cls, value)
        self.stream = next(cls._streams)
        return self


def _stream(op_seed):
    g = _state["seed"]
    if g is None:
        g = _DEFAULT_SEED if op_seed is not None else int(_state["np"].integers(2 ** 31))
    return g, (g, op_seed, getattr(op_seed, "stream", None))


def next_seed_pair(op_seed=None):
    """(global seed, op seed, counter) for the next draw of a random op; advances the counter
    of the op seed's stream."""
    g, key = _stream(op_seed)
    count = _state["counters"].get(key, 0)
    _state["counters"][key] = count + 1
    return g, (0 if op_seed is None else op_seed), count


def peek_seed_pair(op_seed=None):
    """``next_seed_pair`` without advancing the stream: where a compiled graph's draws of
    ``op_seed``'s stream start when it counts them itself (see ``advance_stream``)."""
    g, key = _stream(op_seed)
    return g, (0 if op_seed is None else op_seed), _state["counters"].get(key, 0)


def advance_stream(op_seed, n):
    """Count ``n`` draws of ``op_seed``'s stream (a compiled call's draws under tensor control
    flow, whose number only the call knows). The unseeded stream takes a fresh global seed per
    draw and keeps no count."""
    if n and (_state["seed"] is not None or op_seed is not None):
        _, key = _stream(op_seed)
        _state["counters"][key] = _state["counters"].get(key, 0) + n
