"""Numpy islands in GRAPH_MODE (MindSpore's JIT Fallback, issue 12): Python that reads tensor
values inside construct runs on the host while the compiled graph runs. Expected values are
MindSpore 2.10's (GRAPH_MODE, CPU), where it was run on the same programs."""
import contextlib
import io
import os
import warnings

import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops
from minicell.compiler.errors import CompileWarning, ConcretizationError


class MySampler(nn.Cell):
    """The seed's sampler (002_network_construction): numpy sampling inside construct."""

    def __init__(self, max_num):
        super().__init__()
        self.max_num = max_num

    def random_positive(self, x):
        pos = np.where(x > 0.5)[0]
        return np.random.choice(pos, self.max_num)

    def construct(self, x):
        batch = x.shape[0]
        pos_value = []
        pos_indice = []
        for i in range(batch):
            a = x[i].asnumpy()
            pos_ind = self.random_positive(a)
            pos_value.append(ms.Tensor(a[pos_ind], ms.float32))
            pos_indice.append(ms.Tensor(pos_ind, ms.int32))
        pos_values = ops.stack(pos_value, axis=0)
        pos_indices = ops.stack(pos_indice, axis=0)
        print("pos_values forword", pos_values)
        print("pos_indices forword", pos_indices)
        return pos_values, pos_indices


class SamplerWithBprop(MySampler):
    def bprop(self, x, out, dout):
        pos_indices = out[1]
        grad_x = dout[0]
        dx = []
        for i in range(x.shape[0]):
            dx.append(ops.UnsortedSegmentSum()(grad_x[i], pos_indices[i], x.shape[1]))
        return (ops.stack(dx, axis=0),)


_X = np.array([[1.2510660e+00, 2.1609735e+00, 3.4312444e-04, 9.0699774e-01, 4.4026768e-01],
               [2.7701578e-01, 5.5878061e-01, 1.0366821e+00, 1.1903024e+00, 1.6164502e+00]],
              np.float32)


def _run_printed(fn):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        result = fn()
    return result, out.getvalue()


def test_sampler_prints_what_mindspore_prints_and_its_gradient_is_cut(graph_mode):
    np.random.seed(2)
    net = MySampler(3)
    (values, indices), text = _run_printed(lambda: net(Tensor(_X)))
    # MindSpore 2.10 GRAPH_MODE, np.random.seed(2), the same x:
    assert text == ("pos_values forword [[1.251066  2.1609735 1.251066 ]\n"
                    " [1.1903024 1.6164502 1.1903024]]\n"
                    "pos_indices forword [[0 1 0]\n [3 4 3]]\n")
    assert indices.asnumpy().tolist() == [[0, 1, 0], [3, 4, 3]]
    np.testing.assert_allclose(values.asnumpy(), _X[[[0], [1]], [[0, 1, 0], [3, 4, 3]]])
    # a second call runs the island again (fresh numpy draws, not compile-time constants)
    (_, again), text2 = _run_printed(lambda: net(Tensor(_X)))
    assert again.asnumpy().tolist() == [[0, 3, 1], [4, 4, 2]]       # MindSpore's next draws
    assert "pos_indices forword [[0 3 1]\n [4 4 2]]" in text2
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        dx, _ = _run_printed(lambda: ms.grad(net, grad_position=0)(Tensor(_X)))
    assert not dx.asnumpy().any()                                    # MindSpore: all zeros
    texts = [str(w.message) for w in caught if issubclass(w.category, CompileWarning)]
    assert any("gradient stops at this numpy island" in t and "a = x[i].asnumpy()" in t
               for t in texts), texts


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE], ids=["pynative", "graph"])
def test_sampler_bprop_supplies_the_gradient(mode):
    ms.set_context(mode=mode)
    np.random.seed(2)
    net = SamplerWithBprop(3)
    (_, indices), _ = _run_printed(lambda: net(Tensor(_X)))
    np.random.seed(2)
    dx, _ = _run_printed(lambda: ms.grad(net, grad_position=0)(Tensor(_X)))
    expected = np.zeros_like(_X)
    for row, cols in enumerate(indices.asnumpy()):
        for c in cols:
            expected[row, c] += 1.0
    np.testing.assert_array_equal(dx.asnumpy(), expected)


class Mixed(nn.Cell):
    def construct(self, x):
        a = x.asnumpy()
        b = np.exp(a) + 1
        s = float(x.sum())
        print("b", b, "s", s)
        return Tensor(b) * 2, s


def test_island_prints_python_values_and_reruns_on_new_inputs(graph_mode):
    net = Mixed()
    (y, s), text = _run_printed(lambda: net(Tensor(np.array([1.0, 2.0], np.float32))))
    assert text == "b [3.718282 8.389055] s 3.0\n"                  # MindSpore 2.10's line
    np.testing.assert_allclose(y.asnumpy(), [7.4365639, 16.778111], rtol=1e-6)
    assert float(s) == 3.0
    (y, s), text = _run_printed(lambda: net(Tensor(np.array([0.0, 1.0], np.float32))))
    assert text.startswith("b [2.       3.718282] s 1.0")
    np.testing.assert_allclose(y.asnumpy(), [4.0, 7.4365639], rtol=1e-6)


class ScalarOfTensor(nn.Cell):
    def construct(self, x):
        s = float(x.sum())
        n = int(x.max())
        return x * s + n, x[0].item(), bool(x.min() > 0)


def test_float_int_item_bool_of_a_tensor_are_graph_scalars_without_gradient(mode):
    x = Tensor(np.array([1.0, 2.5], np.float32))
    y, first, positive = ScalarOfTensor()(x)
    np.testing.assert_allclose(y.asnumpy(), [5.5, 10.75])
    assert float(first) == 1.0 and bool(positive)
    # MindSpore: d(x * float(x.sum()))/dx = float(x.sum()): the scalar is a constant
    first = lambda t: ScalarOfTensor()(t)[0]
    grad = ms.grad(first)(x)
    np.testing.assert_allclose(grad.asnumpy(), [3.5, 3.5])


class Branchy(nn.Cell):
    def construct(self, x):
        if x.sum() > 0:
            y = Tensor(np.sort(x.asnumpy()))
        else:
            y = x * 2
        s = float(np.sum(y.asnumpy()))
        n = 0
        while y.sum() < 20:
            y = y + Tensor(np.abs(y.asnumpy()))
            n = n + 1
        return y, s, n


@pytest.mark.parametrize("values", [[3.0, 1.0, 2.0], [-3.0, 1.0, 2.0]])
def test_islands_inside_tensor_if_and_while_agree_with_pynative(values):
    x = Tensor(np.array(values, np.float32))
    eager = Branchy()(x)
    ms.set_context(mode=ms.GRAPH_MODE)
    net = Branchy()
    graph = net(x)
    for e, g in zip(eager, graph):
        np.testing.assert_allclose(np.asarray(g.asnumpy() if hasattr(g, "asnumpy") else g),
                                   np.asarray(e.asnumpy() if hasattr(e, "asnumpy") else e))
    ir = str(net.compile_ir(x))
    assert ir.count("island(") == 3 and "while(" in ir and "cond(" in ir


class NumpyConstant(nn.Cell):
    def construct(self, x):
        return x * np.float32(2.0) + np.sqrt(4.0)


def test_numpy_on_constants_stays_in_the_graph_with_its_gradient(graph_mode):
    x = Tensor(np.array([1.0, 2.0], np.float32))
    net = NumpyConstant()
    assert "island(" not in str(net.compile_ir(x))
    np.testing.assert_allclose(ms.grad(net)(x).asnumpy(), [2.0, 2.0])


class Nonzero(nn.Cell):
    def construct(self, x):
        return Tensor(np.nonzero(x.asnumpy())[0])


def test_an_island_whose_shape_depends_on_values_fails_at_run_time_naming_the_line(graph_mode):
    net = Nonzero()
    out = net(Tensor(np.array([1.0, 1.0, 1.0], np.float32)))     # compiled with ones: shape (3,)
    assert out.asnumpy().tolist() == [0, 1, 2]
    with pytest.raises(RuntimeError, match="shape") as info:
        net(Tensor(np.array([1.0, 0.0, 1.0], np.float32)))
    assert "np.nonzero(x.asnumpy())" in str(info.value)


def test_strict_syntax_level_turns_islands_into_a_compile_error(graph_mode):
    ms.set_context(jit_syntax_level=ms.STRICT)
    try:
        with pytest.raises(ConcretizationError, match="STRICT") as info:
            Mixed()(Tensor(np.array([1.0, 2.0], np.float32)))
        assert "a = x.asnumpy()" in str(info.value)
        assert isinstance(info.value, AttributeError)     # MindSpore's error for asnumpy there
        # scalars of tensors are graph values, allowed in STRICT as in MindSpore
        y = ScalarOfTensor()(Tensor(np.array([1.0, 2.5], np.float32)))[0]
        np.testing.assert_allclose(y.asnumpy(), [5.5, 10.75])
    finally:
        ms.set_context(jit_syntax_level=ms.LAX)
    out = Mixed()(Tensor(np.array([1.0, 2.0], np.float32)))[0]
    assert out.shape == (2,)


class Slice(nn.Cell):
    def construct(self, x):
        n = int(x.sum())
        return x[:n]


def test_syntax_level_environment_variable_comes_first_and_jit_takes_function(monkeypatch):
    """MindSpore: MS_DEV_JIT_SYNTAX_LEVEL outranks set_context; ms.jit(function=f) works."""
    def twice(x):
        return Tensor(x.asnumpy() * 2)
    ms.set_context(jit_syntax_level=ms.STRICT)
    monkeypatch.setenv("MS_DEV_JIT_SYNTAX_LEVEL", "2")
    np.testing.assert_allclose(ms.jit(function=twice, fullgraph=True)(Tensor([2.0])).asnumpy(),
                               [4.0])
    ms.set_context(jit_syntax_level=ms.LAX)
    monkeypatch.setenv("MS_DEV_JIT_SYNTAX_LEVEL", "0")
    with pytest.raises(AttributeError, match="STRICT"):
        ms.jit(function=twice)(Tensor([2.0]))


def test_syntax_level_variable_is_read_from_the_process_environment(monkeypatch):
    """2.10 reads MS_DEV_JIT_SYNTAX_LEVEL with getenv (measured): os.unsetenv ends it even though
    os.environ still holds it, and os.putenv starts it."""
    def thrice(x):
        return Tensor(x.asnumpy() * 3)
    monkeypatch.setenv("MS_DEV_JIT_SYNTAX_LEVEL", "0")
    os.unsetenv("MS_DEV_JIT_SYNTAX_LEVEL")
    np.testing.assert_allclose(ms.jit(function=thrice)(Tensor([2.0])).asnumpy(), [6.0])
    os.putenv("MS_DEV_JIT_SYNTAX_LEVEL", "0")
    with pytest.raises(AttributeError, match="STRICT"):
        ms.jit(function=thrice)(Tensor([1.0]))


def test_data_dependent_slice_runs_op_by_op_in_strict_too(graph_mode):
    # int(t) is a graph value in MindSpore at every syntax level, not JIT Fallback: 2.10 under
    # STRICT gives [1. 2.] and [1.] (measured)
    ms.set_context(jit_syntax_level=ms.STRICT)
    try:
        with pytest.warns(CompileWarning, match="op by op") as rec:
            out = Slice()(Tensor(np.array([1.0, 2.0], np.float32)))
        short = Slice()(Tensor(np.array([1.0, 0.5], np.float32)))
    finally:
        ms.set_context(jit_syntax_level=ms.LAX)
    assert "return x[:n]" in str(rec[0].message)
    assert out.asnumpy().tolist() == [1.0, 2.0] and short.asnumpy().tolist() == [1.0]


def test_data_dependent_slice_runs_op_by_op_naming_the_line(graph_mode):
    net = Slice()
    for x, want in (([1.0, 0.5], [1.0]), ([1.0, 2.0, 0.0], [1.0, 2.0, 0.0])):
        with pytest.warns(CompileWarning, match="op by op") as rec:
            out = net(Tensor(np.array(x, np.float32)))
        assert "return x[:n]" in str(rec[0].message)
        assert out.asnumpy().tolist() == want


class ReadsParameter(nn.Cell):
    def __init__(self, how):
        super().__init__()
        self.w = ms.Parameter(Tensor(np.ones(2, np.float32)), name="w")
        self.how = how

    def construct(self, x):
        if self.how == "asnumpy":
            a = self.w.asnumpy()
        elif self.how == "tolist":
            a = self.w.tolist()
        else:
            p = self.w
            a = p.asnumpy()
        return x * Tensor(a)


@pytest.mark.parametrize("how", ["asnumpy", "tolist", "alias"])
def test_asnumpy_of_a_parameter_is_mindsporess_compile_error_in_a_graph(how, mode):
    """2.10 (measured): 'Parameter.asnumpy' is refused in construct and in a jit function (its
    tolist too, with the same text); PYNATIVE_MODE reads the value."""
    net, x = ReadsParameter(how), Tensor(np.array([1.0, 3.0], np.float32))
    if mode == ms.PYNATIVE_MODE:
        assert net(x).asnumpy().tolist() == [1.0, 3.0]
        return
    with pytest.raises(RuntimeError, match=r"^Failed to compile in GRAPH_MODE because the "
                       r"'Parameter' object's method 'asnumpy' is not supported in 'construct'"):
        net(x)


def test_asnumpy_of_a_parameter_argument_of_a_jit_function_is_refused():
    @ms.jit
    def f(p):
        return Tensor(p.asnumpy())

    with pytest.raises(RuntimeError, match="'Parameter' object's method 'asnumpy'"):
        f(ms.Parameter(Tensor(np.ones(2, np.float32)), name="q"))


class Counts(nn.Cell):
    """Islands reading a Parameter through ``self`` the graph writes before / after them."""

    def __init__(self):
        super().__init__()
        self.cnt = ms.Parameter(Tensor(0, ms.int32), name="cnt", requires_grad=False)
        self.w = ms.Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")

    def construct(self, x):
        a = x.asnumpy()
        before = self.w + float(a.sum())            # an island: reads a host float
        ops.assign(self.w, x * 3)
        ops.assign_add(self.cnt, Tensor(1, ms.int32))
        s = float(a.sum())
        return before, x + s, self.cnt * 1, self.w + s


def test_an_island_reads_the_graphs_values_of_parameters_written_around_it(graph_mode):
    """2.10 (measured, same program): an island reading ``self.cnt`` sees the value the graph
    gave it so far, on every call; the Parameters' own arrays are the values before the call,
    and a graph that writes one donates its array (reading it was 'Array has been deleted' on
    the second call)."""
    net = Counts()
    x = Tensor(np.array([1.0, 2.0], np.float32))
    for call in (1, 2, 3):
        before, h, cnt, w = net(x)
        assert before.asnumpy().tolist() == ([4.0, 5.0] if call == 1 else [6.0, 9.0])
        assert h.asnumpy().tolist() == [4.0, 5.0]
        assert int(cnt.asnumpy()) == call
        assert w.asnumpy().tolist() == [6.0, 9.0]
    assert int(net.cnt.asnumpy()) == 3 and net.w.asnumpy().tolist() == [3.0, 6.0]


def test_while_and_for_else_and_recursion(graph_mode):
    class Else(nn.Cell):
        def construct(self, x):
            while x.sum() < 10:
                x = x * 2
            else:
                x = x + 1
            for _ in range(3):
                if x.sum() > 100:
                    break
                x = x * 3
            else:
                x = x - 1
            return x
    assert Else()(Tensor(np.array([1.0, 2.0], np.float32))).asnumpy().tolist() == [45.0, 81.0]

    class Recurse(nn.Cell):
        def halve(self, x):
            if x.sum() > 50:         # a tensor stop condition: compiling never ends
                return x
            return self.halve(x * 2)

        def construct(self, x):
            return self.halve(x)
    with pytest.raises(RuntimeError, match="Exceed function call depth") as info:
        Recurse()(Tensor(np.array([1.0, 2.0], np.float32)))
    assert "if x.sum() > 50:" in str(info.value)


def test_augmented_assignment_of_a_numpy_array_is_not_in_place(graph_mode):
    """``y += v`` on a numpy array in a graph is ``y = y + v`` (MindSpore 2.10, measured): an
    int array takes a float sum instead of numpy's casting error, and an alias keeps its
    value; a list is still extended in place."""
    @ms.jit
    def total(x):
        y = np.array(0)
        for i in np.array([1.1, 2.2]):
            y += i
        a = np.array([1, 2])
        b = a
        b *= 3
        items = [1]
        items += [2]
        return x + Tensor(y, ms.float32), Tensor(a), Tensor(b), items

    s, a, b, items = total(Tensor(1.0))
    assert s.asnumpy().item() == pytest.approx(4.3)
    assert a.asnumpy().tolist() == [1, 2] and b.asnumpy().tolist() == [3, 6]
    assert items == [1, 2]


def test_int_and_float_of_a_one_element_numpy_array(graph_mode):
    """``int(np.array([1]))`` in a graph is 1 (MindSpore 2.10, which runs on numpy<2 where a
    one-element array converts; numpy 2 only converts 0-d arrays)."""
    @ms.jit
    def convert():
        return int(np.array([1])), float(np.array([[2.5]])), int(np.array(3.7))

    out = convert()
    assert out == (1, 2.5, 3) and [type(v) for v in out] == [int, float, int]


def test_graph_outputs_made_on_the_host_keep_their_python_types(graph_mode):
    """MindSpore 2.10 (measured): a graph returns what an island computed as it is (a Python
    number, a numpy array, a numpy scalar), and a numpy scalar constant as a Python number."""
    @ms.jit
    def host(x):
        return (float(x.asnumpy()[0]), x.asnumpy().ndim, bool(x.asnumpy()[0] > 0),
                x.asnumpy(), x.asnumpy()[1], getattr(x.asnumpy(), "shape", None))

    @ms.jit
    def constants():
        return tuple(np.array([1, 2])), np.float64(1.5), (np.int8(3), {"a": np.bool_(True)})

    out = host(Tensor(np.array([-1.0, 2.0], np.float32)))
    assert [type(v) for v in out] == [float, int, bool, np.ndarray, np.float32, tuple]
    assert out[:3] == (-1.0, 1, False) and out[5] == (2,) and type(out[5][0]) is int
    assert out[3].tolist() == [-1.0, 2.0] and out[4] == 2.0
    a, b, (c, d) = constants()
    assert (a, b, c, d) == ((1, 2), 1.5, 3, {"a": True})
    assert [type(v) for v in (a[0], b, c, d["a"])] == [int, float, int, bool]


class ItemIntoIsland(nn.Cell):
    def construct(self, x):
        a = x.asnumpy()
        outs = (a.shape, float(a.sum()))
        v = x.sum().item()
        w = int(x.max())
        outs = outs + (v, w)          # reads a host tuple: an island, given two graph scalars
        return x * 2, outs


def test_graph_scalars_reach_an_island_as_the_python_numbers_they_stand_for(graph_mode):
    """2.10 (measured): ``((2,), 3.5, 3.5, 2)`` with types tuple, float, float, int; an island
    rebuilt ``x.sum().item()`` as a 0-d Tensor (fuzz30 seeds 236, 468, 526, 532)."""
    _, outs = ItemIntoIsland()(Tensor(np.array([1.5, 2.0], np.float32)))
    assert outs == ((2,), 3.5, 3.5, 2)
    assert [type(e) for e in outs] == [tuple, float, float, int]
