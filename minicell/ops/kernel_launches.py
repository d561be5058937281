"""Launch numbers and generator states of 2.10's stateful CPU random kernels
(``LogUniformCandidateSampler``, ``RandomCategorical``, a seeded ``UniformCandidateSampler``),
whose draws are a fixed function of the kernel's seed and of its launches before.

2.10 keeps one kernel object, with its generator, per node of a compiled graph and, in
PYNATIVE_MODE, per Primitive instance and input signature (shapes, dtypes, scalar arguments);
a functional call in PYNATIVE_MODE makes a fresh kernel each time (measured). ``launch`` gives
the launch number of one call as an Int64 Tensor: in a graph it reads a buffer made for that
call site (a graph input written back after each call, so the compiled graph moves on), eagerly
the instance's count for the signature (0 for a function). ``carried`` does the same with the
generator's state, for kernels that draw a data-dependent number of values.

>>> import minicell as ms
>>> counts = {}
>>> [int(launch(counts, ("x",))) for _ in range(3)]
[0, 1, 2]
"""
import os
import sys
import weakref

import numpy as np

from ..common.buffer import _Buffer
from ..common.tensor import Tensor
from ..runtime.dispatch import state as _state
from . import functional as F


def launch(counts, kernel):
    """This call's launch number (Int64 scalar Tensor). ``counts``: the Primitive instance's
    dict of eager launches per ``kernel`` signature, or None for a functional call."""
    if not _state.tracer.launches_per_call_site():
        if counts is None:
            return Tensor(np.int64(0))
        n = counts.get(kernel, 0)
        counts[kernel] = n + 1
        return Tensor(np.int64(n))
    launches = site_buffer(counts, kernel, 0)    # this call site's kernel, from launch 0
    current = launches + 0                       # read before the write below
    F.assign(launches, current + 1)
    return current


def carried(counts, kernel, first):
    """``(state, store)`` for a kernel whose generator state after a launch depends on the
    data (rejected draws): ``state`` is this call's starting state (Int64 scalar Tensor, from
    ``first`` for a new kernel), ``store(new)`` keeps the state the launch left, for the
    kernel's next launch (a buffer written back in a graph, ``counts`` eagerly)."""
    if not _state.tracer.launches_per_call_site():
        start = first if counts is None else counts.get(kernel, first)

        def store(new):
            if counts is not None:
                counts[kernel] = int(new.asnumpy())
        return Tensor(np.int64(start)), store
    states = site_buffer(counts, kernel, first)
    return states + 0, lambda new: F.assign(states, new)


def site_buffer(owner, kernel, first):
    """The buffer (Int64 scalar from ``first``: launches or generator state) of this call site
    in the graph being traced, written back after each run. One per ``owner`` (an instance's
    dict, or None), ``kernel`` and call in the user's code, per compiled graph: a
    tensor-dependent ``while`` traces its body more than once and must meet the same buffer
    each pass (a new one each pass never let the loop's carried values settle). The repeats
    of one call in an (unrolled) Python loop share it too: their launches follow each other."""
    tracer = _state.tracer
    site = (id(owner), kernel, int(first), _user_line())
    kept = _SITES.get(site)
    if kept is None or kept[0]() is not tracer:
        kept = (_ref(tracer), _Buffer(Tensor(np.int64(first))))
        _SITES[site] = kept
    return kept[1]


_SITES = {}     # (owner id, kernel, first, user's call) -> (weak tracer, buffer) of its last
#                 compile


def _ref(obj):
    try:
        return weakref.ref(obj)
    except TypeError:
        return lambda: obj


def _user_line():
    """The user's call: (code, line, bytecode offset) of the innermost frame outside
    minicell's own code (two calls on one line are two call sites)."""
    frame = sys._getframe(2)
    while frame is not None and frame.f_code.co_filename.startswith(_OURS):
        frame = frame.f_back
    return (id(frame.f_code), frame.f_lineno, frame.f_lasti) if frame is not None else None


_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_OURS = tuple(os.path.join(_ROOT, d) + os.sep for d in ("minicell", "compiler", "runtime"))


def per_call_site():
    """Whether kernels are kept per call site now (a graph is being traced), not eagerly."""
    return _state.tracer.launches_per_call_site()


__all__ = ["carried", "launch", "per_call_site", "site_buffer"]
