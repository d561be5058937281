"""Session 67, st67: upstream st CPU tests (first half of the CPU list), the cases minicell
missed, each value measured on MindSpore 2.10 (CPU).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

_TRUE = np.array([[1, 7], [0, 4], [3, 3]])


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_log_uniform_sampler_draws_the_kernels_classes(mode):
    # st ops/cpu/test_candidate_sampler_op.py::test_log_uniform_candidate_sampler_unique:
    # 2.10's kernel draws from a fixed Philox generator (seed 0 included), so these are exact
    class Net(nn.Cell):
        def construct(self, x):
            return ops.log_uniform_candidate_sampler(x, 2, 5, True, 5, 1)

    ms.set_context(mode=mode)
    try:
        sampled, true_count, sampled_count = Net()(ms.Tensor(_TRUE, ms.int64))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert sampled.asnumpy().tolist() == [4, 1, 2, 0, 3]
    assert sampled.dtype == ms.int64 and true_count.dtype == ms.float32
    np.testing.assert_allclose(true_count.asnumpy(), [[0.99236274, 0.7252593],
                                                      [0.99990803, 0.8698345],
                                                      [0.9201084, 0.9201084]], rtol=1e-6)
    np.testing.assert_allclose(sampled_count.asnumpy(),
                               [0.8698345, 0.99236274, 0.96404004, 0.99990803, 0.9201084],
                               rtol=1e-6)


@pytest.mark.parametrize("args, classes, sampled_count", [
    ((2, 5, True, 5, 0), [3, 1, 2, 0, 4],
     [0.54978347, 0.78548658, 0.65010083, 0.94686401, 0.4747487]),
    # no draw rejected: the counts are num_sampled * p, as in the non-unique case
    ((2, 4, False, 10, 3), [0, 6, 0, 4], [1.1562593, 0.22274767, 1.1562593, 0.30413598]),
    ((2, 6, True, 20, 7), [13, 0, 3, 11, 5, 1],
     [0.16754508, 0.87340343, 0.45607644, 0.19195704, 0.34010291, 0.68125957]),
])
def test_log_uniform_sampler_other_seeds(args, classes, sampled_count):
    sampled, _, count = ops.log_uniform_candidate_sampler(ms.Tensor(_TRUE, ms.int64), *args)
    assert sampled.asnumpy().tolist() == classes
    np.testing.assert_allclose(count.asnumpy(), sampled_count, rtol=1e-6)


def test_log_uniform_sampler_function_repeats_and_primitive_moves_on():
    x = ms.Tensor(_TRUE, ms.int64)
    first = [ops.log_uniform_candidate_sampler(x, 2, 5, True, 5, 1)[0].asnumpy().tolist()
             for _ in range(2)]
    assert first == [[4, 1, 2, 0, 3]] * 2
    prim = ops.LogUniformCandidateSampler(2, 5, True, 5, 1)
    assert [prim(x)[0].asnumpy().tolist() for _ in range(3)] == [
        [4, 1, 2, 0, 3], [3, 0, 4, 2, 1], [0, 3, 4, 2, 1]]
    wide = ops.log_uniform_candidate_sampler(ms.Tensor(np.array([[1], [3]]), ms.int64),
                                             1, 3, True, 1000, 5)[0]
    assert wide.asnumpy().tolist() == [1, 39, 129]
