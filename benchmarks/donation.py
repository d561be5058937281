"""``python -m benchmarks.donation [--quick] [--tiny]``: in-place Parameter updates in a step.

A GRAPH_MODE training step donates the old buffers of the Parameters it writes, so XLA can
write each update in place. XLA's default copy insertion on CPU cannot prove that the backward
pass's reads of a weight (the input gradient ``dY @ W``) come before the weight's update, so it
copies the weight on entry and writes the update through a second buffer: a memcpy of nearly
every weight in every step. minicell compiles a donating program with XLA's region-based copy
analysis (``runtime/xla_options.py: DONATING_GRAPH``), which drops those copies. This times
each workload compiled both ways, samples alternating (``harness.measure_interleaved``), and
counts the copies in each compiled program.

Workloads, from the most weight-bound to the least:

- ``wide_mlp_train``: eight tanh Dense layers of 1024 x 1024 at batch 8, Momentum (a step
  that reads its 32 MB of weights a few times and computes little: small-batch fine-tuning);
- ``mlp_train``: the main suite's MLP training step (784-256-256-10, batch 32, SGD).

Prints a table: median step time with the analysis and without it, their ratio, and the copy
instructions in each compiled program.
"""
import contextlib
import re
import sys

import numpy as np

import minicell as ms
from minicell import nn, ops
from minicell.runtime import xla_options

from . import data
from . import workloads_ms as wms
from .harness import Budget, Timer, measure_interleaved, side_parser


class WideMlp(nn.Cell):
    def __init__(self, width, depth):
        super().__init__()
        self.layers = nn.CellList([nn.Dense(width, width) for _ in range(depth)])

    def construct(self, x):
        for layer in self.layers:
            x = ops.tanh(layer(x))
        return x.mean()


def build_wide_mlp_train(tiny):
    width, depth, batch = (16, 3, 2) if tiny else (1024, 8, 8)
    net = WideMlp(width, depth)
    x = np.random.default_rng(0).standard_normal((batch, width)).astype(np.float32)
    return nn.TrainOneStepCell(net, nn.Momentum(net.trainable_params(), 1e-3, 0.9)), (x,)


def build_mlp_train(tiny):
    cfg = data.TINY if tiny else data.FULL
    net = nn.WithLossCell(wms.MLP(cfg.mlp_dims), wms._xent_loss())
    return nn.TrainOneStepCell(net, nn.SGD(net.trainable_params(), wms.LR)), data.mlp_batch(cfg)


WORKLOADS = {"wide_mlp_train": build_wide_mlp_train, "mlp_train": build_mlp_train}


@contextlib.contextmanager
def _copy_analysis(on):
    """GRAPH_MODE, whatever compiles inside (the first call) given the analysis or not."""
    mode, decided = ms.get_context("mode"), list(xla_options._donating)
    ms.set_context(mode=ms.GRAPH_MODE)
    xla_options._donating[:] = [dict(xla_options.DONATING_GRAPH) if on else {}]
    try:
        yield
    finally:
        xla_options._donating[:] = decided
        ms.set_context(mode=mode)


def compiled_copies(step, inputs):
    """The copy instructions in the ENTRY computation of ``step``'s one compiled program."""
    (entry,) = set(step._compiled["__cache__"].by_aval.values())
    args = [p.data_array() for p in entry.params] + [t.data_array() for t in inputs]
    text = entry.fn.lower(*args).compile().as_text()
    return len(re.findall(r"= \S+ copy\(", text[text.index("\nENTRY"):]))


def run(budget, tiny=False, only=None):
    """``{workload: {"on_s", "off_s", "ratio", "copies_on", "copies_off"}}`` (median seconds
    per step; ratio = on / off)."""
    results = {}
    for name, build in WORKLOADS.items():
        if only and name not in only:
            continue
        timers, steps = {}, {}
        for on in (True, False):
            with _copy_analysis(on):
                step, arrays = build(tiny)
            inputs = [ms.Tensor(a) for a in arrays]
            steps[on] = step, inputs
            timers[on] = Timer(lambda s=step, i=inputs: s(*i), budget,
                               lambda o=on: _copy_analysis(o))
        m = measure_interleaved(timers, budget)
        results[name] = {"on_s": m[True].median_s, "off_s": m[False].median_s,
                         "ratio": m[True].median_s / m[False].median_s,
                         "copies_on": compiled_copies(*steps[True]),
                         "copies_off": compiled_copies(*steps[False])}
    return results


def format_table(results):
    lines = ["| workload | analysis on (ms/step) | off (ms/step) | on / off | copies on | "
             "copies off |", "|---|---:|---:|---:|---:|---:|"]
    for name, r in results.items():
        lines.append(f"| {name} | {r['on_s'] * 1e3:.3f} | {r['off_s'] * 1e3:.3f} | "
                     f"{r['ratio']:.2f} | {r['copies_on']} | {r['copies_off']} |")
    return "\n".join(lines)


def main(argv=None):
    args = side_parser("donation", __doc__, WORKLOADS).parse_args(argv)
    print(format_table(run(Budget.of(args), tiny=args.tiny, only=args.only)))
    return 0

if __name__ == "__main__":
    sys.exit(main())
