"""Ratios, targets, and the four outputs: terminal table, JSON, markdown report, PNG chart.

The results object (``runner.run``'s return value, also the JSON file) is
``{"meta": {...}, "workloads": [{"key", "title", "variants": {name: measurement-or-error},
"ratios": {...}}]}``; a variant that failed holds ``{"error": "failed: <reason>"}``.

>>> fmt_time(0.00123)
'1.23 ms'
"""
import json
import statistics

# (ratio key, numerator variant, denominator variant, field, what it compares)
RATIOS = (
    ("graph/eager", "graph", "pynative", "median_s", "GRAPH_MODE vs PYNATIVE_MODE step time"),
    ("graph/jax_jit", "graph", "jax_jit", "median_s", "GRAPH_MODE vs hand-written jax.jit"),
    ("eager/jax_eager", "pynative", "jax_eager", "median_s",
     "PYNATIVE_MODE vs plain JAX eager"),
    ("eager/jit_per_op", "pynative", "jax_jit_per_op", "median_s",
     "PYNATIVE per-op vs one cached jax.jit call per op"),
    ("compile graph/jit", "graph", "jax_jit", "first_call_s",
     "GRAPH_MODE first call vs jax.jit first call"),
    ("nhwc/nchw jit", "jax_jit_nhwc", "jax_jit", "median_s", "plain jax.jit NHWC vs NCHW"),
)

# (ratio key, workloads it applies to (None: all that have it), upper limit) from the issues.
TARGETS = (
    ("graph/jax_jit", None, 1.1),
    ("eager/jit_per_op", ("op_chain",), 1.3),
    ("eager/jax_eager", ("mlp_train",), 0.3),
    ("compile graph/jit", ("mlp_forward", "mlp_train", "transformer_fwd_bwd"), 1.3),
)

VARIANT_COLUMNS = ("pynative", "graph", "jax_eager", "jax_jit")


def fmt_time(s):
    if s is None:
        return "-"
    if s >= 1.0:
        return f"{s:.2f} s"
    if s >= 1e-3:
        return f"{s * 1e3:.2f} ms"
    return f"{s * 1e6:.1f} us"


def _ratio(a, b, field):
    """a/b for one field. Step times use the median of the per-round ratios when both variants
    have the same rounds (their samples were interleaved, so round i of each saw the same
    machine load); that is far steadier on a shared machine than the ratio of the medians."""
    sa, sb = a.get("samples_s"), b.get("samples_s")
    if field == "median_s" and sa and sb and len(sa) == len(sb):
        return statistics.median(x / y for x, y in zip(sa, sb))
    return a[field] / b[field]


def compute_ratios(entry):
    """Fill ``entry["ratios"]`` from its variants' measurements (skipping failed/missing ones)."""
    v = entry["variants"]
    ratios = {}
    for key, num, den, field, _ in RATIOS:
        a, b = v.get(num, {}), v.get(den, {})
        if field in a and field in b and b[field] > 0:
            ratios[key] = _ratio(a, b, field)
    entry["ratios"] = ratios
    return ratios


def target_checks(results):
    """[(workload, ratio key, value, limit, met)] for every target that could be evaluated."""
    out = []
    for entry in results["workloads"]:
        for key, only, limit in TARGETS:
            if only is not None and entry["key"] not in only:
                continue
            val = entry["ratios"].get(key)
            if val is not None:
                out.append((entry["key"], key, val, limit, val <= limit))
    return out


def _cell(variant):
    if variant is None:
        return "-"
    if "error" in variant:
        return "failed"
    return fmt_time(variant["median_s"])


def _rows(results):
    head = (["workload"] + list(VARIANT_COLUMNS) + [r[0] for r in RATIOS])
    rows = []
    for e in results["workloads"]:
        v = e["variants"]
        row = [e["key"]] + [_cell(v.get(c)) for c in VARIANT_COLUMNS]
        row += [f"{e['ratios'][r[0]]:.2f}x" if r[0] in e["ratios"] else "-" for r in RATIOS]
        rows.append(row)
    return head, rows


def _first_call_rows(results):
    head = ["workload (first call)"] + list(VARIANT_COLUMNS)
    rows = []
    for e in results["workloads"]:
        v = e["variants"]
        rows.append([e["key"]] + [fmt_time(v[c]["first_call_s"]) if "first_call_s" in
                                  v.get(c, {}) else _cell(v.get(c)) for c in VARIANT_COLUMNS])
    return head, rows


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
    parts = [_text_table(*_rows(results)), "", _text_table(*_first_call_rows(results))]
    parts += [""] + _per_op_lines(results)
    checks = target_checks(results)
    if checks:
        parts.append("\ntargets:")
        parts += [f"  {'ok  ' if ok else 'MISS'} {w}: {k} = {v:.2f}x (target <= {lim}x)"
                  for w, k, v, lim, ok in checks]
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
           "## First call (compile)", "", _md_table(*_first_call_rows(results)), "",
           "PYNATIVE_MODE's first call compiles one kernel per (op, attributes, input shapes) "
           "and reuses those compiled by earlier workloads in the same run, so its figure "
           "depends on the order of the table; GRAPH_MODE and jax.jit compile the whole step.",
           ""]
    per_op = _per_op_lines(results)
    if per_op:
        out += ["## Per-op dispatch", ""] + [f"- {x}" for x in per_op] + [""]
    checks = target_checks(results)
    if checks:
        out += ["## Targets", "", "| workload | ratio | value | target | met |", "|---|---|---|---|---|"]
        out += [f"| {w} | {k} | {v:.2f}x | <= {lim}x | {'yes' if ok else '**no**'} |"
                for w, k, v, lim, ok in checks]
        out.append("")
    for w, n, dt in _dtype_warnings(results):
        out += [f"Warning: {w} / {n} computes in {dt}, not float32.", ""]
    fails = _failures(results)
    if fails:
        out += ["## Failed variants", ""] + [f"- {w} / {n}: `{e}`" for w, n, e in fails] + [""]
    out += ["## Ratio definitions", ""] + [f"- `{k}`: {d}" for k, *_, d in RATIOS]
    if chart_name:
        out += ["", f"![ratios]({chart_name})"]
    return "\n".join(out) + "\n"


def write_json(results, path):
    with open(path, "w") as f:
        json.dump(results, f, indent=2, sort_keys=False)


def chart(results, path):
    """PNG: graph/eager per workload (left), minicell vs plain JAX (right); log scale."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import matplotlib.ticker  # noqa: F401  (used through matplotlib.ticker below)

    entries = results["workloads"]
    names = [e["key"] for e in entries]
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(15, 4.8))
    ys = range(len(names))

    def vals(key):
        return [e["ratios"].get(key, float("nan")) for e in entries]
    bars = ax1.barh(list(ys), vals("graph/eager"), color="tab:blue")
    ax1.bar_label(bars, fmt="%.2fx", fontsize=7, padding=2)
    ax1.axvline(1.0, color="gray", lw=0.8)
    ax1.set_title("GRAPH_MODE / PYNATIVE_MODE step time (lower: graph faster)")
    pairs = (("graph/jax_jit", "GRAPH_MODE / jax.jit", "tab:green"),
             ("eager/jax_eager", "PYNATIVE / plain JAX eager", "tab:orange"),
             ("eager/jit_per_op", "PYNATIVE per op / jitted op", "tab:red"))
    h = 0.8 / len(pairs)
    for i, (key, label, color) in enumerate(pairs):
        bars = ax2.barh([y + (i - 1) * h for y in ys], vals(key), height=h, label=label,
                        color=color)
        ax2.bar_label(bars, fmt="%.2fx", fontsize=6, padding=2)
    ax2.axvline(1.1, color="tab:green", ls="--", lw=1, label="graph target 1.1x")
    ax2.axvline(1.3, color="tab:red", ls=":", lw=1, label="per-op target 1.3x")
    ax2.axvline(1.0, color="gray", lw=0.8)
    ax2.set_title("minicell / plain JAX (lower is better)")
    ax2.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    for ax in (ax1, ax2):
        ax.set_xscale("log")
        ax.set_yticks(list(ys))
        ax.set_yticklabels(names)
        ax.invert_yaxis()
        ax.set_xlabel("ratio (log scale)")
        ax.xaxis.set_major_formatter(matplotlib.ticker.FormatStrFormatter("%gx"))
        ax.xaxis.set_minor_formatter(matplotlib.ticker.NullFormatter())
        ax.grid(axis="x", which="both", alpha=0.3)
    ax2.set_yticklabels([])
    m = results["meta"]
    fig.suptitle(f"minicell benchmarks: {m['device']}, JAX {m['jax']}", fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
