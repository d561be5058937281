"""The benchmark suite's fresh-process first calls (``benchmarks/first_call.py``): the turns
the variants take, the medians kept, failures kept apart, and one real child process."""
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks import first_call, report  # noqa: E402


def _fake_runs(times):
    """A ``run`` that hands out ``times[variant]`` one after the other, and logs the order."""
    order, left = [], {v: list(t) for v, t in times.items()}

    def run(key, variant, sizes, device):
        order.append(variant)
        t = left[variant].pop(0)
        if t is None:
            return {"error": "failed: exit 1: boom"}
        return {"first_call_s": 2 * t, "first_call_cpu_s": t}
    return run, order


def test_variants_take_turns_and_the_median_is_kept():
    run, order = _fake_runs({"graph": [0.5, 0.2, 0.3], "jax_jit": [0.1, 0.9, 0.2]})
    res = first_call.measure("mlp_train", ["graph", "jax_jit"], 3, run=run)
    assert order == ["graph", "jax_jit"] * 3
    assert res["graph"] == {"first_call_s": 0.6, "first_call_cpu_s": 0.3,
                            "first_call_cpu_samples_s": [0.5, 0.2, 0.3]}
    assert res["jax_jit"]["first_call_cpu_s"] == 0.2 and res["jax_jit"]["first_call_s"] == 0.4


def test_only_the_compile_ratio_pair_is_repeated():
    run, order = _fake_runs({"pynative": [0.7], "graph": [0.5, 0.2, 0.3],
                             "jax_jit": [0.1, 0.9, 0.2]})
    res = first_call.measure("mlp_train", ["pynative", "graph", "jax_jit"], 3, run=run)
    assert order == ["pynative", "graph", "jax_jit", "graph", "jax_jit", "graph", "jax_jit"]
    assert res["pynative"]["first_call_cpu_samples_s"] == [0.7]


def test_a_failed_variant_is_not_retried_and_the_others_go_on():
    run, order = _fake_runs({"graph": [None], "jax_jit": [0.1, 0.2]})
    res = first_call.measure("op_chain", ["graph", "jax_jit"], 2, run=run)
    assert order == ["graph", "jax_jit", "jax_jit"]
    assert res["graph"] == {"error": "failed: exit 1: boom"}
    assert res["jax_jit"]["first_call_cpu_samples_s"] == [0.1, 0.2]


def test_apply_replaces_the_in_process_first_call_and_keeps_it_aside():
    measured = {"graph": {"first_call_s": 0.3, "first_call_cpu_s": 0.4, "median_s": 1e-3},
                "jax_jit": {"first_call_s": 0.2, "first_call_cpu_s": 0.2, "median_s": 1e-3},
                "pynative": {"error": "failed: X: y"}}
    fresh = {"graph": {"first_call_s": 0.5, "first_call_cpu_s": 0.6,
                       "first_call_cpu_samples_s": [0.6]},
             "jax_jit": {"error": "failed: timed out after 900 s"},
             "pynative": {"first_call_s": 1.0, "first_call_cpu_s": 1.0}}
    first_call.apply(measured, fresh)
    g = measured["graph"]
    assert (g["first_call_s"], g["first_call_cpu_s"], g["first_call_in_process_s"]) == \
        (0.5, 0.6, 0.3)
    assert g["first_call_process"] == "fresh" and g["median_s"] == 1e-3
    j = measured["jax_jit"]       # its fresh run failed: the in-process figures stay, marked
    assert j["first_call_s"] == 0.2 and j["first_call_fresh_error"].startswith("failed: timed")
    assert "first_call_process" not in j
    assert measured["pynative"] == {"error": "failed: X: y"}    # a failed variant stays failed
    note = report._first_call_note({"workloads": [{"variants": measured}]})
    assert note.startswith("The first calls of graph were measured in a fresh process")
    assert "those of jax_jit in the suite's process" in note
    del measured["jax_jit"]
    note = report._first_call_note({"workloads": [{"variants": measured}]})
    assert note.startswith("Each first call was measured in a fresh process")


def test_the_cli_measures_every_variant_fresh_and_only_the_pair_with_quick(monkeypatch):
    from benchmarks.__main__ import first_call_runner, parse_args
    seen = []
    monkeypatch.setattr(first_call, "measure",
                        lambda key, variants, repeats, sizes, device: seen.append(
                            (key, variants, repeats, sizes)) or {})
    ran = ["pynative", "graph", "jax_eager", "jax_jit"]
    first_call_runner(parse_args([]))("mlp_train", ran)
    first_call_runner(parse_args(["--quick"]))("mlp_train", ran)
    assert seen == [("mlp_train", ran, 3, "full"), ("mlp_train", ["graph", "jax_jit"], 1, "full")]
    assert first_call_runner(parse_args(["--tiny"])) is None               # in-process
    assert first_call_runner(parse_args(["--first-call", "in-process"])) is None


def test_the_report_says_where_each_first_call_was_taken():
    res = {"workloads": [{"variants": {"graph": {"first_call_s": 0.1},
                                       "pynative": {"first_call_s": 0.2}}}]}
    assert report._first_call_note(res).startswith("First calls were measured in the suite's")
    res["workloads"][0]["variants"]["graph"]["first_call_process"] = "fresh"   # --quick
    note = report._first_call_note(res)
    assert note.startswith("The first calls of graph were measured in a fresh process")
    assert "those of pynative in the suite's process" in note


def test_a_bad_workload_or_variant_is_a_failure_not_a_crash():
    res = first_call.run_once("no_such_workload", "graph", "tiny", timeout=120)
    assert res["error"].startswith("failed: exit 1: ") and "no_such_workload" in res["error"]


def test_one_real_first_call_in_a_fresh_process():
    res = first_call.run_once("mlp_forward", "graph", "tiny", timeout=300)
    assert set(res) == {"first_call_s", "first_call_cpu_s"}, res
    assert res["first_call_s"] > 0 and res["first_call_cpu_s"] > 0
