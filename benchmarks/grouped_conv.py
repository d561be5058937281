"""``python -m benchmarks.grouped_conv [--quick]``: grouped, 1x1, small-output and transposed
convolutions, XLA vs minicell.

On XLA's CPU backend minicell computes a depthwise convolution as a sum over its kernel's taps,
differentiates a grouped one's weight per tap, computes a 1x1 one as a matmul and one whose
output is smaller than its kernel as one matmul per tap, and a transposed one on an input
smaller than its kernel per tap too, differentiating a strided or grouped one's weight per tap
(``runtime/primitives/cpu_conv.py``). Each row is one convolution (NCHW input, OIHW weight,
'same' padding; a transposed row's weight is IOHW and its output cropped by ``crop``) timed
three ways, each under one ``jax.jit``: the output, the input gradient and the weight gradient;
``xla`` is ``lax.conv_general_dilated`` (with ``feature_group_count``; of the dilated input
for a transposed row) and JAX's own derivatives (what a hand-written JAX model gets),
``minicell`` is minicell's ``conv`` or ``conv_transpose`` primitive with its tangent rule. Both
variants of a row run interleaved in one process; medians in ms, and the process CPU
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

# (input shape, groups, output channels, kernel, stride, crop): MobileNet/EfficientNet
# depthwise layers, a channel multiplier, ConvNeXt's 7x7, ResNeXt/RegNet group widths; 1x1
# expansions, projections and a ResNet's stride-2 shortcut; a ResNet's last stage on small
# images (2x2 and 1x1 maps, and the stride-2 layer down to 2x2). Then transposed ones (crop not
# None: (lo, hi) cropped from the full output per axis): a decoder's 2x upsampling from a 2x2
# map (PyTorch's padding 1, output_padding 1), DCGAN's generator (1x1 -> 4x4, then 4x4 stride-2
# layers), a U-Net's 2x2 stride-2 up-convolution.
ROWS = (((16, 64, 28, 28), 64, 64, 3, 1, None), ((16, 64, 28, 28), 64, 64, 3, 2, None),
        ((16, 32, 28, 28), 32, 64, 3, 1, None), ((8, 96, 56, 56), 96, 96, 7, 1, None),
        ((16, 128, 28, 28), 8, 128, 3, 1, None), ((16, 256, 14, 14), 32, 256, 3, 1, None),
        ((2, 56, 8, 8), 7, 56, 3, 1, None), ((16, 16, 32, 32), 1, 64, 1, 1, None),
        ((16, 64, 32, 32), 1, 16, 1, 1, None), ((16, 64, 32, 32), 1, 128, 1, 2, None),
        ((16, 512, 2, 2), 1, 512, 3, 1, None), ((16, 256, 4, 4), 1, 512, 3, 2, None),
        ((8, 512, 1, 1), 1, 512, 3, 1, None),
        ((16, 512, 2, 2), 1, 256, 3, 2, (1, 0)), ((16, 100, 1, 1), 1, 512, 4, 1, (0, 0)),
        ((16, 256, 4, 4), 1, 128, 4, 2, (1, 1)), ((16, 128, 8, 8), 1, 64, 4, 2, (1, 1)),
        ((16, 256, 7, 7), 1, 128, 4, 2, (1, 1)), ((8, 64, 32, 32), 1, 32, 2, 2, (0, 0)),
        ((8, 128, 16, 16), 4, 128, 3, 1, (1, 1)))
TINY_ROWS = (((2, 4, 6, 6), 4, 8, 3, 1, None), ((2, 8, 6, 6), 2, 8, 3, 2, None),
             ((2, 4, 6, 6), 1, 8, 1, 2, None), ((2, 32, 2, 2), 1, 32, 3, 1, None),
             ((2, 32, 2, 2), 1, 32, 3, 2, (1, 0)), ((2, 4, 5, 5), 2, 4, 4, 2, (1, 1)))


def _variants(groups, k, stride, crop):
    if crop is not None:
        return _transposed_variants(groups, k, stride, crop)
    pad = ((k // 2, k // 2),) * 2

    def xla(x, w):
        return lax.conv_general_dilated(x, w, (stride,) * 2, pad, feature_group_count=groups,
                                        dimension_numbers=("NCHW", "OIHW", "NCHW"))
    attrs = dict(stride=(stride,) * 2, padding=pad, dilation=(1, 1), groups=groups)
    return {"xla": xla, "minicell": get_op("conv").bind(freeze_attrs(attrs))}


def _transposed_variants(groups, k, stride, crop):
    lo, hi = crop

    def xla(x, w):                  # w (in, out/groups, k, k) -> (out, in/groups, k, k), flipped
        cin, cog = w.shape[:2]
        wg = w.reshape(groups, cin // groups, cog, k, k).swapaxes(1, 2)
        wg = wg.reshape(groups * cog, cin // groups, k, k)[:, :, ::-1, ::-1]
        return lax.conv_general_dilated(x, wg, (1, 1), ((k - 1 - lo, k - 1 - hi),) * 2,
                                        lhs_dilation=(stride,) * 2, feature_group_count=groups,
                                        dimension_numbers=("NCHW", "OIHW", "NCHW"))
    attrs = dict(stride=(stride,) * 2, padding=(crop,) * 2, dilation=(1, 1), groups=groups)
    return {"xla": xla, "minicell": get_op("conv_transpose").bind(freeze_attrs(attrs))}


def _programs(f):
    """The three jitted programs of convolution ``f``: output, input and weight gradient."""
    def loss(x, w):
        return (f(x, w) ** 2).sum()
    return {"out": jax.jit(f), "dx": jax.jit(jax.grad(loss, 0)), "dw": jax.jit(jax.grad(loss, 1))}


def run(budget, rows=ROWS):
    results = []
    rng = np.random.default_rng(0)
    for row in rows:
        shape, groups, cout, k, stride, crop = row
        x = rng.standard_normal(shape).astype(np.float32)
        wshape = (cout, shape[1] // groups) if crop is None else (shape[1], cout // groups)
        w = (rng.standard_normal(wshape + (k, k)) * 0.1).astype(np.float32)
        progs, compile_s = {}, {}
        for name, f in _variants(groups, k, stride, crop).items():
            c = time.process_time()
            progs[name] = {p: fn.lower(x, w).compile() for p, fn in _programs(f).items()}
            compile_s[name] = time.process_time() - c
        outs = [np.asarray(progs[n]["out"](x, w)) for n in progs]
        rel_diff = float(np.abs(outs[0] - outs[1]).max() / (np.abs(outs[0]).max() + 1e-12))
        times = {(n, p): [] for n in progs for p in progs[n]}
        for _ in range(budget.samples):
            for n in progs:
                for p, fn in progs[n].items():
                    t = time.perf_counter()
                    jax.block_until_ready(fn(x, w))
                    times[n, p].append(time.perf_counter() - t)
        results.append({"row": row, "compile_s": compile_s, "rel_diff": rel_diff,
                        "ms": {key: 1e3 * statistics.median(v) for key, v in times.items()}})
    return results


def format_table(results):
    lines = ["| input | groups | out | k | stride | op | xla out / dx / dw ms | minicell out / dx "
             "/ dw ms | compile s xla / minicell |", "|" + "---|" * 9]
    for r in results:
        shape, groups, cout, k, stride, crop = r["row"]
        op = "conv" if crop is None else f"transposed, crop {crop}"
        ms_ = r["ms"]
        cells = [" / ".join(f"{ms_[n, p]:.2f}" for p in ("out", "dx", "dw"))
                 for n in ("xla", "minicell")]
        lines.append(f"| {shape} | {groups} | {cout} | {k} | {stride} | {op} | {cells[0]} | "
                     f"{cells[1]} | {r['compile_s']['xla']:.2f} / "
                     f"{r['compile_s']['minicell']:.2f} |")
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
