"""2.10 Tensor methods with a meaning for a CPU array (measured on MindSpore 2.10 CPU,
/tmp/mnp14/dirm.py, dirm2.py): is_pinned(), is_shared(), is_meta (a property), data_ptr(),
get_bytes()."""
import numpy as np

import minicell as ms
from minicell import Tensor


def test_memory_queries_are_false():
    t = Tensor(np.array([[1.5, 2.5]], np.float32))
    assert t.is_pinned() is False and t.is_shared() is False and t.is_meta is False
    p = ms.Parameter(t, name="w")
    assert p.is_pinned() is False and p.is_meta is False


def test_data_ptr_is_an_address_per_tensor():
    t = Tensor(np.array([1.5, 2.5], np.float32))
    assert isinstance(t.data_ptr(), int) and t.data_ptr() == t.data_ptr()
    assert Tensor(np.array([1.5, 2.5], np.float32)).data_ptr() != t.data_ptr()


def test_get_bytes_row_major():
    assert Tensor([1, 2, 3], ms.int16).get_bytes() == b"\x01\x00\x02\x00\x03\x00"
    assert Tensor(np.array([True, False])).get_bytes() == b"\x01\x00"
    assert Tensor(np.zeros((0,), np.float32)).get_bytes() == b""
    t = Tensor(np.array([[1.5, 2.5]], np.float32))
    assert t.get_bytes() == b"\x00\x00\xc0?\x00\x00 @"


def test_dir_lists_them():
    names = set(dir(Tensor))
    assert {"is_pinned", "is_shared", "is_meta", "data_ptr", "get_bytes"} <= names
