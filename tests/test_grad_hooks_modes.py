"""Hooks, stop_gradient, non-differentiable ops and mutable scalars: the same gradients in both
modes, with MindSpore 2.10's values (measured on its CPU build).

The intent of MindSpore's ``tests/st/compiler/tensor_hook`` (Tensor and Parameter hooks
registered outside the graph are run for GRAPH_MODE and ``@jit`` gradients, and stop after
``handle.remove()``), ``tests/st/pynative/hook`` (``register_backward_pre_hook``,
``HookBackward`` with several inputs) and of its ``stop_gradient`` cases.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

X = np.array([1.0, 2.0], np.float32)
Y = np.array([3.0, 4.0], np.float32)


def _double(g):
    return g * 2


def _five(g):
    return g * 5


class WeightNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([1.0, 2.0], np.float32)), name="w")

    def construct(self, a):
        return a * self.w * 3


# ---- Tensor and Parameter hooks registered outside the graph -----------------------------------
def test_input_tensor_hook_runs_in_both_modes(mode):
    x = ms.Tensor(X)
    handle = x.register_hook(_double)
    np.testing.assert_allclose(ms.grad(WeightNet())(x).asnumpy(), [6.0, 12.0])
    handle.remove()
    np.testing.assert_allclose(ms.grad(WeightNet())(x).asnumpy(), [3.0, 6.0])


def test_parameter_hook_runs_in_both_modes_until_removed(mode):
    net = WeightNet()
    handle = net.w.register_hook(_five)
    for grad_fn in (ms.grad(net, None, net.trainable_params()),
                    ops.GradOperation(get_by_list=True)(net, net.trainable_params())):
        (gw,) = grad_fn(ms.Tensor(X))
        np.testing.assert_allclose(gw.asnumpy(), [15.0, 30.0])
    handle.remove()
    (gw,) = ms.grad(net, None, net.trainable_params())(ms.Tensor(X))
    np.testing.assert_allclose(gw.asnumpy(), [3.0, 6.0])


def test_input_hook_through_jit_function(mode):
    @ms.jit
    def square(a):
        return a * a

    y = ms.Tensor(X)
    y.register_hook(_double)
    np.testing.assert_allclose(ms.grad(square)(y).asnumpy(), [4.0, 8.0])
    tripled = lambda a: square(a) * 3
    np.testing.assert_allclose(ms.grad(tripled)(y).asnumpy(), [12.0, 24.0])


def test_hooks_of_get_all_inputs(mode):
    x, y = ms.Tensor(X), ms.Tensor(Y)
    x.register_hook(_double)
    y.register_hook(_five)
    mul = lambda a, b: a * b
    gx, gy = ops.GradOperation(get_all=True)(mul)(x, y)
    np.testing.assert_allclose(gx.asnumpy(), 2 * Y)
    np.testing.assert_allclose(gy.asnumpy(), 5 * X)


# ---- register_backward_pre_hook and HookBackward ---------------------------------------------
class TwoOut(nn.Cell):
    def construct(self, a, b):
        return a * b, a + b


def test_backward_pre_hook_replaces_output_gradients():
    net = TwoOut()
    seen = []

    def pre(cell_id, grad_out):
        seen.append([g.asnumpy().tolist() for g in grad_out])
        return grad_out[0] * 10, grad_out[1]

    handle = net.register_backward_pre_hook(pre)

    def loss(a, b):
        o1, o2 = net(a, b)
        return o1 * 2 + o2

    gx, gy = ms.grad(loss, (0, 1))(ms.Tensor(X), ms.Tensor(Y))
    assert seen == [[[2.0, 2.0], [1.0, 1.0]]]                 # MindSpore: the same
    np.testing.assert_allclose(gx.asnumpy(), [61.0, 81.0])
    np.testing.assert_allclose(gy.asnumpy(), [21.0, 41.0])
    handle.remove()
    gx, gy = ms.grad(loss, (0, 1))(ms.Tensor(X), ms.Tensor(Y))
    np.testing.assert_allclose(gx.asnumpy(), [7.0, 9.0])
    assert len(seen) == 1


def test_backward_pre_hook_may_return_a_bare_tensor():
    class Sq(nn.Cell):
        def construct(self, a):
            return a * a

    net = Sq()
    net.register_backward_pre_hook(lambda cell_id, grad_out: grad_out[0] * 3)
    np.testing.assert_allclose(ms.grad(net)(ms.Tensor(X)).asnumpy(), [6.0, 12.0])


def test_backward_pre_hook_wrong_arity_is_type_error():
    net = TwoOut()
    net.register_backward_pre_hook(lambda cell_id, grad_out: (grad_out[0],))
    with pytest.raises(TypeError, match="register_backward_pre_hook"):
        ms.grad(lambda a, b: net(a, b)[0])(ms.Tensor(X), ms.Tensor(Y))


@pytest.mark.parametrize("second, expected", [
    (lambda b: b * 3, [[9.0, 12.0], [2.0, 4.0]]),      # both differentiated
    (lambda b: b, [[3.0, 4.0], [2.0, 4.0]]),           # b not a gradient input: still passed
])
def test_hook_backward_passes_every_input_gradient(second, expected):
    seen = []
    hb = ops.HookBackward(lambda g: seen.append([t.asnumpy().tolist() for t in g]))

    def f(a, b):
        c, d = hb(a * 2, second(b))
        return c * d

    ms.grad(f, 0)(ms.Tensor(X), ms.Tensor(Y))
    assert seen == [expected]                             # MindSpore 2.10: the same


def test_hook_backward_unused_output_gets_zeros():
    seen = []
    hb = ops.HookBackward(lambda g: seen.append([t.asnumpy().tolist() for t in g]))

    def f(a, b):
        c, _ = hb(a * 2, b)
        return c * c

    np.testing.assert_allclose(ms.grad(f, 0)(ms.Tensor(X), ms.Tensor(Y)).asnumpy(), [8.0, 16.0])
    assert seen == [[[4.0, 8.0], [0.0, 0.0]]]


# ---- stop_gradient in every position --------------------------------------------------------
def _sg_inner(a):
    return ops.stop_gradient(a * a) + a


def _sg_one_factor(a):
    b = a * a
    return b * ops.stop_gradient(b)


def _sg_whole(a):
    return ops.stop_gradient(a)


def _sg_one_output(a):
    return ops.stop_gradient(a) * 2, a * 3


def _sg_functional(a, b):
    return ops.functional.stop_gradient(a) * b


@pytest.mark.parametrize("fn, pos, expected", [
    (_sg_inner, 0, [[1.0, 1.0]]),
    (_sg_one_factor, 0, [[2.0, 16.0]]),
    (_sg_whole, 0, [[0.0, 0.0]]),
    (_sg_one_output, 0, [[3.0, 3.0]]),
    (_sg_functional, (0, 1), [[0.0, 0.0], [1.0, 2.0]]),
])
def test_stop_gradient_positions(mode, fn, pos, expected):
    g = ms.grad(fn, pos)(*(ms.Tensor(X) for _ in range(2 if pos == (0, 1) else 1)))
    g = g if isinstance(g, tuple) else (g,)
    assert [t.asnumpy().tolist() for t in g] == expected


def test_stop_gradient_on_a_parameter(mode):
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(ms.Tensor(np.array([2.0, 3.0], np.float32)), name="w")

        def construct(self, a):
            return ops.stop_gradient(self.w) * a + self.w * a

    net = Net()
    gx, (gw,) = ms.grad(net, 0, net.trainable_params())(ms.Tensor(X))
    assert gx.asnumpy().tolist() == [4.0, 6.0] and gw.asnumpy().tolist() == [1.0, 2.0]


# ---- non-differentiable ops: zero in both modes, as MindSpore ---------------------------------
A = np.array([[1.3, -0.7], [0.4, 2.6]], np.float32)
B = np.array([[0.5, 1.5], [-1.0, 2.0]], np.float32)


_argmax = lambda a: ops.argmax(a, 1).astype(ms.float32) * a.sum()
_compare = lambda a: (a > 0).astype(ms.float32) * a
_zeros_like = lambda a: ops.zeros_like(a) + a
_nextafter = lambda a: ops.nextafter(a, ms.Tensor(B))


@pytest.mark.parametrize("name, fn, expected", [
    ("floor", ops.floor, np.zeros((2, 2))),
    pytest.param("round", ops.round, np.zeros((2, 2)), marks=pytest.mark.slow),
    pytest.param("sign", ops.sign, np.zeros((2, 2)), marks=pytest.mark.slow),
    pytest.param("trunc", ops.trunc, np.zeros((2, 2)), marks=pytest.mark.slow),
    ("argmax", _argmax, np.ones((2, 2))),
    ("compare", _compare, (A > 0).astype(np.float32)),
    ("zeros_like", _zeros_like, np.ones((2, 2))),
    ("nextafter", _nextafter, np.ones((2, 2))),
    # (geqrf: 2.10's "bprop not defined" RuntimeError, tests/test_s65_num65.py)
])
def test_nondiff_ops_agree_with_mindspore(mode, name, fn, expected):
    summed = lambda a: fn(a).sum()
    g = ms.grad(summed)(ms.Tensor(A))
    np.testing.assert_allclose(g.asnumpy(), expected, err_msg=name)


# ---- mutable scalars ----------------------------------------------------------------------------
def test_mutable_scalar_position_is_dropped_in_pynative_zero_in_graph_mode(mode):
    """MindSpore 2.10 (measured): PYNATIVE_MODE drops a non-Tensor gradient position (a
    mutable scalar included); GRAPH_MODE returns a Python 0.0 there (without
    compile_config.GRAD_FOR_SCALAR)."""
    def f(a, s):
        return a * s * s

    x = ms.Tensor(X)
    graph = ms.get_context("mode") == ms.GRAPH_MODE
    g1 = ms.grad(f, 1)(x, ms.mutable(3.0))
    assert (g1 == 0.0 and type(g1) is float) if graph else g1 == ()
    g = ms.grad(f, (0, 1))(x, ms.mutable(3.0))
    if graph:
        g, zero = g
        assert zero == 0.0 and type(zero) is float
    np.testing.assert_allclose(g.asnumpy(), [9.0, 9.0])
    g = ops.GradOperation(get_all=True)(f)(x, ms.mutable(3.0))
    np.testing.assert_allclose(g[0].asnumpy(), [9.0, 9.0])
    assert len(g) == (2 if graph else 1)


# ---- Tensor.register_hook inside a construct ----------------------------------------------------
W0 = np.array([1.0, 2.0, 3.0], np.float32)
W1 = np.array([4.0, 5.0, 6.0], np.float32)
X3 = np.array([7.0, 8.0, 9.0], np.float32)


def _triple(g):
    return g * 3


def _double_unless_huge(g):
    if g[0] < 10000000:
        return g * 2
    return g * 3


class HookedInside(nn.Cell):
    """MindSpore's tensor_hook_inside_graph net: hooks on an intermediate and on the output."""

    def __init__(self, hooks_mid, hooks_out=()):
        super().__init__()
        self.w0 = ms.Parameter(ms.Tensor(W0), name="w0")
        self.w1 = ms.Parameter(ms.Tensor(W1), name="w1")
        self.hooks_mid, self.hooks_out = hooks_mid, hooks_out

    def construct(self, x):
        x = x * self.w0
        for h in self.hooks_mid:
            x.register_hook(h)
        y = x * self.w1
        for h in self.hooks_out:
            y.register_hook(h)
        return y


@pytest.mark.parametrize("hooks_mid, hooks_out, factor", [
    ((_double,), (), 2.0),
    ((_double_unless_huge,), (), 2.0),           # a tensor condition in the hook
    ((_double,), (_five,), 10.0),
])
def test_hook_registered_inside_construct(mode, hooks_mid, hooks_out, factor):
    net = HookedInside(hooks_mid, hooks_out)
    (gx,), (gw0, gw1) = ops.GradOperation(get_all=True, get_by_list=True)(
        net, net.trainable_params())(ms.Tensor(X3))
    out_factor = 5.0 if hooks_out else 1.0
    np.testing.assert_allclose(gx.asnumpy(), W0 * W1 * factor)
    np.testing.assert_allclose(gw0.asnumpy(), X3 * W1 * factor)
    np.testing.assert_allclose(gw1.asnumpy(), X3 * W0 * out_factor)


def test_parameter_hook_inside_graph_is_value_error(graph_mode):
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(ms.Tensor(W0), name="w")

        def construct(self, x):
            self.w.register_hook(_double)
            return x * self.w

    net = Net()
    with pytest.raises(ValueError, match="Register hook for Parameter inside graph"):
        ms.grad(net, None, net.trainable_params())(ms.Tensor(X3))
    assert net.w.hooks() == []                  # the refused hook is not left registered


# ---- MindSpore's backward pre-hook cases (tests/st/pynative/hook), ported --------------------
class MulTwice(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mul = nn.MatMul()

    def construct(self, x, y):
        x = self.mul(x, y)
        return x + x


def _pre_times3(cell_id, grad_output):
    return grad_output[0] * 3


def _bw_times4(cell_id, grad_input, grad_output):
    # the seeds' meaning: grad_output holds the gradients of the Cell's inputs (MindSpore 2.x
    # names them grad_input)
    return grad_output[0] * 4, grad_output[1] * 4


def _grads(net):
    x, y = ms.Tensor(np.ones([1], np.float32)), ms.Tensor(np.ones([1], np.float32))
    grads = ops.GradOperation(get_all=True)(net)(x, y)
    assert len(grads) == 2
    return [g.asnumpy().tolist() for g in grads]


@pytest.mark.parametrize("hooks, expected", [
    ([], 2.0),
    ([lambda cell_id, g: None], 2.0),
    ([lambda cell_id, g: g], 2.0),
    ([_pre_times3], 6.0),
    ([_pre_times3, _pre_times3], 18.0),
])
def test_backward_pre_hooks_on_a_sub_cell(hooks, expected):
    net = MulTwice()
    for h in hooks:
        net.mul.register_backward_pre_hook(h)
    assert _grads(net) == [[expected], [expected]]


def test_backward_pre_and_backward_hooks_removed_one_by_one():
    net = MulTwice()
    pre1 = net.mul.register_backward_pre_hook(_pre_times3)
    pre2 = net.mul.register_backward_pre_hook(_pre_times3)
    bw1 = net.mul.register_backward_hook(_bw_times4)
    bw2 = net.mul.register_backward_hook(_bw_times4)
    steps = [(None, 288.0), (pre2, 96.0), (bw2, 24.0), (pre1, 8.0), (bw1, 2.0)]
    for handle, expected in steps:                     # MindSpore's values at each step
        if handle is not None:
            handle.remove()
        assert _grads(net) == [[expected], [expected]]


def test_backward_pre_hook_on_the_differentiated_cell():
    net = MulTwice()
    net.register_backward_pre_hook(_pre_times3)
    assert _grads(net) == [[6.0], [6.0]]


class ReluWithBprop(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = nn.ReLU()

    def construct(self, x):
        return self.op(x)

    def bprop(self, x, out, dout):
        return (x * 5,)


def test_backward_hook_on_a_cell_with_custom_bprop():
    """MindSpore's pynative_hook_outermost_cell_record_grad / child_cell_record_grad: the
    hook of a Cell with a bprop sees the bprop's gradient; hooks of Cells inside its construct
    do not run (its construct is not differentiated)."""
    net = ReluWithBprop()
    seen = []
    net.register_backward_hook(
        lambda cell_id, gin, gout: seen.append((gin[0].asnumpy().tolist(),
                                                gout[0].asnumpy().tolist())))
    net.op.register_backward_hook(lambda cell_id, gin, gout: seen.append("child"))
    (g,) = ops.GradOperation(get_all=True)(net)(ms.Tensor(np.ones([2, 2], np.float32)))
    assert g.asnumpy().tolist() == [[5.0, 5.0], [5.0, 5.0]]
    assert seen == [([[1.0, 1.0], [1.0, 1.0]], [[5.0, 5.0], [5.0, 5.0]])]


# ---- MindSpore's Tensor hook cases (tests/st/pynative/hook/test_tensor_hook.py), both modes ---
V = np.array([1.0, 2.0, 3.0], np.float32)


def _hooked_product(x, y):
    z = x * y
    z.register_hook(_double)
    z.register_hook(_triple)
    return z * y


def _split_hooked(x):
    y1, y2 = ops.split(x, 2)
    y1.register_hook(_double)
    y2.register_hook(_triple)
    return y1 + y2


def test_several_hooks_on_an_op_output():
    gx, gy = ms.grad(_hooked_product, grad_position=(0, 1))(ms.Tensor(V), ms.Tensor(V))
    assert gx.asnumpy().tolist() == [6.0, 24.0, 54.0]          # MindSpore's values
    assert gy.asnumpy().tolist() == [7.0, 28.0, 63.0]


def test_several_hooks_on_one_tensor_in_a_graph_raise(graph_mode):
    """MindSpore's GRAPH_MODE (and @jit) take one hook per Tensor registered inside."""
    with pytest.raises(RuntimeError, match="not supported to register multiple hooks"):
        ms.grad(_hooked_product, grad_position=(0, 1))(ms.Tensor(V), ms.Tensor(V))


def test_hooks_on_the_outputs_of_a_multi_output_op(mode):
    g = ms.grad(_split_hooked)(ms.Tensor(np.arange(4, dtype=np.float32)))
    assert g.asnumpy().tolist() == [2.0, 2.0, 3.0, 3.0]


def test_input_hooks_removed_one_by_one(mode):
    x = ms.Tensor(np.array([1.0], np.float32))
    h1, h2 = x.register_hook(_double), x.register_hook(_triple)
    assert x.hooks() == [_double, _triple]
    poly = lambda a: a ** 2 + (a + 1)
    grad = ms.grad(poly)
    assert grad(x).asnumpy().tolist() == [18.0]
    h1.remove()
    assert grad(x).asnumpy().tolist() == [9.0]
    h1.remove()
    h2.remove()
    assert grad(x).asnumpy().tolist() == [3.0] and x.hooks() == []


def test_weight_hooks_added_and_removed_between_steps(mode):
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w1 = ms.Parameter(ms.Tensor(V), name="w1")
            self.w2 = ms.Parameter(ms.Tensor(V), name="w2")
            self.handle1 = self.w1.register_hook(_double)
            self.handle2 = self.w2.register_hook(_double)

        def construct(self, x):
            return x * self.w1 + x * self.w2

    net = Net()
    grad = ops.GradOperation(get_by_list=True)(net, net.trainable_params())

    def step():
        return [g.asnumpy().tolist() for g in grad(ms.Tensor(V))]

    assert step() == [[2.0, 4.0, 6.0], [2.0, 4.0, 6.0]]
    extra = net.w1.register_hook(_triple)
    assert step() == [[6.0, 12.0, 18.0], [2.0, 4.0, 6.0]]
    net.handle1.remove()
    assert step() == [[3.0, 6.0, 9.0], [2.0, 4.0, 6.0]]
    net.handle2.remove()
    extra.remove()
    assert step() == [[1.0, 2.0, 3.0], [1.0, 2.0, 3.0]]


def test_cell_hooks_fire_when_only_its_parameters_are_differentiated():
    """MindSpore runs a Cell's backward pre-hook and backward hook when none of its inputs is
    differentiated but its Parameters are; the input's gradient is None."""
    class Lin(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(ms.Tensor(np.array([2.0, 3.0], np.float32)), name="w")

        def construct(self, x):
            return x * self.w

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.lin = Lin()

        def construct(self, x):
            return self.lin(x) * 2

    net, seen = Net(), []
    net.lin.register_backward_pre_hook(
        lambda cell_id, gout: seen.append(("pre", gout[0].asnumpy().tolist())))
    net.lin.register_backward_hook(
        lambda cell_id, gin, gout: seen.append(("bw", gin[0].asnumpy().tolist(), gout)))
    (gw,) = ms.grad(net, None, net.trainable_params())(ms.Tensor(np.array([1.0, 2.0], np.float32)))
    assert gw.asnumpy().tolist() == [2.0, 4.0]
    assert seen == [("pre", [2.0, 2.0]), ("bw", [2.0, 2.0], (None,))]
