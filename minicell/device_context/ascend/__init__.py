"""``mindspore.device_context.ascend``: Ascend NPUs. JAX has no Ascend backend, so none is
available; the precision settings are checked and recorded (scripts that set them run)."""
from . import op_precision  # noqa: F401


def is_available():
    """False: JAX has no Ascend backend."""
    return False


def device_count():
    """0 (no Ascend backend)."""
    return 0
