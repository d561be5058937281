"""Behaviour checked by MindSpore's system tests in tests/st/{ops,tensor} (batch 35), ported as
small minicell tests. Values were measured on MindSpore 2.10 CPU, or are the st test's own
expectations where 2.10 asserts them.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops


class _Pool3d(nn.Cell):
    def __init__(self):
        super().__init__()
        self.pool = ops.AvgPool3D(kernel_size=(2, 2, 3), strides=1, pad_mode="valid")

    def construct(self, x):
        return self.pool(x)


def test_avg_pool3d_grad_divides_each_window_exactly():
    # tests/st/ops/cpu/test_avgpool_op.py::test_avgpool3d_1 compares with ==: 2.10 divides the
    # gradient by the window count (10 / 12 = 0.8333333), not times its reciprocal (0.8333334),
    # also when the counts broadcast over N and C in a compiled graph.
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        x = Tensor(np.arange(72, dtype=np.float32).reshape(1, 3, 2, 3, 4))
        net = _Pool3d()
        sens = net(x) + 1
        grad = ops.GradOperation(get_all=True, sens_param=True)(net)(x, sens)[0].asnumpy()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    # 2.10's values (the st test's expectation)
    assert grad[0, 0, 0, 0].tolist() == np.float32([0.8333333, 1.75, 1.75, 0.9166667]).tolist()
    assert grad[0, 2, 1, 1].tolist() == np.float32([10., 20.166666, 20.166666, 10.166666]).tolist()


class _HSigmoidGrad(nn.Cell):
    def __init__(self):
        super().__init__()
        self.act = ops.HSigmoid()

    def construct(self, x, s):
        return self.act(x), ops.grad(lambda v: self.act(v) * s)(x)


def test_hsigmoid_divides_by_six_exactly():
    # tests/st/ops/cpu/test_hsigmoid_op.py::test_net compares with ==; values measured on 2.10
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        x = Tensor(np.array([-1, -2, 0, 2, 1, -3, 3], np.float32))
        s = Tensor(np.array([1, 2, 3, 4, 5, 7, 7], np.float32))
        y, g = _HSigmoidGrad()(x, s)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert y.asnumpy().tolist() == np.float32(
        [0.33333334, 0.16666667, 0.5, 0.8333333, 0.6666667, 0, 1]).tolist()
    assert g.asnumpy().tolist() == np.float32(
        [0.16666667, 0.33333334, 0.5, 0.6666667, 0.8333333, 0, 0]).tolist()
    assert ops.HSigmoid()(Tensor(np.array([2], np.float16))).asnumpy()[0] == np.float16(0.8335)
    yi = ops.HSigmoid()(Tensor(np.array([-1, 2, 3], np.int32)))
    assert yi.dtype == ms.int32 and yi.asnumpy().tolist() == [0, 0, 1]


def test_mish_float16_rounds_a_float32_result_once():
    # tests/st/ops/cpu/test_mish_op.py::test_mish[float16-*]: 2.10 (measured) computes half
    # precision in float32; computing in float16 was off by 1-16 ulps on a third of the values
    x = Tensor(np.array([-2.400390625, -0.89990234375, -0.60009765625, -0.300048828125,
                         0.300048828125], np.float16))
    assert ops.Mish()(x).asnumpy().tolist() == [
        -0.2078857421875, -0.295654296875, -0.2469482421875, -0.151123046875, 0.2080078125]


def test_roi_align_float16_in_float16_out():
    # tests/st/ops/test_roi_align_grad_op.py::test_roi_align_grad_float16: 2.10 (measured) keeps
    # float16 through ROIAlign and ROIAlignGrad (a float32 result made the grad's sens a TypeError)
    from minicell.ops.operations import _grad_ops as G
    rois = Tensor(np.array([[0, -2.0, -2.0, 21.0, 21.0]], np.float16))
    x = Tensor(np.ones((1, 1, 6, 6), np.float16))
    assert ops.ROIAlign(3, 3, 0.25, 2)(x, rois).dtype == ms.float16
    dy = Tensor(np.array([[[[0.1, 0.2, 0.3]] * 3]], np.float16))
    dx = G.ROIAlignGrad(3, 3, 0.25, 2)(dy, rois, (1, 1, 6, 6))
    assert dx.dtype == ms.float16
    assert dx.asnumpy()[0, 0, 0].tolist() == [0.024993896484375, 0.024993896484375,
                                              0.04998779296875, 0.04998779296875,
                                              0.07501220703125, 0.07501220703125]


class Shift(ops.PrimitiveWithInfer):
    """A user primitive declaring only inference, as tests/st/ops/cpu/test_shift_op.py; 2.10
    runs it on its CPU kernel registered under the class name, "Shift"."""

    @ops.prim_attr_register
    def __init__(self, periods=1, axis=-1):
        pass


class _ShiftNet(nn.Cell):
    def __init__(self, periods, axis):
        super().__init__()
        self.shift = Shift(periods, axis)

    def construct(self, x, fill_value):
        return self.shift(x, fill_value)


def test_user_primitive_named_shift_runs_the_shift_kernel():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        x = np.arange(12, dtype=np.float32).reshape(3, 4)
        down = _ShiftNet(2, 1)(Tensor(x), np.nan).asnumpy()
        up = _ShiftNet(-1, 0)(Tensor(x.astype(np.int32)), 7).asnumpy()
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    np.testing.assert_array_equal(down, [[np.nan, np.nan, 0, 1], [np.nan, np.nan, 4, 5],
                                         [np.nan, np.nan, 8, 9]])
    assert up.dtype == np.int32 and up.tolist() == [[4, 5, 6, 7], [8, 9, 10, 11], [7, 7, 7, 7]]


def test_tensor_scatter_checks_index_dtype_and_depth():
    # st ops/cpu/test_tensor_scatter_arithmetic.py type_check / dim_check; texts measured on 2.10
    x = ms.Tensor(np.array([[0, 1, 3], [0, 0, -3]]), ms.int32)
    upd = ms.Tensor(np.array([1]), ms.int32)
    idx8 = ms.Tensor(np.array([[0, 1]]), ms.int8)
    with pytest.raises(TypeError, match=r"TensorScatterAdd\], the input\[indices type\] supports "
                                        r"types: Int32, Int64. But got Int8."):
        ops.TensorScatterAdd()(x, idx8, upd)
    for prim in (ops.TensorScatterSub, ops.TensorScatterMax, ops.TensorScatterDiv):
        with pytest.raises(TypeError, match=r"argument\[indices type\] must be a type of "
                                            r"\{Tensor\[Int32\], Tensor\[Int64\]\}, but got "
                                            r"Tensor\[Int8\]"):
            prim()(x, idx8, upd)
    deep = ms.Tensor(np.array([[0, 1, 2]]), ms.int32)
    # (2.10 words all but TensorScatterAdd with two spaces: "equal  to", measured in batch 39)
    for prim, gap in ((ops.TensorScatterAdd, " "), (ops.TensorScatterMul, "  ")):
        with pytest.raises(ValueError, match=f"last dimension of 'indices' must be less than or "
                                             f"equal{gap}to the dimension of 'input_x', but got the "
                                             f"last dimension of 'indices': 3 and the dimension "
                                             f"of 'input_x': 2"):
            prim()(x, deep, upd)
    out = ops.TensorScatterMax()(x, ms.Tensor(np.array([[0, 1]]), ms.int64), ms.Tensor([5], ms.int32))
    assert out.asnumpy().tolist() == [[0, 5, 3], [0, 0, -3]]
