"""``python -m benchmarks.dataset_pipeline [--quick]``: training throughput fed by a
``minicell.dataset`` pipeline against the same loop fed from batches already on the device.

The loop is a small GRAPH_MODE MLP training step (``TrainOneStepCell`` over
``WithLossCell``), one epoch of ``--steps`` batches per sample. The variants:

- ``device``: the batches are Tensors made before timing (the upper bound: no input work);
- ``pipeline``: ``NumpySlicesDataset(...).shuffle().map(scale).batch(...)`` read by
  ``DevicePrefetcher`` (the background thread ``Model.train`` uses: it pulls batches from the
  pipeline and moves them to the device while the step runs);
- ``pipeline_inline``: the same pipeline read in the training thread, no prefetch thread (what
  the overlap buys).

Each sample times a whole epoch and ends with the loss synchronised; the report is the median
steps/s over ``--repeats`` samples after one warm-up epoch, and the ratio to ``device``.
"""
import argparse
import statistics
import time

import numpy as np

import minicell as ms
from minicell import nn
import minicell.dataset as ds
from minicell.train.dataset_helper import DevicePrefetcher


def _net(features, hidden, classes):
    net = nn.SequentialCell([nn.Dense(features, hidden), nn.ReLU(), nn.Dense(hidden, hidden),
                             nn.ReLU(), nn.Dense(hidden, classes)])
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    return nn.TrainOneStepCell(nn.WithLossCell(net, loss), nn.SGD(net.trainable_params(), 0.01))


def _scale(x):
    return x * np.float32(1 / 255)


def _batches(pipeline, variant, device_batches):
    """One epoch of batches (tuples of Tensors) for ``variant``."""
    if variant == "device":
        return iter(device_batches)
    rows = pipeline.create_tuple_iterator(num_epochs=1, output_numpy=True)
    if variant == "pipeline":
        return DevicePrefetcher(rows)
    return (tuple(ms.Tensor(c) for c in row) for row in rows)


def _epoch(step, batches):
    loss = None
    for x, y in batches:
        loss = step(x, y)
    loss.asnumpy()               # wait for the last step


def run(steps=50, batch=128, features=256, hidden=512, repeats=7, seed=0):
    """{variant: median steps/s} for one configuration (in GRAPH_MODE; the mode is restored)."""
    mode = ms.get_context("mode")
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        return _measure(steps, batch, features, hidden, repeats, seed)
    finally:
        ms.set_context(mode=mode)


def _measure(steps, batch, features, hidden, repeats, seed):
    ds.config.set_seed(seed)
    rng = np.random.default_rng(seed)
    x = rng.integers(0, 256, size=(steps * batch, features)).astype(np.float32)
    y = rng.integers(0, 10, size=(steps * batch,)).astype(np.int32)
    pipeline = (ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True)
                .map(_scale, input_columns=["x"]).batch(batch, drop_remainder=True))
    device_batches = [(ms.Tensor(_scale(x[i:i + batch])), ms.Tensor(y[i:i + batch]))
                      for i in range(0, steps * batch, batch)]
    step = _net(features, hidden, 10)
    variants = ("device", "pipeline", "pipeline_inline")
    times = {v: [] for v in variants}
    for v in variants:                                  # warm-up: compile, start the threads
        _epoch(step, _batches(pipeline, v, device_batches))
    for _ in range(repeats):                            # interleaved: a noisy machine hits all
        for v in variants:
            t0 = time.perf_counter()
            _epoch(step, _batches(pipeline, v, device_batches))
            times[v].append(time.perf_counter() - t0)
    return {v: steps / statistics.median(t) for v, t in times.items()}


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m benchmarks.dataset_pipeline",
                                description=__doc__.split("\n")[0])
    p.add_argument("--quick", action="store_true", help="fewer steps and repeats")
    p.add_argument("--batch", type=int, default=128)
    p.add_argument("--hidden", type=int, default=512)
    p.add_argument("--workers", type=int, default=None,
                   help="ds.config.set_num_parallel_workers (default: 8, or fewer cores)")
    args = p.parse_args(argv)
    if args.workers:
        ds.config.set_num_parallel_workers(args.workers)
    steps, repeats = (10, 3) if args.quick else (50, 7)
    rates = run(steps=steps, batch=args.batch, hidden=args.hidden, repeats=repeats)
    print(f"GRAPH_MODE MLP training, batch {args.batch}, hidden {args.hidden}, {steps} steps "
          f"per epoch, median of {repeats} epochs, "
          f"{ds.config.get_num_parallel_workers()} pipeline threads")
    print(f"{'variant':18s} {'steps/s':>9s} {'vs device':>10s}")
    for v, r in rates.items():
        print(f"{v:18s} {r:9.1f} {r / rates['device']:10.2f}")
    return rates


if __name__ == "__main__":
    main()
