"""The FLOP floor of a workload: XLA's count of its floating-point operations divided by the
machine's peak matmul rate, measured here.

``floor_s = xla_flops(the jax.jit step) / peak_matmul_flops()``: the time one step would take if
every operation ran at the speed of a large float32 matmul on this machine. No real step gets
there (elementwise work, memory traffic and small shapes all run below peak); the issue's target
is GRAPH_MODE within 1.5x of the floor on the matmul-heavy workloads.

>>> import jax, jax.numpy as jnp
>>> xla_flops(jax.jit(lambda a, b: a @ b), jnp.ones((4, 8)), jnp.ones((8, 2)))
128.0
"""
import os
import time

PEAK_SIZES = (512, 1024, 2048)


def xla_flops(jitted, *args):
    """XLA's cost analysis of ``jitted`` (a ``jax.jit`` function) on ``args``: the flop count
    of one call (matmuls and convolutions count 2 per multiply-add)."""
    cost = jitted.lower(*args).cost_analysis()
    if isinstance(cost, (list, tuple)):       # older jax: one dict per computation
        cost = cost[0] if cost else None
    if not cost or "flops" not in cost:
        return None
    return float(cost["flops"])


def peak_matmul_flops(sizes=PEAK_SIZES, repeats=5, min_s=0.05):
    """The best float32 matmul rate (flop/s) over square matmuls of ``sizes``: for each size the
    fastest of ``repeats`` timed batches of calls, each batch lasting at least ``min_s``.

    A batch's rate is the larger of its wall-clock rate and its CPU-time rate times the cores:
    on a machine other jobs share, the wall clock counts the time the matmul waited for a core,
    and the peak is meant to be the machine's, not the load's (on an idle machine the two
    agree)."""
    import jax
    import jax.numpy as jnp
    mm = jax.jit(lambda a, b: a @ b)
    cores = os.cpu_count() or 1
    best = 0.0
    for n in sizes:
        a = jnp.ones((n, n), jnp.float32) / n
        mm(a, a).block_until_ready()
        calls = 1
        for _ in range(repeats):
            while True:
                t0, c0 = time.perf_counter(), time.process_time()
                for _ in range(calls):
                    out = mm(a, a)
                out.block_until_ready()
                dt, cpu = time.perf_counter() - t0, time.process_time() - c0
                if dt >= min_s:
                    break
                calls *= 2
            flops = 2.0 * n ** 3 * calls
            best = max(best, flops / dt, flops / max(cpu, 1e-9) * cores if cpu > 0 else 0.0)
    return best
