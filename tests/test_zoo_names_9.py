"""Names and patterns found running model-zoo networks (round 9) through ``import mindspore`` ->
minicell, each reproduced in a few lines. Values were measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms


def _scatter_inputs():
    x = ms.Tensor(np.full((2, 3), 2, np.float32))
    index = ms.Tensor(np.array([[0, 1], [2, 0]], np.int64))
    src = ms.Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
    return x, index, src


def test_auto_generate_scatter_primitive():
    # mindformers' version_control imports ops.auto_generate.Scatter (its aclnn scatter)
    from minicell.ops.auto_generate import Scatter
    x, index, src = _scatter_inputs()
    # measured on 2.10: reduce 'none' writes, 'add' accumulates into input
    assert Scatter()(x, 1, index, src, "none").asnumpy().tolist() == [[1, 2, 2], [4, 2, 3]]
    assert Scatter()(x, 1, index, src, "add").asnumpy().tolist() == [[3, 4, 2], [6, 2, 5]]
    with pytest.raises(TypeError, match="the input 'reduce' should be a str"):
        Scatter()(x, 1, index, src, 0)
    with pytest.raises(ValueError, match="of input 'reduce' of 'Scatter' to enum"):
        Scatter()(x, 1, index, src, "mul")


def test_parallel_shard_module():
    # mindformers: `from mindspore.parallel.shard import Layout`; the package attribute
    # `mindspore.parallel.shard` stays the function, as in 2.10
    import sys
    from minicell.parallel.shard import Layout, shard
    assert Layout is ms.parallel.Layout
    assert shard is ms.parallel.shard and callable(ms.parallel.shard)
    assert sys.modules["minicell.parallel.shard"].Layout is Layout


def test_flash_attention_score_is_device_only():
    # mindformers imports P.nn_ops.FlashAttentionScore at module level; 2.10 (CPU) constructs
    # it, requires head_num, and fails at the call: "The kernel FlashAttentionScore unregistered."
    from minicell.ops.operations.nn_ops import FlashAttentionScore
    with pytest.raises(TypeError, match="head_num"):
        FlashAttentionScore()
    q = ms.Tensor(np.ones((1, 4, 8), np.float16))
    with pytest.raises(RuntimeError, match="The kernel FlashAttentionScore unregistered"):
        FlashAttentionScore(head_num=2)(q, q, q)
    assert not hasattr(ms.ops, "FlashAttentionScore")
