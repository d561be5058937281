"""Behaviour checked by MindSpore's system tests (tests/st/{ops,tensor}), ported as small minicell
tests (batch 32). Values were measured on MindSpore 2.10 CPU, or are the st test's own
expectations where 2.10 asserts them there.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops


def test_resize_classes_live_in_2_10_operations_modules():
    # tests/st/ops/dynamic_shape/grad/test_resize_nearest_neighbor_v2.py imports it from array_ops
    from minicell.ops.operations import array_ops, image_ops, nn_ops
    assert array_ops.ResizeNearestNeighborV2 is ops.ResizeNearestNeighborV2
    assert array_ops.ResizeNearestNeighbor is ops.ResizeNearestNeighbor
    for name in ("ResizeBilinearV2", "ResizeBicubic", "ResizeLinear1D"):
        assert getattr(image_ops, name) is getattr(ops, name)
        assert not hasattr(nn_ops, name)          # 2.10: only in image_ops


class _Norm(nn.Cell):
    def construct(self, b, d, c):
        return (ops.norm(b, float("inf")), ops.norm(b, -float("inf")), ops.norm(b, -1),
                ops.norm(b, 2), ops.norm(b, "nuc"), ops.norm(b, 1, None, True),
                ops.norm(d, None, (0, 2), True), ops.norm(d, -2, (2, 0)),
                ops.norm(c, 0.5, 1), ops.norm(c, 0, 1), ops.norm(c, -2, 0))


def test_norm_matrix_and_vector_orders():
    # tests/st/ops/test_func_norm.py; every value measured on MindSpore 2.10 CPU
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        b = (ops.arange(9, dtype=ms.float32) - 4).reshape(3, 3)
        d = ops.arange(8, dtype=ms.float32).reshape(2, 2, 2)
        out = [o.asnumpy() for o in _Norm()(b, d, d[0])]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    expect = [9.0, 2.0, 6.0, 7.3485, 9.798, [[7.0]], [[[6.4807], [9.8995]]], [0.6201, 0.4044],
              [1.0, 9.899], [1.0, 2.0], [0.0, 0.9487]]
    for o, e in zip(out, expect):
        np.testing.assert_allclose(o, e, rtol=1e-4, atol=1e-4)
    assert out[5].shape == (1, 1) and out[6].shape == (1, 2, 1)


@pytest.mark.parametrize("args, err, msg", [
    ((1, None, "fro"), TypeError, "ord mode can not be str for vectors"),
    (((0, 1), None, 3), ValueError, "the ord mode must be in"),
    (((0, 0), None, None), ValueError, "elements of dim can not be duplicate"),
    (([0, 1], None, None), TypeError, "the dim should be int or tuple of int"),
    (((0, 5), None, 1), ValueError, "the dim is out of range"),
])
def test_norm_bad_arguments(args, err, msg):
    # messages of 2.10's ops.norm (measured)
    dim, _, ord_ = args
    with pytest.raises(err, match=msg):
        ops.norm(Tensor(np.ones((2, 3), np.float32)), ord_, dim)


@pytest.mark.parametrize("ind, upd, shape, err, msg", [
    # tests/st/ops/test_scatter_nd.py::test_scatter_nd_exception: scalar indices come first
    (np.int64(3), np.ones(2, np.float32), (-23, 9, 36, -4), RuntimeError, "must not be a scalar"),
    ([[1]], np.float32(1), (3, 4), ValueError, r"'R' = 0, 'Q' = 2, 'P' = 2, 'N' = 1"),
    ([[1], [2]], np.ones((3, 4), np.float32), (3, 4), ValueError,
     r"'indices.shape' is \(\(2, 1\), 'updates.shape' is \(\(3, 4\), 'shape' is \(3, 4, \)"),
])
def test_scatter_nd_shape_errors(ind, upd, shape, err, msg):
    # 2.10's errors (measured); JAX would broadcast the scalar or short updates
    with pytest.raises(err, match=msg):
        ops.scatter_nd(Tensor(np.array(ind, np.int64)), Tensor(upd), shape)
