"""Smoke test of the benchmark suite: ``python -m benchmarks --quick`` on tiny shapes.

No timing assertions: the suite must run end to end, report every variant either with figures
or as ``failed: <reason>``, and write its JSON, markdown and PNG outputs.
"""
import json
import os
import pathlib
import subprocess
import sys
import time

import numpy as np
import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks import harness, report, runner, workloads, workloads_jax  # noqa: E402
from benchmarks.__main__ import select_device  # noqa: E402

# The fast smoke run: the suite's own command on the three cheapest workloads. The first call of
# an eager conv/transformer step compiles dozens of per-op kernels (seconds each workload even at
# tiny sizes), so the whole table runs in the slow-marked test below.
SMOKE_WORKLOADS = ["op_chain", "mlp_forward", "mlp_train"]


def _run_cli(out, *extra):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "benchmarks", "--quick", "--tiny",
                           "--out", str(out), *extra],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def cli_run(tmp_path_factory):
    out = tmp_path_factory.mktemp("bench")
    return _run_cli(out, "--only", *SMOKE_WORKLOADS), out


def _check_results(res, keys):
    assert [e["key"] for e in res["workloads"]] == keys
    for entry in res["workloads"]:
        assert list(entry["variants"]) == list(workloads.get(entry["key"]).variants)
        for name, var in entry["variants"].items():
            if "error" in var:
                assert var["error"].startswith("failed: ") and name in workloads.MINICELL_VARIANTS
            else:
                assert var["median_s"] > 0 and var["first_call_s"] > 0
                assert var["out_dtype"] == "float32", (entry["key"], name)


def test_cli_runs_and_writes_every_output(cli_run):
    proc, out = cli_run
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "workload" in proc.stdout and "graph/jax_jit" in proc.stdout
    assert "[1/3] op_chain: measuring" in proc.stderr               # the progress display
    assert (out / "ratios-cpu.png").read_bytes()[:4] == b"\x89PNG"
    md = (out / "report-cpu.md").read_text()
    assert md.startswith("# minicell benchmark results") and "| workload |" in md


def test_every_variant_has_figures_or_a_failure_reason(cli_run):
    _, out = cli_run
    _check_results(json.loads((out / "results-cpu.json").read_text()), SMOKE_WORKLOADS)


@pytest.mark.slow
def test_whole_table_tiny(tmp_path):
    proc = _run_cli(tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    _check_results(json.loads((tmp_path / "results-cpu.json").read_text()),
                   [w.key for w in workloads.WORKLOADS])


@pytest.mark.parametrize("key", ["op_chain", "mlp_forward", "mlp_train"])
def test_plain_jax_eager_matches_jit(key):
    """The eager and jitted baselines are the same computation (first step's output)."""
    w = workloads.get(key)
    eager = w.builders["jax_eager"](workloads.TINY)()
    jitted = w.builders["jax_jit"](workloads.TINY)()
    assert eager.dtype == jitted.dtype == np.float32
    np.testing.assert_allclose(np.asarray(eager), np.asarray(jitted), rtol=2e-5, atol=1e-6)


@pytest.mark.parametrize("build", [
    workloads_jax.build_lenet_train,
    pytest.param(workloads_jax.build_resnet_train, marks=pytest.mark.slow)])  # two ~5 s compiles
def test_nhwc_baseline_computes_the_same_loss(build):
    nchw = build(workloads.TINY, jit=True)()
    nhwc = build(workloads.TINY, jit=True, nhwc=True)()
    np.testing.assert_allclose(float(nchw), float(nhwc), rtol=1e-4)


def test_failures_become_results_and_leaked_trace_state_is_cleared():
    from minicell.runtime import dispatch
    from minicell.runtime.tracer import EAGER

    def broken(sizes):
        raise RuntimeError("boom\nsecond line")

    def leaks_builder(sizes):
        dispatch.state.tracer = object()
        raise ValueError("trace crashed")

    w = workloads.Workload("fake", "fake", {"pynative": broken, "graph": leaks_builder,
                                            "jax_jit": lambda s: (lambda: 1.0)})
    res = runner.run([w], workloads.TINY, harness.Budget.tiny(), progress=False)
    v = res["workloads"][0]["variants"]
    assert v["pynative"] == {"error": "failed: RuntimeError: boom"}
    assert v["graph"]["error"].startswith("failed: ValueError: trace crashed")
    assert "dispatch.state.tracer" in v["graph"]["error"] and dispatch.state.tracer is EAGER
    assert v["jax_jit"]["median_s"] > 0
    text = report.terminal_table(res)
    assert "fake / pynative: failed: RuntimeError: boom" in text


def test_first_call_is_timed_apart_from_the_median():
    calls = []

    def step():
        calls.append(1)
        if len(calls) == 1:
            time.sleep(0.05)      # stands in for compilation

    m = harness.measure(step, harness.Budget(warmup=1, samples=4, min_sample_s=0.002))
    assert m.first_call_s >= 0.05 > 10 * m.median_s
    assert len(m.samples) == 4 and m.steps_per_sample >= 1
    assert len(calls) > 1 + 1 + 4 * m.steps_per_sample - 1


def test_ratios_and_targets_from_measurements():
    entry = {"key": "mlp_train", "variants": {
        "pynative": {"median_s": 2.0, "first_call_s": 1.0},
        "graph": {"median_s": 1.2, "first_call_s": 3.0},
        "jax_eager": {"median_s": 4.0, "first_call_s": 1.0},
        "jax_jit": {"median_s": 1.0, "first_call_s": 2.0},
        "jax_jit_per_op": {"error": "failed: X: y"}}}
    ratios = report.compute_ratios(entry)
    assert ratios == pytest.approx({"graph/eager": 0.6, "graph/jax_jit": 1.2,
                                    "eager/jax_eager": 0.5, "compile graph/jit": 1.5})
    checks = report.target_checks({"workloads": [entry]})
    assert {(k, ok) for _, k, _, _, ok in checks} == {
        ("graph/jax_jit", False), ("eager/jax_eager", False), ("compile graph/jit", False)}


def test_compile_ratio_prefers_cpu_time_of_the_first_calls():
    cpu = {"graph": {"first_call_s": 9.0, "first_call_cpu_s": 1.1},
           "jax_jit": {"first_call_s": 3.0, "first_call_cpu_s": 1.0}}
    assert report.compute_ratios({"variants": cpu})["compile graph/jit"] == pytest.approx(1.1)
    cpu["jax_jit"]["first_call_cpu_s"] = None          # e.g. an older results file
    assert report.compute_ratios({"variants": cpu})["compile graph/jit"] == pytest.approx(3.0)
    m = harness.measure(lambda: time.sleep(0.02), harness.Budget.tiny())
    assert 0 <= m.first_call_cpu_s < m.first_call_s     # sleeping takes no CPU


def test_device_gpu_selects_a_gpu_or_fails_clearly():
    import jax
    try:
        gpus = jax.devices("gpu")
    except RuntimeError:
        gpus = []
    if gpus:
        select_device("gpu")
        assert jax.config.jax_default_device == gpus[0]
        jax.config.update("jax_default_device", None)
    else:
        with pytest.raises(SystemExit, match="JAX sees no GPU backend"):
            select_device("gpu")


@pytest.mark.heavy          # four small compiles
def test_layer_compile_rows_run_both_ways():
    """``benchmarks/layer_compile.py``: every row has both variants, with positive figures."""
    from benchmarks import layer_compile
    results = layer_compile.run(harness.Budget.tiny(), layers=2, d_model=8)
    assert list(results) == ["eval forward", "training step"]
    for variants in results.values():
        assert list(variants) == ["layers scanned", "layers unrolled"]
        assert all(x > 0 for fig in variants.values() for x in fig)
    assert "| training step | layers unrolled |" in layer_compile.format_table(results, 2, 8)


def test_grouped_conv_rows_time_both_ways():
    """``benchmarks/grouped_conv.py``: every row times XLA's and minicell's convolution (plain
    and transposed), which compute the same output."""
    from benchmarks import grouped_conv
    results = grouped_conv.run(harness.Budget.tiny(), rows=grouped_conv.TINY_ROWS)
    assert len(results) == len(grouped_conv.TINY_ROWS)
    for r in results:
        assert set(r["ms"]) == {(n, p) for n in ("xla", "minicell") for p in ("out", "dx", "dw")}
        assert all(v > 0 for v in r["ms"].values())
        assert r["rel_diff"] < 1e-4
    table = grouped_conv.format_table(results)
    assert "| (2, 4, 6, 6) | 4 | 8 | 3 | 1 | conv |" in table
    assert "| (2, 32, 2, 2) | 1 | 32 | 3 | 2 | transposed, crop (1, 0) |" in table


@pytest.mark.heavy          # four small compiles
def test_donation_rows_count_the_copies_both_ways():
    """``benchmarks/donation.py``: each row times a training step compiled with and without the
    copy analysis; with it the wide MLP's program copies none of its weights."""
    from benchmarks import donation
    results = donation.run(harness.Budget.tiny(), tiny=True)
    assert list(results) == ["wide_mlp_train", "mlp_train"]
    wide = results["wide_mlp_train"]
    assert wide["copies_on"] == 0 < wide["copies_off"]
    assert all(r["on_s"] > 0 and r["off_s"] > 0 for r in results.values())
    assert "| wide_mlp_train |" in donation.format_table(results)


@pytest.mark.heavy          # four small compiles
def test_loop_compile_rows_run_both_ways():
    """``benchmarks/loop_compile.py``: a row per length with both variants, positive figures."""
    from benchmarks import loop_compile
    results = loop_compile.run(harness.Budget.tiny(), [9])
    assert list(results) == ["9 steps"]
    assert list(results["9 steps"]) == ["loop scanned", "loop unrolled"]
    assert all(x > 0 for fig in results["9 steps"].values() for x in fig)
