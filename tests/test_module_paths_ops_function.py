"""MindSpore's module paths ``mindspore.ops.function`` (and its ``array_func``, ``math_func``,
``nn_func``, ``random_func`` ... modules with their ``_ext`` functions),
``mindspore.ops.composite.base`` and ``mint.nn.functional.softshrink``: the same objects as the
rest of minicell, with MindSpore's signatures."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, ops
from minicell.ops import function as F
from minicell.ops.function import array_func, math_func, nn_func, random_func

X = np.array([[1.0, 5.0, -2.0], [3.0, 2.0, 4.0]], np.float32)


def test_function_package_re_exports_the_functional_ops():
    assert F.gather is ops.gather and F.csr_softmax is ops.csr_softmax
    assert array_func.gather is ops.gather and math_func.approximate_equal is ops.approximate_equal
    assert random_func.random_poisson is ops.random_poisson and nn_func.softmin is ops.softmin
    assert math_func.F is ops.functional and array_func.P is ops.operations
    assert "gather" in array_func.__all__ and "max_ext" in array_func.__all__
    with pytest.raises(AttributeError):
        array_func.no_such_function   # noqa: B018


def test_ext_functions_are_mints():
    assert array_func.max_ext is mint.max and array_func.split_ext is mint.split
    assert nn_func.dropout_ext is mint.nn.functional.dropout
    assert nn_func.batch_norm_ext is mint.nn.functional.batch_norm
    assert random_func.rand_ext is mint.rand and math_func.norm_ext is mint.norm


def test_max_min_ext_values():
    x = ms.Tensor(X)
    values, indices = array_func.max_ext(x, 1, True)
    np.testing.assert_array_equal(values.asnumpy(), X.max(1, keepdims=True))
    np.testing.assert_array_equal(indices.asnumpy(), X.argmax(1)[:, None])
    assert float(array_func.min_ext(x).asnumpy()) == X.min()
    index, value = array_func.arg_max_with_value_(x)      # ArgMaxWithValue(): axis 0
    np.testing.assert_array_equal(index.asnumpy(), X.argmax(0))
    np.testing.assert_array_equal(value.asnumpy(), X.max(0))


def test_array_func_adapters():
    x = ms.Tensor(X)
    parts = array_func.split_ext(x, 2, 1)
    np.testing.assert_array_equal(parts[1].asnumpy(), X[:, 2:])
    ones = array_func.new_ones(x, (2, 1), dtype=ms.int32)
    assert ones.dtype == ms.int32 and ones.asnumpy().tolist() == [[1], [1]]
    assert array_func.new_zeros(x, (3,)).asnumpy().tolist() == [0.0, 0.0, 0.0]
    filled = array_func.index_fill_ext(x, 1, ms.Tensor([0, 2], ms.int32), 9.0)
    expect = X.copy()
    expect[:, [0, 2]] = 9.0
    np.testing.assert_array_equal(filled.asnumpy(), expect)
    hot = array_func.one_hot_ext(ms.Tensor([0, 2], ms.int64), 3)
    np.testing.assert_array_equal(hot.asnumpy(), np.eye(3, dtype=np.int64)[[0, 2]])
    out = array_func.tensor_scatter_elements_ext(x, ms.Tensor([[0], [1]], ms.int32),
                                                 ms.Tensor([[10.0], [20.0]]), 1, "add")
    expect = X.copy()
    expect[0, 0] += 10.0
    expect[1, 1] += 20.0
    np.testing.assert_array_equal(out.asnumpy(), expect)


def test_math_and_random_func_adapters():
    out = math_func.linspace_ext(0.0, 1.0, 5, dtype=ms.float64)
    assert out.dtype == ms.float64
    np.testing.assert_allclose(out.asnumpy(), np.linspace(0.0, 1.0, 5))
    np.testing.assert_allclose(math_func.norm_ext(ms.Tensor(X)).asnumpy(), np.linalg.norm(X),
                               rtol=1e-6)
    ms.set_seed(3)
    u = random_func.uniform_ext(ms.Tensor(X), 2.0, 3.0)
    assert u.shape == X.shape and u.dtype == ms.float32
    assert np.all((u.asnumpy() >= 2.0) & (u.asnumpy() < 3.0))
    assert sorted(random_func.randperm_ext(5).asnumpy().tolist()) == list(range(5))


def test_composite_base_and_softshrink():
    from minicell.ops.composite import base
    from minicell.ops import composite as C
    assert base.GradOperation is C.GradOperation and base.HyperMap is C.HyperMap
    F_ = mint.nn.functional
    assert F_.softshrink is ops.softshrink
    x = np.array([-1.0, 0.3, 0.6, -0.5], np.float32)
    expect = np.where(x > 0.5, x - 0.5, np.where(x < -0.5, x + 0.5, 0.0))
    np.testing.assert_allclose(F_.softshrink(ms.Tensor(x)).asnumpy(), expect, rtol=1e-6)
    with pytest.raises(RuntimeError, match="greater or equal to 0"):
        F_.softshrink(ms.Tensor(x), -1.0)
    expect1 = np.where(x > 1, x - 1, np.where(x < -1, x + 1, 0.0))     # True counts as 1
    np.testing.assert_allclose(F_.softshrink(ms.Tensor(x), True).asnumpy(), expect1)


def test_max_ext_in_graph_mode():
    class Net(ms.nn.Cell):
        def construct(self, x):
            return array_func.max_ext(x, 0)[0]
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        np.testing.assert_array_equal(Net()(ms.Tensor(X)).asnumpy(), X.max(0))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_manually_defined_module_holds_the_same_objects():
    from minicell.ops.operations import manually_defined as md
    assert md.Tile is ops.Tile and md.tile is ops.tile and md.Cast is ops.Cast
    assert md.scalar_add is ops.functional.scalar_add
    out = md.tile(ms.Tensor(np.array([[1, 2]], np.int32)), (2, 2))
    np.testing.assert_array_equal(out.asnumpy(), np.tile([[1, 2]], (2, 2)))
    assert not hasattr(md, "FlashAttentionScore")      # Ascend-only: not in minicell


def test_operations_image_ops_holds_mindspores_image_primitives():
    """``mindspore.ops.operations.image_ops`` (2.10's module of NMS, crop/resize and colour-space
    Primitives, with the resize classes it re-exports from nn_ops): the ops' own classes."""
    from minicell.ops.operations import image_ops
    for name in ("CombinedNonMaxSuppression", "NonMaxSuppressionV3", "CropAndResize", "RGBToHSV",
                 "HSVToRGB", "AdjustHue", "ScaleAndTranslate", "ResizeArea", "ResizeBicubic"):
        assert getattr(image_ops, name) is getattr(ops, name), name
    boxes = ms.Tensor(np.array([[[[0, 0, 1, 1]], [[0, 0, 0.9, 0.9]]]], np.float32))
    scores = ms.Tensor(np.array([[[0.9], [0.8]]], np.float32))
    nmsed = image_ops.CombinedNonMaxSuppression()(boxes, scores, ms.Tensor(2), ms.Tensor(2),
                                                  ms.Tensor(0.5, ms.float32),
                                                  ms.Tensor(0.0, ms.float32))
    assert nmsed[3].asnumpy().tolist() == [1]       # the overlapping box is suppressed
