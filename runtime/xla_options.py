"""XLA compile options of PYNATIVE_MODE's per-op kernels (``eager_jit``).

Eager dispatch compiles one small XLA program per (op, attributes, input shapes and dtypes), so
a network whose layers all differ in shape (DenseNet: every dense layer adds channels) spends its
first step compiling: one program per layer and op, forward and backward. On XLA's CPU backend
most of such a small program's compile time is the code generation of its loop fusions, and
XLA's older fusion emitters generate them in a third to a half of the time its default (MLIR)
emitters take, for kernels that run as fast (measured on jaxlib 0.10.2, CPU time of one compile /
best run time, default vs older emitters: add of (2, 40, 8, 8) 118 / 37 ms; an NCHW 3x3
convolution 365 / 134 ms and 136 / 121 ms per call at (32, 64, 28, 28); its vjp 809 / 116 ms and
1.71 / 1.64 s; BatchNorm inference 757 / 510 ms and 11.6 / 7.5 ms; layer norm, softmax, gelu,
a reduction, ``w @ x + b``, a batched matmul: the same run times within noise). Eager kernels are
therefore compiled with ``xla_cpu_use_fusion_emitters=False``; GRAPH_MODE keeps XLA's defaults,
its one whole-program compile being worth the better fusion. (Both emitters contract ``a * b + c``
into an fma at XLA's default level, so neither changes what a fused kernel rounds like.)

Both modes also compile without XLA's excess precision (``ROUND_TO_DTYPE``): by default XLA's
CPU backend computes a float16/bfloat16 kernel's intermediate results in float32 and rounds only
its outputs, so a composite op implemented as one kernel (gelu, hardswish, a norm) rounded
differently in PYNATIVE_MODE than the same op in a graph, where each step rounds to its dtype
(measured on bfloat16: gelu differed on 49 of 148 elements, hardswish on 26; float16 results,
and float32 ones, are unchanged, as is the compile time).

``MINICELL_EAGER_XLA_DEFAULTS=1`` in the environment compiles eager kernels with XLA's default
emitters too (still rounding as GRAPH_MODE does). A jaxlib that no longer knows the emitter option
gets the default emitters (checked once, by compiling a one-element program, at the first eager
kernel; the answer is kept on disk for the next process: ``runtime/probe_cache.py``).

A GRAPH_MODE program that writes Parameters donates their old buffers (``compiler/call.py``), and
XLA's copy insertion must then prove that every read of a weight's old value comes before the
update overwrites it. By default XLA:CPU proves it only through data dependencies, which an
optimizer step lacks: the backward pass reads a weight for the input gradient (``dY @ W``) in ops
the weight's own update does not depend on, so XLA copied such a weight on entry and wrote the
update through a second buffer (GhostNet's training step: 732 copies beside 2,648 fusions, a
memcpy of nearly every weight in every step). ``DONATING_GRAPH`` turns on XLA's region-based
live-range analysis, which orders those reads before the update and drops the copies; programs
that donate nothing keep XLA's defaults (checked once, at the first graph that donates, like the
emitters).
"""
import os

import jax
import numpy as np
from jax.extend.backend import get_backend

from .probe_cache import cached_probe

DEFAULTS_ENV = "MINICELL_EAGER_XLA_DEFAULTS"
FAST_COMPILE = {"xla_cpu_use_fusion_emitters": False}
# every op's result rounded to its dtype, as MindSpore does in both modes (GRAPH_MODE's too)
ROUND_TO_DTYPE = {"xla_allow_excess_precision": False}
DONATING_GRAPH = {"xla_cpu_copy_insertion_use_region_analysis": True}
_chosen = []          # [options] once decided
_donating = []        # [options] once decided


def eager_compiler_options():
    """The ``compiler_options`` of eager kernels (see the module): decided once per process."""
    if not _chosen:
        _chosen.append(_decide())
    return _chosen[0]


def _decide():
    if os.environ.get(DEFAULTS_ENV, "") not in ("", "0"):
        return dict(ROUND_TO_DTYPE)
    if not _accepted(FAST_COMPILE):     # an XLA that refuses the option: its default emitters
        return dict(ROUND_TO_DTYPE)
    return {**ROUND_TO_DTYPE, **FAST_COMPILE}


def donating_graph_options(base):
    """The ``compiler_options`` of a GRAPH_MODE program that donates buffers: ``base`` and
    ``DONATING_GRAPH`` where this XLA knows it (see the module)."""
    if not _donating:
        _donating.append(dict(DONATING_GRAPH) if _accepted(DONATING_GRAPH) else {})
    return {**base, **_donating[0]}


def _accepted(options):
    """Whether XLA compiles a one-element program with ``options``: a compile of its own (~20
    ms of a first call), so the answer is kept on disk between processes (``probe_cache``)."""
    name = "accepts " + " ".join(f"{k}={v}" for k, v in sorted(options.items()))
    return bool(cached_probe(name, get_backend(), lambda: _compiles(options)))


def _compiles(options):
    try:
        jax.jit(lambda x: x + 1, compiler_options=options).lower(np.float32(0)).compile()
    except Exception:  # noqa: BLE001  (an unknown option's error type is XLA's own)
        return False
    return True


def eager_jit(fn, nested=False, **kwargs):
    """``jax.jit(fn, **kwargs)`` compiled with the eager kernels' options, or without them for
    ``nested``. JAX refuses ``compiler_options`` on a call inside a trace: callers that may run
    inside one (the tape's walk under a higher-order ``jax.vjp``, ops under ``vmap``, constant
    folding while a graph is compiled inside one) ask ``traced`` and take the plain twin
    (``Op.kernel(attrs, nested=True)``)."""
    if nested:
        return jax.jit(fn, **kwargs)
    return jax.jit(fn, compiler_options=eager_compiler_options(), **kwargs)


try:        # whether no JAX trace is active: JAX's own test before staging a nested jit
    from jax._src.core import trace_state_clean as _top_level
except ImportError:  # pragma: no cover  (a JAX without it: no eager kernel takes options)
    _chosen.append({})

    def _top_level():
        return True


def traced():
    """Whether a JAX trace is active (a jit/eval_shape/vjp being traced): a kernel called now
    is staged into it, even on concrete arrays, so it must be the plain twin."""
    return not _top_level()


__all__ = ["eager_jit", "eager_compiler_options", "donating_graph_options", "traced",
           "DEFAULTS_ENV", "ROUND_TO_DTYPE"]
