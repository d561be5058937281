"""Behaviour checked by MindSpore's system tests under tests/st (batch 39: the files whose last
recorded run still failed a case), ported as small minicell tests. Values were measured on
MindSpore 2.10 CPU (Python 3.11).
"""
import warnings

import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, ops

from conftest import FnCell


def test_range_tensor_bounds_in_a_strict_graph():
    # tests/st/dynamic_shape/test_range.py: 2.10 compiles ops.range of Tensor bounds with a
    # dynamic shape even under jit_syntax_level=STRICT ([0 2 4 6 8], Int64, both modes); here the
    # call runs op by op (a CompileWarning), not a value-read error
    ms.set_context(mode=ms.GRAPH_MODE, jit_syntax_level=ms.STRICT)
    fn = lambda s, e, d: ops.range(s, e, d, maxlen=10)
    net = FnCell(fn)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = net(Tensor([0]), Tensor([10]), Tensor([2]))
    assert out.dtype == ms.int64
    np.testing.assert_array_equal(out.asnumpy(), [0, 2, 4, 6, 8])


def test_precompile_only_env_compiles_and_returns_none(monkeypatch):
    # tests/st/dynamic_shape/test_ops_cholesky.py: with MS_DEV_PRECOMPILE_ONLY=1, 2.10 compiles a
    # GRAPH_MODE Cell (also one already run for these inputs) or a jit function (either mode)
    # and returns None; a PYNATIVE_MODE Cell runs (measured)
    class Net(ms.nn.Cell):
        def construct(self, x):
            return x + 1

    @ms.jit
    def double(x):
        return x * 2

    x = Tensor([1.0])
    net = Net()
    ms.set_context(mode=ms.GRAPH_MODE)
    assert net(x).asnumpy().tolist() == [2.0]
    monkeypatch.setenv("MS_DEV_PRECOMPILE_ONLY", "1")
    assert net(x) is None and net(Tensor([1.0, 2.0])) is None and double(x) is None
    ms.set_context(mode=ms.PYNATIVE_MODE)
    assert double(x) is None and net(x).asnumpy().tolist() == [2.0]
    monkeypatch.delenv("MS_DEV_PRECOMPILE_ONLY")
    assert double(x).asnumpy().tolist() == [2.0]


def test_tensor_scatter_update_and_scatter_nd_check_index_dtype_and_depth():
    # tests/st/ops/cpu/test_tensor_scatter_arithmetic.py type/dim checks, extended to the
    # TensorScatterUpdate and ScatterNd* spellings; texts measured on 2.10 (PYNATIVE_MODE)
    x = Tensor(np.array([[0, 1, 3], [0, 0, -3]]), ms.int8)
    upd = Tensor(np.array([1]), ms.int8)
    idx16, deep = Tensor([[0, 1]], ms.int16), Tensor([[0, 1, 2]], ms.int32)
    calls = {"TensorScatterUpdate": lambda i: ops.TensorScatterUpdate()(x, i, upd),
             "ScatterNdAdd": lambda i: ops.ScatterNdAdd()(ms.Parameter(x, name="p"), i, upd)}
    for name, call in calls.items():
        with pytest.raises(TypeError, match=rf"For primitive\[{name}\], the input argument\["
                                            r"indices type\] must be a type of \{Tensor\[Int32\], "
                                            r"Tensor\[Int64\]\}, but got Tensor\[Int16\]."):
            call(idx16)
    with pytest.raises(ValueError, match="For TensorScatterUpdate, the last dimension of 'indices' "
                                         "must be less than or equal  to the dimension of 'input_x'"
                                         ", but got the last dimension of 'indices': 3 and the "
                                         "dimension of 'input_x': 2"):
        calls["TensorScatterUpdate"](deep)
    with pytest.raises(ValueError, match=r"For primitive\[ScatterNdAdd\], the the value of last "
                                         r"dimension of 'indices' must be less than or equal to "
                                         r"the dimension of 'input_x' which is 2 , but got 3."):
        calls["ScatterNdAdd"](deep)


def test_squared_difference_and_square_sum_all_input_checks():
    # tests/st/ops/cpu/test_squared_difference_op.py (bool inputs) and test_square_sum_all.py
    # (dtype/shape mismatch): 2.10's errors, measured (PYNATIVE; GRAPH_MODE raises the same)
    kinds = r"\{Tensor\[Complex128\], Tensor\[Complex64\], Tensor\[Float16\], Tensor\[Float32\], " \
            r"Tensor\[Float64\], Tensor\[Int32\], Tensor\[Int64\]\}"
    sqd = ops.SquaredDifference()
    for dt in (ms.bool_, ms.uint8):
        a = Tensor([1, 0], dt)
        with pytest.raises(TypeError, match=rf"For primitive\[SquaredDifference\], the input "
                                            rf"argument\[x\] must be a type of {kinds}, but got "):
            sqd(a, a)
    out = sqd(Tensor([1, 2], ms.int32), Tensor([1.0, 2.0]))      # promoted: no check
    assert out.dtype == ms.float32 and out.asnumpy().tolist() == [0.0, 0.0]
    ssa = ops.SquareSumAll()
    with pytest.raises(TypeError, match=r"For primitive\[SquareSumAll\], the input type must be "
                                        r"same."):
        ssa(Tensor(np.ones(3, np.float16)), Tensor(np.ones(3, np.float32)))
    with pytest.raises(ValueError, match=r"For primitive\[SquareSumAll\], the x: \[2,3,\] must be "
                                         r"equal to \[3,2,\]"):
        ssa(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((3, 2), np.float32)))


def test_numpy_where_takes_a_numeric_condition():
    # tests/st/numpy_native/test_array_ops.py::test_where: mindspore.numpy.where casts a non-bool
    # condition to bool, as numpy does (2.10, measured: Float32 [[7, 2], [1, 8]], Bool [F, T])
    import minicell.numpy as mnp
    c = mnp.asarray([[0.0, 2.5], [-1.0, 0.0]])
    r = mnp.where(c, mnp.asarray([1, 2]), mnp.asarray([[7.0], [8.0]]))
    assert r.dtype == ms.float32 and r.asnumpy().tolist() == [[7.0, 2.0], [1.0, 8.0]]
    r = mnp.where(mnp.asarray([0, 3]), mnp.asarray([True, True]), mnp.asarray([False, False]))
    assert r.dtype == ms.bool_ and r.asnumpy().tolist() == [False, True]


def test_graph_keeps_the_key_order_of_an_input_dict():
    # found with tests/st/dynamic_shape/test_ops_seq_to_seq.py: a dict passed into a GRAPH_MODE
    # Cell keeps its key order inside construct and in the output, as in PYNATIVE_MODE and
    # MindSpore 2.10 (measured: {'key1': 1, 'b': 2} came back as {'b': 2, 'key1': 1}); the same
    # items in another order are another signature
    class Net(ms.nn.Cell):
        def construct(self, d):
            return d, list(d)

    ms.set_context(mode=ms.GRAPH_MODE)
    net = Net()
    out, keys = net({"key1": 1, "b": 2})
    assert list(out) == keys == ["key1", "b"]
    out, keys = net({"b": Tensor(2), "key1": Tensor(1)})
    assert list(out) == keys == ["b", "key1"] and out["key1"].asnumpy() == 1
    out, keys = net({"key1": Tensor(1), "b": Tensor(2)})
    assert list(out) == keys == ["key1", "b"]


def test_resize_linear_1d_float16_interpolates_in_float32():
    # tests/st/ops/cpu/test_resize_linear_1d_op.py (float16, align_corners): 2.10's kernel
    # (measured, bit for bit): 4.80078125 where float16 arithmetic gives 4.796875
    from minicell.ops.operations.image_ops import ResizeLinear1D
    x = Tensor(np.array([[[1, 2, 3], [4, 5, 6]]], np.float16))
    out = ResizeLinear1D()(x, Tensor(np.array([6], np.int64)))
    assert out.dtype == ms.float16
    assert out.asnumpy().astype(np.float32).tolist() == [
        [[1.0, 1.400390625, 1.7998046875, 2.19921875, 2.599609375, 3.0],
         [4.0, 4.3984375, 4.80078125, 5.19921875, 5.6015625, 6.0]]]


def test_mish_float16_rounds_as_the_kernel():
    # tests/st/ops/cpu/test_mish_op.py float16 (random inputs, rtol 1e-3): 2.10's kernel gives
    # float32 x * tanh(log1p(exp(x))) rounded once to float16 (measured: equal to that on 4000
    # random values; softplus-based float32 rounded 3 of them the other way)
    x = np.random.RandomState(0).random(4000).astype(np.float16)
    wide = x.astype(np.float32)
    want = (wide * np.tanh(np.log1p(np.exp(wide)))).astype(np.float16)
    np.testing.assert_array_equal(ops.Mish()(Tensor(x)).asnumpy(), want)
    big = Tensor(np.array([-100.0, 0.0, 25.0, 100.0], np.float32))   # finite gradients
    np.testing.assert_allclose(ms.grad(lambda t: ops.mish(t).sum())(big).asnumpy(),
                               [0.0, 0.6, 1.0, 1.0], rtol=1e-6, atol=1e-7)
