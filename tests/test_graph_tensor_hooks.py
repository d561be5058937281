"""Tensor hooks and gradients taken inside a compiled construct (GRAPH_MODE), as MindSpore 2.10.

The intent of MindSpore's ``tests/st/compiler/tensor_hook`` (``test_one_tensor_cell_construct``,
``test_one_parameter_cell_construct``, ``test_one_tensor_multi_hook``): hooks registered outside
the graph on an input or a Parameter run when the gradient is taken by ``GradOperation`` inside
a Cell's ``construct``; a Tensor takes one hook inside a graph. Values are MindSpore's
(PYNATIVE_MODE, and GRAPH_MODE on the first compile: MindSpore's GRAPH_MODE keeps the graph
compiled before a hook was added or removed, minicell compiles again, as PYNATIVE_MODE runs).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.compiler.api import recompile_reasons
from conftest import GradCell

X = np.array([3.0, 4.0], np.float32)


def _double(g):
    return g * 2


def _triple(g):
    return g * 3


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([1.0, 2.0], np.float32)), name="w")

    def construct(self, x):
        return x * x * self.w


def GradNet(net):
    """The gradient is taken inside construct (compiled with it in GRAPH_MODE)."""
    return GradCell(net, net.trainable_params(), get_all=True, get_by_list=True)


def _values(out):
    (gx,), (gw,) = out
    return gx.asnumpy().tolist(), gw.asnumpy().tolist()


def test_hooks_registered_outside_run_in_a_gradient_inside_construct(mode):
    net = Net()
    grad_net = GradNet(net)
    x = ms.Tensor(X)
    assert _values(grad_net(x)) == ([6.0, 16.0], [9.0, 16.0])
    handle = net.w.register_hook(_double)
    assert _values(grad_net(x)) == ([6.0, 16.0], [18.0, 32.0])
    handle.remove()
    assert _values(grad_net(x)) == ([6.0, 16.0], [9.0, 16.0])
    x.register_hook(_triple)
    assert _values(grad_net(x)) == ([18.0, 48.0], [9.0, 16.0])
    net.w.register_hook(_triple)
    assert _values(grad_net(x)) == ([18.0, 48.0], [27.0, 48.0])
    assert _values(grad_net(ms.Tensor(X))) == ([6.0, 16.0], [27.0, 48.0])   # x's hook only


def test_steady_state_keeps_the_graph_until_a_hook_changes(graph_mode):
    net = Net()
    grad_net = GradNet(net)
    x = ms.Tensor(X)
    net.w.register_hook(_double)
    for _ in range(3):
        assert _values(grad_net(x)) == ([6.0, 16.0], [18.0, 32.0])
    assert recompile_reasons(grad_net) == []
    net.w.register_hook(_triple)
    assert _values(grad_net(x)) == ([6.0, 16.0], [54.0, 96.0])
    assert recompile_reasons(grad_net) == [
        "recompiling GradCell.construct: a Tensor hook of a Parameter its gradient "
        "differentiates was added or removed"]
    x.register_hook(_double)
    assert _values(grad_net(x)) == ([12.0, 32.0], [54.0, 96.0])
    assert "with 1 hook(s)" in recompile_reasons(grad_net)[-1]


def test_second_order_gradient_runs_the_input_hook_at_both_levels(mode):
    y = ms.Tensor(np.array([1.0, 2.0], np.float32))
    y.register_hook(_double)
    cube = lambda a: (a * a * a).sum()
    g = ms.grad(ms.grad(cube))(y)
    assert g.asnumpy().tolist() == [24.0, 48.0]              # MindSpore, both modes


def test_hook_with_tensor_condition_on_a_parameter_inside_construct(mode):
    def hook(g):
        if g[0] > 100:
            return g * 3
        return g * 2

    net = Net()
    net.w.register_hook(hook)
    assert _values(GradNet(net)(ms.Tensor(X))) == ([6.0, 16.0], [18.0, 32.0])


@ms.jit
def _two_hooks(x):
    y = x * 2
    y.register_hook(_double)
    y.register_hook(_triple)
    return y * x


def test_two_hooks_on_one_tensor_in_jit_raise_in_both_modes(mode):
    with pytest.raises(RuntimeError, match="not supported to register multiple hooks for a Tensor"):
        ms.grad(_two_hooks)(ms.Tensor(X))


def test_hooks_of_a_top_level_gradient_run_as_python(mode):
    """A gradient called outside any graph runs its inputs' hooks as Python on the computed
    gradient (in GRAPH_MODE too), so a hook may read values; MindSpore compiles them and fails
    to compile this one in GRAPH_MODE."""
    seen = []
    x = ms.Tensor(np.array([1.0, 2.0], np.float32))
    x.register_hook(lambda g: seen.append(g.asnumpy().tolist()))
    for _ in range(2):
        triple = lambda a: a * 3
        assert ms.grad(triple)(x).asnumpy().tolist() == [3.0, 3.0]
    assert seen == [[3.0, 3.0], [3.0, 3.0]]
