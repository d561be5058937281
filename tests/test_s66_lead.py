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
    row = ms.grad(lambda x: loss(x, labels))(logits).asnumpy()[0]
    want = np.array([-0.10704918950796127, 0.020936233922839165, 0.024418137967586517,
                     0.02847919799387455, 0.033215612173080444], np.float32)
    assert row.tobytes() == want.tobytes()
