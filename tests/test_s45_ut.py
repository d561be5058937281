"""Session 45 (ut): recursion under a tensor-dependent stop condition in GRAPH_MODE.

MindSpore 2.10 (measured) compiles a plain function that calls itself under a condition read
from tensors (a recursive graph) and computes its value; a Cell method doing the same is its
RuntimeError "Exceed function call depth limit". minicell runs the former op by op (one
CompileWarning) and keeps the error for the latter."""
import warnings

import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, jit, nn
from minicell.compiler.errors import CompileWarning


def _count_up(x, limit):
    if x > limit:
        return x
    x = x + 1
    return _count_up(x, limit)


def _double(x, limit):
    if x.sum() > limit:
        return x
    return _double(x * 2, limit)


@pytest.fixture
def graph_mode():
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


def test_recursive_function_with_tensor_stop_condition_runs(graph_mode):
    @jit
    def start_at_zero(limit):
        return _count_up(Tensor([0]), limit)

    with pytest.warns(CompileWarning, match="_count_up"):
        out = start_at_zero(Tensor(2))
    assert out.asnumpy().tolist() == [3]
    with warnings.catch_warnings():
        warnings.simplefilter("error", CompileWarning)     # the signature is remembered
        assert start_at_zero(Tensor(5)).asnumpy().tolist() == [6]


def test_recursive_function_value_and_gradient_in_a_cell(graph_mode):
    class Net(nn.Cell):
        def construct(self, x, limit):
            return _double(x, limit)

    x = Tensor(np.array([1.0, 2.0], np.float32))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", CompileWarning)
        out = Net()(x, Tensor(50.0))
        grad = ms.grad(Net())(x, Tensor(50.0))
    assert out.asnumpy().tolist() == [32.0, 64.0]
    assert grad.asnumpy().tolist() == [32.0, 32.0]


def test_recursive_cell_method_is_the_depth_error(graph_mode):
    class Halve(nn.Cell):
        def halve(self, x, limit):
            if x > limit:
                return x
            return self.halve(x * 2, limit)

        def construct(self, x, limit):
            return self.halve(x, limit)

    with pytest.raises(RuntimeError, match="Exceed function call depth") as info:
        Halve()(Tensor([1.0]), Tensor(20.0))
    assert "if x > limit:" in str(info.value)


# ---- rewrite: the generated class keeps the network's other methods (2.10's ClassDefParser) ----
class _Inner(nn.Cell):
    def construct(self, x):
        return x * 2


class _WithHelpers(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = self.make(_Inner(), 3)

    def construct(self, x):
        return self.inner(x) + 1

    def make(self, cell: _Inner, times: int = 1) -> nn.Cell:
        return cell

    def scale(self, x: Tensor):
        return x * 10


def test_rewrite_code_keeps_other_methods_without_argument_annotations():
    from minicell.rewrite import SymbolTree
    net = _WithHelpers()
    stree = SymbolTree.create(net)
    code = stree.get_code()
    assert code.count("def make(self, cell, times=1) -> nn.Cell:") == 1
    assert code.count("def scale(self, x):") == 1
    assert code.count("def construct(self, x):") == 2
    new_net = stree.get_network()
    x = Tensor(np.array([1.0, 2.0], np.float32))
    assert new_net(x).asnumpy().tolist() == [3.0, 5.0]
    assert new_net.scale(x).asnumpy().tolist() == [10.0, 20.0]


class _Twice(nn.Cell):
    def __init__(self, flag):
        super().__init__()
        self.inner = _Inner()
        self.flag = flag

    def construct(self, x):
        x = self.inner(x)
        if self.flag:
            x = self.inner(x)
        else:
            x = self.inner(x)
        return x


def test_rewrite_code_wraps_a_subnet_once_per_call():
    # 2.10 writes `self.inner = _InnerOpt(self.inner)` for each call node of the sub-network
    from minicell.rewrite import SymbolTree
    stree = SymbolTree.create(_Twice(True))
    assert stree.get_code().count("self.inner = _InnerOpt(self.inner)") == 3
    new_net = stree.get_network()
    assert type(new_net.inner).__name__ == "_InnerOpt"
    assert new_net(Tensor(np.array([1.0, -2.0], np.float32))).asnumpy().tolist() == [4.0, -8.0]
