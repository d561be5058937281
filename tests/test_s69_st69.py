"""Session 69, st69: upstream st CPU tests (first half of the CPU list, drift census) and
st68's leftovers, each value measured on MindSpore 2.10 (CPU).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops

_X1 = np.array([True, False, True, True, True])
_X2 = np.array([False, True, True, False, True])
_X3 = np.array([True, True, False, True, True])


class _Choice(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x):
        return self.op(x)[0]


def _firsts(net, xs):
    return [net(Tensor(x)).asnumpy()[:, 0].tolist() for x in xs]


@pytest.mark.parametrize("mode, expected", [
    # one kernel per call site of the compiled graph: its generator goes on at each launch
    (ms.GRAPH_MODE, [[3, 0, 4, 2], [1, 2, 4, 0], [2, 0, 4, 3], [4, 2, 3, 0]]),
    # eagerly one kernel per input value: x2 starts over, the third x1 goes on from the first
    (ms.PYNATIVE_MODE, [[3, 0, 4, 2], [4, 1, 2, 0], [3, 2, 0, 4], [0, 2, 3, 4]]),
])
def test_random_choice_with_mask_instance_moves_on(mode, expected):
    # st ops/cpu/test_random_choice_with_mask_op's seeded Primitive called again: minicell
    # repeated its first shuffle on every call; 2.10's kernel keeps its minstd_rand0 state
    ms.set_context(mode=mode)
    net = _Choice(ops.RandomChoiceWithMask(4, 5, 6))
    assert _firsts(net, [_X1, _X2, _X1, _X1]) == expected


def test_random_choice_with_mask_eager_kernel_per_input_value():
    # equal values share a kernel (a copy, another op's output), other values start over
    op = ops.RandomChoiceWithMask(4, 5, 6)
    x1 = Tensor(_X1)
    same = ops.logical_not(ops.logical_not(x1))
    assert [op(x)[0].asnumpy()[:, 0].tolist() for x in (x1, Tensor(_X3), same, Tensor(_X1.copy()))
            ] == [[3, 0, 4, 2], [3, 0, 4, 1], [3, 2, 0, 4], [0, 2, 3, 4]]


def test_random_choice_with_mask_graph_kernel_kept_per_compiled_shape():
    # a second shape compiles a second graph with its own kernel; the first one goes on
    ms.set_context(mode=ms.GRAPH_MODE)
    y = np.append(_X1, True)
    net = _Choice(ops.RandomChoiceWithMask(4, 5, 6))
    assert _firsts(net, [_X1, y, _X1, y, _X1]) == [
        [3, 0, 4, 2], [4, 0, 2, 3], [3, 2, 0, 4], [5, 4, 3, 2], [0, 2, 3, 4]]


@pytest.fixture
def no_global_seed(monkeypatch):
    """No global seed and 2.10's per-function op-seed counters from their start (both put
    back after the test)."""
    from minicell.common import seed as common_seed
    monkeypatch.setattr(common_seed, "get_seed", lambda: None)
    monkeypatch.setattr(common_seed, "_KERNEL_SEEDS", {})
    return common_seed


class _ChoiceFn(nn.Cell):
    def construct(self, x):
        return ops.choice_with_mask(x, 4, 5)[0]


def test_choice_with_mask_functional_seed_moves_on_per_call(no_global_seed):
    # 2.10's functional builds RandomChoiceWithMask(count, 0, seed2) at each call, seed2 the
    # op seed's next value (5, 5 + 3528531795 ^ 3449720151, ...): reproducible per process
    x1 = Tensor(_X1)
    assert [ops.choice_with_mask(x1, 4, 5)[0].asnumpy()[:, 0].tolist() for _ in range(2)] == [
        [0, 3, 4, 2], [4, 2, 0, 3]]
    # eagerly each call inside a Cell is a fresh kernel of the next seeds
    assert _firsts(_ChoiceFn(), [_X1, _X1]) == [[4, 0, 2, 3], [4, 2, 0, 3]]


def test_choice_with_mask_functional_in_graph_is_one_kernel_per_call_site(no_global_seed):
    # the seeds are taken when construct is compiled; the call site's kernel then goes on
    ms.set_context(mode=ms.GRAPH_MODE)
    assert _firsts(_ChoiceFn(), [_X1, _X1, _X1]) == [[0, 3, 4, 2], [0, 2, 3, 4], [3, 4, 2, 0]]


def test_choice_with_mask_functional_with_a_global_seed(no_global_seed, monkeypatch):
    # ms.set_seed(7) then choice_with_mask(x, 4) three times on 2.10 (op seed 0 moves on too);
    # a global seed of 0 reads as 87654321
    x1 = Tensor(_X1)
    monkeypatch.setattr(no_global_seed, "get_seed", lambda: 7)
    assert [ops.choice_with_mask(x1, 4)[0].asnumpy()[:, 0].tolist() for _ in range(3)] == [
        [3, 4, 0, 2], [0, 2, 4, 3], [4, 2, 3, 0]]
    monkeypatch.setattr(no_global_seed, "get_seed", lambda: 0)
    monkeypatch.setattr(no_global_seed, "_KERNEL_SEEDS", {})
    assert [ops.choice_with_mask(x1, 4)[0].asnumpy()[:, 0].tolist() for _ in range(2)] == [
        [4, 0, 3, 2], [0, 4, 2, 3]]
