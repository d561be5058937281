"""``mindspore.multiprocessing``: Python's ``multiprocessing`` (every public name of it, bound to
the same default context), with ``Process`` and ``Pool`` made ready for minicell before a fork.

What MindSpore's wrapper does for its own runtime (pausing its PyNative pipeline and device
threads around ``fork``) minicell's has no equivalent for: it keeps no threads of its own, and
a forked child runs minicell ops as its parent does (checked in ``tests/test_multiprocessing``).
What is left is JAX's asynchronous dispatch: a computation may still be running on XLA's
threads when the parent forks, and a lock such a thread holds would stay held in the child. So
``Process.start`` (and each worker a ``Pool`` starts) first waits until every live array is
computed and every ordered side effect (``print`` in a graph, host callbacks) has run.

JAX itself does not support ``fork`` and says so with a ``RuntimeWarning`` at each fork; that
warning is not hidden, and one limit remains: a forked child runs what its parent has already
compiled (an op on inputs of the same shapes and dtypes, a graph of the same signature), but
anything it has to compile itself hangs, because XLA's compiler threads do not survive the fork
(JAX 0.10; MindSpore's C++ runtime restarts its own). Such children need the ``spawn`` start
method. The ``spawn`` and ``forkserver`` start methods need none of this. A
Tensor sent through a ``Queue`` or to a ``Pool`` is pickled by value (MindSpore shares its
memory through a file descriptor; a JAX array cannot be shared that way), so the child gets an
equal Tensor, not a view of the parent's.

>>> import minicell.multiprocessing as mp
>>> mp.Queue is __import__("multiprocessing").Queue
True
"""
import multiprocessing as _mp
import multiprocessing.pool as _mp_pool
from multiprocessing import *  # noqa: F401,F403  (the wrapped module's API, as MindSpore's)

import jax


def _settle():
    """Wait for the JAX work in flight: every live array computed, every ordered effect run."""
    jax.effects_barrier()
    jax.block_until_ready(jax.live_arrays())


class Process(_mp.Process):
    """``multiprocessing.Process`` whose ``start`` first waits for minicell's (JAX's) work in
    flight, so no computation runs across the fork."""

    def start(self):
        _settle()
        super().start()


class Pool(_mp_pool.Pool):
    """``multiprocessing.Pool`` whose workers are started as ``Process`` (``start`` waits for
    the work in flight first)."""

    @staticmethod
    def Process(ctx, *args, **kwds):  # noqa: N802  (multiprocessing's hook name)
        proc = ctx.Process(*args, **kwds)
        proc.start = _settled(proc.start)
        return proc


def _settled(start):
    def run_start():
        _settle()
        start()
    return run_start


__all__ = list(_mp.__all__)
