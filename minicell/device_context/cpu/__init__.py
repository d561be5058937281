"""``mindspore.device_context.cpu``: the CPU backend (always there)."""
from . import op_tuning  # noqa: F401
from .op_tuning import threads_num  # noqa: F401  (2.10 has it here too)


def is_available():
    """True: JAX always has its CPU backend."""
    return True


def device_count():
    """1, as MindSpore counts the host (simulated XLA host devices are not separate CPUs)."""
    return 1
