"""Custom ``bprop`` on a Cell (PYNATIVE_MODE): one tape node whose backward is the user's."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops


def vals(t):
    return t.asnumpy().tolist()


class Clip(nn.Cell):
    """Straight-through: forward clips, backward passes dout unchanged."""

    def construct(self, x):
        return ops.clip_by_value(x, -1.0, 1.0) if hasattr(ops, "clip_by_value") else \
            ops.minimum(ops.maximum(x, -1.0), 1.0)

    def bprop(self, x, out, dout):
        return (dout,)


def test_bprop_replaces_autodiff():
    assert vals(ms.grad(Clip())(ms.Tensor([5.0, 0.5]))) == [1.0, 1.0]


def test_bprop_chains_with_surrounding_ops_and_parameters():
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(ms.Tensor([2.0, 2.0]), name="w")
            self.clip = Clip()

        def construct(self, x):
            return self.clip(x * self.w) * 3

    net = Net()
    gx, (gw,) = ms.grad(net, 0, weights=net.trainable_params())(ms.Tensor([5.0, 0.25]))
    assert vals(gx) == [6.0, 6.0] and vals(gw) == [15.0, 0.75]


def test_bprop_single_tensor_return_for_one_input():
    class Net(nn.Cell):
        def construct(self, x):
            return x * x

        def bprop(self, x, out, dout):
            return dout * 7

    assert vals(ms.grad(Net())(ms.Tensor([1.0]))) == [7.0]


def test_bprop_tuple_output_gets_tuple_out_and_dout():
    seen = {}

    class Net(nn.Cell):
        def construct(self, x):
            return x * 2, x * 3

        def bprop(self, x, out, dout):
            seen["out"] = [vals(o) for o in out]
            seen["dout"] = [vals(d) for d in dout]
            return (dout[0] + dout[1] * 100,)

    net = Net()
    g = ms.grad(lambda a: net(a)[0] * 5)(ms.Tensor([1.0]))
    assert seen == {"out": [[2.0], [3.0]], "dout": [[5.0], [0.0]]}   # unreached output: zeros
    assert vals(g) == [5.0]


def test_too_few_gradients_names_cell_and_counts():
    """Fewer gradients than inputs is an error; more are allowed (the first ones count, as in
    MindSpore 2.10: tests/test_bad_inputs.py)."""
    class Pair(nn.Cell):
        def construct(self, x, y):
            return x * y

        def bprop(self, x, y, out, dout):
            return (x,)

    with pytest.raises(RuntimeError) as info:
        ms.grad(Pair(), (0, 1))(ms.Tensor([1.0]), ms.Tensor([2.0]))
    msg = str(info.value)
    assert "Pair" in msg and "1 gradient" in msg and "2 input" in msg


def test_internal_params_gradients_and_other_params_zero():
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(ms.Tensor([2.0]), name="w")
            self.v = ms.Parameter(ms.Tensor([4.0]), name="v")
            self.internal_params = [self.w]

        def construct(self, x):
            return self.w * x * self.v

        def bprop(self, x, out, dout):
            return (dout * 100,), {self.w: dout * 10}

    net = Net()
    gx, (gw, gv) = ms.grad(net, 0, weights=[net.w, net.v])(ms.Tensor([3.0]))
    assert vals(gx) == [100.0] and vals(gw) == [10.0] and vals(gv) == [0.0]


def test_bprop_construct_is_not_recorded_and_bprop_debug_accepted():
    calls = []

    class Net(nn.Cell):
        def construct(self, x):
            return ms.Tensor(np.sin(x.asnumpy()))       # leaves the graph

        def bprop(self, x, out, dout):
            calls.append(1)
            return (ops.cos(x) * dout,)

    net = Net()
    net.bprop_debug = True
    g = ms.grad(net)(ms.Tensor([0.0]))
    assert vals(g) == [1.0] and calls == [1]


def test_bprop_gradient_cast_to_input_dtype():
    class Net(nn.Cell):
        def construct(self, x):
            return x

        def bprop(self, x, out, dout):
            return (ops.cast(dout, ms.float64),)

    g = ms.grad(Net())(ms.Tensor([1.0], ms.float32))
    assert g.dtype == ms.float32


def test_bprop_cell_in_plain_forward_runs_construct_only():
    calls = []

    class Net(nn.Cell):
        def construct(self, x):
            return x + 1

        def bprop(self, x, out, dout):
            calls.append(1)
            return (dout,)

    assert vals(Net()(ms.Tensor([1.0]))) == [2.0] and calls == []


def test_custom_vjp_function_backward_in_both_modes(mode):
    """ops.function.grad.grad_func.custom_vjp: a function whose backward is set by defbwd, used
    by grad and vjp, also inside another function; a missing backward is a clear error."""
    from minicell.ops.function.grad.grad_func import custom_vjp
    ms.set_context(mode=mode)

    @custom_vjp
    def mul_add(x, y):
        return 2 * x + y

    fn = lambda x, y, out, dout: (3 * dout, y * dout)
    mul_add.defbwd(fn)
    x, y = ms.Tensor(1.0), ms.Tensor(5.0)
    gx, gy = ms.grad(mul_add, grad_position=(0, 1))(x, y)
    assert (float(gx), float(gy)) == (3.0, 5.0)
    out, back = ms.vjp(mul_add, x, y)
    assert float(out) == 7.0 and [float(g) for g in back(ms.Tensor(2.0))] == [6.0, 10.0]

    def outer(x, y):
        return mul_add(x * x, y) * 2
    gx, gy = ms.grad(outer, grad_position=(0, 1))(ms.Tensor(3.0), y)
    assert (float(gx), float(gy)) == (2 * 3 * 2 * 3.0, 2 * 5.0)

    @custom_vjp
    def no_backward(x):
        return x * 2
    with pytest.raises(RuntimeError, match="backward of 'no_backward' was not set"):
        ms.grad(no_backward)(x)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_bprop_signature_and_grad_operation_errors(mode):
    """MindSpore 2.10's errors (its graph mode's): a bprop without 'out' and 'dout', or without
    the forward inputs; GradOperation's argument errors."""
    ms.set_context(mode=mode)

    class Few(nn.Cell):
        def construct(self, x, y):
            return x + y

        def bprop(self, out):
            return out, out

    class Mid(Few):
        def bprop(self, x, out, dout):
            return out, out

    x = ms.Tensor(np.array([2.0], np.float32))
    with pytest.raises(RuntimeError, match="requires at least 2 params 'out' and 'dout', but "
                                           "got only 1"):
        ms.ops.GradOperation(get_all=True)(Few())(x, x)
    with pytest.raises(TypeError, match="requires the forward inputs as well as the 'out'"):
        ms.ops.GradOperation(get_all=True)(Mid())(x, x)
    with pytest.raises(TypeError, match="the 'get_all' should be bool, but got int"):
        ms.ops.GradOperation(get_all=2)
    not_callable = ms.ops.GradOperation()(None)       # 2.10 makes it; its call raises
    with pytest.raises(TypeError, match="The fn should be callable, but got NoneType"):
        not_callable(x)
    with pytest.raises(TypeError, match="requires a forward network or function as an input"):
        ms.ops.GradOperation()()
    ms.set_context(mode=ms.PYNATIVE_MODE)
