"""minicell's benchmark suite: GRAPH_MODE vs PYNATIVE_MODE vs plain JAX (eager and jax.jit).

Run it with ``python -m benchmarks`` (``--quick`` for a short run, ``--device gpu`` for a GPU);
modules: ``harness`` (timing), ``workloads`` (the table and sizes), ``workloads_jax`` /
``workloads_ms`` (the same six computations in plain JAX and in MindSpore style on minicell),
``runner`` (runs the table, failures become results), ``report`` (table, JSON, markdown, PNG).
"""
