"""``config.set_error_samples_mode``: what ``map`` does with a row its operations fail on.

``RETURN`` (the default) raises. ``SKIP`` drops the row. ``REPLACE`` (MindSpore 2.10's rule,
measured) keeps a cache of up to 16 good rows: a failed row is held back; once the cache is full,
each good row that passes releases one held-back row, replaced by the next cached row (round
robin; a cached row so used is refilled by the next good row); the rows still held back at the
end of the epoch are replaced then. A map whose every row fails raises 2.10's "All data is
garbage and cannot be replaced." In the pipeline debug mode the setting is ignored (RETURN).

>>> import minicell.dataset as ds
>>> old = ds.config.get_error_samples_mode()
>>> ds.config.set_error_samples_mode(ds.config.ErrorSamplesMode.SKIP)
>>> data = ds.NumpySlicesDataset([1, 0, 2], ["x"], shuffle=False).map(lambda x: 10 // int(x))
>>> [int(r[0]) for r in data]
[10, 5]
>>> ds.config.set_error_samples_mode(old)
"""
from .. import log as logger
from . import config_more
from .engine import pipeline_error

CACHE_SIZE = 16


class Failed:
    """What a guarded map gives for a row its operations failed on."""

    def __init__(self, error):
        self.error = error


class Guarded:
    """A map's row function that gives ``Failed`` instead of raising."""

    def __init__(self, fn):
        self.fn = fn

    def __call__(self, row):
        try:
            return self.fn(row)
        except Exception as e:  # noqa: BLE001 (any failure of a user's operation)
            return _failed(e)

    def random(self, row, rng):
        try:
            return self.fn.random(row, rng)
        except Exception as e:  # noqa: BLE001
            return _failed(e)


def _failed(error):
    logger.warning(f"map: a row failed and is handled by the error samples mode: "
                   f"{type(error).__name__}: {error}")
    return Failed(error)


def guard(fn):
    """``fn`` (a map's row function) as the error samples mode runs it (the debug mode runs
    it as RETURN, as 2.10 documents and does)."""
    mode = config_more.get_error_samples_mode()
    if mode == config_more.ErrorSamplesMode.RETURN or config_more.get_debug_mode():
        return fn
    return Guarded(fn)


def handled(mapped, run):
    """The Grain stage ``mapped`` (applying ``run``, from ``guard``) with its failed rows
    skipped or replaced."""
    if not isinstance(run, Guarded):
        return mapped
    from . import _grain
    handle = replace_failed if config_more.get_error_samples_mode() == \
        config_more.ErrorSamplesMode.REPLACE else skip_failed
    return _grain.PyIterDataset(lambda: handle(_grain.to_iter(mapped)))


def skip_failed(rows):
    return (row for row in rows if not isinstance(row, Failed))


def replace_failed(rows):
    cache, used, pending, take = [], set(), 0, 0
    for row in rows:
        if isinstance(row, Failed):
            pending += 1
            continue
        yield row
        if len(cache) < CACHE_SIZE:
            cache.append(row)
        elif used:
            cache[min(used)] = row
            used.discard(min(used))
        if pending and len(cache) == CACHE_SIZE:
            yield cache[take]
            used.add(take)
            take, pending = (take + 1) % CACHE_SIZE, pending - 1
    if pending and not cache:
        raise pipeline_error("All data is garbage and cannot be replaced.")
    for _ in range(pending):
        take %= len(cache)
        yield cache[take]
        take += 1
