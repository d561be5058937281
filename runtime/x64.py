"""64-bit types for minicell without switching JAX's x64 mode on for the whole process.

MindSpore's default integer type is Int64 and Float64 tensors are ordinary, so minicell's own
work needs JAX's x64 mode. Setting it with ``jax.config.update("jax_enable_x64", True)`` would
change the user's own JAX code in the same process (``jnp.arange(3)`` would become int64), so
minicell never does that. It enters JAX's thread-local x64 context (``jax.enable_x64(True)``)
only while its own code runs, at these boundaries:

- every op call (``runtime.dispatch.dispatch``: a ~20 ns check; the op re-enters itself under
  the scope only when it is not on already, e.g. an op called at the top level of a script);
- Tensor creation from Python/numpy data and lazy initialisation (``Tensor.__init__``,
  ``Tensor.init_data``), eager Parameter writes (``Parameter.set_data``, ``write_param``);
- ``Cell.__call__`` in PYNATIVE_MODE (one scope for the whole forward, so its ops only pay the
  check), the backward walk of the tape and the eager ``grad`` entry, the PRNG key of a draw;
- GRAPH_MODE: tracing, lowering and every call of a compiled graph (``compiler.api.run_cell``,
  ``cell_ir``, the ``jit`` wrapper, ``graph_value_and_grad``).

Arrays made inside the scope keep their dtype outside it: an Int64 Tensor stays int64 when the
user reads ``.dtype``, prints it, calls ``asnumpy()`` or saves a checkpoint. What does change
outside the scope is JAX's own defaults: ``jnp`` code the user writes on ``Tensor.asnumpy()`` or
on ``tensor.data_array()`` follows the user's x64 setting (off by default, so a JAX op there
truncates int64 to int32 with a ``UserWarning``, as JAX does for any int64 array).

Threads: the scope is thread-local, and every entry point above enters it itself, so minicell
called from another thread (a data loader, a host callback) gets 64-bit types as well.

>>> import jax.numpy as jnp
>>> with scope():
...     a = jnp.arange(3)
>>> str(a.dtype), str(jnp.arange(3).dtype)
('int64', 'int32')
"""
import functools

import jax

_STATE = jax.enable_x64          # JAX's config state; its value is thread-local when swapped
_swap = _STATE.swap_local        # set this thread's value, return the previous one
_restore = _STATE.set_local      # put the previous value back (``unset`` included)


def enabled():
    """True while JAX's x64 mode is on in this thread (minicell's scope or the user's own)."""
    return _STATE.value


class scope:
    """``with scope():`` runs the block with JAX's x64 mode on in this thread; reentrant (each
    ``with`` keeps the value it replaced and restores it on exit)."""

    __slots__ = ("_prev",)

    def __enter__(self):
        self._prev = _swap(True)
        return self

    def __exit__(self, *exc):
        _restore(self._prev)
        return False


def call(fn, *args, **kwargs):
    """``fn(*args, **kwargs)`` with x64 on (cheaper than ``with scope()`` on a hot path)."""
    prev = _swap(True)
    try:
        return fn(*args, **kwargs)
    finally:
        _restore(prev)


def scoped(fn):
    """Decorator: ``fn`` always runs with x64 on (for minicell's entry points)."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        prev = _swap(True)
        try:
            return fn(*args, **kwargs)
        finally:
            _restore(prev)
    return wrapper
