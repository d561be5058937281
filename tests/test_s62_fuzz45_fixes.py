"""Session 62's fuzz45 fixes (GRAPH_MODE vs PYNATIVE_MODE random programs, family 45), each
pinned to what MindSpore 2.10 CPU gives (measured, both modes where they matter)."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor

_IDX = np.array([[2], [0]], np.int32)


class _Scatter(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, u):
        return self.fn(x, Tensor(_IDX), u)


def _scatter_error(fn, mode, x_shape, u_shape):
    ms.set_context(mode=mode)
    try:
        with pytest.raises(ValueError) as info:
            _Scatter(fn)(Tensor(np.ones(x_shape, np.float32)), Tensor(np.ones(u_shape, np.float32)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    return str(info.value)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_tensor_scatter_update_shape_checked_before_index_values(mode):
    # fuzz45 seeds 96, 132: x (1, 4, 6) with index 2 and updates x[1:3] (0, 4, 6); minicell's
    # PYNATIVE_MODE raised the index range's UpdateIndexError (an IndexError), GRAPH_MODE JAX's
    # broadcast failure. 2.10 (measured, both modes): ValueError at infer, PYNATIVE's text:
    text = _scatter_error(ops.tensor_scatter_update, mode, (1, 4, 6), (0, 4, 6))
    assert text == ("For TensorScatterUpdate, updates_shape = indices_shape[:-1] + "
                    "x_shape[indices_shape[-1]:], but got x_shape: (1, 4, 6), indices_shape: "
                    "(2, 1), updates_shape: (0, 4, 6).")


@pytest.mark.parametrize("name", ["sub", "mul", "div", "max", "min"])
def test_tensor_scatter_arith_updates_shape(name):
    # 2.10 (measured, same text in both modes) for x (4, 6), indices (2, 1), updates (3, 6)
    text = _scatter_error(getattr(ops, f"tensor_scatter_{name}"), ms.GRAPH_MODE, (4, 6), (3, 6))
    assert text == (f"For TensorScatter{name.capitalize()}, updates_shape = indices_shape[:-1] + "
                    "x_shape[indices_shape[-1]:], but got x_shape: (4, 6), indices_shape: "
                    "(2, 1), updates_shape: (3, 6).")


def test_tensor_scatter_add_updates_shape():
    # 2.10 (measured, both modes) words TensorScatterAdd's check its own way
    text = _scatter_error(ops.tensor_scatter_add, ms.PYNATIVE_MODE, (4, 6), (3, 6))
    assert text == ("For TensorScatterAdd, indices_shape must equal to updates_shape, but got "
                    "indices_shape: [2, 6], updates_shape: [3, 6].")


def test_tensor_scatter_update_good_shape_bad_index_still_index_error():
    # shapes right, index 5 out of [0, 4): 2.10's kernel range error (an IndexError in minicell)
    with pytest.raises(IndexError):
        ops.tensor_scatter_update(Tensor(np.ones((4, 6), np.float32)),
                                  Tensor(np.array([[5]], np.int32)),
                                  Tensor(np.ones((1, 6), np.float32)))


class _Bumping(nn.Cell):
    def __init__(self, read):
        super().__init__()
        self.read = read
        self.b = ms.Parameter(Tensor(np.full((3,), 0.1, np.float32)), name="b")

    def bump(self, x):
        ops.assign_add(self.b, x.mean(0) * 0.1)
        return x * self.b if self.read == "mul" else x + self.b

    @ms.jit
    def fastbump(self, x):
        return self.bump(x) * 2


class _Outer(nn.Cell):
    def __init__(self, read):
        super().__init__()
        self.enc = _Bumping(read)

    def construct(self, x):
        return self.enc.fastbump(x)


@pytest.mark.heavy      # (three compiles: 0.9 s for the first case alone)
@pytest.mark.parametrize("read, expected", [("add", [4.0, 4.0, 4.0]), ("mul", [6.0, 10.0, 14.0])])
def test_pynative_jit_method_writing_then_reading_a_weight_keeps_its_gradient(read, expected):
    # fuzz45 (methods15): an @ms.jit method of a sub-Cell writes a Parameter (assign_add) and
    # then reads it; PYNATIVE_MODE's gradient w.r.t. the Parameter was 0 (the tape replays the
    # jit graph, whose write cut the path), GRAPH_MODE's was right. 2.10 (measured, both modes:
    # the same weight gradient; the Parameter ends at [0.25, 0.35, 0.45]):
    net = _Outer(read)
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    grads = ms.grad(lambda v: net(v).sum(), grad_position=0, weights=net.trainable_params())(x)
    np.testing.assert_allclose(grads[1][0].asnumpy(), expected, rtol=1e-6)
    np.testing.assert_allclose(net.enc.b.asnumpy(), [0.25, 0.35, 0.45], rtol=1e-6)


class _CompAfterIf(nn.Cell):
    def construct(self, h, y):
        if h.sum() > 0.25:
            v = h * 2
            h = v + 1
        d = {kk: v * 2 for kk, v in zip(('a', 'b'), (h, y))}
        return d['a'] - d['b']


def test_graph_comprehension_target_is_not_a_read_of_the_outer_name():
    # fuzz45 seed 282: a name bound only in a tensor if's branch, then used as a dict
    # comprehension's target; GRAPH_MODE raised 'The local variable 'v' is not defined in
    # false branch'. 2.10 (measured, both modes): [4. 4.]
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        out = _CompAfterIf()(Tensor(np.ones((2,), np.float32)), Tensor(np.ones((2,), np.float32)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_array_equal(out.asnumpy(), [4.0, 4.0])


class _DictRebuiltInWhile(nn.Cell):
    def construct(self, h, y):
        d = {'e': h * 2, 'n': 2}
        h = d['e'] + d['n']
        i = Tensor(0, ms.int32)
        while i < 2:
            d = {'a': h * 2, 'b': y}
            h = d['a'] - d['b'] * 0.5
            i += 1
        return h


def test_graph_tensor_while_does_not_carry_a_name_its_body_rebinds_first():
    # fuzz45 seed 186: ``d`` rebound (other keys) at the top of a tensor while's body and dead
    # after it; GRAPH_MODE raised 'variable 'd' changes structure ... in the body of a
    # tensor-dependent `while`'. 2.10 (measured, both modes): [14.5 14.5]
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        out = _DictRebuiltInWhile()(Tensor(np.ones((2,), np.float32)),
                                    Tensor(np.ones((2,), np.float32)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_array_equal(out.asnumpy(), [14.5, 14.5])
