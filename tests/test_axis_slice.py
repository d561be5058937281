"""ops/axis_slice.py: the ops built from slices take empty pieces that ``ops.narrow`` (2.10's
validator: start in [0, size), length in [1, size - start]) refuses; narrow keeps refusing."""
import numpy as np
import pytest

import minicell as ms
import minicell.numpy as mnp
from minicell import ops

X = np.arange(8, dtype=np.float32).reshape(4, 2)


def _shapes(parts):
    return [tuple(p.shape) for p in parts]


def test_tensor_split_and_numpy_splits_with_empty_pieces_are_numpys(mode):
    x = ms.Tensor(X)
    for idx in ([1, 6], [3, 1], [4]):
        got = ops.tensor_split(x, idx)
        want = np.array_split(X, idx)
        assert _shapes(got) == [w.shape for w in want]
        for g, w in zip(got, want):
            np.testing.assert_array_equal(g.asnumpy(), w)
    # mindspore.numpy's array_split refuses an empty piece, unlike ops.tensor_split (2.10)
    with pytest.raises(ValueError, match="empty sub-tensor encountered."):
        mnp.array_split(x, [3, 1])


def test_diff_of_a_one_element_axis_is_empty(mode):
    out = ops.diff(ms.Tensor(np.ones((1, 3), np.float32)), axis=0)
    assert tuple(out.shape) == (0, 3)


def test_narrow_still_refuses_an_empty_piece_and_a_start_at_the_end():
    x = ms.Tensor(X)
    with pytest.raises(ValueError, match=r"range of \[0, 4\), but got 4"):
        ops.narrow(x, 0, 4, 0)
    with pytest.raises(ValueError, match=r"range of \[1, 2\], but got 0"):
        ops.narrow(x, 0, 2, 0)
    np.testing.assert_array_equal(ops.narrow(x, -1, 1, 1).asnumpy(), X[:, 1:2])
