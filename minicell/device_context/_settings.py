"""The checks and the record shared by the ``device_context`` setting functions."""
import jax

from .. import context

_recorded = {}


def recorded():
    """``{name: value}`` of every ``device_context`` setting made so far."""
    return dict(_recorded)


def check_type(name, value, kind):
    """MindSpore's TypeError for a parameter of the wrong type (bool is not an int)."""
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TypeError(f"The parameter '{name}' must be {kind}, but got {type(value)}")


def record(setting, value, context_key=None):
    """Keep ``value`` for ``setting`` (and in the context when MindSpore has it there)."""
    _recorded[setting] = value
    if context_key is not None:
        context.store_checked(context_key, value)


def devices(platform):
    """JAX's devices of ``platform`` ("cpu", "gpu"; none when the backend is absent)."""
    try:
        return jax.devices(platform)
    except RuntimeError:
        return []
