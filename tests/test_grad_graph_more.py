"""Gradients in both modes: ``ops.vjp`` of a Cell that writes Parameters, gradients with
respect to keyword arguments, integer Parameters. Values are MindSpore 2.10's (CPU).

The intent of MindSpore's ``tests/st/compiler/gradient/test_function_vjp.py``
(``test_vjp_multiple_outputs_merge_forward``), ``tests/st/compiler/construct_input``
(``test_cell_mixed_arguments_with_grad1``, ``test_grad_for_kwargs_with_scalar``) and
``tests/st/compiler/gradient/test_grad_return_type.py`` (integer Parameters).
"""
import numpy as np
import pytest

import minicell as ms
from conftest import GradCell
from minicell import nn, ops


class BatchNormNet(nn.Cell):
    def __init__(self):
        super().__init__()
        ones = np.ones([2], np.float32)
        self.scale = ms.Parameter(ms.Tensor(ones), name="scale")
        self.bias = ms.Parameter(ms.Tensor(ones), name="bias")
        self.mean = ms.Parameter(ms.Tensor(ones), name="mean")
        self.variance = ms.Parameter(ms.Tensor(ones), name="variance")
        self.batch_norm = ops.BatchNorm(is_training=True)

    def construct(self, x):
        out = self.batch_norm(x, self.scale, self.bias, self.mean, self.variance)[0]
        return out * x, ops.relu(out)


class VjpTwice(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x):
        outputs, vjp_fn = ops.vjp(self.net, x)
        first = vjp_fn((ops.ones_like(outputs[0]), ops.zeros_like(outputs[1])))
        second = vjp_fn((ops.zeros_like(outputs[0]), ops.ones_like(outputs[1])))
        return outputs, first, second


def test_vjp_fn_calls_do_not_write_the_parameters_again(mode):
    """MindSpore (GRAPH_MODE): the moving statistics are updated once by the forward pass,
    however often ``vjp_fn`` is called; the gradients are those of that forward pass."""
    net = BatchNormNet()
    x = ms.Tensor(np.array([[1.0, 2.0], [3.0, 5.0]], np.float32))
    _, (first,), (second,) = VjpTwice(net)(x)
    np.testing.assert_allclose(net.variance.asnumpy(), [1.1, 1.35], rtol=1e-6)
    np.testing.assert_allclose(net.mean.asnumpy(), [1.1, 1.25], rtol=1e-6)
    np.testing.assert_allclose(first.asnumpy(), [[0.0, 0.0], [2.0, 2.0]], atol=1e-5)
    np.testing.assert_allclose(second.asnumpy(), [[0.0, 0.0], [0.0, 0.0]], atol=1e-6)


class KwOnly(nn.Cell):
    def construct(self, *, a, b):
        return a * b * 2


class VarKw(nn.Cell):
    def construct(self, **kwargs):
        return kwargs["a"] * kwargs["b"] * 3


class Mixed(nn.Cell):
    def construct(self, x, **kw):
        return x * kw["a"] * kw["b"]


A = ms.Tensor(np.array([2.0], np.float32))
B = ms.Tensor(np.array([5.0], np.float32))
X = ms.Tensor(np.array([7.0], np.float32))


def _lists(out):
    return [t.asnumpy().tolist() for t in out] if isinstance(out, tuple) else out.asnumpy().tolist()


@pytest.mark.parametrize("make, args, kwargs, expected", [
    (lambda: GradCell(KwOnly()), (), {"a": A, "b": B}, [10.0]),
    (lambda: GradCell(KwOnly(), get_all=True), (), {"a": A, "b": B}, [[10.0], [4.0]]),
    (lambda: GradCell(VarKw(), get_all=True), (), {"a": A, "b": B, "c": 3}, [[15.0], [6.0]]),
    (lambda: GradCell(VarKw(), get_all=True), (), {"b": B, "a": A}, [[6.0], [15.0]]),  # call order
    (lambda: GradCell(Mixed(), get_all=True), (X,), {"a": A, "b": B},
     [[10.0], [35.0], [14.0]]),
    (lambda: ops.GradOperation()(KwOnly()), (), {"a": A, "b": B}, [10.0]),
    (lambda: ms.grad(Mixed(), grad_position=(0, 1)), (X,), {"a": A, "b": B}, [[10.0], [35.0]]),
])
def test_gradients_with_respect_to_keyword_tensors(mode, make, args, kwargs, expected):
    assert _lists(make()(*args, **kwargs)) == expected


def test_integer_keyword_tensors_with_a_scalar_keyword(mode):
    outputs = GradCell(VarKw(), get_all=True)(a=ms.Tensor(1), b=ms.Tensor(2), c=3)
    assert [o.asnumpy().tolist() for o in outputs] == [6, 3]
    assert outputs[0].dtype == ms.int64


class IntAffine(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor([6], ms.int32), name="w")
        self.b = ms.Parameter(ms.Tensor([2], ms.int32), name="b")

    def construct(self, x):
        return self.w * x + self.b


@pytest.mark.parametrize("inside", [False, True])
def test_integer_parameters_get_their_integer_gradient(mode, inside):
    """MindSpore differentiates an integer Parameter like an integer input: the derivative,
    in the Parameter's dtype."""
    net = IntAffine()
    grad = GradCell(net, net.trainable_params(), get_all=True, get_by_list=True) if inside else \
        ops.GradOperation(get_all=True, get_by_list=True)(net, net.trainable_params())
    (gx,), (gw, gb) = grad(ms.Tensor([10], ms.int32))
    assert (gx.asnumpy().tolist(), gw.asnumpy().tolist(), gb.asnumpy().tolist()) == \
        ([6], [10], [1])
    assert gw.dtype == ms.int32 and net.w.dtype == ms.int32
    out, _ = ms.value_and_grad(net, None, net.trainable_params())(ms.Tensor([10], ms.int32))
    assert out.dtype == ms.int32 and out.asnumpy().tolist() == [62]


class NoInput(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor([6.0]), name="w")

    def construct(self):
        return self.w * 2


@pytest.mark.parametrize("options", [{}, {"get_all": True}])
def test_grad_operation_of_a_cell_without_inputs_is_empty(mode, options):
    assert GradCell(NoInput(), **options)() == ()
    assert ops.GradOperation(**options)(NoInput())() == ()


def test_grad_position_beyond_the_inputs(mode):
    """MindSpore: IndexError in GRAPH_MODE, RuntimeError in PYNATIVE_MODE (this is both)."""
    for error in (IndexError, RuntimeError):
        with pytest.raises(error, match="Position index 1 is exceed input size"):
            ms.grad(IntAffine(), grad_position=(0, 1))(ms.Tensor([10], ms.int32))


class OddOutputs(nn.Cell):
    def construct(self, x):
        return x * 3, "a", None, 2.5


def test_non_tensor_outputs_pass_through_a_gradient(mode):
    out, g = ms.value_and_grad(OddOutputs(), has_aux=True)(ms.Tensor([1.0]))
    assert g.asnumpy().tolist() == [3.0]
    assert out[1:3] == ("a", None) and float(out[3]) == 2.5
    assert GradCell(OddOutputs(), get_all=True)(ms.Tensor([1.0]))[0].asnumpy().tolist() \
        == [3.0]


@pytest.mark.parametrize("fn, expected", [
    (ops.imag, 1j),
    (ops.real, 1 + 0j),
    (ops.conj, 1 + 0j),
    (ops.abs, 0.9557789 + 0.29408583j),
    (ops.exp, 3.3796458 - 1.4288913j),
])
def test_complex_gradients_are_mindspores_conjugates(mode, fn, expected):
    """MindSpore's gradient of a complex input is the conjugate of JAX's (values measured on
    MindSpore 2.10's PYNATIVE_MODE; its GRAPH_MODE gives the same for ``imag``)."""
    x = ms.Tensor(np.asarray(1.3 + 0.4j), ms.complex64)
    np.testing.assert_allclose(ms.grad(fn)(x).asnumpy(), expected, rtol=1e-5)


_pick = ops.MultitypeFuncGraph("pick")


@_pick.register("Tensor", "Tuple")
def _pick_by_sign(x, pair):
    if x > 0:
        return pair[0]
    return pair[1]


class PickNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.hyper_map = ops.HyperMap(_pick)

    def construct(self, x, y, z):
        return self.hyper_map((x, y), ((z, x), (y, z)))


def test_registered_function_with_a_tensor_if_under_a_gradient(mode):
    """MindSpore's test_grad_operation_hypermap_control_flow: a MultitypeFuncGraph function
    with a tensor `if` is compiled (converted) inside the graph."""
    args = (ms.Tensor(2, ms.int32), ms.Tensor(-3, ms.int32), ms.Tensor(0, ms.int32))
    grads = ops.GradOperation(get_all=True)(PickNet())(*args)
    assert [g.asnumpy().tolist() for g in grads] == [0, 0, 2]
