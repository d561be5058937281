"""The benchmark suite's PyTorch / MindSpore columns, FLOP floor and import times.

No timing assertions and no dependency on PyTorch or MindSpore: the column runner is checked
failing cleanly (no interpreter, an interpreter without the framework), and its MindSpore path
end to end on minicell itself (``benchmarks.child --ms-module minicell``: the MindSpore-API
workload code runs unchanged on either).
"""
import json
import pathlib
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks import child, external, harness, report, runner, workloads  # noqa: E402
from benchmarks.__main__ import external_runner, parse_args  # noqa: E402

TINY_BUDGET = harness.Budget.tiny()


def test_flags_name_the_interpreters():
    args = parse_args(["--torch-python", "/opt/t/bin/python", "--mindspore-python", "ms-py",
                       "--no-floor", "--only", "mlp_train"])
    assert (args.torch_python, args.mindspore_python) == ("/opt/t/bin/python", "ms-py")
    assert args.no_floor and not args.no_import_time
    plain = parse_args([])
    assert plain.torch_python is None and plain.mindspore_python is None


def test_other_frameworks_run_on_the_suites_device(tmp_path):
    # --device gpu puts the PyTorch step on cuda and MindSpore on GPU, beside the threads flag
    missing = str(tmp_path / "no-such-python")
    args = parse_args(["--device", "gpu", "--torch-python", missing, "--mindspore-python",
                       missing, "--torch-threads", "2"])
    run = external_runner(args, TINY_BUDGET)
    assert run.extra == {"torch": ("--device", "gpu", "--threads", "2"),
                         "mindspore": ("--device", "gpu")}
    assert external_runner(parse_args(["--torch-python", missing]), TINY_BUDGET).extra == {
        "torch": ("--device", "cpu"), "mindspore": ("--device", "cpu")}
    assert child.parse_args(["--framework", "torch", "--workload", "op_chain", "--mode", "eager",
                             "--device", "gpu"]).device == "gpu"


def test_child_rejects_a_mode_its_framework_lacks(capsys):
    with pytest.raises(SystemExit):
        child.parse_args(["--framework", "torch", "--workload", "op_chain", "--mode", "graph"])
    assert "--mode for torch" in capsys.readouterr().err


def test_columns_follow_the_interpreters_and_variant_filter():
    cols = external.columns_for({"torch": "tp", "mindspore": None})
    assert [(c.variant, p) for c, p in cols.items()] == [("torch_eager", "tp")]
    cols = external.columns_for({"torch": "tp", "mindspore": "mp"}, variants=["ms_graph"])
    assert [c.variant for c in cols] == ["ms_graph"]


def test_missing_interpreter_fails_each_cell_with_its_reason(tmp_path):
    missing = str(tmp_path / "no-such-python")
    run = external.Runner({"torch": missing}, "tiny", TINY_BUDGET)
    assert run.measure("mlp_forward") == {
        "torch_eager": {"error": f"failed: no interpreter at {missing}"}}
    col = external.COLUMNS[0]
    res = external.run_child(missing, col, "op_chain", "tiny", TINY_BUDGET)
    assert res == {"error": f"failed: no interpreter at {missing}"}


def test_interpreter_without_the_framework_is_reported_not_raised():
    # this interpreter has no PyTorch: the runner finds out once and says so in every cell
    pytest.importorskip("jax")
    if external.import_time(sys.executable, "torch", repeats=1) is not None:
        pytest.skip("this interpreter has PyTorch")
    run = external.Runner({"torch": sys.executable}, "tiny", TINY_BUDGET)
    assert run.measure("op_chain")["torch_eager"] == {
        "error": f"failed: {sys.executable} cannot import torch"}
    # a child started anyway fails with the child's own last error line
    res = external.run_child(sys.executable, external.COLUMNS[0], "op_chain", "tiny",
                             TINY_BUDGET)
    assert res["error"].startswith("failed: exit 1: ModuleNotFoundError") and "torch" in res["error"]


@pytest.mark.parametrize("mode", ["graph", pytest.param("pynative", marks=pytest.mark.slow)])
def test_mindspore_column_runs_the_workload_code_in_a_child(mode):
    """The MindSpore path of the child, on minicell (same API): a measurement comes back."""
    col = {"graph": external.COLUMNS[1], "pynative": external.COLUMNS[2]}[mode]
    res = external.run_child(sys.executable, col, "mlp_forward", "tiny", TINY_BUDGET,
                             extra=("--ms-module", "minicell"))
    assert "error" not in res, res
    assert res["process"] == "separate" and res["out_dtype"] == "float32"
    assert res["median_s"] > 0 and res["first_call_s"] > 0


class _FakeExternal:
    columns = {external.COLUMNS[0]: "tp"}
    import_s = {"torch": 1.5}

    def measure(self, key):
        return {"torch_eager": {"median_s": 0.5, "first_call_s": 0.1, "samples_s": [0.5, 0.5],
                                "process": "separate"}}


def _fake_workload():
    def jitted(sizes):
        def step():
            return 1.0
        step.xla_flops = lambda: 4e6
        return step
    return workloads.Workload("fake", "fake", {"graph": lambda s: (lambda: 2.0),
                                                "jax_jit": jitted})


def test_results_schema_has_columns_floor_and_import_times(tmp_path):
    res = runner.run([_fake_workload()], workloads.TINY, TINY_BUDGET, progress=False,
                     external=_FakeExternal(), peak_flops=2e9,
                     import_s={"jax": 0.4, "minicell": 0.6})
    meta = res["meta"]
    assert meta["peak_flops"] == 2e9
    assert meta["import_s"] == {"jax": 0.4, "minicell": 0.6, "torch": 1.5}
    entry = res["workloads"][0]
    assert list(entry["variants"]) == ["graph", "jax_jit", "torch_eager"]
    assert entry["flops"] == 4e6 and entry["floor_s"] == pytest.approx(2e-3)
    graph = entry["variants"]["graph"]["median_s"]
    assert entry["ratios"]["graph/floor"] == pytest.approx(graph / 2e-3)
    assert entry["ratios"]["graph/torch"] == pytest.approx(graph / 0.5)   # ratio of medians
    report.write_json(res, tmp_path / "r.json")
    back = json.loads((tmp_path / "r.json").read_text())
    assert back["workloads"][0]["floor_s"] == pytest.approx(2e-3)
    text = report.terminal_table(res)
    assert "torch_eager" in text and "graph/floor" in text and "minicell adds 200.00 ms" in text
    md = report.markdown(res)
    assert "| (import) | import minicell - jax | 0.200 s | <= 0.3 s | yes |" in md
    assert "2.0 GFLOP/s" in md


def test_separate_process_ratios_use_medians_not_rounds():
    a = {"median_s": 2.0, "samples_s": [1.0, 2.0, 3.0]}
    b = {"median_s": 1.0, "samples_s": [3.0, 1.0, 0.5], "process": "separate"}
    assert report._ratio(a, b, "median_s") == 2.0
    b.pop("process")     # interleaved: the median of the per-round ratios (1/3, 2, 6)
    b["samples_s"] = [3.0, 4.0, 0.5]
    assert report._ratio(a, b, "median_s") == pytest.approx(0.5)


def test_extra_columns_appear_only_when_measured():
    res = {"meta": {}, "workloads": [{"key": "w", "variants": {"graph": {"median_s": 1.0}},
                                      "ratios": {}}]}
    head, _ = report._rows(res)
    assert head == ["workload", "pynative", "graph", "jax_eager", "jax_jit", "floor"]


def test_import_time_cache_directory_is_removed_when_the_process_ends(tmp_path):
    # the byte-code cache of the import timings is a temporary directory: one benchmark run must
    # not leave one behind in /tmp (they accumulated, one per run)
    import subprocess
    code = ("import sys; from benchmarks import external; "
            "assert external.import_time(sys.executable, 'json', repeats=1) is not None; "
            "print(external._PYCACHE[0])")
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, check=True)
    made = pathlib.Path(proc.stdout.strip().splitlines()[-1])
    assert made.name.startswith("bench-pycache-") and not made.exists()
