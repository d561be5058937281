"""Signatures no static-shape graph can hold run op by op in GRAPH_MODE (compiler/eager_fallback):
same values and gradients as PYNATIVE_MODE, one warning per signature, STRICT keeps the error."""
import warnings

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.compiler.errors import CompileWarning, DataDependentShapeError

X = np.array([1.5, -2.0, 3.0, -0.5], np.float32)


class Head(nn.Cell):
    """A Dense layer on the positive entries only (a data-dependent shape), then a sum."""

    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([0.5, -1.0, 2.0, 1.0], np.float32)), name="w")

    def construct(self, x):
        y = x * self.w
        return ops.masked_select(y, y > 0).sum() + ops.unique(x)[0].sum()


class Outer(nn.Cell):
    """A compiled parent around a child that needs the fallback: the whole call runs eagerly."""

    def __init__(self):
        super().__init__()
        self.head = Head()

    def construct(self, x):
        return self.head(x * 2) + 1


def _in_modes(fn):
    out = {}
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", CompileWarning)
            out[mode] = fn()
    ms.set_context(mode=ms.PYNATIVE_MODE)
    return out[ms.PYNATIVE_MODE], out[ms.GRAPH_MODE]


def _np(tree):
    return [t.asnumpy() for t in (tree if isinstance(tree, (tuple, list)) else [tree])]


@pytest.mark.parametrize("make", [Head, Outer])
def test_values_and_gradients_match_pynative(make):
    net = make()
    weights = net.trainable_params()
    py, graph = _in_modes(lambda: [net(ms.Tensor(X)),
                                   *ms.grad(net, 0, weights)(ms.Tensor(X))])
    flat = [a for t in py for a in _np(t)], [a for t in graph for a in _np(t)]
    assert len(flat[0]) == len(flat[1]) == 3
    for a, b in zip(*flat):
        np.testing.assert_allclose(b, a, rtol=1e-6)
    # d/dw sum(masked x*w) = x where x*w > 0
    mask = X * np.array([0.5, -1.0, 2.0, 1.0], np.float32) > 0
    if make is Head:
        np.testing.assert_allclose(flat[1][2], np.where(mask, X, 0), rtol=1e-6)


def test_training_step_with_a_data_dependent_shape_learns_as_pynative():
    def losses(mode):
        ms.set_context(mode=mode)
        ms.set_seed(0)
        net = Head()
        step = nn.TrainOneStepCell(net, nn.SGD(net.trainable_params(), 0.1))
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", CompileWarning)
            out = [float(step(ms.Tensor(X)).asnumpy()) for _ in range(3)]
        ms.set_context(mode=ms.PYNATIVE_MODE)
        return out, net.w.asnumpy()
    (lp, wp), (lg, wg) = losses(ms.PYNATIVE_MODE), losses(ms.GRAPH_MODE)
    np.testing.assert_allclose(lg, lp, rtol=1e-6)
    np.testing.assert_allclose(wg, wp, rtol=1e-6)
    assert lg[0] != lg[2]          # the Parameter was updated between the steps


def test_jit_function_runs_op_by_op_once_warned_and_keeps_compiling_other_functions():
    @ms.jit
    def positives(x):
        return x[x > 0]

    @ms.jit
    def plain(x):
        return x * 2

    with pytest.warns(CompileWarning, match="op by op"):
        out = positives(ms.Tensor(X))
    assert out.asnumpy().tolist() == [1.5, 3.0]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert positives(ms.Tensor(-X)).asnumpy().tolist() == [2.0, 0.5]
        assert plain(ms.Tensor(X)).asnumpy().tolist() == (X * 2).tolist()
    assert ms.get_context("mode") == ms.PYNATIVE_MODE


def test_gradient_through_a_jit_function_under_the_pynative_tape():
    @ms.jit
    def masked_square_sum(x):
        return (x[x > 0] ** 2).sum()

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", CompileWarning)
        g = ms.grad(masked_square_sum)(ms.Tensor(X))
    np.testing.assert_allclose(g.asnumpy(), np.where(X > 0, 2 * X, 0))


def test_strict_runs_dynamic_shape_ops_but_not_value_reads(graph_mode):
    """As MindSpore: STRICT forbids JIT Fallback (Python/numpy reading a tensor's value), not
    ops with data-dependent shapes nor int() of a tensor (a graph scalar in MindSpore). 2.10
    under STRICT (measured): x[:int(x.sum())] is [1.5 -2.], asnumpy() an AttributeError."""
    class ReadsValue(nn.Cell):
        def construct(self, x):
            return x[:int(x.sum())]

    class Numpy(nn.Cell):
        def construct(self, x):
            return x * float(np.sum(x.asnumpy()))
    ms.set_context(jit_syntax_level=ms.STRICT)
    try:
        with pytest.warns(CompileWarning, match="op by op"):
            out = Head()(ms.Tensor(X))
        np.testing.assert_allclose(out.asnumpy(), 0.75 + 2.0 + 6.0 + X.sum(), rtol=1e-6)
        with pytest.warns(CompileWarning, match="op by op"):
            np.testing.assert_array_equal(ReadsValue()(ms.Tensor(X)).asnumpy(), X[:2])
        with pytest.raises(AttributeError, match="JIT Fallback"):
            Numpy()(ms.Tensor(X))
    finally:
        ms.set_context(jit_syntax_level=ms.LAX)


def test_compile_ir_raises_the_error_that_stopped_the_trace(graph_mode):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", CompileWarning)
        with pytest.raises(DataDependentShapeError):
            Head().compile_ir(ms.Tensor(X))


def test_errors_that_are_not_about_shapes_still_raise(graph_mode):
    class Bad(nn.Cell):
        def construct(self, x):
            return ops.matmul(x, x[:2])
    with pytest.raises(ValueError):
        Bad()(ms.Tensor(np.ones((3, 3), np.float32)))


_fn = lambda n: ops.randperm(n, seed=1, dtype=ms.float16)
_fn2 = lambda n: ops.arange(n) * 2
_fn3 = lambda n: ops.linspace(0.0, 1.0, n)
_fn4 = lambda n: ops.one_hot(ops.zeros((2,), ms.int32), n, ms.Tensor(1.0), ms.Tensor(0.0))


@pytest.mark.parametrize("make", [
    _fn,
    _fn2,
    _fn3,
    _fn4,
], ids=["randperm", "arange", "linspace", "one_hot"])
def test_a_tensor_size_argument_runs_op_by_op_even_under_strict(graph_mode, make):
    """The size of the result comes from a Tensor's value (MindSpore compiles these as
    dynamic shapes, also under STRICT): the call runs op by op with PYNATIVE's values."""
    class Sized(nn.Cell):
        def construct(self, n):
            return make(n)
    ms.set_context(jit_syntax_level=ms.STRICT)
    try:
        with pytest.warns(CompileWarning, match="op by op"):
            out = Sized()(ms.Tensor(4, ms.int64))
    finally:
        ms.set_context(jit_syntax_level=ms.LAX)
    ms.set_context(mode=ms.PYNATIVE_MODE)
    expect = make(ms.Tensor(4, ms.int64))
    assert out.shape == expect.shape and out.dtype == expect.dtype
    np.testing.assert_array_equal(out.asnumpy(), expect.asnumpy())


def _sum_range(x):
    res = 0
    for i in range(x):        # range of a Tensor: Python reads its value
        res = res + i
    return res


def test_bytecode_jit_runs_what_it_cannot_compile_eagerly():
    """``jit(capture_mode="bytecode")`` (PIJit) breaks the graph where it cannot capture: the
    signature runs op by op with PYNATIVE's result (measured in MindSpore 2.10: 3 and 6);
    ``fullgraph=True`` and the AST jit keep the compile error."""
    f = ms.jit(_sum_range, capture_mode="bytecode")
    with pytest.warns(CompileWarning, match="capture_mode='bytecode'"):
        assert f(ms.Tensor([3])) == 3
    with warnings.catch_warnings():
        warnings.simplefilter("error", CompileWarning)     # the signature is cached: no warning
        assert f(ms.Tensor([3])) == 3
    assert f(4) == 6
    for strict in (ms.jit(_sum_range, capture_mode="bytecode", fullgraph=True),
                   ms.jit(_sum_range)):
        with pytest.raises(TypeError, match="make_range"):
            strict(ms.Tensor([3]))


def test_bytecode_jit_eager_run_raises_the_code_own_error():
    @ms.jit(capture_mode="bytecode")
    def bad(x):
        return x + "a"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", CompileWarning)
        with pytest.raises(TypeError):
            bad(ms.Tensor([1.0]))


def _store_global():
    global _STORED
    _STORED = ms.Tensor([1, 3])
    _STORED *= 2
    return _STORED


def test_bytecode_jit_runs_code_the_graph_would_change_eagerly():
    """A ``global`` written (a CompileWarning: the graph would write it only while compiling)
    breaks the graph of a bytecode jit: the global holds the real result, as in PYNATIVE."""
    with pytest.warns(CompileWarning, match="capture_mode='bytecode'"):
        out = ms.jit(_store_global, capture_mode="bytecode")()
    assert out.asnumpy().tolist() == [2, 6] and _STORED.asnumpy().tolist() == [2, 6]
