"""``x @ w.T`` on a single row (``runtime/primitives/linalg.py: matmul_nt``): Dense and MatMul
with ``transpose_b`` on one sample are computed as ``w @ x``, because XLA's CPU backend copies a
transposed matrix in full on every call of a row-times-transposed-matrix product (20x slower at
4096x4096). The rewrite must give the same values and gradients as the product it replaces, in
both modes, for every shape of single-row input; and the program it lowers to must read the
weight as it is stored (no transpose).
"""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from runtime.primitives.linalg import matmul_nt
from runtime.registry import freeze_attrs, get_op

RNG_SEED = 11           # conftest reseeds RNG before each test
RNG = np.random.default_rng(RNG_SEED)


def _rand(*shape):
    return RNG.standard_normal(shape).astype(np.float32)


@pytest.mark.parametrize("x_shape", [(6,), (1, 6), (1, 1, 6), (1, 1, 1, 6), (3, 6), (2, 1, 6),
                                     (0, 6)])
def test_matmul_nt_values_match_the_transposed_product(x_shape):
    x, w = _rand(*x_shape), _rand(5, 6)
    got = np.asarray(matmul_nt(jnp.asarray(x), jnp.asarray(w)))
    want = x @ w.T
    assert got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("x_shape", [(6,), (1, 6), (1, 1, 6), (4, 6)])
def test_matmul_nt_gradients_match_the_transposed_product(x_shape):
    x, w = jnp.asarray(_rand(*x_shape)), jnp.asarray(_rand(5, 6))
    cot = jnp.asarray(_rand(*x_shape[:-1], 5))

    def loss(f):
        return lambda x, w: jnp.sum(f(x, w) * cot)
    got = jax.jit(jax.grad(loss(matmul_nt), (0, 1)))(x, w)     # jitted: one compile each
    want = jax.jit(jax.grad(loss(lambda x, w: x @ w.T), (0, 1)))(x, w)
    for g, r in zip(got, want):
        np.testing.assert_allclose(np.asarray(g), np.asarray(r), rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("op, attrs, args", [
    ("dense", {}, lambda x, w: (x, w)),
    ("matmul", {"transpose_b": True}, lambda x, w: (x, w)),
])
@pytest.mark.parametrize("x_shape", [(1, 64), (1, 1, 64), (64,)])
def test_a_single_row_lowers_without_transposing_the_weight(op, attrs, args, x_shape):
    if op == "dense" and len(x_shape) == 1:
        x_shape = (1, 64)
    fn = get_op(op).bind(freeze_attrs(attrs))
    x, w = jnp.ones(x_shape, jnp.float32), jnp.ones((32, 64), jnp.float32)
    text = jax.jit(lambda x, w: fn(*args(x, w))).lower(x, w).as_text()
    assert "transpose" not in text, text
    # a batch of rows keeps the plain product (XLA's matrix kernels take w.T as it is)
    text = jax.jit(lambda x, w: fn(*args(x, w))).lower(jnp.ones((4, 64)), w).as_text()
    assert "transpose" in text


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
@pytest.mark.parametrize("x_shape", [(1, 16), (1, 1, 16), (5, 16)])
def test_dense_on_one_sample_matches_numpy_in_both_modes(mode, x_shape):
    ms.set_context(mode=mode)
    try:
        net = nn.Dense(16, 8, activation="relu")
        x = _rand(*x_shape)
        out = net(ms.Tensor(x)).asnumpy()
        want = np.maximum(x @ net.weight.asnumpy().T + net.bias.asnumpy(), 0)
        assert out.shape == want.shape
        np.testing.assert_allclose(out, want, rtol=1e-5, atol=1e-5)
        loss = lambda x: net(x).sum()
        grads = ms.grad(loss, None, net.trainable_params())(ms.Tensor(x))
        mask = (x @ net.weight.asnumpy().T + net.bias.asnumpy() > 0).astype(np.float32)
        dw = mask.reshape(-1, 8).T @ x.reshape(-1, 16)
        np.testing.assert_allclose(grads[0].asnumpy(), dw, rtol=1e-5, atol=1e-5)
        np.testing.assert_allclose(grads[1].asnumpy(), mask.reshape(-1, 8).sum(0), rtol=1e-5)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.mark.parametrize("x_shape", [(3,), (2, 3)])
def test_dense_primitive_with_a_vector_weight_contracts_the_last_axis(mode, x_shape):
    """``ops.Dense()(x, w)`` with a 1-D ``w``: ``x @ w`` (+ a 0-d bias), as MindSpore 2.10."""
    x, w = _rand(*x_shape), np.array([1.0, 2.0, 3.0], np.float32)
    out = ops.Dense()(ms.Tensor(x), ms.Tensor(w), ms.Tensor(np.float32(7.0)))
    np.testing.assert_allclose(out.asnumpy(), x @ w + 7.0, rtol=1e-6)
    dense = lambda a, b: ops.Dense()(a, b).sum()
    gx, gw = ms.grad(dense, (0, 1))(ms.Tensor(x), ms.Tensor(w))
    np.testing.assert_allclose(gx.asnumpy(), np.broadcast_to(w, x.shape), rtol=1e-6)
    np.testing.assert_allclose(gw.asnumpy(), x.reshape(-1, 3).sum(0), rtol=1e-6)


def test_matmul_transpose_b_on_a_row_vector_and_a_batched_weight():
    x, w = _rand(1, 6), _rand(5, 6)
    np.testing.assert_allclose(ops.matmul(ms.Tensor(x), ms.Tensor(w.T)).asnumpy(), x @ w.T,
                               rtol=1e-5, atol=1e-5)
    mm = ops.MatMul(transpose_b=True)
    np.testing.assert_allclose(mm(ms.Tensor(x), ms.Tensor(w)).asnumpy(), x @ w.T, rtol=1e-5,
                               atol=1e-5)
    # a 3-d weight is not a matrix: the batched product, leading axes broadcast
    xb, wb = _rand(3, 1, 6), _rand(3, 5, 6)
    got = ops.BatchMatMul(transpose_b=True)(ms.Tensor(xb), ms.Tensor(wb)).asnumpy()
    np.testing.assert_allclose(got, xb @ wb.transpose(0, 2, 1), rtol=1e-5, atol=1e-5)


# ---- GRAPH_MODE: an explicit transpose folds into the matmul (compiler/fold_transpose.py) ----
class TransposedHead(nn.Cell):
    """The ways a user writes ``x @ w.T`` (a tied output head), a matrix transposed outside a
    loop and read inside it, and a transpose that is also returned (it must stay)."""

    def __init__(self, keep_transpose=False):
        super().__init__()
        # its own generator: RNG's draws depend on which tests ran before in the process
        w = np.random.default_rng(8).standard_normal((8, 4)).astype(np.float32)
        self.w = ms.Parameter(ms.Tensor(w), name="w")
        self.keep_transpose = keep_transpose

    def construct(self, x):
        wt = self.w.T
        y = ops.matmul(x, wt) + x @ ops.transpose(self.w, (1, 0)) + \
            ops.MatMul(transpose_b=True)(x, ops.swapaxes(wt, 0, 1).T.T)
        h = y
        for _ in range(2):
            h = ops.tanh(ops.matmul(h, self.w) @ wt)
        if self.keep_transpose:
            return y + h, wt
        return y + h


def _ops_of(graph):
    names = []
    for node in graph.nodes:
        names.append(node.op.name)
        for sg in node.subgraphs:
            names += _ops_of(sg)
    return names


def _reference(x, w):
    y = 3 * (x @ w.T)
    h = y
    for _ in range(2):
        h = np.tanh(h @ w @ w.T)
    return y + h


@pytest.mark.parametrize("rows", [1, 3])
def test_graph_folds_the_transpose_of_a_matrix_into_matmul(rows):
    from minicell.compiler.api import cell_ir
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        x = np.random.default_rng(rows).standard_normal((rows, 4)).astype(np.float32)
        net, x = TransposedHead(), ms.Tensor(x)
        out = net(x).asnumpy()
        ops_used = _ops_of(cell_ir(net, (x,), {}))
        assert "transpose" not in ops_used, ops_used
        assert ops_used.count("matmul") >= 2
        # float64 reference: y + h cancels, so compare at the scale of y (|y| ~ 10)
        ref = _reference(x.asnumpy().astype(np.float64), net.w.asnumpy().astype(np.float64))
        np.testing.assert_allclose(out, ref, rtol=1e-4, atol=1e-4)
        loss = lambda x: net(x).sum()
        grad = ms.jit(ms.grad(loss, None, net.trainable_params()))(x)[0]
        ms.set_context(mode=ms.PYNATIVE_MODE)
        want = ms.grad(loss, None, net.trainable_params())(x)[0]
        np.testing.assert_allclose(grad.asnumpy(), want.asnumpy(), rtol=1e-4, atol=1e-5)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_graph_keeps_a_transpose_that_is_also_returned():
    from minicell.compiler.api import cell_ir
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        net, x = TransposedHead(keep_transpose=True), ms.Tensor(_rand(1, 4))
        out, wt = net(x)
        np.testing.assert_array_equal(wt.asnumpy(), net.w.asnumpy().T)
        np.testing.assert_allclose(out.asnumpy(), _reference(x.asnumpy(), net.w.asnumpy()),
                                   rtol=1e-4, atol=1e-5)
        assert "transpose" in _ops_of(cell_ir(net, (x,), {}))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.mark.parametrize("perm, q_shape, k_shape, folded", [
    ((0, 1, 3, 2), (1, 3, 2, 4), (1, 3, 5, 4), True),
    ((0, 1, -1, -2), (1, 3, 1, 4), (1, 3, 5, 4), True),
    ((1, 0, 3, 2), (1, 3, 2, 4), (3, 1, 5, 4), False),
    ((0, 2, 1, 3), (1, 3, 2, 4), (1, 4, 3, 5), False)])
def test_graph_folds_batched_transposes_of_the_last_two_axes_only(perm, q_shape, k_shape,
                                                                  folded):
    from minicell.compiler.api import cell_ir
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        @ms.jit
        def scores(q, k):
            return ops.matmul(q, ops.transpose(k, perm))
        q, k = _rand(*q_shape), _rand(*k_shape)
        args = (ms.Tensor(q), ms.Tensor(k))
        want = q @ np.transpose(k, perm)
        np.testing.assert_allclose(scores(*args).asnumpy(), want, rtol=1e-5, atol=1e-5)
        assert ("transpose" not in _ops_of(cell_ir(scores, args, {}))) == folded
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.mark.parametrize("x_shape, w_shape", [
    ((1, 8, 1, 16), (1, 8, 32, 16)), ((1, 8, 3, 16), (1, 8, 32, 16)),
    ((2, 1, 4, 1, 16), (2, 1, 4, 32, 16)), ((1, 1, 1, 16), (1, 1, 32, 16)),
    ((2, 3, 1, 16), (2, 3, 32, 16)), ((2, 1, 16), (1, 32, 16)), ((1, 16), (3, 32, 16))])
def test_batched_transposed_products_match_numpy_with_gradients(x_shape, w_shape):
    x, w = jnp.asarray(_rand(*x_shape)), jnp.asarray(_rand(*w_shape))
    want = np.asarray(x) @ np.swapaxes(np.asarray(w), -1, -2)
    got = jax.jit(matmul_nt)(x, w)                   # jitted: one compile each, not one per op
    assert got.shape == want.shape
    np.testing.assert_allclose(np.asarray(got), want, rtol=1e-5, atol=1e-5)
    cot = jnp.asarray(_rand(*want.shape))
    grads = jax.jit(jax.grad(lambda x, w: jnp.sum(matmul_nt(x, w) * cot), (0, 1)))(x, w)
    refs = jax.jit(jax.grad(lambda x, w: jnp.sum((x @ jnp.swapaxes(w, -1, -2)) * cot),
                            (0, 1)))(x, w)
    for g, r in zip(grads, refs):
        np.testing.assert_allclose(np.asarray(g), np.asarray(r), rtol=1e-5, atol=1e-5)


def test_a_batch_axis_of_size_one_is_dropped_before_the_product():
    # XLA's CPU backend copies k transposed when the batch holds an axis of size 1; without
    # that axis the compiled product reads k as stored (the plain product is the control).
    fn = get_op("matmul").bind(freeze_attrs({"transpose_b": True}))
    q, k = jnp.ones((1, 8, 1, 64)), jnp.ones((1, 8, 32, 64))

    def compiled(f):
        return jax.jit(f).lower(q, k).compile().as_text()
    assert " transpose(" in compiled(lambda q, k: jnp.matmul(q, jnp.swapaxes(k, -1, -2)))
    assert " transpose(" not in compiled(fn)


def test_fold_transpose_module_example():
    import doctest
    from minicell.compiler import fold_transpose
    result = doctest.testmod(fold_transpose)
    assert result.attempted > 0 and result.failed == 0
