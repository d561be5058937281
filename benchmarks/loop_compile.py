"""``python -m benchmarks.loop_compile [--quick] [--steps 25 50 100]``: compiling an unrolled RNN.

The usual MindSpore RNN loop, a cell per time step and its outputs collected
(``for i in range(T): h = self.cell(x[:, i], h); outs.append(self.fc(h))`` then
``ops.stack(outs, 1)``), compiles as one ``scan`` in GRAPH_MODE (``compiler/for_scan.py`` with
``compiler/loop_lists.py``) instead of ``T`` unrolled copies of the body. Rows: a GRUCell(16, 32)
+ Dense(32, 8) network at batch 4, its training step (value_and_grad + SGD) for each ``--steps``
length, compiled with the loop scanned and unrolled (``for_scan.MIN_TRIP`` raised past the trip
count while the step is traced), in one process, their steps interleaved.

Prints the first call (trace + compile + one run: wall and process CPU seconds) and the median
steady step in ms.
"""
import argparse
import sys

import numpy as np

import minicell as ms
from minicell import nn, ops
from minicell.compiler import for_scan

from . import scan_variants, workloads_ms as wms
from .harness import Budget


class _Rnn(nn.Cell):
    def __init__(self, steps):
        super().__init__()
        self.steps = steps
        self.cell = nn.GRUCell(16, 32)
        self.fc = nn.Dense(32, 8)

    def construct(self, x):
        h = ops.zeros((x.shape[0], 32), ms.float32)
        outs = []
        for i in range(self.steps):
            h = self.cell(x[:, i], h)
            outs.append(self.fc(h))
        return ops.stack(outs, 1)


def _train(steps):
    rng = np.random.default_rng(0)
    x = ms.Tensor(rng.standard_normal((4, steps, 16)).astype(np.float32))
    y = ms.Tensor(rng.standard_normal((4, steps, 8)).astype(np.float32))
    ms.set_seed(0)
    loss = lambda out, label: (out - label).square().mean()   # (own line: GRAPH_MODE reads it)
    step = wms._train_step(_Rnn(steps), loss, graph=True)
    return lambda: step(x, y)


def run(budget, lengths):
    """``{row: {variant: (first_call_s, first_call_cpu_s, median_s)}}`` per sequence length."""
    ms.set_context(mode=ms.GRAPH_MODE)
    saved = for_scan.MIN_TRIP
    return scan_variants.compare(budget, {
        f"{steps} steps": {
            name: scan_variants.traced_with(_train(steps), for_scan, "MIN_TRIP",
                                            saved if scan else 10 ** 9)
            for name, scan in (("loop scanned", True), ("loop unrolled", False))}
        for steps in lengths})


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m benchmarks.loop_compile",
                                description=__doc__.split("\n")[0])
    p.add_argument("--quick", action="store_true", help="fewer, shorter samples")
    p.add_argument("--steps", type=int, nargs="+", default=[25, 50, 100],
                   help="sequence lengths (default 25 50 100)")
    args = p.parse_args(argv)
    budget = Budget.quick() if args.quick else Budget.full()
    print(scan_variants.format_table("GRUCell training step", run(budget, args.steps)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
