"""PRNG keys for random primitives, in both modes.

Random primitives take a raw uint32 key as their first input. In PYNATIVE_MODE the key is made
from the seed stream of ``runtime.seed`` (fresh per draw, reproducible after
``set_seed``); while a GRAPH_MODE trace runs the tracer supplies a symbolic key derived from the
compiled function's RNG-state input, so each call of a compiled graph draws fresh numbers.
"""
import jax
import numpy as np

from .dispatch import state
from .seed import next_seed_pair
from .x64 import scoped as _x64_scoped


@_x64_scoped
@jax.jit
def _make_key(global_seed, op_seed, counter):
    key = jax.random.PRNGKey(global_seed)
    key = jax.random.fold_in(key, op_seed)
    return jax.random.fold_in(key, counter)


def keys_of_rows(rows):
    """``_make_key`` of every ``(global seed, op seed, counter)`` row of a compiled call's RNG
    input at once: the keys each draw would make from its own row, computed by one vectorized
    threefry instead of one per draw (each costs XLA's CPU compiler ~0.5 s)."""
    return jax.vmap(_make_key)(rows[:, 0], rows[:, 1], rows[:, 2])


def fixed_key(seed, offset=0):
    """The key of a draw fixed by its own ``seed`` and ``offset`` (not the seed stream): the same
    numbers on every call, in both modes (a constant in a graph)."""
    return _make_key(np.uint32(seed % 2 ** 32), np.uint32(offset % 2 ** 32),
                     np.uint32(2 ** 32 - 1))


def next_key(op_seed=None):
    """A key for one random draw (a Tensor-compatible array, or symbolic while tracing): the
    current tracer's ``next_key`` (see ``runtime.tracer``)."""
    return state.tracer.next_key(op_seed)


def eager_key(op_seed=None):
    """The eager key: from ``set_seed``'s stream, fresh per draw."""
    g, s, c = next_seed_pair(op_seed)
    return _make_key(np.uint32(g % 2 ** 32), np.uint32(s % 2 ** 32), np.uint32(c))
