"""Session 67 (lead): op-by-op overload resolution cached by the arguments' classes, and
``Tensor.dtype`` in one lookup. Values and texts as 2.10 gives them (measured, CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell.ops import overloads


def _matrix():
    return ms.Tensor(np.array([[1.0, 5.0], [3.0, 2.0]], np.float32))


def test_each_call_takes_the_overload_its_argument_classes_select_again_and_again():
    t = _matrix()
    for _ in range(3):      # the first round fills the cache, the others read it
        assert t.max().item() == 5.0
        values, indices = t.max(0)
        assert values.asnumpy().tolist() == [3.0, 5.0] and indices.asnumpy().tolist() == [1, 0]
        assert t.max(axis=0).asnumpy().tolist() == [3.0, 5.0]
        assert t.add(1).asnumpy().tolist() == [[2.0, 6.0], [4.0, 3.0]]
        assert t.add(t, alpha=2).asnumpy().tolist() == [[3.0, 15.0], [9.0, 6.0]]
        with pytest.raises(TypeError, match="For 'AddExt', boolean alpha need boolean input"):
            t.add(t, alpha=True)


def test_sequence_arguments_are_checked_by_their_items_on_every_call():
    t = _matrix()
    assert t.sum((0, 1)).item() == 11.0
    with pytest.raises(TypeError, match=r"sum\(\): argument 'dim'\(position 0\) should be tuple "
                                        r"of int, but unpack failed at pos 1 \(got float\)\."):
        t.sum((0, 1.5))
    assert t.sum((0, 1)).item() == 11.0


def test_a_number_for_a_tensor_is_tried_on_every_call_not_cached():
    t = _matrix()
    for _ in range(2):   # clamp's Tensor signature takes a 0-d Tensor beside a number
        assert t.clamp(ms.Tensor(2.0), 4).asnumpy().tolist() == [[2.0, 4.0], [3.0, 2.0]]
    with pytest.raises(TypeError, match="Failed calling clamp"):
        t.clamp(ms.Tensor([1.0, 2.0]), 4)


def test_first_fit_follows_the_declared_order():
    first = overloads.Overload("dim=<int>", lambda self, dim: ("int", dim))
    second = overloads.Overload("dim=<Tensor, float>", lambda self, dim: ("other", dim))
    assert overloads._first_fit((first, second), (2,), {}) is first
    assert overloads._first_fit((first, second), (2.5,), {}) is second
    assert overloads._first_fit((first, second), ("a",), {}) is None
    assert second.filled((1.5,), {}) == {"dim": 1.5}


@pytest.mark.parametrize("np_dtype, name", [(np.float32, "Float32"), (np.float16, "Float16"),
                                             (np.int64, "Int64"), (np.int8, "Int8"),
                                             (np.uint8, "UInt8"), (np.bool_, "Bool"),
                                             (np.complex64, "Complex64")])
def test_tensor_dtype_names_its_data_type(np_dtype, name):
    t = ms.Tensor(np.zeros((2,), np_dtype))
    assert str(t.dtype) == name and t.dtype is ms.dtype.to_mstype(np.dtype(np_dtype))


def test_type_equality_by_name_only_between_types_with_a_width():
    m = ms.dtype
    assert m.float32 == m.to_mstype("float32") and m.float32 in m.float_type
    assert m.int32 not in m.float_type and m.float32 != "Float32" and m.float32 != np.float32
    assert m.int_ == m.int_ and m.int_ != m.int64 and m.int64 != m.int_     # width-less kinds


def test_op_table_methods_are_class_attributes_with_the_descriptor_check():
    t = _matrix()
    for name in ("sum", "reshape", "mean", "view"):     # found without Tensor.__getattr__
        assert name in vars(ms.Tensor)
    assert ms.Tensor.sum(t).item() == 11.0 and t.reshape(4).shape == (4,)
    with pytest.raises(TypeError, match="descriptor 'sum' for 'Tensor' objects doesn't apply "
                                        "to a 'list' object"):
        ms.Tensor.sum([1.0, 2.0])
    assert t.T.asnumpy().tolist() == [[1.0, 3.0], [5.0, 2.0]]
    t.__dict__["T"] = "own"      # a table property yields to an instance's own attribute
    assert t.T == "own" and isinstance(ms.Tensor.T, property)
