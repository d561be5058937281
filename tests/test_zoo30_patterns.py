"""Patterns from zoo round 30 (mindspore-ai/models official/recommend DeepFM and others).

1. DeepFM's DenseLayer runs in Float16 (casts x, weight and bias, then MatMul + BiasAdd) under
   Adam with loss scale 1000: after one step its bias updates differed from 2.10's (dense_layer_3
   bias -0.0026573 vs -0.0025917; eval logits 3e-4 off after two steps). The bias gradient is the
   cotangent summed over the batch: 2.10's bprop reduces it with ReduceSum, whose Float16 kernel
   adds in float32 and rounds once; JAX's transpose of the broadcast summed in Float16 (XLA CPU,
   pairwise), one ulp apart on about a third of the sums. Every broadcasting Float16 binary op
   (Add, Sub, Mul; BiasAdd, Dense's bias) now sums its broadcast operand's gradient in float32
   (runtime/primitives/half_sums.py). Values measured on MindSpore 2.10 CPU, both modes
   (/tmp/s53/zoo30/t/p04.py); DeepFM's parameters after one step are now 2.10's to the printout
   (/tmp/s53/zoo30/t/p02.py).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import ops, Tensor
from minicell.ops import operations as P
from tests.conftest import FnCell

# 2.10 (both modes): the gradient of the broadcast (3,) Float16 operand, for a (64, 3) Float16
# cotangent of ~1e-4 (np.random.seed(0): s, then x, then b)
SUM_2_10 = [0.00131988525390625, 0.0009136199951171875, -0.001239776611328125]
MUL_2_10 = [0.0004086494445800781, 0.0009813308715820312, 0.0007047653198242188]


def _data():
    rng = np.random.RandomState(0)
    s = (rng.randn(64, 3) * 1e-4).astype(np.float16)
    x = rng.randn(64, 3).astype(np.float16)
    b = rng.randn(3).astype(np.float16)
    return Tensor(x), Tensor(b), Tensor(s)


def _bias_add(x, b):
    return P.BiasAdd()(x, b)


def _add(x, b):
    return x + b


def _sub(x, b):
    return x - b


def _mul(x, b):
    return x * b


def _dense(x, b):
    return ops.dense(x, ops.ones((3, 3), ms.float16), b)


@pytest.mark.parametrize("fn, sign, want", [
    (_bias_add, 1, SUM_2_10), (_add, 1, SUM_2_10), (_sub, -1, SUM_2_10),
    (_mul, 1, MUL_2_10), (_dense, 1, SUM_2_10)])
def test_half_broadcast_gradient_sums_in_float32(mode, fn, sign, want):
    x, b, s = _data()
    grad = ops.GradOperation(get_all=True, sens_param=True)(FnCell(fn))(x, b, s)[1]
    assert grad.dtype == ms.float16
    np.testing.assert_array_equal(grad.asnumpy().astype(np.float32),
                                  sign * np.array(want, np.float32))
    # the float32 sum rounded once (the old pairwise Float16 sum gave 0.0013218 first)
    if fn is not _mul:
        ref = (s.asnumpy().astype(np.float32).sum(0) * sign).astype(np.float16)
        np.testing.assert_array_equal(grad.asnumpy(), ref)


def test_half_broadcast_forward_and_second_order_unchanged(mode):
    """The float32 round trip is exact forward, and the gradient of the gradient still flows."""
    x, b, s = _data()
    out = FnCell(_add)(x, b).asnumpy()
    np.testing.assert_array_equal(out, x.asnumpy() + b.asnumpy())

    def first(x, b):
        return ops.grad(lambda u, v: (u * v * v).sum(), grad_position=1)(x, b).sum()
    second = ops.grad(first, grad_position=1)(x.astype(ms.float32), b.astype(ms.float32))
    np.testing.assert_allclose(second.asnumpy(), 2 * x.asnumpy().astype(np.float32).sum(0),
                               rtol=1e-3)

