"""MindSpore 2.x's device and runtime functions at the top level: ``ms.set_device``,
``ms.get_current_device``, ``ms.set_deterministic``, ``ms.synchronize``, the memory statistics
(``ms.memory_allocated``...), ``ms.run_check`` and the runtime knobs MindSpore scripts set.

JAX owns the device: the memory figures are those JAX reports for the current device (0 where
it reports none, as on CPU, which is also what MindSpore answers on CPU); the knobs that tune
MindSpore's own runtime (thread counts, CPU affinity) are checked and recorded so that scripts
run, and change nothing in how JAX executes.

>>> import minicell as ms
>>> ms.set_device("CPU"); ms.get_current_device()
('CPU', 0)
"""
import collections
import importlib.metadata
import logging
import os
import re

import jax
import numpy as np

from . import _checkparam, context, ops
from . import runtime as _runtime_pkg
from .log import get_level, get_log_config  # noqa: F401  (MindSpore's top-level names)
from .common.tensor import Tensor

class DeviceInfo(collections.namedtuple("DeviceInfo", ["device_target", "device_id"])):
    """``(device_target, device_id)``, printed as the plain tuple MindSpore prints."""
    __slots__ = ()
    __repr__ = tuple.__repr__
_knobs = {"deterministic": False, "launch_blocking": False, "dispatch_threads_num": None,
          "cpu_affinity": None, "recursion_limit": 1000, "device_limit": {}}


def _check_bool(value, name):
    if not isinstance(value, bool):
        raise TypeError(f"For '{name}', the argument must be a bool, but got "
                        f"{type(value).__name__}.")


def set_device(device_target, device_id=None):
    """Choose the backend and device (``set_context(device_target=..., device_id=...)``)."""
    if isinstance(device_target, str) or device_target is None:
        if device_target not in context._DEVICE_TARGETS:     # 2.10's set_device wording
            raise ValueError(f"The argument 'device_target' must be one of "
                             f"{list(context._DEVICE_TARGETS)}, but got {device_target}.")
    kwargs = {"device_target": device_target}
    if device_id is not None:
        if not isinstance(device_id, int):      # 2.10 takes a bool as an int
            raise TypeError(f"The parameter 'device_id' must be <class 'int'>, but got "
                            f"{type(device_id)}")
        if device_id < 0:
            raise ValueError("The device id must bigger than or equal to 0.")
        kwargs["device_id"] = device_id
    context.set_context(**kwargs)


def get_current_device():
    """``(device_target, device_id)`` as set by ``set_device``/``set_context``."""
    return DeviceInfo(context.get_context("device_target"), context.get_context("device_id"))


def set_deterministic(deterministic):
    """Ask for deterministic kernels: ``set_context(deterministic='ON'/'OFF')``. XLA's CPU
    kernels already are; on GPU this sets XLA's ``--xla_gpu_deterministic_ops`` for programs
    compiled afterwards."""
    _check_bool(deterministic, "set_deterministic")
    _knobs["deterministic"] = deterministic
    context.store_checked("deterministic", "ON" if deterministic else "OFF")
    context.set_deterministic_environment(deterministic, str(deterministic))


def synchronize():
    """Wait until all device work issued so far has finished."""
    jax.effects_barrier()
    for array in jax.live_arrays():
        array.block_until_ready()


def _memory_stats():
    device = jax.devices()[context.get_context("device_id") % len(jax.devices())]
    return device.memory_stats() or {}


def memory_stats():
    """JAX's memory statistics of the current device (empty on CPU)."""
    return dict(_memory_stats())


def memory_allocated():
    """Bytes in use on the current device (0 where JAX reports none, e.g. on CPU)."""
    return int(_memory_stats().get("bytes_in_use", 0))


def max_memory_allocated():
    """Peak bytes in use on the current device (0 where JAX reports none)."""
    return int(_memory_stats().get("peak_bytes_in_use", 0))


def memory_reserved():
    """Bytes reserved by the allocator on the current device (0 where JAX reports none)."""
    stats = _memory_stats()
    return int(stats.get("bytes_reserved", stats.get("bytes_limit", 0)))


def max_memory_reserved():
    """Peak bytes reserved on the current device (0 where JAX reports none)."""
    return int(_memory_stats().get("peak_bytes_reserved", memory_reserved()))


def memory_summary():
    """A printable table of ``memory_stats()``."""
    stats = memory_stats()
    if not stats:
        return "no memory statistics for this device (JAX reports none on CPU)"
    return "\n".join(f"{k:32s} {v}" for k, v in sorted(stats.items()))


def empty_cache():
    """Release cached compiled programs and their buffers (``jax.clear_caches``)."""
    jax.clear_caches()


def ms_memory_recycle():
    """MindSpore's ``ms_memory_recycle()``: release the memory cached for the models trained so
    far in this process. minicell's compiled graphs are cached per Cell or function (freed with
    them); this drops unreachable ones and JAX's cached programs and buffers, so a later call
    compiles again. Returns None, in either mode."""
    import gc
    gc.collect()
    empty_cache()


def reset_peak_memory_stats():
    """Peak figures are kept by JAX's allocator and cannot be reset from Python: a no-op that
    MindSpore scripts may call between phases."""


reset_max_memory_allocated = reset_max_memory_reserved = reset_peak_memory_stats


def launch_blocking():
    """Run each eager op synchronously (errors surface at the op that raised them)."""
    _knobs["launch_blocking"] = True
    context.set_context(pynative_synchronize=True)


def dispatch_threads_num(threads_num):
    """Record MindSpore's dispatch thread count (minicell dispatches on the calling thread)."""
    if isinstance(threads_num, bool) or not isinstance(threads_num, int) or threads_num < 1:
        raise ValueError(f"For 'dispatch_threads_num', 'threads_num' must be a positive int, "
                         f"but got {threads_num!r}.")
    _knobs["dispatch_threads_num"] = threads_num


def _affinity_cpus(cpu_list):
    """The CPU ids of 2.10's ``affinity_cpu_list``: a list of ``'X-Y'`` ranges or ``'X,Y,Z'``
    lists (its TypeError/ValueError texts)."""
    if cpu_list is None:
        return set()
    if not isinstance(cpu_list, list):
        raise TypeError(f"The parameter '{cpu_list}' must be list, but got {type(cpu_list)}")
    cpus = set()
    for item in cpu_list:
        if not isinstance(item, str):
            raise ValueError(f"CPU range '{item}' in '{cpu_list}' should be a string.")
        parts = item.split("-") if "-" in item else item.split(",")
        if not all(p.strip().isdigit() for p in parts) or "-" in item and len(parts) != 2:
            raise ValueError(f"CPU range '{item}' in '{cpu_list}' should be in format "
                             f"'cpuidX-cpuidY' or 'cpuidX,cpuidY,cpuidZ'.")
        ids = [int(p) for p in parts]
        cpus.update(range(min(ids), max(ids) + 1) if "-" in item else ids)
    return cpus


def _check_module_cpus(module_to_cpu_dict):
    if module_to_cpu_dict is None:
        return
    if not isinstance(module_to_cpu_dict, dict):
        raise TypeError(f"The parameter '{module_to_cpu_dict}' must be dict, but got "
                        f"{type(module_to_cpu_dict)}")
    for module, ids in module_to_cpu_dict.items():
        if not isinstance(ids, list):
            raise ValueError(f"The value of module_to_cpu_dict: {ids} should be a list.")
        for i in ids:
            if isinstance(i, bool) or not isinstance(i, int) or i < 0:
                raise ValueError(f"CPU index '{i}' for module '{module}' in '{ids}' should be a "
                                 f"non-negative integer.")


def set_cpu_affinity(enable_affinity, affinity_cpu_list=None, module_to_cpu_dict=None,
                     bind_file=None):
    """MindSpore's thread-to-core binding, once per process (2.10's RuntimeError after): with
    ``affinity_cpu_list`` (``['0-3', '8,9']``) this process is pinned to those CPUs (Linux),
    each of which must be available; the per-module binding is checked and recorded."""
    cpus = _affinity_cpus(affinity_cpu_list)
    _check_module_cpus(module_to_cpu_dict)
    if _knobs["cpu_affinity"] is not None:
        raise RuntimeError("The 'mindspore.runtime.set_cpu_affinity' cannot be set repeatedly.")
    if enable_affinity and cpus and hasattr(os, "sched_setaffinity"):
        missing = sorted(cpus - os.sched_getaffinity(0))
        if missing:
            raise RuntimeError(f"CPU id:{missing[0]} set in affinity_cpu_list:{affinity_cpu_list}"
                               f" is not available.")
        os.sched_setaffinity(0, cpus)
    _knobs["cpu_affinity"] = (enable_affinity, affinity_cpu_list, module_to_cpu_dict, bind_file)


def set_recursion_limit(recursion_limit=1000):
    """The GRAPH_MODE call-depth limit (``max_call_depth``)."""
    recursion_limit = _checkparam.check_positive_int(recursion_limit)   # 2.10's texts
    _knobs["recursion_limit"] = recursion_limit
    context.set_context(max_call_depth=recursion_limit)


def set_device_limit(device, cube_num=-1, vector_num=-1):
    """MindSpore's cap on the Ascend cube/vector cores a device's kernels use (-1: no cap);
    only recorded (XLA picks its own parallelism)."""
    _knobs["device_limit"][device] = {"cube_core_num": cube_num, "vector_core_num": vector_num}


def get_device_limit(device):
    """The ``set_device_limit`` setting of ``device`` as 2.10's dict
    ``{'cube_core_num': ..., 'vector_core_num': ...}`` (-1 for an unset one)."""
    return dict(_knobs["device_limit"].get(device, {"cube_core_num": -1, "vector_core_num": -1}))


def set_memory(init_size="2GB", increase_size="2GB", max_size="1024GB",
               optimize_level="O0", huge_page_reserve_size="0GB"):
    """MindSpore's memory-pool settings, checked as MindSpore checks them. JAX sizes its pool
    from ``XLA_PYTHON_CLIENT_*`` variables read at start-up: the sizes are only recorded; the
    optimize level shows in ``get_context("memory_optimize_level")`` (0 or 1), as there."""
    sizes = {"init_size": init_size, "increase_size": increase_size, "max_size": max_size,
             "huge_page_reserve_size": huge_page_reserve_size}
    for name, size in sizes.items():
        if not isinstance(size, str):
            raise TypeError(f"The parameter '{name}' must be <class 'str'>, but got "
                            f"{type(size)}")
        if name != "huge_page_reserve_size" and not _SIZE.fullmatch(size):  # "0GB" default
            raise ValueError(f"The '{size}' is illegal, it must be match regular"
                             f"'{_SIZE.pattern}' by flags're.ASCII.'")
    if optimize_level not in ("O0", "O1"):
        raise ValueError(f"The optimize_level must be one of ['O0', 'O1'], but got "
                         f"{optimize_level}.")
    _knobs["memory"] = sizes
    context.set_context(memory_optimize_level=optimize_level)


_SIZE = re.compile(r"[1-9][0-9]*(\.)?[0-9]*GB|0\.[0-9]*GB", re.ASCII)


def run_check():
    """Check the install: one small multiplication on the current backend."""
    print(f"minicell version: {importlib.metadata.version('minicell')}")
    a = Tensor(np.ones((3, 3), np.float32))
    out = ops.mul(a, a).asnumpy()
    if np.allclose(out, 1.0):
        backend = jax.default_backend().upper()
        print(f"The result of multiplication calculation is correct, minicell has been "
              f"installed on platform [{backend}] successfully!")
    else:
        logging.error("minicell's check computed a wrong product: %s", out)


# ``mindspore.runtime``: MindSpore 2.x's home of these functions (``ms.runtime.set_memory``,
# ``import mindspore.runtime as rt; rt.launch_blocking()``). In minicell that module path is
# the internal runtime package; the same functions are installed into it here, the way an
# upper layer installs what a lower one exposes.
RUNTIME_API = ("synchronize", "memory_stats", "memory_allocated", "max_memory_allocated",
               "memory_reserved", "max_memory_reserved", "memory_summary", "empty_cache",
               "reset_peak_memory_stats", "reset_max_memory_allocated",
               "reset_max_memory_reserved", "launch_blocking", "dispatch_threads_num",
               "set_cpu_affinity", "set_device_limit", "get_device_limit", "set_memory")
for _name in RUNTIME_API:
    setattr(_runtime_pkg, _name, globals()[_name])
