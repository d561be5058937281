"""Session 70 (st70): the seeded UniformReal / StandardNormal / UniformInt Primitives draw
2.10's CPU kernels' numbers (all values below measured on MindSpore 2.10 CPU), in both modes,
going on at each launch as 2.10's kernels do (upstream st ops/cpu/test_uniform_real_op,
test_standard_normal_op, test_uniform_int_op call seeded Primitives)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops
from minicell.common import _philox
from minicell.ops.seeded_draws import MtDraws, standard_normals

_U15 = [[0.8197517991065979, 0.11815382540225983, 0.8051005005836487, 0.15980403125286102],
        [0.43782874941825867, 0.17192581295967102, 0.5144484639167786, 0.5895776748657227],
        [0.9336963295936584, 0.06159130111336708, 0.6629974246025085, 0.0914517343044281]]
_N15 = [[0.003472925629466772, 0.3497283160686493, -0.34709838032722473, -0.04919062554836273,
         0.035941556096076965],
        [-1.9248933792114258, 1.2232086658477783, 0.4421296715736389, -0.28398633003234863,
         2.3399746417999268],
        [2.0990965366363525, -0.2529465854167938, 0.8434438705444336, -0.2450908124446869,
         0.5683721899986267]]


def test_uniform_real_instance_moves_on_per_shape():
    # one kernel per input shape of the instance: a new shape starts over, the first goes on
    op = ops.UniformReal(seed=1, seed2=5)
    assert [op((4,)).asnumpy().tolist() for _ in range(3)] == _U15
    assert op((3,)).asnumpy().tolist() == _U15[0][:3]
    assert op((4,)).asnumpy().tolist() == [0.3513137400150299, 0.7625495195388794,
                                           0.6099559664726257, 0.2550278604030609]


def test_standard_normal_instance_moves_on_per_shape():
    # a launch of 5 values takes 3 polar pairs (the spare value is dropped)
    op = ops.StandardNormal(seed=1, seed2=5)
    assert [op((5,)).asnumpy().tolist() for _ in range(3)] == _N15
    assert op((3,)).asnumpy().tolist() == _N15[0][:3]
    assert op((5,)).asnumpy().tolist() == [-0.5800913572311401, 0.3910963833332062,
                                           -0.23850509524345398, -1.383924126625061,
                                           -0.3709259331226349]


def test_uniform_int_instance_and_division_method():
    op = ops.UniformInt(seed=1, seed2=5)
    lo, hi = Tensor(0, ms.int32), Tensor(100, ms.int32)
    assert [op((6,), lo, hi).asnumpy().tolist() for _ in range(2)] == [
        [27, 81, 29, 11, 55, 80], [72, 15, 60, 43, 21, 17]]
    # a wide range: libstdc++'s division method (words past range * scaling drawn again)
    wide = ops.UniformInt(seed=1, seed2=5)((8,), Tensor(-1500000000, ms.int32),
                                            Tensor(1500000000, ms.int32))
    assert wide.dtype == ms.int32 and wide.asnumpy().tolist() == [
        -332628076, -237288508, -992533179, 894636198, -813646932, 1093298366, 380460105,
        -580817394]


def test_uniform_int_errors_as_2_10():
    op = ops.UniformInt(seed=1)
    with pytest.raises(RuntimeError, match=r"^For 'Random', invalid min/max values: \(5/5\)$"):
        op((2,), Tensor(5, ms.int32), Tensor(5, ms.int32))
    with pytest.raises(TypeError, match=r"argument\[minval\] must be a type of "
                                        r"\{Tensor\[Int32\]\}, but got Tensor\[Float32\]\.$"):
        op((2,), Tensor(1.0), Tensor(5.0))
    assert ops.UniformReal(seed=1)((0,)).shape == (0,)
    assert ops.StandardNormal(seed=1)((2, 0)).shape == (2, 0)


class _Samplers(nn.Cell):
    def __init__(self):
        super().__init__()
        self.u = ops.UniformReal(seed=3, seed2=7)
        self.n = ops.StandardNormal(seed=3, seed2=7)
        self.i = ops.UniformInt(seed=3, seed2=7)

    def construct(self, x):
        return (self.u((3,)) + x, self.n((2, 2)) + x,
                self.i((4,), Tensor(-5, ms.int32), Tensor(9, ms.int32)))


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_seeded_samplers_in_a_cell_same_in_both_modes(mode):
    # 2.10: one kernel per call site (graph) or per instance and shape (eager): the same numbers
    ms.set_context(mode=mode)
    net = _Samplers()
    runs = [[t.asnumpy().tolist() for t in net(Tensor(0.0))] for _ in range(3)]
    assert [r[0] for r in runs] == [
        [0.6489101648330688, 0.055158279836177826, 0.7023631930351257],
        [0.6949947476387024, 0.2654624283313751, 0.3537105619907379],
        [0.024886567145586014, 0.09629196673631668, 0.9645131826400757]]
    assert [r[1][0] for r in runs] == [[-2.0703256130218506, -0.31892114877700806],
                                       [0.2746787369251251, 1.2054989337921143],
                                       [-1.017991065979004, -0.4646132290363312]]
    assert [r[2] for r in runs] == [[0, 4, 6, -5], [7, 4, -2, 4], [3, -2, 1, -1]]


def test_kernels_bit_for_bit_over_100k_values():
    # 2.10's ops.uniform / ops.standard_normal with set_seed(1), seed=5: kernels (1, 5)
    u = MtDraws("real", (1, 5), 100000)(0)
    assert [float(u[i]) for i in (0, 4097, 65535, 99999)] == [
        0.8197517991065979, 0.9580870270729065, 0.5171040892601013, 0.9479986429214478]
    assert float(u.astype(np.float64).sum()) == 50002.60276961362
    n = standard_normals(_philox.minstd_state(1, 5), 100001)[0]
    assert [float(n[i]) for i in (0, 4097, 65535, 100000)] == [
        0.003472925629466772, -0.501050591468811, 1.0374826192855835, -0.6641148328781128]
    assert float(n.astype(np.float64).sum()) == -218.84815299272668


class _WhileDraws(nn.Cell):
    def __init__(self):
        super().__init__()
        self.u = ops.UniformReal(seed=3, seed2=7)
        self.n = ops.StandardNormal(seed=3, seed2=7)

    def construct(self, x, k):
        out = x
        i = 0
        while i < k:
            out = out + self.u((2,)) + self.n((2,))
            i = i + 1
        return out


def test_seeded_samplers_in_a_tensor_dependent_while():
    # each iteration launches the call site's kernel again (the loop's body is traced more
    # than once: its buffers must be the same ones each pass, or the carried values never settle)
    ms.set_context(mode=ms.GRAPH_MODE)
    net = _WhileDraws()
    zeros = Tensor(np.zeros(2, np.float32))
    assert net(zeros, Tensor(3)).asnumpy().tolist() == [-2.5708155632019043, 1.8477435111999512]
    assert net(zeros, Tensor(2)).asnumpy().tolist() == [-1.80316960811615, -0.5675472021102905]


class _WhileCategorical(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c = ops.RandomCategorical(ms.int32)

    def construct(self, x, k):
        out = ops.zeros((2, 4), ms.int32)
        i = 0
        while i < k:
            out = out + self.c(x, 4, 5)
            i = i + 1
        return out


def test_random_categorical_in_a_tensor_dependent_while():
    # kernel_launches' buffers: the same one each time the loop's body is traced again (it was
    # a 'did not settle' GraphModeError); each iteration launches the kernel again, as 2.10
    ms.set_context(mode=ms.GRAPH_MODE)
    net = _WhileCategorical()
    x = Tensor(np.log(np.array([[0.2, 0.3, 0.5], [0.6, 0.3, 0.1]], np.float32)))
    assert net(x, Tensor(3)).asnumpy().tolist() == [[6, 5, 2, 5], [1, 2, 1, 1]]
    assert net(x, Tensor(2)).asnumpy().tolist() == [[2, 2, 1, 2], [0, 0, 0, 1]]
