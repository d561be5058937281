"""Tests for DataFormatDimMap, DataFormatVecPermute, CompareAndBitpack (``ops/extra_format.py``);
expected values are MindSpore 2.10's outputs for the same inputs."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops
from conftest import FnCell as _Fn


def test_format_maps_and_bitpack(mode):
    dims = _Fn(ops.DataFormatDimMap())(ms.Tensor([0, 1, 2, 3, -1, -4], ms.int32))
    assert dims.dtype == ms.int32 and dims.asnumpy().tolist() == [0, 3, 1, 2, 2, 0]
    back = _Fn(ops.DataFormatDimMap("NCHW", "NHWC"))(ms.Tensor([1], ms.int32))
    assert back.asnumpy().tolist() == [2]
    vec = _Fn(ops.DataFormatVecPermute())(ms.Tensor([1, 2, 3, 4], ms.int32))
    assert vec.asnumpy().tolist() == [1, 4, 2, 3]
    mat = _Fn(ops.DataFormatVecPermute())(ms.Tensor([[1, 2], [3, 4], [5, 6], [7, 8]], ms.int32))
    assert mat.asnumpy().tolist() == [[1, 2], [7, 8], [3, 4], [5, 6]]
    packed = _Fn(ops.CompareAndBitpack())(ms.Tensor(np.arange(16, dtype=np.float32).reshape(2, 8)),
                                          ms.Tensor(3.0))
    assert packed.dtype == ms.uint8 and packed.asnumpy().tolist() == [[15], [255]]


def test_errors():
    with pytest.raises(ValueError, match="DataFormatDimMap.*src_format"):
        ops.DataFormatDimMap("NHWC", "NCHX")
    with pytest.raises(ValueError, match="DataFormatVecPermute.*shape"):
        ops.DataFormatVecPermute()(ms.Tensor([1, 2, 3], ms.int32))
    with pytest.raises(ValueError, match="CompareAndBitpack.*multiple of 8"):
        ops.CompareAndBitpack()(ms.Tensor(np.ones((6,), np.float32)), ms.Tensor(0.5))


def test_ragged_range_as_mindspore():
    splits, values = ops.RaggedRange(ms.int32)(ms.Tensor([0, 5, 8], ms.int32),
                                               ms.Tensor([3, 5, 12], ms.int32),
                                               ms.Tensor([1, 1, 2], ms.int32))
    assert splits.dtype == ms.int32 and splits.asnumpy().tolist() == [0, 3, 3, 5]
    assert values.dtype == ms.int32 and values.asnumpy().tolist() == [0, 1, 2, 8, 10]
    splits, values = ops.RaggedRange(ms.int64)(ms.Tensor([2.0, 5.0]), ms.Tensor([0.0, 7.0]),
                                               ms.Tensor([-1.0, 1.5]))
    assert splits.dtype == ms.int64 and splits.asnumpy().tolist() == [0, 2, 4]
    assert values.dtype == ms.float32 and values.asnumpy().tolist() == [2.0, 1.0, 5.0, 6.5]
    with pytest.raises(ValueError, match="RaggedRange.*same shape"):
        ops.RaggedRange(ms.int32)(ms.Tensor([2], ms.int32), ms.Tensor([4, 6], ms.int32),
                                  ms.Tensor([1], ms.int32))


def test_edit_distance_as_mindspore():
    word = lambda s: [ord(c) for c in s]                     # noqa: E731
    hi = ms.Tensor(np.array([[0, i] for i in range(6)] + [[1, 0], [1, 1]], np.int64))
    hv = ms.Tensor(np.array(word("kitten") + [1, 2], np.int64))
    ti = ms.Tensor(np.array([[0, i] for i in range(7)], np.int64))
    tv = ms.Tensor(np.array(word("sitting"), np.int64))
    shape = ms.Tensor(np.array([2, 7], np.int64))
    norm = ops.EditDistance()(hi, hv, shape, ti, tv, shape)   # row 1: empty truth -> inf
    assert norm.dtype == ms.float32 and np.allclose(norm.asnumpy(), [3 / 7, np.inf])
    assert ops.EditDistance(False)(hi, hv, shape, ti, tv, shape).asnumpy().tolist() == [3.0, 2.0]
    with pytest.raises(TypeError, match="EditDistance.*normalize"):
        ops.EditDistance(1)
