"""minicell's benchmark suite: GRAPH_MODE vs PYNATIVE_MODE vs plain JAX (eager and jax.jit), and
optionally PyTorch eager and MindSpore, each in its own interpreter.

Run it with ``python -m benchmarks`` (``--quick`` for a short run, ``--device gpu`` for a GPU,
``--torch-python PATH`` / ``--mindspore-python PATH`` for the other frameworks' columns);
modules: ``harness`` (timing), ``data`` (sizes and input batches, numpy only), ``workloads`` (the
table), ``workloads_jax`` / ``workloads_ms`` / ``workloads_torch`` (the same computations in
plain JAX, in MindSpore's API run on minicell or MindSpore, and in PyTorch), ``child`` (one
(framework, workload, mode) measured in another interpreter), ``external`` (runs the children),
``floor`` (XLA flop counts and the peak matmul rate), ``runner`` (runs the table, failures become
results), ``report`` (table, JSON, markdown, PNG).
"""
