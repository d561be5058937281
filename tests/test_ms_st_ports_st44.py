"""Behaviour checked by MindSpore's st files of batch 44 (tests/st/runtime, rl, dataset, ...
and the compiler leftovers of batch 42), ported as small minicell tests. Expected values and
error types were measured on MindSpore 2.10 (CPU)."""
import warnings

import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops


class _ShapeByBranch(nn.Cell):
    # runtime/test_runtime_control_flow_memory_optimize.py: the branches of a tensor-dependent
    # `if` give different shapes; 2.10 makes the result's shape dynamic and runs it
    def construct(self, x, y, z):
        if z < 3:
            c = ops.reshape(x * 3, y.shape)
        else:
            c = x
        return c * 2


def test_branches_of_different_shapes_run(graph_mode):
    net = _ShapeByBranch()
    x = Tensor(np.arange(6).reshape(6, 1).astype(np.float32))
    y = Tensor(np.ones([3, 2]), ms.float32)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        taken = net(x, y, Tensor(2, ms.float32))
        other = net(x, y, Tensor(5, ms.float32))
        g_taken = ms.grad(net, 0)(x, y, Tensor(2, ms.float32))
        g_other = ms.grad(net, 0)(x, y, Tensor(5, ms.float32))
    # measured on 2.10
    assert taken.asnumpy().tolist() == [[0.0, 6.0], [12.0, 18.0], [24.0, 30.0]]
    assert other.asnumpy().tolist() == [[0.0], [2.0], [4.0], [6.0], [8.0], [10.0]]
    np.testing.assert_array_equal(g_taken.asnumpy(), np.full((6, 1), 6.0, np.float32))
    np.testing.assert_array_equal(g_other.asnumpy(), np.full((6, 1), 2.0, np.float32))


@ms.jit_class
class _Counter:
    def __init__(self):
        self.n = 0
        self.tag = "a"


_counter = _Counter()


@ms.jit
def _count_step(x):
    _counter.n += 2
    _counter.tag = _counter.tag + "b"
    return x * _counter.n


class _CountDown(nn.Cell):
    def construct(self, x):
        _counter.n = _counter.n - 1
        return x + _counter.n


def test_global_object_attribute_writes_every_call():
    # compiler/fallback/test_graph_fallback_runtime_setattr.py: a Python value set on a global
    # (or closure) object in a graph is set by every call and read afresh (2.10, measured)
    _counter.n, _counter.tag = 0, "a"
    seen = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for _ in range(3):
            out = _count_step(Tensor([1.0, 2.0]))
            seen.append((out.asnumpy().tolist(), _counter.n, _counter.tag))
        ms.set_context(mode=ms.GRAPH_MODE)
        net = _CountDown()
        for _ in range(2):
            seen.append((net(Tensor([1.0])).asnumpy().tolist(), _counter.n))
    assert seen == [([2.0, 4.0], 2, "ab"), ([4.0, 8.0], 4, "abb"), ([6.0, 12.0], 6, "abbb"),
                    ([6.0], 5), ([5.0], 4)]


def test_closure_object_read_before_its_write():
    class Plain:
        def __init__(self):
            self.x = 1

    @ms.jit
    def foo():
        y = obj.x
        obj.x = obj.x + 1
        return y

    obj = Plain()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        got = [(foo(), obj.x) for _ in range(3)]
    assert got == [(1, 2), (2, 3), (3, 4)]      # measured on 2.10


class _Reader:
    def __init__(self):
        self.number = 2

    def func(self, x):
        return self.number * x.asnumpy()


class _ReadsValue(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cls = _Reader()

    def construct(self, x):
        return self.cls.func(x)


@pytest.mark.parametrize("context_level", [ms.LAX, ms.COMPATIBLE, ms.STRICT])
@pytest.mark.parametrize("config", [None, "STRICT", "COMPATIBLE", "LAX"])
def test_cell_jit_config_syntax_level(graph_mode, monkeypatch, context_level, config):
    # compiler/fallback/test_graph_fallback_jit_syntax_level.py: a Cell's JitConfig level
    # overrides the context's, and reading a value (JIT Fallback) needs LAX: 2.10 raises its
    # AttributeError at COMPATIBLE too (measured for each pair)
    monkeypatch.delenv("MS_DEV_JIT_SYNTAX_LEVEL", raising=False)
    ms.set_context(jit_syntax_level=context_level)
    try:
        net = _ReadsValue()
        if config:
            net.set_jit_config(ms.JitConfig(jit_syntax_level=config))
        if (config or ("LAX" if context_level == ms.LAX else "")) == "LAX":
            assert int(net(Tensor(2))) == 4
        else:
            with pytest.raises(AttributeError):
                net(Tensor(2))
        monkeypatch.setenv("MS_DEV_JIT_SYNTAX_LEVEL", "0")    # the variable comes first
        net = _ReadsValue()
        net.set_jit_config(ms.JitConfig(jit_syntax_level="LAX"))
        with pytest.raises(AttributeError):
            net(Tensor(2))
    finally:
        ms.set_context(jit_syntax_level=ms.LAX)


def test_morph_is_graph_mode_only():
    # compiler/morph/test_morph.py::test_morph_pynative_mode: 2.10 raises when Morph runs
    # eagerly (called, in a Cell, under grad), and runs it in a jit function (measured)
    morph = ops.Morph(lambda a: a * 3, lambda *s: s[0], lambda *d: d[0])
    x = Tensor([1.0, 2.0])
    for call in (lambda: morph(x), lambda: ms.grad(lambda t: morph(t).sum())(x)):
        with pytest.raises(RuntimeError, match="Morph is only supported in GRAPH_MODE."):
            call()
    morphed = lambda t: morph(t)
    assert ms.jit(morphed)(x).asnumpy().tolist() == [3.0, 6.0]


def test_island_structure_from_this_calls_values():
    # compiler/functional_overload/test_functional_method.py::test_method_max_keyword_any:
    # an island whose result's structure or shape depends on the input values gets this call's
    # (2.10 runs it as Python: 5, and [2. 4.], measured)
    @ms.jit
    def top(x, y):
        return x.max(return_indices=bool(y.asnumpy()))

    @ms.jit
    def head(x, n):
        k = int(n.asnumpy())
        return x[:k] * 2

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert int(top(Tensor([1, 2, 3, 4, 5]), Tensor(False))) == 5
        out = head(Tensor([1.0, 2.0, 3.0]), Tensor(2))
    assert out.asnumpy().tolist() == [2.0, 4.0]
