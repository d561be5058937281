"""Behaviour checked by MindSpore's system tests in tests/st/ops (batch 43), ported as small
minicell tests. Values were measured on MindSpore 2.10 CPU.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops


class _TrueBesideArrays(nn.Cell):
    def construct(self, x):
        return x[True, [1, 2]], x[[0, 2], True], x[..., True, [1, 3]], x[True, 1, [0, 3]]


class _TrueThenTensor(nn.Cell):
    def construct(self, x):
        return x[True, [1, 2]][..., Tensor([2, 3])] * 2


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_true_beside_array_indices_is_a_broadcast_index(mode):
    # tests/st/ops/dynamic_shape/test_dynamic_getitem.py::test_dynamic_getitem_tuple_002: a
    # True in a tuple with array indices is numpy's 0-d bool index (2.10, measured in both
    # modes); minicell added an axis, giving (1, 2, 4) for x[True, [1, 2]]
    ms.set_context(mode=mode)
    x = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
    outs = _TrueBesideArrays()(x)
    assert [o.asnumpy().tolist() for o in outs] == [
        [[4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]],
        [[0.0, 1.0, 2.0, 3.0], [8.0, 9.0, 10.0, 11.0]],
        [[1.0, 3.0], [5.0, 7.0], [9.0, 11.0]],
        [4.0, 7.0]]
    grad = ops.GradOperation()(_TrueThenTensor())(x)
    assert grad.asnumpy().tolist() == [[0, 0, 0, 0], [0, 0, 2, 2], [0, 0, 2, 2]]


class _TrueBesideArraysWrite(nn.Cell):
    def construct(self, x):
        x[[0, 2], True] = x[[0, 2], True] // 2
        x[True, 1, [0, 3]] = Tensor([7.0, 8.0])
        return x


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_true_beside_array_indices_writes_what_it_reads(mode):
    # tests/st/pynative/test_tensor_augassign.py::test_tesnsor_augassign_by_tuple:
    # x[[2, 3], True] //= 2 writes back the (2, ...) value it read (2.10, measured; minicell's
    # write still added the axis: 'Incompatible types for broadcasting' since 81a7371)
    ms.set_context(mode=mode)
    out = _TrueBesideArraysWrite()(Tensor(np.arange(12, dtype=np.float32).reshape(3, 4)))
    assert out.asnumpy().tolist() == [[0.0, 0.0, 1.0, 1.0], [7.0, 5.0, 6.0, 8.0],
                                      [4.0, 4.0, 5.0, 5.0]]


class _Eig(nn.Cell):
    def construct(self, x):
        return ops.eig(x)


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_op_input_error_shows_as_value_error(mode):
    # tests/st/ops/test_func_eig.py::test_eig_abnormal_input asserts "ValueError" in
    # str(excinfo), i.e. in the exception's repr (2.10: ValueError('For Eig, x should be ...'))
    ms.set_context(mode=mode)
    with pytest.raises(ValueError) as err:
        _Eig()(Tensor(np.float32(1.0)))
    assert repr(err.value).startswith("ValueError(")


def test_tensor_weight_init_keeps_its_dtype():
    # tests/st/ops/test_func_conv.py::test_conv1d_with_bf16: 2.10's initializer returns a
    # Tensor init unchanged, so the layer's weight has the Tensor's dtype (measured)
    f16 = lambda *shape: Tensor(np.ones(shape), ms.float16)  # noqa: E731
    conv = nn.Conv1d(2, 2, 4, has_bias=False,
                     weight_init=Tensor(np.ones([2, 2, 4]), ms.bfloat16))
    assert conv.weight.dtype == ms.bfloat16
    dense = nn.Dense(2, 3, weight_init=f16(3, 2))
    assert (dense.weight.dtype, dense.bias.dtype) == (ms.float16, ms.float32)
    bn = nn.BatchNorm2d(3, gamma_init=f16(3), moving_mean_init=f16(3))
    assert (bn.gamma.dtype, bn.beta.dtype, bn.moving_mean.dtype) == (
        ms.float16, ms.float32, ms.float16)
    assert nn.Embedding(4, 2, embedding_table=f16(4, 2)).embedding_table.dtype == ms.float16


class _ReturnsDicts(nn.Cell):
    def construct(self, d, x):
        return d, {"z": x, "a": {"q": 1, "b": [x, {"c": 2}]}}


def test_strict_graph_returns_dicts_as_tuples_of_values():
    # tests/st/dynamic_shape/test_ops_seq_to_seq.py::test_seq_to_seq_forward (its test_utils
    # sets jit_syntax_level=STRICT): 2.10's graph gives each dict of a Cell's outputs back as a
    # tuple of its values under STRICT, the dicts under COMPATIBLE (measured)
    x = Tensor(3)
    try:
        ms.set_context(mode=ms.GRAPH_MODE, jit_syntax_level=ms.STRICT)
        d, out = _ReturnsDicts()({"k2": 1, "k1": 2}, x)
        assert d == (1, 2)
        assert out[0].asnumpy() == 3 and out[1][0] == 1 and out[1][1][1] == (2,)
        ms.set_context(jit_syntax_level=ms.COMPATIBLE)
        d, out = _ReturnsDicts()({"k2": 1, "k1": 2}, x)
        assert d == {"k2": 1, "k1": 2} and out["a"]["b"][1] == {"c": 2}
    finally:
        ms.set_context(jit_syntax_level=ms.LAX)


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
def test_bias_add_refuses_mixed_dtypes(mode):
    # tests/st/dynamic_shape/test_ops_bias_add.py::test_bias_add_different_input_types: 2.10's
    # BiasAdd does not promote (measured in both modes, with this text); minicell gave Float32
    ms.set_context(mode=mode)
    x = Tensor(np.ones((2, 3, 4), np.float32))
    with pytest.raises(TypeError) as err:
        ops.BiasAdd(data_format="NCHW")(x, Tensor(np.array([3, 5, 7], np.float16)))
    assert str(err.value).startswith("For primitive[BiasAdd], the input type must be same.\n"
                                     "name:[bias]:Tensor[Float16].\n"
                                     "name:[input_x]:Tensor[Float32].")
    out = ops.bias_add(x, Tensor(np.array([3, 5, 7], np.float32)))
    assert out.asnumpy()[1, :, 0].tolist() == [4.0, 6.0, 8.0]
