"""vmap of a function that needs shapes from tensor values: no static graph holds it, so the
top-level call runs the function on each slice op by op and stacks the results (MindSpore's
vmap does the same for ops without a batching rule), in both modes."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, ops

X = np.arange(24, dtype=np.float32).reshape(2, 3, 4)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE], ids=["pynative", "graph"])
def test_unmapped_value_setting_a_shape(mode):
    ms.set_context(mode=mode)
    k, pad = Tensor(np.array([1, 3], np.int32)), Tensor(9.0)
    fn = lambda x, k, p: ops.matrix_diag_part(x, k, p)
    out = ops.vmap(fn, (0, None, None), 1)(
        Tensor(X), k, pad)
    expect = np.stack([ops.matrix_diag_part(Tensor(m), k, pad).asnumpy() for m in X], 1)
    assert out.shape == (3, 2, 3)
    np.testing.assert_array_equal(out.asnumpy(), expect)
    np.testing.assert_array_equal(expect[:, 0], [[9, 9, 3], [9, 2, 7], [1, 6, 11]])


def test_mapped_values_read_as_numbers():
    ms.set_context(mode=ms.GRAPH_MODE)
    fn2 = lambda x: (ops.arange(x[0]).sum() + x, ops.ones(2))
    out, ones = ops.vmap(fn2, out_axes=(0, None))(
        Tensor(np.array([[3], [4]], np.int64)))
    np.testing.assert_array_equal(out.asnumpy(), [[6], [10]])
    assert ones.shape == (2,)
