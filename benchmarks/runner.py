"""Run the workload table: build and time every variant, never letting one failure stop the suite.

>>> from benchmarks import runner, workloads, harness
>>> res = runner.run([workloads.get("mlp_forward")], workloads.TINY, harness.Budget.tiny(),
...                  variants=("jax_jit",), progress=None)
>>> "median_s" in res["workloads"][0]["variants"]["jax_jit"]
True
"""
import datetime
import os
import platform
import sys
import time
import traceback

import jax

from . import first_call, harness, report
from .workloads import FULL, execution_mode


def _reason(err):
    first = str(err).strip().split("\n")[0] or repr(err)
    if len(first) > 160:
        first = first[:157] + "..."
    return f"failed: {type(err).__name__}: {first}"


def _reset_minicell_state():
    """A GRAPH_MODE trace that crashed may leave its tracer installed; reset it so the next
    variant runs in a clean state (and say so, since it is a bug in whoever left it)."""
    mod = sys.modules.get("minicell.runtime.tracer")
    if mod is None:
        return None
    st = mod.state
    dirty = []
    if st.tracer is not mod.EAGER:
        dirty.append("tracer")
        st.tracer = mod.EAGER
    if st.tape is not None:
        dirty.append("tape")
        st.tape = None
    return dirty


class Progress:
    """Progress on stderr: one line per workload as it starts, one per variant as it ends."""

    def __init__(self, total, stream=sys.stderr):
        self.total, self.done, self.stream = total, 0, stream
        self.t0 = time.perf_counter()

    def _write(self, text):
        self.stream.write(text)
        self.stream.flush()

    def workload(self, key, variants):
        self.done += 1
        self._write(f"[{self.done}/{self.total}] {key}: measuring {', '.join(variants)} "
                    f"(samples interleaved)  [{time.perf_counter() - self.t0:.0f}s]\n")

    def variant(self, name, result):
        if "error" in result:
            msg = result["error"]
        else:
            msg = (f"{report.fmt_time(result['median_s'])} per step "
                   f"(first call {report.fmt_time(result['first_call_s'])})")
        self._write(f"      {name:<15} {msg}\n")


def _fail(results, name, err, verbose):
    if verbose:
        traceback.print_exception(err)
    results[name] = {"error": _reason(err)}
    dirty = _reset_minicell_state()
    if dirty:
        results[name]["error"] += f" (left dispatch.state.{'/'.join(dirty)} set; cleared)"


def run_workload(workload, sizes, budget, variants=None, verbose=False):
    """Build every (selected) variant, then measure them together; ``({variant: figures}, flops)``
    with ``{"error": "failed: ..."}`` for the variants whose build or run raised, and XLA's flop
    count of the ``jax_jit`` step (None when it was not run)."""
    names = [v for v in workload.variants if variants is None or v in variants]
    results, timers = {}, {}
    for name in names:
        try:
            with execution_mode(name):
                step = workload.builders[name](sizes)
            timers[name] = harness.Timer(step, budget, lambda n=name: execution_mode(n))
        except Exception as err:  # noqa: BLE001  a broken variant is a result, not a crash
            _fail(results, name, err, verbose)
    measured = harness.measure_interleaved(
        timers, budget, on_error=lambda name, err: _fail(results, name, err, verbose))
    for name, m in measured.items():
        results[name] = m.as_dict()
    return {name: results[name] for name in names}, _flops(timers.get("jax_jit"), verbose)


def _flops(timer, verbose):
    """XLA's flop count of a measured jitted step, or None."""
    count = getattr(getattr(timer, "step", None), "xla_flops", None)
    if count is None:
        return None
    try:
        return count()
    except Exception as err:  # noqa: BLE001  no floor for this workload, the suite goes on
        if verbose:
            traceback.print_exception(err)
        return None


def meta(quick, sizes):
    dev = jax.devices()[0]
    return {"device": getattr(dev, "device_kind", str(dev)), "backend": dev.platform,
            "jax": jax.__version__, "python": platform.python_version(),
            "cpus": os.cpu_count(), "quick": quick,
            "sizes": "full" if sizes == FULL else "tiny",
            "date": datetime.datetime.now().isoformat(timespec="seconds"),
            "peak_flops": None, "import_s": {}}


def run(workloads, sizes, budget, variants=None, progress=True, quick=False, verbose=False,
        external=None, peak_flops=None, import_s=None, first_calls=None):
    """Run ``workloads`` (optionally only some ``variants``); returns the results object.

    ``external``: a ``benchmarks.external.Runner`` whose columns (PyTorch, MindSpore) are
    measured after each workload's own variants; ``peak_flops``: the machine's matmul rate
    (flop/s), which turns each workload's XLA flop count into its floor; ``import_s``: import
    times (``{module: seconds}``) for the report; ``first_calls``: ``(key, variants) ->
    {variant: figures}``, the first calls measured in fresh processes (``first_call.measure``)
    that replace the in-process ones (None: the in-process first calls are reported).
    """
    prog = Progress(len(workloads)) if progress else None
    results = {"meta": meta(quick, sizes), "workloads": []}
    results["meta"]["peak_flops"] = peak_flops
    results["meta"]["import_s"] = dict(import_s or {})
    if external is not None:
        results["meta"]["import_s"].update(external.import_s)
    for w in workloads:
        names = [v for v in w.variants if variants is None or v in variants]
        if external is not None:
            names += [c.variant for c in external.columns]
        if not names:
            continue
        if prog:
            prog.workload(w.key, names)
        measured, flops = run_workload(w, sizes, budget, variants, verbose)
        if first_calls is not None:
            ran = [v for v, res in measured.items() if "error" not in res]
            first_call.apply(measured, first_calls(w.key, ran))
        if external is not None:
            measured.update(external.measure(w.key))
        entry = {"key": w.key, "title": w.title, "variants": measured,
                 "ops_per_step": sizes.chain_len if w.per_op else 0, "flops": flops,
                 "floor_s": flops / peak_flops if flops and peak_flops else None}
        report.compute_ratios(entry)
        results["workloads"].append(entry)
        if prog:
            for name, res in entry["variants"].items():
                prog.variant(name, res)
    return results
