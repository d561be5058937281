"""``python -m benchmarks.index_checks [--quick] [--tiny]``: the cost of GRAPH_MODE index checks.

Each workload runs compiled (GRAPH_MODE, ``ms.jit``) twice: with the index checks
``runtime/checks.py`` puts in a graph (the default) and without them
(``set_index_checks(False)``). A check of an index the call receives as an input (labels,
token ids) runs on the host before the step (``compiler/checks.py: place_checks``) and
costs a few microseconds; a check of a computed index costs a compare and a reduction over the
index tensor inside the step, and the call then waits for the step to finish to read the
verdict, so steps no longer overlap with the Python that launches the next one. The samples of
the two variants alternate (``harness.measure_interleaved``) so their ratio survives a noisy
machine.

Workloads, from the most check-bound to the least:

- ``gather_fwd``: a forward of eight small gathers/index reads (tensor indexing, ``gather``,
  ``gather_elements``, ``gather_nd``, an embedding lookup), some of computed indices (checked
  in the graph): the checks are a large share of it;
- ``embedding_train``: a training step of an embedding bag classifier (64 x 32 token ids into a
  2000 x 64 table, a Dense head, sparse softmax cross entropy, SGD): two checked tensors;
- ``mlp_train``: the main suite's MLP training step (784-256-256-10): only its labels are
  checked (``SoftmaxCrossEntropyWithLogits(sparse=True)``).

Prints a table: median step time of each variant and the ratio checked / unchecked.
"""
import contextlib
import json
import pathlib
import sys

import numpy as np

import minicell as ms
from minicell import nn, ops
from minicell.runtime.checks import index_checks_enabled, set_index_checks

from . import workloads as wl
from . import workloads_ms as wms
from .harness import Budget, Timer, measure_interleaved, side_parser


class GatherNet(nn.Cell):
    def __init__(self, vocab, dim):
        super().__init__()
        self.table = ms.Parameter(ms.Tensor(np.ones((vocab, dim), np.float32)), name="table")

    def construct(self, x, ids, rows, cols, pairs):
        a = x[rows] + ops.gather(x, cols, 1).T                      # (n, n)
        b = ops.gather_elements(x, 1, pairs) + ops.gather_nd(x, ops.stack([rows, cols], -1))[:, None]
        e = ops.gather(self.table, ids, 0).sum(1)                   # (batch,)
        return a.sum() + b.sum() + e.sum() + x[rows[0]].sum() + x[:, cols[1]].sum()


class EmbeddingBag(nn.Cell):
    def __init__(self, vocab, dim, classes):
        super().__init__()
        self.embedding = nn.Embedding(vocab, dim)
        self.head = nn.Dense(dim, classes)

    def construct(self, ids):
        return self.head(self.embedding(ids).mean(1))


def build_gather_fwd(tiny):
    n, vocab, batch = (4, 16, 2) if tiny else (64, 2000, 64)
    rng = np.random.default_rng(0)
    net = GatherNet(vocab, 8)
    x = ms.Tensor(rng.standard_normal((n, n)).astype(np.float32))
    ids = ms.Tensor(rng.integers(0, vocab, (batch, 8)).astype(np.int32))
    rows = ms.Tensor(rng.integers(0, n, (n,)).astype(np.int32))
    cols = ms.Tensor(rng.integers(0, n, (n,)).astype(np.int32))
    pairs = ms.Tensor(rng.integers(0, n, (n, n)).astype(np.int32))
    return lambda: net(x, ids, rows, cols, pairs)


def build_embedding_train(tiny):
    vocab, dim, classes, batch, seq = (16, 4, 3, 2, 3) if tiny else (2000, 64, 10, 64, 32)
    rng = np.random.default_rng(0)
    ids = ms.Tensor(rng.integers(0, vocab, (batch, seq)).astype(np.int32))
    labels = ms.Tensor(rng.integers(0, classes, (batch,)).astype(np.int32))
    step = wms._train_step(EmbeddingBag(vocab, dim, classes), wms._xent_loss(), graph=True)
    return lambda: step(ids, labels)


def build_mlp_train(tiny):
    return wms.build_mlp_train(wl.TINY if tiny else wl.FULL, graph=True)


WORKLOADS = {"gather_fwd": build_gather_fwd, "embedding_train": build_embedding_train,
             "mlp_train": build_mlp_train}


@contextlib.contextmanager
def _graph_mode(checks):
    """GRAPH_MODE with index checks on or off for whatever compiles inside (the first call)."""
    mode, before = ms.get_context("mode"), index_checks_enabled()
    ms.set_context(mode=ms.GRAPH_MODE)
    set_index_checks(checks)
    try:
        yield
    finally:
        set_index_checks(before)
        ms.set_context(mode=mode)


def run(budget, tiny=False, only=None):
    """``{workload: {"checked_s", "unchecked_s", "ratio"}}`` (median seconds per step)."""
    results = {}
    for name, build in WORKLOADS.items():
        if only and name not in only:
            continue
        timers = {}
        for checks in (True, False):
            with _graph_mode(checks):
                step = build(tiny)
            timers[checks] = Timer(step, budget, lambda c=checks: _graph_mode(c))
        m = measure_interleaved(timers, budget)
        on, off = m[True].median_s, m[False].median_s
        results[name] = {"checked_s": on, "unchecked_s": off, "ratio": on / off}
    return results


def format_table(results):
    lines = ["| workload | checks on (us/step) | checks off (us/step) | on / off |",
             "|---|---:|---:|---:|"]
    for name, r in results.items():
        lines.append(f"| {name} | {r['checked_s'] * 1e6:.1f} | {r['unchecked_s'] * 1e6:.1f} | "
                     f"{r['ratio']:.2f} |")
    return "\n".join(lines)


def main(argv=None):
    p = side_parser("index_checks", __doc__, WORKLOADS)
    p.add_argument("--json", type=pathlib.Path, help="also write the results as JSON here")
    args = p.parse_args(argv)
    results = run(Budget.of(args), tiny=args.tiny, only=args.only)
    print(format_table(results))
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
