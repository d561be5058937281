"""The random stream of random transforms (``RandomCrop``, ``RandomHorizontalFlip``, ...).

Inside a pipeline, ``map`` hands each row its own numpy Generator (Grain's ``random_map``
derives it from the epoch's seed and the row's index), so results do not depend on which thread
runs the row and ``config.set_seed`` makes them reproducible. Called eagerly, outside a
pipeline, a transform draws from one Generator seeded from ``config``.
"""
import contextlib
import threading

import numpy as np

from . import config

_local = threading.local()
_eager = {"seed": None, "rng": None}


@contextlib.contextmanager
def use(rng):
    """Random transforms in this thread draw from ``rng`` inside the block."""
    previous = getattr(_local, "rng", None)
    _local.rng = rng
    try:
        yield
    finally:
        _local.rng = previous


def current():
    """The Generator a random transform draws from now."""
    rng = getattr(_local, "rng", None)
    if rng is not None:
        return rng
    seed = config.get_seed()
    if _eager["rng"] is None or _eager["seed"] != seed:
        _eager["seed"], _eager["rng"] = seed, np.random.default_rng(config.pipeline_seed())
    return _eager["rng"]
