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
import sys

import numpy as np

import minicell as ms
from minicell import nn
from minicell.compiler import layer_scan

from . import scan_variants, workloads_ms as wms
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
    loss = lambda out, _: out.square().mean()     # (own line: GRAPH_MODE reads its source)
    step = wms._train_step(_encoder(layers, d_model, 0.1), loss, graph=True)
    return lambda: step(x, x)


def run(budget, layers, d_model):
    """``{row: {variant: (first_call_s, first_call_cpu_s, median_s)}}``: both variants of a row
    compiled in this process, then their steps interleaved (``scan_variants.compare``)."""
    ms.set_context(mode=ms.GRAPH_MODE)
    saved = layer_scan.CELL_MIN_TRIP
    return scan_variants.compare(budget, {
        row: {name: scan_variants.traced_with(build(layers, d_model), layer_scan,
                                              "CELL_MIN_TRIP", saved if scan else 10 ** 9)
              for name, scan in (("layers scanned", True), ("layers unrolled", False))}
        for row, build in (("eval forward", _eval), ("training step", _train))})


def format_table(results, layers, d_model):
    return scan_variants.format_table(f"{layers} layers, d_model {d_model}", results)


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
