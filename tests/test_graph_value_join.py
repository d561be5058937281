"""A tensor-dependent ``if`` whose branches give different Python values (``ms.int32 if c else
ms.int64``): MindSpore 2.10 picks the value by the condition (its st test
compiler/graph_syntax/join/test_join_failed.py::test_type_join_mstype, measured). With the
condition made of ``ms.mutable`` arguments minicell compiles the graph for their values; with
a tensor condition the Cell runs op by op (one CompileWarning), giving the same value."""
import warnings

import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell.compiler.errors import CompileWarning


@ms.jit
def _dtype_of(flag):
    return ms.int32 if flag else ms.int64


def test_mutable_condition_picks_the_value_without_a_fallback():
    with warnings.catch_warnings():
        warnings.simplefilter("error", CompileWarning)
        assert _dtype_of(ms.mutable(False)) == ms.int64
        assert _dtype_of(ms.mutable(True)) == ms.int32
        assert _dtype_of(ms.mutable(False)) == ms.int64


class _ByTensor(nn.Cell):
    def construct(self, x):
        return ms.int32 if x.sum() > 0 else ms.int64


def test_tensor_condition_runs_op_by_op_with_the_value(graph_mode):
    net = _ByTensor()
    with pytest.warns(CompileWarning, match="takes different Python values"):
        assert net(ms.Tensor(np.array([1.0], np.float32))) == ms.int32
    assert net(ms.Tensor(np.array([-1.0], np.float32))) == ms.int64
