"""Session 44 (stopsa): behaviours found by MindSpore 2.10's st op tests (tests/st/ops, first half)."""
import numpy as np

import minicell as ms
from minicell import Tensor, nn, ops, vmap
from minicell.ops import operations as P


def _draw(p, n=3):
    return P.Multinomial(seed=5, seed2=6)(p, n)


def test_vmap_multinomial_is_the_batched_draw():
    # 2.10's vmap rule of Multinomial: 1-D weights per example are drawn as one 2-D draw, so
    # equal rows get different samples and the vmapped result equals the batched call.
    prob = Tensor(np.full((4, 2), 0.5, np.float32))
    batched = _draw(prob, 8).asnumpy()
    mapped = vmap(_draw, in_axes=(0, None))(prob, 8).asnumpy()
    np.testing.assert_array_equal(mapped, batched)
    assert len({tuple(r) for r in mapped}) > 1          # rows are not copies of one draw


def test_vmap_multinomial_2d_weights_per_example():
    # per-example 2-D weights fall back to a per-example draw: shape (batch, rows, samples)
    p = Tensor(np.ones((2, 3, 4), np.float32))
    fn = lambda q: _draw(q, 2)
    out = vmap(fn)(p)
    assert out.shape == (2, 3, 2) and out.dtype == ms.int32
    assert ((out.asnumpy() >= 0) & (out.asnumpy() < 4)).all()


def test_vmap_multinomial_graph_cell():
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.m = P.Multinomial(seed=5, seed2=6)

        def construct(self, p):
            return self.m(p, 5)

    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        prob = Tensor(np.full((3, 2), 0.5, np.float32))
        np.testing.assert_array_equal(vmap(Net())(prob).asnumpy(), Net()(prob).asnumpy())
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_multinomial_without_replacement_unchanged_by_vmap_wrapper():
    out = ops.multinomial(Tensor(np.ones((2, 5), np.float32)), 5, replacement=False, seed=3)
    assert sorted(out.asnumpy()[0].tolist()) == [0, 1, 2, 3, 4]


def test_grad_for_scalar_takes_a_number_sens():
    # with GRAD_FOR_SCALAR on, mutable scalars are differentiated; a number sensitivity for the
    # scalar they compute joins (2.10's st dynamic_sequence/test_dynamic_scalar_math: no
    # 'Type Join Failed: dtype1 = Int64, dtype2 = Any')
    from minicell import mutable
    from minicell._extends.parse import compile_config

    class Mul(nn.Cell):
        def construct(self, x, y):
            return x * y

    class Grad(nn.Cell):
        def __init__(self, net):
            super().__init__()
            self.net = net
            self.g = ops.GradOperation(get_all=True, sens_param=True)

        def construct(self, x, y, s):
            return self.g(self.net)(x, y, s)

    ms.set_context(mode=ms.GRAPH_MODE)
    compile_config.GRAD_FOR_SCALAR = 1
    try:
        gx, gy = Grad(Mul())(mutable(3), mutable(4), 2)
        assert (int(gx), int(gy)) == (8, 6)
        gx, gy = Grad(Mul())(mutable(3.0), mutable(4.0), 2.0)
        assert (float(gx), float(gy)) == (8.0, 6.0)
    finally:
        compile_config.GRAD_FOR_SCALAR = ''
        ms.set_context(mode=ms.PYNATIVE_MODE)
