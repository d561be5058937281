"""2.10's ``__parse_method__`` for Cells without a construct of their own (MindSpore RL's
trainers, st rl/test_cell_list_getattr ``*_getattr3``): after a call of the Cell's ``@jit``
method, a graph calling the Cell traces that method (values measured on 2.10, /tmp/s32/pm.py).
A Cell with a construct keeps running its construct (2.10 would switch it too: by decision,
docs/migration.md)."""
import pytest

import minicell as ms
from minicell import nn, ops, Tensor


class _Trainer(nn.Cell):
    @ms.jit
    def test(self, x, y):
        return 3 * (x + y)

    @ms.jit
    def other(self, x, y):
        return x * y


class _Outer(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y):
        return self.net(x, y)


_UNDEFINED = "For 'Cell', the method 'construct' is not defined."


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_graph_traces_the_last_jit_method_of_a_cell_without_construct(mode):
    ms.set_context(mode=mode)
    x, y = Tensor([2], ms.int32), Tensor([3], ms.int32)
    trainer = _Trainer()
    with pytest.raises(AttributeError, match=_UNDEFINED):
        _Outer(trainer)(x, y)
    assert trainer.test(x, y).tolist() == [15]
    if mode == ms.PYNATIVE_MODE:     # 2.10's PYNATIVE_MODE runs construct: still undefined
        with pytest.raises(AttributeError, match=_UNDEFINED):
            _Outer(trainer)(x, y)
        return
    assert _Outer(trainer)(x, y).tolist() == [15]
    assert trainer.other(x, y).tolist() == [6]
    assert _Outer(trainer)(x, y).tolist() == [6]
    assert ops.GradOperation()(_Outer(trainer))(x, y).tolist() == [3]
    with pytest.raises(AttributeError, match=_UNDEFINED):    # its own call: construct
        trainer(x, y)


def test_a_cell_with_construct_keeps_it_after_a_jit_method():
    class Net(_Trainer):
        def construct(self, x, y):
            return x - y

    ms.set_context(mode=ms.GRAPH_MODE)
    x, y = Tensor([2], ms.int32), Tensor([3], ms.int32)
    net = Net()
    assert net.test(x, y).tolist() == [15]
    assert _Outer(net)(x, y).tolist() == [-1]
