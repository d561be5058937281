"""64-bit types for minicell without switching JAX's x64 mode on for the whole process.

MindSpore's default integer type is Int64 and Float64 tensors are ordinary, so minicell's own
work needs JAX's x64 mode. Setting it with ``jax.config.update("jax_enable_x64", True)`` would
change the user's own JAX code in the same process (``jnp.arange(3)`` would become int64), so
minicell never does that. It enters JAX's thread-local x64 context (``jax.enable_x64(True)``)
only while its own code runs. The scope is entered at these entry points, and nowhere else:

- ``runtime/dispatch.py``: ``dispatch`` (every op call of both modes) reads the flag (~20 ns)
  and re-enters itself under the scope only when it is off, i.e. for an op called at the top
  level of a script; ``_dispatch_slow`` enters it (it is also called directly);
- ``runtime/cell_call.py: eager_call``: ``Cell.__call__`` in PYNATIVE_MODE, once per top-level
  Cell call, so the ops of its ``construct``, hooks and custom ``bprop`` only pay the check;
- ``minicell/autodiff.py: run_value_and_grad``: ``grad``/``value_and_grad``/``GradOperation``
  in both modes (forward recording, sens, the tape's backward walk with its vjp kernels, and
  ``compiler.api.graph_value_and_grad``);
- ``compiler/api.py``: ``run_cell`` (``Cell.__call__`` in GRAPH_MODE), ``cell_ir`` and the
  ``jit`` wrapper: tracing, passes, lowering and every call of the compiled function (whose
  ``jax.jit`` cache key contains the x64 flag, so it must always be called under it);
- ``minicell/common/tensor.py``: ``Tensor.__init__`` (data from Python/numpy, casts) and
  ``Tensor.init_data`` (initializers);
- ``runtime/param_write.py: write``: every Parameter write (``ops.assign``, ``set_data``,
  ``self.p = v``, optimizer and BatchNorm updates, checkpoint loading) casts to the
  Parameter's dtype under it;
- ``runtime/rng.py: _make_key``.
- host callbacks (``compiler/islands.py: Island.host``, a numpy island; the ``pure_callback``
  bodies of ``runtime/primitives``, wrapped with ``on_host_thread``) switch it on for good
  (``keep_on``) when they run on a thread of XLA's own where it is off: a compiled function
  that waits for an input still being computed runs there, and JAX checks a callback's results
  after it returns, under that thread's flag (a Float64 or Int64 result would be made 32-bit
  and refused: 'Incorrect output dtype').

``Op.kernel(attrs)`` is the raw ``jax.jit`` of the op (dispatch's hot path calls it without a
wrapper), so code that calls a kernel directly, not through ``dispatch``, must be inside the
scope itself (the kernel-level tests use a ``jax_x64`` fixture).

Arrays made inside the scope keep their dtype outside it: an Int64 Tensor stays int64 when the
user reads ``.dtype``, prints it, calls ``asnumpy()`` or saves a checkpoint. What follows the
user's own x64 setting (off by default) is JAX code the user writes: with x64 off, ``jnp`` on
an Int64 Tensor's ``data_array()`` or ``asnumpy()`` truncates it to int32 (with a
``UserWarning`` where JAX issues one), as JAX does for any int64 array.

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


def keep_on():
    """Switch x64 on in this thread and leave it on (for XLA's runtime threads only: see the
    module docstring's ``Island.host``)."""
    if not _STATE.value:
        _swap(True)


def on_host_thread(fn):
    """``fn``, a host callback's body, switching x64 on for good in the thread it runs on
    (``keep_on``: XLA's runtime threads, see the module docstring)."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        keep_on()
        return fn(*args, **kwargs)
    return wrapper


def scoped(fn):
    """Decorator: ``fn`` always runs with x64 on (for minicell's entry points)."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        if _STATE.value:             # already on (a nested entry point): no swap
            return fn(*args, **kwargs)
        prev = _swap(True)
        try:
            return fn(*args, **kwargs)
        finally:
            _restore(prev)
    return wrapper
