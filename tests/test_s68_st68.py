"""Session 68, st68: upstream st CPU tests (second half of the CPU list) and the candidate
samplers' state, each value measured on MindSpore 2.10 (CPU).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

_TRUE = np.array([[1], [3], [4], [6], [3]], np.int64)


class _Sampler(nn.Cell):
    def __init__(self, sampler, twice=False):
        super().__init__()
        self.sampler, self.twice = sampler, twice

    def construct(self, *x):
        if self.twice:
            return self.sampler(*x)[0], self.sampler(*x)[0]
        return self.sampler(*x)


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_log_uniform_sampler_instance_moves_on_in_both_modes(mode):
    # st67's leftover (st ops/cpu/test_candidate_sampler_op.py's sampler as a Cell attribute):
    # a compiled graph drew its classes when it was traced and repeated them on every call;
    # 2.10's kernel keeps its generator between launches in GRAPH_MODE too
    ms.set_context(mode=mode)
    net = _Sampler(ops.LogUniformCandidateSampler(1, 5, True, 10, 0))
    outs = [net(ms.Tensor(_TRUE)) for _ in range(3)]
    assert [o[0].asnumpy().tolist() for o in outs] == [
        [5, 1, 0, 7, 9], [6, 0, 4, 8, 5], [0, 2, 3, 1, 7]]
    # 8 draws for 5 classes: -expm1f(8 * log1pf(-p)), p rounded to float (bit for bit)
    np.testing.assert_array_equal(outs[0][1].asnumpy()[:, 0], np.array(
        [0.7727922201156616, 0.542242169380188, 0.46881237626075745, 0.3676929175853729,
         0.542242169380188], np.float32))
    np.testing.assert_array_equal(outs[0][2].asnumpy(), np.array(
        [0.4123135805130005, 0.7727922201156616, 0.9347410798072815, 0.33164358139038086,
         0.2770906984806061], np.float32))


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_log_uniform_sampler_expected_counts_without_rejections(mode):
    # no draw rejected: float(p) * num_sampled (the double p gave 1-ulp differences)
    ms.set_context(mode=mode)
    net = _Sampler(ops.LogUniformCandidateSampler(1, 5, False, 10, 3))
    classes, true_count, count = net(ms.Tensor(_TRUE))
    assert classes.asnumpy().tolist() == [0, 6, 0, 4, 1]
    np.testing.assert_array_equal(true_count.asnumpy()[:, 0], np.array(
        [0.8454604148864746, 0.4652904272079468, 0.38016998767852783, 0.2784345746040344,
         0.4652904272079468], np.float32))
    np.testing.assert_array_equal(count.asnumpy(), np.array(
        [1.445324182510376, 0.2784345746040344, 1.445324182510376, 0.38016998767852783,
         0.8454604148864746], np.float32))


@pytest.mark.parametrize("mode, expected", [
    # each call site of a compiled graph is a kernel of its own, with its own generator
    (ms.GRAPH_MODE, [[[3, 9, 0], [3, 9, 0]], [[9, 0, 2], [9, 0, 2]]]),
    (ms.PYNATIVE_MODE, [[[3, 9, 0], [9, 0, 2]], [[6, 0, 2], [9, 6, 0]]]),
])
def test_log_uniform_sampler_called_twice_in_construct(mode, expected):
    ms.set_context(mode=mode)
    net = _Sampler(ops.LogUniformCandidateSampler(1, 3, True, 10, 4), twice=True)
    x = ms.Tensor(np.array([[1], [3]], np.int64))
    assert [[a.asnumpy().tolist() for a in net(x)] for _ in range(2)] == expected


def test_log_uniform_sampler_jit_function_has_its_own_generator():
    sampler = ops.LogUniformCandidateSampler(1, 3, True, 10, 4)

    @ms.jit
    def draw(x):
        return sampler(x)[0]

    x = ms.Tensor(np.array([[1], [3]], np.int64))
    assert [draw(x).asnumpy().tolist() for _ in range(3)] == [[3, 9, 0], [9, 0, 2], [6, 0, 2]]
    assert sampler(x)[0].asnumpy().tolist() == [3, 9, 0]    # the eager kernel starts over


def test_log_uniform_sampler_eager_kernel_per_input_shape():
    # 2.10's PYNATIVE_MODE keeps a kernel (and its generator) per input shape
    sampler = ops.LogUniformCandidateSampler(1, 3, True, 10, 4)
    a = ms.Tensor(np.array([[1], [3]], np.int64))
    b = ms.Tensor(np.array([[1], [3], [5]], np.int64))
    assert [sampler(x)[0].asnumpy().tolist() for x in (a, b, a, b, a)] == [
        [3, 9, 0], [3, 9, 0], [9, 0, 2], [9, 0, 2], [6, 0, 2]]


_LOGITS = np.log(np.array([[0.1, 0.2, 0.3, 0.4]], np.float32))


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_random_categorical_instance_moves_on(mode):
    # st ops/cpu/test_random_categorical_op.py's seeded RandomCategorical as a Cell attribute:
    # 2.10's kernel takes the next num_sample uniforms of its minstd_rand0 stream at each launch
    ms.set_context(mode=mode)
    net = _Sampler(ops.RandomCategorical(ms.int64))
    logits = ms.Tensor(_LOGITS)
    assert [net(logits, 6, 3).asnumpy().ravel().tolist() for _ in range(3)] == [
        [1, 1, 2, 2, 3, 3], [3, 2, 0, 2, 2, 2], [3, 3, 2, 2, 2, 0]]


def test_random_categorical_kernels_of_eager_calls():
    # PYNATIVE_MODE: one kernel per (shape, dtype, num_sample, seed); a function call starts over
    prim, logits = ops.RandomCategorical(ms.int64), ms.Tensor(_LOGITS)
    assert [prim(logits, n, 3).asnumpy().ravel().tolist() for n in (6, 2, 6)] == [
        [1, 1, 2, 2, 3, 3], [1, 1], [3, 2, 0, 2, 2, 2]]
    assert [prim(logits, 6, s).asnumpy().ravel().tolist() for s in (4, 4)] == [
        [0, 2, 2, 3, 0, 1], [3, 3, 3, 3, 0, 1]]
    assert ops.random_categorical(logits, 6, 3).asnumpy().ravel().tolist() == [1, 1, 2, 2, 3, 3]


def test_random_categorical_function_in_a_graph_moves_on():
    class Net(nn.Cell):
        def construct(self, x):
            return ops.random_categorical(x, 6, 3), ops.random_categorical(x, 6, 3)

    ms.set_context(mode=ms.GRAPH_MODE)
    net, logits = Net(), ms.Tensor(_LOGITS)
    assert [[a.asnumpy().ravel().tolist() for a in net(logits)] for _ in range(2)] == [
        [[1, 1, 2, 2, 3, 3], [1, 1, 2, 2, 3, 3]], [[3, 2, 0, 2, 2, 2], [3, 2, 0, 2, 2, 2]]]


def test_choice_with_mask_takes_three_positional_arguments():
    # 2.10's functional is choice_with_mask(input_x, count=256, seed=None)
    x = ms.Tensor(np.array([True, False, True]))
    with pytest.raises(TypeError, match=r"choice_with_mask\(\) takes from 1 to 3 positional "
                                        r"arguments but 4 were given"):
        ops.choice_with_mask(x, 4, 5, 6)
    assert ops.choice_with_mask(x, 4, 5)[0].shape == (4, 1)


_COUNT4 = [0.4000000059604645] * 4


@pytest.mark.parametrize("mode, second, count", [
    # a graph's call site moves on (5 draws: -expm1f(5 * log1pf(-0.1f))); eagerly a function
    # call starts over
    (ms.GRAPH_MODE, [1, 4, 5, 3], 0.4095100164413452),
    (ms.PYNATIVE_MODE, [7, 9, 0, 6], 0.4000000059604645),
])
def test_uniform_sampler_function_draws_the_kernels_classes(mode, second, count):
    # st ops/cpu/test_uniform_candidate_sampler_op.py: 2.10's kernel is minstd_rand0 seeded
    # from GetSeed(seed, 0), one uniform_int_distribution draw per try
    class Net(nn.Cell):
        def construct(self, x):
            return ops.uniform_candidate_sampler(x, 1, 4, True, 10, 5)

    ms.set_context(mode=mode)
    net = Net()
    first, again = net(ms.Tensor(_TRUE)), net(ms.Tensor(_TRUE))
    assert first[0].asnumpy().tolist() == [7, 9, 0, 6]
    np.testing.assert_array_equal(first[2].asnumpy(), np.array(_COUNT4, np.float32))
    assert again[0].asnumpy().tolist() == second
    np.testing.assert_array_equal(again[1].asnumpy(), np.full((5, 1), count, np.float32))


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_uniform_sampler_instance_removes_hits_and_moves_on(mode):
    ms.set_context(mode=mode)
    net = _Sampler(ops.UniformCandidateSampler(1, 4, True, 10, 5, True))
    outs = [net(ms.Tensor(_TRUE)) for _ in range(3)]
    assert [o[0].asnumpy().tolist() for o in outs] == [[7, 9, 0, 5], [8, 7, 2, 0], [2, 8, 9, 5]]
    np.testing.assert_array_equal([o[2].asnumpy()[0] for o in outs], np.array(
        [0.5217031240463257, 0.5695328116416931, 0.5695328116416931], np.float32))


@pytest.mark.parametrize("mode, expected", [
    (ms.GRAPH_MODE, [[[0, 4, 5, 3, 5], [0, 4, 5, 3, 5]], [[5, 2, 2, 6, 5], [5, 2, 2, 6, 5]]]),
    (ms.PYNATIVE_MODE, [[[0, 4, 5, 3, 5], [5, 2, 2, 6, 5]], [[2, 1, 2, 1, 5], [5, 2, 6, 0, 0]]]),
])
def test_uniform_sampler_called_twice_in_construct(mode, expected):
    ms.set_context(mode=mode)
    net = _Sampler(ops.UniformCandidateSampler(1, 5, False, 7, 3), twice=True)
    assert [[a.asnumpy().tolist() for a in net(ms.Tensor(_TRUE))] for _ in range(2)] == expected


def test_uniform_sampler_int32_classes():
    sampler = ops.UniformCandidateSampler(2, 3, True, 1000, 11)
    x = ms.Tensor(np.array([[2, 5]], np.int32))
    first, second = sampler(x), sampler(x)
    assert first[0].dtype == ms.int32 and first[1].dtype == ms.float32
    assert [first[0].asnumpy().tolist(), second[0].asnumpy().tolist()] == [
        [653, 964, 910], [475, 104, 532]]
    np.testing.assert_array_equal(first[1].asnumpy(), np.full((1, 2), 0.003, np.float32))
