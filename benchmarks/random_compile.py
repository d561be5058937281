"""``python -m benchmarks.random_compile [--quick]``: what random draws cost a compiled step.

A training step with dropout compiles one threefry per random draw. XLA's CPU compiler takes
~3x longer over a draw whose threefry counters span several dimensions than over the same draw
flattened, and each draw's own key derivation (two fold-ins) is one more threefry. minicell draws
flat and makes all of a call's keys with one vectorized threefry (the same numbers:
``runtime/primitives/random.py: flat_draw``, ``runtime/rng.py: keys_of_rows``); dropout masks
come from a cheap counter hash instead of threefry (``hashed_uniform``).

Rows, each compiled afresh in this process:

- ``encoder_train``: a GRAPH_MODE (``ms.jit``) training step (value_and_grad + SGD) of a
  ``nn.TransformerEncoderLayer`` (d_model 64, 8 heads, feed-forward 256, sequence 20, batch 32)
  with dropout 0.1 (four masks per step), beside the same step with ``dropout=0.0`` (no draws);
- ``jax_masks``: ``jax.jit`` of six dropout masks of a decoder layer's shapes, drawn the way a
  JAX user writes them (``jax.random.bernoulli`` over each mask's shape, each key made by its
  own fold-ins), beside flat threefry draws from keys made at once (minicell's other random
  ops) and the counter-hash masks minicell's dropout draws (``hashed_uniform``).

Prints the first call (trace + compile + one run) in seconds and the steady step in ms.
"""
import argparse
import sys

import jax
import jax.numpy as jnp
import numpy as np

import minicell as ms
from minicell import nn
from minicell.runtime.primitives.random import hashed_uniform

from . import workloads_ms as wms
from .harness import Budget, measure

_MASKS = [(20, 32, 64), (256, 20, 20), (256, 20, 10), (20, 32, 64), (20, 32, 256), (20, 32, 64)]


class _Encoder(nn.Cell):
    def __init__(self, dropout):
        super().__init__()
        self.layer = nn.TransformerEncoderLayer(64, 8, dim_feedforward=256, dropout=dropout)

    def construct(self, x):
        return self.layer(x)


def _encoder_step(dropout):
    x = ms.Tensor(np.random.default_rng(0).standard_normal((20, 32, 64)).astype(np.float32))
    step = wms._train_step(_Encoder(dropout), lambda out, _: out.square().mean(), graph=True)
    return lambda: step(x, x)


def _jax_masks(way):
    def masks(rows, x):
        if way != "shaped":
            keys = jax.vmap(lambda r: jax.random.fold_in(jax.random.fold_in(
                jax.random.PRNGKey(r[0]), r[1]), r[2]))(rows)
        out = 0.0
        for i, shape in enumerate(_MASKS):
            if way == "hashed":
                keep = hashed_uniform(keys[i], shape) < jnp.float32(0.9)
            elif way == "flat":
                keep = jax.random.bernoulli(keys[i], jnp.float32(0.9), (int(np.prod(shape)),))
                keep = keep.reshape(shape)
            else:
                key = jax.random.fold_in(jax.random.fold_in(
                    jax.random.PRNGKey(rows[i, 0]), rows[i, 1]), rows[i, 2])
                keep = jax.random.bernoulli(key, 0.9, shape)
            out = out + jnp.where(keep, x[: shape[-1]].sum() / 0.9, 0.0).sum()
        return out
    fn = jax.jit(masks)
    rows = jnp.asarray(np.arange(len(_MASKS) * 3, dtype=np.uint32).reshape(-1, 3))
    x = jnp.ones(256, jnp.float32)
    return lambda: fn(rows, x)


def run(budget):
    """``{row: {variant: (first_call_s, median_s)}}``."""
    ms.set_context(mode=ms.GRAPH_MODE)
    rows = {"encoder_train": {"dropout 0.1": lambda: _encoder_step(0.1),
                              "dropout 0.0": lambda: _encoder_step(0.0)},
            "jax_masks": {"shaped draws, own keys": lambda: _jax_masks("shaped"),
                          "flat draws, keys at once": lambda: _jax_masks("flat"),
                          "hashed masks, keys at once": lambda: _jax_masks("hashed")}}
    results = {}
    for row, variants in rows.items():
        results[row] = {}
        for name, build in variants.items():
            m = measure(build(), budget)
            results[row][name] = (m.first_call_s, m.median_s)
    return results


def format_table(results):
    lines = ["| row | variant | first call (s) | step (ms) |", "|---|---|---:|---:|"]
    for row, variants in results.items():
        for name, (first, median) in variants.items():
            lines.append(f"| {row} | {name} | {first:.2f} | {median * 1e3:.3f} |")
    return "\n".join(lines)


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m benchmarks.random_compile",
                                description=__doc__.split("\n")[0])
    p.add_argument("--quick", action="store_true", help="fewer, shorter samples")
    args = p.parse_args(argv)
    print(format_table(run(Budget.quick() if args.quick else Budget.full())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
