"""Session 44, st graph helper: MindSpore 2.10 behaviours found through tests/st/{compiler,pynative,...}."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, jit, nn


class _Owner:
    @jit
    def forward(self, *args):
        return self(*args)

    @jit
    def doubled(self, x):
        return self.twice(x) + self.offset

    offset = 3

    def twice(self, x):
        return x * 2

    def __call__(self, x):
        return x + 1


class _Other:
    def __call__(self, x):
        return x - 1


def test_jit_method_owner_is_a_namespace_not_callable():
    # tests/st/compiler/graph_syntax/test_function_as_arg.py: 2.10 takes a @jit method's first
    # argument, when it has an attribute of the method's name, as the owner namespace: its
    # attributes and methods are read, but calling it is "The object is not callable" (measured
    # for obj.forward(x), Class.forward(obj, x) and a subclass' object)
    x = Tensor(np.array([1, 2], np.int64))
    for call in (lambda: _Owner().forward(x), lambda: _Owner.forward(_Owner(), x),
                 lambda: type("Sub", (_Owner,), {})().forward(x)):
        with pytest.raises(ValueError, match="The object is not callable. Please check code."):
            call()
    assert _Owner().doubled(x).asnumpy().tolist() == [5, 7]
    # another object in the owner's place is an ordinary input, and is called
    assert _Owner.forward(_Other(), x).asnumpy().tolist() == [0, 1]


def test_jit_method_owner_called_inside_an_outer_graph():
    # the same method inlined in a @jit function's graph: the object is called (2.10, measured)
    fn = _Owner.forward

    @jit
    def outer(*args):
        return fn(*args)
    x = Tensor(np.array([1, 2], np.int64))
    assert outer(_Owner(), x).asnumpy().tolist() == [2, 3]


def test_cell_jit_method_cannot_call_its_cell():
    # 2.10 (measured): a Cell's @jit method resolves self as a namespace too: its sub-Cells and
    # methods are called, self(x) is the ValueError
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.inner = nn.ReLU()

        def construct(self, x):
            return x * 3

        @jit
        def run(self, x):
            return self(x) + 1

        @jit
        def through_inner(self, x):
            return self.inner(x) + self.construct(x)
    with pytest.raises(ValueError, match="The object is not callable"):
        Net().run(Tensor([1.0]))
    assert Net().through_inner(Tensor([-1.0, 2.0])).asnumpy().tolist() == [-3.0, 8.0]


def test_pijit_method_calls_its_owner():
    # capture_mode="bytecode" runs self(x) as Python does (2.10, measured)
    class Owner:
        @jit(capture_mode="bytecode")
        def forward(self, *args):
            return self(*args)

        def __call__(self, x):
            return x + 1
    assert Owner().forward(Tensor(np.array([1, 2], np.int64))).asnumpy().tolist() == [2, 3]
