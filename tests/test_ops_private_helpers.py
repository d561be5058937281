"""Private helper modules of ``mindspore.ops`` that custom bprops and MindSpore's own tests
import: ``ops._utils.utils`` (shape helpers) and ``ops.composite.multitype_ops.zeros_like_impl``.
Expected values measured on MindSpore 2.10."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell.ops._utils.utils import generate_shape_index, get_1d_shape, get_broadcast_shape
from minicell.ops.composite.multitype_ops.zeros_like_impl import zeros_like


@pytest.mark.parametrize("x, y, want", [
    ([1, 2, 3], [2, 3], [1, 2, 3]), ([4, 1, 3], [5, 1], [4, 5, 3]), ([-1, 3], [4, 1], [4, 3]),
    ([-1, 3], [1, 3], [-1, 3]), ([-2], [3], [-2])])
def test_get_broadcast_shape(x, y, want):
    assert get_broadcast_shape(x, y, "Add") == want


def test_get_broadcast_shape_error_text():
    with pytest.raises(ValueError, match=r"^For 'Add', x.shape and y.shape need to broadcast. "
                       r"The value of x.shape\[-1\] or y.shape\[-1\] must be 1 or -1 when they "
                       r"are not the same, but got x.shape = \[2\] and y.shape = \[3\].$"):
        get_broadcast_shape([2], [3], "Add")
    with pytest.raises(ValueError, match=r"should have only one -2 or no -2 at all"):
        get_broadcast_shape([2, -2], [3], "Add")


def test_shape_index_helpers():
    assert generate_shape_index((2, 3, 4), (3,), 1) == (1, 0, 2)
    assert generate_shape_index((5, 2, 3, 4), (2, 3), 1, 1) == (0, 1, 2, 3)
    assert generate_shape_index((3, 2, 3), (2,), 2) == (2, 0, 1)
    assert get_1d_shape((2, 3, 4)) == (24,)


def test_zeros_like_impl_in_both_modes():
    """2.10 GRAPH_MODE, measured; its PYNATIVE_MODE gives 0 for a whole tuple (the dispatch
    falls to the Number registration), which minicell does not copy: both modes agree."""
    class Net(nn.Cell):
        def construct(self, x, n):
            return (zeros_like(x), zeros_like(n), zeros_like(2.5), zeros_like(True),
                    zeros_like(None), zeros_like((x, n, [2.5])))

    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        try:
            t, n, f, b, none, (t2, n2, rest) = Net()(ms.Tensor(np.array([1, 2], np.int32)), 3)
        finally:
            ms.set_context(mode=ms.PYNATIVE_MODE)
        assert t.dtype == t2.dtype == ms.int32 and t.asnumpy().tolist() == [0, 0]
        assert (n, f, b, none, n2, list(rest)) == (0, 0.0, 0, None, 0, [0.0])
        assert type(f) is float and type(b) is int
