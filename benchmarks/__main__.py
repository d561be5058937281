"""``python -m benchmarks [--quick] [--device cpu|gpu]``: GRAPH_MODE vs PYNATIVE_MODE vs plain JAX.

Writes ``results-<device>.json``, ``report-<device>.md`` and ``ratios-<device>.png`` under
``benchmarks/results/`` (or ``--out``) and prints the table.

    python -m benchmarks --quick                  # ~1-2 minutes on a laptop CPU
    python -m benchmarks --only mlp_train --variants pynative jax_eager
    python -m benchmarks --torch-python /path/to/venv/bin/python   # adds PyTorch eager
    python -m benchmarks --mindspore-python /path/to/bin/python    # adds MindSpore's modes

First calls (trace + compile + one run) are measured in a fresh process per (workload, variant),
as a user's script meets them (``benchmarks/first_call.py``); step times in this process.
"""
import argparse
import os
import pathlib
import sys

DEFAULT_OUT = pathlib.Path(__file__).resolve().parent / "results"


def parse_args(argv):
    p = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__.split("\n")[0])
    p.add_argument("--quick", action="store_true", help="fewer, shorter samples (smoke run)")
    p.add_argument("--device", choices=("cpu", "gpu"), default="cpu",
                   help="JAX backend to run on (default cpu); gpu fails if JAX sees none")
    p.add_argument("--only", nargs="+", metavar="WORKLOAD", help="run only these workloads")
    p.add_argument("--variants", nargs="+", metavar="VARIANT", help="run only these variants")
    p.add_argument("--out", type=pathlib.Path, default=DEFAULT_OUT, help="output directory")
    p.add_argument("--tiny", action="store_true",
                   help="tiny shapes and one-step samples: checks the suite runs, times nothing")
    p.add_argument("--no-chart", action="store_true", help="skip the PNG chart")
    p.add_argument("--torch-python", metavar="PATH",
                   help="an interpreter with PyTorch: adds the torch_eager column (run there)")
    p.add_argument("--mindspore-python", metavar="PATH",
                   help="an interpreter with MindSpore: adds ms_graph and ms_pynative (run there)")
    p.add_argument("--torch-threads", type=int, metavar="N",
                   help="PyTorch's intra-op threads (default: PyTorch's own, one per core; its "
                        "OpenMP threads stall badly on a machine other jobs share)")
    p.add_argument("--no-floor", action="store_true",
                   help="skip measuring the peak matmul rate (no FLOP floor column)")
    p.add_argument("--no-import-time", action="store_true",
                   help="skip timing `import jax` / `import minicell` in fresh processes")
    p.add_argument("--first-call", choices=("fresh", "in-process"),
                   help="where first calls are measured: each (workload, variant) in a fresh "
                        "process, as a script meets it (default), or in the suite's process "
                        "after the variants before it (default with --tiny)")
    p.add_argument("--first-call-repeats", type=int, metavar="N",
                   help="fresh-process first calls per variant, taken in turns, the median "
                        "kept (default 3; with --quick 1, and only for graph and jax_jit)")
    p.add_argument("-v", "--verbose", action="store_true", help="print tracebacks of failures")
    return p.parse_args(argv)


def select_device(device):
    """Pick JAX's backend before anything touches it; exit with a clear message if impossible."""
    if device == "cpu":
        if "jax" not in sys.modules:
            os.environ["JAX_PLATFORMS"] = "cpu"
        import jax
        jax.config.update("jax_default_device", jax.devices("cpu")[0])
        return
    import jax
    try:
        gpus = jax.devices("gpu")
    except RuntimeError as err:
        sys.exit(f"--device gpu: JAX sees no GPU backend ({err}). Install a CUDA build of "
                 f"jaxlib (pip install -U 'jax[cuda12]') or run with --device cpu.")
    jax.config.update("jax_default_device", gpus[0])


def measure_machine(args, budget):
    """The peak matmul rate (FLOP floor) and import times, unless switched off; the import
    times are taken first, while nothing else of the suite runs."""
    from . import external, floor
    import_s = {} if args.no_import_time else external.own_import_times(1 if args.tiny else 7)
    peak = None
    if not args.no_floor:
        peak = (floor.peak_matmul_flops((128,), 1, 0.0) if args.tiny else
                floor.peak_matmul_flops(repeats=2 if args.quick else 5))
    return peak, import_s


def external_runner(args, budget):
    """The PyTorch/MindSpore columns the user asked for (``--torch-python`` ...), or None."""
    interpreters = {"torch": args.torch_python, "mindspore": args.mindspore_python}
    if not any(interpreters.values()):
        return None
    from . import external
    device = ("--device", args.device)         # the other frameworks run where minicell does
    extra = {"torch": device + (("--threads", str(args.torch_threads)) if args.torch_threads
                                else ()), "mindspore": device}
    return external.Runner(interpreters, "tiny" if args.tiny else "full", budget, args.variants,
                           extra)


def first_call_runner(args):
    """``runner.run``'s ``first_calls``: fresh-process first calls, or None (in-process)."""
    where = args.first_call or ("in-process" if args.tiny else "fresh")
    if where == "in-process":
        return None
    from . import first_call
    sizes = "tiny" if args.tiny else "full"
    repeats = max(1, args.first_call_repeats or (1 if args.quick else 3))

    def measure(key, variants):
        if args.quick:      # the pair a target compares; the others keep in-process figures
            variants = [v for v in variants if v in first_call.RATIO_PAIR]
        return first_call.measure(key, variants, repeats, sizes, args.device)
    return measure


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    select_device(args.device)
    from . import harness, report, runner, workloads
    try:
        # Imported once up front so that no variant is billed for it. It leaves JAX's
        # configuration alone (x64 is entered only around minicell's own work, runtime/x64.py),
        # so the plain JAX variants run under JAX's defaults.
        import minicell  # noqa: F401
    except Exception as err:  # noqa: BLE001  the minicell variants will report it
        print(f"warning: import minicell failed: {err}", file=sys.stderr)

    sizes = workloads.TINY if args.tiny else workloads.FULL
    budget = (harness.Budget.tiny() if args.tiny else
              harness.Budget.quick() if args.quick else harness.Budget.full())
    try:
        chosen = [workloads.get(k) for k in args.only] if args.only else list(workloads.WORKLOADS)
    except KeyError as err:
        sys.exit(str(err))
    peak, import_s = measure_machine(args, budget)
    results = runner.run(chosen, sizes, budget, variants=args.variants, quick=args.quick,
                         verbose=args.verbose, external=external_runner(args, budget),
                         peak_flops=peak, import_s=import_s,
                         first_calls=first_call_runner(args))
    results["meta"]["torch_threads"] = args.torch_threads
    args.out.mkdir(parents=True, exist_ok=True)
    tag = args.device
    report.write_json(results, args.out / f"results-{tag}.json")
    chart_name = None
    if not args.no_chart:
        try:
            report.chart(results, args.out / f"ratios-{tag}.png")
            chart_name = f"ratios-{tag}.png"
        except ImportError:
            print("matplotlib is not installed (pip install -e '.[bench]'); no chart written",
                  file=sys.stderr)
    (args.out / f"report-{tag}.md").write_text(report.markdown(results, chart_name))
    print(report.terminal_table(results))
    print(f"\nwritten: {args.out}/results-{tag}.json, report-{tag}.md"
          + (f", {chart_name}" if chart_name else ""))
    return results


if __name__ == "__main__":
    main()
