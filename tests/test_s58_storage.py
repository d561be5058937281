"""``Tensor.untyped_storage()`` / ``UntypedStorage`` against MindSpore 2.10's CPU build.

Measured on 2.10 CPU (session 58), ``x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)) * 1``:

| expression | 2.10 |
|---|---|
| ``s = x.untyped_storage(); s.size(), s.nbytes(), s.element_size()`` | 24, 24, 1 |
| ``s.dtype, s.device, s.is_shared()`` | Float32, 'CPU', False |
| ``x.T.untyped_storage().data_ptr() == s.data_ptr()``; ``x[0]``'s size | True; 24 |
| ``s.copy_(<12-byte storage>)`` | RuntimeError 'Size does not match, self was 24 bytes but src was 12 bytes' |
| ``s.copy_(<int32 storage of 7s>)``; ``x`` | x is all 1.e-44 (the int bytes read as float32) |
| ``s.resize_(0)``: size, data_ptr | 0, 0 |
| ``s.resize_(2.5)`` | RuntimeError 'resize_ expects an int, but got float' |
| ``Parameter(Tensor(np.ones(2, np.float32))).untyped_storage().size()`` | 8 |
| ``ms.UntypedStorage()`` | TypeError 'cannot create 'UntypedStorage' instances' |
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor


def _x():
    return Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)) * 1


def test_sizes_dtype_and_device():
    s = _x().untyped_storage()
    assert (s.size(), s.nbytes(), s.element_size()) == (24, 24, 1)
    assert s.dtype == ms.float32 and s.device == "CPU" and s.is_shared() is False
    assert isinstance(s, ms.UntypedStorage) and ms.common.UntypedStorage is ms.UntypedStorage
    half = (Tensor(np.ones(3, np.float16)) * 1).untyped_storage()
    assert (half.size(), half.element_size()) == (6, 1)


def test_views_share_their_base_storage():
    x = _x()
    s = x.untyped_storage()
    assert s.data_ptr() != 0 and s.data_ptr() == x.data_ptr()
    assert x.T.untyped_storage().data_ptr() == s.data_ptr()
    assert x[0].untyped_storage().size() == 24


def test_copy_writes_the_bytes_and_views_see_them():
    b, c = Tensor(np.float32(2)) * 1, Tensor(np.float32(3)) * 2
    b.untyped_storage().copy_(c.untyped_storage())
    assert b.item() == 6.0
    x = _x()
    row = x[1]
    x.untyped_storage().copy_((Tensor(np.full((2, 3), 7, np.int32)) * 1).untyped_storage())
    expect = np.full((2, 3), 7, np.int32).view(np.float32)
    np.testing.assert_array_equal(x.asnumpy(), expect)
    np.testing.assert_array_equal(row.asnumpy(), expect[1])
    assert x.dtype == ms.float32 and x.shape == (2, 3)


def test_copy_refuses_another_size_or_a_tensor_and_keeps_the_data():
    x = _x()
    s = x.untyped_storage()
    with pytest.raises(RuntimeError, match="Size does not match, self was 24 bytes but src was "
                                           "12 bytes"):
        s.copy_((Tensor(np.ones(3, np.int32)) * 1).untyped_storage())
    with pytest.raises(TypeError, match="must be UntypedStorage, not Tensor"):
        s.copy_(x)
    np.testing.assert_array_equal(x.asnumpy(), np.arange(6, dtype=np.float32).reshape(2, 3))


def test_resize():
    x = _x()
    s = x.untyped_storage()
    s.resize_(0)
    assert (s.size(), s.nbytes(), s.data_ptr()) == (0, 0, 0)
    s.resize_(12)
    assert s.size() == 12 and s.data_ptr() != 0
    assert x.shape == (2, 3)
    with pytest.raises(RuntimeError, match="resize_ expects an int, but got float"):
        s.resize_(2.5)
    with pytest.raises(RuntimeError, match="non-negative"):
        s.resize_(-1)
    assert s.size() == 12


def test_parameter_storage_and_no_direct_construction():
    p = ms.Parameter(Tensor(np.ones(2, np.float32)))
    assert p.untyped_storage().size() == 8
    with pytest.raises(TypeError, match="cannot create 'UntypedStorage' instances"):
        ms.UntypedStorage()
