"""``python -m benchmarks.grouped_conv [--quick]``: grouped, 1x1 and small-output convolutions,
XLA vs minicell.

On XLA's CPU backend minicell computes a depthwise convolution as a sum over its kernel's taps,
differentiates a grouped one's weight per tap, computes a 1x1 one as a matmul and one whose
output is smaller than its kernel as one matmul per tap (``runtime/primitives/cpu_conv.py``).
Each row is one grouped convolution (NCHW input, OIHW weight, 'same' padding) timed three ways,
each under one ``jax.jit``: the output, the input gradient and the weight gradient; ``xla`` is
``lax.conv_general_dilated`` with ``feature_group_count`` and JAX's own derivatives (what a
hand-written JAX model gets), ``minicell`` is minicell's ``conv`` primitive with its tangent
rule. Both variants of a row run interleaved in one process; medians in ms, and the process CPU
seconds of compiling the output and the gradients.
"""
import argparse
import statistics
import time

import jax
import numpy as np
from jax import lax

from minicell.runtime.registry import freeze_attrs, get_op

from .harness import Budget

# (input shape, groups, output channels, kernel, stride): MobileNet/EfficientNet depthwise
# layers, a channel multiplier, ConvNeXt's 7x7, ResNeXt/RegNet group widths; 1x1 expansions,
# projections and a ResNet's stride-2 shortcut; a ResNet's last stage on small images (2x2 and
# 1x1 maps, and the stride-2 layer down to 2x2)
ROWS = (((16, 64, 28, 28), 64, 64, 3, 1), ((16, 64, 28, 28), 64, 64, 3, 2),
        ((16, 32, 28, 28), 32, 64, 3, 1), ((8, 96, 56, 56), 96, 96, 7, 1),
        ((16, 128, 28, 28), 8, 128, 3, 1), ((16, 256, 14, 14), 32, 256, 3, 1),
        ((2, 56, 8, 8), 7, 56, 3, 1), ((16, 16, 32, 32), 1, 64, 1, 1),
        ((16, 64, 32, 32), 1, 16, 1, 1), ((16, 64, 32, 32), 1, 128, 1, 2),
        ((16, 512, 2, 2), 1, 512, 3, 1), ((16, 256, 4, 4), 1, 512, 3, 2),
        ((8, 512, 1, 1), 1, 512, 3, 1))
TINY_ROWS = (((2, 4, 6, 6), 4, 8, 3, 1), ((2, 8, 6, 6), 2, 8, 3, 2), ((2, 4, 6, 6), 1, 8, 1, 2),
             ((2, 32, 2, 2), 1, 32, 3, 1))


def _variants(groups, k, stride):
    pad = ((k // 2, k // 2),) * 2

    def xla(x, w):
        return lax.conv_general_dilated(x, w, (stride,) * 2, pad, feature_group_count=groups,
                                        dimension_numbers=("NCHW", "OIHW", "NCHW"))
    attrs = dict(stride=(stride,) * 2, padding=pad, dilation=(1, 1), groups=groups)
    return {"xla": xla, "minicell": get_op("conv").bind(freeze_attrs(attrs))}


def _programs(f):
    """The three jitted programs of convolution ``f``: output, input and weight gradient."""
    def loss(x, w):
        return (f(x, w) ** 2).sum()
    return {"out": jax.jit(f), "dx": jax.jit(jax.grad(loss, 0)), "dw": jax.jit(jax.grad(loss, 1))}


def run(budget, rows=ROWS):
    results = []
    rng = np.random.default_rng(0)
    for shape, groups, cout, k, stride in rows:
        x = rng.standard_normal(shape).astype(np.float32)
        w = (rng.standard_normal((cout, shape[1] // groups, k, k)) * 0.1).astype(np.float32)
        progs, compile_s = {}, {}
        for name, f in _variants(groups, k, stride).items():
            c = time.process_time()
            progs[name] = {p: fn.lower(x, w).compile() for p, fn in _programs(f).items()}
            compile_s[name] = time.process_time() - c
        times = {(n, p): [] for n in progs for p in progs[n]}
        for _ in range(budget.samples):
            for n in progs:
                for p, fn in progs[n].items():
                    t = time.perf_counter()
                    jax.block_until_ready(fn(x, w))
                    times[n, p].append(time.perf_counter() - t)
        results.append({"row": (shape, groups, cout, k, stride), "compile_s": compile_s,
                        "ms": {key: 1e3 * statistics.median(v) for key, v in times.items()}})
    return results


def format_table(results):
    lines = ["| input | groups | out | k | stride | xla out / dx / dw ms | minicell out / dx / dw "
             "ms | compile s xla / minicell |", "|" + "---|" * 8]
    for r in results:
        shape, groups, cout, k, stride = r["row"]
        ms_ = r["ms"]
        cells = [" / ".join(f"{ms_[n, p]:.2f}" for p in ("out", "dx", "dw"))
                 for n in ("xla", "minicell")]
        lines.append(f"| {shape} | {groups} | {cout} | {k} | {stride} | {cells[0]} | {cells[1]} "
                     f"| {r['compile_s']['xla']:.2f} / {r['compile_s']['minicell']:.2f} |")
    return "\n".join(lines)


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m benchmarks.grouped_conv",
                                description=__doc__.split("\n\n")[0])
    p.add_argument("--quick", action="store_true", help="fewer samples")
    args = p.parse_args(argv)
    budget = Budget.quick() if args.quick else Budget.full()
    print(format_table(run(budget)))


if __name__ == "__main__":
    main()
