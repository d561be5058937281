"""Ratios, targets, and the four outputs: terminal table, JSON, markdown report, PNG chart.

The results object (``runner.run``'s return value, also the JSON file) is
``{"meta": {..., "peak_flops", "import_s": {module: s}}, "workloads": [{"key", "title",
"variants": {name: measurement-or-error}, "flops", "floor_s", "ratios": {...}}]}``; a variant
that failed holds ``{"error": "failed: <reason>"}``, one measured in another process (the
PyTorch and MindSpore columns) has ``"process": "separate"``.

>>> fmt_time(0.00123)
'1.23 ms'
"""
import json
import statistics

FLOOR = "floor"     # the denominator of ``graph/floor``: the workload's ``floor_s``

# (ratio key, numerator variant, denominator variant, field, what it compares)
RATIOS = (
    ("graph/eager", "graph", "pynative", "median_s", "GRAPH_MODE vs PYNATIVE_MODE step time"),
    ("graph/jax_jit", "graph", "jax_jit", "median_s", "GRAPH_MODE vs hand-written jax.jit"),
    ("graph/torch", "graph", "torch_eager", "median_s", "GRAPH_MODE vs PyTorch eager"),
    ("graph/floor", "graph", FLOOR, "median_s",
     "GRAPH_MODE vs the FLOP floor (XLA flops of the jax.jit step / peak matmul rate)"),
    ("pynative/torch", "pynative", "torch_eager", "median_s", "PYNATIVE_MODE vs PyTorch eager"),
    ("eager/jax_eager", "pynative", "jax_eager", "median_s",
     "PYNATIVE_MODE vs plain JAX eager"),
    ("eager/jit_per_op", "pynative", "jax_jit_per_op", "median_s",
     "PYNATIVE per-op vs one cached jax.jit call per op"),
    ("compile graph/jit", "graph", "jax_jit", "first_call_s",
     "GRAPH_MODE first call vs jax.jit first call (process CPU time where both have it)"),
    ("graph/ms_graph", "graph", "ms_graph", "median_s", "minicell vs MindSpore, GRAPH_MODE"),
    ("pynative/ms_pynative", "pynative", "ms_pynative", "median_s",
     "minicell vs MindSpore, PYNATIVE_MODE"),
    ("nhwc/nchw jit", "jax_jit_nhwc", "jax_jit", "median_s", "plain jax.jit NHWC vs NCHW"),
)

IMPORT_KEY = "import minicell - jax"    # seconds ``import minicell`` adds to ``import jax``
W2_W6 = ("mlp_forward", "mlp_train", "lenet_train", "transformer_fwd_bwd", "resnet_train")

# (ratio key, workloads it applies to (None: all that have it), upper limit) from the issues.
TARGETS = (
    ("graph/jax_jit", ("op_chain",), 1.2),
    ("graph/jax_jit", W2_W6, 1.05),
    ("compile graph/jit", None, 1.3),
    ("graph/torch", W2_W6, 1.0),
    ("graph/floor", ("mlp_forward", "mlp_train", "transformer_fwd_bwd", "resnet_train"), 1.5),
    ("pynative/torch", W2_W6, 2.0),
    ("eager/jit_per_op", ("op_chain",), 1.3),
    ("eager/jax_eager", ("mlp_train",), 0.3),
)
IMPORT_TARGET_S = 0.3

VARIANT_COLUMNS = ("pynative", "graph", "jax_eager", "jax_jit", "torch_eager", "ms_graph",
                   "ms_pynative")
ALWAYS_SHOWN = VARIANT_COLUMNS[:4]     # the others only when some workload has them


def fmt_time(s):
    if s is None:
        return "-"
    if s >= 1.0:
        return f"{s:.2f} s"
    if s >= 1e-3:
        return f"{s * 1e3:.2f} ms"
    if s >= 1e-6:
        return f"{s * 1e6:.1f} us"
    return f"{s * 1e9:.1f} ns"


def _ratio(a, b, field):
    """a/b for one field. First calls compare process CPU times when both have one. Step
    times use the median of the per-round ratios when both variants have the same rounds (their
    samples were interleaved, so round i of each saw the same machine load); that is far
    steadier on a shared machine than the ratio of the medians. A variant measured in another
    process (``"process": "separate"``) has no common rounds."""
    if field == "first_call_s" and a.get("first_call_cpu_s") and b.get("first_call_cpu_s"):
        # one sample each: by CPU time, which a shared machine's load does not inflate as it
        # does the wall time (2-5x here, differently for each variant)
        return a["first_call_cpu_s"] / b["first_call_cpu_s"]
    sa, sb = a.get("samples_s"), b.get("samples_s")
    interleaved = "process" not in a and "process" not in b
    if field == "median_s" and interleaved and sa and sb and len(sa) == len(sb):
        return statistics.median(x / y for x, y in zip(sa, sb))
    return a[field] / b[field]


def compute_ratios(entry):
    """Fill ``entry["ratios"]`` from its variants' measurements (skipping failed/missing ones)."""
    v = dict(entry["variants"])
    if entry.get("floor_s"):
        v[FLOOR] = {"median_s": entry["floor_s"], "process": "computed"}
    ratios = {}
    for key, num, den, field, _ in RATIOS:
        a, b = v.get(num, {}), v.get(den, {})
        if field in a and field in b and b[field] > 0:
            ratios[key] = _ratio(a, b, field)
    entry["ratios"] = ratios
    return ratios


def import_overhead(results):
    """Seconds ``import minicell`` takes beyond ``import jax`` (None if either is missing)."""
    imp = results.get("meta", {}).get("import_s") or {}
    if imp.get("minicell") is None or imp.get("jax") is None:
        return None
    return imp["minicell"] - imp["jax"]


def target_checks(results):
    """[(workload, ratio key, value, limit, met)] for every target that could be evaluated;
    the import target's row has workload ``"(import)"`` and a value in seconds."""
    out = []
    for entry in results["workloads"]:
        for key, only, limit in TARGETS:
            if only is not None and entry["key"] not in only:
                continue
            val = entry["ratios"].get(key)
            if val is not None:
                out.append((entry["key"], key, val, limit, val <= limit))
    extra = import_overhead(results)
    if extra is not None:
        out.append(("(import)", IMPORT_KEY, extra, IMPORT_TARGET_S, extra <= IMPORT_TARGET_S))
    return out


def _fmt_check(key, value):
    return f"{value:.3f} s" if key == IMPORT_KEY else f"{value:.2f}x"


def _fmt_limit(key, limit):
    return f"{limit} s" if key == IMPORT_KEY else f"{limit}x"


def _cell(variant):
    if variant is None:
        return "-"
    if "error" in variant:
        return "failed"
    return fmt_time(variant["median_s"])


def _columns(results):
    """The variant columns shown: the four main ones, and the others some workload has."""
    present = {name for e in results["workloads"] for name in e["variants"]}
    return [c for c in VARIANT_COLUMNS if c in ALWAYS_SHOWN or c in present]


def _rows(results):
    """Step times: one column per variant, then the FLOP floor."""
    cols = _columns(results)
    head = ["workload"] + cols + ["floor"]
    rows = [[e["key"]] + [_cell(e["variants"].get(c)) for c in cols] + [fmt_time(e.get("floor_s"))]
            for e in results["workloads"]]
    return head, rows


def _ratio_rows(results):
    """One column per ratio some workload has."""
    keys = [r[0] for r in RATIOS if any(r[0] in e["ratios"] for e in results["workloads"])]
    rows = [[e["key"]] + [f"{e['ratios'][k]:.2f}x" if k in e["ratios"] else "-" for k in keys]
            for e in results["workloads"]]
    return ["workload"] + keys, rows


def _first_call_rows(results):
    cols = _columns(results)
    head = ["workload (first call)"] + cols
    rows = []
    for e in results["workloads"]:
        v = e["variants"]
        rows.append([e["key"]] + [fmt_time(v[c]["first_call_s"]) if "first_call_s" in
                                  v.get(c, {}) else _cell(v.get(c)) for c in cols])
    return head, rows


def _first_call_note(results):
    fresh, other = set(), set()
    for e in results["workloads"]:
        for name, v in e["variants"].items():
            if "first_call_s" in v:
                (fresh if v.get("first_call_process") == "fresh" else other).add(name)
    in_process = ("a variant measured in the suite's process reuses what the variants and "
                  "workloads before it compiled (PYNATIVE_MODE's per-op kernels, JAX's traces of "
                  "its own helpers), so its figure depends on the order of the table. ")
    fresh_text = ("measured in a fresh process (the median of the runs in "
                  "`first_call_cpu_samples_s`), as a script meets it: `benchmarks/first_call.py`; ")
    if fresh and not other - fresh:
        where = "Each first call was " + fresh_text.replace("; ", ". ")
    elif fresh:
        where = (f"The first calls of {', '.join(sorted(fresh))} were " + fresh_text +
                 f"those of {', '.join(sorted(other - fresh))} in the suite's process: " +
                 in_process)
    else:
        where = "First calls were measured in the suite's process: " + in_process
    return (where + "GRAPH_MODE and jax.jit compile the whole step, PYNATIVE_MODE one kernel "
            "per (op, attributes, input shapes). The table shows wall time; `compile graph/jit` "
            "compares the two first calls' process CPU time (a shared machine's load inflates "
            "wall time, not CPU time).")


def _import_line(results):
    imp = results["meta"].get("import_s") or {}
    if not imp:
        return None
    parts = [f"{m} {fmt_time(t)}" for m, t in imp.items() if t is not None]
    extra = import_overhead(results)
    tail = f" (minicell adds {fmt_time(extra)} to jax)" if extra is not None else ""
    return "import time (CPU time in fresh processes, alternating, median): " + ", ".join(parts) + tail


def _floor_line(results):
    peak = results["meta"].get("peak_flops")
    if not peak:
        return None
    return (f"FLOP floor: XLA's flop count of the jax.jit step / peak matmul rate "
            f"{peak / 1e9:.1f} GFLOP/s (float32, measured by the suite: the best of wall-clock "
            f"and CPU-time x cores)")


def _failures(results):
    return [(e["key"], name, var["error"]) for e in results["workloads"]
            for name, var in e["variants"].items() if "error" in var]


def _dtype_warnings(results):
    return [(e["key"], name, var["out_dtype"]) for e in results["workloads"]
            for name, var in e["variants"].items()
            if var.get("out_dtype", "float32") != "float32"]


def _per_op_lines(results):
    lines = []
    for e in results["workloads"]:
        n = e.get("ops_per_step")
        if not n:
            continue
        parts = [f"{name} {fmt_time(var['median_s'] / n)}"
                 for name, var in e["variants"].items() if "median_s" in var]
        lines.append(f"per op ({e['key']}, {n} ops/step): " + ", ".join(parts))
    return lines


def _text_table(head, rows):
    widths = [max(len(str(x)) for x in col) for col in zip(head, *rows)]
    line = lambda r: "  ".join(str(x).ljust(w) for x, w in zip(r, widths))  # noqa: E731
    return "\n".join([line(head), line(["-" * w for w in widths])] + [line(r) for r in rows])


def terminal_table(results):
    """The end-of-run summary printed to the terminal."""
    parts = [_text_table(*_rows(results)), "", _text_table(*_ratio_rows(results)), "",
             _text_table(*_first_call_rows(results))]
    parts += [""] + _per_op_lines(results)
    parts += [x for x in (_floor_line(results), _import_line(results)) if x]
    checks = target_checks(results)
    if checks:
        parts.append("\ntargets:")
        parts += [f"  {'ok  ' if ok else 'MISS'} {w}: {k} = {_fmt_check(k, v)} "
                  f"(target <= {_fmt_limit(k, lim)})" for w, k, v, lim, ok in checks]
    for w, n, dt in _dtype_warnings(results):
        parts.append(f"warning: {w} / {n} computes in {dt}, not float32")
    fails = _failures(results)
    if fails:
        parts.append("\nfailed variants:")
        parts += [f"  {w} / {n}: {err}" for w, n, err in fails]
    return "\n".join(parts)


def _md_table(head, rows):
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    out += ["| " + " | ".join(str(x) for x in r) + " |" for r in rows]
    return "\n".join(out)


def markdown(results, chart_name=None):
    """The markdown report (docs/ can include it as is)."""
    m = results["meta"]
    out = ["# minicell benchmark results", "",
           f"Device: {m['device']} ({m['backend']}), JAX {m['jax']}, Python {m['python']}, "
           f"{m['cpus']} CPUs, {'quick' if m['quick'] else 'full'} run, sizes {m['sizes']}, "
           f"{m['date']}.", "",
           "Median time per step after warm-up; first-call time includes tracing and "
           "compilation. Ratios are taken within this one run.", "",
           "## Step time (median)", "", _md_table(*_rows(results)), "",
           "## Ratios", "", _md_table(*_ratio_rows(results)), "",
           "## First call (compile)", "", _md_table(*_first_call_rows(results)), "",
           _first_call_note(results), ""]
    per_op = _per_op_lines(results)
    if per_op:
        out += ["## Per-op dispatch", ""] + [f"- {x}" for x in per_op] + [""]
    out += [x + "\n" for x in (_floor_line(results), _import_line(results)) if x]
    checks = target_checks(results)
    if checks:
        out += ["## Targets", "", "| workload | ratio | value | target | met |", "|---|---|---|---|---|"]
        out += [f"| {w} | {k} | {_fmt_check(k, v)} | <= {_fmt_limit(k, lim)} | "
                f"{'yes' if ok else '**no**'} |" for w, k, v, lim, ok in checks]
        out.append("")
    for w, n, dt in _dtype_warnings(results):
        out += [f"Warning: {w} / {n} computes in {dt}, not float32.", ""]
    fails = _failures(results)
    if fails:
        out += ["## Failed variants", ""] + [f"- {w} / {n}: `{e}`" for w, n, e in fails] + [""]
    out += ["## Ratio definitions", ""] + [f"- `{k}`: {d}" for k, *_, d in RATIOS]
    out += [f"- `{IMPORT_KEY}`: seconds `import minicell` takes beyond `import jax`"]
    if chart_name:
        out += ["", f"![ratios]({chart_name})"]
    return "\n".join(out) + "\n"


def write_json(results, path):
    with open(path, "w") as f:
        json.dump(results, f, indent=2, sort_keys=False)


def chart(results, path):
    """PNG, log scale, one bar group per workload: graph/eager (left); minicell vs plain JAX
    (middle); minicell vs PyTorch eager and the FLOP floor (right), with the targets."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import matplotlib.ticker  # noqa: F401  (used through matplotlib.ticker below)

    entries = results["workloads"]
    names = [e["key"] for e in entries]
    fig, axes = plt.subplots(1, 3, figsize=(20, 6))
    ys = list(range(len(names)))

    def vals(key):
        return [e["ratios"].get(key, float("nan")) for e in entries]

    def panel(ax, pairs, title, lines):
        h = 0.8 / len(pairs)
        for i, (key, label, color) in enumerate(pairs):
            off = (i - (len(pairs) - 1) / 2) * h
            bars = ax.barh([y + off for y in ys], vals(key), height=h, label=label, color=color)
            ax.bar_label(bars, fmt="%.2fx", fontsize=6, padding=2)
        for x, color, style, label in lines:
            ax.axvline(x, color=color, ls=style, lw=1, label=label)
        ax.axvline(1.0, color="gray", lw=0.8)
        ax.set_title(title, fontsize=9)
        ax.legend(fontsize=7, loc="upper center", bbox_to_anchor=(0.5, -0.14), ncol=2)

    panel(axes[0], (("graph/eager", "GRAPH_MODE / PYNATIVE_MODE", "tab:blue"),),
          "GRAPH_MODE / PYNATIVE_MODE step time", ())
    panel(axes[1], (("graph/jax_jit", "GRAPH_MODE / jax.jit step", "tab:green"),
                    ("compile graph/jit", "GRAPH_MODE / jax.jit first call", "tab:olive"),
                    ("eager/jax_eager", "PYNATIVE / plain JAX eager", "tab:orange"),
                    ("eager/jit_per_op", "PYNATIVE per op / jitted op", "tab:red")),
          "minicell / plain JAX (lower is better)",
          ((1.05, "tab:green", "--", "step target 1.05x (1.2x op_chain)"),
           (1.3, "tab:olive", ":", "compile target 1.3x")))
    panel(axes[2], (("graph/torch", "GRAPH_MODE / PyTorch eager", "tab:purple"),
                    ("pynative/torch", "PYNATIVE / PyTorch eager", "tab:pink"),
                    ("graph/floor", "GRAPH_MODE / FLOP floor", "tab:brown")),
          "minicell / PyTorch eager and / FLOP floor (lower is better)",
          ((1.5, "tab:brown", "--", "floor target 1.5x"),
           (2.0, "tab:pink", ":", "PYNATIVE target 2x")))
    for i, ax in enumerate(axes):
        ax.set_xscale("log")
        ax.set_yticks(ys)
        ax.set_yticklabels(names if i == 0 else [])
        ax.invert_yaxis()
        ax.set_xlabel("ratio (log scale)")
        ax.xaxis.set_major_formatter(matplotlib.ticker.FormatStrFormatter("%gx"))
        ax.xaxis.set_minor_formatter(matplotlib.ticker.NullFormatter())
        ax.grid(axis="x", which="both", alpha=0.3)
    m = results["meta"]
    sub = f"minicell benchmarks: {m['device']}, JAX {m['jax']}"
    imp = _import_line(results)
    if imp:
        sub += "; " + imp
    fig.suptitle(sub, fontsize=9)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
