"""``python -m benchmarks.layer_compile [--quick]``: compiling a stack of ``@lazy_inline`` layers.

A ``for layer in self.layers`` over alike Cells whose class carries MindSpore's ``@lazy_inline``
compiles as one ``scan`` over the stacked Parameters (``compiler/layer_scan.py``) instead of one
unrolled copy per layer. Rows: a stack of ``--layers`` ``@lazy_inline`` subclasses of
``nn.TransformerEncoderLayer`` (``--d-model``, 4 heads, feed-forward 2 x d_model, sequence 16,
batch 8), eval forward
and a training step (value_and_grad + SGD, dropout 0.1), each compiled afresh with the layers
scanned and unrolled (``layer_scan.CELL_MIN_TRIP`` raised past the layer count while the step is
traced). Both variants of a row are compiled in one process and their steps interleaved.

Prints the first call (trace + compile + one run: wall and process CPU seconds) and the median
steady step in ms.
"""
import argparse
import statistics
import sys
import time

import numpy as np

import minicell as ms
from minicell import nn
from minicell.compiler import layer_scan

from . import workloads_ms as wms
from .harness import Budget


class _Layer(nn.TransformerEncoderLayer):
    @ms.lazy_inline
    def __init__(self, d_model, dropout):
        super().__init__(d_model, 4, 2 * d_model, dropout=dropout)


class _Encoder(nn.Cell):
    def __init__(self, layers, d_model, dropout):
        super().__init__()
        self.layers = nn.CellList([_Layer(d_model, dropout) for _ in range(layers)])

    def construct(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


def _encoder(layers, d_model, dropout):
    ms.set_seed(0)
    return _Encoder(layers, d_model, dropout)


def _input(d_model):
    x = np.random.default_rng(0).standard_normal((8, 16, d_model)).astype(np.float32)
    return ms.Tensor(x)


def _eval(layers, d_model):
    net, x = _encoder(layers, d_model, 0.0), _input(d_model)
    net.set_train(False)
    return lambda: net(x)


def _train(layers, d_model):
    x = _input(d_model)
    step = wms._train_step(_encoder(layers, d_model, 0.1), lambda out, _: out.square().mean(),
                           graph=True)
    return lambda: step(x, x)


def _traced_with(fn, scan):
    """``fn`` whose first call (the trace) scans alike layers or unrolls them."""
    first = [True]

    def call():
        if not first[0]:
            return fn()
        first[0] = False
        saved = layer_scan.CELL_MIN_TRIP
        layer_scan.CELL_MIN_TRIP = saved if scan else 10 ** 9
        try:
            return fn()
        finally:
            layer_scan.CELL_MIN_TRIP = saved
    return call


def _done(out):
    out = out[0] if isinstance(out, tuple) else out
    out.asnumpy()


def run(budget, layers, d_model):
    """``{row: {variant: (first_call_s, first_call_cpu_s, median_s)}}``: both variants of a row
    compiled in this process, then their steps interleaved (a shared machine's load drifts)."""
    ms.set_context(mode=ms.GRAPH_MODE)
    results = {}
    for row, build in (("eval forward", _eval), ("training step", _train)):
        fns, firsts = {}, {}
        for name, scan in (("layers scanned", True), ("layers unrolled", False)):
            fns[name] = _traced_with(build(layers, d_model), scan)
            wall, cpu = time.perf_counter(), time.process_time()
            _done(fns[name]())
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


def format_table(results, layers, d_model):
    lines = [f"| {layers} layers, d_model {d_model} | variant | first call (s) | "
             "first call CPU (s) | step (ms) |", "|---|---|---:|---:|---:|"]
    for row, variants in results.items():
        for name, (first, cpu, median) in variants.items():
            lines.append(f"| {row} | {name} | {first:.2f} | {cpu:.2f} | {median * 1e3:.3f} |")
    return "\n".join(lines)


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m benchmarks.layer_compile",
                                description=__doc__.split("\n")[0])
    p.add_argument("--quick", action="store_true", help="fewer, shorter samples")
    p.add_argument("--layers", type=int, default=12, help="encoder layers (default 12)")
    p.add_argument("--d-model", type=int, default=128, help="layer width (default 128)")
    args = p.parse_args(argv)
    budget = Budget.quick() if args.quick else Budget.full()
    print(format_table(run(budget, args.layers, args.d_model), args.layers, args.d_model))
    return 0


if __name__ == "__main__":
    sys.exit(main())
