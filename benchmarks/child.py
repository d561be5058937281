"""One (framework, workload, mode) measured in its own process: the PyTorch and MindSpore columns.

Run by ``benchmarks.external`` with the interpreter the user named (``--torch-python``,
``--mindspore-python``), from the repository root:

    PATH -m benchmarks.child --framework torch --workload mlp_train --mode eager \\
        --sizes full --budget '{"warmup": 3, "samples": 15, ...}'

It imports only numpy, the framework and the suite's framework-free modules (``data``,
``harness``), measures the step with the same ``harness.Timer`` as the main suite, and prints
one line ``RESULT <json>`` (a ``Measurement.as_dict()``) on stdout. For MindSpore it runs the very
code of ``workloads_ms`` (MindSpore's API, written against ``import minicell as ms``) with the
module name ``minicell`` bound to MindSpore.
"""
import argparse
import json
import sys

from . import data, harness

MARK = "RESULT "
FRAMEWORKS = {"torch": ("eager",), "mindspore": ("graph", "pynative")}


def parse_args(argv):
    p = argparse.ArgumentParser(prog="python -m benchmarks.child")
    p.add_argument("--framework", choices=sorted(FRAMEWORKS), required=True)
    p.add_argument("--workload", required=True)
    p.add_argument("--mode", required=True)
    p.add_argument("--sizes", choices=sorted(data.SIZES), default="full")
    p.add_argument("--budget", default="{}", help="harness.Budget fields as JSON")
    p.add_argument("--threads", type=int, help="PyTorch's intra-op threads (default: its own)")
    p.add_argument("--device", choices=("cpu", "gpu"), default="cpu",
                   help="where the framework runs the step (PyTorch: cuda; MindSpore: GPU)")
    # the module run as MindSpore (tests run the MindSpore path on minicell itself)
    p.add_argument("--ms-module", default="mindspore", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.mode not in FRAMEWORKS[args.framework]:
        p.error(f"--mode for {args.framework}: one of {FRAMEWORKS[args.framework]}")
    return args


def _torch_step(args, cfg):
    import torch
    from . import workloads_torch

    device = "cuda" if args.device == "gpu" else "cpu"

    def sync(out):
        if device == "cuda":
            torch.cuda.synchronize()        # CUDA ops return before they finish
        while isinstance(out, (tuple, list)):
            out = out[0]
        return str(out.dtype).replace("torch.", "")
    torch.manual_seed(0)
    if args.threads:
        torch.set_num_threads(args.threads)
    return getattr(workloads_torch, f"build_{args.workload}")(cfg, device), sync


def _mindspore_step(args, cfg):
    import importlib
    ms = importlib.import_module(args.ms_module)
    sys.modules["minicell"] = ms        # workloads_ms's ``import minicell as ms`` gets MindSpore
    ms.set_context(mode=ms.GRAPH_MODE if args.mode == "graph" else ms.PYNATIVE_MODE)
    if args.ms_module == "mindspore":
        ms.set_device("GPU" if args.device == "gpu" else "CPU")
    from . import workloads_ms

    def sync(out):
        while isinstance(out, (tuple, list)):
            out = out[0]
        return str(out.asnumpy().dtype)     # waits for the step (MindSpore may run async)
    return getattr(workloads_ms, f"build_{args.workload}")(cfg, graph=args.mode == "graph"), sync


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    cfg = data.SIZES[args.sizes]
    budget = harness.Budget(**json.loads(args.budget))
    build = _torch_step if args.framework == "torch" else _mindspore_step
    step, sync = build(args, cfg)
    m = harness.measure_interleaved({"step": harness.Timer(step, budget, sync=sync)}, budget)
    print(MARK + json.dumps(m["step"].as_dict()), flush=True)


if __name__ == "__main__":
    main()
