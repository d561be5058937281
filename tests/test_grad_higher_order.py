"""Higher-order gradients through custom ``bprop``, hooks and ``@jit`` functions, in both modes.

The intent of MindSpore's ``tests/st/high_grad`` and ``tests/st/pynative/hook`` cases: a
gradient of a gradient (of a gradient) passes through a Cell's custom ``bprop`` (including what
the bprop computes from ``out``), through Cell backward hooks, ``HookBackward`` and
``Tensor.register_hook``, and through ``@jit`` functions called by a PYNATIVE gradient. Expected
values were measured on MindSpore 2.10 (CPU) where its semantics are minicell's (see DESIGN.md:
Cell backward hooks use the seeds' argument meaning, so their values are derived by hand).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

X = np.array([1.0, 2.0], np.float32)


def _x():
    return ms.Tensor(X)


class Cube(nn.Cell):
    """x**3 with the derivative written in a custom bprop."""

    def construct(self, x):
        return x * x * x

    def bprop(self, x, out, dout):
        return (3 * x * x * dout,)


class ExpFromOut(nn.Cell):
    """exp(x) whose bprop reads ``out``: its second derivative flows through ``out``."""

    def construct(self, x):
        return ops.exp(x)

    def bprop(self, x, out, dout):
        return (out * dout,)


class Twice(nn.Cell):
    def __init__(self, inner):
        super().__init__()
        self.inner = inner

    def construct(self, x):
        return self.inner(x) * 2


@pytest.mark.parametrize("order, expected", [(2, 12 * X), (3, np.full(2, 12.0))])
def test_custom_bprop_higher_order(mode, order, expected):
    fn = Twice(Cube())
    for _ in range(order):
        fn = ms.grad(fn)
    np.testing.assert_allclose(fn(_x()).asnumpy(), expected, rtol=1e-6)


def test_custom_bprop_second_order_through_out(mode):
    g2 = ms.grad(ms.grad(Twice(ExpFromOut())))(_x())
    np.testing.assert_allclose(g2.asnumpy(), 2 * np.exp(X), rtol=1e-6)   # MindSpore: same


def test_nested_grad_operation_through_bprop(mode):
    go = ops.GradOperation()
    np.testing.assert_allclose(go(go(Twice(Cube())))(_x()).asnumpy(), 12 * X, rtol=1e-6)


def test_jit_function_under_a_pynative_gradient():
    @ms.jit
    def f(x):
        return ops.sin(x) * x

    # first order: the compiled call is a tape node (its gradient was silently zero before)
    g = ms.grad(lambda a: f(a) * 2)(_x())
    np.testing.assert_allclose(g.asnumpy(), 2 * (np.cos(X) * X + np.sin(X)), rtol=1e-5)
    g2 = ms.grad(ms.grad(lambda a: f(a) * 2))(_x())
    np.testing.assert_allclose(g2.asnumpy(), 2 * (2 * np.cos(X) - X * np.sin(X)), rtol=1e-5)


def test_jit_method_of_a_cell_under_a_pynative_gradient():
    class Sq(nn.Cell):
        @ms.jit
        def construct(self, x):
            return x * x

    np.testing.assert_allclose(ms.grad(lambda a: Sq()(a) * 2)(_x()).asnumpy(), 4 * X)


def test_grad_of_grad_of_jit_function_in_both_modes(mode):
    @ms.jit
    def f(x):
        return x * x * x

    np.testing.assert_allclose(ms.grad(ms.grad(f))(_x()).asnumpy(), 6 * X, rtol=1e-6)


def test_hook_backward_second_order():
    hb = ops.HookBackward(lambda g: (g[0] * 2,))
    g2 = ms.grad(ms.grad(lambda a: hb(a * a) * a))(_x())
    np.testing.assert_allclose(g2.asnumpy(), 12 * X)            # MindSpore: [12, 24]


def test_hook_backward_observing_only_second_order():
    seen = []
    hb = ops.HookBackward(lambda g: seen.append(len(g)))
    g2 = ms.grad(ms.grad(lambda a: hb(a * a) * a))(_x())
    np.testing.assert_allclose(g2.asnumpy(), 6 * X)
    assert seen and all(n == 1 for n in seen)


def test_tensor_hook_second_order():
    def f(a):
        b = a * a
        b.register_hook(lambda g: g * 2)
        return b * a

    np.testing.assert_allclose(ms.grad(f)(_x()).asnumpy(), 5 * X * X)      # MindSpore: [5, 20]
    np.testing.assert_allclose(ms.grad(ms.grad(f))(_x()).asnumpy(), 12 * X)  # MindSpore: [12, 24]


def test_tensor_hook_on_inner_gradient_input_second_order():
    def inner(a):
        return a * a * a

    def outer(a):
        b = a * 1.0
        b.register_hook(lambda g: g * 2)        # doubles the inner gradient, recorded
        return ms.grad(inner)(b)

    # the inner gradient is 2 * 3 b^2; its derivative 12 b crosses b's hook once more (a hook
    # runs in every backward pass through its Tensor, as the test above measured on MindSpore)
    np.testing.assert_allclose(ms.grad(outer)(_x()).asnumpy(), 24 * X)


def test_cell_backward_hook_second_order():
    """The seeds' meaning: the hook's ``grad_output`` is the gradient the Cell passes to its
    inputs; doubling it doubles the first derivative (12 x^2). The second pass crosses the
    Cell again and the hook doubles that too: 2 * 24 x."""
    class Pow3(nn.Cell):
        def construct(self, x):
            return x * x * x

    inner = Pow3()
    inner.register_backward_hook(lambda cid, gin, gout: (gout[0] * 2,))
    net = Twice(inner)
    np.testing.assert_allclose(ms.grad(net)(_x()).asnumpy(), 12 * X * X)
    np.testing.assert_allclose(ms.grad(ms.grad(net))(_x()).asnumpy(), 48 * X)


def test_cell_backward_pre_hook_second_order():
    class Pow3(nn.Cell):
        def construct(self, x):
            return x * x * x

    inner = Pow3()
    inner.register_backward_pre_hook(lambda cid, gin: (gin[0] * 3,))
    net = Twice(inner)
    np.testing.assert_allclose(ms.grad(ms.grad(net))(_x()).asnumpy(), 36 * X)


def test_bprop_with_parameter_gradients_second_order_input():
    class Scale(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(ms.Tensor(np.array([2.0, 3.0], np.float32)), name="w")

        def construct(self, x):
            return x * x * self.w

        def bprop(self, x, out, dout):
            return (2 * x * self.w * dout,), {self.w: x * x * dout}

    net = Scale()
    g2 = ms.grad(ms.grad(net))(_x())
    np.testing.assert_allclose(g2.asnumpy(), 2 * np.array([2.0, 3.0]))


def test_second_order_of_a_set_grad_cell_called_before():
    """A ``set_grad()`` Cell keeps its forward for the next gradient; a gradient of a gradient
    must record the forward again on the outer tape (it was zero)."""
    class Pow3(nn.Cell):
        def construct(self, x):
            return x * x * x

    net = Pow3()
    net.set_grad()
    x = _x()
    net(x)
    np.testing.assert_allclose(ms.grad(ms.grad(net))(x).asnumpy(), 6 * X)
    net(x)
    np.testing.assert_allclose(ms.grad(net)(x).asnumpy(), 3 * X * X)


# ---- MindSpore's tests/st/high_grad cases, ported (both modes) ---------------------------------
class _Grad(nn.Cell):
    """``GradOperation`` of ``network`` as a Cell (MindSpore's GradOfFirstInput /
    GradOfAllInputs test helpers); with ``sens_param`` the sensitivities after the first
    ``n_inputs`` inputs are passed as one tuple."""

    def __init__(self, network, get_all=False, sens_param=False, n_inputs=None):
        super().__init__()
        self.network = network
        self.grad = ops.GradOperation(get_all=get_all, sens_param=sens_param)
        self.sens_param, self.n_inputs = sens_param, n_inputs

    def construct(self, *inputs):
        if not self.sens_param or self.n_inputs is None:
            return self.grad(self.network)(*inputs)
        return self.grad(self.network)(*inputs[:self.n_inputs], inputs[self.n_inputs:])


def test_high_grad_of_a_grad_inside_a_net(mode):
    class Square(nn.Cell):
        def construct(self, x):
            return x * x

    class Outer(nn.Cell):
        def __init__(self):
            super().__init__()
            self.gradnet = _Grad(Square())

        def construct(self, x):
            return self.gradnet(x * x)

    g = _Grad(Outer())(ms.Tensor(np.ones((2, 2), np.float32)))
    assert g.asnumpy().tolist() == [[4.0, 4.0], [4.0, 4.0]]


def test_high_grad_two_input_bprop_with_sens(mode):
    class TwoInputBprop(nn.Cell):
        def construct(self, x, y):
            return x * y

        def bprop(self, x, y, out, dout):
            return x * 5, y * 8

    net = _Grad(_Grad(TwoInputBprop(), get_all=True), get_all=True, sens_param=True, n_inputs=2)
    one, zero = ms.Tensor(np.ones(2, np.float32)), ms.Tensor(np.zeros(2, np.float32))
    x, y = ms.Tensor(np.ones(2, np.float32)), ms.Tensor(np.ones(2, np.float32))
    dxdx, dxdy = net(x, y, one, zero)
    assert dxdx.asnumpy().tolist() == [5.0, 5.0] and dxdy.asnumpy().tolist() == [0.0, 0.0]
    dydx, dydy = net(x, y, zero, one)
    assert dydx.asnumpy().tolist() == [0.0, 0.0] and dydy.asnumpy().tolist() == [8.0, 8.0]


def test_high_grad_control_flow(mode):
    class IfNet(nn.Cell):
        def construct(self, x):
            if x < 0:
                out = x * 1.0
            else:
                out = x * -1.0
            return out

    assert _Grad(_Grad(IfNet()))(ms.Tensor(2.0)).asnumpy().tolist() == 0.0


def test_high_grad_train_one_step(mode):
    class Affine(nn.Cell):
        def __init__(self):
            super().__init__()
            self.weight = ms.Parameter(ms.Tensor(np.array([2.0], np.float32)), name="weight")
            self.bias = ms.Parameter(ms.Tensor(np.array([1.0], np.float32)), name="bias")

        def construct(self, x):
            return x * self.weight * self.weight + self.bias

    class Loss(nn.Cell):
        def __init__(self, grad):
            super().__init__(auto_prefix=False)
            self.grad, self.loss = grad, nn.MSELoss()

        def construct(self, data, label):
            return self.loss(self.grad(data), label)

    grad_net = _Grad(Affine())                 # d/dx = w^2: trained towards the label
    opt = nn.Momentum(grad_net.trainable_params(), 0.01, 0.0)
    step = nn.TrainOneStepCell(Loss(grad_net), opt)
    step.set_train()
    label = ms.Tensor(np.array([9.0], np.float32))
    first = step(ms.Tensor(np.array([1.0], np.float32)), label).asnumpy().item()
    for _ in range(5):
        last = step(ms.Tensor(np.array([1.0], np.float32)), label).asnumpy().item()
    assert first == pytest.approx(25.0) and last < first
