"""Draws of 2.10's Python implementations: a stand-in for a numpy Generator whose draws are made
with Python's ``random`` module, which ``config.set_seed`` seeds (2.10's eager calls of a random
operation on a PIL image run its Python code: ``prob > random.random()``, ``random.randint``,
``random.uniform``). ``_random.eager`` hands it to such calls."""
import random

import numpy as np


class _PythonDraws:
    """A Generator's draws made with Python's ``random`` module, as 2.10's Python
    implementations draw (``prob > random.random()``, ``random.randint``, ``random.uniform``);
    other draws from a Generator seeded by it."""

    def random(self):
        return random.random()

    def uniform(self, low=0.0, high=1.0, size=None):
        return random.uniform(low, high) if size is None else self._numpy().uniform(
            low, high, size)

    def integers(self, low, high=None, size=None):
        if size is not None:
            return self._numpy().integers(low, high, size)
        low, high = (0, low) if high is None else (low, high)
        return random.randint(low, high - 1)

    def _numpy(self):
        return np.random.default_rng(random.getrandbits(64))

    def __getattr__(self, name):
        return getattr(self._numpy(), name)


PYTHON_DRAWS = _PythonDraws()
