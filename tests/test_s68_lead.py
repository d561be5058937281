"""Session 68 (lead): kernels' ordered sums (their derivative, their loop), nnacl's log.

A 2.10 CPU kernel's sum taken value after value (``reduce_order.sum_derivative``) keeps its
forward bits but differentiates as ``jnp.sum``: its slices used to transpose into one
zero-padded copy of the input per block of 8 classes (a 1000-class CrossEntropyLoss training
step compiled to 5.3x the step of XLA's sum; 1.3x now, ``/tmp/s68/ce/parts.py``).
``reduce_order.row_fold`` (dense SoftmaxCrossEntropyWithLogits, LayerNorm's gradients) is one
``fori_loop`` of one add a step, which XLA's CPU backend compiles into a native loop."""
import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor
from minicell.runtime import x64
from minicell.runtime.registry import get_op
from minicell.runtime.primitives import onednn
from minicell.runtime.primitives.reduce_order import row_fold, sum_derivative


def _count(jaxpr, name):
    return str(jaxpr).count(f" {name}[") + str(jaxpr).count(f" {name} ")


def _logits(n, c, seed=0):
    return np.random.default_rng(seed).standard_normal((n, c)).astype(np.float32) * 3


def test_cross_entropy_gradient_has_no_padded_copies():
    x = jnp.asarray(_logits(8, 1000))
    t = jnp.asarray(np.arange(8, dtype=np.int32) * 97)
    nll = get_op("class_nll_mean").impl

    def loss(v):
        return nll(v, t, ignore_index=-100, label_smoothing=0.0, log_input=False)
    with x64.scope():
        jaxpr = jax.make_jaxpr(jax.grad(loss))(x)
    assert _count(jaxpr, "pad") == 0
    assert _count(jaxpr, "dynamic_update_slice") == 0


def test_ordered_row_sum_keeps_its_bits_and_differentiates_as_a_sum():
    e = jnp.asarray(np.exp(_logits(4, 37, seed=1) / 2))
    with x64.scope():
        s = onednn._nnacl_row_sum(e)
        plain = onednn._nnacl_row_sum.fun(e)        # the kernel as written, undecorated
        g = jax.grad(lambda v: jnp.sum(onednn._nnacl_row_sum(v) * jnp.arange(4.0)))(e)
        _, tan = jax.jvp(onednn._nnacl_row_sum, (e,), (jnp.ones_like(e),))
    np.testing.assert_array_equal(np.asarray(s).view(np.int32), np.asarray(plain).view(np.int32))
    np.testing.assert_array_equal(np.asarray(g), np.broadcast_to(np.arange(4.0)[:, None], (4, 37)))
    np.testing.assert_array_equal(np.asarray(tan), np.full(4, 37.0, np.float32))


def test_sum_derivative_second_order_and_vmap():
    @sum_derivative(axis=-1)
    def backwards(v):            # a sum from the last value to the first
        total = v[..., -1]
        for j in range(v.shape[-1] - 2, -1, -1):
            total = total + v[..., j]
        return total

    x = jnp.asarray(np.linspace(-1, 1, 12, dtype=np.float32).reshape(3, 4))
    h = jax.hessian(lambda v: jnp.sum(backwards(v * v)))(x[0])
    np.testing.assert_allclose(np.asarray(h), 2 * np.eye(4))
    np.testing.assert_allclose(np.asarray(jax.vmap(backwards)(x)), np.asarray(x).sum(-1),
                               rtol=1e-6)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_cross_entropy_train_step_values(mode):
    # 2.10 CPU, both modes: loss of a 40-class Dense + CrossEntropyLoss step, then the next one
    ms.set_context(mode=mode)
    try:
        ms.set_seed(0)
        net = nn.Dense(16, 40, weight_init="ones", bias_init="zeros")
        x = Tensor(_logits(8, 16, seed=2) / 3)
        y = Tensor(np.arange(8, dtype=np.int32) * 5)
        step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                   nn.SGD(net.trainable_params(), 0.5))
        first, second = float(step(x, y).asnumpy()), float(step(x, y).asnumpy())
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert first == pytest.approx(np.log(40), rel=1e-6)    # equal logits in every class
    assert second < first


def test_log_without_tail_takes_no_branch_and_keeps_values():
    x = jnp.asarray(np.array([-1.0, 0.0, 2.0, 1e-30, 3.5, np.inf, 7.0, 0.5], np.float32))
    log = get_op("log").impl
    with x64.scope():
        jaxpr = jax.make_jaxpr(log)(x)
        out = np.asarray(log(x))
    assert _count(jaxpr, "cond") == 0
    # 2.10 CPU, measured: the bits of ops.log over these eight values
    assert out.view(np.int32).tolist() == [2143289344, -8388608, 1060205077, -1031133262,
                                           1067473544, 2139095040, 1073288082, -1087278571]
    # a negative value in the scalar tail still sends every value to the float64 log
    tail = ops.log(Tensor(np.array([2.0, 3.0, 4.0, 5.0, -1.0], np.float32))).asnumpy()
    assert np.isnan(tail[4])
    assert tail[:4].tolist() == [0.6931471824645996, 1.0986123085021973, 1.3862943649291992,
                                 1.6094379425048828]


def test_l2_loss_gradient_is_its_input():
    x = np.random.default_rng(3).standard_normal((5, 7)).astype(np.float32)
    l2 = get_op("l2_loss").impl
    with x64.scope():
        value, g = jax.value_and_grad(l2)(jnp.asarray(x))
        jaxpr = jax.make_jaxpr(jax.grad(l2))(jnp.asarray(x))
    np.testing.assert_array_equal(np.asarray(g), x)
    assert _count(jaxpr, "scan") == 1       # the forward's ordered sum; none transposed
    assert float(value) == pytest.approx(float((x.astype(np.float64) ** 2).sum() / 2), rel=1e-6)


@pytest.mark.parametrize("shape", [(3, 16), (64, 100), (300, 600)])
def test_row_fold_sums_one_value_after_another(shape):
    # float32 sums of values spread over many magnitudes: any other order differs somewhere
    rng = np.random.default_rng(4)
    v = (rng.standard_normal(shape) * 10.0 ** rng.integers(-3, 4, shape)).astype(np.float32)
    want = v[:, 0].copy()
    for j in range(1, shape[1]):
        want = want + v[:, j]
    with x64.scope():
        got = np.asarray(jax.jit(row_fold)(jnp.asarray(v)))
        jaxpr = str(jax.make_jaxpr(row_fold)(jnp.asarray(v)))
    np.testing.assert_array_equal(got.view(np.int32), want.view(np.int32))
    # past 16 values: one loop of one add a step (a fori_loop), not straight code or blocks
    assert bool(re.search(r"unroll=1\b", jaxpr)) == (shape[1] > 16)
    if shape[1] > 16:       # the data tells orders apart: numpy's pairwise sum differs
        assert not np.array_equal(v.sum(-1, dtype=np.float32), want)


@pytest.mark.parametrize("c", [100, 129, 1003])
def test_cross_entropy_row_sum_in_lanes_past_sixteen_blocks(c):
    # 2.10's ReduceSum of a row: 8 lanes, block after block, the lanes in turn, then the tail
    rng = np.random.default_rng(5)
    e = np.exp(rng.standard_normal((6, c)) * 4).astype(np.float32)
    n8 = c // 8 * 8
    lanes = e[:, 0:8].copy()
    for b in range(8, n8, 8):
        lanes = lanes + e[:, b:b + 8]
    want = lanes[:, 0].copy()
    for j in list(range(1, 8)) + list(range(n8, c)):
        want = want + (lanes[:, j] if j < 8 else e[:, j])
    with x64.scope():
        got = np.asarray(jax.jit(onednn._nnacl_row_sum)(jnp.asarray(e)))
        jaxpr = str(jax.make_jaxpr(onednn._nnacl_row_sum)(jnp.asarray(e)))
    np.testing.assert_array_equal(got.view(np.int32), want.view(np.int32))
    assert ("scan[" in jaxpr) == (c // 8 > 16)       # a loop past 16 blocks, not 125 adds


def test_log_softmax_kernel_keeps_its_sums_out_of_the_table_lookups():
    # XLA fused the block sums into every gather after them (the lanes' butterfly, the log's
    # table): 8x the time of XLA's log_softmax over (64, 1000). The sum has no gather now and
    # is computed once, before the lookups; rows holding inf/NaN take the other kernel only
    # when there are some (a conditional)
    x = jnp.asarray(_logits(4, 1000, seed=6))
    with x64.scope():
        lanes = str(jax.make_jaxpr(onednn.lane_sum)(x))
        rows = str(jax.make_jaxpr(onednn.onednn_log_softmax)(x))
        top = str(jax.make_jaxpr(lambda v: onednn.cpu_log_softmax(v, -1))(x))
        small = jnp.asarray([[1, 2, np.inf, 0.5, -1], [np.nan, 1, 2, 3, 4], [1, 2, 3, 4, 5]],
                            jnp.float32)
        out = np.asarray(onednn.cpu_log_softmax(small, -1))
    assert "gather" not in lanes and "optimization_barrier" in rows and "cond[" in top
    ninf = -np.inf      # 2.10 CPU, measured (ops.log_softmax)
    np.testing.assert_array_equal(out, np.array([
        [ninf, ninf, np.nan, ninf, ninf], [np.nan, ninf, ninf, ninf, ninf],
        [-4.451911926269531, -3.4519121646881104, -2.4519121646881104, -1.4519120454788208,
         -0.4519120752811432]], np.float32))


@pytest.mark.parametrize("c", [100, 700])
def test_onednn_row_sum_loops_past_eight_groups_same_bits(c):
    # oneDNN's four accumulators of 16 lanes (block k into k mod 4), written out up to 8
    # groups of four blocks, one loop step a group past that: the same order either way
    rng = np.random.default_rng(7)
    v = np.exp(rng.standard_normal((3, c)) * 4).astype(np.float32)
    full, tail = c // 16, c % 16
    acc = [np.zeros((3, 16), np.float32) for _ in range(4)]
    for k in range(full):
        acc[k % 4] = acc[k % 4] + v[:, 16 * k:16 * k + 16]
    last = np.zeros((3, 16), np.float32)
    last[:, :tail] = v[:, 16 * full:]
    acc[0] = acc[0] + last
    s = (acc[0] + acc[1]) + (acc[2] + acc[3])
    for half in (8, 4, 2, 1):
        s = s[:, :half] + s[:, half:2 * half]
    with x64.scope():
        got = np.asarray(jax.jit(onednn.lane_sum)(jnp.asarray(v)))
        looped = "scan[" in str(jax.make_jaxpr(onednn.lane_sum)(jnp.asarray(v)))
    np.testing.assert_array_equal(got.view(np.int32), s[:, 0].view(np.int32))
    assert looped == (c // 64 > 8)


def test_float16_log_softmax_rounds_the_float32_kernel():
    # 2.10 CPU (measured, the bits of ops.log_softmax over a float16 (3, 7) input): its
    # float32 oneDNN kernel, rounded to float16 (num68); float16 arithmetic was 3 of 21 off
    x = np.array([[11921, 17428, 17241, -16864, -17625, -16812, 16086],
                  [-20126, 16507, -14965, 17587, -19295, 16405, -18802],
                  [-17267, 15759, 16626, -18212, -18603, 16413, -16071]], np.int16)
    want = [[-15217, -18259, -17431, -14798, -14962, -14785, -15896],
            [-15096, -16066, -14028, -20175, -15065, -15964, -15035],
            [-15266, -16548, -17907, -15444, -15520, -17231, -14889]]
    out = ops.log_softmax(Tensor(x.view(np.float16)), -1)
    assert out.dtype == ms.float16
    assert out.asnumpy().view(np.int16).tolist() == want
