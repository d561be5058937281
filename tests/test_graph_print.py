"""``print`` inside a compiled graph: MindSpore GRAPH_MODE's format (golden texts recorded
from MindSpore 2.10), on every call, also inside tensor-dependent branches and loops."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops


pytestmark = pytest.mark.usefixtures("graph_mode")


class Mixed(nn.Cell):
    def construct(self, x, y):
        print("only string")
        print("x is", x)
        print("two", x, "and", y, 3, 2.5, True)
        print(x)
        print(x, y)
        print("int", y)
        if x.sum() > 0:
            print("pos")
        else:
            print("neg")
        return x + 1


MIXED_GOLDEN = 'call1\nonly string\nx is\nTensor(shape=[1], dtype=Float32, value=[ 1.00000000e+00])\ntwo\nTensor(shape=[1], dtype=Float32, value=[ 1.00000000e+00])\nand\nTensor(shape=[2, 2], dtype=Int32, value=\n[[1 2]\n [3 4]])\n3\n2.5\n1\nTensor(shape=[1], dtype=Float32, value=[ 1.00000000e+00])\nTensor(shape=[1], dtype=Float32, value=[ 1.00000000e+00])\nTensor(shape=[2, 2], dtype=Int32, value=\n[[1 2]\n [3 4]])\nint\nTensor(shape=[2, 2], dtype=Int32, value=\n[[1 2]\n [3 4]])\npos\ncall2\nonly string\nx is\nTensor(shape=[1], dtype=Float32, value=[-1.00000000e+00])\ntwo\nTensor(shape=[1], dtype=Float32, value=[-1.00000000e+00])\nand\nTensor(shape=[2, 2], dtype=Int32, value=\n[[1 2]\n [3 4]])\n3\n2.5\n1\nTensor(shape=[1], dtype=Float32, value=[-1.00000000e+00])\nTensor(shape=[1], dtype=Float32, value=[-1.00000000e+00])\nTensor(shape=[2, 2], dtype=Int32, value=\n[[1 2]\n [3 4]])\nint\nTensor(shape=[2, 2], dtype=Int32, value=\n[[1 2]\n [3 4]])\nneg\nend\n'


def test_strings_tensors_and_scalars_match_mindspore(capfd):
    n = Mixed()
    y = ms.Tensor(np.array([[1, 2], [3, 4]], np.int32))
    print("call1")
    n(ms.Tensor([1.0]), y)
    print("call2")
    n(ms.Tensor([-1.0]), y)
    print("end")
    assert capfd.readouterr().out == MIXED_GOLDEN


class Each(nn.Cell):
    def construct(self, *xs):
        for x in xs:
            print(x)
        return xs[0]


FORMAT_CASES = [np.arange(30).astype(np.int32), np.arange(2000).astype(np.float32),
                np.arange(100).reshape(10, 10).astype(np.float32),
                np.arange(-5, 200, 7).astype(np.int64), np.ones(30, bool),
                np.arange(24).reshape(2, 3, 4).astype(np.int32)]
FORMAT_GOLDEN = 'Tensor(shape=[30], dtype=Int32, value=[ 0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 \n 24 25 26 27 28 29])\nTensor(shape=[2000], dtype=Float32, value=[ 0.00000000e+00  1.00000000e+00  2.00000000e+00 ...  1.99700000e+03  1.99800000e+03  1.99900000e+03])\nTensor(shape=[10, 10], dtype=Float32, value=\n[[ 0.00000000e+00  1.00000000e+00  2.00000000e+00 ...  7.00000000e+00  8.00000000e+00  9.00000000e+00]\n [ 1.00000000e+01  1.10000000e+01  1.20000000e+01 ...  1.70000000e+01  1.80000000e+01  1.90000000e+01]\n [ 2.00000000e+01  2.10000000e+01  2.20000000e+01 ...  2.70000000e+01  2.80000000e+01  2.90000000e+01]\n ...\n [ 7.00000000e+01  7.10000000e+01  7.20000000e+01 ...  7.70000000e+01  7.80000000e+01  7.90000000e+01]\n [ 8.00000000e+01  8.10000000e+01  8.20000000e+01 ...  8.70000000e+01  8.80000000e+01  8.90000000e+01]\n [ 9.00000000e+01  9.10000000e+01  9.20000000e+01 ...  9.70000000e+01  9.80000000e+01  9.90000000e+01]])\nTensor(shape=[30], dtype=Int64, value=[ -5   2   9  16  23  30  37  44  51  58  65  72  79  86  93 100 107 114 121 128 135 142 149 156 \n 163 170 177 184 191 198])\nTensor(shape=[30], dtype=Bool, value=[ True  True  True  True  True  True  True  True  True  True  True  True \n  True  True  True  True  True  True  True  True  True  True  True  True \n  True  True  True  True  True  True])\nTensor(shape=[2, 3, 4], dtype=Int32, value=\n[[[ 0  1  2  3]\n  [ 4  5  6  7]\n  [ 8  9 10 11]]\n [[12 13 14 15]\n  [16 17 18 19]\n  [20 21 22 23]]])\n'
SCALAR_CASES = [np.float32(1.0), np.float32(0.1), np.float32(1e-8), np.float32(123456789.0),
                np.array(True), np.float32(-0.5), np.float64(1 / 3), np.int64(-4),
                np.arange(50).astype(np.float32), np.arange(99).astype(np.int32),
                np.arange(1001).astype(np.int32), np.arange(64).reshape(8, 8).astype(np.int32),
                np.arange(14).reshape(2, 7).astype(np.int32),
                np.arange(12).reshape(2, 6).astype(np.int32),
                np.arange(28).reshape(7, 4).astype(np.int32),
                np.arange(36).reshape(6, 6).astype(np.int32),
                np.array([1e-3, 100.0], np.float32), np.array([[1.5]], np.float32)]
SCALAR_GOLDEN = '1\n0.1\n1e-08\n1.23457e+08\n1\n-0.5\n0.333333\n-4\nTensor(shape=[50], dtype=Float32, value=[ 0.00000000e+00  1.00000000e+00  2.00000000e+00  3.00000000e+00  4.00000000e+00  5.00000000e+00  6.00000000e+00  7.00000000e+00  8.00000000e+00  9.00000000e+00  1.00000000e+01  1.10000000e+01 \n  1.20000000e+01  1.30000000e+01  1.40000000e+01  1.50000000e+01  1.60000000e+01  1.70000000e+01  1.80000000e+01  1.90000000e+01  2.00000000e+01  2.10000000e+01  2.20000000e+01  2.30000000e+01 \n  2.40000000e+01  2.50000000e+01  2.60000000e+01  2.70000000e+01  2.80000000e+01  2.90000000e+01  3.00000000e+01  3.10000000e+01  3.20000000e+01  3.30000000e+01  3.40000000e+01  3.50000000e+01 \n  3.60000000e+01  3.70000000e+01  3.80000000e+01  3.90000000e+01  4.00000000e+01  4.10000000e+01  4.20000000e+01  4.30000000e+01  4.40000000e+01  4.50000000e+01  4.60000000e+01  4.70000000e+01 \n  4.80000000e+01  4.90000000e+01])\nTensor(shape=[99], dtype=Int32, value=[ 0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 \n 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 \n 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65 66 67 68 69 70 71 \n 72 73 74 75 76 77 78 79 80 81 82 83 84 85 86 87 88 89 90 91 92 93 94 95 \n 96 97 98])\nTensor(shape=[1001], dtype=Int32, value=[   0    1    2 ...  998  999 1000])\nTensor(shape=[8, 8], dtype=Int32, value=\n[[ 0  1  2 ...  5  6  7]\n [ 8  9 10 ... 13 14 15]\n [16 17 18 ... 21 22 23]\n ...\n [40 41 42 ... 45 46 47]\n [48 49 50 ... 53 54 55]\n [56 57 58 ... 61 62 63]])\nTensor(shape=[2, 7], dtype=Int32, value=\n[[ 0  1  2 ...  4  5  6]\n [ 7  8  9 ... 11 12 13]])\nTensor(shape=[2, 6], dtype=Int32, value=\n[[ 0  1  2  3  4  5]\n [ 6  7  8  9 10 11]])\nTensor(shape=[7, 4], dtype=Int32, value=\n[[ 0  1  2  3]\n [ 4  5  6  7]\n [ 8  9 10 11]\n ...\n [16 17 18 19]\n [20 21 22 23]\n [24 25 26 27]])\nTensor(shape=[6, 6], dtype=Int32, value=\n[[ 0  1  2  3  4  5]\n [ 6  7  8  9 10 11]\n [12 13 14 15 16 17]\n [18 19 20 21 22 23]\n [24 25 26 27 28 29]\n [30 31 32 33 34 35]])\nTensor(shape=[2], dtype=Float32, value=[ 1.00000005e-03  1.00000000e+02])\nTensor(shape=[1, 1], dtype=Float32, value=\n[[ 1.50000000e+00]])\n'


@pytest.mark.parametrize("cases,golden", [(FORMAT_CASES, FORMAT_GOLDEN),
                                          (SCALAR_CASES, SCALAR_GOLDEN)],
                         ids=["summarized_and_wrapped", "scalars_and_small"])
def test_tensor_formats_match_mindspore(capfd, cases, golden):
    Each()(*[ms.Tensor(a) for a in cases])
    assert capfd.readouterr().out == golden


def test_python_values_print_like_mindspore(capfd):
    class Py(nn.Cell):
        def construct(self, x):
            print(1.0, 0.1, 123456789.0, 1e-8, [1, 2], "s")
            print("x:", x.shape, x.dtype)
            print("k", x.shape[0] * 2)
            return x
    Py()(ms.Tensor([1.0]))
    Py()(ms.Tensor([1.0]))      # a new Cell: prints again (at run time, not compile time)
    once = "1\n0.1\n1.23457e+08\n1e-08\n(1, 2)\ns\nx:\n(1)\nFloat32\nk\n2\n"
    assert capfd.readouterr().out == once * 2


class BranchPrints(nn.Cell):
    """The `if` has no outputs: only its prints keep it alive through dead-code removal."""

    def construct(self, x):
        if x.sum() > 0:
            print("positive", x)
        else:
            print("not positive")
        return x * 2


class LoopPrints(nn.Cell):
    def construct(self, x):
        i = ms.Tensor(0)
        while i < x.sum():
            print("step", i)
            i = i + 1
        return x * 2


def test_print_only_branches_and_loops_survive_dead_code_removal(capfd):
    net = BranchPrints()
    net(ms.Tensor([1.0]))
    net(ms.Tensor([-1.0]))
    net(ms.Tensor([2.0]))
    assert capfd.readouterr().out == (
        "positive\nTensor(shape=[1], dtype=Float32, value=[ 1.00000000e+00])\n"
        "not positive\n"
        "positive\nTensor(shape=[1], dtype=Float32, value=[ 2.00000000e+00])\n")
    LoopPrints()(ms.Tensor([2.0]))
    assert capfd.readouterr().out == "step\n0\nstep\n1\n"


def test_effectful_cond_kept_in_the_ir():
    from minicell.compiler import ir
    graph = BranchPrints().compile_ir(ms.Tensor([1.0]))
    conds = [n for n in graph.nodes if n.op is ir.COND]
    assert len(conds) == 1 and graph.effects == conds


def test_assign_only_branch_writes_the_parameter():
    class Acc(nn.Cell):
        def __init__(self):
            super().__init__()
            self.p = ms.Parameter(ms.Tensor([0.0]), name="p")

        def construct(self, x):
            if x.sum() > 0:
                ops.assign(self.p, self.p + x)
            return x

    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        net = Acc()
        for v in (1.0, -5.0, 2.0):
            net(ms.Tensor([v]))
        np.testing.assert_allclose(net.p.asnumpy(), [3.0])


class PrintOps(nn.Cell):
    def __init__(self):
        super().__init__()
        self.print = ops.Print()

    def construct(self, x):
        self.print("x is", x, 2)
        ops.print_("again", x)
        return x * 2


def test_ops_print_prints_on_every_call_in_the_graph_format(capfd):
    """ops.Print / ops.print_ in a graph are print nodes (the value at run time, every call),
    not a read of the tensor's value while compiling."""
    net = PrintOps()
    for v in (1.0, -2.0):
        np.testing.assert_array_equal(net(ms.Tensor([v])).asnumpy(), [2 * v])
    line = "Tensor(shape=[1], dtype=Float32, value=[{}])"
    one, two = line.format(" 1.00000000e+00"), line.format("-2.00000000e+00")
    assert capfd.readouterr().out == \
        f"x is\n{one}\n2\nagain\n{one}\nx is\n{two}\n2\nagain\n{two}\n"
