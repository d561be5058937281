"""Session 72 (fuzz55). The PYNATIVE_MODE wording of a second derivative through a gradient
kernel without a bprop: 2.10's PYNATIVE ``func_grad`` raises
``RuntimeError("Illegal primitive GeLUGrad's bprop not defined")``, its GRAPH_MODE
``"Illegal primitive: Primitive GeLUGrad's bprop not defined."`` (then its node). minicell gave
the graph's text in both modes (JAX raises it while the tape differentiates the op's vjp); the
tape's recorded walk now rewords it (runtime/tape_higher.py: _reword). Measured on 2.10 CPU
with /tmp/s72/fuzz55/p1.py and /tmp/s71/fuzz54/p7.py. Also: ``grad``/``value_and_grad`` of a
``functools.partial`` (``ops.partial``, ``ops.Partial()``) is refused when called, as 2.10 does
(AttributeError op by op, RuntimeError in a graph; minicell computed it: /tmp/s72/fuzz55/pg2.py),
and 2.10's mode differences that family 55 keeps out (Tensor attributes, keyword partials)."""
import re

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops, Tensor

X = np.array([-1.0, 0.0, 0.5, 1.5, 2.5], np.float32)
MODES = [ms.PYNATIVE_MODE, ms.GRAPH_MODE]


@pytest.fixture(params=MODES, ids=["pynative", "graph"])
def mode(request):
    old = ms.get_context("mode")
    ms.set_context(mode=request.param)
    yield request.param
    ms.set_context(mode=old)


def _text(kernel, mode):
    if mode == ms.PYNATIVE_MODE:
        return f"Illegal primitive {kernel}'s bprop not defined"
    return f"Illegal primitive: Primitive {kernel}'s bprop not defined."


def gelu_tanh(x):
    return ops.gelu(x, approximate="tanh").sum()


def bce_logits(x):
    y = Tensor(np.array([0.1, 0.3, 0.5, 0.7, 0.9], np.float32))
    w = Tensor(np.array([1.0, 0.5, 2.0, 1.0, 1.5], np.float32))
    return ops.binary_cross_entropy_with_logits(x, y, w, w)


def igamma_a(a):
    return ops.igamma(a, Tensor(np.array([1.1, 1.3, 1.5, 1.7, 1.9], np.float32))).sum()


@pytest.mark.heavy
@pytest.mark.parametrize("f, kernel", [
    (gelu_tanh, "GeLUGrad"), (bce_logits, "BinaryCrossEntropyWithLogitsBackward"),
    (igamma_a, "IgammaGradA")])
def test_second_derivative_refusal_is_worded_as_2_10_in_each_mode(mode, f, kernel):
    def first(x):
        return ms.grad(f)(x).sum()
    with pytest.raises(RuntimeError) as info:
        ms.grad(first)(Tensor(np.abs(X) + 0.1))
    assert str(info.value) == _text(kernel, mode)


@pytest.mark.heavy
def test_third_derivative_and_a_cell_are_worded_as_pynative():
    # 2.10 PYNATIVE: the same text for grad(grad(grad(...))) and for a Cell calling ms.grad
    def first(x):
        return ms.grad(gelu_tanh)(x).sum()

    def third(x):
        return ms.grad(ms.grad(first))(x).sum()

    class Net(nn.Cell):
        def construct(self, x):
            return ms.grad(gelu_tanh)(x).sum()
    for f in (third, Net()):
        with pytest.raises(RuntimeError, match=re.escape(_text("GeLUGrad", ms.PYNATIVE_MODE))):
            ms.grad(f)(Tensor(X))


@pytest.mark.heavy
def test_jit_function_in_pynative_keeps_a_runtime_error():
    # 2.10 PYNATIVE fails in a jit function's graph too, at kernel selection ("Unsupported op
    # [fake_bprop] on CPU"); minicell's text there stays the graph's
    def first(x):
        return ms.grad(gelu_tanh)(x).sum()
    with pytest.raises(RuntimeError, match="GeLUGrad's bprop not defined"):
        ms.grad(ms.jit(first))(Tensor(X))


def test_no_bprop_error_keeps_its_op_for_the_eager_wording():
    from minicell.runtime.registry import eager_wording, no_bprop_error

    class Op:
        no_bprop = "GeLUGrad"
    err = eager_wording(no_bprop_error(Op, graph=True))
    assert str(err) == "Illegal primitive GeLUGrad's bprop not defined"
    assert eager_wording(RuntimeError("other")) is None


class _TensorAttrs(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.ones(3, np.float32))
        self.k = Tensor(2, ms.int32)

    def construct(self, x):
        return x * self.t + self.k


@pytest.mark.heavy
def test_tensor_attribute_changed_after_the_first_call(mode):
    # 2.10 (measured, /tmp/s72/fuzz55/attr.py): GRAPH_MODE keeps the Tensor attributes it
    # compiled with until a new input shape compiles again; PYNATIVE_MODE reads the new ones
    net = _TensorAttrs()
    x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
    np.testing.assert_array_equal(net(x).asnumpy(), [3.0, 4.0, 5.0])
    net.t = Tensor(np.full(3, 5.0, np.float32))
    net.k = Tensor(7, ms.int32)
    want = [3.0, 4.0, 5.0] if mode == ms.GRAPH_MODE else [12.0, 17.0, 22.0]
    np.testing.assert_array_equal(net(x).asnumpy(), want)
    net.t = Tensor(np.full(4, 5.0, np.float32))
    np.testing.assert_array_equal(net(Tensor(np.ones(4, np.float32))).asnumpy(), [12.0] * 4)


def test_keyword_partial_is_refused_op_by_op_and_taken_by_a_graph(mode):
    # 2.10 (/tmp/s72/fuzz55/part2.py): PYNATIVE_MODE raises Partial.__call__'s TypeError for
    # ops.partial(f, key=value); GRAPH_MODE binds the keyword
    r = Tensor(np.array([1.0, 2.0, 3.0], np.float32))

    class Net(nn.Cell):
        def construct(self, h):
            return ops.partial(ops.mul, other=r)(h)
    if mode == ms.PYNATIVE_MODE:
        with pytest.raises(TypeError, match=re.escape(
                "Partial.__call__() got an unexpected keyword argument 'other'")):
            Net()(r)
    else:
        np.testing.assert_array_equal(Net()(r).asnumpy(), [1.0, 4.0, 9.0])


def _cube(a, b):
    return (a * b * b).sum()


class _Cube(nn.Cell):
    def construct(self, a, b):
        return (a * b * b).sum()


_B = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
_PARTIAL_GRAPH = ("For 'GradOperation', the first argument must be a 'Function' or 'Cell', but "
                  "got AbstractScalar(Type: External, Value: PythonObject(type: <class "
                  "'functools.partial'>, value: functools.partial(")


@pytest.mark.parametrize("make", [
    lambda: ms.grad(ops.partial(_cube, _B)),
    lambda: ms.grad(ops.Partial()(_Cube(), _B)),
    lambda: ms.value_and_grad(ops.partial(_Cube(), _B), None, []),
    lambda: ops.GradOperation()(ops.partial(_cube, _B)),
], ids=["partial_fn", "Partial_cell", "value_and_grad", "GradOperation"])
def test_grad_of_a_partial_is_refused_when_called(mode, make):
    # 2.10 (/tmp/s72/fuzz55/pg2.py): grad() of a functools.partial (ops.partial/ops.Partial())
    # is made, and its call raises: PYNATIVE_MODE reads its __name__, a graph refuses it
    g = make()
    if mode == ms.PYNATIVE_MODE:
        with pytest.raises(AttributeError, match=re.escape(
                "'functools.partial' object has no attribute '__name__'")):
            g(_B)
    else:
        with pytest.raises(RuntimeError, match=re.escape(_PARTIAL_GRAPH)):
            g(_B)


def test_grad_of_a_partial_inside_a_graph_is_refused(mode):
    p = ops.partial(_cube, _B)

    class Net(nn.Cell):
        def construct(self, b):
            return ms.grad(p)(b)
    err = AttributeError if mode == ms.PYNATIVE_MODE else RuntimeError
    with pytest.raises(err):
        Net()(_B)


def test_a_def_calling_a_partial_and_jit_of_a_partial_still_work(mode):
    p = ops.partial(_cube, _B)

    def f(b):
        return p(b)
    np.testing.assert_array_equal(ms.grad(f)(_B * 2).asnumpy(), [4.0, 16.0, 36.0])
    assert float(ms.jit(p)(_B).asnumpy()) == 36.0      # 2.10: 36.0 in both modes
