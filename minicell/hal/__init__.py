"""``mindspore.hal``: the backends and devices minicell runs on (JAX's), and their memory.

``device_target`` is one of ``'CPU'``, ``'GPU'``, ``'Ascend'`` (default: the context's); JAX has
no Ascend backend, so none is available. A backend counts as initialized once JAX has started
its backends (the first Tensor or op). Streams and events are ``mindspore.runtime``'s
(``minicell/_streams.py``).

>>> from minicell import hal
>>> hal.is_available("CPU"), hal.device_count("CPU"), hal.get_device_name(0, "CPU")
(True, 1, 'CPU')
"""
from .. import context, device as _device
from ..device_context import ascend, cpu, gpu
from ..device_context._settings import devices

_BACKENDS = {"CPU": cpu, "GPU": gpu, "Ascend": ascend}


def _target(device_target, api=None):
    """The backend named (the context's when None); 2.10's ValueError for another name."""
    if device_target is None:
        device_target = context.get_context("device_target")
    if device_target not in _BACKENDS:
        where = f"For 'hal.{api}', the" if api else "The"
        raise ValueError(f"{where} argument 'device_target' must be one of "
                         f"{list(_BACKENDS)}, but got {device_target}.")
    return device_target


def _device_of(device_id, device_target):
    """The JAX device ``device_id`` of an available backend (None for the CPU: the host)."""
    target = _target(device_target)
    if not isinstance(device_id, int):
        raise TypeError(f"The argument 'device_id' must be int, but got {device_id}, type is "
                        f"{type(device_id)}.")
    if device_id < 0:
        raise ValueError(f"The argument 'device_id' should not be negative, but got "
                         f"{device_id}.")
    count = device_count(target)
    if device_id >= count:
        raise ValueError(f"The argument 'device_id' must be less than device count: {count}, "
                         f"but got {device_id}.")
    return None if target == "CPU" else devices("gpu")[device_id]


def is_available(device_target):
    """Whether JAX has the backend ``device_target`` (the CPU always; Ascend never)."""
    return _BACKENDS[_target(device_target, "is_available")].is_available()


def is_initialized(device_target):
    """Whether the backend has been started (JAX starts them with the first array)."""
    target = _target(device_target, "is_initialized")
    try:
        from jax._src import xla_bridge
        started = xla_bridge.backends_are_initialized()
    except (ImportError, AttributeError):
        started = False
    return started and target != "Ascend" and is_available(target)


def device_count(device_target=None):
    """The number of devices of the backend (the host counts as one CPU)."""
    target = _target(device_target, "device_count")
    if not is_available(target):
        raise ValueError(f"{target} backend is not available for this MindSpore package.You can "
                         f"call hal.is_available to check the reason.")
    return _BACKENDS[target].device_count()


def get_device_name(device_id, device_target=None):
    """``'CPU'`` for the host, else the GPU's model name."""
    dev = _device_of(device_id, device_target)
    return "CPU" if dev is None else dev.device_kind


def get_device_capability(device_id, device_target=None):
    """A GPU's compute capability ``(major, minor)``; None for the CPU."""
    dev = _device_of(device_id, device_target)
    if dev is None:
        return None
    major, _, minor = str(getattr(dev, "compute_capability", "0.0")).partition(".")
    return int(major), int(minor or 0)


class _Properties:
    """A GPU's properties, under MindSpore's attribute names."""

    def __init__(self, dev):
        self.name = dev.device_kind
        self.major, self.minor = get_device_capability(dev.id, "GPU")
        self.multi_processor_count = getattr(dev, "core_count", 0)
        self.total_memory = int((dev.memory_stats() or {}).get("bytes_limit", 0))
        self.is_multi_gpu_board = self.is_integrated = False
        self.warp_size = 32

    def __repr__(self):
        return (f"_gpuDeviceProperties(name='{self.name}', major={self.major}, "
                f"minor={self.minor}, total_memory={self.total_memory // 2 ** 20}MB, "
                f"multi_processor_count={self.multi_processor_count})")


def get_device_properties(device_id, device_target=None):
    """A GPU's properties (name, capability, memory); None for the CPU."""
    dev = _device_of(device_id, device_target)
    return None if dev is None else _Properties(dev)


def get_arch_list(device_target=None):
    """The GPU architectures compiled for (``sm_XY`` of the devices); None for the CPU."""
    if _target(device_target) != "GPU" or not is_available("GPU"):
        return None
    return sorted({"sm_%d%d" % get_device_capability(d.id, "GPU") for d in devices("gpu")})


def _on_device(fn):
    def memory_fn(device_target=None):
        _target(device_target)
        return fn()
    memory_fn.__name__ = fn.__name__
    memory_fn.__doc__ = f"{fn.__doc__} ``device_target``: checked; JAX's current device."
    return memory_fn


memory_stats = _on_device(_device.memory_stats)
memory_allocated = _on_device(_device.memory_allocated)
max_memory_allocated = _on_device(_device.max_memory_allocated)
memory_reserved = _on_device(_device.memory_reserved)
max_memory_reserved = _on_device(_device.max_memory_reserved)
memory_summary = _on_device(_device.memory_summary)
reset_peak_memory_stats = _on_device(_device.reset_peak_memory_stats)
reset_max_memory_allocated = _on_device(_device.reset_max_memory_allocated)
reset_max_memory_reserved = _on_device(_device.reset_max_memory_reserved)
empty_cache = _device.empty_cache
synchronize = _device.synchronize

# 2.10 keeps hal's stream names as deprecated spellings of mindspore.runtime's
from .._streams import (  # noqa: E402,F401
    Stream, Event, StreamCtx, current_stream, default_stream, communication_stream,
    set_cur_stream)
