"""The rest of ``mindspore.dataset.config``: settings of MindSpore's C++ engine (autotune,
offload, watchdog, fast recovery, error-sample handling, multiprocessing start method and
timeout, iterator mode, video backend, ...) with 2.10's defaults and argument errors, and the pipeline debug mode
(``mindspore.dataset.config`` re-exports them).

Most of these tune MindSpore's engine (its thread pools, its device queue); minicell's Grain
pipeline has no such knob, so they are kept for their getters and the rows are the same.
``set_debug_mode(True)`` does change how minicell runs: the pipeline is read synchronously by
one thread in the main process (``map(python_multiprocessing=True)`` runs in process, as in
MindSpore), an unset seed becomes 1, and each ``map`` calls the debug hooks
(``mindspore.dataset.debug``) before its first operation and after every operation.

>>> import minicell.dataset as ds
>>> ds.config.get_fast_recovery(), ds.config.get_multiprocessing_timeout_interval()
(True, 300)
"""
import enum
import os

from .. import log as logger
from .core.validator_helpers import check_independent_mode, type_check

_INT32_MAX = 2 ** 31 - 1
# settings MindSpore's C++ engine acts on and minicell keeps for their getters (2.10's
# defaults, measured); ``config`` imports this module (and ``config.load`` sets these too)
_state = {"monitor_interval": 1000, "auto_workers": False, "autotune": False,
          "autotune_path": None, "autotune_interval": 0, "offload": False, "watchdog": True,
          "fast_recovery": True,
          "debug": False, "debug_hooks": None, "error_samples": 0, "mp_timeout": 300,
          "iterator_mode": (False, False), "start_method": "fork", "sending_batches": 0,
          "dynamic_shape": False, "video_backend": "CPU"}

__all__ = ["ErrorSamplesMode"]


def _bool(value, message):
    if not isinstance(value, bool):
        raise TypeError(message)
    return value


def _interval(value, low, message, type_message):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(type_message)
    if value < low or value > _INT32_MAX:
        raise ValueError(message)
    return value


def _valid_str(value, valid, name):
    if value not in valid:
        raise ValueError(f"Input {name} is not within the valid set of {valid!r}.")


def set_monitor_sampling_interval(interval):
    """Milliseconds between the performance monitor's samples (kept; default 1000)."""
    _state["monitor_interval"] = _interval(
        interval, 1, "Interval given is not within the required range (0, INT32_MAX(2147483647)].",
        "interval isn't of type int.")


def get_monitor_sampling_interval():
    """The ``set_monitor_sampling_interval`` setting (default 1000)."""
    return _state["monitor_interval"]


def set_auto_num_workers(enable):
    """Whether MindSpore picks each operation's worker count itself (kept; default False)."""
    _state["auto_workers"] = _bool(enable, "enable must be of type bool.")


def get_auto_num_workers():
    """The ``set_auto_num_workers`` setting (default False)."""
    return _state["auto_workers"]


def set_enable_autotune(enable, filepath_prefix=None):
    """Whether MindSpore's AutoTune adjusts workers and queue sizes while training (kept;
    default False); with ``filepath_prefix``, each pipeline run writes its configuration file
    (``autotune.py``)."""
    _bool(enable, "enable must be of type bool.")
    check_independent_mode("Dataset AutoTune", enable)
    if filepath_prefix is not None and not isinstance(filepath_prefix, str):
        raise TypeError(f"json_filepath must be a str value but was: {filepath_prefix}.")
    if enable and filepath_prefix == "":
        raise RuntimeError("The value of json_filepath cannot be the empty string.")
    if enable and filepath_prefix:
        folder = os.path.dirname(os.path.abspath(filepath_prefix))
        if os.path.isdir(filepath_prefix):
            raise RuntimeError(f"Invalid json_filepath parameter. <{filepath_prefix}> is a "
                               f"directory, not filename.")
        if not os.path.isdir(folder):
            raise RuntimeError(f"Invalid json_filepath parameter.  Directory <{folder}> does "
                               f"not exist.")
    if enable and filepath_prefix is None:
        logger.warning("Dataset AutoTune is enabled but no json path is specified, check INFO "
                       "log for tuned result.")
    _state["autotune"] = enable
    _state["autotune_path"] = filepath_prefix if enable else None   # (see autotune.py)


def get_enable_autotune():
    """The ``set_enable_autotune`` setting (default False)."""
    return _state["autotune"]


def set_autotune_interval(interval):
    """Steps between AutoTune's adjustments (kept; default 0: each epoch)."""
    _state["autotune_interval"] = _interval(
        interval, 0, "Interval given is not within the required range [0, INT32_MAX(2147483647)].",
        "interval must be of type int.")


def get_autotune_interval():
    """The ``set_autotune_interval`` setting (default 0)."""
    return _state["autotune_interval"]


def set_auto_offload(offload):
    """Whether MindSpore moves map operations to the device (kept; default False)."""
    _bool(offload, "offload must be a bool dtype")
    check_independent_mode("Dataset Offload", offload)
    _state["offload"] = offload


def get_auto_offload():
    """The ``set_auto_offload`` setting (default False)."""
    return _state["offload"]


def set_enable_watchdog(enable):
    """Whether MindSpore's watchdog thread ends stuck worker processes (kept; default True)."""
    _state["watchdog"] = _bool(enable, "enable must be a boolean dtype.")


def get_enable_watchdog():
    """The ``set_enable_watchdog`` setting (default True)."""
    return _state["watchdog"]


def set_multiprocessing_timeout_interval(interval):
    """Seconds between MindSpore's warnings while waiting for a worker (kept; default 300)."""
    _state["mp_timeout"] = _interval(
        interval, 1, "Interval given is not within the required range (0, INT32_MAX(2147483647)).",
        "interval isn't of type int.")


def get_multiprocessing_timeout_interval():
    """The ``set_multiprocessing_timeout_interval`` setting (default 300)."""
    return _state["mp_timeout"]


def set_dynamic_shape(is_dynamic):
    """Whether the dataset's shapes vary (kept; default False)."""
    _state["dynamic_shape"] = _bool(is_dynamic, "is_dynamic must be a boolean dtype.")


def get_dynamic_shape():
    """The ``set_dynamic_shape`` setting (default False)."""
    return _state["dynamic_shape"]


def set_fast_recovery(fast_recovery):
    """Whether a reset pipeline skips re-running random augmentations (kept; default True)."""
    _state["fast_recovery"] = _bool(fast_recovery, "fast_recovery must be a boolean dtype.")


def get_fast_recovery():
    """The ``set_fast_recovery`` setting (default True)."""
    return _state["fast_recovery"]


def set_debug_mode(debug_mode_flag, debug_hook_list=None):
    """Run pipelines synchronously with one thread (``True``), calling ``debug_hook_list``'s
    hooks (default: one ``PrintMetaDataHook``) around every ``map`` operation."""
    from .debug import DebugHook, PrintMetaDataHook
    _bool(debug_mode_flag, "debug_mode_flag isn't of type boolean.")
    if debug_hook_list is None:
        debug_hook_list = [PrintMetaDataHook()]
    if not isinstance(debug_hook_list, list):
        raise TypeError("debug_hook_list is not a list.")
    if not all(isinstance(h, DebugHook) for h in debug_hook_list):
        raise TypeError("All items in debug_hook_list must be of type DebugHook.")
    if debug_hook_list:
        _state["debug_hooks"] = debug_hook_list
    _state["debug"] = debug_mode_flag


def get_debug_mode():
    """Whether the pipeline debug mode is on (default False)."""
    return _state["debug"]


def debug_hooks():
    """The debug hooks ``map`` calls in debug mode (none outside it)."""
    return list(_state["debug_hooks"] or []) if _state["debug"] else []


class ErrorSamplesMode(enum.IntEnum):
    """What ``map`` does with a row its operations fail on: raise (``RETURN``), replace it by
    another row (``REPLACE``) or drop it (``SKIP``)."""
    RETURN = 0
    REPLACE = 1
    SKIP = 2


def set_error_samples_mode(error_samples_mode):
    """How ``map`` handles rows its operations fail on (default ``ErrorSamplesMode.RETURN``:
    raise; ``SKIP``: drop them; ``REPLACE``: replace them by good rows, see
    ``error_samples``). Read when the pipeline is built."""
    type_check(error_samples_mode, (ErrorSamplesMode,), "error_samples_mode")
    _state["error_samples"] = ErrorSamplesMode(error_samples_mode)


def get_error_samples_mode():
    """The ``set_error_samples_mode`` setting."""
    return ErrorSamplesMode(_state["error_samples"])


def set_iterator_mode(do_copy=False, parallel_convert=False):
    """How MindSpore's iterators build Tensors (kept; both default False)."""
    type_check(do_copy, (bool,), "do_copy")
    type_check(parallel_convert, (bool,), "parallel_convert")
    _state["iterator_mode"] = (do_copy, parallel_convert)


def get_iterator_mode():
    """The ``set_iterator_mode`` setting as ``{"do_copy": ..., "parallel_convert": ...}``."""
    do_copy, parallel = _state["iterator_mode"]
    return {"do_copy": do_copy, "parallel_convert": parallel}


def set_multiprocessing_start_method(start_method="fork"):
    """How worker processes start, ``'fork'`` or ``'spawn'`` (kept; default ``'fork'``)."""
    type_check(start_method, (str,), "start_method")
    _valid_str(start_method, ["fork", "spawn"], "start_method")
    _state["start_method"] = start_method


def get_multiprocessing_start_method():
    """The ``set_multiprocessing_start_method`` setting (default ``'fork'``)."""
    return _state["start_method"]


def set_sending_batches(batch_num):
    """The most batches MindSpore's Ascend sink sends ahead (kept; 0: no limit)."""
    if isinstance(batch_num, bool) or not isinstance(batch_num, int):
        raise TypeError("batch_num must be an int dtype.")
    _state["sending_batches"] = batch_num


def set_video_backend(backend):
    """The video decoder, ``'CPU'`` or ``'Ascend'`` (kept; default ``'CPU'``)."""
    type_check(backend, (str,), "backend")
    _valid_str(backend, ["CPU", "Ascend"], "backend")
    _state["video_backend"] = backend


def get_video_backend():
    """The ``set_video_backend`` setting (default ``'CPU'``)."""
    return _state["video_backend"]
