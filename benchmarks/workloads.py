"""The workload table: sizes, and for each workload the builders of its variants.

Variants (every workload has the first four):

- ``pynative``: minicell in PYNATIVE_MODE (eager dispatch + tape);
- ``graph``: minicell in GRAPH_MODE (construct / the training step compiled through ``ms.jit``);
- ``jax_eager``: the same computation by hand in plain JAX, op by op, no ``jit``;
- ``jax_jit``: the same under one ``jax.jit`` (the GRAPH_MODE target's reference);
- ``jax_jit_per_op`` (op-chain only): one cached ``jax.jit`` call per op (the per-op target);
- ``jax_jit_nhwc`` (conv workloads): the jitted baseline with an NHWC layout, to see whether the
  layout MindSpore's API imposes (NCHW) costs XLA anything on this backend.

A builder takes the size config and returns a no-argument step (setup is not timed).

>>> [w.key for w in WORKLOADS][:2]
['op_chain', 'mlp_forward']
"""
import contextlib
import dataclasses

from . import workloads_jax as wj
from .data import FULL, TINY, Sizes  # noqa: F401  (the size configs live with the data)

MINICELL_VARIANTS = ("pynative", "graph")
BASE_VARIANTS = ("pynative", "graph", "jax_eager", "jax_jit")


@dataclasses.dataclass(frozen=True)
class Workload:
    key: str
    title: str
    builders: dict              # variant name -> builder(sizes) -> step
    per_op: bool = False        # op-chain: also report step time / chain_len (per-op figures)

    @property
    def variants(self):
        return tuple(self.builders)


def _ms(name):
    """Builders of the two minicell variants of workload ``name`` (imported lazily: a broken
    minicell part then fails that variant, not the suite)."""
    def build(graph):
        def builder(sizes):
            from . import workloads_ms
            return getattr(workloads_ms, f"build_{name}")(sizes, graph=graph)
        return builder
    return {"pynative": build(False), "graph": build(True)}


def _jax(fn, **extra):
    out = {"jax_eager": lambda s: fn(s, jit=False), "jax_jit": lambda s: fn(s, jit=True)}
    out.update(extra)
    return out


WORKLOADS = (
    Workload("op_chain", "op-chain: 200 elementwise ops on (64,)",
             {**_ms("op_chain"), **_jax(wj.build_op_chain,
                                         jax_jit_per_op=wj.build_op_chain_jit_per_op)},
             per_op=True),
    Workload("mlp_forward", "MLP 784-256-256-10 forward, batch 32",
             {**_ms("mlp_forward"), **_jax(wj.build_mlp_forward)}),
    Workload("mlp_train", "MLP training step (xent, grads, SGD), batch 32",
             {**_ms("mlp_train"), **_jax(wj.build_mlp_train)}),
    Workload("lenet_train", "LeNet-5 training step, 1x32x32, batch 32",
             {**_ms("lenet_train"), **_jax(
                 wj.build_lenet_train,
                 jax_jit_nhwc=lambda s: wj.build_lenet_train(s, jit=True, nhwc=True))}),
    Workload("transformer_fwd_bwd", "pre-LN encoder block fwd+bwd (d128 h4 ffn512 s64 b8)",
             {**_ms("transformer_fwd_bwd"), **_jax(wj.build_transformer_fwd_bwd)}),
    Workload("resnet_train", "ResNet 3x2 blocks 16/32/64 + BN training step, 3x32x32, b16",
             {**_ms("resnet_train"), **_jax(
                 wj.build_resnet_train,
                 jax_jit_nhwc=lambda s: wj.build_resnet_train(s, jit=True, nhwc=True))}),
    Workload("mlp_decode", "MLP 1024-4096-4096-1024 forward, batch 1 (a decoding step)",
             {**_ms("mlp_decode"), **_jax(wj.build_mlp_decode)}),
    Workload("mobilenet_train", "MobileNetV2-style 8 inverted residuals (depthwise 3x3) + BN "
             "training step, 3x32x32, b16",
             {**_ms("mobilenet_train"), **_jax(wj.build_mobilenet_train)}),
)


def get(key):
    for w in WORKLOADS:
        if w.key == key:
            return w
    raise KeyError(f"no workload {key!r}; known: {[w.key for w in WORKLOADS]}")


@contextlib.contextmanager
def execution_mode(variant):
    """Set minicell's mode for a minicell variant (restored afterwards); no-op for plain JAX."""
    if variant not in MINICELL_VARIANTS:
        yield
        return
    import minicell as ms
    old = ms.get_context("mode")
    ms.set_context(mode=ms.GRAPH_MODE if variant == "graph" else ms.PYNATIVE_MODE)
    try:
        yield
    finally:
        ms.set_context(mode=old)
