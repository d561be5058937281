"""First calls measured the way a user's script meets them: each in a fresh process.

A variant's first call (trace, passes, lowering, XLA's compile, one run) depends on what the
process did before it. In the suite's own process every variant of a workload is built and called
in turn, so the plain ``jax.jit`` variant, called after GRAPH_MODE and PYNATIVE_MODE ran the same
computation, finds JAX's trace caches (``jax.nn``/``jnp`` helpers), XLA's and the allocator's
state warm: measured in session 49, ``mlp_train``'s ``jax.jit`` first call took 245-280 ms after
GRAPH_MODE's and 280-295 ms before it, and GRAPH_MODE's 320-340 ms after and 410-430 ms before.
The suite's order put that difference into the ``compile graph/jit`` ratio.

Here each (workload, variant) is a new interpreter: ``import minicell`` (untimed, as in the suite:
import time is its own row), build the step, time one call until its output is ready (wall and
process CPU time). The variants of a workload take turns, ``repeats`` rounds, and the median of
each is kept, so that a shared machine's changing load reaches them alike.

    python -m benchmarks.first_call --workload mlp_train --variant graph   # one measurement

prints ``RESULT {"first_call_s": ..., "first_call_cpu_s": ...}``.
"""
import argparse
import json
import statistics
import subprocess
import sys
import time

from .child import MARK
from .external import ROOT, TIMEOUT_S, _env as _plain_env, run_marked

_COMPILED = []      # whether the repository's byte-code was written in this run


def parse_args(argv):
    p = argparse.ArgumentParser(prog="python -m benchmarks.first_call")
    p.add_argument("--workload", required=True)
    p.add_argument("--variant", required=True)
    p.add_argument("--sizes", choices=("full", "tiny"), default="full")
    p.add_argument("--device", choices=("cpu", "gpu"), default="cpu")
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    from .__main__ import select_device
    select_device(args.device)
    from . import harness, workloads
    builder = workloads.get(args.workload).builders[args.variant]
    sizes = workloads.TINY if args.sizes == "tiny" else workloads.FULL
    import minicell  # noqa: F401  (untimed, as in the suite)
    warm_up_xla()
    with workloads.execution_mode(args.variant):
        step = builder(sizes)
        cpu, wall = time.process_time(), time.perf_counter()
        harness.jax_sync(step())
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(MARK + json.dumps({"first_call_s": wall, "first_call_cpu_s": cpu}), flush=True)


def _env():
    """The child's environment: byte-code caches read and written beside the sources, as in a
    user's interpreter (``PYTHONDONTWRITEBYTECODE``, set on some machines, would make every
    import that a first call triggers compile its module from source inside the timing)."""
    env = _plain_env()
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def compile_sources():
    """Write the byte-code of the repository's packages once, before the first measurement (a
    read-only tree only costs the children their compiles, as it would cost a user)."""
    if not _COMPILED:
        subprocess.run([sys.executable, "-m", "compileall", "-q", "minicell", "compiler",
                        "runtime", "benchmarks"], cwd=ROOT, env=_env(), capture_output=True,
                       check=False)
        _COMPILED.append(True)


def warm_up_xla():
    """Compile and run one tiny program, untimed: the process's first XLA compile pays once for
    the MLIR context, the dialects' imports and the backend's set-up (~35 ms here, session 49).
    Which variant would pay it depends on what its build happens to run (the plain JAX builds
    make their zeros with a compiled op, GRAPH_MODE's build compiles nothing), so no variant
    is billed for it."""
    import jax
    import jax.numpy as jnp
    jax.jit(lambda x: x + 1)(jnp.zeros((), jnp.float32)).block_until_ready()


def run_once(key, variant, sizes_name="full", device="cpu", timeout=TIMEOUT_S):
    """One fresh-process first call of ``variant`` of workload ``key``: ``{"first_call_s",
    "first_call_cpu_s"}``, or ``{"error": "failed: ..."}``."""
    compile_sources()
    cmd = [sys.executable, "-m", "benchmarks.first_call", "--workload", key,
           "--variant", variant, "--sizes", sizes_name, "--device", device]
    return run_marked(cmd, _env(), timeout)


RATIO_PAIR = ("graph", "jax_jit")     # the first calls a target compares (compile graph/jit)


def measure(key, variants, repeats, sizes_name="full", device="cpu", run=run_once):
    """``{variant: figures}`` for each of ``variants`` of workload ``key``: the medians of
    ``repeats`` fresh-process first calls taken in turns (``first_call_s``, ``first_call_cpu_s``)
    and the CPU samples (``first_call_cpu_samples_s``); ``{"error": ...}`` for a variant whose
    process failed (it is not retried). Only the two variants of ``compile graph/jit``
    (``RATIO_PAIR``) are repeated; the others, reported but compared with no target, run once
    (the whole suite's fresh first calls then take ~4 minutes on the 2-core machine, not ~10)."""
    samples = {v: [] for v in variants}
    failed = {}
    for r in range(repeats):
        for v in variants:
            if v in failed or (r and v not in RATIO_PAIR):
                continue
            res = run(key, v, sizes_name, device)
            if "error" in res:
                failed[v] = res
            else:
                samples[v].append(res)
    out = dict(failed)
    for v, got in samples.items():
        if v in failed:
            continue
        cpu = [r["first_call_cpu_s"] for r in got]
        out[v] = {"first_call_s": statistics.median(r["first_call_s"] for r in got),
                  "first_call_cpu_s": statistics.median(cpu),
                  "first_call_cpu_samples_s": [float(f"{x:.4g}") for x in cpu]}
    return out


def apply(measured, fresh):
    """Put the fresh-process first calls of ``fresh`` into the suite's ``measured`` results
    (the in-process figure stays as ``first_call_in_process_s``); a variant whose fresh
    measurement failed keeps its in-process figures and says why in
    ``first_call_fresh_error``."""
    for v, res in fresh.items():
        entry = measured.get(v)
        if entry is None or "error" in entry:
            continue
        if "error" in res:
            entry["first_call_fresh_error"] = res["error"]
            continue
        entry["first_call_in_process_s"] = entry.get("first_call_s")
        entry.update(res)
        entry["first_call_process"] = "fresh"


if __name__ == "__main__":
    main()
