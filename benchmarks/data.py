"""Sizes and input data of the workloads, in numpy only.

Every framework's version of a workload (minicell, plain JAX, PyTorch, MindSpore) takes its
inputs from here, so they all compute on the same batches; the PyTorch and MindSpore columns run
in other interpreters, which have numpy but neither JAX nor minicell.

>>> x, y = mlp_batch(TINY)
>>> x.shape, x.dtype, y.dtype
((2, 8), dtype('float32'), dtype('int32'))
"""
import dataclasses

import numpy as np

LR = 0.01


@dataclasses.dataclass(frozen=True)
class Sizes:
    """Every shape the workloads use; ``FULL`` is the issue's setting, ``TINY`` the smoke test's."""

    chain_len: int = 200
    chain_shape: tuple = (64,)
    mlp_dims: tuple = (784, 256, 256, 10)
    mlp_batch: int = 32
    decode_dims: tuple = (1024, 4096, 4096, 1024)
    decode_batch: int = 1
    lenet_size: int = 32
    lenet_batch: int = 32
    tf_dim: int = 128
    tf_heads: int = 4
    tf_ffn: int = 512
    tf_seq: int = 64
    tf_batch: int = 8
    rn_widths: tuple = (16, 32, 64)
    rn_blocks: int = 2
    rn_size: int = 32
    rn_batch: int = 16
    mb_widths: tuple = (16, 24, 32, 64)
    mb_blocks: int = 2
    mb_expand: int = 4
    mb_size: int = 32
    mb_batch: int = 16


FULL = Sizes()
TINY = Sizes(chain_len=8, chain_shape=(4,), mlp_dims=(8, 8, 8, 10), mlp_batch=2,
             decode_dims=(8, 16, 16, 8), lenet_size=16,
             lenet_batch=2, tf_dim=8, tf_heads=2, tf_ffn=16, tf_seq=4, tf_batch=2,
             rn_widths=(2, 4, 4), rn_blocks=1, rn_size=8, rn_batch=2,
             mb_widths=(2, 4, 4), mb_blocks=1, mb_expand=2, mb_size=8, mb_batch=2)
SIZES = {"full": FULL, "tiny": TINY}


def chain_inputs(cfg):
    """``(x, b, w)`` of the op chain: x + b, x * w, -x, x - b stays bounded for any length."""
    rng = np.random.default_rng(0)
    x = rng.standard_normal(cfg.chain_shape).astype(np.float32)
    b = np.full(cfg.chain_shape, 0.01, np.float32)
    w = np.full(cfg.chain_shape, 0.99, np.float32)
    return x, b, w


def mlp_batch(cfg):
    rng = np.random.default_rng(1)
    x = rng.standard_normal((cfg.mlp_batch, cfg.mlp_dims[0])).astype(np.float32)
    y = rng.integers(0, cfg.mlp_dims[-1], (cfg.mlp_batch,)).astype(np.int32)
    return x, y


def decode_sizes(cfg):
    """The sizes of the decoding-step workload: the MLP workloads' model and input at the
    decoder's widths and batch (one row: a layer run on a single sample or token)."""
    return dataclasses.replace(cfg, mlp_dims=cfg.decode_dims, mlp_batch=cfg.decode_batch)


def image_batch(seed, n, channels, size, nhwc=False):
    """``(x, y)``: ``n`` random images (NCHW, or NHWC) and int32 labels in [0, 10)."""
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((n, channels, size, size)).astype(np.float32)
    y = rng.integers(0, 10, (n,)).astype(np.int32)
    return (x.transpose(0, 2, 3, 1) if nhwc else x), y


def lenet_batch(cfg, nhwc=False):
    """The LeNet workload's input batch."""
    return image_batch(2, cfg.lenet_batch, 1, cfg.lenet_size, nhwc)


def lenet_side(cfg):
    """Side of LeNet's last feature map: two (5x5 valid conv, 2x2 pool) stages."""
    return ((cfg.lenet_size - 4) // 2 - 4) // 2


def tf_batch(cfg):
    rng = np.random.default_rng(3)
    return rng.standard_normal((cfg.tf_batch, cfg.tf_seq, cfg.tf_dim)).astype(np.float32)


def resnet_batch(cfg, nhwc=False):
    """The ResNet workload's input batch."""
    return image_batch(4, cfg.rn_batch, 3, cfg.rn_size, nhwc)


def _stages(widths, per_stage):
    """[(c_in, c_out, stride)] per block: ``per_stage`` blocks per width, each stage after the
    first starting with a stride-2 block."""
    blocks, c_in = [], widths[0]
    for i, c in enumerate(widths):
        for j in range(per_stage):
            blocks.append((c_in, c, 2 if (i > 0 and j == 0) else 1))
            c_in = c
    return blocks


def resnet_arch(cfg):
    """[(c_in, c_out, stride)] for every basic block."""
    return _stages(cfg.rn_widths, cfg.rn_blocks)


def mobilenet_batch(cfg):
    """The MobileNet workload's input batch."""
    return image_batch(5, cfg.mb_batch, 3, cfg.mb_size)


def mobilenet_arch(cfg):
    """[(c_in, c_out, stride)] for every inverted-residual block (expansion ``mb_expand``)."""
    return _stages(cfg.mb_widths, cfg.mb_blocks)
