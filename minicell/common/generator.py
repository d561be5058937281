"""MindSpore's random-number ``Generator`` and the default one behind ``ms.manual_seed``,
``ms.seed``, ``ms.initial_seed``, ``ms.get_rng_state`` and ``ms.set_rng_state``.

A generator's state is its seed and an offset (how many draws it has handed out), kept as
MindSpore keeps it: a ``uint8`` Tensor of 16 bytes, the seed then the offset, little-endian.
As in MindSpore 2.10, the ``ops`` random functions (``ops.rand``, ``ops.uniform``...) draw from
the ``set_seed`` stream, not from this generator; ``ms.set_seed`` also seeds the default
generator.

>>> import minicell as ms
>>> g = ms.Generator().manual_seed(3)
>>> g.initial_seed(), g.get_state().asnumpy()[:2].tolist()
(3, [3, 0])
"""
import secrets

import numpy as np

from . import seed as _seed
from .tensor import Tensor

_MASK = (1 << 64) - 1


class Generator:
    """A seed and an offset; ``manual_seed`` resets both."""

    def __init__(self):
        self._seed, self._offset = 0, 0

    def manual_seed(self, seed):
        """Set the seed (an int; taken modulo 2**64 as MindSpore does) and clear the offset."""
        if not isinstance(seed, (int, np.integer)):      # (a bool is taken, as 2.10's)
            raise TypeError("Seed must be an integer.")     # 2.10's text (measured: a str)
        self._seed, self._offset = int(seed) & _MASK, 0
        return self

    def seed(self):
        """Seed from OS entropy; return the new seed."""
        new = secrets.randbits(63)
        self.manual_seed(new)
        return new

    def initial_seed(self):
        return self._seed

    def get_state(self):
        raw = self._seed.to_bytes(8, "little") + self._offset.to_bytes(8, "little")
        return Tensor(np.frombuffer(raw, np.uint8).copy())

    def set_state(self, state):
        arr = np.asarray(state.asnumpy() if isinstance(state, Tensor) else state)
        if arr.dtype != np.uint8 or arr.shape != (16,):
            raise ValueError(f"For 'set_state', the state must be a uint8 Tensor of shape (16,) "
                             f"as get_state returns, but got dtype {arr.dtype} and shape "
                             f"{arr.shape}.")
        raw = arr.tobytes()
        self._seed = int.from_bytes(raw[:8], "little")
        self._offset = int.from_bytes(raw[8:], "little")

    def _step(self, step):
        """Hand out ``step`` draws: return (seed, offset before), advance the offset."""
        out = (self._seed, self._offset)
        self._offset = (self._offset + int(step)) & _MASK
        return out


default_generator = Generator()


def manual_seed(seed):
    """Seed the default generator (``ms.manual_seed``); returns it, as 2.10 does."""
    return default_generator.manual_seed(seed)


def seed():
    """Seed the default generator from OS entropy and return the seed (``ms.seed``)."""
    return default_generator.seed()


def initial_seed():
    """The default generator's seed (``ms.initial_seed``)."""
    return default_generator.initial_seed()


def get_rng_state():
    """The default generator's state, a uint8 Tensor of 16 bytes (``ms.get_rng_state``)."""
    return default_generator.get_state()


def set_rng_state(state):
    """Restore the default generator's state from ``get_rng_state`` (``ms.set_rng_state``)."""
    default_generator.set_state(state)


_seed.add_listener(default_generator.manual_seed)  # ms.set_seed also seeds the default one
