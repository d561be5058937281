"""``mindspore.dataset.config``: the pipeline's seed, default worker count and prefetch depth.

As in MindSpore, ``config.get_seed()`` is 5489 until a seed is set, and a pipeline run without
a set seed shuffles differently on every run; ``config.set_seed`` (or ``ms.set_seed``, which
also sets it) makes shuffles and random transforms reproducible.

>>> import minicell.dataset as ds
>>> ds.config.set_seed(7); ds.config.get_seed()
7
"""
import json
import os
import random

import numpy as np

from ..common import seed as _global_seed
from . import config_more as _more
from .config_more import (  # noqa: F401  (MindSpore's other settings)
    ErrorSamplesMode, get_auto_num_workers, get_auto_offload, get_autotune_interval,
    get_debug_mode, get_dynamic_shape, get_enable_autotune, get_enable_watchdog,
    get_error_samples_mode, get_fast_recovery, get_iterator_mode, get_monitor_sampling_interval,
    get_multiprocessing_start_method, get_multiprocessing_timeout_interval, get_video_backend,
    set_auto_num_workers, set_auto_offload, set_autotune_interval, set_debug_mode,
    set_dynamic_shape, set_enable_autotune, set_enable_watchdog, set_error_samples_mode,
    set_fast_recovery, set_iterator_mode, set_monitor_sampling_interval,
    set_multiprocessing_start_method, set_multiprocessing_timeout_interval,
    set_sending_batches, set_video_backend,
)
from .core.validator_helpers import type_check

__all__ = ["set_seed", "get_seed", "set_num_parallel_workers", "get_num_parallel_workers",
           "set_prefetch_size", "get_prefetch_size", "set_enable_shared_mem",
           "get_enable_shared_mem", "set_numa_enable", "get_numa_enable", "set_callback_timeout",
           "get_callback_timeout", "set_monitor_sampling_interval",
           "get_monitor_sampling_interval", "set_auto_num_workers", "get_auto_num_workers",
           "set_enable_autotune", "get_enable_autotune", "set_autotune_interval",
           "get_autotune_interval", "set_auto_offload", "get_auto_offload",
           "set_enable_watchdog", "get_enable_watchdog", "set_fast_recovery",
           "get_fast_recovery", "set_debug_mode", "get_debug_mode", "set_error_samples_mode",
           "get_error_samples_mode", "ErrorSamplesMode", "set_multiprocessing_timeout_interval",
           "get_multiprocessing_timeout_interval", "set_iterator_mode", "get_iterator_mode",
           "set_multiprocessing_start_method", "get_multiprocessing_start_method",
           "set_sending_batches", "set_dynamic_shape", "get_dynamic_shape",
           "set_video_backend", "get_video_backend", "load"]

_DEFAULT_SEED = 5489        # MindSpore's (std::mt19937's default seed)
_UINT32_MAX = 2 ** 32 - 1
_INT32_MAX = 2 ** 31 - 1
# MindSpore's default of 8 workers, but no more threads than cores: the pipeline's Python
# threads share the GIL and the cores with the training step (measured: 8 threads on 2 cores
# slowed a prefetched GRAPH_MODE training loop by ~25%, 2 did not)
_state = {"seed": None, "workers": min(8, os.cpu_count() or 1), "prefetch": 16,
          "shared_mem": True, "numa": False, "callback_timeout": 60}


def check_int(api, name, value, low, high=_INT32_MAX):
    """MindSpore's validator: ``TypeError`` for a non-int, ``ValueError`` outside [low, high]."""
    type_check(value, (int,), name)
    if not low <= value <= high:
        raise ValueError(f"Input {name} is not within the required interval of [{low}, {high}].")
    return value


def _setting(value, name, low, high, range_message):
    """2.10's checks of an int setting (its messages differ from the argument validator's)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} isn't of type int.")
    if not low <= value <= high:
        raise ValueError(range_message)
    return value


def set_seed(seed):
    """Seed every shuffle and random transform of the pipelines started afterwards (5489,
    MindSpore's default, is 2.10's 'no seed': runs differ, debug mode's seed is 1)."""
    _state["seed"] = _seed_setting(_setting(seed, "seed", 0, _UINT32_MAX, "seed given is not "
                                            "within the required range [0, "
                                            "UINT32_MAX(4294967295)]."))
    _seed_host_streams(seed)
    # (an eager transform's shared stream starts again, as 2.10's Python random does)
    _state["seed_calls"] = _state.get("seed_calls", 0) + 1


def _seed_host_streams(seed):
    # 2.10's set_seed also seeds Python's random module and numpy's global stream: scripts that
    # draw with random.choice / np.random after it are reproducible (research/gnn/dgcn's PPMI
    # sampling walks)
    random.seed(seed)
    np.random.seed(seed)


def _seed_setting(seed):
    # 2.10 (measured): after set_seed(5489) two runs of a shuffled pipeline differ, and a run in
    # debug mode takes seed 1, as when no seed was set
    return None if seed == _DEFAULT_SEED else seed


def get_seed():
    """The seed set with ``set_seed`` (5489, MindSpore's default, when none was set)."""
    return _DEFAULT_SEED if _state["seed"] is None else _state["seed"]


def pipeline_seed():
    """The seed of a pipeline run: the set seed, else a fresh one per run (as MindSpore); in
    debug mode an unset seed becomes 1 (MindSpore 2.10 sets it so, for deterministic runs)."""
    if _state["seed"] is None and _more.get_debug_mode():
        _state["seed"] = 1
    if _state["seed"] is not None:
        return _state["seed"]
    return random.SystemRandom().randrange(_UINT32_MAX)


def set_num_parallel_workers(num):
    """Default ``num_parallel_workers`` of ``map`` (default: 8, or the CPU count if fewer); more
    than the CPU count is 2.10's RuntimeError from its config manager (the setting unchanged)."""
    _setting(num, "num", 1, _INT32_MAX, "Number of parallel workers given is not within the "
             "required range (0, INT32_MAX(2147483647)].")
    cpus = os.cpu_count() or 1
    if num > cpus:
        raise _syntax_error(f"Invalid Parameter, num_parallel_workers exceeds the boundary "
                           f"between 1 and {cpus}, as got {num}.")
    _state["workers"] = num


def _syntax_error(message):
    """2.10's RuntimeError for a setting or parameter its C++ side refuses: 'Syntax error.' and
    the 'Dataset Pipeline Error Message' section holding ``[ERROR] message`` (here, below
    ``engine``, which re-exports it as ``syntax_error``, so that ``iterators`` can use it)."""
    rule = "-" * 66
    return RuntimeError(f"Syntax error. \n\n{rule}\n- Dataset Pipeline Error Message: \n{rule}\n"
                        f"[ERROR] {message}\n\n")


def get_num_parallel_workers():
    """Default ``num_parallel_workers``."""
    return _state["workers"]


def pipeline_threads(threads):
    """The threads a pipeline reads with: ``threads``, or 1 in debug mode (synchronous)."""
    return 1 if _more.get_debug_mode() else threads


def set_prefetch_size(size):
    """Rows (or batches) each stage reads ahead (MindSpore's default is 16)."""
    _state["prefetch"] = _setting(size, "size", 1, _INT32_MAX, "size is not within the required "
                                  "range (0, INT32_MAX(2147483647)].")


def get_prefetch_size():
    """Rows (or batches) each stage reads ahead."""
    return _state["prefetch"]


def set_enable_shared_mem(enable):
    """Whether multiprocess ``map`` passes rows through shared memory (MindSpore's default:
    True). A transport setting: minicell's Grain workers choose their own, the rows are the
    same either way; the value is kept for ``get_enable_shared_mem``."""
    if not isinstance(enable, bool):
        raise TypeError("enable must be of type bool.")
    _state["shared_mem"] = enable


def get_enable_shared_mem():
    """The ``set_enable_shared_mem`` setting (default True)."""
    return _state["shared_mem"]


def set_numa_enable(numa_enable):
    """Whether MindSpore binds pipeline threads to NUMA nodes (default False); a placement hint
    kept for ``get_numa_enable`` (minicell leaves thread placement to the OS)."""
    if not isinstance(numa_enable, bool):
        raise TypeError("numa_enable must be a boolean dtype.")
    _state["numa"] = numa_enable


def get_numa_enable():
    """The ``set_numa_enable`` setting (default False)."""
    return _state["numa"]


# MindSpore's ``mindspore.set_seed`` seeds the dataset pipelines too.
_global_seed.add_listener(
    lambda s: _state.__setitem__("seed", _seed_setting(s % (_UINT32_MAX + 1))))


def set_callback_timeout(timeout):
    """Seconds a ``WaitedDSCallback`` waits for the training step or epoch (default 60)."""
    _state["callback_timeout"] = _setting(timeout, "timeout", 1, _INT32_MAX, "Timeout given is "
                                          "not within the required range.")


def get_callback_timeout():
    """Seconds a ``WaitedDSCallback`` waits for the training step or epoch (default 60)."""
    return _state["callback_timeout"]



_LOAD_KEYS = {"seed": (_state, "seed"), "numParallelWorkers": (_state, "workers"),
              "opConnectorSize": (_state, "prefetch"), "callbackTimeout":
              (_state, "callback_timeout"), "monitorSamplingInterval":
              (_more._state, "monitor_interval"), "fast_recovery": (_more._state,
                                                                    "fast_recovery"),
              "debug_mode_flag": (_more._state, "debug"), "error_samples_mode":
              (_more._state, "error_samples")}


def load(file):
    """Read settings from MindSpore's JSON configuration file (``numParallelWorkers``,
    ``seed``, ``opConnectorSize``, ``monitorSamplingInterval``, ``callbackTimeout``,
    ``fast_recovery``, ``debug_mode_flag``, ``error_samples_mode``); ``RuntimeError`` when it
    cannot be read."""
    try:
        with open(os.fspath(file), encoding="utf-8") as f:
            settings = json.load(f)
    except (OSError, TypeError, ValueError) as e:
        raise RuntimeError(f"Failed to load the dataset config file {file!r}: {e}") from e
    for key, (state, name) in _LOAD_KEYS.items():
        if key in settings:
            state[name] = settings[key]
