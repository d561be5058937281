"""Behaviour checked by MindSpore's PIJit system tests (tests/st/pi_jit:
``jit(capture_mode="bytecode")``), third round, ported as small minicell tests.

PIJit guards the plain attributes a captured method reads (``compiler.pijit_guards``) and keeps
its call counts per compiled version (``compiler.pijit_record``). Values and counts were
measured with MindSpore 2.10 on CPU.
"""
import numpy as np
import pytest

from minicell import Tensor, grad, jit, nn, ops
from minicell._c_expression import get_code_extra


def _counts(fn):
    """``(break_count_, call_count_, compile_count_)`` of PIJit's record of ``fn``."""
    rec = get_code_extra(getattr(fn, "__wrapped__", fn))
    return rec["break_count_"], rec["code"]["call_count_"], rec["compile_count_"]


def _reader(mode):
    class Net(nn.Cell):
        @jit(capture_mode=mode)
        def construct(self, x):
            return self.a + x
    return Net


@pytest.mark.parametrize("mode, expected", [
    ("bytecode", [1, 2, 3, 1]),     # 2.10: each call reads net.a afresh
    ("ast", [1] * 4),               # 2.10: the graph keeps the value it compiled
])
def test_method_reads_its_cells_current_attribute(mode, expected):
    net = _reader(mode)()
    out = []
    for i in [0, 1, 2, 0]:
        net.a = i
        out.append(int(net(Tensor(1)).asnumpy()))
    assert out == expected


def test_each_attribute_value_is_a_version_of_its_own():
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.flag = True

        @jit(capture_mode="bytecode")
        def construct(self, x):
            if self.flag:
                return x + 1
            return x - 1

    net, out = Net(), []
    for flag in [True, False, True, False]:
        net.flag = flag
        out.append(int(net(Tensor(1)).asnumpy()))
    assert out == [2, 0, 2, 0]
    assert _counts(Net.construct) == (0, 2, 2)      # 2.10: two versions, the latest ran twice


def test_tensor_attribute_replaced_is_read_again():
    class Net(nn.Cell):
        @jit(capture_mode="bytecode")
        def construct(self, x):
            return self.x + x

    net = Net()
    values = [Tensor([99]), Tensor([61])]
    for i in range(4):
        net.x = values[i % 2]
        assert net(Tensor([1])).asnumpy().tolist() == [100, 62][i % 2:i % 2 + 1]


def test_global_is_not_guarded():
    global _MAGIC
    _MAGIC = 1

    @jit(capture_mode="bytecode")
    def f(x):
        return _MAGIC + x

    out = []
    for i in range(5):
        _MAGIC = i
        out.append(int(f(Tensor(1)).asnumpy()))
    assert out == [1] * 5           # 2.10 measured: PIJit keeps the global it compiled
    assert _counts(f) == (0, 5, 1)


def test_call_count_is_per_version():
    @jit(capture_mode="bytecode")
    def func(a, fn):
        return fn(a)

    x = Tensor(np.full((2, 4), 2.0, np.float32))
    func(x, ops.exp)
    assert _counts(func) == (0, 1, 1)
    func(x, ops.log)
    assert _counts(func) == (0, 1, 2)
    func(x + 1, ops.exp)
    assert _counts(func) == (0, 2, 2)        # 2.10: the exp version ran twice


class _MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([nn.Dense(4, 4, has_bias=False) for _ in range(2)])

    def construct(self, x):
        for i in range(len(self.layers)):
            x = self.layers[i](x)
        return x


@pytest.mark.heavy
def test_bound_method_sees_a_cell_appended_to_its_celllist():
    net = _MLP()
    x = Tensor(np.array([1, -2, 3, -4], np.float32))
    net.construct = jit(net.construct, capture_mode="bytecode")
    o2 = net(x)
    assert _counts(net.construct) == (0, 1, 1)
    net.layers.append(nn.ReLU())
    o3 = net(x)
    assert np.allclose(o3.asnumpy(), np.maximum(o2.asnumpy(), 0))
    assert _counts(net.construct) == (0, 1, 2)     # 2.10 measured


def test_two_cells_share_a_version_where_the_method_reads_neither():
    class Net(nn.Cell):
        def construct(self, x, y):
            return ops.matmul(x, y)

    net1, net2 = Net(), Net()
    net1.construct = jit(net1.construct, capture_mode="bytecode")
    net2.construct = jit(net2.construct, capture_mode="bytecode")
    x, y = Tensor(np.ones((2, 4), np.float32)), Tensor(np.ones((4, 2), np.float32))
    for _ in range(2):
        net1(x, y)
        net2(x, y)
    assert _counts(net2.construct)[1] == 4           # 2.10 (st test_guard_for_Cell_1)


def _prints(x):
    a = x + 1
    print("p1", a)                           # PIJit captures it: the graph's print
    b = a * 2
    print("p2", b, 3, (1, "a"), sep="|")     # given keywords: PIJit breaks, Python prints
    return b - 1


def test_print_given_keywords_is_python_s_print_and_a_break(capfd):
    f = jit(_prints, capture_mode="bytecode")
    for _ in range(2):
        assert f(Tensor([1, 2])).asnumpy().tolist() == [3, 5]
    # 2.10 measured: the same text and record
    assert capfd.readouterr().out == (
        "p1\nTensor(shape=[2], dtype=Int64, value=[2 3])\np2|[4 6]|3|(1, 'a')\n") * 2
    assert _counts(_prints) == (1, 2, 1)


def _captured_print(x):
    print("p1", x)
    return x * 2


def _host_numpy(x):
    y = x + 1
    return y * int(np.sum(y.asnumpy() * 2))


@pytest.mark.parametrize("fn, out, counts", [
    (_captured_print, [2, 4], (0, 2, 1)),
    (_host_numpy, [20, 30], (1, 2, 1)),      # a numpy island runs Python: a break
])
def test_record_counts_a_graph_that_runs_python_as_broken(fn, out, counts):
    f = jit(fn, capture_mode="bytecode")
    for _ in range(2):
        assert f(Tensor([1, 2])).asnumpy().tolist() == out
    assert _counts(fn) == counts               # 2.10 measured


@pytest.mark.parametrize("mode", ["ast", "bytecode"])
def test_slice_output_gives_its_tensors_values(mode):
    @jit(capture_mode=mode)
    def f(x, y):
        return x + y, slice(x, 1, 2), [slice(1, y, None)], {"s": slice(None, x)}

    out = f(Tensor([1]), Tensor([2]))
    assert out[0].asnumpy().tolist() == [3]
    assert out[1] == slice(Tensor([1]), 1, 2)            # 2.10 measured, both captures
    assert (out[1].start.asnumpy().tolist(), out[1].stop, out[1].step) == ([1], 1, 2)
    assert out[2][0].stop.asnumpy().tolist() == [2] and out[2][0].step is None
    assert out[3]["s"].start is None and out[3]["s"].stop.asnumpy().tolist() == [1]


def _square(x):
    return x * x


def test_calls_recording_gradients_are_a_version_of_their_own():
    f = jit(_square, capture_mode="bytecode")
    g = grad(lambda x: f(x).sum())
    x, calls = Tensor([1.0, 2.0]), []
    for run in (f, g, g, f, f, g):
        run(x)
        calls.append(_counts(_square)[1])
    assert calls == [1, 1, 2, 2, 3, 3]           # 2.10 measured (PIJit guards the grad state)


def _add_ints(x, y):
    return x, x + y


def _add_repeats(x, y):
    return x, x + y


def _add_floats(x, y):
    return x, x + y


def _loop(n, y):
    for i in range(n):
        y = y + i
    return y


@pytest.mark.parametrize("fn, values, counts", [
    # the third int value compiles a version where it is a variable; later ints call it
    (_add_ints, [0, 1, 2, 3, 4], [(0, 1, 1), (0, 1, 2), (0, 1, 3), (0, 2, 3), (0, 3, 3)]),
    (_add_repeats, [1, 1, 2, 2, 3, 3, 4], [(0, 1, 1), (0, 2, 1), (0, 1, 2), (0, 2, 2),
                                           (0, 1, 3), (0, 2, 3), (0, 3, 3)]),
    (_add_floats, [1.5, 2.5, 3.5, 4.5, 2], [(0, 1, 1), (0, 1, 2), (0, 1, 3), (0, 2, 3),
                                            (0, 1, 4)]),
    # range(n) needs the value: one version per value
    (_loop, [1, 2, 3, 4], [(0, 1, 1), (0, 1, 2), (0, 1, 3), (0, 1, 4)]),
])
def test_changing_number_argument_becomes_symbolic(fn, values, counts):
    f = jit(fn, capture_mode="bytecode")
    got = []
    for v in values:
        out = f(v, Tensor([0.0]))
        if fn is _loop:
            assert out.asnumpy().tolist() == [sum(range(v))]
        else:
            assert type(out[0]) is type(v) and out[0] == v      # given back as the number
            assert out[1].asnumpy().tolist() == [v]
        got.append(_counts(fn))
    assert got == counts                          # 2.10 measured
