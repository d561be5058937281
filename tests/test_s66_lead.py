"""Session 66, lead: sequential accumulations (``rounding.in_order``) keep a C++ loop's bits
without an XLA ``while`` for short inputs."""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell.runtime.primitives.rounding import in_order


def _python_fold(values, start):
    acc = np.float32(start)
    for v in values:
        acc = np.float32(acc - v)
    return acc


@pytest.mark.parametrize("n", [1, 2, 31, 64, 65, 200])
def test_in_order_subtracts_one_value_after_another(n):
    # values over ten decades: any reassociation of the sum changes its bits
    rng = np.random.default_rng(n)
    v = (rng.standard_normal(n) * 10.0 ** rng.uniform(-5, 5, n)).astype(np.float32)
    got = jax.jit(lambda x: in_order(jnp.subtract, jnp.zeros((), jnp.float32), x))(v)
    assert np.asarray(got).tobytes() == _python_fold(v, 0.0).tobytes()


def test_in_order_folds_rows():
    rows = np.arange(12, dtype=np.float32).reshape(4, 3) * np.float32(0.1)
    got = in_order(jnp.add, jnp.asarray(rows[0]), jnp.asarray(rows[1:]))
    want = ((rows[0] + rows[1]) + rows[2]) + rows[3]
    assert np.asarray(got).tobytes() == want.tobytes()


def test_short_in_order_compiles_to_straight_line_code():
    v = np.zeros(32, np.float32)
    text = jax.jit(lambda x: in_order(jnp.subtract, jnp.zeros((), x.dtype), x)).lower(
        v).compile().as_text()
    assert "while" not in text
    long_text = jax.jit(lambda x: in_order(jnp.subtract, jnp.zeros((), x.dtype), x)).lower(
        np.zeros(100, np.float32)).compile().as_text()
    assert "while" in long_text          # (a scan, 16 steps per iteration)


def test_sparse_xent_mean_keeps_2_10_bits(mode):
    # 2.10 CPU (PYNATIVE; its graph gives the same loss): the loss and the first row of its
    # gradient, float32 bit for bit
    logits = ms.Tensor(np.linspace(-3, 3, 40, dtype=np.float32).reshape(8, 5))
    labels = ms.Tensor(np.array([0, 1, 2, 3, 4, 0, 1, 2], np.int32))
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    out = loss(logits, labels).asnumpy()
    assert out.dtype == np.float32 and out == np.float32(1.6906788349151611)
    fn2 = lambda x: loss(x, labels)
    row = ms.grad(fn2)(logits).asnumpy()[0]
    want = np.array([-0.10704918950796127, 0.020936233922839165, 0.024418137967586517,
                     0.02847919799387455, 0.033215612173080444], np.float32)
    assert row.tobytes() == want.tobytes()


class _InnerGrad(nn.Cell):
    """A loop under ``ms.grad`` inside construct: differentiating the Cell makes it a gradient
    of a gradient."""

    def __init__(self):
        super().__init__()
        self.u = ms.Parameter(ms.Tensor(np.linspace(0.1, 0.9, 3).astype(np.float32)), name="u")

    def loss_of(self, h, xs):
        for i in range(xs.shape[0]):
            h = ms.ops.tanh(h * self.u + xs[i])
        return (h * h).sum()

    def construct(self, x):
        return x[0] + ms.grad(self.loss_of)(x[0], x) * 0.25


def _grads(net, x):
    fn3 = lambda a: net(a).sum()
    fn = ms.value_and_grad(fn3, 0, net.trainable_params())
    out, (gx, gw) = fn(x)
    return out.asnumpy(), gx.asnumpy(), gw[0].asnumpy()


def test_loop_under_a_second_order_gradient_scans():
    from minicell.compiler.scan_retry import SCANS
    x = ms.Tensor(np.linspace(-1, 1, 30, dtype=np.float32).reshape(10, 3))
    ms.set_context(mode=ms.PYNATIVE_MODE)
    eager = _grads(_InnerGrad(), x)
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net = _InnerGrad()
        net(x)                                  # one gradient deep: 10 x 3 ops stay unrolled
        made = SCANS.made
        graph = _grads(net, x)                  # two deep: the loop is one scan
        assert SCANS.made == made + 1
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    for a, b in zip(graph, eager):
        np.testing.assert_allclose(a, b, rtol=2e-6, atol=1e-6)
