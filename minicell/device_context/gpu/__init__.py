"""``mindspore.device_context.gpu``: the CUDA backend, as JAX sees it."""
from .._settings import devices
from . import op_precision, op_tuning  # noqa: F401


def is_available():
    """Whether JAX has a GPU device."""
    return bool(devices("gpu"))


def device_count():
    """The number of GPU devices JAX sees (0 without a GPU backend)."""
    return len(devices("gpu"))
