"""minicell's answer to PIJit's compile record (``_c_expression.get_code_extra``) for a
``jit(capture_mode="bytecode")`` function.

MindSpore's PIJit captures a function from its bytecode and keeps a record per code object:
``stat`` ('GRAPH_CALLABLE' once captured), ``break_count_`` (where the graph broke and Python
ran), ``compile_count_``, and under ``code`` the ``call_count_`` of its compiled code and the
``phase_`` of its graph. minicell compiles a "bytecode" function from its source instead
(``compiler/``); where that fails the call runs op by op (``eager_fallback``), which is PIJit's
graph break. The record says what minicell did, in PIJit's words:

- ``stat``: 'GRAPH_CALLABLE' after the first call;
- ``break_count_``: 1 when the latest call ran op by op, or ran a graph that runs Python on
  the host at its place (a numpy island or a print PIJit breaks at: ``pijit_breaks``), else 0
  (minicell breaks a function as a whole, so it never counts more);
- ``compile_count_``: the graphs compiled by its calls so far (a new input signature compiles
  again);
- ``code.call_count_``: the calls of the version the latest call ran (PIJit counts per compiled
  version: 2.10 measured, ``f(x, exp)``, ``f(x, log)``, ``f(x, exp)`` give 1, 1, 2). A version
  is a cache key: a graph compiled for each input signature and guard (``pijit_guards``), and
  the same key of two jit wrappers of the code (``jit(net1.construct)``,
  ``jit(net2.construct)``) is the same version; a call while PYNATIVE records gradients (the
  graph then runs with its recorded vjp) is another version of the key, as PIJit guards the
  gradient state (2.10 measured: f(x), grad, grad, f(x), f(x), grad -> 1, 1, 2, 2, 3, 3);
  ``code.phase_``: the name of that graph ('' while none ran); ``code.compiled_code_``: None (no bytecode is generated).

Code never called through a "bytecode" jit has no record (None), as in MindSpore.
"""
import functools
import types
import weakref

from ..runtime.dispatch import state
from .pijit_breaks import has_break
from .pijit_symbolic import Promotions
_RECORDS = weakref.WeakKeyDictionary()      # code object -> record
_VERSIONS = weakref.WeakKeyDictionary()     # code object -> {cache key: calls of that graph}
# op-by-op runs and graph compiles, process-wide; the compiled entry that ran last while a
# "bytecode" jit's call was in progress ("recording": how many are; outside them no entry is
# kept, so the last graph run does not keep its Cell or function alive)
COUNTS = {"eager": 0, "compiles": 0, "ran": None, "recording": 0}


def recorded(wrapper, fn):
    """``wrapper`` (the jit function of ``fn``) keeping ``fn``'s record as it is called."""
    code = getattr(getattr(fn, "__func__", fn), "__code__", None)
    if code is None:
        return wrapper

    promote = Promotions()      # (PIJit's symbolic scalar arguments: ``pijit_symbolic``)

    @functools.wraps(wrapper)
    def call(*args, **kwargs):
        eager, compiles, done = COUNTS["eager"], COUNTS["compiles"], False
        COUNTS["ran"], grad = None, state.tape is not None
        COUNTS["recording"] += 1
        try:
            out, done = wrapper(*promote(args), **kwargs), True
            return out
        finally:        # (also for a call that raised: its op-by-op run broke the graph)
            COUNTS["recording"] -= 1
            _note(code, eager, compiles, done, grad)
    call.__wrapped__ = fn
    return call


def _note(code, eager, compiles, done, grad):
    """Record a call of ``code`` that began when ``COUNTS`` held ``eager`` and ``compiles``
    (``done``: it returned; one that raised without an op-by-op run is no graph call; ``grad``:
    it ran while PYNATIVE recorded gradients)."""
    rec = _RECORDS.get(code)
    if rec is None:
        rec = _RECORDS[code] = {"stat": "GRAPH_CALLABLE", "break_count_": 0,
                                "compile_count_": 0, "code": {
                                    "call_count_": 0, "phase_": "", "compiled_code_": None}}
    rec["compile_count_"] += COUNTS["compiles"] - compiles
    entry, COUNTS["ran"] = COUNTS["ran"], None
    broke = COUNTS["eager"] != eager
    rec["break_count_"] = int(broke or (entry is not None and has_break(entry)))
    if done and not broke:
        if entry is None:       # (no graph entry ran: counted on the latest)
            rec["code"]["call_count_"] += 1
        else:
            calls = _VERSIONS.setdefault(code, {})
            n = calls[entry.key, grad] = calls.get((entry.key, grad), 0) + 1
            rec["code"]["call_count_"] = n
        rec["code"]["phase_"] = getattr(code, "co_qualname", code.co_name)   # (3.11+)


def record_of(obj):
    """The record of a code object or function (None if it was never run as such)."""
    code = obj if isinstance(obj, types.CodeType) else getattr(
        getattr(obj, "__func__", obj), "__code__", None)
    return None if code is None else _RECORDS.get(code)


__all__ = ["COUNTS", "record_of", "recorded"]
