"""Behaviour checked by MindSpore's system tests in tests/st/ops/{cpu,dynamic_shape,...} (batch
41), ported as small minicell tests. Values were measured on MindSpore 2.10 CPU, or are the st
test's own expectations where 2.10 asserts them.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, ops
from minicell.ops import operations as P


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_exclusive_cumsum_rounds_as_the_running_sum(mode):
    # tests/st/ops/cpu/test_cumsum_op.py::test_cumsum3/4: an exclusive float16 CumSum is the
    # running sum of the shifted input, not the inclusive sum less the input (measured on 2.10
    # in both modes; the subtraction gave 1.548828125 for the fourth entry)
    ms.set_context(mode=mode)
    x = Tensor(np.array([0.55, 0.71, 0.29, 0.51, 0.89, 0.9], np.float16))
    assert P.CumSum(True, False)(x, 0).asnumpy().tolist() == [
        0.0, 0.5498046875, 1.259765625, 1.5498046875, 2.05859375, 2.94921875]
    assert P.CumSum(True, True)(x, 0).asnumpy().tolist() == [
        3.30078125, 2.58984375, 2.30078125, 1.7900390625, 0.89990234375, 0.0]
    xi = Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.int32))
    assert P.CumSum(True, True)(xi, -1).asnumpy().tolist() == [[5, 3, 0], [11, 6, 0]]


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_tensor_copy_slices_leaves_its_input_and_passes_the_gradient(mode):
    # tests/st/ops/test_tensor_copy_slices.py::test_tensor_copy_slices_bprop: the result is a
    # new Tensor (2.10, measured: the Parameter keeps [[2, 3], [4, 5]]), so the updated slice's
    # gradient reaches the update in PYNATIVE_MODE too (2.10: 3 for `3 * copy`)
    from minicell.ops.operations import _inner_ops
    ms.set_context(mode=mode)
    p = ms.Parameter(Tensor([[2, 3], [4, 5]], ms.float32), name="p")
    copy = _inner_ops.TensorCopySlices()
    out = copy(p, Tensor(7.0), (0, 0), (1, 1), (1, 1))
    assert out.asnumpy().tolist() == [[7, 3], [4, 5]]
    assert p.asnumpy().tolist() == [[2, 3], [4, 5]]
    copied = lambda y: copy(p, y, (0, 0), (1, 1), (1, 1)) * 3
    grad = ops.GradOperation()(copied)(Tensor(7.0))
    assert float(grad.asnumpy().sum()) == 3.0
