"""The tape's vjp kernels (``Op.vjp_kernel``): every output is an array or None, so JAX's C++
fast path serves each call (a ``float0`` cotangent for an integer input used to send every call
through JAX's Python path), and the gradients they give are JAX's own: integer inputs (the
labels of a cross entropy), integer outputs (the indices of ``sort``/``topk``) and outputs that
get no cotangent (zeros made inside the kernel) included.
"""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from runtime import x64
from runtime.registry import get_op

RNG_SEED = 0           # conftest reseeds RNG before each test
RNG = np.random.default_rng(RNG_SEED)
LOGITS = RNG.standard_normal((6, 5)).astype(np.float32)
LABELS = RNG.integers(0, 5, 6).astype(np.int32)


def _leaves_are_arrays(tree):
    leaves = jax.tree_util.tree_leaves(tree)
    return all(isinstance(a, jax.Array) and a.dtype != jax.dtypes.float0 for a in leaves)


def test_vjp_kernel_gives_none_for_an_integer_input():
    op = get_op("class_nll")
    x, t, w = jnp.asarray(LOGITS), jnp.asarray(LABELS), jnp.ones(5, jnp.float32)
    attrs = (("ignore_index", -100), ("label_smoothing", 0.0), ("log_input", False))
    with x64.scope():
        out = op.kernel(attrs)(x, t, w)
        cts = op.vjp_kernel(attrs)((x, t, w), (jnp.ones_like(out[0]), None))
    assert cts[1] is None                      # the labels: no gradient, no float0
    assert _leaves_are_arrays(cts)


@pytest.mark.parametrize("smoothing", [0.0, 0.1])
def test_cross_entropy_gradient_matches_jax(smoothing):
    loss = nn.CrossEntropyLoss(label_smoothing=smoothing)
    x = ms.Tensor(LOGITS)
    got = ms.grad(lambda a: loss(a, ms.Tensor(LABELS)))(x).asnumpy()

    def ref(a):
        logp = jax.nn.log_softmax(a, axis=1)
        onehot = jax.nn.one_hot(LABELS, 5)
        target = onehot * (1 - smoothing) + smoothing / 5
        return -(target * logp).sum(1).mean()
    np.testing.assert_allclose(got, np.asarray(jax.grad(ref)(jnp.asarray(LOGITS))),
                               rtol=1e-5, atol=1e-6)


def test_multi_output_op_with_integer_output_and_missing_cotangent():
    """``sort`` returns (values, int indices); only the values are used, so the kernel makes
    the zero cotangent of the indices itself."""
    x = ms.Tensor(LOGITS)
    got = ms.grad(lambda a: (ops.sort(a, axis=1)[0] * ms.Tensor(LOGITS)).sum())(x).asnumpy()
    ref = jax.grad(lambda a: (jnp.sort(a, axis=1) * LOGITS).sum())(jnp.asarray(LOGITS))
    np.testing.assert_allclose(got, np.asarray(ref), rtol=1e-6)


def test_second_order_through_a_multi_output_op():
    """The recorded walk (a gradient of a gradient) calls the same kernels."""
    x = ms.Tensor(np.array([0.3, -1.2, 2.0], np.float32))
    inner = ms.grad(lambda a: (ops.sort(a)[0] ** 3).sum())
    got = ms.grad(lambda a: inner(a).sum())(x).asnumpy()
    np.testing.assert_allclose(got, 6 * x.asnumpy(), rtol=1e-6)



def _conv(x, w):
    return ops.conv2d(x, w)


def _dense(x, w, b):
    return ops.dense(x, w, b)


@pytest.mark.parametrize("fn, shapes", [
    (_conv, [(4, 3, 9, 9), (5, 3, 3, 3)]),
    (_dense, [(6, 7), (4, 7), (4,)]),
    (ops.matmul, [(6, 7), (7, 3)]),
])
def test_gradient_of_some_inputs_is_bit_identical(fn, shapes):
    """The backward walk differentiates conv/dense/matmul only with respect to their tracked
    inputs (``tape_vjp._SPLIT_VJP``): the gradient of the last input alone (the others untracked)
    must equal, bit for bit, the one taken with respect to all inputs (the full vjp)."""
    args = [ms.Tensor(RNG.standard_normal(s).astype(np.float32)) for s in shapes]
    sens = ms.Tensor(RNG.standard_normal(fn(*args).shape).astype(np.float32))
    last = len(args) - 1
    every = ms.grad(fn, grad_position=tuple(range(len(args))), sens_param=True)(*args, sens)
    alone = ms.grad(fn, grad_position=last, sens_param=True)(*args, sens)
    np.testing.assert_array_equal(alone.asnumpy(), every[last].asnumpy())
