"""ut12: MindSpore's ut cases a graph here cannot hold as one program, and custom bprop results.

Values measured on MindSpore 2.10 (CPU), /tmp/ut12/p/*.py:
- ``if c: return 6`` with no else (the function then returns None): Tensor 6 / None; here the
  signature runs op by op (an optional value; a graph's outputs are fixed), the number as a
  0-d Tensor (fuzz29) / None
  (ut pipeline/parse/test_grammar_constraints.py::test_any_with_no_return);
- ``a = None`` / ``if x < y: a = x * 2`` / ``return a``: Tensor 4 / None;
- ``InsertGradientOf`` whose function writes a Parameter (``self.g = dout * 3 + self.g``):
  the gradient is unchanged and the write happens on every call (g 1 -> 7 -> 13 for a (2, 2)
  gradient of 2), in both modes (ut pynative_mode/test_insert_grad_of.py::test_cell_assign,
  pipeline/parse/test_parse.py::test_assign_in_insert_grad);
- a Cell's bprop returning anything but a tuple is, in GRAPH_MODE, the TypeError 'For bprop
  function, output should be a tuple, but got AbstractTensor(...)' when the gradient is taken
  (a forward call runs: [4.]); PYNATIVE_MODE accepts a bare Tensor or a list for one input
  (ut optimizer/test_bprop_exception.py).
"""
import warnings

import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, ParameterTuple, Tensor, jit, nn, ops
from minicell.compiler.errors import CompileWarning


@pytest.fixture
def graph():
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


class _ReturnSix(nn.Cell):
    def construct(self, inp):
        result = inp.any()
        if result:
            return 6


@pytest.mark.heavy     # (a graph compile and an op-by-op run: ~1-4 s on CI's box)
def test_if_return_without_else_falls_through_to_none(graph):
    net = _ReturnSix()
    with pytest.warns(CompileWarning, match="is None in one branch"):
        assert net(Tensor(np.arange(24).reshape(2, 3, 4).astype(np.bool_))) == 6
    assert net(Tensor(np.zeros(3, np.bool_))) is None


@pytest.mark.heavy     # (a graph compile and an op-by-op run: ~1-4 s on CI's box)
def test_variable_none_in_one_branch(graph):
    def f(x, y):
        a = None
        if x < y:
            a = x * 2
        return a
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", CompileWarning)
        assert float(jit(f)(Tensor(2.0), Tensor(6.0))) == 4.0
        assert jit(f)(Tensor(7.0), Tensor(6.0)) is None


class _GradWrap(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.weights = ParameterTuple(net.get_parameters())
        self.grad = ops.GradOperation(get_by_list=True)

    def construct(self, x, y):
        return self.grad(self.net, self.weights)(x, y)


class _SaveGrad(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones([2, 2], np.float32)), name="w")
        self.g = Parameter(Tensor(np.ones([2, 2], np.float32)), name="g")
        self.get_g = ops.InsertGradientOf(self.save_gradient)

    def save_gradient(self, dout):
        self.g = dout * 3 + self.g
        return dout

    def construct(self, x, y):
        return self.get_g(x * self.w) * y


@pytest.mark.heavy     # (a graph compile and an op-by-op run: ~1-4 s on CI's box)
@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE], ids=["graph", "pynative"])
def test_insert_gradient_of_writing_a_parameter(mode):
    ms.set_context(mode=mode)
    try:
        net = _SaveGrad()
        x, y = Tensor(np.ones([2, 2], np.float32)), Tensor(np.full([2, 2], 2, np.float32))
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", CompileWarning)
            for g_after in (7.0, 13.0):
                gw, gg = _GradWrap(net)(x, y)
                assert gw.asnumpy().tolist() == [[2.0, 2.0], [2.0, 2.0]]
                assert gg.asnumpy().tolist() == [[0.0, 0.0], [0.0, 0.0]]
                assert net.g.asnumpy().tolist() == [[g_after] * 2] * 2
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


class _Single(nn.Cell):
    def __init__(self, result):
        super().__init__()
        self.result = result

    def construct(self, x):
        return x * 3

    def bprop(self, x, out, dout):
        return self.result(dout)


class _Outer(nn.Cell):
    def __init__(self, inner):
        super().__init__()
        self.inner = inner

    def construct(self, x):
        return self.inner(x) + 1


_tensor = lambda d: d * 2
_list = lambda d: [d * 2]
_none = lambda d: None
_int = lambda d: 1
_NOT_TUPLE = {
    "tensor": (_tensor, "AbstractTensor(shape: (1), element: AbstractScalar(Type: "
                                "Float32, Value: ValueAny, Shape: NoShape)"),
    "list": (_list, "AbstractList{element[0]: AbstractTensor(shape: (1)"),
    "none": (_none, "AbstractNone(Value: None)"),
    "int": (_int, "AbstractScalar(Type: Int64, Value: 1, Shape: NoShape)"),
}


@pytest.mark.parametrize("case", sorted(_NOT_TUPLE))
def test_graph_bprop_result_must_be_a_tuple(graph, case):
    result, text = _NOT_TUPLE[case]
    net = _Outer(_Single(result))
    x = Tensor([1.0])
    assert net(x).asnumpy().tolist() == [4.0]       # the forward call does not check it
    with pytest.raises(TypeError) as info:
        ops.GradOperation(get_all=True)(net)(x)
    assert str(info.value).startswith("For bprop function, output should be a tuple, but got "
                                      + text)


@pytest.mark.heavy     # (a graph compile and an op-by-op run: ~1-4 s on CI's box)
def test_graph_bprop_tuple_result_and_pynative_bare_value():
    x = Tensor([1.0])
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        fn = lambda d: (d * 2,)
        g = ops.GradOperation(get_all=True)(_Outer(_Single(fn)))(x)
        assert g[0].asnumpy().tolist() == [2.0]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    fn2 = lambda d: d * 2
    fn3 = lambda d: [d * 2]
    for result in (fn2, fn3):
        g = ops.GradOperation(get_all=True)(_Outer(_Single(result)))(x)
        assert g[0].asnumpy().tolist() == [2.0]


class _LoopReturn(nn.Cell):
    def construct(self, a, b):
        if a.all():
            return ops.logical_and(a, b)
        while a.any():
            return ops.logical_or(a, b)


class _ForReturn(nn.Cell):
    def construct(self, x):
        for i in range(3):
            if x[i] > 0:
                return x * i


@pytest.mark.heavy     # (a graph compile and an op-by-op run: ~1-4 s on CI's box)
def test_return_inside_a_loop_that_can_fall_off_the_end(graph):
    """2.10 (measured; ut ops/test_control_ops.py::test_tensor_all_construct_lack_branch):
    [True, False] / [True, False] / None, and x * 1 / None for the for loop."""
    t, f = np.array([True, False]), np.array([False, False])
    net = _LoopReturn()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", CompileWarning)
        assert net(Tensor(np.array([True, True])), Tensor(t)).asnumpy().tolist() == [True, False]
        assert net(Tensor(t), Tensor(f)).asnumpy().tolist() == [True, False]
        assert net(Tensor(f), Tensor(t)) is None
        loop = _ForReturn()
        assert loop(Tensor(np.array([-1.0, 2.0, 3.0]))).asnumpy().tolist() == [-1.0, 2.0, 3.0]
        assert loop(Tensor(np.array([-1.0, -2.0, -3.0]))) is None


class _GrowingWhile(nn.Cell):
    def __init__(self):
        super().__init__()
        self.param = Parameter(Tensor(np.arange(8).reshape((2, 2, 2)), ms.float32), name="w")
        self.zero = Tensor(np.zeros([1]), ms.float32)

    def construct(self, idx, end, x):
        out = self.zero
        while idx < end:
            if ops.reduce_max(out) < ops.reduce_max(x):
                out = out + self.param * 2
            else:
                out = out + self.param
            idx = idx + 1
        return out + self.param


@pytest.mark.heavy     # (a graph compile and an op-by-op run: ~1-4 s on CI's box)
def test_while_variable_changing_shape_runs_op_by_op(graph):
    """2.10 broadens it to a dynamic shape (measured, ut pynative_mode/test_cont_cases.py::
    test_while_if_with_param_grad): out 5 * w and d/dw 5 for 3 steps, w and 1 for none."""
    net = _GrowingWhile()
    w = np.arange(8, dtype=np.float32)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", CompileWarning)
        for steps, k in ((3, 5.0), (0, 1.0)):
            args = (Tensor(0, ms.int32), Tensor(steps, ms.int32), Tensor(np.ones([1]), ms.float32))
            assert net(*args).asnumpy().ravel().tolist() == (w * k).tolist()
            g = ops.GradOperation(get_by_list=True)(net, ParameterTuple(net.trainable_params()))
            assert g(*args)[0].asnumpy().ravel().tolist() == [k] * 8
