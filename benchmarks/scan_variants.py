"""Shared by ``benchmarks.layer_compile`` and ``benchmarks.loop_compile``: a graph compiled with
a loop scanned and the same graph with it unrolled, in one process, their steps interleaved (a
shared machine's load drifts), first call (trace + compile + one run) and median step."""
import statistics
import time


def traced_with(fn, owner, attr, value):
    """``fn`` whose first call (the trace) runs with ``owner.attr`` set to ``value`` (a scan
    threshold raised past the trip count unrolls the loop)."""
    first = [True]

    def call():
        if not first[0]:
            return fn()
        first[0] = False
        saved = getattr(owner, attr)
        setattr(owner, attr, value)
        try:
            return fn()
        finally:
            setattr(owner, attr, saved)
    return call


def _done(out):
    out = out[0] if isinstance(out, tuple) else out
    out.asnumpy()


def compare(budget, rows):
    """``rows``: ``{row: {variant: fn}}``, each fn's first call compiling its graph. Returns
    ``{row: {variant: (first_call_s, first_call_cpu_s, median_s)}}``."""
    results = {}
    for row, fns in rows.items():
        firsts = {}
        for name, fn in fns.items():
            wall, cpu = time.perf_counter(), time.process_time()
            _done(fn())
            firsts[name] = (time.perf_counter() - wall, time.process_time() - cpu)
        times = {name: [] for name in fns}
        for i in range(budget.warmup + budget.samples * 4):
            for name, fn in fns.items():
                start = time.perf_counter()
                _done(fn())
                if i >= budget.warmup:
                    times[name].append(time.perf_counter() - start)
        results[row] = {name: (*firsts[name], statistics.median(times[name]))
                        for name in fns}
    return results


def format_table(title, results):
    """A markdown table: one line per (row, variant)."""
    lines = [f"| {title} | variant | first call (s) | first call CPU (s) | step (ms) |",
             "|---|---|---:|---:|---:|"]
    for row, variants in results.items():
        for name, (first, cpu, median) in variants.items():
            lines.append(f"| {row} | {name} | {first:.2f} | {cpu:.2f} | {median * 1e3:.3f} |")
    return "\n".join(lines)
