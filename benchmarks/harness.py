"""Timing: first-call (compile) time, warm-up, then the median over many timed samples.

A *step* is one call of a workload variant (one forward, one training step, one 200-op chain).
``measure`` times the very first call on its own (that is where tracing and XLA compilation
happen), warms up, picks how many steps one sample holds so a sample lasts at least
``min_sample_s`` (microsecond steps would otherwise drown in timer noise), and reports the
median per-step time over the samples. Outputs are synchronised (``block_until_ready``) at the
end of each sample, not after each step: JAX dispatches asynchronously, and a training loop
does not wait between steps either. ``measure_interleaved`` does the same for all variants of a
workload at once, alternating their samples so that the ratios between them survive a shared,
noisy machine. Waiting for results is JAX's by default (``jax_sync``); the PyTorch and MindSpore
columns, measured in interpreters without JAX, pass their own ``sync`` (JAX is imported only when
its sync runs).

>>> from benchmarks.harness import measure, Budget
>>> m = measure(lambda: sum(range(100)), Budget.tiny())
>>> m.median_s > 0 and m.first_call_s > 0
True
"""
import contextlib
import dataclasses
import statistics
import time


@dataclasses.dataclass(frozen=True)
class Budget:
    """How long to measure one variant: warm-up steps, samples, and the length of a sample."""

    warmup: int = 3
    samples: int = 15
    min_sample_s: float = 0.02
    max_variant_s: float = 4.0   # per variant: stop sampling (after 3 rounds) once spent

    @classmethod
    def full(cls):
        return cls()

    @classmethod
    def quick(cls):
        return cls(warmup=2, samples=5, min_sample_s=0.01, max_variant_s=1.0)

    @classmethod
    def tiny(cls):
        """For the smoke test: one step per sample, no timing quality at all."""
        return cls(warmup=1, samples=2, min_sample_s=0.0, max_variant_s=0.2)

    @classmethod
    def of(cls, args):
        """The budget a side benchmark's ``--tiny`` / ``--quick`` flags ask for."""
        return cls.tiny() if args.tiny else cls.quick() if args.quick else cls.full()


def side_parser(name, doc, workloads):
    """The command line of ``python -m benchmarks.<name>``, a side benchmark of ``workloads``:
    ``--quick``, ``--tiny`` and ``--only`` (read the budget with ``Budget.of(args)``)."""
    import argparse
    p = argparse.ArgumentParser(prog=f"python -m benchmarks.{name}",
                                description=doc.split("\n")[0])
    p.add_argument("--quick", action="store_true", help="fewer, shorter samples")
    p.add_argument("--tiny", action="store_true", help="tiny shapes, one-step samples (smoke)")
    p.add_argument("--only", nargs="+", choices=sorted(workloads), help="run only these")
    return p


@dataclasses.dataclass
class Measurement:
    """Result of ``measure``: times in seconds per step."""

    first_call_s: float
    median_s: float
    min_s: float
    samples: list
    steps_per_sample: int
    out_dtype: str = "?"
    first_call_cpu_s: float = None    # the first call's process CPU time (all threads)

    @property
    def spread(self):
        """Interquartile-ish spread relative to the median (noise indicator for the report)."""
        if len(self.samples) < 2 or self.median_s == 0:
            return 0.0
        return (max(self.samples) - min(self.samples)) / self.median_s

    def as_dict(self):
        return {"first_call_s": self.first_call_s, "median_s": self.median_s, "min_s": self.min_s,
                "samples_s": [float(f"{x:.4g}") for x in self.samples],
                "steps_per_sample": self.steps_per_sample,
                "spread": round(self.spread, 4), "out_dtype": self.out_dtype,
                "first_call_cpu_s": self.first_call_cpu_s}


def block(out):
    """Wait until every array in ``out`` (nested tuples/lists/dicts, Tensors, jax arrays) is ready."""
    import jax
    if isinstance(out, (tuple, list)):
        for o in out:
            block(o)
    elif isinstance(out, dict):
        for o in out.values():
            block(o)
    elif isinstance(out, jax.Array):
        out.block_until_ready()
    else:
        data = getattr(out, "data_array", None)   # a minicell Tensor
        if data is not None:
            arr = data()
            if isinstance(arr, jax.Array):
                arr.block_until_ready()
    return out


def sync_all():
    """Wait for every computation still in flight, not only the step's output.

    A training step's output is its loss, but the Parameter updates it launched may still be
    running when the loss is ready; without this, that work would be billed to the next sample,
    which with interleaving belongs to another variant (seen: PYNATIVE's leftover SGD updates
    made GRAPH_MODE's LeNet step look 1.3x slower than when measured alone).
    """
    import jax
    for arr in jax.live_arrays():
        arr.block_until_ready()


def first_leaf_dtype(out):
    """dtype name of the first array in a step's output (the suite checks it is float32)."""
    while isinstance(out, (tuple, list)) and out:
        out = out[0]
    data = getattr(out, "data_array", None)
    arr = data() if data is not None else out
    return str(getattr(arr, "dtype", type(arr).__name__))


def jax_sync(out):
    """The default ``Timer`` sync: wait for ``out`` and everything else in flight; returns the
    output's dtype name."""
    block(out)
    sync_all()
    return first_leaf_dtype(out)


class Timer:
    """Measures one step callable in phases, so ``measure_interleaved`` can alternate variants.

    ``context`` (a no-argument context-manager factory) is entered around every phase: the
    minicell variants use it to switch between PYNATIVE_MODE and GRAPH_MODE. ``sync(out)`` waits
    until the step's work is done and returns the output's dtype name (timed: it ends a sample).
    """

    def __init__(self, step, budget, context=contextlib.nullcontext, clock=time.perf_counter,
                 sync=jax_sync):
        self.step, self.budget, self.context, self.clock = step, budget, context, clock
        self.sync, self.dtype = sync, "?"
        self.first_s, self.first_cpu_s, self.n, self.samples = None, None, 1, []

    def _run(self, n):
        step, out = self.step, None
        with self.context():
            t0 = self.clock()
            for _ in range(n):
                out = step()
            self.dtype = self.sync(out)
            dt = self.clock() - t0
        return dt

    def first_call(self):
        """The first call's wall time, and its process CPU time (tracing, lowering and XLA's
        compile threads; what other jobs on a shared machine do to the wall time stays out)."""
        cpu = time.process_time()
        self.first_s = self._run(1)
        self.first_cpu_s = time.process_time() - cpu

    def warm_up(self):
        if self.budget.warmup:
            self._run(self.budget.warmup)

    def calibrate(self):
        """How many steps make one sample at least ``min_sample_s`` long; the last try counts
        as the first sample."""
        n = 1
        while True:
            dt = self._run(n)
            if dt >= self.budget.min_sample_s or n >= 1 << 16:
                break
            n = max(n * 2, int(n * self.budget.min_sample_s / max(dt, 1e-9) * 1.2))
        self.n = n
        self.samples = [dt / n]

    def sample(self):
        self.samples.append(self._run(self.n) / self.n)

    def result(self):
        return Measurement(self.first_s, statistics.median(self.samples), min(self.samples),
                           list(self.samples), self.n, self.dtype, self.first_cpu_s)


def measure_interleaved(timers, budget, on_error=None, clock=time.perf_counter):
    """Measure several variants of one workload with their samples taken round-robin.

    The machine this runs on is shared and its speed drifts; alternating the samples of the
    variants that a ratio compares exposes them to the same drift, so the ratios stay stable
    even when the absolute times move. ``timers``: ``{name: Timer}``; a timer whose phase raises
    is dropped after ``on_error(name, err)``. Returns ``{name: Measurement}`` for the survivors.
    """
    live = dict(timers)

    def phase(fn_name):
        for name, t in list(live.items()):
            try:
                getattr(t, fn_name)()
            except Exception as err:  # noqa: BLE001  reported by the caller, others go on
                del live[name]
                if on_error is None:
                    raise
                on_error(name, err)

    for p in ("first_call", "warm_up", "calibrate"):
        phase(p)
    start = clock()
    limit = budget.max_variant_s * max(len(live), 1)
    rounds = 1
    while rounds < budget.samples:
        if rounds >= 3 and clock() - start > limit:
            break
        phase("sample")
        rounds += 1
    return {name: t.result() for name, t in live.items()}


def measure(step, budget, clock=time.perf_counter):
    """Time ``step`` (a no-argument callable) under ``budget``; returns a ``Measurement``.

    >>> m = measure(lambda: None, Budget.tiny())
    >>> m.steps_per_sample >= 1
    True
    """
    return measure_interleaved({"step": Timer(step, budget, clock=clock)}, budget,
                               clock=clock)["step"]
