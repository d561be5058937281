"""Bool-mask indexing corner cases, as MindSpore 2.10 (PYNATIVE_MODE, measured on CPU):
``x[mask] op= v`` (a value with one row per selected row), a mask with more axes than the
tensor in an assignment (ValueError), a list of bools without a True (IndexError)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor


def _pair():
    a = np.arange(120, dtype=np.float32).reshape(4, 5, 6)
    return a, Tensor(a)


def test_augmented_assign_through_a_list_mask():
    a, t = _pair()
    m = [True, False, True, False]
    t[m] += 2
    a[m] += 2
    t[m] *= Tensor(np.arange(30, dtype=np.float32).reshape(5, 6))
    a[m] *= np.arange(30, dtype=np.float32).reshape(5, 6)
    assert np.allclose(t.asnumpy(), a)
    t[m] = Tensor(np.ones((2, 5, 6), np.float32))
    a[m] = 1
    t[m] = Tensor(np.full((1, 5, 6), 4, np.float32))
    a[m] = 4
    assert np.allclose(t.asnumpy(), a)
    mask = a > 50
    t[Tensor(mask)] = Tensor(-np.arange(mask.sum(), dtype=np.float32))
    a[mask] = -np.arange(mask.sum())
    assert np.allclose(t.asnumpy(), a)


def test_mask_with_too_many_axes_and_all_false_list():
    x = Tensor(np.ones(54, np.float32))
    mask = Tensor(np.arange(60).reshape(3, 4, 5) < 3)
    with pytest.raises(ValueError, match="Can not pad"):
        x[mask] = 1.0
    with pytest.raises(IndexError):
        _ = x[mask]
    _, t = _pair()
    with pytest.raises(IndexError, match="the list can't be empty"):
        _ = t[[False, False, False, False]]
    with pytest.raises(IndexError, match="the list can't be empty"):
        t[[False, False, False, False]] += 1
    t[[False, False, False, False]] = 2.0        # assigning through it changes nothing
    assert np.allclose(t.asnumpy(), np.arange(120).reshape(4, 5, 6))


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_tuple_inside_index_tuple_is_an_integer_sequence(mode):
    """``x[1, [2, 1, 3], (3, 2, 1), 1:3, ..., 4]``: the inner tuple indexes like a list, as in
    numpy and MindSpore 2.10 (its ut test_tensor_getitem)."""
    ms.set_context(mode=mode)
    a = np.arange(3 * 4 * 5 * 6 * 7 * 8).reshape(3, 4, 5, 6, 7, 8).astype(np.float32)
    idx = (1, [2, 1, 3], (3, 2, 1), slice(1, 3, 1), Ellipsis, 4)

    class Net(ms.nn.Cell):
        def construct(self, x):
            return x[idx]

    np.testing.assert_array_equal(Net()(ms.Tensor(a)).asnumpy(), a[idx])
    ms.set_context(mode=ms.PYNATIVE_MODE)
